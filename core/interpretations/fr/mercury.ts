import type { PlanetTexts } from '../types';

/** Mercure : l’esprit, l’apprentissage, la communication. */
export const MERCURY: PlanetTexts = {
  general: {
    text: 'Mercure régit votre façon de penser, d’apprendre et de communiquer. Il décrit la manière dont vous recevez l’information, reliez les idées et les exprimez à l’oral comme à l’écrit, ainsi que votre curiosité, vos habitudes de raisonnement et les mille petits échanges de la vie quotidienne.',
    traits: ['Communication', 'Mode de pensée', 'Apprentissage', 'Curiosité', 'Raisonnement', 'Échanges quotidiens'],
  },
  signs: {
    aries: {
      text: 'Votre esprit fonctionne vite et avec décision, et arrive souvent à une conclusion avant que les autres aient fini de poser la question. Vous avez tendance à parler sans détour et à aimer les débats animés. La patience face aux explications lentes ne vous vient peut-être pas facilement, mais votre courage intellectuel vous permet d’exprimer des idées que d’autres hésitent à formuler.',
      traits: [
        'Pensée rapide',
        'Parole directe',
        'Courage intellectuel',
        'Goût du débat',
        'Idées tranchées',
        'Impatience',
      ],
    },
    taurus: {
      text: 'Vous avez tendance à réfléchir avec soin et méthode, en préférant comprendre pleinement une chose avant d’en parler. Une fois formées, vos opinions sont bien fondées et lentes à changer. Votre manière de communiquer est calme et pratique, et vous apprenez peut-être le mieux par l’expérience concrète et la répétition régulière.',
      traits: [
        'Réflexion posée',
        'Sens pratique',
        'Parole calme',
        'Concentration stable',
        'Opinions fermes',
        'Apprentissage concret',
      ],
    },
    gemini: {
      text: 'Mercure gouverne les Gémeaux : votre esprit y est donc à son plus agile, curieux, plein d’esprit et prompt à relier une idée à une autre. Il se peut que vous meniez plusieurs sujets de front et que vous absorbiez l’information avec aisance. La conversation vous stimule, même si rester longtemps sur un seul sujet est un talent qui mérite d’être cultivé.',
      traits: [
        'Vivacité d’esprit',
        'Polyvalence',
        'Curiosité',
        'Aisance verbale',
        'Apprentissage rapide',
        'Attention dispersée',
      ],
    },
    cancer: {
      text: 'Votre pensée est colorée par l’émotion et la mémoire, et vous vous souvenez souvent de la manière dont une chose a été dite aussi nettement que de ce qui a été dit. Vous avez tendance à communiquer avec sensibilité, en percevant la tonalité affective d’une conversation. L’intuition guide votre raisonnement, et vous apprenez peut-être le mieux dans un cadre où vous vous sentez en sécurité.',
      traits: [
        'Mémoire affective',
        'Pensée intuitive',
        'Parole sensible',
        'Lecture des non-dits',
        'Mots protecteurs',
        'Esprit imaginatif',
      ],
    },
    leo: {
      text: 'Vos pensées se dessinent à grands traits assurés, et vous communiquez avec chaleur et panache. Raconter des histoires vous vient naturellement, et vous aimez peut-être avoir un public pour vos idées. Votre esprit tient fermement à ce qu’il croit, ce qui donne à votre parole une vraie force de conviction, même si écouter d’autres points de vue peut élargir votre vision créative.',
      traits: [
        'Parole expressive',
        'Art du récit',
        'Opinions assurées',
        'Idées créatives',
        'Force de persuasion',
        'Opinions arrêtées',
      ],
    },
    virgo: {
      text: 'Mercure est aussi en domicile en Vierge, ce qui vous donne un esprit précis et analytique qui remarque chaque détail. Vous avez tendance à penser en systèmes et en étapes, et vous expliquez les choses avec clarté et soin. Votre talent est d’affiner les idées et de résoudre les problèmes concrets, même s’il vous arrive de trop réfléchir ou de juger durement vos propres erreurs.',
      traits: [
        'Esprit analytique',
        'Précision',
        'Explications claires',
        'Résolution de problèmes',
        'Sens du détail',
        'Autocritique',
      ],
    },
    libra: {
      text: 'Vous pensez en pesant les points de vue, et vous voyez souvent les mérites de plusieurs positions à la fois. Votre façon de parler a tendance à être délicate, élégante et attentive aux autres. Vous aimez peut-être explorer les idées avec quelqu’un plus que réfléchir en solitaire, et vos décisions peuvent prendre du temps parce que l’équité compte tant pour vous.',
      traits: [
        'Jugement équilibré',
        'Parole délicate',
        'Diplomatie',
        'Sens de l’équité',
        'Réflexion partagée',
        'Indécision',
      ],
    },
    scorpio: {
      text: 'Votre esprit est pénétrant et enquêteur, attiré par tout ce qui se cache sous la surface d’une conversation. Vous avez tendance à garder vos réflexions pour vous et à choisir vos mots avec intention. La recherche, la psychologie et les mystères non résolus vous fascinent peut-être, et vous percevez souvent ce que les autres laissent sous silence.',
      traits: [
        'Esprit d’enquête',
        'Perspicacité',
        'Discrétion',
        'Mots pesés',
        'Concentration profonde',
        'Intuition psychologique',
      ],
    },
    sagittarius: {
      text: 'Votre esprit cherche la vue d’ensemble et tisse des idées éparses en une philosophie ou un récit plus vaste. Votre parole est franche, enthousiaste et souvent drôle. Vous apprenez peut-être le mieux par les voyages, l’enseignement ou le débat ouvert, et si les petits détails peuvent vous ennuyer, votre quête de sens aide les autres à voir où vont les choses.',
      traits: ['Vision d’ensemble', 'Franchise', 'Enthousiasme', 'Esprit philosophe', 'Humour', 'Soif d’apprendre'],
    },
    capricorn: {
      text: 'Votre pensée est structurée, réaliste et tournée vers ce qui fonctionne vraiment. Vous avez tendance à communiquer avec économie, en disant ce qui doit être dit et guère plus. La planification à long terme vous vient facilement, et l’on fait peut-être confiance à votre jugement parce que vos mots sont mesurés et vos idées conçues pour durer.',
      traits: [
        'Pensée structurée',
        'Réalisme',
        'Mots mesurés',
        'Prévoyance',
        'Discipline mentale',
        'Humour pince-sans-rire',
      ],
    },
    aquarius: {
      text: 'Votre esprit est original et indépendant, et aboutit souvent à des idées qui semblent en avance sur leur temps. Vous avez tendance à penser avec objectivité et à aimer les questions de systèmes, de technologie ou de société. Votre façon de vous exprimer peut être surprenante et inventive, et il se peut que vous teniez fermement à vos opinions tout en défendant la libre discussion.',
      traits: [
        'Idées originales',
        'Objectivité',
        'Inventivité',
        'Esprit indépendant',
        'Regard vers l’avenir',
        'Entêtement intellectuel',
      ],
    },
    pisces: {
      text: 'Vous avez tendance à penser en images, en impressions et en associations plutôt qu’en ligne droite. Votre imagination est riche, et votre intuition connaît souvent la réponse avant que la logique ne la rattrape. Vous vous exprimez peut-être le mieux par l’art, la musique ou la métaphore, et un peu de structure bienveillante peut vous aider à transformer vos idées inspirées en quelque chose à partager.',
      traits: [
        'Pensée imaginative',
        'Intuition',
        'Expression poétique',
        'Écoute empathique',
        'Esprit visuel',
        'Attention diffuse',
      ],
    },
  },
};
