/** Sentences with the claims the verifier must find in them (core/coach/texts.ts, VerifierExample). */
import type { VerifierExample } from '../../texts';

export const EXAMPLES: readonly VerifierExample[] = [
  // As the templates write them.
  {
    text: 'आपका शुक्र तुला राशि के 14°22′ पर, आपके सातवें भाव में है।',
    signs: [{ point: 'venus', sign: 'libra' }],
    houses: [{ point: 'venus', house: 7 }],
  },
  {
    text: 'तुला राशि का वक्री शुक्र आपके सातवें भाव में है, 14°22′ पर।',
    signs: [{ point: 'venus', sign: 'libra' }],
    houses: [{ point: 'venus', house: 7 }],
  },
  {
    text: 'जन्म के समय बुध, वक्री अवस्था में, मिथुन राशि में था, 3°05′ पर।',
    signs: [{ point: 'mercury', sign: 'gemini' }],
  },
  { text: 'आपका लग्न सिंह राशि के 2°10′ पर है।', signs: [{ point: 'ascendant', sign: 'leo' }] },
  { text: 'मकर राशि का मध्य आकाश आपकी कुंडली में 18°40′ पर है।', signs: [{ point: 'midheaven', sign: 'capricorn' }] },
  {
    text: 'आपकी कुंडली में शुक्र और मंगल की युति है, 0°42′ के अंतर से।',
    aspects: [{ a: 'venus', b: 'mars', type: 'conjunction' }],
  },
  {
    text: 'शनि, सूर्य से चतुष्कोण बनाता है; इस दृष्टि का ऑर्ब 1°12′ है।',
    aspects: [{ a: 'saturn', b: 'sun', type: 'square' }],
  },
  {
    text: 'चंद्रमा और बृहस्पति त्रिकोण (120°) में हैं: सटीक कोण से इनका अंतर केवल 2°03′ है।',
    aspects: [{ a: 'moon', b: 'jupiter', type: 'trine' }],
  },
  {
    text: 'आपके सातवें भाव का आरंभ बिंदु वृश्चिक राशि में है, और इस भाव में शुक्र और मंगल हैं।',
    houseNumbers: [7],
  },
  {
    text: 'आपका लग्न तुला राशि में है, इसलिए लग्न का स्वामी (लग्नेश), यानी आपकी कुंडली का स्वामी ग्रह, शुक्र है। मेष राशि का शुक्र आपके पाँचवें भाव में है, इसलिए इसके विषयों का रंग आपकी पूरी कुंडली पर चढ़ता है।',
    signs: [
      { point: 'ascendant', sign: 'libra' },
      { point: 'venus', sign: 'aries' },
    ],
    houses: [{ point: 'venus', house: 5 }],
  },
  {
    text: 'चंद्रमा कन्या राशि के 4°51′ पर, तीसरे भाव में है।',
    signs: [{ point: 'moon', sign: 'virgo' }],
    houses: [{ point: 'moon', house: 3 }],
  },
  {
    text: 'नेपच्यून 20°15′ मीन ℞, भाव 12',
    signs: [{ point: 'neptune', sign: 'pisces' }],
    houses: [{ point: 'neptune', house: 12 }],
  },
  // As a model would write them.
  {
    text: 'आपकी सूर्य राशि मेष है, चंद्र राशि कर्क, और लग्न तुला राशि में है।',
    signs: [
      { point: 'sun', sign: 'aries' },
      { point: 'moon', sign: 'cancer' },
      { point: 'ascendant', sign: 'libra' },
    ],
  },
  { text: '- **सूर्य:** मेष राशि, 14°22′', signs: [{ point: 'sun', sign: 'aries' }] },
  {
    text: 'आठवें भाव में वृश्चिक राशि का चंद्रमा बताता है कि आपकी भावनाएँ गहरी और निजी होती हैं।',
    signs: [{ point: 'moon', sign: 'scorpio' }],
    houseNumbers: [8],
  },
  {
    text: 'शुक्र तुला राशि में मंगल से षट्कोण बनाता है, इसलिए आकर्षण और पहल साथ-साथ चलते हैं।',
    signs: [{ point: 'venus', sign: 'libra' }],
    aspects: [{ a: 'venus', b: 'mars', type: 'sextile' }],
  },
  {
    text: 'बृहस्पति (9°51′) धनु राशि में, आपके नौवें भाव में है।',
    signs: [{ point: 'jupiter', sign: 'sagittarius' }],
    houses: [{ point: 'jupiter', house: 9 }],
  },
  {
    text: 'सूर्य आपके दसवें भाव में है और शनि चौथे भाव में।',
    houses: [
      { point: 'sun', house: 10 },
      { point: 'saturn', house: 4 },
    ],
  },
  {
    text: 'आपका शुक्र वृषभ राशि में, मंगल वृश्चिक राशि में और बृहस्पति मीन राशि में है।',
    signs: [
      { point: 'venus', sign: 'taurus' },
      { point: 'mars', sign: 'scorpio' },
      { point: 'jupiter', sign: 'pisces' },
    ],
  },
  {
    text: 'वृश्चिक राशि में स्थित प्लूटो आपके आठवें भाव में है।',
    signs: [{ point: 'pluto', sign: 'scorpio' }],
    houses: [{ point: 'pluto', house: 8 }],
  },
  { text: 'आपका तुला लग्न पहली मुलाक़ात में शालीनता की छाप छोड़ता है।', signs: [{ point: 'ascendant', sign: 'libra' }] },
  {
    text: 'मध्य आकाश (MC) मकर राशि में होने से करियर में ज़िम्मेदारी अहम हो जाती है।',
    signs: [{ point: 'midheaven', sign: 'capricorn' }],
  },
  {
    text: 'मंगल और प्लूटो की प्रतियुति आपके भीतर तीव्र इच्छाशक्ति जगाती है।',
    aspects: [{ a: 'mars', b: 'pluto', type: 'opposition' }],
  },
  { text: 'शुक्र ७वें घर में है, इसलिए साझेदारी जीवन का बड़ा विषय है।', houses: [{ point: 'venus', house: 7 }] },
  { text: 'शुक्र, वक्री होकर, कन्या राशि में है।', signs: [{ point: 'venus', sign: 'virgo' }] },
  // Names without a claim.
  { text: 'मंगल, कर्क राशि के चंद्रमा से अलग, अपनी बात सीधे कहता है।', signs: [{ point: 'moon', sign: 'cancer' }] },
  { text: 'तुला राशि का स्वामी ग्रह शुक्र है।' },
  { text: 'शुक्र और तुला राशि का आपस में गहरा रिश्ता है।' },
  { text: 'गोचर का शनि अभी मीन राशि से गुज़र रहा है।' },
  { text: 'सातवाँ भाव रिश्तों का भाव है, और दसवाँ भाव करियर का।', houseNumbers: [7, 10] },
  { text: 'बारह भावों में से हर एक जीवन के एक क्षेत्र की बात करता है, और 12 भाव मिलकर पूरी तस्वीर बनाते हैं।' },
  { text: 'ज़मीन से जुड़ा स्वभाव और सधी हुई सोच आपकी ताक़त हो सकती है।' },
  { text: 'आज का आकाश शांत है; अपनी रफ़्तार से चलें।' },
  // A station, a lunation and where they fall: the degree's house places no planet, "छूता है" is no aspect.
  {
    text: '29 नवंबर को बुध धनु राशि में मार्गी हुआ था। आपकी कुंडली में इसका स्थान दसवाँ भाव है।',
    signs: [{ point: 'mercury', sign: 'sagittarius' }],
    houseNumbers: [10],
  },
  { text: '9 जनवरी को मकर राशि में अमावस्या होगी। इसका अंश आपकी जन्म कुंडली के सूर्य और चंद्रमा को छूता है।' },
  { text: 'बृहस्पति कर्क राशि में मार्गी, 8 दिसंबर', signs: [{ point: 'jupiter', sign: 'cancer' }] },
];
