import { z } from 'zod';
import { DEFAULT_ADMIN_PATH } from '@schema/admin';
import { LOG_LEVELS } from './log';

/**
 * The Worker's configuration, parsed once per isolate from the bindings. Required secrets
 * make the Worker refuse to serve when missing; every optional one switches a capability
 * from its built-in default to the real service (README, "Configuration").
 */
const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

export const ServerEnvSchema = z.object({
  APP_ENV: z.enum(['production', 'development', 'test']).default('production'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters'),
  PASSWORD_PEPPER: z.string().min(16, 'PASSWORD_PEPPER must be at least 16 characters'),
  /** libSQL/Turso instead of D1 when set (docs/decisions/004-d1-or-libsql.md). */
  DATABASE_URL: optionalString,
  DATABASE_AUTH_TOKEN: optionalString,
  /** Requests a minute per client address to the sign-in, sign-up and password routes. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /**
   * The site's public address, the only source of links that leave a request (mail, Stripe's
   * return pages). Production refuses to serve without it; elsewhere it defaults to
   * LOCAL_PUBLIC_URL (`npm start`, the tests and the bench pass their own).
   */
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  /** A mail provider with Resend's JSON API; without all three, mail stays in the outbox. */
  MAIL_API_URL: optionalString.pipe(z.url().optional()),
  MAIL_API_KEY: optionalString,
  MAIL_FROM: optionalString,
  /** Stripe: without the secret key, checkout answers 501 (payments not configured). */
  STRIPE_SECRET_KEY: optionalString,
  /** Signs the webhook events; without it the webhook route answers 501. */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Another Stripe-compatible API host (the tests' Stripe test server); api.stripe.com when unset. */
  STRIPE_API_URL: optionalString.pipe(z.url().optional()),
  /**
   * Ask Stella's language model (decision 030): any OpenAI-compatible endpoint. Without
   * AI_API_KEY the built-in offline writer answers.
   */
  AI_API_KEY: optionalString,
  AI_BASE_URL: optionalString.pipe(z.url().optional()).transform((v) => v ?? 'https://api.openai.com/v1'),
  AI_MODEL: optionalString.transform((v) => v ?? 'gpt-4o-mini'),
  /** The request field that caps an answer's length (newer OpenAI models: max_completion_tokens). */
  AI_MAX_TOKENS_FIELD: z.enum(['max_tokens', 'max_completion_tokens']).default('max_tokens'),
  AI_MAX_TOKENS: z.coerce.number().int().min(64).max(8192).default(900),
  /** The offline writer answers when the model has said nothing this long. */
  AI_FIRST_TOKEN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  /** Above this spend in a UTC day the offline writer answers (US dollars), and the prices it counts by. */
  AI_DAILY_SPEND_LIMIT_USD: z.coerce.number().min(0).default(20),
  AI_PRICE_INPUT_PER_MTOK: z.coerce.number().min(0).default(0.15),
  AI_PRICE_OUTPUT_PER_MTOK: z.coerce.number().min(0).default(0.6),
  /**
   * The lowest level of log line written (worker/lib/log.ts). Unset: debug outside production
   * (each request's own line, the local outbox's messages), info in production.
   */
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  /** Where the admin portal's screens are served (its sign-in at this path + "/login"). */
  ADMIN_PATH: z
    .string()
    .trim()
    .regex(/^\/[A-Za-z0-9_-]{1,64}$/, 'ADMIN_PATH must be one path segment such as /stelladeep2025')
    .default(DEFAULT_ADMIN_PATH),
});

/** Where `npm start` serves the product: the links' origin outside production when PUBLIC_URL is unset. */
export const LOCAL_PUBLIC_URL = 'http://localhost:8787';

/** The configuration with its cross-field rules: links never come from a request's Host header. */
const ConfigSchema = ServerEnvSchema.superRefine((env, ctx) => {
  if (env.APP_ENV === 'production' && !env.PUBLIC_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message: 'PUBLIC_URL must be set in production (the site address for links in mail and payments)',
    });
  }
}).transform((env) => ({ ...env, PUBLIC_URL: env.PUBLIC_URL ?? LOCAL_PUBLIC_URL }));
export type ServerEnv = z.infer<typeof ConfigSchema>;

export type EnvResult = { ok: true; env: ServerEnv } | { ok: false; problems: string[] };

let cached: { source: object; result: EnvResult } | undefined;

export function parseServerEnv(bindings: object): EnvResult {
  if (cached?.source === bindings) return cached.result;
  const parsed = ConfigSchema.safeParse(bindings);
  const result: EnvResult = parsed.success
    ? { ok: true, env: parsed.data }
    : { ok: false, problems: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
  cached = { source: bindings, result };
  return result;
}
