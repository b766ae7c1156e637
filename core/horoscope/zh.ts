import { ASPECT_VERB, GRAMMAR_ZH as g, STATION } from '../i18n/grammar/zh';
import type { HoroscopeTexts } from './texts';
import type { MoonPhase } from './types';

const PHASE: Readonly<Record<MoonPhase, string>> = {
  new: '新月',
  'waxing-crescent': '蛾眉月',
  'first-quarter': '上弦月',
  'waxing-gibbous': '盈凸月',
  full: '满月',
  'waning-gibbous': '亏凸月',
  'last-quarter': '下弦月',
  'waning-crescent': '残月',
};
const phase = (id: MoonPhase) => PHASE[id];

/** 逆行 / 顺行: how a planet moves after its station. */
const DIRECTION: Readonly<Record<'retrograde' | 'direct', string>> = { retrograde: '逆行', direct: '顺行' };
/** 转逆 / 转顺: the turn a station makes (停滞转逆), the form a text names it in besides 逆行 / 顺行. */
const TURN: Readonly<Record<'retrograde' | 'direct', string>> = { retrograde: '转逆', direct: '转顺' };

export const HOROSCOPE_ZH: HoroscopeTexts = {
  grammar: g,
  names: {
    planet: (id) => [g.planet(id)],
    sign: (id) => [g.sign(id)],
    phase: (id) => [PHASE[id]],
    direction: (id) => [DIRECTION[id], TURN[id]],
  },
  houseTopic: {
    1: '自己的计划和给人的印象',
    2: '金钱、财物和自己看重的东西',
    3: '消息、琐事和身边的人',
    4: '家、家人和私人生活',
    5: '快乐、创造和恋爱',
    6: '日常工作、作息和健康',
    7: '伴侣与合作关系',
    8: '共同的财务、信任与亲密',
    9: '旅行、学习和长远的眼光',
    10: '事业、地位和抱负',
    11: '朋友、团体和对未来的期望',
    12: '休息、独处和幕后发生的事',
  },
  houseLove: {
    1: '你还没开口，别人可能就已经察觉到你的心情',
    2: '安全感最能让心安定，一顿好饭或一句靠得住的话，比甜言蜜语更让你踏实',
    3: '心里有话就想说出来，被认真听见，比什么都让你安心',
    4: '你更想待在熟悉的地方，和最亲近的人在一起时，心才真正放松',
    5: '心情想要轻松好玩，一段开心的时光比一场严肃的谈话更能拉近距离',
    6: '忙碌和疲惫容易影响心情，照顾好自己的作息，才有余力照顾别人',
    7: '你比平时更需要陪伴，对方的一句回应，可能比你想的更能牵动心情',
    8: '感受变得又深又浓，你要的是真正的坦诚，而不是表面的客气',
    9: '心想要透口气，一起去个新地方，或聊聊更大的话题，感情会更有生气',
    10: '公开的生活与私人的生活可能会相互拉扯',
    11: '和朋友在一起时最自在，轻松的相处能让心情舒展开来',
    12: '你的感受也许暂时说不出口，安静独处一会儿会有帮助',
  },
  // Six characters, as the glossary writes a transit (行运木星三分你的本命金星): in `houseAspect`
  // the relation follows the planet, which follows its house, so twins part within a few characters.
  signRelation: {
    conjunction: '与你同在一个星座',
    sextile: '六分你的星座',
    square: '四分你的星座',
    trine: '三分你的星座',
    opposition: '对分你的星座',
  },
  // The ruler's name comes early and its sign late, so two signs whose rulers share a sign and an
  // aspect still part after a few characters.
  rulerRelation: {
    conjunction: (ruler, at) => `与你的守护星${g.planet(ruler)}（在${g.sign(at)}）形成合相`,
    sextile: (ruler, at) => `与你的守护星${g.planet(ruler)}（在${g.sign(at)}）呈六分相`,
    square: (ruler, at) => `与你的守护星${g.planet(ruler)}（在${g.sign(at)}）呈四分相`,
    trine: (ruler, at) => `与你的守护星${g.planet(ruler)}（在${g.sign(at)}）呈三分相`,
    opposition: (ruler, at) => `与你的守护星${g.planet(ruler)}（在${g.sign(at)}）呈对分相`,
  },
  effect: {
    sun: {
      easy: [
        '你的自信仿佛有顺风相助，付出也更容易被人看见',
        '在人前做自己变得轻松一些，别人也往往愿意相信你的话',
        '多一分自信会很有用，身边也有人乐意支持你',
      ],
      tense: [
        '你的意志可能会与别人的意志相碰，耐心比硬来更管用',
        '自尊心容易被刺痛，小小的怠慢不妨让它过去',
        '自己想要的和别人期待的，可能把你往两个方向拉',
      ],
      blend: [
        '聚光灯偏向你这边，正是表明心意的好时机',
        '你比平时更引人注目，展现出来的最好正是你的本意',
        '目标变得清晰起来，更容易看出该把力气用在哪里',
      ],
    },
    mercury: {
      easy: [
        '话语来得顺畅，交谈往往会朝你期望的方向发展',
        '合适的说法往往来得及时，难发的消息也更好开口',
        '思路清晰又敏捷，适合写作、计划和做决定',
      ],
      tense: [
        '误会比平时更容易出现，细节最好再核对一遍',
        '随口一句话可能传得比你想的更远，发送之前先读一遍',
        '信号容易混杂，多问一句能省掉一场争执',
      ],
      blend: [
        '脑子转得又快又忙，列清单、处理消息都用得上',
        '念头跑得比手快，趁它们还没散开，先写下来',
        '一整天话题不断，真正有用的是你最后拿定的主意',
      ],
    },
    venus: {
      easy: [
        '感情交流顺畅，小小的善意也容易得到回应',
        '你的魅力格外动人，身边的人也乐于回应',
        '好的陪伴不难找到，快乐也来得不费什么力气',
      ],
      tense: [
        '你想要的和对方想要的，一开始可能对不上',
        '为了和气而委曲求全，在感情或金钱上都可能代价太高',
        '和亲近的人在品味或心意上有了分歧，耐心会有帮助',
      ],
      blend: [
        '空气里多了几分柔情，美好的事物也更容易被留意到',
        '舒适愉快的东西格外吸引你，给自己一点小犒赏也说得过去',
        '爱与安逸都需要空间，一句温柔的话分量不轻',
      ],
    },
    mars: {
      easy: [
        '精力充沛，也容易集中到你选定的方向上',
        '干劲十足，再难的任务看起来也小了一些',
        '勇气来得容易，正好用在一直拖着的那件事上',
      ],
      tense: [
        '脾气和肌肉都容易绷得太紧，注意调整节奏',
        '烦躁就在表面，出去走一小段路比吵一架更有用',
        '你可能会用上比眼下所需更大的力气，记得留些余力',
      ],
      blend: [
        '行动的冲动很强，需要一个清晰的目标才能用在建设性的地方',
        '火气上来得快，最好花在事情上，而不是花在人身上',
        '抢先一步的念头很强，先选好它该去的方向',
      ],
    },
    jupiter: {
      easy: [
        '机会陆续出现，你给出的慷慨也往往会以别的方式回来',
        '抱有希望是合理的，一步走得自信，下一步也可能跟着来',
        '只要开口说清楚，帮助往往比你以为的更近',
      ],
      tense: [
        '很容易许下超出本意的承诺，或花掉超出预算的钱',
        '热情跑在计划前面，许诺的时候留意分寸',
        '好东西太多反而是风险，无论是用力还是享受',
      ],
      blend: [
        '乐观的情绪高涨，不妨把目标定高一些，但也要脚踏实地',
        '眼界变宽了，更大的计划也需要一个切实的起点',
        '对自己的信心在增长，清醒的判断能让它不至于膨胀',
      ],
    },
    saturn: {
      easy: [
        '踏实的努力往往会被看到，规则与框架让人感到支撑而非束缚',
        '耐心是你的优势，慢慢搭起来的计划更经得住考验',
        '认真许下的承诺让人心里踏实，付出也显出它的分量',
      ],
      tense: [
        '责任和延误可能让你感到压力，但慢慢前进也是前进',
        '限制感格外明显，务实的计划胜过大胆的计划',
        '上面的人可能对你要求更多，只答应自己做得到的事',
      ],
      blend: [
        '责任成为焦点，此时许下的承诺往往能够长久',
        '气氛变得严肃，正适合把开了头的事做完',
        '肩上的分量是真实的，扛得稳往往能赢得尊重',
      ],
    },
  },
  effectRetrograde: {
    mercury: {
      easy: [
        '旧话题可能重新被提起，而且来得正是时候，只是回复可能较慢，计划最好用文字确认',
        '把旧计划再看一遍，也许会发现值得保留的东西',
        '重读比赶进度更有用，一位老联系人或许帮得上忙',
      ],
      tense: [
        '误会和延误都很可能出现，签字不妨缓一缓，每个细节都要核对',
        '消息可能送错或漏掉，时间和地点最好确认两次',
        '过去的一个误会可能重新冒出来，需要当面说清',
      ],
      blend: [
        '思绪会回到尚未完成的事情上，更适合修改，而不是做决定',
        '旧想法又冒了出来，先整理好，别急着公布',
        '心思在往回看，以前的笔记值得翻出来重读',
      ],
    },
    venus: {
      easy: [
        '旧日的情意可能被温柔地唤起，低调的体贴胜过隆重的表示',
        '一段过去的关系可能慢慢回暖，前提是彼此坦诚',
        '为喜欢的东西花钱之前，值得重新想想它对你的价值',
      ],
      tense: [
        '旧伤可能被重新揭开，关于感情或金钱的决定不要操之过急',
        '感情里的一个旧分歧可能再次出现，耐心能让它不至于扩大',
        '你可能会为过去的某个选择感到后悔，花钱和许诺都要谨慎',
      ],
      blend: [
        '感情转向内心，需要先被理解，再被说出口',
        '爱在回望，一段旧记忆可能给心情染上颜色',
        '渴望变得安静而内省，更适合细细体会，而不是付诸行动',
      ],
    },
    mars: {
      easy: [
        '精力恢复得比较慢，适度而持续的努力胜过一鼓作气',
        '手头一件没做完的事，正是安放有限力气的好地方',
        '修补和练习比另起炉灶更合拍',
      ],
      tense: [
        '挫败感容易累积，精力也偏低，不妨放慢脚步，好好休息',
        '旧的怒气可能被点燃，回应之前先走开一会儿',
        '身体想要的更少，硬撑往往适得其反',
      ],
      blend: [
        '干劲转向内在，更适合收尾和修补，而不是开始新的事情',
        '力气更适合用来收拾旧事，把没做完的做完',
        '你可能对自己不太耐烦，把标准放低一点，好好休息',
      ],
    },
  },
  // What each planet brings to each solar house (from the reader's sign), read for its section:
  // the Sun, Mercury, Jupiter and Saturn for work and money, Venus for love, Mars for where the
  // body's energy goes (never how much of it there is).
  planetHouse: {
    sun: {
      1: '你自己的主动最受人注意，署着你名字的工作可能分量更重',
      2: '收入、资源以及你的本事值多少钱，成为关注的焦点',
      3: '电话、短途出行和清楚的消息，比冗长的会议更能推动工作',
      4: '在家完成的工作或为家人操办的事，比办公室更占你的心思',
      5: '有创意、让你乐在其中的项目得到关注，玩心也可能帮你解开难题',
      6: '日常任务、作息和手上的细活，进展多半就藏在这些地方',
      7: '工作要靠伙伴、客户和协议来推进，合作比单打独斗更要紧',
      8: '共同的财务、欠款和别人的资源，需要你看个清楚',
      9: '进修、出差、出版或更远大的计划，能让你的抱负走得更远',
      10: '你的名声和在工作中的位置受到瞩目，上级也在留意你',
      11: '同事、人脉和长远目标，比一个人埋头苦干更有帮助',
      12: '幕后的安静工作和收尾整理，比站到聚光灯下更合时宜',
    },
    mercury: {
      1: '你反应敏捷，为自己发声也来得更自然',
      2: '心思转到钱上，琢磨价格、预算，以及一项工作究竟值多少',
      3: '消息、电话和文书多了起来，日常的琐碎细节占满你的脑子',
      4: '家里和家人的打算占据你的思考，工作也可能跟着你回家',
      5: '点子从玩乐中冒出来，有创意的提案或轻松的语气可能为你加分',
      6: '清单、日程和工作里的细节，最需要你用心盯着',
      7: '与伙伴或客户的商谈成为重点，谈判本身就是眼下的正事',
      8: '调研、涉及共同财务的合同和不好开口的谈话，需要你全神贯注',
      9: '思路伸得更远，课程、出行计划、出版或一个大问题都可能占据你的思考',
      10: '你在工作中说的话可能传到拍板的人耳中，措辞最好经得起推敲',
      11: '和朋友、团体、同行的交谈，容易激发有用的点子',
      12: '思考转向内心，留给自己的笔记比对外的宣布更有价值',
    },
    venus: {
      1: '你格外容易让人亲近，你展现自己的方式，本身就很有吸引力',
      2: '爱落在一起分享的东西和为对方花的心思上，一点小小的舒适，可能比贵重的礼物更有意义',
      3: '一条消息、一次散步或家门口的闲聊，都可能传递出不少温柔',
      4: '爱意在家里聚拢，家人之间的牵绊和一起吃的饭都需要你的温暖',
      5: '浪漫、调情和玩乐都走到前面来，快乐更容易给予，也更容易接受',
      6: '关心体现在日常的帮忙里，工作中或家里一个体贴的举动容易被看见',
      7: '伴侣和亲密的两人关系站到台前，彼此各退一步也来得更容易',
      8: '真正有信任的地方，亲密会更深，你和伴侣共享的东西也摆上了台面',
      9: '爱把目光投向熟悉的圈子之外，可能是远方的人，也可能是一场打开眼界的谈话',
      10: '你在人前的形象影响着感情，工作中的温暖也可能打开一些门',
      11: '友情和爱情交织在一起，一群朋友或一位朋友可能带来一次愉快的相遇',
      12: '感情更喜欢私密，一次安静的善意或没说出口的思念，比张扬更重要',
    },
    mars: {
      1: '精力投向你自己的身体和计划，不耐烦也容易一下子表现出来',
      2: '力气花在赚钱和花钱上，身体对实打实的活儿反应更好',
      3: '精力分散在跑腿、消息和短途出行之间，走一走有助于理清头绪',
      4: '家里的事把力气吸了过去，维修、打扫和各种家务都在占用你的体力',
      5: '精力想往运动、跳舞、玩乐和创作里去，身体在开心的时候最有劲',
      6: '精力多半用在工作节奏和健康习惯上，你怎样对待身体，它都记着',
      7: '力气花在伴侣和对手身上，和别人的摩擦可能让你疲惫',
      8: '能量往深处走，流向亲密关系、共同的负担或内心的较劲',
      9: '身体想去开阔的地方，比如旅行、户外，或学一样需要动手动脚的本事',
      10: '抱负占去你不少精力，身体能感受到工作的节奏',
      11: '朋友、团队和集体活动是精力的去处，跟别人一起动起来更有帮助',
      12: '精力转向内在，睡眠、独处和舒缓的活动比平时更重要',
    },
    jupiter: {
      1: '信心在增长，你给自己尝试更大事情的空间也在变大',
      2: '收入和资源有增长的空间，不过花钱大方也需要设个上限',
      3: '学习、写作和身边的人脉，可能带来比平时更多的机会',
      4: '成长从家里开始，空间、家人的支持或一次搬迁，可能影响你的计划',
      5: '有创意或带点冒险的计划在诱惑你，热情最好配上理智',
      6: '工作量在扩大，更好的作息或一位热心的同事可能让担子轻一些',
      7: '和一位伙伴、客户或顾问联手，能做成的事可能比你想的更多',
      8: '共同的资源、投资或别人的支持开始起作用，条款要读清楚',
      9: '学业、出行和更大的构想，最能把你的抱负带远',
      10: '在你已经下过功夫的地方，可能得到认可或更上一层楼',
      11: '朋友和人脉带来机会，一个长期目标看起来更够得着了',
      12: '帮助可能悄悄到来，私下做的准备或许能为下一步铺路',
    },
    saturn: {
      1: '你要为自己担起更多责任，别人看到的是你的自律',
      2: '预算收紧也是一门功课，谨慎的开支有助于打下长久的底子',
      3: '沟通要讲究精确，处理日常文书时，耐心格外有用',
      4: '家里或对家人的责任挤占工作时间，划清界限会有帮助',
      5: '创作需要纪律，玩乐暂时让位给手艺',
      6: '工作量大而实在，稳定的作息能帮你扛下来',
      7: '合同和合作关系受到考验，清楚的条款对双方都是保护',
      8: '债务、税费和共同的钱款，需要一笔一笔理顺',
      9: '学习和长远计划需要纪律，学业上走捷径反而更费时间',
      10: '权威和抱负成为焦点，别人往往按实际的分量来衡量你做的事',
      11: '团体里的承诺和长期目标，要求你实事求是地估量自己能承担多少',
      12: '幕后的工作和休息都是责任，收尾比开头更重要',
    },
  },
  planetHouseRetrograde: {
    mercury: {
      1: '你可能反复琢磨自己给人的印象，开口之前不妨先演练一下',
      2: '旧账单、退款和预算上的差错可能回头找你，需要更正',
      3: '消息更容易发错或漏掉，发送前先确认时间、再读一遍',
      4: '家里的计划需要修改，一段家里的旧话题可能再被提起',
      5: '一个过去的创意项目值得先拿出来重看，再考虑新的',
      6: '作息和工具需要检查，先清掉积压的事，比接新任务更合适',
      7: '和伙伴或客户的协议，在签字之前需要再读一遍',
      8: '涉及共同财务或债务的文件，需要仔细地再看一遍',
      9: '出行计划和课程最好确认两次，一个旧想法也可能回来',
      10: '工作上的决定在修改，把要点写下来会有帮助',
      11: '老联系人重新出现，团体的计划在定下来之前可能还会变',
      12: '思绪绕回未完成的事，更适合反思，而不是对外宣布',
    },
    venus: {
      1: '关于你在感情中如何表现自己的旧问题又回来了，温和地再看一眼会有帮助',
      2: '过去在金钱和享受上做过的选择，值得重新想一想',
      3: '一条旧消息或身边一张熟悉的面孔，可能搅动你以为已经平息的感情',
      4: '家里的回忆和旧日的牵绊，值得先弄明白，再谈改变',
      5: '旧情人或旧日的乐趣可能来招手，多看一看比贸然跳进去更明智',
      6: '日常相处里的小摩擦又冒了出来，需要耐心修补，也不必责怪谁',
      7: '一段伴侣关系在重新审视它的约定，一个旧分歧需要坦诚而缓慢的谈话',
      8: '信任与分享的老问题又浮现出来，与其仓促决定，不如好好谈开',
      9: '一段远距离的感情，或一个关于爱的旧观念，又回到心头，等你重新看待',
      10: '过去在感情与名声之间的取舍重新浮现，低调比张扬更妥当',
      11: '老朋友可能重新出现，一段友情需要被重新珍惜，而不是被取代',
      12: '藏着的感情浮上水面，安静地反思比急着表白更温柔',
    },
    mars: {
      1: '你的干劲转回自己身上，对自身计划的旧挫败感又冒了出来',
      2: '力气用在处理旧的钱财问题上，身体更适合适度的节奏',
      3: '跑腿和出行更容易受阻，短短散个步比匆忙赶路更合适',
      4: '旧的家务和家里的紧张气氛又回来了，需要慢慢处理',
      5: '一项旧爱好或旧运动可能重新回来，最好慢慢捡起来',
      6: '健康习惯需要重新检视，旧的劳损需要照顾，而不是硬练',
      7: '和别人的旧争执可能再起，退一步能省下力气',
      8: '埋着的怒气或旧的共同负担浮出水面，化解比对抗更好',
      9: '旅行或训练的计划被推迟，耐心能让身体少受累',
      10: '过去工作上的较量又回来了，调整节奏比争输赢更重要',
      11: '集体的努力放慢了，一段旧友情可能需要修补',
      12: '精力往回收，身体要的是休息、睡眠和反思',
    },
  },
  // Exact substrings that tell Mercury, Venus or Mars as flowing freely: never read while that
  // planet is retrograde or stationing, so no retrograde phrase holds one.
  flowing: {
    mercury: ['话语来得顺畅', '合适的说法往往来得及时', '思路清晰又敏捷', '为自己发声也来得更自然', '激发有用的点子'],
    venus: [
      '感情交流顺畅',
      '你的魅力格外动人',
      '好的陪伴不难找到',
      '你格外容易让人亲近',
      '快乐更容易给予',
      '彼此各退一步也来得更容易',
    ],
    mars: ['精力充沛', '干劲十足', '勇气来得容易'],
  },
  phaseNote: {
    new: '适合安静地开始，为自己定下一个心愿',
    'waxing-crescent': '适合为最近启动的事情迈出第一步',
    'first-quarter': '适合拿定主意，跨过眼前的第一道坎',
    'waxing-gibbous': '适合打磨和调整已经在进行的事情',
    full: '事情容易浮出水面，情绪也容易涌到顶点',
    'waning-gibbous': '适合分享你学到的东西，也适合说一声谢谢',
    'last-quarter': '适合放下那些已经不再合适的东西',
    'waning-crescent': '适合休息和回顾，在下一个周期开始之前腾出空间',
  },
  planetTheme: {
    sun: '你的目标与使命感',
    moon: '情绪与需求',
    mercury: '计划、消息与约定',
    venus: '爱情、享乐与金钱',
    mars: '干劲、勇气与冲突',
    jupiter: '成长、运气与信念',
    saturn: '责任、界限与长期努力',
    uranus: '变化与对自由的渴望',
    neptune: '梦想、理想与直觉',
    pluto: '力量、深度与蜕变',
  },
  // Steady and demanding advice that pushes a beginning: never given on a day that holds beginnings back.
  beginnings: ['迈出第一步'],
  advice: {
    overall: {
      bright: [
        '对眼前的机会说“好”',
        '把你的计划告诉一个能帮上忙的人',
        '开始那件你一直在拖延的事',
        '报名参加一个你感兴趣的活动',
        '用新办法做一件老事',
        '和一个不太熟的人多聊几句',
        '去一个没去过的地方看看',
        '给自己定一个稍有挑战的小目标',
        '主动帮别人一个忙',
        '为一件值得高兴的小事庆祝一下',
      ],
      steady: [
        '按自己的节奏来',
        '把手头的一件事做好，再开始下一件',
        '留意哪些做法行之有效，并多做一些',
        '把待办清单从头到尾过一遍',
        '把身边乱了的地方收拾整齐',
        '为一个长期目标再往前推一小步',
        '回顾最近的进展，肯定自己已经做到的部分',
        '把日常的事照常做好，不必另起炉灶',
        '给一件拖了很久的小事收个尾',
        '把用完的日用品补齐',
      ],
      demanding: [
        '挑重要的事去争，小事就随它去',
        '在日程里为意外留出余地',
        '在真正需要之前就开口求助',
        '放慢脚步，重要的决定多给自己一点时间',
        '划掉一件不那么要紧的安排',
        '对超出能力范围的请求客气地说“不”',
        '给自己留出一段不被打扰的时间',
        '一次只处理一件事',
        '把烦心的事讲给一个信得过的人听',
        '把要用的东西提前备好，免得临时手忙脚乱',
      ],
    },
    love: {
      bright: [
        '告诉一个人你欣赏对方的哪些地方',
        '主动安排见面，而不是等着被邀请',
        '在时间上对人大方一些',
        '随手给在乎的人发一句问候',
        '约一个人去做点开心的事',
        '主动聊一个比平时更深入的话题',
        '给身边的人准备一个小小的惊喜',
        '向一位帮过你的人好好道一声谢',
        '把一件让你开心的事讲给亲近的人听',
        '大方地回应别人的好意',
      ],
      steady: [
        '听一听字里行间没有说出口的话',
        '信守一个承诺，哪怕它很小',
        '和在乎的人不慌不忙地共度一小时',
        '留意对方最近提到的一件小事',
        '帮身边的人分担一件琐事',
        '放下手机，专心听对方说话',
        '和在乎的人一起回忆一段开心的往事',
        '对最熟悉的人也说一声“谢谢”',
        '包容对方的一个小缺点',
        '给常联系的人打个电话，聊聊近况',
      ],
      demanding: [
        '把声音放轻，哪怕情绪正强烈',
        '把分歧放一个晚上，再去解决',
        '先问问对方需要什么，再作回应',
        '多说“我觉得”，少说“你总是”',
        '给对方也给自己留一点空间',
        '先承认对方的感受，再讲道理',
        '只谈眼前这件事，不翻旧账',
        '对自己也温柔一点',
        '接受彼此可以有不同的看法',
        '温和地把疑问问清楚，而不是独自猜测',
      ],
    },
    career: {
      bright: [
        '把你的想法摆到拍板的人面前',
        '把一直想发的那条消息发出去',
        '接下那个能展现你实力的任务',
        '率先在讨论中说出你的看法',
        '向一位更有经验的人请教一个问题',
        '开口争取你想要的那个机会',
        '把最近的成果整理成几句话，让人一看就懂',
        '找一位同行交流想法',
        '动手写下新方案的第一版',
        '提一个能让流程更顺的建议',
      ],
      steady: [
        '清掉那些拖慢一切的小任务',
        '写下接下来的三个步骤，并迈出第一步',
        '做出承诺之前，先核对一遍数字',
        '跟进一件还没有回音的事',
        '把进度同步给相关的人',
        '学一个能让手上工作更顺的小技巧',
        '把做事的心得记下来，留给以后的自己',
        '确认一遍各项工作的截止时间',
        '为反复要做的事整理出一套固定步骤',
        '为最重要的一项工作安排一段专注的时间',
      ],
      demanding: [
        '看两遍，再签字',
        '管好你的笔记、日期和脾气',
        '追求进步，而不是完美',
        '把讨论的焦点放在事情上，而不是人身上',
        '只承诺自己确定能做到的事',
        '把大任务拆成小块，一块一块来',
        '先把要求问清楚，再动手',
        '把重要的文件备份一份',
        '给工作定一个收工时间，到点就停',
        '把带火药味的消息放上十分钟再回',
      ],
    },
    wellness: {
      bright: [
        '到户外去，为了乐趣而活动身体',
        '把平时的锻炼加一点难度',
        '用好多出来的精力，在耗尽之前停下',
        '把一段短途的车程换成步行或骑车',
        '找个伙伴一起运动',
        '跟着喜欢的音乐跳一会儿舞',
        '体验一项从没试过的运动',
        '做几组简单的力量练习，比如深蹲',
        '动手给自己做一顿新鲜的饭菜',
        '痛痛快快地出一身汗',
      ],
      steady: [
        '按时吃饭，按时睡觉',
        '坐久了就起身伸展一下',
        '想喝咖啡时，先喝一杯水',
        '给正餐多添一份蔬菜',
        '保持平时的运动量，不加也不减',
        '饭后散一会儿步',
        '时不时让眼睛离开屏幕，望一望远处',
        '留意肩膀是不是绷紧了，有意识地放松一下',
        '把卧室的光线和温度调得舒服一些',
        '调整一下坐姿和椅子的高度',
      ],
      demanding: [
        '推掉一件应酬，换一个早睡的夜晚',
        '选择温和的运动，而不是高强度的锻炼',
        '睡前一小时把手机放下',
        '慢慢地做几次深呼吸，把呼气拉长一些',
        '闭目养神十分钟，让眼睛和头脑都放松下来',
        '洗个热水澡或泡泡脚，暖暖身子',
        '把一杯咖啡换成温水或花草茶',
        '停下来歇一歇，不必硬撑',
        '好好吃一顿简单、温热的饭',
        '把脑子里转个不停的事写到纸上',
      ],
    },
  },

  // No template holds more than seven fixed characters in a row (punctuation aside): twin signs
  // read one sky on one day, and a run of 12 characters is a sentence they share.
  sentences: {
    moon: [
      (p) => `月亮在${g.sign(p.moon)}，正走过你的${g.ordinal(p.house, 'house')}，心思多半会落在${p.topic}上。`,
      (p) => `月亮行经${g.sign(p.moon)}，也就是你的${g.ordinal(p.house, 'house')}，${p.topic}需要你多留意。`,
      (p) => `今天月亮来到${g.sign(p.moon)}，进入你的${g.ordinal(p.house, 'house')}，${p.topic}成为关注的重点。`,
      (p) => `${g.sign(p.moon)}的月亮经过你的${g.ordinal(p.house, 'house')}，${p.topic}成了今天的主角。`,
      (p) => `心情多半跟${p.topic}有关：月亮走到了${g.sign(p.moon)}，那是你的${g.ordinal(p.house, 'house')}。`,
      (p) => `你的${g.ordinal(p.house, 'house')}迎来了${g.sign(p.moon)}的月亮，${p.topic}为心情定下基调。`,
      (p) => `心思容易围着${p.topic}打转：月亮此时在${g.sign(p.moon)}，照着你的${g.ordinal(p.house, 'house')}。`,
      (p) => `月亮在${g.sign(p.moon)}穿过你的${g.ordinal(p.house, 'house')}，让你格外惦记${p.topic}。`,
    ],
    moonIngress: [
      (p) => `${p.time}，月亮进入${g.sign(p.to)}，来到你的${g.ordinal(p.house, 'house')}，焦点随之转向${p.topic}。`,
      (p) =>
        `气氛在 ${p.time} 转变：月亮移入${g.sign(p.to)}，也就是你的${g.ordinal(p.house, 'house')}，${p.topic}走到前面。`,
      (p) =>
        `留意 ${p.time} 前后：月亮走进${g.sign(p.to)}，你的${g.ordinal(p.house, 'house')}随之换了主题，${p.topic}成为新的焦点。`,
      (p) => `从 ${p.time} 起，月亮位于${g.sign(p.to)}，即你的${g.ordinal(p.house, 'house')}，${p.topic}走到台前。`,
      (p) => `月亮于 ${p.time} 移入${g.sign(p.to)}，开启你的${g.ordinal(p.house, 'house')}，${p.topic}也随之展开。`,
      (p) =>
        `稍晚，${p.time} 月亮抵达${g.sign(p.to)}，转到你的${g.ordinal(p.house, 'house')}，${p.topic}开始占据心思。`,
      (p) => `${p.time}，月亮跨进${g.sign(p.to)}，落到你的${g.ordinal(p.house, 'house')}，心情也跟着转向${p.topic}。`,
      (p) =>
        `月亮在 ${p.time} 换座，进入${g.sign(p.to)}，轮到你的${g.ordinal(p.house, 'house')}登场，${p.topic}变得活跃。`,
    ],
    phase: [
      (p) => `今天是${phase(p.phase)}，${p.note}。`,
      (p) => `月相来到${phase(p.phase)}，${p.note}。`,
      (p) => `${phase(p.phase)}为今天定下节奏：${p.note}。`,
      (p) => `时机上，正逢${phase(p.phase)}，眼下${p.note}。`,
      (p) => `今晚的月亮是${phase(p.phase)}，${p.note}。`,
      (p) => `别忘了${phase(p.phase)}的影响：此时${p.note}。`,
      (p) => `天空中挂着${phase(p.phase)}，${p.note}。`,
      (p) => `${phase(p.phase)}当空，接下来${p.note}。`,
    ],
    phaseExact: [
      (p) => `今天 ${p.time} 正值${phase(p.phase)}，${p.note}。`,
      (p) => `${phase(p.phase)}在今天 ${p.time} 到来：${p.note}。`,
      (p) => `留意 ${p.time}：${phase(p.phase)}就在这一刻到来，此时${p.note}。`,
      (p) => `${p.time}，${phase(p.phase)}如期而至，${p.note}。`,
    ],
    aspect: [
      (p) => `${g.planet(p.planet)}在${g.sign(p.planetSign)}，${p.relation}，${p.effect}。`,
      (p) => `今天，${g.sign(p.planetSign)}的${g.planet(p.planet)}${p.relation}；${p.effect}。`,
      (p) => `${g.planet(p.planet)}正行经${g.sign(p.planetSign)}，${p.relation}：${p.effect}。`,
      (p) => `${g.sign(p.planetSign)}的${g.planet(p.planet)}今天${p.relation}，${p.effect}。`,
      (p) => `随着${g.planet(p.planet)}走过${g.sign(p.planetSign)}、${p.relation}，${p.effect}。`,
      (p) => `${g.planet(p.planet)}正在${g.sign(p.planetSign)}，它${p.relation}；${p.effect}。`,
      (p) => `值得留意的是${g.sign(p.planetSign)}的${g.planet(p.planet)}，它${p.relation}：${p.effect}。`,
      (p) => `${g.planet(p.planet)}身在${g.sign(p.planetSign)}，${p.relation}，此时${p.effect}。`,
    ],
    // The planet stands between its house and its relation (the relation follows from the house):
    // twins see one planet in one aspect from different houses, or two planets from one house, so
    // a house and its relation never meet without a planet between them.
    houseAspect: [
      (p) =>
        `在${g.sign(p.planetSign)}，也就是你的${g.ordinal(p.house, 'house')}，${g.planet(p.planet)}${p.relation}：${p.clause}。`,
      (p) =>
        `在你的${g.ordinal(p.house, 'house')}，也就是${g.sign(p.planetSign)}，${g.planet(p.planet)}${p.relation}：${p.clause}。`,
      (p) =>
        `在${g.sign(p.planetSign)}（你的${g.ordinal(p.house, 'house')}）里，${g.planet(p.planet)}${p.relation}；${p.clause}。`,
      (p) =>
        `行经${g.sign(p.planetSign)}、你的${g.ordinal(p.house, 'house')}时，${g.planet(p.planet)}${p.relation}：${p.clause}。`,
      (p) =>
        `此刻在${g.sign(p.planetSign)}、你的${g.ordinal(p.house, 'house')}，${g.planet(p.planet)}${p.relation}，${p.clause}。`,
      (p) =>
        `你的${g.ordinal(p.house, 'house')}里，${g.sign(p.planetSign)}的${g.planet(p.planet)}${p.relation}；${p.clause}。`,
      (p) =>
        `穿过${g.sign(p.planetSign)}、也就是你的${g.ordinal(p.house, 'house')}时，${g.planet(p.planet)}${p.relation}：${p.clause}。`,
      (p) =>
        `眼下在${g.sign(p.planetSign)}，即你的${g.ordinal(p.house, 'house')}，${g.planet(p.planet)}${p.relation}，${p.clause}。`,
    ],
    house: [
      (p) => `${g.planet(p.planet)}在${g.sign(p.planetSign)}，经过你的${g.ordinal(p.house, 'house')}：${p.clause}。`,
      (p) => `${g.planet(p.planet)}正走在你的${g.ordinal(p.house, 'house')}（${g.sign(p.planetSign)}），${p.clause}。`,
      (p) => `你的${g.ordinal(p.house, 'house')}迎来${g.sign(p.planetSign)}的${g.planet(p.planet)}，${p.clause}。`,
      (p) => `${g.sign(p.planetSign)}的${g.planet(p.planet)}来到你的${g.ordinal(p.house, 'house')}：${p.clause}。`,
      (p) =>
        `这段时间，${g.planet(p.planet)}走在你的${g.ordinal(p.house, 'house')}，也就是${g.sign(p.planetSign)}：${p.clause}。`,
      (p) =>
        `${g.planet(p.planet)}身处${g.sign(p.planetSign)}，为你的${g.ordinal(p.house, 'house')}定调：${p.clause}。`,
      (p) => `在你的${g.ordinal(p.house, 'house')}，${g.planet(p.planet)}正走过${g.sign(p.planetSign)}：${p.clause}。`,
      (p) => `${g.planet(p.planet)}行经${g.sign(p.planetSign)}，即你的${g.ordinal(p.house, 'house')}；${p.clause}。`,
    ],
    loveMoon: [
      (p) => `月亮在${g.sign(p.moon)}，也就是你的${g.ordinal(p.house, 'house')}，${p.love}。`,
      (p) => `${g.sign(p.moon)}的月亮触动你的${g.ordinal(p.house, 'house')}：${p.love}。`,
      (p) => `感情上，月亮走在${g.sign(p.moon)}，也就是你的${g.ordinal(p.house, 'house')}：${p.love}。`,
      (p) => `你的${g.ordinal(p.house, 'house')}里住进了${g.sign(p.moon)}的月亮，${p.love}。`,
      (p) => `随着月亮走过${g.sign(p.moon)}、来到你的${g.ordinal(p.house, 'house')}，${p.love}。`,
      (p) => `${g.sign(p.moon)}的月亮照进你的${g.ordinal(p.house, 'house')}，${p.love}。`,
      (p) => `月亮在你的${g.ordinal(p.house, 'house')}（${g.sign(p.moon)}）：${p.love}。`,
      (p) => `恋爱方面，${g.sign(p.moon)}的月亮牵动你的${g.ordinal(p.house, 'house')}，${p.love}。`,
    ],
    ingress: [
      (p) => `${p.time}，${g.planet(p.planet)}进入${g.sign(p.sign)}，为${p.theme}翻开新的篇章。`,
      (p) => `${g.planet(p.planet)}于 ${p.time} 移入${g.sign(p.sign)}，${p.theme}换上新的色彩。`,
      (p) => `转变在 ${p.time} 到来：${g.planet(p.planet)}进入${g.sign(p.sign)}，改变了${p.theme}的基调。`,
      (p) => `从 ${p.time} 起，${g.planet(p.planet)}位于${g.sign(p.sign)}，${p.theme}可能换一种感觉。`,
      (p) => `${g.planet(p.planet)}在 ${p.time} 跨入${g.sign(p.sign)}，为${p.theme}带来新的开始。`,
      (p) => `记下 ${p.time} 这个时刻：${g.planet(p.planet)}进入${g.sign(p.sign)}，${p.theme}转向新的方向。`,
      (p) => `今天在 ${p.time} 出现转折，${g.planet(p.planet)}抵达${g.sign(p.sign)}，给${p.theme}带来变化。`,
      (p) => `当${g.planet(p.planet)}在 ${p.time} 进入${g.sign(p.sign)}，${p.theme}也迈入新的季节。`,
    ],
    station: [
      (p) =>
        `${g.planet(p.planet)}于 ${p.time} 停滞，随后转为${DIRECTION[p.direction]}，${p.theme}${p.direction === 'retrograde' ? '更宜回顾' : '可以重新推进'}。`,
      (p) =>
        `${p.time}，${g.planet(p.planet)}转为${DIRECTION[p.direction]}；在${p.theme}上${p.direction === 'retrograde' ? '不妨放慢脚步' : '可以重新提速'}。`,
      (p) =>
        `${p.time} 迎来一个转折点：${g.planet(p.planet)}开始${DIRECTION[p.direction]}，${p.theme}${p.direction === 'retrograde' ? '转向内在' : '开始理顺'}。`,
      (p) =>
        `${g.planet(p.planet)}在 ${p.time} 停下脚步、转为${DIRECTION[p.direction]}，${p.direction === 'retrograde' ? `为${p.theme}踩下刹车` : `让${p.theme}重获自由`}。`,
      (p) =>
        `留意 ${p.time}，${g.planet(p.planet)}在此时${STATION[p.direction]}：${p.theme}${p.direction === 'retrograde' ? '值得再看一遍' : '重新获得动力'}。`,
      (p) =>
        `随着${g.planet(p.planet)}在 ${p.time} 转为${DIRECTION[p.direction]}，${p.theme}${p.direction === 'retrograde' ? '值得重新审视' : '可以再往前走'}。`,
      (p) =>
        `${g.planet(p.planet)}在 ${p.time} ${STATION[p.direction]}，让${p.theme}${p.direction === 'retrograde' ? '进入反思期' : '更容易付诸行动'}。`,
      (p) =>
        `${p.time}，天空停了一拍：${g.planet(p.planet)}转为${DIRECTION[p.direction]}，${p.theme}${p.direction === 'retrograde' ? '随之放缓' : '随之松绑'}。`,
    ],
    retrograde: [
      (p) => `${g.planet(p.planet)}在${g.sign(p.sign)}逆行，对${p.theme}，回顾胜过赶进度。`,
      (p) => `${g.planet(p.planet)}逆行于${g.sign(p.sign)}，不妨把${p.theme}再看一遍。`,
      (p) => `${g.planet(p.planet)}仍逆行于${g.sign(p.sign)}，${p.theme}或有旧事重提。`,
      (p) => `${g.sign(p.sign)}的逆行${g.planet(p.planet)}提醒你，对${p.theme}多一点耐心。`,
      (p) => `${g.sign(p.sign)}的${g.planet(p.planet)}看似倒退（逆行），${p.theme}值得重新审视。`,
      (p) => `由于${g.planet(p.planet)}在${g.sign(p.sign)}逆行，涉及${p.theme}的事不妨多核对。`,
      (p) => `${g.planet(p.planet)}逆行于${g.sign(p.sign)}期间，${p.theme}宜收尾，少开新头。`,
      (p) => `记住，${g.planet(p.planet)}正在${g.sign(p.sign)}逆行：${p.theme}可能比预想的慢。`,
    ],
    closer: [
      (p) => `今天不妨：${p.advice}。`,
      (p) => `今天的重点：${p.advice}。`,
      (p) => `${p.advice}，其余的可以等等。`,
      (p) => `简单一点：${p.advice}。`,
      (p) => `接下来的时间里，${p.advice}。`,
      (p) => `可以的话，${p.advice}。`,
      (p) => `今天之内，试着${p.advice}。`,
      (p) => `一个小建议：${p.advice}。`,
    ],
  },

  labels: {
    moon: (moon, n) => `月亮位于${g.sign(moon)}（你的${g.ordinal(n, 'house')}）`,
    moonIngress: (to, time) => `月亮于 ${time} 进入${g.sign(to)}`,
    phase: (id, time) => (time ? `${phase(id)} ${time}` : phase(id)),
    aspect: (p, aspect, ruler) =>
      aspect === 'conjunction' && !ruler
        ? `${g.planet(p)}位于你的星座`
        : `${g.planet(p)}${ASPECT_VERB[aspect]}${ruler ? `你的守护星${g.planet(ruler)}` : '你的星座'}`,
    ingress: (p, to, time) => `${g.planet(p)}于 ${time} 进入${g.sign(to)}`,
    station: (p, direction, time) => `${g.planet(p)}于 ${time} ${STATION[direction]}`,
    retrograde: (p, at) => `${g.planet(p)}逆行于${g.sign(at)}`,
  },
};
