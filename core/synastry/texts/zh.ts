/**
 * 合盘的简体中文文字 (docs/i18n/glossary-zh.md; contract in ./contract.ts). Written in Chinese, not
 * translated: 你们 / 你们俩 / 一个……一个……, present tense, hedged (可能、往往、容易), never a verdict.
 *
 * - Names are data and are never changed; a half-width space goes between a name's Latin (or other
 *   non-Han) letter or digit and the Chinese beside it, as the glossary spaces Latin in Chinese
 *   (“Alex 的金星”, “小林的金星”).
 * - The Ascendant and Midheaven are 上升点 and 天顶, as in the coach (core/coach/texts/zh/words.ts);
 *   an angle is “在” a sign, a planet “落在” it (glossary §3).
 * - Only the frames name planets, signs, houses and aspects. The meanings avoid every name of the
 *   verifier's lexicon even inside ordinary words (火星四溅, 三分钟, 四分五裂, 如日中天, 面对分歧,
 *   配合相当, 上升 as “rise”, any 宫 but the synastry words 行星方 / 宫位方).
 * - A reading shows a frame up to twenty times: the cross-aspect, sign and no-aspect frames each
 *   have several wordings, picked from what the two charts give (the orb's minutes, the two signs,
 *   the two points), so the same contact reads the same whoever is named first.
 * - The two people of a meaning are not always 一方 / 另一方: 一个……一个……, 一个人……另一个人……,
 *   其中一人, 有人, 对方 and 彼此 take turns, so that no device comes back line after line.
 * - A house overlay's frame names the planet's owner first and the host second; its meaning says
 *   行星方 (the planet's owner) and 宫位方 (the host), as Chinese synastry writing does, or speaks of
 *   the host's area of life without a pronoun.
 */
import type { AspectType } from '../../astro/aspects';
import { ASPECT_NAME, GRAMMAR_ZH as g, ASPECT_VERB } from '../../i18n/grammar/zh';
import type { SignId } from '../../zodiac';
import { isAngle, SYNASTRY_POINTS, type SynastryPoint } from '../contacts';
import type { SignRelation, SynastryTexts } from './contract';

/** The same words as the coach's (core/coach/texts/zh/words.ts). */
const ANGLE: Readonly<Record<'ascendant' | 'midheaven', string>> = { ascendant: '上升点', midheaven: '天顶' };
/** '金星', '上升点', '天顶'. */
const point = (p: SynastryPoint) => (isAngle(p) ? ANGLE[p] : g.planet(p));
/** A planet 落在 a sign; an angle, the cusp itself, is 在 it (“上升点在处女座”). */
const inSign = (p: SynastryPoint) => (isAngle(p) ? '在' : '落在');

/** A letter or digit of a script written with spaces (Latin, Cyrillic, Devanagari…), not Han or kana. */
const spaced = (ch: string | undefined) =>
  ch !== undefined &&
  /[\p{L}\p{N}]/u.test(ch) &&
  !/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u.test(ch);
/**
 * A name with Chinese after it, opening a sentence or after full-width punctuation (which takes
 * no space): “Alex 的”, “，Sam 的”, “小林的”.
 */
const lead = (name: string) => (spaced(Array.from(name).at(-1)) ? `${name} ` : name);
/** A name inside a sentence, Chinese on both sides: “与 Sam 的”, “与小王的”. */
const mid = (name: string) => `${spaced(Array.from(name)[0]) ? ' ' : ''}${lead(name)}`;

/** How two signs stand, for a label: “星座呈三分相”. */
const RELATION_LABEL: Readonly<Record<SignRelation, string>> = {
  conjunction: '同一星座',
  sextile: `星座呈${ASPECT_NAME.sextile}`,
  square: `星座呈${ASPECT_NAME.square}`,
  trine: `星座呈${ASPECT_NAME.trine}`,
  opposition: `星座呈${ASPECT_NAME.opposition}`,
  none: '无主要相位',
};
const aspectName = (type: AspectType) => ASPECT_NAME[type];

/** An orb's minutes ('1°05′' → 65); 0 when the contact is exact to the minute. */
const minutesOf = (orb: string) => {
  const m = /(\d+)\s*°\s*(\d+)/u.exec(orb);
  return m ? Number(m[1]) * 60 + Number(m[2]) : -1;
};

/**
 * Which of `n` wordings a frame takes: a hash of what the two charts give, written so that it
 * is the same whoever is named first (the parts are sorted), and spread evenly.
 */
const pick = (parts: readonly string[], n: number) => {
  let h = 2166136261;
  for (const ch of [...parts].sort().join('|')) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619) >>> 0;
  // The last mixing step of MurmurHash3, so that the low bits, which pick among few wordings, vary too.
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) % n;
};

/** `x`: the first point as a sentence opens with it (“Alex 的金星”), `xi` inside one (“在 Alex 的金星”), `y` the second. */
type CrossParts = { x: string; xi: string; y: string; aspect: string; orb: string };
/**
 * A contact between exact positions, in six wordings picked from the two points, the aspect and
 * the orb (a reading shows this frame a dozen times or more); a contact within half a degree is
 * said to be nearly exact, one within the minute exact.
 */
const CROSS: readonly ((p: CrossParts) => string)[] = [
  ({ x, y, aspect, orb }) => `${x}与${y}形成${aspect}，容许度 ${orb}。`,
  ({ x, y, aspect, orb }) => `${x}与${y}之间有一个${aspect}，容许度为 ${orb}。`,
  ({ x, y, aspect, orb }) => `${x}与${y}呈${aspect}，离精确还差 ${orb}。`,
  ({ xi, y, aspect, orb }) => `在${xi}与${y}之间，有一个容许度 ${orb} 的${aspect}。`,
  ({ x, y, aspect, orb }) => `${x}和${y}构成${aspect}（容许度 ${orb}）。`,
  ({ x, y, aspect, orb }) => `${x}与${y}以${aspect}相连，容许度 ${orb}。`,
];

/**
 * How two signs stand, after the two placements, in five wordings (four here, one in the frame)
 * picked by the two signs and points (the same whoever is named first): a reading by signs shows
 * it a dozen times or more.
 */
const SIGN_TAIL: readonly ((aspect: string) => string)[] = [
  (aspect) => `两个星座呈${aspect}`,
  (aspect) => `这两个星座形成${aspect}`,
  (aspect) => `彼此所在的星座呈${aspect}`,
  (aspect) => `按星座来看，两者以${aspect}相连`,
];
const SIGN_NONE: readonly string[] = [
  '这两个星座之间没有形成主要相位',
  '两个星座之间不成主要相位',
  '彼此所在的星座不构成主要相位',
];
/** The wording of a sign relation: from both points and signs, so that one sign's several contacts vary. */
const signIndex = (a: SignId, pa: SynastryPoint, b: SignId, pb: SynastryPoint) => pick([`${pa}:${a}`, `${pb}:${b}`], 5);

/**
 * Two points without an aspect, in five wordings, so that the key pairs read one after another
 * (Sun–Sun, Sun–Moon, Moon–Moon, Mercury–Mercury, …) never say it alike twice in a row.
 */
const NO_ASPECT: readonly ((pair: string) => string)[] = [
  (pair) => `${pair}在容许度内没有形成相位。`,
  (pair) => `${pair}之间，看不到任何相位。`,
  (pair) => `${pair}相隔的角度，不成任何相位。`,
  (pair) => `${pair}没有成相：两者的角度在容许度之外。`,
  (pair) => `按精确的度数看，${pair}并未成相。`,
];

export const SYNASTRY_ZH: SynastryTexts = {
  grammar: g,
  person: ['甲', '乙'],
  rating: {
    exceptional: '极为契合',
    strong: '非常合拍',
    good: '比较合拍',
    mixed: '合拍与摩擦并存',
    hard: '需要多加磨合',
  },
  overall: {
    exceptional:
      '你们的星盘之间有许多天然的呼应，很多事不必费力就能相通；这样的契合并不常见，值得好好珍惜，也值得用心经营。',
    strong: '顺畅远多于摩擦：你们容易理解彼此，也乐于互相支持，少数需要磨合的地方，反而让这段关系更有层次。',
    good: '你们有扎实的共同基础，也有几处需要用心磨合的地方；只要愿意沟通，这些差异往往能变成互补。',
    mixed:
      '顺畅和摩擦在你们之间几乎一样多：有些地方一拍即合，有些地方要反复磨合，这段关系会走成什么样，很大程度取决于你们怎样相处。',
    hard: '你们之间的摩擦比默契多，相处可能需要更多耐心和有意识的努力；这不是判决，而是在提醒你们，哪里最值得多花心思。',
  },

  crossAspect: ({ a, pa, b, pb, type, orb }) => {
    const parts: CrossParts = {
      x: `${lead(a)}的${point(pa)}`,
      xi: `${mid(a)}的${point(pa)}`,
      y: `${mid(b)}的${point(pb)}`,
      aspect: aspectName(type),
      orb,
    };
    const minutes = minutesOf(orb);
    if (minutes === 0) return `${parts.x}与${parts.y}形成${parts.aspect}，几乎分毫不差。`;
    if (minutes > 0 && minutes < 30) return `${parts.x}与${parts.y}形成几乎精确的${parts.aspect}（容许度 ${orb}）。`;
    return CROSS[pick([pa, pb, type, orb], CROSS.length)]?.(parts) ?? '';
  },
  signRelation: ({ a, pa, b, pb, signA, signB, relation }) => {
    const placeA = `${lead(a)}的${point(pa)}${inSign(pa)}${g.sign(signA)}`;
    if (relation === 'conjunction' && signA === signB) {
      return `${placeA}，${lead(b)}的${point(pb)}也${inSign(pb)}${g.sign(signB)}。`;
    }
    const both = `${placeA}，${lead(b)}的${point(pb)}${inSign(pb)}${g.sign(signB)}`;
    const i = signIndex(signA, pa, signB, pb);
    if (relation === 'none' || relation === 'conjunction') return `${both}，${SIGN_NONE[i % SIGN_NONE.length]}。`;
    // The fourth wording names the second point after its sign: “与 Sam 落在天蝎座的月亮呈六分相”.
    if (i === SIGN_TAIL.length) {
      return `${placeA}，与${mid(b)}${inSign(pb)}${g.sign(signB)}的${point(pb)}呈${aspectName(relation)}。`;
    }
    return `${both}，${SIGN_TAIL[i]?.(aspectName(relation))}。`;
  },

  contact: {
    'sun-sun': {
      blend: '你们活出自己的方式如出一辙，像在对方身上照见了自己；两个人都想站到中心时，轮流发光会比争抢更亮。',
      easy: '各自做自己，恰好也成全了对方：一个人的志向常能点燃另一个人的热情，相处里少有勉强。',
      tense: '你们想要的人生各有主张，谁也不愿轻易让步；这种较劲磨人，却也逼着你们活出更清楚的自己。',
    },
    'sun-moon': {
      blend: '意志和心意在你们之间相遇，在一起常有回到家的感觉：一个发光，一个自然地接住、照看，彼此都觉得被需要。',
      easy: '生活里的大事小事，你们往往配合得自然：一个人想走的路，另一个人在情感上愿意托底，像是早有约定。',
      tense: '想要的和需要的，常常不在一个节拍上：一个往前冲，一个想先被照顾。把这种错位说开，你们反而更懂对方。',
    },
    'sun-mercury': {
      blend: '你们很容易聊到一块去：一个人说出的话，常常正好点中另一个人想成为的样子，你们也乐于替彼此把想法理清。',
      easy: '交流在你们之间轻快而有建设性：一方给出方向，另一方帮忙想细、说清，不少计划在闲聊中就成了形。',
      tense:
        '讨论容易不知不觉变成争辩：一个人只是说出看法，另一个人却听成了对自己的评判；先听懂再回应，交锋也能坦率而有用。',
    },
    'sun-venus': {
      blend: '欣赏与好感在你们之间来得毫不费力：一个人喜欢的，恰好是另一个人本来的样子，相处里带着温柔，审美也相通。',
      easy: '相处时有一种轻松的甜：一个乐于给出宠爱和美好，一个懂得让这份心意被看见、被珍惜。',
      tense:
        '被欣赏的方式和表达爱意的方式，你们不太对得上，有人容易为了讨好而委屈自己；说清各自的喜好，吸引才不会变成迁就。',
    },
    'sun-mars': {
      blend: '在一起时干劲十足，热情转眼就化成行动，很适合并肩冲刺；只是火气来得也快，得给它留个出口。',
      easy: '做事时你们有股爽快的合力：有了目标，对方总愿意推上一把，一起运动、创业或闯荡都可能很来劲。',
      tense: '两股意志容易正面相撞，谁都不肯先退，争执一点就着；把这股冲劲引向共同的挑战，它会成为你们最强的动力。',
    },
    'sun-ascendant': {
      blend: '有对方在场，其中一人就觉得被照亮、被看见，第一印象往往很深；在彼此面前，你们更敢展现真实的样子。',
      easy: '一个人的光彩，恰好衬出另一个人的风度，你们走在一起显得自然又舒服，旁人也看得出你们很相配。',
      tense:
        '一个人的光芒太盛时，可能盖过另一个人，或让对方觉得自己的样子在被评判；彼此留出位置，这种张力也能让你们看清自己给人的印象。',
    },
    'moon-moon': {
      blend: '情绪的节奏、安全感的来源，你们几乎一样，很多时候不用开口就懂；只是两个人同时低落时，谁照顾谁要提前说好。',
      easy: '对“怎样才算舒服”，你们有相近的直觉，照顾起对方来不费力，日常里有种安稳的亲近。',
      tense:
        '让一个人安心的方式，可能正让另一个人不自在：一个要靠近，一个要空间。把需要说出口，比默默猜测更能拉近你们。',
    },
    'moon-mercury': {
      blend: '心事在你们之间很容易变成语言：一个人说不清的感受，另一个人能替它找到合适的词，情绪也因此理出了头绪。',
      easy: '说话时你们很照顾彼此的心情：有人肯听，有人敢说，聊着聊着心就松了下来。',
      tense:
        '道理讲得越清楚，有时反而越显得冷：一方想把事情说明白，另一方只想被理解。先回应感受，再讨论事情，对话会温暖许多。',
    },
    'moon-venus': {
      blend: '温柔和体贴在你们之间自然流动：心里需要什么，对方的爱意正好接得住，相处甜而安心。',
      easy: '你们是很会照顾彼此的一对，懂得用小小的关心让对方舒服，一起逛菜市场、收拾小家、过日子都很惬意。',
      tense:
        '一方给爱的方式，未必是另一方需要的那种安慰，偶尔会有“我对你好，你却不领情”的委屈；多问一句对方想要什么，误会会少很多。',
    },
    'moon-mars': {
      blend: '情绪和冲劲在你们之间一碰就燃，激情与保护欲都很强烈；脾气同样直接，吵得快，和好也要一样快。',
      easy: '一个人心里想要什么，另一个人往往马上动手去办；这种被护着的感觉，让你们在一起都更有底气。',
      tense:
        '火气一上来，直来直去的话就容易戳中对方最软的地方，小事也可能闹成情绪大战；吵完记得修补，这股火热才会变成亲密。',
    },
    'moon-ascendant': {
      blend: '你们之间有种家人般的亲切：一个人在对方面前格外放松，另一个人仿佛天生知道怎样让人舒服。',
      easy: '在彼此身边很容易卸下防备：一个人的气质让人觉得安全，另一个人的体贴又让这份亲近更暖。',
      tense: '情绪一有起伏，就可能被对方当成是冲着自己来的；多一点解释和耐心，你们会发现这种敏感其实是在乎。',
    },
    'mercury-mercury': {
      blend: '思路像在同一个频道上，常常一句话没说完，对方就接上了；聊天、争论、一起学新东西都很带劲。',
      easy: '你们沟通顺畅，观点不必一致也能互相启发，一起做计划、拿主意时常常事半功倍。',
      tense:
        '想问题、说话的方式各不相同，一个抓细节，一个看全局，容易各说各话；定好讨论的规矩，分歧反而能让想法更周全。',
    },
    'mercury-venus': {
      blend: '话语里带着对方喜欢的温柔和品味，你们很会说好听的话，也能一起欣赏书、音乐和一切美的东西。',
      easy: '交谈轻松愉快，意见不同时也能好好说，你们懂得用得体又温暖的方式，把心意讲出来。',
      tense:
        '直话和好话之间，你们常要找平衡：一方说得太直，另一方可能觉得不够体贴，或为了气氛把真话咽回去。真心话说得温柔些，交流会更踏实。',
    },
    'mercury-mars': {
      blend: '对话节奏很快，想法一出口就想立刻动手，很适合一起解决难题；只是话也容易说得太冲。',
      easy: '讨论问题干脆利落：一个出点子，一个马上去做，辩论对你们来说是享受而不是伤害。',
      tense: '争论来得快、说得重，一句话就可能被对方当成挑衅；约好冷静下来再谈，锋利的对话也能磨出好主意。',
    },
    'mercury-ascendant': {
      blend: '初次交谈就容易聊开：一个人说话的方式很能打动另一个人，也常让对方换个角度看自己。',
      easy: '日常的联络、商量和分享都很顺手，想法说出来很容易被对方理解和接受，少有鸡同鸭讲的时候。',
      tense: '随口一句对外表或举止的点评，容易被当成挑剔；开口前多想想语气，这些碰撞会让你们更了解彼此。',
    },
    'venus-venus': {
      blend: '喜欢的东西、享受生活的方式，你们几乎一样，品味相投带来许多共同的快乐；偶尔也要当心一起放纵过了头。',
      easy: '在爱与美的事情上，你们一点就通，约会、逛街、布置生活空间都很愉快，对彼此的心意也容易懂。',
      tense:
        '对爱的期待和享受的方式不太一样，一个人觉得浪漫的事，另一个人可能觉得多余；互相尝试对方的快乐，会打开新的乐趣。',
    },
    'venus-mars': {
      blend: '这是最经典的吸引之一：一个人的魅力正好撞上另一个人的渴望，浪漫和激情都很浓，很难对彼此视而不见。',
      easy: '吸引在你们之间自然又舒服：一个主动，一个回应，调情、亲密和一起玩乐都恰到好处。',
      tense: '强烈的吸引里夹着拉扯：一个想慢慢来，一个想马上要，情意和欲望常常错开节奏；也正是这份张力，让火花不灭。',
    },
    'venus-ascendant': {
      blend: '第一眼就觉得顺眼又可爱，你们之间常有一见如故的好感，站在一起也显得格外好看。',
      easy: '彼此欣赏对方的样子和气质，相处时自然带着礼貌与温柔，这份好感很容易慢慢长成亲密。',
      tense: '一方的审美和期待，可能让另一方觉得要表现得更好才会被喜欢；放下讨好的心，欣赏才会化作真正的亲近。',
    },
    'mars-mars': {
      blend: '两股冲劲朝同一个方向爆发，一起行动时能量惊人；但两团火挨在一起，也要当心谁都不让谁。',
      easy: '做事的节奏很合得来，一起运动、比赛或完成一项大工程都配合默契，彼此推着对方往前走。',
      tense: '都想按自己的方式来，竞争和火气容易冒头；给这股能量找一个共同的对手或目标，它就会成为你们并肩作战的力量。',
    },
    'mars-ascendant': {
      blend: '热情和行动力直接扑面而来，吸引力和刺激感都很强，也可能让其中一人觉得被推着走。',
      easy: '一个人的干劲，能激励另一个人更勇敢地亮出自己；你们一起做事很有活力，彼此都觉得被鼓舞。',
      tense: '急躁和直接，容易让其中一人觉得被冒犯或被逼迫；放慢一点，问一句“准备好了吗”，这股张力反倒能推着你们往前。',
    },
    'ascendant-ascendant': {
      blend: '面对世界的方式很像，初见就有种熟悉感，在别人眼里，你们也容易像一对默契的搭档。',
      easy: '你们给人的感觉彼此呼应，一起出现时显得自然协调，相处的气氛轻松友好，不必刻意迁就。',
      tense:
        '待人处事的风格差别明显，一个人觉得自然的事，另一个人可能觉得别扭；这份不同，也让你们在彼此身上看到另一种活法。',
    },
    'jupiter-sun': {
      blend: '被信任、被看好的感觉在这里很充足：有对方的慷慨撑腰，目标也敢定得更大，你们在一起都更乐观。',
      easy: '互相打气是你们的日常，对方的支持常常带来机会和好运，这是一段让人成长的关系。',
      tense: '热心有时会变成说教或过度许诺，被关照的那个人可能觉得被高估或被指点；把期望说得实在些，乐观才站得住。',
    },
    'jupiter-moon': {
      blend: '被温暖地接纳，是这段联结最动人的地方：一个人的宽厚，给了另一个人很足的安全感，家里也常有笑声和热闹。',
      easy: '你们之间的照顾大方而真诚，谁受了委屈，另一个人总愿意多给一些包容，这份温暖让人安心。',
      tense: '关心给得太多太满，反而可能让人喘不过气，情绪也容易被放大；拿捏好分寸，慷慨才能真正滋养彼此。',
    },
    'jupiter-mercury': {
      blend: '一聊就能聊出宽广的视野，一个小想法到了对方那里，常被放大成更远的计划；一起学习、旅行都很投入。',
      easy: '交流时带着开阔的乐观，你们互相启发，很适合一起读书、规划旅程，或者谈谈人生的打算。',
      tense: '一个盯着细节，一个偏爱大道理，讨论时容易互嫌啰嗦或空泛；把全局和细节分工，你们会想得更周全。',
    },
    'jupiter-venus': {
      blend: '快乐和爱意在你们之间会被放大，彼此宠爱，共享生活里的好东西，是一份很甜、很大方的联结。',
      easy: '乐于为对方付出，也懂得一起享受，约会、旅行和小小的犒赏，让这段关系越来越暖。',
      tense: '在一起时容易“再多一点”：多花一点、多吃一点、多答应一点；享受没有错，只是别让放纵代替真正的亲近。',
    },
    'jupiter-mars': {
      blend: '行动力遇上信心，你们一起冒险、创业或挑战新目标时劲头十足，几乎没有不敢试的事。',
      easy: '你们给彼此壮胆：一个敢想，一个敢做，合作起来目标远大，也有执行力。',
      tense: '热血容易冲过头，计划越定越大，风险越冒越多；给彼此的冲劲加一道刹车，这股劲才能带你们走远。',
    },
    'jupiter-ascendant': {
      blend: '和对方在一起时，其中一人整个人都更开朗、更大方，也更愿意尝试新东西，仿佛被对方的信心托了起来。',
      easy: '有对方的善意和鼓励，其中一人的路往往走得更宽，你们同时出现时，也常给身边的人轻松愉快的感觉。',
      tense: '一方的热情和建议，有时会让另一方觉得被过度指导；尊重彼此的步调，对方的好意才真正帮得上忙。',
    },
    'saturn-sun': {
      blend: '这是一份严肃而持久的联结：一方给出结构和责任感，另一方在这份可靠里长得更稳，偶尔也会觉得被管得太紧。',
      easy: '稳重的一方让另一方的目标更容易落地，你们说到做到、值得托付，关系经得起时间慢慢打磨。',
      tense: '谨慎和要求，可能让其中一人觉得被否定、被压着；把批评换成具体的支持，这份重量会成为让你们都成熟的力量。',
    },
    'saturn-moon': {
      blend: '承诺让人踏实，也可能让情绪显得拘束：这段关系带着“长久”的分量，需要你们温柔地经营。',
      easy: '说到做到，是你们给彼此最好的安慰：有人靠得住，心就有了安稳的港湾，感情越久越深。',
      tense: '冷静和规矩，可能让更敏感的那个人觉得不被疼、不被懂；多给一点有温度的回应，责任感才会成为依靠而不是隔阂。',
    },
    'saturn-mercury': {
      blend:
        '对话认真而有分量，想法经对方一问，会变得更严谨、更可行；只是话题容易太沉，一个人的审慎也可能让另一个人不敢随口说。',
      easy: '一起谈事情踏实而有条理，很适合商量长远规划、处理正经事，或一起学一门需要耐心的本事。',
      tense: '怀疑和挑剔，可能让其中一人不敢畅所欲言；多肯定、少否定，这份严谨就能帮你们把想法打磨得更扎实。',
    },
    'saturn-venus': {
      blend: '这份感情会被认真对待：一方愿意承担和守护，另一方也渴望长久；只是爱意常显得克制，需要刻意说出口。',
      easy: '不求轰轰烈烈，你们的感情稳重而忠诚，在一次次兑现承诺中积累出深厚的信任。',
      tense: '克制和冷淡，容易让人觉得自己的爱没被珍惜；把承诺和温情一起给出，关系才会越磨越稳。',
    },
    'saturn-mars': {
      blend: '冲劲遇上规矩：力气能用在刀刃上，也可能让其中一人觉得被拦住了；学会配合彼此的节奏，是这里的关键。',
      easy: '一起做长期的事业或计划，你们往往又稳又有效：耐力和经验，正好为行动力指明方向。',
      tense: '一个想往前冲，一个总在踩刹车，挫败和怨气容易累积；约好各自的职责和时间表，摩擦会磨成扎实的进度。',
    },
    'saturn-ascendant': {
      blend: '一个人显得可靠又严肃，另一个人在其面前会更有分寸、更成熟，有时也难免觉得被审视。',
      easy: '一个人的稳重，给了另一个人可以依靠的框架，你们在一起做事更有规划，也更让人信任。',
      tense: '标准和要求可能多了些，让其中一人处处觉得被挑剔、放不开；多说一句肯定的话，压力就会慢慢化成支持。',
    },
    'uranus-sun': {
      blend: '跟对方在一起，总能看见意想不到的自己，关系里满是新鲜感和火花；只是节奏难以预料，需要给彼此自由。',
      easy: '打破常规在你们之间是一件乐事：你们鼓励彼此活得更真实，也都更敢尝试新的生活方式。',
      tense: '忽冷忽热的节奏，可能让其中一人觉得抓不住、靠不稳；把各自需要的自由和承诺都谈清楚，刺激感就不会变成不安。',
    },
    'uranus-moon': {
      blend: '情绪常被对方搅动，既兴奋又不安；这份联结很鲜活，也需要在变化中给彼此留一个稳定的落脚点。',
      easy: '新鲜空气吹进了情感生活，你们接纳彼此的古怪之处，相处自在，一点也不觉得窒息。',
      tense: '一个想要安定，一个需要空间，情绪上时近时远；约定固定的相处时间，也尊重独处，关系才能松而不散。',
    },
    'uranus-venus': {
      blend: '吸引来得突然又强烈，带着触电般的兴奋；这份爱需要自由和新意，很难用常规来定义，也未必按常规的节奏走。',
      easy: '感情不走寻常路，你们喜欢一起尝试新鲜的约会和生活方式，友情与爱情在这里可以并存。',
      tense: '火花很亮，却时远时近：一个想要稳定的浪漫，一个想保有自由；坦白各自的底线，才能让火花留下来。',
    },
    'neptune-sun': {
      blend: '在其中一人眼里，对方几乎自带光环，你们之间有很深的理想化和灵感，需要不时落地，看清真实的彼此。',
      easy: '一种温柔的灵性联结牵着你们，想象力和同情心在彼此身上被唤醒，一起做艺术或助人的事会很有意义。',
      tense: '有人可能把对方想得太美好，或在关系里变得模糊、难以捉摸；把期待说清楚，失望就不会在迷雾里越积越多。',
    },
    'neptune-moon': {
      blend: '几乎能感知到对方的心思，你们之间的温柔、同情和体谅都很深；只是界线容易模糊，需要各留一点空间。',
      easy: '梦一般的柔软包围着你们，彼此安慰、互相疗愈，一首歌、一部电影、一个安静的夜晚都能拉近距离。',
      tense: '情绪容易被误读，或者彼此为了对方委屈自己，渐渐说不清谁需要什么；把感受说具体，才能穿过这层雾。',
    },
    'neptune-venus': {
      blend: '浪漫到近乎梦幻，你们容易把对方当作理想中的爱人；珍惜这份诗意，也要看见对方真实的样子。',
      easy: '你们的爱温柔而无私，懂得浪漫，也愿意为彼此付出，一起听音乐、看海或欣赏艺术都很动人。',
      tense: '爱意里笼着一层雾：有人可能美化了对方，或在付出中迷失了自己；坦诚相待，浪漫才不会变成失望。',
    },
    'pluto-sun': {
      blend: '强烈而深刻，这份联结会深深改变其中一人，也可能让人觉得被掌控；你们之间，很难有轻描淡写的相处。',
      easy: '内在的力量在这里被唤醒：你们帮彼此看见自己的韧性，推动着对方成长和蜕变，也更有底气。',
      tense:
        '权力和控制的议题容易浮上来，一个想主导，一个想抗拒；把这股力量用在一起成长而不是较劲上，它会带来真正的改变。',
    },
    'pluto-moon': {
      blend: '情感的联结深到骨子里，最隐秘的感受也能被对方碰到；这份亲密很强烈，也要当心占有欲。',
      easy: '你们愿意彼此坦白、互相疗愈，有对方的深度陪着，旧伤也敢去面对，感情越走越深。',
      tense:
        '强烈的情绪、嫉妒或控制欲容易在你们之间翻涌，有人会觉得被看穿又被压着；诚实面对各自的恐惧，这份强度才能沉淀为信任。',
    },
    'pluto-venus': {
      blend: '吸引强烈得近乎着迷，爱里有深度，也有占有欲；这份感情可能彻底改变你们对爱的理解。',
      easy: '爱得深刻而忠诚，你们愿意为彼此交出真心，经过时间的考验，这份感情往往越来越有力量。',
      tense: '爱与控制容易缠在一起，嫉妒和试探会让关系绷紧；把不安说出口，而不是用行动去试探对方，深情才能健康。',
    },
    'pluto-mars': {
      blend: '能量强大而集中，一起行动时几乎势不可挡，欲望也很深；冲突同样可能激烈，需要彼此尊重界线。',
      easy: '面对难题时，你们坚韧果决：深沉的意志遇上果断的行动，能一起啃下最硬的骨头。',
      tense: '意志之争可能格外激烈，谁都不想认输；把这股力量引向共同的目标，而不是对准彼此，才能避免伤害。',
    },
  },
  noAspect: ({ a, pa, b, pb }) => {
    const pair = `${lead(a)}的${point(pa)}与${mid(b)}的${point(pb)}`;
    return NO_ASPECT[(SYNASTRY_POINTS.indexOf(pa) + SYNASTRY_POINTS.indexOf(pb)) % NO_ASPECT.length]?.(pair) ?? '';
  },
  unaspected: '少了这层直接的呼应，这方面的默契要靠你们一起摸索，慢慢找到自己的相处方式。',

  overlay: ({ owner, point: p, host, house }) =>
    `${lead(owner)}的${point(p)}落在${mid(host)}的${g.ordinal(house, 'house')}。`,
  overlayMeaning: {
    1: '这会直接触及自我感受和外在形象：在行星方身边，宫位方看待自己、展现自己的方式，都可能明显改变。',
    2: '金钱观和自我价值感会被触动：怎样花钱、看重什么、觉得自己值得什么，都可能在这段关系里被重新衡量。',
    3: '聊天、短途出行和跑腿办事，都成了两个人的日常：消息不断，话题不停，你们总有说不完的话。',
    4: '家与归属感被唤醒：宫位方可能在行星方身上找到家的感觉，家人、住处和内心深处的安全感都会受到触动。',
    5: '恋爱、玩乐和创造的兴致都被勾了起来：有行星方在，宫位方更想约会、嬉闹、表达自己，相处里常有心动的感觉。',
    6: '日常作息里多了彼此的参与：工作习惯、健康和生活规律都可能随之调整，两个人常在小事上互相帮忙、彼此照顾。',
    7: '伴侣与承诺的领域被点亮：宫位方很容易把行星方看作可以并肩同行的人，关系也可能因此走向更认真的约定。',
    8: '这会走进最私密的领域：亲密、信任和共同的财务都被牵动，关系可能因此更深，也更敏感。',
    9: '远行、求学、信仰和人生观，都可能因为这段关系而拓宽：行星方像是为宫位方打开了一扇通向更大世界的门。',
    10: '事业方向和社会形象会受到影响：行星方可能成为宫位方的支持者或榜样，对其名声也举足轻重。',
    11: '友谊和对未来的期盼连在了一起：行星方容易成为宫位方的同路人，走进其社交圈，也参与对未来的规划。',
    12: '不轻易示人的那一面被触及了：关系里有隐秘的亲近，也可能有说不清的感受，需要两个人都多些温柔和耐心。',
  },

  composite: ({ point: p, sign, degree }) => {
    const at = `${g.sign(sign)} ${degree}`;
    const name = g.planet(p);
    switch (p) {
      case 'sun':
        return `组合盘的${name}落在${at}，它是你们两人${name}的中点。`;
      case 'moon':
        return `同样取两人的中点，组合盘的${name}位于${at}。`;
      case 'venus':
        return `组合盘的${name}则落在${at}。`;
    }
  },
  compositeSun: {
    aries: '这段关系的意义在于一起开创：在一起时，你们更敢迈出第一步，彼此激励着去做从未做过的事。',
    taurus: '一起建造安稳而美好的生活，是你们走到一起的理由：慢慢积累信任、财物和共同的日常，越久越踏实。',
    gemini: '交流与好奇是这段关系的核心：你们不断聊天、学习、交换想法，让彼此的世界一直保持新鲜。',
    cancer: '照顾与归属是这段关系的根：你们在一起，是为了给彼此一个随时可以安心回去的家。',
    leo: '这段关系让你们都想发光：一起创造、一起庆祝、互相欣赏，活出更自信、更温暖的自己。',
    virgo: '在互相帮助中一起成长：你们更懂得打理生活、改进细节，用实实在在的行动照顾彼此。',
    libra: '伙伴与平衡是这段关系要学的功课：一起学着公平地给予和接受，把“我们”经营得和谐而美好。',
    scorpio: '这段关系通向深处：你们会触及彼此最真实的部分，并在信任里一起经历改变。',
    sagittarius: '一起探索世界与意义，是这段关系的方向：旅行、学习和共同的信念，会让你们的视野越走越宽。',
    capricorn: '这段关系为长远而生：你们一起承担责任、定下目标，在时间里证明彼此的可靠。',
    aquarius: '自由中的友谊是这段关系的底色：你们既是伴侣也是朋友，支持对方做独特的自己，也一起关心更大的世界。',
    pisces: '同情与梦想把你们连在一起：在一起时，你们更温柔、更有想象力，能感受到一种超越日常的联结。',
  },
  compositeMoon: {
    fire: '你们的感情靠一起行动来充电：新鲜的计划、说走就走的出游和彼此的鼓励，最能让感情保持温度。',
    earth: '平凡日子里的照应最能滋养你们：一起吃饭、打理家务、兑现小小的承诺，就是最好的安全感。',
    air: '交流是你们感情的养分：聊天、分享想法、一起见朋友，心就会靠近；沉默太久，反而容易疏远。',
    water: '深度的情感交流最能滋养你们：安静的陪伴、倾诉与被理解的时刻，比任何礼物都重要。',
  },
  compositeVenus: {
    fire: '你们表达爱意直接而热烈：惊喜、夸奖和一起冒险，都是你们说“我爱你”的方式。',
    earth: '你们的爱体现在实际的付出上：一顿用心做的饭、一次及时的帮忙、一份贴心的礼物，胜过许多甜言蜜语。',
    air: '用言语和陪伴表达喜欢，是你们的方式：一条俏皮的消息、一次长聊、一起去看个展，都让对方感到被爱。',
    water: '你们的爱细腻而体贴，常在无声处流露：一个拥抱、一次察觉对方情绪的关心，比说出口的话更动人。',
  },

  guidance: {
    emotionalConnection: {
      easy: '情感上的默契是你们的底气，也别让它变成理所当然：每周留一个晚上，不看手机，只聊彼此最近的感受。',
      mixed: '你们有时心意相通，有时又互相误读；不妨约个暗号，情绪上来时先说清楚：“我需要安慰”，还是“我需要静一静”。',
      tense: '情感需要容易错位，别等委屈攒多了才说：每天睡前花十分钟，各自讲讲今天一件开心的事、一件难过的事。',
      quiet: '情感的亲近在这里不是现成的，需要一起创造：固定的晚餐、睡前的问候、一起翻看旧照片，都能慢慢把心拉近。',
    },
    communication: {
      easy: '你们很会聊，正好把这份顺畅用在要紧的事情上：定期一起规划假期、开支和未来，不只聊轻松的话题。',
      mixed: '有些话题一聊就通，有些一碰就卡；把容易起争执的事留到双方都冷静的时候，面对面坐下来谈。',
      tense: '沟通容易擦枪走火，不妨试试“轮流说”：一个人说的时候，另一个人只听不打断，复述一遍对方的意思再回应。',
      quiet: '沟通的节奏需要你们自己去找：每天固定一个时间互相报个平安，聊聊一天的见闻，让交流成为习惯。',
    },
    attraction: {
      easy: '吸引来得自然，也需要保鲜：定期安排只属于两个人的约会，换个新地方，试一件从没一起做过的事。',
      mixed: '火花时强时弱很正常，别急着下结论；多留意对方被什么打动，在平凡的日子里也制造一点小惊喜。',
      tense: '热度高，摩擦也多：先谈清楚各自对亲密的期待和节奏，再一起运动或冒险，把多余的张力释放出来。',
      quiet: '吸引要靠用心经营：多一些牵手和拥抱，安排一次浪漫的约会，把欣赏说出口，热度会一点点积累起来。',
    },
    commitment: {
      easy: '你们有长久相处的底子，不妨把它落到实处：一起定下今年的共同目标，年底再一起回顾一次。',
      mixed: '在承诺上，你们的步调不完全一致，可以一步一步来：先约定一件小事并坚持做到，再谈更大的计划。',
      tense: '对未来和责任的看法容易起冲突，把分歧写下来：谁负责什么、什么时候再检查，比空谈承诺更管用。',
      quiet: '长久的承诺需要你们亲手搭建：从一起存一笔钱、共同照顾一件事开始，让信任在兑现中慢慢积累。',
    },
  },
  outlook: {
    exceptional: '从长远看，你们有许多能一起走下去的基础；只要持续用心，这份关系很可能越走越深。',
    strong: '长期来看，你们的关系底子稳固，偶尔的摩擦不难化解，时间往往会让默契更深。',
    good: '长远而言，你们有不错的基础，也有需要反复练习的功课；一起成长的意愿，会是最关键的那一环。',
    mixed: '往后的路怎么走，要看你们怎样对待差异：愿意沟通、愿意调整，就有机会越磨越合。',
    hard: '长期相处可能需要格外的耐心和努力；把力气花在对彼此最重要的几件事上，比处处求全更能走得稳。',
  },
  advice: {
    emotionalConnection: {
      easy: '越是心意相通，越容易忽略对方的变化；过了很多年，依然记得问一句“你最近好吗”，并认真听完答案。',
      tense:
        '你们在情感上要的东西不一样，这份差异不会消失，却可以被理解：每隔一段时间坐下来聊聊，最近各自最需要对方给什么。',
    },
    communication: {
      easy: '说话投机，就更要留意那些没说出口的事：每年找一段安静的时间，把藏在心里的话好好聊一聊。',
      tense: '说话时的摩擦可能会伴随很久，不妨定下你们自己的“吵架规则”：不翻旧账，不冷战过夜，有话直说但不伤人。',
    },
    attraction: {
      easy: '日子久了，心动容易被习惯冲淡，别把它当作理所当然：保留约会的仪式，偶尔像刚认识时那样追求对方。',
      tense: '火花和摩擦可能会长期并存，学着把激烈的情绪化为热情：争吵之后主动和好，也别让冷淡拖得太久。',
    },
    commitment: {
      easy: '稳定是你们的长处，也容易让人懒下来：每隔几年一起重新看看彼此的目标，让承诺跟着你们一起成长。',
      tense: '在责任与承诺上的分歧需要长期商量：把重要的决定摊开来谈，定期调整分工，让两个人都觉得公平。',
    },
  },
  signsOnly:
    '这份解读只看星座，勾勒的是大致的轮廓；精确的度数、容许度和组合盘，需要两人的出生日期才能计算，宫位还需要出生时间。',
  noTime: (name) => `${lead(name)}的出生时间未知，因此这份解读略去了${mid(name)}的宫位、上升点和天顶。`,
  labels: {
    crossAspect: ({ a, pa, b, pb, type, orb }) =>
      `${lead(a)}的${point(pa)}${ASPECT_VERB[type]}${mid(b)}的${point(pb)}（${orb}）`,
    signRelation: ({ a, pa, b, pb, signA, signB, relation }) =>
      `${lead(a)}的${point(pa)}在${g.sign(signA)}，${lead(b)}的${point(pb)}在${g.sign(signB)}（${RELATION_LABEL[relation]}）`,
    overlay: ({ owner, point: p, host, house }) =>
      `${lead(owner)}的${point(p)}在${mid(host)}的${g.ordinal(house, 'house')}`,
    composite: ({ point: p, sign, degree }) => `组合盘${g.planet(p)} ${g.sign(sign)} ${degree}`,
  },
  compositeWord: /组合/u,
};
