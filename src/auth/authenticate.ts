import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { findActiveApiKey, type RecentlyLiveKeys } from '../api-keys/index.ts';
import type { Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import type { Caller } from './caller.ts';
import { TokenRejectedError, type TokenVerifier } from './token-verifier.ts';

export interface AuthenticateOptions {
  readonly db: Db;
  /**
   * Bearer tokens and the role they must carry (`Ingestion.Write`). Absent when Auth:EntraId is
   * not configured, or on endpoints that take API keys only: a token is then refused with 401.
   */
  readonly bearer?: { readonly verify: TokenVerifier; readonly requiredRole: string };
  /** Partner API keys; false on administration endpoints, which take an Admins token only. */
  readonly apiKeys?: boolean;
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

const unauthenticated = (
  request: FastifyRequest,
  reply: FastifyReply,
  bearer: boolean,
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
  reply.header(
    'www-authenticate',
    bearer ? 'Bearer, ApiKey header="X-Api-Key"' : 'ApiKey header="X-Api-Key"',
  );
  return new DomainError('unauthenticated', 'unauthenticated', detail);
};

/**
 * `X-Api-Key` or `Authorization: Bearer` (SPEC.md, Authentication): any valid credential admits
 * the caller. It runs first, on the headers alone, so nobody without credentials costs a body read.
 */
export const authenticate = (options: AuthenticateOptions): onRequestHookHandler =>
  async function authenticateRequest(request, reply) {
    const apiKey = options.apiKeys === false ? undefined : header(request, 'x-api-key');
    if (apiKey) {
      const key = options.recentlyLiveKeys
        ? await options.recentlyLiveKeys.find(options.db, apiKey.trim())
        : await findActiveApiKey(options.db, apiKey.trim());
      if (key) {
        request.caller = { kind: 'api-key', keyId: key.id, name: key.name } satisfies Caller;
        return;
      }
    }
    const authorization = header(request, 'authorization');
    const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
    if (token && options.bearer) {
      let verified;
      try {
        verified = await options.bearer.verify(token);
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
          true,
          `The bearer token is not valid: ${error.message}`,
        );
      }
      if (!verified.roles.includes(options.bearer.requiredRole)) {
        throw new DomainError(
          'forbidden',
          'missing-role',
          `The token is valid but lacks the role ${options.bearer.requiredRole}; grant the application that permission and admin consent`,
        );
      }
      request.caller = { kind: 'bearer', appId: verified.appId, roles: verified.roles };
      return;
    }
    const bearer = options.bearer !== undefined;
    if (apiKey)
      throw unauthenticated(
        request,
        reply,
        bearer,
        'The API key is not valid: unknown, revoked or expired',
      );
    if (token)
      throw unauthenticated(
        request,
        reply,
        bearer,
        'This endpoint does not accept bearer tokens; send X-Api-Key',
      );
    throw unauthenticated(
      request,
      reply,
      bearer,
      bearer
        ? 'Send an X-Api-Key header or an Authorization: Bearer token'
        : 'Send an X-Api-Key header',
    );
  };
