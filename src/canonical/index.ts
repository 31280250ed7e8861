export { canonicalJsonSchema, CANONICAL_SCHEMA_ID, publishedSchema } from './json-schema.ts';
export { decodeUtf8, sniffFormat } from './decode-utf8.ts';
export { readDeclaration } from './read-declaration.ts';
export { readJson } from './read-json.ts';
export { CANONICAL_NAMESPACE, readCanonicalXml } from './read-xml.ts';
export { ATTACHMENT_KINDS, CanonicalDeclarationSchema, DECLARATION_TYPES } from './schema.ts';
export type {
  CanonicalDeclaration,
  CanonicalGoodsItem,
  CanonicalParty,
  DeclarationType,
} from './schema.ts';
export { parseDeclaration } from './validate.ts';
export type { ParseResult } from './validate.ts';
export { canonicalToXml } from './write-xml.ts';
export { canonicalXsd } from './xsd.ts';
export { compileContract } from './contract-validator.ts';
export type {
  ContractOptions,
  ParseResult as ContractResult,
  SenderPath,
} from './contract-validator.ts';
export { isPlainObject } from './normalize.ts';
export { country, eori, text } from './schema-parts.ts';
export { FORBIDDEN_CHARACTER, textFault } from './text-validity.ts';
export {
  CLIENT_DECIMALS,
  ClientBatchSchema,
  ClientItemSchema,
  tooManyDecimals,
} from './client-batch.ts';
export type { ClientBatch, ClientItem } from './client-batch.ts';
export { parseClientBatch, readClientBatch } from './read-client-batch.ts';
