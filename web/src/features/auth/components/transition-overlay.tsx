import { useTranslation } from 'react-i18next';
import { useSession } from '../hooks/use-session';
import './transition-overlay.css';

/** Covers the page while a login or a registration runs (spec 4), so nothing is clicked half-way. */
export function TransitionOverlay() {
  const { t } = useTranslation();
  const { transitioning } = useSession();
  if (transitioning === null) return null;
  return (
    <div className="transition-overlay" role="status" aria-live="polite">
      <div className="transition-overlay__card">
        <span className="spinner spinner--large" aria-hidden="true" />
        <p className="transition-overlay__text">{t(`auth.overlay.${transitioning}`)}</p>
      </div>
    </div>
  );
}
