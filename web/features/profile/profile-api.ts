import useSWR from 'swr';
import type { MessageResponse, SessionInfo } from '@schema/auth';
import type { SavedChartListItem } from '@schema/birth-chart';
import type { Profile, ProfilePatchSchema, PublicProfile } from '@schema/profile';
import type { z } from 'zod';
import { apiRequest } from '@web/lib/api-client';

/**
 * The profile screen's calls (001 §2 Profile, DEVIATIONS #15): each fetcher beside its SWR hook.
 * GETs go through the app's default fetcher (providers.tsx), which turns non-2xx into
 * ApiRequestError; a hook given `enabled: false` makes no call at all.
 */
export const PROFILE_KEY = '/api/user/profile';
export const SAVED_CHARTS_KEY = '/api/birth-charts';
export const SESSIONS_KEY = '/api/auth/sessions';
export const EXPORT_URL = '/api/user/export';
export const publicProfileKey = (id: string) => `/api/public/profile/${encodeURIComponent(id)}`;

export const useProfile = (enabled = true) => useSWR<Profile>(enabled ? PROFILE_KEY : null);
export const useSavedCharts = (enabled = true) => useSWR<SavedChartListItem[]>(enabled ? SAVED_CHARTS_KEY : null);
export const useSessions = (enabled = true) => useSWR<{ sessions: SessionInfo[] }>(enabled ? SESSIONS_KEY : null);
export const usePublicProfile = (id: string) => useSWR<PublicProfile>(publicProfileKey(id));

export type ProfilePatchInput = z.input<typeof ProfilePatchSchema>;

export async function updateProfile(patch: ProfilePatchInput): Promise<Profile> {
  const res = await apiRequest('PATCH', PROFILE_KEY, patch);
  return (await res.json()) as Profile;
}

export async function deleteSavedChart(id: string): Promise<void> {
  await apiRequest('DELETE', `${SAVED_CHARTS_KEY}/${encodeURIComponent(id)}`);
}

export async function endSession(id: string): Promise<void> {
  await apiRequest('DELETE', `${SESSIONS_KEY}/${encodeURIComponent(id)}`);
}

export async function changePassword(body: { currentPassword: string; newPassword: string }): Promise<MessageResponse> {
  const res = await apiRequest('POST', '/api/auth/change-password', body);
  return (await res.json()) as MessageResponse;
}

export async function deleteAccount(password: string): Promise<MessageResponse> {
  const res = await apiRequest('DELETE', '/api/user', { password });
  return (await res.json()) as MessageResponse;
}

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
 * DEVIATIONS #15: the export is fetched (so a failure can be told in a toast rather than saved
 * as a file) and handed to the browser as a download under the server's file name.
 */
export async function downloadExport(): Promise<string> {
  const res = await apiRequest('GET', EXPORT_URL);
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
