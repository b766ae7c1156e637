import { type LinkAction, LinkActions } from '@web/components/link-actions';
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

const VERIFIED_STEPS: readonly LinkAction[] = [{ to: paths.login, label: 'Continue to Login', look: 'primary' }];

export const NO_TOKEN_MESSAGE = 'No verification token provided';
export const VERIFY_FAILED_MESSAGE = 'Failed to verify email. Please try again.';
/** docs/product.md#errors, "Verification | resend failure". */
export const VERIFY_RESEND_FAILED_MESSAGE = 'Failed to resend verification email. Please try again later.';

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
  const params = useQuery();
  const token = params.get('token')?.trim() ?? '';
  const emailHint = params.get('email') ?? undefined;
  const [state, setState] = useState<State>(token ? { kind: 'loading' } : { kind: 'error', message: NO_TOKEN_MESSAGE });
  const later = useDelayedNavigate();

  useEffect(() => {
    if (!token) {
      setState({ kind: 'error', message: NO_TOKEN_MESSAGE });
      toast({ title: 'Verification Failed', description: NO_TOKEN_MESSAGE, variant: 'destructive' });
      return;
    }
    let live = true;
    setState({ kind: 'loading' });
    verifyOnce(token).then(
      (res) => {
        if (!live) return;
        setState({ kind: 'success', message: res.message, email: res.email });
        toast({ title: 'Email Verified', description: res.message, variant: 'success' });
        later(paths.login, VERIFIED_REDIRECT_MS);
      },
      (err: unknown) => {
        if (!live) return;
        const failure = describeFailure(err);
        const message = failure.network ? VERIFY_FAILED_MESSAGE : (failure.message ?? VERIFY_FAILED_MESSAGE);
        // A failed attempt may be retried (a network error, say); a used or expired link will say so again.
        attempts.delete(token);
        setState(isExpired(failure) ? { kind: 'expired', message } : { kind: 'error', message });
        toast({
          title: isExpired(failure) ? 'Link Expired' : 'Verification Failed',
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
      <AuthCard pageTitle="Verify Email" title="Verifying your email…" icon={<StatusIcon kind="loading" />}>
        <p className="auth__text" role="status">
          This takes only a moment.
        </p>
      </AuthCard>
    );
  }

  if (state.kind === 'success') {
    return (
      <AuthCard pageTitle="Email Verified" title="Email verified!" icon={<StatusIcon kind="success" />}>
        <p className="auth__text" role="status">
          {state.message}
        </p>
        {state.email ? (
          <p className="auth__text">
            <strong>{state.email}</strong> is ready to use.
          </p>
        ) : null}
        <p className="auth__text muted">Taking you to sign in…</p>
        <LinkActions className="auth__actions" links={VERIFIED_STEPS} />
      </AuthCard>
    );
  }

  const expired = state.kind === 'expired';
  return (
    <AuthCard
      pageTitle={expired ? 'Link Expired' : 'Verification Failed'}
      title={expired ? 'This link has expired' : 'Verification failed'}
      icon={<StatusIcon kind="error" />}
    >
      <p className="auth__text" role="alert">
        {state.message}
      </p>
      <p className="auth__text muted">
        {expired
          ? 'Verification links last a limited time. Ask for a new one and use it soon.'
          : 'Ask for a new link, or sign in if you have already verified your address.'}
      </p>
      <div className="auth__actions">
        <ResendVerification email={emailHint} failureText={VERIFY_RESEND_FAILED_MESSAGE} />
        <Link to={paths.signUp} className="btn btn--ghost">
          Back to Sign Up
        </Link>
        <Link to={paths.login} className="btn btn--ghost">
          Try to Login Anyway
        </Link>
      </div>
    </AuthCard>
  );
}

export default VerifyEmailPage;
