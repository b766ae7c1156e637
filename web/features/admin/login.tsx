import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { Field, PasswordField } from '@web/components/forms/field';
import { toast } from '@web/components/toast-store';
import { LanguageSwitcher } from '@web/features/layout';
import { ApiRequestError } from '@web/lib/api';
import { useT } from '@web/lib/i18n';
import { AUTH_KEY, adminLogin, useAdminAuth } from './admin-api';
import { adminBase } from './admin-path';
import { adminMessages } from './messages';

/**
 * The portal's sign-in: username and password (shown or hidden), then the authenticator's code
 * when the server asks for it. One answer for every failure, as the server gives it.
 */
export function AdminLogin() {
  const t = useT(adminMessages);
  const base = adminBase() ?? '/';
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { data: auth } = useAdminAuth();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [pending, setPending] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (needsCode) codeRef.current?.focus();
  }, [needsCode]);

  if (auth?.isAuthenticated) return <Navigate replace to={base} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      toast({ title: t('admin.login.error'), description: t('admin.login.missing'), variant: 'destructive' });
      return;
    }
    setPending(true);
    try {
      await adminLogin({ username: username.trim(), password, ...(needsCode && code ? { code: code.trim() } : {}) });
      await mutate(AUTH_KEY);
      navigate(base, { replace: true });
    } catch (error) {
      const body = error instanceof ApiRequestError ? error.body : undefined;
      if (body?.details?.codeRequired === true) {
        setNeedsCode(true);
      } else {
        setCode('');
        toast({
          title: t('admin.login.failed'),
          description: body?.message ?? t('admin.login.invalid'),
          variant: 'destructive',
        });
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <main className="admin-login" id="content">
      <LanguageSwitcher className="admin-login__language" />
      <form className="card admin-login__card" onSubmit={submit} noValidate aria-busy={pending}>
        <h1 className="admin-login__title">{t('admin.login.title')}</h1>
        <p className="admin-login__subtitle">{t('admin.login.subtitle')}</p>
        <Field
          label={t('admin.login.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onValueChange={setUsername}
        />
        <PasswordField
          label={t('admin.login.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
        />
        {needsCode ? (
          <Field
            label={t('admin.login.code')}
            hint={t('admin.login.codeHint')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            inputRef={codeRef}
            value={code}
            onValueChange={(v) => setCode(v.replace(/\D/g, ''))}
          />
        ) : null}
        <button type="submit" className="btn btn--primary admin-login__submit" disabled={pending}>
          {pending ? t('admin.login.pending') : t('admin.login.submit')}
        </button>
        <p className="admin-login__note">{t('admin.login.security')}</p>
      </form>
    </main>
  );
}
