export type {
  Box,
  DocumentText,
  PageReader,
  PageText,
  ValueSource,
  Word,
} from './document-text.ts';
export type {
  DocumentKind,
  ExtractedCharge,
  ExtractedDocument,
  ExtractedHeader,
  ExtractedLine,
  ExtractedParty,
  ExtractorType,
  Found,
  ModelUsage,
} from './extracted.ts';
export type { ChatMessage, ModelAnswer, ModelClient, ModelRequest } from './model/model-client.ts';
export * from './model/index.ts';
export * from './prompts/index.ts';
export type { Finding, ReferenceLookups } from './checks/index.ts';
export { runChecks } from './checks/index.ts';
