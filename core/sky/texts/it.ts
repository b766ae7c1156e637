/**
 * I testi italiani del cielo (decisione 029). Stile: seconda persona (tu), semplice, concreto, mai
 * certo, senza desinenze di genere riferite a chi legge (docs/i18n/glossary-it.md). I nomi e le
 * loro forme vengono dalla grammatica (core/i18n/grammar/it.ts).
 */
import type { PlanetId } from '../../astro/positions';
import { GRAMMAR_IT as g, motion, natal, turns } from '../../i18n/grammar/it';
import { CONTACTS_IT, FRAMES_IT } from '../contacts/it/index';
import { ORACLE_IT } from '../contacts/it/oracle';
import { PROGRESSED } from '../contacts/it/progressed';
import type { SkyTexts } from '../texts';
import type { TransitAspect } from '../transits';

/** Il nome dell’aspetto con l’articolo indeterminativo: «una quadratura», «un’opposizione». */
const AN_ASPECT: Readonly<Record<TransitAspect, string>> = {
  conjunction: 'una congiunzione',
  sextile: 'un sestile',
  square: 'una quadratura',
  trine: 'un trigono',
  opposition: 'un’opposizione',
};
/** L’aspetto e il suo pianeta: «con Saturno», ma «in opposizione a Saturno» (glossario §5). */
const aspectTo = (aspect: TransitAspect, p: PlanetId) =>
  `${AN_ASPECT[aspect]} ${aspect === 'opposition' ? g.planet(p, 'to') : `con ${g.planet(p, 'the')}`}`;

/** Senza tema natale: il cuore del segno fa le veci del Sole. */
const SOLAR_WITH = 'con il cuore del tuo segno (che qui fa le veci del tuo Sole)';
const SOLAR_TO = 'al cuore del tuo segno (che qui fa le veci del tuo Sole)';

/** «Saturno forma una quadratura con …», «Marte si oppone a …». */
const ASPECT_VERB: Readonly<Record<TransitAspect, (withTarget: string, toTarget: string) => string>> = {
  conjunction: (_w, t) => `si congiunge ${t}`,
  sextile: (w) => `forma un sestile ${w}`,
  square: (w) => `forma una quadratura ${w}`,
  trine: (w) => `forma un trigono ${w}`,
  opposition: (_w, t) => `si oppone ${t}`,
};

/** I titoli delle fasi (glossario §5): «Luna nuova», «Primo quarto di Luna». */
const PHASE: Readonly<Record<'new' | 'firstQuarter' | 'full' | 'lastQuarter', string>> = {
  new: 'Luna nuova',
  firstQuarter: 'Primo quarto di Luna',
  full: 'Luna piena',
  lastQuarter: 'Ultimo quarto di Luna',
};

export const SKY_IT: SkyTexts = {
  grammar: g,
  calendarName: 'Calendario del cielo di Stella',
  calendarDescription:
    'Stazioni retrograde e dirette, ingressi nei segni, fasi lunari e periodi di Luna vuota di corso, calcolati da Stella.',

  stationTitle: (body, direction, s) =>
    `${g.capitalize(g.planet(body, 'the'))} ${turns(body, direction)} in ${g.sign(s)}`,
  ingressTitle: (body, s, direction) =>
    direction === 'direct'
      ? `${g.capitalize(g.planet(body, 'the'))} entra in ${g.sign(s)}`
      : `${g.capitalize(g.planet(body, 'the'))} ${motion(body, 'retrograde')} rientra in ${g.sign(s)}`,
  phaseTitle: (phase, s) => `${PHASE[phase]} in ${g.sign(s)}`,
  voidTitle: (s) => `Luna vuota di corso in ${g.sign(s)}`,
  voidDetail: (last, s, next) =>
    last
      ? `L’ultimo aspetto della Luna in ${g.sign(s)} è ${aspectTo(last.aspect, last.planet)}; dopo non ne forma altri fino al suo ingresso in ${g.sign(next)}.`
      : `In ${g.sign(s)} la Luna non forma aspetti maggiori: resta vuota di corso fino al suo ingresso in ${g.sign(next)}.`,

  stationMeaning: {
    mercury: {
      retrograde:
        'Tre settimane per rivedere, rileggere e riprendere i contatti; progetti, messaggi e viaggi chiedono un controllo in più.',
      direct: 'Progetti e messaggi ripartono; ciò che hai rivisto ora può andare avanti.',
    },
    venus: {
      retrograde:
        'Sei settimane per riconsiderare l’amore, il denaro e ciò a cui dai valore; vecchi sentimenti potrebbero riaffacciarsi.',
      direct:
        'Affetti e spese ritrovano stabilità; le decisioni su amore e denaro si possono prendere con il cuore più limpido.',
    },
    mars: {
      retrograde:
        'Circa dieci settimane in cui l’energia si rivolge verso l’interno: rivedi i tuoi obiettivi, chiudi le vecchie battaglie e dosa le forze.',
      direct: 'La spinta ritorna; i progetti rimasti fermi possono ripartire.',
    },
    jupiter: {
      retrograde:
        'Quattro mesi per guardarti dentro e ripensare convinzioni e progetti di crescita, prima di allargare ancora il campo.',
      direct: 'La crescita riprende all’esterno; i progetti che hai riconsiderato ora possono espandersi.',
    },
    saturn: {
      retrograde: 'Quattro mesi e mezzo per rivedere gli impegni e rinforzare ciò che hai costruito.',
      direct: 'Gli impegni riprendono il loro corso; le strutture che hai rivisto ora possono reggere il peso.',
    },
    uranus: {
      retrograde:
        'Cinque mesi in cui il bisogno di cambiamento lavora in profondità e scioglie dall’interno le vecchie abitudini.',
      direct: 'Il cambiamento torna allo scoperto; le svolte prendono velocità.',
    },
    neptune: {
      retrograde: 'Cinque mesi in cui le illusioni sbiadiscono e i sogni si misurano con la realtà.',
      direct:
        'L’ispirazione torna a fluire verso l’esterno; gli ideali possono prendere forma nel mondo, con delicatezza.',
    },
    pluto: {
      retrograde: 'Cinque mesi di trasformazione interiore: ciò che deve finire viene allo scoperto.',
      direct: 'I cambiamenti profondi si spostano verso l’esterno; ciò che si è trasformato dentro comincia a vedersi.',
    },
  },
  // Ogni frase sta sotto il suo titolo («Venere entra in Cancro»), nel calendario come nelle
  // settimane a venire dell’Oracle: il cambio di segno l’ha già detto il titolo.
  // The Sun's sentence serves every sign: a season opens only at the four cardinal ingresses, so
  // it speaks of the sign's month, not of a season (the editors' oracle review).
  ingressMeaning: {
    sun: 'Si apre il periodo del nuovo segno: per circa un mese le giornate hanno un sapore diverso.',
    moon: 'Per i prossimi due giorni e mezzo il clima emotivo prende un altro colore.',
    mercury: 'Il modo in cui si pensa, si parla e si decide prende un tono nuovo.',
    venus: 'Per le prossime settimane cambiano i gusti in fatto di amore, piacere e denaro.',
    mars: 'Per le prossime settimane energia e ambizione prendono un’altra direzione.',
    jupiter: 'Per circa un anno il terreno della crescita e delle opportunità si sposta.',
    saturn: 'Per due o tre anni le lezioni di responsabilità si spostano su un terreno nuovo.',
    uranus: 'Per sette anni si apre un nuovo capitolo di cambiamenti e di invenzioni.',
    neptune: 'Per più di dieci anni il sogno collettivo e le sue illusioni prendono una forma nuova.',
    pluto: 'Comincia una trasformazione che dura una generazione.',
  },
  phaseMeaning: {
    new: 'Un momento per fissare le tue intenzioni e cominciare in silenzio.',
    firstQuarter: 'Un momento per dare seguito alle tue intenzioni e affrontare i primi ostacoli.',
    full: 'Un momento di culmine e di chiarezza, adatto a lasciar andare.',
    lastQuarter: 'Un momento per fare pulizia, perdonare e liberare spazio.',
  },
  voidAdvice: [
    'Le attività di routine procedono bene; rimanda l’avvio di nuovi progetti, le firme e gli acquisti importanti a dopo il cambio di segno della Luna.',
    'Riposa, metti in ordine e rifletti; le decisioni prese adesso spesso finiscono nel nulla.',
    'Un buon momento per portare a termine ciò che hai cominciato, più che per avviare qualcosa di nuovo.',
  ],

  hourSignificance: {
    sun: 'Ora del Sole: per farti notare, guidare gli altri e incontrare chi ha autorità.',
    moon: 'Ora della Luna: per la famiglia, la vita domestica, il pubblico e tutto ciò che chiede cura.',
    mars: 'Ora di Marte: per l’impegno, il coraggio, lo sport e ciò che rimandi da tempo.',
    mercury: 'Ora di Mercurio: per scrivere, studiare, telefonare, commerciare e fare brevi spostamenti.',
    jupiter: 'Ora di Giove: per le richieste, la crescita, le questioni legali, l’insegnamento e la generosità.',
    venus: 'Ora di Venere: per l’amore, la bellezza, l’arte, l’amicizia e le riconciliazioni.',
    saturn: 'Ora di Saturno: per la disciplina, la pianificazione, gli immobili e i lavori lunghi da concludere.',
  },
  retrogradeEffects: {
    mercury:
      'Mercurio retrogrado: malintesi e ritardi sono più probabili; rivedi, rileggi e salva una copia di ciò che conta.',
    venus:
      'Venere retrograda: vecchi amori e vecchi valori tornano per un secondo sguardo; meglio rimandare gli acquisti importanti.',
    mars: 'Marte retrogrado: l’energia cala e la frustrazione sale; meglio rivedere i piani che cominciare battaglie.',
    jupiter:
      'Giove retrogrado: la crescita si rivolge all’interno; ripensa alle tue convinzioni e a ciò che vuoi far crescere.',
    saturn: 'Saturno retrogrado: un periodo per rivedere gli impegni e riparare le fondamenta.',
    uranus: 'Urano retrogrado: il bisogno di libertà lavora in silenzio, dall’interno.',
    neptune: 'Nettuno retrogrado: le illusioni sbiadiscono e ciò che è reale diventa più facile da vedere.',
    pluto: 'Plutone retrogrado: un lavoro interiore sul potere, sul controllo e sul lasciar andare.',
  },
  directEffects: {
    mercury: 'Mercurio diretto: comunicazioni e progetti procedono normalmente.',
    venus: 'Venere diretta: amore e denaro seguono il loro corso abituale.',
    mars: 'Marte diretto: l’energia passa subito all’azione.',
    jupiter: 'Giove diretto: crescita e opportunità si manifestano all’esterno.',
    saturn: 'Saturno diretto: l’impegno costante porta risultati visibili.',
    uranus: 'Urano diretto: cambiamento e innovazione si muovono allo scoperto.',
    neptune: 'Nettuno diretto: ispirazione e compassione fluiscono verso l’esterno.',
    pluto: 'Plutone diretto: la trasformazione si fa strada nel mondo.',
  },

  contacts: CONTACTS_IT,
  frames: FRAMES_IT,
  stop: '.',
  gap: ' ',
  transitTitle: (p, aspect, point, solar) => {
    const contact = solar
      ? ASPECT_VERB[aspect](SOLAR_WITH, SOLAR_TO)
      : ASPECT_VERB[aspect](natal(point, 'with'), natal(point, 'to'));
    return `${g.capitalize(g.planet(p, 'the'))} ${contact}`;
  },

  reading: ORACLE_IT,
  progression: (point, s) => PROGRESSED[point][s],
};
