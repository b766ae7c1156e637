import { availableParallelism } from 'node:os';
import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { placeKey } from './core/places/normalize';
import { freePort } from './scripts/lib/server';
import { buildWorkerTexts, workerTextsStale } from './scripts/lib/worker-texts';
import { buildGazetteer } from './scripts/seed/gazetteer';
import { STRIPE_PORT_ENV, STRIPE_TEST_SECRET_KEY, STRIPE_TEST_WEBHOOK_SECRET } from './test/stripe-server/keys';
import { ALIASES } from './scripts/lib/aliases';
import { LIBSQL_PORT_ENV } from './test/api/libsql-global-setup';
import { MOCK_AI_PORT_ENV } from './test/mock-ai/scenarios';
import { reporters } from './test/support/reporters';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The route fuzzer's size and seed (test/api/fuzz); the tests' own view is in test/api/env.d.ts. */
    fuzzRequests: number;
    fuzzSeed: number;
  }
}

// API tests: the real Worker in workerd with real local D1 and KV, migrations applied first.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, 'migrations'));
  // The Worker reads its texts through its assets (decision 045): built with the app, or here
  // when a source changed since.
  const dist = path.join(import.meta.dirname, 'dist');
  if (workerTextsStale(dist)) await buildWorkerTexts(dist);
  // A small gazetteer keeps the API tests fast: the big towns, and every town a test names.
  const named = new Set([
    'springfield',
    'perth',
    'paris',
    'zurich',
    'apia',
    'belgrade',
    'munich',
    'anchorage',
    'indianapolis',
    'birmingham',
    'portland',
    'london',
    'san jose',
    'cambridge',
    'victoria',
    'atlanta',
    'petersburg',
    'austin',
    'st louis',
    // Official region names and remote islands (worker/features/places/birth-place.test.ts).
    'cork',
    'ames',
    'edinburgh of the seven seas',
    'adamstown',
    'atafu village',
    'west island',
    'longyearbyen',
    'waitangi',
    'torshavn',
    'mata utu',
    'jamestown',
  ]);
  const gazetteer = buildGazetteer((town) => town.population >= 500_000 || named.has(placeKey(town.name)));
  // The Stripe test server (test/api/stripe-global-setup.ts starts it) listens where the Worker's binding points.
  const stripePort = await freePort();
  process.env[STRIPE_PORT_ENV] = String(stripePort);
  // The mock AI provider (test/api/mock-ai-global-setup.ts): not a binding, the model tests point the Worker at it.
  process.env[MOCK_AI_PORT_ENV] = String(await freePort());
  // `npm run test:api:libsql`: the Worker stores its data in a local sqld instead of D1
  // (test/api/libsql-global-setup.ts starts it), one test file at a time over the one database.
  const onLibsql = process.env.STELLA_TEST_DATABASE === 'libsql';
  const project = onLibsql ? 'api-libsql' : 'api';
  const libsqlPort = onLibsql ? await freePort() : 0;
  if (onLibsql) process.env[LIBSQL_PORT_ENV] = String(libsqlPort);
  return {
    resolve: { alias: ALIASES },
    logLevel: 'error' as const, // hides the SDKs' sourcemap warnings (docs/decisions/019-toolchain-notes.md)
    plugins: [
      cloudflareTest({
        main: './worker/index.ts',
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            TEST_GAZETTEER: gazetteer.statements,
            APP_ENV: 'test',
            // Each request's own line and the outbox's messages stay out of the test output; warnings and errors show.
            LOG_LEVEL: 'warn',
            PUBLIC_URL: 'https://stella.test',
            JWT_SECRET: 'test-jwt-secret-0123456789abcdef0123456789',
            PASSWORD_PEPPER: 'test-pepper-0123456789abcdef',
            STRIPE_SECRET_KEY: STRIPE_TEST_SECRET_KEY,
            STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
            STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
            ...(onLibsql ? { DATABASE_URL: `http://127.0.0.1:${libsqlPort}` } : {}),
          },
        },
      }),
    ],
    test: {
      name: project,
      include: ['worker/**/*.test.ts', 'test/api/**/*.test.ts'],
      setupFiles: ['./test/api/setup.ts', './test/setup/fail-on-console-error.ts'],
      globalSetup: [
        './test/api/stripe-global-setup.ts',
        './test/api/mock-ai-global-setup.ts',
        './test/api/libsql-global-setup.ts',
      ],
      // The route fuzzer's size: `npm test` sends the default, `npm run test:fuzz` 10,500.
      provide: {
        fuzzRequests: Number(process.env.FUZZ_REQUESTS ?? 1_200),
        fuzzSeed: Number(process.env.FUZZ_SEED ?? 20_261_125),
      },
      reporters: reporters(project),
      // Two files side by side even on 2 cores (vitest's default leaves one free): each has its own
      // storage, and the stage is largely waiting on workerd (decision 041).
      maxWorkers: onLibsql ? 1 : Math.max(2, availableParallelism() - 1),
      // No on-disk module cache: with it, a fresh worker's first fetch asks for every module of its
      // test file's import graph at once, and the Cloudflare pool inlines them all into one
      // WebSocket message, which workerd refuses past 1 MiB (docs/decisions/019-toolchain-notes.md).
      fsModuleCache: false,
    },
  };
});
