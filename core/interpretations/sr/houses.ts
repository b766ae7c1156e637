import type { HouseNumber, HouseText } from '../types';

/** Dvanaest kuća: čime svaka upravlja i šta znači kada se u njoj nalazi planeta. */
export const HOUSES: Readonly<Record<HouseNumber, HouseText>> = {
  1: {
    name: '1. kuća',
    governs:
      'Prva kuća upravlja slikom o sebi, spoljašnjim izgledom i načinom na koji započinješ stvari. Počinje od Ascendenta i boji način na koji izlaziš u susret svetu.',
    occupied:
      'Ono što se nalazi ovde teško je sakriti: njegove osobine obično se vide u tvom ponašanju, izgledu i prvim reakcijama i postaju deo onoga po čemu te drugi prepoznaju.',
  },
  2: {
    name: '2. kuća',
    governs:
      'Druga kuća upravlja resursima, imovinom i osećajem sopstvene vrednosti. Opisuje šta ceniš i kako gradiš materijalnu i ličnu sigurnost.',
    occupied:
      'Planeta u ovoj kući obično se izražava kroz ono što poseduješ, zarađuješ i ceniš, i često oblikuje koliko se sigurno osećaš u sopstvenoj vrednosti.',
  },
  3: {
    name: '3. kuća',
    governs:
      'Treća kuća upravlja komunikacijom, svakodnevnim učenjem i bliskim okruženjem, uključujući braću i sestre, komšije i kratka putovanja.',
    occupied:
      'Energija smeštena ovde obično boji način na koji misliš, govoriš i pišeš, a može da se pokaže i u odnosima sa braćom i sestrama ili u ritmu svakodnevnih obaveza i razgovora.',
  },
  4: {
    name: '4. kuća',
    governs:
      'Četvrta kuća upravlja domom, porodicom i emotivnim korenima. Nalazi se u dnu karte i opisuje tvoj privatni život i ono zbog čega osećaš da nekome i nečemu pripadaš.',
    occupied:
      'Planeta ovde obično deluje iza zatvorenih vrata, oblikujući tvoj porodični život, sećanja na detinjstvo i dom kakav pokušavaš da stvoriš.',
  },
  5: {
    name: '5. kuća',
    governs:
      'Peta kuća upravlja stvaralaštvom, romansom, igrom i samoizražavanjem, kao i decom i onim što stvaraš iz čiste radosti.',
    occupied:
      'Ono što živi u ovoj kući traži izraz kroz radost: zaljubljivanje, stvaranje, nastupanje, igru ili rizik zbog kog se osećaš živo.',
  },
  6: {
    name: '6. kuća',
    governs:
      'Šesta kuća upravlja svakodnevnim radom, navikama i služenjem, kao i svakodnevnom brigom o telu i dobrom osećanju.',
    occupied:
      'Planeta u šestoj kući obično se pokazuje u tvojim navikama i obavezama, u tome kako radiš sa kolegama i u malim disciplinama koje održavaju tvoj život u pokretu.',
  },
  7: {
    name: '7. kuća',
    governs:
      'Sedma kuća upravlja partnerstvom: brakom, bliskom saradnjom, ugovorima i otvorenim suparnicima. Počinje od Descendenta, tačno naspram Ascendenta.',
    occupied:
      'Energiju smeštenu ovde često doživljavaš preko drugih ljudi; njene osobine možda najpre srećeš kod partnera i bliskih saveznika, a odnosi postaju mesto gde učiš da ih prihvatiš kao svoje.',
  },
  8: {
    name: '8. kuća',
    governs:
      'Osma kuća upravlja intimnošću, zajedničkim resursima, nasleđem i dubokim preobražajem, uključujući i krajeve koji otvaraju prostor za obnovu.',
    occupied:
      'Planeta u ovoj kući obično deluje u dubini, izranja u trenucima poverenja, ranjivosti i promene i u tome kako postupaš sa onim što deliš sa drugima.',
  },
  9: {
    name: '9. kuća',
    governs:
      'Deveta kuća upravlja visokim obrazovanjem, dalekim putovanjima, filozofijom i verovanjima: potragom za smislom izvan poznatog sveta.',
    occupied:
      'Ono što se nalazi u devetoj kući obično te gura ka spolja, ka dalekim mestima, novim učiteljima i velikim pitanjima, i boji ono u šta počinješ da veruješ.',
  },
  10: {
    name: '10. kuća',
    governs:
      'Deseta kuća upravlja karijerom, ugledom i javnim životom, kao i tvojim ambicijama i odnosom prema autoritetu. Počinje od Sredine neba, najviše tačke karte.',
    occupied:
      'Planeta ovde vidljiva je svetu i obično oblikuje tvoj poziv, javnu sliku i nasleđe koje se nadaš da ćeš izgraditi.',
  },
  11: {
    name: '11. kuća',
    governs: 'Jedanaesta kuća upravlja prijateljstvom, zajednicama, mrežama poznanstava i nadama za budućnost.',
    occupied:
      'Planete u jedanaestoj kući često se izražavaju kroz grupe i zajedničke ideale, kroz prijatelje koje okupljaš i ciljeve koje ostvaruješ zajedno sa drugima.',
  },
  12: {
    name: '12. kuća',
    governs:
      'Dvanaesta kuća upravlja samoćom, snovima i nesvesnim, kao i svim što je skriveno, prepušteno ili tiho urađeno daleko od pogleda.',
    occupied:
      'Planeta u dvanaestoj kući obično deluje u privatnosti, kroz razmišljanje, intuiciju i nevidljiv trud, a njeni darovi često najjasnije izlaze na videlo kada provodiš vreme u samoći.',
  },
};
