import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { scoringFigures } from '../model/game-numbers';
import { InstructionsPicture, type Hotspot } from './instructions-picture';

interface InstructionsModalProps {
  hidden: boolean;
  /** Opened mid-game: the clock does not stop for the help, so the help says so first. */
  clockRunning: boolean;
  /**
   * Closing tells whether "don't show again" is ticked now, and whether the player pressed the button that
   * starts the game (Escape, the close button and the backdrop only close, leaving the Ready step waiting).
   */
  onClose: (hideInstructions: boolean, start: boolean) => void;
}

/** How to play (spec 2): the picture's parts explain themselves; "don't show again" is kept per player. */
export function InstructionsModal({ hidden, clockRunning, onClose }: InstructionsModalProps) {
  const { t, i18n } = useTranslation();
  const [chosen, setChosen] = useState<Hotspot>('wordCards');
  const [hide, setHide] = useState(hidden);
  // Enter starts the game at once; the picture's parts are a Shift+Tab away for who wants them.
  const start = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      title={t('game.instructions.title')}
      onClose={() => onClose(hide, false)}
      initialFocus={start}
      footer={
        <div className="instructions__footer">
          <label className="instructions__check">
            <input type="checkbox" checked={hide} onChange={(event) => setHide(event.target.checked)} />
            {t('game.instructions.dontShow')}
          </label>
          <button
            ref={start}
            type="button"
            className="button button--primary"
            onClick={() => onClose(hide, true)}
          >
            {t('game.instructions.start')}
          </button>
        </div>
      }
    >
      <div className="instructions">
        {clockRunning ? <p className="instructions__clock">{t('game.instructions.clockRunning')}</p> : null}
        <p className="modal__intro">{t('game.instructions.intro')}</p>
        <div className="instructions__explain" aria-live="polite">
          <h3 className="instructions__label">{t(`game.instructions.hotspots.${chosen}.label`)}</h3>
          {/* The costs in the page's number format (1 000 in Finnish, 1,000 in English), as the board shows them. */}
          <p>{t(`game.instructions.hotspots.${chosen}.text`, scoringFigures(i18n.language))}</p>
        </div>
        <InstructionsPicture chosen={chosen} onChoose={setChosen} />
      </div>
    </Modal>
  );
}
