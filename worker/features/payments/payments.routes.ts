import { Hono, type MiddlewareHandler } from 'hono';
import {
  type CheckoutResponse,
  type CheckoutResult,
  CheckoutSessionIdSchema,
  NO_CHECKOUT_MESSAGE,
  CreateCheckoutSchema,
  INVALID_PLAN_MESSAGE,
  type PortalResponse,
} from '@schema/payments';
import { requireUser } from '@worker/lib/auth-context';
import type { AppEnv } from '@worker/lib/context';
import { ApiError } from '@worker/lib/errors';
import { siteOrigin } from '@worker/lib/site-url';
import { validate } from '@worker/lib/validation';
import { cancelAtPeriodEnd, checkoutResult, createCheckout, portalUrl, subscriptionStatus } from './payments.service';
import { handleWebhookEvent, verifyWebhookEvent } from './payments.webhook';
import { stripeClient } from './stripe';

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
  .get('/checkout/:sessionId', async (c) => {
    const { user } = requireUser(c);
    const id = CheckoutSessionIdSchema.safeParse(c.req.param('sessionId'));
    if (!id.success) throw new ApiError('NOT_FOUND', NO_CHECKOUT_MESSAGE);
    const stripe = stripeClient(c.get('config'));
    return c.json((await checkoutResult(c.get('db'), stripe, user.id, id.data)) satisfies CheckoutResult, 200);
  })
  .get('/subscription-status', async (c) => c.json(await subscriptionStatus(c.get('db'), requireUser(c).user.id), 200))
  .post('/cancel-subscription', async (c) => {
    const { user } = requireUser(c);
    return c.json(await cancelAtPeriodEnd(c.get('db'), stripeClient(c.get('config')), user.id), 200);
  })
  .post('/portal', async (c) => {
    const { user } = requireUser(c);
    const url = await portalUrl(c.get('db'), stripeClient(c.get('config')), user.id, siteOrigin(c));
    return c.json({ url } satisfies PortalResponse, 200);
  })
  .post('/webhook', async (c) => {
    const config = c.get('config');
    if (!config.STRIPE_WEBHOOK_SECRET || !config.STRIPE_SECRET_KEY) {
      throw new ApiError('NOT_CONFIGURED', 'Payment webhooks are not configured');
    }
    const stripe = stripeClient(config);
    const event = await verifyWebhookEvent(stripe, config.STRIPE_WEBHOOK_SECRET, {
      payload: await c.req.text(),
      signature: c.req.header('Stripe-Signature') ?? '',
    });
    return c.json(await handleWebhookEvent(c.get('db'), stripe, event), 200);
  });
