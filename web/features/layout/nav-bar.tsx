import { Fragment, lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { MenuIcon } from '@web/components/icons';
import { navLinks, paths } from '@web/lib/paths';
import { useAuth, useSignOut } from '@web/features/auth';
import { useT } from '@web/lib/i18n';
import { navMessages } from './messages';
import { LanguageSwitcher } from './language-switcher';
import { NavMore } from './nav-more';
import { UserMenu } from './user-menu';
import { Logo, ThemeToggle, InstallButton } from './nav-parts';

// The phone's drawer loads when it is first wanted (most visits never open it); pressing the
// button starts the load before the click completes.
const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileDrawer })));

export function NavBar() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  const auth = useAuth();
  const signOut = useSignOut();
  const onSignOut = useCallback(() => void signOut(), [signOut]);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const t = useT(navMessages);

  // A route change closes the drawer (links inside it also close it directly).
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  return (
    <header className="nav">
      <div className="nav__inner container">
        <Logo />
        <nav aria-label={t('nav.main')} className="nav__links">
          <ul>
            {navLinks.map((link) => (
              <Fragment key={link.to}>
                {link.to === paths.premium ? <NavMore /> : null}
                <li>
                  <NavLink to={link.to} end={link.to === paths.home} className="nav__link">
                    {t(link.label)}
                  </NavLink>
                </li>
              </Fragment>
            ))}
          </ul>
        </nav>
        <div className="nav__actions">
          <InstallButton />
          <LanguageSwitcher className="nav__language" />
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
              {t('nav.signIn')}
            </Link>
          )}
          <button
            type="button"
            className="icon-btn nav__menu"
            aria-label={t('nav.openMenu')}
            aria-expanded={drawerOpen}
            onPointerDown={() => void loadDrawer()}
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      {drawerOpen ? (
        <Suspense fallback={null}>
          <MobileDrawer open onClose={closeDrawer} auth={auth} onSignOut={onSignOut} />
        </Suspense>
      ) : null}
    </header>
  );
}
