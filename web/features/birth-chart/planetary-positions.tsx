import { BODY_IDS, PLANET_IDS } from '@core/astro/positions';
import { getSign } from '@core/zodiac';
import type { NatalResult } from '@core/astro/natal';
import { bodyGlyph, bodyName, formatDegreeMinute } from './wheel/wheel-model';

/** The positions of the planets at a glance, and every placement as a table for screen readers. */
export function PlanetaryPositions({ result }: { result: NatalResult }) {
  const { chart } = result;
  const planet = (id: string) => chart.planets[id as keyof typeof chart.planets];
  return (
    <section aria-labelledby="planets-title" className="card">
      <h2 id="planets-title">Planetary Positions</h2>
      <ul className="grid-list planet-grid" aria-hidden="true">
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
  );
}
