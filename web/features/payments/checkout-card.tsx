import { paths } from '@web/lib/paths';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { type PaidTier, TRIAL_DAYS, formatMonthlyPrice, TIER_NAMES } from '@core/plans';
import { CheckIcon } from '@web/components/icons';
import { paidFeatures, planTaglines } from '@web/content/pricing';
import { CheckoutAnnouncer, Processing, SecurePaymentNote } from './payment-ui';
import { useCheckout } from './use-checkout';

/** The chosen plan before checkout: its price, the trial and what it includes. */
export function CheckoutCard({ plan }: { plan: PaidTier }) {
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
        {paidFeatures(plan).map((feature) => (
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

export const upgradePath = (plan: PaidTier | null) => (plan ? `${paths.upgrade}?plan=${plan}` : paths.upgrade);
