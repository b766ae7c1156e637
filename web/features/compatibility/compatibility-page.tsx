import { type FormEvent, useMemo, useState } from 'react';
import { basicCompatibility } from '@core/compatibility/compatibility';
import type { SignId } from '@core/zodiac';
import { recordActivity } from '@web/lib/activity';
import { useAuth } from '@web/features/auth';
import { CompatibilityReading } from './compatibility-result';
import { SignPicker } from './sign-picker';
import './compatibility.css';

/** Basic compatibility (docs/product.md#basic-compatibility), computed in the browser (docs/product.md#api). */
export function CompatibilityPage() {
  const { status } = useAuth();
  const signedIn = status === 'authenticated';
  const [first, setFirst] = useState<SignId | null>(null);
  const [second, setSecond] = useState<SignId | null>(null);
  // The pair last checked: changing a picker afterwards leaves the reading until the next check.
  const [checked, setChecked] = useState<{ a: SignId; b: SignId } | null>(null);
  const result = useMemo(() => (checked ? basicCompatibility(checked.a, checked.b) : null), [checked]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!first || !second) return;
    setChecked({ a: first, b: second });
    recordActivity('compatibility_check', signedIn);
  };

  return (
    <main className="container compatibility">
      <title>Compatibility · Stella</title>
      <header className="compatibility__header">
        <h1>Compatibility</h1>
        <p className="muted">
          Choose two Sun signs to see how their elements meet, with a reading of what each brings.
        </p>
      </header>

      <form className="card compat-form" onSubmit={onSubmit} aria-label="Choose two signs">
        <div className="compat-form__pickers">
          <SignPicker id="first-sign" label="First sign" value={first} onChange={setFirst} />
          <span className="compat-form__join" aria-hidden="true">
            ♡
          </span>
          <SignPicker id="second-sign" label="Second sign" value={second} onChange={setSecond} />
        </div>
        <button type="submit" className="btn btn--primary compat-form__submit" disabled={!first || !second}>
          Check Compatibility
        </button>
      </form>

      {checked && result ? <CompatibilityReading a={checked.a} b={checked.b} result={result} /> : null}
    </main>
  );
}

export default CompatibilityPage;
