import type { CanonicalDeclaration, CanonicalParty } from '../canonical/index.ts';
import type { CompanySettings } from '../runtime-settings/index.ts';

const TRANSIT = new Set(['T1', 'T2']);

/** Only the members that have a value; an empty setting contributes nothing. */
const compact = <T extends Record<string, string | undefined>>(record: T): Partial<T> =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value)) as Partial<T>;

const hasAny = (record: object | undefined): boolean =>
  record !== undefined && Object.keys(record).length > 0;

const partyFromSettings = (
  defaults: CompanySettings,
  prefix: 'consignor' | 'transit_principal',
  withContact: boolean,
): CanonicalParty =>
  compact({
    eori: defaults[`declarations:${prefix}_eori`],
    name: defaults[`declarations:${prefix}_name`],
    street_and_number: defaults[`declarations:${prefix}_street`],
    postcode: defaults[`declarations:${prefix}_postcode`],
    city: defaults[`declarations:${prefix}_city`],
    country: defaults[`declarations:${prefix}_country`],
    ...(withContact
      ? {
          contact_name: defaults['declarations:contact_name'],
          contact_phone: defaults['declarations:contact_phone'],
          contact_email: defaults['declarations:contact_email'],
        }
      : {}),
  });

/**
 * SPEC.md, "Company defaults merged into ingested declarations". Defaults fill gaps; the sender's
 * values always win. A party or a guarantee is taken whole from one side, never mixed, so a
 * consignor can never end up with the sender's name and the company's EORI.
 */
export const mergeCompanySettings = (
  declaration: CanonicalDeclaration,
  defaults: CompanySettings,
): CanonicalDeclaration => {
  const merged: CanonicalDeclaration = { ...declaration };
  const locode = defaults['declarations:location_of_goods'];
  if (locode && !hasAny(declaration.authorised_location_of_goods)) {
    merged.authorised_location_of_goods = { un_locode: locode };
  }
  if (!TRANSIT.has(declaration.declaration_type)) return merged;

  const parties = { ...declaration.parties };
  const consignor = partyFromSettings(defaults, 'consignor', false);
  if (!hasAny(parties.consignor) && hasAny(consignor)) parties.consignor = consignor;
  const principal = partyFromSettings(defaults, 'transit_principal', true);
  const principalHasIdentity = Boolean(principal.eori || principal.name);
  if (!hasAny(parties.transit_principal) && principalHasIdentity)
    parties.transit_principal = principal;
  if (hasAny(parties)) merged.parties = parties;

  const departure = defaults['declarations:departure_office'];
  if (departure && !declaration.customs_offices?.departure) {
    merged.customs_offices = { ...declaration.customs_offices, departure };
  }
  const grn = defaults['declarations:guarantee_grn'];
  if (grn && !declaration.guarantees?.length) {
    merged.guarantees = [
      {
        sequence_number: 1,
        ...compact({
          type: defaults['declarations:guarantee_type'],
          grn,
          access_code: defaults['declarations:guarantee_access_code'],
        }),
      },
    ];
  }
  const c521 = defaults['declarations:auth_c521'];
  if (c521 && !declaration.authorisations?.some((authorisation) => authorisation.type === 'C521')) {
    merged.authorisations = [
      ...(declaration.authorisations ?? []),
      { type: 'C521', reference: c521 },
    ];
  }
  return merged;
};
