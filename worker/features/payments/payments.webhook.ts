/**
 * Stripe's webhook (docs/product.md#real-payments): a signed event is checked, counted once, and
 * the subscription it names is read fresh from Stripe and written into our copy.
 */
import Stripe from 'stripe';
import { logger } from '@worker/lib/log';
import type { Database } from '@worker/lib/db';
import { ApiError } from '@worker/lib/errors';
import { claimEvent, releaseEvent } from './payments.repository';
import { applySubscription } from './payments.service';

/** Signatures older than this are refused (Stripe's default tolerance). */
const WEBHOOK_TOLERANCE_SECONDS = 300;
/** The webhook events that can change a subscription. */
const HANDLED = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.payment_failed',
]);

/** What the webhook answers Stripe: always received; a repeated or unusable event says so. */
export interface WebhookAnswer {
  received: true;
  duplicate?: true;
  ignored?: true;
}

/** The subscription an event is about, and the user it names, if any. */
function subscriptionOf(event: Stripe.Event): { id: string | null; userId?: string } {
  const object = event.data.object as unknown as Record<string, unknown>;
  const ref = (value: unknown) =>
    typeof value === 'string'
      ? value
      : value && typeof value === 'object'
        ? ((value as { id?: string }).id ?? null)
        : null;
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object as Stripe.Checkout.Session;
      return { id: ref(session.subscription), userId: session.client_reference_id ?? session.metadata?.userId };
    }
    case 'invoice.payment_failed': {
      const parent = (object.parent as { subscription_details?: { subscription?: unknown } } | undefined)
        ?.subscription_details;
      return { id: ref(object.subscription) ?? ref(parent?.subscription) };
    }
    default:
      return { id: ref(object.id) };
  }
}

/** The event a delivery carries, if its signature is Stripe's and current; else 400. */
export async function verifyWebhookEvent(
  stripe: Stripe,
  secret: string,
  delivery: { payload: string; signature: string },
): Promise<Stripe.Event> {
  const { payload, signature } = delivery;
  // Stripe's check refuses old signatures only; one dated ahead by more than the tolerance is refused alike.
  const signedAt = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1] ?? 0);
  if (signedAt > Date.now() / 1000 + WEBHOOK_TOLERANCE_SECONDS) {
    throw new ApiError('BAD_REQUEST', 'Invalid or expired webhook signature');
  }
  try {
    return await stripe.webhooks.constructEventAsync(
      payload,
      signature,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
      Stripe.createSubtleCryptoProvider(),
    );
  } catch {
    throw new ApiError('BAD_REQUEST', 'Invalid or expired webhook signature');
  }
}

/** Handles a verified event once. */
export async function handleWebhookEvent(db: Database, stripe: Stripe, event: Stripe.Event): Promise<WebhookAnswer> {
  if (!HANDLED.has(event.type)) return { received: true };

  // Each event counts once: of concurrent or repeated deliveries only the first insert proceeds.
  if (!(await claimEvent(db, event))) return { received: true, duplicate: true };
  // A genuine event we cannot use (no subscription in it, or one Stripe does not know) is
  // answered 2xx and logged: a retry would bring the same event for days.
  const ignore = (why: string): WebhookAnswer => {
    logger.warn('payments.webhook.ignored', { type: event.type, eventId: event.id, why });
    return { received: true, ignored: true };
  };
  let target: { id: string | null; userId?: string };
  try {
    target = subscriptionOf(event);
  } catch {
    return ignore('its object is malformed');
  }
  if (!target.id) return ignore('it names no subscription');
  try {
    // Stripe's current state, not the event's snapshot: late or reordered events end right.
    await applySubscription(db, await stripe.subscriptions.retrieve(target.id), target.userId ?? undefined);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 500) < 500 && error.statusCode !== 429) {
      return ignore(`Stripe answered ${error.statusCode}: ${error.message}`);
    }
    // Stripe or our database failed: give the event back so that Stripe's retry tries again.
    await releaseEvent(db, event.id);
    throw error;
  }
  return { received: true };
}
