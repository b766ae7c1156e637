/**
 * The Serbian (Latin script, ekavian) words of advanced synastry (decision 039; the contract and
 * its rules are in ./contract.ts; the terms are docs/i18n/glossary-sr.md's).
 *
 * The names the reader typed are never declined: every frame makes the name the subject of its
 * clause, in the nominative ("Alex ima Veneru u trigonu sa Marsom koji ima Sam", "Sam u svoju
 * sedmu kuću prima Veneru koju ima Alex"), so any name and the default "Osoba 1" read alike; the
 * labels put the name in parentheses after its point ("Venera (Alex)"). The planets take the
 * grammar's cases, the Ascendant and Midheaven the coach's (core/coach/texts/sr/words.ts).
 *
 * The meanings speak to the two people in the 2nd person plural and in the present tense, and
 * of each of them as "jedno od vas … drugo" (the neuter Serbian uses when it does not know the
 * gender), so no sentence assumes anyone's gender; they name no planet, sign, house or aspect.
 */
import type { AspectType } from '../../astro/aspects';
import { ASPECT, by, point } from '../../coach/texts/sr/words';
import { GRAMMAR_SR as g } from '../../i18n/grammar/sr';
import type { SignId } from '../../zodiac';
import type { CompositePoint, SynastryPoint } from '../contacts';
import type { SignRelation, SynastryTexts } from './contract';

/** The relative pronoun in the accusative that stands for a point: (Mars) koji, (Venera) koju, (Sunce) koje ima Sam. */
const which = (p: SynastryPoint) => by(p, 'koji', 'koju', 'koje');

/** "Alex ima Veneru": the owner is the subject, so the name stays as it was typed. */
const has = (name: string, p: SynastryPoint) => `${name} ima ${point(p, 'acc')}`;

/** The composite point as a sentence opens with it, its adjective agreeing with it. */
const COMPOSITE: Readonly<Record<CompositePoint, string>> = {
  sun: 'Kompozitno Sunce',
  moon: 'Kompozitni Mesec',
  venus: 'Kompozitna Venera',
};
/** "između vaša dva Sunca": the two natal points whose midpoint the composite point is. */
const BOTH: Readonly<Record<CompositePoint, string>> = {
  sun: `vaša dva ${g.planet('sun', 'gen')}`,
  moon: `vaša dva ${g.planet('moon', 'gen')}`,
  venus: `vaše dve ${g.planet('venus', 'gen')}`,
};

/** What a label says of two signs' relation: "znakovi u trigonu", "isti znak", "bez aspekta". */
const relationLabel = (relation: SignRelation) =>
  relation === 'none' ? 'bez aspekta' : relation === 'conjunction' ? 'isti znak' : `znakovi u ${ASPECT[relation].loc}`;

/** "u trigonu", "u opoziciji": the aspect in the locative the glossary's pattern takes (u trigonu sa …). */
const inAspect = (type: AspectType) => `u ${ASPECT[type].loc}`;

const signLoc = (sign: SignId) => g.sign(sign, 'loc');

/**
 * Whether an orb ('1°12′') ends in an odd digit: the cross-aspect frame then takes its second
 * shape, so that a reading's dozen contact lines do not all open alike, and a contact always
 * reads the same.
 */
const oddOrb = (orb: string) => Number(/(\d)\D*$/.exec(orb)?.[1] ?? 0) % 2 === 1;

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
      'Lakoća i trenje ovde su u gotovo jednakoj meri: ima prave bliskosti, ali i razlika koje se ne izglađuju same od sebe.',
    hard: 'Između ove dve karte ima dosta trenja, pa veza može da bude zahtevna, ali i bogata lekcijama za obe strane.',
  },

  crossAspect: ({ a, pa, b, pb, type, orb }) =>
    oddOrb(orb)
      ? `${point(pa)} ${which(pa)} ima ${a} i ${point(pb)} ${which(pb)} ima ${b} grade ${ASPECT[type].acc}, uz orbis od ${orb}.`
      : `${has(a, pa)} ${inAspect(type)} sa ${point(pb, 'ins')} ${which(pb)} ima ${b}, na ${orb} od tačnog aspekta.`,

  signRelation: ({ a, pa, b, pb, signA, signB, relation }) => {
    const both = `${has(a, pa)} u ${signLoc(signA)}, a ${b} ${point(pb, 'acc')}`;
    if (relation === 'conjunction') return `${both} takođe u ${signLoc(signB)}.`;
    if (relation === 'none') return `${both} u ${signLoc(signB)}, pa ta dva znaka ne grade nijedan klasičan aspekt.`;
    return `${both} u ${signLoc(signB)}, pa su ta dva znaka ${inAspect(relation)}.`;
  },

  contact: {
    'sun-sun': {
      blend:
        'Isti vam je životni ritam: bez muke prepoznajete ciljeve jedno drugog, a zajedničke planove pravite gotovo bez dogovaranja. Pazite samo da u toj sličnosti svako sačuva nešto svoje.',
      easy: 'Vaše prirode se podržavaju bez napora: uspeh jedne strane raduje i drugu, a svako od vas uz drugoga može da bude ono što jeste, bez doterivanja.',
      tense:
        'Dve jake volje ovde vuku na različite strane, pa se često nadmećete oko toga čiji pravac važi. Kada trenje pretvorite u poštovanje razlika, svakome postaje jasnije šta zaista želi.',
    },
    'sun-moon': {
      blend:
        'Ono što jedno od vas jeste i ono što drugom treba ovde se stapaju: volja i osećanja nalaze zajednički dom. Često je to veza u kojoj je lako osetiti da vas neko zaista vidi.',
      easy: 'Ono za čim jedno od vas ide, drugo oseća kao svoje, pa se svakodnevica odvija bez mnogo objašnjavanja. Taj sklad volje i osećanja često je tihi oslonac dugih veza.',
      tense:
        'Ono što jedno od vas želi ne poklapa se uvek sa onim što drugom treba, pa nečija osećanja ponekad ostanu u senci. Razgovor o potrebama pre nego što se nagomilaju pretvara to trenje u razumevanje.',
    },
    'sun-mercury': {
      blend:
        'Reči jednog od vas pogađaju baš ono što je drugom najvažnije, pa razgovori imaju smisao i pravac. Često jedno drugom završavate rečenice i planove smišljate u hodu.',
      easy: 'Razgovarate lako i rado: jedno od vas pomaže drugom da ono što oseća kao svoj put pretoči u jasne reči i planove. Dobar ste tim za dogovore, učenje i zajedničke projekte.',
      tense:
        'Mišljenje jednog od vas ume da zazvuči kao kritika onoga do čega je drugom stalo, pa rasprava postane pitanje ponosa. Kada prvo saslušate, a tek onda odgovorite, razlike postaju korisne.',
    },
    'sun-venus': {
      blend:
        'Naklonost se između vas rađa lako: jedno od vas u drugom budi nežnost, a drugo u toj toplini cveta. Često je to osnova tihe privlačnosti koja dugo traje.',
      easy: 'Divite se jedno drugom bez muke, a pažnja, pokloni i lepe reči dolaze sami od sebe. Ova veza ume da bude prijatna i pred drugima i kod kuće.',
      tense:
        'Privlačnost postoji, ali se ukusi i načini pokazivanja nežnosti ponekad razilaze, pa pažnja jednog od vas ne stigne uvek do drugog. Izgovorena zahvalnost ovde vredi više od velikih gestova.',
    },
    'sun-mars': {
      blend:
        'Energija se između vas pali brzo: jedno od vas daje pravac, drugo snagu da se krene, pa zajedno možete mnogo da pokrenete. Ista iskra lako preraste i u svađu, zato joj dajte cilj.',
      easy: 'Podstičete jedno drugo na akciju: planovi jednog od vas dobijaju zamah uz hrabrost drugog. Sport, putovanja ili zajednički posao su teren na kome ova veza najviše dolazi do izražaja.',
      tense:
        'Volje se sudaraju, pa iskre lete i u strasti i u svađi. Ta energija postaje pogonska snaga kada je usmerite ka zajedničkom cilju, a ne jedno protiv drugog.',
    },
    'sun-ascendant': {
      blend:
        'Od prvog susreta postoji osećaj prepoznavanja: ono što jedno od vas nosi u sebi, drugo pokazuje svetu. Pred drugima delujete kao usklađena celina.',
      easy: 'Prvi utisak između vas obično je topao i takav ostaje. Uz podršku jednog od vas drugo sigurnije nastupa pred svetom i lakše ulazi u nove situacije.',
      tense:
        'Sjaj jednog od vas ponekad zaseni način na koji se drugo predstavlja, pa se otvara pitanje ko vodi i čiji stil preovlađuje. Kada svako dobije svoj trenutak da zablista, napetost prelazi u privlačnost.',
    },
    'moon-moon': {
      blend:
        'Osećanja vam kucaju u istom ritmu, pa često i bez reči znate šta drugom treba za mir. Ta bliskost greje, ali ume i da udvostruči loše raspoloženje kada naiđe.',
      easy: 'Emotivno se razumete bez mnogo objašnjavanja: navike, hrana, ritam dana i način na koji se tešite prirodno se slažu. Na tome se lako gradi dom u kome je obema stranama dobro.',
      tense:
        'Potrebe za bliskošću se razlikuju, pa ono što jedno od vas teši drugo ponekad doživi kao pritisak ili hladnoću. Pomaže da naučite kako izgleda uteha za svakoga od vas.',
    },
    'moon-mercury': {
      blend:
        'Osećanja jednog od vas kod drugog nalaze prave reči, pa se razgovori brzo spuštaju do onoga što je stvarno važno. Umete da se slušate, a to je pravo bogatstvo.',
      easy: 'Razgovor vas smiruje: jedno od vas ume da imenuje ono što drugo tek oseća, a drugo tim rečima daje toplinu. Duge šetnje i razgovori uz čaj prirodno prerastaju u bliskost.',
      tense:
        'Dok jedno od vas želi da razume kroz reči, drugo najpre treba da oseti, pa razgovor ponekad zaboli tamo gde je bilo dovoljno saslušati. Pitajte šta je drugom potrebno: savet ili samo pažnja.',
    },
    'moon-venus': {
      blend:
        'Nežnost dolazi sama: jedno od vas pruža toplinu baš onako kako drugo najviše voli da je prima. Zajedno umete da stvorite dom, rituale i atmosferu u kojoj je prijatno biti.',
      easy: 'Brinete jedno o drugom s lakoćom i ukusom, pa male pažnje, zajednički obroci i mirne večeri grade duboku privrženost. Ovo je jedan od najmekših tonova vaše veze.',
      tense:
        'Sigurnost je potrebna jednom od vas, a lepota i uživanje drugom, pa se izrazi ljubavi mimoilaze i ostavljaju osećaj uskraćenosti. Kada svako kaže kako najradije prima nežnost, lako se nađete na pola puta.',
    },
    'moon-mars': {
      blend:
        'Strast i osećanja se stapaju, pa je između vas toplo, živo i ponekad burno. Lako jedno drugo pokrenete, ali i dirnete u živo, zato uz žar neka uvek ide i nežnost.',
      easy: 'Odlučnost jednog od vas i sigurna luka drugog brzo vas vode od osećanja do dela. Zaštitnički nagon je kod vas živ i topao, a ne guši.',
      tense:
        'Lako se dotakne živac: nestrpljenje jednog od vas udara u osetljivost drugog, pa se sitnice rasplamsaju. Kada prvo pustite da se uzbuđenje slegne, pa tek onda razgovarate, ta energija postaje strast.',
    },
    'moon-ascendant': {
      blend:
        'Od početka se jedno od vas uz drugo oseća kao kod kuće, kao da se poznajete odavno. Ta bliskost je instinktivna i često je prvo što drugi primete kod vas.',
      easy: 'Raspoloženja jednog od vas drugo čita bez muke i ume da ih smiri samim prisustvom. Uz takvu podršku lakše je pokazati i ranjivu stranu.',
      tense:
        'Način na koji se jedno od vas pokazuje svetu ponekad uznemiri osećanja drugog, pa se često pogrešno protumače nečije ćutanje ili hladan ton. Pitanje pre zaključka ovde mnogo znači.',
    },
    'mercury-mercury': {
      blend:
        'Mislite slično i govorite istim jezikom, pa se razumete u pola reči, a šale su vam zajedničke. Pazite samo da dogovori ne ostanu samo na rečima.',
      easy: 'Ideje se između vas razmenjuju brzo i rado: jedno od vas dopunjuje misao drugog, a zajedničko planiranje ide bez zastoja. To je dobar temelj za putovanja, učenje i svakodnevne dogovore.',
      tense:
        'Mislite različitim tempom i logikom, pa rasprava ume da postane nadmudrivanje umesto razgovora. Kada ponovite šta ste čuli pre nego što odgovorite, razlike vas obogaćuju umesto da vas razdvajaju.',
    },
    'mercury-venus': {
      blend:
        'Reči su između vas nežne: jedno od vas ume da kaže baš ono što drugo voli da čuje, i da to zvuči iskreno. Poruke, komplimenti i zajednički humor grade toplu bliskost.',
      easy: 'Razgovor vam je uživanje: umete da se ubedite, nasmejete i pomirite lepom rečju. Zahvaljujući taktu i dobrom ukusu, i nesuglasice se izgovore bez gorčine.',
      tense:
        'Direktnost jednog od vas ponekad udari u potrebu drugog za taktom i toplinom, pa reč zaboli iako namera nije bila loša. Blag ton vam vredi koliko i sadržaj.',
    },
    'mercury-mars': {
      blend:
        'Razgovori su živi, brzi i puni energije: jedno od vas pokrene ideju, drugo je odmah pretvori u plan. Ista oštrina ume da pređe u svađu, pa pazite na ton.',
      easy: 'Odlučujete brzo i delujete složno: misao jednog od vas dobija snagu kroz akciju drugog. Rasprave su kod vas zdrava igra koja bistri, a ne ranjava.',
      tense:
        'Reči lako postanu oružje: jedno od vas kaže nešto oštro, drugo uzvrati još oštrije, i mala prepirka preraste u sukob. Pravilo da se pre odgovora napravi pauza od nekoliko minuta čuva mnogo toga.',
    },
    'mercury-ascendant': {
      blend:
        'Lako čitate jedno drugo, a jedno od vas ume tačno da opiše kakav utisak drugo ostavlja na svet. Razgovori su laki od prvog dana, a radoznalost jednog za drugo retko se gasi.',
      easy: 'Prave reči za ono što drugo pokazuje svetu jedno od vas nalazi bez muke, pa je saradnja u dogovorima, putovanjima i zajedničkim poslovima prirodna i vedra.',
      tense:
        'Primedbe jednog od vas ponekad pogode baš način na koji se drugo predstavlja, pa se kritika čuje tamo gde je bila samo radoznalost. Blaga reč i pitanje umesto ocene skidaju tu oštricu.',
    },
    'venus-venus': {
      blend:
        'Volite iste stvari i na sličan način: ukus, zadovoljstva i ritam nežnosti se poklapaju. Zajednički stil života nastaje lako, ali pazite da udobnost ne zameni rast.',
      easy: 'Vaši ukusi se lepo dopunjuju, pa izlasci, muzika, umetnost ili uređivanje doma donose radost objema stranama. Naklonost se pokazuje lako i prirodno.',
      tense:
        'Ono što jedno od vas smatra lepim ili romantičnim drugom ponekad deluje strano, pa se želje za uživanjem razilaze. Smenjujte se u izboru izlazaka i poklona, i toplina ostaje.',
    },
    'venus-mars': {
      blend:
        'Hemija je snažna i neposredna: nežnost jednog od vas i žar drugog stapaju se u jednu iskru. Teško ju je sakriti i od sebe i od drugih.',
      easy: 'Nežnost i strast se lepo smenjuju: jedno od vas zna da osvaja, drugo da primi i uzvrati. Privlačnost je prirodna i obično dugo traje ako je negujete.',
      tense:
        'Privlačnost je jaka, ali sa trenjem: ono što jedno od vas želi, drugo ponekad doživi kao pritisak ili hladnoću. Upravo ta napetost često drži iskru živom, kada je prate poštovanje i jasni dogovori.',
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
        'Pokreće vas isti motor: ista energija i isti nagon da se deluje odmah. Zajedno možete mnogo da uradite, ali se u sukobu niko ne povlači prvi.',
      easy: 'Tempo vam se slaže: umete zajedno da radite, trenirate ili rešavate probleme bez mnogo trenja. Zdrav duh nadmetanja vas podstiče, a ne razdvaja.',
      tense:
        'Dve volje udaraju jedna u drugu, pa je sukob brz i žestok, a popuštanje teško. Fizička aktivnost, jasna podela zaduženja i pravila fer svađe pretvaraju tu silu u snagu.',
    },
    'mars-ascendant': {
      blend:
        'Već pri prvom susretu jedno od vas drugo budi, podstiče i izaziva, pa je privlačnost fizička i odlučna. Ta energija ume da bude i nametljiva, zato pazite na granice.',
      easy: 'Hrabrost jednog od vas daje drugom polet da se pokaže i krene napred. Zajedno delujete odlučno i energično, posebno kada imate zajednički cilj.',
      tense:
        'Energiju jednog od vas drugo ume da doživi kao napad ili nametanje, pa i sitnice postaju nadmetanje. Jasan lični prostor i zajednička fizička aktivnost korisno troše tu napetost.',
    },
    'ascendant-ascendant': {
      blend:
        'Svetu se pokazujete na sličan način, pa od prvog susreta osećate srodnost. Lako nastupate zajedno, mada isti refleksi ponekad zaklone razlike među vama.',
      easy: 'Vaši stilovi se lako uklapaju: način na koji svako od vas ulazi u nove situacije prija drugome. Delujete skladno i opušteno, i pred drugima i kad ste nasamo.',
      tense:
        'U svet ulazite na različite, gotovo suprotne načine, pa prvi utisci jednog o drugom umeju da prevare. Kada upoznate šta stoji iza tog nastupa, razlika počinje da privlači.',
    },
    'jupiter-sun': {
      blend:
        'Velikodušnost i vera rastu zajedno: jedno od vas u drugom vidi više nego što drugo vidi u sebi, pa ta podrška deluje kao vetar u leđa.',
      easy: 'Uz ovu vezu dolaze optimizam i rast: učite jedno od drugog, smejete se i podstičete na smelije planove. Radost se kod vas umnožava kada je delite.',
      tense:
        'Podrška je iskrena, ali ume da preraste u preterivanje: previše obećanja, saveta ili očekivanja od onoga što drugo može da bude. Mera i zahvalnost za ono što već jeste vraćaju ravnotežu.',
    },
    'jupiter-moon': {
      blend:
        'Široko, toplo okrilje koje jedno od vas pruža drugom daje osećanjima prostor da se opuste i rastu. Lako nastaje osećaj da vas zajednički život obilno hrani.',
      easy: 'Dobro raspoloženje se brzo širi: jedno od vas drugom vraća veru, a drugo uzvraća toplinom i brigom. Zajednički dom, gosti i proslave prirodno donose radost.',
      tense:
        'Jedno od vas daje mnogo, ponekad više nego što drugom treba, pa velikodušnost deluje kao gušenje ili preterana briga. Pitajte pre nego što pružite, pa će i briga biti po meri.',
    },
    'jupiter-mercury': {
      blend:
        'Razgovori vas šire: ideje jednog od vas dobijaju smisao i zamah kroz veru i znanje drugog. Zajedničko učenje, putovanja i planovi su vam prava radost.',
      easy: 'Nove vidike jedno od vas otvara drugom, a drugo ume da ih pretoči u jasne reči i planove. Učenje, putovanja i dugi razgovori o smislu vam posebno prijaju.',
      tense:
        'Velike ideje i sitni detalji se ne slažu uvek: jedno od vas gleda širinu, drugo sitna slova, pa se lako razmimoiđete oko toga šta je suština. Zapišite zajedno šta je obećano.',
    },
    'jupiter-venus': {
      blend:
        'Naklonost je izdašna: pažnja, pokloni i tople reči stižu u izobilju, a veza ima ukus praznika. Neka samo uživanje ne postane vaš jedini zajednički jezik.',
      easy: 'Ovo je jedan od najblagonaklonijih tonova: radujete se jedno drugom, nežnost delite širokom rukom i rado zajedno uživate u lepim stvarima.',
      tense:
        'Dobra volja je velika, ali i sklonost preterivanju: u trošenju, uživanju ili očekivanju da ljubav sama sve reši. Zajednički budžet i jasno izgovorene želje čuvaju tu toplinu.',
    },
    'jupiter-mars': {
      blend:
        'Zajedno imate mnogo hrabrosti i poleta: jedno od vas daje viziju, drugo snagu, pa planovi brzo rastu. Ta smelost ume i da precenjuje, zato povremeno proverite granice.',
      easy: 'Optimizam i akcija idu ruku pod ruku: sport, putovanja i zajednički poduhvati dobijaju zamah, a uspeh jednog od vas obično pokreće i drugog.',
      tense:
        'Entuzijazam lako pređe meru: jedno od vas gura napred, drugo obećava više nego što može, pa nastaju rizici i razočaranja. Postavite zajedno realan cilj i korake do njega.',
    },
    'jupiter-ascendant': {
      blend:
        'Samo prisustvo jednog od vas drugom uliva samopouzdanje i optimizam. Uz tu podršku lakše je verovati u sebe i upustiti se u nove stvari.',
      easy: 'Uz jedno od vas drugom stižu vedrina i dobre prilike, pa se oko vas brzo stvaraju prijateljstva i pozivi. Zajedno delujete otvoreno i gostoljubivo.',
      tense:
        'Dobronamerni saveti jednog od vas drugom ponekad zvuče pokroviteljski, pa se javi otpor. Pitajte da li je podrška poželjna pre nego što je ponudite.',
    },
    'saturn-sun': {
      blend:
        'Ova veza ima težinu i ozbiljnost: jedno od vas drugom daje strukturu i oslonac, ali ume i da ga sputa strogošću. Kada tu ozbiljnost prate strpljenje i poštovanje, veza može da izdrži godine.',
      easy: 'Korak po korak, strpljivo i odgovorno, jedno od vas pomaže drugom da ostvaruje ciljeve. To je tiha snaga trajnih veza: osećaj da možete da se oslonite jedno na drugo.',
      tense:
        'Jedno od vas lako postane kočnica ili strogi sudija drugom, pa se javljaju osećaj sputanosti i sumnja u sebe. Uz strpljenje ta težina gradi zrelost i posvećenost koja traje.',
    },
    'saturn-moon': {
      blend:
        'Sigurnost i stalnost koje jedno od vas pruža drugom ponekad deluju hladno baš tamo gde se traži nežnost. Kada se briga pokazuje i rečima, veza postaje čvrst i pouzdan dom.',
      easy: 'Osećanja se grade polako i pouzdano: jedno od vas drugom daje stabilnost, a drugo uzvraća vernošću. Ovakva veza s godinama često postaje sve čvršća.',
      tense:
        'Baš kada drugom treba toplina, jedno od vas ponekad deluje uzdržano ili zahtevno, pa se osećanja povuku. Izgovorena nežnost i strpljenje kroz godine pretvaraju tu težinu u duboku odanost.',
    },
    'saturn-mercury': {
      blend:
        'Razgovori su ozbiljni i promišljeni: jedno od vas pomaže drugom da sabere misli, isplanira i završi započeto. Ponekad reči zvuče strogo, pa blag ton mnogo pomaže.',
      easy: 'Dogovori se kod vas poštuju: jedno od vas unosi red i strpljenje u misli drugog, pa zajedno dobro planirate i rešavate praktične stvari.',
      tense:
        'Kada jedno od vas ispravlja, dovodi u sumnju ili ućutkuje drugo, razgovori postaju opterećeni i oprezni. Dajte rečima drugog vremena i prostora, i kritika može da preraste u podršku.',
    },
    'saturn-venus': {
      blend:
        'Ljubav se ovde shvata ozbiljno: naklonost dolazi uz obavezu, vernost i želju da se gradi nešto trajno. Ponekad nedostaje lakoće, pa vredi namerno planirati i male radosti.',
      easy: 'Naklonost se dokazuje delima i vremenom: jedno od vas drugom daje stabilnost, a drugo toplinu koja tu stabilnost oživljava. Ovakve veze s godinama obično postaju sve dublje.',
      tense:
        'Nežnost jednog od vas ponekad naiđe na uzdržanost ili kritiku drugog, pa se javi osećaj da ljubav treba zaslužiti. Strpljenje i jasno izgovorena zahvalnost pretvaraju tu proveru u postojanu privrženost.',
    },
    'saturn-mars': {
      blend:
        'Energija jednog od vas nailazi na oprez i kontrolu drugog, pa se snaga ili usmerava ili koči. Kada se dogovorite ko u čemu vodi, postajete izdržljiv i vrlo delotvoran tim.',
      easy: 'Polet i disciplina rade zajedno: jedno od vas daje snagu, drugo strpljenje i plan, pa dugi projekti imaju pravu šansu da budu završeni.',
      tense:
        'Gas i kočnica se sudaraju: jedno od vas želi odmah, drugo koči, pa rastu frustracija i sukobi. Jasna podela odgovornosti i rokova pretvara to trenje u istrajnost.',
    },
    'saturn-ascendant': {
      blend:
        'Jedno od vas u drugom vidi oslonac i ozbiljnost, ponekad i autoritet. Ta veza daje osećaj stalnosti, ali ume i da sputa spontanost, pa joj povremeno treba malo igre.',
      easy: 'Zrelost i odgovornost koje jedno od vas unosi pomažu drugom da se sigurnije pokaže svetu, pa raste poverenje u sopstvene korake. Dobra je to osnova za dugoročne planove.',
      tense:
        'Pogled jednog od vas ponekad deluje kao stroga ocena načina na koji se drugo ponaša i predstavlja. Kada kritika postane podrška, iz te napetosti raste samopouzdanje.',
    },
    'uranus-sun': {
      blend:
        'Buđenje, iznenađenje i oslobađanje: to jedno od vas donosi drugom, pa uz ovu vezu otkrivate nove strane sebe. Iskra je jaka, ali joj za trajanje trebaju prostor i sloboda.',
      easy: 'Veza vam donosi svež vazduh: podstičete jedno drugo na originalnost, promene i hrabre izbore. Sloboda ovde ne ugrožava bliskost, već je hrani.',
      tense:
        'Uzbuđenja je mnogo, ali i nepredvidljivosti: jedno od vas traži stabilnost, drugo slobodu, pa se odnos menja iz dana u dan. Dogovoren prostor za samostalnost čuva vezu.',
    },
    'uranus-moon': {
      blend:
        'Osećanja se uz ovu vezu uzburkaju na nov i uzbudljiv, ali nepredvidiv način. Dok jedno od vas donosi promenu, drugo traži sigurnost usred tog vetra.',
      easy: 'Stare emotivne navike lakše se otpuštaju: jedno od vas pomaže drugom da se opusti na nov način. Bliskost ostavlja dovoljno vazduha, pa je obema stranama lakše.',
      tense:
        'Potreba jednog od vas za slobodom ume da uznemiri potrebu drugog za sigurnošću, pa se smenjuju bliskost i udaljavanje. Dogovoreni rituali i najavljene promene mnogo smiruju.',
    },
    'uranus-venus': {
      blend:
        'Između vas preskače iznenadna, naelektrisana iskra: ljubav dolazi kao otkriće i ne pristaje na šablone. Takva privlačnost živi od slobode, a gasi se pod pritiskom.',
      easy: 'Volite se na neobičan, slobodan način: zajedno rado isprobavate novo, a nežnost ne traži stroga pravila. Upravo ta lakoća čuva privlačnost živom.',
      tense:
        'Nestalnost prati jaku privlačnost: jedno od vas želi bliskost, drugo slobodu, pa se smenjuju vrhunci i zahlađenja. Iskren razgovor o tome šta ko očekuje sprečava nagle lomove.',
    },
    'neptune-sun': {
      blend:
        'Kroz nežnu izmaglicu divljenja jedno od vas drugo vidi kao ostvaren san. Ta čarolija je stvarna, ali ponekad zakloni osobu kakva zaista jeste, pa vredi gledati i bistrim očima.',
      easy: 'Između vas ima mnogo nadahnuća i saosećanja: jedno od vas u drugom budi maštu, a drugo uzvraća razumevanjem. Muzika, umetnost ili razgovori o smislu prirodno vas spajaju.',
      tense:
        'Idealizacija i razočaranje idu ruku pod ruku: jedno od vas u drugom vidi ono što želi da vidi, pa se gomilaju neizgovorena očekivanja. Jasni dogovori i iskrenost razvejavaju maglu.',
    },
    'neptune-moon': {
      blend:
        'Osećanja se prelivaju bez granica: jedno od vas oseti raspoloženje drugog i pre nego što se izgovori. Pazite da se u toj nežnoj bliskosti ne izgube granice.',
      easy: 'Saosećanje je duboko i tiho: jedno od vas drugom pruža utehu i razumevanje bez mnogo reči. Zajednički mir, muzika ili boravak u prirodi hrane ovu vezu.',
      tense:
        'Osećanja lako skliznu u zbrku: jedno od vas nagađa šta drugo oseća ili se tiho žrtvuje, pa se nakupljaju neizgovorene povrede. Jasna reč je ovde najveća nežnost.',
    },
    'neptune-venus': {
      blend:
        'Ljubav ima romantičan, gotovo bajkovit sjaj: nežnost, mašta i predanost stapaju se u jedno. Taj san je lep, a postaje trajan kada ga spustite na zemlju.',
      easy: 'Nežnost je duboka i nesebična: delite maštu, smisao za lepotu i sklonost romantičnim gestovima. U ovoj vezi ljubav postaje umetnost svakodnevice.',
      tense:
        'Romantična očekivanja umeju da prerastu u iluzije, pa stvarnost ponekad razočara ono što je jedno od vas zamišljalo. Volite stvarnu osobu, a ne sliku, i iskreno razgovarajte o novcu i vernosti.',
    },
    'pluto-sun': {
      blend:
        'Ova veza je snažna i preobražavajuća: jedno od vas duboko utiče na drugo i menja ga iz korena. Ta moć može da oslobodi ili da guši, zavisno od toga da li je delite.',
      easy: 'Uz jedno od vas drugo otkriva skrivenu snagu i menja se bez pritiska. Zajedno umete da prođete kroz krize i da iz njih izađete sa više snage.',
      tense:
        'Borba za moć brzo izbija na površinu: jedno od vas pokušava da kontroliše, drugo da se odbrani. Iskrenost o strahovima i ravnopravnost u odlukama pretvaraju taj intenzitet u duboku promenu.',
    },
    'pluto-moon': {
      blend:
        'Osećanja idu do dna: bliskost je snažna i upijajuća, i ništa ne ostaje na površini. Pazite da ta dubina ne skrene u ljubomoru ili potrebu za kontrolom.',
      easy: 'Stare rane ovde mogu da zacele: jedno od vas pomaže drugom da se suoči sa njima i izađe iz njih snažnije. Poverenje se gradi polako, ali kada se izgradi, seže veoma duboko.',
      tense:
        'Osećanja su burna i sve obuzimaju: jedno od vas ume da dira u najosetljivije tačke drugog, pa se javljaju ljubomora i strah od gubitka. Poverenje i prostor za samostalnost su lek.',
    },
    'pluto-venus': {
      blend:
        'Ljubav je ovde magnetska i potpuna: strastvena, duboka, takva da vas menja iz temelja. Kada je nosi poverenje, a ne posesivnost, postaje nešto retko.',
      easy: 'Strast i odanost se s vremenom produbljuju: ljubav vas menja na bolje i vodi do dubine do koje retko ko stigne.',
      tense:
        'Privlačnost je gotovo opsesivna, a sa njom dolaze ljubomora, posesivnost ili igre moći. Iskrenost i sloboda za obe strane razlikuju duboku vezu od zamke.',
    },
    'pluto-mars': {
      blend:
        'Energija između vas je ogromna i sirova: zajedno možete da pomerate planine, ali i da se sudarite punom snagom. Toj strasti i volji treba zajednički, jasan cilj.',
      easy: 'Hrabrost i izdržljivost rastu kada ste zajedno, pa podnosite izazove koji bi mnoge slomili. Ovo je snažan savez za velike poduhvate.',
      tense:
        'Sukobi lako postanu borba volja bez kompromisa, uz mnogo strasti i ljutnje. Pravila fer svađe, fizička aktivnost i zajednički izazov umesto međusobnog usmeravaju tu silu ka dobru.',
    },
  },

  noAspect: ({ a, pa, b, pb }) =>
    `${point(pa)} ${which(pa)} ima ${a} i ${point(pb)} ${which(pb)} ima ${b} ne grade nijedan aspekt u okviru orbisa.`,

  unaspected:
    'Tamo gde nema direktne veze ništa nije zadato unapred: taj deo odnosa gradite sami, kroz pažnju i navike koje zajedno izaberete.',

  overlay: ({ owner, point: p, host, house }) =>
    `${host} u svoju ${g.ordinal(house, 'acc')} kuću prima ${point(p, 'acc')} ${which(p)} ima ${owner}.`,

  overlayMeaning: {
    1: 'Uticaj jednog od vas pada pravo na ličnost drugog: na izgled, nastup i samopouzdanje. Uz ovu vezu menja se način na koji se drugo pokazuje svetu.',
    2: 'Novac, imovina i osećaj lične vrednosti dolaze u fokus, pa odnos prema trošenju i sigurnosti postaje važna zajednička tema.',
    3: 'Susret se ovde odvija kroz razgovore, poruke i svakodnevne obaveze: kratke vožnje, dogovori i razmena ideja postaju mesto gde se veza najviše oseća.',
    4: 'Dom i porodica dolaze u središte: uz ovu vezu osećaj ukorenjenosti, zajednički prostor i poreklo postaju sve važniji.',
    5: 'Ovde se budi radost: flert, igra, stvaralaštvo i zabava postaju prirodan jezik veze, a zajednička zadovoljstva pale iskru.',
    6: 'Uticaj se oseća u svakodnevici: u navikama, poslu, zdravlju i brizi jednog o drugom. Veza se gradi kroz male, ponovljene stvari koje olakšavaju dan.',
    7: 'Uticaj ulazi u samo srce partnerstva i obaveza: veza brzo počinje da se doživljava kao ozbiljan savez, u kome se uči ravnoteža davanja i primanja.',
    8: 'Ovde se uticaj spušta u dubinu: u intimnost, poverenje, zajednički novac i ono što se ne deli olako. Takva bliskost ume da preobražava, ali traži potpunu iskrenost.',
    9: 'Vidici se šire: putovanja, učenje, vera i pogled na svet postaju mesto susreta, a jedno od vas drugom otvara vrata ka širem svetu.',
    10: 'Posao i ugled dobijaju novu težinu: veza utiče na ciljeve, javnu sliku i ambicije, pa podrška u karijeri znači više nego inače.',
    11: 'Prijateljstvo je ovde temelj: zajednički krug ljudi, ideali i planovi za budućnost postaju tlo na kome veza raste.',
    12: 'Uticaj ulazi u tihi, skriveni deo života: u snove, strahove i ono što se retko pokazuje. Bliskost ovde može da leči, ali ume i da ostane neizgovorena.',
  },

  composite: ({ point: p, sign, degree }) =>
    `${COMPOSITE[p]}, središnja tačka između ${BOTH[p]}, stoji na ${degree} ${g.sign(sign, 'gen')}.`,

  compositeSun: {
    aries:
      'Ova veza postoji da biste zajedno započinjali: hrabro, iskreno i bez čekanja, dajući jedno drugom zamah za nove početke.',
    taurus:
      'Svrha ove veze je da se gradi nešto postojano: siguran dom, zajednička zadovoljstva i poverenje koje se potvrđuje iz dana u dan.',
    gemini:
      'Veza živi od razgovora i radoznalosti: zajedno učite, razmenjujete ideje i kroz stalno otkrivanje novog čuvate mladalački duh.',
    cancer:
      'U središtu ove veze su briga i pripadnost: zajedno stvarate dom, porodicu u najširem smislu i mesto gde se osećanja čuvaju.',
    leo: 'Vaša veza postoji da bi sijala: zajedno stvarate, slavite i ohrabrujete jedno drugo da srce pokažete bez straha.',
    virgo:
      'Smisao ove veze je u zajedničkom radu i brizi: u malim stvarima urađenim dobro, u uzajamnom usavršavanju i u tome da zajedno pomažete drugima.',
    libra:
      'Ova veza postoji radi ravnoteže i pravog partnerstva: da naučite da delite, pregovarate i zajedno stvarate lepotu i sklad.',
    scorpio:
      'Veza ide u dubinu: tu je da vas preobrazi kroz poverenje, intimnost i hrabrost da se suočite sa onim što je skriveno.',
    sagittarius:
      'Svrha ove veze je rast kroz istraživanje: putovanja, učenje i zajednička potraga za smislom drže je živom i otvorenom.',
    capricorn:
      'Ova veza je tu da gradi: zajedničke ciljeve, ugled i strukturu koja traje, uz odgovornost koju obe strane shvataju ozbiljno.',
    aquarius:
      'Srž ove veze su sloboda i pravo na različitost: prijateljstvo, zajednički ideali i prostor da svako od vas ostane svoj.',
    pisces:
      'U srži ove veze su saosećanje i mašta: zajedno negujete nežnost, duhovnost i dar da se razumete i bez reči.',
  },
  compositeMoon: {
    fire: 'Vezu hrane uzbuđenje, spontanost i zajedničke avanture: kada nema novih izazova, osećanja brzo gube toplinu.',
    earth:
      'Vezu hrane postojanost, dodir i opipljiva briga: zajednički obroci, mirne rutine i dom u kome se zna šta može da se očekuje.',
    air: 'Vezu hrane razgovor, društvo i razmena ideja: osećanja rastu kada se izgovore i podele, a ćutanje ih brzo hladi.',
    water:
      'Vezu hrane bliskost, nežnost i emotivna sigurnost: najbolje vam je kada osećanja imaju gde da se izliju, a tišina ne plaši.',
  },
  compositeVenus: {
    fire: 'Naklonost pokazujete smelo i toplo: iznenađenjima, glasnim pohvalama, zajedničkim poduhvatima i strašću koju ne krijete.',
    earth:
      'Ljubav pokazujete delima: dodirom, pažljivo izabranim poklonom, obrokom ili pomoći koja drugom olakša dan, a ne velikim rečima.',
    air: 'Naklonost se između vas pokazuje rečima i pažnjom: porukama, duhovitim razgovorima, zajedničkim izlascima i iskrenim interesovanjem za misli drugog.',
    water:
      'Nežnost pokazujete tiho i duboko: brigom, saosećanjem i osećajem za ono što drugom treba pre nego što to izgovori.',
  },

  guidance: {
    emotionalConnection: {
      easy: 'Emotivna bliskost vam dolazi prirodno, pa je negujte namerno: jednom nedeljno odvojite veče bez telefona samo za razgovor o tome kako ste.',
      mixed:
        'Bliskost postoji, ali je ne osećate uvek u isto vreme: uvedite kratko večernje pitanje „Kako si danas, zaista?“ i saslušajte odgovor bez popravljanja.',
      tense:
        'Osećanja se lako mimoilaze, pa se dogovorite: kada se jedno od vas povuče, drugo pita šta bi sada pomoglo, a odgovor se poštuje bez rasprave.',
      quiet:
        'Ovaj deo veze se gradi, ne dobija: svaki dan podelite jednu stvar koja vas je dirnula i jednu koja vas je umorila.',
    },
    communication: {
      easy: 'Razgovor vam ide od ruke, pa ga iskoristite i za teške teme: jednom mesečno zajedno prođite kroz planove, novac i ono što vas brine.',
      mixed:
        'Nekad se razumete u pola reči, nekad nikako: pre važnog razgovora recite šta vam od njega treba – savet, odluka ili samo slušanje.',
      tense:
        'Dogovorite pravila razgovora: bez upadanja u reč, pauza od deset minuta kada ton poraste i ponavljanje onoga što ste čuli pre odgovora.',
      quiet:
        'Razgovor se ovde uči: odredite mu stalno vreme, na primer nedeljnu šetnju, i držite ga se kao važnog sastanka.',
    },
    attraction: {
      easy: 'Privlačnost je tu sama od sebe, ali joj treba prostor: planirajte izlaske kao na početku i bar jednom mesečno iznenadite jedno drugo.',
      mixed:
        'Iskra dolazi u talasima: kada splasne, promenite okruženje, jer kratko putovanje ili nova zajednička aktivnost često je ponovo upale.',
      tense:
        'Privlačnost je jaka, ali naelektrisana: otvoreno razgovarajte o željama i granicama i nikada ne koristite bliskost kao nagradu ili kaznu.',
      quiet:
        'Privlačnost ovde raste iz zajedničkih doživljaja: planirajte avanture, ples, sport ili bilo šta novo što vas izvodi iz svakodnevice.',
    },
    commitment: {
      easy: 'Posvećenost vam dolazi prirodno, pa je učinite vidljivom: zapišite zajedničke ciljeve za godinu i prođite kroz njih na svaku godišnjicu.',
      mixed:
        'Oko obaveza niste uvek na istoj talasnoj dužini: jasno, na papiru, podelite zaduženja i dogovorite kada ćete ih zajedno preispitati.',
      tense:
        'Obaveze lako postanu teret ili povod za prebacivanje: razgovarajte o očekivanjima pre svakog velikog koraka i dajte mu dovoljno vremena.',
      quiet:
        'Trajnost se ovde gradi odlukama više nego osećajem: preuzmite male zajedničke obaveze, poput plana za sledeći mesec, i ispunjavajte ih redom.',
    },
  },
  outlook: {
    exceptional:
      'Na duže staze ova veza ima retko dobru osnovu: ako je negujete, može da postane oslonac koji se godinama produbljuje.',
    strong:
      'Dugoročni izgledi su dobri: temelj je čvrst, a izazovi su takvi da vas češće zbližavaju nego što vas udaljavaju.',
    good: 'Veza ima solidnu osnovu za trajanje, uz nekoliko tema na kojima ćete raditi; uz strpljenje, one postaju deo vaše snage.',
    mixed:
      'Dugoročno, ova veza traži svestan trud: ima prave snage, ali i razlika koje ne nestaju same, pa mnogo zavisi od toga kako ih zajedno nosite.',
    hard: 'Na duže staze ovde ima mnogo trenja, pa trajnost verovatno zavisi od velike posvećenosti i razumevanja; takve veze ponekad donesu najdublje lekcije.',
  },
  advice: {
    emotionalConnection: {
      easy: 'Bliskost koja dolazi bez napora lako se podrazumeva: ne preskačite male rituale pažnje, čak ni u godinama kada je sve mirno.',
      tense:
        'Kroz godine učite emotivni jezik jedno drugog: pitajte umesto da pretpostavljate, i o povredi razgovarajte tek kada se strasti smire.',
    },
    communication: {
      easy: 'Lakoća razgovora ne zamenjuje teške razgovore: ne dozvolite da šale i ćaskanje godinama prekrivaju ono što treba reći.',
      tense:
        'Izgradite zajednička pravila razgovora i držite ih se godinama: pauza kada ton poraste, bez upadanja u reč, i povratak na temu kada se smirite.',
    },
    attraction: {
      easy: 'Privlačnost koja dolazi sama ne održava se sama: planirajte nova iskustva zajedno, da iskra ne postane navika.',
      tense:
        'Strast uz trenje traži poštovanje: dogovorite granice, govorite o željama i ne dozvolite da ljubomora ili borba za moć vode igru.',
    },
    commitment: {
      easy: 'Stabilnost vam je data, ali se lako zanemari: jednom godišnje zajedno pogledajte kuda idete i šta je svakom od vas važno.',
      tense:
        'Obaveze vam često padaju teško, pa ih delite pošteno i naglas zahvalite za ono što drugo nosi. Podeljen teret je upola lakši.',
    },
  },
  signsOnly:
    'Ovo tumačenje počiva samo na znakovima: za tačne stepene, orbise, kuće i kompozitnu kartu potrebna su oba datuma rođenja.',
  noTime: (name) =>
    `${name} nema upisano vreme rođenja, pa tumačenje ne smešta nijednu planetu u kuće te karte i izostavlja njen Ascendent.`,
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
