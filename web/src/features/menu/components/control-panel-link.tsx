import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShieldIcon } from '../../../components/ui/account-icons';
import type { KeyValueStore } from '../../../lib/api';
import { useApi } from '../../../lib/api-context';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage';
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
  return (
    <Link
      to={controlPanelEntry(roles, browserStorage)}
      className="button button--ghost"
      onClick={() => enterControlPanel(roles, browserStorage, client)}
    >
      <ShieldIcon />
      {t('menu.controlPanel')}
    </Link>
  );
}
