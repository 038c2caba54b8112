import { useId } from 'react';
import { BRAND_DISPLAYS, type BrandingView } from '../../../../../../contracts/auth.codec';
import { useManagementText } from '../i18n/texts';
import { previewBranding } from '../model/branding-form';
import { HeaderPreview } from './header-preview';
import type { BrandingForm } from './use-branding-form';

/** The display mode as three cards, each with the header as it would look: no guessing what a word means. */
export function DisplayChoice({ saved, form }: { saved: BrandingView; form: BrandingForm }) {
  const { t } = useManagementText();
  const id = useId();
  const { draft } = form;
  const nothingOwn = (!draft.showLogo || saved.logoUpdatedAt === null) && draft.brandingText.trim() === '';
  return (
    <fieldset className="cp-mgmt-display">
      <legend className="field__label">{t('display.legend')}</legend>
      <div className="cp-mgmt-display__options">
        {BRAND_DISPLAYS.map((mode) => (
          <label key={mode} className="cp-mgmt-option">
            <input
              type="radio"
              name={`${id}-display`}
              value={mode}
              className="cp-mgmt-option__input"
              checked={draft.brandDisplay === mode}
              aria-labelledby={`${id}-${mode}`}
              aria-describedby={`${id}-${mode}-text`}
              onChange={() => form.setDraft({ brandDisplay: mode })}
            />
            <span className="cp-mgmt-option__head">
              <span className="cp-mgmt-option__radio" aria-hidden="true" />
              <span id={`${id}-${mode}`} className="cp-mgmt-option__title">
                {t(`display.${mode}.title`)}
              </span>
            </span>
            <span id={`${id}-${mode}-text`} className="cp-mgmt-option__text">
              {t(`display.${mode}.text`)}
            </span>
            <HeaderPreview branding={previewBranding({ ...draft, brandDisplay: mode }, saved)} />
          </label>
        ))}
      </div>
      {draft.brandDisplay === 'custom' && nothingOwn ? (
        <p className="cp-mgmt-note" role="status">
          {t('display.customEmpty')}
        </p>
      ) : null}
    </fieldset>
  );
}
