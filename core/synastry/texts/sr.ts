/**
 * The Serbian (Latin script, ekavian) words of advanced synastry (decision 039; the contract and
 * its rules are in ./contract.ts; the terms are docs/i18n/glossary-sr.md's).
 *
 * The names the reader typed are never declined: every frame puts a name where the nominative
 * stands, as the subject of "ima" ("Alex ima Mesec, a Sam Veneru u sekstilu sa njim", "Alex ima
 * Mesec u sekstilu sa Venerom koju ima Sam", "Mesec koji ima Alex povezan je sekstilom sa …",
 * "Sam u svoju sedmu kuću prima Veneru koju ima Alex") or after "osobe" ("u petu kuću osobe
 * Sam"), so any name and the default "Osoba 1" read alike; the labels put the name in parentheses
 * after its point ("Venera (Alex)"). Each frame has two or three shapes, chosen from the contact
 * itself (its orb, its pair, its planet), so that a reading's dozen lines do not open alike and a
 * contact always reads the same. The planets take the grammar's cases, the Ascendant and Midheaven
 * the coach's (core/coach/texts/sr/words.ts).
 *
 * The meanings speak to the two people in the 2nd person plural and in the present tense, and of
 * each of them without assuming a gender: "jedno od vas … drugo" (the neuter Serbian uses when it
 * does not know the gender), "jedna strana … druga", "jedna osoba … druga", or what the two of
 * you do together; never "oboje", "vas dvoje" or a masculine plural adjective for "vi". They name
 * no planet, sign, house or aspect.
 */
import type { AspectType } from '../../astro/aspects';
import { ASPECT, by, point } from '../../coach/texts/sr/words';
import { GRAMMAR_SR as g } from '../../i18n/grammar/sr';
import { SIGN_IDS, type SignId } from '../../zodiac';
import { type CompositePoint, SYNASTRY_POINTS, type SynastryPoint } from '../contacts';
import type { SignRelation, SynastryTexts } from './contract';

/** The relative pronoun in the accusative that stands for a point: (Mars) koji, (Venera) koju, (Sunce) koje ima Sam. */
const which = (p: SynastryPoint) => by(p, 'koji', 'koju', 'koje');
/** The same point of the other person, not named twice: (Mars koji ima Alex i) onaj, ona, ono (koji ima Sam). */
const that = (p: SynastryPoint) => by(p, 'onaj', 'ona', 'ono');
/** The same, after "sa": (sa) onim, onom, onim. */
const thatIns = (p: SynastryPoint) => by(p, 'onim', 'onom', 'onim');
/** Back to the first point of a sentence: (u trigonu) sa njim, sa njom. */
const withIt = (p: SynastryPoint) => by(p, 'sa njim', 'sa njom', 'sa njim');

/**
 * "(kuća) osobe Sam": a typed name stays as typed after "osobe"; the default "Osoba 2" is our own
 * word, so it declines instead of reading "osobe Osoba 2".
 */
const ofPerson = (name: string) => (/^Osoba \d+$/u.test(name) ? name.replace('Osoba', 'Osobe') : `osobe ${name}`);

/** "Alex ima Veneru": the owner is the subject, so the name stays as it was typed. */
const has = (name: string, p: SynastryPoint) => `${name} ima ${point(p, 'acc')}`;

/** The composite point as a sentence opens with it, its adjective agreeing with it. */
const COMPOSITE: Readonly<Record<CompositePoint, string>> = {
  sun: 'Kompozitno Sunce',
  moon: 'Kompozitni Mesec',
  venus: 'Kompozitna Venera',
};
/**
 * The rest of the composite sentence, one wording per point, so that the three insights that
 * follow one another do not open alike: the midpoint of the two natal points, and the verb.
 */
const COMPOSITE_REST: Readonly<Record<CompositePoint, (place: string) => string>> = {
  sun: (place) => `središnja tačka između vaša dva ${g.planet('sun', 'gen')}, stoji na ${place}`,
  moon: (place) => `na pola puta između vaša dva ${g.planet('moon', 'gen')}, nalazi se na ${place}`,
  venus: (place) => `sredina luka između vaše dve ${g.planet('venus', 'gen')}, pada na ${place}`,
};

/** What a label says of two signs' relation: "znakovi u trigonu", "isti znak", "bez aspekta". */
const relationLabel = (relation: SignRelation) =>
  relation === 'none' ? 'bez aspekta' : relation === 'conjunction' ? 'isti znak' : `znakovi u ${ASPECT[relation].loc}`;

/** "u trigonu", "u opoziciji": the aspect in the locative the glossary's pattern takes (u trigonu sa …). */
const inAspect = (type: AspectType) => `u ${ASPECT[type].loc}`;

const signLoc = (sign: SignId) => g.sign(sign, 'loc');

/** The aspects in the instrumental: (povezan je) kvadratom (sa …). */
const ASPECT_INS: Readonly<Record<AspectType, string>> = {
  conjunction: 'konjunkcijom',
  sextile: 'sekstilom',
  square: 'kvadratom',
  trine: 'trigonom',
  opposition: 'opozicijom',
};

/**
 * Which of a frame's shapes a contact takes: from its orb's last digit ('1°12′' → 2), so that a
 * reading's dozen contact lines do not all open alike, and a contact always reads the same.
 */
const lastDigit = (orb: string) => Number(/(\d)\D*$/.exec(orb)?.[1] ?? 0);

/** Which overlay wording a planet takes (see `overlay`). */
const OVERLAY_SHAPE: Partial<Record<SynastryPoint, number>> = { sun: 0, moon: 1, venus: 2, mars: 2 };

/** The key pairs in the order their cards follow one another: neighbours take different shapes. */
const CARD_ORDER = ['sun-sun', 'sun-moon', 'moon-moon', 'mercury-mercury', 'venus-venus', 'venus-mars', 'mars-mars'];
const cardIndex = (pa: SynastryPoint, pb: SynastryPoint) => {
  const i = Math.max(CARD_ORDER.indexOf(`${pa}-${pb}`), CARD_ORDER.indexOf(`${pb}-${pa}`));
  return i >= 0 ? i : SYNASTRY_POINTS.indexOf(pa) + SYNASTRY_POINTS.indexOf(pb);
};

export const SYNASTRY_SR: SynastryTexts = {
  grammar: g,
  person: ['Osoba 1', 'Osoba 2'],
  rating: {
    exceptional: 'Izuzetno slaganje',
    strong: 'Snažno slaganje',
    good: 'Dobro slaganje',
    mixed: 'Slaganje uz izazove',
    hard: 'Zahtevan odnos',
  },
  overall: {
    exceptional:
      'Retko se dve karte ovako dobro dopunjuju: između vas ima mnogo prirodnog sklada, a izazova tek toliko da veza ostane živa.',
    strong:
      'Ovo je snažna veza u kojoj sklad preovlađuje, a trenja koja postoje češće vas podstiču da rastete zajedno nego što vas razdvajaju.',
    good: 'Vaš odnos ima dobru osnovu i prave mogućnosti: mnogo toga ide lako, a nekoliko tema traži pažnju i razgovor.',
    mixed:
      'Lakoće i trenja ovde ima gotovo podjednako: uz pravu bliskost postoje i razlike koje se ne izglađuju same od sebe.',
    hard: 'Između ove dve karte ima dosta trenja, pa veza može da bude zahtevna, ali i bogata lekcijama za obe strane.',
  },

  crossAspect: ({ a, pa, b, pb, type, orb }) => {
    const shape = lastDigit(orb) % 3;
    // The same point on both sides: the second is not named again ("Sunce koje ima Alex i ono koje ima Sam").
    if (pa === pb)
      return shape === 1
        ? `${point(pa)} ${which(pa)} ima ${a} i ${that(pb)} ${which(pb)} ima ${b} grade ${ASPECT[type].acc}, uz orbis od ${orb}.`
        : `${has(a, pa)} ${inAspect(type)} sa ${point(pb, 'ins')} ${which(pb)} ima ${b}, na ${orb} od tačnog aspekta.`;
    if (shape === 0)
      return `${has(a, pa)}, a ${b} ${point(pb, 'acc')} ${inAspect(type)} ${withIt(pa)}, uz orbis od ${orb}.`;
    if (shape === 1)
      return `${has(a, pa)} ${inAspect(type)} sa ${point(pb, 'ins')} ${which(pb)} ima ${b}, na ${orb} od tačnog aspekta.`;
    // The participle agrees with the first point: povezan (Mesec), povezana (Venera), povezano (Sunce).
    const joined =
      type === 'conjunction' ? by(pa, 'spojen', 'spojena', 'spojeno') : by(pa, 'povezan', 'povezana', 'povezano');
    return `${point(pa)} ${which(pa)} ima ${a} ${joined} je ${ASPECT_INS[type]} sa ${point(pb, 'ins')} ${which(pb)} ima ${b}, uz orbis od ${orb}.`;
  },

  signRelation: ({ a, pa, b, pb, signA, signB, relation }) => {
    const first = `${has(a, pa)} u ${signLoc(signA)}`;
    if (relation === 'conjunction') return `${first}, a ${b} ${point(pb, 'acc')} takođe u ${signLoc(signB)}.`;
    const both = `${first}, a ${b} ${point(pb, 'acc')} u ${signLoc(signB)}`;
    // Three shapes, so that a reading by signs does not close ten sentences on ", pa su ta dva znaka".
    const shape = (SIGN_IDS.indexOf(signA) + SYNASTRY_POINTS.indexOf(pb)) % 3;
    if (relation === 'none')
      return shape === 1
        ? `${both} – znakovi bez klasičnog aspekta.`
        : shape === 2
          ? `${both}, i ti znakovi ne grade nijedan klasičan aspekt.`
          : `${both}, pa ta dva znaka ne grade nijedan klasičan aspekt.`;
    if (shape === 1) return `${both} – dva znaka ${inAspect(relation)}.`;
    if (shape === 2) return `${both}, i ti znakovi stoje ${inAspect(relation)}.`;
    return `${both}, pa su ta dva znaka ${inAspect(relation)}.`;
  },

  contact: {
    'sun-sun': {
      blend:
        'Isti vam je životni ritam: bez muke prepoznajete ciljeve jedno drugog, a zajedničke planove pravite gotovo bez dogovaranja. Pazite samo da u toj sličnosti svako sačuva nešto svoje.',
      easy: 'Vaše prirode se podržavaju bez napora: uspeh jedne strane raduje i drugu, a uz drugoga svako od vas može da bude ono što jeste, bez doterivanja.',
      tense:
        'Dve jake volje ovde vuku na različite strane: često se nadmećete oko toga čiji pravac važi. Kada trenje pretvorite u poštovanje razlika, svakome postaje jasnije šta zaista želi.',
    },
    'sun-moon': {
      blend:
        'Priroda jednog od vas i potrebe drugog ovde se stapaju: volja i osećanja nalaze zajednički dom. U takvoj vezi lako je osetiti da vas neko zaista vidi.',
      easy: 'Ono za čim jedna strana ide, druga oseća kao svoje, tako da se svakodnevica odvija bez mnogo objašnjavanja. Taj sklad volje i osećanja često je tihi oslonac dugih veza.',
      tense:
        'Volja i osećanja ovde ne idu uvek u korak: dok jedno od vas juri svoje, drugo ostane bez pažnje koja mu treba. Razgovor o potrebama pre nego što se nagomilaju pretvara to trenje u razumevanje.',
    },
    'sun-mercury': {
      blend:
        'Umete da pogodite suštinu, i zato razgovori imaju smisao i pravac. Često jedno drugom završavate rečenice i planove smišljate u hodu.',
      easy: 'Razgovarate lako i rado, i jedno drugom pomažete da nejasne želje pretočite u jasne reči i planove. Zajedno ste dobar tim kad treba nešto dogovoriti ili pokrenuti.',
      tense:
        'Mišljenje jednog od vas ume da zazvuči kao kritika onoga do čega je drugom stalo, pa rasprava postane pitanje ponosa. Kada prvo saslušate, a tek onda odgovorite, razlike postaju korisne.',
    },
    'sun-venus': {
      blend:
        'Naklonost se između vas rađa lako: jedno od vas u drugom budi nežnost, a drugo u toj toplini cveta. Često je to osnova tihe privlačnosti koja dugo traje.',
      easy: 'Divite se jedno drugom bez muke, a pažnja, pokloni i lepe reči dolaze sami od sebe. Ova veza ume da bude prijatna i pred drugima i kod kuće.',
      tense:
        'Dopadate se jedno drugom, ali se ukusi i načini pokazivanja nežnosti ponekad razilaze i pažnja ne stigne uvek tamo gde je upućena. Izgovorena zahvalnost ovde vredi više od velikih gestova.',
    },
    'sun-mars': {
      blend:
        'Energija se između vas pali brzo: jedna strana daje pravac, druga snagu da se krene, i zajedno možete mnogo da pokrenete. Ista iskra lako preraste i u svađu, zato joj dajte cilj.',
      easy: 'Podstičete jedno drugo na akciju: kad jedno zamisli, drugo već kreće, a planovi brzo dobijaju zamah. Ova veza najviše dolazi do izražaja u sportu i poduhvatima koji traže hrabrost.',
      tense:
        'Ponos i naglost lako se sudare među vama, i iskre lete i u strasti i u svađi. Ta energija postaje pogonska snaga kada je usmerite ka zajedničkom cilju, a ne jedno protiv drugog.',
    },
    'sun-ascendant': {
      blend:
        'Od prvog susreta postoji osećaj prepoznavanja: ono što jedna osoba nosi u sebi, druga pokazuje svetu. Pred drugima delujete kao usklađena celina.',
      easy: 'Prvi utisak između vas obično je topao i takav ostaje. Ohrabrenje koje stiže sa druge strane pomaže da se sigurnije nastupa pred svetom i lakše ulazi u nove situacije.',
      tense:
        'Sjaj jednog od vas ponekad zaseni način na koji se drugo predstavlja, i otvara se pitanje ko vodi i čiji stil preovlađuje. Kada svako dobije svoj trenutak da zablista, napetost prelazi u privlačnost.',
    },
    'moon-moon': {
      blend:
        'Osećanja vam teku istim ritmom, te često i bez reči znate šta onom drugom treba za mir. Ta bliskost greje, ali ume i da udvostruči loše raspoloženje kada naiđe.',
      easy: 'Emotivno se razumete gotovo bez reči: navike, hrana, ritam dana i način na koji se tešite prirodno se slažu. Na tome se lako gradi dom u kome je obema stranama dobro.',
      tense:
        'Potrebe za bliskošću vam se razlikuju, pa uteha kakvu nudi jedno od vas drugom ponekad bude previše, a ponekad premalo. Pomaže da naučite šta kome od vas zaista donosi mir.',
    },
    'moon-mercury': {
      blend:
        'Osećanja jednog od vas kod drugog nalaze prave reči, a razgovori se brzo spuštaju do onoga što je stvarno važno. Umete da se slušate, a to je pravo bogatstvo.',
      easy: 'Razgovor vas smiruje, jer se za ono što je tek naslućeno brzo nađu prave reči. Duge šetnje i razgovori uz čaj lako prerastaju u bliskost.',
      tense:
        'Dok jedno od vas želi da razume kroz reči, drugo najpre treba da oseti, pa razgovor ponekad zaboli tamo gde je bilo dovoljno saslušati. Pre odgovora razjasnite šta se traži: savet ili samo pažnja.',
    },
    'moon-venus': {
      blend:
        'Nežnost dolazi sama: toplina se pruža baš onako kako je druga strana najradije prima. Zajedno umete da stvorite dom, rituale i atmosferu u kojoj je prijatno biti.',
      easy: 'Brinete jedno o drugom s lakoćom i ukusom: male pažnje, zajednički obroci i mirne večeri grade duboku privrženost. Ovo je jedan od najmekših tonova vaše veze.',
      tense:
        'Jednoj strani je potrebna sigurnost, a drugoj lepota i uživanje, pa se izrazi ljubavi mimoilaze i ostavljaju osećaj uskraćenosti. Kada svako kaže kako najradije prima nežnost, lako se nađete na pola puta.',
    },
    'moon-mars': {
      blend:
        'Strast i osećanja se stapaju, i između vas je toplo, živo i ponekad burno. Lako jedno drugo pokrenete, ali i dirnete u živo, zato uz žar neka uvek ide i nežnost.',
      easy: 'Odlučnost jednog od vas i sigurna luka drugog brzo vas vode od osećanja do dela. Zaštitnički nagon je kod vas živ i topao, a ne guši.',
      tense:
        'Lako se dotakne živac: nestrpljenje sa jedne strane udara u osetljivost sa druge, i sitnice se rasplamsaju. Kada prvo pustite da se uzbuđenje slegne i tek onda razgovarate, ta energija prelazi u strast.',
    },
    'moon-ascendant': {
      blend:
        'Od početka je među vama osećaj doma, kao da se znate odavno. Ta bliskost je instinktivna i često je prvo što drugi primete kod vas.',
      easy: 'Raspoloženja jednog od vas drugo čita bez muke i ume da ih smiri samim prisustvom. Uz takvu podršku lakše je pokazati i ranjivu stranu.',
      tense:
        'Način na koji se jedna osoba pokazuje svetu ponekad uznemiri osećanja druge, pa se često pogrešno protumače nečije ćutanje ili hladan ton. Pitanje pre zaključka ovde mnogo znači.',
    },
    'mercury-mercury': {
      blend:
        'Mislite slično i govorite istim jezikom: razumete se u pola reči, a šale su vam zajedničke. Pazite jedino da dogovori ne ostanu na rečima.',
      easy: 'Ideje se između vas razmenjuju brzo i rado: dopunjujete misli jedno drugog, a planiranje ide bez zastoja. Lako se dogovarate, bilo oko sitnica, bilo oko velikih odluka.',
      tense:
        'Mislite različitim tempom i logikom, pa rasprava ume da postane nadmudrivanje umesto razgovora. Kada pustite jedno drugo da dovrši misao, različiti pogledi postaju bogatstvo, a ne prepreka.',
    },
    'mercury-venus': {
      blend:
        'Reči su između vas nežne: znate šta onom drugom prija da čuje i umete to da kažete iskreno. Poruke, komplimenti i zajednički humor grade toplu bliskost.',
      easy: 'Razgovor vam je uživanje: umete da se ubedite, nasmejete i pomirite lepom rečju. Zahvaljujući taktu i dobrom ukusu, i nesuglasice se izgovore bez gorčine.',
      tense:
        'Direktnost jednog od vas ponekad je previše za drugo, kome su važni takt i toplina, i reč zaboli iako namera nije bila loša. Blag ton vam vredi koliko i sadržaj.',
    },
    'mercury-mars': {
      blend:
        'Razgovori su živi, brzi i puni energije, a reči kod vas lako varniče. Ta oštrina ume i da poseče, zato pazite na ton.',
      easy: 'Odlučujete brzo i delujete složno: ono što se smisli, odmah se i uradi. Rasprave su kod vas zdrava igra koja bistri, a ne ranjava.',
      tense:
        'Reči lako postanu oružje: oštra reč dobije još oštriji odgovor, i mala prepirka preraste u sukob. Pomaže da kritikujete postupak, a ne osobu, i da raspravu ne vodite kao takmičenje.',
    },
    'mercury-ascendant': {
      blend:
        'Lako čitate jedno drugo, a jedno od vas ume tačno da opiše kakav utisak drugo ostavlja na svet. Razgovor teče od prvog dana, a radoznalost retko jenjava.',
      easy: 'Jedno od vas lako nalazi prave reči za ono što drugo pokazuje svetu, a saradnja u dogovorima i zajedničkim poslovima ide vam prirodno i vedro.',
      tense:
        'Primedbe jednog od vas ponekad pogode baš način na koji se drugo predstavlja, pa se kritika čuje tamo gde je bila samo radoznalost. Blaga reč i pitanje umesto ocene skidaju tu oštricu.',
    },
    'venus-venus': {
      blend:
        'Volite iste stvari i na sličan način: ukus, zadovoljstva i ritam nežnosti se poklapaju. Zajednički stil života nastaje lako, ali pazite da udobnost ne zameni rast.',
      easy: 'Vaši ukusi se lepo dopunjuju: izlasci, muzika, umetnost ili uređivanje doma donose radost objema stranama. Naklonost se pokazuje lako i prirodno.',
      tense:
        'Ono što je jednoj strani lepo ili romantično, drugoj ponekad deluje strano, i želje za uživanjem se razilaze. Smenjujte se u izboru izlazaka i poklona, i toplina ostaje.',
    },
    'venus-mars': {
      blend:
        'Hemija je snažna i neposredna: nežnost jednog od vas i žar drugog stapaju se u jednu iskru. Teško ju je sakriti i od sebe i od drugih.',
      easy: 'Nežnost i strast se lepo smenjuju: jedna strana zna da osvaja, druga da prima i uzvraća. Privlačnost je prirodna i obično dugo traje ako je negujete.',
      tense:
        'Privlačnost i trenje ovde idu zajedno: želja jednog od vas i nežnost drugog ne kucaju uvek istim ritmom, i javlja se osećaj pritiska ili odbijenosti. Uz poštovanje i jasne dogovore ta napetost drži iskru živom.',
    },
    'venus-ascendant': {
      blend:
        'Na prvi pogled jedno od vas u drugom vidi lepotu i privlačnost, i taj utisak obično ne bledi. Uz tu naklonost lakše je osećati se dobro u svojoj koži.',
      easy: 'Pojava jednog od vas drugom prija, a naklonost se pokazuje bez ustezanja: komplimentima, pažnjom, ukusom. U društvu se dobro uklapate, a i zajedno lepo izgledate.',
      tense:
        'Dopadanje postoji, ali se ukusi i očekivanja oko izgleda, stila ili ponašanja u društvu ponekad sudare. Kada pohvalite ono što vam se kod drugog sviđa, sitne primedbe gube oštrinu.',
    },
    'mars-mars': {
      blend:
        'Pokreće vas isti motor: ista energija i isti nagon da se deluje odmah. U zajedničkom poslu to je velika snaga, ali kad dođe do sukoba, povlačenje vam teško pada.',
      easy: 'Tempo vam se slaže: umete zajedno da radite, trenirate ili rešavate probleme bez mnogo trenja. Zdrav duh nadmetanja vas podstiče, a ne razdvaja.',
      tense:
        'Tempo i način delovanja vam se razilaze, a kad se sukobite, nijedno ne želi da popusti. Zajednički sport i jasna podela zaduženja tu silu pretvaraju u snagu.',
    },
    'mars-ascendant': {
      blend:
        'Već pri prvom susretu jedno od vas drugo budi, podstiče i izaziva, a privlačnost je fizička i odlučna. Ta energija ume da bude i nametljiva, zato pazite na granice.',
      easy: 'Hrabrost jednog od vas daje drugom polet da se pokaže i krene napred. Zajedno delujete odlučno i energično, posebno kada imate zajednički cilj.',
      tense:
        'Energija sa jedne strane drugoj ponekad deluje kao napad ili nametanje, pa i sitnice postaju nadmetanje. Jasne lične granice i aktivnost u kojoj delujete kao tim korisno troše tu napetost.',
    },
    'ascendant-ascendant': {
      blend:
        'Svetu se pokazujete na sličan način i od prvog susreta osećate srodnost. Lako nastupate zajedno, mada isti refleksi ponekad zaklone razlike među vama.',
      easy: 'Vaši stilovi se lako uklapaju: način na koji svako od vas ulazi u nove situacije prija drugome. Delujete skladno i opušteno, i pred drugima i kad ste nasamo.',
      tense:
        'U svet ulazite na različite, gotovo suprotne načine, pa prvi utisci jednog o drugom umeju da prevare. Kada upoznate šta stoji iza tog nastupa, razlika počinje da privlači.',
    },
    'jupiter-sun': {
      blend:
        'Velikodušnost i vera rastu zajedno: jedno od vas u drugom vidi više nego što drugo vidi u sebi, i ta podrška deluje kao vetar u leđa.',
      easy: 'Optimizam i rast dolaze sami: učite jedno od drugog, smejete se i podstičete na smelije planove. Radost se kod vas umnožava kada je delite.',
      tense:
        'Podrška je iskrena, ali ume da preraste u preterivanje: previše obećanja, saveta ili očekivanja kojima je teško udovoljiti. Mera i zahvalnost za ono što već jeste vraćaju ravnotežu.',
    },
    'jupiter-moon': {
      blend:
        'Široko, toplo okrilje koje nudi jedna strana daje osećanjima druge prostor da se opuste i rastu. Lako nastaje osećaj da vas zajednički život obilno hrani.',
      easy: 'Dobro raspoloženje se brzo širi: jedno od vas drugom vraća veru, a drugo uzvraća toplinom i brigom. Zajednički dom, gosti i proslave prirodno donose radost.',
      tense:
        'Jedno od vas daje mnogo, ponekad više nego što drugom treba, pa velikodušnost počne da guši. Briga dobija pravu meru kada prati potrebe drugog, a ne sopstveni zanos.',
    },
    'jupiter-mercury': {
      blend:
        'Razgovori vas podižu: svaka ideja kod vas dobija širinu i smisao. Knjige, kursevi i smeli planovi prava su vam radost.',
      easy: 'Jedno od vas drugom otvara nove vidike, a drugo ih pretače u jasne reči i planove. Posebno vam prijaju putovanja i razgovori koji potraju do kasno u noć.',
      tense:
        'Velika slika i sitni detalji ne slažu se uvek: jedna strana gleda širinu, druga svaku pojedinost, pa se lako razmimoiđete oko toga šta je suština. Zapišite zajedno šta je obećano.',
    },
    'jupiter-venus': {
      blend:
        'Naklonost je izdašna: pažnja, pokloni i tople reči stižu u izobilju, a veza ima ukus praznika. Neka vam uživanje ipak ne bude jedini zajednički jezik.',
      easy: 'Radujete se jedno drugom i nežnost delite širokom rukom, a u lepim stvarima, dobroj hrani i putovanjima dvostruko uživate kad ste zajedno.',
      tense:
        'Dobra volja je velika, ali i sklonost preterivanju: u trošenju, uživanju ili očekivanju da ljubav sama sve reši. Zajednički budžet i jasno izgovorene želje čuvaju tu toplinu.',
    },
    'jupiter-mars': {
      blend:
        'Zajedno imate mnogo hrabrosti i poleta: vizija i snaga se sustižu, a planovi brzo rastu. Ta smelost ume i da precenjuje, zato povremeno proverite granice.',
      easy: 'Optimizam i akcija ovde rade zajedno: smeli poduhvati brzo dobijaju zamah, a svaki uspeh vas tera dalje.',
      tense:
        'Entuzijazam lako pređe meru: jedno od vas gura napred, drugo obećava više nego što može, pa nastaju rizici i razočaranja. Postavite zajedno realan cilj i korake do njega.',
    },
    'jupiter-ascendant': {
      blend:
        'Samo prisustvo jednog od vas drugom uliva samopouzdanje i optimizam. Uz tu podršku lakše je verovati u sebe i upustiti se u nove stvari.',
      easy: 'Vedrina i dobre prilike prate vas kad ste zajedno, a oko vas se brzo stvaraju prijateljstva i pozivi. Delujete otvoreno i gostoljubivo.',
      tense:
        'Dobronamerni saveti jednog od vas drugom ponekad zvuče pokroviteljski, pa se javi otpor. Podrška najviše vredi kada je tražena, zato je ne nudite nepozvano.',
    },
    'saturn-sun': {
      blend:
        'Ova veza ima težinu i ozbiljnost: jedno od vas drugom daje strukturu i oslonac, ali ume i da ga sputa strogošću. Kada uz ozbiljnost idu i toplina i poštovanje, veza može da izdrži godine.',
      easy: 'Korak po korak, strpljivo i odgovorno, ciljevi se ovde ostvaruju uz podršku koja ne posustaje. To je tiha snaga trajnih veza: osećaj da možete da se oslonite jedno na drugo.',
      tense:
        'Jedno od vas drugom lako postane strog sudija, pa se javljaju osećaj sputanosti i sumnja u sebe. Kada kritiku zameni ohrabrenje, ista ta ozbiljnost gradi zrelu i trajnu posvećenost.',
    },
    'saturn-moon': {
      blend:
        'Sigurnost i stalnost koje pruža jedna strana ponekad deluju hladno baš tamo gde druga traži nežnost. Kada se briga pokazuje i rečima, veza postaje čvrst i pouzdan dom.',
      easy: 'Osećanja rastu polako, ali pouzdano: jedno od vas pruža mir i postojanost, a drugo uzvraća vernošću. Vreme ovoj bliskosti ide naruku.',
      tense:
        'Baš kada drugom treba toplina, jedno od vas ponekad deluje uzdržano ili zahtevno, i osećanja se povuku. Izgovorena nežnost i strpljenje kroz godine pretvaraju tu težinu u duboku odanost.',
    },
    'saturn-mercury': {
      blend:
        'Razgovori su ozbiljni i promišljeni: pomažu da se saberu misli i završi započeto, ali reči ponekad zvuče strogo ili hladno. Blag ton tu mnogo znači.',
      easy: 'Dogovori se kod vas poštuju: u razgovore lako unosite red i strpljenje, zbog čega zajedno dobro planirate i rešavate praktične stvari.',
      tense:
        'Kada jedno od vas ispravlja, dovodi u sumnju ili ućutkuje drugo, razgovori postaju opterećeni i oprezni. Dajte rečima drugog vremena i prostora, i kritika može da preraste u podršku.',
    },
    'saturn-venus': {
      blend:
        'Ljubav se ovde shvata ozbiljno: naklonost dolazi uz obavezu, vernost i želju da se gradi nešto trajno. Ponekad nedostaje lakoće, pa vredi namerno planirati i male radosti.',
      easy: 'Naklonost se dokazuje delima i vremenom: stalnost i toplina se ovde dopunjuju. Takva ljubav s godinama obično postaje sve dublja.',
      tense:
        'Nežnost ponekad naiđe na uzdržanost ili kritiku, pa se javi osećaj da ljubav treba zaslužiti. Strpljenje i jasno izgovorena zahvalnost pretvaraju tu proveru u postojanu privrženost.',
    },
    'saturn-mars': {
      blend:
        'Energija jednog od vas nailazi na oprez i kontrolu drugog, i snaga se ili usmerava ili koči. Kada se dogovorite ko u čemu vodi, postajete izdržljiv i vrlo delotvoran tim.',
      easy: 'Polet i disciplina rade zajedno: snaga se ovde sreće sa strpljenjem i planom, a dugi projekti imaju pravu šansu da budu završeni.',
      tense:
        'Gas i kočnica se sudaraju: jedno bi odmah, drugo bi da sačeka, pa rastu frustracija i sukobi. Jasna podela odgovornosti i rokova pretvara to trenje u istrajnost.',
    },
    'saturn-ascendant': {
      blend:
        'Jedno od vas u drugom vidi oslonac i ozbiljnost, ponekad i autoritet. Ta veza daje osećaj stalnosti, ali ume i da sputa spontanost, pa joj povremeno treba malo igre.',
      easy: 'Zrelost i odgovornost koje ova veza unosi daju čvrsto tlo pod nogama, i raste poverenje u sopstvene korake. Dobra je to osnova za dugoročne planove.',
      tense:
        'Ponekad se čini da je svaki nastup i gest pod strogom ocenom, pa opuštanje ne dolazi lako. Kada kritika postane podrška, iz te napetosti raste samopouzdanje.',
    },
    'uranus-sun': {
      blend:
        'Buđenje, iznenađenje i oslobađanje: to jedno od vas donosi drugom, a uz ovu vezu otkrivate nove strane sebe. Uzbuđenje je snažno, ali mu za trajanje trebaju prostor i sloboda.',
      easy: 'Veza vam donosi svež vazduh: jedno u drugom budite originalnost, želju za promenom i hrabre izbore. Sloboda ovde ne ugrožava bliskost, već je hrani.',
      tense:
        'Uzbuđenja je mnogo, ali i nepredvidljivosti: jedno od vas traži stabilnost, a drugo svaki čas menja pravila. Veza diše lakše kada unapred dogovorite šta ko radi sam.',
    },
    'uranus-moon': {
      blend:
        'Osećanja se ovde uzburkaju na nov i uzbudljiv, ali nepredvidiv način. Dok jedno od vas donosi promenu, drugo traži sigurnost usred tog vetra.',
      easy: 'Stare emotivne navike lakše se otpuštaju i opuštate se na nove načine. Bliskost ostavlja dovoljno vazduha, a to prija obema stranama.',
      tense:
        'Potreba za slobodom sa jedne strane ume da uznemiri potrebu za sigurnošću sa druge, pa se smenjuju bliskost i udaljavanje. Dogovoreni rituali i najavljene promene mnogo smiruju.',
    },
    'uranus-venus': {
      blend:
        'Između vas preskače iznenadna, naelektrisana iskra: ljubav dolazi kao otkriće i ne pristaje na šablone. Takva privlačnost živi od slobode, a gasi se pod pritiskom.',
      easy: 'Volite se na neobičan, slobodan način: zajedno rado isprobavate novo, a nežnost ne traži stroga pravila. Upravo ta lakoća čuva privlačnost živom.',
      tense:
        'Nestalnost prati jaku privlačnost: kada se jedno od vas najviše približi, drugo poželi da se odmakne, pa se smenjuju vrhunci i zahlađenja. Iskren razgovor o tome šta ko očekuje sprečava nagle lomove.',
    },
    'neptune-sun': {
      blend:
        'Kroz nežnu izmaglicu divljenja jedno od vas drugo vidi kao ostvaren san. Ta čarolija je stvarna, ali ponekad zakloni osobu kakva zaista jeste; vredi je gledati i bistrim očima.',
      easy: 'Između vas ima mnogo nadahnuća i saosećanja: jedno od vas u drugom budi maštu, a drugo uzvraća razumevanjem. Muzika, umetnost ili razgovori o smislu prirodno vas spajaju.',
      tense:
        'Idealizacija i razočaranje idu ruku pod ruku: jedno od vas u drugom vidi ono što želi da vidi, pa se gomilaju neizgovorena očekivanja. Jasni dogovori i iskrenost razvejavaju maglu.',
    },
    'neptune-moon': {
      blend:
        'Osećanja se prelivaju iz jednog u drugo: raspoloženje jednog od vas drugo oseti i pre nego što se izgovori. Pazite da se u toj nežnoj bliskosti ne izgube granice.',
      easy: 'Saosećanje je duboko i tiho: uteha i razumevanje stižu bez mnogo reči. Zajednički mir, muzika ili boravak u prirodi hrane ovu vezu.',
      tense:
        'Osećanja lako skliznu u zbrku: umesto pitanja tu su nagađanja i tiha žrtvovanja, a neizgovorene povrede se nakupljaju. Jasna reč je ovde najveća nežnost.',
    },
    'neptune-venus': {
      blend:
        'Ljubav ima romantičan, gotovo bajkovit sjaj: nežnost, mašta i predanost stapaju se u jedno. Taj san je lep, a postaje trajan kada ga spustite na zemlju.',
      easy: 'Nežnost je duboka i nesebična: delite maštu, smisao za lepotu i sklonost romantičnim gestovima. U ovoj vezi ljubav postaje umetnost svakodnevice.',
      tense:
        'Romantična očekivanja umeju da prerastu u iluzije, i stvarnost ponekad ne dostigne ono što je bilo zamišljeno. Volite stvarnu osobu, a ne sliku, i iskreno razgovarajte o novcu i vernosti.',
    },
    'pluto-sun': {
      blend:
        'Ova veza je snažna i preobražavajuća: jedno od vas duboko utiče na drugo i menja ga iz korena. Ta moć može da oslobađa ili da guši, zavisno od toga da li je delite.',
      easy: 'Ovde se otkrivaju skrivene moći, a promena dolazi bez pritiska. Zajedno umete da prođete kroz krize, a svaka vam ostavi više snage nego što vam je uzela.',
      tense:
        'Borba za moć brzo izbija na površinu: jedno od vas pokušava da kontroliše, drugo da se odbrani. Iskrenost o strahovima i ravnopravnost u odlukama pretvaraju taj intenzitet u duboku promenu.',
    },
    'pluto-moon': {
      blend:
        'Osećanja idu do dna: bliskost je snažna i upijajuća, i ništa ne ostaje na površini. Pazite da ta dubina ne skrene u ljubomoru ili potrebu za kontrolom.',
      easy: 'Stare rane ovde mogu da zacele: uz razumevanje koje nalazite jedno u drugom lakše ih je pogledati i ostaviti iza sebe. Poverenje se gradi polako, ali kada se izgradi, seže veoma duboko.',
      tense:
        'Osećanja su burna i sve obuzimaju: lako se pogode najosetljivije tačke, a s tim dolaze ljubomora i strah od gubitka. Lek su poverenje i prostor koji svako ima samo za sebe.',
    },
    'pluto-venus': {
      blend:
        'Ljubav je ovde magnetska i potpuna: strastvena, duboka, takva da vas menja iz temelja. Kada je nosi poverenje, a ne posesivnost, postaje nešto retko.',
      easy: 'Strast i odanost se s vremenom produbljuju: ljubav vas menja na bolje i vodi tamo gde retko ko stigne.',
      tense:
        'Privlačnost je gotovo opsesivna, a sa njom dolaze ljubomora, posesivnost ili igre moći. Iskrenost i sloboda za obe strane razlikuju duboku vezu od zamke.',
    },
    'pluto-mars': {
      blend:
        'Energija između vas je ogromna i sirova: zajedno možete da pomerate planine, ali i da se sudarite punom snagom. Toj strasti i volji treba zajednički, jasan cilj.',
      easy: 'Hrabrost i izdržljivost rastu kada ste zajedno, i podnosite ono što bi mnoge slomilo. Ovo je snažan savez za velike zadatke.',
      tense:
        'Sukobi lako postanu borba volja bez kompromisa, uz mnogo strasti i ljutnje. Pravila poštene svađe i zajednički cilj za koji se borite rame uz rame usmeravaju tu silu ka dobru.',
    },
  },

  noAspect: ({ a, pa, b, pb }) => {
    // Three wordings taken in turn by the cards, so that five empty cards in a row do not read alike.
    const same = pa === pb;
    const shape = cardIndex(pa, pb) % 3;
    if (shape === 1)
      return `Između ${point(pa, 'gen')} ${which(pa)} ima ${a} i ${same ? by(pb, 'onog', 'one', 'onog') : point(pb, 'gen')} ${which(pb)} ima ${b} nema aspekta u okviru orbisa.`;
    if (shape === 2)
      return same
        ? `${point(pa)} ${which(pa)} ima ${a} stoji van orbisa svih aspekata sa ${thatIns(pb)} ${which(pb)} ima ${b}.`
        : `${has(a, pa)}, a ${b} ${point(pb, 'acc')}, ali ta dva položaja stoje van orbisa svih aspekata.`;
    return `${point(pa)} ${which(pa)} ima ${a} i ${same ? that(pb) : point(pb)} ${which(pb)} ima ${b} ne grade nijedan aspekt u okviru orbisa.`;
  },

  unaspected:
    'Tamo gde nema direktne veze ništa nije zadato unapred: taj deo odnosa gradite sami, kroz pažnju i navike koje zajedno izaberete.',

  overlay: ({ owner, point: p, host, house }) => {
    // Three wordings by the planet, so that the two planets one person receives are seldom told
    // alike (of the lights, Venus and Mars the planner tells, only Venus and Mars share one).
    const shape = OVERLAY_SHAPE[p] ?? house % 3;
    if (shape === 1)
      return `${host} u svojoj ${g.ordinal(house, 'loc')} kući dočekuje ${point(p, 'acc')} ${which(p)} ima ${owner}.`;
    if (shape === 2)
      return `${point(p)} ${which(p)} ima ${owner} pada u ${g.ordinal(house, 'acc')} kuću ${ofPerson(host)}.`;
    return `${host} u svoju ${g.ordinal(house, 'acc')} kuću prima ${point(p, 'acc')} ${which(p)} ima ${owner}.`;
  },

  overlayMeaning: {
    1: 'Ovaj dodir pogađa samu ličnost: izgled, držanje i samopouzdanje. Uz takvu vezu menja se i nastup pred svetom.',
    2: 'Novac, imovina i osećaj lične vrednosti postaju važni, a odnos prema trošenju i sigurnosti prerasta u zajedničku temu.',
    3: 'Veza se ovde odvija kroz razgovore, poruke i svakodnevne obaveze: kratka putovanja, dogovori i razmena ideja postaju njen prirodan teren.',
    4: 'Dom i porodica dolaze u središte: osećaj ukorenjenosti, zajednički prostor i poreklo postaju sve važniji.',
    5: 'Ovde se budi radost: flert, igra, stvaralaštvo i zabava postaju prirodan jezik veze, a zajednička zadovoljstva pale iskru.',
    6: 'Veza se najviše oseća u svakodnevici: u navikama, poslu, zdravlju i brizi jednog o drugom. Gradi se kroz male, ponovljene stvari koje olakšavaju dan.',
    7: 'Ovo je samo srce partnerstva: veza se brzo doživljava kao ozbiljan savez u kome se uči ravnoteža davanja i primanja.',
    8: 'Dodir seže u dubinu: u intimnost, poverenje, zajednički novac i ono što se ne deli olako. Takva bliskost ume da preobražava, ali traži potpunu iskrenost.',
    9: 'Vidici se šire: putovanja, učenje, vera i pogled na svet postaju mesto susreta, a zajedno lako prelazite granice poznatog.',
    10: 'Posao i ugled dobijaju novu težinu: veza utiče na ciljeve, javnu sliku i ambicije, pa podrška u karijeri znači više nego inače.',
    11: 'Prijateljstvo je ovde temelj: zajednički krug ljudi, ideali i planovi za budućnost postaju tlo na kome veza raste.',
    12: 'Veza ulazi u tihi, skriveni deo života: u snove, strahove i ono što se retko pokazuje. Bliskost ovde može da leči, ali ume i da ostane neizgovorena.',
  },

  composite: ({ point: p, sign, degree }) =>
    `${COMPOSITE[p]}, ${COMPOSITE_REST[p](`${degree} ${g.sign(sign, 'gen')}`)}.`,

  compositeSun: {
    aries:
      'Smisao ove veze su novi počeci: otvarate ih zajedno, hrabro, iskreno i bez čekanja, dajući jedno drugom zamah.',
    taurus:
      'Svrha ove veze je da se gradi nešto postojano: siguran dom, zajednička zadovoljstva i poverenje koje se potvrđuje iz dana u dan.',
    gemini:
      'Veza živi od razgovora i radoznalosti: zajedno učite, razmenjujete ideje i kroz stalno otkrivanje novog čuvate mladalački duh.',
    cancer:
      'U središtu ove veze su briga i pripadnost: zajedno stvarate dom, porodicu u najširem smislu i mesto gde se osećanja čuvaju.',
    leo: 'Vaša veza postoji da bi sijala: zajedno stvarate i slavite, a jedno drugom dajete hrabrost da srce pokažete bez straha.',
    virgo:
      'Smisao ove veze je u zajedničkom radu i brizi: u malim stvarima dobro urađenim, u uzajamnom usavršavanju i u tome da zajedno pomažete drugima.',
    libra:
      'Ova veza postoji radi ravnoteže i pravog partnerstva: da naučite da delite, pregovarate i zajedno stvarate lepotu i sklad.',
    scorpio:
      'Veza ide u dubinu: tu je da vas preobrazi kroz poverenje, intimnost i hrabrost da se suočite sa onim što je skriveno.',
    sagittarius:
      'Svrha ove veze je rast kroz istraživanje: daleki putevi, nova znanja i zajednička potraga za smislom drže je živom i otvorenom.',
    capricorn:
      'Ova veza je tu da gradi: zajedničke ciljeve, ugled i strukturu koja traje, uz odgovornost koju obe strane shvataju ozbiljno.',
    aquarius:
      'Srž ove veze su sloboda i pravo na različitost: prijateljstvo, zajednički ideali i prostor da svako od vas sačuva sebe.',
    pisces:
      'U srži ove veze su saosećanje i mašta: zajedno negujete nežnost, duhovnost i dar da se razumete i bez reči.',
  },
  compositeMoon: {
    fire: 'Vezu hrane uzbuđenje, spontanost i zajedničke avanture: kada nema novih izazova, osećanja brzo gube toplinu.',
    earth:
      'Vezu hrane postojanost, dodir i opipljiva briga: zajednički obroci, mirne rutine i dom u kome se zna šta može da se očekuje.',
    air: 'Vezu hrane razgovor, društvo i razmena ideja: osećanja rastu kada se izgovore i podele, a ćutanje ih brzo hladi.',
    water:
      'Vezu hrane bliskost i emotivna sigurnost: najbolje vam je kada osećanja imaju gde da se izliju, a tišina ne plaši.',
  },
  compositeVenus: {
    fire: 'Naklonost pokazujete smelo i toplo: iznenađenjima, glasnim pohvalama, zagrljajem pred svima i strašću koju ne krijete.',
    earth:
      'Ljubav pokazujete delima, a ne velikim rečima: pažljivo izabranim poklonom, popravljenom sitnicom ili pomoći koja olakša dan.',
    air: 'Naklonost pokazujete rečima: porukama, duhovitim dosetkama, zajedničkim izlascima i iskrenim zanimanjem za misli voljene osobe.',
    water:
      'Nežnost pokazujete tiho i duboko: brigom, saosećanjem i osećajem za ono što je potrebno i pre nego što se izgovori.',
  },

  guidance: {
    emotionalConnection: {
      easy: 'Bliskost vam ide lako, pa je negujte namerno: jednom nedeljno odvojite veče bez telefona samo za razgovor o tome kako ste.',
      mixed:
        'Bliskost postoji, ali je ne osećate uvek u isto vreme: uvedite kratko večernje pitanje „Kako si danas, zaista?“ i saslušajte odgovor bez ispravljanja.',
      tense:
        'Osećanja se lako mimoilaze, pa se dogovorite: kada se jedno od vas povuče, drugo pita šta bi sada pomoglo, a odgovor se poštuje bez rasprave.',
      quiet:
        'Ovaj deo veze se gradi, a ne dobija na poklon: svaki dan podelite jednu stvar koja vas je dirnula i jednu koja vas je umorila.',
    },
    communication: {
      easy: 'Razgovor vam ide od ruke, i to iskoristite za planove: jednom mesečno sednite i zajedno prođite kroz novac, obaveze i ono čemu se radujete.',
      mixed:
        'Nekad se savršeno razumete, a nekad nikako: pre važnog razgovora recite šta vam od njega treba – savet, odluka ili samo slušanje.',
      tense:
        'Dogovorite pravila razgovora: bez upadanja u reč, pauza od deset minuta kada ton poraste i ponavljanje onoga što je rečeno pre odgovora.',
      quiet:
        'Razgovor se ovde uči: odredite mu stalno vreme, na primer nedeljnu šetnju, i držite ga se kao važnog sastanka.',
    },
    attraction: {
      easy: 'Privlačnost je tu sama od sebe, ali joj treba prostor: planirajte izlaske kao na početku i bar jednom mesečno iznenadite jedno drugo.',
      mixed:
        'Iskra dolazi u talasima: kad splasne, promenite okruženje, jer je kratko putovanje ili nešto novo što radite zajedno često ponovo raspali.',
      tense:
        'Naboj među vama je jak: otvoreno razgovarajte o željama i granicama i nikada ne koristite bliskost kao nagradu ili kaznu.',
      quiet:
        'Privlačnost ovde raste iz zajedničkih doživljaja: planirajte avanture, ples, sport ili bilo šta novo što vas izvodi iz svakodnevice.',
    },
    commitment: {
      easy: 'Posvećenost vam nije teret, zato je učinite vidljivom: zapišite zajedničke ciljeve za godinu i prođite kroz njih na svaku godišnjicu.',
      mixed:
        'Oko obaveza niste uvek na istoj talasnoj dužini: jasno, na papiru, podelite zaduženja i dogovorite kada ćete ih zajedno preispitati.',
      tense:
        'Obaveze lako postanu teret ili povod za prebacivanje: razgovarajte o očekivanjima pre svakog velikog koraka i dajte svakoj odluci dovoljno vremena.',
      quiet:
        'Trajnost se ovde gradi odlukama više nego osećajem: preuzmite male zajedničke obaveze, poput plana za sledeći mesec, i ispunjavajte ih redom.',
    },
  },
  outlook: {
    exceptional:
      'Na duže staze ova veza obećava mnogo: ako je negujete, može da postane oslonac koji se godinama produbljuje.',
    strong:
      'Dugoročni izgledi su dobri: temelj je čvrst, a i ono što danas žulja s vremenom može da postane zajednička snaga.',
    good: 'Trajnost je ovde sasvim moguća: ono što je teško nije nepremostivo, a uz strpljenje može da postane deo vaše snage.',
    mixed: 'Dugoročno, ova veza traži svestan trud, pa mnogo zavisi od toga kako zajedno nosite ono što vas razlikuje.',
    hard: 'Na duže staze trajnost ovde verovatno zavisi od velike posvećenosti i strpljenja sa obe strane; ono što se ovako gradi, gradi se sporo, ali svesno.',
  },
  advice: {
    emotionalConnection: {
      easy: 'Ono što dolazi bez napora lako se podrazumeva: ne preskačite male rituale pažnje ni u godinama kada je sve mirno.',
      tense:
        'Kroz godine učite emotivni jezik jedno drugog: pitajte umesto da pretpostavljate i o povredi razgovarajte tek kada se strasti smire.',
    },
    communication: {
      easy: 'Lako ćaskanje ne zamenjuje teške razgovore: ne dozvolite da šale godinama prekrivaju ono što treba reći.',
      tense:
        'Na duže staze čuva vas navika da teške teme otvarate u mirnom trenutku, a ne usred svađe, i da se onome što je ostalo nerešeno vratite u dogovoreno vreme.',
    },
    attraction: {
      easy: 'Strast koja je planula bez napora godinama traži i malo truda: novo mesto, nova veština ili nova igra drže je budnom.',
      tense:
        'Kroz godine strast uz trenje traži poštovanje: ne dozvolite da ljubomora, prebacivanje ili borba za moć vode igru, ni onda kada je privlačnost najjača.',
    },
    commitment: {
      easy: 'Pouzdanost se lako uzme zdravo za gotovo: s vremena na vreme recite jedno drugom naglas koliko vam znači što možete da računate jedno na drugo.',
      tense:
        'Kroz godine delite obaveze pošteno i naglas zahvalite jedno drugom na onome što svako nosi. Podeljen teret je upola lakši.',
    },
  },
  signsOnly:
    'Ovo tumačenje počiva samo na znakovima: za tačne stepene, orbise, kuće i kompozitnu kartu potrebna su oba datuma rođenja.',
  noTime: (name) => `${name} nema upisano vreme rođenja, pa ta karta u tumačenju ostaje bez kuća i bez Ascendenta.`,
  labels: {
    crossAspect: ({ a, pa, b, pb, type, orb }) =>
      `${point(pa)} (${a}) ${ASPECT[type].nom} ${point(pb)} (${b}), orbis ${orb}`,
    signRelation: ({ a, pa, b, pb, signA, signB, relation }) =>
      `${point(pa)} (${a}) u ${signLoc(signA)}, ${point(pb)} (${b}) u ${signLoc(signB)} – ${relationLabel(relation)}`,
    overlay: ({ owner, point: p, host, house }) => `${point(p)} (${owner}) u ${g.ordinal(house)} kući (${host})`,
    composite: ({ point: p, sign, degree }) => `${COMPOSITE[p]} na ${degree} ${g.sign(sign, 'gen')}`,
  },
  compositeWord: /kompozit/iu,
};
