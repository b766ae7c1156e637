/**
 * Che cosa dice ciascun punto progresso in ciascun segno, in italiano (core/sky/contacts.ts,
 * `ProgressedSigns`; docs/i18n/glossary-it.md): scritto per punto e per segno, così che Mercurio
 * progresso in Leone e Marte progresso in Leone non si leggano uguali. Una o due frasi che nominano
 * il punto («la tua Venere progressa», «il tuo Medio Cielo progresso», con l’accordo del glossario
 * §5) e il segno («in Capricorno», senza articolo); niente date (le danno le schede). Si dà del tu,
 * e nulla si accorda con il genere di chi legge. Le aperture si alternano («Il tuo … in …», «Con il
 * tuo …», «In Leone il tuo …», «Ora che il tuo … è in …», «Mentre il tuo … attraversa …», il tema
 * in testa) e cambiano da un punto all’altro per lo stesso segno, perché chi legge vede cinque o
 * sette schede insieme; per la stessa ragione, i punti di uno stesso segno non ripetono le stesse
 * parole chiave (in Scorpione non tutto è «profondo», in Pesci non tutto è «compassione»).
 */
import type { ProgressedSigns } from '../../contacts';

export const PROGRESSED: ProgressedSigns = {
  sun: {
    aries:
      'Il tuo Sole progresso in Ariete apre una stagione di inizi: in questi anni la vita ti chiede di agire d’istinto, di fidarti del tuo coraggio e di non aspettare il permesso di nessuno.',
    taurus:
      'Il tuo Sole progresso in Toro invita la vita a rallentare e a mettere radici: un luogo che senti tuo, un mestiere da coltivare e una sicurezza costruita con pazienza diventano la tua bussola.',
    gemini:
      'Con il tuo Sole progresso in Gemelli la curiosità diventa il filo conduttore della tua vita: letture, studi, brevi viaggi e incontri ti plasmano a poco a poco.',
    cancer:
      'Il tuo Sole progresso in Cancro riporta il centro della tua vita alle radici: la famiglia, quella d’origine o quella che hai scelto, e le persone di cui ti prendi cura possono dare senso al tuo cammino.',
    leo: 'Uscire dall’ombra e farti vedere: è l’invito del tuo Sole progresso in Leone. Creare qualcosa di tuo ed esporti in prima persona possono dare la direzione a questi anni.',
    virgo:
      'A piccoli ritocchi: così il tuo Sole progresso in Vergine fa maturare la tua vita, tra un lavoro utile, abitudini più sane e l’ascolto del corpo.',
    libra:
      'Con il tuo Sole progresso in Bilancia il rapporto con l’altro diventa la tua scuola: è nel confronto, nei compromessi e nella condivisione che puoi scoprire chi sei davvero.',
    scorpio:
      'Con il tuo Sole progresso in Scorpione la vita cambia pelle: sincerità senza sconti, intimità vera e il coraggio di chiudere ciò che è finito segnano una trasformazione che parte da dentro.',
    sagittarius:
      'Il tuo Sole progresso in Sagittario allarga gli orizzonti: lo studio, i viaggi e la ricerca di un senso più ampio tendono a dare la rotta alla tua vita.',
    capricorn:
      'Il tuo Sole progresso in Capricorno porta anni di responsabilità e di ambizione paziente: stai costruendo, un gradino alla volta, qualcosa che possa reggere nel tempo.',
    aquarius:
      'Con il tuo Sole progresso in Acquario la vita si scrolla di dosso le aspettative altrui: amicizie, idee nuove e un futuro disegnato a modo tuo possono guidarti.',
    pisces:
      'Il tuo Sole progresso in Pesci ammorbidisce il tuo cammino: compassione, immaginazione e momenti di quiete diventano una fonte di forza, e impari a fidarti di più dell’intuito.',
  },
  moon: {
    aries:
      'La tua Luna progressa in Ariete rende il cuore impaziente di cambiare: per stare bene hai bisogno di spazio, di iniziative tue e della libertà di reagire d’impulso.',
    taurus:
      'La tua Luna progressa in Toro chiede tranquillità e piaceri semplici: ritmi regolari, la buona tavola e persone affidabili ti aiutano a ritrovare l’equilibrio.',
    gemini:
      'La tua Luna progressa in Gemelli tiene le emozioni in movimento: per sentirti a tuo agio ti servono parole, notizie e un po’ di novità.',
    cancer:
      'La tua Luna progressa in Cancro cerca il calore del nido: la famiglia, i ricordi e il bisogno di ricevere cure contano più del solito.',
    leo: 'Con la tua Luna progressa in Leone il cuore ha bisogno di riconoscimento. Stai bene soprattutto quando crei, giochi e qualcuno apprezza ciò che fai.',
    virgo:
      'Con la tua Luna progressa in Vergine trovi pace nell’ordine e nel renderti utile: una piccola cosa fatta bene può calmare la mente più di tanti ragionamenti.',
    libra:
      'La tua Luna progressa in Bilancia cerca armonia intorno a sé: ritrovi l’equilibrio in buona compagnia e in accordi giusti per entrambi.',
    scorpio:
      'La tua Luna progressa in Scorpione porta a galla ciò che provi davvero: hai bisogno di fiducia e di legami autentici, e le gelosie taciute chiedono di essere guardate in faccia.',
    sagittarius:
      'La tua Luna progressa in Sagittario ha bisogno di spazio e di orizzonti aperti: un viaggio, un corso o un ideale da inseguire possono risollevarti il morale.',
    capricorn:
      'Con la tua Luna progressa in Capricorno il cuore si fa più riservato: trovi sicurezza in una struttura solida e in obiettivi alla tua portata.',
    aquarius:
      'In Acquario la tua Luna progressa chiede libertà dentro i legami: gli amici e le cause che condividi ti nutrono più della routine.',
    pisces:
      'La tua Luna progressa in Pesci ti rende più sensibile agli umori di chi ti sta intorno: il riposo, l’arte e un po’ di solitudine ti aiutano a mettere ordine in ciò che senti.',
  },
  mercury: {
    aries:
      'Il tuo Mercurio progresso in Ariete accende il pensiero. Decidi in fretta, parli chiaro e spesso dici le cose prima ancora di averle limate.',
    taurus:
      'Con il tuo Mercurio progresso in Toro la mente si fa concreta e paziente: ti fidi di ciò che puoi verificare e non ti lasci mettere fretta.',
    gemini:
      'In Gemelli il tuo Mercurio progresso rende la mente vivace e irrequieta: leggere, scrivere e discutere di tutto la tengono in allenamento.',
    cancer:
      'Memoria e sentimento guidano il tuo Mercurio progresso in Cancro: pensi con il cuore, non dimentichi nulla e scegli le parole con tatto.',
    leo: 'Ora che il tuo Mercurio progresso è in Leone, la tua parola acquista sicurezza e colore: possono essere anni propizi per parlare in pubblico, insegnare e raccontare la tua storia.',
    virgo:
      'Il tuo Mercurio progresso in Vergine allena la mente al dettaglio: analizzare, correggere e risolvere problemi pratici ti viene con naturalezza.',
    libra:
      'Il tuo Mercurio progresso in Bilancia ti porta a soppesare ogni punto di vista. Pensi meglio nel dialogo e decidi più lentamente, ma con più equità.',
    scorpio:
      'In Scorpione il tuo Mercurio progresso porta la mente a indagare ciò che si nasconde sotto la superficie. Cerchi la verità intera, non il riassunto.',
    sagittarius:
      'Lingue, filosofie, culture lontane: con il tuo Mercurio progresso in Sagittario la mente cerca il quadro d’insieme e si annoia presto tra i dettagli.',
    capricorn:
      'Mentre il tuo Mercurio progresso attraversa il Capricorno, il pensiero si fa strategico, e i piani concreti, le scadenze e le decisioni ponderate diventano il tuo punto di forza.',
    aquarius:
      'Il tuo Mercurio progresso in Acquario apre la mente al nuovo e all’insolito, e le intuizioni arrivano a lampi, spesso nel confronto con chi la pensa diversamente.',
    pisces:
      'Con il tuo Mercurio progresso in Pesci pensi per immagini e presentimenti. L’intuito e la fantasia corrono più veloci della logica, e a volte vedono più lontano.',
  },
  venus: {
    aries:
      'Con la tua Venere progressa in Ariete l’amore si fa più audace. Vai incontro a ciò che desideri, e ti piace che negli affetti ci sia un po’ di fuoco.',
    taurus:
      'In Toro la tua Venere progressa affina il gusto per ciò che è bello e duraturo: la fedeltà, il contatto fisico e le piccole comodità contano più di ogni grande promessa.',
    gemini:
      'Leggerezza, ironia e dialogo: è ciò che la tua Venere progressa in Gemelli cerca in amore, insieme al piacere di conoscere persone nuove.',
    cancer:
      'Ora che la tua Venere progressa è in Cancro, il tuo modo di amare si fa protettivo e accogliente: dimostri affetto cucinando, offrendo riparo e ricordando ciò che conta per chi ami.',
    leo: 'La tua Venere progressa in Leone ama con generosità e un pizzico di teatralità, e il romanticismo, il gioco e l’ammirazione reciproca ti scaldano il cuore.',
    virgo:
      'L’amore, con la tua Venere progressa in Vergine, passa dai gesti concreti. Un favore fatto prima che te lo chiedano o un’attenzione inattesa dicono più di tante parole.',
    libra:
      'In Bilancia la tua Venere progressa mette al centro la coppia e l’armonia: bellezza, cortesia ed equilibrio diventano i tuoi valori di riferimento.',
    scorpio:
      'In amore la tua Venere progressa in Scorpione vuole tutto o niente: intensità, lealtà e la franchezza di dire che cosa desideri davvero.',
    sagittarius:
      'Mentre la tua Venere progressa attraversa il Sagittario, in amore cerchi libertà e avventura, e le esperienze condivise ti legano più di qualsiasi abitudine.',
    capricorn:
      'In amore, con la tua Venere progressa in Capricorno, conta ciò che dura: dai valore ai legami che si costruiscono con il tempo e alle promesse mantenute.',
    aquarius:
      'Con la tua Venere progressa in Acquario hai bisogno di amicizia e di spazio anche in amore, e l’originalità ti attira più delle convenzioni.',
    pisces:
      'In Pesci la tua Venere progressa rende l’amore tenero e idealista: la musica, i gesti romantici e la dolcezza ti commuovono, ma qualche illusione può affacciarsi.',
  },
  mars: {
    aries:
      'In Ariete il tuo Marte progresso dà alla tua grinta un taglio deciso e competitivo: vai dritto allo scopo e ti batti a viso aperto per ciò che vuoi.',
    taurus:
      'Passo lento e presa salda: il tuo Marte progresso in Toro fa della costanza la tua arma, e quando hai deciso difficilmente molli.',
    gemini:
      'Ora che il tuo Marte progresso è in Gemelli, l’energia accelera e si disperde tra tanti progetti avviati insieme e battaglie combattute soprattutto a parole.',
    cancer:
      'Il tuo Marte progresso in Cancro mette la tua energia al servizio di chi ami, e trovi più forza quando si tratta di difendere la tua casa e i tuoi cari.',
    leo: 'Orgoglio e passione muovono il tuo Marte progresso in Leone: ti impegni a fondo in ciò che porta la tua firma, e l’entusiasmo cala se nessuno se ne accorge.',
    virgo:
      'In Vergine il tuo Marte progresso convoglia l’energia nei compiti che richiedono precisione: migliori le cose con pazienza, un dettaglio alla volta.',
    libra:
      'Meglio un accordo che uno scontro: con il tuo Marte progresso in Bilancia agisci di concerto con gli altri, e tiri fuori la grinta soprattutto quando è in gioco ciò che è giusto.',
    scorpio:
      'Mentre il tuo Marte progresso attraversa lo Scorpione, la volontà si fa concentrata e tenace, e insegui ciò che conta senza clamore, fino in fondo.',
    sagittarius:
      'Il tuo Marte progresso in Sagittario ti spinge all’avventura: lo sport, le sfide all’aria aperta e le cause che sposi ti mettono in moto.',
    capricorn:
      'Il tuo Marte progresso in Capricorno dà alla tua ambizione metodo e resistenza: avanzi con costanza verso una meta che hai scelto tu.',
    aquarius:
      'In Acquario il tuo Marte progresso ti spinge a batterti per il cambiamento: ti muovi per un ideale condiviso, più che per un tornaconto personale.',
    pisces:
      'A ondate, più che secondo un piano: così si muove l’energia del tuo Marte progresso in Pesci, che ti fa agire per ispirazione o per aiutare qualcuno.',
  },
  ascendant: {
    aries:
      'Franchezza e prontezza: è l’impressione che dai con il tuo Ascendente progresso in Ariete. Affronti il mondo con più slancio e non aspetti che siano gli altri a fare la prima mossa.',
    taurus:
      'Ora che il tuo Ascendente progresso è in Toro, la tua presenza si fa più pacata e solida, e chi ti incontra tende a vedere in te una persona su cui contare.',
    gemini:
      'Il tuo Ascendente progresso in Gemelli alleggerisce il tuo modo di presentarti. Ti fai conoscere con domande, battute e idee, e la conversazione diventa il tuo biglietto da visita.',
    cancer:
      'Con il tuo Ascendente progresso in Cancro il modo in cui ti mostri si addolcisce. Trasmetti premura e scegli con più attenzione chi far entrare nella tua cerchia.',
    leo: 'In Leone il tuo Ascendente progresso rende la tua presenza più luminosa: ti fai notare di più, con calore e con il gusto di stare al centro della scena.',
    virgo:
      'Compostezza e precisione: è l’aria che ti dà il tuo Ascendente progresso in Vergine, e gli altri tendono a rivolgersi a te per un aiuto o un consiglio sensato.',
    libra:
      'Mentre il tuo Ascendente progresso attraversa la Bilancia, il tuo modo di porti si fa più diplomatico e aggraziato: incontri il mondo con fascino e senso di equità.',
    scorpio:
      'Il tuo Ascendente progresso in Scorpione rende la tua presenza più magnetica e riservata: gli altri avvertono il tuo spessore prima ancora che tu parli.',
    sagittarius:
      'Con il tuo Ascendente progresso in Sagittario ti presenti al mondo con più apertura: trasmetti franchezza, curiosità e voglia di libertà, e fare nuovi incontri ti viene più facile.',
    capricorn:
      'In Capricorno il tuo Ascendente progresso ti dà un’aria più sobria e competente: gli altri tendono a prenderti sul serio e ad affidarti incarichi importanti.',
    aquarius:
      'Una persona indipendente, con idee tutte sue: così ti vedono gli altri con il tuo Ascendente progresso in Acquario.',
    pisces:
      'Ora che il tuo Ascendente progresso è in Pesci, la tua presenza si fa più dolce e sfuggente. Chi ti incontra sente la tua empatia, ma fatica un po’ a inquadrarti.',
  },
  midheaven: {
    aries:
      'Mentre il tuo Medio Cielo progresso attraversa l’Ariete, la vocazione punta sull’iniziativa: ti si addicono ruoli in cui avviare progetti, guidare e aprire la strada.',
    taurus:
      'Il tuo Medio Cielo progresso in Toro orienta la carriera verso la stabilità, verso un lavoro che crea valore poco alla volta e lascia risultati tangibili.',
    gemini:
      'Con il tuo Medio Cielo progresso in Gemelli la vocazione passa dalla comunicazione: scrivere, insegnare, commerciare, mettere in contatto le persone.',
    cancer:
      'In Cancro il tuo Medio Cielo progresso lega la tua strada professionale alla cura: un lavoro che nutre, accoglie o protegge gli altri può darti più soddisfazione di qualsiasi titolo.',
    leo: 'Mentre il tuo Medio Cielo progresso attraversa il Leone, la carriera cerca un palcoscenico: un ruolo visibile, in cui la tua creatività e la tua capacità di guida vengano riconosciute.',
    virgo:
      'Ora che il tuo Medio Cielo progresso è in Vergine, la carriera si orienta al servizio e alla competenza: il lavoro ben fatto, il metodo, il mestiere, il benessere degli altri.',
    libra:
      'Sul piano professionale, il tuo Medio Cielo progresso in Bilancia ti orienta verso la collaborazione: il lavoro di squadra, il design, il diritto o la mediazione possono essere il tuo campo.',
    scorpio:
      'Con il tuo Medio Cielo progresso in Scorpione la vocazione va dove altri non osano guardare: la ricerca, la psicologia, la gestione delle crisi o delle risorse altrui.',
    sagittarius:
      'In Sagittario il tuo Medio Cielo progresso chiede alla carriera un senso: l’insegnamento, i viaggi, l’editoria o il mondo delle idee e delle convinzioni.',
    capricorn:
      'Con il tuo Medio Cielo progresso in Capricorno la carriera chiede responsabilità e autorevolezza, in una salita lenta ma costante verso un ruolo di rilievo nel tuo campo.',
    aquarius:
      'Mentre il tuo Medio Cielo progresso attraversa l’Acquario, la vocazione guarda avanti: la tecnologia, il lavoro in rete e le cause che preparano il futuro.',
    pisces:
      'Il tuo Medio Cielo progresso in Pesci volge la vocazione verso la creatività e la cura: l’arte, la musica, le professioni d’aiuto o un servizio svolto lontano dai riflettori.',
  },
};
