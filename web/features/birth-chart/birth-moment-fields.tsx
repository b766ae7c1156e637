import type { ChangeEvent } from 'react';
import { useT } from '@web/lib/i18n';
import { chartMessages } from './messages';
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
  const t = useT(chartMessages);
  // The props both inputs share: their id, look, value and change.
  const input = (key: 'birthDate' | 'birthTime', id: string) => ({
    id,
    className: 'input',
    value: form[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange({ [key]: e.target.value }),
  });
  const unknownTime = form.birthTimeUnknown;
  return (
    <>
      <div className="field">
        <label htmlFor="birth-date">{t('chart.form.birthDate')}</label>
        <input {...input('birthDate', 'birth-date')} type="date" min={MIN_DATE} max={MAX_DATE} required />
      </div>
      <div className="field">
        <label htmlFor="birth-time">{t('chart.form.birthTime')}</label>
        <input {...input('birthTime', 'birth-time')} type="time" required={!unknownTime} disabled={unknownTime} />
        <label className="checkbox">
          <input
            type="checkbox"
            checked={form.birthTimeUnknown}
            onChange={(e) => onChange({ birthTimeUnknown: e.target.checked })}
          />
          {t('chart.form.timeUnknown')}
        </label>
      </div>
    </>
  );
}
