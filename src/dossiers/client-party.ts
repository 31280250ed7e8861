import type { CanonicalDeclaration, CanonicalParty, DeclarationType } from '../canonical/index.ts';

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

/** SPEC.md "Client": a value longer than the declaration takes is left for the declarant to type. */
const LIMITS = { name: 70, eori: 17, street_and_number: 70, postcode: 17, city: 35, country: 2 };

/**
 * SPEC.md "Client": the client's data pre-filled into a new manual dossier's declaration, as the
 * party it plays in the regime. Shown on the review page like any value, and corrected there.
 */
export const prefillFromClient = (
  regime: DeclarationType,
  client: ClientParty,
): Pick<CanonicalDeclaration, 'parties'> => {
  const role = ROLE[regime];
  if (!role) return {};
  const values: Record<keyof typeof LIMITS, string | null> = {
    name: client.name,
    eori: client.identificationNumber,
    street_and_number: client.streetAndNumber,
    postcode: client.postcode,
    city: client.city,
    country: client.country,
  };
  const party: Record<string, string> = {};
  for (const [member, limit] of Object.entries(LIMITS) as [keyof typeof LIMITS, number][]) {
    const value = values[member]?.trim();
    if (value && value.length <= limit) party[member] = value;
  }
  return Object.keys(party).length > 0 ? { parties: { [role]: party as CanonicalParty } } : {};
};
