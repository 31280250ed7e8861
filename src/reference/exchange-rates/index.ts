export { checkRateEntry, readRatesCsv, type RateComplaint, type RateEntry } from './rates-csv.ts';
export { listRates, putRates, type StoredRate } from './rates-store.ts';
export { importRates, setRate } from './set-rates.ts';
