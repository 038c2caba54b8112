import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ImportGamesAnswer } from '../../../../../../contracts/manage-games.codec';
import { FormAlert } from '../../../../components/form/form-alert';
import { ArrowLeftIcon } from '../../../../components/ui/icons';
import { useGamesApi } from '../api/use-games-api';
import { gamesListPath } from '../games-paths';
import { gamesErrorText } from '../shared/games-errors';
import { UploadIcon } from '../shared/games-icons';
import { IMPORT_EXAMPLE, importProblemsOf, parseImport, type ImportProblem } from './import-model';
import '../games.css';
import './import.css';

type Outcome =
  | { readonly kind: 'done'; readonly summary: ImportGamesAnswer }
  | { readonly kind: 'problems'; readonly problems: readonly ImportProblem[] }
  | { readonly kind: 'failed'; readonly text: string };

/** Games from an import file (POST /manage/games/import): pasted or chosen, all or nothing. */
export function ImportView() {
  const { t } = useTranslation();
  const api = useGamesApi();
  const textId = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file === undefined) return;
    try {
      setText(await file.text());
      setOutcome(null);
    } catch (error) {
      console.warn('Import file read failed', error);
      setOutcome({ kind: 'failed', text: t('controlPanel.games.import.fileFailed') });
    }
  }

  async function send() {
    const parsed = parseImport(text);
    if (parsed.kind === 'invalidJson') {
      setOutcome({
        kind: 'failed',
        text: t('controlPanel.games.import.invalidJson', { reason: parsed.reason }),
      });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ kind: 'done', summary: await api.importGames(parsed.file) });
    } catch (error) {
      console.warn('Games import failed', error);
      const problems = importProblemsOf(error);
      setOutcome(
        problems === null
          ? { kind: 'failed', text: gamesErrorText(t, error, 'import') }
          : { kind: 'problems', problems },
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="cp-games" aria-labelledby="cp-import-title">
      <Link to={gamesListPath()} className="cp-back">
        <ArrowLeftIcon width={18} height={18} />
        {t('controlPanel.games.editor.backToList')}
      </Link>
      <h2 id="cp-import-title" className="cp-section-title">
        {t('controlPanel.games.import.title')}
      </h2>
      <p className="cp-editor__intro">{t('controlPanel.games.import.intro')}</p>
      <details className="cp-import__format">
        <summary>{t('controlPanel.games.import.format')}</summary>
        <pre>{IMPORT_EXAMPLE}</pre>
      </details>
      <div className="card cp-import">
        <label className="button button--secondary cp-import__file">
          <UploadIcon />
          {t('controlPanel.games.import.choose')}
          <input
            type="file"
            accept=".json,application/json"
            className="visually-hidden"
            onChange={(event) => void choose(event)}
          />
        </label>
        <div className="field">
          <label htmlFor={textId} className="field__label">
            {t('controlPanel.games.import.paste')}
          </label>
          <textarea
            id={textId}
            className="field__input cp-import__text"
            value={text}
            spellCheck={false}
            rows={10}
            onChange={(event) => {
              setText(event.target.value);
              setOutcome(null);
            }}
          />
        </div>
        {outcome?.kind === 'failed' ? <FormAlert message={outcome.text} /> : null}
        {outcome?.kind === 'done' ? (
          <FormAlert tone="success" message={t('controlPanel.games.import.done', { ...outcome.summary })} />
        ) : null}
        {outcome?.kind === 'problems' ? (
          <div className="cp-notice cp-notice--error" role="alert">
            <p>{t('controlPanel.games.import.problems', { count: outcome.problems.length })}</p>
            <ul className="cp-import__problems">
              {outcome.problems.map((problem, i) => (
                <li key={i}>
                  <code>{problem.path}</code>: {problem.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="cp-form-actions">
          <button
            type="button"
            className="button button--primary"
            disabled={busy || text.trim() === ''}
            onClick={() => void send()}
          >
            {busy ? t('controlPanel.games.import.sending') : t('controlPanel.games.import.send')}
          </button>
        </div>
      </div>
    </section>
  );
}
