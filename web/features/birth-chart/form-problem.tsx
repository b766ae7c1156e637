import type { Place } from '@schema/places';
import { formatUtcOffset } from './format';
import type { ChartProblem } from './use-birth-chart';

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
  return (
    <div className="form-problem" role="alert">
      <p>{problem.message}</p>
      {problem.kind === 'place-not-found' && problem.alternatives.length ? (
        <ul className="row-list choice-list" aria-label="Did you mean">
          {problem.alternatives.map((place) => (
            <li key={place.id}>
              <button type="button" className="btn btn--outline btn--sm" onClick={() => onPlace(place)}>
                {place.displayName}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {problem.kind === 'time-choice' ? (
        <ul className="row-list choice-list" aria-label="Choose the reading">
          {problem.candidates.map((c) => (
            <li key={c.utc}>
              <button type="button" className="btn btn--outline btn--sm" onClick={() => onOffset(c.utcOffsetMinutes)}>
                {`${birthTime} at ${formatUtcOffset(c.utcOffsetMinutes)} (${new Date(c.utc).toISOString().slice(11, 16)} UTC)`}
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
