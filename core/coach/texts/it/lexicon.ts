/**
 * How the verifier reads an Italian answer (core/coach/claims.ts): the names of points, signs and
 * aspects in every form a writer or a model uses, the house numbers, and the words that, between a
 * point and a sign or a house, place it there. The first form of a point or sign is the name
 * Stella writes (core/i18n/grammar/it.ts); the others are the forms people and models also write.
 */
import { GRAMMAR_IT as g, point } from '../../../i18n/grammar/it';
import type { SignId } from '../../../zodiac';
import type { CoachLexicon, CoachPoint } from '../../texts';

const POINT_FORMS: Readonly<Record<CoachPoint, readonly string[]>> = {
  // «segno solare», «segno zodiacale»: the Sun's sign («il tuo segno solare è il Leone»).
  sun: [point('sun'), 'segno solare', 'segno zodiacale'],
  moon: [point('moon'), 'segno lunare'],
  mercury: [point('mercury')],
  venus: [point('venus')],
  mars: [point('mars')],
  jupiter: [point('jupiter')],
  saturn: [point('saturn')],
  uranus: [point('uranus')],
  neptune: [point('neptune')],
  pluto: [point('pluto')],
  ascendant: [point('ascendant'), 'ASC', 'segno ascendente'],
  midheaven: [point('midheaven'), 'Mediocielo', 'Mezzo Cielo', 'Mezzocielo', 'Medium Coeli', 'MC'],
};
const SIGN_FORMS: Readonly<Record<SignId, readonly string[]>> = {
  aries: [g.sign('aries'), 'Arieti'],
  taurus: [g.sign('taurus'), 'Tori'],
  gemini: [g.sign('gemini')],
  cancer: [g.sign('cancer')],
  leo: [g.sign('leo'), 'Leoni'],
  virgo: [g.sign('virgo')],
  libra: [g.sign('libra')],
  // «Scorpio» and «Aquario» are frequent mistakes (models make them too): read them all the same.
  scorpio: [g.sign('scorpio'), 'Scorpioni', 'Scorpio'],
  sagittarius: [g.sign('sagittarius'), 'Sagittari'],
  capricorn: [g.sign('capricorn'), 'Capricorni'],
  aquarius: [g.sign('aquarius'), 'Aquario'],
  pisces: [g.sign('pisces')],
};
const ALL_SIGN_FORMS = Object.values(SIGN_FORMS).flat().join('|');

/** Degrees: «14°22′», «14°», «14° 22'», «14 gradi». */
const DEG = String.raw`\d{1,2}\s?(?:°\s?(?:\d{1,2}\s?[′'’]?)?|gradi(?:\s+e\s+\d{1,2}\s+(?:primi|minuti))?)`;
/** The words that, between a point and a sign or a house, place it there. */
const CHUNK = [
  // verbs of position
  String.raw`(?:è|e'|era|sono|erano|sta|stava|cade|cadeva|risiede|si\s+trova(?:va|no)?|si\s+colloca(?:va)?)`,
  String.raw`(?:è\s+|era\s+)?(?:collocat|posizionat|situat|post|piazzat)[oaie]`,
  'che|invece|proprio|qui',
  // motion
  String.raw`retrograd[oaie]|℞|R|in\s+moto\s+retrogrado|stazionari[oa]`,
  // natal
  String.raw`natale|natali|di\s+nascita|radix|radicale`,
  String.raw`(?:nel|del)\s+tuo\s+tema(?:\s+natale)?|nella\s+tua\s+carta(?:\s+natale)?`,
  // dignities: «nel suo domicilio in Toro», «in esaltazione nei Pesci»
  String.raw`(?:(?:nel\s+suo|in)\s+)?(?:domicilio|esilio|esaltazione|caduta)|domiciliat[oa]|esaltat[oa]`,
  // degrees: «a 14°22′», «(14°22′)»
  String.raw`(?:a\s+)?${DEG}`,
].join('|');
const SEP = String.raw`(?:\s*[,(]\s*|\s*\)\s*,?\s*|\s+)`;
/** What comes right before the sign: «in», «nella», «nell’», «nel segno dello», «a 14°22′ della», «è la». */
const SIGN_FINAL = [
  String.raw`(?:in|nel|nella|nello|nei|negli|nel\s+segno\s+(?:di|del|della|dello|dei|degli))\s+`,
  String.raw`(?:nell|nel\s+segno\s+dell)['’]\s*`,
  String.raw`(?:a\s+)?${DEG}\s*(?:(?:di|del|della|dello|dei|degli)\s+|dell['’]\s*)?`,
  String.raw`(?:è|e'|era|sono)\s+(?:(?:il|la|lo|i|gli)\s+|l['’]\s*)?`,
].join('|');
/** What comes right before a numbered house: «in», «nella (tua)», «nell’», «occupa la (tua)». */
const HOUSE_FINAL = [
  String.raw`(?:in|nella)\s+(?:(?:tua|sua)\s+)?`,
  String.raw`nell['’]\s*`,
  String.raw`(?:occupa|occupava|abita|abitava)\s+(?:(?:la\s+)?(?:(?:tua|sua)\s+)?|l['’]\s*)`,
].join('|');
export const LEXICON: CoachLexicon = {
  point: POINT_FORMS,
  sign: SIGN_FORMS,
  aspect: {
    conjunction: [
      'congiunzione',
      'congiunzioni',
      'congiunto',
      'congiunta',
      'congiunti',
      'congiunte',
      'congiunge',
      'congiungono',
      'congiungersi',
    ],
    opposition: [
      'opposizione',
      'opposizioni',
      'opposto',
      'opposta',
      'opposti',
      'opposte',
      'oppone',
      'oppongono',
      'opporsi',
    ],
    trine: ['trigono', 'trigoni', 'trigona', 'trigonale'],
    square: ['quadratura', 'quadrature', 'quadrato', 'quadrata'],
    sextile: ['sestile', 'sestili'],
  },
  // «settima casa», «7ª casa», «VII casa», «casa 7», «Casa VII», «casa numero 7», «nell’ottava casa».
  house:
    /(?<![\p{L}\p{N}])(?:casa\s+(?:numero\s+|n\.\s*|n°\s*)?(?=(?:1[0-2]|[1-9]|xii|xi|x|ix|viii|vii|vi|v|iv|iii|ii)(?![\p{L}\p{N}]))|(?=(?:1[0-2]|[1-9]|xii|xi|x|ix|viii|vii|vi|v|iv|iii|ii|i|prima|seconda|terza|quarta|quinta|sesta|settima|ottava|nona|decima|undicesima|dodicesima)(?:ª|a|°|º)?\s+casa(?![\p{L}\p{N}])))(1[0-2]|[1-9]|xii|xi|x|ix|viii|vii|vi|v|iv|iii|ii|i|prima|seconda|terza|quarta|quinta|sesta|settima|ottava|nona|decima|undicesima|dodicesima)(?:ª|a|°|º)?(?![\p{L}\p{N}])(?:\s+casa(?![\p{L}\p{N}]))?/giu,
  houseNumber: {
    prima: 1,
    seconda: 2,
    terza: 3,
    quarta: 4,
    quinta: 5,
    sesta: 6,
    settima: 7,
    ottava: 8,
    nona: 9,
    decima: 10,
    undicesima: 11,
    dodicesima: 12,
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
  },
  placementGap: new RegExp(String.raw`^(?:\s+|(?:${SEP}(?:${CHUNK}))*${SEP}(?:${SIGN_FINAL}))$`, 'iu'),
  // Italian does not place a planet by putting the sign first: «la Bilancia, Venere…» is no placement.
  reverseGap: /^(?!)$/,
  houseGap: new RegExp(`^(?:${SEP}(?:${CHUNK}))*${SEP}(?:${HOUSE_FINAL})$`, 'iu'),
  // «Bilancia ascendente» (but not «Bilancia ascendente Scorpione», which is the Sun in Libra and
  // the Ascendant in Scorpio), «la Bilancia all’Ascendente», «Bilancia come Ascendente»,
  // «la Bilancia è il tuo Ascendente».
  risingAfterSign: new RegExp(
    String.raw`^(?:\s+ascendente(?![\p{L}\p{N}])(?!\s*(?:in\s+|nel\S*\s+)?(?:${ALL_SIGN_FORMS})(?![\p{L}]))|\s+(?:come|all['’]|al\s+suo)\s*(?:segno\s+)?ascendente(?![\p{L}\p{N}])|\s*,?\s+(?:è|e')\s+(?:il\s+)?(?:tuo\s+)?(?:segno\s+)?ascendente(?![\p{L}\p{N}]))`,
    'iu',
  ),
  wordBoundaries: true,
};
