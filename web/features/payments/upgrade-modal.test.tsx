import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CAPABILITIES, CAPABILITY_IDS } from '@core/plans';
import { CAPABILITY_COPY } from '@web/content/pricing';
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
  it('has its own words for each trigger', () => {
    const titles = new Set(UPGRADE_TRIGGERS.map((t) => UPGRADE_MODAL_COPY[t].title));
    const messages = new Set(UPGRADE_TRIGGERS.map((t) => UPGRADE_MODAL_COPY[t].message));
    expect(titles.size).toBe(UPGRADE_TRIGGERS.length);
    expect(messages.size).toBe(UPGRADE_TRIGGERS.length);
  });

  it('lists what Oracle includes from the capability list, and nothing Oracle does not have', () => {
    const html = render('chart_limit');
    for (const capability of CAPABILITY_IDS) {
      const name = CAPABILITY_COPY[capability].name;
      if (CAPABILITIES[capability] === 'oracle') expect(html).toContain(name);
    }
    expect(html).toContain('Everything in Explorer');
    // Tarot is Master's: Oracle's list names numerology, never tarot.
    expect(html).toMatch(/numerology/i);
    expect(html).not.toContain(CAPABILITY_COPY.tarot.name);
    // Oracle's Ask Stella is listed; Master's unlimited allowance is not.
    expect(html).toContain(CAPABILITY_COPY.aiCoach.name);
    expect(html).not.toContain(CAPABILITY_COPY.unlimitedAiCoach.name);
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
