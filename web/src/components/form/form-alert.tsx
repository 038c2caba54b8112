import './form.css';

interface FormAlertProps {
  message: string | null | undefined;
  tone?: 'error' | 'success';
}

/** The box above a form's button: errors are announced at once, confirmations politely. */
export function FormAlert({ message, tone = 'error' }: FormAlertProps) {
  if (!message) return null;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`form-alert form-alert--${tone}`}>
      {message}
    </div>
  );
}
