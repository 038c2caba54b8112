import { base, type IconProps } from '../../../components/ui/icon-base';

// Icons of the game; decorative like every icon here (the control carries the name).
export const HelpIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M9.3 9.2a2.8 2.8 0 0 1 5.4 1c0 1.9-2.7 2.5-2.7 4M12 17.4h.01" />
  </svg>
);

export const SlidersIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1" />
    <circle cx="15" cy="6" r="2" />
    <circle cx="9" cy="12" r="2" />
    <circle cx="17" cy="18" r="2" />
  </svg>
);

export const ShuffleIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M16 3h5v5M4 20L21 3M21 16v5h-5M15 15l6 6M4 4l5 5" />
  </svg>
);

export const ClearIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M20 20H9L4 15a2 2 0 0 1 0-2.8l8.5-8.5a2 2 0 0 1 2.8 0l4.2 4.2a2 2 0 0 1 0 2.8L12 18.2M9.5 9.5l6 6" />
  </svg>
);

export const ChevronDownIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M6 9l6 6 6-6" />
  </svg>
);

/** A target with its mark just off the centre: close, but not quite. Decorative. */
export const NearIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="4.5" />
    <circle cx="14.5" cy="9.5" r="1.2" fill="currentColor" />
  </svg>
);
