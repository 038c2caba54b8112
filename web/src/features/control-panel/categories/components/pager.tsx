import { ArrowLeftIcon, ArrowRightIcon } from '../../../../components/ui/icons';
import { useCategoriesText } from '../i18n/texts';

interface PagerProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  busy?: boolean;
}

/** Previous · page n of m · next; nothing when everything fits on one page. */
export function Pager({ page, pages, onChange, busy = false }: PagerProps) {
  const { t } = useCategoriesText();
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="cat-pager" aria-label={t('pager.label')}>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={page <= 1 || busy}
        onClick={() => onChange(page - 1)}
      >
        <ArrowLeftIcon width={16} height={16} />
        {t('pager.previous')}
      </button>
      <p className="cat-pager__status" aria-live="polite">
        {t('pager.status', { page, pages: Math.max(pages, page) })}
      </p>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={page >= pages || busy}
        onClick={() => onChange(page + 1)}
      >
        {t('pager.next')}
        <ArrowRightIcon width={16} height={16} />
      </button>
    </nav>
  );
}
