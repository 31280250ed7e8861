import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * app.close() waits for every running handler (http/drain-on-close.ts), and an upload's handler
 * runs until its body ends. From the moment the app closes, an upload whose body is still coming
 * is watched: one that received nothing since the last look is cut off (its socket destroyed; the
 * reader then removes what it wrote). An upload still receiving may finish, up to the process's own
 * shutdown time limit; a stalled one would otherwise hold the stop until the request time limit.
 */
export const cutStalledUploadsOnClose = (app: FastifyInstance, lookEveryMs = 500) => {
  const receiving = new Set<IncomingMessage>();
  app.addHook('preClose', async () => {
    const readAtLastLook = new Map<IncomingMessage, number>();
    const look = () => {
      for (const request of receiving) {
        const read = request.socket.bytesRead;
        if (request.complete) receiving.delete(request);
        else if (readAtLastLook.get(request) === read) request.socket.destroy();
        else readAtLastLook.set(request, read);
      }
      if (receiving.size === 0) clearInterval(timer);
    };
    const timer = setInterval(look, lookEveryMs);
    timer.unref();
    look();
  });
  return {
    /** Watches the upload's body until the returned function is called (the body was read). */
    track(request: IncomingMessage): () => void {
      receiving.add(request);
      return () => receiving.delete(request);
    },
  };
};
