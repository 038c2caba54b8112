import { useTranslation } from 'react-i18next';
import { ArrowRightIcon } from '../../../components/ui/icons';
import type { Language } from '../../../lib/language';

interface SiteChoiceProps {
  slug: string;
  language: Language;
}

/** A full-page link (not a router link): the other site is another instance with its own base. */
export function SiteChoice({ slug, language }: SiteChoiceProps) {
  const { i18n } = useTranslation();
  const t = i18n.getFixedT(language);
  return (
    <a
      className={`site-choice site-choice--${language}`}
      href={`/${slug}/`}
      lang={language}
      hrefLang={language}
    >
      <span className="site-choice__code" aria-hidden="true">
        {language.toUpperCase()}
      </span>
      <span className="site-choice__text">
        <span className="site-choice__name">{t('qr.site')}</span>
        <span className="site-choice__description">{t('qr.description')}</span>
      </span>
      <ArrowRightIcon className="site-choice__arrow" width={24} height={24} />
    </a>
  );
}
