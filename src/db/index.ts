export { DatabaseInUseError } from './database.ts';
export type { Database, Db, MigrationState } from './database.ts';
export { openDatabase } from './open-database.ts';
export type { OpenOptions } from './open-database.ts';
export { openEmbedded } from './open-embedded.ts';
export { openPostgres } from './open-postgres.ts';
export * as schema from './schema/index.ts';
export { queryRows } from './query-rows.ts';
export { isUniqueViolation } from './unique-violation.ts';
