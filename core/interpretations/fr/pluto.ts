import type { PlanetTexts } from '../types';

/** Pluton : la transformation, le pouvoir, ce qui est caché. */
export const PLUTO: PlanetTexts = {
  general: {
    text: 'Pluton régit la transformation, le pouvoir et ce qui est caché. Il décrit où vous traversez des expériences intenses qui vous changent à la racine, votre rapport au contrôle et à la vulnérabilité, et votre capacité de renouveau. Il se déplace si lentement que son signe marque surtout les luttes et les renaissances partagées d’une génération.',
    traits: ['Transformation', 'Pouvoir', 'Renouveau', 'Profondeur', 'Forces cachées', 'Résilience'],
  },
  signs: {
    aries: {
      text: 'Votre génération pourrait transformer ce que signifie se tenir debout sans appui et partir de rien. Le pouvoir, pour vous, a tendance à être brut et direct, et les situations intenses réveillent souvent votre esprit combatif. Vous vous réinventez souvent par des actes de courage, quand vous découvrez une force que vous ne vous connaissiez pas.',
      traits: [
        'Volonté brute',
        'Esprit combatif',
        'Renouveau courageux',
        'Affirmation de soi',
        'Force pionnière',
        'Énergie explosive',
      ],
    },
    taurus: {
      text: 'De profonds changements autour de la richesse, de la terre et des valeurs pourraient définir le parcours de votre génération. Vous avez tendance à vous accrocher à ce qui vous donne de la sécurité, et la transformation arrive souvent quand il vous est demandé d’en lâcher une partie. Votre endurance est redoutable, et vous savez peut-être reconstruire avec une patience remarquable après une perte.',
      traits: [
        'Pouvoir endurant',
        'Attachement profond',
        'Valeurs transformées',
        'Reconstruction patiente',
        'Possessivité',
        'Résilience matérielle',
      ],
    },
    gemini: {
      text: 'Votre génération pourrait transformer la façon dont l’information circule et dont les gens pensent. Les idées capables de faire changer les esprits ont tendance à vous attirer, et vous maniez peut-être les mots avec une force peu commune. Une curiosité intense vous pousse à découvrir ce que les conversations dissimulent, et apprendre quelque chose qui bouleverse vos idées peut ressembler à une renaissance.',
      traits: [
        'Curiosité pénétrante',
        'Mots puissants',
        'Transformation mentale',
        'Persuasion',
        'Secrets dévoilés',
        'Esprit en éveil',
      ],
    },
    cancer: {
      text: 'Le foyer, la famille et l’identité nationale pourraient être le terrain où votre génération affronte ses plus profonds bouleversements. Vous avez tendance à ressentir vivement l’appel des racines, ainsi qu’un besoin farouche de protéger ceux que vous aimez. L’histoire familiale peut être pour vous une source de transformation, et vous avez peut-être une force peu commune pour garder vos proches unis.',
      traits: [
        'Pouvoir protecteur',
        'Racines profondes',
        'Famille transformée',
        'Intensité émotionnelle',
        'Mémoire ancestrale',
        'Attachement tenace',
      ],
    },
    leo: {
      text: 'Votre génération pourrait découvrir à la fois la puissance et l’ombre de l’expression de soi, de la célébrité et de la volonté individuelle. Vous avez tendance à mettre une énergie intense dans la créativité, l’amour ou le leadership. Les atteintes à votre fierté peuvent devenir des tournants qui vous poussent vers une façon plus authentique de briller, qui ne dépend pas de l’approbation.',
      traits: [
        'Pouvoir créatif',
        'Volonté forte',
        'Présence magnétique',
        'Renouveau authentique',
        'Fierté',
        'Intensité dramatique',
      ],
    },
    virgo: {
      text: 'Le travail, les systèmes de santé et la technologie pourraient être remodelés par l’élan de votre génération à analyser et à améliorer. Vous avez tendance à porter une attention intense aux détails et vous ressentez peut-être le besoin de réparer tout ce qui est cassé. Affiner vos routines et vos savoir-faire, et trouver un but dans un service qui a du sens, est souvent votre manière de vous réinventer.',
      traits: [
        'Attention intense',
        'Profondeur analytique',
        'Élan réformateur',
        'Maîtrise technique',
        'Purification',
        'Perfectionnisme',
      ],
    },
    libra: {
      text: 'Les relations et les idées de justice pourraient être profondément remodelées dans votre génération. Vous avez tendance à vous transformer à travers le couple, dans des liens qui révèlent des rapports de force impossibles à ignorer. Apprendre à concilier intimité et égalité est au cœur de votre évolution, et votre sens de l’équité peut devenir farouche.',
      traits: [
        'Liens profonds',
        'Équité farouche',
        'Équilibre des pouvoirs',
        'Liens transformateurs',
        'Justice sociale',
        'Dépendance cachée',
      ],
    },
    scorpio: {
      text: 'Pluton est puissant en Scorpion, ce qui intensifie l’attention de votre génération pour l’intimité, la mortalité et le pouvoir caché. Vous avez tendance à ressentir les émotions dans toute leur profondeur, et ce que les autres gardent secret vous attire. La régénération peut être profonde chez vous, et vous avez peut-être une rare capacité à reconstruire votre vie depuis ses fondations.',
      traits: [
        'Intensité profonde',
        'Profondeur psychologique',
        'Régénération',
        'Pouvoir émotionnel',
        'Goût du secret',
        'Vérité sans peur',
      ],
    },
    sagittarius: {
      text: 'Les croyances, la religion, l’éducation et la rencontre des cultures pourraient être transformées par votre génération. Vous avez tendance à chercher la vérité avec passion et à contester toute croyance qui sonne creux. Un voyage, des études ou une crise de foi peuvent élargir votre vision du monde, et vous portez peut-être vos convictions avec une ardeur de croisé.',
      traits: [
        'Vérité passionnée',
        'Croyances transformées',
        'Portée mondiale',
        'Esprit de croisade',
        'Profondeur philosophique',
        'Zèle',
      ],
    },
    capricorn: {
      text: 'Votre génération pourrait assister à l’effondrement et à la reconstruction des institutions, des gouvernements et des structures économiques. Vous avez tendance à comprendre le pouvoir en termes concrets, et votre ambition est peut-être discrète et tenace. Quand les anciennes ambitions ne tiennent plus, repenser vos objectifs de fond en comble peut être votre chemin vers le renouveau.',
      traits: [
        'Pouvoir structurel',
        'Ambition tenace',
        'Changement institutionnel',
        'Contrôle',
        'Profondeur stratégique',
        'Reconstruction',
      ],
    },
    aquarius: {
      text: 'La technologie, les mouvements collectifs et les idées de liberté pourraient être le terrain où votre génération détient son plus grand pouvoir. Le groupe et son avenir vous tiennent à cœur, et les réformes radicales vous attirent peut-être. Les réseaux et les causes partagées peuvent devenir vos moteurs de changement, tandis que vous contribuez à redéfinir ce que signifie une communauté.',
      traits: [
        'Pouvoir collectif',
        'Réforme radicale',
        'Changement technologique',
        'Intensité collective',
        'Volonté visionnaire',
        'Contrôle distant',
      ],
    },
    pisces: {
      text: 'Votre génération pourrait se transformer par la spiritualité, l’imagination et la dissolution des anciennes frontières. Vous avez tendance à percevoir profondément les courants émotionnels souterrains, et les émotions collectives peuvent à la fois vous attirer et vous submerger. La compassion, l’art ou le lâcher-prise ouvrent souvent la voie, à mesure que vous apprenez à faire confiance à ce qui ne se contrôle pas.',
      traits: [
        'Profondeur spirituelle',
        'Empathie collective',
        'Transformation créative',
        'Lâcher-prise',
        'Sensibilité psychique',
        'Frontières dissoutes',
      ],
    },
  },
};
