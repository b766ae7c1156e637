/** The About page (001 "Static pages"): features, data sources, mission and support contact. */
import { supportEmail } from './marketing';
import type { ContentSection } from './types';

export interface AboutFeature {
  title: string;
  text: string;
}

export interface AboutPage {
  title: string;
  intro: string;
  features: AboutFeature[];
  /** How the sky is computed and which open data Stella builds on, with the required credits. */
  dataSources: ContentSection;
  /** Mission and approach, rendered after the data sources. */
  sections: ContentSection[];
  support: { heading: string; text: string };
}

export const aboutPage: AboutPage = {
  title: 'Astrology with real astronomy underneath',
  intro:
    'Stella is a personal astrology companion. It calculates your chart from the actual sky at the moment and ' +
    'place you were born, then helps you read it in plain language: in your chart, day by day and in your ' +
    'relationships.',
  features: [
    {
      title: 'Birth charts for your real birthplace',
      text:
        'Planets, lunar nodes, Ascendant, Midheaven and house cusps for the exact place and moment of your ' +
        'birth, with historical time zone rules applied.',
    },
    {
      title: "Horoscopes from today's sky",
      text:
        "Daily readings for every sign, based on the Moon's position and the day's transits. The same sign and " +
        'date always give the same reading.',
    },
    {
      title: 'Compatibility for any two signs',
      text:
        'How two signs meet, element to element: an overall score with passion, communication and balance, ' +
        'the same reading every time you ask.',
    },
    {
      title: 'The complete reading with Oracle',
      text:
        'Every planet read in its sign and its house with its key influences, what each of your twelve houses ' +
        'governs, and what the aspects between your planets mean.',
    },
    {
      title: 'On any device, even offline',
      text:
        'Install Stella as an app on your phone or computer. Your charts are calculated on the device, so it ' +
        'keeps working when your connection drops.',
    },
  ],
  dataSources: {
    id: 'data-sources',
    heading: 'Where the numbers come from',
    blocks: [
      {
        kind: 'paragraph',
        text:
          'A reading can only be as good as the chart beneath it, so we are open about how Stella computes the ' +
          'sky and whose work it stands on.',
      },
      {
        kind: 'definitions',
        items: [
          {
            term: 'Planetary positions',
            text:
              "Stella's own astronomical engine: the VSOP87 planetary theory and the ELP/MPP02 lunar theory " +
              '(series from the MIT-licensed astronomia library), with Pluto fitted to the numerical integration of the MIT-licensed ' +
              'astronomy-engine library by Don Cross. ' +
              'We measure its results against Swiss Ephemeris reference values, the standard used by ' +
              'professional astrology software. The same engine runs in your browser and on our servers.',
          },
          {
            term: 'Time zones',
            text:
              'The IANA time zone database, with its full history of daylight saving time, war time and zone ' +
              'changes, turns your local birth time into universal time. If a clock change means your birth ' +
              'time never existed or happened twice, Stella asks you instead of guessing.',
          },
          {
            term: 'Birth places',
            text:
              'GeoNames (geonames.org), licensed under CC BY 4.0: the towns of 1,000 people or more with their ' +
              'names in many languages, former names, coordinates, populations, regions and time zones. Stella ' +
              'adapts them: names are folded for search and each town’s zone is checked against its ' +
              'coordinates with the tz-lookup boundaries (CC0). Country names come from i18n-iso-countries and ' +
              'region abbreviations from iso-3166-2 (both MIT).',
          },
          {
            term: 'Interpretations',
            text:
              'Written by our team: the meanings of every sign, planet, house and aspect, and the daily ' +
              'horoscope texts, which Stella puts together from the day’s actual sky.',
          },
        ],
      },
    ],
  },
  sections: [
    {
      id: 'mission',
      heading: 'Our mission',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'We built Stella for people who enjoy astrology and want it done properly: accurate charts, ' +
            'thoughtful words and no pressure. Your chart is a language for reflecting on who you are and how ' +
            'you meet the world, and we want to make that language clear to anyone, in their own language.',
        },
        {
          kind: 'paragraph',
          text:
            'Astrology is a tool for reflection, not a prediction machine. Stella will never tell you what is ' +
            'certain to happen, and it is no substitute for medical, legal, financial or psychological advice. ' +
            'It is a good companion for thinking, and the decisions stay yours.',
        },
      ],
    },
    {
      id: 'privacy-approach',
      heading: 'Your data stays yours',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Birth details are personal. We do not sell data or show ads. You can download everything we hold ' +
            'about you, or delete your account, from your profile page at any time.',
        },
      ],
    },
  ],
  support: {
    heading: 'Need help?',
    text:
      `Write to us at ${supportEmail} with questions about your chart, your account or your subscription. ` +
      'We reply within 24 hours on business days.',
  },
};
