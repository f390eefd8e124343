import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{apps,packages,plugins}/**/src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Integration tests start real servers and databases; two workers match the CI machine.
    maxWorkers: 2,
  },
});
