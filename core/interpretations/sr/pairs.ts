import type { PairKey, PairText } from '../types';

/** What an aspect between two particular points of the birth chart says about the person, by how the aspect is felt (Serbian, latinica). */
export const PAIRS: Readonly<Record<PairKey, PairText>> = {
  'sun-moon': {
    blend:
      'Volja i osećanja su u tebi stopljeni, kao kod onih koji dolaze na svet blizu mladog Meseca: ono što želiš i ono što ti treba vuku na istu stranu, pa imaš jasan pravac, ali ti je teško da sebe vidiš spolja.',
    easy: 'Ono čemu težiš i ono što ti prija žive u dobrom komšiluku, pa se obično dobro osećaš u svojoj koži; taj unutrašnji mir ti daje oslonac pod pritiskom, a smiruje i ljude oko tebe.',
    tense:
      'Ono čemu težiš i ono što ti je potrebno da se osetiš sigurno često vuku na suprotne strane, a u toj unutrašnjoj raspravi ponekad odzvanjaju razlike između tvojih roditelja. Životna veština za tebe je da svakoj strani daš reč, umesto da jednu ušutkaš.',
  },
  'sun-mercury': {
    blend:
      'Misao i osećaj sopstvenog ja tesno su povezani: razmišljaš naglas, govoriš sa uverenjem i učiš dok objašnjavaš, ali kritika tvojih ideja lako zaboli kao da je upućena tebi lično.',
    easy: 'Um ti je u službi tvojih ciljeva: lako nalaziš reči za ono što želiš, brzo savladaš ono što tvoj put traži i umeš da objasniš svoje namere tako da ih drugi prate bez muke.',
    tense:
      'Razum ponekad trči ispred onoga što zaista želiš ili mu se protivi, pa možeš sebe da ubediš u planove kojima se srce opire; kada argumente proveriš prema dubljim ciljevima, glava i volja se ponovo slože.',
  },
  'sun-venus': {
    blend:
      'Toplina i šarm stoje u samom središtu tvoje ličnosti: želiš da život bude lep i skladan, ljudi te obično lako zavole, a deo tvog rasta je da naučiš da prijatno i istinito nisu uvek isto.',
    easy: 'Kroz tvoj karakter provlači se crta gracioznosti: lako se zbližavaš, uživaš u lepoti i privlačiš naklonost, što je tiha prednost u ljubavi, umetnosti i svakom poslu sa ljudima.',
    tense:
      'Želja da se dopadneš i želja da budeš ono što jesi mogu da se raziđu, pa se klatiš između ugađanja drugima i insistiranja na sopstvenom ukusu; kada ti vrednosti postanu jasne, one same rešavaju tu dilemu.',
  },
  'sun-mars': {
    blend:
      'Identitet i nagon za akcijom u tebi su jedno: brzo deluješ, rado se nadmećeš i najživlje se osećaš pred izazovom, dok nestrpljenje i ljutnja planu čim ti nešto prepreči put.',
    easy: 'Energija lako teče u sve čega se prihvatiš: imaš rezervu hrabrosti, izdržljivost za naporan rad i neposredan nastup koji drugi doživljavaju kao osvežavajući, a ne kao grub.',
    tense:
      'U tebi živi snažan borbeni duh koji ponekad bira pogrešne bitke, sa autoritetima, sa suparnicima ili sa sopstvenim granicama; kada dobije sport, zanat ili cilj vredan borbe, pretvara se u retku izdržljivost.',
  },
  'sun-jupiter': {
    blend:
      'Optimizam ti je urođen: veruješ životu, razmišljaš krupno i popravljaš raspoloženje svuda gde se pojaviš, a glavna lekcija je mera, jer samopouzdanje i darežljivost lako pređu u preterivanje.',
    easy: 'Dobra volja kao da putuje sa tobom: ljudi ti rado poklanjaju poverenje, a smisao za širu sliku privlači u tvoj život učitelje, putovanja i prilike koje drugi ne primete.',
    tense:
      'Glad za više, za više iskustva, smisla i prostora, ume da pretekne tvoje stvarne mogućnosti, pa planovi i obećanja narastu preko mere; osećaj za razmeru pretvara tu glad u pravi rast.',
  },
  'sun-saturn': {
    blend:
      'Od tebe je život možda rano tražio ozbiljnost, pa lako sumnjaš u pravo da zasijaš pre nego što ga zaradiš radom; ta ista strogost vremenom gradi čvrstinu, pouzdanost i tihi autoritet.',
    easy: 'Disciplina ti leži: strpljivo gradiš, poštuješ iskustvo, a sigurnost u sebe raste ti sa godinama, jer te struktura podupire umesto da te sputava.',
    tense:
      'Unutrašnji kritičar, ponekad odjek zahtevnog roditelja ili ranih teškoća, neprestano pita da li vrediš dovoljno. Ljudi sa ovim obrascem često kreću sporo, a onda postanu izvrsni baš u onome za šta su morali da se izbore.',
  },
  'sun-uranus': {
    blend:
      'Nezavisnost je upisana u tvoju prirodu: originalna i brza misao teško se uklapa u bilo kakav kalup, najviše ličiš na sebe kada raskidaš sa konvencijom, a nagli zaokreti obeležavaju tvoju priču.',
    easy: 'Originalnost ti dolazi prirodno, a drugi je lako prihvataju; umeš da uneseš sveže ideje u obične okolnosti bez borbe, a otvorenost za promene čuva ti duh mladim.',
    tense:
      'Nemirna potreba za slobodom sudara se sa poslovima, obavezama ili ljudima koji očekuju da se ne menjaš, pa se često prvo pobuniš, a tek onda razmisliš; sloboda koju svesno biraš služi ti bolje od bekstva.',
  },
  'sun-neptune': {
    blend:
      'Osetljivost, mašta i propusne granice deo su tvoje suštine: upijaš atmosferu prostora i ponekad ne znaš gde prestaješ ti, a počinju drugi; umetnost, muzika, isceljivanje ili vera daju tom daru oblik i obalu.',
    easy: 'Mašta i saosećanje hrane tvoj osećaj svrhe: naslućuješ šta je drugima potrebno, a stvaralački rad ili briga o ljudima daju tvojim idealima stvaran oblik, bez opasnosti da te progutaju.',
    tense:
      'Slika o sebi lako se zamagli pod tuđim nadama ili sopstvenim idealima, pa te razočaranje ponekad nauči ono što je bistar pogled mogao ranije; snovi usidreni u svakodnevnu praksu ostaju živi.',
  },
  'sun-pluto': {
    blend:
      'U tvojoj srži postoji intenzitet koji drugi osete i kada malo govoriš; kroz tvoj život prolaze duboke promene, završeci i ponovna rađanja, a sposobnost da se izgradiš iznova retko je snažna.',
    easy: 'Unutrašnja snaga i psihološki uvid dolaze ti lako: oporavljaš se od udaraca, vidiš ispod površine i u krizi zadržavaš prisebnost, na koju drugi vremenom nauče da se oslone.',
    tense:
      'Borbe oko moći, sa autoritetima, partnerima ili sopstvenim prisilama, obeležavaju tvoj put dok tu snagu ne prepoznaš kao svoju; ono što u sebi preobraziš postaje tvoj istinski autoritet.',
  },
  'sun-trueNode': {
    blend:
      'Da postaneš potpuno ono što jesi, to je sama lekcija tvog života: tvoj rast vodi pravo kroz izražavanje sopstvene svetlosti, a priznanje često stiže kada prestaneš da je prigušuješ.',
    easy: 'Tvoj prirodni karakter pomaže ti na putu kojim život želi da te vodi: ono što već dobro radiš otvara vrata onome što tek treba da naučiš.',
    tense:
      'Ono što ti ide od ruke može da se oslanja na stare, poznate snage umesto na rast na koji te život upućuje; ti talenti su stvarni, ali kada zamene novu lekciju, postaju udobna fotelja iz koje se teško ustaje.',
  },
  'sun-ascendant': {
    blend:
      'Ono što jesi i način na koji deluješ na druge gotovo se poklapaju: pokazuješ se otvoreno, sa snažnim telesnim prisustvom, pa te ljudi već od prvog susreta lako pročitaju.',
    easy: 'Unutrašnje biće i spoljašnji nastup sarađuju, pa prvi utisak verno pokazuje ko si, a stvari započinješ samopouzdano, jer se dobro osećaš u svom telu i u sopstvenom društvu.',
    tense:
      'Lice koje pokazuješ i ono što nosiš u sebi mogu da se razlikuju, pa te ljudi u početku pogrešno procene; svoju svrhu često otkrivaš kroz bliske partnere ili kroz ono što svet traži od tebe.',
  },
  'sun-midheaven': {
    blend:
      'Identitet i javna uloga čvrsto su povezani: tražiš vidljivost i poziv koji nosi tvoje ime, a najživlje se osećaš kada tvoj rad prepoznaju kao nepogrešivo tvoj.',
    easy: 'Prirodni talenti pristaju poslu koji te privlači, pa se karijera i karakter međusobno podupiru, a odgovorna mesta ti često dolaze bez guranja.',
    tense:
      'Poziv i lične potrebe mogu da se takmiče, ili ti se čini da karijera ne odražava ono što jesi; kada posao oblikuješ prema sopstvenim vrednostima, a ne prema tuđim očekivanjima, ambicija dobija smisao.',
  },
  'moon-mercury': {
    blend:
      'Osećanje i misao su ti isprepletani: pamtiš kroz emociju, govoriš ono što osećaš i ljude čitaš intuitivno, mada prolazno raspoloženje ume da oboji tvoj sud.',
    easy: 'Lako pretačeš osećanja u reči, pa ti prirodno leže slušanje, pisanje i uloga nekoga kome se drugi poveravaju; instinkt i razum se kod tebe uglavnom slažu.',
    tense:
      'Glava i srce se često spore, pa ili objašnjavaš osećanja dok ne izblede, ili ti raspoloženje zamagli misao; briga raste dok osećanja ostaju neimenovana, a stišava se kada ih jednostavno izgovoriš.',
  },
  'moon-venus': {
    blend:
      'Nežnost je deo tvog temperamenta: za osećaj sigurnosti potrebni su ti naklonost, sklad i prijatno okruženje, a toplinu daješ prirodno, kao što dišeš.',
    easy: 'Naklonost i emotivne potrebe teku zajedno, pa te je obično lako voleti, a drugima brzo stvoriš osećaj udobnosti; gostoprimstvo, lepota i mirenje ljudi spadaju u tvoje tihe darove.',
    tense:
      'Ono što te teši i ono što te privlači ne poklapaju se uvek, pa utehu ponekad tražiš u uživanju, trošenju ili ljudima koji ti prijaju, a ne hrane te; kada razlikuješ želju od potrebe, ljubav postaje mirnija.',
  },
  'moon-mars': {
    blend:
      'Osećanja ti se brzo pretvaraju u delo: reaguješ pre nego što promisliš, svoje ljude braniš žestoko, a ljutnja plane i prođe kao letnja oluja; zrelost za tebe znači primetiti talas pre nego što udari.',
    easy: 'Emotivna hrabrost ti je prirodna: veruješ instinktu, štitiš ono što ti je važno i brzo se oporavljaš od uzrujanosti, pa osećanje kod tebe lako postaje korisna energija.',
    tense:
      'Razdražljivost je ponekad tvoj prvi odgovor na ranjivost, a dom ili porodica povremeno postanu bojno polje; fizička aktivnost i jednostavne reči izgovorene na vreme ne daju pritisku da se nagomila.',
  },
  'moon-jupiter': {
    blend:
      'Srce ti je široko, a emotivni optimizam prirodan: umeš da tešiš druge i u ljudima vidiš dobro, mada ponekad osećanja, apetit ili obećanja narastu više nego što ti prija.',
    easy: 'Osećaj da je život u suštini dobar prati te kao tihi oslonac: iz teških perioda se oporavljaš, lako deliš ono što imaš, a tvoj dom često postaje mesto gde se drugi okupljaju.',
    tense:
      'Emotivne potrebe ti umeju da budu velike i nemirne, pa posežeš za više hrane, više planova ili više društva da ih utoliš; zadovoljstvo raste kako učiš šta ti je zaista dovoljno.',
  },
  'moon-saturn': {
    blend:
      'Osećanja čuvaš duboko i ozbiljno: detinjstvo je možda rano tražilo zrelost ili je nežnosti bilo malo, pa teško pokazuješ ranjivost, a naučiti da tražiš utehu deo je tvog sazrevanja.',
    easy: 'Emotivna postojanost ti je jaka strana: ne rasipaš se u raspoloženjima, brigu pokazuješ delima i redom, a sigurnost koju strpljivo gradiš za sebe i svoje obično traje.',
    tense:
      'Osećaj emotivne oskudice ili dužnosti može da te pritiska, pa ti je teško da se opustiš i da primaš; zadatak je da na sopstvene potrebe gledaš kao na opravdanu odgovornost, a ne kao na slabost.',
  },
  'moon-uranus': {
    blend:
      'Emotivni život ti je naelektrisan i nepredvidiv: i u bliskosti ti je potrebna sloboda, raspoloženja se menjaju munjevito, a neobičan dom ili porodica po izboru često ti prijaju više od uobičajenih.',
    easy: 'Promene dočekuješ sa emotivnom gipkošću i gotovo svuda možeš da se osetiš kod kuće; prijateljstvo, neobična domaćinstva i prostor da dolaziš i odlaziš prijaju ti više od konvencije.',
    tense:
      'Potreba za sigurnošću i potreba za slobodom sudaraju se u tebi, pa ti bliskost odjednom može da deluje kao zamka; dom u kome ima mesta za disanje pomaže da ti se nervi smire.',
  },
  'moon-neptune': {
    blend:
      'Osećanja su ti bez čvrstih obala: upijaš tuđa raspoloženja kao sunđer, sanjaš živo i saosećaš gotovo bez granica, pa ti trebaju tišina, voda ili muzika da se vratiš sebi.',
    easy: 'Saosećanje i intuicija spadaju u tvoje tihe darove: osetiš šta drugi proživljavaju, odgovaraš blago, a hranu za dušu nalaziš u muzici, umetnosti, vodi ili molitvi.',
    tense:
      'Međa između tvojih i tuđih osećanja lako se zamuti, pa idealizuješ one koje voliš ili spasavaš one koji te iscrpljuju; jasne granice čuvaju osetljivost koja je zaista dragocena.',
  },
  'moon-pluto': {
    blend:
      'Osećaš sve do dna: vezuješ se snažno, naslućuješ ono što drugi kriju i teško opraštaš izdaju, a emotivni lomovi kroz koje prolaziš ostavljaju ti neobičnu psihološku snagu.',
    easy: 'Emotivna dubina ti je saveznik: ne plašiš se teških osećanja, umeš da ostaneš uz druge u njihovim najmračnijim trenucima i da pustiš ono što je završeno kada dođe vreme.',
    tense:
      'Strah od gubitka i od tuđe kontrole može da pokrene ljubomoru, povlačenje ili borbu za prevlast u porodici i bliskim odnosima; iskren unutrašnji rad pretvara taj intenzitet u moć isceljenja.',
  },
  'moon-trueNode': {
    blend:
      'Tvoj put rasta vodi pravo kroz srce: da osećaš, da neguješ i da negde pripadaš, u tome je jezgro tvog rasta, a dom i porodica često postaju prekretnice.',
    easy: 'Instinkti su ti pouzdan kompas za pravac u kome rasteš, a ljudi koji brinu o tebi obično podržavaju put na koji te život upućuje.',
    tense:
      'Stare emotivne navike i udobnost poznatog mogu da te vuku unazad baš kada život traži korak na novo tlo; sigurnost naučena u detinjstvu jeste dar, ali ne sme da postane jedina kuća u kojoj umeš da živiš.',
  },
  'moon-ascendant': {
    blend:
      'Osećanja ti se vide na licu: deluješ prijemčivo, toplo i promenljivo, a telo ti verno odražava raspoloženja i potrebu za brigom.',
    easy: 'Toplina i osetljivost boje tvoj nastup, pa se ljudi pored tebe brzo opuste, a u novu sredinu uklapaš se sa prirodnim taktom.',
    tense:
      'Unutrašnja raspoloženja i slika koju misliš da moraš da pokažeš ponekad se sudaraju, pa ostaje osećaj izloženosti ili nerazumevanja; bliski partneri ti često vraćaju odraz tvojih emotivnih potreba.',
  },
  'moon-midheaven': {
    blend:
      'Privatno osećanje i javna uloga tesno su povezani: privlači te rad sa ljudima, porodicama, javnošću ili brigom o drugima, a ugled ti se diže i spušta zajedno sa emotivnim životom.',
    easy: 'Osećanja i poziv se podržavaju, pa ti dobro ide posao koji hrani druge, a osećaj za raspoloženje javnosti može da postane tvoja profesionalna prednost.',
    tense:
      'Dom i karijera se otimaju o tvoje srce, pa se rastrzaš između privatnih potreba i javnih dužnosti; život u kome i jedno i drugo mogu da dišu važniji je od izbora jednog.',
  },
  'mercury-venus': {
    blend:
      'Govoriš sa gracioznošću i misliš u pojmovima sklada i lepote, što je dar za diplomatiju, pisanje, dizajn ili svaki zanat u kome se sreću reči i ukus.',
    easy: 'Reči ti nose šarm: blago ubeđuješ, prijatno pišeš ili govoriš i umeš da smiriš napetost u razgovoru, a stil se oseća već u samom načinu na koji razmišljaš.',
    tense:
      'Takt i istina mogu da se nadmeću u tvom govoru, pa ponekad kažeš ono što prija umesto onoga što misliš; kada naučiš da budeš istovremeno blag i jasan, šarm ti dobija težinu.',
  },
  'mercury-mars': {
    blend:
      'Misliš brzo, oštro i borbeno: snalaziš se u hodu, dobro argumentuješ i uživaš u raspravi, iako reči ponekad izlete brže i tvrđe nego što nameravaš.',
    easy: 'Bistar um i odlučnost idu ruku pod ruku: govor ti je jasan i neposredan, probleme rešavaš brzo, a ideje lako pretvaraš u delo.',
    tense:
      'Kada osetiš izazov, reči postaju oružje, a neslaganja brzo eskaliraju; trenutak tišine pre odgovora čuva tvoju oštru inteligenciju od toga da rani ljude do kojih ti je stalo.',
  },
  'mercury-jupiter': {
    blend:
      'Velike ideje su tvoje prirodno stanište: misao ti se širi daleko i vidi celinu, što je dar za podučavanje, pisanje ili putovanja, mada ponekad preskoči detalje ili obeća više nego što je proverila.',
    easy: 'Učenje ti ide lako, a stvari objašnjavaš velikodušno, sa humorom i širinom: to je plodno tlo za studije, izdavaštvo, pravo ili svaki posao koji širi znanje.',
    tense:
      'Misao ume da skoči na velike zaključke pre nego što stignu činjenice, ili da zahvati više podataka i planova nego što može da svari; preciznost daje tvojoj širokoj viziji verodostojnost.',
  },
  'mercury-saturn': {
    blend:
      'Um ti je ozbiljan i temeljan: promišljaš do kraja i govoriš sa težinom, a rana sumnja u sopstvenu pamet ume dugo da te prati, dok te strpljenje sa detaljima ne dovede do stvarnog autoriteta u struci.',
    easy: 'Metodično mišljenje je jedna od tvojih snaga: dobro planiraš, dugo se koncentrišeš i govoriš sa preciznošću koja donosi poštovanje.',
    tense:
      'Sumnja u sebe ili pesimizam mogu da uspore tvoje reči, a strah od greške ume da te ućutka; strukturisano učenje i vežba pretvaraju taj oprez u pravo stručno znanje.',
  },
  'mercury-uranus': {
    blend:
      'Ideje ti stižu u bljeskovima: originalno, brzo i nekonvencionalno shvataš stvari pre drugih, a privlače te tehnologija, nauka i sve što je novo.',
    easy: 'Pronalazačko mišljenje ti ide lako: brzo se prilagođavaš novim informacijama, jasno objašnjavaš neobične ideje i često rešavaš probleme iz ugla koji niko drugi nije probao.',
    tense:
      'Misli ti jure brže nego što stižeš da ih objasniš, a nestrpljenje ili duh protivrečenja mogu da te koštaju saveznika; kada blistave uvide strpljivo objasniš, drugi mogu da te prate.',
  },
  'mercury-neptune': {
    blend:
      'Misao ti je maštovita i poetska: razmišljaš u slikama, čuješ ono što se ne izgovara i privlači te sve što ne trpi suviše tačne reči, od muzike do poezije.',
    easy: 'Intuicija i intelekt sarađuju, pa umeš da rečima dočaraš atmosferu, da razumeš druge bez dugih objašnjenja i da pričaš ili pišeš sa dubokim osećajem.',
    tense:
      'Misli se lako zamagle, pa nešto zaboraviš, pogrešno čuješ ili poveruješ onome što želiš da čuješ; beleške, provera i jasni dogovori čuvaju tvoju maštu od zabune.',
  },
  'mercury-pluto': {
    blend:
      'Površni odgovori te ne zadovoljavaju: um ti je istraživački i prodoran, tražiš ono što je skriveno, a jednom rečenicom umeš da preokreneš tok razgovora.',
    easy: 'Imaš dar za istraživanje, psihologiju i strateško mišljenje: brzo prepoznaješ tuđe motive, a kada progovoriš, tvoje reči imaju težinu.',
    tense:
      'Misao ume da postane opsesivna, a razgovor nadmetanje za prevlast, pa informacije zadržavaš ili ih koristiš kao oružje; kada dubinu usmeriš na razumevanje, a ne na pobedu, ona leči.',
  },
  'mercury-trueNode': {
    blend:
      'Učenje, pisanje i razgovor nisu za tebe sporedni: život te uporno upućuje da postavljaš pitanja, deliš ideje i gradiš mostove između ljudi, i baš tu rasteš.',
    easy: 'Radoznalost ti je pouzdan vodič: knjige, razgovori i kratka putovanja često ti otvaraju vrata prema onome što treba da naučiš.',
    tense:
      'Uhodan način razmišljanja, stare priče i poznate rečenice umeju da te drže u mestu; um koji se usudi da nauči nešto sasvim novo otključava tvoj pravi pravac.',
  },
  'mercury-ascendant': {
    blend:
      'Prvi utisak koji ostavljaš je utisak živog uma: brzo govoriš, pokrećeš razgovor i kroz svet se krećeš radoznalo, a mladalački duh te prati kroz ceo život.',
    easy: 'Lako uspostavljaš kontakt i umeš jasno da se predstaviš, pa te ljudi brzo razumeju; reči i pokret dobro ti služe kada nešto započinješ.',
    tense:
      'Misli i nastup umeju da se raziđu, pa te drugi ponekad pogrešno razumeju; kroz razgovore i neslaganja sa partnerima učiš da jasnije izraziš sebe.',
  },
  'mercury-midheaven': {
    blend:
      'Javna uloga ti se gradi oko reči: pisanje, podučavanje, trgovina, mediji ili savetovanje privlače te, a ljudi te pamte po znanju i načinu na koji govoriš.',
    easy: 'Veština komunikacije prirodno služi tvojoj karijeri: umeš da predstaviš ideje onima koji odlučuju i snalaziš se u poslovima koji traže brz i jasan um.',
    tense:
      'Profesionalni put ume da se raspe na previše pravaca, ili se tvoje ideje sudaraju sa idejama pretpostavljenih; kada odabereš poruku koju želiš da nosiš, karijera dobija oštrinu.',
  },
  'venus-mars': {
    blend:
      'Nežnost i strast u tebi su spojene: privlačiš i osvajaš, želja ti je jaka, a magnetizam prirodan, pa su za tebe romantika i akcija dve strane iste stvari.',
    easy: 'Lako spajaš nežnost i želju, pa su ti ljubavni život i stvaralaštvo obično živi i topli; umeš da osvajaš bez grubosti i da voliš bez gubljenja sebe.',
    tense:
      'Želja i nežnost ne vuku uvek na istu stranu, pa ljubav postaje polje napetosti, strasti i svađa. Iz tog trenja rađa se snažan umetnički i erotski naboj kada ga prihvatiš kao energiju, a ne kao pretnju.',
  },
  'venus-jupiter': {
    blend:
      'Toplina ti se širi daleko: voliš raskošno, daješ širokom rukom i lako privlačiš naklonost, a jedina zamka je preterivanje u uživanju ili trošenju.',
    easy: 'Ljudi i prilike ti često dolaze kroz druženje, a srdačnost i smisao za lepo donose ti naklonost i pomoć baš kada su potrebne.',
    tense:
      'Apetit za lepim, udobnim i skupim lako preraste tvoje mogućnosti, a u ljubavi očekivanja ponekad narastu više od stvarnosti; umerenost ne ubija radost, nego je čuva.',
  },
  'venus-saturn': {
    blend:
      'Ljubav shvataš ozbiljno: sporo se otvaraš, voliš verno i dugoročno, a rano iskustvo odbijanja ili oskudice može da ostavi trajan utisak da naklonost mora da se zasluži.',
    easy: 'U ljubavi i novcu ti je svojstvena zrelost: biraš pažljivo, čuvaš ono što gradiš i ceniš odanost više od prolaznog uzbuđenja, pa veze koje neguješ sa godinama dobijaju na težini.',
    tense:
      'Strah od odbacivanja ili sumnja u sopstvenu vrednost mogu da te drže na distanci, pa ljubav i radost dozvoljavaš sebi tek kada osetiš da su zarađene; lekcija je da primiš nežnost bez računice.',
  },
  'venus-uranus': {
    blend:
      'U ljubavi ti je potreban vazduh: privlači te neobično, brzo se zaneseš i isto tako brzo ohladiš, a ukus ti je originalan i često ispred svog vremena.',
    easy: 'Originalan ukus i otvoren duh daju tvojim odnosima svežinu; u ljubavi i prijateljstvu umeš da ostaviš prostora drugome, a lepotu nalaziš tamo gde je drugi ne traže.',
    tense:
      'Između želje za bliskošću i potrebe za slobodom nastaje nemir, pa te privlače nedostupni ljudi, nagle veze ili iznenadni raskidi; odnos u kome obe strane slobodno dišu daje ti i uzbuđenje i mir.',
  },
  'venus-neptune': {
    blend:
      'Voliš kao u romanu: idealizuješ, sanjaš i daješ se potpuno, a umetnost, muzika i lepota su ti gotovo duhovna potreba.',
    easy: 'Tvoja ljubav ima nežnost i maštu: umeš da vidiš ono najbolje u drugima, a talenat za umetnost, muziku ili oblikovanje prostora lako ti se razvija.',
    tense:
      'Lako zavoliš sliku umesto stvarne osobe, pa razočaranja, žrtvovanje ili nejasne veze umeju da ponavljaju isti obrazac; ljubav koja vidi i mane ostaje verna duže od one koja samo sanja.',
  },
  'venus-pluto': {
    blend:
      'Ljubav doživljavaš kao sve ili ništa: voliš intenzivno, privlačnost ti je magnetna, a odnosi te menjaju iz korena, ponekad kroz ljubomoru, gubitak ili ponovno rađanje.',
    easy: 'Bliskost ti daje snagu, a umeš da voliš duboko i odano; ljubav i novac u tvom životu često prolaze kroz preobražaje posle kojih dolazi obnova.',
    tense:
      'Strast, posesivnost i borba za moć lako uđu u ljubavne odnose, pa možeš da se zatekneš u vezama koje te troše; kada naučiš da voliš bez kontrole, intenzitet postaje lekovit.',
  },
  'venus-trueNode': {
    blend:
      'Ljubav, lepota i saradnja su pravac tvog rasta: učiš da otvoriš srce, da ceniš sebe i da stvaraš sklad, a odnosi ti često otvaraju nova vrata.',
    easy: 'Ljubaznost i ukus ti pomažu da ideš napred, pa ti prijatelji, partneri i umetnost nenametljivo pokazuju pravi pravac.',
    tense:
      'Navika da ugađaš ili da biraš udobnost može da bude poznata uteha koja koči rast; šarm je stvaran dar, ali te zadržava kada služi da izbegneš ono što je teže.',
  },
  'venus-ascendant': {
    blend:
      'Šarm ti je u samom pojavljivanju: ljubaznost, lepota pokreta i prijatan nastup privlače ljude, a sklad tražiš i u sebi i oko sebe.',
    easy: 'Lako se dopadaš i ostavljaš topao utisak, pa ti nova poznanstva i prijateljstva dolaze bez mnogo truda, a telo ti uživa u lepim stvarima.',
    tense:
      'Želja da se svidiš ponekad se sudara sa tvojim stvarnim ukusom, a partneri ti kao ogledalo pokazuju ono što ceniš ili zanemaruješ; iskren stil ti pristaje bolje od prilagođavanja.',
  },
  'venus-midheaven': {
    blend:
      'Lepota te vodi i u poslu: umetnost, dizajn, diplomatija ili rad sa ljudima mogu da ti postanu poziv, a javnost te pamti po ljubaznosti i ukusu.',
    easy: 'Ljubaznost i estetski osećaj pomažu ti na poslu, pa često stičeš naklonost nadređenih i saradnika i lako se uklapaš u profesionalne krugove.',
    tense:
      'Lični život i posao, ili ljubav i ambicija, otimaju se o tvoju pažnju, pa jedno ponekad potisne drugo; kada odrediš šta ti je zaista vredno, ravnoteža se lakše gradi.',
  },
  'mars-jupiter': {
    blend:
      'Hrabrost ti je široka, a polet velik: voliš avanturu, sport i velike poduhvate, a kada u nešto veruješ, boriš se za to punim srcem, ponekad i preko granica snage.',
    easy: 'Entuzijazam i odlučnost se udružuju, pa ti polazi za rukom da pokreneš ljude i poduhvate; sreća kao da prati tvoju hrabrost.',
    tense:
      'Preterana uverenost i žurba mogu da te odvedu u rizike, sukobe oko uverenja ili preuzimanje previše toga odjednom; kada izabereš jedan veliki cilj i daš mu svu snagu, smelost dobija smisao.',
  },
  'mars-saturn': {
    blend:
      'Snagu držiš pod kontrolom: radiš uporno, disciplinovano i dugo, a ljutnju i želju ponekad potiskuješ dok ne nađu bezbedan izlaz; strpljenjem postižeš ono od čega drugi odustanu.',
    easy: 'Imaš dar za istrajan, organizovan rad: trud ulažeš tamo gde ima smisla, ne rasipaš snagu i strpljivo gradiš ono što traje.',
    tense:
      'Kao da jednom nogom pritiskaš gas, a drugom kočnicu: frustracija, osećaj blokiranosti ili potisnut bes prate te dok ne nađeš disciplinu koja služi tvojoj volji, a ne strahu.',
  },
  'mars-uranus': {
    blend:
      'Snaga ti dolazi u naletima: hrabro, naglo i originalno delovanje ti je prirodno, a potreba za nezavisnošću toliko jaka da ograničenja teško podnosiš.',
    easy: 'Brzo reaguješ i lako se snalaziš u promenama, a tvoja snaga u dodiru sa novim idejama i tehnologijama postaje pronalazačka.',
    tense:
      'Nestrpljenje, nagli postupci i pobuna protiv svake kontrole mogu da donesu nezgode ili raskide; napetost koju oslobađaš kroz pokret i promišljen rizik ne mora da se pretvori u lom.',
  },
  'mars-neptune': {
    blend:
      'Volja ti je natopljena maštom: najviše snage imaš kada se boriš za ideal ili za nekoga slabijeg, a ples, plivanje i muzika prirodno ti pokreću telo; kada cilj nije jasan, snaga ume da iscuri.',
    easy: 'Delanje ti vodi intuicija, pa umeš da se zauzmeš za one kojima je pomoć potrebna ili da energiju usmeriš u umetnost i pokret.',
    tense:
      'Motivacija ume da ti se rasplinjava, a ljutnja da se pretvori u pasivnost ili zbunjenost; jasni ciljevi i iskrenost o sopstvenim željama vraćaju ti snagu.',
  },
  'mars-pluto': {
    blend:
      'U tebi je ogromna snaga volje: kada nešto odlučiš, ideš do kraja, a strast, upornost i sposobnost preživljavanja gotovo da nemaju dna.',
    easy: 'Izdržljivost i strateška snaga omogućavaju ti da obaviš teške zadatke i da posle krize stojiš čvršće nego pre.',
    tense:
      'Borbe za moć, opsesivna upornost ili dugo skupljan bes umeju da izbiju u sukobima; kada snagu usmeriš na preobražaj, a ne na kontrolu, ona gradi umesto da ruši.',
  },
  'mars-trueNode': {
    blend:
      'Hrabrost nije samo tvoja osobina nego i zadatak: život te uporno uči da se zauzmeš za sebe, da povučeš prvi potez i da kreneš i kada te je strah, a svaki takav korak razbistri put kojim ideš.',
    easy: 'Inicijativa ti je saveznik na putu rasta: kada se odvažiš i preuzmeš stvar u svoje ruke, okolnosti ti često izađu u susret, a sport, pokret ili zdravo nadmetanje održavaju taj plamen.',
    tense:
      'Borbenost koju dobro poznaješ, navika da stvari rešavaš silom ili na svoju ruku, ume da postane prečica koja zaobilazi pravu lekciju; hrabrost ti najviše donosi kada je uložiš u ono što još ne umeš.',
  },
  'mars-ascendant': {
    blend:
      'Energija ti je vidljiva na prvi pogled: delaš brzo, direktno i hrabro, a fizička snaga i takmičarski duh su deo tvog nastupa.',
    easy: 'Samopouzdano ulaziš u nove situacije i telom i voljom, pa ti je lako da pokreneš stvari, da se zauzmeš za sebe i da drugima budeš podstrek za akciju.',
    tense:
      'Nastup ti ponekad deluje oštrije nego što želiš, a u sukobima sa partnerima ili suparnicima ogleda se tvoja sopstvena ljutnja; usmerena pametno, ta energija postaje snaga saradnje.',
  },
  'mars-midheaven': {
    blend:
      'Ambicija ti je žestoka: želiš da se istakneš, voliš da vodiš i u karijeru ulažeš ogromnu energiju, a takmičarski duh te vuče ka vrhu.',
    easy: 'Energija i odlučnost ti dobro služe u karijeri: znaš šta hoćeš, a preduzimljivost ti pomaže da se izboriš za svoje mesto.',
    tense:
      'Sukobi sa šefovima i autoritetima, ili trvenje između doma i ambicije, umeju da ti troše snagu; kada prestaneš da se boriš na svim frontovima i izabereš jedan cilj, borbenost postaje profesionalna odlučnost.',
  },
  'jupiter-saturn': {
    blend:
      'Nada i oprez se u tebi stalno dogovaraju: umeš da sanjaš velike planove i da ih sprovodiš strpljivo, korak po korak, kao graditelj koji zna i da čeka.',
    easy: 'Ravnoteža vere i realizma je tvoj dar: rast gradiš na čvrstom temelju, pa su uspesi možda spori, ali obično trajni.',
    tense:
      'Između želje za širenjem i straha od rizika stalno se vuče konopac, pa se smenjuju periodi preterivanja i stezanja; kada veliki planovi dobiju rokove i budžet, i ambicija i oprez dobiju svoje mesto.',
  },
  'jupiter-uranus': {
    blend:
      'Sreća ti često stiže iznenada: prilike se pojavljuju neočekivano, a ti ih hvataš brzo, sa verom u slobodu, napredak i nove ideje.',
    easy: 'Otvorenost prema novom donosi ti neočekivane prilike, a originalni pogledi i spremnost na promenu pomažu ti da prepoznaš budućnost pre drugih.',
    tense:
      'Nemir i glad za slobodom mogu da te gurnu u nagle odluke, selidbe ili rizike bez pokrića, pa velike prilike ponekad promaše zbog žurbe; kada svoje vizije uzemljiš planom, one mogu da otvore put i drugima.',
  },
  'jupiter-neptune': {
    blend:
      'Duša ti je široka i idealistična: veruješ u dobro, privlače te duhovnost, umetnost i pomaganje, a mašta ti gotovo da nema granica.',
    easy: 'Velikodušnost i saosećanje prirodno teku kroz tebe, a vera, umetnost ili humanitarni rad mogu da ti daju duboko zadovoljstvo; intuicija ti često šapne pravu stvar u pravi čas.',
    tense:
      'Lako veruješ i lako se razočaraš: idealizam ume da te povede za obećanjima, ljudima ili idejama koje nisu ono što izgledaju; proveren san vredi više od lepe iluzije.',
  },
  'jupiter-pluto': {
    blend:
      'U tebi postoji glad za uticajem i velikim preobražajem: privlače te krupne teme, skrivene istine i ljudi od moći, a tvoja uverenja imaju snagu da pokrenu promene i oko tebe.',
    easy: 'Umeš da iz teških okolnosti izvučeš priliku i da strpljivo gradiš uticaj; strateški um, vera u sopstvenu misiju i upornost pomažu ti da dosegneš ciljeve kojih bi se drugi uplašili.',
    tense:
      'Ambicija ponekad preraste u borbu za uticaj, a uverenja u fanatičnu sigurnost da je istina samo na tvojoj strani; kada moć uložiš u zajedničko dobro, ona raste umesto da razara.',
  },
  'jupiter-trueNode': {
    blend:
      'Vera, učenje i širenje vidika su tvoj pravac: učitelji, daleka putovanja i velikodušni gestovi otvaraju ti vrata ka onome što treba da postaneš, a smisao koji pronađeš vredi i drugima.',
    easy: 'Optimizam i glad za znanjem guraju te napred, a mentori i ljudi koji ti pružaju priliku često se pojave baš kada ti trebaju.',
    tense:
      'Stara uverenja ili navika da uvek tražiš još malo više mogu da te odvuku od stvarnog rasta; vera je dar, ali kada postane izgovor da se ne pomeraš, pretvara se u teret koji izgleda kao krila.',
  },
  'jupiter-ascendant': {
    blend:
      'Srdačnost i optimizam zrače iz tebe: deluješ velikodušno, otvoreno i samopouzdano, pa ti ljudi prirodno veruju, a telo i apetit ponekad traže meru koju vedar duh ne primećuje.',
    easy: 'Lako privlačiš prilike i naklonost, jer topao pristup i vedar stav otvaraju vrata gde god da kreneš; putovanja i susreti sa strancima često ti donose radost.',
    tense:
      'Prevelika obećanja ili želja da ostaviš utisak mogu da te odvedu u preterivanje, a u partnerima ponekad prepoznaješ sopstvenu širinu i njene mane; mera ti pristaje.',
  },
  'jupiter-midheaven': {
    blend:
      'Ugled i širina su ono čemu težiš u poslu: privlače te zanimanja u kojima učiš, vodiš, savetuješ ili povezuješ ljude, a javno priznanje često stiže kroz velikodušnost.',
    easy: 'U profesionalnom životu sreća ti se često osmehne: prilike, mentori i uticajni ljudi pojavljuju se u pravom trenutku, a ugled ti raste kada radiš ono u šta veruješ.',
    tense:
      'Ambicija može da preraste tvoje stvarne mogućnosti, ili se dom i karijera bore za tvoju pažnju; kada biraš ciljeve koji odgovaraju tvojim vrednostima, uspeh dobija smisao.',
  },
  'saturn-uranus': {
    blend:
      'U tebi se stalno sudaraju tradicija i promena: umeš da gradiš nove sisteme na starim temeljima, a odgovornost i sloboda kod tebe neprestano pregovaraju.',
    easy: 'Umeš da uneseš red u promenu i originalnost u strukturu, pa ti polazi za rukom da obnoviš ono što je zastarelo, a da ne srušiš ono što vredi.',
    tense:
      'Između potrebe za sigurnošću i potrebe za slobodom stalno vlada napetost, pa se smenjuju periodi krutosti i pobune; kada menjaš stvari postepeno, ta napetost postaje snaga reforme.',
  },
  'saturn-neptune': {
    blend:
      'Snovi i stvarnost se u tebi stalno traže: imaš dar da idealima daš oblik, ali strah i nejasnoća umeju da nagrizu strukturu koju gradiš.',
    easy: 'Umeš da daš oblik mašti, pa su ti umetnost, duhovna disciplina ili rad sa onima kojima je pomoć potrebna dobro tlo za ostvarenje.',
    tense:
      'Između sumnje i nade vodi se tiha borba: strahovi postaju maglovit pritisak, a snovi deluju nedostižno; strpljiv rad i jasne granice pomažu da se ideal spusti na zemlju.',
  },
  'saturn-pluto': {
    blend:
      'U tebi postoji ogromna izdržljivost i ozbiljnost: kroz teške okolnosti prolaziš kao kroz vatru, a vlast nad sobom i okolnostima ostaje važna tema celog života.',
    easy: 'Strpljenje i dubina omogućavaju ti da gradiš dugoročno, da izdržiš ono što bi mnoge slomilo i da u krizi budeš oslonac drugima.',
    tense:
      'Pritisak, kontrola i strah od gubitka mogu da obeleže tvoj život dok ne shvatiš da moć ne znači kontrolu; kroz istrajnost i preobražaj gradiš snagu koja se ne lomi lako.',
  },
  'saturn-trueNode': {
    blend:
      'Zrelost je ono što te vodi napred: život te uči odgovornosti, disciplini i strpljenju, a priznanje dolazi kada prestaneš da čekaš tuđu dozvolu i prihvatiš sopstveni autoritet.',
    easy: 'Iskustvo i red su ti oslonac na putu, a stariji ljudi, mentori i jasne strukture često ti daju podršku baš kada kreneš u novo.',
    tense:
      'Strah, kruta pravila ili navika da sav teret nosiš bez pomoći mogu da te zadrže u starom obrascu; rast traži da odgovornost ne bude izgovor za izbegavanje novog.',
  },
  'saturn-ascendant': {
    blend:
      'Deluješ ozbiljno i suzdržano, često starije nego što jesi; sigurnost u sebe gradiš polako, a vremenom iz te ozbiljnosti izraste autoritet kome ljudi veruju.',
    easy: 'Staloženost i pouzdanost deo su tvog nastupa, pa ti drugi lako poveravaju odgovornost; stvari započinješ promišljeno, a ono što započneš obično i završiš.',
    tense:
      'Strah od greške ili tuđeg suda može da ti oteža prvi korak, a partneri ili autoriteti ponekad deluju kao prepreka; vremenom te ta težina nauči čvrstini.',
  },
  'saturn-midheaven': {
    blend:
      'Uspon ka vrhu je za tebe dug i ozbiljan poduhvat: penješ se polako, odgovorno i uporno, a poštovanje koje stičeš godinama obično traje.',
    easy: 'Strpljenje i osećaj za strukturu služe tvojoj karijeri: napreduješ postojano, korak po korak, a odgovornost koju ti poveravaju raste zajedno sa tvojim znanjem.',
    tense:
      'Uspon ti je možda teži ili sporiji nego drugima, a porodične obaveze i očekivanja autoriteta ponekad koče; upornost vremenom gradi ugled koji zaista pripada tebi.',
  },
  'uranus-neptune': {
    blend:
      'Sa celom generacijom deliš vizionarski nemir, san o drugačijem svetu i zanimanje za ono što briše granice, a lično ga osećaš kao intuiciju koja naslućuje promene.',
    easy: 'Intuicija i originalnost se u tebi prirodno udružuju, pa naslućuješ nove talase u umetnosti, duhovnosti ili tehnologiji pre nego što postanu vidljivi.',
    tense:
      'Nemir tvoje generacije između sna i prevrata ume da se u tebi pokaže kao rastrzanost između bekstva od stvarnosti i nagle pobune; jasan lični ideal ti donosi mir.',
  },
  'uranus-pluto': {
    blend:
      'Pripadaš generaciji koju obeležava potreba za korenitim promenama: u tebi živi revolucionarni duh koji ne podnosi ono što je trulo, a kada se probudi, menja sve oko sebe.',
    easy: 'Prirodno osećaš kada je vreme za promenu i umeš da je sprovedeš sa dubinom; talenat za obnovu, koji nosi tvoja generacija, možeš da koristiš i u sopstvenom životu.',
    tense:
      'Nagli lomovi i duboke krize ponekad prate tvoj put, kao odraz vremena u kome živiš; kada ih prihvatiš kao poziv na obnovu, oni te oslobađaju.',
  },
  'uranus-trueNode': {
    blend:
      'Sloboda i originalnost su tvoj pravac rasta: život te poziva da se razlikuješ, da pratiš sopstvenu ideju i da se povežeš sa zajednicom istomišljenika.',
    easy: 'Promene i neobične prilike ti često otvaraju pravi put, a spremnost da eksperimentišeš i da se povežeš sa ljudima sličnog duha pomaže ti da rasteš.',
    tense:
      'Stara navika bunta ili potreba da budeš izuzetak od svakog pravila mogu da te drže u poznatom nemiru; rast traži da slobodu uložiš u nešto trajnije od protesta.',
  },
  'uranus-ascendant': {
    blend:
      'Nastup ti je originalan, nepredvidiv i nezavisan, pa se primeti čim uđeš u prostoriju; život ti često ide u naglim zaokretima.',
    easy: 'Lako se prilagođavaš novom i izražavaš se originalno, pa ljudi u tvom prisustvu osećaju dah slobode, a ti se u svakoj novoj sredini brzo snalaziš.',
    tense:
      'Potreba za slobodom ponekad se sudara sa bliskošću, pa partneri ili iznenadni događaji unose nemir u tvoj život; kada prihvatiš sopstvenu nepredvidivost, lakše biraš ljude koji je podnose.',
  },
  'uranus-midheaven': {
    blend:
      'Obična karijera ti retko odgovara: privlače te nezavisni, tehnološki ili inovativni putevi, a poslovni život obeležavaju nagle promene i hrabri zaokreti.',
    easy: 'Originalne ideje ti pomažu u karijeri, a lako se snalaziš u zanimanjima koja traže prilagodljivost, tehnologiju ili slobodu od krutih hijerarhija.',
    tense:
      'Sukobi sa autoritetima ili nagli preokreti u karijeri ponekad prate tvoj put, a ni kod kuće ne bude uvek mirno; posao koji ti ostavlja prostora za slobodu može da donese stabilnost i poslu i domu.',
  },
  'neptune-pluto': {
    blend:
      'Nosiš duh generacije u kojoj se duhovnost i preobražaj stapaju: osetljivost na nevidljive sile i potreba za dubinskim smislom obeležavaju tvoj unutrašnji život.',
    easy: 'Sa celom generacijom deliš tihu sposobnost da spojiš snove i duboke promene, pa intuicija ume da te provede kroz krize do obnove.',
    tense:
      'Napetost između ideala i moći pripada tvojoj generaciji, a lično je možeš osetiti kao potrebu da se suočiš sa iluzijama; istina koju pogledaš u oči oslobađa.',
  },
  'neptune-trueNode': {
    blend:
      'Saosećanje, mašta i duhovnost pokazuju ti put: život te poziva da veruješ intuiciji i da stvaraš ili služiš nečemu većem od sebe.',
    easy: 'Intuicija i umetnički osećaj pomažu ti da nađeš pravi put, pa trenuci tišine, muzike i nadahnuća često pokazuju pravac jasnije od svakog plana.',
    tense:
      'Stara navika bežanja u snove ili žrtvovanja za druge može da bude poznata uteha koja koči rast; saosećanje je dar, ali postaje štaka kada zameni jasnu odluku.',
  },
  'neptune-ascendant': {
    blend:
      'Oko tebe je nešto meko i neuhvatljivo: ljudi u tebi vide ono što žele da vide, a tvoja osetljivost upija atmosferu svakog mesta.',
    easy: 'Umeš da osetiš ljude bez reči, a tvoj blag i maštovit nastup privlači poverenje i nadahnjuje; umetnost, fotografija ili gluma mogu da ti budu prirodan izraz.',
    tense:
      'Drugi te lako pogrešno vide, a ti ponekad idealizuješ partnere ili gubiš granice u odnosima; jasnoća o tome ko si pomaže da osetljivost postane dar.',
  },
  'neptune-midheaven': {
    blend:
      'U tvom pozivu ima nečeg sanjarskog: privlače te umetnost, lečenje, duhovnost ili pomaganje, a put karijere ume da bude nejasan dok ne nađeš pravi smisao.',
    easy: 'Intuicija i mašta ti pomažu u karijeri, pa te privlače poslovi u kojima možeš da stvaraš, pomažeš ili nadahnjuješ.',
    tense:
      'Profesionalni put ume da se zamagli: nejasni ciljevi, razočaranja ili idealizovani poslovi mogu da te zbune; kada san prevedeš u konkretne korake, poziv postaje jasniji.',
  },
  'pluto-trueNode': {
    blend:
      'Preobražaj je srž tvog životnog puta: prekretnice, gubici i ponovni počeci nisu slučajne smetnje nego časovi, a svaki put kada skineš staru kožu, bliže si onome što treba da postaneš.',
    easy: 'Umeš da preživiš krize i da iz njih izvučeš suštinu, pa ti baš teški periodi često pokažu pravac; psihološki uvid i hrabrost da pogledaš istini u oči vode te napred.',
    tense:
      'Kontrola, sumnjičavost i pripravnost za krizu mogu da ti budu poznat teren na kome se osećaš jako, iako te baš on zadržava; rast počinje kada pustiš ono što je završeno i dopustiš životu da bude jednostavniji.',
  },
  'pluto-ascendant': {
    blend:
      'Tvoje prisustvo je intenzivno i magnetno: drugi osete snagu i pre nego što progovoriš, a život ti donosi duboke lične preobražaje.',
    easy: 'Umeš da se obnoviš iznova i da u nove situacije uneseš dubinu i odlučnost, pa drugi osete tvoju unutrašnju snagu i pre nego što je pokažeš.',
    tense:
      'Borbe za moć u odnosima ili osećaj da te drugi kontrolišu mogu da obeleže tvoj život; kada prepoznaš sopstvenu snagu, prestaješ da je tražiš u drugima.',
  },
  'pluto-midheaven': {
    blend:
      'Poziv te vuče ka mestima gde se odlučuje i preobražava: privlače te uticaj, istraživanje, psihologija ili lečenje, a profesionalni put prolazi kroz duboke promene i ponovna rađanja.',
    easy: 'Strateški um i upornost ti pomažu da stekneš uticaj na poslu, a umeš i da preobraziš sredinu u kojoj radiš.',
    tense:
      'Sukobi sa autoritetima, borbe za kontrolu na poslu ili duboke porodične teme iz pozadine mogu da te prate; kada snagu usmeriš ka istinskom pozivu, ona postaje pokretač promene, a ne oružje.',
  },
  'trueNode-ascendant': {
    blend:
      'Tvoj rast počinje od toga kako se pojavljuješ pred svetom: život traži da preuzmeš inicijativu, da se pokažeš i da vodiš sopstveni život umesto da se prilagođavaš drugima.',
    easy: 'Način na koji pristupaš svetu prirodno podržava tvoj životni put, pa te nova poznanstva, počeci i hrabro pokazivanje sebe često vode u dobrom pravcu.',
    tense:
      'Ono što pokazuješ svetu i ono što život od tebe traži ne idu uvek zajedno: ponekad se oslanjaš na stari način nastupa, bilo na samostalnost, bilo na prilagođavanje drugima, umesto da ga pretvoriš u most ka rastu.',
  },
  'trueNode-midheaven': {
    blend:
      'Životni put i poziv su ti čvrsto povezani: karijera i javna uloga su mesto gde najviše učiš i sazrevaš, a svaki profesionalni korak ujedno je korak ka sebi.',
    easy: 'Tvoj poziv prirodno podržava životni put, pa ti profesionalne prilike često pomažu da rasteš i lično, a ljudi sa kojima radiš postaju ti učitelji.',
    tense:
      'Poznate uloge u porodici ili na poslu mogu da te drže u starom obrascu; rast traži da pronađeš ravnotežu između doma i ambicije i da se usudiš na novi pravac.',
  },
  'ascendant-midheaven': {
    blend:
      'Lični nastup i javna uloga su ti gotovo jedno: kako se pojavljuješ i čemu težiš teško je razdvojiti, pa te ljudi doživljavaju kroz tvoj poziv.',
    easy: 'Način na koji nastupaš prirodno služi tvojoj karijeri, pa ti je lako da ostaviš profesionalni utisak koji odgovara tvojim ciljevima.',
    tense:
      'Između onoga kako se lično pokazuješ i uloge koju traži posao ponekad postoji raskorak, pa ti treba vremena da uskladiš ono što jesi sa onim što svet od tebe očekuje u karijeri.',
  },
};
