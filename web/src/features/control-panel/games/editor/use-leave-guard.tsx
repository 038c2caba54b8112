import { useEffect, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type Location } from 'react-router';
import { ConfirmDialog } from '../shared/confirm-dialog';

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
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && !leaving.current && editorOf(currentLocation) !== editorOf(nextLocation),
  );

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title={t('controlPanel.games.leave.title')}
      confirmLabel={t('controlPanel.games.leave.confirm')}
      busy={false}
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    >
      {t('controlPanel.games.leave.body')}
    </ConfirmDialog>
  );
}
