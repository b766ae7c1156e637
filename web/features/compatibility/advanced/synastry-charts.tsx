import { useMemo, useRef } from 'react';
import { type CrossAspect, SYNASTRY_POINTS, type SynastryPoint } from '@core/synastry/contacts';
import type { SynastryAnswer } from '@schema/synastry';
import { toast } from '@web/components/toast-store';
import { BiWheel, CrossAspectTable, WheelDownloads } from '@web/features/birth-chart';
import { useT } from '@web/lib/i18n';
import { localDate } from '@web/lib/local-date';
import { compatibilityMessages } from '../messages';

const isPoint = (point: string): point is SynastryPoint => (SYNASTRY_POINTS as readonly string[]).includes(point);

/** The answer's cross-aspects as the engine types them (the schema carries the points as strings). */
export function crossAspectsOf(answer: Pick<SynastryAnswer, 'crossAspects'>): CrossAspect[] {
  return answer.crossAspects.flatMap(({ a, b, ...rest }) => (isPoint(a) && isPoint(b) ? [{ ...rest, a, b }] : []));
}

/**
 * With a chart for both people (the exact mode): the bi-wheel, the first person inside and the
 * second on the outer ring, its downloads, and the grid of every aspect between their points.
 */
export function SynastryCharts({ answer }: { answer: SynastryAnswer }) {
  const t = useT(compatibilityMessages);
  const svgRef = useRef<SVGSVGElement>(null);
  const contacts = useMemo(() => crossAspectsOf(answer), [answer]);
  const [inner, outer] = answer.people;
  if (answer.mode !== 'exact' || !inner.chart || !outer.chart) return null;
  return (
    <section className="card syn-section syn-charts" aria-labelledby="syn-charts-title">
      <header className="syn-section__head">
        <h3 id="syn-charts-title">{t('compatibility.advanced.charts.title')}</h3>
      </header>
      <p className="muted">{t('compatibility.advanced.charts.intro', { inner: inner.name, outer: outer.name })}</p>
      <p className="muted syn-charts__zodiac" data-zodiac="tropical">
        {t('compatibility.advanced.charts.zodiac')}
      </p>
      <div className="syn-charts__wheel">
        <BiWheel
          ref={svgRef}
          inner={inner.chart}
          outer={outer.chart}
          innerName={inner.name}
          outerName={outer.name}
          crossAspects={contacts}
          outerTimeKnown={outer.timeKnown}
        />
      </div>
      <WheelDownloads
        svgRef={svgRef}
        fileName={`stella-synastry-${localDate()}`}
        onError={() =>
          toast({
            title: t('compatibility.advanced.charts.downloadFailedTitle'),
            description: t('compatibility.advanced.charts.downloadFailed'),
            variant: 'destructive',
          })
        }
      />
      <CrossAspectTable
        crossAspects={contacts}
        aName={inner.name}
        bName={outer.name}
        timeKnownA={inner.timeKnown}
        timeKnownB={outer.timeKnown}
      />
    </section>
  );
}
