import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GiftIcon } from '../ui/account-icons';
import { APP_VERSION } from '../../lib/app-version';
import { useSiteSettings } from '../../lib/use-site-settings';
import { UpdateCheck } from './update-check';
import './site-footer.css';

export function SiteFooter() {
  const { t } = useTranslation();
  // From the global settings the page reads anyway (one shared, cached read); no address, no line.
  const settings = useSiteSettings();
  const donationUrl = settings.kind === 'ready' ? settings.value.donationUrl : null;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {donationUrl === null ? null : (
          <a className="site-footer__donate" href={donationUrl} target="_blank" rel="noopener noreferrer">
            <GiftIcon width={18} height={18} />
            {t('footer.donate')}
            <span className="visually-hidden"> ({t('footer.donateNote')})</span>
          </a>
        )}
        <ul className="site-footer__meta">
          <li>
            <Link to="/gdpr">{t('footer.privacy')}</Link>
          </li>
          <li>{t('footer.version', { version: APP_VERSION })}</li>
          <UpdateCheck />
        </ul>
      </div>
    </footer>
  );
}
