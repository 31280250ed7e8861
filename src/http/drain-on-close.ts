import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * On shutdown Node closes only idle keep-alive sockets; a socket whose request is still in flight
 * would stay open after its response and hold the stop until the timeout. Answering those last
 * responses with `Connection: close` lets every socket end as soon as its request is done.
 */
export const drainOnClose = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
});
