import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { type PaidTier, TRIAL_DAYS, formatMonthlyPrice, TIER_NAMES, parsePaidTier } from '@core/plans';
import { CheckIcon } from '@web/components/icons';
import { planFeatures, planTaglines, upgradeFaq } from '@web/content/pricing';
import { paths } from '@web/lib/paths';
import { useAuth } from '@web/features/auth';
import { useQuery } from '@web/lib/use-query';
import { PlanCards } from '@web/features/marketing';
import { CheckoutAnnouncer, FaqList, PageSpinner, Processing, SecurePaymentNote, StateCard } from './payment-ui';
import { useCheckout } from './use-checkout';

/** 001 "Upgrade page": the Log In button goes to /auth, which signs in and comes back here. */
export const UPGRADE_LOGIN = `/auth?returnTo=${encodeURIComponent(paths.upgrade)}`;

const upgradePath = (plan: PaidTier | null) => (plan ? `${paths.upgrade}?plan=${plan}` : paths.upgrade);

/** The chosen plan before checkout: its price, the trial and what it includes. */
function CheckoutCard({ plan }: { plan: PaidTier }) {
  const navigate = useNavigate();
  const { pending, start } = useCheckout();
  const heading = useRef<HTMLHeadingElement>(null);
  const name = TIER_NAMES[plan];

  // The card replaces the plan list: take focus there so a keyboard or screen reader follows.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className={`card checkout-card checkout-card--${plan}`} aria-labelledby="checkout-title">
      <p className="eyebrow">Your plan</p>
      <h2 id="checkout-title" ref={heading} tabIndex={-1} className="checkout-card__title">
        {name}
      </h2>
      <p className="muted">{planTaglines[plan]}</p>
      <dl className="checkout-card__terms">
        <div>
          <dt>Price</dt>
          <dd>{formatMonthlyPrice(plan)}, billed monthly in euros</dd>
        </div>
        <div>
          <dt>Free trial</dt>
          <dd>
            {TRIAL_DAYS} days on your first subscription, then the monthly price; cancel before it ends and you pay
            nothing
          </dd>
        </div>
        <div>
          <dt>Cancel</dt>
          <dd>Anytime from your profile; you keep {name} until the period you paid for ends</dd>
        </div>
      </dl>
      <h3 className="checkout-card__subtitle">What {name} includes</h3>
      <ul className="checkout-card__features">
        {planFeatures[plan].map((feature) => (
          <li key={feature}>
            <CheckIcon size={18} />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="checkout-card__actions">
        <button
          type="button"
          className="btn btn--outline"
          disabled={pending !== null}
          onClick={() => navigate(upgradePath(null))}
        >
          Back to Plans
        </button>
        <button
          type="button"
          className={`btn ${plan === 'master' ? 'btn--gold' : 'btn--primary'}`}
          disabled={pending !== null}
          aria-busy={pending !== null || undefined}
          onClick={() => start(plan)}
        >
          {pending ? <Processing /> : 'Continue to secure checkout'}
        </button>
      </div>
      <CheckoutAnnouncer plan={pending ? name : null} />
      <SecurePaymentNote />
    </section>
  );
}

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
        <div className="pay-state__actions">
          <Link to={UPGRADE_LOGIN} className="btn btn--primary">
            Log In
          </Link>
        </div>
      </StateCard>
    );
  }

  if (user.subscriptionType !== 'free') {
    const plan = { name: TIER_NAMES[user.subscriptionType] };
    return (
      <StateCard title="You're Already Premium!" icon="star">
        <p>
          You're on the <strong>{plan.name}</strong> plan.
        </p>
        {user.subscriptionType === 'oracle' ? (
          <p className="muted">
            Want tarot and unlimited coaching? You can move up to {TIER_NAMES.master} from the{' '}
            <Link to={paths.premium}>plans page</Link>; you pay only the difference for this month.
          </p>
        ) : (
          <p className="muted">You have every feature Stella offers.</p>
        )}
        <div className="pay-state__actions">
          <Link to={paths.home} className="btn btn--primary">
            Return Home
          </Link>
          <Link to={paths.settings} className="btn btn--outline">
            Manage subscription
          </Link>
        </div>
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
