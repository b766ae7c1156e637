import type { SignTexts } from '../types';

/** The Moon in each sign: emotional needs, comfort, the way feelings are processed. */
export const MOON: SignTexts = {
  aries:
    'Your feelings arrive fast and hot, and you tend to process them by doing something rather than sitting still. You may need room to react honestly before you can calm down. Comfort often comes from movement, a fresh start or a problem you can tackle head-on, and your moods usually pass as quickly as they flare.',
  taurus:
    'Emotional security comes to you through the senses and through stability. A familiar routine, a comfortable home and simple pleasures such as a good meal or a warm blanket can settle you remarkably well. You tend to be steady and loyal in your attachments, though sudden change may unsettle you more than you let on.',
  gemini:
    'You often understand your feelings by putting them into words, talking them through or writing them down. Variety and mental stimulation soothe you, while boredom can leave you restless. You may sometimes analyse an emotion instead of feeling it, and comfort tends to come from a good conversation with someone who really listens.',
  cancer:
    'The Moon is at home in Cancer, and your emotional life is deep, protective and tender. You need a safe nest and people to care for, and you tend to remember exactly how every moment felt. Nostalgia, family rituals and quiet evenings at home often restore you when the outside world becomes too much.',
  leo: 'You need to feel seen and appreciated, and warmth given freely tends to bring out your most generous self. Your emotions are expressive and sincere, sometimes theatrical. Comfort often comes from play, creativity and loyal affection, while being overlooked can hurt more deeply than you show.',
  virgo:
    'You tend to calm your feelings by bringing order to something, whether a drawer, a schedule or a knotty problem. Being useful reassures you, and you may show love through practical acts rather than grand words. Accepting feelings that cannot be fixed, and resting without first earning it, often brings you real peace.',
  libra:
    'Emotional balance matters deeply to you, and discord in your surroundings or relationships can unsettle you quickly. You tend to find comfort in companionship, beauty and graceful spaces. You may set aside your own needs to keep the peace, so naming what you feel is an important part of your emotional growth.',
  scorpio:
    'Your emotions run intense and private, and you may reveal your inner world only to those who have earned your trust. You need depth, loyalty and honesty in your closest bonds. Surface comfort rarely soothes you; instead, you tend to heal by facing feelings fully and letting them change you.',
  sagittarius:
    'You need emotional freedom and room to roam, and feeling confined can make you restless. Humour, optimism and the promise of adventure tend to lift your spirits. You often process feelings by finding the meaning or lesson in them, and a long walk, a journey or a big idea can restore your mood.',
  capricorn:
    'You tend to hold your feelings with composure, sometimes taking on responsibility before allowing yourself to rest. Security comes from structure, achievement and knowing you can rely on yourself. There is real tenderness under that reserve, and you may find comfort in people who show their care through consistency.',
  aquarius:
    'You often need a little emotional distance to understand what you feel, stepping back to see the bigger picture. Friendship, freedom and being accepted as you are tend to matter more to you than conventional closeness. You may feel most at ease in a circle of kindred spirits who respect your independence.',
  pisces:
    'Your feelings are porous and wide, and you may absorb the moods around you without realising it. Comfort often comes through music, art, water, dreams or quiet solitude. Your compassion is a gift, and learning to tell your own emotions apart from everyone else’s tends to help you feel grounded.',
};
