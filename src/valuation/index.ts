export { airFreight, apportion } from './apportion.ts';
export {
  penultimateWednesday,
  rateOn,
  toEuro,
  validityOfRateTakenOn,
  type Converted,
  type CustomsRate,
} from './customs-rates.ts';
