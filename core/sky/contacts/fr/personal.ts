import type { PersonalContacts } from '../../contacts';

/** The French readings of the transiting Sun, Mercury, Venus and Mars and the progressed Moon, per natal point and kind of aspect. */
export const PERSONAL: PersonalContacts = {
  sun: {
    sun: {
      blend: {
        text: 'C’est votre révolution solaire : le Soleil revient là où il se tenait à votre naissance, votre vitalité se renouvelle, et ce que vous voulez faire du cycle qui s’ouvre devient plus net.',
        advice:
          'Prenez un moment au calme pour écrire, en une phrase, ce que vous souhaitez faire grandir dans ce nouveau cycle.',
      },
      easy: {
        text: 'Ce contact vous rend à vous-même : l’énergie circule sans effort, vous êtes bien dans votre peau, et ce qui vous ressemble vraiment trouve sa place sans qu’il faille forcer.',
        advice:
          'Servez-vous de cette aisance pour avancer un projet qui vous ressemble, plutôt que de la dissiper en petites corvées.',
      },
      tense: {
        text: 'Le Soleil fait le point avec vous : les projets formés à votre anniversaire rencontrent une résistance, en vous ou chez un proche qui voit les choses autrement, et le cap demande à être ajusté.',
        advice:
          'Relisez vos résolutions d’anniversaire et corrigez celle qui ne vous ressemble plus, sans renoncer à toutes les autres.',
      },
    },
    moon: {
      blend: {
        text: 'Ce que vous ressentez passe en pleine lumière : vos humeurs se lisent sur votre visage, et les besoins du foyer, de la famille ou du corps réclament d’être entendus.',
        advice: 'Accordez-vous une soirée chez vous, sans obligations, et écoutez ce dont votre corps a besoin.',
      },
      easy: {
        text: 'Volonté et besoins marchent d’un même pas, si bien que la vie de famille s’adoucit, que la maison vous repose et que vos proches vous comprennent sans longues explications.',
        advice:
          'Invitez quelqu’un de cher à partager un repas chez vous ; ce genre de moment nourrit plus qu’il n’y paraît.',
      },
      tense: {
        text: 'Vos ambitions tirent d’un côté, vos besoins affectifs de l’autre ; la fatigue ou l’irritabilité le signalent souvent, et un proche peut vous renvoyer ce tiraillement.',
        advice:
          'Ne sacrifiez ni votre sommeil ni vos repas à vos obligations, et dites à vos proches ce qui vous manque.',
      },
    },
    mercury: {
      blend: {
        text: 'Votre pensée s’éclaire : les idées se précisent, les mots justes arrivent, et ce que vous dites a plus de poids auprès des autres.',
        advice:
          'Écrivez le message, présentez l’idée ou passez l’appel que vous repoussiez ; vos arguments sont clairs.',
      },
      easy: {
        text: 'Un esprit clair et une volonté nette se prêtent main-forte : apprendre, négocier ou trancher une question pratique demande moins d’effort, et le ton des échanges reste franc et cordial.',
        advice:
          'Réglez les papiers et les démarches en attente, et profitez de cette clarté pour prendre une décision simple.',
      },
      tense: {
        text: 'Il arrive que l’amour-propre se mêle au raisonnement : vous défendez une idée pour avoir raison plus que par conviction, et une simple discussion tourne au débat.',
        advice: 'Avant d’argumenter, demandez-vous si c’est l’idée qui compte ou le plaisir d’avoir le dernier mot.',
      },
    },
    venus: {
      blend: {
        text: 'Votre charme rayonne : le goût du beau et du plaisir s’affirme, on recherche volontiers votre compagnie, et l’affection s’exprime plus facilement que d’habitude.',
        advice: 'Offrez-vous un plaisir simple et dites à une personne aimée combien elle compte pour vous.',
      },
      easy: {
        text: 'Une chaleur tranquille circule dans vos relations : un geste de tendresse trouve son écho, votre sens esthétique ne vous trompe guère, et les petits plaisirs ont une saveur particulière.',
        advice:
          'Proposez une sortie, un rendez-vous ou une visite à quelqu’un que vous aimez ; la légèreté du moment se partage.',
      },
      tense: {
        text: 'Ce que vous voulez pour vous et ce qu’exige une relation se contrarient : l’envie de plaire peut vous faire céder trop vite, et un achat coup de cœur coûter plus que prévu.',
        advice:
          'Dites ce que vous aimez vraiment au lieu de vous aligner sur les autres, et laissez mûrir tout achat impulsif.',
      },
    },
    mars: {
      blend: {
        text: 'Le Soleil attise votre feu : l’énergie et le courage montent, l’impatience aussi, et vous avez envie d’agir, de trancher, parfois d’en découdre.',
        advice:
          'Donnez à cette ardeur une cible précise, un effort physique ou une tâche difficile, avant qu’elle ne cherche querelle.',
      },
      easy: {
        text: 'L’initiative vous vient naturellement : vous osez davantage, le corps répond, et les démarches menées avec aplomb rencontrent peu de résistance.',
        advice: 'Lancez la démarche qui demande du cran, ou reprenez une activité sportive ; votre élan est un allié.',
      },
      tense: {
        text: 'Entre votre volonté et celle des autres, le ton monte vite : les nerfs sont à vif, et une remarque anodine peut déclencher une colère sans commune mesure avec sa cause.',
        advice:
          'Évitez les bras de fer d’orgueil et dépensez cette tension en marchant, en courant ou en travaillant de vos mains.',
      },
    },
    jupiter: {
      blend: {
        text: 'La confiance revient et voit grand : la générosité coule de source, les occasions se remarquent mieux, et un professeur, un voyage ou une idée peut élargir votre horizon.',
        advice:
          'Demandez à un mentor ou à un responsable ce que vous n’osiez pas demander, mais ne promettez que ce que vous pouvez tenir.',
      },
      easy: {
        text: 'Sous cet aspect bienveillant, votre optimisme est fondé et communicatif : on vous fait crédit, les projets d’études ou de voyage trouvent des appuis, et la générosité vous revient.',
        advice: 'Inscrivez-vous à la formation, préparez le voyage ou présentez le projet qui vous fait grandir.',
      },
      tense: {
        text: 'La confiance déborde volontiers sur l’excès, avec trop de promesses, trop de dépenses, trop de projets à la fois, et quelqu’un se charge parfois de vous rappeler vos limites.',
        advice:
          'Réduisez vos engagements à ce que vous pouvez honorer pleinement, et vérifiez les chiffres avant de dire oui.',
      },
    },
    saturn: {
      blend: {
        text: 'Responsabilités et limites se rappellent à vous, l’énergie baisse parfois, mais ce contact vous montre avec lucidité ce qui mérite vraiment votre effort.',
        advice: 'Faites le tri dans vos obligations, honorez celles qui comptent et autorisez-vous davantage de repos.',
      },
      easy: {
        text: 'Discipline et vitalité font bon ménage : le travail de fond avance, une personne d’autorité peut remarquer votre sérieux, et la patience devient une force tranquille.',
        advice:
          'Attaquez la tâche longue ou ingrate que vous repoussiez ; vous avez la constance qu’il faut pour la mener à bien.',
      },
      tense: {
        text: 'Un cadre, un supérieur ou votre propre exigence freinent vos élans ; la fatigue pèse et les obstacles paraissent plus hauts, mais ils montrent précisément ce qu’il faut consolider.',
        advice:
          'Ralentissez sans renoncer : respectez les règles et les échéances, et gardez vos forces pour l’essentiel.',
      },
    },
    uranus: {
      blend: {
        text: 'Une envie de liberté vous saisit : la routine devient difficile à supporter, une idée originale ou une rencontre inattendue peut bousculer vos plans, et vous avez besoin d’air.',
        advice: 'Changez une chose dans votre quotidien plutôt que de tout envoyer promener d’un coup.',
      },
      easy: {
        text: 'Votre originalité trouve une place naturelle, et une idée neuve, une rencontre inattendue ou un changement de cadre vous stimulent sans vous déstabiliser.',
        advice: 'Essayez une méthode, un lieu ou une activité que vous ne connaissez pas encore.',
      },
      tense: {
        text: 'Votre besoin d’indépendance se cabre contre les contraintes, ou un imprévu venu d’autrui défait vos plans ; les nerfs sont tendus et les réactions plus brusques que vous ne le voudriez.',
        advice:
          'Gardez de la marge dans votre agenda et attendez que la nervosité retombe avant toute décision radicale.',
      },
    },
    neptune: {
      blend: {
        text: 'Les contours s’estompent : votre énergie devient plus diffuse, l’imagination et la compassion s’éveillent, et ce que vous voulez peut vous sembler moins évident.',
        advice:
          'Laissez de la place au rêve, à la musique ou à la méditation, et remettez les décisions importantes à plus tard.',
      },
      easy: {
        text: 'Créer, aider ou vous recueillir vous vient tout seul : votre sensibilité éclaire votre volonté, et l’intuition démêle ce que la raison peine à comprendre.',
        advice: 'Consacrez du temps à un geste créatif ou à quelqu’un qui a besoin d’une oreille attentive.',
      },
      tense: {
        text: 'Votre énergie se disperse et vos repères se brouillent ; la fatigue, un malentendu ou une illusion sur quelqu’un peuvent vous faire douter de vous-même.',
        advice: 'Vérifiez les faits avant d’accorder votre confiance, et dormez davantage plutôt que de forcer.',
      },
    },
    pluto: {
      blend: {
        text: 'Le Soleil descend dans vos profondeurs : une intensité inhabituelle vous habite, des questions de pouvoir ou de contrôle remontent, et vous sentez ce qui doit changer en vous.',
        advice: 'Regardez en face ce qui vous obsède, puis choisissez une seule chose à transformer à la racine.',
      },
      easy: {
        text: 'Votre regard gagne en profondeur, au point de saisir l’essentiel et de percer les motivations cachées, et un changement de fond peut s’opérer sans drame.',
        advice: 'Attaquez un problème ancien à sa racine ; votre force de concentration le permet.',
      },
      tense: {
        text: 'Une lutte de pouvoir, avec quelqu’un ou avec vous-même, met votre volonté à l’épreuve, tandis que les réactions s’intensifient et que la tentation de tout contrôler grandit.',
        advice: 'Lâchez le rapport de force et demandez-vous ce que vous craignez réellement de perdre.',
      },
    },
    ascendant: {
      blend: {
        text: 'Le Soleil se lève sur votre Ascendant : votre présence s’affirme, le corps retrouve de l’élan, on vous remarque davantage, et un nouveau départ personnel trouve un terrain favorable.',
        advice:
          'Montrez-vous, lancez une initiative qui vous tient à cœur et prenez soin de votre corps comme de votre allure.',
      },
      easy: {
        text: 'Votre manière d’être est bien reçue ; une aisance naturelle facilite les premiers contacts, et les autres répondent volontiers à votre présence.',
        advice: 'Présentez-vous, proposez votre aide ou abordez la personne que vous vouliez rencontrer.',
      },
      tense: {
        text: 'Ce que vous montrez de vous et ce que les autres attendent ne coïncident pas : un partenaire, un proche ou un rival vous oblige à vous situer, et la fatigue se fait sentir.',
        advice: 'Écoutez ce que l’autre vous renvoie sans vous justifier à tout prix, et gardez des forces pour vous.',
      },
    },
    midheaven: {
      blend: {
        text: 'Votre vie publique passe sous les projecteurs : votre travail et votre réputation sont en vue, vos efforts se remarquent, et la question de votre vocation se fait plus pressante.',
        advice:
          'Présentez vos résultats, sollicitez un entretien ou faites connaître votre travail, simplement et sincèrement.',
      },
      easy: {
        text: 'Votre carrière reçoit un coup de pouce, car vos compétences sont mieux reconnues et le chemin que vous suivez semble en accord avec ce que vous êtes.',
        advice:
          'Faites un pas concret vers un objectif professionnel, même modeste : une candidature, un contact, une proposition.',
      },
      tense: {
        text: 'Les exigences du travail et celles de la vie privée se disputent votre énergie, ou une autorité conteste votre façon de faire, et la question de votre direction se pose.',
        advice:
          'Décidez ce que vous défendez de chaque côté, travail et foyer, et ne sacrifiez pas l’un à l’autre en silence.',
      },
    },
  },
  moon: {
    sun: {
      blend: {
        text: 'Votre cœur s’accorde à ce que vous êtes au plus profond : un chapitre s’ouvre où sentiments et volonté avancent ensemble, et l’envie de recommencer quelque chose, chez vous ou en famille, se fait sentir.',
        advice:
          'Laissez vos besoins guider vos choix, et commencez par rendre votre foyer plus fidèle à qui vous êtes.',
      },
      easy: {
        text: 'Le cœur soutient la volonté : une entente tranquille s’installe entre vos besoins et vos projets, et la vie de famille vous ressource au lieu de vous épuiser.',
        advice:
          'Appuyez-vous sur vos proches pour avancer un projet personnel, et dites-leur ce qu’ils vous apportent.',
      },
      tense: {
        text: 'Ce que vous ressentez se heurte à ce que vous voulez devenir ; la famille, le logement ou la fatigue du corps réclament leur part, et le cœur oblige la volonté à composer.',
        advice:
          'Ne forcez pas votre rythme ; réorganisez le quotidien pour que vos besoins aient une vraie place à côté de vos projets.',
      },
    },
    moon: {
      blend: {
        text: 'La Lune revient à sa position natale et ouvre un nouveau cycle affectif : des besoins d’enfance refont surface, et vous redéfinissez ce qui vous donne le sentiment d’être chez vous.',
        advice:
          'Faites de votre intérieur un refuge qui vous ressemble, et renouez avec un rituel qui vous apaisait dans l’enfance.',
      },
      easy: {
        text: 'Votre vie émotionnelle trouve un rythme fluide, où les souvenirs nourrissent au lieu de peser, où la famille réconforte et où le corps suit ses besoins sans lutter.',
        advice:
          'Cultivez les habitudes qui vous font du bien, repas réguliers, sommeil, présence des proches, et protégez-les.',
      },
      tense: {
        text: 'Un tournant intérieur se dessine : vos vieilles façons de vous rassurer ne suffisent plus, et le foyer ou la famille vous pousse à prendre soin de vous autrement.',
        advice:
          'Repérez l’habitude qui ne vous apaise plus et remplacez-la par une autre, mieux accordée à la vie que vous menez.',
      },
    },
    mercury: {
      blend: {
        text: 'Les émotions cherchent leurs mots : vous avez besoin de parler de ce que vous ressentez, les conversations de famille prennent de l’importance, et l’écriture aide souvent à y voir clair.',
        advice: 'Tenez un carnet, ou ouvrez avec un proche la conversation franche que votre cœur réclame.',
      },
      easy: {
        text: 'Cœur et tête s’entendent, si bien que les mots viennent sans peine pour dire vos sentiments et qu’apprendre, écrire ou organiser la maison se fait avec plaisir.',
        advice:
          'Reprenez une étude, recueillez les souvenirs de votre famille ou mettez de l’ordre dans les papiers du foyer.',
      },
      tense: {
        text: 'Pensée et sentiment tirent dans des directions différentes ; les discussions familiales se tendent facilement, et les soucis ont tendance à tourner en boucle la nuit.',
        advice:
          'Séparez les faits de vos inquiétudes en les écrivant, et gardez les discussions délicates pour un moment apaisé.',
      },
    },
    venus: {
      blend: {
        text: 'Un besoin de tendresse et de beauté colore ce chapitre : l’affection compte plus que tout, votre intérieur appelle des soins, et les liens d’amour ou d’amitié passent au centre de votre vie.',
        advice: 'Embellissez votre intérieur et offrez du temps de qualité aux personnes que vous aimez.',
      },
      easy: {
        text: 'Dans une douceur paisible, les relations se réchauffent, la maison devient un lieu de plaisir, et vous savez mieux ce qui fait votre bonheur.',
        advice: 'Recevez chez vous, cuisinez pour ceux que vous aimez, ou faites la paix avec un proche.',
      },
      tense: {
        text: 'Ce dont le cœur a besoin et ce qu’il désire ne coïncident pas : vous pouvez chercher du réconfort dans les achats ou les douceurs, ou attendre d’une relation qu’elle comble un manque plus ancien.',
        advice:
          'Demandez-vous quel manque vous cherchez à combler avant d’acheter ou d’exiger, et parlez-en à quelqu’un de confiance.',
      },
    },
    mars: {
      blend: {
        text: 'L’émotion prend feu : vous réagissez plus vite, le besoin de protéger les vôtres s’aiguise, et des colères enfouies peuvent remonter, à la maison surtout.',
        advice:
          'Dépensez cette énergie dans un chantier concret à la maison ou dans le sport plutôt que dans les disputes.',
      },
      easy: {
        text: 'Le courage soutient vos sentiments : vous osez défendre ce qui vous tient à cœur, vous prenez des initiatives pour votre foyer, et le corps retrouve de la vigueur.',
        advice: 'Réaménagez une pièce, commencez des travaux ou reprenez un sport, et allez-y franchement.',
      },
      tense: {
        text: 'Les émotions sont à fleur de peau et l’irritation monte vite ; des heurts peuvent éclater en famille ou sous votre toit, et tout contenir finit par épuiser les nerfs.',
        advice:
          'Dites calmement ce qui vous met en colère avant que cela n’explose, et bougez dès que la tension monte.',
      },
    },
    jupiter: {
      blend: {
        text: 'Le cœur s’ouvre en grand : générosité, confiance et optimisme colorent votre vie affective, le foyer accueille volontiers du monde, et vous avez besoin d’espace pour vous épanouir.',
        advice: 'Accueillez, partagez, voyagez si vous le pouvez, en gardant un œil sur le budget du foyer.',
      },
      easy: {
        text: 'Une confiance sereine vous porte ; la famille encourage vos projets, les perspectives nouvelles vous nourrissent, et chaque expérience vécue devient une leçon.',
        advice: 'Invitez des gens nouveaux dans votre vie et confiez vos projets à ceux qui vous encouragent.',
      },
      tense: {
        text: 'Vous cherchez peut-être à combler un vide par le trop, trop de projets, de promesses ou de confort, tandis que les attentes de la famille dépassent parfois ce que vous pouvez donner.',
        advice: 'Mesurez ce que vous pouvez vraiment offrir, et ne confondez pas générosité et besoin d’approbation.',
      },
    },
    saturn: {
      blend: {
        text: 'Un chapitre plus grave commence : les responsabilités familiales pèsent davantage, la solitude peut se faire sentir, et vous apprenez à vous donner la sécurité que vous attendiez des autres.',
        advice: 'Organisez votre quotidien autour de repères simples, et demandez de l’aide plutôt que de tout porter.',
      },
      easy: {
        text: 'Une maturité tranquille gagne votre vie affective et vous permet de protéger vos besoins, de tenir vos engagements envers les vôtres et de bâtir un foyer stable.',
        advice: 'Posez une base solide pour votre foyer : un rythme de vie, un lieu, des engagements tenus.',
      },
      tense: {
        text: 'Vos besoins se heurtent au devoir : une charge familiale, une autorité ou votre propre sévérité envers vous-même peuvent vous priver de douceur, et le corps le ressent.',
        advice: 'Allégez ce qui peut l’être, et accordez-vous régulièrement un petit réconfort, sans culpabilité.',
      },
    },
    uranus: {
      blend: {
        text: 'Le besoin de liberté gagne votre vie intime, avec l’envie de déménager, de changer de cadre ou de rompre une habitude, et des émotions soudaines qui vous surprennent vous-même.',
        advice: 'Donnez-vous de l’air par des changements choisis plutôt que d’attendre une rupture brutale.',
      },
      easy: {
        text: 'Un vent de fraîcheur traverse votre vie privée : vous accueillez mieux le changement, des amitiés nouvelles vous stimulent, et votre foyer peut se réinventer sans heurts.',
        advice: 'Essayez une nouvelle organisation à la maison, ou rejoignez un groupe qui partage vos idées.',
      },
      tense: {
        text: 'La nervosité monte et l’équilibre familial peut vaciller, qu’un imprévu survienne chez vous, qu’un proche réclame son indépendance ou que votre propre besoin d’air bouscule vos habitudes.',
        advice: 'Gardez quelques repères fixes, le sommeil et les repas notamment, pendant que le reste bouge.',
      },
    },
    neptune: {
      blend: {
        text: 'Votre sensibilité s’affine au point de tout absorber : rêves, intuitions et compassion s’intensifient, mais la frontière entre vos émotions et celles des autres s’efface.',
        advice:
          'Protégez votre sommeil et vos moments de solitude, et donnez forme à vos émotions par l’art, la musique ou la prière.',
      },
      easy: {
        text: 'Une douceur rêveuse baigne votre vie intérieure ; l’imagination nourrit le cœur, la spiritualité apaise, et votre foyer peut devenir un lieu de paix.',
        advice: 'Créez chez vous un coin de calme pour rêver, lire ou méditer.',
      },
      tense: {
        text: 'Vos émotions se brouillent : vous pouvez idéaliser un proche, vous sacrifier pour la famille ou ressentir une mélancolie sans cause claire, et la fatigue s’installe facilement.',
        advice:
          'Nommez précisément ce que vous ressentez et ce que vous attendez des autres, et reposez-vous sans vous le reprocher.',
      },
    },
    pluto: {
      blend: {
        text: 'Des émotions profondes remontent : un lien familial, une dépendance ou une vieille blessure demande à être regardée en face, et quelque chose se transforme au fond de vous.',
        advice:
          'Faites-vous accompagner si le poids devient trop lourd, et laissez partir ce qui ne vous nourrit plus.',
      },
      easy: {
        text: 'À mesure que votre vie émotionnelle gagne en profondeur, vous comprenez mieux vos attachements, et une transformation intérieure s’opère en douceur, soutenue par ceux qui vous aiment.',
        advice: 'Engagez une conversation de fond avec un proche, ou un travail sur vous-même ; ce chapitre s’y prête.',
      },
      tense: {
        text: 'Des rapports de force s’invitent dans la famille ou l’intimité : jalousie, besoin de contrôle ou peur de perdre remontent, et vous obligent à changer votre façon d’aimer.',
        advice: 'Repérez où vous cherchez à tout contrôler par peur, et lâchez prise sur un point précis.',
      },
    },
    ascendant: {
      blend: {
        text: 'Vos émotions se lisent sur votre visage : vous réagissez davantage à l’ambiance, votre corps suit vos humeurs, et un nouveau départ personnel, parfois un déménagement, se prépare.',
        advice:
          'Prenez soin de votre corps au rythme de vos émotions, et laissez les autres voir qui vous êtes vraiment.',
      },
      easy: {
        text: 'Votre présence se fait plus chaleureuse, les autres vous approchent volontiers, et vous montrez vos sentiments avec un naturel qui met chacun à l’aise.',
        advice: 'Ouvrez-vous aux rencontres nouvelles et laissez paraître votre douceur.',
      },
      tense: {
        text: 'Vos besoins et l’image que vous donnez ne s’accordent pas : un partenaire ou un proche vous confronte à ce que vous ressentez vraiment, et l’équilibre entre vous et l’autre est à trouver.',
        advice: 'Ne cachez pas vos émotions derrière une façade, et dites à votre partenaire ce dont vous avez besoin.',
      },
    },
    midheaven: {
      blend: {
        text: 'Vie intime et vocation se rejoignent : vous avez besoin d’un travail qui vous tienne à cœur, et votre vie privée peut devenir plus visible.',
        advice:
          'Demandez-vous si votre travail nourrit vos besoins, et faites un pas vers une activité plus proche de vous.',
      },
      easy: {
        text: 'Foyer et carrière s’épaulent, votre sensibilité devient un atout professionnel, et vos proches soutiennent la direction que vous prenez.',
        advice: 'Fiez-vous à votre intuition dans vos choix professionnels, et partagez vos projets à la maison.',
      },
      tense: {
        text: 'Vie familiale et vie professionnelle se disputent votre cœur : un proche réclame votre présence quand le travail vous appelle, et vos priorités sont à redéfinir.',
        advice: 'Fixez des limites claires entre travail et foyer, et protégez les moments réservés aux vôtres.',
      },
    },
  },
  mercury: {
    sun: {
      blend: {
        text: 'Votre esprit s’éveille autour de ce qui vous tient à cœur : messages, rendez-vous et idées s’enchaînent, et c’est l’occasion de dire clairement qui vous êtes et ce que vous voulez.',
        advice:
          'Mettez vos projets en mots, à l’écrit ou à voix haute, et saisissez les conversations qui permettent de les présenter.',
      },
      easy: {
        text: 'Vos idées servent votre volonté : vous parlez avec aisance de ce qui compte pour vous, et les démarches, les échanges et les petits déplacements ont tendance à bien se passer.',
        advice: 'Passez les appels et envoyez les messages qui font avancer vos projets personnels.',
      },
      tense: {
        text: 'Tête et volonté ne suivent pas le même chemin : vous pouvez parler trop vite, mal interpréter un propos ou vous disperser dans une foule de petites tâches.',
        advice: 'Relisez avant d’envoyer, et écoutez jusqu’au bout avant de répondre.',
      },
    },
    moon: {
      blend: {
        text: 'Mercure se pose sur votre Lune et pousse à mettre des mots sur ce que vous ressentez ; les conversations de famille se multiplient, et des souvenirs refont surface.',
        advice: 'Appelez un proche pour parler de ce que vous ressentez, ou écrivez-le pour y voir plus clair.',
      },
      easy: {
        text: 'Parce que raison et sensibilité se comprennent, vous savez ce que vous ressentez et comment le dire avec tact, ce qui facilite les échanges sous votre toit.',
        advice:
          'Réglez une question domestique en suspens, ou ayez avec votre famille la conversation qu’elle attendait.',
      },
      tense: {
        text: 'La tête et le cœur ne parlent pas la même langue : vous pouvez rationaliser une émotion ou réagir à chaud à un mot, et un malentendu avec un proche est vite arrivé.',
        advice: 'Reformulez ce que l’autre vous dit avant de réagir, surtout à la maison.',
      },
    },
    mercury: {
      blend: {
        text: 'Mercure revient à sa place de naissance : un nouveau cycle s’ouvre pour votre façon de penser, d’apprendre et d’échanger, les idées foisonnent, et l’envie de faire le point aussi.',
        advice: 'Notez les idées qui vous viennent et choisissez un sujet à approfondir dans le cycle qui commence.',
      },
      easy: {
        text: 'Votre esprit est vif et fluide : écrire, négocier, étudier ou organiser vos affaires se fait avec bonheur, et la bonne idée arrive souvent au bon moment.',
        advice: 'Attaquez le dossier compliqué, le texte à écrire ou la négociation ; votre clarté vous sert.',
      },
      tense: {
        text: 'Quand vos propres idées se contredisent, vous hésitez, vous changez d’avis, et les objections des autres révèlent des angles que vous n’aviez pas vus.',
        advice: 'Ne tranchez pas trop vite ; écoutez les objections, elles montrent les failles de votre raisonnement.',
      },
    },
    venus: {
      blend: {
        text: 'Les mots se font doux : les compliments viennent facilement, une déclaration ou une réconciliation trouve le ton juste, et même une négociation peut se mener avec élégance.',
        advice: 'Écrivez un mot tendre, faites un compliment sincère ou négociez avec le sourire.',
      },
      easy: {
        text: 'Votre parole a du charme, les conversations sont agréables, les relations s’apaisent, et les petites questions d’argent ou de goût se règlent avec aisance.',
        advice: 'Dissipez un malentendu avec la personne aimée, ou organisez une sortie qui vous fait plaisir.',
      },
      tense: {
        text: 'Ce que vous dites et ce que vous ressentez ne concordent pas tout à fait : la politesse masque parfois un désaccord, ou une dépense se décide sur un coup de tête.',
        advice: 'Dites votre désaccord avec gentillesse plutôt que de le taire, et comparez avant d’acheter.',
      },
    },
    mars: {
      blend: {
        text: 'Pensée tranchante, parole directe : vous avez envie de débattre, de décider vite, parfois de vous emporter, et vos arguments peuvent frapper juste comme ils peuvent blesser.',
        advice:
          'Servez-vous de cette vivacité pour trancher ce qui traîne, mais laissez reposer tout message écrit sous le coup de la colère.',
      },
      easy: {
        text: 'Votre esprit a de l’élan : vous argumentez avec aplomb, décidez sans hésiter, et les projets qui demandent à la fois réflexion et action avancent vite.',
        advice:
          'Défendez une idée, lancez une démarche ou présentez-vous à un examen : vous avez l’audace et la précision.',
      },
      tense: {
        text: 'Les mots deviennent des armes ; les discussions s’échauffent, les critiques blessent, et la précipitation peut provoquer erreurs et petits accidents.',
        advice: 'Ralentissez au volant comme dans les échanges, et gardez vos critiques pour un moment plus calme.',
      },
    },
    jupiter: {
      blend: {
        text: 'La pensée voit grand lorsque Mercure rejoint votre Jupiter : les idées s’élargissent, et les études, les voyages ou les projets d’avenir occupent vos conversations.',
        advice:
          'Renseignez-vous sur la formation ou le voyage qui vous tente, et dessinez le plan d’ensemble avant les détails.',
      },
      easy: {
        text: 'Une bonne nouvelle, un enseignant ou un livre peut élargir votre horizon, car votre esprit s’ouvre avec optimisme et vos paroles inspirent confiance.',
        advice:
          'Partagez vos idées avec quelqu’un qui peut les porter plus loin, ou plongez dans le livre qui vous tente.',
      },
      tense: {
        text: 'La pensée s’emballe : vous pouvez promettre plus que vous ne pouvez tenir, négliger les détails au profit des grandes idées ou vous perdre dans des débats de principe.',
        advice: 'Lisez les petites lignes et vérifiez les détails avant d’accepter une proposition séduisante.',
      },
    },
    saturn: {
      blend: {
        text: 'Votre pensée se fait sérieuse et méthodique ; les soucis pèsent parfois, mais c’est un bon moment pour planifier, étudier et conclure ce qui demande de la rigueur.',
        advice:
          'Planifiez, rédigez le document important ou révisez en profondeur ; les discussions légères peuvent attendre.',
      },
      easy: {
        text: 'Votre esprit est patient et structuré : le travail minutieux, les contrats et les démarches administratives avancent, et vos paroles portent le poids de la réflexion.',
        advice: 'Préparez le dossier, le plan ou la démarche administrative qui demande de la précision.',
      },
      tense: {
        text: 'Quand les pensées s’assombrissent, doutes, critiques et retards freinent vos projets, et une autorité peut contester vos idées ou vous demander des preuves.',
        advice: 'Préparez vos arguments avec soin et acceptez les délais sans y voir un refus définitif.',
      },
    },
    uranus: {
      blend: {
        text: 'Des idées brillantes et inattendues surgissent, les nouvelles arrivent par surprise, et votre esprit cherche à sortir des sentiers battus.',
        advice: 'Notez les intuitions fulgurantes et mettez-en une à l’essai, sans pour autant lâcher vos engagements.',
      },
      easy: {
        text: 'Inventif et rapide, votre esprit trouve sans peine des solutions originales, la technologie vous sert, et les échanges avec des gens différents vous stimulent.',
        advice: 'Proposez une solution originale à un problème ancien, ou apprenez à vous servir d’un nouvel outil.',
      },
      tense: {
        text: 'Une pensée nerveuse et impatiente peut vous faire parler sans réfléchir ou changer d’avis brusquement, et une nouvelle inattendue risque de bousculer vos plans.',
        advice: 'Respirez avant de répondre à une surprise, et gardez une solution de repli pour les imprévus.',
      },
    },
    neptune: {
      blend: {
        text: 'Mercure se mêle à votre Neptune : la pensée devient poétique et intuitive, l’imagination déborde, mais les détails, les chiffres et les messages se perdent facilement dans le flou.',
        advice: 'Écrivez, dessinez ou rêvez, et faites relire tout ce qui vous engage.',
      },
      easy: {
        text: 'L’intuition éclaire votre pensée : vous trouvez les mots pour l’indicible, l’écriture et l’art coulent de source, et vous comprenez les autres à demi-mot.',
        advice: 'Consacrez du temps à l’écriture, à la musique ou à une conversation confidentielle.',
      },
      tense: {
        text: 'Malentendus, oublis et promesses floues se multiplient : il devient facile d’entendre ce qu’on espère, ou de laisser dans le vague ce qu’il faudrait dire clairement.',
        advice:
          'Faites confirmer par écrit les informations importantes, et différez toute signature tant que les choses restent vagues.',
      },
    },
    pluto: {
      blend: {
        text: 'La pensée devient pénétrante et veut aller au fond des choses, si bien que les conversations abordent des sujets secrets ou délicats, parfois avec une intensité inattendue.',
        advice: 'Enquêtez, creusez un sujet difficile, mais choisissez bien à qui vous confiez vos découvertes.',
      },
      easy: {
        text: 'Votre esprit perce les apparences : recherches, analyses et conversations profondes peuvent porter leurs fruits, et vos mots gagnent un vrai pouvoir de persuasion.',
        advice: 'Menez une recherche de fond, ou engagez la conversation qui peut changer les choses.',
      },
      tense: {
        text: 'Les échanges tournent au rapport de force : pressions, manipulations ou pensées obsédantes peuvent s’inviter, et un secret risque de remonter.',
        advice: 'Refusez qu’on vous impose une décision, sans chercher non plus à convaincre à tout prix.',
      },
    },
    ascendant: {
      blend: {
        text: 'Votre présence devient plus vive et plus bavarde lorsque Mercure passe sur votre Ascendant : les contacts se multiplient, et l’on vous écoute volontiers.',
        advice: 'Présentez-vous, prenez la parole et répondez aux messages qui attendent.',
      },
      easy: {
        text: 'Vous vous exprimez avec aisance ; les premiers contacts sont faciles, les échanges spontanés, et votre curiosité vous ouvre des portes.',
        advice: 'Engagez la conversation avec une personne que vous souhaitiez connaître.',
      },
      tense: {
        text: 'Vos paroles sont mal reçues, ou l’avis d’un partenaire heurte le vôtre : les échanges demandent plus de tact, et la nervosité se lit facilement sur vous.',
        advice: 'Écoutez vraiment le point de vue de l’autre avant d’imposer le vôtre.',
      },
    },
    midheaven: {
      blend: {
        text: 'Dans votre vie professionnelle, les échanges s’intensifient, vos idées peuvent être remarquées en haut lieu, et la réflexion sur votre carrière et votre direction se précise.',
        advice:
          'Soumettez vos idées à vos supérieurs, et notez ce que vous voulez vraiment pour votre avenir professionnel.',
      },
      easy: {
        text: 'Votre parole sert votre carrière : réunions, présentations et négociations ont tendance à tourner à votre avantage, et vous voyez plus clairement votre direction.',
        advice: 'Préparez une présentation ou une candidature qui met en valeur votre savoir-faire.',
      },
      tense: {
        text: 'Au travail, la communication se complique : un message mal compris, un désaccord avec un supérieur ou des nouvelles de la famille peuvent troubler votre concentration.',
        advice: 'Consignez par écrit ce qui a été décidé, et tenez les questions familiales à l’écart du travail.',
      },
    },
  },
  venus: {
    sun: {
      blend: {
        text: 'Sous l’influence de Vénus, tout ce que vous êtes s’adoucit ; on vous trouve du charme, l’envie de plaisir et d’affection s’affirme, et la sympathie vient à vous sans effort.',
        advice: 'Prenez soin de vous, sortez, et laissez les autres vous témoigner leur affection.',
      },
      easy: {
        text: 'Une grâce légère vous accompagne ; les relations se passent sans accroc, les plaisirs simples vous ressourcent, et votre créativité trouve à s’exprimer.',
        advice: 'Offrez-vous un moment de beauté ou de création, et partagez-le avec quelqu’un qui compte.',
      },
      tense: {
        text: 'Le désir d’harmonie contrarie votre volonté : vous pouvez céder pour plaire, choisir la facilité, ou découvrir chez un proche des goûts qui coûtent cher à votre tranquillité.',
        advice: 'Restez fidèle à ce que vous voulez vraiment, même si cela déplaît un peu.',
      },
    },
    moon: {
      blend: {
        text: 'Le cœur s’adoucit : vous avez besoin de tendresse et de confort, et votre chez-vous devient un nid accueillant.',
        advice: 'Recevez vos proches, cuisinez, et offrez-vous un confort que vous vous refusez d’ordinaire.',
      },
      easy: {
        text: 'Une tendresse tranquille règne dans votre vie privée, les liens familiaux se réchauffent, et l’on se sent bien auprès de vous.',
        advice: 'Passez du temps avec ceux que vous aimez, sans autre but que le plaisir d’être ensemble.',
      },
      tense: {
        text: 'Votre besoin de réconfort peut vous pousser à trop dépenser, trop manger ou trop attendre des autres, et une petite déception affective se ressent vivement.',
        advice: 'Cherchez la douceur dans un geste simple plutôt que dans un excès, et parlez de ce qui vous blesse.',
      },
    },
    mercury: {
      blend: {
        text: 'Vos mots prennent du charme : la diplomatie vous vient naturellement, un compliment sonne juste, et les conversations amoureuses ou artistiques vous inspirent.',
        advice:
          'Écrivez une lettre d’amour, apaisez un différend avec tact, ou créez quelque chose de beau avec des mots.',
      },
      easy: {
        text: 'Comme parole et harmonie vont de pair, rencontres et échanges se déroulent dans la bonne humeur, et vous savez présenter les choses de façon agréable.',
        advice: 'Présentez une demande délicate ou négociez un accord ; votre tact est un atout.',
      },
      tense: {
        text: 'Le cœur et la raison se disputent : vous hésitez entre ce qui plaît et ce qui est sensé, et des paroles aimables peuvent cacher une réticence.',
        advice: 'Distinguez ce qui vous séduit de ce qui vous convient vraiment avant de vous engager.',
      },
    },
    venus: {
      blend: {
        text: 'C’est le retour de Vénus à sa place natale : vos amours, vos goûts et votre rapport au plaisir entament un nouveau cycle, et vous redécouvrez ce que vous aimez vraiment.',
        advice:
          'Faites le point sur ce que vous aimez et sur ce qui ne vous plaît plus, en amour comme dans vos dépenses.',
      },
      easy: {
        text: 'Vos goûts s’affirment et vos relations s’harmonisent ; la vie sociale est agréable, l’art vous inspire, et les questions d’argent se règlent en douceur.',
        advice: 'Sortez, visitez une exposition ou offrez-vous un objet à la fois beau et utile.',
      },
      tense: {
        text: 'Vos désirs se contredisent : vous voulez à la fois la sécurité et le plaisir, la liberté et la tendresse, et une relation peut mettre cette hésitation en lumière.',
        advice: 'Clarifiez ce qui compte le plus pour vous avant un choix affectif ou une dépense importante.',
      },
    },
    mars: {
      blend: {
        text: 'Désir et séduction s’unissent : l’attirance est forte, la passion s’allume facilement, et votre énergie se met au service de l’amour ou de la création.',
        advice: 'Osez faire le premier pas vers la personne qui vous attire, ou jetez-vous dans un projet créatif.',
      },
      easy: {
        text: 'Quand l’amour et l’action s’entendent, vous séduisez avec naturel, la passion circule, et le plaisir donne de l’entrain à vos efforts.',
        advice:
          'Proposez une sortie, un sport à deux ou un projet commun ; le désir se nourrit de ce qu’on fait ensemble.',
      },
      tense: {
        text: 'Le désir se heurte à l’harmonie : une attirance orageuse, une pointe de jalousie ou une dispute amoureuse peuvent surgir, et les frustrations se font vives.',
        advice: 'Exprimez votre désir franchement, mais laissez à l’autre la liberté de répondre à son rythme.',
      },
    },
    jupiter: {
      blend: {
        text: 'Générosité, joie et bienveillance débordent quand Vénus rejoint votre Jupiter : les rencontres sont chaleureuses, et l’envie de profiter de la vie grandit.',
        advice: 'Célébrez, invitez, offrez, en gardant un œil sur vos dépenses.',
      },
      easy: {
        text: 'On vous apprécie, les occasions de sortir se multiplient, et les plaisirs partagés vous élèvent : un vent favorable souffle sur vos relations.',
        advice: 'Acceptez les invitations et profitez-en pour élargir votre cercle d’amis.',
      },
      tense: {
        text: 'Le goût du plaisir s’emballe : excès de table, de dépenses ou de promesses affectives guettent, et une relation peut être idéalisée au-delà du raisonnable.',
        advice: 'Faites-vous plaisir avec mesure, et ne promettez pas plus que votre cœur ne peut tenir.',
      },
    },
    saturn: {
      blend: {
        text: 'Les sentiments se font sérieux : la question de l’engagement se pose, vous mesurez ce qu’une relation vous apporte vraiment, et une certaine réserve, voire de la solitude, peut peser.',
        advice: 'Consolidez les liens qui le méritent, et osez dire non à ce qui ne vous convient plus.',
      },
      easy: {
        text: 'Ce sont la fidélité et la stabilité qui vous attirent, si bien que les relations mûrissent, que les engagements se renforcent et qu’un effort patient, en amour comme en argent, s’inscrit dans la durée.',
        advice: 'Engagez-vous sereinement dans une relation ou un projet fait pour durer.',
      },
      tense: {
        text: 'Votre besoin d’affection se heurte à la froideur, au devoir ou au manque : une relation peut sembler distante, l’argent manquer de souplesse, et la solitude se faire sentir.',
        advice:
          'Acceptez les limites du moment, et demandez clairement ce dont vous avez besoin plutôt que de vous fermer.',
      },
    },
    uranus: {
      blend: {
        text: 'Vénus éveille votre Uranus : une attirance soudaine, une rencontre inattendue ou l’envie de vivre l’amour autrement vient bousculer vos habitudes.',
        advice: 'Laissez-vous surprendre par une rencontre ou une expérience nouvelle, sans tout remettre en cause.',
      },
      easy: {
        text: 'Amitiés originales, sorties improvisées et goûts inédits vous enchantent, comme si une fraîcheur inattendue soufflait sur votre vie affective.',
        advice: 'Proposez quelque chose d’inhabituel à la personne aimée, ou fréquentez un milieu nouveau.',
      },
      tense: {
        text: 'Le besoin de liberté et le besoin d’amour se contredisent : une relation peut se tendre brusquement, ou un coup de cœur imprévu vous déstabiliser.',
        advice: 'Donnez de l’air à vos liens sans rompre sur un coup de tête.',
      },
    },
    neptune: {
      blend: {
        text: 'L’amour prend des couleurs romantiques et idéales, l’art et la musique vous touchent au plus profond, et la compassion s’élargit à ceux qui vous entourent.',
        advice: 'Laissez-vous émouvoir par la beauté, tout en gardant les yeux ouverts sur la réalité des êtres.',
      },
      easy: {
        text: 'La tendresse prend une dimension spirituelle, l’inspiration artistique vient facilement et le pardon coûte moins, tant une douceur idéaliste imprègne vos relations.',
        advice: 'Créez, écoutez de la musique ou offrez votre aide à quelqu’un qui en a besoin.',
      },
      tense: {
        text: 'Les illusions amoureuses peuvent vous aveugler : vous risquez d’idéaliser quelqu’un, de vous sacrifier, ou de prêter trop vite votre cœur ou votre argent.',
        advice: 'Gardez un œil lucide sur ce qu’on vous promet, en amour comme en argent.',
      },
    },
    pluto: {
      blend: {
        text: 'L’amour gagne en intensité et en profondeur : passions, attirances magnétiques et désirs enfouis se réveillent, avec parfois de la jalousie ou l’envie de posséder.',
        advice: 'Vivez l’intensité sans chercher à retenir l’autre ; la passion respire mieux dans la confiance.',
      },
      easy: {
        text: 'Vos sentiments gagnent en profondeur : une relation peut se transformer en bien, et votre magnétisme attire ceux qui partagent votre intensité.',
        advice: 'Osez une conversation intime qui approfondit un lien important.',
      },
      tense: {
        text: 'Jeux de pouvoir et passion se mêlent : jalousie, possessivité ou chantage affectif affleurent, et l’argent peut devenir un moyen de pression dans le couple.',
        advice: 'Refusez les marchandages affectifs et dites clairement ce que vous acceptez ou non.',
      },
    },
    ascendant: {
      blend: {
        text: 'Vénus se pose sur votre Ascendant : votre charme opère, vous vous trouvez plus à votre avantage, et les autres sont sensibles à votre douceur.',
        advice:
          'Offrez-vous une nouvelle coiffure ou un vêtement qui vous met en valeur, et prenez soin de vous sans culpabilité.',
      },
      easy: {
        text: 'Agréable et accueillante, votre présence facilite les rencontres, et votre élégance naturelle ne passe pas inaperçue.',
        advice: 'Allez à la rencontre des autres, acceptez une invitation, souriez.',
      },
      tense: {
        text: 'Votre envie de plaire entre en tension avec vos relations : un partenaire peut se montrer exigeant, ou vous pouvez vous effacer pour préserver l’harmonie.',
        advice: 'Restez aimable sans vous renier, et dites à votre partenaire ce qui vous importe.',
      },
    },
    midheaven: {
      blend: {
        text: 'Votre image professionnelle s’adoucit et séduit : les collaborations se font aimables, et l’art, la beauté ou les relations peuvent servir votre carrière.',
        advice: 'Soignez vos relations professionnelles, et présentez votre travail sous son meilleur jour.',
      },
      easy: {
        text: 'Votre charme sert votre carrière : on apprécie votre manière de travailler, les partenariats s’harmonisent, et votre réputation s’embellit.',
        advice: 'Demandez un soutien, une recommandation ou une collaboration à quelqu’un qui vous apprécie.',
      },
      tense: {
        text: 'Plaisir et devoir se disputent votre attention : le confort du foyer vous retient quand le travail exige, ou une relation interfère avec votre carrière.',
        advice: 'Trouvez le juste équilibre entre vie privée et obligations, et évitez de mêler amour et affaires.',
      },
    },
  },
  mars: {
    sun: {
      blend: {
        text: 'Mars embrase votre Soleil : l’énergie est à son comble, le courage et l’impatience aussi, et vous avez envie de conquérir, de vous affirmer, parfois de vous battre.',
        advice: 'Relevez un défi physique ou lancez un projet audacieux, mais choisissez vos combats.',
      },
      easy: {
        text: 'Votre volonté a des ailes : l’énergie est abondante et bien canalisée, les initiatives trouvent de l’élan, et la confiance en vos capacités grandit.',
        advice: 'Attaquez le projet ambitieux que vous remettiez ; votre énergie vous y porte.',
      },
      tense: {
        text: 'Il se peut que des obstacles ou des adversaires se dressent sur votre route ; colère, impatience et fatigue s’accumulent alors, et les gestes précipités coûtent plus qu’ils ne rapportent.',
        advice: 'Canalisez votre colère dans le sport ou le travail physique, et évitez les affrontements inutiles.',
      },
    },
    moon: {
      blend: {
        text: 'Lorsque Mars réveille votre Lune, les émotions s’enflamment, l’irritabilité monte, et vous pouvez réagir vivement à tout ce qui touche votre foyer ou votre famille.',
        advice: 'Avant de réagir sous le coup de l’émotion, prenez l’air ou bougez pour évacuer la tension.',
      },
      easy: {
        text: 'Vos émotions trouvent leur force : vous défendez vos proches avec ardeur, vous osez dire ce dont vous avez besoin, et les tâches domestiques se font avec entrain.',
        advice: 'Attaquez les travaux de la maison ou le rangement que vous repoussiez.',
      },
      tense: {
        text: 'L’émotion et l’action se heurtent, si bien que disputes familiales, nervosité ou épuisement émotionnel menacent, et que la colère affleure à la moindre contrariété.',
        advice: 'Laissez retomber la tension avant toute discussion familiale, et accordez-vous un vrai sommeil.',
      },
    },
    mercury: {
      blend: {
        text: 'La pensée s’aiguise et se fait combative : vous parlez sans détour, et les débats, les négociations et les décisions vous stimulent.',
        advice: 'Tranchez les questions en suspens, mais évitez d’écrire sous l’emprise de l’irritation.',
      },
      easy: {
        text: 'Votre esprit a du mordant ; vous argumentez avec force, vous décidez vite, et les projets intellectuels avancent grâce à votre détermination.',
        advice: 'Passez l’examen, défendez votre dossier ou écrivez le texte qui exige de l’énergie.',
      },
      tense: {
        text: 'La parole s’aiguise jusqu’à blesser : disputes, critiques vives et décisions hâtives guettent, et la nervosité nuit à la concentration.',
        advice: 'Respirez avant d’envoyer un message vif, et redoublez de prudence sur la route.',
      },
    },
    venus: {
      blend: {
        text: 'Le désir s’embrase : l’attirance physique est forte, l’envie de séduire aussi, et la passion prend volontiers le pas sur la prudence, en amour comme dans les dépenses.',
        advice:
          'Vivez cette passion dans le respect de l’autre, et laissez passer l’élan avant toute dépense impulsive.',
      },
      easy: {
        text: 'L’énergie se met au service de l’amour, si bien que vous osez déclarer vos sentiments, que les liens se réchauffent et que la créativité trouve un élan joyeux.',
        advice: 'Déclarez ce que vous ressentez, ou mettez cette ardeur dans un loisir créatif.',
      },
      tense: {
        text: 'Le désir et l’harmonie se contrarient : disputes amoureuses, frustrations sensuelles ou achats impulsifs sont possibles, et l’on exige parfois de l’autre ce qu’il ne peut donner.',
        advice: 'Exprimez votre désir avec tact, et attendez que l’impulsion retombe avant de dépenser.',
      },
    },
    mars: {
      blend: {
        text: 'Mars revient à sa place natale : un nouveau cycle d’action commence, votre énergie se renouvelle, et vous voyez mieux ce que vous voulez conquérir, et comment.',
        advice: 'Fixez-vous un objectif qui demande du courage, et engagez le premier effort sans attendre.',
      },
      easy: {
        text: 'Votre élan naturel trouve son meilleur rythme : le corps suit, les efforts portent, et vous savez doser votre énergie au lieu de la gaspiller.',
        advice: 'Entraînez-vous, lancez une initiative ou terminez un projet qui demande de l’endurance.',
      },
      tense: {
        text: 'Votre propre énergie se retourne contre vous ; impatience, frustration ou conflits avec d’autres vous obligent à revoir votre manière d’agir.',
        advice: 'Repérez où votre agressivité vous dessert, et ajustez votre stratégie plutôt que de forcer.',
      },
    },
    jupiter: {
      blend: {
        text: 'L’enthousiasme est contagieux : les projets ambitieux vous attirent, vous avez l’énergie de voir grand et d’aller loin, et l’envie d’aventure se fait pressante.',
        advice: 'Lancez-vous dans une aventure, un voyage ou un projet d’envergure, en gardant les pieds sur terre.',
      },
      easy: {
        text: 'Lorsque l’action et la confiance s’accordent, vos initiatives sont portées par l’optimisme, et l’audace trouve des appuis là où vous ne les attendiez pas.',
        advice: 'Défendez une cause qui vous tient à cœur, ou engagez-vous dans un projet qui vous fait grandir.',
      },
      tense: {
        text: 'La confiance et l’énergie sont au plus haut, et l’envie d’en faire trop aussi : vous pouvez vous disperser, surestimer vos forces ou vous heurter à ceux qui pensent autrement.',
        advice:
          'Misez sur un seul projet ambitieux et mettez-y toute votre énergie ; les autres, même séduisants, peuvent attendre.',
      },
    },
    saturn: {
      blend: {
        text: 'Mars rencontre votre Saturne : l’élan se heurte aux limites et la frustration monte, mais c’est aussi le moment de travailler dur, avec méthode et discipline.',
        advice: 'Mettez votre énergie dans un effort patient et méthodique plutôt que de forcer les obstacles.',
      },
      easy: {
        text: 'L’énergie se met au service de la durée : vous tenez l’effort, vous bâtissez pierre à pierre, et un travail exigeant, physique ou professionnel, avance à bon rythme.',
        advice: 'Attaquez un chantier de longue haleine ; votre persévérance est au rendez-vous.',
      },
      tense: {
        text: 'Votre énergie bute contre un mur d’obstacles, de retards ou d’autorité contrariante, et la colère rentrée finit par fatiguer le corps.',
        advice: 'Ne forcez pas contre l’obstacle ; avancez pas à pas et ménagez votre corps.',
      },
    },
    uranus: {
      blend: {
        text: 'L’envie de tout changer vous électrise : les gestes soudains et audacieux vous tentent, et les imprévus se multiplient.',
        advice: 'Osez l’initiative originale qui vous démange, sans négliger les précautions élémentaires de sécurité.',
      },
      easy: {
        text: 'Avec l’audace et l’originalité pour alliées, vous brisez les routines, vous agissez avec inventivité, et les changements que vous provoquez vous libèrent.',
        advice: 'Tentez une action audacieuse qui vous sort de vos habitudes.',
      },
      tense: {
        text: 'L’impatience et l’esprit de révolte montent d’un coup : un geste brusque, une rupture impulsive ou une imprudence sont vite arrivés.',
        advice:
          'Ralentissez avant toute décision radicale, et faites attention aux gestes du quotidien, en voiture comme à la cuisine.',
      },
    },
    neptune: {
      blend: {
        text: 'L’énergie se fait fluctuante : l’action se teinte d’idéal ou de confusion, et la motivation peut s’évaporer au moment d’agir.',
        advice: 'Mettez votre énergie au service d’une cause ou d’un art, et reposez-vous quand la fatigue vient.',
      },
      easy: {
        text: 'Quand l’action s’inspire de vos rêves, la créativité prend une forme concrète, l’intuition guide vos gestes, et vous vous battez volontiers pour un idéal.',
        advice: 'Engagez-vous dans un projet artistique, spirituel ou solidaire qui vous tient à cœur.',
      },
      tense: {
        text: 'L’énergie fuit sans que vous sachiez où : la motivation retombe, les efforts manquent leur cible, et vous risquez de vous battre pour une cause ou une personne qui ne vous ressemble pas.',
        advice: 'Clarifiez vos objectifs avant d’agir, et méfiez-vous des combats qui ne sont pas les vôtres.',
      },
    },
    pluto: {
      blend: {
        text: 'La volonté se concentre et s’intensifie : l’envie de transformer les choses en profondeur est puissante, et des luttes de pouvoir peuvent éclater.',
        advice: 'Mettez cette force dans un projet de transformation profonde, sans chercher à dominer les autres.',
      },
      easy: {
        text: 'Une force tranquille et tenace vous habite : vous pouvez venir à bout d’un obstacle ancien, reprendre des forces, et opérer des changements profonds sans faire de bruit.',
        advice: 'Attaquez le problème de fond ou le défi qui demande une détermination totale.',
      },
      tense: {
        text: 'Les rapports de force s’intensifient : confrontations, colères profondes ou tentatives de contrôle se font jour, et la tension est palpable.',
        advice: 'Évitez les épreuves de force, et canalisez cette intensité dans un effort constructif.',
      },
    },
    ascendant: {
      blend: {
        text: 'Mars passe sur votre Ascendant : l’énergie physique est vive, vous vous affirmez avec force, et l’impatience peut vous faire foncer tête baissée.',
        advice: 'Lancez une initiative personnelle ou un sport, et prenez garde aux gestes brusques.',
      },
      easy: {
        text: 'Votre présence gagne en allant : vous prenez les devants avec assurance, le corps répond avec vigueur, et l’on vous suit volontiers quand vous donnez l’élan.',
        advice: 'Prenez l’initiative dans une situation qui attend que quelqu’un bouge.',
      },
      tense: {
        text: 'Votre énergie se heurte aux autres : conflits, rivalités ou confrontations avec un partenaire sont possibles, et la tension se loge dans le corps.',
        advice:
          'Exprimez votre désaccord sans agressivité, et dépensez le trop-plein d’énergie dans l’activité physique.',
      },
    },
    midheaven: {
      blend: {
        text: 'L’ambition s’enflamme : vous voulez avancer, prendre des responsabilités, faire vos preuves, et cette énergie se remarque, parfois au point d’agacer ceux qui décident.',
        advice: 'Foncez sur un objectif professionnel précis, sans froisser inutilement vos supérieurs.',
      },
      easy: {
        text: 'Vos ambitions trouvent un terrain favorable : les initiatives professionnelles portent, votre détermination inspire le respect, et l’on vous confie plus volontiers ce qui demande du cran.',
        advice: 'Proposez un projet ambitieux ou demandez une responsabilité nouvelle.',
      },
      tense: {
        text: 'L’ambition se heurte à l’autorité ou à la vie privée : un supérieur peut vous barrer la route, la maison réclamer sa part, et la frustration chercher une issue.',
        advice: 'Choisissez vos combats au travail, et ne rapportez pas vos colères à la maison.',
      },
    },
  },
};
