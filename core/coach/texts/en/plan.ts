/** The words of a planned answer (core/coach/plan.ts; core/coach/texts.ts, `CoachPlanTexts`). */
import { GRAMMAR_EN as g, chartPoint } from '../../../i18n/grammar/en';
import type { LifeTopic } from '../../asking/types';
import type { CoachPoint, CoachTexts } from '../../texts';

/** A part of life as the reasons name it: "yourself" reads as "who you are" there. */
const about = (area: string, topic: LifeTopic | null) => (topic === 'self' ? 'who you are' : area);

/**
 * Which of the three correction shapes a point takes: the points a question most often gets
 * wrong together (the Sun, the Moon and the Ascendant; Venus and Mars) take different ones, so
 * that two corrections in one paragraph do not open alike. A house correction takes the next
 * shape, so a point corrected for both its sign and its house is not set right twice in one wording.
 */
const TURN: Readonly<Record<CoachPoint, number>> = {
  sun: 0,
  moon: 1,
  ascendant: 2,
  mercury: 2,
  venus: 0,
  mars: 1,
  jupiter: 2,
  saturn: 0,
  uranus: 1,
  neptune: 2,
  pluto: 0,
  midheaven: 1,
};

export const PLAN: CoachTexts['plan'] = {
  // The true placement follows the point ("your Moon is in Aquarius"); the reader's sign or house
  // comes after it, never next to the point, so the verifier reads only the true one as a claim.
  correction: {
    sign: ({ point, said, is }) => {
      const name = chartPoint(point);
      return [
        `A small correction first: your ${name} is in ${g.sign(is)}, not ${g.sign(said)}, so this answer reads it there.`,
        `A quick look at your chart shows that your ${name} is in ${g.sign(is)} rather than ${g.sign(said)}, so I read it as ${g.sign(is, 'a')} ${name}.`,
        `In the chart you were born with, your ${name} is in ${g.sign(is)}, not ${g.sign(said)}, and the answer below works from ${g.sign(is)}.`,
      ][TURN[point] % 3] as string;
    },
    // Openings of their own, so that a house corrected beside a sign never opens alike; a house
    // is judged only with a birth time, which the second shape says.
    house: ({ point, said, is }) => {
      const name = chartPoint(point);
      return [
        `One thing to set right: your ${name} is in the ${g.ordinal(is)} house, not the ${g.ordinal(said)}, so this answer reads that house.`,
        `Going by your birth time, your ${name} sits in your ${g.ordinal(is)} house rather than the ${g.ordinal(said)}, and that is the house I read.`,
        `Your chart places your ${name} in the ${g.ordinal(is)} house, not the ${g.ordinal(said)}, and the answer below starts from there.`,
      ][(TURN[point] + 1) % 3] as string;
    },
  },
  area: {
    love: 'love',
    money: 'money',
    work: 'your work',
    home: 'your home',
    health: 'your health and energy',
    family: 'your family',
    study: 'your studies',
    move: 'a move',
    creativity: 'your creative life',
    spirituality: 'your inner life',
    self: 'your sense of self',
  },
  areas: (a, b) => `${a} and ${b}`,
  period: {
    now: 'these days',
    lately: 'lately',
    week: 'this week',
    nextWeek: 'next week',
    month: 'this month',
    nextMonth: 'next month',
    year: 'the year ahead',
    nextYear: 'next year',
    tomorrow: 'tomorrow',
    dayAfterTomorrow: 'the day after tomorrow',
    when: 'the months ahead',
  },
  inMonth: (month) => `in ${g.monthName(month)}`,
  onDate: (date) => `on ${date}`,
  opener: {
    natal: [
      ({ area }) =>
        area
          ? `You asked about ${area}. This is what your birth chart itself says.`
          : 'This is what your birth chart itself says.',
      ({ area }) =>
        area
          ? `On ${area}, the chart you were born with speaks first, so that is where I will start.`
          : 'The chart you were born with speaks first, so that is where I will start.',
      ({ area }) =>
        area
          ? `For ${area}, one placement in your chart tells most of the story.`
          : 'One placement in your chart tells most of the story.',
      ({ area }) =>
        area
          ? `When it comes to ${area}, your birth chart has a clear answer of its own.`
          : 'Your birth chart has a clear answer of its own.',
      ({ area }) =>
        area
          ? `There is one place in your chart to look first for ${area}.`
          : 'There is one place in your chart to look first.',
      ({ area }) =>
        area
          ? `Your birth chart is the natural place to start with a question about ${area}.`
          : 'Your birth chart is the natural place to start.',
    ],
    timed: [
      ({ area, when }) =>
        area
          ? `For ${area} ${when}, one thing in your sky matters more than the rest.`
          : `For ${when}, one thing in your sky matters more than the rest.`,
      ({ area, when }) =>
        area
          ? `You asked about ${area} ${when}, so here is what your chart meets in that time.`
          : `Here is what your chart meets ${when}.`,
      ({ area, when }) =>
        area
          ? `Looking at ${when} with ${area} in mind, the sky points to one contact above all.`
          : `Looking at ${when}, the sky points to one contact above all.`,
      ({ area, when }) =>
        area
          ? `Against your chart, the sky ${when} has one contact that bears on ${area}.`
          : `Against your chart, the sky ${when} has one contact worth your attention.`,
      ({ area, when }) =>
        area
          ? `${g.capitalize(when)}, one contact in your sky bears most directly on ${area}.`
          : `${g.capitalize(when)}, one contact in your sky stands out from the rest.`,
      ({ area, when }) =>
        area
          ? `${g.capitalize(when)}, the sky has one clear thing to say about ${area}.`
          : `${g.capitalize(when)}, the sky has one clear thing to say to you.`,
    ],
    when: [
      ({ area }) =>
        area
          ? `You asked when, for ${area}. The sky opens its next window at a date you can plan around.`
          : 'You asked when. The sky opens its next window at a date you can plan around.',
      ({ area }) =>
        area
          ? `Timing for ${area} is read from the dates the moving planets meet your chart. This is the next good one.`
          : 'Timing is read from the dates the moving planets meet your chart. This is the next good one.',
      ({ area }) =>
        area
          ? `For ${area}, the question is not if but when. Here is the first date that helps.`
          : 'Here is the first date in your sky that helps.',
      ({ area }) =>
        area
          ? `I went through the months ahead looking for the best moment for ${area}.`
          : 'I went through the months ahead looking for the best moment.',
      ({ area }) =>
        area
          ? `The right moment for ${area} shows up in your chart as a date, and there is one worth circling.`
          : 'The right moment shows up in your chart as a date, and there is one worth circling.',
      ({ area }) =>
        area
          ? `Looking ahead for ${area}, one date in your sky stands out as a good moment.`
          : 'Looking ahead, one date in your sky stands out as a good moment.',
    ],
  },
  areaReading: {
    love: {
      easy: [
        'In love, a contact like this makes warmth easier to show and to receive.',
        'For your love life, this is a soft, open stretch: say what you feel.',
        'Between you and someone you care about, things flow more easily now.',
      ],
      hard: [
        'In love, this is friction that asks for honesty rather than a quick fix.',
        'For your love life, expect a test of patience more than a break.',
        'In matters of the heart, what was left unsaid tends to surface now.',
      ],
      meeting: [
        'In love, this marks a beginning: a feeling, a person or a new way of meeting them.',
        'For your love life, something starts here, even if quietly.',
        'In matters of the heart, this is a threshold worth noticing.',
      ],
    },
    money: {
      easy: [
        'For money, doors open a little wider: a good time to ask, negotiate or plan.',
        'Financially, this favours a well-prepared request.',
        'Where money is concerned, effort now tends to pay back.',
      ],
      hard: [
        'For money, this calls for a careful look at the numbers before any promise.',
        'Financially, hold off on big commitments until the figures are clear.',
        'Where money is concerned, caution serves you better than speed.',
      ],
      meeting: [
        'For money, this starts a new chapter in what you earn, spend or value.',
        'Financially, a new source or a new habit can begin here.',
        'Where money is concerned, this is a reset point.',
      ],
    },
    work: {
      easy: [
        'For your work, effort meets goodwill: propose, ask and put your name forward.',
        'At work, people are more receptive than usual, so make your case.',
        'Professionally, this is an opening: use it for the conversation you have been postponing.',
      ],
      hard: [
        'For your work, this is pressure that rewards preparation more than speed.',
        'At work, expect resistance; facts and patience will carry you further than force.',
        'Professionally, this is a stretch that tests structures, yours and others’.',
      ],
      meeting: [
        'For your work, this starts something: a task, a role or a new way of doing the old one.',
        'At work, a new responsibility or direction can begin now.',
        'Professionally, this is a starting line more than a finish line.',
      ],
    },
    home: {
      easy: [
        'At home, things settle more easily, and arrangements made now tend to hold.',
        'For your home, this is a good stretch to fix, arrange or invite people in.',
        'Around the house, harmony comes with less effort than usual.',
      ],
      hard: [
        'At home, old tensions or repairs ask for attention before they grow.',
        'For your home, something needs mending, literally or between people.',
        'Around the house, friction is a sign of what needs to change.',
      ],
      meeting: [
        'At home, a change begins: in the place itself or in who shares it.',
        'For your home, a new arrangement is taking shape.',
        'Around the house, a fresh start is possible.',
      ],
    },
    health: {
      easy: [
        'For your body and energy, this supports steady habits more than bursts.',
        'Physically, you recover well now, so build on that.',
        'Your energy is easier to manage in this stretch.',
      ],
      hard: [
        'For your body and energy, strain shows sooner than usual, so pace yourself.',
        'Physically, this asks for rest before you run out.',
        'Your energy may run uneven; small limits protect it.',
      ],
      meeting: [
        'For your body and energy, this is a good point to begin a new routine.',
        'Physically, a new habit started now has a good chance to stay.',
        'Your energy is ready for a reset.',
      ],
    },
    family: {
      easy: [
        'In the family, conversations that stalled can move again.',
        'With your relatives, goodwill comes more easily now.',
        'Family ties feel lighter in this stretch.',
      ],
      hard: [
        'In the family, expectations may clash; patience will do more than argument.',
        'With your relatives, old roles may chafe; say what you need calmly.',
        'Family ties are tested, which is also a chance to reset them.',
      ],
      meeting: [
        'In the family, a new role or a new bond starts to take shape.',
        'With your relatives, something changes in who does what.',
        'Family ties enter a new chapter.',
      ],
    },
    study: {
      easy: [
        'For study, focus comes more readily and what you learn tends to stick.',
        'For learning, this is a receptive stretch: read, ask, take notes.',
        'Your mind takes in new material well now.',
      ],
      hard: [
        'For study, the work is harder going, and method beats cramming.',
        'For learning, expect to struggle a little before it clicks.',
        'Your mind needs structure more than hours now.',
      ],
      meeting: [
        'For study, this is a natural moment to start a course or a new subject.',
        'For learning, a new field or teacher can come into view.',
        'Your mind is ready to take on something new.',
      ],
    },
    move: {
      easy: [
        'For a move, plans made now tend to go smoothly.',
        'If you are thinking of moving, the practical side falls into place more easily.',
        'Relocation plans get a helping hand in this stretch.',
      ],
      hard: [
        'For a move, expect delays and leave room in the schedule.',
        'If you are thinking of moving, check the details twice.',
        'Relocation plans meet obstacles that are better solved than forced.',
      ],
      meeting: [
        'For a move, the idea of a new place takes a firmer shape.',
        'If you are thinking of moving, the decision starts to ripen here.',
        'Relocation becomes a real possibility rather than a wish.',
      ],
    },
    creativity: {
      easy: [
        'For your creative life, ideas flow and sharing them feels natural.',
        'Creatively, this is a generous stretch: make, show, play.',
        'What you create now comes with less effort.',
      ],
      hard: [
        'For your creative life, resistance is part of the work: keep going.',
        'Creatively, the block you feel is a sign of something asking to change.',
        'What you create now takes discipline more than inspiration.',
      ],
      meeting: [
        'For your creative life, a new project wants to begin.',
        'Creatively, a seed is planted here.',
        'A new idea can take hold now, if you give it room.',
      ],
    },
    spirituality: {
      easy: [
        'For your inner life, quiet time gives more back than usual.',
        'Spiritually, this is a clear, peaceful stretch.',
        'Reflection comes easily now; use it.',
      ],
      hard: [
        'For your inner life, doubts surface so that they can be looked at.',
        'Spiritually, old certainties may wobble, which is not a bad thing.',
        'Reflection is harder work now, and more honest for it.',
      ],
      meeting: [
        'For your inner life, a new practice or question takes hold.',
        'Spiritually, a new chapter opens.',
        'Something in how you see meaning begins to shift.',
      ],
    },
    self: {
      easy: [
        'For you, this feels like room to breathe and to be more yourself.',
        'Personally, it is an easier stretch to be seen as you are.',
        'You are likely to feel more like yourself in these days.',
      ],
      hard: [
        'For you, this can feel like restlessness: energy that wants a direction.',
        'Personally, the tension you feel is pushing you to grow.',
        'You may feel at odds with yourself; give it a direction rather than fight it.',
      ],
      meeting: [
        'For you, this is a fresh start in how you see yourself.',
        'Personally, a new chapter begins.',
        'Something in you is ready to begin again.',
      ],
    },
  },
  why: {
    ruler: [
      ({ point, area, topic }) =>
        `In your chart ${chartPoint(point, 'the')} rules one of the houses that govern ${about(area, topic)}, so what touches ${chartPoint(point, 'the')} reaches ${about(area, topic)}.`,
      ({ point, area, topic }) =>
        `${g.capitalize(chartPoint(point, 'the'))} matters here: in your chart it rules a house that governs ${about(area, topic)}.`,
      ({ point, area, topic }) =>
        `The link to ${about(area, topic)} runs through ${chartPoint(point, 'the')}, the ruler of one of its houses in your chart.`,
    ],
    placed: [
      ({ point, area, topic }) =>
        `Your ${chartPoint(point)} stands in one of the houses that govern ${about(area, topic)}, which ties it to the question.`,
      ({ point, area, topic }) =>
        `This reaches ${about(area, topic)} because your ${chartPoint(point)} was born in a house that governs it.`,
      ({ point, area, topic }) =>
        `You were born with ${chartPoint(point, 'the')} in a house of ${about(area, topic)}, so anything that moves it is felt there.`,
    ],
    significator: [
      ({ point, area, topic }) =>
        `${g.capitalize(chartPoint(point, 'the'))} speaks for ${about(area, topic)} in every chart, yours included.`,
      ({ point, area, topic }) =>
        `Astrologers read ${about(area, topic)} through ${chartPoint(point, 'the')}, which is why it matters here.`,
      ({ point, area, topic }) =>
        `${g.capitalize(chartPoint(point, 'the'))} is the one to watch whenever the question is ${about(area, topic)}.`,
    ],
  },
  unknownTime: [
    ({ area, topic }) =>
      `Without your birth time I cannot place the houses of ${about(area, topic)}, so I read the planets, which hold at any hour.`,
    ({ area, topic }) =>
      `Your birth time would show which houses speak for ${about(area, topic)}; until then, the planets and their contacts are what I can read.`,
    ({ area, topic }) =>
      `I am reading ${about(area, topic)} from the planets alone, since the houses need a birth time I do not have.`,
  ],
  because: [
    'Here is why it lands the way it does for you.',
    'What makes this personal is in your own chart.',
    'It works on these placements of yours.',
    'This is the part of your chart it touches.',
    'Your own chart explains why you feel it this way.',
    'The reason it is personal lies in where it lands in your chart.',
  ],
  closing: {
    natal: [
      'A placement describes a way of being, not a verdict; you choose what you make of it.',
      'Notice where you recognise yourself in this, and where you have already grown past it.',
      'If one part of this rings true, ask me about it and we can go further.',
      'Read this as a starting point for knowing yourself, not a final word.',
      'Your chart sets the tone; how you play it is up to you.',
      'Take what fits and leave the rest: you know your life better than any chart.',
      'A chart is a map of tendencies; the road you take across it is yours.',
      'The strengths here are as real as the difficulties, so lean on them.',
    ],
    lately: [
      'Knowing where a feeling comes from does not make it vanish, but it makes it easier to carry.',
      'What you have been feeling has a shape in your sky, and shapes change: this one will too.',
      'Give yourself some credit: you have been living through a real pressure, not imagining it.',
      'Seeing the pattern is the first step; the next is deciding what you want to do with the energy.',
      'Contacts like this pass; what you learn while they last tends to stay.',
      'If the feeling is still there in a few weeks, ask me again and I will look at what has changed.',
      'Be gentle with yourself while it passes; pressure from the sky is not a verdict on you.',
      'Naming it helps: once you see what has been pulling at you, you can choose how much to give it.',
    ],
    day: [
      'One day is a small window: keep the big decisions for the moments that feel clear.',
      'Notice how the day actually unfolds; your own sense of it counts as much as the sky.',
      'Keep the day simple where you can, and give your attention to what matters most.',
      'If the day feels off, that is information too: slow down rather than push.',
      'A single day rarely decides everything; treat it as a nudge, not a verdict.',
      'Go into it prepared, and leave room for the unexpected.',
    ],
    timed: [
      'Dates show when the sky leans one way; what you do in those days is still yours to decide.',
      'Put the date in your calendar and watch how the days around it actually feel.',
      'Use the build-up to prepare, and the exact day to act or to listen.',
      'A contact is strongest around its exact day and fades after it, so plan the important things accordingly.',
      'Treat this as weather, not destiny: it tells you what to pack, not where to go.',
      'Ask me again closer to the day and I will tell you how it looks then.',
      'Keep the important conversations for the days when the sky is on your side.',
      'The sky sets the conditions; your choices still decide the outcome.',
    ],
    when: [
      'A good window helps; it does not decide for you. Plan around it, and stay open to the days before and after.',
      'Mark the date, prepare in the weeks before, and let the window do the rest.',
      'If that date does not suit you, ask me about another month and I will look again.',
      'Windows come round again; if you miss this one, there will be others, and I can find them.',
      'Use the time until then to get ready, so that the moment finds you prepared.',
      'Timing is an ally, not a command: start when you are ready, ideally near that date.',
      'Good timing multiplies good preparation; it does not replace it.',
      'Write the date down, and let it shape your plans without ruling them.',
    ],
  },
  noFit: [
    ({ area, when }) =>
      `I don’t see a contact in your chart that speaks clearly to ${area ?? 'that'}${when ? ` ${when}` : ''}, and I would rather say so than stretch.`,
    ({ area, when }) =>
      `Nothing in your chart${when ? ` or its sky ${when}` : ''} points clearly at ${area ?? 'this question'}, so I can’t give you a reading that would be honest.`,
    ({ area, when }) =>
      `Honestly, your chart is quiet about ${area ?? 'this'}${when ? ` ${when}` : ''}: nothing in it speaks to that.`,
    ({ area, when }) =>
      `I looked for a contact on ${area ?? 'this question'}${when ? ` ${when}` : ''} and found none strong enough to build an answer on.`,
    ({ area, when }) =>
      `Your sky${when ? ` ${when}` : ''} has nothing that clearly concerns ${area ?? 'this'}, and I will not invent a link.`,
  ],
  clarify: [
    'Could you tell me a little more: is there a decision, a date or a person you have in mind?',
    'What would help most: a particular month, or a particular part of your life?',
    'Is there one situation behind the question? If you describe it, I can look at the part of your chart that rules it.',
    'Would it help to ask about a specific date, or about one relationship or project?',
    'With a little context I can look in the right place: what is happening that made you ask?',
    'Which part of your life is this really about? Tell me and I will look there first.',
  ],
};
