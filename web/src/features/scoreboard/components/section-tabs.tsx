import { Link } from 'react-router';
import './scoreboard.css';

export interface SectionTab {
  to: string;
  label: string;
  active: boolean;
}

/** Views of one page as links (each has its own address); the current one is marked for assistive tech. */
export function SectionTabs({
  label,
  tabs,
  compact = false,
}: {
  label: string;
  tabs: SectionTab[];
  compact?: boolean;
}) {
  return (
    <nav aria-label={label} className={`section-tabs${compact ? ' section-tabs--compact' : ''}`}>
      <ul className="section-tabs__list">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              className="section-tabs__tab"
              aria-current={tab.active ? 'page' : undefined}
              preventScrollReset
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
