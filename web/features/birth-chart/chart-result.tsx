import { Link } from 'react-router';
import { BODY_IDS, PLANET_IDS } from '@core/astro/positions';
import { ZODIAC, getSign, signOfLongitude } from '@core/zodiac';
import type { NatalResult } from '@core/astro/natal';
import { paths } from '@web/lib/paths';
import { formatUtcOffset } from './format';
import { HOUSE_TITLES, bodyGlyph, bodyName, formatDegreeMinute, signGlyph } from './wheel/wheel-model';

const signGlyphOf = (name: string) => {
  const sign = ZODIAC.find((z) => z.name === name);
  return sign ? signGlyph(sign) : '?';
};

interface ChartData {
  interpretation?: { sun: string; moon: string; rising: string };
  premiumAnalysis?: {
    planetaryAnalysis: Record<string, { sign: string; degree: number; interpretation: string; influences: string[] }>;
  };
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
  const analysis = data.premiumAnalysis?.planetaryAnalysis;
  const planet = (id: string) => chart.planets[id as keyof typeof chart.planets];
  const upgradeTo = signedIn ? paths.premium : paths.login;
  const houses = chart.houses?.cusps ?? [];
  const aspects = chart.aspects.slice(0, 12);

  return (
    <div className="chart-result">
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

      <section aria-labelledby="planets-title" className="card">
        <h2 id="planets-title">Planetary Positions</h2>
        <ul className="planet-grid" aria-hidden="true">
          {PLANET_IDS.slice(0, 8).map((id) => {
            const p = planet(id);
            const sign = getSign(p.sign);
            return (
              <li key={id} className="planet-grid__item">
                <span className="planet-grid__glyph">{bodyGlyph(id)}</span>
                <span className="planet-grid__name">{bodyName(id)}</span>
                <span className="planet-grid__sign">
                  {sign.name} {formatDegreeMinute(p.longitude)}
                  {p.retrograde ? ' ℞' : ''}
                </span>
                {p.house ? <span className="planet-grid__house">House {p.house}</span> : null}
              </li>
            );
          })}
        </ul>
        <div className="sr-only">
          <table>
            <caption>Every placement of the chart</caption>
            <thead>
              <tr>
                <th scope="col">Body</th>
                <th scope="col">Sign</th>
                <th scope="col">Degree</th>
                <th scope="col">House</th>
                <th scope="col">Motion</th>
              </tr>
            </thead>
            <tbody>
              {BODY_IDS.filter((id) => planet(id)).map((id) => {
                const p = planet(id);
                return (
                  <tr key={id}>
                    <th scope="row">{bodyName(id)}</th>
                    <td>{getSign(p.sign).name}</td>
                    <td>{formatDegreeMinute(p.longitude)}</td>
                    <td>{p.house ?? 'unknown'}</td>
                    <td>{p.retrograde ? 'retrograde' : 'direct'}</td>
                  </tr>
                );
              })}
              {chart.ascendant !== null ? (
                <tr>
                  <th scope="row">Ascendant</th>
                  <td>{result.risingSign}</td>
                  <td>{formatDegreeMinute(chart.ascendant)}</td>
                  <td>1</td>
                  <td />
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      </section>

      {isPro ? (
        <>
          {houses.length ? (
            <section aria-labelledby="houses-title" className="card">
              <h2 id="houses-title">House Positions</h2>
              <ol className="house-list">
                {houses.slice(0, 12).map((cusp, i) => (
                  <li key={HOUSE_TITLES[i]}>
                    <strong>House {i + 1}</strong> · {HOUSE_TITLES[i]} · {signOfLongitude(cusp).name}{' '}
                    {formatDegreeMinute(cusp)}
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
          {analysis ? (
            <section aria-labelledby="analysis-title" className="card">
              <h2 id="analysis-title">Detailed Planetary Analysis</h2>
              <div className="analysis-grid">
                {Object.entries(analysis).map(([id, p]) => (
                  <article key={id} className="analysis" aria-label={bodyName(id)}>
                    <h3>
                      <span aria-hidden="true">{bodyGlyph(id)}</span> {bodyName(id)} in {p.sign}{' '}
                      <span className="muted">{formatDegreeMinute(p.degree)}</span>
                    </h3>
                    <p>{p.interpretation}</p>
                    <ul className="analysis__traits" aria-label="Key influences">
                      {p.influences.map((trait) => (
                        <li key={trait}>{trait}</li>
                      ))}
                    </ul>
                  </article>
                ))}
              </div>
            </section>
          ) : null}
          <section aria-labelledby="aspects-title" className="card">
            <h2 id="aspects-title">Planetary Aspects</h2>
            <ul className="aspect-list">
              {aspects.map((a) => (
                <li key={`${a.planet1}-${a.planet2}-${a.type}`}>
                  {bodyName(a.planet1)} {a.type} {bodyName(a.planet2)} · orb {a.orb.toFixed(1)}° ({a.orbLabel})
                </li>
              ))}
            </ul>
          </section>
        </>
      ) : (
        <section aria-labelledby="premium-title" className="card premium-placeholder">
          <h2 id="premium-title">Detailed Planetary Analysis</h2>
          <p className="badge">Premium Feature</p>
          <p>
            House positions, your planetary aspects with their orbs, and an analysis of every planet with its key
            influences come with Oracle and Master.
          </p>
          <Link to={upgradeTo} className="btn btn--gold">
            {signedIn ? 'Upgrade to unlock' : 'Sign in to upgrade'}
          </Link>
        </section>
      )}
    </div>
  );
}
