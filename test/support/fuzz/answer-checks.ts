import { MARKER } from './nasty-values';
import type { RawAnswer } from './raw-http';

// What every answer to a fuzzed request must be (issue 17): no 5xx (a 503 of passing infrastructure trouble
// is not expected on a quiet test server either), no trace of the server's insides, no repeat of what was
// sent in an error, and every error in the API's JSON shape {code, message}.

/** A V8 stack line (`at handler (/app/x.ts:12:5)`), a source position, or the packages folder. */
const STACK_SIGNS: readonly RegExp[] = [
  /\bat\s+(?:async\s+)?\S*\s*\(?(?:file:\/\/)?\/[^\s)]+:\d+(?::\d+)?\)?/,
  /node_modules/,
  /\.(?:ts|js|mjs|cjs):\d+/,
  /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|URIError): /,
];

const isJson = (answer: RawAnswer) =>
  String(answer.headers['content-type'] ?? '').startsWith('application/json');

function errorShapeProblem(answer: RawAnswer): string | null {
  if (!isJson(answer)) return `an error of content-type ${answer.headers['content-type'] ?? 'none'}`;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return 'an error whose body is not JSON';
  }
  const { code, message } = (typeof body === 'object' && body !== null ? body : {}) as Record<
    string,
    unknown
  >;
  if (typeof code !== 'string' || typeof message !== 'string') return 'an error without a code and a message';
  return null;
}

/** Everything wrong with the answer, in words; empty when it is as every answer must be. */
export function problemsWith(answer: RawAnswer): string[] {
  const problems: string[] = [];
  const headers = JSON.stringify(answer.headers);
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  const stack = STACK_SIGNS.find((sign) => sign.test(answer.text) || sign.test(headers));
  if (stack) problems.push(`a stack trace or source path (${stack})`);
  // A success may hand back what it saved (a created group, a new username); an error has nothing to repeat.
  if (answer.status >= 400) {
    if (answer.text.includes(MARKER)) problems.push('an error body that quotes the request');
    if (headers.includes(MARKER)) problems.push('an error header that quotes the request');
    const shape = errorShapeProblem(answer);
    if (shape) problems.push(shape);
  }
  return problems;
}
