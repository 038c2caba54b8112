import {
  SUGGESTION_STATUSES,
  type SuggestionStatus,
} from '../../../../../../domain/suggestions/suggestion-status';
import { useCategoriesText } from '../i18n/texts';

/** Which suggestions are listed: one status at a time, the pressed one marked in words for screen readers. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: SuggestionStatus;
  onChange: (status: SuggestionStatus) => void;
}) {
  const { t } = useCategoriesText();
  return (
    <div className="status-filter" role="group" aria-label={t('review.status')}>
      <ul className="segmented">
        {SUGGESTION_STATUSES.map((status) => (
          <li key={status}>
            <button
              type="button"
              className="segmented__option"
              aria-pressed={status === value}
              onClick={() => onChange(status)}
            >
              {t(`review.statuses.${status}`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
