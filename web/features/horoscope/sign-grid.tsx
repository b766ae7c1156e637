import { type SignId, ZODIAC, type ZodiacSign } from '@core/zodiac';
import { useAstroNames } from '@web/lib/astro-names';
import { useTag } from '@web/lib/i18n';

/** U+FE0E: the sign glyph drawn as text in the page's colours, not as a coloured emoji. */
const TEXT_VARIANT = '\uFE0E';

export const signGlyph = (sign: ZodiacSign) => `${sign.symbol}${TEXT_VARIANT}`;

/**
 * The 12 sign buttons (docs/product.md#daily-horoscope-page). Each button's accessible name starts with the sign's name; the
 * chosen one is aria-pressed and highlighted. `compact` leaves out the date ranges.
 */
export function SignGrid({
  label,
  selected,
  onSelect,
  compact = false,
}: {
  label: string;
  selected: SignId | null;
  onSelect: (sign: SignId) => void;
  compact?: boolean;
}) {
  const names = useAstroNames();
  const tag = useTag();
  return (
    <div role="group" aria-label={label} className={compact ? 'sign-grid sign-grid--compact' : 'sign-grid'}>
      {ZODIAC.map((sign) => {
        const pressed = sign.id === selected;
        return (
          <button
            key={sign.id}
            type="button"
            className="sign-btn"
            aria-pressed={pressed}
            onClick={() => onSelect(sign.id)}
          >
            <span className="sign-btn__glyph" aria-hidden="true">
              {signGlyph(sign)}
            </span>{' '}
            <span className="sign-btn__name">{names.sign(sign.id)}</span>
            {compact ? null : (
              <>
                {' '}
                <span className="sign-btn__dates">{names.signDates(sign.id, tag)}</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
