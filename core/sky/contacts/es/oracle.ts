/**
 * The Spanish frames of the Oracle reading (core/sky/oracle-frames.ts): neutral international
 * Spanish, tú, forms of docs/i18n/glossary-es.md ("se estaciona retrógrado", "Luna nueva",
 * "tu casa 7", "Medio Cielo", "regente de tu carta"). Every past date is governed by "fue",
 * "ocurrió", "empezó" or "comenzó" before it (core/coach/tense-check.ts); a date ahead never is.
 * Clock times take their article from the grammar ("a la 1:15", "de las 13:15"). Neighbouring sentences take different
 * shapes (a station told as headline and as support, the retrograde lines, the lunations ahead).
 */
import { GRAMMAR_ES as g, of, theTime, to } from '../../../i18n/grammar/es';
import type { Dated, HouseRef, OracleFrames } from '../../oracle-frames';
import { type Harmony, type NatalPoint, TRANSITING, type TransitAspect, type TransitingPlanet } from '../../transits';
import { HOUSE_TOPIC, POINT } from './frames';

/** "el 9 de diciembre" (with the year when needed), or "hoy". */
const on = (d: Dated) => (d.tense === 'now' ? 'hoy' : `el ${g.day(d.day, d.today)}`);

/** An aspect with its articles and gender, for agreement ("exacta", "exacto"). */
const ASPECT: Readonly<Record<TransitAspect, { the: string; an: string; fem: boolean }>> = {
  conjunction: { the: 'la conjunción', an: 'una conjunción', fem: true },
  sextile: { the: 'el sextil', an: 'un sextil', fem: false },
  square: { the: 'la cuadratura', an: 'una cuadratura', fem: true },
  trine: { the: 'el trígono', an: 'un trígono', fem: false },
  opposition: { the: 'la oposición', an: 'una oposición', fem: true },
};
const exact = (aspect: TransitAspect) => (ASPECT[aspect].fem ? 'exacta' : 'exacto');

/**
 * "tu casa 5, el ámbito del amor, la creatividad y el juego" or "la casa 5 contando desde tu signo,
 * el ámbito del amor…". The transit cards on the same screen say "tu casa 5, la del amor…": ten
 * words in a row, so the reading turns the apposition ("el ámbito de", "que habla de") and shares
 * no run with them.
 */
const houseName = (h: HouseRef, how: 'ambito' | 'habla' = 'ambito', short = false) => {
  const topic = houseTopic(h.house);
  const name = houseOnly(h, short);
  if (!topic) return name;
  return how === 'habla' ? `${name}, que habla ${of(topic)}` : `${name}, el ámbito ${of(topic)}`;
};
/**
 * A house without its topic: "tu casa 10", "la casa 10 contando desde tu signo". `short`: a house
 * counted from the sign once the paragraph has said so ("la casa 10"), so that five lines in a row
 * do not all repeat "contando desde tu signo".
 */
const houseOnly = (h: HouseRef, short = false) =>
  h.solar ? (short ? `la casa ${h.house}` : `la casa ${h.house} contando desde tu signo`) : `tu casa ${h.house}`;
/** Whether a house's topic shares a word with a phrase ("hogar", "vocación", "valoras"). */
const echoes = (n: number, phrase: string) => {
  const words = (t: string) => t.toLowerCase().match(/\p{L}{4,}/gu) ?? [];
  const own = new Set(words(phrase));
  return words(HOUSE_TOPIC[n] ?? '').some((w) => own.has(w));
};
/** A house's topic as a plain noun phrase: "la del amor, la creatividad…" becomes "el amor, la creatividad…". */
function houseTopic(n: number): string | null {
  const topic = HOUSE_TOPIC[n];
  if (!topic) return null;
  if (topic.startsWith('la del ')) return `el ${topic.slice(7)}`;
  if (topic.startsWith('la de ')) return topic.slice(6);
  return topic;
}

/** What a planet stands for, with "su", after the planet has been named: "su disciplina". */
const NATURE: Readonly<Record<TransitingPlanet, string>> = {
  sun: 'su sentido del propósito',
  mercury: 'su agilidad de mente y de palabra',
  venus: 'su sentido del afecto y de la propia valía',
  mars: 'su empuje',
  jupiter: 'su impulso de crecer',
  saturn: 'su disciplina',
  uranus: 'su ansia de cambio',
  neptune: 'su imaginación y sus anhelos',
  pluto: 'su poder de transformación',
};
/** The key themes list: short titles without articles. */
const THEME: Readonly<Record<NatalPoint, string>> = {
  sun: 'propósito y vitalidad',
  moon: 'emociones y hogar',
  mercury: 'ideas y conversaciones',
  venus: 'amor y valores',
  mars: 'empuje y coraje',
  jupiter: 'crecimiento y fe',
  saturn: 'responsabilidad y estructura',
  uranus: 'libertad y cambio',
  neptune: 'sueños e intuición',
  pluto: 'poder y renovación',
  ascendant: 'cómo te ven los demás',
  midheaven: 'vocación y rumbo',
};
/** The same themes as a part of the reader's life, with articles, for running prose. */
const TOPIC: Readonly<Record<NatalPoint, string>> = {
  sun: 'tu propósito y tu vitalidad',
  moon: 'tus emociones y tu hogar',
  mercury: 'tus ideas y tus conversaciones',
  venus: 'el amor y lo que valoras',
  mars: 'tu empuje y tu coraje',
  jupiter: 'tu crecimiento y tu fe',
  saturn: 'tus responsabilidades y tus cimientos',
  uranus: 'tu libertad y tus ganas de cambio',
  neptune: 'tus sueños y tu intuición',
  pluto: 'tu poder personal y tu capacidad de renovarte',
  ascendant: 'tu imagen y tu manera de presentarte',
  midheaven: 'tu vocación y tu rumbo',
};
/**
 * The closing gets a theme's title: back to its prose form ("amor y valores" → "el amor y lo que
 * valoras"). A reader without a chart may get a house's topic instead, already a noun phrase
 * with its articles ("el dinero, tus bienes y lo que valoras"): it reads as it is.
 */
const topicOfTitle = (title: string) => {
  const point = (Object.keys(THEME) as NatalPoint[]).find((k) => THEME[k] === title);
  if (point) return TOPIC[point];
  return /^(el|la|los|las|lo|tu|tus) /.test(title) ? title : `lo relacionado con ${title}`;
};

/** Counts in words up to ten (masculine, before "planeta", "tránsito"), digits from eleven on. */
const NUMBER = ['ningún', 'un', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'] as const;
const number = (n: number) => NUMBER[n] ?? String(n);

const LUNATION = { new: 'Luna nueva', full: 'Luna llena' } as const;

/** What a planetary hour is good for (infinitives, after "aprovéchala para"): when beginnings are free, and when held back. */
const HOUR_USE: Readonly<Record<string, { free: string; hold: string }>> = {
  sun: { free: 'dar un paso al frente donde de verdad cuenta', hold: 'mostrar lo que ya has hecho' },
  moon: { free: 'acercarte a las personas que quieres', hold: 'cuidar de las personas cercanas' },
  mercury: {
    free: 'enviar ese mensaje o hacer esa llamada',
    hold: 'releer, comprobar y responder lo que tengas pendiente',
  },
  venus: {
    free: 'pedir un favor o hacer las paces',
    hold: 'arreglar las cosas con alguien de quien te hayas distanciado',
  },
  mars: { free: 'empezar por la tarea más difícil', hold: 'quitarte de encima esa tarea que llevas tiempo aplazando' },
  jupiter: { free: 'pedir lo que necesitas', hold: 'dar las gracias a quienes te han ayudado' },
  saturn: { free: 'planificar con calma el siguiente paso', hold: 'rematar un trabajo largo' },
};
/** How the Moon makes the power moment's aspect: "se une a Júpiter", "forma un trígono con el Sol". */
const moonMeets = (aspect: 'conjunction' | 'sextile' | 'trine', target: string) =>
  aspect === 'conjunction'
    ? `se une ${to(target)}`
    : aspect === 'sextile'
      ? `forma un sextil con ${target}`
      : `forma un trígono con ${target}`;
/** How a contact past its exact pass is told, turned with the line's shape: "ya en separación". */
/** Five, turned by the line: two fading contacts in one paragraph rarely share them. */
const FADING = [
  'que ya ha pasado su momento álgido',
  'ya en fase de separación',
  'que ya se va deshaciendo',
  'ya en retirada',
  'que ya empieza a alejarse',
] as const;
/** Where a slow planet stays beyond the years followed, turned by planet so that three in a row do not read alike. */
const FOR_YEARS: Readonly<Record<string, string>> = {
  jupiter: 'durante los próximos años',
  saturn: 'durante los próximos años',
  uranus: 'durante los próximos años',
  neptune: 'durante años',
  pluto: 'por varios años más',
};

/**
 * A contact line right after one about the same natal point: the point is referred to ("ese
 * mismo punto", "también tu Venus natal", "de nuevo sobre tu signo"), its theme is not said again,
 * and the line says only what this planet brings to it (its nature, by harmony). `tag` is the
 * line's time ("exacto hoy", "ya en fase de separación"); a fading one still acts ("todavía").
 */
function againLine(p: {
  planet: TransitingPlanet;
  aspect: TransitAspect;
  point: NatalPoint;
  harmony: Harmony;
  solar: boolean;
  tag: string;
  shape: number;
  fading: boolean;
}): string {
  const { planet, aspect, point, harmony, solar, tag, shape, fading } = p;
  const what = `${ASPECT[aspect].the} ${g.planet(planet, 'of')}`;
  const nature = NATURE[planet];
  /** The point named again: "tu Venus natal", or for a reader without a chart "tu signo". */
  const ref = solar ? 'tu signo' : POINT[point];
  /** The point as the first shape's object: every line of a reader without a chart is about the sign. */
  const same = solar ? 'tu signo' : 'ese mismo punto';
  const also = solar ? 'también ' : 'además ';
  /** The Moon is the one feminine point ("la pone a prueba"). */
  const pron = !solar && point === 'moon' ? 'la' : 'lo';
  const mid = tag ? `, ${tag},` : '';
  const end = tag ? `, ${tag}` : '';
  const still = fading ? 'todavía ' : '';
  const lines = {
    easy: [
      `${g.capitalize(what)} con ${same}${mid} le suma ${also}${nature}.`,
      `También ${ref} recibe ${what}${end}, que le aporta ${nature}.`,
      `De nuevo sobre ${ref}, ${what}${mid} ${still}añade la ayuda de ${nature}.`,
    ],
    tense: [
      `${g.capitalize(what)} con ${same}${mid} ${still}le añade la presión de ${nature}.`,
      `También ${ref} recibe ${what}${end}, que ${still}${pron} pone a prueba con ${nature}.`,
      `De nuevo sobre ${ref}, ${what}${mid} ${still}suma la fricción de ${nature}.`,
    ],
    blend: [
      `${g.capitalize(what)} con ${same}${mid} lo tiñe ${also}de ${nature}.`,
      `También ${ref} recibe ${what}${end}, que pone en juego ${nature}.`,
      `De nuevo sobre ${ref}, ${what}${mid} aporta el peso de ${nature}.`,
    ],
  }[harmony];
  return lines[shape] as string;
}

/**
 * Days between two dates of the weeks ahead, and whether the later one falls in the same
 * Monday-to-Sunday week.
 */
const gapOf = (from: Dated['day'], to: Dated['day']) => {
  const at = (d: Dated['day']) => Date.UTC(d.year, d.month - 1, d.day);
  const days = Math.round((at(to) - at(from)) / 86_400_000);
  const weekday = (new Date(at(from)).getUTCDay() + 6) % 7;
  return { days, sameWeek: days > 0 && weekday + days <= 6 };
};
const SMALL = ['', 'un', 'dos', 'tres'] as const;
/** A phase title names no verb ("Luna llena en Cáncer"): it arrives ("llegará la Luna llena…"). */
const NOUN_TITLE = /^(Luna nueva|Luna llena|Cuarto creciente|Cuarto menguante)\b/;

/**
 * How a date of the weeks ahead opens its sentence, said against the date told before it: the
 * first in full ("El 9 de diciembre"), then the next day, two or three days later, a week later,
 * the same week, later that month, or in the next month. Each has two or three wordings turned by
 * the sentence's place in the paragraph (consecutive places differ both by two and by three), so
 * two sentences in a row never open alike, and every day of the month stays readable: named, or
 * one to three days after the one before; a new month is always named. Each opening is an
 * adverbial, and the title follows it.
 */
function aheadOpening(date: Dated, index: number, previous: Dated | null): string {
  const d = date.day;
  const full = g.day(d, date.today);
  if (previous === null || index === 0) return `El ${full}`;
  const { days, sameWeek } = gapOf(previous.day, d);
  const odd = index % 2 === 1;
  const turn = index % 3;
  const sameMonth = d.month === previous.day.month && d.year === previous.day.year;
  /** "el 20" in the same month, "el 3 de enero" across a month. */
  const day = sameMonth ? `el ${d.day}` : `el ${full}`;
  if (days <= 0) return odd ? 'Ese mismo día' : 'Ese día también';
  if (days <= 3) {
    const count = SMALL[days] as string;
    // A wording comes back every third place: the second time it takes its other form, so that a
    // paragraph of short gaps does not say "Al día siguiente" or "Y el…" three or four times ("Y"
    // reads as a last item: it may come once, never as the paragraph's refrain). The forms are
    // paired so that two sentences in a row never open on the same word either.
    const alt = Math.floor(index / 3) % 2 === 1;
    const [a, b, c] =
      days === 1
        ? [
            alt ? 'Un día después' : 'Al día siguiente',
            alt ? 'Al otro día' : 'Un día más tarde',
            index < 3 ? `Y ${day}` : alt ? `A continuación, ${day}` : `Justo después, ${day}`,
          ]
        : [
            alt ? `${g.capitalize(count)} días más tarde` : `${g.capitalize(count)} días después`,
            alt ? `Al cabo de ${count} días` : `A los ${count} días`,
            // Turned by the day as well, so that a paragraph of such gaps does not repeat "Después".
            (d.day + (alt ? 1 : 0)) % 2 === 0 ? `Pasados ${count} días, ${day}` : `Después, ${day}`,
          ];
    const opening = [a, b, c][turn] as string;
    // Across a month the reader is told which: "Al día siguiente, el 1 de enero de 2027".
    return sameMonth || turn === 2 ? opening : `${opening}, ${day}`;
  }
  if (days === 7) return odd ? `Exactamente una semana después, ${day}` : `Una semana después, ${day}`;
  if (sameWeek) return odd ? `Antes de que acabe esa semana, ${day}` : `Esa misma semana, ${day}`;
  if (!sameMonth) {
    const month = d.year === date.today.year ? g.monthName(d.month) : `${g.monthName(d.month)} de ${d.year}`;
    return odd ? `Luego, el ${full}` : `Ya en ${month}, el día ${d.day}`;
  }
  // Later that month: the day alone, or where it falls in the month.
  const part =
    d.day <= 10 ? 'En los primeros días del mes' : d.day <= 20 ? 'Hacia mediados de mes' : 'Hacia finales de mes';
  return [`El día ${d.day}`, `Más adelante, el ${d.day}`, `${part}, el ${d.day}`][turn] as string;
}

export const ORACLE_ES: OracleFrames = {
  theme: THEME,

  stationStory: ({ role, planet: p, direction, date, sign: s, degree, aspect, point, house, solar }) => {
    const name = g.capitalize(g.planet(p, 'the'));
    const where = `a ${degree}° de ${g.sign(s)}`;
    const retro = direction === 'retrograde';
    const dir = retro ? 'retrógrado' : 'directo';
    // A past date is governed by "fue", "empezó" or "comenzó" (the tense checker); the headline and
    // a support take different shapes, so that two stations told in a row do not open alike.
    const lead =
      role === 'headline'
        ? date.tense === 'past'
          ? `Fue ${on(date)} cuando ${g.planet(p, 'the')} se estacionó ${dir} ${where}`
          : date.tense === 'now'
            ? `Hoy ${g.planet(p, 'the')} se estaciona ${dir} ${where}`
            : retro
              ? `${name} iniciará su retrogradación ${on(date)}, ${where}`
              : `${g.capitalize(on(date))}, ${g.planet(p, 'the')} se estacionará ${dir} ${where}`
        : date.tense === 'past'
          ? retro
            ? `${name} empezó su retrogradación ${on(date)}, ${where}`
            : `${name} comenzó su marcha directa ${on(date)}, ${where}`
          : date.tense === 'now'
            ? `${name} se estaciona hoy ${dir} ${where}`
            : `${name} se estacionará ${dir} ${on(date)}, ${where}`;
    if (solar && house)
      // The headline's next sentence names the house's topic: the story names the house only.
      return role === 'headline'
        ? `${lead}, en ${houseOnly(house)}: un giro que marca estas semanas para ti.`
        : `${lead}, en ${houseName(house)}.`;
    const target = POINT[point];
    const contact =
      aspect === 'conjunction'
        ? `justo sobre ${target}`
        : `a solo uno o dos grados ${of(`${ASPECT[aspect].the} ${exact(aspect)}`)} con ${target}`;
    // Only the headline says it marks these weeks; a support is told after it.
    return `${lead}, ${contact}${role === 'headline' ? ': un giro que marca estas semanas' : ''}.`;
  },

  stationWhy: ({ planet: p, direction, point, harmony, house, solar }) => {
    const topic = solar && house ? (houseTopic(house.house) ?? TOPIC.sun) : TOPIC[point];
    const held = 'Un planeta estacionado se queda casi inmóvil sobre un mismo grado y concentra ahí su significado';
    const body = g.planet(p, 'the');
    if (direction === 'retrograde')
      return harmony === 'tense'
        ? `${held}: cuando ${body} se vuelve retrógrado, ${NATURE[p]} presiona sobre ${topic} y te pide revisar, sin forzar nada, lo que se ha atascado ahí.`
        : `${held}: cuando ${body} se vuelve retrógrado, ${NATURE[p]} vuelve sobre ${topic}, un repaso que suele dar fruto más adelante.`;
    return harmony === 'tense'
      ? `${held}: cuando ${body} retoma su marcha directa, ${NATURE[p]} vuelve a actuar sobre ${topic}, y la presión acumulada ahí busca una salida.`
      : `${held}: cuando ${body} retoma su marcha directa, ${NATURE[p]} vuelve a actuar sobre ${topic}, y lo que estaba en espera puede seguir adelante.`;
  },

  lunationStory: ({ role, phase, date, sign: s, degree, aspect, point, ruler, solar }) => {
    const where = `a ${degree}° de ${g.sign(s)}`;
    const falls = date.tense === 'past' ? 'cayó' : date.tense === 'now' ? 'cae' : 'caerá';
    const lead =
      date.tense === 'past'
        ? `La ${LUNATION[phase]} fue ${on(date)}, ${where}, y ${falls}`
        : date.tense === 'now'
          ? `La ${LUNATION[phase]} de hoy, ${where}, ${falls}`
          : `La ${LUNATION[phase]} será ${on(date)}, ${where}, y ${falls}`;
    // Only the headline says it sets the tone of the weeks around it; a support is told after it.
    const story =
      role === 'headline'
        ? date.tense === 'past'
          ? ': su eco marca estas semanas'
          : date.tense === 'now'
            ? ': marca el tono de las próximas semanas'
            : ': marcará el tono de las semanas siguientes'
        : '';
    if (solar)
      return aspect === 'conjunction'
        ? `${lead} en tu propio signo${story}.`
        : `${lead} en el signo opuesto al tuyo e ${date.tense === 'past' ? 'iluminó' : date.tense === 'now' ? 'ilumina' : 'iluminará'} tus relaciones de pareja y tus alianzas${story}.`;
    const target =
      point === 'ascendant'
        ? aspect === 'conjunction'
          ? 'sobre tu Ascendente'
          : 'sobre tu Descendente, justo enfrente de tu Ascendente'
        : point === 'midheaven'
          ? aspect === 'conjunction'
            ? 'sobre tu Medio Cielo'
            : 'sobre tu Fondo del Cielo, la raíz de tu carta, justo enfrente de tu Medio Cielo'
          : aspect === 'conjunction'
            ? `sobre ${POINT[point]}`
            : `en oposición a ${POINT[point]}`;
    const why = ruler ? ', regente de tu carta' : '';
    return `${lead} ${target}${why}${story}.`;
  },

  lunationWhy: ({ phase, point, house }) => {
    const topic = TOPIC[point];
    const moon = `esta ${LUNATION[phase]}`;
    // The house is the lunation's place; its topic is left out when it would echo the point's
    // ("tu casa 10, el ámbito de la vocación…" before "tu vocación y tu rumbo").
    const subject = house
      ? `En ${echoes(house.house, topic) ? houseOnly(house) : houseName(house)}, ${moon}`
      : g.capitalize(moon);
    return phase === 'new'
      ? `${subject} abre un ciclo nuevo para ${topic}: lo que empieces en las dos semanas siguientes cuenta con el impulso de la Luna creciente.`
      : `${subject} lleva a un punto decisivo ${topic}: lo que ha ido creciendo desde la última Luna nueva sale a la luz, y puede ser el momento de rematarlo o de dejarlo ir.`;
  },

  progressedSignStory: ({ point, from, to: into, when }) => {
    const month = when.tense === 'now' ? 'este mes' : `en ${g.month(when.month)}`;
    if (point === 'sun') {
      const moves =
        when.tense === 'past'
          ? `dejó ${g.sign(from)} y entró en ${g.sign(into)}`
          : when.tense === 'now'
            ? `deja ${g.sign(from)} y entra en ${g.sign(into)}`
            : `dejará ${g.sign(from)} para entrar en ${g.sign(into)}`;
      return `Tu Sol progresado ${moves} ${month}, un cambio que llega más o menos una vez cada treinta años: los años que vienen se tiñen del tono de ${g.sign(into)}, y buena parte de lo que vives ahora es ese cambio que se va asentando.`;
    }
    const moves =
      when.tense === 'past'
        ? `pasó de ${g.sign(from)} a ${g.sign(into)}`
        : when.tense === 'now'
          ? `pasa de ${g.sign(from)} a ${g.sign(into)}`
          : `pasará de ${g.sign(from)} a ${g.sign(into)}`;
    return `Tu Luna progresada ${moves} ${month}: durante unos dos años y medio, tus necesidades emocionales adoptan el carácter de ${g.sign(into)}, y es en las semanas del cambio cuando más se nota.`;
  },

  // Each tense has its own shape, so that two progressed contacts told in a row do not read alike.
  progressedContactStory: ({ role, point, aspect, natal, when }) => {
    const body = point === 'sun' ? 'tu Sol progresado' : 'tu Luna progresada';
    const contact = `${ASPECT[aspect].an} ${exact(aspect)} con ${POINT[natal]}`;
    const lasts = point === 'sun' ? 'unos dos años' : 'un par de meses';
    const topic = TOPIC[natal];
    // A support follows the headline (often the same progressed light changing sign): it adds the
    // contact in one short sentence that does not open like the headline.
    if (role === 'support')
      return when.tense === 'past'
        ? `Además, en ${g.month(when.month)} ${body} formó ${contact}, un contacto lento que dura ${lasts}.`
        : when.tense === 'now'
          ? `Además, este mes ${body} forma ${contact}, un contacto lento que dura ${lasts}.`
          : `Además, en ${g.month(when.month)} ${body} formará ${contact}, un contacto lento que durará ${lasts}.`;
    if (when.tense === 'past')
      return `En ${g.month(when.month)}, ${body} formó ${contact}; su efecto, lento, se extiende a lo largo de ${lasts} y sigue poniendo en el centro de tu vida ${topic}.`;
    if (when.tense === 'now')
      return `${g.capitalize(body)} forma este mes ${contact}: un contacto lento, que dura ${lasts} y sitúa ${topic} en el centro de lo que estás trabajando.`;
    return `En ${g.month(when.month)}, ${body} formará ${contact}, un contacto lento que ya empieza a notarse y que durante ${lasts} hará ${of(topic)} el eje de lo que vives.`;
  },

  transitStory: ({ role, planet: p, aspect, point, exact: when, solar }) => {
    const target = solar ? 'el corazón de tu signo' : POINT[point];
    const ex = exact(aspect);
    const tag = when
      ? when.tense === 'past'
        ? `, que fue ${ex} ${on(when)}`
        : when.tense === 'now'
          ? `, ${ex} hoy`
          : `, que será ${ex} ${on(when)}`
      : '';
    // A support is told after the headline: it adds to it, and never claims the day.
    return role === 'headline'
      ? `El contacto que marca el día es ${ASPECT[aspect].the} ${g.planet(p, 'of')} con ${target}${tag}.`
      : `A ello se suma ${ASPECT[aspect].the} ${g.planet(p, 'of')} con ${target}${tag}.`;
  },

  transitWhy: ({ planet: p, slow, house, fades }) => {
    const spot = house?.solar ? 'ese punto de tu signo' : 'este punto de tu carta';
    const tone = slow
      ? `Como ${g.planet(p, 'the')} avanza despacio y se queda meses cerca ${of(spot)}, este contacto deja su huella en toda la temporada, no solo en el día de hoy`
      : `Como ${g.planet(p, 'the')} avanza deprisa y deja atrás ${spot} en pocos días, su efecto se nota sobre todo hoy, más que en el conjunto de la temporada`;
    // The topic first ("el amor, la creatividad y el juego, los asuntos de tu casa 5"), so that no
    // run repeats the transit card's "recorre tu casa 5, la del amor…".
    const topic = house ? houseTopic(house.house) : null;
    const where = house
      ? topic
        ? `actúa sobre ${topic}, los asuntos de ${houseOnly(house)}`
        : `actúa desde ${houseOnly(house)}`
      : '';
    // A date ahead stays plain after "hasta que se desvanezca"; a past one is governed by "fue".
    const until = fades
      ? fades.tense === 'past'
        ? `aunque ya se apaga, pues su salida de orbe fue ${on(fades)}`
        : fades.tense === 'now'
          ? 'hasta apagarse antes de que termine el día'
          : `hasta que se desvanezca hacia ${on(fades)}`
      : '';
    if (where) return `${tone}: ${where}${until ? `, ${until}` : ''}.`;
    return until ? `${tone}, ${until}.` : `${tone}.`;
  },

  supportsLead: (count) =>
    count === 1 ? 'Lo acompaña otro movimiento del cielo.' : 'Lo acompañan otros dos movimientos del cielo.',

  contactsLead: ({ count, others, solar }) => {
    const beyond = 'Más allá del horóscopo de tu signo, que tienes arriba,';
    // A reader without a chart: the sign is named once, after the pointer to the reading above.
    const above = 'Más allá del horóscopo que tienes arriba,';
    if (solar)
      return count === 0
        ? `${above} hoy ningún planeta forma aspecto con tu signo dentro de orbe.`
        : count === 1
          ? others === 0
            ? `${above} ningún otro planeta forma hoy aspecto con tu signo dentro de orbe.`
            : `${above} hoy un planeta forma aspecto con tu signo dentro de orbe.`
          : `${above} hoy ${number(count)} planetas forman aspecto con tu signo dentro de orbe.`;
    if (count === 0) return `${beyond} hoy ningún tránsito alcanza tu propia carta dentro de orbe.`;
    if (others === 0) return `${beyond} ningún otro tránsito alcanza hoy tu propia carta dentro de orbe.`;
    return count === 1
      ? `${beyond} hoy un tránsito alcanza tu propia carta dentro de orbe.`
      : `${beyond} hoy son ${number(count)} los tránsitos que alcanzan tu propia carta dentro de orbe.`;
  },

  contactLine: ({ planet: p, aspect, point, harmony, phase, exact: when, solar, variant, again }) => {
    // The variant counts the lines of the paragraph: the shape turns by three, so that lines in a
    // row differ; from the fourth line on each shape takes its other wording, so that the first
    // and the fourth line of one harmony do not read alike ("Mientras dura…" twice), and the
    // fading words turn by five.
    const v = Math.max(0, variant);
    const shape = v % 3;
    const alt = Math.floor(v / 3) % 2 === 1;
    const target = solar ? 'tu signo' : POINT[point];
    const ex = exact(aspect);
    const tag =
      phase === 'exact'
        ? `${ex} hoy`
        : phase === 'fading'
          ? FADING[v % FADING.length]
          : when
            ? when.tense === 'past'
              ? `que fue ${ex} ${on(when)}`
              : when.tense === 'now'
                ? `${ex} hoy`
                : `${ex} ${on(when)}`
            : '';
    const topic = solar ? TOPIC.sun : TOPIC[point];
    /** "el trígono de Venus con tu Medio Cielo" */
    const subject = `${ASPECT[aspect].the} ${g.planet(p, 'of')} con ${target}`;
    /** The subject inside a sentence: ", exacto hoy," set off by commas. */
    const mid = tag ? `${subject}, ${tag},` : subject;
    /** The subject before a comma of the sentence's own. */
    const end = tag ? `${subject}, ${tag}` : subject;
    if (again)
      return againLine({ planet: p, aspect, point, harmony, solar, tag: tag ?? '', shape, fading: phase === 'fading' });
    if (phase === 'fading' && harmony === 'tense') {
      const still = [
        `${g.capitalize(mid)} todavía pone a prueba ${topic}.`,
        `Aunque va perdiendo fuerza, ${subject} sigue tensando ${topic}.`,
        `En lo que toca ${to(topic)}, ${end}, aún se deja sentir.`,
      ];
      return still[shape] as string;
    }
    const shapes = alt
      ? {
          easy: [
            `${g.capitalize(mid)} juega a favor ${of(topic)}.`,
            `Al amparo ${of(end)}, todo lo que toca ${to(topic)} avanza con más soltura.`,
            `${g.capitalize(mid)} te echa una mano con ${topic}.`,
          ],
          tense: [
            `${g.capitalize(mid)} exige ajustes en ${topic}.`,
            `Ante ${end}, conviene andar con tiento en todo lo que toca ${to(topic)}.`,
            `En cuanto ${to(topic)}, ${mid} agita lo que parecía asentado.`,
          ],
          blend: [
            `${g.capitalize(mid)} lleva al primer plano ${topic}.`,
            `Durante ${end}, todo lo que rodea ${to(topic)} está a flor de piel.`,
            `${g.capitalize(mid)} ilumina ${topic}.`,
          ],
        }[harmony]
      : {
          easy: [
            `${g.capitalize(mid)} favorece ${topic}.`,
            `Gracias ${to(end)}, fluye mejor todo lo que tiene que ver con ${topic}.`,
            `Para ${topic}, ${mid} es una ayuda que conviene aprovechar.`,
          ],
          tense: [
            `${g.capitalize(mid)} pone a prueba ${topic}.`,
            `Bajo ${end}, asoman tensiones en torno ${to(topic)}.`,
            `En lo que toca ${to(topic)}, ${mid} remueve lo que estaba quieto.`,
          ],
          blend: [
            `${g.capitalize(mid)} pone el foco en ${topic}.`,
            `Mientras dura ${end}, todo lo relacionado con ${topic} se vive con más intensidad.`,
            `Sobre ${topic}, ${mid} arroja una luz más nítida.`,
          ],
        }[harmony];
    return shapes[shape] as string;
  },

  samePlanet: ({ planet: p, count }) =>
    `${g.capitalize(g.planet(p, 'the'))} está detrás de ${number(count)} de estos tránsitos, así que el día entero lleva el sello de ${NATURE[p]}.`,

  houseFocus: ({ house, count }) => {
    const topic = houseTopic(house.house);
    const where = houseOnly(house);
    const planets =
      count === 1
        ? 'Uno de los planetas en juego recorre'
        : `${g.capitalize(number(count))} de los planetas en juego recorren`;
    return topic
      ? `${planets} ${where}, así que ${topic} llevan hoy la voz cantante.`
      : `${planets} ${where}, así que esa parte de tu vida lleva hoy la voz cantante.`;
  },

  balance: ({ easy, tense }) =>
    easy > tense
      ? 'Los tránsitos armónicos superan en número a los tensos: la ayuda que se ofrece pesa más que los roces.'
      : tense > easy
        ? 'Los tránsitos tensos superan en número a los armónicos: es probable que haya roces, y pueden enseñarte qué conviene ajustar.'
        : easy === 0
          ? 'Ninguno de ellos es del todo fácil ni del todo difícil: piden más atención que esfuerzo.'
          : 'Los tránsitos armónicos y los tensos se compensan: lo que ayuda en un terreno pide esfuerzo en otro.',

  // A start on another day ("23:21 del 9 de junio") is the day before: it is told in the past.
  voidWindow: (start, end) =>
    /\sdel?\s/.test(start)
      ? `La Luna entró en vacío de curso a ${theTime(start)} y sigue así hasta ${theTime(end)}: son horas para la rutina, no para los comienzos.`
      : `La Luna está vacía de curso de ${theTime(start)} a ${theTime(end)}: son horas para la rutina, no para los comienzos.`,

  bestHour: ({ ruler, start, end, hold }) => {
    const use = HOUR_USE[ruler] ?? (HOUR_USE.sun as { free: string; hold: string });
    return `La mejor hora del día es la ${g.planet(ruler, 'of')}, de ${theTime(start)} a ${theTime(end)}: aprovéchala para ${hold ? use.hold : use.free}.`;
  },

  slowHour: ({ ruler, start, end }) =>
    `Reserva la hora ${g.planet(ruler, 'of')}, de ${theTime(start)} a ${theTime(end)}, para el trabajo de fondo, y deja las novedades para otro momento.`,

  powerMoment: ({ time, planet: p, aspect, hold }) => {
    const meets = `A ${theTime(time)}, la Luna ${moonMeets(aspect, g.planet(p, 'the'))}, el mejor aspecto lunar del día`;
    return hold
      ? `${meets}: un buen momento para dejar resuelto algo que ya casi está terminado.`
      : `${meets}: un buen momento para pedir, proponer o empezar algo.`;
  },

  // A planet whose station is the reading's story is counted but has no line here: the lead names
  // it as told ("Saturno, cuya estación ya se ha comentado más arriba") and counts only the others, so
  // that the reader finds as many lines as the lead promises. Planets are masculine ("otros dos").
  retrogradesLead: (count, told) => {
    if (count === 0)
      return 'Hoy ningún planeta está retrógrado, así que nada en el cielo te pide volver sobre tus pasos.';
    const rest = count - told.length;
    const ask =
      rest === 1
        ? 'que te invita a revisar la parte de tu vida donde se encuentra'
        : 'que te invitan a revisar las partes de tu vida donde se encuentran';
    if (told.length === 0)
      return count === 1 ? `Hay un planeta retrógrado, ${ask}.` : `Hay ${number(count)} planetas retrógrados, ${ask}.`;
    const names = g.list(
      told.map((p) => g.planet(p, 'the')),
      'and',
    );
    const seen =
      told.length === 1
        ? `${names}, cuya estación ya se ha comentado más arriba`
        : `${names}, cuyas estaciones ya se han comentado más arriba`;
    // Every retrograde planet told: the paragraph is not written, but the lead still reads.
    if (rest <= 0)
      return told.length === 1
        ? `${seen}, es el único planeta retrógrado.`
        : `Los únicos planetas retrógrados son ${seen}.`;
    return `Hay ${number(count)} planetas retrógrados: ${seen}, y ${rest === 1 ? 'otro más' : `otros ${number(rest)}`}, ${ask}.`;
  },

  retrogradeLine: ({ planet: p, sign: s, house, until, previous: last }) => {
    const name = g.capitalize(g.planet(p, 'the'));
    const topic = houseTopic(house.house);
    // A line right after one in the same house (and sign) does not name them again.
    const sameHouse = last !== null && last.house.house === house.house && last.house.solar === house.solar;
    // After the first line the paragraph has said how the houses are counted.
    const short = last !== null;
    const houseText = sameHouse ? 'esa misma casa' : houseName(house, 'habla', short);
    if (until?.tense === 'now')
      return `${name}, que hoy retoma su marcha directa en ${g.sign(s)}, cierra su repaso de ${houseText}.`;
    // Past the turn: no longer retrograde, the end is governed by "fue".
    if (until?.tense === 'past')
      return `${name} ya no está retrógrado en ${g.sign(s)}: su estación directa fue ${on(until)}, y con ella cerró su repaso de ${houseText}.`;
    const to = until ? ` hasta ${on(until)}` : '';
    if (sameHouse)
      return `${name}, ${last.sign === s ? 'también retrógrado' : 'retrógrado'} en ${g.sign(s)}${to}, se suma al repaso de esa misma casa.`;
    // The first line takes one shape; the lines after it turn between two others by planet, so
    // that neighbouring lines do not read alike.
    if (!topic) return `${name}, retrógrado en ${g.sign(s)}${to}, te hace volver sobre ${houseOnly(house)}.`;
    if (last === null)
      return `${name}, retrógrado en ${g.sign(s)}${to}, te hace volver sobre ${houseOnly(house)}: ${topic}.`;
    return TRANSITING.indexOf(p) % 2 === 0
      ? `${name} sigue retrógrado en ${g.sign(s)}${to} y pide una segunda mirada a ${houseName(house, 'habla', short)}.`
      : `Con ${g.planet(p, 'the')} retrógrado en ${g.sign(s)}${to}, toca repasar ${topic}, los asuntos de ${houseOnly(house, short)}.`;
  },

  aheadLead: 'De cara a las próximas semanas, conviene anotar en tu agenda estos giros del cielo.',
  // The weeks read as prose: each date is said against the one before it (aheadOpening), and a
  // phase title, which has no verb, arrives in the future ("llegará la Luna llena en Cáncer"); a
  // title with its own verb keeps it ("el Sol entra en Capricornio"), a date ahead said plainly.
  onDate: (date, title, { index, previous }) => {
    const text = title.replace(/^(Cuarto|El|La|Los|Las|Un|Una) /, (w) => w.toLowerCase()).replace(/\.$/, '');
    const noun = NOUN_TITLE.test(title);
    /** "la Luna nueva en Sagitario", "el cuarto creciente en Piscis". */
    const arrival = noun ? `${text.startsWith('cuarto') ? 'el' : 'la'} ${text}` : text;
    if (date.tense === 'past') return `Ocurrió ${on(date)}: ${text}.`;
    if (date.tense === 'now') return noun ? `Hoy llega ${arrival}.` : `Hoy mismo, ${text}.`;
    const opening = aheadOpening(date, index, previous);
    if (!noun) return `${opening}, ${text}.`;
    // A short adverbial takes the verb straight after it; one holding a date is set off by commas.
    return `${opening}${opening.includes(',') ? ',' : ''} llegará ${arrival}.`;
  },
  // Lunations a month apart fall in neighbouring houses: turning the shape by the house keeps
  // two or three of them in one paragraph from reading alike.
  inHouse: ({ phase, house }) => {
    const topic = houseTopic(house.house);
    const where = houseOnly(house);
    if (!topic)
      return phase === 'new'
        ? `Esa Luna nueva cae en ${where}: un buen lugar para sembrar algo nuevo.`
        : `Esa Luna llena cae en ${where}, donde algo puede llegar a su punto culminante.`;
    const shapes =
      phase === 'new'
        ? [
            `Esa Luna nueva cae en ${houseName(house)}: un buen lugar para sembrar algo nuevo.`,
            `Cae en ${where}, que habla ${of(topic)}, y es ahí donde lo que siembres entonces tiene más futuro.`,
            `Con ella se abre un ciclo nuevo para ${topic}, los asuntos de ${where}: buen momento para plantar una semilla.`,
          ]
        : [
            `Esa Luna llena cae en ${houseName(house)}, donde algo puede llegar a su punto culminante.`,
            `Cae en ${where}, que habla ${of(topic)}, y deja ver entero algo que venía madurando.`,
            `Ilumina ${where}, y con ella ${topic}: es en ese terreno donde algo puede llegar a su desenlace.`,
          ];
    return shapes[house.house % shapes.length] as string;
  },

  backdropLead: 'Por detrás del día a día, los planetas lentos dibujan el telón de fondo del año para tu signo.',
  // Five planets in a row: each has its own shape, not one frame with five verbs.
  backdrop: ({ planet: p, sign: s, house, until }) => {
    const name = g.capitalize(g.planet(p, 'the'));
    /** "en Leo hasta julio de 2027", "en Géminis durante los próximos años". */
    const stay = until
      ? until.tense === 'past'
        ? `en ${g.sign(s)}`
        : until.tense === 'now'
          ? `en ${g.sign(s)} hasta que cambie de signo este mismo mes`
          : `en ${g.sign(s)} hasta ${g.month(until.month)}`
      : `en ${g.sign(s)} ${FOR_YEARS[p] ?? 'durante los próximos años'}`;
    // Jupiter opens the paragraph (the engine tells the five in order): it says how the houses
    // are counted, and the four after it name the house alone.
    const short = p !== 'jupiter';
    const where = houseOnly(house, short);
    const topic = houseTopic(house.house) ?? 'los asuntos de esa casa';
    switch (p) {
      case 'jupiter':
        return `${name}, ${stay}, recorre ${where}: es en el terreno ${of(topic)} donde en esta etapa te resulta más fácil crecer, y también excederte.`;
      case 'saturn':
        return `En ${where} está ${g.planet(p, 'the')}, ${stay}, y ahí te pide estructura y paciencia en todo lo relativo ${to(topic)}: lo que construyas sin prisa suele durar.`;
      case 'uranus':
        return `Con ${g.planet(p, 'the')} ${stay}, los imprevistos no dejan de llegar a ${houseName(house, 'ambito', short)}, y alguno de ellos puede acabar liberándote.`;
      case 'neptune':
        return `${name}, ${stay}, envuelve en bruma ${where}: en lo que toca ${to(topic)}, los ideales vuelan alto y cuesta ver dónde acaba cada cosa, así que ahí conviene comprobar los hechos dos veces.`;
      default:
        return `El trabajo más lento es el de ${g.planet(p, 'the')}, ${stay}: en ${where}, transforma a fondo todo lo que tiene que ver con ${topic}, y el cambio se aprecia con los años más que de un día para otro.`;
    }
  },

  progressionsLead:
    'Detrás del día discurre una historia más lenta: la que cuenta tu carta progresada a lo largo de los años.',
  progressedBrief: ({ sun, moon, moonPart, moonLeaves }) => {
    const part =
      moonPart === 'early' ? 'en el primer tramo de' : moonPart === 'middle' ? 'a mitad de' : 'en el último tramo de';
    const cards = 'el apartado de progresiones, más abajo, detalla lo que te pide cada uno';
    // Both in one sign: named once ("Cáncer… Cáncer" read as a slip).
    if (sun === moon)
      return `Tu Sol y tu Luna progresados están ambos en ${g.sign(sun)}; la Luna, ${part} ese signo, lo dejará en ${g.month(moonLeaves)}. ${g.capitalize(cards)}.`;
    return `Tu Sol progresado está en ${g.sign(sun)}, y tu Luna progresada, ${part} ${g.sign(moon)}, cambiará de signo en ${g.month(moonLeaves)}; ${cards}.`;
  },

  ruler: (p, s, retrograde) =>
    retrograde
      ? `${g.capitalize(g.planet(p, 'the'))}, regente de tu signo, está retrógrado en ${g.sign(s)}: hoy es probable que avances más si revisas que si te precipitas.`
      : `${g.capitalize(g.planet(p, 'the'))}, regente de tu signo, transita por ${g.sign(s)}, y hoy tu forma de actuar adopta algo del estilo de ese signo.`,

  // A house topic may name people ("la pareja", "los amigos"): no frame takes it as a bare direct
  // object ("favorece los amigos", "cuidar la pareja" want "a"), only after a preposition.
  closing: ({ theme, tone, hold, voidEnd, nextNewMoon, variant }) => {
    const topic = topicOfTitle(theme);
    if (voidEnd)
      return `Hasta ${theTime(voidEnd)}, mientras la Luna siga vacía de curso, quédate con lo que tienes entre manos; cualquier novedad en torno ${to(topic)} puede esperar a que entre en su siguiente signo.`;
    if (hold) {
      const next =
        nextNewMoon && nextNewMoon.tense !== 'past'
          ? ` y guarda los planes nuevos para la Luna nueva ${nextNewMoon.tense === 'now' ? 'de hoy' : of(on(nextNewMoon))}`
          : '';
      return `En conjunto, el día invita más a terminar que a estrenar: en lo que toca ${to(topic)}, remata lo que ya está en marcha${next}.`;
    }
    const lines = {
      bright: [
        `En conjunto, el cielo abre puertas para ${topic}: cruza la que más te importe.`,
        `Es un día generoso con ${topic}: confía en tu criterio y lleva un paso más allá algo que te importa.`,
        `Hoy el cielo está de tu lado en todo lo relativo ${to(topic)}: ponte por fin con aquello que llevas tiempo queriendo empezar.`,
      ],
      steady: [
        `En conjunto, es un día para avanzar con constancia en todo lo que rodea ${to(topic)}: cuentan los pasos pequeños y bien dados.`,
        `Nada te obliga a mover ficha; aprovecha la calma para terminar lo que tienes entre manos y dedicar tiempo ${to(topic)}.`,
        `Un día parejo: sigue a tu ritmo y procura dejar bien hecha al menos una cosa que tenga que ver con ${topic}.`,
      ],
      demanding: [
        `En conjunto, el día pide paciencia con ${topic}: ve despacio y haz solo promesas pequeñas.`,
        `Hoy hay roces en torno ${to(topic)}; afróntalos con cuidado, no a la fuerza.`,
        `Un día exigente para ${topic}: protege tu energía y deja las grandes decisiones para cuando el cielo esté más despejado.`,
      ],
    }[tone];
    return lines[variant % lines.length] as string;
  },
  pushes: [
    'pedir, proponer o empezar',
    'dar un paso al frente',
    'enviar ese mensaje o hacer esa llamada',
    'pedir un favor',
    'empezar por la tarea más difícil',
    'pedir lo que necesitas',
    'cruza la que más te importe',
    'confía en tu criterio',
    'ponte por fin con aquello',
  ],

  affirmation: {
    bright: [
      'Acojo con el corazón abierto lo que hoy se me ofrece.',
      'Dejo que mi luz se vea y la comparto con generosidad.',
      'Digo sí a lo que me ayuda a crecer.',
    ],
    steady: [
      'Avanzo a mi propio ritmo, y mi ritmo es suficiente.',
      'Cuido lo que tengo y dejo que crezca a su debido tiempo.',
      'Si termino bien una sola cosa, el día ya ha merecido la pena.',
    ],
    demanding: [
      'Puedo ser amable conmigo y firme con mi tiempo.',
      'Afronto lo difícil paso a paso.',
      'No tengo que resolverlo todo hoy.',
    ],
  },
  stone: {
    aries: 'heliotropo',
    taurus: 'esmeralda',
    gemini: 'ágata',
    cancer: 'piedra de luna',
    leo: 'rubí',
    virgo: 'zafiro',
    libra: 'ópalo',
    scorpio: 'topacio',
    sagittarius: 'turquesa',
    capricorn: 'granate',
    aquarius: 'amatista',
    pisces: 'aguamarina',
  },
  direction: { fire: 'este', water: 'norte', air: 'oeste', earth: 'sur' },
};
