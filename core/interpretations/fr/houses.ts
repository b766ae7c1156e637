import type { HouseNumber, HouseText } from '../types';

/** Les douze maisons : ce que chacune régit, et son sens sous une planète qui s’y trouve. */
export const HOUSES: Readonly<Record<HouseNumber, HouseText>> = {
  1: {
    name: 'Maison 1',
    governs:
      'La maison 1 régit l’image de soi, l’apparence et la manière de commencer les choses. Elle débute à l’Ascendant et colore votre façon d’aller au-devant du monde.',
    occupied:
      'Ce qui se trouve ici se cache difficilement : ses qualités ont tendance à transparaître dans vos manières, votre allure et vos premières réactions, et deviennent un trait par lequel les autres vous reconnaissent.',
  },
  2: {
    name: 'Maison 2',
    governs:
      'La maison 2 régit les ressources, les biens et l’estime de soi. Elle décrit ce à quoi vous tenez et la manière dont vous bâtissez votre sécurité matérielle et personnelle.',
    occupied:
      'Une planète dans cette maison tend à s’exprimer à travers ce que vous possédez, gagnez et appréciez, et façonne souvent le sentiment de votre propre valeur.',
  },
  3: {
    name: 'Maison 3',
    governs:
      'La maison 3 régit la communication, les apprentissages du quotidien et l’environnement proche, y compris les frères et sœurs, les voisins et les petits déplacements.',
    occupied:
      'L’énergie placée ici tend à colorer votre façon de penser, de parler et d’écrire, et peut se manifester dans vos liens avec vos frères et sœurs ou dans le rythme des courses et des conversations de tous les jours.',
  },
  4: {
    name: 'Maison 4',
    governs:
      'La maison 4 régit le foyer, la famille et les racines affectives. Située au bas du thème, elle décrit votre vie privée et ce qui vous donne le sentiment d’appartenir à un lieu.',
    occupied:
      'Une planète ici tend à agir à huis clos, en façonnant votre vie de famille, vos souvenirs d’enfance et le genre de foyer que vous cherchez à créer.',
  },
  5: {
    name: 'Maison 5',
    governs:
      'La maison 5 régit la créativité, les amours, le jeu et l’expression de soi, ainsi que les enfants et tout ce que vous créez pour le plaisir.',
    occupied:
      'Ce qui habite cette maison cherche à s’exprimer dans la joie : l’élan amoureux, la création, la scène, le jeu ou le pari sur ce qui vous donne le sentiment d’être en vie.',
  },
  6: {
    name: 'Maison 6',
    governs:
      'La maison 6 régit le travail quotidien, les habitudes et le service rendu, ainsi que le soin de tous les jours porté à votre corps et à votre bien-être.',
    occupied:
      'Une planète en maison 6 tend à se manifester dans vos habitudes et vos responsabilités, dans votre façon de travailler avec vos collègues et dans les petites disciplines qui font tourner votre vie.',
  },
  7: {
    name: 'Maison 7',
    governs:
      'La maison 7 régit les associations : le mariage, les collaborations étroites, les contrats et les rivaux déclarés. Elle débute au Descendant, exactement à l’opposé de l’Ascendant.',
    occupied:
      'L’énergie placée ici se vit souvent à travers les autres : vous rencontrez peut-être d’abord ses qualités chez vos partenaires et vos proches alliés, et les relations deviennent le lieu où vous apprenez à les faire vôtres.',
  },
  8: {
    name: 'Maison 8',
    governs:
      'La maison 8 régit l’intimité, les ressources partagées, les héritages et les transformations profondes, y compris les fins qui laissent place au renouveau.',
    occupied:
      'Une planète dans cette maison tend à agir en profondeur, en surgissant dans les moments de confiance, de vulnérabilité et de changement, et dans votre manière de gérer ce que vous partagez avec les autres.',
  },
  9: {
    name: 'Maison 9',
    governs:
      'La maison 9 régit les études supérieures, les grands voyages, la philosophie et les croyances : la quête de sens au-delà de votre univers familier.',
    occupied:
      'Ce qui se trouve en maison 9 tend à vous pousser vers l’extérieur, vers des contrées lointaines, de nouveaux maîtres et les grandes questions, et colore ce en quoi vous finissez par croire.',
  },
  10: {
    name: 'Maison 10',
    governs:
      'La maison 10 régit la carrière, la réputation et la vie publique, ainsi que vos ambitions et votre rapport à l’autorité. Elle débute au Milieu du Ciel, le point le plus élevé du thème.',
    occupied:
      'Une planète ici est visible aux yeux du monde, et elle tend à façonner votre vocation, votre image publique et l’héritage que vous espérez bâtir.',
  },
  11: {
    name: 'Maison 11',
    governs: 'La maison 11 régit l’amitié, les communautés, les réseaux et vos espoirs pour l’avenir.',
    occupied:
      'Les planètes en maison 11 s’expriment souvent à travers les groupes et les causes, les amis que vous rassemblez et les objectifs que vous poursuivez avec d’autres.',
  },
  12: {
    name: 'Maison 12',
    governs:
      'La maison 12 régit la solitude, les rêves et l’inconscient, ainsi que tout ce qui est caché, lâché ou accompli en silence, à l’abri des regards.',
    occupied:
      'Une planète en maison 12 tend à agir dans l’intimité, par la réflexion, l’intuition et des efforts invisibles, et ses dons se révèlent souvent le plus clairement dans les moments de solitude.',
  },
};
