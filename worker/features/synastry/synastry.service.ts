/**
 * Advanced synastry (decision 039): each person resolved to signs or a chart the server casts or
 * owns (never a chart taken from the browser), the reading planned and written in the reader's
 * language and verified (core/synastry/reading.ts), answered in the spec's shape with the facts
 * each text rests on; a reading kept is the answer as it was shown.
 */
import { PLANET_IDS } from '@core/astro/positions';
import { logger } from '@worker/lib/log';
import { type SignId, signOfLongitude } from '@core/zodiac';
import { COACH_TEXTS } from '@core/coach/texts/index';
import type { PersonChart, SynastryPoint } from '@core/synastry/contacts';
import { DESCRIPTION_WORDS, synastryPrompt } from '@core/synastry/prompt';
import {
  type ReadingInput,
  type SynastryReading as Reading,
  type SynastryPerson as ReadingPerson,
  synastryReading,
} from '@core/synastry/reading';
import { stableHash } from '@core/hash';
import { LOCALE_INFO, type Locale } from '@core/i18n/locales';
import { countWords } from '@core/sky/reading';
import { SYNASTRY_TEXTS } from '@core/synastry/texts/index';
import type { BirthChartResponse } from '@schema/birth-chart';
import type { UserRow } from '@schema/db';
import {
  type ParsedSynastryRequest,
  SYNASTRY_MESSAGES,
  SYNASTRY_READINGS_FULL,
  SYNASTRY_READINGS_LIMIT,
  type SynastryAnswer,
  type SynastryPerson,
  type SynastryPersonAnswer,
  type SynastryReading,
  type SynastryReadingItem,
} from '@schema/synastry';
import { createBirthChart, inTropicalZodiac, myChartOf, savedChart } from '@worker/features/birth-chart';
import { addSpend, modelConfigOf, runModel, spendReached } from '@worker/features/stella';
import type { ServerEnv } from '@worker/lib/env';
import type { Database } from '@worker/lib/db';
import { ApiError } from '@worker/lib/errors';
import {
  deleteReading,
  findReading,
  insertReading,
  listReadings,
  type SynastryReadingRow,
} from './synastry.repository';

export interface SynastryDeps {
  db: Database;
  user: UserRow;
  locale: Locale;
  /** With a model configured, it writes the overall description; else the offline writer does. */
  config?: ServerEnv;
  kv?: KVNamespace;
  now?: Date;
}

/** A model's description is kept 30 days by its inputs; the version changes when the prompt does. */
const CACHE_SECONDS = 30 * 86_400;
const CACHE_VERSION = 1;

/**
 * The overall description by the model, verified like every part: null when no model is
 * configured, the day's spend is reached, the provider fails, or the text is out of length, holds
 * back a sentence or names the charts without a fact (the offline writer's stands then).
 */
async function modelReading(deps: SynastryDeps, input: ReadingInput, offline: Reading): Promise<Reading | null> {
  const model = deps.config ? modelConfigOf(deps.config) : null;
  if (!model || !deps.config) return null;
  const now = deps.now ?? new Date();
  const key = `synastry:description:v${CACHE_VERSION}:${stableHash(
    JSON.stringify([
      input.people.map((p) => [p.name, p.signs, p.chart?.chart.utc, p.chart?.chart.location, p.chart?.timeKnown]),
      deps.locale,
      model.model,
    ]),
  ).toString(36)}`;
  const accept = (text: string): Reading | null => {
    const reading = synastryReading({ ...input, description: text });
    const words = countWords(reading.overall.description.text, LOCALE_INFO[deps.locale].tag);
    const fits = words >= DESCRIPTION_WORDS.min && words <= DESCRIPTION_WORDS.max;
    if (!fits || reading.withheld > 0 || reading.unverified > 0 || reading.overall.description.facts.length === 0) {
      logger.warn('synastry.description.rejected', { words, withheld: reading.withheld });
      return null;
    }
    return reading;
  };
  const cached = await deps.kv?.get(key).catch(() => null);
  if (cached) return accept(cached);
  if (await spendReached(deps.db, deps.config.AI_DAILY_SPEND_LIMIT_USD * 1_000_000, now).catch(() => true)) return null;
  const run = runModel(model, synastryPrompt(deps.locale, offline), new AbortController().signal);
  let text = '';
  try {
    for await (const piece of run.pieces) text += piece;
  } catch (error) {
    logger.warn('synastry.description.provider', { error });
    return null;
  }
  const usage = run.usage();
  if (usage) {
    const cost =
      usage.promptTokens * deps.config.AI_PRICE_INPUT_PER_MTOK +
      usage.completionTokens * deps.config.AI_PRICE_OUTPUT_PER_MTOK;
    await addSpend(deps.db, cost, now).catch(() => {});
  }
  const reading = accept(text);
  if (reading) await deps.kv?.put(key, text, { expirationTtl: CACHE_SECONDS }).catch(() => {});
  return reading;
}

interface Resolved {
  readonly reading: ReadingPerson;
  readonly answer: Omit<SynastryPersonAnswer, 'name'>;
}

const SIGN_FIELDS = [
  ['sun', 'sunSign'],
  ['moon', 'moonSign'],
  ['ascendant', 'risingSign'],
  ['venus', 'venus'],
  ['mars', 'mars'],
  ['mercury', 'mercury'],
] as const;

function fromSigns(person: SynastryPerson): Resolved {
  const signs: Partial<Record<SynastryPoint, SignId>> = {};
  for (const [point, field] of SIGN_FIELDS) {
    const sign = person[field];
    if (sign) signs[point] = sign;
  }
  return {
    reading: { name: person.name ?? null, signs, chart: null },
    answer: {
      source: 'signs',
      sunSign: signs.sun as SignId,
      moonSign: signs.moon as SignId,
      risingSign: signs.ascendant ?? null,
      venus: signs.venus ?? null,
      mars: signs.mars ?? null,
      mercury: signs.mercury ?? null,
      timeKnown: false,
      chart: null,
    },
  };
}

function fromChart(
  name: string | null,
  result: BirthChartResponse,
  timeKnown: boolean,
  source: SynastryPersonAnswer['source'],
): Resolved {
  const { chart } = result;
  const chartOf: PersonChart = { chart, timeKnown };
  const signs: Partial<Record<SynastryPoint, SignId>> = {};
  for (const point of PLANET_IDS) {
    signs[point] = chart.planets[point].sign;
  }
  if (timeKnown && chart.ascendant !== null) signs.ascendant = signOfLongitude(chart.ascendant).id;
  if (timeKnown && chart.midheaven !== null) signs.midheaven = signOfLongitude(chart.midheaven).id;
  return {
    reading: { name, signs, chart: chartOf },
    answer: {
      source,
      sunSign: signs.sun as SignId,
      moonSign: signs.moon as SignId,
      risingSign: signs.ascendant ?? null,
      venus: signs.venus ?? null,
      mars: signs.mars ?? null,
      mercury: signs.mercury ?? null,
      timeKnown,
      chart,
    },
  };
}

/** One person: their own chart, a saved chart of the reader's, birth data cast now, or signs. */
async function resolvePerson(
  deps: SynastryDeps,
  person: SynastryPerson,
  key: 'person1' | 'person2',
): Promise<Resolved> {
  const typed = person.name?.trim() || null;
  if (person.myChart) {
    const mine = await myChartOf(deps.db, deps.user);
    if (!mine) throw new ApiError('NOT_FOUND', SYNASTRY_MESSAGES.noChart, { details: { person: key } });
    const name = typed ?? (deps.user.firstName?.trim() || mine.name);
    return fromChart(name, mine.result, !mine.birthTimeUnknown, 'myChart');
  }
  if (person.chartId) {
    const saved = await savedChart(deps.db, deps.user.id, person.chartId).then(inTropicalZodiac, (error: unknown) => {
      if (error instanceof ApiError) throw new ApiError(error.code, error.message, { details: { person: key } });
      throw error;
    });
    return fromChart(typed ?? saved.name, saved.result, !saved.birthTimeUnknown, 'savedChart');
  }
  if (person.birth) {
    // Both people in one zodiac, the tropical one the synastry's contacts and texts are read in.
    const birth = { ...person.birth, zodiac: 'tropical' as const, ayanamsa: undefined };
    const result = await createBirthChart(deps.db, birth, { locale: deps.locale }).catch((error: unknown) => {
      // The form asks again for the person whose place was unclear.
      if (error instanceof ApiError) {
        throw new ApiError(error.code, error.message, {
          issues: error.issues?.map((i) => ({ ...i, path: `${key}.birth.${i.path}` })),
          details: { ...error.details, person: key },
        });
      }
      throw error;
    });
    return fromChart(typed, result, !birth.birthTimeUnknown, 'birth');
  }
  return fromSigns(person);
}

/** The analysis of two people, in the reader's language. */
export async function synastryAnalysis(deps: SynastryDeps, request: ParsedSynastryRequest): Promise<SynastryAnswer> {
  const [one, two] = await Promise.all([
    resolvePerson(deps, request.person1, 'person1'),
    resolvePerson(deps, request.person2, 'person2'),
  ]);
  const input: ReadingInput = {
    people: [one.reading, two.reading],
    texts: SYNASTRY_TEXTS[deps.locale],
    lexicon: COACH_TEXTS[deps.locale].lexicon,
  };
  const offline = synastryReading(input);
  const written = await modelReading(deps, input, offline);
  const reading = written ?? offline;
  const receipts: Record<string, string[]> = {};
  const keep = (path: string, written: { text: string; facts: readonly string[] }) => {
    if (written.facts.length > 0) receipts[path] = [...written.facts];
    return written.text;
  };
  const planetaryAspects: SynastryAnswer['planetaryAspects'] = {};
  for (const [key, entry] of Object.entries(reading.planetaryAspects)) {
    planetaryAspects[key] = {
      score: entry.score,
      aspect: entry.aspect,
      interpretation: keep(`planetaryAspects.${key}.interpretation`, entry.interpretation),
    };
  }
  const relationshipDynamics: SynastryAnswer['relationshipDynamics'] = {};
  for (const [key, entry] of Object.entries(reading.dynamics)) {
    relationshipDynamics[key] = {
      score: entry.score,
      strengths: entry.strengths.map((w, i) => keep(`relationshipDynamics.${key}.strengths.${i}`, w)),
      challenges: entry.challenges.map((w, i) => keep(`relationshipDynamics.${key}.challenges.${i}`, w)),
      guidance: keep(`relationshipDynamics.${key}.guidance`, entry.guidance),
    };
  }
  return {
    overallCompatibility: {
      score: reading.overall.score,
      rating: reading.overall.rating,
      description: keep('overallCompatibility.description', reading.overall.description),
    },
    planetaryAspects,
    relationshipDynamics,
    longTermPotential: {
      score: reading.longTerm.score,
      outlook: keep('longTermPotential.outlook', reading.longTerm.outlook),
      keyFactors: reading.longTerm.keyFactors.map((w, i) => keep(`longTermPotential.keyFactors.${i}`, w)),
      advice: keep('longTermPotential.advice', reading.longTerm.advice),
    },
    cosmicInsights: reading.insights.map((w, i) => keep(`cosmicInsights.${i}`, w)),
    mode: reading.mode,
    people: [
      { name: reading.names[0], ...one.answer },
      { name: reading.names[1], ...two.answer },
    ],
    crossAspects: reading.crossAspects.map((x) => ({ ...x })),
    overlays: reading.overlays.map((o) => ({ ...o })),
    composite: reading.composite.map((c) => ({ ...c })),
    receipts,
    facts: { ...reading.facts },
    language: deps.locale,
    writer: written ? 'model' : 'offline',
  };
}

const itemOf = (row: Omit<SynastryReadingRow, 'request' | 'result'>): SynastryReadingItem => ({
  id: row.id,
  title: row.title,
  score: row.score,
  mode: row.mode,
  language: row.language,
  createdAt: row.createdAt.toISOString(),
});

const notFound = () => new ApiError('NOT_FOUND', SYNASTRY_MESSAGES.notFound);

/** Analyses two people and keeps the reading under their names; 409 when the account keeps the most it may. */
export async function saveReading(deps: SynastryDeps, request: ParsedSynastryRequest): Promise<SynastryReading> {
  const result = await synastryAnalysis(deps, request);
  const title = `${result.people[0].name} & ${result.people[1].name}`;
  const id = await insertReading(
    deps.db,
    deps.user.id,
    {
      title,
      score: result.overallCompatibility.score,
      mode: result.mode,
      language: result.language,
      request: JSON.stringify(request),
      result: JSON.stringify(result),
    },
    SYNASTRY_READINGS_LIMIT,
  );
  if (!id) throw new ApiError('CONFLICT', SYNASTRY_READINGS_FULL);
  const row = await findReading(deps.db, deps.user.id, id);
  if (!row) throw notFound();
  return { ...itemOf(row), result };
}

export async function readingsOf(db: Database, userId: string): Promise<SynastryReadingItem[]> {
  return (await listReadings(db, userId)).map(itemOf);
}

export async function readingOf(db: Database, userId: string, id: string): Promise<SynastryReading> {
  const row = await findReading(db, userId, id);
  if (!row) throw notFound();
  return { ...itemOf(row), result: JSON.parse(row.result) as SynastryAnswer };
}

export async function removeReading(db: Database, userId: string, id: string): Promise<void> {
  if (!(await deleteReading(db, userId, id))) throw notFound();
}
