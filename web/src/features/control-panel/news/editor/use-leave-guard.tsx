import { useEffect, type ReactNode, type RefObject } from 'react';
import { useBlocker, type Location } from 'react-router';
import { ConfirmDialog } from '../../games/shared/confirm-dialog';
import { useNewsText } from '../i18n/texts';

/** The editor's own address: moving between its views (`&view=`) is not leaving it. */
const editorOf = (location: Location) =>
  `${location.pathname}?id=${new URLSearchParams(location.search).get('id') ?? ''}`;

/**
 * With unsaved changes, leaving the editor (a link, back, another tab of the panel) asks first, and so
 * does closing or reloading the page. `leaving` marks the editor's own moves (after a save or delete).
 */
export function useLeaveGuard(active: boolean, leaving: RefObject<boolean>): ReactNode {
  const { t } = useNewsText();
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
      title={t('leave.title')}
      confirmLabel={t('leave.confirm')}
      busy={false}
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    >
      <p className="cp-news-dialog-text">{t('leave.body')}</p>
    </ConfirmDialog>
  );
}
