import { useTranslation } from 'react-i18next';
import { groupErrorCode } from '../model/group-error';

export type GroupActionFailure = 'actionFailed' | 'lookupFailed' | 'createFailed' | 'joinFailed';

/** A group action's failure in the page's language: its code's own text, else the action's general one. */
export function useGroupErrorText(): (error: unknown, fallback?: GroupActionFailure) => string {
  const { t } = useTranslation();
  return (error, fallback = 'actionFailed') => {
    const code = groupErrorCode(error);
    if (code === 'network') return t('errors.network');
    return code === null ? t(`groups.errors.${fallback}`) : t(`groups.errors.${code}`);
  };
}
