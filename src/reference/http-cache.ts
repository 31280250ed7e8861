import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Reference data changes once a day at most: answers carry an ETag made of what they depend on
 * (a list's refresh time and the query) and may be kept five minutes by the caller; a repeat with
 * If-None-Match is answered 304 without reading the data again.
 */
export const notModified = (
  request: FastifyRequest,
  reply: FastifyReply,
  parts: readonly unknown[],
): boolean => {
  const etag = `W/"${createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', etag);
  reply.header('cache-control', 'private, max-age=300');
  const given = request.headers['if-none-match'];
  if (given && given.split(',').some((tag) => tag.trim() === etag)) {
    reply.code(304);
    return true;
  }
  return false;
};
