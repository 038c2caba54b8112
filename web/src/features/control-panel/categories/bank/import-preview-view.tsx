import { useCategoriesText, type CategoriesT } from '../i18n/texts';
import {
  IMPORT_PARAMS,
  problemsByLine,
  type ImportPreview,
  type PreviewProblem,
} from '../model/import-preview';
import { fieldLabel, problemText } from '../model/problem-text';

/** The first categories of a clean import are listed; the rest are counted. */
const SHOWN = 5;

function problemLine(t: CategoriesT, problem: PreviewProblem): string {
  const { reason } = problem;
  const text =
    reason === null
      ? problem.message
      : reason.kind === 'problem'
        ? problemText(t, { code: reason.code, message: problem.message })
        : t(`import.messages.${reason.code}`, IMPORT_PARAMS);
  const field = fieldLabel(t, problem.field);
  // A line's own problem stands alone as a sentence; after a field's name it follows a colon.
  return field === '' ? text.charAt(0).toUpperCase() + text.slice(1) : `${field}: ${text}`;
}

/** What the import would do (`json`: lines are the array's items): nothing yet, the categories it holds, or every problem by line and field. */
export function ImportPreviewView({ preview, json }: { preview: ImportPreview; json: boolean }) {
  const { t } = useCategoriesText();
  return (
    <section className="import-preview" aria-labelledby="import-preview-title">
      <h3 id="import-preview-title" className="import-preview__title">
        {t('import.previewTitle')}
      </h3>
      {preview.kind === 'empty' ? (
        <p className="import-preview__note">{t('import.waiting')}</p>
      ) : preview.kind === 'ready' ? (
        <>
          <p className="import-preview__ok" role="status">
            {t('import.ready', { count: preview.categories.length })}
          </p>
          <ul className="import-preview__list">
            {preview.categories.slice(0, SHOWN).map((category, index) => (
              <li key={index}>
                <strong>{category.name}</strong>: {category.words.join(', ')} ({t('bank.extra')}:{' '}
                {category.extraWord})
              </li>
            ))}
          </ul>
          {preview.categories.length > SHOWN ? (
            <p className="import-preview__note">
              {t('import.more', { count: preview.categories.length - SHOWN })}
            </p>
          ) : null}
        </>
      ) : (
        <>
          <p className="import-preview__bad" role="status">
            {t('import.problems', { count: preview.problems.length })}
          </p>
          <ul className="import-preview__list">
            {problemsByLine(preview.problems).map(([line, problems]) => (
              <li key={line} className="import-preview__line">
                <strong>
                  {line === 0 ? t('import.whole') : t(json ? 'import.item' : 'import.line', { line })}
                </strong>
                <ul>
                  {problems.map((problem, index) => (
                    <li key={index}>{problemLine(t, problem)}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
