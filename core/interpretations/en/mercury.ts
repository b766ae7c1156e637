import type { PlanetTexts } from '../types';

/** Mercury: mind, learning, communication. */
export const MERCURY: PlanetTexts = {
  general: {
    text: 'Mercury governs how you think, learn and communicate. It describes the way you take in information, link ideas and express them in speech and writing, along with your curiosity, your habits of reasoning and the many small exchanges of everyday life.',
    traits: ['Communication', 'Thinking style', 'Learning', 'Curiosity', 'Reasoning', 'Daily exchanges'],
  },
  signs: {
    aries: {
      text: 'Your mind works quickly and decisively, often reaching a conclusion before others have finished asking the question. You tend to speak directly and enjoy a lively debate. Patience with slow explanations may not come easily, but your mental courage lets you voice ideas that others hesitate to say.',
      traits: ['Quick thinking', 'Direct speech', 'Mental courage', 'Debating spirit', 'Decisive ideas', 'Impatience'],
    },
    taurus: {
      text: 'You tend to think carefully and thoroughly, preferring to understand something fully before you speak about it. Once formed, your opinions are well grounded and slow to change. Your way of communicating is calm and practical, and you may learn best through hands-on experience and steady repetition.',
      traits: [
        'Deliberate thought',
        'Practical sense',
        'Calm speech',
        'Steady focus',
        'Firm opinions',
        'Hands-on learning',
      ],
    },
    gemini: {
      text: 'Mercury rules Gemini, so your mind is at its most agile here: curious, witty and quick to connect one idea with another. You may juggle several subjects at once and absorb information with ease. Conversation energises you, though staying with one topic for long can be a skill worth practising.',
      traits: ['Quick wit', 'Versatility', 'Curiosity', 'Verbal ease', 'Fast learning', 'Scattered focus'],
    },
    cancer: {
      text: 'Your thinking is coloured by feeling and memory, and you often recall how something was said as vividly as what was said. You tend to communicate with sensitivity, reading the emotional undertone of a conversation. Intuition guides your reasoning, and you may learn best in a setting where you feel safe.',
      traits: [
        'Emotional memory',
        'Intuitive thinking',
        'Sensitive speech',
        'Reading undertones',
        'Protective words',
        'Imaginative mind',
      ],
    },
    leo: {
      text: 'Your thoughts come in bold, confident strokes, and you communicate with warmth and flair. Storytelling comes naturally, and you may enjoy having an audience for your ideas. Your mind holds firmly to what it believes, which makes you a persuasive speaker, though listening to other viewpoints can broaden your creative vision.',
      traits: [
        'Expressive speech',
        'Storytelling',
        'Confident views',
        'Creative ideas',
        'Persuasiveness',
        'Fixed opinions',
      ],
    },
    virgo: {
      text: 'Mercury is also at home in Virgo, giving you a precise, analytical mind that notices every detail. You tend to think in systems and steps, and you explain things clearly and carefully. Your gift is refining ideas and solving practical problems, though you may sometimes overthink or judge your own mistakes harshly.',
      traits: [
        'Analytical mind',
        'Precision',
        'Clear explanations',
        'Problem solving',
        'Eye for detail',
        'Self-critique',
      ],
    },
    libra: {
      text: 'You think by weighing perspectives, and you often see the merits of several sides at once. Your way of speaking tends to be tactful, graceful and considerate. You may enjoy exploring ideas with a partner more than thinking alone, and decisions can take time because fairness matters so much to you.',
      traits: [
        'Balanced judgement',
        'Tactful speech',
        'Diplomacy',
        'Fair-mindedness',
        'Shared reasoning',
        'Indecision',
      ],
    },
    scorpio: {
      text: 'Your mind is penetrating and investigative, drawn to whatever lies beneath the surface of a conversation. You tend to keep your own counsel and choose your words with purpose. Research, psychology and unsolved mysteries may fascinate you, and you often sense what other people are leaving unsaid.',
      traits: [
        'Investigative mind',
        'Perceptiveness',
        'Discretion',
        'Purposeful words',
        'Deep concentration',
        'Psychological insight',
      ],
    },
    sagittarius: {
      text: 'Your mind reaches for the big picture, weaving separate ideas into a larger philosophy or story. Your speech is frank, enthusiastic and often funny. You may learn best through travel, teaching or open debate, and while fine details can bore you, your sense of meaning helps others see where things are heading.',
      traits: ['Big-picture thinking', 'Frankness', 'Enthusiasm', 'Philosophical mind', 'Humour', 'Restless learning'],
    },
    capricorn: {
      text: 'Your thinking is structured, realistic and focused on what actually works. You tend to communicate with economy, saying what needs to be said and little more. Long-term planning comes easily to you, and people may trust your judgement because your words are measured and your ideas are built to last.',
      traits: [
        'Structured thinking',
        'Realism',
        'Measured words',
        'Long-range planning',
        'Mental discipline',
        'Dry humour',
      ],
    },
    aquarius: {
      text: 'Your mind is original and independent, often arriving at ideas that seem ahead of their time. You tend to think objectively and enjoy questions about systems, technology or society. The way you express yourself can be surprising and inventive, and you may hold firmly to your views even while championing open discussion.',
      traits: [
        'Original ideas',
        'Objectivity',
        'Inventiveness',
        'Independent mind',
        'Future focus',
        'Intellectual stubbornness',
      ],
    },
    pisces: {
      text: 'You tend to think in images, impressions and associations rather than straight lines. Your imagination is rich, and your intuition often knows the answer before logic catches up. You may express yourself best through art, music or metaphor, and a little gentle structure can help you turn inspired ideas into something you can share.',
      traits: [
        'Imaginative thinking',
        'Intuition',
        'Poetic expression',
        'Empathic listening',
        'Visual mind',
        'Diffuse focus',
      ],
    },
  },
};
