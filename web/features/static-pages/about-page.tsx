import { Link } from 'react-router';
import { aboutPage } from '@web/content/about';
import { aboutStats } from '@web/content/marketing';
import { paths } from '@web/lib/paths';
import { PlanCards, signedOutPlanActions } from '@web/features/marketing';
import { ContentSections } from './content-sections';
import './static-pages.css';

export function AboutPage() {
  return (
    <main className="container static-page">
      <title>About · Stella</title>
      <header className="section__head">
        <span className="eyebrow">About Stella</span>
        <h1>{aboutPage.title}</h1>
        <p className="prose__intro">{aboutPage.intro}</p>
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
        <h2 id="features-heading">What Stella does</h2>
        <ul className="grid-3 plain-grid">
          {aboutPage.features.map((feature) => (
            <li key={feature.title} className="card">
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
        <h2 id="plans-heading">Plans</h2>
        <PlanCards actions={signedOutPlanActions} />
      </section>

      <section className="section" aria-labelledby="support-heading">
        <div className="card support">
          <h2 id="support-heading">{aboutPage.support.heading}</h2>
          <p>{aboutPage.support.text}</p>
          <Link to={paths.home} className="btn btn--outline">
            Back to home
          </Link>
        </div>
      </section>
    </main>
  );
}

export default AboutPage;
