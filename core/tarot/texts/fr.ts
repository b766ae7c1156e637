/**
 * The French words of tarot (every field's contract: core/tarot/texts/contract.ts). Written in
 * French from the English, not translated: the reader as « vous », no adjective that agrees with
 * the reader, curly apostrophes, U+00A0 before « : » and U+202F before « ; » (glossary-fr §7).
 * The names are those of French tarot books and decks: « le Mat », « le Bateleur », « la Grande
 * Prêtresse », « le Hiérophante », the suits Bâtons, Coupes, Épées, Deniers, the court Valet,
 * Cavalier, Reine, Roi, and « arcanes majeurs ». A major's name keeps its article as the deck
 * prints it (« La Tour »); a minor's has none (« Trois de Coupes »), and `inline` gives it one.
 *
 * No card text names a card, a position or an orientation. French words that are also a major's
 * name (force, justice, monde, tour, mort, jugement, soleil, lune, étoile…) are kept out of the
 * themes, the advice and every reading sentence, even in lower case: capitalised at the start of a
 * sentence, the verifier would read them as the card, and so might a reader.
 * The imagery keeps the drawn things it cannot do without, in lower case (« un grand soleil »,
 * « une haute tour »), and the descriptions name the Golden Dawn's planets, as the English does.
 *
 * The frames never put « de » or « à » before a card: « du Soleil renversé » would no longer hold
 * the reversed name « le Soleil renversé », and the verifier would read the card upright. The card
 * is a subject (its verb agreeing through `v`, for « les Amoureux »), an object, or follows « avec »,
 * « par » or « sur »; « du », « de la », « d’un » are built on the theme, through `de` and `a`.
 */
import type { TarotTexts } from './contract';

/**
 * A card's name as it sits inside a sentence: a major's article lowered (« la Tour »,
 * « l’Étoile », « les Amoureux »), a minor given its article (« le Trois de Coupes », « l’As
 * d’Épées », « la Reine de Deniers »), a reversed name left as it is (« la Tour renversée »).
 */
const inline = (card: string) => {
  if (/^(?:Le |La |Les |L’)/u.test(card)) return card.charAt(0).toLowerCase() + card.slice(1);
  if (/^(?:le |la |les |l’)/u.test(card)) return card;
  if (card.startsWith('As ')) return `l’${card}`;
  if (card.startsWith('Reine ')) return `la ${card}`;
  return `le ${card}`;
};

/** A card's name at the start of a sentence: « La Tour », « Le Trois de Coupes renversé », « L’As de Bâtons ». */
const cap = (card: string) => {
  const name = inline(card);
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/** The verb a card governs, singular or plural: « la Tour montre », « les Amoureux montrent ». */
const v = (card: string, one: string, many: string) => (inline(card).startsWith('les ') ? many : one);

/** A word that takes « d’ » rather than « de » (a vowel or a mute h: « d’horizons »). */
const elides = (word: string) => /^[aàâeéèêëiîïoôœuùûyh]/iu.test(word);

/**
 * A theme after « de »: « du renouveau », « de la joie », « de l’équilibre », « d’un bouleversement »,
 * « des valeurs », « de conventions dépassées ». Every theme opens with its article.
 */
const de = (phrase: string) => {
  if (phrase.startsWith('le ')) return `du ${phrase.slice(3)}`;
  if (phrase.startsWith('les ')) return `des ${phrase.slice(4)}`;
  if (phrase.startsWith('des ')) {
    const rest = phrase.slice(4);
    return elides(rest) ? `d’${rest}` : `de ${rest}`;
  }
  if (phrase.startsWith('un ') || phrase.startsWith('une ')) return `d’${phrase}`;
  return `de ${phrase}`;
};

/** A theme after « à »: « au renouveau », « aux choix », « à la joie », « à l’équilibre », « à un départ ». */
const a = (phrase: string) => {
  if (phrase.startsWith('le ')) return `au ${phrase.slice(3)}`;
  if (phrase.startsWith('les ')) return `aux ${phrase.slice(4)}`;
  return `à ${phrase}`;
};

/** The verb a theme governs: « un espoir pourrait », « des valeurs pourraient ». */
const tv = (theme: string, one: string, many: string) => (/^(?:les|des) /u.test(theme) ? many : one);

/** A count of cards in words (« carte » is feminine: « une »); figures past ten. */
const NUMBER = ['aucune', 'une', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'];
const words = (n: number) => NUMBER[n] ?? String(n);
const Words = (n: number) => {
  const word = words(n);
  return word.charAt(0).toUpperCase() + word.slice(1);
};

/**
 * A count of the spread's cards with its verb: « Trois cartes sur cinq appartiennent », « Une
 * carte sur trois appartient », « Les trois cartes appartiennent toutes », « Les trois cartes sont
 * toutes renversées ».
 */
const countOf = (count: number, cards: number, verb: { one: string; many: string; all: string }) => {
  if (count === cards) return `Les ${words(cards)} cartes ${verb.all}`;
  return `${Words(count)} ${count === 1 ? 'carte' : 'cartes'} sur ${words(cards)} ${count === 1 ? verb.one : verb.many}`;
};

/** « Trois cartes viennent », « Une carte vient ». */
const cardsCome = (count: number) => `${Words(count)} ${count === 1 ? 'carte vient' : 'cartes viennent'}`;

export const TAROT_FR: TarotTexts = {
  cards: {
    // Les arcanes majeurs

    fool: {
      name: 'Le Mat',
      reversedName: 'le Mat renversé',
      upright:
        'Un commencement vécu en confiance : vous avancez vers l’inconnu avec curiosité plutôt qu’avec un plan, et c’est précisément cette ouverture qui fait votre chance. La spontanéité, l’innocence et la liberté sont de votre côté.',
      reversed:
        'Le saut est retenu par la peur ou fait sans regarder : une hésitation au seuil de la nouveauté, ou une imprudence qui ignore des risques bien réels. La liberté demande ici un peu de prudence.',
      description:
        'La lame numérotée zéro, qui se tient avant et au-delà de la suite des arcanes majeurs, attribuée à Uranus et à l’air : la pure possibilité, l’être avant toute expérience.',
      imagery:
        'Un voyageur s’avance vers le bord d’une falaise sous un grand soleil, un baluchon au bout d’un bâton sur l’épaule, une rose blanche dans l’autre main, un petit chien bondissant à ses talons.',
      theme: { upright: 'un nouveau départ pris en confiance', reversed: 'un saut retenu ou précipité' },
      advice: {
        upright:
          'Faites le premier pas sans attendre d’avoir toutes les réponses, et gardez la curiosité de voir où il mène.',
        reversed: 'Regardez une fois, attentivement, par-dessus le bord, puis décidez s’il faut sauter ou attendre.',
      },
    },
    magician: {
      name: 'Le Bateleur',
      reversedName: 'le Bateleur renversé',
      upright:
        'Le savoir-faire rencontre la volonté : vous avez les outils, le talent et la concentration qu’il faut pour faire d’une idée une réalité. Ce que vous décidez peut prendre forme par une action réfléchie.',
      reversed:
        'Un talent dispersé ou mal employé : des projets qui restent des idées, des outils laissés sur la table, ou une habileté qui tourne à la manipulation. Demandez-vous si quelqu’un, vous compris, promet plus qu’il ne peut tenir.',
      description:
        'La première lame des arcanes majeurs, attribuée à Mercure : l’esprit conscient et la main habile, qui canalisent ce qui vient d’en haut vers ce qui se façonne ici-bas.',
      imagery:
        'Une figure lève un bâton vers le ciel et désigne le sol de l’autre main, le signe de l’infini flottant au-dessus de sa tête ; sur la table devant elle, une coupe, une épée et un denier.',
      theme: { upright: 'un savoir-faire mis à profit', reversed: 'des dons gaspillés ou dévoyés' },
      advice: {
        upright:
          'Choisissez un seul objectif, rassemblez ce que vous avez déjà, et commencez dès aujourd’hui à le concrétiser.',
        reversed: 'Employez d’abord vos talents à une seule chose, honnêtement, avant de promettre davantage.',
      },
    },
    'high-priestess': {
      name: 'La Grande Prêtresse',
      reversedName: 'la Grande Prêtresse renversée',
      upright:
        'Un savoir silencieux : la réponse est déjà en vous, sous le bruit des raisons et des opinions. Fiez-vous à l’intuition, aux rêves et aux non-dits, et laissez la face cachée des choses se révéler en son temps.',
      reversed:
        'Une intuition ignorée ou étouffée : vous demandez peut-être aux autres des réponses que personne d’autre que vous ne peut trouver, ou vous gardez des secrets qui vous pèsent. Le silence, de sage, devient étouffant.',
      description:
        'La deuxième lame des arcanes majeurs, attribuée à la Lune : la gardienne du seuil entre le visible et l’invisible, qui veille sur un savoir qui ne se livre qu’au silence.',
      imagery:
        'Une figure assise entre deux colonnes, l’une sombre et l’autre claire, tient un rouleau à demi caché ; un croissant de lune repose à ses pieds, et un voile orné de grenades pend derrière elle.',
      theme: { upright: 'un savoir intuitif et caché', reversed: 'une voix intérieure étouffée' },
      advice: {
        upright: 'Accordez-vous un moment de silence aujourd’hui, et écoutez ce que vous savez déjà.',
        reversed: 'Cessez pour un temps de demander l’avis des autres : votre propre ressenti mérite d’être entendu.',
      },
    },
    empress: {
      name: 'L’Impératrice',
      reversedName: 'l’Impératrice renversée',
      upright:
        'L’abondance et le soin : une saison de croissance, de confort et de créativité, où ce que vous entretenez s’épanouit. Le plaisir, la beauté et le corps méritent votre attention, et la générosité a tendance à vous revenir.',
      reversed:
        'Un soin bloqué ou excessif : vous donnez jusqu’à l’épuisement, vous étouffez au lieu de soutenir, ou votre créativité s’enlise faute d’écouter vos propres besoins. Ce qui grandit demande à être entretenu, pas brusqué.',
      description:
        'La troisième lame des arcanes majeurs, attribuée à Vénus : la mère féconde et sensuelle de la croissance, qui mène les idées comme les êtres vivants jusqu’à leur fruit.',
      imagery:
        'Couronnée de douze étoiles, une figure trône sur des coussins dans un champ de blé mûr, près d’un bouclier en forme de cœur marqué du signe de Vénus ; derrière, un ruisseau et des arbres.',
      theme: { upright: 'une abondance nourricière', reversed: 'un soin qui s’épuise' },
      advice: {
        upright: 'Prenez soin de ce que vous aimez, votre corps compris, et laissez les choses mûrir à leur rythme.',
        reversed: 'Accordez-vous le soin que vous offrez si volontiers aux autres.',
      },
    },
    emperor: {
      name: 'L’Empereur',
      reversedName: 'l’Empereur renversé',
      upright:
        'Structure et autorité : l’ordre ramené dans le chaos par des règles claires, une direction ferme et des responsabilités assumées. La stabilité naît de décisions prises et tenues, et de la protection de ce que vous avez bâti.',
      reversed:
        'Un contrôle rigide ou absent : domination, entêtement et règles suivies pour elles-mêmes, ou manque de discipline qui laisse les choses sans colonne vertébrale. L’autorité demande à la fois de la fermeté et de l’équité.',
      description:
        'La quatrième lame des arcanes majeurs, attribuée au Bélier : le fondateur et le protecteur, qui fait de la volonté une loi et donne un cadre à une vie.',
      imagery:
        'Une figure couronnée siège sur un trône de pierre sculpté de têtes de bélier, un sceptre en forme d’ankh et un globe en main, devant des montagnes nues.',
      theme: { upright: 'une autorité stable et structurante', reversed: 'un contrôle devenu rigide' },
      advice: {
        upright: 'Posez des limites claires, établissez un plan, puis tenez-vous-y avec une constance tranquille.',
        reversed: 'Demandez-vous si vos règles vous servent encore, et assouplissez celles qui ne font qu’enfermer.',
      },
    },
    hierophant: {
      name: 'Le Hiérophante',
      reversedName: 'le Hiérophante renversé',
      upright:
        'La tradition et la transmission : des usages établis, des croyances partagées et des institutions qui portent le savoir d’une génération à l’autre. Un mentor, un enseignement ou un engagement pris devant les autres peut vous offrir un sol ferme.',
      reversed:
        'Les conventions remises en question : des règles qui ne conviennent plus, un dogme qui étouffe, ou le besoin de tracer votre propre voie hors des sentiers battus. La rébellion a du sens quand elle sait à quoi elle sert.',
      description:
        'La cinquième lame des arcanes majeurs, attribuée au Taureau : le maître et le pont entre le sacré et le quotidien, gardien des rites, de la doctrine et de l’appartenance.',
      imagery:
        'Une figure couronnée, en habits de cérémonie, siège entre deux colonnes, une main levée pour bénir et une triple croix dans l’autre ; deux clés croisées reposent à ses pieds.',
      theme: { upright: 'une tradition digne de confiance', reversed: 'des conventions dépassées' },
      advice: {
        upright: 'Cherchez quelqu’un qui connaît le chemin, et apprenez les règles avant de vouloir les changer.',
        reversed: 'Gardez la sagesse de la tradition, et interrogez ce qui ne sonne plus juste.',
      },
    },
    lovers: {
      name: 'Les Amoureux',
      reversedName: 'les Amoureux renversés',
      upright:
        'La rencontre des cœurs et un choix guidé par vos valeurs : union, attirance et harmonie entre deux personnes, ou entre deux parts de vous-même. Ce que vous choisissez ici dessine la personne que vous devenez.',
      reversed:
        'Désaccord ou choix esquivé : des valeurs qui divergent, un déséquilibre dans la relation, ou un désir qui s’oppose à la conscience. La fracture passe souvent en vous avant de se voir entre vous et quelqu’un d’autre.',
      description:
        'La sixième lame des arcanes majeurs, attribuée aux Gémeaux : l’amour comme union et comme choix, l’instant où deux chemins se rejoignent et où il faut en prendre un.',
      imagery:
        'Deux figures se tiennent à distance sous un grand soleil et une figure ailée aux bras ouverts ; derrière l’une pousse un arbre chargé de fruits, derrière l’autre un arbre de flammes.',
      theme: { upright: 'une union choisie avec le cœur', reversed: 'un désaccord sur l’essentiel' },
      advice: {
        upright:
          'Choisissez ce qui s’accorde avec vos valeurs les plus profondes, et faites ce choix de tout votre cœur.',
        reversed: 'Nommez le conflit entre ce que vous voulez et ce que vous croyez avant de décider.',
      },
    },
    chariot: {
      name: 'Le Chariot',
      reversedName: 'le Chariot renversé',
      upright:
        'La volonté et la victoire par la maîtrise : des forces contraires tenues ensemble et lancées dans une seule direction. La concentration, l’assurance et la discipline vous font avancer malgré les obstacles.',
      reversed:
        'Une direction perdue ou imposée : de l’élan sans cap, une maîtrise devenue agressivité, ou des conflits intérieurs qui vous tirent dans deux sens à la fois. Rien n’avance tant que vous n’avez pas décidé où vous allez vraiment.',
      description:
        'La septième lame des arcanes majeurs, attribuée au Cancer : le triomphe de la volonté, l’être cuirassé qui part en campagne après avoir dompté ses propres contradictions.',
      imagery:
        'Une figure couronnée se tient dans un char carré sous un dais étoilé, un bâton à la main ; devant, un sphinx noir et un sphinx blanc sont couchés, tournés chacun de son côté.',
      theme: { upright: 'une volonté qui va de l’avant', reversed: 'un élan sans direction' },
      advice: {
        upright: 'Décidez où vous allez, rassemblez vos élans contraires, et avancez avec résolution.',
        reversed:
          'Cessez un instant de forcer les choses, et mettez-vous d’abord d’accord avec vous-même sur la direction.',
      },
    },
    strength: {
      name: 'La Force',
      reversedName: 'la Force renversée',
      upright:
        'Un courage tout en douceur : la patience, la compassion et une confiance tranquille apprivoisent ce que la contrainte n’aurait jamais soumis. Les émotions sauvages et les personnes difficiles cèdent à la constance, à la chaleur et à une main calme.',
      reversed:
        'Le doute de soi, ou des émotions brutes qui ont rompu leur laisse : le courage se replie dans l’insécurité, ou la patience éclate en colère. Votre solidité est toujours là, et attend que vous lui fassiez de nouveau confiance.',
      description:
        'La huitième lame des arcanes majeurs, attribuée au Lion : la maîtrise de l’instinct par l’amour, où la vaillance se montre dans la douceur plutôt que dans la contrainte.',
      imagery:
        'Une figure couronnée d’un signe de l’infini referme doucement, à mains nues, la gueule d’un lion ; une guirlande de fleurs les enlace tous les deux.',
      theme: { upright: 'un courage doux et patient', reversed: 'un courage ébranlé par le doute' },
      advice: {
        upright:
          'Apprivoisez ce qui est sauvage, en vous ou autour de vous, par la patience plutôt que par la contrainte.',
        reversed: 'Traitez votre peur avec douceur, et rappelez-vous tout ce que vous avez déjà traversé.',
      },
    },
    hermit: {
      name: 'L’Ermite',
      reversedName: 'l’Ermite renversé',
      upright:
        'Une solitude recherchée pour la sagesse : vous vous éloignez du bruit pour trouver votre propre lumière et la vérité qu’elle éclaire. La réflexion, l’étude ou un guide avisé apportent une clarté que la foule ne peut pas donner.',
      reversed:
        'Un retrait poussé trop loin, ou refusé : un isolement vécu comme un exil, une solitude qui pèse, ou la peur de vous retrouver face à vos propres pensées. Le retrait n’aide que si vous en revenez avec quelque chose.',
      description:
        'La neuvième lame des arcanes majeurs, attribuée à la Vierge : le chercheur qui se retire pour gravir seul la montagne, et la lampe de la sagesse intérieure tendue aux autres.',
      imagery:
        'Une figure enveloppée d’un manteau se tient sur un sommet enneigé, appuyée sur un long bâton, et lève une lanterne où brille une étoile à six branches.',
      theme: { upright: 'une solitude porteuse de sagesse', reversed: 'un retrait devenu isolement' },
      advice: {
        upright: 'Accordez-vous du temps à l’écart, au calme, et laissez vos propres questions vous guider.',
        reversed: 'Tendez la main à une personne de confiance : la solitude doit vous ressourcer, pas vous emmurer.',
      },
    },
    'wheel-of-fortune': {
      name: 'La Roue de Fortune',
      reversedName: 'la Roue de Fortune renversée',
      upright:
        'Un tournant : les cycles changent, la chance tourne et les événements échappent à votre contrôle. Ce qui monte et ce qui descend suit un dessein plus vaste, et ce mouvement tend à ouvrir une porte.',
      reversed:
        'Un cycle auquel on résiste, ou une série de revers : des contretemps vécus comme personnels, ou l’attachement à ce qui était alors que tout change malgré vous. La roue continue de tourner, et s’adapter permet de remonter avec elle.',
      description:
        'La dixième lame des arcanes majeurs, attribuée à Jupiter : le grand cycle du hasard et du changement, où chaque creux porte en germe la prochaine remontée.',
      imagery:
        'Une grande roue à huit rayons tourne dans les nuages ; un sphinx est assis au sommet, un serpent descend sur un côté, et quatre créatures ailées occupent les coins.',
      theme: { upright: 'une chance qui tourne', reversed: 'une lutte contre le courant' },
      advice: {
        upright: 'Suivez le changement plutôt que de lutter contre lui, et voyez quelle porte il ouvre.',
        reversed: 'Acceptez ce que vous ne pouvez pas diriger, et mettez votre énergie dans ce qui dépend de vous.',
      },
    },
    justice: {
      name: 'La Justice',
      reversedName: 'la Justice renversée',
      upright:
        'L’équité et la vérité : des décisions pesées avec lucidité, des conséquences qui découlent des actes, et chacun qui répond des siens. Les accords et les affaires juridiques tendent vers un résultat équitable quand vous agissez avec intégrité.',
      reversed:
        'Un déséquilibre, ou des responsabilités fuies : l’injustice, la malhonnêteté, ou des comptes repoussés à plus tard. Peut-être vous reprochez-vous les choses trop durement, ou quelqu’un esquive-t-il la vérité de ce qu’il a fait.',
      description:
        'La onzième lame des arcanes majeurs, attribuée à la Balance : la cause et l’effet rendus visibles, la pesée lucide de la vérité et l’épée qui tranche.',
      imagery:
        'Une figure couronnée siège entre deux colonnes, une épée dressée dans une main et, dans l’autre, une balance en équilibre.',
      theme: { upright: 'une responsabilité claire et équitable', reversed: 'des comptes remis à plus tard' },
      advice: {
        upright: 'Pesez les faits honnêtement, et agissez de façon à pouvoir assumer ce choix plus tard.',
        reversed: 'Assumez votre part dans ce qui est arrivé, et demandez aux autres d’assumer la leur.',
      },
    },
    'hanged-man': {
      name: 'Le Pendu',
      reversedName: 'le Pendu renversé',
      upright:
        'Le lâcher-prise et un nouveau regard : une pause qui ressemble à un blocage, mais qui retourne la perspective. Renoncer au contrôle, ou accepter d’attendre, révèle ce que l’effort seul ne pouvait pas montrer.',
      reversed:
        'Un piétinement sans prise de conscience : un retard qui s’éternise, un sacrifice qui nourrit la rancœur, ou le refus d’abandonner un point de vue qui ne fonctionne plus. La pause demande un changement de regard, pas de l’endurance.',
      description:
        'La douzième lame des arcanes majeurs, attribuée à Neptune et à l’eau : la suspension consentie, le sacrifice qui éclaire, et toute la vision des choses retournée.',
      imagery:
        'Une figure pend la tête en bas, attachée par un pied à un arbre vivant en forme de T, l’autre jambe repliée derrière, les mains dans le dos et la tête auréolée.',
      theme: { upright: 'une pause qui retourne le regard', reversed: 'une attente sans lâcher-prise' },
      advice: {
        upright: 'Cessez un temps de forcer les choses, et regardez la situation sous l’angle opposé.',
        reversed: 'Décidez ce que vous attendez vraiment, et lâchez ce à quoi vous vous accrochez.',
      },
    },
    death: {
      name: 'La Mort',
      reversedName: 'la Mort renversée',
      upright:
        'Une fin qui libère la place : un chapitre se clôt, un rôle ou une relation arrive à son terme, et de l’espace s’ouvre pour du nouveau. Il s’agit de laisser partir ce qui est déjà terminé.',
      reversed:
        'Une fin à laquelle on résiste : s’accrocher à ce qui est déjà parti, craindre le changement, ou vivre une transition lente et interminable. Ce que vous refusez de lâcher continue d’occuper la place dont le nouveau a besoin.',
      description:
        'La treizième lame des arcanes majeurs, attribuée au Scorpion : la transformation par la fin, le déblaiement nécessaire qui rend le renouveau possible.',
      imagery:
        'Un squelette en armure chevauche un cheval blanc et porte une bannière noire ornée d’une rose blanche ; un soleil se lève entre deux tours à l’horizon.',
      theme: { upright: 'une page qui se tourne', reversed: 'une fin repoussée' },
      advice: {
        upright: 'Fermez ce qui est terminé, avec douceur et clarté, pour faire de la place à ce qui vient.',
        reversed: 'Remarquez ce que vous maintenez en vie par peur, et laissez partir une petite chose.',
      },
    },
    temperance: {
      name: 'La Tempérance',
      reversedName: 'la Tempérance renversée',
      upright:
        'L’équilibre et la modération : des contraires mêlés avec patience jusqu’à devenir autre chose. Le calme, la guérison et la voie du milieu vous servent, et de petits ajustements réguliers valent mieux que les extrêmes.',
      reversed:
        'L’équilibre perdu : l’excès, la précipitation, ou une vie tiraillée entre deux extrêmes, avec trop d’une chose et trop peu d’une autre. Tout se rééquilibre à partir d’un regard honnête sur vos excès.',
      description:
        'La quatorzième lame des arcanes majeurs, attribuée au Sagittaire : l’art du mélange et de la mesure, où la patience fait d’éléments opposés un tout vivant.',
      imagery:
        'Une figure ailée, un pied dans un bassin et l’autre sur la terre ferme, verse de l’eau d’une coupe dans l’autre ; un chemin mène au loin vers une couronne de lumière.',
      theme: { upright: 'l’équilibre patient du juste milieu', reversed: 'un équilibre perdu dans l’excès' },
      advice: {
        upright: 'Cherchez la voie du milieu : conciliez plutôt que de trancher, et prenez votre temps.',
        reversed: 'Choisissez un excès à modérer cette semaine, et observez la différence.',
      },
    },
    devil: {
      name: 'Le Diable',
      reversedName: 'le Diable renversé',
      upright:
        'L’attachement et la tentation : des habitudes, des désirs ou des dépendances qui vous lient plus que vous ne l’admettez. Les chaînes sont plus lâches qu’elles n’en ont l’air, et les voir clairement est le premier pas vers la liberté.',
      reversed:
        'Une libération, ou une emprise qui se resserre en secret : vous vous défaites peut-être d’une vieille compulsion, ou vous découvrez seulement maintenant à quel point elle est profonde. C’est l’honnêteté sur cette emprise qui la desserre.',
      description:
        'La quinzième lame des arcanes majeurs, attribuée au Capricorne : l’attrait de la matière, du désir et de l’ombre, et les liens que l’on accepte sans les remarquer.',
      imagery:
        'Une figure cornue aux ailes de chauve-souris, un pentagramme pointe en bas au-dessus de la tête, est accroupie sur un piédestal auquel deux petites figures sont attachées par des chaînes lâches.',
      theme: { upright: 'un attachement qui enchaîne', reversed: 'une emprise relâchée ou cachée' },
      advice: {
        upright:
          'Nommez l’habitude ou le lien qui vous retient, et vérifiez s’il vous tient aussi fermement que vous le croyez.',
        reversed: 'Poursuivez cette libération, et demandez du soutien là où l’attrait est le plus fort.',
      },
    },
    tower: {
      name: 'La Tour',
      reversedName: 'la Tour renversée',
      upright:
        'Un bouleversement soudain : un choc, une révélation ou un effondrement qui abat ce qui était bâti sur de fausses fondations. C’est déstabilisant, et cela dégage la place pour que puisse s’élever quelque chose de plus vrai.',
      reversed:
        'Un bouleversement retardé ou tourné vers l’intérieur : une crise évitée de justesse, un changement refusé jusqu’à devenir plus difficile, ou l’effondrement silencieux de vieilles croyances. Se raidir contre lui ne fait que prolonger la secousse.',
      description:
        'La seizième lame des arcanes majeurs, attribuée à Mars : la structure qui tombe pour que quelque chose de plus vrai puisse être bâti.',
      imagery:
        'La foudre frappe une haute tour dressée sur un rocher et en arrache la couronne ; des flammes jaillissent des fenêtres et deux figures chutent dans le vide.',
      theme: { upright: 'un choc qui ébranle tout', reversed: 'un effondrement tenu à distance' },
      advice: {
        upright: 'Laissez s’écrouler ce qui doit tomber, et gardez vos efforts pour ce qui mérite d’être rebâti.',
        reversed: 'Faites le changement contre lequel vous vous raidissez, avant qu’il ne s’impose à vous.',
      },
    },
    star: {
      name: 'L’Étoile',
      reversedName: 'l’Étoile renversée',
      upright:
        'L’espoir et le renouveau après l’épreuve : le calme revient, la confiance renaît et la guérison peut commencer. La générosité, l’inspiration et le sentiment d’être guidé refont doucement surface.',
      reversed:
        'Un espoir voilé : du découragement, un sentiment de déconnexion ou une perte de confiance en vous après une période difficile. La lumière ne s’est pas éteinte ; elle attend que vous leviez de nouveau les yeux.',
      description:
        'La dix-septième lame des arcanes majeurs, attribuée au Verseau : l’espoir après la tempête, l’être ouvert et sans défense qui reçoit et redonne sans compter.',
      imagery:
        'Une figure agenouillée verse l’eau de deux cruches, l’une dans un bassin, l’autre sur la terre, sous une grande étoile à huit branches et sept plus petites.',
      theme: { upright: 'un espoir qui renaît en douceur', reversed: 'une lueur d’espoir qui vacille' },
      advice: {
        upright: 'Autorisez-vous à espérer de nouveau, et donnez librement un peu de ce qui vous a été rendu.',
        reversed: 'Faites une petite chose qui vous relie de nouveau à ce en quoi vous croyez.',
      },
    },
    moon: {
      name: 'La Lune',
      reversedName: 'la Lune renversée',
      upright:
        'L’illusion et l’inconnu : les choses ne sont pas ce qu’elles paraissent, et peurs, rêves et intuitions se mêlent dans la pénombre. Avancez avec prudence, fiez-vous à votre instinct, et attendez d’y voir plus clair.',
      reversed:
        'La confusion se dissipe, ou la peur prend le dessus : une tromperie éclate au grand jour et les angoisses commencent à s’apaiser, ou les inquiétudes enflent dans l’obscurité. Distinguez ce que vous craignez de ce que vous savez.',
      description:
        'La dix-huitième lame des arcanes majeurs, attribuée aux Poissons : le chemin à travers la nuit, où l’instinct et l’imagination guident et où la raison ne voit pas loin.',
      imagery:
        'Une pleine lune au visage de profil apparaît entre deux tours ; un chien et un loup hurlent vers elle, et une écrevisse sort d’un bassin pour gagner un chemin sinueux.',
      theme: { upright: 'une incertitude aux peurs diffuses', reversed: 'une confusion qui se dissipe' },
      advice: {
        upright:
          'Avancez lentement, fiez-vous à votre instinct, et gardez les grandes décisions pour le moment où tout sera plus clair.',
        reversed: 'Écrivez ce que vous craignez et ce que vous savez, puis comparez les deux listes.',
      },
    },
    sun: {
      name: 'Le Soleil',
      reversedName: 'le Soleil renversé',
      upright:
        'La joie, la réussite et la vitalité : la clarté après la confusion, de la chaleur dans les relations, et l’assurance d’être pleinement vous-même. Les choses tendent à bien se passer, et l’ouverture les y aide.',
      reversed:
        'Une joie voilée ou exagérée : un contretemps passager, un succès plus tardif qu’espéré, ou un optimisme qui bascule dans l’ego. La chaleur est toujours là, simplement plus difficile à sentir pour un temps.',
      description:
        'La dix-neuvième lame des arcanes majeurs, attribuée au Soleil lui-même : la vie, la clarté et la joie simple de l’enfance, l’être vu en plein jour.',
      imagery:
        'Un enfant chevauche un cheval blanc sous un grand soleil rayonnant, portant une bannière rouge, tandis que des tournesols s’élèvent derrière le mur d’un jardin.',
      theme: { upright: 'une réussite joyeuse et lumineuse', reversed: 'une gaieté assombrie ou forcée' },
      advice: {
        upright: 'Partagez vos bonnes nouvelles et votre chaleur, et osez vous montrer pleinement.',
        reversed: 'Relâchez la pression, trouvez un plaisir simple, et laissez passer les nuages.',
      },
    },
    judgement: {
      name: 'Le Jugement',
      reversedName: 'le Jugement renversé',
      upright:
        'L’éveil et l’heure des comptes : un appel à vous relever, à regarder votre vie avec honnêteté et à répondre à ce qu’elle attend de vous. Le pardon, le renouveau et une décision claire ouvrent un nouveau chapitre.',
      reversed:
        'Un appel ignoré ou accueilli avec doute : une autocritique sévère, la peur de ne pas être à la hauteur, ou le refus de tirer les leçons de ce qui est arrivé. La seconde chance reste ouverte.',
      description:
        'La vingtième lame des arcanes majeurs, attribuée à Pluton et au feu : l’appel au réveil, où tout ce qui a été vécu se rassemble et où un être nouveau se lève.',
      imagery:
        'Un ange sonne de la trompette depuis les nuages, une bannière frappée d’une croix pendue à l’instrument ; en bas, des figures se lèvent de cercueils ouverts, les bras tendus.',
      theme: { upright: 'un appel à s’éveiller', reversed: 'un appel encore sans réponse' },
      advice: {
        upright: 'Répondez à l’appel qui revient sans cesse, quitte à pardonner d’abord ce qui doit l’être.',
        reversed: 'Voyez vos erreurs comme des leçons, non comme des verdicts, et répondez malgré tout à l’appel.',
      },
    },
    world: {
      name: 'Le Monde',
      reversedName: 'le Monde renversé',
      upright:
        'L’accomplissement et la plénitude : un cycle mené à terme, un but atteint, et la satisfaction de voir les choses s’assembler. Célébrez, intégrez ce que vous avez appris, et préparez-vous à un cycle plus vaste.',
      reversed:
        'Un accomplissement retardé : des détails à régler, une dernière étape qui n’a pas été franchie, ou une conclusion cherchée par des raccourcis. Vous êtes plus près qu’il n’y paraît ; terminez ce qui reste avant de recommencer.',
      description:
        'La vingt et unième lame des arcanes majeurs, qui clôt la série, attribuée à Saturne : l’achèvement, l’intégration, et l’être entier qui danse à l’aise dans ses propres limites.',
      imagery:
        'Une figure danse au centre d’une grande couronne ovale de feuillage, un bâton dans chaque main ; aux quatre coins veillent un ange, un aigle, un taureau et un lion.',
      theme: { upright: 'un accomplissement plein et entier', reversed: 'un accomplissement encore en suspens' },
      advice: {
        upright: 'Prenez acte de ce que vous avez accompli, puis laissez-le ouvrir un nouveau cycle.',
        reversed: 'Faites la liste de ce qui reste inachevé, et bouclez une chose à la fois.',
      },
    },

    // Bâtons : le feu, la volonté et l’action

    'wands-ace': {
      name: 'As de Bâtons',
      reversedName: 'l’As de Bâtons renversé',
      upright:
        'Une étincelle d’inspiration : une idée, un désir ou un projet nouveau arrive avec l’élan qu’il faut pour le lancer. Le feu créateur, l’enthousiasme et le sentiment que tout est possible ne demandent qu’à passer à l’acte.',
      reversed:
        'Une étincelle qui ne prend pas : des retards, des faux départs, ou un enthousiasme sans direction. L’inspiration est peut-être réelle mais prématurée, ou enfouie sous les doutes et les distractions.',
      description:
        'La première carte des Bâtons, la série du feu : le germe pur de la volonté et de l’inspiration, l’instant où un désir devient un élan vivant vers l’action.',
      imagery:
        'Une main sortant d’un nuage tend un bâton couvert de jeunes feuilles ; au loin, un château sur une colline.',
      theme: { upright: 'le feu d’un projet naissant', reversed: 'un feu qui tarde à prendre' },
      advice: {
        upright: 'Passez à l’acte tant que l’idée est vive, et faites un pas concret dès aujourd’hui.',
        reversed: 'Laissez à l’idée le temps de mûrir, et écartez les distractions qui l’entourent.',
      },
    },
    'wands-2': {
      name: 'Deux de Bâtons',
      reversedName: 'le Deux de Bâtons renversé',
      upright:
        'Des projets conçus depuis une position sûre : bien ancré là où vous êtes, vous regardez au-delà en pesant la prochaine direction. Une décision d’expansion, de voyage ou d’orientation plus audacieuse prend forme.',
      reversed:
        'La peur de l’inconnu laisse les projets sur le papier : vous restez là où c’est sûr, ou une préparation insuffisante vous prend de court. L’horizon est là, mais vous hésitez à vous engager.',
      description:
        'La deuxième carte des Bâtons, la série du feu : la volonté rencontre le choix, quand le premier élan examine ses options et regarde au-delà des murs familiers.',
      imagery:
        'Debout sur un rempart, une figure tient un petit globe, un bâton à la main et un autre fixé au mur, le regard tourné vers la mer.',
      theme: { upright: 'des projets tournés vers le large', reversed: 'des projets freinés par la peur' },
      advice: {
        upright: 'Détaillez l’option la plus audacieuse, puis fixez-vous une date pour décider.',
        reversed: 'Nommez ce que vous avez peur de perdre, et vérifiez si c’est vraiment en jeu.',
      },
    },
    'wands-3': {
      name: 'Trois de Bâtons',
      reversedName: 'le Trois de Bâtons renversé',
      upright:
        'L’expansion et la vision à long terme : les premiers efforts sont lancés et vous attendez de voir ce qu’ils rapporteront. Les occasions s’élargissent, le commerce ou le voyage vous appellent, et la patience permet aux projets de porter plus loin qu’avant.',
      reversed:
        'Une expansion qui cale : des retards, des obstacles loin de chez vous, ou des projets qui dépassent leur préparation. La frustration devant des résultats qui tardent peut vous pousser à rebrousser chemin juste avant l’arrivée des navires.',
      description:
        'La troisième carte des Bâtons, la série du feu : la première croissance d’une entreprise, quand l’initiative donne ses premiers fruits et que le regard s’ouvre vers le large.',
      imagery:
        'Vue de dos, une figure se tient sur une falaise parmi trois bâtons plantés, et regarde des navires avancer sur l’eau.',
      theme: { upright: 'des horizons qui s’élargissent', reversed: 'une expansion freinée par les retards' },
      advice: {
        upright: 'Regardez plus loin que la prochaine étape, et préparez-vous aux ouvertures que vous voyez déjà.',
        reversed: 'Confrontez vos projets à la réalité, et acceptez que les fruits tardent un peu.',
      },
    },
    'wands-4': {
      name: 'Quatre de Bâtons',
      reversedName: 'le Quatre de Bâtons renversé',
      upright:
        'La fête et le retour au foyer : une étape franchie, une base stable, et une joie partagée avec votre entourage. Les mariages, les retrouvailles et le repos après l’effort sont favorisés.',
      reversed:
        'Une fête retardée ou troublée : des tensions à la maison, une transition qui semble inachevée, ou des retrouvailles sans la chaleur espérée. La stabilité est proche, mais pas encore assurée.',
      description:
        'La quatrième carte des Bâtons, la série du feu : l’enthousiasme trouve une forme stable, un seuil partagé où l’effort est honoré et le repos mérité.',
      imagery:
        'Quatre bâtons soutiennent une guirlande de fleurs comme un portail ; au-delà, deux figures lèvent des bouquets devant un château.',
      theme: { upright: 'des retrouvailles en fête', reversed: 'une fête encore troublée' },
      advice: {
        upright: 'Marquez cette étape avec les personnes que vous aimez : la fête fait partie du travail.',
        reversed:
          'Abordez avec douceur les tensions à la maison, pour que les prochaines retrouvailles soient vraiment partagées.',
      },
    },
    'wands-5': {
      name: 'Cinq de Bâtons',
      reversedName: 'le Cinq de Bâtons renversé',
      upright:
        'La compétition et les frictions : des idées qui s’entrechoquent, des rivalités et le vacarme de nombreuses volontés à la fois. Souvent plus jeu que bataille, la lutte peut vous aiguiser tant qu’elle reste loyale.',
      reversed:
        'Un conflit évité ou qui s’envenime : des tensions ravalées pour préserver la paix, ou des désaccords qui ont perdu leur raison d’être. Les choses s’apaisent quand quelqu’un dit clairement sur quoi porte la dispute.',
      description:
        'La cinquième carte des Bâtons, la série du feu : la perturbation qui met la volonté à l’épreuve, quand de nombreuses ambitions se heurtent et que la stabilité cède à la lutte.',
      imagery:
        'Cinq figures agitent leurs bâtons les unes contre les autres dans une mêlée joyeuse, plus jeu bruyant que vrai combat.',
      theme: { upright: 'une rivalité saine et stimulante', reversed: 'une querelle stérile qui s’éternise' },
      advice: {
        upright: 'Entrez dans la compétition ouvertement et loyalement, et écoutez les idées qui heurtent les vôtres.',
        reversed: 'Dites clairement sur quoi porte le désaccord, ou convenez de le laisser tomber.',
      },
    },
    'wands-6': {
      name: 'Six de Bâtons',
      reversedName: 'le Six de Bâtons renversé',
      upright:
        'La victoire et la reconnaissance publique : le succès après l’effort, des éloges, et une confiance bien méritée. Les autres remarquent ce que vous avez accompli, et vous pouvez prendre la tête avec fierté.',
      reversed:
        'Une reconnaissance refusée ou creuse : un succès qui passe inaperçu, une disgrâce, ou une fierté suspendue aux applaudissements. Votre valeur ne repose pas sur le verdict de la foule.',
      description:
        'La sixième carte des Bâtons, la série du feu : l’harmonie après la lutte, quand la volonté qui a tenu son cap est portée en avant par les autres.',
      imagery:
        'Un cavalier brandit un bâton couronné de laurier, tandis que cinq autres bâtons s’élèvent de la foule qui l’entoure.',
      theme: { upright: 'une victoire saluée par tous', reversed: 'une reconnaissance qui se fait attendre' },
      advice: {
        upright:
          'Acceptez les éloges avec grâce, et partagez le mérite avec celles et ceux qui ont contribué à votre réussite.',
        reversed: 'Mesurez vos progrès à votre propre aune, et non aux applaudissements.',
      },
    },
    'wands-7': {
      name: 'Sept de Bâtons',
      reversedName: 'le Sept de Bâtons renversé',
      upright:
        'Tenir bon : défendre une position, une conviction ou un acquis contre des pressions venues de toutes parts. Vous avez l’avantage du terrain, et la persévérance paie.',
      reversed:
        'L’usure d’une défense permanente : le sentiment d’être submergé, une capitulation sous la pression, ou une attitude défensive qui s’épuise dans des combats qui n’en valent plus la peine. Choisissez le terrain qui est vraiment le vôtre.',
      description:
        'La septième carte des Bâtons, la série du feu : l’épreuve de la conviction, quand ce qui a été gagné doit être défendu.',
      imagery:
        'Sur une hauteur, une figure tient un bâton en travers du corps face à six bâtons qui surgissent d’en bas.',
      theme: { upright: 'une position tenue avec fermeté', reversed: 'une défense qui vous épuise' },
      advice: {
        upright: 'Défendez ce en quoi vous croyez, et ne cédez pas le terrain que vous avez loyalement gagné.',
        reversed: 'Choisissez la seule position qui mérite d’être défendue, et lâchez le reste.',
      },
    },
    'wands-8': {
      name: 'Huit de Bâtons',
      reversedName: 'le Huit de Bâtons renversé',
      upright:
        'Un mouvement rapide : les événements s’accélèrent, des nouvelles arrivent, et ce qui était bloqué depuis longtemps se met à filer. Agissez vite tant que l’élan est avec vous ; les voyages et les messages sont favorisés.',
      reversed:
        'Un élan dispersé ou enrayé : des retards, des messages qui se croisent et une précipitation source d’erreurs. Les choses veulent avancer, mais le moment n’est pas le bon ; ralentissez pour viser juste.',
      description:
        'La huitième carte des Bâtons, la série du feu : la volonté en plein vol, quand les obstacles s’effacent et que l’action file vers son but.',
      imagery: 'Huit bâtons volent en parallèle dans un ciel dégagé, bien au-dessus d’une rivière et d’une colline.',
      theme: { upright: 'un élan rapide porteur de nouvelles', reversed: 'une vitesse mal maîtrisée' },
      advice: {
        upright: 'Profitez de l’élan : répondez, décidez et avancez tant que les choses circulent.',
        reversed: 'Prenez le temps de viser avant d’agir, et relisez les messages avant d’y répondre.',
      },
    },
    'wands-9': {
      name: 'Neuf de Bâtons',
      reversedName: 'le Neuf de Bâtons renversé',
      upright:
        'La résilience près du but : malgré les blessures, vous tenez encore debout et protégez ce que vous avez conquis de haute lutte. Un dernier effort vous est demandé, et vous avez plus de réserves que vous ne le pensez.',
      reversed:
        'L’épuisement et la méfiance : des défenses qui écartent l’aide autant que les coups, ou une lassitude qui pousse à abandonner juste avant l’arrivée.',
      description:
        'La neuvième carte des Bâtons, la série du feu : l’endurance près de la fin, la volonté éprouvée et marquée mais intacte, qui tient toujours bon.',
      imagery:
        'Une figure à la tête bandée s’appuie sur un bâton, sur ses gardes, tandis que huit bâtons se dressent derrière elle comme une palissade.',
      theme: { upright: 'une résilience mise à l’épreuve', reversed: 'une vigilance devenue épuisement' },
      advice: {
        upright: 'Tenez encore un peu : ménagez vos forces, et gardez des limites fermes.',
        reversed: 'Baissez assez votre garde pour accepter de l’aide, et reposez-vous avant de repartir.',
      },
    },
    'wands-10': {
      name: 'Dix de Bâtons',
      reversedName: 'le Dix de Bâtons renversé',
      upright:
        'Le fardeau et l’excès d’engagements : vous portez trop, souvent par choix, et la charge vous cache le but. La réussite est proche, mais son poids demande à être partagé ou déposé.',
      reversed:
        'Une charge impossible à poser, ou enfin posée : l’effondrement sous les responsabilités, ou le soulagement de déléguer et de dire non. Tous les devoirs que vous portez ne sont pas les vôtres.',
      description:
        'La dixième carte des Bâtons, la série du feu : la fin du cycle, quand l’ambition accumule son propre poids et que le feu devient labeur.',
      imagery: 'Une figure ploie sous une brassée de dix bâtons et marche lentement vers une ville au loin.',
      theme: { upright: 'un fardeau porté seul', reversed: 'une charge enfin déposée' },
      advice: {
        upright: 'Faites la liste de ce que vous portez, et confiez ou abandonnez une chose qui ne vous revient pas.',
        reversed: 'Ne vous rechargez pas : apprenez à dire non avant de tout reprendre sur vos épaules.',
      },
    },
    'wands-page': {
      name: 'Valet de Bâtons',
      reversedName: 'le Valet de Bâtons renversé',
      upright:
        'Une découverte pleine d’enthousiasme : un esprit curieux et avide explore une nouvelle passion. Une annonce stimulante, une idée fraîche ou un premier essai audacieux vous invitent à jouer et à apprendre.',
      reversed:
        'Un enthousiasme sans suite : des idées qui s’agitent, de l’impatience, ou la peur du ridicule qui empêche de commencer. Un revers peut éteindre l’étincelle pour un temps.',
      description:
        'La plus jeune figure de la cour des Bâtons, messagère et élève du feu : la volonté devenue curiosité, impatiente d’explorer ce qu’elle ne connaît pas encore.',
      imagery:
        'Une jeune figure se tient dans un désert, les yeux levés vers le grand bâton qu’elle tient, des pyramides à l’horizon.',
      theme: { upright: 'une exploration pleine d’entrain', reversed: 'une ardeur qui retombe vite' },
      advice: {
        upright: 'Abordez la nouveauté comme un apprentissage, sans vous soucier de réussir du premier coup.',
        reversed: 'Choisissez une idée et lancez-la vraiment avant de courir après la suivante.',
      },
    },
    'wands-knight': {
      name: 'Cavalier de Bâtons',
      reversedName: 'le Cavalier de Bâtons renversé',
      upright:
        'L’action audacieuse et l’aventure : la passion, l’assurance et la soif de mouvement. Vous foncez vers ce qui vous enthousiasme, et l’audace peut vous mener loin si vous gardez le cap.',
      reversed:
        'L’impulsivité et la précipitation : l’imprudence, des passions dispersées, ou un caractère emporté qui laisse les choses à moitié faites. L’audace sans patience s’éteint avant d’arriver.',
      description:
        'Le cavalier de la cour des Bâtons, le feu en mouvement : le chercheur d’aventure, prompt à suivre un désir et à passer à autre chose dès que l’exaltation retombe.',
      imagery: 'Un cavalier sur un cheval cabré brandit haut un bâton, tandis que le désert s’étend derrière lui.',
      theme: { upright: 'une action audacieuse et aventureuse', reversed: 'une passion qui s’épuise' },
      advice: {
        upright: 'Suivez avec audace ce qui vous enthousiasme, et gardez un œil sur votre destination.',
        reversed: 'Comptez jusqu’à dix avant de foncer, et terminez une chose avant d’en commencer une autre.',
      },
    },
    'wands-queen': {
      name: 'Reine de Bâtons',
      reversedName: 'la Reine de Bâtons renversée',
      upright:
        'Une assurance chaleureuse et du charisme : le courage, l’indépendance et une détermination lumineuse qui attirent les autres. Vous rayonnez en étant pleinement vous-même, avec la générosité de votre feu et la certitude de votre valeur.',
      reversed:
        'Une assurance ébranlée ou envahissante : le doute de soi, la jalousie ou un tempérament exigeant là où régnait la chaleur. Vous donnez peut-être tant de lumière aux autres qu’il n’en reste plus pour vous.',
      description:
        'La souveraine mûre de la cour des Bâtons, tournée vers l’intérieur, le feu tenu avec aplomb : une présence magnétique et sûre d’elle, qui réchauffe tout ce qui l’entoure.',
      imagery:
        'Une figure couronnée siège sur un trône orné de lions, un bâton et un tournesol à la main, un chat noir assis à ses pieds.',
      theme: { upright: 'une présence rayonnante et confiante', reversed: 'une assurance tournée en jalousie' },
      advice: {
        upright: 'Avancez avec chaleur et assurance : votre présence est ici un atout.',
        reversed: 'Refaites le plein d’énergie avant de donner davantage de votre chaleur.',
      },
    },
    'wands-king': {
      name: 'Roi de Bâtons',
      reversedName: 'le Roi de Bâtons renversé',
      upright:
        'Une autorité visionnaire : un esprit audacieux qui voit grand et entraîne les autres à sa suite. L’esprit d’entreprise, l’honneur et l’action décisive transforment la vision en réussite.',
      reversed:
        'Une autorité devenue impulsive ou écrasante : des attentes impossibles, une vision imposée aux autres, ou des objectifs fixés sans égard pour ceux qui doivent les atteindre. L’ambition a besoin de patience et d’écoute.',
      description:
        'Le souverain mûr de la cour des Bâtons, tourné vers l’extérieur, le feu qui commande : le visionnaire qui fait de l’inspiration un cap et enflamme les autres.',
      imagery:
        'Une figure couronnée siège sur un trône sculpté de lions et de salamandres, un bâton en fleurs à la main, une petite salamandre à ses pieds.',
      theme: { upright: 'une vision qui rallie les autres', reversed: 'une ambition qui n’écoute personne' },
      advice: {
        upright: 'Dirigez en gardant la vue d’ensemble, et laissez aux autres la place de porter le projet avec vous.',
        reversed: 'Écoutez avant de diriger : une vision partagée va plus loin qu’une vision imposée.',
      },
    },

    // Coupes : l’eau, les sentiments et les relations

    'cups-ace': {
      name: 'As de Coupes',
      reversedName: 'l’As de Coupes renversé',
      upright:
        'Un nouveau départ dans les sentiments : l’amour, la compassion ou la créativité débordent, et vous vous ouvrez à donner comme à recevoir. Une relation, une amitié ou un renouveau intérieur peut commencer ici.',
      reversed:
        'Des sentiments bloqués ou qui débordent : un amour retenu, un vide affectif, ou un flot d’émotions qui ne sait où aller. Remplissez votre propre puits avant de servir les autres.',
      description:
        'La première carte des Coupes, la série de l’eau : la source pure du sentiment, l’amour offert librement avant de prendre une forme particulière.',
      imagery:
        'Une main sortant d’un nuage tient une coupe d’où jaillissent cinq filets d’eau ; une colombe y descend, au-dessus d’un bassin couvert de nénuphars.',
      theme: { upright: 'un amour qui déborde', reversed: 'des sentiments retenus' },
      advice: {
        upright: 'Ouvrez-vous au sentiment qui se présente, et laissez quelqu’un le voir.',
        reversed: 'Reconnaissez ce que vous ressentez avant de décider quoi en faire.',
      },
    },
    'cups-2': {
      name: 'Deux de Coupes',
      reversedName: 'le Deux de Coupes renversé',
      upright:
        'L’attirance mutuelle et le partenariat : deux personnes se rencontrent d’égal à égal, avec respect, affection et un véritable échange. Une romance, une réconciliation ou une amitié proche peut naître de cette rencontre.',
      reversed:
        'Un partenariat déséquilibré : un malentendu, une confiance brisée, ou l’un qui donne plus qu’il ne reçoit. Le lien vacille là où manquent l’honnêteté ou l’égalité.',
      description:
        'La deuxième carte des Coupes, la série de l’eau : le sentiment rencontre le sentiment, premier miroir de l’amour, où deux êtres deviennent un couple par choix.',
      imagery:
        'Deux figures se font face et échangent leurs coupes sous une tête de lion ailé, placée au-dessus d’un caducée où s’enroulent deux serpents.',
      theme: { upright: 'une rencontre d’égal à égal', reversed: 'un échange déséquilibré' },
      advice: {
        upright: 'Allez vers l’autre, et dites-lui ce que ce lien représente pour vous.',
        reversed: 'Parlez ouvertement de ce que chacun donne et de ce dont chacun a besoin.',
      },
    },
    'cups-3': {
      name: 'Trois de Coupes',
      reversedName: 'le Trois de Coupes renversé',
      upright:
        'L’amitié et la fête : une joie partagée, la communauté et des personnes qui se soutiennent. Les réunions, les retrouvailles et la création à plusieurs apportent de la chaleur, et le bonheur grandit quand on le partage.',
      reversed:
        'Une fête qui déborde ou qui tourne mal : des commérages, une tierce personne qui s’immisce, trop d’excès, ou l’impression de rester en dehors du cercle. Certaines compagnies nourrissent, d’autres ne font que distraire.',
      description:
        'La troisième carte des Coupes, la série de l’eau : le sentiment se répand dans la communauté, premier fruit de l’amour partagé entre amis.',
      imagery:
        'Trois figures dansent en cercle en levant leurs coupes, des fruits et des fleurs rassemblés à leurs pieds.',
      theme: { upright: 'une joie partagée entre amis', reversed: 'une compagnie qui épuise' },
      advice: {
        upright: 'Réunissez vos proches et célébrez quelque chose, même de petit.',
        reversed:
          'Remarquez quelles compagnies vous nourrissent et lesquelles vous laissent vide, et choisissez en conséquence.',
      },
    },
    'cups-4': {
      name: 'Quatre de Coupes',
      reversedName: 'le Quatre de Coupes renversé',
      upright:
        'L’apathie et la contemplation : dans le repli, vous vous détournez de ce qui vous est offert. Le mécontentement cache peut-être un vrai besoin de faire le point, mais veillez à ne pas laisser passer une réelle occasion.',
      reversed:
        'Sortir du repli : l’intérêt revient, une offre est enfin acceptée, ou une bouderie se change en véritable réflexion. Vous commencez à remarquer ce que vous ignoriez.',
      description:
        'La quatrième carte des Coupes, la série de l’eau : le sentiment trop installé, quand la stabilité s’affadit et que la vie intérieure se ferme aux propositions nouvelles.',
      imagery:
        'Une figure assise sous un arbre, les bras croisés, a trois coupes devant elle sur l’herbe, tandis qu’une main sortant d’un nuage lui en tend une quatrième.',
      theme: { upright: 'une apathie qui laisse passer l’offre', reversed: 'un intérêt qui se réveille lentement' },
      advice: {
        upright: 'Regardez de nouveau ce qu’on vous propose avant de l’écarter d’un geste.',
        reversed: 'Dites oui à une chose qui vous intéresse de nouveau, et voyez où elle mène.',
      },
    },
    'cups-5': {
      name: 'Cinq de Coupes',
      reversedName: 'le Cinq de Coupes renversé',
      upright:
        'La perte et le regret : le chagrin de ce qui s’est perdu, si envahissant qu’on ne voit plus ce qui reste. Le deuil est réel et nécessaire, et une part de ce qui comptait tient encore debout.',
      reversed:
        'Traverser le chagrin : l’acceptation, le pardon et un regard tourné vers ce qui reste, ou une peine gardée trop longtemps pour soi. La guérison commence quand vous levez les yeux de la perte.',
      description:
        'La cinquième carte des Coupes, la série de l’eau : la perturbation du sentiment, la perte et la déception qui rompent le cours paisible de l’amour.',
      imagery:
        'Une figure drapée d’une cape baisse la tête sur trois coupes couchées, leur contenu répandu ; deux autres tiennent encore debout derrière elle, et un pont franchit la rivière vers une maison.',
      theme: { upright: 'le chagrin de la perte', reversed: 'un chagrin qui s’apaise' },
      advice: {
        upright: 'Prenez le temps de vivre ce chagrin, puis tournez-vous vers ce qui tient encore debout.',
        reversed: 'Traversez le pont pas à pas : parlez à quelqu’un, pardonnez, recommencez.',
      },
    },
    'cups-6': {
      name: 'Six de Coupes',
      reversedName: 'le Six de Coupes renversé',
      upright:
        'La nostalgie et l’innocence : des souvenirs, l’enfance et une gentillesse offerte sans calcul. Un vieil ami, le retour dans un lieu familier ou une simple bienveillance apportent du réconfort et le sentiment d’être chez soi.',
      reversed:
        'La mémoire comme refuge : idéaliser ce qui a été, refuser de grandir, ou voir se rejouer de vieux schémas familiaux. Le confort du familier peut vous empêcher de vivre la vie qui est la vôtre.',
      description:
        'La sixième carte des Coupes, la série de l’eau : l’harmonie retrouvée par la mémoire et le don, le sentiment rendu à sa première douceur, sans complication.',
      imagery:
        'Dans la cour d’un village, un enfant offre à un autre une coupe remplie de fleurs, tandis que cinq autres coupes fleuries les entourent.',
      theme: { upright: 'la douceur des souvenirs', reversed: 'le désir de revivre hier' },
      advice: {
        upright: 'Reprenez contact avec quelqu’un de vos jeunes années, ou offrez une simple gentillesse.',
        reversed: 'Honorez vos souvenirs, puis ramenez votre attention vers la vie que vous menez aujourd’hui.',
      },
    },
    'cups-7': {
      name: 'Sept de Coupes',
      reversedName: 'le Sept de Coupes renversé',
      upright:
        'Des choix et des illusions : de nombreuses possibilités scintillent à la fois, certaines réelles, d’autres rêvées. La rêverie peut inspirer, mais il faut distinguer le fantasme de ce qui peut vraiment se construire.',
      reversed:
        'La clarté revient, ou vous vous noyez dans les options : vous percez une illusion à jour et faites un choix, ou vous continuez à l’éviter en poursuivant chaque rêve. La concentration vous rend le pouvoir d’agir.',
      description:
        'La septième carte des Coupes, la série de l’eau : l’épreuve de l’imagination, quand le sentiment fait naître des visions et que chaque souhait paraît également à portée de main.',
      imagery:
        'Vue de dos, une figure fait face à sept coupes flottant dans les nuages, chacune portant une vision : un château, des bijoux, une couronne, un serpent, un dragon, une figure voilée, une tête.',
      theme: { upright: 'des choix tentants et trompeurs', reversed: 'une illusion percée à jour' },
      advice: {
        upright: 'Choisissez l’option que vous pourriez commencer cette semaine, et confrontez-la à la réalité.',
        reversed: 'Choisissez un rêve, engagez-vous, et laissez partir les autres.',
      },
    },
    'cups-8': {
      name: 'Huit de Coupes',
      reversedName: 'le Huit de Coupes renversé',
      upright:
        'S’en aller : quitter ce qui ne vous comble plus, même si de l’extérieur tout semble complet. Une quête de sens plus profond vous demande de partir, avec tristesse et avec résolution.',
      reversed:
        'Le tiraillement entre rester et partir : la peur de s’en aller, un retour vers ce que vous aviez dépassé, ou un départ trop hâtif. Il vous faut peut-être décider ce que vous cherchez vraiment.',
      description:
        'La huitième carte des Coupes, la série de l’eau : le sentiment passe son chemin et se détourne de ce qui a été bâti vers ce qui est vraiment désiré.',
      imagery:
        'Une figure drapée d’une cape s’éloigne, un bâton à la main, vers les montagnes sous une lune décroissante, laissant derrière elle huit coupes empilées.',
      theme: { upright: 'un départ en quête d’autre chose', reversed: 'un tiraillement entre rester et partir' },
      advice: {
        upright: 'Si cela ne vous nourrit plus, reconnaissez ce que cela vous a apporté, et autorisez-vous à partir.',
        reversed: 'Décidez pourquoi vous partiriez avant de décider si vous partez.',
      },
    },
    'cups-9': {
      name: 'Neuf de Coupes',
      reversedName: 'le Neuf de Coupes renversé',
      upright:
        'Le contentement et les vœux exaucés : une satisfaction affective et matérielle, du plaisir et de la gratitude. Ce que vous désiriez est à portée de main, et en profiter pleinement fait partie du cadeau.',
      reversed:
        'Une satisfaction qui ne satisfait pas : la suffisance, l’excès, ou un vœu exaucé qui sonne creux. Cherchez sous les apparences ce qui vous comblerait vraiment.',
      description:
        'La neuvième carte des Coupes, la série de l’eau : le sentiment proche de sa plénitude, le vœu exaucé, le confort et le plaisir presque complets.',
      imagery:
        'Une figure satisfaite est assise sur un banc, les bras croisés, neuf coupes alignées derrière elle sur une étagère en arc.',
      theme: { upright: 'un vœu exaucé', reversed: 'un contentement de façade' },
      advice: {
        upright: 'Profitez de ce que vous avez, et exprimez votre gratitude à voix haute.',
        reversed: 'Demandez-vous ce qui vous comblerait vraiment, au-delà de ce qui fait bonne figure.',
      },
    },
    'cups-10': {
      name: 'Dix de Coupes',
      reversedName: 'le Dix de Coupes renversé',
      upright:
        'L’accomplissement affectif et l’harmonie familiale : un amour durable, un foyer plein de chaleur et un sentiment d’appartenance. Les relations reposent sur des valeurs communes, et la joie se transmet d’une génération à l’autre.',
      reversed:
        'Une harmonie mise à mal : une discorde familiale, un idéal du foyer brisé, ou une vie de carte postale qui cache la distance entre les êtres. Une vraie proximité passe peut-être par une parole honnête plutôt que par les apparences.',
      description:
        'La dixième carte des Coupes, la série de l’eau : le sentiment comblé et partagé, le cycle de l’amour accompli dans un foyer et une famille.',
      imagery:
        'Deux figures enlacées lèvent les bras vers un arc-en-ciel de dix coupes ; deux enfants dansent à côté d’elles, une maison au loin.',
      theme: { upright: 'une harmonie familiale chaleureuse', reversed: 'une harmonie fragilisée au foyer' },
      advice: {
        upright: 'Passez du temps avec ceux que vous aimez, et dites-leur ce qu’ils représentent pour vous.',
        reversed: 'Renoncez à l’image parfaite, et parlez franchement de ce dont vous avez besoin ensemble.',
      },
    },
    'cups-page': {
      name: 'Valet de Coupes',
      reversedName: 'le Valet de Coupes renversé',
      upright:
        'Un message intuitif : une douce surprise, une impulsion créatrice ou le premier frémissement d’un sentiment. Gardez l’esprit ouvert et joueur, car l’inattendu a peut-être quelque chose de tendre à vous dire.',
      reversed:
        'Des sentiments immatures ou bloqués : des sautes d’humeur, une insécurité créative, ou un message affectif qui reste sans écho. La sensibilité tourne à la fuite quand vous ne la prenez pas au sérieux.',
      description:
        'La plus jeune figure de la cour des Coupes, messagère et élève de l’eau : le sentiment devenu émerveillement, ouvert aux rêves et à tout ce qui le surprend.',
      imagery:
        'Une jeune figure se tient au bord de la mer, une coupe à la main, d’où un petit poisson pointe la tête.',
      theme: { upright: 'un message tendre et intuitif', reversed: 'des sentiments restés sans écho' },
      advice: {
        upright: 'Suivez une douce intuition ou une envie créative, et voyez ce qu’elle vous montre.',
        reversed: 'Prenez vos sentiments assez au sérieux pour les exprimer, et pas seulement pour en rêver.',
      },
    },
    'cups-knight': {
      name: 'Cavalier de Coupes',
      reversedName: 'le Cavalier de Coupes renversé',
      upright:
        'La romance et l’invitation : une proposition séduisante, un esprit idéaliste, ou une créativité qui suit le sentiment. Quelqu’un s’approche, la coupe tendue, prêt à donner et à se laisser toucher.',
      reversed:
        'Des humeurs et des promesses qui dérivent : une romance irréaliste, la jalousie, ou un charme sans lendemain. Vérifiez que l’offre est aussi réelle qu’elle en a l’air.',
      description:
        'Le cavalier de la cour des Coupes, l’eau en mouvement : le romantique qui suit le sentiment où qu’il mène, porteur d’offres d’amour et de beauté.',
      imagery: 'Un cavalier sur un cheval paisible tient une coupe devant lui et avance lentement vers une rivière.',
      theme: { upright: 'une invitation romantique', reversed: 'une séduction inconstante' },
      advice: {
        upright: 'Faites une proposition sincère, à la hauteur de vos sentiments, et tenez parole.',
        reversed: 'Regardez au-delà du charme, et vérifiez si la promesse est tenue.',
      },
    },
    'cups-queen': {
      name: 'Reine de Coupes',
      reversedName: 'la Reine de Coupes renversée',
      upright:
        'La compassion et la profondeur affective : une présence attentive et intuitive, qui écoute et comprend. Avec calme et sécurité intérieure, vous pouvez rester auprès des émotions des autres sans vous perdre vous-même.',
      reversed:
        'Une compassion qui sort de son lit : une dépendance affective, des humeurs d’autrui que vous faites vôtres, ou des sentiments gardés si secrets qu’ils se retournent contre vous. Prenez soin de vous avec la tendresse que vous montrez aux autres.',
      description:
        'La souveraine mûre de la cour des Coupes, tournée vers l’intérieur, l’eau tenue avec grâce : celle qui prend soin par l’intuition, accordée au sentiment et sereine dans ses profondeurs.',
      imagery:
        'Une figure couronnée siège sur un trône au bord de l’eau et contemple une coupe ouvragée, fermée d’un couvercle.',
      theme: { upright: 'une compassion profonde', reversed: 'une empathie sans limites' },
      advice: {
        upright: 'Écoutez de toute votre attention, et fiez-vous à ce que votre intuition entend.',
        reversed: 'Posez une limite douce autour de vos émotions, pour aider sans vous y noyer.',
      },
    },
    'cups-king': {
      name: 'Roi de Coupes',
      reversedName: 'le Roi de Coupes renversé',
      upright:
        'L’équilibre émotionnel et le calme de la sagesse : le sentiment maîtrisé sans être étouffé. Avec diplomatie, générosité et sang-froid dans la tempête, vous pouvez guider les autres en eaux troubles.',
      reversed:
        'Un sang-froid qui se fissure ou se fige : des sautes d’humeur, de la manipulation, ou des sentiments refoulés jusqu’à ce qu’ils débordent. Le calme de surface peut cacher une agitation profonde.',
      description:
        'Le souverain mûr de la cour des Coupes, tourné vers l’extérieur, l’eau qui commande : la maturité affective, la diplomatie et une compassion qui garde son cap quand la mer est forte.',
      imagery:
        'Une figure couronnée, sur un trône de pierre qui flotte sur une mer agitée, tient une coupe et un court sceptre ; derrière, un navire et un poisson qui bondit.',
      theme: { upright: 'un équilibre émotionnel serein', reversed: 'une maîtrise de soi qui cède' },
      advice: {
        upright:
          'Gardez votre calme et votre bienveillance, et répondez aux émotions fortes par la sérénité plutôt que par la réaction.',
        reversed: 'Nommez ce que vous ressentez avant que cela ne déborde ailleurs.',
      },
    },

    // Épées : l’air, la pensée et la vérité

    'swords-ace': {
      name: 'As d’Épées',
      reversedName: 'l’As d’Épées renversé',
      upright:
        'Une percée de clarté : la vérité tranche dans la confusion, et une idée ou une décision nette s’impose. Des paroles honnêtes, une attention aiguisée et une compréhension neuve vous donnent l’avantage.',
      reversed:
        'Une clarté brouillée : une pensée confuse, des mots durs, ou une vérité détournée pour blesser. La pensée sans délicatesse peut trancher dans le mauvais sens ; ralentissez avant de parler.',
      description:
        'La première carte des Épées, la série de l’air : le germe de l’esprit et de la vérité, la pensée claire et unique qui tranche tout le reste.',
      imagery:
        'Une main sortant d’un nuage tient une épée dressée, la pointe couronnée de feuillage, au-dessus de sommets montagneux.',
      theme: { upright: 'une pensée claire et tranchante', reversed: 'une pensée trouble ou blessante' },
      advice: {
        upright: 'Dites clairement ce qui est vrai, et laissez-le dissiper la confusion.',
        reversed: 'Attendez que vos idées s’éclaircissent, et parlez avec soin quand ce sera le cas.',
      },
    },
    'swords-2': {
      name: 'Deux d’Épées',
      reversedName: 'le Deux d’Épées renversé',
      upright:
        'Une impasse : un choix difficile évité en fermant les yeux, une trêve fragile entre deux camps. La paix règne pour l’instant, mais elle ne dure que jusqu’à ce que vous regardiez en face ce que vous préféreriez ne pas voir.',
      reversed:
        'L’indécision qui cède : trop d’informations, de la confusion, ou la vérité qui se fraie un chemin à travers le bandeau. Le choix que vous évitiez demande à être fait.',
      description:
        'La deuxième carte des Épées, la série de l’air : l’esprit divisé, deux pensées tenues en équilibre pour qu’aucune n’ait à l’emporter.',
      imagery:
        'Une figure aux yeux bandés est assise, deux épées croisées sur la poitrine, devant une mer calme et un croissant de lune.',
      theme: { upright: 'une impasse inconfortable', reversed: 'un choix qui s’impose' },
      advice: {
        upright: 'Ôtez le bandeau : rassemblez les faits, et faites votre choix.',
        reversed: 'Laissez la vérité entrer peu à peu, puis décidez.',
      },
    },
    'swords-3': {
      name: 'Trois d’Épées',
      reversedName: 'le Trois d’Épées renversé',
      upright:
        'Le chagrin d’amour et la vérité douloureuse : la peine, le deuil, ou une blessure causée par des mots ou une trahison. Cela fait mal parce que cela compte, et laisser la douleur se vivre est le début de la guérison.',
      reversed:
        'Une blessure qui se libère lentement, ou qu’on garde ouverte : le pardon s’amorce et la douleur s’apaise, ou la peine reste vive parce qu’on la ressasse sans fin. La guérison commence quand vous cessez de rouvrir la plaie.',
      description:
        'La troisième carte des Épées, la série de l’air : l’esprit grandit par la douleur, une vérité qui blesse et pourtant assainit l’air.',
      imagery:
        'Un cœur transpercé de trois épées se détache, seul, sur de lourds nuages d’orage, sous une pluie battante.',
      theme: { upright: 'une vérité qui brise le cœur', reversed: 'une peine qui se libère lentement' },
      advice: {
        upright: 'Autorisez-vous à ressentir pleinement la peine, et parlez-en à quelqu’un de confiance.',
        reversed: 'Cessez de rejouer la blessure : écrivez-la une fois, puis mettez-la de côté.',
      },
    },
    'swords-4': {
      name: 'Quatre d’Épées',
      reversedName: 'le Quatre d’Épées renversé',
      upright:
        'Le repos et la récupération : une pause pour vous retirer, reprendre des forces et apaiser l’esprit après la tension. L’immobilité n’est pas ici de l’oisiveté ; c’est ainsi que vous vous rassemblez pour la suite.',
      reversed:
        'Un repos refusé ou trop longtemps différé : l’épuisement, l’agitation, ou un retrait devenu fuite. Soit votre corps vous demande de vous arrêter, soit il est temps de vous relever.',
      description:
        'La quatrième carte des Épées, la série de l’air : l’esprit au repos, la pause stable qui permet à la pensée de retrouver sa clarté.',
      imagery:
        'Une figure repose, allongée sur un tombeau, les mains jointes ; une épée est placée sous elle et trois autres sont suspendues au mur au-dessus.',
      theme: { upright: 'un repos réparateur', reversed: 'une trêve manquée ou prolongée' },
      advice: {
        upright: 'Prévoyez un vrai repos, sans écrans ni tâches, et protégez-le.',
        reversed: 'Voyez s’il vous faut vous arrêter ou repartir, et respectez ce besoin.',
      },
    },
    'swords-5': {
      name: 'Cinq d’Épées',
      reversedName: 'le Cinq d’Épées renversé',
      upright:
        'Une victoire creuse : un conflit gagné à un prix trop élevé, vaincre pour le plaisir de vaincre, ou une défaite cuisante. Demandez-vous si avoir raison vaut ce que cela vous coûte.',
      reversed:
        'Faire la paix après le conflit : une réconciliation, ou une rancœur tenace qui ne s’apaise pas. La bataille est finie ; reste à savoir comment réparer les dégâts.',
      description:
        'La cinquième carte des Épées, la série de l’air : la perturbation de l’esprit, quand l’intelligence devient une arme et que la victoire appauvrit chacun.',
      imagery:
        'Une figure ramasse des épées avec un sourire de vainqueur tandis que deux autres s’éloignent, deux épées à terre, sous des nuages déchirés par le vent.',
      theme: { upright: 'une victoire qui coûte trop cher', reversed: 'une rancœur après la bataille' },
      advice: {
        upright: 'Choisissez vos combats, et renoncez à ceux qui ne nourrissent que l’orgueil.',
        reversed: 'Faites le premier pas vers la paix, même si vous aviez raison.',
      },
    },
    'swords-6': {
      name: 'Six d’Épées',
      reversedName: 'le Six d’Épées renversé',
      upright:
        'Un passage vers des eaux plus calmes : vous laissez derrière vous une période difficile et avancez avec tristesse, mais avec espoir. Le changement n’est pas facile, et pourtant la rive lointaine est plus douce que celle que vous quittez.',
      reversed:
        'Une traversée refusée ou inachevée : un bagage émotionnel qu’on emporte, un déménagement retardé, ou l’impossibilité de quitter ce qui fait mal. Certaines choses doivent rester sur la rive.',
      description:
        'La sixième carte des Épées, la série de l’air : l’harmonie trouvée en passant à autre chose, l’esprit porté de la tourmente vers un lieu plus paisible.',
      imagery:
        'Un passeur mène à la perche une barque vers la rive lointaine, avec à son bord une figure drapée et un enfant, et six épées plantées dans la barque.',
      theme: { upright: 'une traversée vers plus de calme', reversed: 'un bagage qu’on emporte avec soi' },
      advice: {
        upright: 'Autorisez-vous à passer à autre chose, et n’emportez que ce dont vous avez besoin.',
        reversed: 'Nommez ce que vous emportez, et laissez-en une part sur la rive.',
      },
    },
    'swords-7': {
      name: 'Sept d’Épées',
      reversedName: 'le Sept d’Épées renversé',
      upright:
        'La stratégie ou la tromperie : agir en solitaire, en douce, ou s’en tirer à bon compte. Quelqu’un ne joue peut-être pas franc jeu, ou la tentation vous guette de prendre des raccourcis.',
      reversed:
        'Une tromperie qui se défait : des secrets qui éclatent, une mauvaise conscience, ou un plan qui ne peut pas fonctionner en secret. Avouer maintenant coûte moins cher qu’être découvert plus tard.',
      description:
        'La septième carte des Épées, la série de l’air : l’épreuve de l’honnêteté de l’esprit, l’habileté employée à contourner les règles.',
      imagery:
        'Une figure s’éloigne d’un camp sur la pointe des pieds en emportant cinq épées et jette un regard en arrière ; deux épées restent plantées dans le sol.',
      theme: { upright: 'une manœuvre discrète et peu loyale', reversed: 'un secret qui éclate' },
      advice: {
        upright: 'Pensez en stratège, mais assurez-vous de pouvoir défendre vos méthodes au grand jour.',
        reversed: 'Dites la vérité sans attendre, et réparez ce que vous pouvez.',
      },
    },
    'swords-8': {
      name: 'Huit d’Épées',
      reversedName: 'le Huit d’Épées renversé',
      upright:
        'Le piège de vos propres pensées : des entraves, un sentiment d’impuissance, et une histoire que vous vous racontez et qui masque la sortie. Les liens sont plus lâches qu’ils n’en ont l’air, et le cercle est ouvert.',
      reversed:
        'Un piège mental qui s’ouvre ou se resserre : un regard neuf, l’acceptation de soi et enfin la sortie en vue, ou la peur qui resserre son étreinte. Dans les deux cas, le premier mouvement vous appartient.',
      description:
        'La huitième carte des Épées, la série de l’air : la prison que l’esprit se construit, où la pensée qui devrait libérer devient une clôture de peurs.',
      imagery:
        'Une figure ligotée, les yeux bandés, se tient au milieu d’un cercle lâche de huit épées, un château sur une colline derrière elle.',
      theme: { upright: 'un piège fait de pensées', reversed: 'une sortie qui se dessine' },
      advice: {
        upright: 'Remettez en question la pensée qui vous dit que vous ne pouvez pas bouger, et faites un petit pas.',
        reversed: 'Continuez : chaque pas que vous faites desserre le nœud suivant.',
      },
    },
    'swords-9': {
      name: 'Neuf d’Épées',
      reversedName: 'le Neuf d’Épées renversé',
      upright:
        'L’angoisse et les nuits blanches : des peurs qui grandissent dans le noir, la culpabilité et les ruminations. Ce qui vous hante à trois heures du matin paraît souvent plus petit à la lumière du jour.',
      reversed:
        'Une inquiétude à son comble, ou qui commence à se dissiper : un désespoir gardé secret, ou l’espoir qui revient à mesure que vous partagez ce qui vous trouble. Les peurs dites à voix haute ont tendance à rétrécir.',
      description:
        'La neuvième carte des Épées, la série de l’air : l’esprit au bord de la rupture, quand la pensée se retourne contre elle-même au cœur de la nuit.',
      imagery:
        'Une figure assise dans son lit enfouit son visage dans ses mains, tandis que neuf épées sont alignées en rangées sur le mur sombre.',
      theme: { upright: 'une inquiétude qui empêche de dormir', reversed: 'une inquiétude partagée qui s’apaise' },
      advice: {
        upright: 'Écrivez vos inquiétudes, et parlez-en à quelqu’un plutôt que de les porter sans aide.',
        reversed: 'Confiez votre peur à une personne de confiance, et demandez du soutien si elle persiste.',
      },
    },
    'swords-10': {
      name: 'Dix d’Épées',
      reversedName: 'le Dix d’Épées renversé',
      upright:
        'Une fin douloureuse : la trahison, la défaite ou le fait de toucher le fond, sans plus rien à perdre. C’est fini, et c’est à la fois le soulagement et la perte : l’aube pointe déjà à l’horizon.',
      reversed:
        'Se relever après le pire, ou refuser que cela finisse : remonter lentement des ruines, ou revivre la défaite encore et encore. Le point le plus bas est derrière vous ; reste maintenant à vous relever.',
      description:
        'La dixième carte des Épées, la série de l’air : la fin du cycle, la défaite de l’esprit menée jusqu’au fond, d’où l’on ne peut que remonter.',
      imagery:
        'Une figure gît face contre terre, dix épées plantées dans le dos, sous un ciel noir ; la première lueur de l’aube apparaît à l’horizon.',
      theme: { upright: 'une chute jusqu’au plus bas', reversed: 'une remontée après le pire' },
      advice: {
        upright: 'Acceptez que ce soit fini, reposez-vous, et laissez le jour nouveau venir à son heure.',
        reversed: 'Cessez de rouvrir ce qui est terminé, et faites le prochain petit pas vers le rétablissement.',
      },
    },
    'swords-page': {
      name: 'Valet d’Épées',
      reversedName: 'le Valet d’Épées renversé',
      upright:
        'La curiosité et la vigilance : un esprit vif et questionneur, avide d’idées, de nouvelles et de vérité. Vous remarquez tout et apprenez vite ; servez-vous-en pour interroger plutôt que pour espionner.',
      reversed:
        'Des mots acérés et une pensée agitée : des commérages, une attitude défensive, ou des paroles sans substance. La curiosité tourne au soupçon, ou les projets restent des idées faute de passage à l’acte.',
      description:
        'La plus jeune figure de la cour des Épées, messagère et élève de l’air : l’esprit devenu curiosité, alerte et avide, qui apprend encore la retenue.',
      imagery:
        'Une jeune figure se tient sur une colline balayée par le vent, une épée dressée à la main, le regard par-dessus l’épaule, des oiseaux dans le ciel.',
      theme: { upright: 'un esprit vif et curieux', reversed: 'une parole qui devance la pensée' },
      advice: {
        upright: 'Posez les questions que personne ne pose, et écoutez attentivement les réponses.',
        reversed: 'Réfléchissez avant de parler, et vérifiez les faits avant de les répandre.',
      },
    },
    'swords-knight': {
      name: 'Cavalier d’Épées',
      reversedName: 'le Cavalier d’Épées renversé',
      upright:
        'Une action rapide et résolue : l’ambition, l’élan et un esprit qui fonce vers son but. La franchise aide ici, mais la vitesse laisse peu de place pour voir qui se trouve sur le chemin.',
      reversed:
        'La hâte sans direction : des décisions irréfléchies, de l’agressivité, ou des pensées agitées qui partent dans tous les sens. Ralentissez la charge avant qu’elle ne tourne à la collision.',
      description:
        'Le cavalier de la cour des Épées, l’air en mouvement : l’esprit qui charge vers son but, intrépide et rapide, sans toujours regarder où il va.',
      imagery:
        'Un cavalier charge au grand galop, l’épée levée, tandis que les nuages filent et que les arbres ploient sous le vent.',
      theme: { upright: 'une charge rapide et directe', reversed: 'une hâte qui disperse' },
      advice: {
        upright: 'Agissez résolument à partir de ce que vous savez, et dites-le sans détour.',
        reversed: 'Ralentissez, le temps de vérifier la cible avant de charger.',
      },
    },
    'swords-queen': {
      name: 'Reine d’Épées',
      reversedName: 'la Reine d’Épées renversée',
      upright:
        'Une perception claire et des limites honnêtes : avec indépendance, finesse et équité, vous percez les faux-semblants et dites la vérité avec précision. L’expérience, chagrins compris, a aiguisé votre discernement.',
      reversed:
        'Une clarté devenue froide : la dureté, l’amertume, ou des mots qui tiennent les autres à distance. Ou une pensée troublée par la blessure ; la vérité passe mieux avec de la bonté.',
      description:
        'La souveraine mûre de la cour des Épées, tournée vers l’intérieur, l’air tenu avec aplomb : l’esprit lucide, indépendant et honnête, qui voit les choses telles qu’elles sont.',
      imagery:
        'Une figure couronnée siège de profil sur un trône au-dessus des nuages, tenant d’une main une épée dressée, l’autre main levée et ouverte.',
      theme: { upright: 'une lucidité franche et honnête', reversed: 'une lucidité devenue froide' },
      advice: {
        upright: 'Parlez avec franchise et posez des limites claires, sans vous excuser et sans cruauté.',
        reversed: 'Laissez la chaleur adoucir votre franchise : la vérité est mieux reçue avec bienveillance.',
      },
    },
    'swords-king': {
      name: 'Roi d’Épées',
      reversedName: 'le Roi d’Épées renversé',
      upright:
        'L’autorité intellectuelle : une pensée claire, des décisions équitables et la vérité placée au-dessus du sentiment. Des conseils d’expert, des principes fermes et une logique calme montrent la voie.',
      reversed:
        'Une autorité détournée : la manipulation, un contrôle froid, ou des règles appliquées sans humanité. Ou des décisions esquivées par un esprit qui sait pourtant à quoi s’en tenir ; l’intelligence a besoin d’une conscience.',
      description:
        'Le souverain mûr de la cour des Épées, tourné vers l’extérieur, l’air qui commande : l’esprit fait loi, la raison et l’éthique changées en décisions dignes de confiance.',
      imagery: 'Une figure couronnée siège de face sur un trône sculpté de papillons, tenant une épée dressée.',
      theme: { upright: 'une autorité claire et équitable', reversed: 'une intelligence sans conscience' },
      advice: {
        upright: 'Décidez selon les faits et vos principes, et expliquez simplement votre raisonnement.',
        reversed: 'Vérifiez que votre logique sert les personnes, et pas seulement les règles.',
      },
    },

    // Deniers : la terre, le corps, le travail et les moyens

    'pentacles-ace': {
      name: 'As de Deniers',
      reversedName: 'l’As de Deniers renversé',
      upright:
        'Une nouvelle occasion concrète : un emploi, un revenu, ou un projet pour votre foyer ou votre bien-être qui peut devenir quelque chose de solide. La prospérité commence par une graine semée en bonne terre.',
      reversed:
        'Une occasion manquée ou mal semée : des chances perdues, une planification insuffisante, ou une entreprise bâtie sur un sol instable. La graine est là ; préparez la terre avant de semer.',
      description:
        'La première carte des Deniers, la série de la terre : le germe du matériel, une vraie chance de donner forme à la sécurité, au travail et au bien-être.',
      imagery:
        'Une main sortant d’un nuage tient un denier unique au-dessus d’un jardin où s’ouvre une arche de roses.',
      theme: { upright: 'une occasion nouvelle et solide', reversed: 'une occasion mal engagée' },
      advice: {
        upright: 'Saisissez l’occasion concrète qui s’offre à vous, et accordez-lui une attention régulière.',
        reversed: 'Préparez bien le terrain avant d’y engager de l’argent ou du temps.',
      },
    },
    'pentacles-2': {
      name: 'Deux de Deniers',
      reversedName: 'le Deux de Deniers renversé',
      upright:
        'Jongler avec les priorités : l’argent, le temps et les obligations, avec souplesse et légèreté. L’adaptabilité fait avancer les choses, même si la marée peut monter vite.',
      reversed:
        'Trop d’engagements : trop de balles en l’air, la désorganisation, ou des finances qui perdent l’équilibre. Quelque chose risque de tomber si vous ne choisissez pas ce que vous posez.',
      description:
        'La deuxième carte des Deniers, la série de la terre : la vie matérielle en mouvement, deux exigences tenues en équilibre grâce au rythme et à la souplesse.',
      imagery:
        'Une figure danse en jonglant avec deux deniers reliés par un ruban en forme de signe de l’infini ; derrière, des navires montent sur de hautes vagues.',
      theme: { upright: 'un jonglage qui garde l’équilibre', reversed: 'une surcharge d’engagements' },
      advice: {
        upright: 'Restez souple, gardez un œil sur vos priorités, et ajustez au fur et à mesure.',
        reversed: 'Abandonnez ou reportez un engagement, pour que le reste garde son équilibre.',
      },
    },
    'pentacles-3': {
      name: 'Trois de Deniers',
      reversedName: 'le Trois de Deniers renversé',
      upright:
        'Le travail d’équipe et le savoir-faire : des compétences reconnues, une collaboration qui fonctionne et des projets bâtis ensemble. Chaque contribution compte, et apprendre des autres améliore l’ensemble.',
      reversed:
        'Une collaboration qui se défait : une mauvaise coordination, un travail sous-estimé, ou des exigences qui se relâchent. Un projet vacille quand chacun cesse d’écouter les autres, ou quand vous tenez à tout faire vous-même.',
      description:
        'La troisième carte des Deniers, la série de la terre : la première croissance du savoir-faire, quand le métier s’allie aux autres et devient quelque chose de durable.',
      imagery:
        'Un tailleur de pierre, debout sur un banc, travaille à l’arche d’une cathédrale tandis que deux figures lui présentent les plans ; trois deniers sont sculptés dans l’arche.',
      theme: { upright: 'un travail d’équipe habile', reversed: 'une collaboration désaccordée' },
      advice: {
        upright: 'Apportez votre savoir-faire au groupe, et demandez l’expertise qui vous manque.',
        reversed: 'Clarifiez les rôles et les exigences avec les personnes qui travaillent avec vous.',
      },
    },
    'pentacles-4': {
      name: 'Quatre de Deniers',
      reversedName: 'le Quatre de Deniers renversé',
      upright:
        'La sécurité par le contrôle : épargner, garder et retenir ce que l’on possède. La stabilité est réelle, mais une prise trop serrée peut fermer la porte autant qu’elle protège.',
      reversed:
        'Trop retenir, ou lâcher trop vite : l’avidité, la peur de perdre, ou des dépenses inconsidérées après de longues privations. La sécurité a besoin d’un peu d’ouverture pour circuler.',
      description:
        'La quatrième carte des Deniers, la série de la terre : la stabilité matérielle changée en forteresse, le désir de garder ce qui a été gagné.',
      imagery:
        'Une figure couronnée, assise, serre un denier contre sa poitrine ; un deuxième tient en équilibre sur sa couronne et deux autres sont posés sous ses pieds, une ville derrière elle.',
      theme: { upright: 'une sécurité jalousement gardée', reversed: 'une prise trop serrée ou trop lâche' },
      advice: {
        upright: 'Protégez ce que vous avez, mais gardez une main libre pour recevoir.',
        reversed: 'Desserrez un peu votre prise, ou fixez-vous une limite, selon le côté où vous penchez.',
      },
    },
    'pentacles-5': {
      name: 'Cinq de Deniers',
      reversedName: 'le Cinq de Deniers renversé',
      upright:
        'Les difficultés et le froid de l’exclusion : des soucis d’argent, de l’insécurité ou de l’isolement. L’aide est peut-être plus proche qu’il n’y paraît, si vous vous autorisez à la demander.',
      reversed:
        'Sortir des difficultés : des finances qui s’améliorent, ou un sentiment d’exclusion qui commence à se dissiper. Ou une inquiétude prolongée par la fierté, alors que la porte était ouverte depuis le début.',
      description:
        'La cinquième carte des Deniers, la série de la terre : la perturbation matérielle, la perte de sécurité et le froid de se sentir hors du cercle.',
      imagery:
        'Deux figures, dont l’une avance sur des béquilles, marchent dans la neige devant le vitrail éclairé d’une église, où brillent cinq deniers.',
      theme: { upright: 'une précarité qui isole', reversed: 'des difficultés qui s’éloignent' },
      advice: {
        upright: 'Demandez de l’aide et acceptez-la : avoir besoin de soutien n’a rien de honteux.',
        reversed: 'Continuez à faire les petits pas qui vous ramènent sur un sol stable.',
      },
    },
    'pentacles-6': {
      name: 'Six de Deniers',
      reversedName: 'le Six de Deniers renversé',
      upright:
        'La générosité et l’échange équitable : donner et recevoir, partager ce que l’on a, offrir ou accepter un soutien. L’équilibre dans le don préserve la dignité des deux côtés.',
      reversed:
        'Une aide sous conditions : des dettes, une générosité à sens unique, ou une aide qui crée de la dépendance. Regardez le rapport de pouvoir dans l’échange, car donner ne doit pas devenir contrôler.',
      description:
        'La sixième carte des Deniers, la série de la terre : l’harmonie retrouvée par le partage, les ressources qui vont là où l’on en a besoin.',
      imagery:
        'Un marchand tient une balance en équilibre et laisse tomber des pièces dans les mains de l’une des deux figures agenouillées, six deniers flottant au-dessus.',
      theme: { upright: 'une générosité juste et partagée', reversed: 'une aide assortie de conditions' },
      advice: {
        upright: 'Donnez ou recevez d’une main ouverte, et veillez à ce que l’échange reste équitable.',
        reversed:
          'Repérez les conditions cachées dans ce que vous donnez ou acceptez, et tranchez celles qui entravent.',
      },
    },
    'pentacles-7': {
      name: 'Sept de Deniers',
      reversedName: 'le Sept de Deniers renversé',
      upright:
        'La patience et le bilan : une pause pour regarder ce que votre travail a fait pousser, et décider s’il faut continuer à investir. Les résultats viennent lentement, et une vision à long terme vous sert.',
      reversed:
        'L’impatience devant une croissance lente, ou l’effort sans récompense : de la frustration, des doutes sur l’investissement, ou un travail trop dispersé. Décidez s’il faut mieux entretenir cette culture ou semer ailleurs.',
      description:
        'La septième carte des Deniers, la série de la terre : l’épreuve de la patience, quand l’effort s’arrête pour peser la récolte au regard du labeur.',
      imagery:
        'Un cultivateur s’appuie sur sa houe au milieu du champ et regarde, pensif, un buisson chargé de sept deniers.',
      theme: { upright: 'un investissement patient', reversed: 'une impatience devant la lenteur' },
      advice: {
        upright: 'Faites honnêtement le point sur vos progrès, puis continuez d’entretenir ce qui pousse.',
        reversed: 'Décidez si cela mérite davantage d’efforts, et agissez selon la réponse.',
      },
    },
    'pentacles-8': {
      name: 'Huit de Deniers',
      reversedName: 'le Huit de Deniers renversé',
      upright:
        'L’application et la maîtrise : un savoir-faire affiné par la répétition, le souci de la qualité, et le travail bien fait pour lui-même. Un effort régulier bâtit une véritable expertise.',
      reversed:
        'L’effort sans but : le perfectionnisme, un travail répétitif qui a perdu son sens, ou des raccourcis qui font baisser la qualité. Demandez-vous à quoi vous vous exercez vraiment.',
      description:
        'La huitième carte des Deniers, la série de la terre : le chemin vers la maîtrise, un savoir-faire construit pièce par pièce, dans une pratique patiente.',
      imagery:
        'Un artisan à son établi grave un denier, tandis que sept deniers achevés sont accrochés à un poteau à côté de lui.',
      theme: { upright: 'un travail appliqué et soigné', reversed: 'un effort privé de sens' },
      advice: {
        upright: 'Concentrez-vous sur cette seule tâche bien faite, et laissez la pratique faire son œuvre.',
        reversed: 'Retrouvez pourquoi ce travail compte, ou changez votre façon de le faire.',
      },
    },
    'pentacles-9': {
      name: 'Neuf de Deniers',
      reversedName: 'le Neuf de Deniers renversé',
      upright:
        'L’autonomie et une abondance raffinée : une indépendance gagnée par la discipline, un confort dont vous profitez et la confiance en vos propres moyens. Vous pouvez savourer ce que vous avez bâti.',
      reversed:
        'Une indépendance fragilisée : des dépenses excessives, une sécurité qui recule, ou une autonomie devenue isolement. Un confort payé au prix de la liberté n’en vaut peut-être pas la peine.',
      description:
        'La neuvième carte des Deniers, la série de la terre : la vie matérielle proche de sa plénitude, l’aisance cultivée de qui a bâti sa propre sécurité.',
      imagery:
        'Une figure en robe fleurie se tient dans une vigne, un faucon chaperonné sur sa main gantée, parmi neuf deniers pris dans les ceps.',
      theme: { upright: 'un confort gagné par soi-même', reversed: 'une autonomie mise en péril' },
      advice: {
        upright: 'Profitez de ce que vous avez gagné, et investissez-en une part dans votre propre bien-être.',
        reversed: 'Vérifiez si votre confort sert encore votre liberté, et ajustez vos dépenses si besoin.',
      },
    },
    'pentacles-10': {
      name: 'Dix de Deniers',
      reversedName: 'le Dix de Deniers renversé',
      upright:
        'Une richesse durable et un héritage : la famille, la transmission et une sécurité bâtie sur plusieurs générations. Ce que vous établissez peut soutenir d’autres personnes bien après vous.',
      reversed:
        'Un héritage remis en question : des querelles familiales d’argent, une perte financière, ou des traditions qui pèsent plus qu’elles ne soutiennent. Une sécurité durable ne repose pas sur l’argent seul.',
      description:
        'La dixième carte des Deniers, la série de la terre : la fin du cycle, la vie matérielle accomplie sous forme de lignée, de foyer et de sécurité durable.',
      imagery:
        'Une figure âgée est assise sous une arche avec deux chiens, tandis qu’un couple et un enfant se tiennent plus loin ; dix deniers sont disposés en forme d’arbre.',
      theme: { upright: 'une prospérité qui se transmet', reversed: 'un patrimoine qui divise' },
      advice: {
        upright:
          'Pensez à long terme, et bâtissez quelque chose qui tiendra encore pour ceux qui viendront après vous.',
        reversed: 'Parlez ouvertement d’argent et d’attentes avec votre famille avant que cela ne tourne au conflit.',
      },
    },
    'pentacles-page': {
      name: 'Valet de Deniers',
      reversedName: 'le Valet de Deniers renversé',
      upright:
        'Un début studieux : une nouvelle compétence, une formation ou un projet concret abordés avec application et soin. De bonnes nouvelles pour l’argent ou le travail, et l’envie d’apprendre pas à pas.',
      reversed:
        'Un apprentissage qui piétine : la procrastination, l’absence de progrès, ou un rêve qui ne trouve jamais son plan. Ou une attention si étroite qu’elle vous fait perdre de vue l’ensemble.',
      description:
        'La plus jeune figure de la cour des Deniers, messagère et élève de la terre : l’apprentissage concret, patient et désireux de rendre les idées réelles.',
      imagery: 'Une jeune figure se tient dans un champ verdoyant et élève un denier qu’elle étudie attentivement.',
      theme: { upright: 'un apprentissage sérieux et prometteur', reversed: 'un apprentissage à l’arrêt' },
      advice: {
        upright: 'Commencez la formation, le budget ou le projet, et apprenez en chemin.',
        reversed: 'Découpez le projet en petites tâches, et faites la première aujourd’hui.',
      },
    },
    'pentacles-knight': {
      name: 'Cavalier de Deniers',
      reversedName: 'le Cavalier de Deniers renversé',
      upright:
        'Une progression régulière et méthodique : le travail assidu, la routine et la fiabilité. Lentement et patiemment, vous atteignez le but sans jamais vous arrêter, et les autres savent qu’ils peuvent compter sur vous.',
      reversed:
        'La routine qui enlise : l’ennui, l’inertie, ou un perfectionnisme qui empêche le travail d’avancer. Ou tant d’assiduité que rien d’autre dans la vie ne trouve sa place.',
      description:
        'Le cavalier de la cour des Deniers, la terre en mouvement : le plus lent et le plus fiable des cavaliers, qui termine tout ce qu’il commence.',
      imagery:
        'Un cavalier se tient immobile sur un lourd cheval, un denier à la main, des champs labourés s’étendant derrière lui.',
      theme: { upright: 'une progression fiable et régulière', reversed: 'une routine devenue ornière' },
      advice: {
        upright: 'Tenez-vous-en à la routine, une tâche à la fois : la constance fera le reste.',
        reversed: 'Changez un élément de votre routine pour que le travail puisse avancer de nouveau.',
      },
    },
    'pentacles-queen': {
      name: 'Reine de Deniers',
      reversedName: 'la Reine de Deniers renversée',
      upright:
        'Un soin concret : la chaleur, le bon sens, et un foyer ou un lieu de travail où chacun s’épanouit. Vous prenez soin des autres et de vous-même par un confort et une sécurité tangibles, au quotidien.',
      reversed:
        'Un soin déséquilibré : la négligence de soi, l’étouffement, ou le travail et la maison qui se disputent votre temps jusqu’à ce que plus rien ne soit entretenu. La sécurité s’effrite quand vous oubliez vos propres besoins.',
      description:
        'La souveraine mûre de la cour des Deniers, tournée vers l’intérieur, la terre tenue avec chaleur : celle qui prend soin concrètement, ingénieuse et généreuse, et rend la vie douce aux autres.',
      imagery:
        'Une figure couronnée siège sur un trône dans un jardin, un denier posé sur les genoux, un lapin à ses pieds.',
      theme: {
        upright: 'une bienveillance pratique et chaleureuse',
        reversed: 'un soin dispersé jusqu’à l’épuisement',
      },
      advice: {
        upright: 'Prenez soin de votre corps et de votre foyer, et faites du soin concret votre façon d’aimer.',
        reversed: 'Faites passer l’un de vos propres besoins en premier cette semaine, sans culpabilité.',
      },
    },
    'pentacles-king': {
      name: 'Roi de Deniers',
      reversedName: 'le Roi de Deniers renversé',
      upright:
        'L’abondance et la sécurité : la richesse, le sens des affaires et la discipline qui les fait durer. Soutien et guide sur qui l’on peut compter, vous bâtissez la stabilité pour vous et pour les autres.',
      reversed:
        'La richesse sans sagesse : l’avidité, l’entêtement, ou le statut recherché à tout prix. Ou des décisions d’argent dictées par la peur, alors que la sécurité devrait servir la vie et non la remplacer.',
      description:
        'Le souverain mûr de la cour des Deniers, tourné vers l’extérieur, la terre qui commande : la maîtrise matérielle, le bâtisseur patient de la richesse et de la sécurité.',
      imagery:
        'Une figure couronnée, sur un trône sculpté de taureaux, tient un denier et un sceptre parmi des grappes de raisin, un château derrière elle.',
      theme: { upright: 'une abondance solide et sûre', reversed: 'une richesse sans sagesse' },
      advice: {
        upright: 'Décidez en pensant au long terme, et servez-vous de vos ressources pour soutenir aussi les autres.',
        reversed: 'Demandez-vous si votre ambition sert encore ce qui compte le plus pour vous.',
      },
    },
  },

  suits: { wands: 'Bâtons', cups: 'Coupes', swords: 'Épées', pentacles: 'Deniers' },

  spreads: {
    'single-card': {
      name: 'Une carte',
      description: 'Une seule carte, pour une réponse claire et directe à votre question.',
    },
    'three-card': {
      name: 'Trois cartes',
      description:
        'Trois cartes pour ce qui a façonné la situation, là où elle en est et la direction qu’elle peut prendre.',
    },
    'love-spread': {
      name: 'Amour et relations',
      description:
        'Cinq cartes pour vous, l’autre personne, le lien qui vous unit, ce qui fait obstacle et ce que la relation peut devenir.',
    },
    'celtic-cross': {
      name: 'Croix celtique',
      description:
        'Dix cartes pour une vue d’ensemble : le cœur de la question, ses racines, ce qui s’annonce, votre entourage et la direction que prennent les choses.',
    },
  },

  positions: {
    card: {
      name: 'Votre carte',
      meaning: 'La carte qui répond à votre question.',
      place: [
        (card, theme) =>
          `${cap(card)} ${v(card, 'répond', 'répondent')} à votre question, et la réponse tient en peu de mots : ${theme}.`,
        (card, theme) => `Vous avez tiré ${inline(card)} : une réponse placée sous le signe ${de(theme)}.`,
      ],
    },
    past: {
      name: 'Passé',
      meaning: 'Ce qui a façonné la situation.',
      place: [
        (card, theme) =>
          `Dans le passé, on trouve ${inline(card)} : ${theme} ${tv(theme, 'a', 'ont')} ouvert la voie à ce que vous vivez maintenant.`,
        (card, theme) =>
          `En regardant en arrière, vous retrouvez ${inline(card)} : la situation actuelle est née ${de(theme)}.`,
      ],
    },
    present: {
      name: 'Présent',
      meaning: 'Là où en sont les choses aujourd’hui.',
      place: [
        (card, theme) =>
          `Aujourd’hui, ${inline(card)} ${v(card, 'donne le ton et met', 'donnent le ton et mettent')} au premier plan ${theme}.`,
        (card, theme) =>
          `${cap(card)} ${v(card, 'décrit', 'décrivent')} la situation telle qu’elle est aujourd’hui : il y est question ${de(theme)}.`,
      ],
    },
    future: {
      name: 'Avenir',
      meaning: 'La direction que les choses peuvent prendre.',
      place: [
        (card, theme) =>
          `Si les choses suivent leur cours, ${inline(card)} ${v(card, 'pourrait', 'pourraient')} orienter la suite vers ${theme}.`,
        (card, theme) =>
          `${cap(card)} ${v(card, 'montre', 'montrent')} ce qui se dessine : la prochaine étape pourrait bien être ${theme}.`,
      ],
    },
    you: {
      name: 'Vous',
      meaning: 'Ce que vous apportez à la relation.',
      place: [
        (card, theme) =>
          `${cap(card)} ${v(card, 'montre', 'montrent')} ce que vous apportez à cette relation : ${theme}.`,
        (card, theme) =>
          `De votre côté, on trouve ${inline(card)} : c’est avec ${theme} que vous abordez cette relation.`,
      ],
    },
    other: {
      name: 'L’autre',
      meaning: 'L’autre personne, ou celle que vous espérez.',
      place: [
        (card, theme) =>
          `${cap(card)} ${v(card, 'représente', 'représentent')} l’autre personne, ou celle que vous espérez : ce qu’elle apporte parle ${de(theme)}.`,
        (card, theme) =>
          `Pour la personne en face de vous, les cartes donnent ${inline(card)} : vous pourriez trouver en elle ${theme}.`,
      ],
    },
    bond: {
      name: 'Le lien',
      meaning: 'Ce qui vous unit.',
      place: [
        (card, theme) =>
          `Entre vous ${v(card, 'se tient', 'se tiennent')} ${inline(card)} : votre lien repose sur ${theme}.`,
        (card, theme) =>
          `${cap(card)} ${v(card, 'décrit', 'décrivent')} ce que vous partagez, un lien marqué par ${theme}.`,
      ],
    },
    challenge: {
      name: 'Le défi',
      meaning: 'Ce qui fait obstacle, ou demande à être surmonté.',
      place: [
        (card, theme) =>
          `${cap(card)} ${v(card, 'signale', 'signalent')} ce qui fait obstacle : il y a, dans ${theme}, quelque chose à surmonter.`,
        (card, theme) =>
          `Pour vous deux, l’épreuve passe par ${inline(card)} : le nœud à défaire se trouve dans ${theme}.`,
      ],
    },
    potential: {
      name: 'Le potentiel',
      meaning: 'Ce que la relation peut devenir.',
      place: [
        (card, theme) =>
          `Plus loin, ${inline(card)} ${v(card, 'montre', 'montrent')} où cette relation peut aller : vers ${theme}.`,
        (card, theme) =>
          `${cap(card)} ${v(card, 'laisse', 'laissent')} entrevoir ce que la relation pourrait devenir : un lien façonné par ${theme}.`,
      ],
    },
    heart: {
      name: 'Le cœur de la question',
      meaning: 'Ce dont il s’agit vraiment.',
      place: [
        (card, theme) =>
          `Au cœur de la question ${v(card, 'se trouve', 'se trouvent')} ${inline(card)} : au fond, tout se joue autour ${de(theme)}.`,
        (card, theme) =>
          `${cap(card)} ${v(card, 'occupe', 'occupent')} le centre du tirage, et tout ramène ${a(theme)}.`,
      ],
    },
    crossing: {
      name: 'Ce qui croise la question',
      meaning: 'Ce qui vient en travers de la question, pour aider ou pour freiner.',
      place: [
        (card, theme) =>
          `En travers de la question ${v(card, 'se dresse', 'se dressent')} ${inline(card)} : ${theme} ${tv(theme, 'peut', 'peuvent')} aider autant que freiner, et mieux vaut en tenir compte.`,
        (card, theme) =>
          `${cap(card)} ${v(card, 'vient croiser la situation et met', 'viennent croiser la situation et mettent')} en jeu ${theme}.`,
      ],
    },
    root: {
      name: 'La racine',
      meaning: 'Ce sur quoi repose la situation.',
      place: [
        (card, theme) => `À la racine de la situation, on trouve ${inline(card)} : tout repose sur ${theme}.`,
        (card, theme) =>
          `${cap(card)} ${v(card, 'forme', 'forment')} le socle de la situation : tout le reste a grandi à partir ${de(theme)}.`,
      ],
    },
    behind: {
      name: 'Passé récent',
      meaning: 'Ce qui vient de se passer et teinte encore les choses.',
      place: [
        (card, theme) =>
          `Vous venez de laisser derrière vous ${inline(card)} : la période qui s’achève a été marquée par ${theme}.`,
        (card, theme) =>
          `${cap(card)} ${v(card, 'raconte', 'racontent')} ce qui vient de se passer : ces derniers temps ont apporté ${theme}, dont la trace se fait encore sentir.`,
      ],
    },
    crown: {
      name: 'La couronne',
      meaning: 'Ce que vous visez, ou ce qui peut advenir.',
      place: [
        (card, theme) =>
          `Au-dessus de l’ensemble ${v(card, 'se tient', 'se tiennent')} ${inline(card)} : ce que vous visez, ou ce qui peut advenir, va dans le sens ${de(theme)}.`,
        (card, theme) =>
          `${cap(card)} ${v(card, 'couronne le tirage et dit', 'couronnent le tirage et disent')} ce qui occupe le plus vos pensées : ${theme}.`,
      ],
    },
    ahead: {
      name: 'Avenir proche',
      meaning: 'Ce qui devrait arriver bientôt.',
      place: [
        (card, theme) =>
          `Bientôt, ${inline(card)} ${v(card, 'pourrait', 'pourraient')} entrer en jeu et apporter ${theme}.`,
        (card, theme) =>
          `${cap(card)} ${v(card, 'éclaire', 'éclairent')} ce qui s’annonce : ${theme} ${tv(theme, 'pourrait', 'pourraient')} bientôt occuper le devant de la scène.`,
      ],
    },
    self: {
      name: 'Vous-même',
      meaning: 'Votre propre position dans cette affaire.',
      place: [
        (card, theme) =>
          `${cap(card)} ${v(card, 'montre', 'montrent')} votre position dans cette affaire : votre rôle porte la marque ${de(theme)}.`,
        (card, theme) =>
          `Quant à vous, ${inline(card)} ${v(card, 'montre', 'montrent')} l’attitude que vous adoptez : ${theme}.`,
      ],
    },
    surroundings: {
      name: 'L’entourage',
      meaning: 'Les personnes et le contexte autour de vous.',
      place: [
        (card, theme) =>
          `Autour de vous, ${inline(card)} ${v(card, 'colore', 'colorent')} l’atmosphère : les personnes et le milieu où vous évoluez apportent ${theme}.`,
        (card, theme) =>
          `${cap(card)} ${v(card, 'décrit', 'décrivent')} votre entourage : chez vos proches, ${theme} ${tv(theme, 'se fait', 'se font')} sentir.`,
      ],
    },
    hopesFears: {
      name: 'Espoirs et craintes',
      meaning: 'Ce que vous espérez et ce que vous craignez, souvent la même chose.',
      place: [
        (card, theme) =>
          `Dans vos espoirs et vos craintes ${v(card, 'apparaît', 'apparaissent')} ${inline(card)} : ${theme} ${tv(theme, 'pourrait', 'pourraient')} bien être à la fois ce que vous désirez et ce que vous redoutez.`,
        (card, theme) =>
          `${cap(card)} ${v(card, 'parle', 'parlent')} de ce que vous espérez et de ce que vous craignez, deux sentiments qui tournent autour ${de(theme)}.`,
      ],
    },
    outcome: {
      name: 'L’issue',
      meaning: 'La direction que prennent les choses si rien ne change.',
      place: [
        (card, theme) =>
          `Au bout du chemin, ${inline(card)} ${v(card, 'attend', 'attendent')} : si rien ne change, tout mène vers ${theme}.`,
        (card, theme) =>
          `${cap(card)} ${v(card, 'montre', 'montrent')} où tout cela pourrait mener : vers ${theme}, à moins que vous ne changiez de cap.`,
      ],
    },
  },

  reading: {
    opening: {
      love: [
        'Votre question porte sur l’amour : le tirage regarde ce que vous y apportez, ce que vous y rencontrez et où cela peut mener.',
        'C’est une question de cœur : les cartes observent ce qui vous attire, ce qui vous retient et ce que ce lien attend de vous.',
      ],
      money: [
        'Votre question porte sur l’argent : le tirage regarde comment vos ressources entrent et sortent, et les choix qui les façonnent.',
        'Pour une question d’argent, les cartes se tournent vers ce qui vous soutient, ce qui vous coûte et ce que serait un usage plus avisé de vos moyens.',
      ],
      work: [
        'Votre question porte sur le travail : le tirage regarde vos efforts, les personnes et les pressions qui les entourent, et la direction que peut prendre votre vie professionnelle.',
        'C’est une question de travail : les cartes pèsent vos compétences, vos ambitions et ce qui se dresse entre vous et le travail que vous souhaitez.',
      ],
      home: [
        'Votre question porte sur votre foyer : le tirage regarde le lieu où vous vivez, la vie qu’il abrite et ce qui le rendrait plus vraiment vôtre.',
        'Pour une question sur le foyer, les cartes se tournent vers le confort, le sentiment d’appartenance et ce qui affermit ou ébranle le sol sous vos pieds.',
      ],
      health: [
        'Votre question porte sur la santé : le tirage regarde la façon dont vous prenez soin de vous, ce qui vous use et ce qui vous ressource, sans jamais se substituer à un médecin.',
        'Pour une question de bien-être, les cartes parlent d’habitudes, de repos et d’équilibre, jamais de diagnostic : celui-ci revient à un médecin.',
      ],
      family: [
        'Votre question porte sur la famille : le tirage regarde les liens que vous avez reçus en naissant ou que vous avez choisis, et ce qu’ils vous demandent aujourd’hui.',
        'C’est une question de famille : les cartes se tournent vers la loyauté, les vieux schémas et l’attention qui circule entre vous.',
      ],
      study: [
        'Votre question porte sur vos études : le tirage regarde votre façon d’apprendre, ce qui vous freine et ce à quoi vos efforts peuvent mener.',
        'Pour une question d’apprentissage, les cartes pèsent votre concentration, votre motivation et le soutien qui vous entoure.',
      ],
      move: [
        'Votre question porte sur un déménagement : le tirage regarde ce que vous quittez, ce qui vous attire ailleurs et si le moment de partir est venu.',
        'C’est une question de changement de lieu : les cartes se tournent vers le bon moment, le terrain concret et l’appel d’un ailleurs.',
      ],
      creativity: [
        'Votre question porte sur votre travail créatif : le tirage regarde d’où viennent vos idées, ce qui les bloque et comment elles peuvent prendre forme.',
        'Pour une question de création, les cartes pèsent votre inspiration, votre discipline et le courage qu’il faut pour montrer votre travail.',
      ],
      spirituality: [
        'Votre question porte sur votre vie spirituelle : le tirage regarde ce en quoi vous croyez, ce que vous cherchez et ce qui approfondit le sens que vous donnez aux choses.',
        'C’est une question de vie intérieure : les cartes se tournent vers la foi, l’intuition et les pratiques qui vous gardent près de l’essentiel.',
      ],
      self: [
        'Votre question porte sur vous-même : le tirage regarde la personne que vous devenez, ce qui vous retient et les ressources dont vous disposez.',
        'Cette question vous concerne directement : les cartes se tournent vers votre caractère, vos façons d’agir et les choix qui s’offrent à vous.',
      ],
      general: [
        'Votre question est ouverte : le tirage regarde votre situation dans son ensemble, les forces qui s’y exercent et la direction qu’elle prend.',
        'Sans domaine de vie précis, les cartes parlent de ce qui est le plus vivant pour vous en ce moment.',
      ],
    },
    leadWhy: {
      love: [
        'Pour votre vie amoureuse, cette carte touche au plus près à ce que vous demandez vraiment : tout s’ordonne autour d’elle.',
        'Ce que vous vivez en amour se reflète d’abord dans cette carte : elle parle de ce que vous cherchez, au fond, auprès de l’autre.',
      ],
      money: [
        'En matière d’argent, cette carte pèse lourd : elle met en lumière ce sur quoi votre question repose avant tout.',
        'Pour vos finances, cette carte dit l’essentiel : gardez-la en tête avant toute décision d’argent.',
      ],
      work: [
        'Dans votre travail, cette carte compte avant tout : la suite des événements pourrait largement en découler.',
        'Sur le plan professionnel, tout part de cette carte : ce qu’elle dit vous concerne au premier chef.',
      ],
      home: [
        'Quand il s’agit de votre foyer, commencez par cette carte : bien des choses, chez vous, se ramènent à ce qu’elle indique.',
        'Sous votre toit, cette carte donne la clé : le quotidien tient en grande partie à ce qu’elle fait apparaître.',
      ],
      health: [
        'Pour votre bien-être, c’est la carte à écouter d’abord : voyez-y un fil à suivre pour prendre soin de vous, non un diagnostic.',
        'Cette carte parle de votre façon de vous ménager : lisez-la comme une invitation à veiller sur vous, sans valeur médicale.',
      ],
      family: [
        'Dans vos relations familiales, cette carte parle fort : c’est par elle que passe l’essentiel de ce qui vous relie.',
        'Au sein de votre famille, cette carte touche au plus sensible : ce que chacun attend de l’autre s’y lit clairement.',
      ],
      study: [
        'Cette carte parle directement de vos études : vos progrès tiennent largement à ce qu’elle vous demande.',
        'Côté études, cette carte a beaucoup à vous apprendre : elle désigne ce qui peut faire la différence dans votre façon de travailler.',
      ],
      move: [
        'Si vous songez à déménager, cette carte compte particulièrement : c’est elle qui éclaire le choix de partir ou de rester.',
        'Avant de faire vos cartons, prenez le temps de regarder cette carte en face : elle met au jour ce que ce changement engage pour vous.',
      ],
      creativity: [
        'Cette carte mène le jeu dans votre travail créatif : ce que vous créez pourrait bien naître de ce qu’elle éveille en vous.',
        'Côté création, cette carte s’adresse directement à votre inspiration : laissez-la travailler en vous avant de vous remettre à l’ouvrage.',
      ],
      spirituality: [
        'Dans votre vie intérieure, cette carte parle avec limpidité ; c’est avec elle que la question gagne en profondeur.',
        'Pour votre quête de sens, méditez d’abord cette carte : c’est par elle que le tirage vous parle au plus intime.',
      ],
      self: [
        'Quand c’est de vous qu’il s’agit, cette carte en dit long : elle vous tend un miroir où vous regarder.',
        'Pour mieux vous connaître, regardez cette carte de plus près : ce qu’elle décrit mérite que vous vous y arrêtiez.',
      ],
      general: [
        'Donnez à cette carte tout son poids : elle est le pivot de votre situation.',
        'Prenez le temps de vous attarder sur cette carte : c’est la réponse la plus directe à ce que vous avez demandé.',
      ],
    },
    majors: (majors, cards) =>
      `${countOf(majors, cards, { one: 'appartient', many: 'appartiennent', all: 'appartiennent toutes' })} aux arcanes majeurs : de grandes forces sont à l’œuvre, et l’enjeu dépasse le cadre du quotidien.`,
    suit: {
      wands: (count) =>
        `${cardsCome(count)} de la série des Bâtons : l’élan, l’ambition et la volonté d’agir portent cette question.`,
      cups: (count) =>
        `${cardsCome(count)} de la série des Coupes : les sentiments et les relations sont au centre de cette question.`,
      swords: (count) =>
        `${cardsCome(count)} de la série des Épées : la pensée, les mots et les conflits traversent cette question, et la clarté y compte plus que le confort.`,
      pentacles: (count) =>
        `${cardsCome(count)} de la série des Deniers : l’argent, le travail, le corps et les réalités concrètes donnent à cette question tout son poids.`,
    },
    reversals: (reversed, cards) =>
      `${countOf(reversed, cards, { one: 'est renversée', many: 'sont renversées', all: 'sont toutes renversées' })} : bien des choses sont ici retenues, tournées vers l’intérieur ou en attente de leur heure.`,
    guidanceOpening: {
      love: 'En amour, le conseil porte sur ce que vous apportez vous-même, pas sur ce que font les autres.',
      money: 'Côté argent, le conseil est concret : de petits choix réguliers comptent plus qu’un seul coup d’audace.',
      work: 'Au travail, le conseil porte sur ce qu’il est en votre pouvoir de faire.',
      home: 'Pour votre foyer, le conseil vise à rendre le lieu, et la vie qu’il abrite, plus vraiment vôtres.',
      health:
        'Pour votre santé, prenez ceci comme une piste de réflexion, non comme un avis médical : pour tout symptôme ou toute inquiétude, c’est un médecin ou un autre professionnel qualifié qu’il faut consulter.',
      family:
        'En famille, le conseil porte sur ce que vous pouvez offrir et ce que vous pouvez cesser de porter, car personne ne peut changer quelqu’un d’autre.',
      study: 'Pour vos études, le conseil porte sur la concentration et la méthode.',
      move: 'Pour un déménagement, le conseil porte autant sur votre préparation que sur la direction à prendre.',
      creativity: 'Pour votre travail créatif, le conseil est de faire, sans attendre le moment idéal.',
      spirituality: 'Pour votre vie intérieure, le conseil est à mettre en pratique en silence.',
      self: 'Pour vous-même, le conseil est une piste à essayer, non un verdict sur ce que vous êtes.',
      general: 'Voici ce que les cartes vous suggèrent de faire.',
    },
    alsoFrom: (card) => `${cap(card)} ${v(card, 'ajoute', 'ajoutent')} un second conseil.`,
    closing: [
      'Les cartes montrent des tendances, non un destin : ce que vous en faites vous appartient.',
      'Gardez ce qui résonne en vous et laissez le reste ; le prochain pas reste toujours le vôtre.',
    ],
  },
  labels: { majorArcana: 'Arcanes majeurs', reversed: 'Cartes renversées' },
};
