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

/**
 * What each sign asks while a progressed light crosses it, per light: infinitives, after "te pide"
 * or "te invita a". The Sun's is the direction of a life (will, what you build), the Moon's the
 * heart (what you need, what makes you feel safe): when both lights stand in one sign, the block
 * prints both stories one under the other, so the two share no phrase (nor, late in the sign,
 * the words that bring in the next one).
 */
const SIGN_ASKS: Readonly<Record<'sun' | 'moon', Readonly<Record<SignId, string>>>> = {
  sun: {
    aries: 'abrir camino por tu cuenta, decidir sin esperar permiso y poner tu voluntad en un proyecto propio',
    taurus: 'construir despacio algo sólido, dar forma material a tus talentos y apostar por lo que de verdad valoras',
    gemini: 'convertir la curiosidad en oficio, aprender sin descanso y abrirte paso por más de una vía',
    cancer: 'echar raíces, levantar un hogar a tu medida y poner tu energía en proteger a quienes dependen de ti',
    leo: 'crear algo con tu sello, ocupar tu lugar con orgullo y liderar con el corazón por delante',
    virgo: 'perfeccionar tu oficio, ordenar tu vida diaria y servir con lo que mejor sabes hacer',
    libra: 'tejer alianzas, decidir con ecuanimidad y sacar adelante tus proyectos junto a otras personas',
    scorpio: 'comprometerte a fondo, transformar lo que ya no te sirve y dirigir tu voluntad hacia lo esencial',
    sagittarius: 'ensanchar horizontes, formarte o viajar, y orientar tu vida según lo que crees',
    capricorn: 'asumir responsabilidades, fijarte una meta de largo recorrido y levantar paso a paso algo que perdure',
    aquarius: 'seguir un camino propio, sumarte a proyectos colectivos y trabajar por el futuro en el que crees',
    pisces: 'poner tu vida al servicio de un ideal, confiar en tu inspiración y dar forma a lo que imaginas',
  },
  moon: {
    aries: 'decir enseguida lo que sientes, tener margen para moverte y encontrar seguridad en tu propia independencia',
    taurus: 'bajar el ritmo, rodearte de comodidad y sentirte a salvo en lo conocido',
    gemini:
      'poner en palabras lo que sientes, tener con quién hablar y calmar la inquietud con algo nuevo que aprender',
    cancer: 'cuidar y dejarte cuidar, refugiarte en tu casa y sentirte parte de una familia, la de sangre o la elegida',
    leo: 'recibir cariño y reconocimiento, mostrar con calidez lo que sientes y hacer sitio al juego',
    virgo: 'encontrar calma en el orden, cuidar tu cuerpo con rutinas sencillas y sentirte útil para los tuyos',
    libra:
      'vivir en armonía con quienes quieres, compartir lo que sientes y encontrar paz en los vínculos equilibrados',
    scorpio: 'vivir tus emociones a fondo, dar tu confianza solo a quien se la gana y dejar ir lo que te duele',
    sagittarius: 'sentir que tienes espacio, alimentar tu optimismo y buscarle sentido a lo que te pasa',
    capricorn:
      'apoyarte en lo que depende de ti, sentirte a salvo gracias a tus logros y llevar tus emociones con serenidad',
    aquarius:
      'sentirte libre dentro de tus vínculos, rodearte de amistades que te entiendan y darte permiso para ser diferente',
    pisces: 'descansar, perdonar y encontrar refugio en la música, el arte o el silencio',
  },
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
    } else if (part === 'early') {
      // Early in the sign with no entry date: the chapter is named after a colon, so that it
      // stands for the stay in the sign, not for the sign's first degrees.
      first = `${body} recorre el primer tramo de ${here}: ${sun ? 'un capítulo de tu vida' : 'un capítulo emocional'} que acaba de empezar`;
      if (leaves) first = `${first} y que durará hasta su paso a ${next} en ${g.month(leaves)}`;
    } else {
      const since = entered ? `, signo al que ${entered.tense === 'past' ? 'llegó' : 'llega'} ${when}` : '';
      const where = part === 'middle' ? `está a mitad de su paso por ${here}` : `recorre el último tramo de ${here}`;
      first = `${body} ${where}${since}`;
      if (leaves) {
        first = `${first}${since ? ',' : ''} y ${moves}`;
        if (sun) first = `${first}: se acerca ${rare}`;
        else if (part === 'late') first = `${first}, cuando se cierre un capítulo emocional de unos dos años y medio`;
      } else if (sun && entered) {
        first = `${first}: ${entered.tense === 'past' ? 'acabas de vivir' : 'vives'} ${rare}`;
      } else if (sun && part === 'late') {
        first = `${first} y se acerca despacio al final de su largo paso por el signo`;
      }
    }
    const ask = SIGN_ASKS[sun ? 'sun' : 'moon'];
    const asks =
      part === 'late'
        ? sun
          ? `${here} te pide todavía ${ask[s]}; ${next} ya asoma en el horizonte y te invita a ${ask[nextSign]}.`
          : `${here} te pide todavía ${ask[s]}, y ${next}, que ya se acerca, te anima a ${ask[nextSign]}.`
        : part === 'early'
          ? `${here} te pide ahora ${ask[s]}.`
          : `En esta etapa, ${here} te pide ${ask[s]}.`;
    return `${first}. ${asks}`;
  },
};
