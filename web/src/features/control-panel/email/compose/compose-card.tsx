import { useId, useState } from 'react';
import type { EmailJobAnswer } from '../../../../../../contracts/email.codec';
import { EMAIL_SUBJECT_MAX_LENGTH } from '../../../../../../domain/constants/email.constants';
import { FormAlert } from '../../../../components/form/form-alert';
import { MailIcon } from '../../../../components/ui/account-icons';
import { LazyRichText } from '../../news/rich-text/lazy-rich-text';
import { useEmailApi } from '../api/use-email-api';
import { ruleText, useErrorText } from '../components/use-error-text';
import { useEmailText } from '../i18n/texts';
import {
  emptyMailDraft,
  hasMailProblems,
  isMailStarted,
  mailProblems,
  mailRequest,
  subjectLine,
  type MailDraft,
  type MailProblems,
} from '../model/mail-form';
import { lacksRecipients, NO_RECIPIENTS, userIdsOf, type Recipients } from '../model/recipients';
import { MailPreview } from './mail-preview';
import { RecipientsField } from './recipients-field';
import { SendConfirm } from './send-confirm';
import { useLeaveGuard } from './use-leave-guard';

/** Before a first try to send, only what typing just caused is worth a red line. */
const liveProblems = (problems: MailProblems): MailProblems =>
  Object.fromEntries(Object.entries(problems).filter(([, code]) => code.endsWith('_TOO_LONG')));

/**
 * Writing a mail: recipients, subject, the text every mail has, an optional formatted version (the news
 * editor, without images) and a reply-to address; a preview; a confirmation naming the recipients.
 */
export function ComposeCard({ onStarted }: { onStarted: (answer: EmailJobAnswer) => void }) {
  const { t } = useEmailText();
  const api = useEmailApi();
  const errorText = useErrorText();
  const id = useId();
  const [draft, setDraft] = useState<MailDraft>(emptyMailDraft);
  const [recipients, setRecipients] = useState<Recipients>(NO_RECIPIENTS);
  const [attempted, setAttempted] = useState(false);
  const [dialog, setDialog] = useState<'preview' | 'confirm' | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** A new key clears the rich-text editor with the rest of the form. */
  const [round, setRound] = useState(0);
  const guard = useLeaveGuard(!sending && (isMailStarted(draft) || recipients.chosen.length > 0));

  const all = mailProblems(draft);
  const problems = attempted ? all : liveProblems(all);
  const recipientsMissing = attempted && lacksRecipients(recipients);
  const set = (change: Partial<MailDraft>) => setDraft((current) => ({ ...current, ...change }));
  const subjectUsed = subjectLine(draft.subject).length;

  function askToSend() {
    setAttempted(true);
    setFailure(null);
    if (hasMailProblems(all) || lacksRecipients(recipients)) {
      // The first thing to fix takes the focus: a field, or the search when no one is chosen.
      const first = lacksRecipients(recipients) ? 'input[type="search"]' : '[aria-invalid="true"]';
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`.cp-mail-form ${first}`)?.focus());
      return;
    }
    setDialog('confirm');
  }

  async function send() {
    setSending(true);
    setFailure(null);
    try {
      const request = mailRequest(draft);
      const answer =
        recipients.mode === 'all'
          ? await api.toAll(request)
          : await api.toUsers({ ...request, userIds: userIdsOf(recipients) });
      setDialog(null);
      setDraft(emptyMailDraft());
      setRecipients(NO_RECIPIENTS);
      setAttempted(false);
      setRound((n) => n + 1);
      onStarted(answer);
    } catch (error) {
      setDialog(null);
      setFailure(errorText(error, 'sendFailed'));
    } finally {
      setSending(false);
    }
  }

  const fieldError = (field: keyof MailProblems) => ruleText(t, problems[field]);
  return (
    <section className="card card--stack cp-mail-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card__title">
        <span className="cp-mail-icon" aria-hidden="true">
          <MailIcon width={18} height={18} />
        </span>
        {t('compose.title')}
      </h2>
      <p className="cp-intro">{t('intro')}</p>
      <form
        className="form cp-mail-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          askToSend();
        }}
      >
        <RecipientsField
          key={round}
          recipients={recipients}
          onChange={setRecipients}
          error={recipientsMissing ? ruleText(t, 'EMAIL_RECIPIENTS_REQUIRED') : null}
        />
        <div className={`field${fieldError('subject') ? ' field--invalid' : ''}`}>
          <div className="cp-mail-label-row">
            <label htmlFor={`${id}-subject`} className="field__label">
              {t('fields.subject')}
            </label>
            <span
              className={`cp-mail-counter${subjectUsed > EMAIL_SUBJECT_MAX_LENGTH ? ' is-over' : ''}`}
              aria-hidden="true"
            >
              {t('fields.counter', { used: subjectUsed, max: EMAIL_SUBJECT_MAX_LENGTH })}
            </span>
          </div>
          <input
            id={`${id}-subject`}
            className="field__input"
            value={draft.subject}
            aria-invalid={fieldError('subject') ? true : undefined}
            aria-describedby={`${id}-subject-error`}
            onChange={(event) => set({ subject: event.target.value })}
          />
          <p id={`${id}-subject-error`} className="field__error" aria-live="polite">
            {fieldError('subject')}
          </p>
        </div>
        <div className={`field${fieldError('message') ? ' field--invalid' : ''}`}>
          <label htmlFor={`${id}-message`} className="field__label">
            {t('fields.message')}
          </label>
          <textarea
            id={`${id}-message`}
            className="field__input cp-mail-text"
            rows={8}
            value={draft.message}
            aria-invalid={fieldError('message') ? true : undefined}
            aria-describedby={`${id}-message-hint ${id}-message-error`}
            onChange={(event) => set({ message: event.target.value })}
          />
          <p id={`${id}-message-hint`} className="field__hint">
            {t('fields.messageHint')}
          </p>
          <p id={`${id}-message-error`} className="field__error" aria-live="polite">
            {fieldError('message')}
          </p>
        </div>
        <div className="cp-mail-formatted">
          <label className="cp-mail-check">
            <input
              type="checkbox"
              checked={draft.formatted}
              aria-describedby={`${id}-formatted-hint`}
              onChange={(event) => set({ formatted: event.target.checked })}
            />
            <span>
              <span className="cp-mail-check__label">{t('fields.formatted')}</span>
              <span id={`${id}-formatted-hint`} className="field__hint">
                {t('fields.formattedHint')}
              </span>
            </span>
          </label>
          {draft.formatted ? (
            <div className="field">
              <p id={`${id}-html`} className="field__label">
                {t('fields.html')}
              </p>
              <LazyRichText
                key={round}
                initial={draft.html}
                labelledBy={`${id}-html`}
                invalid={fieldError('html') !== null}
                onChange={(html) => set({ html })}
              />
              <p className="field__error" aria-live="polite">
                {fieldError('html')}
              </p>
            </div>
          ) : null}
        </div>
        <div className={`field${fieldError('replyTo') ? ' field--invalid' : ''}`}>
          <label htmlFor={`${id}-reply`} className="field__label">
            {t('fields.replyTo')}
          </label>
          <input
            id={`${id}-reply`}
            className="field__input"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            value={draft.replyTo}
            aria-invalid={fieldError('replyTo') ? true : undefined}
            aria-describedby={`${id}-reply-hint ${id}-reply-error`}
            onChange={(event) => set({ replyTo: event.target.value })}
          />
          <p id={`${id}-reply-hint`} className="field__hint">
            {t('fields.replyToHint')}
          </p>
          <p id={`${id}-reply-error`} className="field__error" aria-live="polite">
            {fieldError('replyTo')}
          </p>
        </div>
        <FormAlert message={failure} />
        <div className="cp-mail-actions">
          <button type="button" className="button button--secondary" onClick={() => setDialog('preview')}>
            {t('actions.preview')}
          </button>
          <button type="submit" className="button button--primary" aria-disabled={sending || undefined}>
            <MailIcon width={18} height={18} />
            {t('actions.send')}
          </button>
        </div>
      </form>
      {dialog === 'preview' ? (
        <MailPreview draft={draft} recipients={recipients} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'confirm' ? (
        <SendConfirm
          subject={subjectLine(draft.subject)}
          recipients={recipients}
          busy={sending}
          onConfirm={() => void send()}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {guard}
    </section>
  );
}
