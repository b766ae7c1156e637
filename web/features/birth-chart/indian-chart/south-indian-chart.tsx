import type { Ref } from 'react';
import { useChartWords } from '../messages';
import { ChartSvg, HouseLabels, houseLabels } from './chart-parts';
import { CHART_SIZE, LABEL_FONT, LAGNA_CUT, southCell } from './indian-chart-layout';
import { type IndianChartModel, signIdOf } from './indian-chart-model';

const S = CHART_SIZE;
const Q = S / 4;
/** The grid: the outer ring of twelve squares round the empty 2 × 2 centre. */
const GRID = [
  `M0 ${Q}H${S}M0 ${3 * Q}H${S}M${Q} 0V${S}M${3 * Q} 0V${S}`,
  `M0 ${2 * Q}H${Q}M${3 * Q} ${2 * Q}H${S}M${2 * Q} 0V${Q}M${2 * Q} ${3 * Q}V${S}`,
].join('');
const TITLE_FONT = 22;

/**
 * The South Indian chart: every sign in its fixed square, Pisces top left and clockwise, the
 * lagna's square marked by a diagonal across its corner and the lagna's label; the chart's title
 * in the centre.
 */
export function SouthIndianChart({ model, ref }: { model: IndianChartModel; ref?: Ref<SVGSVGElement> }) {
  const words = useChartWords();
  const { t, names } = words;
  const title =
    model.lagnaSign !== null
      ? t('chart.indian.southTitle', { sign: names.sign(signIdOf(model.lagnaSign)) })
      : t('chart.indian.southTitleNoTime');
  const bySign = [...model.houses].sort((a, b) => a.sign - b.sign);
  return (
    <ChartSvg style="south" title={title} ref={ref}>
      <path className="indian-chart__lines" d={GRID} />
      <text className="indian-chart__title" x={S / 2} y={S / 2} fontSize={TITLE_FONT}>
        {t('chart.indian.rashi')}
      </text>
      {bySign.map((house) => {
        const lagna = house.sign === model.lagnaSign;
        const cell = southCell(house.sign, lagna);
        return (
          <g
            key={house.sign}
            className="indian-chart__house"
            data-sign={house.sign}
            data-house={model.basis === 'lagna' ? house.house : undefined}
            data-lagna={lagna ? 'true' : undefined}
          >
            {lagna ? (
              <line
                className="indian-chart__lagna-stroke"
                x1={cell.box.left}
                y1={cell.box.top + LAGNA_CUT}
                x2={cell.box.left + LAGNA_CUT}
                y2={cell.box.top}
              />
            ) : null}
            <HouseLabels cell={cell} labels={houseLabels(house.grahas, lagna, words)} font={LABEL_FONT} />
          </g>
        );
      })}
    </ChartSvg>
  );
}
