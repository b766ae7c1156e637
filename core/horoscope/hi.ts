/**
 * The Hindi horoscope texts (docs/i18n/glossary-hi.md). Style: आप, gender-neutral sentences about
 * the reader, planets masculine singular, hedged, ending with the पूर्ण विराम "।".
 *
 * Grammar: sign names do not inflect ("मेष राशि में"); house ordinals do ("दूसरा भाव",
 * "आपके दूसरे भाव में"). House topics (houseTopic) and planet themes (planetTheme) are written in
 * the oblique case, because every template puts them before a postposition (पर, से, की ओर, के लिए),
 * so they never have to agree with a verb. Moon phases have a direct and an oblique form
 * ("बढ़ता बालचंद्र", "बढ़ते बालचंद्र में"), and no template makes a phase the subject of a
 * gendered verb (अमावस्या and पूर्णिमा are feminine, the others masculine). Phase notes are
 * oblique infinitive phrases that complete "… का समय" and "… के लिए".
 */
import type { AspectType } from '../astro/aspects';
import type { PlanetId } from '../astro/positions';
import type { SignId } from '../zodiac';
import type { HoroscopeTexts } from './texts';
import type { MoonPhase } from './types';

const PLANET: Readonly<Record<PlanetId, string>> = {
  sun: 'सूर्य',
  moon: 'चंद्रमा',
  mercury: 'बुध',
  venus: 'शुक्र',
  mars: 'मंगल',
  jupiter: 'बृहस्पति',
  saturn: 'शनि',
  uranus: 'यूरेनस',
  neptune: 'नेपच्यून',
  pluto: 'प्लूटो',
};
const planet = (id: PlanetId) => PLANET[id];

const SIGN: Readonly<Record<SignId, string>> = {
  aries: 'मेष',
  taurus: 'वृषभ',
  gemini: 'मिथुन',
  cancer: 'कर्क',
  leo: 'सिंह',
  virgo: 'कन्या',
  libra: 'तुला',
  scorpio: 'वृश्चिक',
  sagittarius: 'धनु',
  capricorn: 'मकर',
  aquarius: 'कुंभ',
  pisces: 'मीन',
};
/** 'मेष राशि': the sign as a sentence names it ("मेष राशि में", "मेष राशि का चंद्रमा"). */
const sign = (id: SignId) => `${SIGN[id]} राशि`;

/** 'दूसरा भाव': the house ordinal, direct case. */
const ORD: readonly string[] = [
  'पहला',
  'दूसरा',
  'तीसरा',
  'चौथा',
  'पाँचवाँ',
  'छठा',
  'सातवाँ',
  'आठवाँ',
  'नौवाँ',
  'दसवाँ',
  'ग्यारहवाँ',
  'बारहवाँ',
];
/** 'दूसरे': the ordinal before a postposition ("आपके दूसरे भाव में"). */
const ORD_OBL: readonly string[] = [
  'पहले',
  'दूसरे',
  'तीसरे',
  'चौथे',
  'पाँचवें',
  'छठे',
  'सातवें',
  'आठवें',
  'नौवें',
  'दसवें',
  'ग्यारहवें',
  'बारहवें',
];
const ord = (n: number) => ORD[n - 1] as string;
const ordObl = (n: number) => ORD_OBL[n - 1] as string;

/** Each phase: direct form, oblique form (before a postposition). */
const PHASE: Readonly<Record<MoonPhase, readonly [string, string]>> = {
  new: ['अमावस्या', 'अमावस्या'],
  'waxing-crescent': ['बढ़ता बालचंद्र', 'बढ़ते बालचंद्र'],
  'first-quarter': ['प्रथम चतुर्थांश का चंद्रमा', 'प्रथम चतुर्थांश के चंद्रमा'],
  'waxing-gibbous': ['पूर्णिमा की ओर बढ़ता चंद्रमा', 'पूर्णिमा की ओर बढ़ते चंद्रमा'],
  full: ['पूर्णिमा', 'पूर्णिमा'],
  'waning-gibbous': ['पूर्णिमा के बाद घटता चंद्रमा', 'पूर्णिमा के बाद घटते चंद्रमा'],
  'last-quarter': ['अंतिम चतुर्थांश का चंद्रमा', 'अंतिम चतुर्थांश के चंद्रमा'],
  'waning-crescent': ['अमावस्या की ओर घटता चंद्रमा', 'अमावस्या की ओर घटते चंद्रमा'],
};
const phase = (id: MoonPhase) => PHASE[id][0];
const phaseObl = (id: MoonPhase) => PHASE[id][1];

const DIRECTION = { retrograde: 'वक्री', direct: 'मार्गी' } as const;

/** The aspect as a noun, with the possessive its gender takes (युति and प्रतियुति are feminine). */
const ASPECT_NOUN: Readonly<Record<AspectType, readonly [string, string]>> = {
  conjunction: ['की', 'युति'],
  sextile: ['का', 'षट्कोण'],
  square: ['का', 'चतुष्कोण'],
  trine: ['का', 'त्रिकोण'],
  opposition: ['की', 'प्रतियुति'],
};

/** The aspect as a present-tense predicate with a masculine planet as subject. */
const ASPECT_VERB: Readonly<Record<AspectType, string>> = {
  conjunction: 'के साथ युति बनाता है',
  sextile: 'से षट्कोण बनाता है',
  square: 'से चतुष्कोण बनाता है',
  trine: 'से त्रिकोण बनाता है',
  opposition: 'से प्रतियुति बनाता है',
};

export const HOROSCOPE_HI: HoroscopeTexts = {
  names: {
    planet: (id) => [PLANET[id]],
    sign: (id) => [SIGN[id], sign(id)],
    phase: (id) => [...new Set(PHASE[id])],
    direction: (id) => [DIRECTION[id]],
  },
  // Oblique case: every template follows a topic with a postposition.
  houseTopic: {
    1: 'आपकी अपनी योजनाओं और दूसरों पर पड़ने वाली आपकी छाप',
    2: 'धन, संपत्ति और आपके लिए मूल्यवान चीज़ों',
    3: 'संदेशों, छोटे-मोटे कामों और आस-पास के लोगों',
    4: 'घर, परिवार और आपके निजी जीवन',
    5: 'आनंद, रचनात्मकता और रोमांस',
    6: 'रोज़ के काम, दिनचर्या और सेहत',
    7: 'साथी और आमने-सामने के रिश्तों',
    8: 'साझा धन, भरोसे और अंतरंगता',
    9: 'यात्रा, पढ़ाई और जीवन की बड़ी तस्वीर',
    10: 'करियर, प्रतिष्ठा और महत्वाकांक्षाओं',
    11: 'दोस्तों, समूहों और भविष्य की उम्मीदों',
    12: 'आराम, एकांत और पर्दे के पीछे की गतिविधियों',
  },
  // Whole clauses: they read after ',', ':', 'और', 'इसलिए' and 'कि'.
  houseLove: {
    1: 'आपके कुछ कहने से पहले ही लोग भाँप लेते हैं कि आपके मन में क्या है',
    2: 'प्यार बड़े-बड़े शब्दों से ज़्यादा स्थिर, व्यावहारिक बर्तावों में झलकता है',
    3: 'एक छोटा-सा संदेश या सहज बातचीत किसी सोची-समझी शाम से ज़्यादा असर कर सकती है',
    4: 'नज़दीकी घर पर, भीड़ से दूर बढ़ती है',
    5: 'हल्की छेड़छाड़, मस्ती और रोमांस आगे आते हैं',
    6: 'मदद के छोटे-छोटे काम बड़े-बड़े इज़हार से ज़्यादा कह जाते हैं',
    7: 'साथी और संभावित साथी पहल करते हैं, और उनकी ओर आधा रास्ता तय करना काम आता है',
    8: 'भावनाएँ गहरी हैं और आकर्षण से ज़्यादा भरोसा मायने रखता है',
    9: 'आकर्षण जिज्ञासा के पीछे चलता है, शायद किसी दूर की जगह के व्यक्ति की ओर',
    10: 'आपका सार्वजनिक जीवन और निजी जीवन एक-दूसरे को अपनी-अपनी ओर खींच सकते हैं',
    11: 'दोस्ती ही वह ज़मीन है जिस पर रोमांस पनपता है',
    12: 'आपके मन की बात अभी अनकही रह सकती है, और कुछ देर का शांत समय मदद करता है',
  },
  // Predicates of a masculine planet.
  signRelation: {
    conjunction: 'आपकी अपनी राशि में है',
    sextile: 'आपकी राशि से मैत्रीपूर्ण षट्कोण बनाता है',
    square: 'आपकी राशि से चतुष्कोण बनाता है',
    trine: 'आपकी राशि से त्रिकोण बनाता है',
    opposition: 'आपकी राशि के ठीक सामने, प्रतियुति में है',
  },
  rulerRelation: {
    conjunction: (ruler, at) => `${sign(at)} में स्थित आपके स्वामी ग्रह ${planet(ruler)} ${ASPECT_VERB.conjunction}`,
    sextile: (ruler, at) => `${sign(at)} में स्थित आपके स्वामी ग्रह ${planet(ruler)} ${ASPECT_VERB.sextile}`,
    square: (ruler, at) => `${sign(at)} में स्थित आपके स्वामी ग्रह ${planet(ruler)} ${ASPECT_VERB.square}`,
    trine: (ruler, at) => `${sign(at)} में स्थित आपके स्वामी ग्रह ${planet(ruler)} ${ASPECT_VERB.trine}`,
    opposition: (ruler, at) => `${sign(at)} में स्थित आपके स्वामी ग्रह ${planet(ruler)} ${ASPECT_VERB.opposition}`,
  },
  effect: {
    sun: {
      easy: 'आपके आत्मविश्वास को हवा का साथ मिलता है और आपकी मेहनत के नज़र में आने की संभावना ज़्यादा है',
      tense: 'आपकी इच्छा किसी और की इच्छा से टकरा सकती है, और ज़ोर-ज़बरदस्ती से ज़्यादा धैर्य काम आता है',
      blend: 'रोशनी आपकी ओर मुड़ती है, और अपने इरादे सामने रखने का यह अच्छा मौक़ा है',
    },
    mercury: {
      easy: 'शब्द आसानी से मिलते हैं और बातचीत अक्सर आपकी उम्मीद के मुताबिक़ आगे बढ़ती है',
      tense: 'ग़लतफ़हमी की संभावना सामान्य से ज़्यादा है, और ब्योरे दो बार जाँच लेना समझदारी है',
      blend: 'मन तेज़ और व्यस्त है, जो लिखने, योजना बनाने और फ़ैसले लेने के लिए अच्छा है',
    },
    venus: {
      easy: 'अपनापन सहजता से बहता है और छोटी-छोटी मेहरबानियाँ लौटकर आती हैं',
      tense: 'आपकी चाहत और दूसरों की चाहत शुरू में शायद मेल न खाएँ',
      blend: 'आपका आकर्षण खुलकर झलकता है और लोग उसका जवाब देते हैं',
    },
    mars: {
      easy: 'ऊर्जा भरपूर है और सही दिशा में लगी है, जो नई शुरुआत के लिए अच्छी है',
      tense: 'ग़ुस्से और मांसपेशियों, दोनों पर ज़ोर पड़ सकता है, और अपनी रफ़्तार संभालकर रखना बेहतर है',
      blend: 'जोश ऊँचा है, और उसे रचनात्मक बनाए रखने के लिए एक साफ़ लक्ष्य चाहिए',
    },
    jupiter: {
      easy: 'नए रास्ते खुलते हैं, और उदारता, चाहे दी जाए या मिले, फल देती है',
      tense: 'इरादे से ज़्यादा वादा कर देना या ख़र्च कर बैठना आसान है',
      blend: 'आशा उमड़ती है, और ऊँचा निशाना ठीक है, बस एक पैर ज़मीन पर टिका रहे',
    },
    saturn: {
      easy: 'लगातार मेहनत का फल मिलता है और अनुशासन बंधन नहीं, सहारा लगता है',
      tense: 'ज़िम्मेदारियाँ और देरी भारी लग सकती हैं, पर धीमी प्रगति भी प्रगति ही है',
      blend: 'ज़िम्मेदारी केंद्र में है, और अभी किए गए वादे अक्सर लंबे समय तक टिकते हैं',
    },
  },
  effectRetrograde: {
    mercury: {
      easy: 'पुरानी बातचीत काम की साबित हो सकती है, पर जवाब देर से आ सकते हैं और योजनाएँ लिखित में पक्की कर लेना बेहतर है',
      tense: 'ग़लतफ़हमी और देरी की संभावना है, और दस्तख़त टालकर हर ब्योरा जाँच लेना समझदारी है',
      blend: 'मन अधूरे कामों की ओर लौटता है, जो फ़ैसले लेने से ज़्यादा सुधार करने के लिए ठीक है',
    },
    venus: {
      easy: 'पुराना लगाव धीरे से जाग सकता है, पर बड़े इज़हार से ज़्यादा चुपचाप की गई मेहरबानी काम आती है',
      tense: 'पुराने घाव फिर उभर सकते हैं, और प्यार या पैसे से जुड़े फ़ैसलों में जल्दबाज़ी न करना ही बेहतर है',
      blend: 'भावनाएँ भीतर की ओर मुड़ती हैं और कहे जाने से पहले समझे जाने की माँग करती हैं',
    },
    mars: {
      easy: 'ऊर्जा धीरे-धीरे लौटती है, और बड़े ज़ोर से ज़्यादा संतुलित, लगातार मेहनत काम आती है',
      tense: 'झुंझलाहट जल्दी बढ़ती है और ऊर्जा कम रहती है, ऐसे में रफ़्तार घटाकर आराम करना बेहतर है',
      blend: 'जोश भीतर की ओर मुड़ता है, और उसे कुछ नया शुरू करने के बजाय अधूरे काम पूरे करने में लगाना बेहतर है',
    },
  },
  inElement: {
    sun: {
      fire: 'कामकाज का माहौल पहल और दिखाई देने वाली मेहनत के पक्ष में है',
      earth: 'कामकाज का माहौल सावधान, व्यावहारिक प्रगति के पक्ष में है',
      air: 'कामकाज का माहौल विचारों, संपर्कों और बातचीत के पक्ष में है',
      water: 'कामकाज का माहौल अंतर्ज्ञान और लोगों का मन भाँपने के पक्ष में है',
    },
    mercury: {
      fire: 'सोच तेज़ और निर्णायक है, जो कोई विचार सामने रखने के लिए अच्छी है',
      earth: 'सोच सावधान और बारीक है, जो ब्योरों और अनुबंधों के लिए अच्छी है',
      air: 'विचार और बातें खुलकर बहती हैं, जो बैठकों और संदेशों के लिए अच्छा है',
      water: 'सोच अंतर्ज्ञान के पीछे चलती है, जो अनकही बातें समझने के लिए अच्छी है',
    },
    venus: {
      fire: 'प्यार को सीधापन, गर्मजोशी और थोड़ा साहस भाता है',
      earth: 'प्यार व्यावहारिक देखभाल और खुले मन से दिए गए समय में झलकता है',
      air: 'किसी के दिल तक पहुँचने का रास्ता बातचीत से होकर जाता है',
      water: 'भावनाएँ गहरी हैं और उन्हें एक निजी, कोमल माहौल चाहिए',
    },
    mars: {
      fire: 'ऊर्जा झोंकों में आती है, और उसे किसी सक्रिय काम में लगाना सबसे अच्छा है',
      earth: 'दमखम स्थिर है, जो लंबी, धैर्य भरी मेहनत के लिए सही है',
      air: 'मन बेचैन है, और चलना-फिरना उसे शांत करने में मदद करता है',
      water: 'ऊर्जा मनोदशा के पीछे चलती है, इसलिए सुनें कि आपका शरीर क्या माँग रहा है',
    },
  },
  inElementRetrograde: {
    mercury: 'योजनाओं और संदेशों को दोबारा देखने की ज़रूरत है, इसलिए समय पक्का करें और दस्तख़त या यात्रा से पहले सब कुछ फिर से पढ़ें',
    venus: 'प्यार आगे से ज़्यादा पीछे की ओर देखता है, और पुरानी भावनाएँ शांत, ईमानदार बातचीत चाहती हैं',
    mars: 'ऊर्जा सामान्य से कम है, इसलिए धीरे चलें और शरीर को सँभलने का समय दें',
  },
  flowing: {
    mercury: [
      'शब्द आसानी से मिलते हैं',
      'बातचीत अक्सर आपकी उम्मीद के मुताबिक़ आगे बढ़ती है',
      'जो लिखने, योजना बनाने और फ़ैसले लेने के लिए अच्छा है',
      'जो ब्योरों और अनुबंधों के लिए अच्छी है',
      'विचार और बातें खुलकर बहती हैं',
      'जो कोई विचार सामने रखने के लिए अच्छी है',
    ],
    venus: [
      'अपनापन सहजता से बहता है',
      'छोटी-छोटी मेहरबानियाँ लौटकर आती हैं',
      'आपका आकर्षण खुलकर झलकता है',
      'प्यार को सीधापन, गर्मजोशी और थोड़ा साहस भाता है',
      'प्यार व्यावहारिक देखभाल',
      'किसी के दिल तक पहुँचने का रास्ता बातचीत से होकर जाता है',
      'भावनाएँ गहरी हैं और उन्हें एक निजी, कोमल माहौल चाहिए',
    ],
    mars: ['ऊर्जा भरपूर है', 'जोश ऊँचा है', 'ऊर्जा झोंकों में आती है', 'ऊर्जा बढ़ रही है', 'शरीर में ज़ोर है', 'दमखम अच्छा है'],
  },
  // Oblique infinitive phrases: they complete '… का समय' and '… के लिए'.
  phaseNote: {
    new: 'चुपचाप नई शुरुआत करने और कोई संकल्प तय करने',
    'waxing-crescent': 'हाल में शुरू की गई चीज़ों पर पहले कदम बढ़ाने',
    'first-quarter': 'फ़ैसले लेने और पहली रुकावट को पार करने',
    'waxing-gibbous': 'नए सिरे से शुरू करने के बजाय चीज़ों को निखारने और सुधारने',
    full: 'बातों के सामने आने और भावनाओं के चरम पर पहुँचने',
    'waning-gibbous': 'सीखी हुई बातें बाँटने और धन्यवाद कहने',
    'last-quarter': 'जो अब आपके काम का नहीं रहा, उसे छोड़ने',
    'waning-crescent': 'आराम करने, पीछे मुड़कर देखने और अगले चक्र से पहले जगह खाली करने',
  },
  phaseBody: {
    new: 'ऊर्जा कम हो सकती है, इसलिए धीरे-धीरे शुरुआत करें',
    'waxing-crescent': 'ऊर्जा बढ़ रही है, जो किसी नई आदत को धीरे से अपनाने के लिए अच्छी है',
    'first-quarter': 'शरीर में ज़ोर है, जो थोड़ी कठिन कसरत के लिए अच्छा है',
    'waxing-gibbous': 'दमखम अच्छा है, पर नींद सामान्य से हल्की हो सकती है',
    full: 'बेचैनी और साफ़-साफ़ याद रहने वाले सपने आम हैं, इसलिए शाम से ही दिन को धीरे-धीरे समेटें',
    'waning-gibbous': 'ऊर्जा स्थिर है, जो कुछ नया शुरू करने से ज़्यादा काम पूरे करने के लिए अच्छी है',
    'last-quarter': 'शरीर कम माँगता है, इसलिए जहाँ हो सके, दिनचर्या हल्की करें',
    'waning-crescent': 'काम निपटाने से ज़्यादा ज़रूरी है थकान उतारना, इसलिए बिना अपराध-बोध के आराम करें',
  },
  // Oblique case, before a postposition, like houseTopic.
  planetTheme: {
    sun: 'आपके लक्ष्यों और जीवन के उद्देश्य',
    moon: 'मनोदशाओं और ज़रूरतों',
    mercury: 'योजनाओं, संदेशों और समझौतों',
    venus: 'प्यार, आनंद और पैसे',
    mars: 'जोश, साहस और टकराव',
    jupiter: 'विकास, सौभाग्य और आस्था',
    saturn: 'कर्तव्य, सीमाओं और लंबे समय के कामों',
    uranus: 'बदलाव और आज़ादी की ज़रूरत',
    neptune: 'सपनों, आदर्शों और अंतर्ज्ञान',
    pluto: 'शक्ति, गहराई और कायापलट',
  },
  // Polite imperatives (-एँ), neutral as to the reader's gender.
  advice: {
    overall: {
      bright: [
        'सामने आए मौक़े को हाँ कहें',
        'अपनी योजनाएँ किसी ऐसे व्यक्ति को बताएँ जो मदद कर सके',
        'वह काम शुरू करें जो कब से टलता आ रहा है',
      ],
      steady: [
        'अपनी ही रफ़्तार से चलें',
        'अगला काम उठाने से पहले एक काम ठीक से पूरा करें',
        'देखें कि क्या अच्छा चल रहा है, और वही ज़्यादा करें',
      ],
      demanding: [
        'अपनी लड़ाइयाँ सोच-समझकर चुनें और छोटी-मोटी बातें जाने दें',
        'अपने कार्यक्रम में अचानक आने वाली बातों के लिए जगह छोड़ें',
        'ज़रूरत पड़ने से पहले ही मदद माँग लें',
      ],
    },
    love: {
      bright: [
        'किसी को बताएँ कि आपको उनकी कौन-सी बात अच्छी लगती है',
        'किसी के पूछने का इंतज़ार करने के बजाय ख़ुद कार्यक्रम बनाएँ',
        'अपना समय खुले दिल से दें',
      ],
      steady: [
        'अनकही बातों को भी सुनने की कोशिश करें',
        'कोई वादा निभाएँ, चाहे वह कितना भी छोटा हो',
        'किसी अपने के साथ बिना जल्दबाज़ी के एक घंटा बिताएँ',
      ],
      demanding: [
        'मन में भावनाएँ तेज़ हों, तब भी नरमी से बोलें',
        'किसी असहमति को सुलझाने से पहले उसे एक रात का समय दें',
        'जवाब देने से पहले पूछें कि सामने वाले को क्या चाहिए',
      ],
    },
    career: {
      bright: [
        'अपना विचार उन लोगों के सामने रखें जो फ़ैसला करते हैं',
        'वह संदेश भेज ही दें जो कब से भेजना बाक़ी है',
        'वह काम हाथ में लें जो आपकी क़ाबिलियत दिखाए',
      ],
      steady: [
        'वे छोटे काम निपटाएँ जो बाक़ी सब कुछ धीमा कर रहे हैं',
        'अगले तीन कदम लिख लें और पहला उठा लें',
        'हामी भरने से पहले अपने आँकड़े जाँच लें',
      ],
      demanding: [
        'दो बार पढ़ें, एक बार हस्ताक्षर करें',
        'अपने नोट्स, अपनी तारीख़ें और अपना धैर्य संभालकर रखें',
        'पूर्णता के बजाय प्रगति से संतोष करें',
      ],
    },
    wellness: {
      bright: [
        'बाहर निकलें और बस मज़े के लिए चलें-फिरें',
        'अपनी रोज़ की कसरत का थोड़ा कठिन रूप आज़माएँ',
        'अतिरिक्त ऊर्जा का इस्तेमाल करें, पर थकने से पहले रुक जाएँ',
      ],
      steady: ['खाने और सोने का समय नियमित रखें', 'देर तक बैठे रहने के बीच-बीच में थोड़ा स्ट्रेच करें', 'कॉफ़ी उठाने से पहले पानी पिएँ'],
      demanding: [
        'एक ज़िम्मेदारी छोड़कर आज जल्दी सो जाएँ',
        'थका देने वाली कसरत के बजाय हल्की-फुल्की हलचल चुनें',
        'सोने से एक घंटा पहले फ़ोन दूर रख दें',
      ],
    },
  },
  time: (at, timeZone, date) => {
    if (timeZone) {
      try {
        const clock = new Intl.DateTimeFormat('hi-IN', {
          hour: 'numeric',
          minute: '2-digit',
          dayPeriod: 'short',
          timeZone,
        });
        const day = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
        if (!date || day.format(at) === date) return clock.format(at);
        return `${new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', timeZone }).format(at)}, ${clock.format(at)}`;
      } catch {
        // not a zone this runtime knows: UTC, said so
      }
    }
    return `${new Intl.DateTimeFormat('hi-IN', { hour: 'numeric', minute: '2-digit', dayPeriod: 'short', timeZone: 'UTC' }).format(at)} UTC`;
  },

  sentences: {
    moon: [
      (p) => `चंद्रमा ${sign(p.moon)} में, आपके ${ordObl(p.house)} भाव में है, और ध्यान ${p.topic} की ओर जाता है।`,
      (p) =>
        `${sign(p.moon)} से गुज़रता चंद्रमा आपके ${ordObl(p.house)} भाव को जगाता है, इसलिए ${p.topic} पर ध्यान देना ज़रूरी हो सकता है।`,
      (p) => `आज ${sign(p.moon)} का चंद्रमा आपके ${ordObl(p.house)} भाव को रोशन करता है: बात ${p.topic} की है।`,
      (p) => `चंद्रमा ${sign(p.moon)} में है, जो आपकी राशि से ${ord(p.house)} भाव है; यहाँ ${p.topic} से जुड़े विषय केंद्र में रहते हैं।`,
      (p) =>
        `भावनात्मक रूप से आज का दिन ${p.topic} के इर्द-गिर्द घूमता है, क्योंकि चंद्रमा ${sign(p.moon)} में, आपके ${ordObl(p.house)} भाव से गुज़र रहा है।`,
      (p) => `आपके ${ordObl(p.house)} भाव में ${sign(p.moon)} का चंद्रमा है, इसलिए मन पर ${p.topic} का रंग चढ़ा रह सकता है।`,
      (p) => `भावनाएँ ${p.topic} के आस-पास सिमटती हैं: चंद्रमा ${sign(p.moon)} में, आपके ${ordObl(p.house)} भाव में है।`,
      (p) =>
        `${sign(p.moon)} में चलता हुआ चंद्रमा आपके ${ordObl(p.house)} भाव से गुज़रता है और ${p.topic} को आपके मन में सबसे आगे ले आता है।`,
    ],
    moonIngress: [
      (p) =>
        `${p.time} पर चंद्रमा ${sign(p.to)} में, आपके ${ordObl(p.house)} भाव में प्रवेश करता है, और ध्यान ${p.topic} की ओर मुड़ता है।`,
      (p) =>
        `${p.time} पर मिज़ाज बदलता है, जब चंद्रमा ${sign(p.to)} में, यानी ${p.topic} से जुड़े आपके ${ordObl(p.house)} भाव में आता है।`,
      (p) =>
        `${p.time} पर सुर के बदलाव पर नज़र रखें: चंद्रमा ${sign(p.to)} में, आपके ${ordObl(p.house)} भाव में प्रवेश करता है और ${p.topic} में हलचल लाता है।`,
      (p) => `${p.time} से चंद्रमा ${sign(p.to)} में, आपके ${ordObl(p.house)} भाव में है, जहाँ ${p.topic} से जुड़ी बातें आगे आती हैं।`,
      (p) =>
        `${p.time} पर चंद्रमा का ${sign(p.to)} में प्रवेश आपका ${ord(p.house)} भाव खोलता है, और उसके साथ ${p.topic} का विषय भी।`,
      (p) =>
        `बाद में, ${p.time} पर, चंद्रमा ${sign(p.to)} में पहुँचता है, जो आपकी राशि से ${ord(p.house)} भाव है: बात अब ${p.topic} की है।`,
      (p) =>
        `${p.time} पर एक नया भावनात्मक सुर छिड़ता है, जब चंद्रमा ${sign(p.to)} में, आपके ${ordObl(p.house)} भाव में कदम रखता है, जो ${p.topic} का भाव है।`,
      (p) =>
        `जब ${p.time} पर चंद्रमा ${sign(p.to)} में प्रवेश करता है, तो आपका ${ord(p.house)} भाव जाग उठता है, और ${p.topic} से जुड़ी बातें भी अपनी जगह माँगती हैं।`,
    ],
    phase: [
      (p) => `आज ${phase(p.phase)} है, यानी ${p.note} का समय।`,
      (p) => `${phaseObl(p.phase)} के असर में आज का दिन ${p.note} के लिए अनुकूल है।`,
      (p) => `दिन की लय ${phaseObl(p.phase)} से तय होती है: यह ${p.note} का समय है।`,
      (p) => `समय के लिहाज़ से, ${phaseObl(p.phase)} के चलते यह दिन ${p.note} के लिए ठीक है।`,
      (p) => `आज रात आकाश में ${phase(p.phase)} है: ${p.note} का अच्छा समय।`,
      (p) => `${phaseObl(p.phase)} को ध्यान में रखें: यह ${p.note} का दौर है।`,
      (p) => `चंद्र कला के हिसाब से आज ${phase(p.phase)} है, और दिन ${p.note} की ओर इशारा करता है।`,
      (p) => `${phaseObl(p.phase)} के साथ आने वाले घंटे ${p.note} के लिए अच्छे हैं।`,
    ],
    phaseExact: [
      (p) => `${phaseObl(p.phase)} का सटीक क्षण आज ${p.time} पर है, यानी ${p.note} का समय।`,
      (p) => `आज ${p.time} पर ${phaseObl(p.phase)} का क्षण आता है: यह ${p.note} का समय है।`,
      (p) => `${p.time} पर ${phaseObl(p.phase)} का क्षण याद रखें; यह ${p.note} का दौर है।`,
      (p) => `${phaseObl(p.phase)} का ठीक समय आज ${p.time} है, और दिन ${p.note} के लिए अनुकूल है।`,
    ],
    aspect: [
      (p) => `${sign(p.planetSign)} में ${planet(p.planet)} ${p.relation}, इसलिए ${p.effect}।`,
      (p) => `आज ${planet(p.planet)}, ${sign(p.planetSign)} में, ${p.relation}; ${p.effect}।`,
      (p) => `${planet(p.planet)}, जो अब ${sign(p.planetSign)} में है, ${p.relation}: ${p.effect}।`,
      (p) => `${sign(p.planetSign)} में ${planet(p.planet)} पर नज़र रखें, जो ${p.relation}: ${p.effect}।`,
      (p) => `${sign(p.planetSign)} में बैठा ${planet(p.planet)} ${p.relation}, और इससे ${p.effect}।`,
      (p) => `${sign(p.planetSign)} से गुज़रते हुए ${planet(p.planet)} ${p.relation}; ${p.effect}।`,
      (p) => `आज की ख़ास स्थिति है ${sign(p.planetSign)} में ${planet(p.planet)}, जो ${p.relation}: ${p.effect}।`,
      (p) => `जब ${sign(p.planetSign)} में ${planet(p.planet)} ${p.relation}, तो ${p.effect}।`,
    ],
    inSign: [
      (p) => `${planet(p.planet)} ${sign(p.planetSign)} में है, और ${p.flavour}।`,
      (p) => `${sign(p.planetSign)} में ${planet(p.planet)} के रहते ${p.flavour}।`,
      (p) => `आज ${planet(p.planet)} ${sign(p.planetSign)} से गुज़र रहा है: ${p.flavour}।`,
      (p) => `${sign(p.planetSign)} में ${planet(p.planet)} से संकेत लें: ${p.flavour}।`,
      (p) => `${sign(p.planetSign)} में ${planet(p.planet)} एक साफ़ सुर छेड़ता है, और ${p.flavour}।`,
      (p) => `${sign(p.planetSign)} का ${planet(p.planet)} दिन को आकार देता है: ${p.flavour}।`,
      (p) => `जब तक ${planet(p.planet)} ${sign(p.planetSign)} में है, ${p.flavour}।`,
      (p) => `${sign(p.planetSign)} में ${planet(p.planet)} पर ध्यान दें; ${p.flavour}।`,
    ],
    loveMoon: [
      (p) => `चंद्रमा के ${sign(p.moon)} में, आपके ${ordObl(p.house)} भाव में रहते ${p.love}।`,
      (p) => `${sign(p.moon)} का चंद्रमा आपके ${ordObl(p.house)} भाव को छूता है: ${p.love}।`,
      (p) => `दिल के मामलों में ${sign(p.moon)} का चंद्रमा (आपका ${ord(p.house)} भाव) संकेत देता है कि ${p.love}।`,
      (p) => `आपके ${ordObl(p.house)} भाव में ${sign(p.moon)} का चंद्रमा है, और ${p.love}।`,
      (p) => `जैसे-जैसे चंद्रमा ${sign(p.moon)}, यानी आपके ${ordObl(p.house)} भाव से गुज़रता है, ${p.love}।`,
      (p) => `प्यार के लिए चंद्रमा का ${sign(p.moon)} में होना मायने रखता है: यह आपका ${ord(p.house)} भाव है, और ${p.love}।`,
      (p) => `${sign(p.moon)} में, आपके ${ordObl(p.house)} भाव में बैठा चंद्रमा इशारा करता है कि ${p.love}।`,
      (p) => `रोमांस के लिहाज़ से ${sign(p.moon)} का चंद्रमा आपके ${ordObl(p.house)} भाव से काम करता है, इसलिए ${p.love}।`,
    ],
    bodyPhase: [
      (p) => `${phaseObl(p.phase)} के दौरान ${p.body}।`,
      (p) => `आज आपके शरीर के लिए ${phase(p.phase)} एक संकेत है: ${p.body}।`,
      (p) => `शारीरिक रूप से ${phaseObl(p.phase)} का संकेत यह है कि ${p.body}।`,
      (p) => `अपनी रफ़्तार ${phaseObl(p.phase)} के अनुसार रखें; ${p.body}।`,
      (p) => `आकाश में ${phaseObl(p.phase)} के रहते ${p.body}।`,
      (p) => `${phaseObl(p.phase)} का असर अक्सर आपकी चुस्ती पर दिखता है, और ${p.body}।`,
      (p) => `${phaseObl(p.phase)} को अपनी लय तय करने दें: ${p.body}।`,
      (p) => `आज की थकान और ताज़गी अक्सर ${phaseObl(p.phase)} से जुड़ी होती है: ${p.body}।`,
    ],
    ingress: [
      (p) => `${p.time} पर ${planet(p.planet)} ${sign(p.sign)} में प्रवेश करता है और ${p.theme} के लिए एक नया अध्याय खोलता है।`,
      (p) => `${planet(p.planet)} ${p.time} पर ${sign(p.sign)} में आता है, और ${p.theme} पर एक नया रंग चढ़ता है।`,
      (p) =>
        `${p.time} पर बदलाव आता है: ${planet(p.planet)} ${sign(p.sign)} में प्रवेश करता है और ${p.theme} का सुर बदल देता है।`,
      (p) => `${p.time} से ${planet(p.planet)} ${sign(p.sign)} में है, इसलिए ${p.theme} से जुड़ी बातें कुछ अलग महसूस हो सकती हैं।`,
      (p) => `${planet(p.planet)} ${p.time} पर ${sign(p.sign)} में कदम रखता है, जो ${p.theme} के लिए एक ताज़ा शुरुआत है।`,
      (p) =>
        `${p.time} का समय याद रखें, जब ${planet(p.planet)} ${sign(p.sign)} में प्रवेश करता है: ${p.theme} से जुड़ी बातें नई दिशा में बढ़ने लगती हैं।`,
      (p) =>
        `${p.time} पर दिन करवट लेता है, जब ${planet(p.planet)} ${sign(p.sign)} में पहुँचता है और ${p.theme} में बदलाव लाता है।`,
      (p) =>
        `जब ${p.time} पर ${planet(p.planet)} ${sign(p.sign)} में प्रवेश करता है, तो ${p.theme} का एक नया मौसम शुरू होता है।`,
    ],
    station: [
      (p) =>
        `${planet(p.planet)} ${p.time} पर ${DIRECTION[p.direction]} होता है, इसलिए ${p.theme} ${p.direction === 'retrograde' ? 'से जुड़े मामलों में नई शुरुआत से ज़्यादा समीक्षा की ज़रूरत है' : 'से जुड़े मामले फिर से आगे बढ़ सकते हैं'}।`,
      (p) =>
        `${p.time} पर ${planet(p.planet)} ${DIRECTION[p.direction]} होता है; ${p.theme} के मामले में ${p.direction === 'retrograde' ? 'रफ़्तार धीमी करें' : 'फिर से रफ़्तार पकड़ें'}।`,
      (p) =>
        `${p.time} पर एक मोड़: ${planet(p.planet)} ${DIRECTION[p.direction]} होता है, और ${p.theme} ${p.direction === 'retrograde' ? 'से जुड़ी बातें भीतर की ओर मुड़ती हैं' : 'की उलझनें सुलझने लगती हैं'}।`,
      (p) =>
        `${planet(p.planet)} ठहरकर ${p.time} पर ${DIRECTION[p.direction]} होता है, जो ${p.theme} ${p.direction === 'retrograde' ? 'पर ब्रेक लगाता है' : 'को फिर से गति देता है'}।`,
      (p) =>
        `${p.time} पर ध्यान दें, जब ${planet(p.planet)} ${DIRECTION[p.direction]} होता है: ${p.theme} ${p.direction === 'retrograde' ? 'पर दोबारा नज़र डालना ज़रूरी हो सकता है' : 'से जुड़े काम फिर से गति पकड़ते हैं'}।`,
      (p) =>
        `${p.time} पर ${planet(p.planet)} के ${DIRECTION[p.direction]} होने के साथ ${p.theme} ${p.direction === 'retrograde' ? 'को नई नज़र से दोबारा देखें' : 'की ओर नई नज़र से लौटें'}।`,
      (p) =>
        `${p.time} पर ${planet(p.planet)} का ठहराव, जहाँ वह ${DIRECTION[p.direction]} होता है, ${p.theme} को ${p.direction === 'retrograde' ? 'चिंतन का विषय' : 'अमल के लिए आसान'} बना देता है।`,
      (p) =>
        `${p.time} पर आकाश जैसे थम जाता है, क्योंकि ${planet(p.planet)} ${DIRECTION[p.direction]} होता है और ${p.theme} ${p.direction === 'retrograde' ? 'की रफ़्तार धीमी पड़ती है' : 'को खुलकर बढ़ने की जगह मिलती है'}।`,
    ],
    retrograde: [
      (p) =>
        `${planet(p.planet)} ${sign(p.sign)} में वक्री है, इसलिए ${p.theme} से जुड़ी बातों में जल्दबाज़ी के बजाय समीक्षा बेहतर है।`,
      (p) => `${sign(p.sign)} में ${planet(p.planet)} के वक्री रहते ${p.theme} पर एक बार फिर नज़र डालें।`,
      (p) => `${planet(p.planet)} अब भी ${sign(p.sign)} में वक्री है; ${p.theme} से जुड़े पुराने सवाल लौट सकते हैं।`,
      (p) => `${sign(p.sign)} में वक्री ${planet(p.planet)} ${p.theme} के मामले में धैर्य माँगता है।`,
      (p) =>
        `${planet(p.planet)} ${sign(p.sign)} में पीछे की ओर चलता दिखता है (वक्री), यानी ${p.theme} पर दोबारा लौटने का समय।`,
      (p) => `चूँकि ${planet(p.planet)} ${sign(p.sign)} में वक्री है, ${p.theme} से जुड़ी हर बात दोबारा जाँच लें।`,
      (p) =>
        `${sign(p.sign)} में ${planet(p.planet)} की वक्री चाल ${p.theme} के मामलों में नई शुरुआत से ज़्यादा अधूरे काम पूरे करने के पक्ष में है।`,
      (p) => `ध्यान रखें कि ${planet(p.planet)} ${sign(p.sign)} में वक्री है: ${p.theme} में योजना से ज़्यादा समय लग सकता है।`,
    ],
    closer: [
      (p) => `आपका सबसे अच्छा कदम: ${p.advice}।`,
      (p) => `अगर एक ही काम करना हो, तो ${p.advice}।`,
      (p) => `${p.advice}; बाक़ी सब इंतज़ार कर सकता है।`,
      (p) => `बात सीधी रखें और ${p.advice}।`,
      (p) => `आने वाले घंटों का अच्छा इस्तेमाल यही है: ${p.advice}।`,
      (p) => `जहाँ हो सके, ${p.advice}।`,
      (p) => `दिन ढलने से पहले ${p.advice}।`,
      (p) => `आज इतना ज़रूर करें: ${p.advice}।`,
    ],
  },

  labels: {
    moon: (moon, house) => `${sign(moon)} में चंद्रमा, आपका ${ord(house)} भाव`,
    moonIngress: (to, time) => `${time} पर चंद्रमा का ${sign(to)} में प्रवेश`,
    phase: (id, time) => (time ? `${phase(id)}, ${time}` : phase(id)),
    aspect: (p, aspect, ruler) => {
      if (aspect === 'conjunction' && !ruler) return `${planet(p)} आपकी राशि में`;
      const [of, noun] = ASPECT_NOUN[aspect];
      return `${planet(p)} ${of} ${ruler ? `आपके स्वामी ग्रह ${planet(ruler)} से` : 'आपकी राशि से'} ${noun}`;
    },
    ingress: (p, to, time) => `${time} पर ${planet(p)} का ${sign(to)} में प्रवेश`,
    station: (p, direction, time) => `${time} पर ${planet(p)} ${DIRECTION[direction]} होता है`,
    retrograde: (p, at) => `${sign(at)} में वक्री ${planet(p)}`,
  },
};
