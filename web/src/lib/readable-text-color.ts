// Text on a colour an editor chose (a category's stored colour): dark or white, whichever stands out more
// against it by the WCAG contrast ratio, so the text stays readable in light and dark mode alike.

export const DARK_TEXT = '#1b1d29';
export const LIGHT_TEXT = '#ffffff';

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** The channels of `#rrggbb` as 0-255, or null for anything else. */
export function parseHexColor(color: string): [number, number, number] | null {
  const match = HEX.exec(color.trim());
  if (match === null) return null;
  return [match[1], match[2], match[3]].map((channel) => parseInt(channel ?? '0', 16)) as [
    number,
    number,
    number,
  ];
}

const linear = (channel: number): number => {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(color: string): number | null {
  const rgb = parseHexColor(color);
  if (rgb === null) return null;
  const [r, g, b] = rgb.map(linear) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two `#rrggbb` colours, 1 to 21; null when either is not one. */
export function contrastRatio(first: string, second: string): number | null {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  if (a === null || b === null) return null;
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** DARK_TEXT or LIGHT_TEXT for text on `background`; null when the background is not `#rrggbb`. */
export function readableTextColor(background: string): string | null {
  const onDark = contrastRatio(background, LIGHT_TEXT);
  const onLight = contrastRatio(background, DARK_TEXT);
  if (onDark === null || onLight === null) return null;
  return onLight >= onDark ? DARK_TEXT : LIGHT_TEXT;
}
