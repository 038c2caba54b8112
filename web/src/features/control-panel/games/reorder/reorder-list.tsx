import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedGameView } from '../../../../../../contracts/manage-games.codec';
import { FormAlert } from '../../../../components/form/form-alert';
import { useSubmission } from '../../../../components/form/use-submission';
import { formatDate } from '../../../../lib/format-date';
import { useGamesApi } from '../api/use-games-api';
import { gamesErrorText } from '../shared/games-errors';
import { datesInOrder, dropIndex, moveItem, sameOrder } from './reorder-model';
import { ReorderRow } from './reorder-row';

interface Drag {
  readonly from: number;
  readonly to: number;
  /** The rows' vertical centres when the drag began. */
  readonly middles: readonly number[];
}

/**
 * The games in their new order: dragged by the handle (pointer events, so mouse, pen and touch alike) or
 * moved with the keyboard (the handle takes arrow keys, Home and End; the buttons move one step). Every
 * move is announced with the game's new position and date.
 */
interface ReorderListProps {
  games: ManagedGameView[];
  /** The server's answer to a saved order (the games on their new dates). */
  onSaved: (games: ManagedGameView[]) => void;
  /** The order was changed again after a save. */
  onChanged: () => void;
}

export function ReorderList({ games, onSaved, onChanged }: ReorderListProps) {
  const { t, i18n } = useTranslation();
  const api = useGamesApi();
  const [order, setOrder] = useState(games);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const rows = useRef(new Map<string, HTMLLIElement>());
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const submission = useSubmission((error) => gamesErrorText(t, error, 'update'), 'Reorder failed');
  const dates = datesInOrder(games);
  const shown = drag === null ? order : moveItem(order, drag.from, drag.to);
  const changed = !sameOrder(order, games);
  const dateText = (date: string) => formatDate(date, i18n.language) ?? date;

  function move(from: number, to: number, focus = true) {
    if (to === from || to < 0 || to >= order.length) return;
    const game = order[from] as ManagedGameView;
    setOrder(moveItem(order, from, to));
    onChanged();
    setAnnouncement(
      t('controlPanel.games.reorder.moved', {
        title: game.title ?? dateText(game.date),
        position: to + 1,
        total: order.length,
        date: dateText(dates[to] ?? game.date),
      }),
    );
    // The row moved in the DOM; its handle keeps the focus so the next key press moves it on.
    if (focus) window.requestAnimationFrame(() => handles.current.get(game._id)?.focus());
  }

  // A drag follows the pointer on the window: the dragged row moves in the page as the order changes,
  // which would end a pointer capture on the handle itself.
  const dragRef = useRef<Drag | null>(null);
  const stopListening = useRef<(() => void) | null>(null);
  useEffect(() => () => stopListening.current?.(), []);

  function startDrag(index: number, pointerId: number, pointerY: number) {
    const middles = order.map((game) => {
      const box = rows.current.get(game._id)?.getBoundingClientRect();
      return box ? box.top + box.height / 2 : pointerY;
    });
    const update = (next: Drag | null) => {
      dragRef.current = next;
      setDrag(next);
    };
    update({ from: index, to: index, middles });
    const onMove = (event: PointerEvent) => {
      const current = dragRef.current;
      if (event.pointerId !== pointerId || current === null) return;
      const to = dropIndex(current.middles, current.from, event.clientY);
      if (to !== current.to) update({ ...current, to });
    };
    const onEnd = (event: PointerEvent) => {
      if (event.pointerId !== pointerId) return;
      const finished = dragRef.current;
      stopListening.current?.();
      update(null);
      if (event.type === 'pointerup' && finished !== null) move(finished.from, finished.to, false);
    };
    stopListening.current?.();
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onEnd);
    window.addEventListener('pointercancel', onEnd);
    stopListening.current = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onEnd);
      window.removeEventListener('pointercancel', onEnd);
      stopListening.current = null;
    };
  }

  async function save() {
    await submission.run(async () => onSaved(await api.reorder(order.map((game) => game._id))));
  }

  return (
    <>
      <p id="cp-reorder-help" className="cp-reorder__help">
        {t('controlPanel.games.reorder.help')}
      </p>
      <ol className="cp-reorder" aria-describedby="cp-reorder-help">
        {shown.map((game, index) => (
          <ReorderRow
            key={game._id}
            game={game}
            index={index}
            total={shown.length}
            newDate={dates[index] ?? game.date}
            dragging={drag !== null && shown[drag.to]?._id === game._id}
            rowRef={(element) =>
              element ? rows.current.set(game._id, element) : rows.current.delete(game._id)
            }
            handleRef={(element) =>
              element ? handles.current.set(game._id, element) : handles.current.delete(game._id)
            }
            onMove={(to) =>
              move(
                order.findIndex((candidate) => candidate._id === game._id),
                to,
              )
            }
            onDragStart={(pointerId, pointerY) => startDrag(index, pointerId, pointerY)}
          />
        ))}
      </ol>
      <p className="visually-hidden" aria-live="assertive">
        {announcement}
      </p>
      <FormAlert message={submission.failure} />
      <div className="cp-form-actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={!changed || submission.submitting}
          onClick={() => {
            setOrder(games);
            setAnnouncement(t('controlPanel.games.reorder.reset'));
          }}
        >
          {t('controlPanel.games.reorder.undo')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={!changed || submission.submitting}
          onClick={() => void save()}
        >
          {submission.submitting ? t('common.saving') : t('controlPanel.games.reorder.save')}
        </button>
      </div>
    </>
  );
}
