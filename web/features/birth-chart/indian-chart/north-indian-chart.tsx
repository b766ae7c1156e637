import type { Ref } from 'react';
import { useChartWords } from '../messages';
import { ChartSvg, HouseLabels, houseLabels } from './chart-parts';
import { LABEL_FONT, NORTH_HOUSES, NORTH_LINES, NUMBER_FONT, type Point, textEms } from './indian-chart-layout';
import { type IndianChartModel, signIdOf } from './indian-chart-model';

const LINES = NORTH_LINES.map(([x1, y1, x2, y2]) => `M${x1} ${y1}L${x2} ${y2}`).join('');
const points = (polygon: readonly Point[]) => polygon.map(([x, y]) => `${x},${y}`).join(' ');

/**
 * The North Indian chart: fixed houses, house 1 the top central diamond and the rest
 * counter-clockwise, each with its sign's number by its inner corner and its grahas; house 1
 * carries the lagna's mark. Without a birth time house 1 is the Moon's sign (the Chandra kundli).
 */
export function NorthIndianChart({ model, ref }: { model: IndianChartModel; ref?: Ref<SVGSVGElement> }) {
  const words = useChartWords();
  const { t, names } = words;
  const lagna = model.lagnaSign !== null;
  const first = model.houses[0];
  const title =
    model.lagnaSign !== null
      ? t('chart.indian.northTitle', { sign: names.sign(signIdOf(model.lagnaSign)) })
      : t('chart.indian.northTitleMoon', { sign: first ? names.sign(first.signId) : '' });
  return (
    <ChartSvg style="north" title={title} ref={ref}>
      {lagna && NORTH_HOUSES[0] ? (
        <polygon className="indian-chart__lagna-house" points={points(NORTH_HOUSES[0].polygon)} />
      ) : null}
      <path className="indian-chart__lines" d={LINES} />
      {model.houses.map((house, i) => {
        const cell = NORTH_HOUSES[i];
        if (!cell?.number) return null;
        const [nx, ny] = cell.number;
        const half = (textEms(String(house.sign)) * NUMBER_FONT) / 2 + 1;
        const numberBox = {
          left: nx - half,
          right: nx + half,
          top: ny - NUMBER_FONT / 2,
          bottom: ny + NUMBER_FONT / 2,
        };
        return (
          <g
            key={house.house}
            className="indian-chart__house"
            data-house={house.house}
            data-sign={house.sign}
            data-lagna={lagna && house.house === 1 ? 'true' : undefined}
          >
            <text className="indian-chart__number" x={nx} y={ny} fontSize={NUMBER_FONT}>
              {house.sign}
            </text>
            <HouseLabels
              cell={cell}
              labels={houseLabels(house.grahas, lagna && house.house === 1, words)}
              font={LABEL_FONT}
              obstacles={[numberBox]}
            />
          </g>
        );
      })}
    </ChartSvg>
  );
}
