import type { PlanetTexts } from '../types';

/** Uran: promena, originalnost, sloboda. */
export const URANUS: PlanetTexts = {
  general: {
    text: 'Uran upravlja promenom, originalnošću i slobodom. Opisuje gde raskidaš sa konvencijama, tražiš nezavisnost i susrećeš se sa iznenadnim uvidima ili preokretima. Pošto se kreće sporo, njegov znak često odražava duh cele generacije koliko i ličnu osobinu.',
    traits: ['Originalnost', 'Sloboda', 'Inovacija', 'Iznenadna promena', 'Pobuna', 'Uvid'],
  },
  signs: {
    aries: {
      text: 'Pripadaš generaciji gladnoj nezavisnosti, pa možda osećaš snažan poriv da kročiš na neistraženo tle. Tvoja originalnost obično se pokazuje kroz direktnu akciju i pionirske ideje, a ne kroz teorije. Mogu da se jave iznenadni porivi da počneš iz početka, a hrabrost da probaš ono što niko pre nije uradio pravi je dar.',
      traits: [
        'Pionirska promena',
        'Nezavisnost',
        'Smela inovacija',
        'Nemiran poriv',
        'Neustrašiv eksperiment',
        'Samostalna sloboda',
      ],
    },
    taurus: {
      text: 'Tvoja generacija možda iznova osmišljava kako ljudi razmišljaju o resursima, zemlji i onome što život čini sigurnim. U tvom životu stabilnost može neočekivano da se pomeri i podstakne te da nađeš nove, praktične načine da je izgradiš. Obično inoviraš polako, ali čvrsto, spajajući sveže metode sa vrednostima koje traju.',
      traits: [
        'Praktična inovacija',
        'Promena vrednosti',
        'Snalažljiva reforma',
        'Prizemna domišljatost',
        'Tvrdoglava nezavisnost',
        'Održive ideje',
      ],
    },
    gemini: {
      text: 'Komunikacija i informacije su oblasti u koje tvoja generacija možda unosi preokrete i izume. Tvoj um se obično kreće u brzim, iznenađujućim skokovima, a neobične ideje te uzbuđuju. Možda te privlače novi alati, mediji ili načini razgovora, a tvoja originalnost često leži u povezivanju činjenica koje niko drugi nije pomislio da spoji.',
      traits: [
        'Inventivno razmišljanje',
        'Novi mediji',
        'Misaoni skokovi',
        'Neobične ideje',
        'Nemirna radoznalost',
        'Reforma komunikacije',
      ],
    },
    cancer: {
      text: 'Shvatanja doma i porodice mogu naglo da se promene oko tvoje generacije. Možda tražiš slobodu unutar bliskih veza ili doživljavaš neočekivane selidbe i promene u kućnom životu. Obično stvaraš osećaj pripadnosti koji odgovara onome što zaista jesi, ponekad okupljajući oko sebe porodicu koju biraš po srcu.',
      traits: [
        'Neobičan dom',
        'Emotivna nezavisnost',
        'Porodične promene',
        'Izabrana porodica',
        'Intuitivni uvid',
        'Nemirni koreni',
      ],
    },
    leo: {
      text: 'Stvaralačko samoizražavanje je oblast u kojoj tvoja buntovna crta oživljava. Tvoja generacija možda insistira na ličnoj slobodi i pravu da se izdvoji, a ti se obično izražavaš na upečatljiv, ponekad dramatičan način. Deo tvoje priče je odupiranje pritisku da prigušiš svoju svetlost, kao i puštanje drugih da takođe zablistaju.',
      traits: [
        'Stvaralačka pobuna',
        'Jedinstven izraz',
        'Dramatičnost',
        'Nezavisno srce',
        'Smela individualnost',
        'Tvrdoglav ponos',
      ],
    },
    virgo: {
      text: 'Tvoja generacija možda preobražava rad, tehnologiju i svakodnevne navike. Obično inoviraš metodično, pronalazeći pametna rešenja za svakodnevne probleme i poboljšavajući sisteme koje drugi prihvataju takve kakvi jesu. Tvoja originalnost je praktična i često se vidi u neobičnom pristupu veštini, služenju i dobrom osećanju.',
      traits: [
        'Praktična genijalnost',
        'Reforma sistema',
        'Tehnička veština',
        'Pametna rešenja',
        'Analitički uvid',
        'Nemirne navike',
      ],
    },
    libra: {
      text: 'Odnosi su oblast u kojoj tvoja generacija možda menja pravila i preispituje stare predstave o partnerstvu i pravičnosti. Obično ceniš slobodu unutar bliskosti, a možda se dobro osećaš sa neobičnim partnerima ili dogovorima. Sveže razmišljanje o jednakosti i lepoti često obeležava tvoju originalnost.',
      traits: [
        'Reforma odnosa',
        'Jednakost',
        'Sloboda u ljubavi',
        'Estetska inovacija',
        'Društvena pravičnost',
        'Nepredvidive veze',
      ],
    },
    scorpio: {
      text: 'Sa tvojom generacijom tabu teme možda izlaze na videlo, zajedno sa novim stavovima prema moći i intimnosti. Obično doživljavaš iznenadna emotivna otkrovenja koja te menjaju u dubini. Tvoja originalnost se vidi u spremnosti da istražuješ upravo ono što bi drugi radije izbegli.',
      traits: [
        'Radikalna dubina',
        'Rušenje tabua',
        'Iznenadno otkrovenje',
        'Preobražavajuća moć',
        'Psihološki uvid',
        'Snažna volja',
      ],
    },
    sagittarius: {
      text: 'Uverenja, obrazovanje i susret kultura zreli su za promenu u tvojoj generaciji. Slobodu obično tražiš kroz putovanja, filozofiju ili nekonvencionalan duhovni put. Preispitivanje dogmi ti dolazi prirodno, a tvoje otvorene ideje mogu da pomognu drugima da vide dalje od granica sopstvenog pogleda na svet.',
      traits: [
        'Slobodna misao',
        'Globalni pogled',
        'Duhovno istraživanje',
        'Preispitivanje dogmi',
        'Smele ideje',
        'Nemirna vera',
      ],
    },
    capricorn: {
      text: 'Institucije, autoritet i ustaljene strukture oblasti su u kojima tvoja generacija možda gura reforme. Obično spajaš praktičnu ambiciju sa željom da promeniš način na koji se stvari vode. Umesto da rušiš tradicije, tvoja originalnost često najviše dolazi do izražaja kada ih osavremenjuješ iznutra.',
      traits: [
        'Strukturna reforma',
        'Praktična vizija',
        'Obnova tradicije',
        'Ambiciozna promena',
        'Disciplinovana pobuna',
        'Izazivanje autoriteta',
      ],
    },
    aquarius: {
      text: 'Uran vlada Vodolijom, pa je tvoja generacija možda snažno okrenuta tehnologiji, zajedničkom napretku i ličnoj slobodi. Obično su ti svojstveni inventivnost, humanost i lakoća sa svim što je nekonvencionalno. Vizionarske ideje ti dolaze prirodno, a možda najbolje radiš uz grupe koje teže zajedničkim ciljevima.',
      traits: [
        'Vizionarske ideje',
        'Humanost',
        'Tehnološki dar',
        'Zajednički napredak',
        'Ekscentričnost',
        'Nezavisna misao',
      ],
    },
    pisces: {
      text: 'Za tvoju generaciju stare granice između umetnosti, duha i svakodnevnog života možda se rastapaju. Obično primaš iznenadne intuitivne uvide, a mogu da te privuku mistični ili stvaralački eksperimenti. Tvoja originalnost se često vidi u tome kako spajaš nadahnuće sa saosećanjem i unosiš maštu tamo gde je nema.',
      traits: [
        'Intuitivni bljeskovi',
        'Duhovna inovacija',
        'Stvaralačka vizija',
        'Saosećajna promena',
        'Rastapanje granica',
        'Sanjalačke ideje',
      ],
    },
  },
};
