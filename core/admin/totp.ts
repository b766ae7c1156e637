/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP, HMAC-SHA-1, 6 digits, 30-second
 * steps), the admin portal's second factor: the secret is shared once as an `otpauth://` URI
 * (any authenticator app reads it), and a login's code is checked against the server's clock.
 * WebCrypto only, so the same code runs in the Worker and in Node's scripts.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export const TOTP_DIGITS = 6;
export const TOTP_STEP_SECONDS = 30;
/** Steps either side of now a code is still accepted: a phone's clock may be half a minute off. */
export const TOTP_DRIFT_STEPS = 1;

/** RFC 4648 base32, upper case, without padding (how authenticator apps take a secret). */
export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/** The bytes of a base32 secret (case, spaces and padding ignored); null if it is not base32. */
export function base32Decode(text: string): Uint8Array<ArrayBuffer> | null {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) return null;
    buffer = ((buffer << 5) | value) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((buffer >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

/** A new secret: 20 random bytes (RFC 4226's recommended length for HMAC-SHA-1), in base32. */
export function newTotpSecret(): string {
  return base32Encode(crypto.getRandomValues(new Uint8Array(20)));
}

/** The code of one time step (RFC 4226 §5.3 dynamic truncation), `digits` long with leading zeros. */
export async function hotp(secret: Uint8Array<ArrayBuffer>, counter: number, digits = TOTP_DIGITS): Promise<string> {
  const message = new Uint8Array(8);
  new DataView(message.buffer).setBigUint64(0, BigInt(counter));
  const key = await crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, message));
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step an instant falls in. */
export const totpStep = (instant: Date): number => Math.floor(instant.getTime() / 1000 / TOTP_STEP_SECONDS);

/** The code a secret gives at an instant. */
export async function totpCode(secret: string, instant: Date, digits = TOTP_DIGITS): Promise<string> {
  const bytes = base32Decode(secret);
  if (!bytes) throw new Error('The TOTP secret is not base32');
  return hotp(bytes, totpStep(instant), digits);
}

/**
 * The time step a code belongs to, within the allowed drift of `now`, or null. A login stores the
 * step it accepted and refuses it (and any earlier one) next time, so a code seen over a
 * shoulder cannot be used twice. Every candidate is computed before comparing, so the answer
 * takes the same time whichever step matched.
 */
export async function verifyTotp(
  secret: string,
  code: string,
  now: Date,
  options: { after?: number } = {},
): Promise<number | null> {
  const bytes = base32Decode(secret);
  if (!bytes || !/^\d{6}$/.test(code.trim())) return null;
  const step = totpStep(now);
  const steps = Array.from({ length: 2 * TOTP_DRIFT_STEPS + 1 }, (_, i) => step - TOTP_DRIFT_STEPS + i);
  const codes = await Promise.all(steps.map((s) => hotp(bytes, s)));
  let matched: number | null = null;
  for (const [i, candidate] of codes.entries()) {
    const s = steps[i]!;
    if (timingSafeEqual(candidate, code.trim()) && (options.after === undefined || s > options.after)) matched = s;
  }
  return matched;
}

function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The `otpauth://` URI an authenticator app enrolls from (Key URI Format): issuer and account named. */
export function otpauthUri(secret: string, account: string, issuer = 'Stella Admin'): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
