import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/form/form-alert';
import { Modal } from '../../../../components/ui/modal';
import { useMessagesText } from '../i18n/texts';
import {
  MESSAGE_MAX_LENGTH,
  messageLength,
  type MessageDraft,
  type MessageProblem,
  type MessageProblems,
} from '../model/message-form';
import { ActiveSwitch } from '../../shell/active-switch';
import { CharCounter } from './char-counter';
import { PlayerNotice } from './player-notice';
import { WindowField } from './window-field';

interface MessageDialogProps {
  creating: boolean;
  draft: MessageDraft;
  problems: MessageProblems;
  saving: boolean;
  failure: string | null;
  onDraft: (draft: MessageDraft) => void;
  onSubmit: () => void;
  onClose: () => void;
}

/** Writing or editing a message: the text with its counter, the optional window, on/off and a preview. */
export function MessageDialog(props: MessageDialogProps) {
  const { creating, draft, problems, saving, failure, onDraft, onSubmit, onClose } = props;
  const { t } = useMessagesText();
  const { t: app } = useTranslation();
  const id = useId();
  const problemText = (problem: MessageProblem | undefined) =>
    problem === undefined ? null : t(`problems.${problem}`, { max: MESSAGE_MAX_LENGTH });
  const set = (change: Partial<MessageDraft>) => onDraft({ ...draft, ...change });
  const text = draft.message.trim();
  return (
    <Modal
      title={t(creating ? 'form.createTitle' : 'form.editTitle')}
      onClose={onClose}
      footer={
        <div className="cp-msg-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {app('common.cancel')}
          </button>
          <button
            type="submit"
            form={`${id}-form`}
            className="button button--primary"
            aria-disabled={saving || undefined}
          >
            {saving ? <span className="spinner cp-msg-spinner" aria-hidden="true" /> : null}
            {saving ? t('form.saving') : t(creating ? 'form.add' : 'form.save')}
          </button>
        </div>
      }
    >
      <form
        id={`${id}-form`}
        className="form cp-msg-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!saving) onSubmit();
        }}
      >
        <div className={`field${problems.message ? ' field--invalid' : ''}`}>
          <div className="cp-msg-form__label-row">
            <label htmlFor={`${id}-text`} className="field__label">
              {t('form.message')}
            </label>
            <CharCounter id={`${id}-count`} used={messageLength(draft.message)} max={MESSAGE_MAX_LENGTH} />
          </div>
          <textarea
            id={`${id}-text`}
            className="field__input cp-msg-form__text"
            rows={4}
            value={draft.message}
            aria-invalid={problems.message ? true : undefined}
            aria-describedby={`${id}-count ${id}-hint ${id}-text-error`}
            onChange={(event) => set({ message: event.target.value })}
          />
          <p id={`${id}-hint`} className="field__hint">
            {t('form.messageHint')}
          </p>
          <p id={`${id}-text-error`} className="field__error" aria-live="polite">
            {problemText(problems.message)}
          </p>
        </div>
        <fieldset className="cp-msg-form__window">
          <legend className="field__label">{t('form.window')}</legend>
          <p className="field__hint cp-msg-form__window-hint">{t('form.windowHint')}</p>
          <div className="cp-msg-form__times">
            <WindowField
              id={`${id}-start`}
              label={t('form.startsAt')}
              value={draft.startsAt}
              error={problemText(problems.startsAt)}
              onChange={(startsAt) => set({ startsAt })}
            />
            <WindowField
              id={`${id}-end`}
              label={t('form.endsAt')}
              value={draft.endsAt}
              error={problemText(problems.endsAt)}
              onChange={(endsAt) => set({ endsAt })}
            />
          </div>
        </fieldset>
        <div className="cp-msg-form__switch">
          <div>
            <p id={`${id}-active`} className="field__label">
              {t('form.active')}
            </p>
            <p id={`${id}-active-hint`} className="field__hint">
              {t('form.activeHint')}
            </p>
          </div>
          <ActiveSwitch
            checked={draft.active}
            onChange={(active) => set({ active })}
            labelledBy={`${id}-active`}
            describedBy={`${id}-active-hint`}
            onText={t('switch.on')}
            offText={t('switch.off')}
          />
        </div>
        {text === '' ? null : (
          <div className="cp-msg-form__preview">
            <p className="field__label">{t('form.preview')}</p>
            <PlayerNotice text={text} />
          </div>
        )}
        <FormAlert message={failure} />
      </form>
    </Modal>
  );
}
