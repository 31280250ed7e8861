import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { audit } from '../audit/index.ts';
import { schema, type Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import { generateRawKey, hashKey } from './key-material.ts';
import { flushKeyUses } from './key-use.ts';
import { isLiveKey } from './live-key.ts';

/**
 * What a key may do (decision 0015): `declarations` sends declarations and reads the dossiers its
 * partner sent; `masterdata` pushes and reads client masterdata. New keys get declarations only.
 */
export const API_KEY_SCOPES = ['declarations', 'masterdata'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const DEFAULT_SCOPES: readonly ApiKeyScope[] = ['declarations'];

/** `declarations,masterdata` or a list of names to scopes, refused with every unknown one named. */
export const parseScopes = (given: string | readonly string[]): ApiKeyScope[] => {
  const names = (typeof given === 'string' ? given.split(',') : given.flatMap((g) => g.split(',')))
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const unknown = names.filter((name) => !(API_KEY_SCOPES as readonly string[]).includes(name));
  if (names.length === 0 || unknown.length > 0)
    throw new DomainError(
      'invalid',
      'api-key.bad-scope',
      `Scopes are ${API_KEY_SCOPES.join(' and ')}, comma-separated${unknown.length ? `; unknown: ${unknown.join(', ')}` : ''}`,
      [{ path: 'scope', message: `must be one or more of ${API_KEY_SCOPES.join(', ')}` }],
    );
  return API_KEY_SCOPES.filter((scope) => names.includes(scope));
};

export interface ApiKeyView {
  /** Names repeat (a revoked key's name may be given again): the id tells two apart. */
  readonly id: string;
  readonly name: string;
  readonly scopes: readonly ApiKeyScope[];
  readonly createdAt: Date;
  readonly createdBy: string;
  readonly expiresAt: Date | null;
  readonly revokedAt: Date | null;
  readonly revokedBy: string | null;
  /** When it last authenticated a request, to within the flush interval (key-use.ts). */
  readonly lastUsedAt: Date | null;
  readonly active: boolean;
}

export interface CreateApiKeyInput {
  readonly name: string;
  /** `YYYY-MM-DD`: the key works through that whole day (UTC) and not after. */
  readonly expires?: string | undefined;
  /** Default: declarations only. */
  readonly scopes?: readonly ApiKeyScope[] | undefined;
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9 ._-]{0,99}$/;

export const parseExpiry = (expires: string, now: Date): Date => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(expires);
  const endOfDay = match
    ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1))
    : undefined;
  const roundTrips =
    endOfDay && new Date(endOfDay.getTime() - 1).toISOString().slice(0, 10) === expires;
  if (!endOfDay || !roundTrips) {
    throw new DomainError(
      'invalid',
      'api-key.bad-expiry',
      `Expiry "${expires}" is not a date in the form YYYY-MM-DD`,
      [{ path: 'expires', message: 'must be a date YYYY-MM-DD' }],
    );
  }
  if (endOfDay <= now) {
    throw new DomainError('invalid', 'api-key.expiry-past', `Expiry ${expires} is in the past`, [
      { path: 'expires', message: 'must be today or later' },
    ]);
  }
  return endOfDay;
};

/** Creates a key and returns the raw key, which is never stored and cannot be shown again. */
export const createApiKey = async (
  db: Db,
  input: CreateApiKeyInput,
  actor: string,
  now = new Date(),
): Promise<{ rawKey: string; key: ApiKeyView }> => {
  const name = input.name.trim();
  if (!NAME.test(name)) {
    throw new DomainError(
      'invalid',
      'api-key.bad-name',
      'A key name is 1 to 100 letters, digits, spaces, dots, dashes or underscores, starting with a letter or digit',
      [
        {
          path: 'name',
          message: 'must be 1 to 100 letters, digits, spaces, dots, dashes or underscores',
        },
      ],
    );
  }
  const expiresAt = input.expires === undefined ? null : parseExpiry(input.expires, now);
  const rawKey = generateRawKey();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(schema.apiKeys)
      .values({
        name,
        keyHash: hashKey(rawKey),
        createdBy: actor,
        expiresAt,
        createdAt: now,
        scopes: [...(input.scopes ?? DEFAULT_SCOPES)],
      })
      .onConflictDoNothing()
      .returning();
    if (!row)
      throw new DomainError(
        'conflict',
        'api-key.name-taken',
        `An active API key named "${name}" exists already; revoke it first or choose another name`,
      );
    const key = toView(row, now);
    await audit(tx, {
      actor,
      action: 'api-key.created',
      entityType: 'api-key',
      entityId: row.id,
      after: key,
    });
    return { rawKey, key };
  });
};

export const listApiKeys = async (db: Db, now = new Date()): Promise<ApiKeyView[]> => {
  await flushKeyUses(db).catch(() => undefined);
  const rows = await db
    .select()
    .from(schema.apiKeys)
    .orderBy(asc(schema.apiKeys.name), asc(schema.apiKeys.createdAt));
  return rows.map((row) => toView(row, now));
};

/** Deactivates the live key of that name at once: the next lookup no longer finds it. */
export const revokeApiKey = async (
  db: Db,
  name: string,
  actor: string,
  now = new Date(),
): Promise<ApiKeyView> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(schema.apiKeys)
      .set({ revokedAt: now, revokedBy: actor })
      .where(and(eq(schema.apiKeys.name, name.trim()), isNull(schema.apiKeys.revokedAt)))
      .returning();
    if (!row)
      throw new DomainError(
        'not-found',
        'api-key.not-found',
        `There is no active API key named "${name}"`,
      );
    const key = toView(row, now);
    await audit(tx, {
      actor,
      action: 'api-key.revoked',
      entityType: 'api-key',
      entityId: row.id,
      before: { ...key, active: true, revokedAt: null, revokedBy: null },
      after: key,
    });
    return key;
  });

/** Replaces the scopes of the live key of that name, audited with before and after. */
export const setApiKeyScopes = async (
  db: Db,
  name: string,
  scopes: readonly ApiKeyScope[],
  actor: string,
  now = new Date(),
): Promise<ApiKeyView> =>
  db.transaction(async (tx) => {
    const live = and(eq(schema.apiKeys.name, name.trim()), isNull(schema.apiKeys.revokedAt));
    const [before] = await tx.select().from(schema.apiKeys).where(live).for('update');
    if (!before)
      throw new DomainError(
        'not-found',
        'api-key.not-found',
        `There is no active API key named "${name}"`,
      );
    const [row] = await tx
      .update(schema.apiKeys)
      .set({ scopes: [...scopes] })
      .where(eq(schema.apiKeys.id, before.id))
      .returning();
    const key = toView(row!, now);
    await audit(tx, {
      actor,
      action: 'api-key.scopes-changed',
      entityType: 'api-key',
      entityId: row!.id,
      before: { scopes: before.scopes },
      after: { scopes: key.scopes },
    });
    return key;
  });

/**
 * The lookup the HTTP layer uses: the key's hash, not revoked, not expired. The database compares
 * hashes, never raw keys, so response time tells an attacker nothing about a key's characters.
 */
export const findActiveApiKey = async (
  db: Db,
  rawKey: string,
  now = new Date(),
): Promise<ActiveApiKey | null> => {
  if (!rawKey || rawKey.length > 200) return null;
  const [row] = await lookupStatement(db).execute({ hash: hashKey(rawKey), now });
  return row ? { ...row, scopes: row.scopes as ApiKeyScope[] } : null;
};

export interface ActiveApiKey {
  readonly id: string;
  readonly name: string;
  readonly expiresAt: Date | null;
  readonly scopes: readonly ApiKeyScope[];
}

/** Every authenticated request runs this lookup: prepared once per database, not built each time. */
const lookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();
const prepareLookup = (db: Db) =>
  db
    .select({
      id: schema.apiKeys.id,
      name: schema.apiKeys.name,
      expiresAt: schema.apiKeys.expiresAt,
      scopes: schema.apiKeys.scopes,
    })
    .from(schema.apiKeys)
    .where(
      and(eq(schema.apiKeys.keyHash, sql.placeholder('hash')), isLiveKey(sql.placeholder('now'))),
    )
    .prepare('find_active_api_key');
const lookupStatement = (db: Db) => {
  let statement = lookups.get(db);
  if (!statement) lookups.set(db, (statement = prepareLookup(db)));
  return statement;
};

const toView = (row: typeof schema.apiKeys.$inferSelect, now: Date): ApiKeyView => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes as ApiKeyScope[],
  createdAt: row.createdAt,
  createdBy: row.createdBy,
  expiresAt: row.expiresAt,
  revokedAt: row.revokedAt,
  revokedBy: row.revokedBy,
  lastUsedAt: row.lastUsedAt,
  active: row.revokedAt === null && (row.expiresAt === null || row.expiresAt > now),
});
