import { useTranslation } from 'react-i18next';
import type { SuggestionView } from '../../../../../contracts/social.codec';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page/view-states';
import { formatDate } from '../../../lib/format-date';
import type { Remote } from '../../../lib/use-remote';
import { StatusChip } from './status-chip';

/** The player's own suggestions, newest first as the server lists them, each with its review state. */
export function MySuggestions({ state, onRetry }: { state: Remote<SuggestionView[]>; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="card card--stack social-card" aria-labelledby="my-suggestions-title">
      <h2 id="my-suggestions-title" className="card__title">
        {t('social.suggestions.mine.title')}
      </h2>
      {state.kind === 'loading' ? (
        <LoadingState minHeight="4rem" compact />
      ) : state.kind === 'failed' ? (
        <ErrorState message={t('social.suggestions.loadFailed')} onRetry={onRetry} compact />
      ) : state.value.length === 0 ? (
        <EmptyState compact>{t('social.suggestions.mine.empty')}</EmptyState>
      ) : (
        <ul className="suggestion-list">
          {state.value.map((suggestion) => (
            <li key={suggestion.id} className="suggestion">
              <div className="suggestion__head">
                <h3 className="suggestion__name">{suggestion.name}</h3>
                <StatusChip status={suggestion.status} />
              </div>
              <p className="suggestion__status-hint">
                {t(`social.suggestions.statusHint.${suggestion.status}`)}
              </p>
              <ul className="suggestion__words" aria-label={t('social.suggestions.form.words')}>
                {suggestion.words.map((word, index) => (
                  <li key={`${index}:${word}`} className="suggestion__word">
                    {word}
                  </li>
                ))}
              </ul>
              <p className="suggestion__meta">
                <span>{t('social.suggestions.mine.extra', { word: suggestion.extraWord })}</span>
                <span>
                  {t('social.suggestions.mine.sent', {
                    date: formatDate(suggestion.createdAt, i18n.language) ?? suggestion.createdAt,
                  })}
                </span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
