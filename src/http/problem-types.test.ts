import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { PROBLEM_TYPES } from './problem-types.ts';
import { problemsMarkdown } from './problems-docs.ts';

const src = fileURLToPath(new URL('..', import.meta.url));

/** Every `new DomainError(kind, 'code', ...)` in the sources: the codes callers can meet. */
const raisedCodes = () =>
  readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) => [
      ...readFileSync(join(src, file), 'utf8').matchAll(
        /new DomainError\(\s*[^,]+?,\s*'([a-z.-]+)'/g,
      ),
    ])
    .map((match) => match[1]!);

describe('the problem types', () => {
  it('list every code the service raises', () => {
    const listed = new Set(PROBLEM_TYPES.map((problem) => problem.code));
    const raised = new Set(raisedCodes());
    assert.ok(raised.size > 30, `${raised.size} codes found`);
    assert.deepEqual(
      [...raised].filter((code) => !listed.has(code)),
      [],
    );
  });

  it('are documented in docs/problems.md as the catalog says', () => {
    const committed = readFileSync(new URL('../../docs/problems.md', import.meta.url), 'utf8');
    assert.equal(committed, problemsMarkdown(), 'run `npm run docs:problems` and commit it');
  });
});
