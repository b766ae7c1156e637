import type { ReactNode } from 'react';
import { useT } from '@web/lib/i18n';
import { authMessages } from './messages';
import './auth.css';

/** The centred card every account page sits in. */
export function AuthCard({
  title,
  pageTitle = title,
  subtitle,
  icon,
  wide,
  children,
}: {
  title: string;
  /** The document title, when the card's heading is not it. */
  pageTitle?: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  const t = useT(authMessages);
  return (
    <main className="auth container">
      <title>{t('auth.documentTitle', { page: pageTitle })}</title>
      <meta name="robots" content="noindex" />
      <div className={`card auth__card${wide ? ' auth__card--wide' : ''}`}>
        <header className="auth__head">
          {icon ?? <img src="/icons/icon.svg" alt="" width={48} height={48} className="auth__logo" />}
          <h1 className="auth__title">{title}</h1>
          {subtitle ? <p className="auth__subtitle">{subtitle}</p> : null}
        </header>
        {children}
      </div>
    </main>
  );
}
