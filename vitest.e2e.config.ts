import { defineConfig } from 'vitest/config';
import { ALIASES } from './scripts/lib/aliases';
import { reporters } from './test/support/reporters';

// Browser end-to-end: playwright-core drives Debian's Chromium against a server the suite
// starts itself (test/e2e/global-setup.ts) on a free port with a temporary state folder.
export default defineConfig({
  resolve: { alias: ALIASES },
  test: {
    name: 'e2e',
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./test/e2e/global-setup.ts'],
    setupFiles: ['./test/e2e/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page waits for its condition, not for a second: a cold page on a busy 2-core machine can
    // take longer than expect.poll's default of one second to paint.
    expect: { poll: { timeout: 15_000 } },
    fileParallelism: false,
    reporters: reporters('e2e'),
  },
});
