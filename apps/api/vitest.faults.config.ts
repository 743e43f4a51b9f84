import { defineConfig } from 'vitest/config';

/** The fault tests: the store is started as a process of its own and killed under load. Run by .ci/run. */
export default defineConfig({
  test: {
    include: ['src/**/*.fault.ts'],
    testTimeout: 240_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
