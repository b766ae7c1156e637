/**
 * The Serbian words of tarot (every field's contract: core/tarot/texts/contract.ts). Written in
 * Serbian, not translated: ekavian, Latin script, the reader as "ti" and never given a gender
 * (docs/i18n/glossary-sr.md). Card names are the ones Serbian tarot books use (Luda, Mag, Visoka
 * sveštenica, Točak sreće, Obešeni, Sud, Svet; the suits Štapovi, Pehari, Mačevi, Pentakli), and
 * Sunce and Mesec keep their capitals as the glossary asks, also where they are drawn.
 *
 * A frame cannot decline a card's name, so the name only ever stands in the nominative: as the
 * subject of a present-tense verb, or after "je"/"stoji" with the card as the subject that follows.
 * The one plural name (Ljubavnici) takes the plural of that verb through `agree`; no frame puts a
 * past tense, an adjective or a pronoun on the card, since those would show its gender. A theme
 * only ever follows a colon or stands before a dash that "to" takes up again, so it agrees with
 * nothing and may be singular or plural. No card text uses a card's name as a word (svet, snaga,
 * sud, smrt, kula, zvezda...), because the verifier would read it as that card.
 */
import type { TarotTexts } from './contract';

/** The one card whose name is plural: "Ljubavnici", "obrnuti Ljubavnici". */
const PLURAL = /Ljubavnici/;

/** The verb that agrees with a card standing as the subject: "Kula govori", "Ljubavnici govore". */
const agree = (card: string, one: string, many: string) => (PLURAL.test(card) ? many : one);

/** A card's name at the start of a sentence: "Obrnuta Kula", "Trojka Pehara". */
const cap = (card: string) => card.charAt(0).toLocaleUpperCase('sr-Latn') + card.slice(1);

/** A count of cards in words, feminine as "karta" is; figures past ten. */
const NUMBER = ['nijedna', 'jedna', 'dve', 'tri', 'četiri', 'pet', 'šest', 'sedam', 'osam', 'devet', 'deset'];
const words = (n: number) => NUMBER[n] ?? String(n);
const Words = (n: number) => {
  const word = words(n);
  return word.charAt(0).toLocaleUpperCase('sr-Latn') + word.slice(1);
};

/** Serbian's three forms after a number: 1 karta, 2-4 karte, 5-20 karata (21 karta, 22 karte...). */
const few = (n: number) => n % 10 >= 2 && n % 10 <= 4 && !(n % 100 >= 12 && n % 100 <= 14);
const one = (n: number) => n % 10 === 1 && n % 100 !== 11;
const cardsWord = (n: number) => (one(n) ? 'karta' : few(n) ? 'karte' : 'karata');

/**
 * The verb after a count: singular after 1 and after 5 and more ("pet karata pripada"), plural
 * after 2-4 ("tri karte pripadaju").
 */
const verb = (count: number, singular: string, plural: string) => (few(count) ? plural : singular);

/** "Tri od pet karata", "Jedna od tri karte", "Sve tri karte", "Svih deset karata": the subject of a count. */
const someOf = (count: number, cards: number) => {
  if (count === cards) return few(cards) ? `Sve ${words(cards)} karte` : `Svih ${words(cards)} ${cardsWord(cards)}`;
  return `${Words(count)} od ${words(cards)} ${cardsWord(cards)}`;
};

export const TAROT_SR: TarotTexts = {
  cards: {
    // Velika arkana

    fool: {
      name: 'Luda',
      reversedName: 'obrnuta Luda',
      upright:
        'Novi početak kome se prepuštaš s poverenjem: ka nepoznatom kročiš iz radoznalosti, a ne po planu, i upravo je ta otvorenost dar. Spontanost, nevinost i sloboda su na tvojoj strani.',
      reversed:
        'Skok koji koči strah ili koji se pravi naslepo: oklevanje na ivici nečeg novog, ili nepromišljenost koja ne vidi stvarne rizike. Sloboda ovde traži malo opreza.',
      description:
        'Karta s brojem nula, koja stoji pre i izvan niza Velike arkane, pripisana Uranu i elementu vazduha: čista mogućnost, biće pre svakog iskustva.',
      imagery:
        'Putnik korača ka ivici litice pod velikim Suncem, sa zavežljajem na štapu preko ramena i belom ružom u drugoj ruci, dok mu mali pas skakuće oko nogu.',
      theme: { upright: 'novi početak s poverenjem', reversed: 'oklevanje ili ishitren skok' },
      advice: {
        upright: 'Napravi prvi korak i pre nego što dobiješ sve odgovore, pa radoznalo prati kuda te vodi.',
        reversed: 'Pažljivo pogledaj preko ivice, pa tek onda odluči da li ćeš skočiti ili sačekati.',
      },
    },
    magician: {
      name: 'Mag',
      reversedName: 'obrnuti Mag',
      upright:
        'Veština se spaja s voljom: imaš alate, talenat i usredsređenost da ideju pretvoriš u nešto stvarno. Ono čemu se posvetiš može da dobije oblik promišljenim delovanjem.',
      reversed:
        'Talenat rasut ili zloupotrebljen: planovi koji ostaju samo ideje, alati ostavljeni na stolu ili pamet okrenuta manipulaciji. Proveri da li neko, pa možda i ti, obećava više nego što može da ispuni.',
      description:
        'Prva karta Velike arkane, pripisana Merkuru: svestan um i vešta ruka, koja ono što je gore prenosi u ono što se stvara dole.',
      imagery:
        'Lik jednom rukom podiže štap ka nebu, a drugom pokazuje ka zemlji; iznad glave mu lebdi znak beskonačnosti, a na stolu pred njim su pehar, mač i pentakl.',
      theme: { upright: 'veština stavljena u službu cilja', reversed: 'dar koji se rasipa ili izvrće' },
      advice: {
        upright: 'Izaberi jedan cilj, okupi ono što već imaš i još danas počni da ga ostvaruješ.',
        reversed: 'Upotrebi svoje veštine za jednu poštenu stvar pre nego što obećaš bilo šta više.',
      },
    },
    'high-priestess': {
      name: 'Visoka sveštenica',
      reversedName: 'obrnuta Visoka sveštenica',
      upright:
        'Tiho znanje: odgovor je već u tebi, ispod buke razloga i tuđih mišljenja. Veruj intuiciji, snovima i onome što ostaje neizgovoreno, i pusti da se skrivena strana stvari s vremenom sama pokaže.',
      reversed:
        'Intuicija zanemarena ili nadglasana: možda od drugih tražiš odgovore koje samo ti možeš da nađeš, ili čuvaš tajne koje te pritiskaju. Tišina od mudre postaje zagušljiva.',
      description:
        'Druga karta Velike arkane, pripisana Mesecu: čuvarka praga između vidljivog i nevidljivog, koja čuva znanje što dolazi samo u tišini.',
      imagery:
        'Figura sedi između dva stuba, tamnog i svetlog, i drži napola skriven svitak; pod nogama joj leži srp Meseca, a iza nje visi zastor izvezen narovima.',
      theme: { upright: 'intuicija i skriveno znanje', reversed: 'unutrašnji glas nadglasan bukom' },
      advice: {
        upright: 'Odvoji danas vreme za tišinu i osluškuj ono što već znaš.',
        reversed: 'Prestani na neko vreme da pitaš sve ostale; i tvoj osećaj zaslužuje da bude saslušan.',
      },
    },
    empress: {
      name: 'Carica',
      reversedName: 'obrnuta Carica',
      upright:
        'Obilje i briga: vreme rasta, udobnosti i stvaralaštva, kada cveta sve što neguješ. Zadovoljstvo, lepota i telo zaslužuju pažnju, a velikodušnost ti se obično vraća.',
      reversed:
        'Briga zakočena ili preterana: daješ dok ne presušiš, gušiš umesto da podržavaš, ili stvaralaštvo zastaje jer zanemaruješ sopstvene potrebe. Rast traži negu, a ne silu.',
      description:
        'Treća karta Velike arkane, pripisana Veneri: plodna, čulna majka rasta, koja ideje i sve živo dovodi do ploda.',
      imagery:
        'Figura sa krunom od dvanaest zvezdica sedi na jastucima usred polja zrelog žita; pored nje je štit u obliku srca sa znakom Venere, a iza su potok i drveće.',
      theme: { upright: 'obilje i nežna briga', reversed: 'briga koja presušuje' },
      advice: {
        upright: 'Neguj nešto što voliš, pa i svoje telo, i pusti da raste svojim tempom.',
        reversed: 'Pokloni sebi istu brigu koju tako izdašno pružaš drugima.',
      },
    },
    emperor: {
      name: 'Car',
      reversedName: 'obrnuti Car',
      upright:
        'Struktura i autoritet: red uveden u haos jasnim pravilima, postojanim vođstvom i preuzetom odgovornošću. Stabilnost dolazi iz odluka koje su donete i održane, i iz zaštite onoga što je izgrađeno.',
      reversed:
        'Kontrola koja je postala kruta ili je nema: dominacija, tvrdoglavost i pravila radi pravila, ili manjak discipline zbog kojeg stvarima nedostaje kičma. Autoritet traži i čvrstinu i pravičnost.',
      description:
        'Četvrta karta Velike arkane, pripisana Ovnu: osnivač i zaštitnik, koji volju pretvara u zakon i životu daje okvir.',
      imagery:
        'Okrunjeni lik sedi na kamenom prestolu ukrašenom ovnujskim glavama i drži žezlo u obliku anka i carsku jabuku, a iza njega se uzdižu gole planine.',
      theme: { upright: 'red i postojan autoritet', reversed: 'autoritet bez prave mere' },
      advice: {
        upright: 'Postavi jasne granice i plan, pa ih se drži mirno i dosledno.',
        reversed: 'Zapitaj se da li ti tvoja pravila još služe, i olabavi ona koja samo sputavaju.',
      },
    },
    hierophant: {
      name: 'Prvosveštenik',
      reversedName: 'obrnuti Prvosveštenik',
      upright:
        'Tradicija i vođstvo: provereni putevi, zajednička verovanja i ustanove koje prenose znanje s kolena na koleno. Mentor, učenje ili obaveza preuzeta pred drugima mogu da ti daju čvrsto tlo.',
      reversed:
        'Konvencija dovedena u pitanje: pravila koja više ne odgovaraju, dogma koja guši ili potreba da nađeš svoj put izvan prihvaćenog. Pobuna ima vrednost kada zna čemu služi.',
      description:
        'Peta karta Velike arkane, pripisana Biku: učitelj i most između svetog i svakodnevnog, čuvar obreda, učenja i pripadnosti.',
      imagery:
        'Okrunjeni lik u odeždi sedi između dva stuba, jednu ruku podiže u blagoslov, a u drugoj drži trostruki krst; pred nogama mu leže dva ukrštena ključa.',
      theme: { upright: 'tradicija i provereno učenje', reversed: 'konvencija koja je postala tesna' },
      advice: {
        upright: 'Potraži nekoga ko zna put i savladaj pravila pre nego što počneš da ih menjaš.',
        reversed: 'Zadrži mudrost tradicije, a preispitaj delove koji ti više ne zvuče istinito.',
      },
    },
    lovers: {
      name: 'Ljubavnici',
      reversedName: 'obrnuti Ljubavnici',
      upright:
        'Susret srca i izbor u skladu sa vrednostima: zajedništvo, privlačnost i sklad između dvoje ljudi ili dva dela tebe. Ono što ovde izabereš određuje ko postaješ.',
      reversed:
        'Nesklad ili izbegnut izbor: vrednosti koje se razilaze, neravnoteža u odnosu ili želja koja vuče suprotno od savesti. Rascep je često prvo u tebi, pa tek onda između tebe i nekog drugog.',
      description:
        'Šesta karta Velike arkane, pripisana Blizancima: ljubav kao sjedinjenje i kao izbor, trenutak kada se dva puta sretnu, a jedan od njih valja izabrati.',
      imagery:
        'Dva lika stoje razdvojeno pod velikim Suncem i krilatom figurom raširenih ruku; iza jednog raste drvo sa plodovima, iza drugog drvo od plamenova.',
      theme: { upright: 'sjedinjenje i izbor srcem', reversed: 'raskorak između srca i savesti' },
      advice: {
        upright: 'Izaberi ono što odgovara tvojim najdubljim vrednostima, i neka taj izbor bude od srca.',
        reversed: 'Pre nego što odlučiš, reci sebi jasno u čemu se razilaze ono što želiš i ono u šta veruješ.',
      },
    },
    chariot: {
      name: 'Kočija',
      reversedName: 'obrnuta Kočija',
      upright:
        'Volja i pobeda izborena samokontrolom: suprotne sile držiš na okupu i usmeravaš ih u jednom pravcu. Usredsređenost, samopouzdanje i disciplina nose te napred, preko svih prepreka.',
      reversed:
        'Pravac izgubljen ili nametnut: zamah bez mape, kontrola pretvorena u agresiju ili unutrašnji sukobi koji te vuku na dve strane. Napredak staje dok ne odlučiš kuda zapravo ideš.',
      description:
        'Sedma karta Velike arkane, pripisana Raku: trijumf volje, biće u oklopu koje kreće napred pošto je savladalo sopstvene protivrečnosti.',
      imagery:
        'Okrunjeni lik stoji u četvrtastim bojnim kolima pod baldahinom posutim zvezdama, sa štapom u ruci, a pred njim leže crna i bela sfinga, okrenute na suprotne strane.',
      theme: { upright: 'volja koja vodi napred', reversed: 'zamah bez pravca' },
      advice: {
        upright: 'Odluči kuda ideš, pomiri suprotstavljene porive i kreni odlučno.',
        reversed: 'Zastani na trenutak i najpre se sa sobom dogovori o pravcu.',
      },
    },
    strength: {
      name: 'Snaga',
      reversedName: 'obrnuta Snaga',
      upright:
        'Hrabrost blage vrste: strpljenje, saosećanje i tiho samopouzdanje krote ono što sila nikada ne bi mogla. Divlja osećanja i teški ljudi popuštaju pred postojanošću, toplinom i mirnom, nežurnom rukom.',
      reversed:
        'Sumnja u sebe ili osećanja bez uzde: hrabrost uzmiče pred nesigurnošću, ili strpljenje pukne i pretvori se u bes. Tvoja izdržljivost je još tu i čeka da joj ponovo poveruješ.',
      description:
        'Osma karta Velike arkane, pripisana Lavu: nagon savladan ljubavlju, gde se čvrstina pokazuje blagošću, a ne silom.',
      imagery:
        'Lik okrunjen znakom beskonačnosti golim rukama nežno zatvara lavlje čeljusti, dok se oko oboje obavija venac od cveća.',
      theme: { upright: 'nežna, strpljiva hrabrost', reversed: 'hrabrost poljuljana sumnjom' },
      advice: {
        upright: 'Ono što je divlje, u tebi ili oko tebe, dočekaj strpljenjem umesto silom.',
        reversed: 'Prema svom strahu postupaj nežno i seti se svega što je već iza tebe.',
      },
    },
    hermit: {
      name: 'Pustinjak',
      reversedName: 'obrnuti Pustinjak',
      upright:
        'Samoća izabrana radi mudrosti: povlačiš se iz buke da pronađeš sopstveno svetlo i istinu koju ono otkriva. Razmišljanje, učenje ili mudar vodič donose jasnoću koju gomila ne može da pruži.',
      reversed:
        'Povlačenje koje je otišlo predaleko, ili koje odbijaš: izolacija koja liči na izgnanstvo, usamljenost ili strah od ostajanja nasamo sa sopstvenim mislima. Povlačenje pomaže samo ako se iz njega vratiš sa nečim.',
      description:
        'Deveta karta Velike arkane, pripisana Devici: tragalac koji se povlači da bi se sam uspeo na vrh, i svetiljka unutrašnje mudrosti koju pruža drugima.',
      imagery:
        'Lik u ogrtaču stoji na snežnom vrhu, oslonjen na dug štap, i podiže fenjer u kojem je šestokraka zvezdica.',
      theme: { upright: 'samoća koja donosi mudrost', reversed: 'samoća koja je postala zid' },
      advice: {
        upright: 'Odvoji vreme za sebe u tišini i pusti da te vode sopstvena pitanja.',
        reversed: 'Javi se jednoj osobi u koju imaš poverenja; samoća treba da te obnovi, a ne da te zazida.',
      },
    },
    'wheel-of-fortune': {
      name: 'Točak sreće',
      reversedName: 'obrnuti Točak sreće',
      upright:
        'Prekretnica: ciklusi se smenjuju, sreća se okreće, a događaji izmiču tvojoj kontroli. Usponi i padovi slede veći obrazac, a ovaj obrt obično otvara neka vrata.',
      reversed:
        'Ciklus kome se opireš, ili niz loše sreće: zastoji koji deluju lično, ili grčevito držanje za ono što je bilo dok se sve ipak menja. Okretanje se nastavlja, a prilagođavanje ti omogućava da se podigneš zajedno sa njim.',
      description:
        'Deseta karta Velike arkane, pripisana Jupiteru: veliki krug slučaja i promene, u kojem svaka najniža tačka nosi seme sledećeg uspona.',
      imagery:
        'Veliki točak sa osam krakova okreće se u oblacima; na vrhu sedi sfinga, niz jednu stranu se spušta zmija, a u uglovima sede četiri krilata bića.',
      theme: { upright: 'sreća koja se okreće', reversed: 'opiranje neminovnoj promeni' },
      advice: {
        upright: 'Kreći se zajedno sa promenom, a ne protiv nje, i primeti koja ti vrata otvara.',
        reversed: 'Prihvati ono čime ne možeš da upravljaš, a trud uloži u ono čime možeš.',
      },
    },
    justice: {
      name: 'Pravda',
      reversedName: 'obrnuta Pravda',
      upright:
        'Pravičnost i istina: odluke jasno odmerene, posledice koje proističu iz postupaka i odgovornost na svim stranama. Dogovori i pravna pitanja obično se razrešavaju pošteno kada postupaš čestito.',
      reversed:
        'Neravnoteža ili izbegnuta odgovornost: nepravičnost, nepoštenje ili obračun koji se odlaže. Možda sebe okrivljuješ preoštro, a možda neko izbegava istinu o onome što je uradio.',
      description:
        'Jedanaesta karta Velike arkane, pripisana Vagi: uzrok i posledica koji postaju vidljivi, jasno odmeravanje istine i mač koji presuđuje.',
      imagery:
        'Okrunjeni lik sedi između dva stuba i u jednoj ruci drži mač uspravno, a u drugoj terazije u ravnoteži.',
      theme: { upright: 'pravičnost i jasna odgovornost', reversed: 'računi koji još nisu svedeni' },
      advice: {
        upright: 'Pošteno odmeri činjenice i postupi tako da i kasnije možeš da stojiš iza svog izbora.',
        reversed: 'Preuzmi svoj deo odgovornosti za ono što se dogodilo i traži od drugih da preuzmu svoj.',
      },
    },
    'hanged-man': {
      name: 'Obešeni',
      reversedName: 'obrnuti Obešeni',
      upright:
        'Predaja i nov ugao gledanja: zastoj koji liči na zaglavljenost, a zapravo okreće pogled naglavačke. Kada se odrekneš kontrole ili dobrovoljno sačekaš, otkriva se ono što sam trud nije mogao da otkrije.',
      reversed:
        'Odugovlačenje bez uvida: kašnjenje koje se razvlači, žrtva iz koje raste ogorčenost ili odbijanje da se napusti pogled koji više ne vodi nikuda. Zastoj traži promenu, a ne trpljenje.',
      description:
        'Dvanaesta karta Velike arkane, pripisana Neptunu i elementu vode: dobrovoljno zastajanje, žrtva koja donosi uvid i pogled okrenut naglavačke.',
      imagery:
        'Lik visi naglavačke, obešen za jednu nogu o živo drvo u obliku slova T; druga noga mu je savijena iza, ruke su mu na leđima, a oko glave ima oreol.',
      theme: { upright: 'dobrovoljni zastoj koji menja pogled', reversed: 'kašnjenje bez predaje' },
      advice: {
        upright: 'Prestani na neko vreme da guraš i pogledaj situaciju sa suprotne strane.',
        reversed: 'Odluči šta zapravo čekaš i pusti ono za šta se grčevito držiš.',
      },
    },
    death: {
      name: 'Smrt',
      reversedName: 'obrnuta Smrt',
      upright:
        'Kraj koji krči put: jedno poglavlje se zatvara, uloga ili odnos dolaze do svog kraja, i otvara se prostor za nešto novo. Karta traži da pustiš ono što je već završeno.',
      reversed:
        'Kraj kome se opireš: držanje za ono što je već otišlo, strah od promene ili spor, razvučen prelaz. Ono što odbijaš da pustiš i dalje zauzima prostor koji je potreban novom.',
      description:
        'Trinaesta karta Velike arkane, pripisana Škorpiji: preobražaj kroz kraj, neophodno raščišćavanje bez kojeg nema obnove.',
      imagery:
        'Kostur u oklopu jaše belog konja i nosi crni barjak sa belom ružom; na obzorju se između dve kule pomalja Sunčev disk.',
      theme: { upright: 'završetak koji vodi u preobražaj', reversed: 'kraj koji se odlaže' },
      advice: {
        upright: 'Zatvori ono što je završeno, blago i jasno, da napraviš mesta za ono što dolazi.',
        reversed: 'Primeti šta iz straha održavaš u životu i pusti bar jednu malu stvar.',
      },
    },
    temperance: {
      name: 'Umerenost',
      reversedName: 'obrnuta Umerenost',
      upright:
        'Ravnoteža i mera: suprotnosti se strpljivo mešaju dok ne postanu nešto novo. Mir, isceljenje i srednji put ti idu naruku, a male, postojane promene deluju bolje od krajnosti.',
      reversed:
        'Izgubljena ravnoteža: preterivanje, žurba ili život razapet između krajnosti, sa previše jednog i premalo drugog. Ponovno usklađivanje počinje jednim iskrenim pogledom na to gde preteruješ.',
      description:
        'Četrnaesta karta Velike arkane, pripisana Strelcu: veština mešanja i mere, u kojoj strpljenje suprotne elemente pretvara u živu celinu.',
      imagery:
        'Krilata figura, jednom nogom u jezercu, a drugom na kopnu, preliva vodu iz jednog pehara u drugi; staza vodi ka svetlosnoj kruni u daljini.',
      theme: { upright: 'strpljiva ravnoteža i srednji put', reversed: 'ravnoteža izgubljena u preterivanju' },
      advice: {
        upright: 'Nađi srednji put: mešaj umesto da biraš, i ne žuri.',
        reversed: 'Izaberi jedno preterivanje koje ćeš ove nedelje ublažiti i primeti razliku.',
      },
    },
    devil: {
      name: 'Đavo',
      reversedName: 'obrnuti Đavo',
      upright:
        'Vezanost i iskušenje: navike, želje ili zavisnosti koje te vezuju više nego što priznaješ. Lanci su često labaviji nego što deluju, a kada ih jasno vidiš, to je prvi korak ka slobodi.',
      reversed:
        'Oslobađanje, ili stega koja se potajno steže: možda raskidaš sa starom prisilom, a možda tek sada vidiš koliko je duboko usađena. Iskrenost o tome šta te drži jeste ono što je olabavi.',
      description:
        'Petnaesta karta Velike arkane, pripisana Jarcu: privlačnost materije, želje i senke, i okovi koje prihvatamo a da ih i ne primećujemo.',
      imagery:
        'Rogata figura sa krilima slepog miša čuči na postolju iznad dve male figure labavo vezane lancima za njega, a iznad glave joj je pentagram okrenut nadole.',
      theme: { upright: 'vezanost koja sputava', reversed: 'stega koja popušta ili se krije' },
      advice: {
        upright: 'Imenuj naviku ili vezu koja te drži i proveri koliko je zapravo labava.',
        reversed: 'Nastavi sa oslobađanjem i potraži podršku tamo gde je privlačnost najjača.',
      },
    },
    tower: {
      name: 'Kula',
      reversedName: 'obrnuta Kula',
      upright:
        'Nagli preokret: šok, otkriće ili slom koji obara ono što je građeno na lažnim temeljima. To uznemirava, ali i krči put da na istom mestu nikne nešto istinitije.',
      reversed:
        'Preokret odložen ili okrenut ka unutra: kriza za dlaku izbegnuta, promena kojoj se opireš dok ne postane teža, ili tiho rušenje starih uverenja. Odupiranje samo produžava podrhtavanje.',
      description:
        'Šesnaesta karta Velike arkane, pripisana Marsu: građevina koja se ruši da bi se moglo sagraditi nešto istinitije.',
      imagery:
        'Munja pogađa visoku kulu na steni i obara joj krunu; iz prozora sukljaju plamenovi, a dve figure padaju kroz vazduh.',
      theme: { upright: 'potres koji ruši privid', reversed: 'urušavanje koje se odlaže' },
      advice: {
        upright: 'Pusti da padne ono što pada, a snagu sačuvaj za ono što vredi ponovo izgraditi.',
        reversed: 'Napravi promenu od koje se stalno braniš, pre nego što je okolnosti naprave umesto tebe.',
      },
    },
    star: {
      name: 'Zvezda',
      reversedName: 'obrnuta Zvezda',
      upright:
        'Nada i obnova posle teškog perioda: mir se vraća, vera se obnavlja i isceljenje može da počne. Velikodušnost, nadahnuće i osećaj da te nešto vodi polako se ponovo javljaju.',
      reversed:
        'Prigušena nada: obeshrabrenost, otuđenost ili gubitak vere u sebe posle teškog vremena. Svetlo se nije ugasilo; čeka da ponovo podigneš pogled.',
      description:
        'Sedamnaesta karta Velike arkane, pripisana Vodoliji: nada posle oluje, otvoreno, nezaštićeno biće koje prima i vraća bez mere.',
      imagery:
        'Figura kleči i iz dva vrča preliva vodu, iz jednog u jezerce, iz drugog na zemlju, pod jednom velikom osmokrakom zvezdom i sedam manjih.',
      theme: { upright: 'nada i tiha obnova', reversed: 'nada prigušena na neko vreme' },
      advice: {
        upright: 'Dozvoli sebi da se ponovo nadaš i velikodušno podeli deo onoga što se obnovilo.',
        reversed: 'Uradi jednu malu stvar koja te ponovo povezuje sa onim u šta veruješ.',
      },
    },
    moon: {
      name: 'Mesec',
      reversedName: 'obrnuti Mesec',
      upright:
        'Iluzija i nepoznato: stvari nisu onakve kakve se čine, a strahovi, snovi i intuicija mešaju se u polumraku. Kreći se oprezno, veruj instinktu i sačekaj da se vidi jasnije.',
      reversed:
        'Zbrka se razilazi, ili strah preuzima: obmana izlazi na videlo i strepnje počinju da popuštaju, ili brige u mraku postaju sve glasnije. Odvoji ono čega se plašiš od onoga što znaš.',
      description:
        'Osamnaesta karta Velike arkane, pripisana Ribama: put kroz noć, kada vode nagon i mašta, a razum ne vidi daleko.',
      imagery:
        'Pun Mesečev disk, sa licem u profilu, visi između dve kule; pas i vuk zavijaju na njega, a rečni rak izlazi iz jezerca na vijugavu stazu.',
      theme: { upright: 'neizvesnost i napola viđeni strahovi', reversed: 'zbrka koja počinje da se razilazi' },
      advice: {
        upright: 'Idi polako, veruj instinktu, a velike odluke ostavi za trenutak kada se stvari razbistre.',
        reversed: 'Zapiši čega se plašiš i šta znaš, pa uporedi ta dva spiska.',
      },
    },
    sun: {
      name: 'Sunce',
      reversedName: 'obrnuto Sunce',
      upright:
        'Radost, uspeh i vitalnost: jasnoća posle zbrke, toplina u odnosima i samopouzdanje koje dolazi kada si u potpunosti ono što jesi. Stvari obično idu dobro, a otvorenost im pomaže.',
      reversed:
        'Radost zamagljena ili prenaduvana: prolazni zastoj, uspeh koji stiže kasnije od očekivanog ili optimizam koji prelazi u sujetu. Toplina je i dalje tu, samo je na neko vreme teže osetiti.',
      description:
        'Devetnaesta karta Velike arkane, pripisana samom Suncu: život, jasnoća i čista, detinja radost, ono što jesmo, viđeno na punoj dnevnoj svetlosti.',
      imagery:
        'Dete jaše belog konja pod velikim, blistavim Suncem i nosi crveni barjak, a iza baštenskog zida uzdižu se suncokreti.',
      theme: { upright: 'radost i otvoren uspeh', reversed: 'radost zamagljena na neko vreme' },
      advice: {
        upright: 'Podeli svoje dobre vesti i svoju toplinu, i dozvoli da te vide.',
        reversed: 'Smanji pritisak, nađi jedno jednostavno zadovoljstvo i pusti da oblaci prođu.',
      },
    },
    judgement: {
      name: 'Sud',
      reversedName: 'obrnuti Sud',
      upright:
        'Buđenje i polaganje računa: poziv da se uzdigneš, da iskreno sagledaš svoj život i odgovoriš na ono što on od tebe traži. Oproštaj, obnova i jasna odluka otvaraju novo poglavlje.',
      reversed:
        'Poziv koji ignorišeš ili dočekuješ sa sumnjom u sebe: oštra samokritika, strah da nećeš ispuniti očekivanja ili odbijanje da učiš iz onoga što se dogodilo. Druga prilika je i dalje otvorena.',
      description:
        'Dvadeseta karta Velike arkane, pripisana Plutonu i elementu vatre: poziv na buđenje, u kojem se sabira sve proživljeno i rađa novo biće.',
      imagery:
        'Anđeo iz oblaka duva u trubu sa koje visi zastava sa krstom; ispod njega iz otvorenih kovčega ustaju figure raširenih ruku.',
      theme: { upright: 'poziv na buđenje', reversed: 'poziv na koji još nije odgovoreno' },
      advice: {
        upright: 'Odgovori na poziv koji stalno čuješ, i oprosti ono što treba oprostiti da bi to bilo moguće.',
        reversed: 'Svoje greške posmatraj kao lekcije, a ne kao presude, i ipak odgovori na poziv.',
      },
    },
    world: {
      name: 'Svet',
      reversedName: 'obrnuti Svet',
      upright:
        'Završetak i celovitost: ciklus je zaokružen, cilj dostignut, a stvari se sklapaju u celinu. Proslavi, saberi ono što te je ovo naučilo i pripremi se za veći krug.',
      reversed:
        'Odložen završetak: nevezani krajevi, poslednji korak koji nije napravljen ili zaokruživanje prečicom. Bliže si nego što se čini; završi ono što je preostalo pre nego što kreneš iz početka.',
      description:
        'Dvadeset prva karta Velike arkane, koja zatvara niz, pripisana Saturnu: završetak, integracija i celovito biće koje lako igra unutar svojih granica.',
      imagery:
        'Figura igra unutar velikog ovalnog venca, sa štapom u svakoj ruci, dok iz uglova posmatraju četiri bića: anđeo, orao, bik i lav.',
      theme: { upright: 'ispunjenje i zaokruženost', reversed: 'završetak koji još čeka' },
      advice: {
        upright: 'Obeleži ono što je završeno, pa dozvoli da te to uvede u sledeći krug.',
        reversed: 'Zapiši šta je ostalo nedovršeno i zatvaraj krug po krug.',
      },
    },

    // Štapovi: vatra, volja i delovanje

    'wands-ace': {
      name: 'As Štapova',
      reversedName: 'obrnuti As Štapova',
      upright:
        'Iskra nadahnuća: stiže nova ideja, želja ili poduhvat, a sa njima i poriv da se krene. Stvaralačka vatra, zanos i osećaj da je sve moguće čekaju da ih pretočiš u delo.',
      reversed:
        'Iskra koja neće da se razgori: kašnjenja, lažni počeci ili zanos bez pravca. Nadahnuće je možda stvarno, ali preuranjeno, ili zatrpano sumnjom i rasejanošću.',
      description:
        'Prva karta Štapova, čiji je element vatra: čisto seme volje i nadahnuća, trenutak kada želja postaje živ poriv da se deluje.',
      imagery: 'Ruka iz oblaka pruža štap na kojem izbijaju listovi, a u daljini se na brdu vidi zamak.',
      theme: { upright: 'plamen novog poleta', reversed: 'iskra koja se ne razgoreva' },
      advice: {
        upright: 'Kreni za idejom dok je još topla i još danas napravi jedan konkretan korak.',
        reversed: 'Pusti ideju da sazri i ukloni ono što te oko nje rasejava.',
      },
    },
    'wands-2': {
      name: 'Dvojka Štapova',
      reversedName: 'obrnuta Dvojka Štapova',
      upright:
        'Planiranje iz sigurnosti: stojiš čvrsto na svom, a pogledom prelaziš granice poznatog i odmeravaš kuda da kreneš. Odluka o širenju, putovanju ili smelijem pravcu polako se uobličava.',
      reversed:
        'Strah od nepoznatog drži planove na papiru: ostaješ tamo gde je bezbedno, ili loše planiranje ostavlja praznine u pripremi. Širi pogled postoji, ali oklevaš da se obavežeš.',
      description:
        'Druga karta Štapova, čiji je element vatra: volja se susreće sa izborom, dok prvi poriv odmerava mogućnosti i gleda preko poznatih zidina.',
      imagery: 'Lik na bedemu drži mali globus, jedan štap u ruci, a drugi pričvršćen za zid, i gleda ka moru.',
      theme: { upright: 'planovi za širi horizont', reversed: 'planovi koje koči strah' },
      advice: {
        upright: 'Smeliju mogućnost razradi do detalja, pa odredi dan kada ćeš odlučiti.',
        reversed: 'Reci sebi šta se plašiš da ćeš izgubiti i proveri da li je to zaista ugroženo.',
      },
    },
    'wands-3': {
      name: 'Trojka Štapova',
      reversedName: 'obrnuta Trojka Štapova',
      upright:
        'Širenje i dalekovidost: prvi napori su u toku i već iščekuješ rezultate. Prilike se šire, trgovina ili putovanje mame, a uz strpljenje planovi mogu da dosegnu dalje nego ranije.',
      reversed:
        'Zastoj u širenju: kašnjenja, prepreke daleko od kuće ili planovi koji su prerasli pripremu. Nestrpljenje zbog sporih rezultata može da te navede da odustaneš baš pre nego što brodovi uplove.',
      description:
        'Treća karta Štapova, čiji je element vatra: prvi rast poduhvata, kada inicijativa daje rane plodove, a pogled se otvara ka spolja.',
      imagery: 'Lik okrenut leđima stoji na litici među tri pobodena štapa i posmatra brodove koji plove po vodi.',
      theme: { upright: 'horizonti koji se šire', reversed: 'širenje zaustavljeno kašnjenjem' },
      advice: {
        upright: 'Gledaj dalje od sledećeg koraka i pripremi se za prilike koje već nazireš.',
        reversed: 'Proveri svoje planove u odnosu na stvarnost i imaj strpljenja sa sporim rezultatima.',
      },
    },
    'wands-4': {
      name: 'Četvorka Štapova',
      reversedName: 'obrnuta Četvorka Štapova',
      upright:
        'Slavlje i povratak kući: dostignut je važan korak, temelj je stabilan, a radost se deli sa ljudima oko tebe. Ovo je povoljno vreme za venčanja, ponovne susrete i odmor posle truda.',
      reversed:
        'Slavlje odloženo ili uzdrmano: napetost kod kuće, prelaz koji deluje nedovršeno ili okupljanje kome nedostaje bliskost kojoj se nadaš. Stabilnost je blizu, ali još nije sigurna.',
      description:
        'Četvrta karta Štapova, čiji je element vatra: zanos dobija stabilan oblik, zajednički prag na kojem se trud ceni, a odmor je zaslužen.',
      imagery:
        'Četiri štapa drže venac od cveća kao kapiju; iza nje dve figure podižu bukete, a u pozadini stoji zamak.',
      theme: { upright: 'svečanost u krugu bliskih', reversed: 'slavlje koje još nema čvrsto tlo' },
      advice: {
        upright: 'Obeleži ovaj korak sa ljudima koje voliš; i slavlje je deo posla.',
        reversed: 'Nežno se pozabavi napetošću kod kuće, da bi sledeće okupljanje bilo zaista radosno.',
      },
    },
    'wands-5': {
      name: 'Petica Štapova',
      reversedName: 'obrnuta Petica Štapova',
      upright:
        'Nadmetanje i trenje: ideje koje se sudaraju, rivalstvo i buka mnogo volja odjednom. Ovo je češće igra nego bitka, i takvo nadmetanje može da te izoštri dok god ostaje pošteno.',
      reversed:
        'Sukob prećutan ili zatrovan: napetosti koje se gutaju radi mira, ili nesuglasice koje su izgubile smisao. Stvari se smiruju kada neko jasno kaže o čemu je zapravo svađa.',
      description:
        'Peta karta Štapova, čiji je element vatra: poremećaj koji stavlja volju na probu, kada se mnoge ambicije sudaraju, a stabilnost ustupa mesto nadmetanju.',
      imagery:
        'Pet figura mašu štapovima jedna na drugu u gustom, razigranom metežu, koji više liči na bučnu igru nego na pravu tuču.',
      theme: { upright: 'trenje i zdravo rivalstvo', reversed: 'besmislena svađa koja se otegla' },
      advice: {
        upright: 'Takmiči se otvoreno i pošteno, i slušaj ideje koje se kose sa tvojima.',
        reversed: 'Reci jasno o čemu je nesuglasica, ili predloži da je zajedno ostavite po strani.',
      },
    },
    'wands-6': {
      name: 'Šestica Štapova',
      reversedName: 'obrnuta Šestica Štapova',
      upright:
        'Pobeda i javno priznanje: uspeh posle truda, pohvale i zasluženo samopouzdanje. Drugi primećuju ono što je postignuto, a ti možeš da predvodiš sa ponosom.',
      reversed:
        'Priznanje koje izostaje ili je prazno: uspeh koji prolazi neprimećeno, gubitak naklonosti ili ponos koji zavisi od aplauza. Tvoja vrednost ne počiva na oceni gomile.',
      description:
        'Šesta karta Štapova, čiji je element vatra: sklad posle nadmetanja, kada volju koja je istrajala na svom putu drugi nose napred.',
      imagery: 'Konjanik drži uvis štap okrunjen lovorovim vencem, dok se iz gomile oko njega diže još pet štapova.',
      theme: { upright: 'pobeda i priznanje', reversed: 'uskraćeno priznanje' },
      advice: {
        upright: 'Prihvati pohvalu sa zahvalnošću i podeli zasluge sa onima koji su pomogli.',
        reversed: 'Svoj napredak meri sopstvenim merilom, a ne jačinom aplauza.',
      },
    },
    'wands-7': {
      name: 'Sedmica Štapova',
      reversedName: 'obrnuta Sedmica Štapova',
      upright:
        'Čvrsto na svom: braniš stav, uverenje ili postignuće od pritiska sa više strana. Imaš prednost višeg položaja, a istrajnost se isplati.',
      reversed:
        'Iscrpljenost od odbrane: preopterećenost, popuštanje pod pritiskom ili odbrambeni grč koji vodi bitke koje više nisu vredne truda. Izaberi koje je tlo zaista tvoje.',
      description:
        'Sedma karta Štapova, čiji je element vatra: ispit uverenja, kada ono što je osvojeno treba i odbraniti.',
      imagery: 'Lik na uzvišenju drži štap poprečno ispred sebe, nasuprot šest štapova koji se dižu odozdo.',
      theme: { upright: 'čvrst stav na svom tlu', reversed: 'odbrana koja iscrpljuje' },
      advice: {
        upright: 'Stani iza onoga u šta veruješ i ne prepuštaj tlo koje je pošteno osvojeno.',
        reversed: 'Izaberi jedan položaj koji vredi braniti, a ostalo pusti.',
      },
    },
    'wands-8': {
      name: 'Osmica Štapova',
      reversedName: 'obrnuta Osmica Štapova',
      upright:
        'Brzo kretanje: događaji se ubrzavaju, stižu vesti, a ono što je dugo stajalo počinje da leti. Deluj brzo dok je zamah uz tebe; putovanja i poruke su u povoljnom znaku.',
      reversed:
        'Zamah rasut ili zaustavljen: kašnjenja, poruke koje se mimoilaze i žurba koja vodi u greške. Stvari žele da se pokrenu, ali trenutak nije pravi; uspori i dobro naciljaj.',
      description:
        'Osma karta Štapova, čiji je element vatra: volja u punom letu, kada prepreke otpadaju, a delovanje brzo putuje ka svom cilju.',
      imagery: 'Osam štapova leti jedan pored drugog kroz otvoreno nebo, visoko iznad reke i zelenog brda.',
      theme: { upright: 'brzo kretanje i vesti', reversed: 'zamah rasut u žurbi' },
      advice: {
        upright: 'Iskoristi zamah: odgovaraj, odlučuj i kreći se dok stvari teku.',
        reversed: 'Naciljaj pre nego što deluješ, i pročitaj poruke dva puta pre nego što odgovoriš.',
      },
    },
    'wands-9': {
      name: 'Devetka Štapova',
      reversedName: 'obrnuta Devetka Štapova',
      upright:
        'Otpornost pred kraj: uprkos ranama i dalje stojiš i čuvaš ono što je izboreno. Traži se još jedan, poslednji napor, a rezerve su ti veće nego što misliš.',
      reversed:
        'Iscrpljenost i sumnjičavost: odbrana koja ne propušta ni pomoć ni štetu, ili umor koji te mami da odustaneš baš pred ciljem.',
      description:
        'Deveta karta Štapova, čiji je element vatra: izdržljivost pred kraj, volja iskušana i izranjavana, ali neslomljena, koja i dalje ne uzmiče.',
      imagery:
        'Lik sa zavijenom glavom oslanja se na štap i oprezno gleda, dok iza njega osam štapova stoji kao ograda.',
      theme: { upright: 'otpornost pod pritiskom', reversed: 'opreznost koja je prešla u iscrpljenost' },
      advice: {
        upright: 'Izdrži još malo; rasporedi snage i drži granice čvrsto.',
        reversed: 'Spusti gard toliko da prihvatiš pomoć, i odmori se pre novog napora.',
      },
    },
    'wands-10': {
      name: 'Desetka Štapova',
      reversedName: 'obrnuta Desetka Štapova',
      upright:
        'Teret i previše obaveza: nosiš previše, često svojom voljom, a teret ti zaklanja cilj. Uspeh je blizu, ali njegovu težinu treba podeliti ili spustiti.',
      reversed:
        'Teret koji ne možeš da spustiš, ili konačno možeš: slom pod odgovornostima, ili olakšanje kada poslove prepustiš drugima i kažeš ne. Nije svaka obaveza koju nosiš tvoja.',
      description:
        'Deseta karta Štapova, čiji je element vatra: kraj ciklusa, kada ambicija nagomila sopstvenu težinu, a vatra se pretvara u mukotrpan rad.',
      imagery: 'Lik se savija pod svežnjem od deset štapova i polako korača ka gradu u daljini.',
      theme: { upright: 'teret nošen bez pomoći', reversed: 'teret konačno spušten' },
      advice: {
        upright: 'Popiši šta sve nosiš, pa predaj drugome ili ostavi jednu stvar koja nije tvoja.',
        reversed: 'Kad ti je teret lakši, neka takav i ostane: reci ne pre nego što ponovo sve natovariš na sebe.',
      },
    },
    'wands-page': {
      name: 'Paž Štapova',
      reversedName: 'obrnuti Paž Štapova',
      upright:
        'Oduševljeno otkrivanje: radoznao, nestrpljiv duh koji istražuje novu strast. Uzbudljive vesti, sveža ideja ili prvi pokušaj nečeg smelog pozivaju te da se igraš i učiš.',
      reversed:
        'Zanos bez nastavka: nemirne ideje, nestrpljenje ili strah da ćeš izgledati smešno, zbog kojeg i ne počinješ. Jedan neuspeh može privremeno da priguši iskru.',
      description:
        'Najmlađi član dvora Štapova, glasnik i učenik vatre: volja kao radoznalost, željna da istraži ono što još ne poznaje.',
      imagery: 'Mladi lik stoji u pustinji, drži visok štap i gleda uvis ka njemu, a na obzorju se vide piramide.',
      theme: { upright: 'oduševljeno istraživanje', reversed: 'oduševljenje koje ne prelazi u delo' },
      advice: {
        upright: 'Okušaj se u nečem novom kao početnik, bez brige o tome da li sve radiš kako treba.',
        reversed: 'Izaberi jednu ideju i daj joj pravi početak pre nego što kreneš za sledećom.',
      },
    },
    'wands-knight': {
      name: 'Vitez Štapova',
      reversedName: 'obrnuti Vitez Štapova',
      upright:
        'Smela akcija i avantura: strast, samopouzdanje i glad za kretanjem. Juriš ka onome što te uzbuđuje, a smelost može daleko da te odnese ako ne izgubiš cilj iz vida.',
      reversed:
        'Naglost i žurba: nepromišljenost, rasute strasti ili plahovita narav koja ostavlja stvari napola urađene. Smelost bez strpljenja sagori pre nego što stigne na cilj.',
      description:
        'Konjanik dvora Štapova, vatra u pokretu: tragač za avanturom, koji se brzo baca na ono što želi i jednako brzo odlazi čim uzbuđenje prođe.',
      imagery: 'Konjanik na propetom konju drži štap visoko uzdignut, a iza njega se do obzorja prostire pustinja.',
      theme: { upright: 'hrabro delanje i pustolovina', reversed: 'strast koja brzo sagoreva' },
      advice: {
        upright: 'Smelo kreni za onim što te uzbuđuje, ali jednim okom prati kuda ideš.',
        reversed: 'Izbroj do deset pre nego što jurneš, i završi jednu stvar pre nego što počneš drugu.',
      },
    },
    'wands-queen': {
      name: 'Kraljica Štapova',
      reversedName: 'obrnuta Kraljica Štapova',
      upright:
        'Topla samouverenost i šarm: hrabrost, nezavisnost i vedra odlučnost koja privlači ljude. Sijaš kada si u potpunosti ono što jesi, velikodušno deliš svoju vatru i znaš koliko vrediš.',
      reversed:
        'Samopouzdanje poljuljano ili nametljivo: sumnja u sebe, ljubomora ili zahtevna narav tamo gde je nekad bila toplina. Možda drugima daješ toliko svetla da za tebe ništa ne ostaje.',
      description:
        'Zrela vladarka dvora Štapova, okrenuta ka unutra, vatra obuzdana staloženošću: magnetična, samosvesna pojava koja greje sve oko sebe.',
      imagery:
        'Okrunjena figura sedi na prestolu ukrašenom lavovima, drži štap i suncokret, a pred nogama joj sedi crna mačka.',
      theme: { upright: 'topla, magnetična samouverenost', reversed: 'samopouzdanje pretvoreno u ljubomoru' },
      advice: {
        upright: 'Istupi sa toplinom i samopouzdanjem; tvoje prisustvo je ovde prednost.',
        reversed: 'Napuni sopstvene rezerve pre nego što drugima daš još svoje topline.',
      },
    },
    'wands-king': {
      name: 'Kralj Štapova',
      reversedName: 'obrnuti Kralj Štapova',
      upright:
        'Vizionarsko vođstvo: smeo um koji vidi širu sliku i nadahnjuje druge da je slede. Preduzimljivost, čast i odlučno delovanje pretvaraju viziju u ostvarenje.',
      reversed:
        'Vođstvo koje je postalo naglo ili nametljivo: nemoguća očekivanja, vizija nametnuta drugima ili ciljevi postavljeni bez obzira na ljude koji treba da ih ostvare. Ambicija traži strpljenje i slušanje.',
      description:
        'Zreli vladar dvora Štapova, okrenut ka spolja, vatra koja zapoveda: vizionar koji nadahnuće pretvara u pravac i druge pali svojim žarom.',
      imagery:
        'Okrunjeni lik sedi na prestolu izrezbarenom lavovima i daždevnjacima, drži rascvetali štap, a kod nogu mu je mali daždevnjak.',
      theme: { upright: 'smelo vođenje sa jasnom vizijom', reversed: 'ambicija koja ne čuje druge' },
      advice: {
        upright: 'Predvodi sa širom slikom na umu i ostavi drugima prostora da je nose zajedno sa tobom.',
        reversed: 'Saslušaj pre nego što usmeriš; zajednička vizija stiže dalje od nametnute.',
      },
    },

    // Pehari: voda, osećanja i odnosi

    'cups-ace': {
      name: 'As Pehara',
      reversedName: 'obrnuti As Pehara',
      upright:
        'Nov početak u osećanjima: ljubav, saosećanje ili stvaralaštvo se prelivaju, a ti se otvaraš za davanje i primanje. Ovde može da počne veza, prijateljstvo ili unutrašnja obnova.',
      reversed:
        'Osećanja zaustavljena ili bujica bez korita: ljubav koja se zadržava, emotivna praznina ili poplava emocija koja nema kuda. Napuni svoj bunar pre nego što točiš drugima.',
      description:
        'Prva karta Pehara, čiji je element voda: čist izvor osećanja, ljubav koja se daje slobodno pre nego što dobije bilo kakav određen oblik.',
      imagery:
        'Ruka iz oblaka drži pehar iz kojeg se preliva pet mlazova vode, a golub se spušta ka njemu iznad jezerca sa lokvanjima.',
      theme: { upright: 'ljubav koja se preliva', reversed: 'zadržana osećanja' },
      advice: {
        upright: 'Otvori se za osećanje koje ti se nudi i dozvoli nekome da ga vidi.',
        reversed: 'Priznaj sebi šta osećaš pre nego što odlučiš šta ćeš sa tim.',
      },
    },
    'cups-2': {
      name: 'Dvojka Pehara',
      reversedName: 'obrnuta Dvojka Pehara',
      upright:
        'Uzajamna privlačnost i partnerstvo: dvoje se sreću kao jednaki, sa poštovanjem, naklonošću i pravom razmenom. Iz ovog susreta mogu da izrastu romansa, pomirenje ili blisko prijateljstvo.',
      reversed:
        'Partnerstvo van ravnoteže: nesporazum, narušeno poverenje ili jedna strana koja daje više nego što prima. Veza posrće tamo gde nedostaju iskrenost ili ravnopravnost.',
      description:
        'Druga karta Pehara, čiji je element voda: osećanje susreće osećanje, prvo ogledalo ljubavi, u kojem dvoje postaju par svojim izborom.',
      imagery:
        'Dve figure stoje licem u lice i razmenjuju pehare ispod krilate lavlje glave postavljene iznad štapa sa dve zmije.',
      theme: { upright: 'susret jednakih', reversed: 'razmena bez ravnoteže' },
      advice: {
        upright: 'Izađi toj osobi u susret na pola puta i reci šta ti ova veza znači.',
        reversed: 'Razgovarajte otvoreno o tome šta svako od vas daje i šta kome treba.',
      },
    },
    'cups-3': {
      name: 'Trojka Pehara',
      reversedName: 'obrnuta Trojka Pehara',
      upright:
        'Prijateljstvo i slavlje: deljena radost, pripadnost i ljudi koji jedni druge podižu. Okupljanja, ponovni susreti i stvaralačka saradnja donose toplinu, a sreća raste kada se deli.',
      reversed:
        'Slavlje preterano ili pokvareno: ogovaranje, treća osoba koja se meša, previše uživanja ili osećaj isključenosti iz kruga. Neko društvo hrani, a neko samo iscrpljuje.',
      description:
        'Treća karta Pehara, čiji je element voda: osećanje se preliva ka spolja, u zajednicu, prvi plod ljubavi podeljen među prijateljima.',
      imagery: 'Tri figure igraju u krugu i podižu pehare, a kod nogu su im sakupljeni voće i cveće.',
      theme: { upright: 'prijateljstvo i zajednička radost', reversed: 'društvo koje iscrpljuje' },
      advice: {
        upright: 'Okupi svoje ljude i proslavite nešto, ma koliko malo bilo.',
        reversed: 'Primeti posle kojeg društva se osećaš ispunjeno, a posle kojeg prazno, pa biraj u skladu sa tim.',
      },
    },
    'cups-4': {
      name: 'Četvorka Pehara',
      reversedName: 'obrnuta Četvorka Pehara',
      upright:
        'Apatija i zamišljenost: povlačiš se u sebe i okrećeš leđa onome što ti se nudi. Nezadovoljstvo može da krije stvarnu potrebu da se stvari preispitaju, ali pazi da ne propustiš pravu priliku.',
      reversed:
        'Buđenje iz povučenosti: interesovanje se vraća, ponuda je najzad prihvaćena, ili se mrzovoljno povlačenje produbljuje u pravo razmišljanje. Počinješ da primećuješ ono što ti je dotad promicalo.',
      description:
        'Četvrta karta Pehara, čiji je element voda: osećanje koje se previše ustalilo, kada stabilnost postaje ustajala, a unutrašnji život se zatvara za nove ponude.',
      imagery: 'Lik sedi pod drvetom prekrštenih ruku, sa tri pehara na travi, dok mu ruka iz oblaka pruža četvrti.',
      theme: { upright: 'apatija i propuštena ponuda', reversed: 'interesovanje koje se polako budi' },
      advice: {
        upright: 'Pogledaj još jednom ono što ti se nudi pre nego što odmahneš rukom.',
        reversed: 'Prihvati jednu stvar koja te ponovo zanima i vidi kuda te vodi.',
      },
    },
    'cups-5': {
      name: 'Petica Pehara',
      reversedName: 'obrnuta Petica Pehara',
      upright:
        'Gubitak i žaljenje: tuga zbog onoga što se prosulo, toliko obuzimajuća da ne vidiš ono što je preteklo. Žalovanje je stvarno i potrebno, a deo onoga što je bilo važno i dalje stoji.',
      reversed:
        'Prolazak kroz tugu: prihvatanje, oproštaj i okretanje ka onome što je ostalo, ili tuga predugo čuvana za sebe. Isceljenje počinje kada podigneš pogled sa gubitka.',
      description:
        'Peta karta Pehara, čiji je element voda: poremećaj u osećanjima, gubitak i razočaranje koji prekidaju ustaljeni tok ljubavi.',
      imagery:
        'Figura u ogrtaču pognute glave stoji nad tri prosuta pehara, dok dva iza nje još stoje; most preko reke vodi do kuće.',
      theme: { upright: 'tuga za izgubljenim', reversed: 'tuga koja počinje da popušta' },
      advice: {
        upright: 'Dozvoli sebi da tuguješ, a onda se okreni i pogledaj šta još stoji.',
        reversed: 'Pređi most korak po korak: razgovaraj sa nekim, oprosti, počni ponovo.',
      },
    },
    'cups-6': {
      name: 'Šestica Pehara',
      reversedName: 'obrnuta Šestica Pehara',
      upright:
        'Nostalgija i nevinost: uspomene, detinjstvo i dobrota data od srca. Stari prijatelj, povratak na poznato mesto ili obična dobra volja donose utehu i osećaj doma.',
      reversed:
        'Zaglavljenost u uspomenama: idealizovanje prošlosti, odbijanje da se odraste ili stari porodični obrasci koji se ponavljaju. Udobnost poznatog može da te spreči da živiš život koji imaš.',
      description:
        'Šesta karta Pehara, čiji je element voda: sklad obnovljen sećanjem i davanjem, osećanje vraćeno svojoj prvobitnoj, jednostavnoj slatkoći.',
      imagery: 'U seoskom dvorištu jedno dete pruža drugom pehar pun cveća, a oko njih stoji još pet pehara sa cvećem.',
      theme: { upright: 'nostalgija i jednostavna dobrota', reversed: 'čežnja za onim što je bilo' },
      advice: {
        upright: 'Javi se nekome iz ranijih godina ili nekome učini malu dobrotu.',
        reversed: 'Poštuj svoje uspomene, a onda pažnju vrati životu koji sada imaš.',
      },
    },
    'cups-7': {
      name: 'Sedmica Pehara',
      reversedName: 'obrnuta Sedmica Pehara',
      upright:
        'Izbori i iluzije: mnoge mogućnosti svetlucaju odjednom, neke stvarne, neke samo željene. Maštanje može da nadahne, ali treba razlikovati fantaziju od onoga što zaista može da se izgradi.',
      reversed:
        'Jasnoća se vraća, ili se daviš u mogućnostima: prozireš fantaziju i donosiš izbor, ili ga i dalje izbegavaš jureći svaki san. Usredsređenost ti vraća moć da deluješ.',
      description:
        'Sedma karta Pehara, čiji je element voda: ispit mašte, kada osećanje plete vizije, a svaka želja deluje podjednako dostižno.',
      imagery:
        'Lik okrenut leđima stoji pred sedam pehara koji lebde u oblacima, a u svakom je po jedna vizija: zamak, dragulji, venac, zmija, zmaj, figura pod velom i glava.',
      theme: { upright: 'primamljivi izbori i iluzije', reversed: 'prozrena fantazija' },
      advice: {
        upright: 'Izaberi mogućnost sa kojom možeš da počneš ove nedelje i proveri je u stvarnosti.',
        reversed: 'Izaberi jedan san, posveti mu se, a ostale pusti.',
      },
    },
    'cups-8': {
      name: 'Osmica Pehara',
      reversedName: 'obrnuta Osmica Pehara',
      upright:
        'Odlazak: ostavljaš ono što te više ne ispunjava, čak i ako spolja izgleda zaokruženo. Potraga za dubljim smislom traži da kreneš, sa tugom, ali i sa odlučnošću.',
      reversed:
        'Rastrzanost između ostanka i odlaska: strah od odlaska, vraćanje onome što je prevaziđeno ili prenagljen odlazak. Možda prvo treba da odlučiš šta zapravo tražiš.',
      description:
        'Osma karta Pehara, čiji je element voda: osećanje kreće dalje i okreće se od onoga što je izgrađeno ka onome što se zaista želi.',
      imagery:
        'Figura u ogrtaču odlazi sa štapom ka planinama pod opadajućim Mesecom, ostavljajući za sobom osam naslaganih pehara.',
      theme: { upright: 'odlazak u potrazi za nečim većim', reversed: 'razapetost između ostanka i odlaska' },
      advice: {
        upright: 'Ako te ovo više ne hrani, sa zahvalnošću se oprosti od onoga što je bilo i dozvoli sebi da odeš.',
        reversed: 'Odluči zbog čega odlaziš pre nego što odlučiš da li ćeš otići.',
      },
    },
    'cups-9': {
      name: 'Devetka Pehara',
      reversedName: 'obrnuta Devetka Pehara',
      upright:
        'Zadovoljstvo i ispunjene želje: emotivna i materijalna ispunjenost, uživanje i zahvalnost. Ono za čim čezneš nadohvat je ruke, a puno uživanje u tome deo je dara.',
      reversed:
        'Zadovoljstvo koje ne zadovoljava: samodopadljivost, preterano uživanje ili ispunjena želja koja deluje prazno. Pogledaj ispod površine šta bi te zaista ispunilo.',
      description:
        'Deveta karta Pehara, čiji je element voda: osećanje blizu svoje punoće, ispunjena želja, udobnost i uživanje gotovo potpuni.',
      imagery:
        'Zadovoljna figura sedi na klupi prekrštenih ruku, a iza nje je na zaobljenoj polici poređano devet pehara.',
      theme: { upright: 'ispunjena želja', reversed: 'zadovoljstvo koje deluje šuplje' },
      advice: {
        upright: 'Uživaj u onome što imaš i naglas zahvali na tome.',
        reversed: 'Zapitaj se šta bi te zaista ispunilo, mimo onoga što dobro izgleda.',
      },
    },
    'cups-10': {
      name: 'Desetka Pehara',
      reversedName: 'obrnuta Desetka Pehara',
      upright:
        'Emotivna ispunjenost i porodični sklad: trajna ljubav, dom pun topline i osećaj pripadnosti. Odnosi počivaju na zajedničkim vrednostima, a radost se prenosi s kolena na koleno.',
      reversed:
        'Narušen sklad: porodični razdor, srušeni ideali doma ili život kao sa razglednice iza kojeg se krije udaljenost među ljudima. Pravoj bliskosti možda je potreban iskren razgovor, a ne privid.',
      description:
        'Deseta karta Pehara, čiji je element voda: osećanje ispunjeno i podeljeno, krug ljubavi zaokružen u domu i porodici.',
      imagery:
        'Dve figure se grle, podignutih ruku ka dugi od deset pehara; pored njih igraju dvoje dece, a u daljini stoji kuća.',
      theme: { upright: 'porodični sklad i pripadnost', reversed: 'narušen sklad u domu' },
      advice: {
        upright: 'Provedi vreme sa onima koje voliš i reci im koliko ti znače.',
        reversed: 'Odustani od savršene slike i iskreno porazgovaraj sa svojima o tome šta vam je zajedno potrebno.',
      },
    },
    'cups-page': {
      name: 'Paž Pehara',
      reversedName: 'obrnuti Paž Pehara',
      upright:
        'Intuitivna poruka: blago iznenađenje, stvaralački poriv ili prvi treptaj osećanja. Zadrži otvorenost i razigranost, jer neočekivano možda ima nešto nežno da ti kaže.',
      reversed:
        'Osećanja nezrela ili zakočena: promenljiva raspoloženja, stvaralačka nesigurnost ili emotivna poruka koju niko ne čuje. Osetljivost se pretvara u bekstvo od stvarnosti kada je ne shvataš ozbiljno.',
      description:
        'Najmlađi član dvora Pehara, glasnik i učenik vode: osećanje puno čuđenja, otvoreno za snove i za sve što ga iznenadi.',
      imagery: 'Mladi lik stoji na obali mora i drži pehar iz kojeg radoznalo proviruje mala riba.',
      theme: { upright: 'intuitivna, nežna poruka', reversed: 'osećanja koja niko ne čuje' },
      advice: {
        upright: 'Prati nežan predosećaj ili stvaralački hir i vidi šta će ti pokazati.',
        reversed: 'Shvati svoja osećanja dovoljno ozbiljno da ih izraziš, a ne samo da o njima sanjaš.',
      },
    },
    'cups-knight': {
      name: 'Vitez Pehara',
      reversedName: 'obrnuti Vitez Pehara',
      upright:
        'Romansa i poziv: šarmantna ponuda, idealistički duh ili stvaralaštvo koje prati osećanje. Neko ti prilazi sa pruženim peharom, spreman da daje i da bude dirnut.',
      reversed:
        'Raspoloženja i obećanja koja plutaju: nerealna romansa, ljubomora ili šarm bez pokrića. Proveri da li je ponuda stvarna koliko izgleda.',
      description:
        'Konjanik dvora Pehara, voda u pokretu: romantik koji prati osećanje kuda god ga ono vodi, donoseći ponude ljubavi i lepote.',
      imagery: 'Konjanik na mirnom konju drži pehar ispred sebe i polako se kreće ka reci koja je pred njim.',
      theme: { upright: 'romantičan poziv', reversed: 'obećanja lepša od stvarnosti' },
      advice: {
        upright: 'Ponudi otvoreno ono što osećaš i drži se onoga što kažeš.',
        reversed: 'Pogledaj iza šarma i proveri da li se obećanje zaista ispunjava.',
      },
    },
    'cups-queen': {
      name: 'Kraljica Pehara',
      reversedName: 'obrnuta Kraljica Pehara',
      upright:
        'Saosećanje i emotivna dubina: brižno, intuitivno prisustvo koje sluša i razume. Sa mirom i unutrašnjom sigurnošću možeš da ostaneš uz tuđa osećanja, a da ne izgubiš sebe.',
      reversed:
        'Saosećanje koje se izlilo iz korita: emotivna zavisnost, tuđa raspoloženja koja upijaš ili osećanja toliko skrivena da se okreću ka unutra. Brini o sebi s nežnošću koju pokazuješ drugima.',
      description:
        'Zrela vladarka dvora Pehara, okrenuta ka unutra, voda u svom najmirnijem obliku: intuitivna negovateljica, osetljiva na tuđa osećanja i postojana u njihovim dubinama.',
      imagery: 'Okrunjena figura sedi na prestolu na samoj obali i zagledana je u ukrašen pehar sa poklopcem.',
      theme: { upright: 'srce koje ume da sluša', reversed: 'empatija bez granica' },
      advice: {
        upright: 'Slušaj celom svojom pažnjom i veruj onome što tvoja intuicija čuje.',
        reversed: 'Postavi nežnu granicu oko svojih osećanja, da možeš da brineš o drugima, a da se ne udaviš.',
      },
    },
    'cups-king': {
      name: 'Kralj Pehara',
      reversedName: 'obrnuti Kralj Pehara',
      upright:
        'Emotivna ravnoteža i mudar mir: osećanja savladana, a ne potisnuta. Diplomatičnost, velikodušnost i postojanost u oluji omogućavaju ti da druge provedeš kroz nemirne vode.',
      reversed:
        'Staloženost koja puca ili se ledi: promenljiva raspoloženja, manipulacija ili osećanja potiskivana dok se ne izliju. Mir na površini može da krije nemir ispod nje.',
      description:
        'Zreli vladar dvora Pehara, okrenut ka spolja, voda koja zapoveda: emotivna zrelost, diplomatičnost i saosećanje koje ostaje mirno i kada je more uzburkano.',
      imagery:
        'Okrunjeni lik na kamenom prestolu koji pluta po uzburkanom moru drži pehar i kratko žezlo, a iza njega su brod i riba koja iskače iz vode.',
      theme: { upright: 'mirna ruka nad osećanjima', reversed: 'potisnuta osećanja' },
      advice: {
        upright: 'Zadrži postojanost i blagost, i na snažna osećanja odgovaraj smireno, a ne naglo.',
        reversed: 'Reci šta osećaš pre nego što se to izlije na pogrešnu osobu.',
      },
    },

    // Mačevi: vazduh, um i istina

    'swords-ace': {
      name: 'As Mačeva',
      reversedName: 'obrnuti As Mačeva',
      upright:
        'Prodor jasnoće: istina preseca zbrku i stiže jasna ideja ili odluka. Iskrene reči, oštra usredsređenost i sveže razumevanje daju ti prednost koja ti je potrebna.',
      reversed:
        'Zamagljena jasnoća: zbrkane misli, grube reči ili istina zloupotrebljena da rani. Nepažljiva misao može da poseče u pogrešnom pravcu, zato uspori pre nego što progovoriš.',
      description:
        'Prva karta Mačeva, čiji je element vazduh: seme uma i istine, jedna jasna misao koja preseca sve ostalo.',
      imagery: 'Ruka iz oblaka drži uspravan mač čiji je šiljak okrunjen vencem, visoko iznad planinskih vrhova.',
      theme: { upright: 'trenutak bistrog uvida', reversed: 'pomućen um i oštar jezik' },
      advice: {
        upright: 'Jasno izgovori ono što je istinito i pusti da preseče zbrku.',
        reversed: 'Sačekaj da ti se misli razbistre, a onda govori pažljivo.',
      },
    },
    'swords-2': {
      name: 'Dvojka Mačeva',
      reversedName: 'obrnuta Dvojka Mačeva',
      upright:
        'Pat-pozicija: težak izbor koji izbegavaš tako što ga ne gledaš, nelagodno primirje između dve strane. Mir za sada postoji, ali traje samo dok se ne suočiš sa onim što ne želiš da vidiš.',
      reversed:
        'Neodlučnost puca: previše informacija, zbrka ili istina koja se probija kroz povez na očima. Izbor koji je dugo odlagan traži da bude donet.',
      description:
        'Druga karta Mačeva, čiji je element vazduh: podeljen um, dve misli držane u ravnoteži tako da nijedna ne mora da pobedi.',
      imagery:
        'Figura sa povezom preko očiju sedi sa dva mača ukrštena na grudima, a iza nje su mirno more i srp Meseca.',
      theme: { upright: 'nelagodna pat-pozicija', reversed: 'izbor koji se probija na videlo' },
      advice: {
        upright: 'Skini povez sa očiju: prikupi činjenice i donesi odluku.',
        reversed: 'Puštaj istinu k sebi deo po deo, pa onda odluči.',
      },
    },
    'swords-3': {
      name: 'Trojka Mačeva',
      reversedName: 'obrnuta Trojka Mačeva',
      upright:
        'Slomljeno srce i bolna istina: tuga, žalost ili rana zadata rečima ili izdajom. Boli jer je važno, a kada dozvoliš da se oseti, počinje da zaceljuje.',
      reversed:
        'Bol koji polako popušta, ili rana koja ostaje otvorena: počinje oproštaj, ili se tuga održava stalnim vraćanjem na nju. Oporavak počinje kada prestaneš da otvaraš ranu.',
      description:
        'Treća karta Mačeva, čiji je element vazduh: um raste kroz bol, istina koja rani, a ipak pročišćava vazduh.',
      imagery: 'Srce probodeno trima mačevima visi samo naspram teških olujnih oblaka, a svuda oko njega pada kiša.',
      theme: { upright: 'srce ranjeno istinom', reversed: 'rana koja polako zaceljuje' },
      advice: {
        upright: 'Dozvoli sebi da bol osetiš do kraja i razgovaraj o njemu sa nekim kome veruješ.',
        reversed: 'Prestani da se u mislima vraćaš na ranu: zapiši je jednom, pa je ostavi po strani.',
      },
    },
    'swords-4': {
      name: 'Četvorka Mačeva',
      reversedName: 'obrnuta Četvorka Mačeva',
      upright:
        'Odmor i oporavak: predah da se povučeš, povratiš snagu i umiriš um posle napora. Mirovanje ovde nije dokolica; to je način da se sabereš za ono što dolazi.',
      reversed:
        'Odmor odbijen ili odavno potreban: pregorevanje, nemir ili povlačenje koje se pretvorilo u izbegavanje. Ili ti telo traži da staneš, ili je vreme da ponovo ustaneš.',
      description:
        'Četvrta karta Mačeva, čiji je element vazduh: um u mirovanju, stabilan predah koji mislima vraća jasnoću.',
      imagery: 'Figura leži na grobnici sklopljenih ruku; jedan mač je ispod nje, a tri vise na zidu iznad.',
      theme: { upright: 'tišina koja obnavlja', reversed: 'iscrpljenost koja traži predah' },
      advice: {
        upright: 'Zakaži pravi odmor, bez ekrana i obaveza, i čuvaj ga.',
        reversed: 'Primeti da li treba da staneš ili da ponovo kreneš, i poštuj to.',
      },
    },
    'swords-5': {
      name: 'Petica Mačeva',
      reversedName: 'obrnuta Petica Mačeva',
      upright:
        'Šuplja pobeda: sukob dobijen po previsokoj ceni, pobeda radi pobede ili poraz koji peče. Zapitaj se da li je to što si u pravu vredno onoga što te košta.',
      reversed:
        'Smirivanje posle sukoba: pomirenje, ili ozlojeđenost koja ne prolazi. Borba je završena; ostaje pitanje kako ćeš se nositi sa štetom.',
      description:
        'Peta karta Mačeva, čiji je element vazduh: poremećaj uma, kada dosetljivost postaje oružje, a pobeda sve ostavlja siromašnijima.',
      imagery:
        'Figura sa pobedničkim osmehom skuplja mačeve dok se druge dve udaljavaju; dva mača leže na zemlji pod oblacima koje kida vetar.',
      theme: { upright: 'pobeda koja previše košta', reversed: 'ozlojeđenost posle borbe' },
      advice: {
        upright: 'Biraj svoje bitke i odustani od onih koje hrane samo ponos.',
        reversed: 'Napravi prvi korak ka miru, čak i ako je pravo bilo na tvojoj strani.',
      },
    },
    'swords-6': {
      name: 'Šestica Mačeva',
      reversedName: 'obrnuta Šestica Mačeva',
      upright:
        'Prelazak ka mirnijim vodama: teško vreme ostaje iza tebe, a ti ideš dalje sa tugom, ali i sa nadom. Promena nije laka, ali je druga obala blaža od one koju napuštaš.',
      reversed:
        'Prelazak kome se opireš ili koji nije završen: emotivni prtljag koji se nosi sa sobom, odložena selidba ili nemogućnost da napustiš ono što boli. Neke stvari treba da ostanu na obali.',
      description:
        'Šesta karta Mačeva, čiji je element vazduh: sklad pronađen odlaskom, um prenet iz nemira ka tišem mestu.',
      imagery:
        'Skeledžija motkom gura čamac preko vode ka dalekoj obali, noseći figuru u ogrtaču i dete, a u čamcu stoji šest mačeva.',
      theme: { upright: 'plovidba ka spokojnijoj obali', reversed: 'prtljag koji se nosi dalje' },
      advice: {
        upright: 'Dozvoli sebi da kreneš dalje i ponesi samo ono što ti je potrebno.',
        reversed: 'Pogledaj šta sve nosiš na drugu obalu i bar deo toga ostavi na ovoj.',
      },
    },
    'swords-7': {
      name: 'Sedmica Mačeva',
      reversedName: 'obrnuta Sedmica Mačeva',
      upright:
        'Strategija ili obmana: delovanje na svoju ruku, potajno, ili izvlačenje bez posledica. Možda neko ne igra pošteno, a možda i tebe nešto mami da preskočiš neke korake.',
      reversed:
        'Obmana koja se raspliće: tajne izlaze na videlo, griža savesti ili plan koji ne može da uspe u tajnosti. Iskrenost sada košta manje nego da te kasnije razotkriju.',
      description:
        'Sedma karta Mačeva, čiji je element vazduh: ispit poštenja uma, dosetljivost upotrebljena da se zaobiđu pravila.',
      imagery:
        'Figura se na prstima udaljava iz logora noseći pet mačeva i osvrće se, a dva mača ostaju zabodena u zemlju.',
      theme: { upright: 'prikradanje i prečice', reversed: 'tajna koja izlazi na videlo' },
      advice: {
        upright: 'Razmišljaj strateški, ali se postaraj da svoje metode možeš da braniš javno.',
        reversed: 'Reci istinu na vreme i popravi ono što još može da se popravi.',
      },
    },
    'swords-8': {
      name: 'Osmica Mačeva',
      reversedName: 'obrnuta Osmica Mačeva',
      upright:
        'Zarobljenost u sopstvenim mislima: ograničenje, bespomoćnost i priča o nemoći koja krije izlaz. Okovi su labaviji nego što izgledaju, a krug je otvoren.',
      reversed:
        'Mentalna zamka koja se otvara ili steže: nov ugao gledanja, prihvatanje sebe i konačno viđen izlaz, ili strah koji steže sve jače. U svakom slučaju, prvi potez je na tebi.',
      description:
        'Osma karta Mačeva, čiji je element vazduh: zatvor koji um gradi sam sebi, kada misao koja bi trebalo da oslobađa postaje ograda od strahova.',
      imagery:
        'Vezana figura sa povezom na očima stoji unutar labavog kruga od osam mačeva, a iza nje je zamak na brdu.',
      theme: { upright: 'zamka sazdana od misli', reversed: 'izlaz koji se pomalja' },
      advice: {
        upright: 'Preispitaj misao koja ti govori da ne možeš da se pomeriš i napravi jedan mali korak.',
        reversed: 'Samo nastavi: svaki korak koji napraviš olabavi sledeći čvor.',
      },
    },
    'swords-9': {
      name: 'Devetka Mačeva',
      reversedName: 'obrnuta Devetka Mačeva',
      upright:
        'Strepnja i neprospavane noći: strahovi koji rastu u mraku, krivica i preterano razmišljanje. Ono što te muči u tri ujutru danju obično izgleda manje.',
      reversed:
        'Briga na vrhuncu, ili briga koja počinje da popušta: očaj skrivan od drugih, ili nada koja se vraća kada podeliš ono što te muči. Izgovoreni strahovi obično se smanjuju.',
      description:
        'Deveta karta Mačeva, čiji je element vazduh: um blizu pucanja, kada se misao u sitne sate okreće protiv same sebe.',
      imagery: 'Figura sedi u postelji sa licem u šakama, dok devet mačeva visi u redovima na tamnom zidu.',
      theme: { upright: 'briga koja ne da sna', reversed: 'briga podeljena i olakšana' },
      advice: {
        upright: 'Zapiši svoje brige i razgovaraj sa nekim umesto da ih nosiš nasamo.',
        reversed: 'Podeli strah sa nekim kome veruješ i potraži podršku ako ne prolazi.',
      },
    },
    'swords-10': {
      name: 'Desetka Mačeva',
      reversedName: 'obrnuta Desetka Mačeva',
      upright:
        'Bolan kraj: izdaja, poraz ili pad na samo dno, kada više nema šta da se izgubi. Gotovo je, i u tome je olakšanje koliko i gubitak: zora je već na obzorju.',
      reversed:
        'Oporavak posle najgoreg, ili odbijanje da se završi: sporo uzdizanje iz ruševina, ili proživljavanje poraza iznova i iznova. Najniža tačka je prošla; sada treba ustati.',
      description:
        'Deseta karta Mačeva, čiji je element vazduh: kraj ciklusa, poraz uma doveden do dna, odakle je jedini put naviše.',
      imagery:
        'Figura leži licem nadole sa deset mačeva u leđima pod crnim nebom; na obzorju se pomalja prva svetlost zore.',
      theme: { upright: 'slom posle kojeg nema dalje', reversed: 'uspon sa najniže tačke' },
      advice: {
        upright: 'Prihvati da je ovo završeno, odmori se i pusti novi dan da počne u svoje vreme.',
        reversed: 'Prestani da ponovo otvaraš taj kraj i napravi sledeći mali korak ka oporavku.',
      },
    },
    'swords-page': {
      name: 'Paž Mačeva',
      reversedName: 'obrnuti Paž Mačeva',
      upright:
        'Radoznalost i budnost: brz, ispitivački um gladan ideja, vesti i istine. Primećuješ sve i brzo učiš; koristi to da pitaš, a ne da uhodiš.',
      reversed:
        'Oštre reči i nemirne misli: ogovaranje, odbrambenost ili priča bez sadržaja. Radoznalost se izvrće u sumnjičavost, ili planovi ostaju ideje jer delovanje nikako da usledi.',
      description:
        'Najmlađi član dvora Mačeva, glasnik i učenik vazduha: um kao radoznalost, budan i željan, koji još uči uzdržanost.',
      imagery: 'Mladi lik stoji na vetrovitom brdu, drži mač uspravno i gleda preko ramena, a na nebu su ptice.',
      theme: { upright: 'brz i radoznao um', reversed: 'reči oštrije od misli' },
      advice: {
        upright: 'Postavi pitanja koja niko drugi ne postavlja i pažljivo slušaj odgovore.',
        reversed: 'Razmisli pre nego što progovoriš i proveri činjenice pre nego što ih podeliš.',
      },
    },
    'swords-knight': {
      name: 'Vitez Mačeva',
      reversedName: 'obrnuti Vitez Mačeva',
      upright:
        'Brzo, odlučno delovanje: ambicija, zamah i um koji juriša pravo na cilj. Direktnost ovde pomaže, ali brzina ostavlja malo prostora da primetiš ko ti je na putu.',
      reversed:
        'Žurba bez pravca: ishitrene odluke, agresivnost ili nemirne misli koje se rasipaju na sve strane. Uspori juriš pre nego što postane sudar.',
      description:
        'Konjanik dvora Mačeva, vazduh u pokretu: um koji juriša na cilj, neustrašiv i brz, i ne gleda uvek kuda ide.',
      imagery: 'Konjanik juriša u punom galopu sa podignutim mačem, dok oblaci jure, a drveće se savija na vetru.',
      theme: { upright: 'brz i direktan juriš', reversed: 'žurba koja rasipa' },
      advice: {
        upright: 'Deluj odlučno na osnovu onoga što znaš i reci to otvoreno.',
        reversed: 'Uspori toliko da proveriš metu pre nego što jurneš.',
      },
    },
    'swords-queen': {
      name: 'Kraljica Mačeva',
      reversedName: 'obrnuta Kraljica Mačeva',
      upright:
        'Jasno opažanje i iskrene granice: nezavisnošću, pronicljivošću i pravičnošću prozireš pretvaranje i precizno izgovaraš istinu. Iskustvo, pa i ono bolno, izoštrilo je tvoj uvid.',
      reversed:
        'Jasnoća koja se ohladila: grubost, ogorčenost ili reči kojima se drugi drže na distanci. Ponekad stara povreda zamagli i misli, pa oštrina stigne pre razumevanja.',
      description:
        'Zrela vladarka dvora Mačeva, okrenuta ka unutra, vazduh kojim se vlada staloženo: bistar um, nezavisan i iskren, koji vidi stvari onakve kakve jesu.',
      imagery:
        'Okrunjena figura sedi iz profila na prestolu iznad oblaka, jednom rukom drži uspravan mač, a drugu je podigla otvorenog dlana.',
      theme: { upright: 'jasno i iskreno opažanje', reversed: 'oštrina bez topline' },
      advice: {
        upright: 'Govori iskreno i postavi jasne granice, bez izvinjavanja i bez okrutnosti.',
        reversed: 'Neka toplina ublaži tvoju iskrenost; istina se lakše prima uz dobrotu.',
      },
    },
    'swords-king': {
      name: 'Kralj Mačeva',
      reversedName: 'obrnuti Kralj Mačeva',
      upright:
        'Intelektualni autoritet: jasno razmišljanje, pravične odluke i istina postavljena iznad osećanja. Stručni savet, čvrsta načela i mirna logika pokazuju put napred.',
      reversed:
        'Zloupotrebljen autoritet: manipulacija, hladna kontrola ili pravila primenjena bez ljudskosti. Dešava se i da um koji zna bolje izbegava odluke; intelektu je potrebna savest.',
      description:
        'Zreli vladar dvora Mačeva, okrenut ka spolja, vazduh koji zapoveda: um kao zakon, razum i etika pretvoreni u odluke kojima drugi mogu da veruju.',
      imagery: 'Okrunjeni lik sedi licem napred na visokom prestolu izrezbarenom leptirima i u ruci drži mač uspravno.',
      theme: { upright: 'jasan i pravičan autoritet', reversed: 'intelekt bez savesti' },
      advice: {
        upright: 'Odlučuj na osnovu činjenica i svojih načela, i jednostavno objasni kako razmišljaš.',
        reversed: 'Proveri da li tvoja logika služi ljudima, a ne samo pravilima.',
      },
    },

    // Pentakli: zemlja, telo, rad i sredstva

    'pentacles-ace': {
      name: 'As Pentakla',
      reversedName: 'obrnuti As Pentakla',
      upright:
        'Nova materijalna prilika: posao, prihod ili plan za dom ili zdravlje koji može da izraste u nešto čvrsto. Blagostanje počinje semenom posađenim u dobru zemlju.',
      reversed:
        'Prilika propuštena ili loše posađena: izgubljene šanse, loše planiranje ili poduhvat sagrađen na klimavom tlu. Seme postoji; pripremi zemlju pre nego što poseješ.',
      description:
        'Prva karta Pentakla, čiji je element zemlja: seme materijalnog, stvarna prilika da sigurnost, rad i dobrobit dobiju oblik.',
      imagery: 'Ruka iz oblaka drži jedan jedini pentakl iznad vrta u kojem se uzdiže luk obrastao ružama.',
      theme: { upright: 'čvrsta nova prilika', reversed: 'loše posađena prilika' },
      advice: {
        upright: 'Prihvati praktičnu priliku koja je pred tobom i posvećuj joj postojanu pažnju.',
        reversed: 'Dobro isplaniraj pre nego što u to uložiš novac ili vreme.',
      },
    },
    'pentacles-2': {
      name: 'Dvojka Pentakla',
      reversedName: 'obrnuta Dvojka Pentakla',
      upright:
        'Usklađivanje prioriteta: žongliraš novcem, vremenom i obavezama, gipko i lakog koraka. Prilagodljivost održava stvari u pokretu, mada plima ume brzo da naraste.',
      reversed:
        'Previše obaveza: previše loptica u vazduhu, neorganizovanost ili finansije koje gube ravnotežu. Nešto će verovatno pasti ako ne izabereš šta da spustiš.',
      description:
        'Druga karta Pentakla, čiji je element zemlja: materijalni život u pokretu, dva zahteva održana u ravnoteži ritmom i prilagodljivošću.',
      imagery:
        'Figura igra dok žonglira sa dva pentakla povezana trakom u obliku znaka beskonačnosti, a iza nje brodovi plove po visokim talasima.',
      theme: { upright: 'žongliranje koje drži ravnotežu', reversed: 'previše stvari odjednom' },
      advice: {
        upright: 'Zadrži gipkost, prati svoje prioritete i prilagođavaj se usput.',
        reversed: 'Otkaži ili odloži jednu obavezu, da bi ostatak mogao da zadrži ravnotežu.',
      },
    },
    'pentacles-3': {
      name: 'Trojka Pentakla',
      reversedName: 'obrnuta Trojka Pentakla',
      upright:
        'Timski rad i majstorstvo: prepoznate veštine, saradnja koja funkcioniše i planovi građeni zajedno. Svaki doprinos je važan, a učenje od drugih poboljšava celinu.',
      reversed:
        'Saradnja koja se raspada: loša koordinacija, potcenjen rad ili standardi koji popuštaju. Projekat posrće kada ljudi prestanu da slušaju jedni druge, ili kada insistiraš da sve držiš u svojim rukama.',
      description:
        'Treća karta Pentakla, čiji je element zemlja: prvi rast veštine, kada se zanat udružuje sa drugima i postaje nešto trajno.',
      imagery:
        'Kamenorezac na klupi radi na luku katedrale, dok mu dve figure drže planove; u luk su uklesana tri pentakla.',
      theme: { upright: 'vešt timski rad', reversed: 'saradnja koja ne ide u korak' },
      advice: {
        upright: 'Unesi svoju veštinu u grupu i zatraži znanje koje ti nedostaje.',
        reversed: 'Razjasni uloge i standarde sa ljudima sa kojima radiš.',
      },
    },
    'pentacles-4': {
      name: 'Četvorka Pentakla',
      reversedName: 'obrnuta Četvorka Pentakla',
      upright:
        'Sigurnost kroz kontrolu: štednja, čuvanje i čvrsto držanje onoga što imaš. Stabilnost je stvarna, ali stisnuta šaka može isto toliko da odbija koliko i da štiti.',
      reversed:
        'Preterano čvrst stisak ili prebrzo puštanje: pohlepa, strah od gubitka ili nepromišljeno trošenje posle dugog uzdržavanja. I sigurnosti je potrebno malo otvorenosti da ne bi zastala.',
      description:
        'Četvrta karta Pentakla, čiji je element zemlja: materijalna stabilnost pretvorena u tvrđavu, želja da se sačuva ono što je zarađeno.',
      imagery:
        'Okrunjeni lik sedi i čvrsto privija jedan pentakl uz grudi, drugi mu stoji na kruni, a po jedan je pod svakim stopalom; iza je grad.',
      theme: { upright: 'čvrsto čuvana sigurnost', reversed: 'stisak previše čvrst ili labav' },
      advice: {
        upright: 'Čuvaj ono što imaš, ali ostavi jednu ruku slobodnu da primiš.',
        reversed: 'Malo olabavi stisak ili sebi postavi granicu, u zavisnosti od toga na koju stranu naginješ.',
      },
    },
    'pentacles-5': {
      name: 'Petica Pentakla',
      reversedName: 'obrnuta Petica Pentakla',
      upright:
        'Oskudica i osećaj da stojiš napolju, na hladnoći: brige oko novca, nesigurnost ili usamljenost. Pomoć je možda bliža nego što izgleda, ako sebi dozvoliš da je zatražiš.',
      reversed:
        'Oporavak od oskudice: finansije se popravljaju ili osećaj isključenosti počinje da popušta. Moguće je i da brigu produžava ponos, dok su vrata sve vreme bila otvorena.',
      description:
        'Peta karta Pentakla, čiji je element zemlja: materijalni poremećaj, gubitak sigurnosti i hladnoća osećaja da si izvan kruga.',
      imagery:
        'Dve figure, od kojih jedna na štakama, prolaze kroz sneg pored osvetljenog crkvenog prozora sa pet pentakla u vitražu.',
      theme: { upright: 'oskudica i isključenost', reversed: 'oskudica koja počinje da popušta' },
      advice: {
        upright: 'Zatraži pomoć i prihvati je; nije sramota kada ti je potrebna podrška.',
        reversed: 'Nastavi da praviš male korake koji te vraćaju na čvrsto tlo.',
      },
    },
    'pentacles-6': {
      name: 'Šestica Pentakla',
      reversedName: 'obrnuta Šestica Pentakla',
      upright:
        'Velikodušnost i pravična razmena: davanje i primanje, deljenje onoga što imaš, podrška ponuđena ili prihvaćena. Ravnoteža u davanju čuva dostojanstvo obe strane.',
      reversed:
        'Pomoć sa uslovima: dug, jednostrana velikodušnost ili pomoć koja stvara zavisnost. Pogledaj ko u toj razmeni ima moć, jer davanje ne sme da postane kontrola.',
      description:
        'Šesta karta Pentakla, čiji je element zemlja: sklad vraćen deljenjem, sredstva koja teku tamo gde su potrebna.',
      imagery:
        'Trgovac drži terazije u ravnoteži i spušta novčiće u ruke jedne od dve figure koje kleče, a iznad lebdi šest pentakla.',
      theme: { upright: 'darežljivost i pošteno deljenje', reversed: 'pomoć sa skrivenim uslovima' },
      advice: {
        upright: 'Daj ili primi otvorenom šakom i postaraj se da razmena ostane pravična.',
        reversed: 'Primeti uslove u onome što daješ ili primaš i preseci one koji sputavaju.',
      },
    },
    'pentacles-7': {
      name: 'Sedmica Pentakla',
      reversedName: 'obrnuta Sedmica Pentakla',
      upright:
        'Strpljenje i procena: predah da pogledaš šta je izraslo iz tvog rada i da li da nastaviš da ulažeš. Rezultati dolaze polako, a dugoročno razmišljanje ti ide naruku.',
      reversed:
        'Nestrpljenje zbog sporog rasta, ili trud bez nagrade: frustracija, sumnja u uloženo ili rad razvučen na previše strana. Odluči da li to da neguješ bolje ili da seješ na drugom mestu.',
      description:
        'Sedma karta Pentakla, čiji je element zemlja: ispit strpljenja, kada trud zastaje da odmeri žetvu naspram uloženog rada.',
      imagery:
        'Ratar se odmara oslonjen na motiku usred polja i zamišljeno gleda u žbun na kojem raste sedam pentakla.',
      theme: { upright: 'strpljivo ulaganje', reversed: 'žetva koja predugo kasni' },
      advice: {
        upright: 'Iskreno preispitaj svoj napredak, a onda nastavi da neguješ ono što raste.',
        reversed: 'Odluči da li ovo zaslužuje više truda i postupi u skladu sa odgovorom.',
      },
    },
    'pentacles-8': {
      name: 'Osmica Pentakla',
      reversedName: 'obrnuta Osmica Pentakla',
      upright:
        'Marljivost i majstorstvo: veština izbrušena ponavljanjem, posvećenost kvalitetu i dobro urađen posao radi njega samog. Postojan trud gradi pravo znanje.',
      reversed:
        'Trud bez cilja: perfekcionizam, ponavljanje koje je izgubilo smisao ili prečice koje spuštaju nivo. Zapitaj se za šta zapravo vežbaš.',
      description:
        'Osma karta Pentakla, čiji je element zemlja: kretanje ka majstorstvu, veština građena deo po deo, strpljivim vežbanjem.',
      imagery: 'Zanatlija za radnim stolom dubi pentakl, dok sedam završenih pentakla visi na stubu pored njega.',
      theme: { upright: 'marljiv zanat', reversed: 'trud koji je izgubio cilj' },
      advice: {
        upright: 'Usredsredi se na to da ovaj jedan zadatak uradiš dobro i pusti vežbu da učini svoje.',
        reversed: 'Podseti se zašto ti je ovaj posao važan, ili promeni način na koji ga radiš.',
      },
    },
    'pentacles-9': {
      name: 'Devetka Pentakla',
      reversedName: 'obrnuta Devetka Pentakla',
      upright:
        'Samostalnost i profinjeno obilje: nezavisnost stečena disciplinom, uživanje u udobnosti i poverenje u sopstvena sredstva. Možeš da uživaš u plodovima sopstvenog rada.',
      reversed:
        'Potkopana nezavisnost: prekomerno trošenje, udarci po sigurnosti ili samostalnost koja je postala usamljenost. Udobnost plaćena slobodom možda nije vredna te cene.',
      description:
        'Deveta karta Pentakla, čiji je element zemlja: materijalni život blizu punoće, negovana lakoća nekoga ko je sam izgradio svoju sigurnost.',
      imagery:
        'Figura u haljini sa cvetnim šarama stoji u vinogradu sa sokolom pod kapuljačom na ruci u rukavici, a među lozama je devet pentakla.',
      theme: { upright: 'udobnost stečena sopstvenim radom', reversed: 'samostalnost pod pritiskom' },
      advice: {
        upright: 'Uživaj u onome što je zarađeno i deo toga uloži u sopstvenu dobrobit.',
        reversed: 'Proveri da li tvoja udobnost još služi tvojoj slobodi i, ako treba, prilagodi trošenje.',
      },
    },
    'pentacles-10': {
      name: 'Desetka Pentakla',
      reversedName: 'obrnuta Desetka Pentakla',
      upright:
        'Trajno bogatstvo i nasleđe: porodica, nasledstvo i sigurnost građena kroz generacije. Ono što sada postaviš može da bude oslonac drugima još dugo posle tebe.',
      reversed:
        'Nasleđe dovedeno u pitanje: porodični sporovi oko novca, finansijski gubitak ili tradicije koje deluju više kao teret nego kao oslonac. Trajna sigurnost počiva na više od novca.',
      description:
        'Deseta karta Pentakla, čiji je element zemlja: kraj ciklusa, materijalni život zaokružen kao porodična loza, dom i trajna sigurnost.',
      imagery:
        'Stara figura sedi ispod luka sa dva psa, dok iza stoje par i dete; deset pentakla raspoređeno je u obliku drveta.',
      theme: { upright: 'imetak koji nadživljava pokolenja', reversed: 'porodični temelji koji se ljuljaju' },
      advice: {
        upright: 'Razmišljaj dugoročno i gradi nešto što će stajati i za one koji dolaze posle tebe.',
        reversed: 'Otvoreno razgovaraj sa porodicom o novcu i očekivanjima pre nego što to preraste u sukob.',
      },
    },
    'pentacles-page': {
      name: 'Paž Pentakla',
      reversedName: 'obrnuti Paž Pentakla',
      upright:
        'Početak posvećen učenju: nova veština, kurs ili praktičan plan kojima pristupaš usredsređeno i pažljivo. Dobre vesti u vezi sa novcem ili poslom, i spremnost da se uči korak po korak.',
      reversed:
        'Učenje koje je zastalo: odugovlačenje, izostanak napretka ili san koji nikada ne dobije plan. Ponekad je pogled toliko uzak da ti promiče šira slika.',
      description:
        'Najmlađi član dvora Pentakla, glasnik i učenik zemlje: praktičan učenik, strpljiv i željan da ideje pretvori u stvarnost.',
      imagery: 'Mladi lik stoji usred zelenog polja, obema rukama podiže pentakl pred oči i pažljivo ga proučava.',
      theme: { upright: 'studiozan, praktičan početak', reversed: 'odugovlačenje i zastali planovi' },
      advice: {
        upright: 'Kreni sa kursom, budžetom ili planom, i uči usput.',
        reversed: 'Podeli plan na male zadatke i prvi obavi još danas.',
      },
    },
    'pentacles-knight': {
      name: 'Vitez Pentakla',
      reversedName: 'obrnuti Vitez Pentakla',
      upright:
        'Postojan, metodičan napredak: naporan rad, rutina i pouzdanost. Polako i strpljivo stižeš do cilja zato što nikad ne staješ, a drugi znaju da mogu da računaju na tebe.',
      reversed:
        'Zaglavljenost u rutini: dosada, inertnost ili perfekcionizam koji ne da poslu da se pomeri. Ponekad je marljivosti toliko da ništa drugo u životu ne dobija prostor.',
      description:
        'Konjanik dvora Pentakla, zemlja u pokretu: najsporiji i najpouzdaniji od svih konjanika, koji završava sve što započne.',
      imagery: 'Konjanik mirno sedi na teškom konju i drži pentakl, a iza njega se pružaju uzorana polja.',
      theme: { upright: 'postojan, pouzdan napredak', reversed: 'rutina koja je postala kolotečina' },
      advice: {
        upright: 'Drži se rutine, zadatak po zadatak; doslednost će te dovesti do kraja.',
        reversed: 'Promeni jedan deo svoje rutine, da bi posao ponovo krenuo.',
      },
    },
    'pentacles-queen': {
      name: 'Kraljica Pentakla',
      reversedName: 'obrnuta Kraljica Pentakla',
      upright:
        'Praktična briga: toplina, zdrav razum i dom ili radno mesto gde ljudi napreduju. O drugima i o sebi brineš kroz opipljivu, svakodnevnu udobnost i sigurnost.',
      reversed:
        'Briga van ravnoteže: zanemarivanje sebe, gušenje drugih ili posao i dom koji se otimaju o tebe dok ništa ne deluje negovano. Sigurnost klizi kada zaboraviš na sopstvene potrebe.',
      description:
        'Zrela vladarka dvora Pentakla, okrenuta ka unutra, zemlja prožeta toplinom: praktična negovateljica, snalažljiva i velikodušna, koja drugima olakšava život.',
      imagery: 'Okrunjena figura sedi na prestolu u vrtu i drži pentakl u krilu, a kod nogu joj je zec.',
      theme: { upright: 'praktična briga puna topline', reversed: 'briga razvučena preko mere' },
      advice: {
        upright: 'Vodi računa o svom telu i domu, i neka praktična briga bude tvoj način da voliš.',
        reversed: 'Stavi ove nedelje jednu svoju potrebu na prvo mesto, bez osećaja krivice.',
      },
    },
    'pentacles-king': {
      name: 'Kralj Pentakla',
      reversedName: 'obrnuti Kralj Pentakla',
      upright:
        'Obilje i sigurnost: bogatstvo, poslovni njuh i disciplina da sve to potraje. Kao pouzdan oslonac i vođa, gradiš stabilnost za sebe i za druge.',
      reversed:
        'Bogatstvo bez mudrosti: pohlepa, tvrdoglavost ili status po svaku cenu. Odluke o novcu ponekad se donose iz straha, a sigurnost treba da služi životu, ne da ga zameni.',
      description:
        'Zreli vladar dvora Pentakla, okrenut ka spolja, zemlja koja zapoveda: materijalno majstorstvo, postojan graditelj bogatstva i sigurnosti.',
      imagery:
        'Okrunjeni lik na prestolu izrezbarenom bikovima drži pentakl i žezlo, a svuda oko njega su grožđe i zamak.',
      theme: { upright: 'obilje i čvrsta sigurnost', reversed: 'novac bez razboritosti' },
      advice: {
        upright: 'Donosi odluke dugoročno i svoja sredstva koristi i kao podršku drugima.',
        reversed: 'Zapitaj se da li tvoja ambicija još služi onome što ti je najvažnije.',
      },
    },
  },

  suits: { wands: 'Štapovi', cups: 'Pehari', swords: 'Mačevi', pentacles: 'Pentakli' },

  spreads: {
    'single-card': { name: 'Jedna karta', description: 'Jedna karta za jasan, neposredan odgovor na tvoje pitanje.' },
    'three-card': {
      name: 'Tri karte',
      description: 'Tri karte za ono što je oblikovalo situaciju, gde ona sada stoji i kuda može da krene.',
    },
    'love-spread': {
      name: 'Ljubav i odnosi',
      description:
        'Pet karata za tebe, drugu osobu, vezu između vas, ono što vam stoji na putu i kuda sve to može da ide.',
    },
    'celtic-cross': {
      name: 'Keltski krst',
      description:
        'Deset karata za celu sliku: srž stvari, njene korene, ono što dolazi, ljude oko tebe i pravac u kojem se sve kreće.',
    },
  },

  positions: {
    card: {
      name: 'Tvoja karta',
      meaning: 'Jedna karta koja odgovara na tvoje pitanje.',
      place: [
        (card, theme) =>
          `Na tvoje pitanje ${agree(card, 'odgovara', 'odgovaraju')} ${card}, a karta ti pre svega govori o ovome: ${theme}.`,
        (card, theme) => `Tvoja karta ${agree(card, 'je', 'su')} ${card}, a njena poruka se svodi na jedno: ${theme}.`,
      ],
    },
    past: {
      name: 'Prošlost',
      meaning: 'Ono što je oblikovalo situaciju.',
      place: [
        (card, theme) =>
          `Iza tebe ${agree(card, 'je', 'su')} ${card}: ${theme} – upravo te je to dovelo do mesta na kojem si danas.`,
        (card, theme) =>
          `Kad se osvrneš, tamo ${agree(card, 'stoji', 'stoje')} ${card}, a današnja situacija potekla je iz ovoga: ${theme}.`,
      ],
    },
    present: {
      name: 'Sadašnjost',
      meaning: 'Gde stvari sada stoje.',
      place: [
        (card, theme) =>
          `Ovaj trenutak ${agree(card, 'obeležava', 'obeležavaju')} ${card}, a u prvom planu je ovo: ${theme}.`,
        (card, theme) => `${cap(card)} ${agree(card, 'opisuje', 'opisuju')} situaciju onakvu kakva je danas: ${theme}.`,
      ],
    },
    future: {
      name: 'Budućnost',
      meaning: 'Kuda stvari mogu dalje da krenu.',
      place: [
        (card, theme) =>
          `Ako stvari zadrže ovaj tok, na redu ${agree(card, 'je', 'su')} ${card}: ${theme} – to je ono što se već nazire.`,
        (card, theme) =>
          `${cap(card)} ${agree(card, 'nagoveštava', 'nagoveštavaju')} šta bi moglo da usledi: ${theme}.`,
      ],
    },
    you: {
      name: 'Ti',
      meaning: 'Ono što ti unosiš u odnos.',
      place: [
        (card, theme) => `${cap(card)} ${agree(card, 'pokazuje', 'pokazuju')} šta ti unosiš u ovaj odnos: ${theme}.`,
        (card, theme) =>
          `Na tvojoj strani ${agree(card, 'stoji', 'stoje')} ${card}, a tvoj doprinos odnosu ogleda se u ovome: ${theme}.`,
      ],
    },
    other: {
      name: 'Druga osoba',
      meaning: 'Druga osoba, ili ona kojoj se nadaš.',
      place: [
        (card, theme) =>
          `${cap(card)} ${agree(card, 'govori', 'govore')} o drugoj osobi, ili o onoj kojoj se nadaš, a ona sa sobom nosi ovo: ${theme}.`,
        (card, theme) =>
          `Osobu naspram tebe ${agree(card, 'opisuje', 'opisuju')} ${card}: ${theme} – na to kod nje možeš da naiđeš.`,
      ],
    },
    bond: {
      name: 'Veza',
      meaning: 'Ono što vas povezuje.',
      place: [
        (card, theme) => `Između vas ${agree(card, 'stoji', 'stoje')} ${card}, a sama veza počiva na ovome: ${theme}.`,
        (card, theme) => `${cap(card)} ${agree(card, 'opisuje', 'opisuju')} ono što vas povezuje: ${theme}.`,
      ],
    },
    challenge: {
      name: 'Izazov',
      meaning: 'Ono što stoji na putu ili traži da se razreši.',
      place: [
        (card, theme) =>
          `${cap(card)} ${agree(card, 'pokazuje', 'pokazuju')} šta vam stoji na putu ili traži da se razreši: ${theme}.`,
        (card, theme) =>
          `Na probu vas ${agree(card, 'stavlja', 'stavljaju')} ${card}: ${theme} – sa tim treba da izađete na kraj.`,
      ],
    },
    potential: {
      name: 'Potencijal',
      meaning: 'Kuda odnos može da ide.',
      place: [
        (card, theme) =>
          `Kuda ovaj odnos može da krene, ${agree(card, 'nagoveštava', 'nagoveštavaju')} ${card}, a na horizontu se nazire ovo: ${theme}.`,
        (card, theme) =>
          `${cap(card)} ${agree(card, 'ukazuje', 'ukazuju')} na to u šta ovaj odnos može da preraste: ${theme}.`,
      ],
    },
    heart: {
      name: 'Srž stvari',
      meaning: 'O čemu se u situaciji zapravo radi.',
      place: [
        (card, theme) =>
          `U samom središtu ${agree(card, 'je', 'su')} ${card}: ${theme} – o tome se u tvom pitanju zapravo radi.`,
        (card, theme) =>
          `${cap(card)} ${agree(card, 'stoji', 'stoje')} u središtu i ${agree(card, 'skreće', 'skreću')} pažnju na ono što je ovde najvažnije: ${theme}.`,
      ],
    },
    crossing: {
      name: 'Ono što preseca put',
      meaning: 'Ono što stoji poprek i može da pomogne ili da omete.',
      place: [
        (card, theme) =>
          `Poprek, preko središnje karte, ${agree(card, 'leži', 'leže')} ${card}, kao nešto što može da pomogne ili da odmogne: ${theme}.`,
        (card, theme) =>
          `Put ti ovde ${agree(card, 'preseca', 'presecaju')} ${card}: ${theme} – sa tim svakako treba računati.`,
      ],
    },
    root: {
      name: 'Koren',
      meaning: 'Temelj na kojem situacija počiva.',
      place: [
        (card, theme) => `Ispod svega ${agree(card, 'leži', 'leže')} ${card}, a temelj situacije čini ovo: ${theme}.`,
        (card, theme) =>
          `${cap(card)} ${agree(card, 'čini', 'čine')} koren situacije, ono iz čega je sve izraslo: ${theme}.`,
      ],
    },
    behind: {
      name: 'Nedavna prošlost',
      meaning: 'Ono što je tek prošlo i još utiče na stvari.',
      place: [
        (card, theme) =>
          `Odmah iza tebe ${agree(card, 'je', 'su')} ${card}, a proteklih nekoliko nedelja obeležilo je ovo: ${theme}.`,
        (card, theme) =>
          `${cap(card)} ${agree(card, 'nosi', 'nose')} trag onoga što se upravo dogodilo: ${theme}, a to se još oseća.`,
      ],
    },
    crown: {
      name: 'Kruna',
      meaning: 'Ono čemu težiš, ili do čega možeš da stigneš.',
      place: [
        (card, theme) =>
          `Na vrhu rasporeda ${agree(card, 'stoji', 'stoje')} ${card} i ${agree(card, 'pokazuje', 'pokazuju')} ono za čim posežeš, ili dokle možeš da stigneš: ${theme}.`,
        (card, theme) =>
          `${cap(card)} ${agree(card, 'kruniše', 'krunišu')} raspored: ${theme} – to je ono do čega stvari mogu da dođu, ili ono čemu težiš.`,
      ],
    },
    ahead: {
      name: 'Bliska budućnost',
      meaning: 'Ono što će verovatno uskoro doći.',
      place: [
        (card, theme) =>
          `Uskoro verovatno ${agree(card, 'sledi', 'slede')} ${card}: ${theme} – to bi moglo da obeleži dane pred tobom.`,
        (card, theme) => `${cap(card)} ${agree(card, 'nagoveštava', 'nagoveštavaju')} šta je na pomolu: ${theme}.`,
      ],
    },
    self: {
      name: 'Tvoj stav',
      meaning: 'Tvoj sopstveni stav u svemu ovome.',
      place: [
        (card, theme) => `Tvoj stav u svemu ovome ${agree(card, 'odražava', 'odražavaju')} ${card}: ${theme}.`,
        (card, theme) =>
          `Što se tebe tiče, ${card} ${agree(card, 'pokazuje', 'pokazuju')} kako pristupaš svemu ovome: ${theme}.`,
      ],
    },
    surroundings: {
      name: 'Okruženje',
      meaning: 'Ljudi i prilike oko tebe.',
      place: [
        (card, theme) =>
          `Oko tebe ${agree(card, 'je', 'su')} ${card}, a ljudi i sredina u kojoj se krećeš donose ovo: ${theme}.`,
        (card, theme) =>
          `${cap(card)} ${agree(card, 'opisuje', 'opisuju')} tvoje okruženje: ${theme} – to se oseća kod ljudi oko tebe.`,
      ],
    },
    hopesFears: {
      name: 'Nade i strahovi',
      meaning: 'Ono čemu se nadaš i čega se plašiš, često jedno isto.',
      place: [
        (card, theme) =>
          `U tvojim nadama i strahovima ${agree(card, 'je', 'su')} ${card}: ${theme} – možda je upravo to ono za čim čezneš i čega se u isti mah plašiš.`,
        (card, theme) =>
          `${cap(card)} ${agree(card, 'govori', 'govore')} o onome čemu se nadaš i čega se plašiš, a i jedno i drugo se vrti oko ovoga: ${theme}.`,
      ],
    },
    outcome: {
      name: 'Ishod',
      meaning: 'Kuda stvari idu ako se ništa ne promeni.',
      place: [
        (card, theme) =>
          `Na kraju puta kojim stvari sada idu ${agree(card, 'čeka', 'čekaju')} ${card}, i ako se pravac zadrži, sve vodi ka ovome: ${theme}.`,
        (card, theme) =>
          `${cap(card)} ${agree(card, 'otkriva', 'otkrivaju')} kuda ovo verovatno vodi: ${theme}, osim ako ne promeniš pravac.`,
      ],
    },
  },

  reading: {
    opening: {
      love: [
        'Tvoje pitanje se tiče ljubavi: tumačenje sagledava šta u nju unosiš, šta te u njoj dočekuje i kuda može da te odvede.',
        'Ovo je ljubavno pitanje, pa karte govore o tome šta te privlači, šta te sputava i šta ljubav traži od tebe.',
      ],
      money: [
        'Tvoje pitanje se tiče novca: tumačenje gleda kako novac dolazi i odlazi i koje odluke na to utiču.',
        'Novac je tema tvog pitanja, pa karte gledaju šta te finansijski drži, šta te iscrpljuje i kako da njime raspolažeš mudrije.',
      ],
      work: [
        'Tvoje pitanje se tiče posla: tumačenje se bavi tvojim trudom, ljudima i pritiscima oko njega i pravcem u kojem tvoj radni život može da krene.',
        'Ovo je pitanje o poslu, pa karte odmeravaju tvoje veštine, tvoje ambicije i ono što stoji između tebe i posla kakav želiš.',
      ],
      home: [
        'Tvoje pitanje se tiče doma: tumačenje se bavi mestom u kojem živiš, životom koji se u njemu odvija i onim što bi ga učinilo više tvojim.',
        'Kad je reč o domu, karte se okreću udobnosti, pripadanju i onome što ti učvršćuje ili poljuljava tlo pod nogama.',
      ],
      health: [
        'Tvoje pitanje se tiče zdravlja: tumačenje se bavi time kako brineš o sebi, šta te iscrpljuje i šta ti vraća snagu, i ne zamenjuje savet lekara.',
        'Kad je pitanje o tvom telu i dobrom osećanju, karte govore o navikama, odmoru i ravnoteži, a nikad o bolestima, koje su posao lekara.',
      ],
      family: [
        'Tvoje pitanje se tiče porodice: tumačenje se bavi vezama koje imaš od rođenja i onima koje biraš, i onim što one danas traže od tebe.',
        'Ovo je pitanje o porodici, pa se karte okreću odanosti, starim obrascima i brizi koja teče među vama.',
      ],
      study: [
        'Tvoje pitanje se tiče učenja: tumačenje se bavi time kako učiš, šta ti staje na put i kuda tvoj trud može da vodi.',
        'Kad je reč o učenju, karte odmeravaju tvoju usredsređenost, tvoju motivaciju i podršku koju imaš oko sebe.',
      ],
      move: [
        'Tvoje pitanje se tiče selidbe: tumačenje se bavi onim što ostavljaš, onim što te vuče napred i tvojom spremnošću za polazak.',
        'Pošto te zanima promena sredine, karte se okreću tome kada je vreme za polazak, praktičnim stvarima i privlačnosti novog mesta.',
      ],
      creativity: [
        'Tvoje pitanje se tiče stvaralaštva: tumačenje se bavi time odakle ti dolaze ideje, šta ih koči i kako mogu da dobiju oblik.',
        'Kad je reč o stvaranju, karte odmeravaju tvoje nadahnuće, tvoju disciplinu i hrabrost koja je potrebna da pokažeš svoj rad.',
      ],
      spirituality: [
        'Tvoje pitanje se tiče duhovnog života: tumačenje se bavi onim u šta veruješ, onim što tražiš i onim što produbljuje tvoj osećaj smisla.',
        'Ovo je pitanje unutrašnjeg života, pa se karte okreću veri, intuiciji i praksama koje te drže blizu onoga što je važno.',
      ],
      self: [
        'Tvoje pitanje se tiče tebe: tumačenje se bavi time ko postaješ, šta te sputava i na šta možeš da se osloniš.',
        'Pošto pitaš o sebi, karte se okreću tvom karakteru, tvojim obrascima i izborima koji su ti otvoreni.',
      ],
      general: [
        'Tvoje pitanje je otvoreno: tumačenje sagledava tvoju situaciju u celini, sile koje u njoj deluju i pravac u kojem se kreće.',
        'Pošto pitanje ne imenuje nijedan deo života, karte govore o onome što je za tebe u ovom trenutku najprisutnije.',
      ],
    },
    leadWhy: {
      love: [
        'U ljubavi ova karta stoji najbliže onome što te zaista zanima, pa se pitanje vrti oko nje.',
        'Šta god da tvoje srce trenutno traži, odgovor najpre vredi potražiti ovde.',
      ],
      money: [
        'Kad je reč o novcu, ova karta nosi najveću težinu, jer na njoj počiva tvoje pitanje.',
        'Tvoje odluke o zaradi, trošenju i štednji najviše zavise od onoga na šta ova karta ukazuje.',
      ],
      work: [
        'Što se posla tiče, ništa nije važnije od ove karte: od nje umnogome zavisi ono što sledi.',
        'Sledeći korak u svom radnom životu najbolje je da planiraš polazeći upravo od ove karte.',
      ],
      home: [
        'Za tvoj dom kreni od ove karte, jer se svakodnevica pod tvojim krovom umnogome svodi na nju.',
        'Ova karta najbolje opisuje kako se živi među tvojim zidovima i šta bi tom prostoru donelo više mira.',
      ],
      health: [
        'Za tvoje zdravlje ova karta je najvažnija: neka ti bude putokaz u brizi o sebi, a ne dijagnoza.',
        'Ovoj karti posveti najviše pažnje kad razmišljaš o tome kako se brineš o sebi; ona govori o svakodnevici, a nije lekarski nalaz.',
      ],
      family: [
        'U porodičnim odnosima ova karta govori najglasnije, jer se upravo kroz nju prelama mnogo toga.',
        'Ova karta pogađa ono što je među vama u porodici najvažnije, zato od nje vredi krenuti.',
      ],
      study: [
        'Nijedna karta ne govori toliko o tvom učenju kao ova, jer se tvoj napredak oslanja baš na nju.',
        'Koliko ćeš daleko stići u učenju zavisi pre svega od onoga što ova karta traži od tebe.',
      ],
      move: [
        'Ako razmišljaš o selidbi, ova karta je ključna: na njoj se lomi odluka da li da ostaneš ili kreneš.',
        'Bilo da već pakuješ stvari ili još vagaš da li da ostaneš, o tvojoj odluci ova karta govori najviše.',
      ],
      creativity: [
        'Ova karta vodi glavnu reč u tvom stvaralaštvu: ono što stvaraš verovatno će izrasti iz onoga što ona u tebi pokrene.',
        'Ovde potraži iskru za ono na čemu radiš, jer ova karta pokazuje šta u tebi traži da izađe na videlo.',
      ],
      spirituality: [
        'U tvom unutrašnjem životu ova karta govori najjasnije; tu tvoje pitanje seže najdublje.',
        'Ova karta dopire do onoga što u tvom pitanju leži ispod reči, pa joj posveti najviše pažnje.',
      ],
      self: [
        'Kad je pitanje o tebi, ova karta kaže najviše i drži ti ogledalo u koje vredi pogledati.',
        'U ovoj karti možeš da prepoznaš deo sebe koji ti je sada najpotrebnije da vidiš.',
      ],
      general: [
        'Ovoj karti treba dati najveću težinu, jer je ona oslonac cele tvoje situacije.',
        'Od onoga što ova karta pokazuje zavisi najviše toga u tvojoj situaciji, pa se njoj vraćaj kad odlučuješ.',
      ],
    },
    majors: (majors, cards) =>
      `${someOf(majors, cards)} ${verb(majors, 'pripada', 'pripadaju')} Velikoj arkani: ovde deluju veće sile, a stvar prevazilazi svakodnevicu.`,
    suit: {
      wands: (count) =>
        `Štapovima ${verb(count, 'pripada', 'pripadaju')} ${words(count)} ${cardsWord(count)}: u ovom pitanju glavnu reč vode polet, ambicija i volja za delovanjem.`,
      cups: (count) =>
        `Peharima ${verb(count, 'pripada', 'pripadaju')} ${words(count)} ${cardsWord(count)}: u središtu ovog pitanja su osećanja i odnosi.`,
      swords: (count) =>
        `Mačevima ${verb(count, 'pripada', 'pripadaju')} ${words(count)} ${cardsWord(count)}: kroz ovo pitanje se provlače misli, reči i sukobi, a jasnoća je važnija od udobnosti.`,
      pentacles: (count) =>
        `Pentaklima ${verb(count, 'pripada', 'pripadaju')} ${words(count)} ${cardsWord(count)}: težinu ovom pitanju daju novac, posao, telo i praktične stvari.`,
    },
    reversals: (reversed, cards) =>
      `${
        reversed === cards
          ? `${someOf(reversed, cards)} ${verb(reversed, 'leži', 'leže')} obrnuto`
          : `Obrnuto ${verb(reversed, 'leži', 'leže')} ${words(reversed)} od ${words(cards)} ${cardsWord(cards)}`
      }: mnogo toga je ovde zadržano, okrenuto ka sebi ili još čeka svoj trenutak.`,
    guidanceOpening: {
      love: 'Savet se ovde tiče toga kako se ti postavljaš u ljubavi, a ne onoga što rade drugi.',
      money: 'Što se novca tiče, savet je praktičan: male, postojane odluke vrede više od jednog smelog poteza.',
      work: 'Na poslu se savet odnosi na ono što je u tvojim rukama.',
      home: 'Savet se tiče toga kako da prostor u kojem živiš, i život u njemu, postanu više tvoji.',
      health:
        'Shvati ovo kao podsticaj na razmišljanje, a ne kao medicinski savet: zbog bilo kog simptoma ili brige obrati se lekaru ili drugom stručnom licu.',
      family:
        'Savet se tiče onoga što možeš da pružiš svojima i onoga što možeš da skineš sa sebe, jer niko ne može da promeni drugoga.',
      study: 'U učenju se savet tiče usredsređenosti i metoda.',
      move: 'Pred selidbu se savet tiče spremnosti koliko i pravca.',
      creativity: 'Savet je jednostavan: stvaraj sada, umesto da čekaš trenutak kad će sve biti spremno.',
      spirituality: 'Ovaj savet nije za velike reči, nego za tihu, svakodnevnu praksu.',
      self: 'Savet koji sledi možeš da isprobaš; on nije presuda o tome ko si.',
      general: 'Evo šta ti karte predlažu da uradiš.',
    },
    alsoFrom: (card) => `A ${card} ${agree(card, 'dodaje', 'dodaju')} još jedan savet.`,
    closing: [
      'Karte pokazuju moguće pravce, a ne nešto što je unapred zapisano; šta ćeš sa tim da uradiš, tvoj je izbor.',
      'Zadrži ono u čemu se prepoznaješ, a ostalo pusti; sledeći korak je uvek tvoj.',
    ],
  },
  labels: { majorArcana: 'Velika arkana', reversed: 'Obrnute karte' },
};
