import type { AspectType } from '@core/astro/aspects';
import type { AspectText } from '../types';

/** Glavni aspekti: šta svaki znači između dve planete. */
export const ASPECTS: Readonly<Record<AspectType, AspectText>> = {
  conjunction: {
    name: 'Konjunkcija',
    text: 'Konjunkcija stapa dve planete u jednu, zgusnutu silu, pa je njihove teme u tvom životu obično teško razdvojiti. Svaka pojačava onu drugu, a kako se taj spoj oseća zavisi od toga koliko se dve prirode slažu.',
  },
  opposition: {
    name: 'Opozicija',
    text: 'Opozicija postavlja dve planete na suprotne strane karte i stvara napetost između njihovih potreba. Možda se klatiš od jedne do druge ili se sa jednom od njih susrećeš preko drugih ljudi, a zadatak je u pronalaženju svesti i ravnoteže.',
  },
  trine: {
    name: 'Trigon',
    text: 'Trigon povezuje dve planete u lak, harmoničan tok, pa se njihove energije prirodno podržavaju. Često ukazuje na talente koje možda uzimaš zdravo za gotovo dok ne odlučiš da ih iskoristiš.',
  },
  square: {
    name: 'Kvadrat',
    text: 'Kvadrat postavlja dve planete pod napet ugao i stvara trenje koje traži akciju. Može da se oseća kao unutrašnji sukob, ali suočavanje sa njim često gradi snagu, odlučnost i veštinu.',
  },
  sextile: {
    name: 'Sekstil',
    text: 'Sekstil povezuje dve planete na saradnički, podsticajan način. Nudi prilike koje obično rastu kada uložiš malo truda da ih iskoristiš.',
  },
};
