import { describe, expect, it } from 'vitest';
import { NumerologyInputError, numerologyProfile, reduceNumber } from './index';

describe('Pythagorean numerology', () => {
  it('reduces to one digit and keeps the master numbers', () => {
    expect(reduceNumber(38)).toBe(11);
    expect(reduceNumber(1990)).toBe(1);
    expect(reduceNumber(22)).toBe(22);
    expect(reduceNumber(33)).toBe(33);
    expect(reduceNumber(44)).toBe(8);
  });

  it('computes the five numbers of a name and a birth date', () => {
    // 15 July 1990: 7 + (1+5) + (1+9+9+0 = 19 → 1) = 14 → 5. JOHN = 20 → 2, SMITH = 24 → 6.
    expect(numerologyProfile('John Smith', '1990-07-15')).toEqual({
      lifePathNumber: 5,
      expressionNumber: 8,
      soulUrgeNumber: 6,
      personalityNumber: 11,
      birthDayNumber: 6,
    });
  });

  it('keeps a master Life Path (29 November 1979: 11 + 11 + 8 = 30 → 3; 29 → 11 as a birth day)', () => {
    const profile = numerologyProfile('Ada', '1979-11-29');
    expect(profile.lifePathNumber).toBe(3);
    expect(profile.birthDayNumber).toBe(11);
  });

  it('reads accents, Serbian Latin and Cyrillic alike', () => {
    const latin = numerologyProfile('Đorđe Petrović', '1985-03-02');
    expect(numerologyProfile('Ђорђе Петровић', '1985-03-02')).toEqual(latin);
    expect(numerologyProfile('Djordje Petrovic', '1985-03-02')).toEqual(latin);
    expect(numerologyProfile('Zoë O’Brien-Lévy', '1985-03-02')).toEqual(
      numerologyProfile('Zoe OBrien Levy', '1985-03-02'),
    );
  });

  it('refuses names outside the Latin alphabet and impossible dates', () => {
    expect(() => numerologyProfile('李白', '1985-03-02')).toThrow(NumerologyInputError);
    expect(() => numerologyProfile('Ada', '1985-02-30')).toThrow(NumerologyInputError);
    expect(() => numerologyProfile('  ', '1985-02-03')).toThrow(NumerologyInputError);
  });
});
