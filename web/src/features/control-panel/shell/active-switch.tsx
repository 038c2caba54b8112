import './active-switch.css';

interface ActiveSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The words beside the track: the state in words, never by colour alone. */
  onText: string;
  offText: string;
  /** The switch's name: the id of a visible label, or a label of its own. */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  /** A change is on its way: marked busy and disabled, yet it keeps the focus. */
  busy?: boolean;
  /** In a list row: the thumb's side alone shows the state (the name still says it to screen readers). */
  compact?: boolean;
}

/**
 * An on/off switch (a message's or a news item's `active`), shared by the messages and news tabs (its look also by the users tab's role switches). It is a
 * button with role="switch", so Space and Enter both toggle it and screen readers say "on" or "off".
 */
export function ActiveSwitch(props: ActiveSwitchProps) {
  const {
    checked,
    onChange,
    onText,
    offText,
    labelledBy,
    label,
    describedBy,
    busy = false,
    compact = false,
  } = props;
  return (
    <button
      type="button"
      role="switch"
      className="cp-switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-label={labelledBy === undefined ? label : undefined}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onChange(!checked);
      }}
    >
      <span className="cp-switch__track" aria-hidden="true">
        <span className="cp-switch__thumb">
          {busy ? <span className="spinner cp-switch__spinner" /> : null}
        </span>
      </span>
      {compact ? null : (
        <span className="cp-switch__state" aria-hidden="true">
          {checked ? onText : offText}
        </span>
      )}
    </button>
  );
}
