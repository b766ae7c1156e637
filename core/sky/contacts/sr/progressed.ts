/**
 * What each progressed point says in each sign (core/sky/contacts.ts, `ProgressedSigns`), in Serbian:
 * written per point and sign, so that progressed Mercury in Leo and progressed Mars in Leo do not
 * read alike. One or two sentences naming the point and the sign; no dates (the cards give them).
 * Latinica, ekavski, the reader addressed as "ti", never in a gendered form.
 */
import type { ProgressedSigns } from '../../contacts';

export const PROGRESSED: ProgressedSigns = {
  sun: {
    aries:
      'Tvoje progresivno Sunce u Ovnu otvara godine samostalnih početaka: život te uči da preuzmeš inicijativu, umesto da čekaš nečije odobrenje.',
    taurus:
      'Tvoje progresivno Sunce u Biku usporava ti život i okreće ga onome što traje: domu, zanatu i novcu na koji možeš da računaš.',
    gemini:
      'Tvoje progresivno Sunce u Blizancima stavlja radoznalost na prvo mesto. Učenje, pisanje i mnoštvo razgovora ovih godina oblikuju ono što postaješ.',
    cancer:
      'Dok je tvoje progresivno Sunce u Raku, težište tvog života premešta se na dom: ljudi o kojima brineš i osećaj pripadnosti postaju ono što ti daje smisao.',
    leo: 'Tvoje progresivno Sunce u Lavu poziva te da istupiš i pokažeš se: ovo su godine za stvaralaštvo, samopouzdanje i velikodušnu toplinu.',
    virgo:
      'Tvoje progresivno Sunce u Devici usmerava život ka usavršavanju: rasteš uz bolje navike, brigu o telu i posao kome posvećuješ punu pažnju.',
    libra:
      'Tvoje progresivno Sunce u Vagi čini partnerstvo glavnom školom ovih godina: ko si, najbolje otkrivaš u odnosima u kojima se podjednako daje i prima.',
    scorpio:
      'Sa progresivnim Suncem u Škorpiji život traži suštinu, a ne privid. Ovo su godine suočavanja sa sobom, prisnosti i opraštanja od onoga što je prošlo.',
    sagittarius:
      'Tvoje progresivno Sunce u Strelcu budi glad za širim svetom, a pravac ovim godinama verovatno daju studije, daleki krajevi i potraga za smislom.',
    capricorn:
      'Tvoje progresivno Sunce u Jarcu donosi godine odgovornosti i strpljive ambicije: gradiš nešto što treba da potraje.',
    aquarius:
      'Dok je tvoje progresivno Sunce u Vodoliji, stara očekivanja gube vlast nad tobom, a put ti pokazuju prijatelji, slobodna misao i slika života kakav zaista želiš.',
    pisces:
      'Tvoje progresivno Sunce u Ribama ublažava oštrine tvog života: vera, mašta i vreme provedeno u tišini postaju ti izvor snage.',
  },
  moon: {
    aries:
      'Progresivni Mesec u Ovnu budi u tebi emotivnu nestrpljivost i glad za promenom: potreban ti je prostor da stvari pokreneš na svoj način.',
    taurus:
      'Tvoj progresivni Mesec u Biku traži udobnost i sigurnost: srce se smiruje uz ustaljen ritam, dobru hranu i pouzdane ljude.',
    gemini:
      'Sa progresivnim Mesecom u Blizancima osećanja su stalno u pokretu: za unutrašnji mir potrebni su ti razgovori, vesti i promena utisaka.',
    cancer:
      'Tvoj progresivni Mesec u Raku, svom znaku, vuče te kući: porodica, uspomene i osećaj da neko brine o tebi sada znače više nego inače.',
    leo: 'Tvoj progresivni Mesec u Lavu žudi za toplinom i pažnjom: dobro se osećaš kada stvaraš, kada se igraš i kada neko iskreno ceni ono što radiš.',
    virgo:
      'Dok je tvoj progresivni Mesec u Devici, mir nalaziš u redu i rutini: sitni poslovi završeni kako treba umiruju i misli i osećanja.',
    libra:
      'U Vagi tvoj progresivni Mesec čini bliskost potrebom: sigurnije se osećaš u dobrom društvu, a svađe i neravnoteža u odnosima teško ti padaju.',
    scorpio:
      'Tvoj progresivni Mesec u Škorpiji uzburkava jaka osećanja: na videlo izlaze pitanja poverenja, ljubomore i onoga što dugo prećutkuješ.',
    sagittarius:
      'U Strelcu tvoj progresivni Mesec traži prostor i optimizam: izlet, neki kurs ili razgovor o velikim pitanjima mogu da ti podignu raspoloženje.',
    capricorn:
      'U Jarcu tvoj progresivni Mesec daje osećanjima trezveniji ton: sigurnost nalaziš u jasnom rasporedu i u ciljevima koje možeš da dosegneš.',
    aquarius:
      'Tvoj progresivni Mesec u Vodoliji traži slobodu i u najbližim vezama: druženje i ciljevi za koje se zalažeš hrane te više od svakodnevne rutine.',
    pisces:
      'Tvoj progresivni Mesec u Ribama otvara ti srce za sve oko tebe, pa svoja osećanja teže razlikuješ od tuđih: odmor, umetnost i sati nasamo pomažu ti da ih razmrsiš.',
  },
  mercury: {
    aries:
      'Tvoj progresivni Merkur u Ovnu ubrzava misli i odluke: govoriš bez okolišanja, a misao doteruješ tek pošto je izgovoriš.',
    taurus:
      'U Biku tvoj progresivni Merkur čini misao sporijom, ali temeljnijom: veruješ onome što možeš da proveriš i opipaš, a reči biraš pažljivo.',
    gemini:
      'Brz i nemiran um daje ti progresivni Merkur u Blizancima, svom znaku: hrane ga knjige, poruke, kratka putovanja i radoznala pitanja.',
    cancer:
      'Sa progresivnim Merkurom u Raku misliš srcem: odluke donosiš po osećaju i po onome što ti daje sigurnost, a govoriš toplije i obazrivije.',
    leo: 'Samopouzdanje i boju tvojim rečima daje progresivni Merkur u Lavu: ovo su godine pogodne za javni nastup, podučavanje i priču koju samo ti možeš da ispričaš.',
    virgo:
      'Tvoj progresivni Merkur u Devici, znaku kojim vlada, izoštrava ti pažnju za detalje: analiza, uređivanje tekstova i rešavanje praktičnih problema obično ti idu od ruke.',
    libra:
      'Sa progresivnim Merkurom u Vagi sagledavaš svako pitanje sa obe strane: najbolje misliš u razgovoru, a odlučuješ sporije, ali promišljenije.',
    scorpio:
      'U Škorpiji tvoj progresivni Merkur okreće um istraživanju i onome što leži ispod površine: ne zadovoljavaš se sažetkom, tražiš celu istinu.',
    sagittarius:
      'Dok je tvoj progresivni Merkur u Strelcu, misliš u velikim celinama: strani jezici, filozofija i pravo zanimaju te više od sitnica, a iskrenost ponekad ide ispred takta.',
    capricorn:
      'Razmišljanje ti postaje strateško, jer je tvoj progresivni Merkur u Jarcu: planovi, rokovi i odluke na duge staze sada su tvoja jača strana.',
    aquarius:
      'Nesvakidašnje ideje donosi ti progresivni Merkur u Vodoliji: rešenja stižu kao iznenadni bljesak, često usred živog razgovora u društvu.',
    pisces:
      'Dok je tvoj progresivni Merkur u Ribama, misliš u slikama i slutnjama: intuicija često pretiče logiku, pa ti je lakše da se izraziš pesmom nego tabelom.',
  },
  venus: {
    aries:
      'U Ovnu tvoja progresivna Venera unosi smelost u ljubav: ideš za onim što želiš, a veza bez malo vatre brzo ti dosadi.',
    taurus:
      'Dok je tvoja progresivna Venera u Biku, znaku kojim vlada, ljubav i ukus traže ono što je lepo i trajno: odanost, nežan dodir i mala čulna zadovoljstva sada najviše vrede.',
    gemini:
      'U Blizancima tvoja progresivna Venera traži lakoću i igru reči u ljubavi: privlače te duhovitost, flert i nova poznanstva.',
    cancer:
      'Tvoja progresivna Venera u Raku čini ljubav nežnom i zaštitničkom: naklonost pokazuješ kuvanjem, utočištem i pamćenjem sitnica do kojih je drugima stalo.',
    leo: 'Sa progresivnom Venerom u Lavu voliš raskošno i pomalo pozorišno: romansa, igra i tuđe divljenje greju ti srce.',
    virgo:
      'Sa progresivnom Venerom u Devici ljubav postaje praktična briga: mala usluga ili pomoć u pravi čas kažu ono što reči ne umeju.',
    libra:
      'Dok je tvoja progresivna Venera u Vagi, svom znaku, ljubav traži sklad i uzajamnost: privlače te lepota, učtivost i odnosi u kojima se oboje trude podjednako.',
    scorpio:
      'Ljubav ovih godina ne pristaje na pola, jer je tvoja progresivna Venera u Škorpiji: traži strast, vernost i otvorenost o tome šta zaista želiš.',
    sagittarius:
      'Tvoja progresivna Venera u Strelcu traži slobodu i avanturu u ljubavi: za nekoga te više vezuju zajednička otkrića i sličan pogled na svet nego navika.',
    capricorn:
      'Sa progresivnom Venerom u Jarcu ljubav postaje ozbiljnija i posvećenija: ceniš ono što se polako gradi i trudom zaslužuje.',
    aquarius:
      'Sa progresivnom Venerom u Vodoliji ljubav najbolje cveta kad u njoj ima i prijateljstva: originalnost ceniš više od konvencije, a tvoj ukus ume da iznenadi i najbliže.',
    pisces:
      'U Ribama tvoja progresivna Venera čini ljubav nežnom i požrtvovanom: diraju te muzika, romantični gestovi i tuđa ranjivost, a ponekad i iluzije.',
  },
  mars: {
    aries:
      'Volju ti izoštrava progresivni Mars u Ovnu, svom znaku: deluješ brzo, sa takmičarskim žarom, i otvoreno se boriš za sopstvene ciljeve.',
    taurus:
      'Progresivni Mars u Biku daje ti snagu koja se sporo pokreće, ali se teško zaustavlja: gradiš postojano, ne odustaješ lako, a u sukobu radije čvrsto stojiš nego da napadaš.',
    gemini:
      'Progresivni Mars u Blizancima rasipa i ubrzava tvoju energiju: radiš na više projekata odjednom, a bitke biješ rečima.',
    cancer:
      'U Raku tvoj progresivni Mars ulaže snagu u odbranu najbližih: za dom i porodicu boriš se najžešće, ali ljutnju često zadržavaš u sebi.',
    leo: 'Dok je tvoj progresivni Mars u Lavu, volja traži pozornicu: snagu najradije ulažeš u ono što stvaraš i čime možeš da se ponosiš, a vođstvo rado preuzimaš.',
    virgo:
      'U Devici tvoj progresivni Mars troši snagu na precizan, temeljan rad: stvari popravljaš strpljivo, korak po korak, a u raspravi se boriš činjenicama.',
    libra:
      'Tvoj progresivni Mars u Vagi radije traži saveznike nego protivnike: dogovor ti je draži od sukoba, a najupornije se boriš za pravdu.',
    scorpio:
      'Progresivni Mars u Škorpiji, znaku kojim tradicionalno vlada, daje volji žilavost i usredsređenost: za onim do čega ti je stalo ideš tiho i do kraja.',
    sagittarius:
      'Progresivni Mars u Strelcu daje tvojoj energiji zalet i nemir: najlakše te pokreću sport, putovanja i borba za ono što smatraš ispravnim.',
    capricorn:
      'Progresivni Mars u Jarcu disciplinuje tvoju ambiciju: snagu ulažeš promišljeno i ne odustaješ od cilja koji sebi postaviš.',
    aquarius:
      'Progresivni Mars u Vodoliji usmerava tvoju volju ka promenama: najradije se boriš rame uz rame sa istomišljenicima, za ciljeve koji su veći od tebe.',
    pisces:
      'Sa progresivnim Marsom u Ribama energija ti dolazi u talasima: deluješ po nadahnuću više nego po planu, a sukobe radije zaobilaziš.',
  },
  ascendant: {
    aries:
      'Sa progresivnim Ascendentom u Ovnu nastupaš neposrednije i odlučnije: ljudi u tebi vide nekoga ko je hrabar i ne čeka poziv.',
    taurus:
      'Sa progresivnim Ascendentom u Biku ostavljaš utisak smirenosti i pouzdanosti: drugima deluješ kao neko na koga mogu da se oslone.',
    gemini:
      'Dok je tvoj progresivni Ascendent u Blizancima, nastup ti je lakši i pričljiviji: ljudima prilaziš sa pitanjem, šalom ili novom idejom.',
    cancer:
      'Utisak koji ostavljaš omekšava tvoj progresivni Ascendent u Raku: deluješ brižnije, ali i opreznije biraš kome dopuštaš da ti se približi.',
    leo: 'Tvoj progresivni Ascendent u Lavu čini tvoje prisustvo primetnijim: nastupaš toplije i slobodnije, a rado izlaziš pred ljude.',
    virgo:
      'Progresivni Ascendent u Devici daje ti staložen, odmeren nastup: ljudi ti često dolaze po pomoć i po razborit savet.',
    libra: 'Progresivni Ascendent u Vagi uglađuje tvoj nastup: ljudima prilaziš šarmom, taktom i osećajem za meru.',
    scorpio:
      'Dok je tvoj progresivni Ascendent u Škorpiji, prisustvo ti je intenzivnije i uzdržanije: ljudi naslućuju tvoju snagu i pre nego što progovoriš.',
    sagittarius:
      'Otvoreniji i vedriji nastup donosi ti progresivni Ascendent u Strelcu: deluješ iskreno, radoznalo i nesputano.',
    capricorn:
      'Tvoj progresivni Ascendent u Jarcu daje ti zrelije, odmerenije držanje, pa tvoja reč kod ljudi lakše dobija na težini.',
    aquarius:
      'U Vodoliji tvoj progresivni Ascendent ističe ono što je u tebi nezavisno i neobično: drugi te vide kao nekoga ko ide svojim putem.',
    pisces:
      'Progresivni Ascendent u Ribama daje tvom nastupu mekoću i dašak tajanstvenosti: ljudima deluješ blago i saosećajno, a opet pomalo neuhvatljivo.',
  },
  midheaven: {
    aries:
      'Dok je tvoja progresivna Sredina neba u Ovnu, karijera traži inicijativu: privlači te posao u kome pokrećeš nove stvari, predvodiš i preuzimaš rizik.',
    taurus:
      'Tvoja progresivna Sredina neba u Biku okreće karijeru ka stabilnosti: privlači te posao koji polako stvara vrednost i donosi merljive rezultate.',
    gemini:
      'Tvoja progresivna Sredina neba u Blizancima usmerava karijeru ka komunikaciji: pisanje, podučavanje, trgovina i povezivanje ljudi mogu da postanu tvoja oblast.',
    cancer:
      'Progresivna Sredina neba u Raku vezuje tvoj poziv za brigu o drugima: privlači te rad koji ljudima pruža negu, hranu ili krov nad glavom.',
    leo: 'U Lavu tvoja progresivna Sredina neba traži istaknutu ulogu: privlači te posao u kome stvaralaštvo i dar za vođenje mogu da dobiju priznanje.',
    virgo:
      'Karijera ti se okreće korisnoj veštini, jer je tvoja progresivna Sredina neba u Devici: ceniš temeljno obavljen posao i dobar metod, a mogu da te privuku zanat, nega i rad u oblasti zdravlja.',
    libra:
      'Tvoja progresivna Sredina neba u Vagi vodi karijeru ka saradnji: rad u paru ili timu, dizajn, pravo ili posredovanje mogu da ti leže.',
    scorpio:
      'Tvoja progresivna Sredina neba u Škorpiji vodi poziv tamo gde se radi sa krizama, tuđim novcem ili tajnama: privlači te posao sa onim što drugi izbegavaju.',
    sagittarius:
      'Sa progresivnom Sredinom neba u Strelcu karijera traži širi smisao: privlače te podučavanje, izdavaštvo, rad sa inostranstvom ili posao u koji možeš da uneseš svoja uverenja.',
    capricorn:
      'Dok je tvoja progresivna Sredina neba u Jarcu, karijera traži ugled i odgovornost: ovo može da bude vreme postepenog uspona ka vodećem mestu u tvojoj struci.',
    aquarius:
      'Tvoja progresivna Sredina neba u Vodoliji okreće karijeru ka inovacijama: privlače te tehnologija, mreže ljudi i rad na društvenim pitanjima.',
    pisces:
      'Mašta i želja da pomogneš daju pravac tvom pozivu, jer je tvoja progresivna Sredina neba u Ribama: privlače te umetnost, lečenje ili tiho služenje drugima.',
  },
};
