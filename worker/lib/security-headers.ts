/**
 * Security headers for every response: the Worker sets them on what it answers, and the
 * build writes the same values into dist/_headers for static assets (vite.config.ts).
 * The CSP allows no inline script; React's style props go through the CSSOM, which
 * `style-src 'self'` permits.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), payment=(), geolocation=(self)',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** The `_headers` file of Workers static assets: security headers everywhere, long caching for hashed files. */
export function renderAssetHeadersFile(): string {
  const lines = ['/*', ...Object.entries(SECURITY_HEADERS).map(([k, v]) => `  ${k}: ${v}`)];
  lines.push('', '/assets/*', '  Cache-Control: public, max-age=31536000, immutable');
  lines.push('', '/sw.js', '  Cache-Control: no-cache');
  return `${lines.join('\n')}\n`;
}
