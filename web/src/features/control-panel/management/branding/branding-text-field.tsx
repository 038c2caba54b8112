import { useId } from 'react';
import { BRANDING_TEXT_MAX_LENGTH } from '../../../../../../domain/constants/limits.constants';
import { useManagementText } from '../i18n/texts';
import { brandingTextLength } from '../model/branding-form';
import type { BrandingForm } from './use-branding-form';

/** The header's text: counted as the server counts it (trimmed, an emoji as one), over the limit in words too. */
export function BrandingTextField({ form }: { form: BrandingForm }) {
  const { t } = useManagementText();
  const id = useId();
  const max = BRANDING_TEXT_MAX_LENGTH;
  const used = brandingTextLength(form.draft.brandingText);
  const over = used - max;
  return (
    <div className={`field${over > 0 ? ' field--invalid' : ''}`}>
      <div className="cp-mgmt-label-row">
        <label htmlFor={`${id}-text`} className="field__label">
          {t('text.label')}
        </label>
        <span
          id={`${id}-count`}
          className={`cp-mgmt-counter${over > 0 ? ' is-over' : used > max * 0.8 ? ' is-near' : ''}`}
        >
          <span aria-hidden="true">{t('text.counter', { used, max })}</span>
          <span className="visually-hidden">{t('text.counterSpoken', { used, max })}</span>
        </span>
      </div>
      <input
        id={`${id}-text`}
        className="field__input"
        type="text"
        autoComplete="off"
        value={form.draft.brandingText}
        aria-invalid={over > 0 || undefined}
        aria-describedby={`${id}-hint ${id}-count ${id}-error`}
        onChange={(event) => form.setDraft({ brandingText: event.target.value })}
      />
      <p id={`${id}-hint`} className="field__hint">
        {t('text.hint', { max })}
      </p>
      <p id={`${id}-error`} className="field__error" aria-live="polite">
        {over > 0 ? t('text.over', { count: over }) : null}
      </p>
    </div>
  );
}
