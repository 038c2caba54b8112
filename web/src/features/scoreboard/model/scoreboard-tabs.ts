export const SCOREBOARD_TABS = ['days', 'players', 'my-list', 'groups'] as const;
export type ScoreboardTab = (typeof SCOREBOARD_TABS)[number];

export const isScoreboardTab = (value: unknown): value is ScoreboardTab =>
  typeof value === 'string' && (SCOREBOARD_TABS as readonly string[]).includes(value);

/** Where the scoreboard opens: the tab the player last looked at, else the days. */
export const openingTab = (remembered: string | null): ScoreboardTab =>
  isScoreboardTab(remembered) ? remembered : 'days';

/** The tab a path under /scoreboard belongs to: a day's details and the catch-up list are days. */
export function tabOfPath(rest: string): ScoreboardTab | null {
  const [first] = rest.split('/').filter(Boolean);
  if (first === 'previous-days') return 'days';
  return isScoreboardTab(first) ? first : null;
}
