import { Link } from 'react-router';
import { type FeatureIconKey, StarIcon, featureIcons } from '@web/components/icons';
import { figures, freeTools, hero } from '@web/content/marketing';
import { paymentsMessages } from '@web/content/messages';
import { planPreviews } from '@web/content/pricing';
import { TestimonialsCarousel } from '@web/features/marketing';
import { useT } from '@web/lib/i18n';
import { landingMessages } from './messages';
import './landing.css';

interface ToolCard {
  title: string;
  description: string;
  to: string;
  icon: string;
}

function ToolCards({ cards, premium }: { cards: readonly ToolCard[]; premium?: boolean }) {
  const t = useT(landingMessages);
  useT(paymentsMessages);
  return (
    <ul className="grid-3 plain-list">
      {cards.map((card) => {
        const Icon = featureIcons[card.icon as FeatureIconKey] ?? featureIcons.chart;
        return (
          <li key={card.title}>
            <Link to={card.to} className={`card feature-card${premium ? ' feature-card--premium' : ''}`}>
              <span className="feature-card__icon">
                <Icon size={26} />
              </span>
              <h3>
                {card.title}
                {premium ? <span className="badge feature-card__badge">{t('landing.premiumBadge')}</span> : null}
              </h3>
              <p>{card.description}</p>
              <span className="feature-card__more" aria-hidden="true">
                {premium ? t('landing.unlock') : t('landing.tryFree')}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function LandingPage() {
  const t = useT(landingMessages);
  // The marketing copy reads its language when rendered: this renders the page again on a change.
  const content = useT(paymentsMessages);
  return (
    <main>
      <title>{t('landing.title')}</title>
      <section className="hero">
        <div className="container hero__inner">
          <div className="hero__copy">
            <span className="eyebrow">{hero.eyebrow}</span>
            <h1>{hero.title}</h1>
            <p className="hero__subtitle">{hero.subtitle}</p>
            <div className="hero__ctas">
              <Link to={hero.primaryCta.to} className="btn btn--primary btn--lg">
                {hero.primaryCta.label}
              </Link>
              <Link to={hero.secondaryCta.to} className="btn btn--outline btn--lg">
                {hero.secondaryCta.label}
              </Link>
            </div>
          </div>
          <HeroSky />
        </div>
      </section>

      <section className="section container" aria-labelledby="free-tools">
        <div className="section__head">
          <span className="eyebrow">{t('landing.free.eyebrow')}</span>
          <h2 id="free-tools">{t('landing.free.heading')}</h2>
        </div>
        <ToolCards cards={freeTools} />
      </section>

      <section className="section container" aria-labelledby="premium-tools">
        <div className="section__head">
          <span className="eyebrow">{t('landing.premium.eyebrow')}</span>
          <h2 id="premium-tools">{t('landing.premium.heading')}</h2>
        </div>
        <ToolCards cards={planPreviews} premium />
      </section>

      <section className="section container" aria-labelledby="reviews">
        <div className="reviews-banner card">
          <div className="reviews-banner__stars" aria-hidden="true">
            {[0, 1, 2, 3, 4].map((i) => (
              <StarIcon key={i} size={22} />
            ))}
          </div>
          <h2 id="reviews" className="reviews-banner__title">
            {content.rich(
              'payments.marketing.reviewsBanner',
              { strong: <strong /> },
              {
                count: figures.users,
                rating: figures.rating,
              },
            )}
          </h2>
        </div>
        <TestimonialsCarousel />
      </section>
    </main>
  );
}

/** A decorative zodiac ring: twelve glyphs around a sparkle, drawn in SVG. */
function HeroSky() {
  const glyphs = ['♈', '♉', '♊', '♋', '♌', '♍', '♎', '♏', '♐', '♑', '♒', '♓'];
  return (
    <div className="hero__art" aria-hidden="true">
      <svg viewBox="0 0 400 400" className="hero__wheel" role="presentation">
        <circle cx="200" cy="200" r="180" className="hero__ring" />
        <circle cx="200" cy="200" r="140" className="hero__ring hero__ring--inner" />
        {glyphs.map((glyph, i) => {
          const angle = ((i * 30 + 15) * Math.PI) / 180;
          const x = 200 + 160 * Math.cos(angle);
          const y = 200 - 160 * Math.sin(angle);
          const lx = 200 + 180 * Math.cos((i * 30 * Math.PI) / 180);
          const ly = 200 - 180 * Math.sin((i * 30 * Math.PI) / 180);
          const ix = 200 + 140 * Math.cos((i * 30 * Math.PI) / 180);
          const iy = 200 - 140 * Math.sin((i * 30 * Math.PI) / 180);
          return (
            <g key={glyph}>
              <line x1={ix} y1={iy} x2={lx} y2={ly} className="hero__tick" />
              <text x={x} y={y} className="hero__glyph" textAnchor="middle" dominantBaseline="central">
                {glyph}
              </text>
            </g>
          );
        })}
        <path
          d="M200 95C208 160 240 192 305 200C240 208 208 240 200 305C192 240 160 208 95 200C160 192 192 160 200 95Z"
          className="hero__star"
        />
      </svg>
    </div>
  );
}

export default LandingPage;
