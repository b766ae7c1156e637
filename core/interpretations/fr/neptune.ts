import type { PlanetTexts } from '../types';

/** Neptune : l’imagination, l’intuition, l’aspiration à ce qui dépasse le quotidien. */
export const NEPTUNE: PlanetTexts = {
  general: {
    text: 'Neptune régit l’imagination, l’intuition et l’aspiration à quelque chose qui dépasse la vie de tous les jours. Il décrit vos rêves et vos idéaux, votre capacité de compassion et votre sensibilité spirituelle, mais aussi les domaines où vous voyez peut-être les choses à travers un brouillard. Sa lenteur donne à son signe une couleur fortement générationnelle.',
    traits: ['Imagination', 'Intuition', 'Compassion', 'Idéaux', 'Spiritualité', 'Illusion'],
  },
  signs: {
    aries: {
      text: 'Vos idéaux sont liés au courage et à la découverte de soi, et vous rêvez peut-être d’un nouveau départ pour le monde. La vie spirituelle vous semble souvent active plutôt que contemplative, quelque chose à poursuivre plutôt qu’à attendre. Le brouillard à surveiller se loge dans le rêve héroïque de tout accomplir sans l’aide de personne.',
      traits: [
        'Idéaux héroïques',
        'Spiritualité active',
        'Vision courageuse',
        'Découverte de soi',
        'Action inspirée',
        'Héros solitaire',
      ],
    },
    taurus: {
      text: 'Il se peut que vous idéalisiez la nature, la simplicité et un retour à ce qui semble vrai et durable. La beauté du monde physique, dans la musique, l’artisanat ou les paysages, peut devenir presque sacrée pour vous. La confusion a tendance à se former autour de la sécurité et de la valeur matérielle, ce qui vous invite à vous demander à quoi vous tenez vraiment.',
      traits: [
        'Beauté naturelle',
        'Spiritualité sensorielle',
        'Idéaux simples',
        'Art de l’artisanat',
        'Rêves terriens',
        'Valeur questionnée',
      ],
    },
    gemini: {
      text: 'Votre imagination vit dans les mots, les histoires et les idées, et vous rêvez peut-être de relier les gens par la libre circulation de l’information. L’intuition vous parvient souvent sous la forme d’une phrase ou d’une image soudaine. Un flou générationnel entre les faits et la fiction peut vous appeler à cultiver le discernement sur ce que vous entendez et répétez.',
      traits: [
        'Art du récit',
        'Mots imaginatifs',
        'Idées intuitives',
        'Esprits reliés',
        'Faits brouillés',
        'Discernement',
      ],
    },
    cancer: {
      text: 'Vous portez peut-être une vision idéalisée du foyer, de la famille et de la terre natale, avec une profonde aspiration à l’appartenance affective. Votre compassion a tendance à se tourner d’abord vers quiconque a besoin d’un abri. La nostalgie peut être à la fois une source d’inspiration et un doux piège qui vous fait regarder en arrière.',
      traits: [
        'Terre natale idéalisée',
        'Aspiration affective',
        'Compassion protectrice',
        'Nostalgie',
        'Rêves protecteurs',
        'Sentiment d’appartenance',
      ],
    },
    leo: {
      text: 'Il se peut que vous idéalisiez la romance, le prestige et l’expression créative, en trouvant quelque chose de presque sacré dans l’art et le jeu. Votre imagination a tendance à être théâtrale et vos rêves plus grands que nature. Le défi consiste à distinguer l’inspiration authentique du besoin d’admiration.',
      traits: [
        'Idéalisme romantique',
        'Prestige créatif',
        'Imagination théâtrale',
        'Jeu sacré',
        'Art du cœur',
        'Soif d’admiration',
      ],
    },
    virgo: {
      text: 'Vos idéaux ont tendance à se concentrer sur le service, la guérison et le travail utile bien fait. Vous trouvez peut-être un sens spirituel dans le dévouement concret : soigner, réparer, aider. Parfois, le vague sentiment que vos efforts ne suffisent pas peut troubler votre regard, et vous invite à tourner une part de votre compassion vers vous-même.',
      traits: [
        'Idéal de service',
        'Dévouement concret',
        'Compassion active',
        'Idéaux modestes',
        'Doute de soi',
        'Spiritualité discrète',
      ],
    },
    libra: {
      text: 'Il se peut que vous idéalisiez l’amour, le couple et l’harmonie, en rêvant de relations fondées sur l’égalité et la beauté. Votre imagination s’exprime souvent à travers l’art, la musique et le design. Voir vos partenaires tels qu’ils sont, plutôt que tels que vous voudriez qu’ils soient, peut être une part importante de votre chemin.',
      traits: [
        'Amour idéal',
        'Vision esthétique',
        'Rêves d’harmonie',
        'Grâce artistique',
        'Idéal d’égalité',
        'Lunettes roses',
      ],
    },
    scorpio: {
      text: 'Votre imagination est attirée par la profondeur, le mystère et la face cachée de la vie. Vous ressentez peut-être une attirance générationnelle pour la psychologie, l’occulte ou la vérité émotionnelle intense. Votre intuition peut être remarquablement aiguisée, et tout l’enjeu est de transformer la fascination pour les extrêmes en véritable compréhension.',
      traits: [
        'Profondeur mystique',
        'Intuition aiguisée',
        'Exploration intérieure',
        'Goût du mystère',
        'Intensité émotionnelle',
        'Vérités cachées',
      ],
    },
    sagittarius: {
      text: 'Il se peut que vous idéalisiez la liberté, la foi et la quête de vérité, en rêvant d’un monde sans frontières. Votre spiritualité a tendance à être exploratrice et à puiser dans de nombreuses traditions à la fois. Votre imagination voyage souvent loin, et ancrer les grandes visions dans l’expérience vécue leur garde tout leur sens.',
      traits: [
        'Quête spirituelle',
        'Foi sans limites',
        'Rêves sans frontières',
        'Vision philosophique',
        'Idéal de liberté',
        'Recherche inlassable',
      ],
    },
    capricorn: {
      text: 'Vos idéaux sont peut-être façonnés par le désir de bâtir des structures réellement au service des gens. Vous avez tendance à respecter la tradition tout en sentant où les institutions se sont égarées. Votre imagination est pratique, et vous espérez peut-être un progrès réaliste plutôt qu’une utopie, en alliant vision et responsabilité.',
      traits: [
        'Idéalisme pratique',
        'Rêves structurés',
        'Vision institutionnelle',
        'Foi responsable',
        'Espoir réaliste',
        'Respect des traditions',
      ],
    },
    aquarius: {
      text: 'Il se peut que vous idéalisiez la communauté, la technologie et l’avenir collectif, en rêvant d’un monde plus relié et plus égalitaire. Votre intuition passe souvent par les idées et les réseaux. Le brouillard à surveiller consiste à confondre une vision de demain avec les besoins réels et présents des personnes qui vous entourent.',
      traits: [
        'Idéaux collectifs',
        'Rêves technologiques',
        'Vision humaniste',
        'Intuition en réseau',
        'Pensée utopique',
        'Compassion distante',
      ],
    },
    pisces: {
      text: 'Neptune gouverne les Poissons : votre imagination, votre compassion et votre sensibilité spirituelle s’en trouvent donc accrues. Vous ressentez peut-être un lien profond avec tout et avec tous, avec des frontières poreuses entre vous et le monde. Les pratiques créatives et contemplatives peuvent être de puissants points d’ancrage qui vous aident à canaliser cette sensibilité avec soin.',
      traits: [
        'Compassion profonde',
        'Sensibilité spirituelle',
        'Imagination sans bornes',
        'Lien mystique',
        'Frontières poreuses',
        'Flux créatif',
      ],
    },
  },
};
