import { LinkActions } from '@web/components/link-actions';
import { type FormEvent, useRef, useState } from 'react';
import { ResetPasswordRequestSchema } from '@schema/auth';
import { toast } from '@web/components/toast-store';
import { paths } from '@web/lib/paths';
import { resetPassword } from './auth-api';
import {
  type FieldErrors,
  describeFailure,
  issuesByField,
  networkErrorMessage,
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
import { useT } from '@web/lib/i18n';
import { authMessages } from './messages';

export type ResetState =
  | { kind: 'form' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string; expired: boolean };

/** /reset-password?token=: the new password twice, then on to /signin. */
export function ResetPasswordPage() {
  const t = useT(authMessages);
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
    if (next.password) toast({ title: t('auth.passwordError'), description: next.password, variant: 'destructive' });
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const checked = validateForm(
      ResetPasswordRequestSchema,
      { token, password },
      {
        password: t('auth.required.password'),
      },
    );
    const next: FieldErrors = { ...(checked.errors ?? {}) };
    if (!next.password && confirm !== password) next.confirm = t('auth.reset.mismatch');
    if (checked.errors || next.confirm) return fail(next);
    setErrors({});
    setPending(true);
    try {
      const res = await resetPassword({ token, password });
      // The server ended every session of the account, this one included.
      await sessionEnded();
      setState({ kind: 'done', message: res.message });
      toast({ title: t('auth.reset.updatedToast'), description: res.message, variant: 'success' });
      later(paths.signIn, SIGN_IN_REDIRECT_MS);
    } catch (err) {
      const failure = describeFailure(err);
      setPending(false);
      const fieldErrors = issuesByField(failure.issues);
      if (fieldErrors.password) return fail({ password: fieldErrors.password });
      if (failure.network) {
        toast({ title: t('auth.reset.failedTitle'), description: networkErrorMessage(), variant: 'destructive' });
        return;
      }
      const message = fieldErrors.token ?? failure.message ?? t('auth.reset.failedFallback');
      if (failure.code === 'TOKEN_INVALID' || isExpired(failure) || fieldErrors.token) {
        setState({ kind: 'failed', message, expired: isExpired(failure) });
      }
      toast({ title: t('auth.reset.failedTitle'), description: message, variant: 'destructive' });
    }
  };

  if (!token || state.kind === 'failed') {
    const message = state.kind === 'failed' ? state.message : t('auth.reset.noToken');
    return (
      <AuthCard
        pageTitle={t('auth.reset.pageTitle')}
        title={t(state.kind === 'failed' && state.expired ? 'auth.reset.expiredTitle' : 'auth.reset.brokenTitle')}
        icon={<StatusIcon kind="error" />}
      >
        <p className="auth__text" role="alert">
          {message}
        </p>
        <LinkActions
          className="auth__actions"
          links={[
            { to: paths.forgotPassword, label: t('auth.reset.requestNewLink'), look: 'primary' },
            { to: paths.signIn, label: t('auth.backToSignIn'), look: 'ghost' },
          ]}
        />
      </AuthCard>
    );
  }

  if (state.kind === 'done') {
    return (
      <AuthCard
        pageTitle={t('auth.reset.updatedPageTitle')}
        title={t('auth.reset.updatedTitle')}
        icon={<StatusIcon kind="success" />}
      >
        <p className="auth__text" role="status">
          {state.message}
        </p>
        <p className="auth__text muted">{t('auth.takingYouToSignIn')}</p>
        <LinkActions
          className="auth__actions"
          links={[{ to: paths.signIn, label: t('auth.reset.continueToSignIn'), look: 'primary' }]}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.reset.title')} pageTitle={t('auth.reset.pageTitle')} subtitle={t('auth.reset.subtitle')}>
      <form ref={form} className="auth-form" noValidate onSubmit={onSubmit}>
        <NewPasswordField
          label={t('auth.reset.newPassword')}
          name="password"
          value={password}
          onValueChange={setPassword}
          error={errors.password}
        />
        <PasswordField
          label={t('auth.reset.confirmPassword')}
          name="confirm"
          autoComplete="new-password"
          value={confirm}
          onValueChange={setConfirm}
          error={errors.confirm}
          required
        />
        <button type="submit" className="btn btn--primary auth-form__submit" disabled={pending}>
          {t(pending ? 'auth.reset.saving' : 'auth.reset.submit')}
        </button>
      </form>
    </AuthCard>
  );
}

export default ResetPasswordPage;
