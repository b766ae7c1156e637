import type { PlanetTexts } from '../types';

/** Neptune: imagination, ideals, compassion, illusion. Generational by its slow movement. */
export const NEPTUNE: PlanetTexts = {
  general: {
    text: 'Neptune governs imagination, intuition and the longing for something beyond everyday life. It describes your dreams and ideals, your capacity for compassion and spiritual feeling, and also where you may see things through a haze. Its slow movement gives its sign a strongly generational flavour.',
    traits: ['Imagination', 'Intuition', 'Compassion', 'Ideals', 'Spirituality', 'Illusion'],
  },
  signs: {
    aries: {
      text: 'Your ideals are bound up with courage and self-discovery, and you may dream of a fresh start for the world. Spiritual life often feels active to you rather than contemplative, something to pursue instead of waiting for. The haze to watch for lies in heroic fantasies of doing everything alone.',
      traits: [
        'Heroic ideals',
        'Active spirituality',
        'Courageous vision',
        'Self-discovery',
        'Inspired action',
        'Lone-hero fantasy',
      ],
    },
    taurus: {
      text: 'You may idealise nature, simplicity and a return to what feels real and lasting. Beauty found in the physical world, in music, craft or landscape, can become almost sacred to you. Confusion tends to gather around security and material worth, which invites you to ask what you truly value.',
      traits: [
        'Natural beauty',
        'Sensory spirituality',
        'Simple ideals',
        'Artistic craft',
        'Earthly dreams',
        'Questioning worth',
      ],
    },
    gemini: {
      text: 'Your imagination lives in words, stories and ideas, and you may dream of connecting people through the free flow of information. Intuition often reaches you as a sudden phrase or image. A generational blur between fact and fiction may call on you to cultivate discernment about what you hear and repeat.',
      traits: [
        'Storytelling',
        'Imaginative words',
        'Intuitive ideas',
        'Connecting minds',
        'Blurred facts',
        'Discernment',
      ],
    },
    cancer: {
      text: 'You may carry an idealised vision of home, family and homeland, with a deep longing for emotional belonging. Your compassion tends to reach first toward anyone in need of shelter. Nostalgia can be both a source of inspiration and a soft trap that keeps you looking backward.',
      traits: [
        'Homeland ideals',
        'Emotional longing',
        'Nurturing compassion',
        'Nostalgia',
        'Protective dreams',
        'Sense of belonging',
      ],
    },
    leo: {
      text: 'You may idealise romance, glamour and creative self-expression, finding something almost holy in art and play. Your imagination tends to be theatrical and your dreams larger than life. The challenge lies in telling authentic inspiration apart from the wish to be admired.',
      traits: [
        'Romantic idealism',
        'Creative glamour',
        'Theatrical imagination',
        'Sacred play',
        'Heart-led art',
        'Craving admiration',
      ],
    },
    virgo: {
      text: 'Your ideals tend to centre on service, healing and useful work done well. You may find spiritual meaning in practical devotion: tending, mending and helping. At times a vague feeling that your efforts fall short can cloud your view, inviting you to turn some of your compassion toward yourself.',
      traits: [
        'Ideal of service',
        'Practical devotion',
        'Helpful compassion',
        'Humble ideals',
        'Self-doubt',
        'Quiet spirituality',
      ],
    },
    libra: {
      text: 'You may idealise love, partnership and harmony, dreaming of relationships built on equality and beauty. Your imagination often expresses itself through art, music and design. Seeing partners clearly, rather than as you wish them to be, can be an important part of your path.',
      traits: [
        'Ideal love',
        'Aesthetic vision',
        'Dreams of harmony',
        'Artistic grace',
        'Equality ideals',
        'Rose-tinted view',
      ],
    },
    scorpio: {
      text: 'Your imagination is drawn to depth, mystery and the hidden side of life. You may feel a generational pull toward psychology, the occult or intense emotional truth. Your intuition can be remarkably sharp, and the work lies in turning a fascination with extremes into genuine insight.',
      traits: [
        'Mystical depth',
        'Sharp intuition',
        'Inner exploration',
        'Love of mystery',
        'Emotional intensity',
        'Hidden truths',
      ],
    },
    sagittarius: {
      text: 'You may idealise freedom, faith and the search for truth, dreaming of a world without borders. Your spirituality tends to be exploratory, drawing on many traditions at once. Your imagination often roams far, and grounding big visions in lived experience keeps them meaningful.',
      traits: [
        'Spiritual seeking',
        'Boundless faith',
        'Global dreams',
        'Philosophical vision',
        'Freedom ideals',
        'Restless searching',
      ],
    },
    capricorn: {
      text: 'Your ideals may be shaped by a wish to build structures that truly serve people. You tend to respect tradition while sensing where institutions have lost their way. Your imagination is practical, and you may hope for realistic progress rather than utopia, blending vision with responsibility.',
      traits: [
        'Practical idealism',
        'Structured dreams',
        'Institutional vision',
        'Responsible faith',
        'Realistic hope',
        'Respect for tradition',
      ],
    },
    aquarius: {
      text: 'You may idealise community, technology and the collective future, dreaming of a more connected and equal world. Your intuition often works through ideas and networks. The haze to watch for lies in confusing a vision of tomorrow with the real, present needs of the people around you.',
      traits: [
        'Collective ideals',
        'Technological dreams',
        'Humanitarian vision',
        'Networked intuition',
        'Utopian thinking',
        'Detached compassion',
      ],
    },
    pisces: {
      text: 'Neptune rules Pisces, so your imagination, compassion and spiritual sensitivity are heightened. You may feel deeply connected to everything and everyone, with porous boundaries between yourself and the world. Creative and contemplative practices can be powerful anchors, helping you channel that sensitivity with care.',
      traits: [
        'Deep compassion',
        'Spiritual sensitivity',
        'Boundless imagination',
        'Mystical connection',
        'Porous boundaries',
        'Creative flow',
      ],
    },
  },
};
