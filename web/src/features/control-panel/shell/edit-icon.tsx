import { base, type IconProps } from '../../../components/ui/icon-base';

/** A pencil: edit this. Shared by the messages and news tabs. */
export const EditIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M4 20h4L19.5 8.5a2.1 2.1 0 0 0-3-3L5 17v3z" />
    <path d="m14.5 7.5 3 3" />
  </svg>
);
