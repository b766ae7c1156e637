/**
 * The route fuzzer (docs/security.md#input-errors-and-the-attack-surface): for every operation of
 * the API's description (GET /api/openapi.json, read as an outside client reads it), requests built
 * from its schemas and then broken (see generate.ts), sent as visitors and as signed-in users of
 * every tier through the real Worker. Never a 5xx; every error in the one error shape; a body that
 * is not JSON, not an object, or too large is refused (4xx), never taken.
 *
 * `npm test` sends FUZZ_REQUESTS (default 1,200); `npm run test:fuzz` sends 10,500. The seed is
 * FUZZ_SEED (default fixed), printed with every failure so that a run can be replayed.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, inject, it, vi } from 'vitest';
import type { Tier } from '@schema/auth';
import { ErrorBodySchema } from '@schema/errors';
import { app } from '@worker/app';
import { SESSION_COOKIE } from '@worker/lib/auth-context';
import { openDatabase } from '@worker/lib/db';
import { parseServerEnv } from '@worker/lib/env';
import { startSession } from '@worker/lib/sessions';
import { createUser } from '../accounts';
import { api } from '../helpers';
import { fuzzBody, fuzzParam, fuzzQuery, MUTATIONS, type Mutation, random } from './generate';
import { type FuzzRoute, fuzzRoutes, type OpenApiDocument } from './routes';
import { testD1 } from '../database';

const REQUESTS = inject('fuzzRequests');
const SEED = inject('fuzzSeed');
const CONCURRENCY = 8;
/** Signed-in users to spread writes over (each may make 60 a minute). */
const USERS = Math.max(8, Math.ceil(REQUESTS / 150));

const routerRoutes = () => [
  ...new Set(
    app.routes
      .filter(
        (r) => r.method !== 'ALL' && (r.path.startsWith('/api/') || r.path === '/auth' || r.path.startsWith('/auth/')),
      )
      .map((r) => `${r.method} ${r.path}`),
  ),
];

async function sessionCookie(userId: string): Promise<string> {
  const config = parseServerEnv(env);
  if (!config.ok) throw new Error(config.problems.join('; '));
  const { token } = await startSession(await openDatabase(config.env, testD1), env.JWT_SECRET, userId, 'fuzzer');
  return `${SESSION_COOKIE}=${token}`;
}

interface Failure {
  request: string;
  mutation: Mutation;
  status: number;
  problem: string;
  body: string;
}

/** The routes as the Worker describes them. */
async function describedRoutes(): Promise<FuzzRoute[]> {
  const res = await api('/api/openapi.json');
  expect(res.status).toBe(200);
  return fuzzRoutes((await res.json()) as OpenApiDocument);
}

/** Mutations that make any JSON body invalid whatever its schema: the route must refuse them. */
const REFUSED_BODIES = new Set<Mutation>(['broken-json', 'wrong-content-type', 'oversize-body', 'not-an-object']);

describe('route fuzzer', () => {
  it('has every route of the router in its table', async () => {
    const table = (await describedRoutes()).map((r) => `${r.method} ${r.path}`);
    expect(routerRoutes().filter((route) => !table.includes(route))).toEqual([]);
    expect(table.filter((route) => !routerRoutes().includes(route))).toEqual([]);
  });

  it(`answers ${REQUESTS} broken requests over every route without a 5xx, always in the error shape (seed ${SEED})`, async () => {
    // The local mail outbox prints every queued message; thousands of them say nothing here.
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const rng = random(SEED);
    const tiers: Tier[] = ['free', 'oracle', 'master'];
    const cookies = await Promise.all(
      Array.from({ length: USERS }, async (_, i) => sessionCookie((await createUser({ tier: tiers[i % 3] })).id)),
    );
    const FUZZ_ROUTES = await describedRoutes();
    const failures: Failure[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    let refusedChecked = 0;

    const one = async (n: number) => {
      const route = FUZZ_ROUTES[n % FUZZ_ROUTES.length] as FuzzRoute;
      const { json, query } = route;
      const mutation = MUTATIONS[Math.floor(n / FUZZ_ROUTES.length) % MUTATIONS.length] as Mutation;
      const headers = new Headers({ 'CF-Connecting-IP': `2001:db8:f0::${(n % 60_000).toString(16)}` });
      // A visitor, a signed-in user of some tier, a forged cookie, or a cross-site request.
      const who = rng.next();
      if (route.endsSession) {
        if (who < 0.5) headers.set('Cookie', await sessionCookie((await createUser()).id));
      } else if (who < 0.6) headers.set('Cookie', rng.pick(cookies));
      else if (who < 0.65)
        headers.set('Cookie', `${SESSION_COOKIE}=${rng.pick(['x', 'a.b.c', 'eyJhbGciOiJub25lIn0.e30.'])}`);
      if (rng.chance(0.05)) headers.set('Sec-Fetch-Site', 'cross-site');
      if (route.path.endsWith('/webhook') && rng.chance(0.7)) {
        headers.set(
          'Stripe-Signature',
          rng.pick(['t=1,v1=abc', 'garbage', `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`]),
        );
      }

      // A path parameter: now and then one its schema allows (a sign, a period), else anything.
      const path =
        route.path.replace(/:(\w+)/g, (_, name: string) => {
          const allowed = route.params[name]?.enum as string[] | undefined;
          return allowed && rng.chance(0.7) ? rng.pick(allowed) : fuzzParam(rng);
        }) + (route.query || rng.chance(0.2) ? fuzzQuery(query, rng, mutation) : '');
      const init: RequestInit = { method: route.method, headers };
      if (route.method !== 'GET' && (route.json || rng.chance(0.3))) {
        const body = fuzzBody(json ?? { type: 'object', properties: {} }, rng, mutation);
        headers.set('Content-Type', body.contentType);
        init.body = body.text;
        // Now and then a declared length that lies about the body.
        if (rng.chance(0.03)) headers.set('Content-Length', rng.pick(['0', '-1', 'abc', '3', '99999999']));
      }
      const request = `${route.method} ${path.slice(0, 200)}${init.body ? ` ${String(init.body).slice(0, 200)}` : ''}`;
      let res: Response;
      try {
        res = await api(path, init);
      } catch (error) {
        failures.push({ request, mutation, status: 0, problem: 'threw', body: String(error).slice(0, 300) });
        return;
      }
      sent++;
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const text = await res.text();
      const fail = (problem: string) =>
        failures.push({ request, mutation, status: res.status, problem, body: text.slice(0, 300) });
      if (res.status >= 500) return fail('5xx');
      const refusable =
        route.json && init.body !== undefined && REFUSED_BODIES.has(mutation) && String(init.body) !== '{}';
      if (refusable) refusedChecked++;
      if (refusable && res.status < 400) return fail('invalid body taken');
      if (res.status < 400) return;
      if (!(res.headers.get('Content-Type') ?? '').includes('application/json')) return fail('error not JSON');
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return fail('error body does not parse');
      }
      const shape = ErrorBodySchema.safeParse(body);
      if (!shape.success) return fail('not the error shape');
      if (shape.data.requestId !== res.headers.get('X-Request-Id')) fail('requestId differs from X-Request-Id');
    };

    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) await one(next++);
      }),
    );

    const summary = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    console.info(`fuzz: ${sent} requests over ${FUZZ_ROUTES.length} routes, seed ${SEED}: ${summary}`);
    expect(sent).toBe(REQUESTS);
    expect(failures.slice(0, 10), `${failures.length} failures (seed ${SEED})`).toEqual([]);
    // The fuzz reached past validation too: some requests succeeded, some were refused as invalid.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(422) ?? 0).toBeGreaterThan(0);
    // Bodies no schema allows were sent, and each was refused.
    expect(refusedChecked).toBeGreaterThan(20);
  }, 1_800_000);
});
