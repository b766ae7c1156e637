/**
 * The Hindi frames of the Oracle reading (core/sky/oracle-frames.ts; docs/i18n/glossary-hi.md).
 *
 * Style: आप with polite -एँ imperatives, hedged, and never a verb that agrees with the reader: verbs
 * agree with a planet (masculine singular), an aspect (युति and प्रतियुति feminine, the others
 * masculine), a lunation (feminine) or a thing. Sentences end with the पूर्ण विराम "।"; few colons
 * (the editor counted too many): a dash, "यानी" or two sentences instead. A date takes the verb of
 * its tense: past "हुआ", today "आज … है / हो रहा है", later "होगा". A range of clock times names
 * the part of the day once ("सुबह 8:30 से 9:15 तक"). No frame has a colon. Neighbouring sentences of
 * one kind (the contact lines, the retrograde lines, two New Moons ahead) take different shapes, and
 * a sentence never uses the words of the one that told the same fact (the void window, its close).
 */
import { DIRECTION, GRAMMAR_HI as g } from '../../../i18n/grammar/hi';
import type { Dated, HouseRef, OracleFrames, Tone } from '../../oracle-frames';
import type { NatalPoint, TransitAspect, TransitingPlanet } from '../../transits';
import { STATION_BODIES } from '../../events';
import { ASPECT_WITH, HOUSE_TOPIC, POINT } from './frames';
import { aheadOf } from './titles';

/** "9 दिसंबर को", "आज". */
const on = (d: Dated) => (d.tense === 'now' ? 'आज' : `${g.day(d.day, d.today)} को`);

/** युति and प्रतियुति are feminine: the possessive and the verb agree with the aspect. */
const FEMININE_ASPECT: Readonly<Record<TransitAspect, boolean>> = {
  conjunction: true,
  sextile: false,
  square: false,
  trine: false,
  opposition: true,
};
/** How an aspect acts (the engine's harmony): the headline's why is said by it. */
const HARMONY_OF: Readonly<Record<TransitAspect, 'easy' | 'tense' | 'blend'>> = {
  conjunction: 'blend',
  sextile: 'easy',
  square: 'tense',
  trine: 'easy',
  opposition: 'tense',
};
/** The ending of a verb or possessive that agrees with an aspect: "का / की", "होगा / होगी". */
const agree = (aspect: TransitAspect, m: string, f: string) => (FEMININE_ASPECT[aspect] ? f : m);

/** The middle of the sign, which stands in for the natal Sun of a reader without a birth time. */
const SOLAR_TARGET = 'आपकी सूर्य राशि के मध्य बिंदु';
/**
 * The point a contact reaches, before a postposition. A planet's own natal place is named as the
 * natal planet ("शनि का आपकी जन्म कुंडली के शनि से चतुष्कोण"), which Hindi says without strain.
 */
const target = (point: NatalPoint, solar: boolean) => (solar ? SOLAR_TARGET : POINT[point]);
/** "से लगभग सटीक प्रतियुति": the aspect with "nearly exact" between its postposition and its noun. */
const nearly = (aspect: TransitAspect) => {
  const words = ASPECT_WITH[aspect];
  const cut = words.lastIndexOf(' ');
  return `${words.slice(0, cut)} लगभग सटीक ${words.slice(cut + 1)}`;
};
/** "शनि का आपकी जन्म कुंडली के शुक्र से चतुष्कोण", "शुक्र की आपके लग्न के साथ युति". */
const contact = (p: TransitingPlanet, aspect: TransitAspect, point: NatalPoint, solar: boolean, oblique = false) =>
  `${g.planet(p)} ${agree(aspect, oblique ? 'के' : 'का', 'की')} ${target(point, solar)} ${ASPECT_WITH[aspect]}`;

/** A chart point by its bare name, after "उसी" ("उसी सूर्य", "उसी लग्न"). */
const POINT_NAME: Readonly<Record<NatalPoint, string>> = {
  sun: g.planet('sun'),
  moon: g.planet('moon'),
  mercury: g.planet('mercury'),
  venus: g.planet('venus'),
  mars: g.planet('mars'),
  jupiter: g.planet('jupiter'),
  saturn: g.planet('saturn'),
  uranus: g.planet('uranus'),
  neptune: g.planet('neptune'),
  pluto: g.planet('pluto'),
  ascendant: 'लग्न',
  midheaven: 'मध्य आकाश',
};

/** A chart point as a theme: the key themes' label (direct case). */
const THEME: Readonly<Record<NatalPoint, string>> = {
  sun: 'जीवन का उद्देश्य',
  moon: 'भावनाएँ और घर',
  mercury: 'सोच और बातचीत',
  venus: 'प्रेम और मूल्य',
  mars: 'जोश और साहस',
  jupiter: 'विकास और आस्था',
  saturn: 'कर्तव्य और अनुशासन',
  uranus: 'आज़ादी और बदलाव',
  neptune: 'सपने और अंतर्ज्ञान',
  pluto: 'भीतरी शक्ति और कायापलट',
  ascendant: 'दूसरों पर आपकी छाप',
  midheaven: 'करियर और जीवन की दिशा',
};
/** The same themes before a postposition ("भावनाओं और घर के लिए"). */
const THEME_OBL: Readonly<Record<NatalPoint, string>> = {
  ...THEME,
  sun: 'जीवन के उद्देश्य',
  moon: 'भावनाओं और घर',
  venus: 'प्रेम और मूल्यों',
  neptune: 'सपनों और अंतर्ज्ञान',
};
/** A theme handed back by the reading (the `closing`'s), before a postposition. */
const themeObl = (theme: string) => {
  const point = (Object.keys(THEME) as NatalPoint[]).find((k) => THEME[k] === theme);
  return point ? THEME_OBL[point] : theme;
};

/** What a planet stands for when it stands still, with its gender: "उसका अनुशासन", "उसकी कल्पना". */
const NATURE: Readonly<Record<TransitingPlanet, { noun: string; feminine: boolean }>> = {
  sun: { noun: 'संकल्प', feminine: false },
  mercury: { noun: 'सोच-विचार', feminine: false },
  venus: { noun: 'स्नेह-भाव', feminine: false },
  mars: { noun: 'जोश', feminine: false },
  jupiter: { noun: 'विस्तार', feminine: false },
  saturn: { noun: 'अनुशासन', feminine: false },
  uranus: { noun: 'बदलाव की ललक', feminine: true },
  neptune: { noun: 'सपनों भरी कल्पना', feminine: true },
  pluto: { noun: 'कायापलट की शक्ति', feminine: true },
};
/** "उसका अनुशासन" (direct), "उसके अनुशासन" (before a postposition), "उसकी कल्पना". */
const its = (p: TransitingPlanet, oblique = false) =>
  `${NATURE[p].feminine ? 'उसकी' : oblique ? 'उसके' : 'उसका'} ${NATURE[p].noun}`;
/** The planet's nature as its own, before a postposition: "अपने अनुशासन", "अपनी कल्पना". */
const ownNature = (p: TransitingPlanet) => `${NATURE[p].feminine ? 'अपनी' : 'अपने'} ${NATURE[p].noun}`;
/** A verb ending that agrees with the planet's nature: "कहता / कहती है". */
const byNature = (p: TransitingPlanet, m: string, f: string) => (NATURE[p].feminine ? f : m);

/** A house of the chart before a postposition: "आपके सातवें भाव", "आपकी सूर्य राशि से सातवें भाव". */
const houseBare = (h: HouseRef) => `${h.solar ? 'आपकी सूर्य राशि से' : 'आपके'} ${g.ordinal(h.house, 'oblique')} भाव`;
/** "आपके सातवें भाव में, यानी साझेदारी और आमने-सामने के रिश्तों के क्षेत्र में". */
const houseIn = (h: HouseRef, last = false) => {
  const topic = HOUSE_TOPIC[h.house];
  // The gloss is closed by a comma before the verb, not before the sentence's end.
  return `${houseBare(h)} में${topic ? `, यानी ${topic} के क्षेत्र में${last ? '' : ','}` : ''}`;
};
/** Whether a house's topic shares a word with a theme ("करियर" twice in one sentence reads as an echo). */
const STOP = new Set(['और', 'की', 'का', 'के', 'पर', 'में', 'से', 'आपकी', 'आपके', 'आपका']);
const echoes = (topic: string, theme: string) => {
  const words = (t: string) => t.split(/[\s,]+/u).filter((w) => w && !STOP.has(w));
  const own = new Set(words(theme));
  return words(topic).some((w) => own.has(w));
};
/** The house as the ground of a station, when a reader has no birth time (the sign stands for the chart). */
const houseTopicOr = (h: HouseRef | null, point: NatalPoint) =>
  (h && HOUSE_TOPIC[h.house]) || THEME_OBL[point === 'ascendant' || point === 'midheaven' ? point : 'sun'];

const NUMBER = ['कोई नहीं', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ', 'दस'] as const;
/** A count in words up to ten ("तीन गोचर"), in digits after. */
const number = (n: number) => NUMBER[n] ?? String(n);

/**
 * "सुबह 8:30 से 9:15 तक": the part of the day (and a "UTC") said once when both ends share it, as
 * the editor asks; a time on another day ("7 दिसंबर, रात 11:40") keeps its own words.
 */
const CLOCK = /^(सुबह|दोपहर|शाम|रात) (\d{1,2}:\d{2})( UTC)?$/u;
const range = (start: string, end: string) => {
  const a = CLOCK.exec(start);
  const b = CLOCK.exec(end);
  if (a && b && a[1] === b[1] && (a[3] ?? '') === (b[3] ?? '')) return `${a[1]} ${a[2]} से ${b[2]}${b[3] ?? ''} तक`;
  return `${start} से ${end} तक`;
};

const DAY_MS = 86_400_000;
const utcOf = (d: Dated['day']) => Date.UTC(d.year, d.month - 1, d.day);
/** Monday-based: two days in one such week are "the same week". */
const weekOf = (d: Dated['day']) => Math.floor((utcOf(d) / DAY_MS + 3) / 7);

/**
 * How a coming turn's date is said after the one before it, so that the weeks ahead read as prose.
 * The first names its date in full. After it the places take turns: an even place says the date
 * against the one before ("अगले दिन", "एक दिन बाद", "तीन दिन बाद", "उसके तीन दिन बाद", "तीन दिन और
 * बीतने पर", "ठीक एक हफ़्ते बाद", or after a
 * longer gap "उसके बाद 24 तारीख़ को", "जनवरी की शुरुआत में, 3 तारीख़ को,"), an odd place names its
 * day ("18 तारीख़ को", "उसी हफ़्ते 18 तारीख़ को", "महीने के आख़िर में, 30 तारीख़ को,", "21 दिसंबर
 * को", "फिर 3 जनवरी को"). The two sets share no opening, so neighbouring turns never open alike,
 * and every date is there or counted in days from the one just told. Each set turns its own
 * wordings too, so that a paragraph of sixteen turns does not say "अगले दिन" six times. A new
 * year after more than a week's gap is said where it begins ("नए साल में"): once a paragraph.
 */
const aheadDate = (date: Dated, place: { index: number; previous: Dated | null }) => {
  const { previous, index } = place;
  if (!previous || date.tense !== 'next') return on(date);
  const gap = Math.round((utcOf(date.day) - utcOf(previous.day)) / DAY_MS);
  if (gap <= 0) return 'उसी दिन';
  const d = date.day;
  const day = `${d.day} तारीख़`;
  // Weeks ahead never reach another year's same day: the month and day alone are unambiguous.
  const dayMonth = g.day(d, d);
  const sameMonth = d.year === previous.day.year && d.month === previous.day.month;
  const newYear = d.year !== previous.day.year;
  const turn = Math.floor(index / 2) % 3;
  if (index % 2 === 0) {
    if (gap === 1) return (['अगले दिन', 'एक दिन बाद', 'उसके ठीक अगले दिन'] as const)[turn];
    // Gaps of two to six days are the commonest: said the same way, "तीन दिन बाद" came four times a paragraph.
    if (gap < 7) return [`${number(gap)} दिन बाद`, `उसके ${number(gap)} दिन बाद`, `${number(gap)} दिन और बीतने पर`][turn];
    if (gap === 7) return 'ठीक एक हफ़्ते बाद';
    if (newYear) return `नए साल में, ${dayMonth} को,`;
    if (sameMonth) return `उसके बाद ${day} को`;
    return d.day <= 10 ? `${g.monthName(d.month)} की शुरुआत में, ${day} को,` : `उसके बाद ${dayMonth} को`;
  }
  if (newYear) return `नए साल में, ${dayMonth} को,`;
  if (!sameMonth) return `फिर ${dayMonth} को`;
  if (turn === 0) return `${day} को`;
  if (turn === 2) return `${dayMonth} को`;
  if (gap >= 2 && weekOf(d) === weekOf(previous.day)) return `उसी हफ़्ते ${day} को`;
  return d.day >= 27 ? `महीने के आख़िर में, ${day} को,` : `फिर ${day} को`;
};

/** What the best hour is for, by its ruler: when beginnings are free, and when the day holds them back. */
const HOUR_USE: Readonly<Record<string, { free: string; hold: string }>> = {
  sun: {
    free: 'जहाँ बात सचमुच मायने रखती हो, वहाँ ख़ुद को आगे रखें',
    hold: 'अब तक किया गया काम उन लोगों को दिखाएँ जिनकी राय मायने रखती है',
  },
  moon: {
    free: 'अपने क़रीबी लोगों की ओर हाथ बढ़ाएँ',
    hold: 'अपने क़रीबी लोगों का ख़याल रखें',
  },
  mercury: {
    free: 'वह संदेश भेज दें या वह फ़ोन कर लें, जो टलता आ रहा है',
    hold: 'जो लिखा जा चुका है, उसे दोबारा पढ़ें और जाँचें, और अटके हुए जवाब निपटा दें',
  },
  venus: {
    free: 'किसी से कोई छोटी मदद माँगें, या सुलह की पहल करें',
    hold: 'किसी अपने के साथ जो खटास रह गई है, उसे धीरे से दूर करें',
  },
  mars: {
    free: 'सबसे कठिन काम सबसे पहले हाथ में लें',
    hold: 'जिस काम को बार-बार टाला गया है, उसे निपटा दें',
  },
  jupiter: {
    free: 'जो आपको चाहिए, वह खुलकर माँगें',
    hold: 'जिन लोगों ने आपका साथ दिया, उनका शुक्रिया अदा करें',
  },
  saturn: {
    free: 'अगले कदम की योजना ध्यान से बनाएँ',
    hold: 'कोई लंबा खिंचता काम पूरा करें',
  },
};

/**
 * The closing by the day's tone, three shapes each, about a theme before a postposition: a point's
 * theme ("जीवन के उद्देश्य") or, for a reader without a chart, a house's topic as the free reading
 * names it ("धन, संपत्ति और आपके लिए मूल्यवान चीज़ों"). Those are lists with their own और, so no
 * shape puts another और right before one, and a verb that fits one topic only ("सँवारें") takes
 * "से जुड़ी बातों" between them. One topic holds its own "के लिए" ("आपके लिए मूल्यवान चीज़ों"), so
 * no shape puts "के लिए" after the theme either.
 */
const CLOSING: Readonly<Record<Tone, readonly ((t: string) => string)[]>> = {
  bright: [
    (t) => `कुल मिलाकर, आज आकाश ${t} से जुड़े कई दरवाज़े खोलता है — उनमें से उस दरवाज़े से आगे बढ़ें जो सबसे ज़्यादा मायने रखता है।`,
    (t) => `${t} के मामले में आज का दिन उदार है; जो सही लगे, उस पर अमल करें, और जिसकी आपको परवाह है, उसे एक कदम आगे ले जाएँ।`,
    (t) => `आज की धारा ${t} के पक्ष में बह रही है। जिस काम का मन बहुत दिनों से था, उसे अब शुरू करें।`,
  ],
  steady: [
    (t) => `कुल मिलाकर, आज ${t} से जुड़े कामों में धीमी पर लगातार प्रगति का दिन है; छोटे, सधे हुए कदम भी मायने रखते हैं।`,
    (t) => `आज किसी बात की हड़बड़ी नहीं है। इस शांति में ${t} से जुड़ी बातों को थोड़ा समय दें, और जो काम हाथ में है, उसे पूरा करें।`,
    (t) => `एक संतुलित दिन — अपनी लय बनाए रखें। ${t} से जुड़ा कम से कम एक काम आज ठीक से पूरा होने दें।`,
  ],
  demanding: [
    (t) => `कुल मिलाकर, आज ${t} के मामले में धैर्य की ज़रूरत है; धीरे चलें और वादे छोटे रखें।`,
    (t) => `${t} के आसपास आज कुछ खिंचाव है। उसका सामना ज़ोर से नहीं, सावधानी और नरमी से करें।`,
    (t) => `${t} से जुड़ी बातों में आज का दिन किसी इम्तिहान जैसा है — अपनी ऊर्जा बचाकर रखें, और बड़े फ़ैसले किसी बेहतर घड़ी के लिए छोड़ दें।`,
  ],
};

export const ORACLE_HI: OracleFrames = {
  theme: THEME,

  // The headline starts with its date, a support with its planet, so that the two never read alike.
  stationStory: ({ role, planet: p, direction, date, sign: s, degree, aspect, point, house, solar }) => {
    const turn = DIRECTION[direction];
    const verb = date.tense === 'past' ? `${turn} हुआ` : date.tense === 'now' ? `${turn} हो रहा है` : `${turn} होगा`;
    const place = `${g.sign(s, 'rashi')} के ${degree}° पर`;
    const headline = role === 'headline';
    const at = headline ? `${on(date)} ${g.planet(p)} ${place} ${verb}` : `${g.planet(p)} ${on(date)} ${place} ${verb}`;
    if (solar && house)
      return headline
        ? `${at} — ${houseIn(house, true)}। आपके लिए इन हफ़्तों की मुख्य कहानी यही है।`
        : `${at} — ${houseBare(house)} में।`;
    const where = target(point, solar);
    const story = headline ? ' इन हफ़्तों की मुख्य कहानी यही है।' : '';
    if (aspect === 'conjunction') {
      const own = point === p ? ', यानी जन्म के समय की उसकी अपनी जगह पर' : '';
      return `${at}। यह बिंदु ठीक ${where} पर पड़ता है${own}।${story}`;
    }
    // The planet keeps making the aspect from where it stands still: the verb follows the station's tense.
    const makes = date.tense === 'next' ? 'बनाएगा' : 'बना रहा है';
    if (!headline) return `${at}, जहाँ से वह ${where} ${nearly(aspect)} ${makes}।`;
    return `${at}, और वहाँ से वह ${where} ${ASPECT_WITH[aspect]} ${makes} — सटीक दृष्टि से बस एक-दो अंश के अंतर पर।${story}`;
  },

  stationWhy: ({ planet: p, direction, point, harmony, house, solar }) => {
    const theme = solar ? houseTopicOr(house, point) : THEME_OBL[point];
    // Mercury lingers within a degree of its station for about a week either side; the others for weeks.
    const held = `ठहराव के आसपास ग्रह ${p === 'mercury' ? 'एक हफ़्ते या उससे ज़्यादा समय तक' : 'हफ़्तों तक'} लगभग एक ही अंश पर टिका रहता है, इसलिए उसका असर उसी एक बिंदु पर गहराता है।`;
    if (direction === 'retrograde')
      return harmony === 'tense'
        ? `${held} वक्री होते ही ${g.planet(p)} ${theme} से जुड़ी बातों पर लौटता है, और ${its(p)} वहाँ अटकी चीज़ों को ज़बरदस्ती धकेलने के बजाय दोबारा परखने को ${byNature(p, 'कहता', 'कहती')} है।`
        : `${held} वक्री होते ही ${g.planet(p)} ${ownNature(p)} के साथ ${theme} से जुड़ी बातों पर लौटता है — यह ऐसी समीक्षा है, जिसका फल आगे चलकर मिल सकता है।`;
    const moves = `${held} मार्गी होते ही ${g.planet(p)} ${theme} से जुड़े मामलों में ${ownNature(p)} को फिर गति देता है`;
    return harmony === 'tense'
      ? `${moves}, और वहाँ जमा दबाव बाहर निकलने की राह खोजता है।`
      : `${moves}, और जो वहाँ रुका हुआ था, वह अब आगे बढ़ सकता है।`;
  },

  lunationStory: ({ role, phase, date, sign: s, degree, aspect, point, ruler, solar }) => {
    const lunation = phase === 'new' ? 'अमावस्या' : 'पूर्णिमा';
    const happens = date.tense === 'past' ? 'हुई' : date.tense === 'now' ? 'है' : 'होगी';
    const fell = date.tense === 'past' ? 'पड़ी' : date.tense === 'now' ? 'पड़ रही है' : 'पड़ेगी';
    const at = `${on(date)} ${g.sign(s, 'rashi')} के ${degree}° पर`;
    const headline = role === 'headline';
    if (solar) {
      const story = headline ? ' आपके लिए इस महीने की मुख्य कहानी यही है।' : '';
      if (aspect === 'conjunction') return `${at}, यानी आपकी अपनी सूर्य राशि में, ${lunation} ${happens}।${story}`;
      // A past transitive verb takes the ergative: "उसने … रोशनी डाली".
      const lights =
        date.tense === 'past'
          ? 'उसने आपकी साझेदारियों पर रोशनी डाली'
          : `वह आपकी साझेदारियों पर रोशनी ${date.tense === 'now' ? 'डाल रही है' : 'डालेगी'}`;
      return `${at}, यानी आपकी सूर्य राशि के ठीक सामने वाली राशि में, ${lunation} ${happens}, और ${lights}।${story}`;
    }
    const where =
      point === 'ascendant'
        ? aspect === 'conjunction'
          ? 'ठीक आपके लग्न पर'
          : 'आपके डिसेंडेंट पर, यानी लग्न के ठीक सामने'
        : point === 'midheaven'
          ? aspect === 'conjunction'
            ? 'ठीक आपके मध्य आकाश (MC) पर'
            : 'आपकी कुंडली की जड़ में, पाताल बिंदु (IC) पर, यानी मध्य आकाश के ठीक सामने'
          : aspect === 'conjunction'
            ? `ठीक ${POINT[point]} पर`
            : `${POINT[point]} के ठीक सामने`;
    const rules =
      ruler && point !== 'ascendant' && point !== 'midheaven'
        ? ` ${g.planet(point)} आपका लग्नेश है, यानी आपकी कुंडली का स्वामी ग्रह।`
        : '';
    const story = headline ? ' इस महीने की मुख्य कहानी यही है।' : '';
    return `${at} ${lunation} ${happens}, और वह ${where} ${fell}।${rules}${story}`;
  },

  // Said of the lunation's house as a rule of the chart ("जब अमावस्या … पड़ती है"), so that it holds
  // whether the lunation the story told lies behind or ahead; the house's topic is left out where
  // it would echo the theme ("करियर … करियर").
  lunationWhy: ({ phase, point, house }) => {
    const theme = THEME_OBL[point];
    const lunation = phase === 'new' ? 'अमावस्या' : 'पूर्णिमा';
    const topic = house ? HOUSE_TOPIC[house.house] : undefined;
    const where = !house ? 'ऐसी जगह' : topic && !echoes(topic, theme) ? houseIn(house) : `${houseBare(house)} में`;
    const when = `जब ${lunation} ${where} पड़ती है, तो वह`;
    return phase === 'new'
      ? `${when} ${theme} के लिए बीज का काम करती है। उसके बाद के दो हफ़्तों में, जब चंद्रमा बढ़ रहा होता है (शुक्ल पक्ष), शुरू हुए कामों को उसकी बढ़ती रोशनी का सहारा मिलता है।`
      : `${when} ${theme} से जुड़ी बातों को चरम पर ले आती है। पिछली अमावस्या के बाद से जो कुछ पनपा होता है, वह सामने आ जाता है, ताकि उसे पूरा किया जा सके या जाने दिया जा सके।`;
  },

  progressedSignStory: ({ point, from, to, when }) => {
    const month = when.tense === 'now' ? 'इसी महीने' : `${g.month(when.month)} में`;
    const moved = when.tense === 'past' ? 'आया' : when.tense === 'now' ? 'जा रहा है' : 'जाएगा';
    const first = `प्रोग्रेशन में आपका ${g.planet(point)} ${month} ${g.sign(from, 'rashi')} से निकलकर ${g.sign(to, 'rashi')} में ${moved}।`;
    return point === 'sun'
      ? `${first} ऐसा बदलाव लगभग तीस वर्षों में एक ही बार आता है। आने वाले वर्षों पर ${g.sign(to, 'rashi')} का रंग चढ़ेगा, और इन दिनों जो कुछ घट रहा है, उसका बड़ा हिस्सा इसी बदलाव के जड़ पकड़ने से जुड़ा है।`
      : `${first} अगले लगभग ढाई वर्षों तक आपकी भावनात्मक ज़रूरतें ${g.sign(to, 'rashi')} के ढंग में ढलेंगी, और यह मोड़ इन दिनों सबसे साफ़ महसूस हो सकता है।`;
  },

  progressedContactStory: ({ role, point, aspect, natal, when }) => {
    const month = when.tense === 'now' ? 'इसी महीने' : `${g.month(when.month)} में`;
    const exact =
      when.tense === 'past'
        ? agree(aspect, 'सटीक हुआ था', 'सटीक हुई थी')
        : when.tense === 'now'
          ? 'सटीक है'
          : agree(aspect, 'सटीक होगा', 'सटीक होगी');
    const lasts = point === 'sun' ? 'लगभग दो वर्ष' : 'दो-एक महीने';
    const theme = THEME_OBL[natal];
    // A pass behind says what remains of it, one ahead or now how long it lasts: two of them told in
    // a row then never read alike.
    const then =
      when.tense === 'past'
        ? `ऐसे धीमे संपर्क का असर धीरे-धीरे उतरता है और ${lasts} तक बना रहता है, इसलिए ${theme} से जुड़े सवाल अब भी आपके जीवन के केंद्र में हैं।`
        : `यह धीमा संपर्क ${lasts} तक चलता है, और इस दौरान ${theme} से जुड़े सवाल आपके जीवन के केंद्र में रहते हैं।`;
    const fact = `प्रोग्रेशन में आपके ${g.planet(point)} ${agree(aspect, 'का', 'की')} ${POINT[natal]} ${ASPECT_WITH[aspect]} ${month} ${exact}।`;
    // A support is the fact alone, as in the English: the headline is the one told with its meaning.
    return role === 'support' ? fact : `${fact} ${then}`;
  },

  transitStory: ({ role, planet: p, aspect, point, exact, solar }) => {
    const when = exact
      ? exact.tense === 'past'
        ? `, जो ${on(exact)} ${agree(aspect, 'सटीक हुआ था', 'सटीक हुई थी')}`
        : exact.tense === 'now'
          ? ', जो आज सटीक है'
          : `, जो ${on(exact)} ${agree(aspect, 'सटीक होगा', 'सटीक होगी')}`
      : '';
    const named = contact(p, aspect, point, solar);
    if (role === 'headline') {
      // Why it matters, by the aspect's harmony and the point's theme.
      const theme = THEME_OBL[solar ? 'sun' : point];
      const harmony = HARMONY_OF[aspect];
      const why =
        harmony === 'easy'
          ? `इन दिनों ${theme} को इसी से सबसे ज़्यादा सहारा मिल सकता है।`
          : harmony === 'tense'
            ? `इन दिनों ${theme} से जुड़े सवाल इसी की कसौटी पर परखे जा रहे हैं।`
            : `इन दिनों ${theme} से जुड़ी बातें इसी के इर्द-गिर्द घूमती हैं।`;
      return `आज का सबसे अहम गोचर है ${named}${when}। ${why}`;
    }
    const adds = `बल ${agree(aspect, 'देता', 'देती')} है`;
    return when ? `${named}${when}, मुख्य कहानी को और ${adds}।` : `${named} भी मुख्य कहानी को ${adds}।`;
  },

  // Why the day's contact leads: how long a planet of its pace holds a point, the part of life it
  // touches (topic first, not the transit card's "आपके पाँचवें भाव से गुज़र रहा है, जो … का क्षेत्र है";
  // the topic is left out where it would echo the story's theme), and the date it fades last, so
  // that the verb after the date carries its tense.
  transitWhy: ({ planet: p, point, slow, house, fades }) => {
    const pace = slow
      ? `धीमी चाल वाला ${g.planet(p)} महीनों तक एक ही बिंदु के आसपास रहता है, इसलिए यह गोचर आज भर का नहीं, पूरे मौसम का सुर तय करता है`
      : `${g.planet(p)} तेज़ चलता है और कुछ ही दिनों में आगे बढ़ जाता है, इसलिए यह गोचर मौसम से ज़्यादा आज के दिन का रंग तय करता है`;
    const topic = house ? HOUSE_TOPIC[house.house] : undefined;
    const theme = THEME_OBL[house?.solar ? 'sun' : point];
    const where = house
      ? `; इसका असर ख़ास तौर पर ${topic && !echoes(topic, theme) ? `${topic} पर, यानी ${houseBare(house)} की बातों पर,` : `${houseBare(house)} की बातों पर`} पड़ता है`
      : '';
    const fade = !fades
      ? ''
      : fades.tense === 'now'
        ? ', और आज ही वह ढल रहा है'
        : fades.tense === 'past'
          ? `, और वह ${g.day(fades.day, fades.today)} तक ही पूरे ज़ोर पर था`
          : `, और ${g.day(fades.day, fades.today)} तक वह धीरे-धीरे ढल जाएगा`;
    return `${pace}${where}${fade}।`;
  },

  supportsLead: (count) => (count === 1 ? 'इसके साथ-साथ एक और कहानी चल रही है।' : 'इसके साथ-साथ दो और कहानियाँ चल रही हैं।'),

  // One sentence that points to the free reading above (the sign's) and turns to the reader's own chart.
  contactsLead: ({ count, others, solar }) => {
    const above = 'ऊपर दिया राशिफल आपकी सूर्य राशि का आम हाल बताता है;';
    if (solar)
      return count === 0
        ? `${above} आज कोई ग्रह उसके मध्य बिंदु से क़रीबी दृष्टि नहीं बनाता।`
        : count === 1
          ? others === 0
            ? `${above} पहले बताए गोचर के सिवा आज कोई और ग्रह उसके मध्य बिंदु से क़रीबी दृष्टि नहीं बनाता।`
            : `${above} आज एक ग्रह उसके मध्य बिंदु से क़रीबी दृष्टि बनाता है।`
          : `${above} आज ${number(count)} ग्रह उसके मध्य बिंदु से क़रीबी दृष्टियाँ बनाते हैं।`;
    if (count === 0) return `${above} आपकी अपनी जन्म कुंडली पर आज कोई गोचर असर के दायरे में नहीं है।`;
    if (others === 0) return `${above} आपकी अपनी जन्म कुंडली पर आज पहले बताए गोचर के सिवा कोई और गोचर असर के दायरे में नहीं है।`;
    // The reading may tell fewer contacts than are in orb: the count is of all of them.
    return count === 1
      ? `${above} आपकी अपनी जन्म कुंडली पर आज एक गोचर असर के दायरे में है।`
      : `${above} आपकी अपनी जन्म कुंडली पर आज ${number(count)} गोचर असर के दायरे में हैं, और उनमें से मुख्य ये हैं।`;
  },

  // Three shapes in turn (the contact first; the planet making it; the theme first), and the verbs
  // turned as well, so that neighbouring lines never read alike. No verb here takes "पर" after a
  // theme: "दूसरों पर आपकी छाप पर" would follow.
  contactLine: ({ planet: p, aspect, point, harmony, phase, exact, solar, variant, again }) => {
    const a = (m: string, f: string) => agree(aspect, m, f);
    // When the contact is exact: as a clause after it ("…, जो आज सटीक है,") or, in the third shape, after the verb.
    const dated =
      phase === 'exact' || (phase === 'building' && exact?.tense === 'now')
        ? 'आज सटीक है'
        : phase === 'building' && exact
          ? `${on(exact)} ${exact.tense === 'past' ? a('सटीक हुआ था', 'सटीक हुई थी') : a('सटीक होगा', 'सटीक होगी')}`
          : '';
    const when = dated ? `, जो ${dated}` : phase === 'fading' ? ', जिसका चरम बीत चुका है' : '';
    const still = phase === 'fading' ? 'अब भी ' : '';
    const theme = solar ? THEME_OBL.sun : THEME_OBL[point];
    const v = ((variant % 9) + 9) % 9;
    const shape = v % 3;
    const turn = (shape + Math.floor(v / 3)) % 3;
    if (again) {
      // The line before told this point and its theme: this one points back to it ("उसी बिंदु",
      // "उसी सूर्य") and says only what its own planet brings there, by the planet's nature.
      const nature = NATURE[p].noun;
      const adds: Readonly<Record<typeof harmony, readonly [string, string]>> = {
        easy: [`इससे वहाँ ${nature} का सहारा भी जुड़ता है`, `यह उसे ${nature} से भी सहारा ${a('देता', 'देती')} है`],
        // Not "… की कसौटी पर कसता है": a planet's nature ("सपनों भरी कल्पना") is no touchstone.
        tense: [`इससे वहाँ ${nature} का दबाव भी आ जुड़ता है`, `यह उसे ${nature} के साथ खींचतान में भी ${a('डालता', 'डालती')} है`],
        blend: [
          `इससे वहाँ ${nature} भी घुल-मिल ${byNature(p, 'जाता', 'जाती')} है`,
          `यह उसमें ${nature} का रंग भी ${a('घोलता', 'घोलती')} है`,
        ],
      };
      const noun = ASPECT_WITH[aspect].slice(ASPECT_WITH[aspect].lastIndexOf(' ') + 1);
      // By the line's own place, so that two such lines in a row never share a shape. A contact past
      // its peak is not said to be in the making ("बना रहा है").
      if (variant % 2 === 0)
        return phase === 'fading'
          ? `${g.planet(p)} ${a('का', 'की')} उसी बिंदु ${ASPECT_WITH[aspect]} अपने चरम से आगे ${a('निकल चुका', 'निकल चुकी')} है, फिर भी ${adds[harmony][0]}।`
          : `${g.planet(p)} भी उसी बिंदु ${ASPECT_WITH[aspect]} बना रहा है${when}; ${adds[harmony][0]}।`;
      // "उसी यूरेनस पर यूरेनस का त्रिकोण" would read as one planet twice: its own place is "उसी बिंदु".
      const name = solar ? 'मध्य बिंदु' : point === p ? 'बिंदु' : POINT_NAME[point];
      return `उसी ${name} पर ${g.planet(p)} ${a('का', 'की')} ${noun} भी है${when}; ${adds[harmony][1]}।`;
    }
    if (shape === 1) {
      const follows: Readonly<Record<typeof harmony, readonly string[]>> = {
        easy: [`${theme} के लिए माहौल अनुकूल रहता है`, `${theme} को सहारा मिलता है`, `${theme} के लिए नए रास्ते खुलते हैं`],
        tense: [`${theme} को चुनौती मिलती है`, `${theme} से जुड़ी बातों में हलचल रहती है`, `${theme} से जुड़ी बातों पर दबाव बनता है`],
        blend: [
          `${theme} को और धार मिलती है`,
          `${theme} से जुड़ी बातें ध्यान के केंद्र में आती हैं`,
          `${theme} से जुड़ी हर बात और गहरी होती है`,
        ],
      };
      const then = follows[harmony][turn];
      // A contact past its peak is not said to be "in the making".
      return phase === 'fading'
        ? `${contact(p, aspect, point, solar, true)} का चरम बीत चुका है, फिर भी इससे ${then}।`
        : `${g.planet(p)} ${target(point, solar)} ${ASPECT_WITH[aspect]} बना रहा है${when}; इससे ${then}।`;
    }
    const named = contact(p, aspect, point, solar);
    if (shape === 2) {
      // The theme first, the contact's time after the verb.
      const acts: Readonly<Record<typeof harmony, readonly string[]>> = {
        easy: ['अनुकूल है', `सहारा ${a('देता', 'देती')} है`, `नए रास्ते ${a('खोलता', 'खोलती')} है`],
        tense: [`चुनौती खड़ी ${a('करता', 'करती')} है`, `हलचल ${a('मचाता', 'मचाती')} है`, `दबाव ${a('बनाता', 'बनाती')} है`],
        blend: [`नई धार ${a('लाता', 'लाती')} है`, `ध्यान ${a('खींचता', 'खींचती')} है`, `गहराई ${a('लाता', 'लाती')} है`],
      };
      const tail = dated ? `; यह ${dated}` : phase === 'fading' ? ', हालाँकि इसका चरम बीत चुका है' : '';
      return `${theme} के मामले में ${named} ${still}${acts[harmony][turn]}${tail}।`;
    }
    const acts: Readonly<Record<typeof harmony, readonly (readonly [string, string])[]>> = {
      easy: [
        [`${theme} के लिए`, 'अनुकूल है'],
        [`${theme} को`, `सहारा ${a('देता', 'देती')} है`],
        [`${theme} के लिए`, `नए रास्ते ${a('खोलता', 'खोलती')} है`],
      ],
      tense: [
        [`${theme} को`, `चुनौती ${a('देता', 'देती')} है`],
        [`${theme} से जुड़ी बातों में`, `हलचल ${a('मचाता', 'मचाती')} है`],
        [`${theme} से जुड़ी बातों पर`, `दबाव ${a('डालता', 'डालती')} है`],
      ],
      blend: [
        [`${theme} को`, `और धार ${a('देता', 'देती')} है`],
        [`${theme} को`, `ध्यान के केंद्र में ${a('लाता', 'लाती')} है`],
        [`${theme} से जुड़ी हर बात को`, `और गहरा ${a('करता', 'करती')} है`],
      ],
    };
    const [to, verb] = acts[harmony][turn] as readonly [string, string];
    return `${named}${when}${when ? ',' : ''} ${still}${to} ${verb}।`;
  },

  samePlanet: ({ planet: p, count }) =>
    `आज के गोचरों में से ${number(count)} ${g.planet(p)} के हैं, इसलिए पूरे दिन पर ${its(p, true)} की छाप रहती है।`,

  // Counted in planets, as the reading counts them (each moving planet once, in the house it stands in).
  houseFocus: ({ house, count }) => {
    const topic = HOUSE_TOPIC[house.house];
    return `आज असर डाल रहे ग्रहों में से ${number(count)} ${houseBare(house)} से गुज़र रहे हैं, इसलिए दिन का झुकाव ${topic ? `${topic} की ओर` : 'जीवन के उसी हिस्से की ओर'} है।`;
  },

  balance: ({ easy, tense }) =>
    easy > tense
      ? 'सहज गोचर तनावपूर्ण गोचरों से ज़्यादा हैं, इसलिए आज सहारे का पलड़ा घर्षण से भारी है।'
      : tense > easy
        ? 'तनावपूर्ण गोचर सहज गोचरों से ज़्यादा हैं, इसलिए कुछ रगड़ स्वाभाविक है, और वही दिखा सकती है कि कहाँ सुधार की ज़रूरत है।'
        : easy === 0
          ? 'आज के गोचरों में से कोई भी सीधे-सीधे सहज या कठिन नहीं है; ये मेहनत से ज़्यादा ध्यान माँगते हैं।'
          : 'सहज और तनावपूर्ण गोचर गिनती में बराबर हैं — जीवन के एक हिस्से में सहारा मिलता है, तो दूसरे में मेहनत करनी पड़ सकती है।',

  voidWindow: (start, end) => `${range(start, end)} चंद्रमा दृष्टि-शून्य है; यह समय नई शुरुआत का नहीं, रोज़ के जमे-जमाए कामों का है।`,

  bestHour: ({ ruler, start, end, hold }) => {
    const use = HOUR_USE[ruler] ?? HOUR_USE.sun;
    return `आज की सबसे अनुकूल होरा ${g.planet(ruler)} की है, ${range(start, end)}। इस समय ${hold ? use?.hold : use?.free}।`;
  },

  // Not in the void window's shape ("… से … तक …; यह समय …"), which it often follows.
  slowHour: ({ ruler, start, end }) =>
    `${g.planet(ruler)} की होरा, ${range(start, end)}, नए कामों से ज़्यादा सधे हुए, नियमित काम के लिए ठीक है।`,

  powerMoment: ({ time, planet: p, aspect, hold }) => {
    const moment = `${time} पर चंद्रमा ${g.planet(p)} ${ASPECT_WITH[aspect]} बनाता है — दिन का सबसे सहज पल।`;
    return hold
      ? `${moment} जो काम लगभग पूरा हो चुका है, उसे अंजाम तक पहुँचाने के लिए यह अच्छा मौक़ा है।`
      : `${moment} कोई अनुरोध रखने, संदेश भेजने या कुछ नया शुरू करने के लिए यह अच्छा मौक़ा है।`;
  },

  // Said of the reader's life, not of a chart: a reader without one reads it too. A planet whose
  // station the reading already told is counted, named as told, and the lead counts only the others
  // ("बाक़ी दो", or for one left "दूसरा ग्रह": a bare "दूसरा जीवन…" would read "another life"),
  // for the paragraph gives lines to those alone.
  retrogradesLead: (count, told) => {
    if (count === 0) return 'आज कोई ग्रह वक्री नहीं है, इसलिए आकाश की ओर से पुरानी बातों पर लौटने का कोई बुलावा नहीं है।';
    const others = count - told.length;
    if (told.length === 0 || others <= 0)
      return count === 1
        ? 'आज एक ग्रह वक्री है, और वह जीवन के एक हिस्से को दोबारा देखने को कहता है।'
        : `आज ${number(count)} ग्रह वक्री हैं, और हर एक जीवन के किसी एक हिस्से को दोबारा देखने को कहता है।`;
    // "बात" is feminine singular however many planets are named: "शनि और बृहस्पति की बात".
    const named = `${g.list(told.map((p) => g.planet(p)))} की बात ऊपर हो चुकी है`;
    const rest =
      others === 1
        ? `${g.ordinal(count)} ग्रह जीवन के एक हिस्से को दोबारा देखने को कहता है`
        : `बाक़ी ${number(others)} में से हर एक जीवन के किसी एक हिस्से को दोबारा देखने को कहता है`;
    return `आज ${number(count)} ग्रह वक्री हैं, जिनमें से ${named}; ${rest}।`;
  },

  // Two shapes taken in turn by the planet, and a short one after a line in the same house.
  retrogradeLine: ({ planet: p, sign: s, house, until, previous }) => {
    const P = g.planet(p);
    const same = previous !== null && previous.house.house === house.house && previous.house.solar === house.solar;
    if (same) {
      // A planet turning direct today (or already) has stopped adding to the review: said as what it was doing.
      if (until && until.tense !== 'next')
        return `${g.sign(s, 'rashi')} में वक्री ${P} भी उसी भाव की बातों पर लौट रहा था, और ${until.tense === 'now' ? 'आज मार्गी हो रहा है' : `${g.day(until.day, until.today)} को मार्गी हुआ`}।`;
      const where = previous.sign === s ? 'वहीं' : `${g.sign(s, 'rashi')} में`;
      const span = until ? `${g.day(until.day, until.today)} तक ${where} वक्री है` : `${where} वक्री है`;
      return `${P} भी ${span}, और उसी भाव की समीक्षा को और गहरा करता है।`;
    }
    const topic = HOUSE_TOPIC[house.house];
    if (STATION_BODIES.indexOf(p) % 2 === 0) {
      const about = `${houseBare(house)} की बातों पर${topic ? `, यानी ${topic} पर,` : ''}`;
      const end = until
        ? until.tense === 'past'
          ? `, और ${g.day(until.day, until.today)} को मार्गी हुआ`
          : until.tense === 'now'
            ? ', और आज ही मार्गी हो रहा है'
            : `, और ${g.day(until.day, until.today)} को मार्गी होगा`
        : '';
      return `${g.sign(s, 'rashi')} में वक्री ${P} ${about} लौट रहा है${end}।`;
    }
    if (until && until.tense !== 'next')
      return `${P} ${g.sign(s, 'rashi')} में वक्री रहकर ${houseIn(house)} पुरानी बातें दोबारा सामने लाता रहा है, और ${until.tense === 'now' ? 'आज मार्गी हो रहा है' : `${g.day(until.day, until.today)} को मार्गी हुआ`}।`;
    const span = until
      ? `${g.day(until.day, until.today)} तक ${g.sign(s, 'rashi')} में वक्री है`
      : `${g.sign(s, 'rashi')} में वक्री है`;
    return `${P} ${span}, और ${houseIn(house)} पुरानी बातें दोबारा सामने लाता है।`;
  },

  aheadLead: 'आने वाले हफ़्तों में आकाश के ये मोड़ अपनी डायरी में दर्ज कर लेने लायक़ हैं।',
  // "9 दिसंबर को धनु राशि में अमावस्या होगी। … अगले दिन …": the card's label turned to the future
  // (a date ahead takes होगा, not the label's होता है), no colon, the date said against the one before.
  onDate: (date, title, place) => `${aheadDate(date, place)} ${aheadOf(title)}।`,
  // Two wordings each, taken by the house: two New Moons a month apart fall in neighbouring houses
  // and so never read alike.
  inHouse: ({ phase, house }) =>
    phase === 'new'
      ? house.house % 2 === 1
        ? `यह ${houseIn(house)} पड़ेगी — कुछ नया बोने के लिए अच्छी ज़मीन।`
        : `यह ${houseIn(house)} पड़ेगी, जहाँ कुछ नया शुरू करने का अच्छा मौक़ा बन सकता है।`
      : house.house % 2 === 1
        ? `यह ${houseIn(house)} पड़ेगी, जहाँ कोई बात अपने चरम पर पहुँच सकती है।`
        : `यह ${houseIn(house)} पड़ेगी, और वहाँ कोई बात खुलकर सामने आ सकती है।`,

  // For a reader without a chart: five slow planets, each in a sentence of its own shape, the house
  // counted from the sign as everywhere else ("आपकी सूर्य राशि से दसवें भाव").
  backdropLead: 'रोज़ के उतार-चढ़ाव के पीछे धीमी चाल वाले ग्रह आपकी सूर्य राशि के लिए इस वर्ष की पृष्ठभूमि रचते हैं।',
  backdrop: ({ planet: p, sign: s, house, until }) => {
    const topic = HOUSE_TOPIC[house.house];
    const where = houseBare(house);
    const about = topic ? `${topic} से जुड़ी बातें` : 'उस भाव की बातें';
    // How long it stays, as a time before the verb ("जुलाई 2027 तक") and as a clause of its own.
    const stay = !until
      ? 'आने वाले कई वर्षों तक'
      : until.tense === 'now'
        ? 'इसी महीने राशि बदलने तक'
        : until.tense === 'next'
          ? `${g.month(until.month)} तक`
          : '';
    const stays = !until
      ? 'आने वाले कई वर्षों तक वहीं रहेगा'
      : until.tense === 'now'
        ? 'इसी महीने अगली राशि में चला जाएगा'
        : until.tense === 'next'
          ? `${g.month(until.month)} तक वहीं रहेगा`
          : '';
    const lasts = stay ? `${stay} ` : '';
    const will = stay ? 'रहेगा' : 'है';
    switch (p) {
      case 'jupiter':
        return `${g.planet(p)} ${lasts}${g.sign(s, 'rashi')} में रहकर ${where} को${topic ? `, यानी ${topic} के क्षेत्र को,` : ''} विस्तार देता रहेगा — जब तक वह वहाँ है, विकास यहीं सबसे सहज रूप से हो सकता है, और ज़रूरत से ज़्यादा कर बैठना भी यहीं सबसे आसान है।`;
      case 'saturn':
        return `${lasts}${g.planet(p)} ${g.sign(s, 'rashi')} में, ${where} में ${will}, जहाँ ${about} ठोस ढाँचा और धैर्य माँगती हैं, और जो यहाँ धीरे-धीरे बनता है, वही टिकता है।`;
      case 'uranus':
        return `${where} में ${g.sign(s, 'rashi')} का ${g.planet(p)} ${lasts}${topic ? `${topic} से जुड़ी ` : ''}जमी हुई चीज़ों को हिलाता रहेगा, और यहाँ बार-बार आने वाले अचानक मोड़ों में से कुछ आपको किसी बंधन से मुक्त भी कर सकते हैं।`;
      case 'neptune':
        return `${g.planet(p)} ${g.sign(s, 'rashi')} में है${stays ? ` और ${stays}` : ''}। ${where} में वह ${about.replace(/बातें$/u, 'बातों')} को नरम और धुंधला बनाता है — आदर्श ऊँचे रहते हैं और सीमाएँ साफ़ नहीं दिखतीं, इसलिए वहाँ तथ्यों को दो बार जाँच लेना अच्छा है।`;
      default:
        return `सबसे धीमी चाल ${g.planet(p)} की है, जो ${lasts}${g.sign(s, 'rashi')} में, ${where} में ${will} — वहाँ ${about} बुनियाद से दोबारा गढ़ी जा रही हैं, इतनी धीरे कि यह बदलाव दिनों में नहीं, वर्षों में महसूस होता है।`;
    }
  },

  progressionsLead:
    'रोज़ की हलचल के पीछे एक धीमी कहानी भी चलती है, जिसे आपकी प्रोग्रेशन कुंडली वर्षों में सुनाती है; सेकेंडरी प्रोग्रेशन में जन्म के बाद का हर दिन जीवन के एक वर्ष के बराबर गिना जाता है।',
  progressedBrief: ({ sun, moon, moonPart, moonLeaves }) => {
    const part = moonPart === 'early' ? 'शुरुआती हिस्से' : moonPart === 'middle' ? 'बीच के हिस्से' : 'आख़िरी हिस्से';
    const moonAt = sun === moon ? `चंद्रमा भी इसी राशि के ${part} में` : `चंद्रमा ${g.sign(moon, 'rashi')} के ${part} में`;
    return `प्रोग्रेशन में आपका सूर्य ${g.sign(sun, 'rashi')} में है और ${moonAt}, जहाँ से वह ${g.month(moonLeaves)} में अगली राशि में जाएगा। दोनों आपसे क्या चाहते हैं, यह नीचे उनके कार्ड बताते हैं।`;
  },

  ruler: (p, s, retrograde) =>
    retrograde
      ? `आपकी सूर्य राशि का स्वामी ग्रह ${g.planet(p)} आज ${g.sign(s, 'rashi')} में वक्री है, इसलिए इस समय आगे धकेलने से ज़्यादा पीछे मुड़कर परखने से काम बनने की संभावना है।`
      : `आपकी सूर्य राशि का स्वामी ग्रह ${g.planet(p)} आज ${g.sign(s, 'rashi')} से गुज़र रहा है, इसलिए आपके काम करने के ढंग में भी उस राशि का कुछ रंग झलक सकता है।`,

  closing: ({ theme, tone, hold, voidEnd, nextNewMoon, variant }) => {
    const t = themeObl(theme);
    // Not the void window's words again: what to keep to, and what can wait.
    if (voidEnd)
      return `चंद्रमा के दृष्टि-शून्य रहने तक, यानी ${voidEnd} तक, हाथ के कामों पर ही टिके रहें। ${t} से जुड़े नए कदम उसके अगली राशि में पहुँचने तक रुक सकते हैं।`;
    if (hold) {
      const next = nextNewMoon
        ? `, और नई योजनाएँ ${nextNewMoon.tense === 'now' ? 'आज' : g.day(nextNewMoon.day, nextNewMoon.today)} की अमावस्या के लिए बचाकर रखें`
        : '';
      return `कुल मिलाकर, आज का दिन नई शुरुआत से ज़्यादा अधूरे कामों को पूरा करने के पक्ष में है। ${t} से जुड़ा जो काम चल रहा है, उसे पूरा करें${next}।`;
    }
    const lines = CLOSING[tone];
    return (lines[((variant % lines.length) + lines.length) % lines.length] as (t: string) => string)(t);
  },
  pushes: [
    'दरवाज़े से आगे बढ़ें',
    'जो सही लगे, उस पर अमल करें',
    'एक कदम आगे ले जाएँ',
    'उसे अब शुरू करें',
    'वहाँ ख़ुद को आगे रखें',
    'लोगों की ओर हाथ बढ़ाएँ',
    'वह संदेश भेज दें',
    'वह फ़ोन कर लें',
    'छोटी मदद माँगें',
    'या सुलह की पहल करें',
    'सबसे पहले हाथ में लें',
    'वह खुलकर माँगें',
    'कोई अनुरोध रखने, संदेश भेजने या कुछ नया शुरू करने',
  ],

  affirmation: {
    bright: [
      'आज जो भी दरवाज़ा खुलता है, उसके लिए मेरा मन खुला है।',
      'मेरी रोशनी दिखने के लिए है, और उसे बाँटने में मुझे ख़ुशी मिलती है।',
      'जो मुझे आगे बढ़ाता है, उसके लिए मेरा जवाब हाँ है।',
    ],
    steady: [
      'मेरी अपनी रफ़्तार है, और वह काफ़ी है।',
      'मेरे पास जो है, उसे प्यार से सँवारना ही मेरा काम है; वह अपने समय पर फलता-फूलता है।',
      'एक काम अच्छी तरह पूरा हो जाए, तो मेरे लिए वह एक अच्छा दिन है।',
    ],
    demanding: [
      'अपने प्रति कोमलता और अपने समय के प्रति दृढ़ता, दोनों मेरे भीतर हैं।',
      'जो कठिन है, उसका सामना एक-एक कदम करके करना मेरे लिए संभव है।',
      'मुझे आज ही सब कुछ नहीं सुलझाना है।',
    ],
  },
  // The Western birthstones under their Western names: the navaratna names (पन्ना, माणिक, नीलम,
  // पुखराज) would read as jyotish remedies, which Stella never gives (editorial review, defect 7).
  stone: {
    aries: 'ब्लडस्टोन',
    taurus: 'एमरल्ड',
    gemini: 'एगेट',
    cancer: 'मूनस्टोन',
    leo: 'रूबी',
    virgo: 'सैफ़ायर',
    libra: 'ओपल',
    scorpio: 'टोपाज़',
    sagittarius: 'टर्क्वॉइज़',
    capricorn: 'गार्नेट',
    aquarius: 'एमेथिस्ट',
    pisces: 'एक्वामरीन',
  },
  direction: { fire: 'पूर्व', water: 'उत्तर', air: 'पश्चिम', earth: 'दक्षिण' },
};
