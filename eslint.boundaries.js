// @ts-check
/**
 * Module boundaries (ARCHITECTURE.md, docs/architecture.md): a module under src/ is imported by
 * other modules only through its index.ts. The database schema is the one shared exception.
 * Imports inside a module are free. The restriction is written per folder depth because
 * `no-restricted-imports` sees the import text, not the resolved path.
 */
const ALLOWED = '(?!index\\.ts$)(?!schema/index\\.ts$)';
const message =
  'Import another module through its index.ts (docs/architecture.md); export what you need there.';

/** @param {string} files @param {string} up how the import climbs to src/ */
const boundary = (files, up) => ({
  files: [files],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ regex: `^${up}[a-z0-9-]+/${ALLOWED}.+`, message }] },
    ],
  },
});

export default [
  boundary('src/*.ts', '\\./'),
  boundary('src/*/*.ts', '\\.\\./'),
  boundary('src/*/*/*.ts', '\\.\\./\\.\\./'),
  boundary('src/*/*/*/*.ts', '\\.\\./\\.\\./\\.\\./'),
];
