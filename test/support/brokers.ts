import amqp, { type Channel } from 'amqplib';
import { Redis } from 'ioredis';
import { RETRY_DELAYS_SECONDS } from '../../src/messaging/index.ts';

export const amqpUrl = process.env.TEST_AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
export const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** DECISIONS.md section 1: optional on a developer machine (skipped with a notice), mandatory in CI. */
const unavailable = (what: string, error: unknown): string => {
  if (process.env.CI === 'true')
    throw new Error(`${what} does not answer; CI=true requires it`, { cause: error });
  process.stderr.write(`NOTICE: ${what} does not answer: its tests are skipped\n`);
  return `${what} does not answer`;
};

/** False when RabbitMQ answers, else the reason to skip. */
export const rabbitSkip: string | false = await amqp.connect(amqpUrl).then(
  async (connection) => {
    await connection.close();
    return false as const;
  },
  (error: unknown) => unavailable(`RabbitMQ at ${new URL(amqpUrl).host}`, error),
);

/** False when Redis answers, else the reason to skip. */
export const redisSkip = async (): Promise<string | false> => {
  const probe = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    await probe.ping();
    return false;
  } catch (error) {
    return unavailable(`Redis at ${new URL(redisUrl).host}`, error);
  } finally {
    probe.disconnect();
  }
};

/** A consumer's queue, its dead letters and its retry queues, gone after a test. */
export const deleteQueues = async (
  channel: Channel,
  queue: string,
  delays: readonly number[] = RETRY_DELAYS_SECONDS,
): Promise<void> => {
  for (const name of [
    queue,
    `${queue}.deadletter`,
    ...delays.map((seconds) => `${queue}.retry.${seconds}s`),
  ])
    await channel.deleteQueue(name).catch(() => undefined);
};
