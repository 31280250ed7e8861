// @ts-check
// Mutation testing (`npm run mutation`): a check of the unit tests, run by hand, never in CI.
// MUTATION names the piece: state-machine, canonical, checks or rules. Stryker copies the repository to
// .stryker-tmp/sandbox-*, mutates the piece there and runs its fast unit tests for each mutant
// through the command runner (there is no node:test plugin), so the working tree is never changed.
import { cpSync } from 'node:fs';

const PIECES = {
  'state-machine': {
    mutate: ['src/dossiers/state-machine.ts'],
    tests: ['src/dossiers/state-machine.test.ts'],
  },
  canonical: {
    mutate: [
      'src/canonical/validate.ts',
      'src/canonical/read-declaration.ts',
      'src/canonical/read-json.ts',
      'src/canonical/scan-json.ts',
      'src/canonical/text-validity.ts',
      'src/canonical/normalize.ts',
      'src/canonical/contract-validator.ts',
      'src/canonical/semantic-rules.ts',
      'src/canonical/decode-utf8.ts',
    ],
    tests: ['src/canonical/*.test.ts'],
  },
  checks: {
    mutate: ['src/regimes/messages/checks.ts'],
    tests: ['src/regimes/messages/*.test.ts'],
  },
  // The official NCTS rules issue 29 added, against their own edge tests: a report in minutes
  // where the whole folder (about 2,300 mutants) takes hours on two cores.
  'ncts-rules': {
    mutate: [
      'src/regimes/rules/ncts-consignment-rules.ts',
      'src/regimes/rules/ncts-packaging-rules.ts',
      'src/regimes/rules/packaging-kinds.ts',
    ],
    tests: ['test/filing/ncts-rules-edges.test.ts'],
  },
  rules: {
    mutate: ['src/regimes/rules/*-rules.ts', 'src/regimes/rules/run-rules.ts'],
    tests: [
      'test/filing/filing-rules-edges.test.ts',
      'test/filing/ncts-rules-edges.test.ts',
      'test/filing/filing-rules.test.ts',
      'test/filing/import-export-values.test.ts',
    ],
  },
};

// eslint-disable-next-line no-restricted-properties -- a developer tool, not the service's settings
const name = process.env.MUTATION ?? '';
const piece = PIECES[/** @type {keyof typeof PIECES} */ (name)];
if (!piece) throw new Error(`set MUTATION to one of: ${Object.keys(PIECES).join(', ')}`);

// test/support/samples.ts reads ../shared beside the repository; from a sandbox that is
// .stryker-tmp/shared, so what the tests read is copied there (a copy: the folder is deleted).
for (const part of [
  'samples/canonical',
  'schemas/ncts',
  'refdata/eu-codelists/p6-csv',
  'refdata/eu-codelists/customs-offices',
])
  cpSync(`../shared/${part}`, `.stryker-tmp/shared/${part}`, { recursive: true });

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'command',
  commandRunner: { command: `node --import tsx --test ${piece.tests.join(' ')}` },
  coverageAnalysis: 'off',
  incremental: false,
  concurrency: 2,
  mutate: piece.mutate,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  // Anchored at the root: src/reference/code-lists/data is the embedded snapshot the tests need;
  // docs/filing-rules.md is compared with the catalogue by the rules' test.
  ignorePatterns: [
    '/docs/*',
    '!/docs/filing-rules.md',
    '/bench',
    '/reports',
    '/data',
    '/uploads',
    '/web/dist',
    '/web/node_modules',
  ],
  timeoutMS: 30_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  thresholds: { high: 90, low: 75, break: null },
};
