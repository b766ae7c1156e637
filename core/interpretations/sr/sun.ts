import type { SignTexts } from '../types';

/** Sunce u svakom znaku: identitet, vitalnost, ono zbog čega se osećaš najživlje. */
export const SUN: SignTexts = {
  aries:
    'Najživlje se osećaš kada ima nešto da se započne, prvi korak koji niko pre tebe nije napravio. Tvoj osećaj sebe gradi se kroz akciju, pa obično otkrivaš ko si tako što pokušavaš, posrćeš i pokušavaš ponovo. Direktnost je tvoj prirodni dar, a tvoja vitalnost često raste čim se pojavi izazov.',
  taurus:
    'Tvoj identitet raste polako i pušta duboko korenje, kao vrt koji se neguje kroz mnoga godišnja doba. Najviše se osećaš kao ti kada život ima postojan ritam i kada su ti čula zaokupljena, bilo dobrom hranom, muzikom ili dodirom zemlje pod rukama. Drugi mogu da se oslone na tvoje strpljenje, koje obično nadživi prolazne oluje.',
  gemini:
    'Radoznalost je pokretač tvog identiteta, a najživlje se osećaš kada um ima nešto novo da premišlja. Možda istovremeno gajiš nekoliko interesovanja, i ta raznovrsnost je manje mana, a više način na koji tvoja energija ostaje živa. Razgovori, pitanja i brze veze često su put kojim otkrivaš ko si.',
  cancer:
    'Sijaš kroz brigu o drugima, a ono što jesi usko je povezano sa ljudima i mestima koje zoveš domom. Tvoja snaga često deluje tiho, u tome što pamtiš šta je drugima potrebno pre nego što zatraže. Zaštitni spoljašnji oklop može da skriva bogat unutrašnji život, a tek kada se osećaš emotivno sigurno, tvoja puna vitalnost izlazi na videlo.',
  leo: 'Tu si da izraziš sebe, a tvoja vitalnost raste kada otvorenog srca daješ sebe nečemu što voliš. Toplina, velikodušnost i smisao za dramatično obično ti dolaze prirodno i privlače ljude u tvoju svetlost. Priznanje ti je važno, a najdublje priznanje često stiže kada stvaraš iz iskrene radosti, a ne zbog aplauza.',
  virgo:
    'Tvoj identitet se oblikuje kroz korisnost, i najviše se osećaš kao ti kada nešto poboljšavaš, ma koliko sitno bilo. Pažljivo oko ti omogućava da primetiš detalje koje drugi propuštaju, a pravo zadovoljstvo možeš da nađeš u zanatu, služenju i dobro uređenim navikama. Kada prema sopstvenim nesavršenostima imaš onoliko blagosti koliko pomoći pružaš drugima, tvoja energija se obično oslobađa.',
  libra:
    'Jasniji obris dobijaš kroz odnose, otkrivajući ko si u razmeni između sebe i drugih ljudi. Izražen osećaj za pravičnost i oko za lepotu često vode tvoje izbore. Možda odmeravaš svaku stranu pre nego što odlučiš, a tvoj dar je u stvaranju sklada koji i dalje ostavlja prostora za iskreno neslaganje.',
  scorpio:
    'Tvoj osećaj sebe ide duboko, i obično se potpuno predaješ onome što ti je zaista važno. Površni odgovori retko te zadovoljavaju, jer te privlači ono što je skriveno, intenzivno i stvarno. Tvoja vitalnost se često obnavlja kroz preobražaj, dok otpuštaš ono što ti više ne odgovara i izlaziš sa teško stečenom snagom.',
  sagittarius:
    'Najživlje se osećaš kada ti se vidici šire, bilo kroz putovanje, učenje ili razgovor koji ti menja pogled na stvari. Optimizam i nemirna ljubav prema slobodi obično te određuju. Tvoj identitet oblikuje potraga za smislom, i možda otkrivaš da je iskrenost, čak i kada ispadne previše otvorena, jedna od tvojih ključnih vrednosti.',
  capricorn:
    'Život gradiš onako kako bi se gradila kuća: postojano, strpljivo i po planu. Odgovornost ti je možda došla rano, a poštovanje često stičeš upornošću, a ne pokazivanjem. Iza tvoje staloženosti kriju se suvi humor i tiha ambicija, i oboje obično jača sa godinama.',
  aquarius:
    'Tvoj identitet je ukorenjen u nezavisnosti i u viziji kako bi stvari mogle da budu bolje za sve. Možda se osećaš malo izdvojeno od gomile, a ta distanca ti često daje svež, originalan pogled. Prijateljstva, ideje i ciljevi veći od tebe obično te pune energijom, naročito kada imaš slobodu da ideš svojim, nekonvencionalnim putem.',
  pisces:
    'U svojoj srži si fluidna i maštovita osoba, oblikovana osetljivošću koja ti omogućava da osetiš ono što drugi osećaju. Kreativnost, saosećanje i bogat unutrašnji svet obično održavaju tvoju vitalnost. Možda ti je potrebno vreme u osami da se oporaviš od svega što upijaš, a u toj tišini često nalaziš najdublju inspiraciju.',
};
