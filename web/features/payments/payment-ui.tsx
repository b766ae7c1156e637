import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Faq } from '@web/content/types';
import { CheckIcon, CloseIcon, LockIcon, ShieldIcon, StarIcon } from '@web/components/icons';
import { securePaymentNote } from '@web/content/pricing';
import { useT } from '@web/lib/i18n';
import { paymentsMessages } from './messages';
import './payments.css';

/** The label of a button whose checkout is being created (docs/product.md#checkout). */
export function Processing() {
  const t = useT(paymentsMessages);
  return (
    <>
      <span className="spinner spinner--inline" aria-hidden="true" />
      {t('payments.processing')}
    </>
  );
}

/** Tells screen readers that a checkout is being created (the pressed button is disabled meanwhile). */
export function CheckoutAnnouncer({ plan }: { plan: string | null }) {
  const t = useT(paymentsMessages);
  return (
    <p className="sr-only" role="status">
      {plan ? t('payments.openingCheckout', { plan }) : ''}
    </p>
  );
}

/** A centred spinner while the page learns who is reading. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="pay-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** Stripe handles the card; we never see it. */
export function SecurePaymentNote() {
  useT(paymentsMessages); // renders again in a new language
  return (
    <p className="secure-note">
      <ShieldIcon size={22} />
      <span>{securePaymentNote()}</span>
    </p>
  );
}

export function FaqList({ items, headingId, title }: { items: readonly Faq[]; headingId: string; title: string }) {
  useT(paymentsMessages); // renders again in a new language: the items' fields read it
  return (
    <section className="pay-section pay-faq" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {items.map((item) => (
        <details key={item.question} className="card pay-faq__item">
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </section>
  );
}

const STATE_GLYPHS = {
  success: <CheckIcon size={30} />,
  cancel: <CloseIcon size={30} />,
  lock: <LockIcon size={28} />,
  star: <StarIcon size={28} />,
} as const;

/** A centred status card: payment results, sign-in required, already premium. */
export function StateCard({
  title,
  pageTitle = title,
  icon,
  children,
}: {
  title: string;
  pageTitle?: string;
  icon: 'success' | 'cancel' | 'lock' | 'star' | 'pending';
  children: ReactNode;
}) {
  const t = useT(paymentsMessages);
  return (
    <main className="container pay-state">
      <title>{t('payments.documentTitle', { page: pageTitle })}</title>
      <meta name="robots" content="noindex" />
      <div className="card pay-state__card">
        {icon === 'pending' ? (
          <span className="spinner pay-state__spinner" aria-hidden="true" />
        ) : (
          <span className={`pay-state__icon pay-state__icon--${icon}`} aria-hidden="true">
            {STATE_GLYPHS[icon]}
          </span>
        )}
        <h1 className="pay-state__title">{title}</h1>
        {children}
      </div>
    </main>
  );
}

/**
 * Counts down and then navigates (the success and cancel pages' timers, docs/product.md#constants). Replacing the
 * entry keeps Back from returning to a page that would only send the reader on again. Leaving
 * the page first cancels it.
 */
export function useRedirectCountdown(to: string, ms: number, active = true): number {
  const navigate = useNavigate();
  const [left, setLeft] = useState(Math.ceil(ms / 1000));
  useEffect(() => {
    if (!active) return;
    const deadline = Date.now() + ms;
    setLeft(Math.ceil(ms / 1000));
    const tick = setInterval(() => setLeft(Math.max(0, Math.ceil((deadline - Date.now()) / 1000))), 1000);
    const go = setTimeout(() => navigate(to, { replace: true }), ms);
    return () => {
      clearInterval(tick);
      clearTimeout(go);
    };
  }, [active, ms, navigate, to]);
  return left;
}
