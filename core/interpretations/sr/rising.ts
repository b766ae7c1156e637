import type { SignTexts } from '../types';

/** Podznak (Ascendent) u svakom znaku: prvi utisak i pristup životu. */
export const RISING: SignTexts = {
  aries:
    'Svetu obično izlaziš u susret direktno, a drugi te često doživljavaju kao smelu, energičnu osobu koja brzo reaguje. Prvi instinkt ti je da kreneš, da započneš, da kažeš šta misliš. Ljudi možda pre svega primete tvoju direktnost, a život ti deluje kao niz izazova koje jedva čekaš da prihvatiš.',
  taurus:
    'Često ostavljaš utisak smirene, prizemljene osobe u čijem je društvu prijatno, a tvoje prisustvo opušta druge. Novim situacijama prilaziš oprezno i radije odvojiš vreme pre nego što se obavežeš. Ljudi možda primete tvoju postojanost, dobar ukus i nežurni stil koji govori da znaš šta ceniš.',
  gemini:
    'Prvi utisak o tebi često je živahan: hitar pogled, lak razgovor i radoznao, mladalački duh. Životu prilaziš tako što skupljaš informacije, postavljaš pitanja i ostavljaš sebi otvorene mogućnosti. Drugi te možda vide kao duhovitu, prilagodljivu osobu koja može da razgovara sa gotovo svakim o gotovo svemu.',
  cancer:
    'Na prvi pogled možeš da deluješ nežno, uzdržano ili tiho pažljivo, dok ne osetiš da li je neko mesto bezbedno. Kada se opustiš, tvoja toplina i zaštitnička priroda jasno izlaze na videlo. Životu obično prilaziš kroz osećanja, a ljudi često naslućuju da primećuješ kako su i pre nego što išta kažu.',
  leo: 'Često ti je ulazak topao i upečatljiv, a ljudi obično odmah primete tvoje samopouzdanje i prisustvo. Životu prilaziš sa osećajem dostojanstva i željom da se potpuno izraziš. Drugi te možda vide kao velikodušnu i blistavu osobu, a verovatno ti je stalo do toga kako se nosiš.',
  virgo:
    'Obično ostavljaš utisak staložene, pronicljive i skromne osobe, one koja uoči ono što drugi previde. Tvoj pristup životu je promišljen i praktičan, i voliš da razumeš kako nešto funkcioniše pre nego što se u to upustiš. Mnogi počnu da se oslanjaju na tvoju spremnost da pomogneš, čak i ako spolja deluješ uzdržanije nego što se iznutra osećaš.',
  libra:
    'Često ostavljaš prijatan prvi utisak, sa lepim manirima, šarmom i okom za to kako stvari izgledaju. Životu prilaziš diplomatski, tražeći ravnotežu i uvažavajući tuđa gledišta. Ljudima je sa tobom možda lako da razgovaraju, a napete trenutke obično izglađuješ kao da se uopšte ne trudiš.',
  scorpio:
    'Možeš da deluješ intenzivno, magnetično ili teško čitljivo, a ljudi često naslute tvoju dubinu pre nego što otkriješ mnogo. Životu prilaziš strateški, pažljivo posmatrajući i čuvajući svoju privatnost. Drugima se možda čini da ih vidiš kroz i kroz, a tvoje tiho prisustvo obično ostavlja trajan utisak.',
  sagittarius:
    'Obično ostavljaš utisak otvorene, prijateljske i oduševljene osobe, sa lakim osmehom i duhom avanturizma. Životu prilaziš kao istraživanju, sa željom da učiš i bez volje da te iko sputa. Ljudi često zapamte tvoju iskrenost i optimizam, uz dobar humor zbog kog nove situacije deluju lakše.',
  capricorn:
    'Često ostavljaš prvi utisak ozbiljnosti, stručnosti i samokontrole, čak i u mladim godinama. Životu prilaziš sa planom i radije se dokazuješ rezultatima. Drugi te često doživljavaju kao zrelu i pouzdanu osobu, a tvoja uzdržanost obično omekša kako poverenje raste.',
  aquarius:
    'Drugima možeš da deluješ prijateljski, ali i pomalo neobično, sa nezavisnim stilom koji je samo tvoj. Životu prilaziš sa radoznalošću kako bi stvari mogle da funkcionišu drugačije. Ljudi često primete tvoju otvorenost za nove ideje i naviku da se prema svakome ophodiš kao prema ravnopravnoj osobi, bez obzira na položaj.',
  pisces:
    'Često ostavljaš utisak nežne, sanjalačke i prijemčive osobe, sa mekoćom koja druge poziva da se otvore. Životu prilaziš intuitivno, prateći osećanja i utiske više nego čvrste planove. Ljubaznost i umetnički duh često su prvo što ljudi primete, a tvoje držanje obično se menja sa atmosferom oko tebe.',
};
