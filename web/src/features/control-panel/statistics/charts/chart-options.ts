import uPlot from 'uplot';
import type { ChartData } from '../model/chart-model';
import type { ChartPalette } from './palette';

// uPlot's options for the tab's two kinds of chart. The x axis is the position of a bucket (0, 1, 2, ...),
// so days, ISO weeks and ratings are all spaced evenly and named by the view's own labels.

/** Lines differ by dash as well as colour, so a reader who cannot tell the colours apart still can. */
const DASHES: readonly (number[] | undefined)[] = [undefined, [8, 5], [2, 4]];
/** Label steps along x, in buckets: every day, every other, weekly, fortnightly, ... */
const X_STEPS = [1, 2, 3, 7, 14, 28, 56, 91, 182, 364];
/** Whole-number steps up y: a count of players is never 2.5. */
const Y_STEPS = [
  1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000, 20000, 50000, 1e5, 2e5, 5e5,
  1e6,
];

export interface ChartLook {
  palette: ChartPalette;
  width: number;
  height: number;
  /** The x axis's text of a position. */
  xLabel: (index: number) => string;
  yValue: (value: number) => string;
  /** Told the position under the pointer (null when it leaves), for the readout above the chart. */
  onHover: (index: number | null) => void;
}

/** Columns of data as uPlot reads them: the x positions first, then one column per series. */
export const alignedData = (data: ChartData): uPlot.AlignedData => [
  data.labels.map((_, index) => index),
  ...data.series.map((series) => [...series.values]),
];

function seriesOptions(data: ChartData, palette: ChartPalette): uPlot.Series[] {
  const count = data.labels.length;
  return data.series.map((series, index) => {
    const colour = palette.series[index % palette.series.length] ?? palette.text;
    if (data.kind === 'bars')
      return {
        label: series.key,
        stroke: colour,
        fill: colour,
        width: 0,
        // Two bars share each rating: the first on its left, the second on its right.
        paths: uPlot.paths.bars?.({ size: [0.36, 48], align: index === 0 ? -1 : 1, gap: 2, radius: 0.15 }),
        points: { show: false },
      };
    return {
      label: series.key,
      stroke: colour,
      width: 2.5,
      dash: DASHES[index],
      fill: index === 0 ? palette.soft[0] : undefined,
      points: { show: count <= 45, size: 6, width: 2, fill: colour, stroke: colour },
    };
  });
}

export function chartOptions(data: ChartData, look: ChartLook): uPlot.Options {
  const { palette } = look;
  const last = Math.max(data.labels.length - 1, 0);
  const bars = data.kind === 'bars';
  const axis = { stroke: palette.text, font: palette.font, ticks: { show: false }, gap: 6 };
  return {
    width: look.width,
    height: look.height,
    legend: { show: false },
    padding: [12, 12, 0, 0],
    cursor: {
      drag: { x: false, y: false, setScale: false },
      y: false,
      points: { size: 9, width: 2 },
    },
    scales: {
      x: { time: false, range: () => (bars || last === 0 ? [-0.6, last + 0.6] : [0, last]) },
      y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.08 : 1] },
    },
    axes: [
      {
        ...axis,
        grid: { show: false },
        size: 30,
        space: bars ? 20 : 64,
        incrs: X_STEPS,
        values: (_u, splits) => splits.map((split) => (Number.isInteger(split) ? look.xLabel(split) : '')),
      },
      {
        ...axis,
        size: 48,
        space: 36,
        incrs: Y_STEPS,
        grid: { stroke: palette.grid, width: 1 },
        values: (_u, splits) => splits.map(look.yValue),
      },
    ],
    series: [{}, ...seriesOptions(data, palette)],
    hooks: {
      setCursor: [(chart) => look.onHover(chart.cursor.idx ?? null)],
    },
  };
}
