import type { CanonicalDeclaration, CanonicalParty } from '../../canonical/index.ts';
import type { CompanySettings } from '../../runtime-settings/index.ts';
import type { Checks } from './checks.ts';
import { group, leaf } from './xml-tree.ts';

interface Postal {
  readonly street_and_number?: string;
  readonly postcode?: string;
  readonly city?: string;
  readonly country?: string;
}

/** An Address group: written when `when` says the parts are there (the schemas need street and city). */
export const addressGroup = (postal: Postal, when: boolean) =>
  when
    ? group(
        'Address',
        leaf('streetAndNumber', postal.street_and_number),
        leaf('postcode', postal.postcode),
        leaf('city', postal.city),
        leaf('country', postal.country),
      )
    : undefined;

const address = (party: CanonicalParty, onlyComplete: boolean) =>
  addressGroup(
    party,
    Boolean(
      onlyComplete
        ? party.street_and_number && party.city && party.country
        : party.street_and_number || party.city,
    ),
  );

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

/** The declarant: the declaration's own, else the company's from the declarations:declarant_* settings. */
export const declarantOf = (
  declaration: CanonicalDeclaration,
  company: CompanySettings,
): { party: CanonicalParty | undefined; path: string } => {
  if (declaration.parties?.declarant)
    return { party: declaration.parties.declarant, path: '/parties/declarant' };
  const eori = company['declarations:declarant_eori'];
  if (!eori) return { party: undefined, path: 'settings:declarations:declarant_eori' };
  return {
    path: 'settings:declarations:declarant_eori',
    party: {
      eori,
      name: company['declarations:declarant_name'] || undefined,
      street_and_number: company['declarations:declarant_street'] || undefined,
      postcode: company['declarations:declarant_postcode'] || undefined,
      city: company['declarations:declarant_city'] || undefined,
      country: company['declarations:declarant_city'] ? 'BE' : undefined,
    },
  };
};

/** The Declarant element: an EORI is required, whether the declaration or the settings give it. */
export const declarantElement = (checks: Checks, declarant: ReturnType<typeof declarantOf>) => {
  const eoriPath = declarant.path.startsWith('settings:')
    ? declarant.path
    : `${declarant.path}/eori`;
  checks.check(declarant.party?.eori, 'Declarant/identificationNumber', eoriPath, {
    required: true,
  });
  return [trader(checks, 'Declarant', declarant.party, declarant.path)];
};
