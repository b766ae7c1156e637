import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { TRIAL_DAYS, TIER_NAMES } from '@core/plans';
import { useT } from '@web/lib/i18n';
import { paymentsMessages } from './messages';
import { Dialog } from '@web/components/dialog';
import { CheckIcon } from '@web/components/icons';
import { monthlyPrice, planFeatures } from '@web/content/pricing';
import { UPGRADE_MODAL_COPY, type UpgradeTrigger } from '@web/content/upsell';
import { paths } from '@web/lib/paths';
import './payments.css';

/**
 * The upgrade modal (docs/product.md#upgrade-page-and-modal): why the feature is premium, in the
 * words of the trigger that opened it, what Oracle includes (the capability list), the Oracle
 * price, a link to the plans and 'Maybe later'. A native modal dialog: focus moves inside and stays
 * there, Escape and the backdrop close it, and focus returns to whatever opened it.
 */
export function UpgradeModal({
  open,
  trigger,
  onClose,
}: {
  open: boolean;
  trigger: UpgradeTrigger;
  onClose: () => void;
}) {
  const t = useT(paymentsMessages);
  const copy = UPGRADE_MODAL_COPY[trigger];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={copy.title}
      description={<p>{copy.message}</p>}
      className="upgrade-modal"
    >
      <ul
        className="upgrade-modal__features"
        aria-label={t('payments.upsell.modal.includes', { plan: TIER_NAMES.oracle })}
      >
        {planFeatures.oracle.map((feature) => (
          <li key={feature}>
            <CheckIcon size={16} />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <p className="upgrade-modal__price" data-trigger={trigger}>
        {/* 'Oracle Plan €9.99/month': the spec's line, priced from the one price configuration. */}
        <strong>
          {t('payments.upsell.modal.planLine', { plan: TIER_NAMES.oracle, price: monthlyPrice('oracle') })}
        </strong>
        <span className="muted">{t('payments.upsell.modal.trial', { trialDays: TRIAL_DAYS })}</span>
      </p>
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t('payments.upsell.modal.maybeLater')}
        </button>
        <Link to={paths.premium} className="btn btn--primary" onClick={onClose}>
          {t('payments.upsell.modal.seePlans')}
        </Link>
      </div>
    </Dialog>
  );
}

/**
 * For a feature that stops a free user: `show('chart_limit')` opens the modal with that trigger's
 * words; render `modal` once anywhere in the component.
 */
export function useUpgradeModal(initial: UpgradeTrigger = 'chart_limit') {
  const [state, setState] = useState<{ open: boolean; trigger: UpgradeTrigger }>({ open: false, trigger: initial });
  const show = useCallback((trigger: UpgradeTrigger) => setState({ open: true, trigger }), []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  const modal = <UpgradeModal open={state.open} trigger={state.trigger} onClose={close} />;
  return { show, close, isOpen: state.open, modal };
}
