import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { generatedSecrets } from '../../scripts/lib/dev-vars';
import { prepareLocalDatabase } from '../../scripts/lib/local-db';
import { runOrExit } from '../../scripts/lib/process';
import { freePort, startDevServer, stopProcess, waitForHealth } from '../../scripts/lib/server';
import { E2E_TOWNS, gazetteerSubsetSeed } from '../../scripts/seed/gazetteer-sql';
import { STRIPE_TEST_SECRET_KEY, STRIPE_TEST_WEBHOOK_SECRET, STRIPE_WEBHOOK_PATH } from '../stripe-server/keys';
import { type StripeTestServer, startStripeTestServer } from '../stripe-server/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The dev server's log: the Worker prints each queued mail there with its links. */
    serverLog: string;
    /** The dev server's local database directory (`npm run user:plan -- --persist-to` writes there). */
    stateDir: string;
    /** The Stripe test server: hosted checkout and portal pages, and its /__test/ control API. */
    stripeUrl: string;
    /** The server's PASSWORD_PEPPER, which `npm run admin:create` hashes with (as an operator passes it). */
    passwordPepper: string;
  }
}

let server: ChildProcess | undefined;
let stateDir: string | undefined;
let stripe: StripeTestServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  if (!process.env.STELLA_SKIP_BUILD) await runOrExit('vite', ['build', '--logLevel', 'warn']);
  stateDir = mkdtempSync(path.join(tmpdir(), 'stella-e2e-'));
  // A small gazetteer (towns of 500,000+, and the Springfields test/e2e/places.test.ts asks
  // about), as the API tests seed: the place search and charts from text work. Its SQL is built
  // once per gazetteer version into .cache/seed.
  await prepareLocalDatabase({
    persistTo: stateDir,
    seeds: [gazetteerSubsetSeed(E2E_TOWNS)],
  });
  // Stripe for the Worker: the test server, which delivers the signed events to the Worker's webhook.
  stripe = await startStripeTestServer({
    webhookSecret: STRIPE_TEST_WEBHOOK_SECRET,
    secretKey: STRIPE_TEST_SECRET_KEY,
  });
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const secrets = generatedSecrets();
  server = await startDevServer({
    port,
    persistTo: stateDir,
    // Many sign-ins from one address (the test machine) within a minute.
    vars: {
      APP_ENV: 'test',
      PUBLIC_URL: baseUrl,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ...secrets,
      STRIPE_SECRET_KEY: STRIPE_TEST_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    },
    logFile: path.join(stateDir, 'server.log'),
  });
  stripe.setWebhookUrl(`${baseUrl}${STRIPE_WEBHOOK_PATH}`);
  await waitForHealth(baseUrl, 90_000);
  project.provide('baseUrl', baseUrl);
  project.provide('stripeUrl', stripe.url);
  project.provide('serverLog', path.join(stateDir, 'server.log'));
  project.provide('stateDir', stateDir);
  project.provide('passwordPepper', secrets.PASSWORD_PEPPER!);
}

export async function teardown(): Promise<void> {
  if (server) await stopProcess(server);
  await stripe?.close();
  if (stateDir) rmSync(stateDir, { recursive: true, force: true });
}
