export { tariffJobs, tariffImportJobs, vatMeasureTypesOf } from './tariff-jobs.ts';
export type { TariffJobOptions } from './tariff-jobs.ts';
export { tariffRoutes } from './tariff-routes.ts';
export { seedTariff } from './seed-tariff.ts';
export type { SeedOutcome } from './seed-tariff.ts';
export { resumeTariffImports } from './resume-imports.ts';
export {
  enqueueTariffImport,
  findTariffImport,
  listTariffImports,
  TARIFF_IMPORT_JOB,
} from './import-store.ts';
export type { TariffImportKind, TariffImportView } from './import-store.ts';
export { waitForTariffImport } from './wait-for-import.ts';
export { extractionKindOf } from './extraction-names.ts';
export { runTariffDailyCycle, TARIFF_DAILY_JOB } from './daily-cycle.ts';
export { lookupTariffLine, lookupTariffLineWithChain } from './lookup-tariff.ts';
export type { ChainStep, DescribedTariffLine, TariffLine } from './lookup-tariff.ts';
export { searchTariff } from './search-tariff.ts';
export type { TariffHit } from './search-tariff.ts';
export { commodityCodesIn, tariffForCodes } from './codes-on-date.ts';
export { embeddedTariff } from './embedded-tariff.ts';
export { checkExtraction } from './check-extraction.ts';
export { ExtractionFileError } from './extraction-file-error.ts';
export { TARIFF_LISTING_SYNC_KIND } from './daily-cycle.ts';
export { TARIFF_SYNC_KIND } from './tariff-syncs.ts';
export { latestExtraction } from './latest-extraction.ts';
