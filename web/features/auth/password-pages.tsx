import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AUTH_MESSAGES, ResetPasswordRequestSchema } from '@schema/auth';
import { toast } from '@web/components/toast-store';
import { paths } from '@web/lib/paths';
import { forgotPassword, resetPassword } from './auth-api';
import {
  type FieldErrors,
  NETWORK_ERROR_MESSAGE,
  describeFailure,
  issuesByField,
  validateForm,
} from '@web/components/forms/failure';
import { isExpired, readEmail } from './auth-errors';
import { useSessionEnded } from './auth-state';
import { SIGN_IN_REDIRECT_MS, useDelayedNavigate } from './auth-timing';
import { useQuery } from '@web/lib/use-query';
import { AuthCard } from './auth-card';
import { EmailField, NewPasswordField, PasswordField } from '@web/components/forms/field';
import { StatusIcon } from '@web/components/status-icon';
import { useFocusFirstInvalid } from '@web/components/forms/use-focus-first-invalid';

/**
 * /forgot-password: asks for the address and always shows the same confirmation, so the page
 * never tells whether an account exists.
 */
export function ForgotPasswordPage() {
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
        ? NETWORK_ERROR_MESSAGE
        : (failure.message ?? 'Something went wrong. Please try again.');
      toast({ title: 'Request Failed', description, variant: 'destructive' });
    }
  };

  if (phase === 'sent') {
    return (
      <AuthCard pageTitle="Forgot Password" title="Check your email" icon={<StatusIcon kind="mail" />}>
        <p className="auth__text" role="status">
          {AUTH_MESSAGES.forgotSent}
        </p>
        <p className="auth__text muted auth__small">
          The link works once and expires soon. Check your spam folder if it does not arrive.
        </p>
        <div className="auth__actions">
          <Link to={paths.signIn} className="btn btn--primary">
            Back to Sign In
          </Link>
          <button type="button" className="btn btn--ghost" onClick={() => setPhase('idle')}>
            Use another address
          </button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      pageTitle="Forgot Password"
      subtitle="Enter your email and we will send you a link to choose a new one."
    >
      <form ref={form} className="auth-form" noValidate onSubmit={onSubmit}>
        <EmailField value={email} onValueChange={setEmail} error={error} />
        <button type="submit" className="btn btn--primary auth-form__submit" disabled={phase !== 'idle'}>
          {phase === 'pending' ? 'Sending…' : 'Send Reset Link'}
        </button>
        <p className="auth-form__switch">
          Remembered it? <Link to={paths.signIn}>Back to Sign In</Link>
        </p>
      </form>
    </AuthCard>
  );
}

type ResetState =
  | { kind: 'form' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string; expired: boolean };

/** /reset-password?token=: the new password twice, then on to /signin. */
export function ResetPasswordPage() {
  const params = useQuery();
  const token = params.get('token')?.trim() ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [state, setState] = useState<ResetState>({ kind: 'form' });
  const form = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(form);
  const later = useDelayedNavigate();
  const sessionEnded = useSessionEnded();

  const fail = (next: FieldErrors) => {
    setErrors(next);
    focusInvalid();
    if (next.password) toast({ title: 'Password Error', description: next.password, variant: 'destructive' });
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const checked = validateForm(ResetPasswordRequestSchema, { token, password }, { password: 'Password is required' });
    const next: FieldErrors = { ...(checked.errors ?? {}) };
    if (!next.password && confirm !== password) next.confirm = 'Passwords do not match';
    if (checked.errors || next.confirm) return fail(next);
    setErrors({});
    setPending(true);
    try {
      const res = await resetPassword({ token, password });
      // The server ended every session of the account, this one included.
      await sessionEnded();
      setState({ kind: 'done', message: res.message });
      toast({ title: 'Password Updated', description: res.message, variant: 'success' });
      later(paths.signIn, SIGN_IN_REDIRECT_MS);
    } catch (err) {
      const failure = describeFailure(err);
      setPending(false);
      const fieldErrors = issuesByField(failure.issues);
      if (fieldErrors.password) return fail({ password: fieldErrors.password });
      if (failure.network) {
        toast({ title: 'Reset Failed', description: NETWORK_ERROR_MESSAGE, variant: 'destructive' });
        return;
      }
      const message = fieldErrors.token ?? failure.message ?? 'Failed to reset your password. Please try again.';
      if (failure.code === 'TOKEN_INVALID' || isExpired(failure) || fieldErrors.token) {
        setState({ kind: 'failed', message, expired: isExpired(failure) });
      }
      toast({ title: 'Reset Failed', description: message, variant: 'destructive' });
    }
  };

  if (!token || state.kind === 'failed') {
    const message = state.kind === 'failed' ? state.message : 'No reset token provided';
    return (
      <AuthCard
        pageTitle="Reset Password"
        title={state.kind === 'failed' && state.expired ? 'This link has expired' : 'This link does not work'}
        icon={<StatusIcon kind="error" />}
      >
        <p className="auth__text" role="alert">
          {message}
        </p>
        <div className="auth__actions">
          <Link to={paths.forgotPassword} className="btn btn--primary">
            Request a New Link
          </Link>
          <Link to={paths.signIn} className="btn btn--ghost">
            Back to Sign In
          </Link>
        </div>
      </AuthCard>
    );
  }

  if (state.kind === 'done') {
    return (
      <AuthCard pageTitle="Password Updated" title="Password updated" icon={<StatusIcon kind="success" />}>
        <p className="auth__text" role="status">
          {state.message}
        </p>
        <p className="auth__text muted">Taking you to sign in…</p>
        <div className="auth__actions">
          <Link to={paths.signIn} className="btn btn--primary">
            Continue to Sign In
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      pageTitle="Reset Password"
      subtitle="Setting a new password signs you out on every device."
    >
      <form ref={form} className="auth-form" noValidate onSubmit={onSubmit}>
        <NewPasswordField
          label="New password"
          name="password"
          value={password}
          onValueChange={setPassword}
          error={errors.password}
        />
        <PasswordField
          label="Confirm new password"
          name="confirm"
          autoComplete="new-password"
          value={confirm}
          onValueChange={setConfirm}
          error={errors.confirm}
          required
        />
        <button type="submit" className="btn btn--primary auth-form__submit" disabled={pending}>
          {pending ? 'Saving…' : 'Set New Password'}
        </button>
      </form>
    </AuthCard>
  );
}
