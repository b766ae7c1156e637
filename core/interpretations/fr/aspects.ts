import type { AspectType } from '@core/astro/aspects';
import type { AspectText } from '../types';

/** Les aspects majeurs : ce que chacun signifie entre deux planètes. */
export const ASPECTS: Readonly<Record<AspectType, AspectText>> = {
  conjunction: {
    name: 'Conjonction',
    text: 'Une conjonction fond deux planètes en une seule force concentrée, si bien que leurs thèmes ont tendance à être difficiles à séparer dans votre vie. Chacune intensifie l’autre, et la façon dont ce mélange se vit dépend de l’entente entre les deux natures.',
  },
  opposition: {
    name: 'Opposition',
    text: 'Une opposition place deux planètes face à face dans le thème, créant une tension entre leurs besoins. Il se peut que vous oscilliez de l’une à l’autre ou que vous rencontriez l’une d’elles à travers d’autres personnes, et tout l’enjeu est de trouver la conscience et l’équilibre.',
  },
  trine: {
    name: 'Trigone',
    text: 'Un trigone relie deux planètes dans un flux facile et harmonieux, si bien que leurs énergies se soutiennent naturellement. Il signale souvent des talents que vous tenez peut-être pour acquis jusqu’à ce que vous choisissiez de les mettre à profit.',
  },
  square: {
    name: 'Carré',
    text: 'Un carré place deux planètes selon un angle tendu, produisant une friction qui appelle l’action. Il peut se vivre comme un conflit intérieur, mais le traverser développe souvent la force, la détermination et le savoir-faire.',
  },
  sextile: {
    name: 'Sextile',
    text: 'Un sextile relie deux planètes de manière coopérative et encourageante. Il offre des ouvertures qui ont tendance à grandir quand vous faites un petit effort pour les saisir.',
  },
};
