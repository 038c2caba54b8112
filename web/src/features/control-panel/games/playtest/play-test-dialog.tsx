import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToastHost } from '../../../../components/toast/toast-host';
import { closedByPerson } from '../../../../components/ui/dialog-close';
import { CloseIcon } from '../../../../components/ui/icons';
import { PlayTestRound } from './play-test-round';
import type { PlayTestPuzzle } from './session-views';
import '../preview/preview.css';

/**
 * The play-test over the whole screen (a modal <dialog>: focus stays in it, Escape closes it): the
 * unsaved puzzle on the real board, played against the rules in the browser. No call reaches the server.
 */
export function PlayTestDialog({ puzzle, onClose }: { puzzle: PlayTestPuzzle; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [round, setRound] = useState(0);

  // Open in the frame it is drawn in: Preact runs plain effects only after the next frame.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  // The board's toasts are raised while the dialog is open: outside it they would be hidden and unheard.
  useToastHost(dialog);

  return (
    <dialog
      ref={dialog}
      className="cp-playtest"
      aria-labelledby="cp-playtest-title"
      onClose={(event) => {
        if (closedByPerson(event.currentTarget)) onClose();
      }}
    >
      <header className="cp-playtest__bar">
        <div>
          <h2 id="cp-playtest-title" className="cp-playtest__title">
            {t('controlPanel.games.playtest.title')}
          </h2>
          <p className="cp-playtest__note">{t('controlPanel.games.playtest.nothingSaved')}</p>
        </div>
        <button
          type="button"
          className="icon-button"
          aria-label={t('common.close')}
          onClick={() => dialog.current?.close()}
        >
          <CloseIcon />
        </button>
      </header>
      <div className="cp-playtest__stage">
        <PlayTestRound
          key={round}
          puzzle={puzzle}
          onAgain={() => setRound((count) => count + 1)}
          onClose={() => dialog.current?.close()}
        />
      </div>
    </dialog>
  );
}
