import {
  ACTIVITY_EVENT_KINDS,
  type ActivityEvent,
  type AstrologicalProfile,
  PREFERENCE_DEFAULTS,
  type Preferences,
  PreferencesSchema,
  type Profile,
  type ProfilePatch,
  type PublicProfile,
} from '@schema/profile';
import type { UserRow, users } from '@schema/db';
import { type AuthDeps, confirmPassword, findUserById, updateUser } from '@worker/features/auth';
import type { KnownDevice } from '@worker/lib/sessions';
import { cancelSubscriptionsNow, type StripeSettings } from '@worker/features/payments';
import type { FirstRead } from '@worker/lib/auth-context';
import type { Database } from '@worker/lib/db';
import { withoutSecretLinks } from '@worker/lib/mail';
import { inTropicalZodiac, keepOwnChart, myChartOf, savedChart } from '@worker/features/birth-chart';
import { ApiError } from '@worker/lib/errors';
import {
  deleteUserRows,
  type ProfileCountsRow,
  profileCounts,
  profileCountsOf,
  profileCountsQuery,
  recentEvents,
  rowsOfUser,
  STORED_MY_CHART,
} from './profile.repository';
import { signatureOf } from './signature';

const EMPTY_SIGNS: AstrologicalProfile = {
  sunSign: null,
  moonSign: null,
  risingSign: null,
  dominantElement: null,
  dominantModality: null,
};

function parseJson<T>(text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** What the preferences column may hold: the ones that differ from their defaults. */
const StoredPreferencesSchema = PreferencesSchema.partial();

export function preferencesOf(user: UserRow): Preferences {
  const stored = StoredPreferencesSchema.safeParse(parseJson(user.preferences, {}));
  return { ...PREFERENCE_DEFAULTS, ...(stored.success ? stored.data : {}) };
}

const astrologyOf = (user: UserRow): AstrologicalProfile => parseJson(user.astrologicalProfile, EMPTY_SIGNS);

/**
 * The profile's counts read with the session's lookup, in the same snapshot as the user's row
 * (so "my chart" is the one that row names).
 */
export const profileFirstRead: FirstRead<ProfileCountsRow[]> = (_c, db, userId) =>
  profileCountsQuery(db, userId, STORED_MY_CHART);

/** The user's profile; `countsAhead` is the counts statement's answer when the session's lookup brought it. */
export async function getProfile(db: Database, user: UserRow, countsAhead?: ProfileCountsRow[]): Promise<Profile> {
  // One statement when "my chart" is there, as it almost always is (none when the session's
  // lookup brought it). A profile whose chart is gone (or that has a birth but no chart yet) has
  // it cast again, and then counts it.
  let counts = countsAhead ? profileCountsOf(countsAhead) : await profileCounts(db, user.id, user.myChartId);
  let myChartId = counts.myChartKept ? user.myChartId : null;
  if (!myChartId && user.birthDate && user.birthLocation) {
    myChartId = (await myChartOf(db, user))?.id ?? null;
    if (myChartId) counts = await profileCounts(db, user.id, myChartId);
  }
  const { charts, horoscopes, compatibility, conversations } = counts;
  const astrology = myChartId ? await withKundli(db, { ...user, myChartId }) : astrologyOf(user);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    bio: user.bio,
    birthDate: user.birthDate,
    birthTime: user.birthTime,
    birthLocation: user.birthLocation,
    isProfilePublic: user.isProfilePublic,
    astrologicalProfile: astrology,
    myChartId,
    stats: {
      chartsCreated: charts,
      horoscopesRead: horoscopes,
      compatibilityChecks: compatibility,
      stellaConversations: conversations,
      memberSince: user.createdAt.toISOString(),
    },
    preferences: preferencesOf(user),
  };
}

/**
 * The profile's signs with the kundli's: a profile kept before there were two zodiacs has its
 * kundli added from "my chart" once, and kept (decision 047).
 */
async function withKundli(db: Database, user: UserRow): Promise<AstrologicalProfile> {
  const signs = astrologyOf(user);
  if (signs.kundli !== undefined || !signs.sunSign) return signs;
  const mine = await myChartOf(db, user);
  if (!mine) return signs;
  const kundli = signatureOf(mine.result).kundli ?? null;
  const kept = { ...signs, kundli };
  await updateUser(db, user.id, { astrologicalProfile: JSON.stringify(kept) });
  return kept;
}

/**
 * Applies a profile change. New birth data is cast (its place must resolve) before anything is
 * stored, and becomes "my chart": the chart that was the user's is cast anew, or one is saved.
 */
export async function updateProfile(db: Database, user: UserRow, patch: ProfilePatch): Promise<UserRow> {
  const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (patch.firstName !== undefined) changes.firstName = patch.firstName;
  if (patch.lastName !== undefined) changes.lastName = patch.lastName;
  if (patch.bio !== undefined) changes.bio = patch.bio;
  if (patch.isProfilePublic !== undefined) changes.isProfilePublic = patch.isProfilePublic;
  if (patch.preferences) {
    const merged = { ...preferencesOf(user), ...patch.preferences };
    const changed = Object.fromEntries(
      Object.entries(merged).filter(([k, v]) => PREFERENCE_DEFAULTS[k as keyof Preferences] !== v),
    );
    changes.preferences = JSON.stringify(changed);
  }
  const birthTouched =
    patch.birthDate !== undefined || patch.birthTime !== undefined || patch.birthLocation !== undefined;
  if (birthTouched) {
    const birth = {
      birthDate: patch.birthDate !== undefined ? patch.birthDate : user.birthDate,
      birthTime: patch.birthTime !== undefined ? patch.birthTime : user.birthTime,
      birthLocation: patch.birthLocation !== undefined ? patch.birthLocation : user.birthLocation,
    };
    Object.assign(changes, birth);
    // The profile's birth data is the person's chart: cast and kept before anything is stored.
    const own =
      birth.birthDate && birth.birthLocation
        ? await keepOwnChart(
            db,
            user,
            { birthDate: birth.birthDate, birthTime: birth.birthTime, birthLocation: birth.birthLocation },
            user.myChartId,
          )
        : null;
    changes.myChartId = own?.row.id ?? null;
    changes.astrologicalProfile = own ? JSON.stringify(signatureOf(own.result)) : null;
  }
  return (await updateUser(db, user.id, changes)) ?? user;
}

/**
 * Makes one of the user's saved charts "my chart": the profile's birth data, Big Three and
 * signature are copied from it (as it was cast, so the place is the one the chart used).
 */
export async function setMyChart(db: Database, user: UserRow, chartId: string): Promise<UserRow> {
  // The profile's signs are the tropical ones, as every feature reading them computes.
  const chart = inTropicalZodiac(await savedChart(db, user.id, chartId));
  const changes: Partial<typeof users.$inferInsert> = {
    myChartId: chart.id,
    birthDate: chart.birthDate,
    birthTime: chart.birthTimeUnknown ? null : chart.birthTime.slice(0, 5),
    birthLocation: chart.result.chart.location.name,
    astrologicalProfile: JSON.stringify(signatureOf(chart.result)),
    updatedAt: new Date(),
  };
  const updated = await updateUser(db, user.id, changes);
  if (!updated) throw new ApiError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
  return updated;
}

/**
 * No chart is the user's any more: the profile's birth data goes with the link (it is the same
 * chart, and would otherwise be cast again at the next read). The saved chart stays in the list.
 */
export async function clearMyChart(db: Database, user: UserRow): Promise<UserRow> {
  const cleared = {
    myChartId: null,
    birthDate: null,
    birthTime: null,
    birthLocation: null,
    astrologicalProfile: null,
    updatedAt: new Date(),
  };
  return (await updateUser(db, user.id, cleared)) ?? user;
}

const EVENT_KINDS = new Set<string>(ACTIVITY_EVENT_KINDS);

/** The user's latest events, newest first (GET /api/user/activity). */
export async function activityOf(db: Database, userId: string, limit: number): Promise<ActivityEvent[]> {
  const rows = await recentEvents(db, userId, limit);
  return rows
    .filter((row) => EVENT_KINDS.has(row.kind))
    .map((row) => ({
      kind: row.kind as ActivityEvent['kind'],
      at: new Date(row.at).toISOString(),
      detail: row.detail,
    }));
}

export async function publicProfile(db: Database, id: string): Promise<PublicProfile | null> {
  const user = await findUserById(db, id);
  if (!user?.isProfilePublic || !user.isActive) return null;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    bio: user.bio,
    astrologicalProfile: astrologyOf(user),
    memberSince: user.createdAt.toISOString(),
  };
}

/**
 * Everything we hold about the user (docs/product.md#real-privacy-rights), without secrets: no
 * password hash, no token hashes, no live links from the mail log.
 */
export async function exportUser(db: Database, user: UserRow) {
  const { passwordHash: _hash, preferences: _prefs, astrologicalProfile: _signs, ...account } = user;
  const {
    charts,
    activity,
    sessionRows,
    tokens,
    mail,
    subscriptionRows,
    conversations,
    messages,
    synastry,
    tarot,
    gems,
    quest,
  } = await rowsOfUser(db, user);
  return {
    exportedAt: new Date().toISOString(),
    account: { ...account, hasPassword: user.passwordHash !== null },
    profile: await getProfile(db, user),
    birthCharts: charts.map(({ response, userId: _u, ...chart }) => ({ ...chart, result: parseJson(response, null) })),
    activity: activity.map(({ userId: _u, ...row }) => row),
    sessions: sessionRows.map(({ userId: _u, ...row }) => row),
    emailLinks: tokens.map(({ tokenHash: _t, userId: _u, ...row }) => row),
    // The messages, without their single-use links: an export never carries a secret.
    mailSent: mail.map((message) => ({ ...message, text: withoutSecretLinks(message.text) })),
    subscriptions: subscriptionRows.map(({ userId: _u, ...row }) => row),
    // Ask Stella's threads, each with its messages and their receipts.
    stellaConversations: conversations.map(({ userId: _u, ...thread }) => ({
      ...thread,
      messages: messages
        .filter((m) => m.conversationId === thread.id)
        .map(({ userId: _m, conversationId: _c, paragraphs, insights, ...m }) => ({
          ...m,
          paragraphs: parseJson(paragraphs ?? 'null', null),
          insights: parseJson(insights ?? 'null', null),
        })),
    })),
    // The synastry readings kept, each as it was shown and the request that made it.
    synastryReadings: synastry.map(({ userId: _u, request, result, ...reading }) => ({
      ...reading,
      request: parseJson(request, null),
      result: parseJson(result, null),
    })),
    // The tarot readings, each with its deal's seed (the deal can be replayed) and as it was shown.
    tarotReadings: tarot.map(({ userId: _u, positions, cards, result, ...reading }) => ({
      ...reading,
      positions: parseJson(positions, null),
      cards: parseJson(cards, null),
      result: parseJson(result, null),
    })),
    // Astro Gems: every gem collected (day and instant) and the completed quest with its trial.
    astroGems: {
      collections: gems.map(({ userId: _u, ...row }) => row),
      completion: quest.map(({ userId: _u, ...row }) => row)[0] ?? null,
    },
  };
}

/**
 * Deletes the account once its password confirms it (a try that counts toward the sign-in
 * lockout): the running subscriptions end in Stripe first (a deleted account must stop being
 * charged), then the user and every row that belongs to them go in one batch, the mail log to
 * their address included: all of it or, if anything fails, none of it.
 */
export async function deleteAccount(
  deps: AuthDeps,
  stripe: StripeSettings,
  confirm: { user: UserRow; password: string; device: KnownDevice | null },
): Promise<void> {
  const { user } = confirm;
  await confirmPassword(deps, { ...confirm, field: 'password', message: 'The password is not correct' });
  await cancelSubscriptionsNow(deps.db, stripe, user.id);
  await deleteUserRows(deps.db, user);
}
