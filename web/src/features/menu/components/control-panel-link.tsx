import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShieldIcon } from '../../../components/ui/account-icons';
import type { KeyValueStore } from '../../../lib/api';
import { useApi } from '../../../lib/api-context';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage';
import { SETTINGS_KEY } from '../../control-panel/management/components/use-settings';
import { controlPanelEntry, enterControlPanel } from '../../control-panel/shell/first-visit';

const browserStorage: KeyValueStore = {
  getItem: readStorage,
  setItem: writeStorage,
  removeItem: removeStorage,
};

/** The menu's way into the control panel; an admin's first press goes to the settings' welcome. */
export function ControlPanelLink({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation();
  const { client } = useApi();
  const queryClient = useQueryClient();
  const settingsOpened = () => void queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
  return (
    <Link
      to={controlPanelEntry(roles, browserStorage)}
      className="button button--ghost"
      onClick={() => enterControlPanel(roles, browserStorage, client, settingsOpened)}
    >
      <ShieldIcon />
      {t('menu.controlPanel')}
    </Link>
  );
}
