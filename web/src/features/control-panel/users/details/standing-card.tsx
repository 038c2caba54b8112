import type { UserStandingView } from '../../../../../../contracts/manage-users.codec';
import { useUsersText } from '../i18n/texts';
import { formatNumber, formatPercent } from '../model/format';
import { NoneYet, Section } from './section';

const FIGURES = [
  'gamesPlayed',
  'wins',
  'winRate',
  'avgScore',
  'bestScore',
  'combinedPoints',
  'currentStreak',
  'maxStreak',
  'losingStreak',
  'performanceIndex',
] as const satisfies readonly (keyof UserStandingView)[];

/** The user's standing as the scoreboards count it (recomputed after a score edit). */
export function StandingCard({ standing }: { standing: UserStandingView | null }) {
  const { t, language } = useUsersText();
  return (
    <Section title={t('standing.title')} className="users-standing">
      {standing === null ? (
        <NoneYet>{t('standing.none')}</NoneYet>
      ) : (
        <dl className="users-figures">
          {FIGURES.map((figure) => (
            <div key={figure} className="users-figures__item">
              <dt>{t(`standing.${figure}`)}</dt>
              <dd>
                {figure === 'winRate'
                  ? formatPercent(standing.winRate, language)
                  : formatNumber(standing[figure], language)}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Section>
  );
}
