import type { AspectType } from '@core/astro/aspects';
import { signOfLongitude } from '@core/zodiac';
import type { NatalResult } from '@core/astro/natal';
import { useT } from '@web/lib/i18n';
import { AspectGlyph } from './aspect-glyph';
import { chartMessages, useChartWords } from './messages';
import {
  HOUSE_TITLES,
  bodyGlyph,
  bodyName,
  formatAngle,
  formatDegreeMinute,
  houseTitle,
  signNameOf,
} from './wheel/wheel-model';

export type PlanetaryAnalysis = Record<
  string,
  { sign: string; degree: number; house?: number | null; interpretation: string; influences: string[] }
>;

/** A house read for its owner: what it governs, the planets in it and what it means under them. */
export type HouseAnalysis = Record<
  string,
  { interpretation: string; governs?: string; planets?: string[]; occupied?: string }
>;

export type AspectsAnalysis = {
  planet1: string;
  planet2: string;
  aspect: AspectType;
  orb: number;
  orbLabel: string;
  interpretation: string;
}[];

export interface PremiumAnalysis {
  planetaryAnalysis?: PlanetaryAnalysis;
  houseAnalysis?: HouseAnalysis;
  aspectsAnalysis?: AspectsAnalysis;
}

const PLURAL = {
  conjunction: 'chart.aspects.conjunction',
  opposition: 'chart.aspects.opposition',
  trine: 'chart.aspects.trine',
  square: 'chart.aspects.square',
  sextile: 'chart.aspects.sextile',
} as const satisfies Record<AspectType, string>;

/** A body's glyph and name; the angles' marks (AC, MC) say no more than their names. */
function Body({ id }: { id: string }) {
  const words = useChartWords();
  if (id === 'ascendant' || id === 'midheaven') return <>{bodyName(id, words)}</>;
  return (
    <>
      <span aria-hidden="true">{bodyGlyph(id)}</span> {bodyName(id, words)}
    </>
  );
}

/** The houses: cusp, what each governs, and the planet-in-house reading where planets stand. */
function HouseReadings({ chart, houses }: { chart: NatalResult['chart']; houses: HouseAnalysis | undefined }) {
  const words = useChartWords();
  const t = useT(chartMessages);
  const cusps = chart.houses?.cusps ?? [];
  if (cusps.length === 0) return null;
  return (
    <section aria-labelledby="houses-title" className="card">
      <h2 id="houses-title">{t('chart.houses.title')}</h2>
      <ol className="house-list">
        {cusps.slice(0, 12).map((cusp, i) => {
          const reading = houses?.[String(i + 1)];
          const planets = reading?.planets ?? [];
          return (
            <li key={HOUSE_TITLES[i]} className="house-reading">
              <h3 className="house-reading__title">
                {t('chart.houses.house', { number: i + 1, title: houseTitle(i, words) })}{' '}
                <span className="muted">
                  {t('chart.houses.from', {
                    sign: words.names.sign(signOfLongitude(cusp).id),
                    degree: formatDegreeMinute(cusp),
                  })}
                </span>
              </h3>
              {reading?.governs ? <p data-content>{reading.governs}</p> : null}
              {planets.length > 0 && reading?.occupied ? (
                <p>
                  <strong>
                    {t.rich('chart.houses.here', {
                      planets: (
                        <>
                          {planets.map((id, k) => (
                            <span key={id}>
                              {k > 0 ? ', ' : ''}
                              <Body id={id} />
                            </span>
                          ))}
                        </>
                      ),
                    })}
                  </strong>{' '}
                  <span data-content>{reading.occupied}</span>
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The chart's first twelve aspects, read by kind: what a square (or a trine…) means, then each of yours. */
function AspectReadings({ chart, aspects }: { chart: NatalResult['chart']; aspects: AspectsAnalysis | undefined }) {
  const list: AspectsAnalysis =
    aspects ??
    chart.aspects.slice(0, 12).map((a) => ({
      planet1: a.planet1,
      planet2: a.planet2,
      aspect: a.type,
      orb: a.orb,
      orbLabel: a.orbLabel,
      interpretation: '',
    }));
  const t = useT(chartMessages);
  const { names } = useChartWords();
  const kinds = [...new Set(list.map((a) => a.aspect))];
  return (
    <section aria-labelledby="aspects-title" className="card">
      <h2 id="aspects-title">{t('chart.aspects.title')}</h2>
      <div className="aspect-readings">
        {kinds.map((kind) => {
          const mine = list.filter((a) => a.aspect === kind);
          return (
            <article key={kind} className="aspect-reading" aria-labelledby={`aspect-kind-${kind}`}>
              <h3 id={`aspect-kind-${kind}`}>
                <AspectGlyph type={kind} className={`aspect-grid__cell--${kind}`} /> {t(PLURAL[kind])}
              </h3>
              <ul className="aspect-list">
                {mine.map((a) => (
                  <li key={`${a.planet1}-${a.planet2}`}>
                    {t.rich(
                      'chart.aspects.item',
                      { first: <Body id={a.planet1} />, second: <Body id={a.planet2} /> },
                      { aspect: kind, orb: formatAngle(a.orb), tightness: names.orb(a.orbLabel) },
                    )}
                    {a.interpretation ? <p data-content>{a.interpretation}</p> : null}
                  </li>
                ))}
              </ul>
            </article>
          );
        })}
      </div>
    </section>
  );
}

/** What Oracle and Master see of a chart: each planet read in its sign and house, the houses, and the aspects read. */
export function PremiumSections({
  chart,
  analysis,
}: {
  chart: NatalResult['chart'];
  analysis: PremiumAnalysis | undefined;
}) {
  const planets = analysis?.planetaryAnalysis;
  const words = useChartWords();
  const t = useT(chartMessages);
  return (
    <>
      {planets ? (
        <section aria-labelledby="analysis-title" className="card">
          <h2 id="analysis-title">{t('chart.analysis.title')}</h2>
          <div className="analysis-grid">
            {Object.entries(planets).map(([id, p]) => (
              <article key={id} className="analysis" aria-label={bodyName(id, words)}>
                <h3>
                  <span aria-hidden="true">{bodyGlyph(id)}</span>{' '}
                  {t('chart.analysis.bodyInSign', { body: bodyName(id, words), sign: signNameOf(p.sign, words) })}{' '}
                  <span className="muted">
                    {p.house
                      ? t('chart.analysis.degreeHouse', { degree: formatDegreeMinute(p.degree), house: p.house })
                      : formatDegreeMinute(p.degree)}
                  </span>
                </h3>
                <p data-content>{p.interpretation}</p>
                <ul className="analysis__traits" data-content aria-label={t('chart.analysis.influences')}>
                  {p.influences.map((trait) => (
                    <li key={trait}>{trait}</li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
        </section>
      ) : null}
      <HouseReadings chart={chart} houses={analysis?.houseAnalysis} />
      <AspectReadings chart={chart} aspects={analysis?.aspectsAnalysis} />
    </>
  );
}
