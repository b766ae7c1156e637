/**
 * How Spanish names the chart, for the verifier (CoachLexicon in core/coach/texts.ts). It reads
 * any Spanish text, a model's too: "Venus en Libra", "tu Venus está en Libra", "Venus, retrógrado,
 * a 14°22′ de Libra", "Ascendente Libra", "tu signo solar es Leo", "Escorpio en el Ascendente",
 * "Venus en la casa 7", "la séptima casa", "casa VII".
 */
import type { SignId } from '../../../zodiac';
import type { CoachLexicon } from '../../texts';

/** Every form of a sign's name: the name and its variants ("Geminis", "Escorpión"), and the adjectives of its natives. */
const SIGN_FORMS: Readonly<Record<SignId, readonly string[]>> = {
  aries: ['Aries', 'ariano', 'ariana', 'arianos', 'arianas'],
  taurus: ['Tauro', 'taurino', 'taurina', 'taurinos', 'taurinas'],
  gemini: ['Géminis', 'Geminis', 'geminiano', 'geminiana', 'geminianos', 'geminianas'],
  cancer: ['Cáncer', 'Cancer', 'canceriano', 'canceriana', 'cancerianos', 'cancerianas'],
  leo: ['Leo', 'leonino', 'leonina', 'leoninos', 'leoninas'],
  virgo: ['Virgo', 'virginiano', 'virginiana', 'virginianos', 'virginianas'],
  libra: ['Libra', 'libriano', 'libriana', 'librianos', 'librianas'],
  scorpio: ['Escorpio', 'Escorpión', 'Escorpion', 'escorpiano', 'escorpiana', 'escorpianos', 'escorpianas'],
  sagittarius: ['Sagitario', 'sagitariano', 'sagitariana', 'sagitarianos', 'sagitarianas'],
  capricorn: ['Capricornio', 'capricorniano', 'capricorniana', 'capricornianos', 'capricornianas'],
  aquarius: ['Acuario', 'acuariano', 'acuariana', 'acuarianos', 'acuarianas'],
  pisces: ['Piscis', 'pisciano', 'pisciana', 'piscianos', 'piscianas'],
};

/** Degrees as texts write them: 14°22′, 14°, 14° 22', 14º22', "14 grados y 22 minutos". */
const DEG = String.raw`(?:\d{1,2}(?:[.,]\d+)?\s?[°º](?:\s?\d{1,2}\s?['′’])?|\d{1,2}\s+grados?(?:\s+(?:y\s+)?\d{1,2}\s+minutos?)?)`;
/** "retrógrado", "estacionario" after a planet ("Venus retrógrado", "Venus, retrógrado,"). */
const RETRO = String.raw`(?:(?:,\s*|\s+)(?:retr[oó]grad[oa]s?|estacionari[oa]|en\s+movimiento\s+retr[oó]grado|\(\s*(?:R|℞|retr[oó]grad[oa])\s*\)|℞),?)?`;
/** An apposition between commas: "Venus, el planeta del amor, está en Libra". */
const APPOSITION = String.raw`(?:,\s+[^,.;:!?()\d]{2,50},)?`;
/** The verbs that place: "está", "se encuentra", "estaba", "situado", "que está"... */
const VERB = String.raw`(?:,?\s+(?:que\s+)?(?:(?:est[aá]|estaba|se\s+(?:encuentra|encontraba|sit[uú]a|situaba|ubica|ubicaba|halla|hallaba|aloja|alojaba)|queda|quedaba|cae|ca[ií]a|reside|aparece|aparec[ií]a)(?:\s+(?:situad|ubicad|colocad|emplazad)[oa])?|(?:situad|ubicad|colocad|emplazad)[oa]))?`;
/** A degree before the sign: "a 14°22′ de", "en 14° de", ", 14°22′", "(14°22′)", "en el grado 14 de". */
const DEGREE_LEAD = String.raw`(?:,?\s+(?:a|en)\s+(?:los\s+)?${DEG}|,?\s+${DEG}|\s*\(\s*${DEG}\s*\)|,?\s+en\s+el\s+grado\s+\d{1,2})`;

/** A dignity on the way to the sign: "Venus está en su domicilio en Tauro", "Marte en exilio en Libra". */
const DIGNITY = '(?:domicilio|exaltaci[oó]n|exilio|ca[ií]da|detrimento)';

const placementGap = new RegExp(
  String.raw`^(?:\s+natal)?${APPOSITION}${RETRO}${VERB}${RETRO}(?:${DEGREE_LEAD}(?:\s+de\s+|,?\s+en\s+|\s+)|,?\s+en\s+(?:el\s+signo\s+(?:de\s+)?|pleno\s+|(?:su\s+)?${DIGNITY}\s+en\s+)?|,?\s+(?:exaltad|domiciliad)[oa]\s+en\s+|\s+es\s+|\s+)$`,
  'iu',
);
const houseGap = new RegExp(
  String.raw`^(?:\s+natal)?${APPOSITION}${RETRO}(?:${VERB}${RETRO}(?:${DEGREE_LEAD})?,?\s+(?:en|dentro\s+de)\s+(?:la\s+|tu\s+)?|,?\s+(?:que\s+|y\s+)?ocupa(?:n|ba)?\s+(?:la\s+|tu\s+))$`,
  'iu',
);

/** Ordinal words of the houses (feminine, as "casa"), with and without accents, and Roman numerals. */
const HOUSE_ORDINALS: Readonly<Record<string, number>> = {
  primera: 1,
  segunda: 2,
  tercera: 3,
  cuarta: 4,
  quinta: 5,
  sexta: 6,
  séptima: 7,
  septima: 7,
  sétima: 7,
  setima: 7,
  octava: 8,
  novena: 9,
  décima: 10,
  decima: 10,
  undécima: 11,
  undecima: 11,
  decimoprimera: 11,
  'décima primera': 11,
  'decima primera': 11,
  duodécima: 12,
  duodecima: 12,
  decimosegunda: 12,
  'décima segunda': 12,
  'decima segunda': 12,
};
const HOUSE_ROMAN: Readonly<Record<string, number>> = {
  i: 1,
  ii: 2,
  iii: 3,
  iv: 4,
  v: 5,
  vi: 6,
  vii: 7,
  viii: 8,
  ix: 9,
  x: 10,
  xi: 11,
  xii: 12,
};
const byLength = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length).join('|');
const ORD = byLength(Object.keys(HOUSE_ORDINALS));
const ROMAN = byLength(Object.keys(HOUSE_ROMAN));
/**
 * "casa 7", "Casa VII", "casa séptima", "casa número 7", "séptima casa", "7.ª casa", "7ª casa":
 * one group, the number, whichever side of "casa" it stands.
 */
const house = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:casa\s+(?:n[úu]mero\s+|n\.?\s?[º°]\s*)?|(?=(?:\d{1,2}(?:\.?[ªºa])?|${ORD})\s+casa(?![\p{L}])))(\d{1,2}|${ORD}|${ROMAN})(?:\.?[ªºa](?=\s+casa))?(?:\s+casa)?(?![\p{L}\p{N}])`,
  'giu',
);

export const LEXICON: CoachLexicon = {
  point: {
    sun: ['Sol', 'signo solar'],
    moon: ['Luna', 'signo lunar'],
    mercury: ['Mercurio'],
    venus: ['Venus'],
    mars: ['Marte'],
    jupiter: ['Júpiter', 'Jupiter'],
    saturn: ['Saturno'],
    uranus: ['Urano'],
    neptune: ['Neptuno'],
    pluto: ['Plutón', 'Pluton'],
    ascendant: ['Ascendente', 'signo ascendente', 'ASC'],
    midheaven: ['Medio Cielo', 'Mediocielo', 'Medio-Cielo', 'MC', 'Medium Coeli'],
  },
  sign: SIGN_FORMS,
  aspect: {
    conjunction: [
      'conjunción',
      'conjuncion',
      'conjunciones',
      'conjunto a',
      'conjunta a',
      'conjunto con',
      'conjunta con',
      'conjuntos',
      'conjuntas',
      'se une',
      'se unen',
    ],
    opposition: [
      'oposición',
      'oposicion',
      'oposiciones',
      'opuesto a',
      'opuesta a',
      'opuestos',
      'opuestas',
      'se opone',
      'se oponen',
      'oponiéndose',
    ],
    trine: ['trígono', 'trigono', 'trígonos', 'trigonos', 'trino', 'trinos'],
    square: ['cuadratura', 'cuadraturas', 'cuadrado a', 'cuadrada a'],
    sextile: ['sextil', 'sextiles'],
  },
  house,
  houseNumber: { ...HOUSE_ORDINALS, ...HOUSE_ROMAN },
  placementGap,
  reverseGap: /^(?:\s+|\s+(?:en\s+(?:el|tu)|de)\s+)$/iu,
  houseGap,
  risingAfterSign: /^\s+en\s+ascenso(?![\p{L}\p{N}])/iu,
  wordBoundaries: true,
};
