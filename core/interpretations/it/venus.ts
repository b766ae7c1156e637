import type { PlanetTexts } from '../types';

/** Venere: amore, attrazione, valori, piacere. */
export const VENUS: PlanetTexts = {
  general: {
    text: 'Venere governa l’amore, l’attrazione e ciò a cui dai valore. Descrive come dai e ricevi affetto, che cosa trovi bello, come cerchi l’armonia con gli altri e quali piaceri rendono dolce la vita, compreso il tuo rapporto con le comodità e con le cose che possiedi.',
    traits: ['Amore', 'Attrazione', 'Valori', 'Bellezza', 'Armonia', 'Piacere'],
  },
  signs: {
    aries: {
      text: 'Tendi ad amare con audacia e spontaneità, e ti attirano il brivido della conquista e la scintilla di un nuovo incontro. In chi ami apprezzi la sincerità e l’indipendenza, e l’irrequietezza potrebbe prenderti se l’affetto scivola nella routine. Il tuo stile è diretto: quando qualcuno ti piace, di solito lo sa.',
      traits: [
        'Affetto audace',
        'Spontaneità',
        'Passione per la conquista',
        'Attrazione sincera',
        'Indipendenza',
        'Cuore impaziente',
      ],
    },
    taurus: {
      text: 'Venere è nel suo domicilio in Toro e ti dona un modo di amare sensuale, leale e costante. Tendi a mostrare affetto con il contatto fisico, la buona tavola e una presenza su cui contare, e dai valore al comfort e alla qualità. Quando prendi un impegno ti dedichi con devozione, anche se potresti tenerti stretta una relazione o un oggetto più a lungo di quanto ti faccia bene.',
      traits: ['Affetto leale', 'Sensualità', 'Devozione', 'Amore per il comfort', 'Costanza', 'Possessività'],
    },
    gemini: {
      text: 'Spesso è la mente ad attrarti per prima, e uno scambio brillante può essere la via più sicura per arrivare al tuo cuore. In amore tendi ad apprezzare la varietà, il gioco e la leggerezza. Mantenere le cose fresche conta per te, e potresti aver bisogno di un partner che sia anche un amico con cui parlare per ore.',
      traits: [
        'Fascino giocoso',
        'Attrazione mentale',
        'Civetteria',
        'Varietà',
        'Leggerezza',
        'Legame fatto di parole',
      ],
    },
    cancer: {
      text: 'Tendi ad amare con tenerezza e spirito protettivo, cercando sicurezza emotiva e un senso di appartenenza. Prenderti cura degli altri è uno dei modi in cui mostri affetto, e potresti custodire come un tesoro la casa, la famiglia e i ricordi condivisi. Spesso apri il cuore lentamente, ma quando lo fai la tua cura è profonda e duratura.',
      traits: [
        'Cura tenera',
        'Amore che nutre',
        'Sicurezza emotiva',
        'Sentimentalismo',
        'Spirito protettivo',
        'Fiducia cauta',
      ],
    },
    leo: {
      text: 'Ami con generosità e con tutto il cuore, con un talento per il romanticismo e per i grandi gesti. Tendi a desiderare ammirazione e lealtà in cambio, e sentire che qualcuno ti ama e ti custodisce fa emergere il tuo lato più caloroso. Divertimento, creatività e celebrazione fanno parte del tuo modo di esprimere affetto, e verso le persone che ami potresti mostrare una dedizione ardente.',
      traits: ['Cuore generoso', 'Talento romantico', 'Calore', 'Bisogno di ammirazione', 'Lealtà', 'Giocosità'],
    },
    virgo: {
      text: 'Tendi a esprimere l’amore attraverso una cura pratica, notando ciò di cui qualcuno ha bisogno e occupandotene in silenzio. Nelle relazioni potresti essere una persona esigente nelle scelte, che apprezza l’affidabilità e la sincerità più dell’apparenza. Il tuo affetto cresce attraverso piccoli gesti premurosi, e accettare l’imperfezione, in te e negli altri, può rendere più profonda la vicinanza.',
      traits: ['Dedizione pratica', 'Discernimento', 'Gesti premurosi', 'Sincerità', 'Modestia', 'Occhio critico'],
    },
    libra: {
      text: 'Venere governa la Bilancia, quindi hai una grazia naturale nelle relazioni e un forte senso della bellezza e dell’equità. Tendi a dare valore alla vita di coppia, alla cortesia e all’armonia, e potrebbero attrarti l’arte, il design e gli ambienti raffinati. Bilanciare i tuoi desideri con la voglia di compiacere gli altri è un tema di tutta la vita.',
      traits: [
        'Grazia naturale',
        'Vita di coppia',
        'Senso estetico',
        'Cortesia',
        'Ricerca di armonia',
        'Voglia di compiacere',
      ],
    },
    scorpio: {
      text: 'Tendi ad amare con intensità e con tutto il tuo essere, cercando profondità e sincerità emotiva più che un romanticismo leggero. La fiducia per te è tutto, e una volta conquistata potresti restare leale fino in fondo. Passione e trasformazione arrivano spesso attraverso le tue relazioni, e la gelosia può affiorare nei momenti di insicurezza.',
      traits: [
        'Passione intensa',
        'Lealtà profonda',
        'Profondità emotiva',
        'Magnetismo',
        'Amore del tutto o niente',
        'Gelosia',
      ],
    },
    sagittarius: {
      text: 'Per te l’amore si nutre di apertura, umorismo e avventura, e ti attirano le persone che allargano il tuo mondo. La libertà all’interno della relazione conta per te, e spesso è l’esplorazione condivisa a mantenere vivo il legame. In amore puoi mostrare generosità e idealismo, e preferisci la sincerità e la crescita a una routine comoda.',
      traits: ['Amore avventuroso', 'Apertura', 'Bisogno di libertà', 'Generosità', 'Idealismo', 'Affetto sincero'],
    },
    capricorn: {
      text: 'Tendi ad affrontare l’amore con serietà, dando valore all’impegno, alla lealtà e a un partner con cui costruire un futuro. Il tuo affetto potrebbe mostrarsi più attraverso l’affidabilità e l’impegno che attraverso le parole. Spesso ti apri lentamente, e le tue relazioni tendono a diventare più ricche e più calde con il tempo.',
      traits: [
        'Amore impegnato',
        'Affidabilità',
        'Riserbo',
        'Visione a lungo termine',
        'Valori tradizionali',
        'Calore duraturo',
      ],
    },
    aquarius: {
      text: 'In amore tendi a dare valore all’amicizia, alla libertà e all’autenticità, e potrebbero attrarti persone insolite o fieramente indipendenti. Il legame nasce spesso da idee o cause condivise. Hai bisogno di spazio per essere chi sei, e il tuo affetto, anche se all’inizio può sembrare distaccato, è spesso straordinariamente leale e accogliente.',
      traits: [
        'Prima l’amicizia',
        'Gusti non convenzionali',
        'Bisogno di spazio',
        'Accettazione',
        'Intesa mentale',
        'Riserbo distaccato',
      ],
    },
    pisces: {
      text: 'Venere è in esaltazione in Pesci e ti dona un modo di amare tenero, romantico e compassionevole. Tendi a idealizzare le persone a cui tieni e potresti donarti senza fare calcoli. Bellezza, musica e immaginazione nutrono il tuo cuore, e dei confini sani aiutano il tuo amore generoso a trovare una risposta.',
      traits: ['Idealismo romantico', 'Compassione', 'Dono di sé', 'Senso artistico', 'Empatia', 'Confini sfumati'],
    },
  },
};
