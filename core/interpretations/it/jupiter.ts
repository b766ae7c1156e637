import type { PlanetTexts } from '../types';

/** Giove: crescita, ottimismo, senso, opportunità. */
export const JUPITER: PlanetTexts = {
  general: {
    text: 'Giove governa la crescita, l’ottimismo e la ricerca di senso. Descrive dove trovi opportunità e generosità, come cerchi saggezza e fiducia, e i modi in cui allarghi i tuoi orizzonti attraverso lo studio, i viaggi e le convinzioni.',
    traits: ['Crescita', 'Ottimismo', 'Saggezza', 'Generosità', 'Opportunità', 'Espansione'],
  },
  signs: {
    aries: {
      text: 'La crescita ti arriva attraverso il coraggio e i nuovi inizi, spesso quando prendi l’iniziativa o segui un’intuizione audace. Il tuo ottimismo è energico e contagioso, e potresti aiutare gli altri a credere in sé stessi. Dare alle tue imprese il tempo di maturare, invece di correre verso la successiva, tende a moltiplicare ciò che ti restituiscono.',
      traits: ['Fiducia audace', 'Spirito pioniere', 'Leadership', 'Fiducia in sé', 'Ottimismo energico', 'Fretta'],
    },
    taurus: {
      text: 'L’abbondanza tende ad arrivarti in modo graduale più che improvviso, come ricompensa di un impegno costante. Trovi senso nella natura, nel comfort e nei doni concreti della vita, e la tua generosità scorre più libera quando ti senti al sicuro. L’unica cautela riguarda il gusto di avere di una cosa buona più di quanto ti serva davvero.',
      traits: ['Crescita costante', 'Saggezza pratica', 'Gratitudine', 'Generosità sicura', 'Coerenza', 'Indulgenza'],
    },
    gemini: {
      text: 'La curiosità è il tuo portafortuna, e le opportunità arrivano spesso da una conversazione, dalla scrittura, dall’insegnamento o da un incontro casuale. Potresti collezionare amici, nozioni e interessi con facilità. La tua crescita sta nella profondità oltre che nell’ampiezza, perché raccogliere informazioni per te non costa fatica, mentre distillarle in saggezza richiede un’attenzione paziente.',
      traits: [
        'Mente curiosa',
        'Rete di contatti',
        'Talenti versatili',
        'Amore per lo studio',
        'Comunicazione',
        'Eccesso di informazioni',
      ],
    },
    cancer: {
      text: 'Giove è in esaltazione in Cancro e amplia la tua capacità di cura e la tua generosità emotiva. La famiglia, la casa e i legami che ti nutrono sono gli ambiti in cui tendi a crescere di più. La tua gentilezza può creare un senso di appartenenza per gli altri, e fidarti del tuo istinto spesso ti guida verso ciò che ti fa bene.',
      traits: ['Generosità emotiva', 'Cura', 'Legami familiari', 'Empatia', 'Fiducia istintiva', 'Spirito protettivo'],
    },
    leo: {
      text: 'Quando sei pienamente e sinceramente chi sei, la fortuna sembra seguirti. Creatività, palcoscenico e una guida generosa sono le tue strade naturali per crescere, e il tuo entusiasmo caloroso può risollevare un’intera stanza. Il gusto per i grandi gesti fa parte del tuo fascino, anche se sapere quando fermarti lo rende sostenibile.',
      traits: [
        'Abbondanza creativa',
        'Guida generosa',
        'Sicurezza calorosa',
        'Entusiasmo',
        'Cuore grande',
        'Stravaganza',
      ],
    },
    virgo: {
      text: 'Tendi a espanderti attraverso la competenza, il servizio e il miglioramento costante di tutto ciò che tocchi. Le opportunità arrivano spesso quando padroneggi il tuo mestiere e ti rendi davvero utile. Per te il senso abita nei dettagli fatti bene, e fare ogni tanto un passo indietro per vedere il quadro completo impedisce al perfezionismo di restringere il tuo cammino.',
      traits: [
        'Servizio utile',
        'Crescita delle competenze',
        'Miglioramento pratico',
        'Diligenza',
        'Discernimento',
        'Perfezionismo',
      ],
    },
    libra: {
      text: 'Gli altri sono spesso la tua porta verso le opportunità, e unioni, collaborazioni e garbo sociale tendono a portarti fortuna. Potresti trovare un senso profondo nella giustizia, nell’arte e nelle relazioni che ti sembrano eque. La tua generosità si vede nel modo in cui aiuti gli altri a venirsi incontro, anche se impegnarti in una sola scelta può richiedere più tempo di quanto vorresti.',
      traits: ['Equità', 'Crescita nelle relazioni', 'Garbo sociale', 'Diplomazia', 'Gusto artistico', 'Indecisione'],
    },
    scorpio: {
      text: 'La tua crescita passa dalla profondità più che dall’ampiezza: nella ricerca, nelle imprese condivise e nel coraggio di guardare in faccia verità scomode. Le esperienze intense potrebbero mettere alla prova la tua fiducia e lasciarla più forte. Spesso comprendi le motivazioni delle persone con una chiarezza insolita, e usare con generosità questa intuizione la trasforma in vera saggezza.',
      traits: [
        'Intuizione profonda',
        'Crescita trasformativa',
        'Ricerca',
        'Intraprendenza',
        'Intensità',
        'Coraggio emotivo',
      ],
    },
    sagittarius: {
      text: 'Giove governa il Sagittario, quindi il tuo ottimismo, il tuo amore per la libertà e la tua fame di senso risultano amplificati. Viaggi, filosofia, studio e incontri con altre culture tendono ad aprire il tuo mondo. Il tuo umorismo e la tua generosità possono essere contagiosi, anche se a volte il tuo entusiasmo potrebbe promettere più di quanto il tempo consenta.',
      traits: [
        'Ottimismo sconfinato',
        'Amore per i viaggi',
        'Visione filosofica',
        'Generosità',
        'Umorismo',
        'Promesse eccessive',
      ],
    },
    capricorn: {
      text: 'Per te la fortuna di solito si costruisce più che trovarsi. Responsabilità, disciplina e impegno paziente tendono a portarti ricompense solide e durature, e potresti trovare un senso nei risultati raggiunti e nella tradizione. Concederti di credere che anche la vita sa essere generosa ti aiuta a goderti ciò che hai creato con tanta fatica.',
      traits: [
        'Crescita disciplinata',
        'Affidabilità',
        'Obiettivi realistici',
        'Lunga pazienza',
        'Rispetto della tradizione',
        'Cautela',
      ],
    },
    aquarius: {
      text: 'Tendi a prosperare grazie a idee che servono la comunità più ampia e ad amici che condividono la tua visione. Le opportunità potrebbero arrivare per strade non convenzionali, attraverso reti di contatti o nuove tecnologie. Progresso ed equità danno senso alla tua vita, e la tua mente aperta accoglie persone e idee che altri potrebbero scartare.',
      traits: [
        'Visione progressista',
        'Umanitarismo',
        'Apertura mentale',
        'Innovazione',
        'Spirito comunitario',
        'Distacco',
      ],
    },
    pisces: {
      text: 'La tua fede vive nella compassione e nell’immaginazione. Potresti trovare un senso nella contemplazione silenziosa, nel lavoro creativo o nell’aiutare chi è in difficoltà, e la generosità ti viene spesso così facile da aver bisogno di limiti delicati. Fidarti del tuo intuito può condurti verso opportunità che la sola logica trascurerebbe.',
      traits: ['Fede compassionevole', 'Crescita spirituale', 'Immaginazione', 'Gentilezza', 'Intuito', 'Dare troppo'],
    },
  },
};
