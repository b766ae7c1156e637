import type { BirthForm } from './use-birth-chart';

/** The form's date range: the engine's series cover 1900-2100. */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2100-12-31';

/** Date and time of birth, or that the time is not known. */
export function BirthMomentFields({
  form,
  onChange,
}: {
  form: Pick<BirthForm, 'birthDate' | 'birthTime' | 'birthTimeUnknown'>;
  onChange: (changes: Partial<BirthForm>) => void;
}) {
  return (
    <>
      <div className="field">
        <label htmlFor="birth-date">Date of birth</label>
        <input
          id="birth-date"
          className="input"
          type="date"
          min={MIN_DATE}
          max={MAX_DATE}
          required
          value={form.birthDate}
          onChange={(e) => onChange({ birthDate: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor="birth-time">Time of birth</label>
        <input
          id="birth-time"
          className="input"
          type="time"
          required={!form.birthTimeUnknown}
          disabled={form.birthTimeUnknown}
          value={form.birthTime}
          onChange={(e) => onChange({ birthTime: e.target.value })}
        />
        <label className="checkbox">
          <input
            type="checkbox"
            checked={form.birthTimeUnknown}
            onChange={(e) => onChange({ birthTimeUnknown: e.target.checked })}
          />
          I don't know my birth time
        </label>
      </div>
    </>
  );
}
