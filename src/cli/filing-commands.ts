import { Option, type Command } from 'commander';
import { schema } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import type { OutboxStatus } from '../outbox/index.ts';
import { withDatabase } from './context.ts';
import { formatTable, isoMinute } from './format-table.ts';
import { load } from './modules.ts';

export const registerFilingCommands = (program: Command): void => {
  program
    .command('dossiers')
    .description('Dossiers')
    .command('submit')
    .description(
      'File a dossier (Review, Approved or Ready): validate, put in the outbox, Submitted',
    )
    .argument('<uuid>', 'dossier id')
    .option(
      '--environment <env>',
      'ServiceBus:Descartes block to file to (default: AutoDispatchEnvironment)',
    )
    .action((uuid: string, options: { environment?: string }) =>
      withDatabase(async ({ loaded, database, actor, out, logger }) => {
        const [{ createFiler, submitDossier }, { referenceCodesSource }, { readRuntimeSettings }] =
          await Promise.all([load.filing(), load.reference(), load.runtimeSettings()]);
        const reference = referenceCodesSource(database.db, logger);
        await reference.refresh();
        const filer = createFiler(loaded.settings, {
          company: () => readRuntimeSettings(database.db),
          codes: (domain, phase) => reference.catalog().codes(domain, phase),
        });
        const filed = await submitDossier(database.db, filer, {
          dossierId: uuid,
          // Whoever runs the command on the service's machine and database administers it.
          actor: { name: actor, roles: ['Admins'] },
          environment: options.environment,
        });
        out(
          `Submitted: ${filed.messageType} ${filed.messageId} waits in the outbox for ${filed.environment}; the running service sends it.`,
        );
      }),
    );

  const outbox = program.command('outbox').description('Outbound declaration messages');
  outbox
    .command('list')
    .description('Newest first: message, dossier, environment, status, attempts, last error')
    .addOption(
      new Option('--status <status>', 'only this status').choices([...schema.OUTBOX_STATUSES]),
    )
    .option('--limit <n>', 'at most this many', (value) => Number.parseInt(value, 10), 50)
    .option('--json', 'print JSON for scripts')
    .action((options: { status?: OutboxStatus; limit: number; json?: boolean }) =>
      withDatabase(async ({ database, out }) => {
        const { listOutbox } = await load.outbox();
        const messages = await listOutbox(database.db, options);
        if (options.json) {
          out(JSON.stringify(messages));
          return;
        }
        if (messages.length === 0) {
          out('The outbox is empty.');
          return;
        }
        out(
          formatTable(
            ['MESSAGE', 'DOSSIER', 'TYPE', 'ENV', 'STATUS', 'ATTEMPTS', 'CREATED', 'LAST ERROR'],
            messages.map((message) => [
              message.messageId,
              message.dossierId ?? '-',
              message.messageType,
              message.environment,
              message.status,
              String(message.attempts),
              isoMinute(message.createdAt),
              message.lastError ?? '',
            ]),
          ),
        );
      }),
    );
  outbox
    .command('retry')
    .description('Send a Failed (or waiting) message again now, or every Failed one with --failed')
    .argument('[message-id]', 'outbox message id')
    .option('--failed', 'every Failed message')
    .action((messageId: string | undefined, options: { failed?: boolean }) =>
      withDatabase(async ({ database, actor, out }) => {
        if (!messageId && !options.failed) {
          throw new DomainError(
            'invalid',
            'missing-argument',
            'Name a message id, or pass --failed for every Failed message',
          );
        }
        const { retryOutbox } = await load.outbox();
        const retried = await retryOutbox(
          database.db,
          messageId ? { messageId } : { allFailed: true },
          actor,
        );
        out(`${retried.length} message(s) due again; the running service sends them.`);
      }),
    );
};
