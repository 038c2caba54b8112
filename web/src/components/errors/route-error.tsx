import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../page/document-title';
import '../page/page.css';

/** Last-resort screen for an error thrown while rendering a route (the full recovery page comes later). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className="page container container--narrow">
      <DocumentTitle page={t('error.title')} />
      <h1 className="page__title">{t('error.title')}</h1>
      <p className="placeholder__text">{t('error.body')}</p>
      <div>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </button>
      </div>
    </main>
  );
}
