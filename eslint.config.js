// Lint is where the architecture is enforced: every restriction says why, so the message teaches.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const sharedMayNotImport = [
  {
    group: ['@atrium/server-core', '@atrium/server-core/*', '**/server/**', '**/web/**'],
    message:
      'shared/ code runs in the browser and on the server: it may import only @atrium/model.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'bench/**/.generated/**',
      // Template skeletons are JavaScript only once their ${{ }} placeholders are rendered.
      'examples/templates/*/skeleton/**',
      'examples/templates/*/extras/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['packages/web-core/**', 'plugins/*/src/web/**', 'apps/web/src/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', '@atrium/server-core', '@atrium/server-core/*', '**/server/**'],
              message:
                'Web code runs in the browser: no Node.js or server imports; talk to the server over HTTP.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/model/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@atrium/*', 'node:*', 'fastify', 'kysely'],
              message:
                'packages/model is isomorphic (browser and server): no Node.js or server imports.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['plugins/*/src/shared/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: sharedMayNotImport }] },
  },
  {
    files: ['plugins/*/src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/web/**', '@atrium/web-core', '@atrium/plugin-*/server'],
              message:
                'A server plugin uses other plugins only through their shared contract or an extension point, never their internals or web code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['bench/**', 'e2e/**', 'apps/server/src/main.ts', '**/*.test.ts'],
    rules: { 'no-console': 'off' },
  },
);
