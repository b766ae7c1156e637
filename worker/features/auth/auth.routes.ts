import { type Context, Hono } from 'hono';
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
  SessionIdParamSchema,
  type SessionsResponse,
  type SignupResponse,
  VerifyEmailQuerySchema,
  type VerifyEmailResponse,
} from '@schema/auth';
import {
  clearSessionCookie,
  knownDeviceOf,
  requireUser,
  setDeviceCookie,
  setSessionCookie,
  signedIn,
  userAgentOf,
} from '@worker/lib/auth-context';
import type { AppEnv } from '@worker/lib/context';
import { ApiError } from '@worker/lib/errors';
import { mailSettings } from '@worker/lib/mail';
import { requestLimit } from '@worker/lib/request-limit';
import { siteOrigin } from '@worker/lib/site-url';
import { requestLocale, said } from '@worker/lib/i18n';
import { validate } from '@worker/lib/validation';
import {
  type AuthDeps,
  changePassword,
  endOwnSession,
  forgotPassword,
  resendVerification,
  resetPassword,
  sessionsOf,
  signIn,
  signOut,
  signOutEverywhere,
  signUp,
  toUser,
  verifyEmail,
} from './auth.service';

/**
 * Sign-in, sign-up and every route that takes a password: per client address, as configured
 * (account deletion shares the same allowance).
 */
export const limited = requestLimit('auth', (config) => config.AUTH_RATE_LIMIT_PER_MINUTE);

/** The plain values the account services take, read from the request's configuration and origin. */
export function authDeps(c: Context<AppEnv>): AuthDeps {
  const config = c.get('config');
  return {
    db: c.get('db'),
    pepper: config.PASSWORD_PEPPER,
    jwtSecret: config.JWT_SECRET,
    mail: mailSettings(config),
    origin: siteOrigin(c),
    locale: requestLocale(c),
  };
}

const signedOut = (c: Context) =>
  ({ success: true, message: said(c, AUTH_MESSAGES.signedOut) }) satisfies MessageResponse;

/** Both sign-in paths answer alike: the user, and the session cookie. */
async function signedInAnswer(
  c: Context<AppEnv>,
  { email, password }: { email: string; password: string },
): Promise<LoginResponse> {
  const { user, issued, firstSignIn } = await signIn(authDeps(c), {
    email,
    password,
    userAgent: userAgentOf(c),
    device: await knownDeviceOf(c),
  });
  setSessionCookie(c, issued);
  await setDeviceCookie(c, user.id);
  return { success: true, message: said(c, AUTH_MESSAGES.signedIn), user: toUser(user), firstSignIn };
}

const signedUp = (c: Context): SignupResponse => ({
  success: true,
  requiresVerification: true,
  message: said(c, AUTH_MESSAGES.signupSent),
});

export const authRoutes = new Hono<AppEnv>()
  // The /signin page's calls and the /login page's calls (docs/product.md#api): same behaviour, the spec's two paths each.
  .post('/email/signup', limited, validate('json', EmailSignupRequestSchema), async (c) => {
    await signUp(authDeps(c), c.req.valid('json'));
    return c.json(signedUp(c), 201);
  })
  .post('/register', limited, validate('json', RegisterRequestSchema), async (c) => {
    await signUp(authDeps(c), c.req.valid('json'));
    return c.json(signedUp(c), 201);
  })
  .post('/email/login', limited, validate('json', LoginRequestSchema), async (c) => {
    return c.json(await signedInAnswer(c, c.req.valid('json')), 200);
  })
  .post('/login', limited, validate('json', LoginRequestSchema), async (c) => {
    return c.json(await signedInAnswer(c, c.req.valid('json')), 200);
  })
  .get('/user', (c) => c.json(toUser(requireUser(c).user), 200))
  .post('/logout', async (c) => {
    await signOut(c.get('db'), c.get('session')?.id);
    clearSessionCookie(c);
    return c.json(signedOut(c), 200);
  })
  .post('/logout-all', signedIn, async (c) => {
    await signOutEverywhere(c.get('db'), requireUser(c).user.id);
    clearSessionCookie(c);
    return c.json(signedOut(c), 200);
  })
  .get('/sessions', signedIn, async (c) => {
    const { user, session } = requireUser(c);
    return c.json({ sessions: await sessionsOf(c.get('db'), user.id, session.id) } satisfies SessionsResponse, 200);
  })
  .delete('/sessions/:id', signedIn, validate('param', SessionIdParamSchema), async (c) => {
    const { user, session } = requireUser(c);
    const { id } = c.req.valid('param');
    await endOwnSession(c.get('db'), user.id, id);
    if (id === session.id) clearSessionCookie(c);
    return c.json(signedOut(c), 200);
  })
  // The one GET that changes state: the link in the verification mail (docs/product.md#api).
  .get('/verify-email', limited, validate('query', VerifyEmailQuerySchema), async (c) => {
    const { token } = c.req.valid('query');
    try {
      if (!token) throw new ApiError('TOKEN_INVALID', 'No verification token provided');
      const user = await verifyEmail(c.get('db'), token);
      return c.json(
        { success: true, message: said(c, AUTH_MESSAGES.verified), email: user.email } satisfies VerifyEmailResponse,
        200,
      );
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      // The one error shape, plus the spec's `success: false` that the page reads.
      return c.json(
        { success: false, message: said(c, err.message), code: err.code, requestId: c.get('requestId') },
        err.status,
      );
    }
  })
  .post('/resend-verification', limited, validate('json', EmailOnlyRequestSchema), async (c) => {
    await resendVerification(authDeps(c), c.req.valid('json').email);
    return c.json({ success: true, message: said(c, AUTH_MESSAGES.resendSent) } satisfies MessageResponse, 200);
  })
  .post('/forgot-password', limited, validate('json', EmailOnlyRequestSchema), async (c) => {
    await forgotPassword(authDeps(c), c.req.valid('json').email);
    return c.json({ success: true, message: said(c, AUTH_MESSAGES.forgotSent) } satisfies MessageResponse, 200);
  })
  .post('/reset-password', limited, validate('json', ResetPasswordRequestSchema), async (c) => {
    const { token, password } = c.req.valid('json');
    const userId = await resetPassword(c.get('db'), c.get('config').PASSWORD_PEPPER, token, password);
    clearSessionCookie(c);
    // The link came through the owner's mailbox: this browser is theirs from now on.
    await setDeviceCookie(c, userId);
    return c.json({ success: true, message: said(c, AUTH_MESSAGES.passwordReset) } satisfies MessageResponse, 200);
  })
  .post('/change-password', signedIn, limited, validate('json', ChangePasswordRequestSchema), async (c) => {
    const { user } = requireUser(c);
    const { currentPassword, newPassword } = c.req.valid('json');
    const issued = await changePassword(authDeps(c), {
      user,
      current: currentPassword,
      next: newPassword,
      userAgent: userAgentOf(c),
      device: await knownDeviceOf(c),
    });
    setSessionCookie(c, issued);
    return c.json({ success: true, message: said(c, AUTH_MESSAGES.passwordChanged) } satisfies MessageResponse, 200);
  });
