import { type LinkAction, LinkActions } from '@web/components/link-actions';
import { type Translate, useT } from '@web/lib/i18n';
import { type PaymentsMessageId, paymentsMessages } from './messages';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSWRConfig } from 'swr';
import { TIER_NAMES, tierIncludes, type PaidTier } from '@core/plans';
import { CheckIcon } from '@web/components/icons';
import { paidFeatures } from '@web/content/pricing';
import { paths } from '@web/lib/paths';
import { AUTH_USER_KEY, useAuth } from '@web/features/auth';
import { useQuery } from '@web/lib/use-query';
import { ApiRequestError } from '@web/lib/api';
import { PREMIUM_STATUS_KEY, SUBSCRIPTION_STATUS_KEY, useCheckoutResult } from './payments-api';
import { StateCard, useRedirectCountdown } from './payment-ui';

type Step = Omit<LinkAction, 'label'> & { label: PaymentsMessageId };
const CONFIRMING_STEPS: readonly Step[] = [
  { to: paths.settings, label: 'payments.result.goToProfile', look: 'primary' },
  { to: paths.home, label: 'payments.result.backToHome', look: 'outline' },
];
const CANCELLED_STEPS: readonly Step[] = [
  { to: paths.upgrade, label: 'payments.result.tryAgain', look: 'primary' },
  { to: paths.home, label: 'payments.result.backToHome', look: 'outline' },
];

const NO_PAYMENT_STEPS: readonly Step[] = [
  { to: paths.premium, label: 'payments.result.seePlans', look: 'primary' },
  { to: paths.settings, label: 'payments.result.checkPlan', look: 'outline' },
];

/** A card's next steps in the active language. */
const steps = (t: Translate<PaymentsMessageId>, list: readonly Step[]): LinkAction[] =>
  list.map((step) => ({ ...step, label: t(step.label) }));

/** docs/product.md#constants timers. */
export const SUCCESS_REDIRECT_MS = 10_000;
export const CANCEL_REDIRECT_MS = 8_000;
/** Stripe's webhook may land a moment after the browser: the checkout is asked for again meanwhile. */
export const CONFIRM_POLL_MS = 1_500;
export const CONFIRM_TIMEOUT_MS = 30_000;

/**
 * /premium/success and /payment/success (docs/product.md#payment-result-pages). Success is shown
 * only for a payment the server confirms: the checkout named by `?session_id=` (Stripe puts it in
 * the address), asked of the server, which asks Stripe and applies a completed one at once; or, for
 * an Oracle subscriber's immediate move to Master (`?upgraded=1`), the account's own plan. Any
 * other visit is told the truth: no payment found, a checkout not finished, or one still being
 * confirmed.
 */
export function PaymentSuccessPage() {
  const t = useT(paymentsMessages);
  const { status, user } = useAuth();
  const { search } = useLocation();
  const query = useQuery();
  const sessionId = query.get('session_id');
  const upgradedAtOnce = query.get('upgraded') === '1' && !sessionId;
  const signedIn = status === 'authenticated' && user !== null;
  const checkout = useCheckoutResult(signedIn ? sessionId : null, CONFIRM_POLL_MS);
  const result = checkout.data;
  const plan: PaidTier | null = upgradedAtOnce ? 'master' : (result?.plan ?? null);
  const confirmed = upgradedAtOnce
    ? user !== null && tierIncludes(user.subscriptionType, 'master')
    : result?.status === 'complete' && result.active;
  const pending = result?.status === 'complete' && !result.active;
  const timedOut = useTimeout(pending, CONFIRM_TIMEOUT_MS);
  const { mutate } = useSWRConfig();

  // The account, the subscription panel and the premium status follow a confirmed plan.
  useEffect(() => {
    if (!confirmed) return;
    for (const key of [AUTH_USER_KEY, SUBSCRIPTION_STATUS_KEY, PREMIUM_STATUS_KEY]) {
      void mutate(key).catch(() => undefined);
    }
  }, [confirmed, mutate]);

  const left = useRedirectCountdown(paths.home, SUCCESS_REDIRECT_MS, confirmed);

  if (status === 'loading' || (signedIn && sessionId && !result && !checkout.error)) {
    return (
      <StateCard title={t('payments.result.checking')} icon="pending">
        <p className="muted" role="status">
          {t('payments.result.checkingText')}
        </p>
      </StateCard>
    );
  }

  if (!signedIn) {
    return (
      <StateCard
        title={t('payments.result.signInTitle')}
        pageTitle={t('payments.result.checkingPageTitle')}
        icon="lock"
      >
        <p className="muted">{t('payments.result.signInText')}</p>
        <div className="pay-state__actions">
          <Link
            to={`${paths.login}?returnTo=${encodeURIComponent(paths.premiumSuccess + search)}`}
            className="btn btn--primary"
          >
            {t('payments.result.signIn')}
          </Link>
        </div>
      </StateCard>
    );
  }

  if (checkout.error && !(checkout.error instanceof ApiRequestError && checkout.error.status === 404)) {
    return (
      <StateCard title={t('payments.result.checkFailedTitle')} icon="cancel">
        <p>{t('payments.result.checkFailedText')}</p>
        <div className="pay-state__actions">
          <button type="button" className="btn btn--primary" onClick={() => void checkout.mutate()}>
            {t('payments.result.retry')}
          </button>
          <Link to={paths.settings} className="btn btn--outline">
            {t('payments.result.checkPlan')}
          </Link>
        </div>
      </StateCard>
    );
  }

  if (result?.status === 'open' || result?.status === 'expired') {
    return (
      <StateCard title={t('payments.result.unfinishedTitle')} icon="cancel">
        <p className="pay-state__lead">{t('payments.result.noPaymentTaken')}</p>
        <p className="muted">
          {t(result.status === 'open' ? 'payments.result.checkoutOpen' : 'payments.result.checkoutExpired', {
            plan: TIER_NAMES[result.plan],
          })}
        </p>
        <LinkActions className="pay-state__actions" links={steps(t, CANCELLED_STEPS)} />
      </StateCard>
    );
  }

  if (pending && plan) {
    return timedOut ? (
      <StateCard title={t('payments.result.confirmingTitle')} icon="pending">
        <p>{t('payments.result.confirmingText', { plan: TIER_NAMES[plan] })}</p>
        <p className="muted">{t('payments.result.checkAnytime')}</p>
        <LinkActions className="pay-state__actions" links={steps(t, CONFIRMING_STEPS)} />
      </StateCard>
    ) : (
      <StateCard title={t('payments.result.confirmingShortTitle')} icon="pending">
        <p className="muted" role="status">
          {t('payments.result.confirmingShortText', { plan: TIER_NAMES[plan] })}
        </p>
      </StateCard>
    );
  }

  if (!confirmed || !plan) {
    return (
      <StateCard title={t('payments.result.noPaymentTitle')} icon="cancel">
        <p className="pay-state__lead">{t('payments.result.noPaymentLead')}</p>
        <p className="muted">{t('payments.result.noPaymentText')}</p>
        <LinkActions className="pay-state__actions" links={steps(t, NO_PAYMENT_STEPS)} />
      </StateCard>
    );
  }

  return (
    <StateCard title={t('payments.result.welcomeTitle')} icon="success">
      <p className="pay-state__lead" role="status">
        {user.firstName
          ? t('payments.result.welcomeName', { plan: TIER_NAMES[plan], name: user.firstName })
          : t('payments.result.welcome', { plan: TIER_NAMES[plan] })}
      </p>
      {upgradedAtOnce ? <p className="muted">{t('payments.result.activeNow', { plan: TIER_NAMES[plan] })}</p> : null}
      <div className="pay-unlocked">
        <h2 className="pay-unlocked__title">{t('payments.result.unlocked')}</h2>
        <ul className="pay-unlocked__list">
          {paidFeatures(plan).map((feature) => (
            <li key={feature}>
              <CheckIcon size={18} />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="pay-state__actions">
        <Link to={paths.home} className="btn btn--outline">
          {t('payments.result.goHome')}
        </Link>
        <Link to={paths.birthChart} className="btn btn--gold">
          {t('payments.result.readChart')}
        </Link>
      </div>
      <p className="pay-state__countdown muted">{t('payments.result.takingHome', { count: left })}</p>
    </StateCard>
  );
}

/** True once `running` has held for `ms` without a break. */
function useTimeout(running: boolean, ms: number): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setDone(true), ms);
    return () => clearTimeout(timer);
  }, [running, ms]);
  return running && done;
}

/**
 * /premium/cancel and /payment/cancel (docs/product.md#payment-result-pages): nothing was charged;
 * try again or go home, and after 8 s the upgrade page opens by itself.
 */
export function PaymentCancelPage() {
  const t = useT(paymentsMessages);
  const left = useRedirectCountdown(paths.upgrade, CANCEL_REDIRECT_MS);
  return (
    <StateCard title={t('payments.result.cancelledTitle')} icon="cancel">
      <p className="pay-state__lead">{t('payments.result.noCharges')}</p>
      <p className="muted">{t('payments.result.planUnchanged')}</p>
      <LinkActions className="pay-state__actions" links={steps(t, CANCELLED_STEPS)} />
      <p className="pay-state__countdown muted">{t('payments.result.returning', { count: left })}</p>
    </StateCard>
  );
}
