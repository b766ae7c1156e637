import { Link } from 'react-router';
import { useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { stellaMessages } from './messages';

/** Where a visitor signs in and comes back to the chat. */
export const SIGN_IN_TO_ASK = `${paths.signIn}?returnTo=${encodeURIComponent(paths.askStella)}`;

/** The chat is Oracle's and Master's: a visitor is asked to sign in, a free member to upgrade. */
export function StellaGate({ signedIn }: { signedIn: boolean }) {
  const t = useT(stellaMessages);
  return (
    <section className="card stella-gate" aria-labelledby="stella-gate-title">
      <h2 id="stella-gate-title">{signedIn ? t('stella.gate.upgradeTitle') : t('stella.gate.signInTitle')}</h2>
      <p>{t('stella.gate.upgradePitch')}</p>
      <Link to={signedIn ? paths.premium : SIGN_IN_TO_ASK} className="btn btn--gold">
        {signedIn ? t('stella.gate.upgrade') : t('stella.gate.signIn')}
      </Link>
    </section>
  );
}
