import { useEffect, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../games/shared/confirm-dialog';
import { useEmailText } from '../i18n/texts';

/** With a mail written but not sent, leaving the tab (or closing the page) asks first. */
export function useLeaveGuard(active: boolean): ReactNode {
  const { t } = useEmailText();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
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
      <p className="cp-mail-dialog-text">{t('leave.body')}</p>
    </ConfirmDialog>
  );
}
