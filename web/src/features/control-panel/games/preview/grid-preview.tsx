import { useTranslation } from 'react-i18next';
import { SwitchButton } from '../../../game/components/switch-button';
import { WordCard } from '../../../game/components/word-card';
import '../../../game/components/board.css';

const noop = () => undefined;

/**
 * The grid as players will see it, drawn with the board's own cards and switch buttons. It is a picture:
 * inert to pointer and keyboard, and told to screen readers row by row instead.
 */
export function GridPreview({ rows }: { rows: readonly (readonly string[])[] }) {
  const { t } = useTranslation();
  return (
    <div className="cp-grid-preview">
      <div className="word-grid" aria-hidden="true" inert>
        {rows.map((row, r) => (
          <div key={r} className="word-grid__row">
            {row.map((word) => (
              <WordCard
                key={word}
                word={word}
                selected={false}
                active={false}
                disabled
                fresh={false}
                onToggle={noop}
                onFocus={noop}
              />
            ))}
            <SwitchButton rowNumber={r + 1} armed={false} disabled={false} onPress={noop} />
          </div>
        ))}
      </div>
      <ol className="visually-hidden">
        {rows.map((row, r) => (
          <li key={r}>{t('controlPanel.games.preview.row', { row: r + 1, words: row.join(', ') })}</li>
        ))}
      </ol>
    </div>
  );
}
