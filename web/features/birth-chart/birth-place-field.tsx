import { lazy, Suspense } from 'react';
import type { NatalResult } from '@core/astro/natal';
import { type KnownPlace, PlaceCombobox } from '@web/features/places';
import { formatCoordinates, formatUtcOffset } from './format';
import type { ManualPlace } from './manual-place-fields';

// Typed coordinates are rare: their fields load when first asked for.
const ManualPlaceFields = lazy(() => import('./manual-place-fields').then((m) => ({ default: m.ManualPlaceFields })));

/** Under the place field: the place the chart will use, or the one the last chart used. */
export function placeHint(chosen: KnownPlace | null, result: NatalResult | null): string {
  if (chosen)
    return `${chosen.displayName} · ${formatCoordinates(chosen.latitude, chosen.longitude)} · ${chosen.timezone}`;
  if (!result) return 'City, State/Province, Country';
  const { location, utcOffsetMinutes } = result.chart;
  return `Used: ${location.name} · ${formatCoordinates(location.latitude, location.longitude)} · ${location.timezone} (${formatUtcOffset(utcOffsetMinutes)})`;
}

/** The birth place: search with suggestions, or coordinates and a time zone typed by hand. */
export function BirthPlaceField({
  text,
  onText,
  onSelect,
  invalid,
  hint,
  manual,
  onManual,
  manualPlace,
  onManualPlace,
}: {
  text: string;
  onText: (text: string) => void;
  onSelect: (place: KnownPlace) => void;
  invalid: boolean;
  hint: string;
  manual: boolean;
  onManual: (manual: boolean) => void;
  manualPlace: ManualPlace;
  onManualPlace: (place: ManualPlace) => void;
}) {
  return (
    <div className="field">
      <label htmlFor="birth-location">Birth location</label>
      <PlaceCombobox value={text} onChange={onText} onSelect={onSelect} invalid={invalid} describedBy="place-used" />
      <p id="place-used" className="field__hint" aria-live="polite">
        {hint}
      </p>
      <button type="button" className="btn btn--ghost btn--sm" aria-expanded={manual} onClick={() => onManual(!manual)}>
        {manual ? 'Use the place search' : 'Enter coordinates and time zone'}
      </button>
      {manual ? (
        <Suspense fallback={null}>
          <ManualPlaceFields value={manualPlace} onChange={onManualPlace} />
        </Suspense>
      ) : null}
    </div>
  );
}
