import type { PlanetTexts } from '../types';

/** Saturno: struttura, responsabilità, tempo. */
export const SATURN: PlanetTexts = {
  general: {
    text: 'Saturno governa la struttura, la responsabilità e il tempo. Descrive dove incontri i limiti e impari la disciplina, che cosa prendi sul serio e che cosa temi, e come la pazienza e la perseveranza ti aiutano a costruire qualcosa di duraturo man mano che maturi.',
    traits: ['Disciplina', 'Responsabilità', 'Struttura', 'Limiti', 'Maturità', 'Perseveranza'],
  },
  signs: {
    aries: {
      text: 'Agire di tua iniziativa potrebbe esserti sembrato rischioso, un tempo, e parte del tuo cammino consiste nell’imparare a farti valere con pazienza. Con il tempo il tuo coraggio tende a diventare ponderato più che avventato. Qui la frustrazione può essere una maestra, e la risolutezza costante che sviluppi ti permette di guidare senza bisogno di correre.',
      traits: [
        'Coraggio temperato',
        'Autonomia',
        'Impulsi controllati',
        'Risolutezza costante',
        'Frustrazione',
        'Azione ponderata',
      ],
    },
    taurus: {
      text: 'La sicurezza e il senso del tuo valore sono i tuoi grandi maestri. Potresti lavorare sodo per costruire stabilità e provare disagio ogni volta che sembra minacciata. La pazienza ti regala una saggezza pratica duratura, e scoprire che il tuo valore non si misura da ciò che possiedi può portarti una serenità profonda e benvenuta.',
      traits: [
        'Prudenza materiale',
        'Pazienza',
        'Resistenza',
        'Intraprendenza',
        'Valore personale',
        'Costruzione paziente',
      ],
    },
    gemini: {
      text: 'All’inizio potresti aver dubitato della tua intelligenza o aver esitato a prendere la parola. Con il tempo quella cautela diventa spesso una mente attenta e seria e un talento per l’espressione precisa. Dai valore all’accuratezza e prendi a cuore le idee, qualità che possono portarti a eccellere nell’insegnamento, nella revisione dei testi o nella scrittura.',
      traits: [
        'Mente seria',
        'Parola attenta',
        'Disciplina mentale',
        'Accuratezza',
        'Insicurezza',
        'Talento didattico',
      ],
    },
    cancer: {
      text: 'Potresti aver sentito presto su di te la responsabilità degli altri, o aver fatto fatica a lasciar vedere la tua vulnerabilità. Costruire dentro di te fondamenta solide e protettive tende a essere il lavoro di una vita. Imparare a ricevere cura oltre che a darla porta maturità e calore nei tuoi legami più stretti.',
      traits: [
        'Riserbo emotivo',
        'Dovere familiare',
        'Forza protettiva',
        'Fondamenta interiori',
        'Diffidenza',
        'Cura matura',
      ],
    },
    leo: {
      text: 'Brillare può sembrarti un rischio, forse perché un tempo nessuno ti vedeva davvero o temevi il giudizio altrui. Con impegno tendi a sviluppare una creatività autentica e dignitosa. La sicurezza che conquisti lentamente è spesso più solida di un applauso facile, e può fare di te una guida responsabile e generosa.',
      traits: [
        'Sicurezza conquistata',
        'Dignità',
        'Disciplina creativa',
        'Paura del giudizio',
        'Orgoglio autentico',
        'Guida responsabile',
      ],
    },
    virgo: {
      text: 'Lavoro, abitudini e competenza sono gli ambiti in cui Saturno ti chiede di più. Potresti fissarti standard molto esigenti e preoccuparti di fare bene ogni dettaglio. Con il tempo tendi ad acquisire grande competenza e affidabilità, e accettare che a volte «abbastanza buono» basta può alleggerire la pressione che ti metti addosso.',
      traits: ['Standard elevati', 'Competenza', 'Affidabilità', 'Abitudini ordinate', 'Preoccupazione', 'Maestria'],
    },
    libra: {
      text: 'Saturno è in esaltazione in Bilancia, e fa dell’equità, dell’impegno e della vita di coppia le tue lezioni centrali. Potresti prendere le relazioni molto sul serio, dando più valore alla lealtà e all’equilibrio che a un’attrazione passeggera. Un forte senso di giustizia tende a svilupparsi con l’età, e i tuoi legami spesso si approfondiscono man mano che impari a onorare sia i tuoi accordi sia i tuoi bisogni.',
      traits: [
        'Unione impegnata',
        'Senso di giustizia',
        'Correttezza',
        'Lealtà',
        'Legami seri',
        'Giudizio equilibrato',
      ],
    },
    scorpio: {
      text: 'Fiducia, intimità e controllo sono i temi che ti mettono alla prova. Potresti custodire con cura la tua vulnerabilità e attraversare esperienze intense che richiedono capacità di ripresa. Ciò che ne emerge è spesso una forza interiore e una padronanza di sé notevoli, e gli altri potrebbero arrivare a contare sulla tua fermezza quando scoppia una crisi.',
      traits: [
        'Padronanza di sé',
        'Capacità di ripresa',
        'Profondità emotiva',
        'Fiducia guardinga',
        'Bisogno di controllo',
        'Forza nelle crisi',
      ],
    },
    sagittarius: {
      text: 'Potresti mettere in discussione le convinzioni ereditate o prendere molto sul serio la filosofia, rifiutando risposte facili sul senso della vita. Con il tempo tendi a costruire una visione del mondo concreta e messa alla prova. La tua saggezza ha peso perché è conquistata con l’esperienza, e la libertà diventa qualcosa che impari a usare con responsabilità.',
      traits: [
        'Convinzioni solide',
        'Saggezza conquistata',
        'Studio serio',
        'Spirito critico',
        'Libertà responsabile',
        'Integrità morale',
      ],
    },
    capricorn: {
      text: 'Saturno governa il Capricorno, quindi il tuo senso del dovere, l’ambizione e l’autodisciplina sono forti. Tendi a prendere sul serio le responsabilità e a lavorare con pazienza verso obiettivi a lungo termine. I traguardi contano molto per te, e ricordarti di riposare e di goderti la salita impedisce alla tua spinta di diventare un peso.',
      traits: [
        'Forte senso del dovere',
        'Ambizione',
        'Autodisciplina',
        'Obiettivi a lungo termine',
        'Autorevolezza',
        'Troppo lavoro',
      ],
    },
    aquarius: {
      text: 'Idee, gruppi e cambiamento sociale sono gli ambiti in cui porti la tua disciplina. Tendi a pensare in modo sistematico e potresti sentire una seria responsabilità verso la tua comunità. Con il tempo puoi costruire strutture al servizio di molte persone, anche se conciliare la tua individualità con il desiderio di appartenenza potrebbe restare una lezione sempre aperta.',
      traits: [
        'Pensiero sistematico',
        'Responsabilità sociale',
        'Indipendenza di principio',
        'Innovazione strutturata',
        'Distacco',
        'Lealtà al gruppo',
      ],
    },
    pisces: {
      text: 'Confini, fede e compassione sono le tue lezioni. Potresti sentire in modo acuto il dolore degli altri e faticare a proteggerti quando tutto diventa troppo. Man mano che maturi, tendi a dare forma al tuo intuito e alla tua creatività, e una pratica spirituale o creativa silenziosa può diventare una vera fonte di forza.',
      traits: [
        'Dovere compassionevole',
        'Imparare i confini',
        'Immaginazione strutturata',
        'Disciplina spirituale',
        'Sensibilità',
        'Fede silenziosa',
      ],
    },
  },
};
