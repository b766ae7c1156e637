import { Link } from 'react-router';
import { aboutStats } from '@web/content/marketing';
import { paths } from '@web/lib/paths';
import { PlanCards, signedOutPlanActions } from '@web/features/marketing';
import { useT } from '@web/lib/i18n';
import { ContentSections } from './content-sections';
import { paymentsMessages } from '@web/content/messages';
import { pagesMessages } from './messages';
import { useStaticPages } from './use-static-pages';
import './static-pages.css';

export function AboutPage() {
  const t = useT(pagesMessages);
  // The figures' labels read their language when rendered: this renders the page again on a change.
  useT(paymentsMessages);
  const aboutPage = useStaticPages()?.about;
  if (!aboutPage) {
    return (
      <main className="container static-page" aria-busy="true">
        <span className="sr-only">{t('pages.loading')}</span>
      </main>
    );
  }
  return (
    <main className="container static-page">
      <title>{t('pages.titleSuffix', { title: t('pages.about.title') })}</title>
      <header className="section__head">
        <span className="eyebrow">{t('pages.about.eyebrow')}</span>
        <h1 data-content>{aboutPage.title}</h1>
        <p className="prose__intro" data-content>
          {aboutPage.intro}
        </p>
      </header>

      <ul className="stats">
        {aboutStats.map((stat) => (
          <li key={stat.label} className="card stats__item">
            <strong>{stat.value}</strong>
            <span className="muted">{stat.label}</span>
          </li>
        ))}
      </ul>

      <section className="section" aria-labelledby="features-heading">
        <h2 id="features-heading">{t('pages.about.whatStellaDoes')}</h2>
        <ul className="grid-3 plain-grid">
          {aboutPage.features.map((feature) => (
            <li key={feature.title} className="card" data-content>
              <h3>{feature.title}</h3>
              <p className="muted">{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="section prose">
        <ContentSections sections={[aboutPage.dataSources, ...aboutPage.sections]} />
      </div>

      <section className="section" aria-labelledby="plans-heading">
        <h2 id="plans-heading">{t('pages.about.plans')}</h2>
        <PlanCards actions={signedOutPlanActions} />
      </section>

      <section className="section" aria-labelledby="support-heading">
        <div className="card support">
          <h2 id="support-heading" data-content>
            {aboutPage.support.heading}
          </h2>
          <p data-content>{aboutPage.support.text}</p>
          <Link to={paths.home} className="btn btn--outline">
            {t('pages.about.backHome')}
          </Link>
        </div>
      </section>
    </main>
  );
}

export default AboutPage;
