/**
 * The English words of tarot (every field's contract: core/tarot/texts/contract.ts). Written in
 * English, not translated: British spelling, curly apostrophes, the reader as "you". Meanings
 * follow the Rider-Waite tradition; the imagery describes our own drawing
 * (docs/tarot/imagery-brief.md), so it says "a sword held straight up" where the brief's scene
 * would otherwise borrow an orientation word. No card text names a card, a position or an
 * orientation: only the frames, through their slots, do. The words a scene or a correspondence
 * cannot do without stay, in lower case where they are things drawn ("a large sun", "a crescent
 * moon", "a tall tower") and capitalised only as the Golden Dawn's planets ("given to the Moon").
 */
import type { TarotTexts } from './contract';

/** The Major Arcana whose English names take no article: "Death reversed", "Strength". */
const BARE = /^(Strength|Justice|Death|Temperance|Judgement)\b/;

/**
 * A card's name as it sits inside a sentence: a major's leading "The" lowered ("the Tower"), an
 * article given to a minor card and to the Wheel ("the Two of Wands", "the Wheel of Fortune"),
 * reversed names and the bare majors left as they are ("the Fool reversed", "Death").
 */
const inline = (card: string) => {
  if (card.startsWith('The ')) return `the ${card.slice(4)}`;
  if (card.startsWith('the ') || BARE.test(card)) return card;
  return `the ${card}`;
};

/** A card's name at the start of a sentence: "The Tower", "The Two of Wands reversed", "Death". */
const cap = (card: string) => {
  const name = inline(card);
  return name.charAt(0).toUpperCase() + name.slice(1);
};

const NUMBER = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A count in words, as a sentence says it ("three"); figures past ten. */
const words = (n: number) => NUMBER[n] ?? String(n);

/** A count in words at the start of a sentence ("Three"). */
const Words = (n: number) => {
  const word = words(n);
  return word.charAt(0).toUpperCase() + word.slice(1);
};

/** "Three of the five cards come", "One of the three cards comes": the subject of a count. */
const someOf = (count: number, cards: number) =>
  count === cards ? `All ${words(cards)} cards` : `${Words(count)} of the ${words(cards)} cards`;

/** The singular or the plural of a verb phrase, by count. */
const verb = (count: number, one: string, many: string) => (count === 1 ? one : many);

export const TAROT_EN: TarotTexts = {
  cards: {
    // The Major Arcana

    fool: {
      name: 'The Fool',
      reversedName: 'the Fool reversed',
      upright:
        'A new beginning taken on trust: you step towards the unknown with curiosity rather than a plan, and the openness itself is the gift. Spontaneity, innocence and freedom are on your side.',
      reversed:
        'The leap is either held back by fear or taken without looking: hesitation at the edge of something new, or recklessness that ignores real risks. Freedom needs a little care here.',
      description:
        'The card numbered zero, standing before and beyond the sequence of the Major Arcana, given to Uranus and to air: pure possibility, the self before experience.',
      imagery:
        'A traveller steps towards a cliff’s edge under a large sun, a bundle on a staff over one shoulder, a white rose in the other hand, a small dog leaping at their heels.',
      theme: { upright: 'a fresh start taken on trust', reversed: 'a leap held back or rushed' },
      advice: {
        upright: 'Take the first step before you have every answer, and stay curious about where it leads.',
        reversed: 'Look carefully over the edge first, then decide whether to leap or to wait.',
      },
    },
    magician: {
      name: 'The Magician',
      reversedName: 'the Magician reversed',
      upright:
        'Skill meets will: you have the tools, the talent and the focus to turn an idea into something real. What you set your mind to can take shape through deliberate action.',
      reversed:
        'Skill going to waste, or to trickery: plans that stay ideas, tools left on the table, or cleverness turned to manipulation. Check whether you, or someone near you, is promising more than can be delivered.',
      description:
        'The first card of the Major Arcana, given to Mercury: the conscious mind and the skilled hand, channelling what is above into what is made below.',
      imagery:
        'A figure raises a wand skyward and points the other hand to the ground, an infinity sign floating above the head; a table before them holds a cup, a sword and a pentacle.',
      theme: { upright: 'skill put to purpose', reversed: 'talent scattered or misused' },
      advice: {
        upright: 'Choose one aim, gather what you already have, and begin making it real today.',
        reversed: 'Put your skills to one honest use before promising anything more.',
      },
    },
    'high-priestess': {
      name: 'The High Priestess',
      reversedName: 'the High Priestess reversed',
      upright:
        'Quiet knowing: the answer is already within you, beneath the noise of reasons and opinions. Trust intuition, dreams and what stays unspoken, and let the hidden side of things show itself in time.',
      reversed:
        'Intuition ignored or drowned out: you may be asking others for answers only you can find, or keeping secrets that weigh on you. Silence turns from wise to stifling.',
      description:
        'The second card of the Major Arcana, given to the Moon: the keeper of the threshold between the seen and the unseen, guarding knowledge that comes only to stillness.',
      imagery:
        'A seated figure holds a half-hidden scroll between two pillars, one dark and one light; a crescent moon lies at her feet and a veil of pomegranates hangs behind.',
      theme: { upright: 'intuition and hidden knowledge', reversed: 'an inner voice drowned out' },
      advice: {
        upright: 'Make time for silence today, and listen for what you already know.',
        reversed: 'Stop asking everyone else for a while; your own sense of it deserves a hearing.',
      },
    },
    empress: {
      name: 'The Empress',
      reversedName: 'the Empress reversed',
      upright:
        'Abundance and care: a season of growth, comfort and creativity, when what you nurture flourishes. Pleasure, beauty and the body deserve attention, and generosity tends to come back to you.',
      reversed:
        'Nurture blocked or overdone: care poured out until you run dry, smothering rather than supporting, or creativity stalled by neglect of your own needs. Growth asks for tending, not forcing.',
      description:
        'The third card of the Major Arcana, given to Venus: the fertile, sensual mother of growth, who brings ideas and living things to fruit.',
      imagery:
        'A figure crowned with twelve stars sits on cushions in a field of ripe wheat, a heart-shaped shield bearing the sign of Venus beside her, a stream and trees behind.',
      theme: { upright: 'abundance and nurture', reversed: 'care that runs dry' },
      advice: {
        upright: 'Tend something you love, your body included, and let it grow at its own pace.',
        reversed: 'Give yourself the care you hand out so freely to others.',
      },
    },
    emperor: {
      name: 'The Emperor',
      reversedName: 'the Emperor reversed',
      upright:
        'Structure and authority: order brought to chaos through clear rules, steady leadership and responsibility taken. Stability comes from decisions made and kept, and from protecting what you have built.',
      reversed:
        'Order that hardens or collapses: domination, stubbornness and rules kept for their own sake, or a lack of discipline that leaves things without a spine. Authority needs both firmness and fairness.',
      description:
        'The fourth card of the Major Arcana, given to Aries: the founder and protector, who turns will into law and gives a life its frame.',
      imagery:
        'A crowned figure sits on a stone throne carved with ram heads, holding an ankh sceptre and an orb, with bare mountains rising behind.',
      theme: { upright: 'structure and steady authority', reversed: 'control gone rigid' },
      advice: {
        upright: 'Set clear boundaries and a plan, then keep to them with calm consistency.',
        reversed: 'Ask whether your rules still serve you, and loosen the ones that only confine.',
      },
    },
    hierophant: {
      name: 'The Hierophant',
      reversedName: 'the Hierophant reversed',
      upright:
        'Tradition and guidance: established ways, shared beliefs and institutions that carry knowledge across generations. A mentor, a teaching or a commitment made before others can give you solid ground.',
      reversed:
        'Convention questioned: rules that no longer fit, dogma that stifles, or a need to find your own way outside the accepted path. Rebellion has value when it knows what it is for.',
      description:
        'The fifth card of the Major Arcana, given to Taurus: the teacher and bridge between the sacred and the everyday, keeper of ritual, doctrine and belonging.',
      imagery:
        'A crowned figure in robes sits between two pillars, one hand raised in blessing and a triple cross in the other; two crossed keys lie at the feet.',
      theme: { upright: 'tradition and trusted teaching', reversed: 'convention outgrown' },
      advice: {
        upright: 'Seek out someone who knows the way, and learn the form before you change it.',
        reversed: 'Keep the wisdom of the tradition, and question the parts that no longer ring true.',
      },
    },
    lovers: {
      name: 'The Lovers',
      reversedName: 'the Lovers reversed',
      upright:
        'A meeting of hearts and a choice made from values: union, attraction and harmony between two people or two parts of yourself. What you choose here defines who you are becoming.',
      reversed:
        'Disharmony or a choice avoided: misaligned values, imbalance in a relationship, or desire pulling against conscience. The split is often inside you before it shows between you and someone else.',
      description:
        'The sixth card of the Major Arcana, given to Gemini: love as union and as choice, the moment two paths meet and one must be taken.',
      imagery:
        'Two figures stand apart beneath a great sun and a winged figure with open arms; a fruit-bearing tree rises behind one, a tree of flames behind the other.',
      theme: { upright: 'union and a heartfelt choice', reversed: 'values pulling apart' },
      advice: {
        upright: 'Choose what matches your deepest values, and let that choice be wholehearted.',
        reversed: 'Name the conflict between what you want and what you believe before you decide.',
      },
    },
    chariot: {
      name: 'The Chariot',
      reversedName: 'the Chariot reversed',
      upright:
        'Willpower and victory through control: opposing forces held together and driven in one direction. Focus, confidence and self-discipline carry you forward through obstacles.',
      reversed:
        'Direction lost or forced: drive without a map, control turned into aggression, or inner conflicts pulling you two ways at once. Progress stalls until you decide where you are really going.',
      description:
        'The seventh card of the Major Arcana, given to Cancer: the triumph of will, the armoured self that rides out having mastered its own contradictions.',
      imagery:
        'A crowned figure stands in a square chariot under a starry canopy, a wand in hand, while a black sphinx and a white sphinx lie before it, facing apart.',
      theme: { upright: 'willpower driving forward', reversed: 'drive without direction' },
      advice: {
        upright: 'Decide where you are going, gather your conflicting impulses, and move with resolve.',
        reversed: 'Stop pushing for a moment, and agree with yourself on the direction first.',
      },
    },
    strength: {
      name: 'Strength',
      reversedName: 'Strength reversed',
      upright:
        'Courage of the gentle kind: patience, compassion and quiet confidence tame what force never could. Wild feelings and difficult people yield to steadiness, warmth and a calm, unhurried hand.',
      reversed:
        'Self-doubt, or raw feeling off the lead: courage shrinks into insecurity, or patience snaps into anger. Your fortitude is still there, waiting for you to trust it again.',
      description:
        'The eighth card of the Major Arcana, given to Leo: the mastery of instinct by love, where fortitude shows itself through gentleness rather than force.',
      imagery:
        'A figure crowned with an infinity sign gently closes a lion’s jaws with bare hands, while a garland of flowers winds around them both.',
      theme: { upright: 'gentle, patient courage', reversed: 'courage shaken by doubt' },
      advice: {
        upright: 'Meet what is wild, in you or around you, with patience instead of force.',
        reversed: 'Be gentle with your fear, and remember what you have already come through.',
      },
    },
    hermit: {
      name: 'The Hermit',
      reversedName: 'the Hermit reversed',
      upright:
        'Solitude sought for wisdom: stepping back from the noise to find your own light and the truth it shows. Reflection, study or a wise guide brings a clarity that crowds cannot give.',
      reversed:
        'Withdrawal gone too far, or refused: isolation that feels like exile, loneliness, or a fear of being alone with your own thoughts. Retreat helps only if you come back with something.',
      description:
        'The ninth card of the Major Arcana, given to Virgo: the seeker who withdraws to climb alone, and the lamp of inner wisdom held out for others.',
      imagery:
        'A cloaked figure stands on a snowy peak, leaning on a long staff and holding up a lantern with a six-pointed star inside.',
      theme: { upright: 'solitude that brings wisdom', reversed: 'retreat turned to isolation' },
      advice: {
        upright: 'Take quiet time alone, and let your own questions lead you.',
        reversed: 'Reach out to one person you trust; solitude should restore you, not wall you in.',
      },
    },
    'wheel-of-fortune': {
      name: 'Wheel of Fortune',
      reversedName: 'the Wheel of Fortune reversed',
      upright:
        'A turning point: cycles shift, luck changes and events move beyond your control. What rises and falls follows a larger pattern, and this turn tends to open a door.',
      reversed:
        'Fighting the turn, or a run of bad luck: setbacks that feel personal, or clinging to how things were while they change anyway. The turn goes on, and adapting lets you rise with it.',
      description:
        'The tenth card of the Major Arcana, given to Jupiter: the great cycle of chance and change, where every low point carries the seed of the next rise.',
      imagery:
        'A great wheel marked with eight spokes turns in the clouds; a sphinx sits on top, a serpent descends on one side, and four winged creatures sit in the corners.',
      theme: { upright: 'luck on the turn', reversed: 'a cycle resisted' },
      advice: {
        upright: 'Move with the change rather than against it, and notice which door it is opening.',
        reversed: 'Accept what you cannot steer, and put your effort into what you can.',
      },
    },
    justice: {
      name: 'Justice',
      reversedName: 'Justice reversed',
      upright:
        'Fairness and truth: decisions weighed clearly, consequences that follow from actions, and accountability on all sides. Agreements and legal matters tend towards a fair result when you act with integrity.',
      reversed:
        'Imbalance, or accountability avoided: unfairness, dishonesty, or a reckoning put off. You may be blaming yourself too harshly, or someone may be dodging the truth of what they did.',
      description:
        'The eleventh card of the Major Arcana, given to Libra: cause and effect made visible, the clear weighing of truth and the sword that decides.',
      imagery:
        'A crowned figure sits between two pillars, holding a sword straight up in one hand and balanced scales in the other.',
      theme: { upright: 'fairness and clear accountability', reversed: 'an honest account still owed' },
      advice: {
        upright: 'Weigh the facts honestly, and act so that you could stand by the choice later.',
        reversed: 'Own your part in what happened, and ask others to own theirs.',
      },
    },
    'hanged-man': {
      name: 'The Hanged Man',
      reversedName: 'the Hanged Man reversed',
      upright:
        'Surrender and a new perspective: a pause that feels like being stuck, yet turns the view around. Letting go of control, or waiting willingly, reveals what effort alone could not.',
      reversed:
        'Stalling without insight: a delay that drags on, sacrifice that breeds resentment, or refusing to let go of a view that no longer works. The pause asks for a shift, not endurance.',
      description:
        'The twelfth card of the Major Arcana, given to Neptune and to water: willing suspension, the sacrifice that brings insight, and the whole view turned around.',
      imagery:
        'A figure hangs head-down by one foot from a living T-shaped tree, the other leg bent behind, hands behind the back and a halo around the head.',
      theme: { upright: 'a willing pause that shifts perspective', reversed: 'delay without surrender' },
      advice: {
        upright: 'Stop pushing for a while, and look at the situation from the opposite side.',
        reversed: 'Decide what you are really waiting for, and release what you are clinging to.',
      },
    },
    death: {
      name: 'Death',
      reversedName: 'Death reversed',
      upright:
        'A chapter closing: a role or relationship runs its course, and room opens for something new. It asks you to release what is already over.',
      reversed:
        'An ending resisted: holding on to what has already gone, fear of change, or a slow, dragged-out transition. What you refuse to release keeps taking up the room the new needs.',
      description:
        'The thirteenth card of the Major Arcana, given to Scorpio: transformation through ending, the necessary clearing that makes renewal possible.',
      imagery:
        'A skeleton in armour rides a white horse and carries a black banner bearing a white rose; a sun rises between two towers on the horizon.',
      theme: { upright: 'an ending that clears the way', reversed: 'an ending held off' },
      advice: {
        upright: 'Close what has finished, kindly and clearly, to make room for what comes next.',
        reversed: 'Notice what you keep alive out of fear, and let one small thing go.',
      },
    },
    temperance: {
      name: 'Temperance',
      reversedName: 'Temperance reversed',
      upright:
        'Balance and moderation: opposites blended with patience until they become something new. Calm, healing and the middle way serve you, and small steady adjustments work better than extremes.',
      reversed:
        'Balance lost: excess, haste, or a life pulled between extremes, with too much of one thing and too little of another. Realignment begins with one honest look at where you overdo it.',
      description:
        'The fourteenth card of the Major Arcana, given to Sagittarius: the art of mixing and measure, where patience turns opposing elements into a living whole.',
      imagery:
        'A winged figure with one foot in a pool and one on the land pours water between two cups; a path leads to a crown of light in the distance.',
      theme: { upright: 'patient balance and the middle way', reversed: 'balance lost to excess' },
      advice: {
        upright: 'Find the middle way: blend rather than choose, and take it slowly.',
        reversed: 'Pick one excess to ease back on this week, and notice the difference.',
      },
    },
    devil: {
      name: 'The Devil',
      reversedName: 'the Devil reversed',
      upright:
        'Attachment and temptation: habits, desires or dependencies that bind you more than you admit. The chains are often looser than they feel, and seeing them clearly is the first step to freedom.',
      reversed:
        'Release, or a bind tightening in secret: you may be breaking free of an old compulsion, or only now seeing how deep it runs. Honesty about the hold is what loosens it.',
      description:
        'The fifteenth card of the Major Arcana, given to Capricorn: the pull of matter, desire and shadow, and the bonds we accept without noticing them.',
      imagery:
        'A horned, bat-winged figure crouches on a pedestal above two small figures loosely chained to it, a pentagram pointing downward above its head.',
      theme: { upright: 'attachment that binds', reversed: 'a hold starting to loosen' },
      advice: {
        upright: 'Name the habit or tie that holds you, and test how loose it really is.',
        reversed: 'Keep going with the release, and ask for support where the pull is strongest.',
      },
    },
    tower: {
      name: 'The Tower',
      reversedName: 'the Tower reversed',
      upright:
        'Upheaval without warning: a shock, revelation or collapse that brings down what was built on false ground. It is unsettling, and it clears the ground for something sounder.',
      reversed:
        'Upheaval delayed or turned inward: a crisis narrowly avoided, change resisted until it grows harder, or a quiet collapse of old beliefs. Bracing against it only prolongs the tremor.',
      description:
        'The sixteenth card of the Major Arcana, given to Mars: the structure that falls so that something truer can be built.',
      imagery:
        'Lightning strikes a tall tower on a rock and knocks off its crown; flames burst from the windows and two figures fall through the air.',
      theme: { upright: 'sudden upheaval', reversed: 'a collapse held off' },
      advice: {
        upright: 'Let what is falling fall, and save your effort for what is worth rebuilding.',
        reversed: 'Make the change you keep bracing against, before it is made for you.',
      },
    },
    star: {
      name: 'The Star',
      reversedName: 'the Star reversed',
      upright:
        'Hope and renewal after hardship: calm returns, faith is restored, and healing can begin. Generosity, inspiration and a sense of being guided come quietly back.',
      reversed:
        'Hope dimmed: discouragement, disconnection or a loss of faith in yourself after a hard time. The light has not gone out; it is waiting for you to look up again.',
      description:
        'The seventeenth card of the Major Arcana, given to Aquarius: hope after the storm, the open, unguarded self receiving and giving back without measure.',
      imagery:
        'A kneeling figure pours water from two jugs, one into a pool and one onto the land, beneath one great eight-pointed star and seven small ones.',
      theme: { upright: 'hope and quiet renewal', reversed: 'hope dimmed for a while' },
      advice: {
        upright: 'Let yourself hope again, and give something freely from what has been restored.',
        reversed: 'Do one small thing that reconnects you with what you believe in.',
      },
    },
    moon: {
      name: 'The Moon',
      reversedName: 'the Moon reversed',
      upright:
        'Illusion and the unknown: things are not what they seem, and fears, dreams and intuition mix in the half-light. Move carefully, trust your instincts, and wait for clearer sight.',
      reversed:
        'Confusion lifting, or fear taking over: a deception comes to light and anxieties begin to ease, or worries grow louder in the dark. Separate what you fear from what you know.',
      description:
        'The eighteenth card of the Major Arcana, given to Pisces: the path through the night, where instinct and imagination lead and the mind cannot see far.',
      imagery:
        'A full moon with a face in profile hangs between two towers; a dog and a wolf howl at it, and a crayfish climbs from a pool onto a winding path.',
      theme: { upright: 'uncertainty and half-seen fears', reversed: 'confusion beginning to lift' },
      advice: {
        upright: 'Go slowly, trust your instinct, and leave big decisions until things are clearer.',
        reversed: 'Write down what you fear and what you know, and compare the two lists.',
      },
    },
    sun: {
      name: 'The Sun',
      reversedName: 'the Sun reversed',
      upright:
        'Joy, success and vitality: clarity after confusion, warmth in relationships, and the confidence of being fully yourself. Things tend to go well, and openness helps them along.',
      reversed:
        'Joy clouded or overblown: a passing setback, success that comes later than hoped, or optimism tipping into ego. The warmth is still there, only harder to feel for a while.',
      description:
        'The nineteenth card of the Major Arcana, given to the Sun itself: life, clarity and plain, childlike joy, the self seen in full daylight.',
      imagery:
        'A child rides a white horse beneath a great radiant sun, carrying a red banner, with sunflowers rising over a garden wall behind.',
      theme: { upright: 'joy, warmth and success', reversed: 'joy clouded for a while' },
      advice: {
        upright: 'Share your good news and your warmth, and let yourself be seen.',
        reversed: 'Lower the pressure, find one simple pleasure, and let the clouds pass.',
      },
    },
    judgement: {
      name: 'Judgement',
      reversedName: 'Judgement reversed',
      upright:
        'Awakening and reckoning: a call to rise, to review your life honestly and to answer what it asks of you. Forgiveness, renewal and a clear decision open a new chapter.',
      reversed:
        'A call ignored or met with self-doubt: harsh self-criticism, fear of being found wanting, or refusing to learn from what has happened. The second chance is still open.',
      description:
        'The twentieth card of the Major Arcana, given to Pluto and to fire: the summons to awaken, where everything lived is gathered and a new self rises.',
      imagery:
        'An angel blows a trumpet from the clouds, a banner with a cross hanging from it; below, figures rise from open coffins with arms outstretched.',
      theme: { upright: 'a call to awaken', reversed: 'a call not yet answered' },
      advice: {
        upright: 'Answer the call you keep hearing, and forgive what needs forgiving in order to do it.',
        reversed: 'Treat your mistakes as lessons, not verdicts, and answer the call anyway.',
      },
    },
    world: {
      name: 'The World',
      reversedName: 'the World reversed',
      upright:
        'The journey’s end: a cycle fulfilled, a goal reached, and the satisfaction of things coming together. Celebrate, take in what you have learned, and get ready for a larger circle.',
      reversed:
        'Completion delayed: loose ends, a last step not taken, or closure sought through shortcuts. You are closer than it feels; finish what remains before starting anew.',
      description:
        'The twenty-first card of the Major Arcana, closing the series, given to Saturn: completion, integration, and the whole self dancing at ease within its limits.',
      imagery:
        'A figure dances inside a large oval wreath with a wand in each hand, while four creatures, an angel, an eagle, a bull and a lion, watch from the corners.',
      theme: { upright: 'completion and wholeness', reversed: 'completion still pending' },
      advice: {
        upright: 'Mark what you have completed, then let it open the next circle.',
        reversed: 'List what remains unfinished, and close one loop at a time.',
      },
    },

    // Wands: fire, will and action

    'wands-ace': {
      name: 'Ace of Wands',
      reversedName: 'the Ace of Wands reversed',
      upright:
        'Inspiration catching light: a new idea, desire or venture arrives with the drive to start it. Creative fire, enthusiasm and a sense of possibility are yours to act on.',
      reversed:
        'Fire that fizzles: delays, false starts, or enthusiasm without direction. The inspiration may be real but premature, or buried under doubt and distraction.',
      description:
        'The first card of Wands, the suit of fire: the pure seed of will and inspiration, the moment a desire becomes a living impulse to act.',
      imagery: 'A hand reaches from a cloud holding out a leafing wand, with a castle on a hill in the distance.',
      theme: { upright: 'a spark of inspiration', reversed: 'a spark that will not catch' },
      advice: {
        upright: 'Act on the idea while it is warm, and take one concrete step today.',
        reversed: 'Give the idea time to mature, and clear away the distractions around it.',
      },
    },
    'wands-2': {
      name: 'Two of Wands',
      reversedName: 'the Two of Wands reversed',
      upright:
        'Planning from a place of security: you hold your ground and look beyond it, weighing where to go next. A decision about expansion, travel or a bolder direction is taking shape.',
      reversed:
        'Fear of the unknown keeps plans on paper: staying where it is safe, or poor planning that leaves you unprepared. The wider view is there, but you hesitate to commit.',
      description:
        'The second card of Wands, the suit of fire: will meets choice, as the first impulse surveys its options and looks beyond familiar walls.',
      imagery:
        'A figure on a battlement holds a small globe, one wand in hand and another fixed to the wall, looking out to sea.',
      theme: { upright: 'plans for a wider horizon', reversed: 'plans held back by fear' },
      advice: {
        upright: 'Map out the bolder option in detail, then set a date to decide.',
        reversed: 'Name what you are afraid to lose, and check whether it is truly at stake.',
      },
    },
    'wands-3': {
      name: 'Three of Wands',
      reversedName: 'the Three of Wands reversed',
      upright:
        'Expansion and foresight: the first efforts are under way and you watch for returns. Opportunities widen, trade or travel beckons, and patience lets plans reach further than before.',
      reversed:
        'Expansion stalled: delays, obstacles far from home, or plans that outgrow their preparation. Frustration at slow returns may tempt you to turn back just before the ships come in.',
      description:
        'The third card of Wands, the suit of fire: the first growth of a venture, when initiative bears early fruit and the view opens outward.',
      imagery:
        'A figure seen from behind stands on a cliff among three planted wands, watching ships move across the water.',
      theme: { upright: 'widening horizons', reversed: 'expansion stalled by delay' },
      advice: {
        upright: 'Look further than the next step, and prepare for the openings you can already see.',
        reversed: 'Check your plans against reality, and be patient with slow returns.',
      },
    },
    'wands-4': {
      name: 'Four of Wands',
      reversedName: 'the Four of Wands reversed',
      upright:
        'Joyful milestones and a welcome home: a milestone reached, a stable base, and joy shared with the people around you. Weddings, reunions and rest after effort are favoured.',
      reversed:
        'Celebration delayed or unsettled: tension at home, a transition that feels incomplete, or a gathering that lacks the closeness you hoped for. Stability is near but not yet secure.',
      description:
        'The fourth card of Wands, the suit of fire: enthusiasm finds a stable form, a shared threshold where effort is honoured and rest is earned.',
      imagery:
        'Four wands hold up a garland of flowers like a gateway; beyond it two figures raise bouquets, with a castle standing behind.',
      theme: { upright: 'celebration and homecoming', reversed: 'a milestone not yet secure' },
      advice: {
        upright: 'Mark the milestone with people you love; the celebration is part of the work.',
        reversed: 'Address the tension at home gently, so that the next gathering can feel whole.',
      },
    },
    'wands-5': {
      name: 'Five of Wands',
      reversedName: 'the Five of Wands reversed',
      upright:
        'Competition and friction: clashing ideas, rivalry and the noise of many wills at once. Often more sport than battle, the struggle can sharpen you as long as it stays fair.',
      reversed:
        'Conflict avoided or gone sour: tensions swallowed to keep the peace, or disagreements that have lost their point. Things settle when someone says plainly what the quarrel is about.',
      description:
        'The fifth card of Wands, the suit of fire: the disruption that tests the will, where many ambitions collide and stability gives way to contest.',
      imagery:
        'Five figures wave wands at each other in a crowded, playful tangle, more a noisy game than a real fight.',
      theme: { upright: 'friction and healthy rivalry', reversed: 'a pointless, lingering quarrel' },
      advice: {
        upright: 'Compete openly and fairly, and listen to the ideas that clash with yours.',
        reversed: 'Say plainly what the disagreement is about, or agree to drop it.',
      },
    },
    'wands-6': {
      name: 'Six of Wands',
      reversedName: 'the Six of Wands reversed',
      upright:
        'Victory and public recognition: success after effort, praise, and confidence well earned. Others notice what you have achieved, and you can lead with pride.',
      reversed:
        'Praise that does not come, or rings hollow: success that goes unnoticed, a fall from favour, or pride that depends on applause. Your worth does not rest on the crowd’s verdict.',
      description:
        'The sixth card of Wands, the suit of fire: harmony after the contest, when the will that held its course is carried forward by others.',
      imagery:
        'A rider on a horse holds up a wand crowned with a laurel wreath, while five more wands rise from the crowd around.',
      theme: { upright: 'victory and recognition', reversed: 'recognition withheld' },
      advice: {
        upright: 'Accept the praise graciously, and share the credit with those who helped.',
        reversed: 'Measure your progress by your own standard, not by the applause.',
      },
    },
    'wands-7': {
      name: 'Seven of Wands',
      reversedName: 'the Seven of Wands reversed',
      upright:
        'Holding your ground: defending a position, a belief or an achievement against pressure from many sides. You have the advantage of the high ground, and perseverance is likely to pay off.',
      reversed:
        'Worn down by defending: overwhelm, giving way under pressure, or a defensiveness that fights battles no longer worth having. Choose which ground is truly yours.',
      description:
        'The seventh card of Wands, the suit of fire: the test of conviction, when what has been won must be stood up for.',
      imagery: 'A figure on high ground holds a wand across the body against six wands rising from below.',
      theme: { upright: 'standing your ground', reversed: 'a defence that wears you down' },
      advice: {
        upright: 'Stand by what you believe, and do not give up ground you have fairly earned.',
        reversed: 'Choose the one position worth defending, and let the rest go.',
      },
    },
    'wands-8': {
      name: 'Eight of Wands',
      reversedName: 'the Eight of Wands reversed',
      upright:
        'Swift movement: events speed up, news arrives, and things long stuck begin to fly. Act quickly while the momentum is with you; travel and messages are favoured.',
      reversed:
        'Momentum scattered or stalled: delays, crossed messages and haste that leads to mistakes. Things want to move, but the timing is off; slow down to take aim.',
      description:
        'The eighth card of Wands, the suit of fire: the will in full flight, when obstacles fall away and action travels fast towards its mark.',
      imagery: 'Eight wands fly in parallel through an open sky, high above a river and a hill.',
      theme: { upright: 'swift movement and news', reversed: 'momentum scattered by haste' },
      advice: {
        upright: 'Ride the momentum: answer, decide and move while things are flowing.',
        reversed: 'Pause to aim before you act, and read messages twice before you reply.',
      },
    },
    'wands-9': {
      name: 'Nine of Wands',
      reversedName: 'the Nine of Wands reversed',
      upright:
        'Resilience near the end: wounded but still standing, you guard what you have fought for. One last effort is asked of you, and you have more reserves than you think.',
      reversed:
        'Exhaustion and suspicion: defences that keep out help as well as harm, or a weariness that tempts you to give up just before the finish.',
      description:
        'The ninth card of Wands, the suit of fire: endurance near the close, the will tested and scarred but unbroken, still holding the line.',
      imagery: 'A figure with a bandaged head leans on a wand, wary, as eight wands stand like a fence behind.',
      theme: { upright: 'resilience under strain', reversed: 'guardedness turned to exhaustion' },
      advice: {
        upright: 'Hold on a little longer; pace yourself, and keep your boundaries firm.',
        reversed: 'Lower your guard enough to accept help, and rest before you push again.',
      },
    },
    'wands-10': {
      name: 'Ten of Wands',
      reversedName: 'the Ten of Wands reversed',
      upright:
        'Burden and overcommitment: you carry too much, often by choice, and the load hides the goal from view. Success is near, but its weight needs sharing or setting down.',
      reversed:
        'A load you cannot put down, or finally can: collapse under responsibility, or the relief of delegating and saying no. Not every duty you carry is yours.',
      description:
        'The tenth card of Wands, the suit of fire: the end of the cycle, where ambition piles up its own weight and fire turns to labour.',
      imagery: 'A figure bends under a bundle of ten wands, walking slowly towards a town in the distance.',
      theme: { upright: 'a burden carried alone', reversed: 'a load finally set down' },
      advice: {
        upright: 'List what you carry, and hand on or drop one thing that is not yours.',
        reversed: 'Enjoy the lighter load, and say no before you pick everything back up.',
      },
    },
    'wands-page': {
      name: 'Page of Wands',
      reversedName: 'the Page of Wands reversed',
      upright:
        'Enthusiastic discovery: a curious, eager spirit exploring a new passion. Exciting news, a fresh idea or a first try at something bold invites you to play and learn.',
      reversed:
        'Sparks that go nowhere: restless ideas, impatience, or a fear of looking silly that keeps you from starting. A setback may dampen the spark for a while.',
      description:
        'The youngest figure of the Wands court, the messenger and student of fire: will as curiosity, eager to explore what it does not yet know.',
      imagery:
        'A young figure stands in a desert holding a tall wand and looking up at it, with pyramids on the horizon.',
      theme: { upright: 'eager exploration', reversed: 'enthusiasm without follow-through' },
      advice: {
        upright: 'Try the new thing as a beginner, without worrying about getting it right.',
        reversed: 'Pick one idea and give it a real start before chasing the next.',
      },
    },
    'wands-knight': {
      name: 'Knight of Wands',
      reversedName: 'the Knight of Wands reversed',
      upright:
        'Daring and momentum: passion, confidence and a hunger for movement. You charge towards what excites you, and daring can carry you far if you keep your aim.',
      reversed:
        'Impulsiveness and haste: recklessness, scattered passions, or a fiery temper that leaves things half done. Boldness without patience burns out before it arrives.',
      description:
        'The rider of the Wands court, fire in motion: the seeker of adventure, quick to act on desire and quick to move on once the thrill is gone.',
      imagery: 'A rider on a rearing horse holds a wand high, with the desert stretching out behind.',
      theme: { upright: 'bold action and adventure', reversed: 'passion that burns out' },
      advice: {
        upright: 'Act boldly on what excites you, and keep one eye on where you are heading.',
        reversed: 'Count to ten before you charge, and finish one thing before starting another.',
      },
    },
    'wands-queen': {
      name: 'Queen of Wands',
      reversedName: 'the Queen of Wands reversed',
      upright:
        'Warm confidence and charisma: courage, independence and a bright determination that draws people in. You shine by being wholly yourself, generous with your fire and sure of your worth.',
      reversed:
        'Confidence shaken or overbearing: self-doubt, jealousy or a demanding temper where warmth used to be. You may be giving so much light to others that none is left for you.',
      description:
        'The mature, inward ruler of the Wands court, fire held with poise: the magnetic, self-assured presence who warms everything around her.',
      imagery:
        'A crowned figure sits on a throne adorned with lions, holding a wand and a sunflower, with a black cat at the feet.',
      theme: { upright: 'warm, magnetic confidence', reversed: 'confidence turned to jealousy' },
      advice: {
        upright: 'Step forward with warmth and confidence; your presence is an asset here.',
        reversed: 'Refill your own reserves before you give more of your warmth away.',
      },
    },
    'wands-king': {
      name: 'King of Wands',
      reversedName: 'the King of Wands reversed',
      upright:
        'Leading from the front: a bold mind that sees the larger picture and inspires others to pursue it. Enterprise, honour and decisive action turn vision into achievement.',
      reversed:
        'Leadership gone impulsive or overbearing: impossible expectations, a vision forced on others, or goals set without regard for the people who must reach them. Ambition needs patience and listening.',
      description:
        'The mature, outward ruler of the Wands court, fire in command: the visionary who turns inspiration into direction and sets others alight.',
      imagery:
        'A crowned figure sits on a throne carved with lions and salamanders, holding a flowering wand, with a small salamander at the feet.',
      theme: { upright: 'visionary leadership', reversed: 'vision imposed on others' },
      advice: {
        upright: 'Lead with the larger picture, and give others room to carry it with you.',
        reversed: 'Listen before you direct; a vision shared goes further than one imposed.',
      },
    },

    // Cups: water, feeling and relationship

    'cups-ace': {
      name: 'Ace of Cups',
      reversedName: 'the Ace of Cups reversed',
      upright:
        'A new beginning in feeling: love, compassion or creativity overflows, and you open to giving and receiving. A relationship, a friendship or an inner renewal may start here.',
      reversed:
        'Feeling blocked or spilling over: love held back, an emotional emptiness, or a flood of emotion with nowhere to go. Fill your own well before pouring for others.',
      description:
        'The first card of Cups, the suit of water: the pure source of feeling, love offered freely before it takes any particular shape.',
      imagery:
        'A hand from a cloud holds a cup overflowing with five streams of water, as a dove descends into it above a pool of lilies.',
      theme: { upright: 'love that overflows', reversed: 'feeling held back' },
      advice: {
        upright: 'Open to the feeling that is offering itself, and let someone see it.',
        reversed: 'Acknowledge what you feel before deciding what to do with it.',
      },
    },
    'cups-2': {
      name: 'Two of Cups',
      reversedName: 'the Two of Cups reversed',
      upright:
        'Mutual attraction and partnership: two people meet as equals, with respect, affection and a real exchange. Romance, reconciliation or a close friendship can grow from this meeting.',
      reversed:
        'A partnership out of balance: a misunderstanding, broken trust, or one side giving more than it receives. Connection falters where honesty or equality is missing.',
      description:
        'The second card of Cups, the suit of water: feeling meets feeling, the first mirror of love, where two become a pair by choice.',
      imagery:
        'Two figures face each other and exchange cups beneath a winged lion’s head set above a staff with two serpents.',
      theme: { upright: 'a meeting of equals', reversed: 'an exchange out of balance' },
      advice: {
        upright: 'Meet people halfway, and say plainly what a connection means to you.',
        reversed: 'Talk openly about what each of you gives and what each of you needs.',
      },
    },
    'cups-3': {
      name: 'Three of Cups',
      reversedName: 'the Three of Cups reversed',
      upright:
        'Friendship and celebration: shared joy, community and people who lift one another. Gatherings, reunions and creative collaboration bring warmth, and happiness grows when it is shared.',
      reversed:
        'Celebration overdone or soured: gossip, a third person intruding, too much indulgence, or feeling left out of the circle. Some company nourishes, some only distracts.',
      description:
        'The third card of Cups, the suit of water: feeling flows outward into community, the first fruit of love shared among friends.',
      imagery: 'Three figures dance in a circle raising their cups, with fruit and flowers gathered at their feet.',
      theme: { upright: 'friendship and shared joy', reversed: 'company that drains' },
      advice: {
        upright: 'Gather your people and celebrate something, however small.',
        reversed: 'Notice which company feeds you and which leaves you empty, and choose accordingly.',
      },
    },
    'cups-4': {
      name: 'Four of Cups',
      reversedName: 'the Four of Cups reversed',
      upright:
        'Apathy and contemplation: withdrawn into yourself, you turn away from what is offered. Discontent may hide a real need to reassess, but take care not to miss a genuine opportunity.',
      reversed:
        'Waking from withdrawal: interest returns, an offer is finally accepted, or a sullen retreat deepens into real reflection. You begin to notice what you had been ignoring.',
      description:
        'The fourth card of Cups, the suit of water: feeling grown too settled, where stability turns stale and the inner life closes to new offers.',
      imagery:
        'A figure sits under a tree with arms crossed and three cups on the grass, while a hand from a cloud offers a fourth.',
      theme: { upright: 'apathy and a missed offer', reversed: 'interest slowly reawakening' },
      advice: {
        upright: 'Look again at what is being offered before you wave it away.',
        reversed: 'Say yes to one thing that interests you again, and see where it leads.',
      },
    },
    'cups-5': {
      name: 'Five of Cups',
      reversedName: 'the Five of Cups reversed',
      upright:
        'Loss and regret: grief over what has spilled, so consuming that what remains goes unseen. Mourning is real and needed, and part of what mattered is still standing.',
      reversed:
        'Moving through grief: acceptance, forgiveness and a turn towards what remains, or sorrow held too long in private. Healing begins as you look up from the loss.',
      description:
        'The fifth card of Cups, the suit of water: the disruption of feeling, the loss and disappointment that break the settled flow of love.',
      imagery:
        'A cloaked figure bows the head over three spilled cups while two still stand behind; a bridge leads across a river to a house.',
      theme: { upright: 'grief over what was lost', reversed: 'grief beginning to ease' },
      advice: {
        upright: 'Let yourself grieve, and then turn to see what is still standing.',
        reversed: 'Cross the bridge one step at a time: talk to someone, forgive, begin again.',
      },
    },
    'cups-6': {
      name: 'Six of Cups',
      reversedName: 'the Six of Cups reversed',
      upright:
        'Nostalgia and innocence: memories, childhood and kindness freely given. An old friend, a return to a familiar place or simple goodwill brings comfort and a sense of home.',
      reversed:
        'Stuck in memory: idealising what was, refusing to grow up, or old family patterns replaying. The comfort of the familiar can keep you from living the life you have.',
      description:
        'The sixth card of Cups, the suit of water: harmony restored through memory and giving, feeling returned to its first, uncomplicated sweetness.',
      imagery:
        'In a village courtyard a child offers another a cup filled with flowers, while five more cups of flowers stand around them.',
      theme: { upright: 'nostalgia and simple kindness', reversed: 'a longing for what was' },
      advice: {
        upright: 'Reach out to someone from your earlier years, or offer a simple kindness.',
        reversed: 'Honour your memories, then bring your attention back to the life you have now.',
      },
    },
    'cups-7': {
      name: 'Seven of Cups',
      reversedName: 'the Seven of Cups reversed',
      upright:
        'Choices and illusions: many possibilities shimmer at once, some real, some wishful. Daydreams can inspire, but you need to tell fantasy from what can actually be built.',
      reversed:
        'Clarity returning, or drowning in options: you see through a fantasy and make a choice, or keep avoiding one by chasing every dream. Focus restores your power to act.',
      description:
        'The seventh card of Cups, the suit of water: the test of imagination, when feeling spins visions and every wish looks equally within reach.',
      imagery:
        'A figure seen from behind faces seven cups floating in clouds, each holding a vision: a castle, jewels, a wreath, a serpent, a dragon, a veiled figure and a head.',
      theme: { upright: 'tempting choices and illusions', reversed: 'a fantasy seen through' },
      advice: {
        upright: 'Pick the option you could begin this week, and test it against reality.',
        reversed: 'Choose one dream, commit to it, and let the others go.',
      },
    },
    'cups-8': {
      name: 'Eight of Cups',
      reversedName: 'the Eight of Cups reversed',
      upright:
        'Walking away: leaving what no longer fulfils you, even if it looks complete from outside. A search for deeper meaning asks you to go, with sadness and with resolve.',
      reversed:
        'Torn between staying and going: fear of leaving, drifting back to what you outgrew, or leaving too hastily. You may need to decide what you are really looking for.',
      description:
        'The eighth card of Cups, the suit of water: feeling moves on, turning from what has been built towards what is truly wanted.',
      imagery:
        'A cloaked figure walks away with a staff towards mountains under a waning moon, leaving eight stacked cups behind.',
      theme: { upright: 'walking away to seek more', reversed: 'the pull between staying and going' },
      advice: {
        upright: 'If it no longer nourishes you, honour what it gave you and allow yourself to walk away.',
        reversed: 'Decide what you are leaving for before you decide whether to leave.',
      },
    },
    'cups-9': {
      name: 'Nine of Cups',
      reversedName: 'the Nine of Cups reversed',
      upright:
        'Contentment and wishes fulfilled: emotional and material satisfaction, pleasure and gratitude. What you longed for is within reach, and enjoying it fully is part of the gift.',
      reversed:
        'Satisfaction that does not satisfy: smugness, overindulgence, or a wish granted that feels empty. Look beneath appearances to what would truly content you.',
      description:
        'The ninth card of Cups, the suit of water: feeling near its fullness, the wish granted, comfort and pleasure almost complete.',
      imagery: 'A contented figure sits on a bench with arms crossed, nine cups arranged on a curved shelf behind.',
      theme: { upright: 'a wish fulfilled', reversed: 'satisfaction that feels hollow' },
      advice: {
        upright: 'Enjoy what you have, and say thank you for it out loud.',
        reversed: 'Ask yourself what would really satisfy you, beyond what looks good.',
      },
    },
    'cups-10': {
      name: 'Ten of Cups',
      reversedName: 'the Ten of Cups reversed',
      upright:
        'Emotional fulfilment and family harmony: lasting love, a home full of warmth and a sense of belonging. Relationships rest on shared values, and joy spreads across generations.',
      reversed:
        'Harmony strained: family discord, broken ideals of home, or a picture-perfect life hiding distance between people. Real closeness may need honest talk, not appearances.',
      description:
        'The tenth card of Cups, the suit of water: feeling fulfilled and shared, the cycle of love complete in a home and a family.',
      imagery:
        'Two figures embrace with arms raised towards a rainbow of ten cups; two children dance beside them, and a house stands in the distance.',
      theme: { upright: 'family harmony and belonging', reversed: 'harmony strained at home' },
      advice: {
        upright: 'Spend time with those you love, and tell them what they mean to you.',
        reversed: 'Let go of the perfect picture, and talk honestly about what you need together.',
      },
    },
    'cups-page': {
      name: 'Page of Cups',
      reversedName: 'the Page of Cups reversed',
      upright:
        'An intuitive message: a gentle surprise, a creative impulse or the first flutter of a feeling. Stay open and playful, because the unexpected may have something tender to tell you.',
      reversed:
        'Feeling immature or blocked: moodiness, creative insecurity, or an emotional message that goes unheard. Sensitivity turns into escapism when you do not take it seriously.',
      description:
        'The youngest figure of the Cups court, the messenger and student of water: feeling as wonder, open to dreams and to whatever surprises it.',
      imagery: 'A young figure stands by the sea, holding a cup from which a small fish looks out.',
      theme: { upright: 'an intuitive, tender message', reversed: 'feelings left unheard' },
      advice: {
        upright: 'Follow a gentle hunch or a creative whim, and see what it shows you.',
        reversed: 'Take your feelings seriously enough to express them, not just dream them.',
      },
    },
    'cups-knight': {
      name: 'Knight of Cups',
      reversedName: 'the Knight of Cups reversed',
      upright:
        'Romance and invitation: a charming offer, an idealistic spirit, or creativity that follows feeling. Someone approaches with an open cup, ready to give and to be moved.',
      reversed:
        'Moods and promises that drift: unrealistic romance, jealousy, or charm that does not follow through. Check whether the offer is as real as it looks.',
      description:
        'The rider of the Cups court, water in motion: the romantic who follows feeling wherever it leads, bringing offers of love and beauty.',
      imagery: 'A rider on a calm horse holds a cup out before them, moving slowly towards a river ahead.',
      theme: { upright: 'a romantic invitation', reversed: 'charm without follow-through' },
      advice: {
        upright: 'Follow your feelings with an open offer, and mean what you say.',
        reversed: 'Look beyond the charm to whether the promise is kept.',
      },
    },
    'cups-queen': {
      name: 'Queen of Cups',
      reversedName: 'the Queen of Cups reversed',
      upright:
        'Empathy with depth: a caring, intuitive presence that listens and understands. Calm and emotionally secure, you can stay beside other people’s feelings without losing yourself.',
      reversed:
        'Compassion overflowing its banks: codependence, moods soaked up from others, or feelings kept so private they turn inward. Care for yourself with the tenderness you show others.',
      description:
        'The mature, inward ruler of the Cups court, water held with grace: the intuitive carer, attuned to feeling and steady in its depths.',
      imagery: 'A crowned figure sits on a throne at the water’s edge, gazing into an ornate covered cup.',
      theme: { upright: 'compassion and emotional depth', reversed: 'empathy without boundaries' },
      advice: {
        upright: 'Listen with your whole attention, and trust what your intuition hears.',
        reversed: 'Set a gentle boundary around your feelings, so you can care without drowning.',
      },
    },
    'cups-king': {
      name: 'King of Cups',
      reversedName: 'the King of Cups reversed',
      upright:
        'Emotional balance and wise calm: feeling mastered without being suppressed. Diplomatic, generous and steady in a storm, you can guide others through troubled water.',
      reversed:
        'Composure that cracks or freezes: moodiness, manipulation, or feelings bottled up until they spill. Calm on the surface may hide turmoil underneath.',
      description:
        'The mature, outward ruler of the Cups court, water in command: emotional maturity, diplomacy and compassion that stays level when the sea is rough.',
      imagery:
        'A crowned figure on a stone throne floating on a rough sea holds a cup and a short sceptre, with a ship and a leaping fish behind.',
      theme: { upright: 'a heart that keeps its head', reversed: 'a stormy heart kept hidden' },
      advice: {
        upright: 'Stay steady and kind, and answer strong feelings with calm rather than reaction.',
        reversed: 'Name what you feel before it spills out sideways.',
      },
    },

    // Swords: air, mind and truth

    'swords-ace': {
      name: 'Ace of Swords',
      reversedName: 'the Ace of Swords reversed',
      upright:
        'Mental breakthrough: truth cuts through confusion, and a clear idea or decision arrives. Honest words, sharp focus and fresh understanding give you the edge you need.',
      reversed:
        'Clarity clouded: confused thinking, harsh words, or a truth misused to wound. Thought without care can cut in the wrong direction, so slow down before you speak.',
      description:
        'The first card of Swords, the suit of air: the seed of mind and truth, the single clear thought that cuts through everything else.',
      imagery: 'A hand from a cloud holds a sword straight up, its point crowned with a wreath, over mountain peaks.',
      theme: { upright: 'a breakthrough of clarity', reversed: 'clouded thinking' },
      advice: {
        upright: 'Say the true thing clearly, and let it cut through the confusion.',
        reversed: 'Wait until your thinking clears, and speak with care when it does.',
      },
    },
    'swords-2': {
      name: 'Two of Swords',
      reversedName: 'the Two of Swords reversed',
      upright:
        'A stalemate: a difficult choice avoided by blocking it out, an uneasy truce between two sides. There is peace for now, but it lasts only until you face what you would rather not see.',
      reversed:
        'Indecision breaking: too much information, confusion, or the truth forcing its way through the blindfold. The choice you avoided is asking to be made.',
      description:
        'The second card of Swords, the suit of air: the mind divided, two thoughts held in balance so that neither has to win.',
      imagery:
        'A blindfolded figure sits with two swords crossed over the chest, with a calm sea and a crescent moon behind.',
      theme: { upright: 'an uneasy stalemate', reversed: 'a choice forcing its way through' },
      advice: {
        upright: 'Take off the blindfold: gather the facts, and make the choice.',
        reversed: 'Let the truth in one piece at a time, then decide.',
      },
    },
    'swords-3': {
      name: 'Three of Swords',
      reversedName: 'the Three of Swords reversed',
      upright:
        'Heartache: sorrow, grief, or a wound from words or betrayal. It hurts because it matters, and letting it be felt is how it begins to heal.',
      reversed:
        'Hurt slowly released, or kept open: forgiveness beginning and pain easing, or sorrow kept alive by going over it again and again. Recovery starts when you stop reopening the wound.',
      description:
        'The third card of Swords, the suit of air: the mind grows through pain, a truth that wounds and yet clears the air.',
      imagery:
        'A heart pierced by three swords hangs alone against heavy storm clouds, with rain falling all around it.',
      theme: { upright: 'heartbreak and painful truth', reversed: 'a hurt slowly released' },
      advice: {
        upright: 'Let yourself feel the hurt fully, and talk to someone you trust about it.',
        reversed: 'Stop replaying the wound: write it down once, then set it aside.',
      },
    },
    'swords-4': {
      name: 'Four of Swords',
      reversedName: 'the Four of Swords reversed',
      upright:
        'Respite: a pause to withdraw, recuperate and quiet the mind after strain. Stillness is not idleness here; it is how you gather yourself for what comes.',
      reversed:
        'Resisting rest, or needing it badly: burnout, restlessness, or a retreat that has turned into avoidance. Either your body is asking you to stop, or it is time to get up again.',
      description:
        'The fourth card of Swords, the suit of air: the mind at rest, the stable pause that lets thought recover its clarity.',
      imagery:
        'A figure lies at rest on a tomb with hands together, one sword beneath and three hanging on the wall above.',
      theme: { upright: 'rest and recovery', reversed: 'rest refused or overdue' },
      advice: {
        upright: 'Schedule real rest, without screens or tasks, and protect it.',
        reversed: 'Notice whether you need to stop or to start again, and honour that.',
      },
    },
    'swords-5': {
      name: 'Five of Swords',
      reversedName: 'the Five of Swords reversed',
      upright:
        'A hollow victory: a conflict won at too high a price, winning for its own sake, or a defeat that stings. Ask whether being right is worth what it costs you.',
      reversed:
        'Making peace after conflict: reconciliation, or a lingering resentment that will not settle. The fight is over; what remains is how you deal with the damage.',
      description:
        'The fifth card of Swords, the suit of air: the disruption of the mind, where wit becomes a weapon and winning leaves everyone poorer.',
      imagery:
        'A figure gathers swords with a smirk of victory while two others walk away, two swords on the ground under clouds torn by wind.',
      theme: { upright: 'a victory that costs too much', reversed: 'resentment after the fight' },
      advice: {
        upright: 'Choose your battles, and walk away from the ones that only feed pride.',
        reversed: 'Make the first move towards peace, even if you were in the right.',
      },
    },
    'swords-6': {
      name: 'Six of Swords',
      reversedName: 'the Six of Swords reversed',
      upright:
        'A passage towards calmer waters: leaving a hard time in your wake, moving on with sadness but with hope. Change is not easy, and yet the far shore is likely to be kinder than the one you leave.',
      reversed:
        'A crossing resisted or unfinished: emotional baggage carried along, a move delayed, or being unable to leave what hurts. Some things have to stay on the shore.',
      description:
        'The sixth card of Swords, the suit of air: harmony found by moving on, the mind carried from turmoil towards a quieter place.',
      imagery:
        'A ferryman poles a boat across the water towards a far shore, carrying a cloaked figure and a child, with six swords standing in the boat.',
      theme: { upright: 'a hopeful crossing away from pain', reversed: 'a departure stalled by old hurts' },
      advice: {
        upright: 'Let yourself move on, and take only what you need with you.',
        reversed: 'Name what you are carrying across, and leave one piece on the shore.',
      },
    },
    'swords-7': {
      name: 'Seven of Swords',
      reversedName: 'the Seven of Swords reversed',
      upright:
        'Strategy or deception: acting alone, by stealth, or getting away with something. Someone may not be playing fair, or you may be tempted to cut corners yourself.',
      reversed:
        'A deception unravelling: secrets coming out, a guilty conscience, or a plan that cannot work in secret. Honesty costs less now than being found out later.',
      description:
        'The seventh card of Swords, the suit of air: the test of the mind’s honesty, cleverness used to slip around the rules.',
      imagery:
        'A figure tiptoes away from a camp carrying five swords and glancing back, two swords left planted in the ground.',
      theme: { upright: 'stealth and cutting corners', reversed: 'a secret coming out' },
      advice: {
        upright: 'Think strategically, but make sure you could defend your methods in the open.',
        reversed: 'Come clean early, and repair what you can.',
      },
    },
    'swords-8': {
      name: 'Eight of Swords',
      reversedName: 'the Eight of Swords reversed',
      upright:
        'Trapped by your own thoughts: restriction, helplessness, and a story of powerlessness that hides the way out. The bonds are looser than they look, and the ring is open.',
      reversed:
        'A mental trap opening, or tightening: new perspective, self-acceptance and finally seeing the way out, or fear taking a firmer grip. Either way, the first move is yours to make.',
      description:
        'The eighth card of Swords, the suit of air: the mind’s own prison, where thought that should free you becomes a fence of fears.',
      imagery:
        'A bound and blindfolded figure stands inside a loose ring of eight swords, with a castle on a hill behind.',
      theme: { upright: 'a trap of your own thinking', reversed: 'a way out coming into view' },
      advice: {
        upright: 'Question the thought that says you cannot move, and take one small step.',
        reversed: 'Keep going: each step you take loosens the next knot.',
      },
    },
    'swords-9': {
      name: 'Nine of Swords',
      reversedName: 'the Nine of Swords reversed',
      upright:
        'Anxiety and dread: fears that grow in the dark, guilt and overthinking. What haunts you at three in the morning often looks smaller by daylight.',
      reversed:
        'Worry at its peak, or beginning to lift: despair kept secret, or hope returning as you share what troubles you. Fears spoken aloud tend to shrink.',
      description:
        'The ninth card of Swords, the suit of air: the mind near breaking point, where thought turns on itself in the small hours.',
      imagery: 'A figure sits up in bed with the face in the hands, while nine swords hang in rows on the dark wall.',
      theme: { upright: 'sleepless worry', reversed: 'worry shared and easing' },
      advice: {
        upright: 'Write your worries down, and talk to someone rather than carrying them alone.',
        reversed: 'Share the fear with someone you trust, and ask for support if it persists.',
      },
    },
    'swords-10': {
      name: 'Ten of Swords',
      reversedName: 'the Ten of Swords reversed',
      upright:
        'An ending that hurts: betrayal, defeat or hitting bottom, with nothing left to lose. It is over, and that is the relief as well as the loss: dawn is already on the horizon.',
      reversed:
        'Recovery after the worst, or refusing to let it end: rising slowly from ruin, or living the defeat again and again. The lowest point has passed; getting up is the work.',
      description:
        'The tenth card of Swords, the suit of air: the end of the cycle, the mind’s defeat taken to the bottom, from where the only way is up.',
      imagery:
        'A figure lies face down with ten swords in the back beneath a black sky; the first light of dawn shows on the horizon.',
      theme: { upright: 'a painful ending', reversed: 'rising from the lowest point' },
      advice: {
        upright: 'Accept that this is over, rest, and let the new day begin in its own time.',
        reversed: 'Stop reopening the ending, and take the next small step towards recovery.',
      },
    },
    'swords-page': {
      name: 'Page of Swords',
      reversedName: 'the Page of Swords reversed',
      upright:
        'Curiosity and vigilance: a quick, questioning mind hungry for ideas, news and truth. You notice everything and learn fast; use it to ask rather than to spy.',
      reversed:
        'Sharp words and restless thinking: gossip, defensiveness, or talk without substance. Curiosity sours into suspicion, or plans stay ideas because action never follows.',
      description:
        'The youngest figure of the Swords court, the messenger and student of air: the mind as curiosity, alert and eager, still learning restraint.',
      imagery:
        'A young figure stands on a windy hill holding a sword straight up and looking over the shoulder, with birds in the sky.',
      theme: { upright: 'a quick and curious mind', reversed: 'words sharper than thought' },
      advice: {
        upright: 'Ask the questions no one else is asking, and listen closely to the answers.',
        reversed: 'Think before you speak, and check your facts before you share them.',
      },
    },
    'swords-knight': {
      name: 'Knight of Swords',
      reversedName: 'the Knight of Swords reversed',
      upright:
        'Swift, determined action: ambition, drive and a mind that charges straight at its goal. Directness helps here, but speed leaves little room to notice who is in the way.',
      reversed:
        'Haste without direction: rash decisions, aggression, or restless thoughts that scatter every way at once. Slow the charge before it becomes a collision.',
      description:
        'The rider of the Swords court, air in motion: the mind charging at its goal, fearless and quick, and not always looking where it goes.',
      imagery: 'A rider charges at full gallop with a raised sword, as clouds race and trees bend in the wind.',
      theme: { upright: 'a swift and direct charge', reversed: 'haste that scatters' },
      advice: {
        upright: 'Move decisively on what you know, and say it straight.',
        reversed: 'Slow down long enough to check the target before you charge.',
      },
    },
    'swords-queen': {
      name: 'Queen of Swords',
      reversedName: 'the Queen of Swords reversed',
      upright:
        'Clear perception and honest boundaries: independent, perceptive and fair, you see through pretence and speak the truth with precision. Experience, sorrow included, has sharpened your insight.',
      reversed:
        'Sharpness without warmth: harshness, bitterness, or words used to keep others at a distance. Or thinking clouded by hurt; truth works best alongside kindness.',
      description:
        'The mature, inward ruler of the Swords court, air held with poise: the clear-sighted mind, independent and honest, that sees things as they are.',
      imagery:
        'A crowned figure sits in profile on a throne above the clouds, one hand holding a sword straight up, the other raised and open.',
      theme: { upright: 'clear and honest perception', reversed: 'clarity turned cold' },
      advice: {
        upright: 'Speak honestly and set clear boundaries, without apology and without cruelty.',
        reversed: 'Let warmth soften your honesty; the truth lands better with kindness.',
      },
    },
    'swords-king': {
      name: 'King of Swords',
      reversedName: 'the King of Swords reversed',
      upright:
        'Intellectual authority: clear thinking, fair decisions and truth held above feeling. Expert advice, firm principles and calm logic show the way forward.',
      reversed:
        'Authority misused: manipulation, cold control, or rules applied without humanity. Or decisions dodged by a mind that knows better; intellect needs a conscience.',
      description:
        'The mature, outward ruler of the Swords court, air in command: the mind as law, reason and ethics turned into decisions that others can trust.',
      imagery: 'A crowned figure sits facing forward on a throne carved with butterflies, holding a sword straight up.',
      theme: { upright: 'clear and fair authority', reversed: 'intellect without conscience' },
      advice: {
        upright: 'Decide by the facts and your principles, and explain your reasoning plainly.',
        reversed: 'Check that your logic serves people, not only the rules.',
      },
    },

    // Pentacles: earth, body, work and means

    'pentacles-ace': {
      name: 'Ace of Pentacles',
      reversedName: 'the Ace of Pentacles reversed',
      upright:
        'A new material opportunity: a job, an income, or a plan for your home or wellbeing that can grow into something solid. Prosperity begins with a seed planted in good ground.',
      reversed:
        'An opportunity missed or badly planted: lost chances, poor planning, or a venture built on shaky ground. The seed is there; prepare the soil before you sow.',
      description:
        'The first card of Pentacles, the suit of earth: the seed of the material, a real chance for security, work and wellbeing to take form.',
      imagery: 'A hand from a cloud holds a single pentacle over a garden with an archway of roses.',
      theme: { upright: 'a solid new opportunity', reversed: 'a chance wasted by poor groundwork' },
      advice: {
        upright: 'Take the practical opportunity in front of you, and give it steady attention.',
        reversed: 'Plan properly before you commit money or time to anything new.',
      },
    },
    'pentacles-2': {
      name: 'Two of Pentacles',
      reversedName: 'the Two of Pentacles reversed',
      upright:
        'Balancing priorities: juggling money, time and obligations with flexibility and a light step. Adaptability keeps things moving, though the tide can rise quickly.',
      reversed:
        'Overcommitment: too many balls in the air, disorganisation, or finances slipping out of balance. Something is likely to drop unless you choose what to put down.',
      description:
        'The second card of Pentacles, the suit of earth: material life in motion, two demands kept in balance through rhythm and adaptability.',
      imagery:
        'A figure dances while juggling two pentacles joined by a ribbon shaped like an infinity sign, as ships ride high waves behind.',
      theme: { upright: 'a juggling act kept in balance', reversed: 'too many things at once' },
      advice: {
        upright: 'Stay flexible, keep an eye on your priorities, and adjust as you go.',
        reversed: 'Drop or delay one commitment so the rest can stay in balance.',
      },
    },
    'pentacles-3': {
      name: 'Three of Pentacles',
      reversedName: 'the Three of Pentacles reversed',
      upright:
        'Teamwork and craftsmanship: skills recognised, collaboration that works, and plans built together. Each contribution matters, and learning from others improves the whole.',
      reversed:
        'Collaboration breaking down: poor coordination, work undervalued, or standards slipping. A project falters when people stop listening to one another, or when you insist on doing it all.',
      description:
        'The third card of Pentacles, the suit of earth: the first growth of skill, when craft joins with others and becomes something lasting.',
      imagery:
        'A stonemason on a bench works on a cathedral arch while two figures hold up its plans; three pentacles are carved into the arch.',
      theme: { upright: 'skilled teamwork', reversed: 'a collaboration out of step' },
      advice: {
        upright: 'Bring your skill to the group, and ask for the expertise you lack.',
        reversed: 'Clarify roles and standards with the people you work with.',
      },
    },
    'pentacles-4': {
      name: 'Four of Pentacles',
      reversedName: 'the Four of Pentacles reversed',
      upright:
        'Security through control: saving, guarding and holding on to what you have. The stability is real, but a tight grip can keep out as much as it protects.',
      reversed:
        'Holding too tight, or letting go too fast: greed, fear of loss, or careless spending after long restraint. Security needs some openness to flow.',
      description:
        'The fourth card of Pentacles, the suit of earth: material stability made into a fortress, the wish to keep what has been earned.',
      imagery:
        'A crowned figure sits clutching one pentacle to the chest, another balanced on the head and one under each foot, with a city behind.',
      theme: { upright: 'security held tightly', reversed: 'clutching or overspending' },
      advice: {
        upright: 'Protect what you have, but leave one hand free to receive.',
        reversed: 'Loosen your grip a little, or set yourself a limit, depending on which way you lean.',
      },
    },
    'pentacles-5': {
      name: 'Five of Pentacles',
      reversedName: 'the Five of Pentacles reversed',
      upright:
        'Hardship and feeling left out in the cold: money worries, insecurity or isolation. Help may be closer than it seems, if you allow yourself to ask for it.',
      reversed:
        'Recovery from hardship: finances improving, or a sense of exclusion beginning to lift. Or worry prolonged by pride, when the door was open all along.',
      description:
        'The fifth card of Pentacles, the suit of earth: material disruption, the loss of security and the cold of feeling outside the circle.',
      imagery:
        'Two figures, one on crutches, walk through the snow by a lit church window with five pentacles in its glass.',
      theme: { upright: 'hardship and exclusion', reversed: 'hardship beginning to lift' },
      advice: {
        upright: 'Ask for help and accept it; there is no shame in needing support.',
        reversed: 'Keep taking the small steps that are bringing you back to steady ground.',
      },
    },
    'pentacles-6': {
      name: 'Six of Pentacles',
      reversedName: 'the Six of Pentacles reversed',
      upright:
        'Open-handed sharing: giving and receiving, support offered or accepted, and kindness that travels both ways. Balance in giving keeps both sides dignified.',
      reversed:
        'Strings attached: debt, one-sided generosity, or help that creates dependence. Look at the power in the exchange, because giving should not become control.',
      description:
        'The sixth card of Pentacles, the suit of earth: harmony restored through sharing, resources flowing to where they are needed.',
      imagery:
        'A merchant holds balanced scales and drops coins into the hands of one of two kneeling figures, six pentacles floating above.',
      theme: { upright: 'generosity and fair exchange', reversed: 'help with strings attached' },
      advice: {
        upright: 'Give or receive with an open hand, and keep the exchange fair.',
        reversed: 'Notice the strings in what you give or accept, and cut the ones that bind.',
      },
    },
    'pentacles-7': {
      name: 'Seven of Pentacles',
      reversedName: 'the Seven of Pentacles reversed',
      upright:
        'Patience and assessment: a pause to look at what your work has grown, and whether to keep investing. Results come slowly, and long-term thinking serves you.',
      reversed:
        'Waiting without reward: frustration, doubts about the investment, or work spread too thin. Decide whether to tend it better or plant elsewhere.',
      description:
        'The seventh card of Pentacles, the suit of earth: the test of patience, where effort stops to weigh its harvest against its labour.',
      imagery:
        'A farmer rests, leaning on a hoe in the field, and looks thoughtfully at a bush bearing seven pentacles.',
      theme: { upright: 'patient investment', reversed: 'impatience with slow growth' },
      advice: {
        upright: 'Review your progress honestly, then keep tending what is growing.',
        reversed: 'Decide whether this deserves more effort, and act on the answer.',
      },
    },
    'pentacles-8': {
      name: 'Eight of Pentacles',
      reversedName: 'the Eight of Pentacles reversed',
      upright:
        'Diligence and mastery: skill honed by repetition, dedication to quality, and work done well for its own sake. Steady effort builds real expertise.',
      reversed:
        'Effort without aim: perfectionism, repetitive work that has lost its meaning, or shortcuts that lower the standard. Ask what you are really practising for.',
      description:
        'The eighth card of Pentacles, the suit of earth: the movement towards mastery, skill built one piece at a time through patient practice.',
      imagery:
        'A craftsman at a bench carves a pentacle, while seven finished pentacles hang on a post beside the bench.',
      theme: { upright: 'diligent craft', reversed: 'effort that has lost its aim' },
      advice: {
        upright: 'Focus on doing this one task well, and let practice do its work.',
        reversed: 'Reconnect with why the work matters, or change how you do it.',
      },
    },
    'pentacles-9': {
      name: 'Nine of Pentacles',
      reversedName: 'the Nine of Pentacles reversed',
      upright:
        'Self-sufficiency and refined abundance: independence earned through discipline, comfort enjoyed, and confidence in your own means. You can savour what you have built.',
      reversed:
        'Independence undermined: overspending, setbacks to security, or self-reliance that has become isolation. Comfort bought at the cost of freedom may not be worth it.',
      description:
        'The ninth card of Pentacles, the suit of earth: material life near its fullness, the cultivated ease of someone who has built their own security.',
      imagery:
        'A figure in a flowered robe stands in a vineyard with a hooded falcon on a gloved hand, nine pentacles among the vines.',
      theme: { upright: 'self-earned comfort', reversed: 'independence under strain' },
      advice: {
        upright: 'Enjoy what you have earned, and invest some of it in your own wellbeing.',
        reversed: 'Check whether your comfort still serves your freedom, and adjust your spending if needed.',
      },
    },
    'pentacles-10': {
      name: 'Ten of Pentacles',
      reversedName: 'the Ten of Pentacles reversed',
      upright:
        'Roots and riches that last: family, inheritance and security built across generations. What you establish can support others long after you.',
      reversed:
        'Inheritance under strain: family disputes over money, financial loss, or traditions that feel more like weight than support. Lasting security rests on more than money.',
      description:
        'The tenth card of Pentacles, the suit of earth: the end of the cycle, material life complete as lineage, home and lasting security.',
      imagery:
        'An old figure sits under an archway with two dogs while a couple and a child stand beyond; ten pentacles are laid out in the shape of a tree.',
      theme: { upright: 'lasting wealth and legacy', reversed: 'a legacy in question' },
      advice: {
        upright: 'Think long term, and build something that will still stand for those who come after.',
        reversed: 'Talk openly with family about money and expectations before tension hardens into conflict.',
      },
    },
    'pentacles-page': {
      name: 'Page of Pentacles',
      reversedName: 'the Page of Pentacles reversed',
      upright:
        'A studious beginning: a new skill, course or practical plan approached with focus and care. Good news about money or work, and a willingness to learn step by step.',
      reversed:
        'Learning stalled: procrastination, lack of progress, or a dream that never gets a plan. Or a focus so narrow that you miss the wider picture.',
      description:
        'The youngest figure of the Pentacles court, the messenger and student of earth: the practical learner, patient and eager to make ideas real.',
      imagery: 'A young figure stands in a green field, holding up a pentacle and studying it closely.',
      theme: { upright: 'a studious, practical start', reversed: 'procrastination and stalled plans' },
      advice: {
        upright: 'Start the course, the budget or the plan, and study it as you go.',
        reversed: 'Break the plan into small tasks, and do the first one today.',
      },
    },
    'pentacles-knight': {
      name: 'Knight of Pentacles',
      reversedName: 'the Knight of Pentacles reversed',
      upright:
        'Steady, methodical progress: hard work, routine and reliability. Slow and patient, you reach the goal by never stopping, and others know they can count on you.',
      reversed:
        'Stuck in routine: boredom, inertia, or a perfectionism that stops the work from moving. Or so much diligence that nothing else in life gets any room.',
      description:
        'The rider of the Pentacles court, earth in motion: the slowest and most dependable of the riders, who finishes whatever is started.',
      imagery: 'A rider sits still on a heavy horse, holding a pentacle, with ploughed fields stretching behind.',
      theme: { upright: 'steady, reliable progress', reversed: 'a routine turned into a rut' },
      advice: {
        upright: 'Keep to the routine, one task at a time; consistency will carry this.',
        reversed: 'Change one part of your routine so the work can move again.',
      },
    },
    'pentacles-queen': {
      name: 'Queen of Pentacles',
      reversedName: 'the Queen of Pentacles reversed',
      upright:
        'Practical nurturing: warmth, common sense, and a home or workplace where people thrive. You care for others and for yourself through tangible, everyday comfort and security.',
      reversed:
        'Care out of balance: self-neglect, smothering, or work and home competing for you until nothing feels tended. Security slips when you forget your own needs.',
      description:
        'The mature, inward ruler of the Pentacles court, earth held with warmth: the practical carer, resourceful and generous, who makes life comfortable for others.',
      imagery:
        'A crowned figure sits on a throne in a garden, holding a pentacle in the lap, with a rabbit at the feet.',
      theme: { upright: 'practical, nurturing care', reversed: 'care stretched too thin' },
      advice: {
        upright: 'Look after your body and your home, and let practical care be your way of loving.',
        reversed: 'Put one of your own needs first this week, without guilt.',
      },
    },
    'pentacles-king': {
      name: 'King of Pentacles',
      reversedName: 'the King of Pentacles reversed',
      upright:
        'Abundance and security: wealth, business sense and the discipline to make it last. A reliable provider and leader, you build stability for yourself and for others.',
      reversed:
        'Money over meaning: greed, stubbornness, or status pursued at any cost. Or money decisions made from fear, when security should serve life, not replace it.',
      description:
        'The mature, outward ruler of the Pentacles court, earth in command: material mastery, the steady builder of wealth and security.',
      imagery:
        'A crowned figure on a throne carved with bulls holds a pentacle and a sceptre, with grapes and a castle all around.',
      theme: { upright: 'abundance and solid security', reversed: 'wealth without wisdom' },
      advice: {
        upright: 'Make decisions for the long term, and use your resources to support others too.',
        reversed: 'Ask whether your ambition still serves what you value most.',
      },
    },
  },

  suits: { wands: 'Wands', cups: 'Cups', swords: 'Swords', pentacles: 'Pentacles' },

  spreads: {
    'single-card': { name: 'Single Card', description: 'One card for a clear, direct answer to your question.' },
    'three-card': {
      name: 'Three Card',
      description: 'Three cards for what has shaped the situation, where it stands now and where it may go.',
    },
    'love-spread': {
      name: 'Love & Relationships',
      description:
        'Five cards for you, the other person, the bond between you, what stands in the way and where it can go.',
    },
    'celtic-cross': {
      name: 'Celtic Cross',
      description:
        'Ten cards for the full picture: the heart of the matter, its roots, what is coming, the people around you and where it is heading.',
    },
  },

  positions: {
    card: {
      name: 'Your card',
      meaning: 'The one card that answers your question.',
      place: [
        (card, theme) => `${cap(card)} answers your question, and it speaks of ${theme}.`,
        (card, theme) => `The card drawn for you is ${inline(card)}, and its answer turns on ${theme}.`,
      ],
    },
    past: {
      name: 'Past',
      meaning: 'What has shaped the situation.',
      place: [
        (card, theme) => `${cap(card)} lies in the past, where ${theme} set things in motion.`,
        (card, theme) => `Looking back, you find ${inline(card)}: the situation grew out of ${theme}.`,
      ],
    },
    present: {
      name: 'Present',
      meaning: 'Where things stand now.',
      place: [
        (card, theme) => `For now, ${inline(card)} sets the tone, and where you stand is coloured by ${theme}.`,
        (card, theme) => `${cap(card)} describes things as they are today, marked by ${theme}.`,
      ],
    },
    future: {
      name: 'Future',
      meaning: 'Where things may go next.',
      place: [
        (card, theme) => `Next may come ${inline(card)}, pointing towards ${theme} if you carry on as you are.`,
        (card, theme) => `${cap(card)} shows what may unfold from here: ${theme} could be what comes next.`,
      ],
    },
    you: {
      name: 'You',
      meaning: 'What you bring to the relationship.',
      place: [
        (card, theme) => `${cap(card)} shows what you bring to this: ${theme}.`,
        (card, theme) => `On your side of the relationship lies ${inline(card)}, and with it ${theme}.`,
      ],
    },
    other: {
      name: 'The other person',
      meaning: 'The other person, or the one you hope for.',
      place: [
        (card, theme) =>
          `${cap(card)} stands for the other person, or the one you hope for, and what they bring speaks of ${theme}.`,
        (card, theme) => `The other person’s card is ${inline(card)}: in them you may meet ${theme}.`,
      ],
    },
    bond: {
      name: 'The bond',
      meaning: 'The connection between you.',
      place: [
        (card, theme) => `Between you lies ${inline(card)}: the connection itself rests on ${theme}.`,
        (card, theme) => `${cap(card)} describes what you share, a bond marked by ${theme}.`,
      ],
    },
    challenge: {
      name: 'The challenge',
      meaning: 'What stands in the way, or asks to be worked through.',
      place: [
        (card, theme) => `${cap(card)} marks the obstacle: the test lies in ${theme}.`,
        (card, theme) => `What tests you both is ${inline(card)}, with ${theme} as the knot to work loose.`,
      ],
    },
    potential: {
      name: 'Potential',
      meaning: 'Where the relationship can go.',
      place: [
        (card, theme) => `Looking ahead, ${inline(card)} shows where this can go: towards ${theme}.`,
        (card, theme) =>
          `${cap(card)} points to what the relationship could grow into: a connection shaped by ${theme}.`,
      ],
    },
    heart: {
      name: 'The heart of the matter',
      meaning: 'What the situation is really about.',
      place: [
        (card, theme) => `At the heart of the matter lies ${inline(card)}: the question is really about ${theme}.`,
        (card, theme) => `${cap(card)} sits at the centre of everything here, and it speaks of ${theme}.`,
      ],
    },
    crossing: {
      name: 'What crosses it',
      meaning: 'What stands across the matter, helping or hindering.',
      place: [
        (card, theme) =>
          `Across the matter lies ${inline(card)}: ${theme} can help or hinder, and must be reckoned with either way.`,
        (card, theme) => `What crosses you here is ${inline(card)}, which brings into play ${theme}.`,
      ],
    },
    root: {
      name: 'The root',
      meaning: 'The foundation beneath the situation.',
      place: [
        (card, theme) => `Underneath it all is ${inline(card)}: the situation rests on ${theme}.`,
        (card, theme) => `${cap(card)} forms the ground underneath, and everything else has grown from ${theme}.`,
      ],
    },
    behind: {
      name: 'Recent past',
      meaning: 'What has just passed and still colours things.',
      place: [
        (card, theme) => `${cap(card)} is just behind you: the last few weeks were shaped by ${theme}.`,
        (card, theme) =>
          `${cap(card)} tells of what has just happened: recent days brought ${theme}, and that still colours things.`,
      ],
    },
    crown: {
      name: 'The crown',
      meaning: 'What you aim at, or could come to.',
      place: [
        (card, theme) => `Above it all stands ${inline(card)}: your aims and thoughts in this turn around ${theme}.`,
        (card, theme) => `${cap(card)} crowns the spread, the thing uppermost in your mind: ${theme}.`,
      ],
    },
    ahead: {
      name: 'Near future',
      meaning: 'What is likely to come soon.',
      place: [
        (card, theme) => `Soon ${inline(card)} is likely to come into play, bringing ${theme}.`,
        (card, theme) => `${cap(card)} stands for what comes next, where ${theme} may soon play a part.`,
      ],
    },
    self: {
      name: 'Yourself',
      meaning: 'Your own stance in the matter.',
      place: [
        (card, theme) => `${cap(card)} shows how you stand in this: your part is coloured by ${theme}.`,
        (card, theme) => `As for you, ${inline(card)} shows the stance you take: ${theme}.`,
      ],
    },
    surroundings: {
      name: 'Surroundings',
      meaning: 'The people and setting around you.',
      place: [
        (card, theme) => `Around you lies ${inline(card)}: the people and the setting you move in bring ${theme}.`,
        (card, theme) => `${cap(card)} describes your surroundings: those close to you may bring ${theme}.`,
      ],
    },
    hopesFears: {
      name: 'Hopes and fears',
      meaning: 'What you hope for and what you fear, often the same thing.',
      place: [
        (card, theme) =>
          `${cap(card)} speaks for your hopes and fears: ${theme} may be what you long for and dread at once.`,
        (card, theme) => `${cap(card)} speaks to what you hope and fear, both turning on ${theme}.`,
      ],
    },
    outcome: {
      name: 'Outcome',
      meaning: 'Where things are heading if nothing changes.',
      place: [
        (card, theme) =>
          `Where things are heading, ${inline(card)} waits: if the course holds, it points towards ${theme}.`,
        (card, theme) => `${cap(card)} shows where this is likely to lead if nothing changes: towards ${theme}.`,
      ],
    },
  },

  reading: {
    opening: {
      love: [
        'You asked about love: the reading looks at what you bring to it, what meets you there, and where it can go.',
        'This is a question of love, so the cards read what draws you, what holds you back and what it asks of you.',
      ],
      money: [
        'You asked about money: the reading looks at how your resources come and go, and at the choices that shape them.',
        'For a question about money, the cards turn to what supports you, what drains you and what a wiser use of your means could be.',
      ],
      work: [
        'You asked about work: the reading looks at your efforts, the people and pressures around them, and where your working life can go.',
        'This is a question about work, so the cards weigh your skills, your ambitions and what stands between you and the work you want.',
      ],
      home: [
        'You asked about home: the reading looks at the place you live, the life it holds and what would make it feel more your own.',
        'For a question about home, the cards turn to comfort, belonging and what settles or unsettles the ground under you.',
      ],
      health: [
        'You asked about health: the reading looks at how you care for yourself, what wears you down and what restores you, and it is no substitute for a doctor.',
        'For a question about your wellbeing, the cards speak of habits, rest and balance, and leave diagnosis to those trained for it.',
      ],
      family: [
        'You asked about family: the reading looks at the ties you were born into or have chosen, and at what they ask of you now.',
        'This is a question about family, so the cards turn to loyalty, old patterns and the care that passes between you.',
      ],
      study: [
        'You asked about study: the reading looks at how you learn, what gets in the way and what your effort can lead to.',
        'For a question about learning, the cards weigh your focus, your motivation and the support around you.',
      ],
      move: [
        'You asked about a move: the reading looks at what you are leaving, what draws you on and how ready you are to go.',
        'This is a question about changing place, so the cards turn to timing, practical ground and the pull of somewhere new.',
      ],
      creativity: [
        'You asked about creative work: the reading looks at where your ideas come from, what blocks them and how they can take form.',
        'For a question about making things, the cards weigh your inspiration, your discipline and the courage it takes to show your work.',
      ],
      spirituality: [
        'You asked about your spiritual life: the reading looks at what you believe, what you seek and what deepens your sense of meaning.',
        'This is a question of the inner life, so the cards turn to faith, intuition and the practices that keep you close to what matters.',
      ],
      self: [
        'You asked about yourself: the reading looks at who you are becoming, what holds you back and what you have to work with.',
        'This is a question about you, so the cards turn to your character, your patterns and the choices open to you.',
      ],
      general: [
        'The reading looks at your situation as a whole: the forces at work in it and the way it is moving.',
        'The cards read your question as it comes, and speak to what is most alive in it for you.',
      ],
    },
    leadWhy: {
      love: [
        'For your love life, this card gets straight to the point of what you are asking.',
        'Let this card lead your thinking about love: it reaches the feeling beneath your words.',
      ],
      money: [
        'In matters of money, this card carries the weight of the reading: your question hangs on what it brings to light.',
        'Most money matters boil down to a habit or a choice, and this card names the one at stake in yours.',
      ],
      work: [
        'Where work is concerned, keep this card in view: much of what happens next depends on how you meet it.',
        'Take this card to work with you: it goes to the part you can act on.',
      ],
      home: [
        'For your home, start with this card: so much of what happens there day to day comes down to it.',
        'A home is made of small daily things, and this card is about the ones that count most in yours.',
      ],
      health: [
        'For your wellbeing, take this card as a thread to follow in the way you live.',
        'Treat this card as a prompt about how you spend your energy from day to day.',
      ],
      family: [
        'Where family is concerned, this card touches what matters most among you.',
        'Every family has its unspoken rules, and this card brings out the one at work in yours.',
      ],
      study: [
        'For your studies, this is the card to heed: how far you get depends on what it asks of you.',
        'Good results take more than hours at a desk, and this card picks out what makes the difference for you.',
      ],
      move: [
        'If you are weighing a move, this card bears directly on the decision to stay or go.',
        'A move changes more than an address, and this card gets at what is really at stake for you.',
      ],
      creativity: [
        'Follow this card: what you create is likely to grow out of what it stirs in you.',
        'Talent is only part of creating, and this card goes to the rest: what moves you to make anything at all.',
      ],
      spirituality: [
        'Spiritually, listen to this card first: your reflection can begin with it.',
        'Spiritual growth is slow, so give this card time and let it work on you.',
      ],
      self: [
        'When the question is you, this card is a mirror: look into it honestly.',
        'You are the hardest person to see clearly, and this card offers an angle you may not have tried.',
      ],
      general: [
        'Weigh this card carefully: much of what follows hinges on it.',
        'Whatever else you take from this reading, keep this card in mind: it gathers up what all this is about.',
      ],
    },
    majors: (majors, cards) =>
      `${someOf(majors, cards)} ${verb(majors, 'comes', 'come')} from the Major Arcana: larger forces are at work here, and the matter reaches beyond the day to day.`,
    suit: {
      wands: (count) =>
        `${Words(count)} ${verb(count, 'card comes', 'cards come')} from the suit of Wands: drive, ambition and the will to act carry this question.`,
      cups: (count) =>
        `${Words(count)} ${verb(count, 'card comes', 'cards come')} from the suit of Cups: feelings and relationships sit at the centre of this question.`,
      swords: (count) =>
        `${Words(count)} ${verb(count, 'card comes', 'cards come')} from the suit of Swords: thought, words and conflict run through this question, and clarity matters more than comfort.`,
      pentacles: (count) =>
        `${Words(count)} ${verb(count, 'card comes', 'cards come')} from the suit of Pentacles: money, work, the body and practical matters give this question its weight.`,
    },
    reversals: (reversed, cards) =>
      `${someOf(reversed, cards)} ${verb(reversed, 'lies', 'lie')} reversed: much in this situation is held back, turned inward or still waiting for its moment.`,
    guidanceOpening: {
      love: 'In love, the advice is about how you show up, not about what anyone else does.',
      money: 'With money, the advice comes down to choices you can actually make.',
      work: 'At work, the advice concerns what is in your own hands to do.',
      home: 'For your home, see how the advice fits both the place and the life you lead there.',
      health:
        'For your health, the advice is about what you can do for yourself, alongside any treatment or check-up you need.',
      family:
        'With family, the advice is about what you can offer and what you may set down, since no one can change another.',
      study: 'For your studies, take the advice into the way you prepare.',
      move: 'For a move, the advice is about readiness as much as direction.',
      creativity: 'For your creative work, the advice is about what the work needs from you next.',
      spirituality: 'For your inner life, the advice is something to practise quietly.',
      self: 'For yourself, the advice is something to try, not a verdict on who you are.',
      general: 'As for what to do, this is what the reading suggests.',
    },
    alsoFrom: (card) => `${cap(card)} has a word to add.`,
    closing: [
      'The cards show tendencies, not fate: what you do with them is yours to choose.',
      'Nothing here is settled in advance: keep what rings true, leave the rest, and decide for yourself.',
    ],
  },
  labels: { majorArcana: 'Major Arcana', reversed: 'Reversed' },
};
