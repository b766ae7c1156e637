/**
 * The Serbian words of a planned answer (core/coach/texts.ts, `CoachPlanTexts`, core/coach/plan.ts):
 * what the answer looks at, why it lands as it does, and what to say when nothing speaks to the
 * question.
 */
import { GRAMMAR_SR as g } from '../../../i18n/grammar/sr';
import type { LifeTopic } from '../../asking/types';
import type { CoachPlanTexts, CoachPoint, CorrectionFrames } from '../../texts';
import { by, point, yourNom } from './words';

/**
 * The parts of life as the reasons and the no-fit lines name them: after "o" (locative) and as a
 * genitive ("prirodni pokazatelj ljubavi"). "self" is the personality, which the first house and
 * its planets describe.
 */
const TOPIC: Readonly<Record<LifeTopic, { loc: string; gen: string }>> = {
  love: { loc: 'ljubavi', gen: 'ljubavi' },
  money: { loc: 'novcu', gen: 'novca' },
  work: { loc: 'poslu', gen: 'posla' },
  home: { loc: 'domu', gen: 'doma' },
  health: { loc: 'zdravlju', gen: 'zdravlja' },
  family: { loc: 'porodici', gen: 'porodice' },
  study: { loc: 'učenju', gen: 'učenja' },
  move: { loc: 'selidbi', gen: 'selidbe' },
  creativity: { loc: 'stvaralaštvu', gen: 'stvaralaštva' },
  spirituality: { loc: 'unutrašnjem životu', gen: 'unutrašnjeg života' },
  self: { loc: 'tvojoj ličnosti', gen: 'ličnosti' },
};

const AREA: Readonly<Record<LifeTopic, string>> = {
  love: 'ljubav',
  money: 'novac',
  work: 'posao',
  home: 'dom',
  health: 'zdravlje',
  family: 'porodicu',
  study: 'učenje',
  move: 'selidbu',
  creativity: 'stvaralaštvo',
  spirituality: 'unutrašnji život',
  self: 'tebe lično',
};
/** The `area` words (one part of life or two joined by "i") after "o": "ljubav i novac" → "ljubavi i novcu". */
const AREA_LOC: Readonly<Record<string, string>> = {
  ...Object.fromEntries((Object.keys(AREA) as LifeTopic[]).map((t) => [AREA[t], TOPIC[t].loc])),
  'tebe lično': 'tebi lično',
};
const aboutArea = (area: string) =>
  AREA_LOC[area] ??
  area
    .split(' i ')
    .map((a) => AREA_LOC[a] ?? a)
    .join(' i ');

/** "vladar", or "vladarka" for Venus and the Midheaven. */
const ruler = (id: CoachPoint) => by(id, 'vladar', 'vladarka', 'vladar');
/** A planet, or a point for the two angles. */
const kindOf = (id: CoachPoint) => (id === 'ascendant' || id === 'midheaven' ? 'tačka' : 'planeta');

/**
 * How a correction opens, for a sign and for a house. Two wrong premises in one question give two
 * sentences in a row, so the wording is picked by the point (the Sun, the Moon and the Ascendant,
 * asked about together most often, never share one, nor do Venus and Mars), and a house never
 * opens or closes as a sign does. Each reads well first or second: none says "again" or "also".
 */
type Opening = (p: { placed: string; not: string; pronoun: string }) => string;
// No two openings share their noun, and none puts itself before the answer ("Najpre", "Pre
// odgovora"): the second of two would repeat the first's "jedna ispravka" or contradict it.
const SIGN_OPENING: readonly Opening[] = [
  ({ placed, not }) => `Mala ispravka: ${placed}, a ne u ${not}, pa odgovor u nastavku polazi od toga.`,
  ({ placed, not, pronoun }) => `Karta kaže drugačije: ${placed}, ne u ${not}, pa ${pronoun} tako i tumačim.`,
  ({ placed, not }) => `Da ispravim jednu sitnicu: ${placed}, a ne u ${not}, i odgovor se oslanja na taj položaj.`,
];
const HOUSE_OPENING: readonly Opening[] = [
  ({ placed, not }) => `Jedna napomena: ${placed}, a ne u ${not}, pa se odgovor odnosi na nju.`,
  ({ placed, not }) => `Što se kuće tiče, ${placed}, ne u ${not}, pa je tumačenje vezano za nju.`,
  ({ placed, not }) => `Jedan podatak treba popraviti: ${placed}, a ne u ${not}, i na tome gradim odgovor.`,
];
const OPENING_OF: Readonly<Record<CoachPoint, 0 | 1 | 2>> = {
  sun: 0,
  moon: 1,
  ascendant: 2,
  venus: 0,
  mars: 1,
  mercury: 2,
  jupiter: 0,
  saturn: 1,
  uranus: 2,
  neptune: 0,
  pluto: 1,
  midheaven: 2,
};

/**
 * A premise set right: the point and where it truly is come first, as one placement; the sign or
 * house the reader wrote follows after "a ne u", never next to the point's name, so the verifier
 * reads only the true placement.
 */
const CORRECTION: CorrectionFrames = {
  sign: ({ point: id, said, is }) =>
    (SIGN_OPENING[OPENING_OF[id]] as Opening)({
      placed: `${yourNom(id)} je u ${g.sign(is, 'loc')}`,
      not: g.sign(said, 'loc'),
      pronoun: by(id, 'ga', 'je', 'ga'),
    }),
  house: ({ point: id, said, is }) =>
    (HOUSE_OPENING[OPENING_OF[id]] as Opening)({
      placed: `${yourNom(id)} je u ${g.ordinal(is, 'loc')} kući`,
      not: g.ordinal(said, 'loc'),
      pronoun: by(id, 'ga', 'je', 'ga'),
    }),
};

/**
 * The words of a planned answer. A part of life (`area`) is in the accusative, the case after
 * "za" and "na" and of an object ("za posao", "s osvrtom na porodicu", "gledamo ljubav"); "self" is
 * "tebe lično", so no template may have "ti" as its subject before it (that would want "sebe"). A span
 * (`period`, `inMonth`, `onDate`) is a time adverbial in the genitive or with "u": "ovog meseca",
 * "u martu", "14. februara", "sutra".
 */
export const PLAN: CoachPlanTexts = {
  correction: CORRECTION,
  area: AREA,
  areas: (a, b) => g.list([a, b]),
  period: {
    now: 'ovih dana',
    lately: 'u poslednje vreme',
    week: 'ove nedelje',
    nextWeek: 'sledeće nedelje',
    month: 'ovog meseca',
    nextMonth: 'sledećeg meseca',
    year: 'u godini pred tobom',
    nextYear: 'sledeće godine',
    tomorrow: 'sutra',
    dayAfterTomorrow: 'prekosutra',
    when: 'narednih meseci',
  },
  // The grammar's months always name their year; a month asked about without one is this table's.
  inMonth: (month) => `u ${g.monthName(month, 'loc')}`,
  // The date comes from the grammar, already in the genitive that says when.
  onDate: (date) => date,
  opener: {
    natal: [
      ({ area }) =>
        area
          ? `Gledamo ${area} kroz tvoju natalnu kartu: evo šta ona kaže.`
          : 'Evo šta o tome kaže sama tvoja natalna karta.',
      ({ area }) => `${area ? `Za ${area} prvu` : 'Prvu'} reč ima karta tvog rođenja: od nje i počinjem.`,
      ({ area }) =>
        `${area ? `S osvrtom na ${area}, jedan` : 'Jedan'} položaj u tvojoj karti otkriva najveći deo priče.`,
      ({ area }) =>
        area
          ? `O ${aboutArea(area)} tvoja karta ima da kaže nešto sasvim određeno.`
          : 'Tvoja karta o ovome ima da kaže nešto sasvim određeno.',
      ({ area }) =>
        area
          ? `U tvojoj karti postoji jedno mesto koje za ${area} treba pogledati pre svega ostalog.`
          : 'U tvojoj karti postoji jedno mesto koje treba pogledati pre svega ostalog.',
      ({ area }) => `Odgovor${area ? ` za ${area}` : ''} počinje od rasporeda planeta u trenutku tvog rođenja.`,
    ],
    timed: [
      ({ area, when }) =>
        `${area ? `Za ${area} ${when}` : g.capitalize(when)} jedna stvar na tvom nebu važnija je od svih ostalih.`,
      ({ area, when }) => `Evo šta se ${when} dešava na tvom nebu${area ? `, s posebnim osvrtom na ${area}` : ''}.`,
      ({ area, when }) =>
        area
          ? `${g.capitalize(when)}, za ${area}, nebo pre svega ističe jedan događaj.`
          : `${g.capitalize(when)} nebo pre svega ističe jedan događaj.`,
      ({ area, when }) =>
        area
          ? `Uporedila sam ono što se ${when} dešava na nebu sa tvojom kartom, a gledala sam pre svega ${area}.`
          : `Uporedila sam ono što se ${when} dešava na nebu sa tvojom kartom.`,
      ({ area, when }) =>
        area
          ? `${g.capitalize(when)} nebo ima nešto jasno da kaže o ${aboutArea(area)}.`
          : `${g.capitalize(when)} nebo ima nešto jasno da ti kaže.`,
      ({ area, when }) =>
        area
          ? `Kad pogledam ${area} ${when}, na tvom nebu se izdvaja jedna stvar.`
          : `${g.capitalize(when)} se na tvom nebu izdvaja jedna stvar.`,
    ],
    when: [
      ({ area }) =>
        `Pitaš kada. Sledeći povoljan trenutak na tvom nebu${area ? ` za ${area}` : ''} pada na datum oko kog možeš da praviš planove.`,
      ({ area }) =>
        `Pravo vreme${area ? ` za ${area}` : ''} čita se iz datuma kada planete u tranzitu dolaze do tačaka tvoje karte. Ovo je sledeći dobar datum.`,
      ({ area }) =>
        area
          ? `Za ${area} pitanje nije da li, nego kada. Evo prvog datuma koji ti ide naruku.`
          : 'Evo prvog datuma na tvom nebu koji ti ide naruku.',
      ({ area }) => `Prošla sam kroz naredne mesece tražeći najbolji trenutak${area ? ` za ${area}` : ''}.`,
      ({ area }) =>
        `Pravi trenutak${area ? ` za ${area}` : ''} u tvojoj karti ima svoj datum, a jedan od njih vredi zaokružiti u kalendaru.`,
      ({ area }) =>
        area
          ? `Na pitanje „kada“, kad je reč o ${aboutArea(area)}, nebo odgovara datumima, a ne obećanjima.`
          : 'Na pitanje „kada“ nebo odgovara datumima, a ne obećanjima.',
    ],
  },
  // After the contact's title: the part of life first, as Serbian says it ("U ljubavi", "Na poslu"),
  // each reading from another side: what opens, what to do, what it asks of you.
  areaReading: {
    love: {
      easy: [
        'U ljubavi ti ovakav period olakšava da pokažeš toplinu i da je primiš.',
        'U ljubavnom životu ovo je mekši, otvoreniji period: reci šta osećaš, jer će te sada lakše čuti.',
        'Između tebe i osobe do koje ti je stalo stvari sada idu lakše, pa je ovo dobro vreme za zajedničke planove.',
      ],
      hard: [
        'U ljubavi je ovo trenje koje traži iskrenost, a ne brzo rešenje.',
        'U ljubavnom životu ovo je pre proba strpljenja nego znak za kraj.',
        'U stvarima srca sada izlazi na površinu ono što je dugo ostalo neizgovoreno; bolje je da se kaže mirno nego usred svađe.',
      ],
      meeting: [
        'U ljubavi ovo označava početak: novo osećanje, novu osobu ili nov način susretanja.',
        'U ljubavnom životu ovde nešto počinje, makar i tiho, bez velikih najava.',
        'U stvarima srca ovo je prag koji vredi primetiti: ono što sada započne ima dobre izglede da potraje.',
      ],
    },
    money: {
      easy: [
        'Što se novca tiče, vrata se otvaraju malo šire: dobro je vreme da tražiš, pregovaraš ili planiraš.',
        'Kad je novac u pitanju, dobro pripremljen zahtev sada ima više izgleda nego inače.',
        'U finansijama se uložen trud sada brže vraća, pa je pravo vreme da središ ono što odlažeš: račune, ugovore, budžet.',
      ],
      hard: [
        'Što se novca tiče, pre svakog obećanja dobro proveri brojke.',
        'Kad je novac u pitanju, velike obaveze odloži dok ti brojke ne budu potpuno jasne.',
        'U finansijama ti oprez sada služi bolje od brzine, a sitni svakodnevni troškovi govore više nego što misliš.',
      ],
      meeting: [
        'Što se novca tiče, počinje novo poglavlje u tome šta zarađuješ, trošiš i ceniš.',
        'Kad je novac u pitanju, ovde može da počne nov izvor prihoda ili nova navika.',
        'U finansijama je ovo trenutak za nov početak: dobro je iznova postaviti budžet i prioritete.',
      ],
    },
    work: {
      easy: [
        'Na poslu trud nailazi na dobru volju: predloži, pitaj i istakni se.',
        'U poslovnom smislu ljudi su sada prijemčiviji nego inače, pa slobodno iznesi svoje argumente.',
        'Profesionalno gledano, ovo je otvorena prilika za razgovor koji već neko vreme odlažeš.',
      ],
      hard: [
        'Na poslu je ovo pritisak koji više nagrađuje pripremu nego brzinu.',
        'U poslovnom smislu računaj na otpor; činjenice i strpljenje odvešće te dalje nego guranje na silu.',
        'Profesionalno gledano, ovo je period koji proverava strukture, tvoje i tuđe: ono što je čvrsto, izdržaće.',
      ],
      meeting: [
        'Na poslu nešto počinje: zadatak, uloga ili nov način da radiš ono što već radiš.',
        'U poslovnom smislu sada može da počne nova odgovornost ili nov pravac.',
        'Profesionalno gledano, ovo je više startna linija nego cilj.',
      ],
    },
    home: {
      easy: [
        'Kod kuće se stvari lakše sređuju, a dogovori postignuti sada obično traju.',
        'Za dom je ovo dobar period da nešto popraviš, preurediš ili pozoveš ljude u goste.',
        'Pod tvojim krovom sklad sada dolazi uz manje truda nego inače.',
      ],
      hard: [
        'Kod kuće stare napetosti ili odlagane popravke traže pažnju pre nego što narastu.',
        'Za dom ovo znači da nešto treba popraviti, u samom prostoru ili među ljudima koji u njemu žive.',
        'Pod tvojim krovom trenje sada pokazuje šta zapravo treba da se promeni.',
      ],
      meeting: [
        'Kod kuće počinje promena: u samom prostoru ili u tome ko ga deli s tobom.',
        'Za dom se sada oblikuje nov raspored, u prostoru ili u svakodnevnom ritmu.',
        'Pod tvojim krovom moguć je pravi nov početak.',
      ],
    },
    health: {
      easy: [
        'Za telo i energiju ovo više podržava postojane navike nego nagle napore.',
        'Fizički se sada dobro oporavljaš, pa je ovo pravo vreme da na tome gradiš.',
        'Energija ti je sada ravnomernija, pa je dobro vreme za kretanje koje ti prija, a ne za dokazivanje.',
      ],
      hard: [
        'Za telo i energiju umor se javlja ranije nego obično: rasporedi snagu.',
        'Fizički ovo traži odmor pre nego što se potpuno istrošiš.',
        'Energija ti sada može da bude neujednačena; male granice je najbolje čuvaju.',
      ],
      meeting: [
        'Za telo i energiju ovo je dobar trenutak da započneš novu rutinu.',
        'Fizički, navika koju sada započneš ima dobre izglede da se zadrži.',
        'Telo je spremno za nov ritam: dobro je vreme da pogledaš san, ishranu i kretanje.',
      ],
    },
    family: {
      easy: [
        'U porodici razgovori koji su zastali mogu ponovo da krenu.',
        'Sa rodbinom sada lakše nalaziš zajednički jezik, pa je pravi trenutak za posetu ili poziv.',
        'Porodične veze su u ovom periodu lakše, i staro nerazumevanje može da se razreši usput.',
      ],
      hard: [
        'U porodici se očekivanja mogu sudariti; strpljenje tu postiže više od rasprave.',
        'Sa rodbinom stare uloge sada mogu da žuljaju; reci mirno šta ti je potrebno.',
        'Porodične veze su na proveri, a to je i prilika da se postave na zdravije temelje.',
      ],
      meeting: [
        'U porodici počinje da se oblikuje nova uloga ili nova veza.',
        'Sa rodbinom se nešto menja u tome ko šta radi i ko o kome brine.',
        'Porodične veze ulaze u novo poglavlje.',
      ],
    },
    study: {
      easy: [
        'U učenju ti koncentracija lakše dolazi, a naučeno se bolje pamti.',
        'Za učenje je ovo prijemčiv period: čitaj, pitaj, beleži.',
        'Um sada lako upija novo gradivo, pa se uhvati u koštac sa delom koji najduže odlažeš.',
      ],
      hard: [
        'U učenju ide teže, i metod tu vredi više od bubanja.',
        'Za učenje računaj na malo muke pre nego što stvari legnu na svoje mesto.',
        'Umu je sada potrebnija struktura nego više sati: kraći blokovi i jasan plan daće bolji rezultat.',
      ],
      meeting: [
        'Za učenje je ovo prirodan trenutak da upišeš kurs ili počneš novu oblast.',
        'U učenju se sada može pojaviti nova oblast ili osoba od koje ćeš mnogo naučiti.',
        'Um je spreman da prihvati nešto sasvim novo.',
      ],
    },
    move: {
      easy: [
        'Za selidbu, planovi napravljeni sada obično idu glatko.',
        'Ako razmišljaš o selidbi, praktična strana se sada lakše slaže: papiri, termini, pomoć.',
        'Planovi o promeni mesta sada dobijaju vetar u leđa, pa je dobro vreme za obilaske i dogovore.',
      ],
      hard: [
        'Za selidbu računaj na kašnjenja i ostavi rezervu u rasporedu.',
        'Ako razmišljaš o selidbi, svaki detalj proveri dva puta, naročito ugovore i rokove.',
        'Planovi o promeni mesta nailaze na prepreke koje je bolje rešiti nego preskočiti na silu.',
      ],
      meeting: [
        'Za selidbu, ideja o novom mestu dobija čvršći oblik.',
        'Ako razmišljaš o selidbi, odluka sada počinje da sazreva.',
        'Promena mesta sada postaje stvarna mogućnost, a ne samo želja.',
      ],
    },
    creativity: {
      easy: [
        'U stvaralaštvu ideje naviru, a lako ti je i da ih podeliš.',
        'Za stvaranje je ovo darežljiv period: pravi, pokazuj, igraj se.',
        'Ono što sada stvaraš nastaje uz manje muke nego obično, pa ne čekaj savršen trenutak da počneš.',
      ],
      hard: [
        'U stvaralaštvu je otpor deo posla: samo nastavi.',
        'Za stvaranje je blokada koju osećaš znak da nešto u načinu rada traži promenu.',
        'Ono što sada stvaraš traži više discipline nego nadahnuća; redovan sat rada pomoći će više od čekanja.',
      ],
      meeting: [
        'U stvaralaštvu novi projekat traži da počne.',
        'Za stvaranje je ovo vreme setve, čak i ako se plod još ne vidi.',
        'Nova ideja sada može da pusti korenje, ako joj daš prostora.',
      ],
    },
    spirituality: {
      easy: [
        'U unutrašnjem životu vreme provedeno u tišini sada vraća više nego inače.',
        'Na duhovnom planu ovo je bistar i miran period, dobar za molitvu, meditaciju ili dugu šetnju.',
        'Razmišljanje o sebi sada ide lako; zapiši ono što ti dođe, biće ti dragoceno kasnije.',
      ],
      hard: [
        'U unutrašnjem životu sumnje izlaze na površinu, baš da bi mogle da se sagledaju.',
        'Na duhovnom planu stare izvesnosti mogu da se zaljuljaju, i to nije loše.',
        'Pogled u sebe sada traži više truda, ali je zato i iskreniji.',
      ],
      meeting: [
        'U unutrašnjem životu pušta koren nova praksa ili novo pitanje.',
        'Na duhovnom planu otvara se novo poglavlje.',
        'Nešto u tome kako vidiš smisao počinje da se pomera.',
      ],
    },
    self: {
      easy: [
        'Tebi ovo daje prostor da odahneš i pokažeš ko si.',
        'Ovo je period u kome lakše dolazi do izražaja ono što zaista jesi.',
        'Sada ti je lakše da živiš po svom, bez mnogo objašnjavanja.',
      ],
      hard: [
        'Kod tebe se ovo može javiti kao nemir: energija koja traži pravac.',
        'Napetost koju osećaš gura te da rasteš, čak i kada to tako ne izgleda.',
        'Ako se osećaš u raskoraku sa onim što želiš, daj toj energiji pravac umesto da se boriš protiv nje.',
      ],
      meeting: [
        'Za tebe je ovo nov početak u tome kako sebe vidiš.',
        'Na ličnom planu ovde počinje novo poglavlje.',
        'Nešto u tebi je spremno da počne iznova.',
      ],
    },
  },
  // No sign and no house number: "kuća koja govori o ljubavi" is true of either house of love.
  why: {
    ruler: [
      ({ point: id, topic }) =>
        `U tvojoj karti ${point(id)} je ${ruler(id)} kuće koja govori o ${TOPIC[topic].loc}, pa se sve što ${by(id, 'ga', 'je', 'ga')} pokrene oseti i u toj oblasti tvog života.`,
      ({ point: id, topic }) =>
        `${point(id)} ovde ima posebnu težinu, jer u tvojoj karti vlada kućom koja govori o ${TOPIC[topic].loc}.`,
      ({ point: id, topic }) =>
        `Kuću koja u tvojoj karti govori o ${TOPIC[topic].loc} vodi upravo ${point(id)}, zato se ovo tamo i oseća.`,
    ],
    placed: [
      ({ point: id, topic }) =>
        `${g.capitalize(yourNom(id))} stoji u kući koja govori o ${TOPIC[topic].loc}, pa ovo ima veze baš sa tom stranom tvog života.`,
      ({ point: id, area }) =>
        `Ovo se odnosi na ${area} jer se ${point(id)} u tvojoj karti nalazi u kući koja o tome govori.`,
      ({ point: id, topic }) =>
        `Položaj ${point(id, 'gen')} u kući koja govori o ${TOPIC[topic].loc} čini ${by(id, 'ga ključnim', 'je ključnom', 'ga ključnim')} za ovo pitanje.`,
    ],
    significator: [
      ({ point: id, topic }) =>
        `${point(id)} je u svakoj karti, pa i u tvojoj, ${kindOf(id)} koja govori o ${TOPIC[topic].loc}.`,
      ({ point: id, topic }) =>
        `U astrologiji se o ${TOPIC[topic].loc} čita pre svega preko ${point(id, 'gen')}, zato ovde gledamo baš ${by(id, 'njega', 'nju', 'njega')}.`,
      ({ point: id, topic }) =>
        `${point(id)} je u svakoj karti prirodni pokazatelj ${TOPIC[topic].gen}, pa je za ovo pitanje ${by(id, 'nezaobilazan', 'nezaobilazna', 'nezaobilazno')}.`,
    ],
  },
  unknownTime: [
    ({ area }) =>
      `Bez tačnog vremena rođenja ne mogu da odredim koje se kuće tvoje karte odnose na ${area}, ali planete i njihove aspekte mogu da pročitam.`,
    ({ area, topic }) =>
      `Vreme rođenja bi pokazalo koje kuće u tvojoj karti govore o ${topic ? TOPIC[topic].loc : aboutArea(area)}; dok ga ne znam, oslanjam se na planete i njihove aspekte.`,
    ({ area }) =>
      `Kuće koje se odnose na ${area} ne mogu da se odrede bez vremena rođenja, ali položaji planeta u znakovima i njihovi aspekti važe i ovako.`,
  ],
  because: [
    'Evo zašto to kod tebe deluje baš ovako.',
    'Evo šta u tvojoj karti ovo čini tako ličnim.',
    'Ovo su tvoji položaji na koje se to odnosi.',
    'Evo dela tvoje karte na koji ovo deluje.',
    'U tvojoj karti ovo nailazi na sledeće položaje.',
  ],
  closing: {
    natal: [
      'Položaj opisuje sklonost, a ne presudu: šta ćeš s njom, biraš ti.',
      'Primeti u čemu se ovde prepoznaješ, a šta je već iza tebe.',
      'Ako ti neki deo ovoga zvuči poznato, pitaj me baš za njega i idemo dublje.',
      'Čitaj ovo kao polaznu tačku za upoznavanje sebe, a ne kao konačnu reč.',
      'Karta daje ton, a kako ćeš ga odsvirati, zavisi od tebe.',
      'Uzmi ono što ti odgovara, a ostalo ostavi: svoj život poznaješ bolje od bilo koje karte.',
    ],
    lately: [
      'Kada znaš odakle neko osećanje dolazi, ono ne nestaje, ali se lakše nosi.',
      'Ono što osećaš ima svoj oblik na tvom nebu, a oblici se menjaju; promeniće se i ovaj.',
      'Priznaj sebi da prolaziš kroz stvaran pritisak, a ne kroz nešto što umišljaš.',
      'Prepoznati obrazac je prvi korak; sledeći je da odlučiš šta želiš da uradiš sa tom energijom.',
      'Ovakvi periodi prolaze, a ono što u njima naučiš obično ostaje.',
      'Ako se osećaj ne promeni ni za nekoliko nedelja, pitaj me ponovo i pogledaću šta se u međuvremenu pomerilo.',
      'Ono što se poslednjih nedelja dešava u tebi ne govori ništa loše o tebi, već o vremenu kroz koje prolaziš.',
    ],
    // One day (today, these few days, tomorrow, a named date): what to do with that day itself.
    day: [
      'Jedan dan je kratak: krupne odluke ostavi za trenutke kada ti je glava bistra.',
      'Prati kako se dan zaista odvija; tvoj osećaj za njega vredi koliko i ono što piše na nebu.',
      'Neka dan bude jednostavan gde god je to moguće, a pažnju sačuvaj za ono što ti je najvažnije.',
      'Ako ti dan ne legne, i to nešto govori: uspori umesto da guraš na silu.',
      'Jedan dan retko odlučuje o svemu; shvati ga kao podsticaj, a ne kao presudu.',
      'Pripremi ono što možeš, a ostavi mesta i za ono što ne može da se isplanira.',
      'Izaberi jednu stvar koju želiš da uradiš kako treba i njoj daj najbolji deo dana.',
      'Dovoljno sna, obrok na vreme i bar pola sata mira pomoći će ti više nego što misliš.',
    ],
    timed: [
      'Datumi pokazuju kada nebo naginje na jednu stranu; šta ćeš tih dana uraditi, i dalje odlučuješ ti.',
      'Upiši datum u kalendar i prati kako se zaista osećaš u danima oko njega.',
      'Dane pre toga iskoristi za pripremu, a sam dan za akciju ili za osluškivanje.',
      'Uticaj je najjači oko dana kada je tačan, a posle slabi, pa važne stvari rasporedi u skladu s tim.',
      'Gledaj na ovo kao na vremensku prognozu, a ne kao na sudbinu: kaže ti šta da poneseš, a ne kuda da ideš.',
      'Pitaj me ponovo kad se dan približi, pa ću ti reći kako tada izgleda.',
    ],
    when: [
      'Dobar trenutak pomaže, ali ne odlučuje umesto tebe: planiraj oko njega i ostavi prostora i za dane pre i posle.',
      'Zapamti datum, pripremi se u nedeljama pre njega i pusti da trenutak uradi ostalo.',
      'Ako ti taj datum ne odgovara, pitaj me za neki drugi mesec i pogledaću ponovo.',
      'Povoljni trenuci se vraćaju; ako ovaj propustiš, biće drugih, a ja mogu da ih pronađem.',
      'Vreme do tada iskoristi za pripremu, pa kad trenutak dođe, nećeš kretati od nule.',
      'Datum nije garancija, nego prednost: ostalo zavisi od onoga što doneseš sa sobom.',
    ],
  },
  noFit: [
    ({ area, when }) =>
      `U tvojoj karti ne vidim ništa što se jasno odnosi na ${area ?? 'tvoje pitanje'}${
        when ? ` ${when}` : ''
      }, a radije to kažem otvoreno nego da nategnem tumačenje.`,
    ({ area, when }) =>
      `${when ? `Ni tvoja karta ni nebo ${when} ne ukazuju` : 'Tvoja karta ne ukazuje'} jasno na ${
        area ?? 'ono što pitaš'
      }, zato ti ne mogu dati pošteno tumačenje.`,
    ({ area, when }) =>
      `Iskreno, o ${area ? aboutArea(area) : 'tome'} tvoja karta ${when ? `${when} ` : ''}uglavnom ćuti: ništa se posebno ne izdvaja.`,
    ({ area, when }) =>
      `${when ? `Na tvom nebu ${when}` : 'U tvojoj karti'} tražila sam nešto što govori o ${
        area ? aboutArea(area) : 'tome'
      }, ali nisam našla ništa dovoljno jako da na tome gradim odgovor.`,
  ],
  clarify: [
    'Možeš li da mi kažeš nešto više: da li imaš na umu neku odluku, datum ili osobu?',
    'Šta bi ti najviše pomoglo: određeni mesec ili određena oblast života?',
    'Da li iza pitanja stoji neka konkretna situacija? Ako mi je opišeš, mogu da pogledam deo karte koji njome vlada.',
    'Da li bi pomoglo da pitaš za određeni datum, ili za jednu vezu ili projekat?',
    'Šta te je navelo na ovo pitanje? Uz malo konteksta mogu da pogledam na pravo mesto.',
  ],
};
