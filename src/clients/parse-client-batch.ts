import { compileContract, isPlainObject } from '../canonical/index.ts';
import type { Complaint } from '../errors/index.ts';
import { DomainError } from '../errors/index.ts';
import { ClientBatchSchema, type ClientBatch } from './client-batch-schema.ts';

/** Codes are compared as the store compares them: exactly. */
const duplicateCodes = (value: unknown, pointers: Map<string, string>): Complaint[] => {
  if (!isPlainObject(value) || !Array.isArray(value.clients)) return [];
  const firstRow = new Map<string, number>();
  const complaints: Complaint[] = [];
  value.clients.forEach((item, row) => {
    if (!isPlainObject(item) || typeof item.code !== 'string') return;
    const first = firstRow.get(item.code);
    if (first === undefined) firstRow.set(item.code, row);
    else
      complaints.push({
        path: pointers.get(`/clients/${row}/code`) ?? `/clients/${row}/code`,
        message: `repeats code "${item.code}" of /clients/${first}; each code may appear once per batch`,
      });
  });
  return complaints;
};

const validateBatch = compileContract<ClientBatch>(ClientBatchSchema, {
  keepNulls: true,
  rules: duplicateCodes,
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
