/** Draws the default sites' first-visit pages into `<dist>/first-paint.json`; false when a step failed. */
export function buildFirstPaint(root: string, dist: string): boolean;

interface DrawnPage {
  path: string;
  markup: string;
  unless: readonly string[];
  /** The source of a lazy route's page, in the build's manifest. */
  module?: string;
}
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: readonly string[];
  css?: readonly string[];
}

/** Each drawn page with the styles and scripts of its lazy page that index.html does not name. */
export function withPageFiles<Sites>(
  paints: { sites: Sites; pages: Record<string, readonly DrawnPage[]> },
  manifest: Record<string, ManifestChunk>,
): {
  sites: Sites;
  pages: Record<string, (Omit<DrawnPage, 'module'> & { styles: string[]; scripts: string[] })[]>;
};
