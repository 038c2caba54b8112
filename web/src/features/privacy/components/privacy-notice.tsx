import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { AnalyticsSwitch } from '../../analytics/components/analytics-switch';
import { usePrivacyText } from '../i18n/texts';
import './privacy-notice.css';

const SECTIONS = ['collect', 'purpose', 'browser', 'sharing', 'rights'] as const;

/** The GDPR notice, as a modal (a chunk of its own: few visits open it); closing it is up to the owner (the /gdpr route goes back to the menu). */
export function PrivacyNotice({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const text = usePrivacyText();
  return (
    <Modal
      title={t('gdpr.title')}
      onClose={onClose}
      footer={
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      <div className="privacy">
        <p className="privacy__intro">{t('gdpr.intro')}</p>
        {SECTIONS.map((section) => (
          <section key={section} className="privacy__section">
            <h3 className="privacy__heading">{t(`gdpr.${section}.title`)}</h3>
            <p>{t(`gdpr.${section}.body`)}</p>
          </section>
        ))}
        {/* The one place a guest can change the analytics answer, so the switch sits beside its text. */}
        <section className="privacy__section" aria-labelledby="privacy-analytics">
          <h3 id="privacy-analytics" className="privacy__heading">
            {text('analyticsTitle')}
          </h3>
          <p>{text('analyticsBody')}</p>
          <p>{text('analyticsWithdraw')}</p>
          <AnalyticsSwitch withHint={false} />
        </section>
      </div>
    </Modal>
  );
}
