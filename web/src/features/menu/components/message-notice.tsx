import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/ui/icons';
import { useMessageOfTheDay } from '../hooks/use-message-of-the-day';

/** The message of the day as plain text (React escapes it: never HTML), with a button to dismiss it. */
export function MessageNotice() {
  const { t } = useTranslation();
  const { message, dismiss } = useMessageOfTheDay();
  if (message === null) return null;
  return (
    <aside className="menu-notice" aria-labelledby="menu-notice-title">
      <div className="menu-notice__body">
        <h2 id="menu-notice-title" className="menu-notice__title">
          {t('menu.message.title')}
        </h2>
        <p className="menu-notice__text">{message}</p>
      </div>
      <button
        type="button"
        className="icon-button menu-notice__close"
        aria-label={t('menu.message.dismiss')}
        onClick={dismiss}
      >
        <CloseIcon />
      </button>
    </aside>
  );
}
