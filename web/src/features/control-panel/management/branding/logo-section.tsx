import { useId, useRef, useState, type DragEvent } from 'react';
import type { BrandingView } from '../../../../../../contracts/auth.codec';
import { logoAddress } from '../../../../components/layout/header-brand';
import { TrashIcon } from '../../../../components/ui/account-icons';
import { useInstance } from '../../../../lib/instance-context';
import { ConfirmDialog } from '../../games/shared/confirm-dialog';
import { ImageGlyph } from '../../news/editor/editor-glyphs';
import { IMAGE_ACCEPT, imageFileProblem } from '../../news/model/image-file';
import { ActiveSwitch } from '../../shell/active-switch';
import { notify } from '../../../../components/toast/notify';
import type { ManagementApi } from '../api/management-api';
import { useErrorText } from '../components/use-error-text';
import { useManagementText } from '../i18n/texts';
import type { BrandingForm } from './use-branding-form';

/**
 * The logo: the stored one as the header gets it, replaced by choosing or dropping a file (sent at once;
 * the browser only catches the wrong type or size early, the server decides), removed after a question.
 */
export function LogoSection({
  api,
  saved,
  form,
}: {
  api: ManagementApi;
  saved: BrandingView;
  form: BrandingForm;
}) {
  const { t } = useManagementText();
  const { slug } = useInstance();
  const errorText = useErrorText();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [asking, setAsking] = useState(false);
  const logo = saved.logoUpdatedAt === null ? null : logoAddress(slug, saved.logoUpdatedAt);

  async function upload(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (file === undefined || busy !== null) return;
    const local = imageFileProblem(file);
    setProblem(local === null ? null : t(`logo.${local}`));
    if (local !== null) return;
    setBusy('upload');
    try {
      form.logoChanged(await api.uploadLogo(file));
      notify.success(t('logo.uploaded'));
    } catch (error) {
      setProblem(errorText(error, 'uploadFailed'));
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    setBusy('remove');
    setProblem(null);
    try {
      form.logoChanged(await api.removeLogo());
      notify.success(t('logo.removed'));
      setAsking(false);
    } catch (error) {
      setProblem(errorText(error, 'removeFailed'));
      setAsking(false);
    } finally {
      setBusy(null);
    }
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void upload(event.dataTransfer.files[0]);
  }

  return (
    <section className="cp-mgmt-section" aria-labelledby={`${id}-title`}>
      <div>
        <h3 id={`${id}-title`} className="cp-mgmt-section__title">
          {t('logo.title')}
        </h3>
        <p id={`${id}-hint`} className="field__hint">
          {t('logo.hint')}
        </p>
      </div>
      <div
        className={`cp-mgmt-drop${dragging ? ' is-dragging' : ''}`}
        aria-busy={busy === 'upload' || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        {logo === null ? (
          <span className="cp-mgmt-drop__empty">
            <ImageGlyph width={28} height={28} aria-hidden="true" />
          </span>
        ) : (
          <img className="cp-mgmt-drop__logo" src={logo} width={96} height={96} alt={t('logo.alt')} />
        )}
        <span className="cp-mgmt-drop__text">
          <span className="cp-mgmt-drop__state">{logo === null ? t('logo.none') : t('logo.alt')}</span>
          <span className="cp-muted">{busy === 'upload' ? t('logo.uploading') : t('logo.drop')}</span>
        </span>
      </div>
      <p className="field__error" role="alert">
        {problem}
      </p>
      <div className="cp-mgmt-actions">
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void upload(event.target.files?.[0])}
        />
        <button
          type="button"
          className="button button--secondary"
          aria-describedby={`${id}-hint`}
          aria-disabled={busy !== null || undefined}
          onClick={() => busy === null && input.current?.click()}
        >
          {busy === 'upload' ? (
            <span className="spinner cp-mgmt-spinner" aria-hidden="true" />
          ) : (
            <ImageGlyph width={18} height={18} />
          )}
          {busy === 'upload' ? t('logo.uploading') : t(logo === null ? 'logo.choose' : 'logo.replace')}
        </button>
        {logo === null ? null : (
          <button
            type="button"
            className="button button--ghost cp-mgmt-danger"
            aria-disabled={busy !== null || undefined}
            onClick={() => busy === null && setAsking(true)}
          >
            <TrashIcon width={18} height={18} />
            {t('logo.remove')}
          </button>
        )}
      </div>
      {logo === null ? null : (
        <div className="cp-mgmt-switch cp-mgmt-switch--plain">
          <div className="cp-mgmt-switch__text">
            <span id={`${id}-show`} className="cp-mgmt-switch__name">
              {t('logo.show')}
            </span>
            <span id={`${id}-show-about`} className="cp-mgmt-switch__about">
              {t('logo.showHint')}
            </span>
          </div>
          <ActiveSwitch
            checked={form.draft.showLogo}
            onChange={(showLogo) => form.setDraft({ showLogo })}
            onText={t('switch.on')}
            offText={t('switch.off')}
            labelledBy={`${id}-show`}
            describedBy={`${id}-show-about`}
          />
        </div>
      )}
      {asking ? (
        <ConfirmDialog
          title={t('logo.confirmTitle')}
          confirmLabel={t('logo.confirm')}
          busy={busy === 'remove'}
          onConfirm={() => void remove()}
          onCancel={() => setAsking(false)}
        >
          <p className="cp-mgmt-dialog-text">{t('logo.confirmBody')}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
