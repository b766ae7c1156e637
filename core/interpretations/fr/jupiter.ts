import type { PlanetTexts } from '../types';

/** Jupiter : la croissance, l’optimisme, la quête de sens. */
export const JUPITER: PlanetTexts = {
  general: {
    text: 'Jupiter régit la croissance, l’optimisme et la quête de sens. Il décrit où vous trouvez les occasions favorables et la générosité, comment vous cherchez la sagesse et la foi, et les façons dont vous élargissez vos horizons par l’apprentissage, les voyages et les convictions.',
    traits: ['Croissance', 'Optimisme', 'Sagesse', 'Générosité', 'Opportunités', 'Expansion'],
  },
  signs: {
    aries: {
      text: 'La croissance vous vient par le courage et les nouveaux départs, souvent quand vous prenez les devants ou suivez une intuition audacieuse. Votre optimisme est énergique et contagieux, et vous aidez peut-être les autres à croire en eux. Laisser à vos entreprises le temps de mûrir, plutôt que de foncer vers la suivante, tend à multiplier ce qu’elles vous rapportent.',
      traits: [
        'Foi audacieuse',
        'Esprit pionnier',
        'Leadership',
        'Confiance en soi',
        'Optimisme énergique',
        'Précipitation',
      ],
    },
    taurus: {
      text: 'L’abondance a tendance à venir à vous de façon régulière plutôt que soudaine, comme la récompense d’un effort constant. Vous trouvez du sens dans la nature, le confort et les dons tangibles de la vie, et votre générosité coule le plus librement quand vous vous sentez en sécurité. La principale mise en garde : un penchant pour davantage de bonnes choses que ce dont vous avez vraiment besoin.',
      traits: [
        'Croissance régulière',
        'Sagesse pratique',
        'Gratitude',
        'Générosité sereine',
        'Constance',
        'Excès de plaisirs',
      ],
    },
    gemini: {
      text: 'La curiosité est votre porte-bonheur, et les occasions arrivent souvent par une conversation, l’écriture, l’enseignement ou une rencontre fortuite. Vous collectionnez peut-être sans effort les amis, les connaissances et les centres d’intérêt. Votre croissance passe par la profondeur autant que par l’étendue, car rassembler l’information ne vous coûte rien, alors que la distiller en sagesse demande une attention patiente.',
      traits: [
        'Esprit curieux',
        'Art du réseau',
        'Talents variés',
        'Goût d’apprendre',
        'Communication',
        'Trop-plein d’informations',
      ],
    },
    cancer: {
      text: 'Jupiter est en exaltation en Cancer, ce qui élargit votre capacité à prendre soin et votre générosité affective. C’est dans la famille, le foyer et les liens qui vous nourrissent que vous avez tendance à grandir le plus. Votre bienveillance peut offrir aux autres un sentiment d’appartenance, et faire confiance à votre ressenti vous guide souvent vers ce qui est bon pour vous.',
      traits: [
        'Générosité affective',
        'Sollicitude',
        'Liens familiaux',
        'Empathie',
        'Foi intuitive',
        'Instinct protecteur',
      ],
    },
    leo: {
      text: 'Quand vous êtes pleinement vous-même, la chance semble suivre. La créativité, la scène et un leadership généreux sont vos chemins naturels vers la croissance, et votre enthousiasme chaleureux peut porter toute une assemblée. Le goût des grands gestes fait partie de votre charme, même si savoir quand s’arrêter permet de le faire durer.',
      traits: [
        'Abondance créative',
        'Leadership généreux',
        'Assurance chaleureuse',
        'Enthousiasme',
        'Grand cœur',
        'Extravagance',
      ],
    },
    virgo: {
      text: 'Vous avez tendance à grandir par le savoir-faire, le service et l’amélioration patiente de tout ce que vous touchez. Les occasions découlent souvent de la maîtrise de votre métier et d’une utilité bien réelle. Pour vous, le sens se loge dans les détails bien faits, et prendre du recul de temps en temps pour voir l’ensemble empêche le perfectionnisme de rétrécir votre chemin.',
      traits: [
        'Sens du service',
        'Savoir-faire',
        'Amélioration concrète',
        'Application',
        'Discernement',
        'Perfectionnisme',
      ],
    },
    libra: {
      text: 'Les autres sont souvent votre porte d’accès aux occasions favorables, et les partenariats, les collaborations et l’aisance sociale ont tendance à vous porter chance. Vous trouvez peut-être un sens profond dans la justice, l’art et les relations équitables. Votre générosité se voit dans la façon dont vous aidez les autres à trouver un terrain d’entente, même si vous engager pour un seul choix peut prendre plus de temps que vous ne le voudriez.',
      traits: ['Équité', 'Croissance à deux', 'Aisance sociale', 'Diplomatie', 'Goût des arts', 'Indécision'],
    },
    scorpio: {
      text: 'Votre croissance passe par la profondeur plutôt que par l’étendue : la recherche, les projets communs et le courage d’affronter des vérités difficiles. Les expériences intenses peuvent mettre votre foi à l’épreuve et la rendre plus solide. Vous comprenez souvent les motivations des gens avec une clarté rare, et mettre ce regard au service des autres avec générosité en fait une véritable sagesse.',
      traits: [
        'Regard profond',
        'Croissance transformatrice',
        'Recherche',
        'Ingéniosité',
        'Intensité',
        'Courage émotionnel',
      ],
    },
    sagittarius: {
      text: 'Jupiter gouverne le Sagittaire : votre optimisme, votre amour de la liberté et votre soif de sens s’en trouvent amplifiés. Les voyages, la philosophie, les études et la rencontre d’autres cultures ont tendance à ouvrir votre monde. Votre humour et votre générosité peuvent être contagieux, même si votre enthousiasme promet parfois plus que le temps ne le permet.',
      traits: [
        'Optimisme sans bornes',
        'Amour des voyages',
        'Regard philosophique',
        'Générosité',
        'Humour',
        'Promesses excessives',
      ],
    },
    capricorn: {
      text: 'Pour vous, la chance se construit en général plus qu’elle ne se trouve. La responsabilité, la discipline et l’effort patient ont tendance à apporter des récompenses solides et durables, et vous trouvez peut-être du sens dans la réussite et la tradition. Vous autoriser à croire que la vie peut aussi être généreuse vous aide à profiter de ce que vous avez bâti avec tant d’efforts.',
      traits: [
        'Croissance disciplinée',
        'Fiabilité',
        'Objectifs réalistes',
        'Longue patience',
        'Respect des traditions',
        'Prudence',
      ],
    },
    aquarius: {
      text: 'Vous avez tendance à prospérer grâce à des idées qui servent la collectivité et à des amis qui partagent votre vision. Les occasions peuvent arriver par des chemins peu conventionnels, des réseaux ou des technologies nouvelles. Le progrès et l’équité donnent du sens à votre vie, et votre ouverture d’esprit accueille des personnes et des idées que d’autres pourraient écarter.',
      traits: [
        'Vision progressiste',
        'Humanisme',
        'Ouverture d’esprit',
        'Innovation',
        'Esprit collectif',
        'Détachement',
      ],
    },
    pisces: {
      text: 'C’est dans la compassion et l’imagination que vit votre foi. Vous trouvez peut-être du sens dans la contemplation silencieuse, le travail créatif ou l’aide aux personnes en difficulté, et la générosité vous vient souvent si facilement qu’elle a besoin de douces limites. Faire confiance à votre intuition peut vous mener vers des occasions que la seule logique laisserait passer.',
      traits: ['Foi compatissante', 'Croissance spirituelle', 'Imagination', 'Bonté', 'Intuition', 'Don excessif'],
    },
  },
};
