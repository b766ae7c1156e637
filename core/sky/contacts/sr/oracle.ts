/**
 * The Serbian frames of the Oracle reading (core/sky/oracle-frames.ts): latinica, ekavski, the
 * reader addressed as "ti", never assuming the reader's gender. Signs, planets and dates come from
 * the grammar (core/i18n/grammar/sr.ts), houses are written as in ./frames.ts.
 *
 * A past date is always governed by "bio/bila/bilo", "počeo/počela" or "ušao/ušla" between it and
 * the date before it (core/coach/tense-check.ts), a date ahead never is. A date that names its
 * year ends in the year's dot, so it closes the sentence or is followed by a lowercase word, never
 * by a comma. Times arrive as the horoscope writes them ("u 14:32", "6. decembra u 22:10",
 * "u 18:08 UTC"): `clock` drops the "u" for "od ... do ...", `at` keeps or adds it.
 */
import type { PlanetId } from '../../../astro/positions';
import { HOROSCOPE_SR } from '../../../horoscope/sr';
import { GRAMMAR_SR as g, gender, motion, stop, weekday } from '../../../i18n/grammar/sr';
import type { Dated, DatedMonth, HouseRef, OracleFrames } from '../../oracle-frames';
import type { NatalPoint, TransitAspect, TransitingPlanet } from '../../transits';
import { HOUSE_TOPIC, POINT_GEN, POINT_INS } from './frames';

const day = (d: Dated) => g.day(d.day, d.today);
/**
 * A date that opens a sentence: one that names its year ends in the year's dot, and "godine" keeps
 * the next word from reading as a new sentence ("2. januara 2027. godine Venera gradi ...").
 */
const opening = (d: Dated) => {
  const text = day(d);
  return text.endsWith('.') ? `${text} godine` : text;
};
const clock = (time: string) => time.replace(/^u /, '');
const at = (time: string) => (/^\d/.test(time) && !/^\d{1,2}\.\s/.test(time) ? `u ${time}` : time);
/** A time that names its own day (the void Moon began the evening before). */
const onAnotherDay = (time: string) => /^\d{1,2}\.\s/.test(clock(time));

/** The CLDR plural form of a count: one (1, 21...), few (2-4, 22-24...), other (0, 5-20, 25...). */
const plural = (n: number, forms: { one: string; few: string; other: string }) => {
  const ten = n % 10;
  const hundred = n % 100;
  if (ten === 1 && hundred !== 11) return forms.one;
  if (ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14)) return forms.few;
  return forms.other;
};
/** A count in words up to ten, agreeing with its noun: dva tranzita, dve planete. */
const numeral = (n: number, gender: 'm' | 'f') => {
  if (n === 1) return gender === 'f' ? 'jedna' : 'jedan';
  if (n === 2) return gender === 'f' ? 'dve' : 'dva';
  return ['nula', '', '', 'tri', 'četiri', 'pet', 'šest', 'sedam', 'osam', 'devet', 'deset'][n] || String(n);
};

const feminine = (p: PlanetId) => gender(p) === 'f';
/** A past participle that agrees with the planet: zaustavio / zaustavila / zaustavilo. */
const past = (p: PlanetId, stem: string) => `${stem}${{ m: 'o', f: 'la', n: 'lo' }[gender(p)]}`;
/** The ruler of the sign or chart as a noun: vladar, for Venus vladarka. */
const RULER = (p: PlanetId) =>
  feminine(p)
    ? { nom: 'vladarka', gen: 'vladarke', acc: 'vladarku' }
    : { nom: 'vladar', gen: 'vladara', acc: 'vladara' };

/** The aspects as nouns: "kvadrat Saturna sa ...", "u tačnoj opoziciji sa ...". */
const ASPECT: Readonly<Record<TransitAspect, { nom: string; gen: string; loc: string; f: boolean }>> = {
  conjunction: { nom: 'konjunkcija', gen: 'konjunkcije', loc: 'konjunkciji', f: true },
  sextile: { nom: 'sekstil', gen: 'sekstila', loc: 'sekstilu', f: false },
  square: { nom: 'kvadrat', gen: 'kvadrata', loc: 'kvadratu', f: false },
  trine: { nom: 'trigon', gen: 'trigona', loc: 'trigonu', f: false },
  opposition: { nom: 'opozicija', gen: 'opozicije', loc: 'opoziciji', f: true },
};
/** "tačan" agreeing with the aspect, in the case asked for. */
const exactAdj = (a: TransitAspect, c: 'nom' | 'gen' | 'loc') =>
  ASPECT[a].f ? { nom: 'tačna', gen: 'tačne', loc: 'tačnoj' }[c] : { nom: 'tačan', gen: 'tačnog', loc: 'tačnom' }[c];

/** A natal point in the accusative, after "pada na": "tvoju natalnu Veneru". */
const POINT_ACC: Readonly<Record<NatalPoint, string>> = {
  sun: 'tvoje natalno Sunce',
  moon: 'tvoj natalni Mesec',
  mercury: 'tvoj natalni Merkur',
  venus: 'tvoju natalnu Veneru',
  mars: 'tvoj natalni Mars',
  jupiter: 'tvoj natalni Jupiter',
  saturn: 'tvoj natalni Saturn',
  uranus: 'tvoj natalni Uran',
  neptune: 'tvoj natalni Neptun',
  pluto: 'tvoj natalni Pluton',
  ascendant: 'tvoj Ascendent',
  midheaven: 'tvoju Sredinu neba',
};
/** A natal point in the locative, after "tačno na": "tvojoj natalnoj Veneri". */
const POINT_LOC: Readonly<Record<NatalPoint, string>> = {
  sun: 'tvom natalnom Suncu',
  moon: 'tvom natalnom Mesecu',
  mercury: 'tvom natalnom Merkuru',
  venus: 'tvojoj natalnoj Veneri',
  mars: 'tvom natalnom Marsu',
  jupiter: 'tvom natalnom Jupiteru',
  saturn: 'tvom natalnom Saturnu',
  uranus: 'tvom natalnom Uranu',
  neptune: 'tvom natalnom Neptunu',
  pluto: 'tvom natalnom Plutonu',
  ascendant: 'tvom Ascendentu',
  midheaven: 'tvojoj Sredini neba',
};

interface Forms {
  readonly nom: string;
  readonly gen: string;
  /** Dative, which is also the locative. */
  readonly dat: string;
  readonly acc: string;
}
/** A chart point as a part of life, declined. */
const THEME: Readonly<Record<NatalPoint, Forms>> = {
  sun: { nom: 'životna svrha', gen: 'životne svrhe', dat: 'životnoj svrsi', acc: 'životnu svrhu' },
  moon: { nom: 'osećanja i dom', gen: 'osećanja i doma', dat: 'osećanjima i domu', acc: 'osećanja i dom' },
  mercury: {
    nom: 'misli i razgovori',
    gen: 'misli i razgovora',
    dat: 'mislima i razgovorima',
    acc: 'misli i razgovore',
  },
  venus: {
    nom: 'ljubav i vrednosti',
    gen: 'ljubavi i vrednosti',
    dat: 'ljubavi i vrednostima',
    acc: 'ljubav i vrednosti',
  },
  mars: { nom: 'polet i hrabrost', gen: 'poleta i hrabrosti', dat: 'poletu i hrabrosti', acc: 'polet i hrabrost' },
  jupiter: { nom: 'rast i uverenja', gen: 'rasta i uverenja', dat: 'rastu i uverenjima', acc: 'rast i uverenja' },
  saturn: {
    nom: 'obaveze i temelji',
    gen: 'obaveza i temelja',
    dat: 'obavezama i temeljima',
    acc: 'obaveze i temelje',
  },
  uranus: { nom: 'sloboda i promena', gen: 'slobode i promene', dat: 'slobodi i promeni', acc: 'slobodu i promenu' },
  neptune: { nom: 'snovi i intuicija', gen: 'snova i intuicije', dat: 'snovima i intuiciji', acc: 'snove i intuiciju' },
  pluto: { nom: 'moć i obnova', gen: 'moći i obnove', dat: 'moći i obnovi', acc: 'moć i obnovu' },
  ascendant: {
    nom: 'pojava i prvi utisak',
    gen: 'pojave i prvog utiska',
    dat: 'pojavi i prvom utisku',
    acc: 'pojavu i prvi utisak',
  },
  midheaven: {
    nom: 'karijera i životni pravac',
    gen: 'karijere i životnog pravca',
    dat: 'karijeri i životnom pravcu',
    acc: 'karijeru i životni pravac',
  },
};
/** For a reader without a chart, a contact to the sign speaks to their sense of purpose. */
const SOLAR_THEME: Forms = {
  nom: 'tvoj osećaj svrhe',
  gen: 'tvog osećaja svrhe',
  dat: 'tvom osećaju svrhe',
  acc: 'tvoj osećaj svrhe',
};
/**
 * The free reading's house topics (core/horoscope/sr.ts, `houseTopic`), which close the reading of
 * a reader without a chart whose story falls in one of their houses, declined by house. The reader
 * is the subject of some closings ("posveti se ..."), so no form holds "tvoj": it would want "svoj".
 */
const HOUSE_THEME: Readonly<Record<number, Forms>> = {
  1: {
    nom: 'lični ciljevi i utisak koji ostavljaš',
    gen: 'ličnih ciljeva i utiska koji ostavljaš',
    dat: 'ličnim ciljevima i utisku koji ostavljaš',
    acc: 'lične ciljeve i utisak koji ostavljaš',
  },
  2: {
    nom: 'novac, imovina i ono što ceniš',
    gen: 'novca, imovine i onoga što ceniš',
    dat: 'novcu, imovini i onome što ceniš',
    acc: 'novac, imovinu i ono što ceniš',
  },
  3: {
    nom: 'poruke, sitni poslovi i bliska okolina',
    gen: 'poruka, sitnih poslova i bliske okoline',
    dat: 'porukama, sitnim poslovima i bliskoj okolini',
    acc: 'poruke, sitne poslove i blisku okolinu',
  },
  4: {
    nom: 'dom, porodica i privatni život',
    gen: 'doma, porodice i privatnog života',
    dat: 'domu, porodici i privatnom životu',
    acc: 'dom, porodicu i privatni život',
  },
  5: {
    nom: 'zadovoljstvo, stvaralaštvo i romansa',
    gen: 'zadovoljstva, stvaralaštva i romanse',
    dat: 'zadovoljstvu, stvaralaštvu i romansi',
    acc: 'zadovoljstvo, stvaralaštvo i romansu',
  },
  6: {
    nom: 'svakodnevni posao, navike i zdravlje',
    gen: 'svakodnevnog posla, navika i zdravlja',
    dat: 'svakodnevnom poslu, navikama i zdravlju',
    acc: 'svakodnevni posao, navike i zdravlje',
  },
  7: {
    nom: 'partnerstva, dogovori i bliski odnosi',
    gen: 'partnerstava, dogovora i bliskih odnosa',
    dat: 'partnerstvima, dogovorima i bliskim odnosima',
    acc: 'partnerstva, dogovore i bliske odnose',
  },
  8: {
    nom: 'zajednički novac, poverenje i intimnost',
    gen: 'zajedničkog novca, poverenja i intimnosti',
    dat: 'zajedničkom novcu, poverenju i intimnosti',
    acc: 'zajednički novac, poverenje i intimnost',
  },
  9: {
    nom: 'putovanja, učenje i šira slika',
    gen: 'putovanja, učenja i šire slike',
    dat: 'putovanjima, učenju i široj slici',
    acc: 'putovanja, učenje i širu sliku',
  },
  10: {
    nom: 'karijera, ugled i ambicije',
    gen: 'karijere, ugleda i ambicija',
    dat: 'karijeri, ugledu i ambicijama',
    acc: 'karijeru, ugled i ambicije',
  },
  11: {
    nom: 'prijatelji, grupe i nade za budućnost',
    gen: 'prijatelja, grupa i nada za budućnost',
    dat: 'prijateljima, grupama i nadama za budućnost',
    acc: 'prijatelje, grupe i nade za budućnost',
  },
  12: {
    nom: 'odmor, samoća i ono što se dešava iza kulisa',
    gen: 'odmora, samoće i onoga što se dešava iza kulisa',
    dat: 'odmoru, samoći i onome što se dešava iza kulisa',
    acc: 'odmor, samoću i ono što se dešava iza kulisa',
  },
};
/**
 * The closing's theme arrives as the nominative of `theme`: a chart point's theme, or a house
 * topic of the free reading (found by its house there); its other cases are looked up. A topic
 * of ./frames.ts (a genitive after "oblast") or any other wording is carried by a noun that
 * declines for it.
 */
const themeForms = (theme: string): Forms => {
  const known = Object.values(THEME).find((t) => t.nom === theme);
  if (known) return known;
  const house = Object.entries(HOROSCOPE_SR.houseTopic).find(([, topic]) => topic === theme)?.[0];
  const declined = house ? HOUSE_THEME[Number(house)] : undefined;
  if (declined) return declined;
  if (Object.values(HOUSE_TOPIC).includes(theme)) {
    return { nom: `oblast ${theme}`, gen: `oblasti ${theme}`, dat: `oblasti ${theme}`, acc: `oblast ${theme}` };
  }
  return {
    nom: theme,
    gen: `oblasti koju čine ${theme}`,
    dat: `oblasti koju čine ${theme}`,
    acc: `oblast koju čine ${theme}`,
  };
};

/** What a planet stands for when it stands still or leads the day: a noun, its accusative and its gender, for "njegova/njen ...". */
const NATURE: Readonly<Record<TransitingPlanet, { noun: string; acc: string; gender: 'm' | 'f' }>> = {
  sun: { noun: 'osećaj svrhe', acc: 'osećaj svrhe', gender: 'm' },
  mercury: { noun: 'oštrina uma', acc: 'oštrinu uma', gender: 'f' },
  venus: { noun: 'smisao za lepotu i sklad', acc: 'smisao za lepotu i sklad', gender: 'm' },
  mars: { noun: 'pokretačka snaga', acc: 'pokretačku snagu', gender: 'f' },
  jupiter: { noun: 'težnja ka rastu', acc: 'težnju ka rastu', gender: 'f' },
  saturn: { noun: 'disciplina', acc: 'disciplinu', gender: 'f' },
  uranus: { noun: 'želja za promenom', acc: 'želju za promenom', gender: 'f' },
  neptune: { noun: 'maglovita mašta', acc: 'maglovitu maštu', gender: 'f' },
  pluto: { noun: 'moć preobražaja', acc: 'moć preobražaja', gender: 'f' },
};
/** "njegova disciplina", "njen smisao za lepotu i sklad". */
const natureOf = (p: TransitingPlanet) => {
  const { noun, gender } = NATURE[p];
  const stem = feminine(p) ? 'njen' : 'njegov';
  return `${stem}${gender === 'f' ? 'a' : ''} ${noun}`;
};

/**
 * "tvoju 5. kuću, oblast ljubavi, dece i igre" or "5. kuću od tvog znaka, oblast ljubavi, dece i igre": the
 * topic in apposition to "oblast", so that no run repeats the transit cards' "kuću ljubavi, dece i igre".
 */
const houseAcc = (h: HouseRef) => {
  const topic = HOUSE_TOPIC[h.house];
  const base = h.solar ? `${g.ordinal(h.house)} kuću od tvog znaka` : `tvoju ${g.ordinal(h.house)} kuću`;
  return topic ? `${base}, oblast ${topic}` : base;
};
/** "u tvojoj 5. kući, oblasti ljubavi, dece i igre" or "u 5. kući od tvog znaka, oblasti ljubavi, dece i igre". */
const houseLoc = (h: HouseRef) => {
  const topic = HOUSE_TOPIC[h.house];
  const base = h.solar ? `u ${g.ordinal(h.house)} kući od tvog znaka` : `u tvojoj ${g.ordinal(h.house)} kući`;
  return topic ? `${base}, oblasti ${topic}` : base;
};
/** A house phrase inside a sentence that goes on: its topic in apposition is closed by a comma. */
const closed = (h: HouseRef, phrase: string) => (HOUSE_TOPIC[h.house] ? `${phrase},` : phrase);

/** A lunation's name, lowercase inside a sentence (glossary: pun Mesec). */
const LUNATION = { new: 'mlad Mesec', full: 'pun Mesec' } as const;
/** The Moon's aspect at the power moment, followed by the planet in the instrumental. */
const MOON_MEETS: Readonly<Record<'conjunction' | 'sextile' | 'trine', string>> = {
  conjunction: 'se Mesec spaja sa',
  sextile: 'Mesec stupa u tačan sekstil sa',
  trine: 'Mesec stupa u tačan trigon sa',
};
/** Phase titles are noun phrases ("Pun Mesec u Raku"): after a date they take "je". */
const PHASE_TITLE = /^(Mlad Mesec|Pun Mesec|Prva četvrt|Poslednja četvrt)/;

/** What an hour's ruler is best given, when beginnings are free, and when they are held back. */
const HOUR_USE: Readonly<Record<string, { free: string; hold: string }>> = {
  sun: { free: 'pokaži šta znaš tamo gde je to važno', hold: 'predstavi ono što je već urađeno' },
  moon: { free: 'javi se ljudima koji su ti bliski', hold: 'pobrini se za ljude koji su ti bliski' },
  mercury: {
    free: 'pošalji poruku ili obavi poziv',
    hold: 'prođi još jednom kroz prepisku i odgovori na ono što čeka',
  },
  venus: {
    free: 'zamoli nekoga za uslugu ili se pomiri sa nekim',
    hold: 'izgladi neki stari nesporazum sa nekim bliskim',
  },
  mars: { free: 'prvo se uhvati u koštac sa najtežim zadatkom', hold: 'završi posao koji stalno odlažeš' },
  jupiter: { free: 'zatraži ono što ti je potrebno', hold: 'zahvali ljudima koji su ti pomogli' },
  saturn: { free: 'pažljivo isplaniraj sledeći korak', hold: 'privedi kraju neki dugi posao' },
};

/**
 * How long a slow planet stays in its sign: "u julu 2027." (when it leaves) or "do jula 2027."
 * (until then), both ending in the year's dot; this month; for years; or nothing once the month
 * has passed.
 */
const staying = (until: DatedMonth | null) => {
  if (!until) return { kind: 'years' } as const;
  if (until.tense === 'past') return { kind: 'none' } as const;
  if (until.tense === 'now') return { kind: 'now' } as const;
  const m = until.month;
  return {
    kind: 'month',
    inMonth: `u ${g.month(m, 'loc')}`,
    until: `do ${g.month(m, 'gen')}`,
  } as const;
};

/**
 * The contact lines: six shapes per harmony, turned by the variant, each with the theme in its own
 * case. The second of each three puts the theme first and the contact last (its subject), so that
 * lines in a row do not all open on "Kvadrat X sa ...", and no verb comes back within six lines.
 * `a` is the contact ("kvadrat Saturna sa tvojim natalnim Jupiterom"), `still` a contact past its
 * peak (a tense one is then "still" at work).
 */
type ContactShape = (a: string, t: Forms, still: boolean) => string;
const CONTACT_SHAPES: Readonly<Record<'easy' | 'tense' | 'blend', readonly ContactShape[]>> = {
  easy: [
    (a, t) => `${a} ide na ruku ${t.dat}`,
    (a, t) => `${t.dat} danas pogoduje ${a}`,
    (a, t) => `${a} otvara prostor za ${t.acc}`,
    (a, t) => `${a} unosi lakoću u ${t.acc}`,
    (a, t) => `u prilog ${t.dat} danas ide ${a}`,
    (a, t) => `${a} daje vetar u leđa ${t.dat}`,
  ],
  tense: [
    (a, t, still) => `${a} ${still ? 'i dalje ' : ''}stavlja na probu ${t.acc}`,
    (a, t, still) => `oko ${t.gen} ${still ? 'još uvek' : 'danas'} stvara napetost ${a}`,
    (a, t, still) => `${a} ${still ? 'još ' : ''}unosi nemir u sve što se tiče ${t.gen}`,
    (a, t, still) => `${a} ${still ? 'i dalje ' : ''}vrši pritisak na ${t.acc}`,
    (a, t, still) => `pritisak na ${t.acc} ${still ? 'još uvek' : 'danas'} donosi ${a}`,
    (a, t, still) => `${a} ${still ? 'još ' : ''}traži više truda oko ${t.gen}`,
  ],
  blend: [
    (a, t) => `${a} usmerava pažnju na ${t.acc}`,
    (a, t) => `značaj ${t.gen} danas pojačava ${a}`,
    (a, t) => `${a} izoštrava pogled na ${t.acc}`,
    (a, t) => `${a} naglašava ${t.acc}`,
    (a, t) => `pažnju na ${t.acc} danas skreće ${a}`,
    (a, t) => `${a} daje novu težinu ${t.dat}`,
  ],
};

/**
 * The weeks ahead read as prose: after the first date, each one is said against the one before
 * it, from the gap and the month. A reader who skims still finds every day: only an event at an
 * odd place may be told by its gap alone ("sutradan", "tri dana kasnije"), and then the one before
 * it, at an even place, has its date written. The openings of the two places are two separate
 * sets, and a gap told twice in a row turns its words, so two events in a row never open alike.
 */
interface AheadLead {
  /** The words before the title; with `date`, the first word only ("Zatim"), the date after the clitic. */
  readonly lead: string;
  readonly date: string | null;
  /** The lead ends in a pause (a date in apposition, "Krajem meseca, 30. decembra,"): no clitic may follow it. */
  readonly pause: boolean;
}
const utcOf = (d: Dated['day']) => Date.UTC(d.year, d.month - 1, d.day);
/** A few days in words, as "dva dana", "pet dana" say them. */
const DAYS_WORD = ['', 'jedan', 'dva', 'tri', 'četiri', 'pet', 'šest'] as const;

function aheadLead(date: Dated, previous: Dated, index: number): AheadLead {
  const gap = Math.round((utcOf(date.day) - utcOf(previous.day)) / 86_400_000);
  const odd = index % 2 === 1;
  // Which turn of its place this is: the second, fourth, sixth ... event, or the third, fifth ...
  const turn = Math.floor(index / 2);
  // A date said after another of the same year names no year: the one before has placed it.
  const bare = date.day.year === previous.day.year ? g.day(date.day, previous.day) : opening(date);
  const plain = (lead: string): AheadLead => ({ lead, date: null, pause: false });
  const apposition = (lead: string, day = bare): AheadLead => ({ lead: `${lead}, ${day},`, date: null, pause: true });
  if (date.day.year > previous.day.year && gap > 1) {
    // The new year is named in words, so the date in apposition needs no year of its own.
    return apposition(date.day.day <= 10 ? 'Početkom nove godine' : 'U novoj godini', g.day(date.day, date.day));
  }
  if (odd) {
    if (gap <= 0) return plain('Tog istog dana');
    if (gap === 1) {
      if (previous.tense === 'now') return plain('Sutra');
      // "kasnije" is left to the gaps of several days, so that it does not come back at every other event.
      return plain(['Sutradan', 'Već sledećeg dana', 'Narednog dana'][turn % 3] as string);
    }
    if (gap <= 6) {
      const n = DAYS_WORD[gap] as string;
      return plain([`${g.capitalize(n)} dana kasnije`, `Posle ${n} dana`, `Nakon ${n} dana`][turn % 3] as string);
    }
    if (gap === 7) return plain('Tačno nedelju dana kasnije');
    if (gap === 14) return plain('Tačno dve nedelje kasnije');
    return plain(`${gap >= 10 ? 'Tek' : 'A'} ${bare}`);
  }
  if (gap <= 0) return apposition('Istog dana');
  // The even places turn through the kinds of opening (the weekday, the week, how soon, the part
  // of the month, "then"), each place starting at the next kind. A kind that does not fit gives
  // way to the weekday at one place and to "Zatim"/"Potom" at the next, so that two even places in
  // a row never open on "then" both. Monday starts the week (glossary §7).
  const monday = (new Date(utcOf(previous.day)).getUTCDay() + 6) % 7;
  const sameMonth = date.day.month === previous.day.month;
  const byWeekday = apposition(`U ${weekday(date.day, 'acc')}`);
  const then: AheadLead = { lead: turn % 2 === 0 ? 'Zatim' : 'Potom', date: bare, pause: false };
  const kinds: (AheadLead | null)[] = [
    byWeekday,
    monday + gap <= 6 ? apposition('Iste nedelje') : null,
    gap >= 2 && gap <= 3 ? apposition('Nedugo zatim') : null,
    sameMonth && date.day.day >= 25
      ? apposition('Krajem meseca')
      : sameMonth && date.day.day >= 13 && date.day.day <= 17
        ? apposition('Sredinom meseca')
        : null,
    then,
  ];
  // The place just before the one whose kind is "then" falls back to the weekday.
  return kinds[turn % kinds.length] ?? (turn % 2 === 0 || turn % kinds.length === 3 ? byWeekday : then);
}

/**
 * An event's title after its lead. A phase title is a noun phrase ("Pun Mesec u Raku"): after the
 * lead it takes "je" ("Zatim je 24. decembra pun Mesec u Raku"), after a pause "nastupa". The clitic
 * "se" of a title ("Merkur se vraća u Ribe") takes the second place, right after the lead, unless
 * a pause comes first. With `date`, the date follows the clitic: "Potom se 3. januara Merkur vraća".
 */
function joinLead(lead: string, date: string | null, title: string, pause: boolean): string {
  const phase = PHASE_TITLE.test(title);
  const lower = `${title.charAt(0).toLowerCase()}${title.slice(1)}`;
  const reflexive = /^(\S+) se (.*)$/.exec(title);
  const [clitic, rest] = pause
    ? ['', phase ? `nastupa ${lower}` : title]
    : phase
      ? ['je', lower]
      : reflexive
        ? ['se', `${reflexive[1]} ${reflexive[2]}`]
        : ['', title];
  return [lead, clitic, date, rest].filter(Boolean).join(' ');
}

/**
 * A contact right after another on the same natal point: the point's theme was just said, so the
 * line refers back to the point (by its name, or as "ista tačka") and says only what this planet
 * brings to it. The "i" (also) always falls on the contact, never on its verb: the line before
 * may have been another aspect. The time comes last, as a clause of its own ("a vrhunac stiže
 * ..."). `p` the planet, `at` where the contact is felt, `contact` the aspect and planet as a
 * noun ("kvadrat Saturna"), `which` its relative pronoun.
 */
interface AgainSlots {
  readonly p: TransitingPlanet;
  /** Where the contact is felt, with its preposition: "na tvom natalnom Marsu", "u središtu tvog znaka". */
  readonly at: string;
  readonly contact: string;
  readonly which: string;
}
// The point is named in the locative, never as an accusative that could be read as the subject
// ("Tvoj natalni Mars dotiče i trigon Urana"); after "Na istu tačku ... i trigon Urana" the planet
// is said by its pronoun ("njegova želja za promenom"), not by its name a second time.
const AGAIN_SHAPES: Readonly<Record<'easy' | 'tense' | 'blend', readonly ((a: AgainSlots) => string)[]>> = {
  easy: [
    (a) => `${g.capitalize(a.at)} se oseća i ${a.contact}, ${a.which} tu donosi ${NATURE[a.p].acc}`,
    (a) => `Na istu tačku deluje i ${a.contact}, pa tu do izražaja dolazi ${natureOf(a.p)}`,
    (a) => `Uz to, ${a.contact} sa istom tačkom donosi ${NATURE[a.p].acc}`,
  ],
  tense: [
    (a) => `${g.capitalize(a.at)} se oseća i ${a.contact}, pa tu ${natureOf(a.p)} traži svoje`,
    (a) => `Na istu tačku pritisak vrši i ${a.contact}, pa se tu ispoljava ${natureOf(a.p)}`,
    (a) => `Uz to, ${a.contact} sa istom tačkom unosi ${NATURE[a.p].acc} kao dodatni izazov`,
  ],
  blend: [
    (a) => `${g.capitalize(a.at)} svoj trag ostavlja i ${a.contact}, ${a.which} tu unosi ${NATURE[a.p].acc}`,
    (a) => `Na istu tačku deluje i ${a.contact}, pa tu jača ${natureOf(a.p)}`,
    (a) => `Uz to, ${a.contact} sa istom tačkom dodaje ${NATURE[a.p].acc}`,
  ],
};

export const ORACLE_SR: OracleFrames = {
  theme: {
    sun: THEME.sun.nom,
    moon: THEME.moon.nom,
    mercury: THEME.mercury.nom,
    venus: THEME.venus.nom,
    mars: THEME.mars.nom,
    jupiter: THEME.jupiter.nom,
    saturn: THEME.saturn.nom,
    uranus: THEME.uranus.nom,
    neptune: THEME.neptune.nom,
    pluto: THEME.pluto.nom,
    ascendant: THEME.ascendant.nom,
    midheaven: THEME.midheaven.nom,
  },

  stationStory: ({ role, planet: p, direction, date, sign: s, degree, aspect, point, house, solar }) => {
    const name = g.planet(p);
    const becomes = motion(p, direction);
    const where = `na ${degree}° ${g.sign(s, 'gen')}`;
    const near = role === 'headline' ? 'na svega stepen ili dva' : 'svega stepen-dva';
    let contact: string;
    if (solar && house) contact = houseLoc(house);
    else if (aspect === 'conjunction')
      contact =
        point === p
          ? `tačno na mestu na kom je ${past(p, 'staja')} u trenutku tvog rođenja`
          : `tačno na ${POINT_LOC[point]}`;
    else contact = `${near} od ${exactAdj(aspect, 'gen')} ${ASPECT[aspect].gen} sa ${POINT_INS[point]}`;
    // A support is told in another shape than the headline, and never as the story of these weeks.
    if (role === 'support') {
      if (date.tense === 'past')
        return `${name} je ${past(p, 'bi')} ${motion(p, 'stationary')} ${day(date)} i tada ${past(p, 'posta')} ${becomes} ${where}, ${contact}.`;
      const when = date.tense === 'now' ? 'danas' : day(date);
      return `${name} ${when} menja smer i postaje ${becomes} ${where}, ${contact}.`;
    }
    const forSign = solar && house ? ' za tvoj znak' : '';
    // A past station needs its "počela" before the date (the tense checker reads it there).
    if (date.tense === 'past')
      return `Glavna priča ovih nedelja${forSign} počela je kada se ${name} ${day(date)} ${past(p, 'zaustavi')} i ${past(p, 'posta')} ${becomes} ${where}, ${contact}.`;
    const when = date.tense === 'now' ? 'Danas' : opening(date);
    return `${when} se ${name} zaustavlja i postaje ${becomes} ${where}, ${contact}: to je glavna priča ovih nedelja${forSign}.`;
  },

  stationWhy: ({ planet: p, direction, point, harmony, house, solar }) => {
    const topic = solar && house ? (HOUSE_TOPIC[house.house] ?? THEME.sun.gen) : THEME[point].gen;
    // Mercury and Venus stand still for days, the others for weeks; a reader without a chart has no "point of the chart".
    const held = `Stacionarna planeta ${p === 'mercury' || p === 'venus' ? 'danima' : 'nedeljama'} gotovo ne odmiče sa istog stepena`;
    const name = g.planet(p);
    const nature = natureOf(p);
    if (direction === 'retrograde')
      return harmony === 'tense'
        ? `${held}: dok se ${name} okreće unazad, ${nature} pritiska sve što se tiče ${topic} i traži da ono što je tu zapelo ponovo sagledaš, umesto da ga teraš silom.`
        : `${held}: dok se ${name} okreće unazad, ${nature} se vraća na sve što se tiče ${topic}, a takvo preispitivanje se obično kasnije isplati.`;
    return harmony === 'tense'
      ? `${held}: dok ${name} ponovo kreće napred, ${nature} dobija zamah u svemu što se tiče ${topic}, a pritisak koji se tu nakupio traži izlaz.`
      : `${held}: dok ${name} ponovo kreće napred, ${nature} dobija zamah u svemu što se tiče ${topic}, a ono što je tu čekalo sada može da krene dalje.`;
  },

  lunationStory: ({ role, phase, date, sign: s, degree, aspect, point, ruler, solar }) => {
    const story = role === 'headline' ? ': to je glavna priča ovog meseca' : '';
    const where = `na ${degree}° ${g.sign(s, 'gen')}`;
    const name = LUNATION[phase];
    // The lunation, and its verb "pada" (falls) in the date's tense, before the target.
    const head =
      date.tense === 'past'
        ? `${g.capitalize(name)} koji je bio ${day(date)} ${where} pao je`
        : date.tense === 'now'
          ? `Današnji ${name} ${where} pada`
          : `${g.capitalize(name)} koji nastupa ${day(date)} ${where} pada`;
    if (solar)
      return aspect === 'conjunction'
        ? `${head} u tvoj znak${story && `${story} za tebe`}.`
        : `${head} u znak naspram tvog i ${date.tense === 'past' ? 'osvetlio' : 'osvetljava'} tvoje odnose${story && `${story} za tebe`}.`;
    let target: string;
    if (point === 'ascendant')
      target = aspect === 'conjunction' ? 'na tvoj Ascendent' : 'na tvoj Descendent, naspram tvog Ascendenta';
    else if (point === 'midheaven')
      target =
        aspect === 'conjunction'
          ? 'na tvoju Sredinu neba'
          : 'na Dno neba, koren tvoje karte, naspram tvoje Sredine neba';
    else {
      const rules = RULER(point);
      target =
        aspect === 'conjunction'
          ? `na ${POINT_ACC[point]}${ruler ? `, ${rules.acc} tvoje karte` : ''}`
          : `naspram ${POINT_GEN[point]}${ruler ? `, ${rules.gen} tvoje karte` : ''}`;
    }
    return `${head} ${target}${story}.`;
  },

  lunationWhy: ({ phase, point, house }) => {
    const theme = THEME[point];
    // The house is the lunation's place: "Mlad Mesec u tvojoj 1. kući, oblasti tela i prvog utiska, otvara ...".
    const there = house ? closed(house, houseLoc(house)) : 'na tom mestu';
    return phase === 'new'
      ? `Mlad Mesec ${there} otvara nov ciklus za ${theme.acc}: ono što pokreneš u dve nedelje posle njega ima podršku rastućeg Meseca.`
      : `Pun Mesec ${there} dovodi do vrhunca pitanja ${theme.gen}: ono što je izraslo od poslednjeg mladog Meseca sada izlazi na videlo, spremno da se privede kraju ili otpusti.`;
  },

  progressedSignStory: ({ point, from, to, when }) => {
    const month = when.tense === 'now' ? 'Ovog meseca' : `U ${g.month(when.month, 'loc')}`;
    if (point === 'sun') {
      const moved = when.tense === 'past' ? 'prešlo je' : when.tense === 'now' ? 'prelazi' : 'preći će';
      return `${month} tvoje progresivno Sunce ${moved} iz ${g.sign(from, 'gen')} u ${g.sign(to, 'acc')}, što se dešava otprilike jednom u trideset godina. Naredne godine nose pečat ${g.sign(to, 'gen')}, a dobar deo onoga što ti se sada događa zapravo je ta promena koja se polako sleže.`;
    }
    const moved = when.tense === 'past' ? 'prešao je' : when.tense === 'now' ? 'prelazi' : 'preći će';
    return `${month} tvoj progresivni Mesec ${moved} iz ${g.sign(from, 'gen')} u ${g.sign(to, 'acc')}: naredne dve i po godine tvoje emotivne potrebe poprimaju nešto od prirode ${g.sign(to, 'gen')}, a ovih nedelja se taj zaokret najjasnije oseća.`;
  },

  progressedContactStory: ({ point, aspect, natal, when }) => {
    const month = when.tense === 'now' ? 'Ovog meseca' : `U ${g.month(when.month, 'loc')}`;
    const body = point === 'sun' ? 'tvoje progresivno Sunce' : 'tvoj progresivni Mesec';
    const is =
      when.tense === 'past' ? (point === 'sun' ? 'bilo je' : 'bio je') : when.tense === 'now' ? 'stoji' : 'biće';
    const lasts = point === 'sun' ? 'oko dve godine' : 'mesec-dva';
    return `${month} ${body} ${is} u ${exactAdj(aspect, 'loc')} ${ASPECT[aspect].loc} sa ${POINT_INS[natal]}: to je spor aspekt koji traje ${lasts} i stavlja ${THEME[natal].acc} u središte onoga što se u životu sada gradi.`;
  },

  transitStory: ({ role, planet: p, aspect, point, exact, solar }) => {
    const target = solar ? 'središtem tvog znaka' : POINT_INS[point];
    const f = ASPECT[aspect].f;
    const which = f ? 'koja' : 'koji';
    const adj = exactAdj(aspect, 'nom');
    const when = exact
      ? exact.tense === 'past'
        ? `, ${which} je ${f ? 'bila' : 'bio'} ${adj} ${day(exact)}`
        : exact.tense === 'now'
          ? `, ${which} je ${adj} upravo danas`
          : `, ${which} će biti ${adj} ${day(exact)}`
      : '';
    const contact = `${ASPECT[aspect].nom} ${g.planet(p, 'gen')} sa ${target}${when}`;
    return stop(
      role === 'headline' ? `Najviše uticaja na današnji dan ima ${contact}` : `Tome se pridružuje i ${contact}`,
    );
  },

  transitWhy: ({ planet: p, slow, house, fades }) => {
    const name = g.planet(p);
    const tone = slow
      ? `${name} se kreće sporo i mesecima ostaje u blizini iste tačke, pa ovaj tranzit daje ton celom periodu, ne samo današnjem danu`
      : `${name} se kreće brzo i za nekoliko dana odmiče dalje, pa ovaj tranzit više boji današnji dan nego ceo period`;
    // The house topic first ("oblast partnera ..., tvoju 7. kuću"), so that no run repeats the
    // transit card's "tvoju 7. kuću, kuću partnera ...".
    const topic = house ? HOUSE_TOPIC[house.house] : undefined;
    const base = house
      ? house.solar
        ? `${g.ordinal(house.house)} kuću od tvog znaka`
        : `tvoju ${g.ordinal(house.house)} kuću`
      : '';
    const where = house ? `deluje kroz ${topic ? `oblast ${topic}, ${base}` : base}` : '';
    // A past fade needs its "bio" before the date (core/coach/tense-check.ts); a date that names
    // its year ends the sentence.
    const until = fades
      ? fades.tense === 'past'
        ? `kraj mu je bio ${day(fades)}`
        : fades.tense === 'now'
          ? 'iz orbisa izlazi danas'
          : `iz orbisa izlazi ${slow ? 'tek' : 'već'} ${day(fades)}`
      : '';
    const rest = where && until ? `${where}, ${fades?.tense === 'past' ? 'a' : 'i'} ${until}` : where || until;
    return stop(rest ? `${tone}: ${rest}` : tone);
  },

  supportsLead: (count) => (count === 1 ? 'Glavnu priču prati još jedna.' : 'Glavnu priču prate još dve.'),

  contactsLead: ({ count, others, solar }) => {
    if (solar) {
      const lead = 'Pored dnevnog horoskopa';
      // One contact is the headline's own only when no other is told after it.
      if (count === 1)
        return others === 0
          ? `${lead}, danas je sa središtem tvog znaka u aspektu samo planeta opisana iznad.`
          : `${lead}, danas je u aspektu sa tvojim znakom samo jedna planeta.`;
      if (count === 0) return `${lead}, danas nijedna planeta nije u aspektu sa središtem tvog znaka.`;
      const are = plural(count, { one: 'je', few: 'su', other: 'je' });
      const planets = plural(count, { one: 'planeta', few: 'planete', other: 'planeta' });
      return `${lead}, danas ${are} ${numeral(count, 'f')} ${planets} u aspektu sa središtem tvog znaka.`;
    }
    const lead = 'Pored dnevnog horoskopa za tvoj znak';
    if (count === 0) return `${lead}, danas nijedan tranzit nije u orbisu prema tvojoj natalnoj karti.`;
    if (others === 0) return `${lead}, danas u orbisu nema drugih tranzita prema tvojoj natalnoj karti.`;
    const transits = plural(count, { one: 'je u orbisu', few: 'su u orbisu', other: 'je u orbisu' });
    const noun = plural(count, { one: 'tranzit', few: 'tranzita', other: 'tranzita' });
    // Past six the reading tells a choice of them (the strongest, which come first): say so.
    const choice = others > 6 ? ', a evo najjačih' : '';
    return `${lead}, danas ${transits} ${numeral(count, 'm')} ${noun} prema tvojoj natalnoj karti${choice}.`;
  },

  contactLine: ({ planet: p, aspect, point, harmony, phase, exact, solar, variant, again }) => {
    const target = solar ? 'središtem tvog znaka' : POINT_INS[point];
    const theme = solar ? SOLAR_THEME : THEME[point];
    const adj = exactAdj(aspect, 'nom');
    const turn = ((variant % 3) + 3) % 3;
    // Three wordings of each moment, turned with the shape, so that lines in a row do not end alike;
    // a contact past its peak says so in its harmony's words, so that every third line does not
    // either. The contact is the subject in every shape, so "tačan/tačna" agrees with the aspect.
    const ahead = (d: Dated) =>
      [`, a ${adj} će biti ${day(d)}`, `, a vrhunac dostiže ${day(d)}`, `, a ${adj} postaje ${day(d)}`][turn];
    const fading = {
      easy: [', iako je vrhunac već prošao', ', iako već slabi', ', mada polako gubi snagu'],
      tense: [', iako je najteže već prošlo', ', iako već popušta', ', mada već jenjava'],
      blend: [', iako je najjači trenutak već prošao', ', iako već bledi', ', mada se polako povlači'],
    }[harmony][turn];
    const contact = `${ASPECT[aspect].nom} ${g.planet(p, 'gen')}`;
    if (again) {
      // The subject of the clause before may be the planet's nature: the time is a clause of its
      // own, on "vrhunac", so that it agrees with nothing before it.
      const when =
        phase === 'exact' || (phase === 'building' && exact?.tense === 'now')
          ? ', a vrhunac je upravo danas'
          : phase === 'building' && exact
            ? exact.tense === 'past'
              ? `, a vrhunac je bio ${day(exact)}`
              : `, a vrhunac stiže ${day(exact)}`
            : phase === 'fading'
              ? fading
              : '';
      const shape = AGAIN_SHAPES[harmony][turn] as (a: AgainSlots) => string;
      const line = shape({
        p,
        at: solar ? 'u središtu tvog znaka' : `na ${POINT_LOC[point]}`,
        contact,
        which: ASPECT[aspect].f ? 'koja' : 'koji',
      });
      return stop(g.capitalize(`${line}${when}`));
    }
    const when =
      phase === 'exact'
        ? [`, a ${adj} je upravo danas`, ', a vrhunac je upravo danas', `, a ${adj} je danas`][turn]
        : phase === 'building' && exact
          ? exact.tense === 'past'
            ? `, a ${adj} je ${ASPECT[aspect].f ? 'bila' : 'bio'} ${day(exact)}`
            : exact.tense === 'now'
              ? `, a ${adj} je upravo danas`
              : ahead(exact)
          : phase === 'fading'
            ? fading
            : '';
    const shape = CONTACT_SHAPES[harmony][((variant % 6) + 6) % 6] as ContactShape;
    return stop(g.capitalize(`${shape(`${contact} sa ${target}`, theme, phase === 'fading')}${when}`));
  },

  // The count is of all the day's transits, which may be more than the lines told: "od njih"
  // would be read as the lines just above.
  samePlanet: ({ planet: p, count }) =>
    `${g.planet(p)} stoji iza ${numeral(count, 'm')} od današnjih tranzita, pa se ${natureOf(p)} provlači kroz ceo dan.`,

  houseFocus: ({ house, count }) => {
    const planets = plural(count, {
      one: 'tranzitna planeta prolazi',
      few: 'tranzitne planete prolaze',
      other: 'tranzitnih planeta prolazi',
    });
    return `${g.capitalize(numeral(count, 'f'))} ${planets} kroz ${houseAcc(house)}, pa je taj deo života danas u prvom planu.`;
  },

  balance: ({ easy, tense }) =>
    easy > tense
      ? 'Harmoničnih aspekata danas ima više nego izazovnih, pa podrška koja ti se nudi preteže nad trvenjem.'
      : tense > easy
        ? 'Izazovnih aspekata danas ima više nego harmoničnih: računaj na poneko trvenje i pusti ga da ti pokaže šta treba doterati.'
        : easy === 0
          ? 'Nijedan od njih nije ni izrazito lak ni izrazito težak: više traže pažnju nego napor.'
          : 'Harmoničnih i izazovnih aspekata ima podjednako: koliko ti jedni olakšavaju, toliko drugi traže truda.',

  voidWindow: (start, end) =>
    onAnotherDay(start)
      ? `Mesec je u prazan hod ušao ${clock(start)} i u njemu ostaje do ${clock(end)}: to su sati za rutinu, a ne za nove početke.`
      : `Od ${clock(start)} do ${clock(end)} Mesec je u praznom hodu: to su sati za rutinu, a ne za nove početke.`,

  bestHour: ({ ruler, start, end, hold }) => {
    const use = HOUR_USE[ruler] ?? HOUR_USE.sun;
    return `Najbolje vreme dana je sat ${g.planet(ruler, 'gen')}, od ${clock(start)} do ${clock(end)}: ${hold ? use?.hold : use?.free}.`;
  },

  slowHour: ({ ruler, start, end }) =>
    `Sat ${g.planet(ruler, 'gen')}, od ${clock(start)} do ${clock(end)}, ostavi za ${ruler === 'mars' ? 'fizički zahtevan posao' : 'posao koji traži strpljenje i red'}; za nešto novo nije pogodan.`,

  powerMoment: ({ time, planet: p, aspect, hold }) => {
    const moment = `${g.capitalize(at(time))} ${MOON_MEETS[aspect]} ${g.planet(p, 'ins')}: to je najpovoljniji trenutak dana, pogodan`;
    return hold
      ? `${moment} da zaokružiš nešto što je skoro gotovo.`
      : `${moment} da nekoga zamoliš za nešto, pošalješ poruku ili pokreneš ono što nameravaš.`;
  },

  retrogradesLead: (count, told) => {
    if (count === 0) return 'Nijedna planeta danas nije retrogradna: ništa na nebu te ne vraća unazad.';
    const others = count - told.length;
    if (told.length > 0) {
      // The planets whose station is a story were told above and get no line here: the lead
      // names them and counts only the others, so the reader counts as many lines as it says.
      const names = g.list(told.map((p) => g.planet(p)));
      const turn = told.length === 1 ? 'o čijoj je promeni smera' : 'o čijim je promenama smera';
      if (others <= 0) {
        const only = told.length === 1 ? 'jedina retrogradna planeta' : 'jedine retrogradne planete';
        return `${names} ${told.length === 1 ? 'je' : 'su'} ${only}, a o tome je već bilo reči.`;
      }
      const are = plural(count, {
        one: 'planeta je retrogradna',
        few: 'planete su retrogradne',
        other: 'planeta je retrogradno',
      });
      const rest =
        others === 1
          ? 'još jedna, koja pokazuje u kojoj se oblasti života'
          : `još ${numeral(others, 'f')}, koje pokazuju u kojim se oblastima života`;
      return `${g.capitalize(numeral(count, 'f'))} ${are}: ${names}, ${turn} već bilo reči, i ${rest} vraćaš na stare teme.`;
    }
    if (count === 1) return 'Jedna planeta je retrogradna i pokazuje u kojoj se oblasti života vraćaš na stare teme.';
    const are = plural(count, {
      one: 'planeta je retrogradna i pokazuje',
      few: 'planete su retrogradne i pokazuju',
      other: 'planeta je retrogradno i pokazuje',
    });
    return `${g.capitalize(numeral(count, 'f'))} ${are} u kojim se oblastima života vraćaš na stare teme.`;
  },

  retrogradeLine: ({ planet: p, sign: s, house, until, previous }) => {
    const direct = motion(p, 'direct');
    const same = previous !== null && previous.house.house === house.house && previous.house.solar === house.solar;
    if (same) {
      // After a line in the same house the house is not named again.
      const who = previous.sign === s ? `I ${g.planet(p)}` : g.planet(p);
      const retro = `${motion(p, 'retrograde')} u ${g.sign(s, 'loc')}`;
      if (until?.tense === 'next') return `${who} je do ${day(until)} ${retro} i prolazi kroz istu kuću.`;
      if (until?.tense === 'past')
        return stop(
          `${who} je ${past(p, 'bi')} ${retro} i ${past(p, 'prolazi')} kroz istu kuću, a ${direct} je ponovo ${past(p, 'posta')} ${day(until)}`,
        );
      const turns = until?.tense === 'now' ? `, a danas ponovo postaje ${direct}` : '';
      return stop(`${who} je ${retro} i prolazi kroz istu kuću${turns}`);
    }
    if (until?.tense === 'past')
      return stop(
        `${g.planet(p)} je ${past(p, 'bi')} ${motion(p, 'retrograde')} u ${g.sign(s, 'loc')} i ponovo ${past(p, 'prolazi')} kroz ${houseAcc(house)}, a ${direct} je ponovo ${past(p, 'posta')} ${day(until)}`,
      );
    const end = until
      ? until.tense === 'now'
        ? `, a danas ponovo postaje ${direct}`
        : `, a ${direct} postaje ${day(until)}`
      : '';
    return stop(
      `${g.planet(p)} je ${motion(p, 'retrograde')} u ${g.sign(s, 'loc')} i ponovo prolazi kroz ${houseAcc(house)}${end}`,
    );
  },

  aheadLead: 'Evo datuma iz narednih nedelja koje vredi da upišeš u planer.',
  onDate: (date, title, { index, previous }) => {
    if (date.tense === 'past') return `${title} (to je bilo ${day(date)}).`;
    const lead = previous && date.tense !== 'now' ? aheadLead(date, previous, index) : null;
    if (!lead) return stop(joinLead(date.tense === 'now' ? 'Danas' : opening(date), null, title, false));
    return stop(joinLead(lead.lead, lead.date, title, lead.pause));
  },
  // Told right after the lunation's own title ("9. decembra je mlad Mesec u Strelcu."), whose subject it keeps.
  inHouse: ({ phase, house }) =>
    phase === 'new'
      ? `Pada u ${houseAcc(house)}, pa tu vredi da posadiš seme nečeg novog.`
      : `Pada u ${houseAcc(house)}, pa tu nešto može da dođe do vrhunca.`,

  backdropLead: 'Iza dnevnih promena stoje spore planete, koje tvom znaku ocrtavaju okvir cele godine.',
  backdrop: ({ planet: p, sign: s, house, until }) => {
    const stay = staying(until);
    switch (p) {
      case 'jupiter': {
        const opening =
          stay.kind === 'month'
            ? `Jupiter ${stay.inMonth} napušta ${g.sign(s, 'acc')}, a do tada otvara`
            : stay.kind === 'now'
              ? `Jupiter još ovog meseca napušta ${g.sign(s, 'acc')}, a do tada otvara`
              : stay.kind === 'years'
                ? `Jupiter ostaje u ${g.sign(s, 'loc')} još godinama i otvara`
                : `Jupiter u ${g.sign(s, 'loc')} otvara`;
        return `${opening} nove mogućnosti ${houseLoc(house)}: tu ti ove godine rast dolazi najlakše, ali je tu i najlakše preterati.`;
      }
      case 'saturn': {
        // The house leads, so that this line does not open on the planet like its neighbours.
        const until =
          stay.kind === 'month'
            ? ` sve ${stay.until} godine`
            : stay.kind === 'now'
              ? ' još do kraja ovog meseca'
              : stay.kind === 'years'
                ? ' još godinama'
                : '';
        return `${g.capitalize(closed(house, houseLoc(house)))} Saturn u ${g.sign(s, 'loc')}${until} traži red i strpljenje: trajno je ono što se tu gradi polako.`;
      }
      case 'uranus': {
        const who =
          stay.kind === 'month'
            ? `Uran, koji ${g.sign(s, 'acc')} napušta ${stay.inMonth} godine,`
            : stay.kind === 'now'
              ? `Uran, koji ${g.sign(s, 'acc')} napušta još ovog meseca,`
              : stay.kind === 'years'
                ? `Uran, koji će u ${g.sign(s, 'loc')} ostati još nekoliko godina,`
                : `Uran u ${g.sign(s, 'loc')}`;
        return `${who} uzdrmava ${houseAcc(house)}: tu stalno iskrsava nešto neočekivano, a ponešto od toga te i oslobađa.`;
      }
      case 'neptune': {
        const where =
          stay.kind === 'month'
            ? `, gde ostaje ${stay.until} godine,`
            : stay.kind === 'now'
              ? ', gde ostaje do kraja ovog meseca,'
              : stay.kind === 'years'
                ? ', gde se zadržava još godinama,'
                : '';
        return `Neptun u ${g.sign(s, 'loc')}${where} unosi mekoću i izmaglicu u ${houseAcc(house)}, pa su tu ideali visoki, a obrisi mutni: činjenice vredi proveriti dvaput.`;
      }
      default: {
        const opening =
          stay.kind === 'month'
            ? `Pluton ostaje u ${g.sign(s, 'loc')} ${stay.until} i`
            : stay.kind === 'now'
              ? `Pluton je u ${g.sign(s, 'loc')} još do kraja ovog meseca i`
              : stay.kind === 'years'
                ? `Pluton još dugo ne napušta ${g.sign(s, 'acc')} i`
                : `Pluton u ${g.sign(s, 'loc')}`;
        return `${opening} iz korena preobražava ${houseAcc(house)}: ta promena ide polako i oseća se više kroz godine nego iz dana u dan.`;
      }
    }
  },

  progressionsLead: 'U pozadini dana teče sporija priča, ona koju tvoja progresivna karta ispisuje godinama.',
  progressedBrief: ({ sun, moon, moonPart, moonLeaves }) => {
    const part = moonPart === 'early' ? 'na početku' : moonPart === 'middle' ? 'na sredini' : 'pri kraju';
    return `Tvoje progresivno Sunce je u ${g.sign(sun, 'loc')}, a progresivni Mesec je ${part} ${g.sign(moon, 'gen')} i u sledeći znak prelazi u ${g.month(moonLeaves, 'loc')} Kartice ispod opisuju šta svako od njih traži od tebe.`;
  },

  ruler: (p, s, retrograde) => {
    const rules = `${RULER(p).nom} tvog znaka`;
    return retrograde
      ? `${g.planet(p)}, ${rules}, ${motion(p, 'retrograde')} je u ${g.sign(s, 'loc')}, pa danas više vredi zastati i preispitati nego žuriti napred.`
      : `${g.planet(p)}, ${rules}, prolazi kroz ${g.sign(s, 'acc')}, pa ono što danas radiš nosi ponešto od duha ${g.sign(s, 'gen')}.`;
  },

  closing: ({ theme, tone, hold, voidEnd, nextNewMoon, variant }) => {
    const t = themeForms(theme);
    if (voidEnd)
      return `Do ${clock(voidEnd)}, dok traje prazan hod, drži se rutine; planovi vezani za ${t.acc} mogu da sačekaju da Mesec uđe u sledeći znak.`;
    if (hold) {
      const next = nextNewMoon
        ? nextNewMoon.tense === 'now'
          ? ', a nove planove sačuvaj za današnji mlad Mesec'
          : nextNewMoon.tense === 'past'
            ? ', a nove planove sačuvaj za sledeći mlad Mesec'
            : `, a nove planove sačuvaj za mlad Mesec ${day(nextNewMoon)}`
        : '';
      return stop(`Sve u svemu, dan više pogoduje završavanju nego počinjanju: posveti se ${t.dat}${next}`);
    }
    const lines = {
      bright: [
        `Sve u svemu, nebo danas otvara vrata ${t.dat}: uđi kroz ona koja su ti najvažnija.`,
        `Dan je velikodušan prema ${t.dat}; osloni se na ono što ti se čini ispravnim i pomeri za korak dalje nešto do čega ti je stalo.`,
        `Nebo je danas naklonjeno ${t.dat}, pa je ovo dobar dan da započneš ono što odavno planiraš.`,
      ],
      steady: [
        `Dan je pogodan za miran, postojan napredak u svemu što se tiče ${t.gen}: i mali korak vredi ako je siguran.`,
        `Ništa te danas ne požuruje; iskoristi to zatišje da dovršiš ono što već imaš u rukama, a zatim se posveti ${t.dat}.`,
        `Dan je ujednačen: drži se svog ritma i neka bar jedna stvar vezana za ${t.acc} bude urađena kako treba.`,
      ],
      demanding: [
        `Što se tiče ${t.gen}, dan traži strpljenje: idi polako, a obećanja neka budu skromna.`,
        `Oko ${t.gen} danas mogu da se jave trvenja; odgovori na njih strpljenjem, a ne silom.`,
        `Dan iskušava ${t.acc}: čuvaj snagu, a velike odluke ostavi za vedrije dane.`,
      ],
    }[tone];
    return lines[((variant % lines.length) + lines.length) % lines.length] as string;
  },
  pushes: [
    'pokaži šta znaš',
    'javi se ljudima',
    'pošalji poruku ili obavi poziv',
    'zamoli nekoga za uslugu',
    'prvo se uhvati u koštac',
    'zatraži ono što ti je potrebno',
    'nekoga zamoliš za nešto',
    'pošalješ poruku',
    'pokreneš ono što nameravaš',
    'uđi kroz ona koja',
    'osloni se na ono što ti se čini ispravnim',
    'da započneš ono što',
  ],

  affirmation: {
    bright: [
      'Otvorenog srca dočekujem sve što mi dan donosi.',
      'Dopuštam da se moja svetlost vidi i rado je delim.',
      'Prihvatam sve što mi pomaže da rastem.',
    ],
    steady: [
      'Idem svojim tempom i to je sasvim dovoljno.',
      'Negujem ono što imam, a ono raste u svoje vreme.',
      'Kada jednu stvar uradim kako treba, dan je dobar.',
    ],
    demanding: [
      'Prema sebi postupam nežno, a svoje vreme čuvam odlučno.',
      'Ono što je teško savladavam korak po korak.',
      'Ne moram danas sve da rešim.',
    ],
  },
  stone: {
    aries: 'heliotrop',
    taurus: 'smaragd',
    gemini: 'ahat',
    cancer: 'mesečev kamen',
    leo: 'rubin',
    virgo: 'safir',
    libra: 'opal',
    scorpio: 'topaz',
    sagittarius: 'tirkiz',
    capricorn: 'granat',
    aquarius: 'ametist',
    pisces: 'akvamarin',
  },
  direction: { fire: 'istok', water: 'sever', air: 'zapad', earth: 'jug' },
};
