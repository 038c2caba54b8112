import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankCategoryView } from '../../../../../../contracts/category-bank.codec';
import type { PuzzleWarning } from '../../../../../../domain/puzzles/puzzle-warnings';
import { BankPicker } from './bank-picker';
import { byField, slotOfField } from './editor-checks';
import { fromBank, withSlot, withWord } from './editor-model';
import { CategorySlot } from './category-slot';
import type { GameEditorState } from './use-game-editor';

/**
 * The five categories in difficulty order, the easiest first. A slot can be filled from the bank (or an
 * approved suggestion); the bank's record of how players did travels with it while the editor is open.
 */
export function CategoriesSection({
  editor,
  warnings,
}: {
  editor: GameEditorState;
  warnings: PuzzleWarning[];
}) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState<number | null>(null);
  const [picked, setPicked] = useState<ReadonlyMap<number, BankCategoryView>>(new Map());
  const problems = byField(editor.shown);
  const notes = byField(warnings);
  const gameLevel = editor.shown.filter(
    (problem) => slotOfField(problem.field) === null && problem.field !== 'title',
  );

  return (
    <div className="cp-editor__section">
      <p className="cp-editor__intro">{t('controlPanel.games.editor.categoriesIntro')}</p>
      {gameLevel.length > 0 ? (
        <p className="cp-notice cp-notice--error">{gameLevel.map((problem) => problem.message).join(' ')}</p>
      ) : null}
      {editor.draft.categories.map((slot, index) => (
        <CategorySlot
          key={index}
          index={index}
          slot={slot}
          problems={problems}
          warnings={notes}
          disabled={editor.locked}
          bank={
            slot.bankCategoryId !== null && picked.get(index)?.id === slot.bankCategoryId
              ? picked.get(index)
              : undefined
          }
          onName={(name) =>
            editor.change((draft) => withSlot(draft, index, { name }), `categories.${index}.name`)
          }
          onWord={(word, value) =>
            editor.change((draft) => withWord(draft, index, word, value), `categories.${index}.words.${word}`)
          }
          onExtra={(extraWord) =>
            editor.change((draft) => withSlot(draft, index, { extraWord }), `categories.${index}.extraWord`)
          }
          onColor={(color) =>
            editor.change((draft) => withSlot(draft, index, { color }), `categories.${index}.color`)
          }
          onPick={() => setPicking(index)}
          onUnlink={() => editor.change((draft) => withSlot(draft, index, { bankCategoryId: null }))}
        />
      ))}
      {picking !== null ? (
        <BankPicker
          slotNumber={picking + 1}
          onClose={() => setPicking(null)}
          onPick={(category) => {
            editor.change((draft) => fromBank(draft, picking, category));
            setPicked((current) => new Map(current).set(picking, category));
            setPicking(null);
          }}
        />
      ) : null}
    </div>
  );
}
