import { useId, useRef } from 'react';
import type { Chart, HouseSystem } from '@schema/birth-chart';
import { toast } from '@web/components/toast-store';
import { ChartLegend, ChartWheel, WheelDownloads } from './wheel';
import { legendAngles, legendBodies } from './wheel/wheel-model';

interface Props {
  chart: Chart;
  houseSystem: HouseSystem;
  houseSystems: { id: HouseSystem; name: string }[];
  onHouseSystem: (system: HouseSystem) => void;
}

/** The wheel's heading: where Calculate brings the reader (the page scrolls to it and focuses it). */
export const WHEEL_TITLE_ID = 'wheel-title';

/** YYYY-MM-DD of an instant on the clocks of the place (its offset then). */
export function localBirthDate(utc: string, utcOffsetMinutes: number): string {
  return new Date(Date.parse(utc) + Math.round(utcOffsetMinutes * 60_000)).toISOString().slice(0, 10);
}

/** The wheel with its legend, the house-system picker (recast on this device) and downloads. */
export function ChartWheelPanel({ chart, houseSystem, houseSystems, onHouseSystem }: Props) {
  const wheel = useRef<SVGSVGElement>(null);
  const pickerId = useId();
  // The birth's own date at the birth place, not the UTC one (a birth at 00:30 in Tokyo is the day before in UTC).
  const fileName = `stella-chart-${localBirthDate(chart.utc, chart.utcOffsetMinutes)}`;

  return (
    <section className="card wheel-panel" aria-labelledby={WHEEL_TITLE_ID}>
      <div className="wheel-panel__head">
        <h2 id={WHEEL_TITLE_ID} tabIndex={-1}>
          Your Chart Wheel
        </h2>
        <div className="wheel-panel__tools">
          {chart.houses ? (
            <label htmlFor={pickerId} className="wheel-panel__picker">
              House system
              <select
                id={pickerId}
                className="input"
                value={houseSystem}
                onChange={(e) => onHouseSystem(e.target.value as HouseSystem)}
              >
                {houseSystems.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <WheelDownloads
            svgRef={wheel}
            fileName={fileName}
            onError={() =>
              toast({ title: 'Download Failed', description: 'The picture could not be made. Please try again.' })
            }
          />
        </div>
      </div>
      <div className="wheel-panel__wheel">
        <ChartWheel chart={chart} ref={wheel} />
      </div>
      <ChartLegend bodies={legendBodies(chart)} angles={legendAngles(chart)} />
      {chart.houses ? (
        <details className="wheel-panel__explainer">
          <summary>Why house systems differ</summary>
          <p>
            The signs are the same in every system; the houses divide the sky around your birthplace, and astrologers
            have divided it in different ways for two thousand years. Placidus and Koch divide by time (how long each
            degree takes to rise), Regiomontanus and Campanus by space, Porphyry splits each quadrant evenly, Equal
            houses are 30° from the Ascendant, and Whole Sign makes each sign one house. Far from the equator the
            systems disagree most; a planet near a cusp can change house between them.
          </p>
        </details>
      ) : (
        <p className="muted">Without a birth time there are no houses or Ascendant: the wheel starts at 0° Aries.</p>
      )}
    </section>
  );
}
