import { MailIcon, SettingsIcon } from '../../../components/ui/account-icons';
import { base, type IconProps } from '../../../components/ui/icon-base';
import { CalendarIcon, TrophyIcon, UsersIcon } from '../../../components/ui/icons';
import type { TabId } from './control-panel-tabs';

// Each tab has a picture beside its name, so a scrolled tab row is quick to scan on a phone.

const GridIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
  </svg>
);

const ChartIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M4 20h16M7 16v-5M12 16V6M17 16v-8" />
  </svg>
);

const MessageIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M5 5h14a1.5 1.5 0 0 1 1.5 1.5v9A1.5 1.5 0 0 1 19 17h-8l-4.5 3.5V17H5a1.5 1.5 0 0 1-1.5-1.5v-9A1.5 1.5 0 0 1 5 5z" />
  </svg>
);

const NewsIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <rect x="4" y="4.5" width="16" height="15" rx="2" />
    <path d="M8 9h8M8 12.5h8M8 16h5" />
  </svg>
);

// A clipboard with its lines: the record of every change.
const AuditIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <rect x="5" y="4.5" width="14" height="16" rx="2" />
    <path d="M9 4.5V3.5h6v1M8.5 10h7M8.5 13.5h7M8.5 17h4" />
  </svg>
);

const ICONS: Record<TabId, (props: IconProps) => React.JSX.Element> = {
  games: CalendarIcon,
  categories: GridIcon,
  users: UsersIcon,
  statistics: ChartIcon,
  scores: TrophyIcon,
  messages: MessageIcon,
  news: NewsIcon,
  email: MailIcon,
  management: SettingsIcon,
  audit: AuditIcon,
};

export function TabIcon({ tab }: { tab: TabId }) {
  const Icon = ICONS[tab];
  return <Icon width={18} height={18} />;
}
