import { describe, expect, it } from 'vitest';
import { SIGN_IDS, ZODIAC, getSign, isSignId, signOfLongitude } from './zodiac';

describe('zodiac table', () => {
  it('holds the spec table in zodiac order', () => {
    expect(ZODIAC.map((s) => s.id)).toEqual([...SIGN_IDS]);
    expect(getSign('scorpio')).toMatchObject({
      dateRange: 'Oct 23-Nov 21',
      element: 'water',
      modality: 'fixed',
      rulingPlanet: 'Pluto',
    });
    expect(getSign('capricorn')).toMatchObject({
      name: 'Capricorn',
      symbol: '♑',
      dateRange: 'Dec 22-Jan 19',
      element: 'earth',
    });
    const elements = ZODIAC.map((s) => s.element);
    expect(elements.slice(0, 4)).toEqual(['fire', 'earth', 'air', 'water']);
    expect(new Set(ZODIAC.map((s) => s.modality)).size).toBe(3);
  });

  it('knows its ids', () => {
    expect(isSignId('leo')).toBe(true);
    expect(isSignId('Leo')).toBe(false);
    expect(() => getSign('ophiuchus' as never)).toThrow(RangeError);
  });

  it('maps longitudes to signs at the 30-degree boundaries', () => {
    expect(signOfLongitude(0).id).toBe('aries');
    expect(signOfLongitude(29.9999).id).toBe('aries');
    expect(signOfLongitude(30).id).toBe('taurus');
    expect(signOfLongitude(359.9999).id).toBe('pisces');
    expect(signOfLongitude(360).id).toBe('aries');
    expect(signOfLongitude(-0.5).id).toBe('pisces');
    expect(signOfLongitude(725).id).toBe('aries');
  });
});
