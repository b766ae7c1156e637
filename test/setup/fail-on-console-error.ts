import { afterEach, beforeEach, vi } from 'vitest';

// An unexpected console.error is a bug (epic-stack's rule). A test that expects one
// spies on console.error itself, which replaces this spy for its duration.
let calls: unknown[][] = [];

beforeEach(() => {
  calls = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  if (calls.length > 0) {
    const first = (calls[0] ?? []).map((a) => (a instanceof Error ? a.stack : String(a))).join(' ');
    throw new Error(`Unexpected console.error (${calls.length}x): ${first}`);
  }
});
