import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { reporters } from './test/support/reporters';

// API tests: the real Worker in workerd with real local D1 and KV, migrations applied first.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, 'migrations'));
  return {
    logLevel: 'error' as const, // hides the SDKs' sourcemap warnings (TOOLCHAIN §4.2)
    plugins: [
      cloudflareTest({
        main: './worker/index.ts',
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            APP_ENV: 'test',
            JWT_SECRET: 'test-jwt-secret-0123456789abcdef0123456789',
            PASSWORD_PEPPER: 'test-pepper-0123456789abcdef',
          },
        },
      }),
    ],
    test: {
      name: 'api',
      include: ['worker/**/*.test.ts', 'test/api/**/*.test.ts'],
      setupFiles: ['./test/api/setup.ts', './test/setup/fail-on-console-error.ts'],
      reporters: reporters('api'),
    },
  };
});
