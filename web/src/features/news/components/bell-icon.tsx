import { base, type IconProps } from '../../../components/ui/icon-base';

export const BellIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M18 8.5a6 6 0 0 0-12 0c0 6.5-2.5 8.5-2.5 8.5h17S18 15 18 8.5" />
    <path d="M13.7 20.5a2 2 0 0 1-3.4 0" />
  </svg>
);
