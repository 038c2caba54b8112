import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../../i18n/i18n';
import { LANGUAGES } from '../../lib/language';
import './language-switch.css';

/** FI | EN segmented switch. The UI language only; the instance (site) stays the same. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <div className="language-switch" role="group" aria-label={t('language.switchLabel')}>
      {LANGUAGES.map((language) => {
        const active = i18n.resolvedLanguage === language;
        return (
          <button
            key={language}
            type="button"
            className="language-switch__option"
            aria-pressed={active}
            lang={language}
            onClick={() => chooseLanguage(i18n, language)}
          >
            {language.toUpperCase()}
            {/* The accessible name starts with the visible code (label in name), then the full name. */}
            <span className="visually-hidden"> {t(`language.${language}`)}</span>
          </button>
        );
      })}
    </div>
  );
}
