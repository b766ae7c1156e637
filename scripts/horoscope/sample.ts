/**
 * `npx tsx scripts/horoscope/sample.ts <locale> [YYYY-MM-DD] [sign…]`: a day's free readings as a
 * reader sees them, the day's sky once and then each sign's sections (aries, libra and leo by
 * default): for writers to read their sentences aloud.
 */
import { HOROSCOPE_TEXTS } from '../../core/horoscope/all';
import { dailyHoroscope } from '../../core/horoscope/index';
import { isLocale } from '../../core/i18n/locales';
import { SIGN_IDS, type SignId } from '../../core/zodiac';
import { loadAllTexts } from '../../core/i18n/texts';

// Every language's texts, read directly below (core/i18n/texts.ts).
await loadAllTexts();

const [locale = 'en', date = '2028-03-10', ...asked] = process.argv.slice(2);
if (!isLocale(locale)) throw new Error(`unknown locale ${locale}`);
const signs = (asked.length > 0 ? asked : ['aries', 'libra', 'leo']).filter((s): s is SignId =>
  (SIGN_IDS as readonly string[]).includes(s),
);
const texts = HOROSCOPE_TEXTS[locale];
console.log(`${date}, today's sky:\n  ${dailyHoroscope('aries', date, undefined, texts).sky}\n`);
for (const sign of signs) {
  const r = dailyHoroscope(sign, date, undefined, texts);
  console.log(`${sign}:`);
  for (const section of ['overall', 'love', 'career', 'wellness'] as const) console.log(`  ${section}: ${r[section]}`);
  console.log('');
}
