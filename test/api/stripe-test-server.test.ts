import { env } from 'cloudflare:workers';
import Stripe from 'stripe';
import { describe, expect, inject, it } from 'vitest';
import { STRIPE_TEST_SECRET_KEY, STRIPE_TEST_WEBHOOK_SECRET } from '../stripe-server/keys';

// The harness itself: the Stripe test server the globalSetup starts is where the Worker's
// bindings point, and workerd (the SDK with its fetch client, and plain fetch) reaches it.
const bindings = env as unknown as Record<string, string | undefined>;

function sdk(): Stripe {
  const url = new URL(bindings.STRIPE_API_URL as string);
  return new Stripe(bindings.STRIPE_SECRET_KEY as string, {
    host: url.hostname,
    port: url.port,
    protocol: 'http',
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 0,
  });
}

describe('the Stripe test server, seen from workerd', () => {
  it('is what the Worker’s bindings name', () => {
    expect(bindings.STRIPE_API_URL).toBe(inject('stripeUrl'));
    expect(bindings.STRIPE_SECRET_KEY).toBe(STRIPE_TEST_SECRET_KEY);
    expect(bindings.STRIPE_WEBHOOK_SECRET).toBe(STRIPE_TEST_WEBHOOK_SECRET);
  });

  it('runs a checkout through the SDK and the control API, with events the webhook secret verifies', async () => {
    const stripe = sdk();
    const stripeUrl = inject('stripeUrl');
    const price = await stripe.prices.create({
      lookup_key: `harness_${crypto.randomUUID()}`,
      currency: 'eur',
      unit_amount: 999,
      recurring: { interval: 'month' },
      product_data: { name: 'Stella Oracle' },
    });
    const customer = await stripe.customers.create({ email: 'harness@example.com', metadata: { userId: 'u-harness' } });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: price.id, quantity: 1 }],
      subscription_data: { trial_period_days: 7, metadata: { userId: 'u-harness', plan: 'oracle' } },
      success_url: 'https://stella.test/premium/success?session_id={CHECKOUT_SESSION_ID}',
    });
    expect(session.url).toBe(`${stripeUrl}/checkout/pay/${session.id}`);

    const res = await fetch(`${stripeUrl}/__test/checkout/${session.id}/complete`, { method: 'POST' });
    expect(res.status).toBe(200);
    const done = (await res.json()) as {
      subscription: { id: string; status: string };
      deliveries: { type: string; payload: string; signature: string }[];
    };
    expect(done.subscription.status).toBe('trialing');
    const events = await Promise.all(
      done.deliveries.map((d) =>
        stripe.webhooks.constructEventAsync(
          d.payload,
          d.signature,
          STRIPE_TEST_WEBHOOK_SECRET,
          undefined,
          Stripe.createSubtleCryptoProvider(),
        ),
      ),
    );
    expect(events.map((e) => e.type)).toEqual(['checkout.session.completed', 'customer.subscription.created']);

    // An event about the subscription, signed in the answer's header.
    const made = await fetch(`${stripeUrl}/__test/subscriptions/${done.subscription.id}/event`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'invoice.payment_failed' }),
    });
    const payload = await made.text();
    const event = await stripe.webhooks.constructEventAsync(
      payload,
      made.headers.get('Stripe-Signature') as string,
      STRIPE_TEST_WEBHOOK_SECRET,
      undefined,
      Stripe.createSubtleCryptoProvider(),
    );
    expect(event.data.object).toMatchObject({ object: 'invoice', customer: customer.id });

    const requests = (await (await fetch(`${stripeUrl}/__test/requests`)).json()) as {
      method: string;
      path: string;
      body: Record<string, unknown>;
    }[];
    expect(requests).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/v1/customers',
        body: { email: 'harness@example.com', metadata: { userId: 'u-harness' } },
      }),
    );
  });
});
