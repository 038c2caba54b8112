import { base, type IconProps } from '../../../components/ui/icon-base';

/** A phone with an arrow into it: installing the app. */
export const InstallIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <rect x="6" y="2" width="12" height="20" rx="2.5" />
    <path d="M12 7v7M9 11l3 3 3-3M10 18.5h4" />
  </svg>
);

/** iOS's "Add to Home Screen" mark: a plus in a rounded square. */
export const AddToHomeIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="4" />
    <path d="M12 8v8M8 12h8" />
  </svg>
);
