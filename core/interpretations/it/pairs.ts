import type { PairKey, PairText } from '../types';

/** The Italian readings of every natal aspect between two chart points, by how the aspect is felt. */
export const PAIRS: Readonly<Record<PairKey, PairText>> = {
  'sun-moon': {
    blend:
      'Volontà e sentimento nascono dallo stesso punto, come in una Luna nuova: ciò che desideri e ciò di cui hai bisogno tendono a coincidere, e ne deriva una coerenza intensa, che però a volte fatica a vedersi con gli occhi degli altri.',
    easy: 'Tra ciò che vuoi diventare e ciò che ti fa sentire al sicuro scorre un accordo naturale: la vita interiore sostiene i tuoi obiettivi, e agli altri trasmetti una serenità che mette a proprio agio.',
    tense:
      'Ragione e cuore tirano spesso in direzioni diverse, come nella tensione di una Luna piena, e ciò che ti realizza non sempre ti nutre. Integrare le due voci senza zittirne nessuna è il tuo lavoro più profondo e la fonte della tua ricchezza interiore.',
  },
  'sun-mercury': {
    blend:
      'La mente lavora al servizio di chi sei: pensi per affermarti e parli per farti riconoscere, con idee che portano la tua firma. Il rischio è identificarti così tanto con le tue opinioni da vivere ogni obiezione come un attacco personale.',
    easy: 'Le parole arrivano con facilità a dire chi sei: esprimi la tua volontà con chiarezza, e il pensiero ti aiuta a dare forma ai progetti invece di disperderli in mille direzioni.',
    tense:
      'Ciò che pensi e ciò che vuoi non parlano sempre la stessa lingua, e può capitarti di ragionare contro i tuoi stessi desideri; imparare ad ascoltare entrambe le voci rende il tuo pensiero più onesto.',
  },
  'sun-venus': {
    blend:
      'Il fascino fa parte della tua identità: cerchi armonia, bellezza e affetto come altri cercano il successo, e sai rendere piacevole quasi ogni ambiente. Il lato da sorvegliare è il bisogno di piacere a tutti.',
    easy: 'Piacere e volontà si danno una mano: ciò che ami ti orienta nelle scelte, e un gusto naturale per i rapporti rende più morbida e più simpatica la tua ambizione.',
    tense:
      'Tra il bisogno di affermarti e quello di ricevere affetto si apre talvolta una piccola frattura: rischi di rinunciare a te per compiacere, o di trascurare gli affetti per inseguire i tuoi scopi, finché non trovi la misura.',
  },
  'sun-mars': {
    blend:
      'C’è fuoco nel tuo modo di essere: coraggio, iniziativa e una vitalità che si accende nella sfida, insieme a un’impazienza capace di trasformare ogni ostacolo in una battaglia personale.',
    easy: 'Quando decidi qualcosa trovi subito l’energia per farlo: volontà e azione si muovono insieme, e la tua grinta tende a essere diretta e leale, più costruttiva che aggressiva.',
    tense:
      'La spinta ad agire corre spesso più veloce della direzione che hai scelto, e ne nascono scontri, fretta o rabbia improvvisa. Incanalata in un obiettivo preciso, questa tensione può diventare una notevole forza motrice.',
  },
  'sun-jupiter': {
    blend:
      'Porti con te un ottimismo generoso che allarga gli spazi: credi nelle tue possibilità e apri strade anche agli altri, benché la fiducia possa diventare eccesso quando prometti più di quanto riesci a mantenere.',
    easy: 'La fortuna che gli altri ti attribuiscono nasce spesso dalla fiducia: affronti la vita con apertura e senso del possibile, e maestri, viaggi e incontri arrivano a sostenere la tua crescita.',
    tense:
      'Il desiderio di crescere può spingerti oltre misura, tra progetti enormi, promesse generose e la tentazione di sopravvalutarti. La tua generosità brilla davvero quando scegli un orizzonte e gli resti fedele.',
  },
  'sun-saturn': {
    blend:
      'Il senso del dovere è intrecciato alla tua identità: prendi sul serio ogni impegno, a volte con una severità verso di te che pesa, e costruisci un’autorità solida che matura lentamente e diventa il tuo vero punto di forza.',
    easy: 'Disciplina e volontà collaborano: sai darti delle regole senza sentirti in gabbia, e la pazienza con cui porti avanti le cose ti procura stima e risultati che reggono nel tempo.',
    tense:
      'Una voce interiore esigente, spesso legata a una figura d’autorità, può farti dubitare del tuo valore o frenarti davanti alle prove. Ogni ostacolo superato, però, ti lascia una solidità che chi ha avuto tutto facile non conosce.',
  },
  'sun-uranus': {
    blend:
      'Originalità e bisogno di libertà stanno al centro di chi sei: ti riconosci solo in una strada tua, anche a costo di sorprendere o di spiazzare, e le regole altrui ti vanno strette per natura.',
    easy: 'Il tuo talento per il nuovo non ha bisogno di ribellarsi: porti idee originali e una mente aperta, e sai cambiare direzione senza smarrire la tua identità.',
    tense:
      'Il bisogno di libertà entra in collisione con ciò che costruisci: svolte improvvise, insofferenza per i vincoli e nervi tesi possono interrompere i tuoi percorsi, finché impari a cambiare per scelta e non per reazione.',
  },
  'sun-neptune': {
    blend:
      'La tua identità ha contorni sfumati e sensibili: ti nutri di ideali, di arte o di spiritualità e senti gli altri quasi fossero parte di te, con il rischio di non sapere più dove finisci tu e dove cominciano i loro sogni.',
    easy: 'Immaginazione e compassione illuminano il tuo modo di essere: sai ispirare, intuire ciò che non viene detto e trasformare un sogno in un progetto che parla al cuore degli altri.',
    tense:
      'Ideali e realtà si confondono facilmente: puoi inseguire miraggi, sacrificarti per chi non lo merita o perdere fiducia nei tuoi obiettivi. Dare confini concreti ai tuoi sogni li rende più forti, non più piccoli.',
  },
  'sun-pluto': {
    blend:
      'La tua presenza ha un’intensità magnetica: vivi le cose fino in fondo, attraversi trasformazioni profonde e sai rinascere dopo ogni crisi, ma il bisogno di controllo può diventare una prigione per te e per chi ti sta vicino.',
    easy: 'Dentro di te c’è una forza capace di rigenerarsi: vai all’essenza delle cose, usi il potere con discrezione e trovi risorse inattese proprio quando una situazione chiede un cambiamento radicale.',
    tense:
      'Lotte di potere, con gli altri o dentro di te, accompagnano spesso il tuo cammino: puoi scontrarti con figure dominanti o temere di perdere il controllo. Da quelle prove nasce una forza che non si lascia piegare.',
  },
  'sun-trueNode': {
    blend:
      'Diventare pienamente te è la lezione che la vita ti propone: esporti, prendere il tuo posto e lasciare che la tua luce si veda ti avvicina, un passo dopo l’altro, alla direzione della tua crescita.',
    easy: 'Vitalità e fiducia in te sono buone alleate della tua crescita: quando segui ciò che ti accende, tendi a ritrovarti anche sul percorso che il Nodo Nord indica.',
    tense:
      'Sai già come farti valere, ed è proprio questo il rischio: l’abitudine a brillare, un talento che viene da lontano, può tenerti sul terreno conosciuto. Metterla al servizio di una meta nuova trasforma l’orgoglio in crescita.',
  },
  'sun-ascendant': {
    blend:
      'Ciò che sei e ciò che mostri coincidono: la tua personalità si vede subito, con una presenza vitale e diretta che lascia il segno, anche se a volte ti espone più di quanto vorresti.',
    easy: 'Il tuo modo di presentarti esprime con naturalezza chi sei davvero: gli altri colgono presto le tue qualità, e ti è facile cominciare le cose con il piede giusto.',
    tense:
      'Tra l’immagine che offri e la tua identità profonda c’è una distanza che gli altri notano: a volte ti percepiscono in modo diverso da come ti senti, e il confronto diventa il luogo in cui le due parti imparano a conoscersi.',
  },
  'sun-midheaven': {
    blend:
      'La tua vocazione è scritta in piena luce: senti il bisogno di realizzarti nel mondo e di ottenere riconoscimento, e spesso il lavoro diventa il modo più vero di esprimere chi sei.',
    easy: 'Identità e direzione professionale vanno d’accordo: ciò che fai nel mondo ti somiglia, e la tua vitalità trova sbocchi riconosciuti senza bisogno di forzare.',
    tense:
      'La strada pubblica e i bisogni personali non sempre si allineano: il lavoro può chiederti di essere ciò che non sei, o la vita privata reclamare la luce. Quando trovi una vocazione a tua misura, gran parte dell’attrito si scioglie.',
  },
  'moon-mercury': {
    blend:
      'Pensi con il cuore: le emozioni colorano le parole e la memoria, e hai un dono per cogliere gli stati d’animo e raccontarli, anche se l’umore può influenzare i tuoi giudizi più di quanto credi.',
    easy: 'Sentimenti e parole scorrono insieme: dici ciò che provi senza drammi e ascolti gli altri con tatto, e questa intelligenza emotiva rende preziosi i tuoi consigli.',
    tense:
      'La testa e la pancia si contraddicono spesso: ragioni per difenderti da ciò che senti, o senti ciò che la ragione rifiuta, e le parole possono uscire nervose. Se dai un nome alle emozioni prima di discuterne, ritrovi lucidità.',
  },
  'moon-venus': {
    blend:
      'Tenerezza e bisogno di affetto sono il tuo clima naturale: cerchi armonia, bellezza intorno a te e rapporti accoglienti, e sai creare un ambiente in cui gli altri si rilassano.',
    easy: 'Il tuo è un talento per la dolcezza: sai consolare, rendere piacevole uno spazio e dare affetto senza chiedere troppo in cambio, e trovi conforto nell’arte, nella musica o nella compagnia giusta.',
    tense:
      'Ciò che ti rassicura e ciò che ti attrae non coincidono sempre: puoi cercare affetto dove non c’è nutrimento, o consolarti con piaceri e spese. Riconoscere il bisogno che sta sotto il desiderio ti aiuta a scegliere meglio.',
  },
  'moon-mars': {
    blend:
      'Le emozioni arrivano forti e immediate: reagisci d’istinto, difendi con passione chi ami e proteggi il tuo territorio, ma la suscettibilità può accendersi prima che tu abbia il tempo di capire che cosa senti.',
    easy: 'Sentire e agire vanno di pari passo: quando qualcosa ti sta a cuore trovi subito l’energia per occupartene, e il tuo coraggio emotivo aiuta anche gli altri a esprimersi.',
    tense:
      'Rabbia e vulnerabilità si intrecciano: quando qualcosa ti ferisce tendi a reagire con irritazione o con scatti che poi rimpiangi, e il corpo accumula tensione. Uno sfogo fisico regolare rende più morbide le tue reazioni.',
  },
  'moon-jupiter': {
    blend:
      'Con te gli altri si sentono accolti come in famiglia: la tua emotività è ampia, fiduciosa e protettiva, anche se a volte esageri nel dare o cerchi conforto nel troppo.',
    easy: 'Una fiducia di fondo ti sostiene nei momenti difficili: ottimismo, gratitudine e senso dell’umorismo ti aiutano a ripartire e a prenderti cura di chi ami con larghezza di cuore.',
    tense:
      'I bisogni tendono a ingrandirsi: desideri più di quanto ti serve, ti carichi di promesse affettive o cerchi sollievo nell’eccesso. Quando impari a dire basta, la tua generosità diventa più autentica e meno faticosa.',
  },
  'moon-saturn': {
    blend:
      'Le emozioni conoscono presto la serietà: trattieni ciò che senti, ti prendi cura degli altri prima che di te e vivi l’affetto come un impegno. Concederti tenerezza è la tua grande conquista.',
    easy: 'Nei momenti difficili sai restare presente: mantieni le promesse affettive e costruisci legami che reggono alla prova degli anni, con una stabilità emotiva rara.',
    tense:
      'Un senso di solitudine o di inadeguatezza può accompagnare la tua vita interiore, come se l’affetto andasse meritato. Riconoscere questo schema, spesso nato in famiglia, ti permette di chiedere sostegno senza vergognartene.',
  },
  'moon-uranus': {
    blend:
      'Hai bisogno di spazio anche nei sentimenti: ti annoi nella routine, cambi umore in fretta e sai offrire agli altri una libertà affettiva che non tutti comprendono.',
    easy: 'Ai cambiamenti reagisci con un’elasticità sorprendente: le novità ti rinfrescano, le amicizie fuori dal comune ti nutrono, e la serenità la trovi anche fuori dagli schemi.',
    tense:
      'Intimità e indipendenza si contendono il tuo cuore: cerchi vicinanza e poi ti senti in gabbia, e i nervi reagiscono a scatti. Legami che lasciano aria rendono la tua vita affettiva più serena.',
  },
  'moon-neptune': {
    blend:
      'La tua sensibilità è quasi medianica: assorbi gli stati d’animo altrui, sogni molto e ti commuovi facilmente, e ti servono momenti di silenzio per ritrovare i tuoi confini.',
    easy: 'Intuizione e compassione sono doni naturali: capisci le persone senza bisogno di parole e trovi nutrimento nell’arte, nella musica o nella preghiera, che ti restituiscono pace.',
    tense:
      'Può essere difficile distinguere ciò che senti tu da ciò che assorbi dagli altri: idealizzi, ti sacrifichi o ti rifugi nel sogno quando la realtà pesa. Proteggere i tuoi confini non toglie nulla alla tua empatia.',
  },
  'moon-pluto': {
    blend:
      'Senti tutto in profondità: per te le emozioni non sono mai leggere, i legami diventano totali e le perdite ti trasformano. Questa intensità ti rende capace di accompagnare gli altri nei loro momenti più bui.',
    easy: 'Hai una resilienza emotiva che si rigenera: attraversi le crisi, leggi i segreti del cuore e lasci andare ciò che è finito, e il dolore diventa comprensione.',
    tense:
      'Gelosia, paura dell’abbandono o bisogno di controllo possono agitare i tuoi legami, spesso come eco di dinamiche familiari intense. Guardare in faccia queste paure può liberarti e restituirti una forza emotiva fuori dal comune.',
  },
  'moon-trueNode': {
    blend:
      'Ascoltare i tuoi bisogni non è una debolezza ma la tua via di crescita: coltivare legami di cura, radici e intimità ti porta proprio dove la vita ti chiede di andare.',
    easy: 'L’istinto emotivo sa orientarti: le persone care, la famiglia che ti scegli e ciò che ti nutre tendono ad accompagnarti lungo la strada della tua crescita.',
    tense:
      'Il bisogno di sicurezza ha il sapore di un’abitudine antica: rifugiarti nel noto, nella famiglia o nei ricordi rassicura, ma la crescita chiede di uscire dal nido con fiducia.',
  },
  'moon-ascendant': {
    blend:
      'Le emozioni ti si leggono in volto: sei trasparente, sensibile all’ambiente e capace di creare intimità al primo incontro, ma l’umore del momento può condizionare il modo in cui ti presenti.',
    easy: 'Ispiri fiducia e calore: accanto a te gli altri si sentono compresi, e l’istinto ti guida bene quando devi cominciare qualcosa o ambientarti in un luogo nuovo.',
    tense:
      'Tra ciò che provi e ciò che mostri c’è spesso uno scarto: le emozioni private premono su un’immagine che vorresti tenere sotto controllo, e il confronto con gli altri porta alla luce bisogni che tendi a nascondere.',
  },
  'moon-midheaven': {
    blend:
      'Il tuo mondo emotivo si vede anche in pubblico: scegli spesso un lavoro legato alla cura, alle persone o alla famiglia, e la tua reputazione dipende molto dall’empatia che dimostri.',
    easy: 'Sensibilità e ambizione collaborano: intuisci ciò di cui il pubblico ha bisogno, e le radici familiari ti offrono una base da cui costruire con fiducia la tua direzione.',
    tense:
      'Vita privata e ambizione si contendono lo spazio: la famiglia chiede presenza quando il lavoro chiede impegno, o viceversa. Trovare un equilibrio tra le due sfere diventa parte della tua vocazione.',
  },
  'mercury-venus': {
    blend:
      'Parli con grazia: il tuo modo di esprimerti è gentile e persuasivo, ami le belle parole, l’arte e la diplomazia, e sai mettere d’accordo le persone anche nelle discussioni più tese.',
    easy: 'Scrivi, disegni o conversi con un senso estetico spiccato, e la capacità di dire le cose nel modo giusto ti apre porte in amicizia e negli affari.',
    tense:
      'Cuore e ragione negoziano a fatica: puoi dire ciò che l’altro vuole sentirsi dire invece di ciò che pensi, o giudicare con la testa ciò che andrebbe sentito. La sincerità gentile è l’arte che hai da sviluppare.',
  },
  'mercury-mars': {
    blend:
      'Pensi in fretta e rispondi a tono: la tua mente è combattiva e difende le idee con energia, anche se le parole possono ferire più di quanto volevi.',
    easy: 'Pensiero e azione si alimentano a vicenda: decidi con prontezza, sai argomentare con forza e trasformi le idee in fatti senza perderti in chiacchiere.',
    tense:
      'Le discussioni si accendono facilmente: l’impazienza mentale ti porta a interrompere, a polemizzare o a parlare prima di aver riflettuto. Messa al servizio delle cause giuste, questa vivacità può diventare una dote preziosa.',
  },
  'mercury-jupiter': {
    blend:
      'Idee, lingue e viaggi ti appassionano con la stessa curiosità vasta e ottimista: sai insegnare e raccontare, anche se il gusto per il quadro generale può farti trascurare i dettagli.',
    easy: 'Spiegare e convincere ti riesce naturale: impari con piacere, comunichi con generosità, e le tue parole aprono spesso possibilità a te e agli altri.',
    tense:
      'Il pensiero tende a ingrandire: prometti troppo, salti alle conclusioni o ti perdi in progetti sconfinati. Se verifichi i dettagli prima di parlare, la tua visione guadagna credibilità.',
  },
  'mercury-saturn': {
    blend:
      'Pensi con serietà e metodo: la tua mente è profonda, concreta, capace di concentrazione e di lavoro paziente, anche se un certo pessimismo o il timore di sbagliare possono frenarti quando devi prendere la parola.',
    easy: 'La mente sa organizzarsi: hai pazienza nello studio, precisione nelle parole e un talento per pianificare, e ciò che impari tende a restare solido.',
    tense:
      'Una vecchia paura di non essere all’altezza può bloccare le parole o rendere il pensiero troppo critico. Ogni volta che esprimi comunque ciò che pensi, costruisci un’autorevolezza che nessuno può toglierti.',
  },
  'mercury-uranus': {
    blend:
      'Le intuizioni arrivano come lampi: la tua mente è geniale, veloce e anticonformista, capace di vedere soluzioni che altri non immaginano, ma anche irrequieta con chi ragiona più lentamente.',
    easy: 'Hai una mente inventiva e aperta al futuro: impari in fretta, ti muovi con agio tra tecnologie e idee nuove e sai comunicare in modo originale.',
    tense:
      'I pensieri corrono più veloci di quanto i nervi riescano a reggere: parli a scatti, cambi idea di colpo o ti scontri con chi difende la tradizione. Con una struttura, le tue intuizioni diventano davvero innovative.',
  },
  'mercury-neptune': {
    blend:
      'Pensi per immagini: hai un’immaginazione poetica, un’intuizione sottile e un talento per la musica, la scrittura o l’ascolto, mentre i dettagli pratici e le scadenze tendono a sfuggirti.',
    easy: 'Riesci a tradurre in parole ciò che è difficile dire: l’intuizione guida il pensiero, e hai un dono per la poesia, il racconto o l’ascolto empatico.',
    tense:
      'La confusione può insinuarsi nei pensieri e nelle comunicazioni, tra malintesi, distrazioni e la tendenza a credere a ciò che speri. Verificare fatti e accordi per iscritto protegge la tua sensibilità senza spegnerla.',
  },
  'mercury-pluto': {
    blend:
      'La tua è una mente investigativa: vai a fondo di ogni questione, leggi tra le righe e usi le parole con un potere che colpisce, anche se un pensiero fisso può trattenerti più del necessario.',
    easy: 'Lo sguardo mentale penetra le apparenze: sei capace di ricerca, di analisi psicologica e di parole che trasformano, e sai custodire un segreto quando serve.',
    tense:
      'Le discussioni rischiano di diventare prove di forza: vuoi convincere a tutti i costi, oppure ti chiudi in pensieri ossessivi. Quando la usi per capire e non per vincere, questa profondità diventa una risorsa straordinaria.',
  },
  'mercury-trueNode': {
    blend:
      'Fare domande, studiare e mettere in parole ciò che capisci è il terreno su cui cresci: la vita ti invita a restare in dialogo con il mondo e a non smettere di imparare.',
    easy: 'Una mente pronta ti aiuta a trovare la strada: una lettura, una conversazione o un incontro al momento giusto spesso ti mostrano il passo successivo.',
    tense:
      'Spiegare, analizzare, avere l’ultima parola: è un terreno che conosci bene e che può diventare un rifugio. La crescita passa invece dall’ascoltare ciò che ancora non sai.',
  },
  'mercury-ascendant': {
    blend:
      'La prima impressione passa dalle parole: hai una presenza vivace e comunicativa, uno sguardo attento e una mente sempre in movimento, e spesso cominci le cose con una domanda o una battuta.',
    easy: 'Ti presenti e ti spieghi con naturalezza: la tua intelligenza si vede subito, e ti è facile fare conoscenze, trattare e metterti in relazione con l’ambiente.',
    tense:
      'Ciò che pensi e il modo in cui appari non sempre coincidono: puoi dare un’impressione nervosa o distratta, o parlare troppo per riempire l’imbarazzo. Un attimo di pausa prima di esporti lascia emergere la tua vera lucidità.',
  },
  'mercury-midheaven': {
    blend:
      'Le parole tendono a diventare il tuo mestiere, che si tratti di insegnare, scrivere, vendere o mediare, e la reputazione si costruisce sulla tua intelligenza e sulla capacità di comunicare.',
    easy: 'Pensiero e carriera si sostengono: sai spiegare i tuoi obiettivi, pianificare il tuo percorso e trovare le parole giuste con chi ha autorità.',
    tense:
      'Tra ciò che pensi e ciò che il tuo ruolo pubblico richiede nasce talvolta un attrito: dubbi sulla direzione, cambi di rotta o discorsi fuori luogo. Chiarire prima dentro di te le priorità ti aiuta a parlare con autorevolezza.',
  },
  'venus-mars': {
    blend:
      'Desiderio e affetto sono fusi: ami con passione, sai attrarre e corteggiare, e la creatività ha per te qualcosa di sensuale, anche se nei rapporti la passione oscilla facilmente tra dolcezza e conflitto.',
    easy: 'Tenerezza e iniziativa si conciliano con facilità: in amore trovi l’equilibrio tra dare e prendere, e la tua energia si esprime con armonia nell’arte, nello sport o nella seduzione.',
    tense:
      'Ciò che desideri e ciò che ami non vanno sempre d’accordo: le relazioni si accendono di attrazione e di scontro, e l’impazienza può guastare la tenerezza. Questa tensione è anche una fonte di magnetismo e di creatività.',
  },
  'venus-jupiter': {
    blend:
      'Una generosità affettiva contagiosa ti accompagna: ami la vita, le belle cose e la buona compagnia, e la fortuna arriva spesso attraverso i rapporti, anche se il gusto per l’abbondanza può trasformarsi in eccesso.',
    easy: 'Calore, gentilezza e ottimismo rendono facili i tuoi legami: attiri persone benevole, trovi piacere nell’arte e nei viaggi, e condividi ciò che hai senza sforzo.',
    tense:
      'Il piacere tende a chiedere sempre di più: spese, indulgenze o aspettative troppo alte in amore possono lasciarti l’amaro in bocca. Quando scegli la qualità invece della quantità, ciò che ami ritrova il suo gusto.',
  },
  'venus-saturn': {
    blend:
      'Concedi fiducia lentamente e vivi gli affetti come un impegno: ami con serietà e lealtà e costruisci legami che durano, anche se la paura di non bastare può frenare la tua tenerezza.',
    easy: 'I tuoi affetti hanno radici solide: resti fedele alle persone e ai valori, apprezzi la qualità più dell’apparenza e sai far crescere con pazienza relazioni e risorse.',
    tense:
      'Amore e timore si mescolano: puoi dubitare di meritare affetto, scegliere relazioni che costano fatica o rinunciare al piacere per dovere. Imparare a ricevere senza sentirti in debito apre una dolcezza matura.',
  },
  'venus-uranus': {
    blend:
      'Ami la libertà quanto l’amore: ti attraggono le persone originali e i legami fuori dagli schemi, il tuo gusto è anticonvenzionale, e i sentimenti possono accendersi e spegnersi all’improvviso.',
    easy: 'Il tuo fascino è originale e leggero: vivi con naturalezza rapporti aperti al cambiamento, in amicizia come in amore, e la tua creatività ama sperimentare forme nuove.',
    tense:
      'Nei rapporti libertà e vicinanza si contendono il campo: attrazioni improvvise, rotture inattese o legami con persone irraggiungibili. Una volta riconosciuto il tuo bisogno di spazio, puoi scegliere relazioni che lo rispettino.',
  },
  'venus-neptune': {
    blend:
      'Cerchi un’anima affine più che un partner: la bellezza e l’arte ti commuovono profondamente, la tua compassione è grande, e tendi a vedere negli altri ciò che speri.',
    easy: 'Un gusto raffinato e una dolcezza ispirata guidano il tuo modo di amare: musica, arte e spiritualità ti nutrono, e offri affetto con delicatezza e comprensione.',
    tense:
      'L’amore rischia di diventare un miraggio: idealizzi, ti sacrifichi o ti innamori di possibilità più che di persone, e le delusioni fanno male. Tenere gli occhi aperti senza chiudere il cuore è la tua sfida.',
  },
  'venus-pluto': {
    blend:
      'Ami con un’intensità totale: le relazioni ti trasformano, l’attrazione è magnetica e profonda, e la passione può sconfinare nella gelosia o nel bisogno di possesso.',
    easy: 'Sai amare in profondità e rigenerare ciò che tocchi: hai fiuto per le risorse nascoste, per il denaro e per le persone, e i tuoi legami tendono a farti evolvere.',
    tense:
      'Passione e controllo si intrecciano nei legami: attrazioni fatali, gelosie o giochi di potere tra amore e denaro. Lasciar andare ciò che non ti fa bene libera una capacità d’amare rara.',
  },
  'venus-trueNode': {
    blend:
      'Per te l’amore e la bellezza sono una strada, non un lusso: coltivare relazioni, riconoscere ciò che ha valore e concederti il piacere ti fa crescere nella direzione giusta.',
    easy: 'Gentilezza e senso estetico facilitano il tuo cammino: le persone che ami e le cose belle che crei tendono a portarti proprio dove hai bisogno di crescere.',
    tense:
      'Compiacere e mantenere l’armonia ti riesce quasi senza pensarci, come un vecchio talento: può però trattenerti nel comodo quando il tuo cammino chiede scelte più coraggiose.',
  },
  'venus-ascendant': {
    blend:
      'Una grazia naturale si nota subito in te: modi gentili, un fascino che mette a proprio agio e il piacere di presentarti con cura ed eleganza.',
    easy: 'Il tuo modo di fare è armonioso e accogliente: la simpatia ti apre molte porte, e sai cominciare i rapporti con leggerezza e buon gusto.',
    tense:
      'Tra il bisogno di piacere e quello di mostrarti per ciò che sei c’è tensione: puoi adattarti troppo agli altri o attirare relazioni che ti mettono alla prova. L’armonia vera, per te, nasce dalla sincerità.',
  },
  'venus-midheaven': {
    blend:
      'Bellezza e relazioni fanno parte della tua vocazione, che si tratti di arte, moda, diplomazia o lavoro con il pubblico, e la tua reputazione si costruisce sul fascino e sulla gentilezza.',
    easy: 'Nel lavoro sai farti apprezzare: cortesia, gusto e capacità di creare rapporti favoriscono la carriera, e chi ha autorità tende a guardarti con simpatia.',
    tense:
      'Affetti e ambizioni possono entrare in competizione: la carriera chiede ciò che il cuore vorrebbe tenere per sé, o cerchi approvazione dove serve sostanza. La soddisfazione è più piena quando porti i tuoi valori nella professione.',
  },
  'mars-jupiter': {
    blend:
      'Quando un’impresa ti entusiasma ti ci lanci con tutto il fuoco che hai: difendi le tue convinzioni con ardore e trascini gli altri, anche se tendi a fare il passo più lungo della gamba.',
    easy: 'Coraggio e fortuna si alleano: agisci con slancio e buon senso, lo sport, i viaggi e le avventure ti riescono bene, e la tua iniziativa trova spesso terreno fertile.',
    tense:
      'L’entusiasmo rischia di diventare eccesso, tra troppi progetti, fretta e battaglie di principio. Quando scegli un solo obiettivo ambizioso e gli dai tutta la tua forza, questo fuoco può tradursi in risultati.',
  },
  'mars-saturn': {
    blend:
      'Sai trattenere la forza finché serve, e poi usarla con precisione: lavori con disciplina, resisti alla fatica e porti a termine compiti difficili, anche se la rabbia trattenuta può accumularsi e logorarti.',
    easy: 'Costanza e strategia guidano la tua forza: dosi le energie, costruisci con metodo e perseveri dove altri si arrendono, con un’ambizione che resta realistica.',
    tense:
      'Tra lo slancio e il freno c’è un attrito continuo: l’azione incontra ostacoli, frustrazione o autorità severe, e la rabbia può restare compressa. Con pazienza e precisione, quella frustrazione può diventare una forza non comune.',
  },
  'mars-uranus': {
    blend:
      'Impulsi improvvisi e voglia di indipendenza animano le tue azioni: ami il rischio, rompi gli schemi con coraggio e reagisci in un lampo, anche se incidenti e scatti di nervi nascono dalla stessa fretta.',
    easy: 'Agisci in modo originale e rapido: riflessi pronti, coraggio inventivo e la capacità di cambiare strategia al volo, una qualità preziosa nelle emergenze.',
    tense:
      'Impazienza e bisogno di libertà creano un’energia esplosiva, fatta di ribellioni improvvise, scatti o imprudenze fisiche. Un progetto innovativo o un’attività fisica intensa possono trasformare questa scarica in una risorsa.',
  },
  'mars-neptune': {
    blend:
      'La tua energia segue l’ispirazione più che i piani: sai agire per un ideale, per l’arte o per gli altri, ma la motivazione va e viene, e la rabbia tende a trasformarsi in stanchezza o in confusione.',
    easy: 'Sai mettere la tua energia al servizio di un sogno, nella danza, nella musica, nella cura o nel volontariato, e le tue azioni hanno una grazia intuitiva che ispira.',
    tense:
      'Azione e ideali si confondono: puoi disperdere energia, agire in modo indiretto o lottare per cause che non ti appartengono. Fare chiarezza su ciò che vuoi davvero restituisce forza alla tua volontà.',
  },
  'mars-pluto': {
    blend:
      'Quando vuoi davvero qualcosa, vai fino in fondo: la tua volontà ha un’intensità capace di cambiare le situazioni, ma anche di diventare ossessione o desiderio di dominio.',
    easy: 'Disponi di riserve di energia profonde e di una rara capacità di rigenerarti: affronti le crisi con coraggio e sai usare il potere in modo costruttivo e concentrato.',
    tense:
      'Desideri intensi e prove di forza possono mettere a dura prova il tuo equilibrio: rabbia covata a lungo, scontri con figure dominanti, sfide all’ultimo sangue. La stessa potenza, rivolta a trasformare invece che a dominare, può diventare una forza di guarigione.',
  },
  'mars-trueNode': {
    blend:
      'Il coraggio è la lezione centrale del tuo cammino: prendere iniziative, difendere ciò che conta e agire anche quando aspettare sembrerebbe più comodo ti fa avanzare davvero.',
    easy: 'L’iniziativa lavora a favore della tua crescita: quando agisci con decisione, le circostanze tendono ad aprirsi e ogni passo ti porta un po’ più avanti.',
    tense:
      'Lo spirito combattivo è un riflesso antico: lottare o importi ti viene facile, ma rischia di prendere il posto della crescita vera, che chiede di collaborare e di ascoltare.',
  },
  'mars-ascendant': {
    blend:
      'Ti muovi con decisione e affronti le situazioni di petto: la prima impressione che dai è energica, piena di vitalità fisica, anche se l’impeto può sembrare aggressività a chi non ti conosce.',
    easy: 'Corpo e azione collaborano: hai buona resistenza, cominci le cose con slancio e trasmetti agli altri una fiducia dinamica.',
    tense:
      'Il tuo impeto incontra spesso resistenza, sotto forma di conflitti con gli altri, di fretta o di tensioni nel corpo. Scegliere le battaglie ti permette di usare la tua forza dove conta davvero.',
  },
  'mars-midheaven': {
    blend:
      'L’ambizione è una parte visibile di te: vuoi lasciare il segno, competere e guidare, e la carriera diventa il campo dove metti alla prova il tuo coraggio.',
    easy: 'Nel lavoro ti muovi con iniziativa: la tua energia viene riconosciuta, affronti le sfide professionali con slancio e ti fai strada con le tue forze.',
    tense:
      'Ambizione e autorità si scontrano: conflitti con i superiori, rivalità professionali o la tentazione di forzare i tempi della carriera. Una strategia paziente trasforma la tua grinta in una posizione solida.',
  },
  'jupiter-saturn': {
    blend:
      'Espansione e prudenza si fondono: sai sognare in grande e costruire con metodo, e il tuo senso del dovere si accompagna a una visione ampia della vita e della società.',
    easy: 'Fiducia e realismo trovano in te un raro equilibrio: cogli le opportunità senza perdere la testa e trasformi le idee in progetti concreti e duraturi.',
    tense:
      'Tra voglia di crescere e bisogno di sicurezza si apre un’altalena di slanci e di freni, di ottimismo e di scoraggiamento. Far convivere i due ritmi ti porta una saggezza concreta.',
  },
  'jupiter-uranus': {
    blend:
      'Credi nel cambiamento con una fiducia visionaria: le occasioni arrivano spesso all’improvviso, ami le idee nuove e la libertà di pensiero, e sai cogliere la fortuna al volo.',
    easy: 'Intuizioni e opportunità impreviste trovano in te un terreno pronto: mente aperta e spirito indipendente ti portano a scoprire strade nuove con leggerezza.',
    tense:
      'Inquietudine e voglia di libertà spingono a cambiare tutto di colpo, con scelte avventate o promesse di rivoluzione. Le tue intuizioni danno frutto quando concedi loro tempo.',
  },
  'jupiter-neptune': {
    blend:
      'Il tuo idealismo è ampio e compassionevole: credi nella bontà, ti attirano la spiritualità, l’arte e gli ideali universali, e la generosità può diventare ingenuità se non guardi in faccia la realtà.',
    easy: 'Fede e immaginazione ti sostengono: hai un dono per l’arte, la spiritualità o la cura, e la tua compassione trova modi concreti di aiutare.',
    tense:
      'Le aspettative rischiano di gonfiarsi: idealizzi persone o progetti, credi a promesse troppo belle o ti perdi in sogni irrealizzabili. Ancorare gli ideali a gesti concreti li protegge dalla delusione.',
  },
  'jupiter-pluto': {
    blend:
      'Ti muove una spinta potente verso la crescita e l’influenza: sai mobilitare risorse, persone e idee, e le tue convinzioni hanno la forza di trasformare, purché il desiderio di grandezza resti sotto controllo.',
    easy: 'Far crescere e rigenerare ti viene naturale: hai intuito per il potere usato bene, per le risorse e per le strategie di ampio respiro, e sai trasformare le crisi in occasioni.',
    tense:
      'Convinzioni e potere possono scontrarsi con forza, tra fanatismo, ambizioni smisurate o conflitti con autorità potenti. Mettere questa energia al servizio di una causa più grande di te la rende nobile.',
  },
  'jupiter-trueNode': {
    blend:
      'Allargare gli orizzonti è ciò che la vita ti chiede: studiare, viaggiare, trovare maestri e credere in qualcosa di più grande ti porta verso la persona che puoi diventare.',
    easy: 'Una sorta di protezione discreta accompagna il tuo cammino: maestri, viaggi e occasioni generose arrivano spesso a sostenere il tuo percorso di crescita.',
    tense:
      'Ottimismo e convinzioni sono un’eredità preziosa che rischia di diventare una poltrona: riposare su ciò che già credi è facile, e la crescita chiede l’umiltà di chi impara da capo.',
  },
  'jupiter-ascendant': {
    blend:
      'Dove arrivi porti calore e ampiezza: trasmetti fiducia, ottimismo e generosità, e spesso gli altri ti vedono come una persona fortunata, o come qualcuno da cui imparare.',
    easy: 'Un’aria benevola e allegra ti precede: cominci le cose con una fiducia che attira aiuto e buone occasioni.',
    tense:
      'La tendenza a esagerare si vede: promesse troppo grandi, eccessi a tavola o un entusiasmo che invade lo spazio altrui. Dosata, la tua generosità diventa più credibile.',
  },
  'jupiter-midheaven': {
    blend:
      'Il lavoro ti chiede respiro: insegnamento, viaggi, legge o progetti che allargano gli orizzonti ti somigliano, e la carriera ti offre spesso riconoscimento e occasioni di crescita.',
    easy: 'Fiducia e buona reputazione sostengono la tua carriera: le persone giuste ti incoraggiano, e cogli con naturalezza le opportunità professionali.',
    tense:
      'Ambizione e idealismo possono spingerti troppo lontano, con progetti professionali sovradimensionati o tensioni tra carriera e convinzioni. Con una meta precisa, la tua crescita si fa più solida.',
  },
  'saturn-uranus': {
    blend:
      'In te convivono tradizione e innovazione: sai costruire strutture nuove, dare forma pratica alle idee originali e riformare le regole dall’interno, mentre la tensione tra sicurezza e libertà resta viva.',
    easy: 'Rinnovare senza distruggere è il tuo talento: porti il cambiamento con metodo, e la tua disciplina rende concrete le intuizioni più avanzate.',
    tense:
      'Libertà e sicurezza sono in conflitto: oscilli tra il bisogno di stabilità e l’urgenza di rompere gli schemi, e le svolte possono essere brusche. Cambiare per gradi ti protegge dalle rotture.',
  },
  'saturn-neptune': {
    blend:
      'Sai dare forma concreta ai sogni: l’ispirazione incontra la disciplina, e puoi costruire qualcosa di solido nell’arte, nella cura o nella spiritualità, anche se la paura del caos può irrigidirti.',
    easy: 'Realismo e immaginazione si aiutano a vicenda: rendi pratici gli ideali, dai una struttura alla compassione e porti avanti con pazienza progetti ispirati.',
    tense:
      'Sogni e realtà sembrano darsi torto a vicenda, tra delusioni, paure vaghe e il dubbio che gli ideali non reggano alla prova. Costruire un passo alla volta ciò in cui credi scioglie lo scetticismo.',
  },
  'saturn-pluto': {
    blend:
      'Le prove dure raramente ti spezzano: sai ricostruire dalle macerie ed esercitare un potere serio e responsabile, anche se la durezza verso di te e verso gli altri può diventare eccessiva.',
    easy: 'Possiedi una forza strategica e paziente: trasformi le strutture in profondità, gestisci le crisi con calma e costruisci qualcosa che dura.',
    tense:
      'Potere e limiti si scontrano: pressioni, controlli o prove severe possono segnare il tuo cammino. Affrontarli con integrità può lasciarti una forza interiore incrollabile.',
  },
  'saturn-trueNode': {
    blend:
      'Maturare è il tuo compito più fecondo: assumerti impegni, costruire con pazienza e diventare un punto di riferimento per altri ti conduce lungo la strada che il Nodo Nord indica.',
    easy: 'Disciplina e perseveranza sono i tuoi alleati più affidabili: ciò che costruisci con metodo tende a consolidare la direzione che la vita ti propone.',
    tense:
      'Il senso del dovere ti è così familiare da diventare un’armatura: controllo, rigore e paura di sbagliare possono tenerti nel noto, quando la strada chiede di fidarti e di sperimentare.',
  },
  'saturn-ascendant': {
    blend:
      'Al primo incontro dai un’impressione di serietà, di maturità e di affidabilità: il corpo chiede disciplina e cura costante, e una certa timidezza può frenarti nei primi passi.',
    easy: 'Trasmetti affidabilità e competenza: cominci le cose con calma e metodo, e gli altri ti affidano volentieri delle responsabilità.',
    tense:
      'Un senso di limite accompagna il tuo modo di presentarti: timidezza, rigidità o relazioni impegnative che mettono alla prova. Superate, queste prove ti danno una solidità che ispira rispetto.',
  },
  'saturn-midheaven': {
    blend:
      'Costruisci la carriera un gradino alla volta, con un forte senso di responsabilità: la strada professionale chiede impegno e pazienza, e può portarti a ruoli di autorità guadagnati sul campo.',
    easy: 'Disciplina e ambizione lavorano bene insieme: pianifichi il tuo percorso professionale, rispetti le regole e conquisti stima con la costanza.',
    tense:
      'La carriera incontra ostacoli, ritardi o autorità severe, e puoi sentire di dover sempre dimostrare qualcosa. Ogni difficoltà superata rafforza però la tua reputazione e la tua competenza.',
  },
  'uranus-neptune': {
    blend:
      'Appartieni a una generazione che sogna rivoluzioni spirituali: in te intuizione e bisogno di libertà si fondono in ideali visionari, da esprimere nell’arte, nella tecnologia o nella ricerca interiore.',
    easy: 'Intuizione e originalità si sostengono: hai accesso a idee ispirate e innovative, e sai immaginare forme nuove di comunità e di spiritualità.',
    tense:
      'Tra il bisogno di cambiare e quello di sognare nasce un’inquietudine collettiva che senti anche tu, fatta di ideali confusi o di fughe dalla realtà. Le visioni diventano utili quando mettono radici in gesti concreti.',
  },
  'uranus-pluto': {
    blend:
      'Porti il segno di una generazione di grandi trasformazioni: senti il bisogno di rinnovare in profondità, di liberarti da ciò che opprime e di contribuire a cambiamenti radicali.',
    easy: 'Hai un istinto per le trasformazioni necessarie: riconosci ciò che va cambiato e sostieni il rinnovamento con forza e lucidità.',
    tense:
      'Senti la pressione di sconvolgimenti più grandi di te: crisi improvvise, rotture o il desiderio di rovesciare tutto. Trasformare questa energia in impegno consapevole la rende creativa.',
  },
  'uranus-trueNode': {
    blend:
      'Liberarti dagli schemi ereditati è la tua via per crescere: la vita ti chiede di essere originale e di seguire la tua strada anche quando sorprende chi ti conosce.',
    easy: 'Le svolte inattese spesso ti portano dove devi andare: l’intuizione e il coraggio di cambiare diventano strumenti preziosi per la tua crescita.',
    tense:
      'Ribellarti, fuggire o cambiare tutto all’improvviso è un riflesso che conosci fin troppo bene: la crescita, per te, chiede invece di impegnarti e di restare quando sarebbe facile andartene.',
  },
  'uranus-ascendant': {
    blend:
      'Ti presenti in modo anticonvenzionale e imprevedibile: hai bisogno di libertà di movimento, e gli altri ti percepiscono come una persona fuori dal comune.',
    easy: 'Un tocco di originalità nel tuo modo di presentarti incuriosisce: avvii cose nuove con naturalezza e ti adatti ai cambiamenti con agilità.',
    tense:
      'La tua libertà entra spesso in conflitto con gli altri: relazioni instabili, cambi improvvisi di immagine o nervosismo. Scegliere legami che rispettino la tua indipendenza porta stabilità.',
  },
  'uranus-midheaven': {
    blend:
      'Fuori dagli schemi anche nel lavoro, cerchi una carriera libera, innovativa o legata alla tecnologia e al futuro, e i cambi di direzione fanno parte del tuo percorso.',
    easy: 'Sai portare idee nuove nel lavoro: la tua originalità viene apprezzata, e le svolte professionali aprono spesso opportunità inattese.',
    tense:
      'La carriera conosce scossoni: cambi di direzione improvvisi, insofferenza verso i superiori o instabilità. Una professione che ti lasci autonomia rende gli strappi meno bruschi.',
  },
  'neptune-pluto': {
    blend:
      'Appartieni a una generazione in cui fede e trasformazione si fondono: senti il richiamo di una rinascita spirituale, e la tua sensibilità intuisce i cambiamenti profondi della società.',
    easy: 'Questo legame generazionale ti dà un’intuizione sottile delle trasformazioni collettive: senti in profondità le correnti del tuo tempo e puoi dare loro un senso spirituale.',
    tense:
      'Un’inquietudine profonda attraversa la tua generazione, tra ideali che crollano e rinascono e paure collettive. Trovare una fede personale, non imposta, ti ancora nei momenti di crisi.',
  },
  'neptune-trueNode': {
    blend:
      'Intuizione, compassione e vita interiore sono la bussola della tua crescita: dare spazio all’arte, alla spiritualità o al silenzio ti avvicina a ciò che sei qui per imparare.',
    easy: 'L’ispirazione ti guida più di qualunque piano: seguire ciò che ti commuove, nell’arte o nella spiritualità, ti conduce spesso nella direzione giusta.',
    tense:
      'Il sogno è un rifugio antico e conosciuto: evadere, sacrificarti o perderti nell’ideale ti riesce naturale, mentre il tuo cammino chiede chiarezza e presenza concreta.',
  },
  'neptune-ascendant': {
    blend:
      'Sfuggente e affascinante, la tua presenza invita gli altri a proiettare su di te i loro sogni; il corpo reagisce alle atmosfere, e definire chi sei può chiedere un lungo lavoro di ascolto.',
    easy: 'Hai un’aura gentile e ispirata: sai metterti nei panni degli altri, il tuo stile ha un tocco artistico e cominci le cose seguendo l’intuizione.',
    tense:
      'Gli altri possono vederti in modo confuso o idealizzato: malintesi, relazioni in cui ti perdi o confini incerti. Una sana distanza dagli altri ti protegge, e la tua sensibilità resta intatta.',
  },
  'neptune-midheaven': {
    blend:
      'Più che un piano, la tua carriera segue un richiamo, verso l’arte, la cura, la spiritualità o il mondo delle immagini, anche se la direzione può sembrare nebulosa.',
    easy: 'Sensibilità e professione si sostengono: porti immaginazione e compassione nel lavoro, e la tua reputazione beneficia della tua gentilezza.',
    tense:
      'La direzione professionale può sembrare incerta, tra confusione sugli obiettivi, delusioni o una carriera idealizzata. Fissare mete chiare ti aiuta a realizzare il tuo sogno.',
  },
  'pluto-trueNode': {
    blend:
      'Rinascere è il filo del tuo cammino: andare in profondità, affrontare ciò che temi e lasciar andare ciò che è finito ti conduce verso la tua direzione più autentica.',
    easy: 'Le crisi attraversate a testa alta diventano gradini: la tua capacità di rigenerarti sostiene la strada di crescita che il Nodo Nord indica.',
    tense:
      'Trattenere, controllare, aspettarti il peggio: sono istinti profondi che un tempo servivano a difenderti, ma la crescita chiede di fidarti e di lasciare spazio alla leggerezza.',
  },
  'pluto-ascendant': {
    blend:
      'Anche quando taci, gli altri sentono la tua forza: hai una presenza intensa e magnetica, riveli poco di te e attraversi, nel corpo e nell’immagine, trasformazioni profonde.',
    easy: 'Una forza tranquilla traspare da come ti presenti: leggi le persone, ispiri rispetto e sai rinnovarti quando serve.',
    tense:
      'Le relazioni diventano spesso terreni di potere: incontri che ti trasformano, controlli reciproci o diffidenze. Usare il tuo intuito per capire, più che per difenderti, apre legami più profondi.',
  },
  'pluto-midheaven': {
    blend:
      'Potere e trasformazione attraversano la tua vocazione, nella psicologia, nella ricerca, nella finanza o nella gestione delle crisi, e la carriera conosce rinascite profonde.',
    easy: 'La tua ambizione è profonda e strategica: sai influenzare, gestire risorse e trasformare le strutture in cui lavori, con una forza che viene riconosciuta.',
    tense:
      'La carriera può diventare un campo di battaglia, tra conflitti con le autorità, crisi professionali o bisogno di controllo. Trasformare l’ambizione in una missione ti dà forza e rispetto.',
  },
  'trueNode-ascendant': {
    blend:
      'Imparare a camminare con le tue gambe è il cuore della tua crescita: mostrarti, prendere l’iniziativa e fidarti del tuo istinto ti porta avanti più di qualunque alleanza.',
    easy: 'Ogni volta che cominci qualcosa di tuo, ti muovi in sintonia con la tua strada di crescita: i nuovi inizi portano spesso le occasioni migliori.',
    tense:
      'Fare da te ti è familiare quanto respirare: l’autonomia è un talento antico che può diventare una chiusura, mentre la crescita chiede di aprirti agli altri e di costruire insieme, nella coppia come nel lavoro o in famiglia.',
  },
  'trueNode-midheaven': {
    blend:
      'La tua crescita si gioca nel mondo: assumerti un ruolo pubblico, costruire una vocazione riconoscibile e prendere in mano la tua direzione è ciò che la vita ti chiede.',
    easy: 'Carriera e crescita interiore vanno d’accordo: il lavoro che scegli tende a insegnarti proprio ciò che la vita ti chiede di imparare.',
    tense:
      'Il conflitto tra vita pubblica e vita privata ti riporta spesso su strade già percorse: rifugiarti nel ruolo che conosci è facile, ma la crescita chiede di esplorare la parte di te che hai lasciato in ombra.',
  },
  'ascendant-midheaven': {
    blend:
      'Immagine e vocazione sono per te un tutt’uno: le persone ti associano subito al tuo ruolo, nel bene e nel male, e il modo in cui ti presenti apre o chiude le porte della carriera.',
    easy: 'Il modo in cui ti presenti favorisce la tua carriera: ti muovi con naturalezza nel mondo professionale e trasmetti un’immagine coerente con i tuoi obiettivi.',
    tense:
      'Immagine personale e direzione professionale chiedono di essere conciliate: ciò che mostri di te e ciò che il lavoro richiede non sempre coincidono, e trovare il tuo stile diventa una ricerca continua.',
  },
};
