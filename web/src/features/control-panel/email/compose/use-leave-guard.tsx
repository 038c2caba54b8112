import type { ReactNode } from 'react';
import type { Location } from 'react-router';
import { useLeaveGuard as useGuard } from '../../shell/use-leave-guard';
import { useEmailText } from '../i18n/texts';

const tabOf = (location: Location) => location.pathname;

/** With a mail written but not sent, leaving the tab (or closing the page) asks first. */
export function useLeaveGuard(active: boolean): ReactNode {
  const { t } = useEmailText();
  return useGuard({
    active,
    viewOf: tabOf,
    texts: {
      title: t('leave.title'),
      confirm: t('leave.confirm'),
      body: <p className="cp-mail-dialog-text">{t('leave.body')}</p>,
    },
  });
}
