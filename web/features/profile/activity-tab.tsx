import type { Profile } from '@schema/profile';
import { ClockIcon } from './profile-icons';
import { Panel } from './profile-ui';
import { DeleteAccount } from './delete-account';
import { YourData } from './your-data';

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

/** docs/product.md#profile, activity: the activity placeholder, export, sharing and account deletion. */
export function ActivityTab({ profile }: { profile: Profile }) {
  return (
    <div className="stack">
      <RecentActivity />
      <YourData profile={profile} />
      <DeleteAccount />
    </div>
  );
}
