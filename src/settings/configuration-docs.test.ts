import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { it } from 'node:test';
import { settingKeys } from './catalog.ts';
import { configurationDocs } from './configuration-docs.ts';

it('docs/configuration.md lists every key and is up to date with the catalog', () => {
  const committed = readFileSync(new URL('../../docs/configuration.md', import.meta.url), 'utf8');
  assert.equal(
    committed,
    configurationDocs(),
    'run `npm run docs:config` and commit docs/configuration.md',
  );
  for (const key of settingKeys) assert.ok(committed.includes(`| \`${key}\` |`), key);
});
