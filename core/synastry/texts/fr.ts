/**
 * The French words of advanced synastry (contract.ts), written in French by an astrologer, not
 * translated. The two people are « vous deux », « entre vous », « l’un… l’autre »; nothing
 * agrees with their gender (glossary-fr, section 1). Names are never declined: a point is
 * « la Vénus d’Alex », « le Mars de Sam », with « d’ » before a vowel or a mute h.
 *
 * A reading shows a frame for every contact, twenty or more of them: the frames take turns between
 * two or three equivalent wordings (chosen from the points, the orb or the house, so a reading is
 * the same every time) so that the page does not read as one sentence stamped twenty times.
 */
import type { AspectType } from '../../astro/aspects';
import { pointName, femininePoint } from '../../coach/texts/fr/words';
import { elides, GRAMMAR_FR as g } from '../../i18n/grammar/fr';
import { type CompositePoint, SYNASTRY_POINTS, type SynastryPoint } from '../contacts';
import type { SignRelation, SynastryTexts } from './contract';

/**
 * « d’Alex », « d’Hélène », « d’Yves », « de Yann », « de Sam », « de 李 »: the name as typed, the
 * preposition elided before a vowel or an h, and before a y that is sounded as a vowel (« Yves »,
 * not « Yann »).
 */
const de = (name: string) =>
  (elides(name) && !/^y[aeiouyàâéèêîôû]/iu.test(name)) || /^h/iu.test(name) ? `d’${name}` : `de ${name}`;

/** « le Soleil », « la Vénus », « l’Uranus », « l’Ascendant »: the article a point takes before « de Sam ». */
const article = (p: SynastryPoint) => {
  const name = pointName(p);
  return elides(name) ? `l’${name}` : `${femininePoint(p) ? 'la' : 'le'} ${name}`;
};

/** « la Vénus d’Alex »: a point as a sentence names it, with its owner. */
const pointOf = (p: SynastryPoint, name: string) => `${article(p)} ${de(name)}`;
/** « Vénus d’Alex »: a point as a label names it, without article (glossary, section 3). */
const labelOf = (p: SynastryPoint, name: string) => `${pointName(p)} ${de(name)}`;

/** A stable turn for a frame: the same contact always gets the same wording, neighbours seldom do. */
const turnOf = (...keys: readonly (string | number)[]) =>
  [...keys.join('|')].reduce((sum, ch) => sum + (ch.codePointAt(0) ?? 0), 0);
const indexOf = (p: SynastryPoint) => SYNASTRY_POINTS.indexOf(p);

/** The verb phrase of each aspect after one point (glossary, section 5: « avec », never « à »). */
const ASPECT_VERB: Readonly<Record<AspectType, string>> = {
  conjunction: 'est en conjonction avec',
  opposition: 'est en opposition avec',
  trine: 'forme un trigone avec',
  square: 'forme un carré avec',
  sextile: 'forme un sextile avec',
};
/** The same after both points: « la Lune d’Alex et la Vénus de Sam forment un sextile ». */
const ASPECT_VERB_PLURAL: Readonly<Record<AspectType, string>> = {
  conjunction: 'sont en conjonction',
  opposition: 'sont en opposition',
  trine: 'forment un trigone',
  square: 'forment un carré',
  sextile: 'forment un sextile',
};
/** The aspect's noun, as compact labels and « des signes en … » use it. */
const ASPECT_NOUN: Readonly<Record<AspectType, string>> = {
  conjunction: 'conjonction',
  opposition: 'opposition',
  trine: 'trigone',
  square: 'carré',
  sextile: 'sextile',
};
/** What a sign relation is called in a label. */
const relationLabel = (relation: SignRelation) =>
  relation === 'conjunction'
    ? 'même signe'
    : relation === 'none'
      ? 'aucun aspect'
      : `signes en ${ASPECT_NOUN[relation]}`;

/** An orb under a minute is printed 0°00′: said as exact to the minute, not « orbe de 0°00′ ». */
const isExact = (orb: string) => /^0°\s*0{1,2}′?$/u.test(orb.trim());

/**
 * The composite points as their frames name them, one wording each, since the three always come
 * one after the other: « le Soleil composite, point médian de vos deux Soleils, se trouve à … ».
 */
const COMPOSITE: Readonly<Record<CompositePoint, { the: string; between: string; verb: string }>> = {
  sun: { the: 'le Soleil', between: 'point médian de vos deux Soleils', verb: 'se trouve à' },
  moon: { the: 'la Lune', between: 'à mi-chemin entre vos deux Lunes', verb: 'se place à' },
  venus: { the: 'la Vénus', between: 'à égale distance de vos deux Vénus', verb: 'est à' },
};

/**
 * The turn of each key pair's « no aspect » wording, by the sum of the two points' indexes (Sun–Sun 0,
 * Sun–Moon 1, Moon–Moon 2, Mercury–Mercury 4, Venus–Venus 6, Venus–Mars 7, Mars–Mars 8): five wordings
 * over the seven cards, no two neighbours alike.
 */
const NO_ASPECT_TURN: readonly number[] = [0, 1, 2, 3, 3, 4, 4, 1, 2];

/** The turn of an overlay's wording, by house in the order the planner prefers them (7, 5, 1, 8, 4, 10, …), plus the point. */
const HOUSE_TURN: Readonly<Record<number, number>> = {
  7: 0,
  5: 1,
  1: 2,
  8: 0,
  4: 1,
  10: 2,
  11: 0,
  2: 1,
  3: 2,
  9: 0,
  6: 1,
  12: 2,
};

export const SYNASTRY_FR: SynastryTexts = {
  grammar: g,
  person: ['Personne 1', 'Personne 2'],
  rating: {
    exceptional: 'Entente exceptionnelle',
    strong: 'Très belle entente',
    good: 'Bonne entente',
    mixed: 'Entente contrastée',
    hard: 'Entente exigeante',
  },
  overall: {
    exceptional:
      'Vos deux thèmes se répondent avec une rare évidence : entre vous, beaucoup de choses vont de soi, et même ce qui frotte a de quoi vous faire grandir ensemble.',
    strong:
      'Les liens entre vos thèmes sont nombreux et, pour la plupart, porteurs : vous avez de quoi vous comprendre, vous plaire et construire, avec ce qu’il faut de friction pour garder la relation vivante.',
    good: 'Vos thèmes offrent une base solide, faite d’affinités réelles et de quelques différences à apprivoiser : une relation qui gagne à être cultivée avec attention.',
    mixed:
      'Entre vous, l’élan et la friction se partagent la place : certaines choses vont de soi, d’autres demandent des mises au point régulières et de la bonne volonté des deux côtés.',
    hard: 'Vos thèmes se frottent plus qu’ils ne s’accordent : la relation demande de la patience et beaucoup de dialogue, mais ces contrastes peuvent aussi vous apprendre énormément.',
  },

  crossAspect: (p) => {
    const a = g.capitalize(pointOf(p.pa, p.a));
    const b = pointOf(p.pb, p.b);
    if (turnOf(indexOf(p.pa), indexOf(p.pb), p.orb) % 2 === 0) {
      const orb = isExact(p.orb) ? 'aspect exact à la minute près' : `orbe de ${p.orb}`;
      return `${a} ${ASPECT_VERB[p.type]} ${b} (${orb}).`;
    }
    const exact = p.type === 'conjunction' || p.type === 'opposition' ? 'exacte' : 'exact';
    const orb = isExact(p.orb) ? `${exact} à la minute près` : `à ${p.orb} près`;
    return `${a} et ${b} ${ASPECT_VERB_PLURAL[p.type]}, ${orb}.`;
  },

  signRelation: (p) => {
    const a = g.capitalize(pointOf(p.pa, p.a));
    const b = pointOf(p.pb, p.b);
    if (p.relation === 'conjunction') {
      const both = femininePoint(p.pa) && femininePoint(p.pb) ? 'toutes deux' : 'tous deux';
      return `${a} et ${b} sont ${both} ${g.sign(p.signA, 'in')}.`;
    }
    const placed = `${a} ${g.sign(p.signA, 'in')} et ${b} ${g.sign(p.signB, 'in')}`;
    if (p.relation === 'none') return `${placed} ne forment aucun aspect classique.`;
    const turn = turnOf(indexOf(p.pa), indexOf(p.pb), p.signA, p.signB) % 3;
    if (turn === 1) return `${placed} sont en ${ASPECT_NOUN[p.relation]} de signe à signe.`;
    if (turn === 2) {
      const between = `${pointOf(p.pa, p.a)} ${g.sign(p.signA, 'in')} et ${b} ${g.sign(p.signB, 'in')}`;
      return `Entre ${between}, les signes sont en ${ASPECT_NOUN[p.relation]}.`;
    }
    return `${placed} occupent des signes en ${ASPECT_NOUN[p.relation]}.`;
  },

  contact: {
    'sun-sun': {
      blend:
        'Vos élans vitaux vont dans la même direction : vous vous reconnaissez d’emblée, mais vous pouvez aussi vouloir briller au même endroit et vous disputer la lumière.',
      easy: 'Vos façons d’être se complètent d’elles-mêmes : chacun laisse l’autre exister pleinement, et vos projets de vie avancent côte à côte, portés par un respect mutuel qui se passe de discours.',
      tense:
        'Deux volontés, deux caps différents : vous vous stimulez autant que vous vous heurtez, et la relation vous apprend à faire de la place à l’autre sans vous effacer.',
    },
    'sun-moon': {
      blend:
        'Ce que l’un cherche à accomplir rejoint ce dont l’autre a besoin pour se sentir bien : une évidence tranquille, qui donne souvent l’impression de se connaître depuis toujours.',
      easy: 'Volonté et sensibilité s’accordent naturellement entre vous : vous vous soutenez sans calcul, et la vie commune trouve vite un rythme où chacun se sent chez soi.',
      tense:
        'Ce qui motive l’un heurte parfois les besoins de l’autre : les malentendus naissent entre l’élan et l’humeur, et tout change quand chacun apprend à lire le climat intérieur de son partenaire.',
    },
    'sun-mercury': {
      blend:
        'Vos idées trouvent un écho immédiat : vous réfléchissez volontiers à voix haute ensemble, et chacun aide l’autre à mettre des mots justes sur ses envies.',
      easy: 'Vos conversations vous donnent de l’élan : vous savez trouver les mots qui encouragent, et ce que chacun veut se précise au fil de vos échanges.',
      tense:
        'Un conseil sonne comme une critique, une remarque comme un défi : la parole de l’un pique facilement l’amour-propre de l’autre. Choisir le moment et le ton évite bien des débats.',
    },
    'sun-venus': {
      blend:
        'Une affection spontanée vous lie : l’admiration va dans un sens, la douceur dans l’autre, et la tendresse se montre presque sans y penser.',
      easy: 'Vous appréciez sincèrement d’être ensemble : le charme opère en douceur, les attentions viennent toutes seules, et sortir, se faire plaisir ou créer à deux devient un vrai bonheur.',
      tense:
        'L’envie d’être proches est là, mais les goûts et les attentes ne concordent pas toujours : l’un attend de l’admiration, l’autre des égards, et chacun gagne à dire ce qui lui fait vraiment plaisir.',
    },
    'sun-mars': {
      blend:
        'L’un donne le cap, l’autre fonce : à deux, vos forces s’additionnent et l’attirance physique peut être vive. Reste à veiller à ce que l’émulation ne tourne pas au rapport de force.',
      easy: 'Le courage se partage : à deux, vous passez plus vite de l’idée à l’action, et vous osez ce que vous n’oseriez pas chacun de votre côté.',
      tense:
        'Les étincelles jaillissent vite, pour le meilleur comme pour les disputes : assurance et impatience s’entrechoquent, et un projet commun aide à canaliser cette énergie.',
    },
    'sun-ascendant': {
      blend:
        'Comme un air de déjà-vu au premier regard : vous vous sentez tout de suite en pays de connaissance, et cette proximité encourage chacun à s’affirmer au grand jour.',
      easy: 'Vous faites bonne impression à deux : vos manières de vous présenter au monde s’accordent, et chacun puise chez l’autre l’assurance de prendre sa place.',
      tense:
        'L’affirmation de l’un bouscule la manière d’être de l’autre : un face-à-face qui attire et agace tour à tour, et qui pousse chacun à mieux savoir quelle image il veut donner.',
    },
    'moon-moon': {
      blend:
        'Vos besoins émotionnels se ressemblent : vous vous comprenez sans explication, dans les humeurs comme dans les habitudes, mais quand l’un va mal, vous risquez de vous replier ensemble.',
      easy: 'Un confort affectif tranquille s’installe entre vous : vos rythmes, vos manies et vos façons de vous rassurer s’accordent, et le quotidien à deux a des airs de cocon.',
      tense:
        'Ce qui rassure l’un déstabilise parfois l’autre : vos besoins de sécurité diffèrent, et vos humeurs se répondent mal. Dire simplement ce qui vous fait du bien aide beaucoup.',
    },
    'moon-mercury': {
      blend:
        'Les sentiments trouvent facilement leurs mots entre vous : vous savez parler de ce que vous ressentez, et une simple conversation suffit souvent à dissiper une inquiétude.',
      easy: 'La tête et le cœur dialoguent bien entre vous : l’un écoute avec attention, l’autre se confie sans crainte, et les conversations du soir deviennent un vrai trait d’union.',
      tense:
        'La logique de l’un rencontre l’émotion de l’autre, et elles ne parlent pas la même langue : une explication peut paraître froide, un ressenti excessif. Écouter avant d’argumenter désamorce bien des tensions.',
    },
    'moon-venus': {
      blend:
        'La tendresse coule de source : l’un offre de la douceur, l’autre s’y sent en sécurité, et les petites attentions du quotidien deviennent votre façon de vous aimer.',
      easy: 'Une affection douce et rassurante vous relie : vous prenez soin l’un de l’autre sans y penser, et une soirée toute simple, côte à côte, a déjà le goût du bonheur.',
      tense:
        'Votre attachement est réel, mais chacun l’exprime à sa manière : l’un cherche la sécurité, l’autre le plaisir, et un geste attentionné rattrape souvent une attente déçue.',
    },
    'moon-mars': {
      blend:
        'Désir et émotions s’entremêlent : la relation est vive, protectrice, parfois à fleur de peau, et la passion peut vite basculer dans la susceptibilité.',
      easy: 'L’un protège, l’autre encourage : vos élans et vos émotions se soutiennent, et vous savez faire front quand un proche ou le foyer a besoin de vous.',
      tense:
        'Impulsivité et émotivité font mauvais ménage entre vous : une remarque brusque blesse, une humeur agace, et l’orage éclate vite. Souffler un moment avant de réagir peut changer la donne.',
    },
    'moon-ascendant': {
      blend:
        'La confiance naît dès les premiers échanges : il y a quelque chose de doux entre vous, et chacun devine l’humeur de l’autre d’un simple regard.',
      easy: 'L’aisance vient vite : vous vous sentez bien l’un avec l’autre, et une chaleur familière, presque familiale, s’installe très tôt.',
      tense:
        'Les humeurs de l’un déteignent sur l’attitude de l’autre : vous ne vous comprenez pas toujours du premier coup, et un peu de tact dans les réactions à chaud évite les froissements.',
    },
    'mercury-mercury': {
      blend:
        'Vous êtes sur la même longueur d’onde : les idées fusent et vous vous comprenez avant la fin des phrases, mais vous pouvez aussi tourner en rond dans les mêmes raisonnements.',
      easy: 'Se parler est un plaisir : vous vous comprenez à demi-mot, vous apprenez l’un de l’autre, et les décisions pratiques se prennent sans heurts.',
      tense:
        'Vous ne raisonnez pas de la même façon, et les discussions peuvent vite tourner au débat. Ce frottement aiguise l’esprit, à condition d’écouter l’autre jusqu’au bout.',
    },
    'mercury-venus': {
      blend:
        'Les mots doux viennent facilement : vous savez vous dire ce que vous appréciez l’un chez l’autre, et vos échanges ont quelque chose de léger, de gracieux, de complice.',
      easy: 'Un film, une idée, un projet de décoration : parler de ce qui est beau vous réjouit, et la gentillesse de vos échanges aide à désamorcer les tensions.',
      tense:
        'Ce que l’un dit n’est pas toujours ce que l’autre aimerait entendre : la franchise heurte la sensibilité, ou la politesse masque le fond. Un peu de délicatesse et de clarté rééquilibre les choses.',
    },
    'mercury-mars': {
      blend:
        'La parole est vive et directe entre vous : une idée devient vite un acte, mais le ton monte facilement et une discussion peut tourner au duel.',
      easy: 'Penser et agir vont de pair entre vous : vous décidez vite, vous passez aux actes sans traîner, et les projets concrets avancent à une allure réjouissante.',
      tense:
        'Les désaccords s’enflamment vite : l’un argumente, l’autre s’emporte, et les mots deviennent des flèches. Convenir d’une pause avant que la discussion ne dégénère protège la relation.',
    },
    'mercury-ascendant': {
      blend:
        'Dès la rencontre, l’un trouve les mots justes pour l’autre, et cette parole l’aide à mieux se présenter au monde : la conversation se noue sans le moindre effort.',
      easy: 'La façon de penser de l’un met l’autre à l’aise : pas besoin de détours entre vous, et vos conversations ont la fluidité d’une vieille amitié.',
      tense:
        'Les remarques de l’un visent parfois l’image de l’autre, et un commentaire sur l’allure ou la manière d’être passe mal. L’humour et la bienveillance adoucissent beaucoup ces piques.',
    },
    'venus-venus': {
      blend:
        'Vous aimez les mêmes choses, et de la même manière : goûts, plaisirs, façon de montrer votre affection, tout se rejoint, au risque d’éviter ensemble les sujets qui fâchent.',
      easy: 'Vos goûts se complètent joliment : chacun fait découvrir à l’autre de nouveaux plaisirs, et votre histoire garde une douceur facile à vivre au jour le jour.',
      tense:
        'Vos manières d’aimer divergent : ce qui fait plaisir à l’un laisse l’autre indifférent, et l’argent ou les goûts créent des frictions. Apprendre les préférences de l’autre devient un art.',
    },
    'venus-mars': {
      blend:
        'Tendresse et désir se rencontrent : l’attirance entre vous est forte, physique autant que romantique, et c’est souvent elle qui vous rapproche en premier.',
      easy: 'L’attirance circule avec naturel : séduire et oser vont de pair entre vous, et le jeu amoureux garde sa légèreté. Cette alchimie donne envie de se retrouver, longtemps après les débuts.',
      tense:
        'Une attirance magnétique, mêlée d’agacement : l’un veut conquérir, l’autre veut du temps, et les rythmes du désir ne coïncident pas toujours. Cette tension nourrit la passion tant qu’elle reste un jeu.',
    },
    'venus-ascendant': {
      blend:
        'Le charme opère dès les premiers instants : l’attirance passe par les yeux, et cette admiration donne envie de s’aimer davantage et de s’épanouir.',
      easy: 'Vous vous plaisez tout naturellement : chacun met l’autre en valeur, et vous formez un duo harmonieux, élégant, qui fait plaisir à voir.',
      tense:
        'Le goût de l’un ne s’accorde pas toujours avec le style de l’autre : remarques sur la tenue, petites gênes en public. La relation gagne à regarder au-delà des apparences.',
    },
    'mars-mars': {
      blend:
        'Vos énergies se ressemblent : même rythme, même envie d’agir, une vraie complicité dans l’effort ou le sport, et des étincelles quand vous voulez mener la danse en même temps.',
      easy: 'Vous agissez bien ensemble : vos façons d’avancer se complètent, vous vous motivez mutuellement, et chaque défi relevé à deux renforce votre complicité.',
      tense:
        'Deux façons de foncer qui se percutent : la compétition et l’irritation guettent, surtout dans la fatigue. Tournée vers un but commun, ou vers le sport, cette ardeur devient une force.',
    },
    'mars-ascendant': {
      blend:
        'L’énergie de l’un saisit l’autre de plein fouet : attirance, stimulation, parfois intimidation, et au bout du compte l’envie de s’affirmer davantage.',
      easy: 'L’initiative est contagieuse entre vous : oser, bouger, se lancer devient plus facile à deux, et la vie commune gagne en élan, loin de la routine.',
      tense:
        'L’élan de l’un peut sembler brusque à l’autre : une impatience ou une franchise qui heurte, des frictions vite allumées. Bien dosée, cette énergie aide pourtant chacun à sortir de sa réserve.',
    },
    'ascendant-ascendant': {
      blend:
        'Vous abordez la vie de la même manière : même allure, mêmes réflexes face au monde, et l’entourage vous voit facilement comme un duo assorti.',
      easy: 'Vous êtes à l’aise l’un avec l’autre dès le départ : vos manières d’être s’accordent avec naturel, et votre entourage voit en vous un duo bien assorti.',
      tense:
        'Vos manières d’aborder le monde diffèrent nettement : l’un voit un raccourci là où l’autre voit un détour. Ces contrastes intriguent et agacent, et chacun y découvre une autre façon d’être.',
    },
    'jupiter-sun': {
      blend:
        'Une confiance profonde vous porte : elle élargit les horizons, donne de l’audace et de la joie, avec parfois une tendance à tout voir en trop grand.',
      easy: 'Vous grandissez ensemble : vous vous encouragez sans compter, et la chance semble plus présente à deux. Voyages, études ou projets ambitieux y prennent un bel essor.',
      tense:
        'La générosité est réelle, mais elle déborde parfois : promesses trop grandes, enthousiasme envahissant, conseils trop appuyés. Garder le sens de la mesure permet à cette confiance de porter vraiment.',
    },
    'jupiter-moon': {
      blend:
        'Une chaleur généreuse entoure vos émotions : vous vous rassurez et vous protégez mutuellement, et votre foyer respire l’abondance et l’optimisme.',
      easy: 'Vous vous faites du bien : bon sens et humour suffisent souvent à vous réconforter, et la relation offre un climat confiant, où les soucis paraissent plus légers.',
      tense:
        'Trop d’attentions peuvent étouffer : l’un en fait beaucoup, l’autre aurait besoin d’autre chose, et les excès, à table, en dépenses ou en promesses, ne sont jamais loin. Demandez-vous ce qui vous fait vraiment du bien.',
    },
    'jupiter-mercury': {
      blend:
        'Parler ensemble ouvre des horizons : l’un apporte les détails, l’autre la vue d’ensemble, et vous aimez apprendre, débattre et imaginer des voyages.',
      easy: 'Vos échanges sont riches et encourageants : vous vous apprenez beaucoup, et cet optimisme partagé aide chacun à croire en ses idées et à les défendre.',
      tense:
        'Vous parlez beaucoup, mais pas toujours de la même chose : l’un s’attache aux faits, l’autre aux grands principes. Vérifier ensemble les détails évite les promesses mal comprises.',
    },
    'jupiter-venus': {
      blend:
        'Générosité et joie colorent votre affection : cadeaux, sorties, éclats de rire, vous aimez le plaisir et la fête, quitte à oublier parfois les comptes.',
      easy: 'La bienveillance règne entre vous : vous aimez vous faire plaisir, chacun voit le meilleur chez l’autre, et les moments partagés ont un goût d’abondance.',
      tense:
        'Se faire plaisir peut mener aux excès : dépenses, indulgence, attentes trop hautes sur ce que l’autre doit offrir. Profiter ensemble reste précieux, à condition de garder un œil sur les limites.',
    },
    'jupiter-mars': {
      blend:
        'Vos élans s’amplifient : à deux, vous osez les grands projets, les voyages, les défis sportifs, avec une confiance contagieuse qu’il vaut mieux tenir à l’écart des paris trop risqués.',
      easy: 'Enthousiasme et énergie se décuplent entre vous : vous entreprenez avec foi et bonne humeur, et vos initiatives communes aboutissent souvent.',
      tense:
        'L’ardeur de l’un rencontre la démesure de l’autre : projets lancés trop vite, promesses imprudentes, impatience. Se fixer ensemble des étapes concrètes transforme cette fougue en réussite.',
    },
    'jupiter-ascendant': {
      blend:
        'L’un de vous agit sur l’autre comme un porte-bonheur : sa présence donne confiance, ouvre des portes et installe une bonne humeur qui se voit dès les premiers temps.',
      easy: 'Ensemble, vous gagnez en aisance : chacun encourage l’autre à s’affirmer, et vous inspirez volontiers la sympathie autour de vous.',
      tense:
        'L’un peut vouloir en faire trop pour l’autre : conseils, protection, grands projets pour deux. Cette générosité reste un cadeau si elle laisse à chacun la liberté de suivre sa propre voie.',
    },
    'saturn-sun': {
      blend:
        'Un lien sérieux, qui pèse et qui tient : l’un structure, l’autre sent parfois le poids de ce regard, mais la relation a la solidité de ce qui se construit dans la durée.',
      easy: 'Votre lien a de la tenue : stabilité et vitalité s’y équilibrent, et vous bâtissez ensemble quelque chose qui résiste au temps.',
      tense:
        'Par prudence ou par exigence, l’un de vous peut freiner l’élan de l’autre : le lien pèse parfois, et il faut du temps pour que ce cadre devienne un appui plutôt qu’une limite.',
    },
    'saturn-moon': {
      blend:
        'La sécurité affective passe ici par l’engagement : l’un offre un cadre fiable, l’autre peut d’abord le vivre comme de la froideur. Peu à peu, cette fidélité devient souvent un refuge.',
      easy: 'Vous pouvez compter l’un sur l’autre : une loyauté tranquille rassure les émotions, et le lien gagne en profondeur à mesure que les années passent.',
      tense:
        'Quand l’un laisse parler ses émotions, l’autre se retient : ce qui se voulait protection se vit comme de la distance. Dire sa tendresse à voix haute, même maladroitement, réchauffe beaucoup ce lien.',
    },
    'saturn-mercury': {
      blend:
        'Vos échanges ont du poids : vous réfléchissez avant de parler, et les décisions prises ensemble sont mûrement pesées, parfois un peu trop.',
      easy: 'La conversation entre vous est sérieuse et constructive : vous savez planifier, organiser et tenir parole, et vos projets pratiques avancent sur des bases solides.',
      tense:
        'Les idées se heurtent au scepticisme : critiques, silences, impression de parler dans le vide. Poser les questions avec patience évite que l’un ou l’autre se ferme.',
    },
    'saturn-venus': {
      blend:
        'L’amour se vit comme un engagement : fidèle, sérieux, parfois réservé dans ses élans. L’un apporte la constance, l’autre la douceur, et le lien se renforce d’année en année.',
      easy: 'Votre affection est loyale et patiente : vous aimez dans la durée, sans grands éclats, et les promesses échangées ont pour vous une vraie valeur.',
      tense:
        'L’élan tendre se heurte à la réserve : l’affection semble parfois rationnée, les plaisirs remis à plus tard. Des gestes concrets d’attachement réchauffent ce lien fait pour durer.',
    },
    'saturn-mars': {
      blend:
        'L’énergie de l’un est canalisée, parfois freinée, par la discipline de l’autre : ensemble, vous pouvez abattre un travail considérable, à condition de ne pas vous brider.',
      easy: 'L’élan et la méthode s’allient : vous savez à la fois fournir l’effort et tenir la distance, et vos entreprises communes produisent des résultats durables.',
      tense:
        'Le frein et l’accélérateur en même temps : l’impatience de l’un bute sur la prudence de l’autre, et les frustrations s’accumulent. Répartir clairement qui décide de quoi évite l’usure.',
    },
    'saturn-ascendant': {
      blend:
        'Très tôt, l’un de vous prend l’autre au sérieux : le lien a quelque chose de grave et de protecteur, comme un engagement plus ancien que la rencontre.',
      easy: 'À deux, vous vous sentez à l’abri : le lien rassure et structure, et votre histoire s’installe pas à pas, sur des fondations solides.',
      tense:
        'Le regard de l’un peut paraître sévère à l’autre : la spontanéité se bride, l’assurance vacille. Avec de la patience et de la bienveillance, cette exigence peut devenir un appui pour grandir.',
    },
    'uranus-sun': {
      blend:
        'La rencontre a l’effet d’un éclair : elle réveille un besoin de liberté et d’authenticité, et la relation reste imprévisible, stimulante, rarement tranquille.',
      easy: 'Vous vous libérez mutuellement : sortir des sentiers battus devient un jeu à deux, et vous gardez une fraîcheur inventive, avec de l’espace pour chacun.',
      tense:
        'Changements de plan, besoin d’indépendance, ruptures de rythme : l’un bouscule l’autre, parfois sans prévenir. Cette instabilité électrise, et s’apaise quand chacun garde son propre espace.',
    },
    'uranus-moon': {
      blend:
        'Les émotions s’électrisent : l’inattendu entre dans votre vie affective, et le lien alterne moments de grande proximité et besoins soudains d’air.',
      easy: 'Pas de cage entre vous : peu de possessivité, beaucoup de surprises, et une façon originale de vivre le foyer et l’intimité, loin des schémas habituels.',
      tense:
        'Besoin de sécurité et besoin d’indépendance se heurtent : les humeurs changent vite, les absences inquiètent. Quelques rituels simples et fiables rassurent sans enfermer.',
    },
    'uranus-venus': {
      blend:
        'Une attirance soudaine, originale, qui bouscule les habitudes amoureuses de l’un comme de l’autre. Elle reste vivante tant que chacun garde sa part de liberté.',
      easy: 'L’amour prend entre vous des formes inventives : de l’amitié dans la tendresse, de la fantaisie dans le plaisir, et une belle liberté laissée à chacun.',
      tense:
        'Une attirance électrique mais instable : le chaud et le froid, des élans soudains puis un besoin de distance. Le lien tient mieux quand il fait place à l’imprévu plutôt qu’à la possession.',
    },
    'neptune-sun': {
      blend:
        'L’un idéalise l’autre, qui inspire ce rêve sans toujours le vouloir : il y a de la magie et de la compassion dans ce lien, mais aussi le risque de ne plus voir la personne réelle.',
      easy: 'L’inspiration va dans les deux sens : une compréhension presque intuitive vous relie, et vous nourrissez ensemble l’imagination, la spiritualité ou la création.',
      tense:
        'Un voile se glisse facilement entre vous : l’un voit l’autre à travers ses propres rêves, d’où des attentes vagues et des déceptions. Rester concret et dire clairement les choses protège la part de rêve.',
    },
    'neptune-moon': {
      blend:
        'Une sensibilité presque télépathique vous relie : vous ressentez les émotions de l’autre comme les vôtres, au point de ne plus savoir à qui appartient telle ou telle humeur.',
      easy: 'Au-delà des mots, vous vous devinez : une compassion douce enveloppe vos émotions, et vous trouvez ensemble une bulle rêveuse, propice à la musique, à la mer ou au silence partagé.',
      tense:
        'Les émotions se brouillent facilement : chacun devine mal ce que ressent l’autre, les malentendus flottent et les non-dits s’installent. Vérifier plutôt que supposer dissipe le brouillard.',
    },
    'neptune-venus': {
      blend:
        'Un amour romantique, tendre, presque rêvé : un idéal se dessine entre vous, et la relation a la douceur d’une chanson. Il reste à aimer aussi la personne telle qu’elle est.',
      easy: 'Il y a de la poésie dans votre tendresse : des gestes délicats, un goût commun pour la musique, l’art ou la rêverie, et une compassion qui adoucit les aspérités.',
      tense:
        'L’amour risque de s’habiller d’illusions : attentes idéalisées, sacrifices silencieux, déceptions qui surprennent. Garder les yeux ouverts sur la réalité de l’autre rend ce lien plus vrai, et pas moins tendre.',
    },
    'pluto-sun': {
      blend:
        'Un lien intense, qui transforme : l’un fascine, l’autre change en profondeur à son contact. La relation peut révéler le meilleur de chacun, à condition que personne ne cherche à dominer.',
      easy: 'Chacun puise chez l’autre une force tranquille : vous touchez ensemble vos ressources profondes, et ce lien devient un moteur de transformation, discret mais puissant.',
      tense:
        'Le pouvoir devient vite un enjeu : l’un veut influencer, l’autre résiste, et les crises éclatent autour du contrôle. Ce lien transforme vraiment quand chacun renonce à avoir le dernier mot.',
    },
    'pluto-moon': {
      blend:
        'Tout va très loin sur le plan affectif : l’un touche chez l’autre des zones intimes et anciennes, avec une intensité qui peut guérir comme devenir possessive.',
      easy: 'Vous partagez une intimité émotionnelle rare : vous traversez vos peurs ensemble, et les crises, quand elles viennent, renforcent le lien plutôt qu’elles ne l’abîment.',
      tense:
        'Jalousie et possessivité peuvent s’inviter : les émotions de l’un sont sondées, parfois surveillées, par l’autre. Cette intensité devient féconde quand la confiance remplace le contrôle.',
    },
    'pluto-venus': {
      blend:
        'Une attirance magnétique, presque obsédante : l’amour prend ici une dimension profonde, transformatrice, et demande beaucoup de confiance pour ne pas glisser vers la possession.',
      easy: 'L’amour vous change en profondeur, mais avec délicatesse : le désir est profond, la loyauté aussi, et chacun peut montrer ses parts d’ombre sans craindre le rejet.',
      tense:
        'Passion et jalousie se mêlent : l’intensité du désir s’accompagne d’enjeux de pouvoir et de tests silencieux. Parler franchement de vos peurs désamorce ce qui pourrait devenir une emprise.',
    },
    'pluto-mars': {
      blend:
        'Une énergie brute circule entre vous : le désir est intense, la volonté aussi, et ensemble vous pouvez déplacer des montagnes, ou vous affronter sans merci.',
      easy: 'Vos forces se démultiplient : impulsion et profondeur se combinent, et vous menez à bien des projets exigeants avec une détermination impressionnante.',
      tense:
        'Les conflits risquent de tourner à la lutte de pouvoir : colère, rivalité, refus de céder. Mieux vaut mettre cette force au service d’un but commun que chercher à écraser l’autre.',
    },
  },

  noAspect: (p) => {
    const a = pointOf(p.pa, p.a);
    const b = pointOf(p.pb, p.b);
    // The key pairs' cards come one after the other, and most may have no aspect: four wordings, turned by the pair.
    const sum = indexOf(p.pa) + indexOf(p.pb);
    const turn = NO_ASPECT_TURN[sum] ?? sum % 5;
    if (turn === 1) return `Entre ${a} et ${b}, aucun aspect ne se forme dans les orbes retenus.`;
    if (turn === 2) {
      const linked = femininePoint(p.pa) && femininePoint(p.pb) ? 'liées' : 'liés';
      return `${g.capitalize(a)} et ${b} ne sont ${linked} par aucun aspect : leur écart reste hors orbe.`;
    }
    if (turn === 3) return `Aucun aspect ne relie ${a} et ${b} dans les limites de l’orbe.`;
    if (turn === 4) return `Aucun aspect ne se dessine entre ${a} et ${b}.`;
    return `${g.capitalize(a)} et ${b} ne forment aucun aspect dans l’orbe admis.`;
  },
  unaspected:
    'Ce terrain reste donc libre entre vous : rien n’y est donné d’avance, et c’est à vous deux de l’occuper à votre manière.',

  overlay: (p) => {
    const owner = g.capitalize(pointOf(p.point, p.owner));
    const turn = ((HOUSE_TURN[p.house] ?? p.house) + indexOf(p.point)) % 3;
    if (turn === 1) return `${owner} occupe la maison ${p.house} ${de(p.host)}.`;
    if (turn === 2) return `${owner} se situe dans la maison ${p.house} ${de(p.host)}.`;
    return `${owner} se trouve dans la maison ${p.house} ${de(p.host)}.`;
  },

  overlayMeaning: {
    1: 'Cette présence touche l’allure et la manière de s’affirmer de la personne qui l’accueille : elle se remarque au premier regard et peut changer l’image que celle-ci donne d’elle-même.',
    2: 'L’argent, les biens et l’estime de soi entrent en jeu : ce lien peut aider à mieux reconnaître sa propre valeur, ou bousculer la façon de gagner et de dépenser.',
    3: 'La parole et le quotidien sont au cœur du lien : messages, conversations, courses et petits trajets à deux, avec une curiosité toujours en éveil et l’envie d’échanger souvent.',
    4: 'L’intimité du foyer et de la famille est concernée : un vrai sentiment de chez-soi s’y installe parfois, ou de vieux souvenirs d’enfance refont surface.',
    5: 'Ici se joue le plaisir : séduction, jeu, sorties, créativité. De quoi réveiller l’envie de s’amuser, de flirter et de se montrer sous son jour le plus vivant.',
    6: 'Le lien s’installe dans les habitudes, le travail de tous les jours et la santé : il aide à s’organiser et à prendre soin de soi, ou bouscule des routines bien rodées.',
    7: 'C’est le domaine du couple et de l’engagement : la personne qui accueille cette présence peut voir en l’autre le partenaire qu’elle attendait, ou un miroir qui lui apprend beaucoup sur elle-même.',
    8: 'On entre ici dans l’intime : désir, secrets, argent et biens mis en commun. Ce contact peut tout transformer, pourvu que la confiance s’installe.',
    9: 'L’horizon s’élargit : voyages, études, convictions, grandes questions, avec à la clé une autre vision du monde, ou des certitudes bien ancrées qui vacillent.',
    10: 'Carrière, réputation, place dans la société : la relation peut encourager les ambitions, exposer davantage au regard des autres ou peser sur les choix professionnels.',
    11: 'Amitiés, groupes, projets d’avenir : une vraie complicité peut naître là, et les espoirs prennent plus de consistance à deux.',
    12: 'La vie intérieure est touchée, ce qui reste caché ou se vit en silence : cette présence peut apaiser comme troubler, et réveiller des émotions d’ordinaire gardées pour soi.',
  },

  composite: (p) => {
    const c = COMPOSITE[p.point];
    return `${g.capitalize(c.the)} composite, ${c.between}, ${c.verb} ${p.degree} ${g.sign(p.sign, 'of')}.`;
  },

  compositeSun: {
    aries:
      'Cette relation existe pour oser : lancer des projets, relever des défis, vivre des premières fois ensemble. Elle s’épanouit dans l’action et s’étiole dans la routine.',
    taurus:
      'Cette relation est là pour bâtir quelque chose de stable et de savoureux : un foyer, un confort, des plaisirs simples partagés. Sa force est la constance, son piège l’inertie.',
    gemini:
      'Ce lien vit d’échanges : conversations, curiosité, découvertes, amis communs. Il a besoin de mouvement et de nouveauté pour rester vivant, et de légèreté pour respirer.',
    cancer:
      'Cette relation cherche à créer un refuge : un chez-soi, une famille au sens large, une sécurité affective où chacun peut se poser. Elle grandit par le soin que vous vous portez.',
    leo: 'Ce lien est fait pour rayonner et créer : il aime la fête, la générosité, les projets dont on est fier. Il a besoin d’être célébré, et de laisser à chacun sa part de lumière.',
    virgo:
      'Cette relation se construit dans les détails du quotidien : s’entraider, progresser, prendre soin l’un de l’autre par des gestes concrets. Sa tendresse est pratique, discrète et fiable.',
    libra:
      'Ce lien cherche l’harmonie et le partenariat véritable : décider à deux, partager le beau, trouver le juste équilibre. Il s’épanouit dans la douceur et souffre des conflits trop longtemps évités.',
    scorpio:
      'Cette relation existe pour aller en profondeur : intimité, vérité, transformation. Elle ne se contente pas de la surface, et les crises qu’elle traverse peuvent la rendre plus forte.',
    sagittarius:
      'Ce lien est une aventure : voyages, apprentissages, quête de sens, grands éclats de rire. Il a besoin d’horizon et de liberté, et vous fait grandir l’un par l’autre.',
    capricorn:
      'Cette relation est faite pour construire dans la durée : des projets, une place dans le monde, une solidité qui s’éprouve avec les années. Elle prend son temps et tient ses promesses.',
    aquarius:
      'Ce lien repose sur l’amitié et la liberté : deux individualités qui s’accordent sans se fondre, des idéaux partagés, une façon bien à vous d’être ensemble, à l’écart des modèles convenus.',
    pisces:
      'Cette relation vit de compassion et de rêve : elle relie deux sensibilités, inspire la création ou la spiritualité, et demande de garder un pied dans le réel pour ne pas s’y dissoudre.',
  },
  compositeMoon: {
    fire: 'L’enthousiasme vous nourrit : projets, sorties, rires et élans partagés. L’ennui est votre pire ennemi, alors gardez toujours une aventure au programme.',
    earth:
      'Ce qui vous nourrit, c’est une présence concrète : un cadre stable, des gestes fiables, du temps partagé. La sécurité vient des promesses du quotidien, tenues jour après jour.',
    air: 'Paroles et idées vous nourrissent : la relation a besoin de conversations, d’amis, de nouveauté. Un long silence vous pèse plus que la distance.',
    water:
      'L’intimité vous nourrit : confidences, tendresse, moments à l’écart du monde, et ce bonheur de se comprendre sans avoir à tout expliquer.',
  },
  compositeVenus: {
    fire: 'L’affection se montre avec panache : déclarations spontanées, surprises, compliments, et l’envie de célébrer l’autre au grand jour.',
    earth:
      'Vous montrez votre affection par des actes : un repas préparé, un service rendu, un cadeau choisi avec soin, une présence fidèle plutôt que de grands discours.',
    air: 'Les mots et la complicité portent votre tendresse : messages, humour, conversations qui se prolongent tard, sorties partagées avec des amis.',
    water:
      'Votre tendresse s’exprime en douceur et en profondeur : un regard, une attention aux humeurs de l’autre, des gestes de réconfort qui disent plus que les mots.',
  },

  guidance: {
    emotionalConnection: {
      easy: 'Entretenez votre complicité affective par des rituels simples : un dîner sans écrans, quelques minutes chaque soir pour vous raconter votre journée.',
      mixed:
        'Certaines émotions passent toutes seules, d’autres se heurtent : une fois par semaine, demandez-vous ce dont chacun a eu besoin et ce qui lui a manqué.',
      tense:
        'Vos besoins affectifs diffèrent : découvrez ce qui apaise l’autre (un geste, une parole, du calme) et convenez d’un signal pour dire « j’ai besoin d’un moment » sans froisser.',
      quiet:
        'Votre lien affectif reste à tisser : il naît des confidences, des habitudes partagées et de l’attention que vous portez aux humeurs de l’autre.',
    },
    communication: {
      easy: 'Le dialogue est fluide entre vous : profitez-en pour aborder aussi les sujets délicats, comme l’argent, la famille ou l’avenir, avant qu’ils ne deviennent pressants.',
      mixed:
        'Entre fluidité et malentendus, vos échanges oscillent : reformulez ce que l’autre vient de dire avant de répondre, et gardez les discussions importantes pour les moments calmes.',
      tense:
        'Vos styles de communication se heurtent : fixez un moment régulier pour les sujets sensibles, dites ce que vous ressentez plutôt que ce que l’autre a fait, et faites une pause dès que le ton monte.',
      quiet:
        'Le dialogue se construit entre vous : racontez-vous vos journées et posez des questions, même sur ce qui vous semble évident.',
    },
    attraction: {
      easy: 'L’étincelle vient toute seule : ne la laissez pas s’endormir dans l’habitude, et gardez des soirées rien qu’à vous, avec du jeu et de l’imprévu.',
      mixed:
        'Le désir a ses hauts et ses bas : parlez de ce qui vous plaît vraiment, et alternez les moments de tendresse et les moments plus audacieux.',
      tense:
        'L’attirance est vive mais heurtée : dites vos envies et vos limites sans attendre que l’autre devine, et acceptez que vos rythmes ne soient pas toujours les mêmes.',
      quiet:
        'L’attirance ne repose pas ici sur une étincelle évidente : elle naît de la complicité. Prévoyez des rendez-vous, des sorties nouvelles, des moments de séduction choisis ensemble.',
    },
    commitment: {
      easy: 'L’engagement vient assez naturellement entre vous : donnez-lui des projets concrets (un calendrier, un lieu, une épargne commune) pour qu’il continue de grandir.',
      mixed:
        'L’engagement se négocie entre vous : mettez par écrit vos attentes respectives (temps, argent, avenir) et revoyez-les de loin en loin, car rien ne va sans dire.',
      tense:
        'La question de l’engagement crée des tensions : avancez par petites étapes concrètes, partagez clairement les tâches et les responsabilités, et respectez le rythme de chacun.',
      quiet:
        'La forme de votre engagement vous appartient : parlez ouvertement de vos attentes et fixez-vous ensemble quelques objectifs simples.',
    },
  },

  outlook: {
    exceptional:
      'Sur la durée, vos thèmes offrent des bases rares : ce qui vous lie a de quoi traverser les années, à condition de continuer à le nourrir.',
    strong:
      'Sur le long terme, la relation dispose de solides appuis : les affinités l’emportent sur les frictions, et ces dernières peuvent même l’aider à mûrir.',
    good: 'À long terme, la relation a de bonnes ressources et quelques frottements à surmonter : sa solidité tient surtout à ce que vous construisez au quotidien.',
    mixed:
      'Dans la durée, la relation demande un vrai travail d’ajustement : ce qui est facile entre vous aide à traverser ce qui l’est moins, si vous en parlez régulièrement.',
    hard: 'Sur le long terme, la relation demande beaucoup d’efforts et de patience : les frictions sont nombreuses, mais un engagement lucide de part et d’autre peut en faire une véritable école de vie.',
  },
  advice: {
    emotionalConnection: {
      easy: 'Au fil des ans, protégez votre entente affective : ne la croyez jamais acquise, et continuez de vous confier vos états d’âme, surtout quand la vie s’accélère.',
      tense:
        'Avec les années, apprenez à connaître vos différences affectives : parlez de vos blessures anciennes, de ce qui vous rassure, et pardonnez vite les maladresses.',
    },
    communication: {
      easy: 'Cette aisance à vous comprendre est un capital : entretenez-la en continuant, année après année, à vous intéresser à ce que l’autre pense et désire.',
      tense:
        'Sur la durée, donnez-vous quelques règles de dialogue : ne jamais régler un conflit par message, reparler à froid de ce qui a blessé, savoir reconnaître ses torts.',
    },
    attraction: {
      easy: 'L’attirance qui vous lie est un cadeau : avec les années, continuez à vous séduire, à soigner vos rendez-vous et à garder une part de mystère.',
      tense:
        'Avec le temps, faites de la tension du désir une alliée plutôt qu’un champ de bataille : respectez les refus sans rancune, et réinventez régulièrement vos moments à deux.',
    },
    commitment: {
      easy: 'Ce que vous bâtissez ensemble tient bien : fixez-vous régulièrement un nouveau cap, et prenez le temps de fêter chaque étape franchie.',
      tense:
        'Pour durer, faites chaque année le point sur vos engagements : ce qui pèse s’allège quand il est partagé et dit à voix haute.',
    },
  },

  signsOnly:
    'Cette interprétation s’appuie sur les signes seuls : les degrés exacts, les orbes, les maisons et le thème composite demandent les données de naissance de chacun de vous.',
  noTime: (name) =>
    `Sans l’heure de naissance ${de(name)}, ni son Ascendant ni ses maisons ne peuvent être calculés : aucune planète n’y est donc placée.`,

  labels: {
    crossAspect: (p) => `${labelOf(p.pa, p.a)} ${ASPECT_NOUN[p.type]} ${labelOf(p.pb, p.b)} (${p.orb})`,
    signRelation: (p) =>
      `${labelOf(p.pa, p.a)} ${g.sign(p.signA, 'in')}, ${labelOf(p.pb, p.b)} ${g.sign(p.signB, 'in')} (${relationLabel(p.relation)})`,
    overlay: (p) => `${labelOf(p.point, p.owner)} dans la maison ${p.house} ${de(p.host)}`,
    composite: (p) => `${g.capitalize(pointName(p.point))} composite ${p.degree} ${g.sign(p.sign)}`,
  },

  compositeWord: /(?<![\p{L}])composites?(?![\p{L}])/iu,
};
