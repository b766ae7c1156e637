import { GlobeIcon } from './profile-icons';
import { LockIcon } from './profile-ui';
import type { Profile } from '@schema/profile';
import { useT } from '@web/lib/i18n';
import { fullName, useProfileFormat } from './profile-format';
import { profileMessages } from './messages';
import { BigThree, KundliFacts, Panel, ProfileAvatar, ZodiacNote } from './profile-ui';
import { PencilIcon } from './profile-icons';

export function Identity({ profile, onEdit, editing }: { profile: Profile; onEdit: () => void; editing: boolean }) {
  const t = useT(profileMessages);
  const name = fullName(profile) || profile.email.split('@')[0] || profile.email;
  // A reader who casts sidereal sees their kundli beside the Big Three, each said in its zodiac.
  const sidereal = profile.preferences.zodiac === 'sidereal';
  const { kundli } = profile.astrologicalProfile;
  return (
    <section className="card center-stack identity-card" aria-label={t('profile.identity.label')}>
      <ProfileAvatar name={profile.firstName || profile.email} imageUrl={profile.profileImageUrl} />
      <div className="identity-card__text">
        <h2 className="identity-card__name">{name}</h2>
        <p className="identity-card__email">{profile.email}</p>
        <VisibilityBadge isPublic={profile.isProfilePublic} />
      </div>
      <BigThree signs={profile.astrologicalProfile} compact />
      {profile.astrologicalProfile.sunSign ? <ZodiacNote zodiac="tropical" /> : null}
      {sidereal && kundli ? (
        <>
          <KundliFacts kundli={kundli} compact />
          <ZodiacNote zodiac="sidereal" />
        </>
      ) : null}
      {editing ? null : (
        <button type="button" className="btn btn--outline identity-card__edit" onClick={onEdit}>
          <PencilIcon size={16} />
          {t('profile.identity.edit')}
        </button>
      )}
    </section>
  );
}

export function NotSet() {
  const t = useT(profileMessages);
  return <span className="muted">{t('profile.about.notSet')}</span>;
}

export function About({ profile }: { profile: Profile }) {
  const t = useT(profileMessages);
  const format = useProfileFormat();
  return (
    <Panel title={t('profile.about.title')}>
      {profile.bio ? <p className="about__bio">{profile.bio}</p> : <p className="muted">{t('profile.about.noBio')}</p>}
      <dl className="facts">
        <div className="facts__item">
          <dt>{t('profile.about.birthDate')}</dt>
          <dd>{profile.birthDate ? format.birthDate(profile.birthDate) : <NotSet />}</dd>
        </div>
        <div className="facts__item">
          <dt>{t('profile.about.birthTime')}</dt>
          <dd>{profile.birthTime ? format.birthTime(profile.birthTime) : <NotSet />}</dd>
        </div>
        <div className="facts__item">
          <dt>{t('profile.about.birthPlace')}</dt>
          <dd>{profile.birthLocation ?? <NotSet />}</dd>
        </div>
        <div className="facts__item">
          <dt>{t('profile.about.visibility')}</dt>
          <dd>
            <VisibilityBadge isPublic={profile.isProfilePublic} />
          </dd>
        </div>
      </dl>
    </Panel>
  );
}

export function Stats({ profile }: { profile: Profile }) {
  const t = useT(profileMessages);
  const format = useProfileFormat();
  const { stats } = profile;
  const items = [
    { key: 'charts', label: t('profile.stats.chartsSaved'), value: format.number(stats.chartsCreated) },
    { key: 'horoscopes', label: t('profile.stats.horoscopesRead'), value: format.number(stats.horoscopesRead) },
    {
      key: 'compatibility',
      label: t('profile.stats.compatibilityChecks'),
      value: format.number(stats.compatibilityChecks),
    },
    { key: 'since', label: t('profile.stats.memberSince'), value: format.date(stats.memberSince), wide: true },
  ];
  return (
    <Panel title={t('profile.stats.title')}>
      <dl className="stats">
        {items.map((item) => (
          <div key={item.key} className={`stats__item${item.wide ? ' stats__item--wide' : ''}`}>
            <dt className="stats__label">{item.label}</dt>
            <dd className="stats__value">{item.value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

export function VisibilityBadge({ isPublic }: { isPublic: boolean }) {
  const t = useT(profileMessages);
  return (
    <span className={`visibility visibility--${isPublic ? 'public' : 'private'}`}>
      {isPublic ? <GlobeIcon size={14} /> : <LockIcon size={14} />}
      {isPublic ? t('profile.visibility.public') : t('profile.visibility.private')}
    </span>
  );
}
