import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { PROBLEM_TEXTS } from '../i18n/index.ts';
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

  it('each have a plain title in Dutch, French and English and a sentence for people, and nothing more', () => {
    const listed = PROBLEM_TYPES.map((problem) => problem.code).sort();
    assert.deepEqual(Object.keys(PROBLEM_TEXTS).sort(), listed);
    for (const [code, text] of Object.entries(PROBLEM_TEXTS)) {
      for (const language of ['en', 'nl', 'fr'] as const)
        assert.ok(text.title[language].trim().length > 3, `${code} title ${language}`);
      assert.notEqual(text.title.nl, text.title.en, `${code}: the Dutch title is translated`);
      assert.notEqual(text.title.fr, text.title.en, `${code}: the French title is translated`);
      assert.match(text.detail.nl, /\.$/, `${code}: a sentence`);
      assert.match(text.detail.fr, /\.$/, `${code}: a sentence`);
    }
  });
});
