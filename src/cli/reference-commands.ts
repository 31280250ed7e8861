import type { Command } from 'commander';
import { registerCodeListCommands } from './reference-code-list-commands.ts';
import { registerLocodeCommands } from './reference-locode-commands.ts';
import { registerTariffCommands } from './reference-tariff-commands.ts';

/** `customs reference ...`: one command per reference-data import (DECISIONS.md section 4). */
export const registerReferenceCommands = (program: Command): void => {
  const reference = program
    .command('reference')
    .description('Reference data: EU code lists, customs offices, UN/LOCODE, tariff');
  registerCodeListCommands(reference);
  registerLocodeCommands(reference);
  registerTariffCommands(reference);
};
