/**
 * The Simplified Chinese sky texts (docs/i18n/glossary-zh.md). Style: 你, plain and specific,
 * never certain (可能、往往、不妨). Chinese has no case or gender: a sign is always its full 座 name,
 * sentences end in full-width punctuation and follow one another with no space.
 */
import { ASPECT_NAME, ASPECT_VERB, GRAMMAR_ZH as g, STATION } from '../../i18n/grammar/zh';
import type { SkyTexts } from '../texts';
import { POINT } from '../contacts/zh/frames';
import { CONTACTS_ZH, FRAMES_ZH } from '../contacts/zh/index';
import { ORACLE_ZH } from '../contacts/zh/oracle';
import { PROGRESSED } from '../contacts/zh/progressed';

const PHASE: Readonly<Record<'new' | 'firstQuarter' | 'full' | 'lastQuarter', string>> = {
  new: '新月',
  firstQuarter: '上弦月',
  full: '满月',
  lastQuarter: '下弦月',
};

export const SKY_ZH: SkyTexts = {
  grammar: g,
  calendarName: 'Stella 星空日历',
  calendarDescription: '行星停滞转逆与停滞转顺、星体换座、月相和月亮空亡，均由 Stella 计算。',

  stationTitle: (body, direction, s) => `${g.planet(body)}在${g.sign(s)}${STATION[direction]}`,
  ingressTitle: (body, s, direction) =>
    direction === 'direct' ? `${g.planet(body)}换座：进入${g.sign(s)}` : `${g.planet(body)}换座：逆行退回${g.sign(s)}`,
  phaseTitle: (phase, s) => `${g.sign(s)}${PHASE[phase]}`,
  voidTitle: (s) => `${g.sign(s)}月亮空亡`,
  voidDetail: (last, s, next) =>
    last
      ? `月亮在${g.sign(s)}的最后一个相位，是与${g.planet(last.planet)}形成的${ASPECT_NAME[last.aspect]}；此后直到进入${g.sign(next)}，它不再形成其他相位。`
      : `月亮在${g.sign(s)}期间不与任何行星形成主要相位：直到进入${g.sign(next)}之前，都处于空亡状态。`,

  stationMeaning: {
    mercury: {
      retrograde: '接下来约三周，适合回顾、重读和重新联系；计划、消息和出行都需要多核对一遍。',
      direct: '计划和消息重新流动起来；之前修改过的事情，现在可以继续推进了。',
    },
    venus: {
      retrograde: '约六周的时间，适合重新审视爱情、金钱和你所看重的东西；旧日的感情可能会再次浮现。',
      direct: '感情和开销渐渐安定下来；关于爱情与金钱的决定，可以带着更清明的心去做了。',
    },
    mars: {
      retrograde: '约十周的时间，能量转向内在：不妨修正目标、了结旧日的纷争，并放缓自己的节奏。',
      direct: '干劲回来了；之前停滞的计划可以再次向前推进。',
    },
    jupiter: {
      retrograde: '约四个月的时间，适合在继续扩展之前，向内审视自己的信念和成长计划。',
      direct: '成长重新向外展开；重新考虑过的计划，现在可以进一步扩展了。',
    },
    saturn: {
      retrograde: '约四个半月的时间，适合检视自己许下的承诺，加固已经建立起来的东西。',
      direct: '责任重新向前推进；检视过的框架，如今已经能够承担分量。',
    },
    uranus: {
      retrograde: '约五个月的时间，求变的冲动在内心发挥作用，从内部慢慢松动旧有的习惯。',
      direct: '变化重新浮上台面；突破的步伐逐渐加快。',
    },
    neptune: {
      retrograde: '约五个月的时间，幻象逐渐褪去，梦想要接受现实的检验。',
      direct: '灵感重新向外流动；理想可以在现实中温和地成形。',
    },
    pluto: {
      retrograde: '约五个月的内在蜕变期：需要结束的东西，可能会自己显露出来。',
      direct: '深层的变化向外推进；内心已经完成的蜕变，开始在外在显现。',
    },
  },
  // Each follows its own title (“金星换座：进入巨蟹座”, in the Oracle “12月9日，金星进入巨蟹座。”), so
  // none names the planet or its change of sign again, and none holds a colon (core/sky/reading.ts
  // reads what follows a colon as the line). 随之 only once (the Moon's): two or three of these
  // stand in one paragraph of the weeks ahead, and an echoed 随之 read as a template.
  ingressMeaning: {
    sun: '季节由此更替，接下来这一个月，整体的气氛也会跟着转变。',
    moon: '接下来的两天半里，情绪的氛围会随之变化。',
    mercury: '人们思考、交谈和拿主意的方式，会换上新的基调。',
    venus: '这几周里，人们对爱情、享乐和金钱的偏好会有所转变。',
    mars: '往后几周，干劲和抱负会换一个去处。',
    jupiter: '成长与机遇转向新的领域，这一轮约持续一年。',
    saturn: '关于责任的功课转到新的领域，持续两到三年。',
    uranus: '变革与创新的新篇章就此开启，持续约七年。',
    neptune: '集体的梦想及其幻象换上新的形态，持续十多年。',
    pluto: '一场跨越整整一代人的蜕变就此开始。',
  },
  phaseMeaning: {
    new: '适合定下心愿，安静地开始。',
    firstQuarter: '适合把心愿付诸行动，面对最初出现的阻碍。',
    full: '事情趋于圆满的时刻，适合看清全局，也适合释放与放手。',
    lastQuarter: '适合清理、原谅，为新的事物腾出空间。',
  },
  voidAdvice: [
    '日常事务往往进展顺利；启动新事、签约和大额购物，最好留到月亮换座之后。',
    '适合休息、整理和反思；此时做出的决定往往不了了之。',
    '与其开始新的事情，不如把手头已经开始的事做完。',
  ],

  hourSignificance: {
    sun: '太阳时：适合展现自己、发挥领导力，以及与上级或权威人士会面。',
    moon: '月亮时：适合处理家事、陪伴家人、与公众打交道，以及一切需要细心照料的事。',
    mars: '火星时：适合出力、拿出勇气、运动，以及着手处理一直拖着的事。',
    mercury: '水星时：适合写作、学习、打电话、买卖交易和短途出行。',
    jupiter: '木星时：适合提出请求、谋求发展、处理法律与教学事务，也适合慷慨待人。',
    venus: '金星时：有利于爱情、美与艺术，也适合会友与和解。',
    saturn: '土星时：适合自律、做计划、处理房产事务，以及完成耗时已久的任务。',
  },
  retrogradeEffects: {
    mercury: '水星逆行：误会和延误更容易出现；不妨回顾、重读，并做好备份。',
    venus: '金星逆行：旧爱与旧的价值观可能回来，让你重新审视一遍；大额购物不妨先缓一缓。',
    mars: '火星逆行：精力偏低，挫败感偏高；与其挑起争端，不如修正计划。',
    jupiter: '木星逆行：成长转向内在；不妨重新思考你的信念，以及你真正想要扩展的东西。',
    saturn: '土星逆行：适合检视承诺、修补根基的一段时期。',
    uranus: '天王星逆行：对自由的渴望在内心悄悄发挥作用。',
    neptune: '海王星逆行：幻象渐渐褪去，真实的东西变得更容易看清。',
    pluto: '冥王星逆行：在内心处理关于权力、控制与放手的课题。',
  },
  directEffects: {
    mercury: '水星顺行：沟通和计划恢复正常运转。',
    venus: '金星顺行：爱情与金钱回到平常的轨道上。',
    mars: '火星顺行：精力直接投入到行动中。',
    jupiter: '木星顺行：成长与机遇向外展开。',
    saturn: '土星顺行：稳定的努力往往能积累出看得见的成果。',
    uranus: '天王星顺行：变化与创新公开推进。',
    neptune: '海王星顺行：灵感与慈悲向外流动。',
    pluto: '冥王星顺行：蜕变逐渐在外在世界中显现出来。',
  },

  contacts: CONTACTS_ZH,
  frames: FRAMES_ZH,
  stop: '。',
  gap: '',
  transitTitle: (p, aspect, point, solar) =>
    `行运${g.planet(p)}${ASPECT_VERB[aspect]}${solar ? '你的星座中心（代表你的太阳）' : POINT[point]}`,

  reading: ORACLE_ZH,
  progression: (point, s) => PROGRESSED[point][s],
};
