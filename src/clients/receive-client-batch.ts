import type { Db } from '../db/index.ts';
import {
  claimIdempotencyKey,
  rememberResponse,
  type IdempotencyRequest,
} from '../idempotency/index.ts';
import type { ClientBatch } from '../canonical/index.ts';
import { DomainError } from '../errors/index.ts';
import { resolverWithAliases } from '../reference/index.ts';
import { upsertClients, type BatchOutcome } from './upsert-client-batch.ts';

/**
 * The masterdata use case both entry points call: POST /api/v1/clients and a queue message of
 * MessageType Client. A batch read and validated by the body readers in; all rows stored in one
 * transaction. With an Idempotency-Key, a repeat answers the first outcome and writes nothing.
 */
/**
 * A client's country is where its address is filed (CL248 takes CL008's codes): a two-letter
 * code that is no country is refused with the batch, as every other bad member is.
 */
const unknownCountries = (batch: ClientBatch) => {
  const resolve = resolverWithAliases({});
  return batch.clients.flatMap((client, row) =>
    client.country && resolve(client.country).step !== 'code'
      ? [
          {
            path: `/clients/${row}/country`,
            message: `${client.country} is not a country code of the EU list CL008`,
          },
        ]
      : [],
  );
};

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
