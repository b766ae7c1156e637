/**
 * The Serbian frames of a contact (core/sky/contacts.ts): where a transit falls in the houses, when
 * it is exact, and where the progressed Sun or Moon stands in its sign (latinica, ekavski, "ti").
 * Houses are written with the ordinal dot ("u 5. kući"), a topic in the genitive after "kuća"
 * ("kuću partnera i otvorenih suparnika"). A day inside a sentence takes the genitive month
 * ("17. novembra", "od 7. januara 2027."); a month and year take the locative ("u martu 2027.").
 * A year keeps its ordinal dot, which is also the sentence's stop when the date ends it. A past
 * date always follows "bio" (core/coach/tense-check.ts), a date ahead never does.
 */
import { GRAMMAR_SR as g, stop } from '../../../i18n/grammar/sr';
import type { SignId } from '../../../zodiac';
import type { ContactFrames, Day, Month, ProgressedBody, Tense } from '../../contacts';
import type { NatalPoint, TransitAspect } from '../../transits';

/** What each house governs, in the genitive after "kuća": "kuću partnera i otvorenih suparnika". */
export const HOUSE_TOPIC: Readonly<Record<number, string>> = {
  1: 'tela i prvog utiska',
  2: 'novca i samopoštovanja',
  3: 'bliskog okruženja i svakodnevnih razgovora',
  4: 'doma, porodice i korena',
  5: 'ljubavi, dece i igre',
  6: 'svakodnevnog rada i zdravlja',
  7: 'partnera i otvorenih suparnika',
  8: 'bliskosti i zajedničkog novca',
  9: 'putovanja, učenja i uverenja',
  10: 'karijere i ugleda',
  11: 'prijatelja, grupa i nada',
  12: 'samoće, odmora i onoga što je skriveno',
};
/** "kroz tvoju 7. kuću, kuću partnera i otvorenih suparnika"; a house outside 1-12 goes without its topic. */
const houseAcc = (n: number) => {
  const topic = HOUSE_TOPIC[n];
  return topic ? `tvoju ${g.ordinal(n)} kuću, kuću ${topic}` : `tvoju ${g.ordinal(n)} kuću`;
};
/** "u 5. kući, kući ljubavi, dece i igre". */
const houseLoc = (n: number) => {
  const topic = HOUSE_TOPIC[n];
  return topic ? `u ${g.ordinal(n)} kući, kući ${topic}` : `u ${g.ordinal(n)} kući`;
};

/** A natal point in the genitive, after "do": "(stiže do) tvoje natalne Venere". */
export const POINT_GEN: Readonly<Record<NatalPoint, string>> = {
  sun: 'tvog natalnog Sunca',
  moon: 'tvog natalnog Meseca',
  mercury: 'tvog natalnog Merkura',
  venus: 'tvoje natalne Venere',
  mars: 'tvog natalnog Marsa',
  jupiter: 'tvog natalnog Jupitera',
  saturn: 'tvog natalnog Saturna',
  uranus: 'tvog natalnog Urana',
  neptune: 'tvog natalnog Neptuna',
  pluto: 'tvog natalnog Plutona',
  ascendant: 'tvog Ascendenta',
  midheaven: 'tvoje Sredine neba',
};
/** A natal point in the instrumental, after "sa": "(u kvadratu sa) tvojim natalnim Saturnom". */
export const POINT_INS: Readonly<Record<NatalPoint, string>> = {
  sun: 'tvojim natalnim Suncem',
  moon: 'tvojim natalnim Mesecom',
  mercury: 'tvojim natalnim Merkurom',
  venus: 'tvojom natalnom Venerom',
  mars: 'tvojim natalnim Marsom',
  jupiter: 'tvojim natalnim Jupiterom',
  saturn: 'tvojim natalnim Saturnom',
  uranus: 'tvojim natalnim Uranom',
  neptune: 'tvojim natalnim Neptunom',
  pluto: 'tvojim natalnim Plutonom',
  ascendant: 'tvojim Ascendentom',
  midheaven: 'tvojom Sredinom neba',
};
/** What an angle is, in apposition to its genitive (an angle is a house cusp and has no house of its own). */
const ANGLE: Readonly<Record<'ascendant' | 'midheaven', string>> = {
  ascendant: 'tačke na kojoj se susrećeš sa svetom',
  midheaven: 'tačke koja govori o karijeri i pozivu',
};

/** The aspect as a verb phrase followed by the instrumental, as in the transit titles. */
export const ASPECT_VERB: Readonly<Record<TransitAspect, string>> = {
  conjunction: 'stoji u konjunkciji sa',
  sextile: 'gradi sekstil sa',
  square: 'stoji u kvadratu sa',
  trine: 'gradi trigon sa',
  opposition: 'stoji u opoziciji sa',
};
/** The progressed body as the subject of a title. */
const PROGRESSED: Readonly<Record<ProgressedBody, string>> = {
  sun: 'Tvoje progresivno Sunce',
  moon: 'Tvoj progresivni Mesec',
  mercury: 'Tvoj progresivni Merkur',
  venus: 'Tvoja progresivna Venera',
  mars: 'Tvoj progresivni Mars',
};

/**
 * One exact pass as a predicate of "ovaj tranzit", in its tense. A past pass has its own "bio"
 * (the tense checker reads the words between one date and the next); a pass ahead never does.
 */
function exactPhrase(
  pass: { day: Day; tense: Tense },
  i: number,
  previous: Tense | undefined,
  today: Day,
  bare: boolean,
): string {
  const on = g.day(pass.day, today);
  // After a bare subject the clitic comes second ("Ovaj tranzit je bio tačan"), after a clause
  // set off by commas it follows the first word ("…, bio je tačan").
  if (pass.tense === 'now') {
    return i === 0 ? (bare ? 'je tačan upravo danas' : 'tačan je upravo danas') : 'danas je ponovo tačan';
  }
  if (pass.tense === 'past') {
    if (i === 0) return bare ? `je bio tačan ${on}` : `bio je tačan ${on}`;
    return i === 1 ? `ponovo je bio tačan ${on}` : `još jednom je bio tačan ${on}`;
  }
  if (i === 0) return bare ? `će biti tačan ${on}` : `biće tačan ${on}`;
  // A pass ahead after another pass ahead: "biće tačan 9. decembra, zatim ponovo 1. marta 2027.".
  if (previous === 'next') return i === 1 ? `zatim ponovo ${on}` : `i još jednom ${on}`;
  return i === 1 ? `ponovo će biti tačan ${on}` : `još jednom će biti tačan ${on}`;
}

/** Joins the passes: a pass ahead after a past or present one is set off with "a"; "zatim" needs only a comma, "i još jednom" none. */
function joinPasses(passes: readonly { text: string; tense: Tense }[]): string {
  return passes.reduce((out, pass, i) => {
    if (i === 0) return pass.text;
    if (pass.text.startsWith('zatim ')) {
      // The last of two passes ahead: "biće tačan 23. maja i ponovo 28. avgusta".
      return i === passes.length - 1 ? `${out} i ${pass.text.slice('zatim '.length)}` : `${out}, ${pass.text}`;
    }
    if (pass.text.startsWith('i još jednom ')) return `${out} ${pass.text}`;
    const before = passes[i - 1]?.tense;
    if (pass.tense === 'next' && before !== 'next') return `${out}, a ${pass.text}`;
    return i === passes.length - 1 ? `${out} i ${pass.text}` : `${out}, ${pass.text}`;
  }, '');
}

/**
 * What each sign asks of the reader while a progressed light crosses it: a "da" clause,
 * gender-neutral. The Sun's is about the direction of life, the will and what is built; the
 * Moon's about emotional needs and what feels safe. A block that shows both lights in one sign
 * prints both, so the two never share their words.
 */
const SIGN_ASKS: Readonly<Record<'sun' | 'moon', Readonly<Record<SignId, string>>>> = {
  sun: {
    aries: 'kreneš sopstvenim putem i hrabro povučeš prvi potez',
    taurus: 'polako i temeljno gradiš nešto trajno, na šta ćeš moći da računaš godinama',
    gemini: 'učiš, povezuješ ljude i ideje i reč pretvoriš u svoje oruđe',
    cancer: 'svoje ciljeve uskladiš sa domom i ljudima koje smatraš svojima',
    leo: 'stvaraš, vodiš i velikodušno pokažeš ko si',
    virgo: 'usavršiš svoj zanat i svakodnevicu urediš tako da ti služi',
    libra: 'gradiš život zajedno sa drugima i tražiš dogovor pravičan za obe strane',
    scorpio: 'uložiš svu snagu u ono što je zaista važno i otpustiš ono što se završilo',
    sagittarius: 'širiš vidike, zacrtaš sebi smeo cilj i živiš ono u šta veruješ',
    capricorn: 'preuzmeš odgovornost, postaviš daleki cilj i strpljivo se penješ ka njemu',
    aquarius: 'misliš svojom glavom, zamisliš budućnost kakvu želiš i gradiš je sa istomišljenicima',
    pisces: 'veruješ intuiciji i svoju volju staviš u službu nečega većeg od sebe',
  },
  moon: {
    aries: 'osećanja pokažeš odmah i bez okolišanja, a mir nađeš u pokretu i novim izazovima',
    taurus: 'se opustiš, uživaš u onome što ti prija čulima i oko sebe stvoriš mir na koji možeš da se osloniš',
    gemini: 'o onome što osećaš pričaš otvoreno i pustiš radoznalost da ti razvedri raspoloženje',
    cancer: 'brineš o svojim ljudima i dopustiš da neko brine i o tebi',
    leo: 'bez stida tražiš toplinu i pažnju, a radost deliš sa onima koji te vole',
    virgo: 'se smiriš uz male, korisne navike i budeš blaži prema sebi kad nešto ne ide savršeno',
    libra: 'tražiš sklad u bliskim odnosima, a da pritom ne zaboraviš sopstvene želje',
    scorpio: 'pustiš osećanja da budu duboka i poveriš se samo onima koji su to zaslužili',
    sagittarius: 'osećanjima daš prostora i vedrine, a utehu potražiš u veri i smehu',
    capricorn: 'osećanja nosiš dostojanstveno, ali ih ne zaključavaš u sebe, i oslonac nađeš u onome što je provereno',
    aquarius: 'i u bliskim odnosima sačuvaš slobodu i okružiš se ljudima pred kojima ne moraš da se pretvaraš',
    pisces: 'se odmoriš, oslušneš sebe i zaštitiš svoju osetljivost od tuđe buke',
  },
};
/** Gemini and Pisces are plural: "Blizanci traže", "Vaga traži". */
const plural = (s: SignId) => s === 'gemini' || s === 'pisces';
const asksVerb = (s: SignId) => (plural(s) ? 'traže' : 'traži');
const invitesVerb = (s: SignId) => (plural(s) ? 'pozivaju' : 'poziva');

/** The Sun changes sign about once in thirty years. */
const RARE = 'redak preokret kakav se dešava otprilike jednom u trideset godina';

export const FRAMES: ContactFrames = {
  transitHouses: ({ planet, planetHouse, point, pointHouse }) => {
    // A topic in apposition closes with a comma before "i"; a relative "gde" always takes one.
    const crossing = `${g.planet(planet)} prolazi kroz ${houseAcc(planetHouse)}${HOUSE_TOPIC[planetHouse] ? ',' : ''}`;
    const returns = planet === point;
    if (point === 'ascendant' || point === 'midheaven') {
      return `${crossing} i stiže do ${POINT_GEN[point]}, ${ANGLE[point]}.`;
    }
    if (pointHouse === null) {
      return returns
        ? `${crossing} i stiže do sopstvenog natalnog položaja.`
        : `${crossing} i stiže do ${POINT_GEN[point]}.`;
    }
    if (pointHouse === planetHouse) {
      const where = crossing.endsWith(',') ? `${crossing} gde` : `${crossing}, gde`;
      return returns ? `${where} stiže do sopstvenog natalnog položaja.` : `${where} stiže do ${POINT_GEN[point]}.`;
    }
    return returns
      ? `${crossing} i stiže do sopstvenog natalnog položaja ${houseLoc(pointHouse)}.`
      : `${crossing} i stiže do ${POINT_GEN[point]} ${houseLoc(pointHouse)}.`;
  },

  transitTimeline: ({ today, began, exact, fades }) => {
    const subject =
      began === null
        ? 'Ovaj tranzit'
        : began.tense === 'past'
          ? `Ovaj tranzit, čiji je početak bio ${g.day(began.day, today)},`
          : began.tense === 'now'
            ? 'Ovaj tranzit, koji počinje upravo danas,'
            : `Ovaj tranzit, koji počinje ${g.day(began.day, today)},`;
    const passes = exact.map((pass, i) => ({
      text: exactPhrase(pass, i, exact[i - 1]?.tense, today, began === null),
      tense: pass.tense,
    }));
    const fading = fades
      ? fades.tense === 'past'
        ? `kraj mu je bio ${g.day(fades.day, today)}`
        : fades.tense === 'now'
          ? 'danas izlazi iz orbisa'
          : `iz orbisa izlazi ${g.day(fades.day, today)}`
      : null;
    if (passes.length === 0) {
      if (began && fading) return stop(`${subject} ovog puta ne postaje sasvim tačan, a ${fading}`);
      if (began) return `${subject} ne postaje tačan u periodu koji pratimo.`;
      if (fading) {
        return fades?.tense === 'past'
          ? stop(`${subject} nije postao tačan, a ${fading}`)
          : stop(`${subject} već deluje i, bez tačnog prolaza, ${fading}`);
      }
      return 'Ovaj tranzit je u orbisu tokom celog perioda koji pratimo, bez tačnog prolaza.';
    }
    const body = joinPasses(passes);
    if (!fading) return stop(`${subject} ${body}`);
    // With two passes or more, the fading gets a clause of its own after a semicolon.
    return passes.length >= 2 ? stop(`${subject} ${body}; ${fading}`) : stop(`${subject} ${body}, a ${fading}`);
  },

  progressedTitle: (body, aspect, point) => `${PROGRESSED[body]} ${ASPECT_VERB[aspect]} ${POINT_INS[point]}`,

  progressedWhen: ({ exact, tense }) =>
    tense === 'past'
      ? `Ovaj aspekt je bio tačan u ${g.month(exact, 'loc')}`
      : tense === 'now'
        ? `Ovaj aspekt je tačan upravo sada, u ${g.month(exact, 'loc')}`
        : `Ovaj aspekt će biti tačan u ${g.month(exact, 'loc')}`,

  progressedPlace: ({ point, sign, part, entered, leaves, nextSign }) => {
    const sun = point === 'sun';
    // The Sun and the Moon may stand in one sign in one block: each light has its own words for
    // where it stands and for what the sign asks, so that nothing is printed twice.
    return sun ? sunPlace(sign, part, entered, leaves, nextSign) : moonPlace(sign, part, entered, leaves, nextSign);
  },
};

type Part = 'early' | 'middle' | 'late';
type Entered = { month: Month; tense: Tense } | null;

/** The progressed Sun: where it stands in its sign, since when, when it moves on, and what the sign asks of the reader's direction. */
function sunPlace(sign: SignId, part: Part, entered: Entered, leaves: Month | null, nextSign: SignId): string {
  const body = 'tvoje progresivno Sunce';
  let rareSaid = false;
  // Where it stands, and since when (a date first, so that a year's dot is never followed by a comma).
  let first: string;
  if (part === 'early' && entered) {
    const when = entered.tense === 'now' ? 'Ovog meseca' : `U ${g.month(entered.month, 'loc')}`;
    const came = entered.tense === 'past' ? `ušlo je u ${g.sign(sign, 'acc')}` : `ulazi u ${g.sign(sign, 'acc')}`;
    first = `${when} ${body} ${came}: taj redak preokret, kakav se dešava otprilike jednom u trideset godina, otvara novo poglavlje tvog života`;
    rareSaid = true;
  } else if (entered) {
    const since = entered.tense === 'now' ? 'Od ovog meseca' : `Od ${g.month(entered.month, 'gen')}`;
    const stage =
      part === 'early'
        ? 'još je u prvom delu tog puta, pa je ovo poglavlje mlado'
        : part === 'middle'
          ? 'sada je na sredini tog puta'
          : 'sada je pri kraju tog puta';
    first = `${since} ${body} prolazi kroz ${g.sign(sign, 'acc')}, posle preokreta kakav se dešava otprilike jednom u trideset godina, i ${stage}`;
    rareSaid = true;
  } else {
    const where =
      part === 'early'
        ? `nalazi se u prvom delu svog prolaska kroz ${g.sign(sign, 'acc')}, pa je ovo poglavlje još mlado`
        : part === 'middle'
          ? `nalazi se na sredini svog prolaska kroz ${g.sign(sign, 'acc')}`
          : `privodi kraju svoj dugi prolazak kroz ${g.sign(sign, 'acc')}`;
    first = `${g.capitalize(body)} ${where}`;
  }
  // When it moves on: only when it is near.
  if (leaves) {
    first = rareSaid
      ? `${first}; u ${g.sign(nextSign, 'acc')} prelazi u ${g.month(leaves, 'loc')}`
      : `${first}; prelazak u ${g.sign(nextSign, 'acc')}, ${RARE}, sledi u ${g.month(leaves, 'loc')}`;
  }
  const asks = SIGN_ASKS.sun[sign];
  // After a dated move "Do tada" (until then) points to it, so that "prolazak" is not said a third time.
  const second =
    part === 'late'
      ? `${leaves ? 'Do tada' : 'Do kraja ovog prolaska'} ${g.sign(sign)} od tebe još ${asksVerb(sign)} da ${asks}, a ${g.sign(nextSign)} te već ${invitesVerb(nextSign)} da ${SIGN_ASKS.sun[nextSign]}.`
      : part === 'early'
        ? `${g.sign(sign)} od tebe sada ${asksVerb(sign)} da ${asks}.`
        : `Ovo je vreme kada ${g.sign(sign)} od tebe najjasnije ${asksVerb(sign)} da ${asks}.`;
  return `${stop(first)} ${second}`;
}

/**
 * The progressed Moon: the same facts in the Moon's own words ("boravi u", "na pola puta"), and
 * what the sign asks of the reader's feelings said as a need ("potrebno ti je da ...").
 */
function moonPlace(sign: SignId, part: Part, entered: Entered, leaves: Month | null, nextSign: SignId): string {
  const body = 'tvoj progresivni Mesec';
  let first: string;
  if (part === 'early' && entered) {
    const when = entered.tense === 'now' ? 'Ovog meseca' : `U ${g.month(entered.month, 'loc')}`;
    const came = entered.tense === 'past' ? `ušao je u ${g.sign(sign, 'acc')}` : `ulazi u ${g.sign(sign, 'acc')}`;
    first = `${when} ${body} ${came}, čime ${entered.tense === 'past' ? 'je počelo' : 'počinje'} novo poglavlje tvog emotivnog života`;
  } else if (entered) {
    const since = entered.tense === 'now' ? 'Od ovog meseca' : `Od ${g.month(entered.month, 'gen')}`;
    const stage =
      part === 'early'
        ? 'to emotivno poglavlje tek počinje'
        : part === 'middle'
          ? 'sada je na pola puta'
          : 'taj boravak se bliži kraju';
    first = `${since} ${body} boravi u ${g.sign(sign, 'loc')} i ${stage}`;
  } else {
    const where =
      part === 'early'
        ? `tek je počeo svoj boravak u ${g.sign(sign, 'loc')}`
        : part === 'middle'
          ? `je na pola puta kroz ${g.sign(sign, 'acc')}`
          : `je pri kraju svog boravka u ${g.sign(sign, 'loc')}`;
    first = `${g.capitalize(body)} ${where}`;
  }
  // The Moon's next sign is always given: it moves on every two and a half years.
  if (leaves) first = `${first}, a u ${g.sign(nextSign, 'acc')} se seli u ${g.month(leaves, 'loc')}`;
  const needs = SIGN_ASKS.moon[sign];
  const second =
    part === 'late'
      ? `Još kratko ti je potrebno da ${needs}. Kad pređe u ${g.sign(nextSign, 'acc')}, biće ti važno da ${SIGN_ASKS.moon[nextSign]}.`
      : part === 'early'
        ? `Sada ti je pre svega potrebno da ${needs}.`
        : `Ovih meseci ti je najpotrebnije da ${needs}.`;
  return `${stop(first)} ${second}`;
}
