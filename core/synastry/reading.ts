/**
 * The advanced synastry reading (decision 039), planned before it is written: the contacts are
 * found (exact when both people come with birth data, else by signs, and said so), scored, and
 * given out to the spec's sections so that each contact's meaning is read once, in the section
 * it matters to: the key pairs in the planetary aspects, the rest of each part of the
 * relationship in its dynamics, the weightiest other contact in the overall description, the
 * composite points and the house overlays in the insights. A contact met again is named by its
 * short label, never read twice; two contacts of the same pair and feel share one meaning, said
 * once. Every text ends with the ids it rests on and passes the verifier before it is kept.
 */
import { ASPECT_TYPES } from '../astro/aspects';
import { formatOrb } from '../coach/facts';
import type { CoachLexicon } from '../coach/texts';
import { verifyAnswer } from '../coach/verify';
import type { SignId } from '../zodiac';
import {
  type CompositePlacement,
  type CrossAspect,
  type Overlay,
  type PersonChart,
  type Side,
  type SynastryPoint,
  compositeOf,
  crossAspects,
  overlaysOf,
} from './contacts';
import { NAME_MASKS, type SynastrySide, synastryTable } from './facts';
import {
  type Contact,
  bandOf,
  contactValue,
  contactWeight,
  domainOf,
  elementOf,
  exactContact,
  orbFactor,
  readPairOf,
  scoreOf,
  signContacts,
} from './score';
import { DOMAINS, type Domain, type SynastryTexts } from './texts/contract';

/** One person as the reading gets them: a name, the signs known, and the chart when birth data was given. */
export interface SynastryPerson {
  readonly name: string | null;
  /** Sun and Moon always; the others when known. */
  readonly signs: Partial<Record<SynastryPoint, SignId>>;
  readonly chart: PersonChart | null;
}

/** The spec's planetary aspects: the pairs every synastry looks at first. */
export const KEY_PAIRS = [
  ['sunSun', 'sun', 'sun'],
  ['sunMoon', 'sun', 'moon'],
  ['moonMoon', 'moon', 'moon'],
  ['mercuryMercury', 'mercury', 'mercury'],
  ['venusVenus', 'venus', 'venus'],
  ['venusMars', 'venus', 'mars'],
  ['marsMars', 'mars', 'mars'],
] as const;
export type KeyPair = (typeof KEY_PAIRS)[number][0];

/** A written part: what the reader sees and the facts it rests on. */
export interface Written {
  readonly text: string;
  readonly facts: readonly string[];
  /** A fact's short label (a list item naming a contact read elsewhere), not a sentence. */
  readonly label?: true;
}

export interface SynastryReading {
  readonly mode: 'exact' | 'signs';
  readonly names: readonly [string, string];
  readonly overall: { score: number; rating: string; description: Written };
  readonly planetaryAspects: Partial<Record<KeyPair, { score: number; aspect: string; interpretation: Written }>>;
  readonly dynamics: Record<Domain, { score: number; strengths: Written[]; challenges: Written[]; guidance: Written }>;
  readonly longTerm: { score: number; outlook: Written; keyFactors: Written[]; advice: Written };
  readonly insights: Written[];
  readonly contacts: readonly Contact[];
  readonly crossAspects: readonly CrossAspect[];
  readonly overlays: readonly Overlay[];
  readonly composite: readonly CompositePlacement[];
  /** Every fact id the reading may cite, with its label in the reader's language. */
  readonly facts: Readonly<Record<string, string>>;
  /** Sentences the verifier held back (0 for the offline writer's own words). */
  readonly withheld: number;
  /** Parts that name the charts without a valid fact to rest on (0 for the offline writer). */
  readonly unverified: number;
}

export interface ReadingInput {
  readonly people: readonly [SynastryPerson, SynastryPerson];
  readonly texts: SynastryTexts;
  readonly lexicon: CoachLexicon;
  /**
   * The overall description as a language model wrote it (paragraphs ending with their ids),
   * verified here like every part; without it the offline writer writes it.
   */
  readonly description?: string;
}

/** Where a tense contact asks for work and a flowing one gives: the share of flowing weight. */
function feel(contacts: readonly Contact[]): 'easy' | 'mixed' | 'tense' | 'quiet' {
  let good = 0;
  let hard = 0;
  for (const c of contacts) {
    const w = contactWeight(c) * orbFactor(c);
    const v = contactValue(c);
    if (v > 0) good += w * v;
    else hard -= w * v;
  }
  if (good + hard === 0) return 'quiet';
  const share = good / (good + hard);
  return share >= 0.65 ? 'easy' : share <= 0.35 ? 'tense' : 'mixed';
}

/** How much a contact matters in the reading: its weight, tightness and force either way. */
const salience = (c: Contact) => contactWeight(c) * orbFactor(c) * (Math.abs(contactValue(c)) + 0.25);
const bySalience = (x: Contact, y: Contact) => salience(y) - salience(x) || x.id.localeCompare(y.id);

export function synastryReading(input: ReadingInput): SynastryReading {
  const { people, texts, lexicon } = input;
  const g = texts.grammar;
  const names = [people[0].name?.trim() || texts.person[0], people[1].name?.trim() || texts.person[1]] as const;
  const [chartA, chartB] = [people[0].chart, people[1].chart];
  const exact = !!chartA && !!chartB;
  const cross = chartA && chartB ? crossAspects(chartA, chartB) : [];
  const contacts: Contact[] = exact ? cross.map(exactContact) : signContacts(people[0].signs, people[1].signs);
  const overlays: Overlay[] =
    chartA && chartB ? [...overlaysOf('a', chartA, chartB), ...overlaysOf('b', chartB, chartA)] : [];
  const composite = chartA && chartB ? compositeOf(chartA, chartB) : [];

  // The labels of every fact, for receipts and key factors.
  const nameOf = (side: Side) => (side === 'a' ? names[0] : names[1]);
  const contactArgs = (c: Pick<Contact, 'a' | 'b'>) => ({ a: names[0], pa: c.a, b: names[1], pb: c.b });
  const contactLabel = (c: Contact) => {
    const { a, b } = { a: people[0].signs[c.a], b: people[1].signs[c.b] };
    return c.orb !== null
      ? texts.labels.crossAspect({ ...contactArgs(c), type: c.type, orb: formatOrb(c.orb) })
      : texts.labels.signRelation({
          ...contactArgs(c),
          signA: a as SignId,
          signB: b as SignId,
          relation: c.type,
        });
  };
  const overlayArgs = (o: Overlay) => ({
    owner: nameOf(o.side),
    point: o.point,
    host: nameOf(o.side === 'a' ? 'b' : 'a'),
    house: o.house,
  });
  const degreeOf = (c: CompositePlacement) => formatOrb(c.degree + c.minute / 60);
  const facts: Record<string, string> = {};
  for (const c of contacts) facts[c.id] = contactLabel(c);
  for (const o of overlays) facts[o.id] = texts.labels.overlay(overlayArgs(o));
  for (const c of composite)
    facts[c.id] = texts.labels.composite({ point: c.point, sign: c.sign, degree: degreeOf(c) });

  // By signs, that two key points' signs form no aspect is a fact of its own, cited like any relation.
  const noneId = (x: SynastryPoint, y: SynastryPoint) => `Z.a-${x}.none.b-${y}`;
  if (!exact) {
    for (const [, x, y] of KEY_PAIRS) {
      const [signA, signB] = [people[0].signs[x], people[1].signs[y]];
      const mirrored = people[0].signs[y] && people[1].signs[x];
      if (!signA || !signB || !mirrored) continue;
      if (contacts.some((c) => (c.a === x && c.b === y) || (c.a === y && c.b === x))) continue;
      facts[noneId(x, y)] = texts.labels.signRelation({
        ...contactArgs({ a: x, b: y }),
        signA,
        signB,
        relation: 'none',
      });
    }
  }
  const sides: [SynastrySide, SynastrySide] = [
    { signs: people[0].signs, chart: chartA },
    { signs: people[1].signs, chart: chartB },
  ];
  const table = synastryTable({
    sides,
    contacts,
    overlays,
    composite,
    ids: Object.keys(facts),
    compositeWord: new RegExp(texts.compositeWord.source, 'iu'),
  });
  const gap = g.sentenceGap;
  let withheld = 0;
  let unverified = 0;
  // Names are data: masked while the verifier reads, so a person called Leo or Venus claims nothing.
  // Two people of one name: a sentence naming it may be about either, so it is read against both.
  const BOTH = NAME_MASKS.join('');
  const mask = (text: string) => {
    if (names[0] === names[1]) return text.split(names[0]).join(BOTH);
    const order: [string, string][] = [
      [names[0], NAME_MASKS[0]],
      [names[1], NAME_MASKS[1]],
    ];
    // The longer name first, so "Al" is not found inside "Alex".
    if (names[1].includes(names[0])) order.reverse();
    let out = text;
    for (const [name, m] of order) out = out.split(name).join(m);
    return out;
  };
  const unmask = (text: string) =>
    text.split(BOTH).join(names[0]).split(NAME_MASKS[0]).join(names[0]).split(NAME_MASKS[1]).join(names[1]);
  const labelOf = (c: Contact): Written => ({ ...write([contactLabel(c)], [c.id]), label: true });
  const write = (parts: readonly string[], ids: readonly string[]): Written => {
    const body = parts.filter(Boolean).join(gap);
    const marker = ids.length > 0 ? ` [[${ids.join(' ')}]]` : '';
    // A model's text may come in several paragraphs, each with its own ids: all are read.
    const paragraphs = verifyAnswer(`${mask(body)}${marker}`, table.union, lexicon, gap, table.scope);
    const cited: string[] = [];
    for (const p of paragraphs) {
      withheld += p.withheld;
      if (p.status === 'unverified') unverified += 1;
      for (const id of p.facts) if (!cited.includes(id)) cited.push(id);
    }
    const text = paragraphs
      .map((p) => p.text)
      .filter(Boolean)
      .join('\n\n');
    return { text: g.finish(unmask(text)), facts: cited };
  };

  // What has been said: a contact's meaning once, and a pair's meaning in one feel once.
  const read = new Set<string>();
  const meanings = new Set<string>();
  const statement = (c: Contact) =>
    c.orb !== null
      ? texts.crossAspect({ ...contactArgs(c), type: c.type, orb: formatOrb(c.orb) })
      : texts.signRelation({
          ...contactArgs(c),
          signA: people[0].signs[c.a] as SignId,
          signB: people[1].signs[c.b] as SignId,
          relation: c.type,
        });
  /** A contact's statement and, the first time its pair is met in this feel, its meaning. */
  const say = (c: Contact): string[] => {
    read.add(c.id);
    const pair = readPairOf(c.a, c.b);
    const key = pair ? `${pair}.${c.harmony}` : null;
    if (!pair || !key || meanings.has(key)) return [statement(c)];
    meanings.add(key);
    return [statement(c), texts.contact[pair][c.harmony]];
  };
  const readable = (c: Contact) => readPairOf(c.a, c.b) !== null && contactWeight(c) > 0;

  // The key pairs first: the sections a reader of synastry looks for.
  const planetaryAspects: SynastryReading['planetaryAspects'] = {};
  for (const [key, x, y] of KEY_PAIRS) {
    const known = (p: SynastryPerson) => !!p.signs[x] && !!p.signs[y];
    if (!known(people[0]) || !known(people[1])) continue;
    const own = contacts
      .filter((c) => (c.a === x && c.b === y) || (c.a === y && c.b === x))
      // Tightest, weightiest, then the stronger kind of aspect: the same choice whoever is A.
      .sort(
        (m, n) =>
          (m.orb ?? 0) - (n.orb ?? 0) ||
          salience(n) - salience(m) ||
          ASPECT_TYPES.indexOf(m.type) - ASPECT_TYPES.indexOf(n.type),
      );
    const [main, second] = own;
    if (!main) {
      // No aspect: the two signs are named, and what that leaves open is said the first time only.
      const signA = people[0].signs[x] as SignId;
      const signB = people[1].signs[y] as SignId;
      const pair = { a: names[0], pa: x, b: names[1], pb: y };
      const none = exact ? null : noneId(x, y);
      const lead = exact ? texts.noAspect(pair) : texts.signRelation({ ...pair, signA, signB, relation: 'none' });
      const open = meanings.has('unaspected') ? '' : texts.unaspected;
      meanings.add('unaspected');
      planetaryAspects[key] = { score: 50, aspect: 'none', interpretation: write([lead, open], none ? [none] : []) };
      continue;
    }
    const parts = [...say(main)];
    const ids = [main.id];
    if (second && second.harmony !== main.harmony) {
      parts.push(...say(second));
      ids.push(second.id);
    }
    planetaryAspects[key] = { score: scoreOf(own, 1), aspect: main.type, interpretation: write(parts, ids) };
  }

  // The overall description: the band, then the weightiest contact the key pairs did not read.
  const overallScore = scoreOf(contacts, 8);
  const band = bandOf(overallScore);
  // One whose meaning no key pair has said (a twin of a card below would come without it).
  const lead = contacts
    .filter((c) => !read.has(c.id) && readable(c) && !meanings.has(`${readPairOf(c.a, c.b)}.${c.harmony}`))
    .sort(bySalience)[0];
  const description =
    input.description !== undefined
      ? write([input.description], [])
      : lead
        ? write([texts.overall[band], ...say(lead)], [lead.id])
        : write([texts.overall[band]], []);

  // Each part of the relationship: its own contacts scored; those not yet read, read; the others named.
  const dynamics = {} as SynastryReading['dynamics'];
  for (const domain of DOMAINS) {
    const own = contacts.filter((c) => contactWeight(c) > 0 && domainOf(c) === domain).sort(bySalience);
    // What the reading has not said yet, read in full; a list with nothing new names (by their
    // labels) at most two of the part's contacts read elsewhere, so it is never empty.
    const fresh = (c: Contact) =>
      readable(c) && !read.has(c.id) && !meanings.has(`${readPairOf(c.a, c.b)}.${c.harmony}`);
    const listed = (keep: (c: Contact) => boolean): Written[] => {
      const mine = own.filter(keep);
      const news: Written[] = [];
      // One at a time: reading one contact may leave its twin (same pair, same feel) nothing new.
      for (const c of mine) if (news.length < 3 && fresh(c)) news.push(write(say(c), [c.id]));
      // The fallback names only contacts the reading explains elsewhere.
      return news.length > 0 ? news : mine.filter(readable).slice(0, 2).map(labelOf);
    };
    // A conjunction with Uranus or Pluto is neither gift nor friction: listed among the strengths.
    const strengths = listed((c) => contactValue(c) >= 0);
    const challenges = listed((c) => contactValue(c) < 0);
    dynamics[domain] = {
      score: scoreOf(own, 3),
      strengths,
      challenges,
      guidance: write([texts.guidance[domain][feel(own)]], []),
    };
  }

  // The long term: commitment counts double; the weightiest contact decides the advice.
  const longScore = Math.round((2 * dynamics.commitment.score + dynamics.emotionalConnection.score + overallScore) / 4);
  const ranked = contacts.filter((c) => contactWeight(c) > 0).sort(bySalience);
  const heaviest = ranked[0];
  const longTerm = {
    score: longScore,
    outlook: write([texts.outlook[bandOf(longScore)]], []),
    keyFactors: ranked.slice(0, 4).map(labelOf),
    advice: heaviest
      ? write([texts.advice[domainOf(heaviest)][contactValue(heaviest) > 0 ? 'easy' : 'tense']], [heaviest.id])
      : write([texts.advice.commitment.easy], []),
  };

  // The insights: the composite points, the houses each lights in the other, what the reading could not know.
  const insights: Written[] = [];
  for (const c of composite) {
    const frame = texts.composite({ point: c.point, sign: c.sign, degree: degreeOf(c) });
    const meaning =
      c.point === 'sun'
        ? texts.compositeSun[c.sign]
        : c.point === 'moon'
          ? texts.compositeMoon[elementOf(c.sign)]
          : texts.compositeVenus[elementOf(c.sign)];
    insights.push(write([frame, meaning], [c.id]));
  }
  const HOUSE_ORDER = [7, 5, 1, 8, 4, 10, 11, 2, 3, 9, 6, 12];
  const LIGHTS = ['sun', 'moon', 'venus', 'mars'];
  // A house's meaning is said once, whichever of the two it belongs to.
  const told = new Set<number>();
  for (const side of ['a', 'b'] as const) {
    const ranked = overlays
      .filter((o) => o.side === side && LIGHTS.includes(o.point))
      .sort(
        (x, y) =>
          HOUSE_ORDER.indexOf(x.house) - HOUSE_ORDER.indexOf(y.house) ||
          LIGHTS.indexOf(x.point) - LIGHTS.indexOf(y.point),
      );
    const chosen: Overlay[] = [];
    for (const o of ranked) {
      if (chosen.length === 2 || told.has(o.house)) continue;
      told.add(o.house);
      chosen.push(o);
    }
    for (const o of chosen)
      insights.push(write([texts.overlay(overlayArgs(o)), texts.overlayMeaning[o.house] ?? ''], [o.id]));
  }
  if (exact) {
    people.forEach((p, i) => {
      if (!p.chart?.timeKnown) insights.push(write([texts.noTime(names[i] ?? '')], []));
    });
  } else {
    insights.push(write([texts.signsOnly], []));
  }

  return {
    mode: exact ? 'exact' : 'signs',
    names,
    overall: { score: overallScore, rating: texts.rating[band], description },
    planetaryAspects,
    dynamics,
    longTerm,
    insights: insights.filter((w) => w.text),
    contacts,
    crossAspects: cross,
    overlays,
    composite,
    facts,
    withheld,
    unverified,
  };
}
