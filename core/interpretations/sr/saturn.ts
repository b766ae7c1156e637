import type { PlanetTexts } from '../types';

/** Saturn: struktura, odgovornost, vreme. */
export const SATURN: PlanetTexts = {
  general: {
    text: 'Saturn upravlja strukturom, odgovornošću i vremenom. Opisuje gde nailaziš na granice i učiš disciplinu, šta shvataš ozbiljno i čega se plašiš, i kako ti strpljenje i upornost pomažu da sa zrelošću izgradiš nešto trajno.',
    traits: ['Disciplina', 'Odgovornost', 'Struktura', 'Granice', 'Zrelost', 'Istrajnost'],
  },
  signs: {
    aries: {
      text: 'Delovanje na sopstvenu inicijativu možda ti je nekada delovalo rizično, a deo tvog puta je da naučiš da se strpljivo izboriš za sebe. S vremenom tvoja hrabrost obično postaje promišljena, a ne nepromišljena. Frustracija ovde može da bude učitelj, a postojana odlučnost koju razvijaš omogućava ti da vodiš bez potrebe da žuriš.',
      traits: [
        'Obuzdana hrabrost',
        'Oslanjanje na sebe',
        'Kontrolisani impulsi',
        'Postojana odlučnost',
        'Frustracija',
        'Promišljeno delovanje',
      ],
    },
    taurus: {
      text: 'Sigurnost i osećaj sopstvene vrednosti tvoji su veliki učitelji. Možda naporno radiš da izgradiš stabilnost i osećaš nelagodu kad god ti se učini da je ugrožena. Strpljenje ti donosi trajnu praktičnu mudrost, a otkriće da se tvoja vrednost ne meri onim što poseduješ može da donese duboko i dobrodošlo olakšanje.',
      traits: [
        'Materijalni oprez',
        'Strpljenje',
        'Izdržljivost',
        'Snalažljivost',
        'Samopoštovanje',
        'Postojano građenje',
      ],
    },
    gemini: {
      text: 'Nekada su ti možda sopstvena inteligencija i pravo da progovoriš bili pod znakom pitanja. S vremenom se taj oprez često pretvara u pažljiv, ozbiljan um i dar za precizno izražavanje. Ceniš tačnost i ideje shvataš k srcu, a te osobine mogu da ti budu velika prednost u podučavanju, uređivanju ili pisanju.',
      traits: ['Ozbiljan um', 'Pažljiv govor', 'Mentalna disciplina', 'Tačnost', 'Sumnja u sebe', 'Dar za podučavanje'],
    },
    cancer: {
      text: 'Možda ti je već u ranim godinama odgovornost za druge pala na pleća ili ti je bilo teško da pokažeš ranjivost. Građenje čvrstog, zaštitnog unutrašnjeg temelja obično je tvoj životni zadatak. Kada naučiš da brigu primaš koliko je i daješ, tvoje najbliže veze dobijaju zrelost i toplinu.',
      traits: [
        'Emotivna uzdržanost',
        'Porodična dužnost',
        'Zaštitnička snaga',
        'Unutrašnji temelj',
        'Opreznost',
        'Zrela briga',
      ],
    },
    leo: {
      text: 'Blistanje ti može delovati kao rizik, možda zato što te nekada niko nije video onakvu osobu kakva jesi ili te je bilo strah od osude. Uz trud obično razvijaš autentično, dostojanstveno stvaralaštvo. Samopouzdanje koje polako stičeš često je trajnije od lakog aplauza i može od tebe da napravi odgovornu, velikodušnu osobu na čelu drugih.',
      traits: [
        'Zasluženo samopouzdanje',
        'Dostojanstvo',
        'Stvaralačka disciplina',
        'Strah od osude',
        'Autentičan ponos',
        'Odgovorno vođstvo',
      ],
    },
    virgo: {
      text: 'Rad, rutina i stručnost oblasti su u kojima Saturn od tebe traži najviše. Možda postavljaš stroge standarde i brineš da li je svaki detalj kako treba. S vremenom obično stičeš veliku veštinu i pouzdanost, a prihvatanje da je dovoljno dobro ponekad zaista dovoljno može da ublaži pritisak koji stavljaš na sebe.',
      traits: ['Visoki standardi', 'Stručnost', 'Pouzdanost', 'Uredne navike', 'Briga', 'Vrhunska veština'],
    },
    libra: {
      text: 'Saturn je u Vagi u egzaltaciji, pa su pravičnost, posvećenost i partnerstvo tvoje glavne lekcije. Odnose možda shvataš veoma ozbiljno, ceneći odanost i ravnotežu više od prolazne privlačnosti. Snažan osećaj za pravdu obično se razvija sa godinama, a tvoje veze se često produbljuju kako učiš da poštuješ i svoje dogovore i sopstvene potrebe.',
      traits: [
        'Posvećeno partnerstvo',
        'Osećaj za pravdu',
        'Pošteno postupanje',
        'Odanost',
        'Ozbiljne veze',
        'Uravnotežen sud',
      ],
    },
    scorpio: {
      text: 'Poverenje, intimnost i kontrola teme su koje te stavljaju na probu. Možda pažljivo čuvaš svoju ranjivost i prolaziš kroz intenzivna iskustva koja zahtevaju otpornost. Iz toga često izrastaju izuzetna unutrašnja snaga i vladanje sobom, a ljudi mogu da počnu da se oslanjaju na tvoju postojanost kada nastupi kriza.',
      traits: [
        'Vladanje sobom',
        'Otpornost',
        'Emotivna dubina',
        'Oprezno poverenje',
        'Potreba za kontrolom',
        'Snaga u krizi',
      ],
    },
    sagittarius: {
      text: 'Možda preispituješ nasleđena verovanja ili filozofiju shvataš veoma ozbiljno, odbijajući lake odgovore o smislu života. S vremenom obično gradiš utemeljen, dobro proveren pogled na svet. Tvoja mudrost ima težinu jer je stečena iskustvom, a sloboda postaje nešto što učiš da koristiš odgovorno.',
      traits: [
        'Utemeljena uverenja',
        'Stečena mudrost',
        'Ozbiljno učenje',
        'Preispitivanje',
        'Odgovorna sloboda',
        'Moralni integritet',
      ],
    },
    capricorn: {
      text: 'Saturn vlada Jarcem, pa su tvoj osećaj dužnosti, ambicija i samodisciplina snažni. Odgovornost obično shvataš ozbiljno i strpljivo radiš na dugoročnim ciljevima. Postignuća su ti duboko važna, a kada se setiš da se odmoriš i uživaš u usponu, tvoja pokretačka snaga ne postaje teret.',
      traits: ['Snažna dužnost', 'Ambicija', 'Samodisciplina', 'Dugoročni ciljevi', 'Autoritet', 'Prekomeran rad'],
    },
    aquarius: {
      text: 'Ideje, grupe i društvene promene oblasti su u koje unosiš svoju disciplinu. Obično razmišljaš sistematično i možda osećaš ozbiljnu odgovornost prema svojoj zajednici. S vremenom možeš da izgradiš strukture koje služe mnogim ljudima, mada usklađivanje tvoje individualnosti sa željom za pripadanjem može da ostane stalna lekcija.',
      traits: [
        'Sistematično razmišljanje',
        'Društvena odgovornost',
        'Principijelna nezavisnost',
        'Strukturisana inovacija',
        'Distanciranost',
        'Odanost grupi',
      ],
    },
    pisces: {
      text: 'Granice, vera i saosećanje tvoje su lekcije. Možda tuđi bol osećaš veoma snažno i teško se štitiš od preplavljenosti. Kako sazrevaš, obično daješ oblik svojoj intuiciji i kreativnosti, a tiha duhovna ili stvaralačka praksa može da postane pravi izvor snage.',
      traits: [
        'Saosećajna dužnost',
        'Učenje granica',
        'Oblikovana mašta',
        'Duhovna disciplina',
        'Osetljivost',
        'Tiha vera',
      ],
    },
  },
};
