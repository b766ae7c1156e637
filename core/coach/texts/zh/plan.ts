import { GRAMMAR_ZH as g } from '../../../i18n/grammar/zh';
import type { LifeTopic } from '../../asking/types';
import { COACH_POINTS, type CoachPlanTexts, type CoachPoint, type PeriodKey } from '../../texts';
import { isAngle, point } from './words';

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
/**
 * A wrong premise set right (core/coach/premise.ts). The true placement is said with the
 * glossary's verb right after the point (“你的月亮落在水瓶座”, an angle “你的上升点在处女座”), so
 * the verifier reads it (nothing between them: “你的月亮其实落在” is not read as a claim); the
 * reader's sign or house follows as “不是狮子座”, with no point before it, so nothing places the
 * point there. A question may hold two wrong premises, and the frame does
 * not know whether it comes first: no wording says 先 (“先更正……。先帮你对一下……” reads as two
 * firsts), and each has its own lead and its own close, turned by the point (a sign by four, so
 * that the Sun, the Moon, Venus and the Ascendant never share one; a house by four too, never
 * the lead or close of its own point's sign wording), so that two corrections in a row do not
 * read alike.
 */
const turn = <T>(p: CoachPoint, ways: readonly T[]) => ways[COACH_POINTS.indexOf(p) % ways.length] as T;
/** 落在 for a planet; an angle is a degree, not a body that falls somewhere: “上升点在处女座”. */
const placed = (p: CoachPoint) => `你的${point(p)}${isAngle(p) ? '在' : '落在'}`;

/** The words of a planned answer in Simplified Chinese (core/coach/plan.ts). */
export const PLAN: CoachPlanTexts = {
  correction: {
    sign: ({ point: p, said, is }) => {
      const [real, asked] = [g.sign(is), g.sign(said)];
      return turn(p, [
        () => `更正一个小地方：${placed(p)}${real}，不是${asked}，这份解读以${real}为准。`,
        () => `有个小出入：${placed(p)}${real}，不是${asked}，我们就按${real}来看。`,
        () => `需要说明一下：${placed(p)}${real}，不是${asked}，所以下面解读的是${real}的${point(p)}。`,
        () => `这里稍作更正：${placed(p)}${real}，并非${asked}；接下来都以${real}为准。`,
      ])();
    },
    // A house is known only from the birth time, so the lead may say where it comes from.
    house: ({ point: p, said, is }) => {
      const [real, asked] = [g.ordinal(is, 'house'), g.ordinal(said, 'house')];
      return turn(p, [
        () => `按你的出生时间排盘，${placed(p)}${real}，而不是${asked}，下面就从${real}说起。`,
        () => `对照星盘来看，${placed(p)}${real}，而不是${asked}，解读时就看${real}。`,
        () => `宫位要看出生时间：${placed(p)}${real}，不是${asked}，答案会照${real}来讲。`,
        () => `细看宫位，${placed(p)}${real}，而非${asked}，下文就以${real}来解读。`,
      ])();
    },
  },
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
  inMonth: (month) => g.monthName(month),
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
