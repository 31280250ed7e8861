import { isIPv6, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../errors/index.ts';
import { networksOf, peerOf } from './known-networks.ts';

export interface PeerLimitOptions {
  /** Server:MaxConnectionsPerPeer. */
  readonly maxPerPeer: number;
  /** Server:HeadersTimeoutSeconds, in ms: a connection that sends nothing is closed after it. */
  readonly firstRequestWithinMs: number;
  /** Proxy:KnownNetworks: a reverse proxy carries many clients on its connections. */
  readonly exempt: readonly string[];
}

/**
 * A connection must start its first request within the header time limit, and at most
 * `maxPerPeer` open connections are allowed per client address, so one caller cannot hold every
 * socket the process has. A request on a connection over the limit is answered 429 and the
 * connection closed (answered, so a partner sees why); past twice the limit a new connection is
 * closed at once, before it can cost anything.
 */
export const connectionLimits = (options: PeerLimitOptions) =>
  fp(async (app: FastifyInstance) => {
    const exempt = networksOf(options.exempt);
    const open = new Map<string, number>();
    const overLimit = new WeakSet<Socket>();
    // Node's own header timeout starts with the first byte; a connection that sends none would
    // otherwise stay open for ever.
    const silent = new WeakMap<Socket, NodeJS.Timeout>();
    app.server.on('request', (request: { socket: Socket }) => {
      clearTimeout(silent.get(request.socket));
      silent.delete(request.socket);
    });
    app.server.on('connection', (socket: Socket) => {
      const timer = setTimeout(() => socket.destroy(), options.firstRequestWithinMs);
      timer.unref();
      silent.set(socket, timer);
      socket.once('close', () => clearTimeout(timer));
      const peer = peerOf(socket);
      if (!peer || exempt.check(peer, isIPv6(peer) ? 'ipv6' : 'ipv4')) return;
      const count = (open.get(peer) ?? 0) + 1;
      open.set(peer, count);
      socket.once('close', () => {
        const left = (open.get(peer) ?? 1) - 1;
        if (left <= 0) open.delete(peer);
        else open.set(peer, left);
      });
      if (count > 2 * options.maxPerPeer) socket.destroy();
      else if (count > options.maxPerPeer) overLimit.add(socket);
    });
    app.addHook('onRequest', async (request, reply) => {
      if (!overLimit.has(request.raw.socket)) return;
      reply.header('connection', 'close').header('retry-after', '1');
      throw new DomainError(
        'rate-limited',
        'too-many-connections',
        `This address holds more than ${options.maxPerPeer} open connections to the service; reuse or close some`,
      );
    });
  });
