import type { SignTexts } from '../types';

/** The Sun in each sign: identity, vitality, what makes you feel most alive. */
export const SUN: SignTexts = {
  aries:
    'You come alive when there is something to start, a first step nobody else has taken yet. Your sense of self is built through action, so you tend to learn who you are by trying, stumbling and trying again. Directness is your natural gift, and your vitality often rises the moment a challenge appears.',
  taurus:
    'Your identity grows slowly and roots deeply, much like a garden tended over many seasons. You often feel most yourself when life has a steady rhythm and your senses are engaged, whether by good food, music or the feel of earth under your hands. Others may lean on your patience, which tends to outlast passing storms.',
  gemini:
    'Curiosity is the engine of your identity, and you feel most alive when your mind has something new to turn over. You may hold several interests at once, and that variety is less a flaw than the way your energy stays bright. Conversations, questions and quick connections are often how you discover who you are.',
  cancer:
    'You shine through care, and who you are is closely tied to the people and places you call home. Your strength often works quietly, in remembering what others need before they ask. A protective outer shell can hide a rich inner life, and feeling emotionally safe is what lets your full vitality come forward.',
  leo: 'You are here to express yourself, and your vitality grows when you give your heart openly to something you love. Warmth, generosity and a flair for the dramatic tend to come naturally, drawing people into your light. Being recognised matters to you, and the deepest recognition often comes when you create from sincere joy rather than for applause.',
  virgo:
    'Your identity takes shape through usefulness, and you often feel most yourself when you are improving something, however small. A careful eye lets you notice the details others miss, and you may find real contentment in craft, service and well-made routines. Being as gentle with your own imperfections as you are helpful to others tends to free your energy.',
  libra:
    'You come into focus through relationship, discovering who you are in the exchange between yourself and other people. A strong sense of fairness and an eye for beauty often guide your choices. You may weigh every side before deciding, and your gift lies in creating harmony that still leaves room for honest disagreement.',
  scorpio:
    'Your sense of self runs deep, and you tend to pour yourself completely into whatever truly matters to you. Surface answers rarely satisfy, because you are drawn to what is hidden, intense and real. Your vitality often renews itself through transformation, as you let go of what no longer fits and emerge with hard-won strength.',
  sagittarius:
    'You feel most alive when your horizons are widening, whether through travel, study or a conversation that changes your view. Optimism and a restless love of freedom tend to define you. Your identity is shaped by the search for meaning, and you may find that honesty, even when it comes out blunt, is one of your core values.',
  capricorn:
    'You build a life the way you might build a house: steadily, with patience and a plan. Responsibility may have come to you early, and you often earn respect through persistence rather than display. A dry humour and a quiet ambition sit behind your composure, and both tend to grow stronger with the years.',
  aquarius:
    'Your identity is rooted in independence and in a vision of how things could be better for everyone. You may feel slightly apart from the crowd, and that distance often gives you a fresh, original perspective. Friendships, ideas and causes larger than yourself tend to energise you, especially when you are free to be unconventional.',
  pisces:
    'At your core you are fluid and imaginative, shaped by a sensitivity that lets you feel what others feel. Creativity, compassion and a rich inner world tend to sustain your vitality. You may need time apart to recover from absorbing so much, and in that quiet you often find your deepest inspiration.',
};
