import { type Context, Hono } from 'hono';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  ChangePasswordRequestSchema,
  EmailOnlyRequestSchema,
  EmailSignupRequestSchema,
  LoginRequestSchema,
  type LoginResponse,
  type MessageResponse,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  type SessionInfo,
  type SignupResponse,
  type VerifyEmailResponse,
} from '@schema/auth';
import type { AppEnv } from '@worker/lib/context';
import { ApiError } from '@worker/lib/errors';
import { requestLimit } from '@worker/lib/request-limit';
import {
  clearSessionCookie,
  endAllSessions,
  endSession,
  endSessionOf,
  listSessions,
  requireUser,
  setSessionCookie,
  signedIn,
  userAgentOf,
} from '@worker/lib/sessions';
import { siteOrigin } from '@worker/lib/site-url';
import { validate } from '@worker/lib/validation';
import {
  type AuthDeps,
  changePassword,
  forgotPassword,
  resendVerification,
  resetPassword,
  signIn,
  signUp,
  toUser,
  verifyEmail,
} from './auth.service';

/** Sign-in, sign-up and the password routes: per client address, as configured. */
const limited = requestLimit('auth', (config) => config.AUTH_RATE_LIMIT_PER_MINUTE);

const deps = (c: Context<AppEnv>): AuthDeps => ({ db: c.get('db'), config: c.get('config'), origin: siteOrigin(c) });

/** Both sign-in paths answer alike: the user, and the session cookie. */
async function signedInAnswer(
  c: Context<AppEnv>,
  { email, password }: { email: string; password: string },
): Promise<LoginResponse> {
  const { user, issued } = await signIn(deps(c), { email, password, userAgent: userAgentOf(c) });
  setSessionCookie(c, issued);
  return { success: true, message: AUTH_MESSAGES.signedIn, user: toUser(user) };
}

const signedUp: SignupResponse = { success: true, requiresVerification: true, message: AUTH_MESSAGES.signupSent };

export const authRoutes = new Hono<AppEnv>()
  // The /signin page's calls and the /login page's calls (docs/product.md#api): same behaviour, the spec's two paths each.
  .post('/email/signup', limited, validate('json', EmailSignupRequestSchema), async (c) => {
    await signUp(deps(c), c.req.valid('json'));
    return c.json(signedUp, 201);
  })
  .post('/register', limited, validate('json', RegisterRequestSchema), async (c) => {
    await signUp(deps(c), c.req.valid('json'));
    return c.json(signedUp, 201);
  })
  .post('/email/login', limited, validate('json', LoginRequestSchema), async (c) => {
    return c.json(await signedInAnswer(c, c.req.valid('json')), 200);
  })
  .post('/login', limited, validate('json', LoginRequestSchema), async (c) => {
    return c.json(await signedInAnswer(c, c.req.valid('json')), 200);
  })
  .get('/user', (c) => c.json(toUser(requireUser(c).user), 200))
  .post('/logout', async (c) => {
    const session = c.get('session');
    if (session) await endSession(c.get('db'), session.id);
    clearSessionCookie(c);
    return c.json({ success: true, message: AUTH_MESSAGES.signedOut } satisfies MessageResponse, 200);
  })
  .post('/logout-all', signedIn, async (c) => {
    const { user } = requireUser(c);
    await endAllSessions(c.get('db'), user.id);
    clearSessionCookie(c);
    return c.json({ success: true, message: AUTH_MESSAGES.signedOut } satisfies MessageResponse, 200);
  })
  .get('/sessions', signedIn, async (c) => {
    const { user, session } = requireUser(c);
    const rows = await listSessions(c.get('db'), user.id);
    const list: SessionInfo[] = rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      userAgent: row.userAgent,
      current: row.id === session.id,
    }));
    return c.json({ sessions: list }, 200);
  })
  .delete('/sessions/:id', signedIn, validate('param', z.object({ id: z.string().min(1).max(100) })), async (c) => {
    const { user, session } = requireUser(c);
    const { id } = c.req.valid('param');
    if (!(await endSessionOf(c.get('db'), user.id, id))) throw new ApiError('NOT_FOUND', 'No such session');
    if (id === session.id) clearSessionCookie(c);
    return c.json({ success: true, message: AUTH_MESSAGES.signedOut } satisfies MessageResponse, 200);
  })
  // The one GET that changes state: the link in the verification mail (docs/product.md#api).
  .get('/verify-email', limited, validate('query', z.object({ token: z.string().optional() })), async (c) => {
    const { token } = c.req.valid('query');
    try {
      if (!token) throw new ApiError('TOKEN_INVALID', 'No verification token provided');
      const user = await verifyEmail(c.get('db'), token);
      return c.json(
        { success: true, message: AUTH_MESSAGES.verified, email: user.email } satisfies VerifyEmailResponse,
        200,
      );
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      // The one error shape, plus the spec's `success: false` that the page reads.
      return c.json(
        { success: false, message: err.message, code: err.code, requestId: c.get('requestId') },
        err.status,
      );
    }
  })
  .post('/resend-verification', limited, validate('json', EmailOnlyRequestSchema), async (c) => {
    await resendVerification(deps(c), c.req.valid('json').email);
    return c.json({ success: true, message: AUTH_MESSAGES.resendSent } satisfies MessageResponse, 200);
  })
  .post('/forgot-password', limited, validate('json', EmailOnlyRequestSchema), async (c) => {
    await forgotPassword(deps(c), c.req.valid('json').email);
    return c.json({ success: true, message: AUTH_MESSAGES.forgotSent } satisfies MessageResponse, 200);
  })
  .post('/reset-password', limited, validate('json', ResetPasswordRequestSchema), async (c) => {
    const { token, password } = c.req.valid('json');
    await resetPassword(c.get('db'), c.get('config').PASSWORD_PEPPER, token, password);
    clearSessionCookie(c);
    return c.json({ success: true, message: AUTH_MESSAGES.passwordReset } satisfies MessageResponse, 200);
  })
  .post('/change-password', signedIn, limited, validate('json', ChangePasswordRequestSchema), async (c) => {
    const { user } = requireUser(c);
    const { currentPassword, newPassword } = c.req.valid('json');
    const issued = await changePassword(c.get('db'), c.get('config'), {
      user,
      current: currentPassword,
      next: newPassword,
      userAgent: userAgentOf(c),
    });
    setSessionCookie(c, issued);
    return c.json({ success: true, message: AUTH_MESSAGES.passwordChanged } satisfies MessageResponse, 200);
  });
