import { useState } from 'react';
import { Link } from 'react-router';
import type { AuthVariant } from './auth-form-parts';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { useAuth } from './auth-state';
import { useQuery } from '@web/lib/use-query';
import { AuthCard } from './auth-card';
import { type TabDef, Tabs } from '@web/components/tabs';
import { safeReturnTo } from './return-to';

type Tab = 'signin' | 'signup';
const TABS: readonly TabDef<Tab>[] = [
  { key: 'signin', label: 'Sign In' },
  { key: 'signup', label: 'Sign Up' },
];

const COPY: Record<AuthVariant, Record<Tab, { title: string; subtitle: string }>> = {
  signin: {
    signin: { title: 'Welcome to Stella', subtitle: 'Sign in to keep your charts and readings in one place.' },
    signup: { title: 'Join Stella', subtitle: 'Create a free account with your email address.' },
  },
  login: {
    signin: { title: 'Welcome back', subtitle: 'Sign in to continue your cosmic journey.' },
    signup: { title: 'Create your account', subtitle: 'Your birth chart, horoscopes and readings, saved for you.' },
  },
};

function AlreadySignedIn({ returnTo }: { returnTo: string }) {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <p className="auth__notice" role="status">
      You are signed in as <strong>{user.email}</strong>. <Link to={returnTo}>Continue</Link>
    </p>
  );
}

/** Tabs Sign In and Sign Up; success goes to the same-site `returnTo`, else home (docs/product.md#screens-and-routes). */
function AuthTabsPage({ variant, initialTab }: { variant: AuthVariant; initialTab?: Tab }) {
  const params = useQuery();
  const [tab, setTab] = useState<Tab>(initialTab ?? (params.get('tab') === 'signup' ? 'signup' : 'signin'));
  const returnTo = safeReturnTo(params.get('returnTo'));
  const copy = COPY[variant][tab];
  const other = () => setTab(tab === 'signin' ? 'signup' : 'signin');
  return (
    <AuthCard title={copy.title} pageTitle={tab === 'signin' ? 'Sign In' : 'Sign Up'} subtitle={copy.subtitle}>
      <AlreadySignedIn returnTo={returnTo} />
      <Tabs tabs={TABS} active={tab} onChange={setTab} label="Sign in or sign up">
        {tab === 'signin' ? (
          <SignInForm key="signin" variant={variant} returnTo={returnTo} onSwitch={other} />
        ) : (
          <SignUpForm key="signup" variant={variant} returnTo={returnTo} onSwitch={other} />
        )}
      </Tabs>
    </AuthCard>
  );
}

/** /signin: email and password, against /api/auth/email/login and /email/signup. */
export function SignInPage() {
  return <AuthTabsPage variant="signin" />;
}

/** /login: the alternative page, with names on sign-up, against /api/auth/login and /register. */
export function LoginPage() {
  return <AuthTabsPage variant="login" />;
}

/** /signup: the /login page opened on its Sign Up tab (the verification page's 'Back to Sign Up'). */
export function SignUpPage() {
  return <AuthTabsPage variant="login" initialTab="signup" />;
}
