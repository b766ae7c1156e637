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
import { useT } from '@web/lib/i18n';
import { type AuthMessageId, authMessages } from './messages';

type Tab = 'signin' | 'signup';
const TABS: readonly { key: Tab; label: AuthMessageId }[] = [
  { key: 'signin', label: 'auth.tabs.signIn' },
  { key: 'signup', label: 'auth.tabs.signUp' },
];

function AlreadySignedIn({ returnTo }: { returnTo: string }) {
  const t = useT(authMessages);
  const { user } = useAuth();
  if (!user) return null;
  return (
    <p className="auth__notice" role="status">
      {t.rich('auth.alreadySignedIn', { strong: <strong />, link: <Link to={returnTo} /> }, { email: user.email })}
    </p>
  );
}

/** Tabs Sign In and Sign Up; success goes to the same-site `returnTo`, else home (docs/product.md#screens-and-routes). */
function AuthTabsPage({ variant, initialTab }: { variant: AuthVariant; initialTab?: Tab }) {
  const t = useT(authMessages);
  const params = useQuery();
  const [tab, setTab] = useState<Tab>(initialTab ?? (params.get('tab') === 'signup' ? 'signup' : 'signin'));
  const returnTo = safeReturnTo(params.get('returnTo'));
  const other = () => setTab(tab === 'signin' ? 'signup' : 'signin');
  const tabs: TabDef<Tab>[] = TABS.map(({ key, label }) => ({ key, label: t(label) }));
  return (
    <AuthCard
      title={t(`auth.copy.${variant}.${tab}.title`)}
      pageTitle={t(tab === 'signin' ? 'auth.tabs.signIn' : 'auth.tabs.signUp')}
      subtitle={t(`auth.copy.${variant}.${tab}.subtitle`)}
    >
      <AlreadySignedIn returnTo={returnTo} />
      <Tabs tabs={tabs} active={tab} onChange={setTab} label={t('auth.tabs.label')}>
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
