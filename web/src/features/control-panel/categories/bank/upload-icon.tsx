import { base, type IconProps } from '../../../../components/ui/icon-base';

/** An arrow out of a tray: choosing a file to read in. */
export const UploadIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M12 15V4M7.5 8.5 12 4l4.5 4.5M5 14v4.5A1.5 1.5 0 0 0 6.5 20h11a1.5 1.5 0 0 0 1.5-1.5V14" />
  </svg>
);
