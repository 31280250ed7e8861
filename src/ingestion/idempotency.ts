import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, schema, type Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';

export interface IdempotencyRequest {
  readonly partner: string;
  readonly endpoint: string;
  readonly key: string;
  readonly requestHash: string;
}

export interface StoredResponse {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/** DECISIONS.md section 5: a repeat within 24 hours returns the first response. */
const WINDOW_HOURS = 24;
const KEY = /^[\x21-\x7e]{1,255}$/;

export const parseIdempotencyKey = (header: string | string[] | undefined): string | undefined => {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined) return undefined;
  if (!KEY.test(value)) {
    throw new DomainError(
      'unparseable',
      'bad-idempotency-key',
      'Idempotency-Key must be 1 to 255 visible ASCII characters',
    );
  }
  return value;
};

export const hashRequest = (bytes: Buffer): string =>
  createHash('sha256').update(bytes).digest('hex');

/**
 * Inside the business transaction, before anything is written. A transaction-scoped advisory lock
 * marks the key as being processed: a concurrent repeat gets 409 at once, and a crash releases it
 * with the transaction, so a retry after a crash simply runs.
 */
export const claimIdempotencyKey = async (
  tx: Db,
  request: IdempotencyRequest,
): Promise<StoredResponse | undefined> => {
  const lockName = `${request.endpoint}\n${request.partner}\n${request.key}`;
  const [lock] = await queryRows<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(hashtextextended(${lockName}, 0)) as locked`,
  );
  if (!lock?.locked) {
    throw new DomainError(
      'conflict',
      'idempotency-in-progress',
      'A request with this Idempotency-Key is still being processed; retry in a moment',
    );
  }
  const where = and(
    eq(schema.idempotencyKeys.partner, request.partner),
    eq(schema.idempotencyKeys.endpoint, request.endpoint),
    eq(schema.idempotencyKeys.key, request.key),
  );
  const [first] = await tx.select().from(schema.idempotencyKeys).where(where);
  if (!first) return undefined;
  if (first.createdAt.getTime() < Date.now() - WINDOW_HOURS * 3_600_000) {
    await tx.delete(schema.idempotencyKeys).where(where);
    return undefined;
  }
  if (first.requestHash !== request.requestHash) {
    throw new DomainError(
      'invalid',
      'idempotency-key-reused',
      'This Idempotency-Key was used with a different body; use a new key for a new request',
      [{ path: '/', message: 'differs from the body first sent with this Idempotency-Key' }],
    );
  }
  return {
    status: Number(first.responseStatus),
    body: first.responseBody as Record<string, unknown>,
  };
};

export const rememberResponse = async (
  tx: Db,
  request: IdempotencyRequest,
  response: StoredResponse,
  dossierId: string,
): Promise<void> => {
  await tx.insert(schema.idempotencyKeys).values({
    ...request,
    dossierId,
    responseStatus: String(response.status),
    responseBody: response.body,
  });
};
