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
      'Tvoje progresivno Sunce u Ovnu otvara godine samostalnih početaka: život te uči da kreneš prvi, umesto da čekaš nečiji znak.',
    taurus:
      'Sa progresivnim Suncem u Biku život ti usporava i okreće se onome što traje: domu, zanatu i novcu na koji možeš da računaš.',
    gemini:
      'Tvoje progresivno Sunce u Blizancima stavlja radoznalost na čelo tvog puta. Učenje, pisanje i mnoštvo razgovora ovih godina oblikuju ono što postaješ.',
    cancer:
      'Dok je tvoje progresivno Sunce u Raku, težište tvog života seli se kući: ljudi o kojima brineš i osećaj pripadnosti postaju srž tvoje životne svrhe.',
    leo: 'Tvoje progresivno Sunce u Lavu poziva te da istupiš i dopustiš da te vide: ovo su godine za stvaranje, predvođenje i velikodušnu toplinu.',
    virgo:
      'U Devici tvoje progresivno Sunce usmerava život ka doterivanju i korisnosti, pa rasteš kroz dobro obavljen posao, bolje navike i pažnju prema telu.',
    libra:
      'Tvoje progresivno Sunce u Vagi čini partnerstvo glavnom školom ovih godina: ko si, otkrivaš u odnosima u kojima se dve strane sreću na pola puta.',
    scorpio:
      'Sa progresivnim Suncem u Škorpiji život ide u dubinu. Ovo su godine iskrenosti, prisnosti i opraštanja od onoga što je završeno.',
    sagittarius:
      'Tvoje progresivno Sunce u Strelcu širi ti vidike, a pravac ovim godinama verovatno daju studije, putovanja i potraga za smislom.',
    capricorn:
      'Tvoje progresivno Sunce u Jarcu donosi godine odgovornosti i strpljive ambicije: gradiš nešto što je zamišljeno da opstane.',
    aquarius:
      'Dok je tvoje progresivno Sunce u Vodoliji, stara očekivanja gube vlast nad tobom, a put ti pokazuju prijateljstva, ideje i budućnost kakvu zaista želiš.',
    pisces:
      'Tvoje progresivno Sunce u Ribama omekšava oštre ivice tvog života: saosećanje, mašta i sati provedeni u tišini postaju izvor snage.',
  },
  moon: {
    aries:
      'Tvoj progresivni Mesec u Ovnu budi emotivnu nestrpljivost i glad za promenom: potreban ti je prostor da stvari pokreneš na svoj način.',
    taurus:
      'Sa progresivnim Mesecom u Biku potrebni su ti mir i udobnost: srce se smiruje uz ustaljen ritam, dobru hranu i postojane ljude.',
    gemini:
      'Tvoj progresivni Mesec u Blizancima drži osećanja u pokretu, pa su ti za unutrašnji mir potrebni razgovori, vesti i raznolikost.',
    cancer:
      'Tvoj progresivni Mesec u Raku, svom znaku, vuče te kući: porodica, uspomene i osećaj da neko brine o tebi sada znače više nego inače.',
    leo: 'U Lavu tvoj progresivni Mesec žudi za toplinom i priznanjem: dobro se osećaš kada stvaraš, kada se igraš i kada neko iskreno ceni ono što radiš.',
    virgo:
      'Dok je tvoj progresivni Mesec u Devici, mir nalaziš u redu i korisnosti: sitni poslovi obavljeni kako treba umiruju i misli i osećanja.',
    libra:
      'Tvoj progresivni Mesec u Vagi pretvara bliskost u potrebu: sigurnije se osećaš u dobrom društvu i u dogovorima koji su pošteni prema obema stranama.',
    scorpio:
      'Sa progresivnim Mesecom u Škorpiji uzburkavaju se duboka osećanja, a na površinu izlaze pitanja poverenja, prisnosti i iskrenosti prema sebi.',
    sagittarius:
      'Tvoj progresivni Mesec u Strelcu traži prostor i smisao: putovanje, neki kurs ili veliko životno pitanje mogu da ti podignu raspoloženje.',
    capricorn:
      'Tvoj progresivni Mesec u Jarcu daje osećanjima ozbiljniji ton. Sigurnost nalaziš u jasnoj strukturi i u ciljevima koje možeš da dosegneš.',
    aquarius:
      'U Vodoliji tvoj progresivni Mesec traži slobodu i unutar bliskih veza: prijatelji i ideje za koje se zalažeš hrane te više od svakodnevne rutine.',
    pisces:
      'Tvoj progresivni Mesec u Ribama otvara ti srce za sve oko tebe, pa svoja osećanja teže razlikuješ od tuđih: odmor, umetnost i samoća pomažu ti da ih razmrsiš.',
  },
  mercury: {
    aries:
      'Tvoj progresivni Merkur u Ovnu ubrzava misli i odluke: govoriš bez okolišanja, prvo kažeš, a tek onda doteruješ.',
    taurus:
      'Sa progresivnim Merkurom u Biku misao usporava do pažljivog, praktičnog koraka: veruješ onome što možeš da proveriš i opipaš, a reči biraš odmereno.',
    gemini:
      'U Blizancima, svom znaku, tvoj progresivni Merkur ubrzava um i čini ga nemirnim: hrane ga knjige, poruke, pisanje i mnoštvo poznanstava.',
    cancer:
      'Dok je tvoj progresivni Merkur u Raku, misliš srcem: sećanja, porodične priče i osećaj sigurnosti vode tvoje odluke, a reči su ti toplije i opreznije.',
    leo: 'Samopouzdanje i boju tvojim rečima daje progresivni Merkur u Lavu: ovo su godine pogodne za javni nastup, podučavanje i pričanje sopstvene priče.',
    virgo:
      'Tvoj progresivni Merkur u Devici, znaku kojim vlada, usmerava misao na detalje: analiza, uređivanje tekstova i rešavanje praktičnih problema idu ti od ruke.',
    libra:
      'Sa progresivnim Merkurom u Vagi odmeravaš svaku stranu: najbolje misliš u razgovoru, a odlučuješ sporije, ali pravičnije.',
    scorpio:
      'U Škorpiji tvoj progresivni Merkur okreće um istraživanju i onome što leži ispod površine: ne zadovoljavaš se sažetkom, tražiš celu istinu.',
    sagittarius:
      'Dok je tvoj progresivni Merkur u Strelcu, misliš u velikim celinama: jezici, uverenja i daleka putovanja zanimaju te više od sitnica, a iskrenost ponekad pretekne takt.',
    capricorn:
      'Razmišljanje ti ovih godina postaje strateško, jer progresivni Merkur stoji u Jarcu: planovi, strukture i odluke na duge staze sada su tvoja jača strana.',
    aquarius:
      'Tvoj progresivni Merkur u Vodoliji otvara um za novo i nesvakidašnje: ideje stižu kao iznenadni bljesak, često u razmeni sa grupom.',
    pisces:
      'Pod progresivnim Merkurom u Ribama misliš u slikama i slutnjama: intuicija i mašta često pretiču logiku, pa ti je lakše da se izraziš pesmom nego tabelom.',
  },
  venus: {
    aries:
      'U Ovnu tvoja progresivna Venera unosi smelost u ljubav: ideš za onim što želiš, a u naklonosti ti prija malo vatre.',
    taurus:
      'Dok je tvoja progresivna Venera u Biku, znaku kojim vlada, ukus ti se okreće trajnom i lepom: odanost, dodir i udobnost sada najviše vrede.',
    gemini:
      'Lakoću i razgovor u ljubavi ovih godina traži tvoja progresivna Venera u Blizancima: privlače te duhovitost, raznolikost i nova poznanstva.',
    cancer:
      'Tvoja progresivna Venera u Raku čini ljubav zaštitničkom i toplom kao dom: brigu pokazuješ hranom, utočištem i pamćenjem sitnica do kojih je drugima stalo.',
    leo: 'Sa progresivnom Venerom u Lavu voliš velikodušno i pomalo pozorišno: romansa, igra i tuđe divljenje greju ti srce.',
    virgo:
      'U Devici tvoja progresivna Venera pretvara ljubav u praktičnu brigu: mala usluga ili pažnja prema detalju kaže ono što reči ne umeju.',
    libra:
      'Dok je tvoja progresivna Venera u Vagi, svom znaku, partnerstvo i sklad su u središtu: lepota, učtivost i ravnoteža oblikuju ono što ceniš.',
    scorpio:
      'Ljubav ovih godina ne pristaje na pola, jer je tvoja progresivna Venera u Škorpiji: traži dubinu, odanost i iskrenost o tome šta zaista želiš.',
    sagittarius:
      'Tvoja progresivna Venera u Strelcu voli slobodu i avanturu: za nekoga te više vezuju zajednička putovanja i ideje nego navika.',
    capricorn:
      'Sa progresivnom Venerom u Jarcu ljubav postaje ozbiljnija i posvećenija: ceniš ono što se polako gradi i trudom zaslužuje.',
    aquarius:
      'U Vodoliji tvoja progresivna Venera traži prijateljstvo i prostor u ljubavi: originalnost ti vredi više od konvencije, a tvoj ukus ume da iznenadi i najbliže.',
    pisces:
      'Progresivna Venera u Ribama čini tvoju ljubav nežnom i idealističnom: diraju te saosećanje, muzika i romansa, a ponekad i iluzije.',
  },
  mars: {
    aries:
      'Takmičarsku oštricu tvojoj volji daje progresivni Mars u Ovnu, svom znaku: deluješ brzo i otvoreno se boriš za sopstvene ciljeve.',
    taurus:
      'Tvoj progresivni Mars u Biku čini snagu sporom, ali tvrdoglavom: gradiš postojano, ne odustaješ lako, a u sukobu radije stojiš čvrsto nego da napadaš.',
    gemini:
      'Sa progresivnim Marsom u Blizancima energija se rasipa i ubrzava: radiš na mnogo projekata odjednom, a bitke biješ rečima.',
    cancer:
      'U Raku tvoj progresivni Mars usmerava snagu na zaštitu najbližih: za dom i porodicu boriš se najžešće, ali ljutnju često držiš u sebi.',
    leo: 'Dok je tvoj progresivni Mars u Lavu, želiš da zablistaš i povedeš druge: snagu ulažeš tamo gde možeš da stvaraš i da se ponosiš onim što radiš.',
    virgo:
      'Ovih godina tvoj progresivni Mars u Devici usmerava snagu na precizan, koristan rad: stvari popravljaš strpljivo, korak po korak, a boriš se činjenicama.',
    libra:
      'Tvoj progresivni Mars u Vagi radije traži saveznike nego protivnike: dogovor ti je draži od sukoba, a najupornije se boriš za ono što je pravično.',
    scorpio:
      'Pod progresivnim Marsom u Škorpiji volja dobija dubinu i istrajnost: za onim do čega ti je stalo ideš tiho i do kraja.',
    sagittarius:
      'U Strelcu tvoj progresivni Mars usmerava energiju ka horizontu: najlakše te pokreću putovanja, učenje, sport i ideje u koje veruješ.',
    capricorn:
      'Progresivni Mars u Jarcu čini tvoju ambiciju disciplinovanom i dalekosežnom: strpljivo se penješ ka cilju koji sebi postaviš.',
    aquarius:
      'Za ideje i za budućnost ovih godina boriš se rame uz rame sa istomišljenicima, jer tvoj progresivni Mars u Vodoliji usmerava volju ka promenama i zajednici.',
    pisces:
      'Tvoj progresivni Mars u Ribama pokreće energiju u plimama i osekama: deluješ iz nadahnuća i saosećanja više nego po planu, a sukobe radije zaobilaziš.',
  },
  ascendant: {
    aries:
      'Sa progresivnim Ascendentom u Ovnu nastup ti postaje neposredniji: ljudi u tebi vide nekoga ko je hrabar i ko prvi kreće.',
    taurus:
      'U Biku tvoj progresivni Ascendent daje tvom prisustvu mir i postojanost: drugima deluješ kao neko na koga mogu da se oslone.',
    gemini:
      'Progresivni Ascendent u Blizancima daje ti lakši, pričljiviji nastup: ljudima prilaziš kroz pitanja, šalu i ideje.',
    cancer:
      'Utisak koji ostavljaš omekšava tvoj progresivni Ascendent u Raku: deluješ brižnije, ali i opreznije biraš kome dopuštaš da ti se približi.',
    leo: 'Tvoj progresivni Ascendent u Lavu osvetljava tvoje prisustvo: više si na vidiku, nastupaš toplije, a pažnja drugih ti prija više nego ranije.',
    virgo:
      'Sa progresivnim Ascendentom u Devici ostavljaš utisak staloženosti i preciznosti, pa ti ljudi dolaze po pomoć i po razborit savet.',
    libra:
      'U Vagi tvoj progresivni Ascendent uglađuje način na koji nastupaš: svetu prilaziš šarmom, diplomatijom i osećajem za pravičnost.',
    scorpio:
      'Dok je tvoj progresivni Ascendent u Škorpiji, prisustvo ti je intenzivnije i zatvorenije: ljudi osete tvoju dubinu i pre nego što progovoriš.',
    sagittarius:
      'Otvoreniji i društveniji nastup ovih godina donosi ti progresivni Ascendent u Strelcu: deluješ iskreno, radoznalo i slobodno.',
    capricorn:
      'Tvoj progresivni Ascendent u Jarcu daje ti ozbiljnije, sposobnije držanje, pa tvoja reč kod ljudi ima veću težinu.',
    aquarius:
      'Progresivni Ascendent u Vodoliji ističe ono što je u tebi nezavisno i neobično: drugi te vide kao nekoga ko ima sopstvene ideje.',
    pisces:
      'U Ribama tvoj progresivni Ascendent daje nastupu mekoću i notu tajanstvenosti: ljudima deluješ saosećajno, a pomalo neuhvatljivo.',
  },
  midheaven: {
    aries:
      'Dok je tvoja progresivna Sredina neba u Ovnu, poziv se okreće inicijativi: privlači te posao u kom pokrećeš, predvodiš i ideš prvi.',
    taurus:
      'Karijeri tvoja progresivna Sredina neba u Biku donosi potrebu za stabilnošću: privlači te posao koji polako stvara vrednost i daje opipljive rezultate.',
    gemini:
      'Tvoja progresivna Sredina neba u Blizancima vodi poziv ka komunikaciji: pisanje, podučavanje, trgovina i povezivanje ljudi mogu da postanu tvoje polje.',
    cancer:
      'Sa progresivnom Sredinom neba u Raku poziv se vezuje za brigu o drugima: privlači te posao koji hrani, pruža krov nad glavom ili štiti.',
    leo: 'U Lavu tvoja progresivna Sredina neba traži vidljivu ulogu, posao u kom tvoja kreativnost i sposobnost vođenja mogu da budu prepoznate.',
    virgo:
      'Progresivna Sredina neba u Devici usmerava tvoju karijeru ka službi i veštini: na ceni su dobro obavljen posao, zanat, metod i rad u oblasti zdravlja.',
    libra:
      'Ovih godina tvoja progresivna Sredina neba u Vagi vodi poziv ka saradnji: timski rad, dizajn, pravo ili posredovanje mogu da ti leže.',
    scorpio:
      'Tvoja progresivna Sredina neba u Škorpiji okreće poziv ka dubini: ka istraživanju, preobražaju i radu sa onim što drugi izbegavaju.',
    sagittarius:
      'Sa progresivnom Sredinom neba u Strelcu karijera traži smisao, a mogu da ti ga pruže podučavanje, putovanja, izdavaštvo ili rad vezan za uverenja.',
    capricorn:
      'U Jarcu tvoja progresivna Sredina neba traži odgovornost i ugled: ovo može da bude strpljiv uspon ka autoritetu u tvojoj struci.',
    aquarius:
      'Pod progresivnom Sredinom neba u Vodoliji poziv se okreće novom: tehnologiji, radu sa grupama i ciljevima koji gledaju u budućnost.',
    pisces:
      'Saosećanje i mašta ovih godina daju pravac tvom pozivu, jer je progresivna Sredina neba u Ribama: privlače te umetnost, pomagačke profesije ili tiho služenje drugima.',
  },
};
