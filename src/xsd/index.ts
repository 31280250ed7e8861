export { compileXsd, compileXsdFile, withParsedXml } from './xsd-validator.ts';
export type { XsdCheck } from './xsd-validator.ts';
