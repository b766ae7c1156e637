/**
 * I testi italiani di Ask Stella (decisione 030): il lessico con cui il verificatore legge una risposta,
 * le parole delle domande, la risposta di crisi, le frasi dello scrittore senza modello e le
 * etichette. Stile: seconda persona (tu), mai certo, senza desinenze di genere riferite a chi legge
 * (docs/i18n/glossary-it.md). I nomi di segni e pianeti sono quelli di core/horoscope/it.ts.
 */
import { GRAMMAR_IT } from '../../i18n/grammar/it';
import type { AspectType } from '../../astro/aspects';
import type { PlanetId } from '../../astro/positions';
import { SIGN_OF as OF_SIGN, TO, cap, ord, planet, retro, sign, turn } from '../../horoscope/it';
import type { Element, Modality, SignId } from '../../zodiac';
import type { LifeTopic } from '../asking/types';
import type { CoachPoint, CoachTexts, NumerologyKind, PlacementSlots } from '../texts';

// ---------------------------------------------------------------------------------------------
// Nomi e forme

/** Il nome nudo, per le etichette: «Sole», «Venere», «Ascendente», «Medio Cielo». */
const BARE: Readonly<Record<CoachPoint, string>> = {
  sun: 'Sole',
  moon: 'Luna',
  mercury: 'Mercurio',
  venus: 'Venere',
  mars: 'Marte',
  jupiter: 'Giove',
  saturn: 'Saturno',
  uranus: 'Urano',
  neptune: 'Nettuno',
  pluto: 'Plutone',
  ascendant: 'Ascendente',
  midheaven: 'Medio Cielo',
};
const isAngle = (p: CoachPoint): p is 'ascendant' | 'midheaven' => p === 'ascendant' || p === 'midheaven';
/** Femminili: la Luna e Venere. */
const feminine = (p: CoachPoint) => p === 'moon' || p === 'venus';
/** Il nome come soggetto in una frase: «il Sole», «la Luna», «Venere», «l’Ascendente», «il Medio Cielo». */
const the = (p: CoachPoint) =>
  p === 'ascendant' ? 'l’Ascendente' : p === 'midheaven' ? 'il Medio Cielo' : planet(p as PlanetId);
/** «il tuo Sole», «la tua Venere», «il tuo Ascendente». */
const your = (p: CoachPoint) => `${feminine(p) ? 'la tua' : 'il tuo'} ${BARE[p]}`;
/** «con il Sole», «con Venere», «con l’Ascendente». */
const withP = (p: CoachPoint) => `con ${the(p)}`;
/** «al Sole», «alla Luna», «a Venere», «all’Ascendente», «al Medio Cielo». */
const toP = (p: CoachPoint) =>
  p === 'sun' || p === 'midheaven'
    ? `al ${BARE[p]}`
    : p === 'moon'
      ? 'alla Luna'
      : p === 'ascendant'
        ? 'all’Ascendente'
        : `a ${BARE[p]}`;

/** Il segno con l’articolo: «l’Ariete», «la Bilancia», «lo Scorpione», «i Pesci». */
const THE_SIGN: Readonly<Record<SignId, string>> = {
  aries: 'l’Ariete',
  taurus: 'il Toro',
  gemini: 'i Gemelli',
  cancer: 'il Cancro',
  leo: 'il Leone',
  virgo: 'la Vergine',
  libra: 'la Bilancia',
  scorpio: 'lo Scorpione',
  sagittarius: 'il Sagittario',
  capricorn: 'il Capricorno',
  aquarius: 'l’Acquario',
  pisces: 'i Pesci',
};

/** «nella settima casa», ma «nell’ottava casa», «nell’undicesima casa». */
const inTheHouse = (n: number) => (n === 8 || n === 11 ? `nell’${ord(n)} casa` : `nella ${ord(n)} casa`);
/** «la settima casa», ma «l’ottava casa», «l’undicesima casa». */
const theHouse = (n: number) => (n === 8 || n === 11 ? `l’${ord(n)} casa` : `la ${ord(n)} casa`);

/** I gradi come li scrive il glossario: «14°22′», «0°05′». */
const deg = (d: number, m: number) => `${d}°${String(m).padStart(2, '0')}′`;
/** «retrogrado» o «retrograda» (solo i pianeti lo sono). */
const retroOf = (p: CoachPoint) => retro(p as PlanetId);

/** L’aspetto come complemento: «in quadratura con Saturno», «in opposizione alla Luna». */
const inAspect = (type: AspectType, b: CoachPoint): string => {
  switch (type) {
    case 'conjunction':
      return `in congiunzione ${withP(b)}`;
    case 'sextile':
      return `in sestile ${withP(b)}`;
    case 'square':
      return `in quadratura ${withP(b)}`;
    case 'trine':
      return `in trigono ${withP(b)}`;
    case 'opposition':
      return `in opposizione ${toP(b)}`;
  }
};
/** L’aspetto come verbo: «si congiunge con Marte», «forma un trigono con Giove», «si oppone alla Luna». */
const aspectVerb = (type: AspectType, b: CoachPoint): string => {
  switch (type) {
    case 'conjunction':
      return `si congiunge ${withP(b)}`;
    case 'sextile':
      return `forma un sestile ${withP(b)}`;
    case 'square':
      return `forma una quadratura ${withP(b)}`;
    case 'trine':
      return `forma un trigono ${withP(b)}`;
    case 'opposition':
      return `si oppone ${toP(b)}`;
  }
};
/** Con l’articolo indeterminativo: «una quadratura», «un’opposizione». */
const AN_ASPECT: Readonly<Record<AspectType, string>> = {
  conjunction: 'una congiunzione',
  sextile: 'un sestile',
  square: 'una quadratura',
  trine: 'un trigono',
  opposition: 'un’opposizione',
};

/** «il Sole», «il Sole e Venere», «il Sole, la Luna e Venere». */
const list = (points: readonly CoachPoint[]) => {
  const names = points.map(the);
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}`;
};

const ELEMENT_THE: Readonly<Record<Element, string>> = {
  fire: 'il fuoco',
  earth: 'la terra',
  air: 'l’aria',
  water: 'l’acqua',
};
const ELEMENT_LABEL: Readonly<Record<Element, string>> = { fire: 'Fuoco', earth: 'Terra', air: 'Aria', water: 'Acqua' };
/** La modalità come aggettivo femminile: «la modalità fissa». */
const MODALITY_F: Readonly<Record<Modality, string>> = { cardinal: 'cardinale', fixed: 'fissa', mutable: 'mobile' };
const count = (n: number) => (n === 0 ? 'nessuno' : String(n));

// ---------------------------------------------------------------------------------------------
// Lessico del verificatore

const POINT_FORMS: Readonly<Record<CoachPoint, readonly string[]>> = {
  // «segno solare», «segno zodiacale»: il segno del Sole («il tuo segno solare è il Leone»).
  sun: ['Sole', 'segno solare', 'segno zodiacale'],
  moon: ['Luna', 'segno lunare'],
  mercury: ['Mercurio'],
  venus: ['Venere'],
  mars: ['Marte'],
  jupiter: ['Giove'],
  saturn: ['Saturno'],
  uranus: ['Urano'],
  neptune: ['Nettuno'],
  pluto: ['Plutone'],
  ascendant: ['Ascendente', 'ASC', 'segno ascendente'],
  midheaven: ['Medio Cielo', 'Mediocielo', 'Mezzo Cielo', 'Mezzocielo', 'Medium Coeli', 'MC'],
};
const SIGN_FORMS: Readonly<Record<SignId, readonly string[]>> = {
  aries: ['Ariete', 'Arieti'],
  taurus: ['Toro', 'Tori'],
  gemini: ['Gemelli'],
  cancer: ['Cancro'],
  leo: ['Leone', 'Leoni'],
  virgo: ['Vergine'],
  libra: ['Bilancia'],
  // «Scorpio» e «Aquario» sono errori frequenti (anche dei modelli): li leggiamo lo stesso.
  scorpio: ['Scorpione', 'Scorpioni', 'Scorpio'],
  sagittarius: ['Sagittario', 'Sagittari'],
  capricorn: ['Capricorno', 'Capricorni'],
  aquarius: ['Acquario', 'Aquario'],
  pisces: ['Pesci'],
};
const ALL_SIGN_FORMS = Object.values(SIGN_FORMS).flat().join('|');

/** I gradi: «14°22′», «14°», «14° 22'», «14 gradi». */
const DEG = String.raw`\d{1,2}\s?(?:°\s?(?:\d{1,2}\s?[′'’]?)?|gradi(?:\s+e\s+\d{1,2}\s+(?:primi|minuti))?)`;
/** Le parole che, tra un punto e un segno o una casa, lo collocano lì. */
const CHUNK = [
  // verbi di posizione
  String.raw`(?:è|e'|era|sono|erano|sta|stava|cade|cadeva|risiede|si\s+trova(?:va|no)?|si\s+colloca(?:va)?)`,
  String.raw`(?:è\s+|era\s+)?(?:collocat|posizionat|situat|post|piazzat)[oaie]`,
  'che|invece|proprio|qui',
  // moto
  String.raw`retrograd[oaie]|℞|R|in\s+moto\s+retrogrado|stazionari[oa]`,
  // natale
  String.raw`natale|natali|di\s+nascita|radix|radicale`,
  String.raw`(?:nel|del)\s+tuo\s+tema(?:\s+natale)?|nella\s+tua\s+carta(?:\s+natale)?`,
  // dignità: «nel suo domicilio in Toro», «in esaltazione nei Pesci»
  String.raw`(?:(?:nel\s+suo|in)\s+)?(?:domicilio|esilio|esaltazione|caduta)|domiciliat[oa]|esaltat[oa]`,
  // gradi: «a 14°22′», «(14°22′)»
  String.raw`(?:a\s+)?${DEG}`,
].join('|');
const SEP = String.raw`(?:\s*[,(]\s*|\s*\)\s*,?\s*|\s+)`;
/** Ciò che precede il segno: «in», «nella», «nell’», «nel segno dello», «a 14°22′ della», «è la». */
const SIGN_FINAL = [
  String.raw`(?:in|nel|nella|nello|nei|negli|nel\s+segno\s+(?:di|del|della|dello|dei|degli))\s+`,
  String.raw`(?:nell|nel\s+segno\s+dell)['’]\s*`,
  String.raw`(?:a\s+)?${DEG}\s*(?:(?:di|del|della|dello|dei|degli)\s+|dell['’]\s*)?`,
  String.raw`(?:è|e'|era|sono)\s+(?:(?:il|la|lo|i|gli)\s+|l['’]\s*)?`,
].join('|');
/** Ciò che precede una casa numerata: «in», «nella (tua)», «nell’», «occupa la (tua)». */
const HOUSE_FINAL = [
  String.raw`(?:in|nella)\s+(?:(?:tua|sua)\s+)?`,
  String.raw`nell['’]\s*`,
  String.raw`(?:occupa|occupava|abita|abitava)\s+(?:(?:la\s+)?(?:(?:tua|sua)\s+)?|l['’]\s*)`,
].join('|');

// ---------------------------------------------------------------------------------------------
// Frasi dello scrittore

type Placement = (p: PlacementSlots) => string;
const placement: readonly Placement[] = [
  // «La tua Venere è in Bilancia a 14°22′, retrograda, nella tua settima casa.»
  (p) =>
    `${cap(your(p.point))} è in ${sign(p.sign)} a ${deg(p.degree, p.minute)}${p.retrograde ? `, ${retroOf(p.point)}` : ''}${
      p.house ? `, nella tua ${ord(p.house)} casa` : ''
    }.`,
  // «Nel tuo tema natale Mercurio si trova a 14°22′ dei Gemelli, in moto retrogrado, e occupa la terza casa.»
  (p) =>
    `Nel tuo tema natale ${the(p.point)} si trova a ${deg(p.degree, p.minute)} ${OF_SIGN[p.sign]}${
      p.retrograde ? ', in moto retrogrado' : ''
    }${p.house ? `${p.retrograde ? ',' : ''} e occupa ${theHouse(p.house)}` : ''}.`,
  // «Il tuo Marte retrogrado cade in Scorpione, a 3°05′, e abita la tua ottava casa.»
  (p) =>
    `${cap(your(p.point))}${p.retrograde ? ` ${retroOf(p.point)}` : ''} cade in ${sign(p.sign)}, a ${deg(p.degree, p.minute)}${
      p.house ? `, e abita la tua ${ord(p.house)} casa` : ''
    }.`,
  // «Al momento della tua nascita Venere era a 14°22′ della Bilancia, nella settima casa del tuo tema, e appariva retrograda.»
  (p) =>
    `Al momento della tua nascita ${the(p.point)} era a ${deg(p.degree, p.minute)} ${OF_SIGN[p.sign]}${
      p.house ? `, ${inTheHouse(p.house)} del tuo tema` : ''
    }${p.retrograde ? `, e appariva ${retroOf(p.point)}` : ''}.`,
  // «Nel tuo tema trovo Saturno in Capricorno (21°40′), in moto retrogrado, nella decima casa.»
  (p) =>
    `Nel tuo tema trovo ${the(p.point)} in ${sign(p.sign)} (${deg(p.degree, p.minute)})${
      p.retrograde ? ', in moto retrogrado' : ''
    }${p.house ? `, ${inTheHouse(p.house)}` : ''}.`,
];

/** «c’è il Toro», ma «ci sono i Gemelli», «ci sono i Pesci». */
const thereIs = (s: SignId) => (s === 'gemini' || s === 'pisces' ? 'ci sono' : 'c’è');

type HouseFn = CoachTexts['writing']['house'][number];
const house: readonly HouseFn[] = [
  (p) =>
    p.points.length
      ? `La tua ${ord(p.house)} casa comincia in ${sign(p.sign)} e ospita ${list(p.points)}.`
      : `La tua ${ord(p.house)} casa comincia in ${sign(p.sign)} e non ospita pianeti: una casa vuota non è un punto debole, e i suoi temi si leggono attraverso il segno sulla cuspide e il pianeta che lo governa.`,
  (p) =>
    p.points.length
      ? `Sulla cuspide della tua ${ord(p.house)} casa ${thereIs(p.sign)} ${THE_SIGN[p.sign]}; dentro ${
          p.points.length === 1 ? 'si trova' : 'si trovano'
        } ${list(p.points)}.`
      : `Sulla cuspide della tua ${ord(p.house)} casa ${thereIs(p.sign)} ${THE_SIGN[p.sign]}, e nessun pianeta vi si trova: i temi di questa casa restano vivi, ma passano dal segno che la apre.`,
  (p) =>
    p.points.length
      ? `${cap(list(p.points))} ${p.points.length === 1 ? 'si trova' : 'si trovano'} nella tua ${ord(
          p.house,
        )} casa, che nel tuo tema si apre nel segno ${OF_SIGN[p.sign]}.`
      : `Nessun pianeta abita la tua ${ord(p.house)} casa, che si apre nel segno ${OF_SIGN[p.sign]}: i suoi temi si esprimono attraverso quel segno e il suo pianeta governatore.`,
  (p) =>
    p.points.length
      ? `Guardiamo la tua ${ord(p.house)} casa: la sua cuspide è in ${sign(p.sign)}, e al suo interno ${
          p.points.length === 1 ? 'c’è' : 'ci sono'
        } ${list(p.points)}.`
      : `Guardiamo la tua ${ord(p.house)} casa: la sua cuspide è in ${sign(p.sign)} e al suo interno non ci sono pianeti, il che non la rende meno importante.`,
];

// ---------------------------------------------------------------------------------------------

/** The article before a day of the month: "l’8 dicembre", "l’11 marzo", "il 1° aprile", "il 3 aprile". */
const dayArticle = (date: string) => (/^(8|11)\b/.test(date) ? `l’${date}` : `il ${date}`);

// ---------------------------------------------------------------------------------------------
// Stazioni, lunazioni e risposte pianificate

/** «stazionario», ma «stazionaria» per Venere (glossario §5: «Mercurio è stazionario»). */
const still = (p: PlanetId) => (feminine(p) ? 'stazionaria' : 'stazionario');
/** «si è fermato», ma «si è fermata» per Venere. */
const stopped = (p: PlanetId) => (feminine(p) ? 'si è fermata' : 'si è fermato');
/** «diretto», «retrograda»: l’aggettivo del moto, accordato con il pianeta. */
const motionAdj = (p: PlanetId, direction: 'retrograde' | 'direct') =>
  direction === 'retrograde' ? retro(p) : feminine(p) ? 'diretta' : 'diretto';
/** La stazione al passato prossimo: «è tornato diretto», «è diventata retrograda». */
const turned = (p: PlanetId, direction: 'retrograde' | 'direct') =>
  direction === 'direct'
    ? `${feminine(p) ? 'è tornata' : 'è tornato'} ${motionAdj(p, direction)}`
    : `${feminine(p) ? 'è diventata' : 'è diventato'} ${motionAdj(p, direction)}`;
/** La stazione al futuro: «tornerà diretto», «diventerà retrograda». */
const willTurn = (p: PlanetId, direction: 'retrograde' | 'direct') =>
  `${direction === 'direct' ? 'tornerà' : 'diventerà'} ${motionAdj(p, direction)}`;
/** Il moto che segue la stazione, senza accordo di genere: «il moto diretto», «il moto retrogrado». */
const MOTION: Readonly<Record<'retrograde' | 'direct', string>> = {
  direct: 'il moto diretto',
  retrograde: 'il moto retrogrado',
};
/** Le due lunazioni (glossario §5: maiuscola per la Luna, aggettivo minuscolo). */
const LUNATION: Readonly<Record<'new' | 'full', string>> = { new: 'Luna nuova', full: 'Luna piena' };
/** «il tuo Sole», «il tuo Sole e la tua Venere», «il tuo Sole, la tua Luna e il tuo Marte». */
const yourList = (points: readonly CoachPoint[]) => {
  const names = points.map(your);
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}`;
};
/** «del tuo Sole», «della tua Venere»; in elenco: «del tuo Sole e della tua Venere». */
const ofYour = (p: CoachPoint) => `${feminine(p) ? 'della tua' : 'del tuo'} ${BARE[p]}`;
/** «sul tuo Sole», «sulla tua Venere». */
const onYour = (p: CoachPoint) => `${feminine(p) ? 'sulla tua' : 'sul tuo'} ${BARE[p]}`;
const joinAnd = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}`;
const ofYourList = (points: readonly CoachPoint[]) => joinAnd(points.map(ofYour));
const onYourList = (points: readonly CoachPoint[]) => joinAnd(points.map(onYour));
/** «natale» per un punto, «natali» per più punti. */
const natal = (points: readonly CoachPoint[]) => (points.length > 1 ? 'natali' : 'natale');
/**
 * Il titolo di un transito dentro la frase: «il Sole forma…», «la Luna si oppone…» (l’articolo torna
 * minuscolo; «Saturno», «Venere» restano come sono).
 */
const low = (title: string) =>
  /^(?:Il|La|Lo|Gli|I)\s|^L’/u.test(title) ? title.charAt(0).toLowerCase() + title.slice(1) : title;
const MONTH = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
] as const;

/**
 * Le parti della vita come le nominano le frasi sul perché (`why`) e sull’ora ignota: `di` senza
 * articolo dopo «parlare» («che parlano di lavoro», «quando si parla d’amore»), `houses` le case che
 * le governano (una sola per la casa, la creatività e la persona: «la casa delle radici»), `the`
 * come complemento oggetto («riguarda la vita domestica»; per la casa non «la casa», che si
 * confonderebbe con le case del tema).
 */
const TOPIC: Readonly<Record<LifeTopic, { readonly di: string; readonly houses: string; readonly the: string }>> = {
  love: { di: 'd’amore', houses: 'una delle case che parlano d’amore', the: 'l’amore' },
  money: { di: 'di denaro', houses: 'una delle case che parlano di denaro', the: 'il denaro' },
  work: { di: 'di lavoro', houses: 'una delle case che parlano di lavoro', the: 'il lavoro' },
  home: { di: 'di casa e di radici', houses: 'la casa delle radici e della vita domestica', the: 'la vita domestica' },
  health: { di: 'di salute', houses: 'una delle case che parlano di salute', the: 'la salute' },
  family: { di: 'di famiglia', houses: 'una delle case che parlano di famiglia', the: 'la famiglia' },
  study: { di: 'di studio', houses: 'una delle case che parlano di studio', the: 'lo studio' },
  move: {
    di: 'di viaggi e trasferimenti',
    houses: 'una delle case che parlano di viaggi e trasferimenti',
    the: 'i viaggi e i trasferimenti',
  },
  creativity: { di: 'di creatività', houses: 'la casa della creatività e del gioco', the: 'la creatività' },
  spirituality: {
    di: 'di vita interiore',
    houses: 'una delle case che parlano di vita interiore',
    the: 'la vita interiore',
  },
  self: { di: 'di identità', houses: 'la casa che parla di te', the: 'il tuo modo di essere' },
};
/** «in una delle case…», «nella casa delle radici…». */
const inHouses = (topic: LifeTopic) => {
  const houses = TOPIC[topic].houses;
  return houses.startsWith('la ') ? `nel${houses}` : `in ${houses}`;
};
/** Chi governa una casa: «il pianeta», ma «l’astro» per il Sole e la Luna (come `chartRuler`). */
const ruling = (p: CoachPoint) => (p === 'sun' || p === 'moon' ? 'l’astro' : isAngle(p) ? 'il punto' : 'il pianeta');
/** L’ambito «la casa» accanto alle case del tema diventa «la vita domestica». */
const domestic = (area: string) => area.replace(/(?<!\p{L})la casa(?!\p{L})/u, 'la vita domestica');
/** Il pronome oggetto del punto: «lo coinvolge», «la coinvolge» (la Luna, Venere). */
const itObj = (p: CoachPoint) => (feminine(p) ? 'la' : 'lo');

/**
 * Le parole di una risposta pianificata. Gli ambiti (`area`) sono gruppi nominali con l’articolo,
 * usati come complemento oggetto («riguarda il lavoro») o dopo preposizioni semplici («con
 * l’amore in primo piano», «per il lavoro»), mai dopo «di», «a», «su», che si articolerebbero
 * («dell’amore e il denaro» non si può scrivere). I periodi sono complementi di tempo che reggono
 * da soli: «questo mese», «a marzo», «il 14 febbraio», «domani».
 */
const PLAN: CoachTexts['plan'] = {
  area: {
    love: 'l’amore',
    money: 'il denaro',
    work: 'il lavoro',
    home: 'la casa',
    health: 'la salute',
    family: 'la famiglia',
    study: 'gli studi',
    move: 'un trasferimento',
    creativity: 'la creatività',
    spirituality: 'la vita interiore',
    self: 'il tuo modo di essere',
  },
  areas: (a, b) => `${a} e ${b}`,
  period: {
    now: 'in questi giorni',
    lately: 'nelle ultime settimane',
    week: 'questa settimana',
    nextWeek: 'la settimana prossima',
    month: 'questo mese',
    nextMonth: 'il mese prossimo',
    year: 'nell’anno che hai davanti',
    nextYear: 'l’anno prossimo',
    tomorrow: 'domani',
    dayAfterTomorrow: 'dopodomani',
    when: 'nei prossimi mesi',
  },
  // «a marzo», ma «ad aprile», «ad agosto».
  inMonth: (month) => {
    const name = MONTH[month - 1] ?? '';
    return name.startsWith('a') ? `ad ${name}` : `a ${name}`;
  },
  onDate: (date) => dayArticle(date),
  opener: {
    natal: [
      ({ area }) => `Guardiamo ${area ?? 'la tua domanda'} con gli occhi del tuo tema natale: ecco che cosa dice.`,
      ({ area }) =>
        area
          ? `Per quanto riguarda ${area}, la prima parola spetta al tuo tema di nascita, ed è da lì che comincio.`
          : 'La prima parola spetta al tuo tema di nascita, ed è da lì che comincio.',
      ({ area }) => `C’è una posizione del tuo tema che illumina ${area ?? 'la tua domanda'} più di ogni altra.`,
      ({ area }) =>
        area
          ? `Per ${area}, il tema natale ha una risposta chiara: non serve cercarla altrove.`
          : 'Il tuo tema natale ha una risposta chiara: non serve cercarla altrove.',
      ({ area }) =>
        area
          ? `La tua domanda riguarda ${area}, e il tuo tema di nascita ne parla in modo preciso.`
          : 'Il tuo tema di nascita risponde alla tua domanda in modo preciso.',
      ({ area }) =>
        area
          ? `Per leggere ${area} nel tuo tema c’è un punto da cui partire prima di tutti gli altri.`
          : 'Nel tuo tema c’è un punto da cui partire prima di tutti gli altri.',
    ],
    timed: [
      ({ area, when }) =>
        area
          ? `Per quanto riguarda ${area} ${when}, nel tuo cielo c’è un segnale che conta più degli altri.`
          : `${cap(when)}, nel tuo cielo c’è un segnale che conta più degli altri.`,
      ({ area, when }) => `Ecco che cosa si muove nel tuo cielo ${when}${area ? `, con ${area} in primo piano` : ''}.`,
      ({ area, when }) =>
        area
          ? `${cap(when)} il cielo mette in evidenza soprattutto un passaggio, e lo leggo tenendo presente ${area}.`
          : `${cap(when)} il cielo mette in evidenza soprattutto un passaggio.`,
      ({ area, when }) =>
        area
          ? `${cap(when)}, per ${area}, il cielo ha una cosa chiara da dirti.`
          : `${cap(when)} il cielo ha una cosa chiara da dirti.`,
      ({ area, when }) =>
        `${cap(when)}, tra tutti i contatti del cielo con il tuo tema, uno ${
          area ? `riguarda ${area} più degli altri` : 'si fa notare più degli altri'
        }.`,
      ({ area, when }) =>
        `${cap(when)} c’è un contatto che conviene conoscere${area ? `, soprattutto per ${area}` : ''}.`,
    ],
    when: [
      ({ area }) =>
        `Vuoi sapere quando${area ? `, e la domanda riguarda ${area}` : ''}. Il cielo apre la sua prossima finestra utile in una data su cui puoi organizzarti.`,
      ({ area }) =>
        `Quando si parla di tempi${area ? `, anche con ${area} in gioco` : ''}, contano le date in cui i pianeti in transito raggiungono i punti del tuo tema. Ecco la prossima che ti aiuta.`,
      ({ area }) =>
        area
          ? `Con ${area}, la vera domanda non è se, ma quando: ecco la prima data che gioca a tuo favore.`
          : 'Ecco la prima data del tuo cielo che gioca a tuo favore.',
      ({ area }) => `Ho passato in rassegna i prossimi mesi cercando il momento migliore${area ? ` per ${area}` : ''}.`,
      ({ area }) =>
        `Nel tuo cielo il momento giusto ha una data precisa${area ? `, anche per ${area}` : ''}, e ce n’è una che vale la pena segnare.`,
      ({ area }) =>
        `${area ? `Per ${area} non` : 'Non'} tutti i momenti si equivalgono, e nel tuo cielo ce n’è uno che spicca.`,
    ],
  },
  // Dopo il titolo del passaggio: l’ambito all’inizio, come si dice in italiano («In amore», «Sul
  // lavoro»). Nessun pianeta, segno, casa o aspetto: ogni lettura vale per qualsiasi tema.
  areaReading: {
    love: {
      easy: [
        'In amore, un passaggio così rende più facile mostrare affetto e riceverlo.',
        'Nei rapporti di cuore c’è più morbidezza del solito: è il momento di dire ciò che senti, senza giri di parole.',
        'Con chi ami le cose scorrono con meno fatica, e anche un piccolo gesto viene accolto volentieri.',
        'Se in amore hai un desiderio, questo clima lo asseconda: il primo passo puoi farlo tu.',
      ],
      hard: [
        'In amore è un attrito che chiede sincerità, non soluzioni rapide.',
        'Nei sentimenti è più una prova di pazienza che una rottura: evita di decidere tutto a caldo.',
        'Sul piano affettivo tende a riaffiorare ciò che era rimasto in sospeso, e conviene dargli un nome invece di girarci intorno.',
        'Con chi ami possono emergere bisogni diversi, e ascoltarli senza difenderti vale più di avere ragione.',
      ],
      meeting: [
        'In amore segna un inizio: un sentimento, una persona o un modo nuovo di incontrarsi.',
        'Sul piano affettivo qualcosa comincia, anche se in sordina: accorgersene è già metà del lavoro.',
        'Nei sentimenti è una soglia: le scelte fatte in questa fase danno il tono a ciò che segue.',
        'Con chi ami, o con chi ancora non conosci, si apre la possibilità di un legame impostato su basi nuove.',
      ],
    },
    money: {
      easy: [
        'Sul piano economico le porte si aprono un po’ di più: è un buon momento per chiedere, trattare o fare progetti.',
        'Quanto ai soldi, una richiesta ben preparata ha buone probabilità di andare a segno.',
        'Per le tue finanze è una fase in cui l’impegno rende, e gli accordi presi in questa fase tendono a reggere nel tempo.',
        'Nel rapporto con il denaro c’è più fiducia, e ti riesce più facile dare il giusto valore a ciò che offri.',
      ],
      hard: [
        'Sul piano economico conviene guardare bene i conti prima di prendere qualsiasi impegno.',
        'Quanto ai soldi, rimanda le spese importanti finché le cifre non sono chiare.',
        'Per le tue finanze la prudenza paga più della fretta: meglio un preventivo in più che una sorpresa dopo.',
        'Nel rapporto con il denaro può farsi sentire un po’ d’ansia, e un bilancio scritto nero su bianco la ridimensiona.',
      ],
      meeting: [
        'Sul piano economico si apre un capitolo nuovo in ciò che guadagni, spendi o consideri prezioso.',
        'Quanto ai soldi, può nascere una nuova entrata o una nuova abitudine, e vale la pena coltivarla.',
        'Per le tue finanze è un punto da cui ripartire: chiediti che cosa conta davvero per te prima di decidere dove mettere le risorse.',
        'Nel rapporto con il denaro cambia qualcosa di fondo, e le scelte fatte in questa fase lasciano il segno.',
      ],
    },
    work: {
      easy: [
        'Sul lavoro l’impegno trova terreno favorevole: proponi, chiedi, fatti avanti.',
        'In ufficio, o ovunque tu lavori, le persone sono più disposte ad ascoltarti: porta le tue ragioni.',
        'Professionalmente si apre uno spiraglio: usalo per la conversazione che continui a rimandare.',
        'Nel lavoro le tue capacità si vedono di più, ed è il momento giusto per farle valere.',
      ],
      hard: [
        'Sul lavoro è una pressione che premia la preparazione più della velocità.',
        'Sul piano professionale aspettati qualche resistenza: i fatti e la pazienza portano più lontano della forza.',
        'Nel lavoro è una fase che mette alla prova le strutture, le tue e quelle degli altri: meglio rinforzarle che forzarle.',
        'Professionalmente le responsabilità pesano di più, e dire con chiarezza che cosa puoi fare, e che cosa no, ti protegge.',
      ],
      meeting: [
        'Sul lavoro qualcosa comincia: un incarico, un ruolo o un modo nuovo di fare quello di sempre.',
        'Nel lavoro può cominciare una responsabilità nuova, o prendere forma una direzione diversa.',
        'Professionalmente è più una linea di partenza che un traguardo: conta come imposti i primi passi.',
        'Sul piano professionale si apre una strada che prima non vedevi, e merita almeno un sopralluogo.',
      ],
    },
    home: {
      easy: [
        'In casa le cose si sistemano con più facilità, e gli accordi presi ora tendono a durare.',
        'Tra le mura domestiche è un buon periodo per aggiustare, riordinare o invitare qualcuno.',
        'Nella vita domestica l’armonia costa meno fatica del solito, e chi vive con te se ne accorge.',
      ],
      hard: [
        'In casa, vecchie tensioni o riparazioni rimandate chiedono attenzione prima di ingrandirsi.',
        'Tra le mura domestiche qualcosa va riparato, alla lettera o nei rapporti con chi ci abita.',
        'Nella vita domestica gli attriti indicano con precisione che cosa chiede di cambiare.',
      ],
      meeting: [
        'In casa comincia un cambiamento: nel luogo stesso o in chi lo condivide con te.',
        'Tra le mura domestiche sta prendendo forma un assetto nuovo.',
        'Nella vita domestica è possibile ripartire da capo, anche solo cambiando l’uso di una stanza.',
      ],
    },
    health: {
      easy: [
        'Per il corpo e l’energia è un sostegno alle abitudini costanti più che agli sforzi improvvisi.',
        'Fisicamente recuperi bene: è il momento di consolidare ciò che ti fa stare bene.',
        'L’energia è più facile da gestire, e un ritmo regolare di sonno e movimento la mantiene stabile.',
      ],
      hard: [
        'Per il corpo e l’energia la fatica si fa sentire prima del solito: dosa le forze.',
        'Fisicamente conviene riposare prima di arrivare al limite, non dopo.',
        'L’energia può andare a sbalzi: qualche piccolo limite, rispettato ogni giorno, la protegge.',
      ],
      meeting: [
        'Per il corpo e l’energia è un buon momento per iniziare una nuova routine.',
        'Fisicamente un’abitudine nuova ha buone probabilità di mettere radici, se la tieni semplice.',
        'L’energia è pronta a ripartire: basta un gesto semplice, come una camminata quotidiana, per darle una direzione.',
      ],
    },
    family: {
      easy: [
        'In famiglia, i discorsi rimasti in sospeso possono ripartire.',
        'Con i tuoi parenti la disponibilità reciproca arriva più facilmente.',
        'I legami familiari si fanno più leggeri, e un invito o una telefonata possono fare molto.',
      ],
      hard: [
        'In famiglia le aspettative possono scontrarsi, e la pazienza ottiene più delle discussioni.',
        'Con i tuoi parenti i vecchi ruoli possono stare stretti: di’ con calma di che cosa hai bisogno.',
        'I legami familiari vengono messi alla prova, ed è anche l’occasione per rinegoziarli.',
      ],
      meeting: [
        'In famiglia prende forma un ruolo nuovo, o un legame nuovo.',
        'Con i tuoi parenti cambia qualcosa nella divisione dei compiti e dei ruoli.',
        'I legami familiari entrano in un capitolo nuovo, e vale la pena chiederti quale posto vuoi occupare.',
      ],
    },
    study: {
      easy: [
        'Nello studio la concentrazione arriva più facilmente, e ciò che impari tende a restare.',
        'Per imparare è una fase ricettiva: leggi, fai domande, prendi appunti.',
        'La mente assorbe bene le cose nuove, e ripassare in questa fase fissa ciò che sai.',
      ],
      hard: [
        'Nello studio la strada è in salita, e il metodo rende più delle nottate sui libri.',
        'Per imparare metti in conto un po’ di fatica prima che tutto torni: fa parte del percorso.',
        'La mente ha bisogno di struttura più che di ore: meglio sessioni brevi e regolari.',
      ],
      meeting: [
        'Per lo studio è il momento naturale per iniziare un corso o una materia nuova.',
        'Per imparare può aprirsi un campo nuovo, o arrivare un insegnante che cambia il modo di vedere le cose.',
        'La mente è pronta ad affrontare qualcosa di nuovo, e la curiosità di questo periodo è un ottimo carburante.',
      ],
    },
    move: {
      easy: [
        'Per un trasferimento, i piani fatti ora tendono a filare lisci.',
        'Se pensi di cambiare casa o città, il lato pratico si sistema con meno intoppi.',
        'I progetti di trasloco trovano una mano favorevole: è un buon momento per sopralluoghi e preventivi.',
      ],
      hard: [
        'Per un trasferimento, metti in conto qualche ritardo e lascia margine nei tempi.',
        'Se pensi di cambiare casa o città, controlla due volte documenti, date e contratti.',
        'I progetti di trasloco incontrano ostacoli che conviene risolvere uno alla volta, senza forzare.',
      ],
      meeting: [
        'Per un trasferimento, l’idea di un posto nuovo prende una forma più concreta.',
        'Se pensi di cambiare casa o città, è in questa fase che la decisione comincia a maturare.',
        'Il trasferimento diventa una possibilità concreta più che un desiderio: vale la pena fare i primi conti.',
      ],
    },
    creativity: {
      easy: [
        'Nella creatività le idee arrivano con facilità, e condividerle viene naturale.',
        'Sul piano creativo è una fase generosa: crea, mostra, gioca.',
        'In questa fase ciò che crei nasce con meno sforzo: approfittane per finire quello che hai lasciato a metà.',
      ],
      hard: [
        'Nella creatività la resistenza fa parte del lavoro: non fermarti.',
        'Sul piano creativo il blocco che senti è il segnale di qualcosa che chiede di cambiare forma.',
        'Ciò che crei in questa fase chiede disciplina più che ispirazione: fissa un orario e rispettalo.',
      ],
      meeting: [
        'Nella creatività c’è un progetto nuovo che chiede di cominciare.',
        'Sul piano creativo viene piantato un seme: non serve che dia frutti subito.',
        'Un’idea nuova può mettere radici, se le lasci spazio e tempo.',
      ],
    },
    spirituality: {
      easy: [
        'Nella vita interiore, il tempo passato in silenzio restituisce più del solito.',
        'Sul piano spirituale è una fase limpida e quieta, adatta alla meditazione o alla preghiera.',
        'Riflettere viene naturale, e qualche minuto di silenzio al giorno basta per sentirne il beneficio.',
      ],
      hard: [
        'Nella vita interiore affiorano dei dubbi, proprio perché tu possa guardarli in faccia.',
        'Sul piano spirituale qualche vecchia certezza può vacillare, e non è per forza un male.',
        'Guardarsi dentro costa più fatica, ma proprio per questo porta a risposte più oneste.',
      ],
      meeting: [
        'Nella vita interiore mette radici una pratica nuova, o una domanda nuova.',
        'Sul piano spirituale si apre un capitolo nuovo, con domande diverse da quelle di prima.',
        'Qualcosa cambia nel modo in cui dai un senso alle cose, e vale la pena ascoltarlo.',
      ],
    },
    self: {
      easy: [
        'Per te è come avere più spazio per respirare e per essere davvero chi sei.',
        'Ti riesce più facile mostrarti per come sei, senza doverti spiegare.',
        'Ti senti più a tuo agio nella tua pelle, e gli altri lo percepiscono.',
        'È un clima che asseconda le tue scelte personali: fidati di più del tuo istinto.',
      ],
      hard: [
        'Per te può farsi sentire come irrequietezza: un’energia che cerca una direzione.',
        'La tensione che senti è una spinta a crescere, anche se sul momento somiglia a un disagio.',
        'Puoi avere la sensazione di non riconoscerti: invece di combatterla, dai a quell’energia una meta.',
        'Dentro di te qualcosa preme per cambiare, e la fatica nasce soprattutto dal resistergli.',
      ],
      meeting: [
        'Per te è un nuovo inizio nel modo in cui ti vedi.',
        'Sul piano personale si apre un capitolo nuovo, e l’immagine che hai di te può aggiornarsi.',
        'Qualcosa in te è pronto a ricominciare, anche partendo da un dettaglio piccolo.',
        'È un punto di svolta personale: ciò che scegli in questa fase conta più di ciò che hai alle spalle.',
      ],
    },
  },
  // Perché il contatto arriva alla parte di vita chiesta: mai un segno o il numero di una casa.
  why: {
    ruler: [
      ({ point, topic }) =>
        `Nel tuo tema ${the(point)} governa ${TOPIC[topic].houses}: per questo ciò che ${itObj(point)} coinvolge si fa sentire anche lì.`,
      ({ point, topic }) =>
        `${cap(the(point))} conta per la tua domanda per un motivo preciso: nel tuo tema è ${ruling(point)} che governa ${TOPIC[topic].houses}.`,
      ({ point, topic }) =>
        `Il filo che porta fin qui passa per ${the(point)}, che nel tuo tema governa ${TOPIC[topic].houses}.`,
    ],
    placed: [
      ({ point, topic }) => `${cap(your(point))} si trova ${inHouses(topic)}, ed è per questo che ha tanto peso qui.`,
      ({ point, topic }) => `Non è un caso che la risposta passi di qui: ${your(point)} occupa ${TOPIC[topic].houses}.`,
      ({ point, topic }) =>
        `Alla tua nascita ${the(point)} si trovava ${inHouses(topic)}: ecco perché non resta sullo sfondo.`,
    ],
    significator: [
      ({ point, topic }) =>
        `In ogni tema ${the(point)} ha voce in capitolo quando si parla ${TOPIC[topic].di}, e qui il punto in gioco è proprio ${your(point)}.`,
      ({ point, topic }) =>
        `L’astrologia legge ${TOPIC[topic].the} anche attraverso ${the(point)}: ecco perché ${your(point)} ha tanto da dire qui.`,
      ({ point, topic }) =>
        `${cap(the(point))} parla ${TOPIC[topic].di} in qualsiasi tema, il tuo compreso, e qui è ${the(point)} a essere ${
          feminine(point) ? 'chiamata' : 'chiamato'
        } in causa.`,
    ],
  },
  // «le case che riguardano la casa» non si può dire: qui la casa è la vita domestica.
  unknownTime: [
    ({ area }) =>
      `Senza l’ora di nascita non posso collocare le case che riguardano ${domestic(area)}, ma i pianeti sì, ed è da quelli che parto.`,
    ({ area }) =>
      `Con l’ora di nascita saprei quali case del tuo tema governano ${domestic(area)}; senza, leggo i pianeti e i loro contatti, che valgono a qualsiasi ora.`,
    ({ area }) =>
      `Mi mancano le case, che si calcolano dall’ora di nascita; i pianeti invece non ne dipendono, e per ${domestic(area)} è su di loro che mi baso.`,
  ],
  because: [
    'Ecco perché lo vivi proprio in questo modo.',
    'Ecco che cosa, nel tuo tema, lo rende così personale.',
    'Queste sono le posizioni del tuo tema che entrano in gioco.',
    'Nel tuo tema, sono questi i punti su cui agisce.',
    'A renderlo così tuo sono alcune posizioni precise del tuo tema.',
    'Per capire perché ti riguarda così da vicino, bisogna guardare il tuo tema natale.',
  ],
  closing: {
    natal: [
      'Una posizione descrive un modo di essere, non una sentenza: sta a te decidere che cosa farne.',
      'Osserva in che cosa ti riconosci e in che cosa, invece, hai già fatto un passo avanti.',
      'Se in una parte di tutto questo ti ritrovi, fammi una domanda proprio su quella e andiamo più a fondo.',
      'Leggilo come un punto di partenza per conoscerti meglio, non come l’ultima parola.',
      'Il tuo tema dà la tonalità, ma la musica la scegli tu.',
      'Prendi ciò che ti somiglia e lascia il resto: la tua vita la conosci meglio di qualsiasi tema.',
      'Rileggilo tra qualche mese: certe cose si capiscono meglio a distanza.',
    ],
    lately: [
      'Capire da dove viene una sensazione non la fa sparire, ma la rende più facile da portare.',
      'Quello che hai provato ha una forma precisa nel tuo cielo, e le forme cambiano: anche questa passerà.',
      'Datti atto di una cosa: la pressione che hai sentito è reale, non frutto della tua immaginazione.',
      'Vedere lo schema è il primo passo; il secondo è decidere che cosa fare di quell’energia.',
      'Contatti come questo passano, ma ciò che impari mentre durano tende a restare.',
      'Se tra qualche settimana la sensazione è ancora lì, chiedimelo di nuovo e guarderò che cosa è cambiato.',
      'Non serve sforzarti di stare meglio subito: dare un nome a ciò che senti è già un modo di prendertene cura.',
    ],
    // Un giorno solo (oggi, questi giorni, domani, una data): un pensiero pratico per quel giorno,
    // niente «giorni prima», «settimane» o date da segnare.
    day: [
      'Una giornata sola non decide tutto: prendila come una spinta, non come un verdetto.',
      'Tieni il programma semplice, dove puoi, e dai la tua attenzione a ciò che conta davvero.',
      'Se qualcosa prende una piega storta, anche questa è un’informazione: rallenta invece di forzare.',
      'Osserva come vanno davvero le cose: quello che senti sul momento conta quanto il cielo.',
      'Metti in conto un margine per l’imprevisto: anche una buona giornata ha bisogno di un po’ d’aria.',
      'Scegli una sola cosa a cui tieni davvero e falla bene: il resto può aspettare.',
      'Una conversazione sincera o una pausa al momento giusto possono valere più di un’agenda piena.',
      'Ascolta come ti senti strada facendo: ti dirà se è il caso di accelerare o di prendertela con calma.',
    ],
    timed: [
      'Le date dicono quando il cielo spinge in una direzione; che cosa fare in quei giorni resta una scelta tua.',
      'Segna la data in agenda e osserva come ti senti davvero nei giorni intorno.',
      'Usa i giorni che precedono per prepararti, e il giorno esatto per agire o per ascoltare.',
      'Un contatto è più forte intorno al giorno esatto e poi si attenua: organizza le cose importanti di conseguenza.',
      'Prendilo come il meteo, non come un destino: ti dice che cosa mettere in valigia, non dove andare.',
      'Chiedimelo di nuovo a ridosso della data: ti dirò come si presenta allora.',
      'Non serve stravolgere i programmi: basta sapere dove il cielo spinge e dove frena.',
      'Spesso contano più i piccoli gesti fatti al momento giusto che le grandi decisioni prese di slancio.',
    ],
    when: [
      'Una buona finestra aiuta, ma non decide al posto tuo: organizzati di conseguenza e tieni d’occhio anche i giorni prima e dopo.',
      'Fissa la data, preparati nelle settimane precedenti e lascia che il momento faccia il resto.',
      'Se quella data non ti va bene, chiedimi di un altro mese e guardo di nuovo.',
      'Le finestre ritornano: se questa ti sfugge ce ne saranno altre, e posso trovarle.',
      'Usa il tempo che ti separa da quella data per prepararti: il momento giusto rende di più su un terreno già pronto.',
      'I tempi del cielo sono alleati, non ordini: comincia quando te la senti, meglio se vicino a quella data.',
    ],
  },
  noFit: [
    ({ area, when }) =>
      `Nel tuo tema non vedo un contatto che riguardi con chiarezza ${area ?? 'la tua domanda'}${
        when ? ` ${when}` : ''
      }, e preferisco dirtelo piuttosto che forzare la lettura.`,
    ({ area, when }) =>
      `${when ? `${cap(when)}, né il tuo tema né il cielo chiamano` : 'Il tuo tema non chiama'} in causa con chiarezza ${
        area ?? 'l’argomento della tua domanda'
      }, quindi non potrei darti una lettura onesta.`,
    ({ area, when }) =>
      `${when ? `${cap(when)}, per` : 'Per'} quanto riguarda ${
        area ?? 'questa domanda'
      }, nessun contatto del tuo tema spicca davvero, e non voglio inventarne uno.`,
    ({ area, when }) =>
      `${when ? `${cap(when)} il cielo non` : 'Il tuo tema non'} offre un segnale abbastanza forte per ${
        area ?? 'questa domanda'
      }: l’ho cercato con cura, ma una risposta va costruita su qualcosa di solido.`,
    ({ area, when }) =>
      `${when ? `${cap(when)} non` : 'Non'} trovo appigli sicuri per ${
        area ?? 'questa domanda'
      }, e una risposta inventata non ti servirebbe a niente.`,
  ],
  clarify: [
    'Puoi dirmi qualcosa di più? C’è una decisione, una data o una persona a cui stai pensando?',
    'Che cosa ti aiuterebbe di più: guardare un mese preciso, o un ambito preciso della tua vita?',
    'Dietro la domanda c’è una situazione concreta? Se me la racconti, posso guardare la parte del tema che la governa.',
    'Ti aiuterebbe chiedermi di una data precisa, oppure di una sola relazione o di un solo progetto?',
    'Che cosa succede nella tua vita in questo momento? Con un po’ di contesto posso guardare nel punto giusto.',
    'Se potessi fare luce su una sola parte della situazione, quale sceglieresti?',
  ],
};

export const COACH_IT: CoachTexts = {
  grammar: GRAMMAR_IT,
  lexicon: {
    point: POINT_FORMS,
    sign: SIGN_FORMS,
    aspect: {
      conjunction: [
        'congiunzione',
        'congiunzioni',
        'congiunto',
        'congiunta',
        'congiunti',
        'congiunte',
        'congiunge',
        'congiungono',
        'congiungersi',
      ],
      opposition: [
        'opposizione',
        'opposizioni',
        'opposto',
        'opposta',
        'opposti',
        'opposte',
        'oppone',
        'oppongono',
        'opporsi',
      ],
      trine: ['trigono', 'trigoni', 'trigona', 'trigonale'],
      square: ['quadratura', 'quadrature', 'quadrato', 'quadrata'],
      sextile: ['sestile', 'sestili'],
    },
    // «settima casa», «7ª casa», «VII casa», «casa 7», «Casa VII», «casa numero 7», «nell’ottava casa».
    house:
      /(?<![\p{L}\p{N}])(?:casa\s+(?:numero\s+|n\.\s*|n°\s*)?(?=(?:1[0-2]|[1-9]|xii|xi|x|ix|viii|vii|vi|v|iv|iii|ii)(?![\p{L}\p{N}]))|(?=(?:1[0-2]|[1-9]|xii|xi|x|ix|viii|vii|vi|v|iv|iii|ii|i|prima|seconda|terza|quarta|quinta|sesta|settima|ottava|nona|decima|undicesima|dodicesima)(?:ª|a|°|º)?\s+casa(?![\p{L}\p{N}])))(1[0-2]|[1-9]|xii|xi|x|ix|viii|vii|vi|v|iv|iii|ii|i|prima|seconda|terza|quarta|quinta|sesta|settima|ottava|nona|decima|undicesima|dodicesima)(?:ª|a|°|º)?(?![\p{L}\p{N}])(?:\s+casa(?![\p{L}\p{N}]))?/giu,
    houseNumber: {
      prima: 1,
      seconda: 2,
      terza: 3,
      quarta: 4,
      quinta: 5,
      sesta: 6,
      settima: 7,
      ottava: 8,
      nona: 9,
      decima: 10,
      undicesima: 11,
      dodicesima: 12,
      i: 1,
      ii: 2,
      iii: 3,
      iv: 4,
      v: 5,
      vi: 6,
      vii: 7,
      viii: 8,
      ix: 9,
      x: 10,
      xi: 11,
      xii: 12,
    },
    placementGap: new RegExp(String.raw`^(?:\s+|(?:${SEP}(?:${CHUNK}))*${SEP}(?:${SIGN_FINAL}))$`, 'iu'),
    // L’italiano non mette il segno prima del pianeta per collocarlo: «la Bilancia, Venere…» non è una posizione.
    reverseGap: /^(?!)$/,
    houseGap: new RegExp(`^(?:${SEP}(?:${CHUNK}))*${SEP}(?:${HOUSE_FINAL})$`, 'iu'),
    // «Bilancia ascendente» (ma non «Bilancia ascendente Scorpione», che è il Sole in Bilancia e
    // l’Ascendente in Scorpione), «la Bilancia all’Ascendente», «Bilancia come Ascendente»,
    // «la Bilancia è il tuo Ascendente».
    risingAfterSign: new RegExp(
      String.raw`^(?:\s+ascendente(?![\p{L}\p{N}])(?!\s*(?:in\s+|nel\S*\s+)?(?:${ALL_SIGN_FORMS})(?![\p{L}]))|\s+(?:come|all['’]|al\s+suo)\s*(?:segno\s+)?ascendente(?![\p{L}\p{N}])|\s*,?\s+(?:è|e')\s+(?:il\s+)?(?:tuo\s+)?(?:segno\s+)?ascendente(?![\p{L}\p{N}]))`,
      'iu',
    ),
    wordBoundaries: true,
  },

  intents: {
    love: [
      'amor',
      'innamor',
      'relazion',
      'partner',
      'fidanzat',
      'ragazzo',
      'ragazza',
      'marito',
      'moglie',
      'compagno',
      'compagna',
      'coppia',
      'cuore',
      'sentiment',
      'affett',
      'sposa',
      'sposo',
      'sposare',
      'sposarmi',
      'sposat',
      'matrimoni',
      'nozze',
      'flirt',
      'appuntamento',
      'gelos',
      'tradiment',
      'tradito',
      'tradita',
      'separazion',
      'single',
      'attrazion',
      'anima gemella',
      'sinastria',
      'compatibil',
      'intimit',
      'corteggi',
      'mi ha lasciat',
      'rottura',
      'ex partner',
      'bacio',
      'piaccio',
    ],
    career: [
      'lavor',
      'carrier',
      'professi',
      'impieg',
      'ufficio',
      'capo',
      'collega',
      'colleghi',
      'promozion',
      'stipendi',
      'aumento',
      'colloqui',
      'curriculum',
      'aziend',
      'impresa',
      'affari',
      'business',
      'vocazion',
      'mestiere',
      'licenzi',
      'dimission',
      'universit',
      'laurea',
      'concors',
      'successo',
      'ambizion',
      'obiettiv',
      'studi',
      'esam',
      'freelance',
      'startup',
      'job',
    ],
    wellbeing: [
      'benessere',
      'stress',
      'ansi',
      'stanc',
      'energi',
      'sonno',
      'dorm',
      'riposo',
      'equilibrio',
      'emozion',
      'umore',
      'tristezz',
      'triste',
      'felic',
      'serenit',
      'calma',
      'pace interiore',
      'autostima',
      'fiducia in me',
      'paur',
      'preoccup',
      'burnout',
      'esaurit',
      'nervos',
      'rilass',
      'meditazion',
      'crescita personale',
      'motivazion',
      'solitudin',
      'mi sento',
      'sentirmi',
      'vuoto',
    ],
    timing: [
      'quando',
      'questa settimana',
      'settimana',
      'questo mese',
      'mese',
      'quest’anno',
      "quest'anno",
      'anno prossimo',
      'oggi',
      'domani',
      'adesso',
      'in questo periodo',
      'periodo',
      'presto',
      'prossim',
      'transit',
      'futur',
      'momento',
      'tempistic',
      'entro',
      'fra quanto',
      'tra quanto',
      'ritorno di saturno',
      'rivoluzione solare',
      'retrograd',
      'luna piena',
      'luna nuova',
      'eclissi',
      'in che data',
      'quale data',
      'quali date',
      'estate',
      'inverno',
    ],
    numerology: [
      'numerolog',
      'percorso di vita',
      'sentiero di vita',
      'cammino di vita',
      'numero del destino',
      'numero dell’espressione',
      "numero dell'espressione",
      'numero di espressione',
      'numero dell’anima',
      "numero dell'anima",
      'desiderio dell’anima',
      "desiderio dell'anima",
      'numero della personalità',
      'numero della personalita',
      'numero del giorno',
      'numero maestro',
      'numeri maestri',
      'pitagor',
      'il mio numero',
      'numeri',
      'vibrazion',
    ],
    meta: [
      'chi sei',
      'cosa sei',
      'che cosa sei',
      'come funzioni',
      'come funziona',
      'sei un’ia',
      "sei un'ia",
      'sei una ia',
      'sei un ai',
      'intelligenza artificiale',
      'sei un robot',
      'sei un bot',
      'sei umana',
      'sei una persona',
      'sei reale',
      'sei vera',
      'chi ti ha',
      'da dove vengono',
      'da dove prendi',
      'come fai a sapere',
      'come calcoli',
      'come lo sai',
      'chatgpt',
      'openai',
      'algoritm',
      'fonti',
      'affidabil',
      'ti posso credere',
      'posso fidarmi',
    ],
    greeting: [
      'ciao',
      'salve',
      'buongiorno',
      'buon giorno',
      'buonasera',
      'buona sera',
      'buon pomeriggio',
      'buonanotte',
      'buona notte',
      'ehi',
      'ehilà',
      'hey',
      'hello',
      'hola',
      'saluti',
      'un saluto',
      'come stai',
      'come va',
      'eccomi',
      'ci sei',
    ],
    offTopic: [
      'ricett',
      'cucinare',
      'programmazion',
      'scrivere codice',
      'codice sorgente',
      'python',
      'javascript',
      'compiti',
      'esercizio di matematica',
      'equazion',
      'partita di calcio',
      'chi vince la partita',
      'calcio',
      'serie a',
      'risultato della partita',
      'meteo',
      'che tempo fa',
      'previsioni del tempo',
      'traduci',
      'traduzion',
      'capitale del',
      'capitale della',
      'chi ha vinto',
      'notizie',
      'politica',
      'elezioni',
      'film',
      'barzellett',
      'riassunto',
      'scrivimi una mail',
    ],
    aspect: [
      'aspetti',
      'aspetto tra',
      'aspetto astrologico',
      'aspetti armonici',
      'aspetti di tensione',
      'orbita',
      'orbe',
      'aspetto esatto',
      'applicativ',
      'separativ',
      'angolo tra',
      'angoli tra',
      'legame tra i pianeti',
      'rapporto tra i pianeti',
      'interazione tra',
      'configurazion',
      'grande trigono',
      't quadrata',
      't-quadrata',
      'stellium',
      'yod',
      'griglia',
      'si parlano',
      'dialogano',
    ],
    sensitive: {
      health: [
        'salute',
        'malatt',
        'malat',
        'diagnos',
        'sintom',
        'medic',
        'ospedal',
        'cure mediche',
        'curarmi',
        'terapi',
        'operazione chirurgica',
        'intervento chirurgico',
        'chirurg',
        'dolor',
        'tumor',
        'guarir',
        'guarigion',
        'farmac',
        'pressione alta',
        'pressione sanguigna',
        'depression',
        'analisi del sangue',
        'visita medica',
      ],
      death: [
        'morte',
        'morir',
        'muoio',
        'muore',
        'morirò',
        'moriro',
        'decesso',
        'lutto',
        'funeral',
        'defunt',
        'scompars',
        'aldilà',
        'aldila',
        'fine della vita',
        'quanto vivrò',
        'quanto vivro',
        'perdere qualcuno',
      ],
      pregnancy: [
        'incint',
        'gravidanz',
        'avere figli',
        'avrò figli',
        'avro figli',
        'un bambino',
        'una bambina',
        'concepi',
        'fertilit',
        'maternit',
        'paternit',
        'partorire',
        'il parto',
        'aborto',
        'fecondazione',
        'pma',
        'ivf',
        'neonat',
        'avrò un figlio',
        'avro un figlio',
        'avere un figlio',
        'avremo un figlio',
        'un figlio arriverà',
      ],
      money: [
        'soldi',
        'denaro',
        'invest',
        'borsa',
        'azioni in borsa',
        'cripto',
        'bitcoin',
        'lotteria',
        'gioco del lotto',
        'superenalotto',
        'gratta e vinci',
        'vincerò',
        'vincero',
        'debit',
        'mutuo',
        'prestito',
        'guadagn',
        'ricchezz',
        'eredit',
        'finanz',
        'risparmi',
        'scommess',
      ],
      legal: [
        'avvocat',
        'causa legale',
        'cause legali',
        'fare causa',
        'tribunal',
        'giudice',
        'processo penale',
        'processo civile',
        'sentenza',
        'denuncia',
        'querela',
        'divorzi',
        'affidamento',
        'legale',
        'legali',
        'polizia',
        'arrest',
        'carcere',
        'ricorso',
        'permesso di soggiorno',
        'cittadinanza',
        'contenzios',
        'vincerò la causa',
        'vincero la causa',
        'vincere la causa',
        'perderò la causa',
        'perdero la causa',
        'perdere la causa',
      ],
    },
  },

  crisis: {
    triggers: [
      'suicid',
      'uccidermi',
      'mi uccido',
      'ammazzarmi',
      'mi ammazzo',
      'togliermi la vita',
      'farla finita',
      'togliermi di mezzo',
      'farmi del male',
      'farmi male',
      'mi faccio del male',
      'autolesion',
      'tagliarmi le vene',
      'tagli sulle braccia',
      'mi taglio le vene',
      'vorrei essere mort',
      'non voglio vivere',
      'non voglio più vivere',
      'non voglio piu vivere',
      'non voglio più esserci',
      'non voglio piu esserci',
      'voglio morire',
      'vorrei morire',
      'preferirei morire',
      'meglio morire',
      'lasciarmi morire',
      'voglio sparire',
      'vorrei sparire',
      'sparire per sempre',
      'non ce la faccio più',
      'non ce la faccio piu',
      'non ha senso vivere',
      'la vita non ha senso',
      'non vale la pena vivere',
      'meglio se non ci fossi',
      'meglio se non esistessi',
      'nessuno sentirebbe la mia mancanza',
      'addormentarmi e non svegliarmi',
      'non svegliarmi più',
      'non svegliarmi piu',
      'impiccarmi',
      'buttarmi giù',
      'buttarmi dal',
      'gettarmi',
      'lanciarmi dal',
      'overdose',
      'pensieri di morte',
      'kill myself',
      'self harm',
    ],
    reply: [
      'Mi dispiace davvero che tu stia attraversando un momento così pesante. Quello che provi conta, e non devi portarlo in solitudine: parlarne con qualcuno, adesso, può fare la differenza.',
      'Se sei in Italia puoi chiamare Telefono Amico Italia al 02 2327 2327. In Svizzera risponde Telefono Amico al 143. Se hai meno di 18 anni puoi chiamare Telefono Azzurro al 19696. Se ti trovi in un altro Paese, su https://findahelpline.com trovi una linea di ascolto gratuita vicino a te.',
      'Se senti di essere in pericolo in questo momento, chiama subito il 112 o fatti accompagnare al pronto soccorso più vicino. E se puoi, scrivi o telefona ora a una persona di cui ti fidi e dille come stai.',
      'Sono qui anche dopo, quando vorrai tornare a parlare di te.',
    ].join('\n\n'),
  },

  writing: {
    opener: {
      love: [
        'Per parlare d’amore guardo prima di tutto come il tuo tema descrive il modo in cui dai e ricevi affetto.',
        'In amore il tuo tema non dice con chi starai, ma racconta che cosa cerchi e che cosa ti fa sentire al sicuro.',
        'Partiamo dalle posizioni del tuo tema che parlano di legami, desiderio e intimità.',
        'Il cuore ha le sue ragioni, e il tuo tema natale ne illumina alcune: eccole.',
        'Sui sentimenti, ecco che cosa mostrano i punti del tuo tema che riguardano le relazioni.',
      ],
      career: [
        'Per il lavoro guardo dove il tuo tema mette ambizione, talento e senso del dovere.',
        'Il tuo tema non sceglie un mestiere al posto tuo, ma mostra le condizioni in cui rendi al meglio.',
        'Partiamo dalle posizioni che nel tuo tema parlano di vocazione e di lavoro quotidiano.',
        'Sulla carriera il tuo tema natale offre qualche indizio preciso: vediamoli uno per uno.',
        'Per capire che tipo di lavoro ti somiglia, ecco i punti del tuo tema da cui partire.',
      ],
      wellbeing: [
        'Per il tuo benessere guardo che cosa ti ricarica e che cosa ti consuma, secondo il tuo tema.',
        'Il tuo tema può aiutarti a riconoscere i tuoi ritmi e i tuoi bisogni: ecco che cosa suggerisce.',
        'Partiamo dalle posizioni che nel tuo tema parlano di emozioni, energia e riposo.',
        'Stare bene passa anche dal conoscere la propria natura; ecco che cosa ne dice il tuo tema natale.',
      ],
      timing: [
        'Sui tempi, il tuo tema descrive i ritmi che ti appartengono più che le date precise: partiamo da lì.',
        'Per capire quando muoverti, guardo prima le basi del tuo tema natale.',
        'I momenti propizi si leggono meglio conoscendo il tuo tema: ecco le posizioni che contano qui.',
        'Prima di parlare di tempi, vediamo da quali punti del tuo tema dipendono.',
      ],
      placement: [
        'Ecco che cosa dice il tuo tema su questa posizione.',
        'Guardiamo da vicino questo punto del tuo tema natale.',
        'Questa posizione ha un peso preciso nel tuo tema: vediamo quale.',
        'Partiamo dai dati del tuo tema e poi passiamo al loro significato.',
      ],
      aspect: [
        'Gli aspetti mostrano come i pianeti del tuo tema dialogano tra loro: ecco quelli che contano qui.',
        'Guardiamo i legami tra i pianeti del tuo tema, uno alla volta.',
        'Un aspetto è una conversazione tra due parti di te; ecco che cosa si dicono nel tuo tema.',
        'Partiamo dagli angoli che i pianeti formano nel tuo tema natale.',
      ],
      numerology: [
        'I numeri si calcolano dal tuo nome e dalla tua data di nascita: ecco che cosa raccontano.',
        'La numerologia offre un’altra lente, accanto al tuo tema: vediamo i tuoi numeri.',
        'Partiamo dai numeri del tuo profilo e da ciò che descrivono.',
        'Ogni numero del tuo profilo mette in luce un lato diverso di te: eccoli.',
      ],
      general: [
        'Ecco che cosa mostra il tuo tema natale su questo argomento.',
        'Guardo le posizioni del tuo tema che parlano di più alla tua domanda.',
        'Partiamo da ciò che il tuo tema dice con chiarezza, e poi vediamo come usarlo.',
        'Il tuo tema natale offre qualche spunto preciso: eccoli.',
        'Vediamo quali punti del tuo tema rispondono meglio a questa domanda.',
      ],
    },
    closing: {
      love: [
        'In amore il tema mostra tendenze, non sentenze: che cosa, di tutto questo, riconosci nella tua vita?',
        'Prova a osservare, nei prossimi giorni, in quali momenti riesci a essere più autenticamente te: spesso la risposta è lì.',
        'Se vuoi, possiamo guardare insieme come vivi la vicinanza e lo spazio personale.',
        'Qualunque sia la tua situazione, conoscere questi bisogni ti aiuta a chiederli con più chiarezza.',
        'Che cosa cerchi oggi in un legame? Partire da lì rende più facile riconoscerlo.',
      ],
      career: [
        'Un passo concreto: annota quali attività ti lasciano energia invece di togliertela.',
        'Il tema indica attitudini, non un destino professionale: le scelte restano tue.',
        'Vuoi che guardiamo insieme un ambito preciso, come un cambio di ruolo o un nuovo progetto?',
        'Usa queste indicazioni come una bussola, e lascia che sia l’esperienza a confermarle.',
      ],
      wellbeing: [
        'Ascolta che cosa ti chiede il corpo in questi giorni: è una guida più precisa di qualsiasi previsione.',
        'Un piccolo rituale di riposo, ripetuto con costanza, vale più di un grande proposito.',
        'Se qualcosa ti pesa da tempo, parlarne con una persona di fiducia o con un professionista può aiutarti.',
        'Che cosa, di tutto questo, ti fa sentire più a tuo agio? Puoi partire da lì.',
      ],
      timing: [
        'I tempi del cielo sono inviti, non scadenze: scegli il momento che senti giusto anche per te.',
        'Se vuoi, possiamo guardare i transiti dei prossimi giorni sul tuo tema.',
        'Osserva come ti senti nelle prossime settimane: il ritmo giusto spesso si riconosce così.',
        'Nessuna data è obbligata; conoscere i tuoi ritmi ti aiuta a scegliere con più calma.',
      ],
      placement: [
        'Come senti questa posizione nella tua vita di tutti i giorni?',
        'Una posizione descrive un potenziale: sta a te decidere come esprimerlo.',
        'Vuoi che vediamo come questa posizione dialoga con il resto del tuo tema?',
        'Prova a notare, nei prossimi giorni, dove questa energia si fa sentire.',
      ],
      aspect: [
        'Anche gli aspetti di tensione sono risorse: chiedono solo un po’ più di consapevolezza.',
        'Dove senti questo dialogo tra le tue parti, nella vita di ogni giorno?',
        'Vuoi approfondire un altro aspetto del tuo tema?',
        'Un aspetto descrive una dinamica, non un esito: il modo di viverla lo scegli tu.',
      ],
      numerology: [
        'I numeri descrivono inclinazioni, non obblighi: prendi ciò che ti risuona.',
        'Vuoi vedere come questi numeri si accordano con il tuo tema natale?',
        'Quale di questi numeri senti più vicino a te, in questo periodo?',
        'Numerologia e astrologia sono due lenti diverse: insieme possono offrirti uno sguardo più ampio.',
      ],
      general: [
        'Prendi ciò che ti risuona e lascia il resto: il tema è uno specchio, non una sentenza.',
        'Vuoi approfondire uno di questi punti?',
        'Che cosa, di tutto questo, riconosci di più nella tua vita di adesso?',
        'Se vuoi, possiamo guardare un ambito preciso: amore, lavoro, benessere o i prossimi mesi.',
      ],
    },
    greeting: [
      'Ciao! Sono Stella. Chiedimi pure qualcosa sul tuo tema natale: amore, lavoro, benessere o i tuoi numeri.',
      'Ciao, che bello sentirti. Da che cosa vuoi partire oggi? Posso leggere per te il tuo tema, un aspetto o i prossimi transiti.',
      'Eccomi! Fammi una domanda su di te: guarderò che cosa ne dice il tuo tema natale.',
      'Ciao! Se vuoi, possiamo partire dal tuo Sole, dalla tua Luna e dal tuo Ascendente, oppure da una domanda che hai in mente.',
      'Buongiorno da Stella! Che cosa ti piacerebbe esplorare del tuo tema oggi?',
    ],
    meta: [
      'Sono Stella, un’astrologa digitale. Leggo il tuo tema natale, calcolato dalla tua data, dall’ora e dal luogo di nascita; ogni paragrafo delle mie risposte mostra le posizioni su cui si basa, e se una frase contraddice il tuo tema viene trattenuta. L’astrologia descrive tendenze, non un destino già scritto.',
      'Le mie risposte partono dal tuo tema, non da un oroscopo generico: sotto ogni paragrafo trovi le posizioni da cui nasce. Un controllo verifica ogni affermazione sul tuo tema e blocca quelle che non corrispondono. Ciò che leggi è uno spunto di riflessione, non una previsione certa.',
      'Sono un’intelligenza artificiale che lavora sul tuo tema natale: pianeti, segni, case e aspetti calcolati dai tuoi dati di nascita. Cito sempre le posizioni su cui mi baso, e ciò che il tuo tema smentisce non viene mostrato. L’ultima parola sulle tue scelte resta sempre tua.',
    ],
    offTopic: [
      'Su questo non sono la guida giusta: il mio campo è il tuo tema natale. Se vuoi, chiedimi qualcosa su amore, lavoro, benessere o sui tuoi numeri.',
      'Preferisco restare su ciò che so leggere bene: il tuo tema e la tua numerologia. C’è qualcosa di te che ti piacerebbe capire meglio?',
      'Questa domanda esce un po’ dal mio cielo. Posso però dirti che cosa suggerisce il tuo tema su un ambito della tua vita: quale scegli?',
      'Qui non posso aiutarti, ma sul tuo tema natale sì: prova a chiedermi dei tuoi talenti, delle tue relazioni o dei prossimi mesi.',
    ],
    unknownTime:
      'Senza l’ora di nascita non posso conoscere il tuo Ascendente né le case del tuo tema, e quindi non ne parlo; i pianeti nei segni e i loro aspetti restano invece affidabili. Se un giorno troverai l’ora esatta, il quadro diventerà più completo.',
    noChart:
      'Per risponderti ho bisogno del tuo tema natale. Calcolalo nella pagina del tema natale con data, ora e luogo di nascita, poi scegli «Imposta come mio tema»: da quel momento potrò leggerlo per te.',
    // Tendenze, mai esiti; e a chi rivolgersi. Il lettore può sentirle più volte in un giorno: ogni
    // forma lo dice con parole sue, con garbo e senza prediche.
    caution: {
      health: [
        'Il tema può indicare dove tende ad accumularsi la tensione, ma non fa diagnosi né prevede malattie: per qualsiasi dubbio sulla salute rivolgiti al tuo medico.',
        'L’astrologia parla di ritmi e di inclinazioni, non di diagnosi: se qualcosa nel tuo corpo ti preoccupa, la persona giusta a cui chiedere è un medico.',
        'Prendi queste righe come uno spunto per ascoltarti, non come un parere medico. Per un sintomo, un dolore o un dubbio, il riferimento resta il tuo medico.',
      ],
      death: [
        'L’astrologia non può dire quando o come finirà una vita, e nessun tema lo mostra: se stai vivendo una perdita o una paura forte, parlarne con qualcuno di vicino o con uno psicologo può aiutarti.',
        'Nessun tema contiene la data di una morte, e non proverei mai a indovinarla. Se dietro la domanda c’è un lutto o un timore, condividerlo con una persona cara o con uno psicologo può alleggerirne il peso.',
        'Le stelle non dicono quanto durerà una vita, né la tua né quella di chi ami. Se questo pensiero ti pesa, non tenerlo per te: una persona di fiducia o un professionista possono aiutarti a portarlo.',
      ],
      pregnancy: [
        'Il tema non può prevedere una gravidanza né il suo esito: per queste domande la persona giusta è un medico o un’ostetrica.',
        'Nessun tema può promettere né escludere una gravidanza: per questo conviene parlarne con un ginecologo o con uno specialista della fertilità.',
        'Se e quando arriva un figlio è una domanda per la medicina, non per le stelle: un medico o un centro per la fertilità possono darti risposte concrete.',
      ],
      money: [
        'Il tema descrive il tuo rapporto con le risorse, non l’andamento dei mercati né una vincita: per le decisioni economiche affidati a un consulente qualificato.',
        'L’astrologia può raccontare come tendi a gestire il denaro, non che cosa faranno i mercati o la tua banca. Per investimenti, debiti o acquisti importanti vale la pena sentire un consulente finanziario.',
        'Una lettura astrologica ritrae le tue tendenze, non è un consiglio finanziario: per le scelte concrete, un professionista qualificato saprà guardare i numeri veri.',
      ],
      legal: [
        'Nessun tema può dire come andrà una questione legale: per questo serve il parere di un avvocato, mentre l’astrologia può solo aiutarti a riflettere su come affrontarla.',
        'L’esito di una causa non è scritto nel cielo: prima di fare un passo, chiedi consiglio a un avvocato.',
        'Le stelle non decidono come finisce una vertenza. Per capire davvero come stanno le cose dal punto di vista legale, rivolgiti a un avvocato o a uno sportello di consulenza legale.',
      ],
    },

    placement,
    aspect: [
      // «La tua Venere è in quadratura con Saturno (orbita 1°12′).»
      (p) => `${cap(your(p.a))} è ${inAspect(p.type, p.b)} (orbita ${p.orb}).`,
      // «Marte forma un trigono con Giove, a 2°10′ dall’aspetto esatto.»
      (p) => `${cap(the(p.a))} ${aspectVerb(p.type, p.b)}, a ${p.orb} dall’aspetto esatto.`,
      // «Venere e Saturno formano una quadratura, con un’orbita di 1°12′.»
      (p) => `${cap(the(p.a))} e ${the(p.b)} formano ${AN_ASPECT[p.type]}, con un’orbita di ${p.orb}.`,
      // «Un legame preciso attraversa il tuo tema: il Sole è in opposizione alla Luna, con 3°40′ di orbita.»
      (p) =>
        `Un legame preciso attraversa il tuo tema: ${the(p.a)} è ${inAspect(p.type, p.b)}, con ${p.orb} di orbita.`,
    ],
    house,
    // Dopo la lettura completa di un transito. Una data passata va retta da «è stato/è stata/era»
    // (core/coach/tense-check.ts), una data futura mai; `past` è il passaggio esatto più recente,
    // non per forza il primo.
    transitWhen: [
      {
        today: 'Il transito è esatto oggi.',
        past: (date) => `Il transito è stato esatto ${dayArticle(date)}.`,
        next: (date) => `Il transito sarà esatto ${dayArticle(date)}.`,
        pastAndNext: (past, next) =>
          `Il transito è stato esatto ${dayArticle(past)} e lo sarà di nuovo ${dayArticle(next)}.`,
      },
      {
        today: 'Il contatto diventa esatto proprio oggi.',
        past: (date) => `Il giorno esatto è stato ${dayArticle(date)}, e da allora l’effetto va attenuandosi.`,
        next: (date) => `Il contatto diventerà esatto ${dayArticle(date)}.`,
        pastAndNext: (past, next) =>
          `Il contatto è stato esatto ${dayArticle(past)}, e tornerà a esserlo ${dayArticle(next)}.`,
      },
      {
        today: 'Oggi questo passaggio tocca il suo culmine.',
        past: (date) => `Il culmine di questo passaggio c’è stato ${dayArticle(date)}.`,
        next: (date) => `Questo passaggio toccherà il culmine ${dayArticle(date)}.`,
        pastAndNext: (past, next) =>
          `Il culmine c’è stato ${dayArticle(past)}, ma si ripeterà ${dayArticle(next)}, quando il pianeta tornerà sullo stesso grado.`,
      },
      {
        today: 'È oggi il momento di massima intensità.',
        past: (date) => `Il momento di massima intensità è stato ${dayArticle(date)}.`,
        next: (date) => `Il momento di massima intensità arriverà ${dayArticle(date)}.`,
        pastAndNext: (past, next) =>
          `Il momento di massima intensità è stato ${dayArticle(past)}, e un altro arriverà ${dayArticle(next)}.`,
      },
    ],
    // Il titolo del transito («Saturno forma una quadratura con la tua Venere natale») e quando è
    // esatto. Una data passata va retta da «è stato/è stata/era» (core/coach/tense-check.ts), una
    // data futura mai: «sarà», «arriverà» o la data da sola.
    transitDated: [
      {
        inOrb: (title) => `${title}.`,
        today: (title) => `${title}, un transito esatto proprio oggi.`,
        past: (title, date) => `${title}, un transito che è stato esatto ${dayArticle(date)}.`,
        next: (title, date) => `${title}, un transito che sarà esatto ${dayArticle(date)}.`,
        pastAndNext: (title, past, next) =>
          `${title}, un transito che è stato esatto ${dayArticle(past)} e lo sarà di nuovo ${dayArticle(next)}.`,
      },
      {
        inOrb: (title) => `${title}: è un contatto di fondo, che ti accompagna in questo periodo.`,
        today: (title) => `${title}, e il giorno esatto è proprio oggi.`,
        past: (title, date) => `${title}; il giorno esatto è stato ${dayArticle(date)}.`,
        next: (title, date) => `${title}, e il giorno esatto sarà ${dayArticle(date)}.`,
        pastAndNext: (title, past, next) =>
          `${title}: un passaggio esatto c’è stato ${dayArticle(past)}, e il prossimo arriverà ${dayArticle(next)}.`,
      },
      {
        inOrb: (title) => `In questo periodo ${low(title)}.`,
        today: (title) => `Oggi ${low(title)}, e il contatto è esatto al grado.`,
        past: (title, date) =>
          `${title}: il culmine c’è stato ${dayArticle(date)}, e da allora l’intensità cala pian piano.`,
        next: (title, date) => `${title}: il culmine arriverà ${dayArticle(date)}.`,
        pastAndNext: (title, past, next) =>
          `${title}: il culmine c’è stato ${dayArticle(past)}, e ne arriverà un altro ${dayArticle(next)}.`,
      },
      {
        inOrb: (title) => `${title}, un contatto che si fa sentire proprio in questi giorni.`,
        today: (title) => `${title}: è oggi che il contatto diventa esatto.`,
        past: (title, date) => `${title}; la data esatta è stata ${dayArticle(date)}.`,
        next: (title, date) => `${title}; la data esatta sarà ${dayArticle(date)}.`,
        pastAndNext: (title, past, next) =>
          `${title}: la data esatta più recente è stata ${dayArticle(past)}, la prossima sarà ${dayArticle(next)}.`,
      },
      {
        inOrb: (title) => `${title}, e in queste settimane il contatto è attivo.`,
        today: (title) => `${title}: il momento esatto cade oggi.`,
        past: (title, date) => `${title}, un passaggio che è stato al culmine ${dayArticle(date)}.`,
        next: (title, date) => `${title}, con il momento esatto fissato per ${dayArticle(date)}.`,
        pastAndNext: (title, past, next) =>
          `${title}: è stato esatto ${dayArticle(past)} e tornerà a esserlo ${dayArticle(next)}.`,
      },
    ],
    // «Mercurio … in Sagittario» come lo legge il lessico: «è/era stazionario in», «Mercurio in Sagittario».
    // Le altre forme («si ferma in», «fermo in») non lo collocano: il lessico non le legge come posizioni.
    // Al passato la data è retta da «era» (tense-check), mai messa in testa alla frase.
    station: [
      {
        today: (p) => `Oggi ${the(p.body)} è ${still(p.body)} in ${sign(p.sign)} e ${turn(p.body, p.direction)}.`,
        past: (p) =>
          `${cap(the(p.body))} era ${still(p.body)} in ${sign(p.sign)} ${dayArticle(p.date)}, quando ha ${
            p.direction === 'direct' ? 'ripreso' : 'cominciato'
          } ${MOTION[p.direction]}.`,
        next: (p) =>
          `${cap(the(p.body))} in ${sign(p.sign)} sarà ${still(p.body)} ${dayArticle(p.date)}, per poi ${
            p.direction === 'direct' ? 'riprendere' : 'cominciare'
          } ${MOTION[p.direction]}.`,
      },
      {
        today: (p) => `${cap(the(p.body))} si ferma oggi in ${sign(p.sign)} e ${turn(p.body, p.direction)}.`,
        past: (p) =>
          `${cap(the(p.body))} ${stopped(p.body)} in ${sign(p.sign)} ed ${turned(p.body, p.direction)}: era ${dayArticle(
            p.date,
          )}.`,
        next: (p) =>
          `${cap(the(p.body))} si fermerà in ${sign(p.sign)} ${dayArticle(p.date)}, e da lì ${willTurn(p.body, p.direction)}.`,
      },
      {
        today: (p) =>
          `È oggi il giorno della stazione: ${the(p.body)}, ${feminine(p.body) ? 'ferma' : 'fermo'} in ${sign(
            p.sign,
          )}, ${turn(p.body, p.direction)}.`,
        past: (p) =>
          `Era ${dayArticle(p.date)} quando ${the(p.body)} ${stopped(p.body)} in ${sign(p.sign)} per ${
            p.direction === 'direct' ? 'tornare' : 'diventare'
          } ${motionAdj(p.body, p.direction)}.`,
        next: (p) =>
          `${cap(dayArticle(p.date))} toccherà ${TO[p.body]} fermarsi in ${sign(p.sign)}, per poi ${
            p.direction === 'direct' ? 'tornare' : 'diventare'
          } ${motionAdj(p.body, p.direction)}.`,
      },
    ],
    // «la Luna nuova in Sagittario», come nella prima forma: mai «la Luna» collocata in un segno.
    lunation: [
      {
        today: (p) => `Oggi c’è la ${LUNATION[p.phase]} in ${sign(p.sign)}.`,
        past: (p) => `La ${LUNATION[p.phase]} in ${sign(p.sign)} c’è stata ${dayArticle(p.date)}.`,
        next: (p) => `La ${LUNATION[p.phase]} in ${sign(p.sign)} arriverà ${dayArticle(p.date)}.`,
      },
      {
        today: (p) => `La ${LUNATION[p.phase]} in ${sign(p.sign)} cade proprio oggi.`,
        past: (p) => `Era ${dayArticle(p.date)} quando si è formata la ${LUNATION[p.phase]} in ${sign(p.sign)}.`,
        next: (p) => `${cap(dayArticle(p.date))} sarà la volta della ${LUNATION[p.phase]} in ${sign(p.sign)}.`,
      },
      {
        today: (p) => `Oggi è il giorno della ${LUNATION[p.phase]} in ${sign(p.sign)}.`,
        past: (p) => `La ${LUNATION[p.phase]} in ${sign(p.sign)} è stata ${dayArticle(p.date)}.`,
        next: (p) => `In calendario c’è la ${LUNATION[p.phase]} in ${sign(p.sign)}, ${dayArticle(p.date)}.`,
      },
    ],
    // Nessun pianeta nominato: il soggetto è l’evento o il suo grado, e il presente vale per ogni tempo.
    eventHouse: [
      (house) => `Il suo grado si trova nella tua ${ord(house)} casa.`,
      (house) => `Nel tuo tema avviene ${inTheHouse(house)}.`,
      (house) => `Il grado in cui avviene appartiene alla tua ${ord(house)} casa.`,
      (house) => `È la tua ${ord(house)} casa a ospitarne il grado.`,
    ],
    eventTouches: [
      (points) => `Cade in congiunzione con ${yourList(points)} ${natal(points)}.`,
      (points) => `Coincide esattamente con la posizione ${ofYourList(points)} ${natal(points)}.`,
      (points) => `Si posa proprio ${onYourList(points)} ${natal(points)}.`,
      (points) => `Proprio lì ${points.length > 1 ? 'si trovano' : 'si trova'} ${yourList(points)} ${natal(points)}.`,
    ],
    chartRuler: (p) =>
      `Con l’Ascendente in ${sign(p.rising)}, ${
        p.ruler === 'sun' || p.ruler === 'moon' ? 'l’astro' : 'il pianeta'
      } che governa il tuo tema è ${planet(p.ruler)}, che si trova in ${sign(p.sign)}, ${inTheHouse(p.house)}.`,
    balance: (p) =>
      `Tra i dieci pianeti del tuo tema ne conti ${count(p.elements.fire)} nei segni di fuoco, ${count(
        p.elements.earth,
      )} in quelli di terra, ${count(p.elements.air)} in quelli d’aria e ${count(
        p.elements.water,
      )} in quelli d’acqua; quanto alle modalità, ne conti ${count(p.modalities.cardinal)} nei segni cardinali, ${count(
        p.modalities.fixed,
      )} in quelli fissi e ${count(p.modalities.mutable)} in quelli mobili. L’elemento dominante è ${
        ELEMENT_THE[p.element]
      }, e la modalità dominante è quella ${MODALITY_F[p.modality]}.`,
    elementMeaning: {
      fire: 'Con il fuoco in primo piano tendi ad agire d’istinto, con entusiasmo e calore, e ti accendi quando c’è qualcosa da iniziare.',
      earth:
        'Con la terra in primo piano tendi a costruire con pazienza e senso pratico, e ti fidi di ciò che puoi toccare con mano.',
      air: 'Con l’aria in primo piano vivi molto attraverso le idee, le parole e gli scambi, e hai bisogno di persone con cui confrontarti.',
      water:
        'Con l’acqua in primo piano senti le cose in profondità, cogli gli stati d’animo altrui e ti orienti spesso con l’intuito.',
    },
    modalityMeaning: {
      cardinal:
        'La modalità cardinale ti porta ad avviare, a prendere l’iniziativa e a dare il primo impulso alle cose.',
      fixed: 'La modalità fissa ti dà costanza e tenacia: quando scegli una direzione tendi a mantenerla a lungo.',
      mutable:
        'La modalità mobile ti rende flessibile e adattabile, capace di cambiare strada quando la situazione lo chiede.',
    },
    busiestHouse: (p) =>
      p.count === 1
        ? `Un solo pianeta abita la tua ${ord(p.house)} casa, e i suoi temi ne ricevono un accento particolare.`
        : `${cap(list(p.points))} si raccolgono nella tua ${ord(
            p.house,
          )} casa: i temi di questa casa hanno un peso speciale nella tua vita.`,
    numerology: (kind: NumerologyKind, value: number) => {
      switch (kind) {
        case 'lifePath':
          return `Il numero del tuo Percorso di vita è ${value}.`;
        case 'expression':
          return `Il tuo numero dell’Espressione è ${value}.`;
        case 'soulUrge':
          return `Il numero del tuo Desiderio dell’anima è ${value}.`;
        case 'personality':
          return `Il tuo numero della Personalità è ${value}.`;
        case 'birthDay':
          return `Il numero del tuo Giorno di nascita è ${value}.`;
      }
    },
    numberMeaning: {
      1: 'L’1 è il numero dell’iniziativa e dell’indipendenza: spinge ad aprire strade nuove e a fidarsi delle proprie idee. La sfida è guidare senza chiudersi e chiedere aiuto quando serve.',
      2: 'Il 2 è il numero della collaborazione e della sensibilità: sa ascoltare, mediare e creare armonia tra le persone. La sfida è non mettere sempre i bisogni altrui davanti ai propri.',
      3: 'Il 3 è il numero dell’espressione e della creatività: porta gioia, parole facili e voglia di comunicare. La sfida è dare forma e continuità ai tanti talenti invece di disperderli.',
      4: 'Il 4 è il numero della stabilità e del lavoro paziente: costruisce basi solide con metodo e affidabilità. La sfida è concedersi un po’ di elasticità quando i piani cambiano.',
      5: 'Il 5 è il numero della libertà e del cambiamento: ama l’avventura, la varietà e le esperienze nuove. La sfida è trovare una direzione senza sentirsi in gabbia.',
      6: 'Il 6 è il numero della cura e della responsabilità: mette al centro gli affetti, la casa e la comunità. La sfida è prendersi cura degli altri senza dimenticarsi di sé.',
      7: 'Il 7 è il numero della ricerca interiore e della riflessione: cerca il senso profondo delle cose e ha bisogno di silenzio per trovarlo. La sfida è fidarsi degli altri abbastanza da condividere ciò che scopre.',
      8: 'L’8 è il numero della realizzazione e del potere personale: ha senso pratico, ambizione e capacità di gestire risorse. La sfida è usare quella forza con equilibrio e generosità.',
      9: 'Il 9 è il numero della compassione e del compimento: guarda lontano e sente il bisogno di dare un contributo al mondo. La sfida è lasciar andare ciò che è concluso per fare spazio al nuovo.',
      11: 'L’11 è un numero maestro, il numero dell’intuizione e dell’ispirazione: porta una sensibilità acuta e la capacità di illuminare gli altri. La sfida è gestire la tensione nervosa e fidarsi della propria voce interiore.',
      22: 'Il 22 è un numero maestro, quello del costruttore: unisce grandi visioni e senso pratico per realizzare progetti duraturi. La sfida è non lasciarsi schiacciare dal peso delle proprie aspettative.',
      33: 'Il 33 è un numero maestro, il numero del maestro guaritore: esprime una cura generosa e il desiderio di sostenere chi è in difficoltà. La sfida è aiutare senza sacrificarsi fino a svuotarsi.',
    },
    numerologyKind: {
      lifePath:
        'Il Percorso di vita, calcolato dalla data di nascita, descrive la strada principale della tua esistenza e le lezioni che incontri lungo il cammino.',
      expression:
        'Il numero dell’Espressione, calcolato da tutte le lettere del nome, descrive i talenti e le capacità che porti nel mondo.',
      soulUrge:
        'Il Desiderio dell’anima, calcolato dalle vocali del nome, descrive ciò che desideri nel profondo e che ti motiva davvero.',
      personality:
        'Il numero della Personalità, calcolato dalle consonanti del nome, descrive l’impressione che dai agli altri a un primo incontro.',
      birthDay: 'Il Giorno di nascita descrive un talento particolare, un dono che ti accompagna e che puoi coltivare.',
    },
    daily: {
      peakToday: [
        'Oggi un transito raggiunge il suo culmine nel tuo tema.',
        'È oggi che un pianeta in movimento incontra esattamente un punto del tuo tema.',
        'Un contatto del cielo arriva oggi al suo momento più intenso nel tuo tema.',
      ],
      peakTomorrow: [
        'Domani un transito raggiunge il suo culmine nel tuo tema, e oggi si sta preparando.',
        'Domani un pianeta in movimento incontrerà esattamente un punto del tuo tema: puoi già sentirlo arrivare.',
        'Un contatto del cielo arriva domani al suo momento più intenso nel tuo tema, e la vigilia conta già.',
      ],
      background: [
        'Oggi nel tuo tema non culmina nulla: a colorare queste settimane è un transito più lento.',
        'La giornata non porta un contatto esatto tutto suo, quindi a parlare è lo sfondo di queste settimane.',
        'Nessun transito è esatto oggi: conviene guardare il clima più lento di queste settimane.',
      ],
      quiet: [
        'Oggi il cielo non tocca da vicino il tuo tema: è una giornata tranquilla, adatta a seguire il tuo ritmo.',
        'Nessun transito stretto sul tuo tema oggi: approfittane per riposare o per portare avanti ciò che hai già iniziato.',
        'Il cielo di oggi è silenzioso per il tuo tema, e a volte la calma è proprio ciò che serve.',
      ],
    },
  },

  plan: PLAN,

  labels: {
    placement: (p) =>
      `${BARE[p.point]} ${deg(p.degree, p.minute)} ${sign(p.sign)}${p.retrograde && !isAngle(p.point) ? ' ℞' : ''}${
        p.house && !isAngle(p.point) ? `, Casa ${p.house}` : ''
      }`,
    aspect: (p) => `${BARE[p.a]} ${inAspect(p.type, p.b)}, orbita ${p.orb}`,
    house: (p) => `Casa ${p.house}, cuspide in ${sign(p.sign)}`,
    transit: (p) => `${BARE[p.planet]} ${inAspect(p.type, p.point)} natale, ${p.date}`,
    event: (p) =>
      p.event === 'station'
        ? `${BARE[p.station.body]} ${turn(p.station.body, p.station.direction)} in ${sign(p.station.sign)}, ${p.date}`
        : `${LUNATION[p.lunation.phase]} in ${sign(p.lunation.sign)}, ${p.date}`,
    progression: (p) =>
      `${BARE[p.point]} ${feminine(p.point) ? 'progressa' : 'progresso'} ${deg(p.degree, p.minute)} ${sign(p.sign)}`,
    numerology: (kind, value) => {
      const name: Readonly<Record<NumerologyKind, string>> = {
        lifePath: 'Percorso di vita',
        expression: 'Espressione',
        soulUrge: 'Desiderio dell’anima',
        personality: 'Personalità',
        birthDay: 'Giorno di nascita',
      };
      return `${name[kind]} ${value}`;
    },
    balance: (e) => (['fire', 'earth', 'air', 'water'] as const).map((k) => `${ELEMENT_LABEL[k]} ${e[k]}`).join(', '),
  },

  examples: [
    // Come scrivono i modelli dello scrittore senza modello (senza ora di nascita, o per le case).
    { text: 'La tua Venere è in Bilancia a 14°22′, retrograda.', signs: [{ point: 'venus', sign: 'libra' }] },
    {
      text: 'Nel tuo tema natale Mercurio si trova a 3°05′ dei Gemelli, in moto retrogrado.',
      signs: [{ point: 'mercury', sign: 'gemini' }],
    },
    {
      text: 'Al momento della tua nascita l’Ascendente era a 21°40′ dello Scorpione.',
      signs: [{ point: 'ascendant', sign: 'scorpio' }],
    },
    {
      text: 'Nel tuo tema trovo il Medio Cielo in Acquario (8°12′).',
      signs: [{ point: 'midheaven', sign: 'aquarius' }],
    },
    { text: 'Il tuo Marte retrogrado cade in Ariete, a 0°45′.', signs: [{ point: 'mars', sign: 'aries' }] },
    {
      text: 'Mercurio si trova nella tua decima casa, che nel tuo tema si apre nel segno del Capricorno.',
      houses: [{ point: 'mercury', house: 10 }],
    },
    {
      text: 'Sulla cuspide della tua ottava casa c’è lo Scorpione, e nessun pianeta vi si trova.',
      houseNumbers: [8],
    },
    {
      text: 'Con l’Ascendente in Bilancia, il pianeta che governa il tuo tema è Venere, che si trova in Scorpione, nell’ottava casa.',
      signs: [
        { point: 'ascendant', sign: 'libra' },
        { point: 'venus', sign: 'scorpio' },
      ],
      houses: [{ point: 'venus', house: 8 }],
    },
    {
      text: 'La tua Venere è in quadratura con Saturno (orbita 1°12′).',
      aspects: [{ a: 'venus', b: 'saturn', type: 'square' }],
    },
    {
      text: 'Il Sole si oppone alla Luna, a 3°40′ dall’aspetto esatto.',
      aspects: [{ a: 'sun', b: 'moon', type: 'opposition' }],
    },
    {
      text: 'Marte e Giove formano un trigono, con un’orbita di 2°10′.',
      aspects: [{ a: 'mars', b: 'jupiter', type: 'trine' }],
    },
    // Come scrive un modello.
    {
      text: 'La tua Luna in Scorpione suggerisce emozioni profonde, e con l’Ascendente in Leone ti presenti con calore.',
      signs: [
        { point: 'moon', sign: 'scorpio' },
        { point: 'ascendant', sign: 'leo' },
      ],
    },
    {
      text: 'Il Sole nell’Ariete e la Luna nei Pesci convivono in te: slancio e sensibilità.',
      signs: [
        { point: 'sun', sign: 'aries' },
        { point: 'moon', sign: 'pisces' },
      ],
    },
    {
      text: "Venere, a 14° 22' della Bilancia, è nel suo domicilio.",
      signs: [{ point: 'venus', sign: 'libra' }],
    },
    {
      text: 'Il tuo segno solare è il Leone, mentre il tuo segno lunare è la Vergine.',
      signs: [
        { point: 'sun', sign: 'leo' },
        { point: 'moon', sign: 'virgo' },
      ],
    },
    // «Bilancia ascendente Scorpione»: l’Ascendente è lo Scorpione, non la Bilancia (il Sole in
    // Bilancia è sottinteso, senza un nome di pianeta da leggere).
    {
      text: 'Sei Bilancia ascendente Scorpione: il tuo Ascendente dà intensità a tutto ciò che fai.',
      signs: [{ point: 'ascendant', sign: 'scorpio' }],
    },
    {
      text: 'Hai la Vergine all’Ascendente, e si vede dalla cura dei dettagli.',
      signs: [{ point: 'ascendant', sign: 'virgo' }],
    },
    {
      text: 'Giove nella tua nona casa e Saturno in 10ª casa parlano di studio e di responsabilità.',
      houses: [
        { point: 'jupiter', house: 9 },
        { point: 'saturn', house: 10 },
      ],
    },
    {
      text: 'Plutone nell’ottava casa e Urano in casa XI: trasformazione e libertà.',
      houses: [
        { point: 'pluto', house: 8 },
        { point: 'uranus', house: 11 },
      ],
    },
    {
      text: 'Mercurio, retrogrado, occupa la tua terza casa.',
      houses: [{ point: 'mercury', house: 3 }],
    },
    {
      text: 'Venere in Toro forma un sestile con Marte in Cancro.',
      signs: [
        { point: 'venus', sign: 'taurus' },
        { point: 'mars', sign: 'cancer' },
      ],
      aspects: [{ a: 'venus', b: 'mars', type: 'sextile' }],
    },
    {
      text: 'La Luna congiunta a Nettuno rende l’intuito finissimo; Marte quadrato Plutone chiede di dosare la forza.',
      aspects: [
        { a: 'moon', b: 'neptune', type: 'conjunction' },
        { a: 'mars', b: 'pluto', type: 'square' },
      ],
    },
    {
      text: 'Sole Sagittario, Luna Gemelli, Ascendente Acquario: una combinazione curiosa e irrequieta.',
      signs: [
        { point: 'sun', sign: 'sagittarius' },
        { point: 'moon', sign: 'gemini' },
        { point: 'ascendant', sign: 'aquarius' },
      ],
    },
    {
      text: 'Il tuo Medio Cielo è in Capricorno, e il Sole si trova nella tua decima casa.',
      signs: [{ point: 'midheaven', sign: 'capricorn' }],
      houses: [{ point: 'sun', house: 10 }],
    },
    // Nessuna posizione: regole, confronti, ipotesi, transiti.
    { text: 'Venere governa la Bilancia e il Toro.' },
    { text: 'Venere e la Bilancia condividono il gusto per l’armonia.' },
    {
      text: 'Marte, a differenza della Luna in Cancro, agisce d’impulso.',
      signs: [{ point: 'moon', sign: 'cancer' }],
    },
    { text: 'Se Venere fosse in Bilancia, cercheresti soprattutto equilibrio.' },
    { text: 'Venere entra in Bilancia a fine settembre e la Luna piena cade in Ariete.' },
    { text: 'Venere, signora della settima casa, parla delle tue relazioni.', houseNumbers: [7] },
    { text: 'Venere è di casa in Bilancia, dove si trova a proprio agio.' },
    { text: 'La Luna Nera in Scorpione non è la Luna: è Lilith.' },
    { text: 'Il tuo tema natale mostra tendenze, non un destino: tu scegli come viverle.' },
  ],
};
