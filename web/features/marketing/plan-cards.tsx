import { Link } from 'react-router';
import { PLANS, type PlanId, TRIAL_DAYS, formatPrice } from '../../../core/pricing';
import { CheckIcon } from '../../components/icons';
import { planFeatures, planTaglines } from '../../content/pricing';
import { paths } from '../../lib/paths';
import './plan-cards.css';

export interface PlanAction {
  label: string;
  to: string;
}

/** Explorer, Oracle and Master with their prices from the one price configuration. */
export function PlanCards({ actions }: { actions: Record<PlanId, PlanAction> }) {
  const order: PlanId[] = ['explorer', 'oracle', 'master'];
  return (
    <ul className="plan-cards">
      {order.map((id) => {
        const plan = PLANS[id];
        const featured = id === 'master';
        return (
          <li key={id} className={`card plan-card${featured ? ' plan-card--featured' : ''}`}>
            {featured ? <span className="badge plan-card__flag">Most Popular</span> : null}
            <h3 className="plan-card__name">{plan.name}</h3>
            <p className="plan-card__tagline muted">{planTaglines[id]}</p>
            <p className="plan-card__price">
              {plan.monthlyPriceCents === 0 ? (
                <strong>Free</strong>
              ) : (
                <>
                  <strong>{formatPrice(plan.monthlyPriceCents)}</strong>
                  <span className="muted">/month</span>
                </>
              )}
            </p>
            {plan.monthlyPriceCents > 0 ? (
              <p className="plan-card__trial muted">{TRIAL_DAYS}-day free trial, then billed monthly. Cancel anytime.</p>
            ) : (
              <p className="plan-card__trial muted">No card, no time limit.</p>
            )}
            <ul className="plan-card__features">
              {planFeatures[id].map((feature) => (
                <li key={feature}>
                  <CheckIcon size={18} />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
            <Link
              to={actions[id].to}
              className={`btn ${id === 'explorer' ? 'btn--outline' : featured ? 'btn--gold' : 'btn--primary'} plan-card__cta`}
            >
              {actions[id].label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** What a signed-out visitor is offered (the pricing page of 001 "Static pages"). */
export const signedOutPlanActions: Record<PlanId, PlanAction> = {
  explorer: { label: 'Get Started Free', to: paths.signIn },
  oracle: { label: 'Start Oracle Trial', to: paths.premium },
  master: { label: 'Start Master Trial', to: paths.premium },
};
