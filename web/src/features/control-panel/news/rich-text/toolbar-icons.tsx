import { base, type IconProps } from '../../../../components/ui/icon-base';

// The formatting toolbar's pictures; every button also has its name for screen readers and a tooltip.

export const BoldIcon = (props: IconProps) => (
  <svg {...base} {...props} strokeWidth={2.5}>
    <path d="M7 4h6a4 4 0 0 1 0 8H7zM7 12h7a4 4 0 0 1 0 8H7z" />
  </svg>
);

export const ItalicIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M10 4h9M5 20h9M15 4 9 20" />
  </svg>
);

export const BulletListIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <circle cx="4.5" cy="6" r="1" fill="currentColor" />
    <circle cx="4.5" cy="12" r="1" fill="currentColor" />
    <circle cx="4.5" cy="18" r="1" fill="currentColor" />
  </svg>
);

export const OrderedListIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M10 6h10M10 12h10M10 18h10M4 4.5 5.5 4v5M4 9h3M4 14.5a1.5 1.5 0 1 1 2.6 1L4 19h3" />
  </svg>
);

export const QuoteIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M4 6v12M9 8h11M9 12h11M9 16h7" />
  </svg>
);

export const LinkIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1" />
    <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
  </svg>
);

export const ImageIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="1.8" />
    <path d="m21 16-5-5-9 9" />
  </svg>
);

export const UndoIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10a6 6 0 0 1 0 12h-3" />
  </svg>
);

export const RedoIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="m15 14 5-5-5-5" />
    <path d="M20 9H10a6 6 0 0 0 0 12h3" />
  </svg>
);
