import type { PlanetTexts } from '../types';

/** Pluton: preobražaj, moć, skriveno. */
export const PLUTO: PlanetTexts = {
  general: {
    text: 'Pluton upravlja preobražajem, moći i onim što je skriveno. Opisuje gde se susrećeš sa intenzivnim iskustvima koja te menjaju iz korena, kakav ti je odnos prema kontroli i ranjivosti i koliko je jaka tvoja sposobnost obnove. Kreće se toliko sporo da njegov znak uglavnom obeležava zajedničke borbe i preporode jedne generacije.',
    traits: ['Preobražaj', 'Moć', 'Obnova', 'Dubina', 'Skrivene sile', 'Otpornost'],
  },
  signs: {
    aries: {
      text: 'Tvoja generacija možda menja značenje toga šta znači osloniti se samo na sebe i početi ni od čega. Moć je za tebe obično sirova i direktna, a intenzivne situacije često bude tvoj borbeni duh. Često se iznova rađaš kroz čin hrabrosti, kada u sebi otkriješ snagu za koju do tada nije bilo ni traga.',
      traits: [
        'Sirova volja',
        'Borbeni duh',
        'Hrabra obnova',
        'Samopotvrđivanje',
        'Pionirska sila',
        'Eksplozivna energija',
      ],
    },
    taurus: {
      text: 'Duboke promene u vezi sa bogatstvom, zemljom i vrednostima mogu da obeleže put tvoje generacije. Obično se čvrsto držiš onoga što ti daje sigurnost, a preobražaj često dolazi kada se od tebe traži da deo toga pustiš. Tvoja izdržljivost je ogromna, i posle gubitka možeš da se obnoviš sa izuzetnim strpljenjem.',
      traits: [
        'Trajna moć',
        'Duboka vezanost',
        'Preobražene vrednosti',
        'Strpljiva obnova',
        'Posesivnost',
        'Materijalna otpornost',
      ],
    },
    gemini: {
      text: 'Tvoja generacija možda menja način na koji se informacije šire i način na koji ljudi misle. Obično te privlače ideje koje imaju moć da menjaju mišljenja, a rečima se možda služiš sa neobičnom snagom. Snažna radoznalost te tera da otkriješ šta razgovori skrivaju, a saznanje koje preokrene tvoje stavove može da deluje kao preporod.',
      traits: [
        'Prodorna radoznalost',
        'Moćne reči',
        'Mentalni preobražaj',
        'Ubeđivanje',
        'Otkrivanje tajni',
        'Nemiran um',
      ],
    },
    cancer: {
      text: 'Dom, porodica i nacionalni identitet mogu da budu tlo na kome se tvoja generacija suočava sa najdubljim potresima. Obično snažno osećaš privlačnost korena, uz žestoku potrebu da zaštitiš one koje voliš. Porodična istorija može da bude izvor preobražaja za tebe, a možda imaš neobičnu snagu da voljene ljude držiš na okupu.',
      traits: [
        'Zaštitnička moć',
        'Duboki koreni',
        'Porodični preobražaj',
        'Emotivni intenzitet',
        'Sećanje predaka',
        'Vezivanje',
      ],
    },
    leo: {
      text: 'Tvoja generacija možda otkriva i moć i senku samoizražavanja, slave i lične volje. Obično unosiš snažnu energiju u stvaralaštvo, romansu ili vođstvo. Udarci tvom ponosu mogu da postanu prekretnice koje te guraju ka autentičnijem načinu da zablistaš, onom koji ne zavisi od tuđeg odobravanja.',
      traits: [
        'Stvaralačka moć',
        'Jaka volja',
        'Magnetično prisustvo',
        'Autentična obnova',
        'Ponos',
        'Dramatičan intenzitet',
      ],
    },
    virgo: {
      text: 'Rad, zdravstveni sistemi i tehnologija mogu da se preoblikuju pod nagonom tvoje generacije da analizira i poboljšava. Obično unosiš snažnu usredsređenost u detalje i možda osećaš potrebu da popraviš sve što je pokvareno. Doterivanje navika i veština i nalaženje svrhe u smislenom služenju često su način na koji se iznova izmišljaš.',
      traits: [
        'Snažna usredsređenost',
        'Analitička dubina',
        'Reformatorski nagon',
        'Ovladavanje veštinom',
        'Pročišćenje',
        'Perfekcionizam',
      ],
    },
    libra: {
      text: 'Odnosi i predstave o pravdi mogu duboko da se preoblikuju u tvojoj generaciji. Obično se menjaš kroz partnerstvo, u vezama koje otkrivaju odnose moći koje ne možeš da zanemariš. Usklađivanje intimnosti sa jednakošću središnje je za tvoj rast, a tvoj osećaj za pravičnost može da postane žestok.',
      traits: [
        'Dubina odnosa',
        'Žestoka pravičnost',
        'Ravnoteža moći',
        'Preobražavajuće veze',
        'Društvena pravda',
        'Skrivena zavisnost',
      ],
    },
    scorpio: {
      text: 'Pluton je jak u Škorpiji i pojačava usmerenost tvoje generacije na intimnost, smrtnost i skrivenu moć. Emocije obično osećaš u punoj dubini, a privlači te ono što drugi drže u tajnosti. Obnova za tebe može da bude duboka, i možda imaš retku sposobnost da život izgradiš iznova, iz temelja.',
      traits: ['Dubok intenzitet', 'Psihološka dubina', 'Obnova', 'Emotivna moć', 'Tajnovitost', 'Neustrašiva istina'],
    },
    sagittarius: {
      text: 'Uverenja, religija, obrazovanje i susret kultura mogu da se preobraze kroz tvoju generaciju. Istinu obično tražiš strastveno i možda dovodiš u pitanje svako uverenje koje deluje šuplje. Putovanje, učenje ili kriza vere mogu da ostave tvoj pogled na svet širim nego pre, a svoja ubeđenja možda nosiš sa žarom krstaša.',
      traits: [
        'Strastvena istina',
        'Preobražena uverenja',
        'Globalni domet',
        'Krstaški duh',
        'Filozofska dubina',
        'Zanesenjaštvo',
      ],
    },
    capricorn: {
      text: 'Tvoja generacija možda svedoči razgradnji i ponovnoj izgradnji institucija, vlasti i ekonomskih struktura. Moć obično shvataš u praktičnom smislu, a tvoja ambicija može da bude tiha i uporna. Kada stare ambicije više ne drže, preuređivanje ciljeva iz temelja može da bude tvoj put ka obnovi.',
      traits: [
        'Strukturna moć',
        'Uporna ambicija',
        'Institucionalna promena',
        'Kontrola',
        'Strateška dubina',
        'Ponovna izgradnja',
      ],
    },
    aquarius: {
      text: 'Tehnologija, kolektivni pokreti i predstave o slobodi možda su oblasti u kojima tvoja generacija ima najveću moć. Obično ti je mnogo stalo do grupe i njene budućnosti, a radikalne reforme mogu da te privlače. Mreže i zajednički ciljevi mogu da postanu tvoji pokretači promene dok pomažeš da se iznova odredi šta znači zajednica.',
      traits: [
        'Kolektivna moć',
        'Radikalna reforma',
        'Tehnološka promena',
        'Intenzitet grupe',
        'Vizionarska volja',
        'Hladna kontrola',
      ],
    },
    pisces: {
      text: 'Tvoja generacija se možda preobražava kroz duhovnost, maštu i rastapanje starih granica. Emotivne podvodne struje obično osećaš duboko, a kolektivna osećanja mogu istovremeno da te privlače i preplavljuju. Saosećanje, umetnost ili predaja često otvaraju put napred, dok učiš da veruješ onome što se ne može kontrolisati.',
      traits: [
        'Duhovna dubina',
        'Kolektivna empatija',
        'Stvaralački preobražaj',
        'Predaja',
        'Vidovita osetljivost',
        'Rastapanje granica',
      ],
    },
  },
};
