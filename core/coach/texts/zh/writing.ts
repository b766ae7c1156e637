/**
 * The offline writer's sentences in Simplified Chinese: signs are always their full 座 name in
 * prose, houses are 第N宫 in Chinese numerals, degrees follow the sign with one half-width space
 * (天秤座 14°22′), sentences end in full-width punctuation and follow one another with no space.
 */
import type { AspectType } from '../../../astro/aspects';
import { ASPECT_NAME, ASPECT_VERB, GRAMMAR_ZH as g, STATION } from '../../../i18n/grammar/zh';
import type { Element, Modality } from '../../../zodiac';
import type { CoachWriting, PlacementSlots, StationSlots } from '../../texts';
import { NUMEROLOGY_NAME, PHASE, deg, isAngle, point } from './words';

/** The aspect as a verb in prose (金星四分土星); 合 alone is too common a character, so 合相. */
const ASPECT_IN_PROSE: Readonly<Record<AspectType, string>> = { ...ASPECT_VERB, conjunction: ASPECT_NAME.conjunction };

const ELEMENT: Readonly<Record<Element, string>> = { fire: '火象', earth: '土象', air: '风象', water: '水象' };
const MODALITY: Readonly<Record<Modality, string>> = { cardinal: '基本', fixed: '固定', mutable: '变动' };

const retroTail = (p: PlacementSlots, text: string) => (p.retrograde && !isAngle(p.point) ? text : '');

/** What the planet does after it stands still: "……停驻，随后开始逆行". */
const TURN: Readonly<Record<StationSlots['direction'], string>> = { retrograde: '开始逆行', direct: '恢复顺行' };

export const WRITING: CoachWriting = {
  opener: {
    love: [
      '感情方面，我们先看看你的星盘里与爱和亲密关系有关的几个位置。',
      '关于爱情，星盘能描述的是你去爱、被爱的方式，而不是某段关系的结局。下面是与之最相关的几处配置。',
      '你问到感情，这是星盘里最有温度的话题之一。下面这几个位置，说的是你在关系中的需要和表达。',
      '想聊感情的话，不妨先了解自己在亲密关系中是什么样子。我们从你星盘里的相关位置说起。',
    ],
    career: [
      '说到事业和方向，星盘能帮你看清自己的动力从哪里来，在什么样的环境里更能发挥。',
      '关于工作，我们先从你星盘中与志向、能力和做事节奏相关的位置说起。',
      '事业这个话题，星盘给出的不是一份职位清单，而是你做事的方式，以及让你有成就感的东西。',
      '下面几处配置，与你怎样投入工作、怎样看待成就关系最密切。',
    ],
    wellbeing: [
      '谢谢你愿意聊聊自己的状态。星盘可以帮你更了解自己的情绪节奏和需要，下面是几个值得一看的位置。',
      '关于身心状态，我们可以从你星盘中描述情绪、精力和恢复方式的位置看起。',
      '照顾好自己，往往从了解自己开始。下面这几处配置，说的是你如何感受、如何充电。',
      '每个人调节情绪的方式都不一样，你的星盘给出了一些只属于你的线索。',
    ],
    timing: [
      '关于时机，星盘更擅长描述一段时间的气氛和主题，而不是预言某件事何时发生。我们先看你本命盘里的相关位置。',
      '说到“什么时候”，不妨把星象看作天气预报：它提示适合做什么，却不决定结果。',
      '时机的问题，要先从你自己的星盘出发，再看天空中的变化怎样与它呼应。',
      '下面几个位置，是理解你此刻节奏的基础。',
    ],
    placement: [
      '好，我们来具体看看这个位置在你星盘中的样子。',
      '这是个很好的问题。下面是你星盘中对应的配置，以及它通常意味着什么。',
      '我们从星盘里的实际位置说起，再谈它可能怎样体现在你的生活中。',
      '先把位置说清楚，再来解读它的含义。',
    ],
    aspect: [
      '相位描述的是行星之间的对话：哪些力量彼此支持，哪些需要你去协调。下面是你星盘中相关的相位。',
      '我们来看看你星盘里行星之间形成的角度，以及它们可能带来的感受。',
      '相位往往能解释那些“既想要这个、又想要那个”的内心拉扯。下面一个一个来看。',
      '下面这些相位，是你星盘中行星之间最值得留意的联系。',
    ],
    numerology: [
      '数字命理从你的名字和出生日期中得出几个核心数字，下面是与你的问题最相关的几个。',
      '我们换个角度，从数字命理来看看你。',
      '你的出生日期和名字里藏着几个数字，每个数字都描述了你的一个侧面。',
      '数字命理和星盘可以互相参照。我们先来看你的数字。',
    ],
    general: [
      '我们从你的星盘出发，看看和这个问题最相关的几处配置。',
      '好问题。下面是你星盘中最能说明这件事的几个位置。',
      '星盘描述的是倾向和潜力，而不是定局。带着这个前提，我们来看看你的配置。',
      '我挑出了你星盘里与此最相关的几个地方，一起来看看。',
    ],
  },
  closing: {
    love: [
      '不妨想一想：在亲密关系里，你最希望对方给你的是什么？',
      '这些倾向不是规则，而是一面镜子。你可以留意，自己在什么样的关系里最放松。',
      '如果愿意，可以把你想问的那段关系说得更具体一些，我们再细看。',
      '爱的方式可以慢慢练习，不妨从一次小小的、真诚的表达开始。',
    ],
    career: [
      '不妨回想一下：过去哪一件工作最让你有成就感？它和上面这些描述有什么相似之处？',
      '把这些当作参考，而不是答案：真正适合你的方向，还需要在实践中去验证。',
      '如果你正面临一个具体的选择，可以告诉我更多细节，我们再一起看。',
      '可以从这周开始，挑一件最能发挥你长处的小事去做。',
    ],
    wellbeing: [
      '请记得，星盘只是帮助你了解自己的工具；如果低落的状态持续很久，和信任的人或专业人士聊一聊会很有帮助。',
      '不妨今天给自己留出一点安静的时间，哪怕只有十分钟。',
      '你最近最需要的，是休息、陪伴，还是一点改变？这个问题值得问问自己。',
      '对自己温柔一些。了解自己的节奏，本身就是一种照顾。',
    ],
    timing: [
      '时机之外，你自己的选择同样重要：星象提示气氛，决定始终在你手里。',
      '如果你心里有一个具体的日期或计划，可以告诉我，我们再结合你的星盘一起想一想。',
      '不妨把重要的事安排在你精力充沛、心里踏实的时候。',
      '留意接下来几周自己的感受，它往往比任何预测都更可靠。',
    ],
    placement: [
      '你觉得这些描述和你的经验相符吗？哪一部分最像你？',
      '一个位置只是整张星盘的一部分，它会和其他配置相互影响。',
      '如果想深入了解，可以继续问问与它相关的其他行星或相位。',
      '不妨留意一下，这种特质在什么情境下表现得最明显。',
    ],
    aspect: [
      '紧张的相位不是坏事，它往往是成长的动力；和谐的相位则是需要你主动运用的天赋。',
      '你可以观察一下，这种内在的张力或默契，在生活中通常以什么形式出现。',
      '如果想了解某两颗行星之间的关系，可以直接问我。',
      '相位描述的是倾向，怎样运用它们，取决于你自己。',
    ],
    numerology: [
      '数字提供的是一个视角，不妨看看它和你的星盘有哪些相互呼应的地方。',
      '你觉得哪个数字最像你？',
      '数字命理描述的是倾向和课题，并不限定你会成为什么样的人。',
      '如果想了解某个数字的更多含义，可以继续问我。',
    ],
    general: [
      '这些都是倾向，而不是定论。你觉得哪一点最能引起你的共鸣？',
      '如果想深入某一个方面，比如感情、事业或某颗行星，可以继续问我。',
      '不妨带着这些线索观察自己几天，看看哪些描述最贴切。',
      '星盘像一张地图，路怎么走，由你自己决定。',
    ],
  },
  greeting: [
    '你好！我是 Stella，会根据你的本命盘来回答问题。想聊感情、事业、情绪，还是某颗行星的位置？',
    '嗨，很高兴见到你。你可以问我任何与你的星盘有关的问题，比如“我的金星说明了什么？”',
    '你好呀！今天想从星盘里了解些什么？感情、工作、时机，或者你的数字命理，都可以问我。',
    '你好，我在这里。说说你最近在想的事情吧，我会结合你的星盘来回答。',
  ],
  meta: [
    '我是 Stella，一个会读星盘的 AI 助手。我读的是你自己的本命盘，它根据你提供的出生日期、时间和地点计算得出。每一段回答都会列出它所依据的星盘位置；如果某句话和你的星盘不符，它会被拦下，不会显示给你。占星描述的是倾向和可能性，而不是命运。',
    '我的回答都来自你的星盘：行星落在哪个星座、哪个宫位，它们之间形成了什么相位。这些位置由你的出生资料精确计算，每段话都标出它依据的配置，与星盘矛盾的说法会被自动拦下。请把我的话当作了解自己的参考，而不是预言。',
    '简单来说，我是一个 AI：先根据你的出生日期、时间和地点算出你的本命盘，再只依据这张星盘来回答。每段解读都附有它依据的位置，与星盘不符的内容不会显示。星盘描述的是你的倾向，未来怎么走，始终由你自己决定。',
  ],
  offTopic: [
    '这个问题超出了我能帮忙的范围。我专门解读你的星盘：感情、事业、情绪、时机，或者某颗行星的位置，都可以问我。',
    '抱歉，这个我回答不了。不过，如果你想知道星盘对你的人际关系或工作有什么提示，我很乐意陪你看看。',
    '我只会读星盘，这方面恐怕帮不上忙。要不要换个问题，比如问问你的月亮说明了你怎样的情绪需要？',
    '这个话题不在我的专长里。我能做的是根据你的本命盘和数字命理，帮你更了解自己。想从哪里开始？',
  ],
  unknownTime:
    '因为不知道你的出生时间，你的上升星座和各个宫位无法确定，所以下面不会提到它们；行星所在的星座和行星之间的相位仍然可以准确解读。如果之后找到了准确的出生时间，可以在资料里补上。',
  noChart:
    '你还没有自己的星盘。请打开“本命盘”页面，输入出生日期、时间和地点，生成星盘后点击“设为我的星盘”，我就可以根据它来回答你了。',
  // Never 宫 (子宫 and the like would be read as a house), 上升 (收入上升) or 三分 / 四分.
  caution: {
    health: [
      '关于健康，星盘只能描述倾向，不能诊断或预测疾病。如果身体有任何不适，请及时咨询医生或专业的医疗人员。',
      '星盘谈得了精力和作息，谈不了诊断。身体哪里让你担心，请去医院看看，让医生帮你把关。',
      '占星代替不了医学检查。不舒服的感觉如果一直没有好转，别拖着，尽早就医才是最稳妥的。',
      '星象最多提醒你留意节奏和休息；病因是什么、该怎么治，还是要交给医生来判断。',
    ],
    death: [
      '星盘无法预测寿命或死亡，我也不会做这样的推断。如果这个问题让你感到不安，和信任的人聊一聊会有帮助。',
      '没有哪张星盘看得出一个人的寿命，我也不会去猜。如果这份担心一直压在心上，和亲近的人或心理咨询师说一说，会好受一些。',
      '生死不写在星象里。如果这个问题背后是失去亲人的悲伤，或是挥之不去的害怕，找信任的人或专业的心理咨询师聊聊，别一个人扛着。',
    ],
    pregnancy: [
      '星盘无法预测能否怀孕或生育的结果。关于备孕和怀孕的问题，请咨询医生或专业的医疗人员。',
      '能不能怀上、什么时候怀上，星盘既给不了保证，也排除不了可能。这方面最可靠的答案，来自妇产科或生殖医学科的医生。',
      '孩子什么时候到来，是医学上的问题，而不是星象的问题；医生能给你真正用得上的建议。',
    ],
    money: [
      '星盘可以描述你对待金钱的方式，但不能预测收益或亏损。重要的财务决定，请听取专业理财顾问的意见。',
      '占星说得出你和钱打交道的习惯，却说不准市场会怎么走。真要拿主意的时候，值得找一位专业的理财顾问谈谈。',
      '这里读的是你的倾向，不构成任何投资建议。涉及借贷、投资或大笔开销，请先让持证的理财顾问帮你把把关。',
    ],
    legal: [
      '星盘无法预测官司或法律程序的结果。涉及法律的事情，请咨询律师或相关的专业机构。',
      '官司怎么判，不由星盘决定。你在法律上的实际处境，律师或法律援助机构才说得清楚。',
      '法律上的结果并不写在星空里。采取行动之前，请先听听律师的意见；在中国大陆，也可以拨打 12348 公共法律服务热线咨询。',
    ],
  },

  placement: [
    // 你的金星落在天秤座第七宫，具体度数是 14°22′。 (glossary §3: sign, then house, no 的)
    (p) => {
      const d = deg(p.degree, p.minute);
      if (p.point === 'ascendant') return `你的上升星座是${g.sign(p.sign)}，上升点的具体度数是 ${d}。`;
      if (p.point === 'midheaven') return `你的天顶落在${g.sign(p.sign)}，具体度数是 ${d}。`;
      const retro = retroTail(p, '，出生时正处于逆行');
      const where = p.house === null ? '' : g.ordinal(p.house, 'house');
      return `你的${point(p.point)}落在${g.sign(p.sign)}${where}，具体度数是 ${d}${retro}。`;
    },
    // 在你的本命盘中，金星位于天秤座 14°22′，落在第七宫。
    (p) => {
      const d = deg(p.degree, p.minute);
      if (isAngle(p.point)) return `在你的本命盘中，${point(p.point)}位于${g.sign(p.sign)} ${d}。`;
      const verb = p.retrograde ? '逆行于' : '位于';
      const where = p.house === null ? '' : `，落在${g.ordinal(p.house, 'house')}`;
      return `在你的本命盘中，${point(p.point)}${verb}${g.sign(p.sign)} ${d}${where}。`;
    },
    // 你出生的那一刻，天秤座的金星（14°22′）正落在你的第七宫。
    (p) => {
      const d = deg(p.degree, p.minute);
      if (p.point === 'ascendant') return `你出生的那一刻，东方地平线上的上升点正好在${g.sign(p.sign)} ${d}。`;
      if (p.point === 'midheaven') return `你出生的那一刻，天顶正好在${g.sign(p.sign)} ${d}，那是星盘的最高点。`;
      const retro = retroTail(p, '，而且处于逆行');
      return p.house === null
        ? `你出生的那一刻，${point(p.point)}正好在${g.sign(p.sign)} ${d}${retro}。`
        : `你出生的那一刻，${g.sign(p.sign)}的${point(p.point)}（${d}）正落在你的${g.ordinal(p.house, 'house')}${retro}。`;
    },
    // 用占星的行话来说，你是“金星天秤”：金星落在你的第七宫，位置是天秤座 14°22′。
    (p) => {
      const d = deg(p.degree, p.minute);
      const s = g.sign(p.sign);
      /** 天秤: the short form of the colloquial 日月升 line (glossary §2). */
      const short = g.sign(p.sign, 'short');
      if (p.point === 'ascendant') return `用占星的行话来说，你是“上升${short}”：你的上升点位于${s} ${d}。`;
      if (p.point === 'midheaven') return `星盘的最高点叫作天顶，你的天顶位于${s} ${d}。`;
      const name = point(p.point);
      const retro = retroTail(p, '，出生时处于逆行');
      return p.house === null
        ? `用占星的行话来说，你是“${name}${short}”：你的${name}位于${s} ${d}${retro}。`
        : `用占星的行话来说，你是“${name}${short}”：${name}落在你的${g.ordinal(p.house, 'house')}，位置是${s} ${d}${retro}。`;
    },
  ],
  aspect: [
    (a) => `你的${point(a.a)}与${point(a.b)}形成${ASPECT_NAME[a.type]}，容许度 ${a.orb}。`,
    (a) => `在你的星盘中，${point(a.a)}和${point(a.b)}呈${ASPECT_NAME[a.type]}（容许度 ${a.orb}）。`,
    (a) => `你的星盘里有一个${point(a.a)}${ASPECT_IN_PROSE[a.type]}${point(a.b)}的相位，容许度为 ${a.orb}。`,
    (a) => `你出生时，${point(a.a)}和${point(a.b)}之间形成了${ASPECT_NAME[a.type]}，容许度是 ${a.orb}。`,
  ],
  house: [
    (h) => {
      const names = h.points.filter((p) => !isAngle(p)).map(point);
      return names.length === 0
        ? `你的${g.ordinal(h.house, 'house')}没有行星，是一个空宫，宫头在${g.sign(h.sign)}。`
        : `${g.list(names)}落在你的${g.ordinal(h.house, 'house')}，这个宫位的宫头在${g.sign(h.sign)}。`;
    },
    (h) => {
      const names = h.points.filter((p) => !isAngle(p)).map(point);
      const inside =
        names.length === 0
          ? '，宫内没有行星'
          : names.length === 1
            ? `，${names[0]}就在这里`
            : `，${g.list(names)}都在这里`;
      return `你的${g.ordinal(h.house, 'house')}从${g.sign(h.sign)}开始${inside}。`;
    },
    (h) => {
      const names = h.points.filter((p) => !isAngle(p)).map(point);
      const inside = names.length === 0 ? '，宫内没有行星；空宫并不代表这个领域不重要' : `，宫内有${g.list(names)}`;
      return `再看${g.ordinal(h.house, 'house')}：它的宫头是${g.sign(h.sign)}${inside}。`;
    },
    (h) => {
      const names = h.points.filter((p) => !isAngle(p)).map(point);
      const inside = names.length === 0 ? '，里面没有行星' : `，${g.list(names)}落在其中`;
      return `你的${g.ordinal(h.house, 'house')}以${g.sign(h.sign)}为宫头${inside}。`;
    },
  ],
  // After the contact's full reading, so its subject is 这个相位 or 它. A past date always has 已于 /
  // 已经 before it and no 将于 / 将会 / 还会; between a past date and a later one, none of 已于 / 已经 /
  // 曾 (the tense check's markers). `past` may be the latest of several passes: never 第一次.
  transitWhen: [
    {
      today: '这个相位今天精准成相。',
      past: (date) => `这个相位已于${date}精准成相。`,
      next: (date) => `这个相位将于${date}精准成相。`,
      pastAndNext: (past, next) => `这个相位已于${past}精准成相，并将于${next}再次精准成相。`,
    },
    {
      today: '今天就是它最精准的一天。',
      past: (date) => `它已于${date}到达最精准的一刻，眼下影响正慢慢消退。`,
      next: (date) => `它将于${date}迎来最精准的一天。`,
      pastAndNext: (past, next) => `它已于${past}到达过最精准的一刻；行星折返之后，将于${next}再来一次。`,
    },
    {
      today: '它的影响今天来到顶点。',
      past: (date) => `它的影响已于${date}来到顶点，如今余波犹在。`,
      next: (date) => `它的影响将于${date}来到顶点。`,
      pastAndNext: (past, next) => `它的影响已于${past}来到过一次顶点，${next}将会再来一次。`,
    },
    {
      today: '精准成相的日子就是今天。',
      past: (date) => `精准成相的那一天已经过去，是在${date}。`,
      next: (date) => `精准成相的那一天还没到，要等到${date}。`,
      pastAndNext: (past, next) => `精准成相的日子已经出现过一次，是在${past}；${next}还会再有一次。`,
    },
    {
      today: '今天它正好精准，是整个过程里最紧密的一刻。',
      past: (date) => `它已于${date}走到最紧密的位置，之后正一点点松开。`,
      next: (date) => `它正一点点收紧，将于${date}走到最紧密的位置。`,
      pastAndNext: (past, next) => `它已于${past}走到最紧密的位置；接下来会先松开，到${next}再次收紧。`,
    },
  ],
  // The title is a clause ("行运土星四分你的本命天王星"): when it is exact follows it after a comma.
  // A past date always has 已于 / 已经 before it (the tense check's markers), and nothing between
  // a past date and a later one may be one of them.
  transitDated: [
    {
      inOrb: (title) => `${title}。`,
      today: (title) => `${title}，今天精准成相。`,
      past: (title, date) => `${title}，已于${date}精准成相。`,
      next: (title, date) => `${title}，将于${date}精准成相。`,
      pastAndNext: (title, past, next) => `${title}，已于${past}精准成相，并将于${next}再次精准成相。`,
    },
    {
      inOrb: (title) => `${title}：这个相位走得很慢，这段时间一直伴随着你。`,
      today: (title) => `${title}，今天正是它最精准的一天。`,
      past: (title, date) => `${title}，最精准的时刻已于${date}过去，影响正在慢慢减弱。`,
      next: (title, date) => `${title}，精准成相的日子在${date}。`,
      pastAndNext: (title, past, next) => `${title}，它已于${past}精准成相，${next}还会再来一次。`,
    },
    {
      inOrb: (title) => `${title}，这几周它一直在起作用，只是没有哪一天特别突出。`,
      today: (title) => `${title}，今天就是它精准成相的日子。`,
      past: (title, date) => `${title}，已于${date}到达最精准的位置，眼下正在渐渐松开。`,
      next: (title, date) => `${title}，正一步步靠近，${date}精准成相。`,
      pastAndNext: (title, past, next) =>
        `${title}，已于${past}精准成相；行星来回往返，将于${next}再一次经过同一个度数。`,
    },
    {
      inOrb: (title) => `眼下，${title}，这是一段缓慢而持续的影响。`,
      today: (title) => `今天，${title}，角度分毫不差。`,
      past: (title, date) => `${title}，这个相位的高峰已于${date}过去。`,
      next: (title, date) => `${title}，高峰会落在${date}。`,
      pastAndNext: (title, past, next) => `${title}，高峰已于${past}出现过一次，${next}将会迎来第二次。`,
    },
    {
      inOrb: (title) => `${title}，这个相位还在容许度之内，影响是持续的，而不是集中在某一天。`,
      today: (title) => `${title}，今天到达顶点。`,
      past: (title, date) => `${title}，它已于${date}精准成相，余波还在。`,
      next: (title, date) => `${title}，要等到${date}才精准成相。`,
      pastAndNext: (title, past, next) => `${title}，这个相位已经在${past}精准过一次，并将于${next}再次精准。`,
    },
    {
      inOrb: (title) => `${title}，没有哪一天格外精准，但这段时间它始终都在。`,
      today: (title) => `${title}，今天是它最强的一天。`,
      past: (title, date) => `${title}，它的峰值已于${date}出现，如今影响在慢慢退去。`,
      next: (title, date) => `${title}，最强的那一天在${date}。`,
      pastAndNext: (title, past, next) => `${title}，已于${past}达到一次峰值，${next}还会再来一次。`,
    },
  ],
  // The planet right before 在 + its sign, so the lexicon reads the placement ("水星在射手座");
  // the date then follows 已于 / 将于, the markers of the tense check.
  station: [
    {
      today: (p) => `今天，${g.planet(p.body)}在${g.sign(p.sign)}${STATION[p.direction]}。`,
      past: (p) => `${g.planet(p.body)}在${g.sign(p.sign)}的这次${STATION[p.direction]}，已于${p.date}发生。`,
      next: (p) => `${g.planet(p.body)}在${g.sign(p.sign)}的${STATION[p.direction]}将于${p.date}到来。`,
    },
    {
      today: (p) => `今天，${g.planet(p.body)}在${g.sign(p.sign)}看似停驻不动，随即${TURN[p.direction]}。`,
      past: (p) => `${g.planet(p.body)}已于${p.date}在${g.sign(p.sign)}停驻，随后${TURN[p.direction]}。`,
      next: (p) => `${g.planet(p.body)}将于${p.date}在${g.sign(p.sign)}停驻，随后${TURN[p.direction]}。`,
    },
    // 射手座里的水星: the sign first, which the lexicon reads as the same placement.
    {
      today: (p) => `${g.sign(p.sign)}里的${g.planet(p.body)}今天${STATION[p.direction]}。`,
      past: (p) => `${g.sign(p.sign)}里的${g.planet(p.body)}已经${STATION[p.direction]}，那是${p.date}的事。`,
      next: (p) => `${g.sign(p.sign)}里的${g.planet(p.body)}将于${p.date}${STATION[p.direction]}。`,
    },
    {
      today: (p) => `今天是${g.planet(p.body)}在${g.sign(p.sign)}${STATION[p.direction]}的日子。`,
      past: (p) => `${g.planet(p.body)}在${g.sign(p.sign)}${STATION[p.direction]}，已经是${p.date}的事了。`,
      next: (p) => `${g.planet(p.body)}在${g.sign(p.sign)}${STATION[p.direction]}的日子是${p.date}。`,
    },
  ],
  // Always 射手座新月 / 射手座满月, as the current sentence names it; never 月亮 (the planet) with a sign.
  // Not 落在 / 出现在 / 发生在 either: the sentence of `eventHouse` that follows often says them.
  lunation: [
    {
      today: (p) => `${g.sign(p.sign)}${PHASE[p.phase]}就在今天。`,
      past: (p) => `${g.sign(p.sign)}${PHASE[p.phase]}已于${p.date}到来。`,
      next: (p) => `${g.sign(p.sign)}${PHASE[p.phase]}将于${p.date}到来。`,
    },
    {
      today: (p) => `今天，天空迎来${g.sign(p.sign)}${PHASE[p.phase]}。`,
      past: (p) => `天空已于${p.date}迎来${g.sign(p.sign)}${PHASE[p.phase]}。`,
      next: (p) => `天空将于${p.date}迎来${g.sign(p.sign)}${PHASE[p.phase]}。`,
    },
    {
      today: (p) => `今天正好赶上${g.sign(p.sign)}${PHASE[p.phase]}。`,
      past: (p) => `${g.sign(p.sign)}${PHASE[p.phase]}已经在${p.date}过去了。`,
      next: (p) => `到了${p.date}，就是${g.sign(p.sign)}${PHASE[p.phase]}。`,
    },
    {
      today: (p) => `今天就是${g.sign(p.sign)}${PHASE[p.phase]}的日子。`,
      past: (p) => `${g.sign(p.sign)}${PHASE[p.phase]}已于${p.date}登场。`,
      next: (p) => `${g.sign(p.sign)}${PHASE[p.phase]}将于${p.date}登场。`,
    },
  ],
  // The event (它, 这个度数) is the subject, never a planet: no claim about a planet's house.
  eventHouse: [
    (h) => `在你的星盘里，它落在${g.ordinal(h, 'house')}。`,
    (h) => `它出现在你的${g.ordinal(h, 'house')}。`,
    (h) => `放到你的星盘里看，它发生在${g.ordinal(h, 'house')}。`,
    (h) => `它触动的是你星盘的${g.ordinal(h, 'house')}。`,
    (h) => `从你的星盘看，它发生在${g.ordinal(h, 'house')}。`,
  ],
  // 触及 / 落在……上 cover a conjunction and an opposition alike; 合相 after two names would read
  // as an aspect between them.
  eventTouches: [
    (points) => `它的度数触及你的本命${g.list(points.map(point))}。`,
    (points) => `它正好落在你的本命${g.list(points.map(point))}上。`,
    (points) => `它直接触动你的本命${g.list(points.map(point))}。`,
    (points) => `你的本命${g.list(points.map(point))}就在它的度数上，首先受到触动。`,
  ],
  chartRuler: ({ ruler, rising, sign: at, house: h }) =>
    `你的上升星座是${g.sign(rising)}，${g.sign(rising)}的守护星是${g.planet(ruler)}，所以${g.planet(ruler)}就是你的命主星，也就是整张星盘的主导行星。在你的星盘里，${g.sign(at)}的${g.planet(ruler)}落在你的${g.ordinal(h, 'house')}，它的状态为整张星盘定下了基调。`,
  balance: ({ elements, modalities, element, modality }) =>
    `在十颗行星中，落在火象星座的有 ${elements.fire} 颗，土象 ${elements.earth} 颗，风象 ${elements.air} 颗，水象 ${elements.water} 颗；按模式来看，基本星座 ${modalities.cardinal} 颗，固定星座 ${modalities.fixed} 颗，变动星座 ${modalities.mutable} 颗。你的主导元素是${ELEMENT[element]}，主导模式是${MODALITY[modality]}模式。`,
  elementMeaning: {
    fire: '火象元素突出，说明你往往热情、敢想敢做，习惯用行动和热忱点燃自己，也点燃身边的人。',
    earth: '土象元素突出，说明你通常务实可靠，喜欢一步一步把想法变成看得见、摸得着的成果。',
    air: '风象元素突出，说明你往往思维活跃、善于交流，通过想法、对话和人与人之间的联系来理解世界。',
    water: '水象元素突出，说明你通常感受细腻、直觉敏锐，很看重情感上的联结和安全感。',
  },
  modalityMeaning: {
    cardinal: '基本模式突出，说明你往往善于开头，愿意率先迈出第一步，发起新的计划。',
    fixed: '固定模式突出，说明你往往有定力和耐力，一旦认准目标就会坚持下去，只是有时不太容易转弯。',
    mutable: '变动模式突出，说明你往往灵活、适应力强，能随情况调整自己，但也要留意别让精力过于分散。',
  },
  busiestHouse: ({ house: h, points }) =>
    `${g.list(points.map(point))}都聚集在你的${g.ordinal(h, 'house')}，这是整张星盘里行星最多的宫位，这个领域在你的人生中格外有分量。`,
  numerology: (kind, value) =>
    [11, 22, 33].includes(value)
      ? `你的${NUMEROLOGY_NAME[kind]}是 ${value}，这是一个大师数。`
      : `你的${NUMEROLOGY_NAME[kind]}是 ${value}。`,
  numberMeaning: {
    1: '数字 1 代表开创、独立和领导力，它往往让人有主见、敢为人先。它的课题是相信自己的力量，同时学会倾听别人。',
    2: '数字 2 代表合作、体贴和对和谐的追求，它往往让人敏感细腻、善于协调。它的课题是在照顾别人的同时，也不忘记自己的需要。',
    3: '数字 3 代表创造、表达和生活的乐趣，它往往让人能说会写、富有想象力。它的课题是把天赋专注下来，而不是四处分散。',
    4: '数字 4 代表秩序、勤奋和稳固的根基，它往往让人踏实可靠、按部就班。它的课题是在坚持原则的同时，给变化留一点余地。',
    5: '数字 5 代表自由、变化和冒险，它往往让人好奇、多才多艺、渴望新鲜体验。它的课题是在追求自由的同时，学会有所承诺。',
    6: '数字 6 代表责任、关爱和家庭，它往往让人愿意照顾他人，也重视美与和谐。它的课题是付出而不过度操心，也允许自己被照顾。',
    7: '数字 7 代表内省、分析和对真理的探求，它往往让人爱思考、重视独处和精神世界。它的课题是信任直觉，也愿意向他人敞开。',
    8: '数字 8 代表抱负、能力和对现实世界的掌控，它往往让人有组织力，也在事业和金钱上有所追求。它的课题是善用力量，在成就与内心之间找到平衡。',
    9: '数字 9 代表慈悲、理想和圆满，它往往让人胸怀宽广，关心更大的群体。它的课题是学会放下，并把自己的经验化为对他人的帮助。',
    11: '11 是大师数，代表直觉、灵感和精神上的觉察，它往往让人敏锐而富有感召力。它的课题是让高度的敏感成为指引，而不是负担。',
    22: '22 是大师数，被称为“建造者”，代表把宏大的愿景变成切实成果的能力。它的课题是脚踏实地，一步一步承担起自己的远大目标。',
    33: '33 是大师数，被称为“导师”，代表无私的爱、疗愈与奉献。它的课题是在服务他人的同时，也照顾好自己的身心。',
  },
  numerologyKind: {
    lifePath: '生命灵数由出生日期算出，描述你这一生的主要道路和要学习的功课。',
    expression: '表达数由全名算出，描述你与生俱来的才能，以及你在世界上表现自己的方式。',
    soulUrge: '灵魂渴望数由名字中的元音算出，描述你内心深处真正想要的东西。',
    personality: '人格数由名字中的辅音算出，描述别人初次认识你时看到的样子。',
    birthDay: '生日数来自你出生那天的日期，描述你带到生活中的一项特别天赋。',
  },
  daily: {
    peakToday: [
      '今天，有一个行运相位在你的星盘中到达顶点。',
      '今天，一颗运行中的行星正好精准触及你星盘中的一个点。',
      '今天，天空与你星盘的一处联系达到最强。',
    ],
    peakTomorrow: [
      '明天，有一个行运相位将在你的星盘中到达顶点，今天它已在酝酿。',
      '明天，一颗运行中的行星将精准触及你星盘中的一个点，今天或许已能感到它的临近。',
      '明天，天空与你星盘的一处联系将达到最强，今天已可见端倪。',
    ],
    background: [
      '今天你的星盘里没有到达顶点的相位；为这几周定下基调的，是一个较慢的行运。',
      '今天本身没有精准成相的联系，所以这几周的大背景最为明显。',
      '今天没有行运精准成相，不妨留意这几周较慢的整体气候。',
    ],
    quiet: [
      '今天天空中没有什么紧密触动你星盘的配置，是相对平静的一天，适合按自己的节奏做事。',
      '今天的行运与你的本命盘之间没有特别紧密的相位，不妨利用这份平静，休息一下或整理思绪。',
      '今天的星象比较安静，没有什么特别突出的影响。这样的日子适合打好基础、照顾好日常。',
    ],
  },
};
