import { signOfLongitude } from '@core/zodiac';
import type { NatalResult } from '@core/astro/natal';
import { HOUSE_TITLES, bodyGlyph, bodyName, formatDegreeMinute } from './wheel/wheel-model';

export type PlanetaryAnalysis = Record<
  string,
  { sign: string; degree: number; interpretation: string; influences: string[] }
>;

/** What Oracle and Master see of a chart: house cusps, the planetary analysis and the aspects. */
export function PremiumSections({
  chart,
  analysis,
}: {
  chart: NatalResult['chart'];
  analysis: PlanetaryAnalysis | undefined;
}) {
  const houses = chart.houses?.cusps ?? [];
  const aspects = chart.aspects.slice(0, 12);
  return (
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
  );
}
