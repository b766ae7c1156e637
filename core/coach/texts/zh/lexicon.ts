/**
 * How the Simplified Chinese coach reads a chart's names in any answer (core/coach/texts.ts,
 * `CoachLexicon`). Chinese is written without spaces, so the lexicon is matched anywhere
 * (`wordBoundaries: false`): no form is a single character (日, 月, 合 alone are too common), and
 * the gaps between names are kept narrow.
 */
import type { CoachLexicon } from '../../texts';

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

export const LEXICON: CoachLexicon = {
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
};
