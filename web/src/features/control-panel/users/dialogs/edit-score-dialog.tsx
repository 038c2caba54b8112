import { useId, useState } from 'react';
import { CORRECTABLE_STATUSES } from '../../../../../../domain/scoring/score-correction';
import type { ManagedScoreView } from '../../../../../../contracts/manage-users.codec';
import { FormAlert } from '../../../../components/form/form-alert';
import { useUsersApi } from '../api/use-users-api';
import type { EditScoreAnswer } from '../api/users-api';
import { useErrorText } from '../components/use-error-text';
import { Select } from '../components/select';
import { useUsersText } from '../i18n/texts';
import { formatDay, formatNumber } from '../model/format';
import {
  draftOf,
  isCorrectableStatus,
  MAX_CORRECTED_MISTAKES,
  scoreEdit,
  withStatus,
  type ScoreDraft,
} from '../model/score-edit';
import { FormDialog } from './form-dialog';

interface EditScoreDialogProps {
  username: string;
  score: ManagedScoreView;
  onClose: () => void;
  onSaved: (answer: EditScoreAnswer) => void;
}

/** Correct a stored score: points, outcome and mistakes; the server recomputes the standing with it. */
export function EditScoreDialog({ username, score, onClose, onSaved }: EditScoreDialogProps) {
  const { t, language } = useUsersText();
  const api = useUsersApi();
  const errorText = useErrorText();
  const id = useId();
  const [draft, setDraft] = useState<ScoreDraft>(() => draftOf(score));
  const [shown, setShown] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const edit = scoreEdit(score, draft);
  const problems = shown && edit.kind === 'invalid' ? edit.problems : {};
  const statuses: readonly string[] = isCorrectableStatus(score.status)
    ? CORRECTABLE_STATUSES
    : [score.status, ...CORRECTABLE_STATUSES];

  async function submit() {
    setShown(true);
    // A button that is only marked disabled keeps the focus, so a second press can land here.
    if (edit.kind !== 'change' || saving) return;
    setSaving(true);
    setFailure(null);
    try {
      onSaved(await api.editScore(score.id, edit.change));
    } catch (error) {
      // The dialog stays open with what was typed.
      setFailure(errorText(error, 'saveFailed'));
      setSaving(false);
    }
  }

  const numberField = (field: 'score' | 'mistakes', hint?: string) => {
    const problem = problems[field];
    return (
      <div className={`field${problem ? ' field--invalid' : ''}`}>
        <label htmlFor={`${id}-${field}`} className="field__label">
          {t(`score.${field}`)}
        </label>
        <input
          id={`${id}-${field}`}
          className="field__input users-number"
          inputMode="numeric"
          value={draft[field]}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${hint ? `${id}-${field}-hint ` : ''}${id}-${field}-error`}
          onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
        />
        {hint ? (
          <p id={`${id}-${field}-hint`} className="field__hint">
            {hint}
          </p>
        ) : null}
        <p id={`${id}-${field}-error`} className="field__error" aria-live="polite">
          {problem ? t(`score.${problem}`, { max: formatNumber(MAX_CORRECTED_MISTAKES, language) }) : null}
        </p>
      </div>
    );
  };

  return (
    <FormDialog
      title={t('score.title')}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={t('score.save')}
      busyLabel={t('score.saving')}
      busy={saving}
    >
      <p className="modal__intro">{t('score.intro', { username, date: formatDay(score.date, language) })}</p>
      <div className="field">
        <label htmlFor={`${id}-status`} className="field__label">
          {t('score.status')}
        </label>
        <Select
          id={`${id}-status`}
          aria-describedby={`${id}-status-hint`}
          value={draft.status}
          onChange={(event) => setDraft(withStatus(score, draft, event.target.value))}
        >
          {statuses.map((status) => (
            <option key={status} value={status}>
              {isCorrectableStatus(status)
                ? t(`recent.statuses.${status}`)
                : t('recent.statuses.other', { status })}
            </option>
          ))}
        </Select>
        <p id={`${id}-status-hint`} className="field__hint">
          {t('score.statusHint')}
        </p>
      </div>
      <div className="users-score-fields">
        {numberField('score', t('score.scoreHint'))}
        {numberField('mistakes')}
      </div>
      {shown && edit.kind === 'unchanged' ? <FormAlert message={t('score.unchanged')} /> : null}
      <FormAlert message={failure} />
    </FormDialog>
  );
}
