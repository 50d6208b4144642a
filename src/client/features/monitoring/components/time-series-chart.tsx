import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

type Props = {
  label: string;
  unit: string;
  times: number[];
  values: (number | null)[];
  summary: string;
  /** Dots at each value: for series with gaps (minutes without requests), where a lone minute draws no line. */
  points?: boolean;
};

const clock = (seconds: number) => new Date(seconds * 1000).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

function cssColor(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/** One series over time, drawn by uPlot on a canvas; the caption carries the numbers for screen readers. */
export function TimeSeriesChart({ label, unit, times, values, summary, points = false }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  // The chart is built once per series; later data goes through setData below instead of rebuilding it.
  const initial = useRef<uPlot.AlignedData>([times, values]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const stroke = cssColor('--primary', '#2563eb');
    const axis = { stroke: cssColor('--muted-foreground', '#666'), grid: { stroke: 'rgba(128,128,128,0.15)' }, ticks: { show: false } };
    const chart = new uPlot(
      {
        width: Math.max(200, element.clientWidth),
        height: 150,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.15)] } },
        axes: [
          // At least 64 px between time labels, so narrow screens show fewer of them instead of overlapping ones.
          { ...axis, space: 64, values: (_u, ticks) => ticks.map(clock) },
          { ...axis, size: 44, values: (_u, ticks) => ticks.map((t) => `${+t.toFixed(2)}`) },
        ],
        series: [
          {},
          { label, stroke, width: 2, fill: `color-mix(in oklch, ${stroke} 15%, transparent)`, spanGaps: false, points: { show: points, size: 5, fill: stroke } },
        ],
      },
      initial.current,
      element,
    );
    plot.current = chart;
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(200, element.clientWidth), height: 150 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
      plot.current = null;
    };
  }, [label, points]);

  useEffect(() => {
    plot.current?.setData([times, values]);
  }, [times, values]);

  return (
    <figure className="grid min-w-0 gap-2" data-chart={label}>
      <figcaption className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">
          {label} <span className="text-muted-foreground">({unit})</span>
        </span>
        <span className="text-xs text-muted-foreground">{summary}</span>
      </figcaption>
      <div ref={container} className="min-w-0" role="img" aria-label={`${label}: ${summary}`} />
    </figure>
  );
}
