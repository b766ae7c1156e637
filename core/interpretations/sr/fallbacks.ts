import type { SignId } from '../../zodiac';
import type { FallbackTexts, SignTexts } from '../types';
import { SIGN_GENITIVE, SIGN_LOCATIVE, SIGN_NAMES } from './signs';

/** The sign in the form a sentence needs; the id itself for one we do not know. */
const form = (forms: SignTexts, sign: SignId) => (Object.hasOwn(forms, sign) ? forms[sign] : sign);

/**
 * The spec's fallback sentences (docs/product.md#errors) in Serbian, each with the sign declined as
 * its sentence needs (priroda Lava, Mesec u Lavu, podznak Lav), and the generic texts for an
 * unknown house or aspect.
 */
export const FALLBACKS: FallbackTexts = {
  sun: (sign) => `Priroda ${form(SIGN_GENITIVE, sign)} oblikuje srž tvoje ličnosti.`,
  moon: (sign) => `Mesec u ${form(SIGN_LOCATIVE, sign)} utiče na tvoju emotivnu prirodu.`,
  rising: (sign) => `Tvoj podznak, ${form(SIGN_NAMES, sign)}, utiče na to kako te drugi vide.`,
  house: (n) => ({
    name: `${n}. kuća`,
    governs:
      'Svaka kuća upravlja jednom oblašću života, od same ličnosti i njenih resursa do partnerstva, rada i šireg sveta.',
    occupied: 'Planeta smeštena u kuću daje svoju energiju toj oblasti tvog života.',
  }),
  aspect: {
    name: 'Aspekt',
    text: 'Ovaj aspekt povezuje dve planete tako da njihove teme deluju jedna na drugu i da svaka boji način na koji se druga izražava u tvom životu.',
  },
};
