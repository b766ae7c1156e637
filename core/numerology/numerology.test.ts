import { describe, expect, it } from 'vitest';
import { NumerologyInputError, numerologyProfile, numerologyReading, reduceNumber } from './index';
import { latinName } from './latin';

const TODAY = '2026-12-06';

/** The reason a reading is refused, or null when it is accepted. */
function refusal(name: string, date: string): string | null {
  try {
    numerologyReading(name, date, TODAY);
    return null;
  } catch (err) {
    if (err instanceof NumerologyInputError) return err.reason;
    throw err;
  }
}

describe('Pythagorean numerology', () => {
  it('reduces to one digit and keeps the master numbers', () => {
    expect(reduceNumber(38)).toBe(11);
    expect(reduceNumber(1990)).toBe(1);
    expect(reduceNumber(22)).toBe(22);
    expect(reduceNumber(33)).toBe(33);
    expect(reduceNumber(44)).toBe(8);
  });

  // Each row worked out by hand: letters A-I 1-9, J-R 1-9, S-Z 1-8; each name part reduced, then the sum.
  it.each([
    // 15 July 1990: 7 + 6 + (19 → 1) = 14 → 5. JOHN 1+6+8+5 = 20 → 2, SMITH 1+4+9+2+8 = 24 → 6: 8.
    // Vowels O / I: 6 + 9 = 15 → 6. Consonants JHN 14 → 5, SMTH 15 → 6: 11 (a master number).
    ['John Smith', '1990-07-15', [5, 8, 6, 11, 6]],
    // 29 November 1979: 11 + 11 + (26 → 8) = 30 → 3; the day 29 → 11. ADA 1+4+1 = 6; vowels 2; D 4.
    ['Ada', '1979-11-29', [3, 6, 2, 4, 11]],
    // 22 April 2000: 4 + 22 + 2 = 28 → 10 → 1; the day stays 22. MARIA 4+1+9+9+1 = 24 → 6;
    // vowels A I A 11 (kept); consonants M R 13 → 4.
    ['Maria', '2000-04-22', [1, 6, 11, 4, 22]],
    // 1 January 1900: 1 + 1 + 10 → 1 = 3. ZOË → ZOE 8+6+5 = 19 → 1; vowels O E 11; Z 8.
    ['Zoë', '1900-01-01', [3, 1, 11, 8, 1]],
    // Rahul Sharma from Devanagari (राहुल शर्मा): RAHUL 9+1+8+3+3 = 24 → 6, SHARMA 1+8+1+9+4+1 = 24 → 6: 12 → 3.
    // Vowels A U 4, A A 2: 6. Consonants RHL 20 → 2, SHRM 22 (kept): 24 → 6. 3 March 1985: 3 + 3 + (23 → 5) = 11.
    ['राहुल शर्मा', '1985-03-03', [11, 3, 6, 6, 3]],
    // Ivan from Cyrillic (Иван): IVAN 9+4+1+5 = 19 → 1; vowels I A 10 → 1; consonants V N 9. 10 October 2010: 1 + 1 + 3 = 5.
    ['Иван', '2010-10-10', [5, 1, 1, 9, 1]],
  ])('%s, born %s: life path, expression, soul urge, personality, birth day = %j', (name, date, numbers) => {
    const p = numerologyProfile(name, date);
    expect([p.lifePathNumber, p.expressionNumber, p.soulUrgeNumber, p.personalityNumber, p.birthDayNumber]).toEqual(
      numbers,
    );
  });

  it('reads accents, Serbian Latin and Cyrillic alike', () => {
    const latin = numerologyProfile('Đorđe Petrović', '1985-03-02');
    expect(numerologyProfile('Ђорђе Петровић', '1985-03-02')).toEqual(latin);
    expect(numerologyProfile('Djordje Petrovic', '1985-03-02')).toEqual(latin);
    expect(numerologyProfile('Zoë O’Brien-Lévy', '1985-03-02')).toEqual(
      numerologyProfile('Zoe OBrien Levy', '1985-03-02'),
    );
  });

  it('writes Devanagari names as they are spelled in Latin letters in India', () => {
    expect(latinName('राहुल शर्मा')).toEqual(['rahul', 'sharma']);
    expect(latinName('कृष्ण')).toEqual(['krishna']);
    expect(latinName('प्रिया गुप्ता')).toEqual(['priya', 'gupta']);
    expect(latinName('लक्ष्मी')).toEqual(['lakshmi']);
    expect(latinName('आदित्य सिंह')).toEqual(['aditya', 'singh']);
    expect(latinName('ज्ञान')).toEqual(['gyan']);
    expect(latinName('ज़ोया')).toEqual(['zoya']);
    expect(latinName('Иван Юрьевич')).toEqual(['ivan', 'yurevic']);
    expect(latinName('李白')).toBeNull();
  });

  it('takes the spec’s limits: 100 characters, 1900-01-01 to today', () => {
    expect(refusal('A'.repeat(100), '1990-01-01')).toBeNull();
    expect(refusal('A'.repeat(101), '1990-01-01')).toBe('name');
    expect(refusal('Ann Marie O’Neil-Smith', '1900-01-01')).toBeNull();
    expect(refusal('Ann', '1899-12-31')).toBe('date');
    expect(refusal('Ann', TODAY)).toBeNull();
    expect(refusal('Ann', '2026-12-07')).toBe('date');
    expect(refusal('Ann', '1985-02-30')).toBe('date');
    expect(refusal('R2-D2', '1990-01-01')).toBe('name');
    expect(refusal('   ', '1990-01-01')).toBe('name');
    expect(refusal('李白', '1990-01-01')).toBe('script');
  });
});
