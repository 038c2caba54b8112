import { SECOND_MS } from '../../../../domain/constants/time.constants';
import { ApiError } from './errors';
import type { HttpAnswer } from './transport';

// Error answers are `{code, message, details?}` (DESIGN 8). The server's message wins; the caller's
// fallback covers answers without one (a proxy's HTML 502, an empty 500).

export type FallbackMessage = string | ((status: number) => string);

const genericFallback: FallbackMessage = (status) => `Request failed (${status})`;

/** Retry-After is either whole seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, nowMs: number): number | undefined {
  if (header === null) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - nowMs) / SECOND_MS));
}

const stringField = (body: unknown, name: string): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
};

/** The server's own message in an answer body, when it gave one. */
export const serverMessage = (body: unknown): string | undefined => stringField(body, 'message');

export function errorFromAnswer(
  answer: HttpAnswer,
  nowMs: number,
  fallback: FallbackMessage = genericFallback,
): ApiError {
  const details =
    typeof answer.body === 'object' && answer.body !== null
      ? (answer.body as { details?: unknown }).details
      : undefined;
  return new ApiError({
    status: answer.status,
    code: stringField(answer.body, 'code'),
    message:
      serverMessage(answer.body) ?? (typeof fallback === 'function' ? fallback(answer.status) : fallback),
    details,
    retryAfterSeconds: parseRetryAfter(answer.headers.get('Retry-After'), nowMs),
  });
}
