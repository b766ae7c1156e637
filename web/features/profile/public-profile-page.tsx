import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ApiRequestError } from '@web/lib/api';
import { paths } from '@web/lib/paths';
import { useAuth } from '@web/features/auth';
import { usePublicProfile } from './profile-api';
import { formatDate, fullName } from './profile-format';
import { BigThree, Loading, ProfileAvatar, Signature } from './profile-ui';

function Unavailable({ ownId }: { ownId: boolean }) {
  return (
    <div className="card profile-state">
      <title>Profile unavailable · Stella</title>
      <h1 className="profile-state__title">This profile is private or does not exist</h1>
      <p className="muted">
        {ownId
          ? 'This is your profile, and it is private. Make it public from your profile to share this page.'
          : 'The link may be mistyped, or its owner has made the profile private.'}
      </p>
      <div className="profile-state__actions">
        {ownId ? (
          <Link to={paths.profile} className="btn btn--primary">
            Go to your profile
          </Link>
        ) : null}
        <Link to={paths.home} className={`btn ${ownId ? 'btn--outline' : 'btn--primary'}`}>
          Back to home
        </Link>
      </div>
    </div>
  );
}

/** /u/:id: what a user chose to make public (docs/product.md#validation Share Profile), readable without signing in. */
export function PublicProfilePage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const { data: profile, error, mutate } = usePublicProfile(id);
  const notFound = error instanceof ApiRequestError && (error.status === 404 || error.status === 422);

  let content: ReactNode;
  if (profile) {
    const name = fullName(profile) || 'A Stella member';
    const signs = profile.astrologicalProfile;
    content = (
      <article className="card public-profile" aria-labelledby="public-profile-name">
        <title>{`${name} · Stella`}</title>
        <header className="public-profile__head">
          <ProfileAvatar name={profile.firstName || name} imageUrl={profile.profileImageUrl} size={112} />
          <h1 id="public-profile-name" className="public-profile__name">
            {name}
          </h1>
          <p className="muted public-profile__since">Member since {formatDate(profile.memberSince)}</p>
        </header>
        {profile.bio ? <p className="public-profile__bio">{profile.bio}</p> : null}
        {signs.sunSign ? (
          <section className="public-profile__section" aria-labelledby="public-profile-signs">
            <h2 id="public-profile-signs" className="public-profile__heading">
              Big Three
            </h2>
            <BigThree signs={signs} />
            <Signature signs={signs} />
          </section>
        ) : (
          <p className="muted public-profile__bio">{name} has not shared a birth chart yet.</p>
        )}
        <footer className="public-profile__foot">
          <p className="muted">Curious about your own stars?</p>
          <Link to={paths.birthChart} className="btn btn--primary">
            Calculate your birth chart
          </Link>
        </footer>
      </article>
    );
  } else if (notFound) {
    content = <Unavailable ownId={user?.id === id} />;
  } else if (error) {
    content = (
      <div className="card profile-state" role="alert">
        <title>Profile · Stella</title>
        <h1 className="profile-state__title">We could not load this profile</h1>
        <p className="muted">Check your connection and try again.</p>
        <button type="button" className="btn btn--primary" onClick={() => void mutate()}>
          Try again
        </button>
      </div>
    );
  } else {
    content = <Loading label="Loading the profile…" />;
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
