/**
 * I testi italiani del cielo (decisione 029). Stile: seconda persona (tu), semplice, concreto, mai
 * certo, senza desinenze di genere riferite a chi legge (docs/i18n/glossary-it.md). I nomi e le
 * forme di segni e pianeti sono quelli di core/horoscope/it.ts.
 */
import type { PlanetId } from '../../astro/positions';
import { TO, cap, planet, retro, sign, turn } from '../../horoscope/it';
import type { SignId } from '../../zodiac';
import type { ProgressedPoint } from '../progressions';
import type { SkyTexts } from '../texts';
import { CONTACTS_IT, FRAMES_IT } from '../contacts/it/index';
import type { NatalPoint, TransitAspect } from '../transits';

/** «con il Sole», «con la Luna», «con Mercurio». */
const WITH: Readonly<Record<PlanetId, string>> = {
  sun: 'con il Sole',
  moon: 'con la Luna',
  mercury: 'con Mercurio',
  venus: 'con Venere',
  mars: 'con Marte',
  jupiter: 'con Giove',
  saturn: 'con Saturno',
  uranus: 'con Urano',
  neptune: 'con Nettuno',
  pluto: 'con Plutone',
};
/** Il nome dell’aspetto con l’articolo indeterminativo: «una quadratura», «un’opposizione». */
const AN_ASPECT: Readonly<Record<TransitAspect, string>> = {
  conjunction: 'una congiunzione',
  sextile: 'un sestile',
  square: 'una quadratura',
  trine: 'un trigono',
  opposition: 'un’opposizione',
};
/** L’aspetto e il suo pianeta: «con Saturno», ma «in opposizione a Saturno» (glossario §5). */
const aspectTo = (aspect: TransitAspect, p: PlanetId) =>
  `${AN_ASPECT[aspect]} ${aspect === 'opposition' ? TO[p] : WITH[p]}`;

/** Un punto del tema natale con il possessivo, e il suo genere per le preposizioni articolate. */
interface Point {
  readonly name: string;
  readonly feminine: boolean;
}
const POINT: Readonly<Record<NatalPoint, Point>> = {
  sun: { name: 'Sole natale', feminine: false },
  moon: { name: 'Luna natale', feminine: true },
  mercury: { name: 'Mercurio natale', feminine: false },
  venus: { name: 'Venere natale', feminine: true },
  mars: { name: 'Marte natale', feminine: false },
  jupiter: { name: 'Giove natale', feminine: false },
  saturn: { name: 'Saturno natale', feminine: false },
  uranus: { name: 'Urano natale', feminine: false },
  neptune: { name: 'Nettuno natale', feminine: false },
  pluto: { name: 'Plutone natale', feminine: false },
  ascendant: { name: 'Ascendente', feminine: false },
  midheaven: { name: 'Medio Cielo', feminine: false },
};
/** «con il tuo Sole natale», «con la tua Venere natale». */
const withYour = (p: Point) => `con ${p.feminine ? 'la tua' : 'il tuo'} ${p.name}`;
/** «al tuo Sole natale», «alla tua Venere natale». */
const toYour = (p: Point) => `${p.feminine ? 'alla tua' : 'al tuo'} ${p.name}`;
/** Senza tema natale: il cuore del segno fa le veci del Sole. */
const SOLAR_WITH = 'con il cuore del tuo segno (che qui fa le veci del tuo Sole)';
const SOLAR_TO = 'al cuore del tuo segno (che qui fa le veci del tuo Sole)';

/** «Saturno forma una quadratura con …», «Marte si oppone a …». */
const ASPECT_VERB: Readonly<Record<TransitAspect, (withTarget: string, toTarget: string) => string>> = {
  conjunction: (_w, t) => `si congiunge ${t}`,
  sextile: (w) => `forma un sestile ${w}`,
  square: (w) => `forma una quadratura ${w}`,
  trine: (w) => `forma un trigono ${w}`,
  opposition: (_w, t) => `si oppone ${t}`,
};
/** L’apertura di una progressione, che si chiude con il «verso …» del segno. */
const PROGRESSED_LEAD: Readonly<Record<ProgressedPoint, (s: string, style: string) => string>> = {
  sun: (s, style) => `Il tuo Sole progresso in ${s} indica dove si dirige la tua vita in questi anni: ${style}`,
  moon: (s, style) =>
    `La tua Luna progressa in ${s} dà il tono ai bisogni di questa fase emotiva e li orienta ${style}`,
  mercury: (s, style) =>
    `Il tuo Mercurio progresso in ${s} mostra come cambia il tuo modo di pensare, che ora si orienta ${style}`,
  venus: (s, style) =>
    `La tua Venere progressa in ${s} racconta come sta maturando il tuo modo di amare, sempre più rivolto ${style}`,
  mars: (s, style) => `Il tuo Marte progresso in ${s} mostra dove va ora la tua spinta: ${style}`,
  ascendant: (s, style) =>
    `Il tuo Ascendente progresso in ${s} descrive l’immagine di te che sta prendendo forma, orientata ${style}`,
  midheaven: (s, style) =>
    `Il tuo Medio Cielo progresso in ${s} indica la vocazione che sta emergendo e ti spinge ${style}`,
};
/** Il modo di fare di ciascun segno, per chiudere le aperture qui sopra. */
const SIGN_STYLE: Readonly<Record<SignId, string>> = {
  aries: 'verso il coraggio, i nuovi inizi e il fare le cose a modo tuo.',
  taurus: 'verso la calma, le comodità e la costruzione di qualcosa che duri.',
  gemini: 'verso la curiosità, lo studio e il piacere di tante conversazioni.',
  cancer: 'verso le radici, la famiglia e la cura delle persone care.',
  leo: 'verso il calore, la creatività e il bisogno di mostrarti per ciò che sei.',
  virgo: 'verso il lavoro utile, la salute e la cura dei dettagli.',
  libra: 'verso i rapporti a due, il senso di giustizia e la bellezza.',
  scorpio: 'verso la profondità, la sincerità e il lasciar andare ciò che è finito.',
  sagittarius: 'verso la libertà, i viaggi e uno sguardo più ampio.',
  capricorn: 'verso la responsabilità, l’ambizione e l’impegno paziente.',
  aquarius: 'verso l’amicizia, le idee e un futuro progettato da te.',
  pisces: 'verso la compassione, l’immaginazione e i momenti di quiete.',
};

/** I titoli delle fasi (glossario §5): «Luna nuova», «Primo quarto di Luna». */
const PHASE: Readonly<Record<'new' | 'firstQuarter' | 'full' | 'lastQuarter', string>> = {
  new: 'Luna nuova',
  firstQuarter: 'Primo quarto di Luna',
  full: 'Luna piena',
  lastQuarter: 'Ultimo quarto di Luna',
};

/** I numeri in lettere, per i conteggi brevi: «due transiti», «tre pianeti». */
const NUMBER_WORD = ['zero', 'un', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci'];
const count = (n: number) => NUMBER_WORD[n] ?? String(n);

/**
 * Una data già formattata («3 dicembre») con l’articolo giusto (glossario §7): «il 3 dicembre»,
 * «il 1º dicembre», «l’8 dicembre», «l’11 dicembre»; con «a»: «al 3», «al 1º», «all’8».
 * Se la data ha un’altra forma, «il giorno …», che va bene sempre.
 */
const theDay = (date: string, to = false) => {
  const m = /^(\d{1,2}) (\S.*)$/.exec(date);
  if (!m) return `${to ? 'al' : 'il'} giorno ${date}`;
  const [, day, rest] = m;
  if (day === '1') return `${to ? 'al' : 'il'} 1º ${rest}`;
  if (day === '8' || day === '11') return `${to ? 'all’' : 'l’'}${date}`;
  return `${to ? 'al' : 'il'} ${date}`;
};
/** Dopo i due punti, minuscola: «il Sole entra…», «ultimo quarto di Luna…»; i nomi propri restano. */
const lowerStart = (title: string) =>
  /^(Il|La|Lo|I|Gli|Primo|Ultimo) |^L’/.test(title) ? title.charAt(0).toLowerCase() + title.slice(1) : title;
/** «del Sole», «della Luna», «di Saturno»: l’ora di un pianeta. */
const hourOf = (p: PlanetId) => (p === 'sun' ? 'del Sole' : p === 'moon' ? 'della Luna' : `di ${planet(p)}`);
/**
 * Il pianeta che governa il segno, in apposizione; il Sole e la Luna sono astri (glossario §3).
 * La forma breve dell’etichetta, perché la lettura gratuita usa già quella lunga poco prima.
 */
const rulerTitle = (p: PlanetId) => (p === 'sun' || p === 'moon' ? 'tuo astro governatore' : 'tuo pianeta governatore');

export const SKY_IT: SkyTexts = {
  calendarName: 'Calendario del cielo di Stella',
  calendarDescription:
    'Stazioni retrograde e dirette, ingressi nei segni, fasi lunari e periodi di Luna vuota di corso, calcolati da Stella.',

  stationTitle: (body, direction, s) => `${cap(planet(body))} ${turn(body, direction)} in ${sign(s)}`,
  ingressTitle: (body, s, direction) =>
    direction === 'direct'
      ? `${cap(planet(body))} entra in ${sign(s)}`
      : `${cap(planet(body))} ${retro(body)} rientra in ${sign(s)}`,
  phaseTitle: (phase, s) => `${PHASE[phase]} in ${sign(s)}`,
  voidTitle: (s) => `Luna vuota di corso in ${sign(s)}`,
  voidDetail: (last, s, next) =>
    last
      ? `L’ultimo aspetto della Luna in ${sign(s)} è ${aspectTo(last.aspect, last.planet)}; dopo non ne forma altri fino al suo ingresso in ${sign(next)}.`
      : `In ${sign(s)} la Luna non forma aspetti maggiori: resta vuota di corso fino al suo ingresso in ${sign(next)}.`,

  stationMeaning: {
    mercury: {
      retrograde:
        'Tre settimane per rivedere, rileggere e riprendere i contatti; progetti, messaggi e viaggi chiedono un controllo in più.',
      direct: 'Progetti e messaggi ripartono; ciò che hai rivisto ora può andare avanti.',
    },
    venus: {
      retrograde:
        'Sei settimane per riconsiderare l’amore, il denaro e ciò a cui dai valore; vecchi sentimenti potrebbero riaffacciarsi.',
      direct:
        'Affetti e spese ritrovano stabilità; le decisioni su amore e denaro si possono prendere con il cuore più limpido.',
    },
    mars: {
      retrograde:
        'Circa dieci settimane in cui l’energia si rivolge verso l’interno: rivedi i tuoi obiettivi, chiudi le vecchie battaglie e dosa le forze.',
      direct: 'La spinta ritorna; i progetti rimasti fermi possono ripartire.',
    },
    jupiter: {
      retrograde:
        'Quattro mesi per guardarti dentro e ripensare convinzioni e progetti di crescita, prima di allargare ancora il campo.',
      direct: 'La crescita riprende all’esterno; i progetti che hai riconsiderato ora possono espandersi.',
    },
    saturn: {
      retrograde: 'Quattro mesi e mezzo per rivedere gli impegni e rinforzare ciò che hai costruito.',
      direct: 'Le responsabilità tornano ad avanzare; le strutture che hai rivisto ora possono reggere il peso.',
    },
    uranus: {
      retrograde:
        'Cinque mesi in cui il bisogno di cambiamento lavora in profondità e scioglie dall’interno le vecchie abitudini.',
      direct: 'Il cambiamento torna allo scoperto; le svolte prendono velocità.',
    },
    neptune: {
      retrograde: 'Cinque mesi in cui le illusioni sbiadiscono e i sogni si misurano con la realtà.',
      direct:
        'L’ispirazione torna a fluire verso l’esterno; gli ideali possono prendere forma nel mondo, con delicatezza.',
    },
    pluto: {
      retrograde: 'Cinque mesi di trasformazione interiore: ciò che deve finire viene allo scoperto.',
      direct: 'I cambiamenti profondi si spostano verso l’esterno; ciò che si è trasformato dentro comincia a vedersi.',
    },
  },
  ingressMeaning: {
    sun: 'Il Sole cambia segno: si apre una nuova stagione dell’anno e il clima del mese prende un’altra piega.',
    moon: 'La Luna cambia segno: per i prossimi due giorni e mezzo il clima emotivo cambia.',
    mercury: 'Mercurio cambia segno: il modo in cui si pensa, si parla e si decide prende un tono nuovo.',
    venus: 'Venere cambia segno: per le prossime settimane cambiano i gusti in fatto di amore, piacere e denaro.',
    mars: 'Marte cambia segno: per le prossime settimane energia e ambizione prendono un’altra direzione.',
    jupiter: 'Giove cambia segno: per circa un anno il terreno della crescita e delle opportunità si sposta.',
    saturn: 'Saturno cambia segno: per due o tre anni le lezioni di responsabilità si spostano su un terreno nuovo.',
    uranus: 'Urano cambia segno: per sette anni si apre un nuovo capitolo di cambiamenti e di invenzioni.',
    neptune:
      'Nettuno cambia segno: per più di dieci anni il sogno collettivo e le sue illusioni prendono una forma nuova.',
    pluto: 'Plutone cambia segno: comincia una trasformazione che dura una generazione.',
  },
  phaseMeaning: {
    new: 'Un momento per fissare le tue intenzioni e cominciare in silenzio.',
    firstQuarter: 'Un momento per dare seguito alle tue intenzioni e affrontare i primi ostacoli.',
    full: 'Un momento di culmine e di chiarezza, adatto a lasciar andare.',
    lastQuarter: 'Un momento per fare pulizia, perdonare e liberare spazio.',
  },
  voidAdvice: [
    'Le attività di routine procedono bene; rimanda l’avvio di nuovi progetti, le firme e gli acquisti importanti a dopo il cambio di segno della Luna.',
    'Riposa, metti in ordine e rifletti; le decisioni prese adesso spesso finiscono nel nulla.',
    'Un buon momento per portare a termine ciò che hai cominciato, più che per avviare qualcosa di nuovo.',
  ],

  hourSignificance: {
    sun: 'Ora del Sole: per farti notare, guidare gli altri e incontrare chi ha autorità.',
    moon: 'Ora della Luna: per la famiglia, la vita domestica, il pubblico e tutto ciò che chiede cura.',
    mars: 'Ora di Marte: per l’impegno, il coraggio, lo sport e ciò che rimandi da tempo.',
    mercury: 'Ora di Mercurio: per scrivere, studiare, telefonare, commerciare e fare brevi spostamenti.',
    jupiter: 'Ora di Giove: per le richieste, la crescita, le questioni legali, l’insegnamento e la generosità.',
    venus: 'Ora di Venere: per l’amore, la bellezza, l’arte, l’amicizia e le riconciliazioni.',
    saturn: 'Ora di Saturno: per la disciplina, la pianificazione, gli immobili e i lavori lunghi da concludere.',
  },
  retrogradeEffects: {
    mercury:
      'Mercurio retrogrado: malintesi e ritardi sono più probabili; rivedi, rileggi e salva una copia di ciò che conta.',
    venus:
      'Venere retrograda: vecchi amori e vecchi valori tornano per un secondo sguardo; meglio rimandare gli acquisti importanti.',
    mars: 'Marte retrogrado: l’energia cala e la frustrazione sale; meglio rivedere i piani che cominciare battaglie.',
    jupiter:
      'Giove retrogrado: la crescita si rivolge all’interno; ripensa alle tue convinzioni e a ciò che vuoi far crescere.',
    saturn: 'Saturno retrogrado: un periodo per rivedere gli impegni e riparare le fondamenta.',
    uranus: 'Urano retrogrado: il bisogno di libertà lavora in silenzio, dall’interno.',
    neptune: 'Nettuno retrogrado: le illusioni sbiadiscono e ciò che è reale diventa più facile da vedere.',
    pluto: 'Plutone retrogrado: un lavoro interiore sul potere, sul controllo e sul lasciar andare.',
  },
  directEffects: {
    mercury: 'Mercurio diretto: comunicazioni e progetti procedono normalmente.',
    venus: 'Venere diretta: amore e denaro seguono il loro corso abituale.',
    mars: 'Marte diretto: l’energia passa subito all’azione.',
    jupiter: 'Giove diretto: crescita e opportunità si manifestano all’esterno.',
    saturn: 'Saturno diretto: l’impegno costante porta risultati visibili.',
    uranus: 'Urano diretto: cambiamento e innovazione si muovono allo scoperto.',
    neptune: 'Nettuno diretto: ispirazione e compassione fluiscono verso l’esterno.',
    pluto: 'Plutone diretto: la trasformazione si fa strada nel mondo.',
  },

  contacts: CONTACTS_IT,
  frames: FRAMES_IT,
  stop: '.',
  gap: ' ',
  transitTitle: (p, aspect, point, solar) => {
    const target = POINT[point];
    const contact = solar
      ? ASPECT_VERB[aspect](SOLAR_WITH, SOLAR_TO)
      : ASPECT_VERB[aspect](withYour(target), toYour(target));
    return `${cap(planet(p))} ${contact}`;
  },

  reading: {
    theme: {
      sun: 'identità e obiettivi',
      moon: 'emozioni e vita domestica',
      mercury: 'pensieri e dialogo',
      venus: 'amore e valori',
      mars: 'energia e coraggio',
      jupiter: 'crescita e fiducia',
      saturn: 'doveri e struttura',
      uranus: 'libertà e cambiamento',
      neptune: 'sogni e intuito',
      pluto: 'potere e rinnovamento',
      ascendant: 'il modo in cui ti presenti',
      midheaven: 'carriera e direzione',
    },
    transitsLead: (n, solar) =>
      solar
        ? n === 1
          ? 'Oggi c’è un pianeta in particolare che dialoga con il tuo segno.'
          : `Oggi ${count(n)} pianeti dialogano con il tuo segno, letti sul suo cuore come se fosse il tuo Sole.`
        : n === 1
          ? 'Oggi nel tuo tema natale spicca un transito.'
          : `Oggi il tuo tema natale è in fermento, con ${count(n)} transiti entro l’orbita: ecco per primi i più forti.`,
    retrogradesLead: (n) =>
      n === 0
        ? 'Oggi tutti i pianeti procedono in moto diretto: nulla nel cielo ti chiede di tornare sui tuoi passi.'
        : n === 1
          ? 'Oggi un pianeta è retrogrado e ti invita a dare una seconda occhiata al campo della vita che governa.'
          : `Oggi ${count(n)} pianeti sono retrogradi: alcune questioni chiedono di essere riviste prima di andare avanti.`,
    retrogradeUntil: (p, date) => `${cap(planet(p))} ${turn(p, 'direct')} ${theDay(date)}.`,
    voidWindow: (start, end) =>
      `La Luna è vuota di corso dalle ore ${start} alle ore ${end}: un momento adatto alla routine più che ai nuovi inizi.`,
    bestHour: (_ruler, start, end) => `L’ora più promettente della tua giornata va dalle ore ${start} alle ore ${end}.`,
    slowHour: (ruler, start, end) =>
      `Dalle ore ${start} alle ore ${end}, nell’ora ${hourOf(ruler)}, conviene dedicarti al lavoro di tutti i giorni più che alle novità.`,
    powerMoment: (time, p, aspect) =>
      `Il momento più propizio della giornata cade alle ore ${time}, quando la Luna forma ${aspectTo(aspect, p)}: approfittane per chiedere, scrivere un messaggio o cominciare qualcosa.`,
    aheadLead: 'Guardando alle prossime settimane, ecco le svolte del cielo che vale la pena segnare in agenda.',
    onDate: (date, title) => `${cap(theDay(date))}: ${lowerStart(title)}.`,
    ruler: (p, s, retrograde) =>
      retrograde
        ? `${cap(planet(p))}, ${rulerTitle(p)}, oggi è ${retro(p)} in ${sign(s)}: il tuo modo abituale di andare avanti funziona meglio se ti prendi il tempo di rivedere che se acceleri.`
        : `${cap(planet(p))}, ${rulerTitle(p)}, oggi transita in ${sign(s)} e orienta il tuo modo di agire ${SIGN_STYLE[s]}`,
    progressionsLead:
      'Dietro la giornata scorre una storia più lenta, quella che il tuo tema progresso racconta nel corso degli anni.',
    closing: {
      bright: [
        'Nel complesso, oggi il cielo apre delle porte: attraversa quella che conta di più per te.',
        'È una giornata generosa: lascia che porti un po’ più avanti qualcosa a cui tieni.',
        'Le correnti sono dalla tua parte: segui ciò che senti giusto e condividi le buone notizie.',
      ],
      steady: [
        'Nel complesso, è una giornata di progressi costanti: contano i piccoli passi fatti bene.',
        'Niente ti mette fretta: approfitta della calma per concludere e per curare ciò che hai.',
        'Una giornata regolare: mantieni il tuo ritmo e porta davvero a termine almeno una cosa.',
      ],
      demanding: [
        'Nel complesso, la giornata chiede pazienza: procedi con calma e fai promesse piccole.',
        'Oggi nel cielo c’è un po’ di attrito: affrontalo con delicatezza più che con la forza.',
        'Una giornata impegnativa: proteggi la tua energia e rimanda le grandi decisioni a un cielo più limpido.',
      ],
    },
    affirmation: {
      bright: [
        'Accolgo con il cuore aperto ciò che oggi si apre davanti a me.',
        'Lascio che la mia luce si veda, e la condivido volentieri.',
        'Dico di sì a ciò che mi aiuta a crescere.',
      ],
      steady: [
        'Procedo al mio ritmo, e il mio ritmo basta.',
        'Mi prendo cura di ciò che ho, e ciò che ho cresce nei suoi tempi.',
        'Porto a termine bene una cosa, ed è già una buona giornata.',
      ],
      demanding: [
        'Mi tratto con dolcezza e difendo il mio tempo con fermezza.',
        'Affronto ciò che è difficile un passo alla volta.',
        'Non devo risolvere tutto oggi.',
      ],
    },
    stone: {
      aries: 'eliotropio',
      taurus: 'smeraldo',
      gemini: 'agata',
      cancer: 'pietra di luna',
      leo: 'rubino',
      virgo: 'zaffiro',
      libra: 'opale',
      scorpio: 'topazio',
      sagittarius: 'turchese',
      capricorn: 'granato',
      aquarius: 'ametista',
      pisces: 'acquamarina',
    },
    direction: { fire: 'est', water: 'nord', air: 'ovest', earth: 'sud' },
  },
  progression: (point, s) => PROGRESSED_LEAD[point](sign(s), SIGN_STYLE[s]),
};
