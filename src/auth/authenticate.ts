import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import {
  findActiveApiKey,
  noteKeyUse,
  type ApiKeyScope,
  type RecentlyLiveKeys,
} from '../api-keys/index.ts';
import type { Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import type { Caller } from './caller.ts';
import type { BearerRule } from './roles.ts';
import { SESSION_COOKIE, sameToken, type WebSession } from './session-store.ts';
import { TokenRejectedError } from './token-verifier.ts';

/** Who may call with a browser session (the cookie of a signed-in user). */
export interface SessionRule {
  readonly find: (token: string) => Promise<WebSession | undefined>;
  /** The roles of the service a user needs here (any one of them). */
  readonly roles: readonly string[];
}

export interface AuthenticateOptions {
  readonly db: Db;
  /** Browser sessions; absent on the partners-only endpoints (ingestion, masterdata). */
  readonly session?: SessionRule;
  /** Bearer tokens; absent when Auth:EntraId is not configured or the endpoint takes keys only. */
  readonly bearer?: BearerRule;
  /**
   * The scope an API key must hold here (decision 0015); absent on administration endpoints,
   * which take no API key at all.
   */
  readonly apiKeyScope?: ApiKeyScope | 'any';
  /**
   * Only on routes whose write checks the key again in its own statement: a key found live a
   * moment ago is admitted without another lookup. Elsewhere every request looks the key up.
   */
  readonly recentlyLiveKeys?: RecentlyLiveKeys;
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** What this endpoint accepts, in words and as a WWW-Authenticate challenge. */
const accepted = (options: AuthenticateOptions) => {
  const keys = options.apiKeyScope !== undefined;
  const tokens = options.bearer !== undefined;
  const roles = options.bearer?.roles.join(' or ') ?? '';
  const machine =
    keys && tokens
      ? 'an X-Api-Key header or an Authorization: Bearer token'
      : keys
        ? 'an X-Api-Key header'
        : tokens
          ? `an Authorization: Bearer token with the role ${roles}`
          : '';
  return {
    words:
      options.session && machine
        ? `${machine}, or sign in (/signin)`
        : options.session
          ? 'a signed-in session: sign in at /signin'
          : machine ||
            'credentials this service has not been configured to check (set Auth:EntraId:TenantId and Auth:EntraId:ClientId)',
    challenge: [tokens ? 'Bearer' : '', keys ? 'ApiKey header="X-Api-Key"' : '']
      .filter(Boolean)
      .join(', '),
  };
};

const unauthenticated = (
  request: FastifyRequest,
  reply: FastifyReply,
  options: AuthenticateOptions,
  detail: string,
) => {
  const attempts = request.server.failedAuthentications;
  if (attempts?.fail(request.ip)) {
    reply.header('retry-after', String(attempts.retryAfter(request.ip)));
    return new DomainError(
      'rate-limited',
      'rate-limited',
      'Too many failed authentications from this address; retry later with valid credentials',
    );
  }
  const { challenge } = accepted(options);
  if (challenge) reply.header('www-authenticate', challenge);
  return new DomainError('unauthenticated', 'unauthenticated', detail);
};

const apiKeyCaller = async (
  request: FastifyRequest,
  reply: FastifyReply,
  options: AuthenticateOptions,
  rawKey: string,
): Promise<Caller> => {
  const scope = options.apiKeyScope;
  if (scope === undefined)
    throw unauthenticated(
      request,
      reply,
      options,
      `This endpoint does not accept API keys; send ${accepted(options).words}`,
    );
  const key = options.recentlyLiveKeys
    ? await options.recentlyLiveKeys.find(options.db, rawKey)
    : await findActiveApiKey(options.db, rawKey);
  if (!key)
    throw unauthenticated(
      request,
      reply,
      options,
      'The API key is not valid: unknown, revoked or expired',
    );
  if (scope !== 'any' && !key.scopes.includes(scope))
    throw new DomainError(
      'forbidden',
      'missing-scope',
      `The API key "${key.name}" does not have the scope ${scope}; an administrator grants it with: customs api-keys scopes "${key.name}" ${[...key.scopes, scope].join(',')}`,
    );
  noteKeyUse(options.db, key.id);
  return { kind: 'api-key', keyId: key.id, name: key.name, scopes: key.scopes };
};

const bearerCaller = async (
  request: FastifyRequest,
  reply: FastifyReply,
  options: AuthenticateOptions,
  bearer: BearerRule,
  token: string,
): Promise<Caller> => {
  let verified;
  try {
    verified = await bearer.verify(token);
  } catch (error) {
    if (!(error instanceof TokenRejectedError)) {
      request.log.error({ err: error }, 'bearer token could not be checked');
      throw new DomainError(
        'unavailable',
        'identity-provider-unavailable',
        'Bearer tokens cannot be checked right now: the identity provider did not answer; retry later or use X-Api-Key',
      );
    }
    request.log.info({ reason: error.message }, 'bearer token rejected');
    throw unauthenticated(
      request,
      reply,
      options,
      `The bearer token is not valid: ${error.message}`,
    );
  }
  const usable = verified.delegated ? bearer.delegatedRoles : bearer.roles;
  if (!usable.some((role) => verified.roles.includes(role))) {
    if (verified.delegated && bearer.roles.some((role) => verified.roles.includes(role)))
      throw new DomainError(
        'forbidden',
        'delegated-token',
        `This endpoint takes app-only tokens (client credentials flow) for ${bearer.roles.filter((role) => !bearer.delegatedRoles.includes(role)).join(' or ')}; the token was issued to a signed-in user (it has scp or idtyp=user)`,
      );
    throw new DomainError(
      'forbidden',
      'missing-role',
      `The token is valid but lacks the role ${bearer.roles.join(' or ')}; grant the application that permission and admin consent`,
    );
  }
  return {
    kind: 'bearer',
    appId: verified.appId,
    roles: verified.roles.filter((role) => usable.includes(role)),
  };
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const sessionCaller = async (
  request: FastifyRequest,
  reply: FastifyReply,
  options: AuthenticateOptions,
  rule: SessionRule,
  token: string,
): Promise<Caller> => {
  const session = await rule.find(token);
  if (!session)
    throw unauthenticated(
      request,
      reply,
      options,
      'The session has ended or is not known: sign in again at /signin',
    );
  // A cookie rides along with any request the browser makes, also one another site provokes:
  // a change needs the token only the app itself read from /api/session.
  if (!SAFE_METHODS.has(request.method)) {
    const given = header(request, 'x-csrf-token') ?? '';
    if (!sameToken(given, session.csrfToken))
      throw new DomainError(
        'forbidden',
        'csrf',
        'A change made with the session cookie needs the X-CSRF-Token header the app reads from /api/session',
      );
  }
  if (!rule.roles.some((role) => session.roles.includes(role)))
    throw new DomainError(
      'forbidden',
      'missing-role',
      `Your roles (${session.roles.join(', ') || 'none'}) do not allow this; it needs ${rule.roles.join(' or ')}`,
    );
  request.webSession = session;
  return {
    kind: 'user',
    userId: session.userId,
    name: session.name,
    roles: session.roles,
    sessionHash: session.tokenHash,
  };
};

/**
 * `X-Api-Key` or `Authorization: Bearer` (SPEC.md, Authentication), or a signed-in browser's
 * session cookie where the route takes it: any valid credential admits the caller. It runs first,
 * on the headers alone, so nobody without credentials costs a body read.
 */
export const authenticate = (options: AuthenticateOptions): onRequestHookHandler =>
  async function authenticateRequest(request, reply) {
    const apiKey = header(request, 'x-api-key')?.trim();
    const token = /^Bearer\s+(\S+)\s*$/i.exec(header(request, 'authorization') ?? '')?.[1];
    if (apiKey) {
      request.caller = await apiKeyCaller(request, reply, options, apiKey);
      return;
    }
    if (token) {
      if (!options.bearer)
        throw unauthenticated(
          request,
          reply,
          options,
          `This endpoint does not accept bearer tokens; send ${accepted(options).words}`,
        );
      request.caller = await bearerCaller(request, reply, options, options.bearer, token);
      return;
    }
    const cookie = options.session && request.cookies[SESSION_COOKIE];
    if (options.session && cookie) {
      request.caller = await sessionCaller(request, reply, options, options.session, cookie);
      return;
    }
    throw unauthenticated(request, reply, options, `Send ${accepted(options).words}`);
  };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in browser's session, when the caller is one. */
    webSession?: WebSession;
  }
}
