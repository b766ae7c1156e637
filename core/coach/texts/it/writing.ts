/**
 * The Italian writing of the coach without a model (core/coach/offline.ts): openers and closings
 * by intent, greetings and fixed replies, cautions on sensitive topics, the placement, aspect,
 * house, transit, station and lunation sentences, the chart's balance, the numerology readings
 * and the day's lines. Second person (tu), never certain, no gendered endings for the reader
 * (docs/i18n/glossary-it.md).
 */
import type { AspectType } from '../../../astro/aspects';
import type { PlanetId } from '../../../astro/positions';
import { GRAMMAR_IT as g, feminine, motion, point, pluralSign, theDay, turns, yours } from '../../../i18n/grammar/it';
import type { Element, Modality, SignId } from '../../../zodiac';
import type { CoachPoint, CoachTexts, CoachWriting, NumerologyKind, PlacementSlots } from '../../texts';
import { LUNATION, deg, inAspect } from './words';

/** «retrogrado» or «retrograda» (only the planets move backwards, never the angles). */
const retroOf = (p: CoachPoint) => motion(p as PlanetId, 'retrograde');
/** «il Sole», «il Sole e Venere», «il Sole, la Luna e Venere». */
const pointList = (points: readonly CoachPoint[]) => g.list(points.map((p) => point(p, 'the')));

/** An aspect as a verb: «si congiunge con Marte», «forma un trigono con Giove», «si oppone alla Luna». */
const aspectVerb = (type: AspectType, b: CoachPoint): string => {
  switch (type) {
    case 'conjunction':
      return `si congiunge con ${point(b, 'the')}`;
    case 'sextile':
      return `forma un sestile con ${point(b, 'the')}`;
    case 'square':
      return `forma una quadratura con ${point(b, 'the')}`;
    case 'trine':
      return `forma un trigono con ${point(b, 'the')}`;
    case 'opposition':
      return `si oppone ${point(b, 'to')}`;
  }
};
/** With the indefinite article: «una quadratura», «un’opposizione». */
const AN_ASPECT: Readonly<Record<AspectType, string>> = {
  conjunction: 'una congiunzione',
  sextile: 'un sestile',
  square: 'una quadratura',
  trine: 'un trigono',
  opposition: 'un’opposizione',
};

const ELEMENT_THE: Readonly<Record<Element, string>> = {
  fire: 'il fuoco',
  earth: 'la terra',
  air: 'l’aria',
  water: 'l’acqua',
};
/** The modality as a feminine adjective: «la modalità fissa». */
const MODALITY_F: Readonly<Record<Modality, string>> = { cardinal: 'cardinale', fixed: 'fissa', mutable: 'mobile' };
const count = (n: number) => (n === 0 ? 'nessuno' : String(n));

type Placement = (p: PlacementSlots) => string;
const placement: readonly Placement[] = [
  // «La tua Venere è in Bilancia a 14°22′, retrograda, nella tua settima casa.»
  (p) =>
    `${g.capitalize(yours(p.point))} è in ${g.sign(p.sign)} a ${deg(p.degree, p.minute)}${p.retrograde ? `, ${retroOf(p.point)}` : ''}${
      p.house ? `, nella tua ${g.ordinal(p.house, 'word')} casa` : ''
    }.`,
  // «Nel tuo tema natale Mercurio si trova a 14°22′ dei Gemelli, in moto retrogrado, e occupa la terza casa.»
  (p) =>
    `Nel tuo tema natale ${point(p.point, 'the')} si trova a ${deg(p.degree, p.minute)} ${g.sign(p.sign, 'of')}${
      p.retrograde ? ', in moto retrogrado' : ''
    }${p.house ? `${p.retrograde ? ',' : ''} e occupa ${g.ordinal(p.house, 'the')} casa` : ''}.`,
  // «Il tuo Marte retrogrado cade in Scorpione, a 3°05′, e abita la tua ottava casa.»
  (p) =>
    `${g.capitalize(yours(p.point))}${p.retrograde ? ` ${retroOf(p.point)}` : ''} cade in ${g.sign(p.sign)}, a ${deg(p.degree, p.minute)}${
      p.house ? `, e abita la tua ${g.ordinal(p.house, 'word')} casa` : ''
    }.`,
  // «Al momento della tua nascita Venere era a 14°22′ della Bilancia, nella settima casa del tuo tema, e appariva retrograda.»
  (p) =>
    `Al momento della tua nascita ${point(p.point, 'the')} era a ${deg(p.degree, p.minute)} ${g.sign(p.sign, 'of')}${
      p.house ? `, ${g.ordinal(p.house, 'in')} casa del tuo tema` : ''
    }${p.retrograde ? `, e appariva ${retroOf(p.point)}` : ''}.`,
  // «Nel tuo tema trovo Saturno in Capricorno (21°40′), in moto retrogrado, nella decima casa.»
  (p) =>
    `Nel tuo tema trovo ${point(p.point, 'the')} in ${g.sign(p.sign)} (${deg(p.degree, p.minute)})${
      p.retrograde ? ', in moto retrogrado' : ''
    }${p.house ? `, ${g.ordinal(p.house, 'in')} casa` : ''}.`,
];

/** «c’è il Toro», but «ci sono i Gemelli», «ci sono i Pesci». */
const thereIs = (s: SignId) => (pluralSign(s) ? 'ci sono' : 'c’è');

type HouseFn = CoachTexts['writing']['house'][number];
const house: readonly HouseFn[] = [
  (p) =>
    p.points.length
      ? `La tua ${g.ordinal(p.house, 'word')} casa comincia in ${g.sign(p.sign)} e ospita ${pointList(p.points)}.`
      : `La tua ${g.ordinal(p.house, 'word')} casa comincia in ${g.sign(p.sign)} e non ospita pianeti: una casa vuota non è un punto debole, e i suoi temi si leggono attraverso il segno sulla cuspide e il pianeta che lo governa.`,
  (p) =>
    p.points.length
      ? `Sulla cuspide della tua ${g.ordinal(p.house, 'word')} casa ${thereIs(p.sign)} ${g.sign(p.sign, 'the')}; dentro ${
          p.points.length === 1 ? 'si trova' : 'si trovano'
        } ${pointList(p.points)}.`
      : `Sulla cuspide della tua ${g.ordinal(p.house, 'word')} casa ${thereIs(p.sign)} ${g.sign(p.sign, 'the')}, e nessun pianeta vi si trova: i temi di questa casa restano vivi, ma passano dal segno che la apre.`,
  (p) =>
    p.points.length
      ? `${g.capitalize(pointList(p.points))} ${p.points.length === 1 ? 'si trova' : 'si trovano'} nella tua ${g.ordinal(p.house, 'word')} casa, che nel tuo tema si apre nel segno ${g.sign(p.sign, 'of')}.`
      : `Nessun pianeta abita la tua ${g.ordinal(p.house, 'word')} casa, che si apre nel segno ${g.sign(p.sign, 'of')}: i suoi temi si esprimono attraverso quel segno e il suo pianeta governatore.`,
  (p) =>
    p.points.length
      ? `Guardiamo la tua ${g.ordinal(p.house, 'word')} casa: la sua cuspide è in ${g.sign(p.sign)}, e al suo interno ${
          p.points.length === 1 ? 'c’è' : 'ci sono'
        } ${pointList(p.points)}.`
      : `Guardiamo la tua ${g.ordinal(p.house, 'word')} casa: la sua cuspide è in ${g.sign(p.sign)} e al suo interno non ci sono pianeti, il che non la rende meno importante.`,
];

/** «stazionario», but «stazionaria» for Venus (glossary §5: «Mercurio è stazionario»). */
const still = (p: PlanetId) => (feminine(p) ? 'stazionaria' : 'stazionario');
/** «si è fermato», but «si è fermata» for Venus. */
const stopped = (p: PlanetId) => (feminine(p) ? 'si è fermata' : 'si è fermato');
/** The station in the past: «è tornato diretto», «è diventata retrograda». */
const turned = (p: PlanetId, direction: 'retrograde' | 'direct') =>
  direction === 'direct'
    ? `${feminine(p) ? 'è tornata' : 'è tornato'} ${motion(p, direction)}`
    : `${feminine(p) ? 'è diventata' : 'è diventato'} ${motion(p, direction)}`;
/** The station in the future: «tornerà diretto», «diventerà retrograda». */
const willTurn = (p: PlanetId, direction: 'retrograde' | 'direct') =>
  `${direction === 'direct' ? 'tornerà' : 'diventerà'} ${motion(p, direction)}`;
/** The motion after the station, without agreement: «il moto diretto», «il moto retrogrado». */
const MOTION: Readonly<Record<'retrograde' | 'direct', string>> = {
  direct: 'il moto diretto',
  retrograde: 'il moto retrogrado',
};
/** «il tuo Sole», «il tuo Sole e la tua Venere», «il tuo Sole, la tua Luna e il tuo Marte». */
const yourList = (points: readonly CoachPoint[]) => g.list(points.map((p) => yours(p)));
/** «del tuo Sole e della tua Venere». */
const ofYourList = (points: readonly CoachPoint[]) => g.list(points.map((p) => yours(p, 'of')));
/** «sul tuo Sole e sulla tua Venere». */
const onYourList = (points: readonly CoachPoint[]) => g.list(points.map((p) => yours(p, 'on')));
/** «natale» for one point, «natali» for several. */
const natalWord = (points: readonly CoachPoint[]) => (points.length > 1 ? 'natali' : 'natale');
/**
 * A transit's title inside a sentence: «il Sole forma…», «la Luna si oppone…» (the article goes
 * back to lower case; «Saturno», «Venere» stay as they are).
 */
const low = (title: string) =>
  /^(?:Il|La|Lo|Gli|I)\s|^L’/u.test(title) ? title.charAt(0).toLowerCase() + title.slice(1) : title;

export const WRITING: CoachWriting = {
  opener: {
    love: [
      'Per parlare d’amore guardo prima di tutto come il tuo tema descrive il modo in cui dai e ricevi affetto.',
      'In amore il tuo tema non dice con chi starai, ma racconta che cosa cerchi e che cosa ti fa sentire al sicuro.',
      'Partiamo dalle posizioni del tuo tema che parlano di legami, desiderio e intimità.',
      'Il cuore ha le sue ragioni, e il tuo tema natale ne illumina alcune: eccole.',
      'Sui sentimenti, ecco che cosa mostrano i punti del tuo tema che riguardano le relazioni.',
    ],
    career: [
      'Per il lavoro guardo dove il tuo tema mette ambizione, talento e senso del dovere.',
      'Il tuo tema non sceglie un mestiere al posto tuo, ma mostra le condizioni in cui rendi al meglio.',
      'Partiamo dalle posizioni che nel tuo tema parlano di vocazione e di lavoro quotidiano.',
      'Sulla carriera il tuo tema natale offre qualche indizio preciso: vediamoli uno per uno.',
      'Per capire che tipo di lavoro ti somiglia, ecco i punti del tuo tema da cui partire.',
    ],
    wellbeing: [
      'Per il tuo benessere guardo che cosa ti ricarica e che cosa ti consuma, secondo il tuo tema.',
      'Il tuo tema può aiutarti a riconoscere i tuoi ritmi e i tuoi bisogni: ecco che cosa suggerisce.',
      'Partiamo dalle posizioni che nel tuo tema parlano di emozioni, energia e riposo.',
      'Stare bene passa anche dal conoscere la propria natura; ecco che cosa ne dice il tuo tema natale.',
    ],
    timing: [
      'Sui tempi, il tuo tema descrive i ritmi che ti appartengono più che le date precise: partiamo da lì.',
      'Per capire quando muoverti, guardo prima le basi del tuo tema natale.',
      'I momenti propizi si leggono meglio conoscendo il tuo tema: ecco le posizioni che contano qui.',
      'Prima di parlare di tempi, vediamo da quali punti del tuo tema dipendono.',
    ],
    placement: [
      'Ecco che cosa dice il tuo tema su questa posizione.',
      'Guardiamo da vicino questo punto del tuo tema natale.',
      'Questa posizione ha un peso preciso nel tuo tema: vediamo quale.',
      'Partiamo dai dati del tuo tema e poi passiamo al loro significato.',
    ],
    aspect: [
      'Gli aspetti mostrano come i pianeti del tuo tema dialogano tra loro: ecco quelli che contano qui.',
      'Guardiamo i legami tra i pianeti del tuo tema, uno alla volta.',
      'Un aspetto è una conversazione tra due parti di te; ecco che cosa si dicono nel tuo tema.',
      'Partiamo dagli angoli che i pianeti formano nel tuo tema natale.',
    ],
    numerology: [
      'I numeri si calcolano dal tuo nome e dalla tua data di nascita: ecco che cosa raccontano.',
      'La numerologia offre un’altra lente, accanto al tuo tema: vediamo i tuoi numeri.',
      'Partiamo dai numeri del tuo profilo e da ciò che descrivono.',
      'Ogni numero del tuo profilo mette in luce un lato diverso di te: eccoli.',
    ],
    general: [
      'Ecco che cosa mostra il tuo tema natale su questo argomento.',
      'Guardo le posizioni del tuo tema che parlano di più alla tua domanda.',
      'Partiamo da ciò che il tuo tema dice con chiarezza, e poi vediamo come usarlo.',
      'Il tuo tema natale offre qualche spunto preciso: eccoli.',
      'Vediamo quali punti del tuo tema rispondono meglio a questa domanda.',
    ],
  },
  closing: {
    love: [
      'In amore il tema mostra tendenze, non sentenze: che cosa, di tutto questo, riconosci nella tua vita?',
      'Prova a osservare, nei prossimi giorni, in quali momenti riesci a essere più autenticamente te: spesso la risposta è lì.',
      'Se vuoi, possiamo guardare insieme come vivi la vicinanza e lo spazio personale.',
      'Qualunque sia la tua situazione, conoscere questi bisogni ti aiuta a chiederli con più chiarezza.',
      'Che cosa cerchi oggi in un legame? Partire da lì rende più facile riconoscerlo.',
    ],
    career: [
      'Un passo concreto: annota quali attività ti lasciano energia invece di togliertela.',
      'Il tema indica attitudini, non un destino professionale: le scelte restano tue.',
      'Vuoi che guardiamo insieme un ambito preciso, come un cambio di ruolo o un nuovo progetto?',
      'Usa queste indicazioni come una bussola, e lascia che sia l’esperienza a confermarle.',
    ],
    wellbeing: [
      'Ascolta che cosa ti chiede il corpo in questi giorni: è una guida più precisa di qualsiasi previsione.',
      'Un piccolo rituale di riposo, ripetuto con costanza, vale più di un grande proposito.',
      'Se qualcosa ti pesa da tempo, parlarne con una persona di fiducia o con un professionista può aiutarti.',
      'Che cosa, di tutto questo, ti fa sentire più a tuo agio? Puoi partire da lì.',
    ],
    timing: [
      'I tempi del cielo sono inviti, non scadenze: scegli il momento che senti giusto anche per te.',
      'Se vuoi, possiamo guardare i transiti dei prossimi giorni sul tuo tema.',
      'Osserva come ti senti nelle prossime settimane: il ritmo giusto spesso si riconosce così.',
      'Nessuna data è obbligata; conoscere i tuoi ritmi ti aiuta a scegliere con più calma.',
    ],
    placement: [
      'Come senti questa posizione nella tua vita di tutti i giorni?',
      'Una posizione descrive un potenziale: sta a te decidere come esprimerlo.',
      'Vuoi che vediamo come questa posizione dialoga con il resto del tuo tema?',
      'Prova a notare, nei prossimi giorni, dove questa energia si fa sentire.',
    ],
    aspect: [
      'Anche gli aspetti di tensione sono risorse: chiedono solo un po’ più di consapevolezza.',
      'Dove senti questo dialogo tra le tue parti, nella vita di ogni giorno?',
      'Vuoi approfondire un altro aspetto del tuo tema?',
      'Un aspetto descrive una dinamica, non un esito: il modo di viverla lo scegli tu.',
    ],
    numerology: [
      'I numeri descrivono inclinazioni, non obblighi: prendi ciò che ti risuona.',
      'Vuoi vedere come questi numeri si accordano con il tuo tema natale?',
      'Quale di questi numeri senti più vicino a te, in questo periodo?',
      'Numerologia e astrologia sono due lenti diverse: insieme possono offrirti uno sguardo più ampio.',
    ],
    general: [
      'Prendi ciò che ti risuona e lascia il resto: il tema è uno specchio, non una sentenza.',
      'Vuoi approfondire uno di questi punti?',
      'Che cosa, di tutto questo, riconosci di più nella tua vita di adesso?',
      'Se vuoi, possiamo guardare un ambito preciso: amore, lavoro, benessere o i prossimi mesi.',
    ],
  },
  greeting: [
    'Ciao! Sono Stella. Chiedimi pure qualcosa sul tuo tema natale: amore, lavoro, benessere o i tuoi numeri.',
    'Ciao, che bello sentirti. Da che cosa vuoi partire oggi? Posso leggere per te il tuo tema, un aspetto o i prossimi transiti.',
    'Eccomi! Fammi una domanda su di te: guarderò che cosa ne dice il tuo tema natale.',
    'Ciao! Se vuoi, possiamo partire dal tuo Sole, dalla tua Luna e dal tuo Ascendente, oppure da una domanda che hai in mente.',
    'Buongiorno da Stella! Che cosa ti piacerebbe esplorare del tuo tema oggi?',
  ],
  meta: [
    'Sono Stella, un’astrologa digitale. Leggo il tuo tema natale, calcolato dalla tua data, dall’ora e dal luogo di nascita; ogni paragrafo delle mie risposte mostra le posizioni su cui si basa, e se una frase contraddice il tuo tema viene trattenuta. L’astrologia descrive tendenze, non un destino già scritto.',
    'Le mie risposte partono dal tuo tema, non da un oroscopo generico: sotto ogni paragrafo trovi le posizioni da cui nasce. Un controllo verifica ogni affermazione sul tuo tema e blocca quelle che non corrispondono. Ciò che leggi è uno spunto di riflessione, non una previsione certa.',
    'Sono un’intelligenza artificiale che lavora sul tuo tema natale: pianeti, segni, case e aspetti calcolati dai tuoi dati di nascita. Cito sempre le posizioni su cui mi baso, e ciò che il tuo tema smentisce non viene mostrato. L’ultima parola sulle tue scelte resta sempre tua.',
  ],
  offTopic: [
    'Su questo non sono la guida giusta: il mio campo è il tuo tema natale. Se vuoi, chiedimi qualcosa su amore, lavoro, benessere o sui tuoi numeri.',
    'Preferisco restare su ciò che so leggere bene: il tuo tema e la tua numerologia. C’è qualcosa di te che ti piacerebbe capire meglio?',
    'Questa domanda esce un po’ dal mio cielo. Posso però dirti che cosa suggerisce il tuo tema su un ambito della tua vita: quale scegli?',
    'Qui non posso aiutarti, ma sul tuo tema natale sì: prova a chiedermi dei tuoi talenti, delle tue relazioni o dei prossimi mesi.',
  ],
  unknownTime:
    'Senza l’ora di nascita non posso conoscere il tuo Ascendente né le case del tuo tema, e quindi non ne parlo; i pianeti nei segni e i loro aspetti restano invece affidabili. Se un giorno troverai l’ora esatta, il quadro diventerà più completo.',
  noChart:
    'Per risponderti ho bisogno del tuo tema natale. Calcolalo nella pagina del tema natale con data, ora e luogo di nascita, poi scegli «Imposta come mio tema»: da quel momento potrò leggerlo per te.',
  // Tendencies, never outcomes, and whom to turn to. The reader may hear these several times a
  // day: each wording says it in its own words, gently and without preaching.
  caution: {
    health: [
      'Il tema può indicare dove tende ad accumularsi la tensione, ma non fa diagnosi né prevede malattie: per qualsiasi dubbio sulla salute rivolgiti al tuo medico.',
      'L’astrologia parla di ritmi e di inclinazioni, non di diagnosi: se qualcosa nel tuo corpo ti preoccupa, la persona giusta a cui chiedere è un medico.',
      'Prendi queste righe come uno spunto per ascoltarti, non come un parere medico. Per un sintomo, un dolore o un dubbio, il riferimento resta il tuo medico.',
    ],
    death: [
      'L’astrologia non può dire quando o come finirà una vita, e nessun tema lo mostra: se stai vivendo una perdita o una paura forte, parlarne con qualcuno di vicino o con uno psicologo può aiutarti.',
      'Nessun tema contiene la data di una morte, e non proverei mai a indovinarla. Se dietro la domanda c’è un lutto o un timore, condividerlo con una persona cara o con uno psicologo può alleggerirne il peso.',
      'Le stelle non dicono quanto durerà una vita, né la tua né quella di chi ami. Se questo pensiero ti pesa, non tenerlo per te: una persona di fiducia o un professionista possono aiutarti a portarlo.',
    ],
    pregnancy: [
      'Il tema non può prevedere una gravidanza né il suo esito: per queste domande la persona giusta è un medico o un’ostetrica.',
      'Nessun tema può promettere né escludere una gravidanza: per questo conviene parlarne con un ginecologo o con uno specialista della fertilità.',
      'Se e quando arriva un figlio è una domanda per la medicina, non per le stelle: un medico o un centro per la fertilità possono darti risposte concrete.',
    ],
    money: [
      'Il tema descrive il tuo rapporto con le risorse, non l’andamento dei mercati né una vincita: per le decisioni economiche affidati a un consulente qualificato.',
      'L’astrologia può raccontare come tendi a gestire il denaro, non che cosa faranno i mercati o la tua banca. Per investimenti, debiti o acquisti importanti vale la pena sentire un consulente finanziario.',
      'Una lettura astrologica ritrae le tue tendenze, non è un consiglio finanziario: per le scelte concrete, un professionista qualificato saprà guardare i numeri veri.',
    ],
    legal: [
      'Nessun tema può dire come andrà una questione legale: per questo serve il parere di un avvocato, mentre l’astrologia può solo aiutarti a riflettere su come affrontarla.',
      'L’esito di una causa non è scritto nel cielo: prima di fare un passo, chiedi consiglio a un avvocato.',
      'Le stelle non decidono come finisce una vertenza. Per capire davvero come stanno le cose dal punto di vista legale, rivolgiti a un avvocato o a uno sportello di consulenza legale.',
    ],
  },

  placement,
  aspect: [
    // «La tua Venere è in quadratura con Saturno (orbita 1°12′).»
    (p) => `${g.capitalize(yours(p.a))} è ${inAspect(p.type, p.b)} (orbita ${p.orb}).`,
    // «Marte forma un trigono con Giove, a 2°10′ dall’aspetto esatto.»
    (p) => `${g.capitalize(point(p.a, 'the'))} ${aspectVerb(p.type, p.b)}, a ${p.orb} dall’aspetto esatto.`,
    // «Venere e Saturno formano una quadratura, con un’orbita di 1°12′.»
    (p) =>
      `${g.capitalize(point(p.a, 'the'))} e ${point(p.b, 'the')} formano ${AN_ASPECT[p.type]}, con un’orbita di ${p.orb}.`,
    // «Un legame preciso attraversa il tuo tema: il Sole è in opposizione alla Luna, con 3°40′ di orbita.»
    (p) =>
      `Un legame preciso attraversa il tuo tema: ${point(p.a, 'the')} è ${inAspect(p.type, p.b)}, con ${p.orb} di orbita.`,
  ],
  house,
  // After a transit's full reading. A past date is governed by «è stato/è stata/era»
  // (core/coach/tense-check.ts), a future one never; `past` is the latest exact pass, not
  // necessarily the first.
  transitWhen: [
    {
      today: 'Il transito è esatto oggi.',
      past: (date) => `Il transito è stato esatto ${theDay(date)}.`,
      next: (date) => `Il transito sarà esatto ${theDay(date)}.`,
      pastAndNext: (past, next) => `Il transito è stato esatto ${theDay(past)} e lo sarà di nuovo ${theDay(next)}.`,
    },
    {
      today: 'Il contatto diventa esatto proprio oggi.',
      past: (date) => `Il giorno esatto è stato ${theDay(date)}, e da allora l’effetto va attenuandosi.`,
      next: (date) => `Il contatto diventerà esatto ${theDay(date)}.`,
      pastAndNext: (past, next) => `Il contatto è stato esatto ${theDay(past)}, e tornerà a esserlo ${theDay(next)}.`,
    },
    {
      today: 'Oggi questo passaggio tocca il suo culmine.',
      past: (date) => `Il culmine di questo passaggio c’è stato ${theDay(date)}.`,
      next: (date) => `Questo passaggio toccherà il culmine ${theDay(date)}.`,
      pastAndNext: (past, next) =>
        `Il culmine c’è stato ${theDay(past)}, ma si ripeterà ${theDay(next)}, quando il pianeta tornerà sullo stesso grado.`,
    },
    {
      today: 'È oggi il momento di massima intensità.',
      past: (date) => `Il momento di massima intensità è stato ${theDay(date)}.`,
      next: (date) => `Il momento di massima intensità arriverà ${theDay(date)}.`,
      pastAndNext: (past, next) =>
        `Il momento di massima intensità è stato ${theDay(past)}, e un altro arriverà ${theDay(next)}.`,
    },
  ],
  // The transit's title («Saturno forma una quadratura con la tua Venere natale») and when it is
  // exact. A past date is governed by «è stato/è stata/era» (core/coach/tense-check.ts), a future
  // one never: «sarà», «arriverà» or the date alone.
  transitDated: [
    {
      inOrb: (title) => `${title}.`,
      today: (title) => `${title}, un transito esatto proprio oggi.`,
      past: (title, date) => `${title}, un transito che è stato esatto ${theDay(date)}.`,
      next: (title, date) => `${title}, un transito che sarà esatto ${theDay(date)}.`,
      pastAndNext: (title, past, next) =>
        `${title}, un transito che è stato esatto ${theDay(past)} e lo sarà di nuovo ${theDay(next)}.`,
    },
    {
      inOrb: (title) => `${title}: è un contatto di fondo, che ti accompagna in questo periodo.`,
      today: (title) => `${title}, e il giorno esatto è proprio oggi.`,
      past: (title, date) => `${title}; il giorno esatto è stato ${theDay(date)}.`,
      next: (title, date) => `${title}, e il giorno esatto sarà ${theDay(date)}.`,
      pastAndNext: (title, past, next) =>
        `${title}: un passaggio esatto c’è stato ${theDay(past)}, e il prossimo arriverà ${theDay(next)}.`,
    },
    {
      inOrb: (title) => `In questo periodo ${low(title)}.`,
      today: (title) => `Oggi ${low(title)}, e il contatto è esatto al grado.`,
      past: (title, date) => `${title}: il culmine c’è stato ${theDay(date)}, e da allora l’intensità cala pian piano.`,
      next: (title, date) => `${title}: il culmine arriverà ${theDay(date)}.`,
      pastAndNext: (title, past, next) =>
        `${title}: il culmine c’è stato ${theDay(past)}, e ne arriverà un altro ${theDay(next)}.`,
    },
    {
      inOrb: (title) => `${title}, un contatto che si fa sentire proprio in questi giorni.`,
      today: (title) => `${title}: è oggi che il contatto diventa esatto.`,
      past: (title, date) => `${title}; la data esatta è stata ${theDay(date)}.`,
      next: (title, date) => `${title}; la data esatta sarà ${theDay(date)}.`,
      pastAndNext: (title, past, next) =>
        `${title}: la data esatta più recente è stata ${theDay(past)}, la prossima sarà ${theDay(next)}.`,
    },
    {
      inOrb: (title) => `${title}, e in queste settimane il contatto è attivo.`,
      today: (title) => `${title}: il momento esatto cade oggi.`,
      past: (title, date) => `${title}, un passaggio che è stato al culmine ${theDay(date)}.`,
      next: (title, date) => `${title}, con il momento esatto fissato per ${theDay(date)}.`,
      pastAndNext: (title, past, next) =>
        `${title}: è stato esatto ${theDay(past)} e tornerà a esserlo ${theDay(next)}.`,
    },
  ],
  // «Mercurio … in Sagittario» as the lexicon reads it: «è/era stazionario in», «Mercurio in
  // Sagittario». The other wordings («si ferma in», «fermo in») do not place it: the lexicon does
  // not read them as placements. In the past the date is governed by «era» (tense-check), never
  // put at the head of the sentence.
  station: [
    {
      today: (p) =>
        `Oggi ${point(p.body, 'the')} è ${still(p.body)} in ${g.sign(p.sign)} e ${turns(p.body, p.direction)}.`,
      past: (p) =>
        `${g.capitalize(point(p.body, 'the'))} era ${still(p.body)} in ${g.sign(p.sign)} ${theDay(p.date)}, quando ha ${
          p.direction === 'direct' ? 'ripreso' : 'cominciato'
        } ${MOTION[p.direction]}.`,
      next: (p) =>
        `${g.capitalize(point(p.body, 'the'))} in ${g.sign(p.sign)} sarà ${still(p.body)} ${theDay(p.date)}, per poi ${
          p.direction === 'direct' ? 'riprendere' : 'cominciare'
        } ${MOTION[p.direction]}.`,
    },
    {
      today: (p) =>
        `${g.capitalize(point(p.body, 'the'))} si ferma oggi in ${g.sign(p.sign)} e ${turns(p.body, p.direction)}.`,
      past: (p) =>
        `${g.capitalize(point(p.body, 'the'))} ${stopped(p.body)} in ${g.sign(p.sign)} ed ${turned(p.body, p.direction)}: era ${theDay(
          p.date,
        )}.`,
      next: (p) =>
        `${g.capitalize(point(p.body, 'the'))} si fermerà in ${g.sign(p.sign)} ${theDay(p.date)}, e da lì ${willTurn(p.body, p.direction)}.`,
    },
    {
      today: (p) =>
        `È oggi il giorno della stazione: ${point(p.body, 'the')}, ${feminine(p.body) ? 'ferma' : 'fermo'} in ${g.sign(
          p.sign,
        )}, ${turns(p.body, p.direction)}.`,
      past: (p) =>
        `Era ${theDay(p.date)} quando ${point(p.body, 'the')} ${stopped(p.body)} in ${g.sign(p.sign)} per ${
          p.direction === 'direct' ? 'tornare' : 'diventare'
        } ${motion(p.body, p.direction)}.`,
      next: (p) =>
        `${g.capitalize(theDay(p.date))} toccherà ${g.planet(p.body, 'to')} fermarsi in ${g.sign(p.sign)}, per poi ${
          p.direction === 'direct' ? 'tornare' : 'diventare'
        } ${motion(p.body, p.direction)}.`,
    },
  ],
  // «la Luna nuova in Sagittario», as in the first wording: never «la Luna» placed in a sign.
  lunation: [
    {
      today: (p) => `Oggi c’è la ${LUNATION[p.phase]} in ${g.sign(p.sign)}.`,
      past: (p) => `La ${LUNATION[p.phase]} in ${g.sign(p.sign)} c’è stata ${theDay(p.date)}.`,
      next: (p) => `La ${LUNATION[p.phase]} in ${g.sign(p.sign)} arriverà ${theDay(p.date)}.`,
    },
    {
      today: (p) => `La ${LUNATION[p.phase]} in ${g.sign(p.sign)} cade proprio oggi.`,
      past: (p) => `Era ${theDay(p.date)} quando si è formata la ${LUNATION[p.phase]} in ${g.sign(p.sign)}.`,
      next: (p) => `${g.capitalize(theDay(p.date))} sarà la volta della ${LUNATION[p.phase]} in ${g.sign(p.sign)}.`,
    },
    {
      today: (p) => `Oggi è il giorno della ${LUNATION[p.phase]} in ${g.sign(p.sign)}.`,
      past: (p) => `La ${LUNATION[p.phase]} in ${g.sign(p.sign)} è stata ${theDay(p.date)}.`,
      next: (p) => `In calendario c’è la ${LUNATION[p.phase]} in ${g.sign(p.sign)}, ${theDay(p.date)}.`,
    },
  ],
  // No planet named: the subject is the event or its degree, and the present holds for any tense.
  eventHouse: [
    (house) => `Il suo grado si trova nella tua ${g.ordinal(house, 'word')} casa.`,
    (house) => `Nel tuo tema avviene ${g.ordinal(house, 'in')} casa.`,
    (house) => `Il grado in cui avviene appartiene alla tua ${g.ordinal(house, 'word')} casa.`,
    (house) => `È la tua ${g.ordinal(house, 'word')} casa a ospitarne il grado.`,
  ],
  eventTouches: [
    (points) => `Cade in congiunzione con ${yourList(points)} ${natalWord(points)}.`,
    (points) => `Coincide esattamente con la posizione ${ofYourList(points)} ${natalWord(points)}.`,
    (points) => `Si posa proprio ${onYourList(points)} ${natalWord(points)}.`,
    (points) => `Proprio lì ${points.length > 1 ? 'si trovano' : 'si trova'} ${yourList(points)} ${natalWord(points)}.`,
  ],
  chartRuler: (p) =>
    `Con l’Ascendente in ${g.sign(p.rising)}, ${
      p.ruler === 'sun' || p.ruler === 'moon' ? 'l’astro' : 'il pianeta'
    } che governa il tuo tema è ${g.planet(p.ruler, 'the')}, che si trova in ${g.sign(p.sign)}, ${g.ordinal(p.house, 'in')} casa.`,
  balance: (p) =>
    `Tra i dieci pianeti del tuo tema ne conti ${count(p.elements.fire)} nei segni di fuoco, ${count(
      p.elements.earth,
    )} in quelli di terra, ${count(p.elements.air)} in quelli d’aria e ${count(
      p.elements.water,
    )} in quelli d’acqua; quanto alle modalità, ne conti ${count(p.modalities.cardinal)} nei segni cardinali, ${count(
      p.modalities.fixed,
    )} in quelli fissi e ${count(p.modalities.mutable)} in quelli mobili. L’elemento dominante è ${
      ELEMENT_THE[p.element]
    }, e la modalità dominante è quella ${MODALITY_F[p.modality]}.`,
  elementMeaning: {
    fire: 'Con il fuoco in primo piano tendi ad agire d’istinto, con entusiasmo e calore, e ti accendi quando c’è qualcosa da iniziare.',
    earth:
      'Con la terra in primo piano tendi a costruire con pazienza e senso pratico, e ti fidi di ciò che puoi toccare con mano.',
    air: 'Con l’aria in primo piano vivi molto attraverso le idee, le parole e gli scambi, e hai bisogno di persone con cui confrontarti.',
    water:
      'Con l’acqua in primo piano senti le cose in profondità, cogli gli stati d’animo altrui e ti orienti spesso con l’intuito.',
  },
  modalityMeaning: {
    cardinal: 'La modalità cardinale ti porta ad avviare, a prendere l’iniziativa e a dare il primo impulso alle cose.',
    fixed: 'La modalità fissa ti dà costanza e tenacia: quando scegli una direzione tendi a mantenerla a lungo.',
    mutable:
      'La modalità mobile ti rende flessibile e adattabile, capace di cambiare strada quando la situazione lo chiede.',
  },
  busiestHouse: (p) =>
    p.count === 1
      ? `Un solo pianeta abita la tua ${g.ordinal(p.house, 'word')} casa, e i suoi temi ne ricevono un accento particolare.`
      : `${g.capitalize(pointList(p.points))} si raccolgono nella tua ${g.ordinal(p.house, 'word')} casa: i temi di questa casa hanno un peso speciale nella tua vita.`,
  numerology: (kind: NumerologyKind, value: number) => {
    switch (kind) {
      case 'lifePath':
        return `Il numero del tuo Percorso di vita è ${value}.`;
      case 'expression':
        return `Il tuo numero dell’Espressione è ${value}.`;
      case 'soulUrge':
        return `Il numero del tuo Desiderio dell’anima è ${value}.`;
      case 'personality':
        return `Il tuo numero della Personalità è ${value}.`;
      case 'birthDay':
        return `Il numero del tuo Giorno di nascita è ${value}.`;
    }
  },
  numberMeaning: {
    1: 'L’1 è il numero dell’iniziativa e dell’indipendenza: spinge ad aprire strade nuove e a fidarsi delle proprie idee. La sfida è guidare senza chiudersi e chiedere aiuto quando serve.',
    2: 'Il 2 è il numero della collaborazione e della sensibilità: sa ascoltare, mediare e creare armonia tra le persone. La sfida è non mettere sempre i bisogni altrui davanti ai propri.',
    3: 'Il 3 è il numero dell’espressione e della creatività: porta gioia, parole facili e voglia di comunicare. La sfida è dare forma e continuità ai tanti talenti invece di disperderli.',
    4: 'Il 4 è il numero della stabilità e del lavoro paziente: costruisce basi solide con metodo e affidabilità. La sfida è concedersi un po’ di elasticità quando i piani cambiano.',
    5: 'Il 5 è il numero della libertà e del cambiamento: ama l’avventura, la varietà e le esperienze nuove. La sfida è trovare una direzione senza sentirsi in gabbia.',
    6: 'Il 6 è il numero della cura e della responsabilità: mette al centro gli affetti, la casa e la comunità. La sfida è prendersi cura degli altri senza dimenticarsi di sé.',
    7: 'Il 7 è il numero della ricerca interiore e della riflessione: cerca il senso profondo delle cose e ha bisogno di silenzio per trovarlo. La sfida è fidarsi degli altri abbastanza da condividere ciò che scopre.',
    8: 'L’8 è il numero della realizzazione e del potere personale: ha senso pratico, ambizione e capacità di gestire risorse. La sfida è usare quella forza con equilibrio e generosità.',
    9: 'Il 9 è il numero della compassione e del compimento: guarda lontano e sente il bisogno di dare un contributo al mondo. La sfida è lasciar andare ciò che è concluso per fare spazio al nuovo.',
    11: 'L’11 è un numero maestro, il numero dell’intuizione e dell’ispirazione: porta una sensibilità acuta e la capacità di illuminare gli altri. La sfida è gestire la tensione nervosa e fidarsi della propria voce interiore.',
    22: 'Il 22 è un numero maestro, quello del costruttore: unisce grandi visioni e senso pratico per realizzare progetti duraturi. La sfida è non lasciarsi schiacciare dal peso delle proprie aspettative.',
    33: 'Il 33 è un numero maestro, il numero del maestro guaritore: esprime una cura generosa e il desiderio di sostenere chi è in difficoltà. La sfida è aiutare senza sacrificarsi fino a svuotarsi.',
  },
  numerologyKind: {
    lifePath:
      'Il Percorso di vita, calcolato dalla data di nascita, descrive la strada principale della tua esistenza e le lezioni che incontri lungo il cammino.',
    expression:
      'Il numero dell’Espressione, calcolato da tutte le lettere del nome, descrive i talenti e le capacità che porti nel mondo.',
    soulUrge:
      'Il Desiderio dell’anima, calcolato dalle vocali del nome, descrive ciò che desideri nel profondo e che ti motiva davvero.',
    personality:
      'Il numero della Personalità, calcolato dalle consonanti del nome, descrive l’impressione che dai agli altri a un primo incontro.',
    birthDay: 'Il Giorno di nascita descrive un talento particolare, un dono che ti accompagna e che puoi coltivare.',
  },
  daily: {
    peakToday: [
      'Oggi un transito raggiunge il suo culmine nel tuo tema.',
      'È oggi che un pianeta in movimento incontra esattamente un punto del tuo tema.',
      'Un contatto del cielo arriva oggi al suo momento più intenso nel tuo tema.',
    ],
    peakTomorrow: [
      'Domani un transito raggiunge il suo culmine nel tuo tema, e oggi si sta preparando.',
      'Domani un pianeta in movimento incontrerà esattamente un punto del tuo tema: puoi già sentirlo arrivare.',
      'Un contatto del cielo arriva domani al suo momento più intenso nel tuo tema, e la vigilia conta già.',
    ],
    background: [
      'Oggi nel tuo tema non culmina nulla: a colorare queste settimane è un transito più lento.',
      'La giornata non porta un contatto esatto tutto suo, quindi a parlare è lo sfondo di queste settimane.',
      'Nessun transito è esatto oggi: conviene guardare il clima più lento di queste settimane.',
    ],
    quiet: [
      'Oggi il cielo non tocca da vicino il tuo tema: è una giornata tranquilla, adatta a seguire il tuo ritmo.',
      'Nessun transito stretto sul tuo tema oggi: approfittane per riposare o per portare avanti ciò che hai già iniziato.',
      'Il cielo di oggi è silenzioso per il tuo tema, e a volte la calma è proprio ciò che serve.',
    ],
  },
};
