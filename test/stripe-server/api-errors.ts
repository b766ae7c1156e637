/** Errors in Stripe's shape, ids, and Stripe's webhook signature. */
import { createHmac, randomBytes } from 'node:crypto';

/** An error answered in Stripe's shape: `{ error: { type, message, code?, param? } }`. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { type?: string; code?: string; param?: string } = {},
  ) {
    super(message);
  }
  body() {
    return {
      error: {
        type: this.extra.type ?? 'invalid_request_error',
        message: this.message,
        code: this.extra.code,
        param: this.extra.param,
      },
    };
  }
}

export const OBJECT_NAMES: Record<string, string> = {
  prod: 'product',
  price: 'price',
  cus: 'customer',
  cs: 'checkout.session',
  sub: 'subscription',
  si: 'subscription_item',
  in: 'invoice',
  bps: 'billing_portal.session',
};

export function noSuch(kind: string, id: string, param?: string, status = 404): StripeApiError {
  return new StripeApiError(status, `No such ${kind}: '${id}'`, { code: 'resource_missing', param: param ?? 'id' });
}

/** The object stored under `id`, or Stripe's "No such …" error (404 unless `status` says otherwise). */
export function stored<T>(store: Map<string, T>, kind: string, id: string, param?: string, status?: number): T {
  const value = store.get(id);
  if (!value) throw noSuch(kind, id, param, status);
  return value;
}

export function missing(param: string): StripeApiError {
  return new StripeApiError(400, `Missing required param: ${param}.`, { code: 'parameter_missing', param });
}

export function invalid(param: string, message: string): StripeApiError {
  return new StripeApiError(400, message, { code: 'parameter_invalid', param });
}

export const now = () => Math.floor(Date.now() / 1000);

export function newId(prefix: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(24);
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return `${prefix}_${out}`;
}

/** Stripe's `Stripe-Signature` header: `t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<payload>">`. */
export function stripeSignature(payload: string, secret: string, timestamp = now()): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}
