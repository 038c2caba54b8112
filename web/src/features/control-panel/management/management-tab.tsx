import { useManagementApi } from './api/use-management-api';
import { BrandingPanel } from './branding/branding-panel';
import { useSettings } from './components/use-settings';
import { SystemSettingsPanel } from './settings/system-settings-panel';
import '../../../components/form/form.css';
import './management.css';

/**
 * The control panel's management (DESIGN 11), an admin's only, in its own lazily loaded chunk: the system
 * switches and the donation link (`system-settings`), and the header's branding (`branding`).
 */
export function ManagementTab({ subtab }: { subtab: string | undefined }) {
  const api = useManagementApi();
  const settings = useSettings(api);
  return subtab === 'branding' ? (
    <BrandingPanel api={api} settings={settings} />
  ) : (
    <SystemSettingsPanel api={api} settings={settings} />
  );
}
