import { useId } from 'react';
import { EMAIL_RECIPIENTS_MAX } from '../../../../../../domain/constants/email.constants';
import { CloseIcon } from '../../../../components/ui/icons';
import { useRemote } from '../../../../lib/use-remote';
import { useEmailApi } from '../api/use-email-api';
import { useEmailText } from '../i18n/texts';
import {
  canChooseMore,
  choose,
  isChosen,
  unchoose,
  withMode,
  type RecipientMode,
  type Recipients,
} from '../model/recipients';
import { RecipientSearch } from './recipient-search';

interface RecipientsFieldProps {
  recipients: Recipients;
  onChange: (recipients: Recipients) => void;
  error: string | null;
}

const MODES: readonly RecipientMode[] = ['chosen', 'all'];

/** Who gets the mail: chosen players as removable chips with a search to add more, or everyone. */
export function RecipientsField({ recipients, onChange, error }: RecipientsFieldProps) {
  const { t } = useEmailText();
  const api = useEmailApi();
  const id = useId();
  const accounts = useRemote(recipients.mode === 'all' ? ['email', 'accounts'] : null, (signal) =>
    api.accounts(signal),
  );
  const full = !canChooseMore(recipients);
  return (
    <fieldset className="cp-mail-recipients" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label">{t('recipients.label')}</legend>
      <div className="segmented segmented--fill" role="radiogroup" aria-label={t('recipients.label')}>
        {MODES.map((mode) => (
          <button
            key={mode}
            type="button"
            role="radio"
            className="segmented__option"
            aria-checked={recipients.mode === mode}
            onClick={() => onChange(withMode(recipients, mode))}
          >
            {t(`recipients.modes.${mode}`)}
          </button>
        ))}
      </div>
      {recipients.mode === 'all' ? (
        <div className="cp-mail-all">
          <p>{t('recipients.allHint')}</p>
          {accounts.remote.kind === 'ready' ? (
            <p className="cp-muted">{t('recipients.accounts', { count: accounts.remote.value })}</p>
          ) : null}
        </div>
      ) : (
        <>
          <div className="cp-mail-chosen">
            <div className="cp-mail-chosen__head">
              <p id={`${id}-chosen`} className="cp-mail-chosen__count" aria-live="polite">
                {recipients.chosen.length === 0
                  ? t('recipients.noneChosen')
                  : t('recipients.chosenCount', { count: recipients.chosen.length })}
              </p>
              {recipients.chosen.length > 1 ? (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => onChange({ ...recipients, chosen: [] })}
                >
                  {t('recipients.clear')}
                </button>
              ) : null}
            </div>
            {recipients.chosen.length > 0 ? (
              <ul className="cp-mail-chips" aria-labelledby={`${id}-chosen`}>
                {recipients.chosen.map((recipient) => (
                  <li key={recipient.id} className="cp-mail-chip">
                    <span className="cp-mail-chip__name">{recipient.username}</span>
                    <button
                      type="button"
                      className="cp-mail-chip__remove"
                      aria-label={t('recipients.remove', { username: recipient.username })}
                      onClick={() => onChange(unchoose(recipients, recipient.id))}
                    >
                      <CloseIcon width={14} height={14} />
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            {full ? (
              <p className="field__hint">{t('recipients.full', { max: EMAIL_RECIPIENTS_MAX })}</p>
            ) : null}
          </div>
          <RecipientSearch
            isChosen={(userId) => isChosen(recipients, userId)}
            full={full}
            onChoose={(user) => onChange(choose(recipients, user))}
          />
        </>
      )}
      <p id={`${id}-error`} className="field__error" aria-live="polite">
        {error}
      </p>
    </fieldset>
  );
}
