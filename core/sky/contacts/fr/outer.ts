import type { OuterContacts } from '../../contacts';

/** The French readings of the slow planets' contacts (Jupiter to Pluto) with each natal point, by kind of aspect. */
export const OUTER: OuterContacts = {
  jupiter: {
    sun: {
      blend: {
        text: 'Jupiter passe sur votre Soleil et tout ce qui vous fait exister prend de l’ampleur : la confiance, l’envie de vous montrer, le goût de voir grand, avec parfois la tentation d’en faire un peu trop.',
        advice:
          'Donnez de l’espace au projet qui vous ressemble le plus ; pour le reste, souvenez-vous que qui trop embrasse mal étreint.',
      },
      easy: {
        text: 'Un vent porteur souffle sur ce que vous êtes : les appuis viennent plus volontiers, on vous accorde sa confiance, et votre optimisme trouve de quoi se nourrir pour peu que vous alliez au-devant des occasions.',
        advice:
          'Demandez enfin le soutien que vous n’osiez pas solliciter : une recommandation, un conseil, une porte qu’on vous entrouvre.',
      },
      tense: {
        text: 'Jupiter gonfle les ambitions autant que l’ego : l’assurance déborde, les promesses aussi, et il devient facile de surestimer vos forces ou la patience des autres.',
        advice: 'Avant chaque oui, demandez-vous si vous tiendriez cette promesse un soir de grande fatigue.',
      },
    },
    moon: {
      blend: {
        text: 'Le cœur et la maison s’ouvrent grand sous ce passage de Jupiter : envie de recevoir, de réunir les vôtres ou d’agrandir le nid, et une générosité affective qui réchauffe tout votre entourage.',
        advice: 'Ouvrez votre porte à ceux que vous aimez, ou offrez-vous enfin l’espace qui vous manque chez vous.',
      },
      easy: {
        text: 'Une confiance tranquille s’installe au fond de vous : les liens familiaux s’adoucissent, les émotions circulent plus librement, et vous retrouvez une sécurité intérieure qui ne dépend plus des autres.',
        advice: 'Profitez de cette détente pour renouer avec un proche ou enterrer une vieille querelle de famille.',
      },
      tense: {
        text: 'Quand Jupiter tiraille votre Lune, les besoins affectifs enflent : la nourriture, les achats ou les promesses servent à combler un manque qu’il vaudrait mieux écouter, et vous attendez trop des vôtres.',
        advice:
          'Quand l’envie d’en faire trop revient, demandez-vous de quoi vous avez vraiment faim ; la réponse est rarement dans le placard.',
      },
    },
    mercury: {
      blend: {
        text: 'Avec Jupiter sur votre Mercure, l’esprit voit large : les idées affluent, l’envie d’apprendre, d’écrire, d’enseigner ou de partir au loin s’éveille, quitte à perdre de vue les détails.',
        advice:
          'Inscrivez-vous à cette formation ou commencez ce texte, et confiez la relecture des détails à quelqu’un de pointilleux.',
      },
      easy: {
        text: 'Votre parole porte plus loin : les échanges deviennent fructueux, démarches et négociations ont tendance à avancer avec aisance, et une bonne idée peut trouver l’oreille qu’il lui faut.',
        advice:
          'Présentez votre idée à quelqu’un qui peut lui faire faire du chemin : un éditeur, une responsable, un mentor.',
      },
      tense: {
        text: 'Tout s’emballe dans la tête : on promet vite, on signe vite, on s’éparpille entre trop de lectures et trop de chantiers, et les détails passent à la trappe.',
        advice: 'Relisez avant de signer, et rayez de votre liste ce que vous ne pourrez pas vraiment mener à bien.',
      },
    },
    venus: {
      blend: {
        text: 'Jupiter sur votre Vénus, c’est l’un des passages les plus doux du ciel : l’amour, l’amitié et le plaisir s’élargissent, votre charme opère sans effort, et l’envie de vous faire plaisir grandit elle aussi.',
        advice:
          'Dites oui aux invitations et aux rencontres, tout en gardant un œil sur les dépenses faites pour le seul plaisir.',
      },
      easy: {
        text: 'Un climat bienveillant entoure vos liens : réconciliations, rencontres heureuses, goût retrouvé pour la beauté, et il arrive qu’un cadeau ou une rentrée d’argent tombe à point nommé.',
        advice: 'Cultivez cette douceur : proposez la sortie, écrivez le mot gentil, offrez-vous un moment de beauté.',
      },
      tense: {
        text: 'Trop de bonnes choses à la fois : ce contact pousse aux dépenses, aux douceurs et aux attentes amoureuses excessives, ou à une complaisance qui évite les vraies conversations.',
        advice:
          'Fixez-vous une limite avant de partir faire des achats, et dites à l’autre ce qui vous manque vraiment.',
      },
    },
    mars: {
      blend: {
        text: 'L’énergie et l’audace montent d’un cran : envie d’entreprendre, de défendre une cause, de repousser vos limites physiques, avec un vrai goût du risque.',
        advice: 'Relevez le défi qui vous tente, mais préparez-vous d’abord plutôt que de tout miser d’un seul coup.',
      },
      easy: {
        text: 'Votre courage trouve un terrain favorable : l’effort a tendance à porter ses fruits, les initiatives sont bien accueillies, et le corps suit volontiers l’envie d’agir.',
        advice:
          'Engagez cette énergie dans quelque chose de concret : un chantier, un sport, une démarche que vous repoussiez.',
      },
      tense: {
        text: 'La confiance et l’énergie montent, et avec elles l’envie d’en faire trop : trop de projets, trop de fronts ouverts, et de l’agacement quand les autres ne suivent pas le rythme.',
        advice:
          'Choisissez une seule ambition et donnez-lui toute votre force ; refusez poliment les autres, même séduisantes.',
      },
    },
    jupiter: {
      blend: {
        text: 'C’est votre retour de Jupiter, le début d’un nouveau cycle de croissance : vos convictions se renouvellent, l’envie d’horizon revient, et des portes peuvent s’ouvrir vers ce qui vous fait grandir.',
        advice: 'Posez une intention claire pour ce nouveau cycle : ce que vous voulez apprendre, explorer ou bâtir.',
      },
      easy: {
        text: 'Jupiter franchit une étape heureuse de son cycle : ce que vous avez semé lors de son dernier retour peut commencer à lever, et la confiance suit.',
        advice:
          'Repérez ce qui a poussé depuis le début de ce cycle et donnez-lui un coup de pouce : une formation, un contact, un voyage.',
      },
      tense: {
        text: 'Jupiter arrive à un tournant de son cycle : vos croyances, vos projets et votre façon de grandir demandent un ajustement, souvent à travers les autres.',
        advice:
          'Passez vos convictions au crible : gardez celles qui vous portent encore, lâchez celles qui vous empêchent d’avancer.',
      },
    },
    saturn: {
      blend: {
        text: 'L’étau se desserre un peu : les responsabilités paraissent plus légères, une structure patiemment construite peut s’agrandir, et une autorité peut enfin reconnaître vos efforts.',
        advice:
          'Proposez l’évolution de poste, le projet d’envergure ou la nouvelle règle que votre expérience justifie.',
      },
      easy: {
        text: 'La confiance vient épauler la discipline : vos efforts de longue haleine gagnent en souplesse, un cadre devient tremplin, et des alliés sérieux se présentent plus facilement.',
        advice:
          'Consolidez ce qui tient déjà : formalisez un accord, structurez un projet, demandez conseil à une personne d’expérience.',
      },
      tense: {
        text: 'Une part de vous veut foncer, l’autre freine : entre excès d’optimisme et peur de manquer, vous pouvez osciller, promettre puis vous rétracter, accélérer puis tout bloquer.',
        advice: 'Avancez par paliers : un pas mesuré, une vérification, puis le pas suivant.',
      },
    },
    uranus: {
      blend: {
        text: 'Jupiter réveille votre Uranus et le goût de la liberté s’élargit : envie de rompre la routine, idées audacieuses, occasions qui surgissent par surprise et se saisissent au vol.',
        advice: 'Saisissez l’occasion imprévue si elle vous ressemble, en gardant un filet de sécurité.',
      },
      easy: {
        text: 'Le renouveau arrive sans fracas : l’innovation est bien accueillie, un changement de cap devient possible, et votre originalité trouve enfin son public.',
        advice:
          'Testez l’idée neuve à petite échelle : un atelier, un prototype, une autre façon d’organiser votre vie pratique.',
      },
      tense: {
        text: 'L’envie d’indépendance tourne à l’impatience : tout plaquer, changer de vie sur un coup de tête, parier gros sur l’inconnu, autant de tentations qui réclament du discernement.',
        advice:
          'Couchez votre grand projet de rupture sur le papier, et attendez d’en avoir pesé les conséquences avant d’agir.',
      },
    },
    neptune: {
      blend: {
        text: 'Les vannes de l’imaginaire s’ouvrent grand : inspiration, foi et compassion s’amplifient, tout comme la tentation d’idéaliser une personne ou une cause.',
        advice:
          'Donnez forme au rêve par une création ou un engagement bénévole, et vérifiez les faits avant de tout donner.',
      },
      easy: {
        text: 'Votre sensibilité devient un atout : l’intuition a tendance à voir juste, l’art et la spiritualité vous nourrissent, et un geste généreux peut toucher bien au-delà de ce que vous imaginez.',
        advice: 'Accordez-vous une retraite, une pratique méditative ou un projet artistique qui vous élève.',
      },
      tense: {
        text: 'Trop de foi, pas assez de faits : ce contact gonfle les illusions, les promesses vagues et les élans de sauveur, si bien qu’on croit volontiers ce qu’on a envie de croire.',
        advice: 'Avant d’engager votre cœur ou vos économies, demandez l’avis d’une personne lucide et terre à terre.',
      },
    },
    pluto: {
      blend: {
        text: 'Votre ambition profonde se décuple : un désir d’influence ou de transformation peut trouver l’occasion de se réaliser, à condition d’en assumer le prix.',
        advice:
          'Visez l’objectif qui compte vraiment pour vous, et demandez-vous au service de quoi vous mettez ce pouvoir.',
      },
      easy: {
        text: 'Les transformations de fond trouvent un appui : un travail sur soi progresse, une situation bloquée se dénoue, une ressource cachée se révèle, et votre influence grandit sans forcer.',
        advice:
          'Reprenez ce travail intérieur que vous repoussiez : les résistances ont tendance à céder plus facilement.',
      },
      tense: {
        text: 'Les luttes de pouvoir s’enveniment : l’ambition frôle la démesure, et vous pouvez vous heurter à des forces plus grandes que vous ou à votre propre soif de contrôle.',
        advice: 'Renoncez au bras de fer qui ne sert que votre orgueil, et gardez vos forces pour l’enjeu qui compte.',
      },
    },
    ascendant: {
      blend: {
        text: 'Avec Jupiter sur votre Ascendant, votre présence s’élargit : vous prenez plus de place, vous inspirez confiance, les nouveaux départs ont de l’élan, et même l’appétit a tendance à grandir.',
        advice:
          'Montrez-vous là où votre présence peut ouvrir des portes, et écoutez votre corps quand il réclame de la mesure.',
      },
      easy: {
        text: 'Votre manière d’aborder le monde attire la sympathie : les premiers contacts ont tendance à bien se passer, et voyages comme rencontres ouvrent des perspectives.',
        advice:
          'Provoquez les rencontres : un entretien, un voyage, une prise de parole où votre bonne humeur peut faire la différence.',
      },
      tense: {
        text: 'L’image que vous donnez se gonfle un peu trop : l’assurance peut passer pour de l’arrogance, et les autres vous renvoient en miroir vos exagérations ou vos promesses trop généreuses.',
        advice: 'Avant de vous engager auprès de quelqu’un, assurez-vous de pouvoir tenir parole sans vous épuiser.',
      },
    },
    midheaven: {
      blend: {
        text: 'Jupiter culmine sur votre Milieu du Ciel, l’un des temps forts d’une carrière : reconnaissance, promotion, visibilité ou virage vers une vocation plus vaste deviennent possibles.',
        advice:
          'Postulez, proposez-vous, faites savoir ce que vous visez : c’est le moment de voir grand pour votre vocation.',
      },
      easy: {
        text: 'Votre réputation bénéficie d’un appui discret : on peut penser à vous pour une mission, un conseil vous oriente, et le sens de votre parcours s’éclaire.',
        advice: 'Activez votre réseau professionnel : un déjeuner, un message, une candidature bien ciblée.',
      },
      tense: {
        text: 'Les ambitions professionnelles grandissent plus vite que les moyens : la tentation est forte de viser trop haut, de trop promettre à vos supérieurs ou de sacrifier votre vie privée à une image.',
        advice: 'Fixez-vous un objectif de carrière réaliste et protégez un espace personnel qui ne se négocie pas.',
      },
    },
  },
  saturn: {
    sun: {
      blend: {
        text: 'La vie vous demande de devenir plus pleinement vous-même lorsque Saturne rejoint votre Soleil : fatigue, responsabilités et remises en question peuvent peser, mais elles clarifient ce qui compte vraiment.',
        advice:
          'Allégez votre agenda de ce qui n’est pas essentiel, et consacrez vos forces à l’engagement qui vous construit.',
      },
      easy: {
        text: 'Vos efforts s’inscrivent dans la durée : la maturité devient une force, votre autorité se voit plus facilement reconnue, et un projet sérieux peut prendre racine.',
        advice: 'Bâtissez quelque chose qui dure : un plan, une formation exigeante, un engagement tenu pas à pas.',
      },
      tense: {
        text: 'Votre confiance est mise à l’épreuve : obstacles, autorités exigeantes ou impression de ne pas être à la hauteur invitent à revoir les fondations sur lesquelles vous vous tenez.',
        advice: 'Repérez la responsabilité qui vous épuise et renégociez-la, plutôt que de forcer encore.',
      },
    },
    moon: {
      blend: {
        text: 'Le cœur se fait grave sous le poids de Saturne : besoin de solitude, sens aigu des devoirs familiaux, émotions retenues, et une maturité qui vient de ce que vous osez enfin ressentir.',
        advice:
          'Accordez-vous des temps de repos réguliers et de petits rituels qui vous rassurent, sans attendre d’être à bout.',
      },
      easy: {
        text: 'Stabilité émotionnelle et sens des responsabilités se rejoignent : un foyer se consolide, un lien familial se clarifie, et vous apprenez à prendre soin de vous avec constance.',
        advice: 'Posez les bases d’un foyer plus sûr : du rangement, un budget clair, une règle de vie commune.',
      },
      tense: {
        text: 'Saturne en tension avec votre Lune peut faire naître un sentiment de solitude ou de froideur, quand les besoins affectifs se heurtent aux obligations, à la famille ou à un passé qui pèse encore.',
        advice: 'Dites simplement à un proche de quoi vous avez besoin, au lieu d’attendre qu’il le devine.',
      },
    },
    mercury: {
      blend: {
        text: 'La pensée se concentre et s’alourdit à la fois : l’esprit devient sérieux, méthodique, parfois pessimiste, ce qui en fait un bon moment pour un apprentissage exigeant ou un écrit de fond.',
        advice: 'Attaquez le dossier difficile par petites étapes, et méfiez-vous des conclusions trop sombres.',
      },
      easy: {
        text: 'Votre pensée gagne en rigueur et en crédibilité : contrats, examens ou travaux intellectuels peuvent avancer avec méthode, et votre parole pèse davantage.',
        advice: 'Structurez vos idées par écrit : un plan, un mémoire, un dossier solide qu’on prendra au sérieux.',
      },
      tense: {
        text: 'Les échanges se grippent : lenteurs administratives, critiques, doutes sur vos capacités ou difficulté à vous faire entendre demandent une patience inhabituelle.',
        advice:
          'Vérifiez chaque papier avec soin, et préparez vos arguments par écrit avant toute discussion importante.',
      },
    },
    venus: {
      blend: {
        text: 'Saturne sur votre Vénus met l’amour à l’épreuve du réel : une relation se consolide ou montre ses limites, le cœur apprend la fidélité et la patience, et l’argent demande de la rigueur.',
        advice:
          'Parlez franchement de l’avenir de vos liens, et faites le tri dans vos dépenses sans vous priver de tout.',
      },
      easy: {
        text: 'L’affection prend une forme durable : engagements réfléchis, amitiés fidèles, goût de la qualité plutôt que de la quantité, et une gestion plus sage de vos ressources.',
        advice: 'Investissez dans un lien qui compte : un rituel de couple, une promesse, un geste fidèle.',
      },
      tense: {
        text: 'Le climat affectif se refroidit : distance, solitude, doutes sur votre valeur ou restrictions d’argent peuvent obliger à revoir ce que vous attendez vraiment de l’amour.',
        advice:
          'Plutôt que de vous replier, dites clairement ce que vous attendez d’une relation, et ce que vous n’acceptez plus.',
      },
    },
    mars: {
      blend: {
        text: 'Saturne freine votre élan pour mieux le canaliser : la frustration monte, la colère cherche une issue, mais l’effort patient et discipliné peut devenir redoutablement efficace.',
        advice: 'Adoptez une discipline physique régulière pour canaliser la tension, et évitez les gestes brusques.',
      },
      easy: {
        text: 'Courage et endurance vont de pair : vous avancez avec méthode, les efforts soutenus ont tendance à aboutir, et les tâches ingrates deviennent moins pénibles.',
        advice:
          'Lancez le chantier qui demande de la persévérance : rénovation, entraînement, projet de longue haleine.',
      },
      tense: {
        text: 'Volonté et obstacles s’affrontent : vos initiatives rencontrent des murs, une autorité vous barre la route, et la colère retenue peut tourner à l’épuisement si elle ne trouve pas d’issue.',
        advice:
          'Ne forcez pas les portes fermées : contournez l’obstacle, et dépensez la colère dans un effort physique mesuré.',
      },
    },
    jupiter: {
      blend: {
        text: 'Saturne fait le tri dans vos croyances et vos grands projets : ceux qui reposent sur du solide tiennent bon, les autres ont tendance à s’effacer, et l’optimisme apprend le réalisme.',
        advice: 'Revoyez vos projets à la loupe, et gardez celui que vous pouvez réellement mener à terme.',
      },
      easy: {
        text: 'Vos ambitions trouvent une structure : croissance mesurée, apprentissages sérieux, soutien de personnes d’expérience, et une foi qui a fait ses preuves.',
        advice: 'Transformez votre rêve en plan, avec des étapes, des échéances et un budget réalistes.',
      },
      tense: {
        text: 'Vos projets d’expansion se heurtent à des limites matérielles, à des refus ou à des retards, et la vraie question devient celle de ce qui mérite votre énergie.',
        advice: 'Réduisez la voilure sur un projet trop ambitieux, sans renoncer à ce qui vous fait grandir.',
      },
    },
    saturn: {
      blend: {
        text: 'C’est votre retour de Saturne, grand rendez-vous de maturité : ce qui ne tient plus a tendance à tomber, les responsabilités choisies s’affirment, et la vie demande des décisions qui engagent.',
        advice: 'Faites le bilan de ce que vous avez construit, et décidez ce que vous voulez porter pour la suite.',
      },
      easy: {
        text: 'Saturne salue sa place natale d’un aspect harmonieux, étape de consolidation de son cycle : ce que vous avez construit avec patience se stabilise, et votre expérience commence à vous servir.',
        advice:
          'Renforcez les fondations qui tiennent : un métier, un diplôme, un engagement, des habitudes qui vous réussissent.',
      },
      tense: {
        text: 'Saturne atteint un palier de son cycle : les structures de votre vie passent un contrôle, et ce qui a été bâti à la hâte demande des réparations.',
        advice: 'Repérez la fissure dans votre organisation de vie et réparez-la avant d’ajouter un étage.',
      },
    },
    uranus: {
      blend: {
        text: 'Votre besoin de liberté se confronte à la réalité : vos idées neuves doivent trouver une forme concrète, ou votre esprit de révolte se heurte à des limites bien réelles.',
        advice: 'Choisissez un changement précis et inscrivez-le dans un plan réaliste, au lieu de tout bousculer.',
      },
      easy: {
        text: 'L’ancien et le nouveau coopèrent : vous réformez sans détruire, une idée originale trouve un cadre solide, et l’innovation s’inscrit dans le temps.',
        advice:
          'Donnez un cadre à votre idée novatrice : un statut, un dossier, une méthode que d’autres pourront suivre.',
      },
      tense: {
        text: 'Sécurité et liberté se disputent la place : entre la peur de perdre vos repères et l’envie de tout changer, la nervosité monte à mesure que le cadre se resserre.',
        advice: 'Ménagez-vous des espaces de liberté dans le cadre existant plutôt que de le faire voler en éclats.',
      },
    },
    neptune: {
      blend: {
        text: 'Sous le regard de Saturne, vos rêves passent l’épreuve du réel : une illusion se dissipe, parfois douloureusement, mais un idéal peut enfin prendre corps.',
        advice:
          'Choisissez un rêve et donnez-lui une forme concrète, même modeste : un atelier, une pratique, une première démarche.',
      },
      easy: {
        text: 'Imagination et discipline s’allient : une œuvre artistique, une pratique spirituelle ou un engagement généreux peuvent trouver une structure qui les fait durer.',
        advice:
          'Installez une routine au service de votre inspiration : un temps fixe pour écrire, jouer de la musique ou méditer.',
      },
      tense: {
        text: 'Doute, désillusion, fatigue diffuse : le réel contredit un idéal, et une perte de sens peut se faire sentir, qu’il s’agit de traverser avec lucidité plutôt que de fuir.',
        advice:
          'Faites la part entre ce qui est perdu et ce qui demande seulement à être redéfini, et accordez-vous plus de repos.',
      },
    },
    pluto: {
      blend: {
        text: 'Le moment est venu de regarder en face vos peurs les plus profondes : le pouvoir, le contrôle, ce qui doit finir, et une force considérable à canaliser avec discipline.',
        advice: 'Affrontez la situation que vous évitez en silence, avec méthode et sans brutalité.',
      },
      easy: {
        text: 'Ce contact offre une endurance rare : vous pouvez mener à bien une transformation profonde, reprendre la main sur une situation ou bâtir une influence solide.',
        advice:
          'Engagez-vous dans un travail de fond exigeant : une reconversion, une restructuration, une page à tourner pour de bon.',
      },
      tense: {
        text: 'Pressions et rapports de force se durcissent : ils invitent à lâcher ce qui ne tient plus et à reconnaître votre propre besoin de tout contrôler.',
        advice:
          'Lâchez une bataille de pouvoir qui vous use, et concentrez-vous sur ce que vous pouvez réellement maîtriser.',
      },
    },
    ascendant: {
      blend: {
        text: 'Le corps réclame plus d’attention et l’image que vous donnez devient plus sobre, plus sérieuse, comme si vous endossiez un rôle plus adulte avec des responsabilités nouvelles.',
        advice: 'Soignez votre sommeil et vos habitudes physiques, et assumez les engagements qui vous font grandir.',
      },
      easy: {
        text: 'On vous prend plus volontiers au sérieux : votre allure inspire confiance, vos débuts sont réfléchis, et le corps répond bien à une hygiène de vie régulière.',
        advice: 'Présentez un projet ou une candidature qui mise sur votre sérieux et votre fiabilité.',
      },
      tense: {
        text: 'Fatigue, timidité ou critiques d’autrui freinent votre manière de vous affirmer : le monde semble résister, et vous apprenez à vous présenter avec plus de solidité.',
        advice: 'Ralentissez le rythme, ménagez votre corps, et renoncez à plaire à tout le monde.',
      },
    },
    midheaven: {
      blend: {
        text: 'Au sommet de votre thème, Saturne fait le point sur toute une trajectoire professionnelle : vous récoltez ce que vous avez semé, sous forme de responsabilités accrues, de reconnaissance ou d’un bilan lucide.',
        advice:
          'Acceptez les responsabilités que votre parcours justifie, et quittez le rôle qui ne vous correspond plus.',
      },
      easy: {
        text: 'Votre carrière s’affermit : un statut peut se confirmer, une autorité vous épauler, et vos efforts de fond commencent à être reconnus.',
        advice:
          'Sollicitez la responsabilité qui valide votre expérience : une promotion, une certification, un titre.',
      },
      tense: {
        text: 'Ce contact met votre trajectoire professionnelle à l’épreuve : un supérieur exigeant, un poste remis en cause, ou des devoirs familiaux qui entrent en conflit avec vos ambitions.',
        advice: 'Revoyez vos objectifs de carrière et gardez ceux qui valent vraiment les efforts qu’ils exigent.',
      },
    },
  },
  uranus: {
    sun: {
      blend: {
        text: 'Un besoin pressant d’être enfin vous-même se réveille : changements soudains, ruptures ou libérations peuvent redessiner votre identité et votre façon de vivre.',
        advice: 'Laissez émerger la version plus libre de vous-même, sans tout casser par impatience.',
      },
      easy: {
        text: 'Un souffle de nouveauté traverse votre vie : rencontres inattendues, idées originales, envie d’expérimenter, et des changements qui semblent arriver au bon moment.',
        advice:
          'Essayez quelque chose de neuf qui vous ressemble : un cours, un style, un projet hors des sentiers battus.',
      },
      tense: {
        text: 'Le besoin de liberté devient urgent : révoltes, départs soudains ou changements imposés bousculent l’idée que vous vous faisiez de vous-même et de votre place.',
        advice: 'Avant de claquer la porte, demandez-vous si c’est vous qui voulez partir ou seulement votre colère.',
      },
    },
    moon: {
      blend: {
        text: 'Votre vie intime se retrouve secouée : un déménagement, un changement dans la famille ou des émotions en dents de scie traduisent un besoin nouveau d’indépendance affective.',
        advice: 'Donnez de l’air à vos émotions et à votre foyer : changez le décor plutôt que de tout quitter.',
      },
      easy: {
        text: 'La vie émotionnelle respire mieux : un nouveau mode de vie, une famille choisie ou des liens plus libres vous font du bien et renouvellent votre sentiment d’appartenance.',
        advice:
          'Réinventez votre intérieur : réorganisez votre logement, essayez un nouveau rituel, ouvrez-vous à des personnes différentes.',
      },
      tense: {
        text: 'L’humeur change sans prévenir : la tension nerveuse monte, et votre besoin d’espace se heurte aux attentes de la famille ou de la vie domestique.',
        advice: 'Prenez l’air quand la pression monte, et annoncez vos besoins d’espace avant qu’ils n’éclatent.',
      },
    },
    mercury: {
      blend: {
        text: 'Uranus électrise votre Mercure : idées brillantes, intuitions fulgurantes, nouvelles surprenantes, et une parole plus libre, parfois plus rapide que la réflexion.',
        advice: 'Notez vos idées au vol et apprenez un outil nouveau, mais relisez avant d’envoyer un message vif.',
      },
      easy: {
        text: 'Vous apprenez vite et pensez autrement : une technique, un domaine nouveau ou une solution que personne n’avait vue peut vous passionner et débloquer un projet qui tournait en rond.',
        advice: 'Lancez-vous dans l’apprentissage qui vous intrigue : une langue, la programmation, une science.',
      },
      tense: {
        text: 'Les nerfs sont à vif et les pensées s’emballent : un malentendu, une décision prise à chaud ou le trop-plein d’informations peut troubler votre jugement plus que vous ne le croyez.',
        advice: 'Réduisez les écrans et les sollicitations, et laissez passer une nuit avant de trancher.',
      },
    },
    venus: {
      blend: {
        text: 'Un vent de surprise souffle sur votre vie affective : coup de foudre, besoin d’espace dans le couple, goûts qui changent, et une soif de liberté qui redessine vos liens.',
        advice: 'Essayez de renouveler une relation de l’intérieur avant de conclure qu’il faut la quitter.',
      },
      easy: {
        text: 'Vos amours et vos amitiés prennent un tour inattendu et joyeux : rencontres originales, plaisirs nouveaux, goûts qui s’élargissent et liens vécus avec plus de légèreté.',
        advice:
          'Sortez de vos habitudes : proposez une sortie inédite, ou fréquentez des lieux où vous n’allez pas d’ordinaire.',
      },
      tense: {
        text: 'Les liens deviennent instables : attirances soudaines, envies de rupture, besoin d’indépendance qui heurte l’autre, ou achats impulsifs pour combler un manque de frisson.',
        advice:
          'Parlez de votre besoin d’air avant qu’il ne tourne à la fuite, et évitez les achats sur un coup de tête.',
      },
    },
    mars: {
      blend: {
        text: 'Une énergie électrique traverse votre Mars : audace, révolte, initiatives soudaines, et un goût du risque qui demande de la vigilance, sur la route comme dans les disputes.',
        advice:
          'Canalisez cette énergie dans un sport ou un projet audacieux, et ralentissez avant chaque geste brusque.',
      },
      easy: {
        text: 'Votre volonté se libère : initiatives originales, courage d’innover, énergie physique vive et capacité à agir vite quand une occasion se présente.',
        advice: 'Lancez à votre façon l’initiative que vous couvez, sans attendre l’autorisation de personne.',
      },
      tense: {
        text: 'L’impatience et la colère peuvent éclater sans prévenir, surtout face à une contrainte ou à quelqu’un qui prétend vous dicter votre conduite, et l’envie de tout envoyer promener guette.',
        advice: 'Respirez avant de réagir, et tenez-vous à distance des situations où la tension pourrait dégénérer.',
      },
    },
    jupiter: {
      blend: {
        text: 'Des horizons inattendus s’ouvrent à vous : voyages imprévus, révélations philosophiques, chances soudaines ou désir de tout explorer à la fois.',
        advice:
          'Acceptez l’invitation ou le voyage qui sort de vos plans, et gardez une marge pour revenir en arrière.',
      },
      easy: {
        text: 'Votre optimisme s’allie à l’audace : une idée novatrice, un enseignement peu conventionnel ou une chance venue de l’étranger peut élargir votre monde plus vite que prévu.',
        advice:
          'Explorez une voie inhabituelle pour grandir : une formation atypique, un séjour ailleurs, une communauté en ligne.',
      },
      tense: {
        text: 'L’envie de grandir tourne à l’agitation : convictions bousculées, projets lancés sans préparation, départs précipités, avec le risque de vous disperser au lieu d’avancer.',
        advice: 'Avant de changer de cap, éprouvez la nouvelle idée sur un terrain modeste.',
      },
    },
    saturn: {
      blend: {
        text: 'Les structures établies se fissurent : vos cadres, vos règles et vos sécurités peuvent être ébranlés pour laisser place à une forme plus vraie, plus à votre mesure.',
        advice: 'Repérez les règles qui vous étouffent et réformez-les pas à pas, sans tout démolir.',
      },
      easy: {
        text: 'La réforme devient possible en douceur : vous modernisez vos méthodes et assouplissez vos structures sans rien renier, et l’expérience acquise se met au service de l’innovation.',
        advice: 'Modernisez un pan de votre travail ou de votre organisation : un outil, une méthode, un partenariat.',
      },
      tense: {
        text: 'L’ordre établi vacille : changements imposés, sécurité remise en cause, tension entre la fidélité à vos engagements et le besoin d’y échapper.',
        advice: 'Gardez ce qui tient, lâchez ce qui entrave, et mesurez chaque changement avant de le faire.',
      },
    },
    uranus: {
      blend: {
        text: 'Uranus revient à sa place natale, un retour que seule une très longue vie connaît : l’aboutissement d’un long chemin vers la liberté intérieure, et la permission d’être pleinement soi.',
        advice:
          'Accordez-vous les libertés longtemps remises à plus tard, et transmettez votre expérience aux plus jeunes.',
      },
      easy: {
        text: 'Voici l’un de ces passages de la vie où l’on ose un peu plus être soi : Uranus sourit à sa propre place, et une émancipation douce ou un changement choisi devient possible.',
        advice: 'Faites le choix de vie, d’études ou de métier qui vous ressemble davantage, même s’il surprend.',
      },
      tense: {
        text: 'Uranus défie sa propre place, l’un des grands tournants d’émancipation d’une vie, au seuil de l’âge adulte comme au milieu du parcours : ce que vous avez mis de côté pour vous conformer réclame sa place.',
        advice:
          'Écoutez la part de vous qui réclame du changement, et choisissez une transformation réelle plutôt qu’une fuite.',
      },
    },
    neptune: {
      blend: {
        text: 'L’inspiration et la quête spirituelle se réveillent d’un coup : intuitions soudaines, idéaux renouvelés, mais aussi une frontière floue entre vision et illusion.',
        advice: 'Accueillez les intuitions qui surgissent, mais laissez-les reposer avant de tout changer en leur nom.',
      },
      easy: {
        text: 'Votre imaginaire s’ouvre à de nouvelles formes : la créativité se fait inventive, la spiritualité plus libre, et certaines intuitions débouchent sur des idées vraiment originales.',
        advice: 'Explorez un art ou une pratique spirituelle inhabituelle, en laissant la curiosité vous guider.',
      },
      tense: {
        text: 'Vos idéaux vacillent : des croyances qui semblaient solides se trouvent bousculées, une nervosité diffuse s’installe, et la quête de sens peut ébranler vos repères.',
        advice: 'Ancrez-vous dans des gestes simples quand vos convictions tanguent : marcher, cuisiner, ranger.',
      },
    },
    pluto: {
      blend: {
        text: 'Une transformation profonde et soudaine se déclenche : ce qui couvait éclate, des forces enfouies se libèrent, et un renouveau radical devient possible.',
        advice: 'Laissez partir ce qui ne peut plus durer, et accompagnez le changement plutôt que de le subir.',
      },
      easy: {
        text: 'Ce contact favorise des métamorphoses libératrices : vous changez en profondeur sans tout détruire, et une prise de conscience vous rend du pouvoir sur votre vie.',
        advice: 'Engagez le changement de fond que vous avez choisi : une reconversion, la fin d’une vieille habitude.',
      },
      tense: {
        text: 'Pressions soudaines, crises de pouvoir et remises en cause vives : ce qui était enfoui resurgit sans crier gare et vous pousse à changer plus vite que vous ne l’auriez choisi.',
        advice: 'Face à la crise, ne vous cramponnez pas : cherchez ce qui veut naître de ce qui se défait.',
      },
    },
    ascendant: {
      blend: {
        text: 'Votre façon d’apparaître et d’aborder le monde se transforme : nouveau style, nouvelle liberté, départs imprévus et besoin de vous réinventer.',
        advice: 'Expérimentez une nouvelle image ou un nouveau départ, en gardant quelques repères stables.',
      },
      easy: {
        text: 'Votre originalité attire : vous vous présentez avec plus de liberté, des rencontres nouvelles vous stimulent, et un changement de cadre peut vous faire du bien.',
        advice: 'Changez de décor ou de style pour refléter qui vous devenez, sans attendre l’approbation des autres.',
      },
      tense: {
        text: 'Les autres vous surprennent, parfois sans ménagement : une rupture, un revirement ou une demande d’espace secoue vos relations, et la nervosité se loge dans le corps.',
        advice: 'Posez-vous avant de réagir aux surprises des autres, et protégez votre sommeil.',
      },
    },
    midheaven: {
      blend: {
        text: 'Votre direction professionnelle peut basculer : changement de métier, envie d’indépendance, reconnaissance soudaine ou remise en cause d’un statut que vous pensiez acquis.',
        advice: 'Préparez le changement de cap qui vous attire, en assurant vos arrières avant de sauter.',
      },
      easy: {
        text: 'Votre carrière s’ouvre à l’innovation : un domaine nouveau, une méthode originale ou une occasion inattendue peut enfin mettre en valeur ce qui fait votre singularité.',
        advice: 'Proposez une idée novatrice au travail, ou explorez une activité indépendante en parallèle.',
      },
      tense: {
        text: 'Votre besoin d’autonomie se heurte à l’autorité : les cadres qui vous enferment deviennent insupportables, et la tentation de rompre trop vite avec un poste ou une hiérarchie est forte.',
        advice: 'Négociez plus d’autonomie avant d’envisager la rupture, et gardez une solution de repli.',
      },
    },
  },
  neptune: {
    sun: {
      blend: {
        text: 'Les contours de votre identité se brouillent au passage de Neptune : sensibilité accrue, inspiration, compassion, mais aussi fatigue, perte de repères et difficulté à savoir ce que vous voulez.',
        advice: 'Ralentissez, écoutez vos rêves, et reportez les décisions qui engagent tant que tout reste flou.',
      },
      easy: {
        text: 'Votre sensibilité s’affine : intuition, imagination et compassion colorent votre chemin, et une forme de grâce discrète accompagne ce que vous entreprenez.',
        advice: 'Donnez une vraie place à une pratique créative ou spirituelle qui nourrit votre âme.',
      },
      tense: {
        text: 'Le doute s’insinue sur ce que vous êtes et sur la direction à prendre : confusion, illusions, baisse d’énergie ou tentation de fuir la réalité brouillent le chemin.',
        advice: 'Entourez-vous de personnes lucides, et dormez sur chaque belle promesse avant d’y croire.',
      },
    },
    moon: {
      blend: {
        text: 'Le cœur devient poreux : vous ressentez les émotions des autres comme les vôtres, les rêves se font intenses, la nostalgie affleure, et le besoin d’un refuge paisible grandit.',
        advice: 'Protégez votre sommeil et vos limites émotionnelles, et ménagez-vous un coin de calme chez vous.',
      },
      easy: {
        text: 'Une tendresse nouvelle baigne la vie de famille : intuition, empathie et dons artistiques se font plus présents, et vous sentez ce que les vôtres ne disent pas.',
        advice: 'Laissez parler votre imagination : un carnet de rêves, de la musique, un moment au bord de l’eau.',
      },
      tense: {
        text: 'Les émotions deviennent floues : vous pouvez vous méprendre sur ce que vous ressentez ou sur un proche, et la lassitude donne parfois envie de vous échapper de votre propre vie.',
        advice:
          'Mettez des mots sur ce que vous ressentez auprès d’une personne sûre, et méfiez-vous des échappatoires qui vous abîment.',
      },
    },
    mercury: {
      blend: {
        text: 'Neptune rend la pensée rêveuse : l’imagination foisonne et l’inspiration poétique vient facilement, mais les oublis, les distractions et les messages mal compris se multiplient aussi.',
        advice:
          'Écrivez, dessinez, rêvez, mais relisez tout document important et faites-vous confirmer les rendez-vous.',
      },
      easy: {
        text: 'Votre esprit s’ouvre à l’intuition : vous saisissez les non-dits, vous trouvez des images justes pour dire les choses, et l’écoute, l’écriture ou la création vous viennent avec naturel.',
        advice: 'Faites une place régulière à l’écriture, à la musique ou à une écoute attentive des autres.',
      },
      tense: {
        text: 'La clarté mentale se brouille : une promesse floue, une information trompeuse ou un simple malentendu peut vous égarer, d’autant que la concentration vous fait défaut.',
        advice: 'Mettez les accords par écrit, demandez des précisions, et évitez de signer dans le flou.',
      },
    },
    venus: {
      blend: {
        text: 'L’amour s’idéalise : romance, compassion, goût de la beauté, mais aussi tendance à voir l’autre tel que vous le rêvez plutôt que tel qu’il est.',
        advice: 'Laissez-vous toucher, mais prenez le temps de connaître la personne réelle derrière le rêve.',
      },
      easy: {
        text: 'L’amour se fait tendre et inspiré : une romance délicate peut naître ou se raviver, et votre sens de la beauté comme votre compassion enrichissent tous vos liens.',
        advice: 'Offrez-vous un moment de beauté partagée : un concert, une promenade, un geste romantique.',
      },
      tense: {
        text: 'Illusions amoureuses et déceptions possibles : vous pouvez idéaliser quelqu’un, vous sacrifier pour un amour flou ou perdre de vue la réalité financière.',
        advice: 'Gardez les yeux ouverts en amour comme en argent : demandez des actes, pas des promesses.',
      },
    },
    mars: {
      blend: {
        text: 'La volonté se dissout dans les brumes de Neptune : énergie fluctuante, motivations incertaines, mais aussi la possibilité d’agir pour un idéal ou une cause qui vous dépasse.',
        advice: 'Agissez pour une cause qui vous inspire, et respectez vos baisses d’énergie sans vous juger.',
      },
      easy: {
        text: 'Votre énergie se met au service d’un idéal : vous agissez avec intuition, pour une cause, un art ou quelqu’un à aider, et l’effort devient presque léger quand il a du sens.',
        advice: 'Investissez vos forces dans un projet artistique, sportif ou solidaire qui a du sens pour vous.',
      },
      tense: {
        text: 'L’énergie fuit de partout : la fatigue s’installe, la direction se perd, la colère rentre au lieu de s’exprimer, et il est tentant de vous battre pour des causes perdues.',
        advice: 'Fixez-vous un objectif clair et limité, et reposez-vous avant de vous épuiser.',
      },
    },
    jupiter: {
      blend: {
        text: 'Neptune amplifie votre foi et vos idéaux : la quête spirituelle, la générosité et les rêves de grandeur grandissent ensemble, avec une part de naïveté à surveiller.',
        advice:
          'Nourrissez votre foi par une pratique concrète, et gardez un esprit critique face aux promesses trop belles.',
      },
      easy: {
        text: 'Votre vision s’élargit avec douceur : une spiritualité plus vaste, une compassion qui déborde le cercle des proches et une confiance paisible dans le mouvement de la vie.',
        advice:
          'Engagez-vous dans une action bénévole ou une recherche spirituelle qui donne du sens à votre générosité.',
      },
      tense: {
        text: 'Les grands idéaux perdent pied : une promesse séduisante, une croyance exagérée ou un élan de générosité mal placé peut coûter cher en énergie comme en argent.',
        advice:
          'Avant de suivre une cause, un maître à penser ou une promesse de gain, prenez l’avis de personnes qui n’y ont aucun intérêt.',
      },
    },
    saturn: {
      blend: {
        text: 'Les structures se dissolvent : règles, certitudes et sécurités s’effritent, et vous apprenez à lâcher le contrôle sans perdre votre sens des responsabilités.',
        advice: 'Faites le tri dans vos obligations, et laissez partir celles qui ne tiennent plus que par la peur.',
      },
      easy: {
        text: 'Le rêve trouve une forme : vous pouvez concrétiser une vision, assouplir vos exigences et donner une dimension spirituelle à vos responsabilités.',
        advice: 'Donnez une structure douce à un projet inspiré : un lieu, une méthode, un rythme qui vous convient.',
      },
      tense: {
        text: 'Ce qui vous paraissait solide devient incertain : une autorité floue, un cadre de travail mouvant ou des peurs diffuses peuvent donner le sentiment de perdre pied.',
        advice: 'Revenez aux faits : listez ce qui est solide, et avancez sur cette base plutôt que sur vos peurs.',
      },
    },
    uranus: {
      blend: {
        text: 'Intuition et besoin de liberté se mêlent : des idéaux renouvelés, des inspirations venues de nulle part, mais aussi un certain flou sur ce que vous voulez vraiment changer.',
        advice: 'Laissez mûrir vos envies de changement dans la rêverie avant de les traduire en actes.',
      },
      easy: {
        text: 'Vision et innovation s’accordent : vous percevez des possibilités que d’autres ne voient pas encore, et une inspiration collective ou artistique peut porter vos projets plus loin.',
        advice: 'Rejoignez un collectif, un atelier ou un projet qui marie créativité et idées d’avenir.',
      },
      tense: {
        text: 'Vos élans de liberté se perdent dans le brouillard : confusion, nervosité, idéaux flous qui peuvent mener à des ruptures mal comprises.',
        advice:
          'Avant de rompre avec quoi que ce soit, attendez que le brouillard se lève et que vos raisons soient claires.',
      },
    },
    neptune: {
      blend: {
        text: 'Neptune ne revient pas à sa place natale dans une vie humaine : ce contact fait plutôt résonner le rêve fondateur de votre génération et l’idéal qui vous habite depuis l’origine.',
        advice: 'Relisez vos rêves d’enfance, et demandez-vous lequel mérite encore d’être servi.',
      },
      easy: {
        text: 'L’idéal mûrit tandis que Neptune s’accorde à sa propre place, un passage qui accompagne l’entrée dans la vie adulte ou le seuil de la sagesse : votre sensibilité devient une ressource.',
        advice: 'Offrez du temps à ce qui nourrit votre vie intérieure : l’art, la prière, la nature, le silence.',
      },
      tense: {
        text: 'Ce tournant du cycle de Neptune, qui marque souvent le milieu de la vie, dissout les rêves de jeunesse : le sens se cherche ailleurs, et une désillusion peut ouvrir sur une foi plus mûre.',
        advice: 'Laissez partir le rêve qui ne vous ressemble plus, sans renoncer à l’idéal qui vous fait vivre.',
      },
    },
    pluto: {
      blend: {
        text: 'Le passage de Neptune remue les profondeurs de l’inconscient : de vieilles peurs peuvent se dissoudre, et une transformation presque spirituelle s’opère à bas bruit.',
        advice:
          'Faites de la place aux rêves, à l’introspection ou à un accompagnement qui aide à explorer ce qui remonte.',
      },
      easy: {
        text: 'Une transformation intérieure se fait en douceur : l’intuition guide vers ce qui doit changer, un apaisement émotionnel s’installe, et il devient plus facile de lâcher ce qui vous retenait.',
        advice:
          'Pratiquez une forme concrète de lâcher-prise : un tri, un pardon, un rituel pour prendre congé du passé.',
      },
      tense: {
        text: 'Les forces profondes se troublent : des peurs diffuses, une manipulation possible ou la tentation de fuir ce qui demande à être transformé peuvent obscurcir votre lucidité.',
        advice: 'Restez lucide face à ceux qui promettent un pouvoir ou un salut, et regardez vos peurs en face.',
      },
    },
    ascendant: {
      blend: {
        text: 'Votre image devient plus floue et plus poétique : on vous prête un charme mystérieux, la sensibilité s’aiguise, mais la fatigue physique et la difficulté à poser des limites guettent aussi.',
        advice: 'Protégez votre énergie et votre corps, et clarifiez ce que vous montrez de vous aux autres.',
      },
      easy: {
        text: 'Votre présence se fait douce et inspirante : vous devinez les gens dès la rencontre, votre charme discret touche sans effort, et l’on se confie volontiers à vous.',
        advice: 'Laissez votre sensibilité s’exprimer par l’art, l’écoute ou une manière plus douce de vous présenter.',
      },
      tense: {
        text: 'Les relations se brouillent : vous projetez sur l’autre ce que vous espérez, certaines personnes déçoivent, et d’autres vous voient autrement que vous n’êtes.',
        advice: 'Clarifiez vos attentes dans chaque relation importante, et posez des limites nettes.',
      },
    },
    midheaven: {
      blend: {
        text: 'Votre vocation se teinte de rêve : appel vers une carrière artistique, spirituelle ou tournée vers l’aide aux autres, mais aussi flou sur votre direction et votre image publique.',
        advice:
          'Explorez la vocation qui vous appelle par petites touches, sans lâcher d’emblée ce qui vous fait vivre.',
      },
      easy: {
        text: 'Un métier d’aide, de soin ou de création peut vous appeler, et l’on perçoit chez vous une sensibilité qui touche.',
        advice: 'Mettez votre sensibilité au service de votre métier : un projet artistique, un engagement, une cause.',
      },
      tense: {
        text: 'Le chemin professionnel se perd dans le flou : illusions sur un poste, reconnaissance qui se fait attendre, objectifs qui changent au gré des rumeurs ou des promesses.',
        advice:
          'Demandez des engagements écrits et des objectifs précis, et ne bâtissez pas votre carrière sur des promesses.',
      },
    },
  },
  pluto: {
    sun: {
      blend: {
        text: 'Pluton sur votre Soleil ouvre l’une des mues les plus profondes d’une vie : une ancienne façon d’être s’efface pour qu’une identité plus vraie puisse naître, avec une force de volonté nouvelle, parfois intimidante.',
        advice:
          'Laissez mourir le rôle que vous jouez par habitude, et mettez votre intensité au service de ce qui vous tient à cœur.',
      },
      easy: {
        text: 'Une force tranquille s’installe au cœur de votre vie : vous voyez au-delà des apparences, et quelques choix lucides suffisent parfois à changer profondément votre existence sans rien détruire.',
        advice: 'Prenez la décision de fond que vous savez juste, et tenez-la avec calme.',
      },
      tense: {
        text: 'Des forces plus grandes que vous semblent vous mettre au défi, souvent à travers une personne ou une situation qui vous pousse dans vos retranchements, et c’est au feu que votre identité se forge.',
        advice:
          'Refusez les rapports de domination, dans un sens comme dans l’autre, et cherchez ce que la crise vous invite à devenir.',
      },
    },
    moon: {
      blend: {
        text: 'Ce qui dormait au fond de vous se réveille : attachements, peurs d’abandon ou secrets de famille remontent, pour que votre façon d’aimer et d’habiter se transforme en profondeur.',
        advice:
          'Faites-vous accompagner pour explorer ce qui remonte du passé, et ne gardez que les liens qui vous laissent respirer.',
      },
      easy: {
        text: 'Vous comprenez enfin d’où viennent certains de vos attachements, et cette lucidité apaise : un lien familial ou intime peut se régénérer en profondeur.',
        advice: 'Osez une conversation sincère avec un proche sur ce qui a longtemps été tu.',
      },
      tense: {
        text: 'Des émotions intenses, parfois envahissantes, surgissent à travers la famille, le foyer ou un proche possessif : jalousie, contrôle et peur de perdre demandent à être regardés en face.',
        advice:
          'Quand l’emprise se resserre, qu’elle vienne de vous ou d’un autre, nommez-la à voix haute et reprenez de la distance.',
      },
    },
    mercury: {
      blend: {
        text: 'Votre esprit devient perçant, parfois obsédant : vous creusez jusqu’au fond des choses, des secrets se découvrent, et vos paroles gagnent un pouvoir de persuasion à manier avec soin.',
        advice:
          'Menez cette enquête, cette recherche ou cette écriture en profondeur, et pesez vos mots dans les discussions tendues.',
      },
      easy: {
        text: 'Votre pensée descend plus loin que d’habitude : recherches, analyses, négociations délicates ou travail sur soi trouvent un terrain favorable, et vous lisez entre les lignes sans effort.',
        advice: 'Attaquez le sujet complexe qui vous passionne : une enquête, une analyse, une conversation de fond.',
      },
      tense: {
        text: 'La parole se fait tranchante : pensées obsédantes, soupçons, débats où chacun veut avoir le dernier mot, ou informations cachées qui remontent à la surface.',
        advice:
          'Quand une idée fixe vous ronge, écrivez-la, puis reposez la question à froid avant d’accuser qui que ce soit.',
      },
    },
    venus: {
      blend: {
        text: 'L’amour devient intense et transformateur : une passion peut naître ou une relation se métamorphoser, avec des enjeux de désir, de possession ou d’argent qui ne laissent personne indifférent.',
        advice:
          'Vivez l’intensité sans chercher à posséder l’autre, et regardez en face les questions d’argent partagé.',
      },
      easy: {
        text: 'L’intimité s’approfondit sans drame : une attirance magnétique, une confiance plus entière, et la possibilité de revoir ce que vous valorisez vraiment, en amour comme en argent.',
        advice: 'Approfondissez un lien qui compte en osant parler de ce qui vous touche vraiment.',
      },
      tense: {
        text: 'Jalousie, possessivité ou jeux de pouvoir peuvent s’inviter en amour comme dans l’argent, et certains attachements montrent leur face sombre pour mieux être transformés.',
        advice: 'Repérez où vous cédez ou prenez trop de pouvoir dans un lien, et rétablissez l’équilibre.',
      },
    },
    mars: {
      blend: {
        text: 'Votre énergie devient volcanique : la volonté se durcit, l’ambition ou la colère prennent une intensité rare, et vous pouvez accomplir beaucoup si vous canalisez cette force.',
        advice:
          'Mettez cette force au service d’un objectif exigeant, et ne la retournez ni contre vous ni contre les autres.',
      },
      easy: {
        text: 'Une énergie profonde et endurante vous porte : vous pouvez mener à bien un effort intense, reprendre la main sur votre corps ou votre vie, et agir avec une détermination calme.',
        advice: 'Engagez-vous dans un défi physique ou professionnel de grande ampleur, préparé avec méthode.',
      },
      tense: {
        text: 'La colère peut remonter de très loin et prendre des proportions inattendues, surtout face à quelqu’un qui veut imposer sa volonté : c’est votre rapport à la force qui est en jeu.',
        advice: 'Évitez les affrontements de pouvoir, et transformez la colère en action ciblée plutôt qu’en revanche.',
      },
    },
    jupiter: {
      blend: {
        text: 'Une conversion intérieure peut se produire : vos croyances et votre ambition se transforment à la racine, portées par une quête de sens et un désir d’influence qui changent votre regard sur le monde.',
        advice:
          'Interrogez vos convictions à la racine, et mettez votre influence au service d’une cause qui vous dépasse.',
      },
      easy: {
        text: 'Des appuis solides, des ressources ou un savoir profond peuvent venir nourrir vos projets, et votre vision du monde s’élargit de façon durable.',
        advice: 'Consacrez-vous à un savoir ou à un projet de fond qui peut transformer durablement votre avenir.',
      },
      tense: {
        text: 'Vos convictions peuvent tourner à l’intransigeance ou se heurter à plus puissant que vous, et l’ambition sans mesure comme le besoin d’avoir raison demandent à être examinés.',
        advice: 'Refusez le fanatisme, le vôtre comme celui des autres, et gardez la mesure dans vos ambitions.',
      },
    },
    saturn: {
      blend: {
        text: 'Vos structures les plus solides sont mises à nu : ce qui ne tient plus peut céder, et il devient nécessaire de reconstruire sur des bases plus authentiques, avec patience et courage.',
        advice: 'Démantelez avec méthode ce qui est usé, et bâtissez sur ce qui a résisté à l’épreuve.',
      },
      easy: {
        text: 'Vous disposez d’une endurance remarquable pour restructurer votre vie, votre travail ou votre autorité, avec calme et une vision de longue portée.',
        advice: 'Lancez la réorganisation profonde que vous différez, avec calme et constance.',
      },
      tense: {
        text: 'La pression monte sur tout ce que vous tenez : contrôle qui échappe, autorité contestée, responsabilités lourdes, autant de signes qu’il est temps de vous réinventer.',
        advice:
          'Distinguez ce que vous pouvez contrôler de ce qui vous échappe, et portez votre effort sur le premier.',
      },
    },
    uranus: {
      blend: {
        text: 'Un besoin irrépressible de sortir des cadres qui vous enferment monte du plus profond : la révolte intérieure appelle une libération radicale, à mener avec lucidité.',
        advice:
          'Préparez votre liberté avec stratégie plutôt que dans l’explosion, et choisissez le changement qui compte.',
      },
      easy: {
        text: 'D’anciens schémas se desserrent : vous pouvez vous en libérer et transformer votre vie avec audace, sans casse inutile, sous l’effet d’un élan de renouveau qui vient de loin.',
        advice: 'Rompez avec l’habitude ou le lien qui vous enferme, en préparant l’après.',
      },
      tense: {
        text: 'L’envie de liberté et le besoin de transformation se heurtent, et la tension peut éclater en crise ou en rupture si elle n’est pas entendue à temps.',
        advice: 'Quand l’envie de tout faire exploser monte, identifiez la seule chose qui doit vraiment changer.',
      },
    },
    neptune: {
      blend: {
        text: 'Pluton descend vers vos rêves et vos croyances les plus intimes : des illusions anciennes se dissolvent, et un idéal plus vrai peut émerger d’une transformation spirituelle profonde.',
        advice: 'Accordez-vous des temps de silence ou de retraite pour laisser votre vie intérieure se réorganiser.',
      },
      easy: {
        text: 'L’intuition devient une force : votre quête spirituelle se fait plus fertile, l’inspiration plus puissante, et un rêve longtemps caressé peut devenir une énergie concrète.',
        advice: 'Donnez à votre vie spirituelle ou créative un engagement profond et régulier.',
      },
      tense: {
        text: 'Ce que vous croyez peut donner prise à d’autres : une manipulation, une peur irrationnelle ou une foi aveugle demandent une vigilance particulière, surtout face aux discours trop sûrs d’eux.',
        advice: 'Méfiez-vous des gourous et des certitudes absolues, et gardez les pieds sur terre.',
      },
    },
    pluto: {
      blend: {
        text: 'Aucune vie humaine ne voit Pluton boucler son cycle : sur sa place natale, il parle surtout de la force de transformation de votre génération et de ce que vous faites de votre propre pouvoir.',
        advice:
          'Demandez-vous où votre pouvoir sommeille, et quelle part de votre histoire mérite enfin d’être transformée.',
      },
      easy: {
        text: 'Pluton soutient sa propre place, souvent au moment de la vie où l’on entre dans sa pleine force : vous prenez le pouvoir sur votre existence sans avoir à tout démolir.',
        advice:
          'Engagez-vous à fond dans ce qui vous donne de la puissance : un métier, une cause, une transformation choisie.',
      },
      tense: {
        text: 'Ce défi de Pluton à sa propre place compte parmi les grandes crises du milieu de la vie : ambitions, peurs et rapports de pouvoir remontent à la surface pour être transformés.',
        advice:
          'Faites face à la question qui vous travaille : ce que vous voulez vraiment, et ce que vous acceptez de lâcher pour l’obtenir.',
      },
    },
    ascendant: {
      blend: {
        text: 'Une mue profonde touche votre image et votre corps : votre présence au monde se fait plus intense, et vous pouvez avoir l’impression de renaître à vous-même.',
        advice: 'Acceptez de changer d’apparence ou de manière d’être, et protégez votre intimité pendant la mue.',
      },
      easy: {
        text: 'Il émane de vous un magnétisme nouveau : on vous respecte, on vous fait confiance, et vous pouvez changer votre manière d’aborder la vie sans forcer.',
        advice: 'Assumez votre intensité dans une rencontre ou un projet où votre présence compte.',
      },
      tense: {
        text: 'Des rapports de force se jouent dans vos relations : quelqu’un peut chercher à vous dominer, ou une part de vous peut se sentir menacée, et votre image se trouve mise à l’épreuve.',
        advice: 'Reprenez votre pouvoir sans chercher à écraser l’autre, et éloignez-vous des relations d’emprise.',
      },
    },
    midheaven: {
      blend: {
        text: 'Pluton sur votre Milieu du Ciel bouleverse votre direction de vie : fin d’un chapitre professionnel, prise de pouvoir, vocation qui se révèle au prix d’une transformation profonde.',
        advice:
          'Laissez partir la carrière qui ne vous ressemble plus, et préparez avec détermination celle qui vous appelle.',
      },
      easy: {
        text: 'Une place d’influence devient accessible : vous pouvez transformer votre métier de l’intérieur ou trouver une vocation qui a enfin du sens.',
        advice: 'Visez un rôle d’influence qui correspond à vos valeurs, et préparez-le avec stratégie.',
      },
      tense: {
        text: 'Votre carrière est sous pression : conflits d’autorité, jeux de pouvoir ou changements imposés mettent à l’épreuve votre place dans le monde.',
        advice:
          'Ne vous laissez pas entraîner dans des jeux de pouvoir, et concentrez-vous sur ce que vous pouvez transformer.',
      },
    },
  },
};
