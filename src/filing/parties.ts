import type { CanonicalParty } from '../canonical/index.ts';
import type { Checks } from './checks.ts';
import { group, leaf } from './xml-tree.ts';

const address = (party: CanonicalParty) =>
  party.street_and_number || party.city
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

/** A party element (Consignor, Consignee, HolderOfTheTransitProcedure, ...): EORI, or name and address. */
export const trader = (
  checks: Checks,
  name: string,
  party: CanonicalParty | undefined,
  path: string,
) => {
  if (!party) return undefined;
  checks.rule(
    Boolean(party.eori || (party.name && party.street_and_number && party.city && party.country)),
    name,
    path,
    'needs an EORI, or a name with street, city and country',
  );
  checks.check(party.country, `${name}/Address/country`, `${path}/country`, { list: 'CL248' });
  return group(
    name,
    leaf('identificationNumber', party.eori),
    leaf('name', party.name),
    address(party),
    contact(party),
  );
};
