import {
  parseDeclaration,
  type CanonicalDeclaration,
  type CanonicalParty,
  type DeclarationType,
} from '../canonical/index.ts';

/** What a client row carries that a declaration's party has a place for. */
export interface ClientParty {
  readonly name: string;
  readonly identificationNumber: string | null;
  readonly streetAndNumber: string | null;
  readonly postcode: string | null;
  readonly city: string | null;
  readonly country: string | null;
}

/**
 * Whom the broker's client is in a declaration it uploads: the importer of an import, the exporter
 * of an export. A transit's client may be the consignor, the consignee or neither (the broker is
 * often the principal), so a transit is pre-filled with nothing (decision 0037).
 */
const ROLE: Partial<Record<DeclarationType, 'importer' | 'exporter'>> = {
  IM: 'importer',
  EX: 'exporter',
};

/**
 * Whether the declaration takes `value` as the party's `member` as it is (length, a country in
 * capitals, an EORI's shape): a client's record (masterdata included) is not held to them.
 */
const fits = (regime: DeclarationType, role: string, member: string, value: string) =>
  parseDeclaration({ declaration_type: regime, parties: { [role]: { [member]: value } } }).ok;

/**
 * SPEC.md "Client": the client's data pre-filled into a new manual dossier's declaration, as the
 * party it plays in the regime. Shown on the review page like any value, and corrected there; a
 * value the declaration would not take is left for the declarant to type, never cut or changed.
 */
export const prefillFromClient = (
  regime: DeclarationType,
  client: ClientParty,
): Pick<CanonicalDeclaration, 'parties'> => {
  const role = ROLE[regime];
  if (!role) return {};
  const values: Record<string, string | null> = {
    name: client.name,
    eori: client.identificationNumber,
    street_and_number: client.streetAndNumber,
    postcode: client.postcode,
    city: client.city,
    country: client.country,
  };
  const party: Record<string, string> = {};
  for (const [member, given] of Object.entries(values)) {
    const value = given?.trim();
    if (value && fits(regime, role, member, value)) party[member] = value;
  }
  return Object.keys(party).length > 0 ? { parties: { [role]: party as CanonicalParty } } : {};
};
