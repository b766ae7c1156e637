import { paths } from '@web/lib/paths';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { type PaidTier, TRIAL_DAYS, TIER_NAMES } from '@core/plans';
import { useT } from '@web/lib/i18n';
import { paymentsMessages } from './messages';
import { CheckIcon } from '@web/components/icons';
import { monthlyPrice, paidFeatures, planTaglines } from '@web/content/pricing';
import { CheckoutAnnouncer, Processing, SecurePaymentNote } from './payment-ui';
import { useCheckout } from './use-checkout';

/** The chosen plan before checkout: its price, the trial and what it includes. */
export function CheckoutCard({ plan }: { plan: PaidTier }) {
  const t = useT(paymentsMessages);
  const navigate = useNavigate();
  const { pending, start } = useCheckout();
  const heading = useRef<HTMLHeadingElement>(null);
  const name = TIER_NAMES[plan];

  // The card replaces the plan list: take focus there so a keyboard or screen reader follows.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className={`card checkout-card checkout-card--${plan}`} aria-labelledby="checkout-title">
      <p className="eyebrow">{t('payments.checkout.eyebrow')}</p>
      <h2 id="checkout-title" ref={heading} tabIndex={-1} className="checkout-card__title">
        {name}
      </h2>
      <p className="muted">{planTaglines[plan]}</p>
      <dl className="checkout-card__terms">
        <div>
          <dt>{t('payments.checkout.price')}</dt>
          <dd>{t('payments.checkout.priceValue', { price: monthlyPrice(plan) })}</dd>
        </div>
        <div>
          <dt>{t('payments.checkout.trial')}</dt>
          <dd>{t('payments.checkout.trialValue', { trialDays: TRIAL_DAYS })}</dd>
        </div>
        <div>
          <dt>{t('payments.checkout.cancel')}</dt>
          <dd>{t('payments.checkout.cancelValue', { plan: name })}</dd>
        </div>
      </dl>
      <h3 className="checkout-card__subtitle">{t('payments.checkout.includes', { plan: name })}</h3>
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
          {t('payments.checkout.backToPlans')}
        </button>
        <button
          type="button"
          className={`btn ${plan === 'master' ? 'btn--gold' : 'btn--primary'}`}
          disabled={pending !== null}
          aria-busy={pending !== null || undefined}
          onClick={() => start(plan)}
        >
          {pending ? <Processing /> : t('payments.checkout.continue')}
        </button>
      </div>
      <CheckoutAnnouncer plan={pending ? name : null} />
      <SecurePaymentNote />
    </section>
  );
}

export const upgradePath = (plan: PaidTier | null) => (plan ? `${paths.upgrade}?plan=${plan}` : paths.upgrade);
