import type { PlanetTexts } from '../types';

/** Mars : l’élan, le courage, le désir. */
export const MARS: PlanetTexts = {
  general: {
    text: 'Mars régit l’élan, le courage et le désir. Il décrit la façon dont vous passez à l’action, poursuivez ce que vous voulez, vous affirmez et gérez la colère ou le conflit, ainsi que l’énergie et l’endurance que vous mettez face à un défi.',
    traits: ['Élan', 'Courage', 'Désir', 'Affirmation de soi', 'Énergie physique', 'Rapport au conflit'],
  },
  signs: {
    aries: {
      text: 'Mars gouverne le Bélier : votre élan est donc puissant, direct et prompt à s’enflammer. Vous avez tendance à agir sur un coup de tête et à vous épanouir dans la compétition et le défi. Votre courage peut ouvrir des portes auxquelles d’autres n’osent pas frapper, même si apprendre à doser vos forces peut vous aider à terminer ce que vous commencez avec tant d’audace.',
      traits: ['Élan fougueux', 'Audace', 'Esprit de compétition', 'Initiative', 'Impulsivité', 'Courage'],
    },
    taurus: {
      text: 'Votre énergie est régulière, patiente et endurante plutôt que rapide. Vous avez tendance à avancer à votre propre rythme et pouvez persévérer bien après que les autres ont abandonné. La colère vous vient lentement, mais quand on vous pousse à bout, votre riposte peut être redoutable, et vos désirs s’enracinent souvent dans le confort, la sécurité et les plaisirs du corps.',
      traits: ['Endurance', 'Persévérance', 'Effort régulier', 'Colère lente', 'Désir sensuel', 'Entêtement'],
    },
    gemini: {
      text: 'Votre élan est mental et agité, souvent canalisé par les mots, les idées et plusieurs projets à la fois. Vous avez tendance à vous affirmer par l’argumentation et l’esprit plutôt que par la force. La variété entretient votre énergie, même si la disperser dans trop de directions peut laisser certains projets inachevés.',
      traits: ['Énergie mentale', 'Joutes verbales', 'Multitâche', 'Agitation', 'Réflexes rapides', 'Adaptabilité'],
    },
    cancer: {
      text: 'Votre élan est lié à l’émotion et à la protection de ce que vous aimez. Vous avez tendance à agir de manière indirecte, en abordant le conflit de biais plutôt que de front, et il se peut que vous gardiez longtemps en vous les blessures. Mais quand votre famille ou votre foyer semble menacé, vous pouvez faire preuve d’une détermination surprenante et d’un courage farouche.',
      traits: [
        'Élan protecteur',
        'Motivation affective',
        'Action indirecte',
        'Ténacité',
        'Réflexe défensif',
        'Loyauté familiale',
      ],
    },
    leo: {
      text: 'Vous avez tendance à agir avec assurance, fierté et un certain sens du spectacle, en mettant tout votre cœur dans ce que vous entreprenez. La reconnaissance vous motive, et vous pouvez briller dans un rôle de chef de file quand vous croyez en une cause. Votre énergie est chaleureuse et généreuse, même si une fierté blessée peut déclencher un tempérament de feu.',
      traits: ['Action assurée', 'Leadership', 'Élan créatif', 'Fierté', 'Énergie généreuse', 'Tempérament de feu'],
    },
    virgo: {
      text: 'Votre énergie est précise et méthodique, et elle donne le meilleur d’elle-même quand elle vise un but utile. Vous avez tendance à améliorer les choses par un effort soigneux et une technique maîtrisée. Le conflit peut s’exprimer par la critique plutôt que par une colère ouverte, et canaliser votre élan dans un savoir-faire ou le service rendu peut être profondément satisfaisant.',
      traits: [
        'Effort méthodique',
        'Travail habile',
        'Efficacité',
        'Technique soignée',
        'Esprit critique',
        'Application',
      ],
    },
    libra: {
      text: 'Vous avez tendance à poursuivre vos objectifs par la coopération, le charme et la négociation plutôt que par la force. Le sens de la justice vous anime, et l’injustice peut vous pousser à agir plus vite que toute autre chose. La confrontation directe vous met peut-être mal à l’aise : exprimer clairement vos propres souhaits, plutôt que d’attendre que l’équilibre s’installe, peut vous donner de la force.',
      traits: [
        'Action diplomate',
        'Coopération',
        'Sens de la justice',
        'Charme',
        'Évitement du conflit',
        'Patience stratégique',
      ],
    },
    scorpio: {
      text: 'Votre élan est intense, concentré et d’une puissance discrète. Vous avez tendance à poursuivre ce que vous voulez avec stratégie et une détermination inébranlable, souvent en coulisses. Un affront vous est difficile à oublier, et votre résilience vous permet de vous reconstruire après les revers, parfois avec plus de force qu’avant.',
      traits: [
        'Concentration intense',
        'Détermination',
        'Stratégie',
        'Résilience',
        'Goût du secret',
        'Puissance émotionnelle',
      ],
    },
    sagittarius: {
      text: 'Votre énergie est aventureuse et enthousiaste, attirée par des objectifs qui ont du sens ou ouvrent de nouveaux horizons. Vous avez tendance à agir selon vos principes et à aimer le mouvement, les voyages et l’exploration. Votre élan peut s’embraser puis retomber vite, et rester relié à un but plus large vous aide à aller jusqu’au bout.',
      traits: [
        'Élan aventureux',
        'Enthousiasme',
        'Action de principe',
        'Énergie impatiente',
        'Goût du mouvement',
        'Franc-parler',
      ],
    },
    capricorn: {
      text: 'Mars est en exaltation en Capricorne, ce qui vous donne une énergie disciplinée, ambitieuse et stratégique. Vous avez tendance à poursuivre des objectifs à long terme pas à pas, avec une remarquable maîtrise de vous-même. Il se peut que vous transformiez la frustration en travail acharné, et votre patience vous permet d’atteindre des sommets que des efforts plus rapides et moins concentrés atteignent rarement.',
      traits: ['Discipline', 'Ambition', 'Maîtrise de soi', 'Effort stratégique', 'Endurance', 'Sens du travail'],
    },
    aquarius: {
      text: 'Votre élan est indépendant et souvent tourné vers les idées, les réformes ou les objectifs collectifs. Vous avez tendance à agir de façon peu conventionnelle et à résister quand on vous dit quoi faire. C’est peut-être pour des principes et des communautés que vous vous battez le plus, et votre énergie vient souvent par élans soudains d’inspiration plutôt que par routine régulière.',
      traits: [
        'Action indépendante',
        'Esprit rebelle',
        'Zèle réformateur',
        'Innovation',
        'Causes collectives',
        'Énergie irrégulière',
      ],
    },
    pisces: {
      text: 'Votre énergie est fluide et intuitive, et se dirige vers ce qui vous inspire ou vous émeut. Vous avez tendance à éviter la confrontation directe et il vous est peut-être plus facile d’agir pour les autres que pour vous-même. Les activités créatives, généreuses ou spirituelles peuvent canaliser votre élan, et des objectifs clairs vous aident à garder le cap.',
      traits: [
        'Action intuitive',
        'Élan compatissant',
        'Énergie créative',
        'Souplesse',
        'Colère indirecte',
        'Motivation changeante',
      ],
    },
  },
};
