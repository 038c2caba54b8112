import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createFormats, type Formats } from '../model/format';

/** The scoreboard's number and date formats in the page's language. */
export function useFormats(): Formats {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => createFormats(language), [language]);
}
