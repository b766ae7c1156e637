import type { Context } from 'hono';
import type { AppEnv } from './context';

/**
 * The site's public origin for links that leave the request (mail, Stripe's return pages): the
 * configured PUBLIC_URL only, never the request's Host header, which a client chooses.
 */
export function siteOrigin(c: Context<AppEnv>): string {
  return new URL(c.get('config').PUBLIC_URL).origin;
}

/** An absolute link to a path of the site. */
export function siteUrl(origin: string, path: string): string {
  return new URL(path, origin).toString();
}
