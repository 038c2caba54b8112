import type { ManagedScoreView } from '../../../../../../contracts/manage-users.codec';
import { PencilIcon } from '../../games/shared/games-icons';
import { ScoreStatus } from '../components/score-status';
import { useUsersText } from '../i18n/texts';
import { formatDay, formatDuration, formatNumber } from '../model/format';
import { NoneYet, Section } from './section';

/** The latest stored scores, newest first, each with the way to correct it. */
export function RecentGames({
  games,
  onEdit,
}: {
  games: ManagedScoreView[];
  onEdit: (score: ManagedScoreView) => void;
}) {
  const { t, language } = useUsersText();
  return (
    <Section title={t('recent.title')}>
      {games.length === 0 ? (
        <NoneYet>{t('recent.none')}</NoneYet>
      ) : (
        <ul className="users-games">
          {games.map((game) => {
            const date = formatDay(game.date, language);
            return (
              <li key={game.id} className="users-game">
                <div className="users-game__head">
                  <span className="users-game__date">{date}</span>
                  <ScoreStatus status={game.status} />
                </div>
                <dl className="users-game__figures">
                  <div>
                    <dt>{t('recent.score')}</dt>
                    <dd>{formatNumber(game.score, language)}</dd>
                  </div>
                  <div>
                    <dt>{t('recent.mistakes')}</dt>
                    <dd>{formatNumber(game.mistakes, language)}</dd>
                  </div>
                  <div>
                    <dt>{t('recent.switches')}</dt>
                    <dd>{formatNumber(game.switches, language)}</dd>
                  </div>
                  <div>
                    <dt>{t('recent.time')}</dt>
                    <dd>{formatDuration(game.elapsedSeconds)}</dd>
                  </div>
                </dl>
                <button
                  type="button"
                  className="button button--secondary button--small users-game__action"
                  aria-label={t('recent.editNamed', { date })}
                  onClick={() => onEdit(game)}
                >
                  <PencilIcon width={16} height={16} />
                  {t('recent.edit')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
