import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import boundaries from '../../eslint.boundaries.js';

// The boundary rules exactly as eslint.config.js uses them, on code that is not in the tree.
const linter = new ESLint({ overrideConfigFile: true, overrideConfig: boundaries });
const complaintsOf = async (filePath: string, code: string) => {
  const [result] = await linter.lintText(code, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
};

describe('module boundaries', () => {
  it('fails an import that reaches past another module’s index.ts', async () => {
    const complaints = await complaintsOf(
      'src/clients/example.ts',
      "import { escapeXml } from '../xml/escape.ts';\n",
    );
    assert.equal(complaints.length, 1);
    assert.match(complaints[0]!, /^no-restricted-imports: .*through its index\.ts/);
    assert.equal(
      (await complaintsOf('src/regimes/export/example.ts', "import '../../xml/escape.ts';\n"))
        .length,
      1,
    );
    assert.equal((await complaintsOf('src/app.ts', "import './http/metrics.ts';\n")).length, 1);
  });

  it('allows an index.ts, the database schema and imports within a module', async () => {
    for (const [filePath, code] of [
      ['src/clients/example.ts', "import { escapeXml } from '../xml/index.ts';\n"],
      ['src/clients/example.ts', "import { schema } from '../db/schema/index.ts';\n"],
      ['src/clients/example.ts', "import { x } from './client-store.ts';\n"],
      ['src/regimes/export/example.ts', "import { x } from '../messages/goods.ts';\n"],
      ['src/app.ts', "import { x } from './http/index.ts';\n"],
    ] as const)
      assert.deepEqual(await complaintsOf(filePath, code), [], `${filePath}: ${code}`);
  });

  it('is part of the project’s ESLint configuration for every file under src/', async () => {
    const project = new ESLint();
    for (const filePath of ['src/app.ts', 'src/clients/index.ts', 'src/regimes/export/cc515c.ts']) {
      const config = (await project.calculateConfigForFile(filePath)) as {
        rules: Record<string, unknown>;
      };
      assert.ok(config.rules['no-restricted-imports'], filePath);
    }
  });
});
