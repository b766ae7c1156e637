import type { Context } from 'hono';
import type { AppEnv } from './context';

/**
 * Answers a public GET from the edge cache (the Workers Cache API) when it holds the URL, and
 * stores a fresh answer there for `maxAge` seconds. The sky's events are the same for every
 * reader and costly to compute (a year of them is a few hundred milliseconds), so the cache
 * key is the URL alone. Where no cache exists the answer is computed every time.
 */
export async function cachedGet(
  c: Context<AppEnv>,
  maxAge: number,
  answer: () => Response | Promise<Response>,
): Promise<Response> {
  const cache = typeof caches === 'undefined' ? undefined : (caches as unknown as { default?: Cache }).default;
  const key = new Request(c.req.url, { method: 'GET' });
  const hit = await cache?.match(key);
  if (hit) return new Response(hit.body, hit);
  const fresh = await answer();
  fresh.headers.set('Cache-Control', `public, max-age=${maxAge}`);
  if (cache && fresh.ok) c.executionCtx.waitUntil(cache.put(key, fresh.clone()));
  return fresh;
}
