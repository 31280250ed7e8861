import type { FastifyRequest } from 'fastify';

/**
 * An AbortSignal that fires when the caller's connection closes: work queued for a request nobody
 * waits for any more is dropped instead of done. `release` detaches it once the work has begun
 * (keep-alive connections outlive their requests).
 */
export const whileCallerWaits = (
  request: FastifyRequest,
): { signal: AbortSignal; release(): void } => {
  const controller = new AbortController();
  const socket = request.raw.socket;
  const hungUp = () => controller.abort();
  if (socket.destroyed) controller.abort();
  else socket.once('close', hungUp);
  return { signal: controller.signal, release: () => socket.off('close', hungUp) };
};
