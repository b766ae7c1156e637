import { GRAMMAR_HI as g } from '../../i18n/grammar/hi';
import type { SignId } from '../../zodiac';
import type { FallbackTexts } from '../types';
import { SIGN_NAMES } from './signs';

/** The sign's name in the grammar's form; the id itself for one we do not know. */
const name = (sign: SignId, form?: 'rashi') => (Object.hasOwn(SIGN_NAMES, sign) ? g.sign(sign, form) : sign);

/**
 * The spec's fallback sentences (docs/product.md#errors) in Hindi, used where a text is missing,
 * and the generic texts for an unknown house or aspect.
 */
export const FALLBACKS: FallbackTexts = {
  sun: (sign) => `${name(sign, 'rashi')} का स्वभाव आपके मूल व्यक्तित्व को आकार देता है।`,
  moon: (sign) => `${name(sign, 'rashi')} में आपका चंद्रमा आपके भावनात्मक स्वभाव को प्रभावित करता है।`,
  rising: (sign) => `आपका ${name(sign)} लग्न इस बात पर असर डालता है कि दूसरे आपको कैसे देखते हैं।`,
  house: (n) => ({
    name: `भाव ${n}`,
    governs: 'हर भाव जीवन के किसी एक क्षेत्र से जुड़ा है: स्वयं और अपने संसाधनों से लेकर साझेदारी, काम और बड़ी दुनिया तक।',
    occupied: 'किसी भाव में स्थित ग्रह अपनी ऊर्जा आपके जीवन के उसी क्षेत्र को देता है।',
  }),
  aspect: {
    name: 'दृष्टि',
    text: 'यह दृष्टि दोनों ग्रहों को इस तरह जोड़ती है कि उनके विषय आपस में घुल-मिल जाते हैं, और आपके जीवन में हर ग्रह की अभिव्यक्ति पर दूसरे का रंग चढ़ता है।',
  },
};
