/**
 * Che cosa dice ciascun punto progresso in ciascun segno, in italiano (core/sky/contacts.ts,
 * `ProgressedSigns`; docs/i18n/glossary-it.md): scritto per punto e per segno, così che Mercurio
 * progresso in Leone e Marte progresso in Leone non si leggano uguali. Una o due frasi che nominano
 * il punto («la tua Venere progressa», «il tuo Medio Cielo progresso», con l’accordo del glossario
 * §5) e il segno («in Capricorno», senza articolo); niente date (le danno le schede). Si dà del tu,
 * e nulla si accorda con il genere di chi legge. Le aperture si alternano («Il tuo … in …», «Con il
 * tuo …», «In Leone, il tuo …», «Mentre il tuo … attraversa …», il tema in testa) e cambiano da un
 * punto all’altro per lo stesso segno, perché chi legge vede cinque o sette schede insieme.
 */
import type { ProgressedSigns } from '../../contacts';

export const PROGRESSED: ProgressedSigns = {
  sun: {
    aries:
      'Il tuo Sole progresso in Ariete apre una stagione di inizi: in questi anni la vita ti chiede di agire d’istinto, di fidarti del tuo coraggio e di non aspettare il permesso di nessuno.',
    taurus:
      'Con il tuo Sole progresso in Toro la vita rallenta e mette radici: un luogo che senti tuo, un mestiere da coltivare e una sicurezza costruita con pazienza diventano la tua bussola.',
    gemini:
      'In Gemelli, il tuo Sole progresso fa della curiosità il filo della tua vita: letture, studi, brevi viaggi e tante conversazioni plasmano a poco a poco la persona che stai diventando.',
    cancer:
      'Il tuo Sole progresso in Cancro riporta il centro della tua vita alle radici: la famiglia, quella d’origine o quella che hai scelto, e le persone di cui ti prendi cura possono dare senso al tuo cammino.',
    leo: 'Uscire dall’ombra e farti vedere: è l’invito del tuo Sole progresso in Leone. Creare, guidare e offrire il tuo calore senza risparmio possono indicare la direzione di questi anni.',
    virgo:
      'Sotto il tuo Sole progresso in Vergine la vita cresce per piccoli perfezionamenti: un lavoro utile, abitudini più sane e l’ascolto del corpo diventano il tuo modo di maturare.',
    libra:
      'Il tuo Sole progresso in Bilancia fa del rapporto con l’altro la tua scuola: è venendo incontro, trattando e condividendo che puoi scoprire chi sei davvero.',
    scorpio:
      'Con il tuo Sole progresso in Scorpione la vita scende in profondità: sincerità senza sconti, intimità vera e il coraggio di chiudere ciò che è finito segnano una trasformazione che parte da dentro.',
    sagittarius:
      'In Sagittario, il tuo Sole progresso allarga gli orizzonti: lo studio, i viaggi e la ricerca di un senso più ampio tendono a dare la rotta alla tua vita.',
    capricorn:
      'Il tuo Sole progresso in Capricorno porta anni di responsabilità e di ambizione paziente: stai costruendo, un gradino alla volta, qualcosa che possa reggere nel tempo.',
    aquarius:
      'Con il tuo Sole progresso in Acquario la vita si scrolla di dosso le aspettative altrui: amicizie, idee nuove e un futuro disegnato a modo tuo possono guidarti.',
    pisces:
      'Il tuo Sole progresso in Pesci smussa gli spigoli della tua vita: compassione, immaginazione e momenti di quiete diventano una fonte di forza, e il cammino si affida di più all’intuito.',
  },
  moon: {
    aries:
      'La tua Luna progressa in Ariete rende il cuore impaziente di cambiare: per stare bene hai bisogno di spazio, di iniziative tue e della libertà di reagire d’impulso.',
    taurus:
      'Con la tua Luna progressa in Toro il cuore chiede calma e comodità: ritmi regolari, la buona tavola e persone affidabili ti aiutano a ritrovare l’equilibrio.',
    gemini:
      'In Gemelli, la tua Luna progressa tiene le emozioni in movimento: ti servono parole, notizie e un po’ di varietà per sentirti a tuo agio.',
    cancer:
      'La tua Luna progressa in Cancro ti riporta al nido: la famiglia, i ricordi e il bisogno di ricevere cure contano più del solito.',
    leo: 'Calore e riconoscimento: è ciò che cerca la tua Luna progressa in Leone. Tendi a stare bene quando crei, giochi e qualcuno apprezza ciò che fai con il cuore.',
    virgo:
      'Con la tua Luna progressa in Vergine trovi pace nell’ordine e nel renderti utile: una piccola cosa fatta bene può calmare la mente più di tanti ragionamenti.',
    libra:
      'La tua Luna progressa in Bilancia fa della vicinanza un bisogno: ritrovi l’equilibrio in buona compagnia e dentro accordi che siano giusti per entrambi.',
    scorpio:
      'In Scorpione, la tua Luna progressa smuove emozioni profonde: la fiducia, l’intimità e l’onestà verso ciò che provi davvero vengono a galla.',
    sagittarius:
      'La tua Luna progressa in Sagittario ha bisogno di spazio e di senso: un viaggio, un corso o una domanda più grande possono risollevarti il morale.',
    capricorn:
      'Con la tua Luna progressa in Capricorno le emozioni si fanno più serie: trovi sicurezza in una struttura solida e in obiettivi alla tua portata.',
    aquarius:
      'In Acquario, la tua Luna progressa chiede libertà dentro i legami: gli amici e le cause che condividi ti nutrono più della routine.',
    pisces:
      'La tua Luna progressa in Pesci rende il cuore permeabile e tenero: il riposo, l’arte e un po’ di solitudine ti aiutano a mettere ordine in ciò che senti.',
  },
  mercury: {
    aries:
      'Il tuo Mercurio progresso in Ariete accende il pensiero: decidi in fretta, parli chiaro e spesso dici le cose prima ancora di averle limate.',
    taurus:
      'Con il tuo Mercurio progresso in Toro la mente rallenta e si fa concreta: ti fidi di ciò che puoi verificare e ragioni con calma, senza lasciarti mettere fretta.',
    gemini:
      'In Gemelli, il tuo Mercurio progresso rende la mente vivace e irrequieta: leggere, scrivere e intrecciare molte conversazioni la tengono in allenamento.',
    cancer:
      'Ricordi, storie di famiglia e il bisogno di sentirti al sicuro: è da lì che parte il tuo Mercurio progresso in Cancro, che ti porta a pensare con il cuore e a scegliere le parole con tatto.',
    leo: 'Ora che il tuo Mercurio progresso è in Leone, le tue parole si fanno più calde e sicure: possono essere anni adatti a parlare in pubblico, a insegnare e a raccontare la tua storia.',
    virgo:
      'Il tuo Mercurio progresso in Vergine allena la mente al dettaglio: analizzare, correggere e risolvere problemi pratici ti viene con naturalezza.',
    libra:
      'Con il tuo Mercurio progresso in Bilancia soppesi ogni punto di vista: pensi meglio nel dialogo e decidi più lentamente, ma in modo più equo.',
    scorpio:
      'In Scorpione, il tuo Mercurio progresso porta la mente a indagare ciò che si nasconde sotto la superficie: cerchi la verità intera, non il riassunto.',
    sagittarius:
      'Lingue, filosofie, orizzonti lontani: il tuo Mercurio progresso in Sagittario ragiona per grandi quadri e tende ad annoiarsi tra i dettagli.',
    capricorn:
      'Mentre il tuo Mercurio progresso attraversa il Capricorno, il pensiero si fa strategico: piani, strutture e decisioni di lungo respiro diventano il tuo punto di forza.',
    aquarius:
      'Il tuo Mercurio progresso in Acquario apre la mente al nuovo e all’insolito: le idee arrivano a lampi, spesso nel confronto con un gruppo o con chi la pensa diversamente.',
    pisces:
      'Con il tuo Mercurio progresso in Pesci pensi per immagini e presentimenti: l’intuito e la fantasia corrono più veloci della logica, e a volte vedono più lontano.',
  },
  venus: {
    aries:
      'Con la tua Venere progressa in Ariete l’amore si fa più audace: vai incontro a ciò che desideri e ti piace che negli affetti ci sia un po’ di fuoco.',
    taurus:
      'In Toro, la tua Venere progressa affina il gusto per ciò che è bello e duraturo: la fedeltà, il contatto fisico e le piccole comodità contano più di ogni grande promessa.',
    gemini:
      'Leggerezza, spirito e conversazione: è ciò che la tua Venere progressa in Gemelli cerca in amore, insieme al piacere dei nuovi incontri e di un po’ di varietà.',
    cancer:
      'Ora che la tua Venere progressa è in Cancro, il tuo modo di amare si fa protettivo e accogliente: mostri affetto nutrendo, offrendo riparo e ricordando ciò che conta per l’altro.',
    leo: 'La tua Venere progressa in Leone ama con generosità e un pizzico di teatralità: romanticismo, gioco e ammirazione reciproca ti scaldano il cuore.',
    virgo:
      'Con la tua Venere progressa in Vergine l’amore passa dai gesti concreti: un favore fatto senza chiedere, un’attenzione ai dettagli dicono ciò che le parole tacciono.',
    libra:
      'In Bilancia, la tua Venere progressa mette al centro la coppia e l’armonia: bellezza, cortesia ed equilibrio diventano i tuoi valori di riferimento.',
    scorpio:
      'Tutto o niente: la tua Venere progressa in Scorpione chiede all’amore profondità e lealtà, e la franchezza di dire che cosa desideri davvero.',
    sagittarius:
      'Mentre la tua Venere progressa attraversa il Sagittario, in amore cerchi libertà e avventura: i viaggi condivisi e le idee in comune ti legano più di qualsiasi abitudine.',
    capricorn:
      'La tua Venere progressa in Capricorno rende i sentimenti più seri e impegnati: dai valore a ciò che è costruito per durare e che si conquista con il tempo.',
    aquarius:
      'Con la tua Venere progressa in Acquario hai bisogno di amicizia e di spazio anche in amore, e l’originalità ti attira più delle convenzioni.',
    pisces:
      'In Pesci, la tua Venere progressa rende l’amore tenero e idealista: compassione, musica e romanticismo ti commuovono, e qualche illusione può affacciarsi.',
  },
  mars: {
    aries:
      'In Ariete, il tuo Marte progresso dà alla tua grinta un taglio diretto e competitivo: agisci in fretta e ti batti a viso aperto per i tuoi obiettivi.',
    taurus:
      'Lentezza e ostinazione: il tuo Marte progresso in Toro fa della costanza la tua arma, e quando hai deciso difficilmente molli la presa.',
    gemini:
      'Ora che il tuo Marte progresso è in Gemelli, l’energia accelera e si disperde: tanti progetti insieme, e battaglie combattute soprattutto a parole.',
    cancer:
      'Il tuo Marte progresso in Cancro mette la tua energia al servizio di chi ami: è per la famiglia e per il tuo nido che trovi la forza di lottare.',
    leo: 'Con il tuo Marte progresso in Leone la spinta punta in alto: metti energia dove puoi creare, guidare e provare orgoglio per ciò che fai.',
    virgo:
      'In Vergine, il tuo Marte progresso convoglia l’energia in un lavoro preciso e utile: migliori le cose con pazienza, un passo dopo l’altro.',
    libra:
      'Meglio un accordo che uno scontro: il tuo Marte progresso in Bilancia agisce attraverso gli altri, e ti fa lottare con più forza quando è in gioco ciò che è giusto.',
    scorpio:
      'Mentre il tuo Marte progresso attraversa lo Scorpione, la volontà si fa profonda e tenace: insegui ciò che conta in silenzio, fino in fondo.',
    sagittarius:
      'Il tuo Marte progresso in Sagittario punta l’energia verso l’orizzonte: viaggi, studi, sport e cause in cui credi ti mettono in moto.',
    capricorn:
      'Il tuo Marte progresso in Capricorno dà alla tua ambizione disciplina e respiro lungo: sali con pazienza verso una meta che hai scelto tu.',
    aquarius:
      'In Acquario, il tuo Marte progresso porta la tua spinta verso il cambiamento e il lavoro di gruppo: ti muovi per un’idea e per il futuro, più che per un tornaconto.',
    pisces:
      'A ondate, più che secondo un piano: così si muove l’energia del tuo Marte progresso in Pesci, che ti fa agire per ispirazione e per compassione.',
  },
  ascendant: {
    aries:
      'Franchezza e prontezza: è l’impressione che dai con il tuo Ascendente progresso in Ariete, che ti porta ad affrontare il mondo in modo più diretto e a prendere l’iniziativa senza esitare.',
    taurus:
      'Ora che il tuo Ascendente progresso è in Toro, la tua presenza si fa più calma e solida: chi ti incontra tende a vedere in te una persona su cui contare.',
    gemini:
      'Il tuo Ascendente progresso in Gemelli alleggerisce il tuo modo di presentarti: ti fai conoscere con domande, battute e idee, e la conversazione diventa il tuo biglietto da visita.',
    cancer:
      'Con il tuo Ascendente progresso in Cancro il modo in cui ti mostri si addolcisce: trasmetti premura, e scegli con più attenzione chi far entrare nella tua cerchia.',
    leo: 'In Leone, il tuo Ascendente progresso dà luce alla tua presenza: ti fai notare di più, con calore e con il piacere di stare al centro della scena.',
    virgo:
      'Compostezza e precisione: è l’aria che ti dà il tuo Ascendente progresso in Vergine, e gli altri tendono a rivolgersi a te per un aiuto o un consiglio sensato.',
    libra:
      'Mentre il tuo Ascendente progresso attraversa la Bilancia, il tuo modo di porti si fa più diplomatico e aggraziato: incontri il mondo con fascino e senso di equità.',
    scorpio:
      'Il tuo Ascendente progresso in Scorpione rende la tua presenza più intensa e riservata: gli altri avvertono la tua profondità prima ancora che tu parli.',
    sagittarius:
      'Sotto il tuo Ascendente progresso in Sagittario ti presenti al mondo con più apertura: trasmetti franchezza, curiosità e un senso di libertà, e gli incontri nascono con più facilità.',
    capricorn:
      'In Capricorno, il tuo Ascendente progresso ti dà un’aria più seria e competente: gli altri tendono a prenderti in parola e ad affidarti responsabilità.',
    aquarius:
      'Indipendenza e originalità: così ti vedono gli altri con il tuo Ascendente progresso in Acquario, come una persona con idee tutte sue.',
    pisces:
      'Ora che il tuo Ascendente progresso è in Pesci, la tua presenza si fa più dolce e sfuggente: chi ti incontra sente la tua empatia, ma fatica un po’ a inquadrarti.',
  },
  midheaven: {
    aries:
      'Mentre il tuo Medio Cielo progresso attraversa l’Ariete, la vocazione punta sull’iniziativa: ti si addicono ruoli in cui avviare, guidare e aprire la strada.',
    taurus:
      'Il tuo Medio Cielo progresso in Toro orienta la carriera verso la stabilità: un lavoro che crea valore poco alla volta e lascia risultati tangibili.',
    gemini:
      'Con il tuo Medio Cielo progresso in Gemelli la vocazione passa dalla comunicazione: scrivere, insegnare, commerciare, mettere in contatto le persone.',
    cancer:
      'In Cancro, il tuo Medio Cielo progresso lega la tua strada professionale alla cura: un lavoro che nutre, accoglie o protegge gli altri può darti più senso di qualsiasi titolo.',
    leo: 'Un ruolo visibile, in cui la tua creatività e la tua capacità di guida vengano riconosciute: è ciò che il tuo Medio Cielo progresso in Leone chiede alla tua carriera.',
    virgo:
      'Ora che il tuo Medio Cielo progresso è in Vergine, la carriera si orienta al servizio e alla competenza: il lavoro ben fatto, il metodo, il mestiere, il benessere degli altri.',
    libra:
      'Il tuo Medio Cielo progresso in Bilancia porta la vocazione verso la collaborazione: il lavoro di squadra, il design, il diritto o la mediazione possono diventare il tuo campo.',
    scorpio:
      'Con il tuo Medio Cielo progresso in Scorpione la vocazione cerca profondità: la ricerca, la trasformazione, il lavoro con ciò che gli altri preferiscono evitare.',
    sagittarius:
      'In Sagittario, il tuo Medio Cielo progresso chiede alla carriera un senso: l’insegnamento, i viaggi, l’editoria o il mondo delle idee e delle convinzioni.',
    capricorn:
      'Responsabilità e autorevolezza: il tuo Medio Cielo progresso in Capricorno indica una lunga salita verso un ruolo di rilievo nel tuo campo.',
    aquarius:
      'Mentre il tuo Medio Cielo progresso attraversa l’Acquario, la vocazione guarda avanti: la tecnologia, i gruppi e le cause che preparano il futuro.',
    pisces:
      'Il tuo Medio Cielo progresso in Pesci volge la vocazione verso la compassione e l’immaginazione: l’arte, le professioni di aiuto o un servizio silenzioso.',
  },
};
