import type { CanonicalParty } from '../../canonical/index.ts';
import type { Checks } from '../messages/checks.ts';
import { contact, trader } from '../messages/parties.ts';
import { registeredTrader } from '../messages/registered-trader.ts';
import { group, leaf } from '../messages/xml-tree.ts';

const NAMED_FROM_REGISTER = ['name', 'street_and_number', 'postcode', 'city', 'country'] as const;

/**
 * A holder, consignor or consignee of a transit as C0250 wants it: a trader of the Union's or a
 * common-transit country's register by its number alone (the name and address the dossier holds
 * are kept and said not carried), anyone else by name and address, with or without a number.
 */
export const transitTrader = (
  checks: Checks,
  name: string,
  party: CanonicalParty | undefined,
  path: string,
) => {
  if (!party) return undefined;
  if (!registeredTrader(party, checks)) {
    if (party.eori)
      checks.rule(
        Boolean(party.name && party.street_and_number && party.city && party.country),
        name,
        path,
        `${party.eori} is no number of the Union's or a common-transit country's register: the name and address come with it (C0250)`,
      );
    return trader(checks, name, party, path);
  }
  for (const key of NAMED_FROM_REGISTER)
    checks.notCarried(
      party[key],
      `${name}/${key === 'name' ? 'name' : 'Address'}`,
      `${path}/${key}`,
      `NCTS takes the name and address of ${party.eori} from the register of traders (C0250)`,
    );
  return group(
    name,
    leaf('identificationNumber', party.eori, `${path}/eori`),
    contact(party, path),
  );
};
