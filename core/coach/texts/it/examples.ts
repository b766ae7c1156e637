/**
 * Italian sentences about a chart with every claim in them, read by the verifier's tests
 * (core/coach/lexicon.test.ts): as the coach without a model writes them, as a model writes them,
 * and with no claim at all.
 */
import type { VerifierExample } from '../../texts';

export const EXAMPLES: readonly VerifierExample[] = [
  // As the templates of the coach without a model write them (without a birth time, or for the houses).
  { text: 'La tua Venere è in Bilancia a 14°22′, retrograda.', signs: [{ point: 'venus', sign: 'libra' }] },
  {
    text: 'Nel tuo tema natale Mercurio si trova a 3°05′ dei Gemelli, in moto retrogrado.',
    signs: [{ point: 'mercury', sign: 'gemini' }],
  },
  {
    text: 'Al momento della tua nascita l’Ascendente era a 21°40′ dello Scorpione.',
    signs: [{ point: 'ascendant', sign: 'scorpio' }],
  },
  {
    text: 'Nel tuo tema trovo il Medio Cielo in Acquario (8°12′).',
    signs: [{ point: 'midheaven', sign: 'aquarius' }],
  },
  { text: 'Il tuo Marte retrogrado cade in Ariete, a 0°45′.', signs: [{ point: 'mars', sign: 'aries' }] },
  {
    text: 'Mercurio si trova nella tua decima casa, che nel tuo tema si apre nel segno del Capricorno.',
    houses: [{ point: 'mercury', house: 10 }],
  },
  {
    text: 'Sulla cuspide della tua ottava casa c’è lo Scorpione, e nessun pianeta vi si trova.',
    houseNumbers: [8],
  },
  {
    text: 'Con l’Ascendente in Bilancia, il pianeta che governa il tuo tema è Venere, che si trova in Scorpione, nell’ottava casa.',
    signs: [
      { point: 'ascendant', sign: 'libra' },
      { point: 'venus', sign: 'scorpio' },
    ],
    houses: [{ point: 'venus', house: 8 }],
  },
  {
    text: 'La tua Venere è in quadratura con Saturno (orbita 1°12′).',
    aspects: [{ a: 'venus', b: 'saturn', type: 'square' }],
  },
  {
    text: 'Il Sole si oppone alla Luna, a 3°40′ dall’aspetto esatto.',
    aspects: [{ a: 'sun', b: 'moon', type: 'opposition' }],
  },
  {
    text: 'Marte e Giove formano un trigono, con un’orbita di 2°10′.',
    aspects: [{ a: 'mars', b: 'jupiter', type: 'trine' }],
  },
  // As a model writes.
  {
    text: 'La tua Luna in Scorpione suggerisce emozioni profonde, e con l’Ascendente in Leone ti presenti con calore.',
    signs: [
      { point: 'moon', sign: 'scorpio' },
      { point: 'ascendant', sign: 'leo' },
    ],
  },
  {
    text: 'Il Sole nell’Ariete e la Luna nei Pesci convivono in te: slancio e sensibilità.',
    signs: [
      { point: 'sun', sign: 'aries' },
      { point: 'moon', sign: 'pisces' },
    ],
  },
  {
    text: "Venere, a 14° 22' della Bilancia, è nel suo domicilio.",
    signs: [{ point: 'venus', sign: 'libra' }],
  },
  {
    text: 'Il tuo segno solare è il Leone, mentre il tuo segno lunare è la Vergine.',
    signs: [
      { point: 'sun', sign: 'leo' },
      { point: 'moon', sign: 'virgo' },
    ],
  },
  // «Bilancia ascendente Scorpione»: the Ascendant is in Scorpio, not Libra (the Sun in Libra is
  // implied, with no planet's name to read).
  {
    text: 'Sei Bilancia ascendente Scorpione: il tuo Ascendente dà intensità a tutto ciò che fai.',
    signs: [{ point: 'ascendant', sign: 'scorpio' }],
  },
  {
    text: 'Hai la Vergine all’Ascendente, e si vede dalla cura dei dettagli.',
    signs: [{ point: 'ascendant', sign: 'virgo' }],
  },
  {
    text: 'Giove nella tua nona casa e Saturno in 10ª casa parlano di studio e di responsabilità.',
    houses: [
      { point: 'jupiter', house: 9 },
      { point: 'saturn', house: 10 },
    ],
  },
  {
    text: 'Plutone nell’ottava casa e Urano in casa XI: trasformazione e libertà.',
    houses: [
      { point: 'pluto', house: 8 },
      { point: 'uranus', house: 11 },
    ],
  },
  {
    text: 'Mercurio, retrogrado, occupa la tua terza casa.',
    houses: [{ point: 'mercury', house: 3 }],
  },
  {
    text: 'Venere in Toro forma un sestile con Marte in Cancro.',
    signs: [
      { point: 'venus', sign: 'taurus' },
      { point: 'mars', sign: 'cancer' },
    ],
    aspects: [{ a: 'venus', b: 'mars', type: 'sextile' }],
  },
  {
    text: 'La Luna congiunta a Nettuno rende l’intuito finissimo; Marte quadrato Plutone chiede di dosare la forza.',
    aspects: [
      { a: 'moon', b: 'neptune', type: 'conjunction' },
      { a: 'mars', b: 'pluto', type: 'square' },
    ],
  },
  {
    text: 'Sole Sagittario, Luna Gemelli, Ascendente Acquario: una combinazione curiosa e irrequieta.',
    signs: [
      { point: 'sun', sign: 'sagittarius' },
      { point: 'moon', sign: 'gemini' },
      { point: 'ascendant', sign: 'aquarius' },
    ],
  },
  {
    text: 'Il tuo Medio Cielo è in Capricorno, e il Sole si trova nella tua decima casa.',
    signs: [{ point: 'midheaven', sign: 'capricorn' }],
    houses: [{ point: 'sun', house: 10 }],
  },
  // No placement: rules, comparisons, hypotheses, transits.
  { text: 'Venere governa la Bilancia e il Toro.' },
  { text: 'Venere e la Bilancia condividono il gusto per l’armonia.' },
  {
    text: 'Marte, a differenza della Luna in Cancro, agisce d’impulso.',
    signs: [{ point: 'moon', sign: 'cancer' }],
  },
  { text: 'Se Venere fosse in Bilancia, cercheresti soprattutto equilibrio.' },
  { text: 'Venere entra in Bilancia a fine settembre e la Luna piena cade in Ariete.' },
  { text: 'Venere, signora della settima casa, parla delle tue relazioni.', houseNumbers: [7] },
  { text: 'Venere è di casa in Bilancia, dove si trova a proprio agio.' },
  { text: 'La Luna Nera in Scorpione non è la Luna: è Lilith.' },
  { text: 'Il tuo tema natale mostra tendenze, non un destino: tu scegli come viverle.' },
];
