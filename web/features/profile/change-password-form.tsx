import { type FormEvent, useState } from 'react';
import { useSWRConfig } from 'swr';
import { AUTH_MESSAGES, ChangePasswordRequestSchema } from '@schema/auth';
import { toast } from '@web/components/toast-store';
import { describeFailure, issuesByField, validateForm, networkErrorMessage } from '@web/components/forms/failure';
import { NewPasswordField, PasswordField } from '@web/components/forms/field';
import { useForm } from '@web/components/forms/use-form';
import { useT } from '@web/lib/i18n';
import { SESSIONS_KEY, changePassword } from './profile-api';
import { profileMessages } from './messages';

export type Phase = 'idle' | 'pending';

export function ChangePasswordForm() {
  const t = useT(profileMessages);
  const { mutate } = useSWRConfig();
  const { values, setValues, setErrors, showErrors, form, bind } = useForm({ currentPassword: '', newPassword: '' });
  const [phase, setPhase] = useState<Phase>('idle');

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (phase !== 'idle') return;
    const checked = validateForm(ChangePasswordRequestSchema, values, {
      currentPassword: t('profile.password.currentRequired'),
      newPassword: t('profile.password.newRequired'),
    });
    if (checked.errors) return showErrors(checked.errors);
    setErrors({});
    setPhase('pending');
    try {
      const res = await changePassword(checked.data);
      setValues({ currentPassword: '', newPassword: '' });
      toast({
        title: t('profile.password.changedTitle'),
        description: res.message || AUTH_MESSAGES.passwordChanged,
        variant: 'success',
      });
      // The other sessions ended.
      void mutate(SESSIONS_KEY);
    } catch (err) {
      const failure = describeFailure(err);
      if (failure.issues.length > 0) showErrors(issuesByField(failure.issues));
      toast({
        title: t('profile.password.failedTitle'),
        description: failure.network ? networkErrorMessage() : (failure.message ?? t('profile.password.failedText')),
        variant: 'destructive',
      });
    } finally {
      setPhase('idle');
    }
  };

  return (
    <form ref={form} className="profile-form" noValidate onSubmit={onSubmit} aria-label={t('profile.password.title')}>
      <h3 className="panel__subtitle">{t('profile.password.title')}</h3>
      <p className="field__hint">{t('profile.password.hint')}</p>
      <PasswordField
        label={t('profile.password.current')}
        autoComplete="current-password"
        {...bind('currentPassword')}
        required
      />
      <NewPasswordField label={t('profile.password.new')} {...bind('newPassword')} />
      <div className="profile-form__actions">
        <button type="submit" className="btn btn--primary" disabled={phase !== 'idle'}>
          {phase === 'pending' ? t('profile.password.changing') : t('profile.password.change')}
        </button>
      </div>
    </form>
  );
}
