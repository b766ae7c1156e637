import type { PairKey, PairText } from '../types';

/** What an aspect between two particular points of the birth chart says about the person, by how the aspect is felt. */
export const PAIRS: Readonly<Record<PairKey, PairText>> = {
  'sun-moon': {
    blend:
      'Born close to a new Moon, you tend to be all of a piece: what you want and what you need point the same way, which gives you focus, though seeing yourself from the outside takes effort.',
    easy: 'Your purpose and your feelings get along, so you tend to feel at home in your own skin; that inner ease steadies you under pressure and often puts the people around you at ease as well.',
    tense:
      'What you strive for and what you need in order to feel safe often pull in different directions, and the argument may echo your parents’ differences; giving each side its turn, rather than silencing one, becomes a lifelong art.',
  },
  'sun-mercury': {
    blend:
      'Your mind and your sense of self are tightly bound: you think out loud, speak with conviction and learn by explaining, though a criticism of your ideas can sting like a criticism of you.',
    easy: 'Thought serves purpose in you: you tend to find the right words for what you want, pick up what your path requires and explain your intentions in a way others can follow.',
    tense:
      'Your reasoning sometimes runs ahead of, or against, what you truly want, so you can talk yourself into plans your heart resists; testing your arguments against your deeper aims brings the two back into line.',
  },
  'sun-venus': {
    blend:
      'Warmth and charm sit at the centre of who you are: you want life to be graceful, you are usually easy to like, and part of your growth is learning that agreeable and true are not the same thing.',
    easy: 'A graceful streak runs through your character; you relate easily, enjoy beauty and tend to draw goodwill, a quiet asset in love, in art and in any work done with people.',
    tense:
      'Wanting to be liked and wanting to be yourself can pull apart, so you may swing between pleasing others and insisting on your own taste; once your values are clear, they settle the question.',
  },
  'sun-mars': {
    blend:
      'Identity and drive are fused in you: you act fast, compete readily and feel most alive with a challenge in front of you, while impatience and temper flare whenever something blocks the way.',
    easy: 'Energy flows readily into whatever you set out to do; you tend to have courage in reserve, stamina for hard effort and a frank, direct manner that others find bracing rather than harsh.',
    tense:
      'A strong fighting spirit lives in you and sometimes picks the wrong battles, against authority, against rivals or against your own limits; given a sport, a craft or a cause, it becomes formidable endurance.',
  },
  'sun-jupiter': {
    blend:
      'Optimism comes built in: you tend to trust life, think big and lift the mood of a room, and your main lesson is measure, since self-belief and generosity can tip into overreach.',
    easy: 'Good faith seems to travel with you; people tend to give you the benefit of the doubt, and your knack for seeing the larger meaning of things draws teachers, journeys and openings your way.',
    tense:
      'Your appetite for more (more experience, more meaning, more room) can outrun your resources, so plans and promises grow too large; a sense of proportion turns that hunger into genuine growth.',
  },
  'sun-saturn': {
    blend:
      'Life may have asked you to be serious early, and you can doubt your right to shine until you feel you have earned it; that same rigour, given time, tends to make you solid, trusted and quietly authoritative.',
    easy: 'Discipline sits comfortably with you: you build patiently, respect experience and tend to grow surer of yourself as the years pass, because structure supports you rather than hemming you in.',
    tense:
      'An inner critic, sometimes the echo of a demanding parent or an early hardship, keeps asking whether you are enough; people with this pattern often begin slowly and then become excellent at exactly what they had to work for.',
  },
  'sun-uranus': {
    blend:
      'You are wired for independence: original, quick and hard to fit into any mould, you feel most yourself when you break with convention, and sudden turns of direction tend to mark your story.',
    easy: 'Originality comes naturally to you and others tend to accept it; you can bring fresh ideas into ordinary settings without a fight, and your openness to change keeps you young in spirit.',
    tense:
      'A restless need for freedom can clash with jobs, commitments or people who expect you to stay the same, so you may rebel first and reflect later; freedom you choose on purpose serves you better than escape.',
  },
  'sun-neptune': {
    blend:
      'Sensitive, imaginative and porous, you soak up atmospheres and may struggle to know where you end and others begin; art, music, healing or faith can give that gift a shape and a shore.',
    easy: 'Imagination and compassion feed your sense of purpose: you intuit what others need, and creative or caring work lets your ideals take real form without swallowing you whole.',
    tense:
      'Your sense of who you are can blur under other people’s hopes or your own ideals, and disillusionment may teach what clear sight could have; anchoring your dreams in daily practice keeps them alive.',
  },
  'sun-pluto': {
    blend:
      'There is an intensity at your core that others feel even when you say little; your life tends to run through deep changes, endings and rebirths, and you carry a rare capacity to reinvent yourself.',
    easy: 'Inner strength and psychological insight come readily: you recover from setbacks, see beneath the surface and hold steady in a crisis, a calm that others learn to lean on.',
    tense:
      'Struggles over power, with authority, with partners or with your own compulsions, tend to mark your path until you recognise the strength as yours; what you transform in yourself can become real authority.',
  },
  'sun-trueNode': {
    blend:
      'Becoming fully yourself is the very lesson of your life: the way forward runs straight through expressing your own light, and recognition often follows once you stop dimming it.',
    easy: 'Your natural character helps you along the road you are meant to travel; what you already do well tends to open the door to what life is asking you to learn.',
    tense:
      'You may lean on old, familiar strengths rather than reach for the growth your life points towards; those talents are real, but they become a crutch when they stand in for the new lesson.',
  },
  'sun-ascendant': {
    blend:
      'Who you are and how you come across match closely: you show yourself plainly, with a strong physical presence, and people tend to read you accurately from the very start.',
    easy: 'Your inner self and your outward manner cooperate, so first impressions do you justice and you start things with confidence, at ease in your body and in your own company.',
    tense:
      'The face you show and the self you are inside can differ, so people may misjudge you at first; often you discover your purpose through close partners or through what the world demands of you.',
  },
  'sun-midheaven': {
    blend:
      'Identity and public role are tightly linked: you seek visibility and a vocation that carries your name, and you feel most alive when your work is recognised as unmistakably yours.',
    easy: 'Your natural talents suit the work you are drawn to, so career and character support each other, and positions of responsibility tend to come to you without forcing.',
    tense:
      'Your calling and your personal needs may compete, or your career may not reflect who you feel you are; shaping work around your own values, rather than others’ expectations, gives ambition its meaning.',
  },
  'moon-mercury': {
    blend:
      'Feeling and thought are intertwined in you: you remember through emotion, speak from the gut and read people intuitively, though a passing mood can colour your judgement.',
    easy: 'You can put feelings into words with unusual ease, which makes you a good listener, a natural writer or a trusted confidant, and your instincts and your reasoning tend to agree.',
    tense:
      'Head and gut often argue, so you may explain away what you feel or let a mood cloud your thinking; worry builds while feelings go unnamed and settles once you say them plainly.',
  },
  'moon-venus': {
    blend:
      'Tenderness is part of your temperament: you need affection, harmony and pleasant surroundings to feel secure, and you offer warmth as naturally as you breathe.',
    easy: 'Affection and emotional need flow together, so you tend to be easy to love and quick to make others comfortable; hospitality, beauty and peace-making are among your quiet gifts.',
    tense:
      'What comforts you and what you desire can differ, so you may seek love to soothe an old insecurity or indulge yourself when you feel low; knowing your real needs steadies your relationships.',
  },
  'moon-mars': {
    blend:
      'Your feelings run hot and fast: you react before you reflect, defend the people you love fiercely and need an outlet for emotional charge, whether movement, honesty or hard work.',
    easy: 'Emotional courage comes naturally: you act on instinct, protect what matters and bounce back quickly from upsets, turning feeling into useful energy.',
    tense:
      'Irritation may be your first answer to feeling vulnerable, and home or family life can turn into a battleground at times; physical activity and plain words spoken early keep the pressure from building.',
  },
  'moon-jupiter': {
    blend:
      'A big heart and a generous spirit are yours: you feel deeply, give freely and find comfort in faith or in a wide circle of people, though strong emotion can push you to overdo things.',
    easy: 'Emotional resilience and hope seem to have been handed to you early; you tend to feel protected, offer comfort generously and often find kindness returned.',
    tense:
      'Your emotional needs can be large and restless, so you reach for more food, more plans or more company to fill them; contentment grows as you learn what is truly enough.',
  },
  'moon-saturn': {
    blend:
      'Feelings may have been held in early, perhaps because care was scarce or responsibility came young; you tend to be self-reliant and dependable, and learning to ask for comfort is part of your maturity.',
    easy: 'Your emotions are steady and well contained: you look after others responsibly, stay calm under pressure and build lasting security, often for a family or a community.',
    tense:
      'A sense of emotional scarcity or duty can weigh on you, making it hard to relax or to receive; the work is to treat your own needs as legitimate responsibilities, not indulgences.',
  },
  'moon-uranus': {
    blend:
      'Your emotional life is electric and unpredictable: you need freedom even in closeness, your moods change quickly, and an unsettled early life may have taught you to rely on yourself.',
    easy: 'You meet change with emotional agility and can feel at home almost anywhere; friendship, unusual households and room to come and go tend to suit you better than convention.',
    tense:
      'The need for security and the need for freedom collide in you, so closeness can suddenly feel like a trap; a home with space to breathe helps your nerves settle.',
  },
  'moon-neptune': {
    blend:
      'Deeply empathic and dreamy, you absorb other people’s moods like a sponge, and your inner life is rich with imagination, intuition and at times confusion about which feelings are yours.',
    easy: 'Compassion and intuition are among your quiet gifts; you sense what others feel, answer with gentleness and may find nourishment in music, water, art or prayer.',
    tense:
      'You may idealise those you love or rescue those who drain you, and feelings can slide into fantasy or escape; clear boundaries protect a sensitivity that is genuinely precious.',
  },
  'moon-pluto': {
    blend:
      'Your feelings run deep and rarely lightly: you bond intensely, sense what others hide and have come through emotional upheavals that left you with unusual psychological strength.',
    easy: 'Emotional depth gives you resilience: you can face a crisis, stay with others in their darkest moments and let go of what is finished when the time comes.',
    tense:
      'Strong emotions, fear of loss or struggles for control within the family can grip you, and jealousy may surface in close bonds; honest inner work turns that intensity into a power to heal.',
  },
  'moon-trueNode': {
    blend:
      'Your emotional life is itself the lesson: learning to feel, to nurture and to belong lies at the heart of your growth, and family or home often become turning points.',
    easy: 'Your instincts are a reliable compass for the direction of your growth, and the people who care for you tend to back the way life is asking you to go.',
    tense:
      'Old emotional habits and the comfort of the familiar can hold you back; the security you learned early is a gift, yet it turns into a cage when it keeps you from new ground.',
  },
  'moon-ascendant': {
    blend:
      'Your feelings show on your face: you come across as sensitive, approachable and changeable, and your body tends to mirror your moods and your need for care.',
    easy: 'Warmth and responsiveness colour your manner, so people tend to feel at ease around you and you settle into new surroundings with natural tact.',
    tense:
      'Your inner moods and the way you feel you must come across can clash, leaving you exposed or misunderstood; close partners, and the people you answer to at home or at work, often reflect your emotional needs back to you.',
  },
  'moon-midheaven': {
    blend:
      'Private feeling and public role are closely linked: you may work with people, the public, families or care, and your reputation tends to rise and fall with your emotional life.',
    easy: 'Feeling and vocation support each other, so you do well in work that nourishes others, and your sense of the public mood can become a professional asset.',
    tense:
      'Home and career tend to compete for your heart, and you may feel torn between private needs and public duties; a life that lets both breathe matters more than choosing one.',
  },
  'mercury-venus': {
    blend:
      'You speak with grace and think in terms of harmony and beauty, a gift for diplomacy, writing, design or any craft where words and taste meet.',
    easy: 'Your words carry charm: you persuade gently, write or speak pleasingly and tend to ease tension in a conversation, with a sense of style in the very way you think.',
    tense:
      'Tact and truth may compete in your speech, so you might say what pleases rather than what you mean; learning to be kind and clear at once refines a considerable charm.',
  },
  'mercury-mars': {
    blend:
      'Your mind is quick, sharp and combative: you think on your feet, argue well and enjoy a debate, though words can come out faster and harder than you intend.',
    easy: 'Your mind moves fast and decides cleanly, giving you direct speech, quick problem-solving and a gift for turning ideas into action.',
    tense:
      'Words become weapons when you feel challenged, and disagreements can escalate fast; a pause before you answer keeps your sharp intelligence from wounding people you value.',
  },
  'mercury-jupiter': {
    blend:
      'Big ideas are your natural habitat: your mind ranges widely and sees the whole picture, a talent for teaching, writing or travel that sometimes skips details or promises more than it has checked.',
    easy: 'Learning comes readily and you explain things generously, with humour and breadth: fertile ground for study, publishing, law or any work that spreads knowledge.',
    tense:
      'Your thinking may leap to grand conclusions before the facts are in, or take on more information and plans than it can digest; precision lends your broad vision credibility.',
  },
  'mercury-saturn': {
    blend:
      'A serious, careful mind is yours: you think things through, speak with weight and may have doubted your intelligence early, yet patience with detail tends to make you an authority in your field.',
    easy: 'Methodical thinking is one of your strengths: you plan well, concentrate for long stretches and communicate with a precision that earns respect.',
    tense:
      'Self-doubt or pessimism can slow your words, and fear of being wrong may keep you silent; structured study and practice turn that caution into real expertise.',
  },
  'mercury-uranus': {
    blend:
      'Your mind works in flashes: original, fast and unconventional, you grasp ideas before others do and are drawn to technology, science or anything new.',
    easy: 'Inventive thinking comes easily: you adapt quickly to new information, explain unusual ideas clearly and often solve problems from an angle nobody else has tried.',
    tense:
      'Your thoughts can race ahead of your ability to explain them, and impatience or contrariness may cost you allies; grounding brilliant insights in patient explanation lets others follow.',
  },
  'mercury-neptune': {
    blend:
      'Images, intuitions and stories shape your thinking more than lists do, a gift for poetry, music or empathy that may come with some trouble keeping facts and details straight.',
    easy: 'Imagination and intellect cooperate, giving you a talent for storytelling, creative writing or hearing what people mean beyond what they say.',
    tense:
      'Facts and fantasy can blur, and misunderstandings or forgetfulness may trouble you; checking details and writing things down keeps a rich imagination trustworthy.',
  },
  'mercury-pluto': {
    blend:
      'A penetrating mind is yours: you probe, investigate and rarely accept a surface explanation, and your words can carry a persuasive, even unsettling power.',
    easy: 'You have a talent for research, psychology and getting to the heart of a matter, and you can speak of difficult things with calm authority.',
    tense:
      'A need to win arguments or an obsessive train of thought can grip you, and secrecy may creep into your dealings; using insight to understand rather than to control sets your mind free.',
  },
  'mercury-trueNode': {
    blend:
      'Learning, speaking and linking ideas belong to the way you are meant to grow; teachers, writing and conversations often open the doors your life asks you to walk through.',
    easy: 'Curiosity and skill with words help you along the direction you are meant to take, and the information you need tends to find you at the moment you need it.',
    tense:
      'Old mental habits, or a cleverness that once served you well, may keep you from the learning your life now asks for; staying curious about unfamiliar ideas moves you forward.',
  },
  'mercury-ascendant': {
    blend:
      'Curiosity is the first thing people meet in you: lively, talkative and quick on your feet, you approach the world through questions, and a youthful manner tends to stay with you.',
    easy: 'Mind and manner work in harmony, so you express yourself readily and make a good first impression through wit and clarity.',
    tense:
      'What you think and how you come across may not line up, so your words can be misheard at first; partnerships and negotiations sharpen your skill at explaining yourself.',
  },
  'mercury-midheaven': {
    blend:
      'Your vocation is bound up with communication: writing, teaching, trade, media or any role in which ideas and a skill with words become your public reputation.',
    easy: 'Your intellect supports your career: clear thinking, a good network and an ability to explain tend to carry you forward professionally.',
    tense:
      'Your thinking and your professional direction can be at odds, or you may change course as your ideas evolve; a vocation that keeps your mind engaged holds you best.',
  },
  'venus-mars': {
    blend:
      'Desire and affection are closely joined in you: you love passionately, go after what you want in love and in art, and bring a magnetic warmth to your relationships.',
    easy: 'A natural balance between giving and pursuing lets romance and creativity flow; you tend to know what you want and how to attract it without force.',
    tense:
      'The longing for harmony and the urge to pursue can fight each other, so love may be charged with friction as well as attraction; the spark turns creative once you accept both sides of it.',
  },
  'venus-jupiter': {
    blend:
      'Generous, affectionate and fond of pleasure, you tend to attract goodwill and enjoy the good things of life, though excess in love or spending may need watching.',
    easy: 'Grace and good fortune seem to meet in your life: kindness comes easily to you, you delight in beauty and friendship, and the generosity of others often finds you.',
    tense:
      'Your appetite for pleasure, love or luxury can exceed what is good for you, and you may promise more affection or money than you can give; moderation protects a warm nature.',
  },
  'venus-saturn': {
    blend:
      'Love is serious business for you: you may have felt unloved or unattractive early and take time to trust, but affection once given is loyal and lasting.',
    easy: 'You bring patience and commitment to love and money alike, valuing quality, loyalty and bonds that improve with time, often with people older or more established than you.',
    tense:
      'Fear of rejection or a sense of scarcity can hold your affection back, so love may feel like duty or arrive late; self-worth built slowly makes room for lasting intimacy.',
  },
  'venus-uranus': {
    blend:
      'You love freedom as much as you love people: attraction strikes suddenly, you are drawn to the unusual, and relationships stay alive only when they leave room to breathe.',
    easy: 'Your taste is original and your affections open-minded; friendship and love mix easily, and you tend to enjoy people who surprise and stimulate you.',
    tense:
      'Closeness and independence pull against each other, so attractions may start and end abruptly; a love that allows space, rather than a love you have to escape, suits you.',
  },
  'venus-neptune': {
    blend:
      'Romantic, compassionate and artistic, you seek a love that feels like a dream, and music, film or art can move you deeply; discernment keeps idealism from becoming illusion.',
    easy: 'Tender imagination shapes your love and your taste; you have a gift for art, for kindness and for seeing the best in people, which tends to draw gentle relationships.',
    tense:
      'You may fall for potential rather than reality, or give yourself away in love, and disappointment can follow; seeing people as they are lets your devotion find a worthy home.',
  },
  'venus-pluto': {
    blend:
      'Love is all or nothing for you: intense attractions, a magnetic charm and relationships that change you deeply mark your life, along with a capacity for complete devotion.',
    easy: 'You love deeply and loyally, and relationships tend to transform you for the better; you handle the hidden side of love, money and desire with insight.',
    tense:
      'Passion can turn possessive, and jealousy, power games or fear of betrayal may shadow your bonds; trust in your own worth loosens their grip.',
  },
  'venus-trueNode': {
    blend:
      'Love, beauty and your own values are woven into the way you are meant to grow; relationships, art or simply learning to receive often become the great teachers of your life.',
    easy: 'Charm and a sense of harmony smooth your way forward, and the relationships that arrive tend to support the direction life asks you to take.',
    tense:
      'The comfort of being liked, or familiar pleasures from the past, may tempt you away from growth; your grace is a gift meant to serve the new lesson rather than replace it.',
  },
  'venus-ascendant': {
    blend:
      'Grace shows in your looks and manner: people tend to warm to you quickly and find you pleasant and diplomatic, and you instinctively soften the first moments of any meeting.',
    easy: 'Charm eases your way in the world; you have a natural sense of style and can smooth over an awkward meeting without seeming to try.',
    tense:
      'The wish to please and the way you present yourself can be at odds, so you may bend too far to be liked; relationships teach you to value yourself as you are.',
  },
  'venus-midheaven': {
    blend:
      'Your public image carries charm, and your vocation may lie in art, beauty, diplomacy or anything that brings people pleasure; colleagues and clients tend to like you.',
    easy: 'Social grace supports your career, and work that involves harmony, aesthetics or relationships suits you particularly well.',
    tense:
      'Love and ambition may compete, or private pleasures may clash with professional obligations; finding work you genuinely love goes a long way to reconcile them.',
  },
  'mars-jupiter': {
    blend:
      'Enthusiasm and energy combine: you act boldly, take risks for a cause and inspire others, though overconfidence can lead you to take on far too much.',
    easy: 'Courage comes with good judgement in you: you pursue opportunities with well-placed confidence and have a knack for sport, adventure or leadership.',
    tense:
      'You may push too far, promise too much or fight for causes with more zeal than wisdom; choosing one ambition and backing it fully channels this energy well.',
  },
  'mars-saturn': {
    blend:
      'Drive and discipline meet: you can work with great endurance and control, though frustration builds when effort feels blocked; your power lies in sustained, strategic action.',
    easy: 'You have a rare talent for patient, disciplined effort: you know how to pace yourself, build skill over time and finish what you start.',
    tense:
      'Your energy may alternate between pushing hard and feeling stopped, and anger held back too long can harden into resentment; steady, structured effort lets that friction become strength.',
  },
  'mars-uranus': {
    blend:
      'Your energy is electric and impulsive: you act suddenly, crave independence and may be drawn to risk, so haste is the thing to watch.',
    easy: 'Boldness and originality mix well in you: you act quickly on new ideas and thrive in situations that call for fast, inventive responses.',
    tense:
      'Restless energy and sudden frustration can erupt when you feel constrained; learning to pause before acting protects you and lets your courage serve your freedom.',
  },
  'mars-neptune': {
    blend:
      'Your drive is guided by ideals or inspiration, and you may fight for causes or create through dance, music or art; energy can fade when motivation is unclear.',
    easy: 'You act with compassion and imagination, and your energy flows well into creative or caring work, especially in the service of something larger than yourself.',
    tense:
      'Confusion about what you really want can drain your energy, and you may avoid direct confrontation; clear goals and honest desires keep your strength intact.',
  },
  'mars-pluto': {
    blend:
      'Enormous willpower and intensity are yours: you can push through obstacles that stop others, though ruthlessness and power struggles need watching.',
    easy: 'You have deep reserves of strength and a talent for working under pressure or in crisis, pursuing what matters with unshakable determination.',
    tense:
      'Anger or a need to control can erupt in power struggles, and others may feel threatened by your intensity; used constructively, that formidable energy becomes real power.',
  },
  'mars-trueNode': {
    blend:
      'Courage is the lesson written into your growth: life moves forward when you act on your own behalf, take the initiative and let healthy anger show you what matters.',
    easy: 'Your drive runs in the same direction as your growth, so decisive action, sport or a worthy fight tends to bring you the experiences and allies you need.',
    tense:
      'Old reflexes of impatience or combat may keep you fighting yesterday’s battles; the fire is a real asset, and it grows wiser once it serves what you are here to learn.',
  },
  'mars-ascendant': {
    blend:
      'You meet the world head first: energetic, direct and physically alive, you start things quickly and show impatience as readily as courage.',
    easy: 'You make a vigorous, confident impression, and you tend to start new ventures with a healthy appetite for action.',
    tense:
      'Your energy may come across as more combative than you intend, and partners or rivals can mirror your temper back; learning when to push and when to wait brings balance to your relationships.',
  },
  'mars-midheaven': {
    blend:
      'Ambition burns close to the surface: you chase goals with competitive energy and may be drawn to work that asks for courage, leadership, speed or physical effort.',
    easy: 'Your drive and your sense of direction work together, so you tend to go after professional goals decisively and earn respect for getting things done.',
    tense:
      'Friction with bosses, rivals or the demands of home may mark your working life; choosing your battles, rather than taking on every one, builds the reputation you want.',
  },
  'jupiter-saturn': {
    blend:
      'Faith and realism are fused in you: you can dream large and build carefully, a talent for long-term growth that patience turns into solid achievement.',
    easy: 'Optimism and discipline keep each other honest; you sense when to expand and when to consolidate, which makes you wise in business, teaching or public life.',
    tense:
      'You may swing between confidence and doubt, expansion and retreat, so progress comes in waves; learning to time your ambitions lets you ride that rhythm instead of fighting it.',
  },
  'jupiter-uranus': {
    blend:
      'Sudden openings and bold leaps mark your life: you believe in progress and in freedom, and good fortune often arrives through the unexpected turn or the unconventional choice.',
    easy: 'You welcome new ideas and unusual people, and growth tends to find you along untried paths, through inventions, reforms or friends who open your mind.',
    tense:
      'A hunger for freedom and for more can lead to impulsive leaps or broken commitments; grounding your big ideas in practical steps lets them take root.',
  },
  'jupiter-neptune': {
    blend:
      'Boundless idealism and a spiritual longing run through you: you may be drawn to faith, art or charity, and your compassion is wide, though discernment keeps trust from sliding into naivety.',
    easy: 'Faith and imagination flow together in you, giving you a gift for inspiring others, a creative vision and a quiet, unshowy generosity.',
    tense:
      'You may overestimate what is possible or trust too readily, and disappointment can follow grand dreams; testing your ideals against reality protects your generosity.',
  },
  'jupiter-pluto': {
    blend:
      'You carry a drive for influence and for change on a large scale, and you can rise through sheer determination, though the pursuit of power needs an ethical compass.',
    easy: 'Vision backed by willpower lets you bring about significant growth, revive failing situations and lead others through profound change.',
    tense:
      'Ambition may turn into a struggle for power or for being right, and you may clash with authorities or ideologies; strength used for the common good finds its true size.',
  },
  'jupiter-trueNode': {
    blend:
      'Growth through learning and faith is the heart of your life’s lesson: teachers, travel and a broad view of life often open the way you are asked to go.',
    easy: 'Good counsel and timely openings tend to support your direction, and optimism helps you take the steps life asks of you.',
    tense:
      'Relying on luck, or on beliefs inherited rather than examined, may keep you from growing; the generous outlook you were given is a gift that can also become an excuse.',
  },
  'jupiter-ascendant': {
    blend:
      'Larger than life at first sight, you radiate warmth and openness, a generous presence that draws people and chances towards you, along with a certain fondness for excess.',
    easy: 'Confidence and friendliness colour your manner, and people tend to meet you with goodwill from the first hello.',
    tense:
      'You may come across as overconfident or promise more than you can deliver, and close relationships can test your generosity; humility lends your optimism credibility.',
  },
  'jupiter-midheaven': {
    blend:
      'Your working life leans towards growth and public respect: teaching, law, publishing, travel or any field where vision and generosity lead the way.',
    easy: 'Mentors, study and wider horizons tend to lift your career, and your optimism and sound judgement make others glad to give you room to grow.',
    tense:
      'Your ambitions may outgrow your resources, or work may crowd out home; keeping growth in line with your real priorities brings success that lasts.',
  },
  'saturn-uranus': {
    blend:
      'Tradition and revolution meet in you: you can build new structures with discipline, though you may feel torn between the need for security and the need to break free.',
    easy: 'You can bring innovation into established systems, combining respect for structure with openness to change, a gift for reform that actually works.',
    tense:
      'The pull between old and new, duty and freedom, runs through your life; progress comes when you learn to reform rather than reject.',
  },
  'saturn-neptune': {
    blend:
      'You can give dreams a solid form: art, spirituality or compassion become practical through discipline, though doubt and disillusionment may test you along the way.',
    easy: 'Vision and realism balance each other, so you can build something meaningful from an ideal, whether in art, healing or service.',
    tense:
      'Reality and your dreams may seem at odds, bringing disappointment or a vague anxiety; patient, concrete work gives your ideals a foundation to stand on.',
  },
  'saturn-pluto': {
    blend:
      'Endurance and depth combine: you can withstand great pressure and rebuild from ruins, bringing a serious, strategic approach to any change you face.',
    easy: 'Discipline and depth work together: you can carry out deep transformations patiently and shoulder responsibility calmly when a crisis comes.',
    tense:
      'Struggles with control, fear or authority may run deep, and circumstances can feel like walls; persistent effort turns those walls into the foundations of your resilience.',
  },
  'saturn-trueNode': {
    blend:
      'Responsibility, maturity and patient effort are what your growth asks of you; commitment and structure tend to bring the lessons life wants you to learn.',
    easy: 'Steady effort and respect for experience support your growth, and older mentors or long apprenticeships tend to move you along the road you are meant to take.',
    tense:
      'Fear or old duties may hold you back from growing; the caution you learned is useful, but it can turn into a reason to avoid the unfamiliar.',
  },
  'saturn-ascendant': {
    blend:
      'Reserve is your first line of defence: others meet someone serious and capable, perhaps older than your years, and discover the warmth behind your composure only with time.',
    easy: 'A composed, dependable manner serves you well, and people tend to trust your reliability from the start.',
    tense:
      'Self-consciousness or a sense of being judged may weigh on how you present yourself; committed relationships teach you to carry your authority with ease.',
  },
  'saturn-midheaven': {
    blend:
      'Your career is built slowly and seriously: you aim for authority and lasting achievement, and recognition tends to come with time and effort.',
    easy: 'Patience and respect for structure serve your vocation, and you are well suited to responsibility; others tend to entrust you with whatever has to last.',
    tense:
      'Setbacks at work or pressure from authority may test you, and responsibility can feel heavy; persistence lets you build a reputation that is truly your own.',
  },
  'uranus-neptune': {
    blend:
      'You share with your generation a longing for a new kind of spirituality and a new way of seeing; in you, intuition and invention blend, sometimes in flashes that are hard to explain.',
    easy: 'Inspiration and originality hum quietly in the background of your chart, giving you a capacity to bring visionary ideas into being through art, technology or spiritual practice.',
    tense:
      'Ideals of freedom and dreams of unity may pull against each other, leaving you unsure which change to trust; grounding your vision in ordinary life helps it take form.',
  },
  'uranus-pluto': {
    blend:
      'You belong to a generation marked by radical change and an urge to remake society; in you it can show as a restless drive to overturn what no longer works.',
    easy: 'Like many of your generation, you meet upheaval with insight: change and depth work together in you, and you can help renew situations others have given up on.',
    tense:
      'Tension between freedom and power may bring sudden, disruptive turns; directing that force towards renewal rather than destruction shapes your path.',
  },
  'uranus-trueNode': {
    blend:
      'Freedom, originality and change are bound up with your growth: you move forward by breaking with convention and trusting the part of you that does not fit.',
    easy: 'New ideas, unusual people and sudden changes of scene tend to move you forward in the direction your life is asking you to take.',
    tense:
      'Sudden upheavals may knock you off course, or an old habit of rebelling may keep you from growing; choosing freedom deliberately lets it serve your development.',
  },
  'uranus-ascendant': {
    blend:
      'Something in you refuses to blend in: you meet the world as an original, a little unpredictable and plainly independent, and people tend to remember you for it.',
    easy: 'Your originality has an appealing ease about it, so you adapt quickly to new places and new people and can be unconventional without unsettling anyone.',
    tense:
      'Others may find you hard to predict, and close relationships can be jolted by your need for room; balancing independence with closeness steadies both you and the people you love.',
  },
  'uranus-midheaven': {
    blend:
      'Your working life may take unconventional turns: you are drawn to innovative or independent work, sometimes with sudden changes of direction.',
    easy: 'Fresh thinking is a professional asset for you, and you tend to thrive in fields that reward originality, technology or reform.',
    tense:
      'Abrupt changes of career or clashes with authority can interrupt your progress; work that leaves room for independence lets you stay the course.',
  },
  'neptune-pluto': {
    blend:
      'Shared with your whole generation, this fusion of dream and depth carries a longing for spiritual renewal; in you it may show as a sense that endings and visions belong together.',
    easy: 'Shared with a great many people of your time, this link between dream and depth works quietly in you as an instinct for renewal through faith, art or healing.',
    tense:
      'A collective unease between ideals and power may stir in you, a sense that old beliefs are dissolving; finding your own ground in faith or meaning helps you through the change.',
  },
  'neptune-trueNode': {
    blend:
      'Compassion, spirituality or art are woven into your growth: you develop by trusting intuition, serving a larger ideal and letting the unseen guide you.',
    easy: 'Intuition and imagination support your direction, and the right inspiration often reaches you just when you need it.',
    tense:
      'Confusion or old patterns of escape may cloud the way ahead; staying grounded while honouring your sensitivity helps you move forward.',
  },
  'neptune-ascendant': {
    blend:
      'Elusive and gentle, you are hard to pin down at a first meeting, and people tend to project their own dreams onto you; your presence has something soft, artistic or otherworldly about it.',
    easy: 'A dreamy charm colours your manner, and you meet the world with an intuition and compassion that others find soothing.',
    tense:
      'People may see in you what they want to see, and partnerships can carry confusion or idealisation on both sides; knowing clearly who you are keeps others from reinventing you.',
  },
  'neptune-midheaven': {
    blend:
      'Your vocation may lie in art, healing, spirituality or any work that serves an ideal, though the road there can be unclear or unconventional.',
    easy: 'Compassion and imagination serve your vocation, and work that inspires, heals or helps others tends to bring out your best.',
    tense:
      'Your sense of calling may stay blurred, or ideals may clash with the realities of work; practical steps towards a meaningful vocation bring it into focus.',
  },
  'pluto-trueNode': {
    blend:
      'Transformation is the lesson at the heart of your life: you grow by facing what is hidden, letting go of what has died and trusting the change that follows.',
    easy: 'Your capacity for deep change supports your direction, so even crises tend to move you forward rather than hold you back.',
    tense:
      'Old patterns of control or fear, familiar as they are, may hold you back; releasing what no longer serves you opens the way to growth.',
  },
  'pluto-ascendant': {
    blend:
      'An intensity shows even when you are silent: you come across as magnetic, private and a little mysterious, and you tend to read a room before you let it read you.',
    easy: 'A quiet strength marks your manner; you keep your composure in difficult situations, and people sense they can bring you the hard truth without frightening you.',
    tense:
      'Partners, bosses or family may meet your intensity as a challenge, and power struggles can run through close relationships; using your strength with care, and letting others keep theirs, transforms those bonds.',
  },
  'pluto-midheaven': {
    blend:
      'Power and transformation are tied to your vocation: you may work with hidden things, crises or other people’s resources, and you feel a strong drive to steer your own direction.',
    easy: 'Determination carries your career: you tend to rise through depth, insight and persistence, and you can rebuild professionally when circumstances demand it.',
    tense:
      'Struggles with authority or abrupt professional upheavals can reshape your working life; ambition used ethically builds a reputation that outlasts them.',
  },
  'trueNode-ascendant': {
    blend:
      'Your growth runs through the way you meet the world: you are asked to develop independence and self-expression rather than leaning on partners to decide for you.',
    easy: 'Your personality and manner support your direction, and the way you present yourself tends to open doors along the way.',
    tense:
      'Your growth asks you to look beyond the familiar way you meet the world, towards partnership and cooperation or the pull of career and home, rather than going it alone.',
  },
  'trueNode-midheaven': {
    blend:
      'Your growth points towards public life and a vocation: you are asked to step out of the comfort of home and family into a role that carries responsibility.',
    easy: 'Your career direction and your growth support each other, and professional opportunities tend to move you along the way life asks you to go.',
    tense:
      'Home and career may pull your growth in different directions, and the one that comes easily is seldom the one you are asked to learn; a vocation that also honours your roots brings them together.',
  },
  'ascendant-midheaven': {
    blend:
      'The way you come across and the direction of your career are closely linked: your personal manner shapes your public image, and the world tends to know you by your work.',
    easy: 'Your personality and your vocation work in harmony, so you tend to find a career that suits the way you naturally meet the world.',
    tense:
      'The way you come across and the role you aim for may ask different things of you; learning to bring your personal style into your public role builds a coherent path.',
  },
};
