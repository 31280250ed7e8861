import type { Complaint } from '../errors/index.ts';
import { DomainError } from '../errors/index.ts';
import { CLIENT_DECIMALS, ClientBatchSchema, type ClientBatch } from './client-batch.ts';
import { compileContract, type SenderPath } from './contract-validator.ts';
import { decodeUtf8 } from './decode-utf8.ts';
import { isPlainObject } from './normalize.ts';
import { readJson } from './read-json.ts';

/** Codes are compared as the store compares them: exactly. */
const duplicateCodes = (value: unknown, at: SenderPath): Complaint[] => {
  if (!isPlainObject(value) || !Array.isArray(value.clients)) return [];
  const firstRow = new Map<string, number>();
  const complaints: Complaint[] = [];
  value.clients.forEach((item, row) => {
    if (!isPlainObject(item) || typeof item.code !== 'string') return;
    const first = firstRow.get(item.code);
    if (first === undefined) firstRow.set(item.code, row);
    else
      complaints.push({
        path: at(`/clients/${row}/code`),
        message: `repeats code "${item.code}" of /clients/${first}; each code may appear once per batch`,
      });
  });
  return complaints;
};

/** Decimal places of a number as JSON wrote it (the shortest form that reads back the same). */
const decimalsOf = (amount: number): number => {
  const [mantissa = '', exponent = '0'] = String(amount).toLowerCase().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
};

/** More decimals than the column keeps would be rounded away on storage: refused instead. */
const tooPrecise = (value: unknown, at: SenderPath): Complaint[] => {
  if (!isPlainObject(value) || !Array.isArray(value.clients)) return [];
  return value.clients.flatMap((item, row) =>
    Object.entries(CLIENT_DECIMALS).flatMap(([member, places]) => {
      const amount = isPlainObject(item) ? item[member] : undefined;
      if (typeof amount !== 'number' || decimalsOf(amount) <= places) return [];
      return [
        { path: at(`/clients/${row}/${member}`), message: `must have at most ${places} decimals` },
      ];
    }),
  );
};

const validateBatch = compileContract<ClientBatch>(ClientBatchSchema, {
  keepNulls: true,
  rules: (value, at) => [...duplicateCodes(value, at), ...tooPrecise(value, at)],
});

/** A masterdata batch, all or nothing: every complaint names its row and field (`/clients/3/postcode`). */
export const parseClientBatch = (tree: unknown): ClientBatch => {
  const result = validateBatch(tree);
  if (result.ok) return result.value;
  const count = result.complaints.length;
  throw new DomainError(
    'invalid',
    'validation',
    `The batch is refused, nothing was written: ${count} complaint${count === 1 ? '' : 's'}, listed in errors`,
    result.complaints,
  );
};

/** The bytes of a masterdata body (HTTP or queue) to a batch; pure, so it can run on a worker thread. */
export const readClientBatch = (bytes: Uint8Array): ClientBatch =>
  parseClientBatch(readJson(decodeUtf8(bytes), ClientBatchSchema));
