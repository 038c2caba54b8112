import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { DocumentTitle } from '../../../components/page/document-title';
import { readStorage, writeStorage } from '../../../lib/storage';
import { GroupsPanel } from '../../groups/components/groups-panel';
import { openingTab, tabOfPath } from '../model/scoreboard-tabs';
import { DayDetailsPage } from './day-details-page';
import { DaysTab } from './days-tab';
import { MyListTab } from './my-list-tab';
import { PlayersTab } from './players-tab';
import { PreviousDaysTab } from './previous-days-tab';
import { ScoreboardTabs } from './scoreboard-tabs';
import { TodayHighScore } from './today-high-score';
import { TopLists } from './top-lists';
import './scoreboard.css';

/** The tab the scoreboard opens on next time. */
const TAB_KEY = 'wordgame_scoreboard_tab';

/** `/scoreboard/*`: today's best on top, then the tabs Days, Players, My list and Groups, each at its own path. */
export function ScoreboardPage() {
  const { t } = useTranslation();
  const { '*': rest = '' } = useParams();
  const tab = tabOfPath(rest);

  useEffect(() => {
    if (tab !== null) writeStorage(TAB_KEY, tab);
  }, [tab]);

  return (
    <div className="page container scoreboard">
      <DocumentTitle page={t('scoreboard.title')} />
      <header className="page__header">
        <h1 className="page__title">{t('scoreboard.title')}</h1>
      </header>
      <TodayHighScore />
      <ScoreboardTabs current={tab} />
      <Routes>
        <Route index element={<Navigate to={`/scoreboard/${openingTab(readStorage(TAB_KEY))}`} replace />} />
        <Route path="days" element={<DaysTab />} />
        <Route path="days/:date" element={<DayDetailsPage />} />
        <Route path="previous-days" element={<PreviousDaysTab />} />
        <Route path="players" element={<PlayersTab />} />
        <Route path="my-list" element={<MyListTab />} />
        <Route path="groups" element={<GroupsPanel />} />
        <Route path="*" element={<Navigate to="/scoreboard" replace />} />
      </Routes>
      {tab === 'groups' ? null : <TopLists />}
    </div>
  );
}
