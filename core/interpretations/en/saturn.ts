import type { PlanetTexts } from '../types';

/** Saturn: structure, responsibility, limits, maturity. */
export const SATURN: PlanetTexts = {
  general: {
    text: 'Saturn governs structure, responsibility and time. It describes where you meet limits and learn discipline, what you take seriously and what you fear, and how patience and persistence help you build something lasting as you mature.',
    traits: ['Discipline', 'Responsibility', 'Structure', 'Limits', 'Maturity', 'Perseverance'],
  },
  signs: {
    aries: {
      text: 'Acting on your own initiative may once have felt risky, and part of your path is learning to assert yourself with patience. Over time your courage tends to become considered rather than reckless. Frustration can be a teacher here, and the steady resolve you develop lets you lead without needing to rush.',
      traits: [
        'Tempered courage',
        'Self-reliance',
        'Controlled impulses',
        'Steady resolve',
        'Frustration',
        'Considered action',
      ],
    },
    taurus: {
      text: 'Security and self-worth are your great teachers. You may work hard to build stability and feel uneasy whenever it seems threatened. Patience gives you lasting practical wisdom, and discovering that your value is not measured by what you own can bring a deep and welcome ease.',
      traits: ['Material caution', 'Patience', 'Endurance', 'Resourcefulness', 'Self-worth', 'Steady building'],
    },
    gemini: {
      text: 'Early on you may have doubted your intelligence or hesitated to speak up. With time, that caution often becomes a careful, serious mind and a gift for precise expression. You value accuracy and take ideas to heart, qualities that can make you an excellent teacher, editor or writer.',
      traits: ['Serious mind', 'Careful speech', 'Mental discipline', 'Accuracy', 'Self-doubt', 'Teaching ability'],
    },
    cancer: {
      text: 'You may have felt responsible for others at a young age, or found it hard to let your vulnerability show. Building a strong, protective inner foundation tends to be your life’s work. Learning to receive care as well as give it brings maturity and warmth to your closest bonds.',
      traits: [
        'Emotional reserve',
        'Family duty',
        'Protective strength',
        'Inner foundation',
        'Guardedness',
        'Mature care',
      ],
    },
    leo: {
      text: 'Shining can feel like a risk for you, perhaps because you once felt unseen or feared being judged. With effort you tend to develop an authentic, dignified creativity. The confidence you earn slowly is often more durable than easy applause, and it may make you a responsible, generous leader.',
      traits: [
        'Earned confidence',
        'Dignity',
        'Creative discipline',
        'Fear of judgement',
        'Authentic pride',
        'Responsible leadership',
      ],
    },
    virgo: {
      text: 'Work, routine and competence are where Saturn asks the most of you. You may set exacting standards and worry about getting every detail right. In time you tend to become highly skilled and dependable, and accepting that good enough is sometimes enough can ease the pressure you place on yourself.',
      traits: ['High standards', 'Competence', 'Dependability', 'Orderly habits', 'Worry', 'Skilled mastery'],
    },
    libra: {
      text: 'Saturn is exalted in Libra, making fairness, commitment and partnership your central lessons. You may take relationships very seriously, valuing loyalty and balance over passing attraction. A strong sense of justice tends to develop with age, and your bonds often deepen as you learn to honour both your agreements and your own needs.',
      traits: [
        'Committed partnership',
        'Sense of justice',
        'Fair dealing',
        'Loyalty',
        'Serious bonds',
        'Balanced judgement',
      ],
    },
    scorpio: {
      text: 'Trust, intimacy and control are the themes that test you. You may guard your vulnerability closely and pass through intense experiences that demand resilience. What emerges is often remarkable inner strength and self-mastery, and people may come to rely on your steadiness when a crisis hits.',
      traits: ['Self-mastery', 'Resilience', 'Emotional depth', 'Guarded trust', 'Need for control', 'Crisis strength'],
    },
    sagittarius: {
      text: 'You may question inherited beliefs or take philosophy very seriously, refusing easy answers about what life means. Over time you tend to build a grounded, well-tested worldview. Your wisdom carries weight because it is earned through experience, and freedom becomes something you learn to use responsibly.',
      traits: [
        'Grounded beliefs',
        'Earned wisdom',
        'Serious study',
        'Questioning',
        'Responsible freedom',
        'Moral integrity',
      ],
    },
    capricorn: {
      text: 'Saturn rules Capricorn, so your sense of duty, ambition and self-discipline runs strong. You tend to take responsibility seriously and work patiently toward long-term goals. Achievement matters deeply to you, and remembering to rest and enjoy the climb keeps your drive from becoming a burden.',
      traits: ['Strong duty', 'Ambition', 'Self-discipline', 'Long-term goals', 'Authority', 'Overwork'],
    },
    aquarius: {
      text: 'Ideas, groups and social change are where you bring your discipline. You tend to think systematically and may feel a serious responsibility toward your community. Over time you can build structures that serve many people, though balancing your individuality with the wish to belong may remain an ongoing lesson.',
      traits: [
        'Systematic thinking',
        'Social responsibility',
        'Principled independence',
        'Structured innovation',
        'Detachment',
        'Group loyalty',
      ],
    },
    pisces: {
      text: 'Boundaries, faith and compassion are your lessons. You may feel other people’s pain acutely and struggle to protect yourself from overwhelm. As you mature, you tend to give shape to your intuition and creativity, and a quiet spiritual or creative practice can become a real source of strength.',
      traits: [
        'Compassionate duty',
        'Learning boundaries',
        'Structured imagination',
        'Spiritual discipline',
        'Sensitivity',
        'Quiet faith',
      ],
    },
  },
};
