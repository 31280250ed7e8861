import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../auth/index.ts';

/** Holds the `state` of a sign-in under way, for the callback path only (login CSRF). */
export const SIGN_IN_COOKIE = 'cds_signin';

/** HttpOnly and SameSite=Lax always; Secure whenever the browser came over HTTPS (or a trusted proxy says so). */
const options = (request: FastifyRequest, path: string, maxAge: number) =>
  ({
    path,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge,
  }) as const;

export const setSessionCookie = (
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
): void => {
  reply.setCookie(SESSION_COOKIE, token, options(request, '/', maxAgeSeconds));
};

export const clearSessionCookie = (request: FastifyRequest, reply: FastifyReply): void => {
  reply.setCookie(SESSION_COOKIE, '', options(request, '/', 0));
};

/**
 * The browser that starts a sign-in keeps its `state` for ten minutes, sent to the callback only:
 * a callback link made in another browser (an attacker's own sign-in) finds no such cookie there.
 */
export const bindSignIn = (
  request: FastifyRequest,
  reply: FastifyReply,
  callbackPath: string,
  state: string,
): void => {
  reply.setCookie(SIGN_IN_COOKIE, state, options(request, callbackPath, 600));
};

export const clearSignIn = (
  request: FastifyRequest,
  reply: FastifyReply,
  callbackPath: string,
): void => {
  reply.setCookie(SIGN_IN_COOKIE, '', options(request, callbackPath, 0));
};
