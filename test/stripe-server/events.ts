import {
  API_VERSION,
  DELIVERY_TIMEOUT_MS,
  type Json,
  type StripeEvent,
  type EventLogEntry,
  type Context,
} from './model';
import { now, newId, stripeSignature } from './api-errors';
import type { Store } from './store';

export function createEvents(app: { store: Store }) {
  const { events, pending, config } = app.store;

  function makeEvent(type: string, object: unknown, previous?: Json): StripeEvent {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      data: previous && Object.keys(previous).length > 0 ? { object, previous_attributes: previous } : { object },
      livemode: false,
      pending_webhooks: config.webhookUrl ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
    };
    events.push({ event, delivery: null });
    return event;
  }

  function signed(event: StripeEvent): { type: string; payload: string; signature: string } {
    const payload = JSON.stringify(event, null, 2);
    return { type: event.type, payload, signature: stripeSignature(payload, config.secret) };
  }

  /** Posts each event, in order, signed as Stripe signs; failures are logged, never thrown. */
  async function deliver(list: StripeEvent[]): Promise<void> {
    for (const event of list) {
      const entry = events.find((e) => e.event === event);
      const url = config.webhookUrl;
      if (!url) {
        process.stderr.write(`[stripe-test-server] no webhook URL set; ${event.type} ${event.id} not delivered\n`);
        continue;
      }
      const { payload, signature } = signed(event);
      const delivery: NonNullable<EventLogEntry['delivery']> = { url };
      if (entry) entry.delivery = delivery;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'Stripe-Signature': signature,
            'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
          body: payload,
          signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        });
        delivery.status = res.status;
        const text = await res.text();
        if (!res.ok) {
          process.stderr.write(
            `[stripe-test-server] webhook ${event.type} ${event.id} → ${url}: ${res.status} ${text.slice(0, 300)}\n`,
          );
        }
      } catch (err) {
        delivery.error = err instanceof Error ? err.message : String(err);
        process.stderr.write(
          `[stripe-test-server] webhook ${event.type} ${event.id} → ${url} failed: ${delivery.error}\n`,
        );
      }
    }
  }

  /** Delivers in the background, as Stripe does after an API change; close() waits for it. */
  function deliverLater(ctx: Context, list: StripeEvent[]): void {
    if (!config.webhookUrl) return;
    ctx.after.push(() => {
      const delivery: Promise<void> = deliver(list).finally(() => pending.delete(delivery));
      pending.add(delivery);
    });
  }

  return { makeEvent, signed, deliver, deliverLater };
}
