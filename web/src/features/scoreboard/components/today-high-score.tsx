import { useTranslation } from 'react-i18next';
import { TrophyIcon } from '../../../components/ui/icons';
import { LoadingState } from '../../../components/page/view-states';
import { useRemote } from '../../../lib/use-remote';
import { SCOREBOARD } from '../hooks/scoreboard-reads';
import { useFormats } from '../hooks/use-formats';
import { useScoreboardApi } from '../hooks/use-scoreboard-api';

/** The day's best score so far, above every tab. A failure says so in one line and offers a retry. */
export function TodayHighScore() {
  const { t } = useTranslation();
  const formats = useFormats();
  const api = useScoreboardApi();
  const { remote, reload } = useRemote([SCOREBOARD, 'today-high-score'], (signal) =>
    api.todayHighScore(signal),
  );

  const body = () => {
    if (remote.kind === 'loading') return <LoadingState compact />;
    if (remote.kind === 'failed')
      return (
        <p className="today-best__line" role="alert">
          {t('scoreboard.today.failed')}{' '}
          <button type="button" className="link-button" onClick={reload}>
            {t('common.retry')}
          </button>
        </p>
      );
    const today = remote.value;
    if (today.highScore === null) return <p className="today-best__line">{t('scoreboard.today.none')}</p>;
    return (
      <>
        <p className="today-best__score">
          {formats.number(today.highScore)}
          <span className="today-best__unit">{t('scoreboard.day.points')}</span>
        </p>
        <p className="today-best__line">
          {today.username ? <strong className="today-best__who">{today.username}</strong> : null}
          <span>{t('scoreboard.today.players', { count: today.totalPlayers })}</span>
        </p>
      </>
    );
  };

  return (
    <section className="today-best" aria-labelledby="today-best-title">
      <span className="today-best__icon" aria-hidden="true">
        <TrophyIcon width={28} height={28} />
      </span>
      <div className="today-best__body">
        <h2 id="today-best-title" className="eyebrow">
          {t('scoreboard.today.title')}
        </h2>
        {body()}
      </div>
    </section>
  );
}
