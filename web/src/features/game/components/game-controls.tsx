import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/ui/icons';
import { WORDS_PER_CATEGORY } from '../../../../../domain/constants/scoring.constants';
import { ClearIcon, ShuffleIcon } from './game-icons';
import './game-controls.css';

interface GameControlsProps {
  selected: number;
  busy: boolean;
  onShuffle: () => void;
  onClear: () => void;
  onSubmit: () => void;
}

/**
 * Submit, Shuffle, Clear. Submit is the first Tab stop after the grid. No button here is `disabled`: a
 * disabled button drops the focus to the page the moment it is pressed (a guess sent, the picks cleared)
 * and leaves the tab order, so the stops would move under a keyboard player's fingers.
 */
export function GameControls({ selected, busy, onShuffle, onClear, onSubmit }: GameControlsProps) {
  const { t } = useTranslation();
  const ready = selected === WORDS_PER_CATEGORY && !busy;
  return (
    <div
      className="game-controls game-controls--submit-first"
      role="group"
      aria-label={t('game.controls.label')}
      data-hotspot="controls"
    >
      <button
        type="button"
        className="button button--primary game-controls__submit"
        aria-disabled={!ready || undefined}
        onClick={() => {
          if (ready) onSubmit();
        }}
      >
        {busy ? <span className="spinner" aria-hidden="true" /> : <CheckIcon width={18} height={18} />}
        {t('game.controls.submit')}
        <span className="game-controls__count">
          <span aria-hidden="true">
            {selected}/{WORDS_PER_CATEGORY}
          </span>
          <span className="visually-hidden">{t('game.board.selected', { count: selected })}</span>
        </span>
      </button>
      <button type="button" className="button button--secondary game-controls__minor" onClick={onShuffle}>
        <ShuffleIcon width={18} height={18} />
        {t('game.controls.shuffle')}
      </button>
      <button
        type="button"
        className="button button--secondary game-controls__minor"
        aria-disabled={selected === 0 || undefined}
        onClick={() => {
          if (selected > 0) onClear();
        }}
      >
        <ClearIcon width={18} height={18} />
        {t('game.controls.clear')}
      </button>
    </div>
  );
}
