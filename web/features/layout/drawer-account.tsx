import { Identity, type MenuProps } from './user-identity';
import { Link } from 'react-router';
import { useT } from '@web/lib/i18n';
import { navMessages } from './messages';
import { paths } from '@web/lib/paths';
import './user-menu.css';

/** The same account entries in the mobile drawer, as plain links (the drawer is already a dialog). */
export function DrawerAccount({ user, isPro, onSignOut, onNavigate }: MenuProps & { onNavigate: () => void }) {
  const t = useT(navMessages);
  return (
    <section className="drawer-account" aria-label={t('nav.account')}>
      <Identity user={user} isPro={isPro} />
      <ul className="drawer__links">
        <li>
          <Link to={paths.profile} className="drawer__link" onClick={onNavigate}>
            {t('nav.profile')}
          </Link>
        </li>
        <li>
          <Link to={paths.settings} className="drawer__link" onClick={onNavigate}>
            {t('nav.settings')}
          </Link>
        </li>
      </ul>
      <button
        type="button"
        className="btn btn--outline"
        onClick={() => {
          onNavigate();
          onSignOut();
        }}
      >
        {t('nav.signOut')}
      </button>
    </section>
  );
}
