import { describe, expect, it } from 'vitest';
import { placeKey } from './normalize';

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
