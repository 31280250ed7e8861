// `npm test`: every *.test.ts under src/ (unit, beside their code) and test/ (integration, end to end)
// through node:test. Node 20's --test does not expand globs itself, so the files are listed here.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const roots = ['src', 'test'];
// Files that spawn services or a browser run first: with two at a time, a long file started last
// would leave one core idle at the end (the order of the rest stays alphabetical; sort is stable).
const SLOW_FIRST = [
  'test/process/extraction-crash-pglite',
  'test/fuzz/hostile-bodies',
  'test/process/extraction-crash-postgres',
  'test/reference/tariff-cli',
  'test/process/',
  'test/reference/locodes-cli',
  'test/web/',
  'test/extraction/',
];
const slowness = (file) => {
  const at = SLOW_FIRST.findIndex((part) => file.replaceAll('\\', '/').includes(part));
  return at === -1 ? 0 : SLOW_FIRST.length - at;
};
const only = process.argv.slice(2);
const files = roots
  .flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' }).map((file) => join(root, file)),
  )
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => only.length === 0 || only.some((part) => file.includes(part)))
  .sort()
  .sort((a, b) => slowness(b) - slowness(a));

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
