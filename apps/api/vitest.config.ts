import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // A year's query plans are PostgreSQL's, and the move to PostgreSQL needs a server: those files run with
    // TEST_DATABASE_URL (CI's PostgreSQL stage), not on PGlite.
    exclude: process.env.TEST_DATABASE_URL
      ? []
      : ['src/test/year-plans.test.ts', 'src/test/year-plans-ledgers.test.ts', 'src/storage/move-to-postgres.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One test file per core: each file has a database of its own, and Vitest's default (the cores less one)
    // left one of CI's two cores idle.
    maxWorkers: '100%',
  },
});
