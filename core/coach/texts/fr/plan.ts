/** The words of a planned answer (CoachPlanTexts, core/coach/plan.ts). */
import { GRAMMAR_FR as g } from '../../../i18n/grammar/fr';
import type { LifeTopic } from '../../asking/types';
import { COACH_POINTS, type CoachPlanTexts, type CoachPoint } from '../../texts';
import { femininePoint, pointName, pronoun } from './words';

/**
 * A part of life as the reasons name it, where « les maisons qui régissent … » needs a noun that a house
 * can govern: « votre identité » for the self, « vos changements de domicile » for a move, « votre santé »
 * alone (« de votre santé et votre énergie » would drop the second « de »).
 */
const about = (area: string, topic: LifeTopic | null) =>
  topic === 'self'
    ? 'votre identité'
    : topic === 'move'
      ? 'vos changements de domicile'
      : topic === 'health'
        ? 'votre santé'
        : area;
/** The stressed pronoun of a point: « c’est vers lui », « c’est vers elle ». */
const stressed = (p: CoachPoint) => (femininePoint(p) ? 'elle' : 'lui');
/** « qu’il », « qu’elle »: « c’est qu’il gouverne ». */
const que = (p: CoachPoint) => (femininePoint(p) ? 'qu’elle' : 'qu’il');
/** « maître », « maîtresse » of a house. */
const master = (p: CoachPoint) => (femininePoint(p) ? 'maîtresse' : 'maître');
/**
 * The order of the points, so that two corrections in one answer (the Sun's sign and the Moon's)
 * do not open with the same words: neighbours in this list take the other opening.
 */
const turn = (p: CoachPoint) => COACH_POINTS.indexOf(p) % 2;

/**
 * Every part of life starts with « votre » or « vos », so that any preposition takes it as it is
 * (« pour votre travail », « de vos finances », « à votre foyer »: never « de le », « à les »).
 * `when` is always an adverbial: « ce mois-ci », « en mars », « le 14 février », « demain ».
 */
export const PLAN: CoachPlanTexts = {
  // The true placement is the only one said next to the point (« votre Lune se trouve en
  // Verseau »); the reader's sign or house comes after « et non » or « pas », with no point
  // beside it, so that the verifier reads no claim in it. A question may hold two wrong premises,
  // in either order: every opening reads as well alone as second (no « d’abord », no « au
  // passage »), and the four open on four different words (« précision », « rectification »,
  // « corriger », « À noter ») and close on four different verbs (« je l’interprète », « s’appuie
  // ma lecture », « je prends en compte », « je vous réponds »), whichever two meet.
  correction: {
    sign: ({ point, said, is }) =>
      turn(point) === 0
        ? `Une précision s’impose : votre ${pointName(point)} se trouve ${g.sign(is, 'in')}, et non ${g.sign(said, 'in')} ; c’est donc ${g.sign(is, 'in')} que je l’interprète dans cette réponse.`
        : `Avant de répondre, une petite rectification : votre ${pointName(point)} est ${g.sign(is, 'in')}, pas ${g.sign(said, 'in')}, et c’est sur cette position que s’appuie ma lecture.`,
    house: ({ point, said, is }) =>
      turn(point) === 0
        ? `Un détail à corriger : votre ${pointName(point)} est en maison ${is}, et non en maison ${said} ; c’est la maison ${is} que je prends en compte ici.`
        : `À noter : votre ${pointName(point)} occupe votre maison ${is}, et non la maison ${said} ; c’est à partir de cette maison que je vous réponds.`,
  },
  area: {
    love: 'votre vie amoureuse',
    money: 'vos finances',
    work: 'votre travail',
    home: 'votre logement',
    health: 'votre santé et votre énergie',
    family: 'votre famille',
    study: 'vos études',
    move: 'votre déménagement',
    creativity: 'votre créativité',
    spirituality: 'votre vie intérieure',
    self: 'votre rapport à vous-même',
  },
  areas: (a, b) => g.list([a, b]),
  period: {
    now: 'en ce moment',
    lately: 'ces derniers temps',
    week: 'cette semaine',
    nextWeek: 'la semaine prochaine',
    month: 'ce mois-ci',
    nextMonth: 'le mois prochain',
    year: 'au cours de l’année qui vient',
    nextYear: 'l’année prochaine',
    tomorrow: 'demain',
    dayAfterTomorrow: 'après-demain',
    when: 'au cours des mois qui viennent',
  },
  inMonth: (month) => `en ${g.monthName(month)}`,
  /** « le 14 février », « le 1er mars »: the date comes as the grammar writes it. */
  onDate: (date) => `le ${date}`,
  opener: {
    natal: [
      ({ area }) =>
        area
          ? `Votre question porte sur ${area} : voyons d’abord ce qu’en dit votre thème de naissance.`
          : 'Voyons d’abord ce que dit votre thème de naissance.',
      ({ area }) =>
        area
          ? `À propos de ${area}, je pars du ciel de votre naissance : c’est lui qui parle en premier.`
          : 'Je pars du ciel de votre naissance : c’est lui qui parle en premier.',
      ({ area }) =>
        area
          ? `En ce qui concerne ${area}, une position de votre thème en dit plus long que toutes les autres.`
          : 'Une position de votre thème en dit plus long que toutes les autres.',
      ({ area }) =>
        area
          ? `Pour comprendre ${area}, il faut partir de ce que vous portez depuis votre naissance.`
          : 'Avant toute chose, partons de ce que vous portez depuis votre naissance.',
      ({ area }) =>
        area
          ? `Pour ${area}, votre thème natal a sa propre réponse, et elle est assez nette.`
          : 'Votre thème natal a sa propre réponse, et elle est assez nette.',
    ],
    timed: [
      ({ area, when }) =>
        area
          ? `Pour ${area} ${when}, un élément de votre ciel compte plus que tous les autres.`
          : `${g.capitalize(when)}, un élément de votre ciel compte plus que tous les autres.`,
      ({ area, when }) =>
        area
          ? `Vous m’interrogez sur ${area} ${when} : voici ce que le ciel met en jeu dans votre thème.`
          : `Voici ce que le ciel met en jeu dans votre thème ${when}.`,
      ({ area, when }) =>
        area
          ? `Si l’on regarde ${area} ${when}, c’est un contact précis entre le ciel et votre thème qui ressort.`
          : `Si l’on regarde votre ciel ${when}, c’est un contact précis avec votre thème qui ressort.`,
      ({ area, when }) =>
        area
          ? `J’ai mis votre thème en regard du ciel tel qu’il se présente ${when}, avec ${area} pour fil conducteur.`
          : `J’ai mis votre thème en regard du ciel tel qu’il se présente ${when}.`,
      ({ area, when }) =>
        area
          ? `${g.capitalize(when)}, le ciel a quelque chose de précis à vous dire sur ${area}.`
          : `${g.capitalize(when)}, le ciel a quelque chose de précis à vous dire.`,
    ],
    when: [
      ({ area }) =>
        area
          ? `Pour ${area}, tout est question de moment : voici le prochain créneau favorable que dessine votre ciel.`
          : 'Tout est question de moment : voici le prochain créneau favorable que dessine votre ciel.',
      ({ area }) =>
        area
          ? `Le bon moment pour ${area} se lit aux dates où les planètes en mouvement rencontrent votre thème ; la prochaine mérite d’être notée.`
          : 'Le bon moment se lit aux dates où les planètes en mouvement rencontrent votre thème ; la prochaine mérite d’être notée.',
      ({ area }) =>
        area
          ? `Concernant ${area}, la question n’est pas de savoir si, mais quand. Voici la première date qui joue en votre faveur.`
          : 'Voici la première date de votre ciel qui joue en votre faveur.',
      ({ area }) =>
        area
          ? `J’ai parcouru les mois qui viennent à la recherche du meilleur moment pour ${area}.`
          : 'J’ai parcouru les mois qui viennent à la recherche du meilleur moment.',
      ({ area }) =>
        area
          ? `Dans le calendrier de votre ciel, une date se détache pour ${area} : c’est elle qu’il vaut la peine d’entourer.`
          : 'Dans le calendrier de votre ciel, une date se détache : c’est elle qu’il vaut la peine d’entourer.',
    ],
  },
  // Tense-neutral, so that a reading fits « ces derniers temps » as well as « le mois prochain ».
  // Three angles per tone, each opening on the part of life in its own words.
  areaReading: {
    love: {
      easy: [
        'En amour, un contact de ce genre rend la tendresse plus facile à montrer comme à recevoir.',
        'Côté cœur, la période est douce et ouverte : dire ce que vous ressentez vous coûte moins que d’habitude.',
        'Entre vous et ceux que vous aimez, les petites attentions pèsent plus lourd qu’à l’ordinaire : un message, un moment partagé suffisent à rapprocher.',
      ],
      hard: [
        'En amour, c’est une friction qui demande de la franchise plutôt qu’une solution rapide.',
        'Côté cœur, c’est la patience qui est mise à l’épreuve, bien plus que le lien lui-même.',
        'Dans votre vie amoureuse, ce qui n’a pas été dit a tendance à remonter : mieux vaut l’aborder calmement que le laisser s’envenimer.',
      ],
      meeting: [
        'En amour, cela marque un commencement : un sentiment, une personne ou une nouvelle façon d’aller vers l’autre.',
        'Côté cœur, quelque chose commence, même discrètement : un regard qui change, une envie qui se précise.',
        'Dans votre vie amoureuse, c’est un seuil, le genre de moment dont on se souvient plus tard comme d’un point de départ.',
      ],
    },
    money: {
      easy: [
        'Côté argent, les portes s’ouvrent un peu plus grand : un bon moment pour demander, négocier ou planifier.',
        'Pour vos finances, une demande bien préparée a de bonnes chances d’aboutir.',
        'Sur le plan matériel, les efforts fournis ont tendance à rapporter, et les comptes respirent un peu.',
      ],
      hard: [
        'Côté argent, mieux vaut regarder les chiffres de près avant de promettre quoi que ce soit.',
        'Pour vos finances, repoussez les engagements importants tant que les montants ne sont pas clairs.',
        'Sur le plan matériel, la prudence vous sert mieux que la vitesse : une réserve mise de côté vaut plus qu’un pari.',
      ],
      meeting: [
        'Côté argent, un nouveau chapitre s’ouvre dans ce que vous gagnez, dépensez ou estimez précieux.',
        'Pour vos finances, une nouvelle source de revenus ou une nouvelle habitude peut voir le jour.',
        'Sur le plan matériel, c’est l’occasion de remettre les compteurs à zéro et de revoir ce à quoi vous tenez vraiment.',
      ],
    },
    work: {
      easy: [
        'Dans votre travail, vos efforts trouvent un écho favorable : proposez, demandez, faites-vous connaître.',
        'Au travail, on vous écoute plus volontiers que d’habitude : défendez votre dossier.',
        'Sur le plan professionnel, une porte s’entrouvre : servez-vous-en pour la conversation que vous repoussez depuis un moment.',
      ],
      hard: [
        'Dans votre travail, la pression récompense la préparation plus que la vitesse.',
        'Au travail, attendez-vous à des résistances : les faits et la patience vous mèneront plus loin que le passage en force.',
        'Sur le plan professionnel, les structures sont mises à l’épreuve, les vôtres comme celles des autres ; on y voit ce qui tient vraiment.',
      ],
      meeting: [
        'Dans votre travail, quelque chose commence : une mission, un rôle, ou une nouvelle manière de faire ce que vous faites déjà.',
        'Au travail, une nouvelle responsabilité ou une nouvelle direction peut se dessiner.',
        'Sur le plan professionnel, c’est une ligne de départ bien plus qu’une ligne d’arrivée.',
      ],
    },
    home: {
      easy: [
        'Chez vous, les choses trouvent plus facilement leur place, et les arrangements tiennent mieux.',
        'Pour votre logement, la période se prête aux petits travaux, au rangement ou à l’accueil de vos proches.',
        'Sous votre toit, l’harmonie demande moins d’efforts que d’habitude.',
      ],
      hard: [
        'Chez vous, de vieilles tensions ou des réparations demandent votre attention avant de prendre de l’ampleur.',
        'Pour votre logement, quelque chose demande à être réparé, au sens propre ou entre les personnes qui y vivent.',
        'Sous votre toit, les frictions montrent surtout ce qui doit changer dans la vie commune.',
      ],
      meeting: [
        'Chez vous, un changement s’amorce : dans le lieu lui-même ou parmi ceux qui le partagent.',
        'Pour votre logement, une nouvelle organisation est en train de prendre forme.',
        'Sous votre toit, un nouveau départ devient possible, qu’il s’agisse d’un aménagement ou d’une autre façon de vivre ensemble.',
      ],
    },
    health: {
      easy: [
        'Pour votre corps et votre énergie, ce contact soutient les habitudes régulières plus que les coups de collier.',
        'Physiquement, vous récupérez bien : c’est une base solide sur laquelle construire.',
        'Votre énergie se gère plus facilement ; profitez-en pour installer un rythme qui vous ressemble.',
      ],
      hard: [
        'Pour votre corps et votre énergie, la fatigue se fait sentir plus vite que d’habitude : ménagez-vous.',
        'Physiquement, reposez-vous avant d’être à bout, pas après.',
        'Votre énergie peut fluctuer ; quelques limites simples, une pause à midi, moins d’écrans le soir, suffisent à la préserver.',
      ],
      meeting: [
        'Pour votre corps et votre énergie, c’est un bon point de départ pour une nouvelle routine.',
        'Physiquement, une habitude prise à cette période a de bonnes chances de durer.',
        'Votre énergie est prête à repartir sur de nouvelles bases : sommeil, alimentation ou mouvement, choisissez un seul point et tenez-le.',
      ],
    },
    family: {
      easy: [
        'En famille, les conversations qui s’étaient enlisées peuvent reprendre.',
        'Avec vos proches, la bienveillance vient plus naturellement : le climat se prête à renouer.',
        'Les liens familiaux paraissent plus légers : un repas, un appel, et bien des choses se dénouent.',
      ],
      hard: [
        'En famille, les attentes peuvent se heurter ; la patience fera plus que les arguments.',
        'Avec vos proches, les vieux rôles peuvent devenir pesants ; dites calmement ce dont vous avez besoin.',
        'Les liens familiaux sont mis à l’épreuve, ce qui est aussi l’occasion de les remettre à plat.',
      ],
      meeting: [
        'En famille, un nouveau rôle ou un nouveau lien commence à prendre forme.',
        'Avec vos proches, quelque chose change dans la répartition des rôles.',
        'Les liens familiaux prennent une autre forme : une arrivée, un départ, ou simplement une autre façon d’être ensemble.',
      ],
    },
    study: {
      easy: [
        'Pour vos études, la concentration vient plus facilement et ce que vous apprenez a tendance à rester.',
        'Pour apprendre, la période est réceptive : lisez, posez des questions, prenez des notes.',
        'Votre esprit assimile bien les matières nouvelles ; attaquez-vous à ce qui vous paraissait difficile.',
      ],
      hard: [
        'Pour vos études, le travail avance plus péniblement : la méthode vaut mieux que le bachotage.',
        'Pour apprendre, attendez-vous à peiner un peu avant que tout s’éclaire.',
        'Votre esprit a besoin de structure plus que d’heures : un plan de révision clair vaut mieux que des nuits blanches.',
      ],
      meeting: [
        'Pour vos études, c’est un moment naturel pour commencer une formation ou une nouvelle matière.',
        'Pour apprendre, un nouveau domaine, ou quelqu’un pour vous l’enseigner, peut se présenter.',
        'Votre esprit est prêt à s’attaquer à quelque chose de neuf : une inscription, un sujet de recherche, une langue.',
      ],
    },
    move: {
      easy: [
        'Pour un déménagement, les projets ont tendance à se dérouler sans accroc.',
        'Si vous envisagez de déménager, le côté pratique se met en place plus facilement : visites, dossiers, cartons.',
        'Un changement de lieu reçoit ici un coup de pouce : les démarches avancent et les occasions se présentent plus volontiers.',
      ],
      hard: [
        'Pour un déménagement, attendez-vous à des retards et gardez de la marge dans le calendrier.',
        'Si vous envisagez de déménager, vérifiez deux fois les détails : bail, dates, état des lieux.',
        'Un changement de lieu se heurte à des obstacles qu’il vaut mieux résoudre que forcer.',
      ],
      meeting: [
        'Pour un déménagement, l’idée d’un nouveau lieu prend une forme plus concrète.',
        'Si vous envisagez de déménager, la décision commence à mûrir.',
        'Un changement de lieu devient une possibilité réelle plutôt qu’une simple envie.',
      ],
    },
    creativity: {
      easy: [
        'Côté création, les idées circulent et les partager vient tout naturellement.',
        'En matière de création, la période est généreuse : faites, montrez, jouez.',
        'Ce que vous créez vient avec moins d’effort ; n’attendez pas que ce soit parfait pour le montrer.',
      ],
      hard: [
        'Côté création, la résistance fait partie du travail : continuez.',
        'En matière de création, le blocage que vous ressentez signale souvent qu’il faut changer de manière de faire.',
        'Ce que vous créez demande plus de discipline que d’inspiration : une heure régulière vaut mieux qu’une nuit de grâce.',
      ],
      meeting: [
        'Côté création, un nouveau projet ne demande qu’à naître.',
        'En matière de création, une graine est semée : elle n’a besoin que de temps.',
        'Une idée nouvelle peut prendre racine, à condition de lui faire de la place dans vos journées.',
      ],
    },
    spirituality: {
      easy: [
        'Pour votre vie intérieure, les moments de calme vous apportent davantage que d’habitude.',
        'Sur le plan spirituel, la période est claire et apaisée.',
        'La réflexion vient sans forcer ; un carnet, une marche ou quelques minutes de silence suffisent à la recueillir.',
      ],
      hard: [
        'Pour votre vie intérieure, des doutes remontent à la surface, et c’est pour mieux les regarder en face.',
        'Sur le plan spirituel, d’anciennes certitudes peuvent vaciller, et ce n’est pas une mauvaise chose.',
        'La réflexion demande plus d’efforts, mais elle gagne en honnêteté.',
      ],
      meeting: [
        'Pour votre vie intérieure, une nouvelle pratique ou une nouvelle question s’installe.',
        'Sur le plan spirituel, une étape nouvelle commence, même si elle ne se voit pas encore.',
        'Quelque chose change dans la manière dont vous donnez du sens à ce que vous vivez.',
      ],
    },
    self: {
      easy: [
        'Pour vous, c’est comme une bouffée d’air : de la place pour être davantage vous-même.',
        'Sur le plan personnel, il devient plus simple de vous montrer sans masque.',
        'Vous avez toutes les chances de vous sentir davantage en accord avec vous-même.',
      ],
      hard: [
        'Pour vous, cela peut ressembler à de l’agitation : une énergie qui cherche une direction.',
        'Sur le plan personnel, la tension que vous ressentez vous pousse à grandir.',
        'Vous pouvez vous sentir en décalage avec vous-même : donnez une direction à ce malaise plutôt que de le combattre.',
      ],
      meeting: [
        'Pour vous, c’est un nouveau départ dans la manière dont vous vous voyez.',
        'Sur le plan personnel, une page se tourne et une autre s’ouvre.',
        'Quelque chose en vous est prêt à recommencer autrement.',
      ],
    },
  },
  // No sign and no house number: « l’une des maisons », never « votre maison 7 ». The placement that
  // follows usually opens on the point (« Votre Vénus se trouve… », « Dans votre thème, Vénus… »), so
  // these open otherwise. They say nothing of a contact: a natal answer has none.
  why: {
    ruler: [
      ({ point, area, topic }) =>
        `Ce qui touche ${pointName(point, 'the')} atteint aussi ${about(area, topic)} : chez vous, ${pronoun(point)} est ${master(point)} d’une des maisons de ce domaine.`,
      ({ point, area, topic }) =>
        `Si ${pointName(point, 'the')} compte ici, c’est ${que(point)} gouverne chez vous une maison liée à ${about(area, topic)}.`,
      ({ point, area, topic }) =>
        `Le lien avec ${about(area, topic)} passe par ${pointName(point, 'the')}, ${master(point)} chez vous de l’une des maisons qui s’y rapportent.`,
    ],
    placed: [
      ({ point, area, topic }) =>
        `C’est dans l’une des maisons qui régissent ${about(area, topic)} que se trouve votre ${pointName(point)} : voilà pourquoi cela se joue sur ce terrain.`,
      ({ point, area, topic }) =>
        `Cela concerne ${about(area, topic)} parce que votre ${pointName(point)} occupe l’une des maisons qui s’y rapportent.`,
      ({ point, area, topic }) =>
        `Par sa position, votre ${pointName(point)} est ${femininePoint(point) ? 'liée' : 'lié'} de près à ${about(area, topic)} : ${pronoun(point)} est ${femininePoint(point) ? 'logée' : 'logé'} dans l’une des maisons qui en parlent.`,
    ],
    significator: [
      ({ point, area, topic }) =>
        `Les astrologues lisent ${about(area, topic)} à travers ${pointName(point, 'the')} : c’est vers ${stressed(point)} qu’il faut regarder en premier.`,
      ({ point, area, topic }) =>
        `Pour parler de ${about(area, topic)}, l’astrologie regarde d’abord ${pointName(point, 'the')}, dans votre thème comme dans tous les autres.`,
      ({ point, area, topic }) =>
        `Quel que soit le thème, ${pointName(point, 'the')} fait partie des points qui parlent de ${about(area, topic)}, et le vôtre ne fait pas exception.`,
    ],
  },
  unknownTime: [
    ({ area, topic }) =>
      `Sans votre heure de naissance, je ne peux pas situer les maisons qui gouvernent ${about(area, topic)} ; je m’appuie donc sur les planètes, qui se lisent quelle que soit l’heure.`,
    ({ area, topic }) =>
      `Votre heure de naissance montrerait quelles maisons régissent ${about(area, topic)} ; en attendant, ce sont les planètes et leurs contacts que je peux lire.`,
    ({ area, topic }) =>
      `Tant que l’heure de naissance manque, les maisons qui concernent ${about(area, topic)} restent hors de portée ; les planètes, elles, se lisent sans elle.`,
  ],
  // Whole sentences: the statements that follow start with a capital, which a French colon would not allow.
  because: [
    'Voici pourquoi cela résonne ainsi chez vous.',
    'Ce qui rend cela si personnel se trouve dans votre propre thème.',
    'Si cela vous concerne de près, votre thème natal l’explique.',
    'Dans votre propre thème, voici ce que ce contact vient toucher.',
    'C’est sur ces positions de votre thème que cela agit.',
    'Votre thème natal donne à cela sa couleur particulière.',
  ],
  closing: {
    natal: [
      'Une position décrit une manière d’être, pas un verdict : à vous de décider ce que vous en faites.',
      'Repérez ce qui vous ressemble dans ce portrait, et ce que vous avez déjà dépassé.',
      'Si un point sonne particulièrement juste, interrogez-moi dessus : nous pourrons aller plus loin.',
      'Voyez ce portrait comme un point de départ pour mieux vous connaître, pas comme le dernier mot.',
      'Votre thème donne le ton ; la manière de jouer la partition vous appartient.',
      'Gardez ce qui vous parle et laissez le reste : personne ne connaît votre vie mieux que vous.',
      'Un thème ne change pas, mais la façon dont vous l’habitez évolue avec les années.',
    ],
    // One day (today, these few days, tomorrow, a named date): nothing about the days before or the weeks after,
    // and nothing that only fits today or only a day ahead.
    day: [
      'Une seule journée ne décide pas de tout : voyez-y une indication, pas un verdict.',
      'Choisissez une seule priorité pour la journée et donnez-lui le meilleur de votre attention.',
      'Fiez-vous aussi à votre ressenti sur le moment : il en dit autant que le ciel.',
      'Si les choses coincent, ce n’est pas un échec : ralentissez plutôt que de forcer.',
      'Préparez ce qui peut l’être, puis laissez de la place à l’imprévu.',
      'Un geste simple suffit souvent : un appel passé, une tâche bouclée, un moment de calme pris pour vous.',
      'Le soir venu, prenez une minute pour noter ce qui s’est réellement passé : c’est ainsi que l’on apprend à lire son propre ciel.',
      'Gardez les décisions lourdes pour un moment où vous vous sentez au clair, et allégez le reste du programme.',
    ],
    lately: [
      'Savoir d’où vient un ressenti ne le fait pas disparaître, mais le rend plus facile à porter.',
      'Ce que vous traversez s’inscrit dans votre ciel, et le ciel bouge : cette configuration passera, elle aussi.',
      'Vous n’avez rien inventé : ce que vous avez ressenti ces dernières semaines était bien réel, et il est juste de vous le reconnaître.',
      'Voir le mouvement d’ensemble, c’est déjà reprendre un peu la main ; reste à décider quoi faire de cette énergie.',
      'Ces contacts passent ; ce que vous apprenez pendant qu’ils durent, en revanche, a tendance à rester.',
      'Si ce ressenti est toujours là dans quelques semaines, reposez-moi la question : je regarderai ce qui a changé.',
      'Avec ce repère, les dernières semaines se relisent souvent avec un peu plus d’indulgence envers soi.',
    ],
    timed: [
      'Les dates montrent de quel côté penche le ciel ; ce que vous faites de ces journées reste entre vos mains.',
      'Le plus parlant reste votre propre expérience : observez ce qui bouge concrètement autour de ces dates.',
      'Un climat se traverse plus sereinement quand on le reconnaît : prenez-le comme un repère, pas comme une échéance.',
      'Profitez des jours qui précèdent pour vous préparer, et du jour exact pour agir ou pour écouter.',
      'Un contact est plus fort autour de son jour exact et s’estompe ensuite : placez vos rendez-vous importants en conséquence.',
      'Voyez-y une météo plutôt qu’un destin : elle vous dit quoi emporter, pas où aller.',
      'Reposez-moi la question à l’approche de la date : je vous dirai comment les choses se présentent alors.',
      'Ce qui compte n’est pas la date elle-même, mais ce que vous choisissez d’y mettre.',
    ],
    when: [
      'Un bon créneau aide, il ne décide pas à votre place : organisez-vous autour, et gardez un œil sur les jours qui l’entourent.',
      'Notez la date, préparez le terrain dans les semaines qui précèdent, et laissez ce créneau faire le reste.',
      'Si cette date ne vous convient pas, demandez-moi un autre mois : je regarderai à nouveau.',
      'Les créneaux reviennent : si celui-ci vous échappe, il y en aura d’autres, et je peux les trouver.',
      'Servez-vous du temps qui vous en sépare pour que tout soit en place le moment venu.',
      'Le bon moment est un allié, pas un ordre : lancez-vous quand vous le sentez, idéalement près de cette date.',
      'Une date favorable ne remplace pas l’envie : elle porte un projet qui vous tient à cœur, elle n’en crée pas un.',
    ],
  },
  noFit: [
    ({ area, when }) =>
      `${when ? `${g.capitalize(when)}, je` : 'Je'} ne vois rien dans votre ${when ? 'ciel' : 'thème'} qui parle clairement de ${area ?? 'ce sujet'}, et je préfère vous le dire plutôt que de forcer l’interprétation.`,
    ({ area, when }) =>
      `Rien dans votre thème${when ? ` ni dans votre ciel ${when}` : ''} ne se rapporte clairement à ${area ?? 'votre question'} : je préfère ne pas forcer le lien.`,
    ({ area, when }) =>
      `Honnêtement, pour ${area ?? 'ce point'}, votre ${when ? `ciel reste muet ${when}` : 'thème reste muet'} : aucun contact ne s’y rapporte vraiment.`,
    ({ area, when }) =>
      `J’ai cherché dans votre ${when ? `ciel ${when}` : 'thème'} un contact qui concerne ${area ?? 'votre question'}, sans en trouver d’assez net pour fonder une réponse.`,
    ({ area, when }) =>
      `Pour ${area ?? 'cette question'}${when ? ` ${when}` : ''}, votre thème ne m’offre aucune prise solide : mieux vaut le reconnaître que d’inventer.`,
  ],
  clarify: [
    'Pouvez-vous m’en dire un peu plus : avez-vous en tête une décision, une date ou une personne ?',
    'Qu’est-ce qui vous aiderait le plus : un mois précis, ou un domaine précis de votre vie ?',
    'Y a-t-il une situation précise derrière votre question ? Si vous me la décrivez, je regarderai la partie de votre thème qui la concerne.',
    'Voulez-vous me demander une date précise, ou bien une relation ou un projet en particulier ?',
    'Qu’est-ce qui a motivé votre question ? Avec un peu de contexte, je saurai où regarder.',
    'Votre question touche-t-elle plutôt votre travail, vos proches ou votre vie intérieure ? Cela m’aiderait à viser la bonne partie de votre thème.',
  ],
};
