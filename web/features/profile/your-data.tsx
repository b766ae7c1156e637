import { useState } from 'react';
import { Link } from 'react-router';
import type { Profile } from '@schema/profile';
import { DownloadIcon } from '@web/components/icons';
import { toast } from '@web/components/toast-store';
import { paths, publicProfilePath } from '@web/lib/paths';
import { NETWORK_ERROR_MESSAGE, describeFailure } from '@web/components/forms/failure';
import { downloadExport } from './profile-api';
import { fullName } from './profile-format';
import { Panel } from './profile-ui';
import { ShareIcon } from './profile-icons';

export function ExportButton() {
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

/** docs/product.md#validation Share Profile: only a public profile can be shared; the link is the /u/<id> page. */
export function ShareButton({ profile }: { profile: Profile }) {
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

export function YourData({ profile }: { profile: Profile }) {
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
