import type { Command } from 'commander';
import { pino } from 'pino';
import { loadSettings } from '../settings/index.ts';
import { load } from './modules.ts';

export const registerQueueCommands = (program: Command): void => {
  const queue = program.command('queue').description('The inbound message queue');

  queue
    .command('probe')
    .description('Peek the active inbound queue without consuming: connectivity and depth')
    .option('--json', 'print JSON for scripts')
    .action(async (options: { json?: boolean }) => {
      // No database needed: this works beside a running server on the embedded database too.
      const { settings } = loadSettings();
      const { inboundConsumerFor } = await load.messaging();
      const consumer = inboundConsumerFor(settings, pino({ level: 'silent' }));
      if (!consumer) {
        process.stderr.write(
          'No inbound queue is active: set ServiceBus:Ingestion:ActiveEnvironment to a configured block\n',
        );
        process.exitCode = 1;
        return;
      }
      const result = await consumer.probe();
      await consumer.stop();
      if (options.json)
        process.stdout.write(
          `${JSON.stringify({ description: consumer.description, ...result })}\n`,
        );
      else {
        process.stdout.write(`${consumer.description}\n`);
        process.stdout.write(
          result.reachable
            ? `reachable: ${result.depth ?? '?'} waiting, ${result.deadLetterDepth ?? '?'} dead letters (${result.detail})\n`
            : `NOT reachable: ${result.detail}\n`,
        );
      }
      if (!result.reachable) process.exitCode = 1;
    });
};
