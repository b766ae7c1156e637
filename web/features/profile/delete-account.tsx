import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '@web/components/dialog';
import { toast } from '@web/components/toast-store';
import { paths } from '@web/lib/paths';
import { describeFailure, issuesByField, networkErrorMessage } from '@web/components/forms/failure';
import { useSessionEnded } from '@web/features/auth';
import { PasswordField } from '@web/components/forms/field';
import { useT } from '@web/lib/i18n';
import { deleteAccount } from './profile-api';
import { profileMessages } from './messages';
import { Panel } from './profile-ui';
import { TrashIcon } from './profile-icons';

/** docs/product.md#real-privacy-rights: deletion really deletes; the password confirms it is the owner. */
export function DeleteAccount() {
  const t = useT(profileMessages);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const sessionEnded = useSessionEnded();
  const navigate = useNavigate();

  const close = () => {
    if (pending) return;
    setOpen(false);
    setPassword('');
    setError(undefined);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    if (!password) {
      setError(t('profile.delete.passwordRequired'));
      input.current?.focus();
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      const res = await deleteAccount(password);
      // Like signing out (docs/product.md#states): forget the user here and in the other tabs, then go home.
      await sessionEnded();
      navigate(paths.home);
      toast({ title: t('profile.delete.deletedTitle'), description: res.message, variant: 'success' });
    } catch (err) {
      setPending(false);
      const failure = describeFailure(err);
      const fieldError = issuesByField(failure.issues).password;
      if (fieldError) {
        setError(fieldError);
        input.current?.focus();
        return;
      }
      toast({
        title: t('profile.delete.failedTitle'),
        description: failure.network ? networkErrorMessage() : (failure.message ?? t('profile.delete.failedText')),
        variant: 'destructive',
      });
    }
  };

  return (
    <Panel title={t('profile.delete.panelTitle')} tone="danger" icon={<TrashIcon />}>
      <div className="data-row">
        <div className="data-row__text">
          <h3 className="data-row__title">{t('profile.delete.title')}</h3>
          <p className="muted">{t('profile.delete.text')}</p>
        </div>
        <button type="button" className="btn btn--danger" onClick={() => setOpen(true)}>
          {t('profile.delete.open')}
        </button>
      </div>
      <Dialog
        open={open}
        onClose={close}
        title={t('profile.delete.confirmTitle')}
        description={<p>{t('profile.delete.confirmText')}</p>}
      >
        <form className="profile-form" noValidate onSubmit={onSubmit}>
          <PasswordField
            label={t('profile.delete.password')}
            name="password"
            autoComplete="current-password"
            inputRef={input}
            value={password}
            onValueChange={setPassword}
            error={error}
            hint={t('profile.delete.passwordHint')}
            required
          />
          <div className="dialog__actions">
            <button type="button" className="btn btn--outline" onClick={close} disabled={pending}>
              {t('profile.delete.cancel')}
            </button>
            <button type="submit" className="btn btn--danger" disabled={pending}>
              {pending ? t('profile.delete.deleting') : t('profile.delete.confirm')}
            </button>
          </div>
        </form>
      </Dialog>
    </Panel>
  );
}
