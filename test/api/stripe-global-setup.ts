/**
 * Starts the Stripe test server (test/stripe-server) for the API tests, on the port
 * vitest.api.config.ts chose and bound as STRIPE_API_URL. It has no webhook URL: the server
 * cannot reach the workerd test runtime, so tests take the events from its control API
 * (`inject('stripeUrl')`) and post them to the Worker themselves.
 */
import type { TestProject } from 'vitest/node';
import { STRIPE_PORT_ENV, STRIPE_TEST_SECRET_KEY, STRIPE_TEST_WEBHOOK_SECRET } from '../stripe-server/keys';
import { type StripeTestServer, startStripeTestServer } from '../stripe-server/server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Stripe test server's origin: STRIPE_API_URL, and its /__test/ control API. */
    stripeUrl: string;
  }
}

let server: StripeTestServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  const port = Number(process.env[STRIPE_PORT_ENV]);
  if (!Number.isInteger(port) || port <= 0)
    throw new Error(`${STRIPE_PORT_ENV} is not set: vitest.api.config.ts picks the Stripe test server's port`);
  server = await startStripeTestServer({
    port,
    webhookSecret: STRIPE_TEST_WEBHOOK_SECRET,
    secretKey: STRIPE_TEST_SECRET_KEY,
  });
  project.provide('stripeUrl', server.url);
}

export async function teardown(): Promise<void> {
  await server?.close();
  server = undefined;
}
