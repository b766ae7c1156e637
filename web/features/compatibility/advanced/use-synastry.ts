/**
 * Advanced synastry in the browser (docs/product.md#advanced-synastry, decision 039): the two
 * people as the form holds them, the request they make, the analysis with its states (idle,
 * loading, result; a failure returns to empty with the spec's alert), and the kept readings.
 */
import { useCallback, useRef, useState } from 'react';
import useSWR from 'swr';
import type { OffsetCandidate } from '@core/time/civil-time';
import type { SignId } from '@core/zodiac';
import type { Place } from '@schema/places';
import type { SynastryAnswer, SynastryPersonInput, SynastryReading, SynastryRequest } from '@schema/synastry';
import { type KnownPlace, placeAlternatives, placeCandidates } from '@web/features/places';
import { ApiRequestError, api, call, send } from '@web/lib/api';

/** The spec's six sign pickers, in its order; Sun and Moon are required. */
export const SIGN_FIELDS = ['sunSign', 'moonSign', 'risingSign', 'venus', 'mars', 'mercury'] as const;
export type SignField = (typeof SIGN_FIELDS)[number];
export const isRequiredSign = (field: SignField) => field === 'sunSign' || field === 'moonSign';

/** Where a person comes from: the spec's signs, or instead one chart (decision 039). */
export const SOURCES = ['signs', 'myChart', 'savedChart', 'birth'] as const;
export type Source = (typeof SOURCES)[number];

/** A name's longest (schema/synastry.ts SYNASTRY_NAME_MAX; read here without the schema's zod). */
export const NAME_MAX = 60;

export const PEOPLE = ['person1', 'person2'] as const;
export type PersonKey = (typeof PEOPLE)[number];

export interface BirthInput {
  birthDate: string;
  birthTime: string;
  birthTimeUnknown: boolean;
  /** The place as typed, or the chosen suggestion's name. */
  birthLocation: string;
  /** The suggestion or candidate chosen for `birthLocation`: sent by id, so nothing is asked again. */
  place: KnownPlace | null;
  /** The reading chosen for a local time the clocks skipped or showed twice. */
  utcOffsetMinutes?: number;
}

export interface PersonForm {
  name: string;
  source: Source;
  signs: Partial<Record<SignField, SignId>>;
  chartId: string;
  birth: BirthInput;
}

export const emptyPerson = (): PersonForm => ({
  name: '',
  source: 'signs',
  signs: {},
  chartId: '',
  birth: { birthDate: '', birthTime: '', birthTimeUnknown: false, birthLocation: '', place: null },
});

/** Whether a person is given well enough to ask: Sun and Moon, the chosen chart, or a date, time and place. */
export function isComplete(person: PersonForm): boolean {
  switch (person.source) {
    case 'signs':
      return Boolean(person.signs.sunSign && person.signs.moonSign);
    case 'myChart':
      return true;
    case 'savedChart':
      return person.chartId !== '';
    case 'birth': {
      const { birthDate, birthTime, birthTimeUnknown, birthLocation } = person.birth;
      return birthDate !== '' && (birthTimeUnknown || birthTime !== '') && birthLocation.trim() !== '';
    }
  }
}

/** The spec's check before asking: a person given by signs has a Sun and a Moon. */
export const lacksSunOrMoon = (person: PersonForm) =>
  person.source === 'signs' && !(person.signs.sunSign && person.signs.moonSign);

/** POST /api/birth-chart's birth data: the chosen place by id (or its coordinates), else the typed text. */
function birthRequest(birth: BirthInput) {
  const base = {
    birthDate: birth.birthDate,
    // The schema wants a time; with the time unknown the server casts for noon and draws no houses.
    birthTime: birth.birthTimeUnknown ? '12:00' : birth.birthTime,
    birthTimeUnknown: birth.birthTimeUnknown,
    birthLocation: birth.birthLocation.trim(),
    ...(birth.utcOffsetMinutes !== undefined ? { utcOffsetMinutes: birth.utcOffsetMinutes } : {}),
  };
  const place = birth.place?.displayName === birth.birthLocation ? birth.place : null;
  if (place && place.id > 0) return { ...base, placeId: place.id };
  if (place) return { ...base, latitude: place.latitude, longitude: place.longitude, timezone: place.timezone };
  return base;
}

/** One person of the request: a name when given, and exactly one source. */
export function personRequest(person: PersonForm): SynastryPersonInput {
  const name = person.name.trim() || undefined;
  switch (person.source) {
    case 'signs':
      return { name, ...person.signs };
    case 'myChart':
      return { name, myChart: true };
    case 'savedChart':
      return { name, chartId: person.chartId };
    case 'birth':
      return { name, birth: birthRequest(person.birth) };
  }
}

export const synastryRequest = (people: readonly [PersonForm, PersonForm]): SynastryRequest => ({
  person1: personRequest(people[0]),
  person2: personRequest(people[1]),
});

/** What stopped a person's chart, with the choices that resolve it. */
export type PersonProblem =
  | { kind: 'place-ambiguous'; message: string; candidates: Place[] }
  | { kind: 'place-not-found'; message: string; alternatives: Place[] }
  | { kind: 'time-choice'; message: string; candidates: OffsetCandidate[] }
  | { kind: 'other'; message: string };

/** The spec's three alerts (docs/product.md#errors). */
export type SynastryAlert = 'missingSigns' | 'forbidden' | 'failed';

export interface Failure {
  alert: SynastryAlert | null;
  /** The person the server's answer was about (details.person), and what to ask them. */
  problem: { person: PersonKey; problem: PersonProblem } | null;
}

const isPersonKey = (value: unknown): value is PersonKey => value === 'person1' || value === 'person2';

const isOffsetCandidate = (value: unknown): value is OffsetCandidate =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<OffsetCandidate>).utcOffsetMinutes === 'number' &&
  typeof (value as Partial<OffsetCandidate>).utc === 'string';

function personProblem(code: string, message: string, details: Record<string, unknown> | undefined): PersonProblem {
  if (code === 'PLACE_AMBIGUOUS') return { kind: 'place-ambiguous', message, candidates: placeCandidates(details) };
  if (code === 'PLACE_NOT_FOUND') return { kind: 'place-not-found', message, alternatives: placeAlternatives(details) };
  if (code === 'NONEXISTENT_LOCAL_TIME' || code === 'AMBIGUOUS_LOCAL_TIME') {
    const list = details?.candidates;
    return { kind: 'time-choice', message, candidates: Array.isArray(list) ? list.filter(isOffsetCandidate) : [] };
  }
  return { kind: 'other', message };
}

/**
 * A failed analysis in the spec's terms: 403 is its subscription alert, a missing Sun or Moon its
 * own alert, a problem with one person's chart is asked beside that person (an unclear place is a
 * question, not a failure), anything else the spec's "try again".
 */
export function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiRequestError)) return { alert: 'failed', problem: null };
  if (error.status === 403) return { alert: 'forbidden', problem: null };
  const body = error.body;
  if (error.status === 400 && body?.issues?.some((issue) => /\.(sunSign|moonSign)$/.test(issue.path))) {
    return { alert: 'missingSigns', problem: null };
  }
  const person = body?.details?.person;
  if (body && isPersonKey(person)) {
    const problem = personProblem(body.code, body.message, body.details);
    const asked = problem.kind !== 'other';
    return { alert: asked ? null : 'failed', problem: { person, problem } };
  }
  return { alert: 'failed', problem: null };
}

/** A reading on the page: just analysed (its request can be kept), or reopened from the kept ones. */
export interface ShownReading {
  answer: SynastryAnswer;
  /** What made it, for "Save this reading"; null for a reading reopened from the list. */
  request: SynastryRequest | null;
  /** The kept reading it is, once saved or when reopened. */
  saved: Pick<SynastryReading, 'id' | 'createdAt'> | null;
}

export type SynastryPhase = { state: 'idle' } | { state: 'loading' } | { state: 'result'; reading: ShownReading };

/** The analysis: idle, then loading, then the result; a failure clears the result and says why. */
export function useSynastry() {
  const [phase, setPhase] = useState<SynastryPhase>({ state: 'idle' });
  const [failure, setFailure] = useState<Failure | null>(null);
  // The newest request wins: an answer that arrives after a newer request started is dropped.
  const latest = useRef(0);

  const analyse = useCallback(async (request: SynastryRequest) => {
    const run = ++latest.current;
    setFailure(null);
    setPhase({ state: 'loading' });
    try {
      const answer = await call(api.synastry['advanced-analysis'].$post({ json: request }));
      if (run === latest.current) setPhase({ state: 'result', reading: { answer, request, saved: null } });
    } catch (error) {
      if (run !== latest.current) return;
      setPhase({ state: 'idle' });
      setFailure(failureOf(error));
    }
  }, []);

  /** The spec's alert for a click that finds a Sun or Moon missing; nothing is sent. */
  const refuse = useCallback(() => {
    latest.current++;
    setPhase({ state: 'idle' });
    setFailure({ alert: 'missingSigns', problem: null });
  }, []);

  /** Shows a kept reading as it was saved. */
  const show = useCallback((reading: SynastryReading) => {
    latest.current++;
    setFailure(null);
    setPhase({ state: 'result', reading: { answer: reading.result, request: null, saved: reading } });
  }, []);

  /** The shown reading is now kept as `saved`. */
  const markSaved = useCallback((answer: SynastryAnswer, saved: Pick<SynastryReading, 'id' | 'createdAt'>) => {
    setPhase((p) =>
      p.state === 'result' && p.reading.answer === answer ? { state: 'result', reading: { ...p.reading, saved } } : p,
    );
  }, []);

  /** A person's problem is settled (another place chosen, the source changed). */
  const settle = useCallback((person: PersonKey) => {
    setFailure((f) => (f?.problem?.person === person ? { ...f, problem: null } : f));
  }, []);

  return { phase, failure, analyse, refuse, show, markSaved, settle };
}

export const READINGS_KEY = 'synastry-readings';

/** GET /api/synastry/readings: the reader's kept readings, newest first. */
export const useSynastryReadings = (enabled: boolean) =>
  useSWR(enabled ? READINGS_KEY : null, () => call(api.synastry.readings.$get()));

export const saveReading = (json: SynastryRequest) => call(api.synastry.readings.$post({ json }));

export const fetchReading = (id: string) =>
  call(api.synastry.readings[':id'].$get({ param: { id: encodeURIComponent(id) } }));

export const deleteReading = (id: string) =>
  send(api.synastry.readings[':id'].$delete({ param: { id: encodeURIComponent(id) } }));

/**
 * The charts a person can be taken from: the reader's own ("my chart", from GET /api/user-chart)
 * and their saved charts (GET /api/birth-charts, the newest page).
 */
export function useChartSources(enabled: boolean) {
  const mine = useSWR(enabled ? 'synastry-my-chart' : null, () => call(api['user-chart'].$get()));
  const saved = useSWR(enabled ? 'synastry-saved-charts' : null, () => call(api['birth-charts'].$get({ query: {} })));
  return { hasMyChart: Boolean(mine.data?.chartId), savedCharts: saved.data ?? [] };
}
