/**
 * Le parole dei tarocchi in italiano (il contratto di ogni campo: core/tarot/texts/contract.ts).
 * Scritte in italiano, non tradotte: il lettore è «tu», senza desinenze che ne suppongano il genere,
 * apostrofo tipografico, i nomi delle carte come li stampano i mazzi italiani (Il Matto, La Papessa,
 * Il Papa, Gli Amanti, L’Appeso; i semi Bastoni, Coppe, Spade, Denari; Fante, Cavaliere, Regina, Re).
 *
 * Come si incastrano le frasi (core/tarot/reading.ts):
 * - Il nome di una carta entra in una frase sempre con il suo articolo e mai fuso con una
 *   preposizione: il verificatore riconosce «la Torre capovolta» solo così com’è scritto, e
 *   «della Torre capovolta» gli direbbe «la Torre» diritta. Per questo le cornici mettono la carta
 *   come soggetto, come oggetto o dopo «con», «tra», «è», e accordano il verbo con `v` (Gli Amanti è
 *   l’unico nome plurale).
 * - Il tema è un sintagma nominale che può fare da soggetto: con l’articolo («un crollo rimandato»,
 *   «l’abilità messa a frutto») o senza, se è una coppia di nomi («abbondanza e cura»). Le cornici
 *   non lo fanno mai reggere un verbo (un tema coordinato vorrebbe il plurale) e gli danno la
 *   preposizione articolata con `di`, `a`, `da`, `su`.
 * - Nessun tema, consiglio o significato usa come parola comune un nome di carta («forza», «morte»,
 *   «mondo», «sole», «luna», «stella», «torre», «giustizia», «giudizio»…): il verificatore lo
 *   leggerebbe come una carta. Nelle descrizioni e nelle immagini restano solo i pianeti delle
 *   corrispondenze e le cose disegnate che non si possono dire altrimenti, come in inglese.
 */
import type { TarotTexts } from './contract';

/** I nomi degli Arcani Minori, che il mazzo stampa senza articolo: «Tre di Coppe», «Asso di Spade». */
const MINOR = /^(?:Asso|Due|Tre|Quattro|Cinque|Sei|Sette|Otto|Nove|Dieci|Fante|Cavaliere|Regina|Re) di /;

/** L’articolo di una carta minore: «l’Asso», «l’Otto», «la Regina», «il Tre», «il Re». */
const articleOf = (name: string) => (/^(?:Asso|Otto) /.test(name) ? 'l’' : name.startsWith('Regina ') ? 'la ' : 'il ');

/**
 * Il nome di una carta dentro la frase: l’articolo di un Arcano Maggiore in minuscolo («la Torre»,
 * «l’Eremita», «gli Amanti»), l’articolo dato a una minore («il Tre di Coppe», «l’Asso di Spade»),
 * il nome capovolto lasciato com’è («la Torre capovolta»).
 */
const inline = (card: string) => {
  if (MINOR.test(card)) return `${articleOf(card)}${card}`;
  if (/^(?:Il|Lo|La|Gli|Le) |^L’/.test(card)) return card.charAt(0).toLowerCase() + card.slice(1);
  return card;
};

/** Il nome di una carta a inizio frase: «La Torre», «L’Asso di Coppe capovolto», «Gli Amanti». */
const cap = (card: string) => {
  const name = inline(card);
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/** Il verbo accordato con la carta: singolare, o plurale per Gli Amanti. */
const v = (card: string, one: string, many: string) => (/^gli /i.test(card) ? many : one);

/** Le preposizioni articolate, dall’articolo con cui comincia il tema. */
const FUSED = {
  di: { il: 'del', lo: 'dello', la: 'della', i: 'dei', gli: 'degli', le: 'delle', 'l’': 'dell’' },
  a: { il: 'al', lo: 'allo', la: 'alla', i: 'ai', gli: 'agli', le: 'alle', 'l’': 'all’' },
  da: { il: 'dal', lo: 'dallo', la: 'dalla', i: 'dai', gli: 'dagli', le: 'dalle', 'l’': 'dall’' },
  su: { il: 'sul', lo: 'sullo', la: 'sulla', i: 'sui', gli: 'sugli', le: 'sulle', 'l’': 'sull’' },
} as const;

/**
 * Una preposizione davanti a un tema: «della gioia», «dall’abilità», «di un crollo», «su abbondanza
 * e cura», «ad abbondanza» (la «d» eufonica solo davanti ad «a»).
 */
const prep = (p: keyof typeof FUSED, theme: string) => {
  const elided = /^l’(.*)$/.exec(theme);
  if (elided) return `${FUSED[p]['l’']}${elided[1]}`;
  const article = /^(il|lo|la|i|gli|le) (.*)$/.exec(theme);
  if (article) return `${FUSED[p][article[1] as 'il']} ${article[2]}`;
  return `${p === 'a' && /^a/i.test(theme) ? 'ad' : p} ${theme}`;
};
const di = (theme: string) => prep('di', theme);
const a = (theme: string) => prep('a', theme);
const da = (theme: string) => prep('da', theme);
const su = (theme: string) => prep('su', theme);

/** I numeri in lettere, al femminile come «carta»; in cifre oltre il dieci. */
const NUMBER = ['nessuna', 'una', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci'];
const words = (n: number) => NUMBER[n] ?? String(n);
const Words = (n: number) => {
  const word = words(n);
  return word.charAt(0).toUpperCase() + word.slice(1);
};

/** Il singolare o il plurale, secondo il numero. */
const verb = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** «Tre carte su cinque», «Una carta su tre», «Tutte e tre le carte»: il soggetto di un conteggio. */
const someOf = (count: number, cards: number) => {
  if (count !== cards) return `${Words(count)} ${verb(count, 'carta', 'carte')} su ${words(cards)}`;
  if (cards === 1) return 'L’unica carta';
  return cards === 2 ? 'Entrambe le carte' : `Tutte e ${words(cards)} le carte`;
};

export const TAROT_IT: TarotTexts = {
  cards: {
    // Arcani Maggiori

    fool: {
      name: 'Il Matto',
      reversedName: 'il Matto capovolto',
      upright:
        'Un nuovo inizio affrontato con fiducia: ti avvii verso l’ignoto con curiosità più che con un piano, e proprio questa apertura è il dono. Spontaneità, innocenza e libertà giocano a tuo favore.',
      reversed:
        'Il salto viene trattenuto dalla paura o compiuto senza guardare: esitazione sulla soglia di qualcosa di nuovo, oppure un’imprudenza che ignora rischi reali. Qui la libertà ha bisogno di un po’ di cura.',
      description:
        'La carta numero zero, che sta prima e oltre la sequenza degli Arcani Maggiori, legata a Urano e all’aria: la possibilità allo stato puro, il sé prima dell’esperienza.',
      imagery:
        'Un viandante avanza verso l’orlo di un dirupo sotto un grande sole, con un fagotto legato a un bastone sulla spalla, una rosa bianca nell’altra mano e un cagnolino che gli salta ai piedi.',
      theme: { upright: 'un salto fiducioso nel nuovo', reversed: 'un salto trattenuto o affrettato' },
      advice: {
        upright: 'Fai il primo passo prima di avere tutte le risposte, e lascia che la curiosità ti mostri dove porta.',
        reversed:
          'Prima di saltare guarda giù dal bordo, una volta e con attenzione, poi decidi se lanciarti o aspettare.',
      },
    },
    magician: {
      name: 'Il Mago',
      reversedName: 'il Mago capovolto',
      upright:
        'L’abilità incontra la volontà: hai gli strumenti, il talento e la concentrazione per trasformare un’idea in qualcosa di concreto. Ciò a cui ti dedichi con decisione può prendere forma attraverso azioni mirate.',
      reversed:
        'Talento disperso o usato male: progetti che restano idee, strumenti lasciati sul tavolo, oppure un’astuzia che scivola nella manipolazione. Chiediti se tu, o qualcuno vicino a te, stia promettendo più di quanto si possa mantenere.',
      description:
        'La prima carta degli Arcani Maggiori, legata a Mercurio: la mente consapevole e la mano abile, che traducono ciò che sta in alto in ciò che si crea quaggiù.',
      imagery:
        'Una figura leva una bacchetta al cielo e indica la terra con l’altra mano, il simbolo dell’infinito sopra il capo; sul tavolo davanti a lei, una coppa, una spada e un pentacolo.',
      theme: { upright: 'l’abilità messa a frutto', reversed: 'un talento disperso o mal usato' },
      advice: {
        upright: 'Scegli un solo obiettivo, raccogli ciò che hai già e comincia oggi a renderlo reale.',
        reversed: 'Usa con onestà le capacità che hai, prima di promettere di più.',
      },
    },
    'high-priestess': {
      name: 'La Papessa',
      reversedName: 'la Papessa capovolta',
      upright:
        'Un sapere silenzioso: la risposta è già in te, sotto il rumore di ragioni e opinioni. Fidati dell’intuito, dei sogni e del non detto, e lascia che il lato nascosto delle cose si mostri a suo tempo.',
      reversed:
        'Intuito ignorato o coperto dal rumore: forse chiedi agli altri risposte che solo tu puoi trovare, o custodisci segreti che ti pesano. Il silenzio, da saggio, diventa opprimente.',
      description:
        'La seconda carta degli Arcani Maggiori, associata alla Luna: la custode della soglia tra il visibile e l’invisibile, che protegge un sapere concesso solo a chi sa stare in quiete.',
      imagery:
        'Una figura seduta tra due colonne, una scura e una chiara, tiene un rotolo seminascosto; ai suoi piedi giace una mezzaluna e alle sue spalle pende un velo ornato di melograni.',
      theme: { upright: 'intuito e sapere nascosto', reversed: 'una voce interiore soffocata' },
      advice: {
        upright: 'Oggi ritagliati un momento di silenzio, e ascolta ciò che sai già.',
        reversed: 'Smetti per un po’ di chiedere a tutti: anche la tua percezione merita ascolto.',
      },
    },
    empress: {
      name: 'L’Imperatrice',
      reversedName: 'l’Imperatrice capovolta',
      upright:
        'Abbondanza e cura: una stagione di crescita, di agio e di creatività, in cui ciò che nutri fiorisce. Il piacere, la bellezza e il corpo meritano attenzione, e la generosità tende a tornarti indietro.',
      reversed:
        'Una cura bloccata o eccessiva: ti dai agli altri fino a svuotarti, soffochi invece di sostenere, oppure la creatività si ferma perché trascuri i tuoi bisogni. La crescita va accompagnata, non forzata.',
      description:
        'La terza carta degli Arcani Maggiori, legata a Venere: la madre fertile e sensuale della crescita, che porta a frutto idee e creature viventi.',
      imagery:
        'Una figura coronata da dodici stelle siede tra i cuscini in un campo di grano maturo, con accanto uno scudo a cuore che porta il simbolo di Venere; dietro, un ruscello e degli alberi.',
      theme: { upright: 'la fecondità che nutre', reversed: 'una cura che si esaurisce' },
      advice: {
        upright: 'Prenditi cura di qualcosa che ami, anche del tuo corpo, e lascialo crescere con i suoi tempi.',
        reversed: 'Concediti la stessa cura che offri agli altri con tanta generosità.',
      },
    },
    emperor: {
      name: 'L’Imperatore',
      reversedName: 'l’Imperatore capovolto',
      upright:
        'Struttura e autorità: l’ordine che nasce dal caos grazie a regole chiare, a una guida salda e a responsabilità assunte. La stabilità viene da decisioni prese e mantenute, e dalla protezione di ciò che hai costruito.',
      reversed:
        'Un controllo irrigidito o assente: dominio, ostinazione e regole rispettate solo per principio, oppure una mancanza di disciplina che lascia le cose senza spina dorsale. L’autorità ha bisogno di fermezza e di equità.',
      description:
        'La quarta carta degli Arcani Maggiori, legata all’Ariete: il fondatore e protettore, che trasforma la volontà in legge e dà una cornice alla vita.',
      imagery:
        'Una figura coronata siede su un trono di pietra scolpito con teste d’ariete, con in mano uno scettro a forma di ankh e un globo; alle sue spalle si alzano montagne spoglie.',
      theme: { upright: 'un ordine fermo e protettivo', reversed: 'un controllo diventato rigido' },
      advice: {
        upright: 'Stabilisci confini chiari e un piano, poi mantienili con calma e costanza.',
        reversed: 'Chiediti se le tue regole ti servono ancora, e allenta quelle che ti ingabbiano soltanto.',
      },
    },
    hierophant: {
      name: 'Il Papa',
      reversedName: 'il Papa capovolto',
      upright:
        'Tradizione e guida: le vie consolidate, le credenze condivise e le istituzioni che trasmettono il sapere tra le generazioni. Un maestro, un insegnamento o un impegno preso davanti agli altri possono darti un terreno solido.',
      reversed:
        'Le convenzioni messe in discussione: regole che non calzano più, dogmi che soffocano, o il bisogno di trovare la propria strada fuori dal percorso accettato. La ribellione ha valore quando sa a che cosa serve.',
      description:
        'La quinta carta degli Arcani Maggiori, legata al Toro: il maestro e il ponte tra il sacro e il quotidiano, custode del rito, della dottrina e dell’appartenenza.',
      imagery:
        'Una figura coronata, in abiti solenni, siede tra due colonne con una mano alzata a benedire e nell’altra una croce papale a tre bracci; ai suoi piedi giacciono due chiavi incrociate.',
      theme: { upright: 'tradizione e insegnamenti fidati', reversed: 'convenzioni diventate strette' },
      advice: {
        upright: 'Cerca qualcuno che conosca la strada, e impara la forma prima di cambiarla.',
        reversed: 'Conserva la saggezza della tradizione, e metti in dubbio le parti che non suonano più vere.',
      },
    },
    lovers: {
      name: 'Gli Amanti',
      reversedName: 'gli Amanti capovolti',
      upright:
        'Un incontro di cuori e una scelta fatta secondo i propri valori: unione, attrazione e armonia tra due persone o tra due parti di te. Ciò che scegli qui definisce la persona che stai diventando.',
      reversed:
        'Disarmonia o una scelta evitata: valori che non coincidono, squilibrio in una relazione, o il desiderio che tira contro la coscienza. Spesso la frattura è dentro di te prima di comparire tra te e qualcun altro.',
      description:
        'La sesta carta degli Arcani Maggiori, legata ai Gemelli: l’amore come unione e come scelta, il momento in cui due strade si incontrano e bisogna prenderne una.',
      imagery:
        'Due figure stanno in piedi, separate, sotto un grande sole e una figura alata a braccia aperte; dietro l’una si alza un albero carico di frutti, dietro l’altra un albero di fiamme.',
      theme: { upright: 'una scelta d’amore', reversed: 'valori che si allontanano' },
      advice: {
        upright: 'Scegli ciò che rispecchia i tuoi valori più profondi, e fallo con tutto il cuore.',
        reversed: 'Prima di decidere, dai un nome al conflitto tra ciò che vuoi e ciò in cui credi.',
      },
    },
    chariot: {
      name: 'Il Carro',
      reversedName: 'il Carro capovolto',
      upright:
        'Volontà e vittoria attraverso il controllo: spinte opposte tenute insieme e guidate in un’unica direzione. Concentrazione, fiducia e disciplina ti portano avanti, oltre gli ostacoli.',
      reversed:
        'Una direzione smarrita o imposta: slancio senza mappa, controllo che diventa aggressività, o conflitti interiori che ti tirano da due parti insieme. I progressi si fermano finché non decidi dove vuoi davvero andare.',
      description:
        'La settima carta degli Arcani Maggiori, legata al Cancro: il trionfo della volontà, il sé corazzato che parte dopo aver domato le proprie contraddizioni.',
      imagery:
        'Una figura coronata sta ritta su un cocchio quadrato sotto un baldacchino stellato, una bacchetta in mano; davanti giacciono una sfinge nera e una bianca, rivolte in direzioni opposte.',
      theme: { upright: 'una volontà che spinge avanti', reversed: 'uno slancio senza direzione' },
      advice: {
        upright: 'Decidi dove stai andando, raccogli gli impulsi contrastanti e muoviti con determinazione.',
        reversed: 'Fermati un momento, e prima di ripartire chiarisci la direzione da prendere.',
      },
    },
    strength: {
      name: 'La Forza',
      reversedName: 'la Forza capovolta',
      upright:
        'Un coraggio gentile: pazienza, compassione e una fiducia quieta ottengono ciò che la prepotenza non otterrebbe mai. Emozioni selvagge e persone difficili cedono alla costanza, al calore e a una mano calma, senza fretta.',
      reversed:
        'Insicurezza, o emozioni senza freno: il coraggio si restringe nel dubbio, o la pazienza si spezza nella rabbia. La tua tenacia è ancora lì, e aspetta che tu torni a fidarti di lei.',
      description:
        'L’ottava carta degli Arcani Maggiori, legata al Leone: l’istinto domato dall’amore, dove la saldezza d’animo si mostra con la dolcezza anziché con la prepotenza.',
      imagery:
        'Una figura coronata dal simbolo dell’infinito chiude con delicatezza, a mani nude, le fauci di un leone, mentre una ghirlanda di fiori li avvolge entrambi.',
      theme: { upright: 'un coraggio paziente e gentile', reversed: 'un coraggio scosso dal dubbio' },
      advice: {
        upright: 'Affronta ciò che è selvaggio, in te o intorno a te, con la pazienza invece che con la prepotenza.',
        reversed: 'Sii gentile con la tua paura, e ricorda tutto ciò che hai già superato.',
      },
    },
    hermit: {
      name: 'L’Eremita',
      reversedName: 'l’Eremita capovolto',
      upright:
        'Una solitudine cercata per trovare saggezza: ti allontani dal rumore per scoprire la tua luce e la verità che rivela. Riflessione, studio o una guida saggia portano una chiarezza che la folla non sa dare.',
      reversed:
        'Un ritiro spinto troppo in là, o rifiutato: isolamento che sa di esilio, solitudine, o paura di restare a tu per tu con i tuoi pensieri. Ritirarsi serve solo se poi torni con qualcosa in mano.',
      description:
        'La nona carta degli Arcani Maggiori, legata alla Vergine: il cercatore che si ritira per salire in solitudine, e la lampada della saggezza interiore offerta agli altri.',
      imagery:
        'Una figura avvolta in un mantello, in cima a un picco innevato, solleva una lanterna con dentro una stella a sei punte e si appoggia a un lungo bastone.',
      theme: { upright: 'una solitudine che porta saggezza', reversed: 'un ritiro diventato isolamento' },
      advice: {
        upright: 'Prenditi del tempo per conto tuo, e lascia che a guidarti siano le tue domande.',
        reversed: 'Cerca una persona di cui ti fidi: la solitudine dovrebbe ristorarti, non chiuderti fuori dal mondo.',
      },
    },
    'wheel-of-fortune': {
      name: 'La Ruota della Fortuna',
      reversedName: 'la Ruota della Fortuna capovolta',
      upright:
        'Una svolta: i cicli cambiano, la sorte gira e gli eventi vanno oltre il tuo controllo. Ciò che sale e scende segue un disegno più grande, e questo giro tende ad aprire una porta.',
      reversed:
        'Un ciclo a cui resisti, o una serie di contrattempi: battute d’arresto che sembrano personali, o l’attaccamento a com’erano le cose mentre cambiano comunque. La ruota continua a girare, e adattarti ti permette di risalire.',
      description:
        'La decima carta degli Arcani Maggiori, legata a Giove: il grande ciclo del caso e del cambiamento, dove ogni punto basso porta in sé il seme della risalita.',
      imagery:
        'Una grande ruota con otto raggi gira tra le nuvole; in cima siede una sfinge, lungo un lato scende un serpente, e ai quattro angoli stanno quattro creature alate.',
      theme: { upright: 'la sorte che cambia', reversed: 'un cambiamento che fatichi ad accettare' },
      advice: {
        upright: 'Asseconda il cambiamento invece di opporti, e osserva quale porta sta aprendo.',
        reversed: 'Accetta ciò che non puoi guidare, e metti il tuo impegno in ciò che puoi.',
      },
    },
    justice: {
      name: 'La Giustizia',
      reversedName: 'la Giustizia capovolta',
      upright:
        'Equità e verità: decisioni soppesate con lucidità, conseguenze che derivano dalle azioni e responsabilità da tutte le parti. Accordi e questioni legali tendono a un esito equo quando agisci con integrità.',
      reversed:
        'Squilibrio, o responsabilità evitate: iniquità, disonestà o una resa dei conti rimandata. Forse ti colpevolizzi con troppa durezza, o forse qualcuno sfugge alla verità di ciò che ha fatto.',
      description:
        'L’undicesima carta degli Arcani Maggiori, legata alla Bilancia: causa ed effetto resi visibili, la verità soppesata con lucidità e la spada che decide.',
      imagery:
        'Una figura coronata siede tra due colonne, con una spada puntata verso l’alto in una mano e una bilancia in equilibrio nell’altra.',
      theme: { upright: 'equità e responsabilità chiare', reversed: 'un’equità che viene meno' },
      advice: {
        upright: 'Valuta i fatti con onestà, e agisci in modo da poter difendere la tua scelta anche domani.',
        reversed: 'Riconosci la tua parte in ciò che è successo, e chiedi agli altri di riconoscere la loro.',
      },
    },
    'hanged-man': {
      name: 'L’Appeso',
      reversedName: 'l’Appeso capovolto',
      upright:
        'Resa e nuova prospettiva: una pausa che sembra un blocco, eppure ribalta il punto di vista. Lasciare andare il controllo, o aspettare di buon grado, rivela ciò che il solo sforzo non potrebbe mostrare.',
      reversed:
        'Uno stallo che non insegna nulla: un ritardo che si trascina, un sacrificio che genera risentimento, o il rifiuto di lasciare un punto di vista che non funziona più. La pausa chiede un cambiamento, non resistenza.',
      description:
        'La dodicesima carta degli Arcani Maggiori, legata a Nettuno e all’acqua: la sospensione accettata, il sacrificio che porta comprensione, la visione del tutto ribaltata.',
      imagery:
        'Una figura pende a testa in giù, legata per un piede a un albero vivo a forma di T, l’altra gamba piegata dietro, le mani dietro la schiena e un’aureola intorno al capo.',
      theme: { upright: 'una pausa accettata che cambia prospettiva', reversed: 'un’attesa che non lascia la presa' },
      advice: {
        upright: 'Smetti di spingere per un po’, e guarda la situazione dal lato opposto.',
        reversed: 'Chiarisci che cosa stai davvero aspettando, e lascia andare ciò a cui ti aggrappi.',
      },
    },
    death: {
      name: 'La Morte',
      reversedName: 'la Morte capovolta',
      upright:
        'Una fine che fa spazio: un capitolo si chiude, un ruolo o una relazione arriva al suo termine, e si apre posto per qualcosa di nuovo. Ti chiede di lasciar andare ciò che è già finito.',
      reversed:
        'Una fine a cui resisti: aggrapparsi a ciò che se n’è già andato, paura del cambiamento, o una transizione lenta e trascinata. Ciò che rifiuti di lasciare continua a occupare lo spazio di cui il nuovo ha bisogno.',
      description:
        'La tredicesima carta degli Arcani Maggiori, legata allo Scorpione: la trasformazione attraverso la fine, lo sgombero necessario che rende possibile il rinnovamento.',
      imagery:
        'Uno scheletro in armatura cavalca un cavallo bianco e porta uno stendardo nero con una rosa bianca; all’orizzonte, tra due torri, sorge il sole.',
      theme: { upright: 'una chiusura che rinnova', reversed: 'una fine rimandata' },
      advice: {
        upright: 'Chiudi ciò che è finito, con gentilezza e chiarezza, per fare posto a ciò che viene.',
        reversed: 'Nota che cosa tieni in vita per paura, e lascia andare una piccola cosa.',
      },
    },
    temperance: {
      name: 'La Temperanza',
      reversedName: 'la Temperanza capovolta',
      upright:
        'Equilibrio e misura: opposti mescolati con pazienza finché diventano qualcosa di nuovo. Calma, guarigione e via di mezzo ti sostengono, e piccoli aggiustamenti costanti funzionano meglio degli estremi.',
      reversed:
        'Equilibrio perduto: eccessi, fretta, o una vita tirata tra gli estremi, con troppo di una cosa e troppo poco di un’altra. Il riallineamento comincia da uno sguardo onesto su dove esageri.',
      description:
        'La quattordicesima carta degli Arcani Maggiori, legata al Sagittario: l’arte di mescolare e di dosare, dove la pazienza trasforma elementi opposti in un tutto vivo.',
      imagery:
        'Una figura alata, con un piede in uno specchio d’acqua e l’altro sulla terra, versa acqua da una coppa all’altra; un sentiero porta a una corona di luce in lontananza.',
      theme: { upright: 'l’arte della giusta misura', reversed: 'un equilibrio perso negli eccessi' },
      advice: {
        upright: 'Cerca la via di mezzo: mescola invece di scegliere, e prenditela con calma.',
        reversed: 'Scegli un eccesso da ridurre questa settimana, e nota la differenza.',
      },
    },
    devil: {
      name: 'Il Diavolo',
      reversedName: 'il Diavolo capovolto',
      upright:
        'Attaccamento e tentazione: abitudini, desideri o dipendenze che ti legano più di quanto ammetti. Spesso le catene sono più lente di quanto sembri, e vederle con chiarezza è il primo passo verso la libertà.',
      reversed:
        'Liberazione, o un legame che si stringe in segreto: forse ti stai liberando da una vecchia compulsione, o forse solo ora vedi quanto è profonda. Guardare con onestà questa presa è ciò che la allenta.',
      description:
        'La quindicesima carta degli Arcani Maggiori, legata al Capricorno: il richiamo della materia, del desiderio e dell’ombra, e i legami che accettiamo senza accorgercene.',
      imagery:
        'Una figura cornuta, con ali di pipistrello, sta accovacciata su un piedistallo sopra due piccole figure legate a esso da catene allentate; sopra la sua testa, un pentagramma con la punta verso il basso.',
      theme: { upright: 'un attaccamento che lega', reversed: 'una presa allentata o nascosta' },
      advice: {
        upright: 'Dai un nome all’abitudine o al legame che ti trattiene, e verifica quanto è davvero stretto.',
        reversed: 'Continua a liberarti, e chiedi sostegno dove il richiamo è più intenso.',
      },
    },
    tower: {
      name: 'La Torre',
      reversedName: 'la Torre capovolta',
      upright:
        'Uno sconvolgimento improvviso: uno shock, una rivelazione o un crollo che abbatte ciò che era costruito su basi false. È destabilizzante, e fa spazio perché qualcosa di più vero possa reggersi in piedi.',
      reversed:
        'Uno sconvolgimento rimandato o vissuto dentro di te: una crisi evitata per un soffio, un cambiamento respinto finché diventa più duro, o il crollo silenzioso di vecchie convinzioni. Irrigidirsi prolunga solo la scossa.',
      description:
        'La sedicesima carta degli Arcani Maggiori, legata a Marte: la struttura che crolla perché si possa costruire qualcosa di più vero.',
      imagery:
        'Un fulmine colpisce un’alta torre su una rupe e ne fa cadere la corona; dalle finestre escono fiamme e due figure precipitano nel vuoto.',
      theme: { upright: 'un crollo improvviso e liberatorio', reversed: 'un crollo rimandato' },
      advice: {
        upright: 'Lascia cadere ciò che sta cadendo, e conserva le energie per ciò che vale la pena ricostruire.',
        reversed: 'Fai tu il cambiamento contro cui continui a irrigidirti, prima che siano gli eventi a importelo.',
      },
    },
    star: {
      name: 'La Stella',
      reversedName: 'la Stella capovolta',
      upright:
        'Speranza e rinnovamento dopo le difficoltà: torna la calma, la fiducia si ricompone e la guarigione può cominciare. Generosità, ispirazione e la sensazione di avere una guida ritornano in silenzio.',
      reversed:
        'Speranza offuscata: scoraggiamento, distacco o perdita di fiducia in te dopo un periodo duro. La luce non si è spenta: aspetta solo che tu torni ad alzare lo sguardo.',
      description:
        'La diciassettesima carta degli Arcani Maggiori, legata all’Acquario: la speranza dopo la tempesta, il sé aperto e senza difese che riceve e restituisce senza misura.',
      imagery:
        'Una figura inginocchiata versa acqua da due brocche, una in uno specchio d’acqua e una sulla terra, sotto una grande stella a otto punte e sette stelle più piccole.',
      theme: { upright: 'una speranza che rinasce', reversed: 'una speranza che si è affievolita' },
      advice: {
        upright: 'Concediti di sperare di nuovo, e dona con larghezza un po’ di ciò che hai ritrovato.',
        reversed: 'Fai una piccola cosa che ti riporti in contatto con ciò in cui credi.',
      },
    },
    moon: {
      name: 'La Luna',
      reversedName: 'la Luna capovolta',
      upright:
        'Illusione e ignoto: le cose non sono come sembrano, e paure, sogni e intuizioni si mescolano nella penombra. Muoviti con cautela, fidati dell’istinto e aspetta di vederci più chiaro.',
      reversed:
        'La confusione che si dirada, o la paura che prende il sopravvento: un inganno viene a galla e le ansie cominciano ad attenuarsi, oppure le preoccupazioni crescono nel buio. Distingui ciò che temi da ciò che sai.',
      description:
        'La diciottesima carta degli Arcani Maggiori, legata ai Pesci: il cammino nella notte, dove guidano l’istinto e l’immaginazione e la mente non vede lontano.',
      imagery:
        'Una luna piena con un volto di profilo splende tra due torri; un cane e un lupo le ululano contro, e un gambero esce da uno stagno e si avvia su un sentiero tortuoso.',
      theme: { upright: 'incertezza e paure intraviste', reversed: 'una confusione che comincia a diradarsi' },
      advice: {
        upright: 'Vai piano, fidati dell’istinto, e rimanda le grandi decisioni a quando sarà tutto più chiaro.',
        reversed: 'Scrivi ciò che temi e ciò che sai, poi confronta le due liste.',
      },
    },
    sun: {
      name: 'Il Sole',
      reversedName: 'il Sole capovolto',
      upright:
        'Gioia, successo e vitalità: chiarezza dopo la confusione, calore nelle relazioni e la sicurezza di poterti mostrare per ciò che sei. Le cose tendono ad andare bene, e l’apertura le aiuta.',
      reversed:
        'Una gioia offuscata o gonfiata: un contrattempo passeggero, un successo che arriva più tardi del previsto, o un ottimismo che scivola nell’ego. Il calore c’è ancora, solo che per un po’ è più difficile sentirlo.',
      description:
        'La diciannovesima carta degli Arcani Maggiori, legata al Sole stesso: la vita, la chiarezza e una gioia semplice, da bambini, il sé visto in piena luce.',
      imagery:
        'Un bambino cavalca un cavallo bianco sotto un grande sole raggiante, con uno stendardo rosso; alle sue spalle, dei girasoli spuntano oltre il muro di un giardino.',
      theme: { upright: 'gioia e successo senza ombre', reversed: 'una gioia velata per un po’' },
      advice: {
        upright: 'Condividi le tue buone notizie e il tuo calore, senza nasconderti.',
        reversed: 'Abbassa la pressione, trova un piacere semplice e lascia passare le nuvole.',
      },
    },
    judgement: {
      name: 'Il Giudizio',
      reversedName: 'il Giudizio capovolto',
      upright:
        'Risveglio e resa dei conti: una chiamata a rialzarti, a guardare la tua vita con onestà e a rispondere a ciò che ti chiede. Perdono, rinnovamento e una decisione chiara aprono un nuovo capitolo.',
      reversed:
        'Una chiamata ignorata o accolta con insicurezza: autocritica severa, paura di non essere all’altezza, o il rifiuto di imparare da ciò che è successo. La seconda possibilità resta aperta.',
      description:
        'La ventesima carta degli Arcani Maggiori, legata a Plutone e al fuoco: l’appello al risveglio, in cui tutto ciò che si è vissuto viene raccolto e nasce un sé nuovo.',
      imagery:
        'Un angelo suona una tromba dalle nuvole, e dalla tromba pende uno stendardo con una croce; sotto, figure a braccia tese si alzano da bare aperte.',
      theme: { upright: 'una chiamata al risveglio', reversed: 'una chiamata ancora senza risposta' },
      advice: {
        upright: 'Rispondi alla chiamata che continui a sentire, e perdona ciò che va perdonato per riuscirci.',
        reversed: 'Tratta i tuoi errori come lezioni, non come condanne, e rispondi comunque alla chiamata.',
      },
    },
    world: {
      name: 'Il Mondo',
      reversedName: 'il Mondo capovolto',
      upright:
        'Compimento e pienezza: un ciclo che si chiude, un obiettivo raggiunto e la soddisfazione di vedere le cose ricomporsi. Festeggia, fai tesoro di ciò che hai imparato e preparati a un cerchio più ampio.',
      reversed:
        'Un compimento rimandato: questioni in sospeso, un ultimo passo non fatto, o una chiusura cercata con le scorciatoie. Il traguardo è più vicino di quanto sembri: porta a termine ciò che resta prima di ricominciare.',
      description:
        'La ventunesima carta degli Arcani Maggiori, che chiude la serie, legata a Saturno: compimento, integrazione e il sé intero che danza a suo agio entro i propri limiti.',
      imagery:
        'Una figura danza dentro una grande ghirlanda ovale con una bacchetta in ciascuna mano, mentre quattro creature, un angelo, un’aquila, un toro e un leone, la osservano dagli angoli.',
      theme: { upright: 'la realizzazione di un percorso', reversed: 'un compimento ancora in sospeso' },
      advice: {
        upright: 'Riconosci ciò che hai portato a termine, poi lascia che apra il cerchio successivo.',
        reversed: 'Fai l’elenco di ciò che è rimasto a metà, e chiudi un capitolo alla volta.',
      },
    },

    // Bastoni: il fuoco, la volontà e l’azione

    'wands-ace': {
      name: 'Asso di Bastoni',
      reversedName: 'l’Asso di Bastoni capovolto',
      upright:
        'Una scintilla di ispirazione: arrivano un’idea, un desiderio o un progetto nuovo, insieme alla spinta per avviarlo. Fuoco creativo, entusiasmo e senso del possibile aspettano solo che tu agisca.',
      reversed:
        'Una scintilla che non attecchisce: ritardi, false partenze o entusiasmo senza direzione. L’ispirazione può essere autentica ma prematura, oppure sepolta sotto dubbi e distrazioni.',
      description:
        'La prima carta di Bastoni, il seme del fuoco: il germe puro della volontà e dell’ispirazione, l’attimo in cui un desiderio diventa un impulso vivo ad agire.',
      imagery:
        'Una mano esce da una nuvola e porge un bastone su cui spuntano foglie; in lontananza, un castello su una collina.',
      theme: { upright: 'un nuovo slancio creativo', reversed: 'un fuoco che stenta a prendere' },
      advice: {
        upright: 'Dai seguito all’idea finché è viva, e fai oggi stesso un passo concreto.',
        reversed: 'Lascia maturare l’idea, e sgombra il campo dalle distrazioni che la circondano.',
      },
    },
    'wands-2': {
      name: 'Due di Bastoni',
      reversedName: 'il Due di Bastoni capovolto',
      upright:
        'Progettare da una posizione sicura: tieni saldo il tuo terreno e guardi oltre, valutando dove andare. Sta prendendo forma una decisione su un’espansione, un viaggio o una direzione più audace.',
      reversed:
        'La paura dell’ignoto lascia i progetti sulla carta: resti dove ti senti al riparo, o una pianificazione carente ti trova senza preparazione. Lo sguardo ampio c’è, ma esiti a impegnarti.',
      description:
        'La seconda carta di Bastoni, il seme del fuoco: la volontà incontra la scelta, mentre il primo impulso valuta le sue possibilità e guarda oltre le mura conosciute.',
      imagery:
        'Una figura sugli spalti di un castello tiene in mano un piccolo globo e un bastone, mentre un altro è fissato al muro; lo sguardo è rivolto al mare.',
      theme: { upright: 'progetti per un orizzonte più ampio', reversed: 'progetti frenati dalla paura' },
      advice: {
        upright: 'Metti nero su bianco l’opzione più audace, poi fissa una data per decidere.',
        reversed: 'Dai un nome a ciò che temi di perdere, e verifica se è davvero in gioco.',
      },
    },
    'wands-3': {
      name: 'Tre di Bastoni',
      reversedName: 'il Tre di Bastoni capovolto',
      upright:
        'Espansione e lungimiranza: i primi sforzi sono avviati e ne aspetti i frutti. Le opportunità si allargano, commerci o viaggi ti chiamano, e la pazienza permette ai progetti di spingersi più lontano di prima.',
      reversed:
        'Un’espansione in stallo: ritardi, ostacoli lontano da casa, o progetti cresciuti più della loro preparazione. La frustrazione per i risultati che tardano potrebbe spingerti a tornare indietro proprio prima che le navi arrivino in porto.',
      description:
        'La terza carta di Bastoni, il seme del fuoco: la prima crescita di un’impresa, quando l’iniziativa dà i primi frutti e lo sguardo si apre verso l’esterno.',
      imagery:
        'Una figura vista di spalle sta su una scogliera tra tre bastoni piantati nel terreno, e osserva le navi che solcano l’acqua.',
      theme: { upright: 'orizzonti che si allargano', reversed: 'un’espansione frenata dai ritardi' },
      advice: {
        upright: 'Guarda oltre il prossimo passo, e preparati alle occasioni che già intravedi.',
        reversed: 'Confronta i tuoi piani con la realtà, e abbi pazienza con i risultati che tardano.',
      },
    },
    'wands-4': {
      name: 'Quattro di Bastoni',
      reversedName: 'il Quattro di Bastoni capovolto',
      upright:
        'Festa e ritorno a casa: un traguardo raggiunto, una base stabile e una gioia condivisa con le persone che hai intorno. Matrimoni, riunioni e riposo dopo la fatica sono favoriti.',
      reversed:
        'Una festa rimandata o turbata: tensioni in casa, un passaggio che sembra incompiuto, o un incontro senza la vicinanza che speravi. La stabilità è vicina, ma non ancora al sicuro.',
      description:
        'La quarta carta di Bastoni, il seme del fuoco: l’entusiasmo trova una forma stabile, una soglia condivisa dove l’impegno viene onorato e il riposo è meritato.',
      imagery:
        'Quattro bastoni sorreggono una ghirlanda di fiori come un portale; oltre, due figure alzano dei mazzi di fiori, e dietro si erge un castello.',
      theme: { upright: 'la gioia di una casa in festa', reversed: 'una festa non ancora serena' },
      advice: {
        upright: 'Celebra il traguardo con le persone che ami: anche la festa fa parte del lavoro.',
        reversed:
          'Affronta con delicatezza le tensioni in casa, perché il prossimo incontro possa essere davvero sereno.',
      },
    },
    'wands-5': {
      name: 'Cinque di Bastoni',
      reversedName: 'il Cinque di Bastoni capovolto',
      upright:
        'Competizione e attrito: idee che si scontrano, rivalità e il frastuono di molte volontà insieme. Spesso è più un gioco che una battaglia, e la sfida può affinarti finché resta leale.',
      reversed:
        'Un conflitto evitato o inasprito: tensioni ingoiate per amor di pace, o disaccordi che hanno perso senso. Le cose si sistemano quando qualcuno dice chiaramente su che cosa si sta litigando.',
      description:
        'La quinta carta di Bastoni, il seme del fuoco: lo scompiglio che mette alla prova la volontà, quando molte ambizioni si scontrano e la stabilità cede il passo alla contesa.',
      imagery:
        'Cinque figure agitano i bastoni l’una contro l’altra in una mischia affollata e giocosa, più un gioco rumoroso che una vera lotta.',
      theme: { upright: 'attrito e sana rivalità', reversed: 'una lite inutile che si trascina' },
      advice: {
        upright: 'Gareggia apertamente e lealmente, e ascolta le idee che si scontrano con le tue.',
        reversed: 'Di’ chiaramente su che cosa verte il disaccordo, oppure accordatevi per lasciarlo cadere.',
      },
    },
    'wands-6': {
      name: 'Sei di Bastoni',
      reversedName: 'il Sei di Bastoni capovolto',
      upright:
        'Vittoria e riconoscimento pubblico: successo dopo l’impegno, elogi e una fiducia meritata. Gli altri notano ciò che hai ottenuto, e puoi andare avanti a testa alta.',
      reversed:
        'Un riconoscimento negato o vuoto: un successo che passa inosservato, un favore perduto, o un orgoglio che dipende dagli applausi. Il tuo valore non si misura con il verdetto della folla.',
      description:
        'La sesta carta di Bastoni, il seme del fuoco: l’armonia dopo la contesa, quando la volontà che ha tenuto la rotta viene portata in trionfo dagli altri.',
      imagery:
        'Una figura a cavallo alza un bastone cinto da una corona d’alloro, mentre altri cinque bastoni si levano dalla folla intorno.',
      theme: { upright: 'un successo che gli altri celebrano', reversed: 'applausi che non arrivano' },
      advice: {
        upright: 'Accetta gli elogi con garbo, e condividi il merito con chi ti ha aiutato.',
        reversed: 'Misura i tuoi progressi con il tuo metro, non con gli applausi.',
      },
    },
    'wands-7': {
      name: 'Sette di Bastoni',
      reversedName: 'il Sette di Bastoni capovolto',
      upright:
        'Tenere la posizione: difendi un punto di vista, un principio o un risultato dalle pressioni che arrivano da più parti. Hai il vantaggio di stare più in alto, e la perseveranza ripaga.',
      reversed:
        'Logorarsi nel difendersi: un senso di sopraffazione, il cedere sotto pressione, o un atteggiamento difensivo che combatte battaglie che non valgono più la pena. Scegli quale terreno è davvero tuo.',
      description:
        'La settima carta di Bastoni, il seme del fuoco: la prova della convinzione, quando ciò che si è conquistato va difeso.',
      imagery:
        'Una figura su un’altura tiene un bastone di traverso davanti al corpo, contro sei bastoni che salgono dal basso.',
      theme: { upright: 'il coraggio di tenere il punto', reversed: 'una difesa che logora' },
      advice: {
        upright: 'Difendi ciò in cui credi, e non cedere il terreno che ti sei guadagnato onestamente.',
        reversed: 'Scegli l’unica posizione che vale la pena difendere, e lascia andare il resto.',
      },
    },
    'wands-8': {
      name: 'Otto di Bastoni',
      reversedName: 'l’Otto di Bastoni capovolto',
      upright:
        'Movimento rapido: gli eventi accelerano, arrivano notizie e ciò che era fermo da tempo prende il volo. Agisci in fretta finché lo slancio è dalla tua parte; viaggi e messaggi sono favoriti.',
      reversed:
        'Slancio disperso o bloccato: ritardi, messaggi che si incrociano e una fretta che porta errori. Le cose vogliono muoversi, ma i tempi sono sbagliati: rallenta per prendere la mira.',
      description:
        'L’ottava carta di Bastoni, il seme del fuoco: la volontà in pieno volo, quando gli ostacoli cadono e l’azione corre veloce verso il bersaglio.',
      imagery: 'Otto bastoni volano paralleli in un cielo aperto, alti sopra un fiume e una collina verde.',
      theme: { upright: 'movimento rapido e notizie', reversed: 'uno slancio disperso dalla fretta' },
      advice: {
        upright: 'Cavalca lo slancio: rispondi, decidi e muoviti finché le cose scorrono.',
        reversed: 'Prendi la mira prima di agire, e rileggi i messaggi prima di rispondere.',
      },
    },
    'wands-9': {
      name: 'Nove di Bastoni',
      reversedName: 'il Nove di Bastoni capovolto',
      upright:
        'Resistenza vicino alla fine: con qualche ferita ma ancora in piedi, difendi ciò per cui hai lottato. Ti viene chiesto un ultimo sforzo, e hai più riserve di quanto pensi.',
      reversed:
        'Stanchezza e sospetto: difese che tengono lontano l’aiuto insieme al danno, o una fatica che ti spinge a mollare proprio prima del traguardo.',
      description:
        'La nona carta di Bastoni, il seme del fuoco: la resistenza vicino alla fine, la volontà messa alla prova e segnata, ma non spezzata, che ancora tiene la linea.',
      imagery:
        'Una figura con la testa fasciata si appoggia a un bastone, guardinga, mentre otto bastoni si ergono dietro di lei come uno steccato.',
      theme: { upright: 'resistenza sotto pressione', reversed: 'una guardia che diventa sfinimento' },
      advice: {
        upright: 'Tieni duro ancora un po’: dosa le energie e mantieni saldi i tuoi confini.',
        reversed: 'Abbassa la guardia quel tanto che basta per accettare aiuto, e riposa prima di ripartire.',
      },
    },
    'wands-10': {
      name: 'Dieci di Bastoni',
      reversedName: 'il Dieci di Bastoni capovolto',
      upright:
        'Un peso e troppi impegni: porti più di quanto dovresti, spesso per scelta, e il carico ti nasconde la meta. Il successo è vicino, ma quel peso va condiviso o posato.',
      reversed:
        'Un carico che non riesci a posare, o che finalmente posi: il crollo sotto le responsabilità, oppure il sollievo di delegare e dire di no. Non tutti i doveri che porti sono tuoi.',
      description:
        'La decima carta di Bastoni, il seme del fuoco: la fine del ciclo, in cui l’ambizione accumula il proprio peso e il fuoco diventa fatica.',
      imagery:
        'Una figura cammina piegata sotto un fascio di dieci bastoni, diretta lentamente verso un paese in lontananza.',
      theme: { upright: 'un peso portato senza aiuto', reversed: 'un carico finalmente posato' },
      advice: {
        upright: 'Fai la lista di ciò che porti, e cedi o lascia cadere una cosa che non è tua.',
        reversed: 'Non riprendere in spalla ciò che hai appena posato: impara a dire di no per tempo.',
      },
    },
    'wands-page': {
      name: 'Fante di Bastoni',
      reversedName: 'il Fante di Bastoni capovolto',
      upright:
        'Una scoperta piena di entusiasmo: uno spirito curioso, impaziente di esplorare una nuova passione. Una notizia emozionante, un’idea fresca o un primo tentativo audace ti invitano a giocare e a imparare.',
      reversed:
        'Entusiasmo senza seguito: idee irrequiete, impazienza, o la paura di fare brutta figura che ti impedisce di cominciare. Una battuta d’arresto potrebbe spegnere per un po’ la scintilla.',
      description:
        'La figura più giovane della corte di Bastoni, messaggero e allievo del fuoco: la volontà come curiosità, desiderosa di esplorare ciò che ancora non conosce.',
      imagery:
        'Una giovane figura sta in un deserto con un alto bastone in mano e lo guarda dal basso; all’orizzonte si vedono delle piramidi.',
      theme: { upright: 'un’esplorazione entusiasta', reversed: 'un entusiasmo senza seguito' },
      advice: {
        upright: 'Prova la cosa nuova da principiante, senza preoccuparti di farla bene.',
        reversed: 'Scegli un’idea e dalle un vero inizio prima di inseguire la successiva.',
      },
    },
    'wands-knight': {
      name: 'Cavaliere di Bastoni',
      reversedName: 'il Cavaliere di Bastoni capovolto',
      upright:
        'Azione audace e avventura: passione, fiducia e fame di movimento. Ti lanci verso ciò che ti entusiasma, e l’audacia può portarti lontano se non perdi di vista la meta.',
      reversed:
        'Impulsività e fretta: avventatezza, passioni disperse o un temperamento focoso che lascia le cose a metà. L’audacia senza pazienza si esaurisce prima di arrivare.',
      description:
        'Il cavaliere della corte di Bastoni, il fuoco in movimento: chi cerca l’avventura, pronto ad agire sul desiderio e altrettanto pronto a ripartire quando il brivido svanisce.',
      imagery: 'Una figura su un cavallo impennato tiene un bastone in alto, con il deserto che si stende alle spalle.',
      theme: { upright: 'la voglia di lanciarsi all’avventura', reversed: 'una passione che si consuma' },
      advice: {
        upright: 'Agisci con audacia su ciò che ti entusiasma, e tieni d’occhio la direzione.',
        reversed: 'Conta fino a dieci prima di lanciarti, e finisci una cosa prima di cominciarne un’altra.',
      },
    },
    'wands-queen': {
      name: 'Regina di Bastoni',
      reversedName: 'la Regina di Bastoni capovolta',
      upright:
        'Fiducia calorosa e carisma: coraggio, indipendenza e una determinazione luminosa che attira gli altri. Brilli quando ti mostri per ciò che sei, doni il tuo fuoco con generosità e conosci il tuo valore.',
      reversed:
        'Una fiducia scossa o prevaricante: insicurezza, gelosia o un carattere esigente dove prima c’era calore. Forse dai così tanta luce agli altri che per te non ne resta.',
      description:
        'La sovrana matura e interiore della corte di Bastoni, il fuoco tenuto con equilibrio: una presenza magnetica e sicura di sé che riscalda tutto ciò che ha intorno.',
      imagery:
        'Una figura coronata siede su un trono ornato di leoni, con un bastone e un girasole in mano; ai suoi piedi siede un gatto nero.',
      theme: { upright: 'una fiducia calda e magnetica', reversed: 'una fiducia diventata gelosia' },
      advice: {
        upright: 'Fatti avanti con calore e fiducia: qui la tua presenza è una risorsa.',
        reversed: 'Ricarica le tue riserve prima di donare altro del tuo calore.',
      },
    },
    'wands-king': {
      name: 'Re di Bastoni',
      reversedName: 'il Re di Bastoni capovolto',
      upright:
        'Una guida visionaria: una mente audace che vede il quadro d’insieme e ispira gli altri a perseguirlo. Intraprendenza, onore e azioni decise trasformano la visione in risultati.',
      reversed:
        'Una guida diventata impulsiva o prepotente: aspettative impossibili, una visione imposta agli altri, o obiettivi fissati senza riguardo per chi deve raggiungerli. L’ambizione ha bisogno di pazienza e di ascolto.',
      description:
        'Il sovrano maturo ed estroverso della corte di Bastoni, il fuoco al comando: il visionario che trasforma l’ispirazione in direzione e accende gli altri.',
      imagery:
        'Una figura coronata siede su un trono scolpito con leoni e salamandre, con in mano un bastone fiorito; ai suoi piedi, una piccola salamandra.',
      theme: { upright: 'un carisma che apre la strada', reversed: 'un’ambizione che non ascolta' },
      advice: {
        upright:
          'Guida tenendo presente il quadro d’insieme, e lascia agli altri lo spazio per portarlo avanti con te.',
        reversed: 'Ascolta prima di dirigere: una visione condivisa va più lontano di una imposta.',
      },
    },

    // Coppe: l’acqua, i sentimenti e le relazioni

    'cups-ace': {
      name: 'Asso di Coppe',
      reversedName: 'l’Asso di Coppe capovolto',
      upright:
        'Un nuovo inizio nei sentimenti: amore, compassione o creatività traboccano, e ti apri al dare e al ricevere. Qui possono cominciare una relazione, un’amicizia o una rinascita interiore.',
      reversed:
        'Sentimenti bloccati o straripanti: amore trattenuto, un vuoto emotivo, o un’ondata di emozioni che non sa dove andare. Riempi il tuo pozzo prima di versare per gli altri.',
      description:
        'La prima carta di Coppe, il seme dell’acqua: la sorgente pura del sentimento, l’amore offerto liberamente prima che prenda una forma precisa.',
      imagery:
        'Una mano esce da una nuvola e tiene una coppa da cui traboccano cinque rivoli d’acqua; una colomba scende nella coppa, sopra uno stagno di ninfee.',
      theme: { upright: 'un amore che trabocca', reversed: 'sentimenti trattenuti' },
      advice: {
        upright: 'Accogli il sentimento che sta nascendo, e lascia che qualcuno lo veda.',
        reversed: 'Riconosci ciò che provi prima di decidere che cosa farne.',
      },
    },
    'cups-2': {
      name: 'Due di Coppe',
      reversedName: 'il Due di Coppe capovolto',
      upright:
        'Attrazione reciproca e unione: due persone si incontrano alla pari, con rispetto, affetto e un vero scambio. Da questo incontro possono nascere un amore, una riconciliazione o un’amicizia profonda.',
      reversed:
        'Un’unione squilibrata: un malinteso, una fiducia tradita, o una delle due parti che dà più di quanto riceve. Il legame vacilla dove mancano onestà o parità.',
      description:
        'La seconda carta di Coppe, il seme dell’acqua: il sentimento incontra il sentimento, il primo specchio dell’amore, dove in due si diventa coppia per scelta.',
      imagery:
        'Due figure, una di fronte all’altra, si scambiano le coppe sotto una testa di leone alata, posta sopra un bastone con due serpenti.',
      theme: { upright: 'un incontro alla pari', reversed: 'uno scambio squilibrato' },
      advice: {
        upright: 'Fai la tua parte di strada verso l’altra persona, e dille che cosa significa per te questo legame.',
        reversed: 'Parlate apertamente di ciò che ognuno di voi dà e di ciò di cui ha bisogno.',
      },
    },
    'cups-3': {
      name: 'Tre di Coppe',
      reversedName: 'il Tre di Coppe capovolto',
      upright:
        'Amicizia e festa: gioia condivisa, comunità e persone che si sostengono a vicenda. Ritrovi, rimpatriate e collaborazioni creative portano calore, e la felicità cresce quando la si condivide.',
      reversed:
        'Una festa esagerata o guastata: pettegolezzi, una terza persona che si intromette, troppi eccessi, o la sensazione di restare fuori dal cerchio. Certe compagnie nutrono, altre distraggono soltanto.',
      description:
        'La terza carta di Coppe, il seme dell’acqua: il sentimento si apre alla comunità, il primo frutto dell’amore condiviso tra amici.',
      imagery: 'Tre figure danzano in cerchio alzando le coppe, con frutti e fiori raccolti ai loro piedi.',
      theme: { upright: 'la gioia condivisa con gli amici', reversed: 'una compagnia che prosciuga' },
      advice: {
        upright: 'Riunisci le tue persone e festeggia qualcosa, anche di piccolo.',
        reversed: 'Nota quali compagnie ti nutrono e quali ti svuotano, e scegli di conseguenza.',
      },
    },
    'cups-4': {
      name: 'Quattro di Coppe',
      reversedName: 'il Quattro di Coppe capovolto',
      upright:
        'Apatia e contemplazione: ti ripieghi su di te e volti le spalle a ciò che ti viene offerto. L’insoddisfazione può nascondere un vero bisogno di rimettere in discussione le cose, ma attenzione a non perdere un’occasione autentica.',
      reversed:
        'Il risveglio dal ritiro: l’interesse ritorna, un’offerta viene finalmente accolta, oppure un ritiro imbronciato si trasforma in vera riflessione. Cominci a notare ciò che finora avevi ignorato.',
      description:
        'La quarta carta di Coppe, il seme dell’acqua: il sentimento troppo assestato, dove la stabilità diventa stantia e la vita interiore si chiude alle nuove offerte.',
      imagery:
        'Una figura siede sotto un albero a braccia conserte, con tre coppe sull’erba, mentre una mano da una nuvola le offre una quarta coppa.',
      theme: { upright: 'un’offerta lasciata cadere', reversed: 'un interesse che si risveglia' },
      advice: {
        upright: 'Guarda di nuovo ciò che ti viene offerto, prima di liquidarlo con un gesto.',
        reversed: 'Di’ di nuovo sì a una cosa che ti interessa, e guarda dove ti porta.',
      },
    },
    'cups-5': {
      name: 'Cinque di Coppe',
      reversedName: 'il Cinque di Coppe capovolto',
      upright:
        'Perdita e rimpianto: il dolore per ciò che è andato perso è così assorbente da nascondere ciò che resta. Il lutto è reale e necessario, e una parte di ciò che contava è ancora in piedi.',
      reversed:
        'Attraversare il dolore: accettazione, perdono e uno sguardo verso ciò che resta, oppure una tristezza tenuta troppo a lungo per sé. La guarigione comincia quando alzi gli occhi dalla perdita.',
      description:
        'La quinta carta di Coppe, il seme dell’acqua: lo scompiglio del sentimento, la perdita e la delusione che spezzano il flusso tranquillo dell’amore.',
      imagery:
        'Una figura avvolta in un mantello china il capo su tre coppe versate, mentre due restano in piedi alle sue spalle; un ponte attraversa il fiume verso una casa.',
      theme: { upright: 'il lutto per una perdita', reversed: 'un dolore che comincia ad attenuarsi' },
      advice: {
        upright: 'Concediti di soffrire, poi voltati a guardare ciò che è ancora in piedi.',
        reversed: 'Attraversa il ponte un passo alla volta: parla con qualcuno, perdona, ricomincia.',
      },
    },
    'cups-6': {
      name: 'Sei di Coppe',
      reversedName: 'il Sei di Coppe capovolto',
      upright:
        'Nostalgia e innocenza: ricordi, infanzia e gentilezza donata senza calcolo. Una vecchia amicizia, il ritorno in un luogo familiare o un semplice gesto di bontà portano conforto e un senso di casa.',
      reversed:
        'La prigione dei ricordi: idealizzare il passato, rifiutarsi di crescere, o vecchi schemi familiari che si ripetono. Il conforto di ciò che è noto può impedirti di vivere la vita che hai.',
      description:
        'La sesta carta di Coppe, il seme dell’acqua: l’armonia ritrovata attraverso il ricordo e il dono, il sentimento tornato alla sua prima, semplice dolcezza.',
      imagery:
        'In un cortile di paese un bambino offre a un altro una coppa piena di fiori, mentre intorno a loro stanno altre cinque coppe fiorite.',
      theme: { upright: 'nostalgia e gentilezza semplice', reversed: 'un attaccamento ai ricordi' },
      advice: {
        upright: 'Cerca una persona dei tuoi anni passati, oppure offri un semplice gesto di gentilezza.',
        reversed: 'Onora i tuoi ricordi, poi riporta l’attenzione alla vita che hai oggi.',
      },
    },
    'cups-7': {
      name: 'Sette di Coppe',
      reversedName: 'il Sette di Coppe capovolto',
      upright:
        'Scelte e illusioni: molte possibilità brillano insieme, alcune reali, altre solo desiderate. Le fantasticherie possono ispirare, ma devi distinguere la fantasia da ciò che si può davvero costruire.',
      reversed:
        'La chiarezza che ritorna, o il perdersi tra le opzioni: vedi oltre una fantasia e fai una scelta, oppure continui a evitarla inseguendo ogni sogno. La concentrazione ti restituisce la capacità di agire.',
      description:
        'La settima carta di Coppe, il seme dell’acqua: la prova dell’immaginazione, quando il sentimento crea visioni e ogni desiderio sembra ugualmente a portata di mano.',
      imagery:
        'Una figura vista di spalle ha davanti sette coppe sospese tra le nuvole, ognuna con una visione: un castello, gioielli, una ghirlanda, un serpente, un drago, una figura velata, una testa.',
      theme: { upright: 'scelte allettanti e illusioni', reversed: 'una fantasia smascherata' },
      advice: {
        upright: 'Scegli l’opzione che potresti avviare questa settimana, e mettila alla prova della realtà.',
        reversed: 'Scegli un sogno, impegnati a realizzarlo e lascia andare gli altri.',
      },
    },
    'cups-8': {
      name: 'Otto di Coppe',
      reversedName: 'l’Otto di Coppe capovolto',
      upright:
        'Andare via: lasciare ciò che non ti appaga più, anche se da fuori sembra completo. La ricerca di un senso più profondo ti chiede di partire, con tristezza e con determinazione.',
      reversed:
        'Il tira e molla tra restare e partire: la paura di andarsene, il ritorno a ciò che ormai ti sta stretto, o una partenza troppo affrettata. Forse devi capire che cosa stai davvero cercando.',
      description:
        'L’ottava carta di Coppe, il seme dell’acqua: il sentimento va oltre, e si allontana da ciò che ha costruito per cercare ciò che desidera davvero.',
      imagery:
        'Una figura avvolta in un mantello si allontana con un bastone verso le montagne, sotto una luna calante, lasciandosi alle spalle otto coppe impilate.',
      theme: { upright: 'una partenza in cerca di altro', reversed: 'il conflitto tra restare e partire' },
      advice: {
        upright: 'Se non ti nutre più, onora ciò che è stato e concediti di andare.',
        reversed: 'Prima di decidere se partire, chiarisci che cosa andresti a cercare.',
      },
    },
    'cups-9': {
      name: 'Nove di Coppe',
      reversedName: 'il Nove di Coppe capovolto',
      upright:
        'Appagamento e desideri esauditi: soddisfazione emotiva e materiale, piacere e gratitudine. Ciò che desideravi è a portata di mano, e goderselo fino in fondo fa parte del dono.',
      reversed:
        'Una soddisfazione che non soddisfa: compiacimento, eccessi, o un desiderio esaudito che lascia un vuoto. Guarda sotto le apparenze, verso ciò che ti appagherebbe davvero.',
      description:
        'La nona carta di Coppe, il seme dell’acqua: il sentimento vicino alla pienezza, il desiderio esaudito, agio e piacere quasi completi.',
      imagery:
        'Una figura soddisfatta siede su una panca a braccia conserte, con nove coppe allineate dietro di lei su una mensola ad arco.',
      theme: { upright: 'un desiderio esaudito', reversed: 'un appagamento solo apparente' },
      advice: {
        upright: 'Goditi ciò che hai, e ringrazia ad alta voce.',
        reversed: 'Chiediti che cosa ti appagherebbe davvero, al di là di ciò che fa bella figura.',
      },
    },
    'cups-10': {
      name: 'Dieci di Coppe',
      reversedName: 'il Dieci di Coppe capovolto',
      upright:
        'Pienezza affettiva e armonia familiare: un amore duraturo, una casa piena di calore e un senso di appartenenza. Le relazioni poggiano su valori condivisi, e la gioia passa da una generazione all’altra.',
      reversed:
        'Un’armonia messa alla prova: discordie in famiglia, ideali di casa infranti, o una vita da cartolina che nasconde distanze tra le persone. La vera vicinanza chiede un dialogo sincero, non apparenze.',
      description:
        'La decima carta di Coppe, il seme dell’acqua: il sentimento compiuto e condiviso, il ciclo dell’amore che si completa in una casa e in una famiglia.',
      imagery:
        'Due figure abbracciate alzano le braccia verso un arcobaleno di dieci coppe; accanto a loro danzano due bambini, e in lontananza si vede una casa.',
      theme: { upright: 'armonia familiare e appartenenza', reversed: 'un’armonia incrinata in famiglia' },
      advice: {
        upright: 'Passa del tempo con le persone che ami, e di’ loro che cosa significano per te.',
        reversed: 'Lascia andare il quadretto perfetto, e parlate sinceramente di ciò di cui avete bisogno insieme.',
      },
    },
    'cups-page': {
      name: 'Fante di Coppe',
      reversedName: 'il Fante di Coppe capovolto',
      upright:
        'Un messaggio intuitivo: una dolce sorpresa, un impulso creativo o il primo battito di un sentimento. Coltiva l’apertura e la voglia di giocare, perché l’inatteso potrebbe avere qualcosa di tenero da dirti.',
      reversed:
        'Sentimenti immaturi o bloccati: sbalzi d’umore, insicurezza creativa, o un messaggio emotivo che resta inascoltato. La sensibilità diventa fuga quando non la prendi sul serio.',
      description:
        'La figura più giovane della corte di Coppe, messaggero e allievo dell’acqua: il sentimento come meraviglia, aperto ai sogni e a tutto ciò che lo sorprende.',
      imagery: 'Una giovane figura sta in riva al mare e tiene una coppa da cui fa capolino un pesciolino.',
      theme: { upright: 'un messaggio tenero e intuitivo', reversed: 'sentimenti rimasti inascoltati' },
      advice: {
        upright: 'Segui un’intuizione delicata o un estro creativo, e scopri dove ti porta.',
        reversed: 'Prendi i tuoi sentimenti abbastanza sul serio da esprimerli, non solo da sognarli.',
      },
    },
    'cups-knight': {
      name: 'Cavaliere di Coppe',
      reversedName: 'il Cavaliere di Coppe capovolto',
      upright:
        'Romanticismo e invito: un’offerta affascinante, uno spirito idealista, o una creatività che segue il sentimento. Qualcuno si avvicina con la coppa tesa, pronto a dare e a lasciarsi commuovere.',
      reversed:
        'Umori e promesse che vanno alla deriva: un romanticismo irrealistico, gelosia, o un fascino che non mantiene ciò che promette. Verifica che l’offerta sia reale quanto sembra.',
      description:
        'Il cavaliere della corte di Coppe, l’acqua in movimento: il romantico che segue il sentimento ovunque lo porti, e reca offerte d’amore e di bellezza.',
      imagery: 'Una figura su un cavallo tranquillo tiene una coppa tesa davanti a sé, e avanza lenta verso un fiume.',
      theme: { upright: 'un invito romantico', reversed: 'un fascino che non mantiene le promesse' },
      advice: {
        upright: 'Segui i tuoi sentimenti con un’offerta sincera, e pensa davvero ciò che dici.',
        reversed: 'Non fermarti alle belle parole: guarda se poi arrivano i fatti.',
      },
    },
    'cups-queen': {
      name: 'Regina di Coppe',
      reversedName: 'la Regina di Coppe capovolta',
      upright:
        'Compassione e profondità emotiva: una presenza premurosa e intuitiva, che ascolta e capisce. Con calma e sicurezza interiore, sai restare accanto alle emozioni degli altri senza perderti.',
      reversed:
        'Una compassione che straripa: dipendenza affettiva, umori altrui assorbiti come una spugna, o sentimenti così privati da ripiegarsi su sé stessi. Prenditi cura di te con la tenerezza che mostri agli altri.',
      description:
        'La sovrana matura e interiore della corte di Coppe, l’acqua custodita con grazia: chi si prende cura con intuito, in sintonia con il sentimento e salda nelle sue profondità.',
      imagery:
        'Una figura coronata siede su un trono in riva all’acqua e contempla una coppa ornata, chiusa da un coperchio.',
      theme: { upright: 'una sensibilità profonda e accogliente', reversed: 'un’empatia senza confini' },
      advice: {
        upright: 'Ascolta con piena attenzione, e fidati di ciò che ti suggerisce l’intuito.',
        reversed: 'Metti un confine gentile attorno ai tuoi sentimenti, per prenderti cura degli altri senza annegare.',
      },
    },
    'cups-king': {
      name: 'Re di Coppe',
      reversedName: 'il Re di Coppe capovolto',
      upright:
        'Equilibrio emotivo e calma saggia: i sentimenti sono governati senza essere repressi. Con diplomazia, generosità e fermezza nella tempesta, puoi guidare gli altri attraverso acque agitate.',
      reversed:
        'Una compostezza che si incrina o si gela: sbalzi d’umore, manipolazione, o sentimenti imbottigliati finché traboccano. La calma in superficie può nascondere un tumulto sotto.',
      description:
        'Il sovrano maturo ed estroverso della corte di Coppe, l’acqua al comando: maturità emotiva, diplomazia e una compassione che resta salda quando il mare è mosso.',
      imagery:
        'Una figura coronata, su un trono di pietra che galleggia su un mare agitato, tiene una coppa e uno scettro corto; dietro, una nave e un pesce che salta.',
      theme: { upright: 'un cuore saldo e sereno', reversed: 'una calma di facciata' },
      advice: {
        upright: 'Resta stabile e gentile, e rispondi alle emozioni forti con calma anziché d’impulso.',
        reversed: 'Dai un nome a ciò che provi prima che esca per vie traverse.',
      },
    },

    // Spade: l’aria, la mente e la verità

    'swords-ace': {
      name: 'Asso di Spade',
      reversedName: 'l’Asso di Spade capovolto',
      upright:
        'Un lampo di chiarezza: la verità taglia la confusione, e arriva un’idea o una decisione netta. Parole sincere, concentrazione acuta e una comprensione nuova ti danno il vantaggio che ti serve.',
      reversed:
        'Chiarezza offuscata: pensieri confusi, parole dure, o una verità usata per ferire. Il pensiero senza cura può tagliare nella direzione sbagliata: rallenta prima di parlare.',
      description:
        'La prima carta di Spade, il seme dell’aria: il germe della mente e della verità, il pensiero limpido che taglia tutto il resto.',
      imagery:
        'Una mano esce da una nuvola e tiene una spada puntata verso l’alto, la cui punta è cinta da una ghirlanda, sopra cime di montagne.',
      theme: { upright: 'una verità che taglia netto', reversed: 'una chiarezza offuscata' },
      advice: {
        upright: 'Di’ con chiarezza la cosa vera, e lascia che tagli la confusione.',
        reversed: 'Aspetta che i pensieri si schiariscano, e quando accade parla con cura.',
      },
    },
    'swords-2': {
      name: 'Due di Spade',
      reversedName: 'il Due di Spade capovolto',
      upright:
        'Uno stallo: una scelta difficile evitata chiudendo gli occhi, una tregua incerta tra due parti. Per ora c’è pace, ma dura solo finché non affronti ciò che preferiresti non vedere.',
      reversed:
        'L’indecisione che cede: troppe informazioni, confusione, o la verità che si fa strada attraverso la benda. La scelta che hai evitato chiede di essere fatta.',
      description:
        'La seconda carta di Spade, il seme dell’aria: la mente divisa, due pensieri tenuti in equilibrio perché nessuno dei due debba vincere.',
      imagery:
        'Una figura bendata siede con due spade incrociate sul petto; alle sue spalle, un mare calmo e una mezzaluna.',
      theme: { upright: 'uno stallo inquieto', reversed: 'una scelta che si fa strada' },
      advice: {
        upright: 'Togliti la benda: raccogli i fatti e fai la tua scelta.',
        reversed: 'Lascia entrare la verità un pezzo alla volta, poi decidi.',
      },
    },
    'swords-3': {
      name: 'Tre di Spade',
      reversedName: 'il Tre di Spade capovolto',
      upright:
        'Cuore spezzato e verità dolorosa: tristezza, lutto, o una ferita causata da parole o da un tradimento. Fa male perché conta, e lasciare spazio al dolore è il modo in cui comincia la guarigione.',
      reversed:
        'Un dolore che si scioglie piano, o che resta aperto: il perdono comincia e la pena si attenua, oppure la tristezza resta viva perché ci torni sopra di continuo. Si guarisce quando smetti di riaprire la ferita.',
      description:
        'La terza carta di Spade, il seme dell’aria: la mente cresce attraverso il dolore, una verità che ferisce e intanto rischiara l’aria.',
      imagery:
        'Un cuore trafitto da tre spade è sospeso, solo, contro pesanti nuvole di tempesta, con la pioggia che cade tutt’intorno.',
      theme: { upright: 'la ferita di una verità dolorosa', reversed: 'una ferita che si rimargina o si riapre' },
      advice: {
        upright: 'Concediti di sentire il dolore fino in fondo, e parlane con qualcuno di cui ti fidi.',
        reversed: 'Smetti di rivivere la ferita: scrivila una volta, poi mettila da parte.',
      },
    },
    'swords-4': {
      name: 'Quattro di Spade',
      reversedName: 'il Quattro di Spade capovolto',
      upright:
        'Riposo e recupero: una pausa per ritirarti, rimetterti in sesto e quietare la mente dopo la tensione. Qui l’immobilità non è pigrizia: è il modo in cui raccogli le energie per ciò che verrà.',
      reversed:
        'Un riposo rifiutato o atteso da troppo tempo: esaurimento, irrequietezza, o un ritiro diventato fuga. O il corpo ti chiede di fermarti, o è ora di rialzarti.',
      description:
        'La quarta carta di Spade, il seme dell’aria: la mente a riposo, la pausa stabile che permette al pensiero di ritrovare la sua chiarezza.',
      imagery:
        'Una figura giace distesa su una tomba con le mani giunte, una spada sotto di sé e tre spade appese alla parete sopra.',
      theme: { upright: 'una tregua per riprendere fiato', reversed: 'un riposo rimandato troppo a lungo' },
      advice: {
        upright: 'Programma un vero riposo, senza schermi né impegni, e difendilo.',
        reversed: 'Capisci se hai bisogno di fermarti o di ripartire, e rispettalo.',
      },
    },
    'swords-5': {
      name: 'Cinque di Spade',
      reversedName: 'il Cinque di Spade capovolto',
      upright:
        'Una vittoria vuota: un conflitto vinto a un prezzo troppo alto, il vincere fine a sé stesso, o una sconfitta che brucia. Chiediti se avere ragione vale quello che ti costa.',
      reversed:
        'Fare pace dopo il conflitto: una riconciliazione, oppure un risentimento che non si placa. La lotta è finita; resta da capire come gestire i danni.',
      description:
        'La quinta carta di Spade, il seme dell’aria: lo scompiglio della mente, dove l’ingegno diventa un’arma e la vittoria lascia tutti più poveri.',
      imagery:
        'Una figura raccoglie le spade con un sorriso di vittoria mentre altre due si allontanano; due spade giacciono a terra, sotto nuvole stracciate dal vento.',
      theme: { upright: 'una vittoria che costa troppo', reversed: 'il risentimento dopo la lotta' },
      advice: {
        upright: 'Scegli le tue battaglie, e allontanati da quelle che nutrono solo l’orgoglio.',
        reversed: 'Fai tu il primo passo verso la pace, anche se avevi ragione.',
      },
    },
    'swords-6': {
      name: 'Sei di Spade',
      reversedName: 'il Sei di Spade capovolto',
      upright:
        'Un passaggio verso acque più calme: ti lasci alle spalle un periodo difficile e vai avanti con tristezza, ma con speranza. Cambiare non è facile, eppure la riva lontana è più accogliente di quella che lasci.',
      reversed:
        'Una traversata rifiutata o incompiuta: un bagaglio emotivo che ti porti dietro, un trasferimento rimandato, o l’incapacità di lasciare ciò che fa male. Certe cose devono restare sulla riva.',
      description:
        'La sesta carta di Spade, il seme dell’aria: l’armonia trovata andando oltre, la mente portata dal tumulto verso un luogo più quieto.',
      imagery:
        'Un traghettatore spinge con la pertica una barca verso una riva lontana, con a bordo una figura avvolta in un mantello, un bambino e sei spade ritte nello scafo.',
      theme: { upright: 'una traversata verso la quiete', reversed: 'un bagaglio che ti porti dietro' },
      advice: {
        upright: 'Concediti di andare avanti, e porta con te solo ciò che ti serve.',
        reversed: 'Dai un nome a ciò che porti con te nella traversata, e lasciane un pezzo sulla riva.',
      },
    },
    'swords-7': {
      name: 'Sette di Spade',
      reversedName: 'il Sette di Spade capovolto',
      upright:
        'Strategia o inganno: agire per conto proprio, di nascosto, o farla franca. Qualcuno potrebbe non giocare pulito, oppure potresti essere tu la persona tentata di prendere scorciatoie.',
      reversed:
        'Un inganno che viene a galla: segreti che emergono, una coscienza sporca, o un piano che non può funzionare di nascosto. Dire la verità adesso costa meno che vederla uscire più tardi.',
      description:
        'La settima carta di Spade, il seme dell’aria: la prova dell’onestà della mente, l’astuzia usata per aggirare le regole.',
      imagery:
        'Una figura si allontana in punta di piedi da un accampamento con cinque spade in braccio, voltandosi indietro; due spade restano piantate nel terreno.',
      theme: { upright: 'astuzia e scorciatoie', reversed: 'un segreto che viene a galla' },
      advice: {
        upright: 'Ragiona con strategia, ma assicurati di poter difendere apertamente i tuoi metodi.',
        reversed: 'Di’ la verità presto, e ripara ciò che puoi.',
      },
    },
    'swords-8': {
      name: 'Otto di Spade',
      reversedName: 'l’Otto di Spade capovolto',
      upright:
        'Una trappola fatta di pensieri: limitazione, impotenza e la convinzione di non avere scelta, che nasconde la via d’uscita. I legacci sono più lenti di quanto sembri, e il cerchio è aperto.',
      reversed:
        'Una trappola mentale che si apre, o si stringe: una prospettiva nuova, l’accettazione di sé e la via d’uscita finalmente in vista, oppure la paura che stringe la presa. In ogni caso, la prima mossa spetta a te.',
      description:
        'L’ottava carta di Spade, il seme dell’aria: la prigione della mente, dove il pensiero che dovrebbe liberarti diventa un recinto di paure.',
      imagery:
        'Una figura legata e bendata sta in piedi dentro un cerchio largo di otto spade, con un castello su una collina alle spalle.',
      theme: { upright: 'una gabbia costruita dalla mente', reversed: 'una via d’uscita che si intravede' },
      advice: {
        upright: 'Metti in dubbio il pensiero secondo cui non puoi muoverti, e fai un piccolo passo.',
        reversed: 'Continua così: ogni passo che fai scioglie il nodo successivo.',
      },
    },
    'swords-9': {
      name: 'Nove di Spade',
      reversedName: 'il Nove di Spade capovolto',
      upright:
        'Ansia e preoccupazioni che tolgono il sonno: paure che crescono al buio, senso di colpa e pensieri che girano a vuoto. Ciò che ti tormenta alle tre di notte spesso sembra più piccolo alla luce del giorno.',
      reversed:
        'La preoccupazione al culmine, o che comincia ad allentarsi: una disperazione tenuta segreta, oppure la speranza che torna quando condividi ciò che ti turba. Le paure dette ad alta voce tendono a rimpicciolire.',
      description:
        'La nona carta di Spade, il seme dell’aria: la mente vicina al punto di rottura, dove il pensiero si rivolta contro sé stesso nel cuore della notte.',
      imagery:
        'Una figura è seduta sul letto con il viso tra le mani, mentre nove spade sono appese in fila sulla parete scura.',
      theme: {
        upright: 'l’angoscia delle notti insonni',
        reversed: 'una preoccupazione condivisa che si allenta',
      },
      advice: {
        upright: 'Scrivi le tue preoccupazioni e parlane con qualcuno, invece di portarle tutte su di te.',
        reversed: 'Condividi la paura con una persona di cui ti fidi, e chiedi sostegno se non passa.',
      },
    },
    'swords-10': {
      name: 'Dieci di Spade',
      reversedName: 'il Dieci di Spade capovolto',
      upright:
        'Una fine dolorosa: un tradimento, una sconfitta o il fondo toccato, senza più nulla da perdere. È finita, ed è insieme il sollievo e la perdita: l’alba è già all’orizzonte.',
      reversed:
        'La ripresa dopo il peggio, o il rifiuto di lasciarlo finire: rialzarsi piano dalle rovine, oppure rivivere la sconfitta ancora e ancora. Il punto più basso è passato; ora il lavoro è rimettersi in piedi.',
      description:
        'La decima carta di Spade, il seme dell’aria: la fine del ciclo, la sconfitta della mente portata fino in fondo, da dove si può solo risalire.',
      imagery:
        'Una figura giace a faccia in giù con dieci spade conficcate nella schiena sotto un cielo nero; all’orizzonte si vede la prima luce dell’alba.',
      theme: { upright: 'un epilogo amaro e definitivo', reversed: 'la risalita dal punto più basso' },
      advice: {
        upright: 'Accetta che sia finita, riposa, e lascia che il nuovo giorno cominci con i suoi tempi.',
        reversed: 'Smetti di riaprire quella fine, e fai il prossimo piccolo passo verso la ripresa.',
      },
    },
    'swords-page': {
      name: 'Fante di Spade',
      reversedName: 'il Fante di Spade capovolto',
      upright:
        'Curiosità e vigilanza: una mente rapida e indagatrice, affamata di idee, notizie e verità. Noti tutto e impari in fretta: usa questo dono per fare domande, non per spiare.',
      reversed:
        'Parole taglienti e pensieri irrequieti: pettegolezzi, atteggiamento difensivo, o chiacchiere senza sostanza. La curiosità si guasta in sospetto, oppure i progetti restano idee perché l’azione non arriva mai.',
      description:
        'La figura più giovane della corte di Spade, messaggero e allievo dell’aria: la mente come curiosità, vigile e desiderosa, che sta ancora imparando la misura.',
      imagery:
        'Una giovane figura sta su una collina ventosa con una spada puntata verso l’alto e guarda dietro la spalla, mentre in cielo volano degli uccelli.',
      theme: { upright: 'una mente rapida e curiosa', reversed: 'parole più taglienti dei pensieri' },
      advice: {
        upright: 'Fai le domande che nessun altro fa, e ascolta con attenzione le risposte.',
        reversed: 'Pensa prima di parlare, e verifica i fatti prima di diffonderli.',
      },
    },
    'swords-knight': {
      name: 'Cavaliere di Spade',
      reversedName: 'il Cavaliere di Spade capovolto',
      upright:
        'Azione rapida e decisa: ambizione, slancio e una mente che si lancia sull’obiettivo senza deviazioni. Qui la franchezza aiuta, ma la velocità lascia poco spazio per notare chi si trova sulla strada.',
      reversed:
        'Fretta senza direzione: decisioni avventate, aggressività, o pensieri irrequieti che si disperdono in ogni direzione. Rallenta la carica prima che diventi uno scontro.',
      description:
        'Il cavaliere della corte di Spade, l’aria in movimento: la mente lanciata verso la meta, intrepida e veloce, che non sempre guarda dove va.',
      imagery:
        'Una figura a cavallo, lanciata al galoppo, alza la spada, mentre le nuvole corrono e gli alberi si piegano al vento.',
      theme: { upright: 'una carica rapida e diretta', reversed: 'una fretta che disperde' },
      advice: {
        upright: 'Muoviti con decisione su ciò che sai, e dillo senza giri di parole.',
        reversed: 'Rallenta quel tanto che basta per guardare dove vai, prima di partire alla carica.',
      },
    },
    'swords-queen': {
      name: 'Regina di Spade',
      reversedName: 'la Regina di Spade capovolta',
      upright:
        'Percezione lucida e confini onesti: con indipendenza, acume ed equità vedi oltre le finzioni e dici la verità con precisione. L’esperienza, dolore compreso, ha affinato il tuo intuito.',
      reversed:
        'Una lucidità diventata fredda: durezza, amarezza, o parole usate per tenere gli altri a distanza. Oppure un pensiero offuscato dalla ferita: la verità funziona meglio insieme alla gentilezza.',
      description:
        'La sovrana matura e interiore della corte di Spade, l’aria tenuta con equilibrio: la mente lucida, indipendente e onesta, che vede le cose come sono.',
      imagery:
        'Una figura coronata siede di profilo su un trono sopra le nuvole, con una spada puntata verso l’alto in una mano e l’altra mano alzata e aperta.',
      theme: { upright: 'una percezione lucida e onesta', reversed: 'una franchezza che ferisce' },
      advice: {
        upright: 'Parla con onestà e poni confini chiari, senza scusarti e senza crudeltà.',
        reversed: 'Lascia che il calore ammorbidisca la tua onestà: la verità arriva meglio con la gentilezza.',
      },
    },
    'swords-king': {
      name: 'Re di Spade',
      reversedName: 'il Re di Spade capovolto',
      upright:
        'Autorità intellettuale: pensiero lucido, decisioni eque e la verità posta al di sopra dei sentimenti. Consigli esperti, principi saldi e una logica calma indicano la strada.',
      reversed:
        'Un’autorità usata male: manipolazione, controllo freddo, o regole applicate senza umanità. Oppure decisioni schivate da una mente che sa bene come stanno le cose: l’intelletto ha bisogno di una coscienza.',
      description:
        'Il sovrano maturo ed estroverso della corte di Spade, l’aria al comando: la mente come legge, ragione ed etica trasformate in decisioni di cui gli altri possono fidarsi.',
      imagery:
        'Una figura coronata siede rivolta in avanti su un trono scolpito con farfalle, con una spada puntata verso l’alto.',
      theme: { upright: 'un’autorità lucida ed equa', reversed: 'un intelletto senza coscienza' },
      advice: {
        upright: 'Decidi in base ai fatti e ai tuoi principi, e spiega con semplicità il tuo ragionamento.',
        reversed: 'Verifica che la tua logica serva le persone, non soltanto le regole.',
      },
    },

    // Denari: la terra, il corpo, il lavoro e i mezzi

    'pentacles-ace': {
      name: 'Asso di Denari',
      reversedName: 'l’Asso di Denari capovolto',
      upright:
        'Una nuova occasione concreta: un lavoro, un’entrata o un progetto per la tua casa o il tuo benessere che può crescere fino a diventare solido. La prosperità comincia da un seme piantato in un buon terreno.',
      reversed:
        'Un’occasione persa o seminata male: opportunità sfumate, scarsa pianificazione, o un’impresa costruita su un terreno instabile. Il seme c’è: prepara il terreno prima di seminare.',
      description:
        'La prima carta di Denari, il seme della terra: il germe della materia, una possibilità reale che sicurezza, lavoro e benessere prendano forma.',
      imagery: 'Una mano esce da una nuvola e tiene un unico pentacolo sopra un giardino con un arco di rose.',
      theme: { upright: 'un’opportunità concreta da coltivare', reversed: 'un’occasione mal preparata' },
      advice: {
        upright: 'Cogli l’occasione concreta che hai davanti, e dedicale un’attenzione costante.',
        reversed: 'Pianifica con cura prima di investire denaro o tempo.',
      },
    },
    'pentacles-2': {
      name: 'Due di Denari',
      reversedName: 'il Due di Denari capovolto',
      upright:
        'Destreggiarsi tra le priorità: denaro, tempo e impegni tenuti in equilibrio con flessibilità e passo leggero. L’adattabilità manda avanti le cose, anche se la marea può salire in fretta.',
      reversed:
        'Troppi impegni: troppe cose da tenere in piedi, disordine, o finanze che perdono l’equilibrio. Probabilmente qualcosa cadrà, a meno che tu non scelga che cosa posare.',
      description:
        'La seconda carta di Denari, il seme della terra: la vita materiale in movimento, due esigenze tenute in equilibrio grazie al ritmo e all’adattabilità.',
      imagery:
        'Una figura danza facendo volteggiare due pentacoli uniti da un nastro a forma di simbolo dell’infinito; alle sue spalle, navi su onde alte.',
      theme: { upright: 'un gioco di equilibrio riuscito', reversed: 'un equilibrio che vacilla' },
      advice: {
        upright: 'Resta flessibile, tieni d’occhio le priorità e aggiusta il tiro strada facendo.',
        reversed: 'Rinuncia a un impegno o rimandalo, perché il resto possa restare in equilibrio.',
      },
    },
    'pentacles-3': {
      name: 'Tre di Denari',
      reversedName: 'il Tre di Denari capovolto',
      upright:
        'Lavoro di squadra e maestria: competenze riconosciute, una collaborazione che funziona e progetti costruiti insieme. Ogni contributo conta, e imparare dagli altri migliora il risultato finale.',
      reversed:
        'Una collaborazione che si incrina: poco coordinamento, lavoro sottovalutato, o standard che si abbassano. Un progetto vacilla quando le persone smettono di ascoltarsi, o quando vuoi fare tutto tu.',
      description:
        'La terza carta di Denari, il seme della terra: la prima crescita dell’abilità, quando il mestiere si unisce a quello degli altri e diventa qualcosa di duraturo.',
      imagery:
        'Uno scalpellino su una panca lavora all’arco di una cattedrale mentre due figure gli reggono davanti i progetti; nell’arco sono scolpiti tre pentacoli.',
      theme: { upright: 'un lavoro di squadra competente', reversed: 'una collaborazione fuori sintonia' },
      advice: {
        upright: 'Porta la tua competenza nel gruppo, e chiedi l’esperienza che ti manca.',
        reversed: 'Chiarisci ruoli e standard con le persone con cui lavori.',
      },
    },
    'pentacles-4': {
      name: 'Quattro di Denari',
      reversedName: 'il Quattro di Denari capovolto',
      upright:
        'Sicurezza attraverso il controllo: risparmiare, custodire e tenersi stretto ciò che si ha. La stabilità è reale, ma una presa troppo salda può tenere fuori tanto quanto protegge.',
      reversed:
        'Stringere troppo, o lasciare andare troppo in fretta: avidità, paura di perdere, o spese sconsiderate dopo una lunga rinuncia. Per scorrere, la sicurezza ha bisogno di un po’ di apertura.',
      description:
        'La quarta carta di Denari, il seme della terra: la stabilità materiale trasformata in fortezza, il desiderio di tenere ciò che si è guadagnato.',
      imagery:
        'Una figura coronata siede stringendo al petto un pentacolo, con un altro in equilibrio sulla corona e uno sotto ciascun piede; alle spalle, una città.',
      theme: { upright: 'una sicurezza tenuta stretta', reversed: 'una presa troppo rigida o molle' },
      advice: {
        upright: 'Proteggi ciò che hai, ma lascia una mano libera per ricevere.',
        reversed: 'Allenta un po’ la presa, o datti un limite, a seconda di dove tendi a pendere.',
      },
    },
    'pentacles-5': {
      name: 'Cinque di Denari',
      reversedName: 'il Cinque di Denari capovolto',
      upright:
        'Difficoltà e la sensazione di restare al freddo, fuori dalla porta: preoccupazioni economiche, insicurezza o isolamento. L’aiuto potrebbe essere più vicino di quanto sembri, se ti concedi di chiederlo.',
      reversed:
        'La ripresa dopo le difficoltà: le finanze migliorano, o il senso di esclusione comincia ad attenuarsi. Oppure una preoccupazione prolungata dall’orgoglio, quando la porta era aperta da sempre.',
      description:
        'La quinta carta di Denari, il seme della terra: lo scompiglio materiale, la perdita della sicurezza e il freddo di sentirsi fuori dal cerchio.',
      imagery:
        'Due figure, una con le stampelle, camminano nella neve accanto alla finestra illuminata di una chiesa, con cinque pentacoli nella vetrata.',
      theme: { upright: 'difficoltà ed esclusione', reversed: 'difficoltà che cominciano a diradarsi' },
      advice: {
        upright: 'Chiedi aiuto e accettalo: non c’è vergogna nell’aver bisogno di sostegno.',
        reversed: 'Continua a fare i piccoli passi che ti stanno riportando su un terreno stabile.',
      },
    },
    'pentacles-6': {
      name: 'Sei di Denari',
      reversedName: 'il Sei di Denari capovolto',
      upright:
        'Generosità e scambio equo: dare e ricevere, condividere ciò che hai, offrire o accettare sostegno. L’equilibrio nel dare preserva la dignità di entrambe le parti.',
      reversed:
        'Aiuti che vincolano: debiti, una generosità a senso unico, o un sostegno che crea dipendenza. Guarda il potere in gioco nello scambio, perché il dono non deve diventare controllo.',
      description:
        'La sesta carta di Denari, il seme della terra: l’armonia ritrovata attraverso la condivisione, le risorse che scorrono dove servono.',
      imagery:
        'Un mercante tiene una bilancia in equilibrio e lascia cadere monete nelle mani di una di due figure inginocchiate; sopra fluttuano sei pentacoli.',
      theme: { upright: 'un sostegno che circola con equità', reversed: 'un aiuto che vincola' },
      advice: {
        upright: 'Dai o ricevi a mani aperte, e mantieni equo lo scambio.',
        reversed: 'Nota i vincoli in ciò che dai o accetti, e taglia quelli che ti legano.',
      },
    },
    'pentacles-7': {
      name: 'Sette di Denari',
      reversedName: 'il Sette di Denari capovolto',
      upright:
        'Pazienza e bilancio: una pausa per guardare che cosa ha fatto crescere il tuo lavoro, e per decidere se continuare a investire. I risultati arrivano piano, e pensare a lungo termine ti aiuta.',
      reversed:
        'Impazienza per una crescita lenta, o fatica senza ricompensa: frustrazione, dubbi sull’investimento, o energie sparse su troppi fronti. Decidi se curare meglio ciò che hai seminato o piantare altrove.',
      description:
        'La settima carta di Denari, il seme della terra: la prova della pazienza, quando lo sforzo si ferma a confrontare il raccolto con la fatica.',
      imagery:
        'Un contadino fa una pausa appoggiato alla zappa e guarda pensieroso un cespuglio carico di sette pentacoli.',
      theme: { upright: 'un investimento paziente', reversed: 'impazienza per la crescita lenta' },
      advice: {
        upright: 'Valuta con onestà i tuoi progressi, poi continua a curare ciò che sta crescendo.',
        reversed: 'Decidi se questa cosa merita altro impegno, e agisci di conseguenza.',
      },
    },
    'pentacles-8': {
      name: 'Otto di Denari',
      reversedName: 'l’Otto di Denari capovolto',
      upright:
        'Diligenza e maestria: un’abilità affinata dalla ripetizione, la cura per la qualità e il lavoro ben fatto per il gusto di farlo. Lo sforzo costante costruisce una competenza vera.',
      reversed:
        'Fatica senza scopo: perfezionismo, lavoro ripetitivo che ha perso senso, o scorciatoie che abbassano la qualità. Chiediti per che cosa ti stai davvero esercitando.',
      description:
        'L’ottava carta di Denari, il seme della terra: il cammino verso la maestria, un’abilità costruita pezzo dopo pezzo con una pratica paziente.',
      imagery:
        'Un artigiano al banco intaglia un pentacolo, mentre accanto a lui, appesi a un palo, stanno sette pentacoli già finiti.',
      theme: { upright: 'un mestiere coltivato con cura', reversed: 'una fatica senza più scopo' },
      advice: {
        upright: 'Concentrati sul fare bene questo solo compito, e lascia che la pratica faccia il suo lavoro.',
        reversed: 'Ritrova il motivo per cui questo lavoro conta, o cambia il modo in cui lo fai.',
      },
    },
    'pentacles-9': {
      name: 'Nove di Denari',
      reversedName: 'il Nove di Denari capovolto',
      upright:
        'Autosufficienza e abbondanza raffinata: un’indipendenza guadagnata con la disciplina, comodità di cui godere e fiducia nei tuoi mezzi. Puoi assaporare ciò che hai costruito.',
      reversed:
        'Un’indipendenza minata: spese eccessive, battute d’arresto per la tua sicurezza, o un’autonomia diventata isolamento. Un benessere pagato a prezzo della libertà potrebbe non valerne la pena.',
      description:
        'La nona carta di Denari, il seme della terra: la vita materiale vicina alla pienezza, l’agio raffinato di chi si è costruito la propria sicurezza.',
      imagery:
        'Una figura in una veste fiorita sta in una vigna con un falco incappucciato sulla mano guantata, tra nove pentacoli sparsi fra i tralci.',
      theme: { upright: 'un agio conquistato con impegno', reversed: 'un’autonomia messa a rischio' },
      advice: {
        upright: 'Goditi i frutti del tuo lavoro, e investine una parte nel tuo benessere.',
        reversed: 'Verifica se le tue comodità servono ancora la tua libertà, e rivedi le spese se serve.',
      },
    },
    'pentacles-10': {
      name: 'Dieci di Denari',
      reversedName: 'il Dieci di Denari capovolto',
      upright:
        'Ricchezza duratura ed eredità: famiglia, patrimonio e una sicurezza costruita nel corso delle generazioni. Ciò che fondi può sostenere altre persone molto tempo dopo di te.',
      reversed:
        'Un’eredità in discussione: liti familiari per il denaro, perdite economiche, o tradizioni che pesano più di quanto sostengano. La vera sicurezza non poggia solo sul denaro.',
      description:
        'La decima carta di Denari, il seme della terra: la fine del ciclo, la vita materiale compiuta come discendenza, casa e sicurezza durature.',
      imagery:
        'Una figura anziana siede sotto un arco con due cani, mentre più in là stanno una coppia e un bambino; dieci pentacoli sono disposti a forma di albero.',
      theme: {
        upright: 'un benessere che attraversa le generazioni',
        reversed: 'un patrimonio che divide la famiglia',
      },
      advice: {
        upright: 'Pensa a lungo termine, e costruisci qualcosa che resti in piedi per chi verrà dopo.',
        reversed: 'Parla apertamente in famiglia di soldi e aspettative, prima che si trasformino in conflitto.',
      },
    },
    'pentacles-page': {
      name: 'Fante di Denari',
      reversedName: 'il Fante di Denari capovolto',
      upright:
        'Un inizio studioso: una nuova competenza, un corso o un progetto pratico affrontato con concentrazione e cura. Buone notizie per il denaro o il lavoro, e la disponibilità a imparare passo dopo passo.',
      reversed:
        'Un apprendimento in stallo: rinvii, progressi che non arrivano, o un sogno che non diventa mai un piano. Oppure uno sguardo così ristretto da perdere di vista il quadro generale.',
      description:
        'La figura più giovane della corte di Denari, messaggero e allievo della terra: chi impara con senso pratico, paziente e desideroso di rendere reali le idee.',
      imagery: 'Una giovane figura sta in un campo verde, solleva un pentacolo e lo studia con attenzione.',
      theme: { upright: 'la voglia concreta di imparare', reversed: 'uno studio che si arena' },
      advice: {
        upright: 'Comincia il corso, il bilancio o il progetto, e studialo strada facendo.',
        reversed: 'Dividi ciò che vuoi imparare in piccoli passi, e fai il primo oggi stesso.',
      },
    },
    'pentacles-knight': {
      name: 'Cavaliere di Denari',
      reversedName: 'il Cavaliere di Denari capovolto',
      upright:
        'Progressi costanti e metodici: lavoro duro, routine e affidabilità. Con lentezza e pazienza arrivi alla meta perché non ti fermi mai, e gli altri sanno di poter contare su di te.',
      reversed:
        'La routine che diventa prigione: noia, inerzia, o un perfezionismo che impedisce al lavoro di avanzare. Oppure una diligenza tale da non lasciare spazio a nient’altro nella vita.',
      description:
        'Il cavaliere della corte di Denari, la terra in movimento: il più lento e affidabile dei cavalieri, che porta a termine tutto ciò che comincia.',
      imagery:
        'Una figura siede immobile su un cavallo robusto, con un pentacolo in mano; alle spalle si stendono campi arati.',
      theme: { upright: 'una tenacia lenta ma sicura', reversed: 'una routine diventata prigione' },
      advice: {
        upright: 'Mantieni la routine, un compito alla volta: sarà la costanza a portarti avanti.',
        reversed: 'Cambia una parte della tua routine, perché il lavoro possa ripartire.',
      },
    },
    'pentacles-queen': {
      name: 'Regina di Denari',
      reversedName: 'la Regina di Denari capovolta',
      upright:
        'Una cura concreta: calore, buon senso e una casa o un luogo di lavoro dove le persone stanno bene. Ti prendi cura di te e degli altri con gesti concreti, di ogni giorno, che danno agio e sicurezza.',
      reversed:
        'Una cura squilibrata: trascurarsi, soffocare gli altri, o lavoro e casa che si contendono le tue energie finché nulla sembra più curato. La sicurezza vacilla quando dimentichi i tuoi bisogni.',
      description:
        'La sovrana matura e interiore della corte di Denari, la terra custodita con calore: chi si prende cura in modo pratico, ingegnoso e generoso, e rende la vita comoda agli altri.',
      imagery:
        'Una figura coronata siede su un trono in un giardino, con un pentacolo in grembo e un coniglio ai piedi.',
      theme: { upright: 'una cura pratica e amorevole', reversed: 'una cura che si assottiglia' },
      advice: {
        upright: 'Prenditi cura del tuo corpo e della tua casa, e lascia che la cura pratica sia il tuo modo di amare.',
        reversed: 'Metti al primo posto uno dei tuoi bisogni questa settimana, senza sensi di colpa.',
      },
    },
    'pentacles-king': {
      name: 'Re di Denari',
      reversedName: 'il Re di Denari capovolto',
      upright:
        'Abbondanza e sicurezza: ricchezza, fiuto per gli affari e la disciplina per farla durare. Come guida affidabile e capace di provvedere, costruisci stabilità per te e per gli altri.',
      reversed:
        'Ricchezza senza saggezza: avidità, ostinazione, o uno status inseguito a ogni costo. Oppure decisioni sul denaro prese per paura, quando la sicurezza dovrebbe servire la vita, non sostituirla.',
      description:
        'Il sovrano maturo ed estroverso della corte di Denari, la terra al comando: la padronanza materiale, chi costruisce con costanza ricchezza e sicurezza.',
      imagery:
        'Una figura coronata, su un trono scolpito con teste di toro, tiene un pentacolo e uno scettro, tra grappoli d’uva e con un castello sullo sfondo.',
      theme: { upright: 'una prosperità solida e ben gestita', reversed: 'beni gestiti con avidità' },
      advice: {
        upright: 'Prendi decisioni a lungo termine, e usa le tue risorse anche per sostenere gli altri.',
        reversed: 'Chiediti se la tua ambizione serve ancora ciò a cui tieni di più.',
      },
    },
  },

  suits: { wands: 'Bastoni', cups: 'Coppe', swords: 'Spade', pentacles: 'Denari' },

  spreads: {
    'single-card': {
      name: 'Una carta',
      description: 'Una sola carta per una risposta chiara e diretta alla tua domanda.',
    },
    'three-card': {
      name: 'Tre carte',
      description:
        'Tre carte per ciò che ha dato forma alla situazione, per il punto in cui si trova ora e per la direzione che potrebbe prendere.',
    },
    'love-spread': {
      name: 'Amore e relazioni',
      description:
        'Cinque carte per te, per l’altra persona, per il legame tra voi, per ciò che vi ostacola e per dove può andare la relazione.',
    },
    'celtic-cross': {
      name: 'Croce Celtica',
      description:
        'Dieci carte per il quadro completo: il cuore della questione, le sue radici, ciò che sta per arrivare, le persone intorno a te e la direzione che prendono le cose.',
    },
  },

  positions: {
    card: {
      name: 'La tua carta',
      meaning: 'L’unica carta che risponde alla tua domanda.',
      place: [
        (card, theme) =>
          `${cap(card)} ${v(card, 'risponde', 'rispondono')} alla tua domanda e ti ${v(card, 'parla', 'parlano')} ${di(theme)}.`,
        (card, theme) =>
          `${v(card, 'È', 'Sono')} ${inline(card)} a risponderti, e ciò che ${v(card, 'dice', 'dicono')} ha a che fare con ${theme}.`,
      ],
    },
    past: {
      name: 'Passato',
      meaning: 'Ciò che ha dato forma alla situazione.',
      place: [
        (card, theme) =>
          `Nel passato ${v(card, 'c’è', 'ci sono')} ${inline(card)}: il terreno su cui ti trovi è stato preparato ${da(theme)}.`,
        (card, theme) => `Se guardi indietro, trovi ${inline(card)}: tutto è cominciato ${da(theme)}.`,
      ],
    },
    present: {
      name: 'Presente',
      meaning: 'Il punto in cui si trovano le cose adesso.',
      place: [
        (card, theme) =>
          `Adesso a dare il tono ${v(card, 'è', 'sono')} ${inline(card)}, che ${v(card, 'porta', 'portano')} in primo piano ${theme}.`,
        (card, theme) =>
          `${cap(card)} ${v(card, 'descrive', 'descrivono')} la situazione così com’è oggi, e ${v(card, 'parla', 'parlano')} ${di(theme)}.`,
      ],
    },
    future: {
      name: 'Futuro',
      meaning: 'La direzione che le cose potrebbero prendere.',
      place: [
        (card, theme) =>
          `Più avanti, se le cose seguono il loro corso, ${v(card, 'potrebbe', 'potrebbero')} arrivare ${inline(card)} e portare con sé ${theme}.`,
        (card, theme) =>
          `${cap(card)} ${v(card, 'mostra', 'mostrano')} come tendono a evolvere le cose: il prossimo passo potrebbe portarti verso ${theme}.`,
      ],
    },
    you: {
      name: 'Tu',
      meaning: 'Ciò che porti nella relazione.',
      place: [
        (card, theme) => `${cap(card)} ${v(card, 'mostra', 'mostrano')} ciò che porti in questo rapporto: ${theme}.`,
        (card, theme) =>
          `Dalla tua parte ${v(card, 'c’è', 'ci sono')} ${inline(card)}: nella relazione metti ${theme}.`,
      ],
    },
    other: {
      name: 'L’altra persona',
      meaning: 'L’altra persona, o quella che speri di incontrare.',
      place: [
        (card, theme) =>
          `${cap(card)} ${v(card, 'rappresenta', 'rappresentano')} l’altra persona, o quella che speri di incontrare, e ${v(card, 'porta', 'portano')} con sé ${theme}.`,
        (card, theme) =>
          `Per chi ti sta di fronte le carte indicano ${inline(card)}: in questa persona potresti trovare ${theme}.`,
      ],
    },
    bond: {
      name: 'Il legame',
      meaning: 'Ciò che vi unisce.',
      place: [
        (card, theme) =>
          `Tra voi due ${v(card, 'c’è', 'ci sono')} ${inline(card)}: il vostro legame poggia ${su(theme)}.`,
        (card, theme) =>
          `${cap(card)} ${v(card, 'descrive', 'descrivono')} ciò che vi unisce: il vostro stare insieme si nutre ${di(theme)}.`,
      ],
    },
    challenge: {
      name: 'La sfida',
      meaning: 'Ciò che si mette di traverso, o chiede di essere affrontato.',
      place: [
        (card, theme) =>
          `${cap(card)} ${v(card, 'segnala', 'segnalano')} l’ostacolo: la difficoltà nasce ${da(theme)}.`,
        (card, theme) =>
          `A mettervi alla prova ${v(card, 'è', 'sono')} ${inline(card)}, e il nodo da sciogliere riguarda ${theme}.`,
      ],
    },
    potential: {
      name: 'Le prospettive',
      meaning: 'Dove può arrivare la relazione.',
      place: [
        (card, theme) =>
          `Se guardi avanti, ${inline(card)} ti ${v(card, 'fa', 'fanno')} intravedere che direzione potrebbe prendere questa relazione: verso ${theme}.`,
        (card, theme) =>
          `${cap(card)} ${v(card, 'suggerisce', 'suggeriscono')} quale piega potrebbero prendere le cose tra voi: quella ${di(theme)}.`,
      ],
    },
    heart: {
      name: 'Il cuore della questione',
      meaning: 'Ciò di cui si tratta davvero.',
      place: [
        (card, theme) =>
          `Al cuore della questione ${v(card, 'c’è', 'ci sono')} ${inline(card)}: in fondo, si tratta ${di(theme)}.`,
        (card, theme) =>
          `${cap(card)} ${v(card, 'occupa', 'occupano')} il centro della stesa: tutto, in fondo, ruota intorno ${a(theme)}.`,
      ],
    },
    crossing: {
      name: 'L’incrocio',
      meaning: 'Ciò che attraversa la questione, per aiutare o per ostacolare.',
      place: [
        (card, theme) =>
          `Di traverso ${v(card, 'si mette', 'si mettono')} ${inline(card)}: ${v(card, 'può', 'possono')} aiutarti o frenarti, ma in ogni caso dovrai fare i conti con ${theme}.`,
        (card, theme) =>
          `${cap(card)} ${v(card, 'attraversa', 'attraversano')} il tuo cammino e ${v(card, 'chiama', 'chiamano')} in causa ${theme}.`,
      ],
    },
    root: {
      name: 'La radice',
      meaning: 'Le fondamenta della situazione.',
      place: [
        (card, theme) => `Alla base ${v(card, 'c’è', 'ci sono')} ${inline(card)}: la situazione si regge ${su(theme)}.`,
        (card, theme) =>
          `${cap(card)} ${v(card, 'è', 'sono')} la radice della situazione: ciò che vivi è germogliato ${da(theme)}.`,
      ],
    },
    behind: {
      name: 'Passato recente',
      meaning: 'Ciò che è appena passato e lascia ancora il segno.',
      place: [
        (card, theme) =>
          `Appena alle tue spalle ${v(card, 'c’è', 'ci sono')} ${inline(card)}: le ultime settimane sono state segnate ${da(theme)}.`,
        (card, theme) =>
          `${cap(card)} ${v(card, 'racconta', 'raccontano')} ciò che è appena successo: i giorni scorsi hanno portato ${theme}, e se ne sente ancora l’eco.`,
      ],
    },
    crown: {
      name: 'La corona',
      meaning: 'Ciò a cui aspiri, o a cui potresti arrivare.',
      place: [
        (card, theme) =>
          `In alto ${v(card, 'si leva', 'si levano')} ${inline(card)}: ciò a cui aspiri, o a cui potresti arrivare, tende verso ${theme}.`,
        (card, theme) =>
          `${cap(card)} ${v(card, 'corona', 'coronano')} la stesa: ciò che hai in mente, e dove potresti arrivare, ha a che fare con ${theme}.`,
      ],
    },
    ahead: {
      name: 'Futuro prossimo',
      meaning: 'Ciò che probabilmente arriverà presto.',
      place: [
        (card, theme) =>
          `Presto ${v(card, 'potrebbe', 'potrebbero')} entrare in gioco ${inline(card)}, portando con sé ${theme}.`,
        (card, theme) =>
          `${cap(card)} ${v(card, 'guarda', 'guardano')} al futuro vicino: nelle prossime settimane potresti trovarti davanti ${a(theme)}.`,
      ],
    },
    self: {
      name: 'Il tuo atteggiamento',
      meaning: 'La posizione che prendi nella questione.',
      place: [
        (card, theme) =>
          `${cap(card)} ${v(card, 'dice', 'dicono')} come ti poni in questa situazione: il tuo ruolo porta il segno ${di(theme)}.`,
        (card, theme) =>
          `Quanto a te, ${inline(card)} ${v(card, 'rivela', 'rivelano')} l’atteggiamento che assumi: ${theme}.`,
      ],
    },
    surroundings: {
      name: 'L’ambiente',
      meaning: 'Le persone che hai intorno e l’ambiente in cui ti muovi.',
      place: [
        (card, theme) =>
          `Intorno a te ${v(card, 'c’è', 'ci sono')} ${inline(card)}: le persone e l’ambiente in cui ti muovi portano ${theme}.`,
        (card, theme) =>
          `${cap(card)} ${v(card, 'descrive', 'descrivono')} le persone e i luoghi che frequenti: lì incontri ${theme}.`,
      ],
    },
    hopesFears: {
      name: 'Speranze e timori',
      meaning: 'Ciò che speri e ciò che temi, spesso la stessa cosa.',
      place: [
        (card, theme) =>
          `Tra le tue speranze e i tuoi timori ${v(card, 'c’è', 'ci sono')} ${inline(card)}: potresti desiderare e temere insieme ${theme}.`,
        (card, theme) =>
          `${cap(card)} ${v(card, 'parla', 'parlano')} di ciò che speri e di ciò che temi, e in entrambi i casi si tratta ${di(theme)}.`,
      ],
    },
    outcome: {
      name: 'L’esito',
      meaning: 'Dove vanno le cose se nulla cambia.',
      place: [
        (card, theme) =>
          `In fondo alla strada ${v(card, 'attende', 'attendono')} ${inline(card)}: se la rotta non cambia, le cose tendono verso ${theme}.`,
        (card, theme) =>
          `${cap(card)} ${v(card, 'mostra', 'mostrano')} dove potrebbe portare tutto questo, se nulla cambia: verso ${theme}.`,
      ],
    },
  },

  reading: {
    opening: {
      love: [
        'La tua domanda riguarda l’amore: le carte guardano a ciò che porti, a ciò che trovi dall’altra parte e a dove può andare questa storia.',
        'È una domanda d’amore, quindi le carte leggono ciò che ti attrae, ciò che ti trattiene e ciò che il legame ti chiede.',
      ],
      money: [
        'La tua domanda riguarda il denaro: la lettura guarda a come le tue risorse entrano ed escono, e alle scelte che le determinano.',
        'Per una domanda sul denaro, le carte si soffermano su ciò che ti sostiene, su ciò che ti prosciuga e su un uso più saggio dei tuoi mezzi.',
      ],
      work: [
        'La tua domanda riguarda il lavoro: la lettura guarda ai tuoi sforzi, alle persone e alle pressioni che li circondano, e a dove può andare la tua vita professionale.',
        'È una domanda sul lavoro, quindi le carte soppesano le tue capacità, le tue ambizioni e ciò che ti separa dal lavoro che desideri.',
      ],
      home: [
        'La tua domanda riguarda la casa: la lettura guarda al luogo in cui vivi, alla vita che vi si svolge e a ciò che lo renderebbe più tuo.',
        'Per una domanda sulla casa, le carte parlano di benessere, di senso di appartenenza e di ciò che rende più o meno stabile il terreno sotto i tuoi piedi.',
      ],
      health: [
        'La tua domanda riguarda la salute: la lettura guarda a come ti prendi cura di te, a ciò che ti logora e a ciò che ti rigenera, e non sostituisce il parere di un medico.',
        'Per una domanda sul tuo benessere, le carte parlano di abitudini, riposo ed equilibrio; sintomi e cure restano materia per un medico.',
      ],
      family: [
        'La tua domanda riguarda la famiglia: la lettura guarda ai legami che hai ricevuto con la nascita o che hai scelto, e a ciò che ti chiedono adesso.',
        'È una domanda sulla famiglia, quindi le carte guardano alla lealtà, ai vecchi schemi e alla cura che passa tra voi.',
      ],
      study: [
        'La tua domanda riguarda lo studio: la lettura guarda a come impari, a ciò che ti ostacola e a dove può portarti il tuo impegno.',
        'Per una domanda sullo studio, le carte soppesano la tua concentrazione, la tua motivazione e il sostegno che hai intorno.',
      ],
      move: [
        'La tua domanda riguarda un trasferimento: la lettura guarda a ciò che lasci, a ciò che ti attira altrove e a quanto è maturo il momento di partire.',
        'È una domanda su un cambio di casa o di città, quindi le carte considerano i tempi, le basi concrete e il richiamo di un posto nuovo.',
      ],
      creativity: [
        'La tua domanda riguarda la creatività: la lettura guarda all’origine delle tue idee, a ciò che le blocca e al modo in cui possono prendere forma.',
        'Per una domanda su ciò che crei, le carte soppesano l’ispirazione, la disciplina e il coraggio che serve per mostrare il tuo lavoro.',
      ],
      spirituality: [
        'La tua domanda riguarda la vita spirituale: la lettura guarda a ciò in cui credi, a ciò che cerchi e a ciò che dà più profondità al senso della tua vita.',
        'È una domanda sulla vita interiore, quindi le carte esplorano la fede, l’intuito e le pratiche che ti tengono in contatto con ciò che conta.',
      ],
      self: [
        'La tua domanda riguarda te: la lettura guarda alla persona che stai diventando, a ciò che ti frena e alle risorse su cui puoi contare.',
        'È una domanda su di te, quindi le carte mettono a fuoco il tuo carattere, i tuoi schemi e le scelte che hai davanti.',
      ],
      general: [
        'La tua è una domanda aperta: la lettura guarda alla situazione nel suo insieme, alle energie in gioco e alla direzione che tende a prendere.',
        'Non hai indicato un ambito preciso, quindi le carte parlano di ciò che in questo momento è più vivo per te.',
      ],
    },
    leadWhy: {
      love: [
        'Sul piano sentimentale questa carta tocca più da vicino ciò che chiedi davvero, e la domanda le gira intorno.',
        'Ciò che provi e ciò che desideri da un rapporto si legge prima di tutto in questa carta, ed è da lei che conviene partire.',
      ],
      money: [
        'Nelle questioni di denaro è questa la carta che pesa di più, perché la tua domanda poggia anzitutto su ciò che porta alla luce.',
        'Quando si tratta di soldi, è qui che la risposta si fa più concreta e più vicina alle scelte di ogni giorno.',
      ],
      work: [
        'Sul piano del lavoro conta soprattutto questa carta: gran parte di ciò che può succedere dipende da lei.',
        'Nelle faccende di lavoro è questa la chiave di lettura: tienila presente in ogni scelta che ti aspetta.',
      ],
      home: [
        'Per la tua casa parti da questa carta: la vita di tutti i giorni, tra quelle mura, dipende in buona parte da ciò che indica.',
        'Sentirti a casa, oppure no, passa soprattutto da qui: è questa la carta che racconta meglio il posto in cui vivi.',
      ],
      health: [
        'Per il tuo benessere questa carta pesa più di tutte: è un filo da seguire nelle tue abitudini, non una diagnosi.',
        'Se c’è una carta da ascoltare per stare bene, è questa: un invito a osservarti, da non scambiare per un responso sulla tua salute.',
      ],
      family: [
        'Per la tua famiglia questa carta parla più forte, perché tocca ciò che per voi conta di più.',
        'Ciò che vi tiene uniti, e ciò che a volte vi allontana, si vede prima di tutto in questa carta.',
      ],
      study: [
        'Nessuna carta dice tanto sui tuoi studi quanto questa: i tuoi progressi si misurano su ciò che ti chiede.',
        'Per esami, lezioni e libri da finire, questa carta è il riferimento principale.',
      ],
      move: [
        'Se stai pensando di cambiare aria, questa carta è decisiva: è qui che si gioca la scelta tra restare e andare.',
        'Prima di fare le valigie, guarda bene questa carta: più di ogni altra, pesa sulla decisione.',
      ],
      creativity: [
        'Questa carta guida il tuo lavoro creativo: ciò che crei tende a nascere da quello che smuove in te.',
        'Per ciò che stai creando, il primo passo si legge qui: è questa carta a dire che cosa mettere in moto.',
      ],
      spirituality: [
        'Nel tuo cammino interiore questa carta parla più chiaro: con lei la domanda scende più a fondo.',
        'Ciò che cerchi al di là del quotidiano trova in questa carta la sua eco più nitida.',
      ],
      self: [
        'Quando la domanda sei tu, è questa la carta che dice di più: ti mette davanti uno specchio in cui guardarti.',
        'Per conoscerti meglio, guarda qui: in questa carta c’è il lato di te che più chiede attenzione.',
      ],
      general: [
        'È questa la carta a cui dare più peso: è il punto d’appoggio di tutta la tua situazione.',
        'Qui si concentra il senso di ciò che stai vivendo: se c’è una carta da ricordare, è questa.',
      ],
    },
    majors: (majors, cards) =>
      `${someOf(majors, cards)} ${verb(majors, 'viene', 'vengono')} dagli Arcani Maggiori: sono in gioco forze più ampie, e la questione va oltre la vita di tutti i giorni.`,
    suit: {
      wands: (count) =>
        `${Words(count)} ${verb(count, 'carta appartiene', 'carte appartengono')} al seme di Bastoni: a sostenere questa domanda sono lo slancio, l’ambizione e la voglia di agire.`,
      cups: (count) =>
        `${Words(count)} ${verb(count, 'carta appartiene', 'carte appartengono')} al seme di Coppe: al centro di questa domanda ci sono i sentimenti e le relazioni.`,
      swords: (count) =>
        `${Words(count)} ${verb(count, 'carta appartiene', 'carte appartengono')} al seme di Spade: pensieri, parole e conflitti attraversano questa domanda, e qui la chiarezza conta più del quieto vivere.`,
      pentacles: (count) =>
        `${Words(count)} ${verb(count, 'carta appartiene', 'carte appartengono')} al seme di Denari: soldi, lavoro, corpo e faccende concrete danno peso a questa domanda.`,
    },
    // Non «Tre carte su cinque…» come i Maggiori: le due frasi stanno nello stesso paragrafo.
    reversals: (reversed, cards) =>
      `${reversed === cards ? 'Le carte sono tutte capovolte' : reversed === 1 ? `Una carta su ${words(cards)} è capovolta` : `Le carte capovolte sono ${words(reversed)} su ${words(cards)}`}: molto di ciò che è in gioco resta trattenuto, rivolto verso l’interno o ancora in attesa del suo momento.`,
    guidanceOpening: {
      love: 'In amore il consiglio riguarda il modo in cui ti poni tu, non quello che fanno gli altri.',
      money: 'Con il denaro il consiglio è pratico: piccole scelte costanti contano più di una sola mossa audace.',
      work: 'Sul lavoro il consiglio riguarda ciò che è nelle tue mani.',
      home: 'Per la tua casa il consiglio riguarda ciò che puoi fare perché quel posto ti somigli di più.',
      health:
        'Per la salute, prendi queste parole come uno spunto di riflessione e non come un parere clinico: per qualsiasi sintomo o preoccupazione, rivolgiti a un medico o a un altro professionista qualificato.',
      family:
        'In famiglia il consiglio riguarda ciò che puoi offrire e ciò che puoi lasciare andare, perché nessuno può cambiare un’altra persona.',
      study: 'Per lo studio il consiglio riguarda l’attenzione e il metodo.',
      move: 'Per un trasferimento il consiglio riguarda la meta, ma anche i preparativi.',
      creativity:
        'Per il tuo lavoro creativo il consiglio è di metterti all’opera, senza aspettare di sentirti all’altezza.',
      spirituality: 'Per la tua vita interiore il consiglio è qualcosa da praticare in silenzio.',
      self: 'Per te il consiglio è qualcosa da provare, non un verdetto su chi sei.',
      general: 'Ecco che cosa le carte ti suggeriscono di fare.',
    },
    alsoFrom: (card) => `Anche ${inline(card)} ${v(card, 'ha', 'hanno')} un consiglio per te.`,
    closing: [
      'Le carte mostrano tendenze, non un destino: che cosa farne lo scegli tu.',
      'Tieni ciò che senti vero e lascia il resto: il passo successivo spetta sempre a te.',
    ],
  },
  labels: { majorArcana: 'Arcani Maggiori', reversed: 'Capovolte' },
};
