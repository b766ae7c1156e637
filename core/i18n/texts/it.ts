/** Every long text in Italian (../texts.ts). */
import { ASKING_IT } from '../../coach/asking/it';
import { COACH_IT } from '../../coach/texts/it';
import { HOROSCOPE_IT } from '../../horoscope/it';
import { IT as INTERPRETATIONS_IT } from '../../interpretations/it';
import { NUMEROLOGY_IT } from '../../numerology/texts/it';
import { SKY_IT } from '../../sky/texts/it';
import { SYNASTRY_IT } from '../../synastry/texts/it';
import { TAROT_IT } from '../../tarot/texts/it';
import MESSAGES_IT from '../messages/it';
import type { LocaleTexts } from '../texts';

export const TEXTS: LocaleTexts = {
  messages: MESSAGES_IT,
  coach: COACH_IT,
  asking: ASKING_IT,
  sky: SKY_IT,
  horoscope: HOROSCOPE_IT,
  interpretations: INTERPRETATIONS_IT,
  numerology: NUMEROLOGY_IT,
  synastry: SYNASTRY_IT,
  tarot: TAROT_IT,
};
