/**
 * The French sky texts (docs/i18n/glossary-fr.md). Style: the reader is « vous », nothing agrees
 * with the reader's gender, the sky is described and never a certainty. Signs take « en » without
 * article for a position (« en Bélier »); planets take no article except the Sun and the Moon
 * (« le Soleil », « la Lune »); phases are lowercase in running text (« la pleine lune »).
 * Templates are written with plain spaces before « : », « ; », « ! » and « ? »: `typo` turns
 * them into the no-break spaces French typography asks for, as core/horoscope/fr.ts does.
 */
import { Planet, cap, en, planet, turns, typo } from '../../horoscope/fr';
import type { PlanetId } from '../../astro/positions';
import type { SignId } from '../../zodiac';
import type { Direction, IngressBody, MoonPhaseName, PtolemaicAspect, StationBody } from '../events';
import type { HourRuler } from '../hours';
import type { ProgressedPoint } from '../progressions';
import type { SkyTexts } from '../texts';
import { ASPECT_VERB, POINT } from '../contacts/fr/frames';
import { CONTACTS_FR, FRAMES_FR } from '../contacts/fr/index';

/** The same spacing over a table of sentences. */
const typoAll = <K extends string>(table: Readonly<Record<K, string>>): Readonly<Record<K, string>> =>
  Object.fromEntries(Object.entries<string>(table).map(([k, v]) => [k, typo(v)])) as Record<K, string>;

/** Titles: the phase at the head of a title, only its first letter capitalised. */
const PHASE_TITLE: Readonly<Record<MoonPhaseName, string>> = {
  new: 'Nouvelle lune',
  firstQuarter: 'Premier quartier de lune',
  full: 'Pleine lune',
  lastQuarter: 'Dernier quartier de lune',
};
/** « un carré », « une opposition »: the aspect with its article, for « le dernier aspect est … ». */
const AN_ASPECT: Readonly<Record<PtolemaicAspect, string>> = {
  conjunction: 'une conjonction',
  sextile: 'un sextile',
  square: 'un carré',
  trine: 'un trigone',
  opposition: 'une opposition',
};

/**
 * What a transiting planet brings, as the subject of « … touchent »: every one is two or three
 * coordinated nouns, so the verb is always plural.
 */
/** Each lead ends where « vers » and a sign's noun phrase (SIGN_STYLE) follow. */
const PROGRESSED_LEAD: Readonly<Record<ProgressedPoint, (sign: SignId) => string>> = {
  sun: (s) => `Votre Soleil progressé ${en(s)} montre où se dirige votre vie ces années-ci : vers`,
  moon: (s) => `Votre Lune progressée ${en(s)} colore vos besoins dans cette étape affective et les tourne vers`,
  mercury: (s) => `Votre Mercure progressé ${en(s)} façonne l’évolution de votre pensée, qui s’oriente vers`,
  venus: (s) => `Votre Vénus progressée ${en(s)} montre comment mûrit votre façon d’aimer : elle se tourne vers`,
  mars: (s) => `Votre Mars progressé ${en(s)} montre où va désormais votre énergie : vers`,
  ascendant: (s) => `Votre Ascendant progressé ${en(s)} décrit le visage qui devient peu à peu le vôtre, tourné vers`,
  midheaven: (s) =>
    `Votre Milieu du Ciel progressé ${en(s)} désigne la vocation qui se dessine pour vous, orientée vers`,
};
/** What each sign leans towards, as the object of « vers » (no contraction after « vers »). */
const SIGN_STYLE: Readonly<Record<SignId, string>> = {
  aries: 'le courage, les commencements et l’envie de faire les choses à votre manière',
  taurus: 'le calme, le confort et la construction de ce qui dure',
  gemini: 'la curiosité, l’apprentissage et les échanges en tous sens',
  cancer: 'le foyer, la famille et le soin de vos proches',
  leo: 'la chaleur, la créativité et l’envie de montrer qui vous êtes vraiment',
  virgo: 'le travail utile, la santé et la précision dans les détails',
  libra: 'les partenariats, l’équité et la beauté',
  scorpio: 'la profondeur, la sincérité et l’art de laisser partir ce qui est terminé',
  sagittarius: 'la liberté, les voyages et une vision plus large',
  capricorn: 'la responsabilité, l’ambition et l’effort patient',
  aquarius: 'l’amitié, les idées et un avenir que vous dessinez vous-même',
  pisces: 'la compassion, l’imagination et les moments de calme',
};

/** A count in words up to ten (« deux », « trois »…), in figures beyond. */
const howMany = (n: number) =>
  ['zéro', 'une', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'][n] ?? String(n);
/** A formatted date (« 3 mars ») with the first of the month as French writes it: « 1er décembre ». */
const day = (date: string) => date.replace(/^1 /, '1er ');
/** « de Saturne », « du Soleil »: a planetary hour's ruler after « l’heure ». */
const HOUR_OF: Readonly<Record<HourRuler, string>> = {
  sun: 'du Soleil',
  moon: 'de la Lune',
  mercury: 'de Mercure',
  venus: 'de Vénus',
  mars: 'de Mars',
  jupiter: 'de Jupiter',
  saturn: 'de Saturne',
};
/** The ruling body as the reader's: the Sun and the Moon are luminaries, not planets. */
const rulerWord = (id: PlanetId) => (id === 'sun' || id === 'moon' ? 'votre astre maître' : 'votre planète maîtresse');
/**
 * An event title inside a sentence, after « Le 4 décembre, »: the article of the Sun and the
 * Moon and a phase name go lowercase (« le Soleil entre… », « pleine lune en Cancer »); planet
 * names keep their capital.
 */
const inSentence = (title: string) =>
  /^(Le|La|Nouvelle|Pleine|Premier|Dernier) /.test(title) ? title.charAt(0).toLowerCase() + title.slice(1) : title;

const stationMeaning = (retrograde: string, direct: string): Readonly<Record<Direction, string>> => ({
  retrograde: typo(retrograde),
  direct: typo(direct),
});

export const SKY_FR: SkyTexts = {
  calendarName: 'Calendrier du ciel Stella',
  calendarDescription:
    'Les stations rétrogrades et directes, les entrées dans les signes, les phases lunaires et les périodes de Lune vide de course, calculées par Stella.',

  stationTitle: (body, direction, s) => `${Planet(body)} ${turns(body, direction)} ${en(s)}`,
  ingressTitle: (body: IngressBody, s, direction) =>
    direction === 'retrograde' && body !== 'sun' && body !== 'moon'
      ? `${Planet(body)} rétrograde revient ${en(s)}`
      : `${Planet(body)} entre ${en(s)}`,
  phaseTitle: (phase, s) => `${PHASE_TITLE[phase]} ${en(s)}`,
  voidTitle: (s) => `Lune vide de course ${en(s)}`,
  voidDetail: (last, s, next) =>
    typo(
      last
        ? `${cap(en(s))}, le dernier aspect de la Lune est ${AN_ASPECT[last.aspect]} avec ${planet(last.planet)} ; elle n’en forme plus d’autre avant d’entrer ${en(next)}.`
        : `La Lune ne forme aucun aspect majeur ${en(s)} : elle reste vide de course jusqu’à son entrée ${en(next)}.`,
    ),

  stationMeaning: {
    mercury: stationMeaning(
      'Environ trois semaines pour revoir, relire et renouer le contact ; projets, messages et déplacements méritent une vérification de plus.',
      'Projets et messages se remettent en route ; ce que vous avez revu peut désormais aller de l’avant.',
    ),
    venus: stationMeaning(
      'Six semaines pour reconsidérer l’amour, l’argent et ce qui compte à vos yeux ; d’anciens sentiments peuvent refaire surface.',
      'Sentiments et dépenses se stabilisent ; en amour comme en argent, vous pouvez décider avec plus de clarté.',
    ),
    mars: stationMeaning(
      'Une dizaine de semaines où l’énergie se tourne vers l’intérieur : revoyez vos objectifs, soldez les vieux conflits et ménagez vos forces.',
      'L’élan revient ; les projets restés au point mort peuvent de nouveau avancer.',
    ),
    jupiter: stationMeaning(
      'Quatre mois pour faire le point, en vous-même, sur vos convictions et vos projets d’expansion avant d’aller plus loin.',
      'La croissance reprend au grand jour ; les projets que vous avez repensés peuvent maintenant prendre de l’ampleur.',
    ),
    saturn: stationMeaning(
      'Quatre mois et demi pour réexaminer vos engagements et consolider ce que vous avez construit.',
      'Les responsabilités avancent de nouveau ; les structures que vous avez revues peuvent désormais tenir la charge.',
    ),
    uranus: stationMeaning(
      'Cinq mois pendant lesquels le désir de changement agit en profondeur et desserre les vieilles habitudes de l’intérieur.',
      'Le changement se manifeste de nouveau au grand jour ; les avancées décisives prennent de la vitesse.',
    ),
    neptune: stationMeaning(
      'Cinq mois où les illusions se dissipent et où les rêves sont confrontés au réel.',
      'L’inspiration se tourne de nouveau vers l’extérieur ; les idéaux peuvent prendre forme, en douceur, dans le monde.',
    ),
    pluto: stationMeaning(
      'Cinq mois de transformation intérieure : ce qui doit prendre fin se révèle.',
      'Les changements profonds remontent à la surface ; ce qui s’est transformé en vous commence à se voir.',
    ),
  },
  ingressMeaning: typoAll({
    sun: 'Le Soleil change de signe : la saison avance d’un pas, et l’humeur du mois change avec elle.',
    moon: 'La Lune change de signe : le climat émotionnel des deux jours et demi à venir se modifie.',
    mercury: 'Mercure change de signe : la manière de penser, de parler et de décider prend une autre tonalité.',
    venus: 'Vénus change de signe : les goûts en amour, en plaisir et en argent évoluent pour quelques semaines.',
    mars: 'Mars change de signe : l’énergie et l’ambition se dirigent ailleurs pour les semaines qui viennent.',
    jupiter: 'Jupiter change de signe : le terrain de la croissance et des occasions se déplace pour un an environ.',
    saturn:
      'Saturne change de signe : les leçons de la responsabilité se jouent sur un nouveau terrain pendant deux à trois ans.',
    uranus: 'Uranus change de signe : un nouveau chapitre de changement et d’invention s’ouvre pour sept ans.',
    neptune:
      'Neptune change de signe : le rêve collectif et ses illusions prennent une forme nouvelle pour plus de dix ans.',
    pluto: 'Pluton change de signe : une transformation à l’échelle d’une génération commence.',
  }),
  phaseMeaning: typoAll({
    new: 'Un moment pour formuler vos intentions et commencer sans bruit.',
    firstQuarter: 'Un moment pour mettre vos intentions en actes et affronter les premiers obstacles.',
    full: 'Un moment d’aboutissement, de clarté et de lâcher-prise.',
    lastQuarter: 'Un moment pour faire le tri, pardonner et libérer de la place.',
  }),
  voidAdvice: [
    'Les tâches courantes se déroulent bien ; pour lancer un projet, signer ou faire un gros achat, attendez que la Lune change de signe.',
    'Reposez-vous, rangez, prenez du recul ; les décisions prises maintenant ont tendance à rester sans suite.',
    'Un bon moment pour terminer ce qui est commencé plutôt que pour entreprendre du nouveau.',
  ].map(typo),

  hourSignificance: typoAll<HourRuler>({
    sun: 'Heure du Soleil : pour vous montrer, prendre les devants et rencontrer des personnes en position d’autorité.',
    moon: 'Heure de la Lune : pour le foyer, la famille, le public et tout ce qui demande du soin.',
    mars: 'Heure de Mars : pour l’effort, le courage, le sport, et pour vous attaquer à ce que vous remettez à plus tard.',
    mercury: 'Heure de Mercure : pour l’écriture, les études, les appels, le commerce et les petits déplacements.',
    jupiter:
      'Heure de Jupiter : pour les requêtes, l’expansion, les questions juridiques, l’enseignement et la générosité.',
    venus: 'Heure de Vénus : pour l’amour, la beauté, l’art, l’amitié et les réconciliations.',
    saturn:
      'Heure de Saturne : pour la discipline, la planification, l’immobilier et l’achèvement des tâches de longue haleine.',
  }),
  retrogradeEffects: typoAll<StationBody>({
    mercury:
      'Mercure rétrograde : malentendus et retards sont plus probables ; relisez, vérifiez et faites des sauvegardes.',
    venus:
      'Vénus rétrograde : anciennes amours et anciennes valeurs refont surface et demandent un second regard ; remettez les gros achats à plus tard.',
    mars: 'Mars rétrograde : l’énergie baisse et la frustration monte ; revoyez vos plans plutôt que de partir en guerre.',
    jupiter:
      'Jupiter rétrograde : la croissance se fait intérieure ; repensez vos convictions et ce que vous voulez développer.',
    saturn: 'Saturne rétrograde : le moment de réexaminer vos engagements et de réparer les fondations.',
    uranus: 'Uranus rétrograde : le besoin de liberté travaille en silence, de l’intérieur.',
    neptune: 'Neptune rétrograde : les illusions se dissipent ; le réel devient plus facile à distinguer.',
    pluto: 'Pluton rétrograde : un travail intérieur sur le pouvoir, le contrôle et le lâcher-prise.',
  }),
  directEffects: typoAll<StationBody>({
    mercury: 'Mercure direct : communications et projets suivent leur cours normal.',
    venus: 'Vénus directe : l’amour et l’argent retrouvent leur cours habituel.',
    mars: 'Mars direct : l’énergie se traduit sans détour en actes.',
    jupiter: 'Jupiter direct : croissance et occasions se déploient au grand jour.',
    saturn: 'Saturne direct : l’effort régulier produit des résultats visibles.',
    uranus: 'Uranus direct : changement et innovation avancent à découvert.',
    neptune: 'Neptune direct : l’inspiration et la compassion se répandent autour de vous.',
    pluto: 'Pluton direct : la transformation fait son chemin dans le monde.',
  }),

  contacts: CONTACTS_FR,
  frames: FRAMES_FR,
  stop: '.',
  gap: ' ',
  transitTitle: (p, aspect, point, solar) =>
    typo(
      `${Planet(p)} ${ASPECT_VERB[aspect]} ${solar ? 'le cœur de votre signe (qui tient lieu de votre Soleil)' : POINT[point]}`,
    ),
  progression: (point, s) => typo(`${PROGRESSED_LEAD[point](s)} ${SIGN_STYLE[s]}.`),

  reading: {
    theme: {
      sun: 'identité et vitalité',
      moon: 'émotions et foyer',
      mercury: 'pensée et échanges',
      venus: 'amour et valeurs',
      mars: 'énergie et courage',
      jupiter: 'croissance et convictions',
      saturn: 'devoirs et structure',
      uranus: 'liberté et changement',
      neptune: 'rêves et intuition',
      pluto: 'pouvoir et renouveau',
      ascendant: 'image et présence',
      midheaven: 'carrière et orientation',
    },
    transitsLead: (count, solar) =>
      typo(
        solar
          ? count === 1
            ? 'Une planète s’adresse aujourd’hui directement à votre signe.'
            : `${cap(howMany(count))} planètes s’adressent aujourd’hui directement à votre signe ; les plus fortes viennent en premier.`
          : count === 1
            ? 'Un transit se détache aujourd’hui dans votre propre thème.'
            : `Votre thème est très sollicité aujourd’hui : ${howMany(count)} transits sont à l’œuvre, et les plus forts viennent en premier.`,
      ),
    retrogradesLead: (count) =>
      typo(
        count === 0
          ? 'Toutes les planètes avancent aujourd’hui en marche directe : rien dans le ciel ne vous demande de revenir sur vos pas.'
          : count === 1
            ? 'Une planète est rétrograde et invite à porter un second regard sur le domaine qu’elle gouverne.'
            : `${cap(howMany(count))} planètes sont rétrogrades : certains sujets demandent un second regard avant de pouvoir avancer.`,
      ),
    retrogradeUntil: (p, date) => `${Planet(p)} ${turns(p, 'direct')} le ${day(date)}.`,
    voidWindow: (start, end) =>
      typo(
        `La Lune est vide de course de ${start} à ${end} : un temps pour les affaires courantes plutôt que pour les commencements.`,
      ),
    bestHour: (_ruler, start, end) => `L’heure la plus prometteuse de votre journée s’étend de ${start} à ${end}.`,
    slowHour: (ruler, start, end) =>
      `De ${start} à ${end}, pendant l’heure ${HOUR_OF[ruler]}, tenez-vous-en au travail de fond plutôt que de lancer quelque chose de nouveau.`,
    powerMoment: (time, p, aspect) =>
      typo(
        `Le moment fort de la journée survient à ${time}, quand la Lune ${ASPECT_VERB[aspect]} ${planet(p)} : un instant propice pour faire une demande, envoyer un message ou vous lancer.`,
      ),
    aheadLead: 'Dans les semaines à venir, voici les tournants du ciel qui méritent une place dans votre agenda.',
    onDate: (date, title) => `Le ${day(date)}, ${inSentence(title)}.`,
    ruler: (p, s, retrograde) =>
      typo(
        retrograde
          ? `${Planet(p)}, ${rulerWord(p)}, est rétrograde ${en(s)} : pour avancer, mieux vaut aujourd’hui revenir sur ce qui est en cours que presser le pas.`
          : `${Planet(p)}, ${rulerWord(p)}, est aujourd’hui ${en(s)}, et votre façon d’agir prend la couleur de ce signe.`,
      ),
    progressionsLead:
      'Derrière la journée se déroule une histoire plus lente, celle que votre thème progressé raconte au fil des années.',
    closing: {
      bright: [
        'Dans l’ensemble, le ciel ouvre des portes aujourd’hui : franchissez celle qui compte le plus pour vous.',
        'C’est une journée généreuse ; laissez-la faire avancer d’un pas ce qui vous tient à cœur.',
        'Les courants vous portent : suivez ce qui vous semble juste, et partagez les bonnes nouvelles.',
      ].map(typo),
      steady: [
        'Dans l’ensemble, c’est une journée de progrès réguliers : les petits pas bien faits comptent.',
        'Rien ne vous force la main ; profitez du calme pour terminer ce qui est en cours et prendre soin de ce que vous avez.',
        'Une journée égale : gardez votre rythme, et menez une seule chose jusqu’au bout.',
      ].map(typo),
      demanding: [
        'Dans l’ensemble, la journée demande de la patience : avancez lentement, et ne prenez que de petits engagements.',
        'Le ciel connaît quelques frictions aujourd’hui ; répondez-y avec délicatesse plutôt qu’avec force.',
        'Une journée exigeante : ménagez votre énergie, et gardez les grandes décisions pour un ciel plus dégagé.',
      ].map(typo),
    },
    affirmation: {
      bright: [
        'J’accueille à cœur ouvert ce que cette journée m’offre.',
        'Je laisse ma lumière se voir, et je la partage librement.',
        'Je dis oui à ce qui me fait grandir.',
      ],
      steady: [
        'J’avance à mon rythme, et mon rythme me suffit.',
        'Je prends soin de ce que j’ai, et cela grandit en son temps.',
        'Je mène une chose à bien, et cela fait une bonne journée.',
      ],
      demanding: [
        'Je m’accorde de la douceur, et je protège mon temps.',
        'J’affronte ce qui est difficile un pas après l’autre.',
        'Je n’ai pas à tout résoudre aujourd’hui.',
      ],
    },
    stone: {
      aries: 'héliotrope',
      taurus: 'émeraude',
      gemini: 'agate',
      cancer: 'pierre de lune',
      leo: 'rubis',
      virgo: 'saphir',
      libra: 'opale',
      scorpio: 'topaze',
      sagittarius: 'turquoise',
      capricorn: 'grenat',
      aquarius: 'améthyste',
      pisces: 'aigue-marine',
    },
    direction: { fire: 'est', water: 'nord', air: 'ouest', earth: 'sud' },
  },
};
