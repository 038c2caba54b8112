import { useTranslation } from 'react-i18next';
import type { DayScoreRow } from '../../../../../contracts/scoreboard.codec';
import { useFormats } from '../hooks/use-formats';
import { statusLabel } from '../model/status-label';
import { podiumPlace } from '../model/podium';
import { PlayerName } from './player-name';
import { PositionBadge } from './position-badge';
import './days.css';

interface DayRankingProps {
  scores: readonly DayScoreRow[];
  label: string;
  refreshing?: boolean;
  id?: string;
}

/** One date's scores, best first: the podium in its colours, my own row raised. */
export function DayRanking({ scores, label, refreshing = false, id }: DayRankingProps) {
  return (
    <ol
      id={id}
      className={`sb-ranking${refreshing ? ' is-refreshing' : ''}`}
      aria-label={label}
      aria-busy={refreshing}
    >
      {scores.map((row) => (
        <RankingRow key={row.userId} row={row} />
      ))}
    </ol>
  );
}

function RankingRow({ row }: { row: DayScoreRow }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const place = podiumPlace(row.podiumPlace);
  const classes = [
    'sb-ranking__row',
    place ? `sb-ranking__row--${place}` : '',
    row.isMe ? 'sb-ranking__row--me' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const status = statusLabel(row.gameStatus);
  return (
    <li className={classes}>
      <PositionBadge position={row.position} place={row.podiumPlace} />
      <span className="sb-ranking__who">
        <PlayerName
          username={row.username}
          isMe={row.isMe}
          isSupporter={row.isSupporter}
          isCheater={row.isCheater}
        />
        <span className="sb-ranking__details">
          {t('scoreboard.day.details', {
            time: formats.time(row.timeElapsed),
            mistakes: row.mistakes,
            switches: row.switches,
          })}
        </span>
      </span>
      <span className="sb-ranking__score">
        <span className="sb-ranking__points">{formats.number(row.score)}</span>
        <span className="sb-ranking__unit">
          {status ? t(`scoreboard.status.${status}`) : t('scoreboard.day.points')}
        </span>
      </span>
    </li>
  );
}
