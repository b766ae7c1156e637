import type { OffsetCandidate } from '@core/time/civil-time';
import type { Place } from '@schema/places';
import { PlaceCombobox } from '@web/features/places';
import { useT } from '@web/lib/i18n';
import { compatibilityMessages } from '../messages';
import type { BirthInput, PersonProblem } from './use-synastry';

/** The engine's series cover 1900-2100 (docs/product.md#constants: chart dates). */
const MIN_DATE = '1900-01-01';
const MAX_DATE = '2100-12-31';

/** "UTC+2", "UTC−3:30": an offset as the birth chart form writes it. */
export function utcOffset(minutes: number): string {
  const rounded = Math.round(minutes);
  if (rounded === 0) return 'UTC';
  const abs = Math.abs(rounded);
  const rest = abs % 60;
  return `UTC${rounded > 0 ? '+' : '−'}${Math.floor(abs / 60)}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** "Missouri, United States": where a candidate lies. */
const whereIs = (place: Place) => [place.region, place.country].filter(Boolean).join(', ');

/**
 * Why one person's chart could not be cast, with the choices that settle it: which of several
 * places, another spelling, or which reading of a time the clocks skipped or showed twice.
 */
function BirthProblem({
  problem,
  birthTime,
  onPlace,
  onOffset,
}: {
  problem: PersonProblem;
  birthTime: string;
  onPlace: (place: Place) => void;
  onOffset: (utcOffsetMinutes: number) => void;
}) {
  const t = useT(compatibilityMessages);
  const question = problem.kind === 'place-ambiguous' || problem.kind === 'time-choice';
  return (
    <div className={`syn-problem${question ? ' syn-problem--question' : ''}`} role="alert">
      <p>{problem.message}</p>
      {problem.kind === 'place-ambiguous' && problem.candidates.length ? (
        <ul className="syn-places" aria-label={t('compatibility.advanced.birth.choosePlace')}>
          {problem.candidates.map((place) => (
            <li key={place.id}>
              <button type="button" className="syn-place" onClick={() => onPlace(place)}>
                <span className="syn-place__name">{place.name}</span>
                <span>{whereIs(place)}</span>
                <span className="syn-place__zone">{place.timezone}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {problem.kind === 'place-not-found' && problem.alternatives.length ? (
        <ul className="row-list" aria-label={t('compatibility.advanced.birth.didYouMean')}>
          {problem.alternatives.map((place) => (
            <li key={place.id}>
              <button type="button" className="btn btn--outline btn--sm" onClick={() => onPlace(place)}>
                {place.displayName}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {problem.kind === 'time-choice' && problem.candidates.length ? (
        <ul className="row-list" aria-label={t('compatibility.advanced.birth.chooseReading')}>
          {problem.candidates.map((c: OffsetCandidate) => (
            <li key={c.utc}>
              <button type="button" className="btn btn--outline btn--sm" onClick={() => onOffset(c.utcOffsetMinutes)}>
                {t('compatibility.advanced.birth.reading', { time: birthTime, offset: utcOffset(c.utcOffsetMinutes) })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * A person's birth: date, time (or that it is not known) and the place through the gazetteer,
 * as the birth chart form asks it. Every id is the person's own (`idPrefix`), so two people's
 * fields can stand on one page.
 */
export function BirthFields({
  idPrefix,
  value,
  onChange,
  problem,
  onPlace,
  onOffset,
}: {
  idPrefix: string;
  value: BirthInput;
  onChange: (changes: Partial<BirthInput>) => void;
  problem: PersonProblem | null;
  onPlace: (place: Place) => void;
  onOffset: (utcOffsetMinutes: number) => void;
}) {
  const t = useT(compatibilityMessages);
  const chosen = value.place?.displayName === value.birthLocation ? value.place : null;
  const placeProblem = problem?.kind === 'place-ambiguous' || problem?.kind === 'place-not-found';
  return (
    <div className="syn-birth">
      <div className="syn-field">
        <label htmlFor={`${idPrefix}-date`}>{t('compatibility.advanced.birth.date')}</label>
        <input
          id={`${idPrefix}-date`}
          className="input"
          type="date"
          min={MIN_DATE}
          max={MAX_DATE}
          required
          value={value.birthDate}
          onChange={(e) => onChange({ birthDate: e.target.value, utcOffsetMinutes: undefined })}
        />
      </div>
      <div className="syn-field">
        <label htmlFor={`${idPrefix}-time`}>{t('compatibility.advanced.birth.time')}</label>
        <input
          id={`${idPrefix}-time`}
          className="input"
          type="time"
          required={!value.birthTimeUnknown}
          disabled={value.birthTimeUnknown}
          value={value.birthTime}
          onChange={(e) => onChange({ birthTime: e.target.value, utcOffsetMinutes: undefined })}
        />
        <label className="syn-checkbox">
          <input
            type="checkbox"
            checked={value.birthTimeUnknown}
            onChange={(e) => onChange({ birthTimeUnknown: e.target.checked, utcOffsetMinutes: undefined })}
          />
          {t('compatibility.advanced.birth.timeUnknown')}
        </label>
      </div>
      <div className="syn-field syn-field--wide">
        <label htmlFor={`${idPrefix}-place`}>{t('compatibility.advanced.birth.place')}</label>
        <PlaceCombobox
          id={`${idPrefix}-place`}
          value={value.birthLocation}
          onChange={(birthLocation) => onChange({ birthLocation, utcOffsetMinutes: undefined })}
          onSelect={(place) => onChange({ place, birthLocation: place.displayName, utcOffsetMinutes: undefined })}
          invalid={placeProblem}
          describedBy={`${idPrefix}-place-hint`}
        />
        <p id={`${idPrefix}-place-hint`} className="syn-hint">
          {chosen
            ? t('compatibility.advanced.birth.placeChosen', { place: chosen.displayName, zone: chosen.timezone })
            : t('compatibility.advanced.birth.placeHint')}
        </p>
      </div>
      {problem && problem.kind !== 'other' ? (
        <BirthProblem problem={problem} birthTime={value.birthTime} onPlace={onPlace} onOffset={onOffset} />
      ) : null}
    </div>
  );
}
