import { ContainerModule } from 'inversify';
import { REFERRAL_REPOSITORY } from '../../application/ports/referral.repository';
import { SUGGESTION_REPOSITORY } from '../../application/ports/suggestion.repository';
import { ApplyReferral } from '../../application/referrals/apply-referral.use-case';
import { GenerateReferralCode } from '../../application/referrals/generate-referral-code.use-case';
import { MilestoneAwards } from '../../application/standings/milestone-awards';
import { GetReferralStats } from '../../application/referrals/referral-stats.use-case';
import { ReferralUseCases } from '../../application/referrals/referral-use-cases';
import { GetTopReferrers } from '../../application/referrals/top-referrers.use-case';
import { GetMySuggestions } from '../../application/suggestions/my-suggestions.use-case';
import { GetNextAvailableDate } from '../../application/suggestions/next-available-date.use-case';
import { ReviewSuggestion } from '../../application/suggestions/review-suggestion.use-case';
import { SubmitSuggestion } from '../../application/suggestions/submit-suggestion.use-case';
import { SuggestionUseCases } from '../../application/suggestions/suggestion-use-cases';
import { GetTopSuggesters } from '../../application/suggestions/top-suggesters.use-case';
import { PostgresReferralRepository } from '../../adapters/postgres/postgres-referral.repository';
import { PostgresSuggestionRepository } from '../../adapters/postgres/postgres-suggestion.repository';
import { bindSelf } from './bind-self';

/** Referrals (codes, rewards, INVITES) and category suggestions (SUGGESTIONS): their stores and use cases. */
export function referralsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(REFERRAL_REPOSITORY).to(PostgresReferralRepository);
    bind(SUGGESTION_REPOSITORY).to(PostgresSuggestionRepository);
    bindSelf(bind, [
      MilestoneAwards,
      GenerateReferralCode,
      ApplyReferral,
      GetReferralStats,
      GetTopReferrers,
      ReferralUseCases,
      SubmitSuggestion,
      GetMySuggestions,
      GetNextAvailableDate,
      GetTopSuggesters,
      ReviewSuggestion,
      SuggestionUseCases,
    ]);
  });
}
