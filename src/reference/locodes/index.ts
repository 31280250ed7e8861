export { fileSource } from './file-source.ts';
export { importLocodes, LocodeImportError } from './import-locodes.ts';
export { knownLocodes } from './known-locodes.ts';
export type { LocodeImport, LocodeSource } from './import-locodes.ts';
export { LOCODE_SYNC_CRON, LOCODE_SYNC_JOB, locodeJobs } from './locode-jobs.ts';
export { locodeRoutes } from './locode-routes.ts';
export { syncLocodes } from './sync-locodes.ts';
export {
  checkLocodeFiles,
  LOCODE_IMPORT_JOB,
  locodeImportJobs,
  queueLocodeImport,
} from './locode-import-job.ts';
export { LocodeFileError } from './read-locode-csv.ts';
