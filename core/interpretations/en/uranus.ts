import type { PlanetTexts } from '../types';

/** Uranus: change, originality, freedom. Slow-moving, so its sign also speaks of a generation. */
export const URANUS: PlanetTexts = {
  general: {
    text: 'Uranus governs change, originality and freedom. It describes where you break from convention, seek independence and meet sudden insight or upheaval. Because it moves slowly, its sign often reflects the spirit of a whole generation as much as a personal trait.',
    traits: ['Originality', 'Freedom', 'Innovation', 'Sudden change', 'Rebellion', 'Insight'],
  },
  signs: {
    aries: {
      text: 'Born into a generation hungry for independence, you may feel a strong urge to break new ground. Your originality tends to show in direct action and pioneering ideas rather than theories. Sudden impulses to start over can arise, and your courage to try what has not been done before is a genuine gift.',
      traits: [
        'Pioneering change',
        'Independence',
        'Bold innovation',
        'Restless impulse',
        'Fearless experiment',
        'Self-directed freedom',
      ],
    },
    taurus: {
      text: 'Your generation may reinvent how people think about resources, the land and what makes life secure. In your own life, stability might shift unexpectedly, prompting you to find new and practical ways to build it. You tend to innovate slowly but solidly, blending fresh methods with values that last.',
      traits: [
        'Practical innovation',
        'Changing values',
        'Resourceful reform',
        'Earthy ingenuity',
        'Stubborn independence',
        'Sustainable ideas',
      ],
    },
    gemini: {
      text: 'Communication and information are where your generation may bring upheaval and invention. Your mind tends to move in quick, surprising leaps, and unusual ideas excite you. You may be drawn to new tools, media or ways of talking, and your originality often lies in connecting facts nobody else thought to link.',
      traits: [
        'Inventive thinking',
        'New media',
        'Mental leaps',
        'Unusual ideas',
        'Restless curiosity',
        'Communication reform',
      ],
    },
    cancer: {
      text: 'Ideas about home and family may change sharply around your generation. You might seek freedom within close bonds or experience unexpected moves and shifts in your domestic life. You tend to create a sense of belonging that fits who you truly are, sometimes gathering a chosen family around you.',
      traits: [
        'Unconventional home',
        'Emotional independence',
        'Family change',
        'Chosen family',
        'Intuitive insight',
        'Restless roots',
      ],
    },
    leo: {
      text: 'Creative self-expression is where your rebellious streak comes alive. Your generation may insist on individual freedom and the right to stand out, and you tend to express yourself in distinctive, sometimes dramatic ways. Resisting pressure to dim your light is part of your story, as is letting others shine too.',
      traits: [
        'Creative rebellion',
        'Unique expression',
        'Dramatic flair',
        'Independent heart',
        'Bold individuality',
        'Stubborn pride',
      ],
    },
    virgo: {
      text: 'Your generation may transform work, technology and the routines of daily life. You tend to innovate methodically, finding clever fixes for everyday problems and improving systems others accept as they are. Your originality is practical, and it often shows in an unusual approach to skill, service and wellbeing.',
      traits: [
        'Practical genius',
        'Systems reform',
        'Technical skill',
        'Clever solutions',
        'Analytical insight',
        'Restless routines',
      ],
    },
    libra: {
      text: 'Relationships are an area where your generation may rewrite the rules, questioning old ideas of partnership and fairness. You tend to value freedom within closeness and you may feel at home with unconventional partners or arrangements. Fresh thinking about equality and beauty often marks your originality.',
      traits: [
        'Relationship reform',
        'Equality',
        'Freedom in love',
        'Aesthetic innovation',
        'Social fairness',
        'Unpredictable bonds',
      ],
    },
    scorpio: {
      text: 'Taboo subjects may come into the open with your generation, along with new attitudes toward power and intimacy. You tend to experience sudden emotional revelations that change you at depth. Your originality shows in a willingness to investigate exactly what others would rather avoid.',
      traits: [
        'Radical depth',
        'Breaking taboos',
        'Sudden revelation',
        'Transformative power',
        'Psychological insight',
        'Intense will',
      ],
    },
    sagittarius: {
      text: 'Beliefs, education and the meeting of cultures are ripe for change in your generation. You tend to seek freedom through travel, philosophy or an unconventional spiritual path. Questioning doctrine comes naturally, and your open-minded ideas can help others see past the limits of their own worldview.',
      traits: [
        'Free thinking',
        'Global outlook',
        'Spiritual exploration',
        'Questioning doctrine',
        'Adventurous ideas',
        'Restless faith',
      ],
    },
    capricorn: {
      text: 'Institutions, authority and established structures are where your generation may push for reform. You tend to combine practical ambition with a wish to change how things are run. Rather than tearing traditions down, you are often at your most original when you modernise them from within.',
      traits: [
        'Structural reform',
        'Practical vision',
        'Modernising tradition',
        'Ambitious change',
        'Disciplined rebellion',
        'Challenging authority',
      ],
    },
    aquarius: {
      text: 'Uranus rules Aquarius, so your generation may be strongly oriented toward technology, collective progress and individual freedom. You tend to be inventive, humanitarian and at ease with the unconventional. Visionary ideas come naturally, and you may work best alongside groups pursuing shared goals.',
      traits: [
        'Visionary ideas',
        'Humanitarian spirit',
        'Technological flair',
        'Collective progress',
        'Eccentricity',
        'Independent thought',
      ],
    },
    pisces: {
      text: 'Old boundaries between art, spirit and everyday life may dissolve for your generation. You tend to receive sudden intuitive insights and mystical or creative experiments may call to you. Your originality often shows in how you blend inspiration with compassion, bringing imagination to places that lack it.',
      traits: [
        'Intuitive flashes',
        'Spiritual innovation',
        'Creative vision',
        'Compassionate change',
        'Dissolving boundaries',
        'Dreamlike ideas',
      ],
    },
  },
};
