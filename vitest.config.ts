import { defineConfig } from 'vitest/config';

// Browser and server tests start real processes on a 2-core machine: generous timeouts, not races.
export default defineConfig({
  test: {
    include: ['shared/**/*.test.ts', 'server/**/*.test.ts', 'client/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Browser tests poll page state; on two loaded cores a patch can take longer than the 1 s default.
    expect: { poll: { timeout: 10_000 } },
  },
});
