import { ZODIACS, type Zodiac } from '@core/astro/zodiacs';
import { useT } from '@web/lib/i18n';
import { chartMessages } from './messages';

/** Where the device keeps the reader's zodiac: their next chart is cast in it (decision 047). */
const ZODIAC_STORAGE_KEY = 'stella.zodiac';

/** The zodiac this device last cast a chart in; tropical until the reader chooses. */
export function storedZodiac(): Zodiac {
  try {
    return localStorage.getItem(ZODIAC_STORAGE_KEY) === 'sidereal' ? 'sidereal' : 'tropical';
  } catch {
    return 'tropical';
  }
}

export function rememberZodiac(zodiac: Zodiac): void {
  try {
    localStorage.setItem(ZODIAC_STORAGE_KEY, zodiac);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

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
