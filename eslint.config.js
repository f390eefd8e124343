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

// Browser code: the app, web-core and the plugins' web halves and react faces.
const webFiles = [
  'packages/web-core/**',
  'plugins/*/src/web/**',
  'plugins/*/src/react/**',
  'apps/web/src/**',
];

const browserMayNotImport = {
  group: ['node:*', '@atrium/server-core', '@atrium/server-core/*', '**/server/**'],
  message:
    'Web code runs in the browser: no Node.js or server imports; talk to the server over HTTP.',
};

/**
 * The web blocks' import rule: the browser restriction plus a block's own. A later block's
 * no-restricted-imports replaces an earlier one's for the files both match, hence every block
 * repeats the browser restriction.
 */
function webImportRules(...patterns) {
  return {
    'no-restricted-imports': ['error', { patterns: [browserMayNotImport, ...patterns] }],
  };
}

// Server code of a plugin: its server half and its node face.
const serverMayNotImport = [
  {
    group: ['**/web/**', '**/react/**', '@atrium/web-core'],
    message: 'Server code runs in Node.js: no web code.',
  },
  {
    // Any plugin import but `@atrium/plugin-<id>/node`.
    regex: '^@atrium/plugin-[^/]+(/(?!node$).*)?$',
    message:
      "A server plugin uses another only through its node face (@atrium/plugin-<id>/node: the services it provides and their refs, declared in `deps`) or an extension point; its /server is the app's to install, and deep paths are its internals.",
  },
];

function serverImportRules(...patterns) {
  return {
    'no-restricted-imports': ['error', { patterns: [...serverMayNotImport, ...patterns] }],
  };
}

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
    files: webFiles,
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...webImportRules() },
  },
  {
    files: ['packages/web-core/**'],
    rules: webImportRules({
      group: ['@atrium/plugin-*'],
      message:
        'packages/* are what plugins build on, so they never import a plugin: a plugin contributes through its WebPlugin data (routes, tabs, cards, menu items, settings, sign-in providers).',
    }),
  },
  {
    files: ['plugins/*/src/web/**', 'plugins/*/src/react/**'],
    rules: webImportRules({
      // Any plugin import but `@atrium/plugin-<id>/react`.
      regex: '^@atrium/plugin-[^/]+(/(?!react$).*)?$',
      message:
        "A web plugin uses another only through its react face (@atrium/plugin-<id>/react), which that plugin keeps stable for others; its /web is the app's to compose, its /server is not browser code, and deep paths are its internals.",
    }),
  },
  {
    files: ['plugins/*/src/web/**/*.test.{ts,tsx}', 'plugins/*/src/web/testing/**'],
    rules: webImportRules({
      // As above, and the test helpers a face publishes beside it (`/react/testing`).
      regex: '^@atrium/plugin-[^/]+(/(?!react(/testing)?$).*)?$',
      message:
        "A web plugin's tests use another plugin only through its react face and that face's test helpers (@atrium/plugin-<id>/react, /react/testing).",
    }),
  },
  {
    files: ['apps/web/src/**'],
    rules: webImportRules({
      // Any plugin import but `@atrium/plugin-<id>/web` and `/react`.
      regex: '^@atrium/plugin-[^/]+(/(?!(web|react)$).*)?$',
      message:
        "The app composes plugins from their definitions (@atrium/plugin-<id>/web) and may use their react faces; their server code, shared contracts and internals are not the shell's.",
    }),
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
    files: ['plugins/*/src/server/**', 'plugins/*/src/node/**'],
    rules: serverImportRules(),
  },
  {
    // A later block's rule replaces an earlier one's, so this one repeats the server's.
    files: ['plugins/catalog/src/server/store/**'],
    rules: serverImportRules({
      group: ['../processing/*', '../service/*', '../api/*', '../router', '../plugin'],
      message:
        'store/ only runs SQL: processing plans the writes (a write plan of plain data) and hands them down; nothing in store reaches back up.',
    }),
  },
  {
    files: ['packages/server-core/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@atrium/plugin-*', '@atrium/plugin-*/*'],
              message:
                'packages/* are what plugins build on, so they never import a plugin: a plugin offers its services through its node face and `provides`.',
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
