import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Reference data changes at most daily: a reader may keep an answer five minutes. */
export const REFERENCE_CACHE = 'private, max-age=300';

/**
 * Answers with an ETag (a hash of the JSON the service sends, whose serializer is JSON.stringify)
 * and `Cache-Control`; a matching If-None-Match gets 304 and no body.
 */
export const cachedAnswer = <T>(
  request: FastifyRequest,
  reply: FastifyReply,
  body: T,
  cacheControl = REFERENCE_CACHE,
): T | FastifyReply => {
  const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 32)}"`;
  reply.header('cache-control', cacheControl).header('etag', etag);
  const wanted = request.headers['if-none-match'];
  const matches =
    typeof wanted === 'string' &&
    wanted.split(',').some((tag) => {
      const value = tag.trim().replace(/^W\//, '');
      return value === etag || value === '*';
    });
  return matches ? reply.code(304).send() : body;
};
