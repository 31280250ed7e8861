import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ServiceBusClient } from '@azure/service-bus';
import { DefaultAzureCredential } from '@azure/identity';
import amqp, { type ChannelModel, type ConfirmChannel } from 'amqplib';
import type { QueueBlock } from '../settings/index.ts';
import { closeAmqp } from '../messaging/index.ts';

export interface Delivery {
  readonly messageId: string;
  readonly messageType: string;
  readonly environment: string;
  readonly payload: string;
}

/** Hands one message to the filing system; resolves only once the receiver has it durably. */
export interface OutboundTransport {
  send(delivery: Delivery): Promise<void>;
  close(): Promise<void>;
}

/**
 * A drop folder: one file per message named by its id, written to a temporary name and renamed,
 * so a reader never sees half a file and a repeat overwrites the same file with the same content.
 */
const folderTransport = (folder: string): OutboundTransport => ({
  async send(delivery) {
    await mkdir(folder, { recursive: true });
    const name = `${delivery.messageId}.xml`;
    const temporary = join(folder, `.${name}.partial`);
    await writeFile(temporary, delivery.payload, { flush: true });
    await rename(temporary, join(folder, name));
  },
  async close() {},
});

/** AMQP 0-9-1: a durable queue, persistent messages, publisher confirms; reconnects when needed. */
const amqpTransport = (url: string, queue: string): OutboundTransport => {
  let connecting: Promise<{ model: ChannelModel; channel: ConfirmChannel }> | undefined;
  const connect = () =>
    (connecting ??= (async () => {
      const model = await amqp.connect(url);
      const forget = () => {
        connecting = undefined;
      };
      model.on('close', forget);
      model.on('error', forget);
      const channel = await model.createConfirmChannel();
      await channel.assertQueue(queue, { durable: true });
      return { model, channel };
    })().catch((error: unknown) => {
      connecting = undefined;
      throw error;
    }));
  return {
    async send(delivery) {
      const { channel } = await connect();
      await new Promise<void>((resolve, reject) => {
        channel.sendToQueue(
          queue,
          Buffer.from(delivery.payload),
          {
            persistent: true,
            messageId: delivery.messageId,
            type: delivery.messageType,
            contentType: 'application/xml',
            headers: { MessageType: delivery.messageType, Environment: delivery.environment },
          },
          (error) => (error ? reject(error as Error) : resolve()),
        );
      });
    },
    async close() {
      const current = connecting;
      connecting = undefined;
      if (current) await closeAmqp((await current.catch(() => undefined))?.model);
    },
  };
};

/** Azure Service Bus: the message id set, so duplicate detection on the queue drops repeats. */
const serviceBusTransport = (block: Extract<QueueBlock, { transport: 'servicebus' }>) => {
  const client = block.connectionString
    ? new ServiceBusClient(block.connectionString)
    : new ServiceBusClient(block.fullyQualifiedNamespace, new DefaultAzureCredential());
  const sender = client.createSender(block.queueName);
  return {
    async send(delivery: Delivery) {
      await sender
        .sendMessages({
          messageId: delivery.messageId,
          // The XML's bytes: a string body would go on the wire JSON-encoded, quotes and all.
          body: Buffer.from(delivery.payload, 'utf8'),
          contentType: 'application/xml',
          subject: delivery.messageType,
          applicationProperties: {
            MessageType: delivery.messageType,
            Environment: delivery.environment,
          },
        })
        .catch((error: unknown) => {
          // Past its retries the SDK throws an AggregateError with no message: the outbox
          // records the last attempt's reason instead.
          throw error instanceof AggregateError ? (error.errors.at(-1) ?? error) : error;
        });
    },
    async close() {
      await sender.close();
      await client.close();
    },
  } satisfies OutboundTransport;
};

export const transportFor = (block: QueueBlock): OutboundTransport => {
  switch (block.transport) {
    case 'folder':
      return folderTransport(block.folder);
    case 'amqp':
      return amqpTransport(block.amqpUrl, block.queueName);
    case 'servicebus':
      return serviceBusTransport(block);
  }
};
