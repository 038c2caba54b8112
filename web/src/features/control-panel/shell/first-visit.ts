import type { ApiClient, KeyValueStore } from '../../../lib/api';
import { tabPath } from './control-panel-tabs';

// Admin spec 2 and 6: an admin's first way into the control panel from the menu leads to the system
// settings with a welcome, and opens registration (which a fresh installation would otherwise leave to
// chance). The flag is this browser's memory of it; game managers go straight to the games.

export const ONBOARDING_SEEN_KEY = 'wordgame_onboarding_seen';
export const FIRST_VISIT_PATH = `${tabPath('management', 'system-settings')}?first=1`;
export const ENTRY_PATH = '/control-panel';

const isFirstVisit = (roles: readonly string[], store: Pick<KeyValueStore, 'getItem'>): boolean =>
  roles.includes('admin') && store.getItem(ONBOARDING_SEEN_KEY) === null;

/** Where the menu's control-panel button leads now. */
export const controlPanelEntry = (roles: readonly string[], store: Pick<KeyValueStore, 'getItem'>): string =>
  isFirstVisit(roles, store) ? FIRST_VISIT_PATH : ENTRY_PATH;

/**
 * The press itself: on a first visit, remembers it and turns registration on (a failure changes nothing
 * for the admin, who lands on the settings anyway). Answers whether it was the first visit. The settings
 * page may read the settings before the switch has taken: `onOpened` runs when it has, to read them again.
 */
export function enterControlPanel(
  roles: readonly string[],
  store: KeyValueStore,
  client: ApiClient,
  onOpened: () => void = () => undefined,
): boolean {
  if (!isFirstVisit(roles, store)) return false;
  store.setItem(ONBOARDING_SEEN_KEY, 'true');
  client
    .put('/manage/system/settings', { registrationEnabled: true }, { auth: 'required' })
    .then(onOpened, (error: unknown) =>
      console.warn('Opening registration on the first visit failed', error),
    );
  return true;
}
