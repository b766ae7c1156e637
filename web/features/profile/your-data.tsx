import { useState } from 'react';
import { Link } from 'react-router';
import type { Profile } from '@schema/profile';
import { DownloadIcon } from '@web/components/icons';
import { toast } from '@web/components/toast-store';
import { paths, publicProfilePath } from '@web/lib/paths';
import { describeFailure, networkErrorMessage } from '@web/components/forms/failure';
import { useT } from '@web/lib/i18n';
import { downloadExport } from './profile-api';
import { profileMessages } from './messages';
import { fullName } from './profile-format';
import { Panel } from './profile-ui';
import { ShareIcon } from './profile-icons';

export function ExportButton() {
  const t = useT(profileMessages);
  const [pending, setPending] = useState(false);
  const onClick = async () => {
    setPending(true);
    try {
      const name = await downloadExport();
      toast({
        title: t('profile.data.exportedTitle'),
        description: t('profile.data.exportedText', { name }),
        variant: 'success',
      });
    } catch (err) {
      toast({
        title: t('profile.data.exportFailedTitle'),
        description: describeFailure(err).network ? networkErrorMessage() : t('profile.data.exportFailedText'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <button type="button" className="btn btn--outline" onClick={() => void onClick()} disabled={pending}>
      <DownloadIcon size={18} />
      {pending ? t('profile.data.preparing') : t('profile.data.export')}
    </button>
  );
}

/** docs/product.md#validation Share Profile: only a public profile can be shared; the link is the /u/<id> page. */
export function ShareButton({ profile }: { profile: Profile }) {
  const t = useT(profileMessages);
  const url = new URL(publicProfilePath(profile.id), window.location.origin).href;
  const onClick = async () => {
    if (typeof navigator.share === 'function') {
      try {
        const name = fullName(profile);
        const title = name ? t('profile.data.shareSheetTitle', { name }) : t('profile.data.shareSheetTitleNoName');
        await navigator.share({ title, url });
        toast({ title: t('profile.data.sharedTitle'), description: url, variant: 'success' });
        return;
      } catch (err) {
        if (err instanceof DOMException && err.name === 'AbortError') return;
        // No share target: copy instead.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({
        title: t('profile.data.copiedTitle'),
        description: t('profile.data.copiedText', { url }),
        variant: 'success',
      });
    } catch {
      toast({ title: t('profile.data.share'), description: t('profile.data.copyText', { url }) });
    }
  };
  if (!profile.isProfilePublic) {
    return (
      <button type="button" className="btn btn--outline" disabled>
        <ShareIcon />
        {t('profile.data.makePublicFirst')}
      </button>
    );
  }
  return (
    <button type="button" className="btn btn--outline" onClick={() => void onClick()}>
      <ShareIcon />
      {t('profile.data.share')}
    </button>
  );
}

export function YourData({ profile }: { profile: Profile }) {
  const t = useT(profileMessages);
  return (
    <Panel title={t('profile.data.title')}>
      <div className="data-rows">
        <div className="data-row">
          <div className="data-row__text">
            <h3 className="data-row__title">{t('profile.data.exportHeading')}</h3>
            <p className="muted">{t('profile.data.exportText')}</p>
          </div>
          <ExportButton />
        </div>
        <div className="data-row">
          <div className="data-row__text">
            <h3 className="data-row__title">{t('profile.data.shareHeading')}</h3>
            {profile.isProfilePublic ? (
              <p className="muted">
                {t.rich('profile.data.publicText', {
                  link: <Link to={publicProfilePath(profile.id)} className="data-row__link" />,
                })}
              </p>
            ) : (
              <p className="muted">{t.rich('profile.data.privateText', { link: <Link to={paths.profile} /> })}</p>
            )}
          </div>
          <ShareButton profile={profile} />
        </div>
      </div>
    </Panel>
  );
}
