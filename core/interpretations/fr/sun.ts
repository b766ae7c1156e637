import type { SignTexts } from '../types';

/** Le Soleil dans chaque signe : l’identité, la vitalité, ce qui vous donne de l’élan. */
export const SUN: SignTexts = {
  aries:
    'Votre énergie s’allume quand il y a quelque chose à commencer, un premier pas que personne n’a encore fait. Votre identité se construit dans l’action : vous apprenez souvent qui vous êtes en essayant, en trébuchant et en essayant encore. La franchise est votre don naturel, et votre vitalité s’éveille souvent dès qu’un défi se présente.',
  taurus:
    'Votre identité grandit lentement et s’enracine profondément, un peu comme un jardin soigné au fil des saisons. Vous vous sentez souvent le plus vous-même quand la vie a un rythme régulier et que vos sens sont comblés, par un bon repas, la musique ou le contact de la terre sous vos mains. Les autres peuvent s’appuyer sur votre patience, qui a tendance à survivre aux tempêtes passagères.',
  gemini:
    'La curiosité est le moteur de votre identité, et vous vous épanouissez le plus quand votre esprit a quelque chose de nouveau à explorer. Vous pouvez mener plusieurs intérêts de front, et cette diversité est moins un défaut que la façon dont votre énergie reste vive. Les conversations, les questions et les rencontres rapides sont souvent le chemin par lequel vous découvrez qui vous êtes.',
  cancer:
    'Vous rayonnez par le soin que vous portez aux autres, et ce que vous êtes est étroitement lié aux personnes et aux lieux que vous appelez « chez moi ». Votre force agit souvent en silence, en devinant ce dont les autres ont besoin avant qu’ils ne le demandent. Une carapace protectrice peut cacher une vie intérieure très riche, et c’est la sécurité affective qui permet à toute votre vitalité de s’exprimer.',
  leo: 'Vous êtes là pour vous exprimer, et votre vitalité grandit quand vous donnez votre cœur sans réserve à ce que vous aimez. La chaleur, la générosité et le sens de la mise en scène vous viennent souvent naturellement et attirent les autres dans votre lumière. La reconnaissance compte pour vous, et la plus profonde vient souvent lorsque vous créez par joie sincère plutôt que pour les applaudissements.',
  virgo:
    'Votre identité prend forme à travers l’utilité, et vous vous sentez souvent le plus vous-même quand vous améliorez quelque chose, même de petit. Votre regard attentif remarque les détails qui échappent aux autres, et vous pouvez trouver un vrai contentement dans le travail bien fait, le service et les routines soignées. Faire preuve d’autant d’indulgence envers vos propres imperfections que de serviabilité envers les autres tend à libérer votre énergie.',
  libra:
    'Vous prenez forme dans la relation, en découvrant qui vous êtes dans l’échange entre vous et les autres. Un sens aigu de la justice et l’amour du beau guident souvent vos choix. Il se peut que vous pesiez chaque point de vue avant de décider, et votre talent consiste à créer une harmonie qui laisse encore place à un désaccord sincère.',
  scorpio:
    'Votre sens de vous-même est profond, et vous avez tendance à vous investir entièrement dans ce qui compte vraiment pour vous. Les réponses superficielles vous satisfont rarement, car ce qui est caché, intense et vrai vous attire. Votre vitalité se renouvelle souvent par la transformation, lorsque vous laissez partir ce qui ne vous correspond plus pour renaître avec une force durement acquise.',
  sagittarius:
    'Vous vous épanouissez pleinement quand vos horizons s’élargissent, que ce soit par un voyage, des études ou une conversation qui change votre regard. L’optimisme et un amour impatient de la liberté vous définissent souvent. Votre identité est façonnée par la quête de sens, et il se peut que l’honnêteté, même quand elle sort un peu brutalement, soit l’une de vos valeurs essentielles.',
  capricorn:
    'Vous construisez votre vie comme on bâtit une maison : pas à pas, avec patience et un plan. Les responsabilités sont peut-être venues à vous très tôt, et vous gagnez souvent le respect par la persévérance plutôt que par l’apparence. Un humour pince-sans-rire et une ambition discrète se cachent derrière votre calme, et tous deux ont tendance à s’affirmer avec les années.',
  aquarius:
    'Votre identité s’enracine dans l’indépendance et dans une vision de ce qui pourrait aller mieux pour tous. Il se peut que vous vous sentiez un peu à l’écart de la foule, et cette distance vous donne souvent un regard neuf et original. Les amitiés, les idées et les causes qui vous dépassent ont tendance à vous dynamiser, surtout quand vous êtes libre de sortir des sentiers battus.',
  pisces:
    'Au fond de vous, tout est fluide et imaginatif, façonné par une sensibilité qui vous fait ressentir ce que ressentent les autres. La créativité, la compassion et un riche monde intérieur nourrissent votre vitalité. Vous avez peut-être besoin de moments à l’écart pour vous remettre de tout ce que vous absorbez, et c’est dans ce calme que vous trouvez souvent votre inspiration la plus profonde.',
};
