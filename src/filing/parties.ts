import type { CanonicalParty } from '../canonical/index.ts';
import type { Checks } from './checks.ts';
import { group, leaf } from './xml-tree.ts';

const address = (party: CanonicalParty, onlyComplete: boolean) =>
  (
    onlyComplete
      ? party.street_and_number && party.city && party.country
      : party.street_and_number || party.city
  )
    ? group(
        'Address',
        leaf('streetAndNumber', party.street_and_number),
        leaf('postcode', party.postcode),
        leaf('city', party.city),
        leaf('country', party.country),
      )
    : undefined;

const contact = (party: CanonicalParty) =>
  party.contact_name && party.contact_phone
    ? group(
        'ContactPerson',
        leaf('name', party.contact_name),
        leaf('phoneNumber', party.contact_phone),
        leaf('eMailAddress', party.contact_email),
      )
    : undefined;

/**
 * A party element (Consignor, Consignee, HolderOfTheTransitProcedure, ...): an EORI, or a name with
 * street, city and country. A commercial party (the Seller of an import) needs only its name; its
 * address is written when complete.
 */
export const trader = (
  checks: Checks,
  name: string,
  party: CanonicalParty | undefined,
  path: string,
  options: { addressRequired?: boolean } = {},
) => {
  if (!party) return undefined;
  const addressRequired = options.addressRequired ?? true;
  const complete = Boolean(party.street_and_number && party.city && party.country);
  checks.rule(
    Boolean(party.eori || (party.name && (complete || !addressRequired))),
    name,
    path,
    addressRequired
      ? 'needs an EORI, or a name with street, city and country'
      : 'needs an EORI or a name',
  );
  checks.check(party.country, `${name}/Address/country`, `${path}/country`, { list: 'CL248' });
  return group(
    name,
    leaf('identificationNumber', party.eori),
    leaf('name', party.name),
    address(party, !addressRequired),
    contact(party),
  );
};
