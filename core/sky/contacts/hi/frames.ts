import { GRAMMAR_HI as g } from '../../../i18n/grammar/hi';
import type { SignId } from '../../../zodiac';
import type { ContactFrames, Day, Tense } from '../../contacts';
import type { NatalPoint, TransitAspect } from '../../transits';

/** The natal point in the oblique case, before a postposition ("आपकी जन्म कुंडली के शुक्र से"). */
export const POINT: Readonly<Record<NatalPoint, string>> = {
  sun: 'आपकी जन्म कुंडली के सूर्य',
  moon: 'आपकी जन्म कुंडली के चंद्रमा',
  mercury: 'आपकी जन्म कुंडली के बुध',
  venus: 'आपकी जन्म कुंडली के शुक्र',
  mars: 'आपकी जन्म कुंडली के मंगल',
  jupiter: 'आपकी जन्म कुंडली के बृहस्पति',
  saturn: 'आपकी जन्म कुंडली के शनि',
  uranus: 'आपकी जन्म कुंडली के यूरेनस',
  neptune: 'आपकी जन्म कुंडली के नेपच्यून',
  pluto: 'आपकी जन्म कुंडली के प्लूटो',
  ascendant: 'आपके लग्न',
  midheaven: 'आपके मध्य आकाश (MC)',
};

/**
 * What an angle is, after its name and with the same postposition (an angle is a house cusp, so it
 * has no house of its own): "आपके लग्न तक पहुँचता है, यानी उस बिंदु तक, जहाँ …".
 */
const ANGLE: Readonly<Record<'ascendant' | 'midheaven', (pp: string) => string>> = {
  ascendant: (pp) => `यानी उस बिंदु ${pp}, जहाँ दुनिया से आपकी मुलाक़ात शुरू होती है`,
  midheaven: (pp) => `यानी कुंडली के उस शिखर ${pp}, जो करियर और जीवन की दिशा बताता है`,
};

/** What each house is about, in the oblique case before "का क्षेत्र" and "से जुड़े". */
export const HOUSE_TOPIC: Readonly<Record<number, string>> = {
  1: 'व्यक्तित्व, रूप-रंग और पहली छाप',
  2: 'धन, मूल्यों और आत्म-सम्मान',
  3: 'बातचीत, भाई-बहनों और आस-पड़ोस',
  4: 'घर, परिवार और जड़ों',
  5: 'प्रेम, रचनात्मकता और आनंद',
  6: 'रोज़ के काम और सेहत',
  7: 'साझेदारी और आमने-सामने के रिश्तों',
  8: 'अंतरंगता और साझा संसाधनों',
  9: 'यात्रा, उच्च शिक्षा और आस्था',
  10: 'करियर और सार्वजनिक छवि',
  11: 'मित्रों, समूहों और आशाओं',
  12: 'एकांत, विश्राम और अवचेतन',
};
/** The aspect as the predicate after the natal point: "… से त्रिकोण बनाता है". */
export const ASPECT_WITH: Readonly<Record<TransitAspect, string>> = {
  conjunction: 'के साथ युति',
  sextile: 'से षट्कोण',
  square: 'से चतुष्कोण',
  trine: 'से त्रिकोण',
  opposition: 'से प्रतियुति',
};
/** The second and third exact passes: "फिर", "एक बार और". */
const AGAIN = ['', 'फिर ', 'एक बार और '] as const;

/**
 * The exact passes as clauses of "यह गोचर", each past one with its own "हुआ था" right after its
 * date. Passes ahead that follow one another share one verb: "9 दिसंबर को सटीक होगा, फिर
 * 1 मार्च 2027 को और 30 अगस्त 2027 को भी".
 */
function exactClauses(exact: readonly { day: Day; tense: Tense }[], today: Day): string[] {
  const clauses: string[] = [];
  let i = 0;
  while (i < exact.length) {
    const pass = exact[i] as { day: Day; tense: Tense };
    const again = AGAIN[i] ?? 'फिर ';
    if (pass.tense === 'past') {
      clauses.push(`${g.day(pass.day, today)} को ${again}सटीक हुआ था`);
      i++;
    } else if (pass.tense === 'now') {
      clauses.push(i === 0 ? 'आज सटीक है' : 'आज फिर सटीक है');
      i++;
    } else {
      const later: string[] = [];
      let j = i + 1;
      while (j < exact.length && (exact[j] as { tense: Tense }).tense === 'next') {
        later.push(`${g.day((exact[j] as { day: Day }).day, today)} को`);
        j++;
      }
      const first = `${g.day(pass.day, today)} को ${again}सटीक होगा`;
      // "फिर सटीक होगा, फिर … भी" would say फिर twice: after a second pass, "उसके बाद".
      const then = again ? 'उसके बाद' : 'फिर';
      clauses.push(later.length === 0 ? first : `${first}, ${then} ${g.list(later)} भी`);
      i = j;
    }
  }
  return clauses;
}

/**
 * What each sign asks of the reader while a progressed light crosses it: a subjunctive after "कि आप"
 * (or "चाहती है कि"). Each light has its own: the Sun speaks of the direction of life, the will and
 * what is built; the Moon of emotional needs and what feels safe. A block with both lights in one
 * sign then never prints the same request twice.
 */
const SIGN_ASKS: Readonly<Record<'sun' | 'moon', Readonly<Record<SignId, string>>>> = {
  sun: {
    aries: 'अपनी राह ख़ुद चुनें, पहल करें और अपनी इच्छाशक्ति पर भरोसा रखें',
    taurus: 'जीवन में कुछ ठोस और टिकाऊ खड़ा करें, और अपनी मेहनत को धीरे-धीरे पकने का समय दें',
    gemini: 'अपने रास्ते में नए हुनर और नए संपर्क जोड़ें, और अपने विचारों को शब्दों में ढालें',
    cancer: 'जीवन की नींव घर और अपनों के बीच रखें, और जिनकी परवाह है, उनके लिए कुछ स्थायी बनाएँ',
    leo: 'अपनी प्रतिभा को सामने लाएँ, कुछ ऐसा रचें जिस पर आपकी छाप हो, और बड़े दिल से आगे बढ़ें',
    virgo: 'अपना हुनर माँजें, काम में बारीकी लाएँ और ऐसे ठोस कामों में लगें जो सचमुच किसी के काम आएँ',
    libra: 'दूसरों के साथ मिलकर आगे बढ़ें, बीच का रास्ता निकालना सीखें और हर बड़े फ़ैसले में न्याय को तौलें',
    scorpio: 'अपनी ताक़त को गहराई से पहचानें, जो अब काम का नहीं, उसे छोड़ें और जीवन को भीतर से नया रूप दें',
    sagittarius: 'अपना दायरा बढ़ाएँ, पढ़ाई या यात्रा से अपनी दिशा खोजें और अपनी आस्था के अनुसार जीवन गढ़ें',
    capricorn: 'ज़िम्मेदारी उठाएँ, कोई दूर का लक्ष्य तय करें और धीरज से कदम-दर-कदम उसकी ओर बढ़ें',
    aquarius: 'अपने ढंग से सोचें, अपने जैसी सोच वाले लोगों के साथ मिलकर काम करें और मनचाहे भविष्य का ख़ाका बनाएँ',
    pisces: 'अपने सपनों और अपनी करुणा को जीवन की दिशा तय करने दें, और जिस काम में मन रमे, उसे सेवा की तरह करें',
  },
  moon: {
    aries: 'भावनाएँ दबाने के बजाय समय पर कह दें, और अपनी आज़ादी और अपने फ़ैसलों में मन का चैन ढूँढें',
    taurus: 'ठहराव, आराम और जानी-पहचानी चीज़ों में सुरक्षा ढूँढें, और छोटे-छोटे सुखों को जीवन में जगह दें',
    gemini: 'मन की बेचैनी को बातचीत, पढ़ाई और नए लोगों से मेलजोल में निकलने दें, और जो महसूस हो, उसे कह डालें',
    cancer: 'अपनों के क़रीब रहें, घर को सुकून की जगह बनाएँ और ख़ुद को भी किसी की देखभाल में रहने दें',
    leo: 'मन की चाह खुलकर कहें, अपनों से स्नेह और सराहना माँगने में न झिझकें, और दिल खोलकर हँसें-खेलें',
    virgo: 'रोज़ की सधी हुई दिनचर्या में ठहराव पाएँ, शरीर का ख़याल रखें और ख़ुद पर इतनी सख़्ती न करें',
    libra: 'रिश्तों में बराबरी और मेल खोजें, और अपने मन की शांति को उतनी ही अहमियत दें जितनी दूसरों की ख़ुशी को',
    scorpio: 'भरोसे के कुछ गहरे रिश्तों में ही मन खोलें, अपनी भावनाओं से आँख न चुराएँ और पुराने घावों को भरने दें',
    sagittarius: 'घूमने-फिरने, खुली हवा और नए अनुभवों से मन को ताज़ा रखें, और भावनाओं को ज़्यादा भारी न होने दें',
    capricorn: 'भावनाओं को कर्तव्य के पीछे छिपाने के बजाय पहचानें, और भरोसेमंद लोगों और पक्की व्यवस्था में सुरक्षा खोजें',
    aquarius: 'मन को अपनी जगह और आज़ादी दें, दोस्तों के बीच अपनापन खोजें और भावनाओं को थोड़ी दूरी से समझें',
    pisces: 'आराम करें, माफ़ करें और संगीत, कल्पना या एकांत में मन को सुकून पाने दें',
  },
};

/** The progressed Sun's change of sign, said once in a sentence, as a clause of its own. */
const RARE = 'ऐसा दुर्लभ मोड़ लगभग तीस वर्षों में एक बार आता है';

export const FRAMES: ContactFrames = {
  // The crossed house's topic as a relative clause, the point's house's as "… से जुड़े" before it:
  // never two appositions in one sentence. A conjunction meets the point ("से मिलता है"; on its
  // own place the planet returns there); any other aspect reaches it from the house crossed
  // ("वहाँ से … तक पहुँचता है"), which is never called a return.
  transitHouses: ({ planet: p, aspect, planetHouse, point, pointHouse }) => {
    const topic = HOUSE_TOPIC[planetHouse];
    const crossing = `${g.planet(p)} आपके ${g.ordinal(planetHouse, 'oblique')} भाव से गुज़र रहा है${topic ? `, जो ${topic} का क्षेत्र है` : ''}`;
    const meets = aspect === 'conjunction';
    const pp = meets ? 'से' : 'तक';
    const target =
      p === point
        ? meets
          ? 'जन्म के समय की अपनी ही जगह पर लौट आता है'
          : 'जन्म के समय की अपनी ही स्थिति तक पहुँचता है'
        : `${POINT[point]} ${meets ? 'से मिलता है' : 'तक पहुँचता है'}`;
    const from = meets ? 'और' : 'और वहाँ से';
    if (point === 'ascendant' || point === 'midheaven') return `${crossing}, ${from} ${target}, ${ANGLE[point](pp)}।`;
    if (pointHouse === null) return `${crossing}, ${from} ${target}।`;
    if (pointHouse === planetHouse) return `${crossing}, और इसी भाव में ${target}।`;
    const pointTopic = HOUSE_TOPIC[pointHouse];
    const there = pointTopic
      ? `${pointTopic} से जुड़े ${g.ordinal(pointHouse, 'oblique')} भाव में`
      : `आपके ${g.ordinal(pointHouse, 'oblique')} भाव में`;
    return `${crossing}, ${from} ${there} ${target}।`;
  },

  transitTimeline: ({ today, began, exact, fades }) => {
    const start = began
      ? began.tense === 'past'
        ? `${g.day(began.day, today)} को असर के दायरे में आया था`
        : began.tense === 'now'
          ? 'आज असर के दायरे में आता है'
          : `${g.day(began.day, today)} को असर के दायरे में आएगा`
      : null;
    const end = fades
      ? fades.tense === 'past'
        ? `${g.day(fades.day, today)} को यह असर के दायरे से बाहर निकल गया था`
        : fades.tense === 'now'
          ? 'आज यह असर के दायरे से बाहर निकल रहा है'
          : `${g.day(fades.day, today)} तक इसका असर बना रहेगा`
      : null;
    if (exact.length === 0) {
      if (start && end) {
        return fades?.tense === 'past'
          ? `यह गोचर ${start}, और ${end}; इस बीच यह एक बार भी सटीक नहीं हुआ था।`
          : `यह गोचर ${start}, और ${end}; इस बीच इसका कोई सटीक दिन नहीं पड़ता।`;
      }
      if (start) return `यह गोचर ${start}; गणना की अवधि में इसका कोई सटीक दिन नहीं पड़ता।`;
      if (fades) {
        return fades.tense === 'past'
          ? `यह गोचर ${g.day(fades.day, today)} को असर के दायरे से बाहर निकल गया था, और उससे पहले यह सटीक नहीं हुआ था।`
          : fades.tense === 'now'
            ? 'यह गोचर आज असर के दायरे से बाहर निकल रहा है, और इस दौरान इसका कोई सटीक दिन नहीं पड़ा।'
            : `यह गोचर अभी असर में है और ${g.day(fades.day, today)} तक बना रहेगा, पर तब तक इसका कोई सटीक दिन नहीं पड़ता।`;
      }
      return 'यह गोचर गणना की पूरी अवधि में असर के दायरे में रहता है, पर इस दौरान इसका कोई सटीक दिन नहीं पड़ता।';
    }
    const clauses = [...(start ? [start] : []), ...exactClauses(exact, today)];
    return end ? `यह गोचर ${g.list(clauses)}; ${end}।` : `यह गोचर ${g.list(clauses)}।`;
  },

  progressedTitle: (body, aspect, point) =>
    `प्रोग्रेशन में आपका ${g.planet(body)} ${POINT[point]} ${ASPECT_WITH[aspect]} बनाता है`,

  progressedWhen: ({ exact, tense }) =>
    tense === 'past'
      ? `यह संपर्क ${g.month(exact)} में सटीक हुआ था।`
      : tense === 'now'
        ? `यह संपर्क इसी महीने, ${g.month(exact)} में, सटीक है।`
        : `यह संपर्क ${g.month(exact)} में सटीक होगा।`,

  progressedPlace: ({ point, sign: s, part, entered, leaves, nextSign }) => {
    const sun = point === 'sun';
    const here = g.sign(s, 'rashi');
    const next = g.sign(nextSign, 'rashi');
    const subject = `प्रोग्रेशन में आपका ${g.planet(point)}`;
    /** When it came into the sign: "मई 2026 में", "इसी महीने"; and the verb in its tense. */
    const when = entered ? (entered.tense === 'now' ? 'इसी महीने' : `${g.month(entered.month)} में`) : '';
    const came = entered ? (entered.tense === 'past' ? 'आया था' : entered.tense === 'now' ? 'आया है' : 'आएगा') : '';
    const moving = leaves ? `; ${g.month(leaves)} में ${g.planet(point)} ${next} में प्रवेश करेगा` : '';
    let first: string;
    let rareSaid = false;
    if (part === 'early' && entered) {
      const chapter = sun
        ? `, और ${RARE}; आपके जीवन का एक नया अध्याय शुरू हो रहा है`
        : ', और भावनाओं का एक नया अध्याय शुरू हो रहा है';
      rareSaid = sun;
      first = `${subject} ${when} ${here} में ${came}${chapter}${moving}`;
    } else if (part === 'early') {
      const chapter = sun ? 'आपके जीवन का एक अध्याय' : 'एक भावनात्मक अध्याय';
      first = `${subject} ${here} के शुरुआती हिस्से में है, जहाँ ${chapter} अभी नया है${moving}`;
    } else {
      const where = part === 'middle' ? `${here} के बीच से गुज़र रहा है` : `${here} के आख़िरी हिस्से में है`;
      const since = entered ? `, जिसमें यह ${when} ${came},` : '';
      if (part === 'late' && leaves) {
        const closing = sun ? `; ${RARE}` : ', जिसके साथ लगभग ढाई वर्षों का एक भावनात्मक अध्याय पूरा होगा';
        first = `${subject} ${where}${since} और ${g.month(leaves)} में ${next} में प्रवेश करेगा${closing}`;
        rareSaid = sun;
      } else if (part === 'late') {
        first = `${subject} ${where}${since} और इस राशि में अपना लंबा सफ़र पूरा कर रहा है`;
      } else {
        first = `${subject} ${where}${since.replace(/,$/u, '')}${moving}`;
      }
    }
    if (sun && !rareSaid && leaves) first = `${first}, और ${RARE}`;
    else if (sun && !rareSaid && entered) {
      first = `${first}; यहाँ इसका आना एक दुर्लभ मोड़ ${entered.tense === 'past' ? 'था' : 'है'}, जो लगभग तीस वर्षों में एक बार आता है`;
    }
    // The Sun's and the Moon's requests in frames of their own as well: with both lights in one sign,
    // the block reads two different sentences, not one sentence twice with other words inside.
    const ask = SIGN_ASKS[point];
    const asks = sun
      ? part === 'late'
        ? `राशि बदलने से पहले ${here} की आख़िरी माँग है कि आप ${ask[s]}; उसके बाद ${next} चाहेगी कि आप ${ask[nextSign]}।`
        : part === 'early'
          ? `इस नए दौर में ${here} की माँग है कि आप ${ask[s]}।`
          : `${here} अभी आपसे चाहती है कि ${ask[s]}।`
      : part === 'late'
        ? `अगली राशि में जाने से पहले ${here} आपके मन से यही चाहती है कि आप ${ask[s]}; फिर ${next} की बारी होगी, जो चाहेगी कि आप ${ask[nextSign]}।`
        : part === 'early'
          ? `मन के इस नए दौर में ${here} चाहती है कि आप ${ask[s]}।`
          : `भावनाओं के स्तर पर ${here} इन दिनों यह माँगती है कि आप ${ask[s]}।`;
    return `${first}। ${asks}`;
  },
};
