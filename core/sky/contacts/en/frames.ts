/** The English frames of the transit and progression cards (core/sky/contacts.ts). */
import { type Angle, GRAMMAR_EN as g, chartPoint } from '../../../i18n/grammar/en';
import type { SignId } from '../../../zodiac';
import type { ContactFrames, Day, Tense } from '../../contacts';
import type { NatalPoint, TransitAspect } from '../../transits';

/** What each house is about, said after "your 7th house of" or "the house of". */
export const HOUSE_TOPIC: Readonly<Record<number, string>> = {
  1: 'self, body and first impressions',
  2: 'money and self-worth',
  3: 'siblings, neighbours and daily talk',
  4: 'home, family and roots',
  5: 'romance, children and play',
  6: 'daily work and health',
  7: 'partners and one-to-one dealings',
  8: 'intimacy and shared money',
  9: 'travel, study and belief',
  10: 'career and public standing',
  11: 'friends, groups and hopes',
  12: 'solitude, rest and what is hidden',
};
/** "your 7th house of partners and one-to-one dealings"; a number outside 1-12 is named without a topic. */
export const house = (n: number) => {
  const topic = HOUSE_TOPIC[n];
  return topic ? `your ${g.ordinal(n)} house of ${topic}` : `your ${g.ordinal(n)} house`;
};

/** A natal point as the object of a sentence: "your natal Venus", "your Ascendant". */
export const yourPoint = (point: NatalPoint) =>
  point === 'ascendant' || point === 'midheaven' ? `your ${chartPoint(point)}` : `your natal ${g.planet(point)}`;
/** What an angle is, said after its name (an angle is a house cusp, so it has no house of its own). */
const ANGLE: Readonly<Record<Angle, string>> = {
  ascendant: 'the point where you meet the world',
  midheaven: 'the summit of career and calling',
};

export const ASPECT_VERB: Readonly<Record<TransitAspect, string>> = {
  conjunction: 'meets',
  sextile: 'sextiles',
  square: 'squares',
  trine: 'trines',
  opposition: 'opposes',
};

/**
 * One exact pass as a verb phrase of "It", in its tense. Every past date has its own "was" (the
 * tense checker reads the words between one date and the next), and a later one never does.
 */
function exactPhrase(pass: { day: Day; tense: Tense }, i: number, today: Day): string {
  const on = `on ${g.day(pass.day, today)}`;
  if (pass.tense === 'now') return i === 0 ? 'is exact today' : 'is exact again today';
  if (pass.tense === 'past')
    return i === 0 ? `was exact ${on}` : i === 1 ? `was exact again ${on}` : `was exact once more ${on}`;
  return i === 0 ? `is exact ${on}` : i === 1 ? `peaks again ${on}` : `peaks once more ${on}`;
}

/** What each sign asks of the reader while a progressed light crosses it (a verb phrase after "asks you to"). */
export const SIGN_ASKS: Readonly<Record<SignId, string>> = {
  aries: 'take the first step yourself and trust your own nerve',
  taurus: 'slow down, build steadily and trust what your senses tell you',
  gemini: 'stay curious, learn something new and say what you think',
  cancer: 'tend your home and your people, and let yourself be looked after',
  leo: 'create, play and let yourself be seen with a generous heart',
  virgo: 'refine your craft, look after your body and be useful in small, real ways',
  libra: 'meet others halfway and weigh what is fair before you choose',
  scorpio: 'go deep, tell yourself the truth and release what is finished',
  sagittarius: 'widen your horizons, study or travel, and live by what you believe',
  capricorn: 'take on responsibility, set a distant goal and climb towards it patiently',
  aquarius: 'find your own people, think freely and sketch the future you want',
  pisces: 'rest, forgive and make room for imagination and compassion',
};

export const FRAMES: ContactFrames = {
  transitHouses: ({ planet: p, planetHouse, point, pointHouse }) => {
    const crossing = `${g.capitalize(g.planet(p, 'the'))} is crossing ${house(planetHouse)}`;
    // A planet aspecting its own natal place reaches it by any aspect: "returns" only fits the conjunction, which the title names.
    const reaches = p === point ? 'and reaches its own natal place' : `and reaches ${yourPoint(point)}`;
    if (point === 'ascendant' || point === 'midheaven' || pointHouse === null) {
      const angle = point === 'ascendant' || point === 'midheaven' ? `, ${ANGLE[point]}` : '';
      return `${crossing}, ${reaches}${angle}.`;
    }
    if (pointHouse === planetHouse) {
      const topic = HOUSE_TOPIC[planetHouse];
      const target = p === point ? 'reaches its own natal place' : `reaches ${yourPoint(point)}`;
      return topic
        ? `${g.capitalize(g.planet(p, 'the'))} is crossing your ${g.ordinal(planetHouse)} house of ${topic}, where it ${target}.`
        : `${g.capitalize(g.planet(p, 'the'))} is crossing your ${g.ordinal(planetHouse)} house, where it ${target}.`;
    }
    const topic = HOUSE_TOPIC[pointHouse];
    return `${crossing}, ${reaches} in your ${g.ordinal(pointHouse)}${topic ? `, the house of ${topic}` : ' house'}.`;
  },

  transitTimeline: ({ today, began, exact, fades }) => {
    const on = (d: Day) => `on ${g.day(d, today)}`;
    const by = (d: Day) => `by ${g.day(d, today)}`;
    const phrases: string[] = [];
    if (began) {
      phrases.push(
        began.tense === 'past'
          ? `came within orb ${on(began.day)}`
          : began.tense === 'now'
            ? 'comes within orb today'
            : `comes within orb ${on(began.day)}`,
      );
    }
    exact.forEach((pass, i) => {
      phrases.push(exactPhrase(pass, i, today));
    });
    const fading = fades
      ? fades.tense === 'past'
        ? `was out of orb ${by(fades.day)}`
        : fades.tense === 'now'
          ? 'fades today'
          : `fades ${by(fades.day)}`
      : null;
    if (exact.length === 0) {
      if (began && fading) return `It ${phrases[0]} and ${fading}, with no exact pass in between.`;
      if (began) return `It ${phrases[0]}, with no exact pass within the period covered.`;
      if (fading) return `It ${fading}, with no exact pass before then.`;
      return 'It stays in orb throughout the period covered, with no exact pass.';
    }
    if (!fading) return `It ${g.list(phrases)}.`;
    return phrases.length >= 2 ? `It ${g.list(phrases)}; it ${fading}.` : `It ${phrases[0]} and ${fading}.`;
  },

  progressedTitle: (body, aspect, point) =>
    `Your progressed ${g.planet(body)} ${ASPECT_VERB[aspect]} ${yourPoint(point)}`,

  progressedWhen: ({ exact, tense }) =>
    tense === 'past'
      ? `It was exact in ${g.month(exact)}.`
      : tense === 'now'
        ? `It is exact now, in ${g.month(exact)}.`
        : `It is exact in ${g.month(exact)}.`,

  progressedPlace: ({ point, sign: s, part, entered, leaves, nextSign }) => {
    const sun = point === 'sun';
    const here = g.sign(s);
    const next = g.sign(nextSign);
    const rare = 'a rare turning point that comes about once in thirty years';
    const when = entered ? (entered.tense === 'now' ? 'this month' : `in ${g.month(entered.month)}`) : '';
    const since = entered ? `, which it ${entered.tense === 'past' ? 'entered' : 'enters'} ${when}` : '';
    // Where it stands in the sign, and when it came.
    let first: string;
    let rareSaid = false;
    if (part === 'early') {
      if (entered) {
        const verb = entered.tense === 'past' ? 'arrived' : 'arrives';
        first = sun
          ? `${verb} in ${here} ${when}, ${rare}, and a new chapter of your life is beginning`
          : `${verb} in ${here} ${when}, and a new emotional chapter is beginning`;
        rareSaid = sun;
      } else {
        first = `is in the early part of ${here}, where ${sun ? 'a chapter of your life' : 'an emotional chapter'} is still young`;
      }
    } else {
      first = `${part === 'middle' ? 'stands in the middle' : 'is in the last part'} of ${here}${since}`;
    }
    // When it moves on: always for the Moon, for the Sun only when it is near.
    if (leaves && part === 'late') {
      const closing = sun ? rare : 'closing an emotional chapter of about two and a half years';
      first = `${first}${since ? ',' : ''} and moves into ${next} in ${g.month(leaves)}, ${closing}`;
      rareSaid = sun;
    } else if (leaves) {
      first = `${first}; it moves on into ${next} in ${g.month(leaves)}`;
    } else if (part === 'late') {
      first = `${first}, finishing its long passage through the sign`;
    }
    if (sun && !rareSaid && (entered || leaves)) first = `${first}: ${rare}`;
    const asks =
      part === 'late'
        ? `${here} asks you to finish its work now, to ${SIGN_ASKS[s]}; ${next} then asks you to ${SIGN_ASKS[nextSign]}.`
        : `${here} asks you now to ${SIGN_ASKS[s]}.`;
    return `Your progressed ${g.planet(point)} ${first}. ${asks}`;
  },
};
