import { ZODIACS, type Zodiac } from '@core/astro/zodiacs';
import { useT } from '@web/lib/i18n';
import { chartMessages } from './messages';

const LABELS = { tropical: 'chart.zodiac.tropical', sidereal: 'chart.zodiac.sidereal' } as const satisfies Record<
  Zodiac,
  string
>;

/** Tropical or sidereal: two choices side by side and the one sentence that tells them apart. */
export function ZodiacChoice({ value, onChange }: { value: Zodiac; onChange: (zodiac: Zodiac) => void }) {
  const t = useT(chartMessages);
  return (
    <fieldset className="choice-pills zodiac-choice" aria-describedby="zodiac-choice-hint">
      <legend>{t('chart.zodiac.legend')}</legend>
      <div className="choice-pills__options">
        {ZODIACS.map((zodiac) => (
          <label key={zodiac} className="choice-pills__option">
            <input
              type="radio"
              name="zodiac"
              value={zodiac}
              checked={value === zodiac}
              onChange={() => onChange(zodiac)}
            />
            <span>{t(LABELS[zodiac])}</span>
          </label>
        ))}
      </div>
      <p id="zodiac-choice-hint" className="field__hint">
        {t('chart.zodiac.hint')}
      </p>
    </fieldset>
  );
}
