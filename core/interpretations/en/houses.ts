import type { HouseNumber, HouseText } from '../types';

/** The twelve houses: what each governs, and its meaning under a planet placed there. */
export const HOUSES: Readonly<Record<HouseNumber, HouseText>> = {
  1: {
    name: 'First House',
    governs:
      'The first house governs your self-image, your appearance and the way you begin things. It starts at the Ascendant and colours how you meet the world.',
    occupied:
      'Whatever sits here is hard to hide: its qualities tend to show in your manner, your looks and your first reactions, becoming part of how others recognise you.',
  },
  2: {
    name: 'Second House',
    governs:
      'The second house governs your resources, possessions and sense of self-worth. It describes what you value and how you build material and personal security.',
    occupied:
      'A planet in this house tends to express itself through what you own, earn and value, and it often shapes how secure you feel in your own worth.',
  },
  3: {
    name: 'Third House',
    governs:
      'The third house governs communication, everyday learning and your immediate surroundings, including siblings, neighbours and short journeys.',
    occupied:
      'Energy placed here tends to colour the way you think, speak and write, and it may show up in your ties with siblings or in the rhythm of daily errands and conversations.',
  },
  4: {
    name: 'Fourth House',
    governs:
      'The fourth house governs home, family and your emotional roots. It sits at the base of the chart and describes your private life and what makes you feel you belong.',
    occupied:
      'A planet here tends to work behind closed doors, shaping your family life, your memories of childhood and the kind of home you try to create.',
  },
  5: {
    name: 'Fifth House',
    governs:
      'The fifth house governs creativity, romance, play and self-expression, along with children and the things you make for the joy of it.',
    occupied:
      'What lives in this house seeks expression through delight: falling in love, creating, performing, playing or taking a chance on something that makes you feel alive.',
  },
  6: {
    name: 'Sixth House',
    governs:
      'The sixth house governs daily work, routines and service, along with the everyday care of your body and wellbeing.',
    occupied:
      'A planet in the sixth tends to show up in your habits and responsibilities, in how you work alongside colleagues and in the small disciplines that keep your life running.',
  },
  7: {
    name: 'Seventh House',
    governs:
      'The seventh house governs partnership: marriage, close collaborations, contracts and open rivals. It begins at the Descendant, directly opposite the Ascendant.',
    occupied:
      'Energy placed here is often experienced through other people; you may meet its qualities first in partners and close allies, and relationships become the place where you learn to own them.',
  },
  8: {
    name: 'Eighth House',
    governs:
      'The eighth house governs intimacy, shared resources, inheritance and deep transformation, including the endings that make room for renewal.',
    occupied:
      'A planet in this house tends to work at depth, surfacing in moments of trust, vulnerability and change, and in how you handle what you share with others.',
  },
  9: {
    name: 'Ninth House',
    governs:
      'The ninth house governs higher learning, long journeys, philosophy and belief: the search for meaning beyond your familiar world.',
    occupied:
      'What sits in the ninth tends to push you outward, toward distant places, new teachers and big questions, and it colours what you come to believe.',
  },
  10: {
    name: 'Tenth House',
    governs:
      'The tenth house governs career, reputation and public life, along with your ambitions and your relationship to authority. It begins at the Midheaven, the highest point of the chart.',
    occupied:
      'A planet here is visible to the world, and it tends to shape your vocation, your public image and the legacy you hope to build.',
  },
  11: {
    name: 'Eleventh House',
    governs: 'The eleventh house governs friendship, communities, networks and your hopes for the future.',
    occupied:
      'Planets in the eleventh often find expression in groups and causes, in the friends you gather and in the goals you pursue together with others.',
  },
  12: {
    name: 'Twelfth House',
    governs:
      'The twelfth house governs solitude, dreams and the unconscious, along with whatever is hidden, surrendered or done quietly out of sight.',
    occupied:
      'A planet in the twelfth tends to work in private, through reflection, intuition and unseen effort, and its gifts often emerge most clearly when you spend time alone.',
  },
};
