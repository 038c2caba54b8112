import { readableTextColor } from '../../../../lib/readable-text-color';

/**
 * A category's colour as a dot, its name said in words (`label`) for screen readers and on hover; an
 * automatic colour (none stored) is an empty ring.
 */
export function ColorSwatch({ color, label }: { color: string | null; label: string }) {
  return (
    <span
      className={`color-swatch${color === null ? ' color-swatch--auto' : ''}`}
      style={color === null ? undefined : { background: color }}
      role="img"
      aria-label={label}
      title={label}
    />
  );
}

/** The category's name on its colour, with the text colour players will see on the board. */
export function ColorPreview({ color, text }: { color: string; text: string }) {
  return (
    <span
      className="color-preview"
      style={{ background: color, color: readableTextColor(color) ?? undefined }}
    >
      {text}
    </span>
  );
}
