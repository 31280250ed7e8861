import type { CanonicalDeclaration } from '../canonical/index.ts';
import type { ClientSummary } from './dossier-store.ts';

/**
 * A T1/T2 dossier's client is its consignee's (SPEC.md, POST /api/declarations, 1 (b)), but a T2
 * groupage has no consignee of its own: each house consignment has one. Without a client_code
 * such a dossier is stored with no client, and the list showed none. Shown instead: the first
 * house consignee, as sent, the party a declarant reads on the first page of the declaration.
 * No client record stands behind it, and none is created for it: code is its EORI (the code
 * ingestion would give a client made from it), empty without one, never a customs client.
 * Decision 0030.
 */
export const houseConsigneeClient = (
  name: string | null | undefined,
  eori: string | null | undefined,
): ClientSummary | null =>
  name == null && eori == null
    ? null
    : {
        code: eori ?? '',
        name: name ?? '',
        identificationNumber: eori ?? null,
        isCustomsClient: false,
      };

/** The first house consignment's consignee with a name or an EORI, as the list's SQL picks it. */
export const clientFromHouseConsignees = (declaration: unknown): ClientSummary | null => {
  const houses = (declaration as CanonicalDeclaration | null)?.house_consignments ?? [];
  const consignee = houses.find(
    (house) => house.consignee && (house.consignee.name != null || house.consignee.eori != null),
  )?.consignee;
  return houseConsigneeClient(consignee?.name, consignee?.eori);
};

/** The list's column with the same choice made in the database: only for a dossier without a client. */
export const FIRST_HOUSE_CONSIGNEE =
  '$.house_consignments[*].consignee ? (@.name != null || @.eori != null)';
