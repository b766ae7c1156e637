import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, NavLink, useLocation } from 'react-router';
import { CloseIcon, DownloadIcon, MenuIcon, MoonIcon, SunIcon } from '@web/components/icons';
import { Tooltip } from '@web/components/tooltip';
import { navLinks, paths } from '@web/lib/paths';
import { useTheme } from '@web/lib/theme';
import { type AuthState, useAuth, useSignOut } from '@web/features/auth';
import { promptInstall, useInstallState } from '@web/features/pwa';
import { DrawerAccount, UserMenu } from './user-menu';

function Logo() {
  return (
    <Link to={paths.home} className="logo" aria-label="Stella home">
      <img src="/icons/icon.svg" alt="" width={32} height={32} />
      <span className="logo__word">Stella</span>
    </Link>
  );
}

function ThemeToggle() {
  const { theme, toggle } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <Tooltip label={`Switch to ${next} theme`}>
      <button type="button" className="icon-btn" onClick={toggle} aria-label={`Switch to ${next} theme`}>
        {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
      </button>
    </Tooltip>
  );
}

function InstallButton() {
  const { installable, installed } = useInstallState();
  if (!installable || installed) return null;
  return (
    <button type="button" className="btn btn--outline btn--sm nav__install" onClick={() => void promptInstall()}>
      <DownloadIcon size={16} />
      Install App
    </button>
  );
}

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  auth: AuthState;
  onSignOut: () => void;
}

function MobileDrawer({ open, onClose, auth, onSignOut }: DrawerProps) {
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
    <div className="drawer" role="dialog" aria-modal="true" aria-label="Menu">
      <button type="button" className="drawer__scrim" aria-label="Close menu" tabIndex={-1} onClick={onClose} />
      <div className="drawer__panel" ref={panel}>
        <div className="drawer__head">
          <Logo />
          <button type="button" className="icon-btn" aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className="drawer__links">
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === paths.home} className="drawer__link" onClick={onClose}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="drawer__foot">
          <InstallButton />
          {auth.user ? (
            <DrawerAccount user={auth.user} isPro={auth.isPro} onSignOut={onSignOut} onNavigate={onClose} />
          ) : auth.status === 'unauthenticated' ? (
            <Link to={paths.signIn} className="btn btn--primary" onClick={onClose}>
              Sign In
            </Link>
          ) : null}
        </div>
      </div>
    </div>,
    document.body,
  );
}

export function NavBar() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  const auth = useAuth();
  const signOut = useSignOut();
  const onSignOut = useCallback(() => void signOut(), [signOut]);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  // A route change closes the drawer (links inside it also close it directly).
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  return (
    <header className="nav">
      <div className="nav__inner container">
        <Logo />
        <nav aria-label="Main" className="nav__links">
          <ul>
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === paths.home} className="nav__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="nav__actions">
          <InstallButton />
          <ThemeToggle />
          {auth.user ? (
            <UserMenu user={auth.user} isPro={auth.isPro} onSignOut={onSignOut} />
          ) : (
            <Link
              to={paths.signIn}
              className={`btn btn--primary btn--sm nav__signin${auth.status === 'loading' ? ' nav__pending' : ''}`}
              aria-hidden={auth.status === 'loading' || undefined}
              tabIndex={auth.status === 'loading' ? -1 : undefined}
            >
              Sign In
            </Link>
          )}
          <button
            type="button"
            className="icon-btn nav__menu"
            aria-label="Open menu"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      <MobileDrawer open={drawerOpen} onClose={closeDrawer} auth={auth} onSignOut={onSignOut} />
    </header>
  );
}
