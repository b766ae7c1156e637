import { TIERS, type Tier } from '@core/plans';
import { z } from 'zod';

/**
 * The accounts contract (docs/product.md#data, docs/product.md#api;
 * docs/product.md#one-password-rule, docs/product.md#real-mail), shared by the Worker and the web
 * app. Request schemas are strict: an unknown field is refused with 422.
 */

/** docs/product.md#one-password-rule: one policy for both sign-up pages (NIST SP 800-63B); common passwords are refused by the server. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** docs/product.md#one-password-rule: one rule for both sign-up forms and the password change, as the server states it. */
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters. Very common passwords are not accepted.`;
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters long';
export const PASSWORD_TOO_LONG = 'Password must be at most 128 characters long';
export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose a less predictable one.';

export const NewPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);

export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Email address is too long')
  .pipe(z.email('Enter a valid email address'));

const NameSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(60, `${label} is too long`);

/** POST /api/auth/email/signup (the /signin page). */
export const EmailSignupRequestSchema = z.strictObject({ email: EmailSchema, password: NewPasswordSchema });

/** POST /api/auth/register (the /login page). */
export const RegisterRequestSchema = z.strictObject({
  email: EmailSchema,
  password: NewPasswordSchema,
  firstName: NameSchema('First name'),
  lastName: NameSchema('Last name'),
});

/** POST /api/auth/email/login and /api/auth/login. */
export const LoginRequestSchema = z.strictObject({
  email: EmailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
});

export const EmailOnlyRequestSchema = z.strictObject({ email: EmailSchema });

export const ResetPasswordRequestSchema = z.strictObject({
  token: z.string().min(1, 'No reset token provided').max(200),
  password: NewPasswordSchema,
});

export const ChangePasswordRequestSchema = z.strictObject({
  currentPassword: z.string().min(1, 'Current password is required').max(1024),
  newPassword: NewPasswordSchema,
});

export const TierSchema = z.enum(TIERS);
export type { Tier };

/** The bare user of GET /api/auth/user: the spec's fields plus emailVerified and the server's tier. */
export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isPremium: z.boolean(),
  subscriptionType: TierSchema,
  /** The tier the server grants now: subscription, or a running trial (docs/product.md#server-enforced-tiers). */
  tier: TierSchema,
  trialEndsAt: z.string().nullable(),
  authProvider: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  failedLoginAttempts: z.number().int(),
  lockedUntil: z.string().nullable(),
  isActive: z.boolean(),
  isCurrentlyLoggedIn: z.boolean(),
  emailVerified: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

export const MessageResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const SignupResponseSchema = MessageResponseSchema.extend({ requiresVerification: z.literal(true) });
export type SignupResponse = z.infer<typeof SignupResponseSchema>;

export const LoginResponseSchema = MessageResponseSchema.extend({
  user: UserSchema,
  /** True on the account's first sign-in: the page says "Welcome", not "Welcome back". */
  firstSignIn: z.boolean(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const VerifyEmailResponseSchema = MessageResponseSchema.extend({ email: z.string().optional() });
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponseSchema>;

export const AuthCheckResponseSchema = z.object({ authenticated: z.literal(true), user: UserSchema });

export const SessionInfoSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export const SessionsResponseSchema = z.object({ sessions: z.array(SessionInfoSchema) });
export type SessionInfo = z.infer<typeof SessionInfoSchema>;
export type SessionsResponse = z.infer<typeof SessionsResponseSchema>;

/** DELETE /api/auth/sessions/:id: one of the user's own sessions. */
export const SessionIdParamSchema = z.object({ id: z.string().min(1).max(100) });

/** GET /api/auth/verify-email?token=…: the link in the verification mail (a missing token is the route's own answer). */
export const VerifyEmailQuerySchema = z.object({ token: z.string().optional() });

export const PremiumTestStatusSchema = z.object({ isPremium: z.boolean(), tier: TierSchema });
export type PremiumTestStatus = z.infer<typeof PremiumTestStatusSchema>;

/** The texts the server answers with; the pages show them as the spec's toasts. */
export const AUTH_MESSAGES = {
  signupSent: 'Account created. Check your email for a link to verify your address.',
  invalidCredentials: 'Invalid email or password',
  verifyFirst: 'Please verify your email before signing in. Check your inbox for the link.',
  signedIn: 'Signed in successfully',
  signedOut: 'Signed out',
  verified: 'Your email is verified. You can sign in now.',
  tokenInvalid: 'This link is invalid or has already been used.',
  tokenExpired: 'This link has expired. Request a new one.',
  resendSent: 'If that address has an account waiting for verification, we have sent a new link.',
  forgotSent: 'If that address has an account, we have sent a link to reset the password.',
  passwordReset: 'Your password has been changed. Sign in with the new one.',
  passwordChanged: 'Your password has been changed. Your other sessions were signed out.',
  wrongCurrentPassword: 'The current password is not correct',
  passwordLocked:
    'Too many wrong passwords: the account is locked for 15 minutes. Try again later, or reset your password by email.',
  signInRequired: 'Please sign in to continue',
} as const;
