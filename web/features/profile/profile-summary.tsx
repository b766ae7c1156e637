import { GlobeIcon } from './profile-icons';
import { LockIcon } from './profile-ui';
import type { Profile } from '@schema/profile';
import { formatBirthDate, formatBirthTime, formatDate, fullName } from './profile-format';
import { BigThree, Panel, ProfileAvatar } from './profile-ui';
import { PencilIcon } from './profile-icons';

export function Identity({ profile, onEdit, editing }: { profile: Profile; onEdit: () => void; editing: boolean }) {
  const name = fullName(profile) || profile.email.split('@')[0] || profile.email;
  return (
    <section className="card center-stack identity-card" aria-label="Identity">
      <ProfileAvatar name={profile.firstName || profile.email} imageUrl={profile.profileImageUrl} />
      <div className="identity-card__text">
        <h2 className="identity-card__name">{name}</h2>
        <p className="identity-card__email">{profile.email}</p>
        <VisibilityBadge isPublic={profile.isProfilePublic} />
      </div>
      <BigThree signs={profile.astrologicalProfile} compact />
      {editing ? null : (
        <button type="button" className="btn btn--outline identity-card__edit" onClick={onEdit}>
          <PencilIcon size={16} />
          Edit Profile
        </button>
      )}
    </section>
  );
}

export function NotSet() {
  return <span className="muted">Not set</span>;
}

export function About({ profile }: { profile: Profile }) {
  return (
    <Panel title="About">
      {profile.bio ? (
        <p className="about__bio">{profile.bio}</p>
      ) : (
        <p className="muted">You have not written a bio yet.</p>
      )}
      <dl className="facts">
        <div className="facts__item">
          <dt>Birth date</dt>
          <dd>{profile.birthDate ? formatBirthDate(profile.birthDate) : <NotSet />}</dd>
        </div>
        <div className="facts__item">
          <dt>Birth time</dt>
          <dd>{profile.birthTime ? formatBirthTime(profile.birthTime) : <NotSet />}</dd>
        </div>
        <div className="facts__item">
          <dt>Birth place</dt>
          <dd>{profile.birthLocation ?? <NotSet />}</dd>
        </div>
        <div className="facts__item">
          <dt>Visibility</dt>
          <dd>
            <VisibilityBadge isPublic={profile.isProfilePublic} />
          </dd>
        </div>
      </dl>
    </Panel>
  );
}

export function Stats({ profile }: { profile: Profile }) {
  const { stats } = profile;
  const items = [
    { label: 'Charts saved', value: stats.chartsCreated.toLocaleString() },
    { label: 'Horoscopes read', value: stats.horoscopesRead.toLocaleString() },
    { label: 'Compatibility checks', value: stats.compatibilityChecks.toLocaleString() },
    { label: 'Member since', value: formatDate(stats.memberSince), wide: true },
  ];
  return (
    <Panel title="Your Stats">
      <dl className="stats">
        {items.map((item) => (
          <div key={item.label} className={`stats__item${item.wide ? ' stats__item--wide' : ''}`}>
            <dt className="stats__label">{item.label}</dt>
            <dd className="stats__value">{item.value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

export function VisibilityBadge({ isPublic }: { isPublic: boolean }) {
  return (
    <span className={`visibility visibility--${isPublic ? 'public' : 'private'}`}>
      {isPublic ? <GlobeIcon size={14} /> : <LockIcon size={14} />}
      {isPublic ? 'Public' : 'Private'}
    </span>
  );
}
