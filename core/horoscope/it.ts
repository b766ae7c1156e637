/**
 * I testi italiani dell’oroscopo. Stile: seconda persona (tu), legato al cielo del giorno, mai
 * certo, senza desinenze di genere riferite a chi legge (docs/i18n/glossary-it.md).
 */
import type { AspectType } from '../astro/aspects';
import type { PlanetId } from '../astro/positions';
import { GRAMMAR_IT as g, feminine, motion, theTime, turns } from '../i18n/grammar/it';
import type { HoroscopeTexts } from './texts';
import type { MoonPhase } from './types';

/** «la tua ottava casa» (il possessivo evita l’elisione). */
const yourHouse = (n: number) => `la tua ${g.ordinal(n, 'word')} casa`;
/** «nella tua ottava casa». */
const inYourHouse = (n: number) => `nella tua ${g.ordinal(n, 'word')} casa`;

/** Il nome della fase, senza articolo: «Luna nuova», «primo quarto». */
const PHASE: Readonly<Record<MoonPhase, string>> = {
  new: 'Luna nuova',
  'waxing-crescent': 'Luna crescente',
  'first-quarter': 'primo quarto',
  'waxing-gibbous': 'Luna gibbosa crescente',
  full: 'Luna piena',
  'waning-gibbous': 'Luna gibbosa calante',
  'last-quarter': 'ultimo quarto',
  'waning-crescent': 'Luna calante',
};
/** Le etichette delle fasi come nel glossario (§5): «Primo quarto», «Gibbosa crescente». */
const PHASE_LABEL: Readonly<Record<MoonPhase, string>> = {
  new: 'Luna nuova',
  'waxing-crescent': 'Luna crescente',
  'first-quarter': 'Primo quarto',
  'waxing-gibbous': 'Gibbosa crescente',
  full: 'Luna piena',
  'waning-gibbous': 'Gibbosa calante',
  'last-quarter': 'Ultimo quarto',
  'waning-crescent': 'Luna calante',
};
const quarter = (id: MoonPhase) => id === 'first-quarter' || id === 'last-quarter';
/** «la Luna nuova», «il primo quarto», «l’ultimo quarto». */
const thePhase = (id: MoonPhase) =>
  id === 'last-quarter' ? 'l’ultimo quarto' : quarter(id) ? `il ${PHASE[id]}` : `la ${PHASE[id]}`;
/** «della Luna nuova», «del primo quarto», «dell’ultimo quarto». */
const ofPhase = (id: MoonPhase) =>
  id === 'last-quarter' ? 'dell’ultimo quarto' : quarter(id) ? `del ${PHASE[id]}` : `della ${PHASE[id]}`;

/** Il Sole e la Luna sono «astri» (luminari), gli altri «pianeti»: «tuo astro governatore», «tuo pianeta governatore». */
const luminary = (id: PlanetId) => id === 'sun' || id === 'moon';
const rulerTitle = (id: PlanetId) => (luminary(id) ? 'astro governatore' : 'pianeta governatore');

/** Etichette brevi degli aspetti: «Giove in trigono con il tuo segno». */
const aspectLabel = (p: PlanetId, aspect: AspectType, ruler?: PlanetId): string => {
  const target = ruler ? `${g.planet(ruler, 'the')}, tuo ${rulerTitle(ruler)}` : 'il tuo segno';
  switch (aspect) {
    case 'conjunction':
      return ruler
        ? `${g.planet(p)} ${feminine(p) ? 'congiunta' : 'congiunto'} ${g.planet(ruler, 'to')}, tuo ${rulerTitle(ruler)}`
        : `${g.planet(p)} nel tuo segno`;
    case 'sextile':
      return `${g.planet(p)} in sestile con ${target}`;
    case 'square':
      return `${g.planet(p)} in quadratura con ${target}`;
    case 'trine':
      return `${g.planet(p)} in trigono con ${target}`;
    case 'opposition':
      return ruler
        ? `${g.planet(p)} in opposizione ${g.planet(ruler, 'to')}, tuo ${rulerTitle(ruler)}`
        : `${g.planet(p)} in opposizione al tuo segno`;
  }
};

export const HOROSCOPE_IT: HoroscopeTexts = {
  grammar: g,
  names: {
    planet: (id) => [g.planet(id)],
    sign: (id) => [g.sign(id)],
    phase: (id) => [PHASE[id], PHASE_LABEL[id]],
    direction: (id) => (id === 'retrograde' ? ['retrogrado', 'retrograda', 'retrogradazione'] : ['diretto', 'diretta']),
  },
  houseTopic: {
    1: 'i tuoi progetti personali e il modo in cui ti presenti',
    2: 'il denaro, ciò che possiedi e ciò a cui dai valore',
    3: 'i messaggi, le piccole commissioni e le persone che hai intorno',
    4: 'l’ambiente domestico, la famiglia e la tua vita privata',
    5: 'il piacere, la creatività e il romanticismo',
    6: 'il lavoro quotidiano, le abitudini e la salute',
    7: 'la coppia, i soci e i rapporti con l’altro',
    8: 'le risorse condivise, la fiducia e l’intimità',
    9: 'i viaggi, lo studio e gli orizzonti più ampi',
    10: 'la carriera, la posizione che occupi e le tue ambizioni',
    11: 'gli amici, i gruppi e le speranze per il futuro',
    12: 'il riposo, la solitudine e ciò che accade dietro le quinte',
  },
  houseLove: {
    1: 'gli altri capiscono come ti senti prima ancora che tu apra bocca',
    2: 'hai bisogno di sentirti al sicuro, e la costanza ti rassicura più delle grandi parole',
    3: 'il cuore cerca parole, e dire come ti senti ti alleggerisce',
    4: 'cerchi rifugio e intimità, e una serata in casa ti nutre più di un’uscita',
    5: 'hai voglia di leggerezza, e ridere insieme scioglie più di un discorso serio',
    6: 'ti serve ordine anche nei sentimenti, e sentirti utile all’altro ti dà pace',
    7: 'il tuo stato d’animo dipende molto da come va con l’altra persona, e il bisogno di vicinanza si fa sentire',
    8: 'le emozioni scendono in profondità, e un timore taciuto merita di essere detto',
    9: 'senti il bisogno di respiro e di novità, e sognare insieme un viaggio ti rimette di buon umore',
    10: 'vita pubblica e vita privata potrebbero tirarti in direzioni diverse',
    11: 'stare tra amici ti rasserena, e l’affetto più sincero può venire da chi ti conosce da tempo',
    12: 'il cuore chiede silenzio, e ciò che provi può restare non detto senza perdere valore',
  },
  // Brevi, senza verbo: stanno subito dopo la casa, e «con te» tiene corta la frase che i segni
  // gemelli (lo stesso pianeta nello stesso aspetto, da case diverse) potrebbero condividere.
  signRelation: {
    conjunction: 'nel tuo segno',
    sextile: 'in sestile con te',
    square: 'in quadratura con te',
    trine: 'in trigono con te',
    opposition: 'in opposizione a te',
  },
  rulerRelation: {
    conjunction: (ruler, at) => `incontra ${g.planet(ruler, 'the')} in ${g.sign(at)}, tuo ${rulerTitle(ruler)}`,
    sextile: (ruler, at) => `forma un sestile con ${g.planet(ruler, 'the')} in ${g.sign(at)}, tuo ${rulerTitle(ruler)}`,
    square: (ruler, at) => `è in quadratura con ${g.planet(ruler, 'the')} in ${g.sign(at)}, tuo ${rulerTitle(ruler)}`,
    trine: (ruler, at) => `è in trigono con ${g.planet(ruler, 'the')} in ${g.sign(at)}, tuo ${rulerTitle(ruler)}`,
    opposition: (ruler, at) => `si oppone ${g.planet(ruler, 'to')} in ${g.sign(at)}, tuo ${rulerTitle(ruler)}`,
  },
  effect: {
    sun: {
      easy: [
        'la tua sicurezza ha il vento in poppa e il tuo impegno ha più probabilità di essere notato',
        'ti riesce più facile mostrarti per ciò che sei, e gli altri tendono a crederti sulla parola',
        'un po’ di fiducia in te rende molto, e chi ti circonda è disposto a sostenerti',
      ],
      tense: [
        'la tua volontà potrebbe scontrarsi con quella di qualcun altro, e la pazienza ti serve più della forza',
        'l’orgoglio si ferisce facilmente, e conviene lasciar correre un piccolo sgarbo',
        'potresti sentire una tensione tra ciò che vuoi e ciò che gli altri si aspettano da te',
      ],
      blend: [
        'i riflettori si spostano verso di te ed è un buon momento per mostrare che cosa intendi fare',
        'sei più in vista del solito, ed è importante che ciò che mostri corrisponda a ciò che intendi',
        'gli obiettivi si fanno più nitidi, ed è più chiaro dove vuoi mettere il tuo impegno',
      ],
    },
    mercury: {
      easy: [
        'le parole arrivano con facilità e le conversazioni tendono ad andare dove speri',
        'la frase giusta arriva al momento giusto, e un messaggio delicato è più facile da mandare',
        'il pensiero è chiaro e rapido, adatto a scrivere, pianificare e decidere',
      ],
      tense: [
        'i malintesi sono più probabili del solito, e conviene ricontrollare due volte i dettagli',
        'una parola detta con leggerezza arriva più lontano di quanto vorresti, e rileggere prima di inviare aiuta',
        'i segnali contrastanti sono frequenti, e una domanda in più evita una discussione',
      ],
      blend: [
        'la mente è rapida e piena di idee, ed è il momento per elenchi e messaggi',
        'i pensieri corrono avanti, e conviene annotarli prima che si disperdano',
        'le ore si riempiono di parole, ma ciò che conta è quello che decidi',
      ],
    },
    venus: {
      easy: [
        'il calore circola con facilità e le piccole gentilezze tendono a essere ricambiate',
        'il tuo fascino si sprigiona con naturalezza, e le persone lo percepiscono',
        'la buona compagnia è facile da trovare, e il piacere chiede poco',
      ],
      tense: [
        'ciò che vuoi tu e ciò che vogliono gli altri potrebbero non coincidere, almeno all’inizio',
        'il desiderio di quieto vivere potrebbe costarti troppo, in amore o nelle spese',
        'gusti e affetti potrebbero non combaciare con quelli di una persona vicina, e la pazienza aiuta',
      ],
      blend: [
        'c’è affetto nell’aria, e la bellezza si nota più facilmente',
        'ti attira ciò che è piacevole, e un piccolo sfizio ha il sapore di una ricompensa',
        'amore e comodità chiedono spazio, e una parola gentile ha il suo peso',
      ],
    },
    mars: {
      easy: [
        'l’energia è abbondante e va dove la indirizzi',
        'la grinta è alta e un compito difficile sembra più piccolo',
        'il coraggio arriva con facilità e può servirti per ciò che continui a rimandare',
      ],
      tense: [
        'nervi e muscoli possono essere messi alla prova, e conviene dosare le forze',
        'l’irritazione cova sotto la superficie, e una breve passeggiata aiuta più di una discussione',
        'potresti spingere più di quanto serva, e tenere da parte un po’ di forze è saggio',
      ],
      blend: [
        'la spinta è forte e le serve un obiettivo chiaro per restare costruttiva',
        'il calore sale in fretta, e conviene spenderlo nell’impegno anziché contro le persone',
        'senti l’impulso di agire subito, e conta scegliere bene dove indirizzarlo',
      ],
    },
    jupiter: {
      easy: [
        'si aprono possibilità, e la generosità, data o ricevuta, tende a essere ricambiata',
        'sperare è ragionevole, e un passo fiducioso può portarne un altro',
        'l’aiuto è più vicino di quanto pensi, se lo chiedi con chiarezza',
      ],
      tense: [
        'è facile promettere o spendere più di quanto vorresti',
        'l’entusiasmo corre più del piano, e le promesse vanno misurate con cura',
        'il rischio è eccedere in qualcosa di buono, nell’impegno come nei piaceri',
      ],
      blend: [
        'l’ottimismo cresce e puoi puntare in alto, tenendo però un piede per terra',
        'l’orizzonte si allarga, e un piano più grande chiede un primo passo realistico',
        'credi di più nelle tue possibilità, e il buon senso ti aiuta a non esagerare',
      ],
    },
    saturn: {
      easy: [
        'l’impegno costante tende a essere premiato, e le regole sostengono invece di stringere',
        'la pazienza è una risorsa, e un piano costruito con calma regge',
        'un impegno serio ti sembra giusto, e il lavoro mostra quanto vale',
      ],
      tense: [
        'doveri e ritardi potrebbero pesarti, ma anche un progresso lento resta un progresso',
        'i limiti si fanno sentire, e un piano realistico vale più di uno audace',
        'chi ha autorità potrebbe chiederti di più, e conviene promettere solo ciò che puoi garantire',
      ],
      blend: [
        'le responsabilità sono in primo piano e gli impegni presi ora tendono a durare',
        'il clima si fa sobrio e invita a concludere ciò che hai cominciato',
        'il peso del dovere è reale, e sostenerlo con serietà ti procura stima',
      ],
    },
  },
  effectRetrograde: {
    mercury: {
      easy: [
        'vecchie conversazioni tornano utili, ma le risposte possono tardare e conviene confermare i programmi per iscritto',
        'riguardare un vecchio piano fa emergere qualcosa che vale la pena tenere',
        'rileggere rende più che correre, e un vecchio contatto potrebbe darti una mano',
      ],
      tense: [
        'equivoci e ritardi sono probabili, e conviene rimandare le firme e controllare ogni dettaglio',
        'i messaggi potrebbero perdersi, e vale la pena confermare due volte orari e luoghi',
        'un malinteso del passato potrebbe riaffiorare e chiedere di essere chiarito',
      ],
      blend: [
        'i pensieri tornano alle questioni in sospeso, ed è più saggio rivedere che decidere',
        'tornano vecchie idee, meglio riordinarle che annunciarle',
        'la mente guarda indietro, e gli appunti di allora meritano una nuova lettura',
      ],
    },
    venus: {
      easy: [
        'vecchi affetti possono risvegliarsi con dolcezza, e una gentilezza discreta vale più di un grande gesto',
        'un legame del passato potrebbe riscaldarsi di nuovo, piano e con sincerità',
        'ciò a cui dai valore merita di essere ripensato prima di spendere',
      ],
      tense: [
        'vecchie ferite possono riaprirsi, e conviene prendersi tempo prima di decidere qualcosa in amore o con il denaro',
        'un vecchio disaccordo in amore potrebbe tornare, e la pazienza lo tiene piccolo',
        'potrebbe affiorare il rimpianto per una vecchia scelta, e la cautela nelle spese e nelle promesse ti protegge',
      ],
      blend: [
        'i sentimenti si rivolgono all’interno e chiedono di essere capiti prima di essere detti',
        'l’amore guarda indietro, e un vecchio ricordo può colorare l’umore',
        'il desiderio è più quieto e riflessivo, meglio sentito che agito',
      ],
    },
    mars: {
      easy: [
        'l’energia torna piano piano, e uno sforzo moderato e costante rende più di una spinta improvvisa',
        'un compito lasciato a metà è il posto giusto per le forze che hai',
        'riparare ed esercitarsi si addicono al momento più di un nuovo inizio',
      ],
      tense: [
        'la frustrazione sale in fretta, l’energia è bassa e conviene rallentare per riposare',
        'una vecchia rabbia potrebbe riaccendersi, e allontanarti prima di rispondere aiuta',
        'il corpo chiede di meno, e forzare tende a ritorcersi contro',
      ],
      blend: [
        'la spinta si rivolge all’interno, più adatta a concludere e riparare che a cominciare',
        'lo sforzo ripassa su un terreno già battuto, ed è lì che conta',
        'potresti essere impaziente con te, e abbassare l’asticella ti fa bene',
      ],
    },
  },
  planetHouse: {
    sun: {
      1: 'la tua iniziativa è ciò che gli altri notano, e il lavoro che porta la tua firma può contare di più',
      2: 'guadagni, risorse e il valore delle tue competenze passano in primo piano',
      3: 'telefonate, brevi spostamenti e messaggi chiari fanno avanzare il lavoro più delle lunghe riunioni',
      4: 'ciò che fai per la famiglia o tra le mura domestiche chiede più attenzione dell’ufficio',
      5: 'i progetti creativi e quelli che ti divertono ricevono luce, e un approccio giocoso può sciogliere un nodo',
      6: 'mansioni quotidiane, abitudini e cura dei dettagli sono il terreno dove si fanno progressi',
      7: 'il lavoro passa attraverso soci, clienti e accordi, e collaborare conta più che fare tutto in autonomia',
      8: 'risorse condivise, debiti e mezzi altrui chiedono uno sguardo lucido',
      9: 'studio, viaggi, pubblicazioni o un progetto di ampio respiro spingono la tua ambizione oltre il solito',
      10: 'reputazione e ruolo professionale sono in vista, e chi sta più in alto osserva con attenzione',
      11: 'colleghi, reti di contatti e obiettivi a lungo termine aiutano più dello sforzo individuale',
      12: 'questioni in sospeso e lavoro lontano dai riflettori si addicono al momento più dell’esposizione',
    },
    mercury: {
      1: 'ragioni in fretta, e far valere il tuo punto di vista ti riesce più naturale',
      2: 'i pensieri vanno al denaro, ai prezzi, ai bilanci e al giusto compenso per un lavoro',
      3: 'messaggi, telefonate e pratiche si moltiplicano, e i dettagli di ogni giorno riempiono la mente',
      4: 'progetti per la famiglia e per l’ambiente domestico occupano i tuoi pensieri, e il lavoro potrebbe seguirti fin lì',
      5: 'le idee nascono dal gioco, e una proposta creativa o un tono più leggero possono farti guadagnare un punto',
      6: 'elenchi, orari e clausole del lavoro ricevono la tua attenzione più acuta',
      7: 'i colloqui con un socio o un cliente passano in primo piano, e il vero lavoro è la trattativa',
      8: 'ricerche, contratti su risorse condivise e conversazioni difficili chiedono tutta la tua attenzione',
      9: 'il pensiero si spinge lontano, verso corsi, progetti di viaggio, pubblicazioni o una grande domanda',
      10: 'le tue parole sul lavoro arrivano a chi decide, e conviene scegliere frasi che possano restare agli atti',
      11: 'le conversazioni con amici, gruppi e reti di contatti fanno nascere idee utili',
      12: 'la riflessione si volge all’interno, e gli appunti che tieni per te valgono più degli annunci',
    },
    venus: {
      1: 'il tuo calore arriva agli altri senza sforzo, e il modo in cui ti presenti diventa parte del tuo fascino',
      2: 'l’affetto parla attraverso ciò che condividi e spendi, e una piccola comodità può valere più di un grande regalo',
      3: 'un messaggio, una passeggiata o due chiacchiere vicino a dove vivi possono portare più tenerezza di una serata organizzata',
      4: 'i legami familiari chiedono calore, e la tenerezza cresce tra le mura domestiche, attorno a una tavola condivisa',
      5: 'seduzione e gioco tornano protagonisti, e il piacere è più facile da dare e da ricevere',
      6: 'la cura si vede nell’aiuto di ogni giorno, e un gesto gentile, al lavoro o in famiglia, difficilmente passa inosservato',
      7: 'la coppia e i rapporti più stretti sono al centro, e trovare un punto d’incontro riesce più facile',
      8: 'l’intimità si approfondisce dove la fiducia è reale, e ciò che metti in comune con il partner chiede di essere chiarito',
      9: 'l’amore guarda oltre il consueto, attratto da qualcuno che viene da lontano o da un dialogo che allarga gli orizzonti',
      10: 'l’immagine pubblica colora la vita sentimentale, e la simpatia nata sul lavoro può aprire porte',
      11: 'amicizia e amore si intrecciano, e un gruppo o un amico possono portare un incontro gradito',
      12: 'i sentimenti preferiscono la riservatezza, e una gentilezza discreta o un desiderio taciuto contano più delle dimostrazioni',
    },
    mars: {
      1: 'il corpo e i progetti personali assorbono le tue forze, e l’impazienza si vede subito',
      2: 'guadagnare e gestire le spese richiama il tuo impegno, e il corpo trova sfogo nel lavoro pratico',
      3: 'commissioni, messaggi e brevi tragitti si dividono le tue forze, e camminare aiuta a schiarire le idee',
      4: 'riparazioni, pulizie o faccende di famiglia chiedono la tua forza tra le mura domestiche',
      5: 'la tua energia cerca sfogo nello sport, nel ballo, nel gioco e nel lavoro creativo',
      6: 'l’energia va nelle abitudini di lavoro e di salute, e il corpo registra come lo tratti',
      7: 'partner e rivali catalizzano l’energia, e gli attriti con gli altri possono stancarti',
      8: 'l’energia scende in profondità, verso l’intimità, i pesi condivisi o una lotta privata',
      9: 'la voglia di muoverti cerca spazi aperti, la natura, un viaggio o un’attività fisica da imparare',
      10: 'l’ambizione assorbe gran parte delle forze, e il corpo sente il ritmo del lavoro',
      11: 'amici, squadre e attività di gruppo attirano la tua energia, e muoverti in compagnia aiuta',
      12: 'le forze si rivolgono all’interno, e sonno, solitudine e movimento lento contano più del solito',
    },
    jupiter: {
      1: 'la fiducia in te cresce, e con lei lo spazio che ti concedi per tentare qualcosa di più grande',
      2: 'entrate e risorse possono crescere, anche se la generosità con il denaro chiede qualche limite',
      3: 'imparare, scrivere e coltivare i contatti vicini può aprire più porte del solito',
      4: 'la crescita parte dalle radici, e il bisogno di spazio, il sostegno della famiglia o un trasloco possono orientare i tuoi piani',
      5: 'creatività e iniziative un po’ azzardate ti tentano, e all’entusiasmo conviene affiancare il buon senso',
      6: 'il lavoro si allarga, e una routine migliore o un collega disponibile possono alleggerire il carico',
      7: 'un socio, un cliente o un consulente può ampliare ciò che riuscite a fare insieme',
      8: 'entrano in gioco risorse condivise, investimenti o il sostegno altrui, con condizioni da leggere bene',
      9: 'studi, viaggi e orizzonti ampi sono il terreno in cui la tua ambizione può arrivare più lontano',
      10: 'un riconoscimento o un passo avanti sono possibili là dove il lavoro lo hai già fatto',
      11: 'amici e reti di contatti portano occasioni, e un obiettivo a lungo termine sembra più raggiungibile',
      12: 'un aiuto può arrivare in silenzio, e il lavoro svolto lontano dagli sguardi può preparare un passo futuro',
    },
    saturn: {
      1: 'le responsabilità verso i tuoi progetti crescono, e ciò che gli altri vedono è la tua disciplina',
      2: 'il denaro sembra più stretto, e un bilancio fatto con cura getta basi che durano',
      3: 'la comunicazione chiede precisione, e le pratiche di routine vogliono pazienza',
      4: 'doveri familiari o domestici sottraggono tempo al lavoro, e porre confini aiuta',
      5: 'la creatività chiede disciplina, e il gioco lascia il posto al mestiere',
      6: 'il carico è pesante ma concreto, e una routine costante aiuta a sostenerlo',
      7: 'contratti e collaborazioni possono essere messi alla prova, e condizioni chiare tutelano entrambe le parti',
      8: 'debiti, tasse e risorse condivise chiedono di essere messi in ordine',
      9: 'studio e progetti lunghi esigono disciplina, e le scorciatoie nell’apprendimento costano tempo',
      10: 'autorità e ambizione sono al centro, e il tuo lavoro tende a essere giudicato per ciò che vale',
      11: 'impegni di gruppo e obiettivi lontani chiedono realismo su quanto puoi sostenere',
      12: 'lavoro dietro le quinte e riposo sono entrambi doveri, e concludere conta più che cominciare',
    },
  },
  planetHouseRetrograde: {
    mercury: {
      1: 'potresti dubitare di come ti presenti, e provare le parole prima di esporti aiuta',
      2: 'vecchie fatture, rimborsi ed errori di bilancio tornano per essere corretti',
      3: 'i messaggi si perdono più facilmente, e conferme e riletture prima di inviare evitano equivoci',
      4: 'i piani domestici vengono rivisti, e una vecchia conversazione con i familiari potrebbe riaffiorare',
      5: 'un progetto creativo del passato chiede di essere ripreso prima di qualsiasi novità',
      6: 'abitudini e strumenti di lavoro vanno ricontrollati, e conviene smaltire gli arretrati prima di aprire nuovi fronti',
      7: 'gli accordi con soci o clienti tornano sul tavolo per un’altra lettura prima delle firme',
      8: 'le carte che riguardano risorse condivise o debiti meritano una seconda occhiata attenta',
      9: 'programmi di viaggio e iscrizioni a corsi vanno confermati due volte, e una vecchia idea potrebbe tornare',
      10: 'le decisioni di lavoro vengono riviste, e mettere per iscritto i punti chiave aiuta',
      11: 'vecchi contatti riaffiorano, e i piani di gruppo potrebbero cambiare prima di assestarsi',
      12: 'la mente torna sulle faccende rimaste aperte, meglio per riflettere che per annunciare',
    },
    venus: {
      1: 'tornano vecchie domande su come ti mostri in amore, e un secondo sguardo gentile aiuta',
      2: 'vecchie scelte su denaro e comodità nella coppia tornano per essere riviste con calma',
      3: 'un vecchio messaggio o un volto familiare nei dintorni possono risvegliare sentimenti che credevi risolti',
      4: 'ricordi di famiglia e vecchi legami chiedono di essere compresi prima di cambiare qualcosa',
      5: 'una vecchia fiamma o un piacere di un tempo potrebbero farsi vivi, ed è più saggio guardare che buttarsi',
      6: 'piccoli attriti nella cura quotidiana tornano a galla per essere ricuciti, con pazienza e senza colpe',
      7: 'una relazione riesamina i propri patti, e un vecchio disaccordo chiede una conversazione sincera e senza fretta',
      8: 'questioni irrisolte di fiducia e di condivisione riaffiorano, meglio affrontate a parole che decise in fretta',
      9: 'un legame lontano o una vecchia convinzione sull’amore tornano per essere riguardati',
      10: 'scelte passate tra amore e reputazione riaffiorano, e la discrezione serve più dell’esibizione',
      11: 'un’amicizia di lunga data potrebbe riaffacciarsi e chiedere di essere apprezzata di nuovo, più che sostituita',
      12: 'sentimenti nascosti salgono in superficie, e una riflessione silenziosa è più gentile di una confessione',
    },
    mars: {
      1: 'la spinta si ripiega su di sé, e vecchie frustrazioni sui tuoi progetti riaffiorano',
      2: 'lo sforzo va a sistemare vecchie questioni di denaro, e il corpo preferisce la moderazione',
      3: 'commissioni e spostamenti si inceppano più facilmente, e brevi passeggiate servono più della fretta',
      4: 'vecchie faccende domestiche e tensioni familiari tornano per essere affrontate con calma',
      5: 'un vecchio hobby o uno sport lasciato da parte potrebbe tornare, da riprendere con delicatezza',
      6: 'le abitudini legate alla salute vanno riviste, e i vecchi affaticamenti chiedono cura più che fatica',
      7: 'vecchi contrasti con gli altri potrebbero riaccendersi, e fare un passo indietro risparmia energia',
      8: 'rabbia sepolta o vecchi pesi condivisi affiorano, meglio elaborati che combattuti',
      9: 'progetti di viaggio o di allenamento slittano, e la pazienza risparmia il corpo',
      10: 'tornano vecchie battaglie sul lavoro, e dosare le forze conta più che vincere',
      11: 'gli sforzi di gruppo rallentano, e un’amicizia potrebbe aver bisogno di essere ricucita',
      12: 'l’energia si ritira, e riposo, sonno e riflessione sono ciò che il corpo chiede',
    },
  },
  flowing: {
    mercury: [
      'le parole arrivano con facilità',
      'le conversazioni tendono ad andare dove speri',
      'la frase giusta arriva al momento giusto',
      'il pensiero è chiaro e rapido',
      'far valere il tuo punto di vista ti riesce più naturale',
      'fanno nascere idee utili',
    ],
    venus: [
      'il calore circola con facilità',
      'il tuo fascino si sprigiona con naturalezza',
      'la buona compagnia è facile da trovare',
      'il tuo calore arriva agli altri senza sforzo',
      'il piacere è più facile da dare e da ricevere',
      'trovare un punto d’incontro riesce più facile',
    ],
    mars: ['l’energia è abbondante', 'la grinta è alta', 'il coraggio arriva con facilità'],
  },
  phaseNote: {
    new: 'un momento per inizi silenziosi e per fissare un’intenzione',
    'waxing-crescent': 'un momento per muovere i primi passi in ciò che hai avviato di recente',
    'first-quarter': 'un momento per prendere decisioni e superare il primo ostacolo',
    'waxing-gibbous': 'un momento per rifinire e mettere a punto ciò che è già avviato',
    full: 'un momento in cui le cose vengono alla luce e i sentimenti arrivano al culmine',
    'waning-gibbous': 'un momento per condividere ciò che hai imparato e per dire grazie',
    'last-quarter': 'un momento per lasciar andare ciò che non ti corrisponde più',
    'waning-crescent': 'un momento per riposare, fare il punto e liberare spazio prima del prossimo ciclo',
  },
  planetTheme: {
    sun: 'obiettivi e senso di direzione',
    moon: 'stati d’animo e bisogni',
    mercury: 'progetti, messaggi e accordi',
    venus: 'amore, piacere e denaro',
    mars: 'slancio, coraggio e conflitti',
    jupiter: 'crescita, fortuna e convinzioni',
    saturn: 'doveri, limiti e lavoro di lungo periodo',
    uranus: 'cambiamenti e bisogno di libertà',
    neptune: 'sogni, ideali e intuizioni',
    pluto: 'potere, profondità e trasformazione',
  },
  beginnings: ['fai il primo'],
  advice: {
    overall: {
      bright: [
        'di’ di sì all’occasione che hai davanti',
        'condividi i tuoi progetti con qualcuno che può darti una mano',
        'comincia ciò che continui a rimandare',
        'poni finalmente la domanda che ti gira in testa',
        'riprendi i contatti con una persona che non senti da tempo',
        'prova una strada diversa da quella di sempre',
        'muovi il primo passo concreto verso qualcosa che ti entusiasma',
        'dai una possibilità a una proposta nuova invece di scartarla subito',
        'offri a qualcuno ciò che sai fare meglio',
        'impara qualcosa di nuovo, anche solo per curiosità',
      ],
      steady: [
        'mantieni il tuo ritmo',
        'porta a termine bene una cosa prima di passare alla successiva',
        'osserva ciò che funziona e fanne di più',
        'riordina la lista delle cose da fare e togli ciò che non serve più',
        'riprendi in mano un lavoro lasciato a metà',
        'rispetta gli impegni che hai già preso prima di aggiungerne altri',
        'prenditi il tempo di fare le cose con cura',
        'fai il punto su come stanno andando le cose',
        'tieni care le abitudini che ti fanno stare bene',
        'apprezza i piccoli progressi che hai già fatto',
      ],
      demanding: [
        'scegli le tue battaglie e lascia perdere quelle piccole',
        'lascia nella tua agenda un po’ di spazio per gli imprevisti',
        'chiedi aiuto prima di averne bisogno',
        'rimanda le decisioni importanti a quando avrai le idee più chiare',
        'conta fino a dieci prima di reagire',
        'di’ di no a ciò che non riesci a fare senza affanno',
        'pretendi un po’ meno da te e da chi ti circonda',
        'tieni le distanze dalle discussioni che non ti riguardano',
        'trattati con la stessa gentilezza che riservi agli altri',
        'proteggi un momento di quiete solo per te',
      ],
    },
    love: {
      bright: [
        'di’ a una persona cara che cosa apprezzi in lei',
        'proponi tu un programma invece di aspettare un invito',
        'regala il tuo tempo con generosità',
        'manda un messaggio affettuoso senza un motivo particolare',
        'rompi il ghiaccio con qualcuno che ti incuriosisce',
        'organizza qualcosa di divertente da fare in compagnia',
        'cerca un momento per ridere con qualcuno a cui vuoi bene',
        'fai un complimento sincero a chi se lo merita',
        'confida a una persona di fiducia un desiderio che custodisci da tempo',
        'apri la porta a chi vuole conoscerti meglio',
      ],
      steady: [
        'ascolta ciò che si dice tra le righe',
        'mantieni una promessa, anche piccola',
        'passa un’ora senza fretta con qualcuno a cui tieni',
        'chiedi a una persona cara come sta davvero, e ascolta la risposta',
        'coltiva i piccoli rituali che rendono speciali i tuoi legami',
        'ringrazia qualcuno per un gesto che di solito dai per scontato',
        'condividi un pasto con qualcuno, lasciando da parte il telefono',
        'chiarisci un piccolo malinteso finché è ancora facile farlo',
        'ricambia una gentilezza che hai ricevuto',
        'rispetta i tempi e gli spazi di chi ti sta accanto',
      ],
      demanding: [
        'parla con dolcezza anche quando senti le cose con forza',
        'lascia passare una notte prima di chiudere un disaccordo',
        'chiedi all’altra persona di che cosa ha bisogno prima di rispondere',
        'lascia finire di parlare chi hai davanti',
        'evita di riaprire vecchie discussioni',
        'scegli le parole con cura, soprattutto nei messaggi scritti',
        'prenditi un po’ di spazio se senti salire la tensione',
        'sii tu a tendere la mano dopo un battibecco',
        'non prendere sul personale una risposta brusca',
        'concedi il beneficio del dubbio a chi ti sta a cuore',
      ],
    },
    career: {
      bright: [
        'presenta la tua idea a chi prende le decisioni',
        'manda il messaggio di sollecito che hai in mente da giorni',
        'accetta il compito che mostra ciò che sai fare',
        'fatti avanti per un progetto che ti appassiona',
        'chiedi consiglio a una persona che stimi nel tuo campo',
        'presentati a qualcuno che lavora in un settore che ti interessa',
        'butta giù una prima bozza dell’idea che hai in mente',
        'fai presente con chiarezza ciò che ti serve per lavorare meglio',
        'dai visibilità a un buon risultato che hai ottenuto',
        'intervieni quando si parla di ciò che conosci bene',
      ],
      steady: [
        'sbriga le piccole incombenze che rallentano tutto il resto',
        'scrivi i prossimi tre passi e fai il primo',
        'controlla i numeri prima di impegnarti',
        'rispondi ai messaggi di lavoro rimasti indietro',
        'segna in agenda tutte le scadenze della settimana',
        'fai ordine tra file, documenti e cartelle',
        'rileggi con calma il lavoro degli ultimi giorni',
        'annota ciò che hai imparato dall’ultimo progetto concluso',
        'aggiorna chi lavora con te sullo stato dei lavori',
        'concentrati per un’ora sul compito che richiede più attenzione',
      ],
      demanding: [
        'rileggi con attenzione prima di firmare',
        'tieni in ordine appunti e scadenze, e conserva il sangue freddo',
        'accontentati di fare progressi invece di inseguire la perfezione',
        'lascia decantare un messaggio delicato prima di inviarlo',
        'fermati qualche minuto tra un compito e l’altro, anche se la lista è lunga',
        'chiarisci le priorità con chi ti affida il lavoro',
        'prometti solo tempi che sai di poter rispettare',
        'accogli le critiche senza replicare a caldo',
        'delega ciò che altri possono fare bene quanto te',
        'spezza il compito più pesante in parti più piccole',
      ],
    },
    wellness: {
      bright: [
        'esci all’aria aperta e muoviti per il piacere di farlo',
        'prova la versione più impegnativa della tua solita routine',
        'sfrutta l’energia in più, poi fermati prima di esaurirla',
        'prendi le scale invece dell’ascensore',
        'prova un’attività fisica che non hai mai fatto',
        'metti la tua musica preferita e balla per qualche minuto',
        'prepara un pasto colorato con la verdura di stagione',
        'coinvolgi qualcuno in una camminata a passo svelto',
        'esplora a piedi un quartiere che non conosci',
        'spalanca le finestre e fai entrare aria fresca',
      ],
      steady: [
        'mantieni pasti regolari e un orario fisso per andare a letto',
        'fai una pausa per sgranchirti quando resti a lungo alla scrivania',
        'bevi un bicchiere d’acqua prima di cercare il caffè',
        'fai due passi tranquilli dopo mangiato',
        'prepara in anticipo qualche pasto semplice per i prossimi giorni',
        'distogli lo sguardo dallo schermo ogni tanto per riposare gli occhi',
        'resta costante nella tua attività fisica abituale, senza strafare',
        'regola la sedia e il piano di lavoro per una postura più comoda',
        'sciogli collo e spalle con qualche movimento lento',
        'riprendi un’abitudine sana che avevi trascurato',
      ],
      demanding: [
        'rinuncia a un impegno e vai a dormire presto',
        'scegli un movimento dolce invece di un allenamento sfiancante',
        'metti via il telefono un’ora prima di dormire',
        'concediti una pausa vera, lontano da schermi e notifiche',
        'dedica cinque minuti a respirare lentamente, a occhi chiusi',
        'scegli un pasto semplice che ti dia conforto',
        'fatti una doccia calda e lascia andare la tensione',
        'sostituisci l’ultimo caffè con una tisana',
        'prendi sul serio la stanchezza invece di ignorarla',
        'abbassa le luci e crea intorno a te un’atmosfera tranquilla',
      ],
    },
  },

  sentences: {
    moon: [
      (p) => `La Luna è in ${g.sign(p.moon)}, ${inYourHouse(p.house)}, e porta in primo piano ${p.topic}.`,
      (p) => `Con la Luna di passaggio in ${g.sign(p.moon)}, ${yourHouse(p.house)}, l’attenzione va verso ${p.topic}.`,
      (p) => `Oggi la Luna in ${g.sign(p.moon)} illumina ${yourHouse(p.house)}: ${p.topic}.`,
      (p) => `La Luna attraversa ${g.sign(p.moon, 'the')}, ${yourHouse(p.house)}, e mette al centro ${p.topic}.`,
      (p) =>
        `Sul piano emotivo contano soprattutto ${p.topic}: la Luna transita in ${g.sign(p.moon)}, ${yourHouse(p.house)}.`,
      (p) => `La Luna in ${g.sign(p.moon)} occupa ${yourHouse(p.house)} e colora di emozione ${p.topic}.`,
      (p) =>
        `Oggi i sentimenti riguardano soprattutto ${p.topic}: la Luna è in ${g.sign(p.moon)}, ${yourHouse(p.house)}.`,
      (p) =>
        `In ${g.sign(p.moon)}, la Luna attraversa ${yourHouse(p.house)} e riporta ${p.topic} al centro dei pensieri.`,
    ],
    moonIngress: [
      (p) =>
        `${g.capitalize(theTime(p.time))} la Luna entra in ${g.sign(p.to)}, ${yourHouse(p.house)}, e sposta l’attenzione verso ${p.topic}.`,
      (p) =>
        `L’atmosfera cambia ${theTime(p.time)}, quando la Luna passa in ${g.sign(p.to)}: ${inYourHouse(p.house)} entrano in gioco ${p.topic}.`,
      (p) =>
        `Il tono cambia ${theTime(p.time)}: in ${g.sign(p.to)} la Luna raggiunge ${yourHouse(p.house)} e mette in risalto ${p.topic}.`,
      (p) =>
        `${g.capitalize(theTime(p.time, 'from'))} la Luna è in ${g.sign(p.to)}, ${inYourHouse(p.house)}, e porta alla ribalta ${p.topic}.`,
      (p) =>
        `L’ingresso della Luna in ${g.sign(p.to)}, ${theTime(p.time)}, apre ${yourHouse(p.house)}, che riguarda ${p.topic}.`,
      (p) =>
        `Più tardi, ${theTime(p.time)}, la Luna raggiunge ${g.sign(p.to, 'the')}, ${yourHouse(p.house)}: ${p.topic}.`,
      (p) =>
        `Una nuova nota emotiva risuona ${theTime(p.time)}, con l’ingresso della Luna in ${g.sign(p.to)}, ${yourHouse(p.house)}: ${p.topic}.`,
      (p) =>
        `Quando la Luna entra in ${g.sign(p.to)}, ${theTime(p.time)}, si risveglia ${yourHouse(p.house)} e con lei ${p.topic}.`,
    ],
    phase: [
      (p) => `Siamo in fase di ${PHASE[p.phase]}, ${p.note}.`,
      (p) => `Sotto ${thePhase(p.phase)}, la giornata è ${p.note}.`,
      (p) => `${g.capitalize(thePhase(p.phase))} detta il ritmo: ${p.note}.`,
      (p) => `Quanto ai tempi, ${thePhase(p.phase)} fa di queste ore ${p.note}.`,
      (p) => `La notte porta ${thePhase(p.phase)}, ${p.note}.`,
      (p) => `Tieni presente ${thePhase(p.phase)}: è ${p.note}.`,
      (p) => `Il cielo mostra ${thePhase(p.phase)}, ${p.note}.`,
      (p) => `Con ${thePhase(p.phase)} in cielo, le prossime ore offrono ${p.note}.`,
    ],
    phaseExact: [
      (p) => `L’istante esatto ${ofPhase(p.phase)} cade ${theTime(p.time)}: è ${p.note}.`,
      (p) => `Oggi ${theTime(p.time)} arriva ${thePhase(p.phase)}, ${p.note}.`,
      (p) => `Segna l’orario: ${theTime(p.time)} si compie ${thePhase(p.phase)}, ${p.note}.`,
      (p) => `${g.capitalize(theTime(p.time))} si forma ${thePhase(p.phase)}: è ${p.note}.`,
    ],
    aspect: [
      (p) => `${g.capitalize(g.planet(p.planet, 'the'))} in ${g.sign(p.planetSign)} ${p.relation}, quindi ${p.effect}.`,
      (p) => `Oggi ${g.planet(p.planet, 'the')}, in ${g.sign(p.planetSign)}, ${p.relation}: ${p.effect}.`,
      (p) => `${g.capitalize(g.planet(p.planet, 'the'))}, ora in ${g.sign(p.planetSign)}, ${p.relation}: ${p.effect}.`,
      (p) => `Tieni d’occhio ${g.planet(p.planet, 'the')} in ${g.sign(p.planetSign)}, che ${p.relation}: ${p.effect}.`,
      (p) => `Con ${g.planet(p.planet, 'the')} in ${g.sign(p.planetSign)} che ${p.relation}, ${p.effect}.`,
      (p) => `Nel suo transito in ${g.sign(p.planetSign)}, ${g.planet(p.planet, 'the')} ${p.relation}: ${p.effect}.`,
      (p) => `Da seguire c’è ${g.planet(p.planet, 'the')} in ${g.sign(p.planetSign)}, che ${p.relation}: ${p.effect}.`,
      (p) => `Guarda ${g.planet(p.planet, 'the')} in ${g.sign(p.planetSign)}: ${p.relation}, perciò ${p.effect}.`,
    ],
    // Il segno del pianeta sta subito prima della casa, e la relazione subito dopo: i segni gemelli
    // vedono lo stesso pianeta nello stesso aspetto da case diverse, o pianeti diversi, in segni
    // opposti, dalla stessa casa.
    houseAspect: [
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} transita in ${g.sign(p.planetSign)}, ${inYourHouse(p.house)}, ${p.relation}: ${p.clause}.`,
      (p) =>
        `Oggi ${g.planet(p.planet, 'the')} è in ${g.sign(p.planetSign)}, ${inYourHouse(p.house)}, ${p.relation}: ${p.clause}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} attraversa ${g.sign(p.planetSign, 'the')}, ${yourHouse(p.house)}, ${p.relation}: ${p.clause}.`,
      (p) =>
        `Con ${g.planet(p.planet, 'the')} in ${g.sign(p.planetSign)}, ${inYourHouse(p.house)}, ${p.relation}, ${p.clause}.`,
      (p) =>
        `Tieni d’occhio ${g.planet(p.planet, 'the')} in ${g.sign(p.planetSign)}, ${inYourHouse(p.house)}, ${p.relation}: ${p.clause}.`,
      (p) =>
        `Osserva ${g.planet(p.planet, 'the')} in ${g.sign(p.planetSign)}, ${yourHouse(p.house)}, ${p.relation}: ${p.clause}.`,
      (p) =>
        `Spicca ${g.planet(p.planet, 'the')} in ${g.sign(p.planetSign)}, ${inYourHouse(p.house)}, ${p.relation}: ${p.clause}.`,
      (p) =>
        `Nel suo transito in ${g.sign(p.planetSign)}, ${yourHouse(p.house)}, ${g.planet(p.planet, 'the')} si trova ${p.relation}: ${p.clause}.`,
    ],
    house: [
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} è in ${g.sign(p.planetSign)}, ${inYourHouse(p.house)}: ${p.clause}.`,
      (p) => `Con ${g.planet(p.planet, 'the')} in ${g.sign(p.planetSign)}, ${inYourHouse(p.house)}, ${p.clause}.`,
      (p) =>
        `${g.capitalize(yourHouse(p.house))} ospita ${g.planet(p.planet, 'the')} in ${g.sign(p.planetSign)}: ${p.clause}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} attraversa ${g.sign(p.planetSign, 'the')}, ${yourHouse(p.house)}: ${p.clause}.`,
      (p) =>
        `In ${g.sign(p.planetSign)}, ${g.planet(p.planet, 'the')} mette in luce ${yourHouse(p.house)}: ${p.clause}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} in ${g.sign(p.planetSign)} dà il tono alla tua ${g.ordinal(p.house, 'word')} casa: ${p.clause}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} in ${g.sign(p.planetSign)} cade ${inYourHouse(p.house)}, quindi ${p.clause}.`,
      (p) =>
        `Finché ${g.planet(p.planet, 'the')} resta in ${g.sign(p.planetSign)}, ${inYourHouse(p.house)}, ${p.clause}.`,
    ],
    loveMoon: [
      (p) => `Con la Luna in ${g.sign(p.moon)}, ${yourHouse(p.house)}, ${p.love}.`,
      (p) => `La Luna in ${g.sign(p.moon)} attraversa ${yourHouse(p.house)}: ${p.love}.`,
      (p) => `In amore conta la Luna in ${g.sign(p.moon)}, ${inYourHouse(p.house)}: ${p.love}.`,
      (p) => `${g.capitalize(yourHouse(p.house))} ospita la Luna in ${g.sign(p.moon)}: ${p.love}.`,
      (p) => `Nel passaggio della Luna in ${g.sign(p.moon)}, ${yourHouse(p.house)}, ${p.love}.`,
      (p) => `La Luna in ${g.sign(p.moon)} è ${inYourHouse(p.house)}: in amore, ${p.love}.`,
      (p) => `La Luna in ${g.sign(p.moon)}, ${inYourHouse(p.house)}, colora i sentimenti: ${p.love}.`,
      (p) =>
        `Sul piano sentimentale, la Luna in ${g.sign(p.moon)} agisce sulla tua ${g.ordinal(p.house, 'word')} casa, quindi ${p.love}.`,
    ],
    ingress: [
      (p) =>
        `${g.capitalize(theTime(p.time))} ${g.planet(p.planet, 'the')} entra in ${g.sign(p.sign)} e apre un nuovo capitolo per ${p.theme}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} passa in ${g.sign(p.sign)} ${theTime(p.time)}: ${p.theme} prendono un colore nuovo.`,
      (p) =>
        `Una svolta arriva ${theTime(p.time)}: ${g.planet(p.planet, 'the')} entra in ${g.sign(p.sign)} e cambia il tono di ${p.theme}.`,
      (p) =>
        `${g.capitalize(theTime(p.time, 'from'))} ${g.planet(p.planet, 'the')} è in ${g.sign(p.sign)}: cambia il tuo modo di vivere ${p.theme}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} entra in ${g.sign(p.sign)} ${theTime(p.time)}: un nuovo inizio per ${p.theme}.`,
      (p) =>
        `Annota l’orario: ${theTime(p.time)} ${g.planet(p.planet, 'the')} entra in ${g.sign(p.sign)}, e ${p.theme} prendono una nuova direzione.`,
      (p) =>
        `La giornata cambia passo ${theTime(p.time)}, quando ${g.planet(p.planet, 'the')} raggiunge ${g.sign(p.sign, 'the')} e porta novità per ${p.theme}.`,
      (p) =>
        `Quando ${g.planet(p.planet, 'the')} entra in ${g.sign(p.sign)}, ${theTime(p.time)}, per ${p.theme} si apre una nuova stagione.`,
    ],
    station: [
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} ${turns(p.planet, p.direction)} ${theTime(p.time)}, quindi ${p.theme} ${p.direction === 'retrograde' ? 'chiedono revisione più che novità' : 'possono di nuovo andare avanti'}.`,
      (p) =>
        `${g.capitalize(theTime(p.time))} ${g.planet(p.planet, 'the')} si ferma e ${turns(p.planet, p.direction)}; ${p.direction === 'retrograde' ? 'procedi con più calma su' : 'riprendi slancio su'} ${p.theme}.`,
      (p) =>
        `Un punto di svolta ${theTime(p.time)}: ${g.planet(p.planet, 'the')} ${turns(p.planet, p.direction)}, e ${p.theme} ${p.direction === 'retrograde' ? 'si rivolgono verso l’interno' : 'cominciano a sbrogliarsi'}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} si ferma e ${turns(p.planet, p.direction)} ${theTime(p.time)}, e questo ${p.direction === 'retrograde' ? 'mette un freno a' : 'libera'} ${p.theme}.`,
      (p) =>
        `Segna in agenda: ${theTime(p.time)} ${g.planet(p.planet, 'the')} si ferma e ${turns(p.planet, p.direction)}, e ${p.theme} ${p.direction === 'retrograde' ? 'meritano un secondo sguardo' : 'ritrovano slancio'}.`,
      (p) =>
        `Con ${g.planet(p.planet, 'the')} che ${turns(p.planet, p.direction)} ${theTime(p.time)}, ${p.direction === 'retrograde' ? 'rivedi' : 'rimettiti al lavoro su'} ${p.theme} con occhi nuovi.`,
      (p) =>
        `La stazione ${p.direction === 'retrograde' ? 'retrograda' : 'diretta'} ${g.planet(p.planet, 'of')} ${theTime(p.time)} rende ${p.theme} ${p.direction === 'retrograde' ? 'un terreno di riflessione' : 'più facili da mettere in pratica'}.`,
      (p) =>
        `Il cielo fa una pausa ${theTime(p.time)}: ${g.planet(p.planet, 'the')} ${turns(p.planet, p.direction)} e ${p.direction === 'retrograde' ? 'rallenta' : 'sblocca'} ${p.theme}.`,
    ],
    retrograde: [
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} è ${motion(p.planet, 'retrograde')} in ${g.sign(p.sign)}, quindi su ${p.theme} conviene riflettere più che correre.`,
      (p) =>
        `Con ${g.planet(p.planet, 'the')} ${motion(p.planet, 'retrograde')} in ${g.sign(p.sign)}, riguarda con calma ${p.theme}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} è ancora ${motion(p.planet, 'retrograde')} in ${g.sign(p.sign)}; potrebbero tornare vecchie questioni su ${p.theme}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} ${motion(p.planet, 'retrograde')} in ${g.sign(p.sign)} chiede pazienza con ${p.theme}.`,
      (p) =>
        `${g.capitalize(g.planet(p.planet, 'the'))} procede a ritroso in ${g.sign(p.sign)} (moto retrogrado): è tempo di rivedere ${p.theme}.`,
      (p) =>
        `Dato che ${g.planet(p.planet, 'the')} è ${motion(p.planet, 'retrograde')} in ${g.sign(p.sign)}, ricontrolla tutto ciò che riguarda ${p.theme}.`,
      (p) =>
        `Con la retrogradazione ${g.planet(p.planet, 'of')} in ${g.sign(p.sign)}, per ${p.theme} conta più concludere che iniziare.`,
      (p) =>
        `Tieni presente che ${g.planet(p.planet, 'the')} è ${motion(p.planet, 'retrograde')} in ${g.sign(p.sign)}: ${p.theme} potrebbero richiedere più tempo del previsto.`,
    ],
    closer: [
      (p) => `La mossa giusta: ${p.advice}.`,
      (p) => `Se non altro, ${p.advice}.`,
      (p) => `Intanto, ${p.advice}.`,
      (p) => `Punta all’essenziale: ${p.advice}.`,
      (p) => `Per vivere bene le prossime ore, ${p.advice}.`,
      (p) => `Dove puoi, ${p.advice}.`,
      (p) => `Entro sera, ${p.advice}.`,
      (p) => `Un consiglio per oggi: ${p.advice}.`,
    ],
  },

  labels: {
    moon: (moon, house) => `Luna in ${g.sign(moon)}, ${yourHouse(house)}`,
    moonIngress: (to, time) => `La Luna entra in ${g.sign(to)} ${theTime(time)}`,
    phase: (id, time) => (time ? `${PHASE_LABEL[id]} ${theTime(time)}` : PHASE_LABEL[id]),
    aspect: aspectLabel,
    ingress: (p, to, time) => `${g.capitalize(g.planet(p, 'the'))} entra in ${g.sign(to)} ${theTime(time)}`,
    station: (p, direction, time) => `${g.capitalize(g.planet(p, 'the'))} ${turns(p, direction)} ${theTime(time)}`,
    retrograde: (p, at) => `${g.planet(p)} ${motion(p, 'retrograde')} in ${g.sign(at)}`,
  },
};
