/**
 * The offline writer's sentences (CoachWriting): openers and closings, whole replies, cautions,
 * and the templates that state a placement, an aspect, a house, a transit's dates, a station, a
 * lunation, the chart's ruler and balance, and numerology.
 */
import type { AspectType } from '../../../astro/aspects';
import type { PlanetId } from '../../../astro/positions';
import { GRAMMAR_FR as g, direction, pluralSign } from '../../../i18n/grammar/fr';
import type { Element, Modality, SignId } from '../../../zodiac';
import type { AspectSlots, CoachPoint, CoachWriting, HouseSlots, NumerologyKind, PlacementSlots } from '../../texts';
import { ELEMENT, NUMEROLOGY_NAME, PHASE, deg, femininePoint, pointName, pronoun } from './words';

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
/** What the aspect does between the two, as a clause after « : ». */
const ASPECT_TONE: Readonly<Record<AspectType, string>> = {
  conjunction: 'leurs deux énergies agissent comme une seule',
  sextile: 'leurs énergies coopèrent dès que vous leur en donnez l’occasion',
  square: 'leurs besoins se frottent l’un à l’autre et vous poussent à agir',
  trine: 'leurs énergies circulent facilement de l’une à l’autre',
  opposition: 'leurs besoins se font face et demandent un équilibre',
};
/** The modality as the adjective of « la modalité … ». */
const MODALITY: Readonly<Record<Modality, string>> = {
  cardinal: 'cardinale',
  fixed: 'fixe',
  mutable: 'mutable',
};
/** « Vénus », « le Soleil et Mars », « le Soleil, Mercure et Vénus ». */
const pointList = (points: readonly CoachPoint[]) => g.list(points.map((p) => pointName(p, 'the')));
/** « … » with the narrow no-break spaces French typography puts inside. */
const quote = (s: string) => `«\u202f${s}\u202f»`;
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
/** « votre Soleil natal », « votre Soleil et votre Lune natals », « votre Lune et votre Vénus natales ». */
const yourNatal = (points: readonly CoachPoint[]) => {
  const natal = points.every(femininePoint) ? 'natale' : 'natal';
  return `${g.list(points.map((p) => `votre ${pointName(p)}`))} ${natal}${points.length > 1 ? 's' : ''}`;
};

export const WRITING: CoachWriting = {
  opener: {
    love: [
      'Parlons du cœur : voici ce que votre thème dit de votre façon d’aimer et de recevoir l’amour.',
      'Pour les questions d’amour, je regarde d’abord Vénus et la Lune dans votre thème.',
      'Votre thème ne dit pas qui vous rencontrerez, mais il éclaire ce dont votre cœur a besoin.',
      'Voyons ce que vos propres positions racontent de votre vie affective.',
      'En amour, chaque thème a son langage. Voici le vôtre, tel que je le lis.',
    ],
    career: [
      'Pour le travail et la vocation, je regarde surtout le Soleil, Mars et Saturne, ainsi que le Milieu du Ciel quand votre heure de naissance est connue.',
      'Voici ce que votre thème suggère sur votre manière de travailler et sur ce qui vous motive.',
      'Votre thème ne choisit pas un métier à votre place, mais il montre vos ressorts et vos talents.',
      'Regardons ensemble ce que vos positions disent de votre chemin professionnel.',
    ],
    wellbeing: [
      'Prendre soin de soi passe aussi par se connaître. Voici ce que votre thème éclaire de vos besoins.',
      'Votre thème peut vous aider à repérer ce qui vous ressource et ce qui vous pèse.',
      'Pour votre équilibre intérieur, je regarde surtout la Lune et ce qui la relie au reste du thème.',
      'Voici quelques repères tirés de votre thème, à prendre comme des pistes de réflexion plutôt que comme des règles.',
    ],
    timing: [
      'Pour la question du moment, je compare le ciel actuel à votre thème de naissance.',
      'Le ciel bouge, votre thème reste le même : voici où ils se rencontrent en ce moment.',
      'Voici les mouvements du ciel qui touchent votre thème, avec leurs dates quand elles sont connues.',
      'Les transits décrivent des climats plutôt que des événements. Voici ceux qui vous concernent.',
    ],
    placement: [
      'Voici ce que dit cette position dans votre thème.',
      'Regardons cette partie de votre thème de plus près.',
      'Une position se lit avec son signe, sa maison et ses liens avec le reste du thème. Voici la vôtre.',
      'Voici comment je lis ce point de votre thème de naissance.',
    ],
    aspect: [
      'Les aspects décrivent la manière dont vos planètes dialoguent entre elles. Voici ceux qui comptent ici.',
      'Regardons comment ces énergies de votre thème se parlent.',
      'Un aspect n’est ni bon ni mauvais : il montre une dynamique avec laquelle vous pouvez travailler.',
      'Voici les liens entre vos planètes qui éclairent votre question.',
    ],
    numerology: [
      'Passons aux nombres : la numérologie lit votre date de naissance et votre nom.',
      'Voici ce que disent vos nombres, calculés à partir de votre date de naissance et de votre nom complet.',
      'La numérologie offre un autre miroir que l’astrologie. Voici ce qu’il reflète pour vous.',
      'Vos nombres racontent une histoire à leur manière. Voici comment je la lis.',
    ],
    general: [
      'Voici ce que votre thème met en avant sur cette question.',
      'Je m’appuie sur votre propre thème, calculé à partir de vos données de naissance.',
      'Regardons ce que votre thème de naissance peut éclairer ici.',
      'Voici quelques points de votre thème qui répondent à votre question.',
    ],
  },
  closing: {
    love: [
      'Et vous, dans quelle situation reconnaissez-vous le plus ce portrait ?',
      'Une piste concrète : dites cette semaine à une personne qui compte ce que vous appréciez chez elle.',
      'Votre thème décrit des tendances ; la façon de les vivre vous appartient.',
      'Voulez-vous que je regarde de plus près un point précis de votre vie affective ?',
    ],
    career: [
      'Quel projet aimeriez-vous faire avancer en premier à la lumière de tout cela ?',
      'Une piste concrète : notez trois tâches où vous vous sentez pleinement à votre place, et cherchez ce qu’elles ont en commun.',
      'Votre thème montre des talents ; c’est vous qui décidez comment les employer.',
      'Voulez-vous que je regarde les transits des prochains mois pour votre vie professionnelle ?',
    ],
    wellbeing: [
      'Qu’est-ce qui vous fait du bien, en ce moment, même un peu ?',
      'Une piste concrète : accordez-vous cette semaine un moment rien qu’à vous, sans objectif.',
      'Si ce que vous ressentez devient trop lourd, parler à un professionnel peut vraiment aider.',
      'Voulez-vous que nous regardions ensemble ce qui pourrait vous ressourcer ?',
    ],
    timing: [
      'Un climat astrologique se vit au mieux avec souplesse : voyez-y des repères plutôt que des échéances.',
      'Voulez-vous que je regarde une période précise ?',
      'Gardez ces repères en tête et observez ce qui se passe : c’est la meilleure façon de vérifier par vous-même.',
      'Le ciel propose un rythme ; c’est vous qui choisissez comment l’utiliser.',
    ],
    placement: [
      'Vous reconnaissez-vous dans cette description ?',
      'Voulez-vous que je relie cette position à un autre point de votre thème ?',
      'Une position ne dit jamais tout : elle se nuance avec le reste de votre thème.',
      'Quel domaine de votre vie aimeriez-vous explorer à partir de là ?',
    ],
    aspect: [
      'Dans quelles situations sentez-vous cette dynamique le plus nettement ?',
      'Qu’un aspect soit fluide ou tendu, mieux le comprendre vous aide à en tirer parti.',
      'Voulez-vous que je regarde un autre aspect de votre thème ?',
      'Observez cette semaine quand ces deux énergies se répondent : vous en apprendrez beaucoup.',
    ],
    numerology: [
      'Vous reconnaissez-vous dans ces nombres ?',
      'Voulez-vous que je les relie à votre thème astral ?',
      'Les nombres décrivent des potentiels, pas un destin tracé d’avance.',
      'Quel nombre aimeriez-vous approfondir ?',
    ],
    general: [
      'Y a-t-il un point que vous aimeriez approfondir ?',
      'Votre thème décrit des tendances, jamais une fatalité : vous gardez toujours la main.',
      'N’hésitez pas à me poser une question plus précise, sur l’amour, le travail ou le moment présent.',
      'Qu’est-ce qui vous parle le plus dans tout cela ?',
    ],
  },
  greeting: [
    'Bonjour ! Je suis Stella. Posez-moi une question sur votre thème, votre vie affective, votre travail ou le moment présent.',
    'Bonjour et bienvenue ! Que voulez-vous explorer aujourd’hui dans votre thème ?',
    'Ravie de vous lire ! Je peux vous parler de vos planètes, de vos maisons, des transits du moment ou de vos nombres. Par où commencer ?',
    'Bonjour ! Une question vous trotte dans la tête ? Je lis votre propre thème pour y répondre.',
  ],
  meta: [
    'Je suis Stella, une astrologue virtuelle. Je lis votre propre thème, calculé à partir de votre date, de votre heure et de votre lieu de naissance. Chaque paragraphe de mes réponses indique les positions sur lesquelles il s’appuie, et une phrase que votre thème contredit n’est pas affichée. L’astrologie décrit des tendances, pas un destin.',
    'Mes réponses partent de votre thème de naissance, calculé avec précision. Sous chaque paragraphe, vous voyez les positions qui le fondent, et tout ce que votre thème contredit est retiré avant de vous être montré. Je décris des tendances et des pistes de réflexion, jamais une fatalité.',
    'Je ne suis pas une voyante : je m’appuie sur les positions réelles de votre thème, que vous pouvez vérifier sous chaque paragraphe. Une affirmation qui ne correspond pas à votre thème n’est pas publiée. L’astrologie éclaire, elle ne décide pas à votre place.',
  ],
  offTopic: [
    'Je ne suis pas la mieux placée pour répondre à cela ! En revanche, je peux vous parler de votre thème, de votre vie affective, de votre travail ou des transits du moment.',
    'Cette question sort de mon domaine. Voulez-vous plutôt que je regarde ce que votre thème dit d’un sujet qui vous tient à cœur ?',
    'Je me consacre à l’astrologie et à la numérologie. Posez-moi une question sur vous : vos planètes, vos maisons, vos nombres ou le ciel du moment.',
    'Là, je ne peux pas vous aider. Mais si une question sur vous-même vous occupe, votre thème a sans doute quelque chose à en dire.',
  ],
  unknownTime:
    'Votre heure de naissance n’étant pas connue, je ne peux pas calculer votre Ascendant ni vos maisons : je m’appuie donc sur les signes de vos planètes et sur leurs aspects, qui restent fiables.',
  noChart: `Pour vous répondre à partir de votre propre thème, il me faut d’abord vos données de naissance. Ouvrez la page ${quote('Thème astral')}, indiquez votre date, votre heure et votre lieu de naissance, calculez le thème, puis enregistrez-le et choisissez ${quote('C’est mon thème')}. Je pourrai ensuite lire vos positions.`,
  // Each one or two sentences; the first wording of each is the one Stella said before decision 033.
  caution: {
    health: [
      'Un mot important : l’astrologie peut éclairer votre rapport à l’énergie et au repos, mais elle ne pose aucun diagnostic. Pour toute question de santé, parlez-en à un médecin.',
      'Votre thème parle de vitalité et de rythme de vie, jamais d’une maladie ni de son évolution : si quelque chose vous inquiète, c’est un médecin qu’il faut consulter.',
      'Ce que je lis ici, ce sont des tendances, pas un état de santé. Pour un symptôme, un examen ou un traitement, fiez-vous à votre médecin.',
      'Le ciel ne remplace pas un avis médical : pour tout ce qui touche à votre corps, un médecin ou un autre professionnel de santé reste votre meilleur appui.',
    ],
    death: [
      'Je tiens à le dire clairement : aucun thème ne peut annoncer une mort ni une durée de vie. Si cette question vous pèse, en parler à un proche ou à un professionnel peut vous soulager.',
      'Personne ne peut lire dans les astres la durée d’une vie, et je ne m’y risquerai pas. Si une peur ou un deuil vous occupe l’esprit, confiez-vous à quelqu’un de proche ou à un psychologue.',
      'Aucun thème ne renferme la date d’un décès, ni le vôtre ni celui de vos proches. Si une inquiétude ou un chagrin se cache derrière votre question, un proche ou un psychologue peut vous aider à le porter.',
    ],
    pregnancy: [
      'L’astrologie ne peut ni prévoir ni garantir une grossesse. Pour tout ce qui touche à la fertilité ou à une grossesse, un médecin ou une sage-femme saura vous accompagner.',
      'Aucun thème ne peut promettre ni exclure la venue d’un enfant ; pour savoir où vous en êtes, un médecin ou un spécialiste de la fertilité vous donnera de vraies réponses.',
      'Savoir si un enfant viendra, et quand, relève de la médecine et non des astres. Un médecin, une sage-femme ou un centre de fertilité pourra vous répondre vraiment.',
    ],
    money: [
      'L’astrologie décrit votre rapport à l’argent, pas le résultat d’un placement. Pour une décision financière, prenez conseil auprès d’un professionnel.',
      'Un thème montre des tendances, pas l’évolution des marchés ni le rendement d’un investissement. Pour un placement, une dette ou un gros achat, demandez l’avis d’un conseiller financier qualifié.',
      'Voyez ceci comme une lecture de vos tendances, non comme un conseil financier : pour les choix qui engagent votre argent, un conseiller indépendant est le bon interlocuteur.',
      'Les astres ne disent pas ce que feront la Bourse ou votre banque. Avant une décision d’argent qui compte, prenez le temps d’en parler à un professionnel.',
    ],
    legal: [
      'Aucun thème ne peut prédire l’issue d’une procédure. Pour une question juridique, un avocat ou un conseiller juridique est le bon interlocuteur.',
      'L’issue d’une affaire ne s’écrit pas dans le ciel. Pour savoir où vous en êtes vraiment, consultez un avocat ou un service d’aide juridique.',
      'Un thème ne tranche aucun litige : avant d’agir, prenez conseil auprès d’un avocat, d’un notaire ou d’une permanence juridique gratuite.',
    ],
  },

  placement: [
    (p: PlacementSlots) =>
      `Votre ${pointName(p.point)}${p.retrograde ? ', rétrograde,' : ''} se trouve ${g.sign(p.sign, 'in')}, à ${deg(p.degree, p.minute)}${p.house !== null ? `, dans votre maison ${p.house}` : ''}.`,
    (p: PlacementSlots) =>
      `Dans votre thème, ${pointName(p.point, 'the')} est à ${deg(p.degree, p.minute)} ${g.sign(p.sign, 'of')}${p.house !== null ? `, en maison ${p.house}` : ''}${p.retrograde ? `, et ${pronoun(p.point)} y est rétrograde` : ''}.`,
    (p: PlacementSlots) =>
      `Vous avez ${pointName(p.point, 'the')} ${g.sign(p.sign, 'in')}, à ${deg(p.degree, p.minute)}${p.house !== null ? `, dans la maison ${p.house}` : ''}${p.retrograde ? ', en mouvement rétrograde' : ''}.`,
    (p: PlacementSlots) =>
      `À votre naissance, ${pointName(p.point, 'the')}${p.retrograde ? ', alors rétrograde,' : ''} se trouvait ${g.sign(p.sign, 'in')}, à ${deg(p.degree, p.minute)}${p.house !== null ? `, dans le secteur de votre maison ${p.house}` : ''}.`,
    (p: PlacementSlots) =>
      p.house !== null
        ? `${g.capitalize(pointName(p.point, 'the'))}, ${g.sign(p.sign, 'in')} à ${deg(p.degree, p.minute)}${p.retrograde ? ' et rétrograde' : ''}, occupe votre maison ${p.house}.`
        : `Votre ${pointName(p.point)} est ${femininePoint(p.point) ? 'placée' : 'placé'} ${g.sign(p.sign, 'in')}, à ${deg(p.degree, p.minute)}${p.retrograde ? `, et ${pronoun(p.point)} y est rétrograde` : ''}.`,
  ],
  aspect: [
    (p: AspectSlots) =>
      `${g.capitalize(pointName(p.a, 'the'))} ${ASPECT_VERB[p.type]} ${pointName(p.b, 'the')} (orbe de ${p.orb}).`,
    (p: AspectSlots) =>
      `${g.capitalize(pointName(p.a, 'the'))} et ${pointName(p.b, 'the')} sont ${IN_ASPECT[p.type]} dans votre thème (orbe de ${p.orb}) : ${ASPECT_TONE[p.type]}.`,
    (p: AspectSlots) =>
      `À ${p.orb} près, ${pointName(p.a, 'the')} ${ASPECT_VERB[p.type]} ${pointName(p.b, 'the')} dans votre thème.`,
    (p: AspectSlots) =>
      `Votre thème relie ${pointName(p.a, 'the')} et ${pointName(p.b, 'the')}, ${IN_ASPECT[p.type]} à ${p.orb} près.`,
    (p: AspectSlots) =>
      `Entre ${pointName(p.a, 'the')} et ${pointName(p.b, 'the')}, votre thème trace un lien : ${pointName(p.a, 'the')} ${ASPECT_VERB[p.type]} ${pointName(p.b, 'the')}, à ${p.orb} de l’exactitude.`,
  ],
  house: [
    (p: HouseSlots) =>
      `La cuspide de votre maison ${p.house} est ${g.sign(p.sign, 'in')}${
        p.points.length === 0
          ? ', et aucune planète ne s’y trouve : le signe de la cuspide et son maître en disent alors l’essentiel.'
          : ` ; on y trouve ${pointList(p.points)}.`
      }`,
    (p: HouseSlots) =>
      `Votre maison ${p.house} commence ${g.sign(p.sign, 'in')}${
        p.points.length === 0
          ? '. Elle ne contient aucune planète, ce qui ne la rend pas moins importante.'
          : ` et accueille ${pointList(p.points)}.`
      }`,
    (p: HouseSlots) =>
      `${g.capitalize(g.sign(p.sign, 'the'))} ${pluralSign(p.sign) ? 'donnent' : 'donne'} le ton de votre maison ${p.house}${
        p.points.length === 0
          ? ', une maison vide de planètes : c’est par son signe et son maître qu’elle se lit.'
          : `, où ${p.points.length > 1 ? 'se trouvent' : 'se trouve'} ${pointList(p.points)}.`
      }`,
    (p: HouseSlots) =>
      `En maison ${p.house}, dont la cuspide est ${g.sign(p.sign, 'in')}, ${
        p.points.length === 0 ? 'aucune planète n’est présente.' : `on trouve ${pointList(p.points)}.`
      }`,
  ],
  // Said after the transit's full reading, as a sentence of its own. A past date always follows « a été »,
  // « était » or « a eu lieu »; a date ahead never does (core/coach/tense-check.ts). `past` is the latest pass
  // before today, not always the first: never « une première fois ».
  transitWhen: [
    {
      today: 'Ce transit est exact aujourd’hui.',
      past: (date: string) => `Ce transit a été exact le ${date}.`,
      next: (date: string) => `Ce transit sera exact le ${date}.`,
      pastAndNext: (past: string, next: string) =>
        `Ce transit a été exact le ${past} et le sera de nouveau le ${next}.`,
    },
    {
      today: 'C’est aujourd’hui que ce contact atteint son point exact.',
      past: (date: string) =>
        `Le point exact de ce contact a été atteint le ${date} ; depuis, son effet s’atténue peu à peu.`,
      next: (date: string) => `Le point exact de ce contact sera atteint le ${date}.`,
      pastAndNext: (past: string, next: string) =>
        `Le point exact de ce contact a été atteint le ${past}, et il le sera à nouveau le ${next}.`,
    },
    {
      today: 'Ce contact culmine aujourd’hui.',
      past: (date: string) => `Ce contact était à son apogée le ${date}.`,
      next: (date: string) => `Ce contact culminera le ${date}.`,
      pastAndNext: (past: string, next: string) =>
        `Ce contact était à son apogée le ${past}, et il culminera de nouveau le ${next}.`,
    },
    {
      today: 'C’est aujourd’hui le jour exact de ce transit.',
      past: (date: string) => `Le jour exact de ce transit était le ${date}, et son écho se prolonge encore un peu.`,
      next: (date: string) => `Le jour exact de ce transit tombera le ${date}.`,
      pastAndNext: (past: string, next: string) =>
        `Le jour exact de ce transit était le ${past}, et un autre viendra le ${next}.`,
    },
    {
      today: 'Ce transit est à son point exact aujourd’hui : c’est le jour où il se fait le plus sentir.',
      past: (date: string) => `Le passage au point exact a eu lieu le ${date} : le plus intense est derrière vous.`,
      next: (date: string) =>
        `Le passage au point exact aura lieu le ${date} ; c’est autour de cette date que ce transit se fera le plus sentir.`,
      pastAndNext: (past: string, next: string) =>
        `La planète était au point exact le ${past} ; elle y reviendra le ${next}, après avoir rebroussé chemin.`,
    },
  ],
  // One sentence each: the title, then when the contact is exact. Nothing agrees with the aspect's gender
  // (« un transit », « ce contact » stand in apposition). A past date always follows « a été », « était »
  // or « a eu lieu »; a date ahead never does (core/coach/tense-check.ts).
  transitDated: [
    {
      inOrb: (title) => `${title}.`,
      today: (title) => `${title}, un transit exact aujourd’hui.`,
      past: (title, date) => `${title}, un transit qui a été exact le ${date}.`,
      next: (title, date) => `${title}, un transit qui sera exact le ${date}.`,
      pastAndNext: (title, past, next) =>
        `${title}, un transit qui a été exact le ${past} et le sera de nouveau le ${next}.`,
    },
    {
      inOrb: (title) => `${title} : un contact lent, qui vous accompagne ces temps-ci.`,
      today: (title) => `${title} ; c’est aujourd’hui que ce contact est exact.`,
      past: (title, date) => `${title} ; le contact était exact le ${date} et s’estompe peu à peu depuis.`,
      next: (title, date) => `${title}, un contact qui monte en puissance jusqu’au ${date}.`,
      pastAndNext: (title, past, next) =>
        `${title} : ce contact a été exact le ${past}, et il le sera encore le ${next}.`,
    },
    {
      inOrb: (title) => `${title}, un contact qui reste dans son orbe ces temps-ci, sans jour exact en vue.`,
      today: (title) => `${title}, et ce contact culmine aujourd’hui même.`,
      past: (title, date) => `${title} : le moment le plus fort de ce contact a eu lieu le ${date}.`,
      next: (title, date) => `${title} : ce contact culminera le ${date}.`,
      pastAndNext: (title, past, next) =>
        `${title} : un passage exact a eu lieu le ${past}, et un autre aura lieu le ${next}.`,
    },
    {
      inOrb: (title) => `${title} ; sans date exacte proche, ce contact agit surtout comme un climat de fond.`,
      today: (title) => `${title}, un contact qui atteint son sommet aujourd’hui.`,
      past: (title, date) => `${title}, un contact qui était à son maximum le ${date}.`,
      next: (title, date) => `${title}, un contact qui atteindra son maximum le ${date}.`,
      pastAndNext: (title, past, next) =>
        `${title}, un contact qui était exact le ${past} et qui le redeviendra le ${next}.`,
    },
    {
      inOrb: (title) => `${title}, une influence lente qui se fait sentir sur la durée.`,
      today: (title) => `${title} ; le passage exact a lieu aujourd’hui.`,
      past: (title, date) => `${title} ; le passage exact a eu lieu le ${date}.`,
      next: (title, date) => `${title} ; le passage exact aura lieu le ${date}.`,
      pastAndNext: (title, past, next) =>
        `${title} ; le passage exact a eu lieu le ${past}, et il se reproduira le ${next}.`,
    },
  ],
  // « Mercure … en Sagittaire » with only « en » between: the lexicon reads the station's sign as the planet's,
  // which is true of a station. The other wordings put a verb between them and claim nothing. Each ends on
  // « sa station », so that the « elle » of `eventHouse` and `eventTouches` has a feminine noun to stand for.
  station: [
    {
      today: (p) =>
        `La station ${direction(p.direction)} ${g.planet(p.body, 'of')} ${g.sign(p.sign, 'in')} a lieu aujourd’hui.`,
      past: (p) =>
        `La station ${direction(p.direction)} ${g.planet(p.body, 'of')} ${g.sign(p.sign, 'in')} a eu lieu le ${p.date}.`,
      next: (p) =>
        `La station ${direction(p.direction)} ${g.planet(p.body, 'of')} ${g.sign(p.sign, 'in')} aura lieu le ${p.date}.`,
    },
    {
      today: (p) =>
        `Aujourd’hui, ${g.planet(p.body, 'the')} s’immobilise ${g.sign(p.sign, 'in')}, le temps de sa station ${direction(p.direction)}.`,
      past: (p) =>
        `${g.capitalize(g.planet(p.body, 'the'))} était immobile ${g.sign(p.sign, 'in')} le ${p.date}, le temps de sa station ${direction(p.direction)}.`,
      next: (p) =>
        `${g.capitalize(g.planet(p.body, 'the'))} s’immobilisera ${g.sign(p.sign, 'in')} le ${p.date}, le temps de sa station ${direction(p.direction)}.`,
    },
    {
      today: (p) =>
        `${g.capitalize(g.planet(p.body, 'the'))} fait aujourd’hui sa station ${direction(p.direction)}, ${g.sign(p.sign, 'in')}.`,
      past: (p) =>
        `${g.capitalize(g.planet(p.body, 'the'))} a fait sa station ${direction(p.direction)} ${g.sign(p.sign, 'in')} ; c’était le ${p.date}.`,
      next: (p) =>
        `${g.capitalize(g.planet(p.body, 'the'))} fera sa station ${direction(p.direction)} ${g.sign(p.sign, 'in')} le ${p.date}.`,
    },
  ],
  // The phase in lower case (« nouvelle lune »): the lexicon reads only « Lune » with a capital as the Moon,
  // and no wording says that the Moon stands in the sign.
  lunation: [
    {
      today: (p) => `C’est aujourd’hui la ${PHASE[p.phase]} ${g.sign(p.sign, 'in')}.`,
      past: (p) => `La ${PHASE[p.phase]} ${g.sign(p.sign, 'in')} a eu lieu le ${p.date}.`,
      next: (p) => `La ${PHASE[p.phase]} ${g.sign(p.sign, 'in')} aura lieu le ${p.date}.`,
    },
    {
      today: (p) => `La ${PHASE[p.phase]} ${g.sign(p.sign, 'in')}, c’est aujourd’hui.`,
      past: (p) => `La ${PHASE[p.phase]} ${g.sign(p.sign, 'in')}, c’était le ${p.date}.`,
      next: (p) => `La ${PHASE[p.phase]} ${g.sign(p.sign, 'in')}, ce sera le ${p.date}.`,
    },
    {
      today: (p) => `${CYCLE[p.phase].now} aujourd’hui avec la ${PHASE[p.phase]} ${g.sign(p.sign, 'in')}.`,
      past: (p) =>
        `${CYCLE[p.phase].was} avec la ${PHASE[p.phase]} ${g.sign(p.sign, 'in')}, qui a eu lieu le ${p.date}.`,
      next: (p) => `${CYCLE[p.phase].will} avec la ${PHASE[p.phase]} ${g.sign(p.sign, 'in')}, le ${p.date}.`,
    },
  ],
  // « elle »: the station and the lune are both feminine; no planet is named, so no planet is housed.
  // One sentence each for where it falls and what it meets; whichever two meet, no phrase is said twice.
  eventHouse: [
    (house) => `Dans votre thème, elle se situe en maison ${house}.`,
    (house) => `Elle tombe dans votre maison ${house}.`,
    (house) => `C’est votre maison ${house} qui la reçoit.`,
  ],
  eventTouches: [
    (points) => `Son degré tombe sur ${yourNatal(points)}.`,
    (points) => `Le degré concerné est aussi celui de ${yourNatal(points)}.`,
    (points) => `Elle touche directement ${yourNatal(points)}.`,
  ],
  chartRuler: (p: { ruler: PlanetId; rising: SignId; sign: SignId; house: number }) =>
    `Votre Ascendant est ${g.sign(p.rising, 'in')} : le maître de votre thème est donc ${g.planet(p.ruler, 'the')}, qui se trouve ${g.sign(p.sign, 'in')}, dans votre maison ${p.house}.`,
  balance: (p: {
    elements: Readonly<Record<Element, number>>;
    modalities: Readonly<Record<Modality, number>>;
    element: Element;
    modality: Modality;
  }) =>
    `Vos dix planètes se répartissent ainsi : ${p.elements.fire} en feu, ${p.elements.earth} en terre, ${p.elements.air} en air et ${p.elements.water} en eau ; ${p.modalities.cardinal} en signes cardinaux, ${p.modalities.fixed} en signes fixes et ${p.modalities.mutable} en signes mutables. L’élément dominant est ${ELEMENT[p.element].the}, et la modalité dominante est ${MODALITY[p.modality]}.`,
  elementMeaning: {
    fire: 'Le feu dominant donne de l’élan, de l’enthousiasme et l’envie d’agir vite ; il vous demande aussi d’apprendre la patience.',
    earth:
      'La terre dominante donne le sens du concret, de la constance et du travail bien fait ; elle vous invite parfois à oser davantage l’imprévu.',
    air: 'L’air dominant donne la curiosité, le goût des idées et des échanges ; il vous invite à relier davantage vos pensées à vos ressentis.',
    water:
      'L’eau dominante donne la sensibilité, l’intuition et une grande capacité d’empathie ; elle vous demande de protéger votre propre espace intérieur.',
  },
  modalityMeaning: {
    cardinal: 'La modalité cardinale vous pousse à lancer les choses et à prendre des initiatives, plus qu’à attendre.',
    fixed:
      'La modalité fixe vous donne de la constance et de la ténacité : ce que vous commencez, vous aimez le mener à terme.',
    mutable: 'La modalité mutable vous rend souple et adaptable, à l’aise quand les plans changent.',
  },
  busiestHouse: (p: { house: number; count: number; points: readonly CoachPoint[] }) =>
    p.count > 1
      ? `${g.capitalize(pointList(p.points))} se rassemblent dans votre maison ${p.house} : une grande part de votre énergie se concentre dans ce domaine de vie.`
      : `Votre maison ${p.house} est celle qui accueille le plus de planètes : ce domaine de vie mérite une attention particulière.`,
  numerology: (kind: NumerologyKind, value: number) =>
    kind === 'birthDay'
      ? `Votre jour de naissance vous donne le nombre ${value}.`
      : `Votre ${NUMEROLOGY_NAME[kind]} est le ${value}.`,
  numberMeaning: {
    1: 'Le 1 est le nombre du commencement, de l’initiative et de l’indépendance : il pousse à ouvrir des voies et à décider par vous-même. Son défi est d’accepter l’aide des autres sans perdre votre élan.',
    2: 'Le 2 est le nombre de la coopération, de l’écoute et de la diplomatie : il donne le sens des nuances et le talent de rapprocher les gens. Son défi est de ne pas vous effacer pour préserver la paix.',
    3: 'Le 3 est le nombre de l’expression, de la créativité et de la joie de communiquer. Son défi est de canaliser ces talents pour ne pas vous disperser.',
    4: 'Le 4 est le nombre de la construction, de la méthode et de la fiabilité : il bâtit pas à pas des fondations solides. Son défi est de garder de la souplesse quand les plans changent.',
    5: 'Le 5 est le nombre de la liberté, du mouvement et de la curiosité : il aime le changement, les voyages et les expériences nouvelles. Son défi est de trouver de la constance sans que la routine devienne une prison.',
    6: 'Le 6 est le nombre de la responsabilité, de l’harmonie et du soin apporté aux autres : le foyer et les liens proches y tiennent une grande place. Son défi est de prendre soin de vous autant que des autres.',
    7: 'Le 7 est le nombre de la réflexion, de l’analyse et de la quête de sens : il pousse à chercher ce qui se cache sous la surface. Son défi est de partager votre monde intérieur plutôt que de vous isoler.',
    8: 'Le 8 est le nombre de la réalisation, de l’ambition et de la maîtrise du monde matériel. Son défi est d’équilibrer réussite et valeurs, pouvoir et générosité.',
    9: 'Le 9 est le nombre de la compassion, de l’idéal et de l’ouverture au monde : il clôt un cycle et tourne le regard vers les autres. Son défi est de savoir lâcher prise sur ce qui est terminé.',
    11: 'Le 11 est un nombre maître, celui de l’intuition, de l’inspiration et de la sensibilité aux autres. Il porte une grande intensité, et son défi est d’ancrer cette inspiration dans la vie de tous les jours.',
    22: 'Le 22 est un nombre maître, celui du bâtisseur : il allie la vision à un grand sens pratique. Son défi est de ne pas vous laisser écraser par l’ampleur de vos propres projets.',
    33: 'Le 33 est un nombre maître, celui du guide bienveillant : il parle de dévouement, de transmission et d’amour au service des autres. Son défi est de vous accorder à vous-même la bienveillance que vous offrez.',
  },
  numerologyKind: {
    lifePath:
      'Le chemin de vie, tiré de votre date de naissance complète, décrit la route générale de votre existence et les leçons qu’elle vous propose.',
    expression:
      'Le nombre d’expression, tiré de toutes les lettres de votre nom complet, décrit vos talents et votre manière d’agir dans le monde.',
    soulUrge: 'Le nombre intime, tiré des voyelles de votre nom, décrit ce que vous désirez au plus profond de vous.',
    personality:
      'Le nombre de personnalité, tiré des consonnes de votre nom, décrit l’image que vous donnez aux autres au premier abord.',
    birthDay: 'Le nombre du jour de naissance décrit un talent particulier qui vous accompagne au quotidien.',
  },
  daily: {
    peakToday: [
      'Aujourd’hui, un transit atteint son point culminant dans votre thème.',
      'C’est aujourd’hui qu’une planète en mouvement rejoint exactement un point de votre thème.',
      'Un contact du ciel arrive aujourd’hui à son sommet dans votre thème.',
    ],
    peakTomorrow: [
      'Demain, un transit atteint son point culminant dans votre thème : aujourd’hui, il se prépare.',
      'Une planète en mouvement rejoindra demain exactement un point de votre thème ; vous pouvez déjà le sentir venir.',
      'Un contact du ciel arrive demain à son sommet dans votre thème, et la veille compte déjà.',
    ],
    background: [
      'Rien ne culmine dans votre thème aujourd’hui : ce qui colore ces semaines, c’est un transit plus lent.',
      'La journée n’apporte pas de contact exact à elle seule ; c’est le fond de ces semaines qui parle le plus fort.',
      'Aucun transit n’est exact aujourd’hui ; mieux vaut regarder le climat plus lent de ces semaines.',
    ],
    quiet: [
      'Aucun transit serré ne touche votre thème aujourd’hui : une journée calme, à vivre à votre rythme.',
      'Le ciel laisse votre thème tranquille aujourd’hui. Profitez-en pour souffler ou avancer sans pression.',
      'Rien de marquant ne touche votre thème de près aujourd’hui : c’est un bon jour pour suivre vos propres envies.',
    ],
  },
};
