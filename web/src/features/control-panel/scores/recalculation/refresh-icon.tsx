import { base, type IconProps } from '../../../../components/ui/icon-base';

/** Two arrows chasing each other: do it all again. */
export const RefreshIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M20 12a8 8 0 0 1-14.3 4.9M4 12A8 8 0 0 1 18.3 7.1" />
    <path d="M18.5 3v4.3h-4.3M5.5 21v-4.3h4.3" />
  </svg>
);
