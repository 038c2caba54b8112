import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlagIcon } from '../../../components/ui/icons';
import type { VerticalPosition } from '../../../../../contracts/game.codec';
import { Modal } from '../../../components/ui/modal';
import { ForfeitConfirm } from './forfeit-confirm';
import { HelpIcon } from './game-icons';
import { PositionPicker } from './position-picker';

interface GameSettingsModalProps {
  position: VerticalPosition;
  busy: boolean;
  onPosition: (position: VerticalPosition) => void;
  onHelp: () => void;
  onForfeit: () => void;
  onClose: () => void;
}

/** Top right of the game: board position, the instructions again, and forfeit (after a confirmation). */
export function GameSettingsModal(props: GameSettingsModalProps) {
  const { position, busy, onPosition, onHelp, onForfeit, onClose } = props;
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <Modal title={confirming ? t('game.forfeit.title') : t('game.settings.title')} onClose={onClose}>
      {confirming ? (
        <ForfeitConfirm busy={busy} onConfirm={onForfeit} onCancel={() => setConfirming(false)} />
      ) : (
        <div className="game-settings">
          <PositionPicker value={position} onChange={onPosition} />
          <div className="game-settings__actions">
            <button type="button" className="button button--secondary" onClick={onHelp}>
              <HelpIcon width={18} height={18} />
              {t('game.settings.instructions')}
            </button>
            <button
              type="button"
              className="button button--secondary game-settings__forfeit"
              onClick={() => setConfirming(true)}
            >
              <FlagIcon width={18} height={18} />
              {t('game.controls.forfeit')}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
