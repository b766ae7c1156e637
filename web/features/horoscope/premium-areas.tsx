import { useState } from 'react';
import { Link } from 'react-router';
import { type SignId, getSign } from '@core/zodiac';
import { paths } from '@web/lib/paths';
import { SignGrid } from './sign-grid';

/** docs/product.md#roles: visitors sign in first; free members go to the plans. */
function UpgradeLink({ signedIn }: { signedIn: boolean }) {
  return (
    <Link to={signedIn ? paths.premium : paths.login} className="btn btn--gold">
      {signedIn ? 'Upgrade to unlock' : 'Sign in to upgrade'}
    </Link>
  );
}

/** What the premium reading holds (docs/product.md#data). */
const PREMIUM_CONTENTS = [
  'A comprehensive reading of the day for your sign',
  'Key themes and cosmic advice',
  'Optimal timing: your best hour, the period to avoid and your power moment',
  'An affirmation for the day',
  'Lucky elements: color, number, stone and direction',
];

/**
 * The premium section (docs/product.md#daily-horoscope-page) as a non-premium reader sees it: what it holds and the way to
 * upgrade. Premium readers are not shown it until the premium reading exists.
 */
export function PremiumInsights({ sign, signedIn }: { sign: SignId | null; signedIn: boolean }) {
  return (
    <section className="card premium-area" aria-labelledby="premium-insights-title">
      <p className="badge">Premium Feature</p>
      <h2 id="premium-insights-title">Premium Horoscope Insights</h2>
      <p className="muted">
        {sign
          ? `Go beyond the free reading for ${getSign(sign).name} with Oracle or Master:`
          : 'Oracle and Master add to the free reading:'}
      </p>
      <ul className="premium-area__list">
        {PREMIUM_CONTENTS.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <UpgradeLink signedIn={signedIn} />
    </section>
  );
}

/** The second block (docs/product.md#daily-horoscope-page): its own sign grid, and for non-premium readers an upgrade prompt. */
export function AdvancedAnalysis({ signedIn }: { signedIn: boolean }) {
  const [sign, setSign] = useState<SignId | null>(null);
  return (
    <section className="card premium-area advanced" aria-labelledby="advanced-title">
      <p className="badge">Oracle &amp; Master</p>
      <h2 id="advanced-title">Your Daily Advanced Analysis</h2>
      <p className="muted">
        A 500-700 word analysis of the day written for one sign: a comprehensive reading, its key themes and an
        affirmation.
      </p>
      <SignGrid label="Sign for the advanced analysis" selected={sign} onSelect={setSign} compact />
      <div className="advanced__upgrade" aria-live="polite">
        <p>
          {sign
            ? `The advanced analysis for ${getSign(sign).name} comes with Oracle and Master.`
            : 'Choose a sign; its advanced analysis comes with Oracle and Master.'}
        </p>
        <UpgradeLink signedIn={signedIn} />
      </div>
    </section>
  );
}
