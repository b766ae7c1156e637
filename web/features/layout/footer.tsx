import { Link } from 'react-router';
import { useT } from '@web/lib/i18n';
import { navMessages } from './messages';
import { footerLinks } from '@web/lib/paths';

export function Footer() {
  const t = useT(navMessages);
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <p className="footer__brand">
          <img src="/icons/icon.svg" alt="" width={24} height={24} /> Stella
        </p>
        <nav aria-label={t('nav.footer')}>
          <ul className="footer__links">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="footer__note">{t('nav.footer.note', { year: String(new Date().getFullYear()) })}</p>
      </div>
    </footer>
  );
}
