// `npm test`: every *.test.ts under src/ (unit, beside their code) and test/ (integration, end to end)
// through node:test. Node 20's --test does not expand globs itself, so the files are listed here.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const roots = ['src', 'test'];
const only = process.argv.slice(2);
const files = roots
  .flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' }).map((file) => join(root, file)),
  )
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => only.length === 0 || only.some((part) => file.includes(part)))
  .sort();

if (files.length === 0) {
  console.error(`no test files match ${only.join(' ')}`);
  process.exit(1);
}

const child = spawn(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-timeout=180000', ...files],
  { stdio: 'inherit' },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
