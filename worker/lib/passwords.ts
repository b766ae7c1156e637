/**
 * Password hashing (docs/decisions/011-password-hashing.md): PBKDF2-SHA256 through WebCrypto
 * at 100,000 iterations (the Workers runtime's cap), a 16-byte random salt, and a pepper from
 * the PASSWORD_PEPPER secret mixed in with HMAC first, so a stolen database alone cannot be
 * attacked offline. Stored as "pbkdf2-sha256$v1$<iterations>$<salt>$<hash>": the version
 * lets a later scheme verify old hashes and rehash them on the next sign-in.
 */
import { PASSWORD_MIN_LENGTH } from '@schema/auth';
import { COMMON_PASSWORDS } from './data/common-passwords';
import { fromBase64Url, timingSafeEqual, toBase64Url } from './encoding';

const SCHEME = 'pbkdf2-sha256';
const VERSION = 'v1';
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

const encoder = new TextEncoder();

async function peppered(password: string, pepper: string): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(pepper), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(password.normalize('NFKC'))));
}

async function derive(
  password: string,
  pepper: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array> {
  const material = await crypto.subtle.importKey('raw', await peppered(password, pepper), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, pepper: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, pepper, salt, PBKDF2_ITERATIONS);
  return [SCHEME, VERSION, PBKDF2_ITERATIONS, toBase64Url(salt), toBase64Url(hash)].join('$');
}

/** True when the password matches the stored hash. A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string, pepper: string): Promise<boolean> {
  const [scheme, version, iterations, salt, hash] = stored.split('$');
  if (scheme !== SCHEME || version !== VERSION || !salt || !hash) return false;
  const rounds = Number(iterations);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > PBKDF2_ITERATIONS) return false;
  const actual = await derive(password, pepper, fromBase64Url(salt), rounds);
  return timingSafeEqual(actual, fromBase64Url(hash));
}

/**
 * A hash of a random password, computed once per isolate: checked against when the email is
 * unknown, so that answer takes as long as a wrong password.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(pepper: string): Promise<string> {
  decoy ??= hashPassword(crypto.randomUUID(), pepper);
  return decoy;
}

let common: Set<string> | undefined;

/** NIST SP 800-63B: refuse passwords from lists of commonly used ones (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  if (password.length < PASSWORD_MIN_LENGTH) return false;
  common ??= new Set(COMMON_PASSWORDS.split('\n'));
  return common.has(password.toLowerCase());
}
