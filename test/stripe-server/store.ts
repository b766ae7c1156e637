import type {
  StripeTestServerOptions,
  Product,
  Price,
  Customer,
  SessionRecord,
  SubscriptionRecord,
  PortalSession,
  Invoice,
  RecordedRequest,
  EventLogEntry,
} from './model';

export function createStore(options: StripeTestServerOptions) {
  /** Where webhooks go (changeable), the secret that signs them, and this server's own address. */
  const config = { webhookUrl: options.webhookUrl, secret: options.webhookSecret, origin: '' };

  const products = new Map<string, Product>();
  const prices = new Map<string, Price>();
  const customers = new Map<string, Customer>();
  const sessions = new Map<string, SessionRecord>();
  const subscriptions = new Map<string, SubscriptionRecord>();
  const portals = new Map<string, PortalSession>();
  const invoices = new Map<string, Invoice>();
  const events: EventLogEntry[] = [];
  const requests: RecordedRequest[] = [];
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const pending = new Set<Promise<void>>();

  function reset(): void {
    for (const store of [products, prices, customers, sessions, subscriptions, portals, invoices, idempotent])
      store.clear();
    events.length = 0;
    requests.length = 0;
  }

  return {
    config,
    products,
    prices,
    customers,
    sessions,
    subscriptions,
    portals,
    invoices,
    events,
    requests,
    idempotent,
    pending,
    reset,
  };
}

export type Store = ReturnType<typeof createStore>;
