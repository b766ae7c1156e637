import type { Locale } from '@core/i18n/locales';
import {
  MONTHLY_PRICE_CENTS,
  REFUND_WINDOW_DAYS,
  TIER_NAMES,
  TRIAL_DAYS,
  type PaidTier,
  formatPrice,
} from '@core/plans';
import { privacyEmail, refundEmail, supportEmail } from '@web/content/marketing';
import { planFeatures } from '@web/content/pricing';
import { type StaticPages, type StaticPagesWriter, loadStaticPages, staticPagesEn } from '@web/content/static-pages';
import { PRIVACY_REPLY_DAYS, SUPPORT_REPLY_HOURS } from '@web/content/static-pages/facts';
import { activeTag, useLocale, useT } from '@web/lib/i18n';
import { useEffect, useMemo, useState } from 'react';
import { pagesMessages } from './messages';

/**
 * The static pages in the reader's language, written from the facts of their one source each.
 * English at once; another language when its chunk has arrived (null until then).
 */
export function useStaticPages(): StaticPages | null {
  const locale = useLocale();
  const t = useT(pagesMessages);
  const [writer, setWriter] = useState<{ locale: Locale; write: StaticPagesWriter } | null>(() =>
    locale === 'en' ? { locale, write: staticPagesEn } : null,
  );
  useEffect(() => {
    let live = true;
    void loadStaticPages(locale).then((write) => live && setWriter({ locale, write }));
    return () => {
      live = false;
    };
  }, [locale]);
  return useMemo(() => {
    if (!writer || writer.locale !== locale) return null;
    const tag = activeTag();
    const monthly = (tier: PaidTier) => t('pages.monthlyPrice', { price: formatPrice(MONTHLY_PRICE_CENTS[tier], tag) });
    return writer.write({
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
      supportReplyHours: SUPPORT_REPLY_HOURS,
      privacyReplyDays: PRIVACY_REPLY_DAYS,
    });
  }, [writer, locale, t]);
}
