import type { PlanetTexts } from '../types';

/** Jupiter: growth, optimism, meaning, opportunity. */
export const JUPITER: PlanetTexts = {
  general: {
    text: 'Jupiter governs growth, optimism and the search for meaning. It describes where you find opportunity and generosity, how you seek wisdom and faith, and the ways you widen your horizons through learning, travel and belief.',
    traits: ['Growth', 'Optimism', 'Wisdom', 'Generosity', 'Opportunity', 'Expansion'],
  },
  signs: {
    aries: {
      text: 'Growth comes to you through courage and new beginnings, often when you take the lead or trust a bold hunch. Your optimism is energetic and contagious, and you may help others believe in themselves. Giving your ventures time to mature, rather than racing on to the next one, tends to multiply what they return.',
      traits: ['Bold faith', 'Pioneering spirit', 'Leadership', 'Self-belief', 'Energetic optimism', 'Haste'],
    },
    taurus: {
      text: 'Abundance tends to arrive for you steadily rather than suddenly, as the reward of consistent effort. You find meaning in nature, comfort and the tangible gifts of life, and your generosity flows most freely when you feel secure. The main caution is a fondness for more of a good thing than you really need.',
      traits: ['Steady growth', 'Practical wisdom', 'Appreciation', 'Secure giving', 'Consistency', 'Indulgence'],
    },
    gemini: {
      text: 'Curiosity is your lucky charm, and opportunities often come through conversation, writing, teaching or a chance meeting. You may collect friends, facts and interests with ease. Your growth lies in depth as well as breadth, because gathering information is effortless for you while distilling it into wisdom takes patient focus.',
      traits: [
        'Curious mind',
        'Networking',
        'Versatile talents',
        'Love of learning',
        'Communication',
        'Information overload',
      ],
    },
    cancer: {
      text: 'Jupiter is exalted in Cancer, widening your capacity for care and emotional generosity. Family, home and the bonds that nourish you are where you tend to grow most. Your kindness can create a sense of belonging for others, and trusting your gut feelings often guides you toward what is good for you.',
      traits: ['Emotional generosity', 'Nurturing', 'Family bonds', 'Empathy', 'Intuitive faith', 'Protectiveness'],
    },
    leo: {
      text: 'When you are wholeheartedly yourself, good fortune seems to follow. Creativity, performance and generous leadership are your natural routes to growth, and your warm enthusiasm can lift a whole room. A taste for grand gestures is part of your charm, though knowing when enough is enough keeps it sustainable.',
      traits: [
        'Creative abundance',
        'Generous leadership',
        'Warm confidence',
        'Enthusiasm',
        'Big heart',
        'Extravagance',
      ],
    },
    virgo: {
      text: 'You tend to expand through skill, service and the steady improvement of whatever you touch. Opportunities often follow from mastering your craft and being genuinely useful. Meaning, for you, lives in details done well, and stepping back now and then to see the whole picture keeps perfectionism from narrowing your path.',
      traits: [
        'Helpful service',
        'Skill building',
        'Practical improvement',
        'Diligence',
        'Discernment',
        'Perfectionism',
      ],
    },
    libra: {
      text: 'Other people are often your doorway to opportunity, and partnerships, collaborations and social grace tend to bring your luck. You may find deep meaning in justice, art and relationships that feel fair. Your generosity shows in how you help others meet halfway, though committing to one choice can take longer than you would like.',
      traits: [
        'Fairness',
        'Growth through partners',
        'Social grace',
        'Diplomacy',
        'Artistic appreciation',
        'Indecisiveness',
      ],
    },
    scorpio: {
      text: 'Your growth comes through depth rather than breadth: in research, shared ventures and the courage to face hard truths. Intense experiences may test your faith and leave it stronger. You often understand people’s motives with unusual clarity, and using that insight generously turns it into real wisdom.',
      traits: [
        'Deep insight',
        'Transformative growth',
        'Research',
        'Resourcefulness',
        'Intensity',
        'Emotional courage',
      ],
    },
    sagittarius: {
      text: 'Jupiter rules Sagittarius, so your optimism, love of freedom and hunger for meaning are amplified. Travel, philosophy, study and encounters with other cultures tend to open your world. Your humour and generosity can be infectious, though your enthusiasm may sometimes promise more than time allows.',
      traits: [
        'Boundless optimism',
        'Love of travel',
        'Philosophical outlook',
        'Generosity',
        'Humour',
        'Overpromising',
      ],
    },
    capricorn: {
      text: 'For you, good fortune is usually built rather than found. Responsibility, discipline and patient effort tend to bring solid, lasting rewards, and you may find meaning in achievement and tradition. Allowing yourself to trust that life can also be generous helps you enjoy what you have worked so hard to create.',
      traits: [
        'Disciplined growth',
        'Reliability',
        'Realistic goals',
        'Long patience',
        'Respect for tradition',
        'Caution',
      ],
    },
    aquarius: {
      text: 'You tend to prosper through ideas that serve the wider community and through friends who share your vision. Opportunities may come along unconventional paths, networks or new technology. Progress and fairness give your life meaning, and your open mind welcomes people and ideas that others might dismiss.',
      traits: [
        'Progressive vision',
        'Humanitarianism',
        'Open-mindedness',
        'Innovation',
        'Community spirit',
        'Detachment',
      ],
    },
    pisces: {
      text: 'Compassion and imagination are where your faith lives. You may find meaning in quiet contemplation, creative work or helping people who are struggling, and generosity often comes so easily that it needs gentle limits. Trusting your intuition can lead you toward opportunities that logic alone would overlook.',
      traits: ['Compassionate faith', 'Spiritual growth', 'Imagination', 'Kindness', 'Intuition', 'Overgiving'],
    },
  },
};
