import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TIERS, type Tier, TRIAL_DAYS, formatPrice, TIER_NAMES, MONTHLY_PRICE_CENTS } from '@core/plans';
import { useT, useTag } from '@web/lib/i18n';
import { type PaymentsMessageId, paymentsMessages } from './messages';
import { CheckIcon } from '@web/components/icons';
import { planFeatures, planTaglines } from '@web/content/pricing';
import { paths } from '@web/lib/paths';
import './plan-cards.css';

export interface PlanAction {
  /** The button's words: a key of the payments area. */
  label: PaymentsMessageId;
  to: string;
}

/** The classes of a card's call to action, so a page that renders its own button matches the links. */
export function planCtaClass(id: Tier): string {
  return `btn ${id === 'free' ? 'btn--outline' : id === 'master' ? 'btn--gold' : 'btn--primary'} plan-card__cta`;
}

const DEFAULT_NOTES: Record<Tier, PaymentsMessageId> = {
  free: 'payments.plan.note.free',
  oracle: 'payments.plan.note.trial',
  master: 'payments.plan.note.trial',
};

/**
 * Plan cards with their prices from the one price configuration. A card's call to action is a
 * link (`actions`) or whatever the page renders for it (`renderAction`, given the classes).
 */
export function PlanCards({
  plans = TIERS,
  actions,
  renderAction,
  current,
  notes,
}: {
  plans?: readonly Tier[];
  actions?: Partial<Record<Tier, PlanAction>>;
  renderAction?: (id: Tier, className: string) => ReactNode;
  /** The plan the reader is on: its card is marked. */
  current?: Tier | null;
  /** Replaces the line under a price (the trial terms) where a page knows better. */
  notes?: Partial<Record<Tier, string>>;
}) {
  const t = useT(paymentsMessages);
  const tag = useTag();
  return (
    <ul className={`plan-cards plan-cards--${plans.length}`}>
      {plans.map((id) => {
        const plan = { name: TIER_NAMES[id], monthlyPriceCents: MONTHLY_PRICE_CENTS[id] };
        const featured = id === 'master';
        const isCurrent = current === id;
        const action = actions?.[id];
        const className = planCtaClass(id);
        return (
          <li
            key={id}
            className={`card plan-card${featured ? ' plan-card--featured' : ''}${isCurrent ? ' plan-card--current' : ''}`}
            data-plan={id}
          >
            {isCurrent ? (
              <span className="badge plan-card__flag plan-card__flag--current">{t('payments.plan.yourPlan')}</span>
            ) : featured ? (
              <span className="badge plan-card__flag">{t('payments.plan.mostPopular')}</span>
            ) : null}
            <h3 className="plan-card__name">{plan.name}</h3>
            <p className="plan-card__tagline muted">{planTaglines[id]}</p>
            <p className="plan-card__price">
              {plan.monthlyPriceCents === 0 ? (
                <strong>{t('payments.plan.free')}</strong>
              ) : (
                <>
                  <strong>{formatPrice(plan.monthlyPriceCents, tag)}</strong>
                  <span className="muted">{t('payments.plan.perMonth')}</span>
                </>
              )}
            </p>
            <p className="plan-card__trial muted">{notes?.[id] ?? t(DEFAULT_NOTES[id], { trialDays: TRIAL_DAYS })}</p>
            <ul className="plan-card__features">
              {planFeatures[id].map((feature) => (
                <li key={feature}>
                  <CheckIcon size={18} />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
            {renderAction ? (
              renderAction(id, className)
            ) : action ? (
              <Link to={action.to} className={className}>
                {t(action.label)}
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** What a signed-out visitor is offered (the pricing page: docs/product.md#static-pages). */
export const signedOutPlanActions: Record<Tier, PlanAction> = {
  free: { label: 'payments.plan.action.getStartedFree', to: paths.signIn },
  oracle: { label: 'payments.plan.action.startOracleTrial', to: paths.premium },
  master: { label: 'payments.plan.action.startMasterTrial', to: paths.premium },
};
