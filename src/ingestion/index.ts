export { declarationRoutes } from './declarations-routes.ts';
export type { DeclarationRoutesDeps } from './declarations-routes.ts';
export { ingest } from './ingest.ts';
export type { IngestDeps, IngestionResponse, IngestOrigin, IngestOutcome } from './ingest.ts';
export { schemaRoutes } from './schema-routes.ts';
export { queueMessageHandler } from './queue-message-handler.ts';
export type { QueueHandlerDeps } from './queue-message-handler.ts';
export { ingestDepsFor } from './ingest-deps.ts';
export { IngestionResponseSchema } from './ingestion-schemas.ts';
