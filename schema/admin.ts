import { z } from 'zod';
import { PAID_TIERS, type PaidTier, TIERS, type Tier } from '@core/plans';
import { EmailSchema, NewPasswordSchema } from './auth';

/**
 * The admin portal's contract (docs/product.md#admin-portal, docs/decisions/043-admin-portal.md):
 * the spec's /api/admin/* calls, with paging and search on users, the audit log, and the
 * second factor's `code` on the login.
 */
export const ADMIN_MESSAGES = {
  missingCredentials: 'Please enter both username and password',
  invalidCredentials: 'Invalid credentials or account locked',
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  signInRequired: 'Please sign in to the admin portal',
  emailAndPassword: 'Email and password are required',
  userNotFound: 'No user with this id',
  emailTaken: 'An account with this email already exists',
  days: 'Choose between 1 and 3650 days',
  statusUpdated: 'User status updated successfully',
  unlocked: 'Account unlocked successfully',
  activeUpdated: 'Account status updated successfully',
  created: 'User created successfully',
  deleted: 'User deleted permanently from all databases',
} as const;

/** Where the portal lives unless ADMIN_PATH says otherwise (not a secret: the accounts are the lock). */
export const DEFAULT_ADMIN_PATH = '/stelladeep2025';
/** The most days a complimentary plan runs when granted from the portal. */
export const MAX_GRANT_DAYS = 3650;
export const DEFAULT_GRANT_DAYS = 30;
export const USERS_PAGE_SIZE = 25;
export const AUDIT_PAGE_SIZE = 50;

const UsernameSchema = z
  .string({ error: ADMIN_MESSAGES.missingCredentials })
  .trim()
  .toLowerCase()
  .min(1, ADMIN_MESSAGES.missingCredentials)
  .max(64, ADMIN_MESSAGES.invalidCredentials);

/** POST /api/admin/login: the spec's username and password, and the authenticator's code when enrolled. */
export const AdminLoginRequestSchema = z.strictObject({
  username: UsernameSchema,
  password: z
    .string({ error: ADMIN_MESSAGES.missingCredentials })
    .min(1, ADMIN_MESSAGES.missingCredentials)
    .max(256, ADMIN_MESSAGES.invalidCredentials),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, ADMIN_MESSAGES.invalidCredentials)
    .optional(),
});
export type AdminLoginRequest = z.infer<typeof AdminLoginRequestSchema>;

const UserIdSchema = z.string({ error: ADMIN_MESSAGES.userNotFound }).min(1).max(64, ADMIN_MESSAGES.userNotFound);

/**
 * POST /api/admin/toggle-premium: `isPremium` grants a complimentary plan (Oracle unless `plan`
 * says Master) for `days` (30 unless given), or ends it; a Stripe subscription is never touched.
 */
export const TogglePremiumRequestSchema = z.strictObject({
  userId: UserIdSchema,
  isPremium: z.boolean(),
  plan: z.enum(PAID_TIERS).default('oracle'),
  days: z.coerce
    .number({ error: ADMIN_MESSAGES.days })
    .int(ADMIN_MESSAGES.days)
    .min(1, ADMIN_MESSAGES.days)
    .max(MAX_GRANT_DAYS, ADMIN_MESSAGES.days)
    .default(DEFAULT_GRANT_DAYS),
});
export type TogglePremiumRequest = z.input<typeof TogglePremiumRequestSchema>;

export const UnlockAccountRequestSchema = z.strictObject({ userId: UserIdSchema });
export const ToggleActiveRequestSchema = z.strictObject({ userId: UserIdSchema, isActive: z.boolean() });

const OptionalName = z.string().trim().max(60).optional().default('');

/** POST /api/admin/create-user: the spec's form; a non-free subscriptionType makes the account premium. */
export const AdminCreateUserRequestSchema = z.strictObject({
  email: z.string({ error: ADMIN_MESSAGES.emailAndPassword }).min(1, ADMIN_MESSAGES.emailAndPassword).pipe(EmailSchema),
  password: z
    .string({ error: ADMIN_MESSAGES.emailAndPassword })
    .min(1, ADMIN_MESSAGES.emailAndPassword)
    .pipe(NewPasswordSchema),
  firstName: OptionalName,
  lastName: OptionalName,
  subscriptionType: z.enum(TIERS).default('free'),
  isPremium: z.boolean().default(false),
});
export type AdminCreateUserRequest = z.input<typeof AdminCreateUserRequestSchema>;

/** GET /api/admin/users: a page of accounts, newest first, matching `search` in email or name. */
export const AdminUsersQuerySchema = z.object({
  search: z.string().trim().max(100).optional().default(''),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});

export const AuditLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  userId: z.string().max(64).optional(),
});

/** GET /api/admin/check-auth. */
export interface AdminAuthState {
  readonly isAuthenticated: boolean;
  readonly admin?: { readonly username: string; readonly totpEnrolled: boolean };
}

/** POST /api/admin/login: signed in (the cookie is set). A right password still missing its code is a 401 with `details.codeRequired`. */
export interface AdminLoginAnswer {
  readonly success: true;
  readonly admin: { readonly username: string; readonly totpEnrolled: boolean };
}

/** GET /api/admin/stats: the spec's six numbers. */
export interface AdminStats {
  readonly totalUsers: number;
  /** Accounts with a session used in the last 15 minutes. */
  readonly currentlyLoggedIn: number;
  readonly premiumUsers: number;
  readonly freeUsers: number;
  readonly lockedAccounts: number;
  /** Accounts created since 00:00 UTC. */
  readonly todayRegistrations: number;
}

/** Where a user's plan comes from; a user may have several, the highest counts. */
export interface AdminUserPlan {
  readonly tier: Tier;
  /** A Stripe subscription the portal never edits. */
  readonly subscription: { readonly tier: PaidTier; readonly until: string | null } | null;
  readonly trialUntil: string | null;
  readonly complimentary: { readonly tier: PaidTier; readonly until: string | null } | null;
}

/** The spec's account, admin view. */
export interface AdminUser {
  readonly id: string;
  readonly email: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly isActive: boolean;
  readonly isLocked: boolean;
  readonly lockedUntil: string | null;
  readonly isPremium: boolean;
  readonly plan: AdminUserPlan;
  readonly emailVerified: boolean;
  readonly isOnline: boolean;
  readonly createdAt: string;
  readonly lastLoginAt: string | null;
}

export interface AdminUsersPage {
  readonly users: readonly AdminUser[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  readonly search: string;
}

/** The answer of every user action: the spec's message and the account as it is now (null once deleted). */
export interface AdminActionAnswer {
  readonly success: true;
  readonly message: string;
  readonly user: AdminUser | null;
}

/** GET /api/admin/visit-stats: the spec's numbers, and the last 30 days for the chart. */
export interface VisitStats {
  readonly totalVisits: number;
  readonly todayVisits: number;
  /** Today and the six days before it. */
  readonly this7Days: number;
  /** Distinct visitors of each day, summed over the last 30 days (a visitor is recognised within a day only). */
  readonly uniqueVisitors: number;
  readonly topPages: readonly { readonly page: string; readonly visits: number }[];
  readonly days: readonly { readonly day: string; readonly visits: number; readonly visitors: number }[];
}

export const AUDIT_ACTIONS = [
  'admin.login',
  'admin.logout',
  'user.premium',
  'user.unlock',
  'user.active',
  'user.create',
  'user.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  readonly id: string;
  readonly at: string;
  readonly admin: string;
  readonly action: AuditAction;
  readonly targetUserId: string | null;
  /** The user's email as it is now; null once the account is deleted. */
  readonly targetEmail: string | null;
  readonly before: Record<string, unknown> | null;
  readonly after: Record<string, unknown> | null;
  readonly requestId: string;
}

export interface AuditLogPage {
  readonly entries: readonly AuditEntry[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

/** POST /api/visits: a page the app showed (its pathname; the server keeps only the route's pattern). */
export const VisitRequestSchema = z.strictObject({ path: z.string().min(1).max(512) });
