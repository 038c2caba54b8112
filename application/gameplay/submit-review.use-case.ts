import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { isPlaying } from '../../domain/game/play-session';
import { validateReview } from '../../domain/validation/review';
import { fromRule, type AppError } from '../errors/app-error';
import { GAME_REVIEW_REPOSITORY, type GameReviewRepository } from '../ports/game-review.repository';
import { isGuest, type Player } from '../ports/player';
import { RANDOM_SOURCE, type RandomSource } from '../ports/random-source.port';
import { GameCalendar } from './game-calendar';
import { gameNotFinished } from './gameplay-errors';
import { SessionPlay } from './session-play';

export interface ReviewInput {
  readonly gameDate: string;
  readonly difficulty: number;
  readonly funLevel: number;
}

/** POST /game-reviews: difficulty and fun 1-5, by a player who finished that day's game. */
@injectable()
export class SubmitReview {
  constructor(
    @inject(GameCalendar) private readonly calendar: GameCalendar,
    @inject(SessionPlay) private readonly play: SessionPlay,
    @inject(GAME_REVIEW_REPOSITORY) private readonly reviews: GameReviewRepository,
    @inject(RANDOM_SOURCE) private readonly random: RandomSource,
  ) {}

  async execute(player: Player, input: ReviewInput): Promise<E.Either<AppError, { message: string }>> {
    const date = this.calendar.parseDate(input.gameDate);
    if (E.isLeft(date)) return date;
    const ratings = validateReview(input);
    if (E.isLeft(ratings)) return E.left(fromRule(ratings.left));
    // A game whose clock ran out is finished (lost), whether or not anyone read it since.
    const found = await this.play.find(player, date.right);
    if (!found || isPlaying(found.session)) return E.left(gameNotFinished());
    await this.reviews.save({
      id: this.random.uuid(),
      gameDate: date.right,
      player,
      ...ratings.right,
      // Whether a review is a demo one follows the player, not the client's flag.
      isDemo: isGuest(player),
    });
    return E.right({ message: 'Thank you for your review' });
  }
}
