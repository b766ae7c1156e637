import type { BirthChartResponse, Chart } from '@schema/birth-chart';
import { signOfLongitude } from '@core/zodiac';
import { useChartWords } from './messages';

/** 23°43′: the ayanamsa as a reader reads an angle. */
function degreesAndMinutes(degrees: number): string {
  const minutes = Math.round(degrees * 60);
  return `${Math.floor(minutes / 60)}°${String(minutes % 60).padStart(2, '0')}′`;
}

/** Which zodiac the chart's positions are in, said wherever positions are shown. */
export function ZodiacLabel({ chart }: { chart: Pick<Chart, 'zodiac' | 'ayanamsa'> }) {
  const { t } = useChartWords();
  return (
    <p className="zodiac-label" data-zodiac={chart.zodiac ?? 'tropical'}>
      {chart.zodiac === 'sidereal' && chart.ayanamsa !== undefined
        ? t('chart.zodiac.shownSidereal', { ayanamsa: degreesAndMinutes(chart.ayanamsa) })
        : t('chart.zodiac.shownTropical')}
    </p>
  );
}

/** What a kundli reader looks for first: the lagna and its lord, the Moon's sign and nakshatra. */
export function KundliSummary({ result }: { result: BirthChartResponse }) {
  const { t, names } = useChartWords();
  const { nakshatra, lagnaLord } = result;
  if (result.zodiac !== 'sidereal' || !nakshatra) return null;
  // The lagna is the sign the (sidereal) Ascendant is in; none without a birth time.
  const lagna = result.chart.ascendant === null ? null : signOfLongitude(result.chart.ascendant).id;
  return (
    <section className="kundli-summary" aria-labelledby="kundli-title">
      <h3 id="kundli-title">{t('chart.kundli.title')}</h3>
      <dl>
        <div data-kundli="lagna">
          <dt>{t('chart.kundli.lagna')}</dt>
          <dd>
            {lagna && lagnaLord
              ? t('chart.kundli.lagnaValue', { sign: names.sign(lagna), lord: names.body(lagnaLord) })
              : t('chart.kundli.noTime')}
          </dd>
        </div>
        <div data-kundli="rashi">
          <dt>{t('chart.kundli.rashi')}</dt>
          <dd>{names.sign(result.chart.planets.moon.sign)}</dd>
        </div>
        <div data-kundli="nakshatra">
          <dt>{t('chart.kundli.nakshatra')}</dt>
          <dd>{t('chart.kundli.nakshatraValue', { name: names.nakshatra(nakshatra.index), pada: nakshatra.pada })}</dd>
        </div>
      </dl>
    </section>
  );
}
