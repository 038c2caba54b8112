import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedGameView } from '../../../../../../contracts/manage-games.codec';
import type { Category } from '../../../../../../domain/game/category';
import type { PuzzleProblem } from '../../../../../../domain/puzzles/category-check';
import { PlayIcon } from '../../../../components/ui/icons';
import { CategoryRow } from '../../../game/components/category-row';
import type { GameDraft } from '../editor/editor-model';
import { PlayTestDialog } from '../playtest/play-test-dialog';
import type { PlayTestPuzzle } from '../playtest/session-views';
import { GridPreview } from './grid-preview';
import { previewLayout } from './preview-layout';
import './preview.css';

/** Problems that leave no grid to draw: a word missing or repeated, or categories missing. */
const GRID_CODES = new Set([
  'WORD_REQUIRED',
  'WORD_REPEATED',
  'WORD_SEPARATOR',
  'CATEGORY_WORDS_COUNT_INVALID',
  'GAME_CATEGORY_COUNT_INVALID',
]);

/** The puzzle's categories as the game stores them: trimmed, in position order. */
const categoriesOf = (draft: GameDraft): Category[] =>
  draft.categories.map((slot, position) => ({
    name: slot.name.trim(),
    position,
    words: slot.words.map((word) => word.trim()),
    extraWord: slot.extraWord.trim(),
    color: slot.color,
    createdBy: '',
  }));

interface PreviewSectionProps {
  saved: ManagedGameView | null;
  draft: GameDraft;
  problems: readonly PuzzleProblem[];
}

/** The grid players will get, the groups as they look once found, and a play-test on the real board. */
export function PreviewSection({ saved, draft, problems }: PreviewSectionProps) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState<PlayTestPuzzle | null>(null);
  const drawable = !problems.some((problem) => GRID_CODES.has(problem.code));
  if (!drawable)
    return (
      <div className="cp-editor__section">
        <p className="cp-notice cp-notice--info">{t('controlPanel.games.preview.notYet')}</p>
      </div>
    );

  const categories = categoriesOf(draft);
  const layout = previewLayout(saved, categories, saved?._id ?? 'new');
  const puzzle: PlayTestPuzzle = {
    date: draft.date,
    title: draft.title.trim() || null,
    gridLayout: layout.rows,
    categories,
  };
  return (
    <div className="cp-editor__section">
      <section className="card cp-preview" aria-labelledby="cp-preview-grid">
        <div className="split-row">
          <h3 id="cp-preview-grid" className="cp-preview__title">
            {t('controlPanel.games.preview.grid')}
          </h3>
          <span className={`cp-status cp-status--${layout.provisional ? 'draft' : 'published'}`}>
            {layout.provisional
              ? t('controlPanel.games.preview.provisional')
              : t('controlPanel.games.preview.final')}
          </span>
        </div>
        <p className="cp-preview__note">
          {layout.provisional
            ? t('controlPanel.games.preview.provisionalNote')
            : t('controlPanel.games.preview.finalNote')}
        </p>
        <GridPreview rows={layout.rows} />
        <div className="cp-preview__play">
          <button
            type="button"
            className="button button--primary"
            disabled={problems.length > 0}
            aria-describedby="cp-playtest-note"
            onClick={() => setPlaying(puzzle)}
          >
            <PlayIcon />
            {t('controlPanel.games.playtest.open')}
          </button>
          <p id="cp-playtest-note" className="cp-preview__note">
            {problems.length > 0
              ? t('controlPanel.games.playtest.blocked')
              : t('controlPanel.games.playtest.note')}
          </p>
        </div>
      </section>
      <section className="card cp-preview" aria-labelledby="cp-preview-groups">
        <h3 id="cp-preview-groups" className="cp-preview__title">
          {t('controlPanel.games.preview.groups')}
        </h3>
        <ol className="cp-preview__groups">
          {categories.map((category) => (
            <CategoryRow key={category.position} category={{ ...category, words: [...category.words] }} />
          ))}
        </ol>
      </section>
      {playing ? <PlayTestDialog puzzle={playing} onClose={() => setPlaying(null)} /> : null}
    </div>
  );
}
