import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, newTotpSecret, otpauthUri, totpCode, totpStep, verifyTotp } from './totp';

// RFC 6238 appendix B (SHA-1): the ASCII secret "12345678901234567890" and its 8-digit codes.
const RFC_SECRET = base32Encode(new TextEncoder().encode('12345678901234567890'));
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP', () => {
  it('gives RFC 6238’s codes for its SHA-1 test vectors, and their last six digits as our codes', async () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    for (const [seconds, code] of RFC_VECTORS) {
      const at = new Date(seconds * 1000);
      expect(await totpCode(RFC_SECRET, at, 8), String(seconds)).toBe(code);
      expect(await totpCode(RFC_SECRET, at), String(seconds)).toBe(code.slice(-6));
    }
  });

  it('gives RFC 4226’s HOTP values for counters 0 to 9', async () => {
    const secret = new TextEncoder().encode('12345678901234567890');
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    for (const [counter, code] of expected.entries()) expect(await hotp(secret, counter)).toBe(code);
  });

  it('round-trips base32 and refuses what is not base32', () => {
    for (let n = 0; n < 40; n++) {
      const bytes = crypto.getRandomValues(new Uint8Array(n));
      expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    }
    expect(base32Decode('gezd gnbv gy3t qojq====')).toEqual(base32Decode('GEZDGNBVGY3TQOJQ'));
    expect(base32Decode('GEZD1')).toBeNull();
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(newTotpSecret());
  });

  it('accepts a code within one step of now, once, and nothing else', async () => {
    const secret = newTotpSecret();
    const now = new Date('2026-12-07T00:00:15Z');
    const step = totpStep(now);
    const earlier = await totpCode(secret, new Date(now.getTime() - 30_000));
    const current = await totpCode(secret, now);
    const later = await totpCode(secret, new Date(now.getTime() + 30_000));
    expect(await verifyTotp(secret, current, now)).toBe(step);
    expect(await verifyTotp(secret, ` ${current} `, now)).toBe(step);
    expect(await verifyTotp(secret, earlier, now)).toBe(step - 1);
    expect(await verifyTotp(secret, later, now)).toBe(step + 1);
    const stale = await totpCode(secret, new Date(now.getTime() - 90_000));
    if (![earlier, current, later].includes(stale)) expect(await verifyTotp(secret, stale, now)).toBeNull();
    // A step already used (or an earlier one) is refused: a code cannot be replayed.
    expect(await verifyTotp(secret, current, now, { after: step })).toBeNull();
    expect(await verifyTotp(secret, later, now, { after: step })).toBe(step + 1);
    for (const bad of ['', '12345', '1234567', 'abcdef', '12 3456'])
      expect(await verifyTotp(secret, bad, now)).toBeNull();
    expect(await verifyTotp('not base32!', current, now)).toBeNull();
  });

  it('writes the otpauth URI an authenticator app reads', () => {
    const uri = new URL(otpauthUri('GEZDGNBVGY3TQOJQ', 'ops@stella'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Stella Admin:ops@stella');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: 'GEZDGNBVGY3TQOJQ',
      issuer: 'Stella Admin',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
