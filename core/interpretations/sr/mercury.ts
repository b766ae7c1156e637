import type { PlanetTexts } from '../types';

/** Merkur: um, učenje, komunikacija. */
export const MERCURY: PlanetTexts = {
  general: {
    text: 'Merkur upravlja načinom na koji razmišljaš, učiš i komuniciraš. Opisuje kako primaš informacije, povezuješ ideje i izražavaš ih govorom i pisanjem, kao i tvoju radoznalost, navike u rasuđivanju i mnoge male razmene svakodnevnog života.',
    traits: ['Komunikacija', 'Način razmišljanja', 'Učenje', 'Radoznalost', 'Rasuđivanje', 'Svakodnevne razmene'],
  },
  signs: {
    aries: {
      text: 'Tvoj um radi brzo i odlučno, pa često stigneš do zaključka pre nego što drugi završe pitanje. Obično govoriš direktno i uživaš u živoj raspravi. Strpljenje za spora objašnjenja možda ti ne dolazi lako, ali ti mentalna hrabrost omogućava da izgovoriš ideje koje se drugi ustručavaju da kažu.',
      traits: [
        'Brzo razmišljanje',
        'Direktan govor',
        'Mentalna hrabrost',
        'Duh rasprave',
        'Odlučne ideje',
        'Nestrpljivost',
      ],
    },
    taurus: {
      text: 'Obično razmišljaš pažljivo i temeljno i radije nešto potpuno razumeš pre nego što o tome progovoriš. Kada se jednom oblikuju, tvoja mišljenja su dobro utemeljena i sporo se menjaju. Tvoj način komunikacije je miran i praktičan, a možda najbolje učiš kroz neposredno iskustvo i strpljivo ponavljanje.',
      traits: [
        'Promišljena misao',
        'Praktičan smisao',
        'Miran govor',
        'Postojana pažnja',
        'Čvrsta mišljenja',
        'Učenje kroz praksu',
      ],
    },
    gemini: {
      text: 'Merkur vlada Blizancima, pa je tvoj um ovde najokretniji: radoznao, duhovit i brz u povezivanju jedne ideje sa drugom. Možda se istovremeno baviš sa nekoliko tema i lako upijaš informacije. Razgovor te puni energijom, mada zadržavanje na jednoj temi duže vreme može da bude veština vredna vežbanja.',
      traits: ['Brz duh', 'Svestranost', 'Radoznalost', 'Lakoća izražavanja', 'Brzo učenje', 'Rasuta pažnja'],
    },
    cancer: {
      text: 'Tvoje razmišljanje boje osećanja i sećanja, i često se jednako živo sećaš kako je nešto rečeno kao i šta je rečeno. Obično komuniciraš sa osetljivošću, čitajući emotivni ton razgovora. Intuicija vodi tvoje rasuđivanje, a možda najbolje učiš u okruženju u kome se osećaš sigurno.',
      traits: [
        'Emotivno pamćenje',
        'Intuitivno razmišljanje',
        'Osetljiv govor',
        'Čitanje prizvuka',
        'Zaštitničke reči',
        'Maštovit um',
      ],
    },
    leo: {
      text: 'Tvoje misli dolaze u smelim, samouverenim potezima, a komuniciraš sa toplinom i stilom. Pripovedanje ti dolazi prirodno, i možda uživaš kada tvoje ideje imaju publiku. Tvoj um se čvrsto drži onoga u šta veruje, što tvoje reči čini ubedljivim, mada slušanje drugih gledišta može da proširi tvoju stvaralačku viziju.',
      traits: [
        'Izražajan govor',
        'Pripovedanje',
        'Samouvereni stavovi',
        'Kreativne ideje',
        'Ubedljivost',
        'Kruta mišljenja',
      ],
    },
    virgo: {
      text: 'Merkur je kod kuće i u Devici, pa ti daje precizan, analitičan um koji primećuje svaki detalj. Obično razmišljaš u sistemima i koracima, a stvari objašnjavaš jasno i pažljivo. Tvoj dar je u doterivanju ideja i rešavanju praktičnih problema, mada ponekad možda previše razmišljaš ili strogo sudiš o sopstvenim greškama.',
      traits: [
        'Analitičan um',
        'Preciznost',
        'Jasna objašnjenja',
        'Rešavanje problema',
        'Oko za detalje',
        'Samokritičnost',
      ],
    },
    libra: {
      text: 'Razmišljaš tako što odmeravaš gledišta, i često istovremeno vidiš prednosti nekoliko strana. Tvoj način govora obično je taktičan, uglađen i obziran. Možda više uživaš da ideje istražuješ sa partnerom nego da razmišljaš u samoći, a odluke mogu da potraju jer ti je pravičnost toliko važna.',
      traits: [
        'Uravnotežen sud',
        'Taktičan govor',
        'Diplomatičnost',
        'Smisao za pravičnost',
        'Zajedničko rasuđivanje',
        'Neodlučnost',
      ],
    },
    scorpio: {
      text: 'Tvoj um je pronicljiv i istraživački, privučen svime što leži ispod površine razgovora. Obično zadržavaš svoje misli za sebe i reči biraš sa namerom. Istraživanje, psihologija i nerešene misterije mogu da te fasciniraju, a često naslućuješ ono što drugi ljudi prećutkuju.',
      traits: [
        'Istraživački um',
        'Pronicljivost',
        'Diskrecija',
        'Promišljene reči',
        'Duboka koncentracija',
        'Psihološki uvid',
      ],
    },
    sagittarius: {
      text: 'Tvoj um teži široj slici i odvojene ideje upliće u veću filozofiju ili priču. Tvoj govor je iskren, oduševljen i često duhovit. Možda najbolje učiš kroz putovanja, podučavanje ili otvorenu raspravu, i iako sitni detalji mogu da ti dosade, tvoj osećaj za smisao pomaže drugima da vide kuda stvari idu.',
      traits: ['Šira slika', 'Iskrenost', 'Oduševljenje', 'Filozofski um', 'Humor', 'Nemirno učenje'],
    },
    capricorn: {
      text: 'Tvoje razmišljanje je strukturisano, realistično i usmereno na ono što zaista funkcioniše. Obično komuniciraš štedljivo, kažeš ono što treba reći i malo više od toga. Dugoročno planiranje ti ide lako, a ljudi možda veruju tvom sudu jer su ti reči odmerene, a ideje građene da traju.',
      traits: [
        'Strukturisano razmišljanje',
        'Realizam',
        'Odmerene reči',
        'Dugoročno planiranje',
        'Mentalna disciplina',
        'Suvi humor',
      ],
    },
    aquarius: {
      text: 'Tvoj um je originalan i nezavisan, i često dolazi do ideja koje deluju ispred svog vremena. Obično razmišljaš objektivno i uživaš u pitanjima o sistemima, tehnologiji ili društvu. Način na koji se izražavaš može da bude iznenađujući i inventivan, a svojih stavova možda se čvrsto držiš čak i dok se zalažeš za otvorenu raspravu.',
      traits: [
        'Originalne ideje',
        'Objektivnost',
        'Inventivnost',
        'Nezavisan um',
        'Okrenutost budućnosti',
        'Intelektualna tvrdoglavost',
      ],
    },
    pisces: {
      text: 'Obično razmišljaš u slikama, utiscima i asocijacijama, a ne pravolinijski. Mašta ti je bogata, a intuicija često zna odgovor pre nego što ga logika sustigne. Možda se najbolje izražavaš kroz umetnost, muziku ili metaforu, a malo blage strukture može da ti pomogne da nadahnute ideje pretočiš u nešto što možeš da podeliš.',
      traits: [
        'Maštovito razmišljanje',
        'Intuicija',
        'Poetski izraz',
        'Empatično slušanje',
        'Vizuelni um',
        'Rasplinuta pažnja',
      ],
    },
  },
};
