import type { PlanetTexts } from '../types';

/** Neptun: mašta, intuicija, čežnja za nečim izvan svakodnevice. */
export const NEPTUNE: PlanetTexts = {
  general: {
    text: 'Neptun upravlja maštom, intuicijom i čežnjom za nečim što prevazilazi svakodnevni život. Opisuje tvoje snove i ideale, sposobnost za saosećanje i duhovni doživljaj, ali i oblasti u kojima stvari možda vidiš kao kroz izmaglicu. Zbog sporog kretanja njegov znak ima izrazito generacijski prizvuk.',
    traits: ['Mašta', 'Intuicija', 'Saosećanje', 'Ideali', 'Duhovnost', 'Iluzija'],
  },
  signs: {
    aries: {
      text: 'Tvoji ideali su povezani sa hrabrošću i otkrivanjem sebe, i možda sanjaš o novom početku za svet. Duhovni život ti često deluje kao nešto aktivno, a ne kontemplativno, nešto za čim se ide umesto da se čeka. Izmaglica na koju treba paziti krije se u junačkim maštarijama da sve možeš da uradiš bez ičije pomoći.',
      traits: [
        'Junački ideali',
        'Aktivna duhovnost',
        'Hrabra vizija',
        'Otkrivanje sebe',
        'Nadahnuta akcija',
        'Mit o samotnjaku',
      ],
    },
    taurus: {
      text: 'Možda idealizuješ prirodu, jednostavnost i povratak onome što deluje stvarno i trajno. Lepota fizičkog sveta, u muzici, zanatu ili predelu, može da ti postane gotovo sveta. Zbrka se obično okuplja oko sigurnosti i materijalne vrednosti, što te poziva da se zapitaš šta zaista ceniš.',
      traits: [
        'Lepota prirode',
        'Čulna duhovnost',
        'Jednostavni ideali',
        'Umetnički zanat',
        'Zemaljski snovi',
        'Preispitivanje vrednosti',
      ],
    },
    gemini: {
      text: 'Tvoja mašta živi u rečima, pričama i idejama, i možda sanjaš o povezivanju ljudi kroz slobodan protok informacija. Intuicija ti često stiže kao iznenadna rečenica ili slika. Generacijsko brisanje granice između činjenica i izmišljotina može od tebe da traži da razvijaš moć razlučivanja u onome što čuješ i prenosiš dalje.',
      traits: [
        'Pripovedanje',
        'Maštovite reči',
        'Intuitivne ideje',
        'Povezivanje umova',
        'Zamagljene činjenice',
        'Razlučivanje',
      ],
    },
    cancer: {
      text: 'Možda nosiš idealizovanu sliku doma, porodice i zavičaja, uz duboku čežnju za emotivnom pripadnošću. Tvoje saosećanje obično se najpre pruža ka svakome kome je potreban zaklon. Nostalgija može da bude i izvor nadahnuća i meka zamka koja te drži okrenutim unazad.',
      traits: [
        'Ideal zavičaja',
        'Emotivna čežnja',
        'Brižno saosećanje',
        'Nostalgija',
        'Zaštitnički snovi',
        'Osećaj pripadnosti',
      ],
    },
    leo: {
      text: 'Možda idealizuješ romansu, glamur i stvaralačko samoizražavanje, nalazeći nešto gotovo sveto u umetnosti i igri. Tvoja mašta je obično teatralna, a snovi veći od života. Izazov je u tome da razlikuješ autentično nadahnuće od želje za divljenjem.',
      traits: [
        'Romantični idealizam',
        'Stvaralački glamur',
        'Teatralna mašta',
        'Sveta igra',
        'Umetnost iz srca',
        'Žudnja za divljenjem',
      ],
    },
    virgo: {
      text: 'Tvoji ideali obično se vrte oko služenja, isceljenja i korisnog, dobro obavljenog posla. Duhovni smisao možda nalaziš u praktičnoj predanosti: u negovanju, popravljanju i pomaganju. Ponekad ti neodređen osećaj da tvoj trud nije dovoljan može zamutiti pogled i pozvati te da deo svog saosećanja usmeriš ka sebi.',
      traits: [
        'Ideal služenja',
        'Praktična predanost',
        'Saosećajna pomoć',
        'Skromni ideali',
        'Sumnja u sebe',
        'Tiha duhovnost',
      ],
    },
    libra: {
      text: 'Možda idealizuješ ljubav, partnerstvo i sklad, sanjajući o odnosima zasnovanim na jednakosti i lepoti. Tvoja mašta se često izražava kroz umetnost, muziku i dizajn. Važan deo tvog puta može da bude to da partnere vidiš jasno, a ne onakve kakve želiš da budu.',
      traits: [
        'Idealna ljubav',
        'Estetska vizija',
        'Snovi o skladu',
        'Umetnička gracioznost',
        'Ideal jednakosti',
        'Ružičaste naočare',
      ],
    },
    scorpio: {
      text: 'Tvoju maštu privlače dubina, misterija i skrivena strana života. Možda osećaš generacijsku privlačnost prema psihologiji, okultnom ili intenzivnoj emotivnoj istini. Tvoja intuicija može da bude izuzetno oštra, a zadatak je da fascinaciju krajnostima pretvoriš u pravi uvid.',
      traits: [
        'Mistična dubina',
        'Oštra intuicija',
        'Unutrašnje istraživanje',
        'Ljubav prema misteriji',
        'Emotivni intenzitet',
        'Skrivene istine',
      ],
    },
    sagittarius: {
      text: 'Možda idealizuješ slobodu, veru i potragu za istinom, sanjajući o svetu bez granica. Tvoja duhovnost je obično istraživačka i crpi iz mnogo tradicija odjednom. Tvoja mašta često luta daleko, a kada velike vizije utemeljiš u proživljenom iskustvu, one zadržavaju smisao.',
      traits: [
        'Duhovna potraga',
        'Bezgranična vera',
        'Globalni snovi',
        'Filozofska vizija',
        'Ideal slobode',
        'Nemirno traganje',
      ],
    },
    capricorn: {
      text: 'Tvoje ideale možda oblikuje želja da se izgrade strukture koje zaista služe ljudima. Obično poštuješ tradiciju, a naslućuješ gde su institucije zalutale. Tvoja mašta je praktična, i možda se pre nadaš realnom napretku nego utopiji, spajajući viziju sa odgovornošću.',
      traits: [
        'Praktičan idealizam',
        'Uređeni snovi',
        'Vizija institucija',
        'Odgovorna vera',
        'Realna nada',
        'Poštovanje tradicije',
      ],
    },
    aquarius: {
      text: 'Možda idealizuješ zajednicu, tehnologiju i zajedničku budućnost, sanjajući o povezanijem i pravednijem svetu. Tvoja intuicija često deluje kroz ideje i mreže. Izmaglica na koju treba paziti krije se u mešanju vizije sutrašnjice sa stvarnim, sadašnjim potrebama ljudi oko tebe.',
      traits: [
        'Zajednički ideali',
        'Tehnološki snovi',
        'Humanistička vizija',
        'Umrežena intuicija',
        'Utopijsko mišljenje',
        'Hladno saosećanje',
      ],
    },
    pisces: {
      text: 'Neptun vlada Ribama, pa su tvoja mašta, saosećanje i duhovna osetljivost pojačani. Možda se osećaš duboko povezano sa svime i svima, sa propusnim granicama između sebe i sveta. Stvaralačke i kontemplativne prakse mogu da budu snažna sidra koja ti pomažu da tu osetljivost usmeravaš sa pažnjom.',
      traits: [
        'Duboko saosećanje',
        'Duhovna osetljivost',
        'Bezgranična mašta',
        'Mistična povezanost',
        'Propusne granice',
        'Stvaralački tok',
      ],
    },
  },
};
