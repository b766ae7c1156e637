/**
 * The Simplified Chinese horoscope texts (docs/i18n/glossary-zh.md). Style: 你, specific to the
 * sky, never certain. Chinese has no case or gender: a sign is always its full 座 name, a house
 * is 第N宫 in Chinese numerals, and one half-width space separates Chinese from clock times.
 */
import { dateTimeFormat } from '../i18n/intl-cache';
import type { AspectType } from '../astro/aspects';
import type { PlanetId } from '../astro/positions';
import type { SignId } from '../zodiac';
import type { HoroscopeTexts } from './texts';
import type { MoonPhase } from './types';

const PLANET: Readonly<Record<PlanetId, string>> = {
  sun: '太阳',
  moon: '月亮',
  mercury: '水星',
  venus: '金星',
  mars: '火星',
  jupiter: '木星',
  saturn: '土星',
  uranus: '天王星',
  neptune: '海王星',
  pluto: '冥王星',
};
/** '水星': a planet's name, the same as core/i18n/messages/zh/astro.json. */
export const planet = (id: PlanetId) => PLANET[id];

/** Prose always uses the full name with 座 (白羊 alone reads as the animal). */
const SIGN: Readonly<Record<SignId, string>> = {
  aries: '白羊座',
  taurus: '金牛座',
  gemini: '双子座',
  cancer: '巨蟹座',
  leo: '狮子座',
  virgo: '处女座',
  libra: '天秤座',
  scorpio: '天蝎座',
  sagittarius: '射手座',
  capricorn: '摩羯座',
  aquarius: '水瓶座',
  pisces: '双鱼座',
};
/** '白羊座': a sign's full name. */
export const sign = (id: SignId) => SIGN[id];

const NUMERAL = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];
/** 第一宫 … 第十二宫: houses in prose use Chinese numerals. */
const house = (n: number) => `第${NUMERAL[n] ?? String(n)}宫`;

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
/** 停滞转逆 / 停滞转顺: the station itself. */
const TURN: Readonly<Record<'retrograde' | 'direct', string>> = { retrograde: '转逆', direct: '转顺' };

/** Compact aspect labels for the day's sky list: '木星三分你的星座'. */
const ASPECT_LABEL: Readonly<Record<AspectType, string>> = {
  conjunction: '合',
  sextile: '六分',
  square: '四分',
  trine: '三分',
  opposition: '对分',
};

const pad = (n: number) => String(n).padStart(2, '0');

export const HOROSCOPE_ZH: HoroscopeTexts = {
  sentenceGap: '',
  names: {
    planet: (id) => [PLANET[id]],
    sign: (id) => [SIGN[id]],
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
    7: '伴侣和一对一的往来',
    8: '共同的财务、信任与亲密',
    9: '旅行、学习和更大的格局',
    10: '事业、地位和抱负',
    11: '朋友、团体和对未来的期望',
    12: '休息、独处和幕后发生的事',
  },
  houseLove: {
    1: '你还没开口，别人可能就已经察觉到你的心情',
    2: '爱更多地体现在稳定、实在的举动里，而不是动听的言辞',
    3: '一条简短的消息或一次轻松的聊天，也许比精心安排的约会更管用',
    4: '亲密感在家中慢慢滋长，远离喧嚣的人群',
    5: '调情、玩乐与浪漫走到了台前',
    6: '小小的帮忙往往比表白更能说明心意',
    7: '伴侣或潜在的伴侣占据主动，彼此各让一步会有帮助',
    8: '感情深沉，信任比魅力更重要',
    9: '吸引力跟着好奇心走，也许会指向一个来自远方的人',
    10: '公开的生活与私人的生活可能会相互拉扯',
    11: '友情是浪漫生长的土壤',
    12: '你的感受也许暂时说不出口，安静独处一会儿会有帮助',
  },
  signRelation: {
    conjunction: '与你同在一个星座',
    sextile: '与你的星座形成友好的六分相',
    square: '与你的星座形成四分相',
    trine: '与你的星座形成三分相',
    opposition: '与你的星座形成对分相',
  },
  rulerRelation: {
    conjunction: (ruler, at) => `与你的守护星、位于${sign(at)}的${planet(ruler)}形成合相`,
    sextile: (ruler, at) => `与你的守护星、位于${sign(at)}的${planet(ruler)}形成六分相`,
    square: (ruler, at) => `与你的守护星、位于${sign(at)}的${planet(ruler)}形成四分相`,
    trine: (ruler, at) => `与你的守护星、位于${sign(at)}的${planet(ruler)}形成三分相`,
    opposition: (ruler, at) => `与你的守护星、位于${sign(at)}的${planet(ruler)}形成对分相`,
  },
  effect: {
    sun: {
      easy: '你的自信仿佛有顺风相助，付出也更容易被人看见',
      tense: '你的意志可能会与别人的意志相碰，耐心比硬来更管用',
      blend: '聚光灯偏向你这边，正是表明心意的好时机',
    },
    mercury: {
      easy: '话语来得顺畅，交谈往往会朝你期望的方向发展',
      tense: '误会比平时更容易出现，细节最好再核对一遍',
      blend: '你的思维敏捷而活跃，适合写作、计划和做决定',
    },
    venus: {
      easy: '温情自然流动，小小的善意也容易得到回应',
      tense: '你想要的和别人想要的，一开始可能对不上',
      blend: '你的魅力呼之欲出，身边的人也乐于回应',
    },
    mars: {
      easy: '精力充沛且方向明确，适合着手新的事情',
      tense: '脾气和肌肉都容易绷得太紧，注意调整节奏',
      blend: '干劲十足，需要一个清晰的目标才能用在建设性的地方',
    },
    jupiter: {
      easy: '机会接连出现，无论是给予还是接受，慷慨往往会有回报',
      tense: '很容易许下超出本意的承诺，或花掉超出预算的钱',
      blend: '乐观的情绪高涨，不妨把目标定高一些，但也要脚踏实地',
    },
    saturn: {
      easy: '踏实的努力容易得到回报，规则与框架让人感到支撑而非束缚',
      tense: '责任和延误可能让你感到压力，但慢慢前进也是前进',
      blend: '责任成为焦点，此时许下的承诺往往能够长久',
    },
  },
  effectRetrograde: {
    mercury: {
      easy: '旧话题会以有益的方式重新出现，但回复可能较慢，计划最好用文字确认',
      tense: '误会和延误都很可能出现，签字不妨缓一缓，每个细节都要核对',
      blend: '思绪会回到尚未完成的事情上，更适合修改，而不是做决定',
    },
    venus: {
      easy: '旧日的情意可能被温柔地唤起，低调的体贴胜过隆重的表示',
      tense: '旧伤可能被重新揭开，关于感情或金钱的决定不要操之过急',
      blend: '感情转向内心，需要先被理解，再被说出口',
    },
    mars: {
      easy: '精力恢复得比较慢，适度而持续的努力胜过一鼓作气',
      tense: '挫败感容易累积，精力也偏低，不妨放慢脚步，好好休息',
      blend: '干劲转向内在，更适合收尾和修补，而不是开始新的事情',
    },
  },
  inElement: {
    sun: {
      fire: '工作氛围有利于主动出击和看得见的努力',
      earth: '工作氛围有利于细致、务实地稳步推进',
      air: '工作氛围有利于交流想法、结识人脉和沟通',
      water: '工作氛围有利于依靠直觉、察觉现场的气氛',
    },
    mercury: {
      fire: '思路又快又果断，适合向别人推介一个想法',
      earth: '思考细致周全，适合处理细节和合同',
      air: '想法和话语都流动得很顺畅，适合开会和发消息',
      water: '思考跟着直觉走，适合读懂言外之意',
    },
    venus: {
      fire: '爱情偏爱直接、热情，再加上一点大胆',
      earth: '爱意体现在实际的照顾和毫不吝啬的陪伴里',
      air: '交谈是走进一个人内心的途径',
      water: '感情深沉，需要一个私密而温柔的环境',
    },
    mars: {
      fire: '精力一阵一阵地涌来，最好用在需要活动身体的事情上',
      earth: '耐力稳定，适合需要长时间、耐心付出的事情',
      air: '头脑静不下来，动一动身体有助于让它平复',
      water: '精力随着情绪起伏，多听听身体的需要',
    },
  },
  inElementRetrograde: {
    mercury: '计划和消息都需要再看一遍，签字或出行之前先确认时间、重读内容',
    venus: '爱情更多地回望过去，旧日的感情需要一次平静而坦诚的倾听',
    mars: '精力比平时低，动作放轻一些，让身体有时间恢复',
  },
  flowing: {
    mercury: [
      '话语来得顺畅',
      '交谈往往会朝你期望的方向发展',
      '适合写作、计划和做决定',
      '适合处理细节和合同',
      '想法和话语都流动得很顺畅',
      '适合向别人推介一个想法',
    ],
    venus: [
      '温情自然流动',
      '小小的善意也容易得到回应',
      '你的魅力呼之欲出',
      '爱情偏爱直接、热情',
      '爱意体现在实际的照顾',
      '交谈是走进一个人内心的途径',
      '感情深沉，需要一个私密而温柔的环境',
    ],
    mars: ['精力充沛且方向明确', '干劲十足', '精力一阵一阵地涌来', '精力正在积蓄', '身体里有一股冲劲', '体力充沛'],
  },
  phaseNote: {
    new: '适合安静地开始，为自己定下一个心愿',
    'waxing-crescent': '适合为最近启动的事情迈出第一步',
    'first-quarter': '适合拿定主意，跨过眼前的第一道坎',
    'waxing-gibbous': '适合打磨和调整，而不是推倒重来',
    full: '事情容易浮出水面，情绪也容易涌到顶点',
    'waning-gibbous': '适合分享你学到的东西，也适合说一声谢谢',
    'last-quarter': '适合放下那些已经不再合适的东西',
    'waning-crescent': '适合休息和回顾，在下一个周期开始之前腾出空间',
  },
  phaseBody: {
    new: '精力可能偏低，不妨从轻松的开始',
    'waxing-crescent': '精力正在积蓄，适合慢慢养成一个新习惯',
    'first-quarter': '身体里有一股冲劲，适合安排强度更大的锻炼',
    'waxing-gibbous': '体力充沛，但睡眠可能比平时浅',
    full: '心神不宁和多梦都很常见，不妨早点放松下来',
    'waning-gibbous': '精力平稳，适合收尾而不是开头',
    'last-quarter': '身体想要的更少，日程能精简就精简',
    'waning-crescent': '恢复比产出更重要，安心休息，不必内疚',
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
        '即使情绪强烈，也尽量轻声说话',
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
        '试试平时锻炼的进阶版',
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
        '久坐之间起身伸展一下',
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
  time: (at, timeZone, date) => {
    if (timeZone) {
      try {
        const clock = dateTimeFormat('zh-CN', {
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
          timeZone,
        });
        const day = dateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
        if (!date || day.format(at) === date) return clock.format(at);
        // 11月17日 06:08: the reader's clock is already on another day.
        return `${dateTimeFormat('zh-CN', { month: 'long', day: 'numeric', timeZone }).format(at)} ${clock.format(at)}`;
      } catch {
        // not a zone this runtime knows: UTC, said so
      }
    }
    return `UTC ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
  },

  sentences: {
    moon: [
      (p) => `月亮位于${sign(p.moon)}，也就是你的${house(p.house)}，让你把注意力转向${p.topic}。`,
      (p) => `月亮行经${sign(p.moon)}（你的${house(p.house)}），${p.topic}需要你多加关注。`,
      (p) => `今天的月亮在${sign(p.moon)}，点亮了你的${house(p.house)}：${p.topic}。`,
      (p) => `月亮运行到${sign(p.moon)}，即从你的星座数起的${house(p.house)}，${p.topic}成为今天的主角。`,
      (p) => `今天的情绪围绕着${p.topic}展开，因为月亮正穿过${sign(p.moon)}，也就是你的${house(p.house)}。`,
      (p) => `你的${house(p.house)}迎来了${sign(p.moon)}的月亮，${p.topic}为今天的心情定下基调。`,
      (p) => `心思容易围着${p.topic}打转：月亮正在${sign(p.moon)}，你的${house(p.house)}。`,
      (p) => `月亮在${sign(p.moon)}穿过你的${house(p.house)}，把${p.topic}带到你心中最显眼的位置。`,
    ],
    moonIngress: [
      (p) => `${p.time}，月亮进入${sign(p.to)}，也就是你的${house(p.house)}，焦点随之转向${p.topic}。`,
      (p) => `气氛在 ${p.time} 发生转变：月亮进入${sign(p.to)}，来到你的${house(p.house)}，关乎${p.topic}。`,
      (p) => `留意 ${p.time} 前后基调的变化：月亮进入${sign(p.to)}，你的${house(p.house)}，${p.topic}被触动。`,
      (p) => `从 ${p.time} 起，月亮位于${sign(p.to)}，也就是你的${house(p.house)}，${p.topic}走到台前。`,
      (p) => `月亮于 ${p.time} 移入${sign(p.to)}，开启你的${house(p.house)}，${p.topic}也随之展开。`,
      (p) => `稍晚，在 ${p.time}，月亮抵达${sign(p.to)}，即从你的星座数起的${house(p.house)}：${p.topic}。`,
      (p) => `${p.time}，月亮跨入${sign(p.to)}、来到你的${house(p.house)}，情绪奏响新的音符，主题是${p.topic}。`,
      (p) => `当月亮在 ${p.time} 进入${sign(p.to)}，你的${house(p.house)}随之苏醒，${p.topic}也想发表意见。`,
    ],
    phase: [
      (p) => `今天是${phase(p.phase)}，${p.note}。`,
      (p) => `在${phase(p.phase)}之下，今天${p.note}。`,
      (p) => `${phase(p.phase)}定下了今天的节奏：${p.note}。`,
      (p) => `从时机来看，${phase(p.phase)}意味着现在${p.note}。`,
      (p) => `今晚的月亮是${phase(p.phase)}，${p.note}。`,
      (p) => `别忘了${phase(p.phase)}的影响：此时${p.note}。`,
      (p) => `天空中挂着${phase(p.phase)}，${p.note}。`,
      (p) => `${phase(p.phase)}当空，接下来的几个小时${p.note}。`,
    ],
    phaseExact: [
      (p) => `今天 ${p.time} 正值${phase(p.phase)}，${p.note}。`,
      (p) => `${phase(p.phase)}的精确时刻是今天 ${p.time}：${p.note}。`,
      (p) => `记住 ${p.time} 这个时刻，${phase(p.phase)}在此成形；此时${p.note}。`,
      (p) => `${p.time}，${phase(p.phase)}如期而至，${p.note}。`,
    ],
    aspect: [
      (p) => `${planet(p.planet)}位于${sign(p.planetSign)}，${p.relation}，因此${p.effect}。`,
      (p) => `今天，${sign(p.planetSign)}的${planet(p.planet)}${p.relation}；${p.effect}。`,
      (p) => `${planet(p.planet)}如今在${sign(p.planetSign)}，${p.relation}：${p.effect}。`,
      (p) => `看看${sign(p.planetSign)}的${planet(p.planet)}：它${p.relation}，${p.effect}。`,
      (p) => `随着${planet(p.planet)}行经${sign(p.planetSign)}、${p.relation}，${p.effect}。`,
      (p) => `此刻正走在${sign(p.planetSign)}的${planet(p.planet)}${p.relation}；${p.effect}。`,
      (p) => `今天值得留意的是${sign(p.planetSign)}的${planet(p.planet)}，它${p.relation}：${p.effect}。`,
      (p) => `${sign(p.planetSign)}的${planet(p.planet)}${p.relation}，于是${p.effect}。`,
    ],
    inSign: [
      (p) => `${planet(p.planet)}位于${sign(p.planetSign)}，${p.flavour}。`,
      (p) => `${planet(p.planet)}身处${sign(p.planetSign)}，${p.flavour}。`,
      (p) => `今天${planet(p.planet)}行经${sign(p.planetSign)}：${p.flavour}。`,
      (p) => `不妨从${sign(p.planetSign)}的${planet(p.planet)}那里得到提示：${p.flavour}。`,
      (p) => `在${sign(p.planetSign)}，${planet(p.planet)}定下了清晰的基调，${p.flavour}。`,
      (p) => `${sign(p.planetSign)}的${planet(p.planet)}塑造着今天的氛围：${p.flavour}。`,
      (p) => `${planet(p.planet)}停留在${sign(p.planetSign)}期间，${p.flavour}。`,
      (p) => `留意${sign(p.planetSign)}的${planet(p.planet)}；${p.flavour}。`,
    ],
    loveMoon: [
      (p) => `月亮位于${sign(p.moon)}，也就是你的${house(p.house)}，${p.love}。`,
      (p) => `${sign(p.moon)}的月亮触动你的${house(p.house)}：${p.love}。`,
      (p) => `在感情方面，${sign(p.moon)}的月亮（你的${house(p.house)}）暗示${p.love}。`,
      (p) => `你的${house(p.house)}里住进了${sign(p.moon)}的月亮，${p.love}。`,
      (p) => `随着月亮穿过${sign(p.moon)}、经过你的${house(p.house)}，${p.love}。`,
      (p) => `谈到爱情，月亮在${sign(p.moon)}的位置很关键：那是你的${house(p.house)}，${p.love}。`,
      (p) => `月亮在你的${house(p.house)}，位于${sign(p.moon)}，暗示着${p.love}。`,
      (p) => `浪漫方面，${sign(p.moon)}的月亮作用于你的${house(p.house)}，因此${p.love}。`,
    ],
    bodyPhase: [
      (p) => `${phase(p.phase)}期间，${p.body}。`,
      (p) => `今天的${phase(p.phase)}可以作为身体的指引：${p.body}。`,
      (p) => `从身体层面看，${phase(p.phase)}意味着${p.body}。`,
      (p) => `让步调配合${phase(p.phase)}；${p.body}。`,
      (p) => `天上是${phase(p.phase)}，${p.body}。`,
      (p) => `你的精力往往跟随${phase(p.phase)}，${p.body}。`,
      (p) => `让${phase(p.phase)}为你设定节奏：${p.body}。`,
      (p) => `身体常常能感受到${phase(p.phase)}：${p.body}。`,
    ],
    ingress: [
      (p) => `${p.time}，${planet(p.planet)}进入${sign(p.sign)}，为${p.theme}翻开新的篇章。`,
      (p) => `${planet(p.planet)}于 ${p.time} 移入${sign(p.sign)}，${p.theme}换上了新的色彩。`,
      (p) => `转变在 ${p.time} 到来：${planet(p.planet)}进入${sign(p.sign)}，改变了${p.theme}的基调。`,
      (p) => `从 ${p.time} 起，${planet(p.planet)}位于${sign(p.sign)}，${p.theme}可能会有不一样的感觉。`,
      (p) => `${planet(p.planet)}在 ${p.time} 跨入${sign(p.sign)}，为${p.theme}带来新的开始。`,
      (p) => `记下 ${p.time} 这个时刻：${planet(p.planet)}进入${sign(p.sign)}，${p.theme}开始朝新的方向发展。`,
      (p) => `今天在 ${p.time} 出现转折，${planet(p.planet)}抵达${sign(p.sign)}，给${p.theme}带来变化。`,
      (p) => `当${planet(p.planet)}在 ${p.time} 进入${sign(p.sign)}，${p.theme}也迈入了新的季节。`,
    ],
    station: [
      (p) =>
        `${planet(p.planet)}于 ${p.time} 停滞，随后转为${DIRECTION[p.direction]}，${p.direction === 'retrograde' ? `${p.theme}更适合回顾，而不是开始新事` : `${p.theme}可以重新向前推进`}。`,
      (p) =>
        `${p.time}，${planet(p.planet)}转为${DIRECTION[p.direction]}；${p.direction === 'retrograde' ? `在${p.theme}上不妨放慢脚步` : `在${p.theme}上可以重新加快步伐`}。`,
      (p) =>
        `${p.time} 迎来一个转折点：${planet(p.planet)}开始${DIRECTION[p.direction]}，${p.theme}${p.direction === 'retrograde' ? '转向内在' : '开始理顺'}。`,
      (p) =>
        `${planet(p.planet)}在 ${p.time} 停下脚步、转为${DIRECTION[p.direction]}，${p.direction === 'retrograde' ? `为${p.theme}踩下刹车` : `让${p.theme}重获自由`}。`,
      (p) =>
        `留意 ${p.time}，${planet(p.planet)}在此时停滞${TURN[p.direction]}：${p.direction === 'retrograde' ? `${p.theme}值得再看一遍` : `${p.theme}重新获得动力`}。`,
      (p) =>
        `随着${planet(p.planet)}在 ${p.time} 转为${DIRECTION[p.direction]}，${p.direction === 'retrograde' ? `不妨用新的眼光重新审视${p.theme}` : `不妨带着新的眼光回到${p.theme}上来`}。`,
      (p) =>
        `${planet(p.planet)}在 ${p.time} 停滞${TURN[p.direction]}，让${p.theme}${p.direction === 'retrograde' ? '成为值得反思的领域' : '更容易付诸行动'}。`,
      (p) =>
        `${p.time}，天空仿佛暂停了一下，${planet(p.planet)}转为${DIRECTION[p.direction]}，${p.theme}${p.direction === 'retrograde' ? '随之放缓' : '随之松绑'}。`,
    ],
    retrograde: [
      (p) => `${planet(p.planet)}在${sign(p.sign)}逆行，${p.theme}更适合慢慢回顾，而不是仓促推进。`,
      (p) => `${planet(p.planet)}逆行于${sign(p.sign)}，不妨把${p.theme}再看一遍。`,
      (p) => `${planet(p.planet)}仍在${sign(p.sign)}逆行；关于${p.theme}的老问题可能再次浮现。`,
      (p) => `${sign(p.sign)}的逆行${planet(p.planet)}提醒你，对${p.theme}多一点耐心。`,
      (p) => `${planet(p.planet)}在${sign(p.sign)}看似后退（逆行），正适合重新审视${p.theme}。`,
      (p) => `由于${planet(p.planet)}在${sign(p.sign)}逆行，凡是涉及${p.theme}的事都值得再核对一遍。`,
      (p) => `${planet(p.planet)}在${sign(p.sign)}逆行期间，在${p.theme}方面，完成旧事比开启新事更顺。`,
      (p) => `请记住，${planet(p.planet)}正在${sign(p.sign)}逆行：${p.theme}可能比预想的花更多时间。`,
    ],
    closer: [
      (p) => `今天最好的一步：${p.advice}。`,
      (p) => `如果只做一件事，那就${p.advice}。`,
      (p) => `${p.advice}，其余的都可以等一等。`,
      (p) => `简单一点：${p.advice}。`,
      (p) => `接下来的几个小时，很适合${p.advice}。`,
      (p) => `力所能及的话，${p.advice}。`,
      (p) => `在今天结束之前，${p.advice}。`,
      (p) => `就从今天开始：${p.advice}。`,
    ],
  },

  labels: {
    moon: (moon, n) => `月亮位于${sign(moon)}（你的${house(n)}）`,
    moonIngress: (to, time) => `月亮于 ${time} 进入${sign(to)}`,
    phase: (id, time) => (time ? `${phase(id)} ${time}` : phase(id)),
    aspect: (p, aspect, ruler) =>
      aspect === 'conjunction' && !ruler
        ? `${planet(p)}位于你的星座`
        : `${planet(p)}${ASPECT_LABEL[aspect]}${ruler ? `你的守护星${planet(ruler)}` : '你的星座'}`,
    ingress: (p, to, time) => `${planet(p)}于 ${time} 进入${sign(to)}`,
    station: (p, direction, time) => `${planet(p)}于 ${time} 停滞${TURN[direction]}`,
    retrograde: (p, at) => `${planet(p)}逆行于${sign(at)}`,
  },
};
