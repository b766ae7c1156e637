import { useT } from '@web/lib/i18n';
import { navMessages } from './messages';
import { Svg } from '@web/components/icons';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@web/lib/paths';
import './user-menu.css';
import { displayName, MenuAvatar, Identity, type MenuProps } from './user-identity';

function ChevronIcon() {
  return (
    <Svg size={14} strokeWidth={2}>
      <path d="M6 9l6 6 6-6" />
    </Svg>
  );
}

/** The signed-in user's menu in the bar: a button with aria-expanded and an ARIA menu. */
export function UserMenu({ user, isPro, onSignOut }: MenuProps) {
  const t = useT(navMessages);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  /** Which item takes focus when the menu opens: the first, the last, or none (pointer). */
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const id = useId();

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusOnOpen.current === 'last' ? list.at(-1) : list[0])?.focus();
    const onPointerDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      focusOnOpen.current = e.key === 'ArrowUp' ? 'last' : 'first';
      setOpen(true);
    }
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      e.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(list.length - 1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') close(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys bubble from the menu's own items
    <div className="user-menu" ref={root} onKeyDown={open ? onMenuKey : undefined}>
      <button
        ref={button}
        type="button"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={t('nav.accountMenuFor', { name: displayName(user) })}
        onClick={() => {
          focusOnOpen.current = 'first';
          setOpen((v) => !v);
        }}
        onKeyDown={onButtonKey}
      >
        <MenuAvatar user={user} />
        <span className="user-menu__name">{displayName(user)}</span>
        <ChevronIcon />
      </button>
      {open ? (
        <div className="user-menu__panel">
          <Identity user={user} isPro={isPro} />
          <div className="user-menu__items" role="menu" id={id} aria-label={t('nav.account')} ref={menu}>
            <Link
              role="menuitem"
              tabIndex={-1}
              to={paths.profile}
              className="user-menu__item"
              onClick={() => close(false)}
            >
              {t('nav.profile')}
            </Link>
            <Link
              role="menuitem"
              tabIndex={-1}
              to={paths.settings}
              className="user-menu__item"
              onClick={() => close(false)}
            >
              {t('nav.settings')}
            </Link>
            <hr className="user-menu__sep" />
            <button
              role="menuitem"
              tabIndex={-1}
              type="button"
              className="user-menu__item user-menu__item--danger"
              onClick={() => {
                close(false);
                onSignOut();
              }}
            >
              {t('nav.signOut')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
