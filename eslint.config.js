import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const zodClassic = { name: 'zod', message: "Use import * as z from 'zod/mini' (schemas are built with functions)." };
const zodClassicPaths = { group: ['zod/v4/classic*'], message: "Use import * as z from 'zod/mini'." };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/cdk.out/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // zod's classic API (method chains) is ~60 KB more code for every Lambda to compile at a cold start than zod/mini
    // (functions), and the JSON Schema generator comes with it (test/bench/README.md, cold start round 6).
    files: ['shared/src/**/*.ts', 'functions/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'test/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [zodClassic], patterns: [zodClassicPaths] }] },
  },
  {
    // A domain's repository is its own: another domain uses what the owner exports for it (accounts.ts,
    // stored-connections.ts, help-entries.ts…), so storage can change inside one folder.
    files: ['functions/src/services/**/*.ts'],
    ignores: ['functions/src/services/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [zodClassic],
          patterns: [
            zodClassicPaths,
            {
              regex: '^(\\.\\./)+(?!data/)[a-z-]+/[a-z-]+-repository$',
              message: "Another domain's repository: use what that domain exports for others (see its folder).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Every e2e spec runs under the secret scan: its test and expect come from ./secret-scan, not Playwright directly.
    files: ['test/e2e/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './secret-scan', so the page text is scanned for secrets.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
