import type { PlanetTexts } from '../types';

/** Pluto: transformation, power, renewal. The slowest mover; its sign marks a generation. */
export const PLUTO: PlanetTexts = {
  general: {
    text: 'Pluto governs transformation, power and what lies hidden. It describes where you meet intense experiences that change you at the root, how you relate to control and vulnerability, and your capacity for renewal. It moves so slowly that its sign largely marks the shared struggles and rebirths of a generation.',
    traits: ['Transformation', 'Power', 'Renewal', 'Depth', 'Hidden forces', 'Resilience'],
  },
  signs: {
    aries: {
      text: 'Your generation may transform what it means to stand alone and start from nothing. Power, for you, tends to be raw and direct, and intense situations often call out your fighting spirit. You are frequently remade by acts of courage, when you discover a strength you did not know you had.',
      traits: [
        'Raw willpower',
        'Fighting spirit',
        'Courageous renewal',
        'Self-assertion',
        'Pioneering force',
        'Explosive energy',
      ],
    },
    taurus: {
      text: 'Deep changes around wealth, land and values may define your generation’s journey. You tend to hold on tightly to what gives you security, and transformation often comes when you are asked to let some of it go. Your endurance is formidable, and you may rebuild with remarkable patience after a loss.',
      traits: [
        'Enduring power',
        'Deep attachment',
        'Transformed values',
        'Patient rebuilding',
        'Possessiveness',
        'Material resilience',
      ],
    },
    gemini: {
      text: 'Your generation may transform how information spreads and how people think. You tend to be drawn to ideas with the power to change minds, and you may use words with unusual force. An intense curiosity pushes you to uncover what conversations conceal, and learning something that overturns your views can feel like a rebirth.',
      traits: [
        'Penetrating curiosity',
        'Powerful words',
        'Mental transformation',
        'Persuasion',
        'Uncovering secrets',
        'Restless mind',
      ],
    },
    cancer: {
      text: 'Home, family and national identity may be the ground on which your generation meets its deepest upheavals. You tend to feel the pull of roots keenly, along with a fierce need to protect those you love. Family history can be a source of transformation for you, and you may have unusual strength in holding loved ones together.',
      traits: [
        'Protective power',
        'Deep roots',
        'Family transformation',
        'Emotional intensity',
        'Ancestral memory',
        'Clinging',
      ],
    },
    leo: {
      text: 'Your generation may discover both the power and the shadow of self-expression, fame and individual willpower. You tend to pour intense energy into creativity, romance or leadership. Challenges to your pride can become turning points, pushing you toward a more authentic way to shine that does not depend on approval.',
      traits: [
        'Creative power',
        'Strong will',
        'Magnetic presence',
        'Authentic renewal',
        'Pride',
        'Dramatic intensity',
      ],
    },
    virgo: {
      text: 'Work, health systems and technology may be reshaped by your generation’s drive to analyse and improve. You tend to bring intense focus to details and may feel compelled to fix whatever is broken. Refining your routines and skills, and finding purpose in meaningful service, is often how you reinvent yourself.',
      traits: [
        'Intense focus',
        'Analytical depth',
        'Reforming drive',
        'Skill mastery',
        'Purification',
        'Perfectionism',
      ],
    },
    libra: {
      text: 'Relationships and ideas of justice may be profoundly reshaped in your generation. You tend to be transformed through partnership, in bonds that reveal power dynamics you cannot ignore. Learning to balance intimacy with equality is central to your growth, and your sense of fairness can become fierce.',
      traits: [
        'Relationship depth',
        'Fierce fairness',
        'Power balance',
        'Transformative bonds',
        'Social justice',
        'Hidden dependence',
      ],
    },
    scorpio: {
      text: 'Pluto is strong in Scorpio, intensifying your generation’s focus on intimacy, mortality and hidden power. You tend to feel emotions at full depth and are drawn to what others keep secret. Regeneration can be profound for you, and you may have a rare capacity to rebuild your life from its foundations.',
      traits: [
        'Profound intensity',
        'Psychological depth',
        'Regeneration',
        'Emotional power',
        'Secrecy',
        'Fearless truth',
      ],
    },
    sagittarius: {
      text: 'Beliefs, religion, education and the meeting of cultures may be transformed by your generation. You tend to seek truth with passion and may challenge any belief that feels hollow. Travel, study or a crisis of faith can leave your worldview larger than before, and you may carry your convictions with crusading force.',
      traits: [
        'Passionate truth',
        'Transformed beliefs',
        'Global reach',
        'Crusading spirit',
        'Philosophical depth',
        'Zealotry',
      ],
    },
    capricorn: {
      text: 'Your generation may witness the breaking down and rebuilding of institutions, governments and economic structures. You tend to understand power in practical terms and may be ambitious in quiet, persistent ways. When old ambitions no longer hold, restructuring your goals from the ground up can be your path to renewal.',
      traits: [
        'Structural power',
        'Persistent ambition',
        'Institutional change',
        'Control',
        'Strategic depth',
        'Rebuilding',
      ],
    },
    aquarius: {
      text: 'Technology, collective movements and ideas of freedom may be where your generation holds its greatest power. You tend to feel strongly about the group and its future, and radical reform may appeal to you. Networks and shared causes can become your engines of change as you help redefine what community means.',
      traits: [
        'Collective power',
        'Radical reform',
        'Technological change',
        'Group intensity',
        'Visionary will',
        'Detached control',
      ],
    },
    pisces: {
      text: 'Your generation may be transformed through spirituality, imagination and the dissolving of old boundaries. You tend to sense emotional undercurrents deeply and may feel both drawn to and overwhelmed by collective feeling. Compassion, art or surrender often open the way forward, as you learn to trust what cannot be controlled.',
      traits: [
        'Spiritual depth',
        'Collective empathy',
        'Creative transformation',
        'Surrender',
        'Psychic sensitivity',
        'Dissolving boundaries',
      ],
    },
  },
};
