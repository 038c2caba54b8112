import type { ManagedGameView } from '../../contracts/manage-games.codec';
import { isLocked, listStatusOf } from '../../domain/puzzles/game-schedule';
import type { ManagedGame } from '../ports/managed-game.repository';

/** A stored game as the control panel shows it, given today and how many have played it. */
export const toManagedGameView = (
  game: ManagedGame,
  today: string,
  playerCount: number,
): ManagedGameView => ({
  _id: game.id,
  date: game.date,
  title: game.title,
  status: listStatusOf(game, today),
  published: game.published,
  version: game.version,
  gridLayout: game.gridLayout === null ? null : game.gridLayout.map((row) => [...row]),
  categories: game.categories.map((category) => ({ ...category, words: [...category.words] })),
  locked: isLocked({ date: game.date, played: playerCount > 0 }, today),
  playerCount,
  updatedAt: game.updatedAt.toISOString(),
});
