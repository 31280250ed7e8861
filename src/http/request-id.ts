import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const SAFE_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * A caller's X-Request-Id is kept when it is a plain token, so a partner can trace a request end to
 * end; anything else (long, or with characters that would forge log lines) is replaced.
 */
export const requestIdFrom = (request: IncomingMessage): string => {
  const header = request.headers['x-request-id'];
  const offered = Array.isArray(header) ? header[0] : header;
  return offered && SAFE_ID.test(offered) ? offered : randomUUID();
};
