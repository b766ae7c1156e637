/** Every long text in Chinese (../texts.ts). */
import { ASKING_ZH } from '../../coach/asking/zh';
import { COACH_ZH } from '../../coach/texts/zh';
import { HOROSCOPE_ZH } from '../../horoscope/zh';
import { ZH as INTERPRETATIONS_ZH } from '../../interpretations/zh';
import { NUMEROLOGY_ZH } from '../../numerology/texts/zh';
import { SKY_ZH } from '../../sky/texts/zh';
import { SYNASTRY_ZH } from '../../synastry/texts/zh';
import { TAROT_ZH } from '../../tarot/texts/zh';
import MESSAGES_ZH from '../messages/zh';
import type { LocaleTexts } from '../texts';

export const TEXTS: LocaleTexts = {
  messages: MESSAGES_ZH,
  coach: COACH_ZH,
  asking: ASKING_ZH,
  sky: SKY_ZH,
  horoscope: HOROSCOPE_ZH,
  interpretations: INTERPRETATIONS_ZH,
  numerology: NUMEROLOGY_ZH,
  synastry: SYNASTRY_ZH,
  tarot: TAROT_ZH,
};
