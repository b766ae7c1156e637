/** Admins for the API tests: made directly in the database, as `npm run admin:create` makes them. */
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { newTotpSecret } from '@core/admin/totp';
import { hashPassword } from '@worker/lib/passwords';
import { type Client, newClient } from './accounts';
import { testD1 } from './database';

export const ADMIN_PASSWORD = 'a long admin passphrase';
let admins = 0;

export async function createAdmin(options: { totp?: boolean } = {}) {
  const username = `admin${++admins}.${Date.now().toString(36)}`;
  const secret = options.totp ? newTotpSecret() : null;
  await testD1
    .prepare('INSERT INTO admins (id, username, password_hash, totp_secret, created_at) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(crypto.randomUUID(), username, await hashPassword(ADMIN_PASSWORD, env.PASSWORD_PEPPER), secret, Date.now())
    .run();
  return { username, secret };
}

/** A client signed in to the portal (an admin without a second factor). */
export async function adminClient(): Promise<Client & { username: string }> {
  const { username } = await createAdmin();
  const client = newClient();
  const res = await client.post('/api/admin/login', { username, password: ADMIN_PASSWORD });
  expect(res.status).toBe(200);
  expect(client.admin).toMatch(/^stella_admin=/);
  return Object.assign(client, { username });
}
