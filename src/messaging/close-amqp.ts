import type { ChannelModel } from 'amqplib';

/**
 * Closes an AMQP connection and resolves however it ends. amqplib's close() waits for the
 * broker's Close-Ok; a socket that ends before it arrives (a proxy or the broker dropping the
 * line) emits 'close' and leaves that promise pending for good, which hangs a shutdown.
 */
export const closeAmqp = (model: ChannelModel | undefined): Promise<void> =>
  new Promise<void>((resolve) => {
    if (!model) return resolve();
    model.once('close', () => resolve());
    model.close().then(
      () => resolve(),
      () => resolve(),
    );
  });
