import type { PlanetTexts } from '../types';

/** Vénus : l’amour, l’attirance, les valeurs, le plaisir. */
export const VENUS: PlanetTexts = {
  general: {
    text: 'Vénus régit l’amour, l’attirance et ce à quoi vous tenez. Elle décrit la façon dont vous donnez et recevez l’affection, ce que vous trouvez beau, la manière dont vous cherchez l’harmonie avec les autres et les plaisirs qui rendent la vie douce, y compris votre rapport au confort et aux choses que vous possédez.',
    traits: ['Amour', 'Attirance', 'Valeurs', 'Beauté', 'Harmonie', 'Plaisir'],
  },
  signs: {
    aries: {
      text: 'Vous avez tendance à aimer avec audace et spontanéité : le frisson de la conquête et l’étincelle d’une nouvelle rencontre vous attirent. Vous appréciez l’honnêteté et l’indépendance chez un partenaire, et l’impatience peut vous gagner si l’affection s’installe dans la routine. Votre style est direct : quand quelqu’un vous plaît, en général, il le sait.',
      traits: [
        'Affection audacieuse',
        'Spontanéité',
        'Conquête passionnée',
        'Attirance franche',
        'Indépendance',
        'Cœur impatient',
      ],
    },
    taurus: {
      text: 'Vénus est en domicile en Taureau, ce qui vous donne une manière d’aimer sensuelle, fidèle et stable. Vous montrez souvent votre affection par le toucher, la bonne chère et une présence sur laquelle on peut compter, et vous appréciez le confort et la qualité. Une fois l’engagement pris, votre dévouement est entier, même s’il vous arrive de garder une relation ou un bien plus longtemps qu’il ne vous fait du bien.',
      traits: ['Affection fidèle', 'Sensualité', 'Dévouement', 'Goût du confort', 'Stabilité', 'Possessivité'],
    },
    gemini: {
      text: 'C’est souvent l’esprit qui vous séduit d’abord, et un échange plein d’esprit peut être le chemin le plus sûr vers votre cœur. Vous aimez en général la variété, le jeu et la légèreté en amour. Garder les choses fraîches compte pour vous, et vous avez peut-être besoin d’un partenaire qui soit aussi un ami avec qui parler pendant des heures.',
      traits: ['Charme joueur', 'Attirance intellectuelle', 'Goût du flirt', 'Variété', 'Légèreté', 'Lien bavard'],
    },
    cancer: {
      text: 'Vous avez tendance à aimer avec tendresse et un instinct protecteur, en recherchant la sécurité affective et un sentiment d’appartenance. Prendre soin de l’autre est l’une de vos façons de montrer votre affection, et vous chérissez peut-être le foyer, la famille et les souvenirs partagés. Vous ouvrez souvent votre cœur lentement, mais une fois que c’est fait, votre attention est profonde et durable.',
      traits: [
        'Soins tendres',
        'Amour nourricier',
        'Sécurité affective',
        'Sentimentalité',
        'Instinct protecteur',
        'Confiance prudente',
      ],
    },
    leo: {
      text: 'Vous aimez avec générosité et de tout votre cœur, avec un sens du romanesque et des grands gestes. Vous attendez souvent en retour de l’admiration et de la loyauté, et l’amour qu’on vous témoigne fait ressortir le plus chaleureux de vous-même. L’amusement, la créativité et la fête font partie de votre façon d’exprimer votre affection, et votre dévouement envers ceux que vous aimez peut être farouche.',
      traits: ['Cœur généreux', 'Sens du romanesque', 'Chaleur', 'Besoin d’admiration', 'Loyauté', 'Esprit joueur'],
    },
    virgo: {
      text: 'Vous avez tendance à exprimer votre amour par une attention concrète, en remarquant ce dont l’autre a besoin et en y veillant discrètement. En amour, vous faites peut-être preuve de discernement, préférant la fiabilité et la sincérité à l’éclat. Votre affection grandit à travers de petits gestes attentionnés, et accepter l’imperfection, chez vous comme chez les autres, peut approfondir votre complicité.',
      traits: ['Dévouement concret', 'Discernement', 'Gestes attentionnés', 'Sincérité', 'Modestie', 'Œil critique'],
    },
    libra: {
      text: 'Vénus gouverne la Balance : vous avez donc une grâce naturelle dans les relations et un sens aigu de la beauté et de la justice. Vous accordez souvent de la valeur au couple, à la courtoisie et à l’harmonie, et l’art, le design et les cadres raffinés vous attirent peut-être. Concilier vos propres désirs avec l’envie de plaire aux autres est un thème de toute une vie.',
      traits: [
        'Grâce naturelle',
        'Sens du couple',
        'Sens esthétique',
        'Courtoisie',
        'Quête d’harmonie',
        'Désir de plaire',
      ],
    },
    scorpio: {
      text: 'Vous avez tendance à aimer intensément et de tout votre être, en recherchant la profondeur et la vérité émotionnelle plutôt qu’une romance légère. La confiance est tout pour vous, et une fois gagnée, votre loyauté peut aller jusqu’au bout. La passion et la transformation passent souvent par vos relations, et la jalousie peut surgir quand vous manquez d’assurance.',
      traits: [
        'Passion intense',
        'Loyauté profonde',
        'Profondeur émotionnelle',
        'Magnétisme',
        'Amour absolu',
        'Jalousie',
      ],
    },
    sagittarius: {
      text: 'Chez vous, l’amour s’épanouit dans l’ouverture, l’humour et l’aventure, et les personnes qui élargissent votre monde vous attirent. La liberté au sein du couple compte pour vous, et les découvertes partagées entretiennent souvent la flamme. Votre amour peut être généreux et idéaliste, et préférer l’honnêteté et l’évolution à une routine confortable.',
      traits: ['Amour aventureux', 'Ouverture', 'Besoin de liberté', 'Générosité', 'Idéalisme', 'Affection franche'],
    },
    capricorn: {
      text: 'Vous avez tendance à prendre l’amour au sérieux, en accordant de la valeur à l’engagement, à la loyauté et à un partenaire avec qui construire un avenir. Votre affection se montre peut-être davantage par la fiabilité et les efforts que par les mots. Vous vous ouvrez souvent lentement, et vos relations ont tendance à gagner en richesse et en chaleur avec le temps.',
      traits: [
        'Amour engagé',
        'Fiabilité',
        'Réserve',
        'Projets d’avenir',
        'Valeurs traditionnelles',
        'Chaleur durable',
      ],
    },
    aquarius: {
      text: 'En amour, vous accordez souvent de la valeur à l’amitié, à la liberté et à l’authenticité, et les personnes originales ou farouchement indépendantes vous attirent peut-être. Le lien commence souvent par des idées ou des causes partagées. Vous avez besoin d’espace pour être vous-même, et votre affection, même si elle peut sembler froide au début, est souvent remarquablement loyale et accueillante.',
      traits: [
        'L’amitié d’abord',
        'Goûts originaux',
        'Besoin d’espace',
        'Acceptation',
        'Complicité intellectuelle',
        'Réserve distante',
      ],
    },
    pisces: {
      text: 'Vénus est en exaltation en Poissons, ce qui vous donne une façon d’aimer tendre, romantique et pleine de compassion. Vous avez tendance à idéaliser les personnes qui vous sont chères et vous donnez peut-être de vous-même sans compter. La beauté, la musique et l’imagination nourrissent votre cœur, et des limites saines aident votre amour généreux à trouver un écho en retour.',
      traits: ['Idéalisme romantique', 'Compassion', 'Don de soi', 'Sens artistique', 'Empathie', 'Limites floues'],
    },
  },
};
