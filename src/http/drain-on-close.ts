import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Graceful stop, in two parts:
 * - Node closes only idle keep-alive sockets on shutdown; a socket whose request is still in flight
 *   would stay open after its response and hold the stop until the timeout. Responses sent while
 *   closing carry `Connection: close`, so every socket ends as soon as its request is done.
 * - A handler whose caller hung up keeps running, but its socket no longer holds the server open.
 *   app.close() also waits for every running handler, so the database is never closed under one.
 */
export const drainOnClose = fp(async (app: FastifyInstance) => {
  let closing = false;
  let running = 0;
  let drained: (() => void) | undefined;

  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function trackedHandler(this: FastifyInstance, request, reply) {
      running += 1;
      try {
        const result: unknown = await handler.call(this, request, reply);
        return result;
      } finally {
        running -= 1;
        if (running === 0) drained?.();
      }
    };
  });

  app.addHook('preClose', async () => {
    closing = true;
  });

  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  app.addHook('onClose', async () => {
    if (running > 0) await new Promise<void>((resolve) => (drained = resolve));
  });
});
