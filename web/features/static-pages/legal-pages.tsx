import type { LegalDocument, StaticPages } from '@web/content/static-pages';
import { useT, useTag } from '@web/lib/i18n';
import { ContentSections } from './content-sections';
import { pagesMessages } from './messages';
import { useStaticPages } from './use-static-pages';
import './static-pages.css';

/** A YYYY-MM-DD date as the reader's calendar writes it ("November 25, 2026", "25 novembre 2026"). */
function calendarDate(date: string, tag: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
}

function LegalPage({ pick }: { pick: (pages: StaticPages) => LegalDocument }) {
  const t = useT(pagesMessages);
  const tag = useTag();
  const pages = useStaticPages();
  if (!pages) {
    return (
      <main className="container static-page" aria-busy="true">
        <span className="sr-only">{t('pages.loading')}</span>
      </main>
    );
  }
  const doc = pick(pages);
  return (
    <main className="container static-page">
      <title>{t('pages.titleSuffix', { title: doc.title })}</title>
      <article className="prose card">
        <header className="prose__header">
          <h1 data-content>{doc.title}</h1>
          <p className="muted">{t('pages.legal.lastUpdated', { date: calendarDate(doc.lastUpdated, tag) })}</p>
          <p className="prose__intro" data-content>
            {doc.intro}
          </p>
          <nav aria-label={t('pages.legal.onThisPage')} className="prose__toc">
            <ul data-content>
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

export const TermsPage = () => <LegalPage pick={(pages) => pages.terms} />;
export const PrivacyPage = () => <LegalPage pick={(pages) => pages.privacy} />;
export const RefundPage = () => <LegalPage pick={(pages) => pages.refund} />;
