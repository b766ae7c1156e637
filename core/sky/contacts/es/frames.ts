/**
 * The Spanish frames of a contact (core/sky/contacts.ts): where a transit falls in the houses, when
 * it is exact, and where the progressed Sun or Moon stands in its sign. Forms follow
 * docs/i18n/glossary-es.md: "la casa 7", "entra en Tauro", "tu Venus natal", "Tu Venus progresado".
 * Dates come from the grammar (core/i18n/grammar/es.ts: "el 17 de noviembre", "el 7 de enero de 2027",
 * "en marzo de 2027"); a past date is always governed by "fue", "estuvo" or "ocurrió" (core/coach/tense-check.ts),
 * a date ahead never is.
 */
import { GRAMMAR_ES as g } from '../../../i18n/grammar/es';
import type { SignId } from '../../../zodiac';
import type { ContactFrames, Day, ProgressedBody, Tense } from '../../contacts';
import type { NatalPoint, TransitAspect } from '../../transits';

/** What each house is about, as an apposition after "tu casa 7": "la de la pareja y los socios". */
export const HOUSE_TOPIC: Readonly<Record<number, string>> = {
  1: 'la del cuerpo y la manera de presentarte',
  2: 'la del dinero y lo que valoras',
  3: 'la de la comunicación y el entorno cercano',
  4: 'la del hogar, la familia y las raíces',
  5: 'la del amor, la creatividad y el juego',
  6: 'la del trabajo diario y la salud',
  7: 'la de la pareja y los socios',
  8: 'la de la intimidad y los recursos compartidos',
  9: 'la de los viajes, los estudios y las creencias',
  10: 'la de la vocación y la imagen pública',
  11: 'la de los amigos y los proyectos de futuro',
  12: 'la del retiro y el mundo interior',
};
/** "tu casa 7, la de la pareja y los socios"; a house outside 1-12 goes without its topic. */
const house = (n: number, whose: 'tu' | 'la') => {
  const topic = HOUSE_TOPIC[n];
  return topic ? `${whose} casa ${n}, ${topic}` : `${whose} casa ${n}`;
};

/** A natal point with the possessive: "tu Venus natal", "tu Ascendente". */
export const POINT: Readonly<Record<NatalPoint, string>> = {
  sun: 'tu Sol natal',
  moon: 'tu Luna natal',
  mercury: 'tu Mercurio natal',
  venus: 'tu Venus natal',
  mars: 'tu Marte natal',
  jupiter: 'tu Júpiter natal',
  saturn: 'tu Saturno natal',
  uranus: 'tu Urano natal',
  neptune: 'tu Neptuno natal',
  pluto: 'tu Plutón natal',
  ascendant: 'tu Ascendente',
  midheaven: 'tu Medio Cielo',
};
/** What an angle is, after its name (an angle is a house cusp, so it has no house of its own). */
const ANGLE: Readonly<Record<'ascendant' | 'midheaven', string>> = {
  ascendant: 'el punto por el que sales al encuentro del mundo',
  midheaven: 'la cima de la carta, que habla de tu vocación y de tu rumbo',
};

/** The progressed body as the subject of a title; Venus agrees with "el planeta" (glossary §3). */
const PROGRESSED: Readonly<Record<ProgressedBody, string>> = {
  sun: 'Tu Sol progresado',
  moon: 'Tu Luna progresada',
  mercury: 'Tu Mercurio progresado',
  venus: 'Tu Venus progresado',
  mars: 'Tu Marte progresado',
};
/** "forma una cuadratura con tu Saturno natal", "se une a tu Sol natal" (every point begins with "tu"). */
const ASPECT_VERB: Readonly<Record<TransitAspect, string>> = {
  conjunction: 'se une a',
  sextile: 'forma un sextil con',
  square: 'forma una cuadratura con',
  trine: 'forma un trígono con',
  opposition: 'se opone a',
};

/** What each sign asks of the reader while a progressed light crosses it: infinitives, after "te pide" or "te invita a". */
const SIGN_ASKS: Readonly<Record<SignId, string>> = {
  aries: 'tomar la iniciativa, arriesgarte por lo que deseas y fiarte de tu propio impulso',
  taurus: 'bajar el ritmo, escuchar a tu cuerpo y construir una seguridad a tu medida',
  gemini: 'aprender, preguntar y dejar que la curiosidad te lleve a conversaciones nuevas',
  cancer: 'cuidar de tu hogar y de los tuyos y dejar que también te cuiden a ti',
  leo: 'crear, jugar y mostrarte con el corazón por delante',
  virgo: 'pulir tu oficio, atender a tu salud y ser útil en lo pequeño',
  libra: 'buscar acuerdos justos y cultivar tus vínculos con delicadeza',
  scorpio: 'ir al fondo, decirte la verdad y soltar lo que ya cumplió su ciclo',
  sagittarius: 'ensanchar horizontes, estudiar o viajar y vivir de acuerdo con lo que crees',
  capricorn: 'asumir responsabilidades, fijarte una meta lejana y subir hacia ella con paciencia',
  aquarius: 'encontrar a tu gente, pensar con libertad y dibujar el futuro que quieres',
  pisces: 'descansar, perdonar y hacer sitio a la imaginación y a la compasión',
};

/**
 * One exact pass as a predicate of "este tránsito", in its tense: a past one always with "fue"
 * (the tense checker reads the words between one date and the next), a later one never.
 */
function passPhrase(pass: { day: Day; tense: Tense }, i: number, today: Day): string {
  const on = `el ${g.day(pass.day, today)}`;
  if (pass.tense === 'now') return i === 0 ? 'es exacto hoy' : 'vuelve a serlo hoy';
  if (pass.tense === 'past')
    return i === 0 ? `fue exacto ${on}` : i === 1 ? `lo fue de nuevo ${on}` : `lo fue por tercera vez ${on}`;
  return i === 0 ? `será exacto ${on}` : i === 1 ? `volverá a serlo ${on}` : `lo será por tercera vez ${on}`;
}

export const FRAMES: ContactFrames = {
  transitHouses: ({ planet: p, planetHouse, point, pointHouse }) => {
    const crossing = `${g.capitalize(g.planet(p, 'the'))} recorre ${house(planetHouse, 'tu')}`;
    const target = p === point ? 'su propia posición natal' : POINT[point];
    if (point === 'ascendant' || point === 'midheaven')
      return `${crossing}, y activa ${POINT[point]}, ${ANGLE[point]}.`;
    if (pointHouse === null) return `${crossing}, y activa ${target}.`;
    if (pointHouse === planetHouse) return `${crossing}, donde activa ${target}.`;
    const where = p === point ? `, en ${house(pointHouse, 'la')}` : `, que ocupa ${house(pointHouse, 'la')}`;
    return `${crossing}, y activa ${target}${where}.`;
  },

  transitTimeline: ({ today, began, exact, fades }) => {
    const on = (d: Day) => `el ${g.day(d, today)}`;
    // "Este tránsito, cuya entrada en orbe ocurrió el 28 de octubre, ...": the past date after a past
    // marker the tense checker knows (fue, estuvo, ocurrió); "ocurrió" spares an echo of the "fue exacto"
    // that often follows.
    const subject = began
      ? `Este tránsito, ${
          began.tense === 'past'
            ? `cuya entrada en orbe ocurrió ${on(began.day)}`
            : began.tense === 'now'
              ? 'que entra en orbe hoy'
              : `que entra en orbe ${on(began.day)}`
        },`
      : 'Este tránsito';
    const passes = exact.map((pass, i) => passPhrase(pass, i, today));
    const fading = fades
      ? fades.tense === 'past'
        ? `estuvo activo hasta ${on(fades.day)}`
        : fades.tense === 'now'
          ? 'se disipa hoy'
          : `se disipa hacia ${on(fades.day)}`
      : null;
    if (passes.length === 0) {
      const over = fades?.tense === 'past';
      if (began && fading) return `${subject} ${over ? 'no llegó' : 'no llega'} a ser exacto y ${fading}.`;
      if (began) return `${subject} no llega a ser exacto en el plazo que cubre esta lectura.`;
      if (fading) {
        return over
          ? `Este tránsito ${fading}, sin llegar a ser exacto en ese tiempo.`
          : `Este tránsito ya está en marcha y ${fading}, sin llegar a ser exacto antes de esa fecha.`;
      }
      return 'Este tránsito sigue activo durante todo el plazo que cubre esta lectura, sin llegar a ser exacto.';
    }
    if (!fading) return `${subject} ${g.list(passes)}.`;
    return passes.length >= 2
      ? `${subject} ${g.list(passes)}; después ${fading}.`
      : `${subject} ${passes[0]} y ${fading}.`;
  },

  progressedTitle: (body, aspect, point) => `${PROGRESSED[body]} ${ASPECT_VERB[aspect]} ${POINT[point]}`,

  progressedWhen: ({ exact, tense }) =>
    tense === 'past'
      ? `Este contacto fue exacto en ${g.month(exact)}.`
      : tense === 'now'
        ? `Este contacto es exacto ahora, en ${g.month(exact)}.`
        : `Este contacto será exacto en ${g.month(exact)}.`,

  progressedPlace: ({ point, sign: s, part, entered, leaves, nextSign }) => {
    const sun = point === 'sun';
    const body = sun ? 'Tu Sol progresado' : 'Tu Luna progresada';
    const here = g.sign(s);
    const next = g.sign(nextSign);
    const rare = 'un giro poco común, de los que solo llegan dos o tres veces en la vida';
    const when = entered ? (entered.tense === 'now' ? 'este mes' : `en ${g.month(entered.month)}`) : '';
    /** "pasará a Géminis en febrero de 2027". */
    const moves = leaves ? `pasará a ${next} en ${g.month(leaves)}` : '';
    let first: string;
    if (part === 'early' && entered) {
      const came = `${entered.tense === 'past' ? 'entró' : 'entra'} en ${here} ${when}`;
      first = sun
        ? `${body} ${came}: es ${rare}, y con él empieza un nuevo capítulo de tu historia`
        : `${body} ${came}: se abre un nuevo capítulo de tu vida emocional`;
      if (leaves) first = `${first}, que durará hasta su paso a ${next} en ${g.month(leaves)}`;
    } else {
      const since = entered ? `, signo al que ${entered.tense === 'past' ? 'llegó' : 'llega'} ${when}` : '';
      const where =
        part === 'early'
          ? `recorre el primer tramo de ${here}, ${sun ? 'un capítulo de tu vida' : 'un capítulo emocional'} todavía joven`
          : part === 'middle'
            ? `está a mitad de su paso por ${here}`
            : `recorre el último tramo de ${here}`;
      first = `${body} ${where}${since}`;
      if (leaves) {
        first = `${first}${since || part === 'early' ? ',' : ''} y ${moves}`;
        if (sun) first = `${first}: se acerca ${rare}`;
        else if (part === 'late') first = `${first}, cuando se cierre un capítulo emocional de unos dos años y medio`;
      } else if (sun && entered) {
        first = `${first}: ${entered.tense === 'past' ? 'acabas de vivir' : 'vives'} ${rare}`;
      } else if (sun && part === 'late') {
        first = `${first} y se acerca despacio al final de su largo paso por el signo`;
      }
    }
    const asks =
      part === 'late'
        ? `${here} te pide todavía ${SIGN_ASKS[s]}; ${next} ya asoma en el horizonte y te invita a ${SIGN_ASKS[nextSign]}.`
        : part === 'early'
          ? `${here} te pide ahora ${SIGN_ASKS[s]}.`
          : `En esta etapa, ${here} te pide ${SIGN_ASKS[s]}.`;
    return `${first}. ${asks}`;
  },
};
