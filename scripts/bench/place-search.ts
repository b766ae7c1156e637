/**
 * placeSearchP50Ms / placeSearchP99Ms: the Worker's own timing (its Server-Timing header) of
 * GET /api/places over a fixed list of 200 queries, against the fully seeded local database
 * (`npm start`'s, seeded first if needed), served by `wrangler dev`.
 */
import { startDevServer, freePort, migrateLocal, stopProcess, waitForHealth } from '../lib/server';
import { runSeeders } from '../seed';

/** What people type: whole names, "City, Region, Country" forms, abbreviations, old and foreign names, bare names. */
const WHOLE = [
  'Berlin, Germany', 'Moscow, Russia', 'Indianapolis, Indiana', 'Springfield, IL', 'Springfield, Missouri', 'Georgia',
  'Samoa', 'Paris', 'zurich', 'Perth, WA', 'Perth, Scotland', 'Bombay', 'Saigon', 'Peking', 'Calcutta', 'Leningrad',
  'Muenchen', 'München, Deutschland', 'Roma, Italia', 'Wien, Österreich', 'Москва', '北京', 'मुंबई', 'Beograd, Srbija',
  'Pariz, Francuska', 'Londres, Royaume-Uni', 'Nueva York, Estados Unidos', 'Austin TX', 'Sydney NSW', 'Portland, Maine',
  'Portland, OR', 'Birmingham, UK', 'Birmingham, AL', 'London, Ontario', 'Paris, Texas', 'San Jose, Costa Rica',
  'San Jose, CA', 'Kathmandu', 'Singapore', 'Tokyo', 'Cambridge, MA', 'Victoria, BC', 'St Louis', 'Fort Worth',
  'Ft. Worth, Texas', 'Springfield, Mass', 'Frankfurt', 'Petersburg', 'Mumbai, Maharashtra', 'Bangalore, India',
  'Kiev, Ukraine', 'Leningrad, USSR', 'Munich, West Germany', 'Texas', 'Bavaria', 'New York', 'Washington DC', 'Mexico',
  'Valencia, Spain', 'Hyderabad, Pakistan', 'Tbilisi Georgia', 'Springfield Illinois USA', 'Los Angeles', 'Chicago',
  'Houston, TX', 'Phoenix, Arizona', 'Philadelphia', 'San Antonio', 'San Diego', 'Dallas', 'Toronto', 'Montreal',
  'Montréal, Québec', 'Vancouver, BC', 'Melbourne, Victoria', 'Brisbane, QLD', 'Adelaide', 'Auckland', 'Wellington, New Zealand',
  'Dublin, Ireland', 'Edinburgh', 'Manchester, England', 'Liverpool', 'Glasgow, Scotland', 'Cardiff, Wales', 'Belfast',
  'Amsterdam', 'Rotterdam, Holland', 'Brussels', 'Antwerpen', 'Lisboa', 'Porto, Portugal', 'Madrid', 'Barcelona, España',
  'Sevilla', 'Milano', 'Napoli, Italia', 'Firenze', 'Venezia', 'Torino', 'Athens, Greece', 'Istanbul', 'Constantinople',
  'Ankara', 'Cairo, Egypt', 'Lagos, Nigeria', 'Nairobi', 'Johannesburg, South Africa', 'Cape Town', 'Casablanca',
  'Tehran, Iran', 'Baghdad', 'Dubai, UAE', 'Riyadh', 'Karachi', 'Lahore, Pakistan', 'Delhi', 'New Delhi, India',
  'Chennai', 'Madras', 'Kolkata', 'Dhaka, Bangladesh', 'Bangkok', 'Hanoi', 'Ho Chi Minh City', 'Manila, Philippines',
  'Jakarta', 'Kuala Lumpur', 'Seoul, South Korea', 'Busan', 'Osaka, Japan', 'Kyoto', 'Shanghai', 'Hong Kong', 'Taipei',
  'Sao Paulo, Brazil', 'Rio de Janeiro', 'Buenos Aires, Argentina', 'Córdoba, Argentina', 'Santiago, Chile', 'Lima, Peru',
  'Bogotá', 'Caracas', 'Mexico City', 'Guadalajara, Jalisco', 'Havana, Cuba', 'Reykjavik', 'Oslo, Norway', 'Stockholm',
  'København', 'Helsinki', 'Warszawa', 'Kraków, Poland', 'Praha', 'Budapest', 'Bucharest, Romania', 'Sofia, Bulgaria',
  'Zagreb', 'Ljubljana', 'Novi Sad, Serbia', 'Kyiv', 'Minsk, Belarus', 'Vilnius', 'Riga', 'Tallinn', 'qqqqxxzz',
];
/** Autocomplete: the first keystrokes of a name. */
const TYPED = ['Lon', 'Par', 'Ber', 'Mos', 'Spr', 'San', 'Sai', 'Kat', 'Mum', 'Syd', 'To', 'Ne', 's', 'm', 'b', 'Ch', 'Wa', 'Mu', 'De', 'Li', 'Ro', 'Ca', 'Lo', 'Pe', 'Ha', 'Ma', 'Be', 'Sa', 'Bo', 'Ko', 'Ra', 'Du', 'Ok', 'a'];

export const PLACE_QUERIES = [...WHOLE, ...TYPED];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

export async function benchPlaceSearch(): Promise<{ placeSearchP50Ms: number; placeSearchP99Ms: number }> {
  if (PLACE_QUERIES.length !== 200) throw new Error(`the place search bench needs 200 queries, has ${PLACE_QUERIES.length}`);
  await migrateLocal(undefined, true);
  await runSeeders({ quiet: true });
  const port = await freePort();
  const server = await startDevServer({ port, quiet: true });
  const origin = `http://localhost:${port}`;
  try {
    await waitForHealth(origin);
    const search = async (q: string) => {
      const res = await fetch(`${origin}/api/places?q=${encodeURIComponent(q)}`);
      await res.arrayBuffer();
      const timing = /dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
      if (!res.ok || !timing) throw new Error(`place search "${q}": ${res.status}, no timing`);
      return Number(timing[1]);
    };
    for (const q of PLACE_QUERIES.slice(0, 20)) await search(q); // warm-up: the Worker's first requests
    const times: number[] = [];
    for (const q of PLACE_QUERIES) times.push(await search(q));
    times.sort((a, b) => a - b);
    return { placeSearchP50Ms: percentile(times, 50), placeSearchP99Ms: percentile(times, 99) };
  } finally {
    await stopProcess(server);
  }
}
