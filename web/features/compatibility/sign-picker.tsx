import { type SignId, ZODIAC, getSign, isSignId } from '@core/zodiac';
import { SignFacts } from '@web/components/sign-facts';
import { useAstroNames } from '@web/lib/astro-names';
import { useT, useTag } from '@web/lib/i18n';
import { compatibilityMessages } from './messages';

/** A native sign picker (docs/product.md#basic-compatibility): each option with symbol, name and dates; the chosen sign's element and modality below. */
export function SignPicker({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: SignId | null;
  onChange: (sign: SignId | null) => void;
}) {
  const t = useT(compatibilityMessages);
  const names = useAstroNames();
  const tag = useTag();
  const sign = value ? getSign(value) : null;
  const traitsId = `${id}-traits`;
  return (
    <div className="sign-picker">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="input"
        value={value ?? ''}
        aria-describedby={traitsId}
        onChange={(e) => onChange(isSignId(e.target.value) ? e.target.value : null)}
      >
        <option value="">{t('compatibility.picker.placeholder')}</option>
        {ZODIAC.map((s) => (
          <option key={s.id} value={s.id}>
            {t('compatibility.picker.option', {
              symbol: s.symbol,
              sign: names.sign(s.id),
              dates: names.signDates(s.id, tag),
            })}
          </option>
        ))}
      </select>
      <div id={traitsId} className="sign-picker__chosen" aria-live="polite">
        {sign ? (
          <>
            <span className="sign-picker__glyph" aria-hidden="true">
              {sign.symbol}
            </span>
            <SignFacts sign={sign} className="sign-traits" />
          </>
        ) : (
          <p className="muted">{t('compatibility.picker.empty')}</p>
        )}
      </div>
    </div>
  );
}
