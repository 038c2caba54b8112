import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ManagedGameStatus } from '../../../../../../contracts/manage-games.codec';
import { gamesListPath } from '../games-paths';

/** Upcoming · Published · Past · Drafts: links, so each list has its address and back returns to it. */
export function StatusFilter({
  statuses,
  current,
}: {
  statuses: readonly ManagedGameStatus[];
  current: ManagedGameStatus;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('controlPanel.games.list.filter')}>
      <ul className="segmented cp-games__filter">
        {statuses.map((status) => (
          <li key={status}>
            <Link
              to={gamesListPath(status)}
              className="segmented__option"
              aria-current={status === current ? 'page' : undefined}
              preventScrollReset
            >
              {t(`controlPanel.games.list.filters.${status}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
