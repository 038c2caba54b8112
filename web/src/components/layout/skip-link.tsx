import { useTranslation } from 'react-i18next';
import './skip-link.css';

export const MAIN_ID = 'main';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href={`#${MAIN_ID}`}>
      {t('common.skipToContent')}
    </a>
  );
}
