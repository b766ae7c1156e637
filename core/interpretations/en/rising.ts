import type { SignTexts } from '../types';

/** The Ascendant in each sign: first impressions and the approach to life. */
export const RISING: SignTexts = {
  aries:
    'You tend to meet the world head-on, and others often see you as bold, energetic and quick to act. Your first instinct is to move, to start, to say what you think. People may notice your directness before anything else, and you approach life as a series of challenges you are eager to take on.',
  taurus:
    'You often come across as calm, grounded and pleasant to be around, with a presence that puts others at ease. You approach new situations carefully, preferring to take your time before committing. People may notice your steadiness, your good taste and an unhurried manner that suggests you know what you value.',
  gemini:
    'First impressions of you are often lively: quick eyes, easy conversation and a curious, youthful air. You approach life by gathering information, asking questions and keeping your options open. Others may see you as witty and adaptable, someone who can talk with almost anyone about almost anything.',
  cancer:
    'You may first appear gentle, reserved or quietly watchful, taking time to sense whether a place feels safe. Once you are comfortable, your warmth and protectiveness come through clearly. You tend to approach life through feeling, and people often sense that you notice how they are doing before they say a word.',
  leo: 'You often make a warm, memorable entrance, and people tend to notice your confidence and presence straight away. You approach life with a sense of dignity and a wish to express yourself fully. Others may see you as generous and radiant, and you are likely to take pride in how you carry yourself.',
  virgo:
    'You tend to come across as composed, observant and modest, the person who spots what others overlook. Your approach to life is thoughtful and practical, and you like to understand how things work before diving in. Many people come to rely on your helpfulness, even if you seem more reserved than you feel inside.',
  libra:
    'You often make a gracious first impression, with good manners, charm and an eye for how things look. You approach life diplomatically, seeking balance and considering other points of view. People may find you easy to talk to, and you tend to smooth tense moments without seeming to try.',
  scorpio:
    'You may come across as intense, magnetic or hard to read, and people often sense your depth before you reveal much. You approach life strategically, observing carefully and guarding your privacy. Others may feel you see straight through them, and your quiet presence tends to leave a lasting impression.',
  sagittarius:
    'You tend to come across as open, friendly and enthusiastic, with an easy laugh and a sense of adventure. You approach life as an exploration, eager to learn and reluctant to be pinned down. Your honesty and optimism are often what people remember, along with a good humour that makes new situations feel lighter.',
  capricorn:
    'You often give a first impression of seriousness, competence and self-control, even when you are young. You approach life with a plan, preferring to prove yourself through results. Others often read you as mature and dependable, and your reserved manner tends to soften as trust grows.',
  aquarius:
    'You may strike others as friendly yet a little unusual, with an independent style all your own. You approach life curious about how things could work differently. People often notice your openness to new ideas and your habit of treating everyone as an equal, whatever their status.',
  pisces:
    'You often come across as gentle, dreamy and receptive, with a softness that invites others to open up. You approach life intuitively, following feelings and impressions more than fixed plans. Kindness and an artistic air are often what people notice first, and your manner tends to shift with the atmosphere around you.',
};
