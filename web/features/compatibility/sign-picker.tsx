import { type SignId, ZODIAC, getSign, isSignId } from '@core/zodiac';

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A native sign picker (000 §2.5): each option with symbol, name and dates; the chosen sign's element and modality below. */
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
            <dl className="sign-traits">
              <div>
                <dt>Element</dt>
                <dd>{capitalize(sign.element)}</dd>
              </div>
              <div>
                <dt>Modality</dt>
                <dd>{capitalize(sign.modality)}</dd>
              </div>
            </dl>
          </>
        ) : (
          <p className="muted">Its element and modality show here.</p>
        )}
      </div>
    </div>
  );
}
