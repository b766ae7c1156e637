import type { CompatibilityTexts } from './types';

/** The English compatibility texts: the spec's ratings and one overview per element pairing. */
export const COMPATIBILITY_EN: CompatibilityTexts = {
  ratings: {
    same: 'Excellent Match!',
    complementary: 'Very Good Match',
    other: 'Good Match',
  },
  overviews: {
    'fire-fire':
      'Two fire signs tend to recognise each other at once: the same appetite for adventure, the same quick spark of enthusiasm. Together you may spur each other on toward bold plans and big laughs. The heat runs both ways, so tempers can flare fast, and taking turns in the spotlight often keeps the warmth from turning into a contest.',
    'fire-earth':
      'Fire brings the spark and earth brings the staying power, so this pairing often works best when each of you values what the other lacks. The fire sign may find the earth sign slow to leap, while the earth sign may find the fire sign restless. With patience on one side and encouragement on the other, an idea can become something solid you build together.',
    'fire-air':
      'Air feeds fire, and this is one of the liveliest pairings in the zodiac. Conversation tends to come easily, plans multiply, and each of you may bring out the playful, curious side of the other. The risk lies in plenty of momentum and little follow-through, so grounding a few shared dreams in daily life can help the connection last.',
    'fire-water':
      'Fire and water meet with real intensity: one acts on impulse, the other feels everything deeply. That contrast can be magnetic, as the fire sign offers courage and the water sign offers emotional depth. Misunderstandings may arise when bluntness meets sensitivity, so gentleness in the heat of the moment tends to matter more than being right.',
    'earth-earth':
      'Two earth signs often share a quiet understanding of what matters: loyalty, reliability and a life built with care over time. You may feel at ease with each other’s pace and with a practical way of showing love. The comfort is real, and choosing something new together now and then can keep steady from sliding into routine.',
    'earth-air':
      'Earth thinks in terms of what is real and useful, while air thinks in ideas and possibilities. This pairing can be a fine partnership of planning and doing, with the air sign opening new horizons and the earth sign making them workable. Each of you may need to meet the other halfway, since constant change can unsettle earth and too much caution can feel confining to air.',
    'earth-water':
      'Earth and water tend to nourish each other, much as rain and soil do. The earth sign offers steadiness and a safe place to land, while the water sign brings warmth, intuition and emotional care. Trust usually grows slowly here, yet it often grows deep, and saying your feelings out loud helps this bond flourish.',
    'air-air':
      'Two air signs can talk for hours and rarely run out of things to explore. You likely share a love of ideas, friends and freedom, and that lightness makes this pairing easygoing and fun. The challenge may be staying with feelings when they get heavy, so making room for quieter, more personal moments can deepen the connection.',
    'air-water':
      'Air lives in the mind and water lives in the heart, which makes this pairing both intriguing and delicate. The air sign can help the water sign put feelings into words, and the water sign can show the air sign the value of emotional closeness. Misreadings may happen when logic meets mood, so patience and reassurance go a long way here.',
    'water-water':
      'Two water signs often understand each other without needing to explain. Empathy, intuition and deep emotional loyalty can make this bond feel like coming home. Because feelings run strong on both sides, moods may ripple back and forth, and a little lightness and clear words help keep the waters calm.',
  },
};
