import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useLatest } from '../../../../lib/use-latest';
import type { ChartData } from '../model/chart-model';
import { alignedData, chartOptions } from './chart-options';
import { readPalette } from './palette';
import { useColorScheme } from './use-color-scheme';

export interface UplotCanvasProps {
  data: ChartData;
  height: number;
  xLabel: (index: number) => string;
  yValue: (value: number) => string;
  onHover: (index: number | null) => void;
}

/**
 * The drawing itself, in its own chunk (uPlot and its stylesheet load with the first chart, never with the
 * players' app). Hidden from screen readers: the chart's label and table carry the same numbers. It fits
 * its box's width as that changes, and is drawn again when light or dark mode changes its colours.
 */
export default function UplotCanvas({ data, height, xLabel, yValue, onHover }: UplotCanvasProps) {
  const host = useRef<HTMLDivElement>(null);
  const scheme = useColorScheme();
  const look = useLatest({ xLabel, yValue, onHover });

  useEffect(() => {
    const element = host.current;
    if (element === null) return;
    const chart = new uPlot(
      chartOptions(data, {
        palette: readPalette(element),
        width: element.clientWidth,
        height,
        xLabel: (index) => look.current.xLabel(index),
        yValue: (value) => look.current.yValue(value),
        onHover: (index) => look.current.onHover(index),
      }),
      alignedData(data),
      element,
    );
    const resize = new ResizeObserver(() => {
      if (element.clientWidth > 0 && element.clientWidth !== chart.width)
        chart.setSize({ width: element.clientWidth, height });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [data, height, scheme, look]);

  return <div ref={host} className="cp-chart__canvas" aria-hidden="true" />;
}
