import { base, type IconProps } from '../../../components/ui/icon-base';

// Icons of the achievement families; decorative, the achievement's name always goes with them.
export const MedalIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M8 3l2.5 6M16 3l-2.5 6" />
    <circle cx="12" cy="15" r="6" />
    <path d="M12 12.5v5M10.8 13.3l1.2-.8" />
  </svg>
);

export const StarIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5z" />
  </svg>
);

export const BoltIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M13 2.5L4.5 13.5H12l-1 8 8.5-11H12l1-8z" />
  </svg>
);

export const FlameIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M12 21.5c-3.9 0-7-2.8-7-6.6 0-3.4 2.3-5.4 3.7-7.4.3 1.8 1.2 3 2.4 3.6C11 7.5 12.6 4.6 15 2.5c0 3.6 4 6 4 12.1 0 3.9-3.1 6.9-7 6.9z" />
    <path d="M12 21.5c-1.7 0-3-1.2-3-2.9 0-1.9 1.6-2.7 2.3-4.3 1 1 3.7 2.2 3.7 4.4 0 1.6-1.3 2.8-3 2.8z" />
  </svg>
);

export const TargetIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1" fill="currentColor" />
  </svg>
);

export const BrainIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M12 5.5a3 3 0 0 0-5.6-1.4A3 3 0 0 0 4 8.2a3.2 3.2 0 0 0 .4 5.7A3.3 3.3 0 0 0 8 19a3 3 0 0 0 4 .6V5.5z" />
    <path d="M12 5.5a3 3 0 0 1 5.6-1.4A3 3 0 0 1 20 8.2a3.2 3.2 0 0 1-.4 5.7A3.3 3.3 0 0 1 16 19a3 3 0 0 1-4 .6" />
  </svg>
);

export const PulseIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M2.5 12h4l2.5-6 4 12 2.5-6h6" />
  </svg>
);

export const TrendDownIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M3 6l6.5 6.5 4-4L21 16M15 16h6v-6" />
  </svg>
);

export const HourglassIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M6 2.5h12M6 21.5h12M7 2.5c0 5 10 5 10 9.5S7 16.5 7 21.5M17 2.5c0 5-10 5-10 9.5s10 4.5 10 9.5" />
  </svg>
);

export const GridIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
    <rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
    <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
    <rect x="13.5" y="13.5" width="7" height="7" rx="1.5" />
  </svg>
);
