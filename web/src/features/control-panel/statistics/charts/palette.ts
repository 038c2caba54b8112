// A chart's colours come from the page's design tokens (chart.css names them per series), read at draw
// time so light and dark mode each get their own. A probe element resolves `var()` and `color-mix()` into
// a colour the canvas understands.

export interface ChartPalette {
  readonly series: readonly string[];
  /** Series colours at low opacity: the area under a line. */
  readonly soft: readonly string[];
  readonly text: string;
  readonly grid: string;
  readonly font: string;
}

export const SERIES_COLOURS = 3;

function resolve(probe: HTMLElement, value: string): string {
  probe.style.color = value;
  return getComputedStyle(probe).color;
}

/** `rgb(r, g, b)` at the given opacity; other forms are left solid but transparent enough by the caller. */
export function withAlpha(colour: string, alpha: number): string {
  const match = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(colour);
  return match === null ? 'transparent' : `rgba(${match[1]}, ${match[2]}, ${match[3]}, ${alpha})`;
}

export function readPalette(host: HTMLElement): ChartPalette {
  const probe = document.createElement('span');
  probe.hidden = true;
  host.append(probe);
  try {
    const series = Array.from({ length: SERIES_COLOURS }, (_, index) =>
      resolve(probe, `var(--chart-${index + 1})`),
    );
    const family = getComputedStyle(host).fontFamily;
    return {
      series,
      soft: series.map((colour) => withAlpha(colour, 0.12)),
      text: resolve(probe, 'var(--color-text-muted)'),
      grid: resolve(probe, 'var(--color-border)'),
      font: `12px ${family}`,
    };
  } finally {
    probe.remove();
  }
}
