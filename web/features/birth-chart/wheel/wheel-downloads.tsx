import { type RefObject, useState } from 'react';
import { useT } from '@web/lib/i18n';
import { chartMessages } from '../messages';
import './chart-wheel.css';

export interface WheelDownloadsProps {
  /** The ref given to <ChartWheel ref={…} />. */
  svgRef: RefObject<SVGSVGElement | null>;
  /** Without extension, e.g. "stella-chart-1990-05-17". */
  fileName: string;
  /** Told when the PNG could not be drawn (the page shows its toast). */
  onError?: (error: unknown) => void;
}

// The export code loads when a download is asked for: most readers never save the wheel.
const exporter = () => import('./wheel-export');

/** "Download SVG" and "Download PNG" buttons for a wheel on the page. */
export function WheelDownloads({ svgRef, fileName, onError }: WheelDownloadsProps) {
  const t = useT(chartMessages);
  const [busy, setBusy] = useState(false);
  const saveSvg = async () => {
    const svg = svgRef.current;
    if (svg) (await exporter()).downloadWheelSvg(svg, fileName);
  };
  const savePng = async () => {
    const svg = svgRef.current;
    if (!svg) return;
    setBusy(true);
    try {
      await (await exporter()).downloadWheelPng(svg, fileName);
    } catch (error) {
      onError?.(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="chart-wheel-downloads">
      <button type="button" className="btn btn--outline btn--sm" onClick={saveSvg}>
        {t('chart.download.svg')}
      </button>
      <button type="button" className="btn btn--outline btn--sm" onClick={savePng} disabled={busy} aria-busy={busy}>
        {busy ? t('chart.download.preparingPng') : t('chart.download.png')}
      </button>
    </div>
  );
}
