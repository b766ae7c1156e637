/** A place typed as coordinates and an IANA time zone, for a birth the gazetteer does not know. */
export interface ManualPlace {
  latitude: string;
  longitude: string;
  timezone: string;
}

export function ManualPlaceFields({ value, onChange }: { value: ManualPlace; onChange: (next: ManualPlace) => void }) {
  return (
    <fieldset className="manual-place">
      <legend className="sr-only">Coordinates and time zone</legend>
      <label className="manual-place__field">
        Latitude
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
        Longitude
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
        Time zone (IANA)
        <input
          className="input"
          type="text"
          placeholder="Europe/Belgrade"
          value={value.timezone}
          onChange={(e) => onChange({ ...value, timezone: e.target.value })}
        />
      </label>
    </fieldset>
  );
}
