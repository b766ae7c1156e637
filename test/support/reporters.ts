import type { TestUserConfig } from 'vitest/node';

/** The console reporter, plus a JSON report per layer when `npm test` collects the summary. */
export function reporters(layer: 'unit' | 'api' | 'api-libsql' | 'e2e'): NonNullable<TestUserConfig['reporters']> {
  const dir = process.env.STELLA_TEST_REPORT;
  return dir ? ['default', ['json', { outputFile: `${dir}/${layer}.json` }]] : ['default'];
}
