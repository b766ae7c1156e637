/**
 * The Serbian daily horoscope (latinica, ekavski, the reader addressed as "ti", never in a
 * gendered form). Names come declined from the grammar (core/i18n/grammar/sr.ts): position takes
 * the locative (Mesec je u Ribama), movement the accusative (ulazi u Ovna), a house the feminine
 * ordinal in the case of "kuća" (u tvojoj petoj kući).
 */
import type { AspectType } from '../astro/aspects';
import type { PlanetId } from '../astro/positions';
import { GRAMMAR_SR as g, gender, motion } from '../i18n/grammar/sr';
import type { HoroscopeTexts } from './texts';
import type { MoonPhase } from './types';

/** The relative pronoun that agrees with the planet: koji / koja / koje. */
const which = (id: PlanetId) => ({ m: 'koji', f: 'koja', n: 'koje' })[gender(id)];
/** In apposition after 'sa Marsom': 'vladarom tvog znaka', for Venus 'vladarkom tvog znaka'. */
const rulerOfYours = (id: PlanetId) => `${gender(id) === 'f' ? 'vladarkom' : 'vladarom'} tvog znaka`;
/** The attributive (definite) form: retrogradni Merkur, retrogradna Venera. */
const retroAttr = (id: PlanetId) => ({ m: 'retrogradni', f: 'retrogradna', n: 'retrogradno' })[gender(id)];

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
  grammar: g,
  names: {
    planet: (id) => unique([g.planet(id), g.planet(id, 'gen'), g.planet(id, 'acc'), g.planet(id, 'ins')]),
    sign: (id) => unique([g.sign(id), g.sign(id, 'loc'), g.sign(id, 'acc'), g.sign(id, 'gen')]),
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
    7: 'partnerstva, dogovori i bliski odnosi',
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
    6: 'ljubavi prija uređen dan, jer kad su obaveze sređene, ostaje više mesta za nežnost',
    7: 'potreba za bliskošću je jača nego inače, a raspoloženje prati ton odnosa sa partnerom',
    8: 'osećanja su duboka, a iskrenost znači više od šarma',
    9: 'srcu prija sve što je novo i daleko, od zajedničkog plana za put do razgovora o smislu',
    10: 'javni i privatni život mogu da te vuku na različite strane',
    11: 'u društvu dragih ljudi srce se opušta, a zajednički planovi zbližavaju',
    12: 'ono što osećaš možda za sada ostaje neizgovoreno, a prija i jedan miran sat samo za tebe',
  },
  signRelation: {
    conjunction: 'stoji u tvom znaku',
    sextile: 'gradi sekstil sa tvojim znakom',
    square: 'pravi kvadrat sa tvojim znakom',
    trine: 'gradi trigon sa tvojim znakom',
    opposition: 'stoji naspram tvog znaka',
  },
  rulerRelation: {
    conjunction: (ruler, at) =>
      `stoji u konjunkciji sa ${g.planet(ruler, 'ins')} u ${g.sign(at, 'loc')}, ${rulerOfYours(ruler)}`,
    sextile: (ruler, at) => `gradi sekstil sa ${g.planet(ruler, 'ins')} u ${g.sign(at, 'loc')}, ${rulerOfYours(ruler)}`,
    square: (ruler, at) =>
      `stoji u kvadratu sa ${g.planet(ruler, 'ins')} u ${g.sign(at, 'loc')}, ${rulerOfYours(ruler)}`,
    trine: (ruler, at) => `gradi trigon sa ${g.planet(ruler, 'ins')} u ${g.sign(at, 'loc')}, ${rulerOfYours(ruler)}`,
    opposition: (ruler, at) =>
      `stoji u opoziciji sa ${g.planet(ruler, 'ins')} u ${g.sign(at, 'loc')}, ${rulerOfYours(ruler)}`,
  },
  effect: {
    sun: {
      easy: [
        'tvoje samopouzdanje ima vetar u leđa i trud se lakše primećuje',
        'lakše je da u javnosti pokažeš ko si, a ljudi ti obično veruju na reč',
        'malo vere u sebe mnogo znači, a drugi su spremni da stanu iza tebe',
      ],
      tense: [
        'tvoja volja može da se sudari sa tuđom, a strpljenje ti služi bolje od sile',
        'ponos se lako povredi, zato pusti da sitna uvreda prođe',
        'može da te rastrže raskorak između onoga što želiš i onoga što se od tebe očekuje',
      ],
      blend: [
        'reflektori su okrenuti ka tebi i ovo je dobar trenutak da pokažeš šta nameravaš',
        'tvoj rad je vidljiviji nego inače, zato pokaži ono što zaista misliš',
        'namera se izoštrava i jasnije je gde želiš da uložiš trud',
      ],
    },
    mercury: {
      easy: [
        'reči dolaze lako i razgovori obično idu onamo kuda se nadaš',
        'prava rečenica stiže na vreme, a i nezgodnu poruku je lakše poslati',
        'misao je jasna i brza, a odluke se donose sa manje muke',
      ],
      tense: [
        'nesporazumi su verovatniji nego inače, zato dvaput proveri detalje',
        'nepažljiva reč stiže dalje nego što nameravaš, zato pročitaj pre nego što pošalješ',
        'signali se lako pomešaju, a jedno pitanje može da spreči svađu',
      ],
      blend: [
        'um radi brzo i neumorno, što pogoduje pisanju, planiranju i odlučivanju',
        'misli jure napred, zato ih zapiši pre nego što se raspu',
        'razgovori ispunjavaju sate, a korisno je ono što iz njih odlučiš',
      ],
    },
    venus: {
      easy: [
        'atmosfera je topla, a svaka mala pažnja ti se obično vrati',
        'šarm ti je nadohvat ruke, a ljudi na njega rado odgovaraju',
        'lako je naći dobro društvo, a zadovoljstvo ne traži mnogo od tebe',
      ],
      tense: [
        'ono što ti želiš i ono što drugi žele možda se u početku neće poklopiti',
        'želja za mirom može da košta previše, u ljubavi ili u novcu',
        'sa nekim bliskim se razilaziš u ukusu ili osećanjima, a strpljenje pomaže',
      ],
      blend: [
        'tvoj šarm lako dolazi do izražaja i ljudi na njega reaguju',
        'naklonost je u vazduhu, a lepotu je lakše primetiti',
        'privlači te ono što je prijatno, a mala poslastica deluje zasluženo',
      ],
    },
    mars: {
      easy: [
        'energije ima na pretek i lako je usmeravaš tamo gde želiš',
        'polet je jak, a težak zadatak odjednom deluje manji',
        'hrabrost dolazi sama od sebe, baš za ono što dugo odlažeš',
      ],
      tense: [
        'i živci i mišići mogu da budu napregnuti, zato odmeravaj snagu',
        'razdražljivost je blizu površine, a kratka šetnja pomaže više od svađe',
        'lako je navaliti jače nego što trenutak traži, zato sačuvaj malo snage',
      ],
      blend: [
        'motivacija je jaka, a da bi ostala konstruktivna, potreban joj je jasan cilj',
        'žar brzo raste, a najbolje ga je uložiti u rad, ne u ljude',
        'javlja se poriv da odmah kreneš, zato izaberi kuda da ga usmeriš',
      ],
    },
    jupiter: {
      easy: [
        'otvaraju se nove mogućnosti, a velikodušnost, pružena ili primljena, ima običaj da se vrati',
        'nada ima osnova, a jedan samouveren korak može da povuče drugi',
        'pomoć je bliže nego što misliš kada je jasno zatražiš',
      ],
      tense: [
        'lako je obećati ili potrošiti više nego što nameravaš',
        'entuzijazam beži ispred plana, zato obećanja drži u razumnim granicama',
        'rizik leži u preterivanju, u trudu jednako kao u uživanju',
      ],
      blend: [
        'optimizam raste, zato ciljaj visoko, ali ostani jednom nogom na zemlji',
        'horizont se širi, a veći plan traži realan prvi korak',
        'vera u sebe jača, a zdrav razum je čuva od preterivanja',
      ],
    },
    saturn: {
      easy: [
        'postojan trud obično daje rezultat, a struktura deluje više kao oslonac nego kao kavez',
        'strpljenje je prednost, a plan građen polako obično opstaje',
        'ozbiljna obaveza sada ima smisla, a rad pokazuje koliko vredi',
      ],
      tense: [
        'obaveze i odlaganja mogu da te opterete, ali i spor napredak je napredak',
        'granice se jasno osećaju, a realan plan je bolji od hrabrog',
        'neko nadređen može da traži više od tebe, zato se drži onoga što možeš da ispuniš',
      ],
      blend: [
        'odgovornost je u fokusu i obaveze preuzete sada obično traju',
        'raspoloženje postaje trezveno, što pogoduje završavanju započetog',
        'teret dužnosti je stvaran, a kada se nosi dostojanstveno, obično donosi poštovanje',
      ],
    },
  },
  effectRetrograde: {
    mercury: {
      easy: [
        'stari razgovori se vraćaju na koristan način, ali odgovori mogu da kasne, zato dogovore potvrdi pismeno',
        'drugi pogled na stari plan može da otkrije nešto vredno',
        'ponovno čitanje daje više od žurbe, a stari kontakt može da pomogne',
      ],
      tense: [
        'zabune i kašnjenja su verovatni, zato sačekaj sa potpisivanjem i proveri svaki detalj',
        'poruke mogu da odu na pogrešnu adresu, zato vreme i mesto proveri dvaput',
        'nesporazum iz prošlosti može da se vrati i da traži razjašnjenje',
      ],
      blend: [
        'misli se vraćaju nezavršenim poslovima, što više pogoduje doradi nego odlučivanju',
        'stare ideje se vraćaju, a bolje ih je srediti nego obznaniti',
        'um gleda unazad, a ranije beleške vredi ponovo pročitati',
      ],
    },
    venus: {
      easy: [
        'stara naklonost može nežno da se probudi, a tiha pažnja deluje bolje od velikog gesta',
        'neka ranija veza može ponovo da otopli, polako i pod iskrenim uslovima',
        'ono što ceniš vredi ponovo odmeriti pre nego što na to potrošiš novac',
      ],
      tense: [
        'stare rane mogu ponovo da se otvore, zato ne žuri sa odlukama o ljubavi i novcu',
        'stara ljubavna nesuglasica može da se vrati, a strpljenje je drži malom',
        'moguće je žaljenje zbog ranijeg izbora, zato pažljivo troši i obećavaj',
      ],
      blend: [
        'osećanja se povlače u sebe i traže da budu shvaćena pre nego što se izgovore',
        'ljubav gleda unazad, a neka stara uspomena može da oboji raspoloženje',
        'želja je tiša i zamišljenija, više za osećanje nego za delanje',
      ],
    },
    mars: {
      easy: [
        'energija se vraća polako, zato umeren i ujednačen trud daje više od velikog napora',
        'nedovršen zadatak je pravo mesto za snagu koju imaš',
        'popravke i vežbanje odgovaraju ovom raspoloženju bolje od novog početka',
      ],
      tense: [
        'frustracija lako raste, a energije je malo, zato uspori i odmori se',
        'stari bes može da plane, zato se udalji pre nego što odgovoriš',
        'telo traži manje, a forsiranje obično ima suprotan efekat',
      ],
      blend: [
        'motivacija je tiša i bolje služi završavanju i popravkama nego započinjanju',
        'trud se vraća na poznat teren, i tu se najviše računa',
        'nestrpljenje prema sebi je verovatno, zato spusti lestvicu i odmori se',
      ],
    },
  },
  planetHouse: {
    sun: {
      1: 'drugi primećuju upravo tvoju inicijativu, a posao pod tvojim imenom može da vredi više nego inače',
      2: 'u središtu pažnje su prihodi, resursi i pitanje koliko zaista vrede tvoje veštine',
      3: 'pozivi, kratka putovanja i jasne poruke pomeraju posao više nego dugi sastanci',
      4: 'posao od kuće ili obaveze prema porodici traže više tvoje pažnje nego kancelarija',
      5: 'do izražaja dolaze kreativni zadaci i projekti u kojima uživaš, a rešenje može da stigne kroz igru',
      6: 'napredak donose svakodnevni zadaci, dobra rutina i pažnja prema sitnicama posla',
      7: 'posao se odvija preko partnera, klijenata i dogovora, pa saradnja znači više od samostalnog nastupa',
      8: 'zajednički novac, dugovi i tuđa sredstva traže jasan i trezven pogled',
      9: 'učenje, putovanja, objavljivanje ili neki širi plan vuku tvoju ambiciju dalje od uobičajenog',
      10: 'na vidiku su tvoj ugled i mesto na poslu, a nadređeni primećuju kako radiš',
      11: 'kolege, mreže kontakata i dugoročni ciljevi pomažu više od samostalnog truda',
      12: 'tihi rad iza kulisa i sređivanje nedovršenih stvari sada vrede više od javnog nastupa',
    },
    mercury: {
      1: 'razmišljaš brzo i u hodu, a lakše nego inače kažeš šta ti je potrebno',
      2: 'na red dolazi računica, od cena i budžeta do pitanja koliko neki posao zaista vredi',
      3: 'množe se poruke, pozivi i papiri, a glavu ti zaokupljaju svakodnevne sitnice',
      4: 'razmišljaš o planovima za dom i porodicu, a posao može da te prati i do kuće',
      5: 'ideje dolaze kroz igru, a kreativan predlog ili lakši ton mogu da prevagnu',
      6: 'spiskovi, rokovi i sitna slova u ugovorima traže tvoju punu pažnju',
      7: 'glavnu reč vode razgovori sa partnerom ili klijentom, a pravi posao je zapravo pregovaranje',
      8: 'istraživanje, ugovori o zajedničkom novcu i teški razgovori zahtevaju punu koncentraciju',
      9: 'misao ti seže dalje, ka kursevima, planovima za put, pisanju za javnost ili nekom velikom pitanju',
      10: 'ono što kažeš na poslu čuju oni koji odlučuju, pa biraj reči kao da idu u zapisnik',
      11: 'iz razgovora sa prijateljima, grupama i širim krugom poznanika rađaju se korisne ideje',
      12: 'misli se okreću ka tvom unutrašnjem svetu, a beleške za sebe vrede više od javnih najava',
    },
    venus: {
      1: 'drugima je lako da ti priđu, a način na koji se predstavljaš postaje deo onoga zbog čega te vole',
      2: 'naklonost se vidi u onome što deliš i na šta trošiš, a sitna pažnja može da znači više od skupog poklona',
      3: 'nežnost se rađa u svakodnevnim susretima, a duhovit razgovor ili šetnja kroz komšiluk zbližavaju više nego inače',
      4: 'srce je vezano za dom, a porodične veze i zajednički obroci traže tvoju toplinu',
      5: 'srce traži zabavu i udvaranje, a zadovoljstvo je lakše i pružiti i primiti',
      6: 'briga se pokazuje kroz svakodnevnu pomoć, a ljubazan gest na poslu ili kod kuće ne prolazi neprimećeno',
      7: 'partner i bliski odnosi dolaze na prvo mesto, a kompromis se postiže lakše nego obično',
      8: 'intimnost se produbljuje tamo gde je poverenje stvarno, a na red dolazi pitanje šta sve deliš sa partnerom',
      9: 'srce privlači nepoznato, bilo da je to neko izdaleka ili razgovor koji ti širi vidike',
      10: 'ugled i javni život utiču na ljubavne prilike, a ni simpatija na poslu nije isključena',
      11: 'prijateljstvo i ljubav se prepliću, a društvo ili neki prijatelj mogu da donesu prijatan susret',
      12: 'ljubav radije bira tišinu i privatnost, a skrivena nežnost ili tajna simpatija znače više od javnog pokazivanja',
    },
    mars: {
      1: 'snaga ide u tvoje telo i lične planove, a nestrpljenje se brzo primećuje',
      2: 'trud odlazi na zaradu i troškove, a telu prija praktičan, opipljiv rad',
      3: 'sitni poslovi, poruke i kratke vožnje rasipaju tvoju energiju, a šetnja bistri glavu',
      4: 'dom traži tvoju snagu, bilo da su u pitanju popravke, spremanje ili porodične obaveze',
      5: 'sport, ples, igra i kreativan rad privlače tvoju energiju',
      6: 'tvoju energiju upijaju posao i navike vezane za zdravlje, a telo primećuje kako se odnosiš prema njemu',
      7: 'partneri i suparnici uzimaju deo tvoje snage, a trvenja sa drugima mogu da te zamore',
      8: 'pokretačka snaga seže duboko, ka intimnosti, zajedničkim teretima ili nekoj ličnoj borbi',
      9: 'telo žudi za otvorenim prostorom, putovanjem, prirodom ili učenjem neke fizičke veštine',
      10: 'ambicija uzima velik deo tvoje energije, a telo oseća tempo posla',
      11: 'tvoj polet odlazi na prijatelje, timove i zajedničke aktivnosti, a kretanje u društvu prija',
      12: 'energija se usmerava ka unutrašnjem svetu, a san, samoća i tiho kretanje znače više nego inače',
    },
    jupiter: {
      1: 'samopouzdanje raste, a sa njim i prostor koji sebi daješ da probaš nešto veće',
      2: 'prihodi i resursi mogu da porastu, ali darežljivost sa novcem traži granice',
      3: 'učenje, pisanje i lokalni kontakti otvaraju više vrata nego inače',
      4: 'rast kreće od kuće, pa više prostora, podrška porodice ili selidba mogu da oblikuju tvoje planove',
      5: 'privlače te kreativni i rizični poduhvati, a entuzijazmu je dobro dodati razum',
      6: 'posla je više, a bolja rutina ili kolega spreman da pomogne mogu da olakšaju teret',
      7: 'partner, klijent ili savetnik može da proširi ono što zajedno možete da postignete',
      8: 'u igru ulaze zajednička sredstva, ulaganja ili tuđa podrška, uz uslove koje treba pažljivo pročitati',
      9: 'studije, putovanja i velike ideje nose tvoju ambiciju najdalje',
      10: 'priznanje i korak napred mogući su tamo gde je posao već urađen',
      11: 'prijatelji i mreže poznanstava donose prilike, a dugoročni cilj deluje dostižnije',
      12: 'pomoć može da stigne tiho, a rad daleko od tuđih očiju priprema neki kasniji korak',
    },
    saturn: {
      1: 'nosiš više odgovornosti za sebe, a drugi najpre vide tvoju samodisciplinu',
      2: 'stegnut budžet uči strpljenju, a pažljivo trošenje gradi ono što traje',
      3: 'poslovna komunikacija traži preciznost, a rutinska papirologija strpljenje',
      4: 'kućne i porodične obaveze pritiskaju radno vreme, a jasne granice pomažu',
      5: 'kreativni rad traži disciplinu, a igra ustupa mesto zanatu',
      6: 'posao je težak, ali stvaran, i ujednačen ritam pomaže da ga izneseš',
      7: 'ugovori i partnerstva prolaze proveru, a jasni uslovi štite obe strane',
      8: 'dugovi, porezi i zajednički novac traže da se dovedu u red',
      9: 'studije i dugoročni planovi traže disciplinu, a prečice u učenju na kraju oduzimaju vreme',
      10: 'u prvom planu su autoritet i ambicija, a rad se meri onim što stvarno vredi',
      11: 'grupne obaveze i dugoročni ciljevi traže realnu procenu onoga što možeš da poneseš',
      12: 'rad iza kulisa i odmor postaju podjednake dužnosti, a završavanje je važnije od započinjanja',
    },
  },
  planetHouseRetrograde: {
    mercury: {
      1: 'moguće je da preispituješ utisak koji ostavljaš, pa pre važnog razgovora proveri šta želiš da kažeš',
      2: 'stari računi, povraćaji novca i greške u budžetu vraćaju se na ispravku',
      3: 'poruke lakše zalutaju, zato potvrdi termine i pročitaj sve još jednom pre slanja',
      4: 'kućni planovi prolaze reviziju, a stari porodični razgovor može ponovo da se otvori',
      5: 'kreativni projekat iz prošlosti traži da mu se vratiš pre bilo čega novog',
      6: 'rutine i alati traže proveru, a zaostatke je bolje raščistiti nego uzimati nove zadatke',
      7: 'dogovori sa partnerima ili klijentima vraćaju se na još jedno čitanje pre nego što iko potpiše',
      8: 'papiri o zajedničkom novcu ili dugovima traže pažljiv drugi pogled',
      9: 'planove za put i kurseve bolje je dvaput potvrditi, a stara ideja može da se vrati',
      10: 'poslovne odluke se menjaju, pa je dobro da ključne tačke staviš na papir',
      11: 'stari kontakti se ponovo javljaju, a planovi grupe mogu da se promene pre nego što se ustale',
      12: 'misli se vrte oko nedovršenih stvari, a beleške za sebe korisnije su od najava',
    },
    venus: {
      1: 'vraćaju se stara pitanja o tome kako se pokazuješ u ljubavi, a blag drugi pogled pomaže',
      2: 'ranije odluke o novcu i udobnosti u ljubavi vraćaju se na proveru, zato troši pažljivo',
      3: 'stara poruka ili poznato lice iz komšiluka može da probudi osećanja koja su delovala smireno',
      4: 'porodične uspomene i stare veze kod kuće traže razumevanje pre bilo kakve promene',
      5: 'može da se javi bivša ljubav ili staro zadovoljstvo, a mudrije je zastati nego srljati',
      6: 'sitna trvenja u svakodnevnoj brizi vraćaju se da budu izglađena, strpljivo i bez prebacivanja',
      7: 'veza ponovo razmatra svoje uslove, a stara nesuglasica traži iskren razgovor bez žurbe',
      8: 'pitanja poverenja i deljenja ponovo izlaze na površinu, a bolje ih je pretresti u miru nego rešavati na brzinu',
      9: 'daleka veza ili staro uverenje o ljubavi vraća se da ga ponovo pogledaš',
      10: 'stare odluke o ljubavi i ugledu ponovo su tema, a diskrecija je bolja od pokazivanja',
      11: 'stari prijatelj može ponovo da se pojavi, a neko prijateljstvo zaslužuje da ga obnoviš umesto da ga zameniš',
      12: 'skrivena osećanja isplivavaju, a tiho razmišljanje je blaže od ispovesti',
    },
    mars: {
      1: 'snaga se vraća ličnim planovima koji su zastali, a stare frustracije oko njih ponovo izbijaju',
      2: 'snaga ide na popravljanje starih novčanih propusta, a telo traži umerenost',
      3: 'poslovi po gradu i kratka putovanja lakše zapinju, a kratke šetnje služe bolje od jurnjave',
      4: 'stari kućni poslovi i porodične napetosti vraćaju se da ih rešavaš polako',
      5: 'stari hobi ili sport može da se vrati, ali ga je bolje prihvatiti polako',
      6: 'navike vezane za zdravlje traže proveru, a stara naprezanja više brige nego napora',
      7: 'stari sporovi sa drugima mogu ponovo da planu, a korak unazad čuva snagu',
      8: 'potisnuti bes ili stari zajednički tereti izlaze na videlo, a bolje ih je mirno razrešiti nego se oko njih boriti',
      9: 'planovi za put ili trening kasne, a strpljenje štedi telo',
      10: 'stare poslovne borbe se vraćaju, a odmeren tempo je važniji od pobede',
      11: 'zajednički napori usporavaju, a neko staro prijateljstvo možda traži popravku',
      12: 'energija se povlači, a telo traži odmor, san i razmišljanje',
    },
  },
  flowing: {
    mercury: [
      'reči dolaze lako',
      'razgovori obično idu onamo kuda se nadaš',
      'prava rečenica stiže na vreme',
      'misao je jasna i brza',
      'pogoduje pisanju, planiranju i odlučivanju',
      'lakše nego inače kažeš',
      'ideje dolaze kroz igru',
      'rađaju se korisne ideje',
    ],
    venus: [
      'svaka mala pažnja ti se obično vrati',
      'šarm ti je nadohvat ruke',
      'lako je naći dobro društvo',
      'tvoj šarm lako dolazi do izražaja',
      'drugima je lako da ti priđu',
      'zadovoljstvo je lakše i pružiti i primiti',
      'kompromis se postiže lakše',
    ],
    mars: ['energije ima na pretek', 'polet je jak', 'hrabrost dolazi sama od sebe', 'motivacija je jaka'],
  },
  phaseNote: {
    new: 'vreme za tihe početke i za postavljanje namere',
    'waxing-crescent': 'vreme za prve korake u onome što je nedavno pokrenuto',
    'first-quarter': 'vreme za odluke i za prevazilaženje prve prepreke',
    'waxing-gibbous': 'vreme za doterivanje i prilagođavanje onoga što je već u toku',
    full: 'vreme kada stvari izlaze na videlo, a osećanja dostižu vrhunac',
    'waning-gibbous': 'vreme za deljenje onoga što je naučeno i za zahvalnost',
    'last-quarter': 'vreme za otpuštanje onoga što ti više ne odgovara',
    'waning-crescent': 'vreme za odmor, osvrt i raščišćavanje prostora pre sledećeg ciklusa',
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
  beginnings: ['napravi prvi'],
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
  sentences: {
    moon: [
      (p) =>
        `Mesec je u ${g.sign(p.moon, 'loc')}, u tvojoj ${g.ordinal(p.house, 'loc')} kući, pa u prvi plan dolaze ${p.topic}.`,
      (p) =>
        `Dok Mesec prolazi kroz ${g.sign(p.moon, 'acc')}, tvoju ${g.ordinal(p.house, 'acc')} kuću, ${p.topic} traže tvoju pažnju.`,
      (p) =>
        `Današnji Mesec u ${g.sign(p.moon, 'loc')} osvetljava tvoju ${g.ordinal(p.house, 'acc')} kuću: ${p.topic}.`,
      (p) =>
        `Mesec putuje kroz ${g.sign(p.moon, 'acc')}, ${g.ordinal(p.house, 'acc')} kuću od tvog znaka, gde prednjače ${p.topic}.`,
      (p) =>
        `Emotivno, u središtu dana su ${p.topic}, dok Mesec prolazi kroz ${g.sign(p.moon, 'acc')}, tvoju ${g.ordinal(p.house, 'acc')} kuću.`,
      (p) =>
        `Tvoja ${g.ordinal(p.house, 'nom')} kuća ugošćuje Mesec u ${g.sign(p.moon, 'loc')}, pa ${p.topic} boje raspoloženje.`,
      (p) =>
        `Na osećanja najviše utiču ${p.topic}: Mesec je u ${g.sign(p.moon, 'loc')}, tvojoj ${g.ordinal(p.house, 'loc')} kući.`,
      (p) =>
        `U ${g.sign(p.moon, 'loc')} Mesec prolazi tvojom ${g.ordinal(p.house, 'ins')} kućom, a ${p.topic} zaokupljaju misli.`,
    ],
    moonIngress: [
      (p) =>
        `${g.capitalize(p.time)} Mesec ulazi u ${g.sign(p.to, 'acc')}, tvoju ${g.ordinal(p.house, 'acc')} kuću, i u fokus dolaze ${p.topic}.`,
      (p) =>
        `Raspoloženje se menja ${p.time}, kada Mesec prelazi u ${g.sign(p.to, 'acc')} i tvoju ${g.ordinal(p.house, 'acc')} kuću, gde su na redu ${p.topic}.`,
      (p) =>
        `Očekuj promenu tona ${p.time}: Mesec ulazi u ${g.sign(p.to, 'acc')}, tvoju ${g.ordinal(p.house, 'acc')} kuću, a pažnju privlače ${p.topic}.`,
      (p) =>
        `Posle ulaska u ${g.sign(p.to, 'acc')} ${p.time}, Mesec je u tvojoj ${g.ordinal(p.house, 'loc')} kući, gde ${p.topic} izlaze u prvi plan.`,
      (p) =>
        `Prelazak Meseca u ${g.sign(p.to, 'acc')} ${p.time} otvara tvoju ${g.ordinal(p.house, 'acc')} kuću, a ${p.topic} dobijaju na značaju.`,
      (p) =>
        `Kasnije, ${p.time}, Mesec stiže u ${g.sign(p.to, 'acc')}, ${g.ordinal(p.house, 'acc')} kuću od tvog znaka: ${p.topic}.`,
      (p) =>
        `Nova emotivna nota javlja se ${p.time}, kada Mesec prelazi u ${g.sign(p.to, 'acc')}, tvoju ${g.ordinal(p.house, 'acc')} kuću, i na red dolaze ${p.topic}.`,
      (p) =>
        `Kada ${p.time} Mesec uđe u ${g.sign(p.to, 'acc')}, tvoja ${g.ordinal(p.house, 'nom')} kuća se budi, a ${p.topic} traže svoje mesto.`,
    ],
    phase: [
      (p) => `Na nebu je ${ph(p.phase).nom}, ${p.note}.`,
      (p) => `Uz ${ph(p.phase).acc} ovaj dan je ${p.note}.`,
      (p) => `Tempo dana određuje ${ph(p.phase).nom}: ${p.note}.`,
      (p) => `Što se tiče ritma dana, ${ph(p.phase).nom} govori da je ovo ${p.note}.`,
      (p) => `Večeras je na nebu ${ph(p.phase).nom}, a to je ${p.note}.`,
      (p) => `Imaj na umu ${ph(p.phase).acc}: ovo je ${p.note}.`,
      (p) => `Nebo pokazuje ${ph(p.phase).acc}, ${p.note}.`,
      (p) => `Dok traje ${ph(p.phase).nom}, sati pred tobom su ${p.note}.`,
    ],
    phaseExact: [
      (p) => `${g.capitalize(ph(p.phase).nom)} nastupa tačno ${p.time}, ${p.note}.`,
      (p) => `Danas ${p.time} nastupa ${ph(p.phase).nom}: ${p.note}.`,
      (p) => `Tačno ${p.time} nastupa ${ph(p.phase).nom}; ovo je ${p.note}.`,
      (p) => `${g.capitalize(ph(p.phase).nom)} je danas ${p.time}, a to je ${p.note}.`,
    ],
    aspect: [
      (p) => `${g.planet(p.planet)} u ${g.sign(p.planetSign, 'loc')} ${p.relation} – ${p.effect}.`,
      (p) => `Danas ${g.planet(p.planet)} u ${g.sign(p.planetSign, 'loc')} ${p.relation}; ${p.effect}.`,
      (p) => `${g.planet(p.planet)}, sada u ${g.sign(p.planetSign, 'loc')}, ${p.relation}: ${p.effect}.`,
      (p) =>
        `Obrati pažnju na ${g.planet(p.planet, 'acc')} u ${g.sign(p.planetSign, 'loc')}, ${which(p.planet)} ${p.relation}: ${p.effect}.`,
      (p) =>
        `Uz ${g.planet(p.planet, 'acc')} u ${g.sign(p.planetSign, 'loc')}, ${which(p.planet)} ${p.relation}, ${p.effect}.`,
      (p) => `Dok prolazi kroz ${g.sign(p.planetSign, 'acc')}, ${g.planet(p.planet)} ${p.relation}; ${p.effect}.`,
      (p) =>
        `Ključni položaj dana je ${g.planet(p.planet)} u ${g.sign(p.planetSign, 'loc')}, ${which(p.planet)} ${p.relation}: ${p.effect}.`,
      (p) => `Dok ${g.planet(p.planet)} u ${g.sign(p.planetSign, 'loc')} ${p.relation}, ${p.effect}.`,
    ],
    houseAspect: [
      (p) =>
        `${g.planet(p.planet)}, u ${g.sign(p.planetSign, 'loc')} i tvojoj ${g.ordinal(p.house, 'loc')} kući, ${p.relation}: ${p.clause}.`,
      (p) =>
        `U ${g.sign(p.planetSign, 'loc')}, tvojoj ${g.ordinal(p.house, 'loc')} kući, ${g.planet(p.planet)} ${p.relation}; ${p.clause}.`,
      (p) =>
        `${g.planet(p.planet)} iz ${g.sign(p.planetSign, 'gen')}, tvoje ${g.ordinal(p.house, 'gen')} kuće, ${p.relation}: ${p.clause}.`,
      (p) =>
        `${g.planet(p.planet)} u tvojoj ${g.ordinal(p.house, 'loc')} kući, u ${g.sign(p.planetSign, 'loc')}, ${p.relation} – ${p.clause}.`,
      (p) =>
        `${g.planet(p.planet)} prolazi tvojom ${g.ordinal(p.house, 'ins')} kućom u ${g.sign(p.planetSign, 'loc')} i ${p.relation}: ${p.clause}.`,
      (p) =>
        `Dok prolazi kroz ${g.sign(p.planetSign, 'acc')}, tvoju ${g.ordinal(p.house, 'acc')} kuću, ${g.planet(p.planet)} ${p.relation}; ${p.clause}.`,
      (p) =>
        `${g.planet(p.planet)} boravi u ${g.sign(p.planetSign, 'loc')}, tvojoj ${g.ordinal(p.house, 'loc')} kući, i ${p.relation}: ${p.clause}.`,
      (p) =>
        `Kroz ${g.sign(p.planetSign, 'acc')}, tvoju ${g.ordinal(p.house, 'acc')} kuću, prolazi ${g.planet(p.planet)}, ${which(p.planet)} ${p.relation}: ${p.clause}.`,
    ],
    house: [
      (p) =>
        `${g.planet(p.planet)} je u ${g.sign(p.planetSign, 'loc')}, tvojoj ${g.ordinal(p.house, 'loc')} kući: ${p.clause}.`,
      (p) =>
        `Dok ${g.planet(p.planet)} u ${g.sign(p.planetSign, 'loc')} prolazi tvojom ${g.ordinal(p.house, 'ins')} kućom, ${p.clause}.`,
      (p) =>
        `U tvojoj ${g.ordinal(p.house, 'loc')} kući, u ${g.sign(p.planetSign, 'loc')}, nalazi se ${g.planet(p.planet)}; ${p.clause}.`,
      (p) =>
        `${g.planet(p.planet)} se kreće kroz ${g.sign(p.planetSign, 'acc')}, tvoju ${g.ordinal(p.house, 'acc')} kuću; ${p.clause}.`,
      (p) =>
        `U ${g.sign(p.planetSign, 'loc')} ${g.planet(p.planet)} osvetljava tvoju ${g.ordinal(p.house, 'acc')} kuću: ${p.clause}.`,
      (p) =>
        `Kroz tvoju ${g.ordinal(p.house, 'acc')} kuću, u ${g.sign(p.planetSign, 'loc')}, ${g.planet(p.planet)} daje ton: ${p.clause}.`,
      (p) =>
        `${g.planet(p.planet)} u ${g.sign(p.planetSign, 'loc')} pada u tvoju ${g.ordinal(p.house, 'acc')} kuću – ${p.clause}.`,
      (p) =>
        `Pošto je ${g.planet(p.planet)} u ${g.sign(p.planetSign, 'loc')} i u tvojoj ${g.ordinal(p.house, 'loc')} kući, ${p.clause}.`,
    ],
    loveMoon: [
      (p) => `Uz Mesec u ${g.sign(p.moon, 'loc')}, u tvojoj ${g.ordinal(p.house, 'loc')} kući, ${p.love}.`,
      (p) => `Mesec u ${g.sign(p.moon, 'loc')} obasjava tvoju ${g.ordinal(p.house, 'acc')} kuću: ${p.love}.`,
      (p) =>
        `Što se srca tiče, Mesec u ${g.sign(p.moon, 'loc')} (tvoja ${g.ordinal(p.house, 'nom')} kuća) nosi ovu poruku: ${p.love}.`,
      (p) => `Mesec u ${g.sign(p.moon, 'loc')} boravi u tvojoj ${g.ordinal(p.house, 'loc')} kući; ${p.love}.`,
      (p) => `Dok Mesec putuje kroz ${g.sign(p.moon, 'acc')}, tvoju ${g.ordinal(p.house, 'acc')} kuću, ${p.love}.`,
      (p) => `Za srce je važan Mesec u ${g.sign(p.moon, 'loc')}, tvojoj ${g.ordinal(p.house, 'loc')} kući – ${p.love}.`,
      (p) =>
        `Mesec u tvojoj ${g.ordinal(p.house, 'loc')} kući, u ${g.sign(p.moon, 'loc')}, daje nagoveštaj: ${p.love}.`,
      (p) =>
        `U romantičnom smislu, Mesec u ${g.sign(p.moon, 'loc')} deluje kroz tvoju ${g.ordinal(p.house, 'acc')} kuću: ${p.love}.`,
    ],
    ingress: [
      (p) =>
        `${g.capitalize(p.time)} ${g.planet(p.planet)} ulazi u ${g.sign(p.sign, 'acc')} i za teme kao što su ${p.theme} počinje novo poglavlje.`,
      (p) => `${g.planet(p.planet)} prelazi u ${g.sign(p.sign, 'acc')} ${p.time}, a ${p.theme} dobijaju novu boju.`,
      (p) =>
        `Promena stiže ${p.time}: ${g.planet(p.planet)} ulazi u ${g.sign(p.sign, 'acc')}, a ${p.theme} menjaju ton.`,
      (p) =>
        `Posle ulaska ${g.planet(p.planet, 'gen')} u ${g.sign(p.sign, 'acc')} ${p.time}, očekuj da ${p.theme} deluju drugačije.`,
      (p) => `${g.planet(p.planet)} ${p.time} prelazi u ${g.sign(p.sign, 'acc')} i ${p.theme} kreću iz početka.`,
      (p) =>
        `Zabeleži trenutak: ${p.time} ${g.planet(p.planet)} ulazi u ${g.sign(p.sign, 'acc')}, a ${p.theme} kreću novim putem.`,
      (p) =>
        `Dan se prelama ${p.time}, kada ${g.planet(p.planet)} stiže u ${g.sign(p.sign, 'acc')}, a ${p.theme} dobijaju drugačiji tok.`,
      (p) => `Kada ${g.planet(p.planet)} ${p.time} uđe u ${g.sign(p.sign, 'acc')}, ${p.theme} ulaze u novo razdoblje.`,
    ],
    station: [
      (p) =>
        `${g.planet(p.planet)} se ${p.time} zaustavlja i postaje ${motion(p.planet, p.direction)}, pa ${p.theme} ${p.direction === 'retrograde' ? 'traže preispitivanje više nego nove početke' : 'ponovo mogu da krenu napred'}.`,
      (p) =>
        `${g.capitalize(p.time)} ${g.planet(p.planet)} postaje ${motion(p.planet, p.direction)}; ${p.direction === 'retrograde' ? 'uspori' : 'ponovo ubrzaj'} kada su u pitanju ${p.theme}.`,
      (p) =>
        `Prekretnica ${p.time}: ${g.planet(p.planet)} postaje ${motion(p.planet, p.direction)}, a ${p.theme} ${p.direction === 'retrograde' ? 'traže osvrt' : 'počinju da se raspliću'}.`,
      (p) =>
        `${g.planet(p.planet)} miruje, a zatim ${p.time} postaje ${motion(p.planet, p.direction)} i ${p.theme} ${p.direction === 'retrograde' ? 'nailaze na kočnicu' : 'se oslobađaju'}.`,
      (p) =>
        `Obrati pažnju na trenutak kada ${g.planet(p.planet)} ${p.time} postaje ${motion(p.planet, p.direction)}: ${p.theme} ${p.direction === 'retrograde' ? 'zaslužuju još jedan pogled' : 'ponovo dobijaju zamah'}.`,
      (p) =>
        `Pošto ${g.planet(p.planet)} ${p.time} postaje ${motion(p.planet, p.direction)}, ${p.theme} ${p.direction === 'retrograde' ? 'traže da ih ponovo razmotriš' : 'mogu da se sagledaju svežim očima'}.`,
      (p) =>
        `${g.planet(p.planet)} ${p.time} staje i postaje ${motion(p.planet, p.direction)}, zbog čega ${p.theme} ${p.direction === 'retrograde' ? 'postaju prostor za razmišljanje' : 'lakše prelaze u delo'}.`,
      (p) =>
        `Nebo zastaje ${p.time}, kada ${g.planet(p.planet)} postaje ${motion(p.planet, p.direction)}, a ${p.theme} ${p.direction === 'retrograde' ? 'gube brzinu' : 'dobijaju slobodu'}.`,
    ],
    retrograde: [
      (p) =>
        `${g.planet(p.planet)} je ${motion(p.planet, 'retrograde')} u ${g.sign(p.sign, 'loc')}, pa ${p.theme} traže preispitivanje više nego žurbu.`,
      (p) =>
        `Dok je ${g.planet(p.planet)} ${motion(p.planet, 'retrograde')} u ${g.sign(p.sign, 'loc')}, ponovo pogledaj teme kao što su ${p.theme}.`,
      (p) =>
        `${g.planet(p.planet)} je i dalje ${motion(p.planet, 'retrograde')} u ${g.sign(p.sign, 'loc')}; ${p.theme} mogu ponovo da otvore stara pitanja.`,
      (p) =>
        `${g.capitalize(retroAttr(p.planet))} ${g.planet(p.planet)} u ${g.sign(p.sign, 'loc')} traži strpljenje kada su u pitanju ${p.theme}.`,
      (p) =>
        `Dok se ${g.planet(p.planet)} retrogradno kreće kroz ${g.sign(p.sign, 'acc')}, vrati se temama kao što su ${p.theme}.`,
      (p) =>
        `Pošto je ${g.planet(p.planet)} ${motion(p.planet, 'retrograde')} u ${g.sign(p.sign, 'loc')}, ${p.theme} traže dvostruku proveru.`,
      (p) =>
        `Uz retrogradnost ${g.planet(p.planet, 'gen')} u ${g.sign(p.sign, 'loc')}, ${p.theme} traže završavanje više nego započinjanje.`,
      (p) =>
        `Imaj na umu da je ${g.planet(p.planet)} ${motion(p.planet, 'retrograde')} u ${g.sign(p.sign, 'loc')}: ${p.theme} mogu da potraju duže od plana.`,
    ],
    closer: [
      (p) => `Tvoj najbolji potez: ${p.advice}.`,
      (p) => `Mali predlog: ${p.advice}.`,
      (p) => `${g.capitalize(p.advice)}; to je za danas sasvim dovoljno.`,
      (p) => `Neka bude jednostavno: ${p.advice}.`,
      (p) => `Za ostatak dana: ${p.advice}.`,
      (p) => `Gde god možeš, ${p.advice}.`,
      (p) => `Ako ti treba smernica: ${p.advice}.`,
      (p) => `Savet za danas: ${p.advice}.`,
    ],
  },

  labels: {
    moon: (moon, house) => `Mesec u ${g.sign(moon, 'loc')}, tvoja ${g.ordinal(house, 'nom')} kuća`,
    moonIngress: (to, time) => `Mesec ulazi u ${g.sign(to, 'acc')} ${time}`,
    phase: (id, time) => (time ? `${g.capitalize(ph(id).nom)} ${time}` : g.capitalize(ph(id).nom)),
    aspect: (p, aspect, ruler) =>
      ruler
        ? `${g.planet(p)} ${ASPECT_LOC[aspect]} sa ${g.planet(ruler, 'ins')}, ${rulerOfYours(ruler)}`
        : aspect === 'conjunction'
          ? `${g.planet(p)} u tvom znaku`
          : `${g.planet(p)} ${ASPECT_LOC[aspect]} sa tvojim znakom`,
    ingress: (p, to, time) => `${g.planet(p)} ulazi u ${g.sign(to, 'acc')} ${time}`,
    station: (p, direction, time) => `${g.planet(p)} postaje ${motion(p, direction)} ${time}`,
    retrograde: (p, at) => `${g.planet(p)} ${motion(p, 'retrograde')} u ${g.sign(at, 'loc')}`,
  },
};
