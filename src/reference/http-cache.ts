import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Reference data changes once a day at most: a reader may keep an answer five minutes, and an
 * ETag (a hash of what the answer depends on, or of the answer) turns a repeat into a 304.
 */
export const REFERENCE_CACHE = 'private, max-age=300';

export const etagOf = (parts: unknown): string =>
  `"${createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 32)}"`;

/** RFC 9110 If-None-Match: `*` or a list of tags, compared weakly (W/ ignored). */
export const matchesIfNoneMatch = (header: string | undefined, etag: string): boolean => {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
};

/**
 * Sets the ETag of `parts` (what the answer depends on: a list's refresh time and the query) and
 * the cache header; true when the caller's copy is current, and the 304 is then set.
 */
export const notModified = (
  request: FastifyRequest,
  reply: FastifyReply,
  parts: readonly unknown[],
): boolean => {
  const etag = etagOf(parts);
  reply.header('etag', etag).header('cache-control', REFERENCE_CACHE);
  if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return false;
  reply.code(304);
  return true;
};

/** The answer with the ETag of its own JSON; 304 and no body when the caller has it already. */
export const cachedAnswer = <T>(
  request: FastifyRequest,
  reply: FastifyReply,
  body: T,
  cacheControl = REFERENCE_CACHE,
): T | FastifyReply => {
  const etag = etagOf(body);
  reply.header('cache-control', cacheControl).header('etag', etag);
  return matchesIfNoneMatch(request.headers['if-none-match'], etag) ? reply.code(304).send() : body;
};
