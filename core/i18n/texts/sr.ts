/** Every long text in Serbian (../texts.ts). */
import { ASKING_SR } from '../../coach/asking/sr';
import { COACH_SR } from '../../coach/texts/sr';
import { HOROSCOPE_SR } from '../../horoscope/sr';
import { SR as INTERPRETATIONS_SR } from '../../interpretations/sr';
import { NUMEROLOGY_SR } from '../../numerology/texts/sr';
import { SKY_SR } from '../../sky/texts/sr';
import { SYNASTRY_SR } from '../../synastry/texts/sr';
import { TAROT_SR } from '../../tarot/texts/sr';
import MESSAGES_SR from '../messages/sr';
import type { LocaleTexts } from '../texts';

export const TEXTS: LocaleTexts = {
  messages: MESSAGES_SR,
  coach: COACH_SR,
  asking: ASKING_SR,
  sky: SKY_SR,
  horoscope: HOROSCOPE_SR,
  interpretations: INTERPRETATIONS_SR,
  numerology: NUMEROLOGY_SR,
  synastry: SYNASTRY_SR,
  tarot: TAROT_SR,
};
