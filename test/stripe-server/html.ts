/** The hosted pages' HTML helpers and money formatting. */
import type { Answer, Price } from './model';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export const ZERO_DECIMAL = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);

export function formatAmount(amount: number, currency: string): string {
  const units = ZERO_DECIMAL.has(currency.toLowerCase()) ? amount : amount / 100;
  return new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).format(units);
}

export function priceLabel(price: Price): string {
  const amount = formatAmount(price.unit_amount, price.currency);
  if (!price.recurring) return amount;
  const { interval, interval_count: count } = price.recurring;
  return count === 1 ? `${amount}/${interval}` : `${amount} every ${count} ${interval}s`;
}

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1a1a2e}
button{font:inherit;padding:.6rem 1.2rem;background:#3b2a8c;color:#fff;border:0;border-radius:.4rem;cursor:pointer}
a{color:#3b2a8c}.muted{color:#555}</style></head>
<body><main>${body}</main></body>
</html>`;
}

/** An HTML answer. */
export const html = (body: string, status = 200): Answer => ({ kind: 'html', status, body });

/** The page for a hosted address that names nothing this server holds. */
export const notFoundPage = (what: string) =>
  html(page('Not found', `<h1>Not found</h1><p>${escapeHtml(what)}</p>`), 404);
