import type { AuditListAnswer } from '../../../../../contracts/manage-scores.codec';
import { EmptyState, RemoteView } from '../../../components/page/view-states';
import { useRemote } from '../../../lib/use-remote';
import { Pager } from '../shell/pager';
import { useAuditApi } from './api/use-audit-api';
import { AuditFilters } from './components/audit-filters';
import { AuditRecord } from './components/audit-record';
import { useAuditQuery } from './components/use-audit-query';
import { useErrorText } from './components/use-error-text';
import { useAuditText } from './i18n/texts';
import { auditSearch, hasFilters } from './model/audit-query';
import './audit.css';

const NO_ACTIONS: readonly string[] = [];

/**
 * The control panel's audit log (DESIGN 11), an admin's only, in its own lazily loaded chunk: every change
 * made through the control panel, newest first, filtered by action, person and dates, each opening to
 * what it changed. Read only.
 */
export function AuditTab() {
  const { t } = useAuditText();
  const api = useAuditApi();
  const errorText = useErrorText();
  const { query, actor, setActor, setFilter, clear, goToPage, pending } = useAuditQuery();
  const list = useRemote(
    ['audit', auditSearch(query)],
    (signal) => api.list(query, signal),
    'Audit read failed',
  );
  const answer = list.remote.kind === 'ready' ? list.remote.value : null;
  return (
    <section className="card card--stack cp-audit" aria-labelledby="cp-audit-title">
      <div className="split-row">
        <h2 id="cp-audit-title" className="card__title">
          {t('title')}
        </h2>
        {answer === null ? null : <p className="badge">{t('list.count', { count: answer.total })}</p>}
      </div>
      <p className="cp-audit__intro">{t('intro')}</p>
      <AuditFilters
        query={query}
        actions={answer?.actions ?? NO_ACTIONS}
        actor={actor}
        onActor={setActor}
        onFilter={setFilter}
        onClear={clear}
      />
      <RemoteView
        remote={list.remote}
        failed={list.remote.kind === 'failed' ? errorText(list.remote.error, 'loadFailed') : ''}
        onRetry={list.reload}
      >
        {(value, refreshing) => (
          <AuditList
            answer={value}
            refreshing={refreshing || pending}
            filtered={hasFilters(query)}
            onPage={(page) => {
              goToPage(page);
              document.getElementById('cp-audit-title')?.scrollIntoView({ block: 'start' });
            }}
            onClear={clear}
          />
        )}
      </RemoteView>
    </section>
  );
}

function AuditList({
  answer,
  refreshing,
  filtered,
  onPage,
  onClear,
}: {
  answer: AuditListAnswer;
  refreshing: boolean;
  filtered: boolean;
  onPage: (page: number) => void;
  onClear: () => void;
}) {
  const { t } = useAuditText();
  if (answer.records.length === 0)
    return filtered ? (
      <EmptyState
        action={
          <button type="button" className="button button--secondary button--small" onClick={onClear}>
            {t('filters.clear')}
          </button>
        }
      >
        {t('list.noMatches')}
      </EmptyState>
    ) : (
      <EmptyState>{t('list.empty')}</EmptyState>
    );
  return (
    <div className="cp-audit__list" data-refreshing={refreshing || undefined} aria-busy={refreshing}>
      <ol className="cp-audit-records">
        {answer.records.map((record) => (
          <AuditRecord key={record.id} record={record} />
        ))}
      </ol>
      <Pager page={answer.currentPage} pages={answer.pages} busy={refreshing} onChange={onPage} />
    </div>
  );
}
