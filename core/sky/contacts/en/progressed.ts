/**
 * What each progressed point says in each sign (core/sky/contacts.ts, `ProgressedSigns`): written
 * per point and sign, so that progressed Mercury in Leo and progressed Mars in Leo do not read
 * alike. One or two sentences, naming the point and the sign; no dates (the cards give them).
 */
import type { ProgressedSigns } from '../../contacts';

export const PROGRESSED: ProgressedSigns = {
  sun: {
    aries:
      'Your progressed Sun in Aries marks years of self-starting: you are learning to act first and to trust your own nerve.',
    taurus:
      'Your progressed Sun in Taurus slows the pace of your life towards what lasts: a home, a craft, money you can rely on.',
    gemini:
      'Your progressed Sun in Gemini opens years of curiosity, when learning, writing and many conversations shape who you become.',
    cancer:
      'Your progressed Sun in Cancer turns your life towards home and belonging: the people you care for become the centre of your purpose.',
    leo: 'Your progressed Sun in Leo asks you to step forward and be seen: these are years for creating, leading and being generous with your warmth.',
    virgo:
      'Your progressed Sun in Virgo brings years of refining: useful work, better habits and care for the body become the way you grow.',
    libra:
      'Your progressed Sun in Libra makes partnership the school of these years: you learn who you are by meeting others halfway.',
    scorpio:
      'Your progressed Sun in Scorpio takes your life deeper: years of honesty, intimacy and letting go of what is finished.',
    sagittarius:
      'Your progressed Sun in Sagittarius widens your horizons: study, travel and a search for meaning give these years their direction.',
    capricorn:
      'Your progressed Sun in Capricorn brings years of responsibility and patient ambition: you are building something meant to stand.',
    aquarius:
      'Your progressed Sun in Aquarius frees you from old expectations: friendship, ideas and a future of your own design lead the way.',
    pisces:
      'Your progressed Sun in Pisces softens the edges of your life: compassion, imagination and quiet time become sources of strength.',
  },
  moon: {
    aries:
      'Your progressed Moon in Aries makes you emotionally impatient for change: you need room to start things your own way.',
    taurus:
      'Your progressed Moon in Taurus asks for calm and comfort: your heart settles through routine, good food and steady people.',
    gemini:
      'Your progressed Moon in Gemini keeps your feelings on the move: you need talk, news and variety to feel at ease.',
    cancer:
      'Your progressed Moon in Cancer draws you home: family, memory and being looked after matter more than usual.',
    leo: 'Your progressed Moon in Leo wants warmth and recognition: you feel well when you create, play and are appreciated.',
    virgo:
      'Your progressed Moon in Virgo settles you through order and usefulness: small tasks done well calm the mind.',
    libra:
      'Your progressed Moon in Libra makes closeness a need: you feel steadier in good company and in fair agreements.',
    scorpio:
      'Your progressed Moon in Scorpio stirs deep feelings: trust, intimacy and honesty with yourself come to the surface.',
    sagittarius:
      'Your progressed Moon in Sagittarius needs space and meaning: a trip, a course or a bigger question lifts your spirits.',
    capricorn:
      'Your progressed Moon in Capricorn makes you emotionally serious: you find security in structure and in goals you can reach.',
    aquarius:
      'Your progressed Moon in Aquarius asks for freedom within your bonds: friends and causes feed you more than routine.',
    pisces:
      'Your progressed Moon in Pisces makes you porous and tender: rest, art and solitude help you sort what you feel.',
  },
  mercury: {
    aries:
      'Your progressed Mercury in Aries sharpens your thinking into quick, direct decisions: you say it first and refine it later.',
    taurus:
      'Your progressed Mercury in Taurus slows your mind to a careful, practical pace: you trust what you can test and keep.',
    gemini:
      'Your progressed Mercury in Gemini makes your mind restless and quick: reading, writing and many contacts feed it.',
    cancer:
      'Your progressed Mercury in Cancer thinks with the heart: memory, family stories and what feels safe guide your choices.',
    leo: 'Your progressed Mercury in Leo gives your words confidence and colour: these years favour speaking, teaching and telling your story.',
    virgo:
      'Your progressed Mercury in Virgo trains your mind on detail: analysis, editing and solving practical problems come easily.',
    libra:
      'Your progressed Mercury in Libra weighs every side: you think best in dialogue and decide more slowly, and more fairly.',
    scorpio:
      'Your progressed Mercury in Scorpio turns your mind to research and what lies beneath: you want the whole truth, not the summary.',
    sagittarius:
      'Your progressed Mercury in Sagittarius thinks in big pictures: languages, beliefs and long journeys interest you more than details.',
    capricorn:
      'Your progressed Mercury in Capricorn makes your thinking strategic: plans, structures and long-term decisions are your strength now.',
    aquarius:
      'Your progressed Mercury in Aquarius opens your mind to the new and the unconventional: ideas come in flashes, and through groups.',
    pisces:
      'Your progressed Mercury in Pisces thinks in images and hunches: intuition and imagination run ahead of logic.',
  },
  venus: {
    aries:
      'Your progressed Venus in Aries makes you bolder in love: you pursue what you want and like a little heat in your affections.',
    taurus:
      'Your progressed Venus in Taurus deepens your taste for the lasting and the beautiful: loyalty, touch and comfort matter most.',
    gemini:
      'Your progressed Venus in Gemini wants lightness and conversation in love: you are drawn to wit, variety and new acquaintances.',
    cancer:
      'Your progressed Venus in Cancer makes love protective and homely: you show care by feeding, sheltering and remembering.',
    leo: 'Your progressed Venus in Leo loves generously and a little theatrically: romance, play and being admired warm you.',
    virgo:
      'Your progressed Venus in Virgo shows love through practical care: small services and attention to detail say what words do not.',
    libra:
      'Your progressed Venus in Libra puts partnership and harmony at the centre: beauty, courtesy and balance shape your values.',
    scorpio:
      'Your progressed Venus in Scorpio wants depth and loyalty in love: all or nothing, and honesty about desire.',
    sagittarius:
      'Your progressed Venus in Sagittarius loves freedom and adventure: shared journeys and ideas bind you more than routine.',
    capricorn:
      'Your progressed Venus in Capricorn makes love more serious and committed: you value what is built to last, and earned.',
    aquarius:
      'Your progressed Venus in Aquarius needs friendship and space in love: you value originality over convention.',
    pisces:
      'Your progressed Venus in Pisces makes love tender and idealistic: compassion, music and romance move you, and so can illusions.',
  },
  mars: {
    aries:
      'Your progressed Mars in Aries gives your drive a direct, competitive edge: you act fast and fight for your own aims.',
    taurus:
      'Your progressed Mars in Taurus makes your energy slow and stubborn: you build steadily and do not give up easily.',
    gemini:
      'Your progressed Mars in Gemini scatters and quickens your drive: many projects at once, and battles fought with words.',
    cancer:
      'Your progressed Mars in Cancer puts your energy into protecting your own: home and family are what you fight for.',
    leo: 'Your progressed Mars in Leo drives you to shine and to lead: you put your energy where you can create and be proud.',
    virgo:
      'Your progressed Mars in Virgo channels your energy into precise, useful work: you improve things patiently, step by step.',
    libra:
      'Your progressed Mars in Libra acts through others: you prefer agreement to conflict, and fight hardest for what is fair.',
    scorpio:
      'Your progressed Mars in Scorpio gives your will depth and persistence: you pursue what matters quietly and to the end.',
    sagittarius:
      'Your progressed Mars in Sagittarius aims your energy at horizons: travel, study, sport and causes you believe in.',
    capricorn:
      'Your progressed Mars in Capricorn makes your ambition disciplined and long: you climb patiently towards a goal you set.',
    aquarius:
      'Your progressed Mars in Aquarius puts your drive into change and into groups: you act for ideas and for the future.',
    pisces:
      'Your progressed Mars in Pisces moves your energy in tides: you act on inspiration and compassion more than on plans.',
  },
  ascendant: {
    aries:
      'Your progressed Ascendant in Aries makes you meet the world more directly: people see you as braver and quicker to begin.',
    taurus:
      'Your progressed Ascendant in Taurus gives you a calmer, steadier presence: you come across as someone to rely on.',
    gemini:
      'Your progressed Ascendant in Gemini makes you lighter and more talkative: you meet people through questions and ideas.',
    cancer:
      'Your progressed Ascendant in Cancer softens how you come across: you seem more caring, and more careful about whom you let in.',
    leo: 'Your progressed Ascendant in Leo brightens your presence: you are more visible, warmer and readier to be noticed.',
    virgo:
      'Your progressed Ascendant in Virgo makes you appear more composed and exact: people come to you for help and good sense.',
    libra:
      'Your progressed Ascendant in Libra makes you more diplomatic and graceful: you meet the world through charm and fairness.',
    scorpio:
      'Your progressed Ascendant in Scorpio gives you a more intense, private presence: people feel your depth before you speak.',
    sagittarius:
      'Your progressed Ascendant in Sagittarius makes you more open and outgoing: you come across as frank, curious and free.',
    capricorn:
      'Your progressed Ascendant in Capricorn gives you a more serious, capable air: people take you at your word.',
    aquarius:
      'Your progressed Ascendant in Aquarius makes you more independent and unusual: you are seen as someone with ideas of your own.',
    pisces:
      'Your progressed Ascendant in Pisces makes you gentler and harder to pin down: people find you sympathetic and a little elusive.',
  },
  midheaven: {
    aries:
      'Your progressed Midheaven in Aries points your calling towards initiative: work where you start, lead and go first.',
    taurus:
      'Your progressed Midheaven in Taurus points your career towards stability: work that builds value slowly and shows results.',
    gemini:
      'Your progressed Midheaven in Gemini points your calling towards communication: writing, teaching, trade and connecting people.',
    cancer:
      'Your progressed Midheaven in Cancer ties your calling to care: work that nourishes, houses or protects others.',
    leo: 'Your progressed Midheaven in Leo asks for a visible role: work where your creativity and leadership can be recognised.',
    virgo:
      'Your progressed Midheaven in Virgo points your career towards service and skill: work done well, health, craft and method.',
    libra:
      'Your progressed Midheaven in Libra points your calling towards partnership: work in teams, design, law or mediation.',
    scorpio:
      'Your progressed Midheaven in Scorpio points your calling towards depth: research, transformation and work with what others avoid.',
    sagittarius:
      'Your progressed Midheaven in Sagittarius points your career towards meaning: teaching, travel, publishing or belief.',
    capricorn:
      'Your progressed Midheaven in Capricorn asks for responsibility and rank: a long climb towards authority in your field.',
    aquarius:
      'Your progressed Midheaven in Aquarius points your calling towards the new: technology, groups and causes that look ahead.',
    pisces:
      'Your progressed Midheaven in Pisces points your calling towards compassion and imagination: art, healing or quiet service.',
  },
};
