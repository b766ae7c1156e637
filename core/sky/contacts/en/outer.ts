import type { OuterContacts } from '../../contacts';

/** The English readings of the slow planets' contacts (Jupiter to Pluto) with each natal point, by kind of aspect. */
export const OUTER: OuterContacts = {
  jupiter: {
    sun: {
      blend: {
        text: 'Life tends to open outward when Jupiter reaches the core of who you are: confidence returns, people notice you, and the main risk is promising more than you can deliver.',
        advice: 'Take the opening that fits who you are becoming, and keep your promises to a size you can honour.',
      },
      easy: {
        text: 'A generous current runs under your plans, so that you feel more like yourself and luck tends to meet your effort halfway; a modest step can grow further than expected.',
        advice: 'Make the request or send the application you have been putting off while the climate is friendly.',
      },
      tense: {
        text: 'You may feel bigger than your circumstances and hungry for more room, and pride or restlessness can lead you into commitments that look grand but stretch you thin.',
        advice: 'Grow in the direction you care about most, and let the flattering extras pass.',
      },
    },
    moon: {
      blend: {
        text: 'The heart opens wide: feelings run warm and generous, the household may grow or fill with people, and you need more comfort and space than usual.',
        advice: 'Make your home more welcoming, and let others care for you as freely as you care for them.',
      },
      easy: {
        text: 'Emotional ease comes more readily while this contact lasts; family ties soften, old hurts look smaller, and giving and receiving comfort feels natural rather than effortful.',
        advice: 'Invite the people you love round, or warm up a family tie that has gone quiet.',
      },
      tense: {
        text: 'Feelings swell past their banks: you may soothe yourself with food, shopping or other people’s problems, and home can feel too small or too crowded for what you need.',
        advice: 'When you reach for more to calm a mood, pause and give the feeling itself some room.',
      },
    },
    mercury: {
      blend: {
        text: 'Ideas multiply and your mind reaches further than usual, so study, writing, teaching or a single big conversation may open a door, though details can slip while the vision grows.',
        advice: 'Start the course, the proposal or the manuscript, and keep a notebook for the details you might skip.',
      },
      easy: {
        text: 'Words come easily and people are inclined to listen; your thinking has breadth and good humour, fertile ground for learning, publishing, negotiating or planning a journey.',
        advice: 'Put your idea into words for someone who can help it travel further.',
      },
      tense: {
        text: 'The big picture can crowd out the small print: you may say too much, agree too readily or believe a plan before checking it, and opinions can harden into sermons.',
        advice: 'Check the details twice, and argue for your view without needing to win.',
      },
    },
    venus: {
      blend: {
        text: 'Jupiter on Venus is among the sweetest contacts there are: affection and pleasure expand, love or friendship can deepen, and beauty, art and good company seem easier to find.',
        advice: 'Enjoy it openly, and let generosity in love include saying clearly what you want.',
      },
      easy: {
        text: 'Warmth passes easily between you and other people; relationships feel kinder, creative work has charm, and small pleasures multiply with little effort on your part.',
        advice: 'Accept the invitations, and make something lovely out of the goodwill around you.',
      },
      tense: {
        text: 'The wish for more love and pleasure is genuine, but appetite may outrun judgement, and overspending, overindulging or idealising a person or a bargain are the usual traps.',
        advice: 'Before choosing the lavish option, ask whether it fits the life you actually value.',
      },
    },
    mars: {
      blend: {
        text: 'Courage and appetite for action rise as Jupiter fires up your drive: ambitious projects feel possible and the body has energy to spare, so long as boldness is not mistaken for invincibility.',
        advice: 'Start the venture that needs nerve, and train your body to keep pace with your plans.',
      },
      easy: {
        text: 'Effort tends to find its reward: you act with confidence and a good sense of timing, and sport, enterprise or a bold initiative can move forward with less friction.',
        advice: 'Put your energy behind a single concrete goal and let the momentum carry part of the load.',
      },
      tense: {
        text: 'Confidence and energy run high, and so does the pull to take on too much; overconfidence, haste and physical strain are the risks when every battle looks worth fighting.',
        advice: 'Choose one ambitious thing and give it full strength; say no to the second and the third.',
      },
    },
    jupiter: {
      blend: {
        text: 'This is your Jupiter return, the start of a new cycle of growth: faith in the future revives, and what you choose to learn, believe or explore can set the tone for what follows.',
        advice: 'Name what you want to grow into next, and take a real step towards it.',
      },
      easy: {
        text: 'Jupiter in easy aspect to its own place marks a helpful stage of its cycle, when opportunities line up with what you believe and growth feels natural rather than forced.',
        advice: 'Say yes to the teacher, the journey or the study that has been calling you.',
      },
      tense: {
        text: 'At this turn of the Jupiter cycle, the hopes you planted at its last return meet reality: some have outlived their use, while others ask for a bigger commitment than you expected.',
        advice: 'Review your ambitions honestly, drop the ones you have outgrown and put more into the rest.',
      },
    },
    saturn: {
      blend: {
        text: 'Hope lends patience a hand: old fears and limits loosen a little, solid plans find room to grow, and work you did quietly and carefully can finally be recognised.',
        advice: 'Expand a long-term project step by step, and let people see the progress.',
      },
      easy: {
        text: 'Growth and discipline cooperate, so realistic plans find backing, people in authority tend to be helpful, and steady effort opens doors that once seemed shut.',
        advice: 'Present your most carefully built plan to the people who can support it.',
      },
      tense: {
        text: 'Optimism and caution pull against each other: you may swing between wanting to expand and fearing you are not ready, or chafe against rules and the people who enforce them.',
        advice: 'Expand only where the foundations can bear the weight, and let the rest wait its turn.',
      },
    },
    uranus: {
      blend: {
        text: 'Jupiter wakes your hunger for freedom: a sudden chance or a flash of insight may arrive, and a leap that once felt impossible can look easy and exciting.',
        advice: 'Try the unconventional path in a form you can step back from if it proves wrong.',
      },
      easy: {
        text: 'Lucky surprises and original ideas come more readily; innovation, travel, technology or unusual friends can open a door, and change feels like adventure rather than threat.',
        advice: 'Follow the odd idea or the unexpected invitation and see where it leads.',
      },
      tense: {
        text: 'Restlessness can get the upper hand, tempting you to throw everything over for something new when a smaller, well-chosen change would free you just as well.',
        advice: 'Change the thing that truly confines you rather than tearing up the whole arrangement.',
      },
    },
    neptune: {
      blend: {
        text: 'Dreams and compassion swell: spiritual life, art, music or service may open wide, though the line between inspiration and wishful thinking becomes faint.',
        advice: 'Give your imagination a real outlet, and check any offer that sounds too good against the facts.',
      },
      easy: {
        text: 'Intuition and kindness flow freely; creative, spiritual or charitable work can bring genuine joy, and a sense of grace may make hard things feel lighter.',
        advice: 'Make time for art, prayer, meditation or helping others, whichever feeds your spirit.',
      },
      tense: {
        text: 'Ideals may inflate beyond what life can hold, so you might trust too readily, give too much or chase a mirage while important choices blur.',
        advice: 'Stay generous, but put agreements in writing and sleep on any offer that sounds perfect.',
      },
    },
    pluto: {
      blend: {
        text: 'Jupiter magnifies your ambition and your depth, and the drive to gain influence, get to the root of things or transform your situation can be strong and productive.',
        advice:
          'Aim your intensity at a goal that matters, and use influence to strengthen people rather than control them.',
      },
      easy: {
        text: 'Inner strength finds outward expression: research, shared resources or a deep personal change can prosper, and you may discover more power than you thought you had.',
        advice: 'Take on the deep work you have been avoiding; the reserves for it are there.',
      },
      tense: {
        text: 'Ambition may turn into a contest of wills, as you or others push too hard, want too much, or make a power question out of a difference of belief.',
        advice: 'Pursue what you want openly, and drop the need to convert or defeat anyone.',
      },
    },
    ascendant: {
      blend: {
        text: 'Jupiter crossing your Ascendant brightens the way you come across: you may look and feel more expansive, meet more people and find a fresh start easier to make.',
        advice: 'Introduce yourself where you want to grow, and watch any habit of excess with good humour.',
      },
      easy: {
        text: 'You meet the world with more ease and warmth; first impressions go well, your presence reassures people, and a new beginning finds friendly support.',
        advice: 'Turn up in person for the meeting, the audition or the new circle you have in mind.',
      },
      tense: {
        text: 'Other people’s offers and expectations may pull you in many directions, or you may overplay yourself, and partnerships can grow faster than your sense of who you are.',
        advice: 'Agree to partnerships that match your values, and decline the ones that merely flatter.',
      },
    },
    midheaven: {
      blend: {
        text: 'Jupiter at the top of your chart favours career and public life: recognition, promotion or a broader vocation can come within reach if you step into view.',
        advice: 'Put yourself forward for the role or project that matches your larger ambitions.',
      },
      easy: {
        text: 'Your standing tends to grow through goodwill, as mentors, timely openings and a reputation for competence support the direction you want your life to take.',
        advice: 'Let the people who respect your work know what you are aiming for next.',
      },
      tense: {
        text: 'Career ambitions and private life may compete for room, or you may aim higher than your preparation allows; success is possible but easily stretched past what you can sustain.',
        advice: 'Choose growth at work that leaves room for home, and prepare thoroughly before you pitch.',
      },
    },
  },
  saturn: {
    sun: {
      blend: {
        text: 'Saturn asks you to become the author of your own life: energy may run lower and duties heavier, yet this is where character and real authority are built.',
        advice: 'Commit to what you are truly willing to work for, and rest more than pride allows.',
      },
      easy: {
        text: 'Steady effort tends to be rewarded: you see yourself realistically, carry responsibility with less strain, and can give lasting shape to a goal that matters to you.',
        advice: 'Build the structure under your plans: a schedule, a skill, a commitment you can keep.',
      },
      tense: {
        text: 'Obstacles, fatigue or demanding people may make you question your worth and your direction, and whatever survives this pressure is what truly belongs to you.',
        advice: 'Cut back to essentials, keep a steady pace, and stop measuring yourself against others.',
      },
    },
    moon: {
      blend: {
        text: 'Feelings turn sober and private while Saturn sits on your Moon; you may feel lonely, tired or responsible for family, but a firmer home base and emotional maturity can grow from it.',
        advice: 'Guard your sleep and your meals, and ask for support rather than carrying everything alone.',
      },
      easy: {
        text: 'Emotional steadiness is within reach: family matters can be put on a sound footing, and caring for others no longer has to mean losing yourself.',
        advice: 'Make a practical improvement at home, or settle a family arrangement that has been shaky.',
      },
      tense: {
        text: 'Duty and feeling collide, as work, obligations or a relative weigh on you and moods sink under the sense that your own needs come last.',
        advice: 'Name a need you have been ignoring, and give it a fixed place in your routine.',
      },
    },
    mercury: {
      blend: {
        text: 'The mind slows and focuses: thoughts turn serious, sometimes gloomy, yet this is excellent weather for study, writing, contracts and any task that needs precision.',
        advice: 'Take on the demanding mental task, and do not trust a bleak thought just because it sounds rational.',
      },
      easy: {
        text: 'Your thinking gains discipline and clarity, so careful planning, exams, negotiations and detailed work tend to go well, and your words are more likely to carry weight.',
        advice: 'Tackle the paperwork, the plan or the study you have postponed, a section at a time.',
      },
      tense: {
        text: 'Communication may feel blocked or heavy; delays, criticism or doubts about your own ideas can wear you down, and decisions seem harder than they are.',
        advice: 'Write things out, check the facts calmly, and decide on what you know rather than what you fear.',
      },
    },
    venus: {
      blend: {
        text: 'Saturn on Venus asks what your love and your values are made of: relationships are tested for substance, loneliness may surface, and commitment or an honest reckoning tends to follow.',
        advice: 'Honour the bonds that are real, and stop investing in affection that is not returned.',
      },
      easy: {
        text: 'Love and loyalty settle into something durable; a relationship may be made formal, friendships prove themselves, and your taste grows more refined and discerning.',
        advice: 'Make a commitment you have thought through, or give patient hours to a craft you love.',
      },
      tense: {
        text: 'You may feel unloved, restricted or undervalued, as a relationship strains under duty or distance and money or pleasure seem scarcer than you would like.',
        advice: 'Talk honestly about what each of you can give, and find pleasures that cost little.',
      },
    },
    mars: {
      blend: {
        text: 'Saturn puts the brakes on impulse: frustration may build and every effort can feel like pushing uphill, yet disciplined energy is capable of hard, lasting achievements.',
        advice:
          'Channel your drive into steady training or a demanding task, and avoid reckless risks while you are tired.',
      },
      easy: {
        text: 'Drive and discipline work together, giving you stamina for long projects, physical training or hard work, and controlled effort tends to produce concrete results.',
        advice: 'Set a demanding goal and pace yourself to reach it methodically.',
      },
      tense: {
        text: 'Anger may simmer as your efforts meet resistance; blocked plans, clashes with authority or plain fatigue can make you want to force things.',
        advice: 'Avoid needless confrontations, and put the frustration into physical work that tires you well.',
      },
    },
    jupiter: {
      blend: {
        text: 'Your beliefs and plans are weighed and measured: hopes without foundations tend to fade, while those worth keeping can be built into something real and lasting.',
        advice: 'Keep the ambition that survives a sober look, and draw up a plan for it.',
      },
      easy: {
        text: 'Patience gives your hopes a backbone: growth comes through consolidation, and a realistic plan for study, travel or expansion can take shape under good judgement.',
        advice: 'Turn a broad hope into a practical plan with clear steps.',
      },
      tense: {
        text: 'Expansion meets a wall: opportunities may stall, beliefs feel tested, or limited resources force you to choose where you really want to grow.',
        advice: 'Prune your commitments so that the promising ones get the support they need.',
      },
    },
    saturn: {
      blend: {
        text: 'This is your Saturn return, a threshold into fuller adulthood: what is not truly yours tends to fall away, responsibilities become real, and the life you build rests on your own choices.',
        advice: 'Decide what you are willing to be responsible for, and let go of the rest without guilt.',
      },
      easy: {
        text: 'The effort you have put in since Saturn last tested you starts to hold, and maturity feels earned rather than imposed.',
        advice: 'Consolidate what you have built, and take on a realistic responsibility that suits you.',
      },
      tense: {
        text: 'This is one of Saturn’s checkpoints: what you have built since the last one is tested, and whatever has grown hollow asks to be rebuilt.',
        advice: 'Review your commitments honestly, and repair the foundations before adding anything new.',
      },
    },
    uranus: {
      blend: {
        text: 'Your urge for freedom meets the voice of reality: change may have to take a practical form, or a structure you rely on asks for reform rather than revolt.',
        advice: 'Give your independence a solid plan, and change the rules you live by step by step.',
      },
      easy: {
        text: 'Change arrives in an orderly way, so you can introduce reforms without chaos and turn an original idea into something that works and lasts.',
        advice: 'Carry out the reform you have in mind through careful planning rather than a sudden break.',
      },
      tense: {
        text: 'This is the classic pull between duty and the urge to break free: obligations hem you in while something in you demands change, and nerves can fray.',
        advice: 'Choose a real change you can carry through inside your commitments, rather than a reckless exit.',
      },
    },
    neptune: {
      blend: {
        text: 'Dreams come down to earth: ideals that cannot survive reality may dissolve, while a vision worth keeping can take practical shape, though disillusion sometimes comes first.',
        advice: 'Give your dream a structure: a schedule, a practice, a modest step.',
      },
      easy: {
        text: 'Imagination finds discipline here, and creative, spiritual or compassionate work can take lasting form without losing its magic.',
        advice: 'Set aside regular time for the art, practice or cause that inspires you.',
      },
      tense: {
        text: 'Reality and illusion rub against each other; a dream may meet hard facts, and vague fears or a sense of being drained can sap your resolve.',
        advice: 'Separate what you can control from what you cannot, and deal thoroughly with the part in your hands.',
      },
    },
    pluto: {
      blend: {
        text: 'This is serious, deep work: questions of power, control and old fear come to the surface, and lasting change grows from endurance rather than force.',
        advice: 'Face the hard situation patiently, and rebuild what has broken rather than forcing it.',
      },
      easy: {
        text: 'Quiet, concentrated effort lets you reorganise something fundamental in your life, and patience becomes a real source of influence.',
        advice: 'Begin the difficult structural change you have been weighing, and proceed methodically.',
      },
      tense: {
        text: 'Pressure from authority, institutions or circumstance may draw you into a struggle over control, and something that has had its time may need to end.',
        advice: 'Let go of what cannot be saved, and keep your strength for rebuilding with patience.',
      },
    },
    ascendant: {
      blend: {
        text: 'Saturn crossing your Ascendant asks you to redefine yourself: you may look and feel more serious, tired or reserved, and a sober new chapter of personal responsibility can begin.',
        advice: 'Look after your body with regular habits, and present yourself as the person you mean to become.',
      },
      easy: {
        text: 'You come across as capable and reliable; others trust your judgement, and steady self-discipline helps you make a new start on solid ground.',
        advice: 'Accept a responsibility that shows what you are capable of.',
      },
      tense: {
        text: 'Partners and other people’s demands may weigh on you, and you may feel judged or limited in how you show yourself while commitment and honesty are tested.',
        advice: 'Set clear terms with the people you work or live with, and keep them yourself.',
      },
    },
    midheaven: {
      blend: {
        text: 'Saturn reaching the top of your chart marks a peak of responsibility in public life: recognition for past work, more authority or heavier duties, and a reckoning with your ambitions.',
        advice: 'Accept the responsibility that matches your vocation, and let go of roles that no longer fit.',
      },
      easy: {
        text: 'Your work gains structure and credibility, and steady progress, respect from superiors and a clearer professional direction can come from patient, competent effort.',
        advice: 'Strengthen your professional foundation: qualifications, reputation and reliable results.',
      },
      tense: {
        text: 'Career and home may pull against each other, or your professional path meets delays and demands, so that what you have built is tested and asks for adjustment.',
        advice: 'Decide what you are truly building, and drop the obligations that serve nothing in it.',
      },
    },
  },
  uranus: {
    sun: {
      blend: {
        text: 'Uranus wakes you up to yourself: sudden change, a longing for freedom and a truer way of living may break through routines you had taken for granted.',
        advice: 'Let yourself change, but keep the ties and resources that give you somewhere to land.',
      },
      easy: {
        text: 'You feel freer and more original; new people, ideas or circumstances invite you to be more yourself, and change tends to feel exciting rather than frightening.',
        advice: 'Try the new approach, course or place that makes you feel most alive.',
      },
      tense: {
        text: 'Restlessness and sudden events may shake your sense of direction, as work, relationships or circumstances shift unexpectedly and you rebel against whatever confines you.',
        advice: 'Make room for change in small, deliberate steps rather than waiting for something to snap.',
      },
    },
    moon: {
      blend: {
        text: 'Your emotional life is stirred awake: moods may swing, home or family arrangements can change suddenly, and you may crave more space than those close to you expect.',
        advice: 'Let your home life shift if it needs to, and keep a few steadying rituals.',
      },
      easy: {
        text: 'Fresh air enters your emotional life; you may move, rearrange your home, meet unusual people or outgrow an old pattern without much upheaval.',
        advice: 'Rearrange your space or your routine in a way that feels freeing.',
      },
      tense: {
        text: 'Nervous tension and sudden shifts of mood may unsettle you, home or the body’s rhythms can be disrupted, and a need for independence may clash with closeness.',
        advice: 'Keep a calm routine for sleep and meals, and talk about your need for space before it erupts.',
      },
    },
    mercury: {
      blend: {
        text: 'Insights arrive like lightning: new interests and unusual ideas flash in, and your opinions may change faster than the people around you can follow.',
        advice: 'Write down the flashes of insight, and test them before announcing them.',
      },
      easy: {
        text: 'Your mind grows quick and inventive; technology, new subjects or unusual conversations open your thinking, and solutions can come out of nowhere.',
        advice: 'Learn the new skill or tool that has caught your curiosity.',
      },
      tense: {
        text: 'Nerves and thoughts may race ahead of you, and impulsive words, sudden changes of plan or scattered attention can lead to mistakes or quarrels.',
        advice: 'Slow down before you reply or decide, and give an overactive mind physical outlets.',
      },
    },
    venus: {
      blend: {
        text: 'Surprise enters love and taste: a sudden attraction, a change in a relationship or a new sense of what you value may arrive without warning.',
        advice: 'Make room for freedom in your relationships without throwing away what is precious.',
      },
      easy: {
        text: 'Love and friendship gain a spark; unexpected meetings, a new style or creative experiments can refresh your pleasures without unsettling what matters.',
        advice: 'Do something new with the person you love, or try a fresh creative approach.',
      },
      tense: {
        text: 'A relationship may feel stifling or unpredictable, attraction can flare and vanish, and impulsive choices in love or spending are tempting.',
        advice: 'Give love more air rather than ending it in a moment of restlessness.',
      },
    },
    mars: {
      blend: {
        text: 'Your energy is electrically charged: impatience, sudden action and a hunger for independence run strong, and accidents or quarrels become likelier whenever you rush.',
        advice: 'Take extra care with tools, traffic and tempers, and give the surplus energy a healthy outlet.',
      },
      easy: {
        text: 'Courage and inventiveness meet, so you can act quickly, take a daring new step or break a stalemate with a fresh approach.',
        advice: 'Act on the original idea you have been hesitating about.',
      },
      tense: {
        text: 'Frustration may build and then explode; sudden conflicts, reckless moves or a rebellion against constraints can cost you more than patience would.',
        advice: 'Move your body regularly, and think twice before breaking with anyone.',
      },
    },
    jupiter: {
      blend: {
        text: 'Uranus on your Jupiter can fling a door open: a new belief, an unexpected journey or an opportunity from nowhere may widen your world at a stroke.',
        advice: 'Say yes to the unusual opportunity, keeping enough in reserve to change course.',
      },
      easy: {
        text: 'Luck can come through the unexpected: original thinking, travel or new networks may open doors, and your outlook grows broader and freer.',
        advice: 'Explore the unfamiliar field or circle that excites you.',
      },
      tense: {
        text: 'Restless hope may lead to sudden leaps, so you throw yourself at new ventures or beliefs too quickly, or find carefully laid plans upended.',
        advice: 'Test a new direction on a small scale before you commit everything to it.',
      },
    },
    saturn: {
      blend: {
        text: 'Rules, roles and responsibilities that felt fixed may be overturned as Uranus meets your Saturn, and you can feel freed and destabilised, often both at once.',
        advice: 'Keep the foundations that still serve you, and rebuild the rest around who you are becoming.',
      },
      easy: {
        text: 'Old structures can be modernised without being torn down, and reforms at work or at home tend to proceed smoothly.',
        advice: 'Update an old structure in your life in a way that frees you.',
      },
      tense: {
        text: 'The struggle between old and new sharpens: responsibilities may feel like a cage, or sudden events shake your security and push you towards a reform long postponed.',
        advice: 'Loosen the constraint that chafes most, through negotiation rather than revolt.',
      },
    },
    uranus: {
      blend: {
        text: 'This is the Uranus return: the planet completes its whole circle around your chart, a rare turning that invites you to be freely and fully yourself at last.',
        advice: 'Do the thing you have long wanted to try, in your own way.',
      },
      easy: {
        text: 'On this friendly turn of the Uranus cycle, independence grows without a fight, and becoming more yourself meets less resistance than usual.',
        advice: 'Follow your curiosity towards a change that feels like growth rather than escape.',
      },
      tense: {
        text: 'This is a turning point of the Uranus cycle, most famously the mid-life opposition, when the life you built and the life you did not live ask to be reconciled.',
        advice: 'Make room for the neglected part of yourself without wrecking what you value.',
      },
    },
    neptune: {
      blend: {
        text: 'Ideals and intuition wake up, and a spiritual insight, a burst of artistic inspiration or a sudden disillusion may change what you believe in.',
        advice: 'Follow the new inspiration, but ground it in practice and good sense.',
      },
      easy: {
        text: 'New spiritual or creative paths open up, and you may see your ideals in a freer, more inventive light than before.',
        advice: 'Try the practice, class or teacher that speaks to you.',
      },
      tense: {
        text: 'Confusion and sudden change may unsettle your ideals; an illusion can break abruptly, or restlessness makes you chase escape rather than meaning.',
        advice: 'Keep a grounded routine while your beliefs reorganise, and avoid dramatic leaps of faith.',
      },
    },
    pluto: {
      blend: {
        text: 'With Uranus on your Pluto, buried tensions may break through without warning, and a transformation that has been quietly brewing becomes impossible to ignore.',
        advice: 'Let go of what is breaking apart, and direct the released energy into rebuilding.',
      },
      easy: {
        text: 'Transformation can come with less drama: you find the courage to change something fundamental, and inner power surfaces through insight and a new sense of freedom.',
        advice: 'Make the deep change you have been preparing for, on your own terms.',
      },
      tense: {
        text: 'Upheavals may erupt suddenly, what you tried to control can slip away, and a crisis may force a change you have been resisting.',
        advice: 'Stay flexible, accept what you cannot control, and look for the freedom inside the disruption.',
      },
    },
    ascendant: {
      blend: {
        text: 'Uranus crossing your Ascendant can change how you look, live and present yourself; you may break with an old image, move, or start a radically new phase.',
        advice: 'Experiment with your image and way of life, but keep your essential commitments.',
      },
      easy: {
        text: 'There is something fresh and original in the way you appear: new people and circumstances enter your life, and reinventing yourself comes smoothly.',
        advice: 'Try a new look, a new place or a new way of meeting people.',
      },
      tense: {
        text: 'Relationships and self-image may be shaken, as a partner asks for more freedom or you suddenly want out of a role that no longer fits.',
        advice: 'Talk openly about the changes you need before they come out as a break.',
      },
    },
    midheaven: {
      blend: {
        text: 'Your career may be turned upside down as Uranus crosses your Midheaven, and a sudden change of job, direction or public image may open the way to a truer vocation.',
        advice: 'Explore the unconventional career move, but build a safety net before you jump.',
      },
      easy: {
        text: 'Freedom and innovation appeal in your working life; new fields, technology or independent work may beckon, and changes tend to go smoothly.',
        advice: 'Pursue the professional change that lets you use your originality.',
      },
      tense: {
        text: 'Sudden changes at work or in your public position may unsettle you, and the need for freedom can clash with career or family demands.',
        advice: 'Stay flexible at work, and go after the change you want rather than waiting for the one you fear.',
      },
    },
  },
  neptune: {
    sun: {
      blend: {
        text: 'The edges of who you are soften under Neptune: ambitions may blur and energy dip, while compassion, imagination or a spiritual longing quietly take the place of clear goals.',
        advice: 'Follow what inspires you, and keep the routines and trusted people that help you stay grounded.',
      },
      easy: {
        text: 'Imagination and sensitivity grow; creative, spiritual or caring work feels natural, and meaning tends to arrive through quieter, gentler ways of living.',
        advice: 'Give time to art, music, reflection or service that makes you feel connected.',
      },
      tense: {
        text: 'Confusion about direction or identity may set in: you may feel drained, misunderstood or misled, and it can be hard to tell what you really want.',
        advice: 'Postpone big decisions until the fog lifts, and check the facts before you trust.',
      },
    },
    moon: {
      blend: {
        text: 'You may become exceptionally sensitive, as feelings dissolve their usual boundaries, dreams grow vivid, and home or family call on your compassion.',
        advice: 'Protect your energy, rest more, and let your empathy include yourself.',
      },
      easy: {
        text: 'Emotional intuition deepens: you feel more connected to the people you love, to home and to something beyond yourself, and creativity flows straight from feeling.',
        advice: 'Make your home a peaceful refuge, and let your feelings flow into something creative.',
      },
      tense: {
        text: 'Vague moods, escapism or confusion at home may creep in; you may absorb other people’s emotions or idealise someone close, and nothing feels quite solid.',
        advice: 'Keep clear boundaries, reliable routines and sober habits while your feelings are this porous.',
      },
    },
    mercury: {
      blend: {
        text: 'Your mind turns porous and imaginative: poetry, music and intuition thrive, but facts, plans and agreements may blur at the edges.',
        advice: 'Write agreements down and reread important messages, and give your imagination a creative outlet.',
      },
      easy: {
        text: 'Thinking becomes intuitive and poetic, so creative writing, music, languages or spiritual study may flourish, and you hear what is left unsaid.',
        advice: 'Use your gift for listening and for imaginative words in writing, art or conversation.',
      },
      tense: {
        text: 'Misunderstandings, forgetfulness or deception may cloud communication, and decisions can rest on hopes rather than facts.',
        advice: 'Verify details, ask direct questions, and hold off on signing anything unclear.',
      },
    },
    venus: {
      blend: {
        text: 'Love turns romantic and idealistic with Neptune on your Venus: you may fall deeply for someone or something and see beauty everywhere, though illusions can follow close behind.',
        advice: 'Enjoy the romance and the art, and take the time to see people as they really are.',
      },
      easy: {
        text: 'Love and art gain depth; compassion, romance and creative inspiration flow, and relationships can feel tender and spiritually nourishing.',
        advice: 'Make something beautiful, or show tenderness to someone who needs it.',
      },
      tense: {
        text: 'Love can become confusing, as disappointment, self-sacrifice or idealising the wrong person tempt you, and money can slip through your fingers.',
        advice: 'Look honestly at what you are being offered, and keep a clear eye on money and promises.',
      },
    },
    mars: {
      blend: {
        text: 'Drive may drain away or change course: energy feels diffuse, yet courage in the service of an ideal, an art or someone in need can be truly inspired.',
        advice: 'Put your energy into a cause or creative work, and rest when tiredness sets in.',
      },
      easy: {
        text: 'Effort feels lighter when it serves something you believe in; swimming, dancing or any graceful movement comes naturally, and you can work by instinct.',
        advice: 'Choose activities where energy and imagination meet: dance, music, service or creative sport.',
      },
      tense: {
        text: 'Motivation may leak away, anger can turn inward, and your actions may be undermined by confusion or by opposition you cannot quite see.',
        advice: 'Set modest, clear goals, and act on verified information rather than hunches.',
      },
    },
    jupiter: {
      blend: {
        text: 'Faith and idealism swell as Neptune meets your Jupiter: spiritual longing, generosity and visions of a better world grow, along with a risk of unrealistic hopes.',
        advice: 'Follow the spiritual or charitable path, but keep your commitments realistic.',
      },
      easy: {
        text: 'Belief and imagination support each other, and spiritual study, charity, travel or art can bring meaning and a gentle sense of blessing.',
        advice: 'Explore a philosophy, practice or cause that widens your compassion.',
      },
      tense: {
        text: 'Overconfidence and idealism may blur judgement: grand plans or beliefs can turn out to be illusions, and your generosity may be exploited.',
        advice: 'Check the details of any grand offer, and give only what you can afford.',
      },
    },
    saturn: {
      blend: {
        text: 'Old structures loosen under Neptune: rules, roles and fears may dissolve, leaving uncertainty but also room for a more compassionate kind of responsibility.',
        advice: 'Let outdated obligations fade, and rebuild structure around what feels meaningful.',
      },
      easy: {
        text: 'A vision can be given practical form, and compassion softens the way you carry your responsibilities.',
        advice: 'Give a spiritual or creative goal a realistic schedule.',
      },
      tense: {
        text: 'The ground may seem to soften under your feet: duties blur, authority feels shaky, and fear or confusion can undermine your confidence.',
        advice: 'Focus on a few solid things you can control, and accept uncertainty elsewhere.',
      },
    },
    uranus: {
      blend: {
        text: 'Intuition blends with originality, and sudden spiritual insights or unusual ideals may change how you see freedom and the future.',
        advice: 'Welcome the new vision, but test it against ordinary life.',
      },
      easy: {
        text: 'Insight and inspiration flow; spiritual, technological or artistic innovation appeals, and intuition can guide your need for change.',
        advice: 'Follow the intuitive hunch that points towards a freer life.',
      },
      tense: {
        text: 'Ideals and the urge for change may tangle: you may chase a vision that is not grounded, or feel unsettled without knowing why.',
        advice: 'Keep your feet on the ground, and let ideas mature before acting on them.',
      },
    },
    neptune: {
      blend: {
        text: 'Neptune on its own place heightens everything it stands for in you: longing, imagination and a sense of something larger, with little to hold them to earth.',
        advice: 'Give your sensitivity a safe form: art, prayer, nature, quiet.',
      },
      easy: {
        text: 'Intuition matures quietly at this gentle turn of the Neptune cycle, and ideals you once only dreamed of can begin to be lived.',
        advice: 'Make room for the spiritual or creative life that has been waiting for you.',
      },
      tense: {
        text: 'Old dreams may lose their shine at this turn of the Neptune cycle, best known as a mark of mid-life, before a truer sense of meaning can form.',
        advice: 'Mourn the dream that has faded, and listen quietly for the one taking its place.',
      },
    },
    pluto: {
      blend: {
        text: 'Neptune touches your depths: buried longings, spiritual transformation or the currents of your generation may stir profound change inside you.',
        advice: 'Give what stirs a quiet form: reflection, writing or prayer.',
      },
      easy: {
        text: 'A quiet current of renewal runs beneath the surface: you may sense hidden truths and find old attachments loosening of their own accord.',
        advice: 'Release an old attachment, and trust the quieter process of renewal.',
      },
      tense: {
        text: 'Hidden fears or compulsions may surface through confusion; something you relied on for strength may dissolve, and undercurrents can be hard to read.',
        advice: 'Be wary of manipulation, and look honestly at your own motives.',
      },
    },
    ascendant: {
      blend: {
        text: 'With Neptune on your Ascendant you grow more sensitive and impressionable: your image may soften or blur, others may project onto you, and your energy may ebb and flow.',
        advice: 'Protect your energy, and let your sensitivity shape how you present yourself.',
      },
      easy: {
        text: 'Others tend to find you gentle and inspiring, and your charm, artistic presence and empathy quietly draw people closer.',
        advice: 'Use your presence to create, comfort or inspire.',
      },
      tense: {
        text: 'Relationships or your standing may grow confusing, as others seem unclear or unreliable, or you idealise someone while your own boundaries blur.',
        advice: 'See people as they are, and keep your commitments clear and explicit.',
      },
    },
    midheaven: {
      blend: {
        text: 'Old ambitions may dissolve as Neptune reaches your Midheaven, making room for a vocation in creative, spiritual or caring work, though the direction can feel uncertain.',
        advice: 'Explore the calling without giving up practical security too early.',
      },
      easy: {
        text: 'Imagination and idealism find a place in your professional life: artistic, healing or compassionate callings may flourish, and intuition guides your choices.',
        advice: 'Bring your creativity or compassion into your work in a visible way.',
      },
      tense: {
        text: 'Career direction may blur, and confusion, disappointment or a lack of recognition can leave you unsure where you are heading.',
        advice: 'Keep working at what you know while you patiently clarify what you really want.',
      },
    },
  },
  pluto: {
    sun: {
      blend: {
        text: 'Pluto reaching the very centre of who you are is among the deepest transformations a life can hold: old identities fall away under pressure, and a stronger, more authentic self can emerge from what remains.',
        advice: 'Let go of what you have outgrown, and claim your power without trying to control everything.',
      },
      easy: {
        text: 'Inner strength grows quietly; you can change your life from the inside with less resistance than usual, and your sense of purpose and self-mastery deepens.',
        advice: 'Take on the challenge that asks for your full commitment, and see it through.',
      },
      tense: {
        text: 'Power struggles or crises may test who you are, as authority, control or hidden tensions rise to the surface and push you to change at depth.',
        advice: 'Face the pressure honestly, let go of what has to end, and ask for help when the weight is too much.',
      },
    },
    moon: {
      blend: {
        text: 'Your emotional depths are stirred: intense feelings, inherited family patterns and old wounds may surface, asking to be felt fully and then transformed.',
        advice: 'Give your feelings a safe place to come out, through talk, writing or trusted company.',
      },
      easy: {
        text: 'Emotional renewal comes through depth, and you can loosen the grip of old family patterns while your closest bonds grow stronger and more honest.',
        advice: 'Have the honest family conversation that clears the air.',
      },
      tense: {
        text: 'Emotional intensity and questions of control may flare; jealousy, compulsive habits or a family crisis can drag old wounds into the open.',
        advice:
          'Notice where you try to control others to feel safe, and look for security that does not depend on them.',
      },
    },
    mercury: {
      blend: {
        text: 'Your mind becomes penetrating and hard to distract: you may investigate, research or speak with new intensity, though an obsessive thought can take hold just as easily.',
        advice: 'Direct your focus into research or a deep question, and notice when focus turns into fixation.',
      },
      easy: {
        text: 'Your thinking reaches beneath the surface and persuades; research, psychology or strategy can flourish, and your words carry enough weight to change minds.',
        advice: 'Use your insight to solve a problem that others have avoided.',
      },
      tense: {
        text: 'Conversations may turn into power struggles: secrets, pressure tactics or circling, obsessive thoughts can sour talks and decisions.',
        advice: 'Speak honestly, drop the need to win at any cost, and interrupt thoughts that circle without end.',
      },
    },
    venus: {
      blend: {
        text: 'Love and desire grow intense, bringing passionate attachments, jealousy, or a deep change in what and whom you value.',
        advice: 'Let love transform you, but do not let it possess or diminish you.',
      },
      easy: {
        text: 'Love and values deepen: relationships grow more intimate and meaningful, and your sense of what is truly worth having may change for the better.',
        advice: 'Put your heart and your resources into the bonds that sustain you.',
      },
      tense: {
        text: 'Power struggles over love or money may arise, and jealousy, possessiveness or the end of a bond can force a deep change of heart.',
        advice: 'Face what is not working, and release with dignity what cannot be saved.',
      },
    },
    mars: {
      blend: {
        text: 'Willpower and desire run at full intensity: your drive becomes relentless, and you may take on great challenges or be drawn into conflicts with high stakes.',
        advice: 'Direct your intensity into an ambitious goal, and avoid fights you cannot end gracefully.',
      },
      easy: {
        text: 'Stamina and concentration grow, giving you the determination to tackle demanding projects and the staying power to finish them.',
        advice: 'Use the strength for a hard task that needs sustained effort.',
      },
      tense: {
        text: 'Anger may run deep and power struggles turn bitter, with confrontations, ruthless competition or pent-up frustration erupting when the stakes feel high.',
        advice: 'Walk away from fights that could turn dangerous, and put the heat into disciplined physical effort.',
      },
    },
    jupiter: {
      blend: {
        text: 'Ambition and belief grow more forceful, and you may seek influence, a wealth of experience or a profound shift in your philosophy of life.',
        advice: 'Let your ambition serve a purpose larger than yourself.',
      },
      easy: {
        text: 'Growth comes through depth: chances for influence, research or renewal may arise, and your convictions gain quiet strength.',
        advice: 'Pursue the opportunity that lets you grow in influence and in wisdom.',
      },
      tense: {
        text: 'Ambition or conviction may lead to conflict, through dogmatism, overreaching or a struggle with powerful institutions.',
        advice: 'Hold your convictions lightly, and avoid crusades that consume you.',
      },
    },
    saturn: {
      blend: {
        text: 'Your structures are tested at the root: authority, career and responsibility may have to be rebuilt from the ground up, slowly and solidly.',
        advice: 'Rebuild patiently, keeping what is sound and releasing what has rotted.',
      },
      easy: {
        text: 'This is a strong contact for consolidating: you can reinforce old foundations, take on real authority and make changes that are built to last.',
        advice: 'Restructure what you are responsible for from the bottom up, patiently and without shortcuts.',
      },
      tense: {
        text: 'Pressure on your structures may be intense, as clashes with authority, a crisis at work or the collapse of an old security demand deep change.',
        advice: 'Accept what cannot be held, and lay new foundations brick by brick.',
      },
    },
    uranus: {
      blend: {
        text: 'A radical break may come as the hunger for freedom and the need to transform combine, often through sudden events.',
        advice: 'Let the change happen, and steer it with a clear purpose.',
      },
      easy: {
        text: 'Deep change can come through fresh, inventive means: you can remake part of your life with less upheaval than such change usually brings.',
        advice: 'Pursue the inventive project that renews your sense of freedom.',
      },
      tense: {
        text: 'Your urge for freedom may collide with forces you cannot control, and change that you would have chosen differently may feel forced upon you.',
        advice: 'Accept the change, and put your energy where you still have a choice.',
      },
    },
    neptune: {
      blend: {
        text: 'Your deepest ideals are stirred: dreams may dissolve or transform, and your spiritual life can undergo a profound, often quiet renewal.',
        advice: 'Let go of outdated illusions, and let your spiritual life renew itself.',
      },
      easy: {
        text: 'Creative or contemplative work gains power, and old illusions may fall away without much pain as intuition and spiritual depth grow.',
        advice: 'Deepen a spiritual or creative practice that renews you.',
      },
      tense: {
        text: 'Disillusion may go deep, as hidden fears surface, cherished ideals are shaken and you face the limits of what you believed.',
        advice: 'Look for the truth under the illusion, and rebuild your faith on firmer ground.',
      },
    },
    pluto: {
      blend: {
        text: 'Pluto on its own place concentrates its power in you: the urge to transform, to reach the bottom of things and to let what is finished come to an end.',
        advice: 'Let a thing that has run its course end with respect.',
      },
      easy: {
        text: 'Deep change finds support rather than resistance, and you can renew yourself from within, without the crisis Pluto so often brings.',
        advice: 'Choose the transformation you want, and work at it steadily.',
      },
      tense: {
        text: 'This is one of the great passages of mid-life: what you have built is tested at the roots, and power, purpose and what must end come into focus.',
        advice: 'Release what is finished, and invest your strength in what has real meaning.',
      },
    },
    ascendant: {
      blend: {
        text: 'Your presence is transformed as Pluto reaches your Ascendant: you may feel reborn, take charge of your life and carry a new intensity that others notice.',
        advice: 'Let the old image go, and use your new strength with care for those around you.',
      },
      easy: {
        text: 'Personal magnetism grows: you can reinvent yourself and influence others, and a new start gains depth and staying power.',
        advice: 'Use your presence to lead a change you believe in.',
      },
      tense: {
        text: 'Power struggles may gather around how you present yourself, whether with partners and rivals or under pressure at work and at home, and hidden questions of control surface.',
        advice: 'Name the power game when you see it, and decline to play it.',
      },
    },
    midheaven: {
      blend: {
        text: 'Pluto at the top of your chart transforms your public life: ambitions deepen, and you may rise to real influence or walk away from a role you have outgrown.',
        advice: 'Pursue the work that gives your ambition real meaning.',
      },
      easy: {
        text: 'Career gains power and depth; you can influence your profession, strengthen your reputation and change the way your field works.',
        advice: 'Take on the responsibility that lets you shape your field.',
      },
      tense: {
        text: 'Career and home may come under intense pressure, as conflicts with authority or a family crisis force a change of direction.',
        advice: 'Identify what has to change, and lead that change rather than resisting it.',
      },
    },
  },
};
