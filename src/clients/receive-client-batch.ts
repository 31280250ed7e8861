import type { Db } from '../db/index.ts';
import {
  claimIdempotencyKey,
  rememberResponse,
  type IdempotencyRequest,
} from '../idempotency/index.ts';
import type { ClientBatch } from '../canonical/index.ts';
import { DomainError } from '../errors/index.ts';
import { countryComplaint } from './country-check.ts';
import { upsertClients, type BatchOutcome } from './upsert-client-batch.ts';

/**
 * The masterdata use case both entry points call: POST /api/v1/clients and a queue message of
 * MessageType Client. A batch read and validated by the body readers in; all rows stored in one
 * transaction. With an Idempotency-Key, a repeat answers the first outcome and writes nothing.
 */
const unknownCountries = (batch: ClientBatch) =>
  batch.clients.flatMap((client, row) =>
    countryComplaint(client.country, `/clients/${row}/country`),
  );

export const receiveClientBatch = async (
  db: Db,
  batch: ClientBatch,
  updatedBy: string,
  idempotency?: IdempotencyRequest,
): Promise<{ outcome: BatchOutcome; replayed: boolean }> => {
  const complaints = unknownCountries(batch);
  if (complaints.length > 0)
    throw new DomainError(
      'invalid',
      'validation',
      `The batch is not valid: ${complaints.length} complaint(s), listed in errors`,
      complaints,
    );
  return db.transaction(async (tx) => {
    if (idempotency) {
      const first = await claimIdempotencyKey(tx, idempotency);
      if (first) return { outcome: first.body as unknown as BatchOutcome, replayed: true };
    }
    const outcome = await upsertClients(tx, batch.clients, updatedBy);
    if (idempotency)
      await rememberResponse(tx, idempotency, { status: 200, body: { ...outcome } }, null);
    return { outcome, replayed: false };
  });
};
