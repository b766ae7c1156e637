import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UPGRADE_MODAL_COPY, UPGRADE_TRIGGERS } from '@web/content/upsell';
import { UpgradeModal } from './upgrade-modal';

// No DOM library in the unit config: the open modal rendered to markup.
const render = (trigger: (typeof UPGRADE_TRIGGERS)[number]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <UpgradeModal open trigger={trigger} onClose={() => undefined} />
    </MemoryRouter>,
  );

describe('<UpgradeModal />', () => {
  it('has its own words for each of the four triggers', () => {
    const titles = new Set(UPGRADE_TRIGGERS.map((t) => UPGRADE_MODAL_COPY[t].title));
    const messages = new Set(UPGRADE_TRIGGERS.map((t) => UPGRADE_MODAL_COPY[t].message));
    expect(titles.size).toBe(4);
    expect(messages.size).toBe(4);
  });

  for (const trigger of UPGRADE_TRIGGERS) {
    it(`${trigger}: a labelled dialog with the Oracle price in euros, the plans link and Maybe later`, () => {
      const html = render(trigger);
      const copy = UPGRADE_MODAL_COPY[trigger];
      const title = /<dialog[^>]*aria-labelledby="([^"]+)"/.exec(html)?.[1];
      expect(title).toBeTruthy();
      expect(html).toContain(`id="${title}" class="dialog__title">${copy.title.replace(/'/g, '&#x27;')}</h2>`);
      expect(html).toContain('Oracle Plan €9.99/month');
      expect(html).toMatch(/<a[^>]*href="\/premium"/);
      expect(html).toContain('>Maybe later</button>');
      expect(html).not.toContain('$');
    });
  }
});
