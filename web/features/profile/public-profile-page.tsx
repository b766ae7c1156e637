import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ApiRequestError } from '@web/lib/api';
import { paths } from '@web/lib/paths';
import { useAuth } from '@web/features/auth';
import { usePublicProfile } from './profile-api';
import { useT } from '@web/lib/i18n';
import { fullName, useProfileFormat } from './profile-format';
import { profileMessages } from './messages';
import { BigThree, Loading, ProfileAvatar, Signature, ZodiacNote } from './profile-ui';

function Unavailable({ ownId }: { ownId: boolean }) {
  const t = useT(profileMessages);
  return (
    <div className="card profile-state">
      <title>{t('profile.public.unavailableDocTitle')}</title>
      <h1 className="profile-state__title">{t('profile.public.unavailableTitle')}</h1>
      <p className="muted">{ownId ? t('profile.public.unavailableOwn') : t('profile.public.unavailableOther')}</p>
      <div className="profile-state__actions">
        {ownId ? (
          <Link to={paths.profile} className="btn btn--primary">
            {t('profile.public.goToProfile')}
          </Link>
        ) : null}
        <Link to={paths.home} className={`btn ${ownId ? 'btn--outline' : 'btn--primary'}`}>
          {t('profile.public.backHome')}
        </Link>
      </div>
    </div>
  );
}

/** /u/:id: what a user chose to make public (docs/product.md#validation Share Profile), readable without signing in. */
export function PublicProfilePage() {
  const t = useT(profileMessages);
  const format = useProfileFormat();
  const { id = '' } = useParams();
  const { user } = useAuth();
  const { data: profile, error, mutate } = usePublicProfile(id);
  const notFound = error instanceof ApiRequestError && (error.status === 404 || error.status === 422);

  let content: ReactNode;
  if (profile) {
    const name = fullName(profile) || t('profile.public.anonymous');
    const signs = profile.astrologicalProfile;
    content = (
      <article className="card public-profile" aria-labelledby="public-profile-name">
        <title>{t('profile.public.docTitle', { name })}</title>
        <header className="public-profile__head">
          <ProfileAvatar name={profile.firstName || name} imageUrl={profile.profileImageUrl} size={112} />
          <h1 id="public-profile-name" className="public-profile__name">
            {name}
          </h1>
          <p className="muted public-profile__since">
            {t('profile.public.memberSince', { date: format.date(profile.memberSince) })}
          </p>
        </header>
        {profile.bio ? <p className="public-profile__bio">{profile.bio}</p> : null}
        {signs.sunSign ? (
          <section className="public-profile__section" aria-labelledby="public-profile-signs">
            <h2 id="public-profile-signs" className="public-profile__heading">
              {t('profile.public.bigThree')}
            </h2>
            <BigThree signs={signs} />
            <ZodiacNote zodiac="tropical" />
            <Signature signs={signs} />
          </section>
        ) : (
          <p className="muted public-profile__bio">{t('profile.public.noChart', { name })}</p>
        )}
        <footer className="public-profile__foot">
          <p className="muted">{t('profile.public.curious')}</p>
          <Link to={paths.birthChart} className="btn btn--primary">
            {t('profile.public.calculate')}
          </Link>
        </footer>
      </article>
    );
  } else if (notFound) {
    content = <Unavailable ownId={user?.id === id} />;
  } else if (error) {
    content = (
      <div className="card profile-state" role="alert">
        <title>{t('profile.page.docTitleProfile')}</title>
        <h1 className="profile-state__title">{t('profile.public.loadFailedTitle')}</h1>
        <p className="muted">{t('profile.loadFailed.text')}</p>
        <button type="button" className="btn btn--primary" onClick={() => void mutate()}>
          {t('profile.loadFailed.retry')}
        </button>
      </div>
    );
  } else {
    content = <Loading label={t('profile.public.loading')} />;
  }

  return (
    <main className="profile container public-profile-page">
      {/* Shared by link: the owner chose to show it, not to have it indexed. */}
      <meta name="robots" content="noindex" />
      {content}
    </main>
  );
}

export default PublicProfilePage;
