import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Location } from 'react-router';
import { useLeaveGuard as useGuard } from '../../shell/use-leave-guard';

/** The editor's own address: moving between its sections (`&section=`) is not leaving it. */
const editorOf = (location: Location) => {
  const search = new URLSearchParams(location.search);
  return `${location.pathname}?id=${search.get('id') ?? ''}&date=${search.get('date') ?? ''}`;
};

/**
 * With unsaved changes, leaving the editor (a link, back, another tab of the panel) asks first, and so
 * does closing or reloading the page. `leaving` marks the editor's own moves (after a save or delete).
 */
export function useLeaveGuard(active: boolean, leaving: RefObject<boolean>): ReactNode {
  const { t } = useTranslation();
  return useGuard({
    active,
    viewOf: editorOf,
    leaving,
    texts: {
      title: t('controlPanel.games.leave.title'),
      confirm: t('controlPanel.games.leave.confirm'),
      body: t('controlPanel.games.leave.body'),
    },
  });
}
