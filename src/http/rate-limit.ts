import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { callerKey, failedAttempts } from '../auth/index.ts';
import { DomainError } from '../errors/index.ts';
import type { Settings } from '../settings/index.ts';

export interface RateLimitOptions {
  readonly settings: Pick<Settings, 'RateLimit:PermitLimit' | 'RateLimit:WindowSeconds'>;
  /** Shared counters for several instances (RateLimit:RedisUrl); in process without it. */
  readonly redis?: Redis;
}

/** Per caller: the API key or application once authenticated, else the (proxy-aware) client address. */
const keyOf = (request: FastifyRequest): string =>
  request.caller ? callerKey(request.caller) : `ip:${request.ip}`;

/**
 * Registered with `global: false`: a route opts in with `config: { rateLimit: {} }` and its limit
 * runs after the route's own onRequest hooks (authentication), so it can key on the caller.
 */
export const registerRateLimit = async (
  app: FastifyInstance,
  options: RateLimitOptions,
): Promise<void> => {
  const permits = options.settings['RateLimit:PermitLimit'];
  const windowSeconds = options.settings['RateLimit:WindowSeconds'];
  app.decorate('failedAuthentications', failedAttempts(permits, windowSeconds * 1000));
  await app.register(rateLimit, {
    global: false,
    max: permits,
    timeWindow: windowSeconds * 1000,
    keyGenerator: keyOf,
    enableDraftSpec: true,
    ...(options.redis ? { redis: options.redis, nameSpace: 'cds-rate-limit:' } : {}),
    // A Redis outage must not stop ingestion: the request goes through and the failure is logged.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new DomainError(
        'rate-limited',
        'rate-limited',
        `More than ${permits} requests in ${windowSeconds} s; retry after ${context.after}`,
      ),
  });
};
