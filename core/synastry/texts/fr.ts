/**
 * The French words of advanced synastry (contract.ts), written in French by an astrologer, not
 * translated. The two people are « vous deux », « entre vous », « l’un… l’autre »; nothing
 * agrees with their gender (glossary-fr, section 1). Names are never declined: a point is
 * « la Vénus d’Alex », « le Mars de Sam », with « d’ » before a vowel or a mute h.
 */
import type { AspectType } from '../../astro/aspects';
import { pointName, femininePoint } from '../../coach/texts/fr/words';
import { elides, GRAMMAR_FR as g } from '../../i18n/grammar/fr';
import { type CompositePoint, SYNASTRY_POINTS, type SynastryPoint } from '../contacts';
import type { SignRelation, SynastryTexts } from './contract';

/** « d’Alex », « d’Hélène », « de Sam », « de 李 »: the name as typed, the preposition elided before a vowel or an h. */
const de = (name: string) => (elides(name) || /^h/iu.test(name) ? `d’${name}` : `de ${name}`);

/** « le Soleil », « la Vénus », « l’Uranus », « l’Ascendant »: the article a point takes before « de Sam ». */
const article = (p: SynastryPoint) => {
  const name = pointName(p);
  return elides(name) ? `l’${name}` : `${femininePoint(p) ? 'la' : 'le'} ${name}`;
};

/** « la Vénus d’Alex »: a point as a sentence names it, with its owner. */
const pointOf = (p: SynastryPoint, name: string) => `${article(p)} ${de(name)}`;
/** « Vénus d’Alex »: a point as a label names it, without article (glossary, section 3). */
const labelOf = (p: SynastryPoint, name: string) => `${pointName(p)} ${de(name)}`;

/** The verb phrase of each aspect in a sentence (glossary, section 5: « avec », never « à »). */
const ASPECT_VERB: Readonly<Record<AspectType, string>> = {
  conjunction: 'est en conjonction avec',
  opposition: 'est en opposition avec',
  trine: 'forme un trigone avec',
  square: 'forme un carré avec',
  sextile: 'forme un sextile avec',
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

/** The composite points with their article, and their plural (« vos deux Soleils », « vos deux Vénus »). */
const COMPOSITE: Readonly<Record<CompositePoint, { the: string; plural: string }>> = {
  sun: { the: 'le Soleil', plural: 'Soleils' },
  moon: { the: 'la Lune', plural: 'Lunes' },
  venus: { the: 'la Vénus', plural: 'Vénus' },
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
      'Vos deux thèmes se répondent avec une rare évidence : beaucoup de choses circulent entre vous sans effort, et même ce qui frotte a de quoi vous faire grandir ensemble.',
    strong:
      'Les liens entre vos thèmes sont nombreux et presque tous porteurs : vous avez de quoi vous comprendre, vous plaire et construire, avec juste assez de friction pour garder la relation vivante.',
    good: 'Vos thèmes offrent une base solide, faite d’affinités réelles et de quelques différences à apprivoiser : une relation qui gagne à être cultivée avec attention.',
    mixed:
      'Entre vous, l’élan et la friction se partagent la place : certaines choses vont de soi, d’autres demandent des mises au point régulières et de la bonne volonté des deux côtés.',
    hard: 'Vos thèmes se frottent plus qu’ils ne s’accordent : la relation demande de la patience et beaucoup de dialogue, mais ces contrastes peuvent aussi vous apprendre énormément.',
  },

  crossAspect: (p) =>
    `${g.capitalize(pointOf(p.pa, p.a))} ${ASPECT_VERB[p.type]} ${pointOf(p.pb, p.b)} (orbe de ${p.orb}).`,

  signRelation: (p) => {
    const a = g.capitalize(pointOf(p.pa, p.a));
    const b = pointOf(p.pb, p.b);
    if (p.relation === 'conjunction') {
      const both = femininePoint(p.pa) && femininePoint(p.pb) ? 'toutes deux' : 'tous deux';
      return `${a} et ${b} sont ${both} ${g.sign(p.signA, 'in')}.`;
    }
    const placed = `${a} ${g.sign(p.signA, 'in')} et ${b} ${g.sign(p.signB, 'in')}`;
    return p.relation === 'none'
      ? `${placed} ne forment aucun aspect classique.`
      : `${placed} occupent des signes en ${ASPECT_NOUN[p.relation]}.`;
  },

  contact: {
    'sun-sun': {
      blend:
        'Vos élans vitaux vont dans la même direction : vous vous reconnaissez d’emblée, avec le risque de vouloir briller au même endroit et de vous disputer la lumière.',
      easy: 'Vos façons d’être se complètent sans effort : chacun laisse l’autre exister pleinement, et vos projets de vie avancent côte à côte, portés par un respect mutuel qui se passe de discours.',
      tense:
        'Deux volontés, deux caps différents : vous vous stimulez autant que vous vous heurtez, et la relation vous apprend à faire de la place à l’autre sans vous effacer.',
    },
    'sun-moon': {
      blend:
        'Ce que l’un veut devenir rejoint ce dont l’autre a besoin : la direction et le climat s’accordent, et cette évidence donne souvent l’impression de se connaître depuis longtemps.',
      easy: 'La volonté de l’un et la sensibilité de l’autre s’accordent naturellement : vous vous soutenez sans calcul, et la vie commune trouve vite un rythme où chacun se sent chez soi.',
      tense:
        'Ce qui motive l’un froisse parfois ce dont l’autre a besoin : les malentendus naissent entre l’élan et l’humeur, et apprendre à lire le climat intérieur de l’autre peut tout changer.',
    },
    'sun-mercury': {
      blend:
        'Les idées de l’un trouvent un écho immédiat chez l’autre : vous réfléchissez volontiers à voix haute ensemble, et chacun apprend de l’autre à mettre des mots justes sur ses envies.',
      easy: 'Vos conversations vous donnent de l’élan : l’un sait dire les choses de façon que l’autre les entende, et les projets se précisent au fil de vos échanges.',
      tense:
        'Les mots de l’un peuvent piquer l’amour-propre de l’autre : un conseil sonne comme une critique, une remarque comme un défi. Choisir le moment et le ton évite bien des débats.',
    },
    'sun-venus': {
      blend:
        'Une affection spontanée circule entre vous : l’admiration va dans un sens, la douceur dans l’autre, et la tendresse se montre presque sans y penser.',
      easy: 'Vous aimez sincèrement la compagnie l’un de l’autre : le charme opère en douceur, les attentions viennent toutes seules, et sortir, se faire plaisir ou créer à deux devient un vrai bonheur.',
      tense:
        'L’attirance est là, mais les goûts et les attentes ne concordent pas toujours : l’un veut de la reconnaissance, l’autre de la douceur, et chacun gagne à dire ce qui lui fait vraiment plaisir.',
    },
    'sun-mars': {
      blend:
        'Vos énergies s’additionnent : l’un donne le cap, l’autre fonce, et l’attirance physique peut être vive. Reste à veiller à ce que l’émulation ne tourne pas au rapport de force.',
      easy: 'Le courage se partage : l’un inspire, l’autre passe à l’action, et ensemble vous osez ce que vous n’oseriez pas chacun de votre côté.',
      tense:
        'Les étincelles jaillissent vite, pour le meilleur comme pour les disputes : la volonté de l’un bute contre l’impatience de l’autre, et un projet commun aide à canaliser cette énergie.',
    },
    'sun-ascendant': {
      blend:
        'Comme une reconnaissance au premier regard : l’un retrouve dans l’allure de l’autre quelque chose de familier, et cette proximité encourage chacun à s’affirmer au grand jour.',
      easy: 'Vos façons de vous présenter au monde s’accordent : vous faites bonne impression ensemble, et l’un donne à l’autre l’assurance de prendre sa place.',
      tense:
        'La personnalité de l’un bouscule l’allure de l’autre : un face-à-face qui attire et agace tour à tour, et qui pousse chacun à mieux savoir qui il veut être aux yeux des autres.',
    },
    'moon-moon': {
      blend:
        'Vos besoins émotionnels se ressemblent : vous vous comprenez sans explication, dans les humeurs comme dans les habitudes, au risque de vous replier ensemble quand l’un va mal.',
      easy: 'Un confort affectif tranquille s’installe entre vous : vos rythmes, vos manies et vos façons de vous rassurer s’accordent, et le quotidien à deux a le goût d’un refuge.',
      tense:
        'Ce qui rassure l’un déstabilise parfois l’autre : vos besoins de sécurité diffèrent, et les humeurs se répondent mal. Mettre des mots sur ce qui apaise chacun aide beaucoup.',
    },
    'moon-mercury': {
      blend:
        'Les sentiments de l’un trouvent des mots chez l’autre : vous savez parler de ce que vous ressentez, et une simple conversation suffit souvent à dissiper une inquiétude.',
      easy: 'La tête et le cœur dialoguent bien entre vous : l’un écoute avec attention, l’autre se confie sans crainte, et les conversations du soir deviennent un vrai trait d’union.',
      tense:
        'La logique de l’un rencontre l’émotion de l’autre, et les deux ne parlent pas la même langue : une explication peut sonner froid. Écouter avant d’argumenter désamorce bien des tensions.',
    },
    'moon-venus': {
      blend:
        'La tendresse coule de source : l’un offre de la douceur, l’autre s’y sent en sécurité, et les petites attentions du quotidien deviennent votre façon de vous aimer.',
      easy: 'Une affection douce et rassurante vous relie : vous aimez prendre soin l’un de l’autre, partager un repas, un canapé, un moment simple, et l’harmonie vient sans effort.',
      tense:
        'Vous tenez l’un à l’autre sans l’exprimer de la même façon : l’un cherche la sécurité, l’autre le plaisir, et un geste attentionné rattrape souvent une attente déçue.',
    },
    'moon-mars': {
      blend:
        'Le désir de l’un réveille les émotions de l’autre : la relation est vive, protectrice, parfois à fleur de peau, et la passion peut vite basculer dans la susceptibilité.',
      easy: 'L’un protège, l’autre encourage : vos élans et vos émotions se soutiennent, et vous savez agir ensemble quand un proche ou le foyer a besoin de vous.',
      tense:
        'L’impulsivité de l’un heurte la sensibilité de l’autre : une remarque brusque blesse, une humeur agace, et le ton monte vite. Souffler un moment avant de répondre peut changer la donne.',
    },
    'moon-ascendant': {
      blend:
        'Auprès de l’autre, l’un de vous se sent tout de suite en confiance : il y a de la douceur dans vos premiers échanges, et chacun devine l’humeur de l’autre d’un simple regard.',
      easy: 'L’aisance vient vite : la sensibilité de l’un répond à la manière d’être de l’autre, et une chaleur familière, presque familiale, s’installe très tôt.',
      tense:
        'Les humeurs de l’un déteignent sur l’attitude de l’autre : on ne se comprend pas toujours du premier coup, et un peu de tact dans les réactions à chaud évite les froissements.',
    },
    'mercury-mercury': {
      blend:
        'Vous pensez sur la même longueur d’onde : les idées fusent, les phrases se terminent d’elles-mêmes, au risque de tourner en rond dans les mêmes raisonnements.',
      easy: 'Se parler est un plaisir : vous vous comprenez à demi-mot, vous apprenez l’un de l’autre, et les décisions pratiques se prennent sans heurts.',
      tense:
        'Vous ne raisonnez pas de la même façon, et les discussions peuvent vite tourner au débat. Ce frottement aiguise l’esprit, à condition d’écouter l’autre jusqu’au bout.',
    },
    'mercury-venus': {
      blend:
        'Les mots doux viennent facilement : vous savez vous dire ce que vous appréciez l’un chez l’autre, et vos échanges ont quelque chose de léger, de gracieux, de complice.',
      easy: 'Vous aimez parler ensemble de ce qui est beau, un film, une idée, un projet de décoration, et la gentillesse de vos échanges aide à désamorcer les tensions.',
      tense:
        'Ce que l’un dit n’est pas toujours ce que l’autre aimerait entendre : la franchise heurte la sensibilité, ou la politesse masque le fond. Un peu de délicatesse et de clarté rééquilibre les choses.',
    },
    'mercury-mars': {
      blend:
        'Vos échanges sont vifs et directs : les idées de l’un passent vite à l’action avec l’autre, mais le ton monte facilement, et une discussion peut tourner au duel.',
      easy: 'Penser et agir vont de pair entre vous : vous décidez vite, vous passez aux actes ensemble, et les projets concrets avancent à une allure réjouissante.',
      tense:
        'Les mots deviennent facilement des flèches : l’un argumente, l’autre s’emporte, et les désaccords s’enflamment. Convenir d’une pause avant que la discussion ne dégénère protège la relation.',
    },
    'mercury-ascendant': {
      blend:
        'Dès la rencontre, l’un sait exactement comment parler à l’autre : les échanges coulent de source, et cette parole aide l’autre à mieux se présenter au monde.',
      easy: 'La façon de penser de l’un met l’autre à l’aise : vous vous comprenez sans détour, et vos conversations ont la fluidité d’une vieille amitié.',
      tense:
        'Les remarques de l’un visent parfois l’image de l’autre, et un commentaire sur l’allure ou la manière d’être passe mal. L’humour et la bienveillance adoucissent beaucoup ces piques.',
    },
    'venus-venus': {
      blend:
        'Vous aimez les mêmes choses, et de la même manière : goûts, plaisirs, façon de montrer votre affection, tout se rejoint, avec le risque d’éviter ensemble les sujets qui fâchent.',
      easy: 'Vos goûts se complètent joliment : l’un fait découvrir à l’autre de nouveaux plaisirs, et votre histoire garde une douceur harmonieuse, facile à vivre au jour le jour.',
      tense:
        'Vous n’aimez pas de la même façon : ce qui fait plaisir à l’un laisse l’autre indifférent, et l’argent ou les goûts créent des frictions. Apprendre les préférences de l’autre devient un art.',
    },
    'venus-mars': {
      blend:
        'Le désir et la tendresse se rencontrent : l’attirance entre vous est forte, physique autant que romantique, et c’est souvent elle qui vous rapproche en premier.',
      easy: 'L’attirance circule avec naturel : l’un séduit, l’autre ose, et le jeu amoureux garde sa légèreté. Cette alchimie donne envie de se retrouver, longtemps après les débuts.',
      tense:
        'Une attirance magnétique, mêlée d’agacement : l’un veut conquérir, l’autre veut de la douceur, et les rythmes du désir ne coïncident pas toujours. Cette tension nourrit la passion tant qu’elle reste un jeu.',
    },
    'venus-ascendant': {
      blend:
        'Le charme opère au premier regard : l’attirance passe par les yeux, et l’admiration de l’un invite l’autre à s’aimer davantage et à s’épanouir.',
      easy: 'Vous vous plaisez sans effort : la douceur de l’un met en valeur la présence de l’autre, et vous formez un duo harmonieux, élégant, qui fait plaisir à voir.',
      tense:
        'L’un de vous apprécie l’autre, mais pas toujours pour les bonnes raisons : les attentes d’apparence ou de style créent de petites gênes, et la relation gagne à regarder au-delà.',
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
        'L’énergie de l’un frappe l’autre de plein fouet : il y a de l’attirance, de la stimulation, parfois de l’intimidation, et cette présence pousse l’autre à s’affirmer davantage.',
      easy: 'Entre vous, l’initiative est contagieuse : l’un pousse l’autre à oser, à bouger, à se lancer, et la vie à deux gagne en élan, loin de la routine.',
      tense:
        'L’élan de l’un peut sembler brusque à l’autre : une impatience ou une franchise qui heurte, des frictions vite allumées. Bien dosée, cette énergie aide pourtant chacun à sortir de sa réserve.',
    },
    'ascendant-ascendant': {
      blend:
        'Vous abordez la vie de la même manière : même allure, mêmes réflexes face au monde, et l’entourage vous voit facilement comme un duo assorti.',
      easy: 'Vos manières d’être s’accordent avec naturel : vous êtes à l’aise en présence l’un de l’autre, et vous formez aux yeux de tous un duo harmonieux.',
      tense:
        'Vos manières d’aborder le monde diffèrent nettement : l’un voit un raccourci là où l’autre voit un détour. Ces contrastes intriguent et agacent, et chacun apprend de l’autre une autre façon d’être.',
    },
    'jupiter-sun': {
      blend:
        'Une confiance profonde circule de l’un à l’autre : elle élargit les horizons, donne de l’audace et de la joie, avec parfois une tendance à tout voir en trop grand.',
      easy: 'La relation vous fait grandir : l’un encourage, l’autre rayonne, et la chance semble plus présente à deux. Voyages, études ou projets ambitieux y trouvent un terrain favorable.',
      tense:
        'La générosité est réelle, mais elle déborde parfois : promesses trop grandes, enthousiasme envahissant, conseils trop appuyés. Garder le sens de la mesure permet à cette confiance de porter vraiment.',
    },
    'jupiter-moon': {
      blend:
        'Une chaleur généreuse entoure vos émotions : l’un rassure et protège, l’autre se sent porté par cette bienveillance, et votre foyer respire l’abondance et l’optimisme.',
      easy: 'Vous vous faites du bien : l’un sait réconforter l’autre avec bon sens et humour, et la relation offre un climat confiant, où les soucis paraissent plus légers.',
      tense:
        'Trop d’attentions peuvent étouffer : l’un en fait beaucoup, l’autre aurait besoin d’autre chose, et les excès de table, de dépenses ou de promesses guettent. Demandez-vous ce qui fait vraiment du bien.',
    },
    'jupiter-mercury': {
      blend:
        'Vos conversations ouvrent des horizons : l’un apporte les détails, l’autre la vue d’ensemble, et vous aimez ensemble apprendre, débattre et imaginer des voyages.',
      easy: 'Vos échanges sont riches et encourageants : vous vous apprenez beaucoup, et l’optimisme de l’un aide l’autre à croire en ses idées et à les défendre.',
      tense:
        'Vous parlez beaucoup, mais pas toujours de la même chose : l’un s’attache aux faits, l’autre aux grands principes. Vérifier ensemble les détails évite les promesses mal comprises.',
    },
    'jupiter-venus': {
      blend:
        'L’affection entre vous est généreuse et joyeuse : cadeaux, sorties, éclats de rire, la relation aime le plaisir et la fête, quitte à oublier parfois les comptes.',
      easy: 'La bienveillance règne entre vous : vous aimez vous faire plaisir, chacun voit le meilleur chez l’autre, et les moments partagés ont un goût d’abondance.',
      tense:
        'Le goût du plaisir peut mener aux excès : dépenses, indulgence, attentes trop hautes sur ce que l’autre doit offrir. Profiter ensemble reste précieux, à condition de garder un œil sur les limites.',
    },
    'jupiter-mars': {
      blend:
        'Vos élans s’amplifient : à deux, vous osez les grands projets, les voyages, les défis sportifs, avec une confiance contagieuse à tenir à l’écart des paris trop risqués.',
      easy: 'L’enthousiasme de l’un donne de l’ampleur à l’énergie de l’autre : vous entreprenez avec foi et bonne humeur, et vos initiatives communes aboutissent souvent.',
      tense:
        'L’ardeur de l’un rencontre la démesure de l’autre : projets lancés trop vite, promesses imprudentes, impatience. Se fixer ensemble des étapes concrètes transforme cette fougue en réussite.',
    },
    'jupiter-ascendant': {
      blend:
        'L’un de vous agit sur l’autre comme un porte-bonheur : sa présence donne confiance, ouvre des portes et installe une bonne humeur qui se voit dès les premiers temps.',
      easy: 'Ensemble, vous vous mettez en valeur : l’un encourage l’autre à s’affirmer avec plus d’aisance, et votre duo inspire volontiers la sympathie autour de vous.',
      tense:
        'L’un peut vouloir en faire trop pour l’autre : conseils, protection, grands projets pour deux. Cette générosité reste un cadeau si elle laisse à chacun la liberté de suivre sa propre voie.',
    },
    'saturn-sun': {
      blend:
        'Un lien sérieux, qui pèse et qui tient : l’un structure, l’autre sent parfois le poids de ce regard, mais la relation a la solidité de ce qui se construit dans la durée.',
      easy: 'La relation a de la tenue : l’un apporte la stabilité et la constance, l’autre la vitalité, et vous bâtissez ensemble quelque chose qui résiste au temps.',
      tense:
        'Par prudence ou par exigence, l’un de vous peut freiner l’élan de l’autre : le lien pèse parfois, et il faut du temps pour que ce cadre devienne un appui plutôt qu’une limite.',
    },
    'saturn-moon': {
      blend:
        'La sécurité affective passe ici par l’engagement : l’un offre un cadre fiable, l’autre peut d’abord le vivre comme de la froideur. Avec le temps, cette fidélité devient souvent un refuge.',
      easy: 'Vous pouvez compter l’un sur l’autre : une loyauté tranquille rassure les émotions, et le lien gagne en profondeur à mesure que les années passent.',
      tense:
        'Quand l’un laisse parler ses émotions, l’autre se retient : ce qui se voulait protection se vit comme de la distance. Dire sa tendresse à voix haute, même maladroitement, réchauffe beaucoup ce lien.',
    },
    'saturn-mercury': {
      blend:
        'Vos échanges ont du poids : l’un réfléchit avant de parler, l’autre y gagne en rigueur, et les décisions prises ensemble sont mûrement pesées, parfois un peu trop.',
      easy: 'La conversation entre vous est sérieuse et constructive : vous savez planifier, organiser et tenir parole, et vos projets pratiques avancent sur des bases solides.',
      tense:
        'Les idées de l’un se heurtent au scepticisme de l’autre : critiques, silences, impression de parler dans le vide. Poser les questions avec patience évite que l’un ou l’autre se ferme.',
    },
    'saturn-venus': {
      blend:
        'L’amour se vit comme un engagement : fidèle, sérieux, parfois réservé dans ses élans. L’un apporte la constance, l’autre la douceur, et le lien se renforce avec le temps.',
      easy: 'Votre affection est loyale et patiente : vous aimez dans la durée, sans grands éclats, et les promesses échangées ont pour vous une vraie valeur.',
      tense:
        'La tendresse de l’un rencontre la réserve de l’autre : l’affection semble parfois rationnée, les plaisirs remis à plus tard. Des gestes concrets d’attachement réchauffent ce lien fait pour durer.',
    },
    'saturn-mars': {
      blend:
        'L’énergie de l’un est canalisée, parfois freinée, par la discipline de l’autre : ensemble, vous pouvez abattre un travail considérable, à condition de ne pas vous brider.',
      easy: 'L’élan et la méthode s’allient : l’un sait tenir la distance, l’autre fournit l’énergie, et vos efforts communs produisent des résultats durables.',
      tense:
        'Le frein et l’accélérateur en même temps : l’impatience de l’un bute sur la prudence de l’autre, et les frustrations s’accumulent. Répartir clairement qui décide de quoi évite l’usure.',
    },
    'saturn-ascendant': {
      blend:
        'Très tôt, l’un de vous prend l’autre au sérieux : le lien a quelque chose de grave et de protecteur, comme un engagement plus ancien que la rencontre.',
      easy: 'La présence de l’un rassure et structure l’autre : vous vous sentez à l’abri ensemble, et votre histoire s’installe pas à pas, sur des fondations solides.',
      tense:
        'Le regard de l’un peut paraître sévère à l’autre : la spontanéité se bride, l’assurance vacille. Avec du temps et de la douceur, cette exigence peut devenir un appui pour grandir.',
    },
    'uranus-sun': {
      blend:
        'La rencontre a l’effet d’un éclair : l’un réveille chez l’autre un besoin de liberté et d’authenticité, et la relation reste imprévisible, stimulante, rarement tranquille.',
      easy: 'Vous vous libérez mutuellement : l’un encourage l’autre à sortir des sentiers battus, et vous gardez ensemble une fraîcheur inventive, avec de l’espace pour chacun.',
      tense:
        'Changements de plan, besoin d’indépendance, ruptures de rythme : l’un bouscule l’autre, parfois sans prévenir. Cette instabilité électrise, et s’apaise quand chacun garde son propre espace.',
    },
    'uranus-moon': {
      blend:
        'Les émotions s’électrisent : l’un apporte l’inattendu dans la vie affective de l’autre, et le lien alterne moments de grande proximité et besoins soudains d’air.',
      easy: 'Pas de cage entre vous : peu de possessivité, beaucoup de surprises, et une façon originale de vivre le foyer et l’intimité, loin des schémas tout faits.',
      tense:
        'Le besoin de sécurité de l’un se heurte au besoin d’indépendance de l’autre : les humeurs changent vite, les absences inquiètent. Quelques rituels simples et fiables rassurent sans enfermer.',
    },
    'uranus-venus': {
      blend:
        'Une attirance soudaine, originale, qui bouscule les habitudes amoureuses de l’un comme de l’autre. Elle reste vivante tant que chacun garde sa part de liberté.',
      easy: 'L’amour prend entre vous des formes inventives : de l’amitié dans la tendresse, de la fantaisie dans le plaisir, et une belle liberté laissée à chacun.',
      tense:
        'L’attirance est électrique mais instable : le chaud et le froid, des élans soudains puis un besoin de distance. La relation tient mieux quand elle fait place à l’imprévu plutôt qu’à la possession.',
    },
    'neptune-sun': {
      blend:
        'L’un de vous idéalise l’autre, et l’autre inspire ce rêve : il y a de la magie et de la compassion dans ce lien, mais aussi le risque de ne plus voir la personne réelle.',
      easy: 'Il y a de l’inspiration dans votre tendresse : l’un comprend l’autre presque intuitivement, et vous nourrissez ensemble l’imagination, la spiritualité ou la création.',
      tense:
        'Les illusions guettent : l’un voit l’autre à travers un voile, d’où des attentes floues, des non-dits, des déceptions. Rester concret et dire clairement les choses protège la part de rêve.',
    },
    'neptune-moon': {
      blend:
        'Une sensibilité presque télépathique vous relie : vous ressentez les émotions de l’autre comme les vôtres, au risque de ne plus savoir à qui appartient telle ou telle humeur.',
      easy: 'Au-delà des mots, vous vous comprenez : une compassion douce enveloppe vos émotions, et vous trouvez ensemble un refuge rêveur, propice à la musique, à la mer ou au silence partagé.',
      tense:
        'Les émotions se brouillent facilement : l’un devine mal ce que ressent l’autre, les malentendus flottent et les non-dits s’installent. Vérifier plutôt que supposer dissipe le brouillard.',
    },
    'neptune-venus': {
      blend:
        'Un amour romantique, tendre, presque rêvé : l’un voit chez l’autre un idéal, et la relation a la douceur d’une chanson. Il reste à aimer aussi la personne telle qu’elle est.',
      easy: 'La tendresse entre vous a quelque chose de poétique : des gestes délicats, un goût commun pour la musique, l’art ou la rêverie, et une compassion qui adoucit les aspérités.',
      tense:
        'L’amour risque de s’habiller d’illusions : attentes idéalisées, sacrifices silencieux, déceptions qui surprennent. Garder les yeux ouverts sur la réalité de l’autre rend ce lien plus vrai, et pas moins tendre.',
    },
    'pluto-sun': {
      blend:
        'Un lien intense, qui transforme : l’un fascine, l’autre change en profondeur à son contact. La relation peut révéler le meilleur de chacun, à condition que personne ne cherche à dominer.',
      easy: 'Chacun puise chez l’autre une force tranquille : l’un aide l’autre à toucher ses ressources profondes, et ce lien devient un moteur de transformation, discret mais puissant.',
      tense:
        'Les rapports de force guettent : l’un veut influencer, l’autre résiste, et les crises éclatent autour du contrôle. Ce lien transforme vraiment quand chacun renonce à avoir le dernier mot.',
    },
    'pluto-moon': {
      blend:
        'Tout va très loin sur le plan affectif : l’un touche chez l’autre des zones intimes et anciennes, avec une intensité qui peut guérir comme devenir possessive.',
      easy: 'Vous partagez une intimité émotionnelle rare : l’un accompagne l’autre dans ses peurs, et les crises, quand elles viennent, renforcent le lien plutôt qu’elles ne l’abîment.',
      tense:
        'Jalousie et possessivité peuvent s’inviter : les émotions de l’un sont sondées, parfois surveillées, par l’autre. Cette intensité devient féconde quand la confiance remplace le contrôle.',
    },
    'pluto-venus': {
      blend:
        'Une attirance magnétique, presque obsédante : l’amour prend ici une dimension profonde, transformatrice, et demande beaucoup de confiance pour ne pas glisser vers la possession.',
      easy: 'L’amour vous transforme en douceur : le désir est profond, la loyauté aussi, et chacun peut montrer ses parts d’ombre sans craindre le rejet.',
      tense:
        'Passion et jalousie se mêlent : l’intensité du désir s’accompagne d’enjeux de pouvoir et de tests silencieux. Parler franchement de vos peurs désamorce ce qui pourrait devenir une emprise.',
    },
    'pluto-mars': {
      blend:
        'Une énergie brute circule entre vous : le désir est intense, la volonté aussi, et ensemble vous pouvez déplacer des montagnes, ou vous affronter sans merci.',
      easy: 'Vos forces se démultiplient : l’un donne l’impulsion, l’autre la profondeur, et vous menez à bien des projets exigeants avec une détermination impressionnante.',
      tense:
        'Les conflits risquent de tourner à la lutte de pouvoir : colère, rivalité, refus de céder. Ce lien demande de mettre cette force au service d’un but commun, jamais de chercher à écraser l’autre.',
    },
  },

  noAspect: (p) => {
    const a = pointOf(p.pa, p.a);
    const b = pointOf(p.pb, p.b);
    // The key pairs come one after the other: three wordings, turned by the pair, so that two in a row differ.
    const turn = (SYNASTRY_POINTS.indexOf(p.pa) + SYNASTRY_POINTS.indexOf(p.pb)) % 3;
    if (turn === 1) return `Aucun aspect n’unit ${a} et ${b} dans l’orbe admis.`;
    if (turn === 2) {
      const linked = femininePoint(p.pa) && femininePoint(p.pb) ? 'liées' : 'liés';
      return `${g.capitalize(a)} et ${b} ne sont ${linked} par aucun aspect dans l’orbe admis.`;
    }
    return `${g.capitalize(a)} et ${b} ne forment aucun aspect dans l’orbe admis.`;
  },
  unaspected:
    'Ce terrain reste donc libre entre vous : rien n’y est donné d’avance, et c’est à vous deux de l’occuper à votre manière, sans modèle tout fait.',

  overlay: (p) => `${g.capitalize(pointOf(p.point, p.owner))} se trouve dans la maison ${p.house} ${de(p.host)}.`,

  overlayMeaning: {
    1: 'Cette présence touche l’allure et la manière de s’affirmer de la personne qui l’accueille : elle se remarque au premier regard et peut changer l’image que celle-ci donne d’elle-même.',
    2: 'Le lien passe par l’argent, les biens et l’estime de soi : cette présence peut aider son hôte à reconnaître sa propre valeur, ou bousculer sa façon de gagner et de dépenser.',
    3: 'Tout passe ici par la parole et le quotidien : messages, conversations, courses et petits trajets à deux. Cette présence aiguise la curiosité de son hôte et donne envie d’échanger souvent.',
    4: 'Cette présence entre dans l’intimité du foyer et de la famille : elle peut offrir à la personne qui l’accueille un vrai sentiment de chez-soi, ou remuer de vieux souvenirs d’enfance.',
    5: 'Ici se joue le plaisir : séduction, jeu, sorties, créativité. Cette présence réveille chez son hôte l’envie de s’amuser, de flirter et de se montrer sous son jour le plus vivant.',
    6: 'Le lien s’installe dans le quotidien, les habitudes, le travail de tous les jours et la santé : cette présence aide à s’organiser et à prendre soin de soi, ou bouscule des routines bien rodées.',
    7: 'Cette présence touche directement le besoin de couple et d’engagement : la personne qui l’accueille peut y reconnaître le partenaire qu’elle attend, ou un miroir qui lui apprend beaucoup sur elle-même.',
    8: 'Le lien descend en profondeur : intimité, confiance, désir, mais aussi argent et biens mis en commun. Cette présence peut transformer son hôte, à condition que la confiance soit là.',
    9: 'Cette présence ouvre l’horizon : voyages, études, convictions, grandes questions. Elle peut élargir la vision du monde de la personne qui l’accueille, ou bousculer ses certitudes.',
    10: 'Le lien touche la carrière et la place dans la société : cette présence peut encourager les ambitions de son hôte, l’exposer davantage au regard des autres ou peser sur ses choix professionnels.',
    11: 'Cette présence rejoint les amitiés, les groupes et les projets d’avenir : une vraie complicité peut naître ici, et les espoirs de la personne qui l’accueille prennent plus de consistance.',
    12: 'Le lien touche la vie intérieure, ce qui reste caché ou se vit en silence. Cette présence peut apaiser son hôte comme le troubler, et réveiller des émotions gardées d’ordinaire pour soi.',
  },

  composite: (p) =>
    `${g.capitalize(COMPOSITE[p.point].the)} composite, point médian de vos deux ${COMPOSITE[p.point].plural}, se trouve à ${p.degree} ${g.sign(p.sign, 'of')}.`,

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
      'Ce lien repose sur l’amitié et la liberté : deux individualités qui s’accordent sans se fondre, des idéaux partagés, une façon bien à vous d’être ensemble, loin des modèles tout faits.',
    pisces:
      'Cette relation vit de compassion et de rêve : elle relie deux sensibilités, inspire la création ou la spiritualité, et demande de garder un pied dans le réel pour ne pas s’y dissoudre.',
  },
  compositeMoon: {
    fire: 'La relation se nourrit d’enthousiasme : projets, sorties, rires et élans partagés. L’ennui est son pire ennemi, alors gardez toujours une aventure au programme.',
    earth:
      'La relation se nourrit de présence concrète : des repas partagés, un cadre stable, des gestes fiables. Elle se sent en sécurité quand les promesses du quotidien sont tenues.',
    air: 'La relation se nourrit de paroles et d’idées : elle a besoin de conversations, d’amis, de nouveauté. Un long silence l’affame davantage que la distance.',
    water:
      'La relation se nourrit d’intimité : confidences, tendresse, moments rien qu’à vous. Elle a besoin de se sentir comprise sans avoir à tout expliquer.',
  },
  compositeVenus: {
    fire: 'Entre vous, l’affection se montre avec panache : déclarations spontanées, surprises, compliments, et l’envie de célébrer l’autre au grand jour.',
    earth:
      'Vous montrez votre affection par des actes : un repas préparé, un service rendu, un cadeau choisi avec soin, une présence fidèle plutôt que de grands discours.',
    air: 'L’affection passe par les mots et la complicité : messages, humour, conversations qui se prolongent tard, sorties partagées avec des amis.',
    water:
      'Votre tendresse s’exprime en douceur et en profondeur : un regard, une attention aux humeurs de l’autre, des gestes de réconfort qui disent plus que les mots.',
  },

  guidance: {
    emotionalConnection: {
      easy: 'Votre lien affectif est un point fort : entretenez-le par des rituels simples, un repas sans écrans, un moment chaque soir pour vous raconter votre journée.',
      mixed:
        'Certaines émotions passent toutes seules, d’autres se heurtent : une fois par semaine, demandez-vous ce dont chacun a eu besoin et ce qui lui a manqué.',
      tense:
        'Vos besoins affectifs diffèrent : apprenez ce qui apaise l’autre, un geste, une parole, du calme, et convenez d’un signal pour dire « j’ai besoin d’un moment » sans froisser.',
      quiet:
        'Aucun lien affectif tout fait ici : il se tisse avec le temps, par des confidences, des habitudes partagées et l’attention que vous portez aux humeurs de l’autre.',
    },
    communication: {
      easy: 'Vous vous parlez facilement : profitez-en pour aborder aussi les sujets délicats, l’argent, la famille, les projets, pendant que la conversation est fluide.',
      mixed:
        'Vos échanges alternent fluidité et malentendus : reformulez ce que l’autre vient de dire avant de répondre, et gardez les discussions importantes pour les moments calmes.',
      tense:
        'Vos façons de parler se heurtent : fixez un moment régulier pour les sujets sensibles, dites ce que vous ressentez plutôt que ce que l’autre a fait, et faites une pause dès que le ton monte.',
      quiet:
        'Le dialogue n’est pas donné d’avance entre vous, il se construit : racontez-vous vos journées et posez des questions, même sur ce qui vous semble évident.',
    },
    attraction: {
      easy: 'L’attirance circule naturellement : ne la laissez pas s’endormir dans l’habitude, et gardez des soirées rien qu’à vous, des surprises, du jeu.',
      mixed:
        'Le désir a ses hauts et ses bas : parlez de ce qui vous plaît vraiment, et alternez les moments de tendresse et les moments plus audacieux.',
      tense:
        'L’attirance est vive mais heurtée : dites vos envies et vos limites sans attendre que l’autre devine, et acceptez que vos rythmes ne soient pas toujours les mêmes.',
      quiet:
        'L’attirance ne repose pas ici sur une étincelle évidente : elle naît de la complicité. Prévoyez des rendez-vous, des sorties nouvelles, des moments de séduction choisis ensemble.',
    },
    commitment: {
      easy: 'Vous savez construire dans la durée : donnez à ce lien des projets concrets, un calendrier, un lieu, une épargne commune, pour qu’il continue de grandir.',
      mixed:
        'L’engagement se négocie entre vous : mettez par écrit ce que chacun attend en temps, en argent et pour l’avenir, et revoyez ces accords de temps en temps plutôt que de les supposer.',
      tense:
        'La question de l’engagement crée des tensions : avancez par petites étapes concrètes, partagez clairement les tâches et les responsabilités, et respectez le rythme de chacun.',
      quiet:
        'Rien ne dit d’avance comment vous vous engagerez, c’est à vous d’en décider : parlez ouvertement de vos attentes et fixez-vous ensemble quelques engagements simples.',
    },
  },

  outlook: {
    exceptional:
      'Sur la durée, vos thèmes offrent des bases rares : ce qui vous lie a de quoi traverser les années, à condition de continuer à le nourrir plutôt que de le croire acquis.',
    strong:
      'Sur le long terme, la relation dispose de solides appuis : les affinités l’emportent sur les frictions, et ces dernières peuvent même l’aider à mûrir.',
    good: 'À long terme, la relation a de bonnes ressources et quelques zones de friction à apprivoiser : sa solidité tient surtout à ce que vous construisez au quotidien.',
    mixed:
      'Dans la durée, la relation demande un vrai travail d’ajustement : ce qui est facile entre vous aide à traverser ce qui l’est moins, si vous en parlez régulièrement.',
    hard: 'Sur le long terme, la relation demande beaucoup d’efforts et de patience : les frictions sont nombreuses, mais un engagement lucide des deux côtés peut en faire une véritable école de vie.',
  },
  advice: {
    emotionalConnection: {
      easy: 'Votre entente affective est précieuse : ne la croyez pas acquise, et continuez de vous dire ce que vous ressentez, surtout dans les périodes chargées.',
      tense:
        'Au fil des années, apprenez le langage affectif de l’autre : repérez ce qui apaise chacun de vous, revenez-y dans les moments difficiles, et pardonnez vite les maladresses.',
    },
    communication: {
      easy: 'Vous vous comprenez facilement : gardez ce fil vivant en continuant, même après des années, à vous interroger sur ce que l’autre pense et désire.',
      tense:
        'Sur la durée, instaurez des rendez-vous de parole : un moment régulier pour faire le point, avec une règle simple, écouter jusqu’au bout avant de répondre.',
    },
    attraction: {
      easy: 'L’attirance entre vous est un cadeau : entretenez-la en vous surprenant, en soignant vos rendez-vous et en gardant une part de mystère, même après des années.',
      tense:
        'Avec le temps, faites de cette tension un jeu plutôt qu’un combat : parlez franchement de vos désirs, respectez les refus, et réinventez régulièrement vos moments à deux.',
    },
    commitment: {
      easy: 'Votre capacité à construire ensemble est solide : donnez-lui des projets à sa mesure, et prenez le temps de fêter chaque étape franchie.',
      tense:
        'Pour durer, répartissez clairement les responsabilités et revoyez vos engagements chaque année : ce qui pèse s’allège quand il est partagé et dit à voix haute.',
    },
  },

  signsOnly:
    'Faute de connaître les deux dates de naissance, cette interprétation s’en tient aux signes : les degrés exacts, les orbes, les maisons et le thème composite demandent les deux.',
  noTime: (name) =>
    `Sans l’heure de naissance ${de(name)}, ni son Ascendant ni ses maisons ne peuvent être calculés : l’interprétation n’y place donc aucune planète.`,

  labels: {
    crossAspect: (p) => `${labelOf(p.pa, p.a)} ${ASPECT_NOUN[p.type]} ${labelOf(p.pb, p.b)} (${p.orb})`,
    signRelation: (p) =>
      `${labelOf(p.pa, p.a)} ${g.sign(p.signA, 'in')}, ${labelOf(p.pb, p.b)} ${g.sign(p.signB, 'in')} (${relationLabel(p.relation)})`,
    overlay: (p) => `${labelOf(p.point, p.owner)} dans la maison ${p.house} ${de(p.host)}`,
    composite: (p) => `${g.capitalize(pointName(p.point))} composite ${p.degree} ${g.sign(p.sign)}`,
  },

  compositeWord: /(?<![\p{L}])composites?(?![\p{L}])/iu,
};
