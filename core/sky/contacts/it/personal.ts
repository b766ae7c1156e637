import type { PersonalContacts } from '../../contacts';

/** The Italian readings of the transiting Sun, Mercury, Venus and Mars and the progressed Moon, per natal point and kind of aspect. */
export const PERSONAL: PersonalContacts = {
  sun: {
    sun: {
      blend: {
        text: 'Il Sole ritorna dove splendeva alla tua nascita: è il tuo compleanno, la tua rivoluzione solare, e insieme si rinnovano la vitalità e la voglia di essere pienamente ciò che sei.',
        advice: 'Scegli un’intenzione per il ciclo che si apre e scrivila dove potrai rileggerla spesso.',
      },
      easy: {
        text: 'In ciò che fai ti riconosci più del solito, perché la fiducia in te scorre senza sforzo e le persone tendono a rispondere con calore al tuo modo di proporti.',
        advice: 'Fai vedere a qualcuno di cui ti fidi un talento che di solito tieni nascosto.',
      },
      tense: {
        text: 'Ciò che desideri per te si scontra con ciò che la vita ti chiede in questo passaggio, e la stanchezza o la sensazione di essere fuori posto ti spingono a rivedere le priorità.',
        advice:
          'Chiediti quale traguardo merita ancora la tua energia e lascia cadere quello che porti avanti per abitudine.',
      },
    },
    moon: {
      blend: {
        text: 'I sentimenti escono allo scoperto e i bisogni più intimi chiedono ascolto, così la famiglia e le radici tornano al centro dei tuoi pensieri.',
        advice: 'Di’ con semplicità a una persona vicina di che cosa hai bisogno, e dedica un po’ di cura al tuo nido.',
      },
      easy: {
        text: 'Testa e cuore vanno nella stessa direzione, così ciò che vuoi e ciò di cui hai bisogno smettono di litigare e la vita in famiglia trova un tono più sereno.',
        advice:
          'Approfitta della calma per ricucire un piccolo strappo in famiglia o per rendere più accogliente l’ambiente domestico.',
      },
      tense: {
        text: 'Quello che vuoi e quello di cui hai bisogno tirano da parti diverse, e basta poco perché tu diventi suscettibile e l’irritazione esploda in famiglia per motivi banali.',
        advice: 'Prima di pretendere qualcosa dagli altri, chiediti di che cosa hai bisogno tu e concediti una pausa.',
      },
    },
    mercury: {
      blend: {
        text: 'Il pensiero si fa limpido e la parola trova il suo momento: sai meglio che cosa pensi, e ciò che dici porta più chiaramente la tua firma.',
        advice: 'Metti per iscritto il progetto a cui tieni, finché hai le idee chiare.',
      },
      easy: {
        text: 'Con le intenzioni e le parole finalmente allineate, studi con profitto, sbrighi le pratiche senza intoppi e trovi chi ascolta volentieri il tuo punto di vista.',
        advice: 'Presenta la tua idea a chi può realizzarla, in poche frasi ben scelte.',
      },
      tense: {
        text: 'Le opinioni rischiano di diventare questioni d’orgoglio: difendi le tue idee come se fossero parte di te, e una discussione può trasformarsi in una gara a chi ha ragione.',
        advice: 'Ascolta fino in fondo prima di rispondere: capirsi conta più che vincere lo scambio.',
      },
    },
    venus: {
      blend: {
        text: 'Una luce calda si posa sui tuoi affetti e sul tuo senso del bello: il fascino si nota di più, e cresce la voglia di bella compagnia e di un piccolo lusso.',
        advice: 'Di’ ad alta voce la parola gentile che pensi, e goditi un piacere senza giustificarti.',
      },
      easy: {
        text: 'Essere come sei e piacere agli altri vanno finalmente d’accordo: è un clima propizio per le amicizie, il corteggiamento, l’arte o una riconciliazione.',
        advice: 'Cerca un’amicizia che hai trascurato, o crea con le mani qualcosa di bello.',
      },
      tense: {
        text: 'Ciò che vuoi per te sfrega contro ciò che gli altri si aspettano, in amore o nelle spese, e la vanità o il bisogno di compiacere possono costarti più di quanto rendano.',
        advice:
          'Prima di dire sì per far piacere, o di comprare qualcosa per consolarti, chiediti se quel sì è davvero tuo.',
      },
    },
    mars: {
      blend: {
        text: 'Energia e coraggio si accendono insieme, e con loro la voglia di competere e di prendere in mano le cose, ma anche una collera che trova meno freni.',
        advice: 'Metti il fuoco in una sfida fisica o in un compito che chiede audacia, non in una lite.',
      },
      easy: {
        text: 'Volontà e resistenza fisica lavorano in sintonia, per cui le decisioni si traducono subito in gesti e ciò che avvii trova spinta senza troppa fatica.',
        advice: 'Affronta per primo il compito più duro della lista, finché lo slancio è dalla tua parte.',
      },
      tense: {
        text: 'I tuoi desideri urtano contro quelli altrui e la pazienza si accorcia: la fretta può provocare scontri, distrazioni o parole di cui pentirsi.',
        advice: 'Sfoga la rabbia prima con il movimento, e parla quando il respiro si è calmato.',
      },
    },
    jupiter: {
      blend: {
        text: 'Il mondo sembra più grande e la fiducia si allarga: passano in primo piano la generosità, la buona fede e la voglia di guardare lontano.',
        advice: 'Accetta un invito che allarga i tuoi orizzonti e chiedi a una persona saggia che cosa ne pensa.',
      },
      easy: {
        text: 'Buon umore e benevolenza ti circondano: le persone tendono a darti credito, e le occasioni di imparare, viaggiare o farti conoscere arrivano con naturalezza.',
        advice: 'Chiedi la raccomandazione o il consiglio che ti serve: chi ti stima è ben disposto ad aiutarti.',
      },
      tense: {
        text: 'Fiducia ed energia salgono, e con loro la tentazione di caricarti sulle spalle più di quanto tu possa portare: l’entusiasmo rischia di sconfinare nell’eccesso o nella presunzione.',
        advice: 'Scegli un solo obiettivo ambizioso e dagli tutta la tua forza; agli altri rispondi con un no gentile.',
      },
    },
    saturn: {
      blend: {
        text: 'Doveri e limiti diventano evidenti: il peso delle responsabilità si fa sentire, ma vedi con chiarezza che cosa regge e che cosa va rinforzato.',
        advice: 'Riduci gli impegni all’essenziale e metti le forze dove c’è davvero qualcosa da consolidare.',
      },
      easy: {
        text: 'Disciplina e volontà collaborano, e chi ha autorità tende a riconoscere il tuo impegno; un lavoro paziente prende forma con meno fatica del solito.',
        advice: 'Metti ordine in un progetto impegnativo o chiedi un parere a chi ha più esperienza di te.',
      },
      tense: {
        text: 'Le ambizioni incontrano un muro, che sia un superiore esigente, una regola rigida o la tua paura di sbagliare, e la vitalità può calare sotto il peso delle richieste.',
        advice: 'Rallenta, rispetta i tuoi limiti e affronta un ostacolo per volta invece di forzare.',
      },
    },
    uranus: {
      blend: {
        text: 'Ciò che è rigido all’improvviso ti va stretto, e basta un’intuizione o un imprevisto per spingerti a rompere una routine e a rivendicare la tua libertà.',
        advice: 'Concediti una deviazione dalla solita strada, ma rimanda le decisioni drastiche prese d’impulso.',
      },
      easy: {
        text: 'L’originalità trova un canale facile: un’idea nuova, una persona fuori dal comune o uno strumento tecnologico possono darti la spinta che cercavi.',
        advice: 'Prova un metodo nuovo in qualcosa che fai per abitudine, e osserva che cosa cambia.',
      },
      tense: {
        text: 'Gli impegni presi cozzano con il bisogno di indipendenza, i nervi si tendono e, se i piani cambiano all’ultimo, la ribellione può scattare contro chi ti limita.',
        advice: 'Lascia margine nei programmi e respira prima di tagliare un legame o sbattere una porta.',
      },
    },
    neptune: {
      blend: {
        text: 'I contorni della tua volontà si fanno sfumati: sensibilità, immaginazione e compassione crescono, mentre l’energia e la chiarezza sugli obiettivi possono calare.',
        advice: 'Dai spazio all’arte, alla musica o al riposo, e rimanda le scelte che richiedono lucidità.',
      },
      easy: {
        text: 'L’ispirazione scorre con dolcezza e si unisce alla tua volontà, così che ciò che crei o doni agli altri porta un tocco di grazia, di intuito e di empatia.',
        advice: 'Dai forma a un sogno con un gesto concreto: un disegno, una pagina, un aiuto gratuito.',
      },
      tense: {
        text: 'Ciò che vuoi appare confuso o lontano, e la stanchezza o le illusioni rischiano di offuscare il giudizio su persone e situazioni.',
        advice: 'Verifica i fatti prima di fidarti e proteggi le tue energie da chi chiede troppo.',
      },
    },
    pluto: {
      blend: {
        text: 'La luce scende in profondità: affiorano desideri intensi, questioni di potere e verità che non puoi più ignorare, e la tua volontà si fa più tenace.',
        advice: 'Guarda in faccia ciò che va chiuso e lascia andare qualcosa che trattieni solo per controllo.',
      },
      easy: {
        text: 'La tua capacità di rigenerarti si allinea con ciò che vuoi, e questo ti permette di andare a fondo di una questione e trasformarla senza bisogno di strappi.',
        advice: 'Affronta il problema che eviti da tempo: hai la concentrazione per arrivare alla radice.',
      },
      tense: {
        text: 'Ti scontri con forze più grandi di te o con la tua stessa sete di controllo, e lotte di potere, gelosie o pressioni mettono alla prova la tua autonomia.',
        advice: 'Non trasformare ogni divergenza in una prova di forza: scegli con cura la battaglia che conta.',
      },
    },
    ascendant: {
      blend: {
        text: 'Sei più visibile del solito: il corpo ha più energia, la tua presenza si impone e gli altri notano come ti muovi e come ti presenti.',
        advice: 'Comincia qualcosa di tuo e cura il modo in cui ti mostri: è il tuo turno di farti vedere.',
      },
      easy: {
        text: 'Risulti naturale e convincente, il corpo risponde bene e le persone nuove tendono ad accoglierti con favore.',
        advice: 'Presentati a chi vuoi conoscere o proponi la tua candidatura con un sorriso sereno.',
      },
      tense: {
        text: 'Il tuo modo di porti viene messo alla prova: un partner o un rivale, ma anche le pressioni del lavoro o della famiglia, possono chiederti di cedere la scena o di ridefinire la tua posizione.',
        advice: 'Lascia spazio all’altro senza sparire: ascolta, poi di’ con calma come la pensi.',
      },
    },
    midheaven: {
      blend: {
        text: 'Il riflettore si accende sulla carriera e sul ruolo pubblico: i tuoi risultati sono più visibili, e chi ha autorità nota ciò che fai.',
        advice: 'Presenta un lavoro, chiedi un colloquio o rendi noto un traguardo a cui tieni.',
      },
      easy: {
        text: 'Vocazione e volontà personale si sostengono a vicenda, così i passi che fai per la tua crescita professionale trovano consenso e procedono con una certa facilità.',
        advice: 'Fai un passo concreto verso il tuo obiettivo professionale: un contatto, una proposta, un corso.',
      },
      tense: {
        text: 'Lavoro e vita privata si contendono le tue energie, oppure un superiore ti mette alla prova, e la direzione della tua vita chiede di essere ripensata con onestà.',
        advice: 'Stabilisci che cosa viene prima e comunicalo con chiarezza, al lavoro come in famiglia.',
      },
    },
  },
  moon: {
    sun: {
      blend: {
        text: 'Cuore e volontà si ritrovano nello stesso punto: ciò che provi coincide con ciò che vuoi diventare, e si apre un capitolo emotivo di rinnovamento, in famiglia come dentro di te.',
        advice:
          'Pianta un seme per ciò che comincia: un’abitudine nuova, un cambiamento nel modo in cui abiti i tuoi spazi.',
      },
      easy: {
        text: 'Ciò che senti sostiene ciò che vuoi, e l’equilibrio tra vita privata e obiettivi personali si fa più naturale, anche grazie all’incoraggiamento delle persone care.',
        advice: 'Racconta un tuo progetto a chi ti vuole bene e lascia che il suo sostegno ti dia slancio.',
      },
      tense: {
        text: 'I bisogni del cuore e le ambizioni personali tirano in direzioni diverse, e in famiglia o nel corpo può affiorare una stanchezza che chiede un nuovo equilibrio.',
        advice: 'Rivedi i tuoi ritmi: dai al riposo uno spazio fisso e difendilo come un impegno.',
      },
    },
    moon: {
      blend: {
        text: 'La Luna torna al punto in cui stava alla tua nascita e chiude un lungo giro del cuore: i bisogni più antichi chiedono di essere riconosciuti e nutriti in modo nuovo.',
        advice:
          'Chiediti di che cosa hai davvero bisogno per stare bene, e riorganizza di conseguenza lo spazio in cui vivi.',
      },
      easy: {
        text: 'Con l’istinto affidabile e i sentimenti che scorrono liberi, la vita domestica trova un ritmo che nutre e i legami familiari possono farsi più teneri.',
        advice: 'Coltiva un piccolo rituale condiviso, come una cena senza fretta, e lascia che diventi un’abitudine.',
      },
      tense: {
        text: 'Le vecchie abitudini emotive non bastano più: nel modo in cui ti prendi cura di te e degli altri si crea un attrito che ti chiede di crescere.',
        advice: 'Osserva quale abitudine ti consola senza nutrirti e sostituiscila con una che ti fa bene davvero.',
      },
    },
    mercury: {
      blend: {
        text: 'Senti il bisogno di dare un nome a ciò che provi, e le conversazioni in famiglia, le lettere e i ricordi acquistano un peso speciale, come se cuore e mente parlassero la stessa lingua.',
        advice: 'Tieni un diario dei sentimenti o parla a cuore aperto con un familiare.',
      },
      easy: {
        text: 'Trovi con facilità le parole per ciò che senti, e dialogare con le persone care, studiare o scrivere diventa un modo per stare bene.',
        advice: 'Scrivi una lettera a qualcuno di famiglia o riprendi uno studio che ti rasserena.',
      },
      tense: {
        text: 'Testa e cuore parlano lingue diverse: il pensiero gira in tondo intorno alle emozioni, e in famiglia una parola può ferire o essere fraintesa.',
        advice: 'Prima di una conversazione delicata, annota ciò che senti e ciò che vuoi chiedere.',
      },
    },
    venus: {
      blend: {
        text: 'Il cuore si apre alla dolcezza: il bisogno di affetto, bellezza e armonia si fa intenso, e l’ambiente domestico o un legame d’amore diventano un rifugio prezioso.',
        advice: 'Rendi più bello lo spazio in cui vivi e dedica tempo a chi ti fa stare bene.',
      },
      easy: {
        text: 'Un clima affettuoso avvolge la vita privata, le relazioni si addolciscono e le riconciliazioni riescono più facili, mentre il piacere delle piccole cose nutre l’umore.',
        advice: 'Fai il primo passo verso una persona cara con cui si era creata distanza.',
      },
      tense: {
        text: 'Il bisogno di affetto si scontra con quello di compiacere: in amore o in famiglia potresti cercare conferme, o consolarti con spese e piaceri in eccesso.',
        advice: 'Chiedi affetto in modo diretto invece di cercarlo negli acquisti o nei dolci.',
      },
    },
    mars: {
      blend: {
        text: 'Le emozioni si accendono e diventano azione: cresce il coraggio di difendere ciò che ami, ma tra le persone di famiglia l’irritazione può esplodere più in fretta.',
        advice:
          'Incanala l’energia in un lavoro fisico per i tuoi spazi, come riordinare o ridipingere, e rimanda le liti.',
      },
      easy: {
        text: 'Hai il coraggio di prenderti cura dei tuoi bisogni e l’energia per cambiare ciò che in famiglia non funziona, mentre l’istinto ti indica la strada.',
        advice: 'Affronta un trasloco, una ristrutturazione o un progetto domestico che richieda grinta.',
      },
      tense: {
        text: 'La rabbia trattenuta cerca una via d’uscita, tra piccole scintille in famiglia e una tensione che si accumula nel corpo, segno che qualcosa di tuo chiede di essere difeso.',
        advice: 'Muovi il corpo quando senti salire la rabbia, e parla solo quando il battito è tornato calmo.',
      },
    },
    jupiter: {
      blend: {
        text: 'Un senso di abbondanza e di fiducia riempie il cuore: la vita familiare si allarga, con nuove presenze, viaggi o un trasloco, e l’ottimismo sostiene anche il corpo.',
        advice: 'Apri le porte a ospiti e progetti, ma non lasciare che la generosità ti svuoti.',
      },
      easy: {
        text: 'Le persone care ti sostengono e la vita privata si colora di serenità e generosità, mentre imparare o viaggiare nutre lo spirito oltre che la mente.',
        advice: 'Organizza un viaggio con chi ami o iscriviti al corso che ti ispira.',
      },
      tense: {
        text: 'Il bisogno di conforto tende a gonfiarsi: troppo cibo, troppi impegni, troppe promesse fatte per affetto, e un’insoddisfazione che chiede misura.',
        advice: 'Prima di aggiungere qualcosa, chiediti se ti nutre davvero o se riempie soltanto un vuoto.',
      },
    },
    saturn: {
      blend: {
        text: 'Il cuore si fa serio: le responsabilità verso la famiglia pesano di più, e un senso di solitudine può lasciare spazio a una maturità emotiva nuova e più salda.',
        advice: 'Fissa pochi punti fermi nelle tue giornate e condividi con qualcuno il peso dei doveri familiari.',
      },
      easy: {
        text: 'Le emozioni trovano una forma stabile, la vita domestica si organizza e dal sapere di poter contare su di te nasce una calma nuova.',
        advice: 'Sistema una questione pratica della vita familiare, come i conti o una riparazione rimandata.',
      },
      tense: {
        text: 'Doveri e sentimenti si scontrano: un genitore, un impegno o la paura di non farcela possono raffreddare l’umore e chiedere al corpo più riposo.',
        advice: 'Riconosci la stanchezza senza giudicarla e concedi al corpo pause regolari.',
      },
    },
    uranus: {
      blend: {
        text: 'Un bisogno improvviso di aria nuova scuote la vita privata: cambiamenti in famiglia, un trasloco o un’emozione inattesa possono rimettere in discussione le abitudini.',
        advice: 'Lascia entrare il nuovo, ma aspetta che l’onda si calmi prima di decisioni irreversibili.',
      },
      easy: {
        text: 'Se qualcosa non ti rappresenta più, senti la libertà di cambiarlo, e le novità nella vita domestica arrivano senza scosse e ti danno respiro.',
        advice: 'Rinnova una stanza o un’abitudine: un piccolo cambiamento scioglie la routine.',
      },
      tense: {
        text: 'Irrequietezza e nervi scoperti rendono difficile stare fermi: in famiglia ognuno cerca spazi propri, e gli sbalzi d’umore possono sorprendere anche te.',
        advice: 'Ritagliati un angolo tutto tuo e regala ai nervi pause di silenzio.',
      },
    },
    neptune: {
      blend: {
        text: 'La sensibilità si fa quasi senza confini: sogni, nostalgia e compassione colmano il cuore, e nell’ambiente familiare può serpeggiare un po’ di confusione.',
        advice: 'Nutri l’anima con musica, acqua e silenzio, e chiedi chiarezza su ciò che non capisci in famiglia.',
      },
      easy: {
        text: 'Con un intuito emotivo fine cogli con delicatezza i bisogni degli altri, e l’immaginazione, l’arte o la spiritualità diventano un rifugio dolce.',
        advice: 'Dedica spazio a una pratica contemplativa, dalla meditazione alla pittura.',
      },
      tense: {
        text: 'Un velo di smarrimento o di malinconia può posarsi sui sentimenti, e in famiglia rischi di sacrificarti troppo o di non vedere ciò che accade davvero.',
        advice: 'Poni dei limiti con garbo e verifica i fatti prima di caricarti di sensi di colpa.',
      },
    },
    pluto: {
      blend: {
        text: 'Emozioni profonde, a lungo sepolte, risalgono in superficie: un vecchio dolore o un segreto di famiglia chiedono di essere guardati, e il cuore può uscirne trasformato.',
        advice: 'Dai spazio a ciò che riaffiora, magari con l’aiuto di una persona fidata.',
      },
      easy: {
        text: 'Hai la forza di guardare in profondità nei tuoi sentimenti, perciò ciò che cambi nella vita privata mette radici e un legame può diventare più autentico.',
        advice: 'Lascia andare un oggetto, un’abitudine o un rancore che appartiene al passato.',
      },
      tense: {
        text: 'Possessività, gelosia o lotte di potere in famiglia portano a galla emozioni intense, e il bisogno di controllo rivela una paura da guardare in faccia.',
        advice: 'Quando senti il bisogno di controllare, chiediti di che cosa hai paura e dillo.',
      },
    },
    ascendant: {
      blend: {
        text: 'Le emozioni affiorano sul volto e nel corpo: sei più sensibile all’ambiente, e il modo in cui ti mostri riflette fedelmente ciò che provi.',
        advice: 'Ascolta i segnali del corpo e scegli luoghi e persone accanto a cui respiri meglio.',
      },
      easy: {
        text: 'Gli altri percepiscono la tua sensibilità, perché il tuo modo di porti si fa più morbido e accogliente e il benessere fisico segue l’equilibrio del cuore.',
        advice: 'Cura il corpo con ritmi dolci: pasti regolari, passeggiate, riposo a sufficienza.',
      },
      tense: {
        text: 'Ciò che provi e ciò che mostri non coincidono: le relazioni strette o le esigenze familiari ti spingono a rivedere la tua immagine.',
        advice: 'Smetti di fingere serenità con chi ti è vicino e mostra con garbo come stai davvero.',
      },
    },
    midheaven: {
      blend: {
        text: 'Il cuore si volge verso la vocazione: senti il bisogno di un lavoro che ti somigli, e la vita pubblica diventa il luogo in cui si gioca la tua serenità.',
        advice:
          'Chiediti se la tua strada professionale ti nutre e fai un passo, anche piccolo, nella direzione giusta.',
      },
      easy: {
        text: 'Le radici familiari ti danno forza per crescere nel lavoro, e la sensibilità che porti con te diventa una vera risorsa professionale.',
        advice: 'Porta nel lavoro la tua capacità di ascolto: è una qualità che chi collabora con te apprezza.',
      },
      tense: {
        text: 'Famiglia e ambizione reclamano la stessa energia: il senso del dovere verso i tuoi cari e le esigenze del lavoro possono sembrare inconciliabili.',
        advice: 'Negozia confini chiari tra lavoro e vita privata e rispettali come una promessa fatta a te.',
      },
    },
  },
  mercury: {
    sun: {
      blend: {
        text: 'Le idee ti vengono incontro e cresce la voglia di parlare di te: telefonate, messaggi e piccoli spostamenti si moltiplicano intorno ai tuoi progetti.',
        advice: 'Annota ciò che vuoi ottenere e parlane a chi può darti una mano.',
      },
      easy: {
        text: 'Spiegarti, negoziare e trovare l’informazione che mancava ti riesce più semplice del solito, perché la mente lavora al servizio dei tuoi scopi.',
        advice: 'Sbriga le pratiche e le commissioni che richiedono chiarezza e buona volontà.',
      },
      tense: {
        text: 'Parole e intenzioni faticano a combaciare: rischi di dire troppo e ascoltare poco, o di perderti in un fitto scambio di messaggi che non porta a nulla.',
        advice: 'Rileggi prima di inviare, e lascia maturare un dubbio prima di trasformarlo in accusa.',
      },
    },
    moon: {
      blend: {
        text: 'I sentimenti cercano parole: riaffiorano ricordi di famiglia, parli volentieri di ciò che ti sta a cuore, e l’umore segue da vicino le conversazioni.',
        advice: 'Chiama un familiare o scrivi ciò che provi: dare voce al cuore lo alleggerisce.',
      },
      easy: {
        text: 'Capisci al volo che cosa provano gli altri, e quando si tratta di questioni domestiche trovi il tono giusto senza doverci pensare troppo.',
        advice: 'Affronta la conversazione familiare che rimandi: il tono gentile ti viene spontaneo.',
      },
      tense: {
        text: 'La mente tende a razionalizzare ciò che il cuore sente, e una frase detta con leggerezza può ferire qualcuno di vicino o toccare un vecchio punto sensibile.',
        advice: 'Scegli le parole con cura con le persone care, e separa i fatti dagli stati d’animo.',
      },
    },
    mercury: {
      blend: {
        text: 'È il ritorno di Mercurio: il tuo modo naturale di pensare si rinnova, le idee si affollano e la curiosità va in cerca di stimoli freschi.',
        advice: 'Apri un quaderno di idee o comincia un corso breve che stuzzica la tua curiosità.',
      },
      easy: {
        text: 'Con una mente agile e precisa, studiare, scrivere o trattare ti riesce con naturalezza, e le tue idee trovano facilmente chi le ascolta.',
        advice: 'Approfitta della mente agile per finire uno scritto, preparare un esame o chiudere una trattativa.',
      },
      tense: {
        text: 'Il tuo modo abituale di ragionare si scontra con idee diverse: malintesi, contrattempi negli spostamenti o un eccesso di informazioni possono confonderti.',
        advice: 'Ricontrolla indirizzi, appuntamenti e documenti, e lascia spazio a un’opinione che non condividi.',
      },
    },
    venus: {
      blend: {
        text: 'La mente si rivolge all’amore, al piacere e a ciò che ha valore per te, e diventa più facile parlare di sentimenti, di gusti e perfino di denaro.',
        advice:
          'Scrivi il messaggio affettuoso che hai in mente, o affronta con leggerezza quel discorso sui soldi che rimandi.',
      },
      easy: {
        text: 'Parli con grazia e diplomazia, ed è un buon clima per ricucire un’amicizia, trattare con tatto o scegliere qualcosa di bello.',
        advice: 'Usa il tuo tatto per mediare un disaccordo o per chiedere con garbo ciò che desideri.',
      },
      tense: {
        text: 'Ciò che pensi e ciò che desideri non si accordano: in amore potresti tacere per non disturbare, o analizzare un sentimento finché perde calore.',
        advice: 'Esprimi un desiderio in modo semplice, senza girarci intorno e senza trasformarlo in un processo.',
      },
    },
    mars: {
      blend: {
        text: 'Le parole diventano affilate e le decisioni rapide: difendi le tue idee con passione, ma il tono può risultare più brusco di quanto vorresti.',
        advice:
          'Usa questa prontezza per risolvere un problema pratico, e aspetta un attimo prima di rispondere a una provocazione.',
      },
      easy: {
        text: 'Pensi in fretta e agisci con decisione, e una discussione franca può sbloccare ciò che si era inceppato.',
        advice: 'Prendi la decisione che rimandi e passa subito al primo passo concreto.',
      },
      tense: {
        text: 'Le discussioni si accendono per poco: parole taglienti, impazienza nel traffico o nelle trattative e la voglia di avere l’ultima parola rendono gli scambi spigolosi.',
        advice: 'Prima di inviare una risposta piccata, fai una passeggiata e rileggi a mente fredda.',
      },
    },
    jupiter: {
      blend: {
        text: 'Le idee si allargano e la mente punta lontano: progetti, studi, viaggi e buone notizie alimentano l’ottimismo, anche se i dettagli rischiano di sfuggire.',
        advice: 'Annota il grande progetto che ti entusiasma, poi elenca sotto i primi passi concreti.',
      },
      easy: {
        text: 'Parlare, insegnare o imparare ti riesce con larghezza di vedute, e una conversazione ispirante o un’informazione utile può ampliare i tuoi orizzonti.',
        advice: 'Iscriviti a un corso, proponi un’idea ambiziosa o chiedi consiglio a un maestro.',
      },
      tense: {
        text: 'Le parole tendono a esagerare: promesse troppo generose, dettagli trascurati e discussioni su principi e convinzioni possono complicare le cose.',
        advice: 'Controlla i dettagli prima di impegnarti e non promettere più di quanto puoi mantenere.',
      },
    },
    saturn: {
      blend: {
        text: 'La mente si fa seria e concentrata: pensieri pesanti, pratiche burocratiche o conversazioni con un’autorità chiedono precisione e pazienza.',
        advice: 'Dedicati al lavoro che richiede metodo, e metti per iscritto gli accordi importanti.',
      },
      easy: {
        text: 'Ragioni con metodo e senso pratico, e pianificare, studiare a fondo o parlare con chi ha esperienza tende a dare frutti concreti.',
        advice: 'Metti nero su bianco un piano dettagliato o chiedi il parere di una persona esperta.',
      },
      tense: {
        text: 'Dubbi, pessimismo e ostacoli nelle comunicazioni rallentano le decisioni, e una critica o un rifiuto possono pesare più del dovuto.',
        advice: 'Non prendere un no come una sentenza: riformula la richiesta e riprova con calma.',
      },
    },
    uranus: {
      blend: {
        text: 'Lampi di intuizione attraversano la mente: notizie inattese, idee originali e conversazioni sorprendenti possono cambiare il tuo modo di vedere una questione.',
        advice: 'Annota subito le intuizioni: alcune sono geniali, altre vanno verificate con calma.',
      },
      easy: {
        text: 'Trovi soluzioni fuori dagli schemi con sorprendente rapidità, e la tecnologia o un gruppo di persone stimolanti ti suggeriscono strade nuove.',
        advice:
          'Prova un approccio insolito al problema che ti blocca, o confrontati con qualcuno fuori dalla tua cerchia.',
      },
      tense: {
        text: 'Il pensiero si frammenta tra nervosismo e distrazione, e cambi improvvisi di programma, guasti tecnici o parole impulsive possono creare scompiglio.',
        advice: 'Fai una copia dei dati importanti e rallenta prima di dire qualcosa di irrevocabile.',
      },
    },
    neptune: {
      blend: {
        text: 'La mente si fa porosa e sognante: intuito e fantasia crescono, ma la concentrazione cala e le informazioni possono risultare vaghe o ingannevoli.',
        advice: 'Scrivi, disegna o ascolta musica, e rimanda le firme e le scelte che richiedono precisione.',
      },
      easy: {
        text: 'Immagini e frasi nascono con delicatezza, guidate dall’ispirazione, e sai cogliere ciò che gli altri non riescono a dire.',
        advice: 'Dai voce a un’idea poetica, o ascolta con pazienza chi fa fatica a spiegarsi.',
      },
      tense: {
        text: 'Confusione, malintesi o mezze verità annebbiano le comunicazioni, e la mente tende a vedere ciò che spera invece di ciò che c’è.',
        advice: 'Chiedi conferme per iscritto e rileggi con attenzione prima di fidarti di una promessa.',
      },
    },
    pluto: {
      blend: {
        text: 'La mente scava in profondità: conversazioni intense, segreti che emergono o una ricerca accurata possono rivelarti ciò che era nascosto.',
        advice:
          'Indaga con pazienza la questione che ti preoccupa, ma scegli con cura con chi condividere ciò che scopri.',
      },
      easy: {
        text: 'Con uno sguardo penetrante e una parola persuasiva, capisci le motivazioni nascoste e trovi argomenti che convincono senza forzare.',
        advice:
          'Metti il tuo sguardo acuto al servizio di una ricerca, di un’analisi o di un dialogo che vada alla radice.',
      },
      tense: {
        text: 'Le parole diventano armi: discussioni ossessive, pressioni psicologiche o il bisogno di avere ragione a ogni costo possono logorare un rapporto.',
        advice: 'Lascia cadere l’argomento quando diventa una lotta di potere, e riprendilo a mente più calma.',
      },
    },
    ascendant: {
      blend: {
        text: 'Sei più loquace e vivace del solito: la curiosità ti spinge a muoverti, a incontrare persone e a dire la tua con prontezza.',
        advice: 'Fatti avanti in una riunione o presentati a qualcuno di nuovo: la parola ti viene facile.',
      },
      easy: {
        text: 'Comunichi con disinvoltura e lasci un’impressione brillante, così contatti, colloqui e piccoli spostamenti si svolgono con fluidità.',
        advice: 'Prepara bene un colloquio o una presentazione e lascia che la tua naturalezza faccia il resto.',
      },
      tense: {
        text: 'Le opinioni altrui mettono in discussione la tua immagine: confronti a due o critiche dirette possono innervosirti.',
        advice: 'Ascolta le critiche come informazioni, non come attacchi, e rispondi con una domanda.',
      },
    },
    midheaven: {
      blend: {
        text: 'Il lavoro si riempie di comunicazioni: riunioni, messaggi e trattative mettono in luce la tua capacità di spiegare, organizzare e negoziare.',
        advice:
          'Cura le comunicazioni professionali: un messaggio chiaro o una proposta ben scritta può fare la differenza.',
      },
      easy: {
        text: 'Le idee sulla carriera si schiariscono, e una conversazione con un superiore o un contatto professionale può indicarti la prossima mossa.',
        advice: 'Aggiorna il curriculum o chiedi un incontro per parlare dei tuoi obiettivi.',
      },
      tense: {
        text: 'Tra lavoro e vita privata le comunicazioni si ingarbugliano: un’indicazione poco chiara o una notizia inattesa possono scombinare i tuoi piani professionali.',
        advice: 'Chiedi istruzioni precise e ripeti ciò che hai capito per evitare equivoci.',
      },
    },
  },
  venus: {
    sun: {
      blend: {
        text: 'Fascino, gentilezza e voglia di piacere ti circondano: attiri affetto e simpatia, e la vita offre piccoli piaceri a chi sa accoglierli.',
        advice: 'Esci, incontra persone e concediti qualcosa di bello: il tuo fascino è in primo piano.',
      },
      easy: {
        text: 'Tutto ciò che fai si colora di armonia, le relazioni si distendono e un incontro piacevole o un lavoro creativo possono rallegrarti.',
        advice: 'Proponi un’uscita a chi ti piace o riprendi un’attività artistica che ti rende felice.',
      },
      tense: {
        text: 'Il desiderio di piacere e quello di affermarti possono scontrarsi: in amore cerchi approvazione, e la tentazione di concederti troppo si fa forte.',
        advice: 'Concediti un piacere scelto con cura invece di tanti piccoli eccessi.',
      },
    },
    moon: {
      blend: {
        text: 'Cresce la voglia di coccole e di tenerezza, l’affetto in famiglia si fa più caldo e il comfort dei tuoi spazi nutre il cuore.',
        advice: 'Prepara una cena per chi ami o rendi più accogliente l’angolo in cui ti riposi.',
      },
      easy: {
        text: 'Il cuore è sereno e disponibile: le relazioni affettive scorrono con dolcezza, e le donne della tua vita possono offrirti sostegno.',
        advice: 'Fai un gesto di cura verso una persona di famiglia: un regalo semplice, un abbraccio, un invito.',
      },
      tense: {
        text: 'Bisogni emotivi e desideri affettivi non coincidono: potresti cercare conforto nel cibo o negli acquisti, o avere l’impressione che l’amore ricevuto non basti.',
        advice:
          'Dai un nome al bisogno nascosto sotto la voglia di consolarti e chiedi a qualcuno di aiutarti a soddisfarlo.',
      },
    },
    mercury: {
      blend: {
        text: 'Hai la parola dolce e il pensiero elegante: scrivi, parli e tratti con garbo, e una conversazione piacevole può trasformarsi in qualcosa di più.',
        advice: 'Scrivi un biglietto, un messaggio o una poesia a chi ti sta a cuore.',
      },
      easy: {
        text: 'Con il pensiero addolcito, le idee trovano una forma elegante, ed è un clima favorevole per accordi, corteggiamenti e lavori di scrittura.',
        advice: 'Risolvi una piccola incomprensione con una conversazione cortese e ben preparata.',
      },
      tense: {
        text: 'Può capitare di dire sì solo per piacere agli altri, oppure di lasciare che la mente metta in dubbio ciò che il cuore vuole.',
        advice: 'Prima di accettare per cortesia, chiediti se lo desideri davvero.',
      },
    },
    venus: {
      blend: {
        text: 'Venere torna dove si trovava alla tua nascita e rinnova il tuo modo di amare: il cuore riscopre ciò che gli piace davvero, e i tuoi valori si rimettono a fuoco.',
        advice: 'Rivedi i tuoi valori e le tue abitudini affettive, e rinnova qualcosa nel tuo stile o nei tuoi spazi.',
      },
      easy: {
        text: 'Gusto, affetto e senso estetico si trovano in sintonia con la tua natura, perciò le relazioni ti gratificano e circondarti di bellezza ti rigenera.',
        advice: 'Concediti un’esperienza di bellezza: un museo, un concerto, una passeggiata nella natura.',
      },
      tense: {
        text: 'I tuoi valori e ciò che cerchi nelle relazioni vengono messi alla prova: un disaccordo sul denaro o sull’affetto ti costringe a chiarire ciò che conta.',
        advice: 'Distingui ciò che desideri da ciò che ti hanno insegnato a desiderare, e scegli di conseguenza.',
      },
    },
    mars: {
      blend: {
        text: 'Il desiderio si fa magnetico, e mentre la passione cresce il corteggiamento diventa più audace e la creatività trova nuova energia.',
        advice: 'Fai il primo passo con chi ti piace, o metti passione in un progetto creativo.',
      },
      easy: {
        text: 'La dolcezza ammorbidisce la tua grinta senza spegnerla, così la sensualità scorre, l’intesa fisica migliora e un’iniziativa romantica trova risposta.',
        advice: 'Organizza un incontro che unisca movimento e piacere, come ballare o fare sport in coppia.',
      },
      tense: {
        text: 'Quando passione e irritazione si mescolano, l’attrazione può diventare conflitto, e in amore un desiderio frustrato rischia di trasformarsi in gelosia o ripicca.',
        advice: 'Dai al desiderio un’espressione sincera invece di trasformarlo in una lite.',
      },
    },
    jupiter: {
      blend: {
        text: 'Generosità e piacere si amplificano: l’affetto circola con larghezza, le occasioni sociali si moltiplicano e la tentazione di esagerare è dietro l’angolo.',
        advice: 'Festeggia con le persone care, ma decidi prima fin dove vuoi arrivare con le spese.',
      },
      easy: {
        text: 'La fortuna tende a sorridere alle relazioni, e un incontro piacevole, un invito o un gesto generoso possono portare gioia e buone prospettive.',
        advice: 'Accetta gli inviti e fai conoscere tra loro le persone che stimi.',
      },
      tense: {
        text: 'Il desiderio di godere della vita rischia di diventare eccesso: troppe spese, troppe promesse affettive o aspettative gonfiate sugli altri.',
        advice: 'Scegli un solo piacere generoso e rinuncia agli altri senza rimpianti.',
      },
    },
    saturn: {
      blend: {
        text: 'L’affetto si fa serio e sobrio: un legame viene messo alla prova o si consolida, e la solitudine può insegnarti che cosa vale davvero per te.',
        advice: 'Mostra il tuo impegno con un gesto concreto e duraturo, non con grandi promesse.',
      },
      easy: {
        text: 'L’amore trova stabilità e le relazioni mature si rafforzano, con scelte affettive ed economiche più ponderate e una fedeltà che tende a essere ricambiata.',
        advice: 'Fai un passo che consolidi un legame, come un progetto comune o un impegno condiviso.',
      },
      tense: {
        text: 'Il cuore incontra limiti e freddezza: un rifiuto, una distanza o ristrettezze economiche possono farti dubitare del tuo valore.',
        advice: 'Non cercare conferme a tutti i costi: dedica cura a te e ai legami che reggono la prova.',
      },
    },
    uranus: {
      blend: {
        text: 'Un colpo di fulmine o un desiderio improvviso di libertà scuote la vita affettiva: ciò che è prevedibile ti annoia e l’insolito ti attrae.',
        advice: 'Lasciati sorprendere, ma non bruciare un legame solido per un’emozione passeggera.',
      },
      easy: {
        text: 'Incontri originali, amicizie nuove o un gusto diverso rinnovano con leggerezza le relazioni e le rendono più fresche e allegre.',
        advice: 'Prova un’esperienza diversa con il partner o con gli amici, lontano dalle solite abitudini.',
      },
      tense: {
        text: 'Il bisogno di libertà mette in discussione i legami: inquietudine, attrazioni improvvise o rotture possono sconvolgere l’equilibrio affettivo.',
        advice: 'Parla apertamente del bisogno di spazio prima che diventi una fuga.',
      },
    },
    neptune: {
      blend: {
        text: 'L’amore si tinge di sogno: romanticismo, compassione e senso artistico crescono, ma il rischio di idealizzare qualcuno è alto.',
        advice: 'Goditi la poesia del momento e rimanda le grandi promesse a quando il quadro sarà più chiaro.',
      },
      easy: {
        text: 'Un’intesa quasi telepatica, la musica o l’arte possono nutrire il cuore, perché sensibilità e ispirazione addolciscono le relazioni.',
        advice: 'Condividi con chi ami un’esperienza artistica o spirituale che parli al cuore.',
      },
      tense: {
        text: 'In amore illusioni e delusioni si rincorrono: potresti vedere ciò che vuoi vedere, o sacrificarti per qualcuno che non ricambia.',
        advice: 'Guarda i fatti oltre le parole e non fare sacrifici che nessuno ti ha chiesto.',
      },
    },
    pluto: {
      blend: {
        text: 'Emergono passioni intense: un’attrazione magnetica, una gelosia o un desiderio profondo possono trasformare il tuo modo di amare.',
        advice: 'Vivi l’intensità, ma osserva se nasce dal desiderio o dal bisogno di possedere.',
      },
      easy: {
        text: 'L’affetto si approfondisce e un legame diventa più intimo e autentico, tanto che l’amore può aiutare a guarire vecchie ferite.',
        advice: 'Condividi con il partner o con un amico una verità che finora hai tenuto per te.',
      },
      tense: {
        text: 'Lotte di potere in amore, possessività o questioni di risorse condivise mettono alla prova i legami e fanno emergere paure profonde.',
        advice: 'Rinuncia al controllo su chi ami e chiedi con chiarezza ciò di cui hai bisogno.',
      },
    },
    ascendant: {
      blend: {
        text: 'Il fascino si vede a colpo d’occhio, gli altri ti cercano volentieri e prenderti cura della tua immagine diventa un piacere.',
        advice: 'Rinnova il tuo stile o accetta un invito a una festa: in compagnia dai il meglio di te.',
      },
      easy: {
        text: 'Grazie alla gentilezza gli incontri si fanno più facili, la tua presenza ispira simpatia e le persone tendono ad accoglierti con piacere.',
        advice: 'Approfitta della simpatia che sai suscitare per un colloquio, un appuntamento o una presentazione.',
      },
      tense: {
        text: 'Il desiderio di piacere agli altri mette in crisi la tua spontaneità: in coppia o in società cerchi consenso, e potresti sacrificare troppo di te.',
        advice: 'Sii gentile senza compiacere: di’ di no con un sorriso quando serve.',
      },
    },
    midheaven: {
      blend: {
        text: 'Il garbo entra nella vita professionale: le relazioni di lavoro si addolciscono, la tua reputazione ne beneficia e può affacciarsi un ruolo creativo.',
        advice: 'Coltiva i rapporti con colleghi e superiori con un gesto gentile o un invito informale.',
      },
      easy: {
        text: 'Nel lavoro il tuo talento estetico e la diplomazia fanno la differenza, e una collaborazione piacevole o un riconoscimento possono rafforzare la tua posizione.',
        advice: 'Proponi un’idea creativa al lavoro o chiedi un riconoscimento per ciò che hai fatto bene.',
      },
      tense: {
        text: 'Vita privata e ambizioni professionali si contendono il cuore: un affetto può entrare in conflitto con il lavoro, o il piacere con il dovere.',
        advice: 'Trova un compromesso tra gli spazi per chi ami e quelli per il lavoro, e rispettalo.',
      },
    },
  },
  mars: {
    sun: {
      blend: {
        text: 'Energia, coraggio e voglia di vincere divampano: hai la forza per iniziare, ma anche una tendenza all’impazienza e allo scontro diretto.',
        advice: 'Scegli una sfida che ti appassiona e mettici tutto il vigore, senza disperderlo in litigi.',
      },
      easy: {
        text: 'La vitalità cresce e la volontà si traduce in azione, così ciò che avvii prende slancio e il corpo risponde con entusiasmo.',
        advice: 'Comincia un allenamento o un progetto che chiede energia e costanza.',
      },
      tense: {
        text: 'Chi ostacola la tua strada incontra la tua parte più combattiva: l’aggressività cerca sfogo, e fretta e orgoglio moltiplicano i conflitti inutili.',
        advice: 'Rallenta nei gesti e nelle parole, e brucia la tensione con un’attività fisica intensa.',
      },
    },
    moon: {
      blend: {
        text: 'Le emozioni si infiammano: la reattività cresce, in famiglia basta poco per accendere una discussione, e il corpo chiede movimento.',
        advice: 'Riordina, pulisci o ripara qualcosa tra le tue mura: l’energia emotiva trova sfogo nei gesti.',
      },
      easy: {
        text: 'Agisci d’istinto e con prontezza: difendi ciò che ami e trovi l’energia per occuparti della famiglia e dei tuoi bisogni.',
        advice: 'Affronta un lavoro domestico faticoso o stai accanto a un familiare che ha bisogno di te.',
      },
      tense: {
        text: 'Basta una frase di troppo in famiglia o un bisogno ignorato per scatenare una reazione sproporzionata, perché irritabilità e suscettibilità crescono insieme.',
        advice: 'Se l’irritazione monta, esci a camminare prima di rispondere.',
      },
    },
    mercury: {
      blend: {
        text: 'La mente va di corsa: decidi e parli in fretta, la polemica è a un passo, ma cresce anche la capacità di risolvere problemi pratici.',
        advice: 'Metti la rapidità al servizio di un problema concreto e respira prima di ribattere.',
      },
      easy: {
        text: 'Il pensiero si fa tagliente nel senso migliore, e argomenti convincenti, decisioni nette e iniziative intellettuali trovano la spinta giusta.',
        advice: 'Difendi una proposta con argomenti chiari o chiudi una pratica rimasta in sospeso.',
      },
      tense: {
        text: 'Nervosismo e fretta rendono taglienti le parole, e un’obiezione qualsiasi può sembrare un attacco personale da respingere.',
        advice: 'Rimanda le conversazioni difficili finché la calma non torna, e guida con prudenza.',
      },
    },
    venus: {
      blend: {
        text: 'La passione prende l’iniziativa: osi di più in amore, la sensualità si risveglia e la creatività si fa intraprendente.',
        advice: 'Dichiara ciò che provi, oppure metti la tua passione in un progetto artistico audace.',
      },
      easy: {
        text: 'La voglia di conquistare si esprime con naturalezza e calore, e la passione, unita alla tenerezza, fa crescere l’intesa fisica.',
        advice: 'Proponi un appuntamento con iniziativa, o dai slancio a un lavoro creativo.',
      },
      tense: {
        text: 'L’attrazione si carica di tensione, e in amore il desiderio può scontrarsi con la gelosia, mentre una spesa d’impulso può sembrare irresistibile.',
        advice: 'Trasforma la frizione in dialogo e rimanda gli acquisti dettati dalla frustrazione.',
      },
    },
    mars: {
      blend: {
        text: 'Con il ritorno di Marte comincia un nuovo ciclo per la tua energia: i desideri si riaccendono e la grinta cerca un obiettivo nuovo a cui dedicarsi.',
        advice: 'Scegli il traguardo su cui puntare le energie del nuovo ciclo e inizia con un gesto concreto.',
      },
      easy: {
        text: 'Le energie fisiche e la determinazione sono ben sostenute, per cui agire con coraggio ti viene spontaneo e lo sport o il lavoro tendono a dare soddisfazione.',
        advice: 'Metti alla prova le tue forze in una sfida sportiva o professionale ben scelta.',
      },
      tense: {
        text: 'La tua stessa energia può rivoltarsi contro di te: impazienza, rabbia trattenuta o sforzi eccessivi rischiano di esaurirti se non trovano un canale.',
        advice: 'Dosa gli sforzi, scegli una battaglia sola e lascia riposare il corpo tra un impegno e l’altro.',
      },
    },
    jupiter: {
      blend: {
        text: 'Entusiasmo e audacia si moltiplicano: hai voglia di osare, viaggiare e lanciarti in imprese ambiziose, ma cresce anche il rischio di strafare.',
        advice: 'Pianifica un’avventura ambiziosa, ma verifica i rischi prima di lanciarti.',
      },
      easy: {
        text: 'Il coraggio alimenta la fiducia e viceversa, perciò iniziative, sport, viaggi o studi trovano energia e prospettive, e chi osa tende a essere premiato.',
        advice: 'Lancia il progetto a cui pensi da tempo o candidati per un ruolo più grande.',
      },
      tense: {
        text: 'L’eccesso di fiducia spinge a strafare: promesse avventate, rischi inutili o scontri su ideali e credenze possono complicarti la strada.',
        advice: 'Dai tutta la tua forza a un’unica impresa e rifiuta le altre, anche se brillano.',
      },
    },
    saturn: {
      blend: {
        text: 'L’energia incontra un freno: la frustrazione cresce davanti a regole, ritardi o autorità, ma la fatica paziente può costruire qualcosa di duraturo.',
        advice: 'Lavora con metodo a un obiettivo difficile e accetta che la strada sia lenta.',
      },
      easy: {
        text: 'La forza si mette al servizio della disciplina, e l’energia diventa un lavoro costante, che tende a dare risultati solidi.',
        advice: 'Affronta il compito più impegnativo con un piano preciso e portalo a termine passo dopo passo.',
      },
      tense: {
        text: 'Volontà e ostacoli si fronteggiano: frustrazione, stanchezza o conflitti con un’autorità chiedono di non forzare e di scegliere bene le battaglie.',
        advice: 'Non sfondare le porte chiuse: cerca un’altra via o aspetta il momento giusto.',
      },
    },
    uranus: {
      blend: {
        text: 'Energia elettrica e voglia di rompere gli schemi esplodono all’improvviso: decisioni impulsive, cambi di programma o gesti ribelli diventano più probabili.',
        advice: 'Canalizza la scarica in qualcosa di nuovo e sicuro, e fai attenzione ai gesti bruschi.',
      },
      easy: {
        text: 'Agisci in modo inventivo e affronti il cambiamento con entusiasmo, trovando soluzioni audaci dove altri vedono solo ostacoli.',
        advice: 'Prova uno sport nuovo, un metodo di lavoro insolito o un progetto che ti dia libertà.',
      },
      tense: {
        text: 'Tensione nervosa e impazienza possono sfociare in ribellioni improvvise, e con la fretta aumentano le rotture impulsive e le distrazioni.',
        advice: 'Muoviti con prudenza, tieni a bada gli impulsi e concediti uno sfogo fisico sicuro.',
      },
    },
    neptune: {
      blend: {
        text: 'L’energia si fa sottile e incerta: la motivazione può vacillare, ma l’azione ispirata da un ideale o da un sogno trova una forza nascosta.',
        advice: 'Metti le energie al servizio di una causa che ti sta a cuore e riposa quando il corpo lo chiede.',
      },
      easy: {
        text: 'Quando l’azione segue l’ispirazione, la danza, l’arte, il volontariato o il nuoto ti restituiscono energia e piacere.',
        advice: 'Dedica il tuo slancio a un’attività creativa o a un aiuto concreto per qualcuno.',
      },
      tense: {
        text: 'La volontà si disperde: stanchezza, confusione sugli obiettivi o il rischio di agire per motivi poco chiari possono frustrarti.',
        advice: 'Verifica le intenzioni, tue e altrui, prima di impegnarti, e concediti il sonno di cui hai bisogno.',
      },
    },
    pluto: {
      blend: {
        text: 'Una forza intensa e quasi incontenibile si risveglia: la determinazione cresce, ma anche la tentazione di imporsi o di lottare per il controllo.',
        advice: 'Metti la tua grinta al servizio di un cambiamento che desideri, non di una lotta contro qualcuno.',
      },
      easy: {
        text: 'Energia e profondità si alleano e ti danno la resistenza per affrontare compiti impegnativi e trasformare ciò che non funziona.',
        advice: 'Affronta un progetto impegnativo o una pulizia radicale che rimandi.',
      },
      tense: {
        text: 'Riaffiorano rabbie profonde e voglia di prevalere: qualcuno può sfidarti apertamente, o la tua stessa ostinazione può spingerti oltre il limite.',
        advice: 'Evita i bracci di ferro e canalizza l’intensità in un lavoro fisico o di ricerca.',
      },
    },
    ascendant: {
      blend: {
        text: 'Il corpo si carica di energia e la presenza si fa grintosa: cresce la voglia di agire e di farti valere, ma anche il rischio di urtare qualcuno.',
        advice: 'Fai sport, avvia un progetto personale e fai caso al tono della tua voce con gli altri.',
      },
      easy: {
        text: 'Ti presenti con coraggio e vitalità, e gli altri notano un’energia che dà slancio alle tue iniziative personali.',
        advice: 'Prendi l’iniziativa in un incontro o in una competizione: la tua presenza convince.',
      },
      tense: {
        text: 'La tua energia trova resistenza: conflitti con un partner o un socio, o tensioni al lavoro e in casa, possono mettere alla prova la tua pazienza.',
        advice: 'Negozia invece di imporre, e scarica la tensione con una camminata veloce.',
      },
    },
    midheaven: {
      blend: {
        text: 'Le ambizioni si accendono: vuoi farti valere nel lavoro, prendere decisioni e conquistare posizioni, ma aumenta anche il rischio di scontri con i superiori.',
        advice: 'Proponi con decisione la tua idea al lavoro, ma scegli bene il momento e il tono.',
      },
      easy: {
        text: 'Iniziative professionali, progetti e obiettivi pubblici avanzano con slancio, sostenuti da un’energia determinata.',
        advice: 'Fai il passo professionale che rimandi: chiedi un incarico, lancia un’iniziativa.',
      },
      tense: {
        text: 'Le ambizioni si scontrano con ostacoli o con le esigenze familiari: conflitti con un superiore o con chi ti sta vicino possono rallentare la corsa.',
        advice: 'Scegli con cura le battaglie sul lavoro e non portare la tensione tra le mura domestiche.',
      },
    },
  },
};
