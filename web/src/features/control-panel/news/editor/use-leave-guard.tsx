import type { ReactNode, RefObject } from 'react';
import type { Location } from 'react-router';
import { useLeaveGuard as useGuard } from '../../shell/use-leave-guard';
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
  return useGuard({
    active,
    viewOf: editorOf,
    leaving,
    texts: {
      title: t('leave.title'),
      confirm: t('leave.confirm'),
      body: <p className="cp-news-dialog-text">{t('leave.body')}</p>,
    },
  });
}
