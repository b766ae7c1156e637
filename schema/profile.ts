import { NAKSHATRA_NAMES, SIGN_LORD_IDS, ZODIACS } from '@core/astro/zodiacs';
import { SIGN_IDS } from '@core/zodiac';
import { z } from 'zod';
import { BirthDateSchema, BirthTimeSchema } from './birth-chart';

/** The product's languages (docs/product.md#seven-languages). */
export const LANGUAGES = ['en', 'sr', 'hi', 'fr', 'it', 'es', 'zh'] as const;

/** docs/product.md#data Profile.preferences, with the spec's defaults. */
export const PREFERENCE_DEFAULTS = {
  emailNotifications: true,
  dailyHoroscope: true,
  weeklyForecast: false,
  compatibilityAlerts: false,
  darkMode: true,
  language: 'en',
  showOnLeaderboard: true,
  zodiac: 'tropical',
} as const satisfies Preferences;

export const PreferencesSchema = z.strictObject({
  emailNotifications: z.boolean(),
  dailyHoroscope: z.boolean(),
  weeklyForecast: z.boolean(),
  compatibilityAlerts: z.boolean(),
  darkMode: z.boolean(),
  language: z.enum(LANGUAGES),
  /** Astro Gems' monthly board lists the member (first name and initial); ours, beyond the spec's list. */
  showOnLeaderboard: z.boolean(),
  /** The zodiac the reader's charts are cast in unless they choose another (decision 047); ours too. */
  zodiac: z.enum(ZODIACS, { error: 'Choose the tropical or the sidereal zodiac' }),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

/** The kundli's first facts of "my chart" in the sidereal zodiac (Lahiri): rashi, nakshatra, lagna and its lord. */
export const ProfileKundliSchema = z.object({
  rashi: z.enum(SIGN_IDS),
  nakshatra: z.object({
    index: z.number().int().min(1).max(27),
    pada: z.number().int().min(1).max(4),
    name: z.enum(NAKSHATRA_NAMES),
  }),
  lagna: z.enum(SIGN_IDS).nullable(),
  lagnaLord: z.enum(SIGN_LORD_IDS).nullable(),
});
export type ProfileKundli = z.infer<typeof ProfileKundliSchema>;

export const AstrologicalProfileSchema = z.object({
  sunSign: z.string().nullable(),
  moonSign: z.string().nullable(),
  risingSign: z.string().nullable(),
  dominantElement: z.string().nullable(),
  dominantModality: z.string().nullable(),
  /** The signs above are tropical; these are the sidereal ones (absent from a profile kept before there were two zodiacs). */
  kundli: ProfileKundliSchema.nullable().optional(),
});
export type AstrologicalProfile = z.infer<typeof AstrologicalProfileSchema>;

export const ProfileStatsSchema = z.object({
  chartsCreated: z.number().int(),
  horoscopesRead: z.number().int(),
  compatibilityChecks: z.number().int(),
  stellaConversations: z.number().int(),
  memberSince: z.string(),
});

/** GET /api/user/profile (docs/product.md#data Profile). */
export const ProfileSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  bio: z.string().nullable(),
  birthDate: z.string().nullable(),
  birthTime: z.string().nullable(),
  birthLocation: z.string().nullable(),
  isProfilePublic: z.boolean(),
  astrologicalProfile: AstrologicalProfileSchema,
  /** The saved chart the user made "my chart": the birth data and signs above are its. */
  myChartId: z.string().nullable(),
  stats: ProfileStatsSchema,
  preferences: PreferencesSchema,
});
export type Profile = z.infer<typeof ProfileSchema>;

/** PUT /api/user/my-chart: which saved chart is the user's own. */
export const MyChartRequestSchema = z.strictObject({ chartId: z.string().min(1).max(64) });

/** What GET /api/user/activity lists. */
export const ACTIVITY_EVENT_KINDS = ['chart_saved', 'horoscope_read', 'compatibility_check', 'sign_in'] as const;
export const ActivityEventSchema = z.object({
  kind: z.enum(ACTIVITY_EVENT_KINDS),
  at: z.string(),
  /** The chart's name, or the browser a sign-in came from; null when there is nothing to add. */
  detail: z.string().nullable(),
});
export type ActivityEvent = z.infer<typeof ActivityEventSchema>;
/** How many events GET /api/user/activity answers, newest first. */
export const ACTIVITY_LIST_LIMIT = 30;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long`)
    .transform((v) => v || null)
    .nullable();

/**
 * PATCH /api/user/profile: names, bio, birth data, visibility and preferences. Any other field
 * is refused with 422. Birth data comes as a whole (date, time and place) so the profile's
 * signs always describe one birth; null clears it.
 */
export const ProfilePatchSchema = z.strictObject({
  firstName: optionalText(60, 'First name').optional(),
  lastName: optionalText(60, 'Last name').optional(),
  bio: optionalText(500, 'Bio').optional(),
  birthDate: BirthDateSchema.nullable().optional(),
  birthTime: BirthTimeSchema.nullable().optional(),
  birthLocation: optionalText(200, 'Birth location').optional(),
  isProfilePublic: z.boolean().optional(),
  preferences: PreferencesSchema.partial().optional(),
});
export type ProfilePatch = z.infer<typeof ProfilePatchSchema>;

export const ACTIVITY_KINDS = ['horoscope_read', 'compatibility_check'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
/** POST /api/user/activity: what a signed-in user did with a free tool (visitors' tools make no call). */
export const ActivityRequestSchema = z.strictObject({ kind: z.enum(ACTIVITY_KINDS) });

/** GET /api/public/profile/:id: whose profile. */
export const PublicProfileParamSchema = z.object({ id: z.string().min(1).max(64) });

/** GET /api/public/profile/:id: only what the user made public. */
export const PublicProfileSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  bio: z.string().nullable(),
  astrologicalProfile: AstrologicalProfileSchema,
  memberSince: z.string(),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

export const DeleteAccountRequestSchema = z.strictObject({
  password: z.string().min(1, 'Password is required').max(1024),
});
