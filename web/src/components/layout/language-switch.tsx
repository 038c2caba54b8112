import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLanguageTexts } from '../../i18n/use-language-texts';
import { useInstance } from '../../lib/instance-context';
import { otherLanguageSites, samePageOn } from '../../lib/language-sites';
import { CheckIcon } from '../ui/icons';
import './language-switch.css';

const GlobeIcon = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3z" />
  </svg>
);

/**
 * The site's language and the way to the other one. Each language is its own site with its own puzzles and
 * accounts, so the control does not just translate the page: it opens a short list that says so, each
 * site in its own language, and leads to the same page on the other site (a full page load: another base).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const instance = useInstance();
  const { language } = instance;
  const location = useLocation();
  const popoverId = useId();
  const [open, setOpen] = useState(false);
  const here = i18n.getFixedT(language);
  const others = otherLanguageSites(instance);
  // The other sites speak for themselves in their own languages, whose texts are not in the page's first
  // download: they are fetched when the player reaches for the control (usually there before the panel opens).
  const otherTexts = useLanguageTexts(others.map((site) => site.language));
  // A server running one language has nowhere else to lead.
  if (others.length === 0) return null;
  return (
    <div className="language-switch">
      <button
        type="button"
        className="language-switch__toggle"
        popoverTarget={popoverId}
        aria-expanded={open}
        lang={language}
        onPointerEnter={otherTexts.load}
        onFocus={otherTexts.load}
      >
        <GlobeIcon />
        {/* The name starts with the visible code (label in name), then says what the control is for. */}
        <span>{language.toUpperCase()}</span>
        <span className="visually-hidden">
          {' '}
          {t(`language.${language}`)}, {t('language.switchLabel')}
        </span>
      </button>
      <div
        id={popoverId}
        popover="auto"
        className="language-switch__panel"
        onToggle={(event) => {
          setOpen(event.newState === 'open');
          otherTexts.load();
        }}
      >
        <p className="language-switch__title">{t('language.title')}</p>
        <ul className="language-switch__sites">
          <li className="language-switch__site language-switch__site--current" lang={language}>
            <CheckIcon width={18} height={18} className="language-switch__mark" />
            <span className="language-switch__text">
              <span className="language-switch__name">{here('qr.site')}</span>
              <span className="language-switch__note">{here('language.here')}</span>
            </span>
          </li>
          {others.map((site) => {
            // Until its texts arrive a site goes by its language's own name (the page's texts have it); the
            // note keeps its line, so nothing moves when they come.
            const there = otherTexts.ready ? i18n.getFixedT(site.language) : null;
            return (
              <li key={site.slug} lang={site.language}>
                <a
                  className="language-switch__site language-switch__link"
                  href={samePageOn(site.slug, location)}
                  hrefLang={site.language}
                >
                  <span className="language-switch__code" aria-hidden="true">
                    {site.language.toUpperCase()}
                  </span>
                  <span className="language-switch__text">
                    <span className="language-switch__name">
                      {there ? there('qr.site') : t(`language.${site.language}`)}
                    </span>
                    <span className="language-switch__note">
                      {there ? there('language.otherSite') : '\u00a0'}
                    </span>
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
