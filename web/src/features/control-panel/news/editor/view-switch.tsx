import { useNewsText } from '../i18n/texts';
import { EDITOR_VIEWS, type EditorView } from '../news-paths';

interface ViewSwitchProps {
  current: EditorView;
  /** A stored item has results to show; a new one not yet. */
  results: boolean;
  onChange: (view: EditorView) => void;
}

/** Edit, preview and results: one choice of three, as pressed buttons sharing the width. */
export function ViewSwitch({ current, results, onChange }: ViewSwitchProps) {
  const { t } = useNewsText();
  const views = EDITOR_VIEWS.filter((view) => view !== 'results' || results);
  return (
    <div className="segmented segmented--fill cp-news-views" role="group" aria-label={t('editor.viewsLabel')}>
      {views.map((view) => (
        <button
          key={view}
          type="button"
          className="segmented__option"
          aria-pressed={view === current}
          onClick={() => onChange(view)}
        >
          {t(`editor.views.${view}`)}
        </button>
      ))}
    </div>
  );
}
