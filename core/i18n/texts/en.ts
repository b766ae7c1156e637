/** Every long text in English (../texts.ts). */
import { ASKING_EN } from '../../coach/asking/en';
import { COACH_EN } from '../../coach/texts/en';
import { HOROSCOPE_EN } from '../../horoscope/en';
import { EN as INTERPRETATIONS_EN } from '../../interpretations/en';
import { NUMEROLOGY_EN } from '../../numerology/texts/en';
import { SKY_EN } from '../../sky/texts/en';
import { SYNASTRY_EN } from '../../synastry/texts/en';
import { TAROT_EN } from '../../tarot/texts/en';
import MESSAGES_EN from '../messages/en';
import type { LocaleTexts } from '../texts';

export const TEXTS: LocaleTexts = {
  messages: MESSAGES_EN,
  coach: COACH_EN,
  asking: ASKING_EN,
  sky: SKY_EN,
  horoscope: HOROSCOPE_EN,
  interpretations: INTERPRETATIONS_EN,
  numerology: NUMEROLOGY_EN,
  synastry: SYNASTRY_EN,
  tarot: TAROT_EN,
};
