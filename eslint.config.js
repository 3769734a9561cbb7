import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { layers } from './tools/eslint-layers.js';
import { wordsInCatalogue } from './tools/eslint-words.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'server/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/.artifacts/**',
      // Generated from the server's OpenAPI document (npm run api:types).
      'web/src/lib/api/schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  layers,
  // Short functions (issue 31): none over 100 lines of code in the app, JSX included. The demo seed's data and
  // the bench (not listed) are exempt, and so are tests, whose describe callbacks hold every case of a file.
  {
    files: ['server/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['server/src/seed/**', '**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }] },
  },

  // One way to write a form (ADR 0071, 0125): `Form` (components/ui/form-field.tsx) sets up react-hook-form with
  // its zod schema; a screen writes <Form schema onSubmit> and its fields find the form through the context.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/components/ui/form-field.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-hook-form',
              importNames: ['useForm', 'FormProvider'],
              message: 'A form is <Form schema onSubmit> (components/ui/form-field.tsx, ADR 0125).',
            },
            {
              name: '@hookform/resolvers/zod',
              message: 'A form is <Form schema onSubmit> (components/ui/form-field.tsx, ADR 0125).',
            },
          ],
        },
      ],
    },
  },
  // Words on the web's screens come from its catalogue (ADR 0073).
  ...wordsInCatalogue,
  {
    // A journey takes `test` and `expect` from the shared fixture, which fails it on any console error.
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message:
                "Import test and expect from '../support/fixtures': it fails a journey on a console error.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}', 'scripts/**'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
