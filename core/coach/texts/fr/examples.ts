/** Sentences with the claims the verifier must find in them (core/coach/lexicon.test.ts). */
import type { VerifierExample } from '../../texts';

export const EXAMPLES: readonly VerifierExample[] = [
  // As the offline writer writes them.
  {
    text: 'Votre Vénus, rétrograde, se trouve en Balance, à 14°22′, dans votre maison 7.',
    signs: [{ point: 'venus', sign: 'libra' }],
    houses: [{ point: 'venus', house: 7 }],
  },
  {
    text: 'Dans votre thème, Mercure est à 5°05′ du Capricorne, en maison 2, et il y est rétrograde.',
    signs: [{ point: 'mercury', sign: 'capricorn' }],
    houses: [{ point: 'mercury', house: 2 }],
  },
  { text: 'Vous avez l’Ascendant en Sagittaire, à 3°57′.', signs: [{ point: 'ascendant', sign: 'sagittarius' }] },
  {
    text: 'À votre naissance, Mars, alors rétrograde, se trouvait en Verseau, à 8°02′, dans le secteur de votre maison 11.',
    signs: [{ point: 'mars', sign: 'aquarius' }],
    houses: [{ point: 'mars', house: 11 }],
  },
  {
    text: 'Mercure, en Poissons à 20°20′ et rétrograde, occupe votre maison 3.',
    signs: [{ point: 'mercury', sign: 'pisces' }],
    houses: [{ point: 'mercury', house: 3 }],
  },
  {
    text: 'Votre Milieu du Ciel est placé en Vierge, à 19°31′.',
    signs: [{ point: 'midheaven', sign: 'virgo' }],
  },
  {
    text: 'Mars et Uranus sont en carré dans votre thème (orbe de 1°12′) : leurs besoins se frottent l’un à l’autre.',
    aspects: [{ a: 'mars', b: 'uranus', type: 'square' }],
  },
  {
    text: 'À 0°42′ près, Saturne forme un trigone avec le Soleil dans votre thème.',
    aspects: [{ a: 'saturn', b: 'sun', type: 'trine' }],
  },
  {
    text: 'Votre thème relie l’Ascendant et la Lune, en opposition à 2°10′ près.',
    aspects: [{ a: 'ascendant', b: 'moon', type: 'opposition' }],
  },
  {
    text: 'La cuspide de votre maison 3 est en Bélier ; on y trouve le Soleil, Mercure et Vénus.',
    houseNumbers: [3],
  },
  {
    text: 'Votre Ascendant est en Balance : le maître de votre thème est donc Vénus, qui se trouve en Scorpion, dans votre maison 2.',
    signs: [
      { point: 'ascendant', sign: 'libra' },
      { point: 'venus', sign: 'scorpio' },
    ],
    houses: [{ point: 'venus', house: 2 }],
  },
  { text: 'Quatre planètes se rassemblent dans votre maison 10.', houseNumbers: [10] },
  // As a model or an astrologer would write them.
  {
    text: 'Votre Soleil est en Lion et votre Lune en Cancer.',
    signs: [
      { point: 'sun', sign: 'leo' },
      { point: 'moon', sign: 'cancer' },
    ],
  },
  { text: 'Vous êtes Bélier ascendant Lion.', signs: [{ point: 'ascendant', sign: 'leo' }] },
  {
    text: 'Avec la Balance à l’Ascendant, vous cherchez naturellement l’harmonie.',
    signs: [{ point: 'ascendant', sign: 'libra' }],
  },
  {
    text: 'Votre Ascendant Scorpion donne à votre regard une belle intensité.',
    signs: [{ point: 'ascendant', sign: 'scorpio' }],
  },
  {
    text: 'Le MC en Capricorne oriente votre carrière vers des responsabilités durables.',
    signs: [{ point: 'midheaven', sign: 'capricorn' }],
  },
  { text: 'Mercure, à 14°22′ des Gémeaux, aiguise votre esprit.', signs: [{ point: 'mercury', sign: 'gemini' }] },
  { text: 'Saturne (3°05′) en Verseau vous demande de la rigueur.', signs: [{ point: 'saturn', sign: 'aquarius' }] },
  {
    text: 'Jupiter, rétrograde en Sagittaire, élargit vos horizons intérieurs.',
    signs: [{ point: 'jupiter', sign: 'sagittarius' }],
  },
  { text: "Votre Vénus natale se situe dans la Balance, à 14° 22'.", signs: [{ point: 'venus', sign: 'libra' }] },
  { text: 'Votre Soleil Lion aime briller.', signs: [{ point: 'sun', sign: 'leo' }] },
  {
    text: 'Le Soleil est en Balance ; Mars, lui, est en Bélier.',
    signs: [
      { point: 'sun', sign: 'libra' },
      { point: 'mars', sign: 'aries' },
    ],
  },
  {
    text: 'Le Soleil en Poissons, en trigone avec la Lune en Scorpion, vous donne une grande intuition.',
    signs: [
      { point: 'sun', sign: 'pisces' },
      { point: 'moon', sign: 'scorpio' },
    ],
    aspects: [{ a: 'sun', b: 'moon', type: 'trine' }],
  },
  {
    text: 'Pluton en Scorpion, au carré de Vénus, intensifie vos attachements.',
    signs: [{ point: 'pluto', sign: 'scorpio' }],
    aspects: [{ a: 'pluto', b: 'venus', type: 'square' }],
  },
  { text: 'Pluton occupe votre maison 8.', houses: [{ point: 'pluto', house: 8 }] },
  { text: 'Le Soleil se trouve dans la 1re maison.', houses: [{ point: 'sun', house: 1 }] },
  { text: 'Neptune se trouve dans votre douzième maison.', houses: [{ point: 'neptune', house: 12 }] },
  { text: 'La Lune, en maison 4, vous relie à vos racines.', houses: [{ point: 'moon', house: 4 }] },
  { text: 'Vénus en maison VII cherche l’équilibre dans le couple.', houses: [{ point: 'venus', house: 7 }] },
  {
    text: 'Mars est conjoint à Vénus, ce qui attise la passion.',
    aspects: [{ a: 'mars', b: 'venus', type: 'conjunction' }],
  },
  {
    text: 'Saturne s’oppose à la Lune : la sécurité affective demande du travail.',
    aspects: [{ a: 'saturn', b: 'moon', type: 'opposition' }],
  },
  {
    text: 'Vénus forme un sextile avec le Milieu du Ciel.',
    aspects: [{ a: 'venus', b: 'midheaven', type: 'sextile' }],
  },
  {
    text: 'Le Soleil de votre thème est en Capricorne, dans la dixième maison.',
    signs: [{ point: 'sun', sign: 'capricorn' }],
    houses: [{ point: 'sun', house: 10 }],
  },
  {
    text: 'Mercure rétrograde en Gémeaux vous invite à relire avant de signer.',
    signs: [{ point: 'mercury', sign: 'gemini' }],
  },
  {
    text: 'Jupiter en Lion, en maison 5, vous donne le goût de la fête.',
    signs: [{ point: 'jupiter', sign: 'leo' }],
    houses: [{ point: 'jupiter', house: 5 }],
  },
  {
    text: 'Votre Lune natale en Scorpion (maison 8) vit les émotions en profondeur.',
    signs: [{ point: 'moon', sign: 'scorpio' }],
    houses: [{ point: 'moon', house: 8 }],
  },
  {
    text: 'Vénus en Balance, maîtresse de votre maison 7, adoucit vos relations.',
    signs: [{ point: 'venus', sign: 'libra' }],
    houseNumbers: [7],
  },
  // No claim, or fewer than the names suggest.
  { text: 'Vénus régit la Balance et le Taureau.' },
  { text: 'Mercure, maître des Gémeaux et de la Vierge, aime les mots.' },
  {
    text: 'Mars, contrairement à la Lune en Cancer, agit sans détour.',
    signs: [{ point: 'moon', sign: 'cancer' }],
  },
  { text: 'Vénus et la Balance partagent le goût de l’harmonie.' },
  { text: 'Uranus entre en Taureau cette année, et Jupiter traverse votre maison 10.', houseNumbers: [10] },
  { text: 'La Lune noire en Bélier parle d’un désir farouche d’indépendance.' },
  { text: 'Votre Lune progressée passe en Vierge.' },
  { text: 'Saturne décrit votre rapport au temps et aux responsabilités.' },
  { text: 'La maison 10 parle de vocation, et la 4e maison de vos racines.', houseNumbers: [10, 4] },
  { text: 'Vénus n’est pas en Lion dans votre thème.' },
];
