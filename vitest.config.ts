import { defineConfig } from 'vitest/config';

// Browser and server tests start real processes; keep them from running in parallel with each other
// on a 2-core machine by giving them generous timeouts rather than racing.
export default defineConfig({
  test: {
    include: ['shared/**/*.test.ts', 'server/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
