import { type LinkAction, LinkActions } from '@web/components/link-actions';
import { Link, useNavigate } from 'react-router';
import { type PaidTier, TRIAL_DAYS, TIER_NAMES, parsePaidTier } from '@core/plans';
import { addedByPhrase, upgradeFaq } from '@web/content/pricing';
import { paths } from '@web/lib/paths';
import { useAuth } from '@web/features/auth';
import { useQuery } from '@web/lib/use-query';
import { PlanCards } from '@web/features/marketing';
import { FaqList, PageSpinner, SecurePaymentNote, StateCard } from './payment-ui';
import { CheckoutCard } from './checkout-card';
import { upgradePath } from './checkout-card';

const ALREADY_PREMIUM_STEPS: readonly LinkAction[] = [
  { to: paths.home, label: 'Return Home', look: 'primary' },
  { to: paths.settings, label: 'Manage subscription', look: 'outline' },
];

/** 001 "Upgrade page": the Log In button goes to /auth, which signs in and comes back here. */
export const UPGRADE_LOGIN = `/auth?returnTo=${encodeURIComponent(paths.upgrade)}`;
const SIGN_IN_STEPS: readonly LinkAction[] = [{ to: UPGRADE_LOGIN, label: 'Log In', look: 'primary' }];

/**
 * /upgrade (001 "Upgrade page"): a spinner while loading; signed out, 'Authentication
 * Required'; on a paid plan, 'You're Already Premium!'; otherwise Oracle and Master to choose
 * from, then the chosen plan's checkout card. The choice is kept in the address (`?plan=`), so
 * Back returns to the list and a link can open a plan directly.
 */
export function UpgradePage() {
  const { status, user } = useAuth();
  const navigate = useNavigate();
  const chosen = parsePaidTier(useQuery().get('plan'));

  if (status === 'loading') {
    return (
      <main className="container pay-page">
        <title>Upgrade · Stella</title>
        <PageSpinner label="Loading your account…" />
      </main>
    );
  }

  if (status === 'unauthenticated' || !user) {
    return (
      <StateCard title="Authentication Required" icon="lock">
        <p className="muted">Log in to choose a plan. Your purchase is tied to your Stella account.</p>
        <LinkActions className="pay-state__actions" links={SIGN_IN_STEPS} />
      </StateCard>
    );
  }

  if (user.subscriptionType !== 'free') {
    const plan = { name: TIER_NAMES[user.subscriptionType] };
    // What Master adds over Oracle, from the one capability list (nothing yet: no offer).
    const masterAdds = addedByPhrase('master');
    return (
      <StateCard title="You're Already Premium!" icon="star">
        <p>
          You're on the <strong>{plan.name}</strong> plan.
        </p>
        {user.subscriptionType === 'oracle' && masterAdds ? (
          <p className="muted">
            Want {masterAdds}? You can move up to {TIER_NAMES.master} from the{' '}
            <Link to={paths.premium}>plans page</Link>; you pay only the difference for this month.
          </p>
        ) : (
          <p className="muted">You have every feature Stella offers today.</p>
        )}
        <LinkActions className="pay-state__actions" links={ALREADY_PREMIUM_STEPS} />
      </StateCard>
    );
  }

  return (
    <main className="container pay-page">
      <title>{chosen ? `Checkout: ${TIER_NAMES[chosen]} · Stella` : 'Upgrade · Stella'}</title>
      <meta name="robots" content="noindex" />
      <header className="pay-head">
        <span className="eyebrow">Upgrade</span>
        <h1>{chosen ? 'Confirm your plan' : 'Choose your plan'}</h1>
        <p className="muted">
          Your first subscription starts with a {TRIAL_DAYS}-day free trial. Prices are in euros and billed monthly.
        </p>
      </header>
      {chosen ? (
        <CheckoutCard key={chosen} plan={chosen} />
      ) : (
        <>
          <PlanCards
            plans={['oracle', 'master']}
            renderAction={(id, className) => (
              <button type="button" className={className} onClick={() => navigate(upgradePath(id as PaidTier))}>
                Choose {TIER_NAMES[id]}
              </button>
            )}
          />
          <SecurePaymentNote />
        </>
      )}
      <FaqList items={upgradeFaq} headingId="upgrade-faq" title="Questions about upgrading" />
    </main>
  );
}

export default UpgradePage;
