import type { Command } from 'commander';
import { DomainError } from '../errors/index.ts';
import { withDatabase } from './context.ts';
import { load } from './modules.ts';
import { formatTable, isoMinute } from './format-table.ts';

export const registerCodeListCommands = (reference: Command): void => {
  reference
    .command('sync-code-lists')
    .description(
      'Sync the EU code lists and customs offices now from the ReferenceData:*Url publications (all or nothing)',
    )
    .action(() =>
      withDatabase(async ({ loaded, database, out, logger }) => {
        const { settings } = loaded;
        const { installEmbeddedSnapshot, syncCodeLists, syncConfigured } = await load.reference();
        if (!syncConfigured(settings))
          throw new DomainError(
            'conflict',
            'reference-sync-not-configured',
            'No ReferenceData:*Url is configured (ReferenceData__TransitP6Url, ...): the embedded snapshot is the reference data',
          );
        await installEmbeddedSnapshot(database.db);
        const outcome = await syncCodeLists({ db: database.db, settings, logger });
        if (!outcome.ok)
          throw new DomainError(
            'unavailable',
            'reference-sync-failed',
            `The sync failed and changed nothing: ${outcome.reason}`,
          );
        out(
          `Synced ${outcome.lists} lists (${outcome.entries} entries) and ${outcome.offices} customs offices.`,
        );
      }),
    );

  reference
    .command('status')
    .description('Every code list (synced or embedded, refreshed when) and the latest sync runs')
    .option('--json', 'print JSON for scripts')
    .action((options: { json?: boolean }) =>
      withDatabase(async ({ database, out }) => {
        const { installEmbeddedSnapshot, latestSyncs, listCodeLists } = await load.reference();
        await installEmbeddedSnapshot(database.db);
        const lists = await listCodeLists(database.db, {});
        const runs = await latestSyncs(database.db, undefined, 10);
        if (options.json) {
          out(JSON.stringify({ lists, runs }));
          return;
        }
        out(
          formatTable(
            ['DOMAIN', 'PHASE', 'LIST', 'NAME', 'ORIGIN', 'REFRESHED', 'ENTRIES'],
            lists.map((list) => [
              list.domain,
              String(list.phase),
              list.list,
              list.name,
              list.origin,
              isoMinute(list.refreshedAt),
              String(list.entryCount),
            ]),
          ),
        );
        out('');
        out(
          formatTable(
            ['STARTED', 'KIND', 'SCOPE', 'OUTCOME', 'DETAIL'],
            runs.map((run) => [
              isoMinute(run.startedAt),
              run.kind,
              run.scope,
              run.outcome,
              run.detail ?? '',
            ]),
          ),
        );
      }),
    );
};
