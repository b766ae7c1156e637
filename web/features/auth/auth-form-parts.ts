import { emailLogin, login } from './auth-api';

/** /signin talks to the email endpoints, /login to the classic pair; the toasts differ (docs/product.md#errors). */
export type AuthVariant = 'signin' | 'login';

export const VARIANTS = {
  signin: {
    login: emailLogin,
    loginError: { title: 'Sign In Error', fallback: 'Sign in failed' },
    signupError: { title: 'Sign Up Error', fallback: 'Signup failed' },
  },
  login: {
    login,
    loginError: { title: 'Login Failed', fallback: 'Invalid email or password' },
    // docs/product.md#errors names only 'Failed to create account': it is the title, the server's reason the text.
    signupError: { title: 'Failed to create account', fallback: undefined },
  },
} as const;

export type Phase = 'idle' | 'pending' | 'done';

export function submitLabel(phase: Phase, idle: string, pending: string): string {
  return phase === 'idle' ? idle : phase === 'pending' ? pending : 'Redirecting…';
}

/** What both account forms are told: which page's calls they make, where to go after, how to switch. */
export interface AuthFormProps {
  variant: AuthVariant;
  returnTo: string;
  onSwitch: () => void;
}
