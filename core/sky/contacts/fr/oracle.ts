/**
 * The French frames of the Oracle reading (core/sky/oracle-frames.ts), written from the facts the
 * English frames carry, not from their words (docs/i18n/glossary-fr.md). The reader is « vous » and
 * nothing agrees with the reader's gender; phases are lowercase (« la nouvelle lune »); degrees
 * are written « à 25° du Cancer »; a past date always follows « a eu lieu », « a été » or « est
 * entré(e) », a date ahead never does (core/coach/tense-check.ts). Templates are written with plain
 * spaces before « : » and « ; »: the writers finish them with the no-break spaces French asks for.
 */
import type { PlanetId } from '../../../astro/positions';
import { GRAMMAR_FR as g, direction, elides, feminine, turns, weekday } from '../../../i18n/grammar/fr';
import type { Day } from '../../contacts';
import type { Dated, DatedMonth, HouseRef, OracleFrames, Tone } from '../../oracle-frames';
import type { HourRuler } from '../../hours';
import { NATAL_POINTS, type NatalPoint, type TransitAspect, type TransitingPlanet } from '../../transits';
import { STATION_BODIES } from '../../events';
import { ASPECT_VERB, HOUSE_TOPIC, POINT } from './frames';

/** « le 9 décembre », « le 7 janvier 2027 »: the year only when the reader needs it. */
const on = (d: Dated) => `le ${g.day(d.day, d.today)}`;

/** « 20 h », not « 20 h 00 »: running French drops a whole hour's zero minutes. */
const hm = (t: string) => t.replace(/(\d)(\s|\u00a0)h(\s|\u00a0)00(?!\d)/gu, '$1$2h');

/**
 * A formatted time, « 17 h 05 », or « 17 h 05 le 12 décembre » when it falls on another day
 * (the clock of core/i18n/grammar/fr.ts): split into its clock and its day, so that the day can
 * come first, as French writes it (« le 12 décembre à 17 h 05 »).
 */
const clock = (t: string) => {
  const m = /^(.+?) le (.+)$/u.exec(hm(t));
  return m ? { time: m[1] as string, day: m[2] as string } : { time: hm(t), day: null };
};
/** « jusqu’à 16 h 06 », « jusqu’au 12 décembre à 17 h 05 ». */
const until = (t: string) => {
  const c = clock(t);
  return c.day ? `jusqu’au ${c.day} à ${c.time}` : `jusqu’à ${c.time}`;
};
/** « à 22 h 10 », « le 6 décembre à 22 h 10 ». */
const atTime = (t: string) => {
  const c = clock(t);
  return c.day ? `le ${c.day} à ${c.time}` : `à ${c.time}`;
};

/** An aspect as a noun: with its article, after « de » and « à », and whether « exact » agrees in the feminine. */
interface AspectForms {
  readonly the: string;
  readonly of: string;
  readonly to: string;
  /** « en carré », « en conjonction » */
  readonly in: string;
  /** « de son carré », « de sa conjonction » */
  readonly ofIts: string;
  /** « un carré », « une conjonction » */
  readonly an: string;
  readonly feminine: boolean;
}
const ASPECT: Readonly<Record<TransitAspect, AspectForms>> = {
  conjunction: {
    the: 'la conjonction',
    of: 'de la conjonction',
    to: 'à la conjonction',
    in: 'en conjonction',
    ofIts: 'de sa conjonction',
    an: 'une conjonction',
    feminine: true,
  },
  sextile: {
    the: 'le sextile',
    of: 'du sextile',
    to: 'au sextile',
    in: 'en sextile',
    ofIts: 'de son sextile',
    an: 'un sextile',
    feminine: false,
  },
  square: {
    the: 'le carré',
    of: 'du carré',
    to: 'au carré',
    in: 'en carré',
    ofIts: 'de son carré',
    an: 'un carré',
    feminine: false,
  },
  trine: {
    the: 'le trigone',
    of: 'du trigone',
    to: 'au trigone',
    in: 'en trigone',
    ofIts: 'de son trigone',
    an: 'un trigone',
    feminine: false,
  },
  opposition: {
    the: 'l’opposition',
    of: 'de l’opposition',
    to: 'à l’opposition',
    in: 'en opposition',
    ofIts: 'de son opposition',
    an: 'une opposition',
    feminine: true,
  },
};
/** « exact », « exacte »: agrees with the aspect. */
const exact = (aspect: TransitAspect) => (ASPECT[aspect].feminine ? 'exacte' : 'exact');

/** « de votre foyer », « du domaine… », « d’un… »: French contracts « de » with the article. */
const de = (np: string) =>
  np.startsWith('le ')
    ? `du ${np.slice(3)}`
    : np.startsWith('les ')
      ? `des ${np.slice(4)}`
      : elides(np)
        ? `d’${np}`
        : `de ${np}`;
/** « à votre foyer », « au domaine… » */
const to = (np: string) =>
  np.startsWith('le ') ? `au ${np.slice(3)}` : np.startsWith('les ') ? `aux ${np.slice(4)}` : `à ${np}`;

/** A theme as one or two noun phrases, so that « de » and « à » can be repeated before each, as French does. */
type Theme = readonly string[];
/** « vos amours et vos valeurs », « de vos amours et de vos valeurs », « à vos amours et à vos valeurs ». */
const say = (theme: Theme, prep?: 'de' | 'à') =>
  g.list(theme.map((np) => (prep === 'de' ? de(np) : prep === 'à' ? to(np) : np)));
/** Whether a theme as a subject takes a plural verb. */
const plural = (theme: Theme) => theme.length > 1;

/** A chart point as a short title, for the key themes list (and as the closing receives it). */
const THEME: Readonly<Record<NatalPoint, string>> = {
  sun: 'identité et vitalité',
  moon: 'émotions et foyer',
  mercury: 'pensée et échanges',
  venus: 'amour et valeurs',
  mars: 'énergie et courage',
  jupiter: 'croissance et convictions',
  saturn: 'devoirs et structure',
  uranus: 'liberté et changement',
  neptune: 'rêves et intuition',
  pluto: 'pouvoir et renouveau',
  ascendant: 'image et présence',
  midheaven: 'carrière et orientation',
};
/** The same part of life inside a sentence, as the reader's own. */
const IN_LIFE: Readonly<Record<NatalPoint, Theme>> = {
  sun: ['votre identité', 'votre vitalité'],
  moon: ['vos émotions', 'votre foyer'],
  mercury: ['votre pensée', 'vos échanges'],
  venus: ['vos amours', 'vos valeurs'],
  mars: ['votre énergie', 'votre courage'],
  jupiter: ['votre épanouissement', 'vos convictions'],
  saturn: ['vos devoirs', 'le cadre de votre vie'],
  uranus: ['votre liberté', 'votre besoin de changement'],
  neptune: ['vos rêves', 'votre intuition'],
  pluto: ['votre pouvoir personnel', 'votre capacité de renouveau'],
  ascendant: ['votre image', 'votre façon de vous présenter'],
  midheaven: ['votre carrière', 'votre orientation'],
};
/**
 * The closing receives a title from `THEME`, back to its sentence form, or a house's topic as the
 * free reading names it (« le travail quotidien, les habitudes et la santé », core/horoscope/fr.ts),
 * split into its noun phrases so that « à » and « de » repeat before each.
 */
const themeOfTitle = (title: string): Theme => {
  const point = pointOfTitle(title);
  return point ? IN_LIFE[point] : title.split(/, | et /u);
};
/** The chart point a closing's title names, or undefined for a house's topic. */
const pointOfTitle = (title: string) => (Object.keys(THEME) as NatalPoint[]).find((p) => THEME[p] === title);

/** « votre maison 5, le secteur des amours… » or « la maison 5 comptée depuis votre signe, le secteur des amours… ». */
const houseName = (h: HouseRef) => {
  const topic = HOUSE_TOPIC[h.house];
  const name = h.solar ? `la maison ${h.house} comptée depuis votre signe` : `votre maison ${h.house}`;
  // « le secteur », not « celle » or « domaine »: the transit cards name the house that way (frames.ts).
  return topic ? `${name}, le secteur ${topic}` : name;
};

/** A house's topic as a subject, « le travail quotidien et la santé »: `HOUSE_TOPIC` without its « de ». */
const topicOf = (n: number) =>
  (HOUSE_TOPIC[n] ?? 'des affaires de ce secteur').replace(
    /(^|, | et )(du |des |de la |de l’)/gu,
    (_m, sep: string, art: string) =>
      `${sep}${({ 'du ': 'le ', 'des ': 'les ', 'de la ': 'la ', 'de l’': 'l’' } as Record<string, string>)[art]}`,
  );
/** How long a slow planet stays in its sign: « jusqu’en juillet 2027 », « pour peu de temps encore » (it leaves this month), « pour des années encore ». */
const stay = (until: DatedMonth | null) =>
  until === null
    ? 'pour des années encore'
    : until.tense === 'now'
      ? 'pour peu de temps encore'
      : until.tense === 'next'
        ? `jusqu’en ${g.month(until.month)}`
        : '';

/** What a planet stands for, with the possessive of the planet itself (« sa rigueur »): a singular subject. */
const NATURE: Readonly<Record<TransitingPlanet, string>> = {
  sun: 'son besoin de donner un cap à votre vie',
  mercury: 'sa vivacité d’esprit et de parole',
  venus: 'son sens de l’affection et de ce qui a du prix',
  mars: 'son ardeur',
  jupiter: 'son élan de croissance',
  saturn: 'sa rigueur',
  uranus: 'sa soif de changement',
  neptune: 'sa part de rêve et d’imagination',
  pluto: 'sa puissance de transformation',
};

/** How a station's sentence closes: the story of these weeks (never « semaines »: the next sentence says « pendant des semaines »). */
const STATION_TAIL = [
  'c’est la trame de la période',
  'un tournant qui donne sa couleur à la période',
  'c’est le fil rouge des jours qui viennent',
] as const;

const UNITS = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
] as const;
const TENS = ['', 'dix', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'] as const;
/** A number below a hundred in words (« vingt et un », « soixante-douze », « quatre-vingts »), masculine. */
const words = (n: number): string => {
  if (n <= 16) return UNITS[n] as string;
  if (n < 20) return `dix-${UNITS[n - 10]}`;
  if (n < 70) {
    const unit = n % 10;
    const tens = TENS[Math.floor(n / 10)] as string;
    return unit === 0 ? tens : unit === 1 ? `${tens} et un` : `${tens}-${UNITS[unit]}`;
  }
  if (n < 80) return n === 71 ? 'soixante et onze' : `soixante-${words(n - 60)}`;
  return n === 80 ? 'quatre-vingts' : `quatre-vingt-${words(n - 80)}`;
};
/**
 * A count in words, as French prose writes it (« quatre transits », « vingt-quatre transits »),
 * « aucun » or « aucune » for none, « un » or « une » agreeing with the noun counted; figures from a hundred.
 */
const count = (n: number, feminineNoun: boolean) => {
  if (n === 0) return feminineNoun ? 'aucune' : 'aucun';
  if (n >= 100 || n < 0 || !Number.isInteger(n)) return String(n);
  const w = words(n);
  return feminineNoun ? w.replace(/(^|[ -])un$/u, '$1une') : w;
};

/**
 * The ruler of the reader's sign (the engine passes the sign's ruler, not the Ascendant's: the
 * lunation story calls that one « la planète qui gouverne votre thème »): « Mars, maître de votre
 * signe », « Vénus, maîtresse de votre signe », as French astrologers write it.
 */
const rulerWord = (id: PlanetId) => (feminine(id) ? 'maîtresse de votre signe' : 'maître de votre signe');

/** What an hour's ruler is best given when beginnings are free, and when the day holds them back. */
const HOUR_USE: Readonly<Record<HourRuler, { free: string; hold: string }>> = {
  sun: { free: 'mettez-vous en avant là où cela compte', hold: 'montrez ce que vous avez déjà accompli' },
  moon: { free: 'allez vers les personnes qui vous sont proches', hold: 'prenez soin de ceux qui vous entourent' },
  mercury: {
    free: 'envoyez ce message ou passez cet appel',
    hold: 'relisez, vérifiez et répondez à ce qui attend',
  },
  venus: { free: 'demandez un service ou faites la paix', hold: 'apaisez ce qui reste tendu avec un proche' },
  mars: { free: 'attaquez d’abord la tâche la plus difficile', hold: 'réglez la tâche que vous repoussez' },
  jupiter: { free: 'demandez ce dont vous avez besoin', hold: 'remerciez ceux qui vous ont prêté main-forte' },
  saturn: { free: 'préparez avec soin l’étape suivante', hold: 'menez à terme une tâche de longue haleine' },
};

/** « Le 4 décembre, » before an event title: the article of the Sun and the Moon and a phase go lowercase. */
const inSentence = (title: string) =>
  /^(Le|La|Les|Nouvelle|Pleine|Premier|Dernier) /u.test(title) ? title.charAt(0).toLowerCase() + title.slice(1) : title;

/** A phase's title (« Pleine lune en Cancer »): its gender, for the article a sentence gives it. */
const PHASE_TITLE = /^(Nouvelle|Pleine|Premier|Dernier) /u;
/**
 * An event's title as the clause after its date. A phase is a moment, not an action, so it gets a
 * verb: « ce sera la pleine lune en Cancer », « place au premier quartier de lune en Poissons »;
 * « c’est » for today's. The wording turns with the phase, not with the event's place: phases come
 * in their order (new, first quarter, full, last quarter), so two phases told one after the other
 * never share it, however many other events fall between them (by place, four phases in a row
 * could all read « ce sera »).
 */
const eventClause = (title: string, today: boolean) => {
  const phase = PHASE_TITLE.exec(title);
  const clause = inSentence(title);
  if (!phase) return clause;
  const feminine = phase[1] === 'Nouvelle' || phase[1] === 'Pleine';
  if (today) return `c’est ${feminine ? 'la' : 'le'} ${clause}`;
  // Nouvelle and Pleine are the new and the full Moon, Premier and Dernier the quarters between them.
  return feminine ? `ce sera la ${clause}` : `place au ${clause}`;
};

/** A calendar day as a count of days, to measure the gap between two events. */
const dayNumber = (d: Day) => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
/** The week a day falls in, weeks starting on Monday (1 January 1970 was a Thursday). */
const weekNumber = (d: Day) => Math.floor((dayNumber(d) + 3) / 7);

/**
 * How an event after the first says its date, from the gap since the event told before it. The
 * even places name their day (« Le 20, », « Le samedi 20, », « Le 20 décembre, », and always the
 * whole date when the month changes); the odd places count from the day just named (« Le
 * lendemain, », « Deux jours plus tard, ») or, further off, say the gap with the day (« Quelques
 * jours plus tard, le 20, »). So a reader who skims is never more than one step from a named day,
 * and since the two places draw on openings they do not share, two events in a row never open
 * alike.
 */
const dateAfter = (d: Dated, previous: Dated, index: number): { head: string; date: string | null } => {
  const gap = dayNumber(d.day) - dayNumber(previous.day);
  // The odd places turn among three wordings of the same count (« Le lendemain », « Le jour
  // suivant », « Un jour plus tard »): with two, the same gap four places on (a new phase, then
  // « Quelques jours plus tard » again) fell on the same wording, four times in one paragraph.
  const turn = (wordings: readonly [string, string, string]) => wordings[Math.floor(index / 2) % 3] as string;
  const full = g.day(d.day, d.today);
  const newMonth = d.day.month !== previous.day.month || d.day.year !== previous.day.year;
  // Once the month is known, the day alone (« le 20 », « le 1er »); the whole date when it changes.
  const day = newMonth ? full : (full.split(/\s/u)[0] as string);
  // Counted from today, whatever the place: « Demain », « Après-demain ».
  if (previous.tense === 'now' && gap === 1) return { head: 'Demain', date: null };
  if (previous.tense === 'now' && gap === 2) return { head: 'Après-demain', date: null };
  if (index % 2 === 0) {
    if (gap <= 0) return { head: `Toujours le ${day}`, date: null };
    // Three ways to name a day, in turn: « Le 20 » (« Plus tard, le 20 » after a long gap), « Le
    // samedi 20 », « Le 20 décembre »; a weekday comes back only every sixth event, so phases a
    // week apart do not all read « Le jeudi ».
    const form = Math.floor(index / 2) % 3;
    if (form === 1) return { head: `Le ${weekday(d.day)} ${day}`, date: null };
    if (form === 2) return { head: `Le ${full}`, date: null };
    return gap >= 8 ? { head: 'Plus tard', date: `le ${day}` } : { head: `Le ${day}`, date: null };
  }
  // A counted day names its date only when the month turns (« Le lendemain, le 1er janvier 2027, »).
  const counted = (head: string) => ({ head, date: newMonth ? `le ${full}` : null });
  if (gap <= 0) return counted('Le même jour');
  if (gap === 1) return counted(turn(['Le lendemain', 'Le jour suivant', 'Un jour plus tard']));
  if (gap === 2) return counted(turn(['Le surlendemain', 'Deux jours plus tard', 'Deux jours après']));
  if (gap === 3) return counted(turn(['Trois jours plus tard', 'Trois jours après', 'Puis, trois jours plus tard']));
  const week = weekNumber(d.day) - weekNumber(previous.day);
  const head =
    week === 0
      ? 'Dans la même semaine'
      : gap <= 6
        ? turn(['Quelques jours plus tard', 'Peu après', 'Ensuite'])
        : gap === 7
          ? 'Une semaine plus tard'
          : week === 1
            ? 'La semaine suivante'
            : 'Puis';
  return { head, date: `le ${day}` };
};

/**
 * The closings by tone: three wordings each, of different shapes (« variant » turns them day by day).
 * `house`: the theme is a house's topic (a reader without a chart), where people and places stand
 * beside parts of life (« les amis, les groupes… », « le repos, la solitude… »): made the subject,
 * they would themselves « avoir le vent en poupe » or « progresser », so those two shapes say
 * « tout ce qui touche à… » instead.
 */
const CLOSING: Readonly<Record<Tone, readonly ((t: Theme, house: boolean) => string)[]>> = {
  bright: [
    (t) => `Tout bien pesé, le ciel ouvre des portes ${say(t, 'à')} : franchissez celle qui vous importe le plus.`,
    // Not « ce qui vous tient à cœur »: a house's topic may already say « cœur » or « ce qui compte pour vous ».
    (t) =>
      `Journée généreuse pour ${say(t)} : agissez selon ce qui vous semble juste, et faites avancer d’un pas le projet qui vous anime.`,
    (t, house) =>
      house
        ? `Tout ce qui touche ${say(t, 'à')} a le vent en poupe aujourd’hui : commencez enfin ce que vous repoussez depuis un moment.`
        : `${g.capitalize(say(t))} ${plural(t) ? 'ont' : 'a'} le vent en poupe aujourd’hui : commencez enfin ce que vous repoussez depuis un moment.`,
  ],
  steady: [
    (t, house) =>
      house
        ? `À petits pas soignés, tout ce qui touche ${say(t, 'à')} progresse aujourd’hui : c’est ainsi que se bâtit ce qui dure.`
        : `À petits pas soignés, ${say(t)} ${plural(t) ? 'progressent' : 'progresse'} aujourd’hui : c’est ainsi que se bâtit ce qui dure.`,
    // The theme closes the sentence: a house's topic is a list of three, which nothing may follow.
    (t) => `Rien ne vous force la main ; c’est le moment de finir ce qui traîne, puis de prendre soin ${say(t, 'de')}.`,
    (t) => `Journée sans à-coups : gardez votre rythme, et menez à bien une chose, une seule, pour ${say(t)}.`,
  ],
  demanding: [
    (t) =>
      `Du côté ${say(t, 'de')}, la journée demande de la patience : avancez lentement, et ne promettez que ce qui est à votre portée.`,
    (t) => `Des tensions se font sentir autour ${say(t, 'de')} ; répondez-y avec délicatesse plutôt qu’avec force.`,
    (t) =>
      `Journée exigeante pour ${say(t)} : ménagez votre énergie, et laissez les grandes décisions attendre un ciel plus dégagé.`,
  ],
};

export const ORACLE_FR: OracleFrames = {
  theme: THEME,

  stationStory: ({ role, planet: p, direction: turn, date, sign: s, degree, aspect, point, house, solar }) => {
    const station = `station ${direction(turn)}`;
    const where = `à ${degree}° ${g.sign(s, 'of')}`;
    if (role === 'support') {
      // Told after the headline's station: another shape, and never « la trame de ces semaines ».
      const head =
        date.tense === 'past'
          ? `La ${station} ${g.planet(p, 'of')} a eu lieu ${on(date)}, ${where}`
          : date.tense === 'now'
            ? `${g.capitalize(g.planet(p, 'the'))} ${turns(p, turn)} aujourd’hui, ${where}`
            : `${g.capitalize(g.planet(p, 'the'))} ${turn === 'retrograde' ? 'deviendra rétrograde' : 'reprendra sa marche directe'} ${on(date)}, ${where}`;
      if (solar && house) return `${head}, dans ${houseName(house)}.`;
      // Within two degrees, not on the degree: « exactement sur » would claim more than the plan knows.
      const contact =
        aspect === 'conjunction'
          ? `à moins de deux degrés de ${POINT[point]}`
          : `à moins de deux degrés ${ASPECT[aspect].ofIts} ${exact(aspect)} avec ${POINT[point]}`;
      return `${head}, ${contact}.`;
    }
    // « Saturne fait sa station directe », as astrologers say it; a past one keeps « a eu lieu » (tense-check).
    const head =
      date.tense === 'now'
        ? `${g.capitalize(g.planet(p, 'the'))} fait aujourd’hui sa ${station} ${where}`
        : date.tense === 'past'
          ? `La ${station} ${g.planet(p, 'of')} a eu lieu ${on(date)}, ${where}`
          : `${g.capitalize(on(date))}, ${g.planet(p, 'the')} fera sa ${station} ${where}`;
    // The closing words turn with the planet and the day, so that two days' headlines differ.
    const tail = STATION_TAIL[(STATION_BODIES.indexOf(p) + date.day.day) % STATION_TAIL.length] as string;
    if (solar && house) return `${head}, dans ${houseName(house)} : ${tail} pour votre signe.`;
    const contact =
      aspect === 'conjunction'
        ? `sur ${POINT[point]}, à un ou deux degrés près`
        : `à un ou deux degrés ${ASPECT[aspect].ofIts} ${exact(aspect)} avec ${POINT[point]}`;
    return `${head}, ${contact} : ${tail}.`;
  },

  stationWhy: ({ planet: p, direction, point, harmony, house, solar }) => {
    // The story has just named a sign-only reader's house: « ce secteur » points back to it.
    const life: Theme = solar && house ? ['ce secteur de votre vie'] : IN_LIFE[point];
    const held = 'Autour de sa station, une planète s’attarde des semaines sur le même degré';
    if (direction === 'retrograde')
      return harmony === 'tense'
        ? `${held} : en rebroussant chemin, ${g.planet(p, 'the')} fait peser ${NATURE[p]} sur ${say(life)}, et vous invite à reprendre ce qui y bloque plutôt qu’à forcer le passage.`
        : `${held} : en rebroussant chemin, ${g.planet(p, 'the')} ramène ${NATURE[p]} sur ${say(life)}, pour un réexamen qui porte souvent ses fruits plus tard.`;
    return harmony === 'tense'
      ? `${held} : en reprenant sa marche directe, ${g.planet(p, 'the')} fait de nouveau porter ${NATURE[p]} sur ${say(life)}, et la pression qui s’y est accumulée cherche une issue.`
      : `${held} : en reprenant sa marche directe, ${g.planet(p, 'the')} fait de nouveau porter ${NATURE[p]} sur ${say(life)}, et ce qui attendait de ce côté peut enfin avancer.`;
  },

  lunationStory: ({ role, phase, date, sign: s, degree, aspect, point, ruler, solar }) => {
    const name = phase === 'new' ? 'nouvelle lune' : 'pleine lune';
    const lead = phase === 'new' ? 'c’est l’événement phare' : 'c’est le temps fort';
    const lunation =
      date.tense === 'past'
        ? `La ${name} qui a eu lieu ${on(date)}, à ${degree}° ${g.sign(s, 'of')}, est tombée`
        : date.tense === 'now'
          ? `La ${name} d’aujourd’hui, à ${degree}° ${g.sign(s, 'of')}, tombe`
          : `La ${name} du ${g.day(date.day, date.today)}, à ${degree}° ${g.sign(s, 'of')}, tombera`;
    // Only the headline says it is the month's story; a support simply tells where the lunation falls.
    const story = role === 'headline';
    if (solar)
      return aspect === 'conjunction'
        ? `${lunation} dans votre propre signe${story ? ` : ${lead} du mois pour vous` : ''}.`
        : `${lunation} dans le signe opposé au vôtre, là où se jouent vos relations de couple et d’association${story ? ` : ${lead} du mois pour vous` : ''}.`;
    const target =
      point === 'ascendant'
        ? aspect === 'conjunction'
          ? 'sur votre Ascendant'
          : 'sur votre Descendant, à l’opposé de votre Ascendant'
        : point === 'midheaven'
          ? aspect === 'conjunction'
            ? 'sur votre Milieu du Ciel'
            : 'sur votre Fond du Ciel, la racine de votre thème, face à votre Milieu du Ciel'
          : aspect === 'conjunction'
            ? `sur ${POINT[point]}`
            : `à l’opposé de ${POINT[point]}`;
    // The Sun and the Moon are luminaries: « l’astre », not « la planète ».
    const rules = ruler
      ? `, ${point === 'sun' || point === 'moon' ? 'l’astre' : 'la planète'} qui gouverne votre thème`
      : '';
    return `${lunation} ${target}${rules}${story ? ` : ${lead} du mois` : ''}.`;
  },

  lunationWhy: ({ phase, point, house }) => {
    // The house is the lunation's place: « dans votre maison 1, le secteur …, » (or « à cet endroit du thème »).
    const there = house ? `dans ${houseName(house)},` : 'à cet endroit du thème';
    const life = IN_LIFE[point];
    return phase === 'new'
      ? `Une nouvelle lune ${there} ouvre un cycle pour ${say(life)} : ce qui prend racine dans les deux semaines qui suivent profite de l’élan de la lune croissante.`
      : `Une pleine lune ${there} fait culminer les questions liées ${say(life, 'à')} : ce qui a grandi depuis la dernière nouvelle lune apparaît au grand jour, prêt à être mené à terme ou laissé derrière vous.`;
  },

  progressedSignStory: ({ point, from, to: into, when }) => {
    const sun = point === 'sun';
    const body = sun ? 'Votre Soleil progressé' : 'Votre Lune progressée';
    const moved =
      when.tense === 'past'
        ? `a quitté ${g.sign(from, 'the')} et ${sun ? 'est entré' : 'est entrée'} ${g.sign(into, 'in')} en ${g.month(when.month)}`
        : when.tense === 'now'
          ? `quitte ce mois-ci ${g.sign(from, 'the')} pour entrer ${g.sign(into, 'in')}`
          : `quittera ${g.sign(from, 'the')} pour entrer ${g.sign(into, 'in')} en ${g.month(when.month)}`;
    return sun
      ? `${body} ${moved}, un changement qui ne survient qu’une fois tous les trente ans environ : les années qui viennent prennent la couleur ${g.sign(into, 'of')}, et une bonne part de ce que vous vivez en ce moment tient à ce changement qui s’installe.`
      : `${body} ${moved} : pendant les deux ans et demi qui viennent, vos besoins affectifs prennent la tonalité ${g.sign(into, 'of')}, et c’est autour de ce passage que le basculement se fait le plus sentir.`;
  },

  progressedContactStory: ({ role, point, aspect, natal, when }) => {
    const sun = point === 'sun';
    // A support often follows another progressed story that opened on « Votre Lune progressée »: it opens otherwise.
    const body =
      role === 'support'
        ? `Dans votre thème progressé, ${sun ? 'le Soleil' : 'la Lune'}`
        : sun
          ? 'Votre Soleil progressé'
          : 'Votre Lune progressée';
    const contact = `${ASPECT[aspect].in} ${exact(aspect)} avec ${POINT[natal]}`;
    const is =
      when.tense === 'past'
        ? `a été ${contact} en ${g.month(when.month)}`
        : when.tense === 'now'
          ? `est ce mois-ci ${contact}`
          : `sera ${contact} en ${g.month(when.month)}`;
    const lasts = sun ? 'environ deux ans' : 'deux mois environ';
    // Two of these can follow one another among the stories: the words turn with the natal point and the role.
    return (NATAL_POINTS.indexOf(natal) + (role === 'support' ? 1 : 0)) % 2 === 0
      ? `${body} ${is} : un contact lent, qui dure ${lasts} et fait ${say(IN_LIFE[natal], 'de')} le grand chantier du moment.`
      : `${body} ${is} : un contact lent, actif pendant ${lasts}, qui place ${say(IN_LIFE[natal])} au cœur de ce que vous êtes en train de construire.`;
  },

  transitStory: ({ role, planet: p, aspect, point, exact: when, solar }) => {
    const target = solar ? 'le cœur de votre signe' : POINT[point];
    const at = when
      ? when.tense === 'past'
        ? `, qui a été ${exact(aspect)} ${on(when)}`
        : when.tense === 'now'
          ? `, ${exact(aspect)} aujourd’hui`
          : `, qui sera ${exact(aspect)} ${on(when)}`
      : '';
    // The headline says, in the same sentence, what the contact does (the engine gives a transit
    // story no sentence of why): the planet's nature on the point's part of life, by harmony.
    const life = say(solar ? IN_LIFE.sun : IN_LIFE[point]);
    const does =
      aspect === 'conjunction'
        ? `${NATURE[p]} se concentre sur ${life}`
        : aspect === 'square' || aspect === 'opposition'
          ? `${NATURE[p]} pèse sur ${life}`
          : `${NATURE[p]} soutient ${life}`;
    return role === 'headline'
      ? `Le transit qui donne le ton à la journée est ${ASPECT[aspect].the} ${g.planet(p, 'of')} avec ${target}${at} : ${does}.`
      : `${g.capitalize(ASPECT[aspect].the)} ${g.planet(p, 'of')} avec ${target}${at ? `${at},` : ''} vient s’y ajouter.`;
  },

  // The transit card has just said « traverse votre maison 7, celle du couple… »: here the topic
  // comes first (« du côté du couple… »), and the house only after it. « Ce contact » is the
  // subject throughout, so « il » never has to agree with the planet.
  transitWhy: ({ slow, house, fades }) => {
    const tone = slow
      ? 'Une planète lente reste des mois sur un même point du thème : ce contact imprègne toute la saison, et pas seulement la journée'
      : 'Une planète rapide passe en quelques jours : ce contact colore la journée bien plus que la saison';
    const topic = house ? HOUSE_TOPIC[house.house] : undefined;
    const where = house
      ? `${topic ? `du côté ${topic}, ` : ''}dans ${house.solar ? `la maison ${house.house} comptée depuis votre signe` : `votre maison ${house.house}`}`
      : null;
    const until = fades
      ? fades.tense === 'now'
        ? 's’estompe dès aujourd’hui'
        : fades.tense === 'past'
          ? `a été sensible jusqu’au ${g.day(fades.day, fades.today)}`
          : `reste sensible jusqu’au ${g.day(fades.day, fades.today)}`
      : null;
    const then = where ? (until ? `il agit ${where}, et ${until}` : `il agit ${where}`) : until ? `il ${until}` : null;
    return then ? `${tone} ; ${then}.` : `${tone}.`;
  },

  // A support may be a station, a lunation, a progression or a transit: « histoire », as the slow story is told below.
  supportsLead: (n) =>
    n === 1 ? 'Une autre histoire se joue en parallèle.' : 'Deux autres histoires se jouent en parallèle.',

  contactsLead: ({ count: n, others, solar }) => {
    // « présenté plus haut » points to the sign's reading above. « Transits », as the page's own
    // section is titled; without a chart they are read against « le cœur de votre signe » (sky.json).
    if (solar) {
      const beyond = 'Au-delà de l’horoscope du jour, présenté plus haut,';
      const heart = 'le cœur de votre signe';
      if (n === 0) return `${beyond} aucune planète ne forme aujourd’hui d’aspect serré avec ${heart}.`;
      if (n === 1)
        return others === 0
          ? `${beyond} aucune autre planète ne forme aujourd’hui d’aspect serré avec ${heart}.`
          : `${beyond} une seule planète forme aujourd’hui un aspect serré avec ${heart}.`;
      return `${beyond} ${count(n, true)} planètes forment aujourd’hui un aspect serré avec ${heart}.`;
    }
    const beyond = 'Au-delà de l’horoscope de votre signe, présenté plus haut,';
    if (n === 0) return `${beyond} aucun transit n’est actif aujourd’hui dans votre thème personnel.`;
    if (others === 0) return `${beyond} aucun autre transit n’est actif aujourd’hui dans votre thème personnel.`;
    return n === 1
      ? `${beyond} un seul transit est actif aujourd’hui dans votre thème personnel.`
      : `${beyond} ${count(n, false)} transits sont actifs aujourd’hui dans votre thème personnel.`;
  },

  contactLine: ({ planet: p, aspect, point, harmony, phase, exact: when, solar, variant, again }) => {
    const target = solar ? 'le cœur de votre signe' : POINT[point];
    const life = solar ? IN_LIFE.sun : IN_LIFE[point];
    // `variant` is the line's rank plus the day: six wordings per harmony keep a day's lines apart,
    // and the clauses of time turn too, so that « qui sera exact » or « sur le déclin » do not recur line after line.
    const v = ((variant % 6) + 6) % 6;
    const fading = [
      ', déjà sur le déclin,',
      ', qui s’estompe déjà,',
      ', qui a dépassé son point culminant,',
      ', qui se desserre déjà,',
      ', qui perd déjà de sa force,',
      ', dont l’effet décroît,',
    ][v] as string;
    const at =
      phase === 'exact'
        ? `, ${exact(aspect)} aujourd’hui,`
        : phase === 'building' && when
          ? when.tense === 'past'
            ? `, qui a été ${exact(aspect)} ${on(when)},`
            : when.tense === 'now'
              ? `, ${exact(aspect)} aujourd’hui,`
              : ([
                  `, qui sera ${exact(aspect)} ${on(when)},`,
                  `, ${exact(aspect)} ${on(when)},`,
                  `, qui culminera ${on(when)},`,
                ][v % 3] as string)
          : phase === 'fading'
            ? fading
            : '';
    const still = phase === 'fading' && harmony === 'tense' ? ' encore' : '';
    if (again) {
      // The line before named this point and its part of life: this one points back to it (« ce
      // même point », « Même point, autre planète ») and says only what the planet brings. It is
      // not told whether that line helped or strained: « autre soutien » after a square, or « autre
      // tension » after a trine, would be false, so the openings say only what is sure (the point
      // is the same, the planet another).
      const also = `${ASPECT[aspect].the} ${g.planet(p, 'of')} avec ce même point${at}`;
      const plain = `${ASPECT[aspect].the} ${g.planet(p, 'of')}${at}`;
      // « par un trigone exact aujourd’hui », no comma; a relative clause keeps its own.
      const byAt = at.replace(/^, (exacte? )/u, ' $1').replace(/,$/u, '');
      // « s’en mêler » meddles: said of a strain only; a help or a meeting « entre en jeu ».
      const by = (verb: string) => `${g.capitalize(g.planet(p, 'the'))} ${verb}, par ${ASPECT[aspect].an}${byAt}`;
      const adds: Readonly<Record<typeof harmony, readonly string[]>> = {
        easy: [
          `${g.capitalize(also)} y ajoute ${NATURE[p]}.`,
          `Même point, autre planète : ${plain} lui apporte ${NATURE[p]}.`,
          `${by('entre aussi en jeu')} : ${NATURE[p]} vient en renfort.`,
        ],
        tense: [
          // A fading strain does not raise the pressure: it keeps it up.
          `${g.capitalize(also)} y ajoute${still} ${NATURE[p]}, et la pression ${still ? 'tarde à retomber' : 'monte d’un cran'}.`,
          `Même point, autre influence : ${plain} y fait${still} peser ${NATURE[p]}.`,
          `${by('s’en mêle aussi')} : ${NATURE[p]} complique${still} la donne.`,
        ],
        blend: [
          `${g.capitalize(also)} y mêle ${NATURE[p]}.`,
          `Même point, nouvelle rencontre : ${plain} y concentre ${NATURE[p]}.`,
          `${by('entre aussi en jeu')} : ${NATURE[p]} s’y concentre.`,
        ],
      };
      return adds[harmony][v % 3] as string;
    }
    const contact = `${ASPECT[aspect].the} ${g.planet(p, 'of')} avec ${target}${at}`;
    // Before the theme, the aspect's clause closes with a comma: its clause of time's, or one of its own.
    const of = `${ASPECT[aspect].of} ${g.planet(p, 'of')} avec ${target}${at || ','}`;
    const thanks = `${ASPECT[aspect].to} ${g.planet(p, 'of')} avec ${target}${at || ','}`;
    const agree = (singular: string, many: string) => (plural(life) ? many : singular);
    const shapes: Readonly<Record<typeof harmony, readonly string[]>> = {
      easy: [
        `${g.capitalize(contact)} favorise ${say(life)}.`,
        `${g.capitalize(contact)} rend plus fluide tout ce qui touche ${say(life, 'à')}.`,
        `Grâce ${thanks} ${say(life)} ${agree('trouve', 'trouvent')} une voie plus dégagée.`,
        `${g.capitalize(contact)} soutient ${say(life)}.`,
        `Pour ${say(life)}, ${contact} facilite les choses.`,
        `À la faveur ${of} ${say(life)} ${agree('bénéficie', 'bénéficient')} d’un appui bienvenu.`,
      ],
      tense: [
        `${g.capitalize(contact)} met${still} à l’épreuve ${say(life)}.`,
        `${g.capitalize(contact)} exerce${still} une pression sur ${say(life)}.`,
        `Du côté ${say(life, 'de')}, ${contact} remue${still} les choses.`,
        `${g.capitalize(contact)} bouscule${still} ${say(life)}.`,
        `Face ${thanks} ${say(life)} ${agree('réclame', 'réclament')}${still} de la vigilance.`,
        `${g.capitalize(contact)} crée${still} des tiraillements autour ${say(life, 'de')}.`,
      ],
      blend: [
        `${g.capitalize(contact)} concentre l’attention sur ${say(life)}.`,
        `${g.capitalize(contact)} donne plus d’intensité ${say(life, 'à')}.`,
        `Sous l’effet ${of} ${say(life)} ${agree('gagne', 'gagnent')} en netteté.`,
        `${g.capitalize(contact)} met ${say(life)} au premier plan.`,
        `${g.capitalize(contact)} ravive ${say(life)}.`,
        `Dans le sillage ${of} ${say(life)} ${agree('prend', 'prennent')} plus de relief.`,
      ],
    };
    return shapes[harmony][v] as string;
  },

  samePlanet: ({ planet: p, count: n }) =>
    n === 1
      ? `${g.capitalize(g.planet(p, 'the'))} est à l’origine de l’un d’entre eux : ${NATURE[p]} se glisse dans la journée.`
      : `${g.capitalize(g.planet(p, 'the'))} est à l’origine de ${count(n, false)} d’entre eux : ${NATURE[p]} colore toute la journée.`,

  // The day leans towards that house, no more: « l’essentiel de la journée » would promise more.
  houseFocus: ({ house, count: n }) =>
    n === 1
      ? `L’une de ces planètes traverse ${houseName(house)} : l’accent se porte aujourd’hui sur ce domaine.`
      : `${g.capitalize(count(n, true))} de ces planètes traversent ${houseName(house)} : l’accent se porte aujourd’hui sur ce domaine.`,

  balance: ({ easy, tense }) =>
    easy > tense
      ? 'Les aspects harmonieux l’emportent sur les aspects tendus : l’aide disponible pèse plus lourd que les frictions.'
      : tense > easy
        ? 'Les aspects tendus l’emportent sur les aspects harmonieux : des frictions sont probables, et elles peuvent vous montrer ce qui demande un ajustement.'
        : easy === 0
          ? 'Aucun de ces transits n’est franchement facile ni franchement difficile : ils demandent de l’attention plus que de l’effort.'
          : 'Aspects harmonieux et aspects tendus s’équilibrent : ce qui aide d’un côté demande un effort de l’autre.',

  voidWindow: (start, end) => {
    const from = clock(start);
    const routine = 'ces heures se prêtent aux affaires courantes bien plus qu’aux commencements';
    // A window that began on another day (last night): its start carries its date, a past one.
    if (from.day)
      return `La Lune reste vide de course ${until(end)}, une phase qui a commencé ${atTime(start)} : ${routine}.`;
    if (clock(end).day) return `À partir de ${from.time} et ${until(end)}, la Lune est vide de course : ${routine}.`;
    return `De ${from.time} à ${clock(end).time}, la Lune est vide de course : ${routine}.`;
  },

  // The void window opens with « De … à … »: the two hours are told in other shapes.
  bestHour: ({ ruler, start, end, hold }) =>
    `La meilleure heure de la journée est celle ${g.planet(ruler, 'of')}, de ${hm(start)} à ${hm(end)} : ${hold ? HOUR_USE[ruler].hold : HOUR_USE[ruler].free}.`,

  slowHour: ({ ruler, start, end }) =>
    `Gardez l’heure ${g.planet(ruler, 'of')}, de ${hm(start)} à ${hm(end)}, pour le travail suivi plutôt que pour les nouveaux départs.`,

  // The Moon's best aspect of the waking day, as the English says it (not « l’instant le plus doux »).
  powerMoment: ({ time, planet: p, aspect, hold }) =>
    hold
      ? `${g.capitalize(atTime(time))}, la Lune ${ASPECT_VERB[aspect]} ${g.planet(p, 'the')} : c’est le meilleur aspect lunaire de la journée, le moment de boucler ce qui est presque terminé.`
      : `${g.capitalize(atTime(time))}, la Lune ${ASPECT_VERB[aspect]} ${g.planet(p, 'the')} : c’est le meilleur aspect lunaire de la journée, le moment de faire une demande, d’envoyer un message ou de vous lancer.`,

  // The count is every planet retrograde today, those whose station is a story included: they are
  // named as told above (no line of their own follows), and only the others are counted after them,
  // so that the reader finds as many lines as the lead announces. Every noun is « planète »: « une
  // autre », « deux autres ».
  retrogradesLead: (n, told) => {
    if (n === 0) return 'Aucune planète n’est rétrograde aujourd’hui : rien dans le ciel ne vous ramène sur vos pas.';
    const others = n - told.length;
    const back =
      others === 1
        ? 'qui vous fait revenir sur vos pas dans un domaine de votre vie'
        : 'qui vous font chacune revenir sur vos pas dans un domaine de votre vie';
    if (told.length === 0)
      return n === 1
        ? 'Une planète est rétrograde : elle vous fait revenir sur vos pas dans un domaine de votre vie.'
        : `${g.capitalize(count(n, true))} planètes sont rétrogrades, et chacune vous fait revenir sur vos pas dans un domaine de votre vie.`;
    const names = g.list(
      told.map((p) => g.planet(p)),
      'and',
    );
    const station =
      told.length === 1 ? 'dont la station a été évoquée plus haut' : 'dont les stations ont été évoquées plus haut';
    const all =
      n === 1 ? 'Une seule planète est rétrograde' : `${g.capitalize(count(n, true))} planètes sont rétrogrades`;
    if (others <= 0) return `${all} : ${names}, ${station}.`;
    return `${all} : ${names}, ${station}, et ${others === 1 ? 'une autre' : `${count(others, true)} autres`}, ${back}.`;
  },

  retrogradeLine: ({ planet: p, sign: s, house, until, previous }) => {
    const end = until
      ? until.tense === 'now'
        ? ' jusqu’à aujourd’hui, jour de sa station directe'
        : until.tense === 'past'
          ? ` jusqu’à sa station directe, qui a eu lieu ${on(until)}`
          : ` jusqu’au ${g.day(until.day, until.today)}`
      : '';
    // After a planet in the same house, the house is not named again: « ce même secteur ».
    const same = previous !== null && previous.house.house === house.house && previous.house.solar === house.solar;
    if (same) {
      const also = p === 'venus' ? 'elle aussi' : 'lui aussi';
      return previous.sign === s
        ? `${g.capitalize(g.planet(p, 'the'))}, rétrograde ${also} ${g.sign(s, 'in')}${end}, vous ramène sur ce même secteur.`
        : `${g.capitalize(g.planet(p, 'the'))}, rétrograde ${g.sign(s, 'in')}${end}, vous ramène ${also} sur ce même secteur.`;
    }
    // Retrogrades follow one another in the planets' order, often two or three apart (Jupiter then
    // Uranus): three shapes, by the planet's rank, so that neighbouring lines rarely read alike.
    const shape = STATION_BODIES.indexOf(p) % 3;
    return shape === 0
      ? `${g.capitalize(g.planet(p, 'the'))}, rétrograde ${g.sign(s, 'in')}${end}, repasse par ${houseName(house)}.`
      : shape === 1
        ? `Rétrograde ${g.sign(s, 'in')}${end}, ${g.capitalize(g.planet(p, 'the'))} revisite ${houseName(house)}.`
        : `${g.capitalize(g.planet(p, 'the'))} poursuit sa rétrogradation ${g.sign(s, 'in')}${end}, à travers ${houseName(house)}.`;
  },

  aheadLead: 'Dans les semaines qui viennent, quelques rendez-vous du ciel méritent une place dans votre agenda.',
  // The first event names its whole date; the next ones say theirs from the one before (« Le
  // lendemain », « Quelques jours plus tard, le 20 »), so the weeks read as prose, not a calendar.
  // A date ahead is never governed by a past tense (core/coach/tense-check.ts).
  onDate: (d, title, { index, previous }) => {
    if (d.tense === 'past') return `${title} : c’était ${on(d)}.`;
    if (d.tense === 'now')
      return `Aujourd’hui${previous?.tense === 'now' ? ' encore' : ''}, ${eventClause(title, true)}.`;
    const what = eventClause(title, false);
    if (!previous || previous.tense === 'past') return `${g.capitalize(on(d))}, ${what}.`;
    const { head, date } = dateAfter(d, previous, index);
    return date ? `${head}, ${date}, ${what}.` : `${head}, ${what}.`;
  },
  // Several New and Full Moons can follow one another in the weeks ahead: the words turn with the house.
  inHouse: ({ phase, house }) =>
    phase === 'new'
      ? house.house % 2 === 0
        ? `Elle tombe dans ${houseName(house)} : un terrain où quelque chose de neuf peut germer.`
        : `Elle tombe dans ${houseName(house)} : une graine peut y être semée.`
      : house.house % 2 === 0
        ? `Elle tombe dans ${houseName(house)} : c’est là qu’une situation peut arriver à son point culminant.`
        : `Elle éclaire ${houseName(house)} : une situation peut y arriver à maturité.`,

  backdropLead:
    'Derrière le fil des jours, les planètes lentes plantent le décor de l’année pour votre signe ; leurs maisons se comptent à partir de celui-ci.',
  // Five planets follow one another, often two in one house: each has its own shape, and the house
  // is named either with its topic (« le secteur… ») or by number, its topic then the clause's subject.
  backdrop: ({ planet: p, sign: s, house, until }) => {
    const time = stay(until);
    const inSign = time ? `${g.sign(s, 'in')} ${time}` : g.sign(s, 'in');
    // The lead has said the houses are counted from the sign: five lines in a row say « votre
    // maison 10 », not five times « la maison 10 comptée depuis votre signe ».
    const counted = `votre maison ${house.house}`;
    const named = houseName({ ...house, solar: false });
    const topic = topicOf(house.house);
    switch (p) {
      case 'jupiter':
        return `Jupiter, ${inSign}, traverse ${named}, et y élargit l’horizon : c’est là que vous pouvez grandir le plus aisément tant qu’il y séjourne, et là aussi que guette la démesure.`;
      case 'saturn':
        return `${time ? `${g.capitalize(time)}, ` : ''}Saturne séjourne ${g.sign(s, 'in')}, dans ${counted}, où ${topic} réclament de la structure et de la patience ; ce qui s’y construit pas à pas a de bonnes chances de durer.`;
      case 'uranus':
        return `Avec Uranus ${inSign}, dans ${counted}, ${topic} échappent à la routine : l’imprévu s’y invite souvent, et certaines de ces surprises peuvent vous libérer.`;
      case 'neptune':
        return `Neptune, ${inSign}, voile de brume ${counted} : ${topic} s’y adoucissent et s’y brouillent à la fois ; l’idéal y prend son envol, et mieux vaut vérifier les faits plutôt deux fois qu’une.`;
      default:
        return `Pluton, ${inSign}, travaille en profondeur ${named} : ce qui s’y joue se transforme de fond en comble, lentement, à l’échelle des années bien plus que des jours.`;
    }
  },

  progressionsLead:
    'En toile de fond se poursuit une histoire plus lente : celle que raconte votre thème progressé, d’année en année.',
  progressedBrief: ({ sun, moon, moonPart, moonLeaves }) => {
    const part = moonPart === 'early' ? 'au début' : moonPart === 'middle' ? 'au milieu' : 'à la fin';
    const cards = 'la rubrique des progressions, plus bas, détaille ce que chacun vous demande';
    // Both lights in one sign: the sign is named once.
    return sun === moon
      ? `Votre Soleil progressé et votre Lune progressée se trouvent tous deux ${g.sign(sun, 'in')}, la Lune ${part} de sa traversée, qu’elle achèvera en ${g.month(moonLeaves)} ; ${cards}.`
      : `Votre Soleil progressé se trouve ${g.sign(sun, 'in')}, et votre Lune progressée ${part} de sa traversée ${g.sign(moon, 'of')}, qu’elle quittera en ${g.month(moonLeaves)} ; ${cards}.`;
  },

  ruler: (p, s, retrograde) =>
    retrograde
      ? `${g.capitalize(g.planet(p, 'the'))}, ${rulerWord(p)}, est rétrograde ${g.sign(s, 'in')} : aujourd’hui, vous gagnerez davantage à revoir votre copie qu’à presser le pas.`
      : `${g.capitalize(g.planet(p, 'the'))}, ${rulerWord(p)}, traverse ${g.sign(s, 'the')} : votre façon d’agir en prend aujourd’hui la couleur.`,

  closing: ({ theme, tone, hold, voidEnd, nextNewMoon, variant }) => {
    const t = themeOfTitle(theme);
    if (voidEnd)
      return `${g.capitalize(until(voidEnd))}, tenez-vous-en à la routine ; pour ce qui touche ${say(t, 'à')}, attendez que la Lune soit entrée dans le signe suivant.`;
    if (hold) {
      const next = nextNewMoon
        ? nextNewMoon.tense === 'now'
          ? ', et gardez les projets neufs pour la nouvelle lune, qui a lieu aujourd’hui même'
          : nextNewMoon.tense === 'past'
            ? `, et laissez mûrir ce qu’a mis en route la nouvelle lune, qui a eu lieu ${on(nextNewMoon)}`
            : `, et gardez les projets neufs pour la nouvelle lune du ${g.day(nextNewMoon.day, nextNewMoon.today)}`
        : '';
      return `Dans l’ensemble, la journée se prête mieux à terminer qu’à entreprendre : du côté ${say(t, 'de')}, menez à terme ce qui est en cours${next}.`;
    }
    const lines = CLOSING[tone];
    const line = lines[((variant % lines.length) + lines.length) % lines.length] as (
      t: Theme,
      house: boolean,
    ) => string;
    return line(t, pointOfTitle(theme) === undefined);
  },
  pushes: [
    'franchissez celle qui vous importe',
    'agissez selon ce qui vous semble juste',
    'commencez enfin ce que vous repoussez',
    'faire une demande, d’envoyer un message ou de vous lancer',
    'mettez-vous en avant',
    'allez vers les personnes',
    'envoyez ce message',
    'passez cet appel',
    'demandez un service',
    'attaquez d’abord',
    'demandez ce dont vous avez besoin',
  ],

  affirmation: {
    bright: [
      'J’accueille à cœur ouvert ce que cette journée m’offre.',
      'Je laisse briller ma lumière, et je la partage librement.',
      'Je dis oui à ce qui me fait grandir.',
    ],
    steady: [
      'J’avance à mon rythme, et mon rythme me suffit.',
      'Je prends soin de ce que j’ai, et tout grandit en son temps.',
      'Je mène une chose à bien, et ma journée est réussie.',
    ],
    demanding: [
      'Je m’accorde de la douceur, et je protège mon temps.',
      'J’affronte ce qui est difficile un pas après l’autre.',
      'Je n’ai pas à tout résoudre aujourd’hui.',
    ],
  },
  stone: {
    aries: 'héliotrope',
    taurus: 'émeraude',
    gemini: 'agate',
    cancer: 'pierre de lune',
    leo: 'rubis',
    virgo: 'saphir',
    libra: 'opale',
    scorpio: 'topaze',
    sagittarius: 'turquoise',
    capricorn: 'grenat',
    aquarius: 'améthyste',
    pisces: 'aigue-marine',
  },
  direction: { fire: 'est', water: 'nord', air: 'ouest', earth: 'sud' },
};
