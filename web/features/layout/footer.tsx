import { Link } from 'react-router';
import { footerLinks } from '@web/lib/paths';

export function Footer() {
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <p className="footer__brand">
          <img src="/icons/icon.svg" alt="" width={24} height={24} /> Stella
        </p>
        <nav aria-label="Footer">
          <ul className="footer__links">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="footer__note">Astrology is for reflection, not prediction. © {new Date().getFullYear()} Stella</p>
      </div>
    </footer>
  );
}
