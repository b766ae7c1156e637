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
      'Votre Soleil progressé en Bélier place votre vie sous le signe des commencements : vous apprenez à agir d’abord, à vous fier à votre propre cran et à tracer votre route sans attendre qu’on vous la montre.',
    taurus:
      'Avec votre Soleil progressé en Taureau, votre vie ralentit pour s’enraciner : un lieu à vous, un savoir-faire, une sécurité patiemment acquise deviennent ce qui vous oriente.',
    gemini:
      'En Gémeaux, votre Soleil progressé fait de la curiosité votre fil conducteur : lectures, conversations, apprentissages et rencontres dessinent peu à peu la personne que vous devenez.',
    cancer:
      'Votre Soleil progressé en Cancer recentre votre vie sur ce qui vous relie aux autres : le foyer, la famille, héritée ou choisie, et les personnes dont vous prenez soin donnent son sens à votre chemin.',
    leo: 'Sortir de l’ombre : c’est ce à quoi vous invite votre Soleil progressé en Lion. Créer, tenir un rôle en vue et offrir votre chaleur sans compter peuvent donner sa direction à votre vie.',
    virgo:
      'Sous votre Soleil progressé en Vierge, votre vie se construit par petites améliorations : un travail utile, des habitudes mieux réglées et l’attention portée au corps deviennent votre manière de grandir.',
    libra:
      'Votre Soleil progressé en Balance fait de la relation votre grande école, car c’est en allant vers l’autre, en négociant et en partageant que vous découvrez qui vous êtes.',
    scorpio:
      'Avec votre Soleil progressé en Scorpion, votre vie gagne en profondeur : sincérité sans fard, intimité véritable et renoncement à ce qui est achevé marquent une étape où vous vous transformez de l’intérieur.',
    sagittarius:
      'Quand votre Soleil progressé avance en Sagittaire, l’horizon s’élargit : études, voyages et quête de sens donnent sa direction à cette étape de votre vie.',
    capricorn:
      'Votre Soleil progressé en Capricorne donne à votre vie l’allure d’une ascension patiente, où vous assumez davantage de responsabilités pour bâtir quelque chose qui a vocation à durer.',
    aquarius:
      'Votre Soleil progressé en Verseau desserre l’emprise des attentes anciennes : l’amitié, les idées neuves et un avenir conçu à votre façon guident vos choix.',
    pisces:
      'Votre Soleil progressé en Poissons adoucit les contours de votre vie. Compassion, imagination et moments de retrait peuvent y devenir des sources de force plutôt que des fuites.',
  },
  moon: {
    aries:
      'Avec votre Lune progressée en Bélier, le cœur s’impatiente : vous avez besoin de mouvement, de défis et de la liberté de lancer les choses à votre façon, quitte à bousculer un peu votre entourage.',
    taurus:
      'En Taureau, votre Lune progressée réclame du calme et du concret : une routine rassurante, de bons repas partagés et des personnes fiables vous apaisent mieux que les grands discours.',
    gemini:
      'Votre Lune progressée en Gémeaux garde vos sentiments en mouvement : pour vous sentir bien, il vous faut des échanges, des nouvelles et de la variété.',
    cancer:
      'En domicile en Cancer, votre Lune progressée vous ramène vers le foyer : la famille, les souvenirs et la tendresse que l’on vous porte comptent plus que d’habitude.',
    leo: 'Votre Lune progressée en Lion a soif de chaleur et de reconnaissance, et vous vous épanouissez volontiers quand vous créez, quand vous jouez et quand vos efforts sont salués.',
    virgo:
      'Avec votre Lune progressée en Vierge, l’ordre apaise le cœur : une tâche bien faite, une maison rangée ou un service rendu calment l’esprit mieux que de longues introspections.',
    libra:
      'En Balance, votre Lune progressée a besoin de proximité : une bonne compagnie, des accords équitables et un cadre harmonieux vous rendent votre sérénité.',
    scorpio:
      'Votre Lune progressée en Scorpion remue des émotions profondes. Confiance, intimité et lucidité envers vous-même remontent à la surface, parfois avec intensité.',
    sagittarius:
      'Sous votre Lune progressée en Sagittaire, le cœur réclame de l’air et du sens : un voyage, une formation ou une grande question à explorer peuvent vous remonter le moral.',
    capricorn:
      'En Capricorne, votre Lune progressée vous demande de la tenue jusque dans vos émotions : vous trouvez la sécurité dans une structure solide et dans des objectifs à votre portée.',
    aquarius:
      'Avec votre Lune progressée en Verseau, vous avez besoin de liberté au sein même de vos attachements : amis, causes communes et découvertes vous nourrissent plus que la routine.',
    pisces:
      'En Poissons, votre Lune progressée rend votre sensibilité poreuse et tendre : le repos, l’art et la solitude choisie vous aident à démêler ce que vous ressentez.',
  },
  mercury: {
    aries:
      'En Bélier, votre Mercure progressé aiguise et accélère votre pensée : vous tranchez vite, vous dites les choses sans détour, et vous nuancez ensuite.',
    taurus:
      'Tant que votre Mercure progressé reste en Taureau, votre esprit avance d’un pas posé et pratique : vous vous fiez à ce qui se vérifie, parlez moins et pesez chacun de vos mots.',
    gemini:
      'Votre Mercure progressé est en domicile en Gémeaux : votre esprit devient vif, insatiable, nourri de lectures, d’écrits et de contacts multiples, au risque parfois de vous disperser.',
    cancer:
      'Avec votre Mercure progressé en Cancer, vous pensez avec le cœur : la mémoire, les histoires de famille et ce qui vous semble sûr orientent vos choix et colorent vos paroles.',
    leo: 'En Lion, votre Mercure progressé donne à vos mots de l’assurance et de la couleur, si bien que prendre la parole, enseigner ou raconter votre histoire vous vient plus facilement.',
    virgo:
      'Votre Mercure progressé en Vierge entraîne votre esprit au détail : analyser, corriger, résoudre des problèmes concrets devient un plaisir plus qu’une corvée.',
    libra:
      'Avec votre Mercure progressé en Balance, vous pesez chaque point de vue. Le dialogue éclaire votre réflexion, et vos décisions mûrissent plus lentement, mais plus équitablement.',
    scorpio:
      'En Scorpion, votre Mercure progressé tourne votre esprit vers l’enquête : vous cherchez ce qui se cache sous la surface et voulez la vérité entière, pas le résumé.',
    sagittarius:
      'Votre Mercure progressé en Sagittaire voit grand : langues étrangères, convictions, lointains voyages et vues d’ensemble vous captivent davantage que les détails.',
    capricorn:
      'Avec votre Mercure progressé en Capricorne, votre réflexion devient stratégique : vous pensez en plans, en structures et en décisions à long terme, et votre parole gagne en poids.',
    aquarius:
      'L’inédit vous attire : avec votre Mercure progressé en Verseau, les idées arrivent par éclairs, souvent au contact d’un groupe, et les sentiers battus vous ennuient vite.',
    pisces:
      'Images et pressentiments nourrissent votre pensée sous votre Mercure progressé en Poissons : l’intuition devance la logique, et une part de poésie se glisse dans vos paroles.',
  },
  venus: {
    aries:
      'Plus d’audace en amour : voilà ce qu’apporte votre Vénus progressée en Bélier, qui vous fait aller vers ce que vous désirez et aimer qu’un peu de feu anime vos sentiments.',
    taurus:
      'Votre Vénus progressée en Taureau affirme votre goût pour ce qui est beau et durable : fidélité, tendresse des gestes et confort passent au premier plan.',
    gemini:
      'Avec votre Vénus progressée en Gémeaux, l’amour cherche la légèreté et la conversation : l’esprit, la variété et les nouvelles rencontres vous séduisent volontiers.',
    cancer:
      'En Cancer, votre Vénus progressée rend l’amour protecteur et casanier : vous montrez votre attachement en nourrissant, en abritant, en vous souvenant des petites choses.',
    leo: 'Votre Vénus progressée en Lion aime avec générosité et un brin de théâtre : romance, jeu et admiration réciproque réchauffent votre cœur.',
    virgo:
      'Des attentions concrètes plutôt que de grandes déclarations : votre Vénus progressée en Vierge exprime l’amour par un service rendu, un détail soigné, tout ce qui dit ce que les mots taisent.',
    libra:
      'Votre Vénus progressée est en domicile en Balance : le couple et l’harmonie passent au centre, et la beauté, la courtoisie et le sens de l’équilibre façonnent vos goûts comme vos valeurs.',
    scorpio:
      'Votre Vénus progressée en Scorpion ne sait guère aimer à moitié : vous voulez de la profondeur, de la loyauté et une franchise entière sur le désir.',
    sagittarius:
      'En Sagittaire, votre Vénus progressée fait de l’amour une aventure, et les voyages partagés comme les idées échangées vous lient davantage que la routine.',
    capricorn:
      'Votre Vénus progressée en Capricorne rend vos sentiments plus sérieux et plus engagés : vous accordez du prix à ce qui se construit pour durer et à ce qui se mérite.',
    aquarius:
      'En Verseau, votre Vénus progressée cherche en amour de l’amitié et de l’espace. L’originalité vous attire davantage que les conventions, dans vos liens comme dans vos goûts.',
    pisces:
      'Votre Vénus progressée est en exaltation en Poissons : l’amour se fait tendre et idéaliste, et la compassion, la musique ou le romantisme vous émeuvent, tout comme, parfois, les illusions.',
  },
  mars: {
    aries:
      'Votre Mars progressé en Bélier joue à domicile, et votre élan s’en ressent. Vous agissez vite, avec le goût de la compétition, et vous défendez vos objectifs à visage découvert.',
    taurus:
      'Votre Mars progressé en Taureau rend votre énergie lente mais tenace : vous bâtissez pas à pas, vous lâchez rarement prise, et votre colère met longtemps à monter.',
    gemini:
      'Votre Mars progressé en Gémeaux disperse et accélère votre élan : plusieurs projets menés de front, et des combats livrés surtout avec les mots.',
    cancer:
      'Ce pour quoi vous vous battez, avec votre Mars progressé en Cancer, ce sont les vôtres : le foyer et la famille mobilisent votre énergie, souvent de manière indirecte.',
    leo: 'Avec votre Mars progressé en Lion, votre énergie cherche à briller et à mener : vous l’investissez là où vous pouvez créer et tirer fierté de ce que vous accomplissez.',
    virgo:
      'En Vierge, votre Mars progressé canalise votre énergie vers un travail précis et utile, et vous améliorez les choses avec patience, étape par étape.',
    libra:
      'Votre Mars progressé en Balance vous fait agir avec les autres et par eux : vous préférez l’accord au conflit, et c’est pour ce qui est juste que vous vous battez le plus fort.',
    scorpio:
      'Votre Mars progressé en Scorpion donne à votre volonté de la profondeur et de l’endurance : vous poursuivez ce qui compte sans bruit, et jusqu’au bout.',
    sagittarius:
      'Votre Mars progressé en Sagittaire pointe votre énergie vers l’horizon. Voyages, études, sport et causes auxquelles vous croyez mobilisent votre ardeur.',
    capricorn:
      'En exaltation en Capricorne, votre Mars progressé discipline votre ambition et lui donne du souffle : vous grimpez avec patience vers le but que vous vous êtes fixé.',
    aquarius:
      'En Verseau, votre Mars progressé met votre élan au service du changement et du collectif : vous agissez pour des idées, pour un groupe, pour l’avenir.',
    pisces:
      'Avec votre Mars progressé en Poissons, votre énergie va et vient comme une marée : l’inspiration et la compassion vous mettent en mouvement bien plus que les plans.',
  },
  ascendant: {
    aries:
      'Votre Ascendant progressé en Bélier rend votre abord plus direct : votre entourage perçoit chez vous davantage de courage et une vraie promptitude à vous lancer.',
    taurus:
      'Calme, stabilité, fiabilité : c’est l’allure que vous prête votre Ascendant progressé en Taureau, et votre entourage sent qu’il peut compter sur vous.',
    gemini:
      'Votre Ascendant progressé en Gémeaux allège votre allure et vous délie la langue : vous allez vers les gens par une question, une idée, un trait d’esprit.',
    cancer:
      'Votre Ascendant progressé en Cancer adoucit votre abord, qui inspire davantage confiance, et vous choisissez avec plus de soin ceux que vous laissez entrer dans votre intimité.',
    leo: 'En Lion, votre Ascendant progressé fait rayonner votre présence : les regards se tournent plus volontiers vers vous, votre chaleur se voit, et vous osez vous faire remarquer.',
    virgo:
      'Votre Ascendant progressé en Vierge vous donne un air plus posé et plus précis. On vient volontiers vous demander de l’aide ou un avis sensé.',
    libra:
      'Diplomatie et grâce : votre Ascendant progressé en Balance adoucit votre abord, et c’est par le charme et le sens de la justice que vous allez vers le monde.',
    scorpio:
      'Avec votre Ascendant progressé en Scorpion, votre présence se fait plus intense et plus secrète : on perçoit votre profondeur avant même que vous ne parliez.',
    sagittarius:
      'En Sagittaire, votre Ascendant progressé ouvre votre allure et lui donne de la spontanéité : votre entourage voit en vous quelqu’un de franc, de curieux et de libre.',
    capricorn:
      'Votre Ascendant progressé en Capricorne vous prête un air plus grave et plus solide : votre parole inspire confiance, et l’on vous prend au mot.',
    aquarius:
      'Indépendance et singularité : votre Ascendant progressé en Verseau les met en avant, et les autres reconnaissent en vous une personne aux idées bien à elle.',
    pisces:
      'Avec votre Ascendant progressé en Poissons, votre présence se fait plus douce et plus insaisissable : on se confie volontiers à vous, sans toujours savoir qui vous êtes vraiment.',
  },
  midheaven: {
    aries:
      'Avec votre Milieu du Ciel progressé en Bélier, votre vocation appelle l’initiative : un travail où vous ouvrez la voie, où vous décidez et où vous passez en premier.',
    taurus:
      'Votre Milieu du Ciel progressé en Taureau tourne votre carrière vers la stabilité : un métier qui crée de la valeur lentement, et dont les résultats se voient et se touchent.',
    gemini:
      'En Gémeaux, votre Milieu du Ciel progressé oriente votre vocation vers la communication : écrire, enseigner, négocier, mettre les gens en relation.',
    cancer:
      'Votre Milieu du Ciel progressé en Cancer relie votre vocation au soin, et un travail qui nourrit, accueille ou protège les autres prend pour vous tout son sens.',
    leo: 'Votre Milieu du Ciel progressé en Lion réclame pour votre carrière un rôle en vue : une place où votre créativité et votre capacité à entraîner les autres peuvent être reconnues.',
    virgo:
      'Votre Milieu du Ciel progressé en Vierge attire votre carrière vers le service et la compétence : le travail bien fait, l’artisanat, la méthode ou le bien-être des autres.',
    libra:
      'En Balance, votre Milieu du Ciel progressé fait passer votre vocation par l’association : travail en équipe, design, droit ou médiation peuvent vous appeler.',
    scorpio:
      'Votre Milieu du Ciel progressé en Scorpion entraîne votre vocation vers les profondeurs : la recherche, l’accompagnement des grandes transformations, le travail avec ce que d’autres préfèrent éviter.',
    sagittarius:
      'Ce qui a du sens, voilà vers quoi votre Milieu du Ciel progressé en Sagittaire tourne votre carrière : l’enseignement, les voyages, l’édition ou la transmission d’une conviction.',
    capricorn:
      'Avec votre Milieu du Ciel progressé en Capricorne, votre vocation demande des responsabilités et un rang : une progression au long cours vers une position d’autorité dans votre domaine.',
    aquarius:
      'Votre Milieu du Ciel progressé en Verseau ouvre votre vocation à ce qui innove : technologies, projets collectifs, causes qui regardent vers l’avenir.',
    pisces:
      'En Poissons, votre Milieu du Ciel progressé porte votre vocation vers la compassion et l’imagination : l’art, l’aide aux autres ou un service rendu dans la discrétion.',
  },
};
