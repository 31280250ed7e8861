import type { Command } from 'commander';
import {
  API_KEY_SCOPES,
  createApiKey,
  listApiKeys,
  parseScopes,
  revokeApiKey,
  setApiKeyScopes,
} from '../api-keys/index.ts';
import { withDatabase } from './context.ts';
import { formatTable, isoDate, isoMinute } from './format-table.ts';

export const registerApiKeyCommands = (program: Command): void => {
  const apiKeys = program
    .command('api-keys')
    .description('Manage the API keys partner systems authenticate with');

  apiKeys
    .command('create')
    .description('Create a key; the raw key is printed once and never stored')
    .requiredOption('--name <name>', 'name of the partner system; recorded as IngestionPartner')
    .option('--expires <date>', 'last day the key works, YYYY-MM-DD (UTC)')
    .option(
      '--scope <scopes...>',
      `what the key may do: ${API_KEY_SCOPES.join(', ')} (comma-separated or repeated; default declarations)`,
    )
    .option('--json', 'print JSON for scripts')
    .action((options: { name: string; expires?: string; scope?: string[]; json?: boolean }) =>
      withDatabase(async ({ database, actor, out }) => {
        const { rawKey, key } = await createApiKey(
          database.db,
          {
            name: options.name,
            expires: options.expires,
            scopes: options.scope ? parseScopes(options.scope) : undefined,
          },
          actor,
        );
        if (options.json) {
          out(
            JSON.stringify({
              name: key.name,
              key: rawKey,
              expiresAt: key.expiresAt,
              scopes: key.scopes,
            }),
          );
          return;
        }
        out(
          `Created API key "${key.name}" for ${key.scopes.join(' and ')}${key.expiresAt ? `, valid through ${options.expires}` : ', no expiry'}.`,
        );
        out('Copy it now: it is not stored and cannot be shown again.');
        out('');
        out(rawKey);
      }),
    );

  apiKeys
    .command('list')
    .description('List keys: name, created, expiry, active')
    .option('--json', 'print JSON for scripts')
    .action((options: { json?: boolean }) =>
      withDatabase(async ({ database, out }) => {
        const keys = await listApiKeys(database.db);
        if (options.json) {
          out(JSON.stringify(keys));
          return;
        }
        if (keys.length === 0) {
          out('No API keys. Create one with: customs api-keys create --name NAME');
          return;
        }
        const lastDay = (expiresAt: Date | null) =>
          expiresAt ? isoDate(new Date(expiresAt.getTime() - 1)) : '-';
        const rows = keys.map((key) => [
          key.name,
          key.scopes.join(','),
          isoMinute(key.createdAt),
          lastDay(key.expiresAt),
          key.active ? 'yes' : 'no',
        ]);
        out(formatTable(['NAME', 'SCOPES', 'CREATED', 'EXPIRES', 'ACTIVE'], rows));
      }),
    );

  apiKeys
    .command('scopes')
    .description('Set what the active key of that name may do, from its next request on')
    .argument('<name>', 'key name')
    .argument('<scopes>', `comma-separated: ${API_KEY_SCOPES.join(', ')}`)
    .action((name: string, scopes: string) =>
      withDatabase(async ({ database, actor, out }) => {
        const key = await setApiKeyScopes(database.db, name, parseScopes(scopes), actor);
        out(`API key "${key.name}" may now use: ${key.scopes.join(', ')}.`);
      }),
    );

  apiKeys
    .command('revoke')
    .description('Deactivate the active key of that name at once')
    .argument('<name>', 'key name')
    .action((name: string) =>
      withDatabase(async ({ database, actor, out }) => {
        await revokeApiKey(database.db, name, actor);
        out(`Revoked API key "${name}": requests with it are refused from now on.`);
      }),
    );
};
