import { Link, useNavigate } from 'react-router';
import { ApiRequestError } from '@web/lib/api';
import { paths } from '@web/lib/paths';
import { useAuth } from '@web/features/auth';
import { useQuery } from '@web/lib/use-query';
import { KEEP_SCROLL } from '@web/features/layout';
import { type TabDef, Tabs } from '@web/components/tabs';
import { ActivityTab } from './activity-tab';
import { AstrologyTab } from './astrology-tab';
import { OverviewTab } from './overview-tab';
import { PreferencesTab } from './preferences-tab';
import { useProfile } from './profile-api';
import { Loading } from './profile-ui';

export type ProfileTab = 'overview' | 'astrology' | 'preferences' | 'activity';

const TABS: readonly TabDef<ProfileTab>[] = [
  { key: 'overview', label: 'Overview' },
  { key: 'astrology', label: 'Astrology' },
  { key: 'preferences', label: 'Preferences' },
  { key: 'activity', label: 'Activity' },
];

/** docs/product.md#profile: the tab comes from `?tab=`; overview is the default and has no query. */
export function tabFromQuery(value: string | null): ProfileTab {
  return TABS.find((t) => t.key === value)?.key ?? 'overview';
}

export function profileTabPath(tab: ProfileTab): string {
  return tab === 'overview' ? paths.profile : `${paths.profile}?tab=${tab}`;
}

/** docs/product.md#screens-and-routes: signed-out visitors are sent to sign in through /api/login, coming back here. */
function SignInRequired({ returnTo }: { returnTo: string }) {
  return (
    <main className="profile container">
      <title>Sign In Required · Stella</title>
      <meta name="robots" content="noindex" />
      <div className="card profile-state">
        <h1 className="profile-state__title">Sign In Required</h1>
        <p className="muted">Sign in to see your profile, your saved charts and your settings.</p>
        <Link to={`/api/login?returnTo=${encodeURIComponent(returnTo)}`} className="btn btn--primary">
          Sign In
        </Link>
      </div>
    </main>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="card profile-state" role="alert">
      <h2 className="profile-state__title">We could not load your profile</h2>
      <p className="muted">Check your connection and try again.</p>
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

function ProfileTabs({ tab }: { tab: ProfileTab }) {
  const navigate = useNavigate();
  const { data: profile, error, mutate } = useProfile();
  // A 401 here means the session ended: the auth state notices (the API client's 401 hook) and
  // this page turns into "Sign In Required", so it is not shown as a load failure.
  const failed = error && !(error instanceof ApiRequestError && error.status === 401);
  return (
    <Tabs
      tabs={TABS}
      active={tab}
      label="Profile sections"
      onChange={(next) => navigate(profileTabPath(next), { state: KEEP_SCROLL })}
    >
      {profile ? (
        tab === 'overview' ? (
          <OverviewTab profile={profile} />
        ) : tab === 'astrology' ? (
          <AstrologyTab profile={profile} />
        ) : tab === 'preferences' ? (
          <PreferencesTab profile={profile} />
        ) : (
          <ActivityTab profile={profile} />
        )
      ) : failed ? (
        <LoadFailed onRetry={() => void mutate()} />
      ) : (
        <Loading label="Loading your profile…" />
      )}
    </Tabs>
  );
}

/** /profile: overview, astrology, preferences ("Settings") and activity (docs/product.md#profile). */
export function ProfilePage() {
  const { status } = useAuth();
  const query = useQuery();
  const tab = tabFromQuery(query.get('tab'));
  if (status === 'loading') {
    return (
      <main className="profile container">
        <Loading />
      </main>
    );
  }
  if (status === 'unauthenticated') return <SignInRequired returnTo={profileTabPath(tab)} />;
  return (
    <main className="profile container">
      <title>{`${tab === 'preferences' ? 'Settings' : 'Profile'} · Stella`}</title>
      <meta name="robots" content="noindex" />
      <header className="profile__head">
        <h1 className="profile__title">Your Profile</h1>
        <p className="profile__subtitle muted">Your cosmic identity, your charts and your settings in one place.</p>
      </header>
      <ProfileTabs tab={tab} />
    </main>
  );
}

export default ProfilePage;
