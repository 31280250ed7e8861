import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, it } from 'node:test';
import { repoRoot } from '../support/processes.ts';

const src = join(repoRoot, 'src');
const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({
    file: file.split(sep).join('/'),
    text: readFileSync(join(src, file), 'utf8'),
  }));

/** Every line outside the owner's folders that matches, as `file:line: text`. */
const trespasses = (pattern: RegExp, owners: readonly string[]) =>
  sources
    .filter(({ file }) => !owners.some((owner) => file.startsWith(owner)))
    .flatMap(({ file, text }) =>
      text
        .split('\n')
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => pattern.test(line))
        .map(({ line, index }) => `src/${file}:${index + 1}: ${line.trim()}`),
    );

describe('who reads which tables', () => {
  it('leaves the dossiers table to dossiers/: others call its functions', () => {
    assert.deepEqual(
      trespasses(/\b(from|join|update|into)\s+dossiers\b|schema\.dossiers\b/i, [
        'dossiers/',
        'db/',
      ]),
      [],
    );
  });

  it("leaves the job engine's tables to jobs/: others ask it whether a job is live", () => {
    assert.deepEqual(trespasses(/\bpgboss\b/i, ['jobs/']), []);
  });
});
