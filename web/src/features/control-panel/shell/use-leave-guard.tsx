import { useEffect, type ReactNode, type RefObject } from 'react';
import { useBlocker, type Location } from 'react-router';
import { ConfirmDialog } from '../games/shared/confirm-dialog';

export interface LeaveGuardTexts {
  title: string;
  confirm: string;
  body: ReactNode;
}

/**
 * With unsaved work, leaving the view (a link, back, another tab of the panel) asks first, and so does
 * closing or reloading the page. `viewOf` gives the view's own address (moves within it are not leaving);
 * `leaving` marks the view's own moves (after a save or delete).
 */
export function useLeaveGuard({
  active,
  viewOf,
  leaving,
  texts,
}: {
  active: boolean;
  viewOf: (location: Location) => string;
  leaving?: RefObject<boolean>;
  texts: LeaveGuardTexts;
}): ReactNode {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && !leaving?.current && viewOf(currentLocation) !== viewOf(nextLocation),
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
      title={texts.title}
      confirmLabel={texts.confirm}
      busy={false}
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    >
      {texts.body}
    </ConfirmDialog>
  );
}
