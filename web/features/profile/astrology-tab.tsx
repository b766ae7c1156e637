import { Link } from 'react-router';
import type { SavedChartListItem } from '@schema/birth-chart';
import type { Profile } from '@schema/profile';
import { paths } from '@web/lib/paths';
import { useSavedCharts } from './profile-api';
import { BigThree, KundliFacts, Loading, Panel, Signature, ZodiacNote } from './profile-ui';
import { SavedCharts, useChartText } from './saved-charts';
import { useT } from '@web/lib/i18n';
import { profileMessages } from './messages';

function LatestChart({
  charts,
  failed,
  myChartId,
}: {
  charts: SavedChartListItem[] | undefined;
  failed: boolean;
  myChartId: string | null;
}) {
  const t = useT(profileMessages);
  const text = useChartText(myChartId);
  const latest = charts?.[0];
  return (
    <Panel
      title={t('profile.astrology.bigThree')}
      action={
        <span className="panel__note">
          {latest ? t('profile.astrology.latestSaved', { name: text.name(latest) }) : t('profile.astrology.fromLatest')}
        </span>
      }
    >
      {failed && !charts ? (
        <p role="alert" className="muted">
          {t('profile.astrology.latestFailed')}
        </p>
      ) : charts === undefined ? (
        <Loading />
      ) : latest ? (
        <>
          <BigThree signs={latest} />
          <ZodiacNote zodiac={latest.zodiac} />
          <p className="panel__meta">
            {text.when(latest)} · {latest.birthLocation}
          </p>
          <Link to={paths.birthChart} className="btn btn--outline btn--sm">
            {t('profile.astrology.openCalculator')}
          </Link>
        </>
      ) : (
        <div className="empty">
          <p>{t('profile.astrology.noChart')}</p>
          <Link to={paths.birthChart} className="btn btn--primary btn--sm">
            {t('profile.astrology.calculate')}
          </Link>
        </div>
      )}
    </Panel>
  );
}

function ProfileSigns({ profile, charts }: { profile: Profile; charts: SavedChartListItem[] | undefined }) {
  const t = useT(profileMessages);
  const text = useChartText();
  const signs = profile.astrologicalProfile;
  const cast = Boolean(signs.sunSign);
  const sidereal = profile.preferences.zodiac === 'sidereal';
  const mine = profile.myChartId ? charts?.find((chart) => chart.id === profile.myChartId) : undefined;
  const source = profile.myChartId
    ? mine?.name
      ? t('profile.astrology.fromMyChartNamed', { name: text.name(mine) })
      : t('profile.astrology.fromMyChart')
    : t('profile.astrology.fromProfile');
  return (
    <Panel title={t('profile.astrology.signature')} action={<span className="panel__note">{source}</span>}>
      {cast ? (
        <>
          <BigThree signs={signs} />
          <ZodiacNote zodiac="tropical" />
          <Signature signs={signs} />
          {sidereal && signs.kundli ? (
            <section className="kundli-panel" aria-labelledby="profile-kundli-title">
              <h3 id="profile-kundli-title">{t('profile.kundli.title')}</h3>
              <ZodiacNote zodiac="sidereal" />
              <KundliFacts kundli={signs.kundli} />
            </section>
          ) : null}
        </>
      ) : (
        <div className="empty">
          <p>
            {t.rich('profile.astrology.noSignature', {
              chartLink: <Link to={paths.birthChart} />,
              overviewLink: <Link to={paths.profile} />,
            })}
          </p>
        </div>
      )}
      <Link to={paths.birthChart} className="btn btn--outline btn--sm">
        {t('profile.astrology.explore')}
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
        <LatestChart charts={saved.charts} failed={Boolean(saved.error)} myChartId={profile.myChartId} />
        <ProfileSigns profile={profile} charts={saved.charts} />
      </div>
      <SavedCharts saved={saved} total={profile.stats.chartsCreated} myChartId={profile.myChartId} />
    </div>
  );
}
