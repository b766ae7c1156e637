/**
 * What each progressed point says in each sign (core/sky/contacts.ts, `ProgressedSigns`): written
 * per point and sign, so that progressed Mercury in Leo and progressed Mars in Leo do not read
 * alike. One or two sentences, naming the point and the sign; no dates (the cards give them).
 */
import type { ProgressedSigns } from '../../contacts';

export const PROGRESSED: ProgressedSigns = {
  sun: {
    aries:
      'Your progressed Sun in Aries marks years of beginning things on your own initiative; you are learning to act first and to back your own judgement.',
    taurus:
      'Your progressed Sun in Taurus slows your life to a steadier pace and turns it towards what lasts: a home, a craft, money you can rely on.',
    gemini:
      'Your progressed Sun in Gemini opens a season of learning, when reading, writing and many conversations shape who you become.',
    cancer:
      'Your progressed Sun in Cancer turns your life towards home and belonging, and the people you care for become the centre of your purpose.',
    leo: 'Your progressed Sun in Leo brings you to centre stage: these are years for leading, performing and putting your heart into what you make.',
    virgo:
      'Your progressed Sun in Virgo turns you towards improvement: good work, better habits and a healthier routine become the way you grow.',
    libra:
      'Your progressed Sun in Libra makes partnership the school of these years, and you learn who you are through the people you choose to stand beside.',
    scorpio:
      'Your progressed Sun in Scorpio takes your life deeper, into years of honesty, intimacy and necessary endings.',
    sagittarius:
      'Your progressed Sun in Sagittarius sends you looking further afield: study, travel and a search for meaning give these years their direction.',
    capricorn:
      'Your progressed Sun in Capricorn brings years of duty and long-range ambition, as you build something meant to stand.',
    aquarius:
      'Your progressed Sun in Aquarius frees you from old expectations: friendship, ideas and a life of your own design lead the way.',
    pisces:
      'Your progressed Sun in Pisces softens the edges of your life, and empathy, faith and quiet time become sources of strength.',
  },
  moon: {
    aries:
      'Your progressed Moon in Aries makes you restless for change, and you need room to start things your own way.',
    taurus:
      'Your progressed Moon in Taurus asks for calm and comfort: your heart settles with routine, good food and steady company.',
    gemini:
      'Your progressed Moon in Gemini keeps your feelings on the move; you need talk, news and variety to feel at ease.',
    cancer:
      'Your progressed Moon in Cancer draws you home, where family, memory and being cared for matter more than usual.',
    leo: 'Your progressed Moon in Leo craves warmth and recognition, and you feel happiest when you are making something and people notice.',
    virgo:
      'Your progressed Moon in Virgo finds comfort in order: small tasks done well calm your mind, and being useful steadies you.',
    libra:
      'Your progressed Moon in Libra makes company a need: you feel steadier with a partner or a good friend nearby, and when agreements are fair.',
    scorpio:
      'Your progressed Moon in Scorpio stirs strong feelings, and questions of trust, jealousy and honesty with yourself rise to the surface.',
    sagittarius:
      'Your progressed Moon in Sagittarius needs space and meaning: a trip, a course or a bigger question lifts your spirits.',
    capricorn:
      'Your progressed Moon in Capricorn makes you more reserved with your feelings, and you find security in structure and in goals within reach.',
    aquarius:
      'Your progressed Moon in Aquarius asks for freedom within your bonds: friends and causes feed you more than routine does.',
    pisces:
      'Your progressed Moon in Pisces leaves you more sensitive and open to other people’s moods; rest, art and solitude help you sort out what you feel.',
  },
  mercury: {
    aries:
      'Your progressed Mercury in Aries sharpens your thinking into quick, direct decisions: you tend to speak first and refine the thought later.',
    taurus:
      'Your progressed Mercury in Taurus makes your thinking careful and practical; you trust what you can test, and you rarely change your mind in a hurry.',
    gemini:
      'Your progressed Mercury in Gemini, in its own sign, makes your mind quick and restless, fed by reading, writing and plenty of conversation.',
    cancer:
      'Your progressed Mercury in Cancer lets the heart guide your thinking, and memory, old stories and a sense of safety shape your choices.',
    leo: 'Your progressed Mercury in Leo gives your words confidence and colour, and speaking, teaching and telling your own story come more easily.',
    virgo:
      'Your progressed Mercury in Virgo trains your mind on detail: analysis, editing and solving practical problems come easily.',
    libra:
      'Your progressed Mercury in Libra weighs every side: you think best in dialogue and decide more slowly, and more fairly.',
    scorpio:
      'Your progressed Mercury in Scorpio turns your mind to what lies beneath; you look for the whole truth, not the summary, and read between the lines.',
    sagittarius:
      'Your progressed Mercury in Sagittarius turns your thinking to the big picture: languages, beliefs and far places interest you more than the fine print.',
    capricorn:
      'Your progressed Mercury in Capricorn makes your thinking strategic, and you are at your best with plans, structures and decisions for the long term.',
    aquarius:
      'Your progressed Mercury in Aquarius opens your mind to the new and the unconventional: ideas come in flashes, often sparked by other people.',
    pisces:
      'Your progressed Mercury in Pisces lets you think in images and hunches, and intuition often runs ahead of logic.',
  },
  venus: {
    aries:
      'Your progressed Venus in Aries makes you bolder in love; you go after what you want and enjoy a little heat in your affections.',
    taurus:
      'Your progressed Venus in Taurus deepens your taste for the lasting and the beautiful: loyalty, touch and comfort matter most to you in love.',
    gemini:
      'Your progressed Venus in Gemini wants lightness and banter in love, and you are drawn to wit, variety and new faces.',
    cancer:
      'Your progressed Venus in Cancer makes love nurturing and homely, and you show affection by looking after people and remembering the small things.',
    leo: 'Under your progressed Venus in Leo you love generously, even a little theatrically; romance, play and admiration bring out your best.',
    virgo:
      'Your progressed Venus in Virgo shows love through everyday care, and small favours done without fuss say what words do not.',
    libra:
      'Your progressed Venus in Libra, at home in its own sign, puts partnership and harmony at the centre of your life; beauty, courtesy and balance shape what you value.',
    scorpio:
      'Your progressed Venus in Scorpio makes love all or nothing: you want loyalty, intensity and honesty about desire.',
    sagittarius:
      'Your progressed Venus in Sagittarius wants freedom and adventure in love, and shared journeys and ideas bind you closer than routine does.',
    capricorn:
      'Your progressed Venus in Capricorn takes love seriously: you value commitment, and affection that has been earned and built to last.',
    aquarius:
      'Your progressed Venus in Aquarius wants friendship and space in love, and you are drawn to people who are a little out of the ordinary.',
    pisces:
      'Your progressed Venus in Pisces makes love tender and idealistic: music and romance move you, though it is easy to fall for an illusion.',
  },
  mars: {
    aries:
      'Your progressed Mars in Aries gives your drive a competitive edge, so you move fast and fight for your own aims.',
    taurus:
      'Your progressed Mars in Taurus trades speed for staying power: you keep going at a steady pace and do not give up easily.',
    gemini:
      'Your progressed Mars in Gemini spreads your drive across many projects at once, and your battles tend to be fought with words.',
    cancer:
      'Your progressed Mars in Cancer ties your drive to your moods: you act to defend your own, and home and family are what you fight for hardest.',
    leo: 'Your progressed Mars in Leo puts pride and heart into your drive: you give most to what you can make and stand behind.',
    virgo:
      'Your progressed Mars in Virgo channels your energy into precise, useful work, and you improve things patiently, step by step.',
    libra:
      'Your progressed Mars in Libra tempers your drive with tact: you would rather negotiate than fight, though injustice still brings you to your feet.',
    scorpio:
      'Your progressed Mars in Scorpio gives your resolve persistence and focus, so you pursue what matters quietly, and to the end.',
    sagittarius:
      'Your progressed Mars in Sagittarius aims your energy at distant goals, and sport, study and causes dear to you get the best of it.',
    capricorn:
      'Your progressed Mars in Capricorn disciplines your ambition, and you climb patiently towards goals you have set yourself.',
    aquarius:
      'Your progressed Mars in Aquarius puts your drive behind change; you work best in a team, for an aim larger than yourself.',
    pisces:
      'Under your progressed Mars in Pisces your energy ebbs and flows, and you act on inspiration and sympathy more than on plans.',
  },
  ascendant: {
    aries:
      'Your progressed Ascendant in Aries puts more spirit into how you meet the world, and people begin to see you as brave and up for a challenge.',
    taurus:
      'Your progressed Ascendant in Taurus gives you a calmer, more grounded presence, and people come to see you as someone they can rely on.',
    gemini:
      'Your progressed Ascendant in Gemini gives you a younger, chattier air, and you meet people through questions, jokes and ideas.',
    cancer:
      'Your progressed Ascendant in Cancer softens how you come across: you seem more caring, and more careful about whom you let in.',
    leo: 'Your progressed Ascendant in Leo brightens your presence; you carry yourself with more warmth and style, and people notice when you walk in.',
    virgo:
      'Your progressed Ascendant in Virgo gives you a neater, more composed manner, and people tend to turn to you for help and sound advice.',
    libra:
      'Your progressed Ascendant in Libra lends you a more graceful, agreeable presence, and charm tends to open doors for you.',
    scorpio:
      'Your progressed Ascendant in Scorpio lends your presence a more private, magnetic quality, and people sense there is more to you before you say a word.',
    sagittarius:
      'Your progressed Ascendant in Sagittarius makes you more open and outgoing, and you come across as frank, curious and easy-going.',
    capricorn:
      'Your progressed Ascendant in Capricorn gives you a more capable, grown-up air; people are more inclined to take you at your word.',
    aquarius:
      'Your progressed Ascendant in Aquarius marks you out as more independent, and people see you as an original.',
    pisces:
      'With your progressed Ascendant in Pisces you seem gentler and dreamier, and people find you kind, if a little hard to pin down.',
  },
  midheaven: {
    aries:
      'Your progressed Midheaven in Aries favours a working life of initiative: roles where you set things going and lead from the front.',
    taurus:
      'Your progressed Midheaven in Taurus steers your career towards stability and towards work that builds value over time, with something solid to show for it.',
    gemini:
      'Your progressed Midheaven in Gemini puts communication at the heart of your career: teaching, trade, media and putting people in touch.',
    cancer:
      'Your progressed Midheaven in Cancer links your career to care, through work in health, food, housing or anything that protects others.',
    leo: 'Your progressed Midheaven in Leo asks for a visible role, in work where your creativity and leadership can be recognised.',
    virgo:
      'Your progressed Midheaven in Virgo builds your career on skill and service, in health, a craft or any field where method counts.',
    libra:
      'Your progressed Midheaven in Libra suits a career built on collaboration, such as design, law, mediation or work done in tandem with others.',
    scorpio:
      'Your progressed Midheaven in Scorpio draws you to the work others shy away from: research, crisis work, healing or other people’s money.',
    sagittarius:
      'Your progressed Midheaven in Sagittarius looks for meaning in your career, through teaching, publishing, travel or matters of faith.',
    capricorn:
      'Your progressed Midheaven in Capricorn asks for responsibility and standing; authority in your field comes slowly, through proven work.',
    aquarius:
      'Your progressed Midheaven in Aquarius sets your career on a less conventional path: technology, networks, science or social reform.',
    pisces:
      'Your progressed Midheaven in Pisces turns your career towards compassion and imagination: art, healing, film or quiet service.',
  },
};
