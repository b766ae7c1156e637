import { describe, expect, it } from 'vitest';
import { cosmicSignature } from './signature';

describe('cosmic signature', () => {
  it('weights the Big Three double and counts the planets once', () => {
    // Sun, Moon, Ascendant in water (6), four planets in fire (4), three in air.
    const signature = cosmicSignature({
      sun: 'cancer',
      moon: 'scorpio',
      ascendant: 'pisces',
      mercury: 'aries',
      venus: 'leo',
      mars: 'sagittarius',
      jupiter: 'aries',
      saturn: 'gemini',
      uranus: 'libra',
      neptune: 'aquarius',
      pluto: 'cancer',
    });
    expect(signature.dominantElement).toBe('water');
    expect(signature.dominantModality).toBe('cardinal');
  });

  it("breaks a tie with the Sun's own element", () => {
    expect(cosmicSignature({ sun: 'taurus', moon: 'leo' }).dominantElement).toBe('earth');
    expect(cosmicSignature({ sun: 'leo', moon: 'taurus' }).dominantElement).toBe('fire');
  });
});
