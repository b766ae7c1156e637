/**
 * The Serbian horoscope texts (latinica, ekavski, the reader addressed as "ti"). Style: second
 * person, specific to the sky, never certain, and never assuming the reader's gender (present
 * tense, no gendered participles or adjectives for "ti").
 *
 * Signs, planets, phases and houses are declined from the tables below (docs/i18n/glossary-sr.md):
 * position takes the locative (u Lavu), movement the accusative (ulazi u Lava). Houses are
 * spelled out as declined ordinals (u tvojoj petoj kući). The phrase pools are written so that
 * topics and themes are always plural subjects in the nominative, and every clause (effect,
 * flavour, love, body) is a main clause that does not begin with a clitic.
 */
import { dateTimeFormat } from '../i18n/intl-cache';
import type { AspectType } from '../astro/aspects';
import type { PlanetId } from '../astro/positions';
import type { SignId } from '../zodiac';
import type { MoonPhase } from './types';
import type { HoroscopeTexts } from './texts';
import { SERBIAN_MONTHS_GENITIVE } from '../i18n/serbian-dates';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

interface SignForms {
  /** Ovan */
  readonly nom: string;
  /** (u) Ovnu: position */
  readonly loc: string;
  /** (u) Ovna: movement, "kroz" */
  readonly acc: string;
  /** Ovna */
  readonly gen: string;
}

export const SIGN: Readonly<Record<SignId, SignForms>> = {
  aries: { nom: 'Ovan', loc: 'Ovnu', acc: 'Ovna', gen: 'Ovna' },
  taurus: { nom: 'Bik', loc: 'Biku', acc: 'Bika', gen: 'Bika' },
  gemini: { nom: 'Blizanci', loc: 'Blizancima', acc: 'Blizance', gen: 'Blizanaca' },
  cancer: { nom: 'Rak', loc: 'Raku', acc: 'Raka', gen: 'Raka' },
  leo: { nom: 'Lav', loc: 'Lavu', acc: 'Lava', gen: 'Lava' },
  virgo: { nom: 'Devica', loc: 'Devici', acc: 'Devicu', gen: 'Device' },
  libra: { nom: 'Vaga', loc: 'Vagi', acc: 'Vagu', gen: 'Vage' },
  scorpio: { nom: 'Škorpija', loc: 'Škorpiji', acc: 'Škorpiju', gen: 'Škorpije' },
  sagittarius: { nom: 'Strelac', loc: 'Strelcu', acc: 'Strelca', gen: 'Strelca' },
  capricorn: { nom: 'Jarac', loc: 'Jarcu', acc: 'Jarca', gen: 'Jarca' },
  aquarius: { nom: 'Vodolija', loc: 'Vodoliji', acc: 'Vodoliju', gen: 'Vodolije' },
  pisces: { nom: 'Ribe', loc: 'Ribama', acc: 'Ribe', gen: 'Riba' },
};
/** A sign in the locative, for position: (u) Ovnu. */
export const loc = (id: SignId) => SIGN[id].loc;
/** A sign in the accusative, for movement: (u) Ovna. */
export const acc = (id: SignId) => SIGN[id].acc;

type Gender = 'm' | 'f' | 'n';
interface PlanetForms {
  readonly nom: string;
  readonly gen: string;
  readonly acc: string;
  readonly ins: string;
  readonly gender: Gender;
}

/** Each planet's cases and grammatical gender. */
export const PLANET: Readonly<Record<PlanetId, PlanetForms>> = {
  sun: { nom: 'Sunce', gen: 'Sunca', acc: 'Sunce', ins: 'Suncem', gender: 'n' },
  moon: { nom: 'Mesec', gen: 'Meseca', acc: 'Mesec', ins: 'Mesecom', gender: 'm' },
  mercury: { nom: 'Merkur', gen: 'Merkura', acc: 'Merkur', ins: 'Merkurom', gender: 'm' },
  venus: { nom: 'Venera', gen: 'Venere', acc: 'Veneru', ins: 'Venerom', gender: 'f' },
  mars: { nom: 'Mars', gen: 'Marsa', acc: 'Mars', ins: 'Marsom', gender: 'm' },
  jupiter: { nom: 'Jupiter', gen: 'Jupitera', acc: 'Jupiter', ins: 'Jupiterom', gender: 'm' },
  saturn: { nom: 'Saturn', gen: 'Saturna', acc: 'Saturn', ins: 'Saturnom', gender: 'm' },
  uranus: { nom: 'Uran', gen: 'Urana', acc: 'Uran', ins: 'Uranom', gender: 'm' },
  neptune: { nom: 'Neptun', gen: 'Neptuna', acc: 'Neptun', ins: 'Neptunom', gender: 'm' },
  pluto: { nom: 'Pluton', gen: 'Plutona', acc: 'Pluton', ins: 'Plutonom', gender: 'm' },
};
/** A planet in the nominative: Merkur. */
export const pl = (id: PlanetId) => PLANET[id].nom;
/** The relative pronoun that agrees with the planet: koji / koja / koje. */
const which = (id: PlanetId) => ({ m: 'koji', f: 'koja', n: 'koje' })[PLANET[id].gender];
/** In apposition after 'sa Marsom': 'vladarom tvog znaka', for Venus 'vladarkom tvog znaka'. */
const rulerOfYours = (id: PlanetId) => `${PLANET[id].gender === 'f' ? 'vladarkom' : 'vladarom'} tvog znaka`;

type Direction = 'retrograde' | 'direct';
/** The predicate form that agrees with the planet: retrogradan / retrogradna / retrogradno. */
const DIRECTION: Readonly<Record<Direction, Readonly<Record<Gender, string>>>> = {
  retrograde: { m: 'retrogradan', f: 'retrogradna', n: 'retrogradno' },
  direct: { m: 'direktan', f: 'direktna', n: 'direktno' },
};
/** The predicate form of a direction that agrees with the planet: (postaje) retrogradna. */
export const dir = (id: PlanetId, d: Direction) => DIRECTION[d][PLANET[id].gender];
/** The attributive (definite) form: retrogradni Merkur, retrogradna Venera. */
const retroAttr = (id: PlanetId) => ({ m: 'retrogradni', f: 'retrogradna', n: 'retrogradno' })[PLANET[id].gender];

/** Ordinal stems of the houses, declined as feminine adjectives with "kuća". */
export const ORD_STEM = [
  'prv',
  'drug',
  'treć',
  'četvrt',
  'pet',
  'šest',
  'sedm',
  'osm',
  'devet',
  'deset',
  'jedanaest',
  'dvanaest',
] as const;
export const stem = (n: number) => ORD_STEM[n - 1] as string;
/** tvoja peta (kuća) */
const oNom = (n: number) => `${stem(n)}a`;
/** u tvojoj petoj (kući) */
const oLoc = (n: number) => `${stem(n)}oj`;
/** tvoju petu (kuću) */
const oAcc = (n: number) => `${stem(n)}u`;
/** tvojom petom (kućom) */
const oIns = (n: number) => `${stem(n)}om`;

interface PhaseForms {
  readonly nom: string;
  readonly gen: string;
  readonly acc: string;
  readonly ins: string;
}

const PHASE: Readonly<Record<MoonPhase, PhaseForms>> = {
  new: { nom: 'mlad Mesec', gen: 'mladog Meseca', acc: 'mlad Mesec', ins: 'mladim Mesecom' },
  'waxing-crescent': {
    nom: 'rastući srp Meseca',
    gen: 'rastućeg srpa Meseca',
    acc: 'rastući srp Meseca',
    ins: 'rastućim srpom Meseca',
  },
  'first-quarter': { nom: 'prva četvrt', gen: 'prve četvrti', acc: 'prvu četvrt', ins: 'prvom četvrti' },
  'waxing-gibbous': { nom: 'rastući Mesec', gen: 'rastućeg Meseca', acc: 'rastući Mesec', ins: 'rastućim Mesecom' },
  full: { nom: 'pun Mesec', gen: 'punog Meseca', acc: 'pun Mesec', ins: 'punim Mesecom' },
  'waning-gibbous': {
    nom: 'opadajući Mesec',
    gen: 'opadajućeg Meseca',
    acc: 'opadajući Mesec',
    ins: 'opadajućim Mesecom',
  },
  'last-quarter': {
    nom: 'poslednja četvrt',
    gen: 'poslednje četvrti',
    acc: 'poslednju četvrt',
    ins: 'poslednjom četvrti',
  },
  'waning-crescent': {
    nom: 'opadajući srp Meseca',
    gen: 'opadajućeg srpa Meseca',
    acc: 'opadajući srp Meseca',
    ins: 'opadajućim srpom Meseca',
  },
};
const ph = (id: MoonPhase) => PHASE[id];

/** Short aspect labels for the day's sky list: 'Jupiter u trigonu sa tvojim znakom'. */
const ASPECT_LOC: Readonly<Record<AspectType, string>> = {
  conjunction: 'u konjunkciji',
  sextile: 'u sekstilu',
  square: 'u kvadratu',
  trine: 'u trigonu',
  opposition: 'u opoziciji',
};

const unique = (forms: readonly string[]) => [...new Set(forms)];

export const HOROSCOPE_SR: HoroscopeTexts = {
  names: {
    planet: (id) => unique([PLANET[id].nom, PLANET[id].gen, PLANET[id].acc, PLANET[id].ins]),
    sign: (id) => unique([SIGN[id].nom, SIGN[id].loc, SIGN[id].acc, SIGN[id].gen]),
    phase: (id) => unique([PHASE[id].nom, PHASE[id].gen, PHASE[id].acc, PHASE[id].ins]),
    direction: (id) =>
      id === 'retrograde'
        ? ['retrogradan', 'retrogradna', 'retrogradno', 'retrogradni', 'retrogradnost']
        : ['direktan', 'direktna', 'direktno'],
  },
  houseTopic: {
    1: 'tvoji planovi i utisak koji ostavljaš',
    2: 'novac, imovina i ono što ceniš',
    3: 'poruke, sitni poslovi i ljudi iz tvoje blizine',
    4: 'dom, porodica i tvoj privatni život',
    5: 'zadovoljstvo, stvaralaštvo i romansa',
    6: 'svakodnevni posao, navike i zdravlje',
    7: 'partneri i odnosi u četiri oka',
    8: 'zajednički novac, poverenje i intimnost',
    9: 'putovanja, učenje i šira slika',
    10: 'karijera, ugled i ambicije',
    11: 'prijatelji, grupe i nade za budućnost',
    12: 'odmor, samoća i ono što se dešava iza kulisa',
  },
  houseLove: {
    1: 'ljudi primećuju kako se osećaš i pre nego što išta kažeš',
    2: 'ljubav se pokazuje kroz postojane, praktične gestove više nego kroz velike reči',
    3: 'kratka poruka ili opušten razgovor mogu da učine više od isplaniranog izlaska',
    4: 'bliskost raste kod kuće, daleko od gužve',
    5: 'flert, igra i romansa izlaze u prvi plan',
    6: 'mala dela pažnje govore više od velikih izjava',
    7: 'partneri i oni koji bi to mogli da postanu vode glavnu reč, i dobro je da im izađeš u susret',
    8: 'osećanja su duboka i poverenje znači više od šarma',
    9: 'privlačnost prati radoznalost, možda ka nekome ko dolazi izdaleka',
    10: 'javni i privatni život mogu da te vuku na različite strane',
    11: 'prijateljstvo je tlo na kome romansa raste',
    12: 'ono što osećaš možda za sada ostaje neizgovoreno, a prija i jedan miran sat samo za tebe',
  },
  signRelation: {
    conjunction: 'stoji u tvom znaku',
    sextile: 'gradi prijateljski sekstil sa tvojim znakom',
    square: 'stoji u kvadratu sa tvojim znakom',
    trine: 'gradi trigon sa tvojim znakom',
    opposition: 'stoji u opoziciji sa tvojim znakom',
  },
  rulerRelation: {
    conjunction: (ruler, at) => `stoji u konjunkciji sa ${PLANET[ruler].ins} u ${loc(at)}, ${rulerOfYours(ruler)}`,
    sextile: (ruler, at) => `gradi sekstil sa ${PLANET[ruler].ins} u ${loc(at)}, ${rulerOfYours(ruler)}`,
    square: (ruler, at) => `stoji u kvadratu sa ${PLANET[ruler].ins} u ${loc(at)}, ${rulerOfYours(ruler)}`,
    trine: (ruler, at) => `gradi trigon sa ${PLANET[ruler].ins} u ${loc(at)}, ${rulerOfYours(ruler)}`,
    opposition: (ruler, at) => `stoji u opoziciji sa ${PLANET[ruler].ins} u ${loc(at)}, ${rulerOfYours(ruler)}`,
  },
  effect: {
    sun: {
      easy: 'tvoje samopouzdanje ima vetar u leđa i trud se lakše primećuje',
      tense: 'tvoja volja može da se sudari sa tuđom, a strpljenje ti služi bolje od sile',
      blend: 'reflektori su okrenuti ka tebi i ovo je dobar trenutak da pokažeš šta nameravaš',
    },
    mercury: {
      easy: 'reči dolaze lako i razgovori obično idu onamo kuda se nadaš',
      tense: 'nesporazumi su verovatniji nego inače, zato dvaput proveri detalje',
      blend: 'um radi brzo i neumorno, što pogoduje pisanju, planiranju i odlučivanju',
    },
    venus: {
      easy: 'toplina lako teče i male pažnje se vraćaju',
      tense: 'ono što ti želiš i ono što drugi žele možda se u početku neće poklopiti',
      blend: 'tvoj šarm lako dolazi do izražaja i ljudi na njega reaguju',
    },
    mars: {
      easy: 'energije ima na pretek i lako je usmeravaš, što je dobro za nove početke',
      tense: 'i živci i mišići mogu da budu napregnuti, zato odmeravaj snagu',
      blend: 'motivacija je jaka, a da bi ostala konstruktivna, potreban joj je jasan cilj',
    },
    jupiter: {
      easy: 'otvaraju se nove mogućnosti, a velikodušnost se isplati, bilo da je pružaš ili primaš',
      tense: 'lako je obećati ili potrošiti više nego što nameravaš',
      blend: 'optimizam raste, zato ciljaj visoko, ali ostani jednom nogom na zemlji',
    },
    saturn: {
      easy: 'postojan trud se nagrađuje, a struktura deluje više kao oslonac nego kao kavez',
      tense: 'obaveze i odlaganja mogu da te opterete, ali i spor napredak je napredak',
      blend: 'odgovornost je u fokusu i obaveze preuzete sada obično traju',
    },
  },
  effectRetrograde: {
    mercury: {
      easy: 'stari razgovori se vraćaju na koristan način, ali odgovori mogu da kasne, zato dogovore potvrdi pismeno',
      tense: 'zabune i kašnjenja su verovatni, zato sačekaj sa potpisivanjem i proveri svaki detalj',
      blend: 'misli se vraćaju nezavršenim poslovima, što više pogoduje doradi nego odlučivanju',
    },
    venus: {
      easy: 'stara naklonost može nežno da se probudi, a tiha pažnja deluje bolje od velikog gesta',
      tense: 'stare rane mogu ponovo da se otvore, zato ne žuri sa odlukama o ljubavi i novcu',
      blend: 'osećanja se okreću ka unutra i traže da budu shvaćena pre nego što se izgovore',
    },
    mars: {
      easy: 'energija se vraća polako, zato umeren i ujednačen trud daje više od velikog napora',
      tense: 'frustracija lako raste, a energije je malo, zato uspori i odmori se',
      blend: 'motivacija se okreće ka unutra i bolje služi završavanju i popravkama nego započinjanju',
    },
  },
  inElement: {
    sun: {
      fire: 'radna atmosfera pogoduje inicijativi i trudu koji se vidi',
      earth: 'radna atmosfera pogoduje pažljivom, praktičnom napretku',
      air: 'radna atmosfera pogoduje idejama, kontaktima i razgovoru',
      water: 'radna atmosfera pogoduje intuiciji i osluškivanju raspoloženja oko tebe',
    },
    mercury: {
      fire: 'misli su brze i odlučne, što pogoduje predstavljanju ideja',
      earth: 'misli su pažljive i temeljne, što pogoduje detaljima i ugovorima',
      air: 'ideje i razgovori teku slobodno, što pogoduje sastancima i porukama',
      water: 'misli prate intuiciju, što pomaže da čitaš između redova',
    },
    venus: {
      fire: 'ljubav voli direktnost, toplinu i malo smelosti',
      earth: 'ljubav se pokazuje kroz praktičnu brigu i vreme poklonjeno od srca',
      air: 'razgovor je put do nečijeg srca',
      water: 'osećanja su duboka i traže intimno, nežno okruženje',
    },
    mars: {
      fire: 'energija dolazi u naletima i najbolje je da je uložiš u nešto aktivno',
      earth: 'izdržljivost je postojana, kao stvorena za dug i strpljiv trud',
      air: 'um je nemiran, a kretanje mu pomaže da se smiri',
      water: 'energija prati raspoloženje, zato slušaj šta ti telo traži',
    },
  },
  inElementRetrograde: {
    mercury: 'planovi i poruke traže drugi pogled, zato potvrdi termine i pročitaj sve još jednom pre potpisa ili puta',
    venus: 'ljubav gleda unazad, a stara osećanja traže tih i iskren razgovor',
    mars: 'energije je manje nego inače, zato idi polako i pusti telo da se oporavi',
  },
  flowing: {
    mercury: [
      'reči dolaze lako',
      'razgovori obično idu onamo kuda se nadaš',
      'pogoduje pisanju, planiranju i odlučivanju',
      'pogoduje detaljima i ugovorima',
      'ideje i razgovori teku slobodno',
      'pogoduje predstavljanju ideja',
    ],
    venus: [
      'toplina lako teče',
      'male pažnje se vraćaju',
      'tvoj šarm lako dolazi do izražaja',
      'ljubav voli direktnost',
      'ljubav se pokazuje kroz praktičnu brigu',
      'razgovor je put do nečijeg srca',
      'osećanja su duboka i traže intimno, nežno okruženje',
    ],
    mars: [
      'energije ima na pretek',
      'motivacija je jaka',
      'energija dolazi u naletima',
      'energija raste',
      'telo ima više zamaha',
      'izdržljivost je velika',
    ],
  },
  phaseNote: {
    new: 'vreme za tihe početke i za postavljanje namere',
    'waxing-crescent': 'vreme za prve korake u onome što je nedavno pokrenuto',
    'first-quarter': 'vreme za odluke i za prevazilaženje prve prepreke',
    'waxing-gibbous': 'vreme za doterivanje i prilagođavanje, a ne za početak iz početka',
    full: 'vreme kada stvari izlaze na videlo, a osećanja dostižu vrhunac',
    'waning-gibbous': 'vreme za deljenje onoga što je naučeno i za zahvalnost',
    'last-quarter': 'vreme za otpuštanje onoga što ti više ne odgovara',
    'waning-crescent': 'vreme za odmor, osvrt i raščišćavanje prostora pre sledećeg ciklusa',
  },
  phaseBody: {
    new: 'energija može da bude niska, zato počni polako',
    'waxing-crescent': 'energija raste, što pogoduje postepenom uvođenju nove navike',
    'first-quarter': 'telo ima više zamaha, što je dobro za zahtevniji trening',
    'waxing-gibbous': 'izdržljivost je velika, ali san može da bude plići nego inače',
    full: 'nemir i živopisni snovi su česti, zato uspori ranije uveče',
    'waning-gibbous': 'energija je ujednačena, pogodnija za završavanje nego za započinjanje',
    'last-quarter': 'telo traži manje, zato skrati spisak obaveza gde god možeš',
    'waning-crescent': 'oporavak je važniji od učinka, zato se odmaraj bez griže savesti',
  },
  planetTheme: {
    sun: 'tvoji ciljevi i osećaj svrhe',
    moon: 'raspoloženja i potrebe',
    mercury: 'planovi, poruke i dogovori',
    venus: 'ljubav, zadovoljstva i novac',
    mars: 'motivacija, hrabrost i sukobi',
    jupiter: 'rast, sreća i uverenja',
    saturn: 'dužnosti, granice i dugoročni rad',
    uranus: 'promene i potreba za slobodom',
    neptune: 'snovi, ideali i intuicija',
    pluto: 'moć, dubina i preobražaj',
  },
  advice: {
    overall: {
      bright: [
        'prihvati priliku koja ti se ukazuje',
        'podeli svoje planove sa nekim ko može da pomogne',
        'započni ono što već neko vreme odlažeš',
        'obnovi neko staro poznanstvo',
        'postavi pitanje koje ti se vrti po glavi',
        'isprobaj nešto novo, makar i sitnicu',
        'ponudi pomoć nekome kome bi dobro došla',
        'pretvori jednu ideju u konkretan korak',
        'zapodeni razgovor sa nekim koga tek upoznaješ',
        'reci naglas šta želiš da postigneš',
      ],
      steady: [
        'drži se svog tempa',
        'završi jednu stvar kako treba pre nego što uzmeš sledeću',
        'primeti šta funkcioniše i radi više toga',
        'sredi jedan kutak koji ti bode oči',
        'ispuni ono što je dogovoreno, bez novih obećanja',
        'uzvrati poziv koji duguješ',
        'ostani pri planu koji već imaš',
        'osvrni se na ono što je već urađeno',
        'prekriži sa spiska jednu sitnu obavezu',
        'proveri da li je sve spremno za sutra',
      ],
      demanding: [
        'biraj svoje bitke, a sitnice pusti',
        'ostavi u rasporedu prostora za neočekivano',
        'zatraži pomoć pre nego što ti zatreba',
        'odloži ono što nije hitno',
        'računaj na više vremena nego što misliš da ti treba',
        'pronađi sebi mirno mesto kada nastane gužva',
        'saslušaj primedbe mirno i zadrži samo ono korisno',
        'čuvaj snagu za ono što je zaista važno',
        'prepusti drugima ono što mogu da urade i bez tebe',
        'odbij bar jedan zahtev koji ti je previše',
      ],
    },
    love: {
      bright: [
        'reci nekome šta ceniš kod te osobe',
        'napravi plan umesto da čekaš poziv',
        'ne štedi svoje vreme za one do kojih ti je stalo',
        'pošalji poruku samo zato što misliš na nekoga',
        'pozovi nekoga na kafu ili šetnju',
        'pokaži naklonost bez ustezanja',
        'raspitaj se o nečijim planovima i pažljivo slušaj',
        'iznenadi nekoga malom pažnjom',
        'podeli nešto lično sa nekim kome veruješ',
        'potrudi se da nekoga nasmeješ',
      ],
      steady: [
        'osluškuj ono što se kaže između redova',
        'održi obećanje, ma koliko malo bilo',
        'provedi sat vremena bez žurbe sa nekim do koga ti je stalo',
        'seti se sitnice koja je nekome važna',
        'zahvali nekome na nečemu što se podrazumeva',
        'pitaj nekoga kako je i zaista saslušaj odgovor',
        'odvoji vreme za razgovor bez telefona',
        'ostavi drugima prostor da kažu svoje',
        'preuzmi od nekoga jednu sitnu brigu',
        'obrati pažnju na nekoga ko je u poslednje vreme tiši nego inače',
      ],
      demanding: [
        'govori blago, čak i kada nešto snažno osećaš',
        'pusti da nesuglasica prenoći pre nego što je rešiš',
        'pitaj šta je drugoj osobi potrebno pre nego što odgovoriš',
        'sačuvaj malo nežnosti i za sebe',
        'priznaj svoj deo odgovornosti, bez pravdanja',
        'ozbiljne teme ostavi za razgovor uživo',
        'daj sebi i drugima malo prostora',
        'pođi od toga da druga strana ima dobre namere',
        'drži se teme o kojoj je sada reč, bez starih računa',
        'pokaži razumevanje čak i kada se ne slažeš',
      ],
    },
    career: {
      bright: [
        'predstavi svoju ideju ljudima koji odlučuju',
        'pošalji poruku koju već neko vreme nameravaš da pošalješ',
        'preuzmi zadatak koji pokazuje šta umeš',
        'pitaj za mišljenje nekoga čiji sud ceniš',
        'uključi se u projekat koji te zanima',
        'predloži rešenje umesto da samo ukažeš na problem',
        'upoznaj nekoga ko radi nešto sasvim drugačije od tebe',
        'otvoreno zatraži ulogu koju želiš',
        'pokaži drugima na čemu radiš',
        'javno pohvali nečiji dobar rad',
      ],
      steady: [
        'završi sitne zadatke koji usporavaju sve ostalo',
        'zapiši sledeća tri koraka i napravi prvi',
        'proveri brojke pre nego što se obavežeš',
        'raščisti nagomilane mejlove',
        'zapiši šta je dogovoreno dok ti je sveže u glavi',
        'vrati se zadatku koji je zastao na pola',
        'proveri rokove za narednih nekoliko dana',
        'posveti najvažnijem zadatku sat vremena bez prekida',
        'uredi dokumente tako da sve lako pronađeš',
        'obavesti ljude sa kojima radiš dokle je posao stigao',
      ],
      demanding: [
        'dvaput pročitaj, jednom potpiši',
        'čuvaj beleške, rokove i mirnu glavu',
        'zadovolji se napretkom umesto savršenstvom',
        'obećaj samo ono što sigurno možeš da ispuniš',
        'ostavi velike odluke da odleže',
        'na oštru poruku odgovori tek kada se smiriš',
        'drži se činjenica kada razgovor postane napet',
        'razloži veliki zadatak na manje korake',
        'zatraži realniji rok ako vidiš da ne stižeš',
        'sačuvaj ambiciozne planove za mirniji period',
      ],
    },
    wellness: {
      bright: [
        'izađi napolje i kreći se iz čistog zadovoljstva',
        'probaj zahtevniju verziju svoje uobičajene rutine',
        'iskoristi višak energije, ali stani pre nego što se iscrpiš',
        'pređi bar deo puta pešice',
        'pusti omiljenu muziku i pokreni se uz nju',
        'nađi društvo za šetnju ili vožnju biciklom',
        'prijavi se na probni trening koji ti je zapao za oko',
        'idi stepenicama, a ne liftom',
        'pripremi sebi nešto sveže i šareno za jelo',
        'ubaci kratku vežbu između dve obaveze',
      ],
      steady: [
        'drži se redovnih obroka i redovnog odlaska na spavanje',
        'protegni se između dugih sati sedenja',
        'popij čašu vode pre nego što posegneš za kafom',
        'prošetaj krug oko bloka',
        'nađi nekoliko minuta tišine samo za sebe',
        'odvoji pogled od ekrana i pogledaj u daljinu',
        'provetri prostoriju u kojoj provodiš najviše vremena',
        'ispravi leđa i opusti ramena',
        'pojedi bar jedan obrok sedeći i bez žurbe',
        'zadrži navike koje ti prijaju',
      ],
      demanding: [
        'zameni jednu obavezu ranijim odlaskom na spavanje',
        'izaberi blago kretanje umesto iscrpljujućeg treninga',
        'skloni telefon sat vremena pre spavanja',
        'napravi nekoliko kratkih pauza, makar po pet minuta',
        'prošetaj polako, bez cilja',
        'skuvaj čaj i popij ga na miru',
        'udahni duboko nekoliko puta pre sledećeg zadatka',
        'priušti sebi topao tuš ili kupku uveče',
        'odmori se čim osetiš prve znake umora',
        'ostavi veče bez plana',
      ],
    },
  },
  /** An adverbial of time: 'u 14:05', '17. juna u 06:08', 'u 18:08 UTC'. */
  time: (at, timeZone, date) => {
    if (timeZone) {
      try {
        const clock = dateTimeFormat('sr-Latn', {
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
          timeZone,
        }).format(at);
        const day = dateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
        const local = day.format(at);
        if (!date || local === date) return `u ${clock}`;
        const [, month, dayOfMonth] = local.split('-').map(Number) as [number, number, number];
        return `${dayOfMonth}. ${SERBIAN_MONTHS_GENITIVE[month - 1]} u ${clock}`;
      } catch {
        // not a zone this runtime knows: UTC, said so
      }
    }
    return `u ${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')} UTC`;
  },

  sentences: {
    moon: [
      (p) => `Mesec je u ${loc(p.moon)}, u tvojoj ${oLoc(p.house)} kući, pa u prvi plan dolaze ${p.topic}.`,
      (p) => `Dok Mesec prolazi kroz ${acc(p.moon)}, tvoju ${oAcc(p.house)} kuću, ${p.topic} traže tvoju pažnju.`,
      (p) => `Današnji Mesec u ${loc(p.moon)} osvetljava tvoju ${oAcc(p.house)} kuću: ${p.topic}.`,
      (p) => `Mesec putuje kroz ${acc(p.moon)}, ${oAcc(p.house)} kuću od tvog znaka, gde glavnu reč vode ${p.topic}.`,
      (p) =>
        `Emotivno, u središtu dana su ${p.topic}, dok Mesec prolazi kroz ${acc(p.moon)}, tvoju ${oAcc(p.house)} kuću.`,
      (p) => `Tvoja ${oNom(p.house)} kuća ugošćuje Mesec u ${loc(p.moon)}, pa ${p.topic} boje raspoloženje.`,
      (p) => `Na osećanja najviše utiču ${p.topic}: Mesec je u ${loc(p.moon)}, tvojoj ${oLoc(p.house)} kući.`,
      (p) => `U ${loc(p.moon)} Mesec prolazi tvojom ${oIns(p.house)} kućom, a ${p.topic} zaokupljaju tvoje misli.`,
    ],
    moonIngress: [
      (p) => `${cap(p.time)} Mesec ulazi u ${acc(p.to)}, tvoju ${oAcc(p.house)} kuću, i u fokus dolaze ${p.topic}.`,
      (p) =>
        `Raspoloženje se menja ${p.time}, kada Mesec prelazi u ${acc(p.to)} i tvoju ${oAcc(p.house)} kuću, gde su na redu ${p.topic}.`,
      (p) =>
        `Očekuj promenu tona ${p.time}: Mesec ulazi u ${acc(p.to)}, tvoju ${oAcc(p.house)} kuću, i pokreću se ${p.topic}.`,
      (p) =>
        `Posle ulaska u ${acc(p.to)} ${p.time}, Mesec je u tvojoj ${oLoc(p.house)} kući, gde ${p.topic} izlaze u prvi plan.`,
      (p) =>
        `Prelazak Meseca u ${acc(p.to)} ${p.time} otvara tvoju ${oAcc(p.house)} kuću, a ${p.topic} dobijaju na značaju.`,
      (p) => `Kasnije, ${p.time}, Mesec stiže u ${acc(p.to)}, ${oAcc(p.house)} kuću od tvog znaka: ${p.topic}.`,
      (p) =>
        `Nova emotivna nota javlja se ${p.time}, kada Mesec prelazi u ${acc(p.to)}, tvoju ${oAcc(p.house)} kuću, i na red dolaze ${p.topic}.`,
      (p) =>
        `Kada ${p.time} Mesec uđe u ${acc(p.to)}, tvoja ${oNom(p.house)} kuća se budi, a ${p.topic} traže svoje mesto.`,
    ],
    phase: [
      (p) => `Na nebu je ${ph(p.phase).nom}, ${p.note}.`,
      (p) => `Uz ${ph(p.phase).acc} ovaj dan je ${p.note}.`,
      (p) => `Ritam dana određuje ${ph(p.phase).nom}: ${p.note}.`,
      (p) => `Kad je reč o pravom trenutku, ${ph(p.phase).nom} govori da je ovo ${p.note}.`,
      (p) => `Večeras je na nebu ${ph(p.phase).nom}, a to je ${p.note}.`,
      (p) => `Imaj na umu ${ph(p.phase).acc}: ovo je ${p.note}.`,
      (p) => `Nebo pokazuje ${ph(p.phase).acc}, ${p.note}.`,
      (p) => `Dok traje ${ph(p.phase).nom}, sati pred tobom su ${p.note}.`,
    ],
    phaseExact: [
      (p) => `${cap(ph(p.phase).nom)} nastupa tačno ${p.time}, ${p.note}.`,
      (p) => `Danas ${p.time} nastupa ${ph(p.phase).nom}: ${p.note}.`,
      (p) => `Tačno ${p.time} nastupa ${ph(p.phase).nom}; ovo je ${p.note}.`,
      (p) => `${cap(ph(p.phase).nom)} je danas ${p.time}, a to je ${p.note}.`,
    ],
    aspect: [
      (p) => `${pl(p.planet)} u ${loc(p.planetSign)} ${p.relation}, pa ${p.effect}.`,
      (p) => `Danas ${pl(p.planet)} u ${loc(p.planetSign)} ${p.relation}; ${p.effect}.`,
      (p) => `${pl(p.planet)}, sada u ${loc(p.planetSign)}, ${p.relation}: ${p.effect}.`,
      (p) =>
        `Obrati pažnju na ${PLANET[p.planet].acc} u ${loc(p.planetSign)}, ${which(p.planet)} ${p.relation}: ${p.effect}.`,
      (p) => `Uz ${PLANET[p.planet].acc} u ${loc(p.planetSign)}, ${which(p.planet)} ${p.relation}, ${p.effect}.`,
      (p) => `Dok prolazi kroz ${acc(p.planetSign)}, ${pl(p.planet)} ${p.relation}; ${p.effect}.`,
      (p) =>
        `Ključni položaj dana je ${pl(p.planet)} u ${loc(p.planetSign)}, ${which(p.planet)} ${p.relation}: ${p.effect}.`,
      (p) => `Dok ${pl(p.planet)} u ${loc(p.planetSign)} ${p.relation}, ${p.effect}.`,
    ],
    inSign: [
      (p) => `${pl(p.planet)} je u ${loc(p.planetSign)} i ${p.flavour}.`,
      (p) => `Uz ${PLANET[p.planet].acc} u ${loc(p.planetSign)}, ${p.flavour}.`,
      (p) => `${pl(p.planet)} danas prolazi kroz ${acc(p.planetSign)}: ${p.flavour}.`,
      (p) => `Poslušaj šta govori ${pl(p.planet)} u ${loc(p.planetSign)}: ${p.flavour}.`,
      (p) => `U ${loc(p.planetSign)} ${pl(p.planet)} daje jasan ton, a ${p.flavour}.`,
      (p) => `${pl(p.planet)} u ${loc(p.planetSign)} oblikuje dan: ${p.flavour}.`,
      (p) => `Dok ${pl(p.planet)} boravi u ${loc(p.planetSign)}, ${p.flavour}.`,
      (p) => `Obrati pažnju na ${PLANET[p.planet].acc} u ${loc(p.planetSign)}; ${p.flavour}.`,
    ],
    loveMoon: [
      (p) => `Uz Mesec u ${loc(p.moon)}, u tvojoj ${oLoc(p.house)} kući, ${p.love}.`,
      (p) => `Mesec u ${loc(p.moon)} dotiče tvoju ${oAcc(p.house)} kuću: ${p.love}.`,
      (p) => `Kada je reč o srcu, Mesec u ${loc(p.moon)} (tvoja ${oNom(p.house)} kuća) nosi ovu poruku: ${p.love}.`,
      (p) => `Mesec u ${loc(p.moon)} boravi u tvojoj ${oLoc(p.house)} kući; ${p.love}.`,
      (p) => `Dok Mesec putuje kroz ${acc(p.moon)}, tvoju ${oAcc(p.house)} kuću, ${p.love}.`,
      (p) => `U ljubavi je važno gde je Mesec: u ${loc(p.moon)}, tvojoj ${oLoc(p.house)} kući, pa ${p.love}.`,
      (p) => `Mesec u tvojoj ${oLoc(p.house)} kući, u ${loc(p.moon)}, daje nagoveštaj: ${p.love}.`,
      (p) => `U romantičnom smislu, Mesec u ${loc(p.moon)} deluje kroz tvoju ${oAcc(p.house)} kuću, pa ${p.love}.`,
    ],
    bodyPhase: [
      (p) => `Dok traje ${ph(p.phase).nom}, ${p.body}.`,
      (p) => `${cap(ph(p.phase).nom)} je danas putokaz za tvoje telo: ${p.body}.`,
      (p) => `Na fizičkom planu, evo šta donosi ${ph(p.phase).nom}: ${p.body}.`,
      (p) => `Uskladi tempo sa ${ph(p.phase).ins}; ${p.body}.`,
      (p) => `Uz ${ph(p.phase).acc} na nebu, ${p.body}.`,
      (p) => `Tvoja energija obično prati ${ph(p.phase).acc}, a ${p.body}.`,
      (p) => `Neka ti ${ph(p.phase).nom} odredi ritam: ${p.body}.`,
      (p) => `Telo često oseti ${ph(p.phase).acc}: ${p.body}.`,
    ],
    ingress: [
      (p) =>
        `${cap(p.time)} ${pl(p.planet)} ulazi u ${acc(p.sign)} i za teme kao što su ${p.theme} počinje novo poglavlje.`,
      (p) => `${pl(p.planet)} prelazi u ${acc(p.sign)} ${p.time}, a ${p.theme} dobijaju novu boju.`,
      (p) => `Promena stiže ${p.time}: ${pl(p.planet)} ulazi u ${acc(p.sign)}, a ${p.theme} menjaju ton.`,
      (p) => `Posle ulaska ${PLANET[p.planet].gen} u ${acc(p.sign)} ${p.time}, očekuj da ${p.theme} deluju drugačije.`,
      (p) => `${pl(p.planet)} ${p.time} prelazi u ${acc(p.sign)} i ${p.theme} kreću iz početka.`,
      (p) =>
        `Zabeleži trenutak: ${p.time} ${pl(p.planet)} ulazi u ${acc(p.sign)}, a ${p.theme} počinju da se kreću u novom pravcu.`,
      (p) =>
        `Dan se prelama ${p.time}, kada ${pl(p.planet)} stiže u ${acc(p.sign)}, a ${p.theme} dobijaju drugačiji tok.`,
      (p) => `Kada ${pl(p.planet)} ${p.time} uđe u ${acc(p.sign)}, ${p.theme} ulaze u novo razdoblje.`,
    ],
    station: [
      (p) =>
        `${pl(p.planet)} se ${p.time} zaustavlja i postaje ${dir(p.planet, p.direction)}, pa ${p.theme} ${p.direction === 'retrograde' ? 'traže preispitivanje više nego nove početke' : 'ponovo mogu da krenu napred'}.`,
      (p) =>
        `${cap(p.time)} ${pl(p.planet)} postaje ${dir(p.planet, p.direction)}; ${p.direction === 'retrograde' ? 'uspori' : 'ponovo ubrzaj'} kada su u pitanju ${p.theme}.`,
      (p) =>
        `Prekretnica ${p.time}: ${pl(p.planet)} postaje ${dir(p.planet, p.direction)}, a ${p.theme} ${p.direction === 'retrograde' ? 'se okreću ka unutra' : 'počinju da se raspliću'}.`,
      (p) =>
        `${pl(p.planet)} miruje, a zatim ${p.time} postaje ${dir(p.planet, p.direction)} i ${p.theme} ${p.direction === 'retrograde' ? 'nailaze na kočnicu' : 'se oslobađaju'}.`,
      (p) =>
        `Obrati pažnju na trenutak kada ${pl(p.planet)} ${p.time} postaje ${dir(p.planet, p.direction)}: ${p.theme} ${p.direction === 'retrograde' ? 'zaslužuju još jedan pogled' : 'ponovo dobijaju zamah'}.`,
      (p) =>
        `Pošto ${pl(p.planet)} ${p.time} postaje ${dir(p.planet, p.direction)}, svežim očima ${p.direction === 'retrograde' ? 'ponovo razmotri teme kao što su' : 'se vrati temama kao što su'} ${p.theme}.`,
      (p) =>
        `${pl(p.planet)} ${p.time} staje i postaje ${dir(p.planet, p.direction)}, zbog čega ${p.theme} ${p.direction === 'retrograde' ? 'postaju prostor za razmišljanje' : 'lakše prelaze u delo'}.`,
      (p) =>
        `Nebo zastaje ${p.time}, kada ${pl(p.planet)} postaje ${dir(p.planet, p.direction)}, a ${p.theme} ${p.direction === 'retrograde' ? 'gube brzinu' : 'dobijaju slobodu'}.`,
    ],
    retrograde: [
      (p) =>
        `${pl(p.planet)} je ${dir(p.planet, 'retrograde')} u ${loc(p.sign)}, pa je bolje preispitivati nego žuriti kada su u pitanju ${p.theme}.`,
      (p) =>
        `Dok je ${pl(p.planet)} ${dir(p.planet, 'retrograde')} u ${loc(p.sign)}, ponovo pogledaj teme kao što su ${p.theme}.`,
      (p) =>
        `${pl(p.planet)} je i dalje ${dir(p.planet, 'retrograde')} u ${loc(p.sign)}; ${p.theme} mogu ponovo da otvore stara pitanja.`,
      (p) =>
        `${cap(retroAttr(p.planet))} ${pl(p.planet)} u ${loc(p.sign)} traži strpljenje kada su u pitanju ${p.theme}.`,
      (p) =>
        `Retrogradno kretanje ${PLANET[p.planet].gen} kroz ${acc(p.sign)} dobro je vreme da se vratiš temama kao što su ${p.theme}.`,
      (p) =>
        `Pošto je ${pl(p.planet)} ${dir(p.planet, 'retrograde')} u ${loc(p.sign)}, dvaput proveri sve u vezi sa temama kao što su ${p.theme}.`,
      (p) =>
        `Retrogradnost ${PLANET[p.planet].gen} u ${loc(p.sign)} pogoduje završavanju pre nego započinjanju kada su u pitanju ${p.theme}.`,
      (p) =>
        `Imaj na umu da je ${pl(p.planet)} ${dir(p.planet, 'retrograde')} u ${loc(p.sign)}: ${p.theme} mogu da potraju duže nego što je planirano.`,
    ],
    closer: [
      (p) => `Tvoj najbolji potez: ${p.advice}.`,
      (p) => `Ako uradiš samo jednu stvar, ${p.advice}.`,
      (p) => `${cap(p.advice)}; ostalo može da sačeka.`,
      (p) => `Neka bude jednostavno: ${p.advice}.`,
      (p) => `Dobro iskoristi sate pred sobom: ${p.advice}.`,
      (p) => `Gde god možeš, ${p.advice}.`,
      (p) => `Pre nego što se dan završi, ${p.advice}.`,
      (p) => `Ovo je pravi dan za to: ${p.advice}.`,
    ],
  },

  labels: {
    moon: (moon, house) => `Mesec u ${loc(moon)}, tvoja ${oNom(house)} kuća`,
    moonIngress: (to, time) => `Mesec ulazi u ${acc(to)} ${time}`,
    phase: (id, time) => (time ? `${cap(ph(id).nom)} ${time}` : cap(ph(id).nom)),
    aspect: (p, aspect, ruler) =>
      ruler
        ? `${pl(p)} ${ASPECT_LOC[aspect]} sa ${PLANET[ruler].ins}, ${rulerOfYours(ruler)}`
        : aspect === 'conjunction'
          ? `${pl(p)} u tvom znaku`
          : `${pl(p)} ${ASPECT_LOC[aspect]} sa tvojim znakom`,
    ingress: (p, to, time) => `${pl(p)} ulazi u ${acc(to)} ${time}`,
    station: (p, direction, time) => `${pl(p)} postaje ${dir(p, direction)} ${time}`,
    retrograde: (p, at) => `${pl(p)} ${dir(p, 'retrograde')} u ${loc(at)}`,
  },
};
