import type { OffsetCandidate } from '@core/time/civil-time';
import type { Place } from '@schema/places';
import { useT } from '@web/lib/i18n';
import { formatCoordinates, formatUtcOffset } from './format';
import { type ChartWords, chartMessages, chartWords, useChartWords } from './messages';
import type { ChartProblem } from './use-birth-chart';

/** "03:30": the wall-clock time of an instant at an offset (the birth place's own time, never UTC). */
function wallClock(utc: string, offsetMinutes: number): string {
  return new Date(Date.parse(utc) + Math.round(offsetMinutes * 60_000)).toISOString().slice(11, 16);
}

/**
 * One reading of a local time in a DST gap or fold, in the birth place's own time: a gap's
 * reading says what the clocks showed at that instant ("02:30 at UTC+1, which the clocks showed
 * as 03:30"); a fold's readings are the first and the second time the clocks showed it.
 */
export function readingLabel(
  candidate: OffsetCandidate,
  candidates: OffsetCandidate[],
  gap: boolean,
  birthTime: string,
  { t }: ChartWords = chartWords(),
): string {
  const offset = formatUtcOffset(candidate.utcOffsetMinutes);
  if (gap) {
    const inForce = candidates.find((c) => c !== candidate)?.utcOffsetMinutes;
    if (inForce === undefined) return t('chart.problem.gapReading', { time: birthTime, offset });
    return t('chart.problem.gapReadingShown', { time: birthTime, offset, clock: wallClock(candidate.utc, inForce) });
  }
  const first = [...candidates].sort((a, b) => Date.parse(a.utc) - Date.parse(b.utc))[0] === candidate;
  return t('chart.problem.foldReading', { order: first ? 'first' : 'second', time: birthTime, offset });
}

/** "Missouri, United States": where a candidate lies. */
const whereIs = (place: Place) => [place.region, place.country].filter(Boolean).join(', ');

/** Why the chart could not be cast, with the choices that resolve it (another place, one of two readings). */
export function FormProblem({
  problem,
  birthTime,
  onPlace,
  onOffset,
}: {
  problem: ChartProblem;
  birthTime: string;
  onPlace: (place: Place) => void;
  onOffset: (utcOffsetMinutes: number) => void;
}) {
  const t = useT(chartMessages);
  const words = useChartWords();
  return (
    <div className={`form-problem${problem.kind === 'place-ambiguous' ? ' form-problem--question' : ''}`} role="alert">
      <p>{problem.message}</p>
      {problem.kind === 'place-not-found' && problem.alternatives.length ? (
        <ul className="row-list choice-list" aria-label={t('chart.problem.didYouMean')}>
          {problem.alternatives.map((place) => (
            <li key={place.id}>
              <button type="button" className="btn btn--outline btn--sm" onClick={() => onPlace(place)}>
                {place.displayName}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {problem.kind === 'place-ambiguous' && problem.candidates.length ? (
        <ul className="birth-place-choices" aria-label={t('chart.problem.choosePlace')}>
          {problem.candidates.map((place) => (
            <li key={place.id}>
              <button type="button" className="birth-place-choice" onClick={() => onPlace(place)}>
                <span className="birth-place-choice__name">{place.name}</span>
                <span className="birth-place-choice__where">{whereIs(place)}</span>
                <span className="birth-place-choice__detail">
                  {formatCoordinates(place.latitude, place.longitude, words)} · {place.timezone}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {problem.kind === 'time-choice' ? (
        <ul className="row-list choice-list" aria-label={t('chart.problem.chooseReading')}>
          {problem.candidates.map((c) => (
            <li key={c.utc}>
              <button type="button" className="btn btn--outline btn--sm" onClick={() => onOffset(c.utcOffsetMinutes)}>
                {readingLabel(c, problem.candidates, problem.gap, birthTime, words)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {problem.kind === 'invalid'
        ? problem.fields.map((f) => (
            <p key={`${f.path}-${f.message}`} className="field__error">
              {f.message}
            </p>
          ))
        : null}
    </div>
  );
}
