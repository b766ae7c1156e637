import type { OuterContacts } from '../../contacts';

/** The Serbian (Latin script) readings of the slow planets' contacts (Jupiter to Pluto) with each natal point, by kind of aspect. */
export const OUTER: OuterContacts = {
  jupiter: {
    sun: {
      blend: {
        text: 'Kada Jupiter pređe preko same srži tvoje ličnosti, život obično počinje da se širi: vraća se vera u sebe, ljudi te primećuju, a najveća zamka je obećati više nego što možeš da ispuniš.',
        advice:
          'Prihvati priliku koja odgovara onome ko postaješ, a obećanja drži u meri koju zaista možeš da izneseš.',
      },
      easy: {
        text: 'Blagonaklona struja nosi tvoje planove: lakše ti je da budeš ono što jesi, sreća često izlazi u susret trudu, pa i skroman korak može da odvede dalje nego što očekuješ.',
        advice: 'Iskoristi naklonost okolnosti i pošalji prijavu ili izgovori molbu koju odavno odlažeš.',
      },
      tense: {
        text: 'Okvir u kom živiš može da postane tesan, a glad za prostorom sve jača; ponos ili nemir te tada lako uvlače u obaveze koje sjajno izgledaju, ali te razvlače na sve strane.',
        advice: 'Rasti tamo gde ti je najviše stalo, a laskave usputne ponude pusti da prođu.',
      },
    },
    moon: {
      blend: {
        text: 'Srce se širom otvara dok Jupiter prelazi preko tvog Meseca: osećanja su topla i darežljiva, dom može da se proširi ili napuni ljudima, a tebi treba više udobnosti i prostora nego inače.',
        advice: 'Učini dom gostoljubivijim i dopusti drugima da brinu o tebi onako slobodno kako ti brineš o njima.',
      },
      easy: {
        text: 'Unutrašnji mir dolazi lakše nego obično: porodične veze omekšavaju, stare povrede izgledaju manje, a utehu daješ i primaš prirodno, bez napora.',
        advice: 'Pozovi bliske ljude za svoj sto ili obnovi porodičnu vezu koja je utihnula.',
      },
      tense: {
        text: 'Osećanja se prelivaju preko ivica: utehu možeš da tražiš u hrani, kupovini ili tuđim brigama, a dom ti se čini čas pretesnim, čas prepunim za ono što ti je potrebno.',
        advice: 'Kada posegneš za još nečim da umiriš raspoloženje, zastani i daj prostora samom osećanju.',
      },
    },
    mercury: {
      blend: {
        text: 'Ideje se množe i misao seže dalje nego inače, pa učenje, pisanje, predavanje ili jedan važan razgovor mogu da otvore vrata, iako detalji lako promaknu dok vizija raste.',
        advice: 'Upiši kurs ili započni rukopis, a uz to vodi beleške o sitnicama koje lako preskačeš.',
      },
      easy: {
        text: 'Reči dolaze same, a ljudi su raspoloženi da slušaju; tvoje mišljenje ima širinu i dobar humor, što pogoduje učenju, objavljivanju, pregovorima i planiranju puta.',
        advice: 'Uobliči svoju zamisao rečima i pokaži je nekome ko može da joj pomogne da stigne dalje.',
      },
      tense: {
        text: 'Od šire slike lako ne vidiš detalje: možeš da kažeš previše, pristaneš prebrzo ili poveruješ u plan pre nego što ga proveriš, a mišljenja se pretvaraju u propovedi.',
        advice: 'Sitna slova pročitaj dvaput i brani svoj stav bez potrebe da pobediš u raspravi.',
      },
    },
    venus: {
      blend: {
        text: 'Malo koji tranzit je slađi od ovog: naklonost i zadovoljstvo rastu, ljubav ili prijateljstvo mogu da se prodube, a lepotu, umetnost i dobro društvo kao da je lakše pronaći.',
        advice: 'Uživaj bez zadrške, a u ljubavi uz velikodušnost jasno reci i šta ti želiš.',
      },
      easy: {
        text: 'Između tebe i drugih lako se uspostavlja toplina: odnosi su blaži, stvaralački rad ima šarm, a mala zadovoljstva se množe gotovo bez tvog truda.',
        advice: 'Prihvati pozive i od dobre volje koja te okružuje napravi nešto lepo.',
      },
      tense: {
        text: 'Želja za više ljubavi i uživanja je iskrena, ali apetit može da prestigne rasuđivanje, a zamke su rasipanje, preterivanje u užicima i idealizovanje osobe ili ponude koja deluje predobro.',
        advice: 'Pre nego što izabereš raskošniju mogućnost, zapitaj se da li odgovara životu koji zaista ceniš.',
      },
    },
    mars: {
      blend: {
        text: 'Jupiter raspiruje tvoj polet, pa rastu hrabrost i volja za akcijom: veliki poduhvati deluju ostvarivo, telo ima snage na pretek, samo smelost nije isto što i neranjivost.',
        advice: 'Pokreni poduhvat za koji treba hrabrosti i pripremi telo da drži korak sa planovima.',
      },
      easy: {
        text: 'Trud obično nalazi nagradu: deluješ samouvereno i u pravom času, pa sport, preduzetništvo ili smela inicijativa napreduju uz manje trenja nego inače.',
        advice: 'Usmeri snagu na jedan konkretan cilj i pusti da zamah ponese deo tereta.',
      },
      tense: {
        text: 'Samopouzdanje i energija su visoki, a sa njima raste i iskušenje da preuzmeš previše; kada svaka bitka izgleda vredna borbe, prete preterana samouverenost, žurba i fizičko preopterećenje.',
        advice: 'Odaberi jedan smeo poduhvat i posveti mu se svom snagom; ostale ponude ljubazno odbij.',
      },
    },
    jupiter: {
      blend: {
        text: 'Ovo je tvoj Jupiterov povratak, početak novog ciklusa rasta: vera u budućnost oživljava, a ono što sada odlučiš da učiš, veruješ ili istražuješ može da odredi ton svega što sledi.',
        advice: 'Imenuj ono u šta želiš da izrasteš i napravi ka tome prvi stvaran korak.',
      },
      easy: {
        text: 'U ovoj povoljnoj fazi Jupiterovog ciklusa prilike se slažu sa onim u šta veruješ, a rast dolazi prirodno, bez guranja i forsiranja.',
        advice: 'Prihvati učitelja, putovanje ili studije koji te već neko vreme privlače.',
      },
      tense: {
        text: 'Na prekretnici Jupiterovog ciklusa nade posejane pri njegovom prošlom povratku susreću se sa stvarnošću: neke su se istrošile, a druge traže veću posvećenost nego što se činilo.',
        advice: 'Iskreno preispitaj svoje ambicije, odbaci one koje su ti postale tesne, a u ostale uloži više.',
      },
    },
    saturn: {
      blend: {
        text: 'Nada pruža ruku strpljenju: stari strahovi i granice malo popuštaju, čvrsti planovi dobijaju prostor da rastu, a tih i pažljiv rad konačno može da bude primećen.',
        advice: 'Širi dugoročan projekat korak po korak i pokaži ljudima dokle je stigao.',
      },
      easy: {
        text: 'Rast i disciplina vuku na istu stranu: realni planovi nalaze podršku, ljudi na položajima obično izlaze u susret, a postojan trud otvara vrata koja su dugo bila zatvorena.',
        advice: 'Najbrižljivije razrađen plan predstavi ljudima koji mogu da ga podrže.',
      },
      tense: {
        text: 'Optimizam i oprez se nadvlače: možeš da se kolebaš između želje da se širiš i straha da još nije vreme, ili da se buniš protiv pravila i onih koji ih sprovode.',
        advice: 'Širi se samo tamo gde temelji mogu da izdrže težinu, a ostalo neka sačeka svoj red.',
      },
    },
    uranus: {
      blend: {
        text: 'Jupiter budi tvoju glad za slobodom: iznenadna prilika ili bljesak uvida mogu da stignu niotkuda, a skok koji je delovao nemoguće odjednom izgleda lak i uzbudljiv.',
        advice: 'Probaj nekonvencionalan put, ali u obliku iz kog možeš da se povučeš ako se pokaže kao promašaj.',
      },
      easy: {
        text: 'Srećna iznenađenja i originalne ideje dolaze lakše; tehnologija, putovanja ili neobični prijatelji mogu da otvore vrata, a promena liči na avanturu, ne na pretnju.',
        advice: 'Prati neobičnu zamisao ili neočekivan poziv i vidi kuda te vode.',
      },
      tense: {
        text: 'Nemir lako preuzme kormilo i mami te da sve odbaciš zarad nečeg novog, iako bi te manja, dobro odabrana promena oslobodila jednako.',
        advice: 'Promeni ono što te zaista sputava, umesto da sve rušiš iz temelja.',
      },
    },
    neptune: {
      blend: {
        text: 'Snovi i saosećanje bujaju: duhovni život, umetnost, muzika ili služenje drugima mogu širom da se otvore, ali granica između nadahnuća i puste želje postaje tanka.',
        advice: 'Daj mašti stvaran izlaz, a svaku ponudu koja zvuči predobro proveri naspram činjenica.',
      },
      easy: {
        text: 'Intuicija je budna, a dobrota ti dolazi lako; stvaralački, duhovni ili dobrotvorni rad može da donese pravu radost, a osećaj milosti olakšava i teške stvari.',
        advice: 'Odvoji vreme za umetnost, molitvu, meditaciju ili pomoć drugima, šta god ti hrani dušu.',
      },
      tense: {
        text: 'Ideali mogu da narastu iznad onoga što život može da ponese, pa lako previše veruješ, previše daješ ili juriš fatamorganu dok se važni izbori zamagljuju.',
        advice: 'Zadrži velikodušnost, ali dogovore stavi na papir i prespavaj svaku ponudu koja zvuči savršeno.',
      },
    },
    pluto: {
      blend: {
        text: 'Jupiter uvećava i tvoju ambiciju i tvoju dubinu: želja da stekneš uticaj, dođeš do korena stvari ili iz osnova promeniš svoje okolnosti može da bude snažna i plodna.',
        advice:
          'Usmeri svoj intenzitet ka cilju koji je važan, a uticaj koristi da osnažiš ljude, ne da ih kontrolišeš.',
      },
      easy: {
        text: 'Unutrašnja snaga nalazi spoljašnji izraz: istraživanje, zajednička sredstva ili duboka lična promena mogu da napreduju, a rezervi u tebi ima više nego što misliš.',
        advice: 'Prihvati se dubinskog rada koji dugo izbegavaš; snage za njega verovatno imaš.',
      },
      tense: {
        text: 'Ambicija može da preraste u nadmetanje volja: ti ili drugi guraju prejako i žele previše, a razlika u uverenjima lako postaje pitanje moći.',
        advice: 'Idi za onim što želiš otvoreno i odustani od potrebe da nekoga preobratiš ili poraziš.',
      },
    },
    ascendant: {
      blend: {
        text: 'Nastup ti postaje vedriji i krupniji: ljudi ti lakše prilaze, novi počeci se nude gotovo sami, a i telo ponekad prati to širenje.',
        advice: 'Pokaži se tamo gde želiš da rasteš, a sklonost preterivanju posmatraj sa dobrim humorom.',
      },
      easy: {
        text: 'Svetu izlaziš u susret sa više lakoće i topline: prvi utisci su dobri, tvoje prisustvo umiruje druge, a nov početak nailazi na prijateljsku podršku.',
        advice: 'Dođi lično na sastanak, audiciju ili u novo društvo koje ti je na umu.',
      },
      tense: {
        text: 'Tuđe ponude i očekivanja mogu da te vuku na sve strane, a partnerstva i saradnje da rastu brže nego tvoj osećaj za to ko si i koliko prostora zauzimaš.',
        advice: 'Pristani na saradnje koje se slažu sa tvojim vrednostima, a one koje samo laskaju odbij.',
      },
    },
    midheaven: {
      blend: {
        text: 'Karijeri i javnom životu otvara se prostor: priznanje, unapređenje ili šire shvaćen poziv mogu da postanu dostižni ako izađeš na videlo.',
        advice: 'Prijavi se za ulogu ili projekat koji odgovara tvojim većim ambicijama.',
      },
      easy: {
        text: 'Ugled ti raste zahvaljujući dobroj volji drugih: mentori, prilike u pravi čas i glas da znaš svoj posao podržavaju pravac u kom želiš da ti se kreće život.',
        advice: 'Reci ljudima koji cene tvoj rad šta ti je sledeći cilj.',
      },
      tense: {
        text: 'Profesionalne ambicije i privatni život mogu da se otimaju o prostor, ili ciljaš više nego što ti priprema dozvoljava; uspeh je moguć, ali se lako rastegne preko onoga što možeš da održiš.',
        advice:
          'Biraj poslovni rast koji ostavlja mesta za dom i temeljno se pripremi pre nego što izađeš sa predlogom.',
      },
    },
  },
  saturn: {
    sun: {
      blend: {
        text: 'Saturn traži da preuzmeš uzde sopstvenog života: snage može da bude manje, a obaveza više, ali baš tu se kali karakter i gradi autoritet koji niko ne može da ti oduzme.',
        advice: 'Skrati spisak obaveza na ono što je zaista tvoje i odmaraj se više nego što ti ponos dozvoljava.',
      },
      easy: {
        text: 'Trud se slaže sa karakterom: disciplina ti ne pada teško, stariji i nadređeni te ozbiljnije shvataju, a ono što gradiš korak po korak dobija čvrst oslonac.',
        advice: 'Postavi sebi jedan dugoročan cilj i odredi mu skroman, ali redovan ritam rada.',
      },
      tense: {
        text: 'Osećaš otpor sveta: prepreke, kritika ili umor mogu da te nateraju da se pitaš vrediš li onoliko koliko misliš, a u tom pritisku se odvaja ono što ti zaista pripada.',
        advice: 'Ne dokazuj se svima odjednom; teži posao radi polako i temeljno i prestani da se meriš sa drugima.',
      },
    },
    moon: {
      blend: {
        text: 'Srce može da se stegne: osećanja postaju tiša i ozbiljnija, briga o porodici traži više, a usamljenost ponekad jasno pokaže šta ti je zaista potrebno.',
        advice: 'Čuvaj san i redovne obroke i zatraži podršku, umesto da sve nosiš bez ičije pomoći.',
      },
      easy: {
        text: 'Osećanja se smiruju na čvrstom tlu: porodične stvari mogu da se srede na zdravim osnovama, a briga o drugima više ne znači da zaboravljaš na sebe.',
        advice: 'Sredi nešto praktično u domu ili učvrsti porodični dogovor koji se klimao.',
      },
      tense: {
        text: 'Potrebe srca i zahtevi dužnosti sudaraju se: posao, roditelji ili obaveze prema porodici pritiskaju, a raspoloženje tone pod utiskom da su tvoje potrebe uvek poslednje.',
        advice: 'Imenuj jednu potrebu koju zanemaruješ i daj joj stalno mesto u svom rasporedu.',
      },
    },
    mercury: {
      blend: {
        text: 'Misao usporava i sabira se: razmišljanje postaje ozbiljno, ponekad i mračno, ali za učenje, pisanje, ugovore i svaki posao koji traži preciznost teško da ima boljeg trenutka.',
        advice: 'Prihvati se zahtevnog misaonog zadatka, a sumornoj misli ne veruj samo zato što zvuči razumno.',
      },
      easy: {
        text: 'Misli dobijaju red i jasnoću: pažljivo planiranje, ispiti, pregovori i rad na detaljima obično idu dobro, a tvoja reč ima težinu.',
        advice: 'Uhvati se papirologije, plana ili gradiva koje odlažeš, deo po deo.',
      },
      tense: {
        text: 'Razgovori mogu da zapinju: kašnjenja, kritika ili sumnja u sopstvene ideje polako iscrpljuju, a odluke izgledaju teže nego što zaista jesu.',
        advice: 'Zapiši stvari, mirno proveri činjenice i odlučuj na osnovu onoga što znaš, a ne onoga čega se plašiš.',
      },
    },
    venus: {
      blend: {
        text: 'Saturn pita od čega su satkane tvoja ljubav i tvoje vrednosti: odnosi prolaze proveru suštine, usamljenost može da izađe na površinu, a posle toga često dolazi obaveza ili iskren obračun sa sobom.',
        advice: 'Poštuj veze koje su stvarne i prestani da ulažeš u naklonost koja ti se ne vraća.',
      },
      easy: {
        text: 'Ljubav i odanost sležu se u nešto trajno: veza može da dobije zvaničan oblik, prijateljstva se dokazuju delom, a ukus postaje istančaniji i probirljiviji.',
        advice: 'Preuzmi dobro promišljenu obavezu ili strpljivo posveti sate zanatu koji voliš.',
      },
      tense: {
        text: 'Možeš da se osećaš nevoljeno, sputano ili potcenjeno: veza se napreže pod teretom dužnosti ili udaljenosti, a novca i uživanja kao da ima manje nego što bi ti prijalo.',
        advice: 'Otvoreno razgovaraj o tome šta svako od vas može da pruži i pronađi radosti koje malo koštaju.',
      },
    },
    mars: {
      blend: {
        text: 'Saturn koči tvoje porive: frustracija se taloži i svaki napor može da liči na guranje uzbrdo, a ipak disciplinovana snaga ume da postigne teške i trajne stvari.',
        advice: 'Usmeri volju u postojan trening ili zahtevan posao i ne rizikuj nepromišljeno kad te savlada umor.',
      },
      easy: {
        text: 'Tvoj polet dobija izdržljivost: duge projekte, trening ili težak fizički rad podnosiš lakše nego inače, a odmeren napor obično daje opipljive rezultate.',
        advice: 'Postavi zahtevan cilj i rasporedi snagu tako da mu se približavaš metodično.',
      },
      tense: {
        text: 'Bes može da tinja dok tvoj trud nailazi na otpor; blokirani planovi, sukobi sa autoritetima ili običan umor teraju te da stvari rešavaš silom.',
        advice: 'Izbegavaj nepotrebne sukobe, a frustraciju pretoči u fizički rad koji te zdravo umori.',
      },
    },
    jupiter: {
      blend: {
        text: 'Tvoja uverenja i planovi se mere i vagaju: nade bez temelja obično blede, a one koje vredi sačuvati mogu da se ugrade u nešto stvarno i trajno.',
        advice: 'Zadrži ambiciju koja izdrži trezven pogled i napravi za nju plan.',
      },
      easy: {
        text: 'Strpljenje daje nadama kičmu: rast dolazi kroz učvršćivanje, a realan plan za studije, put ili širenje može da dobije oblik pod budnim okom zdravog rasuđivanja.',
        advice: 'Pretvori široku nadu u praktičan plan sa jasnim koracima.',
      },
      tense: {
        text: 'Širenje udara u zid: prilike mogu da zastanu, uverenja da se poljuljaju, a ograničena sredstva teraju te da izabereš gde zaista želiš da rasteš.',
        advice: 'Orezuj obaveze kao voćku, da one koje obećavaju dobiju svu snagu koja im treba.',
      },
    },
    saturn: {
      blend: {
        text: 'Ovo je tvoj Saturnov povratak, prag ka punijoj zrelosti: ono što nije zaista tvoje obično otpada, odgovornosti postaju stvarne, a život koji gradiš počiva na tvojim izborima.',
        advice: 'Preispitaj posao, odnose i obaveze i zadrži ono za šta želiš da preuzmeš punu odgovornost.',
      },
      easy: {
        text: 'Ovo je mirna faza Saturnovog ciklusa, kada se uloženi trud pokazuje kao čvrst oslonac, a zrelost se oseća kao nešto zasluženo, a ne nametnuto spolja.',
        advice: 'Učvrsti ono što funkcioniše i odredi realne rokove za sledeći korak.',
      },
      tense: {
        text: 'Stiže jedna od kontrolnih tačaka Saturnovog ciklusa: ono što je zasnovano ranije prolazi proveru, strukture koje su postale tesne pucaju, a odgovornost traži novo usmerenje.',
        advice: 'Priznaj šta u onome što je izgrađeno više ne funkcioniše i popravi to pre nego što samo popusti.',
      },
    },
    uranus: {
      blend: {
        text: 'Saturn stiže do tvoje potrebe za slobodom i traži joj oblik: neobične zamisli mogu da se strpljivo sprovedu u delo, a promene o kojima dugo maštaš nailaze na ispit stvarnosti.',
        advice: 'Izaberi jednu promenu i izgradi joj čvrstu konstrukciju, ciglu po ciglu.',
      },
      easy: {
        text: 'Novo može da uđe u tvoj život bez lomova: metode, tehnologija ili neuobičajena rešenja uklapaju se u postojeći sistem, jer iskustvo daje oslonac originalnosti.',
        advice: 'Uvedi jednu novinu u posao ili dom promišljeno i postepeno.',
      },
      tense: {
        text: 'Stari oblici i potreba za slobodom vuku na suprotne strane: pravila te sputavaju, a nagli prekidi postaju iskušenje koje može da košta više nego što oslobađa.',
        advice: 'Izbori se za više slobode unutar postojećih okvira pre nego što pomisliš da ih srušiš.',
      },
    },
    neptune: {
      blend: {
        text: 'Saturn proverava tvoje ideale: iluzije mogu da izblede, a san koji izdrži tu proveru dobija konkretan, opipljiv oblik, pa tu ima i tuge i oslobođenja.',
        advice: 'Odaberi jedan san i pretvori ga u plan sa rokovima i prvim korakom.',
      },
      easy: {
        text: 'Disciplina postaje saveznik mašte: umetnički, duhovni ili humanitarni rad dobija strukturu i trajnost, a san može da poprimi skroman, ali stvaran oblik.',
        advice: 'Odvoji redovno vreme za stvaralaštvo ili duhovnu praksu i drži ga se kao dogovora.',
      },
      tense: {
        text: 'Otrežnjenje može da zaboli: razočaranje, nejasne obaveze ili osećaj da se nešto raspada zbunjuju, ali i pokazuju gde je bilo samozavaravanja.',
        advice: 'Razjasni dogovore i ne beži od neprijatne istine u sanjarenje.',
      },
    },
    pluto: {
      blend: {
        text: 'Saturn pritiska najdublje slojeve tvoje moći: ono što je predugo potiskivano izlazi na videlo, a trajna promena traži strpljenje i hrabrost da se stvari nazovu pravim imenom.',
        advice: 'Suoči se sa jednim teškim pitanjem moći ili kontrole i rešavaj ga postepeno, bez prečica.',
      },
      easy: {
        text: 'Strpljivo kopanje po dubini daje plodove: dugoročne promene, istraživanje ili upravljanje zajedničkim sredstvima napreduju sporo, ali temeljno.',
        advice: 'Upusti se u dubok, dugoročan poduhvat kome je potrebna upornost.',
      },
      tense: {
        text: 'Borba za kontrolu može da se zaoštri: pritisak spolja ili iznutra tera na suočavanje sa strahovima i sa onim što se bliži kraju.',
        advice: 'Ne grči se oko kontrole; pusti ono što se završava i sačuvaj snagu za ono što ostaje.',
      },
    },
    ascendant: {
      blend: {
        text: 'Pojava ti postaje ozbiljnija i sabranija: telo možda traži više odmora i brige, drugi te doživljavaju zrelije, a stari način predstavljanja više ne pristaje.',
        advice: 'Obnovi telesne navike i odluči kako želiš da te svet vidi.',
      },
      easy: {
        text: 'Ozbiljnost ti lepo stoji: ljudi ti veruju, telo dobro podnosi disciplinu, a novi počeci koje pažljivo planiraš imaju čvrst temelj.',
        advice: 'Započni nešto dugoročno i uvedi jednostavnu, stalnu rutinu za telo.',
      },
      tense: {
        text: 'Drugi ljudi ili obaveze mogu da deluju kao brana tvom ličnom izrazu: ozbiljan partner, zahtevan šef ili umorno telo traže da preispitaš kako nastupaš.',
        advice: 'Preuzmi odgovornost za svoj deo, a tuđi teret ne tovari sebi na leđa.',
      },
    },
    midheaven: {
      blend: {
        text: 'Jedan profesionalni ciklus dostiže vrhunac: dosadašnji trud može da donese priznanje i odgovornost, ali i da pokaže šta je izgrađeno na pesku.',
        advice: 'Prihvati odgovornost koja odgovara tvom trudu i okreni se od ciljeva koji više nisu tvoji.',
      },
      easy: {
        text: 'Karijera napreduje postojano: nadređeni primećuju tvoju pouzdanost, a strpljiv rad gradi ugled koji ne zavisi od sreće.',
        advice: 'Preuzmi jednu ozbiljnu profesionalnu obavezu i pokaži da se na tebe može računati.',
      },
      tense: {
        text: 'Između karijere i privatnog života nema lakog izbora: pritisak sa posla ili od autoriteta traži da preispitaš pravac, a stari propusti izlaze na videlo.',
        advice: 'Preispitaj profesionalne ciljeve i napravi realan plan koji računa i na dom.',
      },
    },
  },
  uranus: {
    sun: {
      blend: {
        text: 'Uran budi u tebi potrebu da živiš autentičnije: iznenadni obrti, nove ideje ili neočekivani ljudi mogu da preokrenu ustaljen tok i oslobode deo tebe koji dugo čeka svoj red.',
        advice: 'Ostavi u rasporedu mesta za neplanirano i isprobaj jednu promenu koja zaista liči na tebe.',
      },
      easy: {
        text: 'Promena stiže kao osveženje: lakše se oslobađaš starih navika, originalnost ti donosi priznanje, a neočekivane prilike deluju uzbudljivo, ne preteće.',
        advice: 'Uradi jednu stvar potpuno na svoj način i vidi kako ljudi odgovaraju.',
      },
      tense: {
        text: 'Nemir i potreba za slobodom mogu da te teraju da naglo raskineš sa onim što je bilo, dok sukobi sa ljudima ili okolnostima traže da jasnije pokažeš ko si.',
        advice: 'Pre nego što porušiš mostove, razluči koje promene zaista želiš, a koje su samo bekstvo.',
      },
    },
    moon: {
      blend: {
        text: 'Osećanja i život pod tvojim krovom se uzburkavaju: selidba, promena u porodici ili neočekivane emocije mogu da iznenade, a potreba za emotivnom slobodom raste.',
        advice: 'Menjaj navike ili prostor u kom živiš, ali zadrži bar jedan stabilan ritual koji te smiruje.',
      },
      easy: {
        text: 'Osećanja se otresaju starih obrazaca: promene u domu ili porodici donose svež vazduh, a nove bliskosti mogu da nastanu iznenađujuće lako.',
        advice: 'Promeni u kući ili porodičnoj rutini ono što te odavno guši.',
      },
      tense: {
        text: 'Emotivni nemir i napetost kod kuće mogu da porastu: iznenadni događaji ili želja da pobegneš od obaveza remete unutrašnji mir, a često i san.',
        advice: 'Nervima daj oduška kroz šetnju ili pokret, a krupne promene u domu ne donosi naprečac.',
      },
    },
    mercury: {
      blend: {
        text: 'Um radi munjevito i nepredvidivo: nove ideje, tehnologija, razgovori ili neobična znanja mogu da te prosvetle ili da ti rasprše pažnju, a stari način razmišljanja više ne odgovara.',
        advice: 'Zapisuj ideje čim sevnu i izdvoji jednu koju ćeš zaista razraditi.',
      },
      easy: {
        text: 'Um dobija svežinu: originalna rešenja, učenje novih veština ili neobični sagovornici donose inspiraciju i prilike za pametne promene.',
        advice: 'Upiši obuku iz oblasti koja te oduvek zanima ili isprobaj nov alat u poslu.',
      },
      tense: {
        text: 'Nervi i misli lako se preopterete: nagle odluke, nesporazumi ili tehnički kvarovi remete planove, a um teško nalazi mir.',
        advice: 'Pre važne odluke napravi pauzu i proveri podatke, a vesti i informacije uzimaj na kašičicu.',
      },
    },
    venus: {
      blend: {
        text: 'Ukus i srce menjaju se naglo: nova privlačnost, neočekivana veza ili potreba za više vazduha u postojećem odnosu mogu da uzdrmaju ljubavni život.',
        advice: 'Dopusti sebi radoznalost u ljubavi, ali ne presecaj postojeće veze bez iskrenog razgovora.',
      },
      easy: {
        text: 'Odnosi dobijaju iskru: neobična prijateljstva ili romanse, nova estetika i stvaralačke zamisli donose zadovoljstvo i osećaj slobode.',
        advice: 'Osveži romansu ili prijateljstvo nečim potpuno novim i neočekivanim.',
      },
      tense: {
        text: 'Potreba za slobodom i želja za bliskošću sudaraju se: iznenadni obrti u ljubavi ili novcu mogu da uzbude, ali i da unesu nestabilnost.',
        advice: 'Pre krupnih odluka u ljubavi ili novcu daj sebi vremena da razlikuješ strast od bekstva.',
      },
    },
    mars: {
      blend: {
        text: 'Energija postaje eksplozivna: želja za akcijom, nezavisnošću i rizikom raste, a nagli postupci i nestrpljenje lako dovode do nezgoda ili sukoba.',
        advice: 'Višak snage usmeri u sport ili nov poduhvat i pazi na brzinu, u saobraćaju i u odlukama.',
      },
      easy: {
        text: 'Smelost dobija originalan pečat: nove metode rada, sportski izazovi ili hrabre inicijative donose osećaj oslobođenja i vidljive rezultate.',
        advice: 'Probaj novu vrstu treninga ili posla za koju treba malo smelosti.',
      },
      tense: {
        text: 'Napetost se lako pretvara u nagle reakcije: sukobi, nezgode ili impulsivne odluke postaju rizik kad energija ne nađe zdrav izlaz.',
        advice: 'Pre nego što planeš, duboko udahni i usmeri snagu u fizički napor, ne u svađu.',
      },
    },
    jupiter: {
      blend: {
        text: 'Uverenja se preokreću iznenada: putovanje, učenje ili nov učitelj mogu da otvore vrata koja se donedavno nisu ni nazirala, a pogled na svet se naglo širi.',
        advice: 'Prihvati neočekivanu ponudu koja širi tvoj svet, ali proveri šta tačno obećava.',
      },
      easy: {
        text: 'Vidici se šire u neočekivanim pravcima: putovanja, nove ideje i neobični ljudi donose srećne slučajnosti i prilike koje nisu bile u planu.',
        advice: 'Kreni na put ili počni učenje koje menja tvoj pogled na svet.',
      },
      tense: {
        text: 'Nemir i glad za prostorom mogu da te nateraju da prerano skočiš u nepoznato: uverenja se menjaju preko noći, a velika obećanja se lako izneveravaju.',
        advice: 'Ne menjaj sve odjednom; proveri da li nova vera ili plan podnosi prvu ozbiljnu proveru.',
      },
    },
    saturn: {
      blend: {
        text: 'Uran udara u noseće zidove tvog života: karijera, obaveze ili odnos sa autoritetima mogu naglo da se promene, a ono što je bilo kruto dobija priliku za obnovu.',
        advice: 'Prihvati da se stara konstrukcija menja i izgradi novu, gipkiju.',
      },
      easy: {
        text: 'Staro i novo mogu da se pomire: nove metode možeš da uneseš u posao ili obaveze bez rušenja onoga što funkcioniše, a pravila postaju gipkija.',
        advice: 'Osavremeni jednu staru naviku ili strukturu na promišljen način.',
      },
      tense: {
        text: 'Uran drma stari poredak: pravila, poslovi ili odnosi koji su te držali mogu da postanu neizdrživi ili da se naglo raspadnu.',
        advice:
          'Odluči šta iz svog okvira želiš da sačuvaš, a šta da pustiš, pre nego što okolnosti odluče umesto tebe.',
      },
    },
    uranus: {
      blend: {
        text: 'Uran se vraća na mesto koje je zauzimao pri tvom rođenju i zatvara svoj veliki krug: retka, zrela prilika da se život pogleda svežim očima i da se pusti ono što više ne znači.',
        advice: 'Ispuni jednu staru, nesvakidašnju želju i prenesi mlađima šta ti je sloboda značila.',
      },
      easy: {
        text: 'U jednoj od blagih faza Uranovog ciklusa potreba za nezavisnošću raste prirodno, a nove ideje i promene lako se uklapaju i pomažu ti da živiš po svome.',
        advice: 'Napravi jedan konkretan korak ka većoj samostalnosti, u poslu, domu ili načinu života.',
      },
      tense: {
        text: 'Ovo je jedna od velikih prekretnica Uranovog ciklusa, a opozicija je i čuvena kriza sredine života: život koji je izgrađen i onaj koji je ostao neproživljen traže da se pomire.',
        advice: 'Ne ruši sve odjednom; promeni ono što te zaista guši, a ostalo zadrži kao oslonac.',
      },
    },
    neptune: {
      blend: {
        text: 'Intuicija i snovi postaju živi i neobični: iznenadni uvidi, duhovna iskustva ili umetničko nadahnuće mogu da otvore nove svetove, ali i da pomute jasnoću.',
        advice: 'Zapisuj snove i uvide i pusti ih da odleže pre nego što na njima zasnuješ odluke.',
      },
      easy: {
        text: 'Nadahnuće stiže iz neočekivanih pravaca: umetnički, duhovni ili humanitarni projekti dobijaju svežinu, a intuicija često pogađa pravo u cilj.',
        advice: 'Isprobaj novu umetničku tehniku ili duhovnu praksu koja te odavno privlači.',
      },
      tense: {
        text: 'Ideali i potreba za slobodom razilaze se: iznenadno razočaranje ili zbrka oko onoga u šta veruješ mogu da uzdrmaju unutrašnji mir.',
        advice: 'Ne donosi nagle odluke pod uticajem neke vizije; sačekaj da se magla raziđe.',
      },
    },
    pluto: {
      blend: {
        text: 'Uran otključava duboke slojeve: iznenadni događaji mogu da pokrenu preobražaj u odnosu prema moći i kontroli, ili da iznesu na videlo nešto dugo skriveno.',
        advice: 'Ne pokušavaj da zauzdaš promenu koja dolazi iz dubine; prati kuda te vodi.',
      },
      easy: {
        text: 'Duboka promena dobija krila: hrabrost da raskineš sa starim obrascima i sveži pristupi teškim pitanjima mogu da budu izuzetno plodni.',
        advice: 'Iskoristi ovaj vetar u leđa da se oslobodiš jedne stare navike koja te sputava.',
      },
      tense: {
        text: 'Nagli preokreti mogu da uzdrmaju tvoj osećaj moći: borba za kontrolu, iznenadni krajevi ili pritisak spolja traže da pustiš ono što je prošlo.',
        advice: 'Ne drži na silu ono što se menja; snagu sačuvaj za ono što možeš da izgradiš.',
      },
    },
    ascendant: {
      blend: {
        text: 'Menja se način na koji se pojavljuješ pred svetom: nov izgled, iznenadni počeci ili neočekivani susreti mogu da ti daju sasvim drugačiju sliku o sebi.',
        advice: 'Isprobaj novi stil ili pristup, ali zadrži ono po čemu te ljudi prepoznaju.',
      },
      easy: {
        text: 'Tvoja posebnost lako dolazi do izražaja: ljudi je primećuju, a promene u izgledu, stilu ili načinu započinjanja stvari donose osveženje.',
        advice: 'Pojavi se negde u novom ruhu, bilo u izgledu, bilo u pristupu.',
      },
      tense: {
        text: 'Iznenadni obrti u odnosima ili okolnostima mogu da poremete tvoj način nastupanja: drugi ljudi unose nemir, a tvoja potreba za slobodom raste.',
        advice: 'Ne reaguj naglo na tuđe promene; prvo odluči šta je tebi zaista važno.',
      },
    },
    midheaven: {
      blend: {
        text: 'Karijera ili životni pravac mogu naglo da se preokrenu: iznenadna promena posla, nov poziv ili potreba za slobodom u radu dolaze u prvi plan.',
        advice: 'Prihvati profesionalnu promenu koja ti daje više slobode, ali ne spaljuj mostove za sobom.',
      },
      easy: {
        text: 'Karijera hvata svež vetar: nove ideje, tehnologija ili neobični ljudi mogu da otvore profesionalne prilike i pomognu ti da radiš ono što te zaista zanima.',
        advice: 'Predloži novu zamisao na poslu ili istraži drugačiji profesionalni pravac.',
      },
      tense: {
        text: 'Napetost između doma i karijere ili sukob sa autoritetima mogu da izazovu nagle zaokrete u pravcu, uz jaku želju za slobodom i podjednaku nesigurnost.',
        advice: 'Pre nego što napustiš posao ili pravac, proveri da li od nečega bežiš ili ka nečemu ideš.',
      },
    },
  },
  neptune: {
    sun: {
      blend: {
        text: 'Neptun zamagljuje obrise tvog ja: osećaj pravca može da se rastoči, a snaga da oslabi, ali se otvaraju saosećanje, mašta i duhovna osetljivost kakve ranije nisu bile tako blizu.',
        advice: 'Krupne odluke ne donosi u magli; daj sebi vremena za odmor, stvaralaštvo i tišinu.',
      },
      easy: {
        text: 'Mašta i intuicija tiho obogaćuju svakodnevicu: umetnost, vera ili pomoć drugima daju ti osećaj smisla i nežne povezanosti sa nečim većim od tebe.',
        advice: 'Posveti vreme umetnosti, muzici ili volontiranju, onome što te zaista nadahnjuje.',
      },
      tense: {
        text: 'Osećaj identiteta može da se zaljulja: ono u šta ili u koga veruješ pokazuje drugo lice, motivacija slabi, a lako je izgubiti sebe u tuđim željama.',
        advice: 'Proveravaj činjenice, čuvaj svoje granice i umor shvati ozbiljno, kao poruku, a ne kao slabost.',
      },
    },
    moon: {
      blend: {
        text: 'Osećanja postaju tanana i propusna: upijaš tuđa raspoloženja kao sunđer, snovi su živi, a dom i porodica mogu da budu izvor i nežnosti i zbrke.',
        advice: 'Čuvaj svoj prostor i san i nađi mirno mesto u koje možeš da se povučeš kad ti je previše.',
      },
      easy: {
        text: 'Emotivna osetljivost postaje dar: naslućuješ šta bliskima treba i pre nego što kažu, a dom lako postaje utočište puno mira i mašte.',
        advice: 'Napravi u domu kutak za tišinu, muziku ili meditaciju i koristi ga.',
      },
      tense: {
        text: 'Osećanja se mute: zabrinutost za porodicu, nejasne prilike kod kuće ili iscrpljenost od tuđih problema narušavaju unutrašnji mir, a saosećanje lako prelazi u samožrtvovanje.',
        advice: 'Postavi jasne granice prema tuđim nevoljama i ne preuzimaj tuđa osećanja kao svoja.',
      },
    },
    mercury: {
      blend: {
        text: 'Govor postaje poetski, a misli intuitivne: mašta cveta, slike i simboli govore jasnije od reči, ali detalji, rokovi i precizni podaci lako iskliznu.',
        advice: 'Piši, crtaj i sanjaj, a za ugovore i brojke uvek traži drugo mišljenje.',
      },
      easy: {
        text: 'Intuicija i mašta oplemenjuju misao: pisanje, muzika, poezija ili razgovori o duhovnim temama idu od ruke, a lako naslućuješ i ono što nije izgovoreno.',
        advice: 'Zapiši snove i ideje i pretvori jednu u priču, pesmu ili projekat.',
      },
      tense: {
        text: 'Komunikacija se zamagljuje: nesporazumi, zaboravnost ili obmane lako se uvuku, pa je lako pogrešno razumeti ili poverovati u lepo upakovanu neistinu.',
        advice: 'Sve važno stavi na papir i ne potpisuj ništa dok ne razumeš svaku reč.',
      },
    },
    venus: {
      blend: {
        text: 'Ljubav dobija romantičan, gotovo čaroban sjaj: lako se zaljubljuješ u ideal, umetnost i lepota diraju dušu, ali granica između ljubavi i iluzije postaje tanka.',
        advice: 'Uživaj u romantici, ali gledaj voljenu osobu onakvu kakva jeste, a ne kakvu je sanjaš.',
      },
      easy: {
        text: 'Nežnost i saosećanje produbljuju odnose: muzika, umetnost i duhovna bliskost donose radost, a ljubav može da postane blaža i velikodušnija.',
        advice: 'Podeli sa voljenom osobom muziku, umetnost ili tišinu koja vas spaja.',
      },
      tense: {
        text: 'Razočaranje u ljubavi ili novcu postaje moguće: idealizacija, tajne ili neizgovorena očekivanja zamagljuju pogled, a davanje lako pređe u žrtvovanje.',
        advice: 'Proveri da li voliš stvarnu osobu ili sliku, a o zajedničkom novcu razgovaraj otvoreno i bez magle.',
      },
    },
    mars: {
      blend: {
        text: 'Volja i snaga mogu da se rasplinu: motivacija slabi, bes se teško izražava, ali delovanje nadahnuto idealom ili saosećanjem dobija neobičnu snagu.',
        advice: 'Usmeri energiju u pomoć drugima, umetnost ili ples i odmaraj se kad telo to traži.',
      },
      easy: {
        text: 'Delovanje dobija dušu: rad za neki ideal, umetnički pokret ili duhovna disciplina daju ti snagu, a telo dobro reaguje na plivanje, ples i blage vežbe.',
        advice: 'Uključi se u projekat koji služi nečemu većem od tebe.',
      },
      tense: {
        text: 'Energija je rasuta ili istrošena: nejasni ciljevi, skriveni sukobi ili tuđa prikrivena agresija lako te zbune i zamore.',
        advice: 'Ne troši snagu na maglovite borbe; izaberi jasan cilj, a telu daj dovoljno odmora.',
      },
    },
    jupiter: {
      blend: {
        text: 'Vera i ideali rastu do neba: duhovnost, putovanja ili humanitarni rad deluju uzvišeno, ali je lako preceniti i prilike i ljude.',
        advice: 'Daj prostora duhovnom rastu, ali svaku veliku ponudu proveri temeljno i trezveno.',
      },
      easy: {
        text: 'Duhovni i stvaralački rast dolazi blago: vera, saosećanje i intuicija otvaraju vrata smislu i dragocenim susretima.',
        advice: 'Posveti se duhovnoj praksi, učenju ili pomoći drugima koja te ispunjava.',
      },
      tense: {
        text: 'Preterana vera ili naivnost mogu da odvedu u pogrešnom pravcu: obećanja su velika, a temelji nejasni, i nada lako zameni proveru.',
        advice: 'Ne ulaži nadu ni trud u plan čije temelje ne vidiš jasno.',
      },
    },
    saturn: {
      blend: {
        text: 'Strukture tvog života mogu da počnu da se rastaču: obaveze, granice i stari oblici gube oštrinu, a strahovi se javljaju nejasno i bez jasnog povoda.',
        advice: 'Ne gubi tlo pod nogama; drži se nekoliko jednostavnih obaveza i rutina.',
      },
      easy: {
        text: 'Neptun omekšava granice taman koliko treba: maštu možeš da pretočiš u konkretan oblik, obaveze gube grubost, a duhovna praksa dobija postojanost.',
        advice: 'Pretvori jedan ideal u plan sa jasnim i malim koracima.',
      },
      tense: {
        text: 'Čvrsto tlo postaje klizavo: obaveze deluju nestvarno, autoriteti nepouzdano, a strah od neuspeha raste bez ičeg opipljivog za šta bi mogao da se uhvati.',
        advice: 'Drži se činjenica, razjasni ko je za šta odgovoran i ne potpisuj ništa nejasno.',
      },
    },
    uranus: {
      blend: {
        text: 'Neptun boji tvoju potrebu za slobodom idealizmom: vizije budućnosti, duhovna otkrića ili snovi o boljoj zajednici mogu da uzdrmaju ustaljena shvatanja.',
        advice: 'Zapiši svoje vizije i proveri koje od njih možeš da pretvoriš u stvarnost.',
      },
      easy: {
        text: 'Originalne ideje dobijaju krila mašte: inovacije imaju dušu, a duhovni uvidi donose osećaj slobode i širine.',
        advice: 'Isprobaj neobičan spoj umetnosti i tehnologije ili duhovnosti i nauke.',
      },
      tense: {
        text: 'Nemir i zbrka se mešaju: ideali o slobodi i planovi za promenu postaju nejasni, a nervi su osetljiviji nego inače.',
        advice: 'Ne menjaj pravac na osnovu trenutnog nadahnuća; sačekaj da se slika razbistri.',
      },
    },
    neptune: {
      blend: {
        text: 'Neptun ponovo prelazi preko svog mesta iz tvoje natalne karte, što je retka tačka njegovog ciklusa: san koji nosiš od samog početka postaje bliži i glasniji.',
        advice: 'Osluškuj najstariji san u sebi i daj mu skroman, stvaran izraz.',
      },
      easy: {
        text: 'Ovo je blaga faza Neptunovog ciklusa, kada se ideali koje nosiš prirodno produbljuju: vera, umetnost ili saosećanje dobijaju zreliji, mirniji izraz.',
        advice: 'Uloži vreme u ono što te duhovno hrani i što tvom radu daje smisao.',
      },
      tense: {
        text: 'Na ovoj prekretnici Neptunovog ciklusa, koja najčešće pada na prelazu ka sredini života, stari snovi gube sjaj, a pitanje smisla postaje tiho, ali uporno.',
        advice: 'Pusti iluzije koje više ne nose, a sačuvaj ideale koji ti i dalje daju smisao.',
      },
    },
    pluto: {
      blend: {
        text: 'Neptun se spušta do tvoje najdublje moći: ono što je bilo skriveno može da se rastoči ili izroni, a preobražaj se odvija tiho, kroz snove i slutnje.',
        advice: 'Prati snove i slutnje; kroz njih se pokazuje šta je spremno da se završi.',
      },
      easy: {
        text: 'Tiha intuicija vodi u dubinu: psihoterapija, duhovni rad ili istraživanje nesvesnog mogu da donesu isceljenje i oslobode od starih tereta.',
        advice: 'Posveti se dubinskom radu na sebi, kroz razgovor, dnevnik ili duhovnu praksu.',
      },
      tense: {
        text: 'Skriveni strahovi ili tuđe manipulacije isplivavaju: teško je razlučiti šta je stvarno, a unutrašnja promena deluje zastrašujuće.',
        advice: 'Potraži pouzdanu osobu za razgovor i ne prepuštaj se tuđoj kontroli.',
      },
    },
    ascendant: {
      blend: {
        text: 'Slika o sebi postaje maglovita: drugi te vide kroz svoje projekcije, telo je osetljivije, a granice između tebe i sveta jedva se naziru.',
        advice: 'Čuvaj telo odmorom i jasno reci drugima ko si i šta želiš.',
      },
      easy: {
        text: 'Tvoja pojava dobija nežnost i šarm: ljudi ti prilaze sa poverenjem, a umetnički izraz i empatija postaju deo onoga kako te drugi doživljavaju.',
        advice: 'Izrazi sebe kroz umetnost, stil ili brigu o drugima.',
      },
      tense: {
        text: 'Drugi ljudi mogu da te zbune ili obmanu: odnosi postaju nejasni, a slika o sebi previše zavisi od tuđih očekivanja i projekcija.',
        advice: 'Proveri namere ljudi oko sebe i ne pristaj na uloge koje nisu tvoje.',
      },
    },
    midheaven: {
      blend: {
        text: 'Profesionalni pravac može da se zamagli: karijera se rastače ili dobija novi ideal, a javna slika postaje nejasna ili nadahnuta.',
        advice: 'Ne napuštaj posao bez plana, ali istraži poziv koji spaja rad i smisao.',
      },
      easy: {
        text: 'Rad može da dobije dublji smisao: umetnost, pomaganje ili duhovni rad nude priliku da se baviš onim što voliš i u čemu vidiš svrhu.',
        advice: 'Istraži kako tvoj posao može da služi višoj svrsi ili lepoti.',
      },
      tense: {
        text: 'Zabuna oko karijere ili doma raste: ciljevi postaju nejasni, autoriteti nepouzdani, a neka očekivanja mogu da se izjalove.',
        advice: 'Razjasni svoje ciljeve i dogovore na poslu i ne oslanjaj se na obećanja bez pokrića.',
      },
    },
  },
  pluto: {
    sun: {
      blend: {
        text: 'Pluton silazi u samu srž tvog bića: stara slika o sebi može da se raspadne da bi iz nje izrasla snažnija, a moć, kriza i duboka obnova postaju glavne teme života.',
        advice: 'Pusti staru sliku o sebi da se raspadne i dozvoli novoj snazi da se rodi, bez žurbe.',
      },
      easy: {
        text: 'Snaga volje i moć obnove rastu: dostupne su ti duboke rezerve energije, a promene koje sprovodiš iznutra daju miran, postojan osećaj sopstvene moći.',
        advice: 'Preuzmi kontrolu nad jednom važnom oblašću svog života i preobrazi je do kraja.',
      },
      tense: {
        text: 'Borba za moć, spolja ili iznutra, može da izazove krizu identiteta: pritisak raste, a stari način postojanja traži da se preobrazi iz korena.',
        advice: 'Ne bori se za kontrolu po svaku cenu; zapitaj se šta u tebi traži da se promeni.',
      },
    },
    moon: {
      blend: {
        text: 'Pluton dira najdublja osećanja: porodične tajne, stare rane ili silovite emocije mogu da izađu na površinu i iz temelja promene tvoj odnos prema domu i bliskima.',
        advice: 'Dopusti sebi da osetiš i izraziš ono što je dugo bilo zaključano, uz podršku osobe od poverenja.',
      },
      easy: {
        text: 'Emotivna dubina postaje izvor snage: zaceljivanje starih rana, pomirenje u porodici ili nova prisnost sa bliskima mogu da donesu pravu obnovu.',
        advice: 'Razgovaraj iskreno sa nekim iz porodice o onome što je dugo ostalo neizgovoreno.',
      },
      tense: {
        text: 'Osećanja mogu da postanu opsesivna ili burna: sukobi u porodici, ljubomora ili stare traume izbijaju na površinu i traže razrešenje.',
        advice: 'Ne potiskuj ono što izlazi; potraži razgovor ili stručnu podršku ako ti je teret prevelik.',
      },
    },
    mercury: {
      blend: {
        text: 'Pluton izoštrava um do same dubine: psihologija, istraživanje i otkrivanje tajni privlače misli, a reči dobijaju moć da menjaju ljude i okolnosti.',
        advice: 'Posveti se istraživanju ili pisanju o nečemu što te duboko zaokuplja.',
      },
      easy: {
        text: 'Um prodire ispod površine: razgovori idu u dubinu, istraživanje je plodno, a tvoja uverljivost je veća nego inače.',
        advice: 'Iskoristi ovu oštrinu za važne pregovore, istraživanje ili razgovor koji dugo odlažeš.',
      },
      tense: {
        text: 'Misli mogu da postanu opsesivne: sumnjičavost, manipulacija ili nadmudrivanje lako opterete razgovore i odluke.',
        advice: 'Kada te neka misao zarobi, zapiši je i vrati joj se kasnije, smirenije.',
      },
    },
    venus: {
      blend: {
        text: 'Pluton unosi u ljubav silinu i preobražaj: strastvene veze, ljubomora ili korenita promena vrednosti mogu da potresu srce i promene ono što želiš.',
        advice: 'Prepusti se dubini osećanja, ali ne pokušavaj da kontrolišeš voljenu osobu.',
      },
      easy: {
        text: 'Ljubav i vrednosti se produbljuju: strast, prisnost i iskrena bliskost donose isceljenje i snagu, a veze prelaze na dublji nivo.',
        advice: 'Pokaži ranjivost nekome kome veruješ i vidi kako se veza produbljuje.',
      },
      tense: {
        text: 'Strast i posesivnost mogu da se sudare: ljubomora, manipulacija ili borba oko novca u vezi iznose na videlo skrivene dinamike.',
        advice: 'Prepoznaj gde u ljubavi vlada kontrola, a ne bliskost, i nazovi to pravim imenom.',
      },
    },
    mars: {
      blend: {
        text: 'Volja dobija ogromnu dubinu: ambicija, strast i želja za moći mogu da pokrenu korenite promene, ali i da prerastu u opsesiju ili ogorčenu borbu.',
        advice: 'Usmeri snagu u jedan cilj koji je vredan sve tvoje energije.',
      },
      easy: {
        text: 'Snaga i izdržljivost rastu: možeš da pokreneš velike promene i savladaš prepreke upornošću koja iznenađuje i tebe i one oko tebe.',
        advice: 'Uhvati se u koštac sa zadatkom koji dugo izbegavaš.',
      },
      tense: {
        text: 'Bes i tuđa agresija mogu da dostignu usijanje: prisila, ucene ili borbe za prevlast traže da naučiš kako da koristiš snagu bez razaranja.',
        advice: 'Ne ulazi u borbe koje služe samo dokazivanju; čuvaj snagu za ono što zaista menja stvari.',
      },
    },
    jupiter: {
      blend: {
        text: 'Vera i ambicija dobijaju dubinu i moć: otvaraju se velike mogućnosti za rast, ali i iskušenje da se uticaj koristi bez obzira na druge.',
        advice: 'Iskoristi priliku za rast, ali čuvaj poštenje i u najvećim ambicijama.',
      },
      easy: {
        text: 'Uverenja se produbljuju i daju ti oslonac: istraživanje, filozofija ili velika promena pogleda na svet donose osećaj unutrašnje snage.',
        advice: 'Kreni u učenje koje menja tvoje razumevanje sveta, makar bilo zahtevno.',
      },
      tense: {
        text: 'Pluton pretvara uverenja u pitanje moći: fanatizam, borba za uticaj ili preterane ambicije mogu da dovedu do sukoba sa institucijama ili učiteljima.',
        advice: 'Ne nameći drugima svoje istine; saslušaj i mišljenja koja ti se ne dopadaju.',
      },
    },
    saturn: {
      blend: {
        text: 'Pluton dopire do samih temelja tvog života: stari oblici, pravila i strahovi se raspadaju, a iz ruševina može da nikne nešto trajno i snažno.',
        advice: 'Pusti da se sruši ono što je istrulilo i gradi na zdravom temelju.',
      },
      easy: {
        text: 'Tvoj autoritet tiho raste: dugoročni projekti dobijaju dubinu, a sposobnost da izdržiš i preobraziš teške okolnosti postaje tvoja prednost.',
        advice: 'Posveti se ozbiljnom poduhvatu kome su potrebni i moć i strpljenje.',
      },
      tense: {
        text: 'Pritisak dolazi odozgo i iznutra: autoriteti, pravila ili stari strahovi mogu da te stegnu, a borba za kontrolu traži izdržljivost.',
        advice: 'Ne lomi se pod pritiskom; pronađi jedno mesto gde možeš da promeniš pravila.',
      },
    },
    uranus: {
      blend: {
        text: 'Pluton daje težinu tvojoj potrebi za slobodom: pobuna koja je dugo tinjala dobija dubinu i snagu, a promena koju priželjkuješ prestaje da bude hir i postaje unutrašnja potreba.',
        advice:
          'Odluči šta zaista želiš da oslobodiš i pripremi promenu temeljno, umesto da sve srušiš jednim zamahom.',
      },
      easy: {
        text: 'Hrabri rezovi lakše prolaze: sveži pristupi starim problemima ili nova tehnologija pomažu ti da se otrgneš od onoga što te dugo vezuje.',
        advice: 'Raskini sa jednom starom navikom ili okvirom na nov, smeo način i ne osvrći se.',
      },
      tense: {
        text: 'Potreba za slobodom i potreba za kontrolom vode tihi rat: pod pritiskom okolnosti mogu da popucaju veze ili planovi koji su te sputavali, često naglo i bez najave.',
        advice: 'Ne drži se grčevito starog plana, ali ni ne beži; pusti da promena nađe svoj oblik.',
      },
    },
    neptune: {
      blend: {
        text: 'Tvoji snovi i ideali prolaze kroz dubinsko čišćenje: ono u šta veruješ se preobražava, iluzije se ruše, a vera koja preživi postaje jača i iskrenija.',
        advice: 'Ne beži od razočaranja; zapitaj se koji je san zaista tvoj, a koji samo pozajmljen.',
      },
      easy: {
        text: 'Ispod površine odvija se tiha obnova: duhovni rad, umetnost ili psihologija mogu da donesu trajnu promenu u tome kako doživljavaš svet.',
        advice: 'Odvoji mirno vreme za duhovnu ili stvaralačku praksu koja traži dubinu.',
      },
      tense: {
        text: 'Iluzije se raspadaju pod pritiskom istine: razočaranje u ideale, ljude ili ustanove može da zaboli, ali i da oslobodi od dugog samozavaravanja.',
        advice: 'Pogledaj istini u oči i ne skrivaj se iza lepih priča, ni tuđih ni svojih.',
      },
    },
    pluto: {
      blend: {
        text: 'Pluton ponovo prelazi preko svog mesta iz tvoje karte, retka tačka njegovog dugog ciklusa: ono što je u tebi najdublje i najupornije izlazi u prvi plan.',
        advice: 'Prepoznaj svoju najdublju snagu i usmeri je ka nečemu što gradi, a ne razara.',
      },
      easy: {
        text: 'Ovo je povoljna faza Plutonovog ciklusa, kada lična snaga sazreva: ono što je u tebi duboko i uporno nalazi mirniji, konstruktivniji izraz.',
        advice: 'Iskoristi ovu fazu za promenu koju dugo nosiš u sebi, bez drame i bez žurbe.',
      },
      tense: {
        text: 'Ovo je jedna od najdubljih prekretnica sredine života: Pluton pritiska sve što je izgrađeno na strahu ili kontroli, a moć traži nov, iskreniji oblik.',
        advice: 'Suoči se sa onim čega se najviše plašiš i pusti ono što drži samo silom navike.',
      },
    },
    ascendant: {
      blend: {
        text: 'Menjaš se iz korena: način na koji se pojavljuješ, telo i lična snaga prolaze kroz dubok preobražaj, a drugi osećaju tvoj intenzitet.',
        advice: 'Dozvoli sebi da se menjaš iznutra i spolja, ali ne pokušavaj da kontrolišeš kako te drugi vide.',
      },
      easy: {
        text: 'Zračiš tihom snagom i magnetizmom: ljudi osećaju tvoju ozbiljnost, a promene koje započinješ imaju težinu i trajnost.',
        advice: 'Započni promenu u svom izgledu ili načinu života koja odražava tvoju unutrašnju snagu.',
      },
      tense: {
        text: 'U susretu sa svetom otvara se pitanje moći: autoriteti, partneri ili bliski ljudi izazivaju tvoj intenzitet, a odnosi prolaze kroz krize koje ih ili produbljuju ili okončavaju.',
        advice: 'Ne ulazi u borbe za kontrolu; traži odnose zasnovane na iskrenosti i poštovanju.',
      },
    },
    midheaven: {
      blend: {
        text: 'Karijera i životni pravac prolaze kroz preobražaj: moć, autoritet i javna slika mogu duboko da se promene, a stari ciljevi da se ugase.',
        advice: 'Oprosti se od ciljeva koji su se istrošili i usmeri moć ka onome što je zaista tvoje.',
      },
      easy: {
        text: 'Karijera dobija dubinu i snagu: strateški potezi, rad sa moćnim ljudima ili duboka promena poziva mogu da donesu uticaj i ugled.',
        advice: 'Preuzmi odgovornu ulogu u kojoj možeš da menjaš stvari iz korena.',
      },
      tense: {
        text: 'Na poslu se otvara pitanje moći: sukob sa nadređenima ili institucijom, kriza u karijeri ili pritisak kod kuće traže da preispitaš stare ciljeve.',
        advice: 'Ne bori se za prevlast; preispitaj šta ti zaista znači uspeh.',
      },
    },
  },
};
