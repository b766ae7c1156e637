import { type FormEvent, useMemo, useState } from 'react';
import { basicCompatibility } from '@core/compatibility/compatibility';
import { loadCompatibilityTexts } from '@core/compatibility/load';
import { COMPATIBILITY_EN } from '@core/compatibility/texts.en';
import type { SignId } from '@core/zodiac';
import { recordActivity } from '@web/lib/activity';
import { useT } from '@web/lib/i18n';
import { useLocalized } from '@web/lib/use-localized';
import { useAuth } from '@web/features/auth';
import { AdvancedSynastry } from './advanced/advanced-synastry';
import { CompatibilityReading } from './compatibility-result';
import { compatibilityMessages } from './messages';
import { SignPicker } from './sign-picker';
import './compatibility.css';

/**
 * Basic compatibility (docs/product.md#basic-compatibility), computed in the browser (docs/product.md#api),
 * and below it the advanced synastry (docs/product.md#advanced-synastry).
 */
export function CompatibilityPage() {
  const { status } = useAuth();
  const t = useT(compatibilityMessages);
  const texts = useLocalized(loadCompatibilityTexts, COMPATIBILITY_EN);
  const signedIn = status === 'authenticated';
  const [first, setFirst] = useState<SignId | null>(null);
  const [second, setSecond] = useState<SignId | null>(null);
  // The pair last checked: changing a picker afterwards leaves the reading until the next check.
  const [checked, setChecked] = useState<{ a: SignId; b: SignId } | null>(null);
  const result = useMemo(
    () => (checked && texts ? basicCompatibility(checked.a, checked.b, texts) : null),
    [checked, texts],
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!first || !second) return;
    setChecked({ a: first, b: second });
    recordActivity('compatibility_check', signedIn);
  };

  return (
    <main className="container compatibility">
      <title>{t('compatibility.page.title')}</title>
      <header className="compatibility__header">
        <h1>{t('compatibility.page.heading')}</h1>
        <p className="muted">{t('compatibility.page.intro')}</p>
      </header>

      <form className="card compat-form" onSubmit={onSubmit} aria-label={t('compatibility.form.label')}>
        <div className="compat-form__pickers">
          <SignPicker id="first-sign" label={t('compatibility.form.firstSign')} value={first} onChange={setFirst} />
          <span className="compat-form__join" aria-hidden="true">
            ♡
          </span>
          <SignPicker id="second-sign" label={t('compatibility.form.secondSign')} value={second} onChange={setSecond} />
        </div>
        <button type="submit" className="btn btn--primary compat-form__submit" disabled={!first || !second}>
          {t('compatibility.form.submit')}
        </button>
      </form>

      {checked && result ? <CompatibilityReading a={checked.a} b={checked.b} result={result} /> : null}

      <AdvancedSynastry />
    </main>
  );
}

export default CompatibilityPage;
