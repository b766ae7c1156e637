import { LinkActions } from '@web/components/link-actions';
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
import { useT } from '@web/lib/i18n';
import { paymentsMessages } from './messages';

/** The Log In button goes to /auth, which signs in and comes back here (docs/product.md#upgrade-page-and-modal). */
export const UPGRADE_LOGIN = `/auth?returnTo=${encodeURIComponent(paths.upgrade)}`;

/**
 * /upgrade (docs/product.md#upgrade-page-and-modal): a spinner while loading; signed out,
 * 'Authentication Required'; on a paid plan, 'You're Already Premium!'; otherwise Oracle and Master
 * to choose from, then the chosen plan's checkout card. The choice is kept in the address
 * (`?plan=`), so Back returns to the list and a link can open a plan directly.
 */
export function UpgradePage() {
  const t = useT(paymentsMessages);
  const { status, user } = useAuth();
  const navigate = useNavigate();
  const chosen = parsePaidTier(useQuery().get('plan'));

  if (status === 'loading') {
    return (
      <main className="container pay-page">
        <title>{t('payments.upgrade.documentTitle')}</title>
        <PageSpinner label={t('payments.upgrade.loadingAccount')} />
      </main>
    );
  }

  if (status === 'unauthenticated' || !user) {
    return (
      <StateCard title={t('payments.upgrade.authRequired')} icon="lock">
        <p className="muted">{t('payments.upgrade.authRequiredText')}</p>
        <LinkActions
          className="pay-state__actions"
          links={[{ to: UPGRADE_LOGIN, label: t('payments.upgrade.logIn'), look: 'primary' }]}
        />
      </StateCard>
    );
  }

  if (user.subscriptionType !== 'free') {
    const plan = { name: TIER_NAMES[user.subscriptionType] };
    // What Master adds over Oracle, from the one capability list (nothing yet: no offer).
    const masterAdds = addedByPhrase('master');
    return (
      <StateCard title={t('payments.upgrade.alreadyPremium')} icon="star">
        <p>{t.rich('payments.upgrade.onPlan', { strong: <strong /> }, { plan: plan.name })}</p>
        {user.subscriptionType === 'oracle' && masterAdds ? (
          <p className="muted">
            {t.rich('payments.upgrade.moveUp', { link: <Link to={paths.premium} /> }, { features: masterAdds })}
          </p>
        ) : (
          <p className="muted">{t('payments.upgrade.everyFeature')}</p>
        )}
        <LinkActions
          className="pay-state__actions"
          links={[
            { to: paths.home, label: t('payments.upgrade.returnHome'), look: 'primary' },
            { to: paths.settings, label: t('payments.upgrade.manageSubscription'), look: 'outline' },
          ]}
        />
      </StateCard>
    );
  }

  return (
    <main className="container pay-page">
      <title>
        {chosen
          ? t('payments.upgrade.checkoutDocumentTitle', { plan: TIER_NAMES[chosen] })
          : t('payments.upgrade.documentTitle')}
      </title>
      <meta name="robots" content="noindex" />
      <header className="pay-head">
        <span className="eyebrow">{t('payments.upgrade.eyebrow')}</span>
        <h1>{t(chosen ? 'payments.upgrade.confirmTitle' : 'payments.upgrade.chooseTitle')}</h1>
        <p className="muted">{t('payments.upgrade.intro', { trialDays: TRIAL_DAYS })}</p>
      </header>
      {chosen ? (
        <CheckoutCard key={chosen} plan={chosen} />
      ) : (
        <>
          <PlanCards
            plans={['oracle', 'master']}
            renderAction={(id, className) => (
              <button type="button" className={className} onClick={() => navigate(upgradePath(id as PaidTier))}>
                {t('payments.upgrade.choose', { plan: TIER_NAMES[id] })}
              </button>
            )}
          />
          <SecurePaymentNote />
        </>
      )}
      <FaqList items={upgradeFaq} headingId="upgrade-faq" title={t('payments.upgrade.faqTitle')} />
    </main>
  );
}

export default UpgradePage;
