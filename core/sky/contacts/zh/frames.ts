/**
 * The Simplified Chinese frames of a contact (core/sky/contacts.ts): where a transit falls in the
 * houses, when it is exact, and where the progressed Sun or Moon stands in its sign. Houses are
 * 第N宫 in Chinese numerals; dates are written as Chinese writes them (“11月17日”, with the year
 * “2027年1月7日”, a month “2027年3月”), with no space. A past date is always governed by its own
 * 已于 (core/coach/tense-check.ts), a date ahead by 将于 or by nothing, never by a past marker.
 */
import { ASPECT_VERB, GRAMMAR_ZH as g } from '../../../i18n/grammar/zh';
import type { SignId } from '../../../zodiac';
import type { ContactFrames, Day } from '../../contacts';
import type { NatalPoint } from '../../transits';

/** What each house is about: a noun phrase after 关乎 (“那里关乎伴侣与合作”). */
export const HOUSE_TOPIC: Readonly<Record<number, string>> = {
  1: '自我、身体与给人的第一印象',
  2: '金钱与自我价值',
  3: '沟通、学习与兄弟姐妹',
  4: '家庭与根基',
  5: '恋爱、创作与玩乐',
  6: '日常工作与健康',
  7: '伴侣、婚姻与合作',
  8: '亲密关系与共享的资源',
  9: '远行、求学与信念',
  10: '事业与社会地位',
  11: '朋友、团体与心愿',
  12: '独处、休养与潜意识',
};
/** “第七宫，那里关乎伴侣、婚姻与合作”; a house outside 1-12 goes without its topic. */
const houseWithTopic = (n: number) => {
  const topic = HOUSE_TOPIC[n];
  return topic ? `${g.ordinal(n, 'house')}，那里关乎${topic}` : g.ordinal(n, 'house');
};
/** The second house of a sentence: “第五宫，这一宫主管恋爱、创作与玩乐”, so that 关乎 is not said twice. */
const pointHouseWithTopic = (n: number) => {
  const topic = HOUSE_TOPIC[n];
  return topic ? `${g.ordinal(n, 'house')}，这一宫主管${topic}` : g.ordinal(n, 'house');
};

/** The natal point as the object of a verb. */
export const POINT: Readonly<Record<NatalPoint, string>> = {
  sun: '你的本命太阳',
  moon: '你的本命月亮',
  mercury: '你的本命水星',
  venus: '你的本命金星',
  mars: '你的本命火星',
  jupiter: '你的本命木星',
  saturn: '你的本命土星',
  uranus: '你的本命天王星',
  neptune: '你的本命海王星',
  pluto: '你的本命冥王星',
  ascendant: '你的上升点',
  midheaven: '你的天顶',
};
/** What an angle is, said after its name (an angle is a house cusp, so it has no house of its own). */
const ANGLE: Readonly<Record<'ascendant' | 'midheaven', string>> = {
  ascendant: '也就是你迎向世界、开启新事的那一点',
  midheaven: '也就是事业与人生方向的最高点',
};

/**
 * A date in a run of dates said in order, as `g.day` writes it, and with its year also when the
 * date before it in the sentence named another year (after “2026年7月28日”, a bare “3月30日” reads
 * as 2026's): read against today moved into that year, so that the grammar names the year.
 */
const dayAfter = (d: Day, today: Day, carried: number) =>
  g.day(d, d.year === carried ? today : { ...today, year: carried });

/** The second and third exact passes. */
const AGAIN = ['', '再次', '第三次'] as const;

/**
 * What each sign asks of the progressed Sun: the direction of a life, the will, what you build (a
 * verb phrase after “要你”). The Moon has its own table below: a block with both lights in one sign
 * would otherwise print one phrase twice.
 */
const SUN_ASKS: Readonly<Record<SignId, string>> = {
  aries: '为自己的人生拿主意，敢做第一个出发的人，把想做的事亲手开个头',
  taurus: '认准一个值得长久经营的目标，一点一滴把它攒成看得见的成果',
  gemini: '跟着好奇心多方尝试，靠学到的本事和说出口的想法为自己开路',
  cancer: '把力气花在守护和经营一个家上，让你在乎的人成为奋斗的理由',
  leo: '活出自己的样子，大胆地创造、领头，让人看见你的才华',
  virgo: '在一门手艺或一份工作上精益求精，用扎实的本事证明自己',
  libra: '在合作里找到前进的方向，学会与人商量着做决定、一起把事做成',
  scorpio: '把精力押在真正要紧的一两件事上，该结束的结束，也敢于从头再来',
  sagittarius: '朝着自己相信的方向走远一些，让求学、旅行和信念为人生定下坐标',
  capricorn: '担起一份像样的责任，定下长远的目标，一级一级往上攀登',
  aquarius: '走一条属于自己的路，和志同道合的人一起，把心里的理想变成现实',
  pisces: '放下一些对结果的执着，让想象力和慈悲心替你选择要做的事',
};
/**
 * What the progressed Moon needs in each sign to feel safe: a noun phrase or a clause after
 * “最能让你安心的是” and “你会转而需要” (not “你的心最需要的是”, which doubles the 心 of 心里、真心
 * in the phrases). No 安心 or 放心 inside.
 */
const MOON_NEEDS: Readonly<Record<SignId, string>> = {
  aries: '一点属于自己的空间，以及想到就能去做的那份自在',
  taurus: '熟悉的环境和从容的节奏，还有摸得着、靠得住的舒适',
  gemini: '有人聊得来，心里的话有处可说，日子里也常有新鲜事',
  cancer: '一个随时能回去的家，以及和家人之间不必设防的亲近',
  leo: '被真心看见、被好好欣赏，心里的热情有个去处',
  virgo: '把日子理得清清楚楚，手边总有一件能做好的实事',
  libra: '一段和和气气的关系，有人可以商量，彼此也懂得体谅',
  scorpio: '能托付真心的亲密，以及不必伪装也能被接住的信任',
  sagittarius: '说走就走的自由，以及对明天的一份期待',
  capricorn: '可靠的规律，以及一个一步步够得着的目标',
  aquarius: '几个真正懂你的朋友，以及一点不被情绪绑住的距离',
  pisces: '安静独处的时刻，以及一个可以卸下防备的地方',
};

export const FRAMES: ContactFrames = {
  transitHouses: ({ planet: p, planetHouse, point, pointHouse }) => {
    const crossing = `行运${g.planet(p)}正行经你的${houseWithTopic(planetHouse)}`;
    if (point === 'ascendant' || point === 'midheaven') {
      return `${crossing}；它触及${POINT[point]}，${ANGLE[point]}。`;
    }
    // A planet to its own natal place returns there only in the conjunction, and the frame is not
    // told the aspect (the title says it): “触及自己的本命位置” serves the square and the trine too.
    if (pointHouse === null) {
      return p === point ? `${crossing}；它触及自己的本命位置。` : `${crossing}；它触及${POINT[point]}。`;
    }
    if (pointHouse === planetHouse) {
      return p === point
        ? `${crossing}，并在这一宫触及自己的本命位置。`
        : `${crossing}，并在这一宫触及${POINT[point]}。`;
    }
    return `${crossing}；它触及的${POINT[point].replace('你的', '')}在${pointHouseWithTopic(pointHouse)}。`;
  },

  transitTimeline: ({ today, began, exact, fades }) => {
    // The dates are said in order, and a bare date reads in the year of the date said before it.
    let carried = today.year;
    const on = (d: Day) => {
      const text = dayAfter(d, today, carried);
      carried = d.year;
      return text;
    };
    // Every past date has its own 已于 right before it (the tense checker reads the words between
    // one date and the next); a date ahead has 将于 or 到, never a past marker.
    const clauses: string[] = [];
    if (began) {
      clauses.push(
        began.tense === 'past'
          ? `已于${on(began.day)}进入容许度`
          : began.tense === 'now'
            ? '今天进入容许度'
            : `将于${on(began.day)}进入容许度`,
      );
    }
    exact.forEach((pass, i) => {
      const which = i === 0 ? (exact.length > 1 ? '第一次' : '') : (AGAIN[i] ?? '又一次');
      // After a pass in the same tense, 随后 / 并 link the clauses instead of a repeated 已于 / 将于 opening.
      const link = i === 0 || exact[i - 1]?.tense !== pass.tense ? '' : i === 1 ? '随后' : '并';
      clauses.push(
        pass.tense === 'past'
          ? `${link}已于${on(pass.day)}${which}精确成相`
          : pass.tense === 'now'
            ? `今天${which}精确成相`
            : link
              ? `${link}在${on(pass.day)}${which}精确成相`
              : `将于${on(pass.day)}${which}精确成相`,
      );
    });
    const fading = fades
      ? fades.tense === 'past'
        ? `已于${on(fades.day)}退出容许度`
        : fades.tense === 'now'
          ? '今天退出容许度'
          : `影响会持续到${on(fades.day)}前后`
      : null;
    if (exact.length === 0) {
      if (began && fading) return `这个相位${clauses[0]}，${fading}，其间没有精确成相。`;
      if (began) return `这个相位${clauses[0]}，在所涵盖的时间范围内没有精确成相。`;
      if (fading) {
        return fades?.tense === 'next'
          ? `这个相位眼下正在起作用，${fading}，在那之前没有精确成相。`
          : `这个相位${fading}，此前没有精确成相。`;
      }
      return '在所涵盖的整段时间里，这个相位始终处在容许度之内，没有精确成相。';
    }
    const joined = clauses.join('，');
    if (!fading) return `这个相位${joined}。`;
    return fades?.tense === 'next' ? `这个相位${joined}；${fading}。` : `这个相位${joined}；它${fading}。`;
  },

  progressedTitle: (body, aspect, point) => `你的推运${g.planet(body)}${ASPECT_VERB[aspect]}${POINT[point]}`,

  progressedWhen: ({ exact, tense }) =>
    tense === 'past'
      ? `这一相位已于${g.month(exact)}精确成相。`
      : tense === 'now'
        ? `这一相位就在本月（${g.month(exact)}）精确成相。`
        : `这一相位将于${g.month(exact)}精确成相。`,

  progressedPlace: ({ point, sign: s, part, entered, leaves, nextSign }) => {
    const sun = point === 'sun';
    const body = sun ? '你的推运太阳' : '你的推运月亮';
    const here = g.sign(s);
    const next = g.sign(nextSign);
    const rare = '这样的换座大约三十年才有一次，是难得的人生转折点';
    const came = entered
      ? entered.tense === 'past'
        ? `已于${g.month(entered.month)}进入${here}`
        : entered.tense === 'now'
          ? `本月刚刚进入${here}`
          : `将于${g.month(entered.month)}进入${here}`
      : '';
    const goes = leaves ? `将于${g.month(leaves)}进入${next}` : '';
    let first: string;
    let rareSaid = false;
    if (part === 'early') {
      if (entered) {
        first = sun ? `${body}${came}，新的篇章正在展开：${rare}` : `${body}${came}，一段新的情感篇章正在展开`;
        rareSaid = sun;
        if (goes) first = `${first}；它${goes}`;
      } else {
        first = sun
          ? `${body}正走在${here}的前段，这一段人生篇章还很新`
          : `${body}正走在${here}的前段，这段情感篇章才刚刚开始`;
        if (goes) first = `${first}，它${goes}`;
      }
    } else {
      // 走到 for the Sun, 行至 for the Moon: with both lights in one sign the two lines differ from the first words.
      const walk = sun ? '走到' : '行至';
      const where = part === 'middle' ? `${body}正${walk}${here}的中段` : `${body}已${walk}${here}的后段`;
      const since = entered ? `，它${came.replace(here, '这个星座')}` : '';
      if (part === 'late' && goes) {
        const closing = sun ? `：${rare}` : '，为一段约两年半的情感篇章画上句号';
        first = `${where}${since}，${goes}${closing}`;
        rareSaid = sun;
      } else if (goes) {
        first = `${where}${since}，${goes}`;
      } else if (part === 'late') {
        first = `${where}${since}，正在走完它在这个星座里漫长的旅程`;
      } else {
        first = `${where}${since}`;
      }
    }
    if (sun && !rareSaid && (entered || leaves)) first = `${first}：${rare}`;
    const asks = sun
      ? part === 'late'
        ? `此刻，先把${here}的功课做完：${SUN_ASKS[s]}；接下来，${next}会要你${SUN_ASKS[nextSign]}。`
        : `此刻，${here}要你${SUN_ASKS[s]}。`
      : part === 'late'
        ? `此刻，${here}的这份需要还在：${MOON_NEEDS[s]}；接下来，到了${next}，你会转而需要${MOON_NEEDS[nextSign]}。`
        : `此刻，在${here}，最能让你安心的是${MOON_NEEDS[s]}。`;
    return `${first}。${asks}`;
  },
};
