/**
 * Le parole italiane della sinastria avanzata (decisione 039): scritte in italiano, non tradotte.
 * Le cornici (`crossAspect`, `signRelation`, `overlay`, `composite`, `noTime`, `labels`) sono
 * l’unico posto in cui compaiono pianeti, segni, case e aspetti; i significati parlano di «voi
 * due», «tra voi», «una persona… l’altra», al presente, senza nominare nulla del tema.
 *
 * Scelte di lingua:
 * - I nomi delle persone arrivano come sono stati digitati e non si declinano: «la Venere di
 *   Alex», «il Marte di Sam» (con l’articolo, come si scrive in sinastria; davanti al nome resta
 *   sempre «di», mai «d’»).
 * - Nessuna desinenza di genere riferita alle persone (glossario §1): niente «entrambi», «tutti e
 *   due», «l’uno… l’altra», «ognuno», participi e aggettivi accordati con «voi». Si scrive «una
 *   persona… l’altra», «chi… chi…», «a vicenda», «tra voi», oppure si fa soggetto il legame.
 * - I verbi degli aspetti sono quelli delle cornici dei transiti (core/sky/contacts/it/frames.ts):
 *   «si congiunge a», «forma un trigono con», «si oppone a»; l’orbita è «orbita» (glossario §5).
 * - L’Ascendente e il Medio Cielo hanno il nome della grammatica (`point`), lo stesso della coach.
 */
import type { AspectType } from '../../astro/aspects';
import { feminine, GRAMMAR_IT as g, point } from '../../i18n/grammar/it';
import type { SignId } from '../../zodiac';
import type { CompositePoint, SynastryPoint } from '../contacts';
import type { SignRelation, SynastryTexts } from './contract';

/** The article each point takes before «di Alex»: «il Sole», «la Luna», «l’Urano», «l’Ascendente». */
const ARTICLE: Readonly<Record<SynastryPoint, 'il' | 'la' | 'l’'>> = {
  sun: 'il',
  moon: 'la',
  mercury: 'il',
  venus: 'la',
  mars: 'il',
  jupiter: 'il',
  saturn: 'il',
  uranus: 'l’',
  neptune: 'il',
  pluto: 'il',
  ascendant: 'l’',
  midheaven: 'il',
};
/** «a» fused with the article: «al», «alla», «all’». */
const TO: Readonly<Record<'il' | 'la' | 'l’', string>> = { il: 'al', la: 'alla', 'l’': 'all’' };
const join = (head: string, word: string) => (head.endsWith('’') ? `${head}${word}` : `${head} ${word}`);

/** «il Sole di Alex», «la Venere di Sam», «l’Ascendente di Alex»: the name is never declined. */
const theOf = (p: SynastryPoint, name: string) => `${join(ARTICLE[p], point(p))} di ${name}`;
/** «al Sole di Alex», «alla Luna di Sam», «all’Urano di Alex». */
const toOf = (p: SynastryPoint, name: string) => `${join(TO[ARTICLE[p]], point(p))} di ${name}`;
/**
 * The second point of a pair: «il Marte di Sam», but «quello di Sam» when both are the same
 * point (Italian does not say «il Sole di Alex e il Sole di Sam»). `to`: «al Marte di Sam», «a quello di Sam».
 */
const other = (pa: SynastryPoint, pb: SynastryPoint, name: string, to = false) => {
  if (pa !== pb) return to ? toOf(pb, name) : theOf(pb, name);
  const that = feminine(pb) ? 'quella' : 'quello';
  return `${to ? 'a ' : ''}${that} di ${name}`;
};
/** A label's bare form: «Venere di Alex». */
const bareOf = (p: SynastryPoint, name: string) => `${point(p)} di ${name}`;

/** The aspect as a verb, as the transit frames say it: «si congiunge al», «forma un trigono con il». */
const ASPECT_VERB: Readonly<Record<AspectType, (pa: SynastryPoint, pb: SynastryPoint, name: string) => string>> = {
  conjunction: (pa, pb, name) => `si congiunge ${other(pa, pb, name, true)}`,
  sextile: (pa, pb, name) => `forma un sestile con ${other(pa, pb, name)}`,
  square: (pa, pb, name) => `forma una quadratura con ${other(pa, pb, name)}`,
  trine: (pa, pb, name) => `forma un trigono con ${other(pa, pb, name)}`,
  opposition: (pa, pb, name) => `si oppone ${other(pa, pb, name, true)}`,
};
/**
 * «No aspect» in three wordings that mean the same, fixed per pair, so the planetary-aspect cards
 * that have none (up to six in a row) do not all open alike.
 */
const NO_ASPECT_FORM: Readonly<Record<string, 0 | 1 | 2>> = {
  'moon-sun': 1,
  'moon-moon': 2,
  'venus-venus': 1,
  'mars-venus': 2,
};
/** The aspect as a label's complement: «in trigono». */
const ASPECT_LABEL: Readonly<Record<AspectType, string>> = {
  conjunction: 'in congiunzione',
  sextile: 'in sestile',
  square: 'in quadratura',
  trine: 'in trigono',
  opposition: 'in opposizione',
};
/** Two signs' relation after «sono»: «in trigono per segno» (a whole-sign aspect, as astrologers say it). */
const SIGNS_IN: Readonly<Record<Exclude<SignRelation, 'conjunction' | 'none'>, string>> = {
  sextile: 'in sestile per segno',
  square: 'in quadratura per segno',
  trine: 'in trigono per segno',
  opposition: 'in opposizione per segno',
};
/** The same in a label's brackets. */
const RELATION_LABEL: Readonly<Record<SignRelation, string>> = {
  conjunction: 'stesso segno',
  sextile: 'segni in sestile',
  square: 'segni in quadratura',
  trine: 'segni in trigono',
  opposition: 'segni opposti',
  none: 'nessun aspetto maggiore',
};

/** The composite points, agreeing with their gender: «il Sole composito», «la Luna composita». */
const COMPOSITE: Readonly<Record<CompositePoint, string>> = {
  sun: 'Sole composito',
  moon: 'Luna composita',
  venus: 'Venere composita',
};
const compositeThe = (p: CompositePoint) => `${p === 'sun' ? 'il' : 'la'} ${COMPOSITE[p]}`;

const signIn = (id: SignId) => `in ${g.sign(id)}`;
/** An orb under a minute arrives as «0°00′»: it is said as exact, not as an orb of nothing. */
const isExact = (orb: string) => /^0°\s*0{1,2}′?$/u.test(orb.trim());
/** «(orbita di 1°12′)», or «(aspetto esatto)». */
const orbOf = (orb: string) => (isExact(orb) ? '(aspetto esatto)' : `(orbita di ${orb})`);

export const SYNASTRY_IT: SynastryTexts = {
  grammar: g,
  person: ['Persona 1', 'Persona 2'],

  rating: {
    exceptional: 'Affinità eccezionale',
    strong: 'Forte affinità',
    good: 'Buona affinità',
    mixed: 'Luci e ombre',
    hard: 'Strada in salita',
  },

  overall: {
    exceptional:
      'Tra voi due le energie si richiamano con rara naturalezza: i vostri temi si cercano e si rispondono in molti punti, e ciò che offrite trova quasi sempre un terreno pronto ad accoglierlo.',
    strong:
      'È un legame con basi solide e il vento a favore: le affinità pesano più degli attriti, e perfino questi, se ascoltati, tendono a rendere il rapporto più vivo.',
    good: 'Le affinità ci sono e si sentono, accanto a qualche punto in cui dovete venirvi incontro: un buon equilibrio, che cresce con l’attenzione che gli dedicate.',
    mixed:
      'Il confronto dei vostri temi alterna sintonie e attriti in misura simile: l’intesa non è scontata, ma proprio dove vi scontrate c’è spesso molto da imparare.',
    hard: 'Molti punti dei vostri temi tirano in direzioni diverse, e l’intesa chiede più lavoro del solito: non è un verdetto sul legame, ma un invito a conoscere bene le differenze che avete davanti.',
  },

  crossAspect: ({ a, pa, b, pb, type, orb }) =>
    `${g.capitalize(theOf(pa, a))} ${ASPECT_VERB[type](pa, pb, b)} ${orbOf(orb)}.`,

  signRelation: ({ a, pa, b, pb, signA, signB, relation }) => {
    if (relation === 'conjunction') {
      const both = feminine(pa) && feminine(pb) ? 'entrambe' : 'entrambi';
      return `${g.capitalize(theOf(pa, a))} e ${other(pa, pb, b)} sono ${both} ${signIn(signA)}.`;
    }
    const pair = `${g.capitalize(theOf(pa, a))} ${signIn(signA)} e ${other(pa, pb, b)} ${signIn(signB)}`;
    if (relation === 'none') return `${pair} non formano alcun aspetto maggiore.`;
    return `${pair} sono ${SIGNS_IN[relation]}.`;
  },

  contact: {
    'sun-sun': {
      blend:
        'Vi somigliate nel punto più profondo: la stessa fiamma, lo stesso modo di volere le cose. Vi riconoscete subito, anche se a volte finite per contendervi la stessa scena.',
      easy: 'Le vostre volontà vanno d’accordo senza sforzo: vi incoraggiate a vicenda a diventare ciò che siete, e un traguardo raggiunto da una parte non toglie luce all’altra.',
      tense:
        'Due volontà forti tirano in direzioni diverse, e a volte sembra di dover scegliere di chi sia la strada. Proprio questo attrito, se lo accettate, insegna a rispettare ciò che rende unica l’altra persona.',
    },
    'sun-moon': {
      blend:
        'Quello che una persona è trova un posto naturale nel mondo emotivo dell’altra: tra voi c’è un senso di riconoscimento profondo, come se vi conosceste da molto prima di incontrarvi.',
      easy: 'Ciò che vi muove e ciò di cui avete bisogno vanno nella stessa direzione, così la vita quotidiana insieme scorre con una serenità che non va data per scontata.',
      tense:
        'Volontà e bisogni emotivi non parlano sempre la stessa lingua, e una decisione può ferire senza volerlo. Se vi ascoltate prima di decidere, la frizione diventa occasione di intimità.',
    },
    'sun-mercury': {
      blend:
        'Pensiero e identità qui si incontrano: una persona sa dare un nome a ciò che l’altra è, e le vostre conversazioni fanno chiarezza su chi siete e su che cosa volete.',
      easy: 'Parlarvi è facile e vi fa bene: i consigli arrivano al momento giusto, le idee diventano slancio per i progetti comuni e l’ascolto è reciproco.',
      tense:
        'Una parola detta alla leggera può suonare come un giudizio su chi si è, e ogni divergenza diventa una questione di principio. Distinguere le idee da chi le esprime rende il dialogo più franco.',
    },
    'sun-venus': {
      blend:
        'Affetto e ammirazione si mescolano con naturalezza: ciò che una persona è suscita nell’altra una tenerezza sincera, e stare insieme ha spesso il sapore di un piccolo piacere quotidiano.',
      easy: 'Gusti affini, complimenti spontanei e la voglia di rendervi la vita più bella creano un clima caldo, in cui la gentilezza scorre facile ed è piacevole restare.',
      tense:
        'Ciò che una persona trova bello o giusto non sempre si accorda con la natura dell’altra, e il desiderio di piacere può farsi ostinazione. Sulle differenze di gusto, però, nasce spesso un’attrazione viva.',
    },
    'sun-mars': {
      blend:
        'Scorre una carica che spinge all’azione e accende il desiderio: insieme trovate il coraggio per iniziative che altrimenti resterebbero in sospeso, anche se la foga a volte corre troppo.',
      easy: 'Le vostre energie si sommano senza attriti: una persona propone, l’altra rilancia, e nello sport, nel lavoro o nell’intimità sapete muovervi con lo stesso ritmo.',
      tense:
        'Volontà e slancio si scontrano facilmente, e basta poco perché una sfida diventi una gara a chi cede per ultimo. La stessa scintilla, ben incanalata, tiene vivo il desiderio e vi sprona.',
    },
    'sun-ascendant': {
      blend:
        'Fin dal primo incontro c’è un senso di riconoscimento: il modo in cui una persona si presenta al mondo rispecchia ciò che l’altra è nel profondo, e stare insieme sembra naturale.',
      easy: 'Stando insieme viene più facile mostrarsi con fiducia, e agli altri vi presentate in modo spontaneo, caldo e convincente.',
      tense:
        'Capita che un modo di porsi urti l’identità di chi sta accanto, o la metta in ombra senza volerlo. Parlarne apertamente fa spazio a due stili diversi, senza che uno debba spegnere l’altro.',
    },
    'moon-moon': {
      blend:
        'Parlate la stessa lingua emotiva: gli stati d’animo si trasmettono in un attimo e basta uno sguardo per capire che cosa serve, nelle giornate belle come in quelle storte.',
      easy: 'I vostri bisogni emotivi sono in armonia, e le abitudini di tutti i giorni, dai pasti ai momenti di riposo, trovano un ritmo accogliente e rassicurante.',
      tense:
        'Sicurezza, per voi, non significa la stessa cosa: ciò che rassicura una persona può mettere a disagio l’altra, e i tempi emotivi non coincidono. Riconoscerlo senza giudicarvi porta più tenerezza tra voi.',
    },
    'moon-mercury': {
      blend:
        'Sentimenti e parole si fondono: ciò che si prova trova subito un nome, e le conversazioni tra voi hanno un tono intimo e familiare, quasi una carezza.',
      easy: 'Basta una chiacchierata per sciogliere una tensione: le parole sanno consolare, e un ascolto attento aiuta a capire meglio le proprie emozioni.',
      tense:
        'Logica e sensibilità faticano a incontrarsi: un’osservazione razionale suona fredda, un’emozione sembra esagerata. Scegliere con cura il momento e il tono aiuta a capirsi davvero.',
    },
    'moon-venus': {
      blend:
        'Tenerezza e cura si fondono in un affetto morbido e quotidiano: vi viene spontaneo coccolarvi, rendere accogliente lo spazio che condividete e farvi piccoli regali senza motivo.',
      easy: 'L’affetto ha un tono dolce e rassicurante: ciò che una persona offre con gentilezza è proprio ciò che l’altra desidera ricevere, e la quotidianità condivisa è semplicemente piacevole.',
      tense:
        'Avete modi diversi di dimostrare affetto e di chiedere conforto, e può capitare che una carezza arrivi nel momento sbagliato. Dirvi apertamente di che cosa avete bisogno trasforma i malintesi in tenerezza.',
    },
    'moon-mars': {
      blend:
        'Emozioni e impulsi si accendono a vicenda: c’è passione, uno slancio protettivo e reazioni rapide, ma anche il rischio che un malumore diventi scintilla in pochi istanti.',
      easy: 'Il coraggio di una persona dà voce alle emozioni dell’altra, e il desiderio si mescola alla protezione: sapete difendervi e affrontare insieme i momenti difficili.',
      tense:
        'L’irruenza può ferire la sensibilità in un attimo, e la suscettibilità si accende. Imparare a rallentare prima di reagire vi permette di conservare la passione lasciando andare la collera.',
    },
    'moon-ascendant': {
      blend:
        'Presto nasce una sensazione di familiarità: la presenza di una persona fa sentire l’altra in un luogo conosciuto, e l’intimità arriva da sé, senza forzature.',
      easy: 'Bastano una voce, un gesto, una presenza discreta per rassicurare: la cura passa attraverso attenzioni semplici e spontanee, anche quando le parole sono poche.',
      tense:
        'Certi modi di porsi toccano corde profonde e suscitano reazioni che sembrano sproporzionate. Parlarne con calma vi aiuta a distinguere le prime impressioni dai sentimenti veri.',
    },
    'mercury-mercury': {
      blend:
        'Pensate sulla stessa lunghezza d’onda: vi capite a metà frase, condividete interessi e battute, e le conversazioni possono durare ore senza che il filo si spezzi.',
      easy: 'Lo scambio di idee è vivace e fluido: vi stimolate a vicenda, imparate volentieri insieme e sapete organizzare le cose pratiche senza troppe discussioni.',
      tense:
        'Ragionate in modi diversi e le discussioni si accendono sui dettagli, su chi ha capito che cosa. Proprio questo confronto, se resta curioso e non polemico, affina il vostro modo di pensare.',
    },
    'mercury-venus': {
      blend:
        'Le parole tra voi hanno un tono affettuoso e seducente: complimenti, messaggi e lunghe conversazioni diventano un modo di corteggiarvi e di dirvi quanto vi piacete.',
      easy: 'Anche delle cose difficili parlate con garbo: una persona trova parole gentili, l’altra sa ascoltarle, e condividete volentieri libri, musica e idee sulla bellezza.',
      tense:
        'La franchezza rischia di ferire, oppure la gentilezza finisce per coprire ciò che andrebbe detto. Cercare un equilibrio tra sincerità e tatto vi avvicina.',
    },
    'mercury-mars': {
      blend:
        'Le idee diventano subito azione: discutete con passione, decidete in fretta e vi date la carica, anche se i toni possono scaldarsi più del previsto.',
      easy: 'Pensare e fare si danno il cambio con naturalezza: insieme risolvete i problemi con prontezza, e una discussione accesa resta per lo più un gioco stimolante.',
      tense:
        'Nelle discussioni le parole diventano facilmente frecce, e ogni confronto può farsi duello. Darvi delle regole per litigare bene fa di questa vivacità una risorsa e non una ferita.',
    },
    'mercury-ascendant': {
      blend:
        'Fin dall’inizio la conversazione scorre: il pensiero di una persona si intona con lo stile dell’altra, e vi intendete con poche spiegazioni.',
      easy: 'I consigli su come presentarsi e muoversi nel mondo arrivano con garbo e vengono accolti volentieri, e lo scambio tra voi resta leggero, curioso e pieno di spunti.',
      tense:
        'Un commento sul modo di fare viene preso facilmente per una critica, e i primi malintesi nascono dalle apparenze. Chiedere invece di presumere scioglie molti nodi.',
    },
    'venus-venus': {
      blend:
        'Amate le stesse cose nello stesso modo: gusti, piaceri e idea di bellezza si somigliano, e passare il tempo insieme è facile, piacevole e spesso raffinato.',
      easy: 'I vostri modi di amare e di godervi la vita si accordano bene: sapete farvi regali azzeccati e scegliere senza fatica dove andare, che cosa ascoltare, come passare una serata.',
      tense:
        'Avete idee diverse su come si dimostra l’amore, su come si spende e su che cosa sia un piacere. Discuterne senza giudicare può allargare il ventaglio dei vostri piaceri.',
    },
    'venus-mars': {
      blend:
        'L’attrazione è forte e immediata: tenerezza e desiderio si incontrano nello stesso punto, e il corteggiamento ha un sapore vivo che tende a rinnovarsi nel tempo.',
      easy: 'La chimica scorre naturale: una persona sa accendere il desiderio dell’altra con gentilezza, e l’intesa fisica va d’accordo con l’affetto e con il gioco.',
      tense:
        'Il desiderio è intenso ma inquieto: tempi e modi non sempre coincidono, e nascono tensioni. Quella stessa frizione, però, tiene acceso il fuoco più a lungo di tante intese tranquille.',
    },
    'venus-ascendant': {
      blend:
        'Tra voi la bellezza colpisce nel senso più pieno: il modo di muoversi, di vestirsi, di sorridere. La simpatia nasce subito e l’affetto si vede anche da fuori.',
      easy: 'Il fascino passa facile: vi piacete nello stile e nei modi, e insieme fate bella figura, con una grazia che anche gli altri notano.',
      tense:
        'L’attrazione c’è, ma può legarsi troppo all’apparenza o a un’immagine da rispettare. Guardare oltre la prima impressione libera l’affetto e lo rende più sincero.',
    },
    'mars-mars': {
      blend:
        'Avete la stessa energia e lo stesso passo: vi lanciate nelle cose con entusiasmo, ma quando due spinte così si incontrano anche la competizione si accende in fretta.',
      easy: 'In squadra funzionate bene: sapete dividervi i compiti, affrontare una sfida comune e reggere lo stesso sforzo senza pestarvi i piedi.',
      tense:
        'Con volontà così decise, ogni scelta può diventare un braccio di ferro. Sfogata in un progetto, in una sfida o in un gioco comune, la stessa energia diventa complicità.',
    },
    'mars-ascendant': {
      blend:
        'La presenza di una persona accende l’energia dell’altra: c’è attrazione, stimolo e voglia di fare, ma anche la tentazione di provocarsi per vedere chi reagisce per primo.',
      easy: 'Qui nasce la spinta a farsi avanti: l’energia che circola tra voi dà il coraggio di prendere iniziative, di muoversi di più e di affermarsi senza timidezza.',
      tense:
        'Tanto impeto può risultare invadente, e le piccole irritazioni non tardano ad arrivare. Dichiarare i propri limiti con chiarezza vi permette di usare questa carica per muovervi, non per scontrarvi.',
    },
    'ascendant-ascendant': {
      blend:
        'Vi presentate al mondo in modo simile, e fin dall’inizio vi riconoscete nello stile, nei modi e nel primo approccio alle persone: insieme date un’immagine coerente.',
      easy: 'Nel presentarvi vi completate: una persona rompe il ghiaccio, l’altra mette tutti a proprio agio, e in società vi muovete come una coppia affiatata.',
      tense:
        'Affrontate il mondo con stili molto diversi, e ciò che per una persona è spontaneo all’altra può sembrare eccessivo o troppo trattenuto. Accettarlo vi dà due modi di muovervi invece di uno.',
    },
    'jupiter-sun': {
      blend:
        'La fiducia in sé e nel futuro cresce quando siete insieme: c’è generosità, ottimismo e la sensazione che ciò che costruite possa allargarsi.',
      easy: 'Vi portate fortuna a vicenda, o almeno così sembra: la fiducia reciproca sostiene i vostri progetti, e le occasioni paiono arrivare con più facilità.',
      tense:
        'L’entusiasmo reciproco può diventare eccesso: promesse troppo grandi, progetti gonfiati, consigli non richiesti. Tenere i piedi per terra aiuta questa generosità a nutrire il legame senza sbilanciarlo.',
    },
    'jupiter-moon': {
      blend:
        'C’è un’abbondanza di calore: una persona offre all’altra protezione, buon umore e spazio per sentire, e la vita insieme ha il gusto di una tavola sempre apparecchiata.',
      easy: 'Ogni emozione trova un’accoglienza generosa: l’ottimismo rassicura, e i momenti in famiglia o tra amici diventano occasioni di serenità condivisa.',
      tense:
        'La generosità emotiva rischia di passare il segno: troppe attenzioni, troppa indulgenza, promesse di conforto difficili da mantenere. Dosare le cure con sincerità rende l’affetto più credibile.',
    },
    'jupiter-mercury': {
      blend:
        'Quando parlate, gli orizzonti si allargano: le idee prendono respiro, e nascono progetti di viaggio, di studio o di crescita comune.',
      easy: 'Imparare insieme vi viene naturale: libri, corsi, viaggi e lunghe discussioni diventano occasioni per crescere, con un ottimismo che rende ogni idea un po’ più realizzabile.',
      tense:
        'Le idee tendono a gonfiarsi: chi vede il quadro generale si scontra con chi guarda i dettagli, e tra grandi parole e piccole precisazioni ci si perde. Scrivere i piani aiuta a realizzarli.',
    },
    'jupiter-venus': {
      blend:
        'Il piacere di stare insieme si moltiplica: generosità, allegria e gusto per le cose belle rendono festosa la vita a due, piena di regali, cene e momenti da ricordare.',
      easy: 'L’affetto è generoso e sereno: sapete festeggiarvi, perdonarvi con facilità e godervi la vita senza sensi di colpa, in un clima di fiducia e buon umore.',
      tense:
        'La dolcezza tende all’eccesso: spese, indulgenze, aspettative troppo rosee sull’amore. Dare un limite alle concessioni permette a tanta generosità di restare un dono e non diventare un’abitudine.',
    },
    'jupiter-mars': {
      blend:
        'Insieme avete voglia di osare: una persona dà fiducia allo slancio dell’altra, e nascono imprese, viaggi e progetti ambiziosi portati avanti con un entusiasmo contagioso.',
      easy: 'Le iniziative trovano incoraggiamento e fiducia: l’azione ha un respiro ampio, e le avventure condivise tendono a dare buoni frutti.',
      tense:
        'L’entusiasmo rischia di spingervi oltre il ragionevole: troppi impegni, rischi presi alla leggera, sfide a chi osa di più. Darvi obiettivi chiari incanala questa energia in conquiste reali.',
    },
    'jupiter-ascendant': {
      blend:
        'Circola buon umore: una persona incoraggia l’altra a mostrarsi con più generosità, e insieme vi aprite agli altri con calore e fiducia.',
      easy: 'Incoraggiamenti sinceri e consigli saggi vi aiutano a valorizzarvi a vicenda, e in compagnia la vostra intesa crea un’atmosfera aperta e ospitale.',
      tense:
        'L’entusiasmo, a volte, arriva come un eccesso di consigli o di protezione. Rispettare i tempi e le scelte di chi riceve, anche quando si farebbe diversamente, mantiene leggera la generosità.',
    },
    'saturn-sun': {
      blend:
        'C’è serietà e senso di responsabilità: una persona dà struttura e stabilità ai progetti dell’altra, ma a tratti questa presenza può pesare.',
      easy: 'Il legame ha radici solide: affidabilità e pazienza vi permettono di costruire qualcosa che dura, passo dopo passo, sapendo di poter contare sulla parola data.',
      tense:
        'Aspettative alte possono pesare sulla libertà, e le critiche rischiano di spegnere l’entusiasmo. Se reggete la prova, ne nascono impegno, rispetto e una fiducia che resiste al tempo.',
    },
    'saturn-moon': {
      blend:
        'Protezione e stabilità non mancano, ma le emozioni tendono a restare misurate, a volte trattenute: è un affetto fatto di dovere e di presenza, che può durare a lungo.',
      easy: 'La sicurezza emotiva si costruisce con costanza: promesse mantenute, presenza nei momenti difficili, una fedeltà discreta che col tempo diventa un rifugio.',
      tense:
        'La riservatezza di una persona può sembrare freddezza all’altra, che cerca calore e rassicurazione. Dire esplicitamente ciò che si prova, anche quando costa, scioglie il gelo e costruisce fiducia.',
    },
    'saturn-mercury': {
      blend:
        'Le parole hanno peso: una persona dà concretezza e metodo ai pensieri dell’altra, e le vostre conversazioni sono serie, utili, a volte un po’ severe.',
      easy: 'Sapete pianificare insieme: da una parte le idee, dall’altra la prudenza per realizzarle, e i vostri discorsi tendono a tradursi in decisioni ponderate e durature.',
      tense:
        'Un’osservazione può arrivare come una bocciatura, e chi la riceve rischia di tacere ciò che pensa. Ascoltare senza correggere subito restituisce libertà e fiducia alla conversazione.',
    },
    'saturn-venus': {
      blend:
        'Serio e fedele, l’affetto si dimostra più con la presenza che con le parole dolci, e cresce lentamente, con la solidità delle cose costruite nel tempo.',
      easy: 'Con gli anni la tenerezza si consolida invece di consumarsi: i sentimenti trovano un porto sicuro, e l’amore prende il sapore della lealtà.',
      tense:
        'L’affetto di una persona può apparire razionato agli occhi dell’altra, e nascono dubbi sul proprio valore. Gesti affettuosi regolari e parole di stima dette ad alta voce fanno di questa prova un impegno profondo.',
    },
    'saturn-mars': {
      blend:
        'Da una parte lo slancio, dall’altra il freno e la disciplina: insieme potete lavorare con grande tenacia, ma a volte l’energia si blocca e cresce una frustrazione silenziosa.',
      easy: 'Lo slancio trova metodo e resistenza: sapete portare a termine imprese lunghe e faticose, con una disciplina che vi rende affidabili.',
      tense:
        'Iniziativa e prudenza si ostacolano, e tra freni e accelerazioni si accumulano piccoli rancori. Con tempi e priorità concordati, questa tensione diventa una forza capace di costruire.',
    },
    'saturn-ascendant': {
      blend:
        'Vi prendete sul serio fin dal primo momento, con un senso di responsabilità che può rassicurare o, a tratti, dare l’impressione di un esame continuo.',
      easy: 'C’è affidabilità: vi aiutate a presentarvi al mondo con più solidità e maturità, e il rispetto reciproco cresce col tempo.',
      tense:
        'Un’aria severa o critica può raffreddare la spontaneità, e mostrarsi come si è diventa più difficile. Un po’ di ironia condivisa e molta pazienza ammorbidiscono questa rigidità col tempo.',
    },
    'uranus-sun': {
      blend:
        'Scocca una scintilla elettrica: si risveglia il bisogno di originalità e di libertà, e la relazione vive di sorprese, cambi di rotta e momenti imprevedibili.',
      easy: 'Il legame incoraggia l’autenticità e un pizzico di anticonformismo: c’è spazio per l’indipendenza, e la novità lo rinfresca invece di minacciarlo.',
      tense:
        'Gli imprevisti scombinano i progetti, e il bisogno di libertà si scontra con quello di continuità. Se concordate spazi di autonomia, questa elettricità diventa una fonte di rinnovamento.',
    },
    'uranus-moon': {
      blend:
        'Le emozioni sono elettriche e imprevedibili: una persona scuote le abitudini dell’altra, e il legame è eccitante ma a tratti instabile, tra vicinanze improvvise e distanze inattese.',
      easy: 'Con più libertà e meno rigidità, le emozioni trovano strade nuove: la sicurezza convive con l’imprevisto, e tra voi il cambiamento fa meno paura.',
      tense:
        'Da una parte si cerca sicurezza, dall’altra libertà, e gli sbalzi d’umore arrivano senza preavviso. Fissare alcune certezze condivise lascia il resto libero di cambiare.',
    },
    'uranus-venus': {
      blend:
        'Fuori dagli schemi e improvvisa, l’attrazione porta nell’amore novità, sorpresa e libertà, e il legame difficilmente somiglia a quelli già vissuti.',
      easy: 'L’affetto respira: c’è vicinanza senza possesso, il piacere delle esperienze insolite e una complicità che si rinnova proprio grazie alla libertà che vi lasciate.',
      tense:
        'Il desiderio di vicinanza e quello di indipendenza si alternano, e la relazione rischia di vivere di tira e molla. Parlare apertamente di libertà e di impegno evita che la scintilla diventi instabilità.',
    },
    'neptune-sun': {
      blend:
        'Tra voi qualcosa sembra ispirato, quasi ideale: c’è incanto, compassione e sogno, ma anche il rischio di non vedere con chiarezza chi avete davanti.',
      easy: 'Una sensibilità sottile vi unisce: una persona ispira l’altra con immaginazione e comprensione, e insieme potete condividere arte, spiritualità o ideali generosi.',
      tense:
        'L’idealizzazione può annebbiare la realtà: una persona rischia di deludere un’immagine che non ha mai scelto, l’altra di perdere i propri contorni. Dirvi le cose con chiarezza protegge ciò che di bello c’è tra voi.',
    },
    'neptune-moon': {
      blend:
        'L’empatia è profonda, quasi telepatica: una persona assorbe gli stati d’animo dell’altra, e i confini emotivi tendono a sfumare, nella tenerezza come nella confusione.',
      easy: 'Vi intuite senza bisogno di parole, e c’è una dolcezza che consola: sogni, musica e silenzi condivisi nutrono la vostra intesa.',
      tense:
        'I sentimenti si confondono facilmente: una persona può sentirsi in dovere di salvare l’altra, o di nascondere ciò che prova per non turbarla. Nominare con onestà bisogni e limiti dissipa la nebbia.',
    },
    'neptune-venus': {
      blend:
        'L’amore ha qualcosa di romantico e incantato: una persona vede nell’altra un ideale di bellezza e di dolcezza, e il legame ha il sapore di un sogno da tenere ancorato alla realtà.',
      easy: 'La tenerezza è delicata e generosa: condividete il gusto per la musica, l’arte e i gesti romantici, e sapete perdonarvi con una compassione rara.',
      tense:
        'Il rischio è innamorarsi di un’immagine più che della persona reale, e poi scontrarsi con la delusione. Conoscervi nella vita di tutti i giorni, difetti compresi, rende l’amore più vero senza togliergli poesia.',
    },
    'pluto-sun': {
      blend:
        'L’intensità è magnetica: una persona scava nell’altra fino in fondo e la spinge a cambiare, con una forza che può restituire potere o scivolare nel controllo.',
      easy: 'Insieme scoprite risorse che non sapevate di avere: l’intensità rigenera, e i cambiamenti affrontati fianco a fianco rafforzano il legame.',
      tense:
        'Possono nascere lotte di potere: chi decide, chi controlla, chi cede. Affrontate con onestà, queste tensioni portano a una trasformazione profonda invece che a una lunga guerra di nervi.',
    },
    'pluto-moon': {
      blend:
        'Vengono a galla sentimenti nascosti: il coinvolgimento emotivo è profondo e totale, e l’intimità può curare vecchie ferite o farsi possessiva.',
      easy: 'Scendere in profondità non vi spaventa: insieme attraversate paure e ricordi, e la fiducia che nasce ha qualcosa di rigenerante.',
      tense:
        'Gelosia, bisogno di controllo e reazioni intense possono agitare le acque. Dare un nome alle paure, invece di lasciarsene guidare, trasforma questa potenza emotiva in un’intimità più autentica.',
    },
    'pluto-venus': {
      blend:
        'Tutto o niente: l’amore qui non conosce mezze misure, con una passione capace di cambiarvi nel profondo e, a volte, di diventare possesso.',
      easy: 'La passione è profonda e leale: vi amate con un’intensità che rigenera, e il legame sa rinnovarsi attraversando le crisi invece di fuggirle.',
      tense:
        'Quando il desiderio si fa possesso, l’amore diventa un terreno di potere e la gelosia trova spazio. Affrontare con sincerità la paura di perdersi restituisce alla passione la sua forza migliore.',
    },
    'pluto-mars': {
      blend:
        'Insieme sprigionate un’energia potente: desiderio, volontà e determinazione si fondono, e ciò che volete lo inseguite con forza, a volte senza sapervi fermare.',
      easy: 'Formate una squadra formidabile: una persona dà profondità e strategia all’energia dell’altra, e insieme sapete affrontare ostacoli che scoraggerebbero chiunque.',
      tense:
        'Le volontà si misurano con durezza, e la rabbia può accumularsi sotto la superficie. Incanalare questa potenza in un obiettivo comune evita che diventi una lotta per il dominio.',
    },
  },

  noAspect: ({ a, pa, b, pb }) => {
    const form = NO_ASPECT_FORM[[pa, pb].sort().join('-')] ?? 0;
    if (form === 1) return `Tra ${theOf(pa, a)} e ${other(pa, pb, b)} non si forma alcun aspetto.`;
    if (form === 2) return `${g.capitalize(theOf(pa, a))} non forma aspetti con ${other(pa, pb, b)}.`;
    return `${g.capitalize(theOf(pa, a))} e ${other(pa, pb, b)} non sono in aspetto tra loro.`;
  },

  unaspected:
    'Questi due punti non dialogano direttamente: qui nulla arriva già scritto, e resta uno spazio libero da riempire con le vostre scelte.',

  overlay: ({ owner, point: p, host, house }) =>
    `${g.capitalize(theOf(p, owner))} cade ${g.ordinal(house, 'in')} casa di ${host}.`,

  // Each meaning opens differently (a reading shows four), and names who hosts the contact: «chi la
  // ospita» is the person whose house it is, «l’altra persona» the one who brings the planet.
  overlayMeaning: {
    1: 'Il contatto arriva dritto all’identità di chi lo riceve: accanto all’altra persona cambiano il modo di presentarsi, di muoversi e perfino di guardarsi allo specchio.',
    2: 'Entrano in gioco il denaro, ciò che si possiede e il senso del proprio valore: l’altra persona può influire sulle spese, sulle sicurezze materiali e sulla stima di sé di chi la ospita.',
    3: 'Il terreno comune sono le parole e la vita di tutti i giorni: conversazioni, messaggi, piccole commissioni e spostamenti vi fanno incontrare più spesso.',
    4: 'L’altra persona entra nelle radici di chi la accoglie: la famiglia, l’ambiente domestico e il bisogno di un nido in cui sentirsi davvero al riparo.',
    5: 'Si accendono l’amore, il gioco e la creatività: con l’altra persona tornano la voglia di divertirsi, di corteggiare e di esprimersi senza troppi calcoli.',
    6: 'La presenza dell’altra persona si fa sentire nella routine, nel lavoro quotidiano e nella cura del corpo di chi la riceve: tocca le abitudini, gli orari e il benessere.',
    7: 'È il territorio della coppia e dei patti: l’altra persona viene vissuta come partner, come specchio e come qualcuno con cui misurarsi alla pari.',
    8: 'L’incontro scende nell’intimità profonda e nelle risorse condivise: fiducia, sessualità, denaro comune e ciò che si mette in gioco quando ci si apre davvero.',
    9: 'Gli orizzonti si allargano: l’altra persona porta viaggi, studi, nuove idee sul senso della vita e lo slancio per guardare più lontano insieme.',
    10: 'Carriera, ambizioni e immagine pubblica: è qui che l’altra persona lascia il segno, sostenendo una vocazione, mettendola alla prova o aprendo strade nuove nel lavoro.',
    11: 'Si apre il capitolo delle amicizie, dei gruppi e dei progetti per il futuro: ne nascono alleanze, speranze condivise e nuove conoscenze.',
    12: 'Tutto si svolge nella parte più privata e nascosta della vita: l’altra persona raggiunge sogni, paure e bisogni di ritiro che di rado si mostrano agli altri.',
  },

  // The Sun comes first and says what a composite point is; the Moon and Venus then need no gloss.
  composite: ({ point: p, sign, degree }) => {
    const at = `a ${degree} ${g.sign(sign, 'of')}`;
    if (p === 'sun') return `Il ${COMPOSITE.sun}, punto medio tra i vostri due Soli, si trova ${at}.`;
    if (p === 'moon') return `Nel tema composito la Luna è ${at}.`;
    return `${g.capitalize(compositeThe(p))} si colloca ${at}.`;
  },

  compositeSun: {
    aries:
      'Questa relazione esiste per dare coraggio e slancio: insieme trovate la forza di cominciare, di rischiare e di affrontare per primi ciò che altri rimandano.',
    taurus:
      'Il senso di questo legame è costruire qualcosa di stabile e bello: un luogo, delle abitudini, una sicurezza fatta di piaceri semplici e di tempo condiviso.',
    gemini:
      'Questa relazione vive di scambio: parlare, imparare, incuriosirsi, raccontarsi il mondo. Il suo scopo è tenere sempre vivi la curiosità e il dialogo tra voi.',
    cancer:
      'Il cuore di questo legame è creare un nido: un senso di famiglia e di appartenenza in cui le emozioni vengono accolte e protette.',
    leo: 'Questa relazione chiede di splendere: esiste per celebrare la gioia di vivere, la creatività e la generosità, e per dare a ciò che siete un palcoscenico caldo.',
    virgo:
      'Il senso di questo legame sta nella cura concreta: migliorare insieme, sostenersi nei dettagli quotidiani e imparare a essere d’aiuto a vicenda.',
    libra:
      'Questa relazione nasce per l’equilibrio e la bellezza: imparare a condividere, trovare accordi giusti e creare armonia tra voi e intorno a voi.',
    scorpio:
      'Al centro di questo legame c’è la trasformazione: andare a fondo, affrontare insieme ciò che fa paura e uscirne con una fiducia più profonda.',
    sagittarius:
      'Questa relazione esiste per allargare gli orizzonti: viaggiare, cercare un senso, crescere insieme attraverso esperienze e ideali condivisi.',
    capricorn:
      'Il senso di questo legame è costruire nel tempo: obiettivi concreti, responsabilità condivise e una solidità che si guadagna un passo alla volta.',
    aquarius:
      'Questa relazione esiste per la libertà e l’amicizia: due persone che si scelgono senza possedersi e che insieme immaginano un futuro diverso.',
    pisces:
      'Questo legame ha una vocazione compassionevole e spirituale: insieme imparate ad accogliere, a sognare e a sentirvi parte di qualcosa di più grande.',
  },

  compositeMoon: {
    fire: 'Come coppia vi nutrite di entusiasmo e di iniziativa: progetti nuovi, risate, gesti spontanei e la sensazione che stia sempre per succedere qualcosa.',
    earth:
      'Come coppia vi nutrite di gesti concreti: tempo passato insieme, abitudini condivise, pasti, cura del corpo e impegni rispettati.',
    air: 'Come coppia vi nutrite di parole e di idee: conversazioni, amici in comune, curiosità condivise e lo spazio per pensare liberamente.',
    water:
      'Come coppia vi nutrite di vicinanza emotiva: ascolto, tenerezza, intuito e la certezza di poter mostrare le proprie fragilità senza paura.',
  },

  compositeVenus: {
    fire: 'L’affetto si dimostra con slancio: sorprese, complimenti ad alta voce, passione dichiarata e la voglia di provare cose nuove a due.',
    earth:
      'L’affetto passa per i sensi e per i fatti: un abbraccio, un piatto cucinato con cura, un regalo utile, la presenza costante nei giorni normali.',
    air: 'L’affetto si esprime a parole e con leggerezza: messaggi, battute, lunghe chiacchierate e il piacere di condividere idee, libri e amicizie.',
    water:
      'L’affetto si mostra con tenerezza e intuito: capire senza bisogno di spiegazioni, consolare, proteggere e ricordarsi delle piccole cose che contano.',
  },

  guidance: {
    emotionalConnection: {
      easy: 'La sintonia emotiva c’è: custoditela con un rito semplice, come una sera alla settimana senza telefoni in cui raccontarvi come state davvero.',
      mixed:
        'Alcuni bisogni si incontrano, altri no: ogni settimana ditevi una cosa che vi ha scaldato il cuore e una che vi è pesata, senza commenti né difese.',
      tense:
        'Le emozioni si urtano facilmente: scegliete una parola convenuta per fermare una discussione quando i toni salgono, e riprendetela a mente fredda entro la giornata.',
      quiet:
        'Qui l’intimità non arriva in dono: si costruisce. Create abitudini di vicinanza, come una colazione insieme o una passeggiata serale, e chiedetevi spesso di che cosa avete bisogno.',
    },
    communication: {
      easy: 'Il dialogo è un vostro punto di forza: sfruttatelo per le decisioni importanti, per esempio fissando ogni mese un momento per fare il punto su soldi, progetti e desideri.',
      mixed:
        'A volte vi capite al volo, a volte no: quando un discorso si incaglia, riassumete con parole vostre ciò che avete sentito prima di rispondere.',
      tense:
        'Le parole rischiano di ferire: per gli argomenti delicati scegliete un momento fisso e tranquillo, parlate a turno e non affrontate le discussioni serie a fine giornata, quando la stanchezza pesa.',
      quiet:
        'La comunicazione va allenata: un messaggio a metà giornata, una domanda vera a cena o un quaderno in cui lasciarvi pensieri bastano per cominciare.',
    },
    attraction: {
      easy: 'L’attrazione scorre da sé: non lasciatela alla routine, e almeno una volta al mese regalatevi un appuntamento vero, come ai tempi del corteggiamento.',
      mixed:
        'Il desiderio va e viene: alternate serate tranquille e piccole avventure, e dite apertamente che cosa vi piace invece di aspettare che l’altra persona lo indovini.',
      tense:
        'L’attrazione è forte ma spigolosa: sfogate la tensione in attività fisiche condivise, come ballare o fare sport, e tenete le discussioni lontane dai momenti di intimità.',
      quiet:
        'L’attrazione, tra voi, va coltivata con intenzione: curate i piccoli gesti di corteggiamento, le sorprese e il tempo a due lontano dagli impegni di tutti i giorni.',
    },
    commitment: {
      easy: 'Costruire insieme vi riesce bene: date forma ai progetti comuni con un calendario condiviso e qualche obiettivo a un anno, perché anche la solidità ha bisogno di una direzione.',
      mixed:
        'Su alcune cose siete d’accordo, su altre no: mettete per iscritto aspettative e responsabilità, dividete i compiti in modo chiaro e rivedeteli insieme ogni tanto.',
      tense:
        'Durare chiede lavoro: parlate presto e senza giri di parole di ciò che temete dell’impegno, e cominciate da piccole promesse concrete prima di quelle grandi.',
      quiet:
        'La stabilità si costruisce con scelte ripetute: fissate insieme qualche rituale, un progetto comune e un momento all’anno per rinnovare i vostri accordi.',
    },
  },

  outlook: {
    exceptional:
      'Sul lungo periodo questo legame ha risorse rare per crescere: con un po’ di cura, ciò che oggi viene facile può diventare una base solida per molti anni.',
    strong:
      'Le prospettive nel tempo sono buone: c’è materia per costruire, e i punti di attrito, se affrontati, tendono a rafforzare il legame più che a logorarlo.',
    good: 'Nel tempo la relazione ha buone carte da giocare: le affinità sostengono, mentre le differenze chiedono un’attenzione costante ma alla vostra portata.',
    mixed:
      'La durata dipende molto da come lavorate insieme: ci sono forze che avvicinano e altre che allontanano, e l’equilibrio si trova scegliendosi giorno dopo giorno.',
    hard: 'Sul lungo periodo servono pazienza e volontà: durare non è escluso, ma ogni passo avanti nasce da scelte consapevoli.',
  },

  advice: {
    emotionalConnection: {
      tense:
        'Negli anni, imparate a riconoscere per tempo i segnali di disagio, in voi e tra voi, e a chiedere conforto prima che l’irritazione prenda il sopravvento: un piccolo rito di riconciliazione aiuta molto.',
      easy: 'Un’intesa emotiva così è un dono, ma col tempo i bisogni cambiano: tornate ogni tanto a chiedervi che cosa vi fa sentire al sicuro, senza dare per scontata la risposta.',
    },
    communication: {
      tense:
        'Col tempo, costruite un modo vostro di discutere: pause concordate, niente rinfacci del passato e l’abitudine di tornare su un litigio per capirlo, non per vincerlo.',
      easy: 'Che il dialogo vi riesca facile non significa che vi diciate tutto: ogni tanto affrontate di proposito gli argomenti scomodi, prima che il silenzio li renda più grandi.',
    },
    attraction: {
      tense:
        'Negli anni la tensione che vi attrae può logorare o rinnovare: trasformatela in gioco, avventura e novità condivise, e parlate di desiderio senza vergogna né accuse.',
      easy: 'Un’attrazione così naturale rischia di essere data per scontata: proteggetela con tempo a due, sorprese e attenzione ai desideri che cambiano con gli anni.',
    },
    commitment: {
      tense:
        'Per durare, date a questa tensione una forma: dite con chiarezza che cosa per voi non è negoziabile, e affrontate i nodi quando sono ancora piccoli, senza aspettare la crisi.',
      easy: 'Una stabilità che arriva senza fatica rischia di diventare abitudine: ogni tanto fermatevi a dirvi perché continuate a scegliervi.',
    },
  },

  signsOnly:
    'Questa lettura si basa soltanto sui segni: per i gradi esatti, le orbite, le case e il tema composito servono i dati di nascita di tutte e due le persone.',

  noTime: (name) =>
    `Senza l’ora di nascita di ${name}, la lettura non colloca pianeti nelle sue case e ne lascia da parte l’${point('ascendant')}.`,

  labels: {
    crossAspect: ({ a, pa, b, pb, type, orb }) =>
      `${bareOf(pa, a)} e ${bareOf(pb, b)} ${ASPECT_LABEL[type]} (${isExact(orb) ? 'aspetto esatto' : orb})`,
    signRelation: ({ a, pa, b, pb, signA, signB, relation }) =>
      `${bareOf(pa, a)} ${signIn(signA)}, ${bareOf(pb, b)} ${signIn(signB)} (${RELATION_LABEL[relation]})`,
    overlay: ({ owner, point: p, host, house }) => `${bareOf(p, owner)} ${g.ordinal(house, 'in')} casa di ${host}`,
    composite: ({ point: p, sign, degree }) => `${COMPOSITE[p]} ${degree} ${g.sign(sign)}`,
  },

  compositeWord: /composit[oaie]/iu,
};
