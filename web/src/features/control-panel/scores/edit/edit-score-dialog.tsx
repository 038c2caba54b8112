import { useId, useState } from 'react';
import type { ManagedScoreView } from '../../../../../../contracts/manage-users.codec';
import { FormAlert } from '../../../../components/form/form-alert';
import { Modal } from '../../../../components/ui/modal';
import type { EditedScore } from '../api/scores-api';
import { useScoresApi } from '../api/use-scores-api';
import { useErrorText } from '../components/use-error-text';
import { useScoresFormats } from '../components/use-scores-formats';
import { useScoresText } from '../i18n/texts';
import {
  changeOf,
  CORRECTABLE_STATUSES,
  formOf,
  formProblem,
  isCorrectableStatus,
  MAX_CORRECTED_MISTAKES,
  START_SCORE,
  withStatus,
} from '../model/score-form';

interface EditScoreDialogProps {
  score: ManagedScoreView;
  username: string;
  onClose: () => void;
  onSaved: (result: EditedScore) => void;
}

/**
 * One stored game's outcome, score and mistakes. Only what changed is sent; the server recomputes the
 * player's standing and achievements in the same step and answers them, shown after the save.
 */
export function EditScoreDialog({ score, username, onClose, onSaved }: EditScoreDialogProps) {
  const { t } = useScoresText();
  const api = useScoresApi();
  const formats = useScoresFormats();
  const errorText = useErrorText();
  const id = useId();
  const [form, setForm] = useState(() => formOf(score));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const problem = formProblem(score, form);
  const shownProblem = tried ? problem : null;
  const fieldError = (field: 'score' | 'mistakes') =>
    shownProblem?.field === field
      ? t(`form.problems.${shownProblem.problem}`, {
          max: formats.number(field === 'score' ? START_SCORE : MAX_CORRECTED_MISTAKES),
        })
      : null;

  async function save() {
    setTried(true);
    const change = changeOf(score, form);
    if (problem !== null || change === null) return;
    setBusy(true);
    setFailure(null);
    try {
      onSaved(await api.editScore(score.id, change));
    } catch (error) {
      setFailure(errorText(error, 'saveFailed'));
      setBusy(false);
    }
  }

  const scoreError = fieldError('score');
  const mistakesError = fieldError('mistakes');
  return (
    <Modal
      title={t('form.title', { username, date: formats.date(score.date) })}
      onClose={onClose}
      footer={
        <div className="cp-dialog-actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('form.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="button button--primary" disabled={busy}>
            {busy ? t('form.saving') : t('form.save')}
          </button>
        </div>
      }
    >
      <form
        id={`${id}-form`}
        className="form cp-score-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <p className="cp-scores__muted">
          {t('form.current', {
            score: formats.number(score.score),
            mistakes: formats.number(score.mistakes),
            status: isCorrectableStatus(score.status) ? t(`statuses.${score.status}`) : score.status,
          })}
        </p>
        <fieldset className="cp-score-form__statuses">
          <legend className="field__label">{t('form.status')}</legend>
          <div className="segmented segmented--fill">
            {CORRECTABLE_STATUSES.map((status) => (
              <button
                key={status}
                type="button"
                className="segmented__option"
                aria-pressed={form.status === status}
                onClick={() => setForm((current) => withStatus(current, status, score))}
              >
                {t(`statuses.${status}`)}
              </button>
            ))}
          </div>
          <p className="field__hint">{t('form.statusHint')}</p>
        </fieldset>
        <div className="cp-score-form__numbers">
          <NumberField
            id={`${id}-score`}
            label={t('form.score')}
            value={form.score}
            error={scoreError}
            hint={t('form.scoreHint', { max: formats.number(START_SCORE) })}
            disabled={form.status !== 'won'}
            onChange={(value) => setForm((current) => ({ ...current, score: value }))}
          />
          <NumberField
            id={`${id}-mistakes`}
            label={t('form.mistakes')}
            value={form.mistakes}
            error={mistakesError}
            onChange={(value) => setForm((current) => ({ ...current, mistakes: value }))}
          />
        </div>
        {tried && shownProblem?.field === 'form' ? (
          <FormAlert message={t(`form.problems.${shownProblem.problem}`)} />
        ) : null}
        <FormAlert message={failure} />
        <p className="cp-scores__muted">{t('form.effect')}</p>
      </form>
    </Modal>
  );
}

interface NumberFieldProps {
  id: string;
  label: string;
  value: string;
  error: string | null;
  hint?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}

function NumberField({ id, label, value, error, hint, disabled, onChange }: NumberFieldProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <p id={`${id}-error`} className="field__error">
        {error ?? ''}
      </p>
    </div>
  );
}
