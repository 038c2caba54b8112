import { useTranslation } from 'react-i18next';
import { GAME_TITLE_MAX_LENGTH } from '../../../../../../domain/constants/scoring.constants';
import { DateCalendar } from './date-calendar';
import { byField } from './editor-checks';
import { EditorField } from './editor-field';
import type { GameEditorState } from './use-game-editor';

/** The day of the game (a month calendar of taken and free days) and its optional title. */
export function DetailsSection({ editor }: { editor: GameEditorState }) {
  const { t } = useTranslation();
  const { draft, locked } = editor;
  const problems = byField(editor.shown);
  return (
    <div className="cp-editor__section">
      <DateCalendar
        value={draft.date}
        ownGameId={editor.base?._id ?? null}
        disabled={locked}
        taken={editor.outcome?.kind === 'dateTaken'}
        onChange={(date) => editor.change((current) => ({ ...current, date }))}
      />
      <div className="card cp-editor__card">
        <EditorField
          field="title"
          label={t('controlPanel.games.fields.titleOptional')}
          hint={t('controlPanel.games.editor.titleHint', { max: GAME_TITLE_MAX_LENGTH })}
          value={draft.title}
          problems={problems.get('title')}
          disabled={locked}
          onChange={(title) => editor.change((current) => ({ ...current, title }), 'title')}
        />
      </div>
    </div>
  );
}
