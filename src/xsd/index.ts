export { compileXsd, compileXsdFile } from './xsd-validator.ts';
export type { XsdCheck } from './xsd-validator.ts';
