import type { ManagedGame } from '../ports/managed-game.repository';

/** What the audit keeps of a game: enough to see what changed, not its internal ids. */
export const auditSnapshot = (game: Pick<ManagedGame, 'date' | 'title' | 'published' | 'categories'>) => ({
  date: game.date,
  title: game.title,
  published: game.published,
  categories: game.categories.map(({ name, words, extraWord, color }) => ({ name, words, extraWord, color })),
});
