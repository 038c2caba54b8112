import type { UserStandingView } from '../../../../../../contracts/manage-users.codec';
import { useScoresFormats } from '../components/use-scores-formats';
import { useScoresText } from '../i18n/texts';

const FIGURES = [
  'gamesPlayed',
  'wins',
  'winRate',
  'avgScore',
  'bestScore',
  'currentStreak',
  'maxStreak',
  'performanceIndex',
] as const;

/** A player's standing as the scoreboards count it: games, wins, averages, streaks and the index. */
export function StandingFigures({ standing, title }: { standing: UserStandingView | null; title: string }) {
  const { t } = useScoresText();
  const formats = useScoresFormats();
  return (
    <div className="cp-standing">
      <h4 className="cp-standing__title">{title}</h4>
      {standing === null ? (
        <p className="cp-scores__muted">{t('standing.none')}</p>
      ) : (
        <dl className="cp-standing__figures">
          {FIGURES.map((figure) => (
            <div key={figure} className="cp-standing__figure">
              <dt>{t(`standing.${figure}`)}</dt>
              <dd>
                {figure === 'winRate'
                  ? formats.share(standing.winRate / 100)
                  : formats.number(standing[figure])}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
