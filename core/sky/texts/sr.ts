/**
 * The Serbian sky texts (latinica, ekavski, the reader addressed as "ti"). Style: second person,
 * plain, specific, never certain, and never assuming the reader's gender (present tense, no
 * gendered participles or adjectives for "ti").
 *
 * Signs and planets are declined by the grammar (core/i18n/grammar/sr.ts,
 * docs/i18n/glossary-sr.md): position takes the locative (u Ribama), movement the accusative
 * (ulazi u Ovna), an aspect the instrumental (u kvadratu sa tvojom natalnom Venerom).
 */
import { GRAMMAR_SR as g, motion } from '../../i18n/grammar/sr';
import type { MoonPhaseName, PtolemaicAspect } from '../events';
import type { SkyTexts } from '../texts';
import { ASPECT_VERB, POINT_INS } from '../contacts/sr/frames';
import { CONTACTS_SR, FRAMES_SR } from '../contacts/sr/index';
import { ORACLE_SR } from '../contacts/sr/oracle';
import { PROGRESSED } from '../contacts/sr/progressed';

/** Phase titles: "Pun Mesec u Raku". */
const PHASE: Readonly<Record<MoonPhaseName, string>> = {
  new: 'Mlad Mesec',
  firstQuarter: 'Prva četvrt Meseca',
  full: 'Pun Mesec',
  lastQuarter: 'Poslednja četvrt Meseca',
};

/** The aspect as the predicate of "Poslednji aspekt Meseca ... je sekstil sa Venerom". */
const ASPECT_NOM: Readonly<Record<PtolemaicAspect, string>> = {
  conjunction: 'konjunkcija',
  sextile: 'sekstil',
  square: 'kvadrat',
  trine: 'trigon',
  opposition: 'opozicija',
};

/** Without a birth chart: the middle of the reader's sign, standing in for the Sun. */
const SOLAR_TARGET = 'središtem tvog znaka, koje ovde zamenjuje tvoje Sunce';

export const SKY_SR: SkyTexts = {
  grammar: g,
  calendarName: 'Nebeski kalendar Stella',
  calendarDescription:
    'Retrogradna i direktna stacioniranja planeta, ulasci u znakove, Mesečeve mene i prazan hod Meseca, kako ih izračunava Stella.',

  stationTitle: (body, direction, s) => `${g.planet(body)} postaje ${motion(body, direction)} u ${g.sign(s, 'loc')}`,
  ingressTitle: (body, s, direction) =>
    direction === 'direct'
      ? `${g.planet(body)} ulazi u ${g.sign(s, 'acc')}`
      : `${g.planet(body)} se vraća u ${g.sign(s, 'acc')}`,
  phaseTitle: (phase, s) => `${PHASE[phase]} u ${g.sign(s, 'loc')}`,
  voidTitle: (s) => `Prazan hod Meseca u ${g.sign(s, 'loc')}`,
  voidDetail: (last, s, next) =>
    last
      ? `Poslednji aspekt Meseca u ${g.sign(s, 'loc')} je ${ASPECT_NOM[last.aspect]} sa ${g.planet(last.planet, 'ins')}; posle njega Mesec ne gradi nijedan drugi sve do ulaska u ${g.sign(next, 'acc')}.`
      : `Mesec u ${g.sign(s, 'loc')} ne gradi nijedan glavni aspekt: u praznom hodu je sve do ulaska u ${g.sign(next, 'acc')}.`,

  stationMeaning: {
    mercury: {
      retrograde:
        'Tri nedelje za preispitivanje, ponovno čitanje i obnavljanje starih veza; planovi, poruke i putovanja traže dodatnu proveru.',
      direct: 'Planovi i poruke ponovo se pokreću; ono što je prerađeno sada može da ide dalje.',
    },
    venus: {
      retrograde: 'Šest nedelja za nov pogled na ljubav, novac i ono što ceniš; stara osećanja mogu da se vrate.',
      direct:
        'Naklonosti i troškovi se smiruju; odluke o ljubavi i novcu sada je lakše doneti jer srce jasnije zna šta želi.',
    },
    mars: {
      retrograde:
        'Desetak nedelja u kojima energija radi više iznutra nego spolja: preispitaj ciljeve, privedi kraju stare bitke i rasporedi snagu.',
      direct: 'Polet se vraća; projekti koji su zastali mogu ponovo da krenu napred.',
    },
    jupiter: {
      retrograde:
        'Četiri meseca da se okreneš sebi, svojim uverenjima i planovima za rast, pre nego što se dalje širiš.',
      direct: 'Rast se ponovo okreće ka spoljašnjem svetu; preispitani planovi sada mogu da se razmahnu.',
    },
    saturn: {
      retrograde: 'Četiri i po meseca za preispitivanje obaveza i učvršćivanje onoga što je izgrađeno.',
      direct: 'Odgovornosti ponovo idu napred; preispitane strukture sada mogu da ponesu teret.',
    },
    uranus: {
      retrograde: 'Pet meseci u kojima želja za promenom deluje iznutra i polako olabavljuje stare navike.',
      direct: 'Promene ponovo izlaze na videlo; prelomni trenuci dobijaju na zamahu.',
    },
    neptune: {
      retrograde: 'Pet meseci u kojima iluzije blede, a snovi se proveravaju u susretu sa stvarnošću.',
      direct: 'Nadahnuće ponovo teče ka spoljašnjem svetu; ideali mogu nežno da dobiju oblik u stvarnom životu.',
    },
    pluto: {
      retrograde: 'Pet meseci unutrašnjeg preobražaja: izlazi na videlo ono što treba da se završi.',
      direct: 'Duboke promene izlaze napolje; ono što se preobrazilo iznutra počinje da se vidi.',
    },
  },
  // Each stands after its own title ("Venera ulazi u Raka"), in the calendar and in the Oracle's weeks ahead.
  ingressMeaning: {
    sun: 'Menja se ritam godine, a sa njim i raspoloženje meseca koji dolazi.',
    moon: 'Naredna dva i po dana emotivna klima dobija drugačiji ton.',
    mercury: 'Način na koji ljudi razmišljaju, govore i odlučuju dobija nov ton.',
    venus: 'Ukusi u ljubavi, zadovoljstvima i novcu menjaju se za narednih nekoliko nedelja.',
    mars: 'U narednim nedeljama energija i ambicije dobijaju nov pravac.',
    jupiter: 'Rast i prilike sele se na novo tlo na otprilike godinu dana.',
    saturn: 'Lekcije o odgovornosti prelaze na novo tlo na dve do tri godine.',
    uranus: 'Počinje novo poglavlje promena i otkrića koje traje sedam godina.',
    neptune: 'Kolektivni san i njegove iluzije dobijaju nov oblik na više od deset godina.',
    pluto: 'Počinje preobražaj koji traje čitavu generaciju.',
  },
  phaseMeaning: {
    new: 'Vreme za postavljanje namera i tihe početke.',
    firstQuarter: 'Vreme da namere pretočiš u dela i suočiš se sa prvim preprekama.',
    full: 'Vreme vrhunca, jasnoće i otpuštanja.',
    lastQuarter: 'Vreme za raščišćavanje, opraštanje i oslobađanje prostora.',
  },
  voidAdvice: [
    'Rutinski poslovi idu dobro; pokretanje novih stvari, potpisivanje i velike kupovine ostavi za vreme posle ulaska Meseca u sledeći znak.',
    'Odmaraj se, sređuj i razmišljaj; odluke donete sada često se izjalove.',
    'Dobar trenutak da završiš ono što je započeto umesto da počinješ nešto novo.',
  ],

  hourSignificance: {
    sun: 'Sat Sunca: za vidljivost, vođstvo i susrete sa onima koji imaju autoritet.',
    moon: 'Sat Meseca: za dom, porodicu, javnost i sve što traži brigu.',
    mars: 'Sat Marsa: za trud, hrabrost, sport i poslove koje odlažeš.',
    mercury: 'Sat Merkura: za pisanje, učenje, pozive, trgovinu i kratka putovanja.',
    jupiter: 'Sat Jupitera: za molbe, rast, pravna pitanja, podučavanje i velikodušnost.',
    venus: 'Sat Venere: za ljubav, lepotu, umetnost, prijateljstvo i pomirenje.',
    saturn: 'Sat Saturna: za disciplinu, planiranje, imovinu i završavanje dugih poslova.',
  },
  retrogradeEffects: {
    mercury:
      'Retrogradni Merkur: nesporazumi i kašnjenja su verovatniji; proveri još jednom, pročitaj ponovo i napravi rezervne kopije.',
    venus:
      'Retrogradna Venera: stare ljubavi i stare vrednosti vraćaju se da ih još jednom sagledaš; sa velikim kupovinama radije sačekaj.',
    mars: 'Retrogradni Mars: energije je manje, a frustracije više; radije preispitaj planove nego da ulaziš u sukobe.',
    jupiter: 'Retrogradni Jupiter: rast se sada odvija iznutra; preispitaj svoja uverenja i ono što želiš da proširiš.',
    saturn: 'Retrogradni Saturn: vreme za preispitivanje obaveza i popravku temelja.',
    uranus: 'Retrogradni Uran: želja za slobodom tiho deluje iznutra.',
    neptune: 'Retrogradni Neptun: iluzije blede; lakše je videti šta je stvarno.',
    pluto: 'Retrogradni Pluton: unutrašnji rad na moći, kontroli i otpuštanju.',
  },
  directEffects: {
    mercury: 'Direktni Merkur: komunikacija i planovi teku uobičajeno.',
    venus: 'Direktna Venera: ljubav i novac idu svojim uobičajenim tokom.',
    mars: 'Direktni Mars: energija ide pravo u akciju.',
    jupiter: 'Direktni Jupiter: rast i prilike se razvijaju vidljivo, u spoljašnjem svetu.',
    saturn: 'Direktni Saturn: postojan trud gradi vidljive rezultate.',
    uranus: 'Direktni Uran: promene i novine odvijaju se otvoreno.',
    neptune: 'Direktni Neptun: nadahnuće i saosećanje teku ka spoljašnjem svetu.',
    pluto: 'Direktni Pluton: preobražaj se probija u spoljašnji svet.',
  },

  contacts: CONTACTS_SR,
  frames: FRAMES_SR,
  stop: '.',
  gap: ' ',
  transitTitle: (p, aspect, point, solar) =>
    `${g.planet(p)} ${ASPECT_VERB[aspect]} ${solar ? SOLAR_TARGET : POINT_INS[point]}`,

  reading: ORACLE_SR,
  progression: (point, s) => PROGRESSED[point][s],
};
