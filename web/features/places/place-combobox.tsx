import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useT } from '@web/lib/i18n';
import { placesMessages } from './messages';
import { searchPlaces } from './places-api';
import { type KnownPlace, recentPlaces } from './recent-places';

const DEBOUNCE_MS = 200;
const MIN_CHARS = 2;

interface Props {
  value: string;
  onChange: (text: string) => void;
  /** A suggestion was chosen: the chart can be cast for it at once. */
  onSelect: (place: KnownPlace) => void;
  invalid?: boolean;
  describedBy?: string;
  /** The input's id, for a visible label of another field than the birth place; named by it then. */
  id?: string;
}

/**
 * Birth location with suggestions from the gazetteer, following the ARIA combobox pattern:
 * the input owns a listbox of options; arrows move, Enter chooses, Escape closes; the count
 * of suggestions is announced. Recently used places come first when the field is empty.
 */
export function PlaceCombobox({ value, onChange, onSelect, invalid, describedBy, id: inputId }: Props) {
  const t = useT(placesMessages);
  const id = useId();
  const listId = `${id}-list`;
  const [options, setOptions] = useState<KnownPlace[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  const typed = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!typed.current) return;
    const q = value.trim();
    if (q.length < MIN_CHARS) {
      const recent = recentPlaces();
      setOptions(recent);
      setOpen(recent.length > 0 && q.length === 0);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const found = await searchPlaces(q, 8, controller.signal);
        setOptions(found);
        setActive(-1);
        // Suggestions that arrive after the field lost focus (the form was sent) stay closed.
        setOpen(document.activeElement === input.current);
        setAnnouncement(found.length ? t('places.combobox.found', { count: found.length }) : t('places.combobox.none'));
      } catch {
        // aborted or offline: recent places still work, and the form explains the rest
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, t]);

  const choose = (place: KnownPlace) => {
    typed.current = false;
    onChange(place.displayName);
    onSelect(place);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!open && options.length) setOpen(true);
      if (!options.length) return;
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (e.key === 'Enter' && open && active >= 0 && options[active]) {
      e.preventDefault();
      choose(options[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const expanded = open && options.length > 0;
  return (
    <div className="combobox">
      <input
        ref={input}
        id={inputId ?? 'birth-location'}
        type="text"
        className="input"
        role="combobox"
        aria-label={inputId ? undefined : t('places.combobox.label')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('places.combobox.placeholder')}
        value={value}
        onChange={(e) => {
          typed.current = true;
          onChange(e.target.value);
        }}
        onFocus={() => {
          if (!value.trim()) {
            const recent = recentPlaces();
            setOptions(recent);
            setOpen(recent.length > 0);
          }
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('places.combobox.suggestions')}
        className="combobox__list"
        hidden={!expanded}
      >
        {options.map((place, i) => (
          // The combobox pattern: options are chosen from the input's keyboard (aria-activedescendant), or clicked.
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input
          <div
            key={`${place.id}-${place.displayName}`}
            id={`${id}-opt-${i}`}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            className={`combobox__option${i === active ? ' combobox__option--active' : ''}`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(place)}
          >
            <span className="combobox__name">{place.displayName}</span>
            <span className="combobox__zone">{place.timezone}</span>
          </div>
        ))}
      </div>
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
