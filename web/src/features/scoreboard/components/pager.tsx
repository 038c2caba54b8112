import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { ChevronLeftIcon } from './scoreboard-icons';
import './scoreboard.css';

interface PagerProps {
  page: number;
  totalPages: number;
  hasMore: boolean;
  onChange: (page: number) => void;
  /** The list this pager turns: brought into view after a turn, so the new page starts at its top. */
  targetId?: string;
  busy?: boolean;
}

/** Previous · page n of m · Next. Hidden when everything fits on one page. */
export function Pager({ page, totalPages, hasMore, onChange, targetId, busy = false }: PagerProps) {
  const { t } = useTranslation();
  const last = Math.max(totalPages, page + (hasMore ? 1 : 0));
  if (last <= 1 && page <= 1) return null;

  const go = (next: number) => {
    onChange(next);
    const target = targetId === undefined ? null : document.getElementById(targetId);
    if (target !== null && target.getBoundingClientRect().top < 0) target.scrollIntoView({ block: 'start' });
  };

  return (
    <nav className="sb-pager" aria-label={t('scoreboard.pager.label')}>
      <button
        type="button"
        className="button button--secondary sb-pager__button"
        disabled={page <= 1 || busy}
        onClick={() => go(page - 1)}
      >
        <ChevronLeftIcon />
        <span>{t('scoreboard.pager.previous')}</span>
      </button>
      <p className="sb-pager__status" aria-live="polite">
        {t('scoreboard.pager.status', { page, total: Math.max(last, page) })}
      </p>
      <button
        type="button"
        className="button button--secondary sb-pager__button"
        disabled={!(hasMore || page < totalPages) || busy}
        onClick={() => go(page + 1)}
      >
        <span>{t('scoreboard.pager.next')}</span>
        <ChevronRightIcon />
      </button>
    </nav>
  );
}
