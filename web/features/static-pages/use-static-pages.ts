import {
  MONTHLY_PRICE_CENTS,
  REFUND_WINDOW_DAYS,
  TIER_NAMES,
  TRIAL_DAYS,
  type PaidTier,
  formatPrice,
  ORACLE_DAILY_CONVERSATIONS,
  MASTER_FAIR_USE_CONVERSATIONS,
  STELLA_THREAD_MESSAGES,
} from '@core/plans';
import { privacyEmail, refundEmail, supportEmail } from '@web/content/marketing';
import { planFeatures } from '@web/content/pricing';
import { type StaticPages, loadStaticPages, staticPagesEn } from '@web/content/static-pages';
import { PRIVACY_REPLY_DAYS, SUPPORT_REPLY_HOURS } from '@web/content/static-pages/facts';
import { activeTag, useT } from '@web/lib/i18n';
import { useLocalized } from '@web/lib/use-localized';
import { useMemo } from 'react';
import { pagesMessages } from './messages';

/**
 * The static pages in the reader's language, written from the facts of their one source each.
 * English at once; another language when its chunk has arrived (null until then).
 */
export function useStaticPages(): StaticPages | null {
  const t = useT(pagesMessages);
  const write = useLocalized(loadStaticPages, staticPagesEn);
  return useMemo(() => {
    if (!write) return null;
    const tag = activeTag();
    const monthly = (tier: PaidTier) => t('pages.monthlyPrice', { price: formatPrice(MONTHLY_PRICE_CENTS[tier], tag) });
    return write({
      explorer: TIER_NAMES.free,
      oracle: TIER_NAMES.oracle,
      master: TIER_NAMES.master,
      oraclePrice: monthly('oracle'),
      masterPrice: monthly('master'),
      planItems: (tier) => planFeatures[tier],
      supportEmail,
      privacyEmail,
      refundEmail,
      trialDays: TRIAL_DAYS,
      refundWindowDays: REFUND_WINDOW_DAYS,
      oracleDailyConversations: ORACLE_DAILY_CONVERSATIONS,
      masterFairUseConversations: MASTER_FAIR_USE_CONVERSATIONS,
      threadMessages: STELLA_THREAD_MESSAGES,
      supportReplyHours: SUPPORT_REPLY_HOURS,
      privacyReplyDays: PRIVACY_REPLY_DAYS,
    });
  }, [write, t]);
}
