import type { VerifierExample } from '../../texts';

/** Sentences in Simplified Chinese with the claims the verifier must find in them (core/coach/lexicon.test.ts). */
export const EXAMPLES: readonly VerifierExample[] = [
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
];
