import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../auth/index.ts';

/** HttpOnly and SameSite=Lax always; Secure whenever the browser came over HTTPS (or a trusted proxy says so). */
export const setSessionCookie = (
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
): void => {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`,
  );
};

export const clearSessionCookie = (request: FastifyRequest, reply: FastifyReply): void => {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`,
  );
};

/** The page the browser should see after signing in: a path of this site, never another site. */
export const safeReturnTo = (value: unknown): string =>
  typeof value === 'string' && /^\/(?![/\\])/.test(value) && value.length <= 2000 ? value : '/';

/** This service's origin as the browser reached it (the provider sends the browser back here). */
export const originOf = (request: FastifyRequest): string =>
  `${request.protocol}://${request.host}`;
