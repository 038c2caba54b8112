import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { SuggestionAnswer } from '../../contracts/social.codec';
import { COUNTED_STATUSES, isSuggestionStatus } from '../../domain/suggestions/suggestion-status';
import type { AppError } from '../errors/app-error';
import { CLOCK, type Clock } from '../ports/clock.port';
import { SUGGESTION_REPOSITORY, type SuggestionRepository } from '../ports/suggestion.repository';
import { UNIT_OF_WORK, type UnitOfWork } from '../ports/unit-of-work.port';
import { MilestoneAwards } from '../standings/milestone-awards';
import { suggestionNotFound, suggestionStatusInvalid } from './suggestion-errors';
import { toSuggestionView } from './suggestion-view';

/**
 * An editor sets a suggestion's status (for the control panel). Any status but pending marks it reviewed
 * now; back to pending, it is unreviewed again. A suggestion taken back from declined counts again toward
 * the SUGGESTIONS milestones; declining one never takes an owned milestone away.
 */
@injectable()
export class ReviewSuggestion {
  constructor(
    @inject(SUGGESTION_REPOSITORY) private readonly suggestions: SuggestionRepository,
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(MilestoneAwards) private readonly awards: MilestoneAwards,
  ) {}

  async execute(id: string, status: unknown): Promise<E.Either<AppError, SuggestionAnswer>> {
    if (!isSuggestionStatus(status)) return E.left(suggestionStatusInvalid());
    return this.unitOfWork.run(async () => {
      const found = await this.suggestions.find(id);
      if (!found || !(await this.suggestions.lockPlayer(found.userId))) return E.left(suggestionNotFound());
      const reviewedAt = status === 'pending' ? null : this.clock.now();
      await this.suggestions.setStatus(id, status, reviewedAt);
      const counted = await this.suggestions.countByUser(found.userId, COUNTED_STATUSES);
      const achievements = await this.awards.award(found.userId, { suggestions: counted });
      return E.right({ suggestion: toSuggestionView({ ...found, status, reviewedAt }), achievements });
    });
  }
}
