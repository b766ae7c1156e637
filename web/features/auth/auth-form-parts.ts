import type { Translate } from '@web/lib/i18n';
import { emailLogin, login } from './auth-api';
import type { AuthMessageId } from './messages';

/** /signin talks to the email endpoints, /login to the classic pair; the toasts differ (docs/product.md#errors). */
export type AuthVariant = 'signin' | 'login';

export const VARIANTS = {
  signin: {
    login: emailLogin,
    loginError: { title: 'auth.signIn.error.signin.title', fallback: 'auth.signIn.error.signin.fallback' },
    signupError: { title: 'auth.signUp.error.signin.title', fallback: 'auth.signUp.error.signin.fallback' },
  },
  login: {
    login,
    loginError: { title: 'auth.signIn.error.login.title', fallback: 'auth.signIn.error.login.fallback' },
    // docs/product.md#errors names only 'Failed to create account': it is the title, the server's reason the text.
    signupError: { title: 'auth.signUp.error.login.title', fallback: undefined },
  },
} as const satisfies Record<
  AuthVariant,
  {
    loginError: { title: AuthMessageId; fallback: AuthMessageId };
    signupError: { title: AuthMessageId; fallback: AuthMessageId | undefined };
  } & Record<string, unknown>
>;

export type Phase = 'idle' | 'pending' | 'done';

export function submitLabel(
  t: Translate<AuthMessageId>,
  phase: Phase,
  idle: AuthMessageId,
  pending: AuthMessageId,
): string {
  return t(phase === 'idle' ? idle : phase === 'pending' ? pending : 'auth.redirecting');
}

/** What both account forms are told: which page's calls they make, where to go after, how to switch. */
export interface AuthFormProps {
  variant: AuthVariant;
  returnTo: string;
  onSwitch: () => void;
}
