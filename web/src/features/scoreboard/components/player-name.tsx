import { useTranslation } from 'react-i18next';
import { FlagIcon } from '../../../components/ui/icons';
import { HeartIcon } from './scoreboard-icons';
import './standings.css';

interface PlayerNameProps {
  username: string;
  isMe?: boolean;
  isSupporter?: boolean;
  isCheater?: boolean;
}

/** A player's name with its marks: you, supporter (permanently ad-free) and the cheater flag. */
export function PlayerName({
  username,
  isMe = false,
  isSupporter = false,
  isCheater = false,
}: PlayerNameProps) {
  const { t } = useTranslation();
  return (
    <span className="player-name">
      <span className="player-name__text">{username}</span>
      {isSupporter ? (
        <span className="player-name__supporter" title={t('scoreboard.player.supporter')}>
          <HeartIcon width={14} height={14} />
          <span className="visually-hidden">{t('scoreboard.player.supporter')}</span>
        </span>
      ) : null}
      {isMe ? <span className="player-tag player-tag--me">{t('scoreboard.player.you')}</span> : null}
      {isCheater ? (
        <span className="player-tag player-tag--cheater">
          <FlagIcon width={12} height={12} />
          {t('scoreboard.player.cheater')}
        </span>
      ) : null}
    </span>
  );
}
