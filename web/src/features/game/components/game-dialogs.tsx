import type { GamePreferences } from '../../../../../contracts/game.codec';
import type { GameDialog } from '../hooks/use-game-dialog';
import { ForfeitModal } from './forfeit-modal';
import { GameSettingsModal } from './game-settings-modal';
import { InstructionsModal } from './instructions-modal';

interface GameDialogsProps {
  open: GameDialog | null;
  playing: boolean;
  busy: boolean;
  preferences: GamePreferences;
  onPreferences: (change: Partial<GamePreferences>) => void;
  onShow: (dialog: GameDialog) => void;
  onClose: () => void;
  /** Present while the clock waits: the instructions' own button then starts the game (closing does not). */
  onStart?: () => void;
  onForfeit: () => Promise<void>;
}

export function GameDialogs(props: GameDialogsProps) {
  const { open, playing, busy, preferences, onPreferences, onShow, onClose, onStart, onForfeit } = props;
  if (open === 'help') {
    return (
      <InstructionsModal
        hidden={preferences.hideInstructions}
        clockRunning={playing}
        onClose={(hideInstructions, start) => {
          if (hideInstructions !== preferences.hideInstructions) onPreferences({ hideInstructions });
          onClose();
          if (start) onStart?.();
        }}
      />
    );
  }
  // Settings and forfeit only make sense while a game is on (a reload may bring the history entry back).
  if (!playing) return null;
  if (open === 'settings') {
    return (
      <GameSettingsModal
        position={preferences.verticalPosition}
        busy={busy}
        onPosition={(verticalPosition) => onPreferences({ verticalPosition })}
        onHelp={() => onShow('help')}
        onForfeit={() => void onForfeit()}
        onClose={onClose}
      />
    );
  }
  if (open === 'forfeit')
    return <ForfeitModal busy={busy} onConfirm={() => void onForfeit()} onClose={onClose} />;
  return null;
}
