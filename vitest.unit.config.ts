import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { ALIASES } from './scripts/lib/aliases';
import { compiledMessages } from './scripts/lib/messages-plugin';
import { reporters } from './test/support/reporters';

// Unit tests: pure code beside its source (core, schema, web helpers, scripts), in Node.
export default defineConfig({
  // Web code under test reads its messages compiled, as in the browser build.
  plugins: [compiledMessages()],
  resolve: { alias: ALIASES },
  test: {
    name: 'unit',
    include: [
      'core/**/*.test.ts',
      'schema/**/*.test.ts',
      'web/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'test/stripe-server/**/*.test.ts',
      'test/mock-ai/**/*.test.ts',
      // The API's description, built from the router in Node (its validator compiles schemas, which workerd forbids).
      'test/contract/**/*.test.ts',
    ],
    environment: 'node',
    // Vitest leaves a core free by default, which on the 2-core CI machine is one file at a time;
    // two side by side take a third off the stage (decision 041).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    setupFiles: ['./test/setup/fail-on-console-error.ts'],
    reporters: reporters('unit'),
  },
});
