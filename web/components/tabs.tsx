import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import './forms/forms.css';

export interface TabDef<K extends string> {
  key: K;
  label: string;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between them; each tab controls its panel. */
export function Tabs<K extends string>({
  tabs,
  active,
  onChange,
  label,
  children,
}: {
  tabs: readonly TabDef<K>[];
  active: K;
  onChange: (key: K) => void;
  label: string;
  children: ReactNode;
}) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const onKey = (e: KeyboardEvent) => {
    const at = tabs.findIndex((t) => t.key === active);
    const to =
      e.key === 'ArrowRight'
        ? at + 1
        : e.key === 'ArrowLeft'
          ? at - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? -1
              : null;
    if (to === null) return;
    e.preventDefault();
    const next = tabs.at(to % tabs.length);
    if (!next) return;
    onChange(next.key);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${base}-${next.key}-tab`)}`)?.focus();
  };
  return (
    <>
      <div className="tabs" role="tablist" aria-label={label} ref={list} onKeyDown={onKey}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`${base}-${tab.key}-tab`}
            aria-selected={tab.key === active}
            aria-controls={tab.key === active ? `${base}-${tab.key}-panel` : undefined}
            tabIndex={tab.key === active ? 0 : -1}
            className="tabs__tab"
            onClick={() => onChange(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${base}-${active}-panel`}
        aria-labelledby={`${base}-${active}-tab`}
        className="tabs__panel"
      >
        {children}
      </div>
    </>
  );
}
