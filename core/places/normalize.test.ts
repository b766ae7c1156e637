import { describe, expect, it } from 'vitest';
import { placeKey, withoutDesignator } from './normalize';

describe('placeKey', () => {
  it('folds accents, case and punctuation', () => {
    expect(placeKey('São Paulo')).toBe('sao paulo');
    expect(placeKey('ZÜRICH')).toBe('zurich');
    expect(placeKey('Saint-Étienne')).toBe('saint etienne');
    expect(placeKey("  N'Djamena ")).toBe('n djamena');
  });

  it('spells out letters that do not decompose', () => {
    expect(placeKey('Łódź')).toBe('lodz');
    expect(placeKey('Straße')).toBe('strasse');
    expect(placeKey('Tórshavn')).toBe('torshavn');
    expect(placeKey('Ålesund')).toBe('alesund');
    expect(placeKey('Đakovo')).toBe('dakovo');
  });

  it('keeps letters of other scripts', () => {
    expect(placeKey('Београд')).toBe('београд');
    expect(placeKey('北京')).toBe('北京');
  });
});

describe('withoutDesignator', () => {
  it('drops the word that says what kind of area a name is', () => {
    expect(withoutDesignator('hokkaido prefecture')).toBe('hokkaido');
    expect(withoutDesignator('sverdlovsk oblast')).toBe('sverdlovsk');
    expect(withoutDesignator('primorsky krai')).toBe('primorsky');
    expect(withoutDesignator('khanty mansi autonomous okrug')).toBe('khanty mansi');
    expect(withoutDesignator('county cork')).toBe('cork');
    expect(withoutDesignator('story county')).toBe('story');
  });

  it('keeps names without one, and refuses what names no area by itself', () => {
    expect(withoutDesignator('bavaria')).toBe('');
    expect(withoutDesignator('capital region')).toBe('');
    expect(withoutDesignator('la region')).toBe('');
  });
});
