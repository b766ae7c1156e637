import { Hono, type MiddlewareHandler } from 'hono';
import Stripe from 'stripe';
import { type CheckoutResponse, CreateCheckoutSchema, INVALID_PLAN_MESSAGE } from '@schema/payments';
import type { AppEnv } from '@worker/lib/context';
import { ApiError } from '@worker/lib/errors';
import { requireUser } from '@worker/lib/sessions';
import { siteOrigin } from '@worker/lib/site-url';
import { validate } from '@worker/lib/validation';
import {
  applySubscription,
  cancelAtPeriodEnd,
  createCheckout,
  portalUrl,
  subscriptionStatus,
} from './payments.service';
import { claimEvent, releaseEvent } from './payments.repository';
import { stripeClient } from './stripe';

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

/** Checkout asks for a signed-in buyer before it looks at the body (docs/product.md#validation). */
const buyer: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) throw new ApiError('UNAUTHORIZED', 'You must be logged in to make a purchase');
  await next();
};

/** /api/payments (docs/product.md#api, docs/product.md#real-payments). */
export const paymentsRoutes = new Hono<AppEnv>()
  .post('/create-checkout', buyer, validate('json', CreateCheckoutSchema, INVALID_PLAN_MESSAGE), async (c) => {
    const { user } = requireUser(c);
    const { plan } = c.req.valid('json');
    const checkoutUrl = await createCheckout(c.get('db'), stripeClient(c.get('config')), user, plan, siteOrigin(c));
    return c.json({ checkoutUrl } satisfies CheckoutResponse, 200);
  })
  .get('/subscription-status', async (c) => c.json(await subscriptionStatus(c.get('db'), requireUser(c).user.id), 200))
  .post('/cancel-subscription', async (c) => {
    const { user } = requireUser(c);
    return c.json(await cancelAtPeriodEnd(c.get('db'), stripeClient(c.get('config')), user.id), 200);
  })
  .post('/portal', async (c) => {
    const { user } = requireUser(c);
    return c.json({ url: await portalUrl(c.get('db'), stripeClient(c.get('config')), user.id, siteOrigin(c)) }, 200);
  })
  .post('/webhook', async (c) => {
    const config = c.get('config');
    if (!config.STRIPE_WEBHOOK_SECRET || !config.STRIPE_SECRET_KEY) {
      throw new ApiError('NOT_CONFIGURED', 'Payment webhooks are not configured');
    }
    const stripe = stripeClient(config);
    const payload = await c.req.text();
    const signature = c.req.header('Stripe-Signature') ?? '';
    // Stripe's check refuses old signatures only; one dated ahead by more than the tolerance is refused alike.
    const signedAt = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1] ?? 0);
    if (signedAt > Date.now() / 1000 + WEBHOOK_TOLERANCE_SECONDS) {
      throw new ApiError('BAD_REQUEST', 'Invalid or expired webhook signature');
    }
    let event: Stripe.Event;
    try {
      event = await stripe.webhooks.constructEventAsync(
        payload,
        signature,
        config.STRIPE_WEBHOOK_SECRET,
        WEBHOOK_TOLERANCE_SECONDS,
        Stripe.createSubtleCryptoProvider(),
      );
    } catch {
      throw new ApiError('BAD_REQUEST', 'Invalid or expired webhook signature');
    }
    if (!HANDLED.has(event.type)) return c.json({ received: true }, 200);

    // Each event counts once: of concurrent or repeated deliveries only the first insert proceeds.
    const db = c.get('db');
    if (!(await claimEvent(db, event))) return c.json({ received: true, duplicate: true }, 200);
    // A genuine event we cannot use (no subscription in it, or one Stripe does not know) is
    // answered 2xx and logged: a retry would bring the same event for days.
    const ignore = (why: string) => {
      console.warn(`[${c.get('requestId')}] webhook ${event.type} ${event.id} ignored: ${why}`);
      return c.json({ received: true, ignored: true }, 200);
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
    return c.json({ received: true }, 200);
  });
