import { type FormEvent, useState } from 'react';
import { useSWRConfig } from 'swr';
import { AUTH_MESSAGES, ChangePasswordRequestSchema } from '@schema/auth';
import { toast } from '@web/components/toast-store';
import { NETWORK_ERROR_MESSAGE, describeFailure, issuesByField, validateForm } from '@web/components/forms/failure';
import { NewPasswordField, PasswordField } from '@web/components/forms/field';
import { useForm } from '@web/components/forms/use-form';
import { SESSIONS_KEY, changePassword } from './profile-api';

export type Phase = 'idle' | 'pending';

export function ChangePasswordForm() {
  const { mutate } = useSWRConfig();
  const { values, setValues, setErrors, showErrors, form, bind } = useForm({ currentPassword: '', newPassword: '' });
  const [phase, setPhase] = useState<Phase>('idle');

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (phase !== 'idle') return;
    const checked = validateForm(ChangePasswordRequestSchema, values, {
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
    });
    if (checked.errors) return showErrors(checked.errors);
    setErrors({});
    setPhase('pending');
    try {
      const res = await changePassword(checked.data);
      setValues({ currentPassword: '', newPassword: '' });
      toast({
        title: 'Password Changed',
        description: res.message || AUTH_MESSAGES.passwordChanged,
        variant: 'success',
      });
      // The other sessions ended.
      void mutate(SESSIONS_KEY);
    } catch (err) {
      const failure = describeFailure(err);
      if (failure.issues.length > 0) showErrors(issuesByField(failure.issues));
      toast({
        title: 'Password Not Changed',
        description: failure.network
          ? NETWORK_ERROR_MESSAGE
          : (failure.message ?? 'Failed to change your password. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setPhase('idle');
    }
  };

  return (
    <form ref={form} className="profile-form" noValidate onSubmit={onSubmit} aria-label="Change password">
      <h3 className="panel__subtitle">Change password</h3>
      <p className="field__hint">Changing it signs out your other devices; this one stays signed in.</p>
      <PasswordField label="Current password" autoComplete="current-password" {...bind('currentPassword')} required />
      <NewPasswordField label="New password" {...bind('newPassword')} />
      <div className="profile-form__actions">
        <button type="submit" className="btn btn--primary" disabled={phase !== 'idle'}>
          {phase === 'pending' ? 'Changing Password…' : 'Change Password'}
        </button>
      </div>
    </form>
  );
}
