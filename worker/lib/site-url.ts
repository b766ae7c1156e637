import type { Context } from 'hono';
import type { AppEnv } from './context';

/** The site's public origin for links that leave the request (mail, Stripe): PUBLIC_URL, else the request's own. */
export function siteOrigin(c: Context<AppEnv>): string {
  return new URL(c.get('config').PUBLIC_URL ?? c.req.url).origin;
}

/** An absolute link to a path of the site. */
export function siteUrl(origin: string, path: string): string {
  return new URL(path, origin).toString();
}
