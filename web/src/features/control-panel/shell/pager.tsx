import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../components/ui/icons';

interface PagerProps {
  page: number;
  pages: number;
  busy?: boolean;
  /** The page is in the address: the steps are links (back and forward move between pages too). */
  pathOf?: (page: number) => string;
  /** Otherwise the steps are buttons that call this. */
  onChange?: (page: number) => void;
}

/** The control panel's lists: Previous · page n of m · Next, hidden on a single page. */
export function Pager({ page, pages, busy = false, pathOf, onChange }: PagerProps) {
  const { t } = useTranslation();
  if (pages <= 1 && page <= 1) return null;
  const step = (to: number, label: string, icon: ReactNode, iconAfter: boolean) => {
    const content = (
      <>
        {iconAfter ? null : icon}
        <span>{label}</span>
        {iconAfter ? icon : null}
      </>
    );
    const className = 'button button--secondary button--small cp-pager__step';
    const disabled = to < 1 || to > pages || busy;
    if (pathOf === undefined)
      return (
        <button type="button" className={className} disabled={disabled} onClick={() => onChange?.(to)}>
          {content}
        </button>
      );
    return disabled ? (
      <span className={className} aria-disabled="true">
        {content}
      </span>
    ) : (
      <Link to={pathOf(to)} className={className}>
        {content}
      </Link>
    );
  };
  return (
    <nav className="cp-pager" aria-label={t('controlPanel.pager.label')}>
      {step(page - 1, t('controlPanel.pager.previous'), <ArrowLeftIcon width={16} height={16} />, false)}
      <p className="cp-pager__status" aria-live="polite">
        {t('controlPanel.pager.status', { page, pages: Math.max(pages, page) })}
      </p>
      {step(page + 1, t('controlPanel.pager.next'), <ArrowRightIcon width={16} height={16} />, true)}
    </nav>
  );
}
