import { defineConfig } from 'vitest/config';

/**
 * The fault tests: the store started as a process of its own and killed under load, and the servers it
 * depends on stopped under it. Run by .ci/run, one file at a time: each loads the machine on its own.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.fault.ts'],
    testTimeout: 240_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
