/**
 * The Serbian offline writer's sentences (core/coach/texts.ts, `CoachWriting`). A placement names
 * its sign in the locative (Venera je u Vagi), a degree the genitive (na 14°22′ Vage), the rising
 * sign the nominative (podznak ti je Vaga); a house is the spelled-out feminine ordinal (u sedmoj
 * kući); an aspect is "u kvadratu sa" and the instrumental (u kvadratu sa Saturnom).
 */
import type { AspectType } from '../../../astro/aspects';
import type { PlanetId } from '../../../astro/positions';
import { GRAMMAR_SR as g, gender, motion } from '../../../i18n/grammar/sr';
import type { Element, Modality } from '../../../zodiac';
import type { AspectSlots, CoachPoint, CoachWriting, HouseSlots, NumerologyKind, PlacementSlots } from '../../texts';
import { ASPECT, KIND, LUNATION, by, deg, point, yourNom } from './words';

/** sa tvojim Mesecom, sa tvojom Venerom */
const yourIns = (id: CoachPoint) => `${by(id, 'tvojim', 'tvojom', 'tvojim')} ${point(id, 'ins')}`;

/** What the aspect does between two themes, by harmony; no fate in it. */
const ASPECT_TONE: Readonly<Record<AspectType, string>> = {
  conjunction: 'stapa njihove teme u jednu',
  sextile: 'otvara prijateljski, podsticajan kanal između njih',
  square: 'stvara trenje koje traži akciju',
  trine: 'pušta da njihove energije teku lako',
  opposition: 'stavlja njihove teme jednu naspram druge i traži ravnotežu',
};

/** "jedna planeta", "tri planete", "pet planeta", "nijedna planeta". */
const planets = (n: number) => {
  const words = ['nijedna', 'jedna', 'dve', 'tri', 'četiri', 'pet', 'šest', 'sedam', 'osam', 'devet', 'deset'];
  const word = words[n] ?? String(n);
  const mod10 = n % 10;
  const mod100 = n % 100;
  const noun =
    mod10 === 1 && mod100 !== 11
      ? 'planeta'
      : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)
        ? 'planete'
        : 'planeta';
  return `${word} ${noun}`;
};

/** The retrograde sentence that follows a planet's placement. */
const retroNote = (id: CoachPoint) =>
  ` ${by(id, 'Retrogradan', 'Retrogradna', 'Retrogradno')} je, pa se ${by(id, 'njegove', 'njene', 'njegove')} teme često najpre razvijaju iznutra, pre nego što se pokažu spolja.`;

const ELEMENT_GEN: Readonly<Record<Element, string>> = {
  fire: 'vatre',
  earth: 'zemlje',
  air: 'vazduha',
  water: 'vode',
};
const MODALITY_PL: Readonly<Record<Modality, string>> = {
  cardinal: 'kardinalni',
  fixed: 'fiksni',
  mutable: 'promenljivi',
};

/**
 * A date as the grammar writes it ("29. novembra", "7. januara 2027.") inside a sentence that goes
 * on: its year's dot is left to the sentence's end ("bio je tačan 7. januara 2027, a ...").
 */
const dated = (date: string) => date.replace(/\.$/, '');
/** "ponovo postaje direktan", "postaje retrogradna" (present); "ponovo postao direktan" (past, by gender). */
const becomes = (id: PlanetId, d: 'retrograde' | 'direct') =>
  `${d === 'direct' ? 'ponovo ' : ''}postaje ${motion(id, d)}`;
const became = (id: PlanetId, d: 'retrograde' | 'direct') =>
  `${d === 'direct' ? 'ponovo ' : ''}${by(id, 'postao', 'postala', 'postalo')} ${motion(id, d)}`;
/** After "će": "ponovo postati direktan", "postati retrogradna". */
const toBecome = (id: PlanetId, d: 'retrograde' | 'direct') =>
  `${d === 'direct' ? 'ponovo ' : ''}postati ${motion(id, d)}`;
const LUNATION_GEN: Readonly<Record<'new' | 'full', string>> = { new: 'mladog Meseca', full: 'punog Meseca' };

/** tvoje natalno Sunce, tvoja natalna Venera, tvoj Ascendent (the angles are natal already). */
const natalNom = (id: CoachPoint) =>
  id === 'ascendant' || id === 'midheaven'
    ? yourNom(id)
    : `${by(id, 'tvoj natalni', 'tvoja natalna', 'tvoje natalno')} ${point(id)}`;
/** tvoje natalno Sunce, tvoju natalnu Veneru, tvoj Ascendent. */
const natalAcc = (id: CoachPoint) =>
  id === 'ascendant' || id === 'midheaven'
    ? `${by(id, 'tvoj', 'tvoju', 'tvoje')} ${point(id, 'acc')}`
    : `${by(id, 'tvoj natalni', 'tvoju natalnu', 'tvoje natalno')} ${point(id, 'acc')}`;

export const WRITING: CoachWriting = {
  opener: {
    love: [
      'Za pitanja srca najpre gledam Veneru i Mesec u tvojoj karti, a zatim sve što u njoj govori o partnerstvu.',
      'Ljubav se u natalnoj karti čita kroz više slojeva: šta te privlači, šta ti je potrebno da se osećaš sigurno i kako ulaziš u bliske odnose.',
      'Evo šta tvoja karta govori o načinu na koji voliš i šta tražiš u bliskosti.',
      'Kada je reč o odnosima, tvoja karta ne predviđa ko će se pojaviti, ali dobro opisuje šta ti prija i gde ti je potrebno više pažnje.',
      'Pogledajmo šta tvoja karta kaže o ljubavi, počevši od položaja koji najviše govore o naklonosti.',
    ],
    career: [
      'Za posao i poziv gledam Sunce, Saturn i planete koje opisuju tvoje talente, a kada je vreme rođenja poznato, i Sredinu neba.',
      'Tvoja karta ne bira zanimanje umesto tebe, ali pokazuje kako radiš najbolje i šta te dugoročno pokreće.',
      'Evo šta tvoja karta govori o radu, ambicijama i putu kojim ti je prirodno da rasteš.',
      'Kada je reč o karijeri, korisno je pogledati ne samo gde se trudiš, već i šta ti daje osećaj smisla.',
    ],
    wellbeing: [
      'Kada je reč o tome kako se osećaš, tvoja karta može da pokaže šta te iscrpljuje, a šta ti vraća snagu.',
      'Pogledajmo šta ti je, prema tvojoj karti, potrebno za više mira i stabilnosti.',
      'Evo nekoliko položaja koji govore o tvojim emocionalnim potrebama i o tome kako se obnavljaš.',
      'Tvoja karta ne postavlja dijagnoze, ali može da ti pomogne da bolje razumeš svoj ritam, svoje potrebe i svoje granice.',
    ],
    timing: [
      'Za pitanje vremena gledam šta se sada na nebu dešava u odnosu na tvoju natalnu kartu.',
      'Astrologija ne određuje datume sudbine, ali pokazuje periode u kojima su neke teme naglašenije.',
      'Evo šta trenutni tranziti naglašavaju u tvojoj karti i kada su najjači.',
      'Pogledajmo koje se teme sada pokreću u tvojoj karti i koliko dugo mogu da traju.',
    ],
    placement: [
      'Evo kako stoji taj položaj u tvojoj karti i šta obično znači.',
      'Pogledajmo taj deo tvoje karte redom: gde se nalazi i šta može da govori o tebi.',
      'Dobro pitanje: ovaj položaj mnogo govori o tome kako se neke tvoje osobine izražavaju.',
      'Evo šta tvoja karta pokazuje na tom mestu, uz tumačenje koje ide uz taj položaj.',
    ],
    aspect: [
      'Aspekti pokazuju kako planete u tvojoj karti razgovaraju jedna sa drugom; evo onih koji su ovde najvažniji.',
      'Pogledajmo veze između planeta koje se tiču tvog pitanja i koliko su tesne.',
      'Evo aspekata koji najviše oblikuju ovu temu u tvojoj karti.',
      'Kada dve planete stoje pod određenim uglom, njihove teme se prepliću; evo kako to izgleda kod tebe.',
    ],
    numerology: [
      'Numerologija čita tvoje ime i datum rođenja kao niz brojeva, a svaki od njih osvetljava drugu stranu tebe.',
      'Evo šta tvoji brojevi govore, od broja životnog puta do onih koji opisuju tvoju ličnost.',
      'Pogledajmo tvoje brojeve jedan po jedan i šta obično znače.',
      'Brojevi iz tvog imena i datuma rođenja dopunjuju ono što pokazuje karta; evo šta kod tebe ističu.',
    ],
    general: [
      'Evo šta tvoja karta govori o tome, kroz nekoliko položaja koji su ovde najvažniji.',
      'Pogledajmo tvoju natalnu kartu i izdvojimo ono što je za ovo pitanje najvažnije.',
      'Dobro pitanje; evo nekoliko stvari koje se u tvojoj karti ističu.',
      'Tvoja karta ima više slojeva, pa krenimo od onih koji najjasnije odgovaraju na tvoje pitanje.',
    ],
  },
  closing: {
    love: [
      'Možda ti pomaže da razmisliš koje od ovih obrazaca prepoznaješ u svojim odnosima, a koje želiš da menjaš.',
      'Jedan praktičan korak: ove nedelje reci nekome bliskom jednu stvar koja ti je potrebna, jednostavno i bez izvinjavanja.',
      'Karta opisuje sklonosti, a ne ishod; način na koji voliš i dalje biraš ti, iz dana u dan.',
      'Ako želiš, mogu da pogledam i kako tvoja karta opisuje ono što ti je potrebno da se osećaš sigurno u vezi.',
    ],
    career: [
      'Razmisli koji od ovih talenata već koristiš na poslu, a koji još čeka priliku.',
      'Jedan konkretan korak ove nedelje, makar i mali, vredi više od savršenog plana.',
      'Karta pokazuje tvoje sklonosti, a ne granice: odluke i trud su i dalje tvoji.',
      'Ako želiš, mogu da pogledam i koje su ti teme sada naglašene u tranzitima.',
    ],
    wellbeing: [
      'Postupaj sa sobom nežno: i mali rituali odmora mogu mnogo da promene.',
      'Ako ti je teško duže vreme, razgovor sa nekim kome veruješ ili sa stručnjakom može mnogo da pomogne.',
      'Primeti ove nedelje šta te zaista odmara, a šta samo troši vreme, i daj prostora onom prvom.',
      'Karta nudi ogledalo, a ne presudu; ti najbolje znaš šta ti je u ovom trenutku potrebno.',
    ],
    timing: [
      'Tranziti otvaraju periode, a ne zatvaraju vrata: ono što uradiš u tom vremenu i dalje zavisi od tebe.',
      'Možda ti pomogne da ovih nedelja beležiš šta se dešava; kasnije ćeš lakše videti šta je ovaj period doneo.',
      'Ako želiš, mogu da pogledam i koji je sledeći važan tranzit za tvoju kartu.',
      'Nijedan period ne traje zauvek; i zahtevnija vremena obično donose nešto što vredi naučiti.',
    ],
    placement: [
      'Pitaj me slobodno i za druge položaje: karta se najbolje razume kada se delovi povežu.',
      'Razmisli gde u svom životu prepoznaješ ovaj položaj, a gde se on izražava drugačije nego što bi se očekivalo.',
      'Jedan položaj nikada nije cela priča; ostatak karte ga boji i ublažava.',
      'Ako želiš, mogu da objasnim kako se ovaj položaj povezuje sa ostatkom tvoje karte.',
    ],
    aspect: [
      'Izazovni aspekti nisu loši, a harmonični nisu garancija: i jedni i drugi pokazuju gde postoji energija za rad.',
      'Primeti kada se ove dve teme u tvom životu sudaraju, a kada sarađuju; to je najbolji vodič.',
      'Ako želiš, mogu da pogledam i druge aspekte koji se tiču iste teme.',
      'Aspekt opisuje dinamiku, a ne sudbinu; način na koji ga živiš menja se kako rasteš.',
    ],
    numerology: [
      'Brojevi opisuju sklonosti, a ne pravila; uzmi ono što prepoznaješ, a ostalo ostavi.',
      'Ako želiš, mogu da povežem tvoje brojeve sa položajima u tvojoj natalnoj karti.',
      'Zanimljivo je primetiti gde se brojevi i karta slažu, a gde jedno drugo dopunjuju.',
      'Razmisli koji od ovih brojeva najviše liči na tebe danas, a koji na osobu kakva želiš da postaneš.',
    ],
    general: [
      'Pitaj slobodno dalje: mogu da pogledam ljubav, posao, tranzite ili bilo koji položaj posebno.',
      'Karta pokazuje sklonosti i mogućnosti, a izbori ostaju tvoji.',
      'Razmisli šta od ovoga prepoznaješ u sebi, a šta te iznenađuje; i jedno i drugo je korisno.',
      'Ako želiš, mogu da idem dublje u bilo koji od ovih položaja.',
    ],
  },
  greeting: [
    'Zdravo, ja sam Stella. Mogu da ti tumačim natalnu kartu: ljubav, posao, tranzite, pojedinačne položaje ili numerologiju. Šta te zanima?',
    'Ćao! Tu sam da zajedno pogledamo tvoju kartu. Pitaj me, na primer, šta tvoja karta govori o ljubavi ili kakav je ovo period za tebe.',
    'Ja sam Stella i tu sam da čitam tvoju natalnu kartu. Postavi pitanje koje ti je sada na umu, a ja ću potražiti odgovor u tvojim položajima.',
    'Zdravo! Drago mi je što si tu. Šta te danas zanima u tvojoj karti?',
  ],
  meta: [
    'Ja sam Stella, astrološka asistentkinja u aplikaciji. Čitam tvoju natalnu kartu, izračunatu iz tvog datuma, vremena i mesta rođenja, i svaki pasus mog odgovora navodi položaje na kojima počiva. Ako bi neka rečenica tvrdila nešto što se ne slaže sa tvojom kartom, ona se ne prikazuje.',
    'Moji odgovori se zasnivaju na tvojoj karti: položajima planeta u znakovima i kućama i aspektima između njih, izračunatim iz podataka o rođenju. Ispod svakog pasusa vidiš na šta se oslanja. Astrologija opisuje sklonosti, a ne sudbinu, pa i ja govorim o mogućnostima, a ne o izvesnostima.',
    'Ja sam veštačka inteligencija, a ne astrolog od krvi i mesa, ali ne izmišljam: svaki odgovor gradim od činjenica tvoje natalne karte i uz svaki pasus navodim položaje na koje se oslanja. Tvrdnje koje se ne slažu sa kartom odbacuju se pre nego što ih vidiš.',
  ],
  offTopic: [
    'To je izvan onoga što mogu da pročitam, jer se bavim tvojom natalnom kartom. Ako želiš, mogu da pogledam šta karta govori o ljubavi, poslu ili periodu u kome si.',
    'Na to pitanje ne umem dobro da odgovorim, ali tvoju kartu mogu da tumačim do detalja. Šta želiš da pogledamo?',
    'Tu ti nažalost nisam od pomoći; moje polje je astrologija i tvoja karta. Pitaj me, na primer, o nekom položaju ili o tranzitima koji su sada aktivni.',
    'Ovo prelazi ono čime se bavim. Ako te zanima kako se nešto od toga odražava na tebe lično, rado ću pogledati tvoju kartu.',
  ],
  unknownTime:
    'Pošto tvoje vreme rođenja nije poznato, Ascendent, Sredinu neba i kuće ne mogu pouzdano da odredim, pa ih ovde ne pominjem. Položaji planeta u znakovima i aspekti između njih i dalje važe; Mesec se tokom dana pomera, pa je njegov položaj samo približan.',
  noChart:
    'Da bih mogla da ti odgovorim iz tvoje karte, potrebna mi je tvoja natalna karta. Napravi je na stranici natalne karte: unesi datum, vreme i mesto rođenja, sačuvaj kartu i označi je sa „Ovo je moja karta“. Posle toga pitaj šta god želiš.',
  // Tendencies, never outcomes, and who to see instead; kind, never preachy, and no gendered word for the reader.
  caution: {
    health: [
      'Astrologija može da ukaže na sklonosti i ritam, ali ne može da postavi dijagnozu niti da predvidi tok bolesti. Za sve što se tiče zdravlja obrati se lekaru; ovo tumačenje neka bude samo dopuna.',
      'Karta može da govori o energiji i navikama, ali nikada o dijagnozi. Ako te nešto u vezi sa telom brine, neka to pogleda lekar.',
      'Iz karte čitam sklonosti, a ne ishode, dok telo zaslužuje pravi pregled. Ako te nešto muči, ne odlaži razgovor sa lekarom.',
    ],
    death: [
      'Astrologija ne predviđa smrt niti dužinu života, i nijedan položaj u karti to ne može da kaže. Ako te ovo pitanje muči, razgovor sa nekim bliskim ili sa stručnjakom može da pomogne više od bilo koje karte.',
      'Nijedna karta ne nosi datum nečije smrti, i to nikada ne bih pogađala. Ako iza pitanja stoji strah ili gubitak, podeli to sa nekim bliskim ili sa psihologom; to ne moraš da nosiš bez podrške.',
      'Dužina života ne čita se iz zvezda, i astrologija to ne treba ni da pokušava. Ako te ova misao opterećuje, razgovor sa nekim kome veruješ ili sa savetnikom može mnogo da olakša.',
    ],
    pregnancy: [
      'Karta ne može da kaže da li će ili kada će doći do trudnoće. Za to je pravi sagovornik lekar; astrologija ovde može samo da osvetli kako se osećaš u vezi sa porodicom i brigom o drugima.',
      'Nijedna karta ne može da obeća trudnoću niti da je isključi. O tome najpouzdanije govore ginekolog i specijalista za plodnost.',
      'Da li će i kada doći do trudnoće, pitanje je za medicinu, a ne za zvezde. Prave odgovore može da ti da lekar, a karta može samo da pokaže kako doživljavaš bliskost i brigu.',
    ],
    money: [
      'Astrologija ne predviđa dobitke ni gubitke i nije finansijski savet. Pre važnih odluka o novcu posavetuj se sa stručnjakom; karta može da pokaže samo tvoj odnos prema sigurnosti i riziku.',
      'Karta pokazuje sklonosti, a ne kretanja na tržištu ni ishod nekog ulaganja. Za investicije, kredite ili veliku kupovinu posavetuj se sa finansijskim savetnikom.',
      'Ovo čitaj kao opis tvog odnosa prema novcu, a ne kao finansijski savet: šta će uraditi banka ili berza, zvezde ne znaju. Za dugove, ulaganja i krupne odluke pitaj stručnjaka.',
    ],
    legal: [
      'Karta ne može da predvidi ishod sudskog ili pravnog postupka. Za to se obrati advokatu; astrologija može samo da pomogne da razumeš kako se nosiš sa pritiskom i sukobom.',
      'Nijedna karta ne odlučuje o ishodu spora. Gde pravno stojiš, najbolje će ti reći advokat ili služba besplatne pravne pomoći.',
      'Nebo ne čita sitna slova. Pre nego što potpišeš ugovor ili preduzmeš neki pravni korak, neka ga pogleda advokat; karta može samo da pokaže kako podnosiš neizvesnost.',
    ],
  },

  placement: [
    // 1. "Tvoja Venera je u Vagi, na 14°22′, u sedmoj kući."
    (p: PlacementSlots) => {
      if (p.point === 'ascendant')
        return `Tvoj Ascendent je u ${g.sign(p.sign, 'loc')}, na ${deg(p)}, pa ti je podznak ${g.sign(p.sign)}.`;
      const where = p.house ? `, u ${g.ordinal(p.house, 'loc')} kući` : '';
      return `${g.capitalize(yourNom(p.point))} je u ${g.sign(p.sign, 'loc')}, na ${deg(p)}${where}.${p.retrograde ? retroNote(p.point) : ''}`;
    },
    // 2. "Na 14°22′ Vage nalazi se tvoja retrogradna Venera, u sedmoj kući."
    (p: PlacementSlots) => {
      if (p.point === 'ascendant')
        return `Na ${deg(p)} ${g.sign(p.sign, 'gen')} nalazi se tvoj Ascendent, što znači da ti je podznak ${g.sign(p.sign)}.`;
      const retro = p.retrograde ? `${by(p.point, 'retrogradni', 'retrogradna', 'retrogradno')} ` : '';
      const who = `${by(p.point, 'tvoj', 'tvoja', 'tvoje')} ${retro}${point(p.point)}`;
      const where = p.house ? `, u ${g.ordinal(p.house, 'loc')} kući` : '';
      return `Na ${deg(p)} ${g.sign(p.sign, 'gen')} nalazi se ${who}${where}.`;
    },
    // 3. "U trenutku tvog rođenja Venera je bila u Vagi (14°22′), u tvojoj sedmoj kući, i kretala se retrogradno."
    (p: PlacementSlots) => {
      const was = by(p.point, 'je bio', 'je bila', 'je bilo');
      const house = p.house ? `, u tvojoj ${g.ordinal(p.house, 'loc')} kući` : '';
      const retro = p.retrograde
        ? `${p.house ? ',' : ''} i ${by(p.point, 'kretao', 'kretala', 'kretalo')} se retrogradno`
        : '';
      if (p.point === 'ascendant')
        return `U trenutku tvog rođenja Ascendent je bio u ${g.sign(p.sign, 'loc')} (${deg(p)}); to je tvoj podznak, znak po kome te drugi najpre upoznaju.`;
      return `U trenutku tvog rođenja ${point(p.point)} ${was} u ${g.sign(p.sign, 'loc')} (${deg(p)})${house}${retro}.`;
    },
    // 4. "Venera ti je u Vagi, na 14°22′, u sedmoj kući, a uz to je i retrogradna."
    (p: PlacementSlots) => {
      if (p.point === 'ascendant')
        return `Podznak ti je ${g.sign(p.sign)}: Ascendent stoji na ${deg(p)} ${g.sign(p.sign, 'gen')}, i to je lice koje prvo pokazuješ svetu.`;
      if (p.point === 'midheaven')
        return `Sredina neba ti je u ${g.sign(p.sign, 'loc')}, na ${deg(p)}, i govori o pravcu u kome želiš da te svet vidi.`;
      const retro = p.retrograde ? `, a uz to je i ${by(p.point, 'retrogradan', 'retrogradna', 'retrogradno')}` : '';
      const house = p.house ? `, u ${g.ordinal(p.house, 'loc')} kući` : '';
      return `${point(p.point)} ti je u ${g.sign(p.sign, 'loc')}, na ${deg(p)}${house}${retro}.`;
    },
    // 5. "U tvojoj karti Venera stoji u Vagi (14°22′), u sedmoj kući, i retrogradna je."
    (p: PlacementSlots) => {
      if (p.point === 'ascendant')
        return `U tvojoj karti Ascendent stoji u ${g.sign(p.sign, 'loc')}, na ${deg(p)}; drugim rečima, podznak ti je ${g.sign(p.sign)}.`;
      const house = p.house ? `, u ${g.ordinal(p.house, 'loc')} kući` : '';
      const retro = p.retrograde ? `, i ${by(p.point, 'retrogradan', 'retrogradna', 'retrogradno')} je` : '';
      return `U tvojoj karti ${point(p.point)} stoji u ${g.sign(p.sign, 'loc')} (${deg(p)})${house}${retro}.`;
    },
  ],
  aspect: [
    // "Tvoja Venera je u kvadratu sa Saturnom, uz orbis od 1°12′."
    (p: AspectSlots) =>
      `${g.capitalize(yourNom(p.a))} je u ${ASPECT[p.type].loc} sa ${point(p.b, 'ins')}, uz orbis od ${p.orb}.`,
    // "Venera i Saturn grade kvadrat (orbis 1°12′), koji stvara trenje koje traži akciju."
    (p: AspectSlots) =>
      `${point(p.a)} i ${point(p.b)} grade ${ASPECT[p.type].acc} (orbis ${p.orb}), ${ASPECT[p.type].g === 'f' ? 'koja' : 'koji'} ${ASPECT_TONE[p.type]}.`,
    // "Sa orbisom od 1°12′, Venera stoji u kvadratu sa tvojim Saturnom."
    (p: AspectSlots) => `Sa orbisom od ${p.orb}, ${point(p.a)} stoji u ${ASPECT[p.type].loc} sa ${yourIns(p.b)}.`,
    // "U tvojoj karti Venera i Saturn su u kvadratu; orbis iznosi 1°12′."
    (p: AspectSlots) =>
      `U tvojoj karti ${point(p.a)} i ${point(p.b)} su u ${ASPECT[p.type].loc}, a orbis iznosi ${p.orb}.`,
  ],
  house: [
    // "Tvoja sedma kuća počinje u Vagi, a u njoj stoje Venera i Mars."
    (p: HouseSlots) => {
      const names = p.points.map((x) => point(x));
      const tail =
        names.length === 0
          ? ', a planeta u njoj nema, pa njen ton najviše nosi znak na vrhu kuće i njegov vladar.'
          : `, a u njoj ${names.length === 1 ? 'stoji' : 'stoje'} ${g.list(names)}.`;
      return `Tvoja ${g.ordinal(p.house, 'nom')} kuća počinje u ${g.sign(p.sign, 'loc')}${tail}`;
    },
    // "Venera i Mars stoje u tvojoj sedmoj kući, čiji je vrh u Vagi."
    (p: HouseSlots) => {
      const names = p.points.map((x) => point(x));
      if (names.length === 0)
        return `Tvoja ${g.ordinal(p.house, 'nom')} kuća je prazna, a vrh joj je u ${g.sign(p.sign, 'loc')}; prazna kuća nije neaktivna, samo se njene teme čitaju preko tog znaka i njegovog vladara.`;
      return `${g.list(names)} ${names.length === 1 ? 'stoji' : 'stoje'} u tvojoj ${g.ordinal(p.house, 'loc')} kući, čiji je vrh u ${g.sign(p.sign, 'loc')}.`;
    },
    // "Vrh tvoje sedme kuće je u Vagi. Tu se nalazi Venera."
    (p: HouseSlots) => {
      const names = p.points.map((x) => point(x));
      const second =
        names.length === 0
          ? 'U ovoj kući nema planeta, pa njene teme uglavnom boji taj znak.'
          : names.length === 1
            ? `U toj kući nalazi se ${names[0]}.`
            : `U toj kući nalaze se ${g.list(names)}.`;
      return `Vrh tvoje ${g.ordinal(p.house, 'gen')} kuće je u ${g.sign(p.sign, 'loc')}. ${second}`;
    },
  ],
  // After a transit's full reading. The subject is the transit or the aspect (masculine), never
  // the planet, whose gender the sentence does not know. A past date stands after "bio" (the tense
  // checker's past marker), a date ahead after "će" or a plain present, never after "bio". A date
  // that says when (not what) is in the genitive ("bio je tačan 3. novembra"); `past` is the latest
  // exact pass, which need not be the first.
  transitWhen: [
    {
      today: 'Tranzit je tačan danas.',
      past: (date: string) => `Dan tačnog tranzita bio je ${dated(date)}.`,
      next: (date: string) => `Dan tačnog tranzita biće ${dated(date)}.`,
      pastAndNext: (past: string, next: string) =>
        `Dan tačnog tranzita bio je ${dated(past)}, a sledeći će biti ${dated(next)}.`,
    },
    {
      today: 'Ovaj aspekt je danas tačan, pa se najjasnije oseća upravo sada.',
      past: (date: string) => `Aspekt je bio tačan ${dated(date)}, pa sada polako slabi.`,
      next: (date: string) => `Aspekt će biti tačan ${dated(date)}, a do tada postepeno jača.`,
      pastAndNext: (past: string, next: string) =>
        `Aspekt je bio tačan ${dated(past)}, a ponovo će biti tačan ${dated(next)}.`,
    },
    {
      today: 'Vrhunac ovog tranzita je danas.',
      past: (date: string) => `Vrhunac je bio ${dated(date)}, a sada tranzit jenjava.`,
      next: (date: string) => `Vrhunac tek dolazi, i to ${dated(date)}.`,
      pastAndNext: (past: string, next: string) =>
        `Vrhunac je bio ${dated(past)}, a planeta će ponovo preći isti stepen ${dated(next)}.`,
    },
    {
      today: 'Upravo danas ovaj tranzit dostiže punu snagu.',
      past: (date: string) => `Ovaj tranzit je bio najjači ${dated(date)}, a od tada mu uticaj postepeno bledi.`,
      next: (date: string) => `Ovaj tranzit dostiže punu snagu ${dated(date)}, a do tada mu uticaj raste.`,
      pastAndNext: (past: string, next: string) =>
        `Ovaj tranzit je bio najjači ${dated(past)}, a punu snagu ponovo će dostići ${dated(next)}.`,
    },
  ],
  // The transit's title ("Saturn stoji u kvadratu sa tvojom natalnom Venerom") and when it is exact.
  // The subject of what follows is the aspect or the transit, never the planet (whose gender the
  // template does not know). Each date is a predicate ("bio je 3. novembra", "biće 7. januara
  // 2027"); a past date must stand after "bio", a date ahead never. `past` is the latest exact
  // pass, not necessarily the first.
  transitDated: [
    {
      inOrb: (title) => `${title}.`,
      today: (title) => `${title}, a aspekt je tačan upravo danas.`,
      past: (title, date) => `${title}, a dan tačnog aspekta bio je ${dated(date)}.`,
      next: (title, date) => `${title}, a dan tačnog aspekta biće ${dated(date)}.`,
      pastAndNext: (title, past, next) =>
        `${title}, a dan tačnog aspekta bio je ${dated(past)}, dok će sledeći biti ${dated(next)}.`,
    },
    {
      inOrb: (title) => `${title}; taj tranzit traje i ovih dana je stalno uz tebe.`,
      today: (title) => `${title}; vrhunac tog aspekta je danas.`,
      past: (title, date) => `${title}; tranzit polako jenjava, a najjači dan bio mu je ${dated(date)}.`,
      next: (title, date) => `${title}, a datum tačnog aspekta je ${dated(date)}.`,
      pastAndNext: (title, past, next) =>
        `${title}: najjači dan bio je ${dated(past)}, a sledeći takav biće ${dated(next)}.`,
    },
    {
      inOrb: (title) => `${title}, i taj aspekt je ovih dana u orbisu.`,
      today: (title) => `${title}, a danas je dan kada je taj aspekt tačan.`,
      past: (title, date) => `${title}; datum vrhunca bio je ${dated(date)}, pa aspekt sada postepeno slabi.`,
      next: (title, date) => `${title}; aspekt još jača, a datum vrhunca biće ${dated(date)}.`,
      pastAndNext: (title, past, next) =>
        `${title}: poslednji datum vrhunca bio je ${dated(past)}, a sledeći će biti ${dated(next)}.`,
    },
    {
      inOrb: (title) => `${title}; ovaj aspekt deluje tiho i postojano, bez jednog dana koji se posebno izdvaja.`,
      today: (title) => `${title}, a danas je taj aspekt na samom vrhuncu.`,
      past: (title, date) => `${title}; najjači dan ovog tranzita bio je ${dated(date)}.`,
      next: (title, date) => `${title}, a najjači dan tek dolazi: ${dated(date)}.`,
      pastAndNext: (title, past, next) =>
        `${title}; najjači dan ovog tranzita bio je ${dated(past)}, a ponovni prolaz preko istog stepena biće ${dated(next)}.`,
    },
  ],
  // "Merkur se u Strelcu …": the lexicon reads the planet in its sign ("se u" + locative), which
  // the station's fact makes true. Participles and adjectives agree with the planet (Venera is
  // feminine); a past date stands after "bio", "bila" or "bilo", a date ahead never does.
  station: [
    {
      today: (p) =>
        `Danas se ${g.planet(p.body)} u ${g.sign(p.sign, 'loc')} zaustavlja i ${becomes(p.body, p.direction)}.`,
      past: (p) =>
        `${g.planet(p.body)} se u ${g.sign(p.sign, 'loc')} ${by(p.body, 'zaustavio', 'zaustavila', 'zaustavilo')} i ${became(
          p.body,
          p.direction,
        )}; to je bio ${dated(p.date)}.`,
      next: (p) =>
        `${g.planet(p.body)} se u ${g.sign(p.sign, 'loc')} zaustavlja i ${becomes(p.body, p.direction)}; to će biti ${dated(p.date)}.`,
    },
    {
      today: (p) =>
        `${g.planet(p.body)} je danas ${motion(p.body, 'stationary')} u ${g.sign(p.sign, 'loc')}: to je dan kada ${becomes(p.body, p.direction)}.`,
      past: (p) =>
        `${g.planet(p.body)} je ${by(p.body, 'bio', 'bila', 'bilo')} ${motion(p.body, 'stationary')} u ${g.sign(p.sign, 'loc')} ${dated(
          p.date,
        )}, a zatim je ${became(p.body, p.direction)}.`,
      next: (p) =>
        `${g.planet(p.body)} će biti ${motion(p.body, 'stationary')} u ${g.sign(p.sign, 'loc')} ${dated(p.date)}, a onda će ${toBecome(
          p.body,
          p.direction,
        )}.`,
    },
    {
      today: (p) =>
        `Upravo danas ${g.planet(p.body)} u ${g.sign(p.sign, 'loc')} menja smer i ${becomes(p.body, p.direction)}.`,
      past: (p) =>
        `${g.planet(p.body)} je u ${g.sign(p.sign, 'loc')} ${by(p.body, 'promenio', 'promenila', 'promenilo')} smer i ${became(
          p.body,
          p.direction,
        )}, a to je bilo ${dated(p.date)}.`,
      next: (p) =>
        `${g.planet(p.body)} u ${g.sign(p.sign, 'loc')} menja smer ${dated(p.date)} i ${becomes(p.body, p.direction)}.`,
    },
  ],
  // "mlad Mesec u Blizancima", always the lunation as one phrase: never a sentence that places
  // the Moon by itself in a sign.
  lunation: [
    {
      today: (p) => `Danas je ${LUNATION[p.phase]} u ${g.sign(p.sign, 'loc')}.`,
      past: (p) => `Datum ${LUNATION_GEN[p.phase]} u ${g.sign(p.sign, 'loc')} bio je ${dated(p.date)}.`,
      next: (p) => `Datum ${LUNATION_GEN[p.phase]} u ${g.sign(p.sign, 'loc')} biće ${dated(p.date)}.`,
    },
    {
      today: (p) => `${g.capitalize(LUNATION[p.phase])} u ${g.sign(p.sign, 'loc')} nastupa upravo danas.`,
      past: (p) => `${g.capitalize(LUNATION[p.phase])} u ${g.sign(p.sign, 'loc')} bio je ${dated(p.date)}.`,
      next: (p) => `${g.capitalize(LUNATION[p.phase])} u ${g.sign(p.sign, 'loc')} nastupa ${dated(p.date)}.`,
    },
    {
      today: (p) => `Danas je dan ${LUNATION_GEN[p.phase]} u ${g.sign(p.sign, 'loc')}.`,
      past: (p) =>
        `${g.capitalize(LUNATION[p.phase])} u ${g.sign(p.sign, 'loc')} već je iza nas: bio je ${dated(p.date)}.`,
      next: (p) => `${g.capitalize(LUNATION[p.phase])} u ${g.sign(p.sign, 'loc')} tek dolazi: biće ${dated(p.date)}.`,
    },
  ],
  // No planet named: "it" is the event's degree.
  eventHouse: [
    (house) => `U tvojoj karti to pada u ${g.ordinal(house, 'acc')} kuću.`,
    (house) => `Kod tebe to mesto na nebu pada u ${g.ordinal(house, 'acc')} kuću.`,
    (house) => `Mesto tog događaja u tvojoj karti je ${g.ordinal(house, 'nom')} kuća.`,
  ],
  eventTouches: [
    (points) => `U konjunkciji je sa ${g.list(points.map((id) => point(id, 'ins')))} iz tvoje natalne karte.`,
    (points) =>
      `Tačno na tom mestu u tvojoj karti ${points.length > 1 ? 'stoje' : 'stoji'} ${g.list(points.map(natalNom))}.`,
    (points) => `Ovaj događaj direktno pogađa ${g.list(points.map(natalAcc))}.`,
  ],
  chartRuler: (p) => {
    const title = gender(p.ruler) === 'f' ? 'vladarka' : 'vladar';
    return `Podznak ti je ${g.sign(p.rising)}, pa je ${g.planet(p.ruler)} ${title} tvoje karte. ${g.capitalize(yourNom(p.ruler))} stoji u ${g.sign(p.sign, 'loc')}, u ${g.ordinal(p.house, 'loc')} kući, a ${by(p.ruler, 'njegov', 'njen', 'njegov')} položaj mnogo govori o tome šta te pokreće.`;
  },
  balance: (p) =>
    `Po elementima, tvojih deset planeta raspoređeno je ovako: vatra ${p.elements.fire}, zemlja ${p.elements.earth}, vazduh ${p.elements.air}, voda ${p.elements.water}; po modalitetima: kardinalni znakovi ${p.modalities.cardinal}, fiksni ${p.modalities.fixed}, promenljivi ${p.modalities.mutable}. Najviše je ${ELEMENT_GEN[p.element]}, a među modalitetima preovlađuju ${MODALITY_PL[p.modality]} znakovi.`,
  elementMeaning: {
    fire: 'Jak element vatre obično donosi polet, hrabrost i potrebu da se stvari pokrenu odmah, uz rizik od nestrpljenja.',
    earth: 'Jak element zemlje obično daje strpljenje, praktičnost i osećaj za ono što je opipljivo i trajno.',
    air: 'Jak element vazduha obično daje radoznalost, lakoću u razgovoru i potrebu da se stvari razumeju i podele sa drugima.',
    water: 'Jak element vode obično donosi dubok emotivni život, empatiju i intuiciju koja često zna pre razuma.',
  },
  modalityMeaning: {
    cardinal:
      'Kada preovlađuju kardinalni znakovi, najprirodnije ti je da započinješ i pokrećeš, a završavanje ponekad traži više truda.',
    fixed:
      'Kada preovlađuju fiksni znakovi, tvoja snaga je u istrajnosti i odanosti, a promene obično prihvataš tek kada ih dobro promisliš.',
    mutable:
      'Kada preovlađuju promenljivi znakovi, lako se prilagođavaš i učiš, a izazov je da ostaneš na jednom pravcu dovoljno dugo.',
  },
  busiestHouse: (p) => {
    const names = p.points.length > 1 ? g.list(p.points.map((q) => point(q))) : g.capitalize(planets(p.count));
    const verb = p.points.length > 1 ? 'okupljaju se' : 'okuplja se';
    return `${names} ${verb} u tvojoj ${g.ordinal(p.house, 'loc')} kući, pa teme te kuće imaju posebnu težinu u tvom životu.`;
  },
  numerology: (kind: NumerologyKind, value: number) => `Tvoj ${KIND[kind].phrase} je ${value}.`,
  numberMeaning: {
    1: 'Jedinica je broj početka, samostalnosti i volje da se ide svojim putem. Često donosi liderstvo i inicijativu, a lekcija joj je da snaga ne mora da znači samoću.',
    2: 'Dvojka je broj saradnje, osetljivosti i diplomatije. Najbolje se izražava u partnerstvu i slušanju, a uči da sopstvene potrebe ne stavlja uvek na drugo mesto.',
    3: 'Trojka je broj izražavanja, kreativnosti i radosti. Donosi dar za reči, umetnost i druženje, a uči da talente usmeri umesto da ih rasipa.',
    4: 'Četvorka je broj temelja, rada i pouzdanosti. Gradi polako i čvrsto, a lekcija joj je da red ne pretvori u krutost.',
    5: 'Petica je broj slobode, promene i radoznalosti. Voli iskustva, putovanja i novo, a uči da sloboda najbolje cveta uz malo odgovornosti.',
    6: 'Šestica je broj brige, ljubavi i odgovornosti prema drugima. Donosi toplinu, osećaj za dom i lepotu, a uči da brigu o drugima uravnoteži brigom o sebi.',
    7: 'Sedmica je broj istraživanja, dubine i unutrašnjeg života. Traži smisao ispod površine i voli tišinu i znanje, a uči da poveri drugima ono što oseća.',
    8: 'Osmica je broj moći, postignuća i materijalnog sveta. Ima dar za organizaciju i vođstvo, a lekcija joj je da uspeh meri i integritetom, ne samo rezultatom.',
    9: 'Devetka je broj saosećanja, širine i završetaka. Nosi humanost i osećaj za celinu, a uči da pusti ono što je završeno kako bi nešto novo moglo da počne.',
    11: 'Jedanaest je master broj intuicije i nadahnuća. Donosi izraženu osetljivost i viziju koja može da inspiriše druge, a traži da tu napetost prizemlji u svakodnevici.',
    22: 'Dvadeset dva je master broj graditelja: spaja velike ideje sa praktičnim radom. Ima potencijal da ostvari nešto trajno za mnoge, a uči da strpljivo nosi tu odgovornost.',
    33: 'Trideset tri je master broj učitelja i nesebične brige. Nosi dar da leči i podržava kroz ljubav, a uči da ne zaboravi sopstvene granice.',
  },
  numerologyKind: {
    lifePath:
      'Broj životnog puta, izračunat iz punog datuma rođenja, opisuje glavni pravac tvog života i lekcije koje te prate.',
    expression:
      'Broj izraza, izračunat iz svih slova punog imena, govori o tvojim talentima i načinu na koji ih pokazuješ svetu.',
    soulUrge: 'Broj duše, izračunat iz samoglasnika imena, otkriva šta duboko želiš i šta te iznutra pokreće.',
    personality:
      'Broj ličnosti, izračunat iz suglasnika imena, opisuje utisak koji ostavljaš na druge pre nego što te bolje upoznaju.',
    birthDay: 'Broj dana rođenja dodaje poseban talenat koji nosiš sa sobom i koji lako koristiš.',
  },
  daily: {
    peakToday: [
      'Danas jedan tranzit dostiže vrhunac u tvojoj karti.',
      'Danas planeta u kretanju tačno pogađa jednu tačku tvoje karte.',
      'Jedan dodir neba danas je u tvojoj karti najjači.',
    ],
    peakTomorrow: [
      'Sutra jedan tranzit dostiže vrhunac u tvojoj karti, pa se danas već oseća kako se sprema.',
      'Sutra planeta u kretanju tačno pogađa jednu tačku tvoje karte; dan uoči već nosi njen ton.',
      'Jedan dodir neba sutra će u tvojoj karti biti najjači, a danas se već naslućuje.',
    ],
    background: [
      'Danas ništa u tvojoj karti ne dostiže vrhunac; ove nedelje boji sporiji tranzit.',
      'Današnji dan ne donosi sopstveni tačan aspekt, pa najglasnije govori pozadina ovih nedelja.',
      'Nijedan tranzit danas nije tačan; vredi pratiti sporije vreme ovih nedelja.',
    ],
    quiet: [
      'Danas nebo ne dodiruje tvoju kartu izbliza, pa je ovo dobar dan za ono što već nosiš u sebi i za miran tempo.',
      'Danas nema tesnih tranzita prema tvojoj karti; iskoristi tu tišinu da završiš započeto ili da se odmoriš.',
      'Danas je nebo prema tvojoj karti mirno, bez tesnih aspekata; dan je po meri tvojih sopstvenih izbora.',
    ],
  },
};
