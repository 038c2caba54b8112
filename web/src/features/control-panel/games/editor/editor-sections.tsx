import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { PuzzleProblem } from '../../../../../../domain/puzzles/category-check';
import type { PuzzleWarning } from '../../../../../../domain/puzzles/puzzle-warnings';
import { EDITOR_SECTIONS, type EditorSection } from '../games-paths';

const sectionOf = (field: string): EditorSection =>
  field.startsWith('categories') ? 'categories' : 'details';

interface EditorSectionsProps {
  current: EditorSection;
  problems: readonly PuzzleProblem[];
  warnings: readonly PuzzleWarning[];
  onShow: (section: EditorSection) => void;
}

/** Date · Categories · Preview, each with its count of problems (and warnings), in words as well. */
export function EditorSections({ current, problems, warnings, onShow }: EditorSectionsProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const hrefOf = (section: EditorSection) => {
    const params = new URLSearchParams(location.search);
    params.set('section', section);
    return `${location.pathname}?${params.toString()}`;
  };
  return (
    <nav aria-label={t('controlPanel.games.editor.sections')} className="cp-editor__sections">
      <ul className="segmented">
        {EDITOR_SECTIONS.map((section) => {
          const wrong = problems.filter((problem) => sectionOf(problem.field) === section).length;
          const noted = warnings.filter((warning) => sectionOf(warning.field) === section).length;
          return (
            <li key={section}>
              <Link
                to={hrefOf(section)}
                className="segmented__option"
                aria-current={section === current ? 'page' : undefined}
                preventScrollReset
                onClick={(event) => {
                  event.preventDefault();
                  onShow(section);
                }}
              >
                {t(`controlPanel.games.editor.section.${section}`)}
                {wrong > 0 ? (
                  <Count
                    kind="problem"
                    count={wrong}
                    text={t('controlPanel.games.editor.problemCount', { count: wrong })}
                  />
                ) : noted > 0 ? (
                  <Count
                    kind="warning"
                    count={noted}
                    text={t('controlPanel.games.editor.warningCount', { count: noted })}
                  />
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The number for the eye; the words ("3 things to fix") for screen readers. */
function Count({ kind, count, text }: { kind: 'problem' | 'warning'; count: number; text: string }) {
  return (
    <>
      <span className={`cp-count cp-count--${kind}`} aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">, {text}</span>
    </>
  );
}
