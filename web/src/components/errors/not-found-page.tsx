import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../page/document-title';
import { ButtonLink } from '../ui/button-link';
import { ArrowLeftIcon } from '../ui/icons';
import './not-found.css';

/** Any unknown path: a group of three with its last word missing. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="not-found container container--narrow">
      <DocumentTitle page={t('notFound.title')} />
      <div className="not-found__art" aria-hidden="true">
        <span className="not-found__tile not-found__tile--1" />
        <span className="not-found__tile not-found__tile--2" />
        <span className="not-found__tile not-found__tile--missing">?</span>
      </div>
      <p className="not-found__code">{t('notFound.code')}</p>
      <h1 className="not-found__title">{t('notFound.title')}</h1>
      <p className="not-found__body">{t('notFound.body')}</p>
      <ButtonLink to="/" large>
        <ArrowLeftIcon />
        {t('common.backToMenu')}
      </ButtonLink>
    </div>
  );
}
