/**
 * What the verifier must read in fluent Spanish (core/coach/lexicon.test.ts): sentences as the
 * templates and as a model would write them, with every claim in them.
 */
import type { VerifierExample } from '../../texts';

export const EXAMPLES: readonly VerifierExample[] = [
  // As the templates write them.
  {
    text: 'Tu Venus retrógrado está en Libra, a 14°22′, en la casa 7.',
    signs: [{ point: 'venus', sign: 'libra' }],
    houses: [{ point: 'venus', house: 7 }],
  },
  {
    text: 'En tu carta, el Sol se encuentra a 3°05′ de Leo, en la casa 10.',
    signs: [{ point: 'sun', sign: 'leo' }],
    houses: [{ point: 'sun', house: 10 }],
  },
  {
    text: 'Naciste con la Luna en Cáncer (21°40′), en la casa 4.',
    signs: [{ point: 'moon', sign: 'cancer' }],
    houses: [{ point: 'moon', house: 4 }],
  },
  {
    text: 'En movimiento retrógrado, Mercurio está a 8°12′ de Géminis y ocupa tu casa 3.',
    signs: [{ point: 'mercury', sign: 'gemini' }],
    houses: [{ point: 'mercury', house: 3 }],
  },
  {
    text: 'Mercurio, retrógrado, ocupa tu casa 3 y está a 8°12′ de Géminis.',
    houses: [{ point: 'mercury', house: 3 }],
  },
  {
    text: 'Cuando naciste, el Ascendente estaba en Escorpio, a 2°30′.',
    signs: [{ point: 'ascendant', sign: 'scorpio' }],
  },
  {
    text: 'Tu carta sitúa el Medio Cielo en Capricornio y a Saturno en la casa 10.',
    signs: [{ point: 'midheaven', sign: 'capricorn' }],
    houses: [{ point: 'saturn', house: 10 }],
  },
  {
    text: 'Venus forma un trígono con Júpiter, con un orbe de 1°12′.',
    aspects: [{ a: 'venus', b: 'jupiter', type: 'trine' }],
  },
  {
    text: 'Marte y Saturno están en cuadratura, a 2°05′ de la exactitud.',
    aspects: [{ a: 'mars', b: 'saturn', type: 'square' }],
  },
  {
    text: 'En tu carta, la Luna está en oposición con el Sol (orbe de 0°42′).',
    aspects: [{ a: 'moon', b: 'sun', type: 'opposition' }],
  },
  {
    text: 'Entre Mercurio y Urano se forma un sextil, con 3°10′ de orbe.',
    aspects: [{ a: 'mercury', b: 'uranus', type: 'sextile' }],
  },
  {
    text: 'Venus y Marte ocupan tu casa 5, cuya cúspide está en Sagitario.',
    houses: [{ point: 'mars', house: 5 }],
  },
  {
    text: 'Con el Ascendente en Libra, tu planeta regente es Venus, que está en Escorpio, en la casa 2.',
    signs: [
      { point: 'ascendant', sign: 'libra' },
      { point: 'venus', sign: 'scorpio' },
    ],
    houses: [{ point: 'venus', house: 2 }],
  },
  // As a model would write them.
  {
    text: 'Tienes el Sol en Tauro y la Luna en Acuario, una mezcla de constancia y libertad.',
    signs: [
      { point: 'sun', sign: 'taurus' },
      { point: 'moon', sign: 'aquarius' },
    ],
  },
  {
    text: 'Tu Venus, el planeta del amor, se encuentra en Piscis, en tu casa 8.',
    signs: [{ point: 'venus', sign: 'pisces' }],
    houses: [{ point: 'venus', house: 8 }],
  },
  {
    text: "Con Marte a 27° 15' de Aries, tu energía arranca rápido.",
    signs: [{ point: 'mars', sign: 'aries' }],
  },
  {
    text: 'Júpiter (12°03′) en Sagitario te da una fe contagiosa.',
    signs: [{ point: 'jupiter', sign: 'sagittarius' }],
  },
  {
    text: 'Eres Leo con Escorpio de Ascendente, y tu signo lunar es Virgo.',
    signs: [
      { point: 'ascendant', sign: 'scorpio' },
      { point: 'moon', sign: 'virgo' },
    ],
  },
  {
    text: 'Tu Ascendente Sagitario y tu Sol libriano explican esa sociabilidad.',
    signs: [
      { point: 'ascendant', sign: 'sagittarius' },
      { point: 'sun', sign: 'libra' },
    ],
  },
  {
    text: 'Saturno en la séptima casa pide compromisos serios, y Plutón está en la casa XII.',
    houses: [
      { point: 'saturn', house: 7 },
      { point: 'pluto', house: 12 },
    ],
  },
  {
    text: 'Neptuno, que está en la undécima casa, idealiza las amistades.',
    houses: [{ point: 'neptune', house: 11 }],
  },
  {
    text: 'Con Capricornio en el Medio Cielo, la vocación se construye paso a paso.',
    signs: [{ point: 'midheaven', sign: 'capricorn' }],
  },
  {
    text: 'El Sol en conjunción con Mercurio da una mente muy ligada a la identidad.',
    aspects: [{ a: 'sun', b: 'mercury', type: 'conjunction' }],
  },
  {
    text: 'Saturno se opone a la Luna, y Urano forma una cuadratura con Venus.',
    aspects: [
      { a: 'saturn', b: 'moon', type: 'opposition' },
      { a: 'uranus', b: 'venus', type: 'square' },
    ],
  },
  {
    text: 'Tu Marte en Leo en la casa 5, en trígono con Júpiter, favorece la creatividad.',
    signs: [{ point: 'mars', sign: 'leo' }],
    houses: [{ point: 'mars', house: 5 }],
    aspects: [{ a: 'mars', b: 'jupiter', type: 'trine' }],
  },
  {
    text: 'La Luna progresada en Virgo te pide orden, y Saturno transita tu casa 4.',
    houseNumbers: [4],
  },
  {
    text: 'La Luna está en su domicilio en Cáncer, y eso suaviza tu manera de cuidar.',
    signs: [{ point: 'moon', sign: 'cancer' }],
  },
  {
    text: 'Tu signo solar es Acuario, y tu Luna, que se encontraba en Piscis cuando naciste, pide silencio.',
    signs: [
      { point: 'sun', sign: 'aquarius' },
      { point: 'moon', sign: 'pisces' },
    ],
  },
  {
    text: 'Júpiter en casa 9 y Saturno en tu primera casa amplían tu mirada.',
    houses: [
      { point: 'jupiter', house: 9 },
      { point: 'saturn', house: 1 },
    ],
  },
  {
    text: 'Marte en Aries y Venus en Tauro forman un sextil.',
    signs: [
      { point: 'mars', sign: 'aries' },
      { point: 'venus', sign: 'taurus' },
    ],
    aspects: [{ a: 'mars', b: 'venus', type: 'sextile' }],
  },
  {
    text: 'Plutón en Escorpio, el signo que rige, ocupa la casa 8, mientras Venus en Libra rige tu casa 7.',
    signs: [
      { point: 'pluto', sign: 'scorpio' },
      { point: 'venus', sign: 'libra' },
    ],
    houses: [{ point: 'pluto', house: 8 }],
    houseNumbers: [8, 7],
  },
  // No claim: rulership, shared themes, general statements, another point's placement.
  {
    text: 'Venus rige Libra y Tauro, y Marte gobierna Aries.',
  },
  {
    text: 'Venus y Libra comparten el gusto por la armonía y la belleza.',
  },
  {
    text: 'Marte, a diferencia de la Luna en Cáncer, prefiere actuar de inmediato.',
    signs: [{ point: 'moon', sign: 'cancer' }],
  },
  {
    text: 'Mercurio no está en Géminis, pero Venus, regente de Libra, busca el equilibrio.',
  },
  {
    text: 'El Sol y la Luna, en conjunto, describen tu forma de sentir y de actuar.',
  },
  {
    text: 'Cuando el Sol entra en Aries empieza el año astrológico, y la Luna llena en Tauro trae calma.',
  },
  {
    text: 'La casa 7 habla de la pareja y la casa 10 de la vocación.',
    houseNumbers: [7, 10],
  },
  {
    text: 'Hoy es un buen día para quedarte en casa y descansar.',
  },
  {
    text: 'Tanto Tauro como Venus hablan de placer y de calma.',
  },
  {
    text: 'Marte estará en Leo hasta junio, y Mercurio entra en Géminis la semana próxima.',
  },
];
