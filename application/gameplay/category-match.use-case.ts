import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { RevealedCategory } from '../../contracts/game.codec';
import { combinationKey } from '../../domain/game/combination-key';
import { isPlaying } from '../../domain/game/play-session';
import type { AppError } from '../errors/app-error';
import type { Player } from '../ports/player';
import { GameCalendar } from './game-calendar';
import { SessionPlay } from './session-play';
import { revealedCategories } from '../../contracts/game-views';

/**
 * POST /game/category-match: which category these words formed. Answered only from what the server has
 * already revealed to this player (solved categories, or all of them once the game is over), so it can
 * never be used to probe an unsolved category.
 */
@injectable()
export class CategoryMatch {
  constructor(
    @inject(GameCalendar) private readonly calendar: GameCalendar,
    @inject(SessionPlay) private readonly play: SessionPlay,
  ) {}

  async execute(
    player: Player,
    input: { gameDate: string; words: readonly string[] },
  ): Promise<E.Either<AppError, { category: RevealedCategory | null }>> {
    const game = await this.calendar.playable(input.gameDate);
    if (E.isLeft(game)) return game;
    const read = await this.play.read(player, game.right);
    if (E.isLeft(read)) return read;
    const { session } = read.right;
    // The words that solved a category (a switched one's include its extra word), then, after the end,
    // every category as the editor wrote it.
    const candidates: RevealedCategory[] = revealedCategories(game.right, session);
    if (!isPlaying(session)) {
      for (const { name, position, words, color, createdBy } of game.right.categories) {
        candidates.push({ name, position, words: [...words], color, createdBy });
      }
    }
    const key = combinationKey(input.words);
    return E.right({
      category: candidates.find((category) => combinationKey(category.words) === key) ?? null,
    });
  }
}
