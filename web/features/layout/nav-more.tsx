import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Svg } from '@web/components/icons';
import { useT } from '@web/lib/i18n';
import { moreLinks } from '@web/lib/paths';
import { navMessages } from './messages';

/**
 * The bar's "More" disclosure: the tools beyond the spec's six links (numerology, tarot), so the
 * bar keeps its width in every language; the drawer lists them with the rest. A route change, a
 * click outside or Escape closes it.
 */
export function NavMore() {
  const t = useT(navMessages);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const { pathname } = useLocation();
  const current = moreLinks.some((link) => pathname.startsWith(link.to));

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      button.current?.focus();
    }
  };

  return (
    <li className="nav-more" ref={root} onKeyDown={onKey}>
      <button
        ref={button}
        type="button"
        className={`nav__link nav-more__button${current ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onClick={() => setOpen((was) => !was)}
      >
        {t('nav.more')}
        <Svg size={14} strokeWidth={2}>
          <path d="M6 9l6 6 6-6" />
        </Svg>
      </button>
      <ul id={`${id}-list`} className="nav-more__list" hidden={!open}>
        {moreLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="nav__link">
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
