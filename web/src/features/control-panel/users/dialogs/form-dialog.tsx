import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../../components/ui/modal';
import './dialogs.css';

interface FormDialogProps {
  title: string;
  onClose: () => void;
  /** The action's button or Enter in a field; the browser's own submit is held back. */
  onSubmit: () => void;
  submitLabel: string;
  /** The button's words while the action runs, beside a spinner. */
  busyLabel: string;
  busy: boolean;
  /** Not ready yet (the typed name does not match): marked disabled, but keeps the focus. */
  blocked?: boolean;
  /** A button in the danger colour, for what cannot be undone. */
  danger?: boolean;
  children: ReactNode;
}

/** A dialog that is a form: its fields, then Cancel first and the action, which shows while it runs. */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  submitLabel,
  busyLabel,
  busy,
  blocked = false,
  danger = false,
  children,
}: FormDialogProps) {
  const { t: app } = useTranslation();
  const formId = `${useId()}-form`;
  return (
    <Modal
      title={title}
      onClose={onClose}
      footer={
        <div className="users-dialog-actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {app('common.cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className={`button ${danger ? 'button--danger' : 'button--primary'}`}
            aria-disabled={blocked || busy || undefined}
          >
            {busy ? <span className="spinner users-button-spinner" aria-hidden="true" /> : null}
            {busy ? busyLabel : submitLabel}
          </button>
        </div>
      }
    >
      <form
        id={formId}
        className="form users-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        noValidate
      >
        {children}
      </form>
    </Modal>
  );
}
