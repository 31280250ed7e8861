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
export { checkDeclaration, runChecks } from './checks/index.ts';
export { extractionSetup, OFFLINE_LOOKUPS } from './extraction-setup.ts';
export type { ExtractionSetup, ExtractionSetupOptions } from './extraction-setup.ts';
export type { ReaderTaskStats } from './reader/reader-pool.ts';
export { DocumentOverLimitError, LIMIT_SETTINGS } from './reading-limits.ts';
export type { ReadingLimits } from './reading-limits.ts';
export { EXTRACTION_ATTEMPTS, EXTRACTION_JOB, extractionJob } from './job/extraction-job.ts';
export {
  EXTRACTION_SWEEP_JOB,
  extractionSweepJob,
  sweepStuckExtractions,
} from './job/extraction-sweep.ts';
export type { ExtractionJobData, ExtractionJobDeps } from './job/extraction-job.ts';
export { extractFiles, rawExtractionOf } from './pipeline/extract-files.ts';
export type { ExtractionOutcome } from './pipeline/extract-files.ts';
export type { InputFile } from './pipeline/extract-document.ts';
export type { DocumentAttempt, ModelTools, ReadingTools } from './pipeline/extraction-tools.ts';
export { extractionRoutes } from './routes/extraction-routes.ts';
export type { ExtractionRoutesDeps } from './routes/extraction-routes.ts';
export { sheetRoutes } from './routes/sheet-routes.ts';
