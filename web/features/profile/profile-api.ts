import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { SAVED_CHARTS_PAGE, type SavedChartListItem } from '@schema/birth-chart';
import type { ProfilePatchSchema } from '@schema/profile';
import type { z } from 'zod';
import { api, call, ensureOk, send } from '@web/lib/api';
import { translate } from '@web/lib/i18n';
import { profileMessages } from './messages';

/**
 * The profile screen's calls (docs/product.md#profile, docs/product.md#real-privacy-rights): each fetcher beside its SWR hook,
 * through the typed client (a non-2xx answer is an ApiRequestError); a hook given
 * `enabled: false` makes no call at all. The keys are the paths, so `mutate(key)` refreshes.
 */
export const PROFILE_KEY = '/api/user/profile';
export const SAVED_CHARTS_KEY = '/api/birth-charts';
export const SESSIONS_KEY = '/api/auth/sessions';
export const ACTIVITY_KEY = '/api/user/activity';
export const publicProfileKey = (id: string) => `/api/public/profile/${encodeURIComponent(id)}`;

export const useProfile = (enabled = true) => useSWR(enabled ? PROFILE_KEY : null, () => call(api.user.profile.$get()));
/** A page's key: the list's path and the last chart of the page before (null for the first). */
type ChartsPageKey = readonly [typeof SAVED_CHARTS_KEY, string | null];

/**
 * The saved charts, a page at a time (newest first): `charts` holds every page loaded so far,
 * `more` whether another exists, `loadMore` fetches it, `remove` drops a deleted chart.
 */
export function useSavedCharts(enabled = true) {
  const pages = useSWRInfinite<
    SavedChartListItem[],
    unknown,
    (index: number, previous: SavedChartListItem[] | null) => ChartsPageKey | null
  >(
    (index, previous) => {
      if (!enabled) return null;
      if (index === 0) return [SAVED_CHARTS_KEY, null];
      const last = previous?.at(-1);
      return previous && previous.length === SAVED_CHARTS_PAGE && last ? [SAVED_CHARTS_KEY, last.id] : null;
    },
    ([, before]) => call(api['birth-charts'].$get({ query: before ? { before } : {} })),
    { revalidateFirstPage: false },
  );
  const loaded = pages.data;
  const lastPage = loaded?.at(-1);
  return {
    charts: loaded?.flat(),
    error: pages.error,
    more: lastPage !== undefined && lastPage.length === SAVED_CHARTS_PAGE,
    loadingMore: pages.isValidating && loaded !== undefined && pages.size > loaded.length,
    loadMore: () => pages.setSize(pages.size + 1),
    remove: (id: string) =>
      pages.mutate((all) => all?.map((page) => page.filter((chart) => chart.id !== id)), { revalidate: false }),
    /** Puts a renamed chart in place of the old one. */
    replace: (changed: SavedChartListItem) =>
      pages.mutate((all) => all?.map((page) => page.map((chart) => (chart.id === changed.id ? changed : chart))), {
        revalidate: false,
      }),
  };
}
export const useActivity = () => useSWR(ACTIVITY_KEY, () => call(api.user.activity.$get()));
export const useSessions = (enabled = true) =>
  useSWR(enabled ? SESSIONS_KEY : null, () => call(api.auth.sessions.$get()));
export const usePublicProfile = (id: string) =>
  useSWR(publicProfileKey(id), () => call(api.public.profile[':id'].$get({ param: { id: encodeURIComponent(id) } })));

export type ProfilePatchInput = z.input<typeof ProfilePatchSchema>;

export const updateProfile = (json: ProfilePatchInput) => call(api.user.profile.$patch({ json }));

export const deleteSavedChart = (id: string) =>
  send(api['birth-charts'][':id'].$delete({ param: { id: encodeURIComponent(id) } }));

export const renameSavedChart = (id: string, name: string) =>
  call(api['birth-charts'][':id'].$patch({ param: { id: encodeURIComponent(id) }, json: { name } }));

/** Makes a saved chart the user's own (the profile's birth data and signs are read from it). */
export const setMyChart = (chartId: string) => call(api.user['my-chart'].$put({ json: { chartId } }));
export const clearMyChart = () => call(api.user['my-chart'].$delete());

export const endSession = (id: string) =>
  send(api.auth.sessions[':id'].$delete({ param: { id: encodeURIComponent(id) } }));

export const changePassword = (json: { currentPassword: string; newPassword: string }) =>
  call(api.auth['change-password'].$post({ json }));

export const deleteAccount = (password: string) => call(api.user.$delete({ json: { password } }));

/** The file name of a Content-Disposition header (RFC 6266: `filename*` wins over `filename`). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      // malformed escape: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  // Never a path: only the last segment is a file name.
  return name ? (name.split(/[\\/]/).pop() ?? null) || null : null;
}

export const EXPORT_FALLBACK_NAME = 'stella-profile.json';

/**
 * docs/product.md#real-privacy-rights: the export is fetched (so a failure can be told in a toast rather than saved
 * as a file) and handed to the browser as a download under the server's file name.
 */
export async function downloadExport(): Promise<string> {
  const res = await api.user.export.$get();
  await ensureOk(res);
  const blob = await res.blob();
  const name = fileNameFromDisposition(res.headers.get('Content-Disposition')) ?? EXPORT_FALLBACK_NAME;
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

/** docs/product.md#errors Profile: the one failure toast of every profile update, in the active language. */
export const updateFailed = () => ({
  title: translate(profileMessages, 'profile.updateFailed.title'),
  description: translate(profileMessages, 'profile.updateFailed.text'),
});
