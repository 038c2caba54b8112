import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The tab's title while the page is shown. Set on the document: Preact draws a `<title>` where it stands
 * (React 19 would hoist it into <head>), and the browser reads only the first, the server's in <head>.
 * Without a page name the title is the product and tagline.
 */
export function DocumentTitle({ page }: { page?: string }) {
  const { t } = useTranslation();
  const title = page ? t('app.documentTitle', { page }) : `${t('app.productName')} · ${t('app.tagline')}`;
  useEffect(() => {
    // A page without a title of its own (a dialog's route, the control panel's tabs) shows the one before.
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
  return null;
}
