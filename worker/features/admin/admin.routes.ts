import { type Context, Hono } from 'hono';
import {
  ADMIN_MESSAGES,
  type AdminAuthState,
  AdminCreateUserRequestSchema,
  type AdminLoginAnswer,
  AdminLoginRequestSchema,
  AdminUsersQuerySchema,
  AuditLogQuerySchema,
  ToggleActiveRequestSchema,
  TogglePremiumRequestSchema,
  UnlockAccountRequestSchema,
  VisitRequestSchema,
} from '@schema/admin';
import type { AppEnv } from '@worker/lib/context';
import { clientAddress } from '@worker/lib/rate-limit';
import { requestLimit } from '@worker/lib/request-limit';
import { validate } from '@worker/lib/validation';
import { adminOnly, clearAdminCookie, loadAdmin, requireAdmin, setAdminCookie } from './admin-session';
import { actorOf, adminLogin, adminLogout } from './admin.service';
import {
  auditLog,
  createUser,
  deleteUser,
  setActive,
  setPremium,
  statsOf,
  unlockAccount,
  usersPage,
} from './admin-users.service';
import { pageOf } from '@core/pages';
import { isBot, recordVisit, visitStats } from './visits';

/** The admin acting in this request, with the request's id for the audit row. */
const actor = (c: Context<AppEnv>) => actorOf(requireAdmin(c).admin, c.get('requestId'));

/** The spec's message when it is among the fields' problems, else the first. */
const either =
  (preferred: string) =>
  (messages: readonly string[]): string =>
    messages.includes(preferred) ? preferred : (messages[0] ?? preferred);

/**
 * /api/admin (docs/product.md#admin-portal, decision 043): the spec's calls behind the admin's
 * own session; the login is limited per client address like the users' sign-in.
 */
export const adminRoutes = new Hono<AppEnv>()
  .use(loadAdmin)
  .post(
    '/login',
    requestLimit('admin-login', (config) => config.AUTH_RATE_LIMIT_PER_MINUTE),
    validate('json', AdminLoginRequestSchema, either(ADMIN_MESSAGES.missingCredentials)),
    async (c) => {
      const config = c.get('config');
      const { admin, token, expiresAt } = await adminLogin(
        {
          db: c.get('db'),
          pepper: config.PASSWORD_PEPPER,
          jwtSecret: config.JWT_SECRET,
          requestId: c.get('requestId'),
        },
        c.req.valid('json'),
      );
      setAdminCookie(c, token, expiresAt);
      const answer: AdminLoginAnswer = {
        success: true,
        admin: { username: admin.username, totpEnrolled: admin.totpSecret !== null },
      };
      return c.json(answer, 200);
    },
  )
  .get('/check-auth', (c) => {
    const admin = c.get('admin');
    const state: AdminAuthState = admin
      ? { isAuthenticated: true, admin: { username: admin.username, totpEnrolled: admin.totpSecret !== null } }
      : { isAuthenticated: false };
    return c.json(state, 200);
  })
  .post('/logout', adminOnly, async (c) => {
    const { session } = requireAdmin(c);
    await adminLogout(c.get('db'), actor(c), session.id);
    clearAdminCookie(c);
    return c.json({ success: true as const }, 200);
  })
  .get('/stats', adminOnly, async (c) => c.json(await statsOf(c.get('db')), 200))
  .get('/users', adminOnly, validate('query', AdminUsersQuerySchema), async (c) => {
    const { search, page } = c.req.valid('query');
    return c.json(await usersPage(c.get('db'), search, page), 200);
  })
  .get('/visit-stats', adminOnly, async (c) => c.json(await visitStats(c.get('db')), 200))
  .get('/audit-log', adminOnly, validate('query', AuditLogQuerySchema), async (c) => {
    const { page, userId } = c.req.valid('query');
    return c.json(await auditLog(c.get('db'), page, userId), 200);
  })
  .post('/toggle-premium', adminOnly, validate('json', TogglePremiumRequestSchema), async (c) =>
    c.json(await setPremium(c.get('db'), actor(c), c.req.valid('json')), 200),
  )
  .post('/unlock-account', adminOnly, validate('json', UnlockAccountRequestSchema), async (c) =>
    c.json(await unlockAccount(c.get('db'), actor(c), c.req.valid('json').userId), 200),
  )
  .post('/toggle-active', adminOnly, validate('json', ToggleActiveRequestSchema), async (c) =>
    c.json(await setActive(c.get('db'), actor(c), c.req.valid('json')), 200),
  )
  .post(
    '/create-user',
    adminOnly,
    validate('json', AdminCreateUserRequestSchema, either(ADMIN_MESSAGES.emailAndPassword)),
    async (c) =>
      c.json(await createUser(c.get('db'), c.get('config').PASSWORD_PEPPER, actor(c), c.req.valid('json')), 201),
  )
  .delete('/delete-user/:id', adminOnly, async (c) =>
    c.json(await deleteUser(c.get('db'), c.get('config'), actor(c), c.req.param('id')), 200),
  );

/**
 * POST /api/visits: the app reports a page it shows. Always 204 for a well-formed report: a bot,
 * a path that is not a page, or a flood is simply not counted.
 */
export const visitRoutes = new Hono<AppEnv>().post('/', validate('json', VisitRequestSchema), async (c) => {
  const userAgent = c.req.header('User-Agent');
  const page = pageOf(new URL(c.req.valid('json').path, 'http://localhost').pathname);
  if (page && !isBot(userAgent)) {
    await recordVisit(c.get('db'), { page, address: clientAddress(c.req.raw), userAgent: userAgent ?? '' });
  }
  return c.body(null, 204);
});
