import { defineConfig } from 'vitest/config';

const webFiles = [
  'packages/web-core/src/**/*.test.{ts,tsx}',
  'plugins/*/src/web/**/*.test.{ts,tsx}',
  'plugins/*/src/react/**/*.test.{ts,tsx}',
  'apps/web/src/**/*.test.{ts,tsx}',
];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Integration tests start real servers and databases; two workers match the CI machine.
    maxWorkers: 2,
    globalSetup: ['packages/server-core/src/testing/installSharedPgExtensions.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['{apps,packages,plugins}/**/src/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...webFiles],
        },
      },
      {
        extends: true,
        test: {
          // Real browser against the real server and the built web app (npm run build first).
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: webFiles,
          setupFiles: ['packages/web-core/src/testing/setupDomTests.ts'],
        },
      },
    ],
  },
});
