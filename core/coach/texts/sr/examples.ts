/**
 * Sentences about a chart as the Serbian writer, a model or a person writes them, with the claims
 * the verifier must read in each (core/coach/lexicon.test.ts): both word orders, Cyrillic, and
 * sentences that name a point and a sign without placing it there.
 */
import type { VerifierExample } from '../../texts';

export const EXAMPLES: readonly VerifierExample[] = [
  // The offline writer's own sentences
  { text: 'Tvoja Venera je u Vagi, na 14°22′.', signs: [{ point: 'venus', sign: 'libra' }] },
  {
    text: 'Na 3°57′ Lava nalazi se tvoj retrogradni Merkur, u jedanaestoj kući.',
    signs: [{ point: 'mercury', sign: 'leo' }],
    houses: [{ point: 'mercury', house: 11 }],
  },
  {
    text: 'U trenutku tvog rođenja Mars je bio u Strelcu (12°18′) i kretao se retrogradno.',
    signs: [{ point: 'mars', sign: 'sagittarius' }],
  },
  {
    text: 'Tvoj Ascendent je u Vodoliji, na 10°10′, pa ti je podznak Vodolija.',
    signs: [
      { point: 'ascendant', sign: 'aquarius' },
      { point: 'ascendant', sign: 'aquarius' },
    ],
  },
  {
    text: 'Venera ti je u Raku, na 0°00′ tog znaka, a uz to je i retrogradna.',
    signs: [{ point: 'venus', sign: 'cancer' }],
  },
  {
    text: 'Podznak ti je Vaga, pa je Venera vladarka tvoje karte.',
    signs: [{ point: 'ascendant', sign: 'libra' }],
  },
  {
    text: 'Tvoja Venera je u kvadratu sa Saturnom, sa orbisom od 1°12′.',
    aspects: [{ a: 'venus', b: 'saturn', type: 'square' }],
  },
  {
    text: 'Sunce i Mars grade trigon (orbis 2°03′), koji pušta da njihove energije teku lako.',
    aspects: [{ a: 'sun', b: 'mars', type: 'trine' }],
  },
  { text: 'Tvoja šesta kuća je prazna, a vrh joj je u Raku.', houseNumbers: [6] },
  {
    text: 'Sunce, Merkur i Mars stoje u tvojoj šestoj kući, čiji je vrh u Raku.',
    houses: [{ point: 'mars', house: 6 }],
  },
  { text: 'Dve planete okupljaju se u tvojoj devetoj kući.', houseNumbers: [9] },
  // As a model (or a person) writes them
  { text: "Venera na 14° 22' Vage daje ti ukus za lepo i skladno.", signs: [{ point: 'venus', sign: 'libra' }] },
  { text: 'Venera, na 14° u Vagi, traži sklad u odnosima.', signs: [{ point: 'venus', sign: 'libra' }] },
  {
    text: 'Mars, retrogradan u Ovnu, uči te da energiju najpre usmeriš ka unutra.',
    signs: [{ point: 'mars', sign: 'aries' }],
  },
  { text: 'Sunce ti je u znaku Lava.', signs: [{ point: 'sun', sign: 'leo' }] },
  {
    text: 'Vaga ti je podznak, a Sunce ti je u Ovnu.',
    signs: [
      { point: 'ascendant', sign: 'libra' },
      { point: 'sun', sign: 'aries' },
    ],
  },
  {
    text: 'U Vagi ti je Venera, a Mars ti je u Škorpiji.',
    signs: [
      { point: 'venus', sign: 'libra' },
      { point: 'mars', sign: 'scorpio' },
    ],
  },
  {
    text: 'U Ribama imaš Jupiter, a Neptun ti je u Jarcu.',
    signs: [
      { point: 'jupiter', sign: 'pisces' },
      { point: 'neptune', sign: 'capricorn' },
    ],
  },
  {
    text: 'Lav je tvoj Sunčev znak, a Mesečev znak ti je Rak.',
    signs: [
      { point: 'sun', sign: 'leo' },
      { point: 'moon', sign: 'cancer' },
    ],
  },
  { text: 'Ja sam Ovan sa podznakom Vaga, šta to znači?', signs: [{ point: 'ascendant', sign: 'libra' }] },
  { text: 'Ribe su ti podznak.', signs: [{ point: 'ascendant', sign: 'pisces' }] },
  {
    text: 'Skorpija ti je podznak, a Mesec u Strelcu.',
    signs: [
      { point: 'ascendant', sign: 'scorpio' },
      { point: 'moon', sign: 'sagittarius' },
    ],
  },
  { text: 'Sredina neba (MC) ti je u Jarcu.', signs: [{ point: 'midheaven', sign: 'capricorn' }] },
  { text: 'Tvoj Saturn, koji je u Jarcu, daje ti strpljenje.', signs: [{ point: 'saturn', sign: 'capricorn' }] },
  { text: 'Pluton se u tvojoj karti nalazi u Škorpiji.', signs: [{ point: 'pluto', sign: 'scorpio' }] },
  {
    text: 'Merkur ℞ u Blizancima daje ti brz, ali temeljan um.',
    signs: [{ point: 'mercury', sign: 'gemini' }],
  },
  {
    text: 'Tvoj Merkur stoji na 28°52′ Vage, blizu granice sa Škorpijom.',
    signs: [{ point: 'mercury', sign: 'libra' }],
  },
  {
    text: 'Sunce u Blizancima i Mesec u Ribama daju ti radoznalost i osetljivost.',
    signs: [
      { point: 'sun', sign: 'gemini' },
      { point: 'moon', sign: 'pisces' },
    ],
  },
  {
    text: 'Ascendent u Škorpiji i Sunce u Lavu čine snažnu kombinaciju.',
    signs: [
      { point: 'ascendant', sign: 'scorpio' },
      { point: 'sun', sign: 'leo' },
    ],
  },
  { text: 'Jupiter se nalazi u tvojoj devetoj kući.', houses: [{ point: 'jupiter', house: 9 }] },
  {
    text: 'Mars je u 10. kući, a Jupiter u kući 9.',
    houses: [
      { point: 'mars', house: 10 },
      { point: 'jupiter', house: 9 },
    ],
  },
  {
    text: 'Sunce u 7. kući i Mesec u 4. kući govore koliko su ti važni drugi ljudi i dom.',
    houses: [
      { point: 'sun', house: 7 },
      { point: 'moon', house: 4 },
    ],
  },
  { text: 'Venera u sedmoj kući voli partnerstvo.', houses: [{ point: 'venus', house: 7 }] },
  {
    text: 'Saturn kvadrira tvoju Veneru, pa ljubav traži strpljenje.',
    aspects: [{ a: 'saturn', b: 'venus', type: 'square' }],
  },
  {
    text: 'Mesec je u opoziciji sa Plutonom, a Venera u sekstilu sa Jupiterom.',
    aspects: [
      { a: 'moon', b: 'pluto', type: 'opposition' },
      { a: 'venus', b: 'jupiter', type: 'sextile' },
    ],
  },
  { text: 'Mars je u konjunkciji sa Ascendentom.', aspects: [{ a: 'mars', b: 'ascendant', type: 'conjunction' }] },
  {
    text: 'Tvoj Mesec u Škorpiji u osmoj kući govori o dubokim osećanjima.',
    signs: [{ point: 'moon', sign: 'scorpio' }],
    houses: [{ point: 'moon', house: 8 }],
  },
  {
    text: 'Tvoja Venera je u Vagi, na 14°22′, u sedmoj kući.',
    signs: [{ point: 'venus', sign: 'libra' }],
    houses: [{ point: 'venus', house: 7 }],
  },
  // In Cyrillic, as a model answers a question written in Cyrillic
  { text: 'Твоја Венера је у Ваги, на 14°22′.', signs: [{ point: 'venus', sign: 'libra' }] },
  {
    text: 'Подзнак ти је Вага, а Сунце у Овну.',
    signs: [
      { point: 'ascendant', sign: 'libra' },
      { point: 'sun', sign: 'aries' },
    ],
  },
  { text: 'Сунце је у конјункцији са Меркуром.', aspects: [{ a: 'sun', b: 'mercury', type: 'conjunction' }] },
  { text: 'Марс се налази у десетој кући.', houses: [{ point: 'mars', house: 10 }] },
  { text: 'Марс, владар твог Асцендента, стоји у Лаву.' },
  // No placement claim in these
  { text: 'Mars, vladar tvog Ascendenta, stoji u Lavu.' },
  { text: 'Venera vlada Vagom i Bikom.' },
  { text: 'Venera i Vaga dele ljubav prema lepoti i ravnoteži.' },
  { text: 'Venera je vladarka Bika i Vage.' },
  {
    text: 'Mars, za razliku od Meseca u Raku, deluje brzo i direktno.',
    signs: [{ point: 'moon', sign: 'cancer' }],
  },
  { text: 'Saturn sada ulazi u Ribe i tamo ostaje oko dve i po godine.' },
  { text: 'Kada Saturn prođe kroz Vodoliju, mnogo toga može da se sredi.' },
  { text: 'Kvadrat je izazovan aspekt, a trigon harmoničan.' },
  { text: 'Tvoja karta ima dvanaest kuća, a svaka opisuje jednu oblast života.' },
  // The planned answer's reasons name no sign and no house number
  { text: 'Tvoja Venera stoji u kući koja govori o ljubavi, pa ovo ima veze baš sa tom stranom tvog života.' },
  {
    text: 'U tvojoj karti Saturn je vladar kuće koja govori o poslu, pa se sve što ga pokrene oseti i u toj oblasti tvog života.',
  },
  { text: 'Tačno na tom mestu u tvojoj karti stoji tvoje natalno Sunce.' },
  // The placement template that names the moment of birth, the house after the sign
  {
    text: 'U trenutku tvog rođenja Venera je bila u Ribama (9°34′), u tvojoj sedmoj kući, i kretala se retrogradno.',
    signs: [{ point: 'venus', sign: 'pisces' }],
    houses: [{ point: 'venus', house: 7 }],
  },
];
