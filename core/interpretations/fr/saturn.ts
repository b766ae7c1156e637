import type { PlanetTexts } from '../types';

/** Saturne : la structure, la responsabilité, le temps. */
export const SATURN: PlanetTexts = {
  general: {
    text: 'Saturne régit la structure, la responsabilité et le temps. Il décrit où vous rencontrez vos limites et apprenez la discipline, ce que vous prenez au sérieux et ce que vous craignez, et comment la patience et la persévérance vous aident à bâtir quelque chose de durable au fil de votre maturité.',
    traits: ['Discipline', 'Responsabilité', 'Structure', 'Limites', 'Maturité', 'Persévérance'],
  },
  signs: {
    aries: {
      text: 'Agir de votre propre initiative vous a peut-être semblé risqué autrefois, et une partie de votre chemin consiste à apprendre à vous affirmer avec patience. Avec le temps, votre courage a tendance à devenir réfléchi plutôt qu’imprudent. La frustration peut être une enseignante ici, et la détermination tranquille que vous développez vous permet de mener sans avoir besoin de vous précipiter.',
      traits: [
        'Courage tempéré',
        'Autonomie',
        'Impulsions maîtrisées',
        'Détermination tranquille',
        'Frustration',
        'Action réfléchie',
      ],
    },
    taurus: {
      text: 'La sécurité et l’estime de soi sont vos grandes enseignantes. Il se peut que vous travailliez dur pour bâtir une stabilité et que le malaise vous gagne dès qu’elle semble menacée. La patience vous apporte une sagesse pratique durable, et découvrir que votre valeur ne se mesure pas à ce que vous possédez peut vous procurer une sérénité profonde et bienvenue.',
      traits: ['Prudence matérielle', 'Patience', 'Endurance', 'Ingéniosité', 'Estime de soi', 'Construction patiente'],
    },
    gemini: {
      text: 'Très tôt, vous avez peut-être douté de votre intelligence ou hésité à prendre la parole. Avec le temps, cette prudence devient souvent un esprit sérieux et attentif, et un don pour l’expression précise. Vous accordez de la valeur à l’exactitude et prenez les idées à cœur, des qualités précieuses pour enseigner, relire ou écrire.',
      traits: [
        'Esprit sérieux',
        'Parole soignée',
        'Discipline mentale',
        'Exactitude',
        'Doute de soi',
        'Talent pédagogique',
      ],
    },
    cancer: {
      text: 'Très jeune, vous avez peut-être porté la responsabilité des autres, ou il vous a été difficile de laisser voir votre vulnérabilité. Bâtir en vous un socle solide et protecteur tend à être l’œuvre de votre vie. Apprendre à recevoir de l’attention autant qu’à en donner apporte maturité et chaleur à vos liens les plus proches.',
      traits: [
        'Réserve émotionnelle',
        'Devoir familial',
        'Force protectrice',
        'Socle intérieur',
        'Méfiance',
        'Attention mûrie',
      ],
    },
    leo: {
      text: 'Briller peut vous sembler risqué, peut-être parce que votre valeur est autrefois passée inaperçue ou que vous avez craint le jugement. Avec de l’effort, vous développez souvent une créativité authentique et digne. La confiance gagnée lentement est souvent plus durable que les applaudissements faciles, et elle peut faire de vous une figure d’autorité responsable et généreuse.',
      traits: [
        'Confiance méritée',
        'Dignité',
        'Discipline créative',
        'Peur du jugement',
        'Fierté authentique',
        'Leadership responsable',
      ],
    },
    virgo: {
      text: 'Le travail, la routine et la compétence sont les domaines où Saturne vous demande le plus. Vous vous fixez peut-être des exigences élevées et vous inquiétez de réussir chaque détail. Avec le temps, votre savoir-faire et votre fiabilité ont tendance à devenir remarquables, et accepter que « assez bien » suffise parfois peut alléger la pression que vous vous imposez.',
      traits: ['Exigence élevée', 'Compétence', 'Fiabilité', 'Habitudes ordonnées', 'Inquiétude', 'Maîtrise du métier'],
    },
    libra: {
      text: 'Saturne est en exaltation en Balance, ce qui fait de l’équité, de l’engagement et du partenariat vos leçons centrales. Il se peut que vous preniez les relations très au sérieux, en accordant plus de valeur à la loyauté et à l’équilibre qu’à une attirance passagère. Un sens aigu de la justice tend à se développer avec l’âge, et vos liens s’approfondissent souvent à mesure que vous apprenez à honorer à la fois vos engagements et vos propres besoins.',
      traits: [
        'Engagement durable',
        'Sens de la justice',
        'Relations équitables',
        'Fidélité',
        'Liens sérieux',
        'Jugement équilibré',
      ],
    },
    scorpio: {
      text: 'La confiance, l’intimité et le contrôle sont les thèmes qui vous mettent à l’épreuve. Il se peut que vous gardiez votre vulnérabilité sous bonne garde et traversiez des expériences intenses qui demandent de la résilience. Il en ressort souvent une force intérieure et une maîtrise de soi remarquables, et les autres en viennent parfois à compter sur votre stabilité quand survient une crise.',
      traits: [
        'Maîtrise de soi',
        'Résilience',
        'Profondeur émotionnelle',
        'Confiance prudente',
        'Besoin de contrôle',
        'Force dans la crise',
      ],
    },
    sagittarius: {
      text: 'Il se peut que vous remettiez en question les croyances héritées ou que vous preniez la philosophie très au sérieux, en refusant les réponses faciles sur le sens de la vie. Avec le temps, vous avez tendance à bâtir une vision du monde ancrée et éprouvée. Votre sagesse a du poids parce qu’elle est le fruit de l’expérience, et la liberté devient quelque chose que vous apprenez à exercer de manière responsable.',
      traits: [
        'Convictions ancrées',
        'Sagesse acquise',
        'Études sérieuses',
        'Remise en question',
        'Liberté responsable',
        'Intégrité morale',
      ],
    },
    capricorn: {
      text: 'Saturne gouverne le Capricorne : votre sens du devoir, votre ambition et votre autodiscipline sont donc puissants. Vous avez tendance à prendre les responsabilités au sérieux et à travailler patiemment vers des objectifs à long terme. La réussite compte profondément pour vous, et penser à vous reposer et à profiter de l’ascension empêche votre élan de devenir un fardeau.',
      traits: ['Sens du devoir', 'Ambition', 'Autodiscipline', 'Objectifs lointains', 'Autorité', 'Surmenage'],
    },
    aquarius: {
      text: 'Les idées, les groupes et le changement social sont les terrains où vous exercez votre discipline. Vous avez tendance à penser de façon méthodique et ressentez peut-être une responsabilité sérieuse envers votre communauté. Avec le temps, vous pouvez bâtir des structures utiles à beaucoup, même si concilier votre individualité avec le désir d’appartenance peut rester une leçon permanente.',
      traits: [
        'Pensée méthodique',
        'Responsabilité sociale',
        'Indépendance de principe',
        'Innovation structurée',
        'Détachement',
        'Loyauté au groupe',
      ],
    },
    pisces: {
      text: 'Les limites, la foi et la compassion sont vos leçons. Il se peut que vous ressentiez vivement la douleur des autres et que vous ayez du mal à vous protéger quand tout devient trop. En mûrissant, vous avez tendance à donner forme à votre intuition et à votre créativité, et une pratique spirituelle ou créative discrète peut devenir une vraie source de force.',
      traits: [
        'Devoir de compassion',
        'Apprendre les limites',
        'Imagination structurée',
        'Discipline spirituelle',
        'Sensibilité',
        'Foi discrète',
      ],
    },
  },
};
