/**
 * The Italian frames of a contact: where a transit falls in the chart, when it is exact, the
 * progressed titles and where the progressed Sun and Moon stand in their signs. Dates follow
 * glossary §7 («il 17 novembre», «l’8 dicembre», «il 1º marzo»). A past date is always governed
 * by «è stato», «è stata» or «era», the words the tense checker (core/coach/tense-check.ts) knows.
 */
import { GRAMMAR_IT as g, natal, pluralSign, theDay } from '../../../i18n/grammar/it';
import type { SignId } from '../../../zodiac';
import type { ContactFrames, Day, ProgressedBody, Tense } from '../../contacts';
import type { NatalPoint, TransitAspect } from '../../transits';

/** What each house is about, after «quella» or «la casa»: «quella della coppia e dei rapporti con l’altro». */
export const HOUSE_TOPIC: Readonly<Record<number, string>> = {
  1: 'del corpo e dell’immagine di te',
  2: 'del denaro e dei valori personali',
  3: 'della comunicazione e dei brevi spostamenti',
  4: 'delle radici e della famiglia',
  5: 'degli amori, del gioco e della creatività',
  6: 'del lavoro quotidiano e della salute',
  7: 'della coppia e dei rapporti con l’altro',
  8: 'dell’intimità e delle risorse condivise',
  9: 'dei viaggi lontani e della ricerca di senso',
  10: 'della carriera e della vocazione',
  11: 'delle amicizie, dei gruppi e dei progetti',
  12: 'dell’interiorità e del ritiro',
};
/** «la tua settima casa, quella della coppia e dei rapporti con l’altro». */
const yourHouse = (n: number) => {
  const topic = HOUSE_TOPIC[n];
  const house = `la tua ${g.ordinal(n, 'word')} casa`;
  return topic ? `${house}, quella ${topic}` : house;
};
/** «nella quinta, la casa degli amori, del gioco e della creatività»; «nell’ottava», «nell’undicesima». */
const inThe = (n: number) => {
  const topic = HOUSE_TOPIC[n];
  const place = g.ordinal(n, 'in');
  return topic ? `${place}, la casa ${topic}` : `${place} casa`;
};

/** What an angle is, after its name (an angle is a house cusp: it has no house of its own). */
const ANGLE: Readonly<Record<'ascendant' | 'midheaven', string>> = {
  ascendant: 'la soglia da cui vai incontro al mondo',
  midheaven: 'il punto più alto del tema, che indica la tua direzione nella vita',
};

/** The progressed body with its possessive: «Il tuo Sole progresso», «La tua Luna progressa». */
const PROGRESSED: Readonly<Record<ProgressedBody, string>> = {
  sun: 'Il tuo Sole progresso',
  moon: 'La tua Luna progressa',
  mercury: 'Il tuo Mercurio progresso',
  venus: 'La tua Venere progressa',
  mars: 'Il tuo Marte progresso',
};
/** The aspect as a verb (glossary §5: «con» for every aspect, «a» for the opposition). */
const ASPECT_VERB: Readonly<Record<TransitAspect, (p: NatalPoint) => string>> = {
  conjunction: (p) => `si congiunge ${natal(p, 'to')}`,
  sextile: (p) => `forma un sestile ${natal(p, 'with')}`,
  square: (p) => `forma una quadratura ${natal(p, 'with')}`,
  trine: (p) => `forma un trigono ${natal(p, 'with')}`,
  opposition: (p) => `si oppone ${natal(p, 'to')}`,
};

/** «il 17 novembre», «l’8 dicembre», with its year when `g.day` names it. */
const the = (d: Day, today: Day) => theDay(g.day(d, today));
/** «dal 17 novembre», «dall’8 dicembre». */
const from = (d: Day, today: Day) => theDay(g.day(d, today), 'from');

/**
 * One exact pass as a verb phrase of «Il transito», in its tense. Every past date has its own «è
 * stato» (the tense checker reads the words between one date and the next), and a later one never
 * has one.
 */
function exactPhrase(pass: { day: Day; tense: Tense }, previous: Tense | null, i: number, today: Day): string {
  const on = the(pass.day, today);
  if (pass.tense === 'past') {
    return i === 0
      ? `è stato esatto ${on}`
      : i === 1
        ? `lo è stato di nuovo ${on}`
        : `lo è stato ancora una volta ${on}`;
  }
  if (pass.tense === 'now') return previous ? 'lo è di nuovo oggi' : 'è esatto proprio oggi';
  if (previous === null) return `sarà esatto ${on}`;
  if (previous === 'next') return i === 1 ? `poi di nuovo ${on}` : `ancora una volta ${on}`;
  // After «lo è stato di nuovo», a second «di nuovo» would echo it.
  return i >= 2 ? `lo sarà ancora ${on}` : `lo sarà di nuovo ${on}`;
}

/**
 * What each sign asks of the reader while a progressed light crosses it (an infinitive after «ti
 * chiede di»), per light: the Sun speaks of the direction of life, the will and what you build;
 * the Moon of emotional needs and what makes you feel safe. Both cards stand in one block, often in
 * one sign, so the two lists share no phrase (nor the progressed lines in `progressed.ts`). The
 * last stretch of a sign says its phrase and the next sign's in one sentence, so two neighbours
 * share no key word either («costruire», «legami», «trovare»).
 */
const SIGN_ASKS: Readonly<Record<'sun' | 'moon', Readonly<Record<SignId, string>>>> = {
  sun: {
    aries: 'prendere l’iniziativa, scegliere da te la tua strada e avviare con coraggio i tuoi progetti',
    taurus: 'costruire con pazienza qualcosa di solido e duraturo, un passo concreto alla volta',
    gemini: 'esplorare più strade, imparare e mettere le tue idee al servizio di ciò che vuoi realizzare',
    cancer: 'mettere radici profonde e custodire ciò che vuoi tramandare a chi verrà dopo di te',
    leo: 'metterti al centro della scena, dare vita a un’opera tutta tua e guidare con generosità',
    virgo: 'perfezionare il tuo mestiere e costruire, con metodo, un lavoro che ti somigli',
    libra: 'stringere alleanze e scegliere la tua strada insieme agli altri, con un senso vivo della giustizia',
    scorpio:
      'andare fino in fondo a ciò che vuoi, rinascere in una forma nuova e rinunciare a ciò che non ti appartiene più',
    sagittarius: 'puntare lontano, darti una meta che abbia un senso e seguirla con fiducia',
    capricorn:
      'assumerti le tue responsabilità, fissare un traguardo ambizioso e raggiungerlo con pazienza, gradino dopo gradino',
    aquarius:
      'seguire una strada tutta tua, anche fuori dagli schemi, e costruire un futuro insieme a chi la pensa come te',
    pisces:
      'fidarti dell’intuito, mettere le tue scelte al servizio di un ideale e lasciar andare il bisogno di controllo',
  },
  moon: {
    aries: 'dare voce subito a ciò che provi e concederti lo slancio di cui il cuore ha bisogno',
    taurus: 'cercare sicurezza nella calma, nel benessere del corpo e in affetti su cui poter contare',
    gemini: 'dare un nome alle emozioni parlandone e trovare conforto nello scambio con gli altri',
    cancer: 'sentirti al sicuro nel tuo nido e lasciarti coccolare almeno quanto ti prendi cura delle persone care',
    leo: 'ricevere calore e riconoscimento, giocare e concederti il piacere di sentirti speciale agli occhi di chi ami',
    virgo: 'affidarti a piccole abitudini rassicuranti e prenderti cura del corpo quando la mente si agita',
    libra: 'cercare armonia nei legami e sentirti in pace quando dare e ricevere sono in equilibrio',
    scorpio: 'vivere rapporti intensi e sinceri, fino a fidarti abbastanza da mostrare ciò che senti nel profondo',
    sagittarius: 'muoverti in libertà e tenere alto il morale con qualcosa in cui credere',
    capricorn:
      'trovare sicurezza in impegni chiari e punti fermi, senza vergognarti di mostrare anche la tua fragilità',
    aquarius: 'conservare la tua libertà anche dentro i legami e sentirti a casa tra amici che ti accettano come sei',
    pisces:
      'ritagliarti momenti di quiete, ascoltare i tuoi stati d’animo e lasciarti consolare dalla musica o dal silenzio',
  },
};

export const FRAMES: ContactFrames = {
  transitHouses: ({ planet: p, planetHouse, point, pointHouse }) => {
    const crossing = `${g.capitalize(g.planet(p, 'the'))} attraversa ${yourHouse(planetHouse)}`;
    // A planet reaches its own natal place by any aspect: «torna» fits only the conjunction,
    // which the title already names, so the frame says «la propria posizione natale».
    const target = p === point ? 'la propria posizione natale' : natal(point);
    if (point === 'ascendant' || point === 'midheaven') {
      return `${crossing}, e chiama in causa ${natal(point)}, ${ANGLE[point]}.`;
    }
    if (pointHouse === null) return `${crossing}, e chiama in causa ${target}.`;
    if (pointHouse === planetHouse) {
      return p === point
        ? `${crossing}, dove si trova anche la sua posizione natale.`
        : `${crossing}, dove si trova anche ${natal(point)}.`;
    }
    return `${crossing}, e chiama in causa ${target} ${inThe(pointHouse)}.`;
  },

  transitTimeline: ({ today, began, exact, fades }) => {
    const phrases: string[] = [];
    if (began) {
      phrases.push(
        began.tense === 'past'
          ? // «è stato attivo dal…» would read as over; the imperfect keeps it running (and marks the past).
            `era percepibile già ${from(began.day, today)}`
          : began.tense === 'now'
            ? 'comincia a farsi sentire oggi'
            : `comincia a farsi sentire ${the(began.day, today)}`,
      );
    }
    exact.forEach((pass, i) => {
      phrases.push(exactPhrase(pass, i > 0 ? (exact[i - 1]?.tense ?? null) : null, i, today));
    });
    // A fade already past is its own clause, with its own subject and its «è stato».
    const lastDay =
      fades?.tense === 'past' ? `il suo ultimo giorno di attività è stato ${the(fades.day, today)}` : null;
    const fading = fades
      ? fades.tense === 'past'
        ? (lastDay as string)
        : fades.tense === 'now'
          ? 'si esaurisce oggi'
          : `si esaurisce entro ${the(fades.day, today)}`
      : null;
    if (exact.length === 0) {
      if (began && fading)
        return `Il transito ${g.list([phrases[0] as string, fading])}, senza passaggi esatti nel frattempo.`;
      if (began) return `Il transito ${phrases[0]}, senza passaggi esatti nel periodo considerato.`;
      if (lastDay)
        return `L’ultimo giorno di attività del transito è stato ${the((fades as { day: Day }).day, today)}, senza altri passaggi esatti prima di allora.`;
      if (fading) return `Il transito ${fading}, senza altri passaggi esatti prima di allora.`;
      return 'Il transito resta attivo per tutto il periodo considerato, senza passaggi esatti.';
    }
    if (!fading) return `Il transito ${g.list(phrases)}.`;
    return phrases.length >= 2
      ? `Il transito ${g.list(phrases)}; ${fading}.`
      : `Il transito ${g.list([phrases[0] as string, fading])}.`;
  },

  progressedTitle: (body, aspect, point) => `${PROGRESSED[body]} ${ASPECT_VERB[aspect](point)}`,

  progressedWhen: ({ exact, tense }) =>
    tense === 'past'
      ? `L’aspetto è stato esatto ${g.month(exact, 'in')}.`
      : tense === 'now'
        ? `L’aspetto è esatto proprio in questo mese, ${g.month(exact)}.`
        : `L’aspetto sarà esatto ${g.month(exact, 'in')}.`,

  progressedPlace: ({ point, sign: s, part, entered, leaves, nextSign }) => {
    const sun = point === 'sun';
    const subject = sun ? 'Il tuo Sole progresso' : 'La tua Luna progressa';
    const here = g.sign(s);
    const rare = 'una svolta rara, che capita più o meno una volta ogni trent’anni';
    // «a maggio 2026», or «proprio in questo mese, dicembre 2026».
    const when = entered
      ? entered.tense === 'now'
        ? `proprio in questo mese, ${g.month(entered.month)}`
        : g.month(entered.month, 'in')
      : '';
    const came = entered ? (entered.tense === 'next' ? 'entra' : sun ? 'è entrato' : 'è entrata') : '';
    const moving = leaves ? `passa in ${g.sign(nextSign)} ${g.month(leaves, 'in')}` : '';
    let first: string;
    let rareSaid = false;
    if (part === 'early' && entered) {
      // «capitolo» for the Moon only: the two cards stand together, and the Sun's is a season.
      const chapter = sun
        ? `è ${rare}, e per la tua vita si apre una nuova stagione`
        : 'per la tua vita emotiva si apre un nuovo capitolo';
      first = `${came} in ${here} ${when}${leaves ? `${entered.tense === 'now' ? ',' : ''} e ${moving}` : ''}: ${chapter}`;
      rareSaid = sun;
    } else if (part === 'early') {
      first = `muove i primi passi in ${here}, dove ${sun ? 'è appena cominciata una nuova stagione della tua vita' : 'è appena cominciato un capitolo emotivo'}${leaves ? `, e ${moving}` : ''}`;
    } else {
      const where =
        part === 'middle'
          ? `si trova a metà del suo cammino in ${here}`
          : `si avvicina alla fine del suo cammino in ${here}`;
      const since = entered ? `, dove ${came} ${when}` : '';
      first = `${where}${since}${leaves ? `${since ? ',' : ''} e ${moving}` : ''}`;
      // A finite clause, not the English gerund of consequence («chiudendo un capitolo»).
      if (leaves && part === 'late' && !sun)
        first = `${first}: si chiude così un capitolo emotivo di circa due anni e mezzo`;
    }
    if (sun && !rareSaid && (entered || leaves)) first = `${first}: ${rare}`;
    const ask = SIGN_ASKS[sun ? 'sun' : 'moon'];
    const asks =
      part === 'late'
        ? `In quest’ultimo tratto ${g.sign(s, 'the')} ${pluralSign(s) ? 'ti chiedono' : 'ti chiede'} ancora di ${ask[s]}; poi ${g.sign(nextSign, 'the')} ${pluralSign(nextSign) ? 'ti chiederanno' : 'ti chiederà'} di ${ask[nextSign]}.`
        : `Ora ${g.sign(s, 'the')} ${pluralSign(s) ? 'ti chiedono' : 'ti chiede'} di ${ask[s]}.`;
    return `${subject} ${first}. ${asks}`;
  },
};
