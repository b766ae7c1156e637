/**
 * Le frasi italiane della lettura Oracle (core/sky/oracle-frames.ts). Stile: tu, mai certo, senza
 * desinenze di genere riferite a chi legge (docs/i18n/glossary-it.md). Gli orari si scrivono
 * «alle 15:06», «all’1:12», mai «alle ore» (revisione editoriale, punto 10); nomi, date e orari
 * vengono dalla grammatica (core/i18n/grammar/it.ts), e una data passata è sempre retta da «è
 * stato», «è stata», «era» o «c’è stata» prima della data, le parole che il controllo dei tempi
 * verbali conosce.
 */
import {
  GRAMMAR_IT as g,
  aOrAd,
  dayOfMonth,
  feminine,
  motion,
  natal,
  theDay,
  theTime,
  turns,
  weekday,
} from '../../../i18n/grammar/it';
import type { SignId } from '../../../zodiac';
import type { Day } from '../../contacts';
import type { StationBody } from '../../events';
import type { Dated, HouseRef, OracleFrames, Tone } from '../../oracle-frames';
import type { Harmony, NatalPoint, TransitAspect, TransitingPlanet } from '../../transits';
import { HOUSE_TOPIC } from './frames';

// ---- Date ----

/** «oggi», «il 9 dicembre», «l’8 dicembre». */
const on = (d: Dated) => (d.tense === 'now' ? 'oggi' : theDay(g.day(d.day, d.today)));

// ---- Articoli e preposizioni ----

type Prep = 'art' | 'di' | 'a' | 'da' | 'in' | 'su';
const PREFIX: Readonly<Record<Exclude<Prep, 'art'>, string>> = { di: 'de', a: 'a', da: 'da', in: 'ne', su: 'su' };
const ARTICLE: Readonly<Record<string, string>> = {
  l: 'il',
  llo: 'lo',
  lla: 'la',
  'll’': 'l’',
  i: 'i',
  gli: 'gli',
  lle: 'le',
};
/**
 * Una locuzione scritta con «di» articolato passa a un’altra preposizione: «dell’amore e dei
 * valori» diventa «sull’amore e sui valori», «all’amore e ai valori» o, con l’articolo nudo,
 * «l’amore e i valori». Il «di» semplice («dell’immagine di te») resta com’è.
 */
const shift = (of: string, prep: Prep) =>
  prep === 'di'
    ? of
    : of.replace(/(?<!\p{L})de(?:(ll’)|(llo|lla|lle|gli|l|i)(?![\p{L}’]))/gu, (_m, elidedEnd, end) => {
        const rest = (elidedEnd ?? end) as string;
        return prep === 'art' ? (ARTICLE[rest] ?? rest) : `${PREFIX[prep]}${rest}`;
      });

/**
 * Il tono che un segno dà a ciò che lo attraversa (dopo «un tocco di», «fatto di»): parole di
 * questa lettura, non quelle delle schede delle progressioni.
 */
const SIGN_TONE: Readonly<Record<SignId, string>> = {
  aries: 'slancio e franchezza',
  taurus: 'calma e concretezza',
  gemini: 'curiosità e leggerezza',
  cancer: 'sensibilità e cura',
  leo: 'calore e sicurezza',
  virgo: 'precisione e senso pratico',
  libra: 'garbo e senso della misura',
  scorpio: 'intensità e determinazione',
  sagittarius: 'entusiasmo e apertura',
  capricorn: 'rigore e ambizione',
  aquarius: 'indipendenza e originalità',
  pisces: 'immaginazione ed empatia',
};

// ---- Aspetti ----

/** Il nome dell’aspetto con l’articolo e le preposizioni, e se è femminile (per «esatta»/«esatto»). */
const ASPECT: Readonly<
  Record<TransitAspect, { the: string; from: string; in: string; of: string; bare: string; feminine: boolean }>
> = {
  conjunction: {
    the: 'la congiunzione',
    from: 'dalla congiunzione',
    in: 'nella congiunzione',
    of: 'della congiunzione',
    bare: 'congiunzione',
    feminine: true,
  },
  sextile: {
    the: 'il sestile',
    from: 'dal sestile',
    in: 'nel sestile',
    of: 'del sestile',
    bare: 'sestile',
    feminine: false,
  },
  square: {
    the: 'la quadratura',
    from: 'dalla quadratura',
    in: 'nella quadratura',
    of: 'della quadratura',
    bare: 'quadratura',
    feminine: true,
  },
  trine: {
    the: 'il trigono',
    from: 'dal trigono',
    in: 'nel trigono',
    of: 'del trigono',
    bare: 'trigono',
    feminine: false,
  },
  opposition: {
    the: 'l’opposizione',
    from: 'dall’opposizione',
    in: 'nell’opposizione',
    of: 'dell’opposizione',
    bare: 'opposizione',
    feminine: true,
  },
};
/** A chi si rivolge un aspetto: con «con» per tutti, con «a» per l’opposizione (glossario §5). */
interface Target {
  readonly with: string;
  readonly to: string;
}
const natalTarget = (p: NatalPoint): Target => ({ with: natal(p, 'with'), to: natal(p, 'to') });
const SIGN_HEART: Target = { with: 'con il cuore del tuo segno', to: 'al cuore del tuo segno' };
const YOUR_SIGN: Target = { with: 'con il tuo segno', to: 'al tuo segno' };
const toward = (aspect: TransitAspect, t: Target) => (aspect === 'opposition' ? t.to : t.with);
/** «la quadratura di Saturno con la tua Venere natale», «l’opposizione di Marte al tuo Ascendente». */
const contact = (p: TransitingPlanet, aspect: TransitAspect, t: Target) =>
  `${ASPECT[aspect].the} ${g.planet(p, 'of')} ${toward(aspect, t)}`;
/** L’aspetto come predicato del pianeta: «è in trigono con…», «è congiunta alla…», «è in opposizione al…». */
const aspectPredicate = (p: TransitingPlanet, aspect: TransitAspect, t: Target) =>
  aspect === 'conjunction'
    ? `${feminine(p) ? 'è congiunta' : 'è congiunto'} ${t.to}`
    : `è in ${ASPECT[aspect].bare} ${toward(aspect, t)}`;
const exactWord = (aspect: TransitAspect) => (ASPECT[aspect].feminine ? 'esatta' : 'esatto');
/** L’armonia di un aspetto (armonici, di tensione, la congiunzione neutra). */
const harmonyOf = (aspect: TransitAspect): Harmony =>
  aspect === 'trine' || aspect === 'sextile' ? 'easy' : aspect === 'conjunction' ? 'blend' : 'tense';

// ---- Case ----

/**
 * «la tua quinta casa, il settore degli amori, del gioco e della creatività», o «la tua quinta casa
 * solare, …» per chi non ha l’ora di nascita (le case contate dal segno), con la preposizione.
 */
const house = (h: HouseRef, prep: 'art' | 'in' | 'su' = 'art', echo = '') => {
  const topic = HOUSE_TOPIC[h.house];
  const head = prep === 'in' ? 'nella' : prep === 'su' ? 'sulla' : 'la';
  const named = topic && !echoes(topic, echo) ? `, il settore ${topic}` : '';
  return `${head} tua ${g.ordinal(h.house, 'word')} casa${h.solar ? ' solare' : ''}${named}`;
};
/** Se due locuzioni condividono una parola piena («della carriera e della vocazione» due volte, «valori»). */
const echoes = (a: string, b: string) => {
  const words = (t: string) => new Set(t.toLowerCase().match(/\p{L}{5,}/gu) ?? []);
  const seen = words(b);
  return [...words(a)].some((w) => seen.has(w));
};
/** Una casa con il suo settore è un inciso: prima del verbo che segue si chiude con una virgola. */
const closed = (place: string) => (place.includes(', il settore ') ? `${place},` : place);

// ---- Temi e nature ----

/** I temi brevi (l’elenco dei temi chiave): senza articolo, come un titolo. */
const THEME: Readonly<Record<NatalPoint, string>> = {
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
  ascendant: 'come ti presenti',
  midheaven: 'carriera e vocazione',
};
/** Gli stessi temi dentro una frase, con «di» articolato (vedi `shift`). */
const THEME_OF: Readonly<Record<NatalPoint, string>> = {
  sun: 'dell’identità e degli obiettivi',
  moon: 'delle emozioni e della vita domestica',
  mercury: 'dei pensieri e del dialogo',
  venus: 'dell’amore e dei valori',
  mars: 'dell’energia e del coraggio',
  jupiter: 'della crescita e della fiducia',
  saturn: 'dei doveri e della struttura',
  uranus: 'della libertà e del cambiamento',
  neptune: 'dei sogni e dell’intuito',
  pluto: 'del potere e del rinnovamento',
  ascendant: 'del modo in cui ti presenti',
  midheaven: 'della carriera e della vocazione',
};
/** Un tema come soggetto vuole il verbo al plurale («l’amore e i valori trovano»), tranne uno. */
const themeVerb = (point: NatalPoint, singular: string, plural: string) => (point === 'ascendant' ? singular : plural);
const THEME_BY_TITLE = new Map((Object.keys(THEME) as NatalPoint[]).map((p) => [THEME[p], THEME_OF[p]] as const));
/** La coda di un articolo dopo «de», «a», «da», «ne», «su»: «il» → «l», «la» → «lla» (l’inverso di `ARTICLE`). */
const TAIL = new Map(Object.entries(ARTICLE).map(([tail, article]) => [article, tail]));
/**
 * Un elenco con gli articoli («il lavoro quotidiano, le abitudini e la salute», come il tema di
 * una casa dell’oroscopo) dopo una preposizione: ogni voce la prende, articolata con il suo
 * articolo, o semplice dove l’articolo non c’è: «al lavoro quotidiano, alle abitudini e alla
 * salute», «del riposo, della solitudine e di ciò che accade dietro le quinte».
 */
const eachItem = (list: string, prep: Exclude<Prep, 'art'>) =>
  list
    .split(/(, | e | ed )/u)
    .map((item, i) => {
      if (i % 2 === 1) return item;
      const article = /^(?:(il|lo|la|i|gli|le) |(l’))/u.exec(item);
      if (!article) return prep === 'a' ? aOrAd(item) : `${prep} ${item}`;
      const fused = `${PREFIX[prep]}${TAIL.get(article[1] ?? article[2] ?? '') ?? ''}`;
      const rest = item.slice(article[0].length);
      return fused.endsWith('’') ? `${fused}${rest}` : `${fused} ${rest}`;
    })
    .join('');
/**
 * Un tema ricevuto come titolo, dentro una frase: «per l’amore e i valori», «sull’amore e sui
 * valori»; il tema di una casa, già con i suoi articoli, prende la preposizione voce per voce.
 */
const themed = (theme: string, prep: Prep | 'per') => {
  const known = THEME_BY_TITLE.get(theme);
  if (known) return prep === 'per' ? `per ${shift(known, 'art')}` : shift(known, prep);
  if (prep === 'art') return theme;
  if (prep === 'per') return `per ${theme}`;
  if (/^(?:(?:il|lo|la|i|gli|le) |l’)/u.test(theme)) return eachItem(theme, prep);
  // Un titolo senza articolo: la preposizione semplice davanti.
  return prep === 'a' ? aOrAd(theme) : `${prep} ${theme}`;
};
/** Ciò che un pianeta porta con sé quando si ferma o domina la giornata (soggetto singolare). */
const NATURE: Readonly<Record<TransitingPlanet, string>> = {
  sun: 'la sua spinta a realizzarti',
  mercury: 'la sua energia mentale',
  venus: 'il suo bisogno di affetto e di armonia',
  mars: 'la sua spinta all’azione',
  jupiter: 'il suo slancio verso la crescita',
  saturn: 'la sua disciplina',
  uranus: 'il suo bisogno di cambiamento',
  neptune: 'il suo richiamo al sogno e all’immaginazione',
  pluto: 'la sua forza di trasformazione',
};

/**
 * Ciò che un pianeta dietro molti transiti imprime alla giornata: altre parole che `NATURE`, perché
 * lo stesso pianeta può essere anche quello della storia principale, poche frasi prima.
 */
const MARK: Readonly<Record<TransitingPlanet, string>> = {
  sun: 'il bisogno di brillare',
  mercury: 'il lavorio della mente',
  venus: 'la ricerca di armonia',
  mars: 'la voglia di agire',
  jupiter: 'la spinta ad allargare i confini',
  saturn: 'il senso del dovere',
  uranus: 'il desiderio di libertà',
  neptune: 'l’immaginazione',
  pluto: 'la spinta a trasformare',
};

/** I numeri in lettere (in un testo discorsivo anche oltre il dieci: «ventiquattro transiti»). */
const UNITS = [
  'zero',
  'uno',
  'due',
  'tre',
  'quattro',
  'cinque',
  'sei',
  'sette',
  'otto',
  'nove',
  'dieci',
  'undici',
  'dodici',
  'tredici',
  'quattordici',
  'quindici',
  'sedici',
  'diciassette',
  'diciotto',
  'diciannove',
] as const;
const TENS = [
  '',
  '',
  'venti',
  'trenta',
  'quaranta',
  'cinquanta',
  'sessanta',
  'settanta',
  'ottanta',
  'novanta',
] as const;
/** «ventuno», «ventitré», «trentotto»: la decina perde la vocale davanti a «uno» e «otto». */
const numberWord = (n: number): string => {
  if (!Number.isInteger(n) || n < 0 || n > 99) return String(n);
  if (n < 20) return UNITS[n] as string;
  const tens = TENS[Math.floor(n / 10)] as string;
  const unit = n % 10;
  if (unit === 0) return tens;
  if (unit === 1 || unit === 8) return `${tens.slice(0, -1)}${UNITS[unit]}`;
  return unit === 3 ? `${tens}tré` : `${tens}${UNITS[unit]}`;
};
/** Davanti a un nome maschile: «nessun», «un», «due», «ventiquattro». */
const number = (n: number) => (n === 0 ? 'nessun' : n === 1 ? 'un' : numberWord(n));
/** «Uno dei…», «Tre dei…»: il numero da solo, come pronome. */
const numberAlone = (n: number) => numberWord(n);

const LUNATION = { new: 'Luna nuova', full: 'Luna piena' } as const;

/** Solo la storia principale dice di essere il filo delle settimane; quelle di contorno no. */
const weeksThread = (tense: Dated['tense']) =>
  tense === 'next' ? 'il filo conduttore delle prossime settimane' : 'il filo conduttore di queste settimane';

/**
 * Un contatto che ha passato il suo punto esatto (in separazione), per ciascuna delle tre forme di
 * `contactLine`, in tre giri: due righe vicine non dicono mai il calo con le stesse parole.
 */
const FADING = [
  ['ormai oltre il suo culmine', 'ormai in separazione', 'ormai in declino'],
  ['già in attenuazione', 'in lento calo', 'già oltre il punto più intenso'],
  ['un aspetto che si sta sciogliendo', 'un aspetto che va perdendo intensità', 'un aspetto già in separazione'],
] as const;

/**
 * Il verbo di una riga di retrogradi: la prima riprende il «terreno già percorso» dell’apertura;
 * le altre arrivano nell’ordine dei pianeti e alternano gli altri due verbi, e la forma della
 * frase, con quell’ordine.
 */
const RETRO_VERB = [
  { now: 'sta ripercorrendo', past: 'ha ripercorso' },
  { now: 'rivisita', past: 'ha rivisitato' },
  { now: 'riattraversa', past: 'ha riattraversato' },
] as const;
const RETRO_TURN: Readonly<Record<StationBody, 1 | 2>> = {
  mercury: 1,
  venus: 2,
  mars: 1,
  jupiter: 2,
  saturn: 1,
  uranus: 2,
  neptune: 1,
  pluto: 2,
};

/** A che cosa dare l’ora migliore, secondo il suo pianeta: a inizi liberi, o trattenuti. */
const HOUR_USE: Readonly<Record<string, { free: string; hold: string }>> = {
  sun: { free: 'farti avanti dove conta', hold: 'mostrare ciò che hai già fatto' },
  moon: {
    free: 'farti sentire dalle persone che ti sono vicine',
    hold: 'prenderti cura delle persone che ti sono vicine',
  },
  mercury: {
    free: 'mandare quel messaggio o fare quella telefonata',
    hold: 'rileggere, controllare e rispondere a ciò che è in attesa',
  },
  venus: { free: 'chiedere un favore o fare pace con qualcuno', hold: 'ricucire un rapporto che ne ha bisogno' },
  mars: {
    free: 'affrontare per prima cosa il compito più difficile',
    hold: 'sbrigare la faccenda che continui a rimandare',
  },
  jupiter: { free: 'chiedere ciò di cui hai bisogno', hold: 'ringraziare chi ti ha dato una mano' },
  saturn: { free: 'pianificare con cura il passo successivo', hold: 'portare a termine un lavoro lungo' },
};

/** Dopo i due punti, minuscola: «il Sole entra…», «primo quarto di Luna…»; i nomi propri restano. */
const lowerStart = (title: string) =>
  /^(Il|La|Lo|I|Gli|Primo|Ultimo) |^L’/.test(title) ? title.charAt(0).toLowerCase() + title.slice(1) : title;

// ---- The weeks ahead ----

/** Calendar days between two dates. */
const daysBetween = (a: Day, b: Day) =>
  Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
/** A day's place in its week, Monday (0) to Sunday (6): Italian weeks start on Monday. */
const weekdayIndex = (d: Day) => (new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay() + 6) % 7;
/**
 * Which part of the month a day falls in, of the month being told or of one named: «All’inizio del
 * mese», «A metà mese», «Verso la fine di gennaio», «A metà febbraio».
 */
const partOfMonth = (d: Day, month?: string) =>
  d.day <= 10
    ? `All’inizio ${month ? `di ${month}` : 'del mese'}`
    : d.day <= 20
      ? `A metà ${month ?? 'mese'}`
      : `Verso la fine ${month ? `di ${month}` : 'del mese'}`;

/**
 * A Moon phase is titled with a noun phrase («Luna piena in Cancro», «Primo quarto di Luna in
 * Pesci»), not a clause: after a date it takes its article and a verb, in turn «arriva», «c’è»,
 * «è la volta».
 */
const PHASE_TITLE = /^(Luna|Primo quarto|Ultimo quarto) /u;
const phaseClause = (title: string, turn: number) => {
  const article = title.startsWith('Luna') ? 'la' : title.startsWith('Primo') ? 'il' : 'l’';
  const noun = lowerStart(title);
  if (turn === 2) {
    const of = article === 'la' ? 'della' : article === 'il' ? 'del' : 'dell’';
    return `è la volta ${of}${of.endsWith('’') ? '' : ' '}${noun}`;
  }
  const named = `${article}${article.endsWith('’') ? '' : ' '}${noun}`;
  return turn === 0 ? `arriva ${named}` : `c’è ${named}`;
};

/**
 * How a date of the weeks ahead hangs on the one told before it, so that the paragraph reads as
 * prose, not a calendar: by the gap and the month. Each opening has one fixed place in a cycle of
 * three (`turn`, from the index), and two dates in a row have different places, so they never open
 * alike; every second cycle (`round`) says it in other words, so that a long paragraph of dates a
 * day or two apart does not come back to the same «L’indomani» or «Subito dopo» a third time. The
 * day of the month is always there, or follows from «il giorno dopo» and «due giorni dopo»; a new
 * month is always named.
 */
const aheadOpening = (date: Dated, previous: Dated, turn: number, round: 0 | 1): string => {
  const d = date.day;
  const gap = daysBetween(previous.day, d);
  const full = g.day(d, date.today);
  const newMonth = d.month !== previous.day.month || d.year !== previous.day.year;
  // A new month is named even a day later («Subito dopo, il 1º gennaio 2027,»).
  const the = theDay(newMonth ? full : dayOfMonth(d));
  // «Il giorno dopo» says the date too when the month changes, so that the dates after it, told
  // without their month, are read in the right one: «Il giorno dopo, il 1º maggio,».
  const dated = (lead: string) => (newMonth ? `${lead}, ${the},` : lead);
  const pick = (first: readonly string[], second: readonly string[]) => (round === 0 ? first : second)[turn] as string;
  // «Giovedì 17», «Giovedì 7 gennaio 2027,»: a comma keeps the year apart from the name after it.
  const onWeekday = () =>
    newMonth
      ? `${g.capitalize(weekday(d))} ${full}${/\d{4}$/u.test(full) ? ',' : ''}`
      : `${g.capitalize(weekday(d))} ${dayOfMonth(d)}`;
  if (gap <= 0) return 'Lo stesso giorno';
  if (gap === 1)
    return pick(
      [dated('Il giorno dopo'), dated('L’indomani'), `Subito dopo, ${the},`],
      [dated('Il giorno seguente'), `${g.capitalize(the)}, appena un giorno dopo,`, `A ruota, ${the},`],
    );
  if (gap === 2)
    return pick(
      [dated('Due giorni dopo'), dated('Due giorni più tardi'), `Poco dopo, ${the},`],
      [`A due giorni di distanza, ${the},`, `Poco più tardi, ${the},`, onWeekday()],
    );
  if (newMonth) {
    if (turn === 0) return `${round === 0 ? 'Poi' : 'In seguito'}, ${theDay(full)},`;
    if (turn === 1) return `${partOfMonth(d, g.monthName(d.month))}, ${theDay(dayOfMonth(d))},`;
    return onWeekday();
  }
  if (gap < 7) {
    if (turn === 0) return `${round === 0 ? 'Qualche giorno dopo' : 'Pochi giorni dopo'}, ${the},`;
    if (turn === 1) {
      const sameWeek = weekdayIndex(d) > weekdayIndex(previous.day);
      const week = sameWeek
        ? round === 0
          ? 'Nella stessa settimana'
          : 'Sempre in quella settimana'
        : round === 0
          ? 'La settimana successiva'
          : 'La settimana dopo';
      return `${week}, ${weekday(d)} ${dayOfMonth(d)},`;
    }
    return onWeekday();
  }
  if (turn === 0) return round === 0 ? g.capitalize(the) : `Poi, ${the},`;
  if (turn === 1) return `${partOfMonth(d)}, ${the},`;
  return `${round === 0 ? 'Più avanti' : 'Più in là'}, ${the},`;
};

/**
 * What a planet adds to a point the line before has already named, by the aspect's harmony: an
 * object («porta in più una ventata di novità»). Other words than `NATURE` and `MARK`, which the
 * same reading may say a few sentences earlier.
 */
const ADDS: Readonly<Record<Harmony, Readonly<Record<TransitingPlanet, string>>>> = {
  easy: {
    sun: 'fiducia in te e voglia di farti vedere',
    mercury: 'idee chiare e parole giuste',
    venus: 'dolcezza e voglia di armonia',
    mars: 'grinta e spirito d’iniziativa',
    jupiter: 'ottimismo e respiro',
    saturn: 'costanza e solidità',
    uranus: 'una ventata di novità',
    neptune: 'ispirazione e sensibilità',
    pluto: 'forza e profondità',
  },
  tense: {
    sun: 'qualche scontro di volontà',
    mercury: 'pensieri insistenti e qualche malinteso',
    venus: 'desideri in contrasto e un po’ di insoddisfazione',
    mars: 'impazienza e voglia di forzare i tempi',
    jupiter: 'la tentazione di strafare',
    saturn: 'limiti, ritardi e responsabilità',
    uranus: 'imprevisti e irrequietezza',
    neptune: 'dubbi e un po’ di confusione',
    pluto: 'tensioni profonde e questioni di controllo',
  },
  blend: {
    sun: 'luce e consapevolezza',
    mercury: 'riflessione e dialogo',
    venus: 'affetto e senso della bellezza',
    mars: 'energia e impulso',
    jupiter: 'ampiezza di vedute e fiducia nel futuro',
    saturn: 'serietà e concretezza',
    uranus: 'voglia di libertà e imprevedibilità',
    neptune: 'sensibilità e fantasia',
    pluto: 'intensità e voglia di rinnovamento',
  },
};
/** The aspect with the indefinite article: «un trigono», «un’opposizione». */
const AN_ASPECT: Readonly<Record<TransitAspect, string>> = {
  conjunction: 'una congiunzione',
  sextile: 'un sestile',
  square: 'una quadratura',
  trine: 'un trigono',
  opposition: 'un’opposizione',
};
/** The point just named, as the next line takes it up. */
const SAME_POINT: Target = { with: 'con lo stesso punto', to: 'allo stesso punto' };

/**
 * A line on the same point as the line before: the point is taken up («Sullo stesso punto…»,
 * «Il tuo Marte natale riceve anche…», «Anche Urano … con lo stesso punto»; «il tuo segno» for
 * a reader without a chart), its theme is not said again, only what this planet adds. The three
 * shapes turn as `contactLine`'s do, so that two such lines in a row do not read alike.
 */
const againLine = ({
  p,
  aspect,
  harmony,
  phase,
  exact,
  solar,
  target,
  shape,
  round,
  point,
}: {
  p: TransitingPlanet;
  aspect: TransitAspect;
  harmony: Harmony;
  phase: 'building' | 'exact' | 'fading';
  exact: Dated | null;
  solar: boolean;
  target: Target;
  shape: number;
  round: 0 | 1 | 2;
  point: NatalPoint;
}): string => {
  const word = exactWord(aspect);
  const was = word === 'esatta' ? 'è stata' : 'è stato';
  const fading = phase === 'fading';
  const still = fading ? ' ancora' : '';
  const add = ADDS[harmony][p];
  // When the aspect is exact, as a clause after the aspect's name: the first two shapes say it alike.
  // A past date has its own relative clause («che è stata esatta il 3 dicembre»): what the planet
  // adds joins it with «e», never with a second «che».
  const whenOf = (fades: string) =>
    phase === 'exact'
      ? `, ${word} oggi, che`
      : phase === 'building' && exact
        ? exact.tense === 'past'
          ? `, che ${was} ${word} ${on(exact)} e`
          : `, ${word} ${on(exact)}, che`
        : fading
          ? `, ${fades}, che`
          : ', che';
  if (shape === 0) {
    const when = whenOf(FADING[0][round]);
    const where = solar ? 'Sul tuo segno' : 'Sullo stesso punto';
    return `${where} cade anche ${ASPECT[aspect].the} ${g.planet(p, 'of')}${when} porta ${fading ? 'ancora' : 'in più'} ${add}.`;
  }
  if (shape === 1) {
    const when = whenOf(FADING[1][round]);
    // The point is named again, as its subject: «torna in gioco» would say it had been out of play,
    // and it was named in the sentence just before.
    const receives = solar ? 'Il tuo segno' : g.capitalize(natal(point));
    return `${receives} riceve anche ${AN_ASPECT[aspect]} ${g.planet(p, 'of')}${when} aggiunge${still} ${add}.`;
  }
  const when =
    phase === 'exact'
      ? ', un aspetto esatto proprio oggi,'
      : phase === 'building' && exact
        ? exact.tense === 'past'
          ? `, un aspetto che è stato esatto ${on(exact)},`
          : `, un aspetto che sarà esatto ${on(exact)},`
        : fading
          ? `, ${FADING[2][round]},`
          : '';
  return `Anche ${g.planet(p, 'the')} ${aspectPredicate(p, aspect, solar ? target : SAME_POINT)}${when} e aggiunge${still} al quadro ${add}.`;
};

export const ORACLE_IT: OracleFrames = {
  theme: THEME,

  stationStory: ({ role, planet: p, direction, date, sign: s, degree, aspect, point, house: h, solar }) => {
    const at = `a ${degree}° ${g.sign(s, 'of')}`;
    const retrograde = direction === 'retrograde';
    const where =
      solar && h
        ? house(h, 'in')
        : aspect === 'conjunction'
          ? point === p
            ? 'proprio dove si trovava alla tua nascita'
            : `proprio ${natal(point, 'on')}`
          : `a un grado o due ${ASPECT[aspect].from} ${exactWord(aspect)} ${toward(aspect, natalTarget(point))}`;
    const P = g.capitalize(g.planet(p, 'the'));
    const turnsNow = turns(p, direction);
    const turnsNext = `${retrograde ? 'diventerà' : 'tornerà'} ${motion(p, direction)}`;
    const past = `${P} è ${feminine(p) ? 'stata stazionaria' : 'stato stazionario'} ${on(date)} ${at}, ${where}, e da allora è ${retrograde ? motion(p, 'retrograde') : `di nuovo ${motion(p, 'direct')}`}`;
    if (role === 'support') {
      // Dopo la storia principale, con la data in testa, la storia di contorno parte dal pianeta.
      const told =
        date.tense === 'past'
          ? past
          : date.tense === 'now'
            ? `${P} si ferma proprio oggi ${at}, ${where}, e ${turnsNow}`
            : `${P} si fermerà ${on(date)} ${at}, ${where}, e ${turnsNext}`;
      return `${told}.`;
    }
    const told =
      date.tense === 'past'
        ? past
        : date.tense === 'now'
          ? `Oggi ${g.planet(p, 'the')} si ferma ${at}, ${where}, e ${turnsNow}`
          : `${g.capitalize(on(date))} ${g.planet(p, 'the')} si fermerà ${at}, ${where}, e ${turnsNext}`;
    const story = weeksThread(date.tense);
    return solar && h ? `${told}: per il tuo segno è ${story}.` : `${told}: è ${story}.`;
  },

  stationWhy: ({ planet: p, direction, point, harmony, house: h, solar }) => {
    // Per chi ha solo il segno la storia ha appena nominato la casa con il suo settore: qui basta «quel settore».
    const named = solar && h && HOUSE_TOPIC[h.house] !== undefined;
    const theme = THEME_OF[solar ? 'sun' : point];
    const field = named ? 'in quel settore' : `nel campo ${theme}`;
    const onField = named ? 'su quel settore' : shift(theme, 'su');
    const chapter = named ? 'il capitolo di quel settore' : `il capitolo ${theme}`;
    const held = 'Un pianeta in stazione resta per settimane quasi fermo sullo stesso grado';
    const P = g.capitalize(g.planet(p, 'the'));
    const nature = NATURE[p];
    if (direction === 'retrograde')
      return harmony === 'tense'
        ? `${held}: tornando sui suoi passi, ${P} porta ${nature} a premere ${onField} e ti chiede di rimettere mano, senza forzare, a ciò che lì si è inceppato.`
        : `${held}: tornando sui suoi passi, ${P} riapre, con ${nature}, ${chapter}, per una revisione che più avanti potrà ripagarti.`;
    return harmony === 'tense'
      ? `${held}: riprendendo il moto diretto, ${P} torna a far valere ${nature} ${field}, e la pressione accumulata lì cerca una via d’uscita.`
      : `${held}: riprendendo il moto diretto, ${P} torna a far valere ${nature} ${field}, e ciò che lì era rimasto in sospeso può andare avanti.`;
  },

  lunationStory: ({ role, phase, date, sign: s, degree, aspect, point, ruler, solar }) => {
    const name = LUNATION[phase];
    const at = `a ${degree}° ${g.sign(s, 'of')}`;
    const head =
      date.tense === 'past'
        ? `La ${name} che c’è stata ${on(date)}, ${at}, è caduta`
        : date.tense === 'now'
          ? `Oggi la ${name}, ${at}, cade`
          : `La ${name} ${theDay(g.day(date.day, date.today), 'of')}, ${at}, cadrà`;
    const lights =
      date.tense === 'past' ? 'ha messo in luce' : date.tense === 'now' ? 'mette in luce' : 'metterà in luce';
    const story = role === 'headline' ? ': è l’evento che dà il tono a questo mese' : '';
    const forYou = story ? `: per te ${story.slice(2)}` : '';
    if (solar)
      return aspect === 'conjunction'
        ? `${head} nel tuo stesso segno${forYou}.`
        : `${head} nel segno opposto al tuo e ${lights} i tuoi rapporti${forYou}.`;
    const target =
      point === 'ascendant'
        ? aspect === 'conjunction'
          ? 'sul tuo Ascendente'
          : 'sul tuo Discendente, di fronte al tuo Ascendente'
        : point === 'midheaven'
          ? aspect === 'conjunction'
            ? 'sul tuo Medio Cielo'
            : 'sul tuo Fondo Cielo, alle radici del tema, di fronte al tuo Medio Cielo'
          : aspect === 'conjunction'
            ? natal(point, 'on')
            : `in opposizione ${natal(point, 'to')}`;
    // Il signore del tema è il pianeta che governa l’Ascendente (glossario §3).
    const rules = ruler ? ', il signore del tuo Ascendente' : '';
    return `${head} ${target}${rules}${story}.`;
  },

  lunationWhy: ({ phase, point, house: h }) => {
    // Una lunazione opposta a un angolo cade sull’angolo di fronte: sul Fondo Cielo parla delle
    // radici, sul Discendente dei rapporti (la casa in cui cade lo dice).
    const theme =
      point === 'midheaven' && h && h.house >= 2 && h.house <= 6
        ? 'delle radici e della famiglia'
        : point === 'ascendant' && h && h.house >= 5 && h.house <= 9
          ? 'della coppia e dei rapporti con l’altro'
          : THEME_OF[point];
    // «nella tua decima casa» senza il settore quando ripeterebbe il tema («carriera e vocazione»).
    const where = h ? closed(house(h, 'in', theme)) : 'in quel punto';
    return phase === 'new'
      ? `Una Luna nuova ${where} è un seme per ${shift(theme, 'art')}: ciò che avvii nelle due settimane successive cresce insieme alla Luna.`
      : `Una Luna piena ${where} porta al culmine le questioni legate ${shift(theme, 'a')}: quanto è cresciuto dall’ultima Luna nuova viene alla luce, pronto per essere concluso o lasciato andare.`;
  },

  progressedSignStory: ({ point, from, to, when }) => {
    const month = when.tense === 'now' ? 'proprio questo mese' : g.month(when.month, 'in');
    if (point === 'sun') {
      const moves =
        when.tense === 'past'
          ? `ha lasciato ${g.sign(from, 'the')} ed è entrato in ${g.sign(to)}`
          : when.tense === 'now'
            ? `lascia ${g.sign(from, 'the')} ed entra in ${g.sign(to)}`
            : `lascerà ${g.sign(from, 'the')} ed entrerà in ${g.sign(to)}`;
      const after =
        when.tense === 'next'
          ? `gli anni a venire prenderanno il colore ${g.sign(to, 'of')}, fatto di ${SIGN_TONE[to]}, e molto di ciò che vivi adesso prepara quel cambiamento`
          : `gli anni a venire prendono il colore ${g.sign(to, 'of')}, fatto di ${SIGN_TONE[to]}, e molto di ciò che vivi adesso nasce da questa svolta`;
      return `Il tuo Sole progresso ${moves} ${month}, un passaggio che arriva all’incirca una volta ogni trent’anni: ${after}.`;
    }
    const moves =
      when.tense === 'past'
        ? `ha lasciato ${g.sign(from, 'the')} ed è entrata in ${g.sign(to)}`
        : when.tense === 'now'
          ? `lascia ${g.sign(from, 'the')} ed entra in ${g.sign(to)}`
          : `lascerà ${g.sign(from, 'the')} ed entrerà in ${g.sign(to)}`;
    const after =
      when.tense === 'past'
        ? `per i prossimi due anni e mezzo i tuoi bisogni emotivi parlano la lingua ${g.sign(to, 'of')}, e il passaggio si sente proprio in questo periodo`
        : when.tense === 'now'
          ? `per i prossimi due anni e mezzo i tuoi bisogni emotivi parlano la lingua ${g.sign(to, 'of')}, ed è questo il mese in cui il passaggio si sente di più`
          : `per i due anni e mezzo successivi i tuoi bisogni emotivi parleranno la lingua ${g.sign(to, 'of')}, e il passaggio si farà sentire già in quel mese`;
    return `La tua Luna progressa ${moves} ${month}: ${after}.`;
  },

  progressedContactStory: ({ point, aspect, natal: natalPoint, when }) => {
    const body = point === 'sun' ? 'il tuo Sole progresso' : 'la tua Luna progressa';
    const word = exactWord(aspect);
    const exact =
      when.tense === 'past'
        ? `${word === 'esatta' ? 'è stata' : 'è stato'} ${word} ${g.month(when.month, 'in')}`
        : when.tense === 'now'
          ? `è ${word} proprio questo mese, ${g.month(when.month)}`
          : `sarà ${word} ${g.month(when.month, 'in')}`;
    const lasts = point === 'sun' ? 'circa due anni' : 'un paio di mesi';
    // Tre forme, perché la storia principale e quella che la accompagna possono essere due contatti progressi.
    const slow =
      aspect === 'trine' || aspect === 'sextile'
        ? `un contatto lento, che resta attivo per ${lasts} e mette al centro della tua vita ${shift(THEME_OF[natalPoint], 'art')}`
        : aspect === 'square'
          ? `un contatto lento, che per ${lasts} ti chiede di fare i conti con ${shift(THEME_OF[natalPoint], 'art')}`
          : `un contatto lento, che dura ${lasts} e fa ${THEME_OF[natalPoint]} il terreno su cui ora si muove la tua vita`;
    return `${g.capitalize(ASPECT[aspect].the)} tra ${body} e ${natal(natalPoint)} ${exact}: è ${slow}.`;
  },

  transitStory: ({ role, planet: p, aspect, point, exact, solar }) => {
    const target = solar ? SIGN_HEART : natalTarget(point);
    const word = exactWord(aspect);
    const when = exact
      ? exact.tense === 'past'
        ? `, che ${word === 'esatta' ? 'è stata' : 'è stato'} ${word} ${on(exact)}`
        : exact.tense === 'now'
          ? `, ${word} proprio oggi`
          : `, ${word} ${on(exact)}`
      : '';
    if (role === 'support') return `A completare il quadro c’è ${contact(p, aspect, target)}${when}.`;
    // La storia principale dice anche su che cosa agisce, secondo l’armonia dell’aspetto.
    const theme = THEME_OF[solar ? 'sun' : point];
    const harmony = harmonyOf(aspect);
    const what =
      harmony === 'easy'
        ? `un sostegno prezioso per ${shift(theme, 'art')}`
        : harmony === 'tense'
          ? `un banco di prova per ${shift(theme, 'art')}`
          : `l’accento cade ${shift(theme, 'su')}`;
    return `A dare il tono alla giornata è ${contact(p, aspect, target)}${when}: ${what}.`;
  },

  transitWhy: ({ planet: p, point, slow, house: h, fades }) => {
    const P = g.capitalize(g.planet(p, 'the'));
    // Chi ha solo il segno non ha un tema natale: il transito passa sul cuore del suo segno.
    const spot = h?.solar ? 'sul cuore del tuo segno' : 'sullo stesso punto del tuo tema';
    const pace = slow
      ? `${P} si muove lentamente e indugia per mesi ${spot}, perciò questo transito dà il tono all’intera stagione e non solo alla giornata`
      : `${P} si muove in fretta e in pochi giorni passa oltre, perciò questo transito colora la giornata più che la stagione`;
    // Il settore prima della casa («sul terreno della coppia …, nella tua settima casa»), perché la
    // frase non ripeta la scheda del transito («attraversa la tua settima casa, quella della
    // coppia …»); senza settore quando ripeterebbe il tema appena nominato dalla storia.
    const topic = h ? HOUSE_TOPIC[h.house] : undefined;
    // Il confronto si fa senza le preposizioni articolate («della», «degli»), che non contano come eco.
    const theme = THEME_OF[h?.solar ? 'sun' : point];
    const named = topic !== undefined && !echoes(shift(topic, 'art'), shift(theme, 'art'));
    const inHouse = h ? `nella tua ${g.ordinal(h.house, 'word')} casa${h.solar ? ' solare' : ''}` : '';
    const where = h ? (named ? `agisce sul terreno ${topic}, ${inHouse}` : `agisce ${inHouse}`) : '';
    // Una data passata è retta da «era» (core/coach/tense-check.ts); una data futura resta semplice.
    const until = fades
      ? fades.tense === 'now'
        ? 'anche se proprio oggi esce dall’orbita'
        : fades.tense === 'past'
          ? `anche se era in orbita soltanto fino ${theDay(g.day(fades.day, fades.today), 'to')}`
          : `e si fa sentire fino ${theDay(g.day(fades.day, fades.today), 'to')}`
      : '';
    if (!where) return until ? `${pace}, ${until}.` : `${pace}.`;
    if (!until) return `${pace}: ${where}.`;
    // Dopo l’inciso della casa, o davanti ad «anche se», una virgola.
    const join = named || until.startsWith('anche') ? ', ' : ' ';
    return `${pace}: ${where}${join}${until}.`;
  },

  supportsLead: (count) =>
    count === 1 ? 'Accanto a questa storia ne corre un’altra.' : 'Accanto a questa storia ne corrono altre due.',

  contactsLead: ({ count, others, solar }) => {
    // Per chi ha solo il segno, «segno» una volta sola nella frase.
    if (solar) {
      const lead = 'Oltre al tuo oroscopo, qui sopra';
      return count === 0
        ? `${lead}, oggi nessun pianeta forma aspetti stretti con il tuo segno.`
        : count === 1
          ? others === 0
            ? `${lead}, oggi nessun altro pianeta forma aspetti stretti con il tuo segno.`
            : `${lead}, oggi un solo pianeta forma un aspetto stretto con il tuo segno.`
          : `${lead}, oggi ${number(count)} pianeti formano aspetti stretti con il tuo segno.`;
    }
    const beyond = 'Oltre all’oroscopo del tuo segno, qui sopra';
    if (count === 0) return `${beyond}, oggi nessun transito è attivo sul tuo tema natale.`;
    if (others === 0) return `${beyond}, oggi sul tuo tema natale non è attivo nessun altro transito.`;
    return count === 1
      ? `${beyond}, oggi sul tuo tema natale è attivo un solo transito.`
      : `${beyond}, oggi sul tuo tema natale sono attivi ${number(count)} transiti.`;
  },

  contactLine: ({ planet: p, aspect, point, harmony, phase, exact, solar, variant, again }) => {
    // Per chi ha solo il segno, una congiunzione è con il cuore del segno (il pianeta è nel segno).
    const target = solar ? (aspect === 'conjunction' ? SIGN_HEART : YOUR_SIGN) : natalTarget(point);
    const word = exactWord(aspect);
    const was = word === 'esatta' ? 'è stata' : 'è stato';
    const themePoint: NatalPoint = solar ? 'sun' : point;
    const theme = THEME_OF[themePoint];
    const fading = phase === 'fading';
    // Tre forme di frase a turno (le righe di fila hanno varianti consecutive): l’aspetto, il tema
    // o il pianeta in testa, così che tre righe vicine non si leggano uguali.
    const shape = ((variant % 3) + 3) % 3;
    // Una forma torna ogni tre righe: l’inciso del calo cambia a ogni giro.
    const round = (((Math.floor(variant / 3) % 3) + 3) % 3) as 0 | 1 | 2;
    if (again) return againLine({ p, aspect, harmony, phase, exact, solar, target, shape, round, point });
    if (shape === 0) {
      const when =
        phase === 'exact'
          ? `, ${word} oggi,`
          : phase === 'building' && exact
            ? exact.tense === 'past'
              ? `, che ${was} ${word} ${on(exact)},`
              : `, ${word} ${on(exact)},`
            : fading
              ? `, ${FADING[0][round]},`
              : '';
      const verb =
        harmony === 'easy'
          ? `favorisce ${shift(theme, 'art')}`
          : harmony === 'tense'
            ? `${fading ? 'mette ancora alla prova' : 'mette alla prova'} ${shift(theme, 'art')}`
            : `mette a fuoco ${shift(theme, 'art')}`;
      return `${g.capitalize(contact(p, aspect, target))}${when} ${verb}.`;
    }
    if (shape === 1) {
      const when =
        phase === 'exact'
          ? `, ${word} oggi`
          : phase === 'building' && exact
            ? exact.tense === 'past'
              ? `, che ${was} ${word} ${on(exact)}`
              : `, ${word} ${on(exact)}`
            : fading
              ? `, ${FADING[1][round]}`
              : '';
      const aspectOf = `${g.planet(p, 'of')} ${toward(aspect, target)}`;
      const verb =
        harmony === 'easy'
          ? `${themeVerb(themePoint, 'trova', 'trovano')}${fading ? ' ancora' : ''} un appoggio ${ASPECT[aspect].in} ${aspectOf}`
          : harmony === 'tense'
            ? `${themeVerb(themePoint, 'sente', 'sentono')}${fading ? ' ancora' : ''} la pressione ${ASPECT[aspect].of} ${aspectOf}`
            : `${themeVerb(themePoint, 'è', 'sono')} al centro ${ASPECT[aspect].of} ${aspectOf}`;
      return `${g.capitalize(shift(theme, 'art'))} ${verb}${when}.`;
    }
    const when =
      phase === 'exact'
        ? ', un aspetto esatto proprio oggi,'
        : phase === 'building' && exact
          ? exact.tense === 'past'
            ? `, un aspetto che è stato esatto ${on(exact)},`
            : `, un aspetto che sarà esatto ${on(exact)},`
          : fading
            ? `, ${FADING[2][round]},`
            : '';
    const verb =
      harmony === 'easy'
        ? `spiana la strada ${shift(theme, 'a')}`
        : harmony === 'tense'
          ? `${fading ? 'fa ancora pressione' : 'fa pressione'} ${shift(theme, 'su')}`
          : `dà più peso ${shift(theme, 'a')}`;
    return `${g.capitalize(g.planet(p, 'the'))} ${aspectPredicate(p, aspect, target)}${when} e ${verb}.`;
  },

  samePlanet: ({ planet: p, count }) =>
    count === 1
      ? `Dietro uno di questi transiti c’è ${g.planet(p, 'the')}, e ${MARK[p]} si fa sentire nella giornata.`
      : `Dietro ${number(count)} di questi transiti c’è ${g.planet(p, 'the')}: ${MARK[p]} lascia il segno sull’intera giornata.`,

  houseFocus: ({ house: h, count }) =>
    count === 1
      ? `Uno dei pianeti in transito si trova ${house(h, 'in')}: la giornata tende a concentrarsi lì.`
      : `${g.capitalize(numberAlone(count))} dei pianeti in transito si trovano ${house(h, 'in')}: la giornata tende a concentrarsi lì.`,

  balance: ({ easy, tense }) =>
    easy > tense
      ? 'I transiti armonici prevalgono su quelli di tensione: gli aiuti a disposizione contano più degli attriti.'
      : tense > easy
        ? 'I transiti di tensione prevalgono su quelli armonici: metti in conto qualche attrito e lascia che ti mostri che cosa va aggiustato.'
        : easy === 0
          ? 'Sono tutte congiunzioni, né facili né difficili in sé: chiedono attenzione più che fatica.'
          : 'Transiti armonici e di tensione si bilanciano: ciò che aiuta in un campo chiede impegno in un altro.',

  voidWindow: (start, end) => {
    const rest = 'ore adatte alla routine più che ai nuovi inizi';
    // Un inizio scritto con il suo giorno («23:10 di domenica 6 dicembre») è di ieri: va detto al passato.
    return start.includes(' di ')
      ? `La Luna, che era già vuota di corso ${theTime(start, 'from')}, lo resta fino ${theTime(end)}: ${rest}.`
      : `${g.capitalize(theTime(start, 'from'))} ${theTime(end)} la Luna è vuota di corso: ${rest}.`;
  },

  bestHour: ({ ruler, start, end, hold }) => {
    const use = HOUR_USE[ruler] ?? (HOUR_USE.sun as { free: string; hold: string });
    return `L’ora migliore della giornata è quella ${g.planet(ruler, 'of')}, ${theTime(start, 'from')} ${theTime(end)}: usala per ${hold ? use.hold : use.free}.`;
  },

  slowHour: ({ ruler, start, end }) =>
    `Riserva l’ora ${g.planet(ruler, 'of')}, ${theTime(start, 'from')} ${theTime(end)}, alle faccende di sempre: non è fatta per le novità.`,

  powerMoment: ({ time, planet: p, aspect, hold }) => {
    const meets =
      aspect === 'trine'
        ? `forma un trigono con ${g.planet(p, 'the')}`
        : aspect === 'sextile'
          ? `forma un sestile con ${g.planet(p, 'the')}`
          : `si congiunge ${g.planet(p, 'to')}`;
    const use = hold ? 'sistemare una faccenda ormai quasi conclusa' : 'chiedere, scrivere o cominciare';
    return `${g.capitalize(theTime(time))} la Luna ${meets}, l’aspetto lunare più propizio del giorno: un buon momento per ${use}.`;
  },

  // I pianeti la cui stazione è la storia della lettura sono contati ma non hanno una riga: l’apertura
  // li nomina come già letti e conta solo gli altri («Saturno, di cui hai già letto più sopra, e
  // altri due»). «Altri», «un altro», «l’unico» concordano con «pianeti», maschile anche per Venere.
  retrogradesLead: (count, told) => {
    const path = 'stai tornando su un terreno già percorso';
    if (count === 0)
      return 'Oggi tutti i pianeti procedono in moto diretto: nulla nel cielo ti chiede di tornare su un terreno già percorso.';
    if (told.length === 0)
      return count === 1
        ? `Oggi un solo pianeta è retrogrado: indica l’ambito della tua vita in cui ${path}.`
        : `Oggi i pianeti retrogradi sono ${number(count)}: ciascuno indica un ambito della tua vita in cui ${path}.`;
    const names = g.list(told.map((p) => g.planet(p, 'the')));
    const others = count - told.length;
    if (others <= 0)
      return count === 1
        ? `Oggi l’unico pianeta retrogrado è ${names}, di cui hai già letto più sopra.`
        : `Oggi i pianeti retrogradi sono ${number(count)}, ${names}, e di ${count === 2 ? 'entrambi' : 'tutti'} hai già letto più sopra.`;
    return others === 1
      ? `Oggi i pianeti retrogradi sono ${number(count)}: ${names}, di cui hai già letto più sopra, e un altro, che indica l’ambito della tua vita in cui ${path}.`
      : `Oggi i pianeti retrogradi sono ${number(count)}: ${names}, di cui hai già letto più sopra, e altri ${number(others)}, ognuno dei quali indica un ambito della tua vita in cui ${path}.`;
  },

  retrogradeLine: ({ planet: p, sign: s, house: h, until, previous }) => {
    // Una casa già nominata dalla riga precedente non si ripete per intero.
    const again = previous !== null && previous.house.house === h.house && previous.house.solar === h.solar;
    const where = again ? 'la stessa casa' : house(h);
    const verb = RETRO_VERB[previous === null ? 0 : RETRO_TURN[p]];
    if (until?.tense === 'past')
      return `${again ? `Anche ${g.planet(p, 'the')}` : g.capitalize(g.planet(p, 'the'))} è ${feminine(p) ? 'stata' : 'stato'} ${motion(p, 'retrograde')} in ${g.sign(s)} fino ${theDay(g.day(until.day, until.today), 'to')} e ${verb.past} ${where}.`;
    if (until?.tense === 'now')
      return `${g.capitalize(g.planet(p, 'the'))}, ${motion(p, 'retrograde')} in ${g.sign(s)}, torna ${motion(p, 'direct')} proprio oggi, dopo aver ${verb.past.slice(3)} ${again ? 'quella stessa casa' : where}.`;
    // La data del ritorno al moto diretto chiude la frase: «retrogrado in Cancro fino al 4 luglio»
    // direbbe che il pianeta resta in Cancro fino ad allora, e non sempre è così.
    const back = until
      ? `${again ? '' : closed(where).slice(where.length)} e tornerà ${motion(p, 'direct')} ${on(until)}`
      : '';
    if (again)
      return `Anche ${g.planet(p, 'the')}, ${motion(p, 'retrograde')} in ${g.sign(s)}, ${verb.now} la stessa casa${back}.`;
    // La prima riga parte dal pianeta; le altre, a turno, dal segno.
    return previous === null || RETRO_TURN[p] === 2
      ? `${g.capitalize(g.planet(p, 'the'))}, ${motion(p, 'retrograde')} in ${g.sign(s)}, ${verb.now} ${where}${back}.`
      : `In ${g.sign(s)} è ${motion(p, 'retrograde')} anche ${g.planet(p, 'the')}, che ${verb.now} ${where}${back}.`;
  },

  aheadLead: 'Ecco le date delle prossime settimane da segnare in agenda.',
  onDate: (date, title, { index, previous }) => {
    const turn = index % 3;
    const told = PHASE_TITLE.test(title) ? phaseClause(title, turn) : lowerStart(title);
    if (date.tense === 'now') return `Oggi stesso ${told}.`;
    if (date.tense === 'past') return `Già alle spalle (era ${on(date)}): ${lowerStart(title)}.`;
    // The first date is said in full; the others from the one before.
    const opening =
      previous === null || previous.tense !== 'next'
        ? g.capitalize(theDay(g.day(date.day, date.today)))
        : aheadOpening(date, previous, turn, (Math.floor(index / 3) % 2) as 0 | 1);
    // «Il giorno dopo il Sole…» would read as «after the Sun», «Il 9 Saturno…» as nine Saturns:
    // there, a comma. After a weekday («Domenica 25 Mercurio…») the number cannot be misread.
    const pause =
      (/(?:dopo|seguente|tardi)$/u.test(opening) && /^(?:il|lo|la|i|gli|le) |^l’/u.test(told)) ||
      (/^(?:Il |L’)[^,]*[\dº]$/u.test(opening) && /^\p{Lu}/u.test(told))
        ? ','
        : '';
    return `${opening}${pause} ${told}.`;
  },
  // Due lunazioni dello stesso tipo nelle settimane a venire cadono in case vicine: la forma gira con la casa.
  inHouse: ({ phase, house: h }) =>
    phase === 'new'
      ? h.house % 2 === 0
        ? `Cade ${house(h, 'in')}: è il terreno dove seminare qualcosa di nuovo.`
        : `Si forma ${house(h, 'in')}: un buon terreno per un seme nuovo.`
      : h.house % 2 === 0
        ? `Cade ${house(h, 'in')}: lì qualcosa giunge a maturazione.`
        : `Si forma ${house(h, 'in')}: è lì che qualcosa arriva al culmine.`,

  backdropLead: 'Sullo sfondo, i pianeti lenti disegnano il clima di quest’anno per il tuo segno.',
  backdrop: ({ planet: p, sign: s, house: h, until }) => {
    const stay = until
      ? until.tense === 'past'
        ? ''
        : until.tense === 'now'
          ? ' fino alla fine del mese'
          : ` fino ${g.month(until.month, 'in')}`
      : ' per gli anni a venire';
    const at = `${g.capitalize(g.planet(p, 'the'))}, in ${g.sign(s)}${stay},`;
    // Cinque frasi di fila: ogni pianeta ha il suo verbo e il suo giro di frase.
    switch (p) {
      case 'jupiter':
        return `${at} attraversa ${house(h)}: finché resta lì, è in quel campo che cresci con più facilità, ed è sempre lì che rischi di strafare.`;
      case 'saturn':
        return `${at} si trova ${house(h, 'in')}: è un terreno che chiede struttura e pazienza, e ciò che vi costruisci con calma è fatto per durare.`;
      case 'uranus':
        return `${at} occupa ${house(h)}: da quella parte continuano ad arrivare sorprese, e alcune potrebbero liberarti da vecchi vincoli.`;
      case 'neptune':
        return `${at} abita ${house(h)}: in quel campo gli ideali volano alto e i contorni sfumano, perciò conviene verificare i fatti due volte.`;
      default:
        return `${at} lavora ${house(h, 'in')}: lì qualcosa si trasforma in profondità, piano, in un modo che si misura in anni più che in giorni.`;
    }
  },

  progressionsLead:
    'Dietro la giornata scorre una storia più lenta, quella che il tuo tema progresso racconta nel corso degli anni.',
  progressedBrief: ({ sun, moon, moonPart, moonLeaves }) => {
    const part = moonPart === 'early' ? 'nella prima parte' : moonPart === 'middle' ? 'a metà' : 'nell’ultimo tratto';
    const cards = 'nelle schede qui sotto trovi che cosa ti chiede ciascuno dei due';
    if (sun === moon)
      return `Il tuo Sole progresso e la tua Luna progressa sono entrambi in ${g.sign(sun)}: la Luna si trova ${part} del segno e ne uscirà ${g.month(moonLeaves, 'in')}; ${cards}.`;
    return `Il tuo Sole progresso è in ${g.sign(sun)} e la tua Luna progressa si trova ${part} ${g.sign(moon, 'of')}, da cui uscirà ${g.month(moonLeaves, 'in')}: ${cards}.`;
  },

  ruler: (p, s, retrograde) => {
    const title =
      p === 'sun' || p === 'moon' ? 'l’astro che governa il tuo segno' : 'il pianeta che governa il tuo segno';
    return retrograde
      ? `${g.capitalize(g.planet(p, 'the'))}, ${title}, è ${motion(p, 'retrograde')} in ${g.sign(s)}: oggi ottieni di più rivedendo che forzando i tempi.`
      : `${g.capitalize(g.planet(p, 'the'))}, ${title}, oggi transita in ${g.sign(s)} e porta nel tuo modo di agire un tocco di ${SIGN_TONE[s]}.`;
  },

  // The theme is a title («l’amore e i valori») or, for a reader without a chart, a house topic of
  // the free reading, a list («il denaro, ciò che possiedi e ciò a cui dai valore»): the sentences
  // put it where a list stays readable, as an object or after «di» and «per», never after «a» («a
  // ciò a cui»), never before another «e», and at the end of its clause so no verb runs into it.
  // The frames' own words say «quello che», not «ciò che», which the topics use («ciò che
  // possiedi e ciò a cui dai valore»): three «ciò» in one sentence would be heavy.
  closing: ({ theme, tone, hold, voidEnd, nextNewMoon, variant }) => {
    if (voidEnd)
      return `${g.capitalize(`fino ${theTime(voidEnd)}`)}, mentre la Luna è vuota di corso, porta avanti quello che hai già tra le mani: le novità che riguardano ${themed(theme, 'art')} possono aspettare che la Luna cambi segno.`;
    if (hold) {
      const moon = nextNewMoon
        ? nextNewMoon.tense === 'now'
          ? ' e riserva i progetti nuovi alla Luna nuova che si forma oggi'
          : nextNewMoon.tense === 'past'
            ? ''
            : ` e rimanda i progetti nuovi alla Luna nuova ${theDay(g.day(nextNewMoon.day, nextNewMoon.today), 'of')}`
        : '';
      return `Nel complesso, la giornata è fatta per chiudere più che per aprire: sul fronte ${themed(theme, 'di')}, porta a termine quello che è già avviato${moon}.`;
    }
    const lines: Readonly<Record<Tone, readonly string[]>> = {
      bright: [
        `Nel complesso, il cielo ti apre qualche porta sul fronte ${themed(theme, 'di')}: varca quella che conta di più per te.`,
        `È una giornata generosa ${themed(theme, 'per')}: dai retta al tuo istinto e porta un passo più in là un progetto che ti sta a cuore.`,
        `Se da tempo hai in mente qualcosa che riguarda ${themed(theme, 'art')}, oggi il cielo è dalla tua parte: comincialo.`,
      ],
      steady: [
        `Nel complesso, è una giornata di progressi costanti ${themed(theme, 'per')}: contano i piccoli passi fatti bene.`,
        `Nessuno ti mette fretta: approfitta della calma per portare a termine quello che hai già avviato e prenderti cura ${themed(theme, 'di')}.`,
        `Giornata dal passo regolare: tieni il tuo ritmo e porta davvero in porto almeno una cosa che riguarda ${themed(theme, 'art')}.`,
      ],
      demanding: [
        `Nel complesso, la giornata chiede pazienza sul fronte ${themed(theme, 'di')}: procedi piano e prometti poco.`,
        `Oggi c’è un po’ di attrito in quello che tocca ${themed(theme, 'art')}: affrontalo con delicatezza, non con la forza.`,
        `Giornata impegnativa ${themed(theme, 'per')}: proteggi le tue energie e rimanda le grandi decisioni a un cielo più limpido.`,
      ],
    };
    const list = lines[tone];
    return list[((variant % list.length) + list.length) % list.length] as string;
  },
  pushes: [
    'chiedere, scrivere o cominciare',
    'varca quella che conta',
    'dai retta al tuo istinto',
    'comincialo',
    'farti avanti dove conta',
    'farti sentire dalle persone',
    'mandare quel messaggio o fare quella telefonata',
    'chiedere un favore',
    'affrontare per prima cosa il compito più difficile',
    'chiedere ciò di cui hai bisogno',
  ],

  affirmation: {
    bright: [
      'Accolgo a cuore aperto ciò che oggi mi viene incontro.',
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
};
