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

/**
 * What each sign asks of the reader while a progressed light crosses it, a verb phrase after
 * "asks you to": for the Sun, the direction of a life, its will and what it builds; for the Moon,
 * its emotional needs and what feels safe. Written per light, so that a block with both lights in
 * one sign (or one reaching the sign the other is leaving) never says the same thing twice, and
 * in other words than the progressed Sun's and Moon's own lines (progressed.ts), which the coach
 * quotes beside them.
 */
export const SIGN_ASKS: Readonly<Record<'sun' | 'moon', Readonly<Record<SignId, string>>>> = {
  sun: {
    aries: 'set your own course and put your full weight behind what you start',
    taurus: 'build slowly on solid ground, so that your effort still counts years from now',
    gemini: 'follow your questions wherever they lead and make your ideas known',
    cancer: 'put your strength into building a base of your own and stand up for those who depend on you',
    leo: 'step into view, set the tone and take pride in what you create',
    virgo: 'master a skill and shape your days around work that is useful and well done',
    libra: 'find your direction together with others and weigh what is fair before you decide',
    scorpio: 'commit to what matters most and put your will into the changes that are overdue',
    sagittarius: 'aim further than before and steer your life by what you believe',
    capricorn: 'choose a summit, shoulder the responsibility it brings and climb towards it patiently',
    aquarius: 'go your own way and work with others on something larger than yourself',
    pisces: 'follow your compassion, serve a cause you believe in and trust what you cannot yet see',
  },
  moon: {
    aries: 'feel things quickly and say them straight out, rather than sitting on them',
    taurus: 'take your time, keep your pleasures simple and rest in what is familiar',
    gemini: 'name what you feel out loud and stay in touch with the people who lift you',
    cancer: 'make your home a shelter and keep your own people near',
    leo: 'let your heart show and ask openly for the affection you need',
    virgo: 'look after your body and ease your worries with a daily rhythm you can trust',
    libra: 'keep the peace without losing yourself, and let beauty and kindness steady your moods',
    scorpio: 'meet what you feel at its full depth, let old hurts go and keep close the few you truly let in',
    sagittarius: 'keep hope alive and find your ease in movement and in laughter',
    capricorn: 'stand on firm ground and let yourself lean on someone now and then',
    aquarius: 'give your feelings some air and feel at home where you are free to be different',
    pisces: 'guard your softness, let tenderness in and withdraw when the world grows loud',
  },
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
    // Said of the Sun's change of sign itself, never of a date in the middle of one.
    const rare = 'a change that comes about once in thirty years';
    const when = entered ? (entered.tense === 'now' ? 'this month' : `in ${g.month(entered.month)}`) : '';
    const since = entered
      ? `, which it ${entered.tense === 'past' ? 'entered' : 'enters'} ${when}${sun ? `, ${rare}` : ''}`
      : '';
    // Where it stands in the sign, and when it came (the two lights often arrive together: not in one wording).
    let first: string;
    // Told once: with the arrival when it is dated, else with the departure.
    const rareSaid = sun && since !== '';
    if (part === 'early') {
      if (entered) {
        const verb = entered.tense === 'past' ? 'arrived' : 'arrives';
        first = sun
          ? `${verb} in ${here} ${when}, ${rare}, and a new chapter of your life is beginning`
          : `${verb} in ${here} ${when}, and a new emotional chapter is opening`;
      } else {
        first = `is in the early part of ${here}, where ${sun ? 'a chapter of your life' : 'an emotional chapter'} is still young`;
      }
    } else {
      first = `${part === 'middle' ? 'stands in the middle' : 'is in the last part'} of ${here}${since}`;
    }
    // When it moves on: always for the Moon, for the Sun only when it is near.
    if (leaves && part === 'late') {
      const closing = sun
        ? rareSaid
          ? 'closing a long chapter'
          : rare
        : 'closing an emotional chapter of about two and a half years';
      first = `${first}${since ? ',' : ''} and moves into ${next} in ${g.month(leaves)}, ${closing}`;
    } else if (leaves) {
      first = `${first}; it moves on into ${next} in ${g.month(leaves)}${sun && !rareSaid ? `, ${rare}` : ''}`;
    } else if (part === 'late') {
      first = `${first}, finishing its long passage through the sign`;
    }
    // The Sun's sign asks about the course of a life, the Moon's about what feels safe.
    const asks = sun
      ? part === 'late'
        ? `In the time it has left there, ${here} asks you to ${SIGN_ASKS.sun[s]}; after that, ${next} asks you to ${SIGN_ASKS.sun[nextSign]}.`
        : `${here} asks you now to ${SIGN_ASKS.sun[s]}.`
      : part === 'late'
        ? `For now, ${here} asks you to ${SIGN_ASKS.moon[s]}; once it moves on, ${next} asks you to ${SIGN_ASKS.moon[nextSign]}.`
        : `Emotionally, ${here} asks you now to ${SIGN_ASKS.moon[s]}.`;
    return `Your progressed ${g.planet(point)} ${first}. ${asks}`;
  },
};
