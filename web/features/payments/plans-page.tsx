import { Link } from 'react-router';
import { type Tier, TIER_NAMES } from '@core/plans';
import { translate, useT } from '@web/lib/i18n';
import { paymentsMessages } from './messages';
import { stats } from '@web/content/marketing';
import { monthlyPrice, pricingFaq, trialNote } from '@web/content/pricing';
import { paths } from '@web/lib/paths';
import { useAuth } from '@web/features/auth';
import { PlanCards } from '@web/features/marketing';
import { TestimonialsSection } from '@web/features/marketing';
import { CheckoutAnnouncer, FaqList, Processing, SecurePaymentNote } from './payment-ui';
import { heldPlan, planButtons } from './plan-state';
import { useCheckout } from './use-checkout';
import { PlanPreviews } from './plan-previews';

/** docs/product.md#roles: visitors must sign in to buy; /login brings them back here. */
export const PLANS_LOGIN = `${paths.login}?returnTo=${encodeURIComponent(paths.premium)}`;

/** Moving up from Oracle is not a trial: the note under Master's price says what it is instead. */
function notesFor(current: Tier | null): Partial<Record<Tier, string>> {
  if (current !== 'oracle') return {};
  return {
    master: translate(paymentsMessages, 'payments.plans.masterNote', { price: monthlyPrice('master') }),
  };
}

/**
 * /premium (docs/product.md#plans-page): the three plans with buttons for the reader's plan state,
 * what premium opens, the testimonials and figures, and the FAQ. While a checkout is being created
 * every plan button is disabled and the pressed one says 'Processing...'.
 */
export function PlansPage() {
  const t = useT(paymentsMessages);
  const { status, user } = useAuth();
  const { pending, start } = useCheckout();
  const current = user && status === 'authenticated' ? heldPlan(user) : null;
  const buttons = planButtons(current, PLANS_LOGIN);

  const renderAction = (id: Tier, className: string) => {
    const button = buttons[id];
    if (status === 'loading') {
      return (
        <button type="button" className={className} disabled>
          {TIER_NAMES[id]}
        </button>
      );
    }
    if (button.kind === 'login') {
      return (
        <Link to={button.to} className={className}>
          {button.label}
        </Link>
      );
    }
    if (button.kind === 'checkout') {
      const plan = button.plan;
      return (
        <button
          type="button"
          className={className}
          disabled={pending !== null}
          aria-busy={pending === plan || undefined}
          onClick={() => start(plan)}
        >
          {pending === plan ? <Processing /> : button.label}
        </button>
      );
    }
    return (
      <button type="button" className={`${className} plan-card__cta--idle`} disabled>
        {button.label}
      </button>
    );
  };

  return (
    <main className="container pay-page">
      <title>{t('payments.plans.documentTitle')}</title>
      <meta name="description" content={t('payments.plans.description')} />
      <header className="pay-head">
        <span className="eyebrow">{t('payments.plans.eyebrow')}</span>
        <h1>{t('payments.plans.title')}</h1>
        <p className="muted">{trialNote()}</p>
      </header>

      <section aria-labelledby="plans-heading">
        <h2 id="plans-heading" className="sr-only">
          {t('payments.plans.plansHeading')}
        </h2>
        <PlanCards renderAction={renderAction} current={current} notes={notesFor(current)} />
        {current && current !== 'free' ? (
          <p className="pay-after-cards muted">
            {t.rich('payments.plans.settingsNote', { link: <Link to={paths.settings} /> })}
          </p>
        ) : null}
        <CheckoutAnnouncer plan={pending ? TIER_NAMES[pending] : null} />
        <SecurePaymentNote />
      </section>

      <section className="pay-section" aria-labelledby="preview-heading">
        <div className="pay-head">
          <h2 id="preview-heading">{t('payments.plans.previewHeading')}</h2>
          <p className="muted">{t('payments.plans.previewIntro')}</p>
        </div>
        <PlanPreviews />
      </section>

      <section className="pay-section" aria-labelledby="stats-heading">
        <h2 id="stats-heading" className="sr-only">
          {t('payments.plans.statsHeading')}
        </h2>
        <ul className="pay-stats">
          {stats.map((stat) => (
            <li key={stat.value} className="card pay-stats__item">
              <strong>{stat.value}</strong>
              <span className="muted">{stat.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <TestimonialsSection className="pay-section" />

      <FaqList items={pricingFaq} headingId="plans-faq" title={t('payments.plans.faqTitle')} />
    </main>
  );
}

export default PlansPage;
