/**
 * The public pages render to HTML without a browser, as prerendering them will need: the app's
 * providers and routes, in Node, with no `document`, `window` or storage. A read of the browser
 * made during render fails here. (Some pages still suspend on the first render of their lazy
 * chunk, so React writes them after a fallback, for a script to put in place: a prerender must
 * settle that first.)
 */
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

async function render(path: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <AppProviders>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
    { onError: (error) => void errors.push(error) },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw errors[0];
  return html;
}

/** A public page and a text of its own content (not of the shell, the navigation or the footer). */
const PAGES: [string, string][] = [
  ['/', 'Start with the free tools'],
  ['/birth-chart', 'Your birth details'],
  ['/horoscope', 'Read by Sun sign'],
  ['/compatibility', 'First sign'],
  ['/about', 'Astrology with real astronomy underneath'],
  ['/pricing', 'Simple plans, priced in euros'],
  ['/terms', '1. The service'],
  ['/privacy', 'Privacy Policy'],
];

describe('the public pages in Node', () => {
  it.each(PAGES)('%s renders its own content with no browser', async (path, heading) => {
    expect(typeof document).toBe('undefined');
    const html = await render(path);
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain(heading);
  });
});
