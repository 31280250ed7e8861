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
export const addressGroup = (postal: Postal, when: boolean, path?: string) =>
  when
    ? group(
        'Address',
        leaf('streetAndNumber', postal.street_and_number, path && `${path}/street_and_number`),
        leaf('postcode', postal.postcode, path && `${path}/postcode`),
        leaf('city', postal.city, path && `${path}/city`),
        leaf('country', postal.country, path && `${path}/country`),
      )
    : undefined;

const address = (party: CanonicalParty, onlyComplete: boolean, path?: string) =>
  addressGroup(
    party,
    Boolean(
      onlyComplete
        ? party.street_and_number && party.city && party.country
        : party.street_and_number || party.city,
    ),
    path,
  );

/** ContactPerson: written when the party gives a name and a phone number. */
export const contact = (party: CanonicalParty, path?: string) =>
  party.contact_name && party.contact_phone
    ? group(
        'ContactPerson',
        leaf('name', party.contact_name, path && `${path}/contact_name`),
        leaf('phoneNumber', party.contact_phone, path && `${path}/contact_phone`),
        leaf('eMailAddress', party.contact_email, path && `${path}/contact_email`),
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
  // A party from the settings is reported at its setting; one from the data at its member.
  const fromData = !path.startsWith('settings:');
  return group(
    name,
    leaf('identificationNumber', party.eori, fromData ? `${path}/eori` : path),
    leaf('name', party.name, fromData ? `${path}/name` : path),
    address(party, !addressRequired, fromData ? path : undefined) ??
      partialAddress(checks, name, party, fromData ? path : undefined),
    contact(party, fromData ? path : undefined),
  );
};

/** Parts of an address too incomplete to write (the schemas need street and city): reported. */
const partialAddress = (checks: Checks, name: string, party: CanonicalParty, path?: string) => {
  if (!path) return undefined;
  for (const key of ['street_and_number', 'postcode', 'city', 'country'] as const)
    checks.notCarried(
      party[key],
      `${name}/Address`,
      `${path}/${key}`,
      'an address is written only with its street, city and country',
    );
  return undefined;
};

type Located = { party: CanonicalParty | undefined; path: string };

/** The broker, from the declarations:declarant_* settings; undefined without an EORI. */
const brokerOf = (company: CompanySettings): CanonicalParty | undefined => {
  const eori = company['declarations:declarant_eori'];
  if (!eori) return undefined;
  return {
    eori,
    name: company['declarations:declarant_name'] || undefined,
    street_and_number: company['declarations:declarant_street'] || undefined,
    postcode: company['declarations:declarant_postcode'] || undefined,
    city: company['declarations:declarant_city'] || undefined,
    country: company['declarations:declarant_city'] ? 'BE' : undefined,
    contact_name: company['declarations:contact_name'] || undefined,
    contact_phone: company['declarations:contact_phone'] || undefined,
  };
};

const BROKER_PATH = 'settings:declarations:declarant_eori';

/** Who declares, and who represents them (UCC art. 18, DE 3/17 to 3/20). */
export interface Representation {
  readonly declarant: Located;
  readonly representative?: Located & { readonly status: number };
}

/**
 * A customs broker files as the representative of its client (decision 0019): the exporter or
 * importer is the declarant and the broker (the declarant settings) its representative, with
 * `declarations:representative_status` (2 direct, 3 indirect). A declaration that names its own
 * declarant is filed as it says; a broker declaring for itself (the same EORI) has no
 * representative.
 */
export const representationOf = (
  declaration: CanonicalDeclaration,
  company: CompanySettings,
  principal: 'exporter' | 'importer',
): Representation => {
  const parties = declaration.parties ?? {};
  const status = company['declarations:representative_status'];
  if (parties.declarant)
    return {
      declarant: { party: parties.declarant, path: '/parties/declarant' },
      ...(parties.representative
        ? {
            representative: {
              party: parties.representative,
              path: '/parties/representative',
              status,
            },
          }
        : {}),
    };
  const broker = brokerOf(company);
  if (!broker) return { declarant: { party: undefined, path: BROKER_PATH } };
  const client = parties[principal];
  if (!client?.eori || client.eori === broker.eori)
    return { declarant: { party: broker, path: BROKER_PATH } };
  return {
    declarant: { party: client, path: `/parties/${principal}` },
    representative: { party: broker, path: BROKER_PATH, status },
  };
};

/**
 * In transit the holder of the procedure declares; a broker lodging for another holder is its
 * representative, and NCTS knows direct representation only (CL094: 2).
 */
export const transitRepresentativeOf = (
  declaration: CanonicalDeclaration,
  company: CompanySettings,
): Representation['representative'] => {
  const named = declaration.parties?.representative;
  if (named) return { party: named, path: '/parties/representative', status: 2 };
  const broker = brokerOf(company);
  const holder = declaration.parties?.transit_principal;
  if (!broker || !holder?.eori || holder.eori === broker.eori) return undefined;
  return { party: broker, path: BROKER_PATH, status: 2 };
};

/**
 * The Declarant element (an EORI is required, whether the data or the settings give it) and,
 * when someone represents the declarant, the Representative with its status.
 */
export const declarantElement = (checks: Checks, representation: Representation) => {
  const { declarant, representative } = representation;
  const eoriPath = declarant.path.startsWith('settings:')
    ? declarant.path
    : `${declarant.path}/eori`;
  checks.check(declarant.party?.eori, 'Declarant/identificationNumber', eoriPath, {
    required: true,
  });
  return [
    trader(checks, 'Declarant', declarant.party, declarant.path),
    representative ? representativeElement(checks, representative) : undefined,
  ];
};

/** A Representative: EORI, status (2 direct, 3 indirect), name and contact (CC015C's, CC515C's, IE415B's). */
export const representativeElement = (
  checks: Checks,
  representative: Located & { readonly status: number },
  /** CC015C's Representative has no name, only the identification, status and contact. */
  options: { name: boolean } = { name: true },
) => {
  const party = representative.party ?? {};
  const eoriPath = representative.path.startsWith('settings:')
    ? representative.path
    : `${representative.path}/eori`;
  return group(
    'Representative',
    leaf(
      'identificationNumber',
      checks.check(party.eori, 'Representative/identificationNumber', eoriPath, {
        required: true,
      }),
    ),
    leaf('status', representative.status),
    options.name
      ? leaf(
          'name',
          party.name,
          representative.path.startsWith('settings:') ? undefined : `${representative.path}/name`,
        )
      : undefined,
    contact(party, representative.path.startsWith('settings:') ? undefined : representative.path),
  );
};
