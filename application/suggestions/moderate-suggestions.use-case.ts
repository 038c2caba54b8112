import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type {
  ApprovedSuggestionAnswer,
  ApproveSuggestionRequest,
  ReviewedSuggestionsAnswer,
  ReviewedSuggestionView,
} from '../../contracts/category-bank.codec';
import type { SuggestionStatus } from '../../contracts/social.codec';
import { FIRST_PAGE } from '../../domain/constants/page-sizes.constants';
import { trimCategory } from '../../domain/puzzles/category-check';
import type { Actor } from '../audit/actor';
import { AuditTrail } from '../audit/audit-trail';
import { BankCategoryViews } from '../category-bank/bank-category-view';
import { bankCategoryInvalid } from '../category-bank/category-bank-errors';
import { bankCategoryProblems, toStoredBankCategory } from '../category-bank/save-bank-category.use-case';
import type { AppError } from '../errors/app-error';
import {
  CATEGORY_BANK_REPOSITORY,
  type BankCategory,
  type CategoryBankRepository,
} from '../ports/category-bank.repository';
import { RANDOM_SOURCE, type RandomSource } from '../ports/random-source.port';
import {
  SUGGESTION_REPOSITORY,
  type SuggestionForReview,
  type SuggestionRepository,
} from '../ports/suggestion.repository';
import { runEither, UNIT_OF_WORK, type UnitOfWork } from '../ports/unit-of-work.port';
import { ReviewSuggestion } from './review-suggestion.use-case';
import { suggestionAlreadyReviewed, suggestionNotFound } from './suggestion-errors';

export const REVIEW_PAGE_SIZE = 20;
/** What a moderator may still decide on: a pending suggestion, or one declined earlier (a second look). */
const OPEN: readonly SuggestionStatus[] = ['pending', 'declined'];

const view = (s: SuggestionForReview, bankCategoryId = s.bankCategoryId): ReviewedSuggestionView => ({
  id: s.id,
  userId: s.userId,
  username: s.username,
  name: s.name,
  words: [...s.words],
  extraWord: s.extraWord,
  status: s.status,
  createdAt: s.createdAt.toISOString(),
  reviewedAt: s.reviewedAt?.toISOString() ?? null,
  bankCategoryId,
});

const sameText = (a: { name: string; words: readonly string[]; extraWord: string }, b: typeof a) =>
  JSON.stringify([a.name, a.words, a.extraWord]) === JSON.stringify([b.name, b.words, b.extraWord]);

/**
 * Moderators' review of players' suggestions (DESIGN 11): approve (into the bank, credited to the player),
 * modify then approve (`modified`), or decline. The status change goes through ReviewSuggestion, which
 * keeps the player's SUGGESTIONS achievements right.
 */
@injectable()
export class ModerateSuggestions {
  constructor(
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(SUGGESTION_REPOSITORY) private readonly suggestions: SuggestionRepository,
    @inject(CATEGORY_BANK_REPOSITORY) private readonly bank: CategoryBankRepository,
    @inject(ReviewSuggestion) private readonly review: ReviewSuggestion,
    @inject(RANDOM_SOURCE) private readonly random: RandomSource,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(BankCategoryViews) private readonly bankViews: BankCategoryViews,
  ) {}

  async list(status: SuggestionStatus, page = FIRST_PAGE): Promise<ReviewedSuggestionsAnswer> {
    const currentPage = Math.max(page, FIRST_PAGE);
    const found = await this.suggestions.listForReview(
      status,
      (currentPage - 1) * REVIEW_PAGE_SIZE,
      REVIEW_PAGE_SIZE,
    );
    return {
      suggestions: found.suggestions.map((s) => view(s)),
      total: found.total,
      pages: Math.ceil(found.total / REVIEW_PAGE_SIZE),
      currentPage,
    };
  }

  approve(
    id: string,
    changes: ApproveSuggestionRequest,
    actor: Actor,
  ): Promise<E.Either<AppError, ApprovedSuggestionAnswer>> {
    return runEither(this.unitOfWork, async () => {
      const found = await this.open(id);
      if (E.isLeft(found)) return found;
      const suggestion = found.right;
      const content = {
        name: changes.name ?? suggestion.name,
        words: changes.words ?? [...suggestion.words],
        extraWord: changes.extraWord ?? suggestion.extraWord,
        color: changes.color ?? null,
      };
      const problems = bankCategoryProblems(content);
      if (problems.length > 0) return E.left(bankCategoryInvalid(problems));
      const stored = toStoredBankCategory(content, {
        id: this.random.uuid(),
        author: suggestion.username,
        source: 'suggestion',
        suggestionId: suggestion.id,
        createdBy: actor.id,
      });
      await this.bank.insert([stored]);
      const status = sameText(trimCategory(content), suggestion) ? 'approved' : 'modified';
      await this.review.execute(id, status);
      await this.audit.record({
        actor,
        action: `suggestion.${status === 'approved' ? 'approve' : 'modify'}`,
        entity: 'suggestion',
        entityId: id,
        before: view(suggestion),
        after: { status, category: { name: stored.name, words: stored.words, extraWord: stored.extraWord } },
      });
      const reviewed = (await this.suggestions.findForReview(id)) as SuggestionForReview;
      const category = await this.bankViews.one((await this.bank.find(stored.id)) as BankCategory);
      return E.right({ suggestion: view(reviewed, stored.id), category });
    });
  }

  decline(id: string, actor: Actor): Promise<E.Either<AppError, { suggestion: ReviewedSuggestionView }>> {
    return runEither(this.unitOfWork, async () => {
      const found = await this.open(id);
      if (E.isLeft(found)) return found;
      if (found.right.status === 'declined') return E.right({ suggestion: view(found.right) });
      await this.review.execute(id, 'declined');
      await this.audit.record({
        actor,
        action: 'suggestion.decline',
        entity: 'suggestion',
        entityId: id,
        before: view(found.right),
        after: { status: 'declined' },
      });
      return E.right({ suggestion: view((await this.suggestions.findForReview(id)) as SuggestionForReview) });
    });
  }

  /** The suggestion, read after locking its author (so two moderators' clicks queue), if still open. */
  private async open(id: string): Promise<E.Either<AppError, SuggestionForReview>> {
    const first = await this.suggestions.findForReview(id);
    if (!first || !(await this.suggestions.lockPlayer(first.userId))) return E.left(suggestionNotFound());
    const suggestion = (await this.suggestions.findForReview(id)) as SuggestionForReview;
    return OPEN.includes(suggestion.status) ? E.right(suggestion) : E.left(suggestionAlreadyReviewed());
  }
}
