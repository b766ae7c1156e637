import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Profile } from '@schema/profile';
import { DownloadIcon } from '@web/components/icons';
import { Dialog } from '@web/components/dialog';
import { toast } from '@web/components/toast-store';
import { paths, publicProfilePath } from '@web/lib/paths';
import { NETWORK_ERROR_MESSAGE, describeFailure, issuesByField } from '@web/components/forms/failure';
import { useSessionEnded } from '@web/features/auth';
import { PasswordField } from '@web/components/forms/field';
import { deleteAccount, downloadExport } from './profile-api';
import { fullName } from './profile-format';
import { ClockIcon, Panel, ShareIcon, TrashIcon } from './profile-ui';

function RecentActivity() {
  return (
    <Panel title="Recent Activity" icon={<ClockIcon />}>
      <div className="empty empty--center">
        <span className="empty__icon" aria-hidden="true">
          <ClockIcon size={28} />
        </span>
        <p className="empty__title">No recent activity yet</p>
        <p className="muted">
          Your horoscope readings, compatibility checks and conversations with Stella will show up here.
        </p>
      </div>
    </Panel>
  );
}

function ExportButton() {
  const [pending, setPending] = useState(false);
  const onClick = async () => {
    setPending(true);
    try {
      const name = await downloadExport();
      toast({ title: 'Profile Exported', description: `Your data was saved as ${name}.`, variant: 'success' });
    } catch (err) {
      toast({
        title: 'Export Failed',
        description: describeFailure(err).network
          ? NETWORK_ERROR_MESSAGE
          : 'Failed to export your profile. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <button type="button" className="btn btn--outline" onClick={() => void onClick()} disabled={pending}>
      <DownloadIcon size={18} />
      {pending ? 'Preparing…' : 'Export Profile'}
    </button>
  );
}

/** 001 §5 Share Profile: only a public profile can be shared; the link is the /u/<id> page. */
function ShareButton({ profile }: { profile: Profile }) {
  const url = new URL(publicProfilePath(profile.id), window.location.origin).href;
  const onClick = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: `${fullName(profile) || 'My profile'} on Stella`, url });
        toast({ title: 'Profile Shared', description: url, variant: 'success' });
        return;
      } catch (err) {
        if (err instanceof DOMException && err.name === 'AbortError') return;
        // No share target: copy instead.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({
        title: 'Link Copied',
        description: `Your public profile link is on the clipboard: ${url}`,
        variant: 'success',
      });
    } catch {
      toast({ title: 'Share Profile', description: `Copy this link to share your profile: ${url}` });
    }
  };
  if (!profile.isProfilePublic) {
    return (
      <button type="button" className="btn btn--outline" disabled>
        <ShareIcon />
        Make Public First
      </button>
    );
  }
  return (
    <button type="button" className="btn btn--outline" onClick={() => void onClick()}>
      <ShareIcon />
      Share Profile
    </button>
  );
}

function YourData({ profile }: { profile: Profile }) {
  return (
    <Panel title="Your Data">
      <div className="data-rows">
        <div className="data-row">
          <div className="data-row__text">
            <h3 className="data-row__title">Export your profile</h3>
            <p className="muted">
              Download everything Stella holds about you (your account, charts and activity) as a JSON file.
            </p>
          </div>
          <ExportButton />
        </div>
        <div className="data-row">
          <div className="data-row__text">
            <h3 className="data-row__title">Share your profile</h3>
            {profile.isProfilePublic ? (
              <p className="muted">
                Your public page shows your name, bio and Big Three:{' '}
                <Link to={publicProfilePath(profile.id)} className="data-row__link">
                  view your public page
                </Link>
                .
              </p>
            ) : (
              <p className="muted">
                Your profile is private. Make it public on the <Link to={paths.profile}>Overview</Link> tab (Edit
                Profile) to share it.
              </p>
            )}
          </div>
          <ShareButton profile={profile} />
        </div>
      </div>
    </Panel>
  );
}

/** DEVIATIONS #15: deletion really deletes; the password confirms it is the owner. */
function DeleteAccount() {
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
      // Like signing out (000 §4): forget the user here and in the other tabs, then go home.
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

/** 001 §2 Profile, activity: the activity placeholder, export, sharing and account deletion. */
export function ActivityTab({ profile }: { profile: Profile }) {
  return (
    <div className="stack">
      <RecentActivity />
      <YourData profile={profile} />
      <DeleteAccount />
    </div>
  );
}
