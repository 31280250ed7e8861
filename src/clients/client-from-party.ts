import { randomBytes } from 'node:crypto';
import type { CanonicalParty } from '../canonical/index.ts';
import type { NewClient } from './client-store.ts';

/** A party can become a client only when it says who it is: a name or an EORI. */
export const canBecomeClient = (party: CanonicalParty | undefined): party is CanonicalParty =>
  Boolean(party?.name?.trim() || party?.eori?.trim());

/**
 * Code candidates: the EORI (unique and meaningful), else the name in capitals; then numbered
 * variants; last, one with a random suffix, which is always free in practice.
 */
export const clientCodeCandidates = (party: CanonicalParty): string[] => {
  const base =
    party.eori?.trim() ||
    (party.name ?? '')
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '')
      .slice(0, 20) ||
    'CLIENT';
  return [
    base,
    ...Array.from({ length: 8 }, (_, index) => `${base}-${index + 2}`),
    `${base}-${randomBytes(3).toString('hex').toUpperCase()}`,
  ];
};

/** SPEC.md, POST /api/declarations, behaviour 1 (c): a customs client from the party's details. */
export const clientFromParty = (party: CanonicalParty, code: string, actor: string): NewClient => ({
  code,
  name: party.name?.trim() || party.eori!.trim(),
  identificationNumber: party.eori ?? null,
  streetAndNumber: party.street_and_number ?? null,
  postcode: party.postcode ?? null,
  city: party.city ?? null,
  country: party.country ?? null,
  isCustomsClient: true,
  createdBy: actor,
  updatedBy: actor,
});
