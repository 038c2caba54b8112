import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SORT_KEYS, type PlayerRow, type SortKey } from '../../../../../contracts/scoreboard.codec';
import { useMoreToTheRight } from '../../../lib/use-more-to-the-right';
import { useFormats } from '../hooks/use-formats';
import type { Formats } from '../model/format';
import { ariaSort, type Sorting } from '../model/sorting';
import { PlayerName } from './player-name';
import { PositionBadge } from './position-badge';
import { SortIcon } from './scoreboard-icons';
import { StreakFigure } from './streak-figure';
import './standings.css';

interface PlayersTableProps {
  players: readonly PlayerRow[];
  sorting: Sorting;
  onSort: (column: SortKey) => void;
  /** Names the table for screen readers. */
  caption: string;
  refreshing?: boolean;
}

function cell(row: PlayerRow, column: SortKey, formats: Formats): ReactNode {
  switch (column) {
    case 'performanceIndex':
      return formats.number(row.performanceIndex);
    case 'gamesPlayed':
      return formats.number(row.gamesPlayed);
    case 'winRate':
      return formats.percent(row.winRate);
    case 'avgScore':
      return formats.number(row.avgScore);
    case 'bestScore':
      return formats.number(row.bestScore);
    case 'combinedPoints':
      return formats.points(row.combinedPoints);
    case 'currentStreak':
      return <StreakFigure value={row.currentStreak} format={formats.number} />;
    case 'maxStreak':
      return <StreakFigure value={row.maxStreak} format={formats.number} />;
    case 'lastPlayed':
      return formats.shortDate(row.lastPlayed);
  }
}

/**
 * Standings as a table: every column sorts (press again to turn the order). On a phone the table scrolls
 * sideways under a fixed first column, so a name always stays beside its figures.
 */
export function PlayersTable({ players, sorting, onSort, caption, refreshing = false }: PlayersTableProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const scroller = useRef<HTMLDivElement>(null);
  const moreToTheRight = useMoreToTheRight(scroller);
  return (
    <div className={`table-frame${moreToTheRight ? ' table-frame--more' : ''}`}>
      <div
        ref={scroller}
        className="table-scroll"
        role="region"
        aria-label={caption}
        tabIndex={0}
        aria-busy={refreshing}
      >
        <table className={`standings${refreshing ? ' is-refreshing' : ''}`}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="standings__sticky">
                <span className="standings__rank-head">{t('scoreboard.columns.position')}</span>
                {t('scoreboard.columns.player')}
              </th>
              {SORT_KEYS.map((column) => {
                const order = ariaSort(sorting, column);
                return (
                  <th key={column} scope="col" aria-sort={order} className="standings__number">
                    <button type="button" className="standings__sort" onClick={() => onSort(column)}>
                      {t(`scoreboard.columns.${column}`)}
                      <SortIcon order={order} />
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {players.map((row) => (
              <tr key={row.userId} className={row.isMe ? 'standings__me' : undefined}>
                <th scope="row" className="standings__sticky">
                  <span className="standings__who">
                    <PositionBadge position={row.position} />
                    <PlayerName
                      username={row.username}
                      isMe={row.isMe}
                      isSupporter={row.isSupporter}
                      isCheater={row.isCheater}
                    />
                  </span>
                </th>
                {SORT_KEYS.map((column) => (
                  <td
                    key={column}
                    className={`standings__number${sorting.sortBy === column ? ' is-sorted' : ''}`}
                  >
                    {cell(row, column, formats)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
