import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../../components/brand/logo-mark';
import { useInstance } from '../../../lib/instance-context';
import { SiteChoice } from './site-choice';
import './language-chooser.css';

/**
 * `/qr`: a full-screen chooser between the sites the server runs (the Finnish and the English one by
 * default), where a printed QR code leads. Each is offered in its own language, whatever the UI language.
 */
export function LanguageChooserPage() {
  const { i18n } = useTranslation();
  const { sites } = useInstance();
  const languages = [...new Set(sites.map((site) => site.language))];
  const inLanguage = languages.map((language) => ({ language, t: i18n.getFixedT(language) }));
  return (
    <div className="chooser">
      <title>{inLanguage.map(({ t }) => t('app.productName')).join(' · ')}</title>
      <header className="chooser__header">
        <LogoMark size={56} />
        <p className="chooser__names">
          {inLanguage.map(({ language, t }) => (
            <span key={language} lang={language}>
              {t('app.productName')}
            </span>
          ))}
        </p>
        <h1 className="chooser__title">
          {inLanguage.map(({ language, t }) => (
            <span key={language} lang={language}>
              {t('qr.choose')}
            </span>
          ))}
        </h1>
      </header>
      <ul className="chooser__sites">
        {sites.map((site) => (
          <li key={site.slug}>
            <SiteChoice slug={site.slug} language={site.language} />
          </li>
        ))}
      </ul>
    </div>
  );
}
