/** Every long text in Spanish (../texts.ts). */
import { ASKING_ES } from '../../coach/asking/es';
import { COACH_ES } from '../../coach/texts/es';
import { HOROSCOPE_ES } from '../../horoscope/es';
import { ES as INTERPRETATIONS_ES } from '../../interpretations/es';
import { NUMEROLOGY_ES } from '../../numerology/texts/es';
import { SKY_ES } from '../../sky/texts/es';
import { SYNASTRY_ES } from '../../synastry/texts/es';
import { TAROT_ES } from '../../tarot/texts/es';
import MESSAGES_ES from '../messages/es';
import type { LocaleTexts } from '../texts';

export const TEXTS: LocaleTexts = {
  messages: MESSAGES_ES,
  coach: COACH_ES,
  asking: ASKING_ES,
  sky: SKY_ES,
  horoscope: HOROSCOPE_ES,
  interpretations: INTERPRETATIONS_ES,
  numerology: NUMEROLOGY_ES,
  synastry: SYNASTRY_ES,
  tarot: TAROT_ES,
};
