/** The zodiac table of the spec (docs/product.md#data), used by every feature. */
export const SIGN_IDS = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
] as const;
export type SignId = (typeof SIGN_IDS)[number];

export type Element = 'fire' | 'earth' | 'air' | 'water';
export type Modality = 'cardinal' | 'fixed' | 'mutable';

export interface ZodiacSign {
  id: SignId;
  name: string;
  symbol: string;
  dateRange: string;
  element: Element;
  /** The spec calls it quality and modality alike. */
  modality: Modality;
  rulingPlanet: string;
}

const sign = (
  id: SignId,
  name: string,
  symbol: string,
  dateRange: string,
  element: Element,
  modality: Modality,
  rulingPlanet: string,
): ZodiacSign => ({ id, name, symbol, dateRange, element, modality, rulingPlanet });

export const ZODIAC: readonly ZodiacSign[] = [
  sign('aries', 'Aries', '♈', 'Mar 21-Apr 19', 'fire', 'cardinal', 'Mars'),
  sign('taurus', 'Taurus', '♉', 'Apr 20-May 20', 'earth', 'fixed', 'Venus'),
  sign('gemini', 'Gemini', '♊', 'May 21-Jun 20', 'air', 'mutable', 'Mercury'),
  sign('cancer', 'Cancer', '♋', 'Jun 21-Jul 22', 'water', 'cardinal', 'Moon'),
  sign('leo', 'Leo', '♌', 'Jul 23-Aug 22', 'fire', 'fixed', 'Sun'),
  sign('virgo', 'Virgo', '♍', 'Aug 23-Sep 22', 'earth', 'mutable', 'Mercury'),
  sign('libra', 'Libra', '♎', 'Sep 23-Oct 22', 'air', 'cardinal', 'Venus'),
  sign('scorpio', 'Scorpio', '♏', 'Oct 23-Nov 21', 'water', 'fixed', 'Pluto'),
  sign('sagittarius', 'Sagittarius', '♐', 'Nov 22-Dec 21', 'fire', 'mutable', 'Jupiter'),
  sign('capricorn', 'Capricorn', '♑', 'Dec 22-Jan 19', 'earth', 'cardinal', 'Saturn'),
  sign('aquarius', 'Aquarius', '♒', 'Jan 20-Feb 18', 'air', 'fixed', 'Uranus'),
  sign('pisces', 'Pisces', '♓', 'Feb 19-Mar 20', 'water', 'mutable', 'Neptune'),
];

const BY_ID = new Map(ZODIAC.map((s) => [s.id, s]));

export function isSignId(value: string): value is SignId {
  return BY_ID.has(value as SignId);
}

export function getSign(id: SignId): ZodiacSign {
  const found = BY_ID.get(id);
  if (!found) throw new RangeError(`Unknown sign: ${id}`);
  return found;
}

/** The sign holding an ecliptic longitude (each sign spans 30 degrees from 0° Aries). */
export function signOfLongitude(longitude: number): ZodiacSign {
  const normalized = ((longitude % 360) + 360) % 360;
  return ZODIAC[Math.floor(normalized / 30) % 12] as ZodiacSign;
}
