/**
 * The French frames of a contact (core/sky/contacts.ts): where a transit falls in the houses, when
 * it is exact, and where the progressed Sun or Moon stands in its sign. Dates are written as
 * French writes them (« le 1er décembre », « le 7 janvier 2027 », « en mars 2027 »); a past date is
 * always governed by « a été » or « était » (core/coach/tense-check.ts), a date ahead never is. Templates are
 * written with plain spaces before « : » and « ; »: the writers finish them with no-break spaces.
 */
import { GRAMMAR_FR as g, elides, pluralSign } from '../../../i18n/grammar/fr';
import type { SignId } from '../../../zodiac';
import type { ContactFrames, Day, ProgressedBody } from '../../contacts';
import type { NatalPoint, TransitAspect, TransitingPlanet } from '../../transits';

/** The natal point as the reader's: « natal » agrees with the point, never with the reader. */
export const POINT: Readonly<Record<NatalPoint, string>> = {
  sun: 'votre Soleil natal',
  moon: 'votre Lune natale',
  mercury: 'votre Mercure natal',
  venus: 'votre Vénus natale',
  mars: 'votre Mars natal',
  jupiter: 'votre Jupiter natal',
  saturn: 'votre Saturne natal',
  uranus: 'votre Uranus natal',
  neptune: 'votre Neptune natal',
  pluto: 'votre Pluton natal',
  ascendant: 'votre Ascendant',
  midheaven: 'votre Milieu du Ciel',
};

/** What each house governs, as the complement of « celle » or « domaine » (« celle du couple… »). */
export const HOUSE_TOPIC: Readonly<Record<number, string>> = {
  1: 'de la personnalité et de l’élan personnel',
  2: 'de l’argent et des valeurs',
  3: 'des échanges et de l’entourage proche',
  4: 'du foyer et des racines',
  5: 'des amours, du jeu et de la création',
  6: 'du travail quotidien et de la santé',
  7: 'du couple, des associés et des adversaires déclarés',
  8: 'de l’intimité et des ressources partagées',
  9: 'des horizons lointains et des convictions',
  10: 'de la carrière et de la réputation',
  11: 'des amitiés et des projets collectifs',
  12: 'de l’intériorité et du retrait',
};
/** « votre maison 7, celle du couple… »; a house outside 1-12 goes without its topic. */
const house = (n: number, lead: 'celle' | 'domaine') => {
  const topic = HOUSE_TOPIC[n];
  return topic ? `votre maison ${n}, ${lead} ${topic}` : `votre maison ${n}`;
};

/** « c’est de là qu’il agit », « qu’elle agit »: the pronoun agrees with the moving planet. */
const FROM: Readonly<Record<TransitingPlanet, string>> = {
  sun: 'qu’il agit',
  mercury: 'qu’il agit',
  venus: 'qu’elle agit',
  mars: 'qu’il agit',
  jupiter: 'qu’il agit',
  saturn: 'qu’il agit',
  uranus: 'qu’il agit',
  neptune: 'qu’il agit',
  pluto: 'qu’il agit',
};

/** The progressed body as the subject of a title, with the agreement of « progressé ». */
const PROGRESSED: Readonly<Record<ProgressedBody, string>> = {
  sun: 'Votre Soleil progressé',
  moon: 'Votre Lune progressée',
  mercury: 'Votre Mercure progressé',
  venus: 'Votre Vénus progressée',
  mars: 'Votre Mars progressé',
};
/** « Saturne forme un carré avec votre Vénus natale »: the aspect as a verb, followed by « avec ». */
export const ASPECT_VERB: Readonly<Record<TransitAspect, string>> = {
  conjunction: 'est en conjonction avec',
  sextile: 'forme un sextile avec',
  square: 'forme un carré avec',
  trine: 'forme un trigone avec',
  opposition: 'est en opposition avec',
};

/**
 * What each sign asks of the reader while the progressed Sun crosses it: the direction of a life,
 * the will, what one builds. Infinitives without a preposition (« de » or « à » is added).
 */
const SUN_ASKS: Readonly<Record<SignId, readonly string[]>> = {
  aries: ['prendre les devants', 'tracer votre propre route', 'oser des commencements qui portent votre marque'],
  taurus: [
    'bâtir lentement ce qui doit durer',
    'donner de la valeur à vos talents',
    'ancrer vos projets dans le concret',
  ],
  gemini: ['multiplier les pistes', 'apprendre sans relâche', 'faire circuler vos idées'],
  cancer: [
    'fonder un foyer qui vous ressemble',
    'protéger ce que vous avez bâti',
    'mettre votre sensibilité au service des vôtres',
  ],
  leo: ['créer', 'prendre votre place dans la lumière', 'diriger avec cœur'],
  virgo: ['perfectionner votre savoir-faire', 'vous rendre utile', 'mettre de l’ordre dans vos projets'],
  libra: ['nouer des alliances', 'chercher la juste mesure', 'faire régner l’harmonie autour de vous'],
  scorpio: ['aller au fond des choses', 'transformer ce qui doit l’être', 'renoncer à ce qui a fait son temps'],
  sagittarius: ['élargir vos horizons', 'donner un sens à ce que vous entreprenez', 'suivre vos convictions'],
  capricorn: ['vous fixer un cap', 'assumer vos responsabilités', 'construire avec patience'],
  aquarius: ['vous affranchir des attentes d’autrui', 'inventer votre propre voie', 'travailler pour un avenir commun'],
  pisces: [
    'suivre votre inspiration',
    'servir une cause qui vous dépasse',
    'laisser votre imagination guider vos choix',
  ],
};

/**
 * What the reader needs while the progressed Moon crosses each sign: emotional needs, what feels
 * safe. Written apart from the Sun's, so that a block with both lights in one sign never says the
 * same list twice. Infinitives after « besoin de »; nothing agrees with the reader. A late Moon
 * says two neighbouring signs' lists in one sentence, and the lights often share a sign, so no
 * verb or noun comes back between neighbours or between the Sun's and the Moon's lists of one
 * sign (« garder », « vivre », « voir », « paix », « les vôtres »). The frame around them says
 * « Pour vous sentir en sécurité, vous avez besoin de… »: no item says « sentir » or « besoins »,
 * and no middle item carries its own « et » (« de confort et de beauté et de… »).
 */
const MOON_NEEDS: Readonly<Record<SignId, readonly string[]>> = {
  aries: ['réagir sur le vif', 'dire sans détour ce que vous ressentez', 'garder votre indépendance affective'],
  taurus: ['retrouver du calme', 'savourer les plaisirs simples', 'compter sur des repères stables'],
  gemini: ['parler de ce que vous ressentez', 'varier vos occupations', 'garder le contact avec votre entourage'],
  cancer: ['vous blottir dans un vrai refuge', 'prendre soin de ceux que vous aimez', 'savoir que l’on tient à vous'],
  leo: ['recevoir de la tendresse et de l’attention', 'partager votre chaleur', 'susciter l’admiration de vos proches'],
  virgo: [
    'organiser votre quotidien avec soin',
    'prendre soin de votre corps',
    'puiser du réconfort dans des gestes simples',
  ],
  libra: [
    'vivre en paix avec vos proches',
    'partager ce que vous ressentez',
    'trouver l’équilibre entre vous et les autres',
  ],
  scorpio: ['nouer des liens intenses et sincères', 'pouvoir faire confiance', 'garder une part secrète'],
  sagittarius: [
    'prendre le large de temps en temps',
    'préserver votre liberté dans vos attachements',
    'nourrir votre optimisme',
  ],
  capricorn: [
    'vous appuyer sur des bases solides',
    'maîtriser vos émotions',
    'savoir que vos efforts protègent les vôtres',
  ],
  aquarius: [
    'garder un peu de distance pour y voir clair',
    'partager vos idéaux avec des amis',
    'voir votre indépendance respectée',
  ],
  pisces: [
    'vous ménager des moments de retrait',
    'écouter votre intuition',
    'éprouver un lien profond avec ceux qui vous entourent',
  ],
};

/** « de ralentir, d’écouter votre corps et de bâtir… », « à apprendre, à poser… »: French repeats the preposition. */
const infinitives = (preposition: 'de' | 'à', items: readonly string[]) =>
  g.list(items.map((item) => (preposition === 'de' && elides(item) ? `d’${item}` : `${preposition} ${item}`)));

/** The second and third exact passes: « de nouveau », « une troisième fois ». */
const AGAIN = ['', 'de nouveau', 'une troisième fois'] as const;

export const FRAMES: ContactFrames = {
  // The frame does not know the aspect: « rencontre » would tell a conjunction, so a square or a
  // trine from another house says where each stands, and an angle is reached « depuis » the house.
  transitHouses: ({ planet, planetHouse, point, pointHouse }) => {
    const where = `${g.capitalize(g.planet(planet, 'the'))} traverse ${house(planetHouse, 'celle')}`;
    if (pointHouse === null) return `${where}, et c’est de là ${FROM[planet]} sur ${POINT[point]}.`;
    if (pointHouse === planetHouse) return `${where}, où se trouve aussi ${POINT[point]}.`;
    return `${where}, tandis que ${POINT[point]} se trouve dans ${house(pointHouse, 'domaine')}.`;
  },

  transitTimeline: ({ today, began, exact, fades }) => {
    const on = (d: Day) => `le ${g.day(d, today)}`;
    // Each clause has « ce transit » for subject; a past date always follows « a été » or « était »
    // (« était perceptible dès » : the transit is still felt, which « a été perceptible » denied).
    const head: string[] = [];
    if (began) {
      head.push(
        began.tense === 'past'
          ? `était perceptible dès ${on(began.day)}`
          : began.tense === 'now'
            ? 'commence à se faire sentir aujourd’hui'
            : `commence à se faire sentir ${on(began.day)}`,
      );
    }
    const passes = exact.map((pass, i) => {
      const again = AGAIN[i] ?? 'encore';
      const previous = exact[i - 1];
      if (i === 0) {
        return pass.tense === 'past'
          ? `a été exact ${on(pass.day)}`
          : pass.tense === 'now'
            ? 'est exact aujourd’hui'
            : `sera exact ${on(pass.day)}`;
      }
      if (pass.tense === 'past') return `l’a été ${again} ${on(pass.day)}`;
      if (pass.tense === 'now') return `l’est ${again} aujourd’hui`;
      if (previous?.tense !== 'next') return `le sera ${again} ${on(pass.day)}`;
      // « sera exact le 25 février, puis de nouveau le 25 juillet et une troisième fois le 4 janvier »: one « puis » only.
      return i === 2 && exact[0]?.tense === 'next' ? `${again} ${on(pass.day)}` : `puis ${again} ${on(pass.day)}`;
    });
    // « sera exact le 9 décembre, puis de nouveau le 1er mars » reads without « et » before « puis ».
    const joined = [...head, ...passes].reduce((text, clause, i, all) => {
      if (i === 0) return clause;
      if (clause.startsWith('puis ')) return `${text}, ${clause}`;
      return i === all.length - 1 ? `${text} et ${clause}` : `${text}, ${clause}`;
    }, '');
    const end = fades
      ? fades.tense === 'past'
        ? `a été sensible jusqu’au ${g.day(fades.day, today)}`
        : fades.tense === 'now'
          ? 's’estompe aujourd’hui'
          : `reste sensible jusqu’au ${g.day(fades.day, today)}`
      : null;
    if (!joined) {
      if (fades?.tense === 'past') return `Ce transit ${end}.`;
      return end
        ? `Ce transit est déjà à l’œuvre et ${end}.`
        : 'Ce transit est à l’œuvre en ce moment, sans date marquante dans la période que couvre ce calcul.';
    }
    return end ? `Ce transit ${joined} ; il ${end}.` : `Ce transit ${joined}.`;
  },

  progressedTitle: (body, aspect, point) => `${PROGRESSED[body]} ${ASPECT_VERB[aspect]} ${POINT[point]}`,

  progressedWhen: ({ exact, tense }) =>
    tense === 'past'
      ? `Ce contact a été exact en ${g.month(exact)}.`
      : tense === 'now'
        ? `Ce contact est exact ce mois-ci, en ${g.month(exact)}.`
        : `Ce contact sera exact en ${g.month(exact)}.`,

  progressedPlace: ({ point, sign, part, entered, leaves, nextSign }) => {
    const sun = point === 'sun';
    const body = sun ? 'Votre Soleil progressé' : 'Votre Lune progressée';
    const e = sun ? '' : 'e';
    // « une existence », not « une vie »: the chapter clause after it says « votre vie ».
    const rare = 'de ceux qui ne surviennent que deux ou trois fois dans une existence';
    /** « et passera en Gémeaux en février 2027 » (a month ahead, so the future), after a comma when a clause in apposition comes before it. */
    const goes = (comma: boolean) =>
      leaves ? `${comma ? ',' : ''} et passera ${g.sign(nextSign, 'in')} en ${g.month(leaves)}` : '';
    let first: string;
    if (part === 'early' && entered) {
      const came =
        entered.tense === 'past'
          ? `est entré${e} ${g.sign(sign, 'in')} en ${g.month(entered.month)}`
          : entered.tense === 'now'
            ? `entre ${g.sign(sign, 'in')} ce mois-ci`
            : `entre ${g.sign(sign, 'in')} en ${g.month(entered.month)}`;
      first = sun
        ? `${body} ${came}${goes(false)} : c’est un tournant rare, ${rare}, et un nouveau chapitre de votre vie s’ouvre`
        : `${body} ${came}${goes(false)} : un nouveau chapitre de votre vie émotionnelle s’ouvre`;
    } else {
      const since = entered
        ? entered.tense === 'past'
          ? `, commencée en ${g.month(entered.month)}`
          : entered.tense === 'now'
            ? ', commencée ce mois-ci'
            : `, qui commence en ${g.month(entered.month)}`
        : '';
      const where =
        part === 'early'
          ? `en est au premier tiers de sa traversée ${g.sign(sign, 'of')}, un chapitre encore jeune de votre vie`
          : part === 'middle'
            ? `est au cœur de sa traversée ${g.sign(sign, 'of')}`
            : `achève sa traversée ${g.sign(sign, 'of')}`;
      const turning =
        sun && leaves
          ? ` : un tournant rare se prépare, ${rare}`
          : sun && entered
            ? ` : un tournant rare, ${rare}, vient d’avoir lieu`
            : '';
      first = `${body} ${where}${since}${goes(since !== '' || part === 'early')}${turning}`;
    }
    // The Sun: what the sign asks of a life (« Le Cancer vous demande de… »). The Moon: what the
    // reader needs to feel safe (« vous avez besoin de… »), in its own list.
    let second: string;
    if (sun) {
      // Right after « au cœur de sa traversée de la Vierge », with no other sign named, « Ce signe »
      // spares the sign's name twice in a row.
      const asks =
        part === 'middle' && !leaves
          ? 'Ce signe vous demande'
          : `${g.capitalize(g.sign(sign, 'the'))} vous demande${pluralSign(sign) ? 'nt' : ''}`;
      second =
        part === 'late'
          ? `${asks} encore ${infinitives('de', SUN_ASKS[sign])}, tandis que ${g.sign(nextSign, 'the')} vous invite${pluralSign(nextSign) ? 'nt' : ''} déjà ${infinitives('à', SUN_ASKS[nextSign])}`
          : part === 'early'
            ? `${asks} à présent ${infinitives('de', SUN_ASKS[sign])}`
            : `${asks} ${infinitives('de', SUN_ASKS[sign])}`;
    } else {
      second =
        part === 'late'
          ? `Vous avez encore besoin ${infinitives('de', MOON_NEEDS[sign])}, mais ${g.sign(nextSign, 'the')} éveille${pluralSign(nextSign) ? 'nt' : ''} déjà en vous le besoin ${infinitives('de', MOON_NEEDS[nextSign])}`
          : part === 'early'
            ? `Désormais, vous avez besoin ${infinitives('de', MOON_NEEDS[sign])}`
            : `Pour vous sentir en sécurité, vous avez besoin ${infinitives('de', MOON_NEEDS[sign])}`;
    }
    return `${first}. ${second}.`;
  },
};
