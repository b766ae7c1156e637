/**
 * The French horoscope texts (docs/i18n/glossary-fr.md). Style: the reader is « vous », nothing
 * agrees with the reader's gender, the sky is described and never a certainty. Signs take « en »
 * without article for position (« en Bélier »), and « du / de la / des », « au / à la / aux » or
 * « le / la / les » from the tables below where a sentence needs them; planets take no article
 * except the Sun and the Moon. Templates are written with plain spaces before « : » and « ; »:
 * `typo` turns them into the no-break spaces French typography asks for.
 */
import { dateTimeFormat } from '../i18n/intl-cache';
import type { AspectType } from '../astro/aspects';
import type { PlanetId } from '../astro/positions';
import type { SignId } from '../zodiac';
import type { HoroscopeTexts, Template } from './texts';
import type { MoonPhase } from './types';

/** The string with its first letter capitalised. */
export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** A no-break space before « : », a narrow one before « ; », « ! » and « ? » (glossary, section 7). */
export const typo = (s: string) => s.replace(/ :/g, '\u00a0:').replace(/ ([;!?])/g, '\u202f$1');
/** A pool of templates whose sentences come out with French spacing. */
const pool = <P>(...templates: Template<P>[]): Template<P>[] => templates.map((t) => (p: P) => typo(t(p)));

interface SignForms {
  /** 'Bélier' */
  readonly name: string;
  /** 'le Bélier', 'la Vierge', 'les Gémeaux' */
  readonly the: string;
  /** 'du Bélier', 'de la Vierge', 'des Gémeaux' */
  readonly of: string;
}
const SIGN: Readonly<Record<SignId, SignForms>> = {
  aries: { name: 'Bélier', the: 'le Bélier', of: 'du Bélier' },
  taurus: { name: 'Taureau', the: 'le Taureau', of: 'du Taureau' },
  gemini: { name: 'Gémeaux', the: 'les Gémeaux', of: 'des Gémeaux' },
  cancer: { name: 'Cancer', the: 'le Cancer', of: 'du Cancer' },
  leo: { name: 'Lion', the: 'le Lion', of: 'du Lion' },
  virgo: { name: 'Vierge', the: 'la Vierge', of: 'de la Vierge' },
  libra: { name: 'Balance', the: 'la Balance', of: 'de la Balance' },
  scorpio: { name: 'Scorpion', the: 'le Scorpion', of: 'du Scorpion' },
  sagittarius: { name: 'Sagittaire', the: 'le Sagittaire', of: 'du Sagittaire' },
  capricorn: { name: 'Capricorne', the: 'le Capricorne', of: 'du Capricorne' },
  aquarius: { name: 'Verseau', the: 'le Verseau', of: 'du Verseau' },
  pisces: { name: 'Poissons', the: 'les Poissons', of: 'des Poissons' },
};
/** 'en Bélier': a position in a sign, never an article. */
export const en = (id: SignId) => `en ${SIGN[id].name}`;
const the = (id: SignId) => SIGN[id].the;
const of = (id: SignId) => SIGN[id].of;

interface PlanetForms {
  /** As a label says it: 'Soleil', 'Vénus'. */
  readonly name: string;
  /** As a sentence says it: 'le Soleil', 'Vénus'. */
  readonly the: string;
  /** 'du Soleil', 'de la Lune', 'd’Uranus'. */
  readonly of: string;
  readonly feminine: boolean;
}
const PLANET: Readonly<Record<PlanetId, PlanetForms>> = {
  sun: { name: 'Soleil', the: 'le Soleil', of: 'du Soleil', feminine: false },
  moon: { name: 'Lune', the: 'la Lune', of: 'de la Lune', feminine: true },
  mercury: { name: 'Mercure', the: 'Mercure', of: 'de Mercure', feminine: false },
  venus: { name: 'Vénus', the: 'Vénus', of: 'de Vénus', feminine: true },
  mars: { name: 'Mars', the: 'Mars', of: 'de Mars', feminine: false },
  jupiter: { name: 'Jupiter', the: 'Jupiter', of: 'de Jupiter', feminine: false },
  saturn: { name: 'Saturne', the: 'Saturne', of: 'de Saturne', feminine: false },
  uranus: { name: 'Uranus', the: 'Uranus', of: 'd’Uranus', feminine: false },
  neptune: { name: 'Neptune', the: 'Neptune', of: 'de Neptune', feminine: false },
  pluto: { name: 'Pluton', the: 'Pluton', of: 'de Pluton', feminine: false },
};
/** 'le Soleil', 'Vénus': a planet as a sentence says it. */
export const planet = (id: PlanetId) => PLANET[id].the;
/** 'Le Soleil', 'Vénus': the same at the head of a sentence. */
export const Planet = (id: PlanetId) => cap(PLANET[id].the);
const planetOf = (id: PlanetId) => PLANET[id].of;
/** The ruling body as the reader's: the Sun and the Moon are luminaries, not planets. */
const rulerWord = (id: PlanetId) => (id === 'sun' || id === 'moon' ? 'votre astre maître' : 'votre planète maîtresse');
/** 'Mars en Capricorne, votre planète maîtresse': the ruler with its own sign. */
const rulingIn = (id: PlanetId, at: SignId) => `${planet(id)} ${en(at)}, ${rulerWord(id)}`;

/** 'la pleine lune', 'le premier quartier de lune': phases are lowercase in running text. */
interface PhaseForms {
  readonly name: string;
  readonly feminine: boolean;
}
const PHASE: Readonly<Record<MoonPhase, PhaseForms>> = {
  new: { name: 'nouvelle lune', feminine: true },
  'waxing-crescent': { name: 'premier croissant de lune', feminine: false },
  'first-quarter': { name: 'premier quartier de lune', feminine: false },
  'waxing-gibbous': { name: 'lune gibbeuse croissante', feminine: true },
  full: { name: 'pleine lune', feminine: true },
  'waning-gibbous': { name: 'lune gibbeuse décroissante', feminine: true },
  'last-quarter': { name: 'dernier quartier de lune', feminine: false },
  'waning-crescent': { name: 'dernier croissant de lune', feminine: false },
};
/** 'la pleine lune', 'le premier quartier de lune' */
const phase = (id: MoonPhase) => `${PHASE[id].feminine ? 'la' : 'le'} ${PHASE[id].name}`;
/** 'à la pleine lune', 'au premier quartier de lune' */
/** 'de la pleine lune', 'du premier quartier de lune' */
const phaseOf = (id: MoonPhase) => `${PHASE[id].feminine ? 'de la' : 'du'} ${PHASE[id].name}`;
const phaseTo = (id: MoonPhase) => `${PHASE[id].feminine ? 'à la' : 'au'} ${PHASE[id].name}`;

/** 'direct' agrees with the planet (« Vénus redevient directe »); a station is always feminine. */
const direct = (id: PlanetId) => (PLANET[id].feminine ? 'directe' : 'direct');
/** « devient rétrograde », « redevient directe »: a station as a verb. */
export const turns = (id: PlanetId, direction: 'retrograde' | 'direct') =>
  direction === 'retrograde' ? 'devient rétrograde' : `redevient ${direct(id)}`;
const station = (direction: 'retrograde' | 'direct') => (direction === 'retrograde' ? 'rétrograde' : 'directe');

/** Compact aspect words for the sky list: « Mars carré Vénus », « Mars en carré avec votre signe ». */
const ASPECT_TO_SIGN: Readonly<Record<AspectType, string>> = {
  conjunction: 'dans votre signe',
  sextile: 'en sextile avec votre signe',
  square: 'en carré avec votre signe',
  trine: 'en trigone avec votre signe',
  opposition: 'en opposition avec votre signe',
};
const ASPECT_COMPACT: Readonly<Record<AspectType, string>> = {
  conjunction: 'conjonction',
  sextile: 'sextile',
  square: 'carré',
  trine: 'trigone',
  opposition: 'opposition',
};

export const HOROSCOPE_FR: HoroscopeTexts = {
  names: {
    planet: (id) => [PLANET[id].name, PLANET[id].the, PLANET[id].of],
    sign: (id) => [SIGN[id].name, en(id), SIGN[id].the, SIGN[id].of],
    phase: (id) => [PHASE[id].name, phase(id), phaseTo(id)],
    direction: (id) => (id === 'retrograde' ? ['rétrograde', 'rétrogradation'] : ['direct', 'directe']),
  },
  // Every topic is two or three coordinated nouns: the verbs of the templates are plural.
  houseTopic: {
    1: 'vos projets personnels et l’image que vous renvoyez',
    2: 'l’argent, vos biens et ce qui compte pour vous',
    3: 'les messages, les petites démarches et votre entourage proche',
    4: 'le foyer, la famille et votre vie privée',
    5: 'le plaisir, la créativité et les histoires de cœur',
    6: 'le travail quotidien, les habitudes et la santé',
    7: 'les partenaires et les relations en tête-à-tête',
    8: 'l’argent partagé, la confiance et l’intimité',
    9: 'les voyages, les études et la vue d’ensemble',
    10: 'la carrière, la réputation et vos ambitions',
    11: 'les amis, les groupes et vos espoirs pour l’avenir',
    12: 'le repos, la solitude et ce qui se joue en coulisses',
  },
  houseLove: {
    1: 'les autres perçoivent ce que vous ressentez avant même que vous ne disiez un mot',
    2: 'l’amour se montre par des gestes concrets et constants plus que par de grands mots',
    3: 'un petit message ou une conversation légère peut faire plus qu’une soirée planifiée',
    4: 'la complicité grandit à la maison, loin de la foule',
    5: 'le flirt, le jeu et la romance passent au premier plan',
    6: 'les petits coups de main en disent plus long que les déclarations',
    7: 'les partenaires, actuels ou potentiels, prennent l’initiative, et faire la moitié du chemin vers eux vous aide',
    8: 'les sentiments sont profonds et la confiance compte plus que le charme',
    9: 'l’attirance suit la curiosité, peut-être vers quelqu’un venu d’ailleurs',
    10: 'votre vie publique et votre vie privée peuvent tirer chacune de son côté',
    11: 'l’amitié est le terrain sur lequel l’amour grandit',
    12: 'ce que vous ressentez peut rester non dit pour l’instant, et un moment de calme vous fait du bien',
  },
  signRelation: {
    conjunction: 'occupe votre propre signe',
    sextile: 'forme un sextile bienveillant avec votre signe',
    square: 'forme un carré avec votre signe',
    trine: 'forme un trigone avec votre signe',
    opposition: 'se trouve en opposition avec votre signe',
  },
  rulerRelation: {
    conjunction: (ruler, at) => `est en conjonction avec ${rulingIn(ruler, at)}`,
    sextile: (ruler, at) => `forme un sextile avec ${rulingIn(ruler, at)}`,
    square: (ruler, at) => `forme un carré avec ${rulingIn(ruler, at)}`,
    trine: (ruler, at) => `forme un trigone avec ${rulingIn(ruler, at)}`,
    opposition: (ruler, at) => `est en opposition avec ${rulingIn(ruler, at)}`,
  },
  effect: {
    sun: {
      easy: 'votre assurance a le vent en poupe et vos efforts ont plus de chances d’être remarqués',
      tense: 'votre volonté peut se heurter à celle de quelqu’un d’autre, et la patience vous sert mieux que la force',
      blend: 'les projecteurs se tournent vers vous et c’est le bon moment pour montrer ce que vous comptez faire',
    },
    mercury: {
      easy: 'les mots viennent facilement et les conversations prennent volontiers la direction que vous espérez',
      tense: 'les malentendus sont plus probables que d’habitude et les détails méritent une double vérification',
      blend: 'votre esprit est vif et très occupé, ce qui favorise l’écriture, les projets et les décisions',
    },
    venus: {
      easy: 'la tendresse circule sans effort et les petites attentions vous sont rendues',
      tense: 'ce que vous voulez et ce que veulent les autres peut ne pas coïncider au premier abord',
      blend: 'votre charme affleure et votre entourage y est sensible',
    },
    mars: {
      easy: 'l’énergie abonde et se dirige bien, ce qui aide à lancer de nouveaux projets',
      tense: 'les nerfs comme les muscles peuvent être mis à rude épreuve, et mieux vaut ménager vos forces',
      blend: 'l’ardeur est forte et a besoin d’un objectif clair pour rester constructive',
    },
    jupiter: {
      easy: 'des portes s’ouvrent et la générosité, donnée ou reçue, porte ses fruits',
      tense: 'la tentation est grande de promettre ou de dépenser plus que prévu',
      blend: 'l’optimisme grandit et invite à viser haut, en gardant les pieds sur terre',
    },
    saturn: {
      easy: 'l’effort régulier est récompensé et le cadre vous soutient au lieu de vous enfermer',
      tense: 'devoirs et retards peuvent peser sur vous, mais un progrès lent reste un progrès',
      blend: 'les responsabilités sont au premier plan et les engagements pris maintenant ont tendance à durer',
    },
  },
  effectRetrograde: {
    mercury: {
      easy: 'd’anciennes conversations reviennent utilement, mais les réponses peuvent tarder et mieux vaut confirmer vos projets par écrit',
      tense: 'malentendus et retards sont probables, et mieux vaut différer les signatures et vérifier chaque détail',
      blend: 'vos pensées reviennent vers les affaires inachevées, plus propices aux révisions qu’aux décisions',
    },
    venus: {
      easy: 'd’anciennes affections peuvent se réveiller en douceur, et une attention discrète vaut mieux qu’un grand geste',
      tense:
        'de vieilles blessures peuvent se rouvrir, et mieux vaut prendre votre temps avant de décider quoi que ce soit en amour ou en argent',
      blend: 'les sentiments se tournent vers l’intérieur et demandent à être compris avant d’être dits',
    },
    mars: {
      easy: 'l’énergie revient lentement, et un effort modéré et régulier vaut mieux qu’un grand coup de collier',
      tense: 'la frustration monte vite, l’énergie est basse, et mieux vaut lever le pied pour vous reposer',
      blend: 'l’ardeur se tourne vers l’intérieur, mieux employée à terminer et à réparer qu’à commencer',
    },
  },
  inElement: {
    sun: {
      fire: 'le climat de travail favorise l’initiative et les efforts qui se voient',
      earth: 'le climat de travail favorise les progrès prudents et concrets',
      air: 'le climat de travail favorise les idées, les contacts et les échanges',
      water: 'le climat de travail favorise l’intuition et l’art de sentir l’ambiance',
    },
    mercury: {
      fire: 'la pensée est rapide et tranchée, idéale pour défendre une idée',
      earth: 'la pensée est prudente et minutieuse, idéale pour les détails et les contrats',
      air: 'idées et paroles circulent librement, ce qui favorise réunions et messages',
      water: 'la pensée suit l’intuition, idéale pour lire entre les lignes',
    },
    venus: {
      fire: 'l’amour aime la franchise, la chaleur et un brin d’audace',
      earth: 'l’amour se montre par des attentions concrètes et du temps donné sans compter',
      air: 'la conversation est le chemin qui mène au cœur de l’autre',
      water: 'les sentiments sont profonds et recherchent un cadre intime et doux',
    },
    mars: {
      fire: 'l’énergie vient par élans, à dépenser de préférence dans une activité physique',
      earth: 'l’endurance est régulière, adaptée aux efforts longs et patients',
      air: 'l’esprit s’agite, et le mouvement l’aide à se poser',
      water: 'l’énergie suit l’humeur, alors écoutez ce que votre corps demande',
    },
  },
  inElementRetrograde: {
    mercury:
      'projets et messages demandent un second regard, alors confirmez les horaires et relisez avant de signer ou de partir',
    venus:
      'l’amour regarde en arrière plutôt qu’en avant, et d’anciens sentiments demandent une écoute calme et sincère',
    mars: 'l’énergie est plus basse que d’habitude, alors allez-y doucement et laissez votre corps récupérer',
  },
  flowing: {
    mercury: [
      'les mots viennent facilement',
      'les conversations prennent volontiers la direction que vous espérez',
      'ce qui favorise l’écriture, les projets et les décisions',
      'idéale pour les détails et les contrats',
      'idées et paroles circulent librement',
      'idéale pour défendre une idée',
    ],
    venus: [
      'la tendresse circule sans effort',
      'les petites attentions vous sont rendues',
      'votre charme affleure',
      'l’amour aime la franchise',
      'l’amour se montre par des attentions concrètes',
      'la conversation est le chemin qui mène au cœur',
      'les sentiments sont profonds et recherchent un cadre intime et doux',
    ],
    mars: [
      'l’énergie abonde',
      'l’ardeur est forte',
      'l’énergie vient par élans',
      'l’énergie monte',
      'le corps a de l’élan',
      'l’endurance est élevée',
    ],
  },
  phaseNote: {
    new: 'un moment propice aux commencements discrets et à la formulation d’une intention',
    'waxing-crescent': 'un moment propice aux premiers pas de ce que vous avez mis en route ces derniers temps',
    'first-quarter': 'un moment propice aux décisions et au franchissement du premier obstacle',
    'waxing-gibbous': 'un moment propice aux ajustements et aux finitions plutôt qu’à un nouveau départ',
    full: 'un moment où les choses se révèlent et où les émotions atteignent leur point culminant',
    'waning-gibbous': 'un moment propice au partage de ce que vous avez appris et aux remerciements',
    'last-quarter': 'un moment pour lâcher ce qui ne vous correspond plus',
    'waning-crescent': 'un moment pour vous reposer, faire le point et libérer de la place avant le prochain cycle',
  },
  phaseBody: {
    new: 'l’énergie peut être basse, alors commencez en douceur',
    'waxing-crescent': 'l’énergie monte, ce qui aide à adopter en douceur une nouvelle habitude',
    'first-quarter': 'le corps a de l’élan, de quoi tenter une séance plus intense',
    'waxing-gibbous': 'l’endurance est élevée, mais le sommeil peut être plus léger que d’habitude',
    full: 'l’agitation et les rêves intenses sont fréquents, alors ralentissez tôt dans la soirée',
    'waning-gibbous': 'l’énergie est stable, plus propice à terminer qu’à commencer',
    'last-quarter': 'le corps réclame moins, alors allégez votre emploi du temps là où vous le pouvez',
    'waning-crescent': 'la récupération compte plus que le rendement, alors reposez-vous sans culpabiliser',
  },
  // Plural noun phrases, each of two or three coordinated nouns; never after « à » or « de ».
  planetTheme: {
    sun: 'vos objectifs et le sens que vous donnez à votre vie',
    moon: 'les humeurs et les besoins',
    mercury: 'les projets, les messages et les accords',
    venus: 'l’amour, le plaisir et l’argent',
    mars: 'l’ardeur, le courage et les conflits',
    jupiter: 'la croissance, la chance et les convictions',
    saturn: 'le devoir, les limites et le travail de longue haleine',
    uranus: 'le changement et le besoin de liberté',
    neptune: 'les rêves, les idéaux et l’intuition',
    pluto: 'le pouvoir, la profondeur et la transformation',
  },
  // Infinitives: they follow « : », « consiste à », « pensez à », « pour » and open a sentence.
  advice: {
    overall: {
      bright: [
        'dire oui à l’occasion qui se présente',
        'parler de vos projets à quelqu’un qui peut vous aider',
        'commencer ce que vous repoussez depuis un moment',
        'poser la question qui vous trotte dans la tête',
        'reprendre contact avec quelqu’un que vous avez perdu de vue',
        'sortir de vos habitudes, ne serait-ce qu’une heure',
        'oser le premier pas vers ce qui vous attire',
        'apprendre quelque chose de nouveau, même en dix minutes',
        'offrir votre aide à quelqu’un qui ne l’a pas encore demandée',
        'engager la conversation avec quelqu’un que vous croisez souvent',
      ],
      steady: [
        'garder votre propre rythme',
        'mener une tâche à son terme avant d’en commencer une autre',
        'repérer ce qui fonctionne et en faire davantage',
        'venir à bout d’une corvée qui traîne',
        'remettre de l’ordre dans un coin de votre logement',
        'tenir vos engagements sans en ajouter de nouveaux',
        'prendre dix minutes pour faire le point sur vos priorités',
        'suivre le plan que vous vous êtes fixé',
        'actualiser votre liste de choses à faire',
        'traiter les messages qui s’accumulent',
      ],
      demanding: [
        'choisir vos combats et laisser filer les petits',
        'garder de la marge dans votre emploi du temps pour l’imprévu',
        'demander de l’aide avant d’en avoir besoin',
        'ralentir le pas et laisser retomber la pression',
        'réserver votre énergie à l’essentiel',
        'dire non, poliment, à une demande de trop',
        'prendre trois respirations avant de réagir',
        'ménager une vraie pause entre deux obligations',
        'reporter les grandes décisions à un moment plus calme',
        'rayer de votre liste une tâche qui n’est pas indispensable',
      ],
    },
    love: {
      bright: [
        'dire aux autres ce que vous appréciez chez eux',
        'proposer vous-même une sortie plutôt que d’espérer une invitation',
        'donner votre temps sans compter',
        'envoyer un message affectueux sans raison particulière',
        'glisser un compliment sincère dans la conversation',
        'laisser voir ce que vous ressentez',
        'prévoir un moment de légèreté avec ceux que vous aimez',
        'préparer une petite surprise à un proche',
        'emmener quelqu’un qui compte pour vous dans un lieu que vous aimez',
        'dire merci pour un geste qui vous a fait du bien',
      ],
      steady: [
        'prêter attention à ce qui se dit à demi-mot',
        'tenir une promesse, même petite',
        'passer une heure sans hâte avec quelqu’un qui compte pour vous',
        'prendre des nouvelles d’un proche que vous voyez moins souvent',
        'partager un repas sans téléphone sur la table',
        'poser une question et écouter la réponse jusqu’au bout',
        'entretenir les petits rituels qui vous lient à vos proches',
        'noter dans votre agenda une date importante pour quelqu’un que vous aimez',
        'dissiper un malentendu tant qu’il reste léger',
        'reconnaître ce que l’on fait pour vous au quotidien',
      ],
      demanding: [
        'garder un ton doux même quand l’émotion est forte',
        'laisser passer une nuit avant de trancher un désaccord',
        'demander ce dont l’autre a besoin avant de répondre',
        'parler de ce que vous ressentez plutôt que de ce que l’autre a fait',
        'laisser à chacun un peu d’espace',
        'garder en brouillon tout message écrit sous le coup de la colère',
        'reconnaître votre part dans un malentendu',
        'présenter des excuses sincères si un mot vous a échappé',
        'écouter sans chercher à avoir raison',
        'prendre un moment de calme avant de revenir vers l’autre',
      ],
    },
    career: {
      bright: [
        'présenter votre idée à ceux qui décident',
        'envoyer enfin le message que vous avez en tête depuis quelque temps',
        'prendre en charge la tâche qui montre ce dont vous êtes capable',
        'demander un retour sur votre travail à quelqu’un dont vous estimez l’avis',
        'proposer une solution plutôt que de signaler un problème',
        'vous porter volontaire pour un projet qui vous fait envie',
        'contacter une personne dont le parcours vous inspire',
        'mettre en avant un résultat récent',
        'prendre la parole en réunion pour défendre votre point de vue',
        'lancer le chantier que vous préparez dans votre coin',
      ],
      steady: [
        'régler les petites tâches qui bloquent la suite',
        'noter les trois prochaines étapes et franchir la première',
        'vérifier vos chiffres avant de vous engager',
        'trier votre boîte de réception et archiver le superflu',
        'sauvegarder et ranger vos fichiers de travail',
        'relancer poliment un dossier qui n’avance plus',
        'bloquer un créneau sans interruption pour le travail de fond',
        'consigner vos méthodes pour que quelqu’un puisse prendre le relais',
        'récapituler où en sont vos projets en cours',
        'passer en revue l’agenda de la semaine',
      ],
      demanding: [
        'relire deux fois et ne signer qu’une fois',
        'garder vos notes, vos dates et votre calme',
        'viser le progrès plutôt que la perfection',
        'confirmer par écrit ce qui a été convenu à l’oral',
        'répondre aux critiques sur le fond, pas sur le ton',
        'laisser reposer un message tendu avant d’y répondre',
        'annoncer clairement ce qui est faisable dans les délais',
        'découper une tâche lourde en étapes plus légères',
        'protéger vos pauses, même courtes',
        'laisser de côté les débats qui ne mènent nulle part',
      ],
    },
    wellness: {
      bright: [
        'sortir et bouger pour le plaisir',
        'essayer une version plus soutenue de votre routine',
        'profiter de ce surplus d’énergie, puis vous arrêter avant d’être à bout',
        'remplacer un trajet en voiture par la marche ou le vélo',
        'découvrir une activité que vous n’avez jamais pratiquée',
        'danser sur un morceau que vous aimez',
        'inviter quelqu’un à marcher avec vous',
        'préparer un repas coloré avec des produits frais',
        'prendre l’escalier plutôt que l’ascenseur',
        'relever un petit défi physique à votre portée',
      ],
      steady: [
        'garder des horaires réguliers pour les repas et le sommeil',
        'glisser quelques étirements entre deux longues périodes assises',
        'boire de l’eau avant de vous servir un café',
        'marcher d’un pas tranquille, sans but précis',
        'ajouter des légumes à l’un de vos repas',
        'reposer vos yeux en regardant au loin de temps en temps',
        'aérer la pièce où vous passez le plus de temps',
        'redresser le dos et relâcher les épaules',
        'garder un fruit à portée de main pour les petits creux',
        'vous accorder un quart d’heure de lecture loin des écrans',
      ],
      demanding: [
        'troquer une obligation contre une nuit plus longue',
        'préférer une activité douce à une séance épuisante',
        'ranger votre téléphone une heure avant de dormir',
        'vous accorder vingt minutes de repos, les yeux fermés',
        'respirer lentement quelques minutes quand la tension monte',
        'boire une tisane plutôt qu’un dernier café',
        'étirer doucement la nuque et le dos',
        'mettre par écrit ce qui vous tracasse pour alléger votre esprit',
        'vous offrir une douche chaude et un moment au calme',
        'prévoir un dîner léger et une soirée tranquille',
      ],
    },
  },
  time: (at, timeZone, date) => {
    if (timeZone) {
      try {
        const clock = dateTimeFormat('fr-FR', {
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
          timeZone,
        });
        const day = dateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
        if (!date || day.format(at) === date) return clock.format(at);
        // « le 1er juin », « le 17 juin »
        const parts = dateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone }).formatToParts(at);
        const dayMonth = parts.map((p) => (p.type === 'day' && p.value === '1' ? '1er' : p.value)).join('');
        return `${clock.format(at)} le ${dayMonth}`;
      } catch {
        // not a zone this runtime knows: UTC, said so
      }
    }
    return `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')} UTC`;
  },

  sentences: {
    moon: pool(
      (p) => `La Lune est ${en(p.moon)}, dans votre maison ${p.house}, et attire votre attention sur ${p.topic}.`,
      (p) =>
        `Alors que la Lune passe par ${the(p.moon)}, votre maison ${p.house}, ${p.topic} réclament votre attention.`,
      (p) => `La Lune du jour, ${en(p.moon)}, éclaire votre maison ${p.house} : ${p.topic}.`,
      (p) =>
        `La Lune parcourt ${the(p.moon)}, la maison ${p.house} comptée depuis votre signe : ${p.topic} occupent le devant de la scène.`,
      (p) =>
        `Sur le plan émotionnel, ${p.topic} sont au cœur de la journée, pendant que la Lune traverse ${the(p.moon)}, votre maison ${p.house}.`,
      (p) => `La Lune ${en(p.moon)} occupe votre maison ${p.house}, si bien que ${p.topic} colorent votre humeur.`,
      (p) => `Vos émotions se tournent vers ${p.topic} : la Lune est ${en(p.moon)}, dans votre maison ${p.house}.`,
      (p) =>
        `${cap(en(p.moon))}, la Lune traverse votre maison ${p.house} et place ${p.topic} au premier plan de vos pensées.`,
    ),
    moonIngress: pool(
      (p) => `À ${p.time}, la Lune entre ${en(p.to)}, votre maison ${p.house}, et l’attention se porte sur ${p.topic}.`,
      (p) =>
        `L’ambiance change à ${p.time}, quand la Lune passe ${en(p.to)} et rejoint votre maison ${p.house}, où se jouent ${p.topic}.`,
      (p) =>
        `Guettez un changement de ton à ${p.time} : la Lune entre ${en(p.to)}, votre maison ${p.house}, et réveille ${p.topic}.`,
      (p) =>
        `À partir de ${p.time}, la Lune est ${en(p.to)}, dans votre maison ${p.house}, où ${p.topic} passent au premier plan.`,
      (p) => `Le passage de la Lune ${en(p.to)}, à ${p.time}, ouvre votre maison ${p.house} et, avec elle, ${p.topic}.`,
      (p) =>
        `C’est à ${p.time} que la Lune gagne ${the(p.to)}, la maison ${p.house} comptée depuis votre signe : ${p.topic}.`,
      (p) =>
        `Une autre tonalité émotionnelle s’installe à ${p.time}, lorsque la Lune passe ${en(p.to)}, dans votre maison ${p.house}, qui régit ${p.topic}.`,
      (p) =>
        `Quand la Lune entre ${en(p.to)} à ${p.time}, votre maison ${p.house} s’éveille et ${p.topic} veulent avoir leur mot à dire.`,
    ),
    phase: pool(
      (p) => `C’est ${phase(p.phase)}, ${p.note}.`,
      (p) => `Sous ${phase(p.phase)}, la journée s’annonce comme ${p.note}.`,
      (p) => `${cap(phase(p.phase))} donne le tempo : ${p.note}.`,
      (p) => `Question rythme, ${phase(p.phase)} fait de ce jour ${p.note}.`,
      (p) => `Ce soir, place ${phaseTo(p.phase)}, ${p.note}.`,
      (p) => `Gardez ${phase(p.phase)} à l’esprit : c’est ${p.note}.`,
      (p) => `Le ciel affiche ${phase(p.phase)}, ${p.note}.`,
      (p) => `Avec ${phase(p.phase)} au-dessus de vous, les heures qui viennent offrent ${p.note}.`,
    ),
    phaseExact: pool(
      (p) => `${cap(phase(p.phase))} a lieu à ${p.time}, ${p.note}.`,
      (p) => `Aujourd’hui, place ${phaseTo(p.phase)} à ${p.time} : ${p.note}.`,
      (p) => `Notez ${p.time}, l’instant exact ${phaseOf(p.phase)} ; c’est ${p.note}.`,
      (p) => `À ${p.time} aujourd’hui, c’est ${phase(p.phase)}, ${p.note}.`,
    ),
    aspect: pool(
      (p) => `${Planet(p.planet)} ${en(p.planetSign)} ${p.relation}, si bien que ${p.effect}.`,
      (p) => `Aujourd’hui, ${planet(p.planet)}, ${en(p.planetSign)}, ${p.relation} ; ${p.effect}.`,
      (p) => `${Planet(p.planet)}, désormais ${en(p.planetSign)}, ${p.relation} : ${p.effect}.`,
      (p) => `Regardez du côté ${planetOf(p.planet)} ${en(p.planetSign)}, qui ${p.relation} : ${p.effect}.`,
      (p) => `Avec ${planet(p.planet)} ${en(p.planetSign)}, qui ${p.relation}, ${p.effect}.`,
      (p) => `Pendant son passage ${en(p.planetSign)}, ${planet(p.planet)} ${p.relation} ; ${p.effect}.`,
      (p) =>
        `La position à surveiller est celle ${planetOf(p.planet)} ${en(p.planetSign)}, qui ${p.relation} : ${p.effect}.`,
      (p) => `Comme ${planet(p.planet)} ${en(p.planetSign)} ${p.relation}, ${p.effect}.`,
    ),
    inSign: pool(
      (p) => `${Planet(p.planet)} est ${en(p.planetSign)}, et ${p.flavour}.`,
      (p) => `Avec ${planet(p.planet)} ${en(p.planetSign)}, ${p.flavour}.`,
      (p) => `${Planet(p.planet)} traverse ${the(p.planetSign)} aujourd’hui : ${p.flavour}.`,
      (p) => `Inspirez-vous ${planetOf(p.planet)} ${en(p.planetSign)} : ${p.flavour}.`,
      (p) => `${cap(en(p.planetSign))}, ${planet(p.planet)} donne le ton, et ${p.flavour}.`,
      (p) => `${Planet(p.planet)} ${en(p.planetSign)} façonne la journée : ${p.flavour}.`,
      (p) => `Tant que ${planet(p.planet)} reste ${en(p.planetSign)}, ${p.flavour}.`,
      (p) => `Notez la présence ${planetOf(p.planet)} ${en(p.planetSign)} ; ${p.flavour}.`,
    ),
    loveMoon: pool(
      (p) => `Avec la Lune ${en(p.moon)}, dans votre maison ${p.house}, ${p.love}.`,
      (p) => `La Lune ${en(p.moon)} touche votre maison ${p.house} : ${p.love}.`,
      (p) => `En amour, la Lune ${en(p.moon)} (votre maison ${p.house}) suggère que ${p.love}.`,
      (p) => `La Lune ${en(p.moon)} est l’hôte de votre maison ${p.house} ; ${p.love}.`,
      (p) => `Pendant que la Lune traverse ${the(p.moon)}, votre maison ${p.house}, ${p.love}.`,
      (p) => `Pour le cœur, la place de la Lune ${en(p.moon)} compte : dans votre maison ${p.house}, ${p.love}.`,
      (p) => `La Lune, ${en(p.moon)} dans votre maison ${p.house}, laisse entendre que ${p.love}.`,
      (p) => `Côté romance, la Lune ${en(p.moon)} agit sur votre maison ${p.house}, si bien que ${p.love}.`,
    ),
    bodyPhase: pool(
      (p) => `Sous ${phase(p.phase)}, ${p.body}.`,
      (p) => `${cap(phase(p.phase))} guide votre forme physique aujourd’hui : ${p.body}.`,
      (p) => `Physiquement, ${phase(p.phase)} se fait sentir : ${p.body}.`,
      (p) => `Accordez votre rythme ${phaseTo(p.phase)} ; ${p.body}.`,
      (p) => `Avec ${phase(p.phase)} dans le ciel, ${p.body}.`,
      (p) => `Votre vitalité suit souvent ${phase(p.phase)}, et ${p.body}.`,
      (p) => `Laissez ${phase(p.phase)} régler votre cadence : ${p.body}.`,
      (p) => `Votre organisme ressent souvent ${phase(p.phase)} : ${p.body}.`,
    ),
    ingress: pool(
      (p) => `À ${p.time}, ${planet(p.planet)} entre ${en(p.sign)}, ouvrant un nouveau chapitre pour ${p.theme}.`,
      (p) => `${Planet(p.planet)} passe ${en(p.sign)} à ${p.time}, et ${p.theme} prennent une couleur nouvelle.`,
      (p) =>
        `Un changement arrive à ${p.time} : ${planet(p.planet)} entre ${en(p.sign)}, ce qui change la donne pour ${p.theme}.`,
      (p) =>
        `À partir de ${p.time}, ${planet(p.planet)} est ${en(p.sign)} : attendez-vous à vivre autrement ${p.theme}.`,
      (p) => `${Planet(p.planet)} franchit le seuil ${of(p.sign)} à ${p.time}, un nouveau départ pour ${p.theme}.`,
      (p) =>
        `Retenez l’heure de ${p.time}, quand ${planet(p.planet)} entre ${en(p.sign)} : ${p.theme} commencent à prendre une nouvelle direction.`,
      (p) =>
        `La journée bascule à ${p.time}, quand ${planet(p.planet)} gagne ${the(p.sign)}, apportant du changement pour ${p.theme}.`,
      (p) => `Quand ${planet(p.planet)} entre ${en(p.sign)} à ${p.time}, ${p.theme} entrent dans une nouvelle saison.`,
    ),
    station: pool(
      (p) =>
        `${Planet(p.planet)} fait sa station ${station(p.direction)} à ${p.time}, si bien que ${p.theme} ${p.direction === 'retrograde' ? 'appellent un réexamen plutôt que de nouveaux départs' : 'peuvent de nouveau avancer'}.`,
      (p) =>
        `À ${p.time}, ${planet(p.planet)} ${turns(p.planet, p.direction)} ; ${p.direction === 'retrograde' ? 'prenez votre temps pour tout ce qui touche' : 'le mouvement reprend pour tout ce qui touche'} ${p.theme}.`,
      (p) =>
        `Un tournant à ${p.time} : ${planet(p.planet)} ${turns(p.planet, p.direction)}, et ${p.theme} ${p.direction === 'retrograde' ? 'se tournent vers l’intérieur' : 'commencent à se dénouer'}.`,
      (p) =>
        `${Planet(p.planet)} s’immobilise puis ${turns(p.planet, p.direction)} à ${p.time}, ce qui ${p.direction === 'retrograde' ? 'freine' : 'libère'} ${p.theme}.`,
      (p) =>
        `Repère à noter : à ${p.time}, ${planet(p.planet)} fait sa station ${station(p.direction)}, et ${p.theme} ${p.direction === 'retrograde' ? 'méritent un second regard' : 'reprennent de l’élan'}.`,
      (p) =>
        `Avec ${planet(p.planet)} qui ${turns(p.planet, p.direction)} à ${p.time}, ${p.direction === 'retrograde' ? 'revisitez' : 'revenez vers'} ${p.theme} avec un regard neuf.`,
      (p) =>
        `La station ${station(p.direction)} ${planetOf(p.planet)}, à ${p.time}, ${p.direction === 'retrograde' ? 'invite à la réflexion sur' : 'facilite l’action sur'} ${p.theme}.`,
      (p) =>
        `Le ciel marque une pause à ${p.time}, au moment où ${planet(p.planet)} ${turns(p.planet, p.direction)}, ${p.direction === 'retrograde' ? 'ralentissant' : 'remettant en marche'} ${p.theme}.`,
    ),
    retrograde: pool(
      (p) =>
        `${Planet(p.planet)} est rétrograde ${en(p.sign)}, si bien qu’il vaut mieux revoir ${p.theme} que les précipiter.`,
      (p) => `Avec ${planet(p.planet)} rétrograde ${en(p.sign)}, jetez un second regard sur ${p.theme}.`,
      (p) =>
        `${Planet(p.planet)} est toujours rétrograde ${en(p.sign)} ; de vieilles questions touchant ${p.theme} peuvent resurgir.`,
      (p) => `${Planet(p.planet)} rétrograde ${en(p.sign)} demande de la patience avec ${p.theme}.`,
      (p) =>
        `${Planet(p.planet)} parcourt ${the(p.sign)} à rebours, en mouvement rétrograde : c’est le moment de revisiter ${p.theme}.`,
      (p) =>
        `Comme ${planet(p.planet)} est rétrograde ${en(p.sign)}, vérifiez deux fois tout ce qui touche ${p.theme}.`,
      (p) =>
        `La rétrogradation ${planetOf(p.planet)} ${en(p.sign)} favorise l’achèvement plutôt que les débuts pour tout ce qui touche ${p.theme}.`,
      (p) =>
        `N’oubliez pas : ${planet(p.planet)} est rétrograde ${en(p.sign)}, et pour ${p.theme}, les choses peuvent prendre plus de temps que prévu.`,
    ),
    closer: pool(
      (p) => `Le bon réflexe : ${p.advice}.`,
      (p) => `Si vous ne deviez faire qu’une chose : ${p.advice}.`,
      (p) => `${cap(p.advice)} ; le reste peut attendre.`,
      (p) => `Le plus simple : ${p.advice}.`,
      (p) => `Un bon usage des heures à venir consiste à ${p.advice}.`,
      (p) => `Si vous le pouvez, n’hésitez pas à ${p.advice}.`,
      (p) => `Avant la fin de la journée, pensez à ${p.advice}.`,
      (p) => `Aujourd’hui est le bon jour pour ${p.advice}.`,
    ),
  },

  labels: {
    moon: (moon, house) => `Lune ${en(moon)}, votre maison ${house}`,
    moonIngress: (to, time) => `La Lune entre ${en(to)} à ${time}`,
    phase: (id, time) => (time ? `${cap(PHASE[id].name)} à ${time}` : cap(PHASE[id].name)),
    aspect: (p, aspect, ruler) =>
      ruler
        ? `${PLANET[p].name} ${ASPECT_COMPACT[aspect]} ${PLANET[ruler].name}, ${rulerWord(ruler)}`
        : `${PLANET[p].name} ${ASPECT_TO_SIGN[aspect]}`,
    ingress: (p, to, time) => `${PLANET[p].name} entre ${en(to)} à ${time}`,
    station: (p, direction, time) => `${PLANET[p].name} fait sa station ${station(direction)} à ${time}`,
    retrograde: (p, at) => `${PLANET[p].name} rétrograde ${en(at)}`,
  },
};
