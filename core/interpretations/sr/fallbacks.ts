import { GRAMMAR_SR as g } from '../../i18n/grammar/sr';
import { type SignId, isSignId } from '../../zodiac';
import type { FallbackTexts } from '../types';

/** The sign in the case a sentence needs; the id itself for one we do not know. */
const sign = (id: SignId, form: 'name' | 'gen' | 'loc') => (isSignId(id) ? g.sign(id, form) : id);

/**
 * The spec's fallback sentences (docs/product.md#errors) in Serbian, each with the sign declined as
 * its sentence needs (priroda Lava, Mesec u Lavu, podznak Lav), and the generic texts for an
 * unknown house or aspect.
 */
export const FALLBACKS: FallbackTexts = {
  sun: (id) => `Priroda ${sign(id, 'gen')} oblikuje srž tvoje ličnosti.`,
  moon: (id) => `Mesec u ${sign(id, 'loc')} utiče na tvoju emotivnu prirodu.`,
  rising: (id) => `Tvoj podznak, ${sign(id, 'name')}, utiče na to kako te drugi vide.`,
  house: (n) => ({
    name: `${g.ordinal(n)} kuća`,
    governs:
      'Svaka kuća upravlja jednom oblašću života, od same ličnosti i njenih resursa do partnerstva, rada i šireg sveta.',
    occupied: 'Planeta smeštena u kuću daje svoju energiju toj oblasti tvog života.',
  }),
  aspect: {
    name: 'Aspekt',
    text: 'Ovaj aspekt povezuje dve planete tako da njihove teme deluju jedna na drugu i da svaka boji način na koji se druga izražava u tvom životu.',
  },
};
