import type { PlanetTexts } from '../types';

/** Mars: drive, courage, desire, conflict. */
export const MARS: PlanetTexts = {
  general: {
    text: 'Mars governs drive, courage and desire. It describes how you take action, pursue what you want, assert yourself and handle anger or conflict, as well as the energy and stamina you bring to a challenge.',
    traits: ['Drive', 'Courage', 'Desire', 'Assertiveness', 'Physical energy', 'Conflict style'],
  },
  signs: {
    aries: {
      text: 'Mars rules Aries, so your drive is strong, direct and quick to ignite. You tend to act on impulse and thrive on competition and challenge. Your courage can open doors that others are afraid to knock on, though learning to pace yourself may help you finish what you so boldly begin.',
      traits: ['Fiery drive', 'Boldness', 'Competitiveness', 'Initiative', 'Impulsiveness', 'Courage'],
    },
    taurus: {
      text: 'Your energy is steady, patient and enduring rather than quick. You tend to move at your own pace and can persist long after others have given up. You are slow to anger but formidable when pushed, and your desires are often rooted in comfort, security and the pleasures of the body.',
      traits: ['Stamina', 'Persistence', 'Steady effort', 'Slow anger', 'Sensual desire', 'Stubbornness'],
    },
    gemini: {
      text: 'Your drive is mental and restless, often channelled through words, ideas and several projects at once. You tend to assert yourself through argument and wit rather than force. Variety keeps your energy up, though scattering it in too many directions may leave some plans unfinished.',
      traits: ['Mental energy', 'Verbal sparring', 'Multitasking', 'Restlessness', 'Quick reflexes', 'Adaptability'],
    },
    cancer: {
      text: 'Your drive is tied to emotion and to protecting what you love. You tend to act indirectly, approaching conflict sideways rather than head-on, and you may hold on to hurt feelings. When your family or home feels threatened, though, you can show surprising determination and fierce courage.',
      traits: [
        'Protective drive',
        'Emotional motivation',
        'Indirect action',
        'Tenacity',
        'Defensiveness',
        'Family loyalty',
      ],
    },
    leo: {
      text: 'You tend to act with confidence, pride and a sense of theatre, putting your whole heart into what you pursue. Recognition motivates you, and you may shine as a leader when you believe in a cause. Your energy is warm and generous, though wounded pride can spark a fiery temper.',
      traits: ['Confident action', 'Leadership', 'Creative drive', 'Pride', 'Generous energy', 'Fiery temper'],
    },
    virgo: {
      text: 'Your energy is precise and methodical, and it works best when aimed at a useful goal. You tend to improve things through careful effort and skilled technique. Conflict may come out as criticism rather than open anger, and channelling your drive into craft or service can be deeply satisfying.',
      traits: ['Methodical effort', 'Skilful work', 'Efficiency', 'Careful technique', 'Critical edge', 'Diligence'],
    },
    libra: {
      text: 'You tend to pursue your goals through cooperation, charm and negotiation rather than force. Fairness drives you, and injustice can rouse you to action faster than anything else. Direct confrontation may feel uncomfortable, so stating your own wishes clearly, rather than waiting for balance to arrive, can be empowering.',
      traits: [
        'Diplomatic action',
        'Cooperation',
        'Sense of justice',
        'Charm',
        'Conflict avoidance',
        'Strategic patience',
      ],
    },
    scorpio: {
      text: 'Your drive is intense, focused and quietly powerful. You tend to pursue what you want with strategy and unwavering determination, often behind the scenes. A slight is hard for you to forget, and your resilience lets you rebuild after setbacks, sometimes stronger than before.',
      traits: ['Intense focus', 'Determination', 'Strategy', 'Resilience', 'Secrecy', 'Emotional power'],
    },
    sagittarius: {
      text: 'Your energy is adventurous and enthusiastic, drawn to goals that feel meaningful or expansive. You tend to act on principle and to enjoy physical movement, travel and exploration. Your drive can flare and fade quickly, and staying connected to a larger purpose helps you follow through.',
      traits: [
        'Adventurous drive',
        'Enthusiasm',
        'Principled action',
        'Restless energy',
        'Love of movement',
        'Bluntness',
      ],
    },
    capricorn: {
      text: 'Mars is exalted in Capricorn, giving you disciplined, ambitious and strategic energy. You tend to pursue long-term goals step by step, with remarkable self-control. You may turn frustration into hard work, and your patience allows you to reach heights that quicker, less focused efforts rarely do.',
      traits: ['Discipline', 'Ambition', 'Self-control', 'Strategic effort', 'Endurance', 'Work focus'],
    },
    aquarius: {
      text: 'Your drive is independent and often directed toward ideas, reform or collective goals. You tend to act in unconventional ways and to resist being told what to do. You may fight hardest for principles and communities, and your energy tends to come in sudden bursts of inspiration rather than steady routine.',
      traits: [
        'Independent action',
        'Rebellious streak',
        'Reforming zeal',
        'Innovation',
        'Group causes',
        'Erratic energy',
      ],
    },
    pisces: {
      text: 'Your energy is fluid and intuitive, flowing toward whatever inspires or moves you emotionally. You tend to avoid direct confrontation and may act on behalf of others more easily than for yourself. Creative, compassionate or spiritual pursuits can channel your drive, and clear goals help you stay on course.',
      traits: [
        'Intuitive action',
        'Compassionate drive',
        'Creative energy',
        'Flexibility',
        'Indirect anger',
        'Shifting motivation',
      ],
    },
  },
};
