import type { PlanetTexts } from '../types';

/** Venus: love, attraction, values, pleasure. */
export const VENUS: PlanetTexts = {
  general: {
    text: 'Venus governs love, attraction and what you value. It describes how you give and receive affection, what you find beautiful, how you seek harmony with others and which pleasures make life feel sweet, including your relationship with comfort and the things you own.',
    traits: ['Love', 'Attraction', 'Values', 'Beauty', 'Harmony', 'Pleasure'],
  },
  signs: {
    aries: {
      text: 'You tend to love boldly and spontaneously, drawn to the thrill of pursuit and the spark of a new connection. Honesty and independence are what you value in a partner, and you may grow restless if affection settles into routine. Your style is direct: when you like someone, they usually know it.',
      traits: [
        'Bold affection',
        'Spontaneity',
        'Passionate pursuit',
        'Honest attraction',
        'Independence',
        'Impatient heart',
      ],
    },
    taurus: {
      text: 'Venus is at home in Taurus, giving you a sensual, loyal and steady way of loving. You tend to show affection through touch, good food and reliable presence, and you value comfort and quality. Once committed you are devoted, though you may hold on to a relationship or a possession longer than is good for you.',
      traits: ['Loyal affection', 'Sensuality', 'Devotion', 'Love of comfort', 'Steadiness', 'Possessiveness'],
    },
    gemini: {
      text: 'You are often attracted to the mind first, and a witty exchange can be the surest way to your heart. You tend to enjoy variety, playfulness and lightness in love. Keeping things fresh matters to you, and you may need a partner who is also a friend you could talk with for hours.',
      traits: ['Playful charm', 'Mental attraction', 'Flirtatiousness', 'Variety', 'Lightness', 'Talkative bond'],
    },
    cancer: {
      text: 'You tend to love protectively and tenderly, seeking emotional security and a sense of belonging. Nurturing is one of the ways you show affection, and you may treasure home, family and shared memories. You often open your heart slowly, but once you do, your care is deep and lasting.',
      traits: [
        'Tender care',
        'Nurturing love',
        'Emotional security',
        'Sentimentality',
        'Protectiveness',
        'Cautious trust',
      ],
    },
    leo: {
      text: 'You love generously and wholeheartedly, with a flair for romance and grand gestures. You tend to want admiration and loyalty in return, and feeling cherished brings out your warmest self. Fun, creativity and celebration are part of how you express affection, and you may be fiercely devoted to the people you love.',
      traits: ['Generous heart', 'Romantic flair', 'Warmth', 'Need for admiration', 'Loyalty', 'Playfulness'],
    },
    virgo: {
      text: 'You tend to express love through practical care, noticing what someone needs and quietly seeing to it. In relationships you may be discerning, valuing reliability and sincerity over flashiness. Your affection grows through small, thoughtful acts, and accepting imperfection in yourself and others can deepen your closeness.',
      traits: ['Practical devotion', 'Discernment', 'Thoughtful acts', 'Sincerity', 'Modesty', 'Critical eye'],
    },
    libra: {
      text: 'Venus rules Libra, so you have a natural grace in relationships and a strong feeling for beauty and fairness. You tend to value partnership, courtesy and harmony, and you may be drawn to art, design and refined surroundings. Balancing your own desires with the wish to please others is a lifelong theme.',
      traits: ['Natural grace', 'Partnership', 'Aesthetic sense', 'Courtesy', 'Harmony seeking', 'People pleasing'],
    },
    scorpio: {
      text: 'You tend to love intensely and with your whole being, seeking depth and emotional honesty rather than light romance. Trust is everything to you, and once it is earned you may be loyal to the end. Passion and transformation often come through your relationships, and jealousy can surface when you feel insecure.',
      traits: ['Intense passion', 'Deep loyalty', 'Emotional depth', 'Magnetism', 'All-or-nothing love', 'Jealousy'],
    },
    sagittarius: {
      text: 'Love, for you, thrives on openness, humour and adventure, and you are drawn to people who enlarge your world. Freedom within a relationship matters to you, and shared exploration often keeps the bond alive. You may be generous and idealistic in love, preferring honesty and growth to a comfortable routine.',
      traits: ['Adventurous love', 'Openness', 'Need for freedom', 'Generosity', 'Idealism', 'Honest affection'],
    },
    capricorn: {
      text: 'You tend to approach love seriously, valuing commitment, loyalty and a partner you can build a future with. Your affection may show through reliability and effort more than through words. You often open up slowly, and your relationships tend to grow richer and warmer with time.',
      traits: ['Committed love', 'Reliability', 'Reserve', 'Long-term vision', 'Traditional values', 'Enduring warmth'],
    },
    aquarius: {
      text: 'You tend to value friendship, freedom and authenticity in love, and you may be drawn to people who are unusual or fiercely independent. Connection often begins with shared ideas or causes. You need space to be yourself, and your affection, though it can seem cool at first, is often remarkably loyal and accepting.',
      traits: [
        'Friendship first',
        'Unconventional taste',
        'Need for space',
        'Acceptance',
        'Meeting of minds',
        'Cool reserve',
      ],
    },
    pisces: {
      text: 'Venus is exalted in Pisces, giving you a tender, romantic and compassionate way of loving. You tend to idealise the people you care about and may give of yourself without counting. Beauty, music and imagination feed your heart, and healthy boundaries help your generous love be met in return.',
      traits: ['Romantic idealism', 'Compassion', 'Selfless giving', 'Artistic sense', 'Empathy', 'Soft boundaries'],
    },
  },
};
