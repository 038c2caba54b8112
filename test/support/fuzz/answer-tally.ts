import type { FuzzCaller } from './fuzz-callers';
import type { RawAnswer } from './raw-http';

// How the fuzzed requests were answered, per role, status and code (FUZZ_VERBOSE=1 prints it): a run
// answered 401 or 400 INVALID_JSON throughout would pass without having reached a single use case.

export class AnswerTally {
  private readonly counts = new Map<string, number>();

  readonly count = (caller: FuzzCaller, answer: RawAnswer): void => {
    const key = `${caller.role} ${answer.status} ${codeOf(answer.text)}`.trimEnd();
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  };

  toString(): string {
    return [...this.counts]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, count]) => `${key}: ${count}`)
      .join('\n');
  }
}

function codeOf(text: string): string {
  try {
    const code = (JSON.parse(text) as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? code : '';
  } catch {
    return '';
  }
}
