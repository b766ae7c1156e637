import type { PlanetTexts } from '../types';

/** Jupiter: rast, optimizam, potraga za smislom. */
export const JUPITER: PlanetTexts = {
  general: {
    text: 'Jupiter upravlja rastom, optimizmom i potragom za smislom. Opisuje gde nalaziš prilike i velikodušnost, kako tragaš za mudrošću i verom i na koje načine širiš vidike kroz učenje, putovanja i uverenja.',
    traits: ['Rast', 'Optimizam', 'Mudrost', 'Velikodušnost', 'Prilike', 'Širenje'],
  },
  signs: {
    aries: {
      text: 'Rast ti dolazi kroz hrabrost i nove početke, često kada preuzmeš vođstvo ili poveruješ smelom predosećaju. Tvoj optimizam je energičan i zarazan, i možda pomažeš drugima da poveruju u sebe. Kada svojim poduhvatima daš vremena da sazru, umesto da juriš na sledeći, oni ti obično višestruko vrate.',
      traits: ['Smela vera', 'Pionirski duh', 'Vođstvo', 'Vera u sebe', 'Energičan optimizam', 'Žurba'],
    },
    taurus: {
      text: 'Obilje ti obično stiže postepeno, a ne iznenada, kao nagrada za dosledan trud. Smisao nalaziš u prirodi, udobnosti i opipljivim darovima života, a tvoja velikodušnost najslobodnije teče kada se osećaš sigurno. Glavni oprez odnosi se na sklonost da poželiš više dobrih stvari nego što ti je zaista potrebno.',
      traits: [
        'Postojan rast',
        'Praktična mudrost',
        'Zahvalnost',
        'Sigurno davanje',
        'Doslednost',
        'Popustljivost prema sebi',
      ],
    },
    gemini: {
      text: 'Radoznalost je tvoja amajlija, a prilike često stižu kroz razgovor, pisanje, podučavanje ili slučajan susret. Možda lako skupljaš prijatelje, činjenice i interesovanja. Tvoj rast leži u dubini koliko i u širini, jer ti prikupljanje informacija ide bez napora, dok je za pretvaranje u mudrost potrebna strpljiva usredsređenost.',
      traits: [
        'Radoznao um',
        'Umrežavanje',
        'Svestrani talenti',
        'Ljubav prema učenju',
        'Komunikacija',
        'Previše informacija',
      ],
    },
    cancer: {
      text: 'Jupiter je u Raku u egzaltaciji i širi tvoju sposobnost za brigu i emotivnu velikodušnost. Porodica, dom i veze koje te hrane mesta su gde obično najviše rasteš. Tvoja dobrota može drugima da pruži osećaj pripadnosti, a poverenje u sopstveni osećaj često te vodi ka onome što je dobro za tebe.',
      traits: [
        'Emotivna velikodušnost',
        'Briga o drugima',
        'Porodične veze',
        'Empatija',
        'Intuitivna vera',
        'Zaštitnički duh',
      ],
    },
    leo: {
      text: 'Kada si celim bićem ono što jesi, sreća kao da te prati. Stvaralaštvo, nastupanje i velikodušno vođstvo tvoji su prirodni putevi rasta, a tvoje toplo oduševljenje može da podigne celu prostoriju. Sklonost velikim gestovima deo je tvog šarma, mada osećaj za meru pomaže da to potraje.',
      traits: [
        'Stvaralačko obilje',
        'Velikodušno vođstvo',
        'Toplo samopouzdanje',
        'Oduševljenje',
        'Veliko srce',
        'Rasipnost',
      ],
    },
    virgo: {
      text: 'Obično rasteš kroz veštinu, služenje i postepeno poboljšavanje svega čega se dotakneš. Prilike često proizlaze iz ovladavanja zanatom i iskrene korisnosti. Za tebe smisao živi u dobro urađenim detaljima, a povremeni korak unazad da sagledaš celu sliku sprečava perfekcionizam da ti suzi put.',
      traits: [
        'Korisno služenje',
        'Građenje veština',
        'Praktično poboljšanje',
        'Marljivost',
        'Moć razlučivanja',
        'Perfekcionizam',
      ],
    },
    libra: {
      text: 'Drugi ljudi su često tvoja vrata ka prilikama, a partnerstva, saradnja i društvena uglađenost obično ti donose sreću. Dubok smisao možda nalaziš u pravdi, umetnosti i odnosima koji deluju pravično. Tvoja velikodušnost se vidi u tome kako pomažeš drugima da se nađu na pola puta, mada opredeljivanje za jedan izbor može da potraje duže nego što bi ti se dopalo.',
      traits: [
        'Pravičnost',
        'Rast kroz partnere',
        'Društvena uglađenost',
        'Diplomatičnost',
        'Smisao za umetnost',
        'Neodlučnost',
      ],
    },
    scorpio: {
      text: 'Tvoj rast dolazi kroz dubinu, a ne širinu: kroz istraživanje, zajedničke poduhvate i hrabrost da se suočiš sa teškim istinama. Intenzivna iskustva mogu da stave tvoju veru na probu i da je ostave jačom. Pobude ljudi često razumeš neobično jasno, a kada taj uvid koristiš velikodušno, on postaje prava mudrost.',
      traits: [
        'Dubok uvid',
        'Preobražavajući rast',
        'Istraživanje',
        'Snalažljivost',
        'Intenzitet',
        'Emotivna hrabrost',
      ],
    },
    sagittarius: {
      text: 'Jupiter vlada Strelcem, pa su tvoj optimizam, ljubav prema slobodi i glad za smislom pojačani. Putovanja, filozofija, učenje i susreti sa drugim kulturama obično ti otvaraju svet. Tvoj humor i velikodušnost mogu da budu zarazni, mada tvoje oduševljenje ponekad možda obeća više nego što vreme dozvoljava.',
      traits: [
        'Bezgraničan optimizam',
        'Ljubav prema putovanjima',
        'Filozofski pogled',
        'Velikodušnost',
        'Humor',
        'Preterana obećanja',
      ],
    },
    capricorn: {
      text: 'Za tebe se sreća obično gradi, a ne pronalazi. Odgovornost, disciplina i strpljiv trud obično donose čvrste, trajne nagrade, a smisao možda nalaziš u postignućima i tradiciji. Kada sebi dopustiš da veruješ da život ume i da bude darežljiv, lakše uživaš u onome što je nastalo uz toliko tvog truda.',
      traits: [
        'Disciplinovan rast',
        'Pouzdanost',
        'Realni ciljevi',
        'Dugo strpljenje',
        'Poštovanje tradicije',
        'Opreznost',
      ],
    },
    aquarius: {
      text: 'Obično napreduješ kroz ideje koje služe široj zajednici i kroz prijatelje koji dele tvoju viziju. Prilike mogu da stignu neobičnim putevima, preko mreža poznanstava ili novih tehnologija. Napredak i pravičnost daju smisao tvom životu, a tvoj otvoren um prihvata ljude i ideje koje bi drugi možda odbacili.',
      traits: ['Progresivna vizija', 'Humanost', 'Otvoren um', 'Inovativnost', 'Duh zajednice', 'Distanciranost'],
    },
    pisces: {
      text: 'Tvoja vera živi u saosećanju i mašti. Smisao možda nalaziš u tihom razmišljanju, stvaralačkom radu ili pomaganju ljudima kojima je teško, a velikodušnost ti često dolazi tako lako da joj trebaju blage granice. Poverenje u intuiciju može da te odvede ka prilikama koje bi sama logika previdela.',
      traits: ['Saosećajna vera', 'Duhovni rast', 'Mašta', 'Dobrota', 'Intuicija', 'Preterano davanje'],
    },
  },
};
