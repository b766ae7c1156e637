import { type LinkAction, LinkActions } from '@web/components/link-actions';
import { type FormEvent, useRef, useState } from 'react';
import { ResetPasswordRequestSchema } from '@schema/auth';
import { toast } from '@web/components/toast-store';
import { paths } from '@web/lib/paths';
import { resetPassword } from './auth-api';
import {
  type FieldErrors,
  NETWORK_ERROR_MESSAGE,
  describeFailure,
  issuesByField,
  validateForm,
} from '@web/components/forms/failure';
import { isExpired } from './auth-errors';
import { useSessionEnded } from './auth-state';
import { SIGN_IN_REDIRECT_MS, useDelayedNavigate } from './auth-timing';
import { useQuery } from '@web/lib/use-query';
import { AuthCard } from './auth-card';
import { NewPasswordField, PasswordField } from '@web/components/forms/field';
import { StatusIcon } from '@web/components/status-icon';
import { useFocusFirstInvalid } from '@web/components/forms/use-focus-first-invalid';

/** The card's heading, its page title and the line under it. */
const RESET_CARD = {
  title: 'Choose a new password',
  pageTitle: 'Reset Password',
  subtitle: 'Setting a new password signs you out on every device.',
} as const;

const BAD_LINK_STEPS: readonly LinkAction[] = [
  { to: paths.forgotPassword, label: 'Request a New Link', look: 'primary' },
  { to: paths.signIn, label: 'Back to Sign In', look: 'ghost' },
];
const DONE_STEPS: readonly LinkAction[] = [{ to: paths.signIn, label: 'Continue to Sign In', look: 'primary' }];

export type ResetState =
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
        <LinkActions className="auth__actions" links={BAD_LINK_STEPS} />
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
        <LinkActions className="auth__actions" links={DONE_STEPS} />
      </AuthCard>
    );
  }

  return (
    <AuthCard {...RESET_CARD}>
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

export default ResetPasswordPage;
