import type { FormObject } from './form';
import type { Json, SubscriptionRecord } from './model';
import { OBJECT_NAMES, invalid } from './api-errors';
import { int } from './params';
import type { Store } from './store';

export function createRenderer(app: { store: Store }) {
  const { products, prices, customers, sessions, subscriptions, invoices } = app.store;

  function renderSubscription(record: SubscriptionRecord): Json {
    const items = record.items.map((item) => ({
      id: item.id,
      object: 'subscription_item',
      created: item.created,
      current_period_end: record.current_period_end,
      current_period_start: record.current_period_start,
      metadata: {},
      price: prices.get(item.price) ?? item.price,
      quantity: item.quantity,
      subscription: record.id,
    }));
    const first = prices.get(record.items[0]?.price ?? '');
    return {
      id: record.id,
      object: 'subscription',
      cancel_at: record.cancel_at,
      cancel_at_period_end: record.cancel_at_period_end,
      canceled_at: record.canceled_at,
      collection_method: 'charge_automatically',
      created: record.created,
      currency: first?.currency ?? null,
      current_period_end: record.current_period_end,
      current_period_start: record.current_period_start,
      customer: record.customer,
      ended_at: record.ended_at,
      items: {
        object: 'list',
        data: items,
        has_more: false,
        total_count: items.length,
        url: `/v1/subscription_items?subscription=${record.id}`,
      },
      latest_invoice: record.latest_invoice,
      livemode: false,
      metadata: record.metadata,
      start_date: record.start_date,
      status: record.status,
      trial_end: record.trial_end,
      trial_start: record.trial_start,
    };
  }

  /** Any stored object by its id, rendered as the API answers it (for `expand`). */
  function lookup(id: string): unknown {
    const kind = OBJECT_NAMES[id.startsWith('cs_') ? 'cs' : id.slice(0, id.indexOf('_'))];
    switch (kind) {
      case 'product':
        return products.get(id);
      case 'price':
        return prices.get(id);
      case 'customer':
        return customers.get(id);
      case 'checkout.session':
        return sessions.get(id)?.session;
      case 'subscription': {
        const record = subscriptions.get(id);
        return record && renderSubscription(record);
      }
      case 'invoice':
        return invoices.get(id);
      default:
        return undefined;
    }
  }

  function expandPath(value: unknown, path: string[]): unknown {
    if (Array.isArray(value)) return value.map((v) => expandPath(v, path));
    if (path.length === 0) return typeof value === 'string' ? (lookup(value) ?? value) : value;
    if (typeof value !== 'object' || value === null) return value;
    const [head, ...rest] = path as [string, ...string[]];
    if (!(head in value)) return value;
    return { ...value, [head]: expandPath((value as Json)[head], rest) };
  }

  function expand(value: unknown, paths: string[]): unknown {
    return paths.reduce((current, path) => expandPath(current, path.split('.')), value);
  }

  function list(url: string, items: unknown[], query: FormObject): Json {
    const limit = int(query, 'limit') ?? 10;
    if (limit < 1 || limit > 100) throw invalid('limit', 'This value must be between 1 and 100.');
    return { object: 'list', data: items.slice(0, limit), has_more: items.length > limit, url };
  }

  const newestFirst = <T extends { created: number }>(items: Iterable<T>) => [...items].reverse();

  return { renderSubscription, lookup, expandPath, expand, list, newestFirst };
}
