import { useTranslation } from 'react-i18next';
import { podiumPlace } from '../model/podium';
import './standings.css';

/**
 * A rank; the podium (1-3) in gold, silver and bronze, its place also said in words for screen readers.
 * A player without games (listed in a group or a follow list) has no rank: a dash. `place` is the place
 * whose metal it wears, the position itself unless told otherwise (a day's podium leaves losses and
 * flagged players aside, so its places are the server's).
 */
export function PositionBadge({
  position,
  place: metalPlace = position,
}: {
  position: number | null;
  place?: number | null;
}) {
  const { t } = useTranslation();
  if (position === null) {
    return (
      <span className="sb-rank">
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{t('scoreboard.player.unranked')}</span>
      </span>
    );
  }
  const place = podiumPlace(metalPlace);
  return (
    <span className={`sb-rank${place ? ` sb-rank--${place}` : ''}`}>
      <span aria-hidden={place ? true : undefined}>{position}</span>
      {place ? (
        <span className="visually-hidden">{t(`scoreboard.podium.${place}`, { position })}</span>
      ) : null}
    </span>
  );
}
