import type { PersonalContacts } from '../../contacts';

/** The Serbian readings of the transiting Sun, Mercury, Venus and Mars and the progressed Moon, per natal point and kind of aspect. */
export const PERSONAL: PersonalContacts = {
  sun: {
    sun: {
      blend: {
        text: 'Sunce se vraća na mesto na kome je stajalo u trenutku tvog rođenja: to je tvoj rođendan i solarni povratak, kada se životna snaga obnavlja i otvara nov lični ciklus.',
        advice: 'Zapiši jednu nameru za ciklus koji počinje i drži je tamo gde ćeš je svakodnevno viđati.',
      },
      easy: {
        text: 'Okolnosti idu u prilog tvojoj prirodi, pa samopouzdanje dolazi bez napinjanja, a ljudi lakše prepoznaju ono najbolje u tebi.',
        advice: 'Pokaži nekome rad ili zamisao kojom se u sebi tiho ponosiš.',
      },
      tense: {
        text: 'Svetlo pada pod nezgodnim uglom na ono što jesi, pa se mogu javiti umor, osećaj raskoraka sa sobom ili rastrzanost između uloga; to je provera, a ne presuda.',
        advice: 'Čuvaj san i prilagodi onaj jedan cilj koji ti više ne pristaje, umesto da guraš sve odjednom.',
      },
    },
    moon: {
      blend: {
        text: 'Sunce obasjava tvoja osećanja i dom: lakše vidiš i izgovaraš šta ti je potrebno, a porodične teme mogu da izbiju u prvi plan.',
        advice: 'Reci bliskoj osobi jednostavno i blago šta ti treba, pa posveti malo pažnje domu.',
      },
      easy: {
        text: 'Volja i osećanja vuku na istu stranu, pa briga o sebi i ostvarivanje želja postaju jedan pokret umesto dva suprotna.',
        advice: 'Skuvaj sebi obrok pažljivo, kao za dragog gosta, ili okupi svoje ljude oko stola.',
      },
      tense: {
        text: 'Ono što želiš i ono što ti je potrebno možda se ne slažu, a raspoloženje se lako uzburka kada spoljne obaveze potisnu privatni život koji te obnavlja.',
        advice: 'Sačuvaj jedan deo kućnog života slobodnim od obaveza i odbij zahtev koji te iscrpljuje.',
      },
    },
    mercury: {
      blend: {
        text: 'Misli dobijaju oštrinu i jasnoću: lakše ti je da shvatiš šta zapravo misliš i da to kažeš sa uverenjem koje drugi osete.',
        advice: 'Napiši predlog, pismo ili plan dok su ti ideje ovako bistre.',
      },
      easy: {
        text: 'Reči i namere se poklapaju, pa razgovori, učenje i papirologija obično teku glatko, a sagovornici su spremniji da čuju tvoje viđenje.',
        advice: 'Iznesi zamisao nekome ko može nešto da uradi sa njom, i sažmi je u nekoliko rečenica.',
      },
      tense: {
        text: 'Mišljenje lako prelazi u tvrdoglavost, pa ti može da bude važnije da pobediš u raspravi nego da čuješ šta ti drugi zapravo govore.',
        advice: 'Pusti sagovornika da završi pre nego što odgovoriš, i postavi jedno pitanje više nego inače.',
      },
    },
    venus: {
      blend: {
        text: 'Toplina i šarm izlaze iz tebe lakše nego inače: naklonost se jednostavnije daje i prima, a raste i želja za lepotom, dobrim društvom i malim uživanjima.',
        advice: 'Izgovori naglas lepu reč koju misliš i uživaj u nečemu bez osećaja krivice.',
      },
      easy: {
        text: 'Naklonost drugih prirodno prati tvoju pojavu, pa se otvara nežan prostor za prijateljstvo, flert, umetnost ili pomirenje sa dragom osobom.',
        advice: 'Javi se prijatelju koji ti nedostaje ili napravi nešto lepo svojim rukama.',
      },
      tense: {
        text: 'Tvoje želje mogu da se sudare sa tuđim očekivanjima u ljubavi ili novcu, a sujeta i ugađanje drugima lako koštaju više nego što donose.',
        advice: 'Pre nego što pristaneš da nekome ugodiš ili kupiš nešto primamljivo, proveri da li to zaista želiš.',
      },
    },
    mars: {
      blend: {
        text: 'Tvoj polet se rasplamsava: hrabrost dolazi lako, ali sa njom i nestrpljenje, kratak fitilj i nagon da preuzmeš sve što ti je nadohvat ruke.',
        advice: 'Usmeri tu vrelinu u fizički izazov ili zadatak kome treba odvažnosti, a ne u svađu.',
      },
      easy: {
        text: 'Odlučnost i izdržljivost se udružuju, pa je pravi čas da nešto započneš, treniraš, odmeriš snage ili se konačno uhvatiš ukoštac sa poslom koji odlažeš.',
        advice: 'Izaberi najteži zadatak sa spiska i počni ga dok je snaga uz tebe.',
      },
      tense: {
        text: 'Trenje nastaje lako: tvoje želje udaraju u tuđe, strpljenje je kratko, a žurba može da donese nezgode, premor ili reči zbog kojih se kasnije kaješ.',
        advice: 'Bes prvo izbaci kroz kretanje, a progovori tek kada se slegne.',
      },
    },
    jupiter: {
      blend: {
        text: 'Optimizam raste, a osećaj za mogućnosti se širi: velikodušnost, poverenje u dobro i želja za širim vidicima izbijaju u prvi plan.',
        advice: 'Prihvati jednu priliku koja ti širi vidike i pitaj nekoga mudrijeg šta on u njoj vidi.',
      },
      easy: {
        text: 'Vera u sebe i dobra prilika lako se nađu na istom putu, pa učenje, putovanje ili plemenit gest obično nailaze na lep prijem.',
        advice: 'Prijavi se, predloži ili zamoli za ono što ti je važno, i reci to sa toplinom.',
      },
      tense: {
        text: 'Sve deluje moguće, pa je zamka u preterivanju: lako obećaš, potrošiš ili preuzmeš više nego što zaista možeš da izneseš.',
        advice: 'Pre nego što pristaneš na nešto veliko, prepolovi plan i vidi da li i dalje ima smisla.',
      },
    },
    saturn: {
      blend: {
        text: 'Obaveze, granice i strahovi izlaze na videlo, pa se jasno vidi šta u tvom životu stoji čvrsto, a šta je tek obećanje; uz tu jasnoću može da ide i umor.',
        advice: 'Završi jednu obavezu do kraja, a zatim se odmori bez griže savesti.',
      },
      easy: {
        text: 'Disciplina ne deluje kao teret nego kao oslonac, pa strpljiv rad, razgovor sa nekim ko ima autoritet ili dugoročno planiranje idu prirodno.',
        advice: 'Sastavi realan plan za nešto dugoročno i napravi prvi, skroman korak.',
      },
      tense: {
        text: 'Spoljni zahtevi pritiskaju tvoju volju: autoriteti, rokovi ili sopstvena strogost lako te zamaraju i pokazuju gde se rasipaš na previše strana.',
        advice: 'Ne obećavaj ništa novo dok ne rasteretiš ono što već nosiš.',
      },
    },
    uranus: {
      blend: {
        text: 'Budi se potreba za slobodom i promenom: iznenadni uvidi, neočekivani susreti ili nemir mogu da te pokrenu da ono što jesi izraziš na nov način.',
        advice: 'Promeni jednu ustaljenu naviku i posmatraj šta se u tebi budi.',
      },
      easy: {
        text: 'Originalnost dolazi lako, a promene koje uvodiš nailaze na razumevanje, pa je zgodan čas za eksperiment, novu tehnologiju ili neobičnu ideju.',
        advice: 'Isprobaj rešenje koje ti se ranije činilo previše smelim.',
      },
      tense: {
        text: 'Nestrpljenje prema ograničenjima raste, pa možeš naglo da prekineš ono što te guši ili da naiđeš na obrte koji remete planove i živce.',
        advice: 'Pre naglog raskida napravi predah i proveri šta tačno želiš da promeniš.',
      },
    },
    neptune: {
      blend: {
        text: 'Granice između tebe i sveta se tanje: mašta, saosećanje i nadahnuće jačaju, dok energija i jasnoća mogu da oslabe.',
        advice: 'Daj prostora umetnosti, muzici ili tišini, a velike odluke odloži dok se magla ne raziđe.',
      },
      easy: {
        text: 'Intuicija i mašta prirodno pomažu volji, pa su umetnički rad, meditacija, pomaganje drugima ili tiho sanjarenje posebno plodni.',
        advice: 'Odvoji vreme za stvaralački rad ili pomozi nekome kome je pomoć zaista potrebna.',
      },
      tense: {
        text: 'Magla pada na tvoje namere: umor, zbunjenost ili razočaranje u ljude i planove mogu da zamute pogled, pa je lako videti ono što želiš da vidiš.',
        advice: 'Proveri činjenice pre nego što se nekome prepustiš, i spavaj više nego obično.',
      },
    },
    pluto: {
      blend: {
        text: 'Iz dubine izlaze teme moći, kontrole i onoga što je spremno da se završi, a sa njima i snažna želja da nešto promeniš iz korena.',
        advice: 'Suoči se sa jednim problemom koji zaobilaziš i reši ga od temelja.',
      },
      easy: {
        text: 'Koncentracija i snaga volje su duboke, pa možeš da istražiš suštinu stvari, obnoviš nešto iz temelja ili mirno upotrebiš svoj uticaj.',
        advice: 'Istraži jedno pitanje do dna ili raščisti ono što te tiho opterećuje.',
      },
      tense: {
        text: 'Borba za moć može da se razvije oko tebe ili u tebi: tuđa kontrola, ljubomora ili sopstvena tvrdoglavost traže da pogledaš šta zaista želiš da zadržiš.',
        advice: 'Ne ulazi u nadmetanje volja; zapitaj se šta bi značilo da pustiš kontrolu.',
      },
    },
    ascendant: {
      blend: {
        text: 'Tvoje telo i pojava su u središtu pažnje: jasnije vidiš sebe, drugi te lakše primećuju, a nešto lično prirodno traži da bude započeto.',
        advice: 'Započni jedan lični poduhvat i pojavi se onako kako želiš da te vide.',
      },
      easy: {
        text: 'Telo i raspoloženje se slažu, a nastup ti je vedar i otvoren, pa nova poznanstva i lični počeci obično teku lako.',
        advice: 'Upoznaj nekoga novog ili se predstavi tamo gde želiš da ostaviš trag.',
      },
      tense: {
        text: 'Tvoj nastup nailazi na otpor ili na tuđa očekivanja, pa odnosi traže prilagođavanje, a telo više odmora nego obično.',
        advice: 'Slušaj telo, a u razgovorima dopusti da i drugi ponekad budu u pravu.',
      },
    },
    midheaven: {
      blend: {
        text: 'Tvoj poziv, ugled i životni pravac vidljiviji su nego inače, a trud koji ulažeš primećuju i oni koji odlučuju.',
        advice: 'Pokaži šta umeš onima od kojih zavisi tvoj napredak i reci naglas kuda želiš da ideš.',
      },
      easy: {
        text: 'Ono što jesi i ono po čemu te ljudi znaju lepo se slažu, pa razgovor sa pretpostavljenima, predstavljanje rada ili korak ka željenom pozivu obično nailaze na dobar odziv.',
        advice: 'Zatraži razgovor o svom napredovanju ili pošalji prijavu koju odlažeš.',
      },
      tense: {
        text: 'Privatni život i profesionalne obaveze vuku na suprotne strane, ili se tvoja volja sukobljava sa nekim ko ima vlast, pa pitanje kuda ideš postaje neodložno.',
        advice: 'Ne donosi nagle odluke o poslu; zapiši šta ti je u pozivu zaista važno.',
      },
    },
  },
  moon: {
    sun: {
      blend: {
        text: 'Osećanja i volja se stapaju i počinje novo emotivno poglavlje: ono što želiš i ono što ti je potrebno najzad govore istim jezikom, a to se oseća i u domu.',
        advice: 'Izaberi jednu ličnu nameru za poglavlje koje počinje i neguj je strpljivo, kao baštu.',
      },
      easy: {
        text: 'Srce i svest o sebi sarađuju: u porodici ima više razumevanja, a telo lakše nalazi ritam sna, rada i odmora koji ti prija.',
        advice: 'Uredi dom i dnevni ritam tako da podržavaju ono što zaista želiš.',
      },
      tense: {
        text: 'Potrebe srca i lični ciljevi se razilaze, pa porodične obaveze ili unutrašnji nemir traže da ponovo odmeriš koliko sebe daješ drugima, a koliko svom putu.',
        advice: 'Razgovaraj otvoreno sa ukućanima o tome šta je kome potrebno, pa tek onda menjaj planove.',
      },
    },
    moon: {
      blend: {
        text: 'Mesec se vraća na svoje polazno mesto iz tvoje natalne karte: zatvara se jedan veliki emotivni krug i otvara novi, u kome se stare potrebe javljaju u novom obliku.',
        advice: 'Zapitaj se kakav dom i kakvu bliskost želiš u krugu koji počinje, i napravi im mesta.',
      },
      easy: {
        text: 'U sebi nalaziš mir: dom, porodica i briga o telu postaju izvor snage, a nežnost prema sebi dolazi lakše.',
        advice: 'Vrati se navikama koje te hrane: dovoljno sna, topli obroci i ljudi uz koje se opuštaš.',
      },
      tense: {
        text: 'Stare emotivne navike možda više ne odgovaraju onome što ti je potrebno, pa se u domu ili porodici mogu javiti nemir i potreba za promenom.',
        advice: 'Izaberi jednu naviku koja te više ne hrani i zameni je nečim što te zaista smiruje.',
      },
    },
    mercury: {
      blend: {
        text: 'Misli i osećanja se prepliću: mnogo razmišljaš o domu i bliskima, razgovori u porodici dobijaju na težini, a pisanje može da olakša srcu.',
        advice: 'Vodi dnevnik i zapiši u njega ono što još ne umeš da izgovoriš.',
      },
      easy: {
        text: 'Lako nalaziš reči za ono što osećaš, pa porodični razgovori, učenje i sređivanje kućnih papira teku bez zastoja.',
        advice: 'Pokreni razgovor koji u porodici odavno čeka, i vodi ga mirno.',
      },
      tense: {
        text: 'Razum i osećanja vuku na različite strane, pa briga može da se pretvori u premišljanje bez kraja, a nesporazumi sa bliskima nastaju oko sitnica.',
        advice: 'Pre nego što odgovoriš ukućanima u ljutnji, sačekaj da se misli slegnu.',
      },
    },
    venus: {
      blend: {
        text: 'Nežnost dolazi u prvi plan: raste potreba za ljubavlju, uređenim domom i prijatnim društvom, a stare veze mogu da se obnove.',
        advice: 'Unesi u dom nešto lepo i provodi više vremena sa ljudima koje voliš.',
      },
      easy: {
        text: 'Toplina se lako širi oko tebe, pa porodični odnosi omekšavaju, a ljubav i prijateljstva donose utehu i osećaj pripadnosti.',
        advice: 'Pozovi drage ljude na večeru kod kuće ili nekome pokloni pažnju bez povoda.',
      },
      tense: {
        text: 'Potreba za bliskošću i potreba za sopstvenim prostorom se sudaraju, pa u ljubavi ili porodici raste osetljivost na svaki znak hladnoće.',
        advice: 'Reci otvoreno koja ti nežnost nedostaje, umesto da čekaš da je neko pogodi.',
      },
    },
    mars: {
      blend: {
        text: 'Vatra ulazi u emotivni život: strast, zaštitnički nagon i nestrpljenje jačaju, pa kućni poslovi, selidba ili porodične razmirice mogu da traže mnogo snage.',
        advice: 'Uloži tu snagu u sređivanje doma ili u trening, a ne u svađe sa ukućanima.',
      },
      easy: {
        text: 'Hrabrost i osećanja su u skladu, pa lakše braniš svoje potrebe, preduzimaš nešto za dom i imaš više fizičke izdržljivosti.',
        advice: 'Započni kućni projekat koji odlažeš ili uvedi redovno kretanje u svoju svakodnevicu.',
      },
      tense: {
        text: 'Razdražljivost lako izbija na površinu, a sukobi u domu mogu da se rasplamsaju zbog sitnica koje odavno tinjaju.',
        advice: 'Kada osetiš bes, izađi u šetnju pre nego što bilo šta kažeš.',
      },
    },
    jupiter: {
      blend: {
        text: 'Srce se širi: raste potreba za slobodom, putovanjima i smislom, a dom i porodica mogu da se uvećaju, novim članom ili većim prostorom.',
        advice: 'Otvori vrata doma ljudima i idejama, ali ne preuzimaj više nego što srce može da ponese.',
      },
      easy: {
        text: 'Optimizam i emotivna sigurnost rastu zajedno, pa je lakše praštati, pomagati porodici i verovati da se stvari odvijaju u tvoju korist.',
        advice: 'Zahvali se nekome ko te je podržao i uzvrati mu pažnjom.',
      },
      tense: {
        text: 'U osećanjima je lako preterati: obećanja porodici, trošenje na dom ili očekivanja od bliskih rastu brže nego što stvarnost dozvoljava.',
        advice: 'Odredi meru u jelu, trošenju i obećanjima, i drži je se blago ali dosledno.',
      },
    },
    saturn: {
      blend: {
        text: 'U ovom emotivnom poglavlju osećanja postaju ozbiljnija i tiša: odgovornost prema porodici, briga o roditeljima ili usamljenost mogu da pritisnu, ali i da te učvrste iznutra.',
        advice: 'Preuzmi obavezu koja je zaista tvoja i zatraži podršku, umesto da sve nosiš u tišini.',
      },
      easy: {
        text: 'Emotivna zrelost donosi mir: lakše postavljaš granice, uređuješ dom i gradiš stabilnost na koju porodica može da se osloni.',
        advice: 'Napravi kućni raspored ili plan obaveza koji ti donosi više mira.',
      },
      tense: {
        text: 'Osećaj da nosiš previše ili da te niko ne razume može da bude jak, a porodične dužnosti i hladnoća u odnosima traže strpljenje i zrelost.',
        advice: 'Priznaj sebi umor i zatraži pomoć pre nego što se zatvoriš u sebe.',
      },
    },
    uranus: {
      blend: {
        text: 'Emotivni život se naglo menja: želja za slobodom može da donese selidbu, promene u porodici ili neočekivana osećanja koja uzdrmaju ustaljene navike.',
        advice: 'Ostavi prostor za nepredviđeno, ali ne ruši sve odjednom.',
      },
      easy: {
        text: 'Stari kalupi popuštaju, pa je lako uneti svežinu u dom, upoznati neobične ljude i pustiti nove navike u život.',
        advice: 'Promeni raspored nameštaja ili dnevnu rutinu i posmatraj kako se osećaš.',
      },
      tense: {
        text: 'Nemir i napetost u živcima rastu, a potreba za slobodom može da se sudari sa porodičnim obavezama ili sa potrebom za sigurnošću.',
        advice: 'Nađi malo prostora slobode u svakodnevici pre nego što poželiš da pobegneš od svega.',
      },
    },
    neptune: {
      blend: {
        text: 'Prijemčivost raste: saosećanje, čežnja i snovi jačaju, ali granice u porodici i osećaj za stvarnost mogu da se zamagle.',
        advice: 'Posveti vreme muzici ili tišini, i pažljivo biraj kome otvaraš vrata doma.',
      },
      easy: {
        text: 'Intuicija i empatija su dublje, pa ti je lako da razumeš bližnje, da stvaraš ili da dom pretvoriš u mirno utočište.',
        advice: 'Uredi u domu kutak za tišinu, molitvu ili stvaralački rad.',
      },
      tense: {
        text: 'Razočaranje u porodicu ili u idealizovanu osobu može da zaboli, a umor, zbunjenost ili beg u snove otežavaju svakodnevicu.',
        advice: 'Ne preuzimaj tuđe terete i drži se onoga što te vraća na zemlju: šetnje, reda i sna.',
      },
    },
    pluto: {
      blend: {
        text: 'Ono o čemu se u porodici dugo ćutalo traži reč: stara pitanja, gubici ili snažne vezanosti izlaze na površinu i traže preobražaj.',
        advice: 'Razgovaraj sa nekim kome duboko veruješ o onome što se u tebi budi.',
      },
      easy: {
        text: 'Dubina postaje lekovita: možeš da isceliš stare rane, otpustiš ono što te sputava i obnoviš odnose iz temelja.',
        advice: 'Oprosti jednu staru uvredu ili očisti dom od stvari koje nose teške uspomene.',
      },
      tense: {
        text: 'Ljubomora, strah od gubitka ili borba za kontrolu u porodici mogu da budu jaki, a potisnuta osećanja traže izlaz.',
        advice: 'Pusti ono što ne možeš da kontrolišeš i ne ulazi u igre moći sa bliskima.',
      },
    },
    ascendant: {
      blend: {
        text: 'Osećanja su ti ispisana na licu: lako pokazuješ ono što nosiš u sebi, telo osetljivo reaguje na raspoloženje, a drugi vide tvoju ranjivost.',
        advice: 'Brini o telu kroz san i ishranu, i pokaži osećanja onima kojima veruješ.',
      },
      easy: {
        text: 'Ono što osećaš i način na koji se pokazuješ su u skladu, pa svetu prilaziš toplo i prirodno, a novi počeci imaju emotivni oslonac.',
        advice: 'Započni nešto lično uz podršku ljudi koji te vole.',
      },
      tense: {
        text: 'Emotivne potrebe mogu da se sukobe sa slikom koju pokazuješ svetu, pa se lako osećaš izloženo ili nesigurno među ljudima.',
        advice: 'Pre nego što se povučeš, reci nekome bliskom šta ti je potrebno.',
      },
    },
    midheaven: {
      blend: {
        text: 'Srce se okreće ka pozivu i javnom životu: jača potreba da radiš nešto što ima smisla, a porodica i karijera traže novu ravnotežu.',
        advice: 'Zapitaj se koji posao hrani tvoje srce i napravi mali korak ka njemu.',
      },
      easy: {
        text: 'Dom i karijera se dopunjuju, pa osećajnost postaje tvoja snaga na poslu, a podrška porodice olakšava profesionalne korake.',
        advice: 'Uključi bliske u svoje profesionalne planove i prihvati njihovu pomoć.',
      },
      tense: {
        text: 'Porodica i posao te traže u isto vreme, pa možeš da se osećaš rastrzano između toplog doma i javnih obaveza.',
        advice: 'Odredi jasne granice između posla i doma i drži ih se.',
      },
    },
  },
  mercury: {
    sun: {
      blend: {
        text: 'Um se okreće ka tebi i tvojim ciljevima: rado govoriš o sebi, praviš planove i donosiš odluke, a poruke i razgovori stižu jedni za drugima.',
        advice: 'Zapiši šta nameravaš i reci to jasno onima koje se tiče.',
      },
      easy: {
        text: 'Reči ti idu od ruke, a misao je jasna i sigurna, pa pregovori, izlaganja i učenje obično teku onako kako želiš.',
        advice: 'Iskoristi bistrinu ovih dana za važan razgovor ili pismo koje odlažeš.',
      },
      tense: {
        text: 'Glava i volja mogu da se raziđu, pa lako upadaš u prepirke, govoriš brže nego što misliš ili se rasipaš na previše sitnih obaveza.',
        advice: 'Pre nego što pošalješ oštru poruku, pročitaj je naglas i izbaci najoštriju rečenicu.',
      },
    },
    moon: {
      blend: {
        text: 'Misli se hrane osećanjima: razgovori o domu i porodici dolaze u prvi plan, a lakše ti je da izgovoriš ono što te tišti.',
        advice: 'Nazovi nekoga iz porodice i razgovaraj bez žurbe, više slušajući nego govoreći.',
      },
      easy: {
        text: 'Misao i osećaj se lepo slažu, pa nalaziš prave reči za osetljive teme i bez muke rešavaš kućne sitnice.',
        advice: 'Napiši nekome dragom nekoliko redova o tome šta ti znači.',
      },
      tense: {
        text: 'Brige se lako umnožavaju u glavi: raspoloženja se smenjuju, a pogrešno shvaćena reč među bliskima ume da zaboli.',
        advice: 'Kad te nešto povredi, pitaj šta je druga osoba htela da kaže pre nego što doneseš zaključak.',
      },
    },
    mercury: {
      blend: {
        text: 'Merkur se vraća tamo gde je stajao pri tvom rođenju, pa um dobija nov zamah: ideje, planovi i razgovori se ubrzavaju, a navike mišljenja se osvežavaju.',
        advice: 'Započni novu knjigu, kurs ili svesku za misli koje se javljaju.',
      },
      easy: {
        text: 'Misao teče lako i uredno, pa se učenju, pisanju, pregovorima i sređivanju papira posvećuješ sa neobičnom lakoćom.',
        advice: 'Završi pismeni posao ili učenje koje traži punu koncentraciju.',
      },
      tense: {
        text: 'Rasejanost i previše informacija mogu da otežaju odluke, pa se lako zapetljaš u detalje, kašnjenja ili nesporazume.',
        advice: 'Svedi spisak obaveza na nekoliko najvažnijih i ostalo ostavi za kasnije.',
      },
    },
    venus: {
      blend: {
        text: 'Reči postaju meke i ljupke: lako izražavaš naklonost, umeš da pohvališ i smiriš, a razgovori o lepoti, umetnosti ili novcu teku prijatno.',
        advice: 'Napiši nekome pismo ili poruku punu topline, onakvu kakva bi i tebe obradovala.',
      },
      easy: {
        text: 'Šarm i razum se dopunjuju, pa diplomatija, mirenje zavađenih, pregovori o ceni ili kreativno pisanje idu lakše nego inače.',
        advice: 'Izgladi nesporazum sa nekim dragim i pažljivo biraj reči.',
      },
      tense: {
        text: 'Ono što kažeš i ono što osećaš mogu da se mimoiđu, pa laskanje, prazna obećanja ili nepromišljena kupovina lako zavedu.',
        advice: 'Pre kupovine ili obećanja u ljubavi, sačekaj da razum i srce kažu isto.',
      },
    },
    mars: {
      blend: {
        text: 'Jezik je oštar, a odluke brze: govoriš direktno i bez oklevanja, ali lako planeš i kažeš nešto grublje nego što misliš.',
        advice: 'Reci ono što misliš, ali biraj reči kao da te sluša neko koga poštuješ.',
      },
      easy: {
        text: 'Um i volja rade u istom ritmu, pa je lako braniti stav, brzo rešavati probleme i završavati poslove koji traže odlučnost.',
        advice: 'Donesi odluku koju odlažeš i saopšti je jasno, bez okolišanja.',
      },
      tense: {
        text: 'Svađe izbijaju iz sitnica: reči lete brže od misli, a nestrpljenje u saobraćaju ili razgovoru lako dovodi do grešaka.',
        advice: 'Vozi pažljivije, a kada rasprava počne da se zahuktava, prvo udahni i saslušaj do kraja.',
      },
    },
    jupiter: {
      blend: {
        text: 'Velike teme privlače pažnju, od učenja i putovanja do filozofije i planova za budućnost, a optimizam raste sa svakim novim razgovorom.',
        advice: 'Upiši kurs ili uzmi knjigu koja ti širi vidike.',
      },
      easy: {
        text: 'Dobre vesti, korisni razgovori i ideje koje povezuju detalje sa širom slikom lako dolaze, posebno kroz učenje i putovanja.',
        advice: 'Javi se nekome ko može da ti pomogne da napreduješ i reci otvoreno šta ti treba.',
      },
      tense: {
        text: 'Obećanja i planovi mogu da budu preveliki za detalje: lako potceniš koliko nešto traje ili previdiš sitna slova.',
        advice: 'Proveri detalje pre nego što potpišeš ili obećaš nešto krupno.',
      },
    },
    saturn: {
      blend: {
        text: 'Razmišljanje se uozbiljuje: obaveze, rokovi i granice zaokupljaju pažnju, a mogu da se jave i sumnje ili crnji pogled na stvari.',
        advice: 'Napravi konkretan plan za jednu obavezu i savladaj je korak po korak.',
      },
      easy: {
        text: 'Misao je disciplinovana i precizna, pa je vreme pogodno za ozbiljan rad, planiranje, ugovore i razgovore sa autoritetima.',
        advice: 'Sredi papire ili potraži savet nekoga čije iskustvo može da ti pomogne.',
      },
      tense: {
        text: 'Kašnjenja, birokratske prepreke ili oštra kritika mogu da te obeshrabre, a sumnje u sebe postaju glasnije.',
        advice: 'Ne uzimaj kritiku lično; izvuci iz nje ono što je korisno i nastavi.',
      },
    },
    uranus: {
      blend: {
        text: 'Iznenadni uvidi i neočekivane vesti bude um: misli skaču, ideje su originalne, a živci napeti kao žica.',
        advice: 'Zapiši svaku neobičnu ideju pre nego što ti pobegne.',
      },
      easy: {
        text: 'Brz i originalan um lako prihvata nove tehnologije, neobične ljude i rešenja koja drugi ne vide.',
        advice: 'Isprobaj novu aplikaciju, alat ili metod rada koji te zanima.',
      },
      tense: {
        text: 'Nervoza i nestrpljenje ubrzavaju misli, pa lako kažeš nešto naglo ili doneseš brzopletu odluku.',
        advice: 'Uspori disanje i odloži važne odluke dok se živci ne smire.',
      },
    },
    neptune: {
      blend: {
        text: 'Razum i mašta se mešaju u izmaglici: intuicija i kreativnost jačaju, ali i zaboravnost, nejasne poruke i prelako poverenje.',
        advice: 'Piši pesme ili slikaj, ali dvaput proveri dogovore, adrese i iznose.',
      },
      easy: {
        text: 'Nadahnuće lako nalazi reči, pa pisanje, umetnost, muzika ili razgovor o duhovnim temama dobijaju posebnu dubinu.',
        advice: 'Posveti se kreativnom pisanju ili slušaj muziku koja te nadahnjuje.',
      },
      tense: {
        text: 'Nesporazumi, zaborav ili obmana mogu da se uvuku u komunikaciju, a lako je poverovati u ono što želiš da čuješ.',
        advice: 'Traži pisanu potvrdu svakog važnog dogovora.',
      },
    },
    pluto: {
      blend: {
        text: 'Površni razgovori te ne zanimaju: istražuješ, otkrivaš tajne i govoriš o stvarima o kojima se obično ćuti.',
        advice: 'Istraži temu koja te opseda do kraja, ali ne koristi reči kao oružje.',
      },
      easy: {
        text: 'Pronicljivost je izoštrena, pa lako vidiš ispod površine, ubeđuješ druge i pronalaziš rešenja za teške probleme.',
        advice: 'Iskoristi taj prodoran pogled za istraživanje, pregovor ili ozbiljan razgovor.',
      },
      tense: {
        text: 'Razgovori mogu da se pretvore u borbu za moć: tvrdoglavost, sumnjičavost ili opsesivne misli lako preuzimaju kontrolu.',
        advice: 'Ne pokušavaj da nekoga ubediš po svaku cenu; neka pitanje ponekad ostane otvoreno.',
      },
    },
    ascendant: {
      blend: {
        text: 'Razgovori, poruke i kratki izlasci se množe, a drugi te doživljavaju kao radoznalu, živahnu osobu koja lako započinje priču.',
        advice: 'Započni razgovor sa nekim koga tek upoznaješ i slušaj šta te u njemu zanima.',
      },
      easy: {
        text: 'Reči i pojava idu ruku pod ruku, pa lako ostavljaš utisak jasnim govorom i dobro se snalaziš u novim susretima.',
        advice: 'Predstavi svoju ideju licem u lice, a ne samo porukom.',
      },
      tense: {
        text: 'Ono što kažeš može da bude pogrešno shvaćeno, a užurbanost i nervoza lako se vide na tebi.',
        advice: 'Pre važnog razgovora zastani i proveri da li te sagovornik razume.',
      },
    },
    midheaven: {
      blend: {
        text: 'Karijera postaje glavna tema: razgovori sa pretpostavljenima, planovi za napredovanje i javni nastupi dolaze u prvi plan.',
        advice: 'Pripremi jasan predlog o svom radu i iznesi ga onima koji odlučuju.',
      },
      easy: {
        text: 'Lako je govoriti o svojim ciljevima, pa pregovori, izlaganja i poslovna prepiska idu glatko.',
        advice: 'Pošalji mejl ili prijavu koja može da pomeri tvoju karijeru.',
      },
      tense: {
        text: 'Nesporazumi na poslu ili sa nadređenima mogu da zakomplikuju planove, a rasejanost lako utiče na ugled.',
        advice: 'Proveri svaku službenu poruku pre slanja i drži se činjenica.',
      },
    },
  },
  venus: {
    sun: {
      blend: {
        text: 'Naklonost i lepota same ti prilaze: šarm je izraženiji, ljubav i prijateljstvo lakše pronalaze put do tebe, a uživanje ne traži opravdanje.',
        advice: 'Priušti sebi nešto lepo i prihvati poziv koji te raduje.',
      },
      easy: {
        text: 'Vedrina se širi oko tebe bez truda, pa susreti, izlasci i stvaralački rad dobijaju lakoću i radost.',
        advice: 'Izađi sa nekim dragim ili se posveti hobiju koji te ispunjava.',
      },
      tense: {
        text: 'Želja za uživanjem i potreba za priznanjem mogu da se sukobe, pa lako preteraš u trošenju ili od drugih očekuješ više nego što mogu da daju.',
        advice: 'Uživaj umereno i ne traži od drugih da ti potvrde koliko vrediš.',
      },
    },
    moon: {
      blend: {
        text: 'Dom postaje mesto nežnosti: osećanja se lakše pokazuju, a prija ti da ulepšaš prostor oko sebe i okupiš one koje voliš.',
        advice: 'Okiti sto cvećem, skuvaj nešto ukusno i provedi veče sa dragim ljudima.',
      },
      easy: {
        text: 'Osećanja i naklonost lepo se slažu, pa porodični susreti, pomirenja i trenuci nežnosti imaju posebnu toplinu.',
        advice: 'Pozovi nekoga koga voliš na obrok koji pripremaš sa ljubavlju.',
      },
      tense: {
        text: 'Potreba za ljubavlju može da pređe u preosetljivost, pa se lako osećaš zapostavljeno ili utehu tražiš u slatkišima i kupovini.',
        advice: 'Kada ti zatreba uteha, zatraži zagrljaj umesto još jedne kupovine.',
      },
    },
    mercury: {
      blend: {
        text: 'Govor dobija mekoću i otmenost: lako nalaziš nežne izraze, rado pišeš i flertuješ, a i teške razgovore vodiš sa taktom.',
        advice: 'Napiši ljubavnu poruku ili zahvalnicu nekome ko je to zaslužio.',
      },
      easy: {
        text: 'Ljubaznost otvara vrata: pregovori, umetničko izražavanje i razgovori koji mire ljude idu glatko.',
        advice: 'Izgovori komplimente koje inače zadržavaš za sebe.',
      },
      tense: {
        text: 'Želja da sve ostane prijatno može da prikrije ono što zaista misliš, pa lako pristaješ na dogovore samo da se izbegne sukob.',
        advice: 'Reci istinu blago, ali je reci.',
      },
    },
    venus: {
      blend: {
        text: 'Ovo je tvoj Venerin povratak: počinje nov krug u ljubavi, ukusu i vrednostima, i lakše ti je da prepoznaš šta te zaista raduje i koga zaista voliš.',
        advice: 'Osveži garderobu ili dom jednom promenom koja ti se iskreno dopada.',
      },
      easy: {
        text: 'Sklad u odnosima i uživanje u lepim stvarima dolaze bez napora, a privlačnost i ukus su izraženiji nego inače.',
        advice: 'Poseti izložbu, koncert ili mesto koje ti prija, po mogućstvu u dobrom društvu.',
      },
      tense: {
        text: 'Ono što ceniš i ono što ti se nudi u ljubavi ili novcu mogu da se razilaze, pa nezadovoljstvo podstiče da preispitaš svoje vrednosti.',
        advice: 'Zapiši šta ti je u vezi i u trošenju zaista važno, pa se ravnaj prema tome.',
      },
    },
    mars: {
      blend: {
        text: 'Nežnost i strast se susreću: privlačnost je snažna, želja jasna, a ljubavni i stvaralački podsticaji teško ostaju skriveni.',
        advice: 'Napravi prvi korak prema osobi koja ti se dopada, ali joj ostavi prostor da odgovori.',
      },
      easy: {
        text: 'Želja i šarm su saveznici, pa je lako osvojiti nečiju pažnju, pokrenuti stvaralački projekat ili uživati u telu i pokretu.',
        advice: 'Pozovi nekoga na ples, šetnju ili izlazak koji budi strast.',
      },
      tense: {
        text: 'Naklonost i želja ne idu istim korakom: ljubomora, nestrpljenje u ljubavi ili svađa oko novca lako se rasplamsaju.',
        advice: 'Ne osvajaj pritiskom; strpljenje ovde privlači više nego navaljivanje.',
      },
    },
    jupiter: {
      blend: {
        text: 'Velikodušnost i radost se prelivaju: ljubav, društvo i zadovoljstva su obilniji, a sreća u odnosima deluje bliže nego obično.',
        advice: 'Podeli radost sa drugima, ali drži meru u trošenju.',
      },
      easy: {
        text: 'Sreća i lepota idu zajedno, pa su druženja, putovanja, umetnost i ljubavni susreti često ispunjeni toplinom i malim darovima.',
        advice: 'Prihvati poziv na putovanje ili slavlje i otvori se novim poznanstvima.',
      },
      tense: {
        text: 'Lako je preterati u uživanju: hrana, kupovina ili idealizovanje partnera mogu da odu dalje nego što je mudro.',
        advice: 'Pre velike kupovine ili krupnog obećanja u ljubavi, daj sebi vremena da razmisliš.',
      },
    },
    saturn: {
      blend: {
        text: 'Ljubav se stavlja na proveru: hladnoća ili distanca mogu da zabole, ali pokazuju koje su veze trajne i vredne truda.',
        advice: 'Uloži trud u odnos koji vredi, a pusti one koji ti donose samo težinu.',
      },
      easy: {
        text: 'Odanost i stabilnost u ljubavi jačaju, pa je lakše preuzeti obaveze, graditi zajedničke planove i ceniti ono što traje.',
        advice: 'Napravi konkretan zajednički plan sa partnerom ili prijateljem.',
      },
      tense: {
        text: 'Odbijanje, usamljenost ili osećaj da ljubav traži previše odricanja mogu da budu izraženi, a novca kao da je manje nego obično.',
        advice: 'Ne žuri sa velikim odlukama u ljubavi i trošenju; daj im vremena da sazru.',
      },
    },
    uranus: {
      blend: {
        text: 'Iznenadna privlačnost ili neočekivan susret mogu da uzdrmaju ljubavni život, a ukus i želje traže nešto novo i uzbudljivo.',
        advice: 'Dozvoli sebi novo iskustvo u ljubavi ili lepoti, ali bez naglih raskida.',
      },
      easy: {
        text: 'Svežina ulazi u ljubavni život: neobični susreti, nove vrste zabave i kreativni eksperimenti donose radost i osećaj slobode.',
        advice: 'Isprobaj nešto neobično sa partnerom ili prijateljima.',
      },
      tense: {
        text: 'Kad sloboda i bliskost povuku na suprotne strane, odnosi mogu da se zategnu ili naglo promene smer.',
        advice: 'Daj drugima prostora, ali reci jasno šta tebi treba.',
      },
    },
    neptune: {
      blend: {
        text: 'Ljubav dobija romantičnu, gotovo nestvarnu boju: maštanje, umetnost i saosećanje cvetaju, ali i sklonost idealizaciji.',
        advice:
          'Uživaj u romantici i umetnosti, ali velike odluke u ljubavi ostavi za trenutak kada se stvari razbistre.',
      },
      easy: {
        text: 'Romantika i nadahnuće teku lako, pa umetnost, muzika i nežni trenuci sa voljenima dobijaju posebnu lepotu.',
        advice: 'Slušaj muziku, posmatraj umetnost ili piši o onome što voliš.',
      },
      tense: {
        text: 'Iluzije u ljubavi ili novcu mogu da zavedu: lako je idealizovati nekoga ili dati više nego što je zdravo.',
        advice: 'Pogledaj činjenice kao da posmatraš tuđu vezu, pa tek onda odluči.',
      },
    },
    pluto: {
      blend: {
        text: 'Privlačnost postaje duboka i magnetska: strast, ljubomora ili potreba za potpunom bliskošću izranjaju iz dubine.',
        advice: 'Otvori srce za dubinu, ali ne pokušavaj da upravljaš tuđim osećanjima.',
      },
      easy: {
        text: 'Strast i odanost se produbljuju, pa se veze obnavljaju, a osećanja i stvaralačka moć dobijaju snagu preobražaja.',
        advice: 'Razgovaraj sa partnerom o onome što ste dugo prećutkivali.',
      },
      tense: {
        text: 'Ljubomora, posesivnost ili igre moći u ljubavi i novcu lako isplivavaju, pa se jasno vidi šta je u odnosu nezdravo.',
        advice: 'Odustani od kontrole i reci otvoreno čega se plašiš.',
      },
    },
    ascendant: {
      blend: {
        text: 'Šarm i lepota su vidljiviji, pa te drugi doživljavaju kao toplu i privlačnu osobu, a telo traži nežnost i udobnost.',
        advice: 'Posveti pažnju izgledu i dozvoli sebi da u tome uživaš.',
      },
      easy: {
        text: 'Lako ostavljaš prijatan utisak, pa su nova poznanstva, druženja i ljubavni susreti obično srdačni.',
        advice: 'Izađi među ljude i pridruži se društvu u kome se lepo osećaš.',
      },
      tense: {
        text: 'Želja da se dopadneš drugima može da te udalji od sebe, pa lako ugađaš ili se previše trudiš oko izgleda.',
        advice: 'Obuci se i ponašaj onako kako tebi prija, a ne kako misliš da drugi očekuju.',
      },
    },
    midheaven: {
      blend: {
        text: 'Šarm i diplomatija rade za tvoj ugled: poslovni odnosi se poboljšavaju, a posao povezan sa lepotom, umetnošću ili ljudima može da procveta.',
        advice: 'Iskoristi naklonost koju ovih dana izazivaš za poslovni sastanak ili javno predstavljanje.',
      },
      easy: {
        text: 'Ugled raste kroz saradnju i ljubaznost, pa poslovni susreti i dogovori lakše uspevaju, a nadređeni su spremniji da te podrže.',
        advice: 'Zahvali se kolegi ili nadređenom koji ti je pomogao, ili predloži saradnju.',
      },
      tense: {
        text: 'Privatna zadovoljstva i profesionalne obaveze mogu da se sukobe, a ljubaznost na poslu ume da ima svoju cenu.',
        advice: 'Ne mešaj ljubav i posao; neka granice budu jasne.',
      },
    },
  },
  mars: {
    sun: {
      blend: {
        text: 'Energija i hrabrost naglo rastu: želiš da deluješ, pobediš i pokažeš šta možeš, ali i da planeš čim ti neko stane na put.',
        advice: 'Daj toj snazi pravi cilj: zahtevan posao, takmičenje ili težak trening.',
      },
      easy: {
        text: 'Telo i volja su na istoj strani: lakše preuzimaš inicijativu, završavaš naporne poslove i povlačiš druge za sobom bez mnogo reči.',
        advice: 'Započni projekat koji traži hrabrost i preuzmi u njemu vođstvo.',
      },
      tense: {
        text: 'Tuđa volja se ispreči tvojoj, pa okršaji sa šefovima, suparnicima ili bliskima postaju verovatniji, a bes i nestrpljenje troše i telo i odnose.',
        advice: 'Izaberi jednu bitku koja je zaista vredna truda, a ostale pusti.',
      },
    },
    moon: {
      blend: {
        text: 'Osećanja se zagrevaju: rastu razdražljivost i zaštitnički nagon, a u domu ili porodici lako nastaje napetost.',
        advice: 'Višak energije potroši na fizički rad oko kuće, a ne na ukućane.',
      },
      easy: {
        text: 'Brižnost dobija snagu: lakše staješ u odbranu svojih i sa elanom obavljaš kućne i porodične poslove.',
        advice: 'Preuredi ili popravi nešto u domu što te dugo nervira.',
      },
      tense: {
        text: 'U stomaku se skuplja ljutnja: sitnice mogu da izazovu bes, a razmirice sa bliskima lako postaju glasnije nego što bi iko želeo.',
        advice: 'Kaži šta te muči pre nego što se nakupi, mirnim glasom i bez optužbi.',
      },
    },
    mercury: {
      blend: {
        text: 'Um radi punom parom: brzo odlučuješ, braniš stav bez zadrške i rado se upuštaš u debatu, ali i prekidaš druge češće nego što primećuješ.',
        advice: 'Iskoristi oštrinu uma ovih dana za debatu ili pisanje, ali pazi na ton.',
      },
      easy: {
        text: 'Od reči do dela je kratak put: ono o čemu se dogovoriš brzo sprovodiš, a pregovori i zahtevni razgovori ti idu od ruke.',
        advice: 'Pretvori jedan odloženi dogovor u konkretan plan sa jasnim koracima.',
      },
      tense: {
        text: 'Živci su tanki, a reči oštrije nego što nameravaš: prepirke, brzopleti potpisi ili žurba na putu lako prave štetu.',
        advice: 'Ne odgovaraj na provokaciju odmah; na putu i u poslu ostavi sebi rezervu vremena.',
      },
    },
    venus: {
      blend: {
        text: 'Želja se razgoreva: ljubav dobija vatru i neposrednost, zavođenje postaje igra, a novac i uživanje lako se troše u naletu.',
        advice: 'Pokaži šta želiš, ali ostavi mesta i za nežnost.',
      },
      easy: {
        text: 'Smelost i šarm pomažu jedno drugom: lakše je pokazati naklonost, predložiti izlazak ili uneti žar u zajednički rad.',
        advice: 'Predloži ples, zajednički hobi ili rad sa nekim ko ti je drag.',
      },
      tense: {
        text: 'Ono što želiš i ono što voliš mogu da se posvađaju: strast prelazi u ljutnju, a u vezi ili oko novca lako pada oštra reč.',
        advice: 'Ne troši novac i ne donosi odluke u ljubavi dok u tebi ključa.',
      },
    },
    mars: {
      blend: {
        text: 'Marsov povratak otvara nov krug tvoje energije: polet, hrabrost i želja da nešto pokreneš ispočetka se obnavljaju, a sa njima i pitanje za šta se boriš.',
        advice: 'Izaberi cilj za ovaj krug i napravi prvi odlučan korak ka njemu.',
      },
      easy: {
        text: 'Tvoj prirodni način borbe dobija vetar u leđa: trening, takmičenje i novi poduhvati idu sa manje otpora nego inače.',
        advice: 'Počni novi trening ili se prijavi za izazov koji te mami.',
      },
      tense: {
        text: 'Tvoj uobičajeni način da se izboriš nailazi na otpor, pa frustracija i umor lako preuzmu vođstvo.',
        advice: 'Promeni taktiku umesto da udaraš glavom u isti zid.',
      },
    },
    jupiter: {
      blend: {
        text: 'Samopouzdanje i želja za akcijom rastu: osećaš da možeš sve, pa je lako krenuti u nešto veliko, ali i zaleteti se predaleko.',
        advice: 'Uloži snagu u jedan veliki poduhvat koji te zaista nadahnjuje.',
      },
      easy: {
        text: 'Hrabrost i optimizam se podržavaju, pa su sport, putovanja, učenje i preduzimljivi poslovi puni zamaha.',
        advice: 'Iskoristi polet za putovanje, sportski izazov ili novi poduhvat.',
      },
      tense: {
        text: 'Entuzijazam prestiže plan: lako se upuštaš u rizik, ulaziš u rasprave oko uverenja ili započinješ poduhvate brže nego što možeš da ih izneseš.',
        advice: 'Pre svakog velikog skoka proveri plan sa nekim trezvenim, a rasprave o uverenjima ne vodi do pobede.',
      },
    },
    saturn: {
      blend: {
        text: 'Volja nailazi na zid: prepreke, kašnjenja ili autoriteti koče akciju, ali upornost gradi nešto što traje.',
        advice: 'Radi polako i metodično, i ne forsiraj ono što se ne pomera.',
      },
      easy: {
        text: 'Zalet se spaja sa strpljenjem: lako izdržavaš težak posao, gradiš polako i temeljno i stvari dovodiš do kraja.',
        advice: 'Posveti se zahtevnom zadatku koji traži izdržljivost više nego brzinu.',
      },
      tense: {
        text: 'Frustracija raste jer trud ne donosi plod odmah, a pritisak autoriteta ili sopstvena strogost mogu da iscrpe.',
        advice: 'Ne probijaj prepreku silom; odmori se, pa pokušaj drugim putem.',
      },
    },
    uranus: {
      blend: {
        text: 'Pokreti i odluke postaju nagli: iznenadni potezi, bunt ili nezgode iz žurbe mogu da se jave kada se najmanje nadaš.',
        advice: 'Pazi na oštre alate i brzu vožnju, a nemir ispolji kroz nešto novo.',
      },
      easy: {
        text: 'Hrabrost i originalnost se spajaju, pa je lako pokrenuti promenu, isprobati nešto novo ili se osloboditi onoga što koči.',
        advice: 'Pokreni promenu o kojoj dugo razmišljaš, ali sa planom.',
      },
      tense: {
        text: 'Unutrašnji nemir traži izlaz: nagli sukobi, raskidi ili nezgode lako izbijaju iz trenutnog impulsa.',
        advice: 'Uspori pokrete i odluke, a višak napona ispusti kroz brzo kretanje na bezbednom mestu.',
      },
    },
    neptune: {
      blend: {
        text: 'Kao da se snaga razliva u magli: polet slabi, a lako je delovati iz mašte ili se boriti za ideal koji nije sasvim jasan.',
        advice: 'Odmori se i usmeri snagu u umetnost, ples ili pomaganje.',
      },
      easy: {
        text: 'Mašta daje pravac telu i volji, pa su ples, muzika, umetnost i nesebična pomoć drugima posebno nadahnuti.',
        advice: 'Posveti se umetničkom ili humanitarnom radu koji te ispunjava.',
      },
      tense: {
        text: 'Motivacija curi kroz nevidljive pukotine: nejasni ciljevi, tuđa obmana ili prećutana ljutnja mogu da zbune i iscrpe.',
        advice: 'Ne ulazi u bitke čiji cilj ne razumeš; proveri tuđe namere.',
      },
    },
    pluto: {
      blend: {
        text: 'Volja postaje neumoljiva: ono što započneš teraš do kraja, ali lako upadaš u nadmetanje ko je jači.',
        advice: 'Uloži snagu u dubok i težak posao, a ne u odmeravanje snaga sa drugima.',
      },
      easy: {
        text: 'Snaga ti dolazi iz dubine: lako obavljaš težak posao, savladavaš prepreke i kroz napor se obnavljaš iznutra.',
        advice: 'Prihvati se zadatka koji drugi smatraju nemogućim i istraj u njemu.',
      },
      tense: {
        text: 'Nečija tvrda ruka ili tvoj skriveni bes mogu da pokrenu borbu za moć u kojoj niko ne pobeđuje, a koja te iscrpljuje.',
        advice: 'Ne igraj igre moći; povuci se i sačuvaj snagu za ono što je zaista važno.',
      },
    },
    ascendant: {
      blend: {
        text: 'Telo je puno snage i pokreti su brzi, a ljudi te doživljavaju kao odlučnu i ponekad oštru osobu.',
        advice: 'Vežbaj punom snagom, a odlučnost pokaži delom, ne glasom.',
      },
      easy: {
        text: 'Samopouzdanje i fizička snaga su izraženi, pa lako započinješ, vodiš i privlačiš ljude svojom odlučnošću.',
        advice: 'Preuzmi inicijativu u nečemu ličnom i kreni bez dvoumljenja.',
      },
      tense: {
        text: 'U susretu sa drugima lako varniči: nestrpljenje i žurba mogu da dovedu do svađa, ali i do posekotina i udaraca.',
        advice: 'Kreći se pažljivo i pre rasprave se pitaj da li je vredna tvoje snage.',
      },
    },
    midheaven: {
      blend: {
        text: 'Ambicija i energija se usmeravaju ka karijeri: želiš da se dokažeš, preuzmeš vođstvo i povučeš krupne profesionalne poteze.',
        advice: 'Iskoristi zamah za važan profesionalni potez, ali bez grubosti prema kolegama.',
      },
      easy: {
        text: 'Trud na poslu je vidljiv i cenjen, a drugi primećuju tvoju inicijativu, preduzimljivost i spremnost da povedeš.',
        advice: 'Predloži projekat ili preuzmi odgovornost koju niko drugi ne želi.',
      },
      tense: {
        text: 'Ambicija udara u autoritet: na poslu lako dolazi do nadmetanja i otvorenih neslaganja, a nestrpljenje može da naruši ugled koji gradiš.',
        advice: 'Izbegavaj otvoren sukob sa nadređenima i usmeri energiju u rezultate.',
      },
    },
  },
};
