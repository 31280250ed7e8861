import type { Complaint } from '../errors/index.ts';
import { resolverWithAliases } from '../reference/index.ts';

/**
 * A client's country is where its address is filed (CL248 takes CL008's codes): a two-letter code
 * that is no country is refused, by masterdata and by hand alike.
 */
export const countryComplaint = (country: unknown, path: string): Complaint[] =>
  typeof country === 'string' && country && resolverWithAliases({})(country).step !== 'code'
    ? [
        {
          path,
          message: `${country} is not a country code of the EU list CL008`,
          keyword: 'country',
          params: { value: country },
        },
      ]
    : [];
