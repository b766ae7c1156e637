import type { SignTexts } from '../types';

/** L’Ascendant dans chaque signe : la première impression et la manière d’aborder la vie. */
export const RISING: SignTexts = {
  aries:
    'Vous avez tendance à aborder le monde de front, et les autres voient souvent en vous une personne audacieuse, énergique et prompte à agir. Votre premier réflexe est de bouger, de commencer, de dire ce que vous pensez. On remarque peut-être votre franchise avant tout le reste, et vous abordez la vie comme une suite de défis que vous avez hâte de relever.',
  taurus:
    'Vous dégagez souvent une impression de calme, de stabilité et de douceur de vivre, avec une présence qui met les autres à l’aise. Vous abordez les situations nouvelles avec prudence, en prenant votre temps avant de vous engager. On remarque peut-être votre constance, votre bon goût et une allure tranquille qui laisse deviner que vous savez ce qui compte pour vous.',
  gemini:
    'La première impression que vous laissez est souvent pleine de vivacité : un regard rapide, une conversation facile et un air curieux et juvénile. Vous abordez la vie en recueillant des informations, en posant des questions et en gardant plusieurs portes ouvertes. Les autres voient peut-être en vous une personne spirituelle et adaptable, capable de parler avec presque tout le monde de presque tout.',
  cancer:
    'Au premier abord, vous pouvez donner une impression de douceur, de réserve ou d’attention discrète, le temps de sentir si un lieu est sûr. Une fois la confiance installée, votre chaleur et votre instinct protecteur se révèlent clairement. Vous avez tendance à aborder la vie par le ressenti, et les gens sentent souvent que vous percevez comment ils vont avant même qu’ils ne disent un mot.',
  leo: 'Vos entrées sont souvent chaleureuses et remarquées, et l’on perçoit tout de suite votre assurance et votre présence. Vous abordez la vie avec un sens de la dignité et le désir de vous exprimer pleinement. Les autres voient peut-être en vous une personne généreuse et rayonnante, et la manière dont vous vous présentez est sans doute pour vous une source de fierté.',
  virgo:
    'Vous donnez souvent une impression de calme, d’attention et de modestie : celle de la personne qui repère ce que les autres ne voient pas. Votre approche de la vie est réfléchie et pratique, et vous aimez comprendre comment les choses fonctionnent avant de vous lancer. Beaucoup finissent par compter sur votre serviabilité, même si vous paraissez plus sur la réserve que vous ne l’êtes intérieurement.',
  libra:
    'Vous faites souvent une première impression gracieuse, par vos bonnes manières, votre charme et votre sens de l’esthétique. Vous abordez la vie avec diplomatie, en cherchant l’équilibre et en tenant compte des autres points de vue. On trouve peut-être facile de vous parler, et vous avez tendance à apaiser les moments tendus sans même sembler y travailler.',
  scorpio:
    'Vous pouvez dégager une impression d’intensité, de magnétisme ou de mystère, et l’on devine souvent votre profondeur avant que vous n’en révéliez grand-chose. Vous abordez la vie avec stratégie, en observant attentivement et en protégeant votre intimité. Les autres ont parfois le sentiment que vous lisez en eux, et votre présence silencieuse a tendance à laisser une impression durable.',
  sagittarius:
    'Vous donnez en général une impression d’ouverture, de cordialité et d’enthousiasme, avec un rire facile et un goût de l’aventure. Vous abordez la vie comme une exploration, avec l’envie d’apprendre et peu de goût pour les cadres qui enferment. Votre honnêteté et votre optimisme sont souvent ce que l’on retient de vous, avec une bonne humeur qui rend les situations nouvelles plus légères.',
  capricorn:
    'Vous donnez souvent une première impression de sérieux, de compétence et de maîtrise de soi, même dans votre jeunesse. Vous abordez la vie avec un plan, préférant faire vos preuves par les résultats. Les autres voient souvent en vous une personne mûre et fiable, et votre réserve a tendance à s’adoucir à mesure que la confiance grandit.',
  aquarius:
    'Les autres peuvent vous trouver sympathique mais un peu à part, avec un style indépendant bien à vous. Vous abordez la vie avec la curiosité de savoir comment les choses pourraient fonctionner autrement. On remarque souvent votre ouverture aux idées nouvelles et votre habitude de traiter chacun d’égal à égal, quel que soit son statut.',
  pisces:
    'Vous donnez souvent une impression de douceur, de rêverie et de réceptivité, avec une délicatesse qui invite les autres à s’ouvrir. Vous abordez la vie de manière intuitive, en suivant vos sentiments et vos impressions plus que des plans arrêtés. La gentillesse et un air d’artiste sont souvent ce que l’on remarque en premier, et votre attitude a tendance à changer selon l’atmosphère qui vous entoure.',
};
