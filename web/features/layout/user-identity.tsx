import type { User } from '@schema/auth';
import { Avatar } from '@web/components/avatar';
import { useT } from '@web/lib/i18n';
import { navMessages } from './messages';
import './user-menu.css';

export type MenuUser = Pick<User, 'email' | 'firstName' | 'profileImageUrl'>;

export function displayName(user: MenuUser): string {
  return user.firstName?.trim() || user.email.split('@')[0] || user.email;
}

/** The user's picture or initial, as the menu shows it. */
export function MenuAvatar({ user, size }: { user: MenuUser; size?: number }) {
  return <Avatar name={user.firstName?.trim() || user.email} imageUrl={user.profileImageUrl} size={size} />;
}

export function Identity({ user, isPro }: { user: MenuUser; isPro: boolean }) {
  const t = useT(navMessages);
  return (
    <div className="identity">
      <MenuAvatar user={user} size={40} />
      <div className="identity__text">
        <p className="identity__name">
          {displayName(user)}
          {isPro ? <span className="badge identity__pro">{t('nav.pro')}</span> : null}
        </p>
        <p className="identity__email">{user.email}</p>
      </div>
    </div>
  );
}

export interface MenuProps {
  user: MenuUser;
  isPro: boolean;
  onSignOut: () => void;
}
