import { type ReactNode, useEffect, useId, useRef } from 'react';
import type { KeyPair } from '@core/synastry/reading';
import type { Domain } from '@core/synastry/texts/contract';
import type { SynastryAnswer } from '@schema/synastry';
import { ReceiptChips } from '@web/components/receipt-chips';
import { useAstroNames } from '@web/lib/astro-names';
import { useT, useTag } from '@web/lib/i18n';
import { scrollIntoSight } from '@web/lib/scroll-into-sight';
import { compatibilityMessages } from '../messages';
import { SaveReading } from './save-reading';
import { SynastryCharts } from './synastry-charts';
import { Score, ScoreRing, synastryBand } from './synastry-score';
import type { ShownReading } from './use-synastry';

/** The two points of each of the spec's planetary aspects (core/synastry/reading.ts KEY_PAIRS). */
const PAIR_POINTS = {
  sunSun: ['sun', 'sun'],
  sunMoon: ['sun', 'moon'],
  moonMoon: ['moon', 'moon'],
  mercuryMercury: ['mercury', 'mercury'],
  venusVenus: ['venus', 'venus'],
  venusMars: ['venus', 'mars'],
  marsMars: ['mars', 'mars'],
} as const satisfies Record<KeyPair, readonly [string, string]>;
const isKeyPair = (key: string): key is KeyPair => Object.hasOwn(PAIR_POINTS, key);

const DOMAIN_LABELS = {
  emotionalConnection: 'compatibility.advanced.dynamics.emotionalConnection',
  communication: 'compatibility.advanced.dynamics.communication',
  attraction: 'compatibility.advanced.dynamics.attraction',
  commitment: 'compatibility.advanced.dynamics.commitment',
} as const satisfies Record<Domain, string>;
const isDomain = (key: string): key is Domain => Object.hasOwn(DOMAIN_LABELS, key);

/**
 * The facts a written part rests on (its receipts, decision 039), each a chip in the reading's
 * words; a part that is itself a fact's label (a contact read elsewhere) needs no chip repeating it.
 */
function Receipts({ answer, path, text }: { answer: SynastryAnswer; path: string; text: string }) {
  const t = useT(compatibilityMessages);
  const facts = (answer.receipts[path] ?? []).flatMap((id) => {
    const label = answer.facts[id];
    return label && label !== text ? [{ id, label, points: [], houses: [] }] : [];
  });
  if (facts.length === 0) return null;
  return <ReceiptChips facts={facts} label={t('compatibility.advanced.result.receipts')} className="syn-chip" />;
}

/** A written part with its receipts under it, in the language the reading was written in. */
function Written({ answer, path, text }: { answer: SynastryAnswer; path: string; text: string }) {
  return (
    <div className="syn-part" lang={answer.language}>
      <p className="syn-text">{text}</p>
      <Receipts answer={answer} path={path} text={text} />
    </div>
  );
}

/** A list of written parts (strengths, key factors, insights), each with its receipts. */
function WrittenList({ answer, path, items }: { answer: SynastryAnswer; path: string; items: readonly string[] }) {
  const t = useT(compatibilityMessages);
  if (items.length === 0) return <p className="syn-text muted">{t('compatibility.advanced.dynamics.nothing')}</p>;
  return (
    <ul className="syn-written">
      {items.map((text, i) => (
        <li key={`${i}-${text}`}>
          <Written answer={answer} path={`${path}.${i}`} text={text} />
        </li>
      ))}
    </ul>
  );
}

/** A card of the reading: its heading, and its score when it has one. */
function Section({ title, score, children }: { title: string; score?: number; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="card syn-section" aria-labelledby={titleId}>
      <header className="syn-section__head">
        <h3 id={titleId}>{title}</h3>
        {score === undefined ? null : <Score score={score} />}
      </header>
      {children}
    </section>
  );
}

function PlanetaryAspects({ answer }: { answer: SynastryAnswer }) {
  const t = useT(compatibilityMessages);
  const names = useAstroNames();
  const tag = useTag();
  const pairs = Object.entries(answer.planetaryAspects).filter(([key]) => isKeyPair(key));
  const pairName = (key: string) => {
    const [first, second] = isKeyPair(key) ? PAIR_POINTS[key] : ['', ''];
    return t('compatibility.advanced.aspects.pair', { first: names.body(first), second: names.body(second) });
  };
  const linked = pairs.filter(([, entry]) => entry.aspect !== 'none');
  // The pairs with no aspect are one card: what that leaves open is said once (with the first).
  const open = pairs.filter(([, entry]) => entry.aspect === 'none');
  const [firstOpen] = open;
  return (
    <Section title={t('compatibility.advanced.aspects.title')}>
      <ul className="syn-items syn-items--aspects">
        {linked.map(([key, entry]) => (
          <li key={key} className="syn-item" data-pair={key}>
            <div className="syn-item__head">
              <h4>{pairName(key)}</h4>
              <Score score={entry.score} />
            </div>
            <p className="syn-item__aspect">{names.aspect(entry.aspect)}</p>
            <Written answer={answer} path={`planetaryAspects.${key}.interpretation`} text={entry.interpretation} />
          </li>
        ))}
        {firstOpen ? (
          <li className="syn-item" data-pair={open.map(([key]) => key).join(' ')}>
            <div className="syn-item__head">
              <h4>{new Intl.ListFormat(tag, { type: 'conjunction' }).format(open.map(([key]) => pairName(key)))}</h4>
            </div>
            <p className="syn-item__aspect">{t('compatibility.advanced.aspects.none')}</p>
            <Written
              answer={answer}
              path={`planetaryAspects.${firstOpen[0]}.interpretation`}
              text={firstOpen[1].interpretation}
            />
          </li>
        ) : null}
      </ul>
    </Section>
  );
}

function RelationshipDynamics({ answer }: { answer: SynastryAnswer }) {
  const t = useT(compatibilityMessages);
  const parts = Object.entries(answer.relationshipDynamics).filter(([key]) => isDomain(key));
  return (
    <Section title={t('compatibility.advanced.dynamics.title')}>
      <ul className="syn-items">
        {parts.map(([key, part]) => (
          <li key={key} className="syn-item" data-part={key}>
            <div className="syn-item__head">
              <h4>{isDomain(key) ? t(DOMAIN_LABELS[key]) : key}</h4>
              <Score score={part.score} />
            </div>
            <h5>{t('compatibility.advanced.dynamics.strengths')}</h5>
            <WrittenList answer={answer} path={`relationshipDynamics.${key}.strengths`} items={part.strengths} />
            <h5>{t('compatibility.advanced.dynamics.challenges')}</h5>
            <WrittenList answer={answer} path={`relationshipDynamics.${key}.challenges`} items={part.challenges} />
            <h5>{t('compatibility.advanced.dynamics.guidance')}</h5>
            <Written answer={answer} path={`relationshipDynamics.${key}.guidance`} text={part.guidance} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function LongTerm({ answer }: { answer: SynastryAnswer }) {
  const t = useT(compatibilityMessages);
  const { score, outlook, keyFactors, advice } = answer.longTermPotential;
  return (
    <Section title={t('compatibility.advanced.longTerm.title')} score={score}>
      <h4>{t('compatibility.advanced.longTerm.outlook')}</h4>
      <Written answer={answer} path="longTermPotential.outlook" text={outlook} />
      <h4>{t('compatibility.advanced.longTerm.keyFactors')}</h4>
      <WrittenList answer={answer} path="longTermPotential.keyFactors" items={keyFactors} />
      <h4>{t('compatibility.advanced.longTerm.advice')}</h4>
      <Written answer={answer} path="longTermPotential.advice" text={advice} />
    </Section>
  );
}

/**
 * The reading (docs/product.md#advanced-synastry): the overall score, rating and description; the
 * planetary aspects; the relationship dynamics; the long-term potential; the cosmic insights;
 * with two charts, the bi-wheel and the cross-aspect table. Every written part shows what it
 * rests on. A new reading takes focus, so it is announced and brought into view.
 */
export function SynastryResult({
  reading,
  onSaved,
}: {
  reading: ShownReading;
  onSaved?: (saved: { id: string; createdAt: string }) => void;
}) {
  const t = useT(compatibilityMessages);
  const tag = useTag();
  const { answer, saved } = reading;
  const [first, second] = answer.people;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    scrollIntoSight(heading.current, { block: 'start', when: 'clipped', smooth: true });
    heading.current?.focus({ preventScroll: true });
  }, [answer]);
  const overall = answer.overallCompatibility;
  return (
    <div className="syn-result" data-mode={answer.mode}>
      <section className="card syn-section syn-overall" aria-labelledby="syn-result-title">
        <header className="syn-overall__head">
          <p className="eyebrow">{t('compatibility.advanced.result.overall')}</p>
          <h2 id="syn-result-title" ref={heading} tabIndex={-1}>
            {t('compatibility.advanced.result.pair', { first: first.name, second: second.name })}
          </h2>
          {saved && !reading.request ? (
            <p className="muted">
              {t('compatibility.advanced.result.savedOn', {
                date: new Intl.DateTimeFormat(tag, { dateStyle: 'medium' }).format(new Date(saved.createdAt)),
              })}
            </p>
          ) : null}
        </header>
        <div className="syn-overall__summary">
          <ScoreRing score={overall.score} />
          <div>
            <p className={`syn-overall__rating syn-band--${synastryBand(overall.score)}`} lang={answer.language}>
              {overall.rating}
            </p>
            <Written answer={answer} path="overallCompatibility.description" text={overall.description} />
          </div>
        </div>
        {reading.request && onSaved ? <SaveReading request={reading.request} saved={saved} onSaved={onSaved} /> : null}
      </section>
      <PlanetaryAspects answer={answer} />
      <RelationshipDynamics answer={answer} />
      <LongTerm answer={answer} />
      <Section title={t('compatibility.advanced.insights.title')}>
        <WrittenList answer={answer} path="cosmicInsights" items={answer.cosmicInsights} />
      </Section>
      <SynastryCharts answer={answer} />
    </div>
  );
}
