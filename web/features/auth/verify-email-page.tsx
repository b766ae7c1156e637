import { LinkActions } from '@web/components/link-actions';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { VerifyEmailResponse } from '@schema/auth';
import { toast } from '@web/components/toast-store';
import { paths } from '@web/lib/paths';
import { verifyEmail } from './auth-api';
import { describeFailure } from '@web/components/forms/failure';
import { isExpired } from './auth-errors';
import { VERIFIED_REDIRECT_MS, useDelayedNavigate } from './auth-timing';
import { useQuery } from '@web/lib/use-query';
import { AuthCard } from './auth-card';
import { StatusIcon } from '@web/components/status-icon';
import { ResendVerification } from './resend-verification';
import { translate, useT } from '@web/lib/i18n';
import { authMessages } from './messages';

const noTokenMessage = () => translate(authMessages, 'auth.verify.noToken');

type State =
  | { kind: 'loading' }
  | { kind: 'success'; message: string; email?: string }
  | { kind: 'expired'; message: string }
  | { kind: 'error'; message: string };

/**
 * A token is single-use, so it is sent once per page load however often the page mounts
 * (React's development double mount, or leaving and coming back).
 */
const attempts = new Map<string, Promise<VerifyEmailResponse>>();
function verifyOnce(token: string): Promise<VerifyEmailResponse> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = verifyEmail(token);
    attempts.set(token, attempt);
  }
  return attempt;
}

/** /verify-email?token= (docs/product.md#screens-and-routes, docs/product.md#states): loading, then success (to /login after 3 s), error or expired. */
export function VerifyEmailPage() {
  const t = useT(authMessages);
  const params = useQuery();
  const token = params.get('token')?.trim() ?? '';
  const emailHint = params.get('email') ?? undefined;
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'loading' } : { kind: 'error', message: noTokenMessage() },
  );
  const later = useDelayedNavigate();

  useEffect(() => {
    if (!token) {
      const message = noTokenMessage();
      setState({ kind: 'error', message });
      toast({
        title: translate(authMessages, 'auth.verify.failedTitle'),
        description: message,
        variant: 'destructive',
      });
      return;
    }
    let live = true;
    setState({ kind: 'loading' });
    verifyOnce(token).then(
      (res) => {
        if (!live) return;
        setState({ kind: 'success', message: res.message, email: res.email });
        toast({
          title: translate(authMessages, 'auth.verify.verifiedToast'),
          description: res.message,
          variant: 'success',
        });
        later(paths.login, VERIFIED_REDIRECT_MS);
      },
      (err: unknown) => {
        if (!live) return;
        const failure = describeFailure(err);
        const fallback = translate(authMessages, 'auth.verify.failed');
        const message = failure.network ? fallback : (failure.message ?? fallback);
        // A failed attempt may be retried (a network error, say); a used or expired link will say so again.
        attempts.delete(token);
        setState(isExpired(failure) ? { kind: 'expired', message } : { kind: 'error', message });
        toast({
          title: translate(authMessages, isExpired(failure) ? 'auth.verify.linkExpired' : 'auth.verify.failedTitle'),
          description: message,
          variant: 'destructive',
        });
      },
    );
    return () => {
      live = false;
    };
  }, [token, later]);

  if (state.kind === 'loading') {
    return (
      <AuthCard
        pageTitle={t('auth.verify.pageTitle')}
        title={t('auth.verify.verifying')}
        icon={<StatusIcon kind="loading" />}
      >
        <p className="auth__text" role="status">
          {t('auth.verify.moment')}
        </p>
      </AuthCard>
    );
  }

  if (state.kind === 'success') {
    return (
      <AuthCard
        pageTitle={t('auth.verify.verifiedToast')}
        title={t('auth.verify.verifiedTitle')}
        icon={<StatusIcon kind="success" />}
      >
        <p className="auth__text" role="status">
          {state.message}
        </p>
        {state.email ? (
          <p className="auth__text">
            {t.rich('auth.verify.readyToUse', { strong: <strong /> }, { email: state.email })}
          </p>
        ) : null}
        <p className="auth__text muted">{t('auth.takingYouToSignIn')}</p>
        <LinkActions
          className="auth__actions"
          links={[{ to: paths.login, label: t('auth.verify.continueToLogin'), look: 'primary' }]}
        />
      </AuthCard>
    );
  }

  const expired = state.kind === 'expired';
  return (
    <AuthCard
      pageTitle={t(expired ? 'auth.verify.linkExpired' : 'auth.verify.failedTitle')}
      title={t(expired ? 'auth.verify.expiredTitle' : 'auth.verify.failedHeading')}
      icon={<StatusIcon kind="error" />}
    >
      <p className="auth__text" role="alert">
        {state.message}
      </p>
      <p className="auth__text muted">{t(expired ? 'auth.verify.expiredHint' : 'auth.verify.failedHint')}</p>
      <div className="auth__actions">
        <ResendVerification email={emailHint} failureText={t('auth.verify.resendFailed')} />
        <Link to={paths.signUp} className="btn btn--ghost">
          {t('auth.verify.backToSignUp')}
        </Link>
        <Link to={paths.login} className="btn btn--ghost">
          {t('auth.verify.loginAnyway')}
        </Link>
      </div>
    </AuthCard>
  );
}

export default VerifyEmailPage;
