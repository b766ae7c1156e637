/**
 * Ask Stella in French (decision 030; docs/i18n/glossary-fr.md). The reader is « vous », nothing agrees
 * with the reader's gender, the sky describes tendencies and never a certainty. Signs take « en »
 * without article for a position (« Vénus en Balance »), or « du / de la / des » after a degree
 * (« à 14°22′ de la Balance »); planets take no article, the Sun, the Moon and the angles do
 * (« le Soleil », « la Lune », « l’Ascendant », « le Milieu du Ciel »). Houses are « maison 7 ».
 * Templates are written with plain spaces before « : », « ; », « ! » and « ? »: `typo` turns them
 * into the no-break spaces of French typography, as core/horoscope/fr.ts does.
 */
import { GRAMMAR_FR } from '../../i18n/grammar/fr';
import type { AspectType } from '../../astro/aspects';
import type { PlanetId } from '../../astro/positions';
import { cap, en, typo } from '../../horoscope/fr';
import type { Element, Modality, SignId } from '../../zodiac';
import type { LifeTopic } from '../asking/types';
import type { AspectSlots, CoachPoint, CoachTexts, HouseSlots, NumerologyKind, PlacementSlots } from '../texts';

// ---------------------------------------------------------------------------------------------
// Names and their forms
// ---------------------------------------------------------------------------------------------

interface PointForms {
  /** As a label says it: 'Soleil', 'Vénus', 'Ascendant'. */
  readonly name: string;
  /** As a sentence says it: 'le Soleil', 'Vénus', 'l’Ascendant'. */
  readonly the: string;
  /** 'du Soleil', 'de Vénus', 'de l’Ascendant', 'd’Uranus'. */
  readonly of: string;
  /** 'au Soleil', 'à Vénus', 'à l’Ascendant'. */
  readonly to: string;
  readonly feminine: boolean;
}
const POINT: Readonly<Record<CoachPoint, PointForms>> = {
  sun: { name: 'Soleil', the: 'le Soleil', of: 'du Soleil', to: 'au Soleil', feminine: false },
  moon: { name: 'Lune', the: 'la Lune', of: 'de la Lune', to: 'à la Lune', feminine: true },
  mercury: { name: 'Mercure', the: 'Mercure', of: 'de Mercure', to: 'à Mercure', feminine: false },
  venus: { name: 'Vénus', the: 'Vénus', of: 'de Vénus', to: 'à Vénus', feminine: true },
  mars: { name: 'Mars', the: 'Mars', of: 'de Mars', to: 'à Mars', feminine: false },
  jupiter: { name: 'Jupiter', the: 'Jupiter', of: 'de Jupiter', to: 'à Jupiter', feminine: false },
  saturn: { name: 'Saturne', the: 'Saturne', of: 'de Saturne', to: 'à Saturne', feminine: false },
  uranus: { name: 'Uranus', the: 'Uranus', of: 'd’Uranus', to: 'à Uranus', feminine: false },
  neptune: { name: 'Neptune', the: 'Neptune', of: 'de Neptune', to: 'à Neptune', feminine: false },
  pluto: { name: 'Pluton', the: 'Pluton', of: 'de Pluton', to: 'à Pluton', feminine: false },
  ascendant: { name: 'Ascendant', the: 'l’Ascendant', of: 'de l’Ascendant', to: 'à l’Ascendant', feminine: false },
  midheaven: {
    name: 'Milieu du Ciel',
    the: 'le Milieu du Ciel',
    of: 'du Milieu du Ciel',
    to: 'au Milieu du Ciel',
    feminine: false,
  },
};
const the = (p: CoachPoint) => POINT[p].the;
const The = (p: CoachPoint) => cap(POINT[p].the);
/** 'Votre Soleil', 'Votre Vénus', 'Votre Ascendant': « votre » is the same for every gender. */
const Your = (p: CoachPoint) => `Votre ${POINT[p].name}`;
/** 'il' or 'elle' for the point. */
const pronoun = (p: CoachPoint) => (POINT[p].feminine ? 'elle' : 'il');
/** « Soleil natal », « Lune natale », « Ascendant natal ». */
const natal = (p: CoachPoint) => `${POINT[p].name} ${POINT[p].feminine ? 'natale' : 'natal'}`;
/** « Lune progressée », « Soleil progressé ». */
const progressed = (p: CoachPoint) => `${POINT[p].name} ${POINT[p].feminine ? 'progressée' : 'progressé'}`;

interface SignForms {
  readonly name: string;
  /** 'le Bélier', 'la Vierge', 'les Gémeaux' */
  readonly the: string;
  /** 'du Bélier', 'de la Vierge', 'des Gémeaux' */
  readonly of: string;
  readonly plural: boolean;
}
const SIGN: Readonly<Record<SignId, SignForms>> = {
  aries: { name: 'Bélier', the: 'le Bélier', of: 'du Bélier', plural: false },
  taurus: { name: 'Taureau', the: 'le Taureau', of: 'du Taureau', plural: false },
  gemini: { name: 'Gémeaux', the: 'les Gémeaux', of: 'des Gémeaux', plural: true },
  cancer: { name: 'Cancer', the: 'le Cancer', of: 'du Cancer', plural: false },
  leo: { name: 'Lion', the: 'le Lion', of: 'du Lion', plural: false },
  virgo: { name: 'Vierge', the: 'la Vierge', of: 'de la Vierge', plural: false },
  libra: { name: 'Balance', the: 'la Balance', of: 'de la Balance', plural: false },
  scorpio: { name: 'Scorpion', the: 'le Scorpion', of: 'du Scorpion', plural: false },
  sagittarius: { name: 'Sagittaire', the: 'le Sagittaire', of: 'du Sagittaire', plural: false },
  capricorn: { name: 'Capricorne', the: 'le Capricorne', of: 'du Capricorne', plural: false },
  aquarius: { name: 'Verseau', the: 'le Verseau', of: 'du Verseau', plural: false },
  pisces: { name: 'Poissons', the: 'les Poissons', of: 'des Poissons', plural: true },
};
const signName = (s: SignId) => SIGN[s].name;
const signOf = (s: SignId) => SIGN[s].of;

/** 14°22′: whole degrees and two-digit minutes, no space (glossary, section 7). */
const deg = (d: number, m: number) => `${d}°${String(m).padStart(2, '0')}′`;

/** Aspects as a verb followed by « avec » (glossary, section 5). */
const ASPECT_VERB: Readonly<Record<AspectType, string>> = {
  conjunction: 'est en conjonction avec',
  sextile: 'forme un sextile avec',
  square: 'forme un carré avec',
  trine: 'forme un trigone avec',
  opposition: 'est en opposition avec',
};
/** « sont en carré »: two points in aspect. */
const IN_ASPECT: Readonly<Record<AspectType, string>> = {
  conjunction: 'en conjonction',
  sextile: 'en sextile',
  square: 'en carré',
  trine: 'en trigone',
  opposition: 'en opposition',
};
/** Compact, for labels: « Vénus carré Saturne ». */
const ASPECT_NAME: Readonly<Record<AspectType, string>> = {
  conjunction: 'conjonction',
  sextile: 'sextile',
  square: 'carré',
  trine: 'trigone',
  opposition: 'opposition',
};
/** What the aspect does between the two, as a clause after « : ». */
const ASPECT_TONE: Readonly<Record<AspectType, string>> = {
  conjunction: 'leurs deux énergies agissent comme une seule',
  sextile: 'leurs énergies coopèrent dès que vous leur en donnez l’occasion',
  square: 'leurs besoins se frottent l’un à l’autre et vous poussent à agir',
  trine: 'leurs énergies circulent facilement de l’une à l’autre',
  opposition: 'leurs besoins se font face et demandent un équilibre',
};

const ELEMENT: Readonly<Record<Element, { the: string; label: string }>> = {
  fire: { the: 'le feu', label: 'Feu' },
  earth: { the: 'la terre', label: 'Terre' },
  air: { the: 'l’air', label: 'Air' },
  water: { the: 'l’eau', label: 'Eau' },
};
/** The modality as the adjective of « la modalité … ». */
const MODALITY: Readonly<Record<Modality, string>> = {
  cardinal: 'cardinale',
  fixed: 'fixe',
  mutable: 'mutable',
};

/** « Vénus », « le Soleil et Mars », « le Soleil, Mercure et Vénus ». */
const list = (points: readonly CoachPoint[]) => {
  const names = points.map(the);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} et ${names[names.length - 1]}`;
};

const NUMEROLOGY_NAME: Readonly<Record<NumerologyKind, string>> = {
  lifePath: 'chemin de vie',
  expression: 'nombre d’expression',
  soulUrge: 'nombre intime',
  personality: 'nombre de personnalité',
  birthDay: 'nombre du jour de naissance',
};

const all = (texts: readonly string[]) => texts.map(typo);
/** « … » with the narrow no-break spaces French typography puts inside. */
const quote = (s: string) => `«\u202f${s}\u202f»`;

/** A station is feminine: « la station directe », « la station rétrograde » (glossary, section 5). */
const STATION: Readonly<Record<'retrograde' | 'direct', string>> = { retrograde: 'rétrograde', direct: 'directe' };
/** Phases are lowercase in running text (« la pleine lune en Gémeaux »), capitalised only at a label's start. */
const PHASE: Readonly<Record<'new' | 'full', string>> = { new: 'nouvelle lune', full: 'pleine lune' };
/** The lunar cycle a New Moon opens and a Full Moon crowns, before « avec la nouvelle lune en … ». */
const CYCLE: Readonly<Record<'new' | 'full', { now: string; was: string; will: string }>> = {
  new: {
    now: 'Un nouveau cycle lunaire s’ouvre',
    was: 'Un nouveau cycle lunaire s’est ouvert',
    will: 'Un nouveau cycle lunaire s’ouvrira',
  },
  full: {
    now: 'Le cycle lunaire atteint son sommet',
    was: 'Le cycle lunaire a atteint son sommet',
    will: 'Le cycle lunaire atteindra son sommet',
  },
};
const MONTH = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;
/** « votre Soleil natal », « votre Soleil et votre Lune natals », « votre Lune et votre Vénus natales ». */
const yourNatal = (points: readonly CoachPoint[]) => {
  const names = points.map((p) => `votre ${POINT[p].name}`);
  const joined = names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} et ${names[names.length - 1]}`;
  const feminine = points.every((p) => POINT[p].feminine);
  return `${joined} ${feminine ? 'natale' : 'natal'}${points.length > 1 ? 's' : ''}`;
};

// ---------------------------------------------------------------------------------------------
// The lexicon's patterns
// ---------------------------------------------------------------------------------------------

const APOS = "[’']";
/** 14°22′, 14°, 14° 22', 14 degrés. */
const DEGREE = `\\d{1,2}(?:[,.]\\d+)?\\s*(?:°|degrés?)(?:\\s*\\d{1,2}\\s*(?:[′'’]|minutes?)?)?`;
/** « natal », « de votre thème »: what may follow the point's name. */
const QUALIFIER = `(?:\\s*\\))?(?:\\s+natale?|\\s+de\\s+votre\\s+thème(?:\\s+natal)?)?`;
const RETRO = `(?:\\s*,\\s*(?:alors\\s+|aussi\\s+)?rétrograde\\s*,?|\\s+rétrograde|\\s*\\(\\s*(?:rétrograde|R|℞)\\s*\\)|\\s*℞)?`;
const PARENTHESIS = `(?:\\s*\\(\\s*${DEGREE}\\s*\\))?`;
/** « lui », « elle »: « votre Soleil, lui, est en Lion ». */
const ASIDE = `(?:\\s*,\\s*(?:lui|elle)\\s*,)?`;
const ADVERB = `(?:aussi|également|donc|ici|bien|alors|justement|pour\\s+sa\\s+part|tous\\s+(?:les\\s+)?deux|toutes\\s+(?:les\\s+)?deux)`;
/** The verbs of a placement, with « qui » optionally before (never « entre », « traverse »: those are transits). */
const VERB =
  `(?:est|était|sont|se\\s+trouvent|se\\s+trouve|se\\s+trouvait|se\\s+situent|se\\s+situe|se\\s+situait|se\\s+place|se\\s+tient|siège|réside|habite|loge|demeure|occupe|figure|tombe|` +
  `(?:est\\s+|sont\\s+)?(?:placée?s?|située?s?|logée?s?|positionnée?s?|installée?s?))`;
const VERB_PHRASE = `(?:\\s*,?\\s+(?:qui\\s+)?(?:${ADVERB}\\s+)?${VERB}(?:\\s+${ADVERB})?)?`;
const AT_DEGREE = `(?:\\s*,?\\s+à\\s+${DEGREE}\\s*,?|\\s*,\\s*${DEGREE}\\s*,?|\\s+${DEGREE})?`;
const RETRO_AFTER = `(?:\\s*,?\\s+(?:et\\s+)?rétrograde\\s*,?)?`;
/** « en », « dans (le signe de) la », « du / de la / des » after a degree only, or nothing (« Ascendant Balance »). */
const PREPOSITION = `(?:(?:\\s*,)?\\s+(?:en|dans(?:\\s+le\\s+signe)?(?:\\s+(?:du|de\\s+la|des|de|le|la|les))?|au\\s+signe\\s+(?:du|de\\s+la|des)|est\\s+(?:le|la|les))|\\s*:)?`;
const OF_AFTER_DEGREE = `(?:(?<=[°′'’s])\\s+(?:du|de\\s+la|des|en))?`;
const placementSource = `^${QUALIFIER}${PARENTHESIS}${RETRO}${ASIDE}${VERB_PHRASE}${AT_DEGREE}${RETRO_AFTER}${OF_AFTER_DEGREE}${PREPOSITION}\\s*$`;

/** « en », « dans votre », « dans la », « occupe votre », « se trouve en »… before « maison 7 » or « septième maison ». */
const HOUSE_PREPOSITION = `(?:en|dans|dans\\s+(?:votre|la|sa)|dans\\s+le\\s+secteur\\s+de\\s+(?:votre|la)|(?:qui\\s+)?(?:occupe|habite)(?:\\s+(?:votre|la))?|en\\s+(?:votre|sa))`;
const houseGapSource =
  `^${QUALIFIER}${PARENTHESIS}${RETRO}${ASIDE}(?:\\s*,?\\s+(?:qui\\s+)?(?:${ADVERB}\\s+)?(?:est|était|se\\s+trouve|se\\s+trouvait|se\\s+situe|se\\s+tient|siège|réside|loge|demeure|(?:est\\s+)?(?:placée?|située?|logée?|positionnée?|installée?)))?` +
  `${AT_DEGREE}${RETRO_AFTER}(?:\\s*,?\\s+${HOUSE_PREPOSITION}|\\s*\\(|\\s*,)\\s*$`;

const ROMAN = 'xii|xi|x|ix|viii|vii|vi|v|iv|iii|ii|i';
const ORDINAL_WORDS = [
  ['première', 1],
  ['premiere', 1],
  ['deuxième', 2],
  ['deuxieme', 2],
  ['seconde', 2],
  ['troisième', 3],
  ['troisieme', 3],
  ['quatrième', 4],
  ['quatrieme', 4],
  ['cinquième', 5],
  ['cinquieme', 5],
  ['sixième', 6],
  ['sixieme', 6],
  ['septième', 7],
  ['septieme', 7],
  ['huitième', 8],
  ['huitieme', 8],
  ['neuvième', 9],
  ['neuvieme', 9],
  ['dixième', 10],
  ['dixieme', 10],
  ['onzième', 11],
  ['onzieme', 11],
  ['douzième', 12],
  ['douzieme', 12],
] as const;
const ROMAN_NUMBERS = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii'] as const;
const ORDINALS = ORDINAL_WORDS.map(([w]) => w).join('|');
/** 1re, 2e, 7ème, 7ᵉ, VIIe: what follows a number that is an ordinal. */
const SUFFIX = '(?:ème|eme|ère|ere|er|re|e|è|ᵉ)';
/**
 * « maison 7 », « Maison VII », « maison n° 7 », « 7e maison », « VIIe maison », « septième maison ».
 * One group, the number: the lookarounds keep « maison » and the suffix out of it.
 */
const HOUSE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:maisons?\\s+(?:n°\\s*)?(?=(?:\\d{1,2}|${ROMAN})(?![\\p{L}\\p{N}]))|(?=(?:(?:\\d{1,2}|${ROMAN})${SUFFIX}|${ORDINALS})\\s+maison))` +
    `(\\d{1,2}|${ROMAN}|${ORDINALS})(?:${SUFFIX}\\s+maisons?|\\s+maisons?)?(?![\\p{L}\\p{N}])`,
  'iu',
);

const SIGN_ALTERNATION = Object.values(SIGN)
  .map((s) => s.name)
  .concat(['Belier', 'Gemeaux'])
  .join('|');

// ---------------------------------------------------------------------------------------------
// A planned answer
// ---------------------------------------------------------------------------------------------

/**
 * A part of life as the reasons name it, where « les maisons qui régissent … » needs a noun that a house
 * can govern: « votre identité » for the self, « vos changements de domicile » for a move, « votre santé »
 * alone (« de votre santé et votre énergie » would drop the second « de »).
 */
const about = (area: string, topic: LifeTopic | null) =>
  topic === 'self'
    ? 'votre identité'
    : topic === 'move'
      ? 'vos changements de domicile'
      : topic === 'health'
        ? 'votre santé'
        : area;
/** The stressed pronoun of a point: « c’est vers lui », « c’est vers elle ». */
const stressed = (p: CoachPoint) => (POINT[p].feminine ? 'elle' : 'lui');
/** « qu’il », « qu’elle »: « c’est qu’il gouverne ». */
const que = (p: CoachPoint) => (POINT[p].feminine ? 'qu’elle' : 'qu’il');
/** « maître », « maîtresse » of a house. */
const master = (p: CoachPoint) => (POINT[p].feminine ? 'maîtresse' : 'maître');

/**
 * Every part of life starts with « votre » or « vos », so that any preposition takes it as it is
 * (« pour votre travail », « de vos finances », « à votre foyer »: never « de le », « à les »).
 * `when` is always an adverbial: « ce mois-ci », « en mars », « le 14 février », « demain ».
 */
const PLAN: CoachTexts['plan'] = {
  area: {
    love: 'votre vie amoureuse',
    money: 'vos finances',
    work: 'votre travail',
    home: 'votre logement',
    health: 'votre santé et votre énergie',
    family: 'votre famille',
    study: 'vos études',
    move: 'votre déménagement',
    creativity: 'votre créativité',
    spirituality: 'votre vie intérieure',
    self: 'votre rapport à vous-même',
  },
  areas: (a, b) => `${a} et ${b}`,
  period: {
    now: 'en ce moment',
    lately: 'ces derniers temps',
    week: 'cette semaine',
    nextWeek: 'la semaine prochaine',
    month: 'ce mois-ci',
    nextMonth: 'le mois prochain',
    year: 'au cours de l’année qui vient',
    nextYear: 'l’année prochaine',
    tomorrow: 'demain',
    dayAfterTomorrow: 'après-demain',
    when: 'au cours des mois qui viennent',
  },
  inMonth: (month) => `en ${MONTH[month - 1]}`,
  /** « le 14 février », and « le 1er mars » as French writes the first of the month. */
  onDate: (date) => `le ${date.replace(/^1(?=\s)/, '1er')}`,
  opener: {
    natal: [
      ({ area }) =>
        typo(
          area
            ? `Votre question porte sur ${area} : voyons d’abord ce qu’en dit votre thème de naissance.`
            : 'Voyons d’abord ce que dit votre thème de naissance.',
        ),
      ({ area }) =>
        typo(
          area
            ? `À propos de ${area}, je pars du ciel de votre naissance : c’est lui qui parle en premier.`
            : 'Je pars du ciel de votre naissance : c’est lui qui parle en premier.',
        ),
      ({ area }) =>
        typo(
          area
            ? `En ce qui concerne ${area}, une position de votre thème en dit plus long que toutes les autres.`
            : 'Une position de votre thème en dit plus long que toutes les autres.',
        ),
      ({ area }) =>
        typo(
          area
            ? `Pour comprendre ${area}, il faut partir de ce que vous portez depuis votre naissance.`
            : 'Avant toute chose, partons de ce que vous portez depuis votre naissance.',
        ),
      ({ area }) =>
        typo(
          area
            ? `Pour ${area}, votre thème natal a sa propre réponse, et elle est assez nette.`
            : 'Votre thème natal a sa propre réponse, et elle est assez nette.',
        ),
    ],
    timed: [
      ({ area, when }) =>
        typo(
          area
            ? `Pour ${area} ${when}, un élément de votre ciel compte plus que tous les autres.`
            : `${cap(when)}, un élément de votre ciel compte plus que tous les autres.`,
        ),
      ({ area, when }) =>
        typo(
          area
            ? `Vous m’interrogez sur ${area} ${when} : voici ce que le ciel met en jeu dans votre thème.`
            : `Voici ce que le ciel met en jeu dans votre thème ${when}.`,
        ),
      ({ area, when }) =>
        typo(
          area
            ? `Si l’on regarde ${area} ${when}, c’est un contact précis entre le ciel et votre thème qui ressort.`
            : `Si l’on regarde votre ciel ${when}, c’est un contact précis avec votre thème qui ressort.`,
        ),
      ({ area, when }) =>
        typo(
          area
            ? `J’ai mis votre thème en regard du ciel tel qu’il se présente ${when}, avec ${area} pour fil conducteur.`
            : `J’ai mis votre thème en regard du ciel tel qu’il se présente ${when}.`,
        ),
      ({ area, when }) =>
        typo(
          area
            ? `${cap(when)}, le ciel a quelque chose de précis à vous dire sur ${area}.`
            : `${cap(when)}, le ciel a quelque chose de précis à vous dire.`,
        ),
    ],
    when: [
      ({ area }) =>
        typo(
          area
            ? `Pour ${area}, tout est question de moment : voici le prochain créneau favorable que dessine votre ciel.`
            : 'Tout est question de moment : voici le prochain créneau favorable que dessine votre ciel.',
        ),
      ({ area }) =>
        typo(
          area
            ? `Le bon moment pour ${area} se lit aux dates où les planètes en mouvement rencontrent votre thème ; la prochaine mérite d’être notée.`
            : 'Le bon moment se lit aux dates où les planètes en mouvement rencontrent votre thème ; la prochaine mérite d’être notée.',
        ),
      ({ area }) =>
        typo(
          area
            ? `Concernant ${area}, la question n’est pas de savoir si, mais quand. Voici la première date qui joue en votre faveur.`
            : 'Voici la première date de votre ciel qui joue en votre faveur.',
        ),
      ({ area }) =>
        typo(
          area
            ? `J’ai parcouru les mois qui viennent à la recherche du meilleur moment pour ${area}.`
            : 'J’ai parcouru les mois qui viennent à la recherche du meilleur moment.',
        ),
      ({ area }) =>
        typo(
          area
            ? `Dans le calendrier de votre ciel, une date se détache pour ${area} : c’est elle qu’il vaut la peine d’entourer.`
            : 'Dans le calendrier de votre ciel, une date se détache : c’est elle qu’il vaut la peine d’entourer.',
        ),
    ],
  },
  // Tense-neutral, so that a reading fits « ces derniers temps » as well as « le mois prochain ».
  // Three angles per tone, each opening on the part of life in its own words.
  areaReading: {
    love: {
      easy: all([
        'En amour, un contact de ce genre rend la tendresse plus facile à montrer comme à recevoir.',
        'Côté cœur, la période est douce et ouverte : dire ce que vous ressentez vous coûte moins que d’habitude.',
        'Entre vous et ceux que vous aimez, les petites attentions pèsent plus lourd qu’à l’ordinaire : un message, un moment partagé suffisent à rapprocher.',
      ]),
      hard: all([
        'En amour, c’est une friction qui demande de la franchise plutôt qu’une solution rapide.',
        'Côté cœur, c’est la patience qui est mise à l’épreuve, bien plus que le lien lui-même.',
        'Dans votre vie amoureuse, ce qui n’a pas été dit a tendance à remonter : mieux vaut l’aborder calmement que le laisser s’envenimer.',
      ]),
      meeting: all([
        'En amour, cela marque un commencement : un sentiment, une personne ou une nouvelle façon d’aller vers l’autre.',
        'Côté cœur, quelque chose commence, même discrètement : un regard qui change, une envie qui se précise.',
        'Dans votre vie amoureuse, c’est un seuil, le genre de moment dont on se souvient plus tard comme d’un point de départ.',
      ]),
    },
    money: {
      easy: all([
        'Côté argent, les portes s’ouvrent un peu plus grand : un bon moment pour demander, négocier ou planifier.',
        'Pour vos finances, une demande bien préparée a de bonnes chances d’aboutir.',
        'Sur le plan matériel, les efforts fournis ont tendance à rapporter, et les comptes respirent un peu.',
      ]),
      hard: all([
        'Côté argent, mieux vaut regarder les chiffres de près avant de promettre quoi que ce soit.',
        'Pour vos finances, repoussez les engagements importants tant que les montants ne sont pas clairs.',
        'Sur le plan matériel, la prudence vous sert mieux que la vitesse : une réserve mise de côté vaut plus qu’un pari.',
      ]),
      meeting: all([
        'Côté argent, un nouveau chapitre s’ouvre dans ce que vous gagnez, dépensez ou estimez précieux.',
        'Pour vos finances, une nouvelle source de revenus ou une nouvelle habitude peut voir le jour.',
        'Sur le plan matériel, c’est l’occasion de remettre les compteurs à zéro et de revoir ce à quoi vous tenez vraiment.',
      ]),
    },
    work: {
      easy: all([
        'Dans votre travail, vos efforts trouvent un écho favorable : proposez, demandez, faites-vous connaître.',
        'Au travail, on vous écoute plus volontiers que d’habitude : défendez votre dossier.',
        'Sur le plan professionnel, une porte s’entrouvre : servez-vous-en pour la conversation que vous repoussez depuis un moment.',
      ]),
      hard: all([
        'Dans votre travail, la pression récompense la préparation plus que la vitesse.',
        'Au travail, attendez-vous à des résistances : les faits et la patience vous mèneront plus loin que le passage en force.',
        'Sur le plan professionnel, les structures sont mises à l’épreuve, les vôtres comme celles des autres ; on y voit ce qui tient vraiment.',
      ]),
      meeting: all([
        'Dans votre travail, quelque chose commence : une mission, un rôle, ou une nouvelle manière de faire ce que vous faites déjà.',
        'Au travail, une nouvelle responsabilité ou une nouvelle direction peut se dessiner.',
        'Sur le plan professionnel, c’est une ligne de départ bien plus qu’une ligne d’arrivée.',
      ]),
    },
    home: {
      easy: all([
        'Chez vous, les choses trouvent plus facilement leur place, et les arrangements tiennent mieux.',
        'Pour votre logement, la période se prête aux petits travaux, au rangement ou à l’accueil de vos proches.',
        'Sous votre toit, l’harmonie demande moins d’efforts que d’habitude.',
      ]),
      hard: all([
        'Chez vous, de vieilles tensions ou des réparations demandent votre attention avant de prendre de l’ampleur.',
        'Pour votre logement, quelque chose demande à être réparé, au sens propre ou entre les personnes qui y vivent.',
        'Sous votre toit, les frictions montrent surtout ce qui doit changer dans la vie commune.',
      ]),
      meeting: all([
        'Chez vous, un changement s’amorce : dans le lieu lui-même ou parmi ceux qui le partagent.',
        'Pour votre logement, une nouvelle organisation est en train de prendre forme.',
        'Sous votre toit, un nouveau départ devient possible, qu’il s’agisse d’un aménagement ou d’une autre façon de vivre ensemble.',
      ]),
    },
    health: {
      easy: all([
        'Pour votre corps et votre énergie, ce contact soutient les habitudes régulières plus que les coups de collier.',
        'Physiquement, vous récupérez bien : c’est une base solide sur laquelle construire.',
        'Votre énergie se gère plus facilement ; profitez-en pour installer un rythme qui vous ressemble.',
      ]),
      hard: all([
        'Pour votre corps et votre énergie, la fatigue se fait sentir plus vite que d’habitude : ménagez-vous.',
        'Physiquement, reposez-vous avant d’être à bout, pas après.',
        'Votre énergie peut fluctuer ; quelques limites simples, une pause à midi, moins d’écrans le soir, suffisent à la préserver.',
      ]),
      meeting: all([
        'Pour votre corps et votre énergie, c’est un bon point de départ pour une nouvelle routine.',
        'Physiquement, une habitude prise à cette période a de bonnes chances de durer.',
        'Votre énergie est prête à repartir sur de nouvelles bases : sommeil, alimentation ou mouvement, choisissez un seul point et tenez-le.',
      ]),
    },
    family: {
      easy: all([
        'En famille, les conversations qui s’étaient enlisées peuvent reprendre.',
        'Avec vos proches, la bienveillance vient plus naturellement : le climat se prête à renouer.',
        'Les liens familiaux paraissent plus légers : un repas, un appel, et bien des choses se dénouent.',
      ]),
      hard: all([
        'En famille, les attentes peuvent se heurter ; la patience fera plus que les arguments.',
        'Avec vos proches, les vieux rôles peuvent devenir pesants ; dites calmement ce dont vous avez besoin.',
        'Les liens familiaux sont mis à l’épreuve, ce qui est aussi l’occasion de les remettre à plat.',
      ]),
      meeting: all([
        'En famille, un nouveau rôle ou un nouveau lien commence à prendre forme.',
        'Avec vos proches, quelque chose change dans la répartition des rôles.',
        'Les liens familiaux prennent une autre forme : une arrivée, un départ, ou simplement une autre façon d’être ensemble.',
      ]),
    },
    study: {
      easy: all([
        'Pour vos études, la concentration vient plus facilement et ce que vous apprenez a tendance à rester.',
        'Pour apprendre, la période est réceptive : lisez, posez des questions, prenez des notes.',
        'Votre esprit assimile bien les matières nouvelles ; attaquez-vous à ce qui vous paraissait difficile.',
      ]),
      hard: all([
        'Pour vos études, le travail avance plus péniblement : la méthode vaut mieux que le bachotage.',
        'Pour apprendre, attendez-vous à peiner un peu avant que tout s’éclaire.',
        'Votre esprit a besoin de structure plus que d’heures : un plan de révision clair vaut mieux que des nuits blanches.',
      ]),
      meeting: all([
        'Pour vos études, c’est un moment naturel pour commencer une formation ou une nouvelle matière.',
        'Pour apprendre, un nouveau domaine, ou quelqu’un pour vous l’enseigner, peut se présenter.',
        'Votre esprit est prêt à s’attaquer à quelque chose de neuf : une inscription, un sujet de recherche, une langue.',
      ]),
    },
    move: {
      easy: all([
        'Pour un déménagement, les projets ont tendance à se dérouler sans accroc.',
        'Si vous envisagez de déménager, le côté pratique se met en place plus facilement : visites, dossiers, cartons.',
        'Un changement de lieu reçoit ici un coup de pouce : les démarches avancent et les occasions se présentent plus volontiers.',
      ]),
      hard: all([
        'Pour un déménagement, attendez-vous à des retards et gardez de la marge dans le calendrier.',
        'Si vous envisagez de déménager, vérifiez deux fois les détails : bail, dates, état des lieux.',
        'Un changement de lieu se heurte à des obstacles qu’il vaut mieux résoudre que forcer.',
      ]),
      meeting: all([
        'Pour un déménagement, l’idée d’un nouveau lieu prend une forme plus concrète.',
        'Si vous envisagez de déménager, la décision commence à mûrir.',
        'Un changement de lieu devient une possibilité réelle plutôt qu’une simple envie.',
      ]),
    },
    creativity: {
      easy: all([
        'Côté création, les idées circulent et les partager vient tout naturellement.',
        'En matière de création, la période est généreuse : faites, montrez, jouez.',
        'Ce que vous créez vient avec moins d’effort ; n’attendez pas que ce soit parfait pour le montrer.',
      ]),
      hard: all([
        'Côté création, la résistance fait partie du travail : continuez.',
        'En matière de création, le blocage que vous ressentez signale souvent qu’il faut changer de manière de faire.',
        'Ce que vous créez demande plus de discipline que d’inspiration : une heure régulière vaut mieux qu’une nuit de grâce.',
      ]),
      meeting: all([
        'Côté création, un nouveau projet ne demande qu’à naître.',
        'En matière de création, une graine est semée : elle n’a besoin que de temps.',
        'Une idée nouvelle peut prendre racine, à condition de lui faire de la place dans vos journées.',
      ]),
    },
    spirituality: {
      easy: all([
        'Pour votre vie intérieure, les moments de calme vous apportent davantage que d’habitude.',
        'Sur le plan spirituel, la période est claire et apaisée.',
        'La réflexion vient sans forcer ; un carnet, une marche ou quelques minutes de silence suffisent à la recueillir.',
      ]),
      hard: all([
        'Pour votre vie intérieure, des doutes remontent à la surface, et c’est pour mieux les regarder en face.',
        'Sur le plan spirituel, d’anciennes certitudes peuvent vaciller, et ce n’est pas une mauvaise chose.',
        'La réflexion demande plus d’efforts, mais elle gagne en honnêteté.',
      ]),
      meeting: all([
        'Pour votre vie intérieure, une nouvelle pratique ou une nouvelle question s’installe.',
        'Sur le plan spirituel, une étape nouvelle commence, même si elle ne se voit pas encore.',
        'Quelque chose change dans la manière dont vous donnez du sens à ce que vous vivez.',
      ]),
    },
    self: {
      easy: all([
        'Pour vous, c’est comme une bouffée d’air : de la place pour être davantage vous-même.',
        'Sur le plan personnel, il devient plus simple de vous montrer sans masque.',
        'Vous avez toutes les chances de vous sentir davantage en accord avec vous-même.',
      ]),
      hard: all([
        'Pour vous, cela peut ressembler à de l’agitation : une énergie qui cherche une direction.',
        'Sur le plan personnel, la tension que vous ressentez vous pousse à grandir.',
        'Vous pouvez vous sentir en décalage avec vous-même : donnez une direction à ce malaise plutôt que de le combattre.',
      ]),
      meeting: all([
        'Pour vous, c’est un nouveau départ dans la manière dont vous vous voyez.',
        'Sur le plan personnel, une page se tourne et une autre s’ouvre.',
        'Quelque chose en vous est prêt à recommencer autrement.',
      ]),
    },
  },
  // No sign and no house number: « l’une des maisons », never « votre maison 7 ». The placement that
  // follows usually opens on the point (« Votre Vénus se trouve… », « Dans votre thème, Vénus… »), so
  // these open otherwise. They say nothing of a contact: a natal answer has none.
  why: {
    ruler: [
      ({ point, area, topic }) =>
        typo(
          `Ce qui touche ${the(point)} atteint aussi ${about(area, topic)} : chez vous, ${pronoun(point)} est ${master(point)} d’une des maisons de ce domaine.`,
        ),
      ({ point, area, topic }) =>
        typo(
          `Si ${the(point)} compte ici, c’est ${que(point)} gouverne chez vous une maison liée à ${about(area, topic)}.`,
        ),
      ({ point, area, topic }) =>
        typo(
          `Le lien avec ${about(area, topic)} passe par ${the(point)}, ${master(point)} chez vous de l’une des maisons qui s’y rapportent.`,
        ),
    ],
    placed: [
      ({ point, area, topic }) =>
        typo(
          `C’est dans l’une des maisons qui régissent ${about(area, topic)} que se trouve votre ${POINT[point].name} : voilà pourquoi cela se joue sur ce terrain.`,
        ),
      ({ point, area, topic }) =>
        typo(
          `Cela concerne ${about(area, topic)} parce que votre ${POINT[point].name} occupe l’une des maisons qui s’y rapportent.`,
        ),
      ({ point, area, topic }) =>
        typo(
          `Par sa position, votre ${POINT[point].name} est ${POINT[point].feminine ? 'liée' : 'lié'} de près à ${about(area, topic)} : ${pronoun(point)} est ${POINT[point].feminine ? 'logée' : 'logé'} dans l’une des maisons qui en parlent.`,
        ),
    ],
    significator: [
      ({ point, area, topic }) =>
        typo(
          `Les astrologues lisent ${about(area, topic)} à travers ${the(point)} : c’est vers ${stressed(point)} qu’il faut regarder en premier.`,
        ),
      ({ point, area, topic }) =>
        typo(
          `Pour parler de ${about(area, topic)}, l’astrologie regarde d’abord ${the(point)}, dans votre thème comme dans tous les autres.`,
        ),
      ({ point, area, topic }) =>
        typo(
          `Quel que soit le thème, ${the(point)} fait partie des points qui parlent de ${about(area, topic)}, et le vôtre ne fait pas exception.`,
        ),
    ],
  },
  unknownTime: [
    ({ area, topic }) =>
      typo(
        `Sans votre heure de naissance, je ne peux pas situer les maisons qui gouvernent ${about(area, topic)} ; je m’appuie donc sur les planètes, qui se lisent quelle que soit l’heure.`,
      ),
    ({ area, topic }) =>
      typo(
        `Votre heure de naissance montrerait quelles maisons régissent ${about(area, topic)} ; en attendant, ce sont les planètes et leurs contacts que je peux lire.`,
      ),
    ({ area, topic }) =>
      typo(
        `Tant que l’heure de naissance manque, les maisons qui concernent ${about(area, topic)} restent hors de portée ; les planètes, elles, se lisent sans elle.`,
      ),
  ],
  // Whole sentences: the statements that follow start with a capital, which a French colon would not allow.
  because: all([
    'Voici pourquoi cela résonne ainsi chez vous.',
    'Ce qui rend cela si personnel se trouve dans votre propre thème.',
    'Si cela vous concerne de près, votre thème natal l’explique.',
    'Dans votre propre thème, voici ce que ce contact vient toucher.',
    'C’est sur ces positions de votre thème que cela agit.',
    'Votre thème natal donne à cela sa couleur particulière.',
  ]),
  closing: {
    natal: all([
      'Une position décrit une manière d’être, pas un verdict : à vous de décider ce que vous en faites.',
      'Repérez ce qui vous ressemble dans ce portrait, et ce que vous avez déjà dépassé.',
      'Si un point sonne particulièrement juste, interrogez-moi dessus : nous pourrons aller plus loin.',
      'Voyez ce portrait comme un point de départ pour mieux vous connaître, pas comme le dernier mot.',
      'Votre thème donne le ton ; la manière de jouer la partition vous appartient.',
      'Gardez ce qui vous parle et laissez le reste : personne ne connaît votre vie mieux que vous.',
      'Un thème ne change pas, mais la façon dont vous l’habitez évolue avec les années.',
    ]),
    // One day (today, these few days, tomorrow, a named date): nothing about the days before or the weeks after,
    // and nothing that only fits today or only a day ahead.
    day: all([
      'Une seule journée ne décide pas de tout : voyez-y une indication, pas un verdict.',
      'Choisissez une seule priorité pour la journée et donnez-lui le meilleur de votre attention.',
      'Fiez-vous aussi à votre ressenti sur le moment : il en dit autant que le ciel.',
      'Si les choses coincent, ce n’est pas un échec : ralentissez plutôt que de forcer.',
      'Préparez ce qui peut l’être, puis laissez de la place à l’imprévu.',
      'Un geste simple suffit souvent : un appel passé, une tâche bouclée, un moment de calme pris pour vous.',
      'Le soir venu, prenez une minute pour noter ce qui s’est réellement passé : c’est ainsi que l’on apprend à lire son propre ciel.',
      'Gardez les décisions lourdes pour un moment où vous vous sentez au clair, et allégez le reste du programme.',
    ]),
    lately: all([
      'Savoir d’où vient un ressenti ne le fait pas disparaître, mais le rend plus facile à porter.',
      'Ce que vous traversez s’inscrit dans votre ciel, et le ciel bouge : cette configuration passera, elle aussi.',
      'Vous n’avez rien inventé : ce que vous avez ressenti ces dernières semaines était bien réel, et il est juste de vous le reconnaître.',
      'Voir le mouvement d’ensemble, c’est déjà reprendre un peu la main ; reste à décider quoi faire de cette énergie.',
      'Ces contacts passent ; ce que vous apprenez pendant qu’ils durent, en revanche, a tendance à rester.',
      'Si ce ressenti est toujours là dans quelques semaines, reposez-moi la question : je regarderai ce qui a changé.',
      'Avec ce repère, les dernières semaines se relisent souvent avec un peu plus d’indulgence envers soi.',
    ]),
    timed: all([
      'Les dates montrent de quel côté penche le ciel ; ce que vous faites de ces journées reste entre vos mains.',
      'Le plus parlant reste votre propre expérience : observez ce qui bouge concrètement autour de ces dates.',
      'Un climat se traverse plus sereinement quand on le reconnaît : prenez-le comme un repère, pas comme une échéance.',
      'Profitez des jours qui précèdent pour vous préparer, et du jour exact pour agir ou pour écouter.',
      'Un contact est plus fort autour de son jour exact et s’estompe ensuite : placez vos rendez-vous importants en conséquence.',
      'Voyez-y une météo plutôt qu’un destin : elle vous dit quoi emporter, pas où aller.',
      'Reposez-moi la question à l’approche de la date : je vous dirai comment les choses se présentent alors.',
      'Ce qui compte n’est pas la date elle-même, mais ce que vous choisissez d’y mettre.',
    ]),
    when: all([
      'Un bon créneau aide, il ne décide pas à votre place : organisez-vous autour, et gardez un œil sur les jours qui l’entourent.',
      'Notez la date, préparez le terrain dans les semaines qui précèdent, et laissez ce créneau faire le reste.',
      'Si cette date ne vous convient pas, demandez-moi un autre mois : je regarderai à nouveau.',
      'Les créneaux reviennent : si celui-ci vous échappe, il y en aura d’autres, et je peux les trouver.',
      'Servez-vous du temps qui vous en sépare pour que tout soit en place le moment venu.',
      'Le bon moment est un allié, pas un ordre : lancez-vous quand vous le sentez, idéalement près de cette date.',
      'Une date favorable ne remplace pas l’envie : elle porte un projet qui vous tient à cœur, elle n’en crée pas un.',
    ]),
  },
  noFit: [
    ({ area, when }) =>
      typo(
        `${when ? `${cap(when)}, je` : 'Je'} ne vois rien dans votre ${when ? 'ciel' : 'thème'} qui parle clairement de ${area ?? 'ce sujet'}, et je préfère vous le dire plutôt que de forcer l’interprétation.`,
      ),
    ({ area, when }) =>
      typo(
        `Rien dans votre thème${when ? ` ni dans votre ciel ${when}` : ''} ne se rapporte clairement à ${area ?? 'votre question'} : je préfère ne pas forcer le lien.`,
      ),
    ({ area, when }) =>
      typo(
        `Honnêtement, pour ${area ?? 'ce point'}, votre ${when ? `ciel reste muet ${when}` : 'thème reste muet'} : aucun contact ne s’y rapporte vraiment.`,
      ),
    ({ area, when }) =>
      typo(
        `J’ai cherché dans votre ${when ? `ciel ${when}` : 'thème'} un contact qui concerne ${area ?? 'votre question'}, sans en trouver d’assez net pour fonder une réponse.`,
      ),
    ({ area, when }) =>
      typo(
        `Pour ${area ?? 'cette question'}${when ? ` ${when}` : ''}, votre thème ne m’offre aucune prise solide : mieux vaut le reconnaître que d’inventer.`,
      ),
  ],
  clarify: all([
    'Pouvez-vous m’en dire un peu plus : avez-vous en tête une décision, une date ou une personne ?',
    'Qu’est-ce qui vous aiderait le plus : un mois précis, ou un domaine précis de votre vie ?',
    'Y a-t-il une situation précise derrière votre question ? Si vous me la décrivez, je regarderai la partie de votre thème qui la concerne.',
    'Voulez-vous me demander une date précise, ou bien une relation ou un projet en particulier ?',
    'Qu’est-ce qui a motivé votre question ? Avec un peu de contexte, je saurai où regarder.',
    'Votre question touche-t-elle plutôt votre travail, vos proches ou votre vie intérieure ? Cela m’aiderait à viser la bonne partie de votre thème.',
  ]),
};

// ---------------------------------------------------------------------------------------------
// The texts
// ---------------------------------------------------------------------------------------------

export const COACH_FR: CoachTexts = {
  grammar: GRAMMAR_FR,
  lexicon: {
    point: {
      sun: ['Soleil'],
      moon: ['Lune'],
      mercury: ['Mercure'],
      venus: ['Vénus', 'Venus'],
      mars: ['Mars'],
      jupiter: ['Jupiter'],
      saturn: ['Saturne'],
      uranus: ['Uranus'],
      neptune: ['Neptune'],
      pluto: ['Pluton'],
      ascendant: ['Ascendant', 'signe ascendant', 'Asc'],
      midheaven: ['Milieu du Ciel', 'Milieu-du-Ciel', 'MC', 'Medium Coeli', 'Medium Cœli', 'Mi-Ciel', 'milieu de ciel'],
    },
    sign: {
      aries: ['Bélier', 'Belier'],
      taurus: ['Taureau', 'taurin', 'taurine', 'taurins', 'taurines'],
      gemini: ['Gémeaux', 'Gemeaux', 'Gémeau', 'Gemeau'],
      cancer: ['Cancer', 'cancérien', 'cancérienne', 'cancériens', 'cancériennes'],
      leo: ['Lion', 'léonin', 'léonine', 'léonins', 'léonines'],
      virgo: ['Vierge'],
      libra: ['Balance'],
      scorpio: ['Scorpion'],
      sagittarius: ['Sagittaire', 'sagittarien', 'sagittarienne'],
      capricorn: ['Capricorne', 'capricornien', 'capricornienne'],
      aquarius: ['Verseau'],
      pisces: ['Poissons', 'Poisson'],
    },
    aspect: {
      conjunction: [
        'conjonction',
        'conjonctions',
        'conjoint à',
        'conjointe à',
        'conjoint au',
        'conjointe au',
        'conjoints',
        'conjointes',
        'se conjugue à',
      ],
      sextile: ['sextile', 'sextiles'],
      square: ['carré', 'carrés', 'quadrature', 'quadratures', 'au carré de'],
      trine: ['trigone', 'trigones'],
      opposition: [
        'opposition',
        'oppositions',
        'opposé à',
        'opposée à',
        'opposé au',
        'opposée au',
        's’oppose à',
        "s'oppose à",
        's’oppose au',
        "s'oppose au",
        's’opposent',
        "s'opposent",
      ],
    },
    house: HOUSE,
    houseNumber: {
      ...Object.fromEntries(ORDINAL_WORDS),
      ...Object.fromEntries(ROMAN_NUMBERS.map((r, i) => [r, i + 1])),
    },
    placementGap: new RegExp(placementSource, 'iu'),
    reverseGap: /^(?!)$/,
    houseGap: new RegExp(houseGapSource, 'iu'),
    risingAfterSign: new RegExp(
      `^(?:\\s+à\\s+l${APOS}\\s*ascendant|\\s+ascendant(?!\\s*(?:,\\s*)?(?:en\\s+)?(?:${SIGN_ALTERNATION})(?![\\p{L}])))(?![\\p{L}])`,
      'iu',
    ),
    wordBoundaries: true,
  },

  intents: {
    love: [
      'amour',
      'amoureu',
      'aimer',
      'aime',
      'couple',
      'relation amoureuse',
      'relations amoureuses',
      'partenaire',
      'conjoint',
      'mari',
      'épou',
      'epou',
      'copain',
      'copine',
      'petit ami',
      'petite amie',
      'âme sœur',
      'ame soeur',
      'âme soeur',
      'rencontre',
      'célibat',
      'celibat',
      'célibataire',
      'celibataire',
      'séduction',
      'seduction',
      'sentiment',
      'cœur',
      'coeur',
      'romance',
      'romantique',
      'mariage',
      'marier',
      'rupture',
      'flirt',
      'jalou',
      'fiançailles',
      'fiancailles',
      'attirance',
      'mon ex',
    ],
    career: [
      'travail',
      'travailler',
      'boulot',
      'job',
      'emploi',
      'carrière',
      'carriere',
      'métier',
      'metier',
      'profession',
      'vocation',
      'entreprise',
      'patron',
      'chef',
      'collègue',
      'collegue',
      'promotion',
      'salaire',
      'embauche',
      'entretien',
      'recrutement',
      'démission',
      'demission',
      'démissionner',
      'licenci',
      'reconversion',
      'études',
      'etudes',
      'diplôme',
      'diplome',
      'ambition',
      'réussite',
      'reussite',
      'réussir',
      'reussir',
      'poste',
      'télétravail',
      'business',
      'freelance',
      'indépendant',
    ],
    wellbeing: [
      'stress',
      'anxi',
      'angoiss',
      'fatigue',
      'fatigué',
      'épuis',
      'epuis',
      'burn-out',
      'burnout',
      'énergie',
      'energie',
      'sommeil',
      'dormir',
      'humeur',
      'émotion',
      'emotion',
      'moral',
      'bien-être',
      'bien être',
      'bien etre',
      'équilibre',
      'equilibre',
      'confiance en moi',
      'estime de soi',
      'calme',
      'sérénité',
      'serenite',
      'détente',
      'detente',
      'repos',
      'méditation',
      'meditation',
      'déprim',
      'deprim',
      'tristesse',
      'triste',
      'solitude',
      'motivation',
      'paix intérieure',
      'aller mieux',
    ],
    timing: [
      'quand',
      'bientôt',
      'bientot',
      'cette semaine',
      'ce mois',
      'cette année',
      'cette annee',
      'l’année prochaine',
      "l'année prochaine",
      "l'annee prochaine",
      'aujourd’hui',
      "aujourd'hui",
      'aujourdhui',
      'demain',
      'maintenant',
      'en ce moment',
      'actuellement',
      'prochain',
      'prochaine',
      'période',
      'periode',
      'moment',
      'quelle date',
      'bon moment',
      'transit',
      'avenir',
      'futur',
      'à venir',
      'a venir',
      'les mois qui viennent',
      'calendrier',
      'timing',
      'délai',
      'delai',
      'combien de temps',
      'rétrograde',
      'retrograde',
    ],
    numerology: [
      'numérolog',
      'numerolog',
      'chemin de vie',
      'nombre d’expression',
      "nombre d'expression",
      'nombre intime',
      'nombre de l’âme',
      "nombre de l'âme",
      "nombre de l'ame",
      'nombre de personnalité',
      'nombre de personnalite',
      'nombre de réalisation',
      'nombre de realisation',
      'nombre du jour',
      'nombre maître',
      'nombre maitre',
      'nombres maîtres',
      'maître nombre',
      'mon nombre',
      'mes nombres',
      'mon chiffre',
      'mes chiffres',
      'chiffre de naissance',
      'vibration',
      'pythagor',
    ],
    meta: [
      'qui es-tu',
      'qui es tu',
      'qui êtes-vous',
      'qui etes-vous',
      'qui etes vous',
      'tu es qui',
      'vous êtes qui',
      'qui est stella',
      'c’est quoi stella',
      "c'est quoi stella",
      'es-tu une ia',
      'êtes-vous une ia',
      'etes-vous une ia',
      'une ia',
      'intelligence artificielle',
      'robot',
      'chatbot',
      'comment fonctionne',
      'comment tu fonctionnes',
      'comment vous fonctionnez',
      'comment ça marche',
      'comment ca marche',
      'd’où viennent',
      "d'où viennent",
      "d'ou viennent",
      'tes sources',
      'vos sources',
      'algorithme',
      'es-tu humain',
      'êtes-vous humain',
      'vraie personne',
      'vrai astrologue',
      'vraie astrologue',
      'comment savez-vous',
      'comment sais-tu',
      'fiable',
      'modèle de langage',
    ],
    greeting: [
      'bonjour',
      'bonsoir',
      'salut',
      'coucou',
      'hello',
      'hey',
      'bjr',
      'bsr',
      'slt',
      'bonne journée',
      'bonne journee',
      'bonne soirée',
      'bonne soiree',
      'enchanté',
      'enchante',
      'ravi de vous',
      'ravie de vous',
      'quoi de neuf',
      'comment allez-vous',
      'comment vas-tu',
      'ça va',
      'ca va',
    ],
    offTopic: [
      'recette',
      'cuisine',
      'cuisiner',
      'code',
      'coder',
      'programmation',
      'programmer',
      'javascript',
      'python',
      'devoirs',
      'exercice de maths',
      'maths',
      'équation',
      'equation',
      'traduis',
      'traduire',
      'traduction',
      'météo',
      'meteo',
      'résultat du match',
      'match de foot',
      'score',
      'football',
      'foot',
      'politique',
      'élection',
      'election',
      'actualité',
      'actualite',
      'film',
      'jeu vidéo',
      'jeux vidéo',
      'jeu video',
      'paroles de',
      'capitale de',
      'dissertation',
      'rédige',
      'redige',
      'blague',
      'horoscope chinois',
    ],
    aspect: [
      'aspect',
      'orbe',
      'angle entre',
      'entre mes planètes',
      'entre mes planetes',
      'interagi',
      'interaction',
      'tension entre',
      'harmonie entre',
      'lien entre',
      'dialogue entre',
      'relient',
      'configuration',
      'grand trigone',
      'carré en t',
      'stellium',
      'aspects tendus',
      'aspects harmonieux',
    ],
    sensitive: {
      health: [
        'migraine',
        'mal de tête',
        'mal de tete',
        'mal au dos',
        'mal au ventre',
        'santé',
        'sante',
        'maladie',
        'malade',
        'diagnostic',
        'symptôme',
        'symptome',
        'médecin',
        'medecin',
        'docteur',
        'traitement',
        'médicament',
        'medicament',
        'hôpital',
        'hopital',
        'opération chirurgicale',
        'chirurgie',
        'douleur',
        'guérir',
        'guerir',
        'guérison',
        'guerison',
        'tumeur',
        'soigner',
        'analyses',
        'handicap',
      ],
      death: [
        'mort',
        'mourir',
        'mourrai',
        'mourra',
        'meurt',
        'décès',
        'deces',
        'décéd',
        'deced',
        'fin de vie',
        'espérance de vie',
        'esperance de vie',
        'deuil',
        'funérailles',
        'funerailles',
        'enterrement',
        'veuf',
        'veuve',
        'combien de temps à vivre',
        'combien de temps a vivre',
      ],
      pregnancy: [
        'enceinte',
        'grossesse',
        'bébé',
        'bebe',
        'avoir un enfant',
        'avoir des enfants',
        'fertilité',
        'fertilite',
        'infertil',
        'stérilit',
        'sterilit',
        'fiv',
        'pma',
        'concevoir un enfant',
        'conception d’un enfant',
        'accouchement',
        'accoucher',
        'fausse couche',
        'fausse-couche',
        'ovulation',
      ],
      money: [
        'argent',
        'investir',
        'investissement',
        'placement financier',
        'bourse',
        'actions en bourse',
        'crypto',
        'bitcoin',
        'loterie',
        'loto',
        'euromillions',
        'dette',
        'crédit',
        'credit',
        'emprunt',
        'fortune',
        'richesse',
        'devenir riche',
        'faillite',
        'impôt',
        'impot',
        'financ',
        'patrimoine',
        'immobilier',
        'salaire',
      ],
      legal: [
        'procès',
        'proces',
        'tribunal',
        'avocat',
        'avocate',
        'plainte',
        'justice',
        'juge aux affaires',
        'audience',
        'divorce',
        'garde des enfants',
        'litige',
        'contentieux',
        'prud’hommes',
        "prud'hommes",
        'prudhommes',
        'condamn',
        'amende',
        'contrat',
        'titre de séjour',
        'titre de sejour',
        'expulsion',
        'héritage',
        'heritage',
        'succession',
        'testament',
      ],
    },
  },

  crisis: {
    triggers: [
      'suicid',
      'me suicider',
      'me tuer',
      'veux en finir',
      'vais en finir',
      'envie d’en finir',
      "envie d'en finir",
      'mettre fin à mes jours',
      'mettre fin a mes jours',
      'mettre fin à ma vie',
      'mettre fin a ma vie',
      'mettre un terme à ma vie',
      'envie de mourir',
      'veux mourir',
      'voudrais mourir',
      'préférerais mourir',
      'prefererais mourir',
      'plus envie de vivre',
      'pas envie de vivre',
      'veux plus vivre',
      'veux pas vivre',
      'marre de vivre',
      'fatigué de vivre',
      'fatiguée de vivre',
      'fatigue de vivre',
      'lassé de vivre',
      'lassée de vivre',
      'plus la force de vivre',
      'à quoi bon vivre',
      'a quoi bon vivre',
      'ne plus me réveiller',
      'ne plus me reveiller',
      'me faire du mal',
      'automutil',
      'auto-mutil',
      'scarif',
      'me couper les veines',
      'me couper les poignets',
      'm’ouvrir les veines',
      "m'ouvrir les veines",
      'me taillader',
      'me pendre',
      'pendaison',
      'me jeter sous',
      'me jeter du',
      'me jeter par',
      'sauter du pont',
      'sauter d’un pont',
      "sauter d'un pont",
      'sauter par la fenêtre',
      'me foutre en l’air',
      "me foutre en l'air",
      'envie de crever',
      'veux crever',
      'veux disparaître',
      'veux disparaitre',
      'envie de disparaître',
      'envie de disparaitre',
      'mieux sans moi',
      'idées noires',
      'idees noires',
      'overdose',
      'avaler tous mes médicaments',
      'avaler mes cachets',
      'plus de raison de vivre',
      'ne plus être là',
      'ne plus etre là',
      'ne plus etre la',
      'plus exister',
      'mettre fin à tout',
      'mettre fin a tout',
      'aucune raison de vivre',
    ],
    reply: typo(
      [
        'Ce que vous traversez a l’air très lourd, et merci de me l’avoir écrit. Vous n’avez pas à porter cela en solitaire : vous méritez du soutien, tout de suite, de la part d’une vraie personne.',
        'Si vous le pouvez, appelez maintenant quelqu’un en qui vous avez confiance, ou l’une de ces lignes d’écoute, gratuites et confidentielles :\n- France : 3114, le numéro national de prévention du suicide, jour et nuit\n- Belgique : Centre de Prévention du Suicide, 0800 32 123\n- Suisse : La Main Tendue, 143\n- Canada : 988, par appel ou par texto\n- Ailleurs : https://findahelpline.com donne la ligne d’écoute de votre pays.',
        'Si vous êtes en danger immédiat, appelez les urgences : le 112 en Europe, le 911 au Canada.',
        'Je reste là si vous voulez continuer à écrire, mais parlez aussi à quelqu’un aujourd’hui. Votre vie compte.',
      ].join('\n\n'),
    ),
  },

  writing: {
    opener: {
      love: all([
        'Parlons du cœur : voici ce que votre thème dit de votre façon d’aimer et de recevoir l’amour.',
        'Pour les questions d’amour, je regarde d’abord Vénus et la Lune dans votre thème.',
        'Votre thème ne dit pas qui vous rencontrerez, mais il éclaire ce dont votre cœur a besoin.',
        'Voyons ce que vos propres positions racontent de votre vie affective.',
        'En amour, chaque thème a son langage. Voici le vôtre, tel que je le lis.',
      ]),
      career: all([
        'Pour le travail et la vocation, je regarde surtout le Soleil, Mars et Saturne, ainsi que le Milieu du Ciel quand votre heure de naissance est connue.',
        'Voici ce que votre thème suggère sur votre manière de travailler et sur ce qui vous motive.',
        'Votre thème ne choisit pas un métier à votre place, mais il montre vos ressorts et vos talents.',
        'Regardons ensemble ce que vos positions disent de votre chemin professionnel.',
      ]),
      wellbeing: all([
        'Prendre soin de soi passe aussi par se connaître. Voici ce que votre thème éclaire de vos besoins.',
        'Votre thème peut vous aider à repérer ce qui vous ressource et ce qui vous pèse.',
        'Pour votre équilibre intérieur, je regarde surtout la Lune et ce qui la relie au reste du thème.',
        'Voici quelques repères tirés de votre thème, à prendre comme des pistes de réflexion plutôt que comme des règles.',
      ]),
      timing: all([
        'Pour la question du moment, je compare le ciel actuel à votre thème de naissance.',
        'Le ciel bouge, votre thème reste le même : voici où ils se rencontrent en ce moment.',
        'Voici les mouvements du ciel qui touchent votre thème, avec leurs dates quand elles sont connues.',
        'Les transits décrivent des climats plutôt que des événements. Voici ceux qui vous concernent.',
      ]),
      placement: all([
        'Voici ce que dit cette position dans votre thème.',
        'Regardons cette partie de votre thème de plus près.',
        'Une position se lit avec son signe, sa maison et ses liens avec le reste du thème. Voici la vôtre.',
        'Voici comment je lis ce point de votre thème de naissance.',
      ]),
      aspect: all([
        'Les aspects décrivent la manière dont vos planètes dialoguent entre elles. Voici ceux qui comptent ici.',
        'Regardons comment ces énergies de votre thème se parlent.',
        'Un aspect n’est ni bon ni mauvais : il montre une dynamique avec laquelle vous pouvez travailler.',
        'Voici les liens entre vos planètes qui éclairent votre question.',
      ]),
      numerology: all([
        'Passons aux nombres : la numérologie lit votre date de naissance et votre nom.',
        'Voici ce que disent vos nombres, calculés à partir de votre date de naissance et de votre nom complet.',
        'La numérologie offre un autre miroir que l’astrologie. Voici ce qu’il reflète pour vous.',
        'Vos nombres racontent une histoire à leur manière. Voici comment je la lis.',
      ]),
      general: all([
        'Voici ce que votre thème met en avant sur cette question.',
        'Je m’appuie sur votre propre thème, calculé à partir de vos données de naissance.',
        'Regardons ce que votre thème de naissance peut éclairer ici.',
        'Voici quelques points de votre thème qui répondent à votre question.',
      ]),
    },
    closing: {
      love: all([
        'Et vous, dans quelle situation reconnaissez-vous le plus ce portrait ?',
        'Une piste concrète : dites cette semaine à une personne qui compte ce que vous appréciez chez elle.',
        'Votre thème décrit des tendances ; la façon de les vivre vous appartient.',
        'Voulez-vous que je regarde de plus près un point précis de votre vie affective ?',
      ]),
      career: all([
        'Quel projet aimeriez-vous faire avancer en premier à la lumière de tout cela ?',
        'Une piste concrète : notez trois tâches où vous vous sentez pleinement à votre place, et cherchez ce qu’elles ont en commun.',
        'Votre thème montre des talents ; c’est vous qui décidez comment les employer.',
        'Voulez-vous que je regarde les transits des prochains mois pour votre vie professionnelle ?',
      ]),
      wellbeing: all([
        'Qu’est-ce qui vous fait du bien, en ce moment, même un peu ?',
        'Une piste concrète : accordez-vous cette semaine un moment rien qu’à vous, sans objectif.',
        'Si ce que vous ressentez devient trop lourd, parler à un professionnel peut vraiment aider.',
        'Voulez-vous que nous regardions ensemble ce qui pourrait vous ressourcer ?',
      ]),
      timing: all([
        'Un climat astrologique se vit au mieux avec souplesse : voyez-y des repères plutôt que des échéances.',
        'Voulez-vous que je regarde une période précise ?',
        'Gardez ces repères en tête et observez ce qui se passe : c’est la meilleure façon de vérifier par vous-même.',
        'Le ciel propose un rythme ; c’est vous qui choisissez comment l’utiliser.',
      ]),
      placement: all([
        'Vous reconnaissez-vous dans cette description ?',
        'Voulez-vous que je relie cette position à un autre point de votre thème ?',
        'Une position ne dit jamais tout : elle se nuance avec le reste de votre thème.',
        'Quel domaine de votre vie aimeriez-vous explorer à partir de là ?',
      ]),
      aspect: all([
        'Dans quelles situations sentez-vous cette dynamique le plus nettement ?',
        'Qu’un aspect soit fluide ou tendu, mieux le comprendre vous aide à en tirer parti.',
        'Voulez-vous que je regarde un autre aspect de votre thème ?',
        'Observez cette semaine quand ces deux énergies se répondent : vous en apprendrez beaucoup.',
      ]),
      numerology: all([
        'Vous reconnaissez-vous dans ces nombres ?',
        'Voulez-vous que je les relie à votre thème astral ?',
        'Les nombres décrivent des potentiels, pas un destin tracé d’avance.',
        'Quel nombre aimeriez-vous approfondir ?',
      ]),
      general: all([
        'Y a-t-il un point que vous aimeriez approfondir ?',
        'Votre thème décrit des tendances, jamais une fatalité : vous gardez toujours la main.',
        'N’hésitez pas à me poser une question plus précise, sur l’amour, le travail ou le moment présent.',
        'Qu’est-ce qui vous parle le plus dans tout cela ?',
      ]),
    },
    greeting: all([
      'Bonjour ! Je suis Stella. Posez-moi une question sur votre thème, votre vie affective, votre travail ou le moment présent.',
      'Bonjour et bienvenue ! Que voulez-vous explorer aujourd’hui dans votre thème ?',
      'Ravie de vous lire ! Je peux vous parler de vos planètes, de vos maisons, des transits du moment ou de vos nombres. Par où commencer ?',
      'Bonjour ! Une question vous trotte dans la tête ? Je lis votre propre thème pour y répondre.',
    ]),
    meta: all([
      'Je suis Stella, une astrologue virtuelle. Je lis votre propre thème, calculé à partir de votre date, de votre heure et de votre lieu de naissance. Chaque paragraphe de mes réponses indique les positions sur lesquelles il s’appuie, et une phrase que votre thème contredit n’est pas affichée. L’astrologie décrit des tendances, pas un destin.',
      'Mes réponses partent de votre thème de naissance, calculé avec précision. Sous chaque paragraphe, vous voyez les positions qui le fondent, et tout ce que votre thème contredit est retiré avant de vous être montré. Je décris des tendances et des pistes de réflexion, jamais une fatalité.',
      'Je ne suis pas une voyante : je m’appuie sur les positions réelles de votre thème, que vous pouvez vérifier sous chaque paragraphe. Une affirmation qui ne correspond pas à votre thème n’est pas publiée. L’astrologie éclaire, elle ne décide pas à votre place.',
    ]),
    offTopic: all([
      'Je ne suis pas la mieux placée pour répondre à cela ! En revanche, je peux vous parler de votre thème, de votre vie affective, de votre travail ou des transits du moment.',
      'Cette question sort de mon domaine. Voulez-vous plutôt que je regarde ce que votre thème dit d’un sujet qui vous tient à cœur ?',
      'Je me consacre à l’astrologie et à la numérologie. Posez-moi une question sur vous : vos planètes, vos maisons, vos nombres ou le ciel du moment.',
      'Là, je ne peux pas vous aider. Mais si une question sur vous-même vous occupe, votre thème a sans doute quelque chose à en dire.',
    ]),
    unknownTime: typo(
      'Votre heure de naissance n’étant pas connue, je ne peux pas calculer votre Ascendant ni vos maisons : je m’appuie donc sur les signes de vos planètes et sur leurs aspects, qui restent fiables.',
    ),
    noChart: typo(
      `Pour vous répondre à partir de votre propre thème, il me faut d’abord vos données de naissance. Ouvrez la page ${quote('Thème astral')}, indiquez votre date, votre heure et votre lieu de naissance, calculez le thème, puis enregistrez-le et choisissez ${quote('C’est mon thème')}. Je pourrai ensuite lire vos positions.`,
    ),
    // Each one or two sentences; the first wording of each is the one Stella said before decision 033.
    caution: {
      health: all([
        'Un mot important : l’astrologie peut éclairer votre rapport à l’énergie et au repos, mais elle ne pose aucun diagnostic. Pour toute question de santé, parlez-en à un médecin.',
        'Votre thème parle de vitalité et de rythme de vie, jamais d’une maladie ni de son évolution : si quelque chose vous inquiète, c’est un médecin qu’il faut consulter.',
        'Ce que je lis ici, ce sont des tendances, pas un état de santé. Pour un symptôme, un examen ou un traitement, fiez-vous à votre médecin.',
        'Le ciel ne remplace pas un avis médical : pour tout ce qui touche à votre corps, un médecin ou un autre professionnel de santé reste votre meilleur appui.',
      ]),
      death: all([
        'Je tiens à le dire clairement : aucun thème ne peut annoncer une mort ni une durée de vie. Si cette question vous pèse, en parler à un proche ou à un professionnel peut vous soulager.',
        'Personne ne peut lire dans les astres la durée d’une vie, et je ne m’y risquerai pas. Si une peur ou un deuil vous occupe l’esprit, confiez-vous à quelqu’un de proche ou à un psychologue.',
        'Aucun thème ne renferme la date d’un décès, ni le vôtre ni celui de vos proches. Si une inquiétude ou un chagrin se cache derrière votre question, un proche ou un psychologue peut vous aider à le porter.',
      ]),
      pregnancy: all([
        'L’astrologie ne peut ni prévoir ni garantir une grossesse. Pour tout ce qui touche à la fertilité ou à une grossesse, un médecin ou une sage-femme saura vous accompagner.',
        'Aucun thème ne peut promettre ni exclure la venue d’un enfant ; pour savoir où vous en êtes, un médecin ou un spécialiste de la fertilité vous donnera de vraies réponses.',
        'Savoir si un enfant viendra, et quand, relève de la médecine et non des astres. Un médecin, une sage-femme ou un centre de fertilité pourra vous répondre vraiment.',
      ]),
      money: all([
        'L’astrologie décrit votre rapport à l’argent, pas le résultat d’un placement. Pour une décision financière, prenez conseil auprès d’un professionnel.',
        'Un thème montre des tendances, pas l’évolution des marchés ni le rendement d’un investissement. Pour un placement, une dette ou un gros achat, demandez l’avis d’un conseiller financier qualifié.',
        'Voyez ceci comme une lecture de vos tendances, non comme un conseil financier : pour les choix qui engagent votre argent, un conseiller indépendant est le bon interlocuteur.',
        'Les astres ne disent pas ce que feront la Bourse ou votre banque. Avant une décision d’argent qui compte, prenez le temps d’en parler à un professionnel.',
      ]),
      legal: all([
        'Aucun thème ne peut prédire l’issue d’une procédure. Pour une question juridique, un avocat ou un conseiller juridique est le bon interlocuteur.',
        'L’issue d’une affaire ne s’écrit pas dans le ciel. Pour savoir où vous en êtes vraiment, consultez un avocat ou un service d’aide juridique.',
        'Un thème ne tranche aucun litige : avant d’agir, prenez conseil auprès d’un avocat, d’un notaire ou d’une permanence juridique gratuite.',
      ]),
    },

    placement: [
      (p: PlacementSlots) =>
        typo(
          `${Your(p.point)}${p.retrograde ? ', rétrograde,' : ''} se trouve ${en(p.sign)}, à ${deg(p.degree, p.minute)}${p.house !== null ? `, dans votre maison ${p.house}` : ''}.`,
        ),
      (p: PlacementSlots) =>
        typo(
          `Dans votre thème, ${the(p.point)} est à ${deg(p.degree, p.minute)} ${signOf(p.sign)}${p.house !== null ? `, en maison ${p.house}` : ''}${p.retrograde ? `, et ${pronoun(p.point)} y est rétrograde` : ''}.`,
        ),
      (p: PlacementSlots) =>
        typo(
          `Vous avez ${the(p.point)} ${en(p.sign)}, à ${deg(p.degree, p.minute)}${p.house !== null ? `, dans la maison ${p.house}` : ''}${p.retrograde ? ', en mouvement rétrograde' : ''}.`,
        ),
      (p: PlacementSlots) =>
        typo(
          `À votre naissance, ${the(p.point)}${p.retrograde ? ', alors rétrograde,' : ''} se trouvait ${en(p.sign)}, à ${deg(p.degree, p.minute)}${p.house !== null ? `, dans le secteur de votre maison ${p.house}` : ''}.`,
        ),
      (p: PlacementSlots) =>
        p.house !== null
          ? typo(
              `${The(p.point)}, ${en(p.sign)} à ${deg(p.degree, p.minute)}${p.retrograde ? ' et rétrograde' : ''}, occupe votre maison ${p.house}.`,
            )
          : typo(
              `${Your(p.point)} est ${POINT[p.point].feminine ? 'placée' : 'placé'} ${en(p.sign)}, à ${deg(p.degree, p.minute)}${p.retrograde ? `, et ${pronoun(p.point)} y est rétrograde` : ''}.`,
            ),
    ],
    aspect: [
      (p: AspectSlots) => typo(`${The(p.a)} ${ASPECT_VERB[p.type]} ${the(p.b)} (orbe de ${p.orb}).`),
      (p: AspectSlots) =>
        typo(
          `${The(p.a)} et ${the(p.b)} sont ${IN_ASPECT[p.type]} dans votre thème (orbe de ${p.orb}) : ${ASPECT_TONE[p.type]}.`,
        ),
      (p: AspectSlots) => typo(`À ${p.orb} près, ${the(p.a)} ${ASPECT_VERB[p.type]} ${the(p.b)} dans votre thème.`),
      (p: AspectSlots) => typo(`Votre thème relie ${the(p.a)} et ${the(p.b)}, ${IN_ASPECT[p.type]} à ${p.orb} près.`),
      (p: AspectSlots) =>
        typo(
          `Entre ${the(p.a)} et ${the(p.b)}, votre thème trace un lien : ${the(p.a)} ${ASPECT_VERB[p.type]} ${the(p.b)}, à ${p.orb} de l’exactitude.`,
        ),
    ],
    house: [
      (p: HouseSlots) =>
        typo(
          `La cuspide de votre maison ${p.house} est ${en(p.sign)}${
            p.points.length === 0
              ? ', et aucune planète ne s’y trouve : le signe de la cuspide et son maître en disent alors l’essentiel.'
              : ` ; on y trouve ${list(p.points)}.`
          }`,
        ),
      (p: HouseSlots) =>
        typo(
          `Votre maison ${p.house} commence ${en(p.sign)}${
            p.points.length === 0
              ? '. Elle ne contient aucune planète, ce qui ne la rend pas moins importante.'
              : ` et accueille ${list(p.points)}.`
          }`,
        ),
      (p: HouseSlots) =>
        typo(
          `${cap(SIGN[p.sign].the)} ${SIGN[p.sign].plural ? 'donnent' : 'donne'} le ton de votre maison ${p.house}${
            p.points.length === 0
              ? ', une maison vide de planètes : c’est par son signe et son maître qu’elle se lit.'
              : `, où ${p.points.length > 1 ? 'se trouvent' : 'se trouve'} ${list(p.points)}.`
          }`,
        ),
      (p: HouseSlots) =>
        typo(
          `En maison ${p.house}, dont la cuspide est ${en(p.sign)}, ${
            p.points.length === 0 ? 'aucune planète n’est présente.' : `on trouve ${list(p.points)}.`
          }`,
        ),
    ],
    // Said after the transit's full reading, as a sentence of its own. A past date always follows « a été »,
    // « était » or « a eu lieu »; a date ahead never does (core/coach/tense-check.ts). `past` is the latest pass
    // before today, not always the first: never « une première fois ».
    transitWhen: [
      {
        today: typo('Ce transit est exact aujourd’hui.'),
        past: (date: string) => typo(`Ce transit a été exact le ${date}.`),
        next: (date: string) => typo(`Ce transit sera exact le ${date}.`),
        pastAndNext: (past: string, next: string) =>
          typo(`Ce transit a été exact le ${past} et le sera de nouveau le ${next}.`),
      },
      {
        today: typo('C’est aujourd’hui que ce contact atteint son point exact.'),
        past: (date: string) =>
          typo(`Le point exact de ce contact a été atteint le ${date} ; depuis, son effet s’atténue peu à peu.`),
        next: (date: string) => typo(`Le point exact de ce contact sera atteint le ${date}.`),
        pastAndNext: (past: string, next: string) =>
          typo(`Le point exact de ce contact a été atteint le ${past}, et il le sera à nouveau le ${next}.`),
      },
      {
        today: typo('Ce contact culmine aujourd’hui.'),
        past: (date: string) => typo(`Ce contact était à son apogée le ${date}.`),
        next: (date: string) => typo(`Ce contact culminera le ${date}.`),
        pastAndNext: (past: string, next: string) =>
          typo(`Ce contact était à son apogée le ${past}, et il culminera de nouveau le ${next}.`),
      },
      {
        today: typo('C’est aujourd’hui le jour exact de ce transit.'),
        past: (date: string) =>
          typo(`Le jour exact de ce transit était le ${date}, et son écho se prolonge encore un peu.`),
        next: (date: string) => typo(`Le jour exact de ce transit tombera le ${date}.`),
        pastAndNext: (past: string, next: string) =>
          typo(`Le jour exact de ce transit était le ${past}, et un autre viendra le ${next}.`),
      },
      {
        today: typo('Ce transit est à son point exact aujourd’hui : c’est le jour où il se fait le plus sentir.'),
        past: (date: string) =>
          typo(`Le passage au point exact a eu lieu le ${date} : le plus intense est derrière vous.`),
        next: (date: string) =>
          typo(
            `Le passage au point exact aura lieu le ${date} ; c’est autour de cette date que ce transit se fera le plus sentir.`,
          ),
        pastAndNext: (past: string, next: string) =>
          typo(
            `La planète était au point exact le ${past} ; elle y reviendra le ${next}, après avoir rebroussé chemin.`,
          ),
      },
    ],
    // One sentence each: the title, then when the contact is exact. Nothing agrees with the aspect's gender
    // (« un transit », « ce contact » stand in apposition). A past date always follows « a été », « était »
    // or « a eu lieu »; a date ahead never does (core/coach/tense-check.ts).
    transitDated: [
      {
        inOrb: (title) => typo(`${title}.`),
        today: (title) => typo(`${title}, un transit exact aujourd’hui.`),
        past: (title, date) => typo(`${title}, un transit qui a été exact le ${date}.`),
        next: (title, date) => typo(`${title}, un transit qui sera exact le ${date}.`),
        pastAndNext: (title, past, next) =>
          typo(`${title}, un transit qui a été exact le ${past} et le sera de nouveau le ${next}.`),
      },
      {
        inOrb: (title) => typo(`${title} : un contact lent, qui vous accompagne ces temps-ci.`),
        today: (title) => typo(`${title} ; c’est aujourd’hui que ce contact est exact.`),
        past: (title, date) => typo(`${title} ; le contact était exact le ${date} et s’estompe peu à peu depuis.`),
        next: (title, date) => typo(`${title}, un contact qui monte en puissance jusqu’au ${date}.`),
        pastAndNext: (title, past, next) =>
          typo(`${title} : ce contact a été exact le ${past}, et il le sera encore le ${next}.`),
      },
      {
        inOrb: (title) => typo(`${title}, un contact qui reste dans son orbe ces temps-ci, sans jour exact en vue.`),
        today: (title) => typo(`${title}, et ce contact culmine aujourd’hui même.`),
        past: (title, date) => typo(`${title} : le moment le plus fort de ce contact a eu lieu le ${date}.`),
        next: (title, date) => typo(`${title} : ce contact culminera le ${date}.`),
        pastAndNext: (title, past, next) =>
          typo(`${title} : un passage exact a eu lieu le ${past}, et un autre aura lieu le ${next}.`),
      },
      {
        inOrb: (title) => typo(`${title} ; sans date exacte proche, ce contact agit surtout comme un climat de fond.`),
        today: (title) => typo(`${title}, un contact qui atteint son sommet aujourd’hui.`),
        past: (title, date) => typo(`${title}, un contact qui était à son maximum le ${date}.`),
        next: (title, date) => typo(`${title}, un contact qui atteindra son maximum le ${date}.`),
        pastAndNext: (title, past, next) =>
          typo(`${title}, un contact qui était exact le ${past} et qui le redeviendra le ${next}.`),
      },
      {
        inOrb: (title) => typo(`${title}, une influence lente qui se fait sentir sur la durée.`),
        today: (title) => typo(`${title} ; le passage exact a lieu aujourd’hui.`),
        past: (title, date) => typo(`${title} ; le passage exact a eu lieu le ${date}.`),
        next: (title, date) => typo(`${title} ; le passage exact aura lieu le ${date}.`),
        pastAndNext: (title, past, next) =>
          typo(`${title} ; le passage exact a eu lieu le ${past}, et il se reproduira le ${next}.`),
      },
    ],
    // « Mercure … en Sagittaire » with only « en » between: the lexicon reads the station's sign as the planet's,
    // which is true of a station. The other wordings put a verb between them and claim nothing. Each ends on
    // « sa station », so that the « elle » of `eventHouse` and `eventTouches` has a feminine noun to stand for.
    station: [
      {
        today: (p) => typo(`La station ${STATION[p.direction]} ${POINT[p.body].of} ${en(p.sign)} a lieu aujourd’hui.`),
        past: (p) =>
          typo(`La station ${STATION[p.direction]} ${POINT[p.body].of} ${en(p.sign)} a eu lieu le ${p.date}.`),
        next: (p) =>
          typo(`La station ${STATION[p.direction]} ${POINT[p.body].of} ${en(p.sign)} aura lieu le ${p.date}.`),
      },
      {
        today: (p) =>
          typo(
            `Aujourd’hui, ${the(p.body)} s’immobilise ${en(p.sign)}, le temps de sa station ${STATION[p.direction]}.`,
          ),
        past: (p) =>
          typo(
            `${The(p.body)} était immobile ${en(p.sign)} le ${p.date}, le temps de sa station ${STATION[p.direction]}.`,
          ),
        next: (p) =>
          typo(
            `${The(p.body)} s’immobilisera ${en(p.sign)} le ${p.date}, le temps de sa station ${STATION[p.direction]}.`,
          ),
      },
      {
        today: (p) => typo(`${The(p.body)} fait aujourd’hui sa station ${STATION[p.direction]}, ${en(p.sign)}.`),
        past: (p) =>
          typo(`${The(p.body)} a fait sa station ${STATION[p.direction]} ${en(p.sign)} ; c’était le ${p.date}.`),
        next: (p) => typo(`${The(p.body)} fera sa station ${STATION[p.direction]} ${en(p.sign)} le ${p.date}.`),
      },
    ],
    // The phase in lower case (« nouvelle lune »): the lexicon reads only « Lune » with a capital as the Moon,
    // and no wording says that the Moon stands in the sign.
    lunation: [
      {
        today: (p) => typo(`C’est aujourd’hui la ${PHASE[p.phase]} ${en(p.sign)}.`),
        past: (p) => typo(`La ${PHASE[p.phase]} ${en(p.sign)} a eu lieu le ${p.date}.`),
        next: (p) => typo(`La ${PHASE[p.phase]} ${en(p.sign)} aura lieu le ${p.date}.`),
      },
      {
        today: (p) => typo(`La ${PHASE[p.phase]} ${en(p.sign)}, c’est aujourd’hui.`),
        past: (p) => typo(`La ${PHASE[p.phase]} ${en(p.sign)}, c’était le ${p.date}.`),
        next: (p) => typo(`La ${PHASE[p.phase]} ${en(p.sign)}, ce sera le ${p.date}.`),
      },
      {
        today: (p) => typo(`${CYCLE[p.phase].now} aujourd’hui avec la ${PHASE[p.phase]} ${en(p.sign)}.`),
        past: (p) => typo(`${CYCLE[p.phase].was} avec la ${PHASE[p.phase]} ${en(p.sign)}, qui a eu lieu le ${p.date}.`),
        next: (p) => typo(`${CYCLE[p.phase].will} avec la ${PHASE[p.phase]} ${en(p.sign)}, le ${p.date}.`),
      },
    ],
    // « elle »: the station and the lune are both feminine; no planet is named, so no planet is housed.
    // One sentence each for where it falls and what it meets; whichever two meet, no phrase is said twice.
    eventHouse: [
      (house) => typo(`Dans votre thème, elle se situe en maison ${house}.`),
      (house) => typo(`Elle tombe dans votre maison ${house}.`),
      (house) => typo(`C’est votre maison ${house} qui la reçoit.`),
    ],
    eventTouches: [
      (points) => typo(`Son degré tombe sur ${yourNatal(points)}.`),
      (points) => typo(`Le degré concerné est aussi celui de ${yourNatal(points)}.`),
      (points) => typo(`Elle touche directement ${yourNatal(points)}.`),
    ],
    chartRuler: (p: { ruler: PlanetId; rising: SignId; sign: SignId; house: number }) =>
      typo(
        `Votre Ascendant est ${en(p.rising)} : le maître de votre thème est donc ${the(p.ruler)}, qui se trouve ${en(p.sign)}, dans votre maison ${p.house}.`,
      ),
    balance: (p: {
      elements: Readonly<Record<Element, number>>;
      modalities: Readonly<Record<Modality, number>>;
      element: Element;
      modality: Modality;
    }) =>
      typo(
        `Vos dix planètes se répartissent ainsi : ${p.elements.fire} en feu, ${p.elements.earth} en terre, ${p.elements.air} en air et ${p.elements.water} en eau ; ${p.modalities.cardinal} en signes cardinaux, ${p.modalities.fixed} en signes fixes et ${p.modalities.mutable} en signes mutables. L’élément dominant est ${ELEMENT[p.element].the}, et la modalité dominante est ${MODALITY[p.modality]}.`,
      ),
    elementMeaning: {
      fire: typo(
        'Le feu dominant donne de l’élan, de l’enthousiasme et l’envie d’agir vite ; il vous demande aussi d’apprendre la patience.',
      ),
      earth: typo(
        'La terre dominante donne le sens du concret, de la constance et du travail bien fait ; elle vous invite parfois à oser davantage l’imprévu.',
      ),
      air: typo(
        'L’air dominant donne la curiosité, le goût des idées et des échanges ; il vous invite à relier davantage vos pensées à vos ressentis.',
      ),
      water: typo(
        'L’eau dominante donne la sensibilité, l’intuition et une grande capacité d’empathie ; elle vous demande de protéger votre propre espace intérieur.',
      ),
    },
    modalityMeaning: {
      cardinal: typo(
        'La modalité cardinale vous pousse à lancer les choses et à prendre des initiatives, plus qu’à attendre.',
      ),
      fixed: typo(
        'La modalité fixe vous donne de la constance et de la ténacité : ce que vous commencez, vous aimez le mener à terme.',
      ),
      mutable: typo('La modalité mutable vous rend souple et adaptable, à l’aise quand les plans changent.'),
    },
    busiestHouse: (p: { house: number; count: number; points: readonly CoachPoint[] }) =>
      typo(
        p.count > 1
          ? `${cap(list(p.points))} se rassemblent dans votre maison ${p.house} : une grande part de votre énergie se concentre dans ce domaine de vie.`
          : `Votre maison ${p.house} est celle qui accueille le plus de planètes : ce domaine de vie mérite une attention particulière.`,
      ),
    numerology: (kind: NumerologyKind, value: number) =>
      kind === 'birthDay'
        ? typo(`Votre jour de naissance vous donne le nombre ${value}.`)
        : typo(`Votre ${NUMEROLOGY_NAME[kind]} est le ${value}.`),
    numberMeaning: {
      1: typo(
        'Le 1 est le nombre du commencement, de l’initiative et de l’indépendance : il pousse à ouvrir des voies et à décider par vous-même. Son défi est d’accepter l’aide des autres sans perdre votre élan.',
      ),
      2: typo(
        'Le 2 est le nombre de la coopération, de l’écoute et de la diplomatie : il donne le sens des nuances et le talent de rapprocher les gens. Son défi est de ne pas vous effacer pour préserver la paix.',
      ),
      3: typo(
        'Le 3 est le nombre de l’expression, de la créativité et de la joie de communiquer. Son défi est de canaliser ces talents pour ne pas vous disperser.',
      ),
      4: typo(
        'Le 4 est le nombre de la construction, de la méthode et de la fiabilité : il bâtit pas à pas des fondations solides. Son défi est de garder de la souplesse quand les plans changent.',
      ),
      5: typo(
        'Le 5 est le nombre de la liberté, du mouvement et de la curiosité : il aime le changement, les voyages et les expériences nouvelles. Son défi est de trouver de la constance sans que la routine devienne une prison.',
      ),
      6: typo(
        'Le 6 est le nombre de la responsabilité, de l’harmonie et du soin apporté aux autres : le foyer et les liens proches y tiennent une grande place. Son défi est de prendre soin de vous autant que des autres.',
      ),
      7: typo(
        'Le 7 est le nombre de la réflexion, de l’analyse et de la quête de sens : il pousse à chercher ce qui se cache sous la surface. Son défi est de partager votre monde intérieur plutôt que de vous isoler.',
      ),
      8: typo(
        'Le 8 est le nombre de la réalisation, de l’ambition et de la maîtrise du monde matériel. Son défi est d’équilibrer réussite et valeurs, pouvoir et générosité.',
      ),
      9: typo(
        'Le 9 est le nombre de la compassion, de l’idéal et de l’ouverture au monde : il clôt un cycle et tourne le regard vers les autres. Son défi est de savoir lâcher prise sur ce qui est terminé.',
      ),
      11: typo(
        'Le 11 est un nombre maître, celui de l’intuition, de l’inspiration et de la sensibilité aux autres. Il porte une grande intensité, et son défi est d’ancrer cette inspiration dans la vie de tous les jours.',
      ),
      22: typo(
        'Le 22 est un nombre maître, celui du bâtisseur : il allie la vision à un grand sens pratique. Son défi est de ne pas vous laisser écraser par l’ampleur de vos propres projets.',
      ),
      33: typo(
        'Le 33 est un nombre maître, celui du guide bienveillant : il parle de dévouement, de transmission et d’amour au service des autres. Son défi est de vous accorder à vous-même la bienveillance que vous offrez.',
      ),
    },
    numerologyKind: {
      lifePath: typo(
        'Le chemin de vie, tiré de votre date de naissance complète, décrit la route générale de votre existence et les leçons qu’elle vous propose.',
      ),
      expression: typo(
        'Le nombre d’expression, tiré de toutes les lettres de votre nom complet, décrit vos talents et votre manière d’agir dans le monde.',
      ),
      soulUrge: typo(
        'Le nombre intime, tiré des voyelles de votre nom, décrit ce que vous désirez au plus profond de vous.',
      ),
      personality: typo(
        'Le nombre de personnalité, tiré des consonnes de votre nom, décrit l’image que vous donnez aux autres au premier abord.',
      ),
      birthDay: typo('Le nombre du jour de naissance décrit un talent particulier qui vous accompagne au quotidien.'),
    },
    daily: {
      peakToday: all([
        'Aujourd’hui, un transit atteint son point culminant dans votre thème.',
        'C’est aujourd’hui qu’une planète en mouvement rejoint exactement un point de votre thème.',
        'Un contact du ciel arrive aujourd’hui à son sommet dans votre thème.',
      ]),
      peakTomorrow: all([
        'Demain, un transit atteint son point culminant dans votre thème : aujourd’hui, il se prépare.',
        'Une planète en mouvement rejoindra demain exactement un point de votre thème ; vous pouvez déjà le sentir venir.',
        'Un contact du ciel arrive demain à son sommet dans votre thème, et la veille compte déjà.',
      ]),
      background: all([
        'Rien ne culmine dans votre thème aujourd’hui : ce qui colore ces semaines, c’est un transit plus lent.',
        'La journée n’apporte pas de contact exact à elle seule ; c’est le fond de ces semaines qui parle le plus fort.',
        'Aucun transit n’est exact aujourd’hui ; mieux vaut regarder le climat plus lent de ces semaines.',
      ]),
      quiet: all([
        'Aucun transit serré ne touche votre thème aujourd’hui : une journée calme, à vivre à votre rythme.',
        'Le ciel laisse votre thème tranquille aujourd’hui. Profitez-en pour souffler ou avancer sans pression.',
        'Rien de marquant ne touche votre thème de près aujourd’hui : c’est un bon jour pour suivre vos propres envies.',
      ]),
    },
  },

  plan: PLAN,

  labels: {
    placement: (p: PlacementSlots) =>
      `${POINT[p.point].name} ${deg(p.degree, p.minute)} ${signName(p.sign)}${p.retrograde ? ' ℞' : ''}${p.house !== null ? `, maison ${p.house}` : ''}`,
    aspect: (p: AspectSlots) => `${POINT[p.a].name} ${ASPECT_NAME[p.type]} ${POINT[p.b].name}, orbe ${p.orb}`,
    house: (p: { house: number; sign: SignId }) => `Maison ${p.house}, cuspide ${signName(p.sign)}`,
    transit: (p: { planet: PlanetId; type: AspectType; point: CoachPoint; date: string }) =>
      `${POINT[p.planet].name} ${ASPECT_NAME[p.type]} ${natal(p.point)}, ${p.date}`,
    event: (p) =>
      p.event === 'station'
        ? `Station ${STATION[p.station.direction]} ${POINT[p.station.body].of} ${en(p.station.sign)}, ${p.date}`
        : `${cap(PHASE[p.lunation.phase])} ${en(p.lunation.sign)}, ${p.date}`,
    progression: (p: { point: CoachPoint; sign: SignId; degree: number; minute: number }) =>
      `${cap(progressed(p.point))} ${deg(p.degree, p.minute)} ${signName(p.sign)}`,
    numerology: (kind: NumerologyKind, value: number) =>
      `${cap(kind === 'birthDay' ? 'jour de naissance' : NUMEROLOGY_NAME[kind])} ${value}`,
    balance: (e: Readonly<Record<Element, number>>) =>
      `${ELEMENT.fire.label} ${e.fire}, ${ELEMENT.earth.label} ${e.earth}, ${ELEMENT.air.label} ${e.air}, ${ELEMENT.water.label} ${e.water}`,
  },

  examples: [
    // As the offline writer writes them.
    {
      text: 'Votre Vénus, rétrograde, se trouve en Balance, à 14°22′, dans votre maison 7.',
      signs: [{ point: 'venus', sign: 'libra' }],
      houses: [{ point: 'venus', house: 7 }],
    },
    {
      text: 'Dans votre thème, Mercure est à 5°05′ du Capricorne, en maison 2, et il y est rétrograde.',
      signs: [{ point: 'mercury', sign: 'capricorn' }],
      houses: [{ point: 'mercury', house: 2 }],
    },
    { text: 'Vous avez l’Ascendant en Sagittaire, à 3°57′.', signs: [{ point: 'ascendant', sign: 'sagittarius' }] },
    {
      text: 'À votre naissance, Mars, alors rétrograde, se trouvait en Verseau, à 8°02′, dans le secteur de votre maison 11.',
      signs: [{ point: 'mars', sign: 'aquarius' }],
      houses: [{ point: 'mars', house: 11 }],
    },
    {
      text: 'Mercure, en Poissons à 20°20′ et rétrograde, occupe votre maison 3.',
      signs: [{ point: 'mercury', sign: 'pisces' }],
      houses: [{ point: 'mercury', house: 3 }],
    },
    {
      text: 'Votre Milieu du Ciel est placé en Vierge, à 19°31′.',
      signs: [{ point: 'midheaven', sign: 'virgo' }],
    },
    {
      text: 'Mars et Uranus sont en carré dans votre thème (orbe de 1°12′) : leurs besoins se frottent l’un à l’autre.',
      aspects: [{ a: 'mars', b: 'uranus', type: 'square' }],
    },
    {
      text: 'À 0°42′ près, Saturne forme un trigone avec le Soleil dans votre thème.',
      aspects: [{ a: 'saturn', b: 'sun', type: 'trine' }],
    },
    {
      text: 'Votre thème relie l’Ascendant et la Lune, en opposition à 2°10′ près.',
      aspects: [{ a: 'ascendant', b: 'moon', type: 'opposition' }],
    },
    {
      text: 'La cuspide de votre maison 3 est en Bélier ; on y trouve le Soleil, Mercure et Vénus.',
      houseNumbers: [3],
    },
    {
      text: 'Votre Ascendant est en Balance : le maître de votre thème est donc Vénus, qui se trouve en Scorpion, dans votre maison 2.',
      signs: [
        { point: 'ascendant', sign: 'libra' },
        { point: 'venus', sign: 'scorpio' },
      ],
      houses: [{ point: 'venus', house: 2 }],
    },
    { text: 'Quatre planètes se rassemblent dans votre maison 10.', houseNumbers: [10] },
    // As a model or an astrologer would write them.
    {
      text: 'Votre Soleil est en Lion et votre Lune en Cancer.',
      signs: [
        { point: 'sun', sign: 'leo' },
        { point: 'moon', sign: 'cancer' },
      ],
    },
    { text: 'Vous êtes Bélier ascendant Lion.', signs: [{ point: 'ascendant', sign: 'leo' }] },
    {
      text: 'Avec la Balance à l’Ascendant, vous cherchez naturellement l’harmonie.',
      signs: [{ point: 'ascendant', sign: 'libra' }],
    },
    {
      text: 'Votre Ascendant Scorpion donne à votre regard une belle intensité.',
      signs: [{ point: 'ascendant', sign: 'scorpio' }],
    },
    {
      text: 'Le MC en Capricorne oriente votre carrière vers des responsabilités durables.',
      signs: [{ point: 'midheaven', sign: 'capricorn' }],
    },
    { text: 'Mercure, à 14°22′ des Gémeaux, aiguise votre esprit.', signs: [{ point: 'mercury', sign: 'gemini' }] },
    { text: 'Saturne (3°05′) en Verseau vous demande de la rigueur.', signs: [{ point: 'saturn', sign: 'aquarius' }] },
    {
      text: 'Jupiter, rétrograde en Sagittaire, élargit vos horizons intérieurs.',
      signs: [{ point: 'jupiter', sign: 'sagittarius' }],
    },
    { text: "Votre Vénus natale se situe dans la Balance, à 14° 22'.", signs: [{ point: 'venus', sign: 'libra' }] },
    { text: 'Votre Soleil Lion aime briller.', signs: [{ point: 'sun', sign: 'leo' }] },
    {
      text: 'Le Soleil est en Balance ; Mars, lui, est en Bélier.',
      signs: [
        { point: 'sun', sign: 'libra' },
        { point: 'mars', sign: 'aries' },
      ],
    },
    {
      text: 'Le Soleil en Poissons, en trigone avec la Lune en Scorpion, vous donne une grande intuition.',
      signs: [
        { point: 'sun', sign: 'pisces' },
        { point: 'moon', sign: 'scorpio' },
      ],
      aspects: [{ a: 'sun', b: 'moon', type: 'trine' }],
    },
    {
      text: 'Pluton en Scorpion, au carré de Vénus, intensifie vos attachements.',
      signs: [{ point: 'pluto', sign: 'scorpio' }],
      aspects: [{ a: 'pluto', b: 'venus', type: 'square' }],
    },
    { text: 'Pluton occupe votre maison 8.', houses: [{ point: 'pluto', house: 8 }] },
    { text: 'Le Soleil se trouve dans la 1re maison.', houses: [{ point: 'sun', house: 1 }] },
    { text: 'Neptune se trouve dans votre douzième maison.', houses: [{ point: 'neptune', house: 12 }] },
    { text: 'La Lune, en maison 4, vous relie à vos racines.', houses: [{ point: 'moon', house: 4 }] },
    { text: 'Vénus en maison VII cherche l’équilibre dans le couple.', houses: [{ point: 'venus', house: 7 }] },
    {
      text: 'Mars est conjoint à Vénus, ce qui attise la passion.',
      aspects: [{ a: 'mars', b: 'venus', type: 'conjunction' }],
    },
    {
      text: 'Saturne s’oppose à la Lune : la sécurité affective demande du travail.',
      aspects: [{ a: 'saturn', b: 'moon', type: 'opposition' }],
    },
    {
      text: 'Vénus forme un sextile avec le Milieu du Ciel.',
      aspects: [{ a: 'venus', b: 'midheaven', type: 'sextile' }],
    },
    {
      text: 'Le Soleil de votre thème est en Capricorne, dans la dixième maison.',
      signs: [{ point: 'sun', sign: 'capricorn' }],
      houses: [{ point: 'sun', house: 10 }],
    },
    {
      text: 'Mercure rétrograde en Gémeaux vous invite à relire avant de signer.',
      signs: [{ point: 'mercury', sign: 'gemini' }],
    },
    {
      text: 'Jupiter en Lion, en maison 5, vous donne le goût de la fête.',
      signs: [{ point: 'jupiter', sign: 'leo' }],
      houses: [{ point: 'jupiter', house: 5 }],
    },
    {
      text: 'Votre Lune natale en Scorpion (maison 8) vit les émotions en profondeur.',
      signs: [{ point: 'moon', sign: 'scorpio' }],
      houses: [{ point: 'moon', house: 8 }],
    },
    {
      text: 'Vénus en Balance, maîtresse de votre maison 7, adoucit vos relations.',
      signs: [{ point: 'venus', sign: 'libra' }],
      houseNumbers: [7],
    },
    // No claim, or fewer than the names suggest.
    { text: 'Vénus régit la Balance et le Taureau.' },
    { text: 'Mercure, maître des Gémeaux et de la Vierge, aime les mots.' },
    {
      text: 'Mars, contrairement à la Lune en Cancer, agit sans détour.',
      signs: [{ point: 'moon', sign: 'cancer' }],
    },
    { text: 'Vénus et la Balance partagent le goût de l’harmonie.' },
    { text: 'Uranus entre en Taureau cette année, et Jupiter traverse votre maison 10.', houseNumbers: [10] },
    { text: 'La Lune noire en Bélier parle d’un désir farouche d’indépendance.' },
    { text: 'Votre Lune progressée passe en Vierge.' },
    { text: 'Saturne décrit votre rapport au temps et aux responsabilités.' },
    { text: 'La maison 10 parle de vocation, et la 4e maison de vos racines.', houseNumbers: [10, 4] },
    { text: 'Vénus n’est pas en Lion dans votre thème.' },
  ],
};
