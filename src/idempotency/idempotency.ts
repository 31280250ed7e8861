import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/index.ts';
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

/**
 * Inside the business transaction, before anything is written. A transaction-scoped advisory lock
 * marks the key as being processed: a concurrent repeat gets 409 at once, and a crash releases it
 * with the transaction, so a retry after a crash simply runs.
 */
export const claimIdempotencyKey = async (
  tx: Db,
  request: IdempotencyRequest,
  /** Queue redeliveries wait for the first to finish and then get its outcome, instead of 409. */
  options: { waitForFirst?: boolean } = {},
): Promise<StoredResponse | undefined> => {
  const lockName = `${request.endpoint}\n${request.partner}\n${request.key}`;
  const [lock] = await queryRows<{ locked: boolean }>(
    tx,
    options.waitForFirst
      ? sql`select true as locked from pg_advisory_xact_lock(hashtextextended(${lockName}, 0))`
      : sql`select pg_try_advisory_xact_lock(hashtextextended(${lockName}, 0)) as locked`,
  );
  if (!lock?.locked) {
    throw new DomainError(
      'conflict',
      'idempotency-in-progress',
      'A request with this Idempotency-Key is still being processed; retry in a moment',
    );
  }
  // A second statement on purpose: its snapshot is taken after the lock is held, so it sees the
  // row of a first request that committed while this one waited for the lock.
  const [first] = await queryRows<{
    request_hash: string;
    response_status: string;
    response_body: unknown;
    expired: boolean;
  }>(
    tx,
    sql`select request_hash, response_status, response_body, created_at < now() - make_interval(hours => ${WINDOW_HOURS}) as expired
        from idempotency_keys where partner = ${request.partner} and endpoint = ${request.endpoint} and key = ${request.key}`,
  );
  if (!first) return undefined;
  if (first.expired) {
    await tx.execute(
      sql`delete from idempotency_keys where partner = ${request.partner} and endpoint = ${request.endpoint} and key = ${request.key}`,
    );
    return undefined;
  }
  if (first.request_hash !== request.requestHash) {
    throw new DomainError(
      'invalid',
      'idempotency-key-reused',
      'This Idempotency-Key was used with a different body; use a new key for a new request',
      [{ path: '/', message: 'differs from the body first sent with this Idempotency-Key' }],
    );
  }
  return {
    status: Number(first.response_status),
    body: (typeof first.response_body === 'string'
      ? JSON.parse(first.response_body)
      : first.response_body) as Record<string, unknown>,
  };
};

export const rememberResponse = async (
  tx: Db,
  request: IdempotencyRequest,
  response: StoredResponse,
  /** The dossier the first request created, when it created one. */
  dossierId: string | null,
): Promise<void> => {
  await tx.execute(sql`
    insert into idempotency_keys (partner, endpoint, key, request_hash, dossier_id, response_status, response_body)
    values (${request.partner}, ${request.endpoint}, ${request.key}, ${request.requestHash}, ${dossierId},
            ${String(response.status)}, ${JSON.stringify(response.body)}::jsonb)`);
};
