import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/ui/icons';
import { WORDS_PER_CATEGORY } from '../../../../../domain/constants/scoring.constants';
import { ClearIcon, ShuffleIcon } from './game-icons';

interface GameControlsProps {
  selected: number;
  busy: boolean;
  onShuffle: () => void;
  onClear: () => void;
  onSubmit: () => void;
}

export function GameControls({ selected, busy, onShuffle, onClear, onSubmit }: GameControlsProps) {
  const { t } = useTranslation();
  const ready = selected === WORDS_PER_CATEGORY && !busy;
  return (
    <div className="game-controls" role="group" aria-label={t('game.controls.label')} data-hotspot="controls">
      <button type="button" className="button button--secondary game-controls__minor" onClick={onShuffle}>
        <ShuffleIcon width={18} height={18} />
        {t('game.controls.shuffle')}
      </button>
      <button
        type="button"
        className="button button--secondary game-controls__minor"
        disabled={selected === 0}
        onClick={onClear}
      >
        <ClearIcon width={18} height={18} />
        {t('game.controls.clear')}
      </button>
      <button
        type="button"
        className="button button--primary game-controls__submit"
        disabled={!ready}
        onClick={onSubmit}
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
    </div>
  );
}
