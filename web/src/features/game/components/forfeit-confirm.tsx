import { FlagIcon } from '../../../components/ui/icons';
import { useTranslation } from 'react-i18next';

interface ForfeitConfirmProps {
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The spec's confirmation before a forfeit: the score goes to 0 and the game ends. */
export function ForfeitConfirm({ busy, onConfirm, onCancel }: ForfeitConfirmProps) {
  const { t } = useTranslation();
  return (
    <div className="forfeit-confirm">
      <p>{t('game.forfeit.confirm')}</p>
      <div className="forfeit-confirm__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('game.forfeit.cancel')}
        </button>
        <button type="button" className="button button--danger" disabled={busy} onClick={onConfirm}>
          <FlagIcon width={18} height={18} />
          {t('game.forfeit.yes')}
        </button>
      </div>
    </div>
  );
}
