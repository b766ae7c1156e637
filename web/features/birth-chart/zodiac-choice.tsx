import { ZODIACS, type Zodiac } from '@core/astro/zodiacs';
import { ChoicePills } from '@web/components/choice-pills';
import { useT } from '@web/lib/i18n';
import { chartMessages } from './messages';

const LABELS = { tropical: 'chart.zodiac.tropical', sidereal: 'chart.zodiac.sidereal' } as const satisfies Record<
  Zodiac,
  string
>;

interface Props {
  /** The zodiac chosen; null while the form asks (neither is checked). */
  value: Zodiac | null;
  onChange: (zodiac: Zodiac) => void;
  /** Calculate was pressed before the question was answered: said under it, and the choice is invalid. */
  missing?: boolean;
}

/**
 * Tropical or sidereal: two choices side by side and the one sentence that tells them apart.
 * Asked as a question (nothing chosen) of a Hindi reader's first chart, decision 047.
 */
export function ZodiacChoice({ value, onChange, missing = false }: Props) {
  const t = useT(chartMessages);
  const asking = value === null;
  return (
    <ChoicePills
      className="zodiac-choice"
      name="zodiac"
      legend={asking ? t('chart.zodiac.ask') : t('chart.zodiac.legend')}
      options={ZODIACS.map((zodiac) => ({ value: zodiac, label: t(LABELS[zodiac]) }))}
      value={value}
      onChange={onChange}
      data-asking={asking || undefined}
      aria-describedby={missing ? 'zodiac-choice-missing zodiac-choice-hint' : 'zodiac-choice-hint'}
      aria-invalid={missing || undefined}
    >
      {missing ? (
        <p id="zodiac-choice-missing" className="field__error" role="alert">
          {t('chart.zodiac.askMissing')}
        </p>
      ) : null}
      <p id="zodiac-choice-hint" className="field__hint">
        {t('chart.zodiac.hint')}
      </p>
    </ChoicePills>
  );
}
