import type { Complaint } from '../errors/index.ts';
import { isPlainObject } from './normalize.ts';

const TRANSIT = new Set(['T1', 'T2']);
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const listAt = (value: Record<string, unknown>, key: string): Record<string, unknown>[] =>
  Array.isArray(value[key]) ? (value[key] as unknown[]).filter(isPlainObject) : [];

/**
 * Rules a schema cannot say. They run on whatever shape arrived (guarding every access), so a body
 * with both a type error and a broken link gets both complaints at once.
 */
export const semanticComplaints = (value: unknown, pointers: Map<string, string>): Complaint[] => {
  if (!isPlainObject(value)) return [];
  const at = (path: string) => pointers.get(path) ?? path;
  const complaints: Complaint[] = [];
  const type = value.declaration_type;

  // SPEC.md, POST /api/declarations, behaviour 4: present means rejected, even false.
  if (value.auto_dispatch !== undefined && typeof type === 'string' && !TRANSIT.has(type)) {
    complaints.push({
      path: at('/auto_dispatch'),
      message: `is allowed on transit declarations (T1, T2) only; remove it from an ${type} declaration, even when false`,
    });
  }

  const firstIndexOf = new Map<unknown, number>();
  listAt(value, 'goods_items').forEach((item, index) => {
    const sequence = item.sequence_number;
    if (typeof sequence !== 'number') return;
    const first = firstIndexOf.get(sequence);
    if (first === undefined) firstIndexOf.set(sequence, index);
    else
      complaints.push({
        path: at(`/goods_items/${index}/sequence_number`),
        message: `repeats sequence number ${sequence} of ${at(`/goods_items/${first}`)}`,
      });
  });

  const houses = new Map<unknown, number>();
  listAt(value, 'house_consignments').forEach((house, index) => {
    const sequence = house.sequence_number;
    if (typeof sequence !== 'number') return;
    const first = houses.get(sequence);
    if (first === undefined) houses.set(sequence, index);
    else
      complaints.push({
        path: at(`/house_consignments/${index}/sequence_number`),
        message: `repeats sequence number ${sequence} of ${at(`/house_consignments/${first}`)}`,
      });
  });

  listAt(value, 'goods_items').forEach((item, index) => {
    const link = item.house_consignment_sequence;
    if (typeof link === 'number' && !houses.has(link)) {
      const known = [...houses.keys()].join(', ') || 'none';
      complaints.push({
        path: at(`/goods_items/${index}/house_consignment_sequence`),
        message: `points at house consignment ${link}, which is not in house_consignments (sequence numbers: ${known})`,
      });
    }
  });

  listAt(value, 'attachments').forEach((attachment, index) => {
    if (attachment.data === undefined || attachment.data === null) {
      complaints.push({
        path: at(`/attachments/${index}/data`),
        message: 'is required: the file content in Base64',
      });
    } else if (
      typeof attachment.data === 'string' &&
      !BASE64.test(attachment.data.replace(/\s+/g, ''))
    ) {
      complaints.push({
        path: at(`/attachments/${index}/data`),
        message: 'must be the file content in Base64',
      });
    }
  });
  return complaints;
};
