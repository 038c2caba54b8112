import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '../../../components/brand/logo-mark';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { formatDate } from '../../../lib/format-date';
import type { GameInfo } from '../model/game-state';
import { HelpIcon, SlidersIcon } from './game-icons';

interface GameBarProps {
  info: GameInfo | null;
  /** The game is being read: the date's line is kept, so the name stays where it is when the date comes. */
  reading: boolean;
  onHelp: () => void;
  /** Settings (board position, forfeit) only while a game is on. */
  onSettings?: () => void;
}

/** The game's own header: back to the menu (top left), the day's name, help and settings (top right). */
export function GameBar({ info, reading, onHelp, onSettings }: GameBarProps) {
  const { t, i18n } = useTranslation();
  const date = info === null ? null : formatDate(info.gameDate, i18n.language);
  return (
    <header className="game-bar">
      <Link to="/" className="icon-button" aria-label={t('common.backToMenu')}>
        <ArrowLeftIcon />
      </Link>
      <div className="game-bar__title">
        <h1 className="game-bar__heading">
          <LogoMark size={22} />
          {info === null ? t('app.productName') : t('game.heading', { number: info.sequenceNumber })}
          {info?.isDemo ? <span className="badge game-bar__demo">{t('game.demo')}</span> : null}
        </h1>
        {date !== null || reading ? (
          <p className="game-bar__date" aria-hidden={date === null || undefined}>
            {date ?? '\u00a0'}
          </p>
        ) : null}
      </div>
      <div className="game-bar__actions">
        <button type="button" className="icon-button" aria-label={t('game.bar.help')} onClick={onHelp}>
          <HelpIcon />
        </button>
        {onSettings ? (
          <button
            type="button"
            className="icon-button"
            aria-label={t('game.bar.settings')}
            onClick={onSettings}
          >
            <SlidersIcon />
          </button>
        ) : null}
      </div>
    </header>
  );
}
