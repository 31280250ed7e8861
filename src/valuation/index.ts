export { airFreight, apportion } from './apportion.ts';
export {
  monthDays,
  penultimateWednesday,
  rateOn,
  toEuro,
  validityOfRateTakenOn,
  type Converted,
  type CustomsRate,
} from './customs-rates.ts';
export {
  transportCosts,
  type TransportCosts,
  type TransportCostsRequest,
} from './transport-costs.ts';
