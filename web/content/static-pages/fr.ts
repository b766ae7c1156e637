/**
 * The static pages in French (docs/i18n/glossary-fr.md): Terms, Privacy, Refund and About, the
 * same pages as en.ts with the same anchors and facts. The reader is « vous » and nothing agrees
 * with the reader's gender. Texts are written with plain spaces before « : », « ; », « ? » and
 * inside « guillemets », and between a number and its unit: `typeset` turns them into the
 * no-break spaces French typography asks for (glossary, section 7).
 */
import { LOCALE_INFO } from '@core/i18n/locales';
import type { Tier } from '@core/plans';
import type { ContentBlock } from '../types';
import type { AboutPage, LegalDocument, StaticPages, StaticPagesContext } from './types';

const TAG = LOCALE_INFO.fr.tag;

/**
 * A no-break space before « : » and after a number standing alone (« 30 jours », not « VSOP87 et »), a
 * narrow one before « ; ! ? » and inside « ».
 */
const typo = (s: string) =>
  s
    .replace(/ :/g, '\u00a0:')
    .replace(/ ([;!?»])/g, '\u202f$1')
    .replace(/« /g, '«\u202f')
    .replace(/\b(\d+) (?=[\p{L}€%])/gu, '$1\u00a0');

/** Every text of the pages with French spacing; anchors and dates untouched. */
function typeset<T>(value: T, key?: string): T {
  if (typeof value === 'string') return (key === 'id' || key === 'lastUpdated' ? value : typo(value)) as T;
  if (Array.isArray(value)) return value.map((item) => typeset(item)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeset(v, k)])) as T;
  }
  return value;
}

const p = (text: string): ContentBlock => ({ kind: 'paragraph', text });
const list = (...items: string[]): ContentBlock => ({ kind: 'list', items });
const defs = (items: Record<string, string>): ContentBlock => ({
  kind: 'definitions',
  items: Object.entries(items).map(([term, text]) => ({ term, text })),
});

/** "7 jours", "1 jour": French counts 0 and 1 as singular. */
const plural = new Intl.PluralRules(TAG);
const count = (n: number, one: string, other: string) => `${n} ${plural.select(n) === 'one' ? one : other}`;

/** An item inside a sentence: its capital lowered, unless it opens with an acronym ("JSON"). */
const inSentence = (item: string) =>
  /^\p{Lu}\p{Ll}/u.test(item) ? item.charAt(0).toLocaleLowerCase(TAG) + item.slice(1) : item;

/** What a plan includes, in a sentence: « Thème astral…, horoscope du jour… et compatibilité… ». */
const sentenceList = (items: readonly string[]) =>
  new Intl.ListFormat(TAG, { type: 'conjunction' }).format(items.map((item, i) => (i === 0 ? item : inSentence(item))));

export default function staticPagesFr(c: StaticPagesContext): StaticPages {
  const { explorer, oracle, master, oraclePrice, masterPrice, supportEmail, privacyEmail, refundEmail } = c;
  const planList = (tier: Tier) => sentenceList(c.planItems(tier));
  const trialDays = count(c.trialDays, 'jour', 'jours');
  const refundDays = count(c.refundWindowDays, 'jour', 'jours');
  const replyHours = count(c.supportReplyHours, 'heure', 'heures');
  const privacyDays = count(c.privacyReplyDays, 'jour', 'jours');

  const terms: LegalDocument = {
    title: 'Conditions générales d’utilisation et de vente',
    intro:
      'Les présentes conditions constituent le contrat qui vous lie à Stella lorsque vous utilisez le site et ' +
      'l’application Stella. Elles ont été rédigées pour être lues : prenez donc le temps de les lire. En créant un ' +
      'compte ou en utilisant Stella, vous les acceptez.',
    lastUpdated: '2026-11-25',
    sections: [
      {
        id: 'service',
        heading: '1. Le service',
        blocks: [
          p(
            'Stella est un service d’astrologie personnelle. Le service calcule des thèmes astraux à partir de données ' +
              'astronomiques et propose des horoscopes du jour et des interprétations de compatibilité, sur le web ' +
              'et sous forme d’application installable. Le contenu de chaque offre est détaillé sur la page des ' +
              'tarifs ; nous ajoutons une fonctionnalité à une offre, et l’y indiquons, lorsqu’elle est prête à être ' +
              'utilisée.',
          ),
          p(
            'Les conversations avec Stella, notre coach IA en astrologie, sont comprises dans les offres ' +
              `payantes : l’offre ${oracle} inclut ${c.oracleDailyConversations} conversations par jour. Avec ` +
              `l’offre ${master}, les conversations sont illimitées dans la limite d’un usage raisonnable de ` +
              `${c.masterFairUseConversations} conversations par jour, bien au-delà de ce dont une personne a ` +
              'besoin, ce qui protège le service contre toute utilisation automatisée. Une conversation est un ' +
              `échange de ${c.threadMessages} messages au maximum ; le quota est renouvelé chaque jour à 00:00 ` +
              'UTC, et une conversation restée sans réponse n’est pas décomptée. Les réponses sont rédigées par un ' +
              'modèle de langage ou par notre propre système de rédaction hors ligne ; dans les deux cas, elles ' +
              'sont vérifiées par rapport à votre thème avant de vous être présentées, mais elles sont des pistes ' +
              'de réflexion et non des conseils médicaux, juridiques ou financiers.',
          ),
          p(
            'Nous veillons à la disponibilité et à l’exactitude de Stella, mais nous pouvons modifier, améliorer ou ' +
              'retirer certaines fonctionnalités. Si nous supprimons une fonctionnalité comprise dans l’offre payante ' +
              'à laquelle vous avez souscrit, nous vous en informerons à l’avance et vous pourrez résilier votre ' +
              'abonnement.',
          ),
        ],
      },
      {
        id: 'accounts',
        heading: '2. Votre compte',
        blocks: [
          list(
            'Vous devez avoir au moins 16 ans pour créer un compte.',
            'Indiquez une adresse e-mail réelle et confirmez-la ; elle nous sert à vérifier le compte et à vous ' +
              'contacter à son sujet.',
            'Ne communiquez votre mot de passe à personne. Vous êtes responsable de tout ce qui se passe sur votre ' +
              'compte.',
            'Un compte par personne. Un compte ne peut être ni partagé ni revendu.',
            'Prévenez-nous immédiatement si vous pensez qu’une autre personne a accès à votre compte.',
          ),
          p(
            'Vous pouvez supprimer votre compte à tout moment depuis votre page de profil. Nous pouvons suspendre ou ' +
              'fermer un compte qui enfreint les présentes conditions ; sauf manquement grave ou si la loi nous en ' +
              'empêche, nous vous avertirons d’abord et vous laisserons la possibilité d’y remédier.',
          ),
        ],
      },
      {
        id: 'plans',
        heading: '3. Offres et abonnements',
        blocks: [
          defs({
            [explorer]: `Gratuit. ${planList('free')}. Sans limite de durée, et sans coordonnées de paiement à fournir.`,
            [oracle]: `${oraclePrice}. ${planList('oracle')}.`,
            [master]: `${masterPrice}. ${planList('master')}.`,
          }),
          p(
            `Votre premier abonnement payant commence par un essai gratuit de ${trialDays}. Vous indiquez une carte ` +
              'de paiement au moment de la souscription, et aucun montant n’est prélevé avant la fin de l’essai ; ' +
              'résiliez depuis votre profil avant cette échéance et vous ne paierez rien du tout.',
          ),
        ],
      },
      {
        id: 'privacy',
        heading: '4. Confidentialité',
        blocks: [
          p(
            'Vos données de naissance et vos interprétations sont personnelles. Notre Politique de confidentialité ' +
              'explique quelles données nous collectons, pourquoi, qui nous aide à les traiter et comment exercer vos ' +
              'droits, notamment télécharger et supprimer vos données depuis votre page de profil. Elle fait partie ' +
              'intégrante des présentes conditions.',
          ),
        ],
      },
      {
        id: 'disclaimer',
        heading: '5. Avertissement sur l’astrologie',
        blocks: [
          p(
            'L’astrologie est proposée comme support de réflexion, de découverte de soi et de divertissement. Les ' +
              'positions des planètes sont calculées avec soin ; leur signification relève de l’interprétation, non ' +
              'des faits, et aucune interprétation ne prédit des événements avec certitude.',
          ),
          p(
            'Rien sur Stella ne constitue un conseil médical, juridique, financier ou psychologique. Ne vous en ' +
              'servez pas à la place d’un professionnel qualifié, et ne tardez pas à demander de l’aide en raison de ' +
              'ce que vous avez lu ici. En cas de crise, contactez les services d’urgence locaux.',
          ),
        ],
      },
      {
        id: 'intellectual-property',
        heading: '6. Propriété intellectuelle',
        blocks: [
          p(
            'Le logiciel, la conception graphique, les textes d’interprétation, les illustrations des cartes et la ' +
              'marque Stella appartiennent à Stella ou à ses concédants de licence. Vous pouvez les utiliser à des ' +
              'fins personnelles et non commerciales tant que vous utilisez le service.',
          ),
          p(
            'Ce que vous saisissez, comme vos données de naissance, vos questions et votre profil, vous appartient. ' +
              'Vous nous autorisez à le conserver et à le traiter uniquement dans la mesure nécessaire pour vous ' +
              'fournir Stella. Vous pouvez conserver et partager, pour un usage personnel, les interprétations ' +
              'générées pour vous.',
          ),
          p(
            'Stella s’appuie sur des données ouvertes et des logiciels libres mentionnés sur la page À propos, ' +
              'notamment GeoNames (geonames.org), sous licence CC BY 4.0, et la bibliothèque astronomy-engine, sous ' +
              'licence MIT.',
          ),
        ],
      },
      {
        id: 'payment',
        heading: '7. Conditions de paiement',
        blocks: [
          list(
            'Les offres payantes sont facturées chaque mois, d’avance, en euros (EUR) : ' +
              `${oracle} à ${oraclePrice}, ${master} à ${masterPrice}. Le prix affiché est le prix facturé, TVA ` +
              'comprise le cas échéant.',
            'Les paiements sont traités par Stripe. L’abonnement se renouvelle automatiquement chaque mois, à la ' +
              'date anniversaire de votre souscription, jusqu’à sa résiliation.',
            'Vous pouvez résilier à tout moment depuis votre page de profil. La résiliation prend effet à la fin de ' +
              'la période déjà payée ; vous conservez votre offre jusque-là et aucun nouveau prélèvement n’est ' +
              'effectué.',
            'Tout changement d’offre prend effet à la période de facturation suivante, sauf le passage de l’offre ' +
              `${oracle} à l’offre ${master}, qui prend effet immédiatement. La différence vous est alors facturée ` +
              'au prorata de la période en cours restant à courir.',
            'En cas d’échec d’un paiement, Stripe effectue de nouvelles tentatives au cours des jours suivants. Si ' +
              `le paiement échoue toujours, votre compte passe à l’offre gratuite ${explorer} ; vos données sont ` +
              'conservées.',
            'Nous vous informerons par e-mail au moins 30 jours avant toute modification de prix. Le nouveau prix ' +
              's’applique à compter de votre premier renouvellement après cette date, et vous pouvez résilier avant ' +
              'qu’il ne s’applique.',
            'Les remboursements sont régis par notre Politique de remboursement, qui prévoit notamment une garantie ' +
              `« satisfait ou remboursé » de ${refundDays} sur votre premier abonnement.`,
          ),
        ],
      },
      {
        id: 'prohibited-uses',
        heading: '8. Utilisations interdites',
        blocks: [
          p('Pour que Stella reste équitable et fonctionne bien pour tout le monde, vous vous engagez à ne pas :'),
          list(
            'enfreindre la loi, ou utiliser Stella pour harceler, menacer ou tromper qui que ce soit ;',
            'saisir les données personnelles d’une autre personne sans son autorisation ;',
            'partager votre compte ou créer des comptes supplémentaires pour contourner les limites des offres, les ' +
              'essais gratuits ou les règles du jeu Astro Gems ;',
            'extraire, copier ou revendre le contenu de Stella, ou accéder au service au moyen de robots ou de ' +
              'scripts automatisés ;',
            'tenter de contourner les quotas du coach IA ou de lui faire produire des contenus nuisibles ou illicites ;',
            'sonder, perturber ou surcharger nos systèmes, ou tenter d’accéder à des comptes ou à des espaces ' +
              'd’administration qui ne sont pas les vôtres ;',
            'procéder à l’ingénierie inverse de l’application, sauf lorsque la loi l’autorise expressément.',
          ),
        ],
      },
      {
        id: 'liability',
        heading: '9. Limitation de responsabilité',
        blocks: [
          p(
            'Nous fournissons Stella avec un soin et une compétence raisonnables. Dans les limites autorisées par la ' +
              'loi, nous ne sommes pas responsables des dommages indirects ou consécutifs, ni des décisions que vous ' +
              'prenez sur la foi d’une interprétation.',
          ),
          p(
            'Notre responsabilité totale envers vous, au titre de toute réclamation, est limitée au montant que vous ' +
              'nous avez versé au cours des 12 mois précédant le fait qui en est à l’origine.',
          ),
          p(
            'Aucune disposition des présentes conditions ne limite une responsabilité que la loi ne permet pas de ' +
              'limiter, notamment en cas de faute intentionnelle, de faute lourde, ou de décès ou de dommage corporel ' +
              'causé par une négligence, ni ne vous prive des droits que vous tenez du droit de la consommation du ' +
              'pays de l’Union européenne où vous résidez.',
          ),
        ],
      },
      {
        id: 'updates',
        heading: '10. Modification des présentes conditions',
        blocks: [
          p(
            'Nous pouvons mettre à jour les présentes conditions à mesure que Stella évolue ou que la loi change. La ' +
              'date indiquée en haut de la page correspond à la dernière version. Pour toute modification qui vous ' +
              'concerne de façon importante, nous vous préviendrons par e-mail au moins 30 jours avant son entrée en vigueur. Si vous ' +
              'n’êtes pas d’accord, vous pouvez résilier votre abonnement et supprimer votre compte avant cette ' +
              'date ; si vous continuez à utiliser Stella ensuite, vous acceptez les nouvelles conditions.',
          ),
          p(`Une question sur les présentes conditions ? Écrivez-nous à ${supportEmail}.`),
        ],
      },
    ],
  };

  const privacy: LegalDocument = {
    title: 'Politique de confidentialité',
    intro:
      'Votre date, votre heure et votre lieu de naissance en disent long sur vous : nous les traitons donc avec ' +
      'soin. La présente politique explique quelles données Stella collecte, pourquoi, qui nous aide, combien de ' +
      'temps nous les conservons et comment vous en gardez la maîtrise. Nous ne vendons pas vos données et ' +
      'n’affichons aucune publicité.',
    lastUpdated: '2026-11-25',
    sections: [
      {
        id: 'data-we-collect',
        heading: '1. Les données que nous collectons',
        blocks: [
          defs({
            'Données de compte':
              'Votre adresse e-mail, vos prénom et nom, votre mot de passe sous forme hachée (jamais le mot de ' +
              'passe lui-même) et, si vous le souhaitez, une photo de profil.',
            'Données de naissance':
              'La date, l’heure et le lieu de naissance que vous saisissez, les coordonnées et le fuseau horaire que ' +
              'nous en déduisons, ainsi que les thèmes que nous calculons. Il en va de même pour toute autre personne ' +
              'dont vous saisissez les données pour un test de compatibilité.',
            'Profil et préférences':
              'Votre présentation, le choix d’un profil public ou privé, votre langue, votre apparence et vos ' +
              'préférences en matière d’e-mails.',
            'Données d’utilisation':
              'Ce que vous faites sur Stella : thèmes enregistrés, horoscopes consultés et tests de compatibilité, ' +
              'que votre profil comptabilise pour vous. Pour assurer la sécurité du service, nous consignons aussi ' +
              'les connexions, avec le navigateur et l’adresse IP dont elles proviennent, et nous comptons les ' +
              'requêtes par adresse afin d’empêcher les abus.',
            'Comptage des visites':
              'Pour mesurer l’utilisation de Stella, nous comptons les pages affichées par l’application. Pour ' +
              'chacune, nous conservons la page, le jour et un code qui permet de reconnaître un navigateur au cours ' +
              'de cette seule journée, établi à partir de son adresse IP et du nom du navigateur au moyen d’une clé ' +
              'que nous supprimons à la fin de la journée. À cette fin, nous ne conservons ni l’adresse ni le nom du ' +
              'navigateur et ne déposons aucun cookie ; une fois la journée terminée, nous ne gardons que des totaux ' +
              'quotidiens.',
            'Données de paiement':
              'Elles sont traitées par notre prestataire de paiement, Stripe. Nous recevons uniquement votre offre, ' +
              'le statut de votre abonnement, vos dates de facturation et une référence client. Nous ne voyons ni ne ' +
              'conservons jamais votre numéro de carte.',
          }),
        ],
      },
      {
        id: 'how-we-use',
        heading: '2. L’utilisation de vos données',
        blocks: [
          list(
            'pour calculer vos thèmes et rédiger vos horoscopes et vos interprétations ;',
            'pour gérer votre compte et votre abonnement, y compris la période d’essai ;',
            'pour vous envoyer les e-mails nécessaires : vérification de votre adresse, réinitialisation du mot de ' +
              'passe et alertes de sécurité ;',
            'pour assurer la sécurité de Stella, par exemple en verrouillant un compte après des échecs de connexion ' +
              'répétés.',
          ),
          p(
            'Au regard du RGPD, nous nous fondons sur le contrat qui nous lie à vous pour fournir le service, sur ' +
              'notre intérêt légitime à assurer la sécurité de Stella et sur nos obligations légales pour les ' +
              'documents de facturation. Nous ne prenons à votre égard aucune décision automatisée produisant des ' +
              'effets juridiques ou des effets significatifs similaires.',
          ),
        ],
      },
      {
        id: 'security',
        heading: '3. Sécurité',
        blocks: [
          list(
            'Les mots de passe sont stockés uniquement sous forme hachée et salée, avec un algorithme de hachage lent ' +
              'conçu pour les mots de passe.',
            'Tous les échanges avec Stella sont chiffrés pendant leur transmission, en HTTPS (TLS).',
            'Votre session est conservée dans un cookie HttpOnly et Secure, que les scripts de la page ne peuvent pas ' +
              'lire.',
            'Des échecs de connexion répétés verrouillent le compte pendant un certain temps, pour empêcher de ' +
              'deviner le mot de passe par essais successifs.',
          ),
          p(
            'Aucun système n’est parfaitement sûr. Si vos données sont touchées par une violation de sécurité, nous ' +
              'vous en informerons, ainsi que les autorités, comme la loi l’exige.',
          ),
        ],
      },
      {
        id: 'third-parties',
        heading: '4. Tiers',
        blocks: [
          p(
            'Nous ne partageons des données qu’avec les prestataires qui nous aident à faire fonctionner Stella, et ' +
              'uniquement celles dont chacun a besoin :',
          ),
          defs({
            'Hébergement (Cloudflare)':
              'Stella fonctionne sur Cloudflare, qui distribue l’application et stocke votre compte et vos thèmes ' +
              'dans sa base de données, en notre nom. Cloudflare traite chacune de vos requêtes vers Stella, y ' +
              'compris votre adresse IP.',
            'Prestataire de paiement (Stripe)':
              'Traite les abonnements et les paiements par carte. Stripe reçoit directement votre adresse e-mail et ' +
              'vos données de paiement, et les traite conformément à sa propre politique de confidentialité.',
            'Service d’envoi d’e-mails':
              'Achemine les e-mails de vérification, de mot de passe et de sécurité. Il reçoit votre adresse e-mail ' +
              'et le message.',
          }),
          p(
            'Certains de ces prestataires peuvent traiter des données en dehors de l’Espace économique européen. ' +
              'Dans ce cas, le transfert est encadré par une décision d’adéquation ou par les clauses contractuelles ' +
              'types de la Commission européenne. Nous ne vendons ni ne louons jamais vos données, et nous ne les ' +
              'communiquons aux autorités que lorsque la loi l’exige.',
          ),
        ],
      },
      {
        id: 'your-rights',
        heading: '5. Vos droits',
        blocks: [
          p('Vous avez le droit :'),
          list(
            'd’accéder aux données que nous détenons à votre sujet ;',
            'de rectifier les données inexactes ou incomplètes ;',
            'de supprimer vos données et votre compte ;',
            'de récupérer vos données dans un format portable ;',
            'de limiter le traitement de vos données ou de vous y opposer.',
          ),
          p(
            'Deux de ces droits s’exercent directement depuis votre page de profil, à tout moment : le bouton ' +
              '« Exporter le profil » télécharge toutes les données que nous détenons à votre sujet dans un fichier ' +
              'JSON, et la suppression de votre compte depuis cette page l’efface avec vos thèmes et vos ' +
              'interprétations. Pour toute autre demande, ou si vous ne parvenez pas à vous connecter, écrivez à ' +
              `${privacyEmail}. Nous répondons à chaque demande sous ${privacyDays}.`,
          ),
          p(
            'Vous pouvez également introduire une réclamation auprès de l’autorité de protection des données du pays ' +
              'de l’Union européenne où vous résidez.',
          ),
        ],
      },
      {
        id: 'cookies',
        heading: '6. Cookies',
        blocks: [
          defs({
            Essentiels:
              'Ils maintiennent votre session ouverte et sécurisée, et mémorisent un navigateur que vous avez déjà ' +
              'utilisé pour vous connecter, afin qu’un verrouillage de votre compte ne vous empêche pas d’y accéder. ' +
              'Stella ne peut pas fonctionner sans eux ; ils ne nécessitent donc pas de consentement. Stella ne ' +
              'dépose aucun cookie de mesure d’audience ni de publicité.',
            Préférences:
              'Votre apparence claire ou sombre et les lieux que vous avez recherchés récemment sont conservés dans ' +
              'le stockage local de votre navigateur, sur cet appareil, et non dans un cookie ; ils ne nous sont ' +
              'jamais transmis.',
          }),
        ],
      },
      {
        id: 'data-retention',
        heading: '7. Durée de conservation',
        blocks: [
          list(
            'Données de compte, de naissance et de profil, thèmes et interprétations : tant que vous conservez votre ' +
              'compte.',
            'Après la suppression de votre compte : effacement immédiat de nos systèmes en service, et de nos ' +
              'sauvegardes sous 30 jours.',
            'Données de facturation : aussi longtemps que l’exige la législation fiscale et comptable, jusqu’à ' +
              '10 ans dans certains pays de l’Union européenne.',
            'Journaux de sécurité, comme les connexions et les tentatives échouées : jusqu’à 12 mois.',
          ),
        ],
      },
      {
        id: 'children',
        heading: '8. Enfants',
        blocks: [
          p(
            'Stella ne s’adresse pas aux personnes de moins de 16 ans, et nous ne collectons pas sciemment de ' +
              'données auprès d’enfants. Si vous pensez qu’un enfant a créé un compte, écrivez à ' +
              `${privacyEmail} et nous le supprimerons.`,
          ),
        ],
      },
      {
        id: 'contact',
        heading: '9. Contact et modifications',
        blocks: [
          p(
            `Pour toute question ou demande relative à vos données personnelles, écrivez à ${privacyEmail}. Pour ` +
              `obtenir de l’aide sur votre compte, ${supportEmail} est le moyen le plus rapide.`,
          ),
          p(
            'Si nous modifions la présente politique d’une manière qui vous concerne, nous vous en informerons par ' +
              'e-mail ou dans l’application avant l’entrée en vigueur du changement. La date indiquée en haut de la ' +
              'page correspond à la version en vigueur.',
          ),
        ],
      },
    ],
  };

  const refund: LegalDocument = {
    title: 'Politique de remboursement',
    intro:
      'Nous voulons que vous vous abonniez parce que Stella en vaut la peine pour vous. Si ce n’est pas le cas de ' +
      `votre premier abonnement, notre garantie « satisfait ou remboursé » de ${refundDays} vous rend votre ` +
      'argent, sans questions gênantes.',
    lastUpdated: '2026-11-01',
    sections: [
      {
        id: 'eligibility',
        heading: '1. Conditions',
        blocks: [
          list(
            'La garantie couvre votre premier abonnement payant à Stella, qu’il s’agisse de l’offre ' +
              `${oracle} (${oraclePrice}) ou de l’offre ${master} (${masterPrice}).`,
            `Faites votre demande dans les ${refundDays} qui suivent votre premier paiement : vous recevez alors ` +
              'l’intégralité des sommes versées pendant cette période, y compris la différence facturée en cas de ' +
              `passage de l’offre ${oracle} à l’offre ${master}.`,
            `L’essai gratuit de ${trialDays} ne coûte rien ; il n’y a donc rien à rembourser à ce titre. Les ` +
              `${refundDays} courent à compter de votre premier paiement effectif.`,
            `Après le remboursement, votre compte repasse à l’offre gratuite ${explorer}. Vos thèmes et votre ` +
              'historique sont conservés.',
          ),
        ],
      },
      {
        id: 'timeline',
        heading: '2. Déroulement',
        blocks: [
          defs({
            'Jour\u00a01': 'Vous envoyez votre demande. Nous en accusons réception.',
            'Jours\u00a02 et\u00a03': 'Nous examinons la demande et vérifions le paiement.',
            'Jours\u00a04 et\u00a05': 'Nous vous communiquons notre décision par e-mail.',
            'Jours\u00a05 à\u00a010':
              'Le remboursement est effectué sur votre moyen de paiement d’origine et la demande est clôturée.',
          }),
          p(
            'Une fois effectué, un remboursement apparaît généralement sur votre relevé sous 5 à 7 jours ouvrés, ' +
              `selon votre banque. Notre équipe d’assistance répond sous ${replyHours}, les jours ouvrés.`,
          ),
        ],
      },
      {
        id: 'non-refundable',
        heading: '3. Ce qui n’est pas remboursable',
        blocks: [
          list(
            'Les renouvellements postérieurs à votre premier abonnement, ainsi que tout nouvel abonnement souscrit ' +
              'après une résiliation.',
            `Les demandes faites plus de ${refundDays} après votre premier paiement.`,
            'La partie non utilisée d’un mois après une résiliation : vous conservez en revanche l’accès jusqu’à la ' +
              'fin de cette période.',
            'Les abonnements clôturés pour violation de nos Conditions générales d’utilisation et de vente, par ' +
              'exemple en cas de partage de compte ou d’abus des essais gratuits.',
            'Les frais bancaires ou de conversion de devises facturés par l’émetteur de votre carte.',
          ),
        ],
      },
      {
        id: 'how-to-request',
        heading: '4. Comment demander un remboursement',
        blocks: [
          p(`Écrivez à ${refundEmail} depuis l’adresse que vous utilisez pour Stella, en indiquant :`),
          list(
            'l’adresse e-mail de votre compte Stella ;',
            'la date et le montant du paiement ;',
            'si vous le souhaitez, quelques mots sur ce qui ne vous a pas convenu dans Stella. C’est facultatif, et ' +
              'cela nous aide à nous améliorer.',
          ),
          p('Il n’y a aucun formulaire à remplir ni rien d’autre à envoyer.'),
        ],
      },
      {
        id: 'cancellation-vs-refund',
        heading: '5. Résiliation et remboursement',
        blocks: [
          defs({
            'La résiliation':
              'Met fin aux renouvellements à venir. Vous l’effectuez vous-même, à tout moment, depuis votre page de ' +
              'profil. Vous conservez votre offre jusqu’à la fin de la période payée, et aucune somme n’est ' +
              'restituée.',
            'Le remboursement':
              'Vous restitue une somme déjà payée. Il met aussi fin immédiatement à votre accès Premium, car ' +
              'l’abonnement correspondant est résilié en même temps.',
          }),
          p(
            'Si vous souhaitez récupérer votre argent au titre de la garantie, il vous suffit de demander le ' +
              'remboursement : nous résilions l’abonnement pour vous.',
          ),
        ],
      },
      {
        id: 'your-rights',
        heading: '6. Vos droits légaux',
        blocks: [
          p(
            'La présente politique s’ajoute à vos droits de consommateur ; elle ne les remplace pas. Rien ici ne ' +
              'limite les droits que vous confèrent le droit de l’Union européenne et le droit national, y compris le ' +
              'droit de rétractation lorsqu’il s’applique.',
          ),
        ],
      },
    ],
  };

  const about: AboutPage = {
    title: 'Une astrologie qui repose sur une vraie astronomie',
    intro:
      'Stella est une compagne d’astrologie personnelle. L’application calcule votre thème à partir du ciel réel, au moment ' +
      'et au lieu de votre naissance, puis vous aide à déchiffrer ce ciel avec des mots simples : dans votre ' +
      'thème, au jour le jour et dans vos relations.',
    features: [
      {
        title: 'Un thème astral pour votre vrai lieu de naissance',
        text:
          'Les planètes, les Nœuds lunaires, l’Ascendant, le Milieu du Ciel et les cuspides des maisons, pour le ' +
          'lieu et l’instant exacts de votre naissance, en appliquant les règles historiques des fuseaux horaires.',
      },
      {
        title: 'Des horoscopes tirés du ciel du jour',
        text:
          'Un horoscope quotidien pour chaque signe, fondé sur la position de la Lune et les transits du jour. Un ' +
          'même signe à une même date donne toujours le même horoscope.',
      },
      {
        title: 'La compatibilité de deux signes, quels qu’ils soient',
        text:
          'Comment deux signes se rencontrent, élément par élément : un score global, avec la passion, la ' +
          'communication et l’équilibre, et la même interprétation chaque fois que vous la demandez.',
      },
      {
        title: `L’interprétation complète avec ${oracle}`,
        text:
          'Chaque planète interprétée dans son signe et dans sa maison, avec ses influences principales, ce que ' +
          'régit chacune de vos douze maisons et ce que signifient les aspects entre vos planètes.',
      },
      {
        title: 'Sur tous vos appareils, même hors ligne',
        text:
          'Installez Stella comme une application sur votre téléphone ou votre ordinateur. Vos thèmes sont ' +
          'calculés sur l’appareil : Stella continue donc de fonctionner quand votre connexion est coupée.',
      },
    ],
    dataSources: {
      id: 'data-sources',
      heading: 'D’où viennent les chiffres',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Une interprétation ne vaut que ce que vaut le thème sur lequel elle repose : nous expliquons donc ' +
            'ouvertement comment Stella calcule le ciel, et sur quels travaux repose l’application.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Positions des planètes',
              text:
                'Le moteur astronomique propre à Stella : la théorie planétaire VSOP87 et la théorie lunaire ' +
                'ELP/MPP02 (séries issues de la bibliothèque astronomia, sous licence MIT), avec, pour Pluton, un ' +
                'ajustement sur l’intégration numérique de la bibliothèque astronomy-engine de Don Cross, sous ' +
                'licence MIT. Nous comparons ses résultats aux valeurs de référence de Swiss Ephemeris, la norme des ' +
                'logiciels d’astrologie professionnels. Le même moteur fonctionne dans votre navigateur et sur nos ' +
                'serveurs.',
            },
            {
              term: 'Fuseaux horaires',
              text:
                'La base de données des fuseaux horaires de l’IANA, avec tout l’historique des heures d’été, des ' +
                'heures de guerre et des changements de fuseau, convertit votre heure de naissance locale en temps ' +
                'universel. Si, à cause d’un changement d’heure, votre heure de naissance n’a jamais existé ou a ' +
                'existé deux fois, Stella vous pose la question au lieu de deviner.',
            },
            {
              term: 'Lieux de naissance',
              text:
                'GeoNames (geonames.org), sous licence CC BY 4.0 : les localités de 1\u202f000 habitants ou plus, ' +
                'avec leurs noms dans de nombreuses langues, leurs anciens noms, leurs coordonnées, leur population, ' +
                'leur région et leur fuseau horaire. Stella adapte ces données : les noms sont normalisés pour la ' +
                'recherche, et le fuseau de chaque localité est vérifié d’après ses coordonnées grâce aux limites de ' +
                'tz-lookup (CC0). Les noms de pays proviennent d’i18n-iso-countries et les abréviations des régions ' +
                'd’iso-3166-2 (les deux sous licence MIT).',
            },
            {
              term: 'Interprétations',
              text:
                'Rédigées par notre équipe : la signification de chaque signe, planète, maison et aspect, ainsi que ' +
                'les textes de l’horoscope du jour, que Stella assemble à partir du ciel réel du jour.',
            },
          ],
        },
      ],
    },
    sections: [
      {
        id: 'mission',
        heading: 'Notre mission',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'Nous avons créé Stella pour celles et ceux qui aiment l’astrologie et veulent qu’elle soit pratiquée ' +
              'sérieusement : des thèmes exacts, des mots réfléchis et aucune pression. Votre thème est un langage ' +
              'pour réfléchir à qui vous êtes et à votre manière d’aborder le monde, et nous voulons rendre ce ' +
              'langage clair pour chacun, dans sa propre langue.',
          },
          {
            kind: 'paragraph',
            text:
              'L’astrologie est un outil de réflexion, pas une machine à prédire. Stella ne vous dira jamais ce qui ' +
              'va arriver à coup sûr, et ne remplace pas un avis médical, juridique, financier ou psychologique. ' +
              'C’est une bonne compagne de réflexion, et les décisions vous appartiennent.',
          },
        ],
      },
      {
        id: 'privacy-approach',
        heading: 'Vos données vous appartiennent',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'Les données de naissance sont personnelles. Nous ne vendons pas de données et n’affichons pas de ' +
              'publicité. Vous pouvez télécharger toutes les données que nous détenons à votre sujet, ou supprimer ' +
              'votre compte, depuis votre page de profil, à tout moment.',
          },
        ],
      },
    ],
    support: {
      heading: 'Besoin d’aide ?',
      text:
        `Écrivez-nous à ${supportEmail} pour toute question sur votre thème, votre compte ou votre abonnement. ` +
        `Nous répondons sous ${replyHours}, les jours ouvrés.`,
    },
  };

  return typeset({ terms, privacy, refund, about });
}
