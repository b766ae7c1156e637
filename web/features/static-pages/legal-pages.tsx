import { privacyPage, refundPage, termsPage } from '@web/content/legal';
import type { ContentSection } from '@web/content/types';
import { ContentSections } from './content-sections';
import './static-pages.css';

interface LegalDocument {
  title: string;
  intro: string;
  lastUpdated: string;
  sections: readonly ContentSection[];
}

function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <main className="container static-page">
      <title>{`${doc.title} · Stella`}</title>
      <article className="prose card">
        <header className="prose__header">
          <h1>{doc.title}</h1>
          <p className="muted">Last updated {doc.lastUpdated}</p>
          <p className="prose__intro">{doc.intro}</p>
          <nav aria-label="On this page" className="prose__toc">
            <ul>
              {doc.sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`}>{s.heading}</a>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        <ContentSections sections={doc.sections} />
      </article>
    </main>
  );
}

export const TermsPage = () => <LegalPage doc={termsPage} />;
export const PrivacyPage = () => <LegalPage doc={privacyPage} />;
export const RefundPage = () => <LegalPage doc={refundPage} />;
