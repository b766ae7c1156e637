import { useId } from 'react';
import { ChoicePills } from '@web/components/choice-pills';
import { type SignId, ZODIAC, isSignId } from '@core/zodiac';
import type { SavedChartListItem } from '@schema/birth-chart';
import type { Place } from '@schema/places';
import { useAstroNames } from '@web/lib/astro-names';
import { useT, useTag } from '@web/lib/i18n';
import { compatibilityMessages } from '../messages';
import { BirthFields } from './birth-fields';
import {
  type BirthInput,
  type PersonForm,
  NAME_MAX,
  type PersonProblem,
  SIGN_FIELDS,
  SOURCES,
  type SignField,
  type Source,
  isRequiredSign,
} from './use-synastry';

const SIGN_LABELS = {
  sunSign: 'compatibility.advanced.signs.sunSign',
  moonSign: 'compatibility.advanced.signs.moonSign',
  risingSign: 'compatibility.advanced.signs.risingSign',
  venus: 'compatibility.advanced.signs.venus',
  mars: 'compatibility.advanced.signs.mars',
  mercury: 'compatibility.advanced.signs.mercury',
} as const satisfies Record<SignField, string>;

const SOURCE_LABELS = {
  signs: 'compatibility.advanced.source.signs',
  myChart: 'compatibility.advanced.source.myChart',
  savedChart: 'compatibility.advanced.source.savedChart',
  birth: 'compatibility.advanced.source.birth',
} as const satisfies Record<Source, string>;

/** A compact sign picker: twelve signs with symbol and name (the Sun's with its dates); the optional ones may stay unknown. */
function SignSelect({
  id,
  field,
  value,
  onChange,
}: {
  id: string;
  field: SignField;
  value: SignId | undefined;
  onChange: (sign: SignId | undefined) => void;
}) {
  const t = useT(compatibilityMessages);
  const names = useAstroNames();
  const tag = useTag();
  const required = isRequiredSign(field);
  return (
    <div className="syn-field">
      <label htmlFor={id}>
        {t(SIGN_LABELS[field])}
        {required ? <span className="syn-required">{t('compatibility.advanced.signs.required')}</span> : null}
      </label>
      <select
        id={id}
        className="input"
        required={required}
        value={value ?? ''}
        onChange={(e) => onChange(isSignId(e.target.value) ? e.target.value : undefined)}
      >
        <option value="">
          {required ? t('compatibility.picker.placeholder') : t('compatibility.advanced.signs.optional')}
        </option>
        {ZODIAC.map((s) => (
          <option key={s.id} value={s.id}>
            {/* The calendar dates belong to the Sun sign alone: the other points keep their own time. */}
            {field === 'sunSign'
              ? t('compatibility.picker.option', {
                  symbol: s.symbol,
                  sign: names.sign(s.id),
                  dates: names.signDates(s.id, tag),
                })
              : t('compatibility.advanced.signs.option', { symbol: s.symbol, sign: names.sign(s.id) })}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The reader's saved charts, each by its name (or its date) and its birth date. */
function SavedChartSelect({
  id,
  charts,
  value,
  onChange,
}: {
  id: string;
  charts: readonly SavedChartListItem[];
  value: string;
  onChange: (chartId: string) => void;
}) {
  const t = useT(compatibilityMessages);
  const tag = useTag();
  // A birth date is a calendar date: read and written in UTC, never shifted by the device's zone.
  const format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  const dateOf = (chart: SavedChartListItem) => format.format(new Date(`${chart.birthDate}T00:00:00Z`));
  return (
    <div className="syn-field syn-field--wide">
      <label htmlFor={id}>{t('compatibility.advanced.savedChart.label')}</label>
      <select id={id} className="input" required value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('compatibility.advanced.savedChart.placeholder')}</option>
        {charts.map((chart) => (
          <option key={chart.id} value={chart.id}>
            {chart.name
              ? t('compatibility.advanced.savedChart.option', { name: chart.name, date: dateOf(chart) })
              : t('compatibility.advanced.savedChart.unnamed', { date: dateOf(chart) })}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface PersonFieldsProps {
  legend: string;
  value: PersonForm;
  onChange: (next: PersonForm) => void;
  /** The sources this reader has: "my chart" only with a chart of their own, saved charts only when kept. */
  hasMyChart: boolean;
  savedCharts: readonly SavedChartListItem[];
  problem: PersonProblem | null;
  /** A place chosen to settle the problem: the analysis is asked again with it. */
  onPlace: (place: Place) => void;
  onOffset: (utcOffsetMinutes: number) => void;
}

/**
 * One of the two people (docs/product.md#advanced-synastry): an optional name, where they come
 * from (signs by default, my chart, a saved chart, birth data), and that source's fields.
 */
export function PersonFields({
  legend,
  value,
  onChange,
  hasMyChart,
  savedCharts,
  problem,
  onPlace,
  onOffset,
}: PersonFieldsProps) {
  const t = useT(compatibilityMessages);
  const id = useId();
  const offered = SOURCES.filter(
    (source) =>
      source === value.source ||
      (source === 'myChart' ? hasMyChart : source === 'savedChart' ? savedCharts.length > 0 : true),
  );
  const set = (changes: Partial<PersonForm>) => onChange({ ...value, ...changes });
  const setBirth = (changes: Partial<BirthInput>) => set({ birth: { ...value.birth, ...changes } });
  return (
    <fieldset className="syn-person">
      <legend className="syn-person__legend">{legend}</legend>
      <div className="syn-field">
        <label htmlFor={`${id}-name`}>{t('compatibility.advanced.person.name')}</label>
        <input
          id={`${id}-name`}
          className="input"
          type="text"
          autoComplete="off"
          maxLength={NAME_MAX}
          value={value.name}
          onChange={(e) => set({ name: e.target.value })}
        />
      </div>
      <ChoicePills
        name={`${id}-source`}
        legend={t('compatibility.advanced.source.legend')}
        options={offered.map((source) => ({ value: source, label: t(SOURCE_LABELS[source]) }))}
        value={value.source}
        onChange={(source) => set({ source })}
      />
      {value.source === 'signs' ? (
        <>
          <p className="syn-hint">{t('compatibility.advanced.signs.hint')}</p>
          {/* The Sun's picker spans the row: its options carry the sign's dates. */}
          <div className="syn-signs">
            {SIGN_FIELDS.map((field) => (
              <SignSelect
                key={field}
                id={`${id}-${field}`}
                field={field}
                value={value.signs[field]}
                onChange={(sign) => set({ signs: { ...value.signs, [field]: sign } })}
              />
            ))}
          </div>
        </>
      ) : null}
      {value.source === 'myChart' ? <p className="syn-hint">{t('compatibility.advanced.myChart.hint')}</p> : null}
      {value.source === 'savedChart' ? (
        <SavedChartSelect
          id={`${id}-chart`}
          charts={savedCharts}
          value={value.chartId}
          onChange={(chartId) => set({ chartId })}
        />
      ) : null}
      {value.source === 'birth' ? (
        <BirthFields
          idPrefix={`${id}-birth`}
          value={value.birth}
          onChange={setBirth}
          problem={problem}
          onPlace={onPlace}
          onOffset={onOffset}
        />
      ) : null}
      {problem?.kind === 'other' ? (
        <p className="syn-problem" role="alert">
          {problem.message}
        </p>
      ) : null}
    </fieldset>
  );
}
