/**
 * I testi italiani dell’oroscopo. Stile: seconda persona (tu), legato al cielo del giorno, mai
 * certo, senza desinenze di genere riferite a chi legge (docs/i18n/glossary-it.md).
 */
import { dateTimeFormat } from '../i18n/intl-cache';
import type { AspectType } from '../astro/aspects';
import type { PlanetId } from '../astro/positions';
import type { SignId } from '../zodiac';
import type { HoroscopeTexts } from './texts';
import type { MoonPhase } from './types';

/** La stringa con l’iniziale maiuscola. */
export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Il nome del pianeta come si legge in una frase: «il Sole», «la Luna», «Mercurio». */
const PLANET: Readonly<Record<PlanetId, string>> = {
  sun: 'il Sole',
  moon: 'la Luna',
  mercury: 'Mercurio',
  venus: 'Venere',
  mars: 'Marte',
  jupiter: 'Giove',
  saturn: 'Saturno',
  uranus: 'Urano',
  neptune: 'Nettuno',
  pluto: 'Plutone',
};
/** Il nome nudo, per le etichette e i controlli: «Sole», «Luna», «Mercurio». */
const BARE: Readonly<Record<PlanetId, string>> = {
  sun: 'Sole',
  moon: 'Luna',
  mercury: 'Mercurio',
  venus: 'Venere',
  mars: 'Marte',
  jupiter: 'Giove',
  saturn: 'Saturno',
  uranus: 'Urano',
  neptune: 'Nettuno',
  pluto: 'Plutone',
};
/** «del Sole», «della Luna», «di Mercurio». */
const OF: Readonly<Record<PlanetId, string>> = {
  sun: 'del Sole',
  moon: 'della Luna',
  mercury: 'di Mercurio',
  venus: 'di Venere',
  mars: 'di Marte',
  jupiter: 'di Giove',
  saturn: 'di Saturno',
  uranus: 'di Urano',
  neptune: 'di Nettuno',
  pluto: 'di Plutone',
};
/** «al Sole», «alla Luna», «a Mercurio». */
export const TO: Readonly<Record<PlanetId, string>> = {
  sun: 'al Sole',
  moon: 'alla Luna',
  mercury: 'a Mercurio',
  venus: 'a Venere',
  mars: 'a Marte',
  jupiter: 'a Giove',
  saturn: 'a Saturno',
  uranus: 'a Urano',
  neptune: 'a Nettuno',
  pluto: 'a Plutone',
};
/** «dal Sole», «dalla Luna», «da Mercurio». */
const FROM: Readonly<Record<PlanetId, string>> = {
  sun: 'dal Sole',
  moon: 'dalla Luna',
  mercury: 'da Mercurio',
  venus: 'da Venere',
  mars: 'da Marte',
  jupiter: 'da Giove',
  saturn: 'da Saturno',
  uranus: 'da Urano',
  neptune: 'da Nettuno',
  pluto: 'da Plutone',
};
/** Femminili: la Luna e Venere (gli aggettivi concordano: «Venere retrograda»). */
const feminine = (id: PlanetId) => id === 'moon' || id === 'venus';
/** «il Sole», «la Luna», «Mercurio». */
export const planet = (id: PlanetId) => PLANET[id];
/** «retrogrado», ma «retrograda» per la Luna e Venere. */
export const retro = (id: PlanetId) => (feminine(id) ? 'retrograda' : 'retrogrado');
const direct = (id: PlanetId) => (feminine(id) ? 'diretta' : 'diretto');
/** La stazione come verbo: «diventa retrogrado», «torna diretta». */
export const turn = (id: PlanetId, direction: 'retrograde' | 'direct') =>
  direction === 'retrograde' ? `diventa ${retro(id)}` : `torna ${direct(id)}`;

/** Il nome del segno: si usa nudo dopo «in» (glossario §2: «Luna in Cancro»). */
const SIGN: Readonly<Record<SignId, string>> = {
  aries: 'Ariete',
  taurus: 'Toro',
  gemini: 'Gemelli',
  cancer: 'Cancro',
  leo: 'Leone',
  virgo: 'Vergine',
  libra: 'Bilancia',
  scorpio: 'Scorpione',
  sagittarius: 'Sagittario',
  capricorn: 'Capricorno',
  aquarius: 'Acquario',
  pisces: 'Pesci',
};
/** Con l’articolo, come oggetto: «attraversa lo Scorpione», «raggiunge i Pesci». */
const SIGN_ART: Readonly<Record<SignId, string>> = {
  aries: 'l’Ariete',
  taurus: 'il Toro',
  gemini: 'i Gemelli',
  cancer: 'il Cancro',
  leo: 'il Leone',
  virgo: 'la Vergine',
  libra: 'la Bilancia',
  scorpio: 'lo Scorpione',
  sagittarius: 'il Sagittario',
  capricorn: 'il Capricorno',
  aquarius: 'l’Acquario',
  pisces: 'i Pesci',
};
/** Il nome del segno, nudo: «in Cancro». */
export const sign = (id: SignId) => SIGN[id];
const theSign = (id: SignId) => SIGN_ART[id];

/** Le case sono femminili: «prima», «seconda»… */
export const ORDINAL = [
  '',
  'prima',
  'seconda',
  'terza',
  'quarta',
  'quinta',
  'sesta',
  'settima',
  'ottava',
  'nona',
  'decima',
  'undicesima',
  'dodicesima',
];
export const ord = (n: number) => ORDINAL[n] as string;
/** «la tua ottava casa» (il possessivo evita l’elisione). */
const yourHouse = (n: number) => `la tua ${ord(n)} casa`;
/** «nella tua ottava casa». */
const inYourHouse = (n: number) => `nella tua ${ord(n)} casa`;
/** «la prima casa», «l’ottava casa», «l’undicesima casa». */
const theHouse = (n: number) => (n === 8 || n === 11 ? `l’${ord(n)} casa` : `la ${ord(n)} casa`);

/** Il nome della fase, senza articolo: «Luna nuova», «primo quarto». */
const PHASE: Readonly<Record<MoonPhase, string>> = {
  new: 'Luna nuova',
  'waxing-crescent': 'Luna crescente',
  'first-quarter': 'primo quarto',
  'waxing-gibbous': 'Luna gibbosa crescente',
  full: 'Luna piena',
  'waning-gibbous': 'Luna gibbosa calante',
  'last-quarter': 'ultimo quarto',
  'waning-crescent': 'Luna calante',
};
/** Le etichette delle fasi come nel glossario (§5): «Primo quarto», «Gibbosa crescente». */
const PHASE_LABEL: Readonly<Record<MoonPhase, string>> = {
  new: 'Luna nuova',
  'waxing-crescent': 'Luna crescente',
  'first-quarter': 'Primo quarto',
  'waxing-gibbous': 'Gibbosa crescente',
  full: 'Luna piena',
  'waning-gibbous': 'Gibbosa calante',
  'last-quarter': 'Ultimo quarto',
  'waning-crescent': 'Luna calante',
};
const quarter = (id: MoonPhase) => id === 'first-quarter' || id === 'last-quarter';
/** «la Luna nuova», «il primo quarto», «l’ultimo quarto». */
const thePhase = (id: MoonPhase) =>
  id === 'last-quarter' ? 'l’ultimo quarto' : quarter(id) ? `il ${PHASE[id]}` : `la ${PHASE[id]}`;
/** «alla Luna nuova», «al primo quarto», «all’ultimo quarto». */
const toPhase = (id: MoonPhase) =>
  id === 'last-quarter' ? 'all’ultimo quarto' : quarter(id) ? `al ${PHASE[id]}` : `alla ${PHASE[id]}`;
/** «della Luna nuova», «del primo quarto», «dell’ultimo quarto». */
const ofPhase = (id: MoonPhase) =>
  id === 'last-quarter' ? 'dell’ultimo quarto' : quarter(id) ? `del ${PHASE[id]}` : `della ${PHASE[id]}`;

/** Il Sole e la Luna sono «astri» (luminari), gli altri «pianeti»: «il pianeta che governa il tuo segno». */
const luminary = (id: PlanetId) => id === 'sun' || id === 'moon';
const rulerWord = (id: PlanetId) => (luminary(id) ? 'l’astro' : 'il pianeta');
const rulerTitle = (id: PlanetId) => (luminary(id) ? 'astro governatore' : 'pianeta governatore');

/** Etichette brevi degli aspetti: «Giove in trigono con il tuo segno». */
const aspectLabel = (p: PlanetId, aspect: AspectType, ruler?: PlanetId): string => {
  const target = ruler ? `${planet(ruler)}, tuo ${rulerTitle(ruler)}` : 'il tuo segno';
  switch (aspect) {
    case 'conjunction':
      return ruler
        ? `${BARE[p]} ${feminine(p) ? 'congiunta' : 'congiunto'} ${TO[ruler]}, tuo ${rulerTitle(ruler)}`
        : `${BARE[p]} nel tuo segno`;
    case 'sextile':
      return `${BARE[p]} in sestile con ${target}`;
    case 'square':
      return `${BARE[p]} in quadratura con ${target}`;
    case 'trine':
      return `${BARE[p]} in trigono con ${target}`;
    case 'opposition':
      return ruler
        ? `${BARE[p]} in opposizione ${TO[ruler]}, tuo ${rulerTitle(ruler)}`
        : `${BARE[p]} in opposizione al tuo segno`;
  }
};

/** Le parti di un orario in un fuso: ore senza zero iniziale, tranne la mezzanotte («00:30»). */
function clock(at: Date, timeZone: string): string {
  const parts = dateTimeFormat('it-IT', {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(at);
  const hour = Number(parts.find((x) => x.type === 'hour')?.value ?? '0');
  const minute = parts.find((x) => x.type === 'minute')?.value ?? '00';
  return `${hour === 0 ? '00' : hour}:${minute}`;
}

export const HOROSCOPE_IT: HoroscopeTexts = {
  names: {
    planet: (id) => [BARE[id]],
    sign: (id) => [SIGN[id]],
    phase: (id) => [PHASE[id], PHASE_LABEL[id]],
    direction: (id) => (id === 'retrograde' ? ['retrogrado', 'retrograda', 'retrogradazione'] : ['diretto', 'diretta']),
  },
  houseTopic: {
    1: 'i tuoi progetti personali e il modo in cui ti presenti',
    2: 'il denaro, ciò che possiedi e ciò a cui dai valore',
    3: 'i messaggi, le piccole commissioni e le persone che hai intorno',
    4: 'la casa, la famiglia e la tua vita privata',
    5: 'il piacere, la creatività e il romanticismo',
    6: 'il lavoro quotidiano, le abitudini e la salute',
    7: 'il partner e i rapporti a tu per tu',
    8: 'il denaro condiviso, la fiducia e l’intimità',
    9: 'i viaggi, lo studio e lo sguardo d’insieme',
    10: 'la carriera, la posizione che occupi e le tue ambizioni',
    11: 'gli amici, i gruppi e le speranze per il futuro',
    12: 'il riposo, la solitudine e ciò che accade dietro le quinte',
  },
  houseLove: {
    1: 'gli altri capiscono come ti senti prima ancora che tu apra bocca',
    2: 'l’amore si mostra più con gesti pratici e costanti che con le grandi parole',
    3: 'un messaggio veloce o una chiacchierata leggera possono fare più di una serata programmata',
    4: 'la vicinanza cresce tra le mura di casa, lontano dalla folla',
    5: 'flirt, gioco e romanticismo passano in primo piano',
    6: 'i piccoli gesti di aiuto dicono più di qualsiasi dichiarazione',
    7: 'partner e aspiranti partner prendono l’iniziativa, e venirsi incontro aiuta',
    8: 'i sentimenti vanno in profondità e la fiducia conta più del fascino',
    9: 'l’attrazione segue la curiosità, magari verso qualcuno che viene da lontano',
    10: 'vita pubblica e vita privata potrebbero tirarti in direzioni diverse',
    11: 'l’amicizia è il terreno su cui cresce l’amore',
    12: 'ciò che provi potrebbe restare non detto, per ora, e un’ora di quiete aiuta',
  },
  signRelation: {
    conjunction: 'si trova nel tuo stesso segno',
    sextile: 'forma un sestile amichevole con il tuo segno',
    square: 'è in quadratura con il tuo segno',
    trine: 'è in trigono con il tuo segno',
    opposition: 'si trova nel segno opposto al tuo',
  },
  rulerRelation: {
    conjunction: (ruler, at) =>
      `incontra ${planet(ruler)} in ${sign(at)}, ${rulerWord(ruler)} che governa il tuo segno`,
    sextile: (ruler, at) =>
      `forma un sestile con ${planet(ruler)} in ${sign(at)}, ${rulerWord(ruler)} che governa il tuo segno`,
    square: (ruler, at) =>
      `è in quadratura con ${planet(ruler)} in ${sign(at)}, ${rulerWord(ruler)} che governa il tuo segno`,
    trine: (ruler, at) =>
      `è in trigono con ${planet(ruler)} in ${sign(at)}, ${rulerWord(ruler)} che governa il tuo segno`,
    opposition: (ruler, at) => `si oppone ${TO[ruler]} in ${sign(at)}, ${rulerWord(ruler)} che governa il tuo segno`,
  },
  effect: {
    sun: {
      easy: 'la tua sicurezza ha il vento in poppa e il tuo impegno ha più probabilità di essere notato',
      tense: 'la tua volontà potrebbe scontrarsi con quella di qualcun altro, e la pazienza ti serve più della forza',
      blend: 'i riflettori si spostano verso di te ed è un buon momento per mostrare che cosa intendi fare',
    },
    mercury: {
      easy: 'le parole arrivano con facilità e le conversazioni tendono ad andare dove speri',
      tense: 'i malintesi sono più probabili del solito, e conviene ricontrollare due volte i dettagli',
      blend: 'la mente è rapida e piena di idee, adatta a scrivere, pianificare e decidere',
    },
    venus: {
      easy: 'il calore circola con facilità e le piccole gentilezze vengono ricambiate',
      tense: 'ciò che vuoi tu e ciò che vogliono gli altri potrebbero non coincidere, almeno all’inizio',
      blend: 'il tuo fascino è a fior di pelle e le persone lo percepiscono',
    },
    mars: {
      easy: 'l’energia è abbondante e ben indirizzata, ideale per avviare qualcosa',
      tense: 'nervi e muscoli possono essere messi alla prova, e conviene dosare le forze',
      blend: 'la spinta è forte e le serve un obiettivo chiaro per restare costruttiva',
    },
    jupiter: {
      easy: 'si aprono possibilità e la generosità, data o ricevuta, ripaga',
      tense: 'è facile promettere o spendere più di quanto vorresti',
      blend: 'l’ottimismo cresce e puoi puntare in alto, tenendo però un piede per terra',
    },
    saturn: {
      easy: 'l’impegno costante viene premiato e le regole sostengono invece di stringere',
      tense: 'doveri e ritardi potrebbero pesarti, ma anche un progresso lento resta un progresso',
      blend: 'le responsabilità sono in primo piano e gli impegni presi ora tendono a durare',
    },
  },
  effectRetrograde: {
    mercury: {
      easy: 'vecchie conversazioni tornano utili, ma le risposte possono tardare e conviene confermare i programmi per iscritto',
      tense: 'equivoci e ritardi sono probabili, e conviene rimandare le firme e controllare ogni dettaglio',
      blend: 'i pensieri tornano alle questioni in sospeso, più adatti a rivedere che a decidere',
    },
    venus: {
      easy: 'vecchi affetti possono risvegliarsi con dolcezza, e una gentilezza discreta vale più di un grande gesto',
      tense:
        'vecchie ferite possono riaprirsi, e conviene prendersi tempo prima di decidere qualcosa in amore o con il denaro',
      blend: 'i sentimenti si rivolgono all’interno e chiedono di essere capiti prima di essere detti',
    },
    mars: {
      easy: 'l’energia torna piano piano, e uno sforzo moderato e costante rende più di una spinta improvvisa',
      tense: 'la frustrazione sale in fretta, l’energia è bassa e conviene rallentare per riposare',
      blend: 'la spinta si rivolge all’interno, più adatta a concludere e riparare che a cominciare',
    },
  },
  inElement: {
    sun: {
      fire: 'il clima di lavoro premia l’iniziativa e l’impegno che si vede',
      earth: 'il clima di lavoro premia i progressi attenti e concreti',
      air: 'il clima di lavoro premia le idee, i contatti e il dialogo',
      water: 'il clima di lavoro premia l’intuito e la capacità di capire l’aria che tira',
    },
    mercury: {
      fire: 'il pensiero è rapido e deciso, ideale per proporre un’idea',
      earth: 'il pensiero è attento e scrupoloso, ideale per i dettagli e i contratti',
      air: 'idee e parole scorrono libere, ed è il momento giusto per riunioni e messaggi',
      water: 'il pensiero segue l’intuito, utile per leggere tra le righe',
    },
    venus: {
      fire: 'in amore piacciono la franchezza, il calore e un pizzico di audacia',
      earth: 'l’amore si esprime con attenzioni concrete e tempo dedicato senza riserve',
      air: 'la conversazione è la strada per arrivare al cuore di qualcuno',
      water: 'i sentimenti sono profondi e cercano un contesto intimo e delicato',
    },
    mars: {
      fire: 'l’energia arriva a ondate, da spendere al meglio in qualcosa di attivo',
      earth: 'la resistenza è costante, adatta a sforzi lunghi e pazienti',
      air: 'la mente è irrequieta e il movimento la aiuta a calmarsi',
      water: 'l’energia segue l’umore, quindi ascolta ciò che il corpo ti chiede',
    },
  },
  inElementRetrograde: {
    mercury:
      'piani e messaggi chiedono una seconda lettura, quindi conferma gli orari e rileggi prima di firmare o partire',
    venus: 'l’amore guarda indietro più che avanti, e vecchi sentimenti chiedono un ascolto calmo e sincero',
    mars: 'l’energia è più bassa del solito, quindi vai piano e lascia che il corpo si riprenda',
  },
  flowing: {
    mercury: [
      'le parole arrivano con facilità',
      'le conversazioni tendono ad andare dove speri',
      'adatta a scrivere, pianificare e decidere',
      'ideale per i dettagli e i contratti',
      'idee e parole scorrono libere',
      'ideale per proporre un’idea',
    ],
    venus: [
      'il calore circola con facilità',
      'le piccole gentilezze vengono ricambiate',
      'il tuo fascino è a fior di pelle',
      'in amore piacciono la franchezza',
      'l’amore si esprime con attenzioni concrete',
      'la conversazione è la strada per arrivare al cuore',
      'i sentimenti sono profondi e cercano un contesto intimo e delicato',
    ],
    mars: [
      'l’energia è abbondante',
      'la spinta è forte',
      'l’energia arriva a ondate',
      'l’energia sta crescendo',
      'il corpo ha slancio',
      'la resistenza è alta',
    ],
  },
  phaseNote: {
    new: 'un momento per inizi silenziosi e per fissare un’intenzione',
    'waxing-crescent': 'un momento per muovere i primi passi in ciò che hai avviato di recente',
    'first-quarter': 'un momento per prendere decisioni e superare il primo ostacolo',
    'waxing-gibbous': 'un momento per rifinire e correggere il tiro, più che per ricominciare da capo',
    full: 'un momento in cui le cose vengono alla luce e i sentimenti arrivano al culmine',
    'waning-gibbous': 'un momento per condividere ciò che hai imparato e per dire grazie',
    'last-quarter': 'un momento per lasciar andare ciò che non ti corrisponde più',
    'waning-crescent': 'un momento per riposare, fare il punto e liberare spazio prima del prossimo ciclo',
  },
  phaseBody: {
    new: 'l’energia potrebbe essere bassa, perciò parti con calma',
    'waxing-crescent': 'l’energia sta crescendo ed è il momento adatto per avviare piano piano una nuova abitudine',
    'first-quarter': 'il corpo ha slancio, buono per un allenamento più impegnativo',
    'waxing-gibbous': 'la resistenza è alta, ma il sonno potrebbe essere più leggero del solito',
    full: 'irrequietezza e sogni vividi sono frequenti, perciò comincia presto a rallentare la sera',
    'waning-gibbous': 'l’energia è stabile, più adatta a concludere che a cominciare',
    'last-quarter': 'il corpo chiede di meno, perciò alleggerisci l’agenda dove puoi',
    'waning-crescent': 'il recupero conta più del rendimento, perciò riposa senza sensi di colpa',
  },
  planetTheme: {
    sun: 'obiettivi e senso di direzione',
    moon: 'stati d’animo e bisogni',
    mercury: 'progetti, messaggi e accordi',
    venus: 'amore, piacere e denaro',
    mars: 'slancio, coraggio e conflitti',
    jupiter: 'crescita, fortuna e convinzioni',
    saturn: 'doveri, limiti e lavoro di lungo periodo',
    uranus: 'cambiamenti e bisogno di libertà',
    neptune: 'sogni, ideali e intuizioni',
    pluto: 'potere, profondità e trasformazione',
  },
  advice: {
    overall: {
      bright: [
        'di’ di sì all’occasione che hai davanti',
        'condividi i tuoi progetti con qualcuno che può darti una mano',
        'comincia ciò che continui a rimandare',
        'poni finalmente la domanda che ti gira in testa',
        'riprendi i contatti con una persona che non senti da tempo',
        'prova una strada diversa da quella di sempre',
        'muovi il primo passo concreto verso qualcosa che ti entusiasma',
        'dai una possibilità a una proposta nuova invece di scartarla subito',
        'offri a qualcuno ciò che sai fare meglio',
        'impara qualcosa di nuovo, anche solo per curiosità',
      ],
      steady: [
        'mantieni il tuo ritmo',
        'porta a termine bene una cosa prima di passare alla successiva',
        'osserva ciò che funziona e fanne di più',
        'riordina la lista delle cose da fare e togli ciò che non serve più',
        'riprendi in mano un lavoro lasciato a metà',
        'rispetta gli impegni che hai già preso prima di aggiungerne altri',
        'prenditi il tempo di fare le cose con cura',
        'fai il punto su come stanno andando le cose',
        'tieni care le abitudini che ti fanno stare bene',
        'apprezza i piccoli progressi che hai già fatto',
      ],
      demanding: [
        'scegli le tue battaglie e lascia perdere quelle piccole',
        'lascia nella tua agenda un po’ di spazio per gli imprevisti',
        'chiedi aiuto prima di averne bisogno',
        'rimanda le decisioni importanti a quando avrai le idee più chiare',
        'conta fino a dieci prima di reagire',
        'di’ di no a ciò che non riesci a fare senza affanno',
        'pretendi un po’ meno da te e da chi ti circonda',
        'tieni le distanze dalle discussioni che non ti riguardano',
        'trattati con la stessa gentilezza che riservi agli altri',
        'proteggi un momento di quiete solo per te',
      ],
    },
    love: {
      bright: [
        'di’ a una persona cara che cosa apprezzi in lei',
        'proponi tu un programma invece di aspettare un invito',
        'regala il tuo tempo con generosità',
        'manda un messaggio affettuoso senza un motivo particolare',
        'rompi il ghiaccio con qualcuno che ti incuriosisce',
        'organizza qualcosa di divertente da fare in compagnia',
        'cerca un momento per ridere con qualcuno a cui vuoi bene',
        'fai un complimento sincero a chi se lo merita',
        'confida a una persona di fiducia un desiderio che custodisci da tempo',
        'apri la porta a chi vuole conoscerti meglio',
      ],
      steady: [
        'ascolta ciò che si dice tra le righe',
        'mantieni una promessa, anche piccola',
        'passa un’ora senza fretta con qualcuno a cui tieni',
        'chiedi a una persona cara come sta davvero, e ascolta la risposta',
        'coltiva i piccoli rituali che rendono speciali i tuoi legami',
        'ringrazia qualcuno per un gesto che di solito dai per scontato',
        'condividi un pasto con qualcuno, lasciando da parte il telefono',
        'chiarisci un piccolo malinteso finché è ancora facile farlo',
        'ricambia una gentilezza che hai ricevuto',
        'rispetta i tempi e gli spazi di chi ti sta accanto',
      ],
      demanding: [
        'parla con dolcezza anche quando senti le cose con forza',
        'lascia passare una notte prima di chiudere un disaccordo',
        'chiedi all’altra persona di che cosa ha bisogno prima di rispondere',
        'lascia finire di parlare chi hai davanti',
        'evita di riaprire vecchie discussioni',
        'scegli le parole con cura, soprattutto nei messaggi scritti',
        'prenditi un po’ di spazio se senti salire la tensione',
        'sii tu a tendere la mano dopo un battibecco',
        'non prendere sul personale una risposta brusca',
        'concedi il beneficio del dubbio a chi ti sta a cuore',
      ],
    },
    career: {
      bright: [
        'presenta la tua idea a chi prende le decisioni',
        'manda il messaggio di sollecito che hai in mente da giorni',
        'accetta il compito che mostra ciò che sai fare',
        'fatti avanti per un progetto che ti appassiona',
        'chiedi consiglio a una persona che stimi nel tuo campo',
        'presentati a qualcuno che lavora in un settore che ti interessa',
        'butta giù una prima bozza dell’idea che hai in mente',
        'fai presente con chiarezza ciò che ti serve per lavorare meglio',
        'dai visibilità a un buon risultato che hai ottenuto',
        'intervieni quando si parla di ciò che conosci bene',
      ],
      steady: [
        'sbriga le piccole incombenze che rallentano tutto il resto',
        'scrivi i prossimi tre passi e fai il primo',
        'controlla i numeri prima di impegnarti',
        'rispondi ai messaggi di lavoro rimasti indietro',
        'segna in agenda tutte le scadenze della settimana',
        'fai ordine tra file, documenti e cartelle',
        'rileggi con calma il lavoro degli ultimi giorni',
        'annota ciò che hai imparato dall’ultimo progetto concluso',
        'aggiorna chi lavora con te sullo stato dei lavori',
        'concentrati per un’ora sul compito che richiede più attenzione',
      ],
      demanding: [
        'leggi due volte e firma una volta sola',
        'tieni in ordine appunti e scadenze, e conserva il sangue freddo',
        'accontentati di fare progressi invece di inseguire la perfezione',
        'lascia decantare un messaggio delicato prima di inviarlo',
        'fermati qualche minuto tra un compito e l’altro, anche se la lista è lunga',
        'chiarisci le priorità con chi ti affida il lavoro',
        'prometti solo tempi che sai di poter rispettare',
        'accogli le critiche senza replicare a caldo',
        'delega ciò che altri possono fare bene quanto te',
        'spezza il compito più pesante in parti più piccole',
      ],
    },
    wellness: {
      bright: [
        'esci all’aria aperta e muoviti per il piacere di farlo',
        'prova la versione più impegnativa della tua solita routine',
        'sfrutta l’energia in più, poi fermati prima di esaurirla',
        'prendi le scale invece dell’ascensore',
        'prova un’attività fisica che non hai mai fatto',
        'metti la tua musica preferita e balla per qualche minuto',
        'prepara un pasto colorato con la verdura di stagione',
        'coinvolgi qualcuno in una camminata a passo svelto',
        'esplora a piedi un quartiere che non conosci',
        'spalanca le finestre e fai entrare aria fresca',
      ],
      steady: [
        'mantieni pasti regolari e un orario fisso per andare a letto',
        'alzati e sgranchisciti tra una lunga seduta e l’altra',
        'bevi un bicchiere d’acqua prima di cercare il caffè',
        'fai due passi tranquilli dopo mangiato',
        'prepara in anticipo qualche pasto semplice per i prossimi giorni',
        'distogli lo sguardo dallo schermo ogni tanto per riposare gli occhi',
        'resta costante nella tua attività fisica abituale, senza strafare',
        'regola la sedia e il piano di lavoro per una postura più comoda',
        'sciogli collo e spalle con qualche movimento lento',
        'riprendi un’abitudine sana che avevi trascurato',
      ],
      demanding: [
        'rinuncia a un impegno e vai a dormire presto',
        'scegli un movimento dolce invece di un allenamento sfiancante',
        'metti via il telefono un’ora prima di dormire',
        'concediti una pausa vera, lontano da schermi e notifiche',
        'dedica cinque minuti a respirare lentamente, a occhi chiusi',
        'scegli un pasto semplice che ti dia conforto',
        'fatti una doccia calda e lascia andare la tensione',
        'sostituisci l’ultimo caffè con una tisana',
        'prendi sul serio la stanchezza invece di ignorarla',
        'abbassa le luci e crea intorno a te un’atmosfera tranquilla',
      ],
    },
  },
  time: (at, timeZone, date) => {
    if (timeZone) {
      try {
        const time = clock(at, timeZone);
        const day = dateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
        if (!date || day.format(at) === date) return time;
        const parts = dateTimeFormat('it-IT', {
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          timeZone,
        }).formatToParts(at);
        const part = (type: string) => parts.find((x) => x.type === type)?.value ?? '';
        const dayOfMonth = part('day') === '1' ? '1º' : part('day');
        // «di mercoledì 17 giugno»: con il giorno della settimana non serve l’articolo (glossario §3).
        return `${time} di ${part('weekday')} ${dayOfMonth} ${part('month')}`;
      } catch {
        // un fuso che questo ambiente non conosce: UTC, dichiarato
      }
    }
    const hour = at.getUTCHours();
    return `${hour === 0 ? '00' : hour}:${String(at.getUTCMinutes()).padStart(2, '0')} UTC`;
  },

  sentences: {
    moon: [
      (p) => `La Luna è in ${sign(p.moon)}, ${inYourHouse(p.house)}, e porta in primo piano ${p.topic}.`,
      (p) => `Con la Luna di passaggio in ${sign(p.moon)}, ${yourHouse(p.house)}, l’attenzione va verso ${p.topic}.`,
      (p) => `La Luna di oggi in ${sign(p.moon)} illumina ${yourHouse(p.house)}: ${p.topic}.`,
      (p) =>
        `La Luna attraversa ${theSign(p.moon)}, ${theHouse(p.house)} contando dal tuo segno, e mette al centro della scena ${p.topic}.`,
      (p) =>
        `Sul piano emotivo la giornata tocca da vicino ${p.topic}, mentre la Luna transita in ${sign(p.moon)}, ${yourHouse(p.house)}.`,
      (p) => `La Luna in ${sign(p.moon)} occupa ${yourHouse(p.house)} e colora di emozione ${p.topic}.`,
      (p) =>
        `Oggi i sentimenti riguardano soprattutto ${p.topic}: la Luna è in ${sign(p.moon)}, ${yourHouse(p.house)}.`,
      (p) =>
        `In ${sign(p.moon)}, la Luna attraversa ${yourHouse(p.house)} e riporta al centro dei tuoi pensieri ${p.topic}.`,
    ],
    moonIngress: [
      (p) =>
        `Alle ore ${p.time} la Luna entra in ${sign(p.to)}, ${yourHouse(p.house)}, e sposta l’attenzione verso ${p.topic}.`,
      (p) =>
        `L’atmosfera cambia alle ore ${p.time}, quando la Luna passa in ${sign(p.to)} e ${inYourHouse(p.house)}, quella che riguarda ${p.topic}.`,
      (p) =>
        `Fai caso a un cambio di tono alle ore ${p.time}: la Luna entra in ${sign(p.to)}, ${yourHouse(p.house)}, e smuove ${p.topic}.`,
      (p) =>
        `Dalle ore ${p.time} la Luna è in ${sign(p.to)}, ${inYourHouse(p.house)}, e porta alla ribalta ${p.topic}.`,
      (p) =>
        `L’ingresso della Luna in ${sign(p.to)}, alle ore ${p.time}, apre ${yourHouse(p.house)}, che riguarda ${p.topic}.`,
      (p) =>
        `Più tardi, alle ore ${p.time}, la Luna raggiunge ${theSign(p.to)}, ${theHouse(p.house)} contando dal tuo segno: ${p.topic}.`,
      (p) =>
        `Una nuova nota emotiva risuona alle ore ${p.time}, quando la Luna passa in ${sign(p.to)}, ${yourHouse(p.house)}, e tocca ${p.topic}.`,
      (p) =>
        `Quando la Luna entra in ${sign(p.to)}, alle ore ${p.time}, ${yourHouse(p.house)} si risveglia e chiama in causa ${p.topic}.`,
    ],
    phase: [
      (p) => `Siamo in fase di ${PHASE[p.phase]}, ${p.note}.`,
      (p) => `Sotto ${thePhase(p.phase)}, la giornata è ${p.note}.`,
      (p) => `${cap(thePhase(p.phase))} detta il ritmo: ${p.note}.`,
      (p) => `Quanto ai tempi, ${thePhase(p.phase)} fa di queste ore ${p.note}.`,
      (p) => `La notte porta ${thePhase(p.phase)}, ${p.note}.`,
      (p) => `Tieni presente ${thePhase(p.phase)}: è ${p.note}.`,
      (p) => `Il cielo mostra ${thePhase(p.phase)}, ${p.note}.`,
      (p) => `Con ${thePhase(p.phase)} in cielo, le prossime ore offrono ${p.note}.`,
    ],
    phaseExact: [
      (p) => `L’istante esatto ${ofPhase(p.phase)} cade alle ore ${p.time}: è ${p.note}.`,
      (p) => `Oggi alle ore ${p.time} arriva ${thePhase(p.phase)}, ${p.note}.`,
      (p) => `Segna le ore ${p.time}, quando si compie ${thePhase(p.phase)}; è ${p.note}.`,
      (p) => `Alle ore ${p.time} di oggi si forma ${thePhase(p.phase)}, ${p.note}.`,
    ],
    aspect: [
      (p) => `${cap(planet(p.planet))} in ${sign(p.planetSign)} ${p.relation}, quindi ${p.effect}.`,
      (p) => `Oggi ${planet(p.planet)}, in ${sign(p.planetSign)}, ${p.relation}; ${p.effect}.`,
      (p) => `${cap(planet(p.planet))}, ora in ${sign(p.planetSign)}, ${p.relation}: ${p.effect}.`,
      (p) => `Tieni d’occhio ${planet(p.planet)} in ${sign(p.planetSign)}, che ${p.relation}: ${p.effect}.`,
      (p) => `Con ${planet(p.planet)} in ${sign(p.planetSign)} che ${p.relation}, ${p.effect}.`,
      (p) => `Mentre attraversa ${theSign(p.planetSign)}, ${planet(p.planet)} ${p.relation}; ${p.effect}.`,
      (p) =>
        `La posizione da seguire è quella ${OF[p.planet]} in ${sign(p.planetSign)}, che ${p.relation}: ${p.effect}.`,
      (p) => `Mentre ${planet(p.planet)} in ${sign(p.planetSign)} ${p.relation}, ${p.effect}.`,
    ],
    inSign: [
      (p) => `${cap(planet(p.planet))} è in ${sign(p.planetSign)}, e ${p.flavour}.`,
      (p) => `Con ${planet(p.planet)} in ${sign(p.planetSign)}, ${p.flavour}.`,
      (p) => `${cap(planet(p.planet))} sta attraversando ${theSign(p.planetSign)}: ${p.flavour}.`,
      (p) => `Prendi spunto ${FROM[p.planet]} in ${sign(p.planetSign)}: ${p.flavour}.`,
      (p) => `In ${sign(p.planetSign)}, ${planet(p.planet)} dà alla giornata una nota chiara, e ${p.flavour}.`,
      (p) => `${cap(planet(p.planet))} in ${sign(p.planetSign)} dà forma alla giornata: ${p.flavour}.`,
      (p) => `Finché ${planet(p.planet)} resta in ${sign(p.planetSign)}, ${p.flavour}.`,
      (p) => `Osserva ${planet(p.planet)} in ${sign(p.planetSign)}; ${p.flavour}.`,
    ],
    loveMoon: [
      (p) => `Con la Luna in ${sign(p.moon)}, ${yourHouse(p.house)}, ${p.love}.`,
      (p) => `La Luna in ${sign(p.moon)} tocca ${yourHouse(p.house)}: ${p.love}.`,
      (p) => `Nelle faccende di cuore conta la Luna in ${sign(p.moon)}, ${inYourHouse(p.house)}: ${p.love}.`,
      (p) => `${cap(yourHouse(p.house))} ospita la Luna in ${sign(p.moon)}, e ${p.love}.`,
      (p) => `Mentre la Luna attraversa ${theSign(p.moon)}, ${yourHouse(p.house)}, ${p.love}.`,
      (p) => `Per l’amore conta la posizione della Luna in ${sign(p.moon)}: è ${yourHouse(p.house)}, e ${p.love}.`,
      (p) => `La Luna in ${sign(p.moon)}, ${inYourHouse(p.house)}, ha un messaggio per il cuore: ${p.love}.`,
      (p) =>
        `Sul piano sentimentale, la Luna in ${sign(p.moon)} agisce sulla tua ${ord(p.house)} casa, quindi ${p.love}.`,
    ],
    bodyPhase: [
      (p) => `In fase di ${PHASE[p.phase]}, ${p.body}.`,
      (p) => `${cap(thePhase(p.phase))} fa da guida al corpo: ${p.body}.`,
      (p) => `Sul piano fisico, ${thePhase(p.phase)} si fa sentire: ${p.body}.`,
      (p) => `Adegua il tuo ritmo ${toPhase(p.phase)}; ${p.body}.`,
      (p) => `Con ${thePhase(p.phase)} in cielo, ${p.body}.`,
      (p) => `La tua energia tende a seguire ${thePhase(p.phase)}, e ${p.body}.`,
      (p) => `Lascia che sia ${thePhase(p.phase)} a dettare il ritmo: ${p.body}.`,
      (p) => `Il corpo risente spesso ${ofPhase(p.phase)}: ${p.body}.`,
    ],
    ingress: [
      (p) => `Alle ore ${p.time} ${planet(p.planet)} entra in ${sign(p.sign)} e apre un nuovo capitolo per ${p.theme}.`,
      (p) =>
        `${cap(planet(p.planet))} passa in ${sign(p.sign)} alle ore ${p.time}, e ${p.theme} prendono un colore nuovo.`,
      (p) =>
        `Una svolta arriva alle ore ${p.time}: ${planet(p.planet)} entra in ${sign(p.sign)} e cambia il tono di ${p.theme}.`,
      (p) => `Dalle ore ${p.time} ${planet(p.planet)} è in ${sign(p.sign)}, e cambia il modo in cui vivi ${p.theme}.`,
      (p) => `${cap(planet(p.planet))} entra in ${sign(p.sign)} alle ore ${p.time}: un nuovo inizio per ${p.theme}.`,
      (p) =>
        `Annota l’orario: alle ore ${p.time} ${planet(p.planet)} entra in ${sign(p.sign)}, e ${p.theme} prendono una nuova direzione.`,
      (p) =>
        `La giornata cambia passo alle ore ${p.time}, quando ${planet(p.planet)} raggiunge ${theSign(p.sign)} e porta novità per ${p.theme}.`,
      (p) =>
        `Quando ${planet(p.planet)} entra in ${sign(p.sign)}, alle ore ${p.time}, per ${p.theme} si apre una nuova stagione.`,
    ],
    station: [
      (p) =>
        `${cap(planet(p.planet))} ${turn(p.planet, p.direction)} alle ore ${p.time}, quindi ${p.theme} ${p.direction === 'retrograde' ? 'chiedono una revisione più che nuovi inizi' : 'possono di nuovo andare avanti'}.`,
      (p) =>
        `Alle ore ${p.time} ${planet(p.planet)} si ferma e ${turn(p.planet, p.direction)}; ${p.direction === 'retrograde' ? 'procedi con più calma su' : 'riprendi slancio su'} ${p.theme}.`,
      (p) =>
        `Un punto di svolta alle ore ${p.time}: ${planet(p.planet)} ${turn(p.planet, p.direction)}, e ${p.theme} ${p.direction === 'retrograde' ? 'si rivolgono verso l’interno' : 'cominciano a sbrogliarsi'}.`,
      (p) =>
        `${cap(planet(p.planet))} si ferma e ${turn(p.planet, p.direction)} alle ore ${p.time}, e questo ${p.direction === 'retrograde' ? 'mette un freno a' : 'libera'} ${p.theme}.`,
      (p) =>
        `Segna in agenda le ore ${p.time}, quando ${planet(p.planet)} si ferma e ${turn(p.planet, p.direction)}: ${p.theme} ${p.direction === 'retrograde' ? 'meritano un secondo sguardo' : 'ritrovano slancio'}.`,
      (p) =>
        `Con ${planet(p.planet)} che ${turn(p.planet, p.direction)} alle ore ${p.time}, ${p.direction === 'retrograde' ? 'rivedi' : 'rimettiti al lavoro su'} ${p.theme} con occhi nuovi.`,
      (p) =>
        `La stazione ${p.direction === 'retrograde' ? 'retrograda' : 'diretta'} ${OF[p.planet]} alle ore ${p.time} rende ${p.theme} ${p.direction === 'retrograde' ? 'un terreno di riflessione' : 'più facili da mettere in pratica'}.`,
      (p) =>
        `Il cielo fa una pausa alle ore ${p.time}: ${planet(p.planet)} ${turn(p.planet, p.direction)} e ${p.direction === 'retrograde' ? 'rallenta' : 'sblocca'} ${p.theme}.`,
    ],
    retrograde: [
      (p) =>
        `${cap(planet(p.planet))} è ${retro(p.planet)} in ${sign(p.sign)}, quindi su ${p.theme} conviene riflettere più che correre.`,
      (p) => `Con ${planet(p.planet)} ${retro(p.planet)} in ${sign(p.sign)}, riguarda con calma ${p.theme}.`,
      (p) =>
        `${cap(planet(p.planet))} è ancora ${retro(p.planet)} in ${sign(p.sign)}; potrebbero tornare vecchie questioni su ${p.theme}.`,
      (p) => `${cap(planet(p.planet))} ${retro(p.planet)} in ${sign(p.sign)} chiede pazienza con ${p.theme}.`,
      (p) =>
        `${cap(planet(p.planet))} procede a ritroso in ${sign(p.sign)} (moto retrogrado): è il momento di tornare su ${p.theme}.`,
      (p) =>
        `Dato che ${planet(p.planet)} è ${retro(p.planet)} in ${sign(p.sign)}, ricontrolla tutto ciò che riguarda ${p.theme}.`,
      (p) =>
        `La retrogradazione ${OF[p.planet]} in ${sign(p.sign)} favorisce il concludere più che l’iniziare, per quanto riguarda ${p.theme}.`,
      (p) =>
        `Tieni presente che ${planet(p.planet)} è ${retro(p.planet)} in ${sign(p.sign)}: ${p.theme} potrebbero richiedere più tempo del previsto.`,
    ],
    closer: [
      (p) => `La tua mossa migliore: ${p.advice}.`,
      (p) => `Se fai una cosa sola, ${p.advice}.`,
      (p) => `${cap(p.advice)}; il resto può aspettare.`,
      (p) => `Resta sul semplice: ${p.advice}.`,
      (p) => `Per sfruttare bene le prossime ore, ${p.advice}.`,
      (p) => `Dove puoi, ${p.advice}.`,
      (p) => `Prima che la giornata finisca, ${p.advice}.`,
      (p) => `Questo è il giorno giusto: ${p.advice}.`,
    ],
  },

  labels: {
    moon: (moon, house) => `Luna in ${sign(moon)}, ${yourHouse(house)}`,
    moonIngress: (to, time) => `La Luna entra in ${sign(to)} alle ore ${time}`,
    phase: (id, time) => (time ? `${PHASE_LABEL[id]} alle ${time}` : PHASE_LABEL[id]),
    aspect: aspectLabel,
    ingress: (p, to, time) => `${cap(planet(p))} entra in ${sign(to)} alle ore ${time}`,
    station: (p, direction, time) => `${cap(planet(p))} ${turn(p, direction)} alle ore ${time}`,
    retrograde: (p, at) => `${BARE[p]} ${retro(p)} in ${sign(at)}`,
  },
};
