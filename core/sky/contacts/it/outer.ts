import type { OuterContacts } from '../../contacts';

/** The Italian readings of the slow planets' contacts (Jupiter to Pluto) with each natal point, by kind of aspect. */
export const OUTER: OuterContacts = {
  jupiter: {
    sun: {
      blend: {
        text: 'Giove illumina ciò che sei nel profondo: la fiducia cresce, gli altri ti notano più facilmente e le porte sembrano aprirsi, con l’unico rischio di credere che tutto sia possibile nello stesso momento.',
        advice: 'Scegli l’occasione che somiglia davvero a te e fai soltanto promesse che puoi mantenere.',
      },
      easy: {
        text: 'Ti riconosci di più in ciò che fai e le persone rispondono con benevolenza, così un piccolo impegno può dare frutti più grandi del previsto, a patto di metterlo davvero in moto.',
        advice: 'Invia la candidatura o fai la richiesta che tieni nel cassetto, finché il clima è dalla tua parte.',
      },
      tense: {
        text: 'Quando le circostanze ti vanno strette e la fame di spazio cresce, orgoglio e irrequietezza possono spingerti verso impegni grandiosi che ti disperdono più di quanto ti facciano crescere.',
        advice: 'Cresci nella direzione che ti sta più a cuore e lascia passare le lusinghe che ti distraggono.',
      },
    },
    moon: {
      blend: {
        text: 'Il cuore si allarga e la casa si riempie: i sentimenti si fanno caldi e generosi, la famiglia può crescere o ritrovarsi, e aumenta anche il bisogno di conforto.',
        advice: 'Rendi più accogliente il luogo in cui vivi e lascia che gli altri si prendano cura di te.',
      },
      easy: {
        text: 'Arriva con meno fatica una serenità emotiva che addolcisce i legami familiari, lenisce le vecchie ferite e rende spontaneo dare conforto e riceverlo.',
        advice: 'Invita a tavola le persone care o riallaccia un rapporto di famiglia che si è raffreddato.',
      },
      tense: {
        text: 'I bisogni emotivi si gonfiano: la tentazione è colmare ogni vuoto con il cibo, gli acquisti o i problemi altrui, mentre in famiglia si chiede e si dà più del necessario.',
        advice: 'Quando senti il bisogno di riempire un vuoto, fermati e chiediti di che cosa hai fame davvero.',
      },
    },
    mercury: {
      blend: {
        text: 'La mente corre lontano e le idee si moltiplicano: studio, scrittura, insegnamento o una conversazione importante possono aprirti una porta, anche se qualche dettaglio rischia di sfuggire.',
        advice: 'Comincia il corso, la proposta o il libro che hai in mente, e tieni un taccuino per i dettagli.',
      },
      easy: {
        text: 'Chi ti ascolta è ben disposto e il tuo pensiero ha respiro e buon umore, un terreno fertile per imparare, pubblicare, trattare un accordo o progettare un viaggio.',
        advice: 'Metti per iscritto l’idea che ti convince di più e presentala a chi può farla crescere.',
      },
      tense: {
        text: 'Potresti dire troppo, accettare in fretta o credere a un piano prima di verificarlo, perché il quadro generale tende a far perdere di vista le clausole in piccolo, e le opinioni rischiano di diventare prediche.',
        advice: 'Rileggi con calma ciò che firmi e sostieni le tue idee senza bisogno di vincere ogni discussione.',
      },
    },
    venus: {
      blend: {
        text: 'È uno dei passaggi più dolci: affetto e piacere si allargano, può sbocciare un amore o un’amicizia e diventa più facile circondarti di bellezza e di buona compagnia.',
        advice:
          'Goditi apertamente questa dolcezza, e in amore trova anche il coraggio di dire con chiarezza che cosa desideri.',
      },
      easy: {
        text: 'Il calore passa con facilità tra te e gli altri: i rapporti si fanno più gentili, ciò che crei ha fascino e i piccoli piaceri si moltiplicano quasi senza sforzo.',
        advice: 'Accetta gli inviti e trasforma la simpatia che ti circonda in un incontro o in un progetto bello.',
      },
      tense: {
        text: 'Il desiderio di amore e di piacere è sincero, ma l’appetito può superare il giudizio: spese eccessive, indulgenze o l’idealizzazione di una persona o di un affare sono le trappole più comuni.',
        advice: 'Prima di scegliere l’opzione più lussuosa, chiediti se rispecchia ciò a cui tieni davvero.',
      },
    },
    mars: {
      blend: {
        text: 'Il coraggio cresce insieme all’energia, lo spirito d’impresa si accende e l’unico rischio è strafare per pura esuberanza.',
        advice:
          'Investi lo slancio in un’impresa che richieda fiato e resistenza, non in una corsa a chi arriva prima.',
      },
      easy: {
        text: 'Agire ti riesce più facile: le iniziative trovano consenso, il corpo risponde con vigore e il coraggio arriva al momento giusto, purché tu decida dove puntarlo.',
        advice:
          'Dai un bersaglio preciso alla tua energia: un allenamento, un lavoro manuale, un progetto da avviare con decisione.',
      },
      tense: {
        text: 'Fiducia ed energia sono al massimo, e con loro cresce la tentazione di caricarti di troppe sfide insieme, di alzare la voce o di sottovalutare i rischi pur di non rinunciare a nulla.',
        advice: 'Scegli una sola impresa ambiziosa e dalle tutta la tua forza; alla seconda e alla terza di’ di no.',
      },
    },
    jupiter: {
      blend: {
        text: 'È il ritorno di Giove, l’inizio di un nuovo ciclo di crescita: le convinzioni che ti guidano si rinnovano e ciò che semini adesso tende a dare il tono alla fase che si apre.',
        advice: 'Scegli l’ambito in cui vuoi crescere nel ciclo che comincia e pianta lì un seme concreto.',
      },
      easy: {
        text: 'Ciò in cui credi trova conferme: un maestro, un viaggio o uno studio possono allargarti la visuale, purché sia tu a muoverti per cercarli.',
        advice: 'Cerca chi ne sa più di te e chiedigli di insegnarti qualcosa che allarghi le tue prospettive.',
      },
      tense: {
        text: 'Giove raggiunge un punto critico del proprio ciclo: la crescita avviata al suo ritorno chiede una verifica, e l’eccesso di fiducia, di impegni o di aspettative comincia a farsi sentire.',
        advice:
          'Fai il punto sui tuoi progetti: rafforza quelli che crescono davvero e lascia cadere quelli gonfiati dall’entusiasmo.',
      },
    },
    saturn: {
      blend: {
        text: 'Un impegno portato avanti con costanza può trovare la sua ricompensa, mentre una paura antica si allenta e il realismo, invece di frenarti, ti aiuta a crescere per passi misurati.',
        advice: 'Presenta il progetto serio che prepari con pazienza a chi può dargli basi solide.',
      },
      easy: {
        text: 'Le ambizioni trovano un’impalcatura: è una fase adatta a consolidare il lavoro, chiedere consiglio a una persona esperta e trasformare una buona idea in qualcosa che regge.',
        advice: 'Metti nero su bianco un piano a lunga scadenza, diviso in tappe che puoi verificare.',
      },
      tense: {
        text: 'La spinta a crescere urta contro doveri, limiti e prudenze: senti insieme l’acceleratore e il freno, e la tensione ti chiede di capire quale dei due ha ragione, caso per caso.',
        advice: 'Distingui la prudenza utile dalla paura e, dove il freno è solo abitudine, prova un passo misurato.',
      },
    },
    uranus: {
      blend: {
        text: 'Un colpo di fortuna inatteso o un’intuizione improvvisa possono spalancarti una strada nuova: si risvegliano la fame di libertà e la voglia di sperimentare.',
        advice: 'Lascia spazio all’imprevisto e di’ di sì a una proposta insolita, tenendoti però una via d’uscita.',
      },
      easy: {
        text: 'Un cambiamento desiderato a lungo diventa più semplice da realizzare, e le idee originali trovano terreno fertile grazie ad amici, gruppi o nuove tecnologie che offrono il varco giusto.',
        advice:
          'Sperimenta il cambiamento che rimandi in una forma piccola e reversibile, poi osserva l’effetto che ti fa.',
      },
      tense: {
        text: 'L’insofferenza cresce e la voglia di rompere gli schemi può spingerti verso svolte brusche o scommesse azzardate, nella convinzione che altrove tutto sia più facile.',
        advice: 'Prima di mollare tutto, cambia una sola cosa e guarda che cosa succede.',
      },
    },
    neptune: {
      blend: {
        text: 'Può nascere un’opera, un gesto generoso o un’esperienza spirituale, perché sogni, fede e compassione si allargano; diventa però anche più facile credere a ciò che si desidera.',
        advice:
          'Nutri l’ispirazione con la musica, l’arte o il silenzio, e verifica con calma ogni promessa troppo bella.',
      },
      easy: {
        text: 'L’intuito lavora in tuo favore: la creatività scorre, la sensibilità verso gli altri si fa più profonda e un impegno nel volontariato, nell’arte o nella ricerca interiore può darti molto.',
        advice: 'Ritaglia un momento fisso per un’attività creativa o contemplativa e ascolta le idee che affiorano.',
      },
      tense: {
        text: 'Il confine tra ispirazione e illusione si assottiglia: puoi sopravvalutare una persona, un progetto o una causa, o lasciarti sedurre da promesse vaghe che non reggono alla prova dei fatti.',
        advice: 'Chiedi dettagli concreti prima di affidare soldi, tempo o cuore a un sogno condiviso.',
      },
    },
    pluto: {
      blend: {
        text: 'Sotto la superficie cresce un’ambizione intensa, che può darti accesso a risorse, influenza o una rinascita interiore ma che amplifica anche il desiderio di tenere tutto sotto controllo.',
        advice: 'Metti la forza che senti al servizio di un cambiamento reale, non di una partita di potere.',
      },
      easy: {
        text: 'Le risorse profonde vengono a galla: la capacità di rigenerarti, di fare strategia e di leggere ciò che si muove sotto la superficie trova l’occasione per esprimersi.',
        advice:
          'Affronta la questione delicata che continui a evitare: hai più forza di quanto pensi per trasformarla.',
      },
      tense: {
        text: 'Si affacciano lotte di potere e ambizioni senza misura: il desiderio di crescere può diventare ossessione, e chi detiene autorità può mettersi di traverso proprio quando vuoi tutto.',
        advice: 'Tratta con chi ha potere senza forzare la mano e chiediti quanto ti basta davvero.',
      },
    },
    ascendant: {
      blend: {
        text: 'Ti presenti al mondo con più slancio e più calore: cresce la voglia di iniziare, e anche il corpo può chiedere più spazio, più cibo o più movimento.',
        advice: 'Avvia qualcosa che ti rappresenti e concedi al corpo movimento e piacere, senza eccedere a tavola.',
      },
      easy: {
        text: 'Fai una buona impressione senza sforzo: la gente tende ad accoglierti con favore, e un viaggio, un corso o un incontro può migliorare l’immagine che hai di te.',
        advice: 'Presentati dove conta e lascia che la tua naturalezza faccia il resto.',
      },
      tense: {
        text: 'Gli altri ti chiedono molto e tu tendi a offrire ancora di più: promesse a partner o soci, ruoli troppo grandi e una fiducia generosa che ha bisogno di un confine.',
        advice:
          'Prima di accettare un nuovo ruolo o un nuovo socio, chiarisci che cosa ricevi e che cosa dai in cambio.',
      },
    },
    midheaven: {
      blend: {
        text: 'Lavoro e reputazione si trovano sotto una luce favorevole: può arrivare una promozione, un riconoscimento o una chiamata che allarga il tuo ruolo nel mondo.',
        advice: 'Candidati, fatti avanti e racconta i tuoi risultati: è il momento di chiedere spazio.',
      },
      easy: {
        text: 'La direzione professionale trova appoggio: una persona influente, una proposta o una formazione possono far avanzare la carriera, se scegli di cogliere l’invito.',
        advice: 'Contatta chi può aprirti una porta nel lavoro e presentagli un’idea precisa.',
      },
      tense: {
        text: 'Carriera e vita privata reclamano entrambe più spazio: ambizioni grandi, promesse ai superiori e bisogni familiari possono tirarti da parti diverse e gonfiare le aspettative.',
        advice:
          'Decidi quale traguardo professionale conta di più e proteggi il tempo per la famiglia con un limite chiaro.',
      },
    },
  },
  saturn: {
    sun: {
      blend: {
        text: 'È un tempo di prova e di essenzialità: Saturno chiede serietà a tutto ciò che sei, mette in luce quello che non regge e può abbassare l’energia, ma lascia alla tua vita contorni più netti e più veri.',
        advice:
          'Riduci gli impegni al necessario, concediti più riposo e scegli un solo obiettivo da servire con costanza.',
      },
      easy: {
        text: 'Ciò che costruisci con metodo tende a restare: le persone autorevoli ti prendono sul serio, le responsabilità ti calzano meglio del solito e la disciplina diventa un’alleata.',
        advice: 'Affronta il compito impegnativo che rimandi e procedi per gradi, con un calendario realistico.',
      },
      tense: {
        text: 'Ostacoli, richieste dall’alto e dubbi su di te mettono alla prova la strada che hai scelto: la fatica è reale, e proprio questa resistenza ti mostra che cosa vale la pena di sostenere.',
        advice: 'Non forzare: rallenta, chiedi il sostegno giusto e porta avanti soltanto ciò che regge alla prova.',
      },
    },
    moon: {
      blend: {
        text: 'Il cuore si raccoglie in un silenzio pensoso: possono arrivare malinconia, responsabilità verso la famiglia o un cambiamento nel luogo in cui vivi, e la lezione è prenderti cura di te con fermezza.',
        advice: 'Dai una struttura semplice alle tue giornate e chiedi aiuto invece di portare ogni peso senza dirlo.',
      },
      easy: {
        text: 'Le emozioni trovano un argine saggio: sai mantenere la calma, sostenere chi ami con affidabilità e sistemare le basi della vita domestica con un senso pratico nuovo.',
        advice: 'Metti ordine in una questione di famiglia o di casa che chiede una decisione ponderata.',
      },
      tense: {
        text: 'Le ragioni del dovere si scontrano con quelle del cuore: potresti percepire freddezza intorno a te, sentire il peso di un impegno familiare o un bisogno di conforto che nessuno sembra vedere.',
        advice: 'Dai un nome a ciò che ti manca e chiedilo con chiarezza, senza aspettare che gli altri lo indovinino.',
      },
    },
    mercury: {
      blend: {
        text: 'Il pensiero rallenta e si fa profondo e preciso: è un passaggio adatto allo studio serio, alle scelte ponderate e ai documenti importanti, anche se le idee possono tingersi di pessimismo.',
        advice: 'Dedica la mente a un lavoro di precisione e non prendere per verità i pensieri cupi della stanchezza.',
      },
      easy: {
        text: 'Puoi pianificare, firmare accordi solidi, imparare un mestiere o finire uno scritto impegnativo con una costanza che sorprende, perché concentrazione e senso pratico ti sostengono.',
        advice: 'Scegli un’abilità da approfondire e dedicale un esercizio regolare, breve ma costante.',
      },
      tense: {
        text: 'Risposte che tardano, critiche severe e intoppi burocratici possono frenare le tue idee, mentre la mente tende a girare intorno a preoccupazioni e scenari negativi.',
        advice:
          'Prepara con cura ogni comunicazione importante e scrivi le preoccupazioni su un foglio per ridimensionarle.',
      },
    },
    venus: {
      blend: {
        text: 'L’amore passa al vaglio della realtà, che separa i legami fragili da quelli che vogliono durare: può arrivare un impegno serio, un distacco o un tempo di sobrietà nelle spese.',
        advice: 'Chiediti quali legami vuoi davvero far durare e dedica a quelli il tuo tempo e la tua cura.',
      },
      easy: {
        text: 'Un legame può consolidarsi e un’amicizia di vecchia data rivelarsi preziosa: la fedeltà conta più delle promesse, e anche il denaro gestito con giudizio tende a dare stabilità.',
        advice: 'Fai un gesto d’amore concreto e costante, di quelli che contano più delle parole.',
      },
      tense: {
        text: 'Distanze, freddezze o conti che non tornano pesano sugli affetti: potresti avere l’impressione che il tuo affetto non sia ricambiato, e scoprire che cosa chiedi davvero a un legame.',
        advice: 'Parla apertamente delle aspettative in coppia e rivedi le spese senza colpevolizzarti.',
      },
    },
    mars: {
      blend: {
        text: 'Ti muovi con il freno a mano tirato e la frustrazione può crescere, ma la forza si trasforma in resistenza se la metti al servizio di uno sforzo metodico.',
        advice:
          'Incanala la tensione in un lavoro fisico regolare e paziente, e non insistere dove il muro è più spesso.',
      },
      easy: {
        text: 'Sai dosare le forze e lavorare con costanza senza esaurirti: è il terreno ideale per portare avanti con determinazione un compito che richiede tenacia.',
        advice: 'Affronta l’impresa faticosa che rimandi: un passo alla volta, senza scorciatoie.',
      },
      tense: {
        text: 'Ogni tentativo di accelerare sembra trovare un ostacolo: la rabbia verso regole, ritardi o figure di autorità sale, e il rischio è sprecare forze contro ciò che non si sposta.',
        advice: 'Scegli le battaglie che valgono e, per il resto, aggira l’ostacolo invece di prenderlo a spallate.',
      },
    },
    jupiter: {
      blend: {
        text: 'I tuoi progetti di crescita passano sotto la lente del realismo: le illusioni si ridimensionano, ciò che ha basi vere si consolida e le convinzioni di fondo vengono messe alla prova.',
        advice: 'Elimina i progetti che vivono solo di speranza e dai tempo e risorse certe a quello che regge.',
      },
      easy: {
        text: 'La fiducia poggia finalmente sui fatti, e la crescita avanza a passi sicuri, magari con l’appoggio di un mentore o di un’istituzione che crede in te.',
        advice:
          'Trasforma un sogno di espansione in un piano con tappe e costi chiari, e mostralo a chi può appoggiarlo.',
      },
      tense: {
        text: 'Le occasioni sembrano rallentare o chiedere più del previsto: il desiderio di espanderti si scontra con vincoli concreti, e alcune certezze vengono rimesse in discussione.',
        advice: 'Rinuncia a ciò che non puoi sostenere e ricostruisci la fiducia su basi più modeste ma solide.',
      },
    },
    saturn: {
      blend: {
        text: 'È il ritorno di Saturno, un esame di maturità: ciò che hai costruito viene pesato, le strutture che non ti appartengono cedono e la vita ti chiede di rispondere delle tue scelte da persona adulta.',
        advice:
          'Fai un inventario onesto di lavoro, legami e impegni, e tieni solo ciò che vuoi portare nella tua vita adulta.',
      },
      easy: {
        text: 'La maturità guadagnata si traduce in competenza: le fondamenta che hai gettato reggono, e puoi aggiungere un piano all’edificio con meno fatica.',
        advice: 'Consolida ciò che funziona: formalizza, metti ordine e insegna ad altri ciò che ormai sai fare bene.',
      },
      tense: {
        text: 'Saturno arriva a uno dei punti di verifica del suo ciclo: ciò che hai costruito nel tratto precedente viene messo sotto pressione, e le crepe indicano dove serve una correzione.',
        advice: 'Individua la struttura che scricchiola di più e riparala con pazienza, senza demolire tutto.',
      },
    },
    uranus: {
      blend: {
        text: 'Il vecchio e il nuovo si guardano in faccia: il bisogno di libertà chiede una forma concreta, oppure ti mostra dove la paura del cambiamento ti trattiene.',
        advice:
          'Trasforma un’idea innovativa in un progetto con regole e scadenze, invece di aspettare il momento perfetto.',
      },
      easy: {
        text: 'Innovare con giudizio diventa possibile: puoi introdurre cambiamenti duraturi, riformare un’abitudine o un’organizzazione e conciliare il desiderio di indipendenza con la stabilità.',
        advice: 'Scegli una riforma della tua vita quotidiana e rendila stabile con una regola semplice.',
      },
      tense: {
        text: 'Il bisogno di libertà si scontra con obblighi e strutture rigide: la tensione nervosa cresce e puoi oscillare tra ribellione e rassegnazione prima di trovare una via di mezzo.',
        advice: 'Negozia più autonomia dentro le regole esistenti, invece di romperle all’improvviso.',
      },
    },
    neptune: {
      blend: {
        text: 'Un sogno messo alla prova del concreto può dissolversi lasciando un po’ di malinconia, oppure prendere forma stabile come vocazione artistica o spirituale.',
        advice: 'Scegli il sogno a cui tieni di più e dagli una pratica regolare, anche modesta.',
      },
      easy: {
        text: 'L’ispirazione trova un contenitore: la disciplina aiuta creatività e sensibilità a diventare opere, servizio agli altri o una pratica interiore costante.',
        advice: 'Dedica uno spazio fisso alla musica, alla scrittura o alla meditazione e difendilo dagli imprevisti.',
      },
      tense: {
        text: 'La realtà bussa alla porta dei sogni: delusioni, confini confusi o timori senza nome possono pesare, finché non distingui ciò che è possibile da ciò che era solo speranza.',
        advice:
          'Verifica i fatti prima di decidere e confida le paure vaghe a una persona di fiducia che ti aiuti a vederle chiare.',
      },
    },
    pluto: {
      blend: {
        text: 'Una pressione profonda chiede di chiudere ciò che ha fatto il suo tempo: è un passaggio faticoso e serio, che però dà anche la forza di ricostruire su basi più autentiche.',
        advice: 'Lascia andare con decisione ciò che non si può salvare e rimetti le energie in ciò che resta.',
      },
      easy: {
        text: 'Hai la tenacia per affrontare una trasformazione impegnativa, sanare una situazione complessa o esercitare la tua autorità con misura, perché la volontà si somma alla resistenza.',
        advice: 'Affronta un problema radicato con un piano preciso e paziente: la perseveranza è il tuo strumento.',
      },
      tense: {
        text: 'Poteri che si scontrano e pressioni che non cedono mettono alla prova la tua resistenza: alcune situazioni arrivano al capolinea, e il controllo ostinato rende tutto più duro.',
        advice: 'Riconosci dove ti aggrappi per paura e lascia che una fine necessaria faccia il suo corso.',
      },
    },
    ascendant: {
      blend: {
        text: 'Il modo in cui ti presenti diventa più sobrio e autorevole, mentre responsabilità personali e una certa stanchezza del corpo ti invitano a un’immagine di te più matura ed essenziale.',
        advice:
          'Cura il corpo con regolarità, scegli gli impegni che ti fanno crescere e lascia perdere quelli di facciata.',
      },
      easy: {
        text: 'Chi ti incontra coglie la tua serietà e se ne fida, e le abitudini che scegli con cura tendono a mettere radici e a sostenerti.',
        advice: 'Introduci un’abitudine sostenibile e dedica a te la stessa costanza che dedichi al lavoro.',
      },
      tense: {
        text: 'Gli altri, o il ruolo che ti chiedono di avere, possono sembrarti un peso: legami e collaborazioni vengono messi alla prova, e il tuo modo di affrontare il mondo richiede più fermezza.',
        advice: 'Chiarisci gli accordi con partner e soci e non accettare responsabilità che appartengono ad altri.',
      },
    },
    midheaven: {
      blend: {
        text: 'La carriera giunge a un momento di verità: possono arrivare autorità e riconoscimento per ciò che hai costruito, oppure diventa chiaro dove la direzione va cambiata.',
        advice: 'Assumi il ruolo che ti spetta con serietà e fai un bilancio onesto del tuo percorso professionale.',
      },
      easy: {
        text: 'La reputazione si costruisce con i fatti: il lavoro serio viene notato, i superiori tendono a fidarsi di te e una meta professionale lontana diventa raggiungibile passo dopo passo.',
        advice: 'Definisci un obiettivo di carriera concreto e lavora con metodo sulle competenze che richiede.',
      },
      tense: {
        text: 'Doveri professionali e bisogni privati tirano in direzioni diverse: superiori esigenti, una posizione da difendere o fondamenta familiari da risistemare chiedono fatica e pazienza.',
        advice: 'Metti in ordine le priorità tra lavoro e famiglia e rinuncia a ciò che non riesci a sostenere bene.',
      },
    },
  },
  uranus: {
    sun: {
      blend: {
        text: 'Un risveglio improvviso scuote l’idea che hai di te: emerge il bisogno di essere fino in fondo chi sei, e ciò che ti stava stretto può cadere di colpo, a volte prima che tu lo decida.',
        advice: 'Fai spazio a chi stai diventando, ma prima di strappare tutto tieni fermo ciò che ti sostiene.',
      },
      easy: {
        text: 'Un vento nuovo ti rinfresca: le scelte originali ti riescono bene, gli incontri sorprendenti portano stimoli e puoi cambiare qualcosa di importante senza traumi.',
        advice: 'Prova qualcosa che non hai mai fatto e lascia che la curiosità guidi almeno una decisione.',
      },
      tense: {
        text: 'Scossoni, imprevisti e un’insofferenza crescente mettono in discussione il tuo modo di vivere: qualcosa chiede di cambiare, e più resisti, più la scossa rischia di essere forte.',
        advice: 'Scegli tu il cambiamento da fare prima che lo scelgano le circostanze, e fallo per gradi.',
      },
    },
    moon: {
      blend: {
        text: 'Un trasloco, novità in famiglia o sbalzi d’umore possono rimescolare la vita emotiva e domestica, mentre cresce il bisogno di respirare più liberamente dentro i legami.',
        advice: 'Accogli i cambiamenti in casa e nel cuore, ma concediti pause per ritrovare il tuo ritmo.',
      },
      easy: {
        text: 'I sentimenti si rinnovano con leggerezza: una novità in famiglia, una casa diversa o amicizie inattese possono portarti una ventata di libertà emotiva.',
        advice:
          'Cambia qualcosa nel tuo ambiente domestico che ti dia più respiro, anche solo la disposizione di una stanza.',
      },
      tense: {
        text: 'Quando l’inquietudine interiore sale, bisogni emotivi contraddittori, tensioni in famiglia o cambiamenti improvvisi in casa possono agitare l’umore e il sonno.',
        advice:
          'Proteggi il riposo e i piccoli rituali che ti calmano, e aspetta che l’agitazione scenda prima di decidere.',
      },
    },
    mercury: {
      blend: {
        text: 'Lampi di genio e intuizioni improvvise attraversano la mente: il pensiero si fa rapido e originale, ma anche nervoso e incline a cambiare idea di continuo.',
        advice: 'Annota ogni intuizione appena arriva e vaglia con calma quelle che meritano di diventare progetti.',
      },
      easy: {
        text: 'Tecnologie, linguaggi o discipline nuove ti incuriosiscono, e la mente, aperta a idee fuori dal comune, trova soluzioni che prima non riusciva a vedere.',
        advice: 'Iscriviti a qualcosa di insolito o prova un nuovo strumento: la curiosità è dalla tua parte.',
      },
      tense: {
        text: 'Notizie inattese, piani che saltano e una tensione nervosa costante possono disperdere la concentrazione e spingerti a parlare o a decidere d’impulso.',
        advice: 'Prenditi pause vere dagli schermi e rileggi ogni messaggio importante prima di inviarlo.',
      },
    },
    venus: {
      blend: {
        text: 'Il cuore cerca emozioni nuove: questo passaggio può accendere un’attrazione improvvisa, scuotere un legame che soffoca o rivoluzionare i tuoi gusti e il modo di spendere.',
        advice:
          'Concedi più libertà ai sentimenti, ma prima di scelte irreversibili lascia passare l’onda dell’entusiasmo.',
      },
      easy: {
        text: 'Incontri stimolanti e piaceri inattesi rendono gli affetti più vivaci: una relazione può rinnovarsi e la creatività trova strade originali per esprimersi.',
        advice: 'Proponi al partner o agli amici qualcosa che non avete mai fatto insieme.',
      },
      tense: {
        text: 'Bisogno di libertà e bisogno d’amore entrano in conflitto: un legame può vacillare all’improvviso, l’attrazione correre verso l’insolito e le spese diventare imprevedibili.',
        advice: 'Di’ che cosa ti serve in un rapporto prima che la tensione esploda, e tieni i conti sotto controllo.',
      },
    },
    mars: {
      blend: {
        text: 'Hai addosso un’energia elettrica e imprevedibile: viene voglia di agire d’istinto e di rompere gli indugi, e la fretta rende più facili gesti avventati e distrazioni.',
        advice:
          'Scarica la tensione con un’attività fisica intensa e fai attenzione a strade, attrezzi e movimenti affrettati.',
      },
      easy: {
        text: 'Il coraggio prende forme nuove: puoi agire con prontezza, sperimentare un modo diverso di muoverti e lanciarti in un’iniziativa originale con riflessi pronti.',
        advice: 'Prova uno sport o un metodo di lavoro nuovo e segui l’impulso che ti sembra più originale.',
      },
      tense: {
        text: 'Impazienza e rabbia scattano all’improvviso: ogni costrizione diventa intollerabile, e la voglia di ribellarti può portarti a rotture brusche o a gesti di cui poi pentirti.',
        advice:
          'Prima di reagire fai un passo indietro e respira; sfoga l’adrenalina nel movimento, non nelle discussioni.',
      },
    },
    jupiter: {
      blend: {
        text: 'Opportunità improvvise e cambi di prospettiva scuotono le tue convinzioni, e possono arrivare viaggi inattesi, colpi di fortuna o la scoperta di una filosofia nuova.',
        advice: 'Accogli l’occasione inattesa con apertura, ma tieni i piedi per terra nelle scommesse grosse.',
      },
      easy: {
        text: 'Un allargamento d’orizzonti ti libera: studi, viaggi o incontri insoliti possono cambiarti la visuale e offrirti occasioni che non rientravano nei piani.',
        advice: 'Di’ sì a un’esperienza fuori dalle tue abitudini, un viaggio o un corso che rompa gli schemi.',
      },
      tense: {
        text: 'La voglia di libertà e di fortuna può spingerti a rischi eccessivi: investimenti azzardati, partenze improvvise o cambi di fede dettati dall’entusiasmo del momento.',
        advice:
          'Lascia decantare le decisioni grandi e non mettere in gioco più di quanto puoi permetterti di perdere.',
      },
    },
    saturn: {
      blend: {
        text: 'Le strutture su cui hai contato cominciano a scricchiolare: regole, ruoli e impegni vengono scossi per liberare ciò che è rimasto troppo a lungo immobile.',
        advice:
          'Rinnova le regole della tua vita prima che si rompano, e conserva soltanto quelle che ti proteggono davvero.',
      },
      easy: {
        text: 'Puoi introdurre cambiamenti concreti nel lavoro, nelle abitudini e nelle responsabilità senza perdere ciò che hai costruito: la novità, per una volta, va d’accordo con la stabilità.',
        advice: 'Aggiorna un sistema che usi abitualmente, dal metodo di lavoro all’organizzazione della casa.',
      },
      tense: {
        text: 'Sicurezza e cambiamento si affrontano apertamente: regole, autorità o impegni possono crollare o stringerti troppo, e la tensione chiede di scegliere che cosa vale la pena di conservare.',
        advice: 'Non difendere per principio ciò che crolla: salva l’essenziale e ricostruisci con più flessibilità.',
      },
    },
    uranus: {
      blend: {
        text: 'Urano torna al punto di partenza dopo il suo lungo giro attorno allo zodiaco, un traguardo che non tutti raggiungono: lo spirito indipendente torna in primo piano, libero di esprimersi senza più giustificazioni.',
        advice:
          'Concediti la libertà che hai sempre rimandato e condividi con chi è più giovane ciò che la vita ti ha insegnato.',
      },
      easy: {
        text: 'È una di quelle tappe della vita in cui il cambiamento arriva con il vento a favore, come nell’adolescenza, all’ingresso nell’età adulta o nella piena maturità: un passo verso l’indipendenza costa meno fatica.',
        advice:
          'Usa questa spinta per conquistare un pezzo di autonomia: un progetto tuo, un ambiente nuovo, una scelta personale.',
      },
      tense: {
        text: 'È uno dei grandi giri di boa del ciclo di Urano, e quando si tratta dell’opposizione è la celebre svolta di metà vita: ciò che hai sacrificato alla sicurezza reclama spazio e la voglia di libertà ti scuote nel profondo.',
        advice:
          'Ascolta ciò che chiede di cambiare e dagli una forma consapevole, invece di fuggire con un gesto impulsivo.',
      },
    },
    neptune: {
      blend: {
        text: 'Ispirazione e inquietudine si mescolano: possono aprirsi improvvise finestre sull’invisibile, risvegliarsi ideali sopiti, oppure arrivare cambiamenti che non sai ancora leggere e che ti disorientano.',
        advice:
          'Coltiva le intuizioni con una pratica spirituale o creativa e rimanda le scelte pratiche finché non si chiariscono.',
      },
      easy: {
        text: 'Idee visionarie, esperienze spirituali o forme d’arte nuove possono arricchirti, perché intuizione e originalità si danno forza a vicenda e aprono l’immaginario a prospettive inattese.',
        advice: 'Esplora una disciplina creativa o spirituale che non conosci e lascia che ti sorprenda.',
      },
      tense: {
        text: 'Ideali e realtà cambiano forma di continuo: il terreno interiore si fa instabile, alcune illusioni crollano all’improvviso e può emergere un’ansia difficile da spiegare.',
        advice:
          'Riporta l’attenzione al corpo e alle cose semplici, e diffida di chi offre risposte facili al tuo smarrimento.',
      },
    },
    pluto: {
      blend: {
        text: 'Forze sepolte risalgono in superficie all’improvviso: è un passaggio che può rovesciare equilibri di potere, liberare energie trattenute e accelerare una trasformazione che covava da tempo.',
        advice:
          'Lascia che il cambiamento profondo avvenga senza aggrapparti al controllo, e cerca sostegno se la scossa è forte.',
      },
      easy: {
        text: 'Puoi sciogliere vecchi condizionamenti, rinnovare il tuo rapporto con il potere e scoprire una forza inattesa: trasformazione e libertà, qui, vanno nella stessa direzione.',
        advice: 'Individua un condizionamento che ti limita e sostituiscilo con una scelta nuova e consapevole.',
      },
      tense: {
        text: 'Tensioni sotterranee vengono allo scoperto: crisi di potere, cambiamenti forzati o rotture radicali scuotono le basi, e il bisogno di libertà si scontra con un bisogno di controllo altrettanto forte.',
        advice: 'Non rispondere alla pressione con la forza: osserva dove ti conviene cedere e dove resistere.',
      },
    },
    ascendant: {
      blend: {
        text: 'Ti viene voglia di reinventarti: possono cambiare il tuo stile, la tua immagine o il modo di muoverti nel mondo, e qualcosa può cominciare all’improvviso.',
        advice: 'Sperimenta un nuovo stile, ma lascia al corpo e alle abitudini il tempo di adattarsi.',
      },
      easy: {
        text: 'La tua originalità conquista: chi ti incontra apprezza la tua spontaneità, e un cambiamento personale può avvenire con naturalezza, quasi senza che tu debba cercarlo.',
        advice: 'Mostra un lato di te che di solito tieni nascosto: la sorpresa gioca a tuo favore.',
      },
      tense: {
        text: 'Rapporti, lavoro e vita domestica diventano imprevedibili: qualcuno può andarsene o arrivare all’improvviso, e il bisogno di spazio personale mette alla prova i patti con gli altri.',
        advice:
          'Ridiscuti gli accordi di coppia o di lavoro lasciando più libertà a entrambi, invece di rompere di colpo.',
      },
    },
    midheaven: {
      blend: {
        text: 'Svolte professionali, voglia di indipendenza e occasioni fuori dai percorsi tradizionali possono cambiare bruscamente la direzione della tua vita.',
        advice:
          'Prepara con concretezza la svolta che desideri, con un piano e dei contatti, prima di lasciare ciò che hai.',
      },
      easy: {
        text: 'Nuove strade professionali si aprono in modo inatteso: innovazione, tecnologia o un ruolo più autonomo possono dare alla carriera un impulso fresco.',
        advice: 'Proponi un’idea innovativa sul lavoro o esplora un settore nuovo che ti incuriosisce.',
      },
      tense: {
        text: 'Lavoro e famiglia possono essere scossi da cambiamenti improvvisi: capi imprevedibili, riorganizzazioni o un trasloco mettono in discussione la stabilità su cui contavi.',
        advice: 'Tieni aperte più strade e non bruciare i ponti: il terreno si muove, ma tende anche a riassestarsi.',
      },
    },
  },
  neptune: {
    sun: {
      blend: {
        text: 'Nettuno sfuma i contorni di ciò che credevi di essere: energia e direzione possono calare, mentre si apre spazio per la sensibilità, l’arte e una ricerca spirituale più autentica.',
        advice:
          'Rallenta, proteggi le energie e lascia che la nuova direzione emerga senza pretendere risposte immediate.',
      },
      easy: {
        text: 'La sensibilità si affina e l’immaginazione si fa generosa: è un clima favorevole alla creatività, alla cura degli altri e a una fiducia più spirituale nella vita.',
        advice: 'Dai spazio a un progetto artistico o di aiuto agli altri che nutra la tua ispirazione.',
      },
      tense: {
        text: 'Confusione, stanchezza e dubbi su ciò che vuoi possono appannare la tua strada: promesse ingannevoli o aspettative irrealistiche rischiano di portarti fuori rotta.',
        advice: 'Evita decisioni importanti nella nebbia e verifica i fatti con persone concrete e di fiducia.',
      },
    },
    moon: {
      blend: {
        text: 'Hai la sensibilità a fior di pelle: empatia, sogni e nostalgia si amplificano, e i confini emotivi con chi ti sta accanto si fanno porosi.',
        advice: 'Proteggi il tuo spazio emotivo con momenti di quiete e non caricarti dei dolori altrui.',
      },
      easy: {
        text: 'L’intuito emotivo è delicato e preciso: la capacità di accudire e di comprendere cresce, e la vita domestica può diventare un rifugio pieno di poesia.',
        advice: 'Ascolta i sogni e le sensazioni sottili: annotali e lascia che orientino una scelta affettiva.',
      },
      tense: {
        text: 'Le tue emozioni si confondono con quelle degli altri: sensi di colpa, nostalgie o situazioni familiari poco chiare possono prosciugare le energie e offuscare i tuoi bisogni.',
        advice: 'Poni dei limiti con garbo ma con fermezza, e chiediti quali sentimenti sono davvero tuoi.',
      },
    },
    mercury: {
      blend: {
        text: 'Un pensiero che si fa immaginativo e poetico favorisce intuizioni, scrittura creativa e ascolto sottile, ma rende più facili anche fraintendimenti, distrazioni e dimenticanze.',
        advice: 'Usa questa mente sognante per scrivere o creare, e ricontrolla con cura documenti e appuntamenti.',
      },
      easy: {
        text: 'Parole e immagini trovano una musicalità speciale: comunichi con tatto, cogli ciò che non viene detto e riesci a dare voce all’intangibile in un racconto, una canzone o una conversazione profonda.',
        advice: 'Tieni a portata di mano un quaderno per idee e sogni e trasformane uno in un testo.',
      },
      tense: {
        text: 'Informazioni poco chiare, promesse vaghe e malintesi possono confondere le decisioni: la mente tende a vedere ciò che vuole e a perdere i dettagli essenziali.',
        advice: 'Chiedi conferme per iscritto e rimanda le firme finché ogni clausola non è chiara.',
      },
    },
    venus: {
      blend: {
        text: 'Nasce un romanticismo profondo, cresce il gusto per l’arte, e con loro la tentazione di vedere nell’altro ciò che speri più di ciò che è.',
        advice: 'Vivi la poesia del sentimento, ma guarda le persone come sono prima di legarti o di sacrificarti.',
      },
      easy: {
        text: 'Un legame può diventare più dolce e spirituale, mentre il senso estetico si affina e l’arte, la musica o la bellezza ti nutrono più del solito.',
        advice: 'Regalati arte, musica o un luogo bello, e condividi quella bellezza con chi ami.',
      },
      tense: {
        text: 'Illusioni e delusioni affettive sono dietro l’angolo: potresti idealizzare un amore irraggiungibile, cedere troppo per compiacere o lasciar scivolare via denaro senza accorgertene.',
        advice: 'Tieni d’occhio conti e promesse, e chiediti se ami la persona reale o l’immagine che ne hai.',
      },
    },
    mars: {
      blend: {
        text: 'Potresti avere meno energia e obiettivi meno chiari, come se la spinta ad agire si sciogliesse, ma la forza può mettersi al servizio di un ideale, di un’arte o di una causa.',
        advice: 'Muoviti seguendo l’ispirazione, con attività fluide come il nuoto o la danza, e non forzare il corpo.',
      },
      easy: {
        text: 'La grinta diventa più morbida e fantasiosa, e puoi impegnarti con slancio in un progetto creativo o per chi ha bisogno: azione e ispirazione finalmente si parlano.',
        advice:
          'Metti la tua energia in una causa che ti sta a cuore o in un’attività artistica che richieda movimento.',
      },
      tense: {
        text: 'L’energia rischia di disperdersi in tanti rivoli: stanchezza, obiettivi confusi o una rabbia che non trova la via giusta rendono difficile agire con decisione e capire per che cosa lottare.',
        advice: 'Riduci gli sforzi, riposa di più e chiarisci un solo obiettivo prima di impegnare le forze.',
      },
    },
    jupiter: {
      blend: {
        text: 'Fede e immaginazione si amplificano: ispirazione spirituale, generosità e grandi ideali convivono con la tendenza a credere troppo in fretta a promesse magnifiche.',
        advice: 'Nutri i tuoi ideali con esperienze concrete e verifica i progetti grandiosi prima di investirci.',
      },
      easy: {
        text: 'Si apre una visione ampia e compassionevole: studi spirituali, viaggi dell’anima o gesti generosi possono dare un senso più profondo al tuo cammino.',
        advice: 'Dedica tempo a una pratica di ricerca interiore o a un’attività di volontariato che ti stia a cuore.',
      },
      tense: {
        text: 'Aspettative esagerate e fiducia mal riposta possono portarti lontano dalla realtà: progetti nebulosi, guide carismatiche o promesse di salvezza vanno guardati con occhio lucido.',
        advice: 'Prima di affidarti a un maestro o a una grande impresa, chiedi prove concrete e tempi chiari.',
      },
    },
    saturn: {
      blend: {
        text: 'Ciò che sembrava solido comincia a sciogliersi: ruoli e certezze si erodono, il senso del dovere si confonde, e insieme si ammorbidiscono anche paure antiche.',
        advice:
          'Accetta che alcune strutture cambino forma e ricostruisci con flessibilità, senza irrigidirti sulle vecchie regole.',
      },
      easy: {
        text: 'Sogni e realtà trovano un punto d’incontro: puoi dare forma concreta a una visione, unire idealismo e disciplina o assumerti una responsabilità con più compassione.',
        advice: 'Scegli un’idea ispirata e dalle una struttura: tappe, impegni e una scadenza realistica.',
      },
      tense: {
        text: 'Le basi su cui contavi appaiono meno sicure: doveri confusi, paure vaghe e la sensazione che qualcosa ti sfugga di mano possono minare la fiducia nelle tue capacità.',
        advice: 'Fai chiarezza su un impegno alla volta e metti per iscritto ciò che è certo.',
      },
    },
    uranus: {
      blend: {
        text: 'Si risveglia il desiderio di un cambiamento ideale e il confine tra genialità e confusione si fa più sottile: intuizioni visionarie e inquietudini arrivano spesso insieme.',
        advice: 'Dai forma concreta a una visione di cambiamento, senza lasciarti trascinare da utopie irrealizzabili.',
      },
      easy: {
        text: 'Le intuizioni improvvise hanno qualcosa di poetico e possono guidarti verso nuove forme di creatività, di spiritualità o di impegno per gli altri.',
        advice: 'Coltiva un’idea visionaria insieme a un gruppo o a una comunità che condivida i tuoi valori.',
      },
      tense: {
        text: 'Il desiderio di libertà si perde in un mare di possibilità confuse: cambiamenti incerti, ribellioni senza bersaglio e un nervosismo sottile possono lasciarti senza bussola.',
        advice: 'Prima di stravolgere qualcosa, chiediti che cosa desideri davvero e da che cosa stai fuggendo.',
      },
    },
    neptune: {
      blend: {
        text: 'Nettuno che torna sul punto in cui si trovava alla nascita compie un ciclo più lungo di una vita umana: simbolicamente riporta al centro i sogni e gli ideali di tutta una vita, come un cerchio che si chiude.',
        advice: 'Raccogli il senso spirituale del tuo cammino e lascia andare le illusioni che non ti servono più.',
      },
      easy: {
        text: 'Verso la fine della giovinezza, o nella piena maturità, il ciclo di Nettuno offre un passaggio delicato: l’immaginazione si rinnova, gli ideali si affinano e la spiritualità prende una forma più personale.',
        advice: 'Dai spazio a una pratica creativa o spirituale che senti tua, senza chiederle risultati immediati.',
      },
      tense: {
        text: 'È il disincanto di metà vita, tipico di questo passaggio del ciclo di Nettuno: i sogni di un tempo sbiadiscono, qualche delusione pesa, e la nostalgia prepara ideali più veri e più personali.',
        advice:
          'Lascia andare i sogni che non ti appartengono più e cerca un significato che nasca da ciò che hai vissuto davvero.',
      },
    },
    pluto: {
      blend: {
        text: 'Vecchie ossessioni e paure sepolte possono sciogliersi lentamente, come se le profondità interiori diventassero permeabili, e la trasformazione che ne nasce è più silenziosa che visibile.',
        advice: 'Dai ascolto ai sogni notturni e ai segnali dell’inconscio, magari con l’aiuto di una persona esperta.',
      },
      easy: {
        text: 'Guarigione e rigenerazione procedono in sordina: puoi lasciar andare vecchi dolori, trovare forza nella fede o nell’arte e trasformarti senza bisogno di scosse.',
        advice: 'Affida a un rituale, a una pratica o a un percorso di cura ciò che vuoi lasciarti alle spalle.',
      },
      tense: {
        text: 'Ciò che è nascosto lavora sotto la superficie: manipolazioni sottili, paure indefinite o la perdita di controllo su una situazione possono mettere alla prova la tua fiducia.',
        advice: 'Non cercare di controllare ciò che sfugge e affidati a fatti verificabili e a persone di fiducia.',
      },
    },
    ascendant: {
      blend: {
        text: 'Il modo in cui appari si fa più sfuggente e affascinante: l’immagine si ammorbidisce, il corpo si fa più sensibile e i tuoi confini personali diventano meno netti.',
        advice: 'Tratta il corpo con delicatezza, evita gli eccessi e scegli con cura gli ambienti che frequenti.',
      },
      easy: {
        text: 'Una grazia discreta accompagna la tua presenza: ispiri fiducia e tenerezza, e il tuo lato artistico o compassionevole si esprime con naturalezza.',
        advice: 'Dai spazio alla parte più sensibile di te, in un’attività artistica o nella cura degli altri.',
      },
      tense: {
        text: 'Attorno al tuo modo di presentarti la nebbia si infittisce: un partner, un collega o una situazione di famiglia possono apparirti diversi da come sono, e rischi di confondere ciò che vuoi mostrare con ciò che gli altri si aspettano.',
        advice: 'Osserva i fatti prima delle parole e non annullare i tuoi bisogni per compiacere chi ti sta accanto.',
      },
    },
    midheaven: {
      blend: {
        text: 'Le ambizioni tradizionali possono offuscarsi mentre emerge una vocazione artistica, spirituale o di servizio: la direzione professionale si fa meno netta e più ispirata.',
        advice: 'Esplora la vocazione che ti chiama senza lasciare in fretta ciò che ti sostiene.',
      },
      easy: {
        text: 'Sensibilità e immaginazione possono diventare lavoro: l’arte, la cura, la comunicazione o gli ambiti legati all’aiuto trovano spazio nel tuo cammino professionale.',
        advice: 'Porta un tocco creativo o umano nel tuo lavoro e osserva come viene accolto.',
      },
      tense: {
        text: 'Il percorso professionale può perdere contorni: obiettivi confusi, incomprensioni con i superiori o una reputazione fraintesa rendono difficile capire dove stai andando.',
        advice:
          'Chiarisci per iscritto ruoli e accordi di lavoro e non lasciare la tua strada per inseguire un miraggio.',
      },
    },
  },
  pluto: {
    sun: {
      blend: {
        text: 'Una trasformazione profonda investe il tuo modo di essere: Plutone ti spinge a rinunciare a ciò che è superficiale e a scoprire una forza interiore che non sapevi di avere.',
        advice: 'Lascia morire la versione di te che ti sta stretta e dai fiducia alla persona che sta emergendo.',
      },
      easy: {
        text: 'Una forza calma e profonda si fa strada: puoi rafforzare la volontà, rigenerare le energie e incidere sugli eventi con un’autorevolezza nuova.',
        advice: 'Investi la tua determinazione in un cambiamento personale che rimandi da tempo.',
      },
      tense: {
        text: 'Pressioni intense e conflitti di potere mettono alla prova la tua identità: persone controllanti o situazioni estreme ti costringono a capire dove cedere e dove tenere il punto.',
        advice: 'Non lottare per avere l’ultima parola: difendi l’essenziale e lascia andare il resto.',
      },
    },
    moon: {
      blend: {
        text: 'Ciò che senti affiora con una forza nuova: la vita familiare può rimescolarsi, vecchie ferite riemergere e il tuo modo di sentire e di appartenere trasformarsi.',
        advice: 'Dai voce ai sentimenti intensi in uno spazio protetto, con una persona di fiducia o in un diario.',
      },
      easy: {
        text: 'Il cuore si rigenera: i legami familiari e affettivi possono approfondirsi, e trovi la forza di guarire vecchie ferite emotive con consapevolezza.',
        advice:
          'Avvia con calma una conversazione di famiglia profonda, di quelle che possono liberare entrambe le parti.',
      },
      tense: {
        text: 'Gelosie, dinamiche di controllo o vecchi dolori di famiglia si riaccendono: le emozioni diventano difficili da contenere e chiedono di essere guardate fino in fondo.',
        advice: 'Riconosci gli attaccamenti che ti tolgono libertà e chiedi aiuto se il peso diventa troppo grande.',
      },
    },
    mercury: {
      blend: {
        text: 'Nulla resta in superficie: le parole si fanno incisive, la ricerca e l’indagine psicologica trovano terreno fertile, ma possono affiorare anche pensieri ossessivi o segreti che premono per uscire.',
        advice:
          'Dedica la concentrazione a un’indagine o a uno studio impegnativo e bada a non usare le parole come armi.',
      },
      easy: {
        text: 'Il pensiero diventa acuto e penetrante: riesci ad andare all’essenziale, a persuadere e a scoprire ciò che si nasconde dietro le apparenze.',
        advice:
          'Usa la tua capacità d’indagine per risolvere un problema complesso o affrontare un argomento difficile.',
      },
      tense: {
        text: 'Discussioni accese, pressioni psicologiche o pensieri martellanti possono logorare la mente, e le parole rischiano di diventare strumenti di controllo.',
        advice:
          'Ascolta più di quanto parli e, se un pensiero ti ossessiona, mettilo su carta invece di ripeterlo tra te.',
      },
    },
    venus: {
      blend: {
        text: 'Passioni profonde, gelosie o legami magnetici possono rendere l’amore intenso e trasformativo, fino a cambiare radicalmente ciò che desideri e ciò a cui dai valore.',
        advice: 'Vivi la passione con consapevolezza e non usare il denaro o l’affetto come mezzi di controllo.',
      },
      easy: {
        text: 'Un legame può rinascere più autentico e il rapporto con il denaro o con la bellezza rigenerarsi grazie a scelte coraggiose: i sentimenti scendono in profondità.',
        advice: 'Porta un rapporto importante a un livello più sincero, condividendo qualcosa che di solito taci.',
      },
      tense: {
        text: 'Passioni possessive e giochi di potere possono invadere gli affetti: gelosia, dipendenza emotiva o questioni di denaro mettono alla prova i legami più stretti.',
        advice: 'Sottrai energia alle dinamiche di controllo e chiediti che cosa stai cercando di trattenere.',
      },
    },
    mars: {
      blend: {
        text: 'Volontà, ambizione e desiderio crescono di intensità, e anche la rabbia diventa più potente e più difficile da gestire.',
        advice: 'Dirigi questa energia verso una sfida impegnativa e tieni a bada le reazioni quando la rabbia sale.',
      },
      easy: {
        text: 'Puoi affrontare prove impegnative, rinnovare il corpo con un allenamento intenso e portare a termine ciò che richiede coraggio, perché determinazione e resistenza si moltiplicano.',
        advice: 'Scegli un obiettivo ambizioso che richieda tutta la tua forza e perseguilo con metodo.',
      },
      tense: {
        text: 'Scontri di potere e rabbia compressa possono esplodere: la volontà di vincere si fa ostinata e chi incontri sul tuo cammino può sembrarti un avversario.',
        advice: 'Evita prove di forza inutili e scarica la tensione con il movimento prima di affrontare un confronto.',
      },
    },
    jupiter: {
      blend: {
        text: 'Le ambizioni crescono fino a diventare una missione, le convinzioni profonde si trasformano e tra le tue mani possono arrivare potere, risorse o un’influenza nuova.',
        advice: 'Usa l’influenza che acquisti per uno scopo più grande di te e ascolta chi la pensa diversamente.',
      },
      easy: {
        text: 'La tua visione si rinnova in profondità: risorse, studi o incontri significativi possono allargare l’orizzonte e dare più forza ai tuoi progetti.',
        advice: 'Investi energie in un percorso di formazione o in un progetto che ti faccia crescere davvero.',
      },
      tense: {
        text: 'Convinzioni e ambizioni rischiano di diventare rigide o smisurate: scontri ideologici, avidità o lotte con istituzioni potenti mettono alla prova la tua integrità.',
        advice: 'Rinuncia a voler convertire gli altri e ridimensiona ciò che desideri possedere.',
      },
    },
    saturn: {
      blend: {
        text: 'Le fondamenta della tua vita passano per una ristrutturazione radicale: paure, doveri e ambizioni vengono messi alla prova, e cambia in profondità il tuo modo di esercitare l’autorità.',
        advice: 'Ricostruisci dalle basi ciò che non funziona, con pazienza, invece di puntellarlo.',
      },
      easy: {
        text: 'Con metodo puoi trasformare strutture, carriera o abitudini e costruire qualcosa che ha le basi per durare, unendo la forza alla pazienza.',
        advice:
          'Affronta con un piano chiaro una ristrutturazione concreta, nel lavoro come nella gestione delle risorse.',
      },
      tense: {
        text: 'Pressioni esterne e paure interne si stringono come una morsa: autorità rigide, crisi di controllo o responsabilità gravose chiedono di trasformarti invece di irrigidirti.',
        advice: 'Individua la paura che ti blocca e lascia cadere le strutture che ti tengono in ostaggio.',
      },
    },
    uranus: {
      blend: {
        text: 'Un bisogno radicale di libertà prende forza e spinge a spezzare vecchie catene: il tuo modo di essere originale si trasforma in profondità.',
        advice: 'Segui la spinta al cambiamento, ma valuta le conseguenze prima di rompere con tutto.',
      },
      easy: {
        text: 'Scelte coraggiose possono liberarti da abitudini superate e aprire possibilità che prima sembravano fuori portata, come se il rinnovamento trovasse da solo la sua strada.',
        advice: 'Rinnova un’area della tua vita che senti bloccata con una scelta audace ma ponderata.',
      },
      tense: {
        text: 'Il cambiamento non chiede permesso: crisi e rotture improvvise possono costringerti a lasciare ciò che credevi stabile, e la voglia di libertà si scontra con forze più grandi di te.',
        advice: 'Accogli il cambiamento inevitabile e cerca di orientarlo con lucidità invece di subirlo.',
      },
    },
    neptune: {
      blend: {
        text: 'Un esame profondo degli ideali dissolve le fantasie che ti proteggevano, e la tua spiritualità ne esce più spoglia ed essenziale.',
        advice: 'Accogli la fine di un’illusione come una liberazione e cerca un senso che nasca dall’esperienza.',
      },
      easy: {
        text: 'La ricerca spirituale, l’arte o la cura degli altri possono trasformarti in modo sereno e rivelare risorse interiori insospettate.',
        advice: 'Dedica energie a una pratica che nutra l’anima e ti aiuti a lasciar andare vecchie ferite.',
      },
      tense: {
        text: 'Le illusioni crollano sotto la pressione della realtà: fedi, sogni o idealizzazioni possono lasciare il posto a un disincanto profondo, che prepara una visione più autentica.',
        advice: 'Non cercare consolazioni facili: lascia che la delusione mostri ciò che vale davvero.',
      },
    },
    pluto: {
      blend: {
        text: 'Plutone che ripassa sul proprio punto natale richiama al centro la tua forza più profonda: ciò che hai trasformato nel corso della vita diventa un patrimonio di consapevolezza.',
        advice:
          'Riconosci le trasformazioni che hai attraversato e usa quella consapevolezza per guidare chi viene dopo di te.',
      },
      easy: {
        text: 'Nella giovinezza adulta o in età matura, il lento cammino di Plutone mette dalla tua parte la forza di rinnovarti: puoi prendere in mano la tua vita con una consapevolezza nuova.',
        advice: 'Usa questa forza tranquilla per un cambiamento profondo che senti maturo, nel lavoro o negli affetti.',
      },
      tense: {
        text: 'Per molte generazioni la quadratura di Plutone con se stesso cade nel cuore della vita adulta: potere, paure e desideri nascosti chiedono un confronto senza finzioni, e ciò che va trasformato viene alla luce.',
        advice: 'Guarda in faccia ciò che deve finire nella tua vita e lascia che la crisi diventi rinnovamento.',
      },
    },
    ascendant: {
      blend: {
        text: 'Il tuo modo di presentarti cambia in profondità: arrivano intensità, magnetismo e un rinnovamento del corpo e dell’immagine che può essere radicale.',
        advice: 'Accogli la trasformazione personale con fiducia e abbandona i ruoli che non ti rappresentano più.',
      },
      easy: {
        text: 'Il tuo carisma si rafforza: chi ti incontra percepisce una presenza intensa e salda, e puoi rinnovare con decisione il modo in cui affronti il mondo.',
        advice: 'Sfrutta questa forza personale per avviare un cambiamento che desideri da tempo.',
      },
      tense: {
        text: 'Si accendono giochi di potere, nelle relazioni come al lavoro o in famiglia: partner, soci, avversari o figure d’autorità possono mettere alla prova la tua autonomia e costringerti a rivedere il modo in cui ti poni.',
        advice: 'Stabilisci limiti chiari con chi cerca di controllarti e chiediti dove sei tu a voler controllare.',
      },
    },
    midheaven: {
      blend: {
        text: 'Può arrivare la fine di un ruolo, e poi potere, influenza o una rinascita professionale: la vocazione attraversa una trasformazione profonda.',
        advice:
          'Lascia andare il ruolo che ha esaurito il suo senso e segui con determinazione la vocazione che emerge.',
      },
      easy: {
        text: 'La tua ambizione trova strumenti concreti: puoi conquistare autorevolezza e influenza, trasformare la tua posizione professionale e guidare cambiamenti importanti.',
        advice: 'Proponi una riforma o un’iniziativa di peso sul lavoro e assumi la responsabilità di guidarla.',
      },
      tense: {
        text: 'Crisi professionali e conflitti con persone potenti possono scuotere la tua posizione, mentre anche le radici familiari vengono rimescolate in profondità.',
        advice: 'Non aggrapparti a una posizione per orgoglio: valuta con lucidità dove ricostruire la tua strada.',
      },
    },
  },
};
