import type { CompatibilityTexts } from './types';

/** The French compatibility texts: the ratings and one overview per element pairing, addressed to the two as « vous ». */
export const COMPATIBILITY_FR: CompatibilityTexts = {
  ratings: {
    same: 'Excellente compatibilité !',
    complementary: 'Très bonne compatibilité',
    other: 'Bonne compatibilité',
  },
  overviews: {
    'fire-fire':
      'Deux signes de feu se reconnaissent souvent au premier regard : même goût de l’aventure, même étincelle d’enthousiasme. Ensemble, vous pouvez vous entraîner mutuellement vers des projets audacieux et de grands éclats de rire. La chaleur circule dans les deux sens, si bien que les caractères peuvent vite s’enflammer, et partager tour à tour le devant de la scène évite souvent que cette flamme ne tourne à la compétition.',
    'fire-earth':
      'Le feu apporte l’étincelle et la terre la constance : cette association fonctionne souvent le mieux quand chacun apprécie chez l’autre ce qui lui manque. Le signe de feu peut trouver le signe de terre lent à se lancer, tandis que le signe de terre peut trouver le signe de feu impatient. Avec de la patience d’un côté et des encouragements de l’autre, une idée peut devenir quelque chose de solide, construit à deux.',
    'fire-air':
      'L’air nourrit le feu, et c’est l’une des associations les plus vivantes du zodiaque. La conversation vient en général facilement, les projets se multiplient, et chacun peut éveiller chez l’autre son côté joueur et curieux. Le risque : beaucoup d’élan et peu de suivi. Ancrer quelques rêves communs dans la vie de tous les jours peut aider ce lien à durer.',
    'fire-water':
      'Le feu et l’eau se rencontrent avec une réelle intensité : l’un agit sur un coup de tête, l’autre ressent tout en profondeur. Ce contraste peut être magnétique, le signe de feu offrant son courage et le signe d’eau sa profondeur émotionnelle. Des malentendus peuvent naître quand la franchise rencontre la sensibilité : dans le feu de l’action, la douceur compte souvent plus que d’avoir raison.',
    'earth-earth':
      'Deux signes de terre partagent souvent une compréhension tranquille de l’essentiel : la loyauté, la fiabilité et une vie construite avec soin au fil du temps. Vous pouvez vous sentir à l’aise avec le rythme de l’autre et avec une façon concrète de montrer votre amour. Ce confort est bien réel, et choisir de temps en temps quelque chose de nouveau à vivre ensemble peut empêcher la stabilité de glisser vers la routine.',
    'earth-air':
      'La terre pense en termes de concret et d’utile, l’air en idées et en possibilités. Cette association peut former un beau tandem entre la réflexion et l’action, le signe d’air ouvrant de nouveaux horizons et le signe de terre les rendant réalisables. Chacun devra peut-être faire la moitié du chemin, car le changement permanent peut déstabiliser la terre, et trop de prudence peut sembler étouffante à l’air.',
    'earth-water':
      'La terre et l’eau ont tendance à se nourrir l’une l’autre, comme la pluie et le sol. Le signe de terre offre de la stabilité et un refuge sûr, tandis que le signe d’eau apporte chaleur, intuition et attention émotionnelle. La confiance grandit en général lentement ici, mais elle s’enracine souvent profondément, et dire vos sentiments à voix haute aide ce lien à s’épanouir.',
    'air-air':
      'Deux signes d’air peuvent parler pendant des heures sans jamais manquer de sujets à explorer. Vous partagez sans doute le goût des idées, des amis et de la liberté, et cette légèreté rend l’association facile à vivre et amusante. La difficulté peut être de faire face aux émotions quand elles deviennent lourdes : faire place à des moments plus calmes et plus intimes peut approfondir le lien.',
    'air-water':
      'L’air vit dans la tête et l’eau dans le cœur, ce qui rend cette association à la fois intrigante et délicate. Le signe d’air peut aider le signe d’eau à mettre des mots sur ses sentiments, et le signe d’eau peut montrer au signe d’air la valeur de la proximité émotionnelle. Des malentendus peuvent survenir quand la logique rencontre l’humeur : ici, la patience et les paroles rassurantes font beaucoup.',
    'water-water':
      'Deux signes d’eau se comprennent souvent sans avoir besoin de s’expliquer. L’empathie, l’intuition et une profonde loyauté affective peuvent donner à ce lien le goût d’un retour chez soi. Comme les sentiments sont forts des deux côtés, les humeurs peuvent se répercuter de l’un à l’autre, et un peu de légèreté et des mots clairs aident à garder les eaux calmes.',
  },
};
