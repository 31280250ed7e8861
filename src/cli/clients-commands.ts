import type { Command } from 'commander';
import { DomainError } from '../errors/index.ts';
import { withDatabase } from './context.ts';
import { load } from './modules.ts';

const NUMERIC = new Set(['air_transport_rate_per_kg', 'air_transport_minimum']);

/** `name=Acme BV city=Gent fr1=` -> members; an empty value clears it (null). */
const parseAssignments = (assignments: readonly string[]): Record<string, unknown> => {
  const changes: Record<string, unknown> = {};
  for (const assignment of assignments) {
    const at = assignment.indexOf('=');
    if (at <= 0)
      throw new DomainError('invalid', 'missing-argument', `"${assignment}" is not member=value`, [
        { path: assignment, message: 'must be member=value, such as city=Gent' },
      ]);
    const member = assignment.slice(0, at).trim().toLowerCase();
    const raw = assignment.slice(at + 1);
    changes[member] =
      raw === '' ? null : NUMERIC.has(member) && !Number.isNaN(Number(raw)) ? Number(raw) : raw;
  }
  return changes;
};

export const registerClientCommands = (program: Command): void => {
  const clients = program.command('clients').description('Manage clients');

  clients
    .command('promote')
    .description('Make a masterdata client a customs client, offered in the dossier client picker')
    .argument('<code>', 'client code')
    .action((code: string) =>
      withDatabase(async ({ database, actor, out }) => {
        const { promoteClient } = await load.clients();
        const { client, changed } = await promoteClient(database.db, code, actor);
        out(
          changed
            ? `Promoted ${client.code} (${client.name}) to customs client.`
            : `${client.code} (${client.name}) is a customs client already.`,
        );
      }),
    );

  clients
    .command('set')
    .description(
      'Correct a client by hand (member=value, empty clears); masterdata then leaves those members alone',
    )
    .argument('<code>', 'client code')
    .argument('<assignments...>', 'member=value, such as name="Acme BV" city=Gent')
    .action((code: string, assignments: string[]) =>
      withDatabase(async ({ database, actor, out }) => {
        const { editClientByHand } = await load.clients();
        const client = await editClientByHand(
          database.db,
          code,
          parseAssignments(assignments),
          actor,
        );
        out(
          `Updated ${client.code}; set by hand (kept from masterdata): ${client.handEditedFields.join(', ')}.`,
        );
      }),
    );

  clients
    .command('release')
    .description('Hand members set by hand back to masterdata (the next push may write them)')
    .argument('<code>', 'client code')
    .argument('[members...]', 'members to hand back')
    .option('--all', 'every member set by hand')
    .action((code: string, members: string[], options: { all?: boolean }) =>
      withDatabase(async ({ database, actor, out }) => {
        if (!options.all && members.length === 0)
          throw new DomainError('invalid', 'missing-argument', 'Name the members, or use --all', [
            { path: 'members', message: 'must name at least one member, or use --all' },
          ]);
        const { releaseClientFields } = await load.clients();
        const client = await releaseClientFields(
          database.db,
          code,
          options.all ? 'all' : members.map((member) => member.toLowerCase()),
          actor,
        );
        out(
          client.handEditedFields.length === 0
            ? `${client.code}: masterdata owns every member again.`
            : `${client.code}: still set by hand: ${client.handEditedFields.join(', ')}.`,
        );
      }),
    );
};
