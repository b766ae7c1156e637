import { AspectGrid } from './aspect-grid';
import { PlanetaryPositions } from './planetary-positions';
import { type PremiumAnalysis, PremiumSections } from './premium-sections';
import { Link } from 'react-router';
import { ZODIAC } from '@core/zodiac';
import type { NatalResult } from '@core/astro/natal';
import { paths } from '@web/lib/paths';
import { formatUtcOffset } from './format';
import { formatDegreeMinute, signGlyph } from './wheel/wheel-model';

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
  return (
    <article className="card sign-card" aria-label={label}>
      <p className="sign-card__label">{label}</p>
      <p className="sign-card__glyph" aria-hidden="true">
        {sign ? signGlyphOf(sign) : '?'}
      </p>
      <h3 className="sign-card__sign">{sign ?? 'Unknown'}</h3>
      <p className="sign-card__detail">{detail}</p>
    </article>
  );
}

export function ChartResult({ result, isPro, signedIn }: { result: NatalResult; isPro: boolean; signedIn: boolean }) {
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
        <h2 id="insights-title">Astrological Insights</h2>
        {interpretation ? (
          <ul className="insights__list">
            <li>{interpretation.sun}</li>
            <li>{interpretation.moon}</li>
            {interpretation.rising ? <li>{interpretation.rising}</li> : null}
          </ul>
        ) : null}
        <p className="insights__zone">
          Time zone <strong>{chart.location.timezone}</strong> at{' '}
          <strong>{formatUtcOffset(chart.utcOffsetMinutes)}</strong> · {chart.location.name}
        </p>
        {chart.timeNotes.map((note) => (
          <p key={note} className="insights__note">
            {note}
          </p>
        ))}
      </section>

      <section aria-labelledby="blueprint-title" className="blueprint">
        <h2 id="blueprint-title">Your Cosmic Blueprint</h2>
        <div className="blueprint__cards">
          <SignCard label="Sun sign" sign={result.sunSign} detail={formatDegreeMinute(planet('sun').longitude)} />
          <SignCard label="Moon sign" sign={result.moonSign} detail={formatDegreeMinute(planet('moon').longitude)} />
          <SignCard
            label="Rising sign"
            sign={result.risingSign}
            detail={chart.ascendant === null ? 'Needs the birth time' : formatDegreeMinute(chart.ascendant)}
          />
        </div>
      </section>

      {isPro ? (
        <PremiumSections chart={chart} analysis={analysis} />
      ) : (
        <section aria-labelledby="premium-title" className="card premium-placeholder">
          <h2 id="premium-title">Detailed Planetary Analysis</h2>
          <p className="badge">Premium Feature</p>
          <p>
            A reading of every planet in its sign and its house with its key influences, what each of your twelve houses
            governs, and what your planetary aspects mean come with Oracle and Master.
          </p>
          <Link to={upgradeTo} className="btn btn--gold">
            {signedIn ? 'Upgrade to unlock' : 'Sign in to upgrade'}
          </Link>
        </section>
      )}
    </div>
  );
}
