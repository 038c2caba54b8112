import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from '../ui/icons';
import { ButtonLink } from '../ui/button-link';
import './page.css';

interface PlaceholderProps {
  children: ReactNode;
  /** Where the secondary link leads; the main menu unless told otherwise. */
  back?: { to: string; label: string };
}

/** A friendly "coming soon" card for pages that later issues fill. */
export function Placeholder({ children, back }: PlaceholderProps) {
  const { t } = useTranslation();
  return (
    <section className="placeholder card">
      <div className="placeholder__art" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => (
          <span key={n} className={`placeholder__bar placeholder__bar--${n}`} />
        ))}
      </div>
      <p className="badge">{t('common.comingSoon')}</p>
      <p className="placeholder__text">{children}</p>
      <ButtonLink to={back?.to ?? '/'} variant="secondary">
        <ArrowLeftIcon />
        {back?.label ?? t('common.backToMenu')}
      </ButtonLink>
    </section>
  );
}
