import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

// The web app imports these checks as they are: nothing here may need Node or the server.
const folder = new URL('./', import.meta.url);
const sources = readdirSync(folder).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
);

describe('the identifier checks', () => {
  it('import nothing outside their own folder', () => {
    for (const file of sources) {
      const text = readFileSync(new URL(file, folder), 'utf8');
      const imports = [...text.matchAll(/\bfrom\s+'([^']+)'|\bimport\(\s*'([^']+)'/g)].map(
        (match) => match[1] ?? match[2],
      );
      for (const target of imports)
        assert.match(target!, /^\.\/[a-z-]+\.ts$/, `${file} imports ${target}`);
      assert.doesNotMatch(text, /\b(process|Buffer|require)\b[.(]/, file);
    }
  });
});
