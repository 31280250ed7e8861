import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../errors/index.ts';

const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** `name` and `port` of a Host value (`[::1]:8080`, `localhost`), or undefined when malformed. */
export const hostParts = (host: string): { name: string; port?: number } | undefined => {
  const match = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(?::(\d{1,5}))?$/.exec(host);
  if (!match) return undefined;
  return { name: match[1]!.toLowerCase(), ...(match[2] ? { port: Number(match[2]) } : {}) };
};

/** Whether a Host value names this machine's loopback (and, when known, the port we listen on). */
export const isLoopbackHost = (host: string, listeningPort?: number): boolean => {
  const parts = hostParts(host);
  if (!parts || !LOOPBACK_NAMES.has(parts.name)) return false;
  return listeningPort === undefined || (parts.port ?? 80) === listeningPort;
};

/**
 * Local single-user mode (no sign-in provider): whoever reaches the service is an Admin, so a
 * request must name the loopback it listens on. A page elsewhere that rebinds its own name to
 * 127.0.0.1 (DNS rebinding) sends its own name as Host and is refused before any route runs.
 */
export const loopbackHostOnly = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    // request.host is a proxy's X-Forwarded-Host only from a peer in Proxy:KnownNetworks; behind
    // a proxy the port is the proxy's, and an injected request (tests) has no socket port.
    const forwarded = request.host !== request.headers.host;
    const port = forwarded ? undefined : request.socket.localPort;
    if (isLoopbackHost(forwarded ? request.host : (request.headers.host ?? ''), port)) return;
    throw new DomainError(
      'forbidden',
      'wrong-host',
      'Without a sign-in provider this service answers only requests addressed to 127.0.0.1, localhost or [::1] on its own port; open it at that address',
    );
  });
});
