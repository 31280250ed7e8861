import { index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * A signed-in browser (DECISIONS.md section 10): kept server-side so that several instances share
 * it and signing out ends it everywhere. The cookie holds a random token; only its SHA-256 is
 * stored, so a copy of this table signs nobody in.
 */
export const webSessions = pgTable(
  'web_sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    /** The provider's subject (oid for Entra ID, sub otherwise), or `local` in single-user mode. */
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    /** Admins, SuperUsers, Users: what the provider's token said at sign-in. */
    roles: text('roles').array().notNull(),
    /** Sent by the app in X-CSRF-Token on every state-changing request. */
    csrfToken: varchar('csrf_token', { length: 64 }).notNull(),
    /** For the provider's end-session request (id_token_hint). */
    idToken: text('id_token'),
    /** The provider's refresh token: the roles are read again with it (Auth:RoleRefreshMinutes). */
    refreshToken: text('refresh_token'),
    /** When the roles were last read from the provider (sign-in, then each refresh). */
    rolesCheckedAt: timestamp('roles_checked_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('web_sessions_expires_idx').on(table.expiresAt)],
);

/** A sign-in on its way through the provider: PKCE verifier, state and nonce, ten minutes. */
export const webSignIns = pgTable('web_sign_ins', {
  state: varchar('state', { length: 64 }).primaryKey(),
  codeVerifier: varchar('code_verifier', { length: 128 }).notNull(),
  nonce: varchar('nonce', { length: 64 }).notNull(),
  returnTo: text('return_to').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a person chose for themself in the app, kept across sessions and browsers. */
export const userPreferences = pgTable('user_preferences', {
  /** As in web_sessions: the provider's oid or sub, or `local`. */
  userId: text('user_id').primaryKey(),
  /** nl, fr or en; absent: the browser's language, else Branding:DefaultLanguage. */
  language: varchar('language', { length: 2 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
