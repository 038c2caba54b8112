import { base, type IconProps } from '../../../components/ui/icon-base';

// Icons of the scoreboards and groups. Decorative: the text beside them (or a label) says the same.

export const HeartIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path
      d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
      fill="currentColor"
      stroke="none"
    />
  </svg>
);

export const FlameIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M12 3c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2.4 1.2-3.9 2.5-5 .2 1.6.9 2.6 2 3 .2-3-.4-5.6.5-8z" />
  </svg>
);

export const SearchIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </svg>
);

export const SortIcon = ({ order, ...props }: IconProps & { order: 'ascending' | 'descending' | 'none' }) => (
  <svg {...base} {...props} width={14} height={14}>
    {order === 'none' ? <path d="M8 9l4-4 4 4M8 15l4 4 4-4" opacity={0.5} /> : null}
    {order === 'ascending' ? <path d="M7 14l5-5 5 5" /> : null}
    {order === 'descending' ? <path d="M7 10l5 5 5-5" /> : null}
  </svg>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M15 6l-6 6 6 6" />
  </svg>
);
