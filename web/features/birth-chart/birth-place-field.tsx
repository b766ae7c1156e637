import { lazy, Suspense } from 'react';
import type { NatalResult } from '@core/astro/natal';
import { type KnownPlace, PlaceCombobox } from '@web/features/places';
import { useT } from '@web/lib/i18n';
import { formatCoordinates, formatUtcOffset } from './format';
import { type ChartWords, chartMessages } from './messages';
import type { ManualPlace } from './manual-place-fields';

// Typed coordinates are rare: their fields load when first asked for.
const ManualPlaceFields = lazy(() => import('./manual-place-fields').then((m) => ({ default: m.ManualPlaceFields })));

/** Under the place field: the place the chart will use, or the one the last chart used. */
export function placeHint(chosen: KnownPlace | null, result: NatalResult | null, words: ChartWords): string {
  const { t } = words;
  if (chosen)
    return t('chart.place.hintChosen', {
      place: chosen.displayName,
      coordinates: formatCoordinates(chosen.latitude, chosen.longitude, words),
      zone: chosen.timezone,
    });
  if (!result) return t('chart.place.hintEmpty');
  const { location, utcOffsetMinutes } = result.chart;
  return t('chart.place.hintUsed', {
    place: location.name,
    coordinates: formatCoordinates(location.latitude, location.longitude, words),
    zone: location.timezone,
    offset: formatUtcOffset(utcOffsetMinutes),
  });
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
  const t = useT(chartMessages);
  return (
    <div className="field">
      <label htmlFor="birth-location">{t('chart.place.label')}</label>
      <PlaceCombobox value={text} onChange={onText} onSelect={onSelect} invalid={invalid} describedBy="place-used" />
      <p id="place-used" className="field__hint" aria-live="polite">
        {hint}
      </p>
      <button type="button" className="btn btn--ghost btn--sm" aria-expanded={manual} onClick={() => onManual(!manual)}>
        {manual ? t('chart.place.useSearch') : t('chart.place.enterManual')}
      </button>
      {manual ? (
        <Suspense fallback={null}>
          <ManualPlaceFields value={manualPlace} onChange={onManualPlace} />
        </Suspense>
      ) : null}
    </div>
  );
}
