import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../../components/ui/modal';

interface EditorDialogProps {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  submitLabel: string;
  busy?: boolean;
  busyLabel?: string;
  /** A further action at the footer's start (remove the link). */
  extra?: ReactNode;
  children: ReactNode;
}

/** The editor's small forms (a link, an image): fields, then Cancel and the action; Enter submits. */
export function EditorDialog(props: EditorDialogProps) {
  const { title, onClose, onSubmit, submitLabel, busy = false, busyLabel, extra, children } = props;
  const { t } = useTranslation();
  const formId = `${useId()}-form`;
  return (
    <Modal
      title={title}
      onClose={onClose}
      footer={
        <div className="cp-rich-dialog__actions">
          {extra}
          <span className="cp-rich-dialog__main">
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button
              type="submit"
              form={formId}
              className="button button--primary"
              aria-disabled={busy || undefined}
            >
              {busy ? <span className="spinner cp-rich-spinner" aria-hidden="true" /> : null}
              {busy && busyLabel ? busyLabel : submitLabel}
            </button>
          </span>
        </div>
      }
    >
      <form
        id={formId}
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onSubmit();
        }}
      >
        {children}
      </form>
    </Modal>
  );
}
