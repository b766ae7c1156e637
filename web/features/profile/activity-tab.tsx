import type { ActivityEvent, Profile } from '@schema/profile';
import { ClockIcon } from './profile-icons';
import { Loading, Panel } from './profile-ui';
import { DeleteAccount } from './delete-account';
import { deviceLabel } from './device-label';
import { useActivity } from './profile-api';
import { formatDateTime } from './profile-format';
import { YourData } from './your-data';

/** One event in words. */
function describe(event: ActivityEvent): string {
  switch (event.kind) {
    case 'chart_saved':
      return event.detail ? `Saved the chart “${event.detail}”` : 'Saved a chart';
    case 'horoscope_read':
      return 'Read a daily horoscope';
    case 'compatibility_check':
      return 'Checked a compatibility match';
    case 'sign_in':
      return `Signed in on ${deviceLabel(event.detail)}`;
  }
}

/** What the user did lately, newest first, in the browser's own zone. */
function RecentActivity() {
  const { data, error } = useActivity();
  return (
    <Panel title="Recent Activity" icon={<ClockIcon />}>
      {error && !data ? (
        <p role="alert" className="muted">
          Your activity could not be loaded. Try again later.
        </p>
      ) : data === undefined ? (
        <Loading />
      ) : data.length === 0 ? (
        <div className="empty empty--center">
          <span className="empty__icon" aria-hidden="true">
            <ClockIcon size={28} />
          </span>
          <p className="empty__title">No recent activity yet</p>
          <p className="muted">
            The charts you save, the horoscopes you read and your compatibility checks show up here.
          </p>
        </div>
      ) : (
        <ol className="activity" aria-label="Recent activity">
          {data.map((event) => (
            <li key={`${event.kind}-${event.at}-${event.detail ?? ''}`} className="activity__item">
              <span className="activity__what">{describe(event)}</span>
              <time className="activity__when" dateTime={event.at}>
                {formatDateTime(event.at)}
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
