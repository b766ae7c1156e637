/**
 * The Simplified Chinese frames of the Oracle reading (core/sky/oracle-frames.ts,
 * docs/i18n/glossary-zh.md). 你 throughout, never certain (可能、往往、不妨). Dates are written by
 * the grammar (`g.day`, `g.month`): a past date is governed by its own 已于, today is 今天, a date
 * ahead takes 将于 or nothing. One half-width space sets clock times and degrees off from Chinese
 * (“巨蟹座 25°”, “从 06:23 到 11:51”), none inside dates or next to full-width punctuation.
 * Sentences end in 。 and follow one another with no space. A theme is a part of life: “在爱情与价值观方面”,
 * never the calque “在爱情与价值观上”; a planet's nature is what it governs (“土星所主管的自律”).
 */
import { ASPECT_NAME, ASPECT_VERB, GRAMMAR_ZH as g, STATION } from '../../../i18n/grammar/zh';
import { STATION_BODIES } from '../../events';
import type { Dated, HouseRef, OracleFrames } from '../../oracle-frames';
import type { NatalPoint, TransitingPlanet } from '../../transits';
import { HOUSE_TOPIC, POINT } from './frames';

/** “12月9日”, or with its year when the grammar says it is needed (“2027年1月7日”). */
const day = (d: Dated) => g.day(d.day, d.today);
/** A date with its tense marker before it: “已于12月1日”, “今天”, “将于12月9日”. */
const at = (d: Dated) => (d.tense === 'past' ? `已于${day(d)}` : d.tense === 'now' ? '今天' : `将于${day(d)}`);

/** A house's topic; the first house's is shortened, as in full it is a 12-character run of the transit card's sentence. */
const topicOf = (n: number) => (n === 1 ? '自我、身体与第一印象' : HOUSE_TOPIC[n]);
/** “你的第五宫（恋爱、创作与玩乐）”, or for a reader without a birth time “从你的星座起算的第五宫（……）”. */
const houseName = (h: HouseRef) => {
  const topic = topicOf(h.house);
  const name = h.solar ? `从你的星座起算的${g.ordinal(h.house, 'house')}` : `你的${g.ordinal(h.house, 'house')}`;
  return topic ? `${name}（${topic}）` : name;
};

/** What a planet stands for: a noun after “它所主管的” (“水星所主管的思考与表达”), never after a bare “它的”. */
const NATURE: Readonly<Record<TransitingPlanet, string>> = {
  sun: '意志与目标',
  mercury: '思考与表达',
  venus: '情感与审美',
  mars: '干劲',
  jupiter: '扩展之力',
  saturn: '自律',
  uranus: '求变之心',
  neptune: '憧憬与想象',
  pluto: '蜕变之力',
};

/** A chart point as a part of life (the key themes list, and the closing's theme). */
const THEME: Readonly<Record<NatalPoint, string>> = {
  sun: '自我与使命',
  moon: '情绪与家庭',
  mercury: '思考与沟通',
  venus: '爱情与价值观',
  mars: '行动力与勇气',
  jupiter: '成长与信念',
  saturn: '责任与秩序',
  uranus: '自由与变化',
  neptune: '梦想与直觉',
  pluto: '力量与新生',
  ascendant: '个人形象',
  midheaven: '事业与志向',
};

/** A count in prose: Chinese numerals to ten (两 before a measure word), then digits set off by spaces. */
const NUMBER = ['零', '一', '两', '三', '四', '五', '六', '七', '八', '九', '十'] as const;
const count = (n: number) => NUMBER[n] ?? ` ${n} `;

const LUNATION = { new: '新月', full: '满月' } as const;

/** What an hour's ruler is best given: when beginnings are free, and when the day holds them back. */
const HOUR_USE: Readonly<Record<string, { free: string; hold: string }>> = {
  sun: { free: '到关键的场合露面，让人看见你的分量', hold: '把已经做成的事好好展示出来' },
  moon: { free: '主动联系你牵挂的人', hold: '照顾好身边亲近的人' },
  mercury: { free: '把那条消息发出去，或者拨出那通电话', hold: '把要发的东西重读、核对一遍，回复还在等你回音的消息' },
  venus: { free: '开口请人帮个忙，或者主动伸出和解之手', hold: '和闹过别扭的人把关系修补好' },
  mars: { free: '先啃下最棘手的那件事', hold: '把一直往后拖的那件事清掉' },
  jupiter: { free: '开口争取你需要的东西', hold: '向帮过你的人道一声谢' },
  saturn: { free: '仔细规划下一步', hold: '给一件拖了很久的任务收个尾' },
};

/**
 * When a contact is exact, said of `who` (“它”, or nothing when the contact is the subject). Not
 * “将于12月9日精确成相”: the transit card's timeline on the same screen says it in those words.
 */
const peak = (d: Dated, who: string) =>
  d.tense === 'past'
    ? `，${who}最精确的时刻已于${day(d)}过去`
    : d.tense === 'now'
      ? `，${who}今天正好精确成相`
      : `，${who}在${day(d)}最精确`;

/** Whole days from one calendar day to another. */
const daysBetween = (a: Dated, b: Dated) =>
  Math.round(
    (Date.UTC(b.day.year, b.day.month - 1, b.day.day) - Date.UTC(a.day.year, a.day.month - 1, a.day.day)) / 86_400_000,
  );
/** Monday of a day's week, as a count of days: two days in one week share it. */
const weekOf = (d: Dated) => {
  const at = Date.UTC(d.day.year, d.day.month - 1, d.day.day) / 86_400_000;
  return at - ((new Date(at * 86_400_000).getUTCDay() + 6) % 7);
};
/**
 * A coming date said from the one told before it, as a writer would, with its day of the month
 * always there or one step away (第二天, 两天后, 明天). A date in another month than the one before
 * it is named in full (with its year when the grammar wants it), so that a later “到了7日” always
 * follows a named month. Each kind of gap has its wordings turned by the line's place, and no
 * wording opens like one of another kind: two lines in a row never open alike. The commonest
 * gaps (the next day, two days, a longer gap in the month) have four or five wordings: with
 * three, a gap that comes back every third line of a sixteen-date paragraph says “紧接着” or
 * “X日这天” four times over.
 */
const relative = (date: Dated, previous: Dated, index: number): string => {
  const gap = daysBetween(previous, date);
  const pick = (...ways: string[]) => ways[index % ways.length] as string;
  const d = `${date.day.day}日`;
  if (previous.tense === 'now' && gap === 1) return '明天';
  if (previous.tense === 'now' && gap === 2) return '后天';
  if (gap <= 0) return pick('同一天', '也是在这一天', '当天');
  if (date.day.month !== previous.day.month || date.day.year !== previous.day.year)
    return pick(`接着，${day(date)}`, `随后在${day(date)}`, `转眼到了${day(date)}`);
  if (gap === 1) return pick('第二天', '次日', `紧接着，${d}`, `又过了一天，${d}`, '翌日');
  // 两天后 and 两天之后的 two places apart, so that neighbours never open alike.
  if (gap === 2) return pick('两天后', '再过两天', `两天之后的${d}`, `隔一天，${d}`);
  if (weekOf(date) === weekOf(previous)) return pick(`同一周的${d}`, `再等${count(gap)}天，到${d}`, `没过几天，${d}`);
  if (gap === 7) return pick(`一周后的${d}`, `整整一周之后，${d}`);
  // A longer gap in the month: one wording says how long (几天后, 过了一个多星期, 半个多月后).
  const after = gap < 7 ? '几天后' : gap < 14 ? '过了一个多星期' : gap === 14 ? '两周后' : '半个多月后';
  return pick(`到了${d}`, `${d}这天`, `之后的${d}`, `${after}，${d}`, `在那之后，${d}`);
};

/** The Moon's helpful aspects, as formed in “月亮与木星形成三分相”. */
const MOON_ASPECT: Readonly<Record<'conjunction' | 'sextile' | 'trine', string>> = {
  conjunction: '合相',
  sextile: '六分相',
  trine: '三分相',
};

export const ORACLE_ZH: OracleFrames = {
  theme: THEME,

  stationStory: ({ role, planet: p, direction, date, sign: s, degree, aspect, point, house: h, solar }) => {
    const turn = STATION[direction];
    const where = `${g.sign(s)} ${degree}°`;
    if (role === 'support') {
      // Told after the headline and in another shape than it: the day and the turn first, then
      // where it stands (only the headline says it is the story of these weeks).
      const lead = `${g.planet(p)}${at(date)}${turn}，位置在${where}`;
      if (solar && h) return `${lead}，落在${houseName(h)}。`;
      return aspect === 'conjunction'
        ? `${lead}，恰好落在${POINT[point]}上。`
        : `${lead}，与${POINT[point]}只差一两度就形成精确的${ASPECT_NAME[aspect]}。`;
    }
    const lead = `${g.planet(p)}${at(date)}在${where} ${turn}`;
    if (solar && h) return `${lead}，落在${houseName(h)}：对你的星座来说，这是这几周的主线。`;
    // A planet on its own natal place is simply “你的本命木星”, as Chinese astrologers say it.
    const contact =
      aspect === 'conjunction' ? `正好停在${POINT[point]}上` : `离精确${ASPECT_VERB[aspect]}${POINT[point]}只差一两度`;
    return `${lead}，${contact}：这是这几周的主线。`;
  },

  stationWhy: ({ planet: p, direction, point, harmony, house: h, solar }) => {
    const theme = solar && h ? (topicOf(h.house) ?? THEME.sun) : THEME[point];
    // A Mercury station holds its degree for days, an outer planet's for weeks: “好些日子” is true of both.
    const held = '行星停滞时几乎原地不动，影响会集中在同一个度数上，持续好些日子';
    // No 随着……了, no date: the station may be past, today or ahead.
    const who = `它所主管的${NATURE[p]}`;
    if (direction === 'retrograde')
      return harmony === 'tense'
        ? `${held}：${g.planet(p)}转入逆行，${who}会回头盯住${theme}方面卡住的地方，要你耐心处理，而不是硬闯过去。`
        : `${held}：${g.planet(p)}转入逆行，${who}会回过头来，把${theme}方面的事重新梳理一遍，这番回顾往往日后才见回报。`;
    return harmony === 'tense'
      ? `${held}：${g.planet(p)}恢复顺行，${who}会在${theme}方面重新发力，之前积下的压力往往会找到出口。`
      : `${held}：${g.planet(p)}恢复顺行，${who}会在${theme}方面重新发力，先前搁置的事往往可以接着推进。`;
  },

  lunationStory: ({ role, phase, date, sign: s, degree, aspect, point, ruler, solar }) => {
    const story = role === 'headline';
    const where = `${g.sign(s)} ${degree}°`;
    const name =
      date.tense === 'now' ? `今天的${LUNATION[phase]}出现在${where}` : `${LUNATION[phase]}${at(date)}出现在${where}`;
    if (solar)
      return aspect === 'conjunction'
        ? `${name}，就在你自己的星座里${story ? '：这是你这个月的主线' : ''}。`
        : `${name}，正对着你的星座，照亮你的伴侣关系${story ? '：这是你这个月的主线' : ''}。`;
    const target =
      point === 'ascendant'
        ? aspect === 'conjunction'
          ? '正好落在你的上升点上'
          : '正好落在你的下降点上，与你的上升点遥遥相对'
        : point === 'midheaven'
          ? aspect === 'conjunction'
            ? '正好落在你的天顶上'
            : '落在你星盘底部的天底，与你的天顶遥遥相对'
          : aspect === 'conjunction'
            ? `正好落在${POINT[point]}上`
            : `与${POINT[point]}遥遥相对`;
    const month = story ? '：这是这个月的主线' : '';
    // The chart's ruler (the Ascendant's, or the sign's without a birth time): “你星盘的守护星”,
    // not the bare “你的守护星” of `ruler` below, which is the sign's.
    if (ruler && point !== 'ascendant' && point !== 'midheaven')
      return `${name}，${target}，而${g.planet(point)}正是你星盘的守护星${month}。`;
    return `${name}，${target}${month}。`;
  },

  lunationWhy: ({ phase, point, house: h }) => {
    // The house is the lunation's place: “新月落在你的第一宫（……）”; without a house, “落在这里”.
    const there = h ? `落在${houseName(h)}` : '落在这里';
    // A reader without a chart has the Sun for every point: the house's own topic, just named in
    // brackets, is what the lunation lights, so it is “这片领域” rather than 自我与使命 again.
    const own = h?.solar && point === 'sun';
    const theme = THEME[point];
    return phase === 'new'
      ? `新月${there}，就像${own ? '在这片领域' : `为${theme}`}播下一颗种子：新月之后两周，月亮渐盈，这时在这方面起步的事，往往有一股上升的势头托着。`
      : `满月${there}，${own ? '这方面' : `${theme}方面`}的事会随之走到高点：自上一次新月以来慢慢长成的一切浮出水面，该完成的完成，该放下的放下。`;
  },

  progressedSignStory: ({ point, from, to, when }) => {
    const month =
      when.tense === 'past'
        ? `已于${g.month(when.month)}`
        : when.tense === 'now'
          ? '本月正'
          : `将于${g.month(when.month)}`;
    return point === 'sun'
      ? `你的推运太阳${month}离开${g.sign(from)}、进入${g.sign(to)}。推运太阳大约三十年才换一次星座：往后的许多年会渐渐染上${g.sign(to)}的色彩，眼下发生的不少事，其实正是这场转变在慢慢落地。`
      : `你的推运月亮${month}离开${g.sign(from)}、进入${g.sign(to)}：接下来约两年半，你在情感上的需要会带上${g.sign(to)}的性情，而换座前后这几周，正是最能感到这番转向的时候。`;
  },

  progressedContactStory: ({ point, aspect, natal, when }) => {
    const body = point === 'sun' ? '太阳' : '月亮';
    const month =
      when.tense === 'past'
        ? `已于${g.month(when.month)}`
        : when.tense === 'now'
          ? '就在本月'
          : `将于${g.month(when.month)}`;
    const lasts = point === 'sun' ? '约两年' : '约两个月';
    return `你的推运${body}${month}与${POINT[natal]}形成精确的${ASPECT_NAME[aspect]}：推运相位走得很慢，前后持续${lasts}；这段时间，${THEME[natal]}会是你反复面对的核心课题。`;
  },

  transitStory: ({ role, planet: p, aspect, point, exact, solar }) => {
    const target = solar ? '你星座中心' : POINT[point].replace('你的', '你');
    const noun = `行运${g.planet(p)}与${target}的${ASPECT_NAME[aspect]}`;
    // A support adds to the headline told before it, and never says it shapes the day.
    if (role === 'support') return `${noun}${exact ? `${peak(exact, '')}，` : ''}也在其中起着作用。`;
    return `为今天定调的，是${noun}${exact ? peak(exact, '这个相位') : ''}。`;
  },

  // Why the day's contact leads: how long a planet of its pace holds a point, where it works (the
  // topic first, then the house: not the card's “正行经你的第五宫，那里关乎……”) and when it fades
  // (not the card's “影响会持续到……前后”, a 12-character run with a dated “到……前后”).
  transitWhy: ({ planet: p, slow, house: h, fades }) => {
    const pace = slow
      ? `${g.planet(p)}这样走得慢的行星，会在一个点上停留好几个月，所以这条主线定下的不只是今天的基调，更是这一整季的`
      : `${g.planet(p)}走得快，几天就会过去，所以这条主线更多是给今天染上色彩，而不是给整个季节`;
    const topic = h ? topicOf(h.house) : undefined;
    const name = h
      ? h.solar
        ? `从你的星座起算的${g.ordinal(h.house, 'house')}`
        : `你的${g.ordinal(h.house, 'house')}`
      : '';
    const where = !h ? '' : topic ? `；它牵动的是${topic}，也就是${name}` : `；它作用在${name}`;
    // Without a house the date follows the pace clause, after a semicolon as the house would.
    const sep = h ? '，' : '；';
    const until = !fades
      ? ''
      : fades.tense === 'past'
        ? `${sep}影响已于${day(fades)}开始淡去`
        : fades.tense === 'now'
          ? `${sep}影响从今天起渐渐淡去`
          : slow
            ? `${sep}影响要到${day(fades)}左右才慢慢淡去`
            : `${sep}影响到${day(fades)}左右便渐渐淡去`;
    return `${pace}${where}${until}。`;
  },

  supportsLead: (n) => (n === 1 ? '另有一个天象与这条主线相互呼应。' : '另有两个天象与这条主线相互呼应。'),

  contactsLead: ({ count: n, others, solar }) => {
    // One sentence that points to the free reading above and turns to the reader's own sky.
    const above = '上面的星座运势讲的是大方向；';
    if (solar)
      return n === 0
        ? `${above}具体到你的星座，今天没有行星与它形成紧密的相位。`
        : n === 1
          ? others === 0
            ? `${above}具体到你的星座，今天与它形成紧密相位的，只有前面说的那一颗行星。`
            : `${above}具体到你的星座，今天有一颗行星与它形成紧密的相位。`
          : `${above}具体到你的星座，今天有${count(n)}颗行星与它形成紧密的相位。`;
    if (n === 0) return `${above}具体到你自己的本命盘，今天没有相位在容许度之内。`;
    if (others === 0) return `${above}具体到你自己的本命盘，除了前面说的那一个，今天没有别的相位在容许度之内。`;
    return `${above}具体到你自己的本命盘，今天有${count(n)}个相位在容许度之内。`;
  },

  contactLine: ({ planet: p, aspect, point, harmony, phase, exact, solar, variant, again }) => {
    // The contact as a noun (“行运金星与你天顶的三分相”): the verb form “行运金星三分你的天顶” is the
    // transit card's title on the same screen.
    const noun = `行运${g.planet(p)}与${solar ? '你星座' : POINT[point].replace('你的', '你')}的${ASPECT_NAME[aspect]}`;
    const theme = solar ? THEME.sun : THEME[point];
    const fading = phase === 'fading';
    /** A fading contact's past peak, turned with the line so that two in a paragraph do not read alike. */
    const fade = (who: string) =>
      [
        who ? `不过${who}的高峰已经过去` : '高峰已经过去',
        who ? `不过${who}的势头已在减弱` : '势头已在减弱',
        who ? `不过${who}最强的时候已经过去` : '最强的时候已经过去',
      ][variant % 3] as string;
    /** Where it stands in time, said of `who` (the contact, or nothing when it is the sentence's subject). */
    const when = (who: string) =>
      phase === 'exact' ? `，${who}今天正好精确成相` : fading ? `，${fade(who)}` : exact ? peak(exact, who) : '';
    // The line before was about the same point: its theme is not said again. The point is referred
    // to (“同一个位置”, or by its name once more), and the line says what this planet brings to it:
    // what it governs (NATURE), as a help, a pressure or an accent by harmony.
    if (again) {
      const contact = `行运${g.planet(p)}的${ASPECT_NAME[aspect]}`;
      const bare = `行运${g.planet(p)}${ASPECT_NAME[aspect]}`;
      const same = `同样触及${solar ? '你星座' : POINT[point].replace('你的', '你')}的`;
      const here = solar ? '你的星座' : `${POINT[point]}这里`;
      const adds = {
        easy: [
          `${same}，还有${contact}：它添上的是${NATURE[p]}${when('这个相位')}。`,
          `同一个位置上，${contact}也来助一臂之力，带来的是${NATURE[p]}${when('它')}。`,
          `${here}还有${contact}帮衬，${g.planet(p)}所主管的${NATURE[p]}正好派上用场${when('这个相位')}。`,
        ],
        tense: [
          `${same}，还有${contact}：这回的压力来自${g.planet(p)}所主管的${NATURE[p]}${when('这个相位')}。`,
          `同一个位置上，${contact}又抛来一道难题，考验的是${NATURE[p]}${when('它')}。`,
          `${here}还受到${bare}的拉扯，摩擦来自${g.planet(p)}所主管的${NATURE[p]}${when('它')}。`,
        ],
        blend: [
          `${same}，还有${contact}：它把${NATURE[p]}也带进这里${when('这个相位')}。`,
          `同一个位置上，${contact}又注入几分${NATURE[p]}${when('它')}。`,
          `${here}还有${contact}，为它染上${NATURE[p]}的色彩${when('这个相位')}。`,
        ],
      }[harmony];
      return adds[variant % adds.length] as string;
    }
    /** The subject's time clause set off by commas, or nothing (no comma between subject and verb). */
    const aside = when('') ? `${when('')}，` : '';
    const still = fading ? '仍' : '';
    // “X方面”, not “X上”: a theme is a part of life, not a surface (“在爱情与价值观上” is a calque of “in matters of”).
    if (fading && harmony === 'tense')
      return [
        `${noun}，高峰虽已过去，仍在考验${theme}。`,
        `${noun}势头虽在减弱，仍给${theme}带来压力。`,
        `${noun}最紧的时候虽已过去，${theme}方面仍有它留下的张力。`,
      ][variant % 3] as string;
    // Three shapes turned by `variant`, each in two wordings (the fourth line of a long paragraph
    // takes the shape of the first, not its words). No 了 of a finished change: a contact may be
    // building towards its exact day.
    const second = Math.floor(variant / 3) % 2 === 1;
    const lines: Record<typeof harmony, readonly (() => string)[]> = {
      easy: [
        () => `${noun}${aside}${still}${second ? `给${theme}带来一份助力` : `为${theme}添一份助力`}。`,
        () => `${noun}让${theme}方面的事${second ? '进展得更顺当' : '更顺手一些'}${when('它')}。`,
        () =>
          second
            ? `有了${noun}这股顺势，在${theme}方面做事更顺一些${when('这个相位')}。`
            : `借着${noun}这股顺势，${theme}方面更容易打开局面${when('这个相位')}。`,
      ],
      tense: [
        () => `${noun}${aside}${second ? `正给${theme}出难题` : `正在考验${theme}`}。`,
        () => `${noun}${second ? `让${theme}承受几分压力` : `给${theme}添上几分压力`}${when('它')}。`,
        () => `在${theme}方面，${noun}可能${second ? '掀起一点风浪' : '搅起一些波澜'}${when('它')}。`,
      ],
      blend: [
        () => `${noun}${aside}${still}${second ? `让人把目光投向${theme}` : `把焦点聚到${theme}上`}。`,
        () => `${noun}让${theme}${second ? '显得更加要紧' : '的分量更重一些'}${when('它')}。`,
        () =>
          second
            ? `在${noun}作用下，${theme}显得格外突出${when('这个相位')}。`
            : `受${noun}影响，${theme}变得格外显眼${when('这个相位')}。`,
      ],
    };
    const pick = lines[harmony];
    return (pick[variant % pick.length] as () => string)();
  },

  // 个 counts the contacts whatever their number (一个, 两个, “ 12 个”); the planet's nature is what
  // it governs (“土星所主管的自律”), not “它的自律”.
  samePlanet: ({ planet: p, count: n }) =>
    n === 1
      ? `其中一个相位出自${g.planet(p)}：它所主管的${NATURE[p]}也会在今天留下印记。`
      : `其中${count(n)}个相位都出自${g.planet(p)}：它所主管的${NATURE[p]}会贯穿这一整天。`,

  houseFocus: ({ house: h, count: n }) =>
    `有${count(n)}颗行星正行经${houseName(h)}，这片生活领域因此成了今天的重头戏。`,

  balance: ({ easy, tense }) =>
    easy > tense
      ? '和谐相位比紧张相位多：今天能借到的力，多过要面对的摩擦。'
      : tense > easy
        ? '紧张相位比和谐相位多：今天多半会有些摩擦，不妨让它告诉你哪里需要调整。'
        : easy === 0
          ? '这些相位说不上单纯的顺或难：它们要的是你的留意，而不是用力。'
          : '和谐相位与紧张相位数量相当：一处得到的帮助，可能要在另一处多花些力气。',

  // A void that began before today arrives with its date (“1月21日 01:45”), which is past: 已于 governs it.
  voidWindow: (start, end) =>
    `${start.includes('日') ? `月亮已于${start} 进入空亡，要到 ${end} 才结束` : `从 ${start} 到 ${end}，月亮处于空亡`}：这段时间适合照常处理日常事务，新的开端不妨往后放一放。`,

  bestHour: ({ ruler, start, end, hold }) => {
    const use = HOUR_USE[ruler] ?? HOUR_USE.sun;
    return `今天最有利的行星时是${g.planet(ruler)}时，从 ${start} 到 ${end}：不妨${hold ? use?.hold : use?.free}。`;
  },

  // Not the void window's “从……到……，月亮处于空亡” shape or its “新的开端……放一放”, which often
  // stand one or two sentences before it.
  slowHour: ({ ruler, start, end }) =>
    `${g.planet(ruler)}时落在 ${start} 到 ${end}，适合按部就班地做手头的事，不宜另起炉灶。`,

  powerMoment: ({ time, planet: p, aspect, hold }) => {
    const moment = `${time}，月亮与${g.planet(p)}形成${MOON_ASPECT[aspect]}，这是今天最和顺的一刻`;
    return hold
      ? `${moment}：适合把一件快要完成的事敲定。`
      : `${moment}：适合开口提出请求、把消息发出去，或是动手开个头。`;
  },

  // `told`: retrograde planets whose station the story above already told. They are counted, get
  // no line below, so the lead names them (“土星的停滞前面已经讲过”) and counts only the others
  // (另外两颗／另一颗), so that the reader counts the lines that follow and finds them all.
  retrogradesLead: (n, told) => {
    if (n === 0) return '今天没有行星逆行：天上没有哪颗星要你回头走老路。';
    const others = n - told.length;
    if (told.length === 0)
      return n === 1
        ? '今天有一颗行星在逆行，提醒你回头看看人生的某个领域。'
        : `今天有${count(n)}颗行星在逆行，每一颗都在提醒你回头看看人生的某个领域。`;
    const names = g.list(told.map((p) => g.planet(p)));
    const said = `${names}的停滞前面已经讲过`;
    // Not written by the engine (every retrograde planet told), but kept true all the same.
    if (others <= 0) return `今天有${count(n)}颗行星在逆行：${said}。`;
    return others === 1
      ? `今天有${count(n)}颗行星在逆行：${said}，另一颗也在提醒你回头看看人生的某个领域。`
      : `今天有${count(n)}颗行星在逆行：${said}，另外${count(others)}颗各自在提醒你回头看看人生的某个领域。`;
  },

  retrogradeLine: ({ planet: p, sign: s, house: h, until, previous }) => {
    const ends = until && until.tense !== 'past' ? until : null;
    // After a line in the same house the house is not named again: “回头梳理的也是这一宫”; 同样 only
    // when the sign is the same too.
    if (previous && previous.house.house === h.house && previous.house.solar === h.solar) {
      const lead = previous.sign === s ? `${g.planet(p)}同样在${g.sign(s)}逆行` : `${g.planet(p)}在${g.sign(s)}逆行`;
      const turn = !ends ? '' : ends.tense === 'now' ? '，今天停滞转顺' : `，将于${day(ends)}停滞转顺`;
      return `${lead}${turn}，它回头梳理的也是这一宫。`;
    }
    // Two shapes, by the planet's place in the order the lines come in, so that neighbours differ:
    // the planet turns the eye back to the house (把目光拉回), or goes back over it (回头梳理).
    if (STATION_BODIES.indexOf(p) % 2 === 1) {
      if (!ends) return `${g.planet(p)}正在${g.sign(s)}逆行，把目光拉回${houseName(h)}，重新审视那里的事。`;
      if (ends.tense === 'now') return `${g.planet(p)}今天在${g.sign(s)}停滞转顺，结束对${houseName(h)}的这一轮回顾。`;
      return `${g.planet(p)}正在${g.sign(s)}逆行，要到${day(ends)}才停滞转顺；这段时间，它会把目光拉回${houseName(h)}，重新审视那里的事。`;
    }
    const lead = `${g.planet(p)}逆行于${g.sign(s)}`;
    if (!ends) return `${lead}，回头梳理的是${houseName(h)}。`;
    if (ends.tense === 'now') return `${lead}，今天停滞转顺；这一轮逆行回头梳理的，是${houseName(h)}。`;
    return `${lead}，将于${day(ends)}停滞转顺；在那之前，它回头梳理的是${houseName(h)}。`;
  },

  aheadLead: '接下来几周，有几个日子值得在日历上圈出来。',
  // The weeks read as prose: the first date in full, then each one said from the one before it.
  onDate: (date, raw, { index, previous }) => {
    // An ingress title (“太阳换座：进入摩羯座”) is said as one clause, “太阳进入摩羯座”: its colon
    // would sit oddly after the date.
    const title = raw.replace(/^([^，。：]+)换座：(?=进入|逆行退回)/, '$1');
    if (date.tense === 'past') return `${title}，已于${day(date)}发生。`;
    // A Moon's phase is a noun (“双鱼座上弦月”): the day “迎来” it. A station, ingress or contact is
    // a clause of its own after the time words and a comma.
    const phase = /(?:新月|满月|上弦月|下弦月)$/u.test(title);
    const say = (when: string) => (phase ? `${when}迎来${title}。` : `${when}，${title}。`);
    if (date.tense === 'now') return say(previous?.tense === 'now' ? '同样在今天' : '今天');
    if (!previous || previous.tense === 'past') return say(day(date));
    return say(relative(date, previous, index));
  },
  // After “12月9日，射手座新月。”: “这次新月”, not a bare “它” that could be the date's anything.
  inHouse: ({ phase, house: h }) =>
    phase === 'new'
      ? `这次新月落在${houseName(h)}，新的开端可能就在这片领域萌芽。`
      : `这次满月落在${houseName(h)}，这方面的一些事可能会走到一个关口。`,

  backdropLead: '在每天的起伏背后，几颗走得慢的行星为你的星座定下了今年的底色。',
  backdrop: ({ planet: p, sign: s, house: h, until }) => {
    const topic = topicOf(h.house) ?? '这片生活领域';
    const n = g.ordinal(h.house, 'house');
    /** How long it stays, worded per planet so that five lines in a row do not repeat one clause. */
    const stay = (later: string, years: string, who = '') =>
      !until
        ? `，${who}${years}`
        : until.tense === 'past'
          ? ''
          : until.tense === 'now'
            ? `，${who}本月晚些时候就会离开`
            : `，${who}${later.replace('#', g.month(until.month))}`;
    // Each planet names its house in its own words (the facts are the same: the sign, the house
    // counted from the reader's sign, until when), then what it does there, over its whole stay
    // (not “今年”: Jupiter's may end next July). No verb of standing still (停驻): that is a station.
    const lines: Readonly<Record<typeof p, () => string>> = {
      jupiter: () =>
        `${g.planet(p)}正行经${g.sign(s)}，也就是从你的星座起算的${n}${stay('要到#才离开', '未来几年都会留在那里')}：这段时间，${topic}是你最容易有所收获的领域，也最容易用力过猛。`,
      saturn: () =>
        `${g.planet(p)}在${g.sign(s)}，这个星座对你来说是${n}${stay('会一直停留到#', '还要停留好几年', '它')}：${topic}需要章法和耐心，在这方面一点点搭建起来的东西，往往最经得起时间的考验。`,
      uranus: () =>
        `${g.planet(p)}走在${g.sign(s)}，落在你星座的${n}${stay('要到#才离开这个星座', '还会在那里待上好几年')}：${topic}方面常有意外找上门，其中有些变化反而让你更自由。`,
      neptune: () =>
        `${g.planet(p)}身处${g.sign(s)}，那是你星座的${n}${stay('会待到#', '未来几年都不会离开', '它')}：在${topic}方面，理想容易高涨，界限也容易模糊，遇事不妨把事实多核对一遍。`,
      pluto: () =>
        `${g.planet(p)}运行在${g.sign(s)}，对应你星座的${n}${stay('要到#才离开', '还要在那里走上许多年')}：${topic}正被一点点彻底重塑，这种变化要以年来衡量，而不是以天。`,
    };
    return lines[p]();
  },

  progressionsLead: '在这一天背后，还有一条走得更慢的故事线，那是你的推运盘用许多年慢慢讲述的故事。',
  progressedBrief: ({ sun, moon, moonPart, moonLeaves }) => {
    const part =
      moonPart === 'early'
        ? `刚进入${g.sign(moon)}不久`
        : moonPart === 'middle'
          ? `走到了${g.sign(moon)}的中段`
          : `走到了${g.sign(moon)}的后段`;
    return `你的推运太阳在${g.sign(sun)}，推运月亮则${part}，将于${g.month(moonLeaves)}进入下一个星座；它们各自对你意味着什么，下方的推运卡片会细说。`;
  },

  // The sign's ruler (“你星座的守护星”): the lunation story's “你星盘的守护星” is the chart's, which
  // with a birth time may be another planet.
  ruler: (p, s, retrograde) =>
    retrograde
      ? `你星座的守护星${g.planet(p)}正逆行于${g.sign(s)}：今天与其埋头往前赶，不如回头检视，往往收获更多。`
      : `你星座的守护星${g.planet(p)}正行经${g.sign(s)}，今天你做事的方式也会带上几分${g.sign(s)}的色彩。`,

  // `theme` is a point's theme (“爱情与价值观”) or, for a reader without a chart, a house topic
  // from the free reading (“金钱、财物和自己看重的东西”, “休息、独处和幕后发生的事”). Neither is put
  // before 方面 or 的 (“幕后发生的事方面”, “……的事的新打算” stumble): each frame sets it after 围绕 /
  // 至于 / 眷顾 / 对……来说 / 跟……有关 or before 这一块, which take any noun phrase (not “对X格外……”:
  // “对……身边的人格外慷慨” reads 人格 first).
  closing: ({ theme, tone, hold, voidEnd, nextNewMoon, variant }) => {
    // The time (or date and time) opens the sentence: no space before a date after a Chinese word.
    if (voidEnd)
      return `${voidEnd} 之前，月亮仍处于空亡，不妨只处理例行事务；至于${theme}，新的打算等月亮进入下一个星座再说。`;
    if (hold) {
      const next = !nextNewMoon
        ? ''
        : nextNewMoon.tense === 'now'
          ? '，新的计划留到今天新月之后再说'
          : nextNewMoon.tense === 'next'
            ? `，新的计划留到${day(nextNewMoon)}新月时再说`
            : '';
      return `总的来说，今天适合收尾，不适合开头：围绕${theme}，先把手上进行中的事做完${next}。`;
    }
    const lines = {
      bright: [
        `总的来说，围绕${theme}，星空今天为你打开了几扇门：挑一扇对你最要紧的，走进去。`,
        `今天的星象格外眷顾${theme}：凭着直觉行动，把一件你在乎的事再往前推一步。`,
        `在${theme}这一块，今天难得顺风顺水：一直想开始的事，今天就可以动手了。`,
      ],
      steady: [
        `总的来说，今天宜稳扎稳打：在${theme}这一块，步子小一点没关系，每一步都要走实。`,
        `今天没有什么逼你出手；趁着这份平静，把手头的事一件件做完，尤其是跟${theme}有关的那些。`,
        `平平稳稳的一天：守住自己的节奏；围绕${theme}，认真做好一件事就够了。`,
      ],
      demanding: [
        `总的来说，今天在${theme}这一块需要多些耐心：步子放慢，许诺宁少勿多。`,
        `围绕${theme}，今天可能会有些摩擦；用心应对，比用力硬推更管用。`,
        `对${theme}来说，这是考验人的一天：护好自己的精力，大的决定等局面明朗些再做。`,
      ],
    }[tone];
    return lines[variant % lines.length] as string;
  },
  pushes: [
    '走进去',
    '凭着直觉行动',
    '一直想开始的事，今天就可以动手了',
    '开口提出请求、把消息发出去，或是动手开个头',
    '到关键的场合露面',
    '主动联系你牵挂的人',
    '把那条消息发出去，或者拨出那通电话',
    '开口请人帮个忙',
    '主动伸出和解之手',
    '先啃下最棘手的那件事',
    '开口争取你需要的东西',
  ],

  affirmation: {
    bright: [
      '今天为我打开的一切，我都以敞开的心去迎接。',
      '我让自己的光被看见，也乐于与人分享。',
      '我欢迎一切帮助我成长的事物。',
    ],
    steady: [
      '我按照自己的节奏前进，这样的节奏已经足够。',
      '我用心照看已经拥有的，它自有成长的时候。',
      '我把一件事做好，这就是美好的一天。',
    ],
    demanding: [
      '我可以温柔地对待自己，也坚定地守护自己的时间。',
      '再难的事，我也一步一步去面对。',
      '我不必在今天解决所有的事。',
    ],
  },
  stone: {
    aries: '血石',
    taurus: '祖母绿',
    gemini: '玛瑙',
    cancer: '月光石',
    leo: '红宝石',
    virgo: '蓝宝石',
    libra: '欧泊',
    scorpio: '托帕石',
    sagittarius: '绿松石',
    capricorn: '石榴石',
    aquarius: '紫水晶',
    pisces: '海蓝宝',
  },
  direction: { fire: '东方', water: '北方', air: '西方', earth: '南方' },
};
