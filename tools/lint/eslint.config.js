// ESLint for the whole tree, run by `npm run lint` after oxlint. It lives here, with its own packages, because
// typescript-eslint parses through TypeScript 5's JavaScript API, which the project's TypeScript 7 compiler lacks.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'tools/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      'backups/**',
      'admin/src/types/api.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Plain JavaScript files are the Node scripts (setup, build) and a worker thread.
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrors: 'none',
          ignoreRestSiblings: true,
          destructuredArrayIgnorePattern: '^_',
        },
      ],
      // A `let` a closure reads before its one assignment (set once the server answers) stays a `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // Rows come back from knex as untyped records and answers are checked against their JSON schemas at run
      // time; `any` at those boundaries says so plainly. Everything else is typed by the compiler.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['admin/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // Layout is Prettier's: the rules that would argue with it are off.
  prettier,
);
