// What a change changed: the before and after records compared field by field. Nested objects are
// followed into dotted paths (`categories.0.name`); arrays of plain values compare whole, so a reordered
// word list reads as one change, not three.

export type ChangeKind = 'added' | 'removed' | 'changed';

export interface FieldChange {
  /** '' when the record itself is a plain value. */
  readonly path: string;
  readonly kind: ChangeKind;
  readonly before: unknown;
  readonly after: unknown;
}

export interface RecordDiff {
  readonly changes: readonly FieldChange[];
  /** How many fields stayed as they were. */
  readonly unchanged: number;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFlatArray = (value: unknown): boolean =>
  Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null);

/** The leaves of a record by path; objects and arrays of objects are opened, flat arrays kept whole. */
function leaves(value: unknown, path: string, into: Map<string, unknown>): void {
  if (isPlainObject(value) && Object.keys(value).length > 0) {
    for (const [key, child] of Object.entries(value))
      leaves(child, path === '' ? key : `${path}.${key}`, into);
  } else if (Array.isArray(value) && !isFlatArray(value) && value.length > 0) {
    value.forEach((child, index) => leaves(child, path === '' ? String(index) : `${path}.${index}`, into));
  } else {
    into.set(path, value);
  }
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The fields that differ, in the order they first appear (before's order, then fields only after has). */
export function diffRecord(before: unknown, after: unknown): RecordDiff {
  const old = new Map<string, unknown>();
  const now = new Map<string, unknown>();
  if (before !== null && before !== undefined) leaves(before, '', old);
  if (after !== null && after !== undefined) leaves(after, '', now);
  const changes: FieldChange[] = [];
  let unchanged = 0;
  for (const [path, value] of old) {
    if (!now.has(path)) changes.push({ path, kind: 'removed', before: value, after: undefined });
    else if (!same(value, now.get(path)))
      changes.push({ path, kind: 'changed', before: value, after: now.get(path) });
    else unchanged += 1;
  }
  for (const [path, value] of now)
    if (!old.has(path)) changes.push({ path, kind: 'added', before: undefined, after: value });
  return { changes, unchanged };
}

/**
 * A value as text: strings as they are, a list of plain values on one line with room to wrap between them,
 * anything else as indented JSON; undefined (no such field) as null.
 */
export function valueText(value: unknown): string | null {
  if (value === undefined) return null;
  if (typeof value === 'string') return value;
  if (isFlatArray(value)) return `[${(value as unknown[]).map((item) => JSON.stringify(item)).join(', ')}]`;
  return JSON.stringify(value, null, 2);
}

/** A whole record for reading: JSON with two-space indents; null when there is none. */
export function prettyJson(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value, null, 2);
}

/** `game.create-published` -> `gameCreatePublished`: the key of an action's name in the tab's texts. */
export function actionKey(action: string): string {
  return action
    .split(/[.\-_]/)
    .filter((part) => part !== '')
    .map((part, index) => (index === 0 ? part : part[0]?.toUpperCase() + part.slice(1)))
    .join('');
}
