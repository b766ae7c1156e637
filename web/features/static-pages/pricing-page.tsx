import { CURRENCY, TIER_NAMES, MONTHLY_PRICE_CENTS } from '@core/plans';
import { CheckIcon } from '@web/components/icons';
import { comparisonRows, pricingFaq } from '@web/content/pricing';
import { PlanCards, signedOutPlanActions } from '@web/features/marketing';
import { TestimonialsSection } from '@web/features/marketing';
import { paymentsMessages } from '@web/content/messages';
import { useT } from '@web/lib/i18n';
import { pagesMessages } from './messages';
import './static-pages.css';

/** Offers stay valid through the end of next year; the spec's fixed 2025 date would already have lapsed. */
function priceValidUntil(): string {
  return `${new Date().getUTCFullYear() + 1}-12-31`;
}

function productStructuredData(): string {
  const products = (['oracle', 'master'] as const).map((id) => ({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `Stella ${TIER_NAMES[id]}`,
    description: `Stella ${TIER_NAMES[id]} monthly astrology subscription`,
    brand: { '@type': 'Brand', name: 'Stella' },
    offers: {
      '@type': 'Offer',
      price: (MONTHLY_PRICE_CENTS[id] / 100).toFixed(2),
      priceCurrency: CURRENCY,
      priceValidUntil: priceValidUntil(),
      availability: 'https://schema.org/InStock',
    },
  }));
  // `<` is escaped so no text in the data can close the script element.
  return JSON.stringify(products).replace(/</g, '\\u003c');
}

function Cell({ value }: { value: boolean | string }) {
  const t = useT(pagesMessages);
  if (value === true)
    return (
      <>
        <CheckIcon size={18} className="compare__yes" />
        <span className="sr-only">{t('pages.pricing.included')}</span>
      </>
    );
  if (value === false)
    return (
      <>
        <span aria-hidden="true" className="muted">
          –
        </span>
        <span className="sr-only">{t('pages.pricing.notIncluded')}</span>
      </>
    );
  return <>{value}</>;
}

export function PricingPage() {
  const t = useT(pagesMessages);
  // The plan copy reads its language when rendered: this renders the page again on a change.
  useT(paymentsMessages);
  return (
    <main className="container static-page">
      <title>{t('pages.titleSuffix', { title: t('pages.pricing.title') })}</title>
      <script type="application/ld+json">{productStructuredData()}</script>
      <header className="section__head section__head--center">
        <span className="eyebrow">{t('pages.pricing.eyebrow')}</span>
        <h1>{t('pages.pricing.heading')}</h1>
        <p className="muted">{t('pages.pricing.intro')}</p>
      </header>

      <PlanCards actions={signedOutPlanActions} />

      <section className="section" aria-labelledby="compare-heading">
        <h2 id="compare-heading">{t('pages.pricing.compare')}</h2>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways on a phone must be reachable by keyboard */}
        <div className="table-scroll card" role="region" aria-labelledby="compare-heading" tabIndex={0}>
          <table className="compare">
            <thead>
              <tr>
                <th scope="col">{t('pages.pricing.feature')}</th>
                <th scope="col">{TIER_NAMES.free}</th>
                <th scope="col">{TIER_NAMES.oracle}</th>
                <th scope="col">{TIER_NAMES.master}</th>
              </tr>
            </thead>
            <tbody>
              {comparisonRows.map((row) => (
                <tr key={row.feature}>
                  <th scope="row">{row.feature}</th>
                  <td>
                    <Cell value={row.free} />
                  </td>
                  <td>
                    <Cell value={row.oracle} />
                  </td>
                  <td>
                    <Cell value={row.master} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <TestimonialsSection className="section" />

      <section className="section faq" aria-labelledby="faq-heading">
        <h2 id="faq-heading">{t('pages.pricing.faq')}</h2>
        {pricingFaq.map((item) => (
          <details key={item.question} className="card faq__item">
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </section>
    </main>
  );
}

export default PricingPage;
