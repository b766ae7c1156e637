import { useCallback, useEffect, useRef, useState } from 'react';
import { localDate } from '@web/lib/local-date';
import { type NatalInput, type NatalPlace, type NatalResult, type NatalTexts, castNatal } from '@core/astro/natal';
import type { OffsetCandidate } from '@core/time/civil-time';
import type { HouseSystem } from '@schema/birth-chart';
import type { Zodiac } from '@core/astro/zodiacs';
import type { Place } from '@schema/places';
import {
  bestPlace,
  type KnownPlace,
  placeAlternatives,
  placeCandidates,
  recentMatch,
  rememberPlace,
} from '@web/features/places';
import { ApiRequestError, api, call } from '@web/lib/api';
import { activeLocale, translate, useLocale } from '@web/lib/i18n';
import type { Locale } from '@core/i18n/locales';
import { chartMessages } from './messages';

export interface BirthForm {
  birthDate: string;
  birthTime: string;
  birthTimeUnknown: boolean;
  birthLocation: string;
  houseSystem: HouseSystem;
  /** The zodiac the chart is cast in (the device remembers the reader's choice). */
  zodiac: Zodiac;
  /** A place chosen from the suggestions or typed by hand: the chart is cast on this device at once. */
  place: KnownPlace | null;
  /** The reading chosen for a local time in a DST gap or fold. */
  utcOffsetMinutes?: number;
}

export type ChartProblem =
  | { kind: 'place-not-found'; message: string; alternatives: Place[] }
  | { kind: 'place-ambiguous'; message: string; candidates: Place[] }
  | { kind: 'time-choice'; message: string; gap: boolean; candidates: OffsetCandidate[] }
  | { kind: 'invalid'; message: string; fields: { path: string; message: string }[] }
  | { kind: 'offline'; message: string }
  | { kind: 'failed'; message: string };

export interface ChartState {
  /** What is shown: the device's chart first, then the server's answer. */
  result: NatalResult | null;
  source: 'device' | 'server' | null;
  /** The form the shown chart was cast from: what "Save this chart" saves. */
  cast: BirthForm | null;
  pending: boolean;
  problem: ChartProblem | null;
}

const timeChoiceMessage = (gap: boolean, time: string) =>
  translate(chartMessages, gap ? 'chart.problem.gap' : 'chart.problem.fold', { time });

/** The body of POST /api/birth-chart (and, with a name, POST /api/birth-charts) for a form. */
export function requestBody(form: BirthForm) {
  const base = {
    birthDate: form.birthDate,
    birthTime: form.birthTimeUnknown ? '12:00' : form.birthTime,
    birthTimeUnknown: form.birthTimeUnknown,
    birthLocation: form.birthLocation.trim(),
    houseSystem: form.houseSystem,
    zodiac: form.zodiac,
    userId: null,
    isPremium: false,
    // horoscopeData is the Sun sign's reading for the reader's own day.
    date: localDate(),
    ...(form.utcOffsetMinutes !== undefined ? { utcOffsetMinutes: form.utcOffsetMinutes } : {}),
  };
  if (form.place && form.place.id > 0) return { ...base, placeId: form.place.id };
  if (form.place)
    return { ...base, latitude: form.place.latitude, longitude: form.place.longitude, timezone: form.place.timezone };
  return base;
}

const isCandidate = (value: unknown): value is OffsetCandidate =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<OffsetCandidate>).utcOffsetMinutes === 'number';

/** The two readings a DST gap or fold answer offers (its `details.candidates`). */
const offsetCandidates = (details: Record<string, unknown> | undefined): OffsetCandidate[] =>
  Array.isArray(details?.candidates) ? details.candidates.filter(isCandidate) : [];

const natalInput = (form: BirthForm): NatalInput => ({
  birthDate: form.birthDate,
  birthTime: form.birthTime || '12:00',
  birthTimeUnknown: form.birthTimeUnknown,
  houseSystem: form.houseSystem,
  zodiac: form.zodiac,
  utcOffsetMinutes: form.utcOffsetMinutes,
});

/**
 * Our interpretation texts, in the reader's language, load after the engine: the wheel does not
 * wait for them, and until they arrive the device's chart carries the spec's fallback sentences.
 */
const textsByLocale = new Map<Locale, NatalTexts>();
const textsLoading = new Map<Locale, Promise<NatalTexts>>();
function loadTexts(locale: Locale): Promise<NatalTexts> {
  let loading = textsLoading.get(locale);
  if (!loading) {
    loading = import('@core/interpretations/load')
      .then((m) => m.loadNatalTexts(locale))
      .then((loaded) => {
        textsByLocale.set(locale, loaded);
        return loaded;
      });
    textsLoading.set(locale, loading);
  }
  return loading;
}

/** The place typed text names, as the server will resolve it; null when offline, unknown or ambiguous. */
async function topPlace(text: string): Promise<KnownPlace | null> {
  const q = text.trim();
  if (!q) return null;
  const known = recentMatch(q);
  if (known) return known;
  try {
    return await bestPlace(q);
  } catch {
    return null;
  }
}

/**
 * The chart of the form: cast on this device at once when the place is known (exact, and
 * offline), then replaced by the server's answer, which is authoritative. Nothing is saved until
 * the user asks (SaveChart). Problems are shown, never only logged.
 */
export function useBirthChart(premium: boolean) {
  const [state, setState] = useState<ChartState>({
    result: null,
    source: null,
    cast: null,
    pending: false,
    problem: null,
  });
  const latest = useRef(0);

  const submit = useCallback(
    async (form: BirthForm) => {
      const run = ++latest.current;
      let answered = false;
      // The server is asked at once; meanwhile the device casts the chart if it can place the birth.
      const request = call(api['birth-chart'].$post({ json: requestBody(form) })).then(
        (body) => ({ ok: true as const, body }),
        (error: unknown) => ({ ok: false as const, error }),
      );
      void request.finally(() => {
        answered = true;
      });
      setState((s) => ({ ...s, pending: true, problem: null }));

      const place = form.place ?? (await topPlace(form.birthLocation));
      const locale = activeLocale();
      const texts = textsByLocale.get(locale);
      let local: NatalResult | null = null;
      if (place && run === latest.current) {
        const outcome = castNatal(natalInput(form), place, { premium, texts });
        if (outcome.kind === 'ok') local = outcome.result;
        if (local && !answered) setState((s) => ({ ...s, result: local, source: 'device', cast: form }));
        if (local && !texts) {
          const known = place;
          void loadTexts(locale).then((loaded) => {
            if (answered || run !== latest.current) return;
            const written = castNatal(natalInput(form), known, { premium, texts: loaded });
            if (written.kind === 'ok') setState((s) => (s.source === 'device' ? { ...s, result: written.result } : s));
          });
        }
      }

      const answer = await request;
      if (!answer.ok && !(answer.error instanceof ApiRequestError)) {
        if (run !== latest.current) return;
        setState((s) => ({
          ...s,
          pending: false,
          problem: {
            kind: 'offline',
            message: translate(chartMessages, local ? 'chart.problem.offlineCast' : 'chart.problem.offlineUnknown'),
          },
        }));
        return;
      }
      if (run !== latest.current) return;
      if (answer.ok) {
        const result = answer.body;
        const where = result.chart.location;
        rememberPlace({
          id: form.place?.id ?? 0,
          name: form.place?.name ?? where.name.split(',')[0] ?? where.name,
          displayName: where.name,
          latitude: where.latitude,
          longitude: where.longitude,
          timezone: where.timezone,
          countryCode: form.place?.countryCode ?? '',
        });
        setState({ result, source: 'server', cast: form, pending: false, problem: null });
        return;
      }
      const failure = answer.error instanceof ApiRequestError ? answer.error : null;
      const error = failure?.body;
      const message =
        error?.message ?? translate(chartMessages, 'chart.problem.failed', { status: String(failure?.status) });
      let problem: ChartProblem;
      if (error?.code === 'PLACE_NOT_FOUND') {
        problem = {
          kind: 'place-not-found',
          message,
          alternatives: placeAlternatives(error.details),
        };
      } else if (error?.code === 'PLACE_AMBIGUOUS') {
        problem = { kind: 'place-ambiguous', message, candidates: placeCandidates(error.details) };
      } else if (error?.code === 'NONEXISTENT_LOCAL_TIME' || error?.code === 'AMBIGUOUS_LOCAL_TIME') {
        const gap = error.code === 'NONEXISTENT_LOCAL_TIME';
        problem = {
          kind: 'time-choice',
          gap,
          message: timeChoiceMessage(gap, form.birthTime),
          candidates: offsetCandidates(error.details),
        };
      } else if (error?.code === 'VALIDATION_FAILED') {
        problem = { kind: 'invalid', message, fields: error.issues ?? [] };
      } else {
        problem = { kind: 'failed', message };
      }
      // The device's chart stays when the server could not answer for reasons of its own.
      const keep = problem.kind === 'failed' && local !== null;
      setState((s) => ({
        ...s,
        result: keep ? s.result : null,
        source: keep ? s.source : null,
        cast: keep ? s.cast : null,
        pending: false,
        problem,
      }));
    },
    [premium],
  );

  /** Another house system: recast on this device from the chart's own place and instant, no request. */
  const rehouse = useCallback(
    (form: BirthForm, place: NatalPlace, houseSystem: HouseSystem) => {
      const texts = textsByLocale.get(activeLocale());
      const outcome = castNatal({ ...natalInput(form), houseSystem }, place, { premium, texts });
      if (outcome.kind === 'ok')
        setState((s) => ({ ...s, result: outcome.result, cast: s.cast ? { ...s.cast, houseSystem } : s.cast }));
    },
    [premium],
  );

  // Another language: the chart on screen is asked for again, so its texts speak the new one.
  const locale = useLocale();
  const shownIn = useRef(locale);
  const cast = state.cast;
  useEffect(() => {
    if (shownIn.current === locale) return;
    shownIn.current = locale;
    if (cast) void submit(cast);
  }, [locale, cast, submit]);

  return { state, submit, rehouse };
}

/** Casts one chart so the engine's code is compiled before the user submits. */
export function warmEngine(): void {
  void loadTexts(activeLocale());
  castNatal(
    { birthDate: '2000-01-01', birthTime: '12:00', birthTimeUnknown: false, houseSystem: 'placidus' },
    { name: 'Greenwich', latitude: 51.4779, longitude: 0, timezone: 'Europe/London' },
  );
}
