import type { Complaint } from '../errors/index.ts';
import { DomainError } from '../errors/index.ts';
import { ClientBatchSchema, tooManyDecimals, type ClientBatch } from './client-batch.ts';
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

/** More decimals than the column keeps would be rounded away on storage: refused instead. */
const tooPrecise = (value: unknown, at: SenderPath): Complaint[] =>
  !isPlainObject(value) || !Array.isArray(value.clients)
    ? []
    : value.clients.flatMap((item, row) =>
        tooManyDecimals(item, (member) => at(`/clients/${row}/${member}`)),
      );

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
