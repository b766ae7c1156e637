import type { SignTexts } from '../types';

/** Mesec u svakom znaku: emotivne potrebe, uteha, način na koji se osećanja obrađuju. */
export const MOON: SignTexts = {
  aries:
    'Tvoja osećanja stižu brzo i vrela, a obično ih obrađuješ tako što nešto radiš, umesto da miruješ. Možda ti je potreban prostor da iskreno reaguješ pre nego što se smiriš. Utehu često donose kretanje, nov početak ili problem u koji možeš da se uhvatiš ukoštac, a raspoloženja ti obično prođu jednako brzo kao što planu.',
  taurus:
    'Emotivnu sigurnost nalaziš kroz čula i kroz stabilnost. Poznata rutina, udoban dom i jednostavna zadovoljstva, poput dobrog obroka ili toplog ćebeta, mogu izuzetno dobro da te smire. U privrženosti si obično postojana i odana osoba, mada nagle promene mogu da te uznemire više nego što pokazuješ.',
  gemini:
    'Svoja osećanja često razumeš tek kada ih pretočiš u reči, kada o njima pričaš ili ih zapišeš. Raznovrsnost i mentalni podsticaj te umiruju, dok dosada može da te učini nemirnom osobom. Ponekad možda analiziraš emociju umesto da je osetiš, a utehu obično donosi dobar razgovor sa nekim ko zaista sluša.',
  cancer:
    'Mesec je u Raku kod kuće, i tvoj emotivni život je dubok, zaštitnički i nežan. Potrebni su ti sigurno gnezdo i ljudi o kojima možeš da brineš, a obično tačno pamtiš kako se svaki trenutak osećao. Nostalgija, porodični rituali i mirne večeri kod kuće često te obnove kada spoljni svet postane previše.',
  leo: 'Potrebno ti je da te vide i cene, a toplina koja se daje od srca obično izvlači ono najvelikodušnije u tebi. Tvoje emocije su izražajne i iskrene, ponekad teatralne. Utehu često donose igra, kreativnost i odana naklonost, dok zapostavljenost može da zaboli dublje nego što pokazuješ.',
  virgo:
    'Osećanja obično smiruješ tako što nešto dovodiš u red, bilo da je to fioka, raspored ili zapetljan problem. Osećaj korisnosti te umiruje, a ljubav možda pokazuješ praktičnim delima više nego velikim rečima. Pravi mir ti često donosi prihvatanje osećanja koja ne mogu da se poprave i odmor koji ne moraš prethodno da zaslužiš.',
  libra:
    'Emotivna ravnoteža ti je duboko važna, a nesklad u okruženju ili u odnosima može brzo da te uznemiri. Utehu obično nalaziš u društvu, lepoti i skladnim prostorima. Možda zarad mira zapostavljaš sopstvene potrebe, pa je imenovanje onoga što osećaš važan deo tvog emotivnog rasta.',
  scorpio:
    'Tvoje emocije su intenzivne i privatne, i svoj unutrašnji svet možda otkrivaš samo onima koji su zaslužili tvoje poverenje. U najbližim vezama potrebni su ti dubina, odanost i iskrenost. Površna uteha te retko umiri; umesto toga, obično se lečiš tako što se osećanjima potpuno suočiš i dopustiš im da te promene.',
  sagittarius:
    'Potrebni su ti emotivna sloboda i prostor za lutanje, a osećaj skučenosti može da te uznemiri. Humor, optimizam i obećanje avanture obično ti podižu raspoloženje. Osećanja često obrađuješ tako što u njima tražiš smisao ili pouku, a duga šetnja, putovanje ili velika ideja mogu da ti vrate dobro raspoloženje.',
  capricorn:
    'Osećanja obično nosiš staloženo, ponekad preuzimajući odgovornost pre nego što sebi dopustiš odmor. Sigurnost ti daju struktura, postignuća i saznanje da možeš da se osloniš na sebe. Ispod te uzdržanosti krije se prava nežnost, a utehu možda nalaziš kod ljudi koji brigu pokazuju doslednošću.',
  aquarius:
    'Često ti je potrebna mala emotivna distanca da bi ti bilo jasno šta osećaš, pa se odmakneš da sagledaš širu sliku. Prijateljstvo, sloboda i to da te drugi prihvataju sa svim tvojim posebnostima obično su ti važniji od uobičajene bliskosti. Najopuštenije se možda osećaš u krugu srodnih duša koje poštuju tvoju nezavisnost.',
  pisces:
    'Tvoja osećanja su propusna i široka, pa možda upijaš raspoloženja oko sebe i ne primećujući to. Uteha često stiže kroz muziku, umetnost, vodu, snove ili tihu samoću. Tvoje saosećanje je dar, a kada naučiš da razlikuješ sopstvene emocije od tuđih, lakše se osećaš prizemljeno.',
};
