import type { ActivityEvent, Profile } from '@schema/profile';
import { ClockIcon } from './profile-icons';
import { Loading, Panel } from './profile-ui';
import { DeleteAccount } from './delete-account';
import { deviceLabel } from './device-label';
import { useActivity } from './profile-api';
import { type Translate, useT } from '@web/lib/i18n';
import { useProfileFormat } from './profile-format';
import { type ProfileMessageId, profileMessages } from './messages';
import { YourData } from './your-data';

/** One event in words. */
function describe(event: ActivityEvent, t: Translate<ProfileMessageId>): string {
  switch (event.kind) {
    case 'chart_saved':
      return event.detail
        ? t('profile.activity.chartSavedNamed', { name: event.detail })
        : t('profile.activity.chartSaved');
    case 'horoscope_read':
      return t('profile.activity.horoscopeRead');
    case 'compatibility_check':
      return t('profile.activity.compatibilityCheck');
    case 'sign_in':
      return t('profile.activity.signIn', { device: deviceLabel(event.detail) });
  }
}

/** What the user did lately, newest first, in the browser's own zone. */
function RecentActivity() {
  const t = useT(profileMessages);
  const format = useProfileFormat();
  const { data, error } = useActivity();
  return (
    <Panel title={t('profile.activity.title')} icon={<ClockIcon />}>
      {error && !data ? (
        <p role="alert" className="muted">
          {t('profile.activity.loadFailed')}
        </p>
      ) : data === undefined ? (
        <Loading />
      ) : data.length === 0 ? (
        <div className="empty empty--center">
          <span className="empty__icon" aria-hidden="true">
            <ClockIcon size={28} />
          </span>
          <p className="empty__title">{t('profile.activity.emptyTitle')}</p>
          <p className="muted">{t('profile.activity.emptyText')}</p>
        </div>
      ) : (
        <ol className="activity" aria-label={t('profile.activity.list')}>
          {data.map((event) => (
            <li key={`${event.kind}-${event.at}-${event.detail ?? ''}`} className="activity__item">
              <span className="activity__what">{describe(event, t)}</span>
              <time className="activity__when" dateTime={event.at}>
                {format.dateTime(event.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

/** docs/product.md#profile, activity: what the user did lately, export, sharing and account deletion. */
export function ActivityTab({ profile }: { profile: Profile }) {
  return (
    <div className="stack">
      <RecentActivity />
      <YourData profile={profile} />
      <DeleteAccount />
    </div>
  );
}
