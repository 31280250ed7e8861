import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /** This response's CSP nonce for <style> elements: the only inline styles a page may apply. */
    styleNonce: string;
  }
}

/** A year, as helmet's default; no preload: that list is a promise for every subdomain, for good. */
const HSTS = 'max-age=31536000; includeSubDomains';

// helmet's directive functions are given Node's response, not Fastify's reply.
const nonces = new WeakMap<ServerResponse, string>();
const styleNonceSource = (_request: unknown, response: ServerResponse) =>
  `'nonce-${nonces.get(response) ?? ''}'`;

/** One policy for every answer; only Swagger UI widens it, in its own routes (openapi.ts). */
const directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", styleNonceSource],
  // pdf.js runs its worker from a same-origin file: no blob: worker is ever made.
  workerSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * The browser-facing headers of every answer (pages, API, problems, assets, health), issue 25:
 * a Content-Security-Policy that runs only the service's own scripts and no page inside a frame,
 * X-Frame-Options for browsers without frame-ancestors, Referrer-Policy same-origin, and HSTS
 * only on a request that came over TLS (the socket, or a proxy of Proxy:KnownNetworks that says
 * so): browsers ignore it over plain HTTP, and a service reached without TLS promises none.
 *
 * The style nonce is made here, not with helmet's enableCSPNonces: that would also put a script
 * nonce in script-src, an opening for inline scripts the app never needs. Register this plugin
 * before any other, so that even an answer sent from an early hook (a rate limit) carries them.
 */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  app.decorateReply('styleNonce', '');
  app.addHook('onRequest', async (request, reply) => {
    reply.styleNonce = randomBytes(18).toString('base64url');
    nonces.set(reply.raw, reply.styleNonce);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
    // Set with the other per-answer headers in app.ts's onSend: one source.
    xContentTypeOptions: false,
  });
});
