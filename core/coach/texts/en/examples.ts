/** Sentences with the claims the verifier must find in them (core/coach/lexicon.test.ts). */
import type { CoachTexts } from '../../texts';

export const EXAMPLES: CoachTexts['examples'] = [
  // The offline writer's own sentences.
  {
    text: 'Your Venus is in Libra at 14°22′, in the 7th house, and it was retrograde when you were born.',
    signs: [{ point: 'venus', sign: 'libra' }],
    houses: [{ point: 'venus', house: 7 }],
  },
  {
    text: 'In your chart, the Moon stands at 3°05′ Cancer, moving retrograde, in your 4th house.',
    signs: [{ point: 'moon', sign: 'cancer' }],
    houses: [{ point: 'moon', house: 4 }],
  },
  {
    text: 'You were born with Mars retrograde in Virgo, at 8°40′ of the sign, in the 6th house.',
    signs: [{ point: 'mars', sign: 'virgo' }],
    houses: [{ point: 'mars', house: 6 }],
  },
  {
    text: 'You were born with Scorpio rising, at 2°10′ of the sign.',
    signs: [{ point: 'ascendant', sign: 'scorpio' }],
  },
  {
    text: 'You were born with Capricorn on the Midheaven, at 27°01′ of the sign.',
    signs: [{ point: 'midheaven', sign: 'capricorn' }],
  },
  {
    text: 'Your Saturn, retrograde at 22°40′ Aquarius, lies in the 11th house.',
    signs: [{ point: 'saturn', sign: 'aquarius' }],
    houses: [{ point: 'saturn', house: 11 }],
  },
  {
    text: 'Yours is a Gemini Mercury, 8°03′ into the sign, placed in your 3rd house.',
    signs: [{ point: 'mercury', sign: 'gemini' }],
    houses: [{ point: 'mercury', house: 3 }],
  },
  {
    text: 'Your Venus–Saturn square has an orb of 1°12′.',
    aspects: [{ a: 'venus', b: 'saturn', type: 'square' }],
  },
  {
    text: 'In your birth chart, Mercury and Mars are linked by a trine (orb 2°30′).',
    aspects: [{ a: 'mercury', b: 'mars', type: 'trine' }],
  },
  {
    text: 'Mercury makes a sextile to the Ascendant, within 0°42′.',
    aspects: [{ a: 'mercury', b: 'ascendant', type: 'sextile' }],
  },
  {
    text: 'The Sun opposes the Moon in your chart, 3°15′ from exact.',
    aspects: [{ a: 'sun', b: 'moon', type: 'opposition' }],
  },
  {
    text: 'Venus and Mars are placed in your 5th house, whose cusp is in Leo.',
    houses: [{ point: 'mars', house: 5 }],
  },
  { text: 'Libra is on the cusp of your 7th house, which is home to Venus.', houseNumbers: [7] },
  {
    text: 'With Libra rising, your chart ruler is Venus, which sits in Virgo, in your 12th house, so its themes colour your whole chart.',
    signs: [
      { point: 'ascendant', sign: 'libra' },
      { point: 'venus', sign: 'virgo' },
    ],
    houses: [{ point: 'venus', house: 12 }],
  },
  // The way a model writes.
  {
    text: 'Your Sun is in Leo and your Moon is in Pisces.',
    signs: [
      { point: 'sun', sign: 'leo' },
      { point: 'moon', sign: 'pisces' },
    ],
  },
  { text: 'Venus at 14°22′ Libra gives you a gift for diplomacy.', signs: [{ point: 'venus', sign: 'libra' }] },
  { text: 'Your Venus, at 14° in Libra, softens the way you argue.', signs: [{ point: 'venus', sign: 'libra' }] },
  { text: 'Mars (3°05′) in Aries makes you quick to act.', signs: [{ point: 'mars', sign: 'aries' }] },
  {
    text: 'Mercury, retrograde in Gemini, makes you think twice before you speak.',
    signs: [{ point: 'mercury', sign: 'gemini' }],
  },
  {
    text: 'Your rising sign is Sagittarius, and your Midheaven is in Virgo.',
    signs: [
      { point: 'ascendant', sign: 'sagittarius' },
      { point: 'midheaven', sign: 'virgo' },
    ],
  },
  {
    text: 'Your Libra Sun and Scorpio Moon pull you between harmony and intensity.',
    signs: [
      { point: 'sun', sign: 'libra' },
      { point: 'moon', sign: 'scorpio' },
    ],
  },
  { text: 'You have a Taurean Moon, so comfort matters to you.', signs: [{ point: 'moon', sign: 'taurus' }] },
  { text: 'Your Sun sign is Taurus.', signs: [{ point: 'sun', sign: 'taurus' }] },
  {
    text: 'The Ascendant, at 2°10′ Leo, sets the tone of first meetings.',
    signs: [{ point: 'ascendant', sign: 'leo' }],
  },
  { text: 'Your Moon, which is in Taurus, craves comfort.', signs: [{ point: 'moon', sign: 'taurus' }] },
  { text: 'Your Mars ℞ in Virgo turns your drive inward.', signs: [{ point: 'mars', sign: 'virgo' }] },
  { text: 'The Moon in late Virgo likes to be useful.', signs: [{ point: 'moon', sign: 'virgo' }] },
  { text: 'Venus at 14 degrees Libra is graceful under pressure.', signs: [{ point: 'venus', sign: 'libra' }] },
  {
    text: 'Sun: 14°22′ Leo, Moon: 3° Cancer.',
    signs: [
      { point: 'sun', sign: 'leo' },
      { point: 'moon', sign: 'cancer' },
    ],
  },
  { text: 'Saturn sits in your 10th house.', houses: [{ point: 'saturn', house: 10 }] },
  {
    text: 'Venus in Libra in the 7th house makes you a natural partner.',
    signs: [{ point: 'venus', sign: 'libra' }],
    houses: [{ point: 'venus', house: 7 }],
  },
  {
    text: 'Venus in Libra and Mars in the 7th house both ask for fairness.',
    signs: [{ point: 'venus', sign: 'libra' }],
    houses: [{ point: 'mars', house: 7 }],
  },
  {
    text: 'The Sun in Leo, like the 5th house, loves play.',
    signs: [{ point: 'sun', sign: 'leo' }],
    houseNumbers: [5],
  },
  { text: 'Venus in Libra rules your 7th house.', signs: [{ point: 'venus', sign: 'libra' }], houseNumbers: [7] },
  {
    text: 'Jupiter in the seventh house widens your circle of partners.',
    houses: [{ point: 'jupiter', house: 7 }],
  },
  { text: 'The Moon is in house 4, close to your roots.', houses: [{ point: 'moon', house: 4 }] },
  { text: 'Your Venus in House VII seeks a true partner.', houses: [{ point: 'venus', house: 7 }] },
  {
    text: 'Uranus in the 11th house and Pluto in Scorpio shape your friendships.',
    signs: [{ point: 'pluto', sign: 'scorpio' }],
    houses: [{ point: 'uranus', house: 11 }],
  },
  {
    text: 'Your Venus squares Saturn, so love can feel like a test.',
    aspects: [{ a: 'venus', b: 'saturn', type: 'square' }],
  },
  { text: 'The Sun is conjunct Mercury in your chart.', aspects: [{ a: 'sun', b: 'mercury', type: 'conjunction' }] },
  {
    text: 'Mars and Pluto are in opposition, which gives you stamina under pressure.',
    aspects: [{ a: 'mars', b: 'pluto', type: 'opposition' }],
  },
  {
    text: 'Your Sun in Aries squares Saturn in Capricorn.',
    signs: [
      { point: 'sun', sign: 'aries' },
      { point: 'saturn', sign: 'capricorn' },
    ],
    aspects: [{ a: 'sun', b: 'saturn', type: 'square' }],
  },
  {
    text: 'Venus conjunct Mars in Leo in the 5th house makes romance playful.',
    signs: [{ point: 'mars', sign: 'leo' }],
    aspects: [{ a: 'venus', b: 'mars', type: 'conjunction' }],
    houses: [{ point: 'mars', house: 5 }],
  },
  { text: 'Your Moon trines Jupiter, which softens hard days.', aspects: [{ a: 'moon', b: 'jupiter', type: 'trine' }] },
  // Sentences that name things without placing them.
  { text: 'Venus rules Libra and Taurus.' },
  { text: 'Venus and Libra share a love of balance.' },
  {
    text: 'Mars, unlike the Moon in Cancer, acts first and feels later.',
    signs: [{ point: 'moon', sign: 'cancer' }],
  },
  { text: 'Ruled by Venus, Libra seeks harmony.' },
  { text: 'Saturn is the ruler of Capricorn and Aquarius.' },
  { text: 'Venus is exalted in Pisces.' },
  { text: 'Neptune is currently in Pisces, so a whole generation shares it.' },
  { text: 'Venus is not in Scorpio, whatever the app said.' },
  { text: 'There are twelve houses, and all 12 houses matter.' },
  { text: 'The 12th house is about rest and retreat.', houseNumbers: [12] },
  { text: 'The 7th and 8th houses describe your closest bonds.', houseNumbers: [7, 8] },
  { text: 'Your 7th-house Venus longs for partnership.', houseNumbers: [7] },
  {
    text: 'I still live in the house I grew up in, and my Sun is in Cancer.',
    signs: [{ point: 'sun', sign: 'cancer' }],
  },
  { text: 'We bought a house 2 years ago.' },
  { text: 'We sold our first house last spring.' },
  { text: 'Venus in your first house makes you easy to like.', houses: [{ point: 'venus', house: 1 }] },
  {
    text: 'Your Ascendant is Virgo, your Sun is Leo and your Moon is in Aries.',
    signs: [
      { point: 'ascendant', sign: 'virgo' },
      { point: 'sun', sign: 'leo' },
      { point: 'moon', sign: 'aries' },
    ],
  },
  {
    text: 'Pluto in Scorpio in the 1st house gives intensity.',
    signs: [{ point: 'pluto', sign: 'scorpio' }],
    houses: [{ point: 'pluto', house: 1 }],
  },
  { text: 'Venus describes how you love, and the Moon what makes you feel safe.' },
];
