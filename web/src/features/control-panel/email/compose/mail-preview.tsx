import { useState } from 'react';
import { Modal } from '../../../../components/ui/modal';
import { useInstance } from '../../../../lib/instance-context';
import { useEmailText } from '../i18n/texts';
import { htmlPart, mailRequest, type MailDraft } from '../model/mail-form';
import type { Recipients } from '../model/recipients';
import '../../news/rich-text/rich-content.css';

type Part = 'text' | 'html';

/**
 * The mail as players get it: subject, where replies go, the text version and the formatted one, and the
 * line the server adds to every mail in the instance's language (application/email/player-mail.ts).
 */
export function MailPreview({
  draft,
  recipients,
  onClose,
}: {
  draft: MailDraft;
  recipients: Recipients;
  onClose: () => void;
}) {
  const { t } = useEmailText();
  const instance = useInstance();
  const request = mailRequest(draft);
  const html = htmlPart(draft);
  const [part, setPart] = useState<Part>(html === null ? 'text' : 'html');
  const lng = instance.language;
  const site = `${t('footer.site', { lng })} (${window.location.origin}${instance.basename})`;
  const footer = t('footer.text', { lng, site });
  const to =
    recipients.mode === 'all'
      ? t('recipients.allHint')
      : recipients.chosen.map((recipient) => recipient.username).join(', ') || '–';
  return (
    <Modal title={t('preview.title')} onClose={onClose}>
      <div className="cp-mail-preview">
        <dl className="cp-mail-preview__head">
          <div>
            <dt>{t('preview.to')}</dt>
            <dd>{to}</dd>
          </div>
          <div>
            <dt>{t('preview.subject')}</dt>
            <dd className="cp-mail-preview__subject">{request.subject || t('preview.noSubject')}</dd>
          </div>
          <div>
            <dt>{t('preview.replyTo')}</dt>
            <dd>{request.replyTo ?? t('preview.noReplyTo')}</dd>
          </div>
        </dl>
        {html === null ? null : (
          <div className="segmented segmented--fill" role="group" aria-label={t('preview.parts')}>
            {(['html', 'text'] as const).map((shown) => (
              <button
                key={shown}
                type="button"
                className="segmented__option"
                aria-pressed={part === shown}
                onClick={() => setPart(shown)}
              >
                {t(`preview.${shown}`)}
              </button>
            ))}
          </div>
        )}
        <div className="cp-mail-preview__body">
          {html !== null && part === 'html' ? (
            // The editor's own output, holding only what the server's allow-list keeps.
            <div className="cp-rich-text" dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <p className="cp-mail-preview__text">{request.message}</p>
          )}
          <div className="cp-mail-preview__footer">
            {part === 'text' || html === null ? <p aria-hidden="true">-- </p> : <hr />}
            <p>{footer}</p>
          </div>
        </div>
        <p className="cp-muted">{t('preview.footer')}</p>
      </div>
    </Modal>
  );
}
