import { useId } from 'react';
import type { AuditQuery } from '../model/audit-query';
import { hasFilters, isBackwards } from '../model/audit-query';
import { useAuditText } from '../i18n/texts';
import { actionLabel } from './action-label';

interface AuditFiltersProps {
  query: AuditQuery;
  actions: readonly string[];
  actor: string;
  onActor: (value: string) => void;
  onFilter: (filter: 'action' | 'from' | 'to', value: string) => void;
  onClear: () => void;
}

/** What the list shows: one kind of change, one person's, between two dates; each kept in the address. */
export function AuditFilters({ query, actions, actor, onActor, onFilter, onClear }: AuditFiltersProps) {
  const { t } = useAuditText();
  const id = useId();
  const sorted = [...new Set([...actions, ...(query.action === '' ? [] : [query.action])])].sort((a, b) =>
    actionLabel(t, a).localeCompare(actionLabel(t, b)),
  );
  return (
    <form
      className="cp-audit-filters"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="field cp-audit-filters__action">
        <label htmlFor={`${id}-action`} className="field__label">
          {t('filters.action')}
        </label>
        <select
          id={`${id}-action`}
          className="field__input cp-audit-filters__select"
          value={query.action}
          onChange={(event) => onFilter('action', event.target.value)}
        >
          <option value="">{t('filters.allActions')}</option>
          {sorted.map((action) => (
            <option key={action} value={action}>
              {actionLabel(t, action)}
            </option>
          ))}
        </select>
      </div>
      <div className="field cp-audit-filters__actor">
        <label htmlFor={`${id}-actor`} className="field__label">
          {t('filters.actor')}
        </label>
        <input
          id={`${id}-actor`}
          type="search"
          className="field__input"
          value={actor}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('filters.actorPlaceholder')}
          onChange={(event) => onActor(event.target.value)}
        />
      </div>
      <div className="field cp-audit-filters__date">
        <label htmlFor={`${id}-from`} className="field__label">
          {t('filters.from')}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className="field__input"
          value={query.from}
          max={query.to || undefined}
          onChange={(event) => onFilter('from', event.target.value)}
        />
      </div>
      <div className="field cp-audit-filters__date">
        <label htmlFor={`${id}-to`} className="field__label">
          {t('filters.to')}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className="field__input"
          value={query.to}
          min={query.from || undefined}
          onChange={(event) => onFilter('to', event.target.value)}
        />
      </div>
      {isBackwards(query) ? (
        <p className="field__error cp-audit-filters__problem" role="alert">
          {t('filters.backwards')}
        </p>
      ) : null}
      {hasFilters(query) || actor !== '' ? (
        <button type="button" className="link-button cp-audit-filters__clear" onClick={onClear}>
          {t('filters.clear')}
        </button>
      ) : null}
    </form>
  );
}
