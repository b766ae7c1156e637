import { type Product, type Price, ok } from '../model';
import { noSuch, missing, invalid, now, newId, stored } from '../api-errors';
import { str, requiredStr, int, bool, obj, arr, expandList, metadataOf, mergeMetadata } from '../params';
import type { App } from '../app';

export function registerPrices(app: App): void {
  const { route, one } = app;
  const { products, prices } = app.store;
  const { expand, list, newestFirst } = app.render;
  route('GET', /^\/v1\/prices$/, (ctx) => {
    const keys = arr(ctx.query, 'lookup_keys')?.filter((k): k is string => typeof k === 'string');
    const active = bool(ctx.query, 'active');
    const product = str(ctx.query, 'product');
    const found = newestFirst(prices.values()).filter(
      (p) =>
        (!keys || (p.lookup_key !== null && keys.includes(p.lookup_key))) &&
        (active === undefined || p.active === active) &&
        (!product || p.product === product),
    );
    return ok(expand(list('/v1/prices', found, ctx.query), expandList(ctx.query)));
  });

  route('POST', /^\/v1\/prices$/, (ctx) => {
    const b = ctx.body;
    const currency = requiredStr(b, 'currency').toLowerCase();
    const unitAmount = int(b, 'unit_amount');
    if (unitAmount === undefined) throw missing('unit_amount');
    if (unitAmount < 0) throw invalid('unit_amount', 'This value must be greater than or equal to 0.');
    let productId = str(b, 'product');
    const productData = obj(b, 'product_data');
    if (!productId && !productData) throw missing('product');
    if (productId && !products.has(productId)) throw noSuch('product', productId, 'product', 400);
    const recurringParams = obj(b, 'recurring');
    let recurring: Price['recurring'] = null;
    if (recurringParams) {
      const interval = requiredStr(recurringParams, 'interval', 'recurring[interval]');
      if (!['day', 'week', 'month', 'year'].includes(interval))
        throw invalid('recurring[interval]', `Invalid recurring[interval]: ${interval}`);
      recurring = {
        interval,
        interval_count: int(recurringParams, 'interval_count', 'recurring[interval_count]') ?? 1,
        usage_type: 'licensed',
      };
    }
    const lookupKey = str(b, 'lookup_key') || null;
    const holder = lookupKey ? [...prices.values()].find((p) => p.lookup_key === lookupKey) : undefined;
    if (holder) {
      if (!bool(b, 'transfer_lookup_key')) {
        throw invalid('lookup_key', `A price (\`${holder.id}\`) already uses that lookup key.`);
      }
      holder.lookup_key = null;
    }
    if (!productId && productData) {
      const product: Product = {
        id: newId('prod'),
        object: 'product',
        active: true,
        name: requiredStr(productData, 'name', 'product_data[name]'),
        created: now(),
        livemode: false,
        metadata: metadataOf(productData),
      };
      products.set(product.id, product);
      productId = product.id;
    }
    const price: Price = {
      id: newId('price'),
      object: 'price',
      active: bool(b, 'active') ?? true,
      billing_scheme: 'per_unit',
      created: now(),
      currency,
      livemode: false,
      lookup_key: lookupKey,
      metadata: metadataOf(b),
      nickname: str(b, 'nickname') ?? null,
      product: productId as string,
      recurring,
      type: recurring ? 'recurring' : 'one_time',
      unit_amount: unitAmount,
      unit_amount_decimal: String(unitAmount),
    };
    prices.set(price.id, price);
    return one(ctx, price);
  });

  route('GET', /^\/v1\/prices\/([^/]+)$/, (ctx) => one(ctx, stored(prices, 'price', ctx.params[0] as string)));

  route('POST', /^\/v1\/prices\/([^/]+)$/, (ctx) => {
    const price = stored(prices, 'price', ctx.params[0] as string);
    const active = bool(ctx.body, 'active');
    if (active !== undefined) price.active = active;
    if (ctx.body.metadata !== undefined) price.metadata = mergeMetadata(price.metadata, ctx.body);
    return one(ctx, price);
  });

  route('GET', /^\/v1\/products\/([^/]+)$/, (ctx) => one(ctx, stored(products, 'product', ctx.params[0] as string)));
}
