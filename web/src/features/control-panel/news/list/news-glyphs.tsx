import { base, type IconProps } from '../../../../components/ui/icon-base';

/** A newspaper: a news item without a picture of its own. */
export const NewsGlyph = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M4 5h13v14H6a2 2 0 0 1-2-2z" />
    <path d="M17 9h3v8a2 2 0 0 1-2 2h-1M8 9h5M8 13h5M8 16h3" />
  </svg>
);

/** Bars of a chart: polls and their results. */
export const PollGlyph = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M5 20V10M12 20V4M19 20v-7" />
  </svg>
);
