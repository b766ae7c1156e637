/**
 * The Hindi sky texts (docs/i18n/glossary-hi.md). Style: आप, polite -एँ imperatives, hedged,
 * sentences ending with the पूर्ण विराम "।" (titles without it), and never a verb that agrees
 * with the reader (no "आप … करेंगे / चाहते हैं"): verbs agree with a planet, a thing or a passive.
 *
 * Grammar: sign and planet names do not inflect before a postposition ("मेष राशि में",
 * "शुक्र से"), and every planet is masculine singular ("बुध वक्री होता है"). The names and their
 * forms are the grammar's (core/i18n/grammar/hi.ts). A transit's title has the transiting planet as
 * its subject ("शनि … से चतुष्कोण बनाता है"); what it means is read from core/sky/contacts/hi/, and so is
 * what a progressed point says in its sign (core/sky/contacts/hi/progressed.ts).
 */
import { DIRECTION, GRAMMAR_HI as g } from '../../i18n/grammar/hi';
import type { MoonPhaseName } from '../events';
import type { SkyTexts } from '../texts';
import { ASPECT_WITH, POINT } from '../contacts/hi/frames';
import { CONTACTS_HI, FRAMES_HI } from '../contacts/hi/index';
import { ORACLE_HI } from '../contacts/hi/oracle';
import { PROGRESSED } from '../contacts/hi/progressed';

/** Phase titles, before "in <sign>": "कर्क राशि में पूर्णिमा". */
const PHASE: Readonly<Record<MoonPhaseName, string>> = {
  new: 'अमावस्या',
  firstQuarter: 'प्रथम चतुर्थांश का चंद्रमा',
  full: 'पूर्णिमा',
  lastQuarter: 'अंतिम चतुर्थांश का चंद्रमा',
};

/** Without a birth chart: the middle of the Sun sign stands in for the natal Sun. */
const SOLAR_POINT = 'आपकी सूर्य राशि के मध्य बिंदु (जो यहाँ आपके सूर्य का स्थान लेता है)';

export const SKY_HI: SkyTexts = {
  grammar: g,
  calendarName: 'Stella आकाश कैलेंडर',
  calendarDescription: 'ग्रहों के वक्री और मार्गी ठहराव, राशि प्रवेश, चंद्र कलाएँ और दृष्टि-शून्य चंद्रमा, जिनकी गणना Stella करता है।',

  stationTitle: (body, direction, s) => `${g.planet(body)} ${g.sign(s, 'rashi')} में ${DIRECTION[direction]} होता है`,
  ingressTitle: (body, s, direction) =>
    direction === 'direct'
      ? `${g.planet(body)} का ${g.sign(s, 'rashi')} में प्रवेश`
      : `वक्री ${g.planet(body)} ${g.sign(s, 'rashi')} में लौटता है`,
  phaseTitle: (phase, s) => `${g.sign(s, 'rashi')} में ${PHASE[phase]}`,
  voidTitle: (s) => `${g.sign(s, 'rashi')} में दृष्टि-शून्य चंद्रमा`,
  voidDetail: (last, s, next) =>
    last
      ? `${g.sign(s, 'rashi')} में चंद्रमा की आख़िरी दृष्टि ${g.planet(last.planet)} ${ASPECT_WITH[last.aspect]} है; इसके बाद ${g.sign(next, 'rashi')} में प्रवेश करने तक वह कोई और दृष्टि नहीं बनाता।`
      : `${g.sign(s, 'rashi')} में चंद्रमा कोई प्रमुख दृष्टि नहीं बनाता: ${g.sign(next, 'rashi')} में प्रवेश करने तक वह दृष्टि-शून्य रहता है।`,

  stationMeaning: {
    mercury: {
      retrograde:
        'लगभग तीन हफ़्ते दोबारा देखने, दोबारा पढ़ने और पुराने संपर्कों से फिर जुड़ने के लिए; योजनाओं, संदेशों और यात्राओं को अतिरिक्त जाँच की ज़रूरत होती है।',
      direct: 'योजनाएँ और संदेश फिर से चल पड़ते हैं; जिस पर दोबारा काम हुआ, उस पर अब अमल हो सकता है।',
    },
    venus: {
      retrograde: 'लगभग छह हफ़्ते प्रेम, पैसे और अपने मूल्यों पर दोबारा नज़र डालने के लिए; पुरानी भावनाएँ लौट सकती हैं।',
      direct: 'लगाव और ख़र्च स्थिर होने लगते हैं; प्रेम और पैसे से जुड़े फ़ैसले अब ज़्यादा साफ़ मन से लिए जा सकते हैं।',
    },
    mars: {
      retrograde:
        'लगभग दस हफ़्ते, जब ऊर्जा भीतर की ओर मुड़ती है: अपने लक्ष्यों को फिर से परखें, पुराने झगड़े निपटाएँ और अपनी रफ़्तार संभालकर रखें।',
      direct: 'जोश लौटता है; जो काम अटक गए थे, उन्हें फिर से आगे बढ़ाया जा सकता है।',
    },
    jupiter: {
      retrograde: 'लगभग चार महीने, जिनमें और आगे फैलने से पहले अपनी मान्यताओं और विकास की योजनाओं पर भीतर से विचार किया जा सकता है।',
      direct: 'विकास फिर बाहर की ओर बढ़ता है; जिन योजनाओं पर दोबारा सोचा गया, वे अब फैल सकती हैं।',
    },
    saturn: {
      retrograde: 'लगभग साढ़े चार महीने, अपनी प्रतिबद्धताओं की समीक्षा करने और अब तक बनाई चीज़ों की नींव मज़बूत करने के लिए।',
      direct: 'ज़िम्मेदारियाँ फिर आगे बढ़ती हैं; जिन ढाँचों की समीक्षा हुई, वे अब भार उठा सकते हैं।',
    },
    uranus: {
      retrograde: 'लगभग पाँच महीने, जिनमें बदलाव की चाह भीतर-ही-भीतर काम करती है और पुरानी आदतों को अंदर से ढीला करती है।',
      direct: 'बदलाव फिर खुलकर सामने आता है; नई राहें तेज़ी से खुलने लगती हैं।',
    },
    neptune: {
      retrograde: 'लगभग पाँच महीने, जब भ्रम छँटते हैं और सपनों को हक़ीक़त की कसौटी पर परखा जाता है।',
      direct: 'प्रेरणा फिर बाहर की ओर बहती है; आदर्श दुनिया में धीरे-धीरे, कोमल रूप ले सकते हैं।',
    },
    pluto: {
      retrograde: 'लगभग पाँच महीने का भीतरी कायापलट: जिसका अंत होना है, वह ख़ुद सामने आ जाता है।',
      direct: 'गहरे बदलाव बाहर की ओर बढ़ते हैं; जो भीतर बदला है, वह दिखने लगता है।',
    },
  },
  // Each stands under its title ("शुक्र का कर्क राशि में प्रवेश") in the calendar, and right after it in
  // the Oracle's weeks ahead: it says what the change brings, never that the planet changes sign.
  ingressMeaning: {
    sun: 'इसी के साथ साल का मौसम बदलता है और महीने का मिज़ाज भी करवट लेता है।',
    moon: 'अगले लगभग ढाई दिनों के लिए भावनाओं का मौसम बदल जाता है।',
    mercury: 'अब लोगों के सोचने, बोलने और फ़ैसले लेने के ढंग में एक नया सुर आता है।',
    venus: 'अगले कुछ हफ़्तों के लिए प्रेम, आनंद और पैसे से जुड़ी पसंद बदल जाती है।',
    mars: 'आने वाले हफ़्तों में ऊर्जा और महत्वाकांक्षा एक नई दिशा पकड़ती हैं।',
    jupiter: 'लगभग एक वर्ष के लिए विकास और अवसरों का क्षेत्र बदल जाता है।',
    saturn: 'ज़िम्मेदारी के सबक़ दो-तीन वर्षों के लिए नई ज़मीन पर उतरते हैं।',
    uranus: 'इसके साथ बदलाव और नए आविष्कारों का सात वर्षों का एक नया अध्याय शुरू होता है।',
    neptune: 'एक दशक से ज़्यादा समय के लिए सामूहिक सपना और उसके भ्रम नया रूप लेते हैं।',
    pluto: 'यहाँ से एक पूरी पीढ़ी तक चलने वाला कायापलट शुरू होता है।',
  },
  phaseMeaning: {
    new: 'संकल्प तय करने और चुपचाप शुरुआत करने का समय।',
    firstQuarter: 'अपने संकल्पों पर अमल करने और पहली रुकावटों का सामना करने का समय।',
    full: 'चरम, स्पष्टता और मन का बोझ हल्का करने का समय।',
    lastQuarter: 'जो बेकार हो चुका है उसे हटाने, माफ़ करने और नए के लिए जगह बनाने का समय।',
  },
  voidAdvice: [
    'रोज़मर्रा के काम अच्छे से चलते हैं; नई शुरुआत, हस्ताक्षर और बड़ी ख़रीदारी को चंद्रमा के राशि बदलने तक टाल दें।',
    'आराम करें, चीज़ें समेटें और सोच-विचार करें; इस समय लिए गए फ़ैसले अक्सर किसी नतीजे तक नहीं पहुँचते।',
    'कुछ नया शुरू करने के बजाय, जो शुरू हो चुका है उसे पूरा करने का यह अच्छा समय है।',
  ],

  hourSignificance: {
    sun: 'सूर्य की होरा: सबके सामने आने, नेतृत्व करने और अधिकार वाले लोगों से मिलने के लिए।',
    moon: 'चंद्रमा की होरा: घर, परिवार, आम लोगों से जुड़े कामों और हर उस चीज़ के लिए जिसे देखभाल चाहिए।',
    mars: 'मंगल की होरा: मेहनत, साहस, खेल-कूद और टलते आ रहे कामों से निपटने के लिए।',
    mercury: 'बुध की होरा: लिखने, पढ़ने, फ़ोन करने, व्यापार और छोटी यात्राओं के लिए।',
    jupiter: 'बृहस्पति की होरा: अनुरोध करने, विकास, क़ानूनी मामलों, पढ़ाने और उदारता के लिए।',
    venus: 'शुक्र की होरा: प्रेम, सुंदरता, कला, दोस्ती और सुलह के लिए।',
    saturn: 'शनि की होरा: अनुशासन, योजना, ज़मीन-जायदाद और लंबे कामों को पूरा करने के लिए।',
  },
  retrogradeEffects: {
    mercury: 'वक्री बुध: ग़लतफ़हमियों और देरी की संभावना बढ़ जाती है; दोबारा जाँचें, दोबारा पढ़ें और अपनी फ़ाइलों का बैकअप रखें।',
    venus: 'वक्री शुक्र: पुराने प्रेम और पुराने मूल्य दोबारा परखे जाने के लिए लौटते हैं; बड़ी ख़रीदारी कुछ समय के लिए टाल दें।',
    mars: 'वक्री मंगल: ऊर्जा कम और झुँझलाहट ज़्यादा रहती है; झगड़े शुरू करने के बजाय अपनी योजनाएँ सुधारें।',
    jupiter: 'वक्री बृहस्पति: विकास भीतर की ओर मुड़ता है; अपनी मान्यताओं पर दोबारा सोचें, और इस पर भी कि आगे क्या बढ़ाना है।',
    saturn: 'वक्री शनि: प्रतिबद्धताओं की समीक्षा करने और नींव की मरम्मत का समय।',
    uranus: 'वक्री यूरेनस: आज़ादी की चाह भीतर-ही-भीतर, चुपचाप काम करती है।',
    neptune: 'वक्री नेपच्यून: भ्रम छँटते हैं; जो असली है, उसे देखना आसान होता जाता है।',
    pluto: 'वक्री प्लूटो: शक्ति, नियंत्रण और चीज़ों को छोड़ देने पर भीतरी काम।',
  },
  directEffects: {
    mercury: 'मार्गी बुध: बातचीत और योजनाएँ सामान्य ढंग से चलती हैं।',
    venus: 'मार्गी शुक्र: प्रेम और पैसा अपनी सामान्य राह पर चलते हैं।',
    mars: 'मार्गी मंगल: ऊर्जा सीधे काम में लगती है।',
    jupiter: 'मार्गी बृहस्पति: विकास और अवसर बाहर की दुनिया में खुलते हैं।',
    saturn: 'मार्गी शनि: लगातार मेहनत दिखाई देने वाले नतीजे देती है।',
    uranus: 'मार्गी यूरेनस: बदलाव और नए प्रयोग खुलकर सामने आते हैं।',
    neptune: 'मार्गी नेपच्यून: प्रेरणा और करुणा बाहर की ओर बहती हैं।',
    pluto: 'मार्गी प्लूटो: कायापलट धीरे-धीरे दुनिया में अपनी राह बनाता है।',
  },

  contacts: CONTACTS_HI,
  frames: FRAMES_HI,
  stop: '।',
  gap: ' ',
  transitTitle: (p, aspect, point, solar) =>
    `${g.planet(p)} ${solar ? SOLAR_POINT : POINT[point]} ${ASPECT_WITH[aspect]} बनाता है`,

  reading: ORACLE_HI,
  progression: (point, s) => PROGRESSED[point][s],
};
