/**
 * The Serbian sky texts (latinica, ekavski, the reader addressed as "ti"). Style: second person,
 * plain, specific, never certain, and never assuming the reader's gender (present tense, no
 * gendered participles or adjectives for "ti").
 *
 * Signs and planets are declined from the tables of core/horoscope/sr.ts
 * (docs/i18n/glossary-sr.md): position takes the locative (u Ribama), movement the accusative
 * (ulazi u Ovna), an aspect the instrumental (u kvadratu sa tvojom natalnom Venerom). In a
 * transit, what the planet brings is the plural nominative subject of "dotiču", and what the
 * natal point stands for is its accusative object.
 */
import { PLANET, acc, dir, loc, pl } from '../../horoscope/sr';
import type { SignId } from '../../zodiac';
import type { MoonPhaseName, PtolemaicAspect } from '../events';
import type { ProgressedPoint } from '../progressions';
import type { SkyTexts } from '../texts';
import { ASPECT_VERB, POINT_INS } from '../contacts/sr/frames';
import { CONTACTS_SR, FRAMES_SR } from '../contacts/sr/index';
import { serbianOnDay as onDay } from '../../i18n/serbian-dates';

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

/**
 * What a transiting planet brings: the nominative subject of "dotiču". Every entry is plural or
 * coordinated, so the verb is always plural (keep it so when editing).
 */
/** The lead of a progression, the sign in the locative; completed by a "ka ..." phrase below. */
const PROGRESSED_LEAD: Readonly<Record<ProgressedPoint, (s: string) => string>> = {
  sun: (s) => `Tvoje progresivno Sunce u ${s} pokazuje kuda ti se život kreće ovih godina:`,
  moon: (s) => `Tvoj progresivni Mesec u ${s} pokazuje kuda te vode tvoje potrebe u ovom emotivnom poglavlju:`,
  mercury: (s) => `Tvoj progresivni Merkur u ${s} pokazuje u kom pravcu ti se menja razmišljanje:`,
  venus: (s) => `Tvoja progresivna Venera u ${s} pokazuje u kom pravcu sazreva način na koji voliš:`,
  mars: (s) => `Tvoj progresivni Mars u ${s} pokazuje kuda sada usmeravaš svoju energiju:`,
  ascendant: (s) => `Tvoj progresivni Ascendent u ${s} otkriva u kom pravcu se menja lice koje pokazuješ svetu:`,
  midheaven: (s) => `Tvoja progresivna Sredina neba u ${s} ukazuje na poziv kome se približavaš, onaj koji te vodi`,
};
/** How each sign does things, as "ka" + dative, to complete the leads above. */
const SIGN_STYLE: Readonly<Record<SignId, string>> = {
  aries: 'ka hrabrosti, novim počecima i tome da stvari radiš na svoj način.',
  taurus: 'ka miru, udobnosti i građenju nečega što traje.',
  gemini: 'ka radoznalosti, učenju i mnogim razgovorima.',
  cancer: 'ka domu, porodici i brizi o najbližima.',
  leo: 'ka toplini, stvaralaštvu i tome da te drugi vide u pravom svetlu.',
  virgo: 'ka korisnom radu, zdravlju i pažnji prema detaljima.',
  libra: 'ka partnerstvu, pravičnosti i lepoti.',
  scorpio: 'ka dubini, iskrenosti i otpuštanju onoga što je završeno.',
  sagittarius: 'ka slobodi, putovanjima i široj slici.',
  capricorn: 'ka odgovornosti, ambiciji i strpljivom trudu.',
  aquarius: 'ka prijateljstvu, idejama i budućnosti po sopstvenoj meri.',
  pisces: 'ka saosećanju, mašti i vremenu provedenom u tišini.',
};
/**
 * Times arrive as the horoscope writes them, an adverbial with its preposition ("u 14:32"):
 * `clock` is the bare time for "od ... do ...", `at` the adverbial (adding "u" to a bare time).
 */
const clock = (time: string) => time.replace(/^u /, '');
const at = (time: string) => (/^\d/.test(time) && !/^\d+\.\s/.test(time) ? `u ${time}` : time);

/** The CLDR plural form of a count: one (1, 21, 31...), few (2-4, 22-24...), other (0, 5-20, 25...). */
const plural = (n: number, forms: { one: string; few: string; other: string }) => {
  const ten = n % 10;
  const hundred = n % 100;
  if (ten === 1 && hundred !== 11) return forms.one;
  if (ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14)) return forms.few;
  return forms.other;
};
/** A count in words up to ten, agreeing with a masculine or feminine noun (dva tranzita, dve planete). */
const numeral = (n: number, gender: 'm' | 'f') => {
  if (n === 1) return gender === 'f' ? 'jedna' : 'jedan';
  if (n === 2) return gender === 'f' ? 'dve' : 'dva';
  return ['nula', '', '', 'tri', 'četiri', 'pet', 'šest', 'sedam', 'osam', 'devet', 'deset'][n] || String(n);
};
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The Moon's aspect in the power moment, followed by the planet in the instrumental. */
const MOON_MEETS: Readonly<Record<'conjunction' | 'sextile' | 'trine', string>> = {
  conjunction: 'se Mesec spaja sa',
  sextile: 'Mesec gradi sekstil sa',
  trine: 'Mesec gradi trigon sa',
};
/** The phase titles, which are noun phrases: in a sentence they take "je" and a lowercase first letter. */
const PHASE_TITLES = Object.values(PHASE);

export const SKY_SR: SkyTexts = {
  calendarName: 'Nebeski kalendar Stella',
  calendarDescription:
    'Retrogradna i direktna stacioniranja planeta, ulasci u znakove, Mesečeve mene i prazan hod Meseca, kako ih izračunava Stella.',

  stationTitle: (body, direction, s) => `${pl(body)} postaje ${dir(body, direction)} u ${loc(s)}`,
  ingressTitle: (body, s, direction) =>
    direction === 'direct' ? `${pl(body)} ulazi u ${acc(s)}` : `${pl(body)} se vraća u ${acc(s)}`,
  phaseTitle: (phase, s) => `${PHASE[phase]} u ${loc(s)}`,
  voidTitle: (s) => `Prazan hod Meseca u ${loc(s)}`,
  voidDetail: (last, s, next) =>
    last
      ? `Poslednji aspekt Meseca u ${loc(s)} je ${ASPECT_NOM[last.aspect]} sa ${PLANET[last.planet].ins}; posle njega Mesec ne gradi nijedan drugi sve do ulaska u ${acc(next)}.`
      : `Mesec u ${loc(s)} ne gradi nijedan glavni aspekt: u praznom hodu je sve do ulaska u ${acc(next)}.`,

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
        'Desetak nedelja u kojima se energija okreće ka unutra: preispitaj ciljeve, privedi kraju stare bitke i rasporedi snagu.',
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
  ingressMeaning: {
    sun: 'Sunce menja znak: počinje novo razdoblje godine i menja se raspoloženje narednog meseca.',
    moon: 'Mesec menja znak: emotivna klima se menja za naredna dva i po dana.',
    mercury: 'Merkur menja znak: način na koji ljudi razmišljaju, govore i odlučuju dobija nov ton.',
    venus: 'Venera menja znak: ukusi u ljubavi, zadovoljstvima i novcu menjaju se za narednih nekoliko nedelja.',
    mars: 'Mars menja znak: u narednim nedeljama energija i ambicije usmeravaju se na drugu stranu.',
    jupiter: 'Jupiter menja znak: oblast rasta i prilika seli se na novo tlo na otprilike godinu dana.',
    saturn: 'Saturn menja znak: lekcije o odgovornosti prelaze na novo tlo na dve do tri godine.',
    uranus: 'Uran menja znak: počinje novo poglavlje promena i otkrića koje traje sedam godina.',
    neptune: 'Neptun menja znak: kolektivni san i njegove iluzije dobijaju nov oblik na više od deset godina.',
    pluto: 'Pluton menja znak: počinje preobražaj koji traje čitavu generaciju.',
  },
  phaseMeaning: {
    new: 'Vreme za postavljanje namera i tihe početke.',
    firstQuarter: 'Vreme da delaš u skladu sa svojim namerama i suočiš se sa prvim preprekama.',
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
    jupiter: 'Retrogradni Jupiter: rast se okreće ka unutra; preispitaj svoja uverenja i ono što želiš da proširiš.',
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
    `${pl(p)} ${ASPECT_VERB[aspect]} ${solar ? SOLAR_TARGET : POINT_INS[point]}`,

  reading: {
    theme: {
      sun: 'životna svrha',
      moon: 'osećanja i dom',
      mercury: 'misli i razgovori',
      venus: 'ljubav i vrednosti',
      mars: 'polet i hrabrost',
      jupiter: 'rast i uverenja',
      saturn: 'obaveze i temelji',
      uranus: 'sloboda i promena',
      neptune: 'snovi i intuicija',
      pluto: 'moć i obnova',
      ascendant: 'utisak koji ostavljaš',
      midheaven: 'karijera i životni pravac',
    },
    transitsLead: (n, solar) => {
      if (n === 0) {
        return solar
          ? 'Danas nijedna planeta ne gradi aspekt sa tvojim znakom.'
          : 'Danas nijedna planeta nije u orbisu aspekta sa tvojom kartom.';
      }
      if (solar) {
        if (n === 1) return 'Danas se tvom znaku obraća jedna planeta.';
        const verb = plural(n, { one: 'obraća', few: 'obraćaju', other: 'obraća' });
        const planets = plural(n, { one: 'planeta', few: 'planete', other: 'planeta' });
        return `Danas se tvom znaku ${verb} ${numeral(n, 'f')} ${planets}, a prvi na redu je najjači aspekt.`;
      }
      if (n === 1) return 'Danas se u tvojoj natalnoj karti izdvaja jedan tranzit.';
      const verb = plural(n, { one: 'je', few: 'su', other: 'je' });
      const transits = plural(n, { one: 'tranzit', few: 'tranzita', other: 'tranzita' });
      return `Tvoja natalna karta danas je u pokretu: u orbisu ${verb} ${numeral(n, 'm')} ${transits}, a prvi na redu je najjači.`;
    },
    retrogradesLead: (n) => {
      if (n === 0) {
        return 'Danas se sve planete kreću direktno: ništa na nebu ne traži od tebe da se vraćaš na ono što je već iza tebe.';
      }
      if (n === 1) return 'Jedna planeta je retrogradna i traži da još jednom sagledaš oblast života kojom upravlja.';
      const are = plural(n, {
        one: 'planeta je retrogradna',
        few: 'planete su retrogradne',
        other: 'planeta je retrogradno',
      });
      return `${cap(numeral(n, 'f'))} ${are}, pa pojedine stvari traže da ih još jednom sagledaš pre nego što krenu dalje.`;
    },
    retrogradeUntil: (p, date) => `${pl(p)} ponovo postaje ${dir(p, 'direct')} ${onDay(date)}.`,
    voidWindow: (start, end) =>
      `Mesec je u praznom hodu od ${clock(start)} do ${clock(end)}: to je vreme za rutinu, a ne za nove početke.`,
    bestHour: (_ruler, start, end) => `Tvoj najbolji sat danas traje od ${clock(start)} do ${clock(end)}.`,
    slowHour: (ruler, start, end) =>
      `Od ${clock(start)} do ${clock(end)}, u satu ${PLANET[ruler].gen}, drži se ustaljenih poslova, a nove početke ostavi za kasnije.`,
    powerMoment: (time, p, aspect) =>
      `Najpovoljniji trenutak dana stiže ${at(time)}, kada ${MOON_MEETS[aspect]} ${PLANET[p].ins}: dobra prilika da nešto zatražiš, pošalješ ili započneš.`,
    aheadLead: 'U nedeljama koje dolaze ove promene na nebu vredi da zabeležiš u kalendar.',
    onDate: (date, title) => {
      // A phase title is a noun phrase ("Pun Mesec u Raku"): "3. marta je pun Mesec u Raku".
      if (PHASE_TITLES.some((phase) => title.startsWith(phase))) {
        return `${onDay(date)} je ${title.charAt(0).toLowerCase()}${title.slice(1)}.`;
      }
      // The clitic "se" takes the second place, after the date: "3. marta se Merkur vraća u Ribe".
      return `${onDay(date)} ${title.replace(/^(\S+) se /, 'se $1 ')}.`;
    },
    ruler: (p, s, retrograde) =>
      retrograde
        ? `${pl(p)}, planeta koja vlada tvojim znakom, danas je ${dir(p, 'retrograde')} u ${loc(s)}, pa ti više odgovara da preispituješ i doteruješ nego da žuriš napred.`
        : `${pl(p)}, planeta koja vlada tvojim znakom, danas prolazi kroz ${acc(s)} i usmerava te ${SIGN_STYLE[s]}`,
    progressionsLead: 'U pozadini dana teče sporija priča, ona koju tvoja progresivna karta ispisuje godinama.',
    closing: {
      bright: [
        'Sve u svemu, nebo ti danas otvara vrata: prođi kroz ona koja ti najviše znače.',
        'Dan je velikodušan, pa ga iskoristi da nešto do čega ti je stalo pomeriš korak napred.',
        'Vetar ti je danas u leđa: uradi ono što osećaš da je ispravno i podeli lepe vesti sa drugima.',
      ],
      steady: [
        'Sve u svemu, ovo je dan za postojan napredak: računaju se mali, dobro urađeni koraci.',
        'Ništa te danas ne tera na brze odluke; iskoristi mir da privedeš kraju započeto i posvetiš se onome što već imaš.',
        'Dan je ujednačen: zadrži svoj ritam i dovedi bar jednu stvar do kraja kako treba.',
      ],
      demanding: [
        'Sve u svemu, dan traži strpljenje: idi polako i obećavaj samo ono što lako možeš da ispuniš.',
        'Na nebu danas ima trvenja; dočekaj ih pažnjom, a ne silom.',
        'Ovo je dan iskušenja: čuvaj snagu, a velike odluke ostavi za vedrije nebo.',
      ],
    },
    affirmation: {
      bright: [
        'Otvorenog srca dočekujem ono što mi se danas otvara.',
        'Dopuštam da se moja svetlost vidi i rado je delim.',
        'Kažem da svemu što mi pomaže da rastem.',
      ],
      steady: [
        'Idem svojim tempom, i to je sasvim dovoljno.',
        'Negujem ono što imam, a ono raste u svoje vreme.',
        'Kada jednu stvar uradim kako treba, dan je dobar.',
      ],
      demanding: [
        'Prema sebi postupam nežno, a svoje vreme čuvam odlučno.',
        'Ono što je teško savladavam korak po korak.',
        'Ne moram danas sve da rešim.',
      ],
    },
    stone: {
      aries: 'heliotrop',
      taurus: 'smaragd',
      gemini: 'ahat',
      cancer: 'mesečev kamen',
      leo: 'rubin',
      virgo: 'safir',
      libra: 'opal',
      scorpio: 'topaz',
      sagittarius: 'tirkiz',
      capricorn: 'granat',
      aquarius: 'ametist',
      pisces: 'akvamarin',
    },
    direction: { fire: 'istok', water: 'sever', air: 'zapad', earth: 'jug' },
  },
  progression: (point, s) => `${PROGRESSED_LEAD[point](loc(s))} ${SIGN_STYLE[s]}`,
};
