import { said } from '@worker/lib/i18n';
import { Hono } from 'hono';
import {
  ACTIVITY_LIST_LIMIT,
  type ActivityKind,
  ActivityRequestSchema,
  MyChartRequestSchema,
  DeleteAccountRequestSchema,
  ProfilePatchSchema,
  PublicProfileParamSchema,
} from '@schema/profile';
import { recordCompatibilityCheck } from '@worker/features/compatibility';
import { recordHoroscopeRead } from '@worker/features/horoscope';
import { authDeps, passwordRouteLimit } from '@worker/features/auth';
import { clearSessionCookie, knownDeviceOf, readAhead, requireUser, signedIn } from '@worker/lib/auth-context';
import type { AppEnv } from '@worker/lib/context';
import type { Database } from '@worker/lib/db';
import { ApiError } from '@worker/lib/errors';
import { validate } from '@worker/lib/validation';
import {
  activityOf,
  clearMyChart,
  deleteAccount,
  exportUser,
  getProfile,
  profileFirstRead,
  publicProfile,
  setMyChart,
  updateProfile,
} from './profile.service';

/** Each activity the free tools report, counted by the feature it belongs to. */
const RECORD = {
  horoscope_read: recordHoroscopeRead,
  compatibility_check: recordCompatibilityCheck,
} satisfies Record<ActivityKind, (db: Database, userId: string) => Promise<void>>;

/** /api/user: the signed-in user's own profile, activity, export and deletion (docs/product.md#profile, docs/product.md#real-privacy-rights). */
export const userRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get('/profile', async (c) =>
    c.json(await getProfile(c.get('db'), requireUser(c).user, readAhead(c, profileFirstRead)), 200),
  )
  .patch('/profile', validate('json', ProfilePatchSchema), async (c) => {
    const updated = await updateProfile(c.get('db'), requireUser(c).user, c.req.valid('json'));
    return c.json(await getProfile(c.get('db'), updated), 200);
  })
  .put('/my-chart', validate('json', MyChartRequestSchema), async (c) => {
    const updated = await setMyChart(c.get('db'), requireUser(c).user, c.req.valid('json').chartId);
    return c.json(await getProfile(c.get('db'), updated), 200);
  })
  .delete('/my-chart', async (c) => {
    const updated = await clearMyChart(c.get('db'), requireUser(c).user);
    return c.json(await getProfile(c.get('db'), updated), 200);
  })
  .get('/activity', async (c) =>
    c.json(await activityOf(c.get('db'), requireUser(c).user.id, ACTIVITY_LIST_LIMIT), 200),
  )
  .post('/activity', validate('json', ActivityRequestSchema), async (c) => {
    await RECORD[c.req.valid('json').kind](c.get('db'), requireUser(c).user.id);
    return c.body(null, 204);
  })
  .get('/export', async (c) => {
    const { user } = requireUser(c);
    const data = await exportUser(c.get('db'), user);
    c.header(
      'Content-Disposition',
      `attachment; filename="stella-profile-${new Date().toISOString().slice(0, 10)}.json"`,
    );
    c.header('Cache-Control', 'no-store');
    return c.json(data, 200);
  })
  // The password confirming a deletion counts toward the sign-in lockout and rate limit.
  .delete('/', passwordRouteLimit, validate('json', DeleteAccountRequestSchema), async (c) => {
    await deleteAccount(authDeps(c), c.get('config'), {
      user: requireUser(c).user,
      password: c.req.valid('json').password,
      device: await knownDeviceOf(c),
    });
    clearSessionCookie(c);
    return c.json({ success: true, message: said(c, 'Your account and all its data have been deleted') }, 200);
  });

/** GET /api/public/profile/:id: what the user made public, or 404 (a private profile is not revealed). */
export const publicRoutes = new Hono<AppEnv>().get(
  '/profile/:id',
  validate('param', PublicProfileParamSchema),
  async (c) => {
    const profile = await publicProfile(c.get('db'), c.req.valid('param').id);
    if (!profile) throw new ApiError('NOT_FOUND', 'This profile is private or does not exist');
    return c.json(profile, 200);
  },
);
