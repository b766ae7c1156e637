import { GRAMMAR_IT as g } from '../../i18n/grammar/it';
import { type SignId, isSignId } from '../../zodiac';
import type { FallbackTexts } from '../types';

/** Il nome italiano del segno; l’id stesso per un segno che non conosciamo. */
const name = (sign: SignId) => (isSignId(sign) ? g.sign(sign) : sign);
/** «dell’Ariete», «dei Gemelli», «della Vergine», «dello Scorpione» (glossario §2). */
const ofSign = (sign: SignId) => (isSignId(sign) ? g.sign(sign, 'of') : `del segno ${sign}`);

/**
 * Le frasi di riserva della specifica (docs/product.md#errors), usate dove manca un testo, e i
 * testi generici per una casa o un aspetto sconosciuti. Dopo «in» il segno resta senza articolo
 * («in Gemelli»), come nel resto di Stella.
 */
export const FALLBACKS: FallbackTexts = {
  sun: (sign) => `La natura ${ofSign(sign)} plasma il nucleo della tua personalità.`,
  moon: (sign) => `La tua Luna in ${name(sign)} influenza la tua natura emotiva.`,
  rising: (sign) => `Il tuo Ascendente in ${name(sign)} influenza il modo in cui gli altri ti vedono.`,
  house: (n) => ({
    name: `Casa ${n}`,
    governs:
      'Ogni casa governa un ambito della vita, dall’identità e dalle risorse personali fino alle relazioni, al lavoro e al mondo più ampio.',
    occupied: 'Un pianeta che si trova in una casa presta la sua energia a quell’ambito della tua vita.',
  }),
  aspect: {
    name: 'Aspetto',
    text: 'Questo aspetto unisce i due pianeti in modo che i loro temi interagiscano, e ciascuno colora il modo in cui l’altro si esprime nella tua vita.',
  },
};
