import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APP_VERSION } from '../../lib/app-version';
import './site-footer.css';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__donate">{t('footer.donate')}</p>
        <ul className="site-footer__meta">
          <li>
            <Link to="/gdpr">{t('footer.privacy')}</Link>
          </li>
          <li>{t('footer.version', { version: APP_VERSION })}</li>
        </ul>
      </div>
    </footer>
  );
}
