import { type FormEvent, useEffect, useState } from 'react';
import { HOUSE_SYSTEMS } from '@core/astro/houses';
import type { HouseSystem } from '@schema/birth-chart';
import { useAuth } from '@web/features/auth';
import { UpsellPromptCard } from '@web/features/marketing';
import { ChartResult } from './chart-result';
import { formatCoordinates, formatUtcOffset } from './format';
import { type KnownPlace, PlaceCombobox, recentMatch } from '@web/features/places';
import { type BirthForm, useBirthChart, warmEngine } from './use-birth-chart';
import { ChartWheelPanel } from './wheel-panel';
import './birth-chart.css';

const MIN_DATE = '1900-01-01';
const MAX_DATE = '2100-12-31';

const HOUSE_SYSTEM_NAMES: Record<HouseSystem, string> = {
  placidus: 'Placidus',
  koch: 'Koch',
  'whole-sign': 'Whole Sign',
  equal: 'Equal',
  porphyry: 'Porphyry',
  regiomontanus: 'Regiomontanus',
  campanus: 'Campanus',
};

const DISCOVER = [
  { title: 'Sun sign', text: 'Your core identity: what lights you up and how you shine.' },
  { title: 'Moon sign', text: 'Your emotional world: what you need to feel safe and at home.' },
  { title: 'Rising sign', text: 'Your first impression: how you meet the world and begin things.' },
];

export function BirthChartPage() {
  const { status, isPro, user } = useAuth();
  const { state, submit, rehouse } = useBirthChart(isPro);
  const [form, setForm] = useState<BirthForm>({
    birthDate: '',
    birthTime: '',
    birthTimeUnknown: false,
    birthLocation: '',
    houseSystem: 'placidus',
    place: null,
  });
  const [manual, setManual] = useState(false);
  const [manualPlace, setManualPlace] = useState({ latitude: '', longitude: '', timezone: '' });

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 50));
    idle(() => warmEngine());
  }, []);

  const set = <K extends keyof BirthForm>(key: K, value: BirthForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const manualReady =
    manual && manualPlace.latitude !== '' && manualPlace.longitude !== '' && manualPlace.timezone.trim() !== '';
  const ready =
    form.birthDate !== '' &&
    (form.birthTimeUnknown || form.birthTime !== '') &&
    (form.birthLocation.trim() !== '' || manualReady);

  const placeFor = (f: BirthForm): KnownPlace | null => {
    if (manualReady) {
      return {
        id: 0,
        name: f.birthLocation.trim() || 'Custom place',
        displayName:
          f.birthLocation.trim() || formatCoordinates(Number(manualPlace.latitude), Number(manualPlace.longitude)),
        latitude: Number(manualPlace.latitude),
        longitude: Number(manualPlace.longitude),
        timezone: manualPlace.timezone.trim(),
        countryCode: '',
      };
    }
    if (f.place && f.place.displayName === f.birthLocation) return f.place;
    return recentMatch(f.birthLocation) ?? null;
  };

  const cast = (next: BirthForm) => {
    const place = placeFor(next);
    void submit({ ...next, place });
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready || state.pending) return;
    const next = { ...form, utcOffsetMinutes: undefined };
    setForm(next);
    cast(next);
  };

  const chosen = placeFor(form);
  const problem = state.problem;
  const result = state.result;

  return (
    <div className="container birth-chart">
      <header className="page-header">
        <h1>Birth Chart</h1>
        <p className="muted">The sky at the moment you were born, calculated for your birthplace.</p>
      </header>

      <div className="birth-chart__layout">
        <form className="card birth-form" onSubmit={onSubmit} noValidate aria-labelledby="birth-form-title">
          <h2 id="birth-form-title">Your birth details</h2>
          <div className="field">
            <label htmlFor="birth-date">Date of birth</label>
            <input
              id="birth-date"
              className="input"
              type="date"
              min={MIN_DATE}
              max={MAX_DATE}
              required
              value={form.birthDate}
              onChange={(e) => set('birthDate', e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="birth-time">Time of birth</label>
            <input
              id="birth-time"
              className="input"
              type="time"
              required={!form.birthTimeUnknown}
              disabled={form.birthTimeUnknown}
              value={form.birthTime}
              onChange={(e) => set('birthTime', e.target.value)}
            />
            <label className="checkbox">
              <input
                type="checkbox"
                checked={form.birthTimeUnknown}
                onChange={(e) => set('birthTimeUnknown', e.target.checked)}
              />
              I don't know my birth time
            </label>
          </div>
          <div className="field">
            <label htmlFor="birth-location">Birth location</label>
            <PlaceCombobox
              value={form.birthLocation}
              onChange={(text) => set('birthLocation', text)}
              onSelect={(place) => setForm((f) => ({ ...f, place, birthLocation: place.displayName }))}
              invalid={problem?.kind === 'place-not-found'}
              describedBy="place-used"
            />
            <p id="place-used" className="field__hint" aria-live="polite">
              {chosen
                ? `${chosen.displayName} · ${formatCoordinates(chosen.latitude, chosen.longitude)} · ${chosen.timezone}`
                : result
                  ? `Used: ${result.chart.location.name} · ${formatCoordinates(result.chart.location.latitude, result.chart.location.longitude)} · ${result.chart.location.timezone} (${formatUtcOffset(result.chart.utcOffsetMinutes)})`
                  : 'City, State/Province, Country'}
            </p>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              aria-expanded={manual}
              onClick={() => setManual((m) => !m)}
            >
              {manual ? 'Use the place search' : 'Enter coordinates and time zone'}
            </button>
            {manual ? (
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
                    value={manualPlace.latitude}
                    onChange={(e) => setManualPlace((m) => ({ ...m, latitude: e.target.value }))}
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
                    value={manualPlace.longitude}
                    onChange={(e) => setManualPlace((m) => ({ ...m, longitude: e.target.value }))}
                  />
                </label>
                <label className="manual-place__field">
                  Time zone (IANA)
                  <input
                    className="input"
                    type="text"
                    placeholder="Europe/Belgrade"
                    value={manualPlace.timezone}
                    onChange={(e) => setManualPlace((m) => ({ ...m, timezone: e.target.value }))}
                  />
                </label>
              </fieldset>
            ) : null}
          </div>

          {problem ? (
            <div className="form-problem" role="alert">
              <p>{problem.message}</p>
              {problem.kind === 'place-not-found' && problem.alternatives.length ? (
                <ul className="choice-list" aria-label="Did you mean">
                  {problem.alternatives.map((place) => (
                    <li key={place.id}>
                      <button
                        type="button"
                        className="btn btn--outline btn--sm"
                        onClick={() => {
                          const next = {
                            ...form,
                            place,
                            birthLocation: place.displayName,
                            utcOffsetMinutes: undefined,
                          };
                          setForm(next);
                          cast(next);
                        }}
                      >
                        {place.displayName}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
              {problem.kind === 'time-choice' ? (
                <ul className="choice-list" aria-label="Choose the reading">
                  {problem.candidates.map((c) => (
                    <li key={c.utc}>
                      <button
                        type="button"
                        className="btn btn--outline btn--sm"
                        onClick={() => {
                          const next = { ...form, utcOffsetMinutes: c.utcOffsetMinutes };
                          setForm(next);
                          cast(next);
                        }}
                      >
                        {`${form.birthTime} at ${formatUtcOffset(c.utcOffsetMinutes)} (${new Date(c.utc).toISOString().slice(11, 16)} UTC)`}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
              {problem.kind === 'invalid'
                ? problem.fields.map((f) => (
                    <p key={`${f.path}-${f.message}`} className="field__error">
                      {f.message}
                    </p>
                  ))
                : null}
            </div>
          ) : null}

          <button type="submit" className="btn btn--primary birth-form__submit" disabled={!ready || state.pending}>
            {state.pending ? 'Calculating Your Cosmic Blueprint...' : 'Calculate My Birth Chart'}
          </button>
        </form>

        <aside className="card discover" aria-labelledby="discover-title">
          <h2 id="discover-title">What You'll Discover</h2>
          <ul>
            {DISCOVER.map((d) => (
              <li key={d.title}>
                <strong>{d.title}</strong> {d.text}
              </li>
            ))}
          </ul>
        </aside>
      </div>

      {result ? (
        <>
          <ChartWheelPanel
            chart={result.chart}
            houseSystem={form.houseSystem}
            houseSystems={HOUSE_SYSTEMS.map((id) => ({ id, name: HOUSE_SYSTEM_NAMES[id] }))}
            onHouseSystem={(houseSystem) => {
              set('houseSystem', houseSystem);
              rehouse({ ...form, houseSystem }, result.chart.location, houseSystem);
            }}
          />
          <ChartResult result={result} isPro={isPro} signedIn={status === 'authenticated'} />
          {state.savedChartId ? <p className="muted saved-note">Saved to your profile.</p> : null}
          {isPro ? null : (
            <UpsellPromptCard
              type="chart_created"
              firstName={user?.firstName ?? null}
              signedIn={status === 'authenticated'}
            />
          )}
        </>
      ) : null}
    </div>
  );
}
