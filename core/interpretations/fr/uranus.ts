import type { PlanetTexts } from '../types';

/** Uranus : le changement, l’originalité, la liberté. */
export const URANUS: PlanetTexts = {
  general: {
    text: 'Uranus régit le changement, l’originalité et la liberté. Il décrit où vous rompez avec les conventions, recherchez l’indépendance et rencontrez des éclairs de lucidité ou des bouleversements. Comme il se déplace lentement, son signe reflète souvent l’esprit de toute une génération autant qu’un trait personnel.',
    traits: ['Originalité', 'Liberté', 'Innovation', 'Changement soudain', 'Rébellion', 'Éclairs de lucidité'],
  },
  signs: {
    aries: {
      text: 'Votre génération est avide d’indépendance, et vous ressentez peut-être un fort besoin d’ouvrir de nouvelles voies. Votre originalité a tendance à se montrer dans l’action directe et les idées pionnières plutôt que dans les théories. Des élans soudains de tout recommencer peuvent surgir, et votre courage d’essayer ce qui n’a jamais été fait est un véritable don.',
      traits: [
        'Changement pionnier',
        'Indépendance',
        'Innovation audacieuse',
        'Élan impatient',
        'Expérience sans peur',
        'Liberté autonome',
      ],
    },
    taurus: {
      text: 'Votre génération pourrait réinventer la façon de penser les ressources, la terre et ce qui rend la vie sûre. Dans votre propre vie, la stabilité peut basculer de manière inattendue et vous pousser à trouver des façons nouvelles et concrètes de la bâtir. Vous avez tendance à innover lentement mais solidement, en mêlant des méthodes neuves à des valeurs qui durent.',
      traits: [
        'Innovation concrète',
        'Valeurs en mutation',
        'Réforme ingénieuse',
        'Ingéniosité terrienne',
        'Indépendance têtue',
        'Idées durables',
      ],
    },
    gemini: {
      text: 'La communication et l’information sont les domaines où votre génération pourrait apporter bouleversements et inventions. Votre esprit a tendance à avancer par bonds rapides et surprenants, et les idées inhabituelles vous enthousiasment. Les nouveaux outils, médias ou façons de parler vous attirent peut-être, et votre originalité consiste souvent à relier des faits que personne d’autre n’avait pensé à rapprocher.',
      traits: [
        'Pensée inventive',
        'Nouveaux médias',
        'Bonds mentaux',
        'Idées insolites',
        'Curiosité insatiable',
        'Réforme des échanges',
      ],
    },
    cancer: {
      text: 'Les idées sur le foyer et la famille peuvent changer nettement autour de votre génération. Il se peut que vous cherchiez la liberté au sein des liens proches ou que vous viviez des déménagements et des changements inattendus dans votre vie domestique. Vous avez tendance à créer un sentiment d’appartenance qui correspond à qui vous êtes vraiment, en réunissant parfois autour de vous une famille choisie.',
      traits: [
        'Foyer atypique',
        'Indépendance affective',
        'Famille en mutation',
        'Famille choisie',
        'Intuition vive',
        'Racines mouvantes',
      ],
    },
    leo: {
      text: 'L’expression créative est le terrain où votre esprit rebelle prend vie. Votre génération pourrait revendiquer la liberté individuelle et le droit de se démarquer, et vous avez tendance à vous exprimer de manière singulière, parfois théâtrale. Résister aux pressions qui voudraient atténuer votre éclat fait partie de votre histoire, tout comme laisser les autres briller aussi.',
      traits: [
        'Rébellion créative',
        'Expression unique',
        'Sens du spectacle',
        'Cœur indépendant',
        'Individualité affirmée',
        'Fierté obstinée',
      ],
    },
    virgo: {
      text: 'Votre génération pourrait transformer le travail, la technologie et les routines de la vie quotidienne. Vous avez tendance à innover avec méthode, en trouvant des solutions astucieuses aux problèmes de tous les jours et en améliorant des systèmes que d’autres acceptent tels quels. Votre originalité est pratique, et elle se manifeste souvent par une approche inhabituelle du savoir-faire, du service et du bien-être.',
      traits: [
        'Génie pratique',
        'Réforme des systèmes',
        'Habileté technique',
        'Solutions astucieuses',
        'Lucidité analytique',
        'Routines bousculées',
      ],
    },
    libra: {
      text: 'Les relations sont un domaine où votre génération pourrait réécrire les règles, en remettant en question les vieilles idées sur le couple et l’équité. Vous avez tendance à accorder de la valeur à la liberté au sein de l’intimité, et les partenaires ou les arrangements peu conventionnels vous conviennent peut-être. Une réflexion neuve sur l’égalité et la beauté marque souvent votre originalité.',
      traits: [
        'Relations réinventées',
        'Égalité',
        'Liberté en amour',
        'Innovation esthétique',
        'Équité sociale',
        'Liens imprévisibles',
      ],
    },
    scorpio: {
      text: 'Les sujets tabous pourraient sortir de l’ombre avec votre génération, tout comme de nouvelles attitudes face au pouvoir et à l’intimité. Vous avez tendance à vivre de soudaines révélations émotionnelles qui vous transforment en profondeur. Votre originalité se voit dans votre disposition à explorer précisément ce que les autres préféreraient éviter.',
      traits: [
        'Profondeur radicale',
        'Tabous brisés',
        'Révélation soudaine',
        'Pouvoir transformateur',
        'Lucidité psychologique',
        'Volonté intense',
      ],
    },
    sagittarius: {
      text: 'Les croyances, l’éducation et la rencontre des cultures sont mûres pour le changement dans votre génération. Vous avez tendance à chercher la liberté à travers les voyages, la philosophie ou une voie spirituelle peu conventionnelle. Remettre en question les doctrines vous vient naturellement, et vos idées ouvertes peuvent aider les autres à voir au-delà des limites de leur propre vision du monde.',
      traits: [
        'Libre pensée',
        'Regard planétaire',
        'Exploration spirituelle',
        'Doctrines questionnées',
        'Idées aventureuses',
        'Foi en mouvement',
      ],
    },
    capricorn: {
      text: 'Les institutions, l’autorité et les structures établies sont les domaines où votre génération pourrait pousser à la réforme. Vous avez tendance à allier une ambition pratique au désir de changer la façon dont les choses sont dirigées. Plutôt que d’abattre les traditions, c’est souvent en les modernisant de l’intérieur que votre originalité s’exprime le mieux.',
      traits: [
        'Réforme structurelle',
        'Vision pratique',
        'Tradition modernisée',
        'Changement ambitieux',
        'Rébellion disciplinée',
        'Autorité contestée',
      ],
    },
    aquarius: {
      text: 'Uranus gouverne le Verseau : votre génération pourrait donc être fortement tournée vers la technologie, le progrès collectif et la liberté individuelle. Vous avez tendance à faire preuve d’inventivité et d’humanisme, et l’inhabituel ne vous effraie pas. Les idées visionnaires vous viennent naturellement, et vous travaillez peut-être le mieux aux côtés de groupes qui poursuivent des objectifs communs.',
      traits: [
        'Idées visionnaires',
        'Esprit humaniste',
        'Aisance technologique',
        'Progrès collectif',
        'Excentricité',
        'Pensée indépendante',
      ],
    },
    pisces: {
      text: 'Les vieilles frontières entre l’art, l’esprit et la vie quotidienne pourraient se dissoudre pour votre génération. Vous avez tendance à recevoir de soudaines intuitions, et les expériences mystiques ou créatives vous appellent peut-être. Votre originalité se voit souvent dans la façon dont vous mêlez l’inspiration à la compassion, en apportant de l’imagination là où elle manque.',
      traits: [
        'Éclairs intuitifs',
        'Innovation spirituelle',
        'Vision créative',
        'Changement bienveillant',
        'Frontières dissoutes',
        'Idées oniriques',
      ],
    },
  },
};
