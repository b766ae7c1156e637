import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '@web/features/auth';
import { useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { compatibilityMessages } from '../messages';
import './synastry.css';

// The panel, its result and the wheels load for the members who open it: a visitor's page stays light.
const SynastryPanel = lazy(() => import('./synastry-panel').then((m) => ({ default: m.SynastryPanel })));
const KeptReadings = lazy(() => import('./saved-readings').then((m) => ({ default: m.KeptReadings })));

/** Where a visitor signs in and comes back to this page (the Worker's /api/login, docs/product.md#screens-and-routes). */
const SIGN_IN = `/api/login?returnTo=${encodeURIComponent(paths.compatibility)}`;

/** A card of the gate: the feature's name, the state's title and words, and its one action. */
function GateCard({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  const t = useT(compatibilityMessages);
  const titleId = useId();
  return (
    <section className="card syn-gate" aria-labelledby={titleId}>
      <p className="eyebrow">{t('compatibility.advanced.name')}</p>
      <h2 id={titleId}>{title}</h2>
      <p className="muted">{t('compatibility.advanced.pitch')}</p>
      <p>{text}</p>
      {children}
    </section>
  );
}

/**
 * The advanced part of the page (docs/product.md#advanced-synastry): a visitor is asked to sign
 * in, an Explorer member to upgrade (with the readings they kept, which stay theirs), and Oracle
 * and Master members open the panel from the teaser.
 */
export function AdvancedSynastry() {
  const t = useT(compatibilityMessages);
  const { status, isPro } = useAuth();
  const [open, setOpen] = useState(false);
  if (status === 'loading') return null;
  if (status === 'unauthenticated') {
    return (
      <GateCard title={t('compatibility.advanced.signIn.title')} text={t('compatibility.advanced.signIn.text')}>
        <Link to={SIGN_IN} className="btn btn--primary syn-gate__action">
          {t('compatibility.advanced.signIn.action')}
        </Link>
      </GateCard>
    );
  }
  if (!isPro) {
    return (
      <>
        <GateCard title={t('compatibility.advanced.upgrade.title')} text={t('compatibility.advanced.upgrade.text')}>
          <Link to={paths.premium} className="btn btn--gold syn-gate__action">
            {t('compatibility.advanced.upgrade.action')}
          </Link>
        </GateCard>
        <Suspense fallback={null}>
          <KeptReadings />
        </Suspense>
      </>
    );
  }
  if (!open) {
    return (
      <GateCard title={t('compatibility.advanced.teaser.title')} text={t('compatibility.advanced.panel.intro')}>
        <button type="button" className="btn btn--primary syn-gate__action" onClick={() => setOpen(true)}>
          {t('compatibility.advanced.teaser.action')}
        </button>
      </GateCard>
    );
  }
  return (
    <Suspense fallback={<div className="card syn-panel syn-panel--loading" aria-busy="true" />}>
      <SynastryPanel />
    </Suspense>
  );
}
