// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './eslint.boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'data/',
      'uploads/',
      'drizzle/',
      'web/dist/',
      // Generated from the OpenAPI document (scripts/write-web-types.ts).
      'web/src/api/schema.ts',
      'web/src/api/validators.generated.js',
      'web/src/api/validators.generated.d.ts',
      '.stryker-tmp/',
      'reports/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // node:test collects describe/it itself; awaiting them is not how suites are written.
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['describe', 'it', 'test', 'suite'] },
          ],
        },
      ],
      // Fastify handlers and hooks are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through src/settings (ARCHITECTURE rule 8).',
        },
      ],
    },
  },
  ...boundaries,
  {
    // Tests read JSON responses as loosely typed data and assert on it.
    files: ['test/**', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['src/settings/**', 'test/**', 'bench/**', 'scripts/**', 'drizzle.config.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // The browser app (web/): the rules of hooks and React's compiler checks; browser globals.
    files: ['web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: globals.browser },
  },
  {
    // Vite's configuration runs in Node, typed by its own tsconfig beside web/tsconfig.json.
    files: ['web/vite.config.ts', 'web/vitest.config.ts'],
    languageOptions: {
      parserOptions: {
        projectService: false,
        project: './web/tsconfig.node.json',
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: globals.node,
    },
  },
);
