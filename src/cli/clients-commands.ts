import type { Command } from 'commander';
import { promoteClient } from '../clients/index.ts';
import { withDatabase } from './context.ts';

export const registerClientCommands = (program: Command): void => {
  const clients = program.command('clients').description('Manage clients');

  clients
    .command('promote')
    .description('Make a masterdata client a customs client, offered in the dossier client picker')
    .argument('<code>', 'client code')
    .action((code: string) =>
      withDatabase(async ({ database, actor, out }) => {
        const { client, changed } = await promoteClient(database.db, code, actor);
        out(
          changed
            ? `Promoted ${client.code} (${client.name}) to customs client.`
            : `${client.code} (${client.name}) is a customs client already.`,
        );
      }),
    );
};
