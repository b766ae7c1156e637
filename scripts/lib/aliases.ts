import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The import aliases of tsconfig.base.json, for Vite and Vitest (wrangler and tsx read the tsconfig). */
export const ALIASES: Record<string, string> = {
  '@core': path.join(ROOT, 'core'),
  '@schema': path.join(ROOT, 'schema'),
  '@web': path.join(ROOT, 'web'),
  '@worker': path.join(ROOT, 'worker'),
};
