/** The tense checker refuses what the old templates wrote: a past date in the present tense. */
import { describe, expect, it } from 'vitest';
import { misdatedSentences } from './tense-check';

const TODAY = { today: '2026-12-06' };

describe('the tense checker', () => {
  it.each([
    ['en', 'It is exact on November 17.'],
    ['en', 'It will be exact on November 17.'],
    ['en', 'Mercury turns direct in Sagittarius on November 17.'],
    ['en', 'It was exact on January 7.'],
    ['fr', 'Ce transit est exact le 17 novembre.'],
    ['fr', 'Ce transit sera exact le 1er novembre.'],
    ['es', 'Este aspecto se vuelve exacto el 17 de noviembre.'],
    ['it', 'Il transito è esatto in data 17 novembre.'],
    ['sr', 'Najjači je kada postane tačan: 17. novembar.'],
    ['hi', 'यह गोचर 17 नवंबर को सटीक होता है।'],
    ['zh', '这个相位在11月17日达到精确。'],
    // Serbian's genitive dates are dates too, with or without their year.
    ['sr', 'Tranzit je tačan 3. novembra.'],
    ['sr', 'Tranzit je bio tačan 15. avgusta 2027.'],
    // A Hindi past marker is a whole word, not the end of साथी.
    ['hi', '17 नवंबर को साथी से बात हुई।'],
    ['it', 'Il 1° dicembre il transito è esatto.'],
  ] as const)('refuses %s "%s"', (locale, text) => {
    expect(misdatedSentences(text, locale, TODAY)).toHaveLength(1);
  });

  it.each([
    ['en', 'It was exact on November 17 and will be exact again on January 7.'],
    ['fr', 'Ce transit a été exact le 17 novembre et le sera de nouveau le 7 janvier.'],
    ['es', 'Este aspecto fue exacto el 17 de noviembre y volverá a serlo el 7 de enero.'],
    ['it', 'Il transito è stato esatto il 17 novembre e lo sarà di nuovo il 7 gennaio.'],
    ['sr', 'Tranzit je bio tačan 17. novembar, a ponovo će biti 7. januar.'],
    ['hi', 'यह गोचर 17 नवंबर को सटीक था और 7 जनवरी को फिर से सटीक होगा।'],
    ['zh', '这个相位已于11月17日精准成相，并将于1月7日再次精准成相。'],
    ['en', 'It was exact on July 1, 2026.'],
    ['sr', 'Tranzit je bio tačan 3. novembra, a ponovo će biti tačan 16. januara 2027.'],
    ['sr', 'Tranzit je bio tačan 1. jula 2026.'],
    ['it', 'Il transito è stato esatto il 1° dicembre.'],
  ] as const)('lets %s "%s" through', (locale, text) => {
    expect(misdatedSentences(text, locale, TODAY)).toEqual([]);
  });
});
