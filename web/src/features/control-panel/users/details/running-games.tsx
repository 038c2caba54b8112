import type { RunningGameView } from '../../../../../../contracts/manage-users.codec';
import { FlagIcon } from '../../../../components/ui/icons';
import { useUsersText } from '../i18n/texts';
import { formatDay, formatMoment } from '../model/format';
import { NoneYet, Section } from './section';

/** Games started and not finished; an admin may end one as forfeited (after a question). */
export function RunningGames({
  games,
  onForfeit,
}: {
  games: RunningGameView[];
  onForfeit: (game: RunningGameView) => void;
}) {
  const { t, language } = useUsersText();
  return (
    <Section title={t('running.title')}>
      {games.length === 0 ? (
        <NoneYet>{t('running.none')}</NoneYet>
      ) : (
        <ul className="users-games">
          {games.map((game) => {
            const date = formatDay(game.date, language);
            return (
              <li key={game.gameId} className="users-game">
                <div className="users-game__head">
                  <span className="users-game__date">{date}</span>
                  <span className="users-game__meta">
                    {t('running.started', { time: formatMoment(game.startedAt, language) })}
                  </span>
                </div>
                <p className="users-game__meta">
                  {t('running.solved', { solved: game.solved })} ·{' '}
                  {t('running.mistakes', { count: game.mistakes })}
                </p>
                <button
                  type="button"
                  className="button button--secondary button--small users-game__action users-danger-text"
                  aria-label={t('running.forfeitNamed', { date })}
                  onClick={() => onForfeit(game)}
                >
                  <FlagIcon width={16} height={16} />
                  {t('running.forfeit')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
