import { useTranslation } from 'react-i18next';
import { SCOREBOARD_TABS, type ScoreboardTab } from '../model/scoreboard-tabs';
import { SectionTabs } from './section-tabs';

/** Days · Players · My list · Groups: each tab has its own address under /scoreboard. */
export function ScoreboardTabs({ current }: { current: ScoreboardTab | null }) {
  const { t } = useTranslation();
  return (
    <SectionTabs
      label={t('scoreboard.tabs.label')}
      tabs={SCOREBOARD_TABS.map((tab) => ({
        to: `/scoreboard/${tab}`,
        label: t(`scoreboard.tabs.${tab}`),
        active: tab === current,
      }))}
    />
  );
}
