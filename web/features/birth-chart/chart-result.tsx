import { AspectGrid } from './aspect-grid';
import { PlanetaryPositions } from './planetary-positions';
import { type PremiumAnalysis, PremiumSections } from './premium-sections';
import { DeepAnalysis, type DeepAnalysisProps } from './deep-analysis';
import { Link } from 'react-router';
import { ZODIAC } from '@core/zodiac';
import type { NatalResult } from '@core/astro/natal';
import { useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { formatUtcOffset } from './format';
import { chartMessages, useChartWords } from './messages';
import { formatDegreeMinute, signGlyph, signNameOf } from './wheel/wheel-model';

const signGlyphOf = (name: string) => {
  const sign = ZODIAC.find((z) => z.name === name);
  return sign ? signGlyph(sign) : '?';
};

interface ChartData {
  interpretation?: { sun: string; moon: string; rising: string };
  premiumAnalysis?: PremiumAnalysis;
}

function parseChartData(chartData: string): ChartData {
  try {
    return JSON.parse(chartData) as ChartData;
  } catch {
    return {};
  }
}

function SignCard({ label, sign, detail }: { label: string; sign: string | null; detail: string }) {
  const words = useChartWords();
  return (
    <article className="card sign-card" aria-label={label}>
      <p className="sign-card__label">{label}</p>
      <p className="sign-card__glyph" aria-hidden="true">
        {sign ? signGlyphOf(sign) : '?'}
      </p>
      <h3 className="sign-card__sign">{sign ? signNameOf(sign, words) : words.t('chart.result.unknownSign')}</h3>
      <p className="sign-card__detail">{detail}</p>
    </article>
  );
}

/** The deep analysis's part of the page (Oracle and Master): the chart's request, the wheel and its highlight. */
export type DeepAnalysisContext = Omit<DeepAnalysisProps, 'chart'>;

export function ChartResult({
  result,
  isPro,
  signedIn,
  deep,
}: {
  result: NatalResult;
  isPro: boolean;
  signedIn: boolean;
  deep?: DeepAnalysisContext;
}) {
  const t = useT(chartMessages);
  const { chart } = result;
  const data = parseChartData(result.chartData);
  const interpretation = data.interpretation ?? null;
  const analysis = data.premiumAnalysis;
  const planet = (id: 'sun' | 'moon') => chart.planets[id];
  const upgradeTo = signedIn ? paths.premium : paths.login;

  return (
    <div className="chart-result">
      <PlanetaryPositions chart={chart} />
      <AspectGrid chart={chart} />

      <section className="card insights" aria-labelledby="insights-title">
        <h2 id="insights-title">{t('chart.result.insights')}</h2>
        {interpretation ? (
          <ul className="insights__list" data-content>
            <li>{interpretation.sun}</li>
            <li>{interpretation.moon}</li>
            {interpretation.rising ? <li>{interpretation.rising}</li> : null}
          </ul>
        ) : null}
        <p className="insights__zone">
          {t.rich(
            'chart.result.zone',
            { strong: <strong /> },
            {
              zone: chart.location.timezone,
              offset: formatUtcOffset(chart.utcOffsetMinutes),
              place: chart.location.name,
            },
          )}
        </p>
        {chart.timeNotes.map((note) => (
          <p key={note} className="insights__note">
            {note}
          </p>
        ))}
      </section>

      <section aria-labelledby="blueprint-title" className="blueprint">
        <h2 id="blueprint-title">{t('chart.result.blueprint')}</h2>
        <div className="blueprint__cards">
          <SignCard
            label={t('chart.result.sunSign')}
            sign={result.sunSign}
            detail={formatDegreeMinute(planet('sun').longitude)}
          />
          <SignCard
            label={t('chart.result.moonSign')}
            sign={result.moonSign}
            detail={formatDegreeMinute(planet('moon').longitude)}
          />
          <SignCard
            label={t('chart.result.risingSign')}
            sign={result.risingSign}
            detail={chart.ascendant === null ? t('chart.result.needsTime') : formatDegreeMinute(chart.ascendant)}
          />
        </div>
      </section>

      {isPro ? (
        <>
          {deep ? <DeepAnalysis chart={chart} {...deep} /> : null}
          <PremiumSections chart={chart} analysis={analysis} />
        </>
      ) : (
        <section aria-labelledby="premium-title" className="card premium-placeholder">
          <h2 id="premium-title">{t('chart.premium.title')}</h2>
          <p className="badge">{t('chart.premium.badge')}</p>
          <p>{t('chart.premium.pitch')}</p>
          <Link to={upgradeTo} className="btn btn--gold">
            {signedIn ? t('chart.premium.upgrade') : t('chart.premium.signIn')}
          </Link>
        </section>
      )}
    </div>
  );
}
