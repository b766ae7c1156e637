/**
 * Where the admin portal is (decision 043): the Worker names its configured path in a meta tag
 * of the page it serves there, and nowhere else, so the rest of the app neither links to nor
 * reveals it. Null on every other page.
 */
export function adminBase(): string | null {
  // A page rendered without a browser (the public pages' HTML, made ahead) is never the portal's.
  if (typeof document === 'undefined') return null;
  const value = document.querySelector<HTMLMetaElement>('meta[name="stella-admin-path"]')?.content ?? '';
  return /^\/[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null;
}
