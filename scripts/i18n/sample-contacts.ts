/**
 * `npx tsx scripts/i18n/sample-contacts.ts <locale> [YYYY-MM-DD]`: what a reader of three charts
 * reads that day from the texts that interpret (decision 034): each chart's transit cards (what a
 * contact does, where, when, what to do), its progressed Sun and Moon, and its tightest natal
 * aspects read by pair. For writers and editors to read a language's texts as readers meet them.
 */
import { castChart } from '../../core/astro/chart';
import { PLANET_IDS } from '../../core/astro/positions';
import { isLocale } from '../../core/i18n/locales';
import { pairText } from '../../core/interpretations/index';
import { type NatalData, premiumHoroscope } from '../../core/sky/premium';
import { SKY_TEXTS } from '../../core/sky/texts/index';
import { jdFromMs } from '../../core/sky/time';
import { signOfLongitude } from '../../core/zodiac';
import { loadAllTexts } from '../../core/i18n/texts';

// Every language's texts, read directly below (core/i18n/texts.ts).
await loadAllTexts();

const [locale = 'en', date = '2026-12-07'] = process.argv.slice(2);
if (!isLocale(locale)) throw new Error(`unknown locale ${locale}`);

const CHARTS = [
  { utc: '1992-02-14T08:30:00Z', latitude: 44.8176, longitude: 20.4569, timeZone: 'Europe/Belgrade' },
  { utc: '1985-07-23T17:05:00Z', latitude: 48.8566, longitude: 2.3522, timeZone: 'Europe/Paris' },
  { utc: '2001-10-02T03:40:00Z', latitude: 28.6139, longitude: 77.209, timeZone: 'Asia/Kolkata' },
];

for (const c of CHARTS) {
  const chart = castChart({ utc: new Date(c.utc), latitude: c.latitude, longitude: c.longitude });
  const points: NatalData['points'] = { ascendant: chart.ascendant, midheaven: chart.midheaven };
  for (const id of PLANET_IDS) points[id] = chart.planets[id].longitude;
  const natal: NatalData = {
    birthJdUT: jdFromMs(Date.parse(c.utc)),
    latitude: c.latitude,
    longitude: c.longitude,
    points,
    ...(chart.houses ? { cusps: chart.houses.cusps.slice(0, 12) } : {}),
  };
  const sign = signOfLongitude(chart.planets.sun.longitude).id;
  const day = premiumHoroscope({ sign, date, timeZone: c.timeZone, natal, texts: SKY_TEXTS[locale] });
  console.log(`\n===== born ${c.utc}, read on ${date} (${c.timeZone})`);
  console.log('\n-- transit cards');
  for (const t of day.transits.slice(0, 5)) console.log(`\n${t.interpretation}`);
  console.log('\n-- progressions');
  for (const p of day.progressions) {
    console.log(`\n[${p.planet}] ${p.interpretation}`);
    for (const contact of p.contacts) console.log(`  + ${contact.interpretation}`);
  }
  console.log('\n-- natal aspects');
  for (const a of chart.aspects.slice(0, 6)) {
    console.log(`\n${a.planet1} ${a.type} ${a.planet2}: ${pairText(a.planet1, a.planet2, a.type, locale)}`);
  }
}
