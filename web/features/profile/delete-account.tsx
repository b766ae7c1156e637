import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '@web/components/dialog';
import { toast } from '@web/components/toast-store';
import { paths } from '@web/lib/paths';
import { NETWORK_ERROR_MESSAGE, describeFailure, issuesByField } from '@web/components/forms/failure';
import { useSessionEnded } from '@web/features/auth';
import { PasswordField } from '@web/components/forms/field';
import { deleteAccount } from './profile-api';
import { Panel } from './profile-ui';
import { TrashIcon } from './profile-icons';

/** docs/product.md#real-privacy-rights: deletion really deletes; the password confirms it is the owner. */
export function DeleteAccount() {
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
      setError('Password is required');
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
      toast({ title: 'Account Deleted', description: res.message, variant: 'success' });
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
        title: 'Deletion Failed',
        description: failure.network
          ? NETWORK_ERROR_MESSAGE
          : (failure.message ?? 'Failed to delete your account. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Panel title="Danger Zone" tone="danger" icon={<TrashIcon />}>
      <div className="data-row">
        <div className="data-row__text">
          <h3 className="data-row__title">Delete your account</h3>
          <p className="muted">Permanently removes your account, saved charts, preferences and activity.</p>
        </div>
        <button type="button" className="btn btn--danger" onClick={() => setOpen(true)}>
          Delete Account
        </button>
      </div>
      <Dialog
        open={open}
        onClose={close}
        title="Delete your account?"
        description={
          <p>
            This permanently deletes your account, your saved charts, your preferences and your activity. It cannot be
            undone. If you want a copy, export your profile first.
          </p>
        }
      >
        <form className="profile-form" noValidate onSubmit={onSubmit}>
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            inputRef={input}
            value={password}
            onValueChange={setPassword}
            error={error}
            hint="Enter your password to confirm."
            required
          />
          <div className="dialog__actions">
            <button type="button" className="btn btn--outline" onClick={close} disabled={pending}>
              Cancel
            </button>
            <button type="submit" className="btn btn--danger" disabled={pending}>
              {pending ? 'Deleting…' : 'Delete My Account'}
            </button>
          </div>
        </form>
      </Dialog>
    </Panel>
  );
}
