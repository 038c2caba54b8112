import { useTranslation } from 'react-i18next';

/** React 19 hoists <title> into <head>. Without a page name the title is the product and tagline. */
export function DocumentTitle({ page }: { page?: string }) {
  const { t } = useTranslation();
  const title = page ? t('app.documentTitle', { page }) : `${t('app.productName')} · ${t('app.tagline')}`;
  return <title>{title}</title>;
}
