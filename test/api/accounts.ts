/**
 * Test factories and a browser-like client for the accounts API: each client has its own
 * address (so per-address limits do not meet) and its own cookie jar.
 */
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { Tier } from '@schema/auth';
import { hashPassword } from '@worker/lib/passwords';
import { api } from './helpers';
import { testD1 } from './database';

let addresses = 0;

export interface Client {
  address: string;
  /** The session cookie ("stella_session=…"), or null when signed out. */
  cookie: string | null;
  /** The known-device cookie ("stella_device=…"), once a sign-in or reset set it. */
  device: string | null;
  /** The admin portal's session cookie ("stella_admin=…"), once an admin login set it. */
  admin: string | null;
  request(path: string, init?: RequestInit): Promise<Response>;
  post(path: string, body?: unknown, init?: RequestInit): Promise<Response>;
}

export function newClient(): Client {
  addresses++;
  const client: Client = {
    address: `2001:db8::${addresses.toString(16)}`,
    cookie: null,
    device: null,
    admin: null,
    async request(path, init = {}) {
      const headers = new Headers(init.headers);
      headers.set('CF-Connecting-IP', client.address);
      // A request with its own Cookie header plays another device: its answer leaves the jar alone.
      const ownJar = !headers.has('Cookie');
      const jar = [client.cookie, client.device, client.admin].filter(Boolean).join('; ');
      if (jar && ownJar) headers.set('Cookie', jar);
      const res = await api(path, { ...init, headers, redirect: 'manual' });
      if (!ownJar) return res;
      for (const set of res.headers.getSetCookie()) {
        const pair = set.split(';')[0] ?? '';
        const value = pair.endsWith('=') || /Max-Age=0/i.test(set) ? null : pair;
        if (pair.startsWith('stella_session=')) client.cookie = value;
        else if (pair.startsWith('stella_device=')) client.device = value;
        else if (pair.startsWith('stella_admin=')) client.admin = value;
      }
      return res;
    },
    post(path, body, init = {}) {
      const headers = new Headers(init.headers);
      if (body !== undefined) headers.set('Content-Type', 'application/json');
      return client.request(path, {
        ...init,
        method: init.method ?? 'POST',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    },
  };
  return client;
}

/** The newest message in the outbox to an address. */
export async function lastMail(
  to: string,
  kind?: string,
): Promise<{ kind: string; subject: string; text: string } | null> {
  const row = await testD1
    .prepare(
      `SELECT kind, subject, text FROM mail_outbox WHERE to_address = ?1 ${kind ? 'AND kind = ?2' : ''} ORDER BY id DESC LIMIT 1`,
    )
    .bind(...(kind ? [to, kind] : [to]))
    .first<{ kind: string; subject: string; text: string }>();
  return row ?? null;
}

/** The link in the newest message of that kind, as a path ("/verify-email?token=..."). */
export async function mailLink(to: string, kind: string): Promise<{ path: string; token: string }> {
  const mail = await lastMail(to, kind);
  expect(mail, `a ${kind} mail to ${to}`).not.toBeNull();
  const url = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
  return { path: `${url.pathname}${url.search}`, token: url.searchParams.get('token') ?? '' };
}

let emails = 0;
export const uniqueEmail = (label = 'user') => `${label}.${Date.now().toString(36)}.${++emails}@example.com`;

export const PASSWORD = 'correct horse battery';

/** A verified user of the given tier, made directly in the database. */
export async function createUser(
  options: { tier?: Tier; email?: string; password?: string; verified?: boolean; trialDays?: number } = {},
): Promise<{ id: string; email: string; password: string }> {
  const id = crypto.randomUUID();
  const email = options.email ?? uniqueEmail(options.tier ?? 'free');
  const password = options.password ?? PASSWORD;
  const tier = options.tier ?? 'free';
  const now = Date.now();
  await testD1
    .prepare(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, email_verified_at, is_premium, subscription_type, trial_ends_at, created_at, updated_at)
     VALUES (?1, ?2, ?3, 'Test', 'User', ?4, ?5, ?6, ?7, ?8, ?8)`,
    )
    .bind(
      id,
      email,
      await hashPassword(password, env.PASSWORD_PEPPER),
      options.verified === false ? null : now,
      tier === 'free' ? 0 : 1,
      tier,
      options.trialDays ? now + options.trialDays * 86_400_000 : null,
      now,
    )
    .run();
  return { id, email, password };
}

/** A signed-in client of a new user of that tier. */
export async function signedInClient(
  tier: Tier = 'free',
): Promise<Client & { user: { id: string; email: string; password: string } }> {
  const user = await createUser({ tier });
  const client = newClient();
  const res = await client.post('/api/auth/email/login', { email: user.email, password: user.password });
  expect(res.status).toBe(200);
  return Object.assign(client, { user });
}
