import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../../components/brand/logo-mark';
import type { Language } from '../../../lib/language';
import { SiteChoice } from './site-choice';
import './language-chooser.css';

/** The sites a printed QR code leads to. Each is offered in its own language, whatever the UI language. */
const SITES: readonly { slug: string; language: Language }[] = [
  { slug: 'fi', language: 'fi' },
  { slug: 'en', language: 'en' },
];

/** `/qr`: a full-screen chooser between the Finnish and the English site. */
export function LanguageChooserPage() {
  const { i18n } = useTranslation();
  const inLanguage = SITES.map(({ language }) => ({ language, t: i18n.getFixedT(language) }));
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
        {SITES.map((site) => (
          <li key={site.slug}>
            <SiteChoice slug={site.slug} language={site.language} />
          </li>
        ))}
      </ul>
    </div>
  );
}
