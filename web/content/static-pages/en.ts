/**
 * The static pages in English (docs/product.md#static-pages): Terms, Privacy, Refund and About.
 * Prices, periods, plan contents and addresses come in through the context, already written for the
 * reader's language; each other language is a sibling module of the same shape.
 */
import type { Tier } from '@core/plans';
import type { ContentBlock } from '../types';
import type { AboutPage, LegalDocument, StaticPages, StaticPagesContext } from './types';

const p = (text: string): ContentBlock => ({ kind: 'paragraph', text });
const list = (...items: string[]): ContentBlock => ({ kind: 'list', items });
const defs = (items: Record<string, string>): ContentBlock => ({
  kind: 'definitions',
  items: Object.entries(items).map(([term, text]) => ({ term, text })),
});

/** Names that keep their capital inside a sentence. */
const BRAND = /^(?:Ask Stella|Stella|Explorer|Oracle|Master)\b/;

/** What a plan includes, in a sentence: "Daily horoscopes for all 12 signs, birth charts, ...". */
const sentenceList = (items: readonly string[]) =>
  items
    .map((line, i) => (i === 0 || BRAND.test(line) ? line : line.charAt(0).toLowerCase() + line.slice(1)))
    .join(', ');

export default function staticPagesEn(c: StaticPagesContext): StaticPages {
  const { explorer, oracle, master, oraclePrice, masterPrice, supportEmail, privacyEmail, refundEmail } = c;
  const { trialDays, refundWindowDays, supportReplyHours, privacyReplyDays } = c;
  const planList = (tier: Tier) => sentenceList(c.planItems(tier));

  const terms: LegalDocument = {
    title: 'Terms of Service',
    intro:
      'These terms are the agreement between you and Stella when you use the Stella website and app. They are ' +
      'written to be read, so please do read them. By creating an account or using Stella, you accept them.',
    lastUpdated: '2026-11-25',
    sections: [
      {
        id: 'service',
        heading: '1. The service',
        blocks: [
          p(
            'Stella is a personal astrology service. It calculates birth charts from astronomical data and offers ' +
              'daily horoscopes and compatibility readings, on the web and as an installable app. What each plan ' +
              'includes is listed on the pricing page; we add features to a plan, and list them there, when they are ' +
              'ready to use.',
          ),
          p(
            `Ask Stella, the AI coach, is part of the paid plans: ${oracle} includes ${c.oracleDailyConversations} ` +
              `conversations a day. ${master}'s conversations are unlimited under a fair-use ceiling of ` +
              `${c.masterFairUseConversations} a day, far above what one person asks, which keeps the service from ` +
              `automated use. A conversation is a thread of up to ${c.threadMessages} messages; the allowance starts ` +
              'again every day at 00:00 UTC, and a conversation that got no answer is not counted. Answers come from ' +
              'a language model or from our own offline writer; both are checked against your chart before you see ' +
              'them, but they are reflections, not medical, legal or financial advice.',
          ),
          p(
            'We work to keep Stella available and accurate, but we may change, improve or retire individual ' +
              'features. If we remove a feature that is part of a paid plan you are subscribed to, we will tell you ' +
              'in advance and you may cancel.',
          ),
        ],
      },
      {
        id: 'accounts',
        heading: '2. Your account',
        blocks: [
          list(
            'You must be at least 16 years old to create an account.',
            'Give a real email address and confirm it; we use it to verify the account and to reach you about it.',
            'Keep your password to yourself. You are responsible for what happens under your account.',
            'One account per person. Accounts may not be shared or resold.',
            'Tell us at once if you think someone else has access to your account.',
          ),
          p(
            'You can delete your account at any time from your profile page. We may suspend or close an account ' +
              'that breaks these terms; unless the breach is serious or the law prevents it, we will warn you first ' +
              'and give you a chance to fix it.',
          ),
        ],
      },
      {
        id: 'plans',
        heading: '3. Plans and subscriptions',
        blocks: [
          defs({
            [explorer]: `Free. ${planList('free')}. No time limit and no payment details needed.`,
            [oracle]: `${oraclePrice}. ${planList('oracle')}.`,
            [master]: `${masterPrice}. ${planList('master')}.`,
          }),
          p(
            `Your first paid subscription starts with a ${trialDays}-day free trial. You enter a payment card at ` +
              'checkout, and nothing is charged before the trial ends; cancel from your profile before then and you ' +
              'pay nothing at all.',
          ),
        ],
      },
      {
        id: 'privacy',
        heading: '4. Privacy',
        blocks: [
          p(
            'Your birth details and readings are personal. Our Privacy Policy explains what we collect, why, who ' +
              'helps us process it and how to exercise your rights, including downloading and deleting your data ' +
              'from your profile page. It forms part of these terms.',
          ),
        ],
      },
      {
        id: 'disclaimer',
        heading: '5. Astrology disclaimer',
        blocks: [
          p(
            'Astrology is offered for reflection, self-exploration and entertainment. ' +
              'Planetary positions are calculated with care; what they mean is interpretation, not fact, and no ' +
              'reading predicts events with certainty.',
          ),
          p(
            'Nothing on Stella is medical, legal, financial or ' +
              'psychological advice. Do not use it in place of a qualified professional, and do not delay seeking ' +
              'help because of something you read here. If you are in crisis, contact your local emergency services.',
          ),
        ],
      },
      {
        id: 'intellectual-property',
        heading: '6. Intellectual property',
        blocks: [
          p(
            'The Stella software, design, interpretation texts, card artwork and brand belong to Stella or its ' +
              'licensors. You may use them for your own personal, non-commercial purposes while you use the service.',
          ),
          p(
            'What you enter, such as your birth details, questions and profile, stays yours. You give us ' +
              'permission to store and process it only as needed to run Stella for you. You may keep and share the ' +
              'readings generated for you for personal use.',
          ),
          p(
            'Stella builds on open data and software credited on the About page, including GeoNames ' +
              '(geonames.org), licensed under CC BY 4.0, and the MIT-licensed astronomy-engine library.',
          ),
        ],
      },
      {
        id: 'payment',
        heading: '7. Payment terms',
        blocks: [
          list(
            `Paid plans are billed monthly in euros (EUR), in advance: ${oracle} ${oraclePrice}, ${master} ` +
              `${masterPrice}. The price shown is the price charged, including VAT where it applies.`,
            'Payments are processed by Stripe. Subscriptions renew automatically each month on the day you ' +
              'subscribed until you cancel.',
            'You can cancel at any time from your profile page. Cancellation takes effect at the end of the period ' +
              'you have paid for; you keep your plan until then and are not charged again.',
            `Plan changes take effect at the next billing cycle, except an upgrade from ${oracle} to ${master}, ` +
              'which takes effect immediately. You are then charged the prorated difference for the rest of the ' +
              'current period.',
            'If a payment fails, Stripe retries it over the following days. If it still fails, your account moves ' +
              `to the free ${explorer} plan; your data is kept.`,
            'We will tell you by email at least 30 days before any price change. The new price applies from your ' +
              'next renewal after that date, and you may cancel before it does.',
            `Refunds follow our Refund Policy, including a ${refundWindowDays}-day money-back guarantee on your ` +
              'first subscription.',
          ),
        ],
      },
      {
        id: 'prohibited-uses',
        heading: '8. Prohibited uses',
        blocks: [
          p('To keep Stella fair and working for everyone, you agree not to:'),
          list(
            'break the law, or use Stella to harass, threaten or deceive anyone;',
            'enter someone else’s personal data without their permission;',
            'share your account or create extra accounts to get around plan limits, trials or the Astro Gems game;',
            'scrape, copy or resell Stella content, or access the service with bots or automated scripts;',
            'try to get around AI coach allowances or make the coach produce harmful or illegal content;',
            'probe, disrupt or overload our systems, or try to reach accounts or admin areas that are not yours;',
            'reverse engineer the app except where the law expressly allows it.',
          ),
        ],
      },
      {
        id: 'liability',
        heading: '9. Limitation of liability',
        blocks: [
          p(
            'Stella is provided with reasonable care and skill. To the extent the law allows, we are not liable ' +
              'for indirect or consequential losses, or for decisions you make based on a reading.',
          ),
          p(
            'Our total liability to you for any claim is limited to the amount you paid us in the 12 months ' +
              'before the event that gave rise to it.',
          ),
          p(
            'Nothing in these terms limits liability that cannot be limited by law, such as for intent, gross ' +
              'negligence, or death or personal injury caused by negligence, or takes away your statutory rights ' +
              'as a consumer under the law of the EU country where you live.',
          ),
        ],
      },
      {
        id: 'updates',
        heading: '10. Changes to these terms',
        blocks: [
          p(
            'We may update these terms as Stella grows or the law changes. The date at the top shows the latest ' +
              'version. For changes that matter to you, we will email you at least 30 days before they take effect. ' +
              'If you do not agree, you can cancel and delete your account before then; continuing to use Stella ' +
              'afterwards means you accept the new terms.',
          ),
          p(`Questions about these terms? Write to ${supportEmail}.`),
        ],
      },
    ],
  };

  const privacy: LegalDocument = {
    title: 'Privacy Policy',
    intro:
      'Your birth date, time and place say a lot about you, so we handle them with care. This policy explains what ' +
      'Stella collects, why, who helps us, how long we keep it and how you stay in control. We do not sell your data ' +
      'and we do not show advertising.',
    lastUpdated: '2026-11-25',
    sections: [
      {
        id: 'data-we-collect',
        heading: '1. Data we collect',
        blocks: [
          defs({
            'Account data':
              'Your email address, first and last name, a hashed password (never the password itself) and an optional ' +
              'profile picture.',
            'Birth data':
              'The birth date, time and place you enter, the coordinates and time zone we resolve from it, and the ' +
              'charts we calculate. The same applies to anyone else whose details you enter for compatibility.',
            'Profile and preferences':
              'Your bio, public or private profile setting, language, theme and email preferences.',
            'Usage data':
              'What you do in Stella: charts saved, horoscopes read and compatibility checks, which your profile ' +
              'counts for you. To keep the service secure we also record sign-ins with the browser and IP address ' +
              'they came from, and count requests per address to stop abuse.',
            'Visit counts':
              'To see how Stella is used we count the pages the app shows. For each we keep the page, the day and ' +
              'a code that recognises a browser within that day only, made from its IP address and browser name with ' +
              'a key we delete when the day ends. We store neither the address nor the browser name for this, set no ' +
              'cookie, and keep only daily totals once the day is over.',
            'Payment data':
              'Handled by our payment provider, Stripe. We receive only your plan, subscription status, billing ' +
              'dates and a customer reference. We never see or store your card number.',
          }),
        ],
      },
      {
        id: 'how-we-use',
        heading: '2. How we use your data',
        blocks: [
          list(
            'to calculate your charts and write your horoscopes and readings;',
            'to run your account and subscription, including the trial;',
            'to send the emails you need: address verification, password resets and security notices;',
            'to keep Stella secure, for example by locking an account after repeated failed sign-ins.',
          ),
          p(
            'Under the GDPR we rely on our contract with you for running the service, on our legitimate interest ' +
              'in keeping Stella secure, and on legal ' +
              'obligations for billing records. We do not make decisions with legal or similarly significant ' +
              'effects about you by automated means.',
          ),
        ],
      },
      {
        id: 'security',
        heading: '3. Security',
        blocks: [
          list(
            'Passwords are stored only as salted hashes, with a slow hashing algorithm designed for passwords.',
            'All traffic to and from Stella is encrypted in transit with HTTPS (TLS).',
            'Your session is kept in an HttpOnly, Secure cookie that scripts on the page cannot read.',
            'Repeated failed sign-ins lock the account for a while to stop password guessing.',
          ),
          p(
            'No system is perfectly secure. If a breach affects your data, we will tell you and the authorities ' +
              'as the law requires.',
          ),
        ],
      },
      {
        id: 'third-parties',
        heading: '4. Third parties',
        blocks: [
          p('We share data only with providers that help us run Stella, and only what each one needs:'),
          defs({
            'Hosting (Cloudflare)':
              'Stella runs on Cloudflare, which serves the app and stores your account and charts in its database ' +
              'on our behalf. It handles every request you make to Stella, including your IP address.',
            'Payment provider (Stripe)':
              'Processes subscriptions and card payments. Stripe receives your email address and payment details ' +
              'directly and handles them under its own privacy policy.',
            'Email service':
              'Delivers verification, password and security emails. It receives your email address and the message.',
          }),
          p(
            'Some of these providers may process data outside the European Economic Area. Where they do, the ' +
              'transfer is protected by an adequacy decision or the European Commission’s Standard Contractual ' +
              'Clauses. We never sell or rent your data, and we share it with authorities only when the law requires.',
          ),
        ],
      },
      {
        id: 'your-rights',
        heading: '5. Your rights',
        blocks: [
          p('You have the right to:'),
          list(
            'access the data we hold about you;',
            'correct data that is wrong or incomplete;',
            'delete your data and your account;',
            'take your data with you in a portable format;',
            'restrict or object to how we process your data.',
          ),
          p(
            'Two of these work directly from your profile page, at any time: Export Profile downloads everything we ' +
              'hold about you as a JSON file, and deleting your account there erases it with your charts and ' +
              'readings. For ' +
              'anything else, or if you cannot sign in, write to ' +
              `${privacyEmail}. We answer every request within ${privacyReplyDays} days.`,
          ),
          p('You can also lodge a complaint with the data protection authority in the EU country where you live.'),
        ],
      },
      {
        id: 'cookies',
        heading: '6. Cookies',
        blocks: [
          defs({
            Essential:
              'Keep you signed in and your session secure, and remember a browser where you signed in before so ' +
              'that a lock on your account does not shut you out. Stella cannot work without them, so they need ' +
              'no consent. Stella sets no analytics or advertising cookies.',
            Preference:
              'Your light or dark theme and the places you searched recently are kept in your browser’s local ' +
              'storage on this device, not in a cookie, and never sent to us.',
          }),
        ],
      },
      {
        id: 'data-retention',
        heading: '7. Data retention',
        blocks: [
          list(
            'Account, birth and profile data, charts and readings: for as long as you keep your account.',
            'After you delete your account: removed from our live systems at once and from backups within 30 days.',
            'Billing records: for as long as tax and accounting law requires, up to 10 years in some EU countries.',
            'Security records, such as sign-ins and failed attempts: up to 12 months.',
          ),
        ],
      },
      {
        id: 'children',
        heading: '8. Children',
        blocks: [
          p(
            'Stella is not meant for anyone under 16, and we do not knowingly collect data from children. If you ' +
              `believe a child has created an account, write to ${privacyEmail} and we will delete it.`,
          ),
        ],
      },
      {
        id: 'contact',
        heading: '9. Contact and changes',
        blocks: [
          p(
            `For any privacy question or request, write to ${privacyEmail}. For help with your account, ` +
              `${supportEmail} is the faster route.`,
          ),
          p(
            'If we change this policy in a way that affects you, we will tell you by email or in the app before ' +
              'the change takes effect. The date at the top shows the current version.',
          ),
        ],
      },
    ],
  };

  const refund: LegalDocument = {
    title: 'Refund Policy',
    intro:
      `We want you to subscribe because Stella is worth it to you. If your first subscription isn't, our ` +
      `${refundWindowDays}-day money-back guarantee gives you your money back, no awkward questions.`,
    lastUpdated: '2026-11-01',
    sections: [
      {
        id: 'eligibility',
        heading: '1. Eligibility',
        blocks: [
          list(
            `The guarantee covers your first paid subscription to Stella, ${oracle} (${oraclePrice}) or ${master} ` +
              `(${masterPrice}).`,
            `Ask within ${refundWindowDays} days of your first payment, and you receive the full amount paid in ` +
              `that time, including the difference charged if you upgraded from ${oracle} to ${master}.`,
            `The ${trialDays}-day free trial costs nothing, so there is nothing to refund for it; the ` +
              `${refundWindowDays} days start with your first actual payment.`,
            `Once refunded, your account returns to the free ${explorer} plan. Your charts and history stay.`,
          ),
        ],
      },
      {
        id: 'timeline',
        heading: '2. Timeline',
        blocks: [
          defs({
            'Day 1': 'You send your request. We confirm we have received it.',
            'Day 2-3': 'We review the request and check the payment.',
            'Day 4-5': 'We tell you our decision by email.',
            'Day 5-10': 'The refund is issued to your original payment method and the request is complete.',
          }),
          p(
            'Once issued, a refund usually takes 5-7 business days to appear on your statement, depending on your ' +
              `bank. Our support team replies within ${supportReplyHours} hours on business days.`,
          ),
        ],
      },
      {
        id: 'non-refundable',
        heading: '3. What is not refundable',
        blocks: [
          list(
            'Renewals after your first subscription, and any later subscription after you have cancelled.',
            `Requests made more than ${refundWindowDays} days after your first payment.`,
            'The unused part of a month after you cancel: you keep access until the end of that period instead.',
            'Subscriptions closed because they broke our Terms of Service, for example through account sharing ' +
              'or abuse of trials.',
            'Bank or currency conversion fees charged by your own card issuer.',
          ),
        ],
      },
      {
        id: 'how-to-request',
        heading: '4. How to request a refund',
        blocks: [
          p(`Email ${refundEmail} from the address you use for Stella, and include:`),
          list(
            'the email address of your Stella account;',
            'the date and amount of the payment;',
            'if you like, a line on why Stella wasn’t right for you. It is optional and it helps us improve.',
          ),
          p('There is no form to fill in and nothing else to send.'),
        ],
      },
      {
        id: 'cancellation-vs-refund',
        heading: '5. Cancellation and refunds',
        blocks: [
          defs({
            Cancelling:
              'Stops future renewals. Do it yourself from your profile page at any time. You keep your plan until ' +
              'the end of the period you have paid for, and no money is returned.',
            'A refund':
              'Returns money you have already paid. It also ends your premium access at once, because the ' +
              'subscription it paid for is cancelled with it.',
          }),
          p(
            'If you want your money back under the guarantee, you only need to ask for the refund; we cancel the ' +
              'subscription for you.',
          ),
        ],
      },
      {
        id: 'your-rights',
        heading: '6. Your statutory rights',
        blocks: [
          p(
            'This policy adds to your rights as a consumer; it does not replace them. Nothing here limits your ' +
              'statutory rights under EU and national law, including the right of withdrawal where it applies.',
          ),
        ],
      },
    ],
  };

  const about: AboutPage = {
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
        `We reply within ${supportReplyHours} hours on business days.`,
    },
  };

  return { terms, privacy, refund, about };
}
