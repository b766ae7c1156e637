import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@web/components/toast-store';
import { paths } from '@web/lib/paths';
import { useT } from '@web/lib/i18n';
import { authMessages } from './messages';
import { forgotPassword } from './auth-api';
import { describeFailure, networkErrorMessage, issuesByField } from '@web/components/forms/failure';
import { readEmail } from './auth-errors';
import { useQuery } from '@web/lib/use-query';
import { AuthCard } from './auth-card';
import { EmailField } from '@web/components/forms/field';
import { StatusIcon } from '@web/components/status-icon';
import { useFocusFirstInvalid } from '@web/components/forms/use-focus-first-invalid';

/**
 * /forgot-password: asks for the address and always shows the same confirmation, so the page
 * never tells whether an account exists.
 */
export function ForgotPasswordPage() {
  const t = useT(authMessages);
  const params = useQuery();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [error, setError] = useState<string | undefined>();
  const [phase, setPhase] = useState<'idle' | 'pending' | 'sent'>('idle');
  const form = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(form);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (phase !== 'idle') return;
    const checked = readEmail(email);
    setError(checked.error);
    if (checked.error !== undefined) return focusInvalid();
    setPhase('pending');
    try {
      await forgotPassword(checked.email);
      setPhase('sent');
    } catch (err) {
      const failure = describeFailure(err);
      setPhase('idle');
      const fieldError = issuesByField(failure.issues).email;
      if (fieldError) {
        setError(fieldError);
        focusInvalid();
        return;
      }
      const description = failure.network
        ? networkErrorMessage()
        : (failure.message ?? t('auth.forgot.failedFallback'));
      toast({ title: t('auth.forgot.failedTitle'), description, variant: 'destructive' });
    }
  };

  if (phase === 'sent') {
    return (
      <AuthCard
        pageTitle={t('auth.forgot.pageTitle')}
        title={t('auth.forgot.sentTitle')}
        icon={<StatusIcon kind="mail" />}
      >
        <p className="auth__text" role="status">
          {t('auth.forgot.sent')}
        </p>
        <p className="auth__text muted auth__small">{t('auth.forgot.sentHint')}</p>
        <div className="auth__actions">
          <Link to={paths.signIn} className="btn btn--primary">
            {t('auth.backToSignIn')}
          </Link>
          <button type="button" className="btn btn--ghost" onClick={() => setPhase('idle')}>
            {t('auth.forgot.anotherAddress')}
          </button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      pageTitle={t('auth.forgot.pageTitle')}
      subtitle={t('auth.forgot.subtitle')}
    >
      <form ref={form} className="auth-form" noValidate onSubmit={onSubmit}>
        <EmailField value={email} onValueChange={setEmail} error={error} />
        <button type="submit" className="btn btn--primary auth-form__submit" disabled={phase !== 'idle'}>
          {t(phase === 'pending' ? 'auth.sending' : 'auth.forgot.submit')}
        </button>
        <p className="auth-form__switch">{t.rich('auth.forgot.remembered', { link: <Link to={paths.signIn} /> })}</p>
      </form>
    </AuthCard>
  );
}

export default ForgotPasswordPage;
