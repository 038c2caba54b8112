import { isApiError } from '../../../../lib/api';

// The import file (`npm run games:import`) as the editor pastes or chooses it: read as JSON here, checked
// all or nothing by the server, which names every wrong path.

export interface ImportProblem {
  readonly path: string;
  readonly message: string;
}

export type ParsedImport =
  { readonly kind: 'ok'; readonly file: unknown } | { readonly kind: 'invalidJson'; readonly reason: string };

export function parseImport(text: string): ParsedImport {
  try {
    return { kind: 'ok', file: JSON.parse(text) as unknown };
  } catch (error) {
    return { kind: 'invalidJson', reason: error instanceof Error ? error.message : String(error) };
  }
}

const isProblem = (value: unknown): value is ImportProblem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ImportProblem).path === 'string' &&
  typeof (value as ImportProblem).message === 'string';

/** The problems of a 400 IMPORT_INVALID; null for any other failure. */
export function importProblemsOf(error: unknown): ImportProblem[] | null {
  if (!isApiError(error, 'IMPORT_INVALID')) return null;
  const problems = (error.details as { problems?: unknown } | null | undefined)?.problems;
  return Array.isArray(problems) ? problems.filter(isProblem) : [];
}

export const IMPORT_EXAMPLE = `{ "games": [ { "date": "2026-12-01", "title": "optional",
  "categories": [ { "name": "Joints", "words": ["knee", "elbow", "wrist"],
                    "extraWord": "ankle", "color": "#f2c14e" },
                  "… five categories, easiest first" ] } ] }`;
