import { useEffect, useRef, useState } from 'react';
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastState,
  dismissToast,
  useToasts,
} from './toast-store';
import { useT } from '@web/lib/i18n';
import { commonMessages } from './messages';

function ToastItem({ item }: { item: ToastState }) {
  const t = useT(commonMessages);
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!item.open || paused) return;
    const timer = setTimeout(() => dismissToast(item.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [item.id, item.open, paused]);

  if (!item.open) return null;
  return (
    <li
      className={`toast toast--${item.variant ?? 'default'}`}
      style={{ transform: offset > 0 ? `translateX(${offset}px)` : undefined }}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onPointerDown={(e) => {
        start.current = e.clientX;
        e.currentTarget.setPointerCapture(e.pointerId);
      }}
      onPointerMove={(e) => {
        if (start.current !== null) setOffset(Math.max(0, e.clientX - start.current));
      }}
      onPointerUp={() => {
        if (offset > TOAST_SWIPE_THRESHOLD_PX) dismissToast(item.id);
        start.current = null;
        setOffset(0);
      }}
      onPointerCancel={() => {
        start.current = null;
        setOffset(0);
      }}
    >
      {/* The live region is inside the item: a list holds only list items. */}
      <div className="toast__text" role="status" aria-live="polite" aria-atomic="true">
        <p className="toast__title">{item.title}</p>
        {item.description ? <p className="toast__description">{item.description}</p> : null}
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label={t('common.toast.close')}
        onClick={() => dismissToast(item.id)}
      >
        ×
      </button>
    </li>
  );
}

/** The toast viewport: one toast at a time, swipe right to dismiss, F8 moves focus here. */
export function Toaster() {
  const t = useT(commonMessages);
  const items = useToasts();
  const ref = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === TOAST_HOTKEY) {
        e.preventDefault();
        ref.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section aria-label={t('common.toast.region', { hotkey: TOAST_HOTKEY })} className="toast-region">
      <ol ref={ref} tabIndex={-1} className="toast-viewport">
        {items.map((item) => (
          <ToastItem key={item.id} item={item} />
        ))}
      </ol>
    </section>
  );
}
