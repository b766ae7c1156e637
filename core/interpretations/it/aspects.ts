import type { AspectType } from '@core/astro/aspects';
import type { AspectText } from '../types';

/** Gli aspetti maggiori: che cosa significa ciascuno tra due pianeti. */
export const ASPECTS: Readonly<Record<AspectType, AspectText>> = {
  conjunction: {
    name: 'Congiunzione',
    text: 'Una congiunzione fonde due pianeti in un’unica forza concentrata, così che nella tua vita i loro temi tendono a essere difficili da separare. Ciascuno intensifica l’altro, e il sapore di questa fusione dipende da quanto le due nature vanno d’accordo.',
  },
  opposition: {
    name: 'Opposizione',
    text: 'Un’opposizione pone due pianeti ai lati opposti del tema, creando una tensione tra i loro bisogni. Potresti oscillare dall’uno all’altro o incontrarne uno attraverso le altre persone, e il lavoro consiste nel trovare consapevolezza ed equilibrio.',
  },
  trine: {
    name: 'Trigono',
    text: 'Un trigono unisce due pianeti in un flusso facile e armonioso, così che le loro energie si sostengono a vicenda in modo naturale. Spesso indica talenti che potresti dare per scontati finché non scegli di metterli a frutto.',
  },
  square: {
    name: 'Quadratura',
    text: 'Una quadratura pone due pianeti in un angolo di tensione, generando un attrito che chiede di agire. Può somigliare a un conflitto interiore, eppure attraversarlo spesso costruisce forza, determinazione e abilità.',
  },
  sextile: {
    name: 'Sestile',
    text: 'Un sestile collega due pianeti in modo collaborativo e incoraggiante. Offre aperture che tendono a crescere quando fai un piccolo sforzo per sfruttarle.',
  },
};
