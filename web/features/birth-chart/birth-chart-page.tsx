import { BirthPlaceField, placeHint } from './birth-place-field';
import { BirthMomentFields } from './birth-moment-fields';
import { Discover } from './discover';
import { type FormEvent, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { HOUSE_SYSTEMS, defaultHouseSystem } from '@core/astro/houses';
import type { HouseSystem } from '@schema/birth-chart';
import { useAuth } from '@web/features/auth';
import { useLocale, useT } from '@web/lib/i18n';
import { scrollIntoSight } from '@web/lib/scroll-into-sight';
import { chartMessages, useChartWords } from './messages';
import { UpsellPromptCard } from '@web/features/marketing';
import { formatCoordinates, reportHeading } from './format';
import type { ChosenPlacement } from './deep-analysis';
import { type KnownPlace, recentMatch } from '@web/features/places';
import { type BirthForm, requestBody, useBirthChart, warmEngine } from './use-birth-chart';
import { useOwnBirth } from './own-birth';
import { ChartWheelPanel, WHEEL_TITLE_ID, loadIndianChart } from './wheel-panel';
import { ZodiacChoice } from './zodiac-choice';
import { chosenZodiac, rememberZodiac, storedZodiac } from '@web/lib/zodiac';
import { saveZodiac } from './own-birth';
import './birth-chart.css';

// The choices offered when a place or a local time cannot be read load when first needed.
const FormProblem = lazy(() => import('./form-problem').then((m) => ({ default: m.FormProblem })));
// What is read below the wheel (tables, interpretations, saving) is not needed to show the form:
// it loads while the reader fills it in (see the idle callback below), before the first chart.
const loadResult = () => import('./chart-result');
const loadSave = () => import('./save-chart');
const ChartResult = lazy(() => loadResult().then((m) => ({ default: m.ChartResult })));
const SaveChart = lazy(() => loadSave().then((m) => ({ default: m.SaveChart })));

const HOUSE_SYSTEM_NAMES = {
  placidus: 'chart.houseSystem.placidus',
  koch: 'chart.houseSystem.koch',
  'whole-sign': 'chart.houseSystem.wholeSign',
  equal: 'chart.houseSystem.equal',
  porphyry: 'chart.houseSystem.porphyry',
  regiomontanus: 'chart.houseSystem.regiomontanus',
  campanus: 'chart.houseSystem.campanus',
} as const satisfies Record<HouseSystem, string>;

export function BirthChartPage() {
  const { status, isPro, user } = useAuth();
  const t = useT(chartMessages);
  const words = useChartWords();
  const { state, submit, rehouse } = useBirthChart(isPro);
  const [form, setForm] = useState<BirthForm>(() => {
    const zodiac = storedZodiac();
    return {
      birthDate: '',
      birthTime: '',
      birthTimeUnknown: false,
      birthLocation: '',
      houseSystem: defaultHouseSystem(zodiac),
      zodiac,
      place: null,
    };
  });
  const [manual, setManual] = useState(false);
  // A signed-in reader's own birth and zodiac fill an untouched form once: their chart is one
  // Calculate away, in the zodiac their account keeps (which this device then remembers too).
  const own = useOwnBirth(status === 'authenticated');
  const [prefilled, setPrefilled] = useState(false);
  // A Hindi reader's first chart asks which zodiac their family's kundli is cast in: most were
  // cast sidereal, and a tropical chart would look miscalculated to them (decision 047). Asked
  // until this device or the account holds a choice (an account's tropical is also the default,
  // so only its sidereal counts as chosen).
  const locale = useLocale();
  const [zodiacKnown, setZodiacKnown] = useState(() => chosenZodiac() !== null);
  const asking = locale === 'hi' && !zodiacKnown;
  const [zodiacMissing, setZodiacMissing] = useState(false);
  useEffect(() => {
    if (!own || prefilled) return;
    setPrefilled(true);
    if (own.zodiac && (own.zodiac === 'sidereal' || chosenZodiac() !== null)) {
      rememberZodiac(own.zodiac);
      setZodiacKnown(true);
    }
    setForm((f) => (f.birthDate === '' && f.birthLocation === '' ? { ...f, ...own } : f));
  }, [own, prefilled]);
  // Set by Calculate: the next chart shown is brought into view (the wheel sits below the fold
  // on a laptop and far below it on a phone), and focus moves to it for keyboard and screen readers.
  const reveal = useRef(false);
  const [manualPlace, setManualPlace] = useState({ latitude: '', longitude: '', timezone: '' });
  // The deep analysis (Oracle, Master): the placement its chips light on the wheel, and whether
  // Master's report is on the page (then printing prints the report alone).
  const wheelRef = useRef<SVGSVGElement>(null);
  const [lit, setLit] = useState<ChosenPlacement | null>(null);
  const [report, setReport] = useState(false);
  const choose = useCallback((placement: ChosenPlacement | null) => {
    setLit(placement);
    if (!placement) return;
    // The wheel is far above the analysis: bring it into view when it is out of sight.
    scrollIntoSight(wheelRef.current, { block: 'center', when: 'clipped', smooth: true });
  }, []);
  const backToChip = useCallback(() => {
    const chip = document.querySelector<HTMLElement>('.deep-analysis__chip[aria-pressed="true"]');
    chip?.scrollIntoView({ block: 'center' });
    chip?.focus({ preventScroll: true });
  }, []);
  const choice = useMemo(() => ({ chosen: lit, choose }), [lit, choose]);

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 50));
    idle(() => {
      warmEngine();
      void loadResult();
      void loadSave();
      if (storedZodiac() === 'sidereal') void loadIndianChart();
    });
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
        name: f.birthLocation.trim() || t('chart.form.customPlace'),
        displayName:
          f.birthLocation.trim() ||
          formatCoordinates(Number(manualPlace.latitude), Number(manualPlace.longitude), words),
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
    if (asking) {
      setZodiacMissing(true);
      document.querySelector<HTMLInputElement>('.zodiac-choice input')?.focus();
      return;
    }
    const next = { ...form, utcOffsetMinutes: undefined };
    setForm(next);
    reveal.current = true;
    cast(next);
  };

  const chosen = placeFor(form);
  const problem = state.problem;
  const result = state.result;

  useEffect(() => {
    if (!result || !reveal.current) return;
    reveal.current = false;
    const heading = document.getElementById(WHEEL_TITLE_ID);
    scrollIntoSight(heading, { block: 'start', when: 'always', smooth: true });
    heading?.focus({ preventScroll: true });
  }, [result]);

  return (
    <main className="container birth-chart" data-report={report && result ? 'ready' : undefined}>
      <title>{t('chart.page.title')}</title>
      <header className="page-header">
        <h1>{t('chart.page.heading')}</h1>
        <p className="muted">{t('chart.page.intro')}</p>
      </header>

      <div className="birth-chart__layout">
        <form className="card birth-form" onSubmit={onSubmit} noValidate aria-labelledby="birth-form-title">
          <h2 id="birth-form-title">{t('chart.form.title')}</h2>
          {own && form.birthDate === own.birthDate && form.birthLocation === own.birthLocation ? (
            <p className="field__hint birth-form__own">{t('chart.form.fromProfile')}</p>
          ) : null}
          <BirthMomentFields form={form} onChange={(changes) => setForm((f) => ({ ...f, ...changes }))} />
          <BirthPlaceField
            text={form.birthLocation}
            onText={(text) => set('birthLocation', text)}
            onSelect={(place) => setForm((f) => ({ ...f, place, birthLocation: place.displayName }))}
            invalid={problem?.kind === 'place-not-found' || problem?.kind === 'place-ambiguous'}
            hint={placeHint(chosen, result, words)}
            manual={manual}
            onManual={setManual}
            manualPlace={manualPlace}
            onManualPlace={setManualPlace}
          />
          <ZodiacChoice
            value={asking ? null : form.zodiac}
            missing={asking && zodiacMissing}
            onChange={(zodiac) => {
              rememberZodiac(zodiac);
              setZodiacKnown(true);
              // A signed-in reader's choice is their account's: their other devices cast in it too.
              if (status === 'authenticated') void saveZodiac(zodiac);
              // Each zodiac's own houses (whole-sign for a kundli); the chart shown is cast again at once.
              const next = { ...form, zodiac, houseSystem: defaultHouseSystem(zodiac) };
              setForm(next);
              if (result && ready && !state.pending) cast(next);
            }}
          />

          {problem ? (
            <Suspense fallback={<p role="alert">{problem.message}</p>}>
              <FormProblem
                problem={problem}
                birthTime={form.birthTime}
                onPlace={(place) => {
                  const next = { ...form, place, birthLocation: place.displayName, utcOffsetMinutes: undefined };
                  setForm(next);
                  reveal.current = true;
                  cast(next);
                }}
                onOffset={(utcOffsetMinutes) => {
                  const next = { ...form, utcOffsetMinutes };
                  setForm(next);
                  cast(next);
                }}
              />
            </Suspense>
          ) : null}

          <button type="submit" className="btn btn--primary birth-form__submit" disabled={!ready || state.pending}>
            {state.pending ? t('chart.form.calculating') : t('chart.form.submit')}
          </button>
        </form>

        <Discover />
      </div>

      {result ? (
        <>
          {report ? (
            // Printed (and only printed): the report's title.
            <header className="report-title">
              <h2>{reportHeading(result.chart, words).title}</h2>
              <p>{reportHeading(result.chart, words).subtitle}</p>
            </header>
          ) : null}
          <ChartWheelPanel
            svgRef={wheelRef}
            highlight={lit}
            onClearHighlight={() => setLit(null)}
            onBackToHighlight={backToChip}
            chart={result.chart}
            result={result}
            houseSystem={form.houseSystem}
            houseSystems={HOUSE_SYSTEMS.map((id) => ({ id, name: t(HOUSE_SYSTEM_NAMES[id]) }))}
            onHouseSystem={(houseSystem) => {
              set('houseSystem', houseSystem);
              rehouse({ ...form, houseSystem }, result.chart.location, houseSystem);
            }}
          />
          <Suspense fallback={null}>
            <ChartResult
              result={result}
              isPro={isPro}
              signedIn={status === 'authenticated'}
              deep={{
                request: state.cast ? requestBody(state.cast) : null,
                master: user?.tier === 'master',
                choice,
                wheelRef,
                onReport: setReport,
              }}
            />
            <SaveChart
              key={`${result.chart.utc}|${result.chart.location.latitude}|${result.chart.location.longitude}|${result.chart.houseSystem}|${result.chart.zodiac ?? 'tropical'}`}
              form={state.cast}
              signedIn={status === 'authenticated'}
            />
          </Suspense>
          {isPro ? null : (
            <UpsellPromptCard
              type="chart_created"
              firstName={user?.firstName ?? null}
              signedIn={status === 'authenticated'}
            />
          )}
        </>
      ) : null}
    </main>
  );
}

export default BirthChartPage;
