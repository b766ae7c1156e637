/**
 * The deep analysis of a birth chart (docs/product.md#real-deep-analysis, decision 030): 500-700 words in the reader's
 * language from the same facts and the same verifier as Ask Stella. The offline writer composes
 * it in a fixed order: the Big Three, the chart ruler, the balance of elements and modalities,
 * the tightest aspects and the busiest house, each paragraph ending with the facts it rests on;
 * it adds or drops aspects (then further placements) until the length is in range.
 */
import { getSign } from '../zodiac';
import { LOCALE_INFO } from '../i18n/locales';
import { houseText, planetInSign } from '../interpretations/index';
import { countWords } from '../sky/reading';
import type { Fact, FactTable } from './facts';
import { type WriterInput, meaning, statement } from './offline';
import type { CoachPoint } from './texts';

export const ANALYSIS_WORDS = { min: 500, max: 700 } as const;

type AnalysisInput = Pick<WriterInput, 'texts' | 'sky' | 'locale' | 'seed' | 'calendar'> & { table: FactTable };

type Placement = Extract<Fact, { kind: 'placement' }>;
type Aspect = Extract<Fact, { kind: 'aspect' }>;

const marker = (ids: readonly string[]) => `[[${ids.join(' ')}]]`;

/** The points whose aspects the analysis reads (the angles are read as the Big Three already). */
const PLANETS = new Set<CoachPoint>([
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
]);

export interface AnalysisText {
  /** Paragraphs separated by blank lines, fact paragraphs ending with their ids. */
  readonly text: string;
  readonly words: number;
}

/** The offline writer's deep analysis of a chart. */
export function deepAnalysis(input: AnalysisInput): AnalysisText {
  const { table, texts, locale } = input;
  const { writing } = texts;
  const gap = texts.lexicon.wordBoundaries ? ' ' : '';
  const placement = (point: CoachPoint) =>
    table.facts.find((f): f is Placement => f.kind === 'placement' && f.point === point);
  const paragraph = (parts: readonly string[], ids: readonly string[]) =>
    `${parts
      .map((p) => p.trim())
      .filter(Boolean)
      .join(gap)} ${marker(ids)}`;
  const read = (fact: Fact) => paragraph([statement(fact, input), meaning(fact, input)], [fact.id]);

  // A report, not a chat: no greeting before the Big Three, no question back after the last paragraph.
  const head: string[] = [];
  const bigThree: string[] = [];
  for (const point of ['sun', 'moon', 'ascendant'] as const) {
    const fact = placement(point);
    if (fact) bigThree.push(read(fact));
  }
  if (!table.birthTimeKnown) bigThree.push(writing.unknownTime);

  const middle: string[] = [];
  const ascendant = placement('ascendant');
  const ruler = ascendant ? placement(getSign(ascendant.sign).rulingPlanet.toLowerCase() as CoachPoint) : undefined;
  if (ascendant) {
    if (ruler?.house && ruler.point !== 'ascendant' && ruler.point !== 'midheaven') {
      const said = writing.chartRuler({
        ruler: ruler.point,
        rising: ascendant.sign,
        sign: ruler.sign,
        house: ruler.house,
      });
      // The Sun and the Moon were read with the Big Three; another ruler is read in its sign.
      const text =
        ruler.point === 'sun' || ruler.point === 'moon' ? '' : planetInSign(ruler.point, ruler.sign, locale).text;
      middle.push(paragraph([said, text], [ruler.id, ascendant.id]));
    }
  }
  const balance = table.facts.find((f) => f.kind === 'balance');
  if (balance) middle.push(read(balance));

  const aspects = table.facts
    .filter((f): f is Aspect => f.kind === 'aspect' && PLANETS.has(f.a) && PLANETS.has(f.b))
    .sort((a, b) => a.orb - b.orb);
  const busiest = table.birthTimeKnown
    ? table.facts
        .filter((f): f is Extract<Fact, { kind: 'house' }> => f.kind === 'house')
        .sort((a, b) => b.occupants.length - a.occupants.length || a.house - b.house)[0]
    : undefined;
  // The busiest house is read through its own planets: the aspects among them (most often
  // conjunctions) as their pair reads, never a house text that assumes what its planets are like.
  const within = (
    busiest && busiest.occupants.length > 1
      ? aspects.filter((a) => busiest.occupants.includes(a.a) && busiest.occupants.includes(a.b))
      : []
  ).slice(0, 2);
  const houseParagraph =
    busiest && busiest.occupants.length > 1
      ? paragraph(
          [
            writing.busiestHouse({ house: busiest.house, count: busiest.occupants.length, points: busiest.occupants }),
            houseText(busiest.house, locale).governs,
            ...(within.length > 0 ? within.map((a) => meaning(a, input)) : [houseText(busiest.house, locale).occupied]),
          ],
          [busiest.id, ...within.map((a) => a.id)],
        )
      : null;
  // The aspects read on their own: those the house paragraph reads are not read twice.
  const listed = aspects.filter((a) => !within.includes(a));
  const extras = (['venus', 'mars', 'mercury', 'jupiter', 'saturn'] as const)
    .filter((p) => p !== ruler?.point)
    .map((p) => placement(p))
    .filter((f): f is Placement => !!f);

  const tag = LOCALE_INFO[locale].tag;
  const compose = (aspectCount: number, extraCount: number) => {
    const parts = [
      ...head,
      ...bigThree,
      ...middle,
      ...listed.slice(0, aspectCount).map(read),
      ...(houseParagraph ? [houseParagraph] : []),
      ...extras.slice(0, extraCount).map(read),
    ];
    const text = texts.grammar.finish(parts.join('\n\n'));
    return { text, words: countWords(text.replace(/\[\[[^\]]*\]\]/g, ''), tag) };
  };
  // Three aspects first; then fewer if too long, more (and further placements) if too short.
  let best = compose(Math.min(3, listed.length), 0);
  for (let n = Math.min(3, listed.length); n >= 1 && best.words > ANALYSIS_WORDS.max; n--) best = compose(n - 1, 0);
  let aspectCount = Math.min(3, listed.length);
  let extraCount = 0;
  while (best.words < ANALYSIS_WORDS.min) {
    if (aspectCount < Math.min(5, listed.length)) aspectCount++;
    else if (extraCount < extras.length) extraCount++;
    else break;
    const next = compose(aspectCount, extraCount);
    if (next.words > ANALYSIS_WORDS.max) break;
    best = next;
  }
  return best;
}
