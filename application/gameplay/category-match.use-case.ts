import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { RevealedCategory } from '../../contracts/game.codec';
import { combinationKey } from '../../domain/game/combination-key';
import type { AppError } from '../errors/app-error';
import type { Player } from '../ports/player';
import { GameSessions } from './game-sessions.use-case';

/**
 * POST /game/category-match: which category these words formed. Answered only from what the server has
 * already revealed to this player (solved categories, or all of them once the game is over), so it can
 * never be used to probe an unsolved category.
 */
@injectable()
export class CategoryMatch {
  constructor(@inject(GameSessions) private readonly sessions: GameSessions) {}

  async execute(
    player: Player,
    input: { gameDate: string; words: readonly string[] },
  ): Promise<E.Either<AppError, { category: RevealedCategory | null }>> {
    const key = combinationKey(input.words);
    const state = await this.sessions.state(player, input.gameDate);
    if (E.isLeft(state)) return state;
    if (state.right.gameStatus !== 'playing') {
      const result = await this.sessions.result(player, input.gameDate);
      if (E.isLeft(result)) return result;
      const full = result.right.categories.find((c) => combinationKey(c.words) === key);
      const found = full
        ? { name: full.name, position: full.position, words: full.words, color: full.color }
        : null;
      return E.right({ category: found ?? this.solved(state.right.revealedCategoryData, key) });
    }
    return E.right({ category: this.solved(state.right.revealedCategoryData, key) });
  }

  private solved(revealed: RevealedCategory[], key: string | null): RevealedCategory | null {
    return revealed.find((category) => combinationKey(category.words) === key) ?? null;
  }
}
