import { Link, useNavigate } from 'react-router';
import { ApiRequestError } from '@web/lib/api';
import { paths } from '@web/lib/paths';
import { useAuth } from '@web/features/auth';
import { useQuery } from '@web/lib/use-query';
import { KEEP_SCROLL } from '@web/features/layout';
import { Tabs } from '@web/components/tabs';
import { useT } from '@web/lib/i18n';
import { ActivityTab } from './activity-tab';
import { AstrologyTab } from './astrology-tab';
import { OverviewTab } from './overview-tab';
import { PreferencesTab } from './preferences-tab';
import { useProfile } from './profile-api';
import { Loading } from './profile-ui';
import { type ProfileMessageId, profileMessages } from './messages';

export type ProfileTab = 'overview' | 'astrology' | 'preferences' | 'activity';

const TABS: readonly { key: ProfileTab; label: ProfileMessageId }[] = [
  { key: 'overview', label: 'profile.tab.overview' },
  { key: 'astrology', label: 'profile.tab.astrology' },
  { key: 'preferences', label: 'profile.tab.preferences' },
  { key: 'activity', label: 'profile.tab.activity' },
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
  const t = useT(profileMessages);
  return (
    <main className="profile container">
      <title>{t('profile.signInRequired.docTitle')}</title>
      <meta name="robots" content="noindex" />
      <div className="card profile-state">
        <h1 className="profile-state__title">{t('profile.signInRequired.title')}</h1>
        <p className="muted">{t('profile.signInRequired.text')}</p>
        <Link to={`/api/login?returnTo=${encodeURIComponent(returnTo)}`} className="btn btn--primary">
          {t('profile.signInRequired.signIn')}
        </Link>
      </div>
    </main>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT(profileMessages);
  return (
    <div className="card profile-state" role="alert">
      <h2 className="profile-state__title">{t('profile.loadFailed.title')}</h2>
      <p className="muted">{t('profile.loadFailed.text')}</p>
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        {t('profile.loadFailed.retry')}
      </button>
    </div>
  );
}

function ProfileTabs({ tab }: { tab: ProfileTab }) {
  const t = useT(profileMessages);
  const navigate = useNavigate();
  const { data: profile, error, mutate } = useProfile();
  // A 401 here means the session ended: the auth state notices (the API client's 401 hook) and
  // this page turns into "Sign In Required", so it is not shown as a load failure.
  const failed = error && !(error instanceof ApiRequestError && error.status === 401);
  return (
    <Tabs
      tabs={TABS.map(({ key, label }) => ({ key, label: t(label) }))}
      active={tab}
      label={t('profile.page.sections')}
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
        <Loading label={t('profile.page.loading')} />
      )}
    </Tabs>
  );
}

/** /profile: overview, astrology, preferences ("Settings") and activity (docs/product.md#profile). */
export function ProfilePage() {
  const t = useT(profileMessages);
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
      <title>{t(tab === 'preferences' ? 'profile.page.docTitleSettings' : 'profile.page.docTitleProfile')}</title>
      <meta name="robots" content="noindex" />
      <header className="profile__head">
        <h1 className="profile__title">{t('profile.page.title')}</h1>
        <p className="profile__subtitle muted">{t('profile.page.subtitle')}</p>
      </header>
      <ProfileTabs tab={tab} />
    </main>
  );
}

export default ProfilePage;
