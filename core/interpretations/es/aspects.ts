import type { AspectType } from '@core/astro/aspects';
import type { AspectText } from '../types';

/** Los aspectos mayores: lo que significa cada uno entre dos planetas. */
export const ASPECTS: Readonly<Record<AspectType, AspectText>> = {
  conjunction: {
    name: 'Conjunción',
    text: 'Una conjunción funde dos planetas en una sola fuerza concentrada, de modo que sus temas suelen ser difíciles de separar en tu vida. Cada uno intensifica al otro, y cómo se vive esa mezcla depende de lo bien que se entiendan las dos naturalezas.',
  },
  opposition: {
    name: 'Oposición',
    text: 'Una oposición sitúa dos planetas en extremos opuestos de la carta y crea una tensión entre sus necesidades. Puede que osciles entre uno y otro o que te encuentres con uno de ellos a través de otras personas, y el trabajo consiste en ganar conciencia y equilibrio.',
  },
  trine: {
    name: 'Trígono',
    text: 'Un trígono une dos planetas en un flujo fácil y armonioso, de modo que sus energías se apoyan con naturalidad. A menudo señala talentos que quizá das por sentados hasta que decides ponerlos en práctica.',
  },
  square: {
    name: 'Cuadratura',
    text: 'Una cuadratura coloca dos planetas en un ángulo tenso y genera una fricción que pide acción. Puede sentirse como un conflicto interior, pero trabajarlo suele dar fuerza, determinación y destreza.',
  },
  sextile: {
    name: 'Sextil',
    text: 'Un sextil conecta dos planetas de forma cooperativa y alentadora. Ofrece oportunidades que suelen crecer cuando haces un pequeño esfuerzo por aprovecharlas.',
  },
};
