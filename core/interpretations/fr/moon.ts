import type { SignTexts } from '../types';

/** La Lune dans chaque signe : les besoins affectifs, ce qui réconforte, la façon de vivre ses émotions. */
export const MOON: SignTexts = {
  aries:
    'Vos émotions arrivent vite et fort, et vous avez tendance à les vivre en agissant plutôt qu’en restant immobile. Vous avez parfois besoin de réagir franchement avant de pouvoir vous apaiser. Le réconfort vient souvent du mouvement, d’un nouveau départ ou d’un problème à prendre à bras-le-corps, et vos humeurs passent en général aussi vite qu’elles s’enflamment.',
  taurus:
    'La sécurité affective vous vient par les sens et par la stabilité. Une routine familière, un intérieur confortable et des plaisirs simples comme un bon repas ou une couverture chaude peuvent vous apaiser remarquablement bien. Vos attachements ont tendance à être constants et fidèles, même si un changement soudain peut vous déstabiliser plus que vous ne le montrez.',
  gemini:
    'Vous comprenez souvent vos émotions en les mettant en mots, en en parlant ou en les écrivant. La variété et la stimulation intellectuelle vous apaisent, tandis que l’ennui peut faire naître en vous de l’agitation. Il vous arrive peut-être d’analyser une émotion au lieu de la ressentir, et le réconfort vient souvent d’une bonne conversation avec quelqu’un qui sait vraiment écouter.',
  cancer:
    'La Lune est en domicile en Cancer, et votre vie affective est profonde, protectrice et tendre. Vous avez besoin d’un nid sûr et de personnes dont prendre soin, et vous avez tendance à vous souvenir exactement de ce que chaque moment vous a fait ressentir. La nostalgie, les rituels familiaux et les soirées tranquilles à la maison vous ressourcent souvent quand le monde extérieur devient trop pesant.',
  leo: 'Vous avez besoin qu’on vous voie et qu’on vous apprécie, et la chaleur donnée sans compter a tendance à faire ressortir le meilleur de votre générosité. Vos émotions sont expressives et sincères, parfois théâtrales. Le réconfort vient souvent du jeu, de la création et d’une affection fidèle, tandis que l’indifférence peut vous blesser plus profondément que vous ne le montrez.',
  virgo:
    'Vous avez tendance à apaiser vos émotions en mettant de l’ordre dans quelque chose, que ce soit un tiroir, un emploi du temps ou un problème épineux. Être utile vous rassure, et vous montrez peut-être votre amour par des gestes concrets plutôt que par de grands mots. Accepter les émotions qui ne se « réparent » pas, et vous reposer sans avoir d’abord à le mériter, vous apporte souvent une vraie paix.',
  libra:
    'L’équilibre affectif compte profondément pour vous, et la discorde dans votre environnement ou vos relations peut vite vous troubler. Vous trouvez souvent du réconfort dans la compagnie des autres, la beauté et les lieux harmonieux. Il se peut que vous mettiez vos propres besoins de côté pour préserver la paix : nommer ce que vous ressentez est donc une part importante de votre croissance affective.',
  scorpio:
    'Vos émotions sont intenses et secrètes, et vous ne dévoilez peut-être votre monde intérieur qu’à ceux qui ont gagné votre confiance. Vous avez besoin de profondeur, de loyauté et d’honnêteté dans vos liens les plus proches. Le réconfort superficiel vous apaise rarement ; vous avez plutôt tendance à guérir en affrontant pleinement vos émotions et en les laissant vous transformer.',
  sagittarius:
    'Vous avez besoin de liberté affective et d’espace pour vagabonder, et vous sentir à l’étroit peut éveiller votre impatience. L’humour, l’optimisme et la promesse d’une aventure ont tendance à vous remonter le moral. Vous vivez souvent vos émotions en y cherchant un sens ou une leçon, et une longue marche, un voyage ou une grande idée peuvent restaurer votre humeur.',
  capricorn:
    'Vous avez tendance à garder vos émotions sous contrôle avec sang-froid, prenant parfois des responsabilités avant de vous autoriser à vous reposer. La sécurité vient de la structure, de l’accomplissement et de la certitude de pouvoir compter sur vous-même. Une vraie tendresse se cache sous cette réserve, et vous trouvez peut-être du réconfort auprès de personnes qui montrent leur attention par leur constance.',
  aquarius:
    'Vous avez souvent besoin d’un peu de distance affective pour comprendre ce que vous ressentez, en prenant du recul pour voir l’ensemble. L’amitié, la liberté et le fait qu’on vous accepte comme vous êtes comptent souvent davantage pour vous qu’une intimité conventionnelle. Vous vous sentez peut-être le plus à l’aise dans un cercle d’esprits proches du vôtre qui respectent votre indépendance.',
  pisces:
    'Vos émotions sont poreuses et vastes, et il se peut que vous absorbiez les humeurs qui vous entourent sans vous en rendre compte. Le réconfort vient souvent de la musique, de l’art, de l’eau, des rêves ou d’une solitude paisible. Votre compassion est un don, et apprendre à distinguer vos propres émotions de celles des autres vous aide souvent à garder les pieds sur terre.',
};
