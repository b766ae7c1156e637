import { InstallButton, Logo } from './nav-parts';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link, NavLink } from 'react-router';
import { CloseIcon } from '@web/components/icons';
import { useT } from '@web/lib/i18n';
import { LanguageSwitcher } from './language-switcher';
import { navMessages } from './messages';
import { drawerLinks, paths } from '@web/lib/paths';
import type { AuthState } from '@web/features/auth';
import { DrawerAccount } from './drawer-account';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  auth: AuthState;
  onSignOut: () => void;
}

export function MobileDrawer({ open, onClose, auth, onSignOut }: DrawerProps) {
  const t = useT(navMessages);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('no-scroll');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('no-scroll');
      previous?.focus();
    };
  }, [open, onClose]);

  if (!open) return null;
  // A portal: the sticky header's backdrop-filter would otherwise become the drawer's containing block.
  return createPortal(
    <div className="drawer" role="dialog" aria-modal="true" aria-label={t('nav.menu')}>
      <button type="button" className="drawer__scrim" aria-label={t('nav.closeMenu')} tabIndex={-1} onClick={onClose} />
      <div className="drawer__panel" ref={panel}>
        <div className="drawer__head">
          <Logo />
          <button type="button" className="icon-btn" aria-label={t('nav.closeMenu')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t('nav.mobile')}>
          <ul className="drawer__links">
            {drawerLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === paths.home} className="drawer__link" onClick={onClose}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="drawer__foot">
          <InstallButton />
          <LanguageSwitcher />
          {auth.user ? (
            <DrawerAccount user={auth.user} isPro={auth.isPro} onSignOut={onSignOut} onNavigate={onClose} />
          ) : auth.status === 'unauthenticated' ? (
            <Link to={paths.signIn} className="btn btn--primary" onClick={onClose}>
              {t('nav.signIn')}
            </Link>
          ) : null}
        </div>
      </div>
    </div>,
    document.body,
  );
}
