import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { SuggestionAnswer } from '../../contracts/social.codec';
import { DAY_MS } from '../../domain/constants/time.constants';
import { formatGameDateInZone } from '../../domain/game/calendar';
import { COUNTED_STATUSES } from '../../domain/suggestions/suggestion-status';
import {
  validateCategorySuggestion,
  type CategorySuggestionInput,
} from '../../domain/validation/category-suggestion';
import { userNotFound } from '../accounts/account-errors';
import { fromRule, type AppError } from '../errors/app-error';
import { GameCalendar } from '../gameplay/game-calendar';
import { CLOCK, type Clock } from '../ports/clock.port';
import { INSTANCE, type Instance } from '../ports/instance.port';
import { RANDOM_SOURCE, type RandomSource } from '../ports/random-source.port';
import { SUGGESTION_REPOSITORY, type SuggestionRepository } from '../ports/suggestion.repository';
import { UNIT_OF_WORK, type UnitOfWork } from '../ports/unit-of-work.port';
import { MilestoneAwards } from '../standings/milestone-awards';
import { suggestionLimitReached } from './suggestion-errors';
import { toSuggestionView } from './suggestion-view';

/** Submissions per player per day (the instance's day): enough for an idea-rich evening, not for a flood. */
export const SUGGESTIONS_PER_DAY = 10;

/**
 * A player proposes a category. It waits (pending) for an editor; the SUGGESTIONS milestones it reaches are
 * added and answered, as a game result lists what the game unlocked.
 */
@injectable()
export class SubmitSuggestion {
  constructor(
    @inject(SUGGESTION_REPOSITORY) private readonly suggestions: SuggestionRepository,
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(GameCalendar) private readonly calendar: GameCalendar,
    @inject(INSTANCE) private readonly instance: Instance,
    @inject(RANDOM_SOURCE) private readonly random: RandomSource,
    @inject(MilestoneAwards) private readonly awards: MilestoneAwards,
  ) {}

  async execute(
    userId: string,
    input: CategorySuggestionInput,
  ): Promise<E.Either<AppError, SuggestionAnswer>> {
    const valid = validateCategorySuggestion(input);
    if (E.isLeft(valid)) return E.left(fromRule(valid.left));

    return this.unitOfWork.run(async () => {
      // Serialises the player's submissions: two at once cannot both be the tenth.
      if (!(await this.suggestions.lockPlayer(userId))) return E.left(userNotFound());
      const now = this.clock.now();
      if ((await this.submittedToday(userId, now)) >= SUGGESTIONS_PER_DAY) {
        return E.left(suggestionLimitReached(SUGGESTIONS_PER_DAY));
      }
      const suggestion = {
        id: this.random.uuid(),
        userId,
        ...valid.right,
        status: 'pending' as const,
        createdAt: now,
        reviewedAt: null,
      };
      await this.suggestions.add(suggestion);
      const counted = await this.suggestions.countByUser(userId, COUNTED_STATUSES);
      const achievements = await this.awards.award(userId, { suggestions: counted });
      return E.right({ suggestion: toSuggestionView(suggestion), achievements });
    });
  }

  /** The day is the instance's calendar day; the last two days of submissions always cover it. */
  private async submittedToday(userId: string, now: Date): Promise<number> {
    const today = this.calendar.today();
    const recent = await this.suggestions.submittedSince(userId, new Date(now.getTime() - 2 * DAY_MS));
    return recent.filter((at) => formatGameDateInZone(at, this.instance.timeZone) === today).length;
  }
}
