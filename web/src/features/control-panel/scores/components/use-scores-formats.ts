import { useMemo } from 'react';
import { useScoresText } from '../i18n/texts';
import { createScoresFormats, type ScoresFormats } from '../model/scores-formats';

/** The tab's number, date and duration formats in the editor's language. */
export function useScoresFormats(): ScoresFormats {
  const { t, language } = useScoresText();
  return useMemo(
    () =>
      createScoresFormats(language, {
        underSecond: t('units.underSecond'),
        hours: (count) => t('units.hours', { count }),
        minutes: (count) => t('units.minutes', { count }),
        seconds: (count) => t('units.seconds', { count }),
      }),
    [language, t],
  );
}
