import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../lib/language';
import { hasLanguageTexts, loadLanguageTexts } from './language-texts';

/**
 * For a part that shows texts in other languages than the page's (each site's name in its own language):
 * whether they are loaded, and `load`, which fetches the missing ones and renders the part again when they
 * arrive. A failed fetch leaves the part on its fallback; the next `load` tries again.
 */
export function useLanguageTexts(languages: readonly Language[]): { ready: boolean; load: () => void } {
  const { i18n } = useTranslation();
  const [, setArrivals] = useState(0);
  const missing = languages.filter((language) => !hasLanguageTexts(i18n, language));
  const load = () => {
    if (missing.length === 0) return;
    Promise.all(missing.map((language) => loadLanguageTexts(i18n, language))).then(
      () => setArrivals((count) => count + 1),
      () => undefined,
    );
  };
  return { ready: missing.length === 0, load };
}
