/**
 * The French sky texts (docs/i18n/glossary-fr.md). Style: the reader is « vous », nothing agrees
 * with the reader's gender, the sky is described and never a certainty. Signs take « en » without
 * article for a position (« en Bélier »); planets take no article except the Sun and the Moon
 * (« le Soleil », « la Lune »); phases are lowercase in running text (« la pleine lune »).
 * Templates are written with plain spaces before « : », « ; », « ! » and « ? »: the writers
 * finish them with the no-break spaces French typography asks for (`g.finish`).
 */
import { GRAMMAR_FR as g, turns } from '../../i18n/grammar/fr';
import type { IngressBody, MoonPhaseName, PtolemaicAspect } from '../events';
import type { SkyTexts } from '../texts';
import { ASPECT_VERB, POINT } from '../contacts/fr/frames';
import { CONTACTS_FR, FRAMES_FR } from '../contacts/fr/index';
import { ORACLE_FR } from '../contacts/fr/oracle';
import { PROGRESSED } from '../contacts/fr/progressed';

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

export const SKY_FR: SkyTexts = {
  grammar: g,
  calendarName: 'Calendrier du ciel Stella',
  calendarDescription:
    'Les stations rétrogrades et directes, les entrées dans les signes, les phases lunaires et les périodes de Lune vide de course, calculées par Stella.',

  stationTitle: (body, direction, s) =>
    `${g.capitalize(g.planet(body, 'the'))} ${turns(body, direction)} ${g.sign(s, 'in')}`,
  ingressTitle: (body: IngressBody, s, direction) =>
    direction === 'retrograde' && body !== 'sun' && body !== 'moon'
      ? `${g.capitalize(g.planet(body, 'the'))} rétrograde revient ${g.sign(s, 'in')}`
      : `${g.capitalize(g.planet(body, 'the'))} entre ${g.sign(s, 'in')}`,
  phaseTitle: (phase, s) => `${PHASE_TITLE[phase]} ${g.sign(s, 'in')}`,
  voidTitle: (s) => `Lune vide de course ${g.sign(s, 'in')}`,
  voidDetail: (last, s, next) =>
    last
      ? `${g.capitalize(g.sign(s, 'in'))}, le dernier aspect de la Lune est ${AN_ASPECT[last.aspect]} avec ${g.planet(last.planet, 'the')} ; elle n’en forme plus d’autre avant d’entrer ${g.sign(next, 'in')}.`
      : `La Lune ne forme aucun aspect majeur ${g.sign(s, 'in')} : elle reste vide de course jusqu’à son entrée ${g.sign(next, 'in')}.`,

  stationMeaning: {
    mercury: {
      retrograde:
        'Environ trois semaines pour revoir, relire et renouer le contact ; projets, messages et déplacements méritent une vérification de plus.',
      direct: 'Projets et messages se remettent en route ; ce que vous avez revu peut désormais aller de l’avant.',
    },
    venus: {
      retrograde:
        'Six semaines pour reconsidérer l’amour, l’argent et ce qui compte à vos yeux ; d’anciens sentiments peuvent refaire surface.',
      direct:
        'Sentiments et dépenses se stabilisent ; en amour comme en argent, vous pouvez décider avec plus de clarté.',
    },
    mars: {
      retrograde:
        'Une dizaine de semaines où l’énergie se tourne vers l’intérieur : revoyez vos objectifs, soldez les vieux conflits et ménagez vos forces.',
      direct: 'L’élan revient ; les projets restés au point mort peuvent de nouveau avancer.',
    },
    jupiter: {
      retrograde:
        'Quatre mois pour faire le point en silence sur vos convictions et vos projets d’expansion avant d’aller plus loin.',
      direct:
        'La croissance reprend au grand jour ; les projets que vous avez repensés peuvent maintenant prendre de l’ampleur.',
    },
    saturn: {
      retrograde: 'Quatre mois et demi pour réexaminer vos engagements et consolider ce que vous avez construit.',
      direct:
        'Les responsabilités avancent de nouveau ; les structures que vous avez revues peuvent désormais tenir la charge.',
    },
    uranus: {
      retrograde:
        'Cinq mois pendant lesquels le désir de changement agit en profondeur et desserre les vieilles habitudes de l’intérieur.',
      direct: 'Le changement se manifeste de nouveau au grand jour ; les avancées décisives prennent de la vitesse.',
    },
    neptune: {
      retrograde: 'Cinq mois où les illusions se dissipent et où les rêves sont confrontés au réel.',
      direct:
        'L’inspiration se tourne de nouveau vers l’extérieur ; les idéaux peuvent prendre forme, en douceur, dans le monde.',
    },
    pluto: {
      retrograde: 'Cinq mois de transformation intérieure : ce qui doit prendre fin se révèle.',
      direct: 'Les changements profonds remontent à la surface ; ce qui s’est transformé en vous commence à se voir.',
    },
  },
  // Each stands under its title (« Vénus entre en Cancer »), in the calendar and in the Oracle's weeks ahead.
  ingressMeaning: {
    sun: 'La saison avance d’un pas, et l’humeur du mois change avec elle.',
    moon: 'Le climat émotionnel change pour les deux jours et demi à venir.',
    mercury: 'La manière de penser, de parler et de décider prend une autre tonalité.',
    venus: 'Les goûts en amour, en plaisir et en argent évoluent pour quelques semaines.',
    mars: 'L’énergie et l’ambition changent de cible pour les semaines qui viennent.',
    jupiter: 'Le terrain de la croissance et des occasions se déplace pour un an environ.',
    saturn: 'Les leçons de la responsabilité se jouent sur un nouveau terrain pendant deux à trois ans.',
    uranus: 'Un nouveau chapitre de changement et d’invention s’ouvre pour sept ans.',
    neptune: 'Le rêve collectif et ses illusions prennent une forme nouvelle pour plus de dix ans.',
    pluto: 'Une transformation à l’échelle d’une génération commence.',
  },
  phaseMeaning: {
    new: 'Un moment pour formuler vos intentions et commencer sans bruit.',
    firstQuarter: 'Un moment pour mettre vos intentions en actes et affronter les premiers obstacles.',
    full: 'Un moment d’aboutissement, de clarté et de lâcher-prise.',
    lastQuarter: 'Un moment pour faire le tri, pardonner et libérer de la place.',
  },
  voidAdvice: [
    'Les tâches courantes se déroulent bien ; pour lancer un projet, signer ou faire un gros achat, attendez que la Lune change de signe.',
    'Reposez-vous, rangez, prenez du recul ; les décisions prises maintenant ont tendance à rester sans suite.',
    'Un bon moment pour terminer ce qui est commencé plutôt que pour entreprendre du nouveau.',
  ],

  hourSignificance: {
    sun: 'Heure du Soleil : pour vous montrer, prendre les devants et rencontrer des personnes en position d’autorité.',
    moon: 'Heure de la Lune : pour le foyer, la famille, le public et tout ce qui demande du soin.',
    mars: 'Heure de Mars : pour l’effort, le courage, le sport, et pour vous attaquer à ce que vous remettez à plus tard.',
    mercury: 'Heure de Mercure : pour l’écriture, les études, les appels, le commerce et les petits déplacements.',
    jupiter:
      'Heure de Jupiter : pour les requêtes, l’expansion, les questions juridiques, l’enseignement et la générosité.',
    venus: 'Heure de Vénus : pour l’amour, la beauté, l’art, l’amitié et les réconciliations.',
    saturn:
      'Heure de Saturne : pour la discipline, la planification, l’immobilier et l’achèvement des tâches de longue haleine.',
  },
  retrogradeEffects: {
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
  },
  directEffects: {
    mercury: 'Mercure direct : communications et projets suivent leur cours normal.',
    venus: 'Vénus directe : l’amour et l’argent retrouvent leur cours habituel.',
    mars: 'Mars direct : l’énergie se traduit sans détour en actes.',
    jupiter: 'Jupiter direct : croissance et occasions se déploient au grand jour.',
    saturn: 'Saturne direct : l’effort régulier produit des résultats visibles.',
    uranus: 'Uranus direct : changement et innovation avancent à découvert.',
    neptune: 'Neptune direct : l’inspiration et la compassion se répandent autour de vous.',
    pluto: 'Pluton direct : la transformation fait son chemin dans le monde.',
  },

  contacts: CONTACTS_FR,
  frames: FRAMES_FR,
  stop: '.',
  gap: ' ',
  transitTitle: (p, aspect, point, solar) =>
    `${g.capitalize(g.planet(p, 'the'))} ${ASPECT_VERB[aspect]} ${solar ? 'le cœur de votre signe (qui tient lieu de votre Soleil)' : POINT[point]}`,
  progression: (point, s) => PROGRESSED[point][s],

  reading: ORACLE_FR,
};
