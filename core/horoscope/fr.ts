/**
 * The French daily horoscope (docs/i18n/glossary-fr.md): names and their forms come from the
 * grammar (core/i18n/grammar/fr.ts); templates are written with plain spaces before « : », « ; »,
 * « ! » and « ? », and the writer finishes the reading with French spacing (`g.finish`).
 */
import type { AspectType } from '../astro/aspects';
import type { PlanetId } from '../astro/positions';
import type { SignId } from '../zodiac';
import { GRAMMAR_FR as g, direction, elides, feminine, turns } from '../i18n/grammar/fr';
import type { HoroscopeTexts } from './texts';
import type { MoonPhase } from './types';

/** « que » before a clause, elided before a vowel: « qu’un petit message », « que les autres ». */
const que = (clause: string) => (elides(clause) ? `qu’${clause}` : `que ${clause}`);
/** 'Placé' → 'Placée' for Vénus: a participle that agrees with the planet it stands for. */
const agree = (id: PlanetId, masculine: string) => (feminine(id) ? `${masculine}e` : masculine);
/** The ruling body as the reader's: the Sun and the Moon are luminaries, not planets. */
const rulerWord = (id: PlanetId) => (id === 'sun' || id === 'moon' ? 'votre astre maître' : 'votre planète maîtresse');
/** 'Mars en Capricorne, votre planète maîtresse': the ruler with its own sign. */
const rulingIn = (id: PlanetId, at: SignId) => `${g.planet(id, 'the')} ${g.sign(at, 'in')}, ${rulerWord(id)}`;

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
/** 'de la pleine lune', 'du premier quartier de lune' */
const phaseOf = (id: MoonPhase) => `${PHASE[id].feminine ? 'de la' : 'du'} ${PHASE[id].name}`;
/** 'à la pleine lune', 'au premier quartier de lune' */
const phaseTo = (id: MoonPhase) => `${PHASE[id].feminine ? 'à la' : 'au'} ${PHASE[id].name}`;

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
  grammar: g,
  names: {
    planet: (id) => [g.planet(id), g.planet(id, 'the'), g.planet(id, 'of')],
    sign: (id) => [g.sign(id), g.sign(id, 'in'), g.sign(id, 'the'), g.sign(id, 'of')],
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
    8: 'les ressources partagées, la confiance et l’intimité',
    9: 'les voyages, les études et les horizons lointains',
    10: 'la carrière, la réputation et vos ambitions',
    11: 'les amis, les groupes et vos espoirs pour l’avenir',
    12: 'le repos, la solitude et ce qui se joue en coulisses',
  },
  houseLove: {
    1: 'les autres perçoivent ce que vous ressentez avant même que vous ne disiez un mot',
    2: 'l’amour se montre par des gestes concrets et constants plus que par de grands mots',
    3: 'quelques mots échangés ou une conversation légère peuvent faire plus qu’une soirée planifiée',
    4: 'la complicité grandit à la maison, loin de la foule',
    5: 'le flirt, le jeu et la romance passent au premier plan',
    6: 'les petits coups de main en disent plus long que les déclarations',
    7: 'les partenaires, actuels ou potentiels, prennent l’initiative, et un pas vers eux facilite les choses',
    8: 'les sentiments gagnent en profondeur, et la sincérité compte plus que le charme',
    9: 'l’attirance suit la curiosité, peut-être vers quelqu’un venu d’ailleurs',
    10: 'votre vie publique et votre vie privée peuvent tirer chacune de son côté',
    11: 'l’amitié est le terrain sur lequel l’amour grandit',
    12: 'ce que vous ressentez peut rester non dit pour l’instant, et un moment de calme vous fait du bien',
  },
  // Short on purpose: in `houseAspect` the relation runs straight into the house clause, so
  // twin signs that see one planet in the same aspect never read ten words alike.
  signRelation: {
    conjunction: 'occupe votre propre signe',
    sextile: 'forme un sextile avec votre signe',
    square: 'forme un carré avec votre signe',
    trine: 'forme un trigone avec votre signe',
    opposition: 's’oppose à votre signe',
  },
  rulerRelation: {
    conjunction: (ruler, at) => `est en conjonction avec ${rulingIn(ruler, at)}`,
    sextile: (ruler, at) => `forme un sextile avec ${rulingIn(ruler, at)}`,
    square: (ruler, at) => `forme un carré avec ${rulingIn(ruler, at)}`,
    trine: (ruler, at) => `forme un trigone avec ${rulingIn(ruler, at)}`,
    opposition: (ruler, at) => `est en opposition avec ${rulingIn(ruler, at)}`,
  },
  // Each wording completes « si bien que … » and follows « : » or « ; ».
  effect: {
    sun: {
      easy: [
        'votre assurance a le vent en poupe et vos efforts ont plus de chances d’être remarqués',
        'il est plus facile d’être vous-même en public, et l’on vous croit volontiers sur parole',
        'un peu de confiance en vous peut entraîner les autres, tout prêts à vous épauler',
      ],
      tense: [
        'votre volonté peut se heurter à celle de quelqu’un d’autre, et la patience vous sert mieux que la force',
        'l’amour-propre se froisse vite, alors laissez passer une petite vexation',
        'vos envies et les attentes des autres risquent de tirer en sens contraire',
      ],
      blend: [
        'les projecteurs se tournent vers vous, et c’est un bon moment pour montrer ce que vous comptez faire',
        'on vous voit davantage que d’habitude, alors veillez à ce que vos actes disent ce que vous pensez',
        'vos intentions se précisent, et vous voyez mieux où placer vos efforts',
      ],
    },
    mercury: {
      easy: [
        'les mots viennent facilement et les conversations prennent volontiers la direction que vous espérez',
        'la bonne formule arrive au bon moment, et un message délicat devient plus simple à envoyer',
        'votre pensée est claire et rapide, ce qui aide à écrire, à planifier et à trancher',
      ],
      tense: [
        'les malentendus sont plus probables que d’habitude, et les détails méritent une double vérification',
        'une parole maladroite porte plus loin que vous ne le voulez, alors relisez-vous avant d’envoyer quoi que ce soit',
        'les signaux contradictoires sont fréquents, et une question posée à temps évite une querelle',
      ],
      blend: [
        'l’esprit est vif et très sollicité, de quoi expédier listes et messages',
        'les pensées filent, alors notez-les avant qu’elles ne s’éparpillent',
        'les échanges remplissent les heures, et l’essentiel est d’en tirer une décision claire',
      ],
    },
    venus: {
      easy: [
        'la tendresse circule sans effort et les petites attentions ont tendance à vous être rendues',
        'votre charme affleure, et votre entourage y est sensible',
        'la bonne compagnie se trouve facilement, et le plaisir ne demande pas grand-chose',
      ],
      tense: [
        'vos envies et celles des autres risquent de ne pas coïncider au premier abord',
        'vouloir la paix à tout prix peut coûter cher, en amour comme en argent',
        'vos goûts et vos élans s’accordent mal avec ceux d’un proche, et la patience aide',
      ],
      blend: [
        'l’amour est dans l’air, et la beauté saute davantage aux yeux',
        'ce qui est agréable vous attire, et une petite douceur semble bien méritée',
        'l’amour et le confort réclament de la place, et un mot doux a du poids',
      ],
    },
    mars: {
      easy: [
        'l’énergie abonde et se canalise sans peine vers ce que vous entreprenez',
        'l’élan est vif, et une tâche ardue paraît moins lourde',
        'le courage vient sans effort, utile pour ce que vous remettez à plus tard',
      ],
      tense: [
        'les nerfs comme les muscles peuvent être mis à rude épreuve, et mieux vaut ménager vos forces',
        'l’irritation est à fleur de peau, et une courte marche aide plus qu’une dispute',
        'vous risquez de forcer plus que nécessaire, alors gardez des forces en réserve',
      ],
      blend: [
        'l’ardeur est forte et a besoin d’un objectif clair pour rester constructive',
        'la tension monte vite, et mieux vaut la dépenser dans l’effort que contre les autres',
        'l’envie de prendre les devants se fait sentir, alors choisissez où la diriger',
      ],
    },
    jupiter: {
      easy: [
        'des portes peuvent s’ouvrir, et la générosité, donnée ou reçue, tend à revenir vers vous',
        'l’espoir est raisonnable, et un pas confiant peut en entraîner un autre',
        'l’aide est plus proche qu’il n’y paraît, pour peu que vous la demandiez simplement',
      ],
      tense: [
        'la tentation est grande de promettre ou de dépenser plus que prévu',
        'l’enthousiasme devance le plan, alors ne promettez que ce que vous pouvez tenir',
        'l’excès est le risque du jour, dans l’effort comme dans les plaisirs',
      ],
      blend: [
        'l’optimisme grandit et invite à viser haut, en gardant les pieds sur terre',
        'l’horizon s’élargit, et un projet plus vaste demande une première étape réaliste',
        'la confiance en vous grandit, et le bon sens l’empêche de s’emballer',
      ],
    },
    saturn: {
      easy: [
        'l’effort régulier tend à porter ses fruits et le cadre vous soutient au lieu de vous enfermer',
        'la patience est un atout, et ce qui se bâtit lentement tient souvent mieux que prévu',
        'un engagement sérieux paraît juste, et le travail montre ce qu’il vaut',
      ],
      tense: [
        'devoirs et retards peuvent peser sur vous, mais un progrès lent reste un progrès',
        'les limites se font sentir, et un plan réaliste vaut mieux qu’un plan audacieux',
        'un responsable peut exiger davantage de vous, alors tenez-vous-en à ce que vous pouvez assurer',
      ],
      blend: [
        'les responsabilités sont au premier plan et les engagements pris maintenant ont tendance à durer',
        'l’humeur se fait sérieuse, ce qui convient pour terminer ce qui est commencé',
        'le poids du devoir est réel, et le porter dignement inspire souvent le respect',
      ],
    },
  },
  effectRetrograde: {
    mercury: {
      easy: [
        'd’anciennes conversations reviennent utilement, mais les réponses peuvent tarder et mieux vaut confirmer vos projets par écrit',
        'un second regard sur un ancien projet peut mettre au jour quelque chose qui mérite d’être gardé',
        'relire vaut mieux que se presser, et un ancien contact peut vous aider',
      ],
      tense: [
        'malentendus et retards sont probables, et mieux vaut différer les signatures et vérifier chaque détail',
        'les messages peuvent s’égarer, alors confirmez deux fois les heures et les lieux',
        'un malentendu ancien peut ressurgir et demander à être dissipé',
      ],
      blend: [
        'vos pensées reviennent vers les affaires inachevées, plus propices aux révisions qu’aux décisions',
        'de vieilles idées reviennent, à trier plutôt qu’à annoncer',
        'l’esprit regarde en arrière, et vos anciennes notes méritent d’être relues',
      ],
    },
    venus: {
      easy: [
        'd’anciennes affections peuvent se réveiller en douceur, et une attention discrète vaut mieux qu’un grand geste',
        'un lien passé peut se réchauffer, lentement et en toute franchise',
        'ce qui compte pour vous mérite d’être reconsidéré avant toute dépense',
      ],
      tense: [
        'de vieilles blessures peuvent se rouvrir, et mieux vaut prendre votre temps avant de décider quoi que ce soit en amour ou en argent',
        'un ancien désaccord amoureux peut revenir, et la patience le garde à sa juste taille',
        'le regret d’un ancien choix n’est pas exclu, alors promettez et dépensez avec mesure',
      ],
      blend: [
        'les sentiments se tournent vers l’intérieur et demandent à être compris avant d’être dits',
        'l’amour regarde en arrière, et un vieux souvenir peut teinter l’humeur',
        'le désir se fait plus calme et plus réfléchi, à ressentir plutôt qu’à mettre en actes',
      ],
    },
    mars: {
      easy: [
        'l’énergie revient lentement, et un effort modéré et régulier vaut mieux qu’un grand coup de collier',
        'mieux vaut consacrer les forces dont vous disposez à une tâche inachevée',
        'réparer et répéter des gestes connus vaut mieux qu’un nouveau départ',
      ],
      tense: [
        'la frustration monte vite, l’énergie est basse, et mieux vaut lever le pied pour vous reposer',
        'une vieille colère peut s’embraser, alors éloignez-vous avant de répondre',
        'le corps réclame moins, et forcer a tendance à se retourner contre vous',
      ],
      blend: [
        'l’ardeur se tourne vers l’intérieur, mieux employée à terminer et à réparer qu’à commencer',
        'l’effort repasse sur un terrain connu, et c’est là qu’il compte',
        'l’impatience envers vous-même est probable, alors revoyez vos exigences à la baisse et reposez-vous',
      ],
    },
  },
  // Clauses that complete « : », « ; », « et » and « si bien que »: never a capital, a final stop,
  // or « : » and « ; » inside (the templates' own punctuation frames them).
  planetHouse: {
    sun: {
      1: 'votre initiative personnelle se remarque, et un travail qui porte votre nom peut compter davantage',
      2: 'vos revenus, vos ressources et la juste valeur de vos compétences reviennent au centre des préoccupations',
      3: 'les appels, les petits déplacements et les messages clairs font davantage avancer le travail que les longues réunions',
      4: 'le travail fait depuis chez vous ou pour la famille retient davantage votre attention que le bureau',
      5: 'les projets créatifs et ceux qui vous plaisent passent en pleine lumière, et le jeu peut débloquer un problème',
      6: 'c’est plutôt dans les tâches quotidiennes, les routines et le savoir-faire du métier que vous progressez',
      7: 'le travail avance grâce aux partenaires, aux clients et aux accords, et coopérer compte plus que faire cavalier seul',
      8: 'comptes communs, dettes et ressources d’autrui demandent un regard lucide',
      9: 'études, voyages, publications ou projet de plus grande envergure portent votre ambition plus loin que d’habitude',
      10: 'votre réputation et votre place au travail sont en vue, et vos supérieurs y prêtent attention',
      11: 'collègues, réseaux et objectifs à long terme vous aident davantage qu’un effort solitaire',
      12: 'le travail discret, loin des regards, et les dossiers à boucler l’emportent sur la quête de visibilité',
    },
    mercury: {
      1: 'vous réfléchissez vite, et la parole vous vient plus facilement quand il s’agit de défendre vos idées',
      2: 'vos réflexions se tournent vers l’argent, les prix, les budgets et la vraie valeur d’une tâche',
      3: 'messages, appels et formalités se multiplient, et les détails du quotidien vous occupent l’esprit',
      4: 'les projets pour la maison et la famille occupent vos pensées, et le travail peut vous suivre jusque chez vous',
      5: 'les idées naissent du jeu, et une présentation inventive ou un ton plus léger peut faire mouche',
      6: 'listes, plannings et détails techniques du métier bénéficient de votre attention la plus fine',
      7: 'les discussions avec un partenaire ou un client passent au premier plan, et la négociation devient le vrai travail',
      8: 'recherches, contrats sur des biens communs et conversations délicates réclament toute votre attention',
      9: 'votre pensée voit plus loin, vers une formation, un voyage, une publication ou une grande question',
      10: 'ce que vous dites au travail parvient à ceux qui décident, et chaque mot peut compter',
      11: 'les échanges avec des amis, des groupes ou des réseaux font naître des idées utiles',
      12: 'la réflexion se tourne vers l’intérieur, et les notes prises pour vous-même valent plus que les annonces',
    },
    venus: {
      1: 'les autres vont volontiers vers vous, et votre façon de vous présenter fait partie de ce qui séduit',
      2: 'l’amour passe par ce que vous partagez et dépensez, et un petit confort peut compter plus qu’un grand cadeau',
      3: 'un mot, une promenade ou un échange près de chez vous peut porter plus de tendresse qu’un rendez-vous organisé',
      4: 'la tendresse se vit au foyer, là où les liens de famille et les repas partagés réclament votre chaleur',
      5: 'séduction, jeu et romance ont le vent en poupe, et le plaisir se donne et se reçoit plus facilement',
      6: 'l’affection se montre par l’aide au quotidien, et un geste attentionné au travail ou à la maison se remarque',
      7: 'la vie à deux et les partenaires comptent davantage, et les compromis se trouvent plus facilement',
      8: 'l’intimité s’approfondit là où la confiance est réelle, et la question de ce que vous partagez se pose dans le couple',
      9: 'le cœur regarde au-delà du familier, attiré par quelqu’un venu d’ailleurs ou par une conversation qui élargit l’horizon',
      10: 'votre image publique colore la vie amoureuse, et la chaleur au travail peut ouvrir des portes',
      11: 'amitié et amour se mêlent, et un groupe ou un ami peut favoriser une rencontre bienvenue',
      12: 'vos sentiments préfèrent la discrétion, et une gentillesse silencieuse ou un désir inavoué compte plus qu’une démonstration',
    },
    mars: {
      1: 'votre énergie se porte sur votre corps et vos projets personnels, et l’impatience se voit vite',
      2: 'vos efforts vont aux questions d’argent et de biens, et le corps apprécie un travail concret',
      3: 'courses, messages et petits trajets dispersent votre énergie, et la marche aide à s’éclaircir les idées',
      4: 'la maison concentre vos forces, entre réparations, ménage et affaires de famille',
      5: 'le sport, la danse, le jeu et la création attirent votre énergie comme un aimant',
      6: 'routines de travail et habitudes de santé absorbent votre énergie, et le corps remarque la façon dont vous le traitez',
      7: 'les partenaires comme les rivaux mobilisent votre énergie, et les frictions avec les autres peuvent vous fatiguer',
      8: 'l’énergie va en profondeur, vers l’intimité, les charges partagées ou une lutte intérieure',
      9: 'votre énergie cherche le grand air, les voyages ou l’apprentissage d’un geste sportif nouveau',
      10: 'l’ambition absorbe une bonne part de votre énergie, et le corps ressent le rythme du travail',
      11: 'amis, équipes et activités de groupe attirent votre énergie, et bouger à plusieurs fait du bien',
      12: 'l’énergie se tourne vers l’intérieur, et le sommeil, la solitude et les mouvements doux comptent plus que d’habitude',
    },
    jupiter: {
      1: 'la confiance grandit, et avec elle l’audace de viser un projet plus ambitieux',
      2: 'revenus et ressources peuvent croître, même si la générosité en matière d’argent gagne à connaître des limites',
      3: 'apprendre, écrire et nouer des contacts dans votre entourage ouvre plus de portes que d’habitude',
      4: 'la croissance part du foyer, où plus d’espace, un soutien familial ou un déménagement peuvent orienter vos projets',
      5: 'l’attrait des projets créatifs ou risqués se fait sentir, et l’enthousiasme gagne à s’accompagner de bon sens',
      6: 'le travail prend de l’ampleur, et une meilleure organisation ou un collègue serviable peut alléger la charge',
      7: 'un partenaire, un client ou un conseiller peut élargir ce que vous accomplissez ensemble',
      8: 'placements, ressources partagées ou appui d’autrui entrent en jeu, avec des conditions à lire de près',
      9: 'votre ambition trouve son meilleur élan dans les études, les voyages et les idées de grande envergure',
      10: 'une reconnaissance ou une promotion devient possible là où vous avez déjà fait le travail',
      11: 'vos amis et vos réseaux vous signalent des occasions, et un objectif lointain paraît plus accessible',
      12: 'une aide peut venir discrètement, et le travail fait à l’abri des regards prépare une étape future',
    },
    saturn: {
      1: 'vous portez davantage de responsabilités envers vous-même, et c’est votre discipline qu’on remarque',
      2: 'les budgets se resserrent et vous apprennent la mesure, tandis que des dépenses réfléchies bâtissent ce qui dure',
      3: 'la communication exige de la précision, et les formalités courantes se règlent à force de patience',
      4: 'obligations familiales et tâches domestiques empiètent sur le temps de travail, et poser des limites aide',
      5: 'le travail créatif demande de la discipline, et le jeu cède la place au métier',
      6: 'la charge de travail est lourde mais concrète, et une routine régulière aide à la porter',
      7: 'contrats et associations sont mis à l’épreuve, et des termes clairs protègent les deux parties',
      8: 'dettes, impôts et argent commun demandent à être mis en ordre',
      9: 'études et projets au long cours exigent de la rigueur, et les raccourcis font perdre du temps',
      10: 'autorité et ambition sont au premier plan, et votre travail est jugé sur pièces',
      11: 'engagements collectifs et objectifs lointains appellent du réalisme sur ce que vous pouvez porter',
      12: 'le travail de l’ombre et le repos sont deux devoirs, et terminer compte plus que commencer',
    },
  },
  planetHouseRetrograde: {
    mercury: {
      1: 'vous doutez peut-être de l’image que vous donnez, alors préparez vos mots avant de prendre la parole',
      2: 'de vieilles factures, des remboursements ou des erreurs de budget reviennent pour être corrigés',
      3: 'les messages s’égarent plus facilement, alors confirmez les horaires et relisez avant d’envoyer',
      4: 'vos projets domestiques sont revus, et une vieille conversation de famille peut refaire surface',
      5: 'un projet créatif laissé en plan demande à être repris avant toute nouveauté',
      6: 'routines et outils demandent une vérification, et mieux vaut résorber le retard que commencer de nouvelles tâches',
      7: 'les accords avec des partenaires ou des clients reviennent pour une relecture avant toute signature',
      8: 'les papiers liés aux biens communs ou aux dettes méritent un second examen attentif',
      9: 'projets de voyage et inscriptions gagnent à être confirmés deux fois, et une ancienne idée peut revenir',
      10: 'les décisions professionnelles sont révisées, et il est utile de consigner l’essentiel par écrit',
      11: 'd’anciens contacts réapparaissent, et les projets de groupe peuvent changer avant de se fixer',
      12: 'le mental revient sur ce qui reste en suspens, et mieux vaut réfléchir qu’annoncer',
    },
    venus: {
      1: 'de vieilles questions sur la manière dont vous vous montrez en amour reviennent, et un second regard bienveillant aide',
      2: 'd’anciens choix d’argent et de confort dans le couple reviennent sur la table, alors dépensez avec prudence',
      3: 'un ancien message ou un visage familier du quartier peut réveiller des sentiments que vous pensiez apaisés',
      4: 'souvenirs de famille et vieux liens du foyer demandent à être compris avant tout changement',
      5: 'un ancien amour ou un vieux plaisir peut se rappeler à vous, et mieux vaut prendre du recul avant de céder',
      6: 'de petites frictions du quotidien reviennent pour être réparées, avec patience et sans reproche',
      7: 'une relation revoit ses termes, et un ancien désaccord appelle une conversation franche et sans hâte',
      8: 'les vieilles questions de confiance et de partage reviennent, mieux réglées par la parole que par une décision hâtive',
      9: 'un lien lointain ou une vieille croyance sur l’amour revient pour être examiné à nouveau',
      10: 'des choix passés entre amour et réputation refont surface, et la discrétion sert mieux que l’affichage',
      11: 'un ancien ami peut réapparaître, et une amitié demande à être appréciée de nouveau plutôt que remplacée',
      12: 'des sentiments cachés remontent à la surface, et une réflexion tranquille est plus douce qu’un aveu',
    },
    mars: {
      1: 'votre élan se retourne contre vous-même, et de vieilles frustrations liées à vos projets refont surface',
      2: 'l’effort sert à régler de vieilles questions d’argent, et le corps préfère la modération',
      3: 'courses et trajets se grippent plus facilement, et de courtes marches valent mieux que la précipitation',
      4: 'd’anciennes tâches ménagères et des tensions familiales reviennent, à traiter lentement',
      5: 'un ancien loisir ou un sport délaissé peut revenir, à reprendre en douceur',
      6: 'les routines de santé demandent une révision, et les vieilles tensions du corps appellent du soin plutôt que de l’effort',
      7: 'd’anciens différends peuvent se raviver, et prendre du recul préserve vos forces',
      8: 'une colère enfouie ou d’anciens fardeaux partagés remontent, mieux traversés que combattus',
      9: 'les projets de voyage ou d’entraînement prennent du retard, et la patience ménage le corps',
      10: 'de vieilles batailles professionnelles reviennent, et doser vos efforts compte plus que gagner',
      11: 'les efforts collectifs ralentissent, et une vieille amitié peut avoir besoin d’être réparée',
      12: 'l’énergie se retire, et le repos, le sommeil et la réflexion sont ce que le corps réclame',
    },
  },
  // Exact substrings (of `effect` and `planetHouse`) that tell Mercury, Venus or Mars as flowing freely.
  flowing: {
    mercury: [
      'les mots viennent facilement',
      'la bonne formule arrive au bon moment',
      'votre pensée est claire et rapide',
      'les conversations prennent volontiers la direction que vous espérez',
      'la parole vous vient plus facilement',
      'font naître des idées utiles',
    ],
    venus: [
      'la tendresse circule sans effort',
      'les petites attentions ont tendance à vous être rendues',
      'votre charme affleure',
      'la bonne compagnie se trouve facilement',
      'les autres vont volontiers vers vous',
      'le plaisir se donne et se reçoit plus facilement',
      'les compromis se trouvent plus facilement',
    ],
    mars: ['l’énergie abonde', 'l’élan est vif', 'le courage vient sans effort'],
  },
  phaseNote: {
    new: 'un moment propice aux commencements discrets et à la formulation d’une intention',
    'waxing-crescent': 'un moment propice aux premiers pas de ce que vous avez mis en route ces derniers temps',
    'first-quarter': 'un moment propice aux décisions et au franchissement du premier obstacle',
    'waxing-gibbous': 'un moment propice pour peaufiner et ajuster ce qui est déjà en route',
    full: 'un moment où les choses se révèlent et où les émotions atteignent leur point culminant',
    'waning-gibbous': 'un moment propice au partage de ce que vous avez appris et aux remerciements',
    'last-quarter': 'un moment pour lâcher ce qui ne vous correspond plus',
    'waning-crescent': 'un moment pour vous reposer, faire le point et libérer de la place avant le prochain cycle',
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
    pluto: 'les rapports de pouvoir et les transformations profondes',
  },
  // Steady and demanding advice that pushes a beginning: never given on a day that holds beginnings back.
  beginnings: ['franchir la première'],
  // Infinitives: they follow « : », « invitent à », « pensez à », « essayez de », « pour ».
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

  sentences: {
    moon: [
      (p) =>
        `La Lune est ${g.sign(p.moon, 'in')}, dans votre maison ${p.house}, et attire votre attention sur ${p.topic}.`,
      (p) =>
        `Alors que la Lune traverse ${g.sign(p.moon, 'the')}, votre maison ${p.house}, ${p.topic} réclament votre attention.`,
      (p) => `La Lune du jour, ${g.sign(p.moon, 'in')}, éclaire votre maison ${p.house} : ${p.topic}.`,
      (p) =>
        `La Lune parcourt ${g.sign(p.moon, 'the')}, la maison ${p.house} comptée depuis votre signe : ${p.topic} occupent le devant de la scène.`,
      (p) =>
        `Sur le plan émotionnel, ${p.topic} dominent : la Lune traverse ${g.sign(p.moon, 'the')}, votre maison ${p.house}.`,
      (p) =>
        `La Lune ${g.sign(p.moon, 'in')} occupe votre maison ${p.house}, si bien ${que(p.topic)} colorent votre humeur.`,
      (p) =>
        `Vos émotions se tournent vers ${p.topic} : la Lune est ${g.sign(p.moon, 'in')}, dans votre maison ${p.house}.`,
      (p) =>
        `${g.capitalize(g.sign(p.moon, 'in'))}, la Lune traverse votre maison ${p.house} et place ${p.topic} au premier plan de vos pensées.`,
    ],
    moonIngress: [
      (p) =>
        `À ${p.time}, votre maison ${p.house} accueille la Lune, qui entre ${g.sign(p.to, 'in')} : ${p.topic} passent au premier plan.`,
      (p) =>
        `L’ambiance change à ${p.time} en maison ${p.house} : la Lune y entre ${g.sign(p.to, 'in')}, et ${p.topic} gagnent du terrain.`,
      (p) =>
        `La Lune entre ${g.sign(p.to, 'in')}, dans votre maison ${p.house}, à ${p.time} : ${p.topic} se réveillent.`,
      (p) =>
        `À partir de ${p.time}, votre maison ${p.house} abrite la Lune ${g.sign(p.to, 'in')}, et ${p.topic} occupent le terrain.`,
      (p) => `La Lune ${g.sign(p.to, 'in')} ouvre votre maison ${p.house} à ${p.time}, et avec elle ${p.topic}.`,
      (p) =>
        `C’est à ${p.time} que votre maison ${p.house} reçoit la Lune ${g.sign(p.to, 'in')} : ${p.topic} s’y invitent.`,
      (p) =>
        `Nouvelle tonalité à ${p.time} dans votre maison ${p.house} : la Lune y arrive ${g.sign(p.to, 'in')}, et ${p.topic} se font entendre.`,
      (p) =>
        `Quand la Lune entre ${g.sign(p.to, 'in')}, votre maison ${p.house} s’éveille à ${p.time} et ${p.topic} veulent avoir leur mot à dire.`,
    ],
    phase: [
      (p) => `C’est ${phase(p.phase)}, ${p.note}.`,
      (p) => `Sous ${phase(p.phase)}, la journée s’annonce comme ${p.note}.`,
      (p) => `${g.capitalize(phase(p.phase))} donne le tempo : ${p.note}.`,
      (p) => `Question rythme, ${phase(p.phase)} fait de ce jour ${p.note}.`,
      (p) => `Place ${phaseTo(p.phase)}, ${p.note}.`,
      (p) => `Gardez ${phase(p.phase)} à l’esprit : c’est ${p.note}.`,
      (p) => `Le ciel affiche ${phase(p.phase)}, ${p.note}.`,
      (p) => `Avec ${phase(p.phase)}, les heures qui viennent offrent ${p.note}.`,
    ],
    phaseExact: [
      (p) => `${g.capitalize(phase(p.phase))} a lieu à ${p.time}, ${p.note}.`,
      (p) => `Aujourd’hui, place ${phaseTo(p.phase)} à ${p.time} : ${p.note}.`,
      (p) => `Notez ${p.time}, l’instant exact ${phaseOf(p.phase)} ; c’est ${p.note}.`,
      (p) => `À ${p.time} aujourd’hui, c’est ${phase(p.phase)}, ${p.note}.`,
    ],
    aspect: [
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} ${g.sign(p.planetSign, 'in')} ${p.relation}, si bien ${que(p.effect)}.`,
      (p) => `Aujourd’hui, ${g.planet(p.planet, 'the')}, ${g.sign(p.planetSign, 'in')}, ${p.relation} ; ${p.effect}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))}, actuellement ${g.sign(p.planetSign, 'in')}, ${p.relation} : ${p.effect}.`,
      (p) =>
        `Regardez du côté ${g.planet(p.planet, 'of')} ${g.sign(p.planetSign, 'in')}, qui ${p.relation} : ${p.effect}.`,
      (p) => `Avec ${g.planet(p.planet, 'the')} ${g.sign(p.planetSign, 'in')}, qui ${p.relation}, ${p.effect}.`,
      (p) =>
        `Pendant son passage ${g.sign(p.planetSign, 'in')}, ${g.planet(p.planet, 'the')} ${p.relation} ; ${p.effect}.`,
      (p) =>
        `La position clé est celle ${g.planet(p.planet, 'of')} ${g.sign(p.planetSign, 'in')}, qui ${p.relation} : ${p.effect}.`,
      (p) => `Comme ${g.planet(p.planet, 'the')} ${g.sign(p.planetSign, 'in')} ${p.relation}, ${p.effect}.`,
    ],
    // « votre maison N, <planète> <relation> : <clause> » in every template: the house number
    // stands right before the planet, the relation right before the clause, so twin signs that see
    // a planet in the same aspect from two houses, or two planets from one house, read nothing alike.
    houseAspect: [
      (p) =>
        `Depuis ${g.sign(p.planetSign, 'the')}, votre maison ${p.house}, ${g.planet(p.planet, 'the')} ${p.relation} : ${p.clause}.`,
      (p) =>
        `${g.capitalize(g.sign(p.planetSign, 'in'))}, dans votre maison ${p.house}, ${g.planet(p.planet, 'the')} ${p.relation} ; ${p.clause}.`,
      (p) =>
        `${agree(p.planet, 'Placé')} ${g.sign(p.planetSign, 'in')}, votre maison ${p.house}, ${g.planet(p.planet, 'the')} ${p.relation} : ${p.clause}.`,
      (p) =>
        `De passage ${g.sign(p.planetSign, 'in')}, dans votre maison ${p.house}, ${g.planet(p.planet, 'the')} ${p.relation} ; ${p.clause}.`,
      (p) =>
        `${agree(p.planet, 'Installé')} ${g.sign(p.planetSign, 'in')}, où se trouve votre maison ${p.house}, ${g.planet(p.planet, 'the')} ${p.relation} : ${p.clause}.`,
      (p) =>
        `Traversant ${g.sign(p.planetSign, 'the')}, votre maison ${p.house}, ${g.planet(p.planet, 'the')} ${p.relation} ; ${p.clause}.`,
      (p) =>
        `${g.capitalize(g.sign(p.planetSign, 'in'))}, soit votre maison ${p.house}, ${g.planet(p.planet, 'the')} ${p.relation} : ${p.clause}.`,
      (p) =>
        `Du côté ${g.sign(p.planetSign, 'of')}, votre maison ${p.house}, ${g.planet(p.planet, 'the')} ${p.relation} ; ${p.clause}.`,
    ],
    house: [
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} est ${g.sign(p.planetSign, 'in')}, dans votre maison ${p.house} : ${p.clause}.`,
      (p) =>
        `Avec ${g.planet(p.planet, 'the')} ${g.sign(p.planetSign, 'in')} dans votre maison ${p.house}, ${p.clause}.`,
      (p) =>
        `Votre maison ${p.house} accueille ${g.planet(p.planet, 'the')} ${g.sign(p.planetSign, 'in')} : ${p.clause}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} parcourt ${g.sign(p.planetSign, 'the')}, votre maison ${p.house} ; ${p.clause}.`,
      (p) =>
        `${g.capitalize(g.sign(p.planetSign, 'in'))}, ${g.planet(p.planet, 'the')} éclaire votre maison ${p.house} : ${p.clause}.`,
      (p) =>
        `Dans votre maison ${p.house}, celle ${g.sign(p.planetSign, 'of')}, ${g.planet(p.planet, 'the')} donne le ton : ${p.clause}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} ${g.sign(p.planetSign, 'in')} occupe votre maison ${p.house} : ${p.clause}.`,
      (p) =>
        `Comme ${g.planet(p.planet, 'the')} ${g.sign(p.planetSign, 'in')} traverse votre maison ${p.house}, ${p.clause}.`,
    ],
    loveMoon: [
      (p) => `Avec la Lune ${g.sign(p.moon, 'in')}, dans votre maison ${p.house}, ${p.love}.`,
      (p) => `La Lune ${g.sign(p.moon, 'in')} passe par votre maison ${p.house} : ${p.love}.`,
      (p) => `En amour, la Lune ${g.sign(p.moon, 'in')} (votre maison ${p.house}) suggère ${que(p.love)}.`,
      (p) => `La Lune ${g.sign(p.moon, 'in')} habite votre maison ${p.house} ; ${p.love}.`,
      (p) => `Pendant que la Lune traverse ${g.sign(p.moon, 'the')}, votre maison ${p.house}, ${p.love}.`,
      (p) => `Côté cœur, la Lune ${g.sign(p.moon, 'in')} éclaire votre maison ${p.house} : ${p.love}.`,
      (p) => `La Lune, ${g.sign(p.moon, 'in')} dans votre maison ${p.house}, laisse entendre ${que(p.love)}.`,
      (p) => `Côté romance, la Lune ${g.sign(p.moon, 'in')} anime votre maison ${p.house}, si bien ${que(p.love)}.`,
    ],
    ingress: [
      (p) =>
        `À ${p.time}, ${g.planet(p.planet, 'the')} entre ${g.sign(p.sign, 'in')}, ouvrant un nouveau chapitre pour ${p.theme}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} passe ${g.sign(p.sign, 'in')} à ${p.time}, et ${p.theme} prennent une couleur nouvelle.`,
      (p) =>
        `Un changement arrive à ${p.time} : ${g.planet(p.planet, 'the')} entre ${g.sign(p.sign, 'in')}, ce qui change la donne pour ${p.theme}.`,
      (p) =>
        `À partir de ${p.time}, ${g.planet(p.planet, 'the')} est ${g.sign(p.sign, 'in')} : attendez-vous à vivre autrement ${p.theme}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} franchit le seuil ${g.sign(p.sign, 'of')} à ${p.time}, un nouveau départ pour ${p.theme}.`,
      (p) =>
        `Retenez l’heure de ${p.time}, quand ${g.planet(p.planet, 'the')} entre ${g.sign(p.sign, 'in')} : ${p.theme} commencent à prendre une nouvelle direction.`,
      (p) =>
        `La journée bascule à ${p.time}, quand ${g.planet(p.planet, 'the')} gagne ${g.sign(p.sign, 'the')}, apportant du changement pour ${p.theme}.`,
      (p) =>
        `Quand ${g.planet(p.planet, 'the')} entre ${g.sign(p.sign, 'in')} à ${p.time}, ${p.theme} entrent dans une nouvelle saison.`,
    ],
    station: [
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} fait sa station ${direction(p.direction)} à ${p.time}, si bien ${que(p.theme)} ${p.direction === 'retrograde' ? 'appellent un réexamen, pas un départ' : 'peuvent de nouveau avancer'}.`,
      (p) =>
        `À ${p.time}, ${g.planet(p.planet, 'the')} ${turns(p.planet, p.direction)} ; ${p.direction === 'retrograde' ? 'prenez votre temps avec' : 'le mouvement reprend pour'} ${p.theme}.`,
      (p) =>
        `Un tournant à ${p.time} : ${g.planet(p.planet, 'the')} ${turns(p.planet, p.direction)}, et ${p.theme} ${p.direction === 'retrograde' ? 'se tournent vers l’intérieur' : 'commencent à se dénouer'}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} s’immobilise puis ${turns(p.planet, p.direction)} à ${p.time}, ce qui ${p.direction === 'retrograde' ? 'freine' : 'libère'} ${p.theme}.`,
      (p) =>
        `Repère à noter : à ${p.time}, ${g.planet(p.planet, 'the')} fait sa station ${direction(p.direction)}, et ${p.theme} ${p.direction === 'retrograde' ? 'méritent un second regard' : 'reprennent de l’élan'}.`,
      (p) =>
        `Avec ${g.planet(p.planet, 'the')} qui ${turns(p.planet, p.direction)} à ${p.time}, ${p.direction === 'retrograde' ? 'revisitez' : 'revenez vers'} ${p.theme} avec un regard neuf.`,
      (p) =>
        `La station ${direction(p.direction)} ${g.planet(p.planet, 'of')}, à ${p.time}, ${p.direction === 'retrograde' ? 'invite à la réflexion sur' : 'facilite l’action sur'} ${p.theme}.`,
      (p) =>
        `Le ciel marque une pause à ${p.time}, au moment où ${g.planet(p.planet, 'the')} ${turns(p.planet, p.direction)}, ${p.direction === 'retrograde' ? 'ralentissant' : 'remettant en marche'} ${p.theme}.`,
    ],
    retrograde: [
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} est rétrograde ${g.sign(p.sign, 'in')} : mieux vaut revoir ${p.theme} que les précipiter.`,
      (p) =>
        `Avec ${g.planet(p.planet, 'the')} rétrograde ${g.sign(p.sign, 'in')}, jetez un second regard sur ${p.theme}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} est toujours rétrograde ${g.sign(p.sign, 'in')} ; de vieilles questions touchant ${p.theme} peuvent resurgir.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} rétrograde ${g.sign(p.sign, 'in')} demande de la patience avec ${p.theme}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))}, rétrograde, parcourt ${g.sign(p.sign, 'the')} à rebours : l’occasion de revisiter ${p.theme}.`,
      (p) =>
        `Comme ${g.planet(p.planet, 'the')} est rétrograde ${g.sign(p.sign, 'in')}, vérifiez deux fois ce qui touche ${p.theme}.`,
      (p) =>
        `Pour ${p.theme}, la rétrogradation ${g.planet(p.planet, 'of')} ${g.sign(p.sign, 'in')} invite à finir avant de commencer.`,
      (p) =>
        `N’oubliez pas : ${g.planet(p.planet, 'the')} est rétrograde ${g.sign(p.sign, 'in')}, et ${p.theme} demandent du temps.`,
    ],
    // The advice is an infinitive: each closer gives it a frame, never a bare infinitive sentence.
    closer: [
      (p) => `Le bon réflexe : ${p.advice}.`,
      (p) => `Une idée pour aujourd’hui : ${p.advice}.`,
      (p) => `Priorité du jour : ${p.advice} ; le reste peut attendre.`,
      (p) => `Le plus simple : ${p.advice}.`,
      (p) => `Les prochaines heures invitent à ${p.advice}.`,
      (p) => `Si possible, pensez à ${p.advice}.`,
      (p) => `À glisser dans votre journée : ${p.advice}.`,
      (p) => `C’est le bon jour pour ${p.advice}.`,
    ],
  },
  labels: {
    moon: (moon, house) => `Lune ${g.sign(moon, 'in')}, votre maison ${house}`,
    moonIngress: (to, time) => `La Lune entre ${g.sign(to, 'in')} à ${time}`,
    phase: (id, time) => (time ? `${g.capitalize(PHASE[id].name)} à ${time}` : g.capitalize(PHASE[id].name)),
    aspect: (p, aspect, ruler) =>
      ruler
        ? `${g.planet(p)} ${ASPECT_COMPACT[aspect]} ${g.planet(ruler)}, ${rulerWord(ruler)}`
        : `${g.planet(p)} ${ASPECT_TO_SIGN[aspect]}`,
    ingress: (p, to, time) => `${g.planet(p)} entre ${g.sign(to, 'in')} à ${time}`,
    station: (p, turn, time) => `${g.planet(p)} fait sa station ${direction(turn)} à ${time}`,
    retrograde: (p, at) => `${g.planet(p)} rétrograde ${g.sign(at, 'in')}`,
  },
};
