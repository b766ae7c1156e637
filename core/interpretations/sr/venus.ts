import type { PlanetTexts } from '../types';

/** Venera: ljubav, privlačnost, vrednosti, zadovoljstvo. */
export const VENUS: PlanetTexts = {
  general: {
    text: 'Venera upravlja ljubavlju, privlačnošću i onim što ceniš. Opisuje kako daješ i primaš naklonost, šta ti je lepo, kako tražiš sklad sa drugima i koja zadovoljstva čine život slatkim, uključujući tvoj odnos prema udobnosti i stvarima koje poseduješ.',
    traits: ['Ljubav', 'Privlačnost', 'Vrednosti', 'Lepota', 'Sklad', 'Zadovoljstvo'],
  },
  signs: {
    aries: {
      text: 'Obično voliš smelo i spontano, a privlače te uzbuđenje osvajanja i iskra nove veze. Kod partnera ceniš iskrenost i nezavisnost, a možda postaješ nemirna osoba kada se naklonost pretvori u rutinu. Tvoj stil je direktan: kada ti se neko dopada, ta osoba to obično zna.',
      traits: [
        'Smela naklonost',
        'Spontanost',
        'Strastveno osvajanje',
        'Iskrena privlačnost',
        'Nezavisnost',
        'Nestrpljivo srce',
      ],
    },
    taurus: {
      text: 'Venera je u Biku kod kuće i daje ti čulan, odan i postojan način voljenja. Naklonost obično pokazuješ dodirom, dobrom hranom i pouzdanim prisustvom, a ceniš udobnost i kvalitet. Kada se jednom vežeš, tvoja odanost je velika, mada se možda nekog odnosa ili stvari držiš duže nego što ti prija.',
      traits: ['Odana naklonost', 'Čulnost', 'Predanost', 'Ljubav prema udobnosti', 'Postojanost', 'Posesivnost'],
    },
    gemini: {
      text: 'Često te najpre privuče um, a duhovita razmena može da bude najsigurniji put do tvog srca. U ljubavi obično uživaš u raznovrsnosti, razigranosti i lakoći. Važno ti je da odnos ostane svež, a možda ti je potreban partner koji je ujedno i prijatelj sa kojim možeš da razgovaraš satima.',
      traits: ['Razigran šarm', 'Privlačnost uma', 'Sklonost flertu', 'Raznovrsnost', 'Lakoća', 'Veza kroz razgovor'],
    },
    cancer: {
      text: 'Obično voliš zaštitnički i nežno, tražeći emotivnu sigurnost i osećaj pripadnosti. Briga o drugima je jedan od načina na koje pokazuješ naklonost, a možda ti mnogo znače dom, porodica i zajednička sećanja. Srce često otvaraš polako, ali kada to učiniš, tvoja briga je duboka i trajna.',
      traits: [
        'Nežna briga',
        'Negujuća ljubav',
        'Emotivna sigurnost',
        'Sentimentalnost',
        'Zaštitnički duh',
        'Oprezno poverenje',
      ],
    },
    leo: {
      text: 'Voliš velikodušno i celim srcem, sa smislom za romantiku i velike gestove. Zauzvrat obično želiš divljenje i odanost, a osećaj da te neko neguje budi ono najtoplije u tebi. Zabava, kreativnost i slavlje deo su načina na koji pokazuješ naklonost, a ljudima koje voliš možeš da budeš strastveno posvećena osoba.',
      traits: ['Velikodušno srce', 'Romantičan stil', 'Toplina', 'Potreba za divljenjem', 'Odanost', 'Razigranost'],
    },
    virgo: {
      text: 'Ljubav obično izražavaš kroz praktičnu brigu, primećujući šta je nekome potrebno i tiho se starajući o tome. U odnosima možeš da budeš probirljiva osoba koja ceni pouzdanost i iskrenost više od blještavila. Tvoja naklonost raste kroz mala, promišljena dela, a prihvatanje nesavršenosti kod sebe i drugih može da produbi bliskost.',
      traits: ['Praktična odanost', 'Probirljivost', 'Promišljena dela', 'Iskrenost', 'Skromnost', 'Kritičko oko'],
    },
    libra: {
      text: 'Venera vlada Vagom, pa u odnosima imaš prirodnu gracioznost i snažan osećaj za lepotu i pravičnost. Obično ceniš partnerstvo, učtivost i sklad, a možda te privlače umetnost, dizajn i profinjeno okruženje. Usklađivanje sopstvenih želja sa željom da ugodiš drugima tema je koja te prati celog života.',
      traits: [
        'Prirodna gracioznost',
        'Partnerstvo',
        'Estetski smisao',
        'Učtivost',
        'Traženje sklada',
        'Ugađanje drugima',
      ],
    },
    scorpio: {
      text: 'Obično voliš intenzivno i celim bićem, tražeći dubinu i emotivnu iskrenost umesto lake romanse. Poverenje ti je sve, a kada ga neko zasluži, tvoja odanost može da traje do kraja. Strast i preobražaj često dolaze kroz tvoje veze, a ljubomora može da ispliva kada se osećaš nesigurno.',
      traits: ['Snažna strast', 'Duboka odanost', 'Emotivna dubina', 'Magnetizam', 'Sve ili ništa', 'Ljubomora'],
    },
    sagittarius: {
      text: 'Tvoja ljubav cveta uz otvorenost, humor i avanturu, a privlače te ljudi koji ti proširuju svet. Sloboda unutar veze ti je važna, a zajedničko istraživanje često održava vezu živom. U ljubavi možeš da budeš velikodušna i idealistična osoba, kojoj su iskrenost i rast draži od udobne rutine.',
      traits: [
        'Avanturistička ljubav',
        'Otvorenost',
        'Potreba za slobodom',
        'Velikodušnost',
        'Idealizam',
        'Iskrena naklonost',
      ],
    },
    capricorn: {
      text: 'Ljubavi obično prilaziš ozbiljno, ceneći posvećenost, odanost i partnera sa kojim možeš da gradiš budućnost. Tvoja naklonost se možda više vidi kroz pouzdanost i trud nego kroz reči. Često se otvaraš polako, a tvoji odnosi s vremenom obično postaju bogatiji i topliji.',
      traits: [
        'Posvećena ljubav',
        'Pouzdanost',
        'Uzdržanost',
        'Dugoročna vizija',
        'Tradicionalne vrednosti',
        'Trajna toplina',
      ],
    },
    aquarius: {
      text: 'U ljubavi obično ceniš prijateljstvo, slobodu i autentičnost, a možda te privlače neobični ili izrazito nezavisni ljudi. Veza često počinje zajedničkim idejama ili ciljevima. Potreban ti je prostor da budeš ono što jesi, a tvoja naklonost, iako u početku može da deluje hladno, često je izuzetno odana i puna prihvatanja.',
      traits: [
        'Prvo prijateljstvo',
        'Neobičan ukus',
        'Potreba za prostorom',
        'Prihvatanje',
        'Susret umova',
        'Hladna uzdržanost',
      ],
    },
    pisces: {
      text: 'Venera je u Ribama u egzaltaciji i daje ti nežan, romantičan i saosećajan način voljenja. Ljude do kojih ti je stalo obično idealizuješ, a možda daješ sebe ne brojeći. Lepota, muzika i mašta hrane tvoje srce, a zdrave granice pomažu da ti se velikodušna ljubav i vrati.',
      traits: [
        'Romantični idealizam',
        'Saosećanje',
        'Nesebično davanje',
        'Umetnički smisao',
        'Empatija',
        'Meke granice',
      ],
    },
  },
};
