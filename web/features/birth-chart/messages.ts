import type { MessageValues } from '@core/i18n/catalog';
import en from '@core/i18n/messages/en/chart.json';
import type astroEn from '@core/i18n/messages/en/astro.json';
import { type AstroNames, astroMessages, astroNames, useAstroNames } from '@web/lib/astro-names';
import { type Translate, activeTag, defineMessages, translate, useT, useTag } from '@web/lib/i18n';
import { useMemo } from 'react';

/** The birth chart page: form, wheel, tables, readings' frames and saving. */
export const chartMessages = defineMessages('chart', en);
export type ChartMessageId = keyof typeof en;

/**
 * What the chart's pure modules (wheel model, tables, formats) write with: the chart's messages,
 * the sky's names and the language's tag, all in the active language.
 */
export interface ChartWords {
  t: (id: ChartMessageId, values?: MessageValues) => string;
  names: AstroNames;
  tag: string;
}

/** The words of the active language, outside React (read when called, never at module load). */
export function chartWords(): ChartWords {
  const astro = ((id: keyof typeof astroEn, values?: MessageValues) =>
    translate(astroMessages, id, values)) as Translate<keyof typeof astroEn>;
  return {
    t: (id, values) => translate(chartMessages, id, values),
    names: astroNames(astro),
    tag: activeTag(),
  };
}

/** The words for a component: a new object when the language changes, so memoised models are rebuilt. */
export function useChartWords(): ChartWords {
  const t = useT(chartMessages);
  const names = useAstroNames();
  const tag = useTag();
  return useMemo(() => ({ t, names, tag }), [t, names, tag]);
}
