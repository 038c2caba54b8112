import { useTranslation } from 'react-i18next';
import type { ManagedGameStatus } from '../../../../../../contracts/manage-games.codec';
import { LockIcon } from './games-icons';

/** Where a game stands, in words (the colour only helps the eye). */
export function StatusBadge({ status }: { status: ManagedGameStatus }) {
  const { t } = useTranslation();
  return <span className={`cp-status cp-status--${status}`}>{t(`controlPanel.games.status.${status}`)}</span>;
}

/** Played on its day: its words, date and existence are fixed. */
export function LockBadge() {
  const { t } = useTranslation();
  return (
    <span className="cp-status cp-status--locked" title={t('controlPanel.games.locked.hint')}>
      <LockIcon width={12} height={12} />
      {t('controlPanel.games.locked.badge')}
    </span>
  );
}
