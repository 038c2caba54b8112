import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { NewsItemView } from '../../../../../../contracts/news.codec';
import { FormAlert } from '../../../../components/form/form-alert';
import { EmptyState, RemoteView } from '../../../../components/page/view-states';
import { ButtonLink } from '../../../../components/ui/button-link';
import { PlusIcon } from '../../../../components/ui/icons';
import { useRemote } from '../../../../lib/use-remote';
import { ConfirmDialog } from '../../games/shared/confirm-dialog';
import { createPanelFormats } from '../../shell/panel-formats';
import { Pager } from '../../shell/pager';
import { useRowActions } from '../../shell/use-row-actions';
import { useNewsApi } from '../api/use-news-api';
import { useErrorText } from '../components/use-error-text';
import { useNewsText } from '../i18n/texts';
import { newNewsPath, newsListPath, readPage } from '../news-paths';
import { NewsRow } from './news-row';

/** The news items ten a page (`?page=`), newest first, each with its switch, editor and deletion. */
export function NewsList() {
  const { t, language } = useNewsText();
  const api = useNewsApi();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const page = readPage(params.get('page'));
  const formats = useMemo(() => createPanelFormats(language), [language]);
  const list = useRemote(
    ['managed-news', 'list', page],
    (signal) => api.list(page, signal),
    'News list read failed',
  );
  const [deleting, setDeleting] = useState<NewsItemView | null>(null);
  const rows = useRowActions({ reload: list.reload, goneCode: 'NEWS_NOT_FOUND', errorText });

  const toggle = (item: NewsItemView, active: boolean) =>
    rows.run(
      item._id,
      () => api.setActive(item._id, active),
      t(active ? 'done.shown' : 'done.hidden'),
      'saveFailed',
    );
  const remove = async (item: NewsItemView) => {
    await rows.run(item._id, () => api.remove(item._id), t('done.deleted'), 'deleteFailed');
    setDeleting(null);
  };

  const answer = list.remote.kind === 'ready' ? list.remote.value : null;
  return (
    <section className="card card--stack cp-news" aria-labelledby="cp-news-title">
      <div className="split-row">
        <h2 id="cp-news-title" className="card__title">
          {t('title')}
        </h2>
        {answer === null ? null : <p className="badge">{t('count', { count: answer.total })}</p>}
      </div>
      <p className="cp-intro">{t('intro')}</p>
      <div className="cp-tab-toolbar">
        <ButtonLink to={newNewsPath()}>
          <PlusIcon width={18} height={18} />
          {t('create')}
        </ButtonLink>
      </div>
      <FormAlert message={rows.failure} />
      <RemoteView
        remote={list.remote}
        failed={list.remote.kind === 'failed' ? errorText(list.remote.error, 'listFailed') : ''}
        onRetry={list.reload}
      >
        {(value, refreshing) =>
          value.news.length === 0 ? (
            <EmptyState>{t('list.empty')}</EmptyState>
          ) : (
            <>
              <ul className="cp-news-list" aria-label={t('list.label')} aria-busy={refreshing}>
                {value.news.map((item) => (
                  <NewsRow
                    key={item._id}
                    item={item}
                    formats={formats}
                    busy={rows.busyId === item._id}
                    onToggle={(active) => void toggle(item, active)}
                    onDelete={() => setDeleting(item)}
                  />
                ))}
              </ul>
              <Pager page={value.currentPage} pages={value.pages} busy={refreshing} pathOf={newsListPath} />
            </>
          )
        }
      </RemoteView>
      {deleting === null ? null : (
        <ConfirmDialog
          title={t('remove.title')}
          confirmLabel={t('remove.confirm')}
          busy={rows.busyId === deleting._id}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p className="cp-news-dialog-text">
            {t('remove.body', { title: deleting.title || t('list.untitled') })}
          </p>
          {deleting.polls.length > 0 ? (
            <p className="cp-news-dialog-text">{t('remove.polls', { count: deleting.polls.length })}</p>
          ) : null}
        </ConfirmDialog>
      )}
    </section>
  );
}
