import { useTranslation } from 'react-i18next';
import { SectionTabs } from './section-tabs';

/** The days tab's two lists: everyone's results per day, and the days the player can still catch up on. */
export function DaysViews({ current }: { current: 'results' | 'previous' }) {
  const { t } = useTranslation();
  return (
    <SectionTabs
      compact
      label={t('scoreboard.days.views')}
      tabs={[
        { to: '/scoreboard/days', label: t('scoreboard.days.results'), active: current === 'results' },
        {
          to: '/scoreboard/previous-days',
          label: t('common.previousDays'),
          active: current === 'previous',
        },
      ]}
    />
  );
}
