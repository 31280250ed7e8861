import type { Complaint } from '../errors/index.ts';
import type { SenderPath } from './contract-validator.ts';
import { isPlainObject } from './normalize.ts';

const TRANSIT = new Set(['T1', 'T2']);
/** RFC 4648 Base64; padding may be left off, but a length of 4n+1 characters is never valid. */
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const isBase64 = (data: string): boolean => {
  const compact = data.replace(/[\t\n\r ]+/g, '');
  if (!BASE64.test(compact)) return false;
  const padding = compact.length - compact.replace(/=+$/, '').length;
  return padding === 0 ? compact.length % 4 !== 1 : compact.length % 4 === 0;
};

const listAt = (value: Record<string, unknown>, key: string): Record<string, unknown>[] =>
  Array.isArray(value[key]) ? (value[key] as unknown[]).filter(isPlainObject) : [];

/** Where each sequence number first appears in a list. */
const firstIndexBySequence = (list: Record<string, unknown>[]): Map<unknown, number> => {
  const first = new Map<unknown, number>();
  list.forEach((entry, index) => {
    if (typeof entry.sequence_number === 'number' && !first.has(entry.sequence_number))
      first.set(entry.sequence_number, index);
  });
  return first;
};

/** A sequence number used twice in one list, named at its second use. */
const repeatedSequences = (
  list: Record<string, unknown>[],
  path: string,
  at: (path: string) => string,
): Complaint[] => {
  const first = firstIndexBySequence(list);
  return list.flatMap((entry, index) => {
    const sequence = entry.sequence_number;
    const firstIndex = first.get(sequence);
    if (typeof sequence !== 'number' || firstIndex === index || firstIndex === undefined) return [];
    return [
      {
        path: at(`${path}/${index}/sequence_number`),
        message: `repeats sequence number ${sequence} of ${at(`${path}/${firstIndex}`)}`,
      },
    ];
  });
};

/**
 * Rules a schema cannot say. They run on whatever shape arrived (guarding every access), so a body
 * with both a type error and a broken link gets both complaints at once.
 */
export const semanticComplaints = (value: unknown, at: SenderPath): Complaint[] => {
  if (!isPlainObject(value)) return [];
  const complaints: Complaint[] = [];
  const type = value.declaration_type;

  // SPEC.md, POST /api/declarations, behaviour 4: present means rejected, even false.
  if (value.auto_dispatch !== undefined && typeof type === 'string' && !TRANSIT.has(type)) {
    complaints.push({
      path: at('/auto_dispatch'),
      message: `is allowed on transit declarations (T1, T2) only; remove it from an ${type} declaration, even when false`,
    });
  }

  complaints.push(...repeatedSequences(listAt(value, 'goods_items'), '/goods_items', at));
  const houses = firstIndexBySequence(listAt(value, 'house_consignments'));
  complaints.push(
    ...repeatedSequences(listAt(value, 'house_consignments'), '/house_consignments', at),
  );

  const numbers = [...houses.keys()];
  const known =
    numbers.length === 0
      ? 'none'
      : numbers.length <= 10
        ? numbers.join(', ')
        : `${numbers.slice(0, 10).join(', ')} and ${numbers.length - 10} more`;
  listAt(value, 'goods_items').forEach((item, index) => {
    const link = item.house_consignment_sequence;
    if (typeof link === 'number' && !houses.has(link))
      complaints.push({
        path: at(`/goods_items/${index}/house_consignment_sequence`),
        message: `points at house consignment ${link}, which is not in house_consignments (sequence numbers: ${known})`,
      });
  });

  listAt(value, 'attachments').forEach((attachment, index) => {
    if (attachment.data === undefined || attachment.data === null) {
      complaints.push({
        path: at(`/attachments/${index}/data`),
        message: 'is required: the file content in Base64',
      });
    } else if (typeof attachment.data === 'string' && !isBase64(attachment.data)) {
      complaints.push({
        path: at(`/attachments/${index}/data`),
        message:
          attachment.data.trim() === ''
            ? 'must hold the file content in Base64; an attachment cannot be empty'
            : 'must be the file content in Base64 (RFC 4648: A-Z, a-z, 0-9, + and /, padded with =)',
      });
    }
  });
  return complaints;
};
