/** Every long text in French (../texts.ts). */
import { ASKING_FR } from '../../coach/asking/fr';
import { COACH_FR } from '../../coach/texts/fr';
import { HOROSCOPE_FR } from '../../horoscope/fr';
import { FR as INTERPRETATIONS_FR } from '../../interpretations/fr';
import { NUMEROLOGY_FR } from '../../numerology/texts/fr';
import { SKY_FR } from '../../sky/texts/fr';
import { SYNASTRY_FR } from '../../synastry/texts/fr';
import { TAROT_FR } from '../../tarot/texts/fr';
import MESSAGES_FR from '../messages/fr';
import type { LocaleTexts } from '../texts';

export const TEXTS: LocaleTexts = {
  messages: MESSAGES_FR,
  coach: COACH_FR,
  asking: ASKING_FR,
  sky: SKY_FR,
  horoscope: HOROSCOPE_FR,
  interpretations: INTERPRETATIONS_FR,
  numerology: NUMEROLOGY_FR,
  synastry: SYNASTRY_FR,
  tarot: TAROT_FR,
};
