import { type FormEvent, useId, useMemo } from 'react';
import { NUMEROLOGY_MIN_DATE, NUMEROLOGY_NAME_DROP, NUMEROLOGY_NAME_MAX } from '@core/numerology/index';
import { Field } from '@web/components/forms/field';
import { useT, useTag } from '@web/lib/i18n';
import { localDate } from '@web/lib/local-date';
import { numerologyMessages } from './messages';

export interface NumerologyInput {
  name: string;
  /** Each select's value: '' until chosen. */
  year: string;
  month: string;
  day: string;
}

export const emptyInput = (): NumerologyInput => ({ name: '', year: '', month: '', day: '' });

const pad2 = (n: number | string) => String(n).padStart(2, '0');

/** The chosen date as YYYY-MM-DD, or null while a select is empty. */
export const birthDateOf = (input: NumerologyInput): string | null =>
  input.year && input.month && input.day ? `${input.year}-${pad2(input.month)}-${pad2(input.day)}` : null;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The spec's form: the full name (typing keeps letters, spaces, hyphens and apostrophes, up to
 * 100 characters) and the month, day and year selects (years from this one back to 1900). The
 * button waits for both.
 */
export function NumerologyForm({
  input,
  onInput,
  onSubmit,
  busy,
}: {
  input: NumerologyInput;
  onInput: (input: NumerologyInput) => void;
  onSubmit: () => void;
  busy: boolean;
}) {
  const t = useT(numerologyMessages);
  const tag = useTag();
  const id = useId();
  const thisYear = Number(localDate().slice(0, 4));
  const firstYear = Number(NUMEROLOGY_MIN_DATE.slice(0, 4));
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2000, i, 1))));
  }, [tag]);
  const dayCount = input.month ? daysIn(Number(input.year) || 2000, Number(input.month)) : 31;
  const ready = input.name.trim() !== '' && birthDateOf(input) !== null;

  const set = (patch: Partial<NumerologyInput>) => {
    const next = { ...input, ...patch };
    // A day the chosen month does not have (31 April) is cleared rather than moved.
    if (next.day && next.month && Number(next.day) > daysIn(Number(next.year) || 2000, Number(next.month)))
      next.day = '';
    onInput(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready && !busy) onSubmit();
  };

  return (
    <form className="card numerology-form" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{t('numerology.form.legend')}</legend>
        <Field
          label={t('numerology.form.name')}
          hint={t('numerology.form.nameHint')}
          value={input.name}
          onValueChange={(value) =>
            set({ name: value.replace(NUMEROLOGY_NAME_DROP, '').slice(0, NUMEROLOGY_NAME_MAX) })
          }
          autoComplete="name"
          maxLength={NUMEROLOGY_NAME_MAX}
          required
        />
        <div className="numerology-form__date" role="group" aria-labelledby={`${id}-date`}>
          <span id={`${id}-date`} className="field__label">
            {t('numerology.form.birthDate')}
          </span>
          <div className="numerology-form__selects">
            <label>
              <span className="numerology-form__select-label">{t('numerology.form.month')}</span>
              <select className="input" value={input.month} onChange={(e) => set({ month: e.target.value })} required>
                <option value="" disabled>
                  {t('numerology.form.month')}
                </option>
                {months.map((name, i) => (
                  <option key={name} value={String(i + 1)}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span className="numerology-form__select-label">{t('numerology.form.day')}</span>
              <select className="input" value={input.day} onChange={(e) => set({ day: e.target.value })} required>
                <option value="" disabled>
                  {t('numerology.form.day')}
                </option>
                {Array.from({ length: dayCount }, (_, i) => (
                  <option key={i} value={String(i + 1)}>
                    {i + 1}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span className="numerology-form__select-label">{t('numerology.form.year')}</span>
              <select className="input" value={input.year} onChange={(e) => set({ year: e.target.value })} required>
                <option value="" disabled>
                  {t('numerology.form.year')}
                </option>
                {Array.from({ length: thisYear - firstYear + 1 }, (_, i) => (
                  <option key={i} value={String(thisYear - i)}>
                    {thisYear - i}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </div>
      </fieldset>
      <button type="submit" className="btn btn--primary" disabled={!ready || busy} aria-busy={busy || undefined}>
        {busy ? t('numerology.form.calculating') : t('numerology.form.calculate')}
      </button>
    </form>
  );
}
