import { type SignId, ZODIAC, getSign, isSignId } from '@core/zodiac';
import { SignFacts } from '@web/components/sign-facts';

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
        <option value="">Choose a sign</option>
        {ZODIAC.map((s) => (
          <option key={s.id} value={s.id}>{`${s.symbol} ${s.name} (${s.dateRange})`}</option>
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
          <p className="muted">Its element and modality show here.</p>
        )}
      </div>
    </div>
  );
}
