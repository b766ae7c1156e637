/**
 * The Hindi titles of the sky's events (core/sky/texts.ts: stationTitle, ingressTitle, phaseTitle,
 * transitTitle), each built once as the label a card or the calendar shows ("मंगल कन्या राशि में
 * वक्री होता है", the glossary's event label) and once as a sentence about a day ahead ("… वक्री
 * होगा"). The Oracle's weeks ahead name a coming date and so need the future: the engine hands
 * `onDate` the label, and `aheadOf` gives back its future sentence. Every title is one of a few
 * thousand, so the two forms are paired here in full rather than guessed from the label's words.
 */
import { DIRECTION, GRAMMAR_HI as g } from '../../../i18n/grammar/hi';
import { SIGN_IDS, type SignId } from '../../../zodiac';
import {
  type Direction,
  INGRESS_BODIES,
  type IngressBody,
  MOON_PHASES,
  type MoonPhaseName,
  STATION_BODIES,
  type StationBody,
} from '../../events';
import { NATAL_POINTS, type NatalPoint, TRANSITING, type TransitAspect, type TransitingPlanet } from '../../transits';
import { ASPECT_WITH, POINT } from './frames';

/** A title as a label, and as a sentence about a day ahead. */
type Both = readonly [label: string, ahead: string];

/** Without a birth chart: the middle of the Sun sign stands in for the natal Sun. */
const SOLAR_POINT = 'आपकी सूर्य राशि के मध्य बिंदु (जो यहाँ आपके सूर्य का स्थान लेता है)';

const station = (body: StationBody, direction: Direction, s: SignId): Both => {
  const at = `${g.planet(body)} ${g.sign(s, 'rashi')} में ${DIRECTION[direction]}`;
  return [`${at} होता है`, `${at} होगा`];
};
const ingress = (body: IngressBody, s: SignId, direction: Direction): Both =>
  direction === 'direct'
    ? [`${g.planet(body)} का ${g.sign(s, 'rashi')} में प्रवेश`, `${g.planet(body)} ${g.sign(s, 'rashi')} में प्रवेश करेगा`]
    : [
        `वक्री ${g.planet(body)} ${g.sign(s, 'rashi')} में लौटता है`,
        `वक्री ${g.planet(body)} ${g.sign(s, 'rashi')} में लौटेगा`,
      ];
/** The quarters are the Moon itself ("…का चंद्रमा"), so ahead the Moon reaches them; a New and a Full Moon happen. */
const phase = (name: MoonPhaseName, s: SignId): Both => {
  const sign = g.sign(s, 'rashi');
  switch (name) {
    case 'new':
      return [`${sign} में अमावस्या`, `${sign} में अमावस्या होगी`];
    case 'full':
      return [`${sign} में पूर्णिमा`, `${sign} में पूर्णिमा होगी`];
    case 'firstQuarter':
      return [`${sign} में प्रथम चतुर्थांश का चंद्रमा`, `चंद्रमा ${sign} में अपने प्रथम चतुर्थांश पर पहुँचेगा`];
    default:
      return [`${sign} में अंतिम चतुर्थांश का चंद्रमा`, `चंद्रमा ${sign} में अपने अंतिम चतुर्थांश पर पहुँचेगा`];
  }
};
/** The transiting planet is the subject ("शनि … से चतुष्कोण बनाता है"). */
const transit = (p: TransitingPlanet, aspect: TransitAspect, point: NatalPoint, solar: boolean): Both => {
  const made = `${g.planet(p)} ${solar ? SOLAR_POINT : POINT[point]} ${ASPECT_WITH[aspect]}`;
  return [`${made} बनाता है`, `${made} बनाएगा`];
};

export const TITLES = {
  station: (body: StationBody, direction: Direction, s: SignId) => station(body, direction, s)[0],
  ingress: (body: IngressBody, s: SignId, direction: Direction) => ingress(body, s, direction)[0],
  phase: (name: MoonPhaseName, s: SignId) => phase(name, s)[0],
  transit: (p: TransitingPlanet, aspect: TransitAspect, point: NatalPoint, solar: boolean) =>
    transit(p, aspect, point, solar)[0],
};

const ASPECTS: readonly TransitAspect[] = ['conjunction', 'sextile', 'square', 'trine', 'opposition'];
const DIRECTIONS: readonly Direction[] = ['retrograde', 'direct'];
/** Every label with its sentence ahead. */
const AHEAD: ReadonlyMap<string, string> = (() => {
  const all: Both[] = [];
  for (const s of SIGN_IDS) {
    for (const direction of DIRECTIONS) {
      for (const body of STATION_BODIES) all.push(station(body, direction, s));
      for (const body of INGRESS_BODIES) all.push(ingress(body, s, direction));
    }
    for (const name of MOON_PHASES) all.push(phase(name, s));
  }
  for (const p of TRANSITING) {
    for (const aspect of ASPECTS) {
      for (const point of NATAL_POINTS) all.push(transit(p, aspect, point, false));
      all.push(transit(p, aspect, 'sun', true));
    }
  }
  return new Map(all);
})();

/** An event's title as a sentence about a day ahead ("मंगल कन्या राशि में वक्री होगा"); a title not built here stays as it is. */
export const aheadOf = (title: string) => AHEAD.get(title) ?? title;
