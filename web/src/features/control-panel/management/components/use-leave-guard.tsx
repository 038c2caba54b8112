import type { ReactNode } from 'react';
import type { Location } from 'react-router';
import { useLeaveGuard as useGuard } from '../../shell/use-leave-guard';
import { useManagementText } from '../i18n/texts';

/** The sub-tab's own address: its query (`?first=1`) is not another view. */
const viewOf = (location: Location) => location.pathname;

/** With unsaved changes, leaving the sub-tab (or closing the page) asks first. */
export function useLeaveGuard(active: boolean): ReactNode {
  const { t } = useManagementText();
  return useGuard({
    active,
    viewOf,
    texts: {
      title: t('leave.title'),
      confirm: t('leave.confirm'),
      body: <p className="cp-mgmt-dialog-text">{t('leave.body')}</p>,
    },
  });
}
