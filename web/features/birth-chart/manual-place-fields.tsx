import { useT } from '@web/lib/i18n';
import { chartMessages } from './messages';

/** A place typed as coordinates and an IANA time zone, for a birth the gazetteer does not know. */
export interface ManualPlace {
  latitude: string;
  longitude: string;
  timezone: string;
}

export function ManualPlaceFields({ value, onChange }: { value: ManualPlace; onChange: (next: ManualPlace) => void }) {
  const t = useT(chartMessages);
  return (
    <fieldset className="manual-place">
      <legend className="sr-only">{t('chart.manual.legend')}</legend>
      <label className="manual-place__field">
        {t('chart.manual.latitude')}
        <input
          className="input"
          type="number"
          step="any"
          min={-90}
          max={90}
          value={value.latitude}
          onChange={(e) => onChange({ ...value, latitude: e.target.value })}
        />
      </label>
      <label className="manual-place__field">
        {t('chart.manual.longitude')}
        <input
          className="input"
          type="number"
          step="any"
          min={-180}
          max={180}
          value={value.longitude}
          onChange={(e) => onChange({ ...value, longitude: e.target.value })}
        />
      </label>
      <label className="manual-place__field">
        {t('chart.manual.timezone')}
        <input
          className="input"
          type="text"
          placeholder={t('chart.manual.timezoneExample')}
          value={value.timezone}
          onChange={(e) => onChange({ ...value, timezone: e.target.value })}
        />
      </label>
    </fieldset>
  );
}
