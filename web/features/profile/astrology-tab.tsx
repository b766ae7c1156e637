import { Link } from 'react-router';
import type { SavedChartListItem } from '@schema/birth-chart';
import type { Profile } from '@schema/profile';
import { paths } from '@web/lib/paths';
import { useSavedCharts } from './profile-api';
import { BigThree, Loading, Panel, Signature } from './profile-ui';
import { SavedCharts } from './saved-charts';
import { chartName, chartWhen } from './saved-charts';

function LatestChart({ charts, failed }: { charts: SavedChartListItem[] | undefined; failed: boolean }) {
  const latest = charts?.[0];
  return (
    <Panel
      title="Big Three"
      action={
        <span className="panel__note">{latest ? `Latest saved: ${chartName(latest)}` : 'From your latest chart'}</span>
      }
    >
      {failed && !charts ? (
        <p role="alert" className="muted">
          Your latest chart could not be loaded. Try again later.
        </p>
      ) : charts === undefined ? (
        <Loading />
      ) : latest ? (
        <>
          <BigThree signs={latest} />
          <p className="panel__meta">
            {chartWhen(latest)} · {latest.birthLocation}
          </p>
          <Link to={paths.birthChart} className="btn btn--outline btn--sm">
            Open the birth chart calculator
          </Link>
        </>
      ) : (
        <div className="empty">
          <p>You have not saved a birth chart yet. Cast one, save it, and its Sun, Moon and Rising appear here.</p>
          <Link to={paths.birthChart} className="btn btn--primary btn--sm">
            Calculate your birth chart
          </Link>
        </div>
      )}
    </Panel>
  );
}

function ProfileSigns({ profile, charts }: { profile: Profile; charts: SavedChartListItem[] | undefined }) {
  const signs = profile.astrologicalProfile;
  const cast = Boolean(signs.sunSign);
  const mine = profile.myChartId ? charts?.find((chart) => chart.id === profile.myChartId) : undefined;
  const source = profile.myChartId
    ? mine
      ? `From my chart: ${chartName(mine)}`
      : 'From my chart'
    : 'From your profile';
  return (
    <Panel title="Your Cosmic Signature" action={<span className="panel__note">{source}</span>}>
      {cast ? (
        <>
          <BigThree signs={signs} />
          <Signature signs={signs} />
        </>
      ) : (
        <div className="empty">
          <p>
            Save a chart as “my chart” from the <Link to={paths.birthChart}>birth chart page</Link> or below, or add
            your birth date, time and place on the <Link to={paths.profile}>Overview</Link> tab, and Stella reads your
            Big Three and cosmic signature from it.
          </p>
        </div>
      )}
      <Link to={paths.birthChart} className="btn btn--outline btn--sm">
        Explore your full birth chart
      </Link>
    </Panel>
  );
}

/**
 * docs/product.md#profile, astrology: Big Three of the latest chart, the profile's own signs and
 * signature (from "my chart" when one is chosen), saved charts.
 */
export function AstrologyTab({ profile }: { profile: Profile }) {
  const saved = useSavedCharts();
  return (
    <div className="astrology">
      <div className="astrology__grid">
        <LatestChart charts={saved.charts} failed={Boolean(saved.error)} />
        <ProfileSigns profile={profile} charts={saved.charts} />
      </div>
      <SavedCharts saved={saved} total={profile.stats.chartsCreated} myChartId={profile.myChartId} />
    </div>
  );
}
