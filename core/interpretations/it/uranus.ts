import type { PlanetTexts } from '../types';

/** Urano: cambiamento, originalità, libertà. */
export const URANUS: PlanetTexts = {
  general: {
    text: 'Urano governa il cambiamento, l’originalità e la libertà. Descrive dove rompi con le convenzioni, cerchi l’indipendenza e incontri intuizioni improvvise o sconvolgimenti. Poiché si muove lentamente, il suo segno rispecchia spesso lo spirito di un’intera generazione tanto quanto un tratto personale.',
    traits: ['Originalità', 'Libertà', 'Innovazione', 'Cambiamenti improvvisi', 'Ribellione', 'Intuizione'],
  },
  signs: {
    aries: {
      text: 'Appartieni a una generazione affamata di indipendenza, e potresti sentire un forte impulso ad aprire strade nuove. La tua originalità tende a mostrarsi nell’azione diretta e nelle idee pionieristiche più che nelle teorie. Possono affiorare impulsi improvvisi a ricominciare da capo, e il coraggio di tentare ciò che nessuno ha mai fatto è un vero dono.',
      traits: [
        'Cambiamento pioniere',
        'Indipendenza',
        'Innovazione audace',
        'Impulso irrequieto',
        'Sperimentazione senza paura',
        'Libertà autonoma',
      ],
    },
    taurus: {
      text: 'La tua generazione potrebbe reinventare il modo di pensare alle risorse, alla terra e a ciò che rende la vita sicura. Nella tua vita la stabilità potrebbe cambiare all’improvviso, spingendoti a trovare modi nuovi e concreti per costruirla. Tendi a innovare lentamente ma con solidità, unendo metodi freschi a valori che durano.',
      traits: [
        'Innovazione pratica',
        'Valori in cambiamento',
        'Riforme ingegnose',
        'Ingegno concreto',
        'Indipendenza testarda',
        'Idee sostenibili',
      ],
    },
    gemini: {
      text: 'La comunicazione e l’informazione sono gli ambiti in cui la tua generazione potrebbe portare scosse e invenzioni. La tua mente tende a procedere per salti rapidi e sorprendenti, e le idee insolite ti entusiasmano. Potrebbero attrarti nuovi strumenti, nuovi media o nuovi modi di parlare, e la tua originalità sta spesso nel collegare fatti che nessun altro aveva pensato di unire.',
      traits: [
        'Pensiero inventivo',
        'Nuovi media',
        'Salti mentali',
        'Idee insolite',
        'Curiosità irrequieta',
        'Nuova comunicazione',
      ],
    },
    cancer: {
      text: 'Le idee su casa e famiglia potrebbero cambiare in modo netto intorno alla tua generazione. Potresti cercare libertà dentro i legami stretti o vivere traslochi e cambiamenti inattesi nella vita domestica. Tendi a creare un senso di appartenenza che corrisponde a chi sei davvero, a volte radunando intorno a te una famiglia scelta.',
      traits: [
        'Casa non convenzionale',
        'Indipendenza emotiva',
        'Cambiamenti familiari',
        'Famiglia scelta',
        'Intuizione',
        'Radici irrequiete',
      ],
    },
    leo: {
      text: 'L’espressione creativa è il luogo in cui la tua vena ribelle prende vita. La tua generazione potrebbe rivendicare la libertà individuale e il diritto di distinguersi, e tendi a esprimerti in modi inconfondibili, a volte teatrali. Resistere alle pressioni che vorrebbero offuscare la tua luce fa parte della tua storia, così come lasciar brillare anche gli altri.',
      traits: [
        'Ribellione creativa',
        'Espressione unica',
        'Gusto teatrale',
        'Cuore indipendente',
        'Individualità audace',
        'Orgoglio testardo',
      ],
    },
    virgo: {
      text: 'La tua generazione potrebbe trasformare il lavoro, la tecnologia e le abitudini della vita quotidiana. Tendi a innovare con metodo, trovando soluzioni ingegnose ai problemi di tutti i giorni e migliorando sistemi che altri accettano così come sono. La tua originalità è pratica, e si vede spesso in un approccio insolito alla competenza, al servizio e al benessere.',
      traits: [
        'Genio pratico',
        'Riforma dei sistemi',
        'Abilità tecnica',
        'Soluzioni ingegnose',
        'Intuito analitico',
        'Routine irrequiete',
      ],
    },
    libra: {
      text: 'Le relazioni sono un ambito in cui la tua generazione potrebbe riscrivere le regole, mettendo in discussione le vecchie idee di coppia e di equità. Tendi a dare valore alla libertà dentro la vicinanza, e potresti trovarti a tuo agio con partner o accordi non convenzionali. Un modo nuovo di pensare l’uguaglianza e la bellezza segna spesso la tua originalità.',
      traits: [
        'Nuove relazioni',
        'Uguaglianza',
        'Libertà in amore',
        'Innovazione estetica',
        'Equità sociale',
        'Legami imprevedibili',
      ],
    },
    scorpio: {
      text: 'Con la tua generazione i tabù potrebbero venire allo scoperto, insieme a nuovi atteggiamenti verso il potere e l’intimità. Tendi a vivere improvvise rivelazioni emotive che ti cambiano nel profondo. La tua originalità si vede nella disponibilità a indagare proprio ciò che gli altri preferirebbero evitare.',
      traits: [
        'Profondità radicale',
        'Tabù infranti',
        'Rivelazioni improvvise',
        'Potere trasformativo',
        'Intuito psicologico',
        'Volontà intensa',
      ],
    },
    sagittarius: {
      text: 'Le convinzioni, l’istruzione e l’incontro tra culture sono pronti al cambiamento nella tua generazione. Tendi a cercare la libertà attraverso i viaggi, la filosofia o un percorso spirituale non convenzionale. Mettere in discussione le dottrine ti viene naturale, e le tue idee aperte possono aiutare gli altri a vedere oltre i limiti della propria visione del mondo.',
      traits: [
        'Libero pensiero',
        'Sguardo globale',
        'Esplorazione spirituale',
        'Dottrine in discussione',
        'Idee avventurose',
        'Fede irrequieta',
      ],
    },
    capricorn: {
      text: 'Istituzioni, autorità e strutture consolidate sono gli ambiti in cui la tua generazione potrebbe spingere per le riforme. Tendi a unire un’ambizione concreta al desiderio di cambiare il modo in cui le cose vengono gestite. Più che abbattere le tradizioni, spesso dai il meglio della tua originalità quando le rinnovi dall’interno.',
      traits: [
        'Riforma strutturale',
        'Visione pratica',
        'Tradizione rinnovata',
        'Cambiamento ambizioso',
        'Ribellione disciplinata',
        'Sfida all’autorità',
      ],
    },
    aquarius: {
      text: 'Urano governa l’Acquario, quindi la tua generazione potrebbe essere fortemente orientata alla tecnologia, al progresso collettivo e alla libertà individuale. Tendi ad avere inventiva e spirito umanitario, e a muoverti con disinvoltura in ciò che non è convenzionale. Le idee visionarie ti vengono naturali, e potresti dare il meglio insieme a gruppi che perseguono obiettivi comuni.',
      traits: [
        'Idee visionarie',
        'Spirito umanitario',
        'Talento tecnologico',
        'Progresso collettivo',
        'Eccentricità',
        'Pensiero indipendente',
      ],
    },
    pisces: {
      text: 'Per la tua generazione i vecchi confini tra arte, spirito e vita quotidiana potrebbero dissolversi. Tendi a ricevere improvvise intuizioni, e potrebbero chiamarti esperienze mistiche o sperimentazioni creative. La tua originalità si vede spesso nel modo in cui unisci l’ispirazione alla compassione, portando immaginazione dove manca.',
      traits: [
        'Lampi intuitivi',
        'Innovazione spirituale',
        'Visione creativa',
        'Cambiamento compassionevole',
        'Confini che si dissolvono',
        'Idee oniriche',
      ],
    },
  },
};
