/** Every long text in Hindi (../texts.ts). */
import { ASKING_HI } from '../../coach/asking/hi';
import { COACH_HI } from '../../coach/texts/hi';
import { HOROSCOPE_HI } from '../../horoscope/hi';
import { HI as INTERPRETATIONS_HI } from '../../interpretations/hi';
import { NUMEROLOGY_HI } from '../../numerology/texts/hi';
import { SKY_HI } from '../../sky/texts/hi';
import { SYNASTRY_HI } from '../../synastry/texts/hi';
import { TAROT_HI } from '../../tarot/texts/hi';
import MESSAGES_HI from '../messages/hi';
import type { LocaleTexts } from '../texts';

export const TEXTS: LocaleTexts = {
  messages: MESSAGES_HI,
  coach: COACH_HI,
  asking: ASKING_HI,
  sky: SKY_HI,
  horoscope: HOROSCOPE_HI,
  interpretations: INTERPRETATIONS_HI,
  numerology: NUMEROLOGY_HI,
  synastry: SYNASTRY_HI,
  tarot: TAROT_HI,
};
