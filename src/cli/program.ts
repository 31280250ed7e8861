import { Command, CommanderError } from 'commander';
import { DatabaseInUseError } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import { SettingsError } from '../settings/index.ts';
import { registerApiKeyCommands } from './api-keys-commands.ts';
import { registerClientCommands } from './clients-commands.ts';
import { registerExtractCommand } from './extract-command.ts';
import { registerFilingCommands } from './filing-commands.ts';
import { registerQueueCommands } from './queue-commands.ts';
import { registerRatesCommands } from './rates-commands.ts';
import { registerReferenceCommands } from './reference-commands.ts';
import { withDatabase } from './context.ts';
import { registerSettingsCommands } from './settings-commands.ts';

const program = new Command('customs')
  .description('Customs declaration service: administration on the configured database')
  .showHelpAfterError()
  .exitOverride();

program
  .command('migrate')
  .description('Apply the database migrations (also done at every start); safe to run twice')
  .action(() =>
    withDatabase(
      async ({ database, out }) => {
        const before = await database.migrationState();
        await database.migrate();
        out(
          `${database.description}: ${before.pending} migration(s) applied, ${before.known} in all.`,
        );
      },
      { migrate: false },
    ),
  );

registerApiKeyCommands(program);
registerClientCommands(program);
registerExtractCommand(program);
registerFilingCommands(program);
registerQueueCommands(program);
registerRatesCommands(program);
registerReferenceCommands(program);
registerSettingsCommands(program);

/** Failures a person can act on are one line on stderr and exit 1; anything else keeps its stack. */
const explain = (error: unknown): string | undefined => {
  if (error instanceof DomainError)
    return [
      error.message,
      ...error.complaints.map((complaint) => `  ${complaint.path}: ${complaint.message}`),
    ].join('\n');
  if (error instanceof DatabaseInUseError || error instanceof SettingsError) return error.message;
  return undefined;
};

/** Runs one command line; exits the process with 1 (or Commander's code) when it fails. */
export const runCli = async (argv: readonly string[]): Promise<void> => {
  try {
    await program.parseAsync([...argv]);
  } catch (error) {
    if (error instanceof CommanderError) process.exit(error.exitCode);
    const message = explain(error);
    process.stderr.write(`${message ?? (error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  }
};
