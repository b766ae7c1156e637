/**
 * The English words of advanced synastry (decision 039; every field's contract:
 * core/synastry/texts/contract.ts). Written in English, not translated: British spelling, curly
 * apostrophes, "you two" for the pair. The frames name the points through the grammar
 * (`chartPoint` for the Ascendant and Midheaven, as the coach and the sky frames do); the
 * meanings never name a planet, sign, house number or aspect, and read the same whichever person
 * holds which point ("one of you … the other …").
 */
import type { AspectType } from '../../astro/aspects';
import { GRAMMAR_EN as g, chartPoint } from '../../i18n/grammar/en';
import type { CompositePoint, SynastryPoint } from '../contacts';
import type { SignRelation, SynastryTexts } from './contract';

/**
 * A typed name with the possessive, never otherwise changed: "Alex’s", "James’s" (British style
 * keeps the ’s after a final s), "李明’s".
 */
const of = (name: string) => `${name}’s`;

/** A person's point as a frame says it: "Alex’s Venus", "Sam’s Ascendant". */
const theirs = (name: string, point: SynastryPoint) => `${of(name)} ${chartPoint(point)}`;

/** An aspect as the verb of a sentence: "Alex’s Venus trines Sam’s Mars". */
const VERB: Readonly<Record<AspectType, string>> = {
  conjunction: 'is conjunct',
  sextile: 'sextiles',
  square: 'squares',
  trine: 'trines',
  opposition: 'opposes',
};

/** An aspect as a label says it: "Alex’s Venus trine Sam’s Mars". */
const LABEL: Readonly<Record<AspectType, string>> = {
  conjunction: 'conjunct',
  sextile: 'sextile',
  square: 'square',
  trine: 'trine',
  opposition: 'opposite',
};

/** How two signs stand, after "Alex’s Sun in Aries and Sam’s Moon in Leo …". */
const SIGN_RELATION: Readonly<Record<Exclude<SignRelation, 'conjunction'>, string>> = {
  sextile: 'are in sextile signs',
  trine: 'are in trine signs',
  square: 'are in signs that square each other',
  opposition: 'are in opposite signs',
  none: 'form no classical aspect by sign',
};

/** The same, in a label's brackets. */
const SIGN_RELATION_LABEL: Readonly<Record<SignRelation, string>> = {
  conjunction: 'same sign',
  sextile: 'sextile signs',
  trine: 'trine signs',
  square: 'square signs',
  opposition: 'opposite signs',
  none: 'no aspect by sign',
};

/** "your two Suns": what the composite point is the midpoint of. */
const PAIR_OF: Readonly<Record<CompositePoint, string>> = {
  sun: 'your two Suns',
  moon: 'your two Moons',
  venus: 'your two Venus placements',
};

/** An orb of less than a minute is printed as 0°00′: said as exact rather than "0°00′ from exact". */
const isExact = (orb: string) => /^0°\s*0{1,2}′?$/.test(orb.trim());

export const SYNASTRY_EN: SynastryTexts = {
  grammar: g,
  person: ['Person 1', 'Person 2'],

  rating: {
    exceptional: 'Exceptional match',
    strong: 'Strong match',
    good: 'Good match',
    mixed: 'Mixed match',
    hard: 'Hard going',
  },

  overall: {
    exceptional:
      'Your charts answer each other unusually well: the contacts between you lean strongly towards ease and mutual support, the kind of ground a lasting bond can grow on.',
    strong:
      'A great deal between you works: most of the contacts flow, and there is enough goodwill in the mix to meet whatever friction does come up.',
    good: 'A good, workable balance: the easy contacts between you outweigh the difficult ones, and what friction there is tends to show you where to grow together.',
    mixed:
      'Ease and friction sit side by side here: some parts of the relationship come naturally, while others ask for patience, clear words and conscious effort from both of you.',
    hard: 'The contacts between you carry more friction than flow, so this relationship asks for real work; that says nothing about its worth, only about where the effort goes.',
  },

  crossAspect: ({ a, pa, b, pb, type, orb }) =>
    isExact(orb)
      ? `${theirs(a, pa)} ${VERB[type]} ${theirs(b, pb)}, exact to the minute.`
      : `${theirs(a, pa)} ${VERB[type]} ${theirs(b, pb)}, ${orb} from exact.`,

  signRelation: ({ a, pa, b, pb, signA, signB, relation }) =>
    relation === 'conjunction' && signA === signB
      ? `${theirs(a, pa)} and ${theirs(b, pb)} are both in ${g.sign(signA)}.`
      : `${theirs(a, pa)} in ${g.sign(signA)} and ${theirs(b, pb)} in ${g.sign(signB)} ${
          relation === 'conjunction' ? SIGN_RELATION.none : SIGN_RELATION[relation]
        }.`,

  contact: {
    'sun-sun': {
      blend:
        'You two share a core sense of purpose and recognise each other quickly; the catch is that when both of you want the lead, neither finds it easy to step back.',
      easy: 'Each of you can shine without dimming the other, since your ways of being yourselves fit together and respect comes without being asked for.',
      tense:
        'Two strong wills pull in different directions, so whose plan wins can become a quiet contest; handled with humour, the difference keeps you both honest.',
    },
    'sun-moon': {
      blend:
        'What one of you is and what the other needs meet in one place, which often feels like being understood at last: a warm, homely bond with deep roots.',
      easy: 'Direction from one of you and a sense of home from the other complement each other, so daily life often feels supported rather than negotiated.',
      tense:
        'Will and mood can miss each other, with plans riding over feelings or feelings over plans; name what you need early, before it hardens into resentment.',
    },
    'sun-mercury': {
      blend:
        'Talking things over helps you both see who you are, as half-formed thoughts find words that fit and thinking aloud feels natural.',
      easy: 'Ideas travel well between you, and plans get a genuinely interested hearing; a long conversation tends to leave both of you clearer about what you want.',
      tense:
        'Opinions can sound like verdicts, as one of you questions what the other holds dear; debate stays lively and useful when it targets ideas, never the person.',
    },
    'sun-venus': {
      blend:
        'Fondness grows quickly when one of you admires the other simply for being who they are, and being cherished like that brings out the best in you both.',
      easy: 'A natural liking runs between you, a pleasure in each other’s company that makes kindness, shared taste and small gestures of love feel effortless.',
      tense:
        'The admiration is real but can come with conditions: one of you wants to be appreciated, the other wants peace, and small slights may sting more than they deserve.',
    },
    'sun-mars': {
      blend:
        'Energy runs high when you are together: one of you fires up the other’s confidence and drive, and the mix can be exciting, sexy and at times combative.',
      easy: 'You spur each other on, and any joint venture, from a weekend project to a business, gains from drive and purpose pulling the same way.',
      tense:
        'Heat travels both ways: attraction and irritation come as a pair, and a simple nudge can land as a challenge. A common goal gives that fire a job.',
    },
    'sun-ascendant': {
      blend:
        'One of you seems to bring out the very qualities the other shows the world, and you may feel you know each other on sight.',
      easy: 'In company you flatter each other without trying, and being seen together feels easy, as if your two styles were made to stand side by side.',
      tense:
        'First impressions may jar, one style striking the other as too much or too little; the rub can teach you both something about how you come across.',
    },
    'moon-moon': {
      blend:
        'Your emotional rhythms run in step, so you often feel the same thing at the same time: a deep comfort, though a shared low mood can also double.',
      easy: 'You read each other’s moods without long explanations, and routines, rest and the feel of home often fall into a rhythm that suits you both.',
      tense:
        'What soothes one of you can unsettle the other, so habits, homes and moods may clash; learning each other’s way of being comforted is the work here, and the reward.',
    },
    'moon-mercury': {
      blend:
        'Feelings find words easily between you: one of you senses, the other names, and a talk late into the evening can be when you feel closest.',
      easy: 'Conversation soothes you both; feelings are put into words gently, and even a chat about the shopping carries warmth.',
      tense:
        'Head and heart can talk past each other: a logical reply may land as coldness, a mood may look unreasonable. Checking what the other meant before answering saves a lot of hurt.',
    },
    'moon-venus': {
      blend:
        'Tenderness sets the tone; affection feels like a safe place, and together you make a gentle warmth that is easy to come back to.',
      easy: 'Care and pleasure go hand in hand, so small treats, cosy evenings and affectionate habits settle in without effort, and each of you feels soothed by the other.',
      tense:
        'Affection and need may speak different languages: one of you wants reassurance just when the other offers charm or a treat. It pays to ask each other outright what makes you feel loved.',
    },
    'moon-mars': {
      blend:
        'Feeling and desire meet head-on, so emotions are stirred quickly: passionate and fiercely protective at best, raw when tempers rise.',
      easy: 'Between you, care turns into action; needs are spotted and met without fuss, and that brisk, protective energy makes a capable team at home.',
      tense:
        'Hurt and anger can set each other off, as one of you acts and the other feels it sharply; cooling off before talking turns the heat into honesty.',
    },
    'moon-ascendant': {
      blend:
        'Something in the other’s presence feels familiar to one of you, and that ease can make the relationship seem like home early on.',
      easy: 'You respond to each other’s manner with an instinctive warmth, and ordinary time together feels restful.',
      tense:
        'A manner meant as neutral may read as cool or sharp to the more sensitive of you, so small signals get misread; a quick word of explanation saves a lot of guessing.',
    },
    'mercury-mercury': {
      blend:
        'You think alike and often finish each other’s sentences; talk is a shared home, though it may also mean sharing the same blind spots.',
      easy: 'Talk flows easily, since you follow each other’s logic, laugh at the same jokes and can plan a trip, a move or a project together with little friction.',
      tense:
        'You think in different ways and can quarrel over details or hear criticism where none is meant; patient listening turns two viewpoints into a wider one.',
    },
    'mercury-venus': {
      blend:
        'Kind words flow between you: compliments, teasing and gentle talk are part of how you show love, and you enjoy each other’s tastes and ideas.',
      easy: 'Talking together is simply pleasant; shared interests in books, music or beautiful places give you endless things to discuss, and tact comes without effort.',
      tense:
        'Bluntness may meet a wish for tact, or a wish for the truth may meet smoothing-over; saying things kindly and clearly serves you both.',
    },
    'mercury-mars': {
      blend:
        'Talk is quick and spirited, with ideas meeting the push to act on them; debates are stimulating, though tempers may flare mid-sentence.',
      easy: 'Plans turn into action quickly between you, and you make a brisk, practical team for decisions, errands and anything that needs doing by Friday.',
      tense:
        'Words can turn sharp and quarrels escalate fast, leaving someone feeling pushed or picked on; agree on a time-out signal while you are both calm, and use it.',
    },
    'mercury-ascendant': {
      blend:
        'One of you finds the other easy to read and easy to talk to; conversation starts naturally and tends to shape how you see each other.',
      easy: 'From your earliest conversations you get on well, and the words that put the other at ease seem to come readily.',
      tense:
        'Remarks about the other’s manner or appearance can feel personal, even when meant lightly; a gentler touch makes those observations useful rather than irritating.',
    },
    'venus-venus': {
      blend:
        'You love in much the same way and enjoy the same pleasures, so affection, taste and leisure fall into step easily; keep a few surprises in the mix.',
      easy: 'Your tastes and your ways of showing affection suit each other, and shared pleasures, from music to travel to a well-kept home, are an easy source of harmony.',
      tense:
        'You may show affection in different ways, or want different things from money and leisure; learning the other’s language of love narrows the gap.',
    },
    'venus-mars': {
      blend:
        'Attraction is strong and direct: desire and affection meet in one place, often bringing a chemistry that both of you feel from the start.',
      easy: 'Pursuit and response are well matched, so flirtation is easy and physical affection feels relaxed and mutual.',
      tense:
        'The pull is undeniable but restless: one of you wants closeness on their own terms, the other pursues on theirs, and friction may feed passion as much as conflict.',
    },
    'venus-ascendant': {
      blend:
        'One of you finds the other genuinely lovely, and that warm admiration shows; it lends the relationship grace and affection, in public and in private.',
      easy: 'There is an easy charm to the way you meet: one of you openly admires how the other looks and carries themselves, and the compliment is usually returned.',
      tense:
        'Admiration may come with a wish that the other dressed, spoke or behaved a little differently; accepting each other’s style keeps the affection light.',
    },
    'mars-mars': {
      blend:
        'You share drive and appetite, so energy doubles when you work or play together, though two sets of impulses can collide if neither gives way.',
      easy: 'Your energies complement each other, so you can work, train or take on a challenge side by side, and even disagreements usually end in action rather than sulks.',
      tense:
        'Minor disagreements may turn into contests when you both want control; sport burns off the excess, and clearly divided roles stop you treading on each other’s toes.',
    },
    'mars-ascendant': {
      blend:
        'One of you energises how the other meets the world, and the effect can feel stirring or provoking; it brings courage to both, along with flashes of impatience.',
      easy: 'You make each other bolder and readier to act, and joint initiatives often get off to a good start.',
      tense:
        'One of you may strike the other as pushy, or feel held back in return; agreeing openly on pace and personal space stops the friction turning combative.',
    },
    'ascendant-ascendant': {
      blend:
        'You meet the world in a similar way, so you often look like a natural pair; shared style and instincts can also mean shared blind spots.',
      easy: 'Your manners suit each other, so you make an easy team in company and tend to enjoy the way the other shows up.',
      tense:
        'Your ways of meeting the world differ sharply, which can cause misunderstandings in public, yet each of you can show the other a different way to carry themselves.',
    },
    'jupiter-sun': {
      blend:
        'Faith runs high here: one of you believes in the other wholeheartedly, and that trust helps you both grow, though generous promises can outrun reality.',
      easy: 'Horizons widen when you are together, and encouragement flows so freely that you often feel lucky, warm and quick to laugh.',
      tense:
        'Enthusiasm can run to excess, with promises bigger than anyone needs or growth pushed too fast; tie each grand plan to a first practical step.',
    },
    'jupiter-moon': {
      blend:
        'Emotional generosity flows between you, so feeling safe, accepted and hopeful comes readily, and home life tends to feel abundant and forgiving.',
      easy: 'Spirits lift in each other’s company: one of you buoys the other, and you share an open-hearted warmth that makes ordinary days lighter.',
      tense:
        'Care may spill over into indulgence or too much reassurance, smothering without meaning to; the feeling behind a gesture matters more than its size.',
    },
    'jupiter-mercury': {
      blend:
        'Conversations open new horizons: thinking broadens on both sides, and talk of plans, travel or big ideas can run on for hours.',
      easy: 'You encourage each other to learn, share a sense of humour and plan journeys or ventures with ease, and ideas seem to grow just from being talked about.',
      tense:
        'Broad brushstrokes meet fine print: one of you paints the big picture while the other wants the details, and checking the facts together turns vision into a workable plan.',
    },
    'jupiter-venus': {
      blend:
        'Generosity and joy run through your affection: you love spoiling each other, and gifts, treats and good times flow freely, sometimes a little too freely.',
      easy: 'A little spoiling goes a long way between you, and the relationship usually feels happy, sociable and kind.',
      tense:
        'Pleasure can tip into overindulgence, or affection into grand gestures that miss the point; enjoy the good times, and keep an eye on spending and promises.',
    },
    'jupiter-mars': {
      blend:
        'Energy and ambition feed each other, so together you can take on bold projects; recklessness is the main risk when neither of you wants to slow down.',
      easy: 'Adventures, sport and joint ventures tend to go well, as each of you encourages the other to act with confidence and a sense of fun.',
      tense:
        'Bigger and faster can be the trap: one of you pushes, the other overreaches, and plans may balloon. Agree limits and timings before you charge ahead.',
    },
    'jupiter-ascendant': {
      blend:
        'Together you can feel bigger, bolder and more welcome in the world, and as a pair you come across as generous and sociable.',
      easy: 'Doors tend to open when you are out as a pair, as one of you ushers the other into new circles and your social world widens.',
      tense:
        'Well-meant enthusiasm or advice may overwhelm; a little restraint lets support feel like support, not pressure to be more than you are.',
    },
    'saturn-sun': {
      blend:
        'This bond has weight and staying power: one of you steadies the other, and it can feel like a serious commitment, sometimes a heavy one too.',
      easy: 'Steady support runs through this bond, and you build towards shared goals patiently, brick by brick.',
      tense:
        'Responsibility can feel like restriction, with one of you seeming critical or controlling and the other held back; clear agreements and appreciation said out loud restore the balance.',
    },
    'saturn-moon': {
      blend:
        'Steadiness and protection are on offer here, though feelings may be kept on a short lead; trust builds slowly between you and can become deeply loyal.',
      easy: 'Emotional security grows year by year, resting on a calm, dependable base, and care shows itself through practical commitment.',
      tense:
        'Care can come across as coldness or criticism, leaving one of you feeling emotionally rationed; patient reassurance and unhurried time for feelings lighten the load.',
    },
    'saturn-mercury': {
      blend:
        'Conversations carry depth and seriousness: ideas get tested before they are trusted, and the plans you make usually hold, though talk can grow heavy.',
      easy: 'You are good at thinking things through as a pair; one of you lends structure to the other’s ideas, and serious talks about money, work or the future go well.',
      tense:
        'Being doubted or corrected mid-sentence can make one of you stop sharing ideas at all; set aside time just to listen, and the ideas start to flow again.',
    },
    'saturn-venus': {
      blend:
        'Affection is loyal and lasting but can feel restrained: one of you offers steady commitment, the other warmth, and together you build something durable.',
      easy: 'Reliability is the love language between you: affection shows in simply being there, and the relationship tends to mature gracefully with the years.',
      tense:
        'Warmth may seem kept in reserve, as one of you holds back and the other feels unappreciated; everyday gestures and spoken thanks ease the chill.',
    },
    'saturn-mars': {
      blend:
        'Drive meets discipline: one of you pushes, the other checks, which can turn raw energy into effective work, or into frustration if either feels blocked.',
      easy: 'Effort and patience work in tandem, so you can tackle hard projects side by side, with energy spent steadily rather than wasted.',
      tense:
        'Resentment can build quietly when one of you feels held back and the other pushed too hard; roles settled in advance and firm deadlines turn the strain into results.',
    },
    'saturn-ascendant': {
      blend:
        'Seriousness and structure shape the way you carry yourselves as a pair; the effect can feel grounding on one day and heavy on the next.',
      easy: 'Being taken seriously is part of the gift: one of you steadies the other’s presence, and in company you tend to look like a committed, reliable pair.',
      tense:
        'Looks and manners may seem to be under review, as one of you judges how the other comes across; offering acceptance instead turns that weight into real support.',
    },
    'uranus-sun': {
      blend:
        'Sparks fly from the start: one of you wakes the other up to new ways of living, which is thrilling, unsettling and rarely predictable.',
      easy: 'Independence is encouraged rather than feared, which keeps you both fresh; the relationship thrives on novelty, friendship and room to grow.',
      tense:
        'One of you may take the other’s need for change as a threat; agree on space and a few fixed points, and the spark can stay without the upheaval.',
    },
    'uranus-moon': {
      blend:
        'Feelings get stirred in surprising ways: one of you brings change and excitement into the other’s emotional life, liberating and unsettling by turns.',
      easy: 'Fresh air runs through how you care for each other; old habits loosen, and home life stays lively and unconventional.',
      tense:
        'Closeness and freedom can clash, as one of you wants comfort when the other wants space and moods shift without warning; predictable check-ins steady the ground.',
    },
    'uranus-venus': {
      blend:
        'Attraction arrives like a jolt: one of you finds the other irresistibly different, and love feels exciting, unconventional and never quite settled.',
      easy: 'Love comes with freedom and surprise; you enjoy each other’s quirks, and the relationship can stay playful and open without losing its warmth.',
      tense:
        'Warmth can come and go as novelty pulls against the wish for stability; say plainly how much freedom each of you needs, and how much closeness.',
    },
    'neptune-sun': {
      blend:
        'Seen through a soft, idealising haze, each of you may look more wonderful than life allows; that can inspire deep compassion and creativity, and also blur who you really are.',
      easy: 'Compassion and imagination flow between you, gentle inspiration passes both ways, and the bond can feel spiritual, artistic and forgiving.',
      tense:
        'Idealising can slide into disappointment or confusion when dreams are projected rather than shared; plain speaking and plain facts keep the magic honest.',
    },
    'neptune-moon': {
      blend:
        'Emotional boundaries soften between you, so you may feel each other’s moods as your own: a deep empathy that needs some clarity to stay healthy.',
      easy: 'Kindness runs quietly between you; you sense each other’s needs before they are spoken, and music, stillness or shared daydreams can feel like healing.',
      tense:
        'Feelings can blur or be misread: one of you may sense evasion, the other may feel unseen. Naming needs plainly cuts through the fog.',
    },
    'neptune-venus': {
      blend:
        'Romance can feel almost enchanted: tender, idealistic and imaginative, though each of you may be in love with an image as much as a person.',
      easy: 'Your affection is tender and imaginative; you share a taste for beauty, music or make-believe, and gentleness comes naturally.',
      tense:
        'Wishful thinking or unspoken disappointment can cloud romance; keep your feet on the ground and check expectations now and then, so that love survives real life.',
    },
    'pluto-sun': {
      blend:
        'A magnetic, deeply transforming pull can run between you, as one of you changes the other at the root; it can also become a test of power.',
      easy: 'Strength and authenticity grow in this bond: the relationship helps you both become more fully yourselves, and change comes steadily, without open struggle.',
      tense:
        'Power struggles can surface, with one of you feeling controlled or pressed to change; being honest about influence and respect keeps the intensity creative rather than destructive.',
    },
    'pluto-moon': {
      blend:
        'One of you reaches the other’s most private feelings, which can bind you profoundly and also stir fears of losing control.',
      easy: 'Over time, one of you helps the other face and heal old hurts, and the trust that grows from it tends to run deep.',
      tense:
        'Intensity this strong can feel like scrutiny, and one of you may feel watched or exposed; respecting privacy and naming jealousy early protect the bond.',
    },
    'pluto-venus': {
      blend:
        'Desire can be consuming: love feels all-encompassing, and deep devotion may bring jealousy or a touch of obsession in its wake.',
      easy: 'Love transforms gently here: the capacity for intimacy deepens on both sides, and devotion tends to grow stronger with time.',
      tense:
        'Love and power entwine: the attraction is strong, but jealousy, possessiveness or control can creep in. Speak openly about fears and freedoms, so that devotion never has to prove itself through control.',
    },
    'pluto-mars': {
      blend:
        'Drive and desire intensify: together you have enormous energy for change, and the same force can turn into a struggle for control.',
      easy: 'Your combined energy is formidable, so you can push through obstacles together, and passion and purpose reinforce each other.',
      tense:
        'Conflict can escalate quickly into a contest of wills, as one of you pushes and the other resists; agreed rules for disagreeing, and a hard walk before any hard talk, keep it safe.',
    },
  },

  noAspect: ({ a, pa, b, pb }) => `${theirs(a, pa)} and ${theirs(b, pb)} form no aspect within orb.`,

  unaspected:
    'That leaves this part of the relationship unshaped by your charts either way: it is yours to build, in your own style and at your own pace.',

  overlay: ({ owner, point, host, house }) => `${theirs(owner, point)} falls in ${of(host)} ${g.ordinal(house)} house.`,

  overlayMeaning: {
    1: 'It touches the other’s sense of self directly: around the one who brings it, they may carry themselves differently, feel bolder or more self-aware, even change their look.',
    2: 'Money, possessions and self-worth are where it lands, so it may shape how the other values themselves, and what you each earn, spend or keep.',
    3: 'It lights up talk, news and the errands of daily life, so whoever brings it becomes part of the other’s everyday conversation and comings and goings.',
    4: 'It reaches the private ground of home and family: the one it visits may feel at home in this bond, or find old family feelings stirred.',
    5: 'Romance, play and creativity light up, and it can bring fun, flirtation and delight into the other’s life.',
    6: 'It settles into daily routines, work habits and health, so the one who brings it may become part of the other’s everyday rhythm, helping, organising or sometimes fussing.',
    7: 'This is the area of partnership itself: the other may see whoever brings it as a natural partner, and questions of commitment come up readily.',
    8: 'It goes deep, into intimacy, trust and shared money, where whoever it belongs to can stir strong feelings of closeness and vulnerability in the other.',
    9: 'Travel, study and belief open up: the one who brings it may broaden the other’s outlook, teach them something or take them somewhere new.',
    10: 'Career, reputation and public life feel its touch: it can colour the other’s ambitions and standing, and the wider world may come to see you as a pair.',
    11: 'It joins the world of friends, groups and hopes for the future, where the one it belongs to may feel like a true ally to the other and share their plans and ideals.',
    12: 'It slips into the private, hidden side of life: it may touch the other’s secrets, dreams and fears, and part of the bond stays unspoken.',
  },

  composite: ({ point, sign, degree }) =>
    `The composite ${g.planet(point)}, the midpoint of ${PAIR_OF[point]}, falls at ${degree} ${g.sign(sign)}.`,

  compositeSun: {
    aries:
      'This relationship exists to start things: it thrives on courage, fresh beginnings and a shared taste for challenge, and feels most alive when you are both on the move.',
    taurus:
      'This relationship is here to build comfort and security: it grows through patience, pleasure and shared resources, and feels most itself when life is steady and good.',
    gemini:
      'At heart, this is a meeting of minds: the relationship thrives on conversation, curiosity and variety, and it keeps both of you learning.',
    cancer:
      'Making a home is what this relationship is for: it nurtures, protects and remembers, and is at its best when it feels like family, whatever shape that takes.',
    leo: 'This relationship wants to create joy and to be seen: generous, warm and a little theatrical, it flourishes when you celebrate each other openly.',
    virgo:
      'Being useful to each other is its purpose: the relationship grows through shared work, care and improvement, and shows its love in the details of daily life.',
    libra:
      'Partnership itself is the point here: balance, beauty and fairness give the relationship its purpose, and it flourishes on good manners and shared pleasures.',
    scorpio:
      'This relationship exists to change you both: it goes deep, asks for trust and complete honesty, and rarely stays on the surface for long.',
    sagittarius:
      'Adventure and meaning are what this bond is for: it wants travel, learning and a shared philosophy of life, and it needs room to roam.',
    capricorn:
      'The purpose here is to achieve something that lasts: serious, ambitious and loyal, the relationship can grow stronger with each year and each goal reached.',
    aquarius:
      'Friendship and freedom sit at the centre of this bond: it is built on shared ideals, respect for each other’s independence and a streak of the unconventional.',
    pisces:
      'This relationship is here to dream and to care: compassion, imagination and a sense of something larger than the two of you lie at its heart.',
  },

  compositeMoon: {
    fire: 'Shared enthusiasm feeds this relationship: adventures, laughter and doing things together keep it warm, and boredom is the thing that starves it.',
    earth:
      'Steadiness feeds this relationship: physical comfort, a home that works and promises kept are what make both of you feel safe in it.',
    air: 'Talk feeds this relationship: sharing ideas, news and friends keeps you close, while long silences or distance can leave it hungry.',
    water:
      'Emotional closeness feeds this relationship: time to feel things together, tenderness and being understood without words are what matter most.',
  },

  compositeVenus: {
    fire: 'Affection between you is shown boldly: grand gestures, playful pursuit, compliments said out loud and plans made on the spur of the moment.',
    earth:
      'Love between you shows in practical ways: touch, small gifts, a cooked meal, something fixed without being asked, and simply turning up when needed.',
    air: 'Affection between you travels in words: texts through the day, shared jokes, long talks and the easy respect of equals.',
    water:
      'Love between you shows through care and empathy: remembering what the other felt, offering comfort, and the intimacy of being truly known.',
  },

  guidance: {
    emotionalConnection: {
      easy: 'Feeling close comes easily, so protect it: keep one evening a week for just the two of you, phones away, and ask how the other really is.',
      mixed:
        'Some feelings land and others get lost: when a mood puzzles you, ask rather than guess, and agree a simple phrase either of you can use to say you need comfort.',
      tense:
        'Set a calm, regular time to talk about how you both are, and when one of you is upset, listen first and leave the solutions for later.',
      quiet:
        'Emotional closeness is yours to build: share small daily rituals, such as a morning coffee or an evening walk, and tell each other one true feeling a day.',
    },
    communication: {
      easy: 'Talking is one of your strengths, so put it to work on the big things too: money, holidays and hopes for the future are best settled while things are going well.',
      mixed:
        'For important topics, pick a quiet moment, repeat back what you heard before replying, and write down what you decide so neither memory has to win.',
      tense:
        'Agree some ground rules: no big conversations when tired or hungry, a pause when voices rise, and a set time to come back to the subject once you are calm.',
      quiet:
        'Make good communication a habit: a weekly check-in on plans, money and feelings gives the two of you a shared language over time.',
    },
    attraction: {
      easy: 'The pull between you is natural; give it room with regular dates, new experiences and affection that is not only a prelude to something more.',
      mixed:
        'Plan time for romance rather than waiting for the mood to strike both of you at once, and tell each other plainly what you enjoy.',
      tense:
        'Give all that energy somewhere to go: dance, hike or cook something ambitious together, and never let a quarrel stand in for closeness.',
      quiet:
        'Chemistry here is built rather than given: make deliberate time for romance, try new things together and notice what makes the other light up.',
    },
    commitment: {
      easy: 'Sticking together comes naturally to you two; give it shape with shared plans, whether a budget, a home project or a trip a year away.',
      mixed:
        'Talk openly about where each of you hopes to be a year from now, and divide responsibilities clearly so nobody carries more than they agreed to.',
      tense:
        'Keep commitments small and specific, share chores and obligations fairly, and sit down every few months to review how the arrangement is working.',
      quiet:
        'Lasting commitment grows from promises you choose to make and keep, one at a time: start with one small shared goal and see it through.',
    },
  },

  outlook: {
    exceptional:
      'Over the years, this bond has every chance to deepen: its foundations are supportive, and the main task is not to take such ease for granted.',
    strong:
      'The long-term picture is encouraging: the relationship has solid ground to grow on, and the harder contacts tend to add depth rather than doubt.',
    good: 'Tended well, this can hold for the long run: the supportive threads outweigh the strained ones, and shared effort can make the whole bond stronger with time.',
    mixed:
      'In the long run, choices matter more than charts here: the strengths are real, and so are the sticking points, which patience and honesty can ease.',
    hard: 'Long term, this relationship asks for steady, conscious work; bonds like this can still last, most often when both of you keep choosing the effort.',
  },

  advice: {
    emotionalConnection: {
      tense:
        'Learn each other’s signs of hurt and of comfort as the years go by, and make a habit of repairing quickly after a rough day rather than letting feelings pile up.',
      easy: 'Emotional ease can make you assume the other is fine; keep asking and noticing, and renew your closeness with rituals you both look forward to.',
    },
    communication: {
      tense:
        'Treat talking well as a skill you practise: a regular check-in, listening to understand before replying, and coming back to hard subjects once tempers cool.',
      easy: 'Easy talk can skim the surface; every so often, raise the hard things too, from money to old hurts, while conversation is flowing well.',
    },
    attraction: {
      tense:
        'Keep passion and quarrels apart: give desire its own time and place, and settle disagreements elsewhere, with clear heads and in daylight.',
      easy: 'Attraction that comes easily still needs feeding: plan dates, trips and surprises, and leave each other room to keep changing.',
    },
    commitment: {
      tense:
        'Build commitment from small promises kept: share responsibilities fairly, review them once a year and give each other room as well as support.',
      easy: 'A steady bond can slide into routine; refresh your shared goals every year and keep saying out loud what the relationship means to you both.',
    },
  },

  signsOnly:
    'Read from signs alone, this is a sketch of how your temperaments meet: exact degrees, orbs, houses and the composite chart need both of your birth dates.',

  noTime: (name) =>
    `Without a birth time for ${name}, the reading places no planet in ${of(name)} houses and leaves out ${of(name)} Ascendant and Midheaven.`,

  labels: {
    crossAspect: ({ a, pa, b, pb, type, orb }) => `${theirs(a, pa)} ${LABEL[type]} ${theirs(b, pb)} (${orb})`,
    signRelation: ({ a, pa, b, pb, signA, signB, relation }) =>
      `${theirs(a, pa)} in ${g.sign(signA)}, ${theirs(b, pb)} in ${g.sign(signB)} (${SIGN_RELATION_LABEL[relation]})`,
    overlay: ({ owner, point, host, house }) => `${theirs(owner, point)} in ${of(host)} ${g.ordinal(house)} house`,
    composite: ({ point, sign, degree }) => `Composite ${g.planet(point)} ${degree} ${g.sign(sign)}`,
  },

  compositeWord: /\bcomposite\b/i,
};
