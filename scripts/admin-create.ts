/**
 * `npm run admin:create -- --username <name> [--password-stdin] [--totp]`: creates an admin of
 * the portal (docs/decisions/043-admin-portal.md). There are no default credentials: this
 * command is the only way an admin comes to exist. The password is asked for twice without
 * echo, or read from standard input with `--password-stdin` (for scripts); `--totp` enrolls an
 * authenticator app and prints its `otpauth://` URI and a QR code to scan.
 *
 * The password is hashed as the Worker hashes (worker/lib/passwords.ts), with its
 * PASSWORD_PEPPER: taken from the environment, or locally from .dev.vars (written now if
 * `npm start` has not yet). Against production, pass the pepper you set with `wrangler secret put`.
 *   local:  the database `npm start` uses (default; --persist-to another directory)
 *   D1:     --remote, through your `wrangler login`
 *   libSQL: DATABASE_URL=libsql://… DATABASE_AUTH_TOKEN=… PASSWORD_PEPPER=… npm run admin:create -- …
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { renderUnicodeCompact } from 'uqr';
import { z } from 'zod';
import { newTotpSecret, otpauthUri } from '../core/admin/totp';
import { hashPassword, isCommonPassword } from '../worker/lib/passwords';
import { fail, runStatement, targetName } from './lib/database-command';
import { ensureDevVars } from './lib/dev-vars';
import { ROOT } from './lib/process';

const ADMIN_PASSWORD_MIN = 12;

const ArgsSchema = z.object({
  username: z
    .string({ error: 'Name the admin with --username' })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9._-]{3,64}$/, '--username takes 3 to 64 letters, digits, dots, dashes or underscores'),
  'password-stdin': z.boolean(),
  totp: z.boolean(),
  remote: z.boolean(),
  'persist-to': z.string().optional(),
});

const PasswordSchema = z
  .string()
  .min(ADMIN_PASSWORD_MIN, `An admin password has at least ${ADMIN_PASSWORD_MIN} characters`)
  .max(128, 'An admin password has at most 128 characters')
  .refine((password) => !isCommonPassword(password), 'This password is too common. Choose a less predictable one.');

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    'password-stdin': { type: 'boolean', default: false },
    totp: { type: 'boolean', default: false },
    remote: { type: 'boolean', default: false },
    /** Another local database directory than wrangler's default (the browser tests' server). */
    'persist-to': { type: 'string' },
  },
  strict: true,
});
const parsed = ArgsSchema.safeParse(values);
if (!parsed.success) fail(parsed.error.issues.map((issue) => issue.message).join('; '));
const { username, totp, remote, 'persist-to': persistTo } = parsed.data;

/** The Worker's pepper: the environment's, or the local .dev.vars one for the local database. */
function pepper(): string {
  const fromEnv = process.env.PASSWORD_PEPPER?.trim();
  if (fromEnv) return fromEnv;
  if (remote || process.env.DATABASE_URL) {
    fail('Set PASSWORD_PEPPER to the Worker’s secret (the value of `wrangler secret put PASSWORD_PEPPER`)');
  }
  ensureDevVars();
  const line = readFileSync(path.join(ROOT, '.dev.vars'), 'utf8')
    .split('\n')
    .find((l) => l.startsWith('PASSWORD_PEPPER='));
  const value = line?.slice('PASSWORD_PEPPER='.length).trim();
  if (!value) fail('.dev.vars has no PASSWORD_PEPPER');
  return value;
}

async function fromStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** Asks without echoing what is typed. */
function ask(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function password(): Promise<string> {
  if (parsed.data?.['password-stdin']) return fromStdin();
  if (!process.stdin.isTTY) fail('No terminal to ask for the password: pipe it in with --password-stdin');
  const first = await ask(`Password for ${username} (at least ${ADMIN_PASSWORD_MIN} characters): `);
  const again = await ask('The same password again: ');
  if (first !== again) fail('The two passwords differ');
  return first;
}

const chosen = PasswordSchema.safeParse(await password());
if (!chosen.success) fail(chosen.error.issues.map((issue) => issue.message).join('; '));
const passwordHash = await hashPassword(chosen.data, pepper());
const secret = totp ? newTotpSecret() : null;

const rows = await runStatement<{ id: string }>(
  'INSERT INTO admins (id, username, password_hash, totp_secret, failed_login_attempts, created_at) ' +
    'VALUES (?1, ?2, ?3, ?4, 0, ?5) ON CONFLICT(username) DO NOTHING RETURNING id',
  [crypto.randomUUID(), username, passwordHash, secret, Date.now()],
  { remote, persistTo },
);
if (rows.length === 0) fail(`An admin named ${username} already exists`);

console.log(`✓ admin ${username} created in ${targetName({ remote })}.`);
if (secret) {
  const uri = otpauthUri(secret, username);
  console.log('\nScan this with an authenticator app, or enter the key by hand:\n');
  console.log(renderUnicodeCompact(uri));
  console.log(`\n  key: ${secret}\n  uri: ${uri}\n`);
  console.log('The portal asks for its 6-digit code after the password.');
}
