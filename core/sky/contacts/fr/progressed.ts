/**
 * What each progressed point says in each sign, in French (core/sky/contacts.ts, `ProgressedSigns`;
 * docs/i18n/glossary-fr.md): written per point and sign, so that progressed Mercury in Leo and
 * progressed Mars in Leo do not read alike. One or two sentences, naming the point (« votre Vénus
 * progressée », « votre Milieu du Ciel progressé ») and the sign (« en Capricorne »); no dates
 * (the cards give them). The reader is « vous », and nothing agrees with the reader's gender.
 * The openings take turns (« Votre … en … », « Avec votre … », « En Lion, votre … », a theme
 * first), so that the five or seven cards a reader sees at once do not start alike. The
 * no-break space before « : » (U+00A0) is typed in the strings, as in personal.ts.
 */
import type { ProgressedSigns } from '../../contacts';

export const PROGRESSED: ProgressedSigns = {
  sun: {
    aries:
      'Votre Soleil progressé en Bélier ouvre dans votre vie un temps de commencements : vous apprenez à agir avant de douter, à vous fier à votre audace et à tracer votre route sans attendre qu’on vous la montre.',
    taurus:
      'Avec votre Soleil progressé en Taureau, votre vie ralentit pour s’enraciner : un lieu à vous, un savoir-faire, une sécurité patiemment acquise deviennent vos repères.',
    gemini:
      'En Gémeaux, votre Soleil progressé fait de la curiosité votre fil conducteur : lectures, conversations, apprentissages et rencontres dessinent peu à peu la personne que vous devenez.',
    cancer:
      'Votre Soleil progressé en Cancer recentre votre vie sur vos attaches : le foyer, la famille, héritée ou choisie, et les personnes dont vous prenez soin donnent son sens à votre chemin.',
    leo: 'Sortir de l’ombre : c’est à cela que vous invite votre Soleil progressé en Lion, qui vous pousse à créer, à tenir un rôle en vue et à offrir votre chaleur sans compter.',
    virgo:
      'Sous votre Soleil progressé en Vierge, votre vie se construit par petites améliorations : un travail utile, des habitudes mieux réglées et l’attention portée au corps deviennent votre manière de grandir.',
    libra:
      'Votre Soleil progressé en Balance vous met à l’école de la relation : c’est en allant vers l’autre, en négociant et en partageant que vous découvrez qui vous êtes.',
    scorpio:
      'Avec votre Soleil progressé en Scorpion, votre vie gagne en profondeur : sincérité sans fard, intimité véritable et adieux à ce qui est révolu marquent une étape où vous vous transformez de l’intérieur.',
    sagittarius:
      'Quand votre Soleil progressé avance en Sagittaire, l’horizon s’élargit : études, voyages et quête de sens donnent sa direction à cette étape de votre vie.',
    capricorn:
      'Votre Soleil progressé en Capricorne donne à votre vie l’allure d’une ascension patiente, où vous assumez davantage de responsabilités pour bâtir quelque chose qui a vocation à durer.',
    aquarius:
      'Votre Soleil progressé en Verseau desserre l’emprise des attentes d’autrui : l’amitié, les idées neuves et un avenir conçu à votre façon guident vos choix.',
    pisces:
      'Votre Soleil progressé en Poissons adoucit les contours de votre vie. Compassion, imagination et moments de retrait peuvent y devenir des sources de force plutôt que des fuites.',
  },
  moon: {
    aries:
      'Avec votre Lune progressée en Bélier, votre cœur s’impatiente : vous avez besoin de mouvement, de défis et de la liberté d’entreprendre à votre façon, quitte à bousculer un peu votre entourage.',
    taurus:
      'En Taureau, votre Lune progressée réclame du calme et du concret : une routine rassurante, de bons repas partagés et des personnes fiables vous apaisent mieux que les grands discours.',
    gemini:
      'Votre Lune progressée en Gémeaux garde vos sentiments en mouvement : pour vous sentir bien, il vous faut des échanges, des nouvelles et de la variété.',
    cancer:
      'Votre Lune progressée retrouve son domicile en Cancer et vous ramène vers le foyer : la famille, les souvenirs et la tendresse que l’on vous porte comptent plus que d’habitude.',
    leo: 'Votre Lune progressée en Lion a soif de chaleur et de reconnaissance : vous vous épanouissez quand vous créez, quand vous jouez et quand vos efforts sont salués.',
    virgo:
      'Avec votre Lune progressée en Vierge, c’est dans l’ordre que vous trouvez la paix : une tâche bien faite, une maison rangée ou un coup de main donné suffisent souvent à dénouer vos inquiétudes.',
    libra:
      'En Balance, votre Lune progressée cherche l’harmonie à deux : une présence complice, des accords équitables et un cadre agréable vous rendent votre sérénité.',
    scorpio:
      'Votre Lune progressée en Scorpion remue des émotions profondes : les questions de confiance et d’intimité reviennent au premier plan, et vous voyez plus clair en vous, parfois au prix de moments intenses.',
    sagittarius:
      'Le besoin d’air et de sens grandit avec votre Lune progressée en Sagittaire : un voyage, une formation ou une grande question à explorer peuvent vous remonter le moral.',
    capricorn:
      'En Capricorne, votre Lune progressée vous demande de la tenue jusque dans vos émotions : vous trouvez la sécurité dans une structure solide et dans des objectifs à votre portée.',
    aquarius:
      'Avec votre Lune progressée en Verseau, vous avez besoin de liberté au sein même de vos attachements : amis, causes communes et découvertes vous nourrissent plus que la routine.',
    pisces:
      'En Poissons, votre Lune progressée rend votre sensibilité poreuse et tendre : le repos, l’art et la solitude choisie vous aident à démêler ce que vous ressentez.',
  },
  mercury: {
    aries:
      'En Bélier, votre Mercure progressé aiguise et accélère votre pensée : vous tranchez vite et dites les choses sans détour, quitte à nuancer ensuite.',
    taurus:
      'Tant que votre Mercure progressé reste en Taureau, votre pensée se fait posée et concrète : vous vous fiez à ce qui se vérifie, parlez moins et choisissez vos mots avec soin.',
    gemini:
      'Votre Mercure progressé est en domicile en Gémeaux : votre esprit s’anime et devient insatiable, nourri de lectures, d’écrits et d’échanges multiples, au risque de vous disperser parfois.',
    cancer:
      'Avec votre Mercure progressé en Cancer, vous pensez avec le cœur : la mémoire, les histoires de famille et le besoin de vous sentir en sécurité orientent vos choix et colorent vos paroles.',
    leo: 'En Lion, votre Mercure progressé donne à vos mots de l’assurance et de la couleur, si bien que vous prenez la parole, enseignez ou racontez votre histoire avec plus d’aisance.',
    virgo:
      'Votre Mercure progressé en Vierge entraîne votre esprit au détail : analyser, corriger, résoudre des problèmes concrets devient un plaisir plus qu’une corvée.',
    libra:
      'Avec votre Mercure progressé en Balance, vous pesez chaque point de vue. Le dialogue éclaire votre réflexion, et vos décisions, plus lentes à mûrir, y gagnent en équité.',
    scorpio:
      'En Scorpion, votre Mercure progressé tourne votre esprit vers l’enquête : vous cherchez ce qui se cache sous la surface et ne vous contentez pas des demi-vérités.',
    sagittarius:
      'Votre Mercure progressé en Sagittaire voit grand : langues étrangères, convictions, voyages lointains et vues d’ensemble vous captivent davantage que les détails.',
    capricorn:
      'Avec votre Mercure progressé en Capricorne, votre réflexion devient stratégique : vous pensez en plans, en structures et en décisions à long terme, et votre parole gagne en poids.',
    aquarius:
      'L’inédit vous attire : avec votre Mercure progressé en Verseau, les idées vous viennent par éclairs, souvent au contact d’un groupe, et les sentiers battus vous ennuient vite.',
    pisces:
      'En Poissons, votre Mercure progressé nourrit votre pensée d’images et de pressentiments : l’intuition devance la logique, et une part de poésie se glisse dans vos paroles.',
  },
  venus: {
    aries:
      'Plus d’audace en amour : voilà ce qu’apporte votre Vénus progressée en Bélier, qui vous pousse vers ce que vous désirez et vous fait aimer qu’un peu de feu anime vos sentiments.',
    taurus:
      'Chez elle en Taureau, votre Vénus progressée affirme votre goût pour ce qui est beau et durable : fidélité, tendresse des gestes et confort passent au premier plan.',
    gemini:
      'Avec votre Vénus progressée en Gémeaux, l’amour cherche la légèreté et la conversation : l’esprit, la variété et les nouvelles rencontres vous séduisent volontiers.',
    cancer:
      'En Cancer, votre Vénus progressée rend l’amour protecteur et casanier : vous aimez en cuisinant pour les vôtres, en veillant sur eux, en vous souvenant des petits riens.',
    leo: 'Votre Vénus progressée en Lion vous fait aimer avec générosité et un brin de théâtre : romance, jeu et admiration réciproque réchauffent votre cœur.',
    virgo:
      'Des attentions concrètes plutôt que de grandes déclarations : avec votre Vénus progressée en Vierge, vous montrez votre amour par un service rendu, un détail soigné, tous ces gestes qui disent ce que les mots taisent.',
    libra:
      'En Balance, son domicile, votre Vénus progressée place le couple et l’harmonie au centre de votre vie : la beauté, la courtoisie et le sens de l’équilibre façonnent vos goûts comme vos valeurs.',
    scorpio:
      'Votre Vénus progressée en Scorpion ne vous laisse guère aimer à moitié : vous voulez de la profondeur, de la loyauté et un désir qui s’avoue franchement.',
    sagittarius:
      'En Sagittaire, votre Vénus progressée fait de l’amour une aventure, et ce sont les voyages partagés et les idées échangées qui vous lient le plus.',
    capricorn:
      'Votre Vénus progressée en Capricorne rend vos sentiments plus sérieux et plus engagés : vous accordez du prix à ce qui se construit pour durer et à ce qui se mérite.',
    aquarius:
      'Avec votre Vénus progressée en Verseau, l’amour se nourrit d’amitié et d’espace. L’originalité vous attire, dans vos liens comme dans vos goûts, et les conventions vous pèsent.',
    pisces:
      'Exaltée en Poissons, votre Vénus progressée rend l’amour tendre et idéaliste : la musique comme le romantisme vous touchent, au risque parfois de vous bercer d’illusions.',
  },
  mars: {
    aries:
      'Chez lui en Bélier, votre Mars progressé donne toute sa force à votre élan. Vous agissez sans tarder, avec le goût de la compétition, et vous défendez vos objectifs à visage découvert.',
    taurus:
      'Votre Mars progressé en Taureau rend votre énergie lente mais tenace : vous bâtissez pas à pas, vous lâchez rarement prise, et votre colère met longtemps à monter.',
    gemini:
      'Plusieurs projets menés de front, des combats livrés surtout avec les mots : votre Mars progressé en Gémeaux rend votre élan plus vif, mais aussi plus dispersé.',
    cancer:
      'C’est pour les vôtres que vous vous battez avec votre Mars progressé en Cancer : le foyer et la famille mobilisent votre énergie, même si vous l’exprimez souvent de manière détournée.',
    leo: 'Avec votre Mars progressé en Lion, votre énergie cherche à briller et à prendre la tête : vous l’investissez là où vous pouvez créer et tirer fierté de ce que vous accomplissez.',
    virgo:
      'Avec votre Mars progressé en Vierge, votre énergie se canalise vers un travail précis et utile, et vous améliorez les choses avec patience, étape par étape.',
    libra:
      'Votre Mars progressé en Balance vous fait agir de concert avec les autres : vous préférez l’accord au conflit, et c’est pour ce qui est juste que vous vous battez le plus fort.',
    scorpio:
      'Votre Mars progressé en Scorpion donne à votre volonté de la profondeur et de l’endurance : vous poursuivez ce qui compte sans bruit, et jusqu’au bout.',
    sagittarius:
      'Avec votre Mars progressé en Sagittaire, votre énergie se tourne vers le large : voyages, études, sport et causes auxquelles vous croyez mobilisent votre ardeur.',
    capricorn:
      'En exaltation en Capricorne, votre Mars progressé discipline votre ambition et lui donne du souffle : vous avancez avec méthode vers le but que vous vous êtes fixé.',
    aquarius:
      'En Verseau, votre Mars progressé met votre élan au service du changement et du collectif : vous agissez pour des idées, pour un groupe, pour l’avenir.',
    pisces:
      'Avec votre Mars progressé en Poissons, votre énergie va et vient comme une marée : l’inspiration et la compassion vous mettent en mouvement bien plus que les plans.',
  },
  ascendant: {
    aries:
      'Votre Ascendant progressé en Bélier rend votre abord plus direct : votre entourage perçoit chez vous plus de courage et d’élan.',
    taurus:
      'Votre Ascendant progressé en Taureau vous donne une allure calme et stable, et c’est vers vous qu’on se tourne quand il faut quelqu’un de fiable.',
    gemini:
      'Avec votre Ascendant progressé en Gémeaux, votre allure s’allège et votre langue se délie : vous allez vers les gens par une question, une idée, un trait d’esprit.',
    cancer:
      'En Cancer, votre Ascendant progressé adoucit votre abord et met les autres en confiance, mais vous choisissez avec soin ceux que vous laissez entrer dans votre intimité.',
    leo: 'En Lion, votre Ascendant progressé fait rayonner votre présence : les regards se tournent plus volontiers vers vous, votre chaleur se voit, et vous osez vous faire remarquer.',
    virgo:
      'En Vierge, votre Ascendant progressé donne à votre allure plus de retenue et de précision, et l’on vient volontiers vous demander de l’aide ou un avis sensé.',
    libra:
      'Diplomatie et grâce : avec votre Ascendant progressé en Balance, c’est par le charme et le sens de la justice que vous allez vers le monde.',
    scorpio:
      'Avec votre Ascendant progressé en Scorpion, votre présence se fait plus intense et plus secrète : on perçoit votre profondeur avant même que vous ne parliez.',
    sagittarius:
      'En Sagittaire, votre Ascendant progressé rend votre allure plus ouverte et plus spontanée : votre entourage voit en vous quelqu’un de franc, de curieux et de libre.',
    capricorn:
      'Votre Ascendant progressé en Capricorne vous prête un air plus grave et plus solide : on vous prend au sérieux, et l’on s’appuie sur vous sans hésiter.',
    aquarius:
      'Indépendance et singularité : votre Ascendant progressé en Verseau les met en avant, et les autres reconnaissent en vous une personne aux idées bien à elle.',
    pisces:
      'Votre Ascendant progressé en Poissons vous entoure d’un halo de douceur et de mystère : on vous confie volontiers ses peines, sans toujours savoir qui vous êtes vraiment.',
  },
  midheaven: {
    aries:
      'Avec votre Milieu du Ciel progressé en Bélier, votre vocation appelle l’initiative : un travail où vous ouvrez la voie, où vous décidez et où vous prenez les devants.',
    taurus:
      'Du concret, du durable : votre Milieu du Ciel progressé en Taureau ancre votre carrière dans un métier qui bâtit lentement quelque chose de solide, dont les résultats se voient et se touchent.',
    gemini:
      'En Gémeaux, votre Milieu du Ciel progressé oriente votre vocation vers la communication : écrire, enseigner, négocier, mettre les gens en relation.',
    cancer:
      'Votre Milieu du Ciel progressé en Cancer relie votre vocation au soin, et un travail qui nourrit, accueille ou protège les autres prend pour vous tout son sens.',
    leo: 'Votre Milieu du Ciel progressé en Lion réclame pour votre carrière de la visibilité : une place où votre créativité et votre talent pour entraîner les autres soient reconnus.',
    virgo:
      'Votre Milieu du Ciel progressé en Vierge attire votre carrière vers le service et la compétence : la santé, l’artisanat, l’analyse, tout métier où le travail bien fait compte.',
    libra:
      'En Balance, votre Milieu du Ciel progressé fait passer votre vocation par la collaboration : travail en équipe, design, droit ou médiation peuvent vous appeler.',
    scorpio:
      'Vers les profondeurs : c’est là que votre Milieu du Ciel progressé en Scorpion entraîne votre vocation, qu’il s’agisse de recherche, d’accompagner de grandes transformations ou de travailler avec ce que d’autres préfèrent éviter.',
    sagittarius:
      'Ce qui a du sens, voilà vers quoi votre Milieu du Ciel progressé en Sagittaire tourne votre carrière : l’enseignement, les voyages, l’édition ou la transmission d’une conviction.',
    capricorn:
      'Une position d’autorité dans votre domaine, gagnée au long cours : c’est le cap que fixe votre Milieu du Ciel progressé en Capricorne, qui vous fait rechercher davantage de responsabilités.',
    aquarius:
      'Votre Milieu du Ciel progressé en Verseau ouvre votre vocation à l’innovation : technologies, projets collectifs, causes qui regardent vers l’avenir.',
    pisces:
      'En Poissons, votre Milieu du Ciel progressé porte votre vocation vers la compassion et l’imagination : l’art, l’aide aux autres ou un service rendu dans la discrétion.',
  },
};
