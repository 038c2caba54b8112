import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../../components/ui/icons';

interface ListPagerProps {
  page: number;
  pages: number;
  busy: boolean;
  pathOf: (page: number) => string;
}

/** Previous · page n of m · Next, as links (the page is in the address). Hidden on a single page. */
export function ListPager({ page, pages, busy, pathOf }: ListPagerProps) {
  const { t } = useTranslation();
  if (pages <= 1 && page <= 1) return null;
  const step = (to: number, label: string, icon: React.ReactNode, after: boolean) =>
    to < 1 || to > pages || busy ? (
      <span className="button button--secondary button--small cp-pager__step" aria-disabled="true">
        {after ? null : icon}
        <span>{label}</span>
        {after ? icon : null}
      </span>
    ) : (
      <Link to={pathOf(to)} className="button button--secondary button--small cp-pager__step">
        {after ? null : icon}
        <span>{label}</span>
        {after ? icon : null}
      </Link>
    );
  return (
    <nav className="cp-pager" aria-label={t('controlPanel.pager.label')}>
      {step(page - 1, t('controlPanel.pager.previous'), <ArrowLeftIcon width={16} height={16} />, false)}
      <p className="cp-pager__status">{t('controlPanel.pager.status', { page, pages })}</p>
      {step(page + 1, t('controlPanel.pager.next'), <ArrowRightIcon width={16} height={16} />, true)}
    </nav>
  );
}
