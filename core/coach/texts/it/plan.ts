/**
 * The Italian words of a planned answer (core/coach/offline.ts): the parts of life, the periods,
 * the openers, the readings of a part of life, why a contact reaches it, and the closings.
 */
import { GRAMMAR_IT as g, feminine, point, theDay, yours } from '../../../i18n/grammar/it';
import type { LifeTopic } from '../../asking/types';
import type { CoachPlanTexts, CoachPoint } from '../../texts';
import { isAngle } from './words';

/**
 * The parts of life as the sentences on why (`why`) and on the unknown birth time name them: `di`
 * without the article after «parlare» («che parlano di lavoro», «quando si parla d’amore»),
 * `houses` the houses that rule them (a single one for home, creativity and the self: «la casa
 * delle radici»), `the` as a direct object («riguarda la vita domestica»; for home not «la casa»,
 * which would read as one of the chart's houses).
 */
const TOPIC: Readonly<Record<LifeTopic, { readonly di: string; readonly houses: string; readonly the: string }>> = {
  love: { di: 'd’amore', houses: 'una delle case che parlano d’amore', the: 'l’amore' },
  money: { di: 'di denaro', houses: 'una delle case che parlano di denaro', the: 'il denaro' },
  work: { di: 'di lavoro', houses: 'una delle case che parlano di lavoro', the: 'il lavoro' },
  home: { di: 'di casa e di radici', houses: 'la casa delle radici e della vita domestica', the: 'la vita domestica' },
  health: { di: 'di salute', houses: 'una delle case che parlano di salute', the: 'la salute' },
  family: { di: 'di famiglia', houses: 'una delle case che parlano di famiglia', the: 'la famiglia' },
  study: { di: 'di studio', houses: 'una delle case che parlano di studio', the: 'lo studio' },
  move: {
    di: 'di viaggi e trasferimenti',
    houses: 'una delle case che parlano di viaggi e trasferimenti',
    the: 'i viaggi e i trasferimenti',
  },
  creativity: { di: 'di creatività', houses: 'la casa della creatività e del gioco', the: 'la creatività' },
  spirituality: {
    di: 'di vita interiore',
    houses: 'una delle case che parlano di vita interiore',
    the: 'la vita interiore',
  },
  self: { di: 'di identità', houses: 'la casa che parla di te', the: 'il tuo modo di essere' },
};
/** «in una delle case…», «nella casa delle radici…». */
const inHouses = (topic: LifeTopic) => {
  const houses = TOPIC[topic].houses;
  return houses.startsWith('la ') ? `nel${houses}` : `in ${houses}`;
};
/** What rules a house: «il pianeta», but «l’astro» for the Sun and the Moon (as in `chartRuler`). */
const ruling = (p: CoachPoint) => (p === 'sun' || p === 'moon' ? 'l’astro' : isAngle(p) ? 'il punto' : 'il pianeta');
/** The area «la casa», next to the chart's houses, becomes «la vita domestica». */
const domestic = (area: string) => area.replace(/(?<!\p{L})la casa(?!\p{L})/u, 'la vita domestica');
/** The point as an object pronoun: «lo coinvolge», «la coinvolge» (the Moon, Venus). */
const itObj = (p: CoachPoint) => (feminine(p) ? 'la' : 'lo');

/**
 * How a placement set right opens and closes, by point. A question may get two points wrong («la
 * mia Venere in Toro e la mia Luna in Cancro», «Marte in Toro e l’Ascendente in Leone»), and the
 * frame does not know which comes first: each point has its own pair of opening and closing words,
 * so two corrections never read alike, and the pairs readers mix up most (the Sun, the Moon and the
 * Ascendant with each other, the Moon with Venus, Venus and the Ascendant with Mars, the two angles)
 * differ in both. Every opening also reads well as the second correction. The closing takes the
 * point as a pronoun where it has one («ed è lì che la leggo»).
 */
const SIGN_OPEN = [
  'Una piccola precisazione prima di rispondere',
  'Un dettaglio da sistemare',
  'Il tuo tema dice un’altra cosa',
  'C’è una cosa da correggere',
] as const;
const SIGN_CLOSE = [
  (p: CoachPoint) => `ed è lì che ${itObj(p)} leggo`,
  () => 'e ne tengo conto in ciò che segue',
  () => 'e la mia lettura parte da qui',
] as const;
const SIGN_RIGHT: Readonly<Record<CoachPoint, readonly [number, number]>> = {
  moon: [0, 0],
  sun: [1, 1],
  ascendant: [2, 2],
  venus: [3, 1],
  mars: [1, 0],
  mercury: [2, 0],
  midheaven: [3, 0],
  jupiter: [0, 2],
  saturn: [1, 2],
  uranus: [2, 1],
  neptune: [0, 1],
  pluto: [3, 2],
};
/** The same for a house (the angles have none of their own): ten points, four openings, three closings. */
const HOUSE_OPEN = [
  'Una precisazione sulla casa',
  'Quanto alla casa, una correzione',
  'Una nota sulla casa',
  'Una correzione sulla casa',
] as const;
const HOUSE_CLOSE = [
  'ed è da lì che parto per risponderti',
  'e rispondo guardando la casa giusta',
  'e la risposta si fonda su questo',
] as const;
const HOUSE_RIGHT: Readonly<Record<CoachPoint, readonly [number, number]>> = {
  venus: [0, 0],
  moon: [1, 1],
  sun: [2, 2],
  mars: [3, 1],
  mercury: [3, 0],
  jupiter: [1, 2],
  saturn: [2, 0],
  uranus: [0, 1],
  neptune: [1, 0],
  pluto: [0, 2],
  ascendant: [2, 1],
  midheaven: [3, 2],
};

/**
 * The words of a planned answer. The areas (`area`) are noun phrases with their article, used as
 * a direct object («riguarda il lavoro») or after a preposition that does not fuse («con l’amore
 * in primo piano», «per il lavoro»), never after «di», «a», «su», which would fuse with it
 * («dell’amore e il denaro» cannot be written). The periods are time adverbials that stand on
 * their own: «questo mese», «a marzo», «il 14 febbraio», «domani».
 */
export const PLAN: CoachPlanTexts = {
  // The true placement follows the point directly («la tua Luna è in Acquario»), and the reader's
  // sign or house comes after it with «non in», never next to the point's name: the verifier
  // reads only the true placement as a claim. The house the reader gave stays elliptical («non in
  // terza»), as Italian says it after «in settima casa».
  correction: {
    sign: ({ point: p, said, is }) => {
      const [open, close] = SIGN_RIGHT[p];
      return `${SIGN_OPEN[open]}: ${yours(p)} è in ${g.sign(is)}, non in ${g.sign(said)}, ${(SIGN_CLOSE[close] as (p: CoachPoint) => string)(p)}.`;
    },
    house: ({ point: p, said, is }) => {
      const [open, close] = HOUSE_RIGHT[p];
      return `${HOUSE_OPEN[open]}: ${yours(p)} è in ${g.ordinal(is, 'word')} casa, non in ${g.ordinal(said, 'word')}, ${HOUSE_CLOSE[close]}.`;
    },
  },
  area: {
    love: 'l’amore',
    money: 'il denaro',
    work: 'il lavoro',
    home: 'la casa',
    health: 'la salute',
    family: 'la famiglia',
    study: 'gli studi',
    move: 'un trasferimento',
    creativity: 'la creatività',
    spirituality: 'la vita interiore',
    self: 'il tuo modo di essere',
  },
  areas: (a, b) => g.list([a, b]),
  period: {
    now: 'in questi giorni',
    lately: 'nelle ultime settimane',
    week: 'questa settimana',
    nextWeek: 'la settimana prossima',
    month: 'questo mese',
    nextMonth: 'il mese prossimo',
    year: 'nell’anno che hai davanti',
    nextYear: 'l’anno prossimo',
    tomorrow: 'domani',
    dayAfterTomorrow: 'dopodomani',
    when: 'nei prossimi mesi',
  },
  // «a marzo», but «ad aprile», «ad agosto». The plan names a month without its year, and a
  // month's name is the same in any year.
  inMonth: (month) => g.monthName(month, 'in'),
  onDate: (date) => theDay(date),
  opener: {
    natal: [
      ({ area }) => `Guardiamo ${area ?? 'la tua domanda'} con gli occhi del tuo tema natale: ecco che cosa dice.`,
      ({ area }) =>
        area
          ? `Per quanto riguarda ${area}, la prima parola spetta al tuo tema di nascita, ed è da lì che comincio.`
          : 'La prima parola spetta al tuo tema di nascita, ed è da lì che comincio.',
      ({ area }) => `C’è una posizione del tuo tema che illumina ${area ?? 'la tua domanda'} più di ogni altra.`,
      ({ area }) =>
        area
          ? `Per ${area}, il tema natale ha una risposta chiara: non serve cercarla altrove.`
          : 'Il tuo tema natale ha una risposta chiara: non serve cercarla altrove.',
      ({ area }) =>
        area
          ? `La tua domanda riguarda ${area}, e il tuo tema di nascita ne parla in modo preciso.`
          : 'Il tuo tema di nascita risponde alla tua domanda in modo preciso.',
      ({ area }) =>
        area
          ? `Per leggere ${area} nel tuo tema c’è un punto da cui partire prima di tutti gli altri.`
          : 'Nel tuo tema c’è un punto da cui partire prima di tutti gli altri.',
    ],
    timed: [
      ({ area, when }) =>
        area
          ? `Per quanto riguarda ${area} ${when}, nel tuo cielo c’è un segnale che conta più degli altri.`
          : `${g.capitalize(when)}, nel tuo cielo c’è un segnale che conta più degli altri.`,
      ({ area, when }) => `Ecco che cosa si muove nel tuo cielo ${when}${area ? `, con ${area} in primo piano` : ''}.`,
      ({ area, when }) =>
        area
          ? `${g.capitalize(when)} il cielo mette in evidenza soprattutto un passaggio, e lo leggo tenendo presente ${area}.`
          : `${g.capitalize(when)} il cielo mette in evidenza soprattutto un passaggio.`,
      ({ area, when }) =>
        area
          ? `${g.capitalize(when)}, per ${area}, il cielo ha una cosa chiara da dirti.`
          : `${g.capitalize(when)} il cielo ha una cosa chiara da dirti.`,
      ({ area, when }) =>
        `${g.capitalize(when)}, tra tutti i contatti del cielo con il tuo tema, uno ${
          area ? `riguarda ${area} più degli altri` : 'si fa notare più degli altri'
        }.`,
      ({ area, when }) =>
        `${g.capitalize(when)} c’è un contatto che conviene conoscere${area ? `, soprattutto per ${area}` : ''}.`,
    ],
    when: [
      ({ area }) =>
        `Vuoi sapere quando${area ? `, e la domanda riguarda ${area}` : ''}. Il cielo apre la sua prossima finestra utile in una data su cui puoi organizzarti.`,
      ({ area }) =>
        `Quando si parla di tempi${area ? `, anche con ${area} in gioco` : ''}, contano le date in cui i pianeti in transito raggiungono i punti del tuo tema. Ecco la prossima che ti aiuta.`,
      ({ area }) =>
        area
          ? `Con ${area}, la vera domanda non è se, ma quando: ecco la prima data che gioca a tuo favore.`
          : 'Ecco la prima data del tuo cielo che gioca a tuo favore.',
      ({ area }) => `Ho passato in rassegna i prossimi mesi cercando il momento migliore${area ? ` per ${area}` : ''}.`,
      ({ area }) =>
        `Nel tuo cielo il momento giusto ha una data precisa${area ? `, anche per ${area}` : ''}, e ce n’è una che vale la pena segnare.`,
      ({ area }) =>
        `${area ? `Per ${area} non` : 'Non'} tutti i momenti si equivalgono, e nel tuo cielo ce n’è uno che spicca.`,
    ],
  },
  // After the passage's title: the area first, as Italian says it («In amore», «Sul lavoro»). No
  // planet, sign, house or aspect: every reading holds for any chart.
  areaReading: {
    love: {
      easy: [
        'In amore, un passaggio così rende più facile mostrare affetto e riceverlo.',
        'Nei rapporti di cuore c’è più morbidezza del solito: è il momento di dire ciò che senti, senza giri di parole.',
        'Con chi ami le cose scorrono con meno fatica, e anche un piccolo gesto viene accolto volentieri.',
        'Se in amore hai un desiderio, questo clima lo asseconda: il primo passo puoi farlo tu.',
      ],
      hard: [
        'In amore è un attrito che chiede sincerità, non soluzioni rapide.',
        'Nei sentimenti è più una prova di pazienza che una rottura: evita di decidere tutto a caldo.',
        'Sul piano affettivo tende a riaffiorare ciò che era rimasto in sospeso, e conviene dargli un nome invece di girarci intorno.',
        'Con chi ami possono emergere bisogni diversi, e ascoltarli senza difenderti vale più di avere ragione.',
      ],
      meeting: [
        'In amore segna un inizio: un sentimento, una persona o un modo nuovo di incontrarsi.',
        'Sul piano affettivo qualcosa comincia, anche se in sordina: accorgersene è già metà del lavoro.',
        'Nei sentimenti è una soglia: le scelte fatte in questa fase danno il tono a ciò che segue.',
        'Con chi ami, o con chi ancora non conosci, si apre la possibilità di un legame impostato su basi nuove.',
      ],
    },
    money: {
      easy: [
        'Sul piano economico le porte si aprono un po’ di più: è un buon momento per chiedere, trattare o fare progetti.',
        'Quanto ai soldi, una richiesta ben preparata ha buone probabilità di andare a segno.',
        'Per le tue finanze è una fase in cui l’impegno rende, e gli accordi presi in questa fase tendono a reggere nel tempo.',
        'Nel rapporto con il denaro c’è più fiducia, e ti riesce più facile dare il giusto valore a ciò che offri.',
      ],
      hard: [
        'Sul piano economico conviene guardare bene i conti prima di prendere qualsiasi impegno.',
        'Quanto ai soldi, rimanda le spese importanti finché le cifre non sono chiare.',
        'Per le tue finanze la prudenza paga più della fretta: meglio un preventivo in più che una sorpresa dopo.',
        'Nel rapporto con il denaro può farsi sentire un po’ d’ansia, e un bilancio scritto nero su bianco la ridimensiona.',
      ],
      meeting: [
        'Sul piano economico si apre un capitolo nuovo in ciò che guadagni, spendi o consideri prezioso.',
        'Quanto ai soldi, può nascere una nuova entrata o una nuova abitudine, e vale la pena coltivarla.',
        'Per le tue finanze è un punto da cui ripartire: chiediti che cosa conta davvero per te prima di decidere dove mettere le risorse.',
        'Nel rapporto con il denaro cambia qualcosa di fondo, e le scelte fatte in questa fase lasciano il segno.',
      ],
    },
    work: {
      easy: [
        'Sul lavoro l’impegno trova terreno favorevole: proponi, chiedi, fatti avanti.',
        'In ufficio, o ovunque tu lavori, le persone sono più disposte ad ascoltarti: porta le tue ragioni.',
        'Professionalmente si apre uno spiraglio: usalo per la conversazione che continui a rimandare.',
        'Nel lavoro le tue capacità si vedono di più, ed è il momento giusto per farle valere.',
      ],
      hard: [
        'Sul lavoro è una pressione che premia la preparazione più della velocità.',
        'Sul piano professionale aspettati qualche resistenza: i fatti e la pazienza portano più lontano della forza.',
        'Nel lavoro è una fase che mette alla prova le strutture, le tue e quelle degli altri: meglio rinforzarle che forzarle.',
        'Professionalmente le responsabilità pesano di più, e dire con chiarezza che cosa puoi fare, e che cosa no, ti protegge.',
      ],
      meeting: [
        'Sul lavoro qualcosa comincia: un incarico, un ruolo o un modo nuovo di fare quello di sempre.',
        'Nel lavoro può cominciare una responsabilità nuova, o prendere forma una direzione diversa.',
        'Professionalmente è più una linea di partenza che un traguardo: conta come imposti i primi passi.',
        'Sul piano professionale si apre una strada che prima non vedevi, e merita almeno un sopralluogo.',
      ],
    },
    home: {
      easy: [
        'In casa le cose si sistemano con più facilità, e gli accordi presi ora tendono a durare.',
        'Tra le mura domestiche è un buon periodo per aggiustare, riordinare o invitare qualcuno.',
        'Nella vita domestica l’armonia costa meno fatica del solito, e chi vive con te se ne accorge.',
      ],
      hard: [
        'In casa, vecchie tensioni o riparazioni rimandate chiedono attenzione prima di ingrandirsi.',
        'Tra le mura domestiche qualcosa va riparato, alla lettera o nei rapporti con chi ci abita.',
        'Nella vita domestica gli attriti indicano con precisione che cosa chiede di cambiare.',
      ],
      meeting: [
        'In casa comincia un cambiamento: nel luogo stesso o in chi lo condivide con te.',
        'Tra le mura domestiche sta prendendo forma un assetto nuovo.',
        'Nella vita domestica è possibile ripartire da capo, anche solo cambiando l’uso di una stanza.',
      ],
    },
    health: {
      easy: [
        'Per il corpo e l’energia è un sostegno alle abitudini costanti più che agli sforzi improvvisi.',
        'Fisicamente recuperi bene: è il momento di consolidare ciò che ti fa stare bene.',
        'L’energia è più facile da gestire, e un ritmo regolare di sonno e movimento la mantiene stabile.',
      ],
      hard: [
        'Per il corpo e l’energia la fatica si fa sentire prima del solito: dosa le forze.',
        'Fisicamente conviene riposare prima di arrivare al limite, non dopo.',
        'L’energia può andare a sbalzi: qualche piccolo limite, rispettato ogni giorno, la protegge.',
      ],
      meeting: [
        'Per il corpo e l’energia è un buon momento per iniziare una nuova routine.',
        'Fisicamente un’abitudine nuova ha buone probabilità di mettere radici, se la tieni semplice.',
        'L’energia è pronta a ripartire: basta un gesto semplice, come una camminata quotidiana, per darle una direzione.',
      ],
    },
    family: {
      easy: [
        'In famiglia, i discorsi rimasti in sospeso possono ripartire.',
        'Con i tuoi parenti la disponibilità reciproca arriva più facilmente.',
        'I legami familiari si fanno più leggeri, e un invito o una telefonata possono fare molto.',
      ],
      hard: [
        'In famiglia le aspettative possono scontrarsi, e la pazienza ottiene più delle discussioni.',
        'Con i tuoi parenti i vecchi ruoli possono stare stretti: di’ con calma di che cosa hai bisogno.',
        'I legami familiari vengono messi alla prova, ed è anche l’occasione per rinegoziarli.',
      ],
      meeting: [
        'In famiglia prende forma un ruolo nuovo, o un legame nuovo.',
        'Con i tuoi parenti cambia qualcosa nella divisione dei compiti e dei ruoli.',
        'I legami familiari entrano in un capitolo nuovo, e vale la pena chiederti quale posto vuoi occupare.',
      ],
    },
    study: {
      easy: [
        'Nello studio la concentrazione arriva più facilmente, e ciò che impari tende a restare.',
        'Per imparare è una fase ricettiva: leggi, fai domande, prendi appunti.',
        'La mente assorbe bene le cose nuove, e ripassare in questa fase fissa ciò che sai.',
      ],
      hard: [
        'Nello studio la strada è in salita, e il metodo rende più delle nottate sui libri.',
        'Per imparare metti in conto un po’ di fatica prima che tutto torni: fa parte del percorso.',
        'La mente ha bisogno di struttura più che di ore: meglio sessioni brevi e regolari.',
      ],
      meeting: [
        'Per lo studio è il momento naturale per iniziare un corso o una materia nuova.',
        'Per imparare può aprirsi un campo nuovo, o arrivare un insegnante che cambia il modo di vedere le cose.',
        'La mente è pronta ad affrontare qualcosa di nuovo, e la curiosità di questo periodo è un ottimo carburante.',
      ],
    },
    move: {
      easy: [
        'Per un trasferimento, i piani fatti ora tendono a filare lisci.',
        'Se pensi di cambiare casa o città, il lato pratico si sistema con meno intoppi.',
        'I progetti di trasloco trovano una mano favorevole: è un buon momento per sopralluoghi e preventivi.',
      ],
      hard: [
        'Per un trasferimento, metti in conto qualche ritardo e lascia margine nei tempi.',
        'Se pensi di cambiare casa o città, controlla due volte documenti, date e contratti.',
        'I progetti di trasloco incontrano ostacoli che conviene risolvere uno alla volta, senza forzare.',
      ],
      meeting: [
        'Per un trasferimento, l’idea di un posto nuovo prende una forma più concreta.',
        'Se pensi di cambiare casa o città, è in questa fase che la decisione comincia a maturare.',
        'Il trasferimento diventa una possibilità concreta più che un desiderio: vale la pena fare i primi conti.',
      ],
    },
    creativity: {
      easy: [
        'Nella creatività le idee arrivano con facilità, e condividerle viene naturale.',
        'Sul piano creativo è una fase generosa: crea, mostra, gioca.',
        'In questa fase ciò che crei nasce con meno sforzo: approfittane per finire quello che hai lasciato a metà.',
      ],
      hard: [
        'Nella creatività la resistenza fa parte del lavoro: non fermarti.',
        'Sul piano creativo il blocco che senti è il segnale di qualcosa che chiede di cambiare forma.',
        'Ciò che crei in questa fase chiede disciplina più che ispirazione: fissa un orario e rispettalo.',
      ],
      meeting: [
        'Nella creatività c’è un progetto nuovo che chiede di cominciare.',
        'Sul piano creativo viene piantato un seme: non serve che dia frutti subito.',
        'Un’idea nuova può mettere radici, se le lasci spazio e tempo.',
      ],
    },
    spirituality: {
      easy: [
        'Nella vita interiore, il tempo passato in silenzio restituisce più del solito.',
        'Sul piano spirituale è una fase limpida e quieta, adatta alla meditazione o alla preghiera.',
        'Riflettere viene naturale, e qualche minuto di silenzio al giorno basta per sentirne il beneficio.',
      ],
      hard: [
        'Nella vita interiore affiorano dei dubbi, proprio perché tu possa guardarli in faccia.',
        'Sul piano spirituale qualche vecchia certezza può vacillare, e non è per forza un male.',
        'Guardarsi dentro costa più fatica, ma proprio per questo porta a risposte più oneste.',
      ],
      meeting: [
        'Nella vita interiore mette radici una pratica nuova, o una domanda nuova.',
        'Sul piano spirituale si apre un capitolo nuovo, con domande diverse da quelle di prima.',
        'Qualcosa cambia nel modo in cui dai un senso alle cose, e vale la pena ascoltarlo.',
      ],
    },
    self: {
      easy: [
        'Per te è come avere più spazio per respirare e per essere davvero chi sei.',
        'Ti riesce più facile mostrarti per come sei, senza doverti spiegare.',
        'Ti senti più a tuo agio nella tua pelle, e gli altri lo percepiscono.',
        'È un clima che asseconda le tue scelte personali: fidati di più del tuo istinto.',
      ],
      hard: [
        'Per te può farsi sentire come irrequietezza: un’energia che cerca una direzione.',
        'La tensione che senti è una spinta a crescere, anche se sul momento somiglia a un disagio.',
        'Puoi avere la sensazione di non riconoscerti: invece di combatterla, dai a quell’energia una meta.',
        'Dentro di te qualcosa preme per cambiare, e la fatica nasce soprattutto dal resistergli.',
      ],
      meeting: [
        'Per te è un nuovo inizio nel modo in cui ti vedi.',
        'Sul piano personale si apre un capitolo nuovo, e l’immagine che hai di te può aggiornarsi.',
        'Qualcosa in te è pronto a ricominciare, anche partendo da un dettaglio piccolo.',
        'È un punto di svolta personale: ciò che scegli in questa fase conta più di ciò che hai alle spalle.',
      ],
    },
  },
  // Why the contact reaches the part of life asked about: never a sign or a house's number.
  why: {
    ruler: [
      ({ point: p, topic }) =>
        `Nel tuo tema ${point(p, 'the')} governa ${TOPIC[topic].houses}: per questo ciò che ${itObj(p)} coinvolge si fa sentire anche lì.`,
      ({ point: p, topic }) =>
        `${g.capitalize(point(p, 'the'))} conta per la tua domanda per un motivo preciso: nel tuo tema è ${ruling(p)} che governa ${TOPIC[topic].houses}.`,
      ({ point: p, topic }) =>
        `Il filo che porta fin qui passa per ${point(p, 'the')}, che nel tuo tema governa ${TOPIC[topic].houses}.`,
    ],
    placed: [
      ({ point: p, topic }) =>
        `${g.capitalize(yours(p))} si trova ${inHouses(topic)}, ed è per questo che ha tanto peso qui.`,
      ({ point: p, topic }) => `Non è un caso che la risposta passi di qui: ${yours(p)} occupa ${TOPIC[topic].houses}.`,
      ({ point: p, topic }) =>
        `Alla tua nascita ${point(p, 'the')} si trovava ${inHouses(topic)}: ecco perché non resta sullo sfondo.`,
    ],
    significator: [
      ({ point: p, topic }) =>
        `In ogni tema ${point(p, 'the')} ha voce in capitolo quando si parla ${TOPIC[topic].di}, e qui il punto in gioco è proprio ${yours(p)}.`,
      ({ point: p, topic }) =>
        `L’astrologia legge ${TOPIC[topic].the} anche attraverso ${point(p, 'the')}: ecco perché ${yours(p)} ha tanto da dire qui.`,
      ({ point: p, topic }) =>
        `${g.capitalize(point(p, 'the'))} parla ${TOPIC[topic].di} in qualsiasi tema, il tuo compreso, e qui è ${point(p, 'the')} a essere ${
          feminine(p) ? 'chiamata' : 'chiamato'
        } in causa.`,
    ],
  },
  // «le case che riguardano la casa» cannot be said: here home is «la vita domestica».
  unknownTime: [
    ({ area }) =>
      `Senza l’ora di nascita non posso collocare le case che riguardano ${domestic(area)}, ma i pianeti sì, ed è da quelli che parto.`,
    ({ area }) =>
      `Con l’ora di nascita saprei quali case del tuo tema governano ${domestic(area)}; senza, leggo i pianeti e i loro contatti, che valgono a qualsiasi ora.`,
    ({ area }) =>
      `Mi mancano le case, che si calcolano dall’ora di nascita; i pianeti invece non ne dipendono, e per ${domestic(area)} è su di loro che mi baso.`,
  ],
  because: [
    'Ecco perché lo vivi proprio in questo modo.',
    'Ecco che cosa, nel tuo tema, lo rende così personale.',
    'Queste sono le posizioni del tuo tema che entrano in gioco.',
    'Nel tuo tema, sono questi i punti su cui agisce.',
    'A renderlo così tuo sono alcune posizioni precise del tuo tema.',
    'Per capire perché ti riguarda così da vicino, bisogna guardare il tuo tema natale.',
  ],
  closing: {
    natal: [
      'Una posizione descrive un modo di essere, non una sentenza: sta a te decidere che cosa farne.',
      'Osserva in che cosa ti riconosci e in che cosa, invece, hai già fatto un passo avanti.',
      'Se in una parte di tutto questo ti ritrovi, fammi una domanda proprio su quella e andiamo più a fondo.',
      'Leggilo come un punto di partenza per conoscerti meglio, non come l’ultima parola.',
      'Il tuo tema dà la tonalità, ma la musica la scegli tu.',
      'Prendi ciò che ti somiglia e lascia il resto: la tua vita la conosci meglio di qualsiasi tema.',
      'Rileggilo tra qualche mese: certe cose si capiscono meglio a distanza.',
    ],
    lately: [
      'Capire da dove viene una sensazione non la fa sparire, ma la rende più facile da portare.',
      'Quello che hai provato ha una forma precisa nel tuo cielo, e le forme cambiano: anche questa passerà.',
      'Datti atto di una cosa: la pressione che hai sentito è reale, non frutto della tua immaginazione.',
      'Vedere lo schema è il primo passo; il secondo è decidere che cosa fare di quell’energia.',
      'Contatti come questo passano, ma ciò che impari mentre durano tende a restare.',
      'Se tra qualche settimana la sensazione è ancora lì, chiedimelo di nuovo e guarderò che cosa è cambiato.',
      'Non serve sforzarti di stare meglio subito: dare un nome a ciò che senti è già un modo di prendertene cura.',
    ],
    // A single day (today, these days, tomorrow, a date): a practical thought for that day, no
    // «giorni prima», «settimane» or dates to mark.
    day: [
      'Una giornata sola non decide tutto: prendila come una spinta, non come un verdetto.',
      'Tieni il programma semplice, dove puoi, e dai la tua attenzione a ciò che conta davvero.',
      'Se qualcosa prende una piega storta, anche questa è un’informazione: rallenta invece di forzare.',
      'Osserva come vanno davvero le cose: quello che senti sul momento conta quanto il cielo.',
      'Metti in conto un margine per l’imprevisto: anche una buona giornata ha bisogno di un po’ d’aria.',
      'Scegli una sola cosa a cui tieni davvero e falla bene: il resto può aspettare.',
      'Una conversazione sincera o una pausa al momento giusto possono valere più di un’agenda piena.',
      'Ascolta come ti senti strada facendo: ti dirà se è il caso di accelerare o di prendertela con calma.',
    ],
    timed: [
      'Le date dicono quando il cielo spinge in una direzione; che cosa fare in quei giorni resta una scelta tua.',
      'Segna la data in agenda e osserva come ti senti davvero nei giorni intorno.',
      'Usa i giorni che precedono per prepararti, e il giorno esatto per agire o per ascoltare.',
      'Un contatto è più forte intorno al giorno esatto e poi si attenua: organizza le cose importanti di conseguenza.',
      'Prendilo come il meteo, non come un destino: ti dice che cosa mettere in valigia, non dove andare.',
      'Chiedimelo di nuovo a ridosso della data: ti dirò come si presenta allora.',
      'Non serve stravolgere i programmi: basta sapere dove il cielo spinge e dove frena.',
      'Spesso contano più i piccoli gesti fatti al momento giusto che le grandi decisioni prese di slancio.',
    ],
    when: [
      'Una buona finestra aiuta, ma non decide al posto tuo: organizzati di conseguenza e tieni d’occhio anche i giorni prima e dopo.',
      'Fissa la data, preparati nelle settimane precedenti e lascia che il momento faccia il resto.',
      'Se quella data non ti va bene, chiedimi di un altro mese e guardo di nuovo.',
      'Le finestre ritornano: se questa ti sfugge ce ne saranno altre, e posso trovarle.',
      'Usa il tempo che ti separa da quella data per prepararti: il momento giusto rende di più su un terreno già pronto.',
      'I tempi del cielo sono alleati, non ordini: comincia quando te la senti, meglio se vicino a quella data.',
    ],
  },
  noFit: [
    ({ area, when }) =>
      `Nel tuo tema non vedo un contatto che riguardi con chiarezza ${area ?? 'la tua domanda'}${
        when ? ` ${when}` : ''
      }, e preferisco dirtelo piuttosto che forzare la lettura.`,
    ({ area, when }) =>
      `${when ? `${g.capitalize(when)}, né il tuo tema né il cielo chiamano` : 'Il tuo tema non chiama'} in causa con chiarezza ${
        area ?? 'l’argomento della tua domanda'
      }, quindi non potrei darti una lettura onesta.`,
    ({ area, when }) =>
      `${when ? `${g.capitalize(when)}, per` : 'Per'} quanto riguarda ${
        area ?? 'questa domanda'
      }, nessun contatto del tuo tema spicca davvero, e non voglio inventarne uno.`,
    ({ area, when }) =>
      `${when ? `${g.capitalize(when)} il cielo non` : 'Il tuo tema non'} offre un segnale abbastanza forte per ${
        area ?? 'questa domanda'
      }: l’ho cercato con cura, ma una risposta va costruita su qualcosa di solido.`,
    ({ area, when }) =>
      `${when ? `${g.capitalize(when)} non` : 'Non'} trovo appigli sicuri per ${
        area ?? 'questa domanda'
      }, e una risposta inventata non ti servirebbe a niente.`,
  ],
  clarify: [
    'Puoi dirmi qualcosa di più? C’è una decisione, una data o una persona a cui stai pensando?',
    'Che cosa ti aiuterebbe di più: guardare un mese preciso, o un ambito preciso della tua vita?',
    'Dietro la domanda c’è una situazione concreta? Se me la racconti, posso guardare la parte del tema che la governa.',
    'Ti aiuterebbe chiedermi di una data precisa, oppure di una sola relazione o di un solo progetto?',
    'Che cosa succede nella tua vita in questo momento? Con un po’ di contesto posso guardare nel punto giusto.',
    'Se potessi fare luce su una sola parte della situazione, quale sceglieresti?',
  ],
};
