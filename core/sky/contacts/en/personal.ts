import type { PersonalContacts } from '../../contacts';

/**
 * The English readings of the transiting Sun, Mercury, Venus and Mars, per natal point and kind of
 * aspect. The Sun's and the Moon's also read the progressed Sun's and Moon's contacts, which last
 * months or years: they speak of a time, never of a moment.
 */
export const PERSONAL: PersonalContacts = {
  sun: {
    sun: {
      blend: {
        text: 'The Sun comes back to the place it held when you were born, your birthday and solar return, and with it your vitality renews and a fresh personal cycle opens.',
        advice: 'Mark the return with one written intention for the cycle ahead, and keep it where you can see it.',
      },
      easy: {
        text: 'You tend to feel more like yourself while the Sun runs in easy step with your own light: confidence comes unforced and people respond warmly.',
        advice: 'Show someone a piece of work or an idea you are quietly proud of.',
      },
      tense: {
        text: 'The light falls at an awkward angle to who you are, so you may feel tired, out of step or pulled between versions of yourself; it is a checkpoint, not a verdict.',
        advice: 'Protect your sleep and adjust the one goal that no longer fits, rather than forcing all of them.',
      },
    },
    moon: {
      blend: {
        text: 'Light falls on your feelings and your home: what you need becomes easier to see and to say, and family matters may step into the foreground.',
        advice: 'Tell someone close what you need, plainly and kindly, and give your home some care.',
      },
      easy: {
        text: 'Head and heart pull in the same direction, so looking after yourself and going after what you want feel like one movement rather than two.',
        advice: 'Cook for yourself as carefully as you would for a guest, or invite the people you love to your table.',
      },
      tense: {
        text: 'What you want and what you need may not agree, and moods can rise when outer demands crowd out the private life that restores you.',
        advice: 'Keep one corner of home life free of obligations, and turn down a demand that leaves you drained.',
      },
    },
    mercury: {
      blend: {
        text: 'Your mind catches the light: thoughts gain edges, you speak with more conviction, and it becomes easier to know what you actually think.',
        advice: 'Write the proposal, the letter or the plan while your ideas are this clear.',
      },
      easy: {
        text: 'Words and intentions line up, so conversations, study and paperwork tend to move smoothly, and people are readier to hear your point of view.',
        advice: 'Present your idea to someone who can act on it, and keep it short.',
      },
      tense: {
        text: 'Opinions can harden into pride, and you may feel you have to win the argument or talk so much that you miss what is being said.',
        advice: 'Let the other person finish before you answer, and ask one more question than you planned.',
      },
    },
    venus: {
      blend: {
        text: 'Warmth and charm come through you more easily: affection is simpler to give and to receive, and you may crave beauty, good company and a small indulgence.',
        advice: 'Say the kind thing out loud, and enjoy a pleasure without apologising for it.',
      },
      easy: {
        text: 'Being yourself and being liked are not at odds here, which makes for a gentle spell of friendship, flirting, art or making peace with someone dear.',
        advice: 'Reach out to a friend you have missed, or make something beautiful with your hands.',
      },
      tense: {
        text: 'Your own wishes may rub against what others expect of you in love or money, and vanity or people-pleasing can cost more than it gives.',
        advice: 'Before you agree to please someone, or to buy something tempting, check that the yes is really yours.',
      },
    },
    mars: {
      blend: {
        text: 'Your drive catches fire: courage comes easily, and so do impatience, a short fuse and the urge to take charge of everything in reach.',
        advice: 'Put the heat into a physical challenge or a task that needs nerve, not into a quarrel.',
      },
      easy: {
        text: 'Resolve and stamina work together, so it is a good time to start, compete, train or finally tackle the job you keep putting off.',
        advice: 'Pick the hardest task on your list and begin it while the drive is with you.',
      },
      tense: {
        text: 'Friction comes easily: your wishes meet someone else’s, tempers run short, and rushing may bring knocks, strain or words you regret.',
        advice: 'Let the anger out through movement first, and speak once you have cooled down.',
      },
    },
    jupiter: {
      blend: {
        text: 'Optimism swells and your sense of possibility widens, with generosity, good faith and an appetite for the bigger picture all coming to the fore.',
        advice: 'Say yes to one opening that widens your view, and ask a mentor what they see in it.',
      },
      easy: {
        text: 'Confidence and goodwill meet halfway: teachers, travel and learning appeal, and others may be more willing than usual to open a door for you.',
        advice: 'Apply, enrol or ask: put one hopeful plan in front of someone who can help it along.',
      },
      tense: {
        text: 'Enthusiasm may outrun judgement, tempting you to promise, spend or take on more than you want, or to preach where listening would serve better.',
        advice: 'Halve the promise you are about to make, and keep the half you can deliver.',
      },
    },
    saturn: {
      blend: {
        text: 'A bright, sober light falls on your responsibilities: you may feel the weight of duty or the eye of authority, and see plainly what is built to last.',
        advice: 'Do the serious task you have been avoiding, one careful step at a time.',
      },
      easy: {
        text: 'Discipline comes more naturally and people in charge tend to respect steady effort, which makes this a sound time for planning and finishing real work.',
        advice: 'Show your work to someone senior, and set yourself one realistic deadline.',
      },
      tense: {
        text: 'Effort may seem to meet a wall, leaving you blocked, judged or simply weary; self-doubt grows louder, yet it points to where more structure is needed.',
        advice: 'Lower the bar for speed but not for quality, and rest as seriously as you work.',
      },
    },
    uranus: {
      blend: {
        text: 'Restlessness sparks where your need for freedom lives: sudden ideas, unexpected news or an urge to break routine may shake things loose.',
        advice: 'Change one small habit on purpose, before restlessness picks something bigger for you.',
      },
      easy: {
        text: 'Originality flows, and you may see a fresh solution or meet someone who opens an unusual door; change feels exciting rather than threatening.',
        advice: 'Try the unconventional approach on a small scale and see how it sits with you.',
      },
      tense: {
        text: 'Nerves may be on edge as the wish to be yourself collides with rules or other people, and an impulsive move can surprise even you.',
        advice: 'Pause before the dramatic gesture, and find a safe outlet for the need to break free.',
      },
    },
    neptune: {
      blend: {
        text: 'Light shines into your dreams: intuition and compassion deepen, though energy may dip and the edges of things blur, pleasantly or confusingly.',
        advice:
          'Make room for music, art, prayer or a walk by water, and leave big decisions until your head is clearer.',
      },
      easy: {
        text: 'Imagination and empathy run freely, so creative work, spiritual practice and quiet kindness come naturally, and you may sense what others leave unsaid.',
        advice: 'Give your imagination a real outlet: sketch, play, write, or sit still and listen.',
      },
      tense: {
        text: 'Clarity can be hard to hold: you might feel drained, misread a situation or idealise someone, and it is easy to give away more than you have.',
        advice: 'Check the facts before you commit, and rest when your energy runs low instead of pushing through.',
      },
    },
    pluto: {
      blend: {
        text: 'The light reaches your depths: intense feelings, questions of power and hidden motives surface, and you may feel a strong pull to change something at the root.',
        advice: 'Look honestly at one thing you have outgrown, and take the first step towards releasing it.',
      },
      easy: {
        text: 'Focus and insight sharpen, giving you the strength to get to the bottom of a problem or to renew something that had gone stale.',
        advice: 'Research, investigate or clear out: choose the job that needs depth rather than speed.',
      },
      tense: {
        text: 'Power struggles may surface, with others or inside you, and control, jealousy or stubbornness can flare the moment you feel cornered.',
        advice: 'When the urge to control rises, ask what fear sits underneath it before you act.',
      },
    },
    ascendant: {
      blend: {
        text: 'You become more visible as the Sun crosses your Ascendant: energy returns to the body, and you may feel ready to begin something personal.',
        advice: 'Start the personal project, refresh your look, or introduce yourself where it matters.',
      },
      easy: {
        text: 'First impressions tend to go well: you come across warmly and with ease, and your body feels lighter and more willing.',
        advice: 'Meet new people or ask for the meeting; let them see you as you are.',
      },
      tense: {
        text: 'Others may see you differently from how you see yourself, and a partner, a rival or the demands of work and home can challenge the way you show up.',
        advice: 'Ask how you come across rather than guessing, and change only what feels true to you.',
      },
    },
    midheaven: {
      blend: {
        text: 'Your work and public standing step into the spotlight: efforts may be noticed, and the question of where your life is heading comes into focus.',
        advice: 'Put your name forward for the role or project that matches where you want to go.',
      },
      easy: {
        text: 'Career matters move with less resistance, and your reputation benefits simply from doing good work where the right people can see it.',
        advice: 'Share a result with the people who decide, without waiting for them to notice it.',
      },
      tense: {
        text: 'Home and career may pull in different directions, or your ambitions meet resistance from those who hold authority over them.',
        advice:
          'Decide which obligation comes first and tell the others clearly, rather than stretching yourself thin.',
      },
    },
  },
  moon: {
    sun: {
      blend: {
        text: 'Heart and purpose come together: a new emotional chapter may open, bringing fresh needs to the surface and a clearer feeling for what home means to you.',
        advice: 'Plant one seed for the life you want: a new routine, a rearranged room, a conversation begun.',
      },
      easy: {
        text: 'Feeling and purpose are on good terms, so the people at home are more likely to back what you are doing, and you may feel at ease in your own skin.',
        advice: 'Let your family in on your plans, and accept the help they offer.',
      },
      tense: {
        text: 'What your heart needs and what you are trying to become may pull apart, and family demands or plain tiredness can test your sense of direction.',
        advice: 'Name the need you have been overriding, and make room for it before you push on.',
      },
    },
    moon: {
      blend: {
        text: 'The Moon comes home to where it stood at your birth, a return of the heart: old needs resurface, and you may feel drawn back to roots, family and origins.',
        advice: 'Revisit a place, a person or a taste from childhood, and notice what it gives back to you.',
      },
      easy: {
        text: 'Feelings find a comfortable rhythm, and home, family and your body’s needs tend to work with you rather than against you.',
        advice: 'Keep the routines that nourish you, and let your home become a place to recover.',
      },
      tense: {
        text: 'Old emotional habits are stirred: reactions learned long ago may clash with who you are now, and moods or family tension ask for attention.',
        advice: 'When an old reaction rises, notice how young it feels, then answer as the person you are now.',
      },
    },
    mercury: {
      blend: {
        text: 'Thoughts and feelings run together: talk at home carries more weight, and you may need to think things through aloud, write, or learn something close to your heart.',
        advice: 'Keep a journal, or start the family conversation that has been waiting its turn.',
      },
      easy: {
        text: 'Mind and mood cooperate, so saying how you feel comes without fuss, and study, letters and practical matters at home flow more easily.',
        advice: 'Write the letter you have been meaning to write, or sort out the household paperwork.',
      },
      tense: {
        text: 'Worry may circle, feelings can colour the facts, and misunderstandings with family or unsettled sleep are more likely while this contact lasts.',
        advice: 'Write your worries down before bed, and check what you heard before you react to it.',
      },
    },
    venus: {
      blend: {
        text: 'A softer, more affectionate mood settles in: you may long for beauty and comfort at home, and a bond may deepen or someone new may touch your heart.',
        advice: 'Make your home lovelier, and let the people you love feel how much they matter.',
      },
      easy: {
        text: 'Love feels easy and nourishing, and friendships, family ties and small pleasures offer real comfort in a gentle chapter for the heart.',
        advice: 'Say yes to gatherings and simple pleasures shared with people you trust.',
      },
      tense: {
        text: 'The need to be held and the wish to keep the peace may clash, and you could seek comfort in spending, food or a bond that does not truly fit.',
        advice: 'Notice what you reach for when you feel lonely, and choose the comfort that lasts.',
      },
    },
    mars: {
      blend: {
        text: 'Something in you is ready to fight for home: protectiveness, restlessness and a quicker temper rise, and the body asks for action, especially around the people you live with.',
        advice: 'Give the restlessness a physical outlet, and take on a home project that needs muscle.',
      },
      easy: {
        text: 'Emotional courage rises, so you can stand up for your needs, defend the people you love and find fresh energy for your home and your body.',
        advice:
          'Raise the matter you have been avoiding, calmly and directly, or start the job at home that needs doing.',
      },
      tense: {
        text: 'Irritation may build at home or in the body, tempers flare with those closest to you, and old anger asks to be understood rather than unloaded on someone.',
        advice: 'Move your body before a hard talk, and name the hurt behind the anger instead of the blame.',
      },
    },
    jupiter: {
      blend: {
        text: 'Your heart opens wider than usual: generosity and a hunger for growth rise, and home or family may grow as well, through a move, a guest or a new arrival.',
        advice: 'Open your home to others, and follow the wish to study or travel that keeps returning.',
      },
      easy: {
        text: 'A quiet faith that things can work out supports you, and family, teachers or a journey may bring comfort and a wider view.',
        advice: 'Accept help graciously, and plan the trip or the course that feeds your spirit.',
      },
      tense: {
        text: 'You may want more than you need, overdo comfort, or promise your family more than you can give, out of a wish to make everyone happy.',
        advice: 'Give your generosity limits you can live with, at the table and in your promises.',
      },
    },
    saturn: {
      blend: {
        text: 'A sober, grown-up mood takes hold: duties at home or towards family weigh more, loneliness may visit, and you learn what truly holds you up.',
        advice:
          'Build one dependable routine for your wellbeing, and ask for support instead of carrying everything alone.',
      },
      easy: {
        text: 'Steadiness comes through structure: obligations at home feel manageable, and taking on a responsibility may leave you more grounded.',
        advice: 'Make a realistic plan for your home or family life, and follow it calmly.',
      },
      tense: {
        text: 'Duty and feeling may be at odds, leaving you tired, low or held back by obligations, especially those tied to family or the past.',
        advice: 'Keep regular meals and regular sleep, and ask someone to share the load.',
      },
    },
    uranus: {
      blend: {
        text: 'The heart wants air: sudden feelings, changes at home or a restless need for independence may shake up routines that once felt safe.',
        advice: 'Let something at home change, and give yourself space to breathe when you feel hemmed in.',
      },
      easy: {
        text: 'You may feel open to new experiences, and a change in where or how you live, or in your emotional habits, can come as a welcome relief.',
        advice: 'Experiment with a new routine, a new place or a new circle of friends.',
      },
      tense: {
        text: 'Unrest may surface at home or in your nerves: you crave space and change, and sudden moods can catch the people around you off guard.',
        advice: 'Make one change on purpose, and tell the people you live with before you act on it.',
      },
    },
    neptune: {
      blend: {
        text: 'You may become porous to the moods around you, as dreams, intuition and compassion grow and the line between your feelings and other people’s blurs.',
        advice: 'Seek out water, music or prayer, and guard your energy from people who drain it.',
      },
      easy: {
        text: 'Emotional imagination flows, bringing creativity, empathy and a sense of spiritual connection, and home may become a refuge for dreaming.',
        advice: 'Give time to art, meditation or the care of others, without taking on their burdens.',
      },
      tense: {
        text: 'Feelings may turn hazy or over-idealised, and you could give too much, or feel unsure what is real in your family or in love.',
        advice: 'Check your impressions with someone you trust, and rest when you feel foggy.',
      },
    },
    pluto: {
      blend: {
        text: 'What has been buried in the heart asks to be faced: old wounds, family secrets or an intense attachment may surface and change how you feel at the root.',
        advice: 'Let what surfaces be felt rather than buried, and share it with someone who can hold it.',
      },
      easy: {
        text: 'Emotional insight deepens, so you may heal an old pattern, release what no longer nourishes you and feel stronger at the core.',
        advice: 'Clear out what weighs on your home or your heart, one drawer or one memory at a time.',
      },
      tense: {
        text: 'Power struggles in the family, or feelings like jealousy and fear, may surface and push you to face what you have long avoided.',
        advice: 'Name the fear underneath the struggle, and loosen your grip where control only hurts you.',
      },
    },
    ascendant: {
      blend: {
        text: 'Your feelings show on your face: you may feel more sensitive and more visible, and a new personal beginning grows from what your heart needs.',
        advice: 'Dress and move in ways that feel comfortable, and let people see a softer side of you.',
      },
      easy: {
        text: 'You come across as warm and approachable, and looking after your body and appearance feels natural and rewarding.',
        advice: 'Start a gentle routine for your body and let it settle into a habit.',
      },
      tense: {
        text: 'Moods may show more than you would like, and the people closest to you, in love, at home or at work, can mirror your feelings back in ways that sting.',
        advice: 'When someone reacts to your mood, ask what they see before you defend yourself.',
      },
    },
    midheaven: {
      blend: {
        text: 'Career and feeling meet: your heart wants work that means something, and your public role may become more caring or more personal.',
        advice: 'Ask whether your work feels like home, and take one step towards work that does.',
      },
      easy: {
        text: 'Home and career support each other, and your emotional intelligence may be noticed and valued in your working life.',
        advice: 'Let your care for others show at work; there it counts as a strength.',
      },
      tense: {
        text: 'Private needs and public duties rub against each other: family or feelings may call just when your work demands the most of you.',
        advice: 'Draw a clear line between work and home, and defend it kindly.',
      },
    },
  },
  mercury: {
    sun: {
      blend: {
        text: 'Messages, meetings and decisions put you at the centre, and your mind turns to your own plans; it is easier than usual to say who you are and what you want.',
        advice: 'Pitch the idea, send the application or write down your goals while the words come easily.',
      },
      easy: {
        text: 'Thinking and purpose line up, so talks, study and short trips tend to go well, and your ideas find people willing to listen.',
        advice: 'Make the call or sign up for the class that serves what you are aiming at.',
      },
      tense: {
        text: 'Your thoughts may argue with your aims: nervous energy, talking too much or second-guessing yourself can scatter your focus.',
        advice: 'Finish one thought before starting the next, and keep your plans simple and on paper.',
      },
    },
    moon: {
      blend: {
        text: 'Feelings look for words: you may talk about home and family, remember the past vividly, or find your thinking ruled by your mood.',
        advice: 'Call someone in your family, or write down what you feel before it turns into worry.',
      },
      easy: {
        text: 'Reason and feeling speak the same language, which suits heart-to-heart talks, family plans and the small errands that keep a home running.',
        advice: 'Talk a family decision through together, or deal with the bills and forms at home.',
      },
      tense: {
        text: 'Mood can cloud judgement and words may land harder than you meant, especially at home or with someone sensitive.',
        advice: 'Sleep on the message you wrote while upset before you send it.',
      },
    },
    mercury: {
      blend: {
        text: 'A Mercury return, a small new year for the mind, makes a natural point to review plans, begin a course of study or reset how you communicate.',
        advice: 'List what you want to learn next, and pick up the first book or lesson.',
      },
      easy: {
        text: 'Ideas connect with little effort, and writing, learning, negotiating and thinking out loud all come more easily than usual.',
        advice: 'Tackle the paperwork or the study task that needs a quick, clear mind.',
      },
      tense: {
        text: 'Thoughts may run in circles, and mixed messages, second thoughts or a crowded schedule can leave you scattered.',
        advice: 'Check the details before you send or sign, and say less, but clearly.',
      },
    },
    venus: {
      blend: {
        text: 'Words turn sweet: compliments, flirtation and pleasant talk come easily, your eye for beauty sharpens, and love or money may be on the agenda.',
        advice: 'Write the kind message, the love note or the thank-you you have in mind.',
      },
      easy: {
        text: 'Diplomacy comes naturally, so you can smooth over a disagreement, negotiate gracefully or enjoy a conversation that feels like a gift.',
        advice: 'Use your charm to settle a negotiation or to mend a small rift.',
      },
      tense: {
        text: 'You may say what pleases rather than what is true, or turn love and money over in your mind without deciding anything.',
        advice: 'Say what you mean gently, and put off any purchase that is mostly about mood.',
      },
    },
    mars: {
      blend: {
        text: 'Your mind runs fast and hot: debates heat up, decisions come quickly, and you may speak before you have fully thought things through.',
        advice: 'Argue your case on paper first, and pause before you reply aloud.',
      },
      easy: {
        text: 'Thought and action work as a team, helping you make quick, decisive choices and defend your ideas with confidence.',
        advice: 'Make the decision you have been delaying, and act on it straight away.',
      },
      tense: {
        text: 'Arguments flare easily: irritation sharpens your words, and hasty messages or rushed moves may cause mistakes or friction.',
        advice: 'Cool down before you reply, and take extra care on the road and with sharp tools.',
      },
    },
    jupiter: {
      blend: {
        text: 'Big ideas and good news may arrive: your mind reaches for the wider picture, and learning, travel plans or teaching feel inspiring.',
        advice: 'Sketch the larger plan, then name the first small step you can take.',
      },
      easy: {
        text: 'Optimistic thinking and clear talk tend to open doors, and conversations with teachers, publishers or people from far away may bring an opportunity.',
        advice: 'Share your idea widely, or sign up for the course that excites you.',
      },
      tense: {
        text: 'Thinking big can slide into overpromising: details slip, plans grow too ambitious, or a debate about beliefs gets heated.',
        advice: 'Read the small print, and promise only what you have checked you can deliver.',
      },
    },
    saturn: {
      blend: {
        text: 'Duties, plans and contracts fill your mind, and thinking grows careful and serious; worries may feel heavier than the facts deserve.',
        advice: 'Make the lasting plan on paper, and answer each worry with a written fact.',
      },
      easy: {
        text: 'Concentration is strong and practical, which favours planning, study and level-headed conversations with people in authority.',
        advice: 'Draft the contract, the budget or the schedule while structure comes easily.',
      },
      tense: {
        text: 'Communication may feel blocked or gloomy: delays, criticism or heavy thoughts can slow you down, though they also ask for precision.',
        advice: 'Prepare thoroughly, allow for delays, and do not let one critical voice decide for you.',
      },
    },
    uranus: {
      blend: {
        text: 'Sudden insights flash through your mind, and unexpected news, a brilliant idea or a change of plan may arrive out of the blue.',
        advice: 'Write the odd idea down at once, and leave room in your plans for surprise.',
      },
      easy: {
        text: 'Original thinking flows, and you may see a problem from an entirely new angle or pick up a new skill remarkably fast.',
        advice: 'Try a new tool or method, or talk to someone whose mind works nothing like yours.',
      },
      tense: {
        text: 'Nerves jangle and plans change abruptly: mix-ups, interruptions or a sharp remark may catch you off guard.',
        advice: 'Back up your files, double-check arrangements, and breathe before a hasty reply.',
      },
    },
    neptune: {
      blend: {
        text: 'The mind turns poetic and dreamy: imagination, intuition and empathy are strong, though facts may blur and focus drift.',
        advice: 'Write, draw or listen to music, and hold contracts back until your head is clear.',
      },
      easy: {
        text: 'Imagination and words mingle, which makes for lovely creative writing, spiritual reading or gentle, compassionate conversation.',
        advice: 'Put an intuition into words, in a poem, a letter or a prayer.',
      },
      tense: {
        text: 'Confusion, vague messages or misunderstandings may creep in, and it is easy to believe what you wish were true.',
        advice: 'Get it in writing, verify before you trust, and do not sign anything unclear.',
      },
    },
    pluto: {
      blend: {
        text: 'You may want to dig beneath the surface: to uncover a secret, get to the bottom of a problem or have the conversation that changes things.',
        advice: 'Research thoroughly, and choose your words with care when the subject is sensitive.',
      },
      easy: {
        text: 'Your mind is penetrating and persuasive, so research, investigation and honest talks can lead to real insight.',
        advice: 'Use the focus to crack the problem others found too tangled.',
      },
      tense: {
        text: 'Thoughts may turn obsessive or suspicious, and conversations can become power struggles or uncover uncomfortable truths.',
        advice: 'Ask yourself what you really want to control before you press the point.',
      },
    },
    ascendant: {
      blend: {
        text: 'Your mind is on the move: you may talk more, run errands, make short trips and present yourself through words.',
        advice: 'Update your profile, make the introductions, and say clearly what you are about.',
      },
      easy: {
        text: 'You express yourself easily, and meeting new people, interviews and negotiations tend to flow.',
        advice: 'Use the ease to network, apply or introduce yourself with confidence.',
      },
      tense: {
        text: 'A misunderstanding may colour how you come across, and others may question your words or challenge your ideas.',
        advice: 'Reread before you send, and clarify rather than defend when someone misunderstands.',
      },
    },
    midheaven: {
      blend: {
        text: 'Career talk takes centre stage: meetings, messages and decisions about your work and direction keep your mind busy.',
        advice: 'Prepare your points for the meeting that matters, and follow up in writing.',
      },
      easy: {
        text: 'Professional communication goes smoothly, and your ideas may catch the attention of people who shape your career.',
        advice: 'Send the proposal or speak up in the meeting; your words are likely to carry weight there.',
      },
      tense: {
        text: 'Work and home may compete for your attention, and a slip or misunderstanding at work can cost you effort.',
        advice: 'Proofread every message to a manager, and keep worries from home out of work emails.',
      },
    },
  },
  venus: {
    sun: {
      blend: {
        text: 'You may feel more attractive and at ease than usual as Venus warms your whole presence: people are friendlier, and affection or small treats may come your way.',
        advice: 'Go out, dress up a little, and let yourself enjoy being appreciated.',
      },
      easy: {
        text: 'Charm comes without effort and relationships feel harmonious, which favours socialising, creative work and simply enjoying your own company.',
        advice: 'Spend time with people who make you feel good, and let pleasure be enough.',
      },
      tense: {
        text: 'The wish to be liked may pull against being true to yourself, and indulgence or a flattering offer can tempt you more than usual.',
        advice: 'Enjoy yourself, but skip the purchase or the promise made only to please.',
      },
    },
    moon: {
      blend: {
        text: 'Tenderness fills your home and heart: comfort, affection and care for the people you love come naturally, and you may crave cosiness.',
        advice: 'Cook something you love, invite someone over, or make your space softer and warmer.',
      },
      easy: {
        text: 'Emotional warmth flows, so family and close relationships feel nourishing, and home becomes a place of ease rather than effort.',
        advice: 'Show affection to your family in small, concrete ways: a note, a meal, a hug.',
      },
      tense: {
        text: 'What you need and what you desire may tug in different directions, and you might overindulge or feel unappreciated at home.',
        advice: 'Ask directly for the care you want, instead of seeking comfort in shopping or sweets.',
      },
    },
    mercury: {
      blend: {
        text: 'A gentler tone enters the way you think and speak, so the gracious word comes more easily and your mind turns readily to art, love and good company.',
        advice: 'Write something heartfelt, or have the friendly conversation you have been hoping for.',
      },
      easy: {
        text: 'Your words carry charm as well as sense, a good mix for diplomacy, creative writing and any negotiation that goes better with a smile.',
        advice: 'Pitch the idea that needs a friendly reception, or write to someone you owe a kind word.',
      },
      tense: {
        text: 'Tact may turn into flattery or indecision, and thoughts about love or money can go round and round without reaching a conclusion.',
        advice: 'Decide with your head what your heart is asking for, and then say it kindly.',
      },
    },
    venus: {
      blend: {
        text: 'With your Venus return, love, pleasure and your sense of value renew, and you may see clearly what you truly enjoy.',
        advice: 'Treat yourself to something beautiful, and recommit to the bonds and values that feel right.',
      },
      easy: {
        text: 'Your taste and charm are in good form, and pleasure, friendship and romance flow with little effort, as if your heart were in tune with itself.',
        advice: 'Plan a romantic outing, refresh your look, or buy one lovely thing that lasts.',
      },
      tense: {
        text: 'Love and values may be tested: you might want more than a relationship gives, or spend to fill a gap that money cannot fill.',
        advice: 'Ask what you truly value before you spend, and say honestly what you need from the people you love.',
      },
    },
    mars: {
      blend: {
        text: 'Venus sweetens your desire, so you may feel both more attractive and more attracted, and passion, flirting and creative energy flow more readily than usual.',
        advice: 'Follow the attraction with care, and put the spark into something creative or romantic.',
      },
      easy: {
        text: 'Love and drive cooperate, making a lively moment for flirtation, dating, creative projects and going after what you want with grace.',
        advice: 'Make the first move, in love or in art.',
      },
      tense: {
        text: 'Wanting and getting may not line up: attraction can tip into arguments, and the wish to please may wrestle with the wish to have your own way.',
        advice:
          'Work the tension out through exercise or creative work before it turns into a quarrel with someone you love.',
      },
    },
    jupiter: {
      blend: {
        text: 'Good things feel within reach: warmth, sociability and generosity expand, and you may want to celebrate, treat people or indulge a little more than usual.',
        advice: 'Celebrate with others, and keep an eye on how much you spend or eat.',
      },
      easy: {
        text: 'Warmth and good fortune move in step, so friendships, romance and creative pursuits may flourish and generosity flows both ways.',
        advice: 'Say yes to the invitation, and let people be generous to you.',
      },
      tense: {
        text: 'It is easy to overdo a good thing: extra spending, second helpings, or expecting a relationship to give more than anyone could.',
        advice: 'Decide your limit on spending and portions before the fun starts, then relax.',
      },
    },
    saturn: {
      blend: {
        text: 'Love turns serious: commitments are tested, loneliness may visit, and you see which relationships and values can bear weight.',
        advice: 'Show loyalty through action, and take stock of which bonds deserve your effort.',
      },
      easy: {
        text: 'Affection and commitment support each other, favouring steady relationships, careful plans with money and patient craftsmanship.',
        advice: 'Honour a commitment, and give time to the relationship or skill that grows with care.',
      },
      tense: {
        text: 'Love may feel restricted or cool, and money or obligations can strain relationships; a rejection or a lonely moment may sting.',
        advice: 'Be patient with yourself and others, and do not measure love only by what it gives back.',
      },
    },
    uranus: {
      blend: {
        text: 'Love takes a surprising turn: sudden attractions, unusual friendships or a craving for excitement may shake your habits.',
        advice: 'Enjoy the surprise, but wait before making big commitments on a sudden spark.',
      },
      easy: {
        text: 'Fresh excitement enters your social life, and unexpected meetings, creative experiments or new tastes may delight you.',
        advice: 'Say yes to an unusual invitation, or try something new in how you dress or create.',
      },
      tense: {
        text: 'Restlessness in love may surface: you might want more freedom, feel drawn to the unconventional, or see plans change abruptly.',
        advice: 'Give yourself and your partner some space, and steer clear of impulsive splurges.',
      },
    },
    neptune: {
      blend: {
        text: 'Romance turns dreamy and idealistic: you may feel deep compassion, artistic inspiration or a longing for a perfect love.',
        advice: 'Enjoy music, art or romance, but keep one foot on solid ground.',
      },
      easy: {
        text: 'Tender imagination and kindness flow together, lending grace to art, romance, spiritual practice and the gentle care of others.',
        advice: 'Create, dance or listen to music with someone you love.',
      },
      tense: {
        text: 'Love may feel confusing or disappointing, and you could idealise someone or give too much; money may also slip away unnoticed.',
        advice: 'Check the facts, and guard your money as carefully as your heart.',
      },
    },
    pluto: {
      blend: {
        text: 'Attraction runs deep and a little dangerous: a relationship may transform, desire grows powerful, and feelings you kept hidden may come to light.',
        advice: 'Be honest about what you want, and let go of jealousy or control.',
      },
      easy: {
        text: 'Intimacy can deepen without a struggle: you may feel more magnetic, and honest desire can renew a relationship or your relationship with money.',
        advice: 'Dig deeper into what you value, and let a bond become more intimate.',
      },
      tense: {
        text: 'Love and money can become battlegrounds: possessiveness, jealousy or a quiet power struggle may surface, and desire can turn compulsive.',
        advice: 'Notice when love turns into control, and choose honesty over manipulation.',
      },
    },
    ascendant: {
      blend: {
        text: 'You radiate charm: others find you appealing, and you may want to refresh your appearance or surround yourself with beauty.',
        advice: 'Buy the flowers, wear the colour you love, and accept the compliment.',
      },
      easy: {
        text: 'A pleasant manner and a relaxed face help you make friends and win goodwill, and people warm to you more quickly than usual.',
        advice: 'Go to the gathering, and let people enjoy your company.',
      },
      tense: {
        text: 'A partner may ask for compromise, and the wish to be liked can bend how you present yourself until it no longer feels like you.',
        advice: 'Be yourself rather than trying to charm everyone in the room.',
      },
    },
    midheaven: {
      blend: {
        text: 'Grace and good relations show in your working life: you may be liked by people who matter to your career, or drawn to work involving beauty or art.',
        advice: 'Let tact move your career forward, and give your work a touch of beauty.',
      },
      easy: {
        text: 'Goodwill at work comes easily: colleagues and superiors tend to respond to your tact, and a graceful touch may be noticed where effort alone went unseen.',
        advice: 'Thank those who helped you, and share a creative idea at work.',
      },
      tense: {
        text: 'The pull of pleasure or private life may compete with ambition, and charm alone may not win the approval you want at work.',
        advice: 'Back the charm with solid results, and protect some time for the life outside work.',
      },
    },
  },
  mars: {
    sun: {
      blend: {
        text: 'Mars fires up your whole self: energy, courage and ambition surge, and so do impatience and the readiness to fight for what you want.',
        advice: 'Pour the energy into a bold task or a hard workout rather than into a fight.',
      },
      easy: {
        text: 'Drive and confidence work together, so starting projects, competing or pushing forward comes with less friction and more stamina than usual.',
        advice: 'Launch the project, or enter the race you have been circling.',
      },
      tense: {
        text: 'Egos and tempers clash easily: you may feel pushed or challenged, and knocks and strains come more easily when you rush.',
        advice: 'Slow your pace, breathe, and pick only the battles worth your energy.',
      },
    },
    moon: {
      blend: {
        text: 'Heat gets under your skin: irritation, passion or fierce protectiveness stir at home, and your body feels restless and ready to do something.',
        advice: 'Clean, rearrange or repair something at home to let the tension out through your hands.',
      },
      easy: {
        text: 'Your feelings give you courage, making it easier to act on what you need, defend someone close, or fix what is broken at home.',
        advice: 'Tackle the home project, or stand up for a loved one who needs backing.',
      },
      tense: {
        text: 'Moods may flare and family tensions rise, and an old hurt can trigger anger or defensiveness out of proportion to the moment.',
        advice: 'Give yourself space before reacting, and talk once you feel calm again.',
      },
    },
    mercury: {
      blend: {
        text: 'Your tongue gets sharper and your patience shorter: you may cut through clutter brilliantly, or snap at someone who thinks more slowly than you.',
        advice: 'Use the edge on a debate, an edit or a stubborn problem, not on a person.',
      },
      easy: {
        text: 'Bold words and decisive thinking help you argue your case, negotiate firmly or solve a problem head-on.',
        advice: 'Make your case clearly and directly while your mind is this quick.',
      },
      tense: {
        text: 'Sharp words may cause friction, and haste in thought, speech or traffic can lead to slips and mistakes.',
        advice: 'Pause before replying, and double-check anything done in a hurry.',
      },
    },
    venus: {
      blend: {
        text: 'Desire wakes up: attraction is strong, romance turns exciting, and you may want to act on feelings you have been holding back.',
        advice: 'Show your interest openly, and enjoy the spark without pushing too hard.',
      },
      easy: {
        text: 'Passion and affection cooperate, lending warmth and nerve to romance, creativity and the pursuit of pleasure.',
        advice: 'Ask the person out, or throw yourself into a creative project with feeling.',
      },
      tense: {
        text: 'Desire and frustration mix: attraction may turn into arguments, and impatience with love or money can cause friction.',
        advice: 'Cool off before you say something hurtful to someone you love, and hold off on impulse buys.',
      },
    },
    mars: {
      blend: {
        text: 'This is your Mars return: your drive renews and a fresh cycle of effort begins, asking where you want to put your fight.',
        advice: 'Set one clear goal for the cycle ahead, and start working towards it with energy.',
      },
      easy: {
        text: 'Energy flows smoothly and effort feels rewarding, so physical activity, competition and hard work tend to go well.',
        advice: 'Train hard, compete, or push a project forward while the going is good.',
      },
      tense: {
        text: 'Your own drive seems to work against itself: impatience builds, plans stall, and conflict or blocked efforts test both temper and stamina.',
        advice: 'Choose one battle, pace yourself, and burn off anger through exercise.',
      },
    },
    jupiter: {
      blend: {
        text: 'Confidence and energy soar: you may feel bold, adventurous and eager to take on big challenges, and sometimes more than you can carry.',
        advice: 'Go for the big opportunity, but keep your plans grounded in what you can do.',
      },
      easy: {
        text: 'Drive and luck meet, favouring ambitious moves, sport, travel and any venture that needs both nerve and faith.',
        advice: 'Act on your vision: start the venture or the journey you believe in.',
      },
      tense: {
        text: 'Overconfidence and overreach tempt you: you may take on too much, push too hard or clash with others over beliefs.',
        advice: 'Pick one goal worth the effort and give it everything; let the rest wait.',
      },
    },
    saturn: {
      blend: {
        text: 'Energy meets duty head-on: effort feels heavy and progress slow, yet disciplined, patient work can achieve what speed cannot.',
        advice: 'Work steadily and patiently; persistence gets further than force.',
      },
      easy: {
        text: 'Disciplined energy lets you work hard and build steadily, with the stamina to turn effort into something solid.',
        advice: 'Tackle the demanding task that needs both strength and patience.',
      },
      tense: {
        text: 'It can feel like driving with the brakes on: anger builds against rules, delays or people in charge, and pushing harder only tires you.',
        advice: 'Stop forcing the locked door; look for the side entrance, and rest your body.',
      },
    },
    uranus: {
      blend: {
        text: 'A jolt of rebellious energy runs through you: you may act on impulse, crave freedom at almost any price, or meet surprises that demand a quick response.',
        advice: 'Channel the restlessness into something new, but take no rash physical risks.',
      },
      easy: {
        text: 'Inventive energy helps you break free of a rut, try something daring, or act swiftly on a new idea.',
        advice: 'Try a new sport or method, or make the bold change you have been planning.',
      },
      tense: {
        text: 'Nerves run taut and tempers short: a sudden disruption or an impulsive move can cause a mishap, especially when you hurry or take shortcuts.',
        advice: 'Handle tools and traffic with care, and pause before you break anything off.',
      },
    },
    neptune: {
      blend: {
        text: 'Your drive goes soft at the edges: you may feel inspired to act for an ideal, yet energy dips and your own motives grow hard to read.',
        advice: 'Act for a cause you believe in, and rest when your energy drops.',
      },
      easy: {
        text: 'Inspired action flows, favouring creative work, dance, swimming or helping others without fanfare.',
        advice: 'Put your energy into art, movement or service.',
      },
      tense: {
        text: 'Energy may leak away for no clear reason, and frustration can grow from confusion, hidden agendas or fighting for something you are unsure of.',
        advice: 'Clarify your intentions, check the facts, and do not force things.',
      },
    },
    pluto: {
      blend: {
        text: 'A fierce, focused power rises in you: you may feel compelled to act, confront or change something completely, with an intensity that can surprise others.',
        advice: 'Use the power on a task that needs it, and stay out of power struggles.',
      },
      easy: {
        text: 'A deep, quiet determination becomes available, strong enough to clear an old obstacle or finish something others gave up on.',
        advice: 'Take on the deep work that others avoid, and see it through.',
      },
      tense: {
        text: 'Power struggles may erupt, and anger or a compulsive need to win can push you into confrontations or risks you would normally avoid.',
        advice: 'Step back from the fight, and ask whether winning it is worth what it costs.',
      },
    },
    ascendant: {
      blend: {
        text: 'Energy runs through the body and into how you come across: others notice your drive, and you may start something bold or act on impulse.',
        advice: 'Start the personal project, exercise vigorously, and watch your temper.',
      },
      easy: {
        text: 'You carry yourself with more confidence and vigour, which makes it easy to take the initiative, lead or throw yourself into physical activity.',
        advice: 'Take the lead, and move your body in a way that feels good.',
      },
      tense: {
        text: 'Others may push back against you, and conflict or physical strain become likelier if you force your way through.',
        advice: 'Stand your ground calmly, and rest when your body asks.',
      },
    },
    midheaven: {
      blend: {
        text: 'Ambition heats up: you may push hard for a goal at work, take on a demanding challenge, or clash with someone in authority.',
        advice: 'Go after the goal, but choose your battles with superiors.',
      },
      easy: {
        text: 'Drive supports your career, making it easier to take the initiative, compete for a role or show leadership.',
        advice: 'Take on a leading role, or pitch your plan to the people in charge.',
      },
      tense: {
        text: 'Pressure at work and at home may rise together, and frustration grows when your efforts meet resistance from above.',
        advice: 'Do not force a confrontation; plan your next move carefully.',
      },
    },
  },
};
