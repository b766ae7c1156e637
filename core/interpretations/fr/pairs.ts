import type { PairKey, PairText } from '../types';

/** What an aspect between two points of the birth chart says of the reader, in French, by kind of aspect. */
export const PAIRS: Readonly<Record<PairKey, PairText>> = {
  'sun-moon': {
    blend:
      'Volonté et sensibilité parlent chez vous d’une seule voix : cette unité donne une belle cohérence et un vrai goût des commencements, mais il vous est parfois difficile de vous regarder avec le recul qu’ont les autres.',
    easy: 'Entre votre tête et votre cœur, l’entente est naturelle : vos choix respectent vos besoins profonds, vous retrouvez assez vite votre équilibre, et cette paix intérieure rassure souvent votre entourage.',
    tense:
      'Une part de vous veut avancer quand l’autre réclame la sécurité, et ce tiraillement entre ce que vous voulez et ce dont vous avez besoin se rejoue volontiers dans vos relations, et c’est de ce dialogue intérieur, jamais tout à fait clos, que naît une personnalité riche et nuancée.',
  },
  'sun-mercury': {
    blend:
      'Votre pensée et votre identité ne font qu’un : vous parlez comme vous êtes, avec conviction, et vos idées portent votre marque, au point qu’une critique de vos opinions peut ressembler à une critique de vous-même.',
    easy: 'Les mots suivent sans effort ce qui vous anime : votre esprit sert votre volonté, et l’on saisit d’ordinaire sans peine ce qui compte pour vous quand vous prenez la parole.',
    tense:
      'Il arrive que votre raisonnement parte dans une direction et votre élan dans une autre ; mettre des mots justes sur vos intentions devient alors un apprentissage qui aiguise votre esprit.',
  },
  'sun-venus': {
    blend:
      'Le charme fait partie de votre nature : vous avez besoin d’harmonie, de beauté et d’affection pour vous sentir vous-même, et votre présence adoucit l’atmosphère, même si le conflit vous coûte plus qu’à d’autres.',
    easy: 'Le plaisir de vivre soutient votre identité : vous savez vous rendre aimable sans vous renier, et l’art, l’amitié ou l’amour vous aident à mieux savoir qui vous êtes.',
    tense:
      'Le désir de plaire et celui de vous affirmer ne tirent pas toujours dans le même sens : vous hésitez parfois entre la douceur et l’ambition, et apprendre à aimer sans vous effacer devient une source de maturité.',
  },
  'sun-mars': {
    blend:
      'Volonté et énergie brûlent chez vous comme une seule flamme : du cran, le goût de l’initiative et de la compétition, avec pour revers une impatience qui vous fait préférer la lutte à l’attente.',
    easy: 'Le courage et la vitalité vous viennent naturellement : vous savez agir au bon moment, défendre ce qui vous tient à cœur sans brutalité, et votre endurance physique soutient vos projets.',
    tense:
      'Une énergie combative vous habite, prompte à se heurter aux obstacles comme aux personnes : la colère monte vite et les bras de fer se multiplient, mais canalisée dans un effort choisi, cette force devient un moteur remarquable.',
  },
  'sun-jupiter': {
    blend:
      'Une confiance généreuse imprègne votre caractère : vous voyez grand, croyez en vos chances, et votre optimisme attire les occasions, à condition de ne pas promettre plus que vous ne pouvez tenir.',
    easy: 'La chance a souvent chez vous le visage de la bonne humeur : vous savez reconnaître une porte ouverte, inspirer confiance et apprendre de vos voyages comme de vos maîtres.',
    tense:
      'L’envie de grandeur bouscule parfois votre sens de la mesure : vous avez tendance à en faire trop ou à tout vouloir à la fois, et c’est en choisissant vos batailles que votre générosité devient une vraie force.',
  },
  'sun-saturn': {
    blend:
      'Le sérieux fait partie de votre identité : vous avez sans doute grandi vite, avec un sens aigu du devoir et une exigence envers vous-même qui pèse parfois, mais votre autorité et votre solidité s’affirment avec la maturité.',
    easy: 'Vous avez le sens naturel de la structure : patience, constance et réalisme vous aident à construire pas à pas, et l’on vous confie volontiers des responsabilités parce que vous les honorez.',
    tense:
      'Le doute de soi et la peur de ne pas être à la hauteur freinent votre élan, souvent en écho à une figure d’autorité exigeante ; avec le temps et l’effort, ces limites deviennent une maîtrise chèrement acquise, d’une grande solidité.',
  },
  'sun-uranus': {
    blend:
      'L’originalité est votre signature : vous avez besoin de liberté pour être vous-même, vous refusez les moules, et vos intuitions soudaines font de vous une personne inventive, imprévisible aux yeux des autres.',
    easy: 'Vous vivez le changement avec aisance : votre esprit indépendant trouve des solutions neuves, vous adaptez les règles sans les briser, et votre singularité est souvent accueillie comme un atout.',
    tense:
      'Un besoin d’indépendance presque électrique bouscule vos choix : ruptures brusques, rejet de l’autorité, nervosité dès que l’on vous enferme ; votre voie s’invente à mesure que vous apprenez à changer sans tout casser.',
  },
  'sun-neptune': {
    blend:
      'Votre identité a quelque chose de poreux et d’inspiré : vous ressentez tout, imaginez beaucoup, vous dévouez facilement, et distinguer ce qui vient de vous de ce qui vient des autres reste un apprentissage essentiel.',
    easy: 'Une sensibilité artistique et compatissante nourrit votre personnalité : l’intuition vous guide, la musique, l’image ou la spiritualité vous parlent, et vous savez rêver sans perdre pied.',
    tense:
      'Il vous arrive de douter de qui vous êtes, ou d’idéaliser une personne ou une cause jusqu’à la déception ; votre idéal prend corps quand vous l’ancrez dans des actes concrets et des limites claires.',
  },
  'sun-pluto': {
    blend:
      'Une intensité rare habite votre personnalité : vous vivez tout en profondeur, traversez des crises qui vous transforment, et votre volonté, une fois fixée sur un but, a une force presque magnétique.',
    easy: 'Vous avez le don de vous régénérer : là où d’autres s’effondrent, vous puisez dans des ressources cachées, et votre regard pénétrant comprend les jeux de pouvoir sans s’y perdre.',
    tense:
      'Les luttes de pouvoir jalonnent volontiers votre chemin, face à des autorités écrasantes ou à votre propre besoin de contrôle ; ces confrontations vous forgent et révèlent une puissance de transformation peu commune.',
  },
  'sun-trueNode': {
    blend:
      'La vie vous invite à devenir pleinement vous-même : oser briller, occuper le devant de la scène et assumer votre singularité vous fait avancer sur votre vraie voie.',
    easy: 'Votre vitalité va dans le sens de votre évolution : ce qui vous donne de l’élan vous fait aussi grandir, et vous trouvez sans trop de heurts la voie qui vous est propre.',
    tense:
      'Affirmer votre personnalité peut vous ramener vers une manière connue de briller, confortable mais usée ; votre croissance demande de mettre cette force au service d’une direction encore peu explorée.',
  },
  'sun-ascendant': {
    blend:
      'Ce que vous êtes et ce que vous montrez coïncident : votre présence rayonne dès l’abord, on vous remarque quand vous entrez dans une pièce, et votre vitalité se lit dans vos gestes.',
    easy: 'Votre nature profonde passe sans filtre dans votre façon d’aborder le monde : les autres perçoivent vite qui vous êtes, et cette franchise d’allure vous ouvre facilement des portes.',
    tense:
      'Votre identité se révèle surtout au contact des autres ou face aux exigences du monde : l’image que vous donnez ne dit pas tout de vous, et vos relations vous aident à vous trouver.',
  },
  'sun-midheaven': {
    blend:
      'Votre vocation est inscrite au cœur de votre identité : vous avez besoin que votre travail soit visible et reconnu, et une carrière à votre image compte parmi vos plus grandes sources de fierté.',
    easy: 'Vos talents servent aisément votre carrière : vous savez orienter votre vie vers un but qui vous ressemble, et la reconnaissance vient souvent quand vous restez fidèle à vous-même.',
    tense:
      'Entre l’accomplissement personnel et les attentes liées au statut ou à la famille, un tiraillement se fait sentir ; trouver une vocation qui respecte à la fois vos racines et votre nature demande du discernement.',
  },

  'moon-mercury': {
    blend:
      'Émotions et pensées se mêlent étroitement chez vous : vous réfléchissez avec le cœur, avez besoin de parler pour digérer ce que vous ressentez, et votre mémoire garde la trace des ambiances plus que des faits.',
    easy: 'Vous savez mettre des mots sur vos sentiments : votre intelligence émotionnelle, votre écoute et votre sens du récit font de vous une présence précieuse dans les conversations délicates.',
    tense:
      'La tête et le cœur ne disent pas toujours la même chose : l’humeur colore vos jugements, les inquiétudes tournent en boucle, et distinguer ce que vous pensez de ce que vous ressentez vous apaise.',
  },
  'moon-venus': {
    blend:
      'Douceur et besoin d’affection se confondent en vous : vous avez le don de créer un foyer agréable, de consoler et d’embellir, et un climat tendre vous est nécessaire pour vous sentir en sécurité.',
    easy: 'Une grâce affective naturelle vous accompagne : vous savez recevoir, faire plaisir et tisser des liens harmonieux, et la beauté, la table ou les amitiés fidèles vous réconfortent.',
    tense:
      'Ce qui vous rassure et ce qui vous attire ne se ressemblent pas toujours : vous hésitez entre confort et désir, ou cherchez en amour de quoi combler un manque ; reconnaître vos vrais besoins éclaire vos choix de cœur.',
  },
  'moon-mars': {
    blend:
      'Vos émotions ont la vivacité du feu : vous réagissez vite, protégez les vôtres avec ardeur et ressentez la colère aussi fort que la tendresse, si bien que vos humeurs sont franches, parfois orageuses, rarement tièdes.',
    easy: 'Vos sentiments se traduisent en actes : quand quelque chose vous touche, vous agissez, défendez ou réparez, et cette énergie émotionnelle vous donne du courage face aux difficultés du quotidien.',
    tense:
      'L’irritabilité affleure dès que vos besoins sont frustrés : la tension s’accumule puis éclate, souvent avec vos proches en première ligne ; un exutoire physique régulier et des mots posés à temps désamorcent bien des conflits.',
  },
  'moon-jupiter': {
    blend:
      'Un cœur large et hospitalier vous caractérise : vous avez besoin d’espace, de sens et de générosité dans vos liens, et votre optimisme réconforte ceux qui vous approchent.',
    easy: 'Une bienveillance naturelle vous habite : vous savez rassurer, accueillir et voir le bon côté des choses, et une forme de protection semble veiller sur votre vie privée.',
    tense:
      'Vos besoins affectifs ont tendance à déborder : trop d’attentes envers les autres, trop de promesses, de la gourmandise ou des excès pour combler un vide ; trouver la juste mesure rend votre générosité plus solide.',
  },
  'moon-saturn': {
    blend:
      'La retenue émotionnelle s’est peut-être installée tôt : vous avez appris à porter vos sentiments en silence et à compter sur vous-même, et cette réserve cache une fidélité profonde qui s’épanouit avec la confiance.',
    easy: 'Votre stabilité émotionnelle est précieuse : vous savez garder votre calme, tenir vos engagements affectifs et offrir aux autres un soutien fiable, sur lequel on peut vraiment s’appuyer.',
    tense:
      'Une impression d’insécurité ou de froideur, souvent héritée de l’enfance, peut vous rendre sévère envers vous-même et avare de confidences ; à mesure que vous vous accordez de la tendresse, cette exigence se mue en force tranquille.',
  },
  'moon-uranus': {
    blend:
      'Vos émotions sont vives, changeantes, parfois électriques : vous avez besoin de liberté dans vos attachements et d’un foyer qui ne vous enferme pas, et vos intuitions fulgurantes surprennent votre entourage.',
    easy: 'Vous aimez à votre manière, avec un besoin d’air que vos proches finissent par comprendre : votre sensibilité originale s’adapte vite au changement et trouve du réconfort dans l’amitié et la nouveauté.',
    tense:
      'Le besoin de sécurité et le besoin de liberté se disputent votre cœur : attachements coupés net, nervosité, humeurs imprévisibles ; accueillir cette part indépendante plutôt que la fuir vous aide à créer des liens plus souples.',
  },
  'moon-neptune': {
    blend:
      'Une sensibilité d’éponge vous caractérise : vous captez les émotions des autres, rêvez beaucoup et avez besoin de solitude pour vous retrouver, avec une compassion et une imagination qui touchent au merveilleux.',
    easy: 'Votre intuition émotionnelle est fine et bienveillante : vous devinez ce que les autres taisent, trouvez refuge dans la musique, l’eau ou la prière, et savez apaiser sans un mot.',
    tense:
      'Vos sentiments se brouillent facilement : vous pouvez vous oublier pour sauver quelqu’un, idéaliser un parent ou un foyer, ou fuir dans le rêve ; des limites affectives claires protègent votre grande sensibilité.',
  },
  'moon-pluto': {
    blend:
      'Vos émotions sont d’une intensité rare : vous aimez tout ou rien, sentez les non-dits et vivez des attachements profonds, parfois possessifs, qui vous transforment chaque fois qu’ils prennent fin.',
    easy: 'Vous avez une force émotionnelle remarquable : vous traversez les crises sans vous effondrer, savez accompagner les autres dans leurs épreuves, et vos blessures deviennent souvent des sources de sagesse.',
    tense:
      'Des émotions puissantes, jalousie, peur de l’abandon ou besoin de contrôle, remontent volontiers dans vos liens intimes, parfois héritées de l’histoire familiale ; les regarder en face est le début d’un profond apaisement.',
  },
  'moon-trueNode': {
    blend:
      'Votre chemin d’évolution passe par l’écoute de vos émotions : créer un foyer, prendre soin des autres et faire confiance à votre intuition font partie de ce que la vie vous invite à développer.',
    easy: 'Votre sensibilité sait où aller : en suivant ce qui vous nourrit intérieurement, vous avancez presque naturellement sur le chemin qui vous fait grandir, avec l’appui de vos proches.',
    tense:
      'Le besoin de sécurité peut vous retenir dans des habitudes rassurantes, des réflexes d’enfance qui servent de refuge ; grandir demande d’oser quitter ce confort sans renier votre sensibilité.',
  },
  'moon-ascendant': {
    blend:
      'Vos émotions se lisent sur votre visage : vous abordez le monde avec sensibilité, réagissez à l’ambiance d’un lieu et dégagez une douceur qui met les autres en confiance, au prix d’une certaine vulnérabilité.',
    easy: 'Votre sensibilité enrichit votre façon de vous présenter : vous savez créer une atmosphère chaleureuse, sentir ce que les autres attendent et vous adapter avec tact aux situations nouvelles.',
    tense:
      'Vos besoins intimes et l’image que vous donnez ne concordent pas toujours : vous cherchez auprès d’un partenaire ou de la famille la sécurité que vous ne montrez pas, et accorder les deux demande de l’attention.',
  },
  'moon-midheaven': {
    blend:
      'Votre vie émotionnelle est intimement liée à votre vocation : un métier ne vous comble que s’il touche aussi le cœur, souvent au service des autres, et votre sensibilité peut trouver un large écho.',
    easy: 'Votre intuition et votre sens du soin servent votre carrière : vous sentez les besoins d’un public ou d’une équipe, et concilier vie de famille et ambitions vous vient plus aisément qu’à d’autres.',
    tense:
      'Entre le foyer et la carrière, un tiraillement revient souvent : les obligations familiales pèsent sur vos ambitions, ou l’inverse ; trouver votre propre équilibre entre racines et réussite compte parmi vos grands apprentissages.',
  },

  'mercury-venus': {
    blend:
      'Vous avez le don des mots qui font plaisir : une parole élégante et diplomate, un goût pour l’écriture, la conversation et les belles idées, et l’art de dire les choses sans blesser.',
    easy: 'Votre esprit est aimable et harmonieux : vous négociez avec grâce, appréciez les échanges cultivés et trouvez les mots justes pour séduire, apaiser ou convaincre.',
    tense:
      'Le désir de plaire brouille parfois votre franchise : vous arrondissez les angles au point de taire ce que vous pensez, et une parole à la fois aimable et vraie devient votre meilleur atout.',
  },
  'mercury-mars': {
    blend:
      'Votre esprit est vif, combatif et direct : vous pensez vite, parlez franchement et aimez débattre, avec une répartie qui pique quand l’impatience prend le pas sur la diplomatie.',
    easy: 'Pensée et action se répondent chez vous : vous décidez vite, défendez vos idées avec énergie et savez transformer un plan en actes concrets sans perdre de temps.',
    tense:
      'Votre parole a du tranchant : discussions qui s’enflamment, mots qui dépassent la pensée, décisions précipitées ; une respiration avant de répliquer, et cette vivacité devient force de persuasion.',
  },
  'mercury-jupiter': {
    blend:
      'Votre intelligence voit grand : les idées larges, l’enseignement, les langues et les voyages vous attirent, et vous savez donner du sens aux faits, quitte à négliger les détails.',
    easy: 'Un esprit ouvert et curieux vous accompagne : vous apprenez facilement, communiquez avec optimisme, et votre parole inspire confiance quand vous enseignez ou conseillez.',
    tense:
      'Votre pensée a tendance à s’emballer : promesses trop rapides, jugements hâtifs, dispersion entre mille sujets ; vérifier les faits avant de conclure donne à votre vision l’appui solide qui lui manque parfois.',
  },
  'mercury-saturn': {
    blend:
      'Votre esprit est sérieux, méthodique et profond : vous réfléchissez avant de parler, aimez la précision et les idées solides, et ce que vous apprenez, vous l’apprenez à fond.',
    easy: 'Vous avez le sens de la méthode : patience intellectuelle, concentration et bon sens vous permettent de mener des études exigeantes et de structurer avec clarté les idées des autres.',
    tense:
      'Le doute freine parfois votre parole : peur de dire une bêtise, pensées pessimistes, sentiment de ne pas en savoir assez ; travaillé patiemment, ce frein donne une pensée rigoureuse et digne de confiance.',
  },
  'mercury-uranus': {
    blend:
      'Votre esprit fonctionne par éclairs : idées originales, intuitions soudaines, goût pour la technique et les sujets d’avant-garde, avec une indépendance de pensée qui dérange parfois les esprits conventionnels.',
    easy: 'Sortir des cadres vous est facile : vous apprenez vite, trouvez des solutions inventives et savez présenter une idée nouvelle de façon convaincante.',
    tense:
      'Votre pensée est rapide mais nerveuse : impatience, goût de la contradiction, difficulté à vous concentrer ; quand un projet concret les retient, vos éclairs ont l’étoffe de véritables inventions.',
  },
  'mercury-neptune': {
    blend:
      'Vous pensez en images, en musique ou en symboles : votre esprit imaginatif a le sens de la poésie, et les faits précis vous parlent parfois moins que les impressions.',
    easy: 'Intuition et intelligence travaillent ensemble : vous lisez entre les lignes, écrivez ou parlez avec sensibilité, et savez traduire les rêves et les émotions en mots qui touchent.',
    tense:
      'Malentendus, oublis et informations floues reviennent souvent, car votre imagination brouille la frontière entre ce qui est et ce que vous espérez ; noter, vérifier et relire protège votre talent poétique.',
  },
  'mercury-pluto': {
    blend:
      'Votre esprit va au fond des choses : vous percez les secrets, posez les questions qui dérangent et pensez avec une intensité qui rend vos paroles puissantes, parfois intimidantes.',
    easy: 'Vous avez l’esprit d’enquête : recherche, psychologie, stratégie, tout ce qui demande de creuser vous réussit, et vos mots ont le pouvoir de faire évoluer ceux qui vous écoutent.',
    tense:
      'Votre pensée peut devenir obsédante ou soupçonneuse : idées fixes, débats qu’il faut gagner, paroles qui blessent ; au service de la vérité plutôt que du contrôle, cette acuité devient une vraie force.',
  },
  'mercury-trueNode': {
    blend:
      'Étudier, écrire, transmettre et poser des questions : c’est par l’apprentissage et la parole que la vie vous invite à grandir.',
    easy: 'Votre curiosité soutient votre évolution : une lecture, une conversation ou une rencontre vous remettent souvent sur la voie qui vous fait progresser.',
    tense:
      'Des habitudes de pensée bien rodées, une facilité à expliquer ou à analyser peuvent devenir un abri ; vous grandissez en mettant votre intelligence au service de ce que vous ne maîtrisez pas encore.',
  },
  'mercury-ascendant': {
    blend:
      'On remarque d’abord votre vivacité d’esprit : vous abordez le monde par la curiosité et la parole, avec une certaine agitation, comme si votre corps suivait le rythme de vos pensées.',
    easy: 'Votre intelligence transparaît dans votre manière d’être : vous communiquez facilement, vous adaptez à chaque interlocuteur et donnez l’image d’une personne vive et accessible.',
    tense:
      'Ce que vous pensez et ce que vous laissez voir ne concordent pas toujours : vos idées se précisent surtout dans l’échange, face à un partenaire ou dans le débat, où vous apprenez à mieux vous exprimer.',
  },
  'mercury-midheaven': {
    blend:
      'Votre vocation passe par l’intelligence et la communication : écrire, enseigner, négocier ou transmettre une information vous met en valeur et oriente souvent votre carrière.',
    easy: 'Vos compétences intellectuelles servent naturellement votre réussite : vous savez présenter vos idées, vous faire comprendre de vos supérieurs et bâtir une réputation fondée sur votre esprit.',
    tense:
      'Vos idées se heurtent parfois aux exigences de votre métier ou de votre famille, car ce que vous pensez ne correspond pas à ce qu’on attend de vous ; exprimé avec tact, votre point de vue finit souvent par être entendu.',
  },

  'venus-mars': {
    blend:
      'Désir et tendresse se mêlent chez vous avec une belle intensité : un magnétisme sensuel, une passion pour la vie et l’amour, et une créativité qui a besoin de prendre corps.',
    easy: 'Séduction et affirmation s’équilibrent chez vous : votre charme a du tempérament, votre désir sait se montrer délicat, et cette harmonie rend vos relations vivantes.',
    tense:
      'Attirance et conflit vont souvent de pair dans votre vie amoureuse : passions orageuses, tiraillement entre le besoin d’harmonie et celui de conquête ; cette tension nourrit aussi une grande créativité et un charme électrisant.',
  },
  'venus-jupiter': {
    blend:
      'Générosité et chaleur affective vous caractérisent : vous aimez la vie, la beauté et le partage, attirez volontiers la bienveillance d’autrui, avec un goût du luxe qu’il faut parfois tempérer.',
    easy: 'Les bonnes rencontres semblent venir à vous avec facilité : votre sens de l’hospitalité, votre goût de la beauté et votre optimisme créent autour de vous un climat heureux.',
    tense:
      'Vous avez tendance à trop donner, trop dépenser ou trop attendre de l’amour, entre excès de plaisirs et idéalisation des liens ; apprendre la juste mesure rend votre générosité plus authentique.',
  },
  'venus-saturn': {
    blend:
      'L’amour est pour vous une affaire sérieuse : vous vous ouvrez lentement, préférez la fidélité à la passion fugace, et vos sentiments, une fois donnés, gagnent en profondeur avec la maturité.',
    easy: 'Vous construisez des relations solides et loyales : votre sens des responsabilités en amour, votre goût de la qualité et votre patience vous permettent de bâtir des liens qui durent.',
    tense:
      'La peur du rejet, ou le sentiment de ne pas mériter l’amour, freine parfois vos élans ; les déceptions laissent des traces, mais en apprenant à vous estimer vous-même, vous pouvez bâtir des liens remarquablement solides.',
  },
  'venus-uranus': {
    blend:
      'Vous aimez de façon libre et originale : coups de foudre, relations atypiques et goûts singuliers vous attirent, et vous avez besoin d’espace dans vos liens pour rester vous-même.',
    easy: 'Votre charme a quelque chose d’inattendu : vous savez garder vos relations vivantes, réinventer l’amitié et l’amour, et votre sens esthétique original attire des personnes hors du commun.',
    tense:
      'Attachement et soif de liberté se disputent vos sentiments : passions soudaines, ruptures brusques, attirance pour l’interdit ; assumer votre indépendance vous aide à choisir des liens qui respectent votre nature.',
  },
  'venus-neptune': {
    blend:
      'Vous aimez avec une tendresse idéaliste : romantique et compatissante, votre nature cherche l’amour absolu, avec un don pour la musique, la poésie et tout ce qui fait rêver.',
    easy: 'Une sensibilité artistique délicate vous accompagne : vous savez aimer sans condition, percevoir une beauté que d’autres ne voient pas et créer autour de vous une atmosphère douce et inspirante.',
    tense:
      'L’idéalisation amoureuse vous expose aux déceptions : vous voyez l’autre tel que vous le rêvez, ou vous vous sacrifiez pour un amour impossible ; garder les yeux ouverts sans perdre votre tendresse vous protège.',
  },
  'venus-pluto': {
    blend:
      'Vous aimez avec une intensité totale : passion, magnétisme, besoin de fusion, vos liens vous transforment en profondeur, et la peur de perdre se mue parfois en possessivité.',
    easy: 'Votre magnétisme est puissant et profond : vous savez créer des liens intenses et durables, redonner vie à une relation en crise et trouver dans l’amour une force de renouveau.',
    tense:
      'Jalousie, luttes de pouvoir ou passions dévorantes traversent parfois votre vie amoureuse, car la peur de la trahison appelle le contrôle ; cette intensité devient un trésor quand vous aimez sans chercher à posséder.',
  },
  'venus-trueNode': {
    blend:
      'L’amour, l’harmonie et la beauté vous montrent le chemin : apprendre à recevoir, à tisser des liens et à cultiver ce qui vous plaît vraiment vous fait mûrir.',
    easy: 'Vos affections et votre sens esthétique vous guident : les personnes que vous aimez et les plaisirs partagés éclairent souvent le chemin où vous avez à grandir.',
    tense:
      'Le goût du confort, le désir de plaire ou des attachements familiers peuvent vous détourner de votre route ; ce talent pour l’harmonie devient une béquille quand il sert à éviter ce qui vous fait grandir.',
  },
  'venus-ascendant': {
    blend:
      'Votre charme se voit au premier regard : grâce, douceur et sens esthétique marquent votre apparence, et vous abordez le monde avec une amabilité qui désarme.',
    easy: 'Votre beauté intérieure rayonne dans votre façon d’être : vous savez plaire sans forcer, mettre les gens à l’aise et soigner votre présentation avec goût.',
    tense:
      'L’harmonie que vous cherchez passe beaucoup par les autres : vous attendez d’un partenaire la douceur que vous avez du mal à vous accorder, et cultiver votre propre sens de la beauté rééquilibre la relation.',
  },
  'venus-midheaven': {
    blend:
      'Votre charme et votre goût comptent dans votre carrière : l’art, la beauté, la diplomatie ou les relations publiques vous mettent en valeur, et l’on vous apprécie pour votre élégance.',
    easy: 'Les relations servent votre réussite : votre aisance sociale et votre tact vous aident à trouver une vocation agréable et à obtenir le soutien de personnes influentes.',
    tense:
      'Entre vos plaisirs et vos devoirs professionnels, l’équilibre n’est pas simple : amour et ambition se disputent votre énergie, et apprendre à les concilier enrichit votre vie publique comme votre vie privée.',
  },

  'mars-jupiter': {
    blend:
      'Un enthousiasme conquérant vous anime : l’énergie des grandes ambitions, le goût de l’aventure, du sport et des causes à défendre, et une audace qui frôle parfois la témérité.',
    easy: 'Votre énergie sait viser juste : courage, optimisme et sens de l’initiative vous permettent de mener à bien des projets ambitieux, souvent avec l’appui des autres.',
    tense:
      'L’excès guette votre énergie : vous en faites trop, prenez des risques démesurés ou défendez vos convictions avec trop d’ardeur ; un seul objectif à la fois, et votre force retrouve toute son ampleur.',
  },
  'mars-saturn': {
    blend:
      'Votre énergie est tenace et disciplinée : vous savez travailler dur, endurer l’effort et bâtir pierre par pierre, mais la colère rentrée peut s’accumuler si elle ne trouve pas de voie pour s’exprimer.',
    easy: 'Votre endurance est remarquable : patience et détermination s’allient pour accomplir des tâches difficiles avec méthode, et votre persévérance vient à bout de bien des obstacles.',
    tense:
      'L’élan et le frein se heurtent souvent en vous : frustration, impression de devoir forcer, colère face aux règles ou aux autorités ; canalisée dans un effort régulier, cette énergie devient d’une solidité rare.',
  },
  'mars-uranus': {
    blend:
      'Vous agissez par impulsions soudaines, avec une énergie électrique et imprévisible : la vitesse, l’innovation et la liberté vous attirent, et la contrainte vous est difficile à supporter.',
    easy: 'Votre courage est inventif : vous agissez vite dans les situations nouvelles, prenez des initiatives originales et défendez les causes de votre temps avec audace.',
    tense:
      'Impatience, coups de tête et révolte marquent parfois votre façon d’agir, avec une tension nerveuse qui pousse aux gestes précipités ; bien dirigées, ces décharges d’énergie nourrissent une audace créatrice.',
  },
  'mars-neptune': {
    blend:
      'Vous mettez votre énergie au service d’un idéal : vous agissez par inspiration plus que par calcul, avec une grâce qui brille dans la danse, l’art ou l’engagement humanitaire, même si votre volonté se dilue parfois dans le flou.',
    easy: 'Vous agissez avec intuition et compassion : votre énergie se tourne volontiers vers les causes généreuses, l’art ou le soin, et votre action a une douceur rare.',
    tense:
      'Votre énergie fluctue et se disperse facilement : découragement, démarches floues, mal à affirmer vos désirs ou tentation de fuir le conflit ; un objectif clair et concret rend sa force à votre idéal.',
  },
  'mars-pluto': {
    blend:
      'Une puissance intense habite votre volonté : vous ne lâchez rien, allez au bout de vos désirs, et votre capacité à vous relever après les épreuves impressionne.',
    easy: 'Votre force de travail et de récupération sort de l’ordinaire : votre détermination est profonde et stratégique, et vous savez mener des transformations d’envergure sans vous épuiser.',
    tense:
      'Votre énergie tourne volontiers au rapport de force : confrontations, colère rentrée qui explose, besoin de gagner à tout prix ; le défi est d’offrir à cette puissance une cause digne d’elle plutôt qu’un adversaire.',
  },
  'mars-trueNode': {
    blend:
      'Oser agir, vous affirmer et défendre ce qui compte pour vous : votre croissance passe par le courage, et la vie vous invite à l’exercer.',
    easy: 'C’est en passant à l’action que vous grandissez : les occasions d’évoluer se présentent le plus volontiers quand vous osez bouger.',
    tense:
      'Un réflexe combatif, une façon familière de forcer le passage peut devenir une béquille ; votre chemin vous demande de mettre votre énergie au service d’objectifs nouveaux plutôt que de rejouer d’anciens combats.',
  },
  'mars-ascendant': {
    blend:
      'Vous abordez le monde avec vigueur : une présence énergique, un tempérament direct, le goût de l’action et de la compétition, et une impatience qui se voit jusque dans vos gestes.',
    easy: 'Votre énergie se voit et entraîne : vous savez prendre l’initiative, vous imposer sans agresser et donner l’élan aux projets, avec une belle vitalité physique.',
    tense:
      'Votre combativité se révèle souvent dans la confrontation, quand partenaires ou proches vous renvoient votre propre colère ; vous affirmer directement évite que les conflits semblent toujours venir de l’extérieur.',
  },
  'mars-midheaven': {
    blend:
      'Votre carrière porte la marque de l’action : vous avez besoin d’un métier où prendre des initiatives, relever des défis et mener, et votre ambition se voit.',
    easy: 'Vous vous battez pour vos objectifs professionnels avec efficacité et sans agressivité : votre énergie sert naturellement votre ambition et vous ouvre des portes.',
    tense:
      'Conflits avec l’autorité, tensions entre métier et vie privée : votre énergie se heurte parfois aux structures établies, et votre force de conquête grandit à mesure que vous choisissez mieux vos combats.',
  },

  'jupiter-saturn': {
    blend:
      'Expansion et prudence avancent ensemble chez vous : vous savez rêver grand tout en bâtissant sur du solide, et votre sens pratique donne à vos ambitions une forme durable.',
    easy: 'Optimisme et réalisme s’équilibrent en vous : vous saisissez les occasions sans perdre le sens des limites, ce qui favorise une réussite construite patiemment.',
    tense:
      'Vous oscillez entre confiance et doute, entre expansion et repli : vous lancez des projets puis vous freinez, ou l’inverse ; votre croissance gagne en solidité dès que vos élans et vos peurs apprennent à se parler.',
  },
  'jupiter-uranus': {
    blend:
      'Le goût de l’inattendu et de la liberté marque votre parcours : chances soudaines, idées progressistes, intuitions qui ouvrent des horizons nouveaux.',
    easy: 'La chance vous sourit souvent par des voies originales : vous savez saisir une occasion imprévue, penser l’avenir et trouver des solutions inventives.',
    tense:
      'Un besoin d’aventure et d’indépendance vous pousse parfois à prendre des risques soudains : changements de cap, révolte contre les dogmes ; préparé plutôt que subi, cet élan peut innover sans tout bouleverser.',
  },
  'jupiter-neptune': {
    blend:
      'Un idéalisme généreux et une foi profonde vous habitent : spiritualité, compassion, imagination, vous rêvez d’un monde meilleur, au risque de perdre parfois le sens des réalités.',
    easy: 'Votre intuition spirituelle est vaste : vous savez inspirer, consoler et donner un sens aux choses, et l’art ou la foi nourrissent votre optimisme.',
    tense:
      'L’idéalisme peut vous porter vers l’illusion : promesses trop belles, croyances excessives, générosité naïve ; garder les pieds sur terre sans renoncer à votre foi vous épargne bien des déceptions.',
  },
  'jupiter-pluto': {
    blend:
      'Une ambition profonde vous caractérise : vous savez voir grand, transformer les situations et mobiliser des ressources considérables au service d’une cause qui vous dépasse.',
    easy: 'Vous avez le don de faire fructifier les ressources : votre vision stratégique, votre influence et votre capacité de régénération favorisent des réussites d’envergure.',
    tense:
      'La soif de pouvoir ou les convictions extrêmes peuvent vous entraîner dans des rapports de force, à vouloir trop et trop vite ; l’éthique et la mesure font de cette ambition une force bienfaisante.',
  },
  'jupiter-trueNode': {
    blend:
      'La foi, l’ouverture et la générosité tracent votre route : apprendre, voyager et transmettre ce en quoi vous croyez font partie de ce que l’existence attend de vous.',
    easy: 'Une forme de protection accompagne votre évolution : maîtres, voyages et occasions se présentent volontiers quand vous suivez la voie qui vous fait grandir.',
    tense:
      'Des convictions bien ancrées ou un optimisme de principe peuvent devenir un oreiller confortable ; votre chemin vous demande d’élargir votre vision vers ce que vous ne connaissez pas encore.',
  },
  'jupiter-ascendant': {
    blend:
      'Vous rayonnez d’optimisme et de bienveillance : votre présence chaleureuse, votre humour et votre générosité inspirent confiance, et l’on vient volontiers chercher vos conseils.',
    easy: 'Votre confiance naturelle vous ouvre des portes : les autres perçoivent votre générosité et votre humour, et les occasions viennent à votre rencontre.',
    tense:
      'Les autres semblent vous apporter la chance, ou vous attendez d’eux qu’ils comblent vos espoirs ; trouver en vous la générosité que vous cherchez ailleurs rééquilibre vos relations.',
  },
  'jupiter-midheaven': {
    blend:
      'Votre carrière a une dimension d’expansion : l’enseignement, le droit, l’international ou le conseil vous attirent, et vous avez souvent le talent d’atteindre une position reconnue.',
    easy: 'Les occasions professionnelles se présentent volontiers à vous : votre optimisme, votre sens des responsabilités et vos appuis favorisent une belle ascension.',
    tense:
      'Vos ambitions dépassent parfois vos moyens, ou votre vie privée et vos projets professionnels se disputent vos ressources ; viser juste plutôt que grand donne à votre carrière une croissance réelle.',
  },

  'saturn-uranus': {
    blend:
      'Tradition et innovation se mêlent dans votre caractère : vous savez réformer sans détruire, donner une structure aux idées nouvelles et rester libre à l’intérieur d’un cadre.',
    easy: 'Vous avez le talent de construire l’avenir avec méthode : les idées novatrices trouvent chez vous une forme concrète, et votre sens des responsabilités sert le changement.',
    tense:
      'La peur du changement et le besoin de liberté se heurtent en vous, entre révolte et prudence excessive ; tout l’enjeu est de trouver le juste rythme du changement, pour transformer sans casser.',
  },
  'saturn-neptune': {
    blend:
      'Vous avez le don de donner forme aux rêves : votre idéalisme s’accompagne d’un sens du concret, et votre imaginaire, une fois discipliné, peut produire des œuvres durables.',
    easy: 'L’idéal et le réel s’accordent chez vous : vous incarnez vos valeurs spirituelles dans des actions concrètes et construisez patiemment ce que d’autres se contentent de rêver.',
    tense:
      'Le doute mine parfois vos rêves, ou le rêve fragilise vos structures : désillusion, peur de l’inconnu, sentiment d’impuissance ; vos idéaux prennent de la solidité à mesure que vous les concrétisez pas à pas.',
  },
  'saturn-pluto': {
    blend:
      'Votre endurance et votre détermination sortent du commun : face aux épreuves, vous savez tenir, reconstruire et transformer en profondeur, avec un sérieux qui impose le respect.',
    easy: 'Vous savez transformer les structures avec patience : votre discipline et votre lucidité vous permettent de reconstruire après les crises et de conduire des changements profonds.',
    tense:
      'Les pressions extérieures et les peurs intérieures pèsent parfois lourd, avec le sentiment de porter un poids trop grand ; de ces épreuves naît souvent une force morale impressionnante.',
  },
  'saturn-trueNode': {
    blend:
      'La responsabilité et la maîtrise balisent votre croissance : apprendre la discipline, accepter les limites et bâtir avec patience, voilà ce que la vie vous demande.',
    easy: 'Votre sens du devoir vous fait grandir : chaque effort patient vous rapproche du chemin qui est le vôtre, et des aînés ou des mentors vous aident volontiers à avancer.',
    tense:
      'Le besoin de contrôle ou la peur de l’échec peuvent vous retenir dans des structures connues et rassurantes ; le pas suivant consiste à sortir du cadre sans renier votre sérieux.',
  },
  'saturn-ascendant': {
    blend:
      'Vous donnez une impression de sérieux et de réserve : votre maturité se voit dès l’abord, et votre prudence face à la vie inspire le respect, avant de s’adoucir avec l’expérience.',
    easy: 'Votre sérieux inspire confiance : on voit en vous une personne fiable et responsable, capable de tenir ses engagements et de structurer ce qu’elle entreprend.',
    tense:
      'Les relations ou les responsabilités pèsent souvent sur votre façon d’être au monde : partenaires exigeants, sentiment de devoir tout porter ; apprendre à poser vos limites avec les autres vous libère.',
  },
  'saturn-midheaven': {
    blend:
      'Patience et construction marquent votre chemin professionnel : vous avez l’ambition de bâtir une carrière solide, qui mûrit lentement, et une autorité naturelle que l’on reconnaît.',
    easy: 'Votre sens des responsabilités sert naturellement votre carrière : vous progressez avec méthode, gagnez la confiance de vos supérieurs et bâtissez une réputation durable.',
    tense:
      'Carrière et responsabilités familiales pèsent parfois lourd : obstacles liés à l’autorité, sentiment de devoir prouver votre valeur ; votre persévérance, à la longue, fait de ces résistances un socle solide.',
  },

  'uranus-neptune': {
    blend:
      'Vous appartenez à une génération qui rêve de changer le monde par l’imagination et la technologie : vos intuitions sont originales, et votre spiritualité s’écarte volontiers des chemins battus.',
    easy: 'Comme toute une génération, vous portez une ouverture aux idées nouvelles et aux valeurs spirituelles, qui vous aide à imaginer l’avenir avec sensibilité.',
    tense:
      'Votre génération vit une tension entre idéaux et ruptures, rêves collectifs et désillusions ; en vous, elle se traduit par une sensibilité aux bouleversements qui demande un ancrage concret.',
  },
  'uranus-pluto': {
    blend:
      'Vous faites partie d’une génération de transformations radicales : un besoin profond de renouveler les structures, de libérer ce qui était enfoui, et du courage face aux bouleversements.',
    easy: 'Votre génération porte une capacité d’innover en profondeur : vous savez accueillir les grands changements et les mettre au service d’une transformation constructive.',
    tense:
      'Vous portez, avec votre génération, une tension entre révolte et métamorphose : les ruptures profondes et les crises collectives vous touchent personnellement, et vous apprenez à en faire des moteurs.',
  },
  'uranus-trueNode': {
    blend:
      'Votre évolution réclame de l’audace : oser la différence, innover et vous affranchir des attentes d’autrui vous met sur la voie qui est la vôtre.',
    easy: 'Les changements soudains servent votre évolution : une rencontre inattendue ou une rupture salutaire vous remet souvent sur la voie qui vous convient.',
    tense:
      'Un goût familier pour la rupture ou la marginalité peut devenir une facilité ; l’enjeu est de mettre votre originalité au service de ce que vous construisez plutôt que de vous en servir pour fuir.',
  },
  'uranus-ascendant': {
    blend:
      'Vous abordez le monde de façon originale et imprévisible : votre allure singulière, votre besoin de liberté et votre nervosité frappent d’emblée, et les conventions vous pèsent.',
    easy: 'Votre originalité est bien accueillie : on vous perçoit comme une personne inventive et indépendante, et vous savez surprendre sans choquer.',
    tense:
      'Vos relations sont souvent marquées par l’imprévu : partenaires atypiques, ruptures soudaines, besoin de liberté qui se heurte à l’engagement ; vos relations s’apaisent quand vous cessez de vous excuser d’être libre.',
  },
  'uranus-midheaven': {
    blend:
      'Professionnellement, les sentiers battus ne sont pas pour vous : vous avez besoin d’un métier libre et innovant, parfois indépendant, et votre carrière peut connaître des tournants inattendus.',
    easy: 'Votre originalité sert votre carrière : la technologie, l’innovation ou les métiers nouveaux vous conviennent, et vous savez saisir les occasions imprévues.',
    tense:
      'Les changements de cap, dans le métier comme dans la famille, peuvent être brusques : révolte contre l’autorité, structures instables ; votre parcours se stabilise le jour où votre besoin de liberté devient un choix conscient.',
  },

  'neptune-pluto': {
    blend:
      'Vous appartenez à une génération marquée par une profonde mutation spirituelle : une sensibilité aux forces invisibles et au renouveau des croyances traverse votre vie intérieure.',
    easy: 'Avec toute votre génération, vous portez une aptitude discrète à transformer les rêves collectifs : votre imaginaire a de la profondeur, et votre spiritualité sait se renouveler.',
    tense:
      'Votre génération porte une tension entre idéaux et forces de transformation ; en vous, elle peut se traduire par une inquiétude spirituelle en quête d’un sens profond.',
  },
  'neptune-trueNode': {
    blend:
      'La compassion, l’intuition et la spiritualité vous indiquent la voie : apprendre à faire confiance à l’invisible et à vous ouvrir aux autres fait partie de votre évolution.',
    easy: 'L’art, la méditation ou le service des autres vous servent de boussole : votre sensibilité vous indique souvent, sans bruit, le pas suivant.',
    tense:
      'La tentation de fuir dans le rêve ou dans le sacrifice peut devenir un refuge familier ; c’est en traduisant votre sensibilité en actes clairs et concrets que vous avancez.',
  },
  'neptune-ascendant': {
    blend:
      'Vous dégagez une aura de mystère et de douceur : les autres projettent sur vous leurs rêves, et vous absorbez les ambiances, au point de vous perdre parfois dans l’atmosphère d’un lieu ou d’une relation.',
    easy: 'Votre présence est douce et inspirante : vous vous adaptez avec délicatesse, percevez les non-dits et apportez une touche de poésie dans vos rencontres.',
    tense:
      'La confusion guette dans les relations : vous idéalisez un partenaire, ou vous vous sacrifiez pour lui ; garder un regard lucide sur les autres vous protège sans étouffer votre compassion.',
  },
  'neptune-midheaven': {
    blend:
      'Votre vocation est liée au rêve, à l’art ou au soin : vous cherchez un métier qui ait du sens, et votre image publique a quelque chose d’insaisissable ou d’inspirant.',
    easy: 'Votre imagination et votre compassion servent votre carrière : l’art, le soin, la spiritualité ou les métiers de l’image vous conviennent, et votre intuition vous guide.',
    tense:
      'Votre direction professionnelle peut rester floue : incertitudes, désillusions ou idéal difficile à concrétiser ; poser des étapes concrètes donne corps à votre vocation.',
  },

  'pluto-trueNode': {
    blend:
      'Accepter les crises, lâcher ce qui doit finir et explorer vos profondeurs : la transformation est au cœur de ce que la vie vous demande d’apprendre.',
    easy: 'Votre capacité de régénération soutient votre évolution : les épreuves, traversées avec courage, vous rapprochent souvent de votre véritable direction.',
    tense:
      'Un besoin familier de contrôle ou d’intensité vous rassure plus qu’il ne vous sert ; le renouveau commence quand vous acceptez de lâcher ce qui doit finir.',
  },
  'pluto-ascendant': {
    blend:
      'Vous dégagez une présence intense et magnétique : votre regard perçant, votre réserve et votre force intérieure impressionnent, et chaque étape de votre vie vous transforme en profondeur.',
    easy: 'Votre magnétisme est puissant : vous savez influencer, vous régénérer et inspirer confiance par votre profondeur.',
    tense:
      'Les relations sont souvent le lieu de luttes de pouvoir : partenaires intenses, jalousie, besoin de contrôle ; ces confrontations vous transforment et vous apprennent à partager le pouvoir.',
  },
  'pluto-midheaven': {
    blend:
      'Le pouvoir et la transformation sont au cœur de votre vocation : vous avez besoin d’un métier qui ait de l’impact, et votre carrière peut connaître de véritables renaissances.',
    easy: 'Votre influence sert votre réussite : vous savez mener des transformations, gérer les crises et exercer une autorité profonde dans votre domaine.',
    tense:
      'Les rapports de force avec l’autorité ou la famille marquent parfois votre parcours : crises professionnelles, enjeux de contrôle ; ces épreuves vous apprennent à exercer le pouvoir avec justesse.',
  },

  'trueNode-ascendant': {
    blend:
      'Prendre des initiatives, vous montrer sans masque, agir pour vous-même plutôt qu’à travers les autres : c’est dans cette direction que votre évolution vous attend.',
    easy: 'Aller vers les autres vous fait grandir : votre façon d’entrer en contact et d’oser les premiers pas sert naturellement la voie qu’indique votre Nœud Nord.',
    tense:
      'Une autonomie familière ou une image de vous bien rodée vous tient lieu d’abri ; votre croissance passe par la coopération et par des engagements qui vous obligent à sortir de vous-même.',
  },
  'trueNode-midheaven': {
    blend:
      'Votre vocation et votre voie d’évolution se confondent : construire une carrière, prendre votre place dans le monde et assumer une responsabilité publique font partie de ce que la vie vous demande.',
    easy: 'Métier et croissance intérieure vont de pair chez vous : chaque choix professionnel assumé tend à vous rapprocher de ce que la vie attend de vous.',
    tense:
      'La réussite sociale ou les attentes familiales peuvent devenir des repères trop familiers ; votre croissance demande de trouver un équilibre nouveau entre vie intérieure et vie publique.',
  },

  'ascendant-midheaven': {
    blend:
      'Votre image et votre vocation se confondent : on vous identifie volontiers à votre métier, et votre façon d’être au monde porte directement vos ambitions.',
    easy: 'Votre manière d’aborder le monde sert votre carrière : vous savez présenter vos projets, et votre personnalité vous aide à trouver votre place.',
    tense:
      'Ce que vous montrez de vous et la direction que vous voulez prendre ne s’accordent pas toujours : vos ambitions demandent un ajustement, et c’est en les reliant à votre personnalité que vous trouvez votre voie.',
  },
};
