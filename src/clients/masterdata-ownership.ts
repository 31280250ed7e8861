import type { ClientItem } from '../canonical/index.ts';
import { OPTIONAL_CLIENT_FIELDS } from './client-columns.ts';
import type { ClientRow } from './client-store.ts';

export type ClientMember = keyof typeof OPTIONAL_CLIENT_FIELDS | 'name';

/** What a masterdata push did not change on one stored client, and why (decision 0015). */
export interface KeptMembers {
  readonly row: number;
  readonly code: string;
  readonly fields: readonly ClientMember[];
  readonly reason: 'edited-by-hand' | 'customs-client-identification-number';
  readonly detail: string;
}

export interface MasterdataPlan {
  /** Members written on an update (`name` included when it is). A new client gets every member sent. */
  readonly update: readonly ClientMember[];
  readonly kept: readonly KeptMembers[];
}

const sentMembers = (item: ClientItem): ClientMember[] => [
  'name',
  ...(Object.keys(OPTIONAL_CLIENT_FIELDS) as (keyof typeof OPTIONAL_CLIENT_FIELDS)[]).filter(
    (member) => item[member] !== undefined,
  ),
];

/**
 * The ownership rule for client masterdata (decision 0015), for one batch row:
 * 1. A member a declarant set by hand is the declarant's: masterdata leaves it until it is handed
 *    back (`customs clients release`), and says so.
 * 2. A customs client's identification number (EORI) is how ingestion finds it: masterdata never
 *    changes one that is set. A row naming another EORI is about another company that happens to
 *    have the same code, and is not applied at all.
 * 3. Everything else the accounting system sends, it owns: written as sent.
 */
export const planMasterdataRow = (
  row: number,
  item: ClientItem,
  stored: ClientRow | undefined,
): MasterdataPlan => {
  const sent = sentMembers(item);
  if (!stored) return { update: sent, kept: [] };
  const storedEori = stored.isCustomsClient ? stored.identificationNumber : null;
  const sentEori = item.identification_number;
  if (storedEori && sentEori && sentEori !== storedEori)
    return {
      update: [],
      kept: [
        {
          row,
          code: item.code,
          fields: sent,
          reason: 'customs-client-identification-number',
          detail: `the customs client ${item.code} has identification number ${storedEori} and the row ${sentEori}: it describes another company, so nothing of the row was applied (a customs client's EORI changes only by hand)`,
        },
      ],
    };
  const kept: KeptMembers[] = [];
  const byHand = sent.filter((member) => stored.handEditedFields.includes(member));
  if (byHand.length > 0)
    kept.push({
      row,
      code: item.code,
      fields: byHand,
      reason: 'edited-by-hand',
      detail: `${byHand.join(', ')} of ${item.code} set by hand, left as stored until handed back to masterdata`,
    });
  if (storedEori && sentEori === null && !byHand.includes('identification_number'))
    kept.push({
      row,
      code: item.code,
      fields: ['identification_number'],
      reason: 'customs-client-identification-number',
      detail: `the identification number of the customs client ${item.code} is not cleared by masterdata (a customs client's EORI changes only by hand)`,
    });
  const keptFields = new Set(kept.flatMap((entry) => entry.fields));
  return { update: sent.filter((member) => !keptFields.has(member)), kept };
};
