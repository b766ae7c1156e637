/**
 * Ask Stella in Simplified Chinese (decision 030; docs/i18n/glossary-zh.md). The reader is 你; signs
 * are always their full 座 name in prose, houses are 第N宫 in Chinese numerals (N宫 in labels),
 * degrees follow the sign with one half-width space (天秤座 14°22′), sentences end in full-width
 * punctuation and follow one another with no space. Chinese is written without spaces, so the
 * lexicon is matched anywhere (`wordBoundaries: false`): no form is a single character
 * (日, 月, 合 alone are too common), and the gaps between names are kept narrow.
 */
import { GRAMMAR_ZH } from '../../i18n/grammar/zh';
import { planet, sign } from '../../horoscope/zh';
import type { AspectType } from '../../astro/aspects';
import type { Element, Modality } from '../../zodiac';
import type { LifeTopic } from '../asking/types';
import type {
  CoachPoint,
  CoachTexts,
  LunationSlots,
  NumerologyKind,
  PeriodKey,
  PlacementSlots,
  StationSlots,
} from '../texts';

// ---------------------------------------------------------------------------------------------
// Names

const ANGLE: Readonly<Record<'ascendant' | 'midheaven', string>> = { ascendant: '上升点', midheaven: '天顶' };
const isAngle = (p: CoachPoint): p is 'ascendant' | 'midheaven' => p === 'ascendant' || p === 'midheaven';
/** '金星', '上升点', '天顶': a point's name in prose. */
const point = (p: CoachPoint) => (isAngle(p) ? ANGLE[p] : planet(p));

const NUMERAL = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];
/** 第七宫: a house in prose. */
const house = (n: number) => `第${NUMERAL[n] ?? String(n)}宫`;
/** 7宫: a house in a label. */
const houseShort = (n: number) => `${n}宫`;

const pad = (n: number) => String(n).padStart(2, '0');
/** 14°22′ */
const deg = (d: number, m: number) => `${d}°${pad(m)}′`;

/** The aspect as a noun (A与B形成三分相). */
const ASPECT_NOUN: Readonly<Record<AspectType, string>> = {
  conjunction: '合相',
  sextile: '六分相',
  square: '四分相',
  trine: '三分相',
  opposition: '对分相',
};
/** The aspect as a verb in prose (金星四分土星); 合 alone is too common a character, so 合相. */
const ASPECT_VERB: Readonly<Record<AspectType, string>> = {
  conjunction: '合相',
  sextile: '六分',
  square: '四分',
  trine: '三分',
  opposition: '对分',
};
/** The compact verb of labels, as the sky texts write it (行运木星三分本命金星). */
const ASPECT_LABEL: Readonly<Record<AspectType, string>> = {
  conjunction: '合',
  sextile: '六分',
  square: '四分',
  trine: '三分',
  opposition: '对分',
};

const ELEMENT: Readonly<Record<Element, string>> = { fire: '火象', earth: '土象', air: '风象', water: '水象' };
const MODALITY: Readonly<Record<Modality, string>> = { cardinal: '基本', fixed: '固定', mutable: '变动' };

const NUMEROLOGY_NAME: Readonly<Record<NumerologyKind, string>> = {
  lifePath: '生命灵数',
  expression: '表达数',
  soulUrge: '灵魂渴望数',
  personality: '人格数',
  birthDay: '生日数',
};

/** 金星、火星和木星 */
const list = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join('、')}和${names[names.length - 1]}`;

// ---------------------------------------------------------------------------------------------
// Lexicon pieces

/** 14°22′, 14°, 14° 22', 14度22分 */
const DEG = String.raw`\d{1,2}\s*(?:°|度)(?:\s*\d{1,2}\s*(?:′|'|’|分))?`;
/** （14°22′）, （逆行）, (℞), （14°22′，逆行） */
const PAREN = String.raw`[（(]\s*(?:${DEG}|逆行|℞)(?:\s*[，,、]?\s*(?:${DEG}|逆行|℞))?\s*[)）]`;
/** Markdown emphasis a model may put around a name: **金星**在天秤座 */
const MD = '[*_]*';
const ADVERB = '(?:则|也|就|正|恰好|正好|刚好|同样|依然|仍然|都|均)';
/** The verbs that place a point in a sign. Bare 是 / 为 are not here: "金星是天秤座的守护星". */
const SIGN_VERB = '(?:坐落在|坐落于|逆行于|逆行在|落在|落入|落于|位于|处于|在|落|：|:)';
/** "太阳星座是", "上升点为", "金星所在的星座是", "金星的位置在": 是 / 为 only after these. */
const SIGN_COPULA = '(?:星座|点|的位置|的落点|所在的?星座|所在的?位置)\\s*(?:是|为|在|：|:)';
/** 上升点 is read as 上升 + 点, 太阳星座 as 太阳 + 星座: the rest of the name may open the gap. */
const NAME_TAIL = '(?:星座|点)?';
const HOUSE_VERB = '(?:坐落在|坐落于|落在|落入|落于|位于|处于|在|落|入|：|:)';
const HOUSE_COPULA = '(?:所在的?宫位?|的宫位)\\s*(?:是|为|在|：|:)';
const YOUR_CHART = '(?:你的|你星盘的|你星盘中的|你的星盘中的|星盘中的|本命盘的|你本命盘的)';

/** A numbered house, by number or by its traditional or modern name (夫妻宫, 事业宫). */
const HOUSE_NAMES: Readonly<Record<string, number>> = {
  自我: 1,
  财帛: 2,
  财富: 2,
  金钱: 2,
  兄弟: 3,
  沟通: 3,
  田宅: 4,
  家庭: 4,
  子女: 5,
  男女: 5,
  恋爱: 5,
  创造: 5,
  奴仆: 6,
  健康: 6,
  夫妻: 7,
  伴侣: 7,
  婚姻: 7,
  疾厄: 8,
  共享: 8,
  死亡: 8,
  迁移: 9,
  探索: 9,
  旅行: 9,
  官禄: 10,
  事业: 10,
  福德: 11,
  社群: 11,
  朋友: 11,
  相貌: 12,
  潜意识: 12,
};
const HOUSE_NUMBER: Readonly<Record<string, number>> = {
  一: 1,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
  十一: 11,
  十二: 12,
  ...HOUSE_NAMES,
};
/**
 * 第七宫, 第 7 宫, 第7宫, 七宫, 7宫, 夫妻宫. Without 第, not after another numeral or a word that
 * makes it "the same / each / which house" (同一宫, 每一宫, 哪一宫), not 黄道十二宫 or 十二宫位
 * (the twelve houses), not 九宫格.
 */
const HOUSE = new RegExp(
  String.raw`(?:第\s*|(?<![\d一二三四五六七八九十两第同每哪这那另任某上下单各本黄道])(?!十二\s*宫位))(\d{1,2}|十[一二]?|[一二三四五六七八九]|${Object.keys(
    HOUSE_NAMES,
  ).join('|')})\s*宫(?![格殿]|六院)`,
  'u',
);

// ---------------------------------------------------------------------------------------------
// Writing helpers

const retroTail = (p: PlacementSlots, text: string) => (p.retrograde && !isAngle(p.point) ? text : '');

// ---------------------------------------------------------------------------------------------
// Stations, lunations and a planned answer

/** 停滞转逆 / 停滞转顺 (glossary §5). */
const STATION: Readonly<Record<StationSlots['direction'], string>> = { retrograde: '停滞转逆', direct: '停滞转顺' };
/** What the planet does after it stands still: "……停驻，随后开始逆行". */
const TURN: Readonly<Record<StationSlots['direction'], string>> = { retrograde: '开始逆行', direct: '恢复顺行' };
/** 新月 / 满月: neither is a name of the Moon in the lexicon, so "射手座新月" places nothing. */
const PHASE: Readonly<Record<LunationSlots['phase'], string>> = { new: '新月', full: '满月' };

/**
 * The spans, as time words that stand before a verb ("本周有……") and after 将会在 ("将会在本周……"):
 * 本周 / 本月 rather than 这周 / 这个月, because they sit well in both.
 */
const PERIOD: Readonly<Record<PeriodKey, string>> = {
  now: '这几天',
  lately: '最近',
  week: '本周',
  nextWeek: '下周',
  month: '本月',
  nextMonth: '下个月',
  year: '未来一年',
  nextYear: '明年',
  tomorrow: '明天',
  dayAfterTomorrow: '后天',
  when: '接下来几个月',
};

/**
 * How a sentence about the span is worded: 最近 looks back (一直), 这几天 is the present, and every
 * other span lies ahead. A span ahead is said with 将会 before its words, which is also
 * what the tense check needs before a named date ("将会在2月14日").
 */
const spanOf = (when: string): 'lately' | 'now' | 'ahead' =>
  when === PERIOD.lately ? 'lately' : when === PERIOD.now ? 'now' : 'ahead';
/** A named day ("2月14日"): the openers say "就在……这一天" of it. */
const isDay = (when: string) => /\d日/u.test(when);

/**
 * The houses of a part of life, as "与……有关的宫位" / "关乎……的宫位" name them. Never right before
 * 宫 (事业宫, 家庭宫 are house names the lexicon reads as numbered houses): always 的 or 有关 between.
 */
const DOMAIN: Readonly<Record<LifeTopic, string>> = {
  love: '感情',
  money: '钱财',
  work: '工作',
  home: '家宅',
  health: '健康',
  family: '家庭',
  study: '学业',
  move: '迁居',
  creativity: '创作',
  spirituality: '心灵',
  self: '自我',
};
/** The part of life as the object of 牵动 / 关系到 / 谈: "牵动你的工作", "关系到搬家这件事". */
const CONCERN: Readonly<Record<LifeTopic, string>> = {
  love: '你的感情',
  money: '你的财务',
  work: '你的工作',
  home: '你的居家生活',
  health: '你的身体状态',
  family: '家里的事',
  study: '你的学业',
  move: '搬家这件事',
  creativity: '你的创作',
  spirituality: '你的内心世界',
  self: '你自己',
};

const PLAN: CoachTexts['plan'] = {
  // Plain nouns: the templates put them after 说到 / 关于 / 就……而言 / 围绕 / 至于, or before 的事 /
  // 的好时机, never before 方面 (你自己方面 does not work).
  area: {
    love: '感情',
    money: '金钱',
    work: '工作',
    home: '房子',
    health: '健康',
    family: '家人',
    study: '学业',
    move: '搬家',
    creativity: '创作',
    spirituality: '内心世界',
    self: '你自己',
  },
  areas: (a, b) => `${a}和${b}`,
  period: PERIOD,
  inMonth: (month) => `${month}月`,
  onDate: (date) => date,
  opener: {
    natal: [
      ({ area }) => (area ? `关于${area}，先看你的本命盘本身怎么说。` : '先看你的本命盘本身怎么说。'),
      ({ area }) =>
        area
          ? `就${area}而言，最有发言权的是你出生那一刻的星盘，我们从这里说起。`
          : '最有发言权的是你出生那一刻的星盘，我们从这里说起。',
      ({ area }) => (area ? `谈${area}，你星盘里的一个位置就能说明大半。` : '你星盘里的一个位置，就能说明大半。'),
      ({ area }) =>
        area ? `说到${area}，你的本命盘自己就有一个清楚的答案。` : '这个问题，你的本命盘自己就有一个清楚的答案。',
      ({ area }) => (area ? `想了解${area}，先从你星盘里最关键的那个位置看起。` : '先从你星盘里最关键的那个位置看起。'),
      ({ area }) =>
        area
          ? `${area}的事，在你出生那一刻就已经在星盘里留下了线索。`
          : '很多答案，在你出生那一刻就已经在星盘里留下了线索。',
    ],
    timed: [
      ({ area, when }) => {
        const lead = area ? `说到${area}，` : '';
        const span = spanOf(when);
        // A named day is said after 将会: "……将会比其他星象都更要紧，就在2月14日这一天。"
        if (isDay(when)) return `${lead}有一处星象将会比其他星象都更要紧，就在${when}这一天。`;
        if (span === 'ahead') return `${lead}${when}有一处星象会比其他星象都更要紧。`;
        return `${lead}${when}有一处星象${span === 'lately' ? '一直' : ''}比其他星象都更要紧。`;
      },
      ({ area, when }) => {
        const lead = area ? `你关心的是${area}。` : '';
        const span = spanOf(when);
        if (span === 'ahead') return `${lead}来看看你的星盘将会在${when}遇上哪些星象。`;
        return `${lead}来看看你的星盘${when}${span === 'lately' ? '遇上了' : '正遇上'}哪些星象。`;
      },
      ({ area, when }) => {
        const lead = area ? `围绕${area}，` : '';
        const span = spanOf(when);
        if (span === 'ahead') return `${lead}天空将会在${when}把焦点集中到一处星象上。`;
        return `${lead}${when}天空的焦点${span === 'lately' ? '一直落' : '集中'}在一处星象上。`;
      },
      ({ area, when }) => `我把${when}的天象和你的星盘对照着看了一遍${area ? `，专门留意了${area}` : ''}。`,
      ({ area, when }) =>
        area ? `关于${area}，${when}的星象里有一个信号特别清楚。` : `${when}的星象里，有一个信号特别清楚。`,
      ({ area, when }) => {
        const lead = area ? `至于${area}，` : '';
        const ask = spanOf(when) === 'lately' ? '要弄清最近是怎么回事' : `要看${when}会怎样`;
        return `${lead}${ask}，得把运行中的行星放到你的星盘上对照着看。`;
      },
    ],
    // One sentence each: a second sentence with no slot in it would be the same in every "when…" answer.
    when: [
      ({ area }) =>
        area
          ? `关于${area}，你想知道什么时候合适：下一段窗口期，从一个可以提前安排的日子开始。`
          : '你想知道什么时候合适：下一段窗口期，从一个可以提前安排的日子开始。',
      ({ area }) =>
        area
          ? `${area}的事什么时候合适，要看运行中的行星何时与你的星盘相遇，接下来最值得把握的是下面这一次。`
          : '什么时候合适，要看运行中的行星何时与你的星盘相遇，接下来最值得把握的是下面这一次。',
      ({ area }) =>
        area
          ? `就${area}而言，问题不在于会不会，而在于什么时候；下面是第一个帮得上忙的日子。`
          : '下面是你的星空里第一个帮得上忙的日子。',
      ({ area }) =>
        area ? `我把接下来几个月翻了一遍，为${area}找最合适的时机。` : '我把接下来几个月翻了一遍，找出了最合适的时机。',
      ({ area }) =>
        area
          ? `${area}的好时机，在星盘里会落到具体的日子上，前面就有一个值得在日历上圈出来。`
          : '好时机在星盘里会落到具体的日子上，前面就有一个值得在日历上圈出来。',
    ],
  },
  // After the headline's title and date: what it means for the asked part of life, by its kind. No
  // planet, sign, house or aspect in them, and none of the words the lexicon reads as one (上升,
  // 中天, 处女, 狮子, 三分, 四分……).
  areaReading: {
    love: {
      easy: [
        '感情上，这样的星象让你更容易流露温柔，也更容易接住别人的好意。',
        '在感情里，这是一段柔和、敞开的时光：心里有话，不妨直接说出来。',
        '你和在乎的人之间，这段时间少了些别扭，相处起来更顺。',
        '两个人一起做点轻松愉快的事，这段时间比任何长谈都更能拉近距离。',
      ],
      hard: [
        '感情上，这份摩擦需要的是坦诚相待，而不是草草了事。',
        '在感情里，这更像一场耐心的考验，而不是关系的破裂。',
        '两个人之间没说开的话，这段时间容易浮上来。',
        '感情里有分歧时，先弄清自己真正在意的是什么，再开口，会少走很多弯路。',
      ],
      meeting: [
        '感情上，这意味着一个开始：一种新的感觉、一个新的人，或是一种新的相处方式。',
        '在感情里，有些东西正在悄悄开头，哪怕一开始并不起眼。',
        '对你的感情生活来说，这是一个重新出发的时间点：旧的相处模式可以放下，新的可以试一试。',
        '心里若对某个人有了新的感觉，不妨给它一点时间，看它会长成什么样子。',
      ],
    },
    money: {
      easy: [
        '金钱方面，门路会宽一些，适合开口争取、谈条件或做规划。',
        '在钱的事上，准备充分的请求，这段时间更容易得到回应。',
        '财务上，这段时间花的力气往往能换来实在的回报。',
        '手头的账这段时间理起来更顺，正好把预算和存钱的计划定下来。',
      ],
      hard: [
        '金钱方面，做出任何承诺之前，先把账算仔细。',
        '在钱的事上，数字没弄清楚之前，先别做大的决定。',
        '财务上，这段时间稳妥比求快更能保护你。',
        '遇到要你马上付钱或签约的事，先留一晚再答复，钱的事急不得。',
      ],
      meeting: [
        '金钱方面，新的一章由此展开：你怎么赚钱、怎么花钱，以及你看重什么。',
        '在钱的事上，一个新的收入来源或一种新的理财习惯，可以从这里开始。',
        '财务上，这是一个重新归零、重新规划的时间点。',
        '你对“多少才算够”的看法，可能在这里悄悄改变。',
      ],
    },
    work: {
      easy: [
        '工作上，付出更容易得到认可，适合提方案、提要求，主动争取机会。',
        '职场上，身边的人比平时更愿意听你说，把你的想法摆上桌吧。',
        '工作方面，拖了很久的那次谈话，正好趁这段时间去谈。',
        '工作里的合作这段时间格外省力，找人帮忙、搭档做事都更顺。',
      ],
      hard: [
        '工作上，这是一种压力，充分的准备比速度更重要。',
        '职场上，可能会遇到阻力；摆事实、有耐心，比硬碰硬走得更远。',
        '工作方面，流程、分工和规矩都会被拿来检验，哪里不牢靠，哪里就先出问题。',
        '工作压力大的时候，先把最要紧的一件事做扎实，其余的可以往后排。',
      ],
      meeting: [
        '工作上，新的东西正在开始：一项任务、一个角色，或是把老工作做出新意。',
        '职场上，一份新的责任或一个新的方向，可能从这里开始。',
        '工作方面，这更像起跑线，而不是终点线。',
        '工作里冒出来的新念头值得认真记下来，它可能就是下一步的方向。',
      ],
    },
    home: {
      easy: [
        '家里的事更容易安顿下来，这时做的安排往往也更稳当。',
        '居家方面，这段时间适合修修补补、重新布置，或者请朋友来家里坐坐。',
        '家中的气氛比平时和顺，不用太费力就能相处融洽。',
        '和住处有关的手续、合同或谈判，这段时间办起来更顺利。',
      ],
      hard: [
        '家里的老矛盾或该修的地方需要留意，别等它们变大。',
        '居家方面，有东西需要修补：可能是房子本身，也可能是家里人之间的关系。',
        '家中的摩擦，往往正好指出哪里需要改变。',
        '住的地方如果让你烦心，先解决最影响日常的那一件，别想一次全部搞定。',
      ],
      meeting: [
        '家里开始有变化：可能是房子本身，也可能是一起住的人。',
        '居家方面，一种新的安排正在成形。',
        '对你的住处来说，这是一个重新开始的机会。',
        '你对“家应该是什么样子”的想法，这段时间可能会变得更清楚。',
      ],
    },
    health: {
      easy: [
        '身体和精力方面，这更适合养成稳定的习惯，而不是突击式的努力。',
        '体力上，这段时间恢复得比较快，休养的效果也更明显。',
        '这段时间精力比较好调配，累了也容易缓过来。',
        '身体的信号这段时间比较清楚，吃什么、睡多久，跟着感觉调整就好。',
      ],
      hard: [
        '身体和精力方面，疲劳会比平时更早显现，注意调整节奏。',
        '体力上，这段时间要在透支之前先休息。',
        '精力可能忽高忽低，给自己定一些小小的界限，就能护住它。',
        '身体有不舒服的地方，别硬扛，该检查就去检查。',
      ],
      meeting: [
        '身体和精力方面，这是开始新作息的好时机。',
        '体力上，这时开始的新习惯，比较有机会坚持下来。',
        '你的精力像是到了一个可以重新设定的节点。',
        '对身体的照顾，可以从一个很小的改变开始，比如固定睡觉的时间。',
      ],
    },
    family: {
      easy: [
        '家人之间，之前卡住的话题可以重新聊开。',
        '和亲人相处，这段时间善意来得更容易。',
        '这段时间，家人之间的牵绊显得轻松一些。',
        '想给家里人打个电话、回去看看，这段时间正合适，见了面会比预想的愉快。',
      ],
      hard: [
        '家人之间，彼此的期待可能碰撞；多一点耐心，比争论更管用。',
        '和亲人之间，老一套的角色可能让人不舒服；平心静气地说出你需要什么。',
        '家人之间的关系在经受考验，这也是重新调整相处方式的机会。',
        '家里有人情绪上头时，先听完再回应，很多争执就少了一半。',
      ],
      meeting: [
        '家人之间，一个新的角色或一段新的联结正在成形。',
        '和亲人之间，谁负责什么，这段时间可能会重新分配。',
        '你和家人的关系，正翻开新的一页。',
        '家里的格局可能有所变化，比如有人搬进搬出，或是多了一种新的团聚方式。',
      ],
    },
    study: {
      easy: [
        '学业上，注意力更容易集中，学到的东西也更容易记住。',
        '学习方面，这段时间吸收力好：多读、多问、多做笔记。',
        '新的知识这段时间比较容易进脑子。',
        '这段时间适合攻克之前卡住的难点，一点就通的时刻会比平时多。',
      ],
      hard: [
        '学业上，进展会吃力一些，讲究方法比临时抱佛脚更有效。',
        '学习方面，开窍之前难免先吃点苦头。',
        '这段时间脑子需要的是条理，而不是更长的学习时间。',
        '复习效率低的时候，缩短每一段时间、多休息几次，往往比硬撑更管用。',
      ],
      meeting: [
        '学业上，这是开始一门新课程或新科目的自然时机。',
        '学习方面，一个新领域或一位新老师可能进入你的视野。',
        '你的头脑已经准备好接受新东西。',
        '想报班、换专业或定一个新的学习目标，这个节点很合适。',
      ],
    },
    move: {
      easy: [
        '搬家这件事，现在做的计划往往进展顺利。',
        '如果你在考虑搬家，实际操作上的事这段时间更容易落实。',
        '换个地方生活的计划，这段时间会得到不少助力。',
        '找房、看房、谈条件，这段时间都比较顺，适合把搬家的事往前推。',
      ],
      hard: [
        '搬家这件事，可能会有延误，时间上最好留出余地。',
        '如果你在考虑搬家，细节要核对两遍。',
        '搬迁的计划会遇到阻碍，与其硬推，不如一件一件解决。',
        '搬家前后容易手忙脚乱，列一张清单，把证件和合同放在手边。',
      ],
      meeting: [
        '搬家这件事，关于新住处的想法会变得更清晰。',
        '如果你在考虑搬家，决定会在这段时间慢慢成熟。',
        '换个地方生活，正从一个愿望变成实实在在的可能。',
        '你想在哪里生活，这个问题的答案可能会在这段时间浮现出来。',
      ],
    },
    creativity: {
      easy: [
        '创作上，灵感来得顺，和别人分享也很自然。',
        '在创作方面，这段时间手感好：多动手，多拿出来给人看，也多玩一玩。',
        '这段时间做出来的东西，不用太费劲就有模有样。',
        '和别人一起创作、合作演出或交换作品，这段时间尤其容易擦出火花。',
      ],
      hard: [
        '创作上，阻力本身就是创作的一部分，坚持做下去。',
        '创作方面，卡住的感觉往往说明，有什么东西想要改变。',
        '这段时间的创作更靠纪律，而不是灵感。',
        '作品如果迟迟不满意，先完成，再修改，别让完美主义把你拦在门外。',
      ],
      meeting: [
        '创作上，一个新作品正等着动笔。',
        '在创作方面，一颗种子已经种下。',
        '只要给它留出空间，一个新点子就能在这时扎下根来。',
        '你的表达方式可能在这里换一种风格，不妨大胆试试没做过的形式。',
      ],
    },
    spirituality: {
      easy: [
        '内心世界里，安静独处的时间会给你比平时更多的回馈。',
        '在精神层面，这是一段清明、平和的时光。',
        '这段时间反思来得自然，好好用上它。',
        '冥想、写日记，或者只是一个人散散步，这段时间都能让你更贴近自己。',
      ],
      hard: [
        '内心世界里，疑问会浮上来，正好让你好好看一看。',
        '在精神层面，原本确信的东西可能动摇，这未必是坏事。',
        '这段时间的自省更费力，但也因此更诚实。',
        '心里乱的时候，不必急着找答案，先让自己安静下来，答案往往随后才来。',
      ],
      meeting: [
        '内心世界里，一种新的修习或一个新的问题开始扎根。',
        '在精神层面，新的一章正在展开。',
        '你看待意义的方式，正开始发生变化。',
        '一些巧合或梦境这段时间可能格外让你在意，值得记下来慢慢体会。',
      ],
    },
    self: {
      easy: [
        '对你来说，这像是多了一些喘息的空间，可以更自在地做自己。',
        '就你个人而言，这段时间更容易让别人看到真实的你。',
        '这段时间你可能会觉得，自己更像自己了。',
        '这段时间做决定更有底气，听从自己的想法就好。',
      ],
      hard: [
        '对你来说，这可能表现为坐立不安：一股想找到方向的能量。',
        '就你个人而言，这份紧绷感正推着你成长。',
        '你可能会觉得跟自己过不去；与其对抗，不如给这股劲找个方向。',
        '烦躁的时候，动一动身体或换个环境，比闷着想更能让你缓过来。',
      ],
      meeting: [
        '对你来说，这是重新认识自己的一个起点。',
        '就你个人而言，新的一章正在开始。',
        '你心里有一部分，已经准备好重新出发。',
        '你对自己的看法可能会在这段时间更新，不妨留意哪些旧标签已经不再适合你。',
      ],
    },
  },
  // Why the headline reaches the asked part of life. They also close a headline about the chart
  // itself, so none says 星象 or 相位 of it: they speak of the natal point. No sign, no house number.
  why: {
    ruler: [
      ({ point: p, topic }) =>
        `在你的星盘里，${point(p)}主管着一个与${DOMAIN[topic]}有关的宫位，所以凡是牵动${point(p)}的事，也会牵动${CONCERN[topic]}。`,
      ({ point: p, topic }) =>
        `${point(p)}之所以和${CONCERN[topic]}有关，是因为在你的星盘里，它守护着一个关乎${DOMAIN[topic]}的宫位。`,
      ({ point: p, topic }) =>
        `${point(p)}在你的星盘里掌管着${DOMAIN[topic]}方面的一个宫位，它一有动静，就会波及${CONCERN[topic]}。`,
    ],
    placed: [
      ({ point: p, topic }) =>
        `你的${point(p)}坐落在一个与${DOMAIN[topic]}有关的宫位里，所以它的一举一动都关系到${CONCERN[topic]}。`,
      ({ point: p, topic }) =>
        `你出生时，${point(p)}就落在一个关乎${DOMAIN[topic]}的宫位，所以它和${CONCERN[topic]}分不开。`,
    ],
    significator: [
      ({ point: p, topic }) => `在任何一张星盘里，看${DOMAIN[topic]}都要看${point(p)}，你的也不例外。`,
      ({ point: p, topic }) =>
        `${point(p)}在每个人的星盘里都和${DOMAIN[topic]}息息相关，谈${CONCERN[topic]}，自然绕不开它。`,
      ({ point: p, topic }) => `占星里看${DOMAIN[topic]}，${point(p)}总是最先要看的位置之一。`,
    ],
  },
  // With two parts of life asked, `topic` is null and `area` names both ("工作和金钱").
  unknownTime: [
    ({ area, topic }) =>
      `不知道你的出生时间，我就没法确定哪些宫位主管${topic ? DOMAIN[topic] : area}；不过行星本身不受时辰影响，依然可以解读。`,
    ({ area, topic }) =>
      `出生时间能告诉我哪些宫位在管${topic ? DOMAIN[topic] : area}；现在没有它，我只读行星和它们彼此的关系，这些不论几点出生都一样。`,
    ({ area, topic }) =>
      `宫位要靠准确的出生时间才排得出来，所以与${topic ? DOMAIN[topic] : area}有关的宫位这次先不谈，只看不受时辰影响的行星。`,
    ({ area, topic }) => `出生时间不详，管${topic ? DOMAIN[topic] : area}的宫位暂时定不下来，好在行星本身照样能读。`,
  ],
  // Whole sentences, not "……：": the placements that follow often have a colon of their own. Said
  // when no part of life was asked (otherwise `why` leads the placements).
  because: [
    '这件事为什么对你格外明显，要从你自己的星盘说起。',
    '它在你身上这样展开，和你本命盘里的几处配置有关。',
    '它牵动的，正是你星盘里的这几处。',
    '它为什么会落到你身上，答案在你的本命盘里。',
    '这件事之所以和你切身相关，要看你星盘里的以下配置。',
    '回到你的本命盘，它对应的是以下位置。',
  ],
  closing: {
    natal: [
      '一个位置描述的是一种状态，而不是判决；怎样活出它，由你决定。',
      '不妨留意：哪些地方你一眼就认出了自己，哪些地方你其实早已走过来了。',
      '如果其中某一点说中了你，可以接着问我，我们再往深处聊。',
      '把这些当作认识自己的起点，而不是最后的定论。',
      '星盘定下的是基调，曲子怎么弹，由你自己决定。',
      '合用的留下，不合用的放一边：你的生活，你比任何星盘都更了解。',
    ],
    // The weeks behind: understanding and perspective, never a day to prepare for.
    lately: [
      '知道一种感受从哪里来，不会让它马上消失，但会让它更容易承受。',
      '你最近的感受，在天空里有迹可循；星象会变，这种感觉也会过去。',
      '别对自己太苛刻：这段时间的压力是真实存在的，不是你想多了。',
      '看清其中的规律是第一步，接下来再想怎么调整，就有了方向。',
      '这样的星象终会过去，但你在这段时间里学到的东西，往往会留下来。',
      '情绪有起有落本来就很正常，星盘只是帮你看清它的来龙去脉。',
      '如果过几周这种感觉还在，可以再来问我，我帮你看看星空有了什么变化。',
    ],
    // One day (today, these few days, tomorrow, a named date): a thought for the day itself, never
    // the days before it, the weeks after it or a date to mark. None says 这一天 alone, which would
    // not fit 这几天.
    day: [
      '重大的决定不必非在那一刻拍板，等心里有底了再做也不迟。',
      '过程中多留意自己的真实感受，它和星象一样值得参考。',
      '事情能简单就简单，把精力留给眼下最要紧的那一件。',
      '如果处处不顺手，那也是一种提醒：放慢脚步，别硬往前推。',
      '一天很少能决定全局，把它当作轻轻一推，而不是最后的结论。',
      '该带的、该说的先想清楚，再给意料之外的事留一点余地。',
      '睡足、吃好，往往比任何星象都更能决定你当天的状态。',
      '要紧的话，挑你心里最平静的时候说，不必一开口就把所有事都摊开。',
    ],
    timed: [
      '日期只说明天空往哪边倾斜；那几天怎么过，依然由你决定。',
      '把这个日子记进日历，然后留意它前后几天的真实感受。',
      '临近的日子用来准备；到了当天，适合行动，也适合静下来倾听。',
      '星象在精准的那天前后最强，之后慢慢减弱，重要的事可以照这个节奏来安排。',
      '把星象当作天气预报来看：它提醒你出门带伞，却不替你决定去哪里。',
      '过几天可以再来问我，天空一直在变，我会帮你重新看一看。',
      '真正做决定的时候，除了星象，也别忘了听听自己的判断和身边人的意见。',
      '不必把一切都押在某一天；星象给的是顺风或逆风，方向盘始终在你手里。',
    ],
    when: [
      '好的时机能帮上忙，但不会替你做决定；围绕它来安排，也给前后的日子留点余地。',
      '先把日子标出来，提前几周做好准备，剩下的交给时机。',
      '如果这个日子不方便，可以问我另一个月份，我再帮你看一看。',
      '时机会一再出现；错过这一次，还会有下一次，我也可以帮你找出来。',
      '在那之前的这段时间，正好用来做准备，让时机来的时候你已经就绪。',
      '时机是帮手，不是命令：等你准备好了再开始，最好离那个日子不远。',
    ],
  },
  noFit: [
    ({ area, when }) => {
      const what = area ?? '这个问题';
      const lead =
        when && spanOf(when) === 'ahead'
          ? `我在你的星盘里没有看到将会在${when}明确指向${what}的星象`
          : `${when ? `${when}，` : ''}我在你的星盘里没有看到明确指向${what}的星象`;
      return `${lead}；与其牵强附会，不如直说。`;
    },
    ({ area, when }) => {
      const what = area ?? '这个问题';
      if (!when) return `你的本命盘里没有什么清楚地指向${what}，所以我没法诚实地给出解读。`;
      const sky = spanOf(when) === 'ahead' ? `将会在${when}出现的星象` : `${when}的星象`;
      return `无论是你的本命盘，还是${sky}，都没有清楚地指向${what}，所以我没法诚实地给出解读。`;
    },
    ({ area, when }) =>
      when
        ? `说实话，${when}的星象几乎没有触及${area ?? '这个问题'}。`
        : `说实话，你的本命盘里几乎没有哪个配置直接说到${area ?? '这个问题'}。`,
    ({ area, when }) =>
      `我在${when ? `${when}的星象` : '你的本命盘'}里找过与${area ?? '这个问题'}有关的线索，但没有哪一条强到足以支撑一个回答。`,
    ({ area, when }) =>
      `关于${area ?? '这个问题'}，${when ? `${when}的星象` : '你的本命盘'}没有给出明确的指向；与其硬凑一个答案，我宁可先问你几句。`,
  ],
  clarify: [
    '能再多说一点吗？你心里是不是有一个具体的决定、日期或某个人？',
    '哪种信息对你最有帮助：某个具体的月份，还是生活中的某一个方面？',
    '这个问题背后，是不是有一件具体的事？说给我听听，我就能去看星盘里主管它的那一部分。',
    '要不要换个问法：问一个具体的日子，或者某一段关系、某一个项目？',
    '是什么让你想问这个问题？多给我一点背景，我就知道该往星盘的哪里看。',
    '你最想弄清楚的，是“会不会”，是“什么时候”，还是“该怎么做”？',
  ],
};

export const COACH_ZH: CoachTexts = {
  grammar: GRAMMAR_ZH,
  lexicon: {
    point: {
      sun: ['太阳'],
      moon: ['月亮', '月球'],
      mercury: ['水星'],
      venus: ['金星'],
      mars: ['火星'],
      jupiter: ['木星'],
      saturn: ['土星'],
      uranus: ['天王星'],
      neptune: ['海王星'],
      pluto: ['冥王星'],
      ascendant: ['上升', 'ASC'],
      midheaven: ['天顶', '中天', 'MC'],
    },
    sign: {
      aries: ['白羊座', '白羊', '牡羊座', '牡羊'],
      taurus: ['金牛座', '金牛'],
      gemini: ['双子座', '双子', '雙子座'],
      cancer: ['巨蟹座', '巨蟹'],
      leo: ['狮子座', '狮子', '獅子座'],
      virgo: ['处女座', '处女', '室女座', '處女座'],
      libra: ['天秤座', '天秤', '天平座'],
      scorpio: ['天蝎座', '天蝎', '天蠍座', '天蠍', '蝎子座'],
      sagittarius: ['射手座', '射手', '人马座'],
      capricorn: ['摩羯座', '摩羯', '魔羯座', '魔羯', '山羊座'],
      aquarius: ['水瓶座', '水瓶', '宝瓶座', '寶瓶座'],
      pisces: ['双鱼座', '双鱼', '雙魚座'],
    },
    aspect: {
      conjunction: ['合相'],
      sextile: ['六分相', '六分'],
      square: ['四分相', '四分', '刑相'],
      trine: ['三分相', '三分', '拱相'],
      opposition: ['对分相', '对分', '冲相', '对冲相'],
    },
    house: HOUSE,
    houseNumber: HOUSE_NUMBER,
    placementGap: new RegExp(
      String.raw`^\s*${NAME_TAIL}${MD}\s*(?:${PAREN}\s*)?(?:(?:[，,：:]\s*(?:它\s*)?)?(?:逆行\s*)?(?:${ADVERB}\s*)?(?:${SIGN_VERB}|${SIGN_COPULA})\s*|逆行\s*)?${MD}\s*(?:${DEG}\s*(?:的\s*)?)?$`,
      'u',
    ),
    reverseGap: new RegExp(
      String.raw`^\s*${MD}\s*(?:${DEG}\s*)?(?:的|里的|中的|上的|之中的|(?:是|为|作为)你的)?\s*(?:本命)?\s*${MD}\s*$`,
      'u',
    ),
    houseGap: new RegExp(
      String.raw`^\s*${NAME_TAIL}${MD}\s*(?:${DEG}\s*)?(?:${PAREN}\s*)?(?:(?:[，,：:]\s*(?:它\s*)?)?(?:逆行\s*)?(?:${ADVERB}\s*)?(?:${HOUSE_VERB}|${HOUSE_COPULA})\s*)?(?:${YOUR_CHART}|的)?\s*${MD}\s*$`,
      'u',
    ),
    risingAfterSign: /^\s*(?:是|为|作为)\s*上升/u,
    wordBoundaries: false,
  },

  intents: {
    love: [
      '爱情',
      '恋爱',
      '感情',
      '喜欢的人',
      '伴侣',
      '对象',
      '另一半',
      '男朋友',
      '女朋友',
      '男友',
      '女友',
      '老公',
      '老婆',
      '丈夫',
      '妻子',
      '结婚',
      '婚姻',
      '暗恋',
      '表白',
      '桃花',
      '脱单',
      '单身',
      '分手',
      '复合',
      '前任',
      '约会',
      '心动',
      '暧昧',
      '恋人',
      '情侣',
      '真爱',
      '相亲',
      '姻缘',
      '亲密关系',
      '合盘',
      '配对',
      '爱人',
      '爱我',
    ],
    career: [
      '工作',
      '事业',
      '职业',
      '职场',
      '跳槽',
      '辞职',
      '离职',
      '换工作',
      '找工作',
      '求职',
      '面试',
      '升职',
      '晋升',
      '加薪',
      '老板',
      '领导',
      '同事',
      '创业',
      '转行',
      '副业',
      '天赋',
      '才华',
      '使命',
      '学业',
      '考试',
      '考研',
      '专业',
      '上班',
      '公司',
      '项目',
      '简历',
      'offer',
      '职业方向',
      '人生方向',
      '适合做什么',
    ],
    wellbeing: [
      '压力',
      '焦虑',
      '情绪',
      '心情',
      '心态',
      '难过',
      '伤心',
      '疲惫',
      '好累',
      '很累',
      '失眠',
      '睡不着',
      '睡眠',
      '内耗',
      '迷茫',
      '孤独',
      '寂寞',
      '自信',
      '自卑',
      '安全感',
      '放松',
      '休息',
      '冥想',
      '平静',
      '内心',
      '疗愈',
      '自我照顾',
      '身心',
      '烦恼',
      '低落',
      '沮丧',
      '紧张',
      '不开心',
      '精力',
      '快乐',
      '幸福',
    ],
    timing: [
      '什么时候',
      '啥时候',
      '何时',
      '今天',
      '明天',
      '本周',
      '这周',
      '这个星期',
      '下周',
      '这个月',
      '本月',
      '下个月',
      '今年',
      '明年',
      '年底',
      '最近',
      '近期',
      '接下来',
      '未来',
      '将来',
      '现在',
      '目前',
      '时机',
      '时间点',
      '行运',
      '流年',
      '推运',
      '水逆',
      '逆行',
      '多久',
      '哪一年',
      '几月',
      '运势',
      '周期',
      '过境',
    ],
    numerology: [
      '数字命理',
      '命理数字',
      '生命灵数',
      '灵数',
      '生命数字',
      '生命路径',
      '表达数',
      '命运数',
      '灵魂数',
      '灵魂渴望数',
      '心灵数',
      '人格数',
      '个性数',
      '生日数',
      '大师数',
      '卓越数',
      '数字学',
      '名字的数字',
      '姓名数字',
      'numerology',
      'life path',
    ],
    meta: [
      '你是谁',
      '你是什么',
      '你叫什么',
      '你是ai',
      '你是 ai',
      '是ai吗',
      '是不是ai',
      '人工智能',
      '机器人',
      '真人',
      'chatgpt',
      'gpt',
      '大模型',
      '语言模型',
      '你怎么知道',
      '你是怎么',
      '怎么算的',
      '怎么计算',
      '如何计算',
      '怎么工作',
      '如何运作',
      '原理',
      '依据',
      '根据什么',
      '数据来源',
      '从哪里来',
      '准不准',
      '准吗',
      '靠谱吗',
      '可信吗',
      'stella是',
      '关于你',
    ],
    greeting: [
      '你好',
      '您好',
      '你好呀',
      '嗨',
      '哈喽',
      '哈啰',
      '嘿',
      '早上好',
      '早安',
      '上午好',
      '中午好',
      '下午好',
      '晚上好',
      '晚安',
      '午安',
      '大家好',
      '在吗',
      '在不在',
      'hi',
      'hello',
      'hey',
    ],
    offTopic: [
      '菜谱',
      '食谱',
      '做饭',
      '怎么做菜',
      '代码',
      '编程',
      '写程序',
      'python',
      'javascript',
      'bug',
      '作业',
      '数学题',
      '解方程',
      '翻译一下',
      '翻译成',
      '天气',
      '比分',
      '足球',
      '篮球',
      '世界杯',
      '新闻',
      '政治',
      '选举',
      '电影推荐',
      '推荐电影',
      '写一篇',
      '作文',
      '论文',
      '游戏攻略',
      '旅游攻略',
      '快递',
      '外卖',
      '汇率',
      '百科全书',
    ],
    aspect: [
      '相位',
      '相位表',
      '主要相位',
      '容许度',
      '角度',
      '行星之间',
      '互相影响',
      '大三角',
      'T三角',
      '大十字',
      '星群',
      '紧密',
      '和谐相位',
      '紧张相位',
      '冲突',
      '形成了什么',
    ],
    sensitive: {
      health: [
        '健康',
        '生病',
        '疾病',
        '病',
        '癌',
        '肿瘤',
        '诊断',
        '医生',
        '医院',
        '手术',
        '吃药',
        '药物',
        '症状',
        '疼',
        '痛',
        '体检',
        '治疗',
        '康复',
        '抑郁症',
        '焦虑症',
        '心脏',
        '血压',
        '过敏',
      ],
      death: [
        '死',
        '去世',
        '过世',
        '离世',
        '寿命',
        '活多久',
        '活到',
        '葬礼',
        '丧事',
        '车祸',
        '意外',
        '临终',
        '阳寿',
        '短命',
        '长寿',
      ],
      pregnancy: [
        '怀孕',
        '怀上',
        '备孕',
        '孕',
        '生孩子',
        '要孩子',
        '生小孩',
        '宝宝',
        '生育',
        '不孕',
        '流产',
        '试管',
        '胎',
        '生男生女',
        '预产期',
        '二胎',
        '三胎',
      ],
      money: [
        '钱',
        '财运',
        '财富',
        '投资',
        '股票',
        '炒股',
        '基金',
        '理财',
        '彩票',
        '中奖',
        '发财',
        '赚钱',
        '收入',
        '工资',
        '负债',
        '欠债',
        '贷款',
        '房贷',
        '买房',
        '破产',
        '比特币',
        '加密货币',
        '存款',
        '财务',
      ],
      legal: [
        '官司',
        '诉讼',
        '起诉',
        '被告',
        '原告',
        '律师',
        '法院',
        '判决',
        '仲裁',
        '纠纷',
        '合同',
        '离婚协议',
        '抚养权',
        '犯罪',
        '坐牢',
        '监狱',
        '罚款',
        '法律',
        '违法',
        '维权',
        '签证',
        '移民',
      ],
    },
  },

  crisis: {
    triggers: [
      '自杀',
      '想死',
      '去死',
      '寻死',
      '轻生',
      '不想活',
      '活不下去',
      '不想再活',
      '活着没意思',
      '活着没有意义',
      '活着有什么意义',
      '没有活下去',
      '结束生命',
      '结束自己',
      '结束这一切',
      '了结自己',
      '了断',
      '自我了断',
      '自残',
      '自伤',
      '伤害自己',
      '割腕',
      '割手',
      '划手',
      '跳楼',
      '跳河',
      '跳桥',
      '上吊',
      '烧炭',
      '安眠药',
      '吞药',
      '死了算了',
      '死了就好',
      '一了百了',
      '离开这个世界',
      '想消失',
      '消失算了',
      '不想醒来',
      '撑不下去',
      '坚持不下去',
      '绝望',
      '遗书',
      '安乐死',
      'suicide',
      'kill myself',
    ],
    reply: [
      '听到你这样说，我很担心你。你现在的感受很重要，你不是一个人在承受这些。',
      '请现在就联系一个人：一位你信任的朋友或家人，或者专业的心理援助热线。他们愿意倾听，也能陪你度过此刻。',
      '中国大陆：北京心理危机研究与干预中心 010-82951332。\n如果你有立即的危险，请拨打急救电话 120 或报警电话 110。\n在其他国家和地区，可以在 https://findahelpline.com 找到当地免费、保密的求助热线。',
      '你值得被帮助，也值得被好好对待。请先照顾好此刻的自己，星盘的事可以以后再聊。',
    ].join('\n\n'),
  },

  writing: {
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
        if (p.point === 'ascendant') return `你的上升星座是${sign(p.sign)}，上升点的具体度数是 ${d}。`;
        if (p.point === 'midheaven') return `你的天顶落在${sign(p.sign)}，具体度数是 ${d}。`;
        const retro = retroTail(p, '，出生时正处于逆行');
        const where = p.house === null ? '' : house(p.house);
        return `你的${point(p.point)}落在${sign(p.sign)}${where}，具体度数是 ${d}${retro}。`;
      },
      // 在你的本命盘中，金星位于天秤座 14°22′，落在第七宫。
      (p) => {
        const d = deg(p.degree, p.minute);
        if (isAngle(p.point)) return `在你的本命盘中，${point(p.point)}位于${sign(p.sign)} ${d}。`;
        const verb = p.retrograde ? '逆行于' : '位于';
        const where = p.house === null ? '' : `，落在${house(p.house)}`;
        return `在你的本命盘中，${point(p.point)}${verb}${sign(p.sign)} ${d}${where}。`;
      },
      // 你出生的那一刻，天秤座的金星（14°22′）正落在你的第七宫。
      (p) => {
        const d = deg(p.degree, p.minute);
        if (p.point === 'ascendant') return `你出生的那一刻，东方地平线上的上升点正好在${sign(p.sign)} ${d}。`;
        if (p.point === 'midheaven') return `你出生的那一刻，天顶正好在${sign(p.sign)} ${d}，那是星盘的最高点。`;
        const retro = retroTail(p, '，而且处于逆行');
        return p.house === null
          ? `你出生的那一刻，${point(p.point)}正好在${sign(p.sign)} ${d}${retro}。`
          : `你出生的那一刻，${sign(p.sign)}的${point(p.point)}（${d}）正落在你的${house(p.house)}${retro}。`;
      },
      // 用占星的行话来说，你是“金星天秤”：金星落在你的第七宫，位置是天秤座 14°22′。
      (p) => {
        const d = deg(p.degree, p.minute);
        const s = sign(p.sign);
        /** 天秤: the short form of the colloquial 日月升 line (glossary §2). */
        const short = s.replace(/座$/u, '');
        if (p.point === 'ascendant') return `用占星的行话来说，你是“上升${short}”：你的上升点位于${s} ${d}。`;
        if (p.point === 'midheaven') return `星盘的最高点叫作天顶，你的天顶位于${s} ${d}。`;
        const name = point(p.point);
        const retro = retroTail(p, '，出生时处于逆行');
        return p.house === null
          ? `用占星的行话来说，你是“${name}${short}”：你的${name}位于${s} ${d}${retro}。`
          : `用占星的行话来说，你是“${name}${short}”：${name}落在你的${house(p.house)}，位置是${s} ${d}${retro}。`;
      },
    ],
    aspect: [
      (a) => `你的${point(a.a)}与${point(a.b)}形成${ASPECT_NOUN[a.type]}，容许度 ${a.orb}。`,
      (a) => `在你的星盘中，${point(a.a)}和${point(a.b)}呈${ASPECT_NOUN[a.type]}（容许度 ${a.orb}）。`,
      (a) => `你的星盘里有一个${point(a.a)}${ASPECT_VERB[a.type]}${point(a.b)}的相位，容许度为 ${a.orb}。`,
      (a) => `你出生时，${point(a.a)}和${point(a.b)}之间形成了${ASPECT_NOUN[a.type]}，容许度是 ${a.orb}。`,
    ],
    house: [
      (h) => {
        const names = h.points.filter((p) => !isAngle(p)).map(point);
        return names.length === 0
          ? `你的${house(h.house)}没有行星，是一个空宫，宫头在${sign(h.sign)}。`
          : `${list(names)}落在你的${house(h.house)}，这个宫位的宫头在${sign(h.sign)}。`;
      },
      (h) => {
        const names = h.points.filter((p) => !isAngle(p)).map(point);
        const inside =
          names.length === 0
            ? '，宫内没有行星'
            : names.length === 1
              ? `，${names[0]}就在这里`
              : `，${list(names)}都在这里`;
        return `你的${house(h.house)}从${sign(h.sign)}开始${inside}。`;
      },
      (h) => {
        const names = h.points.filter((p) => !isAngle(p)).map(point);
        const inside = names.length === 0 ? '，宫内没有行星；空宫并不代表这个领域不重要' : `，宫内有${list(names)}`;
        return `再看${house(h.house)}：它的宫头是${sign(h.sign)}${inside}。`;
      },
      (h) => {
        const names = h.points.filter((p) => !isAngle(p)).map(point);
        const inside = names.length === 0 ? '，里面没有行星' : `，${list(names)}落在其中`;
        return `你的${house(h.house)}以${sign(h.sign)}为宫头${inside}。`;
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
        today: (p) => `今天，${planet(p.body)}在${sign(p.sign)}${STATION[p.direction]}。`,
        past: (p) => `${planet(p.body)}在${sign(p.sign)}的这次${STATION[p.direction]}，已于${p.date}发生。`,
        next: (p) => `${planet(p.body)}在${sign(p.sign)}的${STATION[p.direction]}将于${p.date}到来。`,
      },
      {
        today: (p) => `今天，${planet(p.body)}在${sign(p.sign)}看似停驻不动，随即${TURN[p.direction]}。`,
        past: (p) => `${planet(p.body)}已于${p.date}在${sign(p.sign)}停驻，随后${TURN[p.direction]}。`,
        next: (p) => `${planet(p.body)}将于${p.date}在${sign(p.sign)}停驻，随后${TURN[p.direction]}。`,
      },
      // 射手座里的水星: the sign first, which the lexicon reads as the same placement.
      {
        today: (p) => `${sign(p.sign)}里的${planet(p.body)}今天${STATION[p.direction]}。`,
        past: (p) => `${sign(p.sign)}里的${planet(p.body)}已经${STATION[p.direction]}，那是${p.date}的事。`,
        next: (p) => `${sign(p.sign)}里的${planet(p.body)}将于${p.date}${STATION[p.direction]}。`,
      },
      {
        today: (p) => `今天是${planet(p.body)}在${sign(p.sign)}${STATION[p.direction]}的日子。`,
        past: (p) => `${planet(p.body)}在${sign(p.sign)}${STATION[p.direction]}，已经是${p.date}的事了。`,
        next: (p) => `${planet(p.body)}在${sign(p.sign)}${STATION[p.direction]}的日子是${p.date}。`,
      },
    ],
    // Always 射手座新月 / 射手座满月, as the current sentence names it; never 月亮 (the planet) with a sign.
    // Not 落在 / 出现在 / 发生在 either: the sentence of `eventHouse` that follows often says them.
    lunation: [
      {
        today: (p) => `${sign(p.sign)}${PHASE[p.phase]}就在今天。`,
        past: (p) => `${sign(p.sign)}${PHASE[p.phase]}已于${p.date}到来。`,
        next: (p) => `${sign(p.sign)}${PHASE[p.phase]}将于${p.date}到来。`,
      },
      {
        today: (p) => `今天，天空迎来${sign(p.sign)}${PHASE[p.phase]}。`,
        past: (p) => `天空已于${p.date}迎来${sign(p.sign)}${PHASE[p.phase]}。`,
        next: (p) => `天空将于${p.date}迎来${sign(p.sign)}${PHASE[p.phase]}。`,
      },
      {
        today: (p) => `今天正好赶上${sign(p.sign)}${PHASE[p.phase]}。`,
        past: (p) => `${sign(p.sign)}${PHASE[p.phase]}已经在${p.date}过去了。`,
        next: (p) => `到了${p.date}，就是${sign(p.sign)}${PHASE[p.phase]}。`,
      },
      {
        today: (p) => `今天就是${sign(p.sign)}${PHASE[p.phase]}的日子。`,
        past: (p) => `${sign(p.sign)}${PHASE[p.phase]}已于${p.date}登场。`,
        next: (p) => `${sign(p.sign)}${PHASE[p.phase]}将于${p.date}登场。`,
      },
    ],
    // The event (它, 这个度数) is the subject, never a planet: no claim about a planet's house.
    eventHouse: [
      (h) => `在你的星盘里，它落在${house(h)}。`,
      (h) => `它出现在你的${house(h)}。`,
      (h) => `放到你的星盘里看，它发生在${house(h)}。`,
      (h) => `它触动的是你星盘的${house(h)}。`,
      (h) => `从你的星盘看，它发生在${house(h)}。`,
    ],
    // 触及 / 落在……上 cover a conjunction and an opposition alike; 合相 after two names would read
    // as an aspect between them.
    eventTouches: [
      (points) => `它的度数触及你的本命${list(points.map(point))}。`,
      (points) => `它正好落在你的本命${list(points.map(point))}上。`,
      (points) => `它直接触动你的本命${list(points.map(point))}。`,
      (points) => `你的本命${list(points.map(point))}就在它的度数上，首先受到触动。`,
    ],
    chartRuler: ({ ruler, rising, sign: at, house: h }) =>
      `你的上升星座是${sign(rising)}，${sign(rising)}的守护星是${planet(ruler)}，所以${planet(ruler)}就是你的命主星，也就是整张星盘的主导行星。在你的星盘里，${sign(at)}的${planet(ruler)}落在你的${house(h)}，它的状态为整张星盘定下了基调。`,
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
      `${list(points.map(point))}都聚集在你的${house(h)}，这是整张星盘里行星最多的宫位，这个领域在你的人生中格外有分量。`,
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
  },

  plan: PLAN,

  labels: {
    placement: (p) => {
      const base = `${point(p.point)} ${sign(p.sign)} ${deg(p.degree, p.minute)}`;
      const retro = p.retrograde && !isAngle(p.point) ? ' ℞' : '';
      const where = p.house !== null && !isAngle(p.point) ? `，${houseShort(p.house)}` : '';
      return `${base}${retro}${where}`;
    },
    aspect: (a) => `${point(a.a)}${ASPECT_LABEL[a.type]}${point(a.b)}，容许度 ${a.orb}`,
    house: ({ house: h, sign: s }) => `${houseShort(h)}，宫头${sign(s)}`,
    transit: ({ planet: t, type, point: p, date }) =>
      `行运${planet(t)}${ASPECT_LABEL[type]}${isAngle(p) ? point(p) : `本命${point(p)}`}，${date}`,
    event: (p) =>
      p.event === 'station'
        ? `${planet(p.station.body)}在${sign(p.station.sign)}${STATION[p.station.direction]}，${p.date}`
        : `${sign(p.lunation.sign)}${PHASE[p.lunation.phase]}，${p.date}`,
    progression: ({ point: p, sign: s, degree, minute }) => `推运${point(p)} ${sign(s)} ${deg(degree, minute)}`,
    numerology: (kind, value) => `${NUMEROLOGY_NAME[kind]} ${value}`,
    balance: (e) => `火象 ${e.fire}、土象 ${e.earth}、风象 ${e.air}、水象 ${e.water}`,
  },

  examples: [
    // The offline writer's own sentences.
    {
      text: '你的天秤座金星（14°22′）落在第七宫，出生时正处于逆行。',
      signs: [{ point: 'venus', sign: 'libra' }],
      houses: [{ point: 'venus', house: 7 }],
    },
    {
      text: '你的星盘里有一个金星拱相天王星的相位，而太阳对分土星。',
      aspects: [
        { a: 'venus', b: 'uranus', type: 'trine' },
        { a: 'sun', b: 'saturn', type: 'opposition' },
      ],
    },
    {
      text: '你出生的那一刻，天蝎座的月亮（18°24′）正落在你的第八宫。',
      signs: [{ point: 'moon', sign: 'scorpio' }],
      houses: [{ point: 'moon', house: 8 }],
    },
    {
      text: '用占星的行话来说，你是“太阳狮子”：太阳落在你的第十宫，位置是狮子座 3°05′。',
      signs: [{ point: 'sun', sign: 'leo' }],
      houses: [{ point: 'sun', house: 10 }],
    },
    { text: '你的上升星座是处女座（3°12′）。', signs: [{ point: 'ascendant', sign: 'virgo' }] },
    {
      text: '用占星的行话来说，你是“上升处女”：你的上升点位于处女座 3°12′。',
      signs: [
        { point: 'ascendant', sign: 'virgo' },
        { point: 'ascendant', sign: 'virgo' },
      ],
    },
    { text: '星盘的最高点叫作天顶，你的天顶位于双子座 0°48′。', signs: [{ point: 'midheaven', sign: 'gemini' }] },
    {
      text: '你的金星与土星形成四分相，容许度 1°12′。',
      aspects: [{ a: 'venus', b: 'saturn', type: 'square' }],
    },
    {
      text: '你的星盘里有一个太阳三分木星的相位，容许度为 2°40′。',
      aspects: [{ a: 'sun', b: 'jupiter', type: 'trine' }],
    },
    {
      text: '金星和火星落在你的第五宫，这个宫位的宫头在射手座。',
      houses: [{ point: 'mars', house: 5 }],
    },
    { text: '你的第十二宫没有行星，是一个空宫，宫头在双鱼座。', houseNumbers: [12] },
    {
      text: '你的上升星座是天秤座，天秤座的守护星是金星，所以金星就是你的命主星，也就是整张星盘的主导行星。在你的星盘里，白羊座的金星落在你的第七宫，它的状态为整张星盘定下了基调。',
      signs: [
        { point: 'ascendant', sign: 'libra' },
        { point: 'venus', sign: 'aries' },
      ],
      houses: [{ point: 'venus', house: 7 }],
    },
    // The way a model writes.
    {
      text: '你的月亮落在天蝎座第八宫：你的情感往往深沉而强烈。',
      signs: [{ point: 'moon', sign: 'scorpio' }],
      houses: [{ point: 'moon', house: 8 }],
    },
    {
      text: '你的金星落在天秤座第七宫，具体度数是 14°22′，出生时正处于逆行。',
      signs: [{ point: 'venus', sign: 'libra' }],
      houses: [{ point: 'venus', house: 7 }],
    },
    {
      text: '在你的本命盘中，水星逆行于双子座 26°07′，落在第三宫。',
      signs: [{ point: 'mercury', sign: 'gemini' }],
      houses: [{ point: 'mercury', house: 3 }],
    },
    {
      text: '火星位于白羊座 2° 的第一宫，木星（逆行）在摩羯座，两者形成刑相。',
      signs: [
        { point: 'mars', sign: 'aries' },
        { point: 'jupiter', sign: 'capricorn' },
      ],
      houses: [{ point: 'mars', house: 1 }],
      aspects: [{ a: 'mars', b: 'jupiter', type: 'square' }],
    },
    {
      text: '水瓶座是你的太阳星座，而你的月亮星座是双鱼座；日月之间没有相位。',
      signs: [
        { point: 'sun', sign: 'aquarius' },
        { point: 'moon', sign: 'pisces' },
      ],
    },
    {
      text: '你的太阳星座是双子座，月亮星座是巨蟹座，上升星座是天秤座。',
      signs: [
        { point: 'sun', sign: 'gemini' },
        { point: 'moon', sign: 'cancer' },
        { point: 'ascendant', sign: 'libra' },
      ],
    },
    {
      text: '金星位于天秤座 14°22′，火星在白羊座，两者形成对分相。',
      signs: [
        { point: 'venus', sign: 'libra' },
        { point: 'mars', sign: 'aries' },
      ],
      aspects: [{ a: 'venus', b: 'mars', type: 'opposition' }],
    },
    {
      text: '天秤座的金星让你天生懂得经营关系，而双子座太阳则让你充满好奇。',
      signs: [
        { point: 'venus', sign: 'libra' },
        { point: 'sun', sign: 'gemini' },
      ],
    },
    {
      text: '你的日月升是：太阳白羊、月亮巨蟹、上升摩羯。',
      signs: [
        { point: 'sun', sign: 'aries' },
        { point: 'moon', sign: 'cancer' },
        { point: 'ascendant', sign: 'capricorn' },
      ],
    },
    {
      text: '**金星**：天秤座 14°22′，第七宫。',
      signs: [{ point: 'venus', sign: 'libra' }],
      houseNumbers: [7],
    },
    {
      text: '水星（逆行）落在你的第三宫，这让你习惯先想清楚再开口。',
      houses: [{ point: 'mercury', house: 3 }],
    },
    {
      text: '火星，逆行于摩羯座 2°，提醒你把力气花在长期目标上。',
      signs: [{ point: 'mars', sign: 'capricorn' }],
    },
    {
      text: '你的土星（14°22′）在水瓶座，木星也在水瓶座，而冥王星落在你的第十宫。',
      signs: [
        { point: 'saturn', sign: 'aquarius' },
        { point: 'jupiter', sign: 'aquarius' },
      ],
      houses: [{ point: 'pluto', house: 10 }],
    },
    {
      text: '天秤座是你的上升星座，而天顶落在巨蟹座。',
      signs: [
        { point: 'ascendant', sign: 'libra' },
        { point: 'midheaven', sign: 'cancer' },
      ],
    },
    {
      text: '处女座上升的人往往给人细致、可靠的第一印象。',
      signs: [{ point: 'ascendant', sign: 'virgo' }],
    },
    {
      text: '海王星合相你的上升点，月亮与冥王星呈四分相。',
      aspects: [
        { a: 'neptune', b: 'ascendant', type: 'conjunction' },
        { a: 'moon', b: 'pluto', type: 'square' },
      ],
    },
    {
      text: '金星所在的宫位是第 11 宫，天王星则在第2宫。',
      houses: [
        { point: 'venus', house: 11 },
        { point: 'uranus', house: 2 },
      ],
    },
    {
      text: '月亮落七宫的人很在意伴侣的情绪，金星落在夫妻宫也是类似的意思。',
      houses: [
        { point: 'moon', house: 7 },
        { point: 'venus', house: 7 },
      ],
    },
    // Sentences with no placement in them.
    { text: '金星是天秤座和金牛座的守护星。' },
    { text: '天秤座的守护星金星，代表爱与和谐。' },
    {
      text: '火星不像巨蟹座的月亮那样敏感，它更直接。',
      signs: [{ point: 'moon', sign: 'cancer' }],
    },
    { text: '金星、天秤座与第七宫都和关系有关。', houseNumbers: [7] },
    { text: '火象星座和土象星座的行星各有 3 颗，水星和土星都很活跃。' },
    { text: '黄道十二宫和十二宫位不是一回事，同一宫里也可能没有行星。' },
    { text: '金星不在天秤座，而是在天蝎座。' },
    { text: '太阳和月亮的结合适合你去探索，今天的日子不错。' },
    { text: '如果金星与木星合作，这会是一段愉快的时光。' },
    { text: '因为不知道你的出生时间，你的上升星座和各个宫位无法确定。' },
    // A station, a lunation and where they fall: the degree's house places no planet, 触及 is no aspect.
    {
      text: '水星在射手座的这次停滞转顺，已于11月29日发生。在你的星盘里，它落在第十宫。',
      signs: [{ point: 'mercury', sign: 'sagittarius' }],
      houseNumbers: [10],
    },
    { text: '摩羯座新月将于1月9日到来。它的度数触及你的本命太阳和月亮。' },
    { text: '木星在巨蟹座停滞转顺，12月8日', signs: [{ point: 'jupiter', sign: 'cancer' }] },
  ],
};
