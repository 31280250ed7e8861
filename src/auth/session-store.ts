import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { schema, type Db } from '../db/index.ts';

/** The browser's cookie: a random token; the database keeps its hash. */
export const SESSION_COOKIE = 'cds_session';

export interface SessionUser {
  readonly userId: string;
  readonly name: string;
  readonly email: string | null;
  /** Only the roles of the service (Admins, SuperUsers, Users). */
  readonly roles: readonly string[];
  readonly idToken?: string | null;
  /** The provider's refresh token, with which the roles are read again. */
  readonly refreshToken?: string | null;
}

/** What the provider says of a signed-in user now; undefined when it refused to say. */
export interface RefreshedUser {
  readonly userId: string;
  readonly roles: readonly string[];
  readonly refreshToken?: string;
  readonly idToken?: string;
}

/** Roles follow the directory: read again with the refresh token at most `everyMs` apart. */
export interface RoleRefresh {
  readonly everyMs: number;
  readonly refresh: (refreshToken: string) => Promise<RefreshedUser | undefined>;
}

export interface WebSession extends SessionUser {
  readonly tokenHash: string;
  readonly csrfToken: string;
  readonly expiresAt: Date;
}

export interface SessionPolicy {
  /** A session ends this long after its last request. */
  readonly idleMs: number;
  /** And this long after sign-in, whatever happens. */
  readonly maxMs: number;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const randomToken = () => randomBytes(32).toString('base64url');
/** last_seen_at is written at most this often: not a write per request. */
const TOUCH_EVERY_MS = 60_000;

export const sameToken = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Signs a user in: the token for the cookie (never stored) and the CSRF token for the app. */
export const createSession = async (
  db: Db,
  user: SessionUser,
  policy: SessionPolicy,
  now = new Date(),
): Promise<{ token: string; csrfToken: string; expiresAt: Date }> => {
  const token = randomToken();
  const csrfToken = randomToken();
  const expiresAt = new Date(now.getTime() + Math.min(policy.idleMs, policy.maxMs));
  await db.insert(schema.webSessions).values({
    tokenHash: hashOf(token),
    userId: user.userId,
    name: user.name,
    email: user.email,
    roles: [...user.roles],
    csrfToken,
    idToken: user.idToken ?? null,
    refreshToken: user.refreshToken ?? null,
    rolesCheckedAt: now,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return { token, csrfToken, expiresAt };
};

type SessionRow = typeof schema.webSessions.$inferSelect;

/**
 * The roles as the provider gives them now, when the last reading is older than `everyMs`; the
 * session ends (undefined) when the provider refuses, names another user or leaves no role.
 * One request claims the refresh (a conditional update), so a rotated refresh token is used once;
 * requests meanwhile go on with the roles read before.
 */
const refreshedRoles = async (
  db: Db,
  row: SessionRow,
  refresh: RoleRefresh,
  now: Date,
): Promise<SessionRow | undefined> => {
  if (now.getTime() - row.rolesCheckedAt.getTime() < refresh.everyMs) return row;
  const claimed = await db
    .update(schema.webSessions)
    .set({ rolesCheckedAt: now })
    .where(
      and(
        eq(schema.webSessions.tokenHash, row.tokenHash),
        lt(schema.webSessions.rolesCheckedAt, new Date(now.getTime() - refresh.everyMs)),
      ),
    )
    .returning({ tokenHash: schema.webSessions.tokenHash });
  if (claimed.length === 0) return row;
  const user = row.refreshToken
    ? await refresh.refresh(row.refreshToken).catch(() => undefined)
    : undefined;
  if (!user || user.userId !== row.userId || user.roles.length === 0) {
    await db.delete(schema.webSessions).where(eq(schema.webSessions.tokenHash, row.tokenHash));
    return undefined;
  }
  const [updated] = await db
    .update(schema.webSessions)
    .set({
      roles: [...user.roles],
      refreshToken: user.refreshToken ?? row.refreshToken,
      idToken: user.idToken ?? row.idToken,
    })
    .where(eq(schema.webSessions.tokenHash, row.tokenHash))
    .returning();
  return updated;
};

/**
 * The live session of a cookie token, its idle time renewed and, with a provider, its roles
 * read again when due; undefined when it ended.
 */
export const findSession = async (
  db: Db,
  token: string,
  policy: SessionPolicy,
  now = new Date(),
  roleRefresh?: RoleRefresh,
): Promise<WebSession | undefined> => {
  if (token.length < 20 || token.length > 100) return undefined;
  const tokenHash = hashOf(token);
  const [found] = await db
    .select()
    .from(schema.webSessions)
    .where(eq(schema.webSessions.tokenHash, tokenHash));
  if (!found || found.expiresAt <= now) return undefined;
  const row = roleRefresh ? await refreshedRoles(db, found, roleRefresh, now) : found;
  if (!row) return undefined;
  let expiresAt = row.expiresAt;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    expiresAt = new Date(
      Math.min(row.createdAt.getTime() + policy.maxMs, now.getTime() + policy.idleMs),
    );
    await db
      .update(schema.webSessions)
      .set({ lastSeenAt: now, expiresAt })
      .where(eq(schema.webSessions.tokenHash, tokenHash));
  }
  return { ...row, expiresAt };
};

export const deleteSession = async (db: Db, token: string): Promise<WebSession | undefined> => {
  const [row] = await db
    .delete(schema.webSessions)
    .where(eq(schema.webSessions.tokenHash, hashOf(token)))
    .returning();
  return row;
};

/** Ended sessions and abandoned sign-ins, removed now and then. */
export const purgeSessions = async (db: Db, now = new Date()): Promise<void> => {
  await db.delete(schema.webSessions).where(lt(schema.webSessions.expiresAt, now));
  await db
    .delete(schema.webSignIns)
    .where(lt(schema.webSignIns.createdAt, sql`${now}::timestamptz - interval '10 minutes'`));
};
