import { useTranslation } from 'react-i18next';
import { canCheckForUpdates, setUpdateState } from '../../lib/pwa/app-updates';
import { useAppUpdate } from '../../lib/pwa/use-app-update';

/** The updater comes after the page has loaded (main.tsx); a press before that waits for it. */
const checkForUpdate = () =>
  import('../../lib/pwa/app-updater').then(
    (updater) => updater.checkForUpdate(),
    () => setUpdateState('checkFailed'),
  );

/**
 * The footer's version check: the app checks by itself every hour, but a player told "there is a fix" can
 * ask now. A new version then takes over (the updating overlay); otherwise the answer shows here.
 */
export function UpdateCheck() {
  const { t } = useTranslation();
  const state = useAppUpdate();
  if (!canCheckForUpdates()) return null;
  const answer =
    state === 'upToDate'
      ? t('appShell.update.upToDate')
      : state === 'checkFailed'
        ? t('appShell.update.checkFailed')
        : null;
  return (
    <li className="update-check">
      <button
        type="button"
        className="update-check__button"
        disabled={state === 'checking' || state === 'updating'}
        onClick={() => void checkForUpdate()}
      >
        {state === 'checking' ? t('appShell.update.checking') : t('appShell.update.check')}
      </button>
      <span className="update-check__answer" role="status">
        {answer}
      </span>
    </li>
  );
}
